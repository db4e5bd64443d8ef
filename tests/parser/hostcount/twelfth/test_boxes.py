"""Counts around boxes: the previous count quoted above the new one (phpBB, Discourse,
XenForo, vBulletin: the new one counts), a count in a code block (phpBB, Discourse's
``<pre>``, vBulletin, XenForo, a bare ``<pre>``), a count split by an image."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.fourth.shapes import code
from tests.parser.hostcount.ninth.shapes import d_code
from tests.parser.hostcount.seventh.shapes import vb, vb_code, vb_quote, xf, xf_code, xf_quote
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.twelfth.shapes import D_IMG, MS_IMG, XF_IMG
from tests.parser.hostcount.zoo import ROSTER, check, post

HEAD = MSB.format("Vote Count 2.3")
OLD = post(MSB.format("Vote Count 2.2"), "Lark (2): Juno, Ivo", "Bramble (1): Ember")
NEW = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- the previous count quoted above ---------------------------------------------------------
    (
        "prev-quoted-phpbb",
        f"<blockquote><div><cite>Warden wrote:</cite>{OLD}</div></blockquote>" + post(HEAD, *NEW),
        BJI,
    ),
    ("prev-quoted-uncited", f"<blockquote><div>{OLD}</div></blockquote>" + post(HEAD, *NEW), BJI),
    (
        "prev-quoted-no-heading",
        f"<blockquote><div><cite>Warden wrote:</cite>{OLD}</div></blockquote>"
        + post("Updated:", *NEW),
        BJI,
    ),
    (
        "prev-aside",
        aside("Warden", OLD) + cooked("<strong>Vote Count 2.3</strong>", lines(*NEW)),
        BJI,
    ),
    ("prev-xf-quote", xf_quote("Warden", OLD) + xf("<b>Vote Count 2.3</b>", *NEW), BJI),
    ("prev-vb-quote", vb_quote("Warden", OLD) + vb("<b>Vote Count 2.3</b>", *NEW), BJI),
    (
        "prev-quoted-new-below-plain",
        f"<blockquote><div><cite>Warden wrote:</cite>{OLD}</div></blockquote>"
        + post("Juno and Ivo moved. New count:", *NEW),
        BJI,
    ),
    # --- code blocks ----------------------------------------------------------------------------
    ("phpbb-code", post(HEAD) + code(*NEW), BJI),
    ("phpbb-code-aligned", post(HEAD) + code("Bramble  2  Juno, Ivo", "Lark     1  Ember"), BJI),
    ("phpbb-code-heading-inside", code("Vote Count 2.3", "", *NEW), BJI),
    ("discourse-pre", cooked("<strong>Vote Count 2.3</strong>") + d_code(*NEW), BJI),
    (
        "discourse-pre-only",
        d_code("VOTE COUNT 2.3", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    ("vb-code", vb("<b>Vote Count 2.3</b>") + vb_code(*NEW), BJI),
    ("xf-code", xf("<b>Vote Count 2.3</b>") + xf_code(*NEW), BJI),
    ("bare-pre", "<b>Vote Count 2.3</b><pre>Bramble (2): Juno, Ivo\nLark (1): Ember</pre>", BJI),
    (
        "pre-ascii-table",
        "<b>Vote Count 2.3</b><pre>+---------+---+-----------+\n| Bramble | 2 | Juno, Ivo |\n"
        "| Lark    | 1 | Ember     |\n+---------+---+-----------+</pre>",
        BJI,
    ),
    # --- a count split by an image ----------------------------------------------------------------
    ("image-between-wagons", post(HEAD, NEW[0], MS_IMG, NEW[1]), BJI),
    ("image-under-heading", post(HEAD, MS_IMG, *NEW), BJI),
    ("image-inline-heading", post(MS_IMG + " " + HEAD, *NEW), BJI),
    (
        "discourse-image-paragraph",
        cooked("<strong>Vote Count 2.3</strong>", lines(NEW[0]), D_IMG, lines(NEW[1])),
        BJI,
    ),
    ("xenforo-image", xf("<b>Vote Count 2.3</b>", NEW[0], XF_IMG, NEW[1]), BJI),
    ("image-end-line", post(HEAD, NEW[0] + " " + MS_IMG, NEW[1]), BJI),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_twelfth_boxes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons, ROSTER)
