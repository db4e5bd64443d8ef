"""The sixth zoo: vote histories with withdrawn voters struck (``<s>``, ``<del>``,
``<strike>``, MafiaScum's strike span) among current ones, vote weights ("Juno (x2)",
"Juno [2]"), ghost votes of dead players, replaced players named both ways ("Marlow
(replacing Ivo)", "Ivo (now Marlow)")."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.sixth.shapes import BML, MSS, SS, STRIKE, SWAPPED
from tests.parser.hostcount.zoo import check, post
from votecount.parser.names.players import Roster

H = MSB.format("Vote Count 3.2")
VC = "<strong>Vote Count 3.2</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], str]] = [
    # --- withdrawn voters struck, in every markup ----------------------------------------------
    (
        "strike-tag-middle",
        post(H, f"Bramble (2): Juno, {STRIKE.format('Lark')}, Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "strike-tag-first",
        post(H, f"Bramble (2): {STRIKE.format('Lark')}, Juno, Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "ms-strike-span-no-comma",
        post(H, f"Bramble (2): Juno {MSS.format('Lark')} Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "s-with-comma-inside",
        post(H, f"Bramble (2): Juno, {SS.format('Lark, ')}Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "del-several-struck",
        cooked(
            VC,
            lines(
                f"Bramble (2): {DEL.format('Lark')}, Juno, {DEL.format('Ember')}, Ivo",
                f"Lark (1): {DEL.format('Juno')}, Ember",
            ),
        ),
        BJI,
        "",
    ),
    (
        "struck-with-post-links",
        post(
            H,
            f"Bramble (2): Juno (#12), {MSS.format('Lark (#15)')}, Ivo (#19)",
            f"Lark (1): {MSS.format('Juno (#9)')}, Ember (#33)",
        ),
        BJI,
        "",
    ),
    (
        "struck-history-then-current-bold",
        post(
            H,
            f"Bramble (2): {MSS.format('Lark')}, <b>Juno</b>, <b>Ivo</b>",
            "Lark (1): <b>Ember</b>",
        ),
        BJI,
        "",
    ),
    (
        "struck-whole-wagon-zero",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", MSS.format("Wren77 (1): Lark")),
        BJI,
        "",
    ),
    (
        "struck-voter-revoted-later",
        post(H, f"Bramble (2): Juno, {MSS.format('Ivo')}, Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "struck-then-unvote-word",
        post(H, f"Bramble (2): Juno, {SS.format('Lark')} (unvoted #20), Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "struck-voter-in-other-wagon",
        post(H, "Bramble (2): Juno, Ivo", f"Lark (1): {MSS.format('Wren77')}, Ember"),
        BJI,
        "",
    ),
    (
        "struck-separator-slash",
        post(H, f"Bramble (2): Juno / {SS.format('Lark')} / Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    # --- vote weights --------------------------------------------------------------------------
    ("weight-x2-bracket", post(H, "Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"), BJI, ""),
    (
        "weight-square-bracket",
        post(H, "Bramble (3): Juno [2], Ivo [1]", "Lark (1): Ember [1]"),
        BJI,
        "",
    ),
    ("weight-times-sign", post(H, "Bramble (3): Juno \u00d72, Ivo", "Lark (1): Ember"), BJI, ""),
    (
        "weight-double-vote-word",
        post(H, "Bramble (3): Juno (double voter), Ivo", "Lark (1): Ember"),
        BJI,
        "",
    ),
    ("weight-plus-one", post(H, "Bramble (3): Juno (+1), Ivo", "Lark (1): Ember"), BJI, ""),
    (
        "weight-vote-weight-words",
        post(H, "Bramble (3): Juno (weight 2), Ivo (weight 1)", "Lark (1): Ember (weight 1)"),
        BJI,
        "",
    ),
    ("weight-zero-voter", post(H, "Bramble (1): Juno, Ivo (0)", "Lark (1): Ember"), BJI, ""),
    ("weight-half", post(H, "Bramble (1.5): Juno (0.5), Ivo", "Lark (1): Ember"), BJI, ""),
    (
        "weight-total-of-weights",
        post(H, "Bramble \u2014 3 votes (Juno x2, Ivo)", "Lark \u2014 1 vote (Ember)"),
        BJI,
        "",
    ),
    # --- ghost votes ---------------------------------------------------------------------------
    ("ghost-word", post(H, "Bramble (2): Juno, Ivo (ghost)", "Lark (1): Ember"), BJI, ""),
    (
        "ghost-vote-words",
        post(H, "Bramble (2): Juno, Ivo (ghost vote)", "Lark (1): Ember"),
        BJI,
        "",
    ),
    ("ghost-dead-marker", post(H, "Bramble (2): Juno, Ivo [dead]", "Lark (1): Ember"), BJI, ""),
    ("ghost-skull", post(H, "Bramble (2): Juno, Ivo \u2620", "Lark (1): Ember"), BJI, ""),
    (
        "ghost-italic-note",
        post(H, "Bramble (2): Juno, <i>Ivo (spirit)</i>", "Lark (1): Ember"),
        BJI,
        "",
    ),
    # --- replaced players named both ways ------------------------------------------------------
    (
        "replacing-voter",
        post(H, "Bramble (2): Juno, Marlow (replacing Ivo)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "now-voter",
        post(H, "Bramble (2): Juno, Ivo (now Marlow)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "replaced-by-voter",
        post(H, "Bramble (2): Juno, Ivo (replaced by Marlow)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "subbed-in-voter",
        post(H, "Bramble (2): Juno, Marlow (subbed in for Ivo)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "struck-old-name-voter",
        post(H, f"Bramble (2): Juno, {MSS.format('Ivo')} Marlow", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "arrow-old-new-voter",
        post(H, "Bramble (2): Juno, Ivo \u2192 Marlow", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "replacing-wagon",
        post(H, "Marlow (replacing Ivo) (2): Juno, Bramble", "Lark (1): Ember"),
        {"Marlow": ("Juno", "Bramble"), "Lark": ("Ember",)},
        "swapped",
    ),
    (
        "now-wagon",
        post(H, "Ivo (now Marlow) (2): Juno, Bramble", "Lark (1): Ember"),
        {"Marlow": ("Juno", "Bramble"), "Lark": ("Ember",)},
        "swapped",
    ),
    (
        "ghost-roster-dead-voter",
        post(H, "Bramble (3): Juno, Marlow, Odo (dead)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Marlow", "Odo"), "Lark": ("Ember",)},
        "swapped",
    ),
]

_ROSTERS: dict[str, Roster] = {"swapped": SWAPPED}


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_zoo_sixth_history(html: str, wagons: dict[str, tuple[str, ...]], roster: str) -> None:
    if roster:
        check(html, wagons, _ROSTERS[roster])
    else:
        check(html, wagons)
