"""Issue 13, the last seams: a system's own result values travel as its payload (the
``extension`` of a day, a count, a vote or the audit; tally/payload.py) whose JSON
fields merge where its declarations place them, and a modifier of a kind the game's
system does not declare (``effect_kinds``) is rejected, naming the system."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace

from tests.tally.botf.dsl import Game, nominate
from votecount.tally import Effect, Modifier
from votecount.tally.botf.result import BotfDayCount, of_day
from votecount.tally.payload import merge

from .dsl import codes, ref, run


def test_mafia_json_keeps_the_shared_fields_blank():
    day = run("D1\na>b").current
    assert day is not None and day.extension is None and of_day(day).nominations == ()
    keys = list(day.to_json())
    assert keys[keys.index("not_voting") + 1] == "not_voting_dead"
    assert keys[keys.index("notices") + 1 : keys.index("notices") + 3] == ["nominations", "queued"]
    assert day.to_json()["ghost_tokens"] == {} and day.to_json()["sub_phase"] == ""
    vote = day.wagons[0].votes[0].to_json()
    assert list(vote)[-3:] == ["dead", "ghost_token", "traveller"] and vote["dead"] is False


def test_a_payload_replaces_the_blanks_in_place():
    day = run("D1\na>b").current
    assert day is not None
    blank = json.dumps(day.to_json())
    filled = replace(day, extension=BotfDayCount(not_voting_dead=("c",), sub_phase="voting"))
    got = filled.to_json()
    assert got["not_voting_dead"] == ["c"] and got["sub_phase"] == "voting"
    assert list(got) == list(json.loads(blank))  # the same keys, in the same order


@dataclass(frozen=True)
class _Own:
    score: int

    def to_json(self) -> dict[str, object]:
        return {"score": self.score}


def test_fields_no_system_places_go_at_the_end():
    out = merge("day", {"day": 1, "notices": []}, _Own(3))
    assert list(out) == ["day", "notices", "score"]


def test_a_modifier_the_system_does_not_declare_is_rejected_naming_it():
    vc = run("D1\nmod b voudon game\na>b")
    assert "HOST_EVENT_INVALID" in codes(vc)
    (problem,) = [v for v in vc.current.notices + vc.current.rejected
                  if v.code == "HOST_EVENT_INVALID"]  # fmt: skip
    assert "voudon is not a modifier of mafia" in problem.reason
    assert "weight, double, void, loved, hated" in problem.reason


def test_a_declared_modifier_still_applies():
    vc = run("D1\nmod b weight:3 game\nb>a")
    assert "HOST_EVENT_INVALID" not in codes(vc)


def test_botf_reads_its_own_kinds_and_refuses_the_core_weight():
    g = Game("a b c d e f g")
    g.day(1)
    g.modifier("b", "bishop")
    g.modifier("c", "weight:2")
    g.nominations()
    g.post("a", nominate("a", "c"))
    found = [(v.code, v.reason) for v in g.audit().violations if v.code == "HOST_EVENT_INVALID"]
    assert len(found) == 1 and "weight is not a modifier of botf" in found[0][1]


def test_effect_parse_keeps_core_kinds_as_enum_members_and_system_kinds_as_names():
    assert Effect.parse("weight:2").value == 2
    assert Effect.parse("Voudon").kind == "voudon"
    assert isinstance(Modifier(ref(1), "a", Effect.parse("void")).effect.kind, str)


def test_core_tally_modules_import_no_game_system():
    """The core (tally/*.py) reaches a system only through the registry's list of
    built-in module names; no core module imports a system's package."""
    import ast
    from pathlib import Path

    core = Path(__file__).resolve().parents[2] / "tally"
    systems = (
        "votecount.tally.botf",
        "votecount.tally.shapeshifters",
        "votecount.tally.events_game",
    )
    found = []
    for path in sorted(core.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            names += [a.name for a in node.names] if isinstance(node, ast.Import) else []
            found += [f"{path.name}: {n}" for n in names if n.startswith(systems)]
    assert found == []


def test_core_results_carry_no_system_fields():
    from dataclasses import fields

    from votecount.tally import Audit, CastVote, DayCount, VoteCount

    botf = {"nominations", "queued", "sub_phase", "travellers", "ghost_tokens", "tokens_spent",
            "not_voting_dead", "exiles", "whispers", "players", "fiddler", "dead", "ghost_token",
            "traveller", "whisper_ledger"}  # fmt: skip
    for cls in (DayCount, VoteCount, CastVote, Audit):
        assert botf.isdisjoint(f.name for f in fields(cls)), cls.__name__
