"""The fourth zoo's other shapes: several wagons on one line, tables with a slot or a tie
column, voters first in a code box, wagons in spoilers, headings naming the threshold,
other totals and separators, replaced players shown with an arrow; and host posts that
name players in pairs but hold no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourth.shapes import BJI, REPLACED, code
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import HEAD, ROSTER, B, check, post, table
from votecount.parser.hostcount import read_host_count

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- several wagons on one line ----------------------------------------------------------
    ("one-line-semicolons", post(HEAD, "Bramble (2): Juno, Ivo; Lark (1): Ember"), BJI),
    ("one-line-pipes", post(HEAD, "Bramble (2): Juno, Ivo | Lark (1): Ember"), BJI),
    (
        "one-line-prose",
        post(HEAD, "Bramble has two votes (Juno, Ivo) and Lark has one (Ember)."),
        BJI,
    ),
    (
        "one-line-sentences",
        post(HEAD, "Votes on Bramble: Juno and Ivo. Votes on Lark: Ember."),
        BJI,
    ),
    # --- tables -------------------------------------------------------------------------------
    (
        "table-slot-column",
        post(
            HEAD,
            table(
                ("4", "Bramble", "2", "Juno, Ivo"),
                ("7", "Lark", "1", "Ember"),
                head=("Slot", "Player", "Votes", "Voted by"),
            ),
        ),
        BJI,
    ),
    (
        "table-tie-column",
        post(
            HEAD,
            table(
                ("Bramble", "2", "tied", "Juno, Ivo"),
                ("Lark", "2", "tied", "Ember, Wren77"),
                head=("Player", "Votes", "Status", "Voted by"),
            ),
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")},
    ),
    # --- code boxes, spoilers -------------------------------------------------------------------
    (
        "code-voters-first-aligned",
        post(HEAD) + code("Juno    -> Bramble", "Ivo     -> Bramble", "Ember   -> Lark"),
        BJI,
    ),
    (
        "spoiler-a-wagon",
        post(HEAD)
        + spoiler("Bramble (2)", post("Juno", "Ivo"))
        + spoiler("Lark (1)", post("Ember")),
        BJI,
    ),
    # --- headings and totals ------------------------------------------------------------------
    (
        "heading-with-threshold",
        post(B.format("Votes (8 alive, 5 to lynch):"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "voting-for-heading",
        post(HEAD, "Voting for Bramble (2):", "Juno", "Ivo", "Voting for Lark (1):", "Ember"),
        BJI,
    ),
    (
        "tied-at-heading",
        post(
            HEAD,
            "TIED AT 2:",
            "Bramble: Juno, Ivo",
            "Lark: Ember, Wren77",
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember", "Wren77")},
    ),
    ("equals-around-total", post(HEAD, "Bramble = 2 = Juno, Ivo", "Lark = 1 = Ember"), BJI),
    ("dots-around-total", post(HEAD, "Bramble ... 2 ... Juno, Ivo", "Lark ... 1 ... Ember"), BJI),
    (
        "votes-word-then-L",
        post(HEAD, "Bramble: 2 votes - Juno, Ivo (L-3)", "Lark: 1 vote - Ember (L-4)"),
        BJI,
    ),
    (
        "weight-in-votes-words",
        post(HEAD, "Bramble (3): Juno (2 votes), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "deceased-with-total-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Deceased (2): Wren77, Sable Fox",
        ),
        BJI,
    ),
]

REPLACED_CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "wagon-arrow-replacement",
        post(HEAD, "Sable Fox \u2192 Mr. Pebble (2): Juno, Ivo", "Lark (1): Ember"),
        {"Mr. Pebble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-old-name-in-brackets",
        post(HEAD, "Bramble (2): Juno, Mr. Pebble (Sable Fox)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
    (
        "voter-unknown-old-name",
        post(HEAD, "Bramble (2): Juno, Mr. Pebble (Old Nettle)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourth_more(html, wagons):
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in REPLACED_CASES], ids=[c[0] for c in REPLACED_CASES]
)
def test_zoo_fourth_more_replaced(html, wagons):
    check(html, wagons, REPLACED)


NO_COUNT = [
    (
        "host-answers",
        post(
            B.format("Questions"),
            "Juno: yes, you may vote for yourself.",
            "Ivo: no, a No Lynch vote is allowed.",
        ),
    ),
    (
        "signups",
        post(
            B.format("Signups (vote count rules in the OP)"),
            "In: Bramble, Juno, Ivo",
            "Reserves: Lark, Ember",
        ),
    ),
    (
        "deaths-and-lynch-recap",
        post(
            "Night kill: Wren77",
            "Lynched: Sable Fox (voted by Juno, Ivo, Lark)",
        ),
    ),
    (
        "day-start-no-count",
        post(B.format("Day 2 begins"), "With 8 alive it takes 5 votes to lynch."),
    ),
    (
        "mafia-roles-reveal",
        post(
            "Final votes below do not matter now. The mafia were:",
            "Bramble (Goon), Juno (Godfather)",
        ),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NO_COUNT], ids=[c[0] for c in NO_COUNT])
def test_zoo_fourth_more_near_misses_read_no_count(html):
    hc = read_host_count(html, ROSTER)
    assert hc is None, {w.target: w.voters for w in hc.wagons}
