"""The sixth zoo, vote histories in more shapes: a struck voter with their post link and
time, struck voters at the end, a wagon's history cut by " | " with its current voters,
a struck unvote marker, a struck wagon line reposted below, a voter struck on one wagon
and standing on another, a history in chronological order with unvotes written out."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.sixth.shapes import MSS, SS, STRIKE, plink
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 2.5")
P = plink

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "struck-link-and-time",
        post(
            H,
            f"Bramble (2): {MSS.format('Lark ' + P(15) + ' 14:05')}, Juno {P(12)}, Ivo {P(19)}",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "struck-at-end",
        post(
            H,
            f"Bramble (2): Juno, Ivo, {MSS.format('Lark')}, {MSS.format('Ember')}",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "struck-unvote-marker",
        post(H, f"Bramble (2): Juno, {MSS.format('Lark (unvote)')}, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "struck-line-reposted",
        post(H, MSS.format("Bramble (1): Juno"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "struck-here-standing-there",
        post(
            H,
            f"Bramble (2): Juno, Ivo, {MSS.format('Ember')}",
            f"Lark (1): Ember, {MSS.format('Ivo')}",
        ),
        BJI,
    ),
    (
        "chronological-with-unvotes-words",
        post(
            H,
            "Bramble (2): Juno (#12), Lark (#15), Lark unvoted (#20), Ivo (#19)",
            "Lark (1): Ember (#33)",
        ),
        BJI,
    ),
    (
        "del-with-links",
        cooked(
            MSB.format("VC"),
            lines(
                f"Bramble (2): {DEL.format('Lark (#15)')} Juno (#12), Ivo (#19)",
                "Lark (1): Ember (#33)",
            ),
        ),
        BJI,
    ),
    (
        "strike-and-s-mixed",
        post(
            H,
            f"Bramble (2): {STRIKE.format('Lark')}, Juno, {SS.format('Ember')}, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "struck-total-kept",
        post(
            H, f"Bramble ({MSS.format('3')} 2): Juno, {MSS.format('Lark')}, Ivo", "Lark (1): Ember"
        ),
        BJI,
    ),
    (
        "struck-whole-history-then-current",
        post(H, f"Bramble: {MSS.format('Lark, Ember')} Juno, Ivo", "Lark: Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_struck(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
