"""A second batch: BBCode and Markdown left unrendered, headings in other words ("Vote
Standings", "Votes so far", "Current Votes"), a heading with the day, the post, the living
and the majority in one bracket, marks after the last voter ("(hammer)", "[HAMMER]", a
footnote star), voters noted as replacements or V/LA, wagons joined on one line by a dash,
voters-first lines in words, empty wagons."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 2.2")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "raw-bbcode",
        post("[b]Vote Count 2.2[/b]", "[b]Bramble[/b] (2): Juno, Ivo", "[b]Lark[/b] (1): Ember"),
        BJI,
    ),
    (
        "raw-bbcode-colour",
        post(
            "[b]Vote Count 2.2[/b]", "[color=red]Bramble (2): Juno, Ivo[/color]", "Lark (1): Ember"
        ),
        BJI,
    ),
    (
        "raw-markdown",
        cooked(lines("**Vote Count 2.2**", "**Bramble** (2): Juno, Ivo", "**Lark** (1): Ember")),
        BJI,
    ),
    (
        "vote-standings",
        post(MSB.format("Vote Standings"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "votes-so-far",
        post(MSB.format("Votes so far:"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "current-votes",
        post(MSB.format("Current Votes"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "vote-tracker",
        post(MSB.format("Vote Tracker \u2014 Day 2"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "one-bracket-heading",
        post(
            MSB.format("Vote Count (Day 2, post 512, 9 alive, majority 5)"),
            MSB.format("Bramble"),
            "Juno",
            "Ivo",
            MSB.format("Lark"),
            "Ember",
        ),
        BJI,
    ),
    (
        "hammer-after-last",
        post(H, "Bramble (3): Juno, Ivo, Lark (hammer)", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammer-caps-after",
        post(H, "Bramble (3): Juno, Ivo, Lark [HAMMER]", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "footnote-star",
        post(H, "Bramble (3): Juno, Ivo, Lark*", "Ember (1): Wren77", "* hammered at 18:04"),
        BJIL,
    ),
    (
        "replacement-note",
        post(H, "Bramble (2): Juno (replacing Sable Fox), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "vla-note",
        post(H, "Bramble (2): Juno, Ivo (V/LA)", "Lark (1): Ember (V/LA until Monday)"),
        BJI,
    ),
    ("wagons-one-line-dash", post(H, "Bramble (2): Juno, Ivo \u2014 Lark (1): Ember"), BJI),
    ("wagons-one-line-slashes", post(H, "Bramble (2): Juno, Ivo // Lark (1): Ember"), BJI),
    (
        "has-voted-lines",
        post(H, "Juno has voted Bramble.", "Ivo has voted Bramble.", "Ember has voted Lark."),
        BJI,
    ),
    (
        "is-voting-lines",
        post(H, "Juno is voting Bramble", "Ivo is voting Bramble", "Ember is voting Lark"),
        BJI,
    ),
    (
        "empty-wagon-zero",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Wren77 (0): \u2014"),
        BJI,
    ),
    ("plus-joined", post(H, "Bramble: Juno + Ivo (2)", "Lark: Ember (1)"), BJI),
    ("tilde-separator", post(H, "Bramble [2] ~ Juno, Ivo", "Lark [1] ~ Ember"), BJI),
    (
        "nickname-brackets",
        post(H, "Kestrel Moon (Kes) [2]: Juno, Ivo", "Lark [1]: Ember"),
        {"Kestrel Moon": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "xf-mentions",
        xf(
            "<b>Vote Count 2.2</b>",
            f"Bramble (2): {mention('Juno')}, {mention('Ivo')}",
            f"Lark (1): {mention('Ember')}",
        ),
        BJI,
    ),
    (
        "unvoted-section",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            MSB.format("Unvoted:"),
            "Wren77 (from Bramble)",
        ),
        BJI,
    ),
    (
        "void-note",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Wren77's vote is void today (roleblocked).",
        ),
        BJI,
    ),
    ("prev-bracket", post(H, "Bramble (2): Juno, Ivo [prev: Lark]", "Lark (1): Ember"), BJI),
    (
        "deadline-countdown-top",
        post(
            H,
            "Deadline: 2026-03-04 18:00 UTC (countdown: 1d 4h)",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "heading-below-day-start",
        post(
            MSB.format("Day 2 begins!"),
            "The town wakes to find nobody dead.",
            "",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "colon-votes-heading",
        post(MSB.format("Votes:"), "Bramble \u2190 Juno, Ivo", "Lark \u2190 Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_second(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
