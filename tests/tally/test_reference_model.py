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

from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import event, given, settings
from hypothesis import strategies as st

from tally import (
    NO_ELIMINATION,
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
    VoteCount,
    tally,
)
from tally.events import INDEX_HOST, INDEX_PHASE_END, INDEX_PHASE_START

NE = NO_ELIMINATION
T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

# codes the reference predicts for votes and unvotes (docs/rules-mafia.md "Who may vote")
VOTE_CODES = {
    "VOTE_BY_NON_PLAYER",
    "VOTE_BY_DEAD",
    "VOTE_FOR_DEAD",
    "VOTE_INELIGIBLE_TARGET",
    "VOTE_AT_NIGHT",
    "VOTE_OUTSIDE_WINDOW",
    "VOTE_AFTER_DEADLINE",
    "VOTE_AFTER_HAMMER",
    "UNVOTE_WITHOUT_VOTE",
    "REPEATED_VOTE",
}

Key = tuple[Any, ...]


def key_of(ref: PostRef | None) -> Key | None:
    return None if ref is None else (ref.time, ref.number, ref.index)


# --- the reference counter ------------------------------------------------------------


@dataclass
class RVote:
    voter: str  # slot
    target: str  # slot or NE
    key: Key
    cast_by: str


@dataclass
class RDay:
    number: int
    start: Key
    votes: list[RVote] = field(default_factory=list)  # standing, in the order placed
    started: dict[str, Key] = field(default_factory=dict)  # target -> first vote of wagon
    end: Key | None = None
    outcome: tuple[Any, ...] | None = None  # (status, reason, eliminated, tied, at)
    frozen: tuple[tuple[str, ...], dict[str, str]] | None = None  # living slots, names


class Reference:
    def __init__(self, players: list[str], sw: dict[str, Any]) -> None:
        self.sw = sw
        self.order = list(players)  # slots in setup order
        self.occupant = {p: p for p in players}  # slot -> player now
        self.alive = {p: True for p in players}
        self.name_slot = {p: p for p in players}  # any name a slot ever had -> slot
        self.phase: tuple[str, int] | None = None
        self.last_phase: tuple[str, int] | None = None
        self.days: dict[int, RDay] = {}
        self.codes: dict[tuple[int, int], str] = {}

    # helpers
    def need(self, living: int) -> int:
        if self.sw["threshold_rule"] == "half_up":
            return (living + 1) // 2
        return living // 2 + 1

    def living(self) -> list[str]:
        return [s for s in self.order if self.alive[s]]

    def wagon_need(self, target: str, living: int) -> int:
        base = self.need(living)
        if target == NE:
            return max(base + self.sw["no_elimination_offset"], 1)
        return base

    def current_slot(self, name: str) -> str | None:
        slot = self.name_slot.get(name)
        return slot if slot is not None and self.occupant[slot] == name else None

    @property
    def open_day(self) -> RDay | None:
        if self.phase is not None and self.phase[0] == "day":
            return self.days[self.phase[1]]
        return None

    # the fold
    def run(self, events: list[Event]) -> Reference:
        ordered = sorted(events, key=lambda e: key_of(e.ref))  # type: ignore[arg-type,return-value]
        skip = self.multi_votes(ordered)
        for i, e in enumerate(ordered):
            if i in skip:
                continue
            if isinstance(e, Vote):
                self.vote(e)
            elif isinstance(e, Unvote):
                self.unvote(e)
            elif isinstance(e, Death):
                slot = self.name_slot.get(e.player)
                if slot is not None and self.alive[slot]:
                    self.die(slot, key_of(e.ref))
            elif isinstance(e, Substitution):
                slot = self.current_slot(e.out)
                if slot is not None and self.current_slot(e.replacement) is None:
                    self.occupant[slot] = e.replacement
                    self.name_slot[e.replacement] = slot
            elif isinstance(e, PhaseStart):
                self.close(key_of(e.ref))
                self.phase = self.last_phase = (e.kind.value, e.number)
                if e.kind is PhaseKind.DAY:
                    self.days[e.number] = RDay(e.number, key_of(e.ref))  # type: ignore[arg-type]
            elif isinstance(e, PhaseEnd) and self.phase == (e.kind.value, e.number):
                self.close(key_of(e.ref))
        return self

    def multi_votes(self, ordered: list[Event]) -> set[int]:
        """Several votes by one player in one post: the same vote repeated is one vote;
        different votes: only the last counts."""
        groups: dict[tuple[str, str], list[int]] = {}
        for i, e in enumerate(ordered):
            if isinstance(e, Vote):
                groups.setdefault((e.ref.post_id, e.voter), []).append(i)
        skip: set[int] = set()
        for idx in groups.values():
            targets = {ordered[i].target for i in idx}  # type: ignore[attr-defined]
            keep = idx[0] if len(targets) == 1 else idx[-1]
            skip.update(i for i in idx if i != keep)
        return skip

    def window(self) -> str | None:
        if self.phase is None:
            if self.last_phase is None or self.last_phase[0] != "day":
                return "VOTE_OUTSIDE_WINDOW"
            day = self.days[self.last_phase[1]]
            return "VOTE_AFTER_HAMMER" if day.outcome[0] == "hammered" else "VOTE_AFTER_DEADLINE"  # type: ignore[index]
        if self.phase[0] == "night":
            return "VOTE_AT_NIGHT"
        day = self.days[self.phase[1]]
        if day.outcome is not None:
            return "VOTE_AFTER_HAMMER"
        return None

    def voter_problem(self, name: str) -> str | None:
        slot = self.current_slot(name)
        if slot is None:
            return "VOTE_BY_NON_PLAYER"
        if not self.alive[slot]:
            return "VOTE_BY_DEAD"
        return None

    def target_problem(self, voter: str, target: str) -> str | None:
        if target == NE:
            return None if self.sw["allow_no_elimination"] else "VOTE_INELIGIBLE_TARGET"
        slot = self.name_slot.get(target)
        if slot is None:
            return "VOTE_INELIGIBLE_TARGET"
        if not self.alive[slot]:
            return "VOTE_FOR_DEAD"
        if slot == voter and not self.sw["self_vote"]:
            return "VOTE_INELIGIBLE_TARGET"
        return None

    def vote(self, e: Vote) -> None:
        where = (e.ref.number, e.ref.index)
        problem = self.window() or self.voter_problem(e.voter)
        voter = self.current_slot(e.voter)
        if problem is None:
            assert voter is not None
            problem = self.target_problem(voter, e.target)
        if problem is not None:
            self.codes[where] = problem
            return
        assert voter is not None
        day = self.open_day
        assert day is not None
        target = NE if e.target == NE else self.name_slot[e.target]
        old = next((v for v in day.votes if v.voter == voter), None)
        if old is not None and old.target == target:
            self.codes[where] = "REPEATED_VOTE"  # the vote stands as it was
            return
        if old is not None:
            self.remove(day, old)
        if not any(v.target == target for v in day.votes):
            day.started[target] = key_of(e.ref)  # type: ignore[assignment]
        day.votes.append(RVote(voter, target, key_of(e.ref), e.voter))  # type: ignore[arg-type]
        self.maybe_hammer(day, [target], key_of(e.ref))

    def unvote(self, e: Unvote) -> None:
        where = (e.ref.number, e.ref.index)
        problem = self.window() or self.voter_problem(e.voter)
        if problem is not None:
            self.codes[where] = problem
            return
        day = self.open_day
        assert day is not None
        old = next((v for v in day.votes if v.voter == self.current_slot(e.voter)), None)
        if old is None:
            self.codes[where] = "UNVOTE_WITHOUT_VOTE"
            return
        self.remove(day, old)

    def remove(self, day: RDay, vote: RVote) -> None:
        day.votes.remove(vote)
        if not any(v.target == vote.target for v in day.votes):
            del day.started[vote.target]

    def count(self, day: RDay, target: str) -> int:
        return sum(1 for v in day.votes if v.target == target)

    def last_vote(self, day: RDay, target: str) -> Key:
        return max(v.key for v in day.votes if v.target == target)

    def maybe_hammer(self, day: RDay, targets: list[str], at: Key | None) -> None:
        if self.sw["resolution"] == "plurality" or day.outcome is not None:
            return
        living = len(self.living())
        reached = [
            t
            for t in targets
            if self.count(day, t) and self.count(day, t) >= self.wagon_need(t, living)
        ]
        if not reached:
            return
        # two wagons at once (only after a death): the bigger, then the first to get there
        reached.sort(key=lambda t: (-self.count(day, t), self.last_vote(day, t)))
        t = reached[0]
        if t == NE:
            self.resolve(day, ("hammered", "no_elimination_majority", None, (), at))
        else:
            self.resolve(day, ("hammered", "majority_reached", t, (), at))

    def die(self, slot: str, at: Key | None) -> None:
        self.alive[slot] = False
        day = self.open_day
        if day is None or day.outcome is not None:
            return
        for v in list(day.votes):
            if slot in (v.voter, v.target):
                self.remove(day, v)
        self.maybe_hammer(day, list(day.started), at)

    def resolve(self, day: RDay, outcome: tuple[Any, ...]) -> None:
        day.frozen = (tuple(self.living()), dict(self.occupant))
        eliminated = outcome[2]
        names = day.frozen[1]
        day.outcome = (
            outcome[0],
            outcome[1],
            names[eliminated] if eliminated else None,
            tuple(names.get(t, t) for t in outcome[3]),
            outcome[4],
        )
        if eliminated and self.sw["eliminate_on_resolution"]:
            self.alive[eliminated] = False

    def close(self, at: Key | None) -> None:
        day = self.open_day
        self.phase = None
        if day is None:
            return
        day.end = at
        if day.outcome is not None:
            return
        totals = {t: self.count(day, t) for t in day.started}
        if not totals:
            return self.resolve(day, ("no_elimination", "no_votes", None, (), at))
        if self.sw["resolution"] == "hammer":
            return self.resolve(day, ("no_elimination", "no_majority_at_deadline", None, (), at))
        top = max(totals.values())
        leaders = sorted(
            (t for t in totals if totals[t] == top), key=lambda t: self.last_vote(day, t)
        )
        if len(leaders) == 1:
            winner, reason, tied = leaders[0], "plurality_at_deadline", ()
        elif self.sw["tie_break"] == "earliest_to_reach":
            winner, reason, tied = leaders[0], "tie_broken_earliest_to_reach", tuple(leaders)
        elif self.sw["tie_break"] == "host":
            return self.resolve(day, ("host_decides", "tie_for_host", None, tuple(leaders), at))
        else:
            return self.resolve(
                day, ("no_elimination", "tie_at_deadline", None, tuple(leaders), at)
            )
        if winner == NE:
            return self.resolve(day, ("no_elimination", "no_elimination_plurality", None, tied, at))
        self.resolve(day, ("eliminated", reason, winner, tied, at))

    # what the count shows
    def observed(self) -> list[dict[str, Any]]:
        out = []
        for n in sorted(self.days):
            day = self.days[n]
            living, names = day.frozen or (tuple(self.living()), dict(self.occupant))
            base = self.need(len(living))
            wagons = []
            for t in sorted(day.started, key=lambda t: day.started[t]):
                votes = sorted((v for v in day.votes if v.target == t), key=lambda v: v.key)
                wagons.append(
                    (
                        names.get(t, t),
                        tuple((names[v.voter], v.cast_by, v.key) for v in votes),
                        len(votes),
                        self.wagon_need(t, len(living)),
                        day.started[t],
                    )
                )
            voting = {v.voter for v in day.votes}
            outcome = day.outcome or self.live_status(day, names)
            out.append(
                {
                    "day": n,
                    "start": day.start,
                    "end": day.end,
                    "open": day.end is None,
                    "living": tuple(names[s] for s in living),
                    "threshold": base,
                    "wagons": wagons,
                    "not_voting": tuple(names[s] for s in living if s not in voting),
                    "outcome": outcome[:5],
                    "leader": outcome[5] if len(outcome) > 5 else None,
                }
            )
        return out

    def live_status(self, day: RDay, names: dict[str, str]) -> tuple[Any, ...]:
        if not day.started:
            return ("none", "no_votes", None, (), None, None)
        totals = {t: self.count(day, t) for t in day.started}
        top = max(totals.values())
        # "tied always lists the tied set (in the order they reached the tie)"
        leaders = sorted(
            (t for t in totals if totals[t] == top), key=lambda t: self.last_vote(day, t)
        )
        if len(leaders) == 1:
            return ("leading", "unique_leader", None, (), None, names.get(leaders[0], leaders[0]))
        tied = tuple(names.get(t, t) for t in leaders)
        return ("tie", "tied_leaders", None, tied, None, None)


def observe(vc: VoteCount) -> list[dict[str, Any]]:
    out = []
    for d in vc.days:
        o = d.outcome
        out.append(
            {
                "day": d.day,
                "start": key_of(d.start),
                "end": key_of(d.end),
                "open": d.open,
                "living": d.living,
                "threshold": d.threshold,
                "wagons": [
                    (
                        w.target,
                        tuple((v.voter, v.cast_by, key_of(v.ref)) for v in w.votes),
                        w.total,
                        w.threshold,
                        key_of(w.started),
                    )
                    for w in d.wagons
                ],
                "not_voting": d.not_voting,
                "outcome": (o.status.value, o.reason.value, o.eliminated, o.tied, key_of(o.ref)),
                "leader": o.leader,
            }
        )
    return out


def vote_codes(vc: VoteCount) -> dict[tuple[int, int], str]:
    found = list(vc.pregame)
    for d in vc.days:
        found += [*d.rejected, *d.notices]
    return {(v.ref.number, v.ref.index): v.code for v in found if v.code in VOTE_CODES and v.ref}


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
    from tally import Status

    from .dsl import run

    vc = run("D1\na>b\nc>d\ne>d\nf>b", players="a b c d e f g")
    assert vc.current.outcome.status is Status.TIE
    assert vc.current.outcome.tied == ("d", "b")
    assert [w.target for w in vc.current.wagons] == ["b", "d"]  # wagons keep first-vote order
