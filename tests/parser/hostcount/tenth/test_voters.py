"""The tenth zoo's voters: linked to their profiles (phpBB's memberlist, XenForo's members)
or to their vote posts ("Juno [#123]", "Juno (post 123)", "Juno (p.123)"); votes shown as
paths by voter ("Juno: Ivo \u2192 Lark \u2192 Bramble") or with the wagon a voter came from
("Juno (from Lark)"); weighted votes ("Juno [x2]", "Juno (double vote)") and the totals
beside them."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import xf_mention
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import POSTLINK
from tests.parser.hostcount.seventh.shapes import d_link, xf, xf_link
from tests.parser.hostcount.tenth.shapes import ms_profile
from tests.parser.hostcount.third.shapes import BJI, LINK
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 2.6")
P = ms_profile

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- profiles -------------------------------------------------------------------------------
    (
        "profile-voters",
        post(H, f"Bramble (2): {P('Juno', 11)}, {P('Ivo', 12)}", f"Lark (1): {P('Ember', 13)}"),
        BJI,
    ),
    (
        "profile-wagons-and-voters",
        post(
            H,
            f"{P('Bramble', 10)} (2): {P('Juno', 11)}, {P('Ivo', 12)}",
            f"{P('Lark', 14)} (1): {P('Ember', 13)}",
        ),
        BJI,
    ),
    (
        "profile-bold-wagon-dash",
        post(
            H,
            MSB.format(P("Bramble")) + f" - {P('Juno')}, {P('Ivo')}",
            MSB.format(P("Lark")) + f" - {P('Ember')}",
        ),
        BJI,
    ),
    (
        "xf-member-links",
        xf(
            "Vote Count 2.6",
            f"Bramble (2): {xf_mention('Juno', 5)}, {xf_mention('Ivo', 6)}",
            f"Lark (1): {xf_mention('Ember', 7)}",
        ),
        BJI,
    ),
    # --- vote posts -------------------------------------------------------------------------------
    (
        "post-hash-brackets",
        post(H, "Bramble (2): Juno [#123], Ivo [#140]", "Lark (1): Ember [#151]"),
        BJI,
    ),
    (
        "post-word",
        post(H, "Bramble (2): Juno (post 123), Ivo (post 140)", "Lark (1): Ember (post 151)"),
        BJI,
    ),
    (
        "post-p-dot",
        post(H, "Bramble (2): Juno (p.123), Ivo (p.140)", "Lark (1): Ember (p.151)"),
        BJI,
    ),
    (
        "post-linked-hash",
        post(
            H,
            f"Bramble (2): Juno {LINK.format(123, '#123')}, Ivo {LINK.format(140, '#140')}",
            f"Lark (1): Ember {LINK.format(151, '#151')}",
        ),
        BJI,
    ),
    (
        "post-linked-name",
        post(
            H,
            f"Bramble (2): {POSTLINK.format(123, 'Juno')}, {POSTLINK.format(140, 'Ivo')}",
            f"Lark (1): {POSTLINK.format(151, 'Ember')}",
        ),
        BJI,
    ),
    (
        "post-discourse-linked",
        cooked(
            lines(
                "Vote Count 2.6",
                f"Bramble (2): {d_link('Juno', 123)}, {d_link('Ivo', 140)}",
                f"Lark (1): {d_link('Ember', 151)}",
            )
        ),
        BJI,
    ),
    (
        "post-xf-linked-brackets",
        xf(
            "Vote Count 2.6",
            f"Bramble (2): Juno ({xf_link('#123', 123)}), Ivo ({xf_link('#140', 140)})",
            f"Lark (1): Ember ({xf_link('#151', 151)})",
        ),
        BJI,
    ),
    (
        "post-in-word",
        post(H, "Bramble (2): Juno in 123, Ivo in 140", "Lark (1): Ember in 151"),
        BJI,
    ),
    (
        "post-at-hash",
        post(H, "Bramble (2): Juno @ #123, Ivo @ #140", "Lark (1): Ember @ #151"),
        BJI,
    ),
    # --- paths ------------------------------------------------------------------------------------
    (
        "path-by-voter-arrows",
        post(H, "Juno: Ivo \u2192 Lark \u2192 Bramble", "Ivo: Bramble", "Ember: Juno \u2192 Lark"),
        BJI,
    ),
    (
        "path-by-voter-ascii",
        post(H, "Juno: Lark -> Bramble", "Ivo: Ember -> Juno -> Bramble", "Ember: Lark"),
        BJI,
    ),
    (
        "path-by-voter-label",
        post(H, "Votes by player:", "Juno: Ivo > Bramble", "Ivo: Bramble", "Ember: Bramble > Lark"),
        BJI,
    ),
    ("from-note", post(H, "Bramble (2): Juno (from Lark), Ivo", "Lark (1): Ember"), BJI),
    (
        "from-note-several",
        post(
            H, "Bramble (2): Juno (from Lark), Ivo (from Ember)", "Lark (1): Ember (from Bramble)"
        ),
        BJI,
    ),
    (
        "switched-from",
        post(H, "Bramble (2): Juno (switched from Lark), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "moved-from",
        post(H, "Bramble (2): Juno (moved from Lark), Ivo (new)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "prev-note",
        post(H, "Bramble (2): Juno (prev. Lark), Ivo", "Lark (1): Ember (was on Ivo)"),
        BJI,
    ),
    # --- weights ----------------------------------------------------------------------------------
    (
        "weight-x2-brackets",
        post(H, "Bramble (3): Juno [x2], Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-double-vote",
        post(H, "Bramble (3): Juno (double vote), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-double-voter",
        post(H, "Bramble (3): Juno (Double Voter), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-counts-2",
        post(H, "Bramble (3): Juno (counts as 2), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-2-votes-each",
        post(H, "Bramble - 3 votes - Juno (2 votes), Ivo", "Lark - 1 vote - Ember"),
        BJI,
    ),
    (
        "weight-mayor",
        post(H, "Bramble (4): Juno (Mayor, 3 votes), Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-times-sign",
        post(H, "Bramble (3): Juno \u00d72, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "weight-total-stated-after",
        post(H, "Bramble: Juno (x2), Ivo = 3 votes", "Lark: Ember = 1 vote"),
        BJI,
    ),
    (
        "weight-half",
        post(H, "Bramble (1.5): Juno, Ivo (x0.5)", "Lark (1): Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_voters(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
