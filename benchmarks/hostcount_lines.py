"""The host-count reader's time on one long line (``wagon_line``), by length: a line that
is prose, or a wall of dashed words, must take time in proportion to its length.

    python benchmarks/hostcount_lines.py

Invented lines (names of the host zoo's roster, repeated words); each time is the best of
three, each on a fresh roster (the roster's resolver memoises what it has read).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from votecount.parser.hostcount.line import wagon_line, wagons_of  # noqa: E402
from votecount.parser.names.players import Player, Roster  # noqa: E402

NAMES = ("Bramble", "Juno", "Ivo", "Kestrel Moon", "Lark", "Ember", "Quill-Tide", "Wren77")
UNITS = {
    "dashed words": " a-b word-word x-y-z",
    "dashes in prose": "-foo bar baz",
    "voters and commas": ", Juno, Ivo, Lark",
    "names and spaces": " Juno Ivo Kestrel Moon nope",
    "prose": " some long prose words",
    # the fourth round's marks: moves in brackets, arrows and dashes with no ">", "tied",
    # number words, "2 of 5", a voter lead ("with votes from")
    "voters' moves": ": Juno (Lark -> Ivo), Ivo (--- -- -",
    "marks in prose": " tied two votes 2 of 5 needed, with votes from Juno",
    # the sixth round's: gaps of non-breaking spaces, "aka" and "/" joins, withdrawals
    "gaps and joins": ", Juno\u00a0 \u00a0 Ivo/Lark aka Ember, Lark unvoted",
    # the seventh's: joins in other languages, arrows to "unvote", ordinals, past voters
    "withdrawals": ", Juno y Ivo, Lark -> unvote, Ember (2nd, unvoted) (unvoted: Lark",
}
# lines cut into several wagons first (``wagons_of``): semicolons, sentences, pipes
SEVERAL = {
    "wagons and semicolons": " (1): Juno; Ivo (1): Lark",
    "sentences": ": Juno. Votes on Ivo: Lark",
    "pipes and names": " | Juno Ivo | Mr. Lark",
    "middle dots": " (1): Juno \u00b7 Ivo (1): Lark",
}


def best_ms(line: str, several: bool = False) -> float:
    best = float("inf")
    for _ in range(3):
        roster = Roster([Player(n) for n in NAMES], hosts=["Warden"])
        start = time.perf_counter()
        wagons_of(line, roster) if several else wagon_line(line, roster)
        best = min(best, time.perf_counter() - start)
    return best * 1000


def main() -> None:
    sizes = (350, 700, 1400, 2800)
    print(f"{'line':20}" + "".join(f"{n:>10}" for n in sizes) + "  (characters: ms)")
    for name, unit in UNITS.items():
        row = [best_ms("Bramble" + unit * (n // len(unit))) for n in sizes]
        print(f"{name:20}" + "".join(f"{t:10.1f}" for t in row))
    for name, unit in SEVERAL.items():
        row = [best_ms("Bramble" + unit * (n // len(unit)), True) for n in sizes]
        print(f"{name:20}" + "".join(f"{t:10.1f}" for t in row))


if __name__ == "__main__":
    main()
