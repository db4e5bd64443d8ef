"""Finished, template-ready values built from a ``VoteCount`` or an ``Audit``.

Templates hold no logic (STYLE 14): everything they print is decided here — display
names instead of player ids, post links, "as of" stamps in UTC, notes such as "dead" or
"weight 2". Names stay raw text; templates escape them for their markup with ``esc``.

Rulesets with nominations give them as their day payload's ``opened()`` wagons
(``tally.payload.DayPayload``); they are shown generically as ``NominationView``
(nominator, nominee, voters, total/threshold). A game system that
needs more names its own day view in its declarations (``Views.day``, e.g.
``votecount.tally.botf.views:botf_day``): ``DayView.system`` holds what it returns and the
templates include ``templates/NAME/vote_count.EXT.j2`` for it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from votecount.tally.codes import Violation
from votecount.tally.days import Days
from votecount.tally.declare import Views
from votecount.tally.events import NO_ELIMINATION
from votecount.tally.payload import Opened, day_payload, vote_payload
from votecount.tally.registry import ruleset_class
from votecount.tally.result import CastVote, DayCount, HistoryEntry, LateVote, VoteCount, Wagon
from votecount.tally.rules import Rules
from votecount.views.base import (  # noqa: F401
    Link,
    Names,
    TimelineEntry,
    VoteView,
    display_names,
    link,
    post_link,
)
from votecount.views.clock import PAST_DEADLINE, closes, past_deadline_note, utc

if TYPE_CHECKING:
    from votecount.gamefile.game import Game


class WagonView(msgspec.Struct, frozen=True):
    target: str
    no_elimination: bool
    total: int
    threshold: int
    needed: int
    votes: tuple[VoteView, ...]


class NominationView(msgspec.Struct, frozen=True):
    nominator: str
    nominee: str
    link: Link
    total: int
    threshold: int  # what it takes to pass
    of: int  # the denominator shown: L (living) for BotF's "c/L", else the threshold
    votes: tuple[VoteView, ...]


class ProblemView(msgspec.Struct, frozen=True):
    """A rejected command or a rule violation."""

    code: str
    severity: str
    player: str
    reason: str
    raw: str
    phase: str
    link: Link | None
    title: str = ""  # what the code means: "nomination by a dead player"
    candidates: tuple[str, ...] = ()  # display names an ambiguous name could mean


class LateVoteView(msgspec.Struct, frozen=True):
    """A vote posted after a passed deadline the host has not closed the day at yet."""

    voter: str
    target: str  # the name voted for; "unvote" for an unvote
    link: Link
    note: str = ""  # "dead": a ghost vote (a system where the dead vote)


class DayView(msgspec.Struct, frozen=True):
    number: int
    open: bool
    living_count: int
    threshold: int
    wagons: tuple[WagonView, ...]
    nominations: tuple[NominationView, ...]
    not_voting: tuple[str, ...]
    not_voting_dead: tuple[str, ...]  # BotF: dead players who still hold their vote token
    status: str  # hammered | eliminated | no_elimination | host_decides | leading
    #              | about_to_die (BotF) | tie | none
    final: bool
    eliminated: str | None  # name; None for no elimination
    leader: str | None
    tied: tuple[str, ...]
    at: Link | None  # the hammer post or the deadline
    start: Link
    end: Link | None
    rejected: tuple[ProblemView, ...]
    unresolved: tuple[ProblemView, ...]
    system: Any = None  # the game system's own view of the day (its Views.day), if any
    system_name: str = ""  # its name: templates include NAME/vote_count.EXT.j2 for it
    closes: str = ""  # an open day's deadline still ahead: "closes in 4 h 56 min, <UTC>"
    heading: str = ""  # "Day 2"; the system's own name for it (Views.phase): "Event 3 – …"
    # eliminations by majority earlier this day, the day going on (eliminations_per_day)
    earlier: tuple[tuple[str, int | None], ...] = ()
    # False in a plurality game (resolution = "plurality"): no threshold, no "L-N"
    shows_threshold: bool = True
    # the stated deadline has passed and the host has not closed the day yet
    # (count.late_close): "deadline passed, not closed yet", the note, the votes since
    past_deadline: str = ""
    past_deadline_note: str = ""
    late_votes: tuple[LateVoteView, ...] = ()


class CountView(msgspec.Struct, frozen=True):
    game: str
    ruleset: str
    host_view: bool
    phase: str
    as_of: Link | None
    as_of_time: str
    day: DayView | None  # the day asked for (or the latest)
    days: Sequence[DayView]  # every day so far (``Days``: each made when first read)
    hint: str = ""  # what the host can do when no day has started


NO_PHASES_HINT = (
    "The game file says nothing about phases: add [[phases]] or a [schedule], or set "
    'phase_markers = true in [game] so host posts such as "Day 1 begins" start the days.'
)


def phases_hint(game: Game | None) -> str:
    """A hint for a game whose file gives no way to know when a day starts."""
    if game is None or getattr(game, "phases", None) or getattr(game, "schedule", None):
        return ""
    if getattr(game, "phase_markers", False):
        return ""
    if any(e.kind in ("phase_start", "phase_end") for e in getattr(game, "events", ())):
        return ""
    return NO_PHASES_HINT


# -- vote counts --------------------------------------------------------------------------
def count_view(vc: VoteCount, game: Game | None) -> CountView:
    """The count's view; each day's view is made when first read (``Days``): the
    default outputs print the chosen day alone and make only that one."""
    names = Names(game)
    days = Days(vc.day_numbers, lambda n: _day_view_of(vc, n, names))
    current = vc.current
    chosen = days.get(current.day) if current is not None else None
    as_of, as_of_time = link(vc.as_of), utc(vc.as_of_time)
    if chosen is not None and not chosen.open and chosen.end is not None:
        # a finished day's count stands as of its end, whatever was posted since
        as_of, as_of_time = chosen.end, chosen.end.time
    return CountView(
        game=getattr(game, "name", "") or "Vote count",
        ruleset=vc.ruleset,
        host_view=vc.view == "host",
        phase=vc.phase,
        as_of=as_of,
        as_of_time=as_of_time,
        day=chosen,
        days=days,
        hint=phases_hint(game),
    )


def _day_view_of(vc: VoteCount, number: int, names: Names) -> DayView:
    day = vc.day(number)
    assert day is not None  # one of vc.day_numbers
    return day_view(day, names, vc)


def shows_threshold(game: Game | None) -> bool:
    """Whether the count shows a threshold (``Ruleset.shows_threshold``): not in a
    plurality game, which shows no "threshold 7", "L-4" or "it takes 7 to eliminate"."""
    if game is None:
        return True
    try:
        return Rules.from_switches(game.ruleset, game.switches).make_ruleset().shows_threshold()
    except ValueError:  # a broken game file: the count reports it, the view shows thresholds
        return True


def day_view(day: DayCount, names: Names, vc: VoteCount | None = None) -> DayView:
    living = set(day.living)
    majority = shows_threshold(names.game)
    outcome = day.outcome
    part = day_payload(day)
    own, system_name = None, ""
    build = system_function(views_of(vc.ruleset).day) if vc is not None else None
    if build is not None and vc is not None:
        own, system_name = build(day, vc, names, lambda v: _vote(v, names, living)), vc.ruleset
    return DayView(
        number=day.day,
        open=day.open,
        living_count=day.living_count,
        threshold=day.threshold,
        # a ruleset with nominations shows those; its wagons only mirror them
        wagons=()
        if part.opened()
        else tuple(_wagon(w, names, living, majority) for w in day.wagons),
        nominations=tuple(_nomination(n, names, living, day.threshold) for n in part.opened()),
        not_voting=tuple(names(p) for p in day.not_voting),
        not_voting_dead=tuple(names(p) for p in part.dead_voters()),
        status=outcome.status.value,
        final=outcome.status.final,
        eliminated=names(outcome.eliminated) if outcome.eliminated else None,
        leader=names(outcome.leader) if outcome.leader else None,
        tied=tuple(names(p) for p in outcome.tied),
        at=link(outcome.ref),
        start=post_link(day.start),
        end=link(day.end),
        rejected=tuple(problem(v, names) for v in day.rejected),
        unresolved=tuple(problem(v, names) for v in day.unresolved),
        system=own,
        system_name=system_name,
        closes=closes(day),
        heading=_heading(day.day, names, vc),
        earlier=_earlier(day, names),
        shows_threshold=majority,
        past_deadline=PAST_DEADLINE if day.past_deadline else "",
        past_deadline_note=past_deadline_note(day),
        late_votes=tuple(_late_vote(v, names) for v in day.past_deadline.votes)
        if day.past_deadline
        else (),
    )


def _late_vote(vote: LateVote, names: Names) -> LateVoteView:
    note = "dead" if vote.dead else ""
    return LateVoteView(
        names(vote.voter), names(vote.target) or "unvote", post_link(vote.ref), note
    )


def _heading(number: int, names: Names, vc: VoteCount | None) -> str:
    """ "Day 2", "Event 3 – Fateful Duel", or the ``title`` the game file gives the
    phase ("Event 11 – Stop the Clock: elimination"). A phase that continues an earlier
    one (``part_of``) is headed by that one's number and its round ("Event 10, round 2")."""
    views = views_of(vc.ruleset) if vc is not None else None
    days = [p for p in getattr(names.game, "phases", ()) if p.kind == "day"]
    title = next((p.title for p in days if p.number == number and p.title), "")
    of = next((p.part_of for p in days if p.number == number and p.part_of), None)
    shown = number if of is None else of
    if of is not None:
        later = {p.number for p in days if p.part_of == of and p.number <= number}
        shown_as = f"{views.phase if views else 'Day'} {of}, round {1 + len(later)}"
        title = title or (views.phase_names.get(of, "") if views is not None else "")
        return shown_as + (f" – {title}" if title else "")
    if views is None:
        return f"Day {shown}" + (f" – {title}" if title else "")
    return f"{views.phase} {shown} – {title}" if title else views.heading(shown)


def _earlier(day: DayCount, names: Names) -> tuple[tuple[str, int | None], ...]:
    """(name, post number) of the day's majority eliminations before its outcome."""
    done = dict(day.extra).get("eliminations") or []
    last = day.outcome.ref.number if day.outcome.eliminated and day.outcome.ref else None
    return tuple(
        (names(e["eliminated"]), (e.get("at") or {}).get("number"))
        for e in done
        if (e.get("at") or {}).get("number") != last
    )


def system_function(spec: str) -> Callable[..., Any] | None:
    """The function a game system's ``Views`` names as ``module:function`` (its own view
    of a day, its audit sections, its timeline rows, its tables); None when it names none."""
    if not spec:
        return None
    module, _, name = spec.partition(":")
    return getattr(importlib.import_module(module), name)


def views_of(ruleset: str) -> Views:
    try:
        return ruleset_class(ruleset).views
    except ValueError:  # a count of a system no longer installed: shown generically
        return Views()


def _wagon(wagon: Wagon, names: Names, living: set[str], majority: bool = True) -> WagonView:
    return WagonView(
        target=names(wagon.target),
        no_elimination=wagon.target == NO_ELIMINATION,
        total=wagon.total,
        threshold=wagon.threshold,
        needed=wagon.needed if majority else 0,
        votes=tuple(_vote(v, names, living) for v in wagon.votes),
    )


def _nomination(n: Opened, names: Names, living: set[str], threshold: int) -> NominationView:
    needed = n.threshold or threshold
    return NominationView(
        nominator=names(n.nominator),
        nominee=names(n.nominee),
        link=post_link(n.ref),
        total=n.total,
        threshold=needed,
        of=n.living or needed,
        votes=tuple(_vote(v, names, living) for v in n.votes),
    )


def _vote(vote: CastVote, names: Names, living: set[str]) -> VoteView:
    marks = vote_payload(vote)  # the system's marks: BotF's ghost votes and tokens
    notes = list(marks.notes())
    if marks.by_traveller() or names.traveller(vote.voter):
        notes.append("Traveller")
    if vote.weight == 0:
        notes.append("void")
    elif vote.weight is not None and vote.weight != 1:
        notes.append(f"weight {vote.weight}")
    cast_by = names(vote.cast_by) if vote.cast_by != vote.voter else None
    return VoteView(names(vote.voter), post_link(vote.ref), tuple(notes), cast_by)


def problem(v: Violation, names: Names) -> ProblemView:
    # systems that ask for it (BotF) get code titles and display names in reasons
    views = views_of(getattr(names.game, "ruleset", "") or "")
    explained = views.explained
    return ProblemView(
        code=v.code,
        severity=v.severity.value,
        player=names(v.player) if v.player else "",
        reason=display_names(v.reason, names.game) if explained else v.reason,
        raw=v.raw,
        phase=v.phase,
        link=link(v.ref),
        title=views.titles.get(v.code, "") if explained else "",
        candidates=tuple(names(c) for c in v.candidates),
    )


# -- the report's timeline ------------------------------------------------------------------
def timeline(days: Iterable[DayCount], game: Game | None) -> tuple[TimelineEntry, ...]:
    names = Names(game)
    return tuple(_entry(d.day, h, names, phases_of(d)) for d in days for h in d.history)


def phases_of(day: DayCount) -> dict[tuple[str, int], str]:
    """The phase each rejected or noted command was posted in ("N1" for a vote at night,
    "D1+" after the hammer), by where it was written; the rest are "D<day>"."""
    return {
        (v.ref.post_id, v.ref.index): v.phase
        for v in (*day.rejected, *day.notices)
        if v.ref is not None and v.phase
    }


def _entry(
    day: int, h: HistoryEntry, names: Names, phases: dict[tuple[str, int], str] | None = None
) -> TimelineEntry:
    phase = (phases or {}).get((h.ref.post_id, h.ref.index), f"D{day}")
    return TimelineEntry(
        day=day,
        link=post_link(h.ref),
        voter=names(h.voter),
        action=h.action.value,
        target=names(h.target),
        previous=names(h.previous),
        accepted=h.accepted,
        code=h.code,
        phase=phase,
    )
