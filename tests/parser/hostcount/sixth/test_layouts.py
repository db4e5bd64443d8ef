"""The sixth zoo's layouts: yesterday's final count above today's, tables with header
rows, a count split over two spoilers, wagons as profile links, Abstain / Sleep / No
Execution wagons, threshold footers and deadline countdowns, voters cut by " / ", "\u00b7",
"|" or line breaks, numbered lists, "Changes since last count" sections, Discourse's plain
blockquote and local dates, a co-host's count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines, md_table
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.sixth.shapes import profile
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import NL, B, check, ol, post, table, ul

H = MSB.format("Vote Count 2.5")
VC = "<strong>Vote Count 2.5</strong>"
OLD = ("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")  # yesterday's
LOCAL = (
    '<span data-date="2024-05-12" data-time="18:00:00" class="discourse-local-date" '
    'data-timezone="UTC" data-format="LLL">2024-05-12T18:00:00Z</span>'
)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- yesterday's final count above today's -----------------------------------------------
    (
        "recap-day-final-label",
        post(
            "Day 1 final count:",
            *OLD,
            "Bramble was lynched.",
            "",
            MSB.format("Day 2 Vote Count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "recap-yesterday-label",
        post(
            "Yesterday's final votes:",
            *OLD,
            "",
            "Today:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "recap-recap-word",
        post(
            B.format("Recap of Day 1"),
            *OLD,
            "",
            B.format("Current count (Day 2)"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "recap-in-spoiler-above",
        spoiler("Day 1 final", post(*OLD)) + post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "recap-how-day-ended",
        post(
            "How Day 1 ended:",
            *OLD,
            "",
            "Day 2 votes so far:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- tables with header rows ------------------------------------------------------------
    (
        "table-name-count-voters",
        H
        + table(
            ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"), head=("Name", "Count", "Voters")
        ),
        BJI,
    ),
    (
        "table-lynch-target-votes-from",
        H
        + table(
            ("Bramble", "2", "Juno, Ivo"),
            ("Lark", "1", "Ember"),
            head=("Lynch target", "#", "Votes from"),
        ),
        BJI,
    ),
    (
        "table-title-row-then-header",
        table(
            ("Bramble", "Juno, Ivo", "2"), ("Lark", "Ember", "1"), head=("Vote Count 2.5", "", "")
        ).replace("<table>", "<table><tr><th>Wagon</th><th>Voters</th><th>Total</th></tr>", 1),
        BJI,
    ),
    (
        "table-voters-line-breaks",
        H + table(("Bramble", "Juno<br>Ivo"), ("Lark", "Ember"), head=("Wagon", "Voters")),
        BJI,
    ),
    (
        "discourse-table-voted-by-mentions",
        cooked(VC)
        + md_table(
            ("Player", "Voted by", "Total"), ("Bramble", "Juno, Ivo", "2"), ("Lark", "Ember", "1")
        ),
        BJI,
    ),
    # --- a count over two spoilers ------------------------------------------------------------
    (
        "two-spoilers-wagons-and-not-voting",
        post("Count below.")
        + spoiler("Wagons", post("Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + spoiler("Not voting", post("Kestrel Moon, Wren77")),
        BJI,
    ),
    (
        "two-spoilers-half-each",
        post(H)
        + spoiler("Part 1", post("Bramble (2): Juno, Ivo"))
        + spoiler("Part 2", post("Lark (1): Ember")),
        BJI,
    ),
    (
        "two-details-half-each",
        cooked(VC)
        + details("Top wagons", cooked("Bramble (2): Juno, Ivo"))
        + details("Others", cooked("Lark (1): Ember")),
        BJI,
    ),
    # --- wagons as profile links ---------------------------------------------------------------
    (
        "profile-link-wagons-and-voters",
        post(
            H,
            f"{profile('Bramble', 51)} (2): {profile('Juno', 52)}, {profile('Ivo', 53)}",
            f"{profile('Lark', 54)} (1): {profile('Ember', 55)}",
        ),
        BJI,
    ),
    (
        "discourse-user-card-links",
        cooked(
            VC,
            lines(
                '<a href="/u/bramble" data-user-card="bramble">Bramble</a> (2): Juno, Ivo',
                '<a href="/u/lark" data-user-card="lark">Lark</a> (1): Ember',
            ),
        ),
        BJI,
    ),
    # --- Abstain / Sleep / No Execution ------------------------------------------------------
    (
        "abstain-wagon",
        post(H, "Bramble (2): Juno, Ivo", "Abstain (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (
        "sleep-wagon-bold",
        post(H, "Bramble (2): Juno, Ivo", f"{B.format('Sleep')} (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (
        "no-execution-wagon",
        post(H, "Bramble (2): Juno, Ivo", "No Execution (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (
        "skip-wagon",
        post(H, "Bramble (2): Juno, Ivo", "Skip (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (
        "no-lynch-bracketed",
        post(H, "Bramble (2): Juno, Ivo", "[No Lynch] (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    (
        "no-elim-abbrev",
        post(H, "Bramble (2): Juno, Ivo", "No Elim (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
    ),
    # --- footers and countdowns ----------------------------------------------------------------
    (
        "footer-pipes",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Alive: 9 | Majority: 5 | Hammer: 5"),
        BJI,
    ),
    (
        "countdown-inside",
        post(
            H,
            "Deadline in 1 day, 4 hours, 12 minutes",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Time left: 1d 4h 12m",
        ),
        BJI,
    ),
    (
        "discourse-local-date-deadline",
        cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"), f"Day ends {LOCAL}"),
        BJI,
    ),
    (
        "footer-votes-to-lynch-slash",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Votes to lynch: 5 / Votes to hammer Bramble: 3",
        ),
        BJI,
    ),
    (
        "footer-majority-sentence-then-note",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Majority is 5.",
            "Ivo, please vote with bold tags.",
        ),
        BJI,
    ),
    # --- separators ------------------------------------------------------------------------------
    ("slash-voters", post(H, "Bramble (2): Juno / Ivo", "Lark (1): Ember"), BJI),
    ("middle-dot-voters", post(H, "Bramble (2): Juno \u00b7 Ivo", "Lark (1): Ember"), BJI),
    ("pipe-voters", post(H, "Bramble (2): Juno | Ivo", "Lark (1): Ember"), BJI),
    ("pipe-wagon-and-voters", post(H, "Bramble (2) | Juno | Ivo", "Lark (1) | Ember"), BJI),
    ("bullet-voters", post(H, "Bramble (2): Juno \u2022 Ivo", "Lark (1): Ember"), BJI),
    (
        "newline-voters-after-first",
        post(H, "Bramble (2): Juno", "Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "newline-voters-blank-between",
        post(H, "Bramble (2)", "Juno", "Ivo", "", "Lark (1)", "Ember"),
        BJI,
    ),
    ("middle-dot-wagons-one-line", post(H, "Bramble (2): Juno, Ivo \u00b7 Lark (1): Ember"), BJI),
    # --- numbered lists ----------------------------------------------------------------------------
    ("ol-wagons", H + ol("Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    ("numbered-voters-inline", post(H, "Bramble (2): 1. Juno 2. Ivo", "Lark (1): 1. Ember"), BJI),
    (
        "ol-voters-under-wagon",
        post(H, "Bramble (2)") + ol("Juno", "Ivo") + post("Lark (1)") + ol("Ember"),
        BJI,
    ),
    # --- changes since last count ------------------------------------------------------------
    (
        "changes-what-changed",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "What changed:",
            "Ivo: Lark \u2192 Bramble",
            "Ember: new vote on Lark",
        ),
        BJI,
    ),
    (
        "changes-updates-above",
        post(
            H,
            "Updates since VC 2.4:",
            "Ivo unvoted Lark",
            "Ivo voted Bramble",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "changes-movement-list",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Movement:")
        + ul("Ivo (Lark -> Bramble)", "Ember (-> Lark)"),
        BJI,
    ),
    (
        "changes-new-this-count",
        post(
            H,
            "New this count: Ivo -> Bramble, Ember -> Lark",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- Discourse quotes and dates; a co-host's count ------------------------------------------
    (
        "discourse-plain-blockquote",
        cooked("Here's the count:")
        + "<blockquote>"
        + cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + "</blockquote>",
        BJI,
    ),
    (
        "co-host-player-note",
        post(
            "(Co-host count: I'm playing too, so check my own vote.)",
            H,
            "Bramble (3): Juno, Ivo, Lark",
            "Ember (1): Wren77",
        ),
        BJIL,
    ),
    (
        "co-host-signature-below",
        post(
            H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "\u2014 Lark (co-host), for Warden"
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_layout(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
