"""The game report's values: per day the count and its wagon chart, one timeline of every
vote, nomination, exile and ballot, and a section per player (votes, posts per phase,
violations). Built from the public ``VoteCount`` and the ``Audit``; templates only print.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from votecount.tally.audit import Audit
from votecount.tally.payload import day_payload
from votecount.tally.result import DayCount, VoteCount
from votecount.tally.shown import entry
from votecount.views.audit import AuditView, audit_view, night_first, phase_labels
from votecount.views.bars import BarsView, post_bars
from votecount.views.chart import (
    NARROW,
    WIDE,
    ChartView,
    Frame,
    day_chart,
)
from votecount.views.count import (
    CountView,
    DayView,
    Names,
    ProblemView,
    TimelineEntry,
    count_view,
    problem,
    shows_threshold,
    system_function,
    timeline,
    views_of,
)

if TYPE_CHECKING:
    from votecount.gamefile.game import Game


@dataclass(frozen=True)
class ReportDay:
    count: DayView
    chart: ChartView | None  # drawn for a wide screen
    narrow: ChartView | None = None  # the same chart drawn for a phone (CSS picks one)


@dataclass(frozen=True)
class PhasePosts:
    phase: str
    posts: int


@dataclass(frozen=True)
class PlayerSection:
    """One slot: its player now, whoever played it before (``occupants``, oldest first),
    the slot's posts, and each vote with who cast it."""

    anchor: str  # "player-3": ids never carry a name
    name: str
    status: str  # "alive" | "dead"
    summary: str  # "alive; 14 posts"; "dead; 9 posts; played by Dave, then Hazel"
    total_posts: int
    posts: tuple[PhasePosts, ...]
    bars: BarsView | None  # the posts per phase as a small chart
    votes: tuple[TimelineEntry, ...]
    violations: tuple[ProblemView, ...]
    occupants: tuple[str, ...] = ()  # the slot's players, oldest first (one: no substitute)
    replaced: str = ""  # "Hazel replaced Dave." (empty: never replaced)


@dataclass(frozen=True)
class ReportView:
    vc: CountView
    days: tuple[ReportDay, ...]
    timeline: tuple[TimelineEntry, ...]
    timeline_note: str
    audit: AuditView
    players: tuple[PlayerSection, ...]


def report_view(vc: VoteCount, result: Audit, game: Game | None) -> ReportView:
    names = Names(game)
    cv = count_view(vc, game)
    headings = {d.number: d.heading for d in cv.days}
    majority = shows_threshold(game)

    def chart(d: DayCount, frame: Frame) -> ChartView | None:
        return day_chart(d, names, vc.as_of_time, headings.get(d.day, ""), frame, majority)

    charts = {d.day: (chart(d, WIDE), chart(d, NARROW)) for d in vc.days}
    events = full_timeline(vc, names, game)
    audit = audit_view(result, game)
    return ReportView(
        vc=cv,
        days=tuple(ReportDay(d, *charts.get(d.number, (None, None))) for d in cv.days),
        timeline=events,
        timeline_note=_TIMELINE_NOTE[bool(any(day_payload(d).opened() for d in vc.days))],
        audit=audit,
        players=tuple(_players(result, names, events)),
    )


# -- the timeline ---------------------------------------------------------------------------
_TIMELINE_NOTE = {
    False: "Every vote and unvote in thread order; struck-through rows did not count.",
    True: "Every vote, unvote, nomination, exile and ballot in thread order; "
    "struck-through rows did not count.",
}


def full_timeline(vc: VoteCount, names: Names, game: Game | None) -> tuple[TimelineEntry, ...]:
    """Votes and unvotes (``views.timeline``) with nominations and the game system's own
    rows (``Views.timeline``: BotF's exiles and ballots), in thread order."""
    keyed: list[tuple[tuple, TimelineEntry]] = []
    votes = timeline(vc.days, game)
    history = [h for d in vc.days for h in d.history]
    keyed += [(h.ref.key, e) for h, e in zip(history, votes, strict=True)]
    keyed += list(_nominations(vc, names))
    own = system_function(views_of(vc.ruleset).timeline)
    if own is not None:
        keyed += list(own(vc, names))
    keyed.sort(key=lambda pair: pair[0])
    return tuple(e for _, e in keyed)


def _nominations(vc: VoteCount, names: Names) -> Iterator[tuple[tuple, TimelineEntry]]:
    for d in vc.days:
        for n in (*day_payload(d).opened(), *day_payload(d).pending()):
            note = "queued until nominations open" if n.queued else ""
            if n.queued and n.effective is not None and n.effective.number >= 0:
                note = f"queued; took effect at #{n.effective.number}"
            yield entry(d.day, n.ref, names(n.nominator), "nominates", names(n.nominee), note)


# -- players ---------------------------------------------------------------------------------
def _players(
    result: Audit, names: Names, events: tuple[TimelineEntry, ...]
) -> Iterator[PlayerSection]:
    """A card per slot (``Audit.activity``): a substitute's card is the slot's, listing
    every player who held it and each vote under its own voter's name."""
    problems = [(v.player, problem(v, names)) for v in result.violations]
    phases = _phase_order(result, names.game)
    for i, a in enumerate(result.activity, start=1):
        occupants = tuple(names(p) for p in (*a.former, a.player))
        status = "alive" if a.alive else "dead"
        summary = f"{status}; {a.total_posts} posts"
        replaced = ""
        if len(occupants) > 1:
            summary += f"; played by {', then '.join(occupants)}"
            replaced = f"{occupants[-1]} replaced {occupants[-2]}."
        yield PlayerSection(
            anchor=f"player-{i}",
            name=occupants[-1],
            status=status,
            summary=summary,
            total_posts=a.total_posts,
            posts=tuple(PhasePosts(label, n) for label, n in a.posts),
            bars=post_bars((label, dict(a.posts).get(label, 0)) for label in phases),
            votes=tuple(e for e in events if e.voter in occupants),
            violations=tuple(p for who, p in problems if who in {a.player, *a.former}),
            occupants=occupants,
            replaced=replaced,
        )


def _phase_order(result: Audit, game: Game | None) -> tuple[str, ...]:
    """Every phase anyone posted in, in game order, sign-ups first."""

    labels = phase_labels((a.posts for a in result.activity), night_first(game))
    return tuple(sorted(labels, key=lambda label: label != "pregame"))
