"""The seventh zoo, second batch: vBulletin and XenForo in more shapes (a quote with no
name boxing the host's own count, member mentions, colours per voter, indents), totals as
fractions beside an equals sign or between dashes, voters cut by no-break or zero-width
spaces, a table of one voter a cell with the total last."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.seventh.shapes import VB_RED, vb, vb_quote, xf, xf_quote
from tests.parser.hostcount.zoo import check, post, table


def xf_member(name: str, uid: int) -> str:
    return (
        f'<a href="/members/{name.lower()}.{uid}/" class="username" data-xf-init="member-tooltip"'
        f' data-user-id="{uid}" data-username="@{name}">@{name}</a>'
    )


XF_BOX = (
    '<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch">'
    '<div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent ">'
    "{}</div></div></blockquote>"
)  # XenForo's [quote] with no name
VB_BOX = (
    '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
    '<div class="bbcode_quote_container"></div>{}</div></div></div>'
)  # vBulletin's [quote] with no name
H = MSB.format("Vote Count 2.2")
COUNT = "Bramble (2): Juno, Ivo<br />Lark (1): Ember"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("xf-nameless-quote-box", xf("<b>Vote Count 2.2</b>") + XF_BOX.format(COUNT), BJI),
    ("vb-nameless-quote-box", vb("<b>Vote Count 2.2</b>") + VB_BOX.format(COUNT), BJI),
    (
        "xf-named-quote-of-player-then-own",
        xf_quote("Juno", "<b>Vote Count</b><br />Wren77 (2): Juno, Ivo")
        + xf("<b>Vote Count 2.2</b>", COUNT),
        BJI,
    ),
    (
        "vb-quote-of-own-old-count-above",
        vb_quote("Warden", "<b>Vote Count 2.1</b><br />Wren77 (1): Juno")
        + vb("<b>Vote Count 2.2</b>", COUNT),
        BJI,
    ),
    (
        "xf-member-mentions-voters",
        xf(
            "<b>Vote Count 2.2</b>",
            f"Bramble (2): {xf_member('Juno', 12)}, {xf_member('Ivo', 13)}",
            f"Lark (1): {xf_member('Ember', 14)}",
        ),
        BJI,
    ),
    (
        "vb-red-voters-each",
        vb(
            "<b>Vote Count 2.2</b>",
            f"Bramble (2): {VB_RED.format('Juno')}, {VB_RED.format('Ivo')}",
            f"Lark (1): {VB_RED.format('Ember')}",
        ),
        BJI,
    ),
    (
        "vb-indent-block",
        vb("<b>Vote Count 2.2</b>") + f'<div style="margin-left:40px">{COUNT}</div>',
        BJI,
    ),
    (
        "xf-inline-spoiler-voters",
        xf(
            "<b>Vote Count 2.2</b>",
            'Bramble (2): <span class="bbCodeInlineSpoiler" data-xf-click="toggle-class">Juno, Ivo</span>',
            'Lark (1): <span class="bbCodeInlineSpoiler" data-xf-click="toggle-class">Ember</span>',
        ),
        BJI,
    ),
    ("fraction-equals-at-end", post(H, "Bramble: Juno, Ivo = 2/5", "Lark: Ember = 1/5"), BJI),
    (
        "fraction-between-dashes",
        post(H, "Bramble \u2014 2/5 \u2014 Juno, Ivo", "Lark \u2014 1/5 \u2014 Ember"),
        BJI,
    ),
    (
        "fraction-of-majority-words",
        post(H, "Bramble (2 of 3 to lynch): Juno, Ivo", "Lark (1 of 3 to lynch): Ember"),
        BJI,
    ),
    ("nbsp-between-voters", post(H, "Bramble (2): Juno,\u00a0Ivo", "Lark (1):\u00a0Ember"), BJI),
    (
        "zero-width-space-names",
        post(H, "Bramble (2): Ju\u200bno, Ivo", "Lark (1): Em\u200bber"),
        BJI,
    ),
    (
        "table-voter-cells-total-last",
        post(H, table(("Bramble", "Juno", "Ivo", "2"), ("Lark", "Ember", "", "1"))),
        BJI,
    ),
    (
        "voter-first-label-arrow",
        post(
            H,
            "Voter \u2192 Target",
            "Juno \u2192 Bramble",
            "Ivo \u2192 Lark",
            "Ember \u2192 Wren77",
        ),
        {"Bramble": ("Juno",), "Lark": ("Ivo",), "Wren77": ("Ember",)},
    ),
    (
        "each-players-vote-label",
        post(H, "Each player's vote:", "Juno - Bramble", "Ivo - Lark", "Ember - Wren77"),
        {"Bramble": ("Juno",), "Lark": ("Ivo",), "Wren77": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_engines(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
