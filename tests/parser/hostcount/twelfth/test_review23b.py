"""The twelfth round's rules reviewed (review23b): inputs near their edges that read wrong
before the fix, and guards that read right before and after. A host's own hedge above or
inside a real count ("If I counted right, here is the count:", "If I'm counting right,
Bramble is at L-2.") is no player's count; an italic legend counts only in the post's own
lines (not a quote's) and in its own clause ("Italics = new votes; struck = late votes");
a last wagon with no brackets that the majority ends ("Wren77 - Quill-Tide, 4 to lynch")
is a wagon; a "not voting" tail after its own arrow or a bracketed note keeps its list; a
single digit in superscript is part of a name ("Wren<sup>2</sup>": Wren2), not a post."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import BJI, BJIL, I
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Player, Roster

H = MSB.format("Vote Count 2.3")
COUNT = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
JI = {"Bramble": ("Juno", "Ivo"), "Ember": ("Wren77",)}
THREE = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",), "Wren77": ("Quill-Tide",)}
DIGITS = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Lark", "Ember", "Wren", "Wren2")], hosts=["Warden"]
)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- a host's own hedge: the count stands (read none, or cut short, before) ----------------
    ("host-hedge-here-is-the-count", post(H, "If I counted right, here is the count:", *COUNT), BJI),
    ("host-hedge-no-heading", post("If I counted right, here's the count:", *COUNT), BJI),
    (
        "host-hedge-inside-count",
        post(H, COUNT[0], "If I'm counting right, Bramble is at L-2.", COUNT[1]),
        BJI,
    ),
    # --- an italic legend: only the post's own, only its own clause (Ivo lost before) ----------
    (
        "italic-legend-in-quote",
        post(
            quoted("Juno", "Italics = late votes, not counted, right?"),
            "Yes. Updated count:",
            H,
            f"Bramble: Juno, {I.format('Ivo')}",
            "Ember: Wren77",
        ),
        JI,
    ),  # fmt: skip
    (
        "italic-legend-in-spoiler",
        post(
            H,
            f"Bramble: Juno, {I.format('Ivo')}",
            "Ember: Wren77",
            spoiler("Last game", "italics = late votes, not counted"),
        ),
        JI,
    ),  # fmt: skip
    (
        "italic-new-struck-late",
        post(
            H,
            f"Bramble: Juno, {I.format('Ivo')}",
            "Ember: Wren77",
            f"{I.format('Italics')} = new votes; struck = late votes, not counted",
        ),
        JI,
    ),  # fmt: skip
    (
        "italic-new-struck-colons",
        post(
            H,
            f"Bramble: Juno, {I.format('Ivo')}",
            "Ember: Wren77",
            f"{I.format('Italic')}: new since last count, struck: not counted",
        ),
        JI,
    ),  # fmt: skip
    (
        "italic-replaced-old-void",
        post(
            H,
            f"Bramble: Juno, {I.format('Ivo')}",
            "Ember: Wren77",
            "Italics: replaced in today (votes of the old slot are void)",
        ),
        JI,
    ),  # fmt: skip
    # --- the majority after a last wagon with no brackets: the wagon stays (lost before) -------
    (
        "majority-after-last-dash-wagon",
        post(H, "Bramble - Juno, Ivo; Lark - Ember; Wren77 - Quill-Tide, 4 to lynch"),
        THREE,
    ),
    (
        "majority-after-last-numbered-wagon",
        post(H, "Bramble 2 - Juno, Ivo; Lark 1 - Ember; Wren77 1 - Quill-Tide, 4 to lynch"),
        THREE,
    ),
    # --- guards: read so before and after ------------------------------------------------------
    ("guard-by-my-count", post("By my count:", *COUNT), BJI),
    ("guard-rough-count", post("Rough count:", *COUNT), BJI),
    (
        "guard-italic-late-legend",
        post(
            H,
            f"Bramble (2): Juno, Ivo, {I.format('Lark')}",
            "Ember (1): Wren77",
            f"({I.format('italics')} = late votes, not counted)",
        ),
        JI,
    ),  # fmt: skip
    ("guard-majority-tail", post("Current count: Bramble 2 (Juno, Ivo), Lark 1 (Ember), with 5 to lynch"), BJI),
    ("guard-sup-post-number", post(H, "Bramble (2): Juno<sup>123</sup>, Ivo<sup>140</sup>", "Lark (1): Ember<sup>99</sup>"), BJI),
    ("guard-hammered-by", post(H, "Bramble (3): Juno, Ivo, hammered by Lark", "Ember (1): Wren77"), BJIL),
]  # fmt: skip

NONE: list[tuple[str, str]] = [
    ("guard-player-hedge", post("If I count right:", *COUNT, "so we are close.")),
    ("guard-player-hedge-its", post("If I'm counting right it's", *COUNT)),
    (
        "guard-arrows-everyone-else",
        post(
            "Vote count: Juno -> Bramble, Ivo -> Bramble, Ember -> Lark, everyone else not voting"
        ),
    ),
]

NOT_VOTING: list[tuple[str, str]] = [
    # the tail's own arrow or a bracketed note is no vote told (the list lost before)
    ("not-voting-after-arrow", post(H, *COUNT, "Wren77, Sable Fox -> not voting")),
    ("not-voting-after-arrow-sign", post(H, *COUNT, "Wren77, Sable Fox \u2192 have not voted")),
    (
        "not-voting-bracketed-note",
        post(H, *COUNT, "Wren77 (voted for Juno, then unvoted), Sable Fox have not voted"),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_review23b_reads(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_review23b_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None


@pytest.mark.parametrize("html", [c[1] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING])
def test_review23b_not_voting(html: str) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == BJI
    assert hc.not_voting == ("Wren77", "Sable Fox")


def test_review23b_digit_in_superscript() -> None:
    """One digit in superscript is the name's ("Wren<sup>2</sup>" is Wren2, not Wren with
    post 2); a post number has two digits or more, or "#"."""
    check(post(H, "Bramble (2): Juno, Wren<sup>2</sup>", "Lark (1): Ember"),
          {"Bramble": ("Juno", "Wren2"), "Lark": ("Ember",)}, DIGITS)  # fmt: skip
