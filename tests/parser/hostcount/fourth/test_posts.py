"""The fourth zoo's whole posts: code boxes with aligned columns, a list of the dead or
host notes after the count, a count over two lists, "Not voting" wordings, an empty count
in words, the last day's final count above today's, replaced players on either side, and
near misses that hold no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fourth.shapes import BJI, REPLACED, SMALL, code
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import HEAD, ROSTER, B, check, post, ul
from votecount.parser.hostcount import read_host_count

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- a code box with aligned columns ---------------------------------------------------
    (
        "code-aligned-total-column",
        post(HEAD) + code("Bramble    2   Juno, Ivo", "Lark       1   Ember"),
        BJI,
    ),
    (
        "code-aligned-colons",
        post(HEAD) + code("Bramble (2)  : Juno, Ivo", "Lark    (1)  : Ember"),
        BJI,
    ),
    (
        "code-dotted-columns",
        post(HEAD) + code("Bramble ....... 2 ... Juno, Ivo", "Lark .......... 1 ... Ember"),
        BJI,
    ),
    (
        "code-ascii-table",
        post(HEAD)
        + code(
            "+---------+---+------------+",
            "| Wagon   | # | Voters     |",
            "+---------+---+------------+",
            "| Bramble | 2 | Juno, Ivo  |",
            "| Lark    | 1 | Ember      |",
            "+---------+---+------------+",
        ),
        BJI,
    ),
    (
        "code-heading-inside",
        code("VOTE COUNT 2.3", "", "Bramble (2) - Juno, Ivo", "Lark (1) - Ember"),
        BJI,
    ),
    # --- after the count: the dead, notes ------------------------------------------------------
    (
        "dead-list-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Dead: Wren77 (lynched D1), Sable Fox (killed N1)",
        ),
        BJI,
    ),
    (
        "deceased-lines-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Deceased"),
            "Wren77 - Vanilla Townie - lynched Day 1",
            "Sable Fox - Mafia Goon - killed Night 1",
        ),
        BJI,
    ),
    (
        "graveyard-pairs-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Graveyard:"),
            "Wren77: Town Cop",
            "Sable Fox: Mafia Roleblocker",
        ),
        BJI,
    ),
    (
        "host-notes-pairs-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Host notes:"),
            "Wren77: prodded, 24 hours to post",
            "Kestrel Moon: Sable Fox's question is answered in the thread",
        ),
        BJI,
    ),
    (
        "small-notes-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            SMALL.format("Wren77, Sable Fox - replacement sought"),
        ),
        BJI,
    ),
    (
        "deadline-and-prods-after",
        post(
            HEAD,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            "Deadline: Friday 20:00 UTC",
            "Prods: Wren77, Sable Fox",
        ),
        BJI,
    ),
    # --- a count over two lists, lists of voters ---------------------------------------------
    (
        "count-over-two-lists",
        post(HEAD) + ul("Bramble (2): Juno, Ivo") + "<br>" + ul("Lark (1): Ember"),
        BJI,
    ),
    (
        "wagon-list-then-zero-list",
        post(HEAD) + ul("Bramble (2): Juno, Ivo", "Lark (1): Ember") + ul("Juno (0)", "Ivo (0)"),
        BJI,
    ),
    # --- the last day's final count above today's ------------------------------------------
    (
        "final-day1-then-day2",
        post(
            B.format("Final Vote Count of Day 1"),
            "Wren77 (3): Lark, Ember, Sable Fox",
            "Juno (1): Bramble",
            "",
            B.format("Vote Count 2.1"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "yesterday-in-spoiler",
        spoiler("Final count of Day 1", post("Wren77 (3): Lark, Ember, Sable Fox"))
        + post(B.format("Vote Count Day 2"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "today-then-final-yesterday",
        post(
            B.format("Vote Count Day 2"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "",
            B.format("Final Vote Count, Day 1"),
            "Wren77 (3): Lark, Ember, Sable Fox",
        ),
        BJI,
    ),
]

REPLACED_CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "wagon-replaced-by",
        post(HEAD, "Sable Fox (replaced by Mr. Pebble) (2): Juno, Ivo", "Lark (1): Ember"),
        {"Mr. Pebble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "wagon-replacing",
        post(HEAD, "Mr. Pebble (replacing Sable Fox) (2): Juno, Ivo", "Lark (1): Ember"),
        {"Mr. Pebble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "wagon-old-name-bracketed",
        post(HEAD, "Mr. Pebble [Sable Fox] (2): Juno, Ivo", "Lark (1): Ember"),
        {"Mr. Pebble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-replacing",
        post(HEAD, "Bramble (2): Juno, Mr. Pebble (replacing Sable Fox)", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
    (
        "voter-old-name-bracketed",
        post(HEAD, "Bramble (2): Juno, Sable Fox [Mr. Pebble]", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
    (
        "voter-slash-replacement",
        post(HEAD, "Bramble (2): Juno, Sable Fox/Mr. Pebble", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
    (
        "wagon-replaced-by-unknown-old-name",
        post(HEAD, "Mr. Pebble (replaced Old Nettle) (2): Juno, Ivo", "Lark (1): Ember"),
        {"Mr. Pebble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fourth(html, wagons):
    check(html, wagons)


@pytest.mark.parametrize(
    ("html", "wagons"), [c[1:] for c in REPLACED_CASES], ids=[c[0] for c in REPLACED_CASES]
)
def test_zoo_fourth_replaced_players(html, wagons):
    check(html, wagons, REPLACED)


NOT_VOTING = [
    ("not-voting-count-dash", "Not voting - 2 - Wren77, Sable Fox"),
    ("not-voting-bracketed-count", "Not Voting [2]: Wren77, Sable Fox"),
    ("without-a-vote", "Without a vote: Wren77, Sable Fox"),
    ("no-vote-cast", "No vote cast: Wren77, Sable Fox"),
    ("voteless", "Voteless: Wren77, Sable Fox"),
    ("not-voting-and", "Not voting: Wren77 and Sable Fox"),
]


@pytest.mark.parametrize("line", [c[1] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING])
def test_zoo_fourth_not_voting(line):
    hc = read_host_count(post(HEAD, "Bramble (2): Juno, Ivo", line), ROSTER)
    assert hc is not None and hc.not_voting == ("Wren77", "Sable Fox")


EMPTY = [
    ("nobody-is-voting", post(HEAD, "Nobody is voting.")),
    ("no-one-has-voted", post(HEAD, "No one has voted yet.")),
    ("there-are-no-votes", post(HEAD, "There are no votes.")),
    ("no-votes-italic", post(HEAD, '<span style="font-style: italic">No votes</span>')),
    ("no-votes-yet-after-day-start", post(B.format("Vote Count 3.0"), "No votes yet!")),
    (
        "final-yesterday-then-empty-today",
        post(
            B.format("Final Vote Count of Day 1"),
            "Wren77 (3): Lark, Ember, Sable Fox",
            "",
            B.format("Vote Count 2.0"),
            "No votes yet.",
        ),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in EMPTY], ids=[c[0] for c in EMPTY])
def test_zoo_fourth_empty_counts(html):
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.wagons == ()


NO_COUNT = [
    (
        "player-my-count-would-be",
        post(
            "If I were the host my vote count would be Bramble with Juno and Ivo, and Lark "
            "with Ember. Nobody is near a lynch."
        ),
    ),
    (
        "reads-pairs",
        post("My votes follow my reads:", "Bramble: scum", "Juno: town", "Ivo: null", "Lark: town"),
    ),
    (
        "role-claim-pairs",
        post("Claims before we vote:", "Bramble: cop", "Lark: doc", "Ivo: vanilla"),
    ),
    (
        "wagon-analysis-prose",
        post(
            "Vote analysis:",
            "Bramble's wagon (Juno, Ivo) looks like two townies to me; I'd stay off it.",
            "Lark's wagon (Ember) is a bus candidate.",
        ),
    ),
    (
        "setup-sample-count",
        post(
            B.format("Sample vote count"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Not voting: Wren77",
        ),
    ),
    (
        "setup-count-will-look-like",
        post(
            "Votes must be bolded. Vote counts will look like this:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    # a sample count with no vote in it: its heading is the sample's, "No votes" no
    # empty count of today's (review15b)
    (
        "setup-sample-heading-no-votes",
        post(
            "Vote counts will be posted like this:",
            B.format("Vote Count"),
            "No votes",
            "",
            "Please bold your votes.",
        ),
    ),
    (
        "setup-i-will-post-counts-like",
        post(
            "I will post a vote count like:",
            B.format("Vote Count"),
            "No votes",
        ),
    ),
    (
        "setup-counts-in-this-format",
        post(
            "Mod note: I'll write the vote counts in this format.",
            B.format("Vote Count 1.1"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    (
        "setup-example-heading-nobody-voting",
        post(
            B.format("Example vote count:"),
            B.format("Vote Count 1.0"),
            "Nobody is voting yet.",
        ),
    ),
    (
        "vote-history-of-players",
        post(
            B.format("Vote history, Day 1"),
            "Juno: Bramble, Lark, Ivo",
            "Ember: Lark, Bramble",
        ),
    ),
    (
        "night-actions",
        post(
            B.format("Night actions (no votes at night)"),
            "Juno: targeted Ivo",
            "Lark: protected Ember",
            "Bramble: visited Juno",
        ),
    ),
    (
        "player-list-with-replacements",
        post(
            B.format("Players (vote count soon)"),
            "Bramble",
            "Juno (replacing Wren77)",
            "Ivo",
            "Lark (replacing Sable Fox)",
        ),
    ),
    (
        "teams-reveal",
        post(
            "Game over! Final votes did not matter.",
            "Mafia: Bramble, Juno",
            "Town: Ivo, Lark, Ember",
        ),
    ),
    (
        "prods-only",
        post("Vote count coming later tonight.", "Prods: Juno, Ivo, Lark", "Ember: please vote"),
    ),
    (
        "dead-only",
        post(B.format("Vote count next update"), "Dead: Wren77, Sable Fox"),
    ),
    (
        "neighbours-list",
        post(
            "Neighbourhoods (they may talk at night, votes stay in thread):",
            "Red house: Bramble, Juno",
            "Blue house: Ivo, Lark",
        ),
    ),
    (
        "player-wagon-summary-prose",
        post(
            "Current votes as I see them: Bramble has Juno and Ivo, Lark has Ember.",
            "VOTE: Bramble",
        ),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NO_COUNT], ids=[c[0] for c in NO_COUNT])
def test_zoo_fourth_near_misses_read_no_count(html):
    hc = read_host_count(html, ROSTER)
    assert hc is None, {w.target: w.voters for w in hc.wagons}
