"""A second batch: post numbers in superscript after voters ("Juno<sup>123</sup>"),
"Voted for Bramble: Juno, Ivo", "Bramble has 2 votes from Juno and Ivo.", totals after "=" or before the wagon, voters joined by a
slash, an L-mark after each voter, a count set small, an image as the count's heading, the
order of votes shown by arrows, a count after the host's apology; near misses (a Discourse
poll, a count promised, the living numbered, prods, a rule with an example in prose, votes
told in one sentence, a recap, a lynch announced)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import heading
from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines
from tests.parser.hostcount.fourth.shapes import SMALL
from tests.parser.hostcount.seventh.shapes import vb, xf, xf_table
from tests.parser.hostcount.tenth.shapes import NB, red
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.twelfth.shapes import MS_IMG
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

HEAD = MSB.format("Vote Count 2.3")
COURIER = '<font face="Courier New">{}</font>'  # vBulletin's [font=Courier New]
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
    (
        "has-votes-from-no-comma",
        post(HEAD, "Bramble has 2 votes from Juno and Ivo.", "Lark has 1 vote from Ember."),
        BJI,
    ),
    # --- read already -------------------------------------------------------------------------
    (
        "vb-courier-columns",
        vb(
            "<b>Vote Count 2.3</b>",
            COURIER.format(f"Bramble{NB * 3}2{NB * 3}Juno, Ivo"),
            COURIER.format(f"Lark{NB * 6}1{NB * 3}Ember"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "xf-table-broken-voters",
        xf("<b>Vote Count 2.3</b>")
        + xf_table(
            ("Bramble", "2", "Juno<br />Ivo"),
            ("Lark", "1", "Ember"),
            head=("Wagon", "Votes", "Voters"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "details-a-wagon",
        cooked("<strong>Vote Count 2.3</strong>")
        + details("Bramble (2)", "<p>Juno, Ivo</p>")
        + details("Lark (1)", "<p>Ember</p>"),
        BJI,
    ),  # fmt: skip
    (
        "votes-on-dashes",
        post(
            HEAD,
            "Votes on Bramble \u2014 2 \u2014 Juno, Ivo",
            "Votes on Lark \u2014 1 \u2014 Ember",
        ),
        BJI,
    ),  # fmt: skip
    (
        "checkmarks",
        post(HEAD, "Bramble (2) \u2014 Juno \u2713, Ivo \u2713", "Lark (1) \u2014 Ember \u2713"),
        BJI,
    ),
    (
        "voted-at-times",
        post(
            HEAD,
            "Bramble (2): Juno (voted 12:03), Ivo (voted 14:55)",
            "Lark (1): Ember (voted 09:10)",
        ),
        BJI,
    ),
    ("unvoted-note", post(HEAD, "Bramble (2): Juno [unvoted Lark], Ivo", "Lark (1): Ember"), BJI),
    (
        "living-table-then-wagons",
        post(HEAD)
        + table(("Living: 9", "Majority: 5"))
        + post("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "discourse-h4-wagons",
        cooked("<strong>Vote Count 2.3</strong>")
        + heading(4, "Bramble (2)")
        + "<p>Juno, Ivo</p>"
        + heading(4, "Lark (1)")
        + "<p>Ember</p>",
        BJI,
    ),  # fmt: skip
    (
        "l1-warning-below",
        post(
            HEAD,
            "Bramble (3): Juno, Ivo, Lark \u2014 L-1!",
            "Ember (1): Wren77",
            "",
            "Bramble is at L-1, be careful.",
        ),
        BJIL,
    ),  # fmt: skip
    (
        "xf-voter-target-table",
        xf("<b>Vote Count 2.3</b>")
        + xf_table(
            ("Juno", "Bramble"), ("Ivo", "Bramble"), ("Ember", "Lark"), head=("Voter", "Target")
        ),
        BJI,
    ),
    (
        "wagons-as-columns",
        post(HEAD) + table(("Juno", "Ember"), ("Ivo", ""), head=("Bramble (2)", "Lark (1)")),
        BJI,
    ),
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
    (  # votes told in one sentence: no list of those not voting, no empty count
        "prose-one-line",
        post(
            "Vote count: Juno and Ivo are voting Bramble, Ember is voting Lark. Everyone else "
            "has not voted."
        ),
    ),  # fmt: skip
    (
        "recap-prose",
        post(
            MSB.format("Day 2 recap"),
            "Ivo was lynched with votes from Juno, Lark and Ember. He was a Townie.",
        ),
    ),  # fmt: skip
    (
        "lynch-result",
        post("Bramble has been lynched! (Juno, Ivo, Lark, Wren77)", "Bramble was the Mafia Goon."),
    ),  # fmt: skip
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
