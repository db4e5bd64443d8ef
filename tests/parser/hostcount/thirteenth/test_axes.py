"""The thirteenth zoo's new axes, each in the four engines: wagons ordered by a column of
L-N ("L-1: Bramble (Juno, Ivo)"); the previous count and the new one in one post, outside
quotes; votes by voter with a "changed from" note; a count signed by a co-host; emoji
bullets; wagon and voters in colours of their own; a voter named with whom they replaced
("Juno (Tansy's replacement)"); a count below a night's results; a poll link at the end;
other languages' words as the count's heading ("Votos", "Voix", "Stimmen")."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import EMOJI
from tests.parser.hostcount.tenth.shapes import COLOR
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import check

VC = "Vote Count 2.3"
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[Case] = [
    # --- wagons ordered by L-N ----------------------------------------------------------------
    *four("l-column", VC, ("L-1: Bramble (Juno, Ivo, Lark)", "L-3: Ember (Wren77)"), BJIL),
    *four(
        "l-column-dash",
        VC,
        ("L-1 \u2014 Bramble: Juno, Ivo, Lark", "L-3 \u2014 Ember: Wren77"),
        BJIL,
    ),
    *four("l-column-brackets", VC, ("[L-1] Bramble: Juno, Ivo, Lark", "[L-3] Ember: Wren77"), BJIL),
    # --- the previous count and the new one, outside quotes ---------------------------------
    *four(
        "previous-above",
        "",
        (
            "Previous count (2.2):",
            "Bramble (1): Juno",
            "Lark (1): Ember",
            "",
            "Vote Count 2.3:",
            *W,
        ),
        BJI,
    ),
    *four(
        "previous-below",
        VC,
        (*W, "", "Previous count (2.2):", "Bramble (1): Juno", "Ivo (1): Ember"),
        BJI,
    ),
    *four(
        "was-now",
        "",
        ("Was (VC 2.2): Bramble (1): Juno", "Now (VC 2.3):", *W),
        BJI,
    ),
    # --- votes by voter with a "changed from" note -------------------------------------------
    *four(
        "changed-from",
        VC,
        ("Juno: Bramble (changed from Lark)", "Ivo: Bramble", "Ember: Lark (changed from Bramble)"),
        BJI,
    ),
    *four(
        "switched-from",
        VC,
        ("Juno \u2192 Bramble (switched from Lark)", "Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BJI,
    ),
    # --- signed by a co-host ----------------------------------------------------------------
    *four("co-host-signed", VC, (*W, "", "\u2014 Marlow (co-host)"), BJI),
    *four("co-host-counted", VC, (*W, "", "Count by Marlow, co-host. Ping me with errors."), BJI),
    # --- emoji bullets ------------------------------------------------------------------------
    *four(
        "emoji-fire", VC, ("\U0001f525 Bramble (2): Juno, Ivo", "\U0001f9ca Lark (1): Ember"), BJI
    ),
    *four(
        "emoji-img",
        VC,
        (
            EMOJI.format("fire") + " Bramble (2): Juno, Ivo",
            EMOJI.format("ice_cube") + " Lark (1): Ember",
        ),
        BJI,
    ),
    *four(
        "emoji-ballot",
        VC,
        ("\U0001f5f3\ufe0f Bramble (2): Juno, Ivo", "\U0001f5f3\ufe0f Lark (1): Ember"),
        BJI,
    ),
    # --- wagon and voters in colours of their own -------------------------------------------
    *four(
        "colours",
        VC,
        (
            COLOR.format("#c0392b", "Bramble (2)") + ": " + COLOR.format("#2980b9", "Juno, Ivo"),
            COLOR.format("#c0392b", "Lark (1)") + ": " + COLOR.format("#2980b9", "Ember"),
        ),
        BJI,
    ),
    *four(
        "colours-each",
        VC,
        (
            COLOR.format("red", "Bramble")
            + " (2) - "
            + COLOR.format("blue", "Juno")
            + ", "
            + COLOR.format("green", "Ivo"),
            COLOR.format("red", "Lark") + " (1) - " + COLOR.format("blue", "Ember"),
        ),
        BJI,
    ),  # fmt: skip
    # --- a voter named with whom they replaced -----------------------------------------------
    *four(
        "replacement-of",
        VC,
        ("Bramble (2): Juno (Tansy's replacement), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    *four("replacing", VC, ("Bramble (2): Juno (replacing Tansy), Ivo", "Lark (1): Ember"), BJI),
    *four("formerly", VC, ("Bramble (2): Juno [formerly Tansy], Ivo", "Lark (1): Ember"), BJI),
    *four(
        "subbed-for",
        VC,
        ("Bramble (2): Ivo, Juno (subbed in for Tansy)", "Lark (1): Ember"),
        {"Bramble": ("Ivo", "Juno"), "Lark": ("Ember",)},
    ),
    # --- a count below a night's results ----------------------------------------------------
    *four(
        "after-night",
        "Night 1 has ended.",
        (
            "Saffron was found dead. Saffron was a Vanilla Townie.",
            "",
            "It is now Day 2.",
            "",
            VC,
            *W,
        ),
        BJI,
    ),
    *four(
        "night-kill-above",
        "",
        (
            "The night passes. Tansy was killed by the mafia.",
            "Day 2 begins. Deadline Friday 18:00.",
            VC + ":",
            *W,
        ),
        BJI,
    ),
    # --- a poll link at the end --------------------------------------------------------------
    *four(
        "poll-link",
        VC,
        (*W, "", 'Vote in the MVP poll: <a href="https://strawpoll.example.org/abc">strawpoll</a>'),
        BJI,
    ),
    *four(
        "poll-link-bare",
        VC,
        (*W, "", "Poll for the next theme: https://forms.example.org/r/xyz"),
        BJI,
    ),
    # --- other languages' words as the heading ----------------------------------------------
    *four("votos-heading", "Votos 2.3", W, BJI),
    *four("voix-heading", "Voix (jour 2)", W, BJI),
    *four("stimmen-heading", "Stimmen, Tag 2", W, BJI),
    *four("conteo-heading", "Conteo de votos 2.3", W, BJI),
    *four("stemmen-heading", "Stemmen dag 2", W, BJI),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_thirteenth_axes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
