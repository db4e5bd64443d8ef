"""The fifth zoo's whole posts: Discourse-cooked counts (``<strong>``, ``<details>``,
``<aside class="quote">``, mentions, tables, emoji images, ``<del>``), each living
player's line with their vote, counts in prose sentences, nicknames, a co-host's count, a
quoted earlier count below the current one, a count in a code block, a count of twenty
players."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import (
    DEL,
    EMOJI,
    MSB,
    TWENTY,
    aside,
    cooked,
    details,
    lines,
    md_table,
    mention,
)
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import HEAD, NL, B, S, check, post, table, ul

H = MSB.format("Vote Count 2.3")
VC = "<strong>Vote Count</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- Discourse ----------------------------------------------------------------------------
    (
        "discourse-strong-lines",
        cooked(
            VC, lines("<strong>Bramble</strong> (2): Juno, Ivo", "<strong>Lark</strong> (1): Ember")
        ),
        BJI,
    ),
    (
        "discourse-heading-tag-list",
        "<h3>Day 2 Vote Count</h3>\n<ul>\n<li><strong>Bramble</strong> (2): Juno, Ivo</li>\n"
        "<li><strong>Lark</strong> (1): Ember</li>\n</ul>",
        BJI,
    ),
    (
        "discourse-mention-wagons",
        cooked(
            VC,
            lines(
                f"<strong>{mention('Bramble')}</strong> (2): {mention('Juno')}, {mention('Ivo')}",
                f"<strong>{mention('Lark')}</strong> (1): {mention('Ember')}",
            ),
        ),
        BJI,
    ),
    (
        "discourse-del-voter",
        cooked(VC, lines("Bramble (2): Juno, Ivo, " + DEL.format("Lark"), "Lark (1): Ember")),
        BJI,
    ),
    (
        "discourse-s-voter-no-total",
        cooked(VC, lines("Bramble: Juno, <s>Lark</s>, Ivo", "Lark: Ember")),
        BJI,
    ),
    (
        "discourse-details-only",
        cooked("Count is in the box, day ends Friday.")
        + details("Vote Count 2.3", cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))),
        BJI,
    ),
    (
        "discourse-count-then-old-in-details",
        cooked(VC, lines("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"))
        + details("Previous count", cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))),
        BJIL,
    ),
    (
        "discourse-aside-old-then-new",
        aside("Warden", cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")))
        + cooked("Updated:", lines("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")),
        BJIL,
    ),
    (
        "discourse-new-then-aside-old",
        cooked(VC, lines("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"), "Last one was:")
        + aside("Warden", cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))),
        BJIL,
    ),
    (
        "discourse-table",
        cooked(VC)
        + md_table(
            ("Player", "Votes", "Voted by"), ("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember")
        ),
        BJI,
    ),
    (
        "discourse-voter-table",
        cooked(VC)
        + md_table(
            ("Voter", "Voting for"), ("Juno", "Bramble"), ("Ivo", "Bramble"), ("Ember", "Lark")
        ),
        BJI,
    ),
    (
        "discourse-emoji-bars",
        cooked(
            VC,
            lines(
                "Bramble " + EMOJI.format("red_square") * 2 + " Juno, Ivo",
                "Lark " + EMOJI.format("red_square") + " Ember",
            ),
        ),
        BJI,
    ),
    (
        "discourse-emoji-bullets",
        cooked(
            VC,
            lines(
                EMOJI.format("small_red_triangle") + " Bramble (2): Juno, Ivo",
                EMOJI.format("small_red_triangle") + " Lark (1): Ember",
            ),
        ),
        BJI,
    ),
    (
        "discourse-skull-after-dead-voter-list",
        cooked(
            VC,
            lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
            "Dead: Wren77 " + EMOJI.format("skull"),
        ),
        BJI,
    ),
    (
        "discourse-code-block",
        cooked(VC)
        + '<pre><code class="lang-plaintext">Bramble (2): Juno, Ivo\nLark (1): Ember\n</code></pre>',
        BJI,
    ),
    (
        "discourse-elimination-words",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines("Bramble - 2 - Juno, Ivo", "No Elimination - 1 - Ember"),
            "With 8 alive, 5 votes are needed to eliminate.",
        ),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "discourse-ordered-list-voters-first",
        cooked(VC)
        + "<ol>\n<li>Juno → Bramble</li>\n<li>Ivo → Bramble</li>\n<li>Ember → Lark</li>\n</ol>",
        BJI,
    ),
    # --- each living player's line with their vote --------------------------------------------
    (
        "alive-list-with-votes",
        post(
            H,
            "Bramble - no vote",
            "Juno - Bramble",
            "Ivo - Bramble",
            "Lark - no vote",
            "Ember - Lark",
            "Wren77 - no vote",
        ),
        BJI,
    ),
    (
        "alive-list-with-dashes",
        post(H, "Bramble: \u2014", "Juno: Bramble", "Ivo: Bramble", "Lark: \u2014", "Ember: Lark"),
        BJI,
    ),
    (
        "alive-list-voting-words",
        post(
            H,
            "Juno (voting Bramble)",
            "Ivo (voting Bramble)",
            "Lark (not voting)",
            "Ember (voting Lark)",
        ),
        BJI,
    ),
    (
        "alive-line-between-wagons",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Alive: Bramble, Juno, Ivo, Lark, Ember, Wren77",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- prose sentences -------------------------------------------------------------------------
    (
        "prose-are-voting",
        post(
            H,
            "Juno and Ivo are voting Bramble.",
            "Ember is voting Lark.",
            "Lark and Wren77 have not voted.",
        ),
        BJI,
    ),
    (
        "prose-votes-then-not-voting",
        post(
            H,
            "Votes:",
            "Bramble has two votes, from Juno and Ivo.",
            "Lark has one vote, from Ember.",
            "Not voting: Lark and Wren77.",
        ),
        BJI,
    ),
    (
        "prose-not-voting-are",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting are Lark and Wren77."),
        BJI,
    ),
    # --- nicknames, co-hosts, quotes -----------------------------------------------------------
    (
        "nicknames",
        post(H, "Pebble (2): Kestrel, Quill", "Sable (1): Wren"),
        {"Mr. Pebble": ("Kestrel Moon", "Quill-Tide"), "Sable Fox": ("Wren77",)},
    ),
    (
        "co-host-note",
        post(
            "Co-host here, Warden asked me to post the count.",
            "",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "current-then-quoted-earlier",
        post(H, "Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77", "", "For comparison:")
        + quoted("Warden", post("Vote Count 2.2", "Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJIL,
    ),
    (
        "count-in-spoiler-with-old-in-spoiler",
        spoiler("VC 2.3", post("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77"))
        + post("Prods are out.")
        + spoiler(
            "VC 2.2 (old)", post("Previous count", "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        ),
        BJIL,
    ),
    (
        "voters-listed-under-with-struck",
        post(
            H,
            B.format("Bramble (2)"),
            "Juno",
            S.format("Lark"),
            "Ivo",
            "",
            B.format("Lark (1)"),
            "Ember",
        ),
        BJI,
    ),
    (
        "bulleted-with-hammer-line",
        HEAD
        + ul("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")
        + post("Bramble has been HAMMERED by Lark!"),
        BJIL,
    ),
    (
        "table-seat-column",
        HEAD
        + table(
            ("3", "Bramble", "2", "Juno, Ivo"),
            ("5", "Lark", "1", "Ember"),
            head=("#", "Player", "Votes", "Voted by"),
        ),
        BJI,
    ),
]

TWENTY_WAGONS = {
    "Alder": ("Basil", "Cedar", "Dune", "Elm", "Fennel", "Gorse"),
    "Heath": ("Iris", "Juniper", "Kelp", "Lichen", "Moss"),
    "Nettle": ("Oak", "Pine", "Quince"),
    "Reed": ("Sorrel", "Thyme"),
    NL: ("Alder", "Heath"),
}


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fifth_post(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    "html",
    [
        post(
            "Vote Count 3.7",
            *(f"{t} ({len(v)}): {', '.join(v)}" for t, v in TWENTY_WAGONS.items()),
            "Not voting (2): Nettle, Reed",
            "With 20 alive, 11 votes to eliminate.",
        ),
        post(
            "Vote Count 3.7",
            *(
                f"{t} - {len(v)} - " + ", ".join(f"{x} (#{10 + k})" for k, x in enumerate(v))
                for t, v in TWENTY_WAGONS.items()
            ),
        ),
        cooked(
            VC,
            lines(
                *(
                    f"<strong>{t}</strong> ({len(v)}/11): {', '.join(v)}"
                    for t, v in TWENTY_WAGONS.items()
                )
            ),
        ),
    ],
    ids=["lines", "post-numbers", "discourse"],
)
def test_zoo_fifth_twenty_players(html: str) -> None:
    check(html, TWENTY_WAGONS, TWENTY)
