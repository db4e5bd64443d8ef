"""Wagons marked: the hammer inline ("**HAMMER** Wren77"), late votes in italics under a
legend, numbered votes ("1. Juno 2. Ivo"), "(self)", "(abstain)", deltas since the last
count ("(2, +1)", "▲1"), new votes starred, names linked to profiles, and a "Not voting"
line that names a player who is also a wagon."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import I
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.tenth.shapes import ms_profile
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.twelfth.shapes import d_profile, xf_profile
from tests.parser.hostcount.zoo import NL, ROSTER, check, post

HEAD = MSB.format("Vote Count 2.3")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
LARK = ("Lark (1): Ember",)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- the hammer inline ----------------------------------------------------------------------
    (
        "hammer-bold-before",
        post(HEAD, f"Bramble (3) - Juno, Ivo, {MSB.format('HAMMER')} Lark", "Ember (1) - Wren77"),
        BJIL,
    ),
    (
        "hammer-after",
        post(HEAD, "Bramble (3): Juno, Ivo, Lark (HAMMER)", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammer-dash-bold",
        post(HEAD, f"Bramble (3): Juno, Ivo, {MSB.format('Lark - HAMMER')}", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammer-arrow",
        post(HEAD, "Bramble (3): Juno, Ivo, Lark \u2190 hammer", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammered-by",
        post(HEAD, "Bramble (3): Juno, Ivo, hammered by Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammer-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines("Bramble (3) - Juno, Ivo, <strong>HAMMER</strong> Lark", "Ember (1) - Wren77"),
        ),
        BJIL,
    ),  # fmt: skip
    # --- late votes in italics ------------------------------------------------------------------
    (
        "italic-late-legend-below",
        post(
            HEAD,
            f"Bramble (2): Juno, Ivo, {I.format('Lark')}",
            "Lark (1): Ember",
            "",
            f"{I.format('Italics')}: vote placed after the deadline, not counted",
        ),
        BJI,
    ),  # fmt: skip
    (
        "italic-late-legend-above",
        post(
            HEAD,
            f"({I.format('italic')} = late vote, does not count)",
            f"Bramble (2): Juno, Ivo, {I.format('Lark')}",
            "Lark (1): Ember",
        ),
        BJI,
    ),  # fmt: skip
    (
        "italic-no-legend-kept",
        post(HEAD, f"Bramble (2): {I.format('Juno')}, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    # --- numbered votes -------------------------------------------------------------------------
    ("numbered-votes", post(HEAD, "Bramble (2): 1. Juno 2. Ivo", "Lark (1): 1. Ember"), BJI),
    ("numbered-parens", post(HEAD, "Bramble (2): 1) Juno, 2) Ivo", "Lark (1): 1) Ember"), BJI),
    (
        "numbered-below",
        post(HEAD, "Bramble (2)", "1. Juno", "2. Ivo", "Lark (1)", "1. Ember"),
        BJI,
    ),
    # --- self and abstain -----------------------------------------------------------------------
    (
        "self-vote",
        post(HEAD, "Bramble (2): Juno, Bramble (self)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Bramble"), "Lark": ("Ember",)},
    ),
    (
        "self-vote-word",
        post(HEAD, "Bramble (2): Juno, Bramble (self-vote)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Bramble"), "Lark": ("Ember",)},
    ),
    (
        "abstain-wagon",
        post(HEAD, "Bramble (2): Juno, Ivo", "Abstain (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (
        "abstain-note",
        post(HEAD, "Bramble (2): Juno, Ivo", "No Lynch (1): Lark (abstain)"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (  # "Abstaining:" lists the players not voting (as "Not voting:"), never a wagon
        "abstaining-not-voting",
        post(HEAD, "Bramble (2): Juno, Ivo", "Abstaining (1): Lark"),
        {"Bramble": ("Juno", "Ivo")},
    ),
    # --- deltas since the last count ------------------------------------------------------------
    ("delta-in-total", post(HEAD, "Bramble (2, +1): Juno, Ivo", "Lark (1, -1): Ember"), BJI),
    ("delta-after", post(HEAD, "Bramble 2 (+1) - Juno, Ivo", "Lark 1 (-1) - Ember"), BJI),
    (
        "delta-triangle",
        post(HEAD, "Bramble [2] \u25b21: Juno, Ivo", "Lark [1] \u25bc1: Ember"),
        BJI,
    ),
    (
        "delta-zero-wagon",
        post(
            HEAD, "Bramble (2, +1): Juno, Ivo", "Lark (1, \u00b10): Ember", "Kestrel Moon (0, -1)"
        ),
        BJI,
    ),  # fmt: skip
    (
        "new-starred",
        post(HEAD, "Bramble (2): Juno, Ivo*", "Lark (1): Ember", "* new since the last count"),
        BJI,
    ),
    ("new-mark", post(HEAD, "Bramble (2): Juno, Ivo (new)", "Lark (1): Ember"), BJI),
    # --- names linked to profiles ---------------------------------------------------------------
    (
        "profile-links-phpbb",
        post(
            HEAD,
            f"{ms_profile('Bramble', 11)} (2): {ms_profile('Juno', 12)}, {ms_profile('Ivo', 13)}",
            f"{ms_profile('Lark', 14)} (1): {ms_profile('Ember', 15)}",
        ),
        BJI,
    ),  # fmt: skip
    (
        "profile-links-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines(
                f"{d_profile('Bramble')} (2): {d_profile('Juno')}, {d_profile('Ivo')}",
                f"{d_profile('Lark')} (1): {d_profile('Ember')}",
            ),
        ),
        BJI,
    ),  # fmt: skip
    (
        "profile-links-xenforo",
        xf(
            "<b>Vote Count 2.3</b>",
            f"{xf_profile('Bramble', 1)} (2): {xf_profile('Juno', 2)}, {xf_profile('Ivo', 3)}",
            f"{xf_profile('Lark', 4)} (1): {xf_profile('Ember', 5)}",
        ),
        BJI,
    ),  # fmt: skip
    (
        "profile-links-spaced-name",
        post(
            HEAD,
            f"{ms_profile('Kestrel Moon', 11)} (2): {ms_profile('Juno', 12)}, "
            f"{ms_profile('Mr. Pebble', 13)}",
            *LARK,
        ),
        {"Kestrel Moon": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),  # fmt: skip
    # --- "Not voting" naming a wagon --------------------------------------------------------------
    (
        "not-voting-names-wagon",
        post(HEAD, "Bramble (2): Juno, Ivo", *LARK, "", "Not voting (3): Bramble, Lark, Wren77"),
        BJI,
    ),
    (
        "not-voting-names-wagon-first",
        post(HEAD, "Not voting: Bramble, Wren77", "Bramble (2): Juno, Ivo", *LARK),
        BJI,
    ),
    (
        "not-voting-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines("Bramble (2): Juno, Ivo", *LARK),
            lines("Not voting: Bramble, Lark, Wren77"),
        ),
        BJI,
    ),  # fmt: skip
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_marks(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)
