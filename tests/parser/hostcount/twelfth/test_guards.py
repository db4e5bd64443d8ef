"""Guards at the edges of the twelfth round's rules: italic names with a legend about
something else are voters; a hammer noted in the wagon's head is no voter of its own; a
host's "By my count:" above the wagons is a count; a trailing note of the majority after
one wagon leaves the wagon; "Votes:" under a wagon heading lists its voters; "on" after a
wagon's name is no voter."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import I
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post

HEAD = MSB.format("Vote Count 2.3")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "italic-legend-other",
        post(
            HEAD,
            f"Bramble (3): Juno, Ivo, {I.format('Lark')}",
            "Ember (1): Wren77",
            f"({I.format('italics')} = replacement players)",
        ),
        BJIL,
    ),  # fmt: skip
    (
        "italic-late-replacements",
        post(
            HEAD,
            f"Bramble (3): Juno, Ivo, {I.format('Lark')}",
            "Ember (1): Wren77",
            f"(names in {I.format('italics')} are late replacements)",
        ),
        BJIL,
    ),  # fmt: skip
    (
        "italic-late-word-no-legend",
        post(
            HEAD,
            f"Bramble (3): Juno, Ivo, {I.format('Lark')}",
            "Ember (1): Wren77",
            "Late votes will not count tomorrow.",
        ),
        BJIL,
    ),  # fmt: skip
    (
        "hammer-in-head",
        post(HEAD, "Bramble (3) HAMMER Lark: Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    ("host-rough-count", post("Rough count:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    ("host-by-my-count", post("By my count:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "one-wagon-majority-tail",
        post(HEAD, "Bramble (2): Juno, Ivo, with 5 to lynch", "Lark (1): Ember"),
        BJI,
    ),
    (
        "votes-label-below-heading",
        post(HEAD, "Bramble (2)", "Votes: Juno, Ivo", "Lark (1)", "Votes: Ember"),
        BJI,
    ),
    ("on-tail-line", post(HEAD, "Bramble on 2: Juno, Ivo", "Lark on 1: Ember"), BJI),
    (
        "hammer-word-alone",
        post(HEAD, "Bramble (3): Juno, Ivo, Lark, HAMMER", "Ember (1): Wren77"),
        BJIL,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_guards(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)
