"""The fourth zoo's line shapes: counts as prose, tied marks and ranks, colour and
italics, vote weights, counts by slot, lynch thresholds in many forms, other dashes and
ellipses, voters as post links, voters tagged with their own moves."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourth.shapes import BJI, BJIL, GREEN, POSTLINK, PROFILE, SMILE, I
from tests.parser.hostcount.zoo import HEAD, NL, RED, B, check, post

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- counts as prose --------------------------------------------------------------------
    (
        "prose-leads-with",
        post(HEAD, "Bramble leads with two votes (Juno, Ivo).", "Lark has one (Ember)."),
        BJI,
    ),
    (
        "prose-votes-from",
        post(HEAD, "Bramble has 2 votes, from Juno and Ivo.", "Lark has 1 vote, from Ember."),
        BJI,
    ),
    (
        "prose-number-words",
        post(HEAD, "Bramble (two): Juno, Ivo", "Lark (one): Ember"),
        BJI,
    ),
    (
        "prose-on-wagon",
        post(HEAD, "On Bramble: Juno and Ivo", "On Lark: Ember"),
        BJI,
    ),
    (
        "prose-with-votes-from",
        post(HEAD, "Bramble, with votes from Juno and Ivo", "Lark, with a vote from Ember"),
        BJI,
    ),
    # --- tied marks and ranks -----------------------------------------------------------------
    (
        "tied-in-total",
        post(HEAD, "Bramble (2, tied): Juno, Ivo", "Lark (2, tied): Ember, Wren77"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")},
    ),
    (
        "tied-tag-before",
        post(HEAD, "[TIED] Bramble (2): Juno, Ivo", "[TIED] Lark (2): Ember, Wren77"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")},
    ),
    (
        "tied-word-after-total",
        post(HEAD, "Bramble (2) *tied* - Juno, Ivo", "Lark (2) *tied* - Ember, Wren77"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")},
    ),
    (
        "ordinal-ranks",
        post(HEAD, "1st: Bramble (2) - Juno, Ivo", "2nd: Lark (1) - Ember"),
        BJI,
    ),
    ("hash-ranks", post(HEAD, "#1 Bramble (2): Juno, Ivo", "#2 Lark (1): Ember"), BJI),
    (
        "leading-mark",
        post(HEAD, "Bramble (2): Juno, Ivo (leading)", "Lark (1): Ember"),
        BJI,
    ),
    # --- colour and italics -------------------------------------------------------------------
    (
        "colour-wagon-italic-voters",
        post(
            HEAD,
            RED.format("Bramble") + " (2): " + I.format("Juno, Ivo"),
            RED.format("Lark") + " (1): " + I.format("Ember"),
        ),
        BJI,
    ),
    (
        "italic-each-voter",
        post(
            HEAD,
            "Bramble (2): " + I.format("Juno") + ", " + I.format("Ivo"),
            "Lark (1): " + I.format("Ember"),
        ),
        BJI,
    ),
    (
        "colour-bold-wagon-no-separator",
        post(
            HEAD,
            B.format(GREEN.format("Bramble")) + " " + I.format("Juno, Ivo"),
            B.format(GREEN.format("Lark")) + " " + I.format("Ember"),
        ),
        BJI,
    ),
    (
        "smiley-after-voters",
        post(HEAD, "Bramble (2): Juno, Ivo " + SMILE, "Lark (1): Ember"),
        BJI,
    ),
    # --- vote weights ---------------------------------------------------------------------------
    ("weight-x-after", post(HEAD, "Bramble (3): Juno x2, Ivo", "Lark (1): Ember"), BJI),
    ("weight-x-in-brackets", post(HEAD, "Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"), BJI),
    (
        "weight-times-sign",
        post(HEAD, "Bramble - 3 votes (Juno \u00d72, Ivo)", "Lark - 1 vote (Ember)"),
        BJI,
    ),
    (
        "weight-double-vote-note",
        post(HEAD, "Bramble (3): Juno (double vote), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-halves",
        post(HEAD, "Bramble (1.5): Juno (0.5), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-each-voter",
        post(HEAD, "Bramble (3): Juno [2], Ivo [1]", "Lark (1): Ember [1]"),
        BJI,
    ),
    # --- counts by slot -----------------------------------------------------------------------
    ("slot-then-name", post(HEAD, "Slot 4 (Bramble): Juno, Ivo", "Slot 7 (Lark): Ember"), BJI),
    (
        "slot-dash-name-total",
        post(HEAD, "Slot 4 - Bramble (2): Juno, Ivo", "Slot 7 - Lark (1): Ember"),
        BJI,
    ),
    ("slot-number-brackets", post(HEAD, "[4] Bramble (2): Juno, Ivo", "[7] Lark (1): Ember"), BJI),
    (
        "voters-with-slots",
        post(HEAD, "Bramble (2): Juno (slot 2), Ivo (slot 3)", "Lark (1): Ember (slot 5)"),
        BJI,
    ),
    # --- lynch thresholds ------------------------------------------------------------------------
    ("of-threshold", post(HEAD, "Bramble 2 of 5: Juno, Ivo", "Lark 1 of 5: Ember"), BJI),
    ("pipe-in-brackets", post(HEAD, "Bramble [2|5]: Juno, Ivo", "Lark [1|5]: Ember"), BJI),
    (
        "more-to-lynch-in-total",
        post(HEAD, "Bramble (2, 3 more to lynch): Juno, Ivo", "Lark (1, 4 more to lynch): Ember"),
        BJI,
    ),
    (
        "needed-in-brackets",
        post(HEAD, "Bramble (2 of 5 needed): Juno, Ivo", "Lark (1 of 5 needed): Ember"),
        BJI,
    ),
    (
        "fraction-and-L-after",
        post(HEAD, "Bramble: Juno, Ivo (2/5 - L-3)", "Lark: Ember (1/5 - L-4)"),
        BJI,
    ),
    ("L-without-dash", post(HEAD, "Bramble (L3): Juno, Ivo", "Lark (L4): Ember"), BJI),
    (
        "hammer-at",
        post(HEAD, "Bramble (2) [hammer at 5]: Juno, Ivo", "Lark (1) [hammer at 5]: Ember"),
        BJI,
    ),
    (
        "thresholds-line-above",
        post(HEAD, "5 to lynch, 4 to No Lynch", "", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "away-from-lynch",
        post(HEAD, "Bramble (2) - 3 away from lynch: Juno, Ivo", "Lark (1) - 4 away: Ember"),
        BJI,
    ),
    # --- other dashes and ellipses -----------------------------------------------------------
    ("unicode-ellipsis", post(HEAD, "Bramble \u2026 Juno, Ivo", "Lark \u2026 Ember"), BJI),
    ("horizontal-bar", post(HEAD, "Bramble \u2015 Juno, Ivo", "Lark \u2015 Ember"), BJI),
    (
        "em-dash-total-between",
        post(HEAD, "Bramble \u2014 2 \u2014 Juno, Ivo", "Lark \u2014 1 \u2014 Ember"),
        BJI,
    ),
    ("double-colon", post(HEAD, "Bramble :: Juno, Ivo", "Lark :: Ember"), BJI),
    (
        "bullets-between-voters",
        post(HEAD, "Bramble (2): Juno \u2022 Ivo", "Lark (1): Ember"),
        BJI,
    ),
    ("long-left-arrow", post(HEAD, "Bramble (2) \u27f5 Juno, Ivo", "Lark (1) \u27f5 Ember"), BJI),
    (
        "fullwidth-marks",
        post(HEAD, "Bramble\uff082\uff09\uff1aJuno\u3001Ivo", "Lark\uff081\uff09\uff1aEmber"),
        BJI,
    ),
    ("space-before-colon", post(HEAD, "Bramble (2) : Juno, Ivo", "Lark (1) : Ember"), BJI),
    # --- voters as post links ------------------------------------------------------------------
    (
        "voter-names-linked",
        post(
            HEAD,
            "Bramble (2): " + POSTLINK.format(301, "Juno") + ", " + POSTLINK.format(322, "Ivo"),
            "Lark (1): " + POSTLINK.format(330, "Ember"),
        ),
        BJI,
    ),
    (
        "wagon-profile-link",
        post(
            HEAD,
            PROFILE.format(12, "Bramble") + " (2): Juno, Ivo",
            PROFILE.format(15, "Lark") + " (1): Ember",
        ),
        BJI,
    ),
    (
        "linked-total",
        post(
            HEAD,
            "Bramble (" + POSTLINK.format(322, "2") + "): Juno, Ivo",
            "Lark (" + POSTLINK.format(330, "1") + "): Ember",
        ),
        BJI,
    ),
    # --- voters tagged with their own moves ------------------------------------------------
    (
        "voter-moved-arrow",
        post(HEAD, "Bramble (2): Juno, Ivo (Lark \u2192 Bramble)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "voter-from-tag",
        post(HEAD, "Bramble (2): Juno (from Lark), Ivo (new)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "voter-switched-from",
        post(HEAD, "Bramble (2): Juno, Ivo (switched from Lark)", "Lark (1): Ember (was Ivo)"),
        BJI,
    ),
    (
        "voter-previously",
        post(HEAD, "Bramble (2): Juno, Ivo (previously on Lark)", "Lark (1): Ember"),
        BJI,
    ),
    # --- no-elimination wagons in new words ------------------------------------------------
    (
        "no-lynch-lower-dash",
        post(HEAD, "no-lynch (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-to-skip",
        post(HEAD, "Skip (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "big-total-first",
        post(HEAD, "3 \u2014 Bramble \u2014 Juno, Ivo, Lark", "1 \u2014 Ember \u2014 Wren77"),
        BJIL,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourth(html, wagons):
    check(html, wagons)
