"""Violation codes (spec/rules.md §4.9, §5.3, §6.4), their severity, and ``Violation``.

Severity: ``error`` = the command was rejected; ``warning`` = it was applied but broke a
rule or needs a look; ``info`` = a notice (tie broken, command seen in a quote ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from votecount.tally.events import PostRef


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


class Code(StrEnum):
    # who may vote, on whom
    VOTE_BY_DEAD = "VOTE_BY_DEAD"
    VOTE_BY_NON_PLAYER = "VOTE_BY_NON_PLAYER"
    VOTE_FOR_DEAD = "VOTE_FOR_DEAD"
    VOTE_INELIGIBLE_TARGET = "VOTE_INELIGIBLE_TARGET"
    VOTE_WITHOUT_UNVOTE = "VOTE_WITHOUT_UNVOTE"
    # when
    VOTE_OUTSIDE_WINDOW = "VOTE_OUTSIDE_WINDOW"
    VOTE_AT_NIGHT = "VOTE_AT_NIGHT"
    VOTE_AFTER_HAMMER = "VOTE_AFTER_HAMMER"
    VOTE_AFTER_DEADLINE = "VOTE_AFTER_DEADLINE"
    # what was written
    UNRESOLVED_TARGET = "UNRESOLVED_TARGET"
    AMBIGUOUS_TARGET = "AMBIGUOUS_TARGET"
    UNVOTE_WITHOUT_VOTE = "UNVOTE_WITHOUT_VOTE"
    UNVOTE_WRONG_TARGET = "UNVOTE_WRONG_TARGET"
    MULTI_VOTE_IN_POST = "MULTI_VOTE_IN_POST"
    REPEATED_VOTE = "REPEATED_VOTE"
    EDITED_COMMAND = "EDITED_COMMAND"
    COMMAND_IN_QUOTE = "COMMAND_IN_QUOTE"
    COMMAND_IGNORED = "COMMAND_IGNORED"
    VOTE_NOT_BOLD_OR_TAG = "VOTE_NOT_BOLD_OR_TAG"
    VOTE_IN_SPOILER = "VOTE_IN_SPOILER"
    LOOKALIKE_NAME = "LOOKALIKE_NAME"  # a name written with letters of another script
    KEYWORD_TYPO = "KEYWORD_TYPO"  # a command word misspelt by one edit ("Vtoe: X")
    NOT_IN_RULESET = "NOT_IN_RULESET"
    # host events
    HOST_EVENT_INVALID = "HOST_EVENT_INVALID"
    DUPLICATE_DEATH = "DUPLICATE_DEATH"
    PHASE_OUT_OF_ORDER = "PHASE_OUT_OF_ORDER"
    HOST_EVENT_AFTER_RESULT = "HOST_EVENT_AFTER_RESULT"
    # state notices
    TIE = "TIE"
    TIE_BROKEN = "TIE_BROKEN"
    PROD_DUE = "PROD_DUE"
    # phase announcements held to the schedule
    SCHEDULE_DRIFT = "SCHEDULE_DRIFT"


# the core's codes that are not errors; each game system adds its own (``Ruleset.codes``)
SEVERITY: dict[str, Severity] = {
    Code.UNVOTE_WITHOUT_VOTE: Severity.WARNING,
    Code.UNVOTE_WRONG_TARGET: Severity.WARNING,
    Code.MULTI_VOTE_IN_POST: Severity.WARNING,  # ERROR under multi_vote_in_post=invalid
    Code.REPEATED_VOTE: Severity.INFO,
    Code.EDITED_COMMAND: Severity.WARNING,
    Code.COMMAND_IN_QUOTE: Severity.INFO,
    Code.COMMAND_IGNORED: Severity.INFO,
    Code.VOTE_NOT_BOLD_OR_TAG: Severity.ERROR,
    Code.VOTE_IN_SPOILER: Severity.WARNING,
    Code.LOOKALIKE_NAME: Severity.WARNING,
    Code.KEYWORD_TYPO: Severity.WARNING,
    Code.NOT_IN_RULESET: Severity.INFO,
    Code.DUPLICATE_DEATH: Severity.INFO,
    Code.PHASE_OUT_OF_ORDER: Severity.WARNING,
    Code.HOST_EVENT_AFTER_RESULT: Severity.WARNING,
    Code.TIE: Severity.INFO,
    Code.TIE_BROKEN: Severity.INFO,
    Code.PROD_DUE: Severity.WARNING,
}


def severity_of(code: str) -> Severity:
    """A code's severity: the core's, or the one its game system declared (``codes``)."""
    return SEVERITY.get(code, Severity.ERROR)


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule or notice: code, severity, where, who, and a one-line reason."""

    code: str
    severity: Severity
    ref: PostRef | None
    player: str | None
    reason: str
    raw: str = ""
    phase: str = ""  # "D2", "N1", "" before the game
    candidates: tuple[str, ...] = ()  # the players an ambiguous name could mean

    def describe(self) -> str:
        where = f"post #{self.ref.number}" if self.ref and self.ref.number >= 0 else "host event"
        who = f" {self.player}:" if self.player else ""
        return f"{self.code} ({self.severity}) {where} {self.phase}{who} {self.reason}".replace(
            "  ", " "
        )

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": self.severity.value,
            "player": self.player,
            "reason": self.reason,
            "raw": self.raw,
            "phase": self.phase,
            "post": ref_json(self.ref),
        } | ({"candidates": list(self.candidates)} if self.candidates else {})


def ref_json(ref: PostRef | None) -> dict[str, object] | None:
    if ref is None:
        return None
    return {
        "post_id": ref.post_id,
        "number": ref.number if ref.number >= 0 else None,
        "time": ref.time.isoformat(),
        "url": ref.url,
        "index": ref.index,
        "thread": ref.thread,
    }
