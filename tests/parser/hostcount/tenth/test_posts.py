"""The tenth zoo's whole posts: a count that quotes the last one and appends the changes
(read the full count or nothing), a host's correction (a full count corrected is read, a
note on one wagon is no count), an end-of-game recap of several days' final counts (the
last day's read), vBulletin's and XenForo's posts of the same shapes."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.seventh.shapes import vb_quote, xf, xf_quote
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

OLD = post(MSB.format("Vote Count 2.4"), "Bramble (2): Juno, Ivo", "Lark (1): Ember")
NEW = {"Bramble": ("Ivo",), "Lark": ("Ember", "Juno")}
NEW_LINES = ("Bramble (1): Ivo", "Lark (2): Ember, Juno")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- the last count quoted, the changes appended, the full count below ---------------------
    (
        "quote-changes-full",
        quoted("Warden", OLD)
        + post(
            "Changes: Juno unvoted Bramble, Juno voted Lark",
            "",
            MSB.format("Vote Count 2.5"),
            *NEW_LINES,
        ),
        NEW,
    ),
    (
        "heading-changes-full",
        post(
            MSB.format("Vote Count 2.5"),
            "Changes since 2.4: Juno unvoted Bramble, Juno voted Lark",
            "",
            *NEW_LINES,
        ),
        NEW,
    ),
    (
        "changes-lines-full",
        post(
            MSB.format("Vote Count 2.5"),
            *NEW_LINES,
            "",
            "Changes:",
            "Juno unvoted Bramble",
            "Juno voted Lark",
        ),
        NEW,
    ),
    (
        "aside-old-changes-full",
        aside(
            "Warden", cooked(lines("Vote Count 2.4", "Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        )
        + cooked(lines("Vote Count 2.5", *NEW_LINES), "Changes: Juno moved from Bramble to Lark"),
        NEW,
    ),
    (
        "xf-quote-old-full",
        xf_quote("Warden", xf("Vote Count 2.4", "Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + xf("Updated:", "Vote Count 2.5", *NEW_LINES),
        NEW,
    ),
    # --- corrections --------------------------------------------------------------------------------
    (
        "correction-full-below",
        post("Correction to the last count:", MSB.format("Vote Count 2.5 (corrected)"), *NEW_LINES),
        NEW,
    ),
    (
        "correction-heading-word",
        post(MSB.format("Corrected Vote Count 2.5"), *NEW_LINES),
        NEW,
    ),
    (
        "correction-oops",
        post("Oops, I missed Juno's switch. Fixed count:", "", *NEW_LINES),
        NEW,
    ),
    (
        "correction-vb-quote-old",
        vb_quote("Warden", "Vote Count 2.4<br />Bramble (2): Juno, Ivo<br />Lark (1): Ember")
        + xf("That was wrong, here is the right one:", "Vote Count 2.5", *NEW_LINES),
        NEW,
    ),
    # --- an end-of-game recap of several days ------------------------------------------------------
    (
        "recap-days-bold",
        post(
            MSB.format("Final counts"),
            MSB.format("Day 1"),
            "Bramble (3): Juno, Ivo, Lark",
            "Ember (1): Wren77",
            MSB.format("Day 2"),
            "Lark (1): Ivo",
            "Ember (2): Ember, Juno",
        ),
        {"Lark": ("Ivo",), "Ember": ("Ember", "Juno")},
    ),
    (
        "recap-days-colon",
        post(
            "Final vote counts:",
            "Day 1:",
            "Bramble (3): Juno, Ivo, Lark",
            "Day 2:",
            "Lark (2): Ivo, Juno",
            "",
            "Thanks for playing!",
        ),
        {"Lark": ("Ivo", "Juno")},
    ),
    (
        "recap-days-spoilers",
        post("Final vote counts, for the record:")
        + spoiler("Day 1", post("Bramble (3): Juno, Ivo, Lark"))
        + spoiler("Day 2", post("Lark (2): Ivo, Juno")),
        {"Lark": ("Ivo", "Juno")},
    ),
    (
        "recap-final-vote-count-days",
        post(
            MSB.format("Final Vote Count Day 1"),
            "Bramble (3): Juno, Ivo, Lark",
            "",
            MSB.format("Final Vote Count Day 2"),
            "Lark (2): Ivo, Juno",
        ),
        {"Lark": ("Ivo", "Juno")},
    ),
]

NONE: list[tuple[str, str]] = [
    (
        "quote-changes-only",
        quoted("Warden", OLD) + post("Changes: Juno unvoted Bramble, Juno voted Lark"),
    ),
    (
        "quote-changes-lines-only",
        quoted("Warden", OLD) + post("Changes:", "Juno unvoted Bramble", "Juno voted Lark"),
    ),
    (
        "heading-changes-only",
        post(
            MSB.format("Vote Count 2.5"),
            "Changes: Juno unvoted Bramble, Juno voted Lark",
            "Everything else as before.",
        ),
    ),
    (
        "xf-quote-update-only",
        xf_quote("Warden", xf("Vote Count 2.4", "Bramble (2): Juno, Ivo"))
        + xf("Update: Juno now votes Lark."),
    ),
    ("correction-one-wagon", post("Correction: Bramble's wagon should read Juno, Lark")),
    ("correction-one-wagon-line", post("Small correction:", "Bramble (2): Juno, Lark")),
    ("correction-one-vote", post("EDIT: Ember is voting Lark, not Bramble. Sorry!")),
    (
        "correction-missed",
        post(MSB.format("Correction"), "I missed Ivo's vote on Lark. Lark (2): Ember, Ivo"),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_posts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_posts_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
