"""A second batch: post numbers in superscript after voters ("Juno<sup>123</sup>"),
"Voted for Bramble: Juno, Ivo", totals after "=" or before the wagon, voters joined by a
slash, an L-mark after each voter, a count set small, an image as the count's heading, the
order of votes shown by arrows, a count after the host's apology; near misses (a Discourse
poll, a count promised, the living numbered, prods, a rule with an example in prose)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import SMALL
from tests.parser.hostcount.tenth.shapes import red
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.twelfth.shapes import MS_IMG
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

HEAD = MSB.format("Vote Count 2.3")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
POLL = (
    '<div class="poll" data-poll-name="poll" data-poll-status="open" data-poll-type="regular">'
    '<div><div class="poll-container"><ul><li data-poll-option-id="a1">Bramble</li>'
    '<li data-poll-option-id="a2">Lark</li><li data-poll-option-id="a3">No lynch</li></ul></div>'
    '<div class="poll-info"><p><span class="info-number">0</span>'
    '<span class="info-label">voters</span></p></div></div></div>'
)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "sup-posts",
        post(
            HEAD,
            "Bramble (2): Juno<sup>123</sup>, Ivo<sup>140</sup>",
            "Lark (1): Ember<sup>151</sup>",
        ),
        BJI,
    ),
    (
        "sup-posts-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines(
                "Bramble (2): Juno<sup>#123</sup>, Ivo<sup>#140</sup>",
                "Lark (1): Ember<sup>#151</sup>",
            ),
        ),
        BJI,
    ),  # fmt: skip
    ("voted-for", post(HEAD, "Voted for Bramble: Juno, Ivo", "Voted for Lark: Ember"), BJI),
    ("voted-on", post(HEAD, "Voted on Bramble (2): Juno, Ivo", "Voted on Lark (1): Ember"), BJI),
    # --- read already -------------------------------------------------------------------------
    ("equals-total", post(HEAD, "Bramble: Juno, Ivo = 2", "Lark: Ember = 1"), BJI),
    (
        "total-first-voters-bracketed",
        post(HEAD, "2 - Bramble (Juno, Ivo)", "1 - Lark (Ember)"),
        BJI,
    ),
    (
        "voters-bracketed-total-after",
        post(HEAD, "Bramble (Juno, Ivo) - 2", "Lark (Ember) - 1"),
        BJI,
    ),
    ("slash-voters", post(HEAD, "Bramble (2): Juno/Ivo", "Lark (1): Ember"), BJI),
    ("x-total-head", post(HEAD, "Bramble x2: Juno, Ivo", "Lark x1: Ember"), BJI),
    ("l-mark-each-voter", post(HEAD, "Bramble: Juno (L-3), Ivo (L-2)", "Lark: Ember (L-4)"), BJI),
    (
        "small-count",
        SMALL.format(post("Vote Count 2.3", "Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "image-heading-alt",
        post(
            MS_IMG.replace('alt="Image"', 'alt="Vote Count"'),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),  # fmt: skip
    (
        "votes-needed-first",
        post("Votes needed to lynch: 5", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "red-on-the-block",
        post(
            HEAD, red("Bramble (3) - L-1 ON THE BLOCK") + ": Juno, Ivo, Lark", "Ember (1): Wren77"
        ),
        BJIL,
    ),
    (
        "order-arrows",
        post(HEAD, "Bramble (3): Juno \u2192 Ivo \u2192 Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "count-after-apology",
        post(
            "Sorry for the delay, work was busy. Here you go:",
            "",
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Deadline in 48 hours.",
        ),
        BJI,
    ),  # fmt: skip
    (
        "bold-wagon-en-dash",
        post(
            HEAD,
            MSB.format("Bramble") + " \u2013 Juno, Ivo (2)",
            MSB.format("Lark") + " \u2013 Ember (1)",
        ),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    ("discourse-poll", cooked("Day 1 lynch poll (votes in the thread still count):") + POLL),
    ("count-promised", post("Vote count will be posted at page 10. Current leader is Ivo.")),
    (
        "living-numbered",
        post(
            MSB.format("Day 2 begins"),
            "Living players:",
            "1. Juno",
            "2. Ivo",
            "3. Lark",
            "4. Ember",
            "Votes needed: 3",
        ),
    ),  # fmt: skip
    ("prods-sent", post("Prods sent to Juno and Ivo. Vote count soon.")),
    (
        "rule-example-prose",
        post("A vote counts once bolded. Ivo (2): Juno, Lark would mean two votes on Ivo."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_extra(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_twelfth_extra_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
