"""The eighth zoo's guards: posts near the edges of its rules that must read as before.
A lone guillemet between two names (a replacement), a time on a line of its own, a
Discourse heading or nested list of players that is no wagon, a player's "Vote Count
(unofficial)", a headed count of no votes with a plea to vote, "Player:" and "Voting:"
lines (one voter's vote), a name above a total its voters do not make up, a night's
actions mentioned after the count, an unrendered Markdown table."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import heading, nested
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 2.2")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "lone-guillemet-replacement-below",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "Wren77 \u00bb Sable Fox"),
        BJI,
    ),
    ("time-line-between", post(H, "Bramble (2): Juno, Ivo", "18:00 UTC", "Lark (1): Ember"), BJI),
    (
        "deadline-time-line-first",
        post(H, "Deadline: 18:00 UTC", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "night-actions-due-after",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Night actions are due by 18:00.",
            "Not voting: Lark, Wren77",
        ),
        BJI,
    ),
    (
        "name-total-not-made-up",
        post(H, "Bramble (2): Juno, Ivo", "Lark", "(3) Ember", "Lark (1): Ember"),
        BJI,
    ),
    (
        "markdown-table-unrendered",
        post(H, "| Wagon | Voters |", "|---|---|", "| Bramble | Juno, Ivo |", "| Lark | Ember |"),
        BJI,
    ),
    (
        "heading-day-title-above",
        heading(1, "Day 2")
        + heading(2, "Vote Count 2.2")
        + cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "final-heading-earlier-day-below",
        post(
            MSB.format("Vote Count Day 2"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            MSB.format("Vote Count Day 1 (final)"),
            "Wren77 (3): Lark, Ember, Juno",
        ),
        BJI,
    ),
    (  # review19b: "Night actions:" opening a sentence is no label of a tally
        "night-actions-sentence-above-count",
        post("Night actions: send them by PM.", "", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (  # review19b: an unnumbered count above a final one that numbers an earlier day
        "unnumbered-heading-above-final-of-earlier-day",
        post(
            MSB.format("Vote Count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            MSB.format("Final Vote Count Day 1"),
            "Wren77 (3): Lark, Ember, Juno",
        ),
        BJI,
    ),
    (  # review19b: an edit's number is not the count's ("EDIT 2:" read as 2.2.4)
        "edit-number-below-older-count",
        post(
            MSB.format("Vote Count 2.3"),
            "Wren77 (3): Lark, Ember, Juno",
            "",
            MSB.format("EDIT 2: Vote Count 2.4"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "unofficial-count-bracket",
        post(MSB.format("Vote Count (unofficial)"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
    ),
    (
        "discourse-player-headings-roles",
        heading(3, "Juno")
        + cooked("Role: Cop. Alignment: Town.")
        + heading(3, "Ivo")
        + cooked("Role: Doctor."),
    ),
    ("nested-list-roles", post("Setup:") + nested(("Town", ("Juno", "Ivo")), ("Mafia", ("Lark",)))),
    ("nested-list-player-roles", post("Roles:") + nested(("Juno", ("Cop",)), ("Ivo", ("Doctor",)))),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_guards(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eighth_guards_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None


def test_headed_empty_count_with_plea_is_a_count() -> None:
    hc = read_host_count(post(H, "Not voting: Juno, Ivo, Lark, Ember", "Please vote!"), ROSTER)
    assert hc is not None and not hc.wagons and hc.not_voting == ("Juno", "Ivo", "Lark", "Ember")


def test_night_actions_sentence_keeps_not_voting_below() -> None:
    """review19b: "Night actions: due by 18:00" under the count ends no section."""
    html = post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Night actions: due by 18:00.",
                "Not voting: Wren77")  # fmt: skip
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.not_voting == ("Wren77",)
