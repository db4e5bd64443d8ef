"""The ninth zoo's wagon and voter words: No Lynch / No Elimination / Sleep wagons,
self-votes, abbreviations the host defines at the top, slot numbers, emoji before names,
a wagon's voters run onto a second line, other languages' headings."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import EMOJI, MSB, cooked, lines
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import NL, check, post

H = MSB.format("Vote Count 3.2")
B4 = {"Bramble": ("Juno", "Ivo", "Lark", "Ember")}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- no-elimination wagons ----------------------------------------------------------------------
    (
        "no-lynch-first",
        post(H, "No Lynch (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-elimination-dash",
        post(H, "No Elimination - Juno, Ivo", "Lark - Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "sleep-bold",
        post(H, MSB.format("Sleep") + " (2): Juno, Ivo", MSB.format("Lark") + " (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-lynch-hyphen-caps",
        post(H, "NO-LYNCH [2] Juno, Ivo", "LARK [1] Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-exe",
        post(H, "No Execution (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-lynch-voter-arrow",
        post(H, "Juno \u2192 No Lynch", "Ivo \u2192 No Lynch", "Ember \u2192 Lark"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- self votes ---------------------------------------------------------------------------------
    (
        "self-vote-alone",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Lark",)},
    ),
    (
        "self-vote-marked",
        post(H, "Bramble (2): Juno, Bramble (self)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Bramble"), "Lark": ("Ember",)},
    ),
    (
        "self-vote-exclaim",
        post(H, "Bramble (2): Bramble (self-vote!), Juno", "Lark (1): Ember"),
        {"Bramble": ("Bramble", "Juno"), "Lark": ("Ember",)},
    ),
    # --- abbreviations defined at the top -----------------------------------------------------------
    (
        "abbrev-equals-legend",
        post(
            H, "B = Bramble, J = Juno, I = Ivo, L = Lark, E = Ember", "", "B (2): J, I", "L (1): E"
        ),
        BJI,
    ),
    (
        "abbrev-legend-lines",
        post(
            H,
            "Key:",
            "BR = Bramble",
            "JU = Juno",
            "IV = Ivo",
            "LA = Lark",
            "EM = Ember",
            "",
            "BR (2): JU, IV",
            "LA (1): EM",
        ),
        BJI,
    ),
    (
        "abbrev-brackets-legend",
        post(H, "(B) Bramble (J) Juno (I) Ivo (L) Lark (E) Ember", "B: J, I", "L: E"),
        BJI,
    ),
    (
        "abbrev-colon-legend",
        post(
            H,
            "Abbreviations: KM: Kestrel Moon, QT: Quill-Tide",
            "Bramble (2): KM, QT",
            "Lark (1): Ember",
        ),
        {"Bramble": ("Kestrel Moon", "Quill-Tide"), "Lark": ("Ember",)},
    ),
    (
        "abbrev-initials-undefined",
        post(H, "Bramble (2): KM, QT", "Lark (1): Ember"),
        {"Bramble": ("Kestrel Moon", "Quill-Tide"), "Lark": ("Ember",)},
    ),
    # --- slot numbers -------------------------------------------------------------------------------
    (
        "slot-voters-brackets",
        post(
            H,
            "Slot 1 (Bramble) (2): Slot 2 (Juno), Slot 3 (Ivo)",
            "Slot 5 (Lark) (1): Slot 6 (Ember)",
        ),
        BJI,
    ),
    ("slot-hash-voters", post(H, "Bramble (2): #2 Juno, #3 Ivo", "Lark (1): #6 Ember"), BJI),
    (
        "player-number-wagon",
        post(H, "Player 1 Bramble (2): Juno, Ivo", "Player 5 Lark (1): Ember"),
        BJI,
    ),
    (
        "slot-name-after-dash",
        post(H, "Slot 1 - Bramble: Slot 2 - Juno, Slot 3 - Ivo", "Slot 5 - Lark: Slot 6 - Ember"),
        BJI,
    ),
    ("slot-s-prefix", post(H, "S1 Bramble (2): S2 Juno, S3 Ivo", "S5 Lark (1): S6 Ember"), BJI),
    # --- emoji before names -------------------------------------------------------------------------
    (
        "emoji-unicode-voters",
        post(
            H,
            "\U0001f534 Bramble (2): \U0001f464 Juno, \U0001f464 Ivo",
            "\U0001f7e1 Lark (1): \U0001f464 Ember",
        ),
        BJI,
    ),
    (
        "emoji-discourse-img",
        cooked(
            "<strong>Vote Count 3.2</strong>",
            lines(
                EMOJI.format("skull")
                + " Bramble (2): "
                + EMOJI.format("bust_in_silhouette")
                + " Juno, "
                + EMOJI.format("bust_in_silhouette")
                + " Ivo",
                EMOJI.format("skull")
                + " Lark (1): "
                + EMOJI.format("bust_in_silhouette")
                + " Ember",
            ),
        ),
        BJI,
    ),
    ("emoji-flag-after", post(H, "Bramble \U0001f6a9 (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "emoji-knife-between",
        post(H, "Bramble (2) \U0001f5e1\ufe0f Juno, Ivo", "Lark (1) \U0001f5e1\ufe0f Ember"),
        BJI,
    ),
    # --- voters on two lines ------------------------------------------------------------------------
    ("wrap-unicode-ellipsis", post(H, "Bramble (4): Juno, Ivo\u2026", "Lark, Ember"), B4),
    ("wrap-next-starts-ampersand", post(H, "Bramble (4): Juno, Ivo, Lark", "&amp; Ember"), B4),
    ("wrap-next-starts-comma", post(H, "Bramble (4): Juno, Ivo", ", Lark, Ember"), B4),
    ("wrap-next-starts-and", post(H, "Bramble (4): Juno, Ivo, Lark", "and Ember"), B4),
    ("wrap-ellipsis", post(H, "Bramble (4): Juno, Ivo...", "...Lark, Ember"), B4),
    (
        "wrap-discourse-lines",
        cooked(
            "<strong>Vote Count 3.2</strong>",
            lines("Bramble (4): Juno, Ivo,", "Lark, Ember", "Wren77 (1): Quill-Tide"),
        ),
        {**B4, "Wren77": ("Quill-Tide",)},
    ),
    # --- other languages' headings -------------------------------------------------------------------
    (
        "dutch-stemmen",
        post(
            MSB.format("Stemmen dag 3"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Niet gestemd: Wren77",
        ),
        BJI,
    ),
    (
        "dutch-stemtelling-one-wagon",
        post(MSB.format("Stemtelling 3.2"), "Bramble (2): Juno, Ivo", "Lark: -"),
        {"Bramble": ("Juno", "Ivo")},
    ),
    (
        "spanish-votos",
        post(MSB.format("Votos D\u00eda 3"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "german-stimmen",
        post(MSB.format("Stimmen Tag 3"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "italian-conteggio",
        post(MSB.format("Conteggio voti 3.2"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "swedish-roster",
        post(MSB.format("R\u00f6ster dag 3"), "Bramble (2): Juno, Ivo", "Lark (2): Ember, Wren77"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")},
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_marks(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
