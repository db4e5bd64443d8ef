"""More shapes the eleven rounds lack: a left arrow from the wagon to its voters, "x2"
and "[2]" before the wagon, mentions as wagons, "Votes:" labels after the wagon, a new
count above the old one quoted, zero wagons with a dash, moved voters noted, a mod's
ruling between wagons, Discourse post links after voters, XenForo's bold wagon above a
list; and near misses (a signature in XenForo's markup, a rule about a revealed Mayor, a
theme poll, a replacement carrying votes)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import d_post, xf_mention
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.seventh.shapes import VB_RED, xf
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.third.shapes import BJI, quoted
from tests.parser.hostcount.zoo import ROSTER, check, post, ul
from votecount.parser.hostcount import read_host_count

HEAD = MSB.format("Vote Count 2.3")
OLD = post(MSB.format("Vote Count 2.2"), "Lark (2): Juno, Ivo", "Bramble (1): Ember")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("left-arrow", post(HEAD, "Bramble \u2190 Juno, Ivo", "Lark \u2190 Ember"), BJI),
    ("left-arrow-ascii", post(HEAD, "Bramble (2) <- Juno, Ivo", "Lark (1) <- Ember"), BJI),
    ("total-bracket-first", post(HEAD, "[2] Bramble: Juno, Ivo", "[1] Lark: Ember"), BJI),
    ("colon-total-dash", post(HEAD, "Bramble: 2 \u2014 Juno, Ivo", "Lark: 1 \u2014 Ember"), BJI),
    (
        "votes-label-after",
        post(HEAD, "Bramble \u2014 Votes: Juno, Ivo (2)", "Lark \u2014 Votes: Ember (1)"),
        BJI,
    ),
    ("plus-joined", post(HEAD, "Bramble [2]: Juno + Ivo", "Lark [1]: Ember"), BJI),
    (
        "mention-wagons-discourse",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines(
                f"{mention('Bramble')} (2): {mention('Juno')}, {mention('Ivo')}",
                f"{mention('Lark')} (1): {mention('Ember')}",
            ),
        ),
        BJI,
    ),  # fmt: skip
    (
        "mention-wagons-xenforo",
        xf(
            "<b>Vote Count 2.3</b>",
            f"{xf_mention('Bramble', 1)} (2): {xf_mention('Juno', 2)}, {xf_mention('Ivo', 3)}",
            f"{xf_mention('Lark', 4)} (1): {xf_mention('Ember', 5)}",
        ),
        BJI,
    ),  # fmt: skip
    (
        "new-above-old-quoted",
        post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "Previous count for reference:")
        + quoted("Warden", OLD),
        BJI,
    ),
    (
        "zero-dash",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Wren77 (0): \u2014",
            "Sable Fox (0): -",
        ),
        BJI,
    ),  # fmt: skip
    (
        "moved-noted",
        post(
            HEAD,
            f"Bramble (2): Juno, Ivo, {MSS.format('Lark')} (moved to Ember)",
            "Ember (1): Lark",
            "Lark (1): Ember",
        ),
        {"Bramble": ("Juno", "Ivo"), "Ember": ("Lark",), "Lark": ("Ember",)},
    ),  # fmt: skip
    (
        "ruling-between",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "(Wren77's vote on Lark is not counted: it was not bolded.)",
            "Lark (1): Ember",
        ),
        BJI,
    ),  # fmt: skip
    (
        "discourse-post-links",
        cooked(
            "<strong>Vote Count 2.3</strong>",
            lines(
                f"Bramble (2): Juno {d_post(123)}, Ivo {d_post(140)}",
                f"Lark (1): Ember {d_post(151)}",
            ),
        ),
        BJI,
    ),  # fmt: skip
    (
        "xenforo-bold-above-list",
        xf("<b>Vote Count 2.3</b>", "<b>Bramble (2)</b>")
        + ul("Juno", "Ivo")
        + xf("<b>Lark (1)</b>")
        + ul("Ember"),
        BJI,
    ),  # fmt: skip
    (
        "vb-red-wagons",
        "<b>Vote Count 2.3</b><br />" + VB_RED.format("Bramble (2)") + ": Juno, Ivo<br />"
        "Lark (1): Ember",
        BJI,
    ),
    (
        "l-minus-after",
        post(HEAD, "Bramble (2): Juno, Ivo [L-3]", "Lark (1): Ember [L-4]"),
        BJI,
    ),
    (
        "hammer-emoji-inline",
        post(HEAD, "Bramble (3): Juno, Ivo, \U0001f528 Lark", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    (
        "numbered-wagons-votes",
        post(HEAD, "1. Bramble (2): Juno, Ivo", "2. Lark (1): Ember"),
        BJI,
    ),
    (
        "deadline-in-heading",
        post(
            MSB.format("Vote Count 2.3 \u2014 deadline Friday 18:00 UTC"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),  # fmt: skip
]

# shapes read already (kept so that a later rule does not lose them)
READ: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("voter-colon-post", post(HEAD, "Juno: Bramble (post 123)", "Ivo: Bramble (post 140)",
                              "Ember: Lark (post 151)"), BJI),
    ("voter-dash-hash", post(HEAD, "Juno - Bramble (#123)", "Ivo - Bramble (#140)",
                             "Ember - Lark (#151)"), BJI),
    ("votes-cast-label", post(MSB.format("Votes cast"), "Juno: Bramble", "Ivo: Bramble",
                              "Ember: Lark"), BJI),
    ("current-votes-label", post(MSB.format("Current votes"), "Juno - Bramble", "Ivo - Bramble",
                                 "Ember - Lark"), BJI),
    ("numbered-inline-dash", post(HEAD, "Bramble - 2 - 1. Juno 2. Ivo", "Lark - 1 - 1. Ember"), BJI),
    ("hammer-after-dash", post(HEAD, "Bramble (3): Juno, Ivo, Lark - HAMMER", "Ember (1): Wren77"),
     {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}),
    ("late-votes-section", post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "",
                                "Late votes (not counted): Wren77 -> Lark"), BJI),
    ("self-only-wagon", post(HEAD, "Juno (1): Juno (self)", "Bramble (2): Ivo, Lark"),
     {"Juno": ("Juno",), "Bramble": ("Ivo", "Lark")}),
    ("sin-voto", post(MSB.format("Recuento de votos"), "Bramble (2): Juno, Ivo", "Lark (1): Ember",
                      "Sin voto (2): Wren77, Sable Fox"), BJI),
    ("one-line-not-voting-wagons", post(HEAD, "Bramble (2): Juno, Ivo | Lark (1): Ember | "
                                        "Not voting: Bramble, Lark"), BJI),
    ("delta-arrows", post(HEAD, "Bramble 2 \u2191: Juno, Ivo", "Lark 1 \u2193: Ember"), BJI),
    ("delta-since-last", post(HEAD, "Bramble (2) [+1 since last]: Juno, Ivo", "Lark (1) [-1]: Ember"),
     BJI),
]  # fmt: skip

NONE: list[tuple[str, str]] = [
    (
        "xf-signature",
        xf("Day 3 starts now. Deadline is Sunday.")
        + '<aside class="message-signature"><div class="bbWrapper">VC: Ivo (2): Juno, Lark</div></aside>',
    ),
    ("mayor-rule", post("From today Juno's vote counts twice (the Mayor is revealed).")),
    (
        "theme-poll",
        post(
            MSB.format("Theme poll for the next game"),
            "Space (3): Juno, Ivo, Lark",
            "Pirates (1): Ember",
        ),
    ),
    ("replacement-carries", post("Quill-Tide replaces Ivo. Ivo's vote on Bramble carries over.")),
    (
        "player-count-check",
        post(
            "Count check, if I count right:", "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Right?"
        ),
    ),
]


ALL = CASES + READ


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in ALL], ids=[c[0] for c in ALL])
def test_zoo_twelfth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_twelfth_more_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
