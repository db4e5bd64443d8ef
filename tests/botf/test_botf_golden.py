"""The golden BotF game (fixtures/games/botf-golden): the thread through parser, pipeline
and the ``botf`` ruleset reproduces every checkpoint, day result, exile, violation and
the whisper ledger of the hand-derived ``expected.json``. A mismatch prints a readable
per-nomination diff."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import FIXTURES
from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.tally import STORYTELLER, DayCount, Status, VoteCount
from votecount.tally.botf.outcomes import BotfStatus
from votecount.tally.botf.result import of_audit, of_count, of_day, of_vote

FOLDER = FIXTURES / "games" / "botf-golden"
EXPECTED = json.loads((FOLDER / "expected.json").read_text(encoding="utf-8"))
STATUS = {BotfStatus.ABOUT_TO_DIE: "about_to_die", Status.TIE: "tie", Status.NONE: "none"}


@cache
def game() -> Any:
    return load_game(FOLDER / "game.toml")


@cache
def posts() -> tuple[Any, ...]:
    batches = import_jsonl(FOLDER / "thread.jsonl", thread="forum.example/t/5150")
    return tuple(p for batch in batches for p in batch.posts)


@cache
def count_at(as_of: int | None) -> VoteCount:
    return pipeline.count(game(), list(posts()), as_of=as_of)


# --- reading the count the way expected.json writes it ------------------------------------


def nominations(day: DayCount) -> list[dict[str, Any]]:
    rows = []
    for n in of_day(day).nominations:
        voters = []
        for v in n.votes:
            row: dict[str, Any] = {"player": v.voter, "post": v.ref.number}
            if of_vote(v).dead:
                row.update(dead=True, ghost_token=of_vote(v).ghost_token)
            if of_vote(v).traveller:
                row["traveller"] = True
            voters.append(row)
        rows.append(
            {"nominator": n.nominator, "nominee": n.nominee, "voters": voters, "total": n.total}
        )
    return rows


def status(day: DayCount) -> dict[str, Any]:
    out = day.outcome
    kind = STATUS.get(out.status, out.status.value)
    if kind == "about_to_die":
        wagon = day.wagon(out.eliminated or "")
        return {"kind": kind, "player": out.eliminated, "votes": wagon.total if wagon else None}
    if kind == "tie":
        votes = max(n.total for n in of_day(day).nominations)
        return {"kind": kind, "players": list(out.tied), "votes": votes}
    return {"kind": kind}


def diff(want: list[dict[str, Any]], got: list[dict[str, Any]]) -> str:
    lines = []
    for i in range(max(len(want), len(got))):
        w = want[i] if i < len(want) else None
        g = got[i] if i < len(got) else None
        mark = "  " if w == g else "!!"

        def show(r: dict[str, Any] | None) -> str:
            if r is None:
                return "(none)"
            voters = ", ".join(f"{v['player']}#{v['post']}" for v in r["voters"])
            return f"{r['nominator']} -> {r['nominee']} [{voters}] {r['total']}"

        lines.append(f"{mark} want {show(w)}\n{mark} got  {show(g)}")
    return "\n".join(lines)


def _strip(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    keep = ("nominator", "nominee", "voters", "total")
    return [{k: r[k] for k in keep} for r in rows]


# --- checkpoints --------------------------------------------------------------------------

CHECKPOINTS = EXPECTED["checkpoints"]


@pytest.mark.parametrize("cp", CHECKPOINTS, ids=[f"as_of_{c['as_of']}" for c in CHECKPOINTS])
def test_checkpoint(cp: dict[str, Any]) -> None:
    day = count_at(cp["as_of"]).current
    assert day is not None and day.day == cp["day"]
    got = nominations(day)
    want = _strip(cp["nominations"])
    assert got == want, f"as of #{cp['as_of']} ({cp['label']}):\n{diff(want, got)}"
    assert (day.living_count, day.threshold) == (cp["L"], cp["T"])
    assert of_day(day).sub_phase == cp["sub_phase"]
    assert status(day) == cp["status"]
    assert sorted(day.not_voting) == sorted(cp["not_voting"])
    if "living" in cp:
        assert list(day.living) == cp["living"]
    if "travellers_in_play" in cp:
        assert list(of_day(day).travellers) == cp["travellers_in_play"]
    if "dead" in cp:
        assert dict(of_day(day).ghost_tokens) == cp["dead"]
    if "queued" in cp:
        assert [(q.nominator, q.nominee, q.ref.number) for q in of_day(day).queued] == [
            (q["nominator"], q["nominee"], q["post"]) for q in cp["queued"]
        ]
    for n, w in zip(of_day(day).nominations, cp["nominations"], strict=True):
        if "post" in w:
            assert (n.ref.number, n.queued) == (w["post"], w.get("queued", False))


# --- day results --------------------------------------------------------------------------


@pytest.mark.parametrize("want", EXPECTED["day_results"], ids=lambda w: f"day_{w['day']}")
def test_day_result(want: dict[str, Any]) -> None:
    day = count_at(None).day(want["day"])
    assert day is not None and not day.open
    assert (day.living_count, day.threshold) == (want["L"], want["T"])
    assert {n.nominee: n.total for n in of_day(day).nominations} == want["totals"]
    out = day.outcome
    if want["outcome"] == "executed":
        assert out.status is Status.ELIMINATED and out.eliminated == want["executed"]
    else:
        assert out.status is Status.NO_ELIMINATION and out.eliminated is None
        assert sorted(out.tied) == sorted(
            n for n, c in want["totals"].items() if c == max(want["totals"].values())
        )
    assert out.ref is not None and out.ref.time.isoformat().startswith(want["resolved_at"][:19])
    assert sorted(of_day(day).tokens_spent) == sorted(want["ghost_tokens_spent"])
    assert dict(of_day(day).ghost_tokens) == want["tokens_after"]


def test_exile() -> None:
    want = EXPECTED["exiles"][0]
    day = count_at(None).day(want["day"])
    assert day is not None
    (exile,) = of_day(day).exiles
    assert (exile.traveller, exile.called_by, exile.ref.number) == (
        want["traveller"], want["called_by"], want["call_post"]
    )  # fmt: skip
    assert (exile.seated, exile.needed, exile.status) == (want["P"], want["E"], "passed")
    assert [(v.voter, v.ref.number) for v in exile.yes] == [
        (y["player"], y["post"]) for y in want["yes"]
    ]
    assert exile.passed is not None and exile.passed.number == want["passed_at"]
    final = count_at(None)
    tamsin = next(p for p in of_count(final).players if p.player == "tamsin")
    assert not tamsin.in_play and tamsin.note == "Exiled Day 2"


# --- violations and notices ---------------------------------------------------------------


def audit() -> Any:
    return pipeline.audit(game(), list(posts()))


def test_violations_exactly() -> None:
    got = sorted(
        (v.code, v.ref.number if v.ref else None, v.player, v.severity.value)
        for v in audit().violations
        if v.severity.value in ("error", "warning")
    )
    want = sorted(
        (v["code"], v["post"], v["player"], v["severity"]) for v in EXPECTED["violations"]
    )
    assert got == want


def test_notices_present() -> None:
    rep = audit()
    for want in EXPECTED["notices"]:
        found = [v for v in rep.violations if v.code == want["code"]]
        if want["post"] is not None:
            found = [v for v in found if v.ref and v.ref.number == want["post"]]
        assert found, f"missing {want['code']} at {want['post']}"


def test_ignored_posts_raise_nothing() -> None:
    rep = audit()
    quiet = {94, 130, 1, 22, 87, 109, 177}
    loud = [
        v for v in rep.violations if v.ref and v.ref.number in quiet and v.severity.value != "info"
    ]
    assert loud == []


# --- whispers -----------------------------------------------------------------------------


def test_whisper_ledger() -> None:
    ledger = {
        day: {p: list(ps) for p, ps in rows} for day, rows in of_audit(audit()).whisper_ledger
    }
    for key, want in EXPECTED["whispers"]["ledger"].items():
        if key.startswith("day_"):
            assert ledger[int(key[4:])] == want, key


def test_whisper_sessions() -> None:
    got = [
        (s.day, s.a, s.b, s.declared.number, s.accepted.number if s.accepted else None,
         s.ended.number if s.ended else None, s.end_reason)
        for s in of_audit(audit()).whispers
    ]  # fmt: skip
    storyteller = {"Storyteller": STORYTELLER}
    want = [
        (s["day"], s["a"], storyteller.get(s["b"], s["b"]), s["declared"], s["accepted"],
         s["ended"], s["end_reason"])
        for s in EXPECTED["whispers"]["sessions"]
    ]  # fmt: skip
    assert got == want


def test_day_one_player_list() -> None:
    lines = {p.player: p.note for p in of_count(count_at(None)).players}
    assert lines["isolde"] == "Died N1"
    assert lines["gorse"] == "Executed Day 1"
    assert lines["brindle"] == lines["dunmore"] == "Died N2"


# --- end to end: local Discourse server, sync, count ---------------------------------------


def test_cli_over_http_reaches_the_day_one_close_checkpoint(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from tests.servers.games import serve_game
    from votecount.cli import main

    cp = next(c for c in CHECKPOINTS if c["as_of"] == 86)
    with serve_game(FOLDER, tmp_path):
        game_file = str(tmp_path / "game.toml")
        synced = CliRunner().invoke(main, ["--game", game_file, "sync"])
        assert synced.exit_code == 0, synced.output
    result = CliRunner().invoke(
        main, ["--game", game_file, "count", "--format", "json", "--as-of", "86"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    day = data["days"][-1]
    got = [
        (n["nominator"], n["nominee"], [v["voter"] for v in n["votes"]], n["total"])
        for n in day["nominations"]
    ]
    want = [
        (n["nominator"], n["nominee"], [v["player"] for v in n["voters"]], n["total"])
        for n in cp["nominations"]
    ]
    assert got == want
    assert (day["living_count"], day["threshold"], day["sub_phase"]) == (10, 6, "nomination")
    assert day["outcome"]["status"] == "none"


def test_cli_audit_over_http_shows_the_whisper_taken_over_the_cap(tmp_path: Path) -> None:
    """Seen: a 4th whisper accepted over the cap charged the acceptor
    WHISPER_NO_DECLARATION and was missing from both ledgers."""
    from click.testing import CliRunner

    from tests.servers.games import serve_game
    from votecount.cli import main

    with serve_game(FOLDER, tmp_path):
        game_file = str(tmp_path / "game.toml")
        assert CliRunner().invoke(main, ["--game", game_file, "sync"]).exit_code == 0
    result = CliRunner().invoke(main, ["--game", game_file, "audit", "--format", "json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    codes = [(v["code"], v["player"], v["post"]["number"]) for v in data["violations"] if v["post"]]
    assert ("WHISPER_CAP", "juniper", 156) in codes
    assert not [c for c in codes if c[0] == "WHISPER_NO_DECLARATION"]
    day2 = data["whisper_ledger"]["2"]
    assert day2["juniper"][-1] == "fennick" and day2["fennick"] == ["juniper"]
    over = [w for w in data["whispers"] if w["over_cap"]]
    assert [(w["a"], w["b"]) for w in over] == [("fennick", "juniper")]
    text = CliRunner().invoke(main, ["--game", game_file, "audit"]).output
    assert "4/3, over the cap" in text and "over the whisper cap" in text
