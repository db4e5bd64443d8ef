"""Voters: the host's short forms of long names ("Kestrel" for Kestrel Moon, "Pebble",
"Quill"), dead voters struck but still listed, each voter's vote post linked, "Slot 4
(Juno)"; votes listed by voter ("Juno \u2192 Ivo", "Juno votes Ivo") with a summary of totals
below or none."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import d_link, xf, xf_link
from tests.parser.hostcount.sixth.shapes import MSS, plink
from tests.parser.hostcount.third.shapes import BJI, LINK
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 4.3")
LONG = {"Kestrel Moon": ("Mr. Pebble", "Quill-Tide"), "Sable Fox": ("Juno",)}
BY_VOTER = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- short forms ------------------------------------------------------------------------------
    ("short-forms", post(H, "Kestrel (2): Pebble, Quill", "Sable (1): Juno"), LONG),
    ("short-forms-lower", post(H, "kestrel (2): pebble, quill", "sable (1): juno"), LONG),
    (
        "short-initials-dash",
        post(H, "Kestrel M. - 2 - Mr. P, Quill-T", "Sable F. - 1 - Juno"),
        LONG,
    ),
    # --- the dead struck but listed --------------------------------------------------------------
    (
        "dead-struck-after",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            f"Dead: {MSS.format('Wren77')}, {MSS.format('Sable Fox')}",
        ),
        BJI,
    ),
    (
        "dead-struck-not-voting",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            f"Not voting (2): Quill-Tide, {DEL.format('Wren77')}",
        ),
        BJI,
    ),
    (
        "dead-struck-wagon",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", f"{MSS.format('Wren77 (0)')}"),
        BJI,
    ),
    # --- each voter's post linked -------------------------------------------------------------------
    (
        "phpbb-post-links",
        post(
            H,
            f"Bramble (2): Juno {plink(1201)}, Ivo {plink(1244)}",
            f"Lark (1): Ember {plink(1250)}",
        ),
        BJI,
    ),
    (
        "phpbb-name-linked",
        post(
            H,
            f"Bramble (2): {LINK.format(1201, 'Juno')}, {LINK.format(1244, 'Ivo')}",
            f"Lark (1): {LINK.format(1250, 'Ember')}",
        ),
        BJI,
    ),
    (
        "discourse-linked",
        cooked(
            "Vote Count 4.3",
            lines(
                f"Bramble (2): {d_link('Juno', 41)}, {d_link('Ivo', 44)}",
                f"Lark (1): {d_link('Ember', 50)}",
            ),
        ),
        BJI,
    ),
    (
        "xf-linked-numbers",
        xf(
            "Vote Count 4.3",
            f"Bramble (2): Juno ({xf_link('#41', 41)}), Ivo ({xf_link('#44', 44)})",
            f"Lark (1): Ember ({xf_link('#50', 50)})",
        ),
        BJI,
    ),
    (
        "post-link-after-wagon",
        post(H, f"Bramble (2): Juno, Ivo {LINK.format(1244, '[last vote]')}", "Lark (1): Ember"),
        BJI,
    ),
    # --- by voter -----------------------------------------------------------------------------------
    (
        "by-voter-arrows",
        post(H, "Juno \u2192 Bramble", "Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BY_VOTER,
    ),
    (
        "by-voter-votes",
        post(H, "Juno votes Bramble", "Ivo votes Bramble", "Ember votes Lark"),
        BY_VOTER,
    ),
    (
        "by-voter-with-summary",
        post(
            H,
            "Juno \u2192 Bramble",
            "Ivo \u2192 Bramble",
            "Ember \u2192 Lark",
            "",
            "Bramble 2, Lark 1",
        ),
        BY_VOTER,
    ),
    (
        "by-voter-summary-first",
        post(H, "Bramble (2), Lark (1)", "", "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        BY_VOTER,
    ),
    (
        "by-voter-no-vote",
        post(
            H,
            "Juno \u2192 Bramble",
            "Ivo \u2192 Bramble",
            "Ember \u2192 Lark",
            "Wren77 \u2192 (no vote)",
        ),
        BY_VOTER,
    ),
    (
        "by-voter-discourse",
        cooked(
            "<strong>Votes</strong>",
            lines("Juno voted Bramble", "Ivo voted Bramble", "Ember voted Lark"),
        ),
        BY_VOTER,
    ),
    (
        "by-voter-table-summary",
        post(
            H,
            "Juno - Bramble",
            "Ivo - Bramble",
            "Ember - Lark",
            MSB.format("Totals"),
            "Bramble: 2",
            "Lark: 1",
        ),
        BY_VOTER,
    ),
    (
        "by-voter-xf-arrow",
        xf("Vote Count 4.3", "Juno => Bramble", "Ivo => Bramble", "Ember => Lark"),
        BY_VOTER,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_voters(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
