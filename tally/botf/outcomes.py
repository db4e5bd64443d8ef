"""BotF's own reasons for a day's outcome (``Outcome.reason``; the core's are
``tally.result.Reason``), str-valued like them."""

from __future__ import annotations

from enum import StrEnum


class BotfReason(StrEnum):
    VOUDON_PLURALITY = "voudon_plurality"  # Voudon in play: unique top count >= 1
    JUDGE_PASS = "judge_pass"  # the Judge forced the nomination to pass
    AT_THRESHOLD = "at_threshold"  # open day: unique top count >= T ("about to die")
    BELOW_THRESHOLD = "below_threshold"  # open day: nobody at T
    NO_NOMINATIONS = "no_nominations"
