"""The fifth zoo's line shapes in MafiaScum's phpBB HTML: E-marks and thresholds in every
place, seats and player numbers, voters followed by dates, pages and times, hammer marks,
No Lynch wagons, emoji bars and other languages' punctuation, voters first in more
words."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, VOTE_TAG
from tests.parser.hostcount.fourth.shapes import BJI, BJIL
from tests.parser.hostcount.zoo import HEAD, NL, B, S, check, post

H = MSB.format("Vote Count 2.3")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- E-marks and thresholds in every place ----------------------------------------------
    ("e-mark-in-brackets", post(H, "Bramble (2, E-1): Juno, Ivo", "Lark (1, E-2): Ember"), BJI),
    ("e-mark-first", post(H, "E-1 Bramble: Juno, Ivo", "E-2 Lark: Ember"), BJI),
    ("e-mark-bracketed-first", post(H, "[E-1] Bramble - Juno, Ivo", "[E-2] Lark - Ember"), BJI),
    ("e-mark-after-voters", post(H, "Bramble: Juno, Ivo (E-1)", "Lark: Ember (E-2)"), BJI),
    ("e-mark-alone-after", post(H, "Bramble (2) Juno, Ivo E-1", "Lark (1) Ember E-2"), BJI),
    ("l-mark-no-dash-first", post(H, "L1 Bramble: Juno, Ivo", "L2 Lark: Ember"), BJI),
    ("l-minus-word", post(H, "Bramble (L minus 1): Juno, Ivo", "Lark (L minus 2): Ember"), BJI),
    (
        "needs-more-in-brackets",
        post(H, "Bramble (2, needs 1 more): Juno, Ivo", "Lark (1, needs 2 more): Ember"),
        BJI,
    ),
    ("needs-after-voters", post(H, "Bramble: Juno, Ivo (needs 1)", "Lark: Ember (needs 2)"), BJI),
    ("to-elim-fraction", post(H, "Bramble 2/3 to elim: Juno, Ivo", "Lark 1/3 to elim: Ember"), BJI),
    (
        "away-from-elimination",
        post(H, "Bramble (2) - 1 away - Juno, Ivo", "Lark (1) - 2 away - Ember"),
        BJI,
    ),
    ("fraction-dash-fraction", post(H, "Bramble [2/3] - Juno, Ivo", "Lark [1/3] - Ember"), BJI),
    (
        "votes-needed-word",
        post(H, "Bramble - 2 votes (1 needed) - Juno, Ivo", "Lark - 1 vote (2 needed) - Ember"),
        BJI,
    ),
    # --- seats and player numbers ---------------------------------------------------------------
    ("seat-word", post(H, "Seat 3 - Bramble (2): Juno, Ivo", "Seat 5 - Lark (1): Ember"), BJI),
    (
        "player-numbers-after-names",
        post(H, "Bramble [P3] (2): Juno [P1], Ivo [P4]", "Lark [P5] (1): Ember [P2]"),
        BJI,
    ),
    (
        "hash-numbers-after-names",
        post(H, "Bramble #3 (2): Juno #1, Ivo #4", "Lark #5 (1): Ember #2"),
        BJI,
    ),
    ("leading-zero-seat", post(H, "03. Bramble (2): Juno, Ivo", "05. Lark (1): Ember"), BJI),
    ("number-bracket-total", post(H, "3) Bramble [2] Juno, Ivo", "5) Lark [1] Ember"), BJI),
    # --- voters followed by dates, pages, times -----------------------------------------------
    (
        "voters-with-dates",
        post(
            H, "Bramble (2): Juno (12/05 14:05), Ivo (12/05 16:40)", "Lark (1): Ember (13/05 09:12)"
        ),
        BJI,
    ),
    (
        "voters-with-page-and-post",
        post(H, "Bramble (2): Juno (p3 #57), Ivo (p4 #81)", "Lark (1): Ember (p5 #102)"),
        BJI,
    ),
    (
        "voters-with-am-pm",
        post(H, "Bramble (2): Juno - 3:15 PM, Ivo - 9:02 PM", "Lark (1): Ember - 11:40 AM"),
        BJI,
    ),
    (
        "voters-with-day-time-brackets",
        post(H, "Bramble (2): Juno [D2 14:05], Ivo [D2 18:30]", "Lark (1): Ember [D2 19:00]"),
        BJI,
    ),
    (
        "voters-with-post-and-time",
        post(
            H,
            "Bramble (2): Juno (post 57, 14:05), Ivo (post 81, 16:30)",
            "Lark (1): Ember (post 102, 19:00)",
        ),
        BJI,
    ),
    (
        "voters-with-iso-times",
        post(
            H,
            "Bramble (2): Juno 2024-05-12 14:05, Ivo 2024-05-12 16:40",
            "Lark (1): Ember 2024-05-13 09:12",
        ),
        BJI,
    ),
    # --- hammer marks ---------------------------------------------------------------------------
    (
        "hammered-after-voters",
        post(H, "Bramble (3) - Juno, Ivo, Lark - HAMMERED", "Ember (1) - Wren77"),
        BJIL,
    ),
    (
        "hammered-before-total",
        post(H, "Bramble HAMMERED (3): Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammered-by-note",
        post(H, "Bramble (3): Juno, Ivo, Lark (hammer)", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "hammer-stars",
        post(H, "Bramble (3): Juno, Ivo, Lark *** HAMMER ***", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "majority-reached",
        post(H, "Bramble (3): Juno, Ivo, Lark - MAJORITY REACHED", "Ember (1): Wren77"),
        BJIL,
    ),
    # --- no-elimination wagons -----------------------------------------------------------------
    (
        "no-lynch-hyphen",
        post(H, "No-Lynch (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-elimination-dash",
        post(H, "No Elimination - 2 - Juno, Ivo", "Lark - 1 - Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "sleep-bracket-total",
        post(H, "Sleep [2]: Juno, Ivo", "Lark [1]: Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-lynch-lowercase",
        post(H, "no lynch (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- emoji bars and other punctuation ------------------------------------------------------
    (
        "emoji-squares",
        post(H, "Bramble \U0001f7e5\U0001f7e5 Juno, Ivo", "Lark \U0001f7e5 Ember"),
        BJI,
    ),
    (
        "emoji-ballots",
        post(
            H,
            "Bramble (2) \U0001f5f3\ufe0f\U0001f5f3\ufe0f: Juno, Ivo",
            "Lark (1) \U0001f5f3\ufe0f: Ember",
        ),
        BJI,
    ),
    (
        "fullwidth-digits",
        post(
            H, "Bramble\uff08\uff12\uff09\uff1aJuno\u3001Ivo", "Lark\uff08\uff11\uff09\uff1aEmber"
        ),
        BJI,
    ),
    ("middle-dot-voters", post(H, "Bramble (2): Juno \u30fb Ivo", "Lark (1): Ember"), BJI),
    ("fullwidth-slash-voters", post(H, "Bramble (2): Juno\uff0fIvo", "Lark (1): Ember"), BJI),
    (
        "guillemets-voters",
        post(H, "Bramble (2) \u00ab Juno, Ivo \u00bb", "Lark (1) \u00ab Ember \u00bb"),
        BJI,
    ),
    ("arabic-comma", post(H, "Bramble (2): Juno\u060c Ivo", "Lark (1): Ember"), BJI),
    (
        "bullet-dot-separator",
        post(H, "Bramble \u2022 2 \u2022 Juno, Ivo", "Lark \u2022 1 \u2022 Ember"),
        BJI,
    ),
    # --- voters first, more words ----------------------------------------------------------------
    (
        "voter-heavy-arrow",
        post(H, "Juno \u279c Bramble", "Ivo \u279c Bramble", "Ember \u279c Lark"),
        BJI,
    ),
    ("voter-double-angle", post(H, "Juno >> Bramble", "Ivo >> Bramble", "Ember >> Lark"), BJI),
    (
        "voter-has-voted",
        post(H, "Juno has voted Bramble", "Ivo has voted Bramble", "Ember has voted Lark"),
        BJI,
    ),
    (
        "voter-is-voting-for",
        post(
            H, "Juno is voting for Bramble", "Ivo is voting for Bramble", "Ember is voting for Lark"
        ),
        BJI,
    ),
    (
        "voter-vote-tag",
        post(
            H,
            "Juno: " + VOTE_TAG.format("VOTE: Bramble"),
            "Ivo: " + VOTE_TAG.format("VOTE: Bramble"),
            "Ember: " + VOTE_TAG.format("VOTE: Lark"),
        ),
        BJI,
    ),
    (
        "voter-colon-voting",
        post(H, "Juno: voting Bramble", "Ivo: voting Bramble", "Ember: voting Lark"),
        BJI,
    ),
    (
        "voter-long-arrow",
        post(H, "Juno \u27f6 Bramble", "Ivo \u27f6 Bramble", "Ember \u27f6 Lark"),
        BJI,
    ),
    (
        "voters-first-total-after",
        post(H, "Juno, Ivo \u2192 Bramble [2]", "Ember \u2192 Lark [1]"),
        BJI,
    ),
    # --- struck (withdrawn) voters ----------------------------------------------------------------
    (
        "struck-last-no-total",
        post(H, "Bramble: Juno, Ivo, " + S.format("Lark"), "Lark: Ember"),
        BJI,
    ),
    (
        "struck-first-with-total",
        post(H, "Bramble (2): " + S.format("Lark") + ", Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "struck-whole-wagon",
        post(H, "Bramble (2): Juno, Ivo", S.format("Kestrel Moon (1): Lark"), "Lark (1): Ember"),
        BJI,
    ),
    (
        "struck-with-unvote-word",
        post(H, "Bramble (2): Juno, Ivo, " + S.format("Lark") + " (unvoted)", "Lark (1): Ember"),
        BJI,
    ),
    # --- emphasis ----------------------------------------------------------------------------------
    (
        "ms-bold-wagon-colon",
        post(H, MSB.format("Bramble") + " (2): Juno, Ivo", MSB.format("Lark") + " (1): Ember"),
        BJI,
    ),
    (
        "ms-bold-wagon-no-separator",
        post(H, MSB.format("Bramble (2)") + " Juno, Ivo", MSB.format("Lark (1)") + " Ember"),
        BJI,
    ),
    (
        "bold-voters-plain-wagon",
        post(HEAD, "Bramble (2): " + B.format("Juno, Ivo"), "Lark (1): " + B.format("Ember")),
        BJI,
    ),
    # --- more marks around the total ------------------------------------------------------------
    (
        "e-mark-arrow-left",
        post(H, "Bramble (2) E-1 \u2190 Juno, Ivo", "Lark (1) E-2 \u2190 Ember"),
        BJI,
    ),
    (
        "pipe-total-e-mark-after",
        post(H, "Bramble: Juno, Ivo | 2 votes | E-1", "Lark: Ember | 1 vote | E-2"),
        BJI,
    ),
    (
        "votes-and-e-mark-in-brackets",
        post(H, "Bramble (2 votes, E-1): Juno, Ivo", "Lark (1 vote, E-2): Ember"),
        BJI,
    ),
    (
        "fraction-and-e-mark-after",
        post(H, "Bramble: Juno, Ivo [2/3 - E-1]", "Lark: Ember [1/3 - E-2]"),
        BJI,
    ),
    (
        "needs-to-eliminate-shout",
        post(
            H,
            "Bramble (2): Juno, Ivo \u2014 NEEDS 1 TO ELIMINATE",
            "Lark (1): Ember \u2014 NEEDS 2 TO ELIMINATE",
        ),
        BJI,
    ),
    (
        "total-then-e-mark-words",
        post(H, "Bramble 2 votes E-1: Juno, Ivo", "Lark 1 vote E-2: Ember"),
        BJI,
    ),
    (
        "guillemet-total",
        post(H, "Bramble \u00bb 2 \u00bb Juno, Ivo", "Lark \u00bb 1 \u00bb Ember"),
        BJI,
    ),
    ("triangle-separator", post(H, "Bramble (2) \u25b8 Juno, Ivo", "Lark (1) \u25b8 Ember"), BJI),
    (
        "hammer-post-number",
        post(H, "Bramble (3): Juno, Ivo, Lark [hammer #120]", "Ember (1): Wren77"),
        BJIL,
    ),
    # --- more seats and dates -------------------------------------------------------------------
    ("seat-prefix-p", post(H, "P3 Bramble (2): Juno, Ivo", "P5 Lark (1): Ember"), BJI),
    (
        "seat-words-in-brackets",
        post(
            H,
            "Bramble (Seat 3) (2): Juno (Seat 1), Ivo (Seat 4)",
            "Lark (Seat 5) (1): Ember (Seat 2)",
        ),
        BJI,
    ),
    (
        "seat-numbers-after-voters",
        post(H, "Bramble (2): Juno (1), Ivo (4)", "Lark (1): Ember (2)"),
        BJI,
    ),
    (
        "voters-with-day-month",
        post(
            H,
            "Bramble (2): Juno (5 May, 14:05), Ivo (5 May, 16:40)",
            "Lark (1): Ember (6 May, 09:12)",
        ),
        BJI,
    ),
    ("pipe-between-voters", post(H, "Bramble (2): Juno | Ivo", "Lark (1): Ember"), BJI),
    (
        "voters-first-has-voted-for",
        post(H, "Juno and Ivo have voted for Bramble", "Ember has voted for Lark"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fifth_line(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
