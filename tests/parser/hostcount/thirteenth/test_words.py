"""The thirteenth zoo's third batch, each in the four engines: a vote's origin noted in
other words ("changed vote from Lark", a path of arrows); a count signed above its wagons
("Counted by Marlow (co-host):"); the night's deaths with a role in brackets above the
day's count; wagons named in French, German, Spanish and Italian ("Voix pour Bramble",
"Stimmen f\u00fcr Bramble", "Votos para Bramble", "Voti per Bramble")."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case, four
from tests.parser.hostcount.zoo import check

VC = "Vote Count 2.3"
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[Case] = [
    # --- a vote's origin in other words -----------------------------------------------------
    *four(
        "arrow-moves",
        VC,
        ("Juno: Lark \u2192 Bramble", "Ivo: Bramble", "Ember: Bramble \u2192 Lark"),
        BJI,
    ),
    *four(
        "changed-vote-from",
        VC,
        ("Juno: Bramble (changed vote from Lark)", "Ivo: Bramble", "Ember: Lark"),
        BJI,
    ),
    # --- signed above -------------------------------------------------------------------------
    *four("counted-by", "", ("Counted by Marlow (co-host):", *W), BJI),
    *four("count-by-cohost", "Vote Count 2.3, counted by Marlow (co-host)", W, BJI),
    # --- the night's deaths above ------------------------------------------------------------
    *four(
        "night-role",
        "Night 1 results",
        ("Kestrel Moon (Doctor) was killed in the night.", "", VC, *W),
        BJI,
    ),
    *four(
        "night-role-no-heading",
        "",
        ("Kestrel Moon (Doctor) died in the night. Day 2 begins; the votes so far:", *W),
        BJI,
    ),
    # --- wagons named in other languages ------------------------------------------------------
    *four(
        "voix-pour",
        "D\u00e9compte des voix",
        ("Voix pour Bramble (2) : Juno, Ivo", "Voix pour Lark (1) : Ember"),
        BJI,
    ),
    *four(
        "stimmen-fuer",
        "Stimmenz\u00e4hlung",
        ("Stimmen f\u00fcr Bramble (2): Juno, Ivo", "Stimmen f\u00fcr Lark (1): Ember"),
        BJI,
    ),
    *four(
        "votos-para",
        "Conteo de votos",
        ("Votos para Bramble (2): Juno, Ivo", "Votos para Lark (1): Ember"),
        BJI,
    ),
    *four(
        "voti-per",
        "Conteggio voti",
        ("Voti per Bramble (2): Juno, Ivo", "Voti per Lark (1): Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_thirteenth_words(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
