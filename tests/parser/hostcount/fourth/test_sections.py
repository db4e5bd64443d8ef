"""The fourth zoo's sections and layouts around the wagons: invalid or late votes set
apart, wagon headings in colour alone, zero lines among the wagons, a transposed table
(one column a wagon), voters as mentions, and a count with both "Not voting" and
"Abstaining" lines."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourth.shapes import BJI, GREEN
from tests.parser.hostcount.zoo import HEAD, NL, RED, ROSTER, B, check, ol, post, table, ul
from votecount.parser.hostcount import read_host_count

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "invalid-votes-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Invalid votes:"),
            "Wren77 -> Sable Fox (not bolded)",
        ),
        BJI,
    ),
    (
        "late-votes-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Votes after the deadline (not counted):",
            "Sable Fox: Wren77",
        ),
        BJI,
    ),
    (
        "colour-heading-voters-below",
        post(HEAD, RED.format("Bramble (2)"), "Juno", "Ivo", GREEN.format("Lark (1)"), "Ember"),
        BJI,
    ),
    (
        "zero-lines-among-wagons",
        post(HEAD, "Bramble (2): Juno, Ivo", "Juno (0)", "Lark (1): Ember", "Ivo (0)"),
        BJI,
    ),
    (
        "mentions-as-voters",
        post(HEAD, "Bramble (2): @Juno, @Ivo", "Lark (1): @Ember"),
        BJI,
    ),
    (
        "nested-numbered-voters",
        post(HEAD) + ul("Bramble (2)" + ol("Juno", "Ivo"), "Lark (1)" + ol("Ember")),
        BJI,
    ),
    (
        "not-voting-and-abstaining",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "No Lynch (1): Ember",
            "Abstaining: Lark",
            "Not voting: Wren77",
        ),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "exclamation-mark-near-hammer",
        post(HEAD, "Bramble (4) (!): Juno, Ivo, Lark, Ember", "Wren77 (1): Sable Fox"),
        {"Bramble": ("Juno", "Ivo", "Lark", "Ember"), "Wren77": ("Sable Fox",)},
    ),
    (
        "hammer-line-after",
        post(
            HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "Hammer: Ivo on Bramble (#210)"
        ),
        BJI,
    ),
    ("glyph-bullets", post(HEAD, "\u27a4 Bramble (2): Juno, Ivo", "\u27a4 Lark (1): Ember"), BJI),
    (
        "emoji-bullets",
        post(HEAD, "\U0001f539 Bramble (2): Juno, Ivo", "\U0001f539 Lark (1): Ember"),
        BJI,
    ),
    ("check-mark-after", post(HEAD, "Bramble (2): Juno, Ivo \u2714", "Lark (1): Ember"), BJI),
    ("total-in-words", post(HEAD, "Bramble (two votes): Juno, Ivo", "Lark (one vote): Ember"), BJI),
    (
        "votes-cast-stat-after",
        post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Votes cast today: 14"),
        BJI,
    ),
    (
        "voter-first-wagon-total-words",
        post(HEAD, "Juno and Ivo (2 votes) -> Bramble", "Ember (1 vote) -> Lark"),
        BJI,
    ),
    (
        "voter-time-with-day",
        post(HEAD, "Bramble (2): Juno (D2, 14:05), Ivo (D2, 16:40)", "Lark (1): Ember (D2, 09:12)"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourth_sections(html, wagons):
    check(html, wagons)


# a table whose columns are the wagons, each row one voter of each: its header row holds
# a wagon heading in every cell ("Bramble (2) | Lark (1)"), and each column's voters must
# make up its total
TRANSPOSED = post(HEAD, table(("Juno", "Ember"), ("Ivo", ""), head=("Bramble (2)", "Lark (1)")))


def test_zoo_fourth_table_of_one_wagon_a_column():
    check(TRANSPOSED, BJI)


def test_zoo_fourth_table_of_one_wagon_a_column_short_of_its_total_reads_no_voter():
    html = post(HEAD, table(("Juno", "Ember"), head=("Bramble (2)", "Lark (1)")))
    hc = read_host_count(html, ROSTER)
    assert hc is None or {w.target: w.voters for w in hc.wagons} == {"Lark": ("Ember",)}
