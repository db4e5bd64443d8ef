"""The seventh zoo's whole posts: counts in vBulletin and XenForo posts beside quotes
and spoilers, a host's miscounted wagon above lines that do not make its total up, a
player's count the host quotes in a bare box above or instead of their own."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.seventh.shapes import vb, vb_quote, xf, xf_quote, xf_spoiler
from tests.parser.hostcount.zoo import check, post, ul

H = MSB.format("Vote Count 4.2")
VC = "<strong>Vote Count 4.2</strong>"
THREE = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- vBulletin and XenForo posts ------------------------------------------------------------
    (
        "vb-quote-of-player-then-count",
        vb_quote("Juno", "Bramble is lying. VOTE: Bramble")
        + vb(
            "No arguing in the count thread.",
            "<b>Vote Count 4.2</b>",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "vb-count-then-quoted-old-count",
        vb("<b>Vote Count 4.2</b>", "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + vb_quote("Warden", "<b>Vote Count 4.1</b><br />Wren77 (1): Juno"),
        BJI,
    ),
    (
        "xf-count-in-spoiler-only",
        xf("Votes are in the spoiler.")
        + xf_spoiler("Vote Count 4.2", "Bramble (2): Juno, Ivo<br />Lark (1): Ember"),
        BJI,
    ),
    (
        "xf-quote-then-count",
        xf_quote("Lark", "Where is the count?")
        + xf("Here:", "<b>Vote Count 4.2</b>", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "xf-list-items",
        xf("<b>Vote Count 4.2</b>") + '<ul><li data-xf-list-type="ul">Bramble (2): Juno, Ivo</li>'
        '<li data-xf-list-type="ul">Lark (1): Ember</li></ul>',
        BJI,
    ),
    (
        "xf-struck-voter",
        xf("<b>Vote Count 4.2</b>", "Bramble (2): Juno, <s>Lark</s>, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    # --- a host's miscount above lines that do not make it up ------------------------------------
    (
        "miscount-then-prose-line",
        post(
            H, "Bramble (4): Juno, Ivo, Lark", "Ember (1): Wren77", "Lark voted at the last minute."
        ),
        THREE,
    ),
    (
        "miscount-then-names-past-total",
        post(H, "Bramble (4): Juno, Ivo, Lark", "Wren77, Ember, Kestrel Moon", "Ember (1): Wren77"),
        THREE,
    ),
    (
        "miscount-last-wagon-then-not-voting-names",
        post(H, "Ember (1): Wren77", "Bramble (5): Juno, Ivo, Lark", "Kestrel Moon, Sable Fox"),
        THREE,
    ),
    (
        "miscount-last-wagon-then-mentions",
        cooked(
            VC,
            lines("Ember (1): Wren77", "Bramble (5): Juno, Ivo, Lark"),
            "@Kestrel_Moon @Sable_Fox please vote",
        ),
        THREE,
    ),
    (
        "miscount-bullets-sibling-name",
        post(H, ul("Bramble (4): Juno, Ivo, Lark", "Ember (1): Wren77", "Sable Fox")),
        THREE,
    ),
    (
        "wrapped-line-still-read",
        post(H, "Bramble (4): Juno, Ivo,", "Lark, Kestrel Moon", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark", "Kestrel Moon"), "Ember": ("Wren77",)},
    ),
    # --- a player's count quoted bare by the host -----------------------------------------------
    (
        "bare-box-player-count-above-own",
        cooked("Juno's count was off:")
        + "<blockquote><p>Wren77 (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>"
        + cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    (
        "bare-box-player-count-below-own",
        cooked(VC, lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"), "Juno, this one is wrong:")
        + "<blockquote><p>Wren77 (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>",
        BJI,
    ),
    (
        "phpbb-uncited-box-then-own",
        post("Someone posted this:")
        + '<blockquote class="uncited"><div>Wren77 (2): Juno, Ivo<br>Lark (1): Ember</div></blockquote>'
        + post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_seventh_posts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
