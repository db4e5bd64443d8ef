"""Event 4's teams from Event 3's frozen wagons, and Event 7's Heaven and Hell
(spec/rules.md §5.2, T1-5, T1-6). Pure functions of player lists."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Teams:
    pink: tuple[str, ...]
    blue: tuple[str, ...]
    moved: tuple[str, ...] = ()  # who balancing moved, in order


def split_teams(
    first_wagon: Sequence[str],
    others: Sequence[str],
    non_voters: Sequence[str],
    second_wagon: Sequence[str],
) -> Teams:
    """Pink = the first-place wagon (join order), Blue = everyone else. While one team
    is 2 or more larger: Pink too big gives its latest joiner to Blue; Pink too small
    takes the most recent non-voter (``non_voters`` oldest first), then the latest
    joiner of the second wagon (``e4_fallback``)."""
    pink, blue, moved = list(first_wagon), [*others], []
    pool = [p for p in non_voters if p in blue]
    fallback = [p for p in second_wagon if p in blue and p not in pool]
    while len(pink) - len(blue) >= 2:
        who = pink.pop()
        blue.append(who)
        moved.append(who)
    while len(blue) - len(pink) >= 2 and (pool or fallback):
        who = pool.pop() if pool else fallback.pop()
        blue.remove(who)
        pink.append(who)
        moved.append(who)
    return Teams(tuple(pink), tuple(blue), tuple(moved))


def destination_steps(n: int) -> list[str]:
    """Event 7 for n remaining players, step by step: ``H`` one to Heaven by the public
    vote, ``P`` one to Hell by the scum, ``PP`` two (three remained and Heaven led: the
    "ever" rule), and the last player left to Heaven."""
    steps: list[str] = []
    heaven = hell = 0
    remaining = n
    while remaining > 0:
        heaven, remaining = heaven + 1, remaining - 1  # the public vote (or the last one)
        steps.append("H")
        if remaining == 0:
            break
        sent = min(2 if remaining == 3 and heaven > hell else 1, remaining)
        hell, remaining = hell + sent, remaining - sent
        steps.append("P" * sent)
    return steps


def destination(n: int) -> tuple[int, int]:
    """Event 7's final (Heaven, Hell) for n remaining players."""
    steps = destination_steps(n)
    return steps.count("H"), sum(len(s) for s in steps if s.startswith("P"))
