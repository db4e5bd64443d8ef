"""The ninth zoo's boxed counts (Discourse's ``[details=Vote Count]``, spoilers of four
engines) and last round's leftovers: a final count below a day's, "EDIT: Vote Count 2.4:
Ivo (2): ..." on one line, "(2) Juno, Ivo" with no wagon name."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines
from tests.parser.hostcount.ninth.shapes import d_spoiler
from tests.parser.hostcount.seventh.shapes import vb, xf, xf_spoiler
from tests.parser.hostcount.third.shapes import BJI, spoiler
from tests.parser.hostcount.zoo import check, post, ul

H = MSB.format("Vote Count 3.2")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
OLD = ("Bramble (1): Juno", "Lark (2): Ember, Ivo")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- boxes --------------------------------------------------------------------------------------
    ("details-vote-count-bare", details("Vote Count", cooked(lines(*W))), BJI),
    ("details-vote-count-list", details("Vote Count", ul(*W)), BJI),
    (
        "details-after-prose",
        cooked("Day 3 continues. Deadline in 48 hours.") + details("Vote Count", cooked(lines(*W))),
        BJI,
    ),
    (
        "details-current-and-old",
        details("Vote Count", cooked(lines(*W)))
        + details("Previous Vote Count", cooked(lines(*OLD))),
        BJI,
    ),
    ("details-summary-day", details("Day 3 Votes", cooked(lines(*W))), BJI),
    (
        "discourse-spoiler-plugin",
        cooked("<strong>Vote Count 3.2</strong>") + d_spoiler(lines(*W)),
        BJI,
    ),
    ("phpbb-spoiler-vote-count", post("Day 3 goes on.") + spoiler("Vote Count", post(*W)), BJI),
    ("phpbb-spoiler-titled-count", spoiler("VC 3.2", post(*W)), BJI),
    ("xf-spoiler-count", xf("Deadline is Friday.") + xf_spoiler("Vote Count 3.2", xf(*W)), BJI),
    (
        "vb-spoiler-count",
        vb("<b>Vote Count 3.2</b>") + '<div class="bbcode_spoiler">' + vb(*W) + "</div>",
        BJI,
    ),
    # --- a final count below a day's ----------------------------------------------------------------
    (
        "final-below-day",
        post(MSB.format("Vote Count Day 2"), *OLD, "", MSB.format("Vote Count (final)"), *W),
        BJI,
    ),
    (
        "final-below-numbered",
        post(MSB.format("Vote Count 2.4"), *OLD, "", MSB.format("Vote Count (FINAL)"), *W),
        BJI,
    ),
    (
        "final-word-first-below-day",
        post(MSB.format("Vote Count Day 2"), *OLD, "", MSB.format("Final Vote Count"), *W),
        BJI,
    ),
    (
        "final-below-day-discourse",
        cooked(
            "<strong>Vote Count Day 2</strong>",
            lines(*OLD),
            "<strong>Vote Count (final)</strong>",
            lines(*W),
        ),
        BJI,
    ),
    # --- the heading and a wagon on one line after EDIT ----------------------------------------------
    (
        "edit-heading-wagon-one-line",
        post("EDIT: Vote Count 2.4: Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "edit-heading-wagon-bold",
        post(MSB.format("EDIT:") + " Vote Count 2.4: Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "update-heading-wagon-one-line",
        post("Update: VC 2.4: Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "edit-below-old-one-line",
        post(
            MSB.format("Vote Count 2.3"),
            *OLD,
            "",
            "EDIT: Vote Count 2.4: Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- "(2) Juno, Ivo": a total and voters, no wagon name ------------------------------------------
    ("total-first-under-name-line", post(H, "Bramble", "(2) Juno, Ivo", "Lark", "(1) Ember"), BJI),
    (
        "total-first-under-bold-name",
        post(H, MSB.format("Bramble"), "(2) Juno, Ivo", MSB.format("Lark"), "(1) Ember"),
        BJI,
    ),
    (
        "total-first-under-name-colon",
        post(H, "Bramble:", "(2) Juno, Ivo", "Lark:", "(1) Ember"),
        BJI,
    ),
    (
        "total-first-alone-after-wagon",
        post(H, "Bramble (2): Juno, Ivo", "(1) Ember"),
        {"Bramble": ("Juno", "Ivo")},
    ),
    (
        "total-first-wagon-dash",
        post(H, "(2) Bramble \u2014 Juno, Ivo", "(1) Lark \u2014 Ember"),
        BJI,
    ),
]


@pytest.mark.parametrize("html,wagons", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_ninth_boxes(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
