"""The count-format zoo (see zoo.py), its layouts: lists, tables, struck voters, headings,
"Not voting" sections, names. Each case is a small count with invented names, and the
wagons it must read."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.zoo import BIG, HEAD, NL, RED, ROSTER, B, S, check, ol, post, table, ul
from votecount.parser.hostcount import read_host_count

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- lists and tables ----------------------------------------------------------------
    (
        "bulleted",
        post(HEAD) + ul("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "numbered",
        post(HEAD) + ol("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "numbered-text",
        post(HEAD, "1. Bramble (2): Juno, Ivo", "2. Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "table-headed",
        post(
            HEAD,
            table(
                ("Bramble", "2", "Juno, Ivo"),
                ("Lark", "1", "Ember"),
                head=("Player", "Votes", "Voted by"),
            ),
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "table-bare",
        post(HEAD, table(("Bramble", "2", "Juno, Ivo"), ("Lark", "1", "Ember"))),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "table-player-votes",
        post(HEAD, table(("Bramble", "Juno, Ivo"), ("Lark", "Ember"), head=("Player", "Votes"))),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "table-player-vote",
        post(
            HEAD,
            table(
                ("Juno", "Bramble"), ("Ivo", "Bramble"), ("Ember", "Lark"), head=("Player", "Vote")
            ),
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-per-line-dashes",
        post(HEAD, "Bramble (2)", "- Juno", "- Ivo", "", "Lark (1)", "- Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-per-line-bullets",
        post(HEAD, B.format("Bramble (2)"))
        + ul("Juno", "Ivo")
        + B.format("Lark (1)")
        + ul("Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-per-line-colon",
        post(HEAD, B.format("Bramble:"), "Juno", "Ivo", "", B.format("Lark:"), "Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-next-line",
        post(HEAD, B.format("Bramble [2]"), "Juno, Ivo", "", B.format("Lark [1]"), "Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- struck, unvoted, history -------------------------------------------------------
    (
        "struck-voter",
        post(HEAD, "Bramble (1): Juno, " + S.format("Ivo"), "Lark (2): Ember, Ivo"),
        {"Bramble": ("Juno",), "Lark": ("Ember", "Ivo")},
    ),
    (
        "unvoted-note",
        post(HEAD, "Bramble (1): Juno, Ivo (unvoted)", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "unvote-history",
        post(HEAD, "Bramble (1): Juno, Ivo (unvote)", "Lark (2): Ember, Ivo"),
        {"Bramble": ("Juno",), "Lark": ("Ember", "Ivo")},
    ),
    (
        "history-ends-on-vote",
        post(HEAD, "Bramble (2): Juno (vote, unvote, vote), Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- headings, notes, decoration ---------------------------------------------------------
    (
        "day-heading-and-majority",
        post(
            B.format("Day 2 Vote Count #3"),
            "With 9 alive, 5 to lynch",
            "",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Deadline: Friday",
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "coloured-and-sized",
        post(
            BIG.format(B.format("Votecount")),
            RED.format(B.format("Bramble")) + " (2): Juno, Ivo",
            RED.format(B.format("Lark")) + " (1): Ember",
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "literal-bbcode",
        post(
            HEAD,
            "[color=red][b]Bramble[/b][/color] (2): Juno, Ivo",
            "[size=120]Lark[/size] (1): Ember",
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "bold-wagon-no-separator",
        post(HEAD, B.format("Bramble") + " Juno, Ivo", B.format("Lark") + " Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "in-a-spoiler",
        '<div style="margin:20px; margin-top:5px"><div class="quotetitle">'
        '<b>Vote Count:</b></div><div class="quotecontent"><div>'
        + post("Bramble (2): Juno, Ivo", "Lark (1): Ember")
        + "</div></div></div>",
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "in-a-code-box",
        post(HEAD)
        + '<dl class="codebox"><dt>Code: </dt><dd><code>'
        + "Bramble (2): Juno, Ivo<br>Lark   (1): Ember</code></dd></dl>",
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "discourse-mentions",
        "<p><strong>Vote Count</strong></p><p><strong>Bramble</strong> (2): "
        '<a class="mention" href="/u/juno">@Juno</a>, <a class="mention" href="/u/ivo">@Ivo</a><br>'
        '<strong>Lark</strong> (1): <a class="mention" href="/u/ember">@Ember</a></p>',
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- no-elimination wagons, names --------------------------------------------------------
    (
        "no-lynch",
        post(HEAD, "No Lynch (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "no-elimination",
        post(HEAD, "No Elimination - 2 (Juno, Ivo)", "Lark - 1 (Ember)"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "sleep",
        post(HEAD, "Sleep (2): Juno, Ivo", "Lark (1): Ember"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "names-with-punctuation",
        post(HEAD, "Mr. Pebble (2): Quill-Tide, Wren77", "Sable Fox (1): Mr. Pebble"),
        {"Mr. Pebble": ("Quill-Tide", "Wren77"), "Sable Fox": ("Mr. Pebble",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo(html, wagons):
    check(html, wagons)


NOT_VOTING = [
    ("not-voting", "Not voting (2): Lark, Ember"),
    ("not-voting-dash", "Not voting - Lark, Ember"),
    ("abstaining", "Abstaining: Lark, Ember"),
    ("no-vote", "No Vote (2): Lark, Ember"),
    ("yet-to-vote", "Yet to vote: Lark, Ember"),
    ("did-not-vote", "Did not vote: Lark, Ember"),
    ("not-yet-voted", "Not yet voted: Lark, Ember"),
    ("non-voters", "Non-voters (2): Lark and Ember"),
    ("abstaining-total", "Abstaining (2) - Lark, Ember"),
    ("not-voting-bulleted", "\u2022 Not voting: Lark, Ember"),
    ("no-vote-cast", "No vote cast: Lark, Ember"),
    ("trailing", "Lark, Ember - not voting"),
]


@pytest.mark.parametrize("line", [c[1] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING])
def test_zoo_not_voting(line):
    hc = read_host_count(post(HEAD, "Bramble (2): Juno, Ivo", line), ROSTER)
    assert hc is not None and hc.not_voting == ("Lark", "Ember")
    assert {w.target: w.voters for w in hc.wagons} == {"Bramble": ("Juno", "Ivo")}


AMBIGUOUS = [
    # names and commas only: a list of players, or a wagon and its voters? Nothing says.
    ("names-and-commas", post(HEAD, "Bramble, Juno, Ivo", "Lark, Ember")),
    # a list of players with no count in it
    ("player-list", post(B.format("Players"), "Juno", "Ivo", "Bramble", "Lark")),
]


@pytest.mark.parametrize("html", [c[1] for c in AMBIGUOUS], ids=[c[0] for c in AMBIGUOUS])
def test_zoo_ambiguous_reads_no_count(html):
    assert read_host_count(html, ROSTER) is None


@pytest.mark.parametrize(
    "note",
    ["Juno voted Ivo at #12, which I missed", "Juno voted Ivo in post 40"],
)
def test_zoo_a_note_naming_a_vote_adds_no_wagon(note):
    hc = read_host_count(post(HEAD, "Lark (1): Ember", note), ROSTER)
    assert hc is not None and {w.target: w.voters for w in hc.wagons} == {"Lark": ("Ember",)}


def test_zoo_voters_first_lines_are_never_flipped():
    # a voter on two wagons is the host's slip, not a sign the lines read the other way
    hc = read_host_count(post(HEAD, "Juno -> Bramble", "Juno -> Lark"), ROSTER)
    assert hc is not None and {w.target: w.voters for w in hc.wagons} == {
        "Bramble": ("Juno",),
        "Lark": ("Juno",),
    }
