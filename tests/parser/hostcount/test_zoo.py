"""A zoo of vote-count formats hosts post on forum Mafia sites (issue #25: the reader on
hosts it has never seen). Each case is a small count with invented names and lines in the
shape phpBB (MafiaScum), TeamLiquid or Discourse serves it, and the wagons it must read.

The catalogue's axes: wagon first or voters first; the separator between them (colon,
dash, en dash, pipe, brackets, "votes for", "is voting", arrows); where the total stands
("(3)", "[3/7]", "3 votes", "L-2", "needs 2"); lines, bulleted and numbered lists,
tables and one voter per line under a wagon heading; "Not voting" sections; struck and
"(unvoted)" voters; per-voter lines ("Voter -> Wagon"); headings and notes around the
count; BBCode colour and size; no-elimination wagons; names with spaces, digits and
punctuation. Every post and line here was written for this test."""

from __future__ import annotations

import pytest

from votecount.parser.hostcount import read_host_count
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names import Player, Roster

ROSTER = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Kestrel Moon"),
     Player("Lark"), Player("Ember"), Player("Quill-Tide"), Player("Wren77"),
     Player("Mr. Pebble"), Player("Sable Fox")],
    hosts=["Warden"],
)  # fmt: skip

B = '<span style="font-weight: bold">{}</span>'
S = '<span style="text-decoration: line-through">{}</span>'
RED = '<span style="color: #FF0000">{}</span>'
BIG = '<span style="font-size: 150%; line-height: normal">{}</span>'
NL = NO_ELIMINATION


def post(*lines: str) -> str:
    return "<br>".join(lines)


def ul(*items: str) -> str:
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def ol(*items: str) -> str:
    return (
        '<ol style="list-style-type: decimal">' + "".join(f"<li>{i}</li>" for i in items) + "</ol>"
    )


def table(*rows: tuple[str, ...], head: tuple[str, ...] = ()) -> str:
    out = "<table>"
    if head:
        out += "<tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>"
    for row in rows:
        out += "<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>"
    return out + "</table>"


HEAD = B.format("Vote Count 1.4")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- wagon first, separators ---------------------------------------------------
    (
        "colon",
        post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "dash-total-dash",
        post(HEAD, "Bramble - 2 - Juno, Ivo", "Lark - 1 - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "en-dash",
        post(HEAD, "Bramble \u2013 Juno, Ivo", "Lark \u2013 Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "pipe",
        post(HEAD, "Bramble | 2 | Juno, Ivo", "Lark | 1 | Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "total-after-voters",
        post(HEAD, "Bramble: Juno, Ivo (2)", "Lark: Ember (1)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "bracket-fraction",
        post(HEAD, "Bramble [2/5]: Juno, Ivo", "Lark [1/5]: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "total-and-L",
        post(HEAD, "Bramble (2, L-3): Juno, Ivo", "Lark (1, L-4): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-word",
        post(HEAD, "Bramble (2 votes): Juno, Ivo", "Lark (1 vote): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "needs",
        post(HEAD, "Bramble (2, needs 3): Juno, Ivo", "Lark (1, needs 4): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "needs-bare",
        post(HEAD, "Bramble needs 3 - Juno, Ivo", "Lark needs 4 - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "to-lynch",
        post(HEAD, "Bramble 2 (3 to lynch) - Juno, Ivo", "Lark 1 (4 to lynch) - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "equals",
        post(HEAD, "Bramble (2) = Juno, Ivo", "Lark (1) = Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "and-between-voters",
        post(HEAD, "Bramble (3): Juno, Ivo and Lark", "Ember (2): Wren77 & Sable Fox"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77", "Sable Fox")},
    ),
    (
        "post-links",
        post(HEAD, "Bramble (2): Juno [12], Ivo [40]", "Lark (1): Ember (post 33)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "has-n-votes",
        post(HEAD, "Bramble has 2 votes: Juno, Ivo", "Lark has 1 vote: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-for",
        post(HEAD, "2 votes for Bramble (Juno, Ivo)", "1 vote for Lark (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "wagon-on-total",
        post(HEAD, "Bramble is at 2: Juno, Ivo", "Lark is at 1: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "left-arrow",
        post(HEAD, "Bramble (2) <- Juno, Ivo", "Lark (1) <- Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "guillemets",
        post(HEAD, "Bramble (2) \u00bb Juno, Ivo", "Lark (1) \u00bb Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "L-first",
        post(HEAD, "L-2 Bramble: Juno, Ivo", "L-3 Lark: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "fraction-first",
        post(HEAD, "2/5 Bramble: Juno, Ivo", "1/5 Lark: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-after-colon",
        post(HEAD, "Bramble: 2 votes (Juno, Ivo)", "Lark: 1 vote (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "em-dash-votes",
        post(HEAD, "Bramble \u2014 2 votes \u2014 Juno, Ivo", "Lark \u2014 1 vote \u2014 Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-on",
        post(HEAD, "Votes on Bramble (2): Juno, Ivo", "Votes on Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "possessive-wagon",
        post(HEAD, "Bramble's wagon (2): Juno, Ivo", "Lark's wagon (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "dotted-leader",
        post(HEAD, "Bramble ........ 2 (Juno, Ivo)", "Lark ........... 1 (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "double-voter",
        post(HEAD, "Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "timestamps",
        post(HEAD, "Bramble (2): Juno (14:05), Ivo (16:40)", "Lark (1): Ember (09:12)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "hammer-mark",
        post(HEAD, "Bramble (3) - Juno, Ivo, Lark [HAMMER]", "Ember (1) - Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    # --- voters first ----------------------------------------------------------------
    (
        "voters-arrow-wagon",
        post(HEAD, "Juno, Ivo -> Bramble", "Ember -> Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-arrow-wagon-total",
        post(HEAD, "Juno, Ivo => Bramble (2)", "Ember => Lark (1)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-are-voting",
        post(HEAD, "Juno, Ivo are voting Bramble", "Ember is voting Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-unicode-arrow",
        post(HEAD, "Juno, Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- per-voter lines ----------------------------------------------------------------
    (
        "per-voter-arrow",
        post(HEAD, "Juno -> Bramble", "Ivo -> Bramble", "Ember -> Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "per-voter-votes",
        post(HEAD, "Juno votes Bramble", "Ivo votes Bramble", "Ember votes Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "per-voter-is-voting",
        post(HEAD, "Juno is voting Bramble", "Ivo is voting Bramble", "Ember is voting Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # one name each side of a colon: wagon first, as most hosts write, unless read so
    # one player votes twice, then voter first (a voter votes once)
    (
        "pairs-wagon-first",
        post(HEAD, "Juno: Bramble", "Ember: Lark"),
        {"Juno": ("Bramble",), "Ember": ("Lark",)},
    ),
    (
        "per-voter-colon",
        post(HEAD, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "per-voter-table",
        post(
            HEAD,
            table(
                ("Juno", "Bramble"),
                ("Ivo", "Bramble"),
                ("Ember", "Lark"),
                head=("Voter", "Voting for"),
            ),
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
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
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == wagons


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
