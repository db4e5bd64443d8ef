"""The count-format zoo, third round (issue #25, fourteenth session): shapes the first
two rounds (test_zoo_lines.py, test_zoo_layouts.py) lack. The total first, voters one a
line under headings made by size or underline alone, L-marks after the voters, vote
histories, post links and times after each voter, per-voter lines mixed with a "Not
voting" line, names holding digits, dots, underscores and brackets, notes and commentary
around the count, an old count quoted or repeated above the current one, a "changes since
the last count" section; and near misses that hold no count. Every post and line here was
written for this test (phpBB's HTML as MafiaScum serves it)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.zoo import BIG, HEAD, NL, RED, ROSTER, B, S, check, ol, post, table, ul
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Player, Roster

U = '<span style="text-decoration: underline">{}</span>'
HIDDEN = (
    '<div style="display:inline;color:black;background:black"'
    ' title="This text is hidden to prevent spoilers (select it to read).">{}</div>'
)
LINK = '<a href="./viewtopic.php?p={0}#p{0}" class="postlink-local">{1}</a>'


def spoiler(title: str, body: str) -> str:
    return (
        '<div style="margin:20px; margin-top:5px"><div class="quotetitle">'
        f'<b>{title}</b></div><div class="quotecontent"><div>{body}</div></div></div>'
    )


def quoted(who: str, body: str) -> str:
    return f"<blockquote><div><cite>{who} wrote:</cite>{body}</div></blockquote>"


# names holding digits, dots, underscores, brackets and spaces
MARKS = Roster(
    [Player("Agent 47"), Player("dot.matrix"), Player("snake_eyes"), Player("[Ghost]"),
     Player("Vera 2.0"), Player("Old Man Willow"), Player("K.T. Fog"), Player("Pip_3")],
    hosts=["Warden"],
)  # fmt: skip

BJI = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- the total first ------------------------------------------------------------------
    ("total-dash-colon", post(HEAD, "3 - Bramble: Juno, Ivo, Lark", "1 - Ember: Wren77"), BJIL),
    (
        "total-bracket-arrow",
        post(HEAD, "[3] Bramble <- Juno, Ivo, Lark", "[1] Ember <- Wren77"),
        BJIL,
    ),
    ("total-paren-dash", post(HEAD, "(3) Bramble - Juno, Ivo, Lark", "(1) Ember - Wren77"), BJIL),
    (
        "total-votes-dash",
        post(HEAD, "3 votes - Bramble - Juno, Ivo, Lark", "1 vote - Ember - Wren77"),
        BJIL,
    ),
    ("total-pipe", post(HEAD, "3 | Bramble | Juno, Ivo, Lark", "1 | Ember | Wren77"), BJIL),
    (
        "total-bold-wagon",
        post(
            HEAD,
            "3 " + B.format("Bramble") + " (Juno, Ivo, Lark)",
            "1 " + B.format("Ember") + " (Wren77)",
        ),
        BJIL,
    ),
    (
        "total-colon-after-wagon",
        post(HEAD, "Bramble: 3 - Juno, Ivo, Lark", "Ember: 1 - Wren77"),
        BJIL,
    ),
    ("total-in-brackets-after", post(HEAD, "Bramble: 2 [Juno, Ivo]", "Lark: 1 [Ember]"), BJI),
    ("total-braces", post(HEAD, "Bramble {2}: Juno, Ivo", "Lark {1}: Ember"), BJI),
    ("total-equals-after", post(HEAD, "Bramble: Juno, Ivo = 2", "Lark: Ember = 1"), BJI),
    # --- other separators -------------------------------------------------------------------
    ("tilde", post(HEAD, "Bramble (2) ~ Juno, Ivo", "Lark (1) ~ Ember"), BJI),
    ("double-angle", post(HEAD, "Bramble (2) << Juno, Ivo", "Lark (1) << Ember"), BJI),
    ("slash-voters", post(HEAD, "Bramble (2): Juno / Ivo", "Lark (1): Ember"), BJI),
    ("semicolon-voters", post(HEAD, "Bramble (2): Juno; Ivo", "Lark (1): Ember"), BJI),
    ("plus-voters", post(HEAD, "Bramble (2): Juno + Ivo", "Lark (1): Ember"), BJI),
    ("bracketed-wagon", post(HEAD, "[Bramble] Juno, Ivo", "[Lark] Ember"), BJI),
    ("ellipsis", post(HEAD, "Bramble (2)... Juno, Ivo", "Lark (1)... Ember"), BJI),
    (
        "votes-for-colon",
        post(HEAD, "Votes for Bramble (2): Juno, Ivo", "Votes for Lark (1): Ember"),
        BJI,
    ),
    # --- L-marks ------------------------------------------------------------------------------
    ("L-in-brackets", post(HEAD, "Bramble (L-1): Juno, Ivo", "Lark (L-2): Ember"), BJI),
    ("L-after-voters", post(HEAD, "Bramble: Juno, Ivo (L-2)", "Lark: Ember (L-3)"), BJI),
    ("L-after-voters-dash", post(HEAD, "Bramble - Juno, Ivo - L-2", "Lark - Ember - L-3"), BJI),
    ("L-after-voters-square", post(HEAD, "Bramble: Juno, Ivo [L-2]", "Lark: Ember [L-3]"), BJI),
    (
        "L-bold-before",
        post(HEAD, B.format("[L-2]") + " Bramble: Juno, Ivo", B.format("[L-3]") + " Lark: Ember"),
        BJI,
    ),
    # --- voters one a line under a heading ----------------------------------------------------
    (
        "heading-total-blank-lines",
        post(HEAD, "", "Bramble (2)", "Juno", "Ivo", "", "Lark (1)", "Ember", ""),
        BJI,
    ),
    (
        "heading-size-only",
        post(HEAD, BIG.format("Bramble"), "Juno", "Ivo", "", BIG.format("Lark"), "Ember"),
        BJI,
    ),
    (
        "heading-underlined",
        post(HEAD, U.format("Bramble")) + ul("Juno", "Ivo") + U.format("Lark") + ul("Ember"),
        BJI,
    ),
    (
        "heading-bold-only",
        post(HEAD, B.format("Bramble"), "Juno", "Ivo", "", B.format("Lark"), "Ember"),
        BJI,
    ),
    (
        "heading-numbered-voters",
        post(HEAD, "Bramble (2)", "1. Juno", "2. Ivo", "", "Lark (1)", "1. Ember"),
        BJI,
    ),
    (
        "heading-voters-with-links",
        post(HEAD, "Bramble (2):", "Juno (#12)", "Ivo (#31)", "", "Lark (1):", "Ember (#40)"),
        BJI,
    ),
    (
        "heading-dash-total",
        post(HEAD, B.format("Bramble - 2"), "- Juno", "- Ivo", B.format("Lark - 1"), "- Ember"),
        BJI,
    ),
    # --- vote histories -------------------------------------------------------------------------
    (
        "struck-in-middle",
        post(HEAD, "Bramble (2): Juno, " + S.format("Lark") + ", Ivo", "Ember (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), "Ember": ("Lark",)},
    ),
    (
        "unvote-mark-in-middle",
        post(HEAD, "Bramble (2): Juno, Lark (unvote), Ivo", "Ember (1): Lark"),
        {"Bramble": ("Juno", "Ivo"), "Ember": ("Lark",)},
    ),
    (
        "unvote-with-post",
        post(HEAD, "Bramble (1): Juno (#12), Ivo (#15, unvoted #30)", "Lark (1): Ember (#20)"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "history-with-posts",
        post(
            HEAD, "Bramble (2): Juno (vote #12, unvote #30, vote #41), Ivo (#15)", "Lark (1): Ember"
        ),
        BJI,
    ),
    (
        "struck-voter-then-again",
        post(HEAD, "Bramble (2): Juno, " + S.format("Ivo") + ", Lark, Ivo", "Ember (1): Wren77"),
        {"Bramble": ("Juno", "Lark", "Ivo"), "Ember": ("Wren77",)},
    ),
    (
        "struck-with-link",
        post(
            HEAD,
            "Bramble (2): Juno (#4), " + S.format("Lark (#9)") + ", Ivo (#22)",
            "Ember (1): Lark (#30)",
        ),
        {"Bramble": ("Juno", "Ivo"), "Ember": ("Lark",)},
    ),
    (
        "bold-current-voter",
        post(HEAD, "Bramble (2): Juno, " + B.format("Ivo"), "Lark (1): " + B.format("Ember")),
        BJI,
    ),
    # --- post links and times after each voter --------------------------------------------
    (
        "post-links-rendered",
        post(
            HEAD,
            "Bramble (2): Juno ("
            + LINK.format(120, "#120")
            + "), Ivo ("
            + LINK.format(133, "#133")
            + ")",
            "Lark (1): Ember (" + LINK.format(140, "#140") + ")",
        ),
        BJI,
    ),
    (
        "times-in-brackets",
        post(HEAD, "Bramble (2): Juno [12:04], Ivo [13:30]", "Lark (1): Ember [09:15]"),
        BJI,
    ),
    (
        "post-word-links",
        post(HEAD, "Bramble (2): Juno (post 12), Ivo (post 40)", "Lark (1): Ember (post 50)"),
        BJI,
    ),
    (
        "day-and-time",
        post(HEAD, "Bramble (2): Juno (Tue 14:05), Ivo (Wed 09:12)", "Lark (1): Ember (Wed 10:00)"),
        BJI,
    ),
    (
        "time-utc",
        post(HEAD, "Bramble (2): Juno @ 14:05 UTC, Ivo @ 16:40 UTC", "Lark (1): Ember @ 09:12 UTC"),
        BJI,
    ),
    (
        "post-number-dash",
        post(HEAD, "Bramble (2): Juno - #12, Ivo - #40", "Lark (1): Ember - #50"),
        BJI,
    ),
    # --- each voter's current vote, with a "Not voting" line ------------------------------------
    (
        "per-voter-arrow-not-voting",
        post(
            HEAD,
            "Juno -> Bramble",
            "Ivo -> Bramble",
            "Ember -> Lark",
            "Not voting: Wren77, Sable Fox",
        ),
        BJI,
    ),
    (
        "per-voter-colon-not-voting",
        post(HEAD, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark", "Not voting: Wren77, Sable Fox"),
        BJI,
    ),
    (
        "per-voter-list",
        post(HEAD)
        + ul("Juno -> Bramble", "Ivo -> Bramble", "Ember -> Lark")
        + "Not voting: Wren77",
        BJI,
    ),
    (
        "per-voter-bold-target",
        post(
            HEAD,
            "Juno: " + B.format("Bramble"),
            "Ivo: " + B.format("Bramble"),
            "Ember: " + B.format("Lark"),
        ),
        BJI,
    ),
    (
        "per-voter-table-with-post",
        post(
            HEAD,
            table(
                ("Juno", "Bramble", "#12"),
                ("Ivo", "Bramble", "#20"),
                ("Ember", "Lark", "#31"),
                head=("Player", "Voting", "Post"),
            ),
        ),
        BJI,
    ),
    # --- lists and tables -------------------------------------------------------------------
    ("html-numbered-dash", post(HEAD) + ol("Bramble (2) - Juno, Ivo", "Lark (1) - Ember"), BJI),
    ("typed-paren-numbers", post(HEAD, "1) Bramble: Juno, Ivo", "2) Lark: Ember"), BJI),
    (
        "table-total-first",
        post(
            HEAD,
            table(
                ("2", "Bramble", "Juno, Ivo"),
                ("1", "Lark", "Ember"),
                head=("Votes", "Player", "Voted by"),
            ),
        ),
        BJI,
    ),
    (
        "table-voters-by-line",
        post(HEAD, table(("Bramble", "Juno<br>Ivo"), ("Lark", "Ember"), head=("Wagon", "Voters"))),
        BJI,
    ),
    (
        "table-with-L-column",
        post(
            HEAD,
            table(
                ("Bramble", "2", "L-3", "Juno, Ivo"),
                ("Lark", "1", "L-4", "Ember"),
                head=("Player", "Votes", "To lynch", "Voted by"),
            ),
        ),
        BJI,
    ),
    # --- no-elimination wagons ----------------------------------------------------------------
    (
        "no-exile",
        post(HEAD, "No Exile (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-elimination-total-first",
        post(HEAD, "2 - No Elimination - Juno, Ivo", "1 - Lark - Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "sleep-arrow",
        post(HEAD, "[2] Sleep <- Juno, Ivo", "[1] Lark <- Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-lynch-heading",
        post(HEAD, B.format("No Lynch (2)"), "Juno", "Ivo", "", B.format("Lark (1)"), "Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- headings, deadlines, majority, commentary ---------------------------------------------
    (
        "header-deadline-majority",
        post(
            B.format("Vote Count 2.7"),
            "Deadline: Saturday 18:00 UTC",
            "With 9 alive it takes 5 to lynch",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "commentary-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Lark, Ember: please post more today.",
            "Bramble - you have 48 hours to claim if you want.",
            "Juno: prodded.",
        ),
        BJI,
    ),
    (
        "commentary-naming-pairs",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Mod notes"),
            "Wren77 is replaced by Sable Fox.",
            "Kestrel Moon: Ivo's question was answered in the rules.",
        ),
        BJI,
    ),
    (
        "commentary-before-header",
        post(
            "Juno, Ivo and Lark have been prodded.",
            "Ember: your claim is noted.",
            "",
            B.format("Vote Count 3.1"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
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
]

CASES += [
    # --- more voters-first and per-voter shapes ---------------------------------------------
    (
        "and-voters-first",
        post(HEAD, "Juno and Ivo are voting Bramble", "Ember is voting Lark"),
        BJI,
    ),
    ("being-voted-by", post(HEAD, "Bramble is voted by Juno, Ivo", "Lark is voted by Ember"), BJI),
    ("double-left-arrow", post(HEAD, "Bramble (2) <== Juno, Ivo", "Lark (1) <== Ember"), BJI),
    (
        "per-voter-history-chain",
        post(HEAD, "Juno: Bramble", "Ivo: Lark -> Bramble", "Ember: Bramble -> Lark"),
        BJI,
    ),
    (
        "per-voter-with-posts",
        post(
            HEAD,
            "Juno: Bramble (#12)",
            "Ivo: Bramble (#30)",
            "Ember: Lark (#41)",
            "Not voting: Wren77",
        ),
        BJI,
    ),
    (
        "per-voter-struck-old-vote",
        post(HEAD, "Juno: Bramble", "Ivo: " + S.format("Lark") + " Bramble", "Ember: Lark"),
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


def test_a_voter_s_long_list_of_post_numbers_is_read():
    """A voter's post links one paren ("Juno (#12, #15, ...)"): no history word, read as
    the voter (the history pattern once backtracked exponentially on it)."""
    links = ", ".join(f"#{n}" for n in range(10, 70))
    check(post(HEAD, f"Bramble (2): Juno ({links}), Ivo", "Lark (1): Ember"), BJI)
