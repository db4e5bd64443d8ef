"""The eighth zoo's whole posts: the previous count quoted above the new one, a count
after a long story, two counts in one post (at the deadline and final), ghost voters
struck or marked, a replaced player's old name beside the new one."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import ROOKS
from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.seventh.shapes import vb, vb_quote, xf, xf_quote
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 4.5")
VC = "<strong>Vote Count 4.5</strong>"
OLD = "<b>Vote Count 4.4</b><br>Wren77 (2): Juno, Ivo<br>Lark (1): Ember"
STORY = (
    "The rain had not stopped for three days when the miller found the gate open. "
    "Nobody in the village would say who had left it so, and by nightfall the bells "
    "of the old chapel rang out once, twice, and then fell silent for good."
)
JIR = {"Bramble": ("Juno", "Ivo", "Rook"), "Lark": ("Ember",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- the previous count quoted above -----------------------------------------------------------
    (
        "phpbb-old-count-quoted-above",
        quoted("Warden", OLD) + post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "discourse-old-count-aside-above",
        aside("Warden", OLD) + cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "vb-old-count-quoted-above",
        vb_quote("Warden", OLD)
        + vb("<b>Vote Count 4.5</b>", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "xf-old-count-quoted-above",
        xf_quote("Warden", OLD)
        + xf("<b>Vote Count 4.5</b>", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "old-count-in-spoiler-new-plain",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember") + spoiler("Previous count", OLD),
        BJI,
    ),
    (
        "old-count-unnumbered-quoted-then-updated",
        quoted("Warden", "<b>Vote Count</b><br>Wren77 (2): Juno, Ivo")
        + post("Updated:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    # --- a count after a story ---------------------------------------------------------------------
    (
        "story-then-count",
        post(STORY, STORY, "", H, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "story-naming-players-then-count",
        post(
            "Juno and Ivo walked to Bramble's house; Lark followed Ember.",
            STORY,
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "story-then-unheaded-count",
        post(STORY, "", "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting: Lark, Wren77"),
        BJI,
    ),
    (
        "discourse-story-then-count",
        cooked(STORY, STORY, VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "story-with-colon-line-then-count",
        post(
            "The village elder spoke: the guilty will hang.",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- two counts in one post --------------------------------------------------------------------
    (
        "deadline-then-final",
        post(
            MSB.format("Vote count as of deadline"),
            "Bramble (2): Juno, Ivo",
            "Lark (2): Ember, Wren77",
            "",
            MSB.format("Final Vote Count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "numbered-at-deadline-then-final",
        post(
            MSB.format("Vote Count 4.4 (at deadline)"),
            "Bramble (1): Juno",
            "",
            MSB.format("Vote Count 4.5 (final)"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "final-then-deadline-labelled",
        post(
            MSB.format("Final Vote Count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "(For reference, at the deadline:)",
            "Bramble (1): Juno",
            "Lark (2): Ember, Wren77",
        ),
        BJI,
    ),
    (
        "two-counts-before-after-hammer",
        post(
            MSB.format("Vote Count before the hammer"),
            "Bramble (1): Juno",
            "Lark (1): Ember",
            "",
            MSB.format("Final Vote Count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "discourse-two-headings-day",
        cooked(
            "<strong>Day 4 Vote Count (deadline)</strong>",
            lines("Bramble (1): Juno", "Lark (1): Ember"),
            "<strong>Final Vote Count of Day 4</strong>",
            lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        ),
        BJI,
    ),
    # --- ghosts --------------------------------------------------------------------------------------
    (
        "ghost-struck-phpbb",
        post(H, f"Bramble (2): Juno, Ivo, {MSS.format('Odo')}", "Lark (1): Ember"),
        BJI,
    ),
    (
        "ghost-struck-del-discourse",
        cooked(VC, lines("Bramble (2): Juno, Ivo, <del>Odo</del>", "Lark (1): Ember")),
        BJI,
    ),
    ("ghost-marked-dead", post(H, "Bramble (2): Juno, Ivo, Odo (dead)", "Lark (1): Ember"), BJI),
]

ROOK_CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("replaced-now", post(H, "Bramble (3): Juno, Ivo, Wren (now Rook)", "Lark (1): Ember"), JIR),
    (
        "replaced-formerly",
        post(H, "Bramble (3): Juno, Ivo, Rook (formerly Wren)", "Lark (1): Ember"),
        JIR,
    ),
    (
        "replaced-replacing",
        post(H, "Bramble (3): Juno, Ivo, Rook (replacing Wren)", "Lark (1): Ember"),
        JIR,
    ),
    ("replaced-arrow", post(H, "Bramble (3): Juno, Ivo, Wren \u2192 Rook", "Lark (1): Ember"), JIR),
    (
        "replaced-subbed-in",
        post(H, "Bramble (3): Juno, Ivo, Rook (subbed in for Wren)", "Lark (1): Ember"),
        JIR,
    ),
    (
        "replaced-wagon-now",
        post(H, "Wren (now Rook) (2): Juno, Ivo", "Lark (1): Ember"),
        {"Rook": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "replaced-wagon-struck-old",
        post(H, f"{MSS.format('Wren')} Rook (2): Juno, Ivo", "Lark (1): Ember"),
        {"Rook": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "replaced-old-struck-voter",
        post(H, f"Bramble (3): Juno, Ivo, {MSS.format('Wren')} Rook", "Lark (1): Ember"),
        JIR,
    ),
    (
        "ghost-dead-struck-among-living",
        post(H, f"Bramble (3): Juno, Ivo, Rook, {MSS.format('Odo')}", "Lark (1): Ember"),
        JIR,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_posts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in ROOK_CASES], ids=[c[0] for c in ROOK_CASES]
)
def test_zoo_eighth_replaced(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROOKS)
