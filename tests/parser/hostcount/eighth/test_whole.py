"""The eighth zoo, a fourth batch: whole posts as hosts write them, each combining the
round's shapes with the usual sections (notes, majority, deadline, "Not voting"):
MafiaScum's phpBB, Discourse with its local dates and mentions, XenForo's headings."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import d_post, heading, nested, xf_mention
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table, mention
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.sixth.shapes import MSS, plink
from tests.parser.hostcount.zoo import NL, check, post, ul

m = mention
LOCAL = '<span class="discourse-local-date" data-date="2026-05-12" data-time="18:00:00" data-timezone="UTC">2026-05-12T18:00:00Z</span>'

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "ms-full-post-links-notes",
        post(
            "Day 2 continues.",
            "",
            MSB.format("Vote Count 2.5"),
            f"Bramble (2): Juno {plink(312)}, Ivo {plink(318)}",
            f"Lark (1): Ember {plink(301)}",
            "",
            "Not Voting (2): Lark, Wren77",
            "",
            "With 9 alive, it takes 5 to lynch.",
            "Mod notes: Juno is V/LA until Friday.",
        ),
        BJI,
    ),
    (
        "discourse-full-heading-table-local-date",
        heading(2, "Vote Count 2.5")
        + md_table(
            ("Wagon", "Voters"), (m("Bramble"), f"{m('Juno')}, {m('Ivo')}"), (m("Lark"), m("Ember"))
        )
        + cooked(f"Not voting: {m('Lark')}, {m('Wren77')}", f"Deadline: {LOCAL}"),
        BJI,
    ),
    (
        "discourse-full-post-and-time",
        cooked(
            "<strong>Vote Count 2.5</strong>",
            lines(
                f"Bramble (2): Juno ({d_post(312)} @ 12:04), Ivo ({d_post(318)} @ 13:10)",
                f"Lark (1): Ember ({d_post(301)} @ 09:55)",
            ),
            f"Day ends {LOCAL}",
        ),
        BJI,
    ),
    (
        "discourse-heading-with-local-date",
        heading(2, f"Vote Count as of {LOCAL}")
        + cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "xf-heading-nested-mentions",
        xf('<h3 class="bbHeading">Vote Count 2.5</h3>')
        + nested(
            ("Bramble (2)", (xf_mention("Juno"), xf_mention("Ivo", 42))),
            ("Lark (1)", (xf_mention("Ember", 43),)),
        ),
        BJI,
    ),
    (
        "current-votes-mentions-voter-first",
        cooked(
            "<strong>Current votes:</strong>",
            lines(
                f"{m('Juno')} \u2192 {m('Bramble')}",
                f"{m('Ivo')} \u2192 {m('Bramble')}",
                f"{m('Ember')} \u2192 {m('Lark')}",
            ),
        ),
        BJI,
    ),
    (
        "wagons-and-other-votes-sections",
        post(
            MSB.format("Vote Count 2.5"),
            MSB.format("Wagons"),
            "Bramble (3): Juno, Ivo, Lark",
            "",
            MSB.format("Other votes"),
            "Ember (1): Wren77",
            "No Lynch (1): Kestrel Moon",
        ),
        {**BJIL, NL: ("Kestrel Moon",)},
    ),
    (
        "l-minus-one-fraction",
        post(
            MSB.format("Vote Count 2.5"),
            "Bramble (4/5, L-1): Juno, Ivo, Lark, Kestrel Moon",
            "Ember (1/5): Wren77",
        ),
        {"Bramble": ("Juno", "Ivo", "Lark", "Kestrel Moon"), "Ember": ("Wren77",)},
    ),
    (
        "ms-struck-ghost-and-new",
        post(
            MSB.format("Vote Count 2.5"),
            f"Bramble (2): Juno, {MSS.format('Wren77')}, Ivo *new*",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "ms-bullets-middle-dots-not-voting",
        post(MSB.format("Vote Count 2.5"))
        + ul("Bramble [2] \u00b7 Juno \u00b7 Ivo", "Lark [1] \u00b7 Ember")
        + post("Not voting \u00b7 Lark \u00b7 Wren77"),
        BJI,
    ),
    (
        "story-long-then-discourse-h3",
        cooked("The night was cold. " * 12, "Juno found a letter addressed to Bramble. " * 3)
        + heading(3, "Vote Count 2.5")
        + cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_whole(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
