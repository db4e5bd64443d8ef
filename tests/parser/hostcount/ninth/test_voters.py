"""The ninth zoo's counts ordered by voter ("Juno \u2192 Ivo", "Lark: Ivo" under a label) and
wagons' histories: struck voters beside the current ones, L-1 and hammer marks."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, cooked, lines
from tests.parser.hostcount.sixth.shapes import MSS, SS
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post, ul

H = MSB.format("Vote Count 3.2")
BJIL = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- ordered by voter --------------------------------------------------------------------------
    (
        "arrow-unicode-no-label",
        post(H, "Juno \u2192 Bramble", "Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BJI,
    ),
    ("arrow-ascii-no-label", post(H, "Juno -> Bramble", "Ivo -> Bramble", "Ember -> Lark"), BJI),
    (
        "voters-label-colon",
        post(H, "Votes by voter:", "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "who-votes-whom-label",
        post(H, "Who is voting whom", "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "players-and-votes-label",
        post(
            H,
            "Player \u2014 Vote",
            "Juno \u2014 Bramble",
            "Ivo \u2014 Bramble",
            "Ember \u2014 Lark",
        ),
        BJI,
    ),
    (
        "voter-votes-for",
        post(H, "Juno votes for Bramble", "Ivo votes for Bramble", "Ember votes for Lark"),
        BJI,
    ),
    (
        "voter-is-voting-list",
        post(H) + ul("Juno is voting Bramble", "Ivo is voting Bramble", "Ember is voting Lark"),
        BJI,
    ),
    (
        "voter-bold-target",
        post(
            H,
            "Juno: " + MSB.format("Bramble"),
            "Ivo: " + MSB.format("Bramble"),
            "Ember: " + MSB.format("Lark"),
            "",
            "Bramble: 2",
            "Lark: 1",
        ),
        BJI,
    ),
    (
        "voter-arrow-with-post",
        post(H, "Juno \u2192 Bramble (#12)", "Ivo \u2192 Bramble (#19)", "Ember \u2192 Lark (#33)"),
        BJI,
    ),
    (
        "voter-arrow-with-none",
        post(
            H,
            "Juno \u2192 Bramble",
            "Ivo \u2192 Bramble",
            "Ember \u2192 Lark",
            "Wren77 \u2192 (none)",
        ),
        BJI,
    ),
    (
        "voter-arrow-then-totals",
        post(
            H,
            "Juno \u2192 Bramble",
            "Ivo \u2192 Bramble",
            "Ember \u2192 Lark",
            "",
            "Totals: Bramble 2, Lark 1",
        ),
        BJI,
    ),
    # --- histories ---------------------------------------------------------------------------------
    (
        "struck-then-plain",
        post(H, "Bramble (2): " + MSS.format("Lark") + ", Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "struck-then-revoted",
        post(H, "Bramble (2): Juno, " + MSS.format("Ivo") + ", Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "del-history-discourse",
        cooked(
            "<strong>Vote Count 3.2</strong>",
            lines(
                "Bramble (2): " + DEL.format("Lark") + ", " + DEL.format("Ember") + ", Juno, Ivo",
                "Lark (1): Ember",
            ),
        ),
        BJI,
    ),
    (
        "s-history-spaces",
        post(H, "Bramble (2): " + SS.format("Lark") + " Juno Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "history-unvoted-first",
        post(H, "Bramble (2): Lark (unvoted), Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "history-unvote-bracket-post",
        post(H, "Bramble (2): Juno, Ivo, Lark (unvoted #40)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "history-current-marked-bold",
        post(
            H,
            "Bramble (2): "
            + MSS.format("Wren77")
            + ", "
            + MSB.format("Juno")
            + ", "
            + MSB.format("Ivo"),
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- L-1 and hammer marks ---------------------------------------------------------------------
    (
        "lminus-bracket-before-total",
        post(H, "Bramble [L-1] (2): Juno, Ivo", "Lark [L-2] (1): Ember"),
        BJI,
    ),
    ("lminus-inside-total", post(H, "Bramble (2, L-1): Juno, Ivo", "Lark (1, L-2): Ember"), BJI),
    ("lminus-first", post(H, "L-1 Bramble (2): Juno, Ivo", "L-2 Lark (1): Ember"), BJI),
    ("lminus-after-voters", post(H, "Bramble (2): Juno, Ivo \u2014 L-1!", "Lark (1): Ember"), BJI),
    (
        "lminus-bold-after",
        post(H, "Bramble (2): Juno, Ivo " + MSB.format("L-1"), "Lark (1): Ember"),
        BJI,
    ),
    (
        "hammer-word",
        post(H, "Bramble (3) HAMMER: Juno, Ivo, Lark", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "hammered-by",
        post(H, "Bramble (3): Juno, Ivo, Lark (hammer)", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "hammer-emoji",
        post(H, "\U0001f528 Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "hammer-in-brackets-first",
        post(H, "[HAMMERED] Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "one-from-hammer",
        post(H, "Bramble (2) \u2014 one from hammer \u2014 Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "two-to-lynch",
        post(H, "Bramble (2, 1 to lynch): Juno, Ivo", "Lark (1, 2 to lynch): Ember"),
        BJI,
    ),
    ("majority-after-slash", post(H, "Bramble (2/3): Juno, Ivo", "Lark (1/3): Ember, "), BJI),
    (
        "wagon-lines-discourse-ul",
        cooked("<strong>Vote Count 3.2</strong>")
        + ul("Bramble (2) L-1: Juno, Ivo", "Lark (2) L-1: Ember, Wren77"),
        BJIL,
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_voters(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
