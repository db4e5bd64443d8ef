"""Reading hand-written host vote counts: the shapes hosts write, table-driven. Every
line here was written for this test."""

from __future__ import annotations

import pytest

from votecount.parser.hostcount import LONGEST_LINE, read_host_count, read_wagon_line
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names.players import Player, Roster

ROSTER = Roster(
    [Player("Bramble"), Player("Juno", aliases=("Junebug",)), Player("Ivo"),
     Player("Kestrel Moon"), Player("Lark"), Player("Ember"), Player("NoLynchPlease")],
    hosts=["Warden"],
)  # fmt: skip


@pytest.mark.parametrize(
    ("line", "target", "voters"),
    [
        ("Bramble (2): Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("Bramble - 2 (Juno, Ivo)", "Bramble", ("Juno", "Ivo")),
        ("Bramble- 2 (Juno, Ivo)", "Bramble", ("Juno", "Ivo")),
        ("(2) Bramble \u2014 Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("[2] Bramble : Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("Bramble 2/4 (L-2): Juno (#12), Ivo (#20)", "Bramble", ("Juno", "Ivo")),
        ("[b]Bramble[/b] - 2 (Juno, Ivo)", "Bramble", ("Juno", "Ivo")),
        ("* Kestrel Moon [1]: Lark", "Kestrel Moon", ("Lark",)),
        ("kestrel (1): junebug", "Kestrel Moon", ("Juno",)),  # prefix and alias
        ("No Lynch (2): Ember, Lark", NO_ELIMINATION, ("Ember", "Lark")),
        ("Bramble (2): Juno, Ivo, Juno", "Bramble", ("Juno", "Ivo")),
        # voters with only spaces between them (a MafiaScum host, accuracy work)
        ("Bramble (3): Junebug Kestrel Moon Ivo", "Bramble", ("Juno", "Kestrel Moon", "Ivo")),
        # an arrow after the last voter (a MafiaScum host's "<--LYNCH", accuracy work)
        ("Bramble (L-0): Juno, Ivo <--LYNCH", "Bramble", ("Juno", "Ivo")),
        ("Bramble (2): Juno, Ivo --> hammered", "Bramble", ("Juno", "Ivo")),
        # a status word is no voter, even where it is part of a player's name
        ("[2] Bramble : Juno, Ivo (LYNCH)", "Bramble", ("Juno", "Ivo")),
        ("[LYNCH] Bramble - Juno, Ivo,", "Bramble", ("Juno", "Ivo")),
    ],
)
def test_wagon_lines(line, target, voters):
    wagon = read_wagon_line(line, ROSTER)
    assert wagon is not None, line
    assert (wagon.target, wagon.voters) == (target, voters)


@pytest.mark.parametrize(
    "line",
    [
        "With 6 alive, it takes 4 to lynch.",
        "Bramble (0):",
        "Reminder: Juno is on V/LA until Friday and will be back then",
        "Deadline is in 48 hours",
        "Ivo (Town Vanilla) was lynched",
    ],
)
def test_lines_that_are_no_wagon(line):
    assert read_wagon_line(line, ROSTER) is None


def test_a_whole_count_with_struck_voters_and_not_voting():
    html = (
        "<b>Vote Count 2.3</b><br>Bramble (2): Ivo, <s>Lark</s> Juno<br>"
        "Lark (1): <s>Juno</s> Ember<br><br>Not voting:<br>Kestrel Moon, Lark<br>"
        "With 6 alive, it takes 4 to lynch.<br>Bramble (1): Kestrel Moon"
    )
    count = read_host_count(html, ROSTER)
    assert count is not None
    assert [(w.target, w.voters) for w in count.wagons] == [
        ("Bramble", ("Ivo", "Juno")),
        ("Lark", ("Ember",)),
    ]  # the line after the threshold line is a note, not the count
    assert count.not_voting == ("Kestrel Moon", "Lark")


def test_a_table_with_a_nominator_column_reads_the_nominee():
    html = (
        "<table><tr><th>Nominator</th><th>Nominatee</th><th>Voted by</th><th>Total Votes</th>"
        "</tr><tr><td>Ivo</td><td>Bramble</td><td>Juno, Lark</td><td>2</td></tr></table>"
        "Votes so far"
    )
    count = read_host_count(html, ROSTER)
    assert count is not None
    assert [(w.target, w.voters, w.total) for w in count.wagons] == [
        ("Bramble", ("Juno", "Lark"), 2)
    ]


def test_a_markdown_table():
    text = "Vote count<br>| Wagon | Voters |<br>|---|---|<br>| Ivo | Bramble, Ember |"
    count = read_host_count(text, ROSTER)
    assert count is not None
    assert [(w.target, w.voters) for w in count.wagons] == [("Ivo", ("Bramble", "Ember"))]


def test_quoted_counts_and_posts_without_votes_are_not_counts():
    quoted = "<blockquote><cite>Warden wrote:</cite>Vote count<br>Ivo (2): Juno, Lark</blockquote>"
    assert read_host_count(quoted, ROSTER) is None
    assert read_host_count("Ivo (2): Juno, Lark", ROSTER) is None  # no word "vote"


def test_a_count_only_in_a_spoiler_is_read_but_a_spoiler_never_adds_to_the_post_count():
    spoiler = '<div class="quotetitle">Spoiler: votes</div><div class="quotecontent">{}</div>'
    only = read_host_count(spoiler.format("Ivo (2): Juno, Lark"), ROSTER)
    assert only is not None and only.voters_of("Ivo") == ("Juno", "Lark")
    both = read_host_count(
        "Vote count<br>Ivo (1): Juno<br>" + spoiler.format("Lark: Ember"), ROSTER
    )
    assert both is not None and [w.target for w in both.wagons] == ["Ivo"]


def test_names_run_together_split_only_on_whole_names():
    count = read_host_count("Ivo (1): Lark<br>Not voting: Bramble Kestrel Moon", ROSTER)
    assert count is not None and count.not_voting == ("Bramble", "Kestrel Moon")
    # a word that is no whole name (here only a prefix of one) splits nothing
    assert read_wagon_line("Bramble (2): Juno Kes", ROSTER) is None


def test_a_struck_wagon_head_still_names_the_wagon():
    # a host strikes a player being replaced; the line's voters must not slide into the head
    html = (
        "<b>Vote Count 1.8</b><br><b><s>Bramble</s></b> (3): Juno, Ivo, Lark<br>"
        "Ember (1): Kestrel Moon<br><s>Lark (1): Ember</s><br>With 6 alive, it takes 4"
    )
    count = read_host_count(html, ROSTER)
    assert count is not None
    assert [(w.target, w.voters) for w in count.wagons] == [
        ("Bramble", ("Juno", "Ivo", "Lark")),
        ("Ember", ("Kestrel Moon",)),
    ]


def test_a_count_with_only_not_voting_does_not_read_the_history_in_its_spoiler():
    # after a vote reset the count lists no wagon; its spoiler holds "player: votes" history
    html = (
        "<b>Vote Count 4.12</b><br>Not Voting - 3 (Juno, Ivo, Lark)<br>With 3 alive, it takes 2"
        '<div class="spoiler">Juno: Ivo==&gt;Lark<br>Ivo: Juno</div>'
    )
    count = read_host_count(html, ROSTER)  # a count where nobody votes: no wagon
    assert count is not None and count.wagons == () and count.not_voting == ("Juno", "Ivo", "Lark")


def test_mod_notes_end_the_count_when_the_threshold_came_first():
    html = (
        "<b>VC 3.2</b> With 6 alive, it takes 4 to lynch.<br>Bramble (2): Juno, Ivo<br>"
        "Not voting (2): Lark, Ember<br><b>Mod Notes:</b> welcome!<br>"
        "Lark, Ember, and Ivo must confirm"
    )
    count = read_host_count(html, ROSTER)
    assert count is not None
    assert [(w.target, w.voters) for w in count.wagons] == [("Bramble", ("Juno", "Ivo"))]


# read from MafiaScum hosts' counts in the accuracy work (benchmarks/accuracy-notes.md);
# the lines are written for the test
@pytest.mark.parametrize(
    ("line", "target", "voters"),
    [
        # a note after the last voter, as a sentence
        ("Bramble (3): Juno, Ivo, Lark. LYNCHED.", "Bramble", ("Juno", "Ivo", "Lark")),
        # list markers: a number or a letter and a dot
        ("x. No Lynch (2): Ember, Lark", NO_ELIMINATION, ("Ember", "Lark")),
        ("12. Ivo(1): Juno", "Ivo", ("Juno",)),
        # the wagon and its first voter joined by a bare dash
        ("Ivo-Juno, Lark", "Ivo", ("Juno", "Lark")),
    ],
)
def test_more_host_count_shapes(line, target, voters):
    wagon = read_wagon_line(line, ROSTER)
    assert wagon is not None and (wagon.target, wagon.voters) == (target, voters)


def test_a_bare_dash_inside_a_name_is_no_separator():
    roster = Roster([Player("Gin-N-Tonic"), Player("Juno"), Player("Ivo")])
    wagon = read_wagon_line("Gin-N-Tonic (1): Juno", roster)
    assert wagon is not None and (wagon.target, wagon.voters) == ("Gin-N-Tonic", ("Juno",))
    assert read_wagon_line("Juno-and so on", roster) is None


def test_struck_voters_count_when_the_hosts_own_total_counts_them():
    # a host strikes a player being replaced as a voter too, and still counts the vote:
    # the stated total is short of the unstruck voters by exactly the struck names
    html = (
        "<b>Vote Count 1.8</b><br><b><s>Bramble</s></b> (2): Juno, Ivo<br>"
        "Juno (1): <s>Bramble</s><br>Ivo (2): Lark, <s>Ember</s><br>"
        "Lark (1): Kestrel Moon, <s>Ember</s><br>With 6 alive, it takes 4"
    )
    count = read_host_count(html, ROSTER)
    assert count is not None
    assert [(w.target, w.voters) for w in count.wagons] == [
        ("Bramble", ("Juno", "Ivo")),
        ("Juno", ("Bramble",)),  # the struck voter is the whole of the host's (1)
        ("Ivo", ("Lark", "Ember")),  # (2): one unstruck voter and one struck
        ("Lark", ("Kestrel Moon",)),  # (1) without the struck name: moved away, dropped
    ]


def test_a_struck_voter_standing_on_another_wagon_moved_whatever_the_total():
    # the host struck Lark off Ivo's wagon and left the old (2): Lark's vote is on Ember
    html = (
        "<b>Vote Count 3.4</b><br>Ember (2): Lark, Juno<br>Ivo (2): <s>Lark</s> Kestrel Moon<br>"
        "With 6 alive, it takes 4"
    )
    count = read_host_count(html, ROSTER)
    assert count is not None
    assert [(w.target, w.voters) for w in count.wagons] == [
        ("Ember", ("Lark", "Juno")),
        ("Ivo", ("Kestrel Moon",)),
    ]


def test_long_lines_are_read_in_one_pass():
    """A long line (a pasted list, a story) is read without trying every run of its words
    as a name, or every start of it as a voter's history note (such lines took minutes);
    a line longer than any wagon is prose and never read as one. Only results are
    asserted here: benchmarks/fuzz.py --reader host-count measures the time."""
    names = "Vote count<br>Bramble: " + "Juno " * 190 + "<br>Ivo (2): Juno, Lark"
    found = read_host_count(names, ROSTER)
    assert found is not None
    assert [w.target for w in found.wagons] == ["Bramble", "Ivo"]
    story = "Vote count<br>Bramble (2): Juno (vote, unvote), Lark, Ivo (unvote, vote), "
    found = read_host_count(story + "is voting " * 80, ROSTER)
    assert found is not None
    assert found.wagons[0].target == "Bramble"
    assert found.wagons[0].voters == ("Lark", "Ivo")
    wall = "Vote count<br>Bramble: " + "Juno " * LONGEST_LINE + "<br>Ivo (2): Juno, Lark"
    found = read_host_count(wall, ROSTER)
    assert found is not None
    assert [w.target for w in found.wagons] == ["Ivo"]


@pytest.mark.parametrize(
    "not_voting",
    [
        "Not voting (3): Lark, Quillon, nobody else",  # the head
        "Lark, Quillon, nobody else - not voting",  # the tail
        "Not voting:<br>Lark, Quillon, nobody else",  # the names on the next line
    ],
)
def test_the_not_voting_pieces_that_name_nobody_are_kept(not_voting):
    found = read_host_count(
        f"<p>Vote Count 1.2<br>Bramble (2): Juno, Ivo<br>{not_voting}</p>", ROSTER
    )
    assert found is not None and found.not_voting == ("Lark",)
    assert found.not_voting_unnamed == ("Quillon", "nobody else")
