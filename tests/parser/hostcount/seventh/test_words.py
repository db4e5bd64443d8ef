"""The seventh zoo's words: counts in Spanish, Portuguese, German and French, "Not
voting" and No Lynch in more words, headings and wagons set apart by vBulletin's and
XenForo's sizes and colours."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.seventh.shapes import VB_BIG, VB_RED, XL, vb, xf
from tests.parser.hostcount.zoo import NL, ROSTER, B, check, post
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 3.1")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- other languages ------------------------------------------------------------------------
    (
        "es-recuento",
        post(B.format("Recuento de votos 3.1"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "es-votos-total-word",
        post(B.format("Votos"), "Bramble - 2 votos - Juno, Ivo", "Lark - 1 voto - Ember"),
        BJI,
    ),
    (
        "es-y-between-voters",
        post(B.format("Recuento de votos"), "Bramble (2): Juno y Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "pt-contagem",
        post(B.format("Contagem de votos"), "Bramble (2): Juno e Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "pt-votos-em",
        post(B.format("Votos"), "Votos em Bramble: Juno, Ivo", "Votos em Lark: Ember"),
        BJI,
    ),
    (
        "de-stimmen-heading",
        post(B.format("Stimmen"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "de-stimmenzaehlung-und",
        post(B.format("Stimmenz\u00e4hlung 3.1"), "Bramble (2): Juno und Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "de-stimmen-total-word",
        post(
            B.format("Abstimmung"),
            "Bramble \u2013 2 Stimmen: Juno, Ivo",
            "Lark \u2013 1 Stimme: Ember",
        ),
        BJI,
    ),
    (
        "fr-decompte-et",
        post(B.format("D\u00e9compte des votes"), "Bramble (2) : Juno et Ivo", "Lark (1) : Ember"),
        BJI,
    ),
    (
        "fr-voix",
        post(
            B.format("D\u00e9compte des voix"),
            "Bramble \u2013 2 voix : Juno, Ivo",
            "Lark \u2013 1 voix : Ember",
        ),
        BJI,
    ),
    # --- No Lynch in more words -----------------------------------------------------------------
    (
        "no-elimination-abbrev-ne",
        post(H, "Bramble (2): Juno, Ivo", "No Elimination (NE) (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "no-lynch-bracketed-word",
        post(H, "Bramble (2): Juno, Ivo", "[No Lynch] (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "sleep-emoji-wagon",
        post(H, "Bramble (2): Juno, Ivo", "\U0001f4a4 Sleep (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    (
        "nobody-wagon",
        post(H, "Bramble (2): Juno, Ivo", "Nobody (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), NL: ("Ember",)},
    ),
    # --- headings and wagons set apart by vBulletin's and XenForo's markup ------------------------
    (
        "xf-size-heading-voters-below",
        xf(
            "<b>Vote Count 3.1</b>", XL.format("Bramble"), "Juno", "Ivo", XL.format("Lark"), "Ember"
        ),
        BJI,
    ),
    (
        "vb-font-size-heading-voters-below",
        vb(
            "<b>Vote Count 3.1</b>",
            VB_BIG.format("Bramble"),
            "Juno",
            "Ivo",
            VB_BIG.format("Lark"),
            "Ember",
        ),
        BJI,
    ),
    (
        "vb-red-wagons",
        vb(
            "<b>Vote Count 3.1</b>",
            VB_RED.format("Bramble") + " (2): Juno, Ivo",
            VB_RED.format("Lark") + " (1): Ember",
        ),
        BJI,
    ),
    (
        "xf-bold-wagon-no-separator",
        xf("<b>Vote Count 3.1</b>", "<b>Bramble (2)</b> Juno, Ivo", "<b>Lark (1)</b> Ember"),
        BJI,
    ),
    (
        "vb-underline-heading-voters-below",
        vb("<b>Vote Count 3.1</b>", "<u>Bramble</u>", "Juno", "Ivo", "<u>Lark</u>", "Ember"),
        BJI,
    ),
]

# (id, post, wagons, not voting)
NOT_VOTING: list[tuple[str, str, dict[str, tuple[str, ...]], tuple[str, ...]]] = [
    (
        "es-sin-votar",
        post(
            B.format("Recuento de votos"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Sin votar: Wren77, Lark",
        ),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "pt-nao-votaram",
        post(
            B.format("Contagem de votos"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "N\u00e3o votaram: Wren77, Lark",
        ),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "de-nicht-abgestimmt",
        post(
            B.format("Stimmen"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Nicht abgestimmt: Wren77, Lark",
        ),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "fr-nont-pas-vote",
        post(
            B.format("D\u00e9compte des votes"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "N'ont pas vot\u00e9 : Wren77, Lark",
        ),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "still-not-voting",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Still not voting: Wren77, Lark"),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "no-vote-bracket-count",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "No Vote [2]: Wren77, Lark"),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "missing-votes",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Missing votes: Wren77, Lark"),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "unaccounted-for",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Unaccounted for: Wren77, Lark"),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "abstaining-emoji",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "\U0001f6ab Abstaining: Wren77, Lark"),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "not-voting-tail-have-not",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Wren77 and Lark have not voted yet."),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "not-voting-dash-first",
        post(
            H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "\u2014 not voting \u2014 Wren77, Lark"
        ),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "no-votes-from",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "No votes from: Wren77, Lark"),
        BJI,
        ("Wren77", "Lark"),
    ),
    (
        "discourse-not-voting-mentions",
        cooked(
            "<strong>Vote Count 3.1</strong>",
            lines("Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting: @Wren77 @Lark"),
        ),
        BJI,
        ("Wren77", "Lark"),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_words(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons", "listed"), [c[1:] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING]
)
def test_zoo_seventh_not_voting(
    html: str, wagons: dict[str, tuple[str, ...]], listed: tuple[str, ...]
) -> None:
    check(html, wagons)
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.not_voting == listed
