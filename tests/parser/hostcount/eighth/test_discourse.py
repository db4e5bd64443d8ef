"""The eighth zoo: Discourse mentions as voters and wagons, wagons as headings with
their voters in the paragraph or list below, nested lists (a wagon item, its voters as
sub-items), phpBB's ``[list]`` and XenForo's mentions."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import heading, nested, xf_mention
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.zoo import NL, check, post, ul

H = MSB.format("Vote Count 3.1")
VC = "<strong>Vote Count 3.1</strong>"
m = mention

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- mentions ----------------------------------------------------------------------------------
    (
        "mention-voters",
        cooked(VC, lines(f"Bramble (2): {m('Juno')}, {m('Ivo')}", f"Lark (1): {m('Ember')}")),
        BJI,
    ),
    (
        "mention-wagon-and-voters",
        cooked(
            VC,
            lines(f"{m('Bramble')} (2): {m('Juno')}, {m('Ivo')}", f"{m('Lark')} (1): {m('Ember')}"),
        ),
        BJI,
    ),
    (
        "mention-voters-spaces-only",
        cooked(VC, lines(f"Bramble (2) - {m('Juno')} {m('Ivo')}", f"Lark (1) - {m('Ember')}")),
        BJI,
    ),
    (
        "mention-underscored-username",
        cooked(
            VC, lines(f"Bramble (2): {m('Juno')}, {m('Kestrel_Moon')}", f"Lark (1): {m('Ember')}")
        ),
        {"Bramble": ("Juno", "Kestrel Moon"), "Lark": ("Ember",)},
    ),
    (
        "mention-voters-first-arrow",
        cooked(
            VC,
            lines(
                f"{m('Juno')} \u2192 {m('Bramble')}",
                f"{m('Ivo')} \u2192 {m('Bramble')}",
                f"{m('Ember')} \u2192 {m('Lark')}",
            ),
        ),
        BJI,
    ),
    (
        "mention-not-voting",
        cooked(
            VC,
            lines(f"Bramble (2): {m('Juno')}, {m('Ivo')}", f"Lark (1): {m('Ember')}"),
            f"Not voting: {m('Lark')}, {m('Wren77')}",
        ),
        BJI,
    ),
    (
        "mention-list-items",
        cooked(VC)
        + ul(
            f"{m('Bramble')} (2) \u2014 {m('Juno')}, {m('Ivo')}",
            f"{m('Lark')} (1) \u2014 {m('Ember')}",
        ),
        BJI,
    ),
    (
        "xf-mention-voters",
        xf(
            "<b>Vote Count 3.1</b>",
            f"Bramble (2): {xf_mention('Juno')}, {xf_mention('Ivo', 42)}",
            f"Lark (1): {xf_mention('Ember', 43)}",
        ),
        BJI,
    ),
    # --- headings ----------------------------------------------------------------------------------
    (
        "h2-wagon-paragraph-voters",
        heading(1, "Vote Count 3.1")
        + heading(2, "Bramble (2)")
        + cooked("Juno, Ivo")
        + heading(2, "Lark (1)")
        + cooked("Ember"),
        BJI,
    ),
    (
        "h3-wagon-list-voters",
        heading(2, "Vote Count 3.1")
        + heading(3, "Bramble (2)")
        + ul("Juno", "Ivo")
        + heading(3, "Lark (1)")
        + ul("Ember"),
        BJI,
    ),
    (
        "h3-name-only-list-voters",
        heading(2, "Vote Count 3.1")
        + heading(3, "Bramble")
        + ul("Juno", "Ivo")
        + heading(3, "Lark")
        + ul("Ember"),
        BJI,
    ),
    (
        "h3-name-only-paragraph-voters",
        cooked(VC)
        + heading(3, "Bramble")
        + cooked("Juno, Ivo")
        + heading(3, "Lark")
        + cooked("Ember"),
        BJI,
    ),
    (
        "h4-wagon-colon-paragraph",
        heading(2, "VC 3.1")
        + heading(4, "Bramble:")
        + cooked("Juno, Ivo, Lark")
        + heading(4, "Ember:")
        + cooked("Wren77"),
        BJIL,
    ),
    (
        "h3-wagon-mentions-below",
        heading(2, "Vote Count 3.1")
        + heading(3, "Bramble (2)")
        + cooked(f"{m('Juno')} {m('Ivo')}")
        + heading(3, "Lark (1)")
        + cooked(m("Ember")),
        BJI,
    ),
    (
        "h3-wagon-line-inline",
        heading(2, "Vote Count 3.1")
        + heading(3, "Bramble (2): Juno, Ivo")
        + heading(3, "Lark (1): Ember"),
        BJI,
    ),
    (
        "h2-heading-then-no-lynch-heading",
        heading(2, "Vote Count 3.1")
        + heading(3, "Bramble (2)")
        + ul("Juno", "Ivo")
        + heading(3, "No Lynch (1)")
        + ul("Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "h3-wagon-then-not-voting-heading",
        heading(2, "Vote Count 3.1")
        + heading(3, "Bramble (2)")
        + ul("Juno", "Ivo")
        + heading(3, "Lark (1)")
        + ul("Ember")
        + heading(3, "Not voting")
        + ul("Lark", "Wren77"),
        BJI,
    ),
    # --- nested lists ------------------------------------------------------------------------------
    (
        "nested-list-with-totals",
        post(H) + nested(("Bramble (2)", ("Juno", "Ivo")), ("Lark (1)", ("Ember",))),
        BJI,
    ),
    (
        "nested-list-names-only",
        post(H) + nested(("Bramble", ("Juno", "Ivo")), ("Lark", ("Ember",))),
        BJI,
    ),
    (
        "nested-list-bold-names",
        post(H)
        + nested((MSB.format("Bramble"), ("Juno", "Ivo")), (MSB.format("Lark"), ("Ember",))),
        BJI,
    ),
    (
        "nested-list-colon",
        cooked(VC) + nested(("Bramble:", ("Juno", "Ivo", "Lark")), ("Ember:", ("Wren77",))),
        BJIL,
    ),
    (
        "nested-list-votes-word",
        cooked(VC)
        + nested(("Bramble \u2014 2 votes", ("Juno", "Ivo")), ("Lark \u2014 1 vote", ("Ember",))),
        BJI,
    ),
    (
        "nested-list-mentions",
        cooked(VC) + nested(("Bramble (2)", (m("Juno"), m("Ivo"))), ("Lark (1)", (m("Ember"),))),
        BJI,
    ),
    (
        "nested-list-post-numbers",
        post(H)
        + nested(("Bramble (2)", ("Juno (#41)", "Ivo (#57)")), ("Lark (1)", ("Ember (#60)",))),
        BJI,
    ),
    (
        "nested-ordered-wagons",
        post(H)
        + '<ol style="list-style-type: decimal"><li>Bramble (2)<ul><li>Juno</li><li>Ivo</li></ul></li>'
        "<li>Lark (1)<ul><li>Ember</li></ul></li></ol>",
        BJI,
    ),
    # --- phpBB's [list] ----------------------------------------------------------------------------
    (
        "phpbb-list-wagons",
        post(H)
        + ul("Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + post("Not voting: Lark, Wren77"),
        BJI,
    ),
    (
        "phpbb-list-in-list-voters",
        post(H)
        + "<ul><li>Bramble (2)</li><ul><li>Juno</li><li>Ivo</li></ul><li>Lark (1)</li><ul><li>Ember</li></ul></ul>",
        BJI,
    ),
    (
        "phpbb-list-voters-first",
        post(H) + ul("Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_discourse(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
