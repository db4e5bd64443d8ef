"""Guards for the eleventh round's rules at their edges: a heading "as of post" that ends
the post, weight words that are no weights, a line of the living above yesterday's wagons
or the same voters, a line of totals above wagon lines, a host's own line under a quote of
their count that speaks of a co-host or their last count; a dash before a mark ("(L-1)"),
"Unvoted:" (the players not voting) and "Unvotes:" (changes), a replacement noted under a
heading or beside a total; "Current count:" above a count, a one-line count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.tenth.shapes import indent
from tests.parser.hostcount.third.shapes import BJI, quoted
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

H = MSB.format("Vote Count 5.2")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
OLD = post(MSB.format("Vote Count 5.1"), "Bramble (2): Juno, Ivo", "Lark (1): Ember")
COHOSTED = Roster(ROSTER.players, hosts=["Warden", "Tern"])

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], Roster]] = [
    (
        "as-of-post-below",
        post("Bramble (2): Juno, Ivo", "Lark (1): Ember", "Vote count as of post 512."),
        BJI,
        ROSTER,
    ),
    (
        "x-total-no-weight",
        post(H, "Bramble x2: Juno, Ivo", "Lark x1: Ember"),
        BJI,
        ROSTER,
    ),
    (
        "double-check-note",
        post(H, "Bramble (3): Juno, Ivo", indent("Lark"), "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "alive-then-yesterday-same-voters",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "With 12 alive, 7 to lynch.",
            "Ember (3): Juno, Ivo, Lark",
        ),
        BJI,
        ROSTER,
    ),
    (
        "alive-then-names-no-total",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "With 12 alive, 7 to lynch.",
            "Wren77: Quill-Tide",
        ),
        BJI,
        ROSTER,
    ),
    (
        "totals-above-wagons",
        post(H, "Bramble (2), Lark (1)", "Bramble: Juno, Ivo", "Lark: Ember"),
        BJI,
        ROSTER,
    ),
    (
        "restated-my-cohost",
        quoted("Tern", OLD) + post("^ still current, thanks to my co-host."),
        BJI,
        COHOSTED,
    ),
    (
        "restated-my-last-count",
        quoted("Warden", OLD) + post("My last count still stands."),
        BJI,
        ROSTER,
    ),
    # the second and third batches' rules
    (
        "dash-before-hammer-note",
        post(H, "Bramble (3): Juno, Ivo \u2014 Lark (L-1)", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
        ROSTER,
    ),
    (
        "unvoted-is-not-voting",
        post(H, *W, MSB.format("Unvoted:"), "Wren77 (from Bramble)"),
        BJI,
        ROSTER,
    ),
    (
        "unvotes-then-wagon",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            MSB.format("Unvotes:"),
            "Wren77 (from Bramble)",
            "Lark (1): Ember",
        ),
        BJI,
        ROSTER,
    ),
    (
        "replacing-under-heading",
        post(H, "Bramble (2): Juno (replacing Sable Fox), Ivo", "Lark (1): Ember"),
        BJI,
        ROSTER,
    ),
    (
        "replacement-with-total",
        post("Bramble (2): Juno, Ivo (replacement)", "Lark (1): Ember", "Votes as of now."),
        BJI,
        ROSTER,
    ),
    # the fourth batch's rules
    (
        "current-count-heading-above",
        post("Juno has been replaced by Ivo.", MSB.format("Current count:"), *W),
        BJI,
        ROSTER,
    ),
    ("one-line-count-no-label", post(H, "Bramble 2 (Juno, Ivo), Lark 1 (Ember)."), BJI, ROSTER),
    # the review's (review22b): a caption under the wagons above another line, a line of the
    # living above an outcome or a section, "double" that is no weight, a replacement noted
    # on one voter of two, a host's first person under their quoted count
    (
        "caption-above-deadline",
        post(*W, MSB.format("Official count."), "Deadline: Friday 18:00 GMT"),
        BJI,
        ROSTER,
    ),
    (
        "as-of-caption-above-not-voting",
        post(*W, "Vote count as of post 512.", "Not voting: Wren77"),
        BJI,
        ROSTER,
    ),
    (
        "alive-then-outcome",
        post(H, *W, "With 12 alive, 7 to lynch.", "Sable Fox (7) - lynched D1: Wren77, Quill-Tide"),
        BJI,
        ROSTER,
    ),
    (
        "mod-notes-header-then-wagon",
        post(H, *W, "Mod notes:", "Sable Fox (1): Wren77"),
        BJI,
        ROSTER,
    ),
    (
        "double-checked-no-weight",
        post(
            H, f"Bramble (3): Juno (double-checked), {MSS.format('Lark')}, Ivo", "Lark (1): Ember"
        ),
        {"Bramble": ("Juno", "Lark", "Ivo"), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "replaced-note-no-heading",
        post("Bramble: Juno, Quill-Tide (replaced Sable Fox)", "Lark: Ember", "Not voting: Wren77"),
        {"Bramble": ("Juno", "Quill-Tide"), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "subbed-in-no-heading",
        post(
            "Votes", "Bramble - Juno, Quill-Tide (subbed in)", "Lark - Ember", "Not voting - Wren77"
        ),
        {"Bramble": ("Juno", "Quill-Tide"), "Lark": ("Ember",)},
        ROSTER,
    ),
    (
        "changes-above-wagon-from",
        post(
            H,
            MSB.format("Changes:"),
            "Ivo unvoted Lark",
            "Bramble (2): Juno, Ivo (from Lark)",
            W[1],
        ),
        BJI,
        ROSTER,
    ),
    (
        "restated-we-waiting",
        quoted("Warden", OLD) + post("^ still current, we're waiting on Juno"),
        BJI,
        ROSTER,
    ),
    (
        "restated-ill-update",
        quoted("Warden", OLD) + post("Still current. I'll update at deadline."),
        BJI,
        ROSTER,
    ),
]

# a host's line under their own quoted count that does not restate it
NONE: list[tuple[str, str]] = [
    (
        "official-to-follow",
        quoted("Warden", OLD) + post("Official count to follow after the deadline."),
    ),
    (
        "official-was-yesterday",
        quoted("Warden", OLD) + post("^ that was the official count for Day 4"),
    ),
    ("deadline-is-correct", quoted("Warden", OLD) + post("Deadline is correct.")),
    ("neither-accurate", quoted("Warden", OLD) + post("Neither count is accurate.")),
]


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_zoo_eleventh_guards(html: str, wagons: dict[str, tuple[str, ...]], roster: Roster) -> None:
    check(html, wagons, roster)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eleventh_guards_no_restatement(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
