"""The seventh zoo: counts written one line a voter (the reader gathers them by wagon),
vote histories per wagon with order marks and post numbers, voters as links to their
vote posts, L-marks and hammer notes in the middle of a line."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.seventh.shapes import d_link, xf, xf_link
from tests.parser.hostcount.sixth.shapes import MSS, plink
from tests.parser.hostcount.zoo import NL, check, post, ul

H = MSB.format("Vote Count 2.4")
VC = "<strong>Vote Count 2.4</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- one line a voter, under a heading that says so ----------------------------------------
    (
        "votes-by-player-colon-distinct",
        post(H, "Votes by player:", "Juno: Bramble", "Ivo: Lark", "Ember: Wren77"),
        {"Bramble": ("Juno",), "Lark": ("Ivo",), "Wren77": ("Ember",)},
    ),
    (
        "voter-then-vote-header-line",
        post(H, "Voter: Vote", "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "player-voting-header-dashes",
        post(H, "Player - Voting", "Juno - Bramble", "Ivo - Bramble", "Ember - Lark"),
        BJI,
    ),
    (
        "who-votes-whom-heading",
        post(H, "Who is voting whom:", "Juno - Bramble", "Ivo - Lark", "Ember - Wren77"),
        {"Bramble": ("Juno",), "Lark": ("Ivo",), "Wren77": ("Ember",)},
    ),
    (
        "voter-arrow-with-post-number",
        post(H, "Juno \u2192 Bramble (#12)", "Ivo \u2192 Bramble (#19)", "Ember \u2192 Lark (#33)"),
        BJI,
    ),
    (
        "voter-voted-for-lines",
        post(H, "Juno voted for Bramble", "Ivo voted for Bramble", "Ember voted for Lark"),
        BJI,
    ),
    (
        "voter-colon-with-not-voting-words",
        post(H, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark", "Lark: not voting", "Wren77: -"),
        BJI,
    ),
    (
        "voter-first-bulleted-arrow-no-lynch",
        post(H, ul("Juno \u27a1 No Lynch", "Ivo \u27a1 No Lynch", "Ember \u27a1 Lark")),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-first-discourse-mentions",
        cooked(VC, lines("@Juno \u2192 @Bramble", "@Ivo \u2192 @Bramble", "@Ember \u2192 @Lark")),
        BJI,
    ),
    (
        "voter-first-bold-voters",
        post(H, "<b>Juno</b> - Bramble", "<b>Ivo</b> - Bramble", "<b>Ember</b> - Lark"),
        BJI,
    ),
    # --- a wagon's history with order marks ---------------------------------------------------
    (
        "history-order-numbers-in-brackets",
        post(H, "Bramble (2): Juno [1], Ivo [2]", "Lark (1): Ember [1]"),
        BJI,
    ),
    (
        "history-ordinal-words",
        post(H, "Bramble (2): Juno (1st), Lark (2nd, unvoted), Ivo (3rd)", "Lark (1): Ember (1st)"),
        BJI,
    ),
    (
        "history-superscript-order",
        post(H, "Bramble (2): Juno<sup>1</sup>, Ivo<sup>2</sup>", "Lark (1): Ember<sup>1</sup>"),
        BJI,
    ),
    (
        "history-struck-middle-count-three",
        post(H, f"Bramble (3): Juno, Ivo, {MSS.format('Ember')}, Lark", "Wren77 (1): Ember"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Wren77": ("Ember",)},
    ),
    (
        "history-post-numbers-bare-brackets",
        post(H, "Bramble (3): Juno (1), Ivo (4), Lark (17)", "Ember (1): Wren77 (22)"),
        BJIL,
    ),
    (
        "history-unvote-arrow-then-vote",
        post(H, "Bramble (2): Juno, Lark \u2192 unvote, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "history-tilde-struck-words",
        post(H, "Bramble (2): Juno, ~~Lark~~, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "history-voters-then-unvoted-list",
        post(H, "Bramble (2): Juno, Ivo (unvoted: Lark, Ember)", "Lark (1): Ember"),
        BJI,
    ),
    # --- voters as links to their vote posts ----------------------------------------------------
    (
        "xf-voter-links",
        xf(
            "<b>Vote Count 2.4</b>",
            f"Bramble (2): {xf_link('Juno', 812)}, {xf_link('Ivo', 830)}",
            f"Lark (1): {xf_link('Ember', 844)}",
        ),
        BJI,
    ),
    (
        "discourse-voter-links-post-numbers",
        cooked(
            VC,
            lines(
                f"Bramble (2): {d_link('Juno', 41)}, {d_link('Ivo', 57)}",
                f"Lark (1): {d_link('Ember', 60)}",
            ),
        ),
        BJI,
    ),
    (
        "links-are-post-numbers-after-names",
        post(
            H, f"Bramble (2): Juno {plink(812)} Ivo {plink(830)}", f"Lark (1): Ember {plink(844)}"
        ),
        BJI,
    ),
    (
        "link-text-is-the-word-vote",
        post(
            H,
            '<a href="./viewtopic.php?p=812#p812">Bramble</a> (2): Juno, Ivo',
            '<a href="./viewtopic.php?p=844#p844">Lark</a> (1): Ember',
        ),
        BJI,
    ),
    # --- L-1 and hammer notes in the middle of a line --------------------------------------------
    (
        "l-mark-between-total-and-voters",
        post(H, "Bramble (3) L-1: Juno, Ivo, Lark", "Ember (1) L-3: Wren77"),
        BJIL,
    ),
    (
        "hammer-next-in-total",
        post(H, "Bramble (3, hammer next): Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "l-1-shout-before-voters",
        post(H, "Bramble - L-1!! - Juno, Ivo, Lark", "Ember - L-3 - Wren77"),
        BJIL,
    ),
    (
        "one-from-hammer-words",
        post(H, "Bramble (3, one from hammer): Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "on-the-block-note",
        post(H, "Bramble (3) *on the block*: Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_voters(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
