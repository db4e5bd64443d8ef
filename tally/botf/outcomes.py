"""BotF's own status and reasons of a day's outcome (``Outcome.status``,
``Outcome.reason``; the core's are ``tally.result.Status`` and ``Reason``), str-valued
like them."""

from __future__ import annotations

from enum import StrEnum


class BotfReason(StrEnum):
    VOUDON_PLURALITY = "voudon_plurality"  # Voudon in play: unique top count >= 1
    JUDGE_PASS = "judge_pass"  # the Judge forced the nomination to pass
    AT_THRESHOLD = "at_threshold"  # open day: unique top count >= T ("about to die")
    BELOW_THRESHOLD = "below_threshold"  # open day: nobody at T
    NO_NOMINATIONS = "no_nominations"


class BotfStatus(StrEnum):
    ABOUT_TO_DIE = "about_to_die"  # open day: the unique top nomination at or above T

    @property
    def final(self) -> bool:
        return False
