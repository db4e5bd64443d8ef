"""The ninth zoo's second batch: banners and headings in words, totals and voters joined
by signs ("Juno + Ivo = 2"), voters first in sentences, "Not voting" in more words, a
voter's table with the vote's history, and more near misses."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table
from tests.parser.hostcount.seventh.shapes import xf, xf_link, xf_table
from tests.parser.hostcount.third.shapes import BJI, quoted
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 3.2")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- headings ---------------------------------------------------------------------------------
    ("banner-equals", post("=== VOTE COUNT ===", *W), BJI),
    ("banner-stars", post("~*~ Vote Count ~*~", *W), BJI),
    ("vc-colon-alone", post("VC:", *W), BJI),
    ("votecount-hash", post(MSB.format("Votecount #7"), *W), BJI),
    ("day-in-words", post(MSB.format("Day Three Vote Count"), *W), BJI),
    ("count-as-of-post", post(MSB.format("Vote Count as of post 412"), *W), BJI),
    ("count-with-time", post(MSB.format("Vote Count (18:00 GMT)"), *W), BJI),
    # --- headings that never say "vote" ---------------------------------------------------------------
    ("wagons-heading", post(MSB.format("Wagons:"), "Bramble: Juno, Ivo", "Lark: Ember"), BJI),
    (
        "current-wagons-one",
        post(MSB.format("Current wagons"), "Bramble: Juno, Ivo"),
        {"Bramble": ("Juno", "Ivo")},
    ),
    ("tally-numbered", post(MSB.format("Tally 3.2"), "Bramble: Juno, Ivo", "Lark: Ember"), BJI),
    (
        "lynch-count-heading",
        post(MSB.format("Lynch Count 3.2"), "Bramble: Juno, Ivo", "Lark: Ember"),
        BJI,
    ),
    (
        "elimination-tally-one",
        post(MSB.format("Elimination Tally"), "Bramble: Juno, Ivo"),
        {"Bramble": ("Juno", "Ivo")},
    ),
    (
        "voters-key-under-heading",
        post(H, "Bramble (2)", "Voters: Juno, Ivo", "Lark (1)", "Voters: Ember"),
        BJI,
    ),
    # --- a wagon head in words, or none ---------------------------------------------------------------
    ("wagon-of-words", post(H, "Wagon of Bramble (2): Juno, Ivo", "Wagon of Lark (1): Ember"), BJI),
    ("against-words", post(H, "Against Bramble (2): Juno, Ivo", "Against Lark (1): Ember"), BJI),
    (
        "emoji-head-no-wagon",
        post(H, "\U0001f634 (2): Juno, Ivo", "Lark (1): Ember"),
        {"Lark": ("Ember",)},
    ),
    ("block-bare-total", post(H, "Bramble", "2", "Juno, Ivo", "Lark", "1", "Ember"), BJI),
    # --- totals and voters joined by signs ----------------------------------------------------------
    ("plus-equals-total", post(H, "Bramble: Juno + Ivo = 2", "Lark: Ember = 1"), BJI),
    ("equals-first", post(H, "Bramble = Juno + Ivo (2)", "Lark = Ember (1)"), BJI),
    ("brackets-then-total", post(H, "Bramble [Juno, Ivo] 2", "Lark [Ember] 1"), BJI),
    ("total-x-first", post(H, "Bramble x2 (Juno, Ivo)", "Lark x1 (Ember)"), BJI),
    (
        "total-dashes-first",
        post(H, "2 \u2014 Bramble \u2014 Juno, Ivo", "1 \u2014 Lark \u2014 Ember"),
        BJI,
    ),
    ("total-in-words", post(H, "Bramble, two votes: Juno, Ivo", "Lark, one vote: Ember"), BJI),
    (
        "voters-in-quotes-marks",
        post(H, "Bramble (2): \u201cJuno\u201d, \u201cIvo\u201d", "Lark (1): \u201cEmber\u201d"),
        BJI,
    ),
    # --- voters first in sentences -------------------------------------------------------------------
    ("are-voting-and", post(H, "Juno and Ivo are voting Bramble.", "Ember is voting Lark."), BJI),
    (
        "being-voted-by-and",
        post(H, "Bramble is being voted by Juno and Ivo.", "Lark is being voted by Ember."),
        BJI,
    ),
    ("voters-arrow-list", post(H, "Juno, Ivo \u2192 Bramble", "Ember \u2192 Lark"), BJI),
    (
        "emoji-ballot-voter-arrow",
        post(
            H,
            "\U0001f5f3\ufe0f Juno \u2192 Bramble",
            "\U0001f5f3\ufe0f Ivo \u2192 Bramble",
            "\U0001f5f3\ufe0f Ember \u2192 Lark",
        ),
        BJI,
    ),
    # --- "Not voting" in more words ------------------------------------------------------------------
    ("idle-label", post(H, *W, "Idle: Wren77, Sable Fox"), BJI),
    ("no-vote-yet-label", post(H, *W, "No vote yet (2): Wren77, Sable Fox"), BJI),
    ("abstained-label", post(H, *W, "Abstaining: Wren77"), BJI),
    # --- tables with a history column ---------------------------------------------------------------
    (
        "voter-table-history-column",
        H
        + table(
            ("Juno", "Bramble", "Lark \u2192 Bramble"),
            ("Ivo", "Bramble", "\u2014"),
            ("Ember", "Lark", "\u2014"),
            head=("Player", "Vote", "History"),
        ),
        BJI,
    ),
    (
        "md-wagon-table-links",
        cooked("<strong>Vote Count 3.2</strong>")
        + md_table(
            ("Wagon", "Votes", "Voted by"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "xf-voter-table-links",
        xf("<b>Vote Count 3.2</b>")
        + xf_table(
            (xf_link("Juno", 812), "Bramble"),
            (xf_link("Ivo", 815), "Bramble"),
            (xf_link("Ember", 820), "Lark"),
            head=("Voter", "Voting"),
        ),
        BJI,
    ),
    (
        "table-wagon-voters-one-a-line",
        H
        + table(
            ("Bramble", "Juno<br>Ivo", "2"),
            ("Lark", "Ember", "1"),
            head=("Player", "Voters", "Total"),
        ),
        BJI,
    ),
    # --- Discourse lines ----------------------------------------------------------------------------
    (
        "discourse-bold-wagons-colon",
        cooked(
            "<strong>Vote Count 3.2</strong>",
            lines("<strong>Bramble</strong> (2): Juno, Ivo", "<strong>Lark</strong> (1): Ember"),
        ),
        BJI,
    ),
    # --- more lines --------------------------------------------------------------------------------
    ("voters-after-by-line", post(H, "Bramble (2)", "by Juno, Ivo", "Lark (1)", "by Ember"), BJI),
    ("wagon-in-brackets", post(H, "[Bramble]: Juno, Ivo", "[Lark]: Ember"), BJI),
    (
        "arrow-total-bracket-voters",
        post(H, "Bramble \u2192 2 (Juno, Ivo)", "Lark \u2192 1 (Ember)"),
        BJI,
    ),
    (
        "total-note-at-end",
        post(H, "Bramble: Juno, Ivo (2 votes, L-2)", "Lark: Ember (1 vote, L-3)"),
        BJI,
    ),
    ("voters-dash-separated", post(H, "Bramble (2) - Juno - Ivo", "Lark (1) - Ember"), BJI),
    ("left-long-arrow", post(H, "Bramble (2) &lt;-- Juno, Ivo", "Lark (1) &lt;-- Ember"), BJI),
    (
        "hr-between-wagons",
        post(H, "Bramble (2): Juno, Ivo") + "<hr>" + post("Lark (1): Ember"),
        BJI,
    ),
    ("ordinal-day-heading", post(MSB.format("2nd Day Vote Count"), *W), BJI),
    ("heading-day-post-dash", post(MSB.format("Vote Count \u2014 Day 3, Post 412"), *W), BJI),
    ("weights-after-voters", post(H, "Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"), BJI),
    ("names-mis-cased", post(H, "BRAMBLE (2): juno, IVO", "lark (1): EMBER"), BJI),
    (
        "no-space-post-numbers",
        post(H, "Bramble (2): Juno[12], Ivo[19]", "Lark (1): Ember[33]"),
        BJI,
    ),
    ("none-not-voting", post(H, *W, "Not voting: None"), BJI),
    (
        "discourse-em-voters",
        cooked(
            "<strong>Vote Count 3.2</strong>",
            lines("Bramble (2): <em>Juno, Ivo</em>", "Lark (1): <em>Ember</em>"),
        ),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    ("signups-list", post(MSB.format("Signups"), "Juno, Ivo, Lark (3/9)", "Bramble, Ember (5/9)")),
    ("prod-list-days", post(MSB.format("Prod list"), "Juno (2 days), Ivo (1 day)")),
    (
        "lynch-announced-voters",
        post("Bramble was lynched by Juno, Ivo and Lark.", "Bramble was a Vanilla Townie."),
    ),
    (
        "votes-open-roles",
        post("Day 1 begins. Votes are open.", "Living players: Bramble, Juno, Ivo, Lark, Ember"),
    ),
    (
        "vote-reasons-list",
        post(
            MSB.format("Vote: Bramble"),
            "Reasons:",
            "1. Juno defended Ivo",
            "2. Lark followed Ember",
        ),
    ),
    (
        "theme-poll-tally",
        post(
            MSB.format("Theme vote for next game"),
            "Pirates (3): Juno, Ivo, Lark",
            "Ninjas (1): Ember",
        ),
    ),
    (
        "warnings-tracker",
        post(MSB.format("Modkill warnings"), "Juno (1): missed deadline", "Ivo (2): inactivity"),
    ),
    ("replacement-note", post("Replacement: Wren77 replaces Sable Fox.", "Please welcome Wren77!")),
    ("votes-needed-only", post("With 7 alive, 4 votes are needed to lynch.")),
    ("hydra-heads", post(MSB.format("Hydra"), "Juno + Ivo (Bramble)")),
    (
        "player-vote-quoting-count",
        quoted("Warden", post(H, *W)) + post(MSB.format("Vote: Bramble"), "Adding to the wagon."),
    ),
    (
        "lynch-order-recap",
        post(
            MSB.format("Lynch order"), "Day 1: Bramble (Juno, Ivo)", "Day 2: Lark (Ember, Wren77)"
        ),
    ),
    (
        "end-roles-table",
        table(
            ("Juno", "Town Cop", "Alive"),
            ("Ivo", "Mafia Goon", "Lynched D2"),
            head=("Player", "Role", "Fate"),
        ),
    ),
    (
        "substitution-list",
        post(
            MSB.format("Substitutions"),
            "Wren77 (replacing Sable Fox)",
            "Juno (replacing Mr. Pebble)",
        ),
    ),
    (
        "setup-poll-tally",
        post("Setup poll results:", "Mountainous (3): Juno, Ivo, Lark", "Closed (1): Ember"),
    ),
    ("total-colon-no-wagon", post(H, "(2): Juno, Ivo")),
    ("if-hammer-plan", post("If Lark votes Bramble, that's hammer. Please wait for Juno and Ivo.")),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_ninth_more_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
