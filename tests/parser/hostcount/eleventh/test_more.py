"""More shapes: dead voters struck with a mark beside, slots named with their players,
voters linked with a time, vBulletin's and XenForo's bold wagons over one voter a line,
a count's footer of the living and the not voting."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import VB_BIG, xf
from tests.parser.hostcount.sixth.shapes import MSS, SS
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 1.5")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "dead-struck-in-wagon",
        post(H, f"Bramble (2): Juno, Ivo, {MSS.format('Wren77')} (dead)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "dead-struck-killed",
        post(H, f"Bramble (2): Juno, {SS.format('Wren77')} (killed N1), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "slot-with-player",
        post(H, "Bramble (2): Slot 4 (Juno), Slot 7 (Ivo)", "Lark (1): Slot 2 (Ember)"),
        BJI,
    ),
    ("slot-dash-player", post(H, "Bramble (2): #4 Juno, #7 Ivo", "Lark (1): #2 Ember"), BJI),
    (
        "voter-time-link",
        post(
            H,
            "Bramble (2): Juno (Day 1, 14:02), Ivo (Day 1, 18:40)",
            "Lark (1): Ember (Day 1, 20:15)",
        ),
        BJI,
    ),
    (
        "xf-bold-one-a-line",
        xf(
            "<b>Vote Count 1.5</b>", "<b>Bramble (2)</b>", "Juno", "Ivo", "<b>Lark (1)</b>", "Ember"
        ),
        BJI,
    ),
    (
        "vb-big-wagons",
        xf(VB_BIG.format("Vote Count 1.5"), "<b>Bramble</b> - Juno, Ivo", "<b>Lark</b> - Ember"),
        BJI,
    ),
    (
        "footer-living",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Not voting (3): Wren77, Quill-Tide, Sable Fox",
            "Living: 10 | Majority: 6",
        ),
        BJI,
    ),
    ("wagon-no-total-dash", post(H, "Bramble \u2013 Juno, Ivo", "Lark \u2013 Ember"), BJI),
    ("wagon-votes-word", post(H, "Votes on Bramble: Juno, Ivo", "Votes on Lark: Ember"), BJI),
    ("wagon-voted-by", post(H, "Bramble, voted by Juno and Ivo", "Lark, voted by Ember"), BJI),
    (
        "discourse-h3-count",
        "<h3>Vote Count 1.5</h3>" + cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "discourse-hr-footer",
        cooked(
            lines("<strong>Vote Count 1.5</strong>", "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        )
        + "<hr>"
        + cooked('Deadline: <span class="discourse-local-date">2026-03-04T18:00:00Z</span>'),
        BJI,
    ),
    ("caps-everything", post(H, "BRAMBLE (2): JUNO, IVO", "LARK (1): EMBER"), BJI),
    (
        "tabs-spacing",
        post(
            H,
            "Bramble&nbsp;&nbsp;&nbsp;(2)&nbsp;&nbsp;&nbsp;Juno, Ivo",
            "Lark&nbsp;&nbsp;&nbsp;(1)&nbsp;&nbsp;&nbsp;Ember",
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
