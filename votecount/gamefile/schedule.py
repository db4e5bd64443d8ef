"""The ``[schedule]`` section of a game file: when the first phase starts, the lengths of
days and nights, and BotF's day parts (discussion, nomination and voting hours)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from votecount.gamefile.fields import FieldChecker, did_you_mean
from votecount.tally.registry import canonical, ruleset_class

if TYPE_CHECKING:
    from votecount.gamefile.game import Game

PHASE_KINDS = ("day", "night")
# BotF's day parts, in the order they come
PART_KEYS = ("discussion_hours", "nomination_hours", "voting_hours")
SCHEDULE_KEYS = {"start", "first", "day_hours", "night_hours", "drift_minutes", *PART_KEYS}


@dataclass(frozen=True)
class Schedule:
    start: datetime
    first: str = "day"
    day_hours: float = 48.0
    night_hours: float = 24.0
    # hours of a day's discussion, nomination and voting (None: 1/4, 1/4 and 1/2)
    parts: tuple[float, float, float] | None = None
    # how late a host's closing post may come after the scheduled end before it is
    # reported (SCHEDULE_DRIFT); within it the scheduled end holds without a word
    drift_minutes: float = 10.0


class ScheduleChecks(FieldChecker):
    """Reads ``[schedule]`` for ``load._Validator``, collecting problems."""

    def schedule(self, row: Any) -> Schedule | None:
        if row is None:
            return None
        if not isinstance(row, dict):
            self.err("schedule", "must be a table")
            return None
        self.unknown_keys(row, SCHEDULE_KEYS, "schedule")
        start = self.when(row.get("start"), "schedule.start")
        if start is None and "start" not in row:
            self.err("schedule.start", "required (a date-time, e.g. 2026-03-01T18:00:00Z)")
        if start is None:
            return None
        first = self.string(row, "first", "schedule", default="day")
        if first not in PHASE_KINDS:
            self.err(
                "schedule.first", f"must be 'day' or 'night'{did_you_mean(first, PHASE_KINDS)}"
            )
        parts = self.day_parts(row)
        day_hours = self.number(row, "day_hours", "schedule", sum(parts) if parts else 48.0)
        if parts is not None and "day_hours" in row and abs(sum(parts) - day_hours) > 1e-9:
            self.err(
                "schedule.day_hours",
                f"{day_hours:g}h, but discussion_hours + nomination_hours + voting_hours "
                f"= {sum(parts):g}h: the three parts make the day",
            )
        return Schedule(
            start=start,
            first=first,
            day_hours=day_hours,
            night_hours=self.number(row, "night_hours", "schedule", 24.0),
            parts=parts,
            drift_minutes=self.number(row, "drift_minutes", "schedule", 10.0),
        )

    def day_parts(self, row: dict[str, Any]) -> tuple[float, float, float] | None:
        """Discussion, nomination and voting hours: the three together, or none (a day
        split 1/4, 1/4, 1/2); without ``day_hours`` the day lasts their sum."""
        given = [k for k in PART_KEYS if k in row]
        if not given:
            return None
        if len(given) < len(PART_KEYS):
            missing = ", ".join(k for k in PART_KEYS if k not in row)
            self.err(
                f"schedule.{given[0]}", f"give the day's three parts together ({missing} missing)"
            )
            return None
        problems = len(self.problems)
        hours = [self.number(row, k, "schedule", 1.0) for k in PART_KEYS]
        if len(self.problems) > problems:
            return None
        return (hours[0], hours[1], hours[2])

    def check_parts(self, game: Game) -> None:
        """Day parts belong to a game system whose days have sub-phases (BotF)."""

        if game.schedule is None or game.schedule.parts is None:
            return
        if canonical(game.ruleset) is None or ruleset_class(game.ruleset).sub_phases:
            return
        self.err(
            f"schedule.{PART_KEYS[0]}",
            f"a {game.ruleset} day has no discussion, nomination and voting parts; these "
            "keys are for a system whose days have them (see votecount rules)",
        )
