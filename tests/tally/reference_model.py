"""A tiny reference counter for the ``mafia`` ruleset, written from docs/rules-mafia.md and
docs/json-output.md, not from the tally code (see test_reference_model.py): one vote per
living slot, a new vote replaces the old one, an unvote removes it, no-elimination is a
wagon like any other, the threshold is a majority of the living, a hammer freezes the day,
deaths release votes, a substitute inherits the slot, and the deadline resolves by majority
or plurality with ``tie_break``. ``observe`` reads the same facts from a ``VoteCount``."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from votecount.tally import (
    NO_ELIMINATION,
    Death,
    Event,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
    Substitution,
    Unvote,
    Vote,
    VoteCount,
)

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
        skip, superseded = self.multi_votes(ordered)
        for i, e in enumerate(ordered):
            # read in order: a superseded vote that hammers counts, the rest come after it
            if i in skip and not (i in superseded and self.would_hammer(e)):  # type: ignore[arg-type]
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

    def would_hammer(self, e: Vote) -> bool:
        day = self.open_day
        if day is None or day.outcome is not None:
            return False
        trial = copy.deepcopy(self)
        trial.vote(e)
        after = trial.open_day
        return after is not None and after.outcome is not None and after.outcome[0] == "hammered"

    def multi_votes(self, ordered: list[Event]) -> tuple[set[int], set[int]]:
        """Several votes by one player in one post: the same vote repeated is one vote;
        different votes: only the last counts, unless an earlier one (``superseded``)
        hammers the day where it is written."""
        groups: dict[tuple[str, str], list[int]] = {}
        for i, e in enumerate(ordered):
            if isinstance(e, Vote):
                groups.setdefault((e.ref.post_id, e.voter), []).append(i)
        skip: set[int] = set()
        superseded: set[int] = set()
        for (post, voter), idx in groups.items():
            targets = {ordered[i].target for i in idx}  # type: ignore[attr-defined]
            if len(targets) > 1:
                skip.update(idx[:-1])
                superseded.update(idx[:-1])
                continue
            kept = idx[0]  # a repeat counts again only after an unvote between
            for i in idx[1:]:
                if any(isinstance(e, Unvote) and e.voter == voter and e.ref.post_id == post
                       for e in ordered[kept + 1 : i]):  # fmt: skip
                    kept = i
                else:
                    skip.add(i)
        return skip, superseded

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
            # docs/json-output.md: by size (wagon_order = "size", the default), equal
            # sizes by who reached that size first, empty wagons last
            wagons.sort(key=lambda w: (-w[2], not w[1], w[1][-1][2] if w[1] else w[4], w[4]))
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
