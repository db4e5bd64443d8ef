"""The Blood on the Forums parts of a vote count, as template-ready values.

A BotF count reads like the seed's (spec/rules.md §4.5): the table
``Nominator | Nominatee | Voted by | Total Votes`` with totals ``c/L``, then the
threshold and the outcome in BotF words ("about to die", "executed", "no execution"),
the day's exiles, the ghost votes, who is not voting and the annotated player list
("Gorse - Executed Day 1", "Tamsin (Traveller)", the dead with their vote token).

Sentences that mix our words with player names are ``Line``s of ``Seg``ments, so every
template prints them the same way and escapes only the names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import replace as dc_replace
from typing import Any

from votecount.tally.botf.fiddler import open_at
from votecount.tally.botf.fiddler.views import FiddlerView, fiddler_view
from votecount.tally.botf.late import FIDDLER
from votecount.tally.botf.result import of_count, of_day, of_vote
from votecount.tally.botf.values import Exile, Nomination, PlayerLine
from votecount.tally.result import CastVote, DayCount, PastDeadline, VoteCount
from votecount.tally.shown import Line, Link, Names, Seg, VoteView, at_post, link, post_link, utc


@dataclass(frozen=True)
class RowView:
    """One row of the nomination table."""

    nominator: str
    nominee: str
    link: Link
    votes: tuple[VoteView, ...]
    total: str  # "6/10", or "queued" before the opening
    queued: bool  # posted in Discussion and not effective yet
    note: str  # "" | "closed: the nominee died, votes released" | "Judge: forced to pass"


@dataclass(frozen=True)
class ExileView:
    line: Line  # "Exile of **Tamsin**: 7 of 12 — exiled at post #129 …"
    votes: tuple[VoteView, ...]  # the yes votes, in order


@dataclass(frozen=True)
class PlayerView:
    name: str
    suffix: str  # our words: " (Traveller)", " - Died N1 (vote token spent)"


@dataclass(frozen=True)
class BotfDayView:
    phase: str  # where the day stands: "Nominations are open." …
    rows: tuple[RowView, ...]  # effective nominations in the order they took effect, then queued
    threshold: Line  # "With 10 living players (…), a nomination needs 6 votes."
    outcome: tuple[Line, ...]
    exiles: tuple[ExileView, ...]
    ghosts: Line  # ghost votes standing now, or the tokens spent at dusk
    players: tuple[PlayerView, ...]
    fiddler: FiddlerView | None = None  # the Fiddler's ballot, on the day it was held
    # past the stated deadline, not closed yet (count.late_close): the nominations and
    # exile votes posted since, apart from the table (the votes are the core's line)
    late: tuple[Line, ...] = ()


TOKEN_WORDS = {"unspent": "vote token", "spent": "vote token spent"}
_PHASES = {
    "discussion": "Discussion: nominations are not open yet.",
    "nomination": "Nominations are open.",
    "voting": "Nominations are closed; voting is open.",
}


def botf_day(day: DayCount, vc: VoteCount, names: Names, vote: Any) -> BotfDayView:
    """``vote`` turns a ``CastVote`` into a ``VoteView`` (views._vote with the day's
    living set), so voters read the same as in every other count."""
    if _not_spent_yet(day):
        vote = _before_spending(day, vote)
    rows = tuple(_row(n, names, vote) for n in of_day(day).nominations)
    rows += tuple(_row(n, names, vote) for n in of_day(day).queued)
    final = day.outcome.status.final or not day.open
    late = day.past_deadline
    if late is not None:  # the day stands at the deadline until the Storyteller closes it
        phase = f"The deadline passed at {utc(late.deadline)}; the Storyteller has not closed voting yet."
    else:
        phase = _closed(day) if final else _PHASES.get(of_day(day).sub_phase, "")
    return BotfDayView(
        phase=phase,
        rows=rows,
        threshold=_threshold(day, vc, names),
        outcome=_outcome(day, names, late is not None),
        exiles=tuple(_exile(e, names, vote) for e in of_day(day).exiles),
        ghosts=_ghosts(day, names, final and late is None),
        players=players(day, vc, names),
        fiddler=_fiddler(day, vc, names, vote),
        late=_late(late, names) if late is not None else (),
    )


def _not_spent_yet(day: DayCount) -> frozenset[str]:
    """The ghost vote tokens the deadline's resolution spent while the Storyteller has not
    closed the day (``past_deadline``): not spent yet, as every part of the count shows
    them (the votes and the player list); none once the day is closed."""
    if day.past_deadline is None:
        return frozenset()
    return frozenset(of_day(day).tokens_spent)


def _before_spending(day: DayCount, vote: Any) -> Any:
    """``vote`` showing the ghost votes whose token the deadline's resolution spent with
    their token still unspent."""
    spent = _not_spent_yet(day)

    def shown(v: CastVote) -> Any:
        marks = of_vote(v)
        if v.voter in spent and marks.ghost_token == "spent":
            v = dc_replace(v, marks=dc_replace(marks, ghost_token="unspent"))
        return vote(v)

    return shown


def _fiddler(day: DayCount, vc: VoteCount, names: Names, vote: Any) -> FiddlerView | None:
    ballot = of_count(vc).fiddler
    if ballot is None or ballot.day != day.day:
        return None
    late = day.past_deadline
    at_deadline = late is not None and open_at(ballot.closed, late.deadline)
    return fiddler_view(ballot, names, vote, at_deadline)


def _closed(day: DayCount) -> str:
    end = link(day.end)
    return f"Voting closed at {end.time}." if end is not None and end.time else "Voting has closed."


def _row(n: Nomination, names: Names, vote: Any) -> RowView:
    effective = not n.queued or n.effective is not None
    note = ""
    if not n.open:
        note = "closed: the nominee died, votes released"
    elif n.judge == "pass":
        note = "the Judge forced this nomination to pass"
    elif n.judge == "fail":
        note = "the Judge forced this nomination to fail"
    return RowView(
        nominator=names(n.nominator),
        nominee=names(n.nominee),
        link=post_link(n.ref),
        votes=tuple(vote(v) for v in n.votes),
        total=n.label if effective else "queued",
        queued=not effective,
        note=note,
    )


def _names(ids: tuple[str, ...] | list[str], names: Names) -> Line:
    """**A**, **B** and **C**."""
    out: list[Seg] = []
    for i, pid in enumerate(ids):
        if i:
            out.append(Seg(" and " if i == len(ids) - 1 else ", "))
        out.append(Seg(names(pid), name=True, strong=True))
    return tuple(out)


# -- threshold and outcome --------------------------------------------------------------------
def _threshold(day: DayCount, vc: VoteCount, names: Names) -> Line:
    if day.outcome.reason == "voudon_plurality":
        return (
            Seg("A Voudon is in play: only the Voudon and the dead vote, no majority is "),
            Seg("needed and the highest count alone is executed."),
        )
    travellers = of_day(day).travellers  # living travellers in play (at resolution once final)
    counted = any(p in day.living for p in travellers)
    why = ""
    if travellers:
        why = " (travellers included)" if counted else " (travellers do not count)"
    needs = "vote" if day.threshold == 1 else "votes"
    return (
        Seg(f"With {day.living_count} living players{why}, "),
        Seg(f"a nomination needs {day.threshold} {needs}."),
    )


def _total(day: DayCount, pid: str | None) -> str:
    n = next((n for n in of_day(day).nominations if n.nominee == pid), None)
    return n.label if n is not None else ""


def _top(day: DayCount, tied: tuple[str, ...]) -> int:
    totals = [n.total for n in of_day(day).nominations if n.nominee in tied]
    return max(totals) if totals else 0


def _outcome(day: DayCount, names: Names, late: bool) -> tuple[Line, ...]:
    """What the day comes to; ``late``: at a deadline the Storyteller has not closed the
    day at yet, what it comes to if voting closed then, never "executed" (the close may
    come later)."""
    o = day.outcome
    status, reason = o.status.value, str(o.reason)
    who = (Seg(names(o.eliminated or o.leader), name=True, strong=True),)
    tie = (Seg(f"Tie at {_top(day, o.tied)} between "), *_names(o.tied, names))
    if late:
        if status == "eliminated" and o.eliminated:
            about = Seg(" is about to be executed at the deadline")
            return ((*who, about, Seg(_executed_because(day, reason))),)
        at, by, verdict = " at the deadline", " by the deadline", "as it stands, no execution"
    else:
        if status == "about_to_die":
            if reason == "judge_pass":
                return ((*who, Seg(" is about to die: the Judge forced the nomination to pass.")),)
            return ((*who, Seg(f" is about to die with {_total(day, o.leader or o.eliminated)}.")),)
        if status == "tie":
            return ((*tie, Seg(": as it stands, no execution.")),)
        if status == "none":
            if not of_day(day).nominations:
                waiting = (
                    "No nominations are in effect yet."
                    if of_day(day).queued
                    else "No nominations yet."
                )
                return ((Seg(waiting),),)
            return ((Seg(f"No nomination has reached {day.threshold} yet."),),)
        if status == "hammered" and o.eliminated:
            return (
                (*who, Seg(" reached a majority at "), at_post(o.ref), Seg(" and is executed.")),
            )
        if status in ("eliminated", "hammered"):
            return ((*who, Seg(" is executed"), Seg(_executed_because(day, reason))),)
        at, by, verdict = "", "", "no execution"
    if status == "host_decides":
        return ((*tie, Seg(f"{at}: the Storyteller decides.")),)
    if reason == "tie_at_deadline":
        return ((*tie, Seg(f"{at}: {verdict}.")),)
    if reason == "no_majority_at_deadline":
        return ((Seg(f"No nomination reached {day.threshold}{by}: {verdict}."),),)
    if reason == "no_nominations":
        return ((Seg(f"Nobody was nominated{by}: {verdict}."),),)
    return ((Seg(f"{verdict.capitalize()}."),),)


def _late(late: PastDeadline, names: Names) -> tuple[Line, ...]:
    """The nominations (always), exile votes and Fiddler picks (when any) posted after the
    deadline."""
    noms: list[Seg] = [Seg("Nominations after the deadline: ")]
    for i, n in enumerate(late.nominations):
        noms += [Seg(", ")] if i else []
        noms += [Seg(names(n.nominator), name=True), Seg(" → "), Seg(names(n.nominee), name=True)]
        still = "nominations were still open" if n.open else "nominations had closed"
        noms += [Seg(" ("), at_post(n.ref), Seg(f", {still})")]
    noms.append(Seg("." if late.nominations else "none yet."))
    return (tuple(noms), *_late_exiles(late, names), *_late_picks(late, names))


def _late_exiles(late: PastDeadline, names: Names) -> tuple[Line, ...]:
    if not late.exile_votes:
        return ()
    exiles: list[Seg] = [Seg("Exile votes after the deadline: ")]
    called: str | None = None  # a yes naming no traveller is on the call before it
    for i, e in enumerate(late.exile_votes):
        exiles += [Seg(", ")] if i else []
        what = "calls the exile of " if e.call else ("yes on " if e.yes else "no on ")
        exiles += [Seg(names(e.voter), name=True), Seg(f" {what}")]
        called = e.traveller or called
        exiles.append(Seg(names(called), name=True) if called else Seg("the open exile"))
        exiles += [Seg(" ("), at_post(e.ref), Seg(", dead)" if e.dead else ")")]
    exiles.append(Seg("."))
    return (tuple(exiles),)


def _late_picks(late: PastDeadline, names: Names) -> tuple[Line, ...]:
    """The picks on the Fiddler's ballot posted after the deadline (when any)."""
    picks = [b for b in late.ballot_votes if b.ballot == FIDDLER]
    if not picks:
        return ()
    out: list[Seg] = [Seg("Fiddler picks after the deadline: ")]
    for i, b in enumerate(picks):
        out += [Seg(", ")] if i else []
        out.append(Seg(names(b.voter), name=True))
        out += [Seg(" for "), Seg(names(b.choice), name=True)] if b.choice else [Seg(" withdraws")]
        out += [Seg(" ("), at_post(b.ref), Seg(", dead)" if b.dead else ")")]
    out.append(Seg("."))
    return (tuple(out),)


def _executed_because(day: DayCount, reason: str) -> str:
    o = day.outcome
    if reason == "judge_pass":
        return ": the Judge forced the nomination to pass."
    if reason == "voudon_plurality":
        return f" with {_top(day, (o.eliminated or '',))} votes, the highest count."
    if reason == "tie_broken_earliest_to_reach":
        return f" with {_total(day, o.eliminated)}: tied, and the first to reach it."
    return f" with {_total(day, o.eliminated)}, a majority and the highest count."


# -- exiles and ghost votes -------------------------------------------------------------------
_EXILE_STATUS = {
    "open": "not passed yet",
    "reached": "reached; waiting for the Storyteller",
    "lapsed": "lapsed at dusk",
}


def _exile(e: Exile, names: Names, vote: Any) -> ExileView:
    head: list[Seg] = [
        Seg("Exile of "),
        Seg(names(e.traveller), name=True, strong=True),
        Seg(f": {len(e.yes)} of {e.seated} — "),
    ]
    if e.status == "passed" and e.passed is not None:
        head += [Seg("exiled at "), at_post(e.passed)]
    else:
        head.append(Seg(_EXILE_STATUS.get(e.status, e.status)))
    head += [
        Seg(f" ({'needed' if e.status == 'passed' else 'needs'} {e.needed}; called by "),
        Seg(names(e.called_by), name=True),
        Seg(" at "),
        at_post(e.ref),
        Seg(")."),
    ]
    return ExileView(tuple(head), tuple(vote(v) for v in e.yes))


def _ghosts(day: DayCount, names: Names, final: bool) -> Line:
    on = {v.voter: n.nominee for n in of_day(day).nominations for v in n.votes if of_vote(v).dead}
    if final:
        if not of_day(day).tokens_spent:
            return ()
        return (
            Seg("Vote tokens spent when voting closed: "),
            *_each(list(of_day(day).tokens_spent), on, names),
            Seg(". A spent token cannot vote on an execution again; exile votes need no token."),
        )
    if not on:
        return ()
    return (
        Seg("Ghost votes: "),
        *_each(list(on), on, names),
        Seg(". A dead player's vote token is spent if the vote still stands when voting closes."),
    )


def _each(pids: list[str], on: dict[str, str], names: Names) -> Line:
    out: list[Seg] = []
    for i, pid in enumerate(pids):
        if i:
            out.append(Seg(", "))
        out.append(Seg(names(pid), name=True))
        if pid in on:
            out += [Seg(" (on "), Seg(names(on[pid]), name=True), Seg(")")]
    return tuple(out)


# -- the player list --------------------------------------------------------------------------
def players(day: DayCount, vc: VoteCount, names: Names) -> tuple[PlayerView, ...]:
    """The player list as it stood at this day's count: a later day's deaths and exiles
    are left out of an earlier day's final count."""
    dead = dict(of_day(day).ghost_tokens)
    o = day.outcome
    executed = o.eliminated if o.status.final and o.status.value != "no_elimination" else None
    if day.past_deadline is not None:  # not closed yet: nobody executed, no token spent
        executed = None
    dead.update((p, "unspent") for p in _not_spent_yet(day) if p in dead)
    out = []
    for p in of_count(vc).players:
        suffix = " (Traveller)" if p.traveller else ""
        token = None
        if p.player in dead:
            suffix += f" - {p.note or 'Dead'}"
            token = dead[p.player]
        elif p.player == executed:
            note = f"Executed Day {day.day}"
            suffix += f" - {note}"
            if not p.alive and p.note == note:  # the host confirmed the death
                token = "unspent"
        elif p.traveller and _left_by(p, day.day, vc):
            suffix += f" - {p.note}"
        if token is not None:
            suffix += f" ({TOKEN_WORDS.get(token, token)})"
        out.append(PlayerView(names(p.player), suffix))
    return tuple(out)


def _left_by(p: PlayerLine, number: int, vc: VoteCount) -> bool:
    """Whether a traveller had left play (exiled, or left) by the end of day ``number``."""
    if p.in_play:
        return False
    for d in vc.days:
        if any(e.traveller == p.player and e.status == "passed" for e in of_day(d).exiles):
            return d.day <= number
    match = re.search(r"(\d+)$", p.note)
    return match is None or int(match.group(1)) <= number
