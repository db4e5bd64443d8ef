"""An audit as a moderator reads it: the problems by severity with code titles and reasons
in display names, each player's activity by phase, and a system's own sections (BotF's
whisper ledger, from the function its ``Views.audit`` names: ``tally/botf/report_views.py``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import msgspec

from votecount.tally.audit import Activity, Audit
from votecount.views.base import Link, Names, link, utc
from votecount.views.count import ProblemView, problem, system_function, views_of

if TYPE_CHECKING:
    from votecount.gamefile.game import Game


class ActivityView(msgspec.Struct, frozen=True):
    player: str
    former: tuple[str, ...]
    alive: bool
    posts: tuple[int, ...]  # posts in each of ``AuditView.phases``
    total_posts: int
    last_post: Link | None
    days_without_vote: tuple[int, ...]
    hours_since_post: str  # "12.5" or ""
    prod_due: bool


class AuditView(msgspec.Struct, frozen=True):
    game: str
    ruleset: str
    as_of_time: str
    prod_hours: str
    errors: tuple[ProblemView, ...]
    warnings: tuple[ProblemView, ...]
    notices: tuple[ProblemView, ...]
    activity: tuple[ActivityView, ...]
    phases: tuple[str, ...]  # every phase label seen in activity, in order
    whispers: tuple[Any, ...] = ()  # the system's audit sections (Views.audit): BotF's
    #                                 tally.botf.report_views.WhisperDayView per day
    exiles: tuple[ProblemView, ...] = ()  # BotF: the exiles that passed


def audit_view(result: Audit, game: Game | None) -> AuditView:
    names = Names(game)
    own = system_function(views_of(result.ruleset).audit)
    problems = [problem(v, names) for v in result.violations]
    phases = phase_labels((a.posts for a in result.activity), night_first(game))
    activity = tuple(_activity(a, names, phases) for a in result.activity)
    return AuditView(
        game=getattr(game, "name", "") or "Audit",
        ruleset=result.ruleset,
        as_of_time=utc(result.as_of),
        prod_hours=f"{result.prod_hours:g}",
        errors=tuple(p for p in problems if p.severity == "error"),
        warnings=tuple(p for p in problems if p.severity == "warning"),
        notices=tuple(p for p in problems if p.severity == "info"),
        activity=activity,
        phases=phases,
        whispers=tuple(own(result, game, names)) if own is not None else (),
        exiles=tuple(p for p in problems if p.code == "EXILE_PASSED"),
    )


def _activity(a: Activity, names: Names, phases: tuple[str, ...]) -> ActivityView:
    posts = dict(a.posts)
    return ActivityView(
        player=names(a.player),
        former=tuple(names(p) for p in a.former),
        alive=a.alive,
        posts=tuple(posts.get(label, 0) for label in phases),
        total_posts=a.total_posts,
        last_post=link(a.last_post),
        days_without_vote=a.days_without_vote,
        hours_since_post=f"{a.hours_since_post:.1f}" if a.hours_since_post is not None else "",
        prod_due=a.prod_due,
    )


def phase_labels(rows: Iterable[tuple[tuple[str, int], ...]], night_first: bool) -> tuple[str, ...]:
    """Every phase label ("D1", "N1", "D1+" after a hammer) in game order."""
    labels = {label for row in rows for label, _ in row}
    return tuple(sorted(labels, key=lambda label: _phase_key(label, night_first)))


def _phase_key(label: str, night_first: bool) -> tuple[int, int, int, str]:
    match = re.match(r"^([DN])(\d+)(\+?)$", label)
    if match is None:
        return (10**9, 0, 0, label)
    kind = int((match.group(1) == "N") != night_first)
    return (int(match.group(2)), kind, len(match.group(3)), label)


def night_first(game: Game | None) -> bool:
    schedule = getattr(game, "schedule", None)
    if schedule is not None:
        return bool(schedule.first == "night")
    phases = getattr(game, "phases", ())
    return bool(phases and phases[0].kind == "night")
