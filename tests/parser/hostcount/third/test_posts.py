"""The third zoo's whole posts: an old count above or quoted before the current one, markup,
layouts, a voter listed twice, names holding marks, and near misses that hold no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.third.shapes import BJI, BJIL, HIDDEN, MARKS, quoted, spoiler
from tests.parser.hostcount.zoo import BIG, HEAD, RED, ROSTER, B, S, check, post, table, ul
from votecount.parser.hostcount import read_host_count

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- an old count above the current one ------------------------------------------------
    (
        "own-quote-then-update",
        quoted("Warden", post(HEAD, "Bramble (1): Juno", "Lark (1): Ember"))
        + post("Updated:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "two-counts-numbered",
        post(
            B.format("Vote Count 1.3"),
            "Bramble (1): Juno",
            "Lark (2): Ember, Ivo",
            "",
            B.format("Vote Count 1.4"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "previous-count-in-spoiler",
        post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + spoiler("Previous count", post("Bramble (1): Juno", "Lark (2): Ember, Ivo")),
        BJI,
    ),
    (
        "changes-since-last",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Changes since the last count:"),
            "Ivo: Lark -> Bramble",
            "Ember -> Lark",
        ),
        BJI,
    ),
    (
        "changes-before-count",
        post(
            HEAD,
            B.format("Votes changed since last count:"),
            "Ivo (Lark -> Bramble)",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    # --- markup -----------------------------------------------------------------------------
    (
        "hidden-voters",
        post(
            HEAD,
            "Bramble (2): " + HIDDEN.format("Juno, Ivo"),
            "Lark (1): " + HIDDEN.format("Ember"),
        ),
        BJI,
    ),
    (
        "coloured-wagon-and-voters",
        post(
            HEAD,
            RED.format("Bramble (2)") + ": " + RED.format("Juno") + ", Ivo",
            RED.format("Lark (1)") + ": Ember",
        ),
        BJI,
    ),
    (
        "size-wagon-no-separator",
        post(HEAD, BIG.format("Bramble") + " Juno, Ivo", BIG.format("Lark") + " Ember"),
        BJI,
    ),
    (
        "count-in-spoiler-with-comment",
        post("Lark and Ember, please post.")
        + spoiler("Vote Count 2.2", post("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
        BJI,
    ),
    # --- layouts ---------------------------------------------------------------------------
    (
        "nested-lists",
        post(HEAD) + ul("Bramble (2)" + ul("Juno", "Ivo"), "Lark (1)" + ul("Ember")),
        BJI,
    ),
    (
        "bare-table-total-last",
        post(HEAD, table(("Bramble", "Juno, Ivo", "2"), ("Lark", "Ember", "1"))),
        BJI,
    ),
    (
        "claim-after-wagon",
        post(HEAD, "Bramble [claimed cop] (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "percent-and-fraction",
        post(HEAD, "Bramble 2/5 (40%): Juno, Ivo", "Lark 1/5 (20%): Ember"),
        BJI,
    ),
    (
        "hammer-status-voter",
        post(HEAD, "Bramble (3): Juno, Ivo, Lark (hammer)", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "alive-list-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Alive (10): Bramble, Juno, Ivo, Lark, Ember, Wren77, Sable Fox, Kestrel Moon, Mr. Pebble, Quill-Tide",
        ),
        BJI,
    ),
    (
        "past-lynch-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Day 1 lynch: Wren77 (Juno, Ivo, Lark)",
        ),
        BJI,
    ),
    (
        "replacement-note",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Replacements:"),
            "Sable Fox -> Mr. Pebble",
        ),
        BJI,
    ),
]

UNCITED = '<blockquote class="uncited"><div>{}</div></blockquote>'
CASES += [
    # --- the old count and the current one in one post ------------------------------------
    (
        "uncited-old-then-new",
        UNCITED.format(post(HEAD, "Bramble (1): Juno", "Lark (2): Ember, Ivo"))
        + post("Updated:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "previous-then-current",
        post(
            "Previous count:",
            "Bramble (1): Juno",
            "Lark (2): Ember, Ivo",
            "",
            B.format("Current vote count:"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "current-then-previous",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Last count, for reference:",
            "Bramble (1): Juno",
            "Lark (2): Ember, Ivo",
            "Wren77 (1): Sable Fox",
        ),
        BJI,
    ),
]

CASES += [
    # --- a voter listed twice -------------------------------------------------------------
    (
        "double-voter-listed-twice",
        post(
            HEAD,
            "Bramble (3): Juno, " + B.format("Ivo") + ", " + B.format("Ivo"),
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "revote-struck-then-bold",
        post(
            HEAD,
            "Bramble (2): " + S.format("Juno") + ", Ivo, " + B.format("Juno"),
            "Lark (1): Ember",
        ),
        {"Bramble": ("Ivo", "Juno"), "Lark": ("Ember",)},
    ),
]

CASES += [
    (
        "last-count-was-wrong",
        post(
            "Last vote count was wrong, sorry. Corrected:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
]


MARKED_NAMES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "digits-spaces",
        post(HEAD, "Agent 47 (2): dot.matrix, snake_eyes", "Pip_3 (1): Agent 47"),
        {"Agent 47": ("dot.matrix", "snake_eyes"), "Pip_3": ("Agent 47",)},
    ),
    (
        "brackets",
        post(HEAD, "[Ghost] (2): K.T. Fog, Vera 2.0", "Old Man Willow (1): [Ghost]"),
        {"[Ghost]": ("K.T. Fog", "Vera 2.0"), "Old Man Willow": ("[Ghost]",)},
    ),
    (
        "version-number-wagon",
        post(HEAD, "Vera 2.0 - 2 - Agent 47, Pip_3", "dot.matrix - 1 - snake_eyes"),
        {"Vera 2.0": ("Agent 47", "Pip_3"), "dot.matrix": ("snake_eyes",)},
    ),
    (
        "total-first-digits",
        post(HEAD, "2 - Agent 47: Pip_3, Vera 2.0", "1 - K.T. Fog: Old Man Willow"),
        {"Agent 47": ("Pip_3", "Vera 2.0"), "K.T. Fog": ("Old Man Willow",)},
    ),
    (
        "voters-first-marks",
        post(HEAD, "Agent 47, [Ghost] -> dot.matrix", "Pip_3 -> Vera 2.0"),
        {"dot.matrix": ("Agent 47", "[Ghost]"), "Vera 2.0": ("Pip_3",)},
    ),
    (
        "heading-marks",
        post(
            HEAD,
            B.format("Agent 47 (2)"),
            "- Vera 2.0",
            "- K.T. Fog",
            "",
            B.format("[Ghost] (1)"),
            "- Pip_3",
        ),
        {"Agent 47": ("Vera 2.0", "K.T. Fog"), "[Ghost]": ("Pip_3",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_third(html, wagons):
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in MARKED_NAMES], ids=[c[0] for c in MARKED_NAMES]
)
def test_zoo_third_marked_names(html, wagons):
    check(html, wagons, MARKS)


def test_zoo_third_not_voting_after_the_majority_line():
    hc = read_host_count(
        post(
            HEAD, "Bramble (2): Juno, Ivo", "With 9 alive it takes 5 to lynch", "Not voting: Lark"
        ),
        ROSTER,
    )
    assert hc is not None and hc.not_voting == ("Lark",)


def test_zoo_third_empty_count_of_dashed_lines():
    # a day's first count: each player's line with an L-mark and nothing after its dash
    lines = ("[L-5] Bramble -", "[L-5] Juno -", "[L-5] Ivo \u2013", "[L-5] Lark -")
    hc = read_host_count(post(B.format("==> Vote Count 2.0 <=="), *lines), ROSTER)
    assert hc is not None and hc.wagons == ()
    assert read_host_count(post(HEAD, "[L-5] Bramble -"), ROSTER) is None  # one line: no count


NO_COUNT = [
    (
        "player-guess",
        post(
            "By my count Bramble has Juno and Ivo on him and Lark has Ember, so nobody is close.",
            "I vote Bramble.",
        ),
    ),
    ("claims", post(B.format("Claims so far:"), "Juno - cop", "Ivo - doctor", "Lark: vanilla")),
    (
        "claims-naming-targets",
        post(
            B.format("Claims so far"),
            "Juno: cop, checked Ivo",
            "Lark: doctor, protected Ember",
            "no votes on claimed players please",
        ),
    ),
    (
        "role-list",
        post(B.format("Roles"), "Bramble - Mafia Goon", "Juno - Town Cop", "Ivo - Vanilla Townie"),
    ),
    (
        "wagon-analysis",
        post(
            "Looking at the votes:",
            "Bramble's wagon is Juno, Ivo - both town reads for me.",
            "Lark's wagon is just Ember, who is scummy.",
        ),
    ),
    (
        "rules-example",
        post(
            B.format("Rules"),
            "Votes must be bolded. Vote counts will look like this:",
            "Player A (2): Player B, Player C",
            "Player D (1): Player E",
        ),
    ),
    (
        "replacements-only",
        post(
            B.format("Replacements"),
            "Sable Fox -> Mr. Pebble",
            "Votes on Sable Fox now count for Mr. Pebble.",
        ),
    ),
    (
        "vote-history-of-one-player",
        post("Juno's votes so far:", "Juno: Lark -> Bramble -> Ivo", "Make of that what you will."),
    ),
    (
        "bold-player-list-under-heading",
        post(HEAD, B.format("Bramble"), B.format("Juno"), B.format("Ivo"), B.format("Lark")),
    ),
    (
        "flip-under-heading",
        post(HEAD, B.format("Bramble"), "was eliminated. They were a Vanilla Townie."),
    ),
    (
        "reads-list",
        post("My reads after the votes so far:", "Town: Juno, Ivo, Lark", "Scum: Bramble, Ember"),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NO_COUNT], ids=[c[0] for c in NO_COUNT])
def test_zoo_third_near_misses_read_no_count(html):
    hc = read_host_count(html, ROSTER)
    assert hc is None, {w.target: w.voters for w in hc.wagons}
