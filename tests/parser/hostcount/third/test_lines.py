"""The third zoo's line shapes: the total first, other separators, L-marks, voters one a
line under a heading, vote histories, post links and times, per-voter lines with a "Not
voting" line, lists and tables, no-elimination wagons, headings and commentary."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.third.shapes import BJI, BJIL, LINK, U
from tests.parser.hostcount.zoo import BIG, HEAD, NL, B, S, check, ol, post, table, ul

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
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_third(html, wagons):
    check(html, wagons)


def test_a_voter_s_long_list_of_post_numbers_is_read():
    """A voter's post links one paren ("Juno (#12, #15, ...)"): no history word, read as
    the voter (the history pattern once backtracked exponentially on it)."""
    links = ", ".join(f"#{n}" for n in range(10, 70))
    check(post(HEAD, f"Bramble (2): Juno ({links}), Ivo", "Lark (1): Ember"), BJI)
