"""The eighth zoo, a third batch: notes after a voter ("(V/LA)", "(prodded)", "(new)",
"(vote 2)", a flag), Discourse wagons and voters as mentions with dashes, a table of
mentions, XenForo's headings, vBulletin's nested lists, an old count struck above the new."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, md_table, mention
from tests.parser.hostcount.fourth.shapes import BJI
from tests.parser.hostcount.seventh.shapes import vb, xf
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.zoo import check, post

H = MSB.format("Vote Count 3.3")
VC = "<strong>Vote Count 3.3</strong>"
m = mention

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("note-vla", post(H, "Bramble (2): Juno (V/LA), Ivo", "Lark (1): Ember (V/LA)"), BJI),
    ("note-prodded", post(H, "Bramble (2): Juno (prodded), Ivo", "Lark (1): Ember (prodded)"), BJI),
    ("note-new-mark", post(H, "Bramble (2): Juno, Ivo (new)", "Lark (1): Ember (new)"), BJI),
    ("note-new-star", post(H, "Bramble (2): Juno, Ivo *NEW*", "Lark (1): Ember *NEW*"), BJI),
    (  # review19b: a vote taken away after the voter's fate (was still counted)
        "note-modkilled-vote-removed",
        post(H, "Bramble (2): Juno, Ivo, Wren77 (modkilled, vote removed)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "note-vote-struck",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember, Wren77 (vote struck)"),
        BJI,
    ),
    (  # the fate alone takes no vote away: the host's note on a voter
        "note-replaced-voted",
        post(H, "Bramble (3): Juno, Ivo, Wren77 (replaced, voted #12)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo", "Wren77"), "Lark": ("Ember",)},
    ),
    (
        "note-vote-order",
        post(H, "Bramble (2): Juno (vote 1), Ivo (vote 2)", "Lark (1): Ember (vote 1)"),
        BJI,
    ),
    (
        "note-flag-emoji",
        post(H, "Bramble (2): Juno \U0001f6a9, Ivo", "Lark (1): Ember \U0001f6a9"),
        BJI,
    ),
    (
        "note-hammer-needs",
        post(
            H,
            "Bramble (2): Juno, Ivo [needs 3 more to hammer]",
            "Lark (1): Ember [needs 4 more to hammer]",
        ),
        BJI,
    ),
    (
        "note-replacement-pending",
        post(
            H,
            "Bramble (2): Juno, Ivo (replacement pending)",
            "Lark (1): Ember (replacement pending)",
        ),
        BJI,
    ),
    (
        "mention-dashes-total",
        cooked(
            VC,
            lines(
                f"{m('Bramble')} \u2014 2 \u2014 {m('Juno')} {m('Ivo')}",
                f"{m('Lark')} \u2014 1 \u2014 {m('Ember')}",
            ),
        ),
        BJI,
    ),
    (
        "mention-by-and",
        cooked(
            VC,
            lines(
                f"Bramble \u2014 2 votes by {m('Juno')} and {m('Ivo')}",
                f"Lark \u2014 1 vote by {m('Ember')}",
            ),
        ),
        BJI,
    ),
    (
        "mention-table",
        cooked(VC)
        + md_table(
            ("Wagon", "Voters"), ("Bramble", f"{m('Juno')} {m('Ivo')}"), ("Lark", m("Ember"))
        ),
        BJI,
    ),
    (
        "mention-voters-first-colon",
        cooked(
            VC,
            lines(
                f"{m('Juno')}: {m('Bramble')}",
                f"{m('Ivo')}: {m('Bramble')}",
                f"{m('Ember')}: {m('Lark')}",
            ),
        ),
        BJI,
    ),
    (
        "xf-bb-heading",
        xf(
            '<h3 class="bbHeading">Vote Count 3.3</h3>',
            '<h4 class="bbHeading">Bramble</h4>Juno, Ivo',
            '<h4 class="bbHeading">Lark</h4>Ember',
        ),
        BJI,
    ),
    (
        "vb-nested-ordered",
        vb("<b>Vote Count 3.3</b>")
        + '<ol class="decimal"><li>Bramble (2)<ol class="decimal"><li>Juno</li><li>Ivo</li></ol></li><li>Lark (1)<ol class="decimal"><li>Ember</li></ol></li></ol>',
        BJI,
    ),
    (
        "old-count-struck-above",
        post(H, MSS.format("Bramble (1): Juno"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "old-wagon-struck-same-line",
        post(H, f"{MSS.format('Wren77 (1): Juno')} Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "edit-then-newer-count",
        post(
            MSB.format("Vote Count 3.2"),
            "Bramble (1): Juno",
            "",
            "EDIT: " + MSB.format("Vote Count 3.3"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_notes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
