"""The event game's arithmetic (spec/rules.md §5.2), pure functions of counts.

* ``ring_size(n)`` = R(n) = strict_majority(n); ``crash_needed(n)`` = ceil(n/2);
* ``dual_pair``: Event 3's hammer (top >= T and second >= 3) and its pair;
* ``yes_no_state``: a nominee is eliminated once YES >= T, safe once NO > n0 - T;
* ``triggers``: Event 10's "ever" conditions for a tally of options;
* ``plurality``: the most chosen among private choices (Events 4 and 8), with the tie rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from votecount.tally.rules import strict_majority

DUAL_SECOND = 3


def ring_size(n: int) -> int:
    return strict_majority(n)


def crash_needed(n: int) -> int:
    return (n + 1) // 2


def first_middle(n: int) -> str:
    """The middle option of a first Final Hour: Stop the Clock if n is odd."""
    return "stop" if n % 2 else "tick"


def dual_pair(
    totals: Mapping[str, int], ranked: Sequence[str], threshold: int
) -> tuple[str, str] | None:
    """Event 3: (first, second) when top >= threshold and second >= 3, else None.
    ``ranked``: the targets with votes, most first (``rank``)."""
    if len(ranked) < 2:
        return None
    first, second = ranked[0], ranked[1]
    if totals[first] >= threshold and totals[second] >= DUAL_SECOND:
        return first, second
    return None


def rank(totals: Mapping[str, int], reached: Mapping[str, object]) -> list[str]:
    """Targets with votes, most first; a tie goes to whoever reached it first."""
    live = [t for t, n in totals.items() if n > 0]
    return sorted(live, key=lambda t: (-totals[t], reached[t]))


def yes_no_state(yes: int, no: int, voters: int, threshold: int) -> str:
    """``eliminated``, ``safe`` (YES can no longer reach the threshold) or ``open``."""
    if yes >= threshold:
        return "eliminated"
    if no > voters - threshold:
        return "safe"
    return "open"


def triggers(counts: Mapping[str, int], n: int, middle: str) -> list[tuple[str, int, int]]:
    """Event 10's "ever" conditions that hold: (option, count, needed)."""
    held = []
    if n > 0 and counts.get("crash", 0) >= crash_needed(n):
        held.append(("crash", counts["crash"], crash_needed(n)))
    if n > 0 and counts.get(middle, 0) >= strict_majority(n):
        held.append((middle, counts[middle], strict_majority(n)))
    return held


def closest(counts: Mapping[str, int], n: int, middle: str) -> tuple[str, int, int]:
    """The "ever" condition nearest to firing: (option, count, needed)."""
    crash = ("crash", counts.get("crash", 0), crash_needed(n))
    mid = (middle, counts.get(middle, 0), strict_majority(n))
    return min((crash, mid), key=lambda c: (c[2] - c[1], c[0] != "crash"))


def plurality(
    choices: Sequence[tuple[str, Any]], tie_break: str
) -> tuple[str | None, tuple[str, ...]]:
    """The most chosen among ``(choice, when)`` pairs and the tied set (empty: no tie).
    A tie goes to whoever got their last choice first (``earliest_to_reach``); under any
    other rule nobody is chosen and the tied set is left to the host."""
    totals: dict[str, int] = {}
    last: dict[str, Any] = {}
    for choice, when in choices:
        totals[choice] = totals.get(choice, 0) + 1
        last[choice] = max(last[choice], when) if choice in last else when
    if not totals:
        return None, ()
    top = max(totals.values())
    leaders = tuple(sorted((c for c, n in totals.items() if n == top), key=lambda c: last[c]))
    if len(leaders) == 1:
        return leaders[0], ()
    return (leaders[0] if tie_break == "earliest_to_reach" else None), leaders
