"""Differential test: ``tally.tally`` against a tiny reference counter for ``mafia``.

The reference (``Reference`` below) is written from docs/rules-mafia.md and
docs/json-output.md, not from the tally code: one vote per living slot, a new vote
replaces the old one, an unvote removes it, no-elimination is a wagon like any other,
the threshold is a majority of the living (``strict_majority`` / ``half_up``), a hammer
freezes the day at the post where a wagon first reaches it, deaths release votes by and
on the dead and may hammer, a substitute inherits the slot, and at the deadline the day
resolves by majority (hammer) or plurality with ``tie_break``. Hypothesis generates
random games (3-15 players, votes, unvotes, self-votes, no-elimination votes, several
votes in one post, deaths, substitutions, phase changes at posts and at times) and the
two must agree on every day's wagons, totals, thresholds, living, not voting and
outcome, at the end and at random ``as_of`` points, and on which votes were rejected.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from votecount.tally import (
    Death,
    Event,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
    Rules,
    Setup,
    SetupPlayer,
    Substitution,
    Unvote,
    Vote,
    tally,
)
from votecount.tally.events import INDEX_HOST, INDEX_PHASE_END, INDEX_PHASE_START

from .reference_model import NE, T0, Key, Reference, key_of, observe, vote_codes  # noqa: F401

# --- random games ---------------------------------------------------------------------

SWITCHES = st.fixed_dictionaries(
    {
        "threshold_rule": st.sampled_from(["strict_majority", "half_up"]),
        "resolution": st.sampled_from(["hammer", "plurality", "hammer_or_plurality"]),
        "tie_break": st.sampled_from(["none", "earliest_to_reach", "host"]),
        "self_vote": st.booleans(),
        "allow_no_elimination": st.booleans(),
        "no_elimination_offset": st.sampled_from([0, 0, -1, 1]),
        "eliminate_on_resolution": st.booleans(),
    }
)


@dataclass
class Game:
    players: list[str]
    backups: list[str]
    switches: dict[str, Any]
    events: list[Event]
    as_of: list[int | datetime]

    def __repr__(self) -> str:
        lines = [f"Game({len(self.players)} players, {self.switches}, as_of={self.as_of})"]
        lines += [f"  {describe(e)}" for e in sorted(self.events, key=lambda e: e.ref.key)]
        return "\n".join(lines)

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:  # hypothesis' printer
        p.text(repr(self))

    def setup(self) -> Setup:
        return Setup(
            tuple(SetupPlayer(p) for p in self.players)
            + tuple(SetupPlayer(b, backup=True) for b in self.backups)
        )


def describe(e: Event) -> str:
    r = e.ref
    where = f"#{r.number}.{r.index}" if r.number >= 0 else f"@{r.time:%H:%M:%S}"
    if isinstance(e, Vote):
        return f"{where} {e.voter}>{'!' if e.target == NE else e.target}"
    if isinstance(e, Unvote):
        return f"{where} {e.voter}>-"
    if isinstance(e, Death):
        return f"{where} kill {e.player}"
    if isinstance(e, Substitution):
        return f"{where} sub {e.out} {e.replacement}"
    if isinstance(e, PhaseStart):
        return f"{where} {e.kind.value[0].upper()}{e.number}"
    if isinstance(e, PhaseEnd):
        return f"{where} end {e.kind.value[0].upper()}{e.number}"
    return f"{where} {e!r}"


@st.composite
def games(draw: st.DrawFn) -> Game:
    n = draw(st.integers(3, 15))
    players = [f"p{i}" for i in range(n)]
    backups = ["x0", "x1", "x2"]
    sw = draw(SWITCHES)
    occupant = {p: p for p in players}
    focus = players[: draw(st.integers(2, min(n, 4)))]  # most votes go to a few players
    everyone = players + backups + ["zed"]

    def voter() -> str:
        pool = draw(st.sampled_from(["now"] * 6 + ["any"]))
        if pool == "now":
            return draw(st.sampled_from(sorted(occupant.values())))
        return draw(st.sampled_from(everyone))

    def target(v: str) -> str:
        pool = draw(st.sampled_from(["focus"] * 5 + ["any", "ne", "self", "other"]))
        if pool == "focus":
            return draw(st.sampled_from([occupant[p] for p in focus]))
        if pool == "ne":
            return NE
        if pool == "self":
            return v
        if pool == "other":
            return draw(st.sampled_from(everyone))
        return draw(st.sampled_from(players))  # a slot's first name (maybe replaced)

    events: list[Event] = []
    phase: tuple[str, int] | None = None  # ("day"|"night"|"gap", number)
    number, time = 0, T0
    if draw(st.integers(0, 3)):  # most games open Day 1 (or Night 0) at once
        events.append(PhaseStart(PostRef("p0", 0, T0, "", INDEX_PHASE_START), PhaseKind.DAY, 1))
        phase = ("day", 1)
    for _ in range(draw(st.integers(1, 60))):
        prev_time = time
        number += draw(st.sampled_from([1, 1, 1, 2]))
        time += timedelta(minutes=draw(st.sampled_from([10, 10, 1, 0])))
        ref = PostRef(f"p{number}", number, time, "", 0)
        what = draw(
            st.sampled_from(["vote"] * 9 + ["unvote"] * 2 + ["multi", "kill", "sub"] + ["advance"])
        )
        if what == "vote":
            v = voter()
            events.append(Vote(ref, v, target(v)))
        elif what == "unvote":
            events.append(Unvote(ref, voter()))
        elif what == "multi":
            v = voter()
            count = draw(st.integers(2, 3))
            cmds = [Vote(ref.at(i), v, target(v)) for i in range(count)]
            if draw(st.booleans()):  # "unvote; vote" in one post
                cmds = [Unvote(ref, v), Vote(ref.at(1), v, target(v))]
            if draw(st.booleans()):
                other = voter()
                cmds.append(Vote(ref.at(len(cmds)), other, target(other)))
            events.extend(cmds)
        elif what == "kill":
            name = draw(st.sampled_from([occupant[p] for p in players] + ["zed"]))
            events.append(Death(ref.at(INDEX_HOST), name))
        elif what == "sub":
            slot = draw(st.sampled_from(players))
            fresh = [b for b in [*backups, *players] if b not in occupant.values()]
            repl = draw(st.sampled_from(fresh + ["p0"]))
            events.append(Substitution(ref.at(INDEX_HOST), occupant[slot], repl))
            if repl not in occupant.values():
                occupant[slot] = repl
        else:  # the next phase
            if phase is None:
                phase = draw(st.sampled_from([("night", 0), ("day", 1)]))
                kind = PhaseKind.NIGHT if phase[0] == "night" else PhaseKind.DAY
                events.append(PhaseStart(ref.at(INDEX_PHASE_START), kind, phase[1]))
            elif phase[0] == "day":
                how = draw(st.sampled_from(["night", "end_post", "end_time"]))
                k = phase[1]
                if how == "night":
                    events.append(PhaseStart(ref.at(INDEX_PHASE_START), PhaseKind.NIGHT, k))
                    phase = ("night", k)
                elif how == "end_post":
                    events.append(PhaseEnd(ref.at(INDEX_PHASE_END), PhaseKind.DAY, k))
                    phase = ("gap", k)
                else:
                    if time == prev_time:
                        time += timedelta(minutes=1)
                        ref = PostRef(f"p{number}", number, time, "", 0)
                    at = prev_time + (time - prev_time) / 2
                    events.append(PhaseEnd(PostRef("", -1, at, "", 0), PhaseKind.DAY, k))
                    phase = ("gap", k)
            elif phase[0] == "gap":
                events.append(PhaseStart(ref.at(INDEX_PHASE_START), PhaseKind.NIGHT, phase[1]))
                phase = ("night", phase[1])
            else:
                phase = ("day", phase[1] + 1)
                events.append(PhaseStart(ref.at(INDEX_PHASE_START), PhaseKind.DAY, phase[1]))
            if draw(st.booleans()):  # a vote in the post that changes the phase
                v = voter()
                events.append(Vote(ref.at(0), v, target(v)))
    as_of: list[int | datetime] = draw(st.lists(st.integers(0, number + 1), min_size=1, max_size=4))
    if draw(st.booleans()):
        as_of.append(T0 + timedelta(minutes=draw(st.integers(0, 10 * number + 5))))
    return Game(players, backups, sw, events, as_of)


def reference_cut(events: list[Event], as_of: int | datetime) -> list[Event]:
    """The events up to post ``as_of`` (everything at or before its time), or a time."""
    if isinstance(as_of, datetime):
        return [e for e in events if e.ref.time <= as_of]
    posts = [e.ref for e in events if 0 <= e.ref.number <= as_of]
    if not posts:
        return []
    last = max(posts, key=lambda r: r.number)
    return [
        e
        for e in events
        if e.ref.time < last.time or (e.ref.time == last.time and e.ref.number <= as_of)
    ]


def same(got: list[dict[str, Any]], want: list[dict[str, Any]], where: str) -> None:
    """Assert equal, naming the first day and field that differ."""
    assert [d["day"] for d in got] == [d["day"] for d in want], where
    for g, w in zip(got, want, strict=True):
        for name in w:
            assert g[name] == w[name], (
                f"{where}, day {w['day']}, {name}: tally {g[name]} != reference {w[name]}"
            )


def compare(game: Game) -> None:
    rules = Rules.from_switches("mafia", game.switches)
    full = tally(game.setup(), game.events, rules)
    ref = Reference(game.players, game.switches).run(game.events)
    same(observe(full), ref.observed(), "final count")
    for day in ref.observed():
        event(f"outcome {day['outcome'][0]}/{day['outcome'][1]}")
    assert vote_codes(full) == ref.codes
    for point in game.as_of:
        vc = tally(game.setup(), game.events, rules, as_of=point)
        expected = Reference(game.players, game.switches).run(reference_cut(game.events, point))
        same(observe(vc), expected.observed(), f"as_of={point}")


@settings(max_examples=300, deadline=None)
@given(games())
def test_tally_matches_reference(game: Game) -> None:
    compare(game)


# --- regressions found by the property ------------------------------------------------


def test_several_votes_in_a_post_the_last_written_counts():
    """``a>b; a>c; a>b``: the last vote written is b (docs/rules-mafia.md
    ``multi_vote_in_post = last_wins``); tally used to count c, the last *new* target."""
    from .dsl import run, wagons

    vc = run("D1\na>b;a>c;a>b")
    assert wagons(vc) == {"b": ["a"]}
    assert vc.current.wagon("b").votes[0].ref.index == 2
    assert run("D1\na>b;a>b").current.wagon("b").votes[0].ref.index == 0  # one vote: the first


def test_open_day_tie_lists_wagons_in_the_order_they_reached_the_tie():
    """``tied`` is in the order the wagons reached the tie (docs/json-output.md), as at
    the deadline: b's wagon started first but d reached 2 votes first."""
    from votecount.tally import Status

    from .dsl import run

    vc = run("D1\na>b\nc>d\ne>d\nf>b", players="a b c d e f g")
    assert vc.current.outcome.status is Status.TIE
    assert vc.current.outcome.tied == ("d", "b")
    # wagon_order = "size" (default): equal wagons in the order they reached that size
    assert [w.target for w in vc.current.wagons] == ["d", "b"]
