"""The sixth zoo, more edges: voters first with post links, a struck wagon then its zero
line, tables with the total first and a "Not voting" row, separator rules between
wagons, self-votes, a last voter after "and" with a post link; and near misses: a count
heading with no change below it, a host quoting a player's vote, a voting record, a
hydra's notes in a spoiler, a player's wagon table."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.sixth.shapes import MSS, plink
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, B, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.5")
P = plink

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "and-last-voter-links",
        post(
            H,
            f"Bramble (3): Juno {P(12)}, Ivo {P(19)}, and Lark {P(40)}",
            f"Ember (1): Wren77 {P(41)}",
        ),
        BJIL,
    ),
    (
        "voters-first-links",
        post(
            H,
            f"Juno {P(12)} \u2192 Bramble",
            f"Ivo {P(19)} \u2192 Bramble",
            f"Ember {P(33)} \u2192 Lark",
        ),
        BJI,
    ),
    (
        "struck-wagon-then-zero",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            MSS.format("Wren77 (1): Lark"),
            "Wren77 (0)",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "table-total-first",
        H
        + table(
            ("2", "Bramble", "Juno, Ivo"),
            ("1", "Lark", "Ember"),
            head=("Votes", "Player", "Voters"),
        ),
        BJI,
    ),
    (
        "table-not-voting-row",
        H
        + table(
            ("Bramble", "Juno, Ivo"),
            ("Lark", "Ember"),
            ("Not voting", "Wren77, Kestrel Moon"),
            head=("Wagon", "Voters"),
        ),
        BJI,
    ),
    (
        "dash-rule-between",
        post(H, "Bramble (2): Juno, Ivo", "----------", "Lark (1): Ember", "----------"),
        BJI,
    ),
    (
        "self-vote",
        post(H, "Bramble (2): Juno, Bramble", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Bramble"), "Lark": ("Ember",)},
    ),
    ("arrow-l-mark-after", post(H, "Bramble (2): Juno, Ivo <-- L-1", "Lark (1): Ember"), BJI),
    (
        "votes-total-first-dashes",
        post(H, "Votes: 2 \u2014 Bramble \u2014 Juno, Ivo", "Votes: 1 \u2014 Lark \u2014 Ember"),
        BJI,
    ),
    (
        "not-voting-middle",
        post(
            H, "Bramble (2): Juno, Ivo", "Not voting (2): Wren77, Kestrel Moon", "Lark (1): Ember"
        ),
        BJI,
    ),
    (
        "l-mark-hammer-note",
        post(H, "Bramble (2, L-1, hammer next): Juno, Ivo", "Lark (1, L-2): Ember"),
        BJI,
    ),
    (
        "discourse-strong-head-lines-below",
        cooked(
            "<strong>Vote Count 2.5</strong>",
            lines("<strong>Bramble</strong> (2)", "Juno", "Ivo"),
            lines("<strong>Lark</strong> (1)", "Ember"),
        ),
        BJI,
    ),
    (
        "wagon-bold-voters-italic-links",
        post(
            H,
            f"<b>Bramble</b> (2): <i>Juno</i> {P(12)}, <i>Ivo</i> {P(19)}",
            f"<b>Lark</b> (1): <i>Ember</i> {P(33)}",
        ),
        BJI,
    ),
    (
        "voters-in-brackets-after-dash-total",
        post(H, "Bramble - 2 - (Juno, Ivo)", "Lark - 1 - (Ember)"),
        BJI,
    ),
    (
        "wrapped-line-with-links",
        post(H, f"Bramble (3): Juno {P(12)}, Ivo {P(19)},", f"Lark {P(40)}", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "previous-count-below-numbered",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Vote Count 2.4"),
            "Bramble (1): Juno",
            "Lark (2): Ember, Ivo",
        ),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    ("heading-no-change", post(H, "No change since the last count.")),
    ("host-quotes-player-vote", quoted("Juno", "<b>VOTE: Bramble</b>") + post("Counted, thanks.")),
    (
        "voting-record-of-one",
        post(B.format("Juno's votes today"), "Bramble (#12)", "Lark (#40)", "Bramble (#55)"),
    ),
    (
        "hydra-notes-spoiler",
        post("Hydra swap done.")
        + spoiler("Hydra notes", post("Juno: Bramble, Lark", "Ivo: Ember")),
    ),
    (
        "player-wagon-table",
        post("Where the wagons stand for me:")
        + table(
            ("Bramble", "Juno, Ivo", "scummy"),
            ("Lark", "Ember", "town"),
            head=("Wagon", "Voters", "My read"),
        ),
    ),
    (
        "mod-announce-count-soon",
        post("Vote count coming in an hour.", "Bramble, Juno, Ivo: please post."),
    ),
    (
        "who-voted-whom-question",
        post("Who voted Bramble yesterday? Juno, Ivo?", "Lark voted Ember I think."),
    ),
    (
        "signup-list",
        post(B.format("Sign-ups"), "1. Bramble", "2. Juno", "3. Ivo", "4. Lark", "5. Ember"),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_extra(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_sixth_extra_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
