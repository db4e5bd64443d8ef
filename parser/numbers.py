"""A phase's number as hosts write it, in figures or words ("Day 3", "Night Two"): the
one list every reader of host posts uses (``parser.host.daystarts``, the phase markers of
``votecount.count.markers``, the donbot game-file generator). Stdlib only: a count reads
host posts' markers without loading the parser's HTML stack.
"""

from __future__ import annotations

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve")  # fmt: skip
NUMBER = r"(\d+|" + "|".join(NUMBER_WORDS) + r")"
# a phase's number in Roman figures ("Day II", "Night IV"): never one letter alone ("Day
# I think", "Night V" of a player's name), read by the phase wordings only (``PHASE_NUMBER``)
ROMAN = {"ii": 2, "iii": 3, "iv": 4, "vi": 6, "vii": 7, "viii": 8, "ix": 9, "xi": 11, "xii": 12}
PHASE_NUMBER = r"(\d+|" + "|".join([*NUMBER_WORDS, *sorted(ROMAN, key=len, reverse=True)]) + r")"
# a phase named by its ordinal: "The Second Day", "First Night"
ORDINALS = ("zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
            "ninth", "tenth", "eleventh", "twelfth")  # fmt: skip
ORDINAL = r"(" + "|".join(ORDINALS[1:]) + r")"


def number(word: str) -> int | None:
    """The number a figure, a number word, a Roman figure or an ordinal says ("3",
    "Three", "III", "third"), else None."""
    word = word.lower()
    if word.isdigit():
        return int(word)
    if word in NUMBER_WORDS:
        return NUMBER_WORDS.index(word)
    if word in ORDINALS:
        return ORDINALS.index(word)
    return ROMAN.get(word)


# the teens and tens a player's number may be spelt with ("Lark Ninety-Nine" for Lark99,
# "Juno Seventy Seven" for Juno77): read by the names' reader only (``number`` and the
# phase wordings stop at twelve)
TEENS_AND_TENS = {"thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
                  "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40,
                  "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}  # fmt: skip
