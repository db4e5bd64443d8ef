"""A third batch: Discourse lists of mentions with post numbers, a linked wagon, a table
with an "L-" column, a bold total first, aligned columns in a code box, "= 3" at a line's
end, per-wagon lines of what is needed, a hammer note on the wagon; and host posts that
are no count (a replacement beside a word about votes, an activity tracker, a modkill
taking a vote away, a vote quoted for a ruling, a game's history)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table, mention
from tests.parser.hostcount.fourth.shapes import code
from tests.parser.hostcount.sixth.shapes import profile
from tests.parser.hostcount.third.shapes import BJI, quoted
from tests.parser.hostcount.zoo import ROSTER, check, post, table, ul
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 3.3")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "discourse-mentions-posts",
        cooked("<strong>Vote Count 3.3</strong>")
        + ul(
            f"Bramble (2): {mention('Juno')} (#41), {mention('Ivo')} (#44)",
            f"Lark (1): {mention('Ember')} (#50)",
        ),
        BJI,
    ),
    (
        "linked-wagon",
        post(H, f"{profile('Bramble', 7)} (2): Juno, Ivo", f"{profile('Lark', 9)} (1): Ember"),
        BJI,
    ),
    (
        "table-l-column",
        H
        + table(
            ("Bramble", "3", "L-2", "Juno, Ivo, Lark"),
            ("Ember", "1", "L-4", "Wren77"),
            head=("Wagon", "Votes", "L-", "Voters"),
        ),
        BJIL,
    ),
    (
        "md-table-l-column",
        cooked("Vote Count 3.3")
        + md_table(
            ("Player", "#", "To lynch", "Voted by"),
            ("Bramble", "3", "2", "Juno, Ivo, Lark"),
            ("Ember", "1", "4", "Wren77"),
        ),
        BJIL,
    ),
    (
        "bold-total-first",
        post(
            H,
            f"{MSB.format('3')} Bramble \u2014 Juno, Ivo, Lark",
            f"{MSB.format('1')} Ember \u2014 Wren77",
        ),
        BJIL,
    ),
    ("code-columns", H + code("Bramble    3   Juno, Ivo, Lark", "Ember      1   Wren77"), BJIL),
    ("equals-total", post(H, "Bramble: Juno, Ivo, Lark = 3", "Ember: Wren77 = 1"), BJIL),
    (
        "trailing-and-period",
        post(H, "Bramble (3): Juno, Ivo, and Lark.", "Ember (1): Wren77."),
        BJIL,
    ),
    (
        "needed-lines",
        post(
            H,
            "Bramble (3): Juno, Ivo, Lark",
            "Needed to lynch: 2 more",
            "Ember (1): Wren77",
            "Needed to lynch: 4 more",
        ),
        BJIL,
    ),
    (
        "hammered-by",
        post(
            H,
            "Bramble (4): Juno, Ivo, Lark, Ember \u2014 HAMMERED by Ember",
            "Wren77 (1): Mr. Pebble",
        ),
        {"Bramble": ("Juno", "Ivo", "Lark", "Ember"), "Wren77": ("Mr. Pebble",)},
    ),
    ("at-sign-voters", post(H, "Bramble (2): @Juno, @Ivo", "Lark (1): @Ember"), BJI),
    (
        "voters-first-total",
        post(H, "Juno, Ivo, Lark \u27f6 Bramble (3)", "Wren77 \u27f6 Ember (1)"),
        BJIL,
    ),
    (
        "prodded-not-voting",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Not voting (2): Wren77 (prodded), Quill-Tide",
        ),
        BJI,
    ),
    (
        "hr-sections",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + "<hr>"
        + post("Reminder: the deadline is Friday.", "Please vote."),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "replacement-votes-move",
        post("Ivo \u2192 Quill-Tide (replacement).", "Votes on Ivo now count on Quill-Tide."),
    ),
    ("replaced-prose", post("Juno has replaced out; Lark is in. Votes stand as they were.")),
    (
        "activity-tracker",
        post(
            MSB.format("Activity"),
            "Juno: 12 posts, 3 votes",
            "Ivo: 8 posts, 1 vote",
            "Lark: 2 posts, 0 votes",
        ),
    ),
    (
        "modkill-vote-removed",
        post("Lark has been modkilled for inactivity. Their vote on Bramble is removed."),
    ),
    (
        "ruling-quoted-vote",
        quoted("Juno", post("VOTE: Ivo")) + post("This vote counts; the bold tag was closed."),
    ),
    (
        "history-days",
        post(
            MSB.format("Game history"),
            "Day 1: Ivo lynched 7-3",
            "Day 2: No lynch",
            "Day 3: Juno lynched 5-2",
        ),
    ),
    (
        "rules-majority",
        post("Votes to lynch: majority (7 of 12).", "Wagons at L-1 will be marked red."),
    ),
    (
        "host-night-post",
        post(MSB.format("Night 2 has begun."), "Send your actions by PM. Votes are closed."),
    ),
    (
        "discourse-signup-votes",
        cooked("Sign-ups", lines("1. Juno", "2. Ivo", "3. Lark"), "Voting starts Day 1."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_third(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eleventh_third_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
