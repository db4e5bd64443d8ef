"""The sixth zoo, more posts: nested lists of voters, a wagon's voters on the line below
its L-mark, ghost votes in grey, replaced players in more words, "Changes since last
count" in more words, yesterday's count below today's, Discourse's polls beside a count,
a count in a table with a caption, votes cast with times of day."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import EMOJI, MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.sixth.shapes import BML, SWAPPED
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import NL, B, check, post, ul
from votecount.parser.names.players import Roster

H = MSB.format("Vote Count 2.5")
VC = "<strong>Vote Count 2.5</strong>"
GREY = '<span style="color: #808080">{}</span>'
OLD = ("Bramble (3): Juno, Ivo, Lark", "Ember (1): Wren77")
POLL = (
    '<div class="poll" data-poll-name="poll" data-poll-status="open" data-poll-type="regular">'
    '<div class="poll-container"><ul><li data-poll-option-id="a1">Bramble</li>'
    '<li data-poll-option-id="a2">Lark</li></ul></div>'
    '<div class="poll-info"><p><span class="info-number">0</span>'
    '<span class="info-label">voters</span></p></div></div>'
)

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], str]] = [
    (
        "nested-list-voters",
        H + "<ul><li>Bramble (2)<ul><li>Juno</li><li>Ivo</li></ul></li>"
        "<li>Lark (1)<ul><li>Ember</li></ul></li></ul>",
        BJI,
        "",
    ),
    (
        "l-mark-head-voters-below",
        post(H, "Bramble [L-2]", "Juno, Ivo", "Lark [L-3]", "Ember"),
        BJI,
        "",
    ),
    ("total-at-end", post(H, "Bramble - Juno, Ivo (2)", "Lark - Ember (1)"), BJI, ""),
    ("total-at-end-equals", post(H, "Bramble: Juno, Ivo = 2", "Lark: Ember = 1"), BJI, ""),
    (
        "ghost-grey-voter",
        post(H, f"Bramble (2): Juno, {GREY.format('Ivo')}", "Lark (1): Ember"),
        BJI,
        "",
    ),
    (
        "ghost-emoji-image",
        cooked(VC, lines(f"Bramble (2): Juno, Ivo {EMOJI.format('ghost')}", "Lark (1): Ember")),
        BJI,
        "",
    ),
    ("ghost-glyph-emoji", post(H, "Bramble (2): Juno, Ivo \U0001f47b", "Lark (1): Ember"), BJI, ""),
    (
        "replaced-for-word",
        post(H, "Bramble (2): Juno, Marlow (for Ivo)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    ("replaced-slash", post(H, "Bramble (2): Juno, Ivo/Marlow", "Lark (1): Ember"), BML, "swapped"),
    (
        "replaced-old-in-brackets",
        post(H, "Bramble (2): Juno, Marlow (Ivo)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "replaced-formerly",
        post(H, "Bramble (2): Juno, Marlow (formerly Ivo)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "replaced-aka",
        post(H, "Bramble (2): Juno, Marlow aka Ivo", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "replaced-in-for",
        post(H, "Bramble (2): Juno, Marlow (in for Ivo)", "Lark (1): Ember"),
        BML,
        "swapped",
    ),
    (
        "changes-since-vc-number",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Since VC 2.4:",
            "Ivo: Lark -> Bramble",
        ),
        BJI,
        "",
    ),
    (
        "changes-delta-label",
        post(
            H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Delta: Ivo moved Lark \u2192 Bramble"
        ),
        BJI,
        "",
    ),
    (
        "changes-unvotes-lines-above",
        post(
            H,
            "Latest changes:",
            "Lark unvoted Bramble",
            "Ivo voted Bramble",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
        "",
    ),
    (
        "changes-in-spoiler",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + spoiler("Changes", post("Ivo -> Bramble", "Lark -> Ember", "Ember -> Lark")),
        BJI,
        "",
    ),
    (
        "recap-below-for-reference",
        post(
            H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "For reference, Day 1 ended:", *OLD
        ),
        BJI,
        "",
    ),
    (
        "recap-final-count-day-1-below",
        post(
            B.format("Day 2 count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Day 1 (final)"),
            *OLD,
        ),
        BJI,
        "",
    ),
    (
        "recap-day-headers-both",
        post(
            B.format("Day 1"),
            *OLD,
            "",
            B.format("Day 2"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
        "",
    ),
    (
        "poll-then-count",
        POLL + cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
        "",
    ),
    (
        "table-caption",
        "<table><caption>Vote Count 2.5</caption><tr><th>Wagon</th><th>Voters</th></tr>"
        "<tr><td>Bramble</td><td>Juno, Ivo</td></tr><tr><td>Lark</td><td>Ember</td></tr></table>",
        BJI,
        "",
    ),
    (
        "times-of-day-words",
        post(
            H,
            "Bramble (2): Juno (Day 2, 14:05), Ivo (Day 2, 15:10)",
            "Lark (1): Ember (Day 2, 16:00)",
        ),
        BJI,
        "",
    ),
    (
        "times-am-pm-bracket",
        post(H, "Bramble (2): Juno [2:05 pm], Ivo [3:10 pm]", "Lark (1): Ember [4:00 pm]"),
        BJI,
        "",
    ),
    (
        "votes-on-wagon-heading",
        post(H, "Votes on Bramble (2): Juno, Ivo", "Votes on Lark (1): Ember"),
        BJI,
        "",
    ),
    ("hammer-mark-voter", post(H, "Bramble (2): Juno, Ivo (hammer)", "Lark (1): Ember"), BJI, ""),
    (
        "no-lynch-sleep-emoji",
        post(H, "Bramble (2): Juno, Ivo", "\U0001f4a4 Sleep (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
        "",
    ),
    (
        "abstain-heading-voters-below",
        post(H, "Bramble (2)", "- Juno", "- Ivo", "Abstain (1)", "- Lark"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Lark",)},
        "",
    ),
    (
        "not-voting-own-spoiler",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + spoiler("Not voting (2)", post("Kestrel Moon", "Wren77")),
        BJI,
        "",
    ),
    (
        "ul-wagons-with-nv-last",
        H + ul("Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting (1): Wren77"),
        BJI,
        "",
    ),
    (
        "vote-tally-as-of-post",
        post(
            B.format("Vote tally \u2014 Day 2, as of post 345"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
        "",
    ),
]

_ROSTERS: dict[str, Roster] = {"swapped": SWAPPED}


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_zoo_sixth_more(html: str, wagons: dict[str, tuple[str, ...]], roster: str) -> None:
    check(html, wagons, _ROSTERS[roster]) if roster else check(html, wagons)
