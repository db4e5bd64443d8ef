"""The sixth zoo, Discourse's cooked HTML in more shapes: a heading with its anchor link,
the spoiler plugin's blocks, a wrap block, checklist boxes before voters, a table whose
voters are mentions, a count in a quote with no name ("> ..."), each wagon a heading
over a list of mentions."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines, md_table, mention
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.zoo import check

ANCHOR = (
    '<h2><a name="vote-count-25-1" class="anchor" href="#vote-count-25-1"></a>Vote Count 2.5</h2>'
)
BOX = '<span class="chcklst-box fa fa-square-o fa-fw"></span>'
BODY = lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("heading-anchor", ANCHOR + cooked(BODY), BJI),
    (
        "spoiler-plugin-div",
        cooked("Count inside.")
        + f'<div class="spoiler">{cooked("<strong>Vote Count</strong>", BODY)}</div>',
        BJI,
    ),
    (
        "spoiler-plugin-inline",
        cooked("<strong>Vote Count</strong>") + f'<p><span class="spoiler">{BODY}</span></p>',
        BJI,
    ),
    (
        "wrap-block",
        f'<div class="d-wrap" data-wrap="votecount">{cooked("<strong>Vote Count</strong>", BODY)}</div>',
        BJI,
    ),
    (
        "checklist-voters",
        cooked(
            "<strong>Vote Count</strong>",
            lines(f"Bramble (2): {BOX} Juno, {BOX} Ivo", f"Lark (1): {BOX} Ember"),
        ),
        BJI,
    ),
    (
        "table-mention-voters",
        cooked("<strong>Vote Count</strong>")
        + md_table(
            ("Wagon", "Voters"),
            ("Bramble", f"{mention('Juno')} {mention('Ivo')}"),
            ("Lark", mention("Ember")),
        ),
        BJI,
    ),
    (
        "heading-per-wagon-mention-lists",
        ANCHOR
        + f"<h3>Bramble (2)</h3><ul><li>{mention('Juno')}</li><li>{mention('Ivo')}</li></ul>"
        + f"<h3>Lark (1)</h3><ul><li>{mention('Ember')}</li></ul>",
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_sixth_discourse(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
