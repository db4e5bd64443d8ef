"""Counts in other languages' words for the wagon, its votes and those not voting
(Spanish "Votos", Portuguese "votos", Italian "voti", German "Stimmen", French "voix"),
and English kin the earlier rounds lack ("Ballots", "Lynch votes on Bramble")."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, check, post

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "votos-label-below",
        post(
            MSB.format("Recuento de votos 2.3"),
            "Bramble (2)",
            "Votos: Juno, Ivo",
            "Lark (1)",
            "Votos: Ember",
            "Sin votar: Wren77",
        ),
        BJI,
    ),  # fmt: skip
    (
        "votos-total-word",
        post(
            MSB.format("Recuento de votos"),
            "Bramble \u2014 2 votos (Juno, Ivo)",
            "Lark \u2014 1 voto (Ember)",
            "No votan: Wren77",
        ),
        BJI,
    ),  # fmt: skip
    (
        "votos-colon",
        post(
            MSB.format("Contagem de votos"),
            "Bramble: 2 votos \u2014 Juno, Ivo",
            "Lark: 1 voto \u2014 Ember",
            "Sem voto: Wren77",
        ),
        BJI,
    ),  # fmt: skip
    (
        "voti-italian",
        post(
            MSB.format("Conteggio voti 2.3"),
            "Bramble (2 voti): Juno, Ivo",
            "Lark (1 voto): Ember",
            "Non votanti: Wren77",
        ),
        BJI,
    ),  # fmt: skip
    (
        "stimmen-german",
        post(
            MSB.format("Stimmenz\u00e4hlung"),
            "Bramble 2 Stimmen: Juno, Ivo",
            "Lark 1 Stimme: Ember",
            "Nicht abgestimmt: Wren77",
        ),
        BJI,
    ),  # fmt: skip
    (
        "voix-french",
        post(
            MSB.format("D\u00e9compte des voix"),
            "Bramble (2 voix) : Juno, Ivo",
            "Lark (1 voix) : Ember",
            "N'ont pas vot\u00e9 : Wren77",
        ),
        BJI,
    ),  # fmt: skip
    (
        "votos-discourse",
        cooked("<strong>Votos</strong>", lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "votos-de",
        post(MSB.format("Votos"), "Votos de Bramble (2): Juno, Ivo", "Votos de Lark (1): Ember"),
        BJI,
    ),
    (
        "ballots",
        post(MSB.format("Ballots, Day 2"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "lynch-votes-on",
        post(
            MSB.format("Vote Count 2.3"),
            "Lynch votes on Bramble (2): Juno, Ivo",
            "Lynch votes on Lark (1): Ember",
        ),
        BJI,
    ),  # fmt: skip
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_words(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)
