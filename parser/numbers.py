"""A phase's number as hosts write it, in figures or words ("Day 3", "Night Two"): the
one list every reader of host posts uses (``parser.host.daystarts``, the phase markers of
``votecount.count.markers``, the donbot game-file generator). Stdlib only: a count reads
host posts' markers without loading the parser's HTML stack.
"""

from __future__ import annotations

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")  # fmt: skip
NUMBER = r"(\d+|" + "|".join(NUMBER_WORDS) + r")"


def number(word: str) -> int | None:
    """The number a figure or a number word says ("3", "Three"), else None."""
    word = word.lower()
    return (
        int(word) if word.isdigit() else NUMBER_WORDS.index(word) if word in NUMBER_WORDS else None
    )
