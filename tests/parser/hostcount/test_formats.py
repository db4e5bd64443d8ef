"""More shapes of hand-written host counts (issue #25: formats the reader missed on real
threads). Every post and line here was written for this test."""

from __future__ import annotations

import pytest

from votecount.parser.hostcount import read_host_count, read_wagon_line
from votecount.parser.names.players import Player, Roster

ROSTER = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Kestrel Moon"),
     Player("Lark"), Player("Ember"), Player("Quill-Tide"), Player("Wren77")],
    hosts=["Warden"],
)  # fmt: skip

# MafiaScum's hidden inline text, in our own words but for the title's opening words,
# which mark it
HIDDEN = (
    '<div style="display:inline;color:black;background:black"'
    ' title="This text is hidden to prevent spoilers (select it to read).">{}</div>'
)
BOLD = '<div style="display:inline;font-weight:bold">{}</div>'


def _count(html: str) -> dict[str, tuple[str, ...]] | None:
    hc = read_host_count(html, ROSTER)
    return None if hc is None else {w.target: w.voters for w in hc.wagons}


@pytest.mark.parametrize(
    ("line", "target", "voters"),
    [
        # "N votes for X (a, b)"
        ("2 votes for Bramble (Juno, Ivo)", "Bramble", ("Juno", "Ivo")),
        ("1 vote on Lark (Ember)", "Lark", ("Ember",)),
        ("Votes for Bramble: Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        # "Voting X-Voter": a word before the wagon, a bare dash after it
        ("Voting Bramble-Juno, Ivo(L-5)", "Bramble", ("Juno", "Ivo")),
        # "Wagon -Voter": a dash with a space only before it
        ("Bramble -Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("Quill-Tide (1) -Lark", "Quill-Tide", ("Lark",)),
        # a column of bare totals between wagon and voters
        ("Bramble        2  Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("Kestrel Moon    1 (L-3)  Lark", "Kestrel Moon", ("Lark",)),
        # glyph bars with the names run together
        ("Bramble \u25c9\u25c9\u25ce\u25ceJuno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("Lark\u25c9\u25ce\u25ce\u25ceEmber", "Lark", ("Ember",)),
        # post numbers after the voters are no unknown names
        (
            "Bramble (4) (HAMMER @ 755) - Juno (104), Ivo (532), Lark 610, Ember (755)",
            "Bramble",
            ("Juno", "Ivo", "Lark", "Ember"),
        ),
        # a dash straight before the count; a status word after the last voter
        ("Bramble-(2) Juno, Ivo", "Bramble", ("Juno", "Ivo")),
        ("Bramble (2) - Juno, Ember LYNCH", "Bramble", ("Juno", "Ember")),
        # a slot written with its replacement
        ("Lark / Quill-Tide (1) - Ember", "Lark", ("Ember",)),
        # a status of words in brackets before the wagon
        ("[LYNCH ACHIEVED] Bramble - Juno, Ivo, Lark", "Bramble", ("Juno", "Ivo", "Lark")),
    ],
)
def test_more_wagon_lines(line, target, voters):
    wagon = read_wagon_line(line, ROSTER)
    assert wagon is not None, line
    assert (wagon.target, wagon.voters) == (target, voters)


def test_hyphenated_name_is_not_cut():
    wagon = read_wagon_line("Quill-Tide (2): Juno, Ivo", ROSTER)
    assert wagon is not None and (wagon.target, wagon.voters) == ("Quill-Tide", ("Juno", "Ivo"))


def test_wagon_name_in_hidden_inline_text_is_read():
    html = (
        "<b>Vote Count 2.3</b><br>"
        + HIDDEN.format("Bramble")
        + " (2): Juno, Ivo<br>"
        + HIDDEN.format("Lark")
        + " (1): Ember<br>With 6 alive it takes 4 to lynch."
    )
    assert _count(html) == {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}


def test_count_in_an_uncited_quote_box_is_read():
    html = (
        "Here is the count.<br>"
        '<blockquote class="uncited"><div>Vote Count<br>Bramble (2): Juno, Ivo<br>'
        "Lark (1): Ember</div></blockquote>"
    )
    assert _count(html) == {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}


def test_a_quoted_count_is_still_no_count():
    quoted = (
        '<blockquote><div><cite>Juno wrote:</cite><blockquote class="uncited"><div>'
        "Bramble (2): Juno, Ivo</div></blockquote>the vote count is wrong</div></blockquote>"
    )
    assert _count(quoted + "Noted, I will fix it.") is None
    cited = "<blockquote><div><cite>Juno wrote:</cite>Vote count: Bramble (2): Juno, Ivo</div></blockquote>"
    assert _count(cited) is None


def test_bold_wagon_with_no_separator():
    html = (
        "Votecount 1.4<br>"
        + BOLD.format("Bramble")
        + " Juno, Ivo<br>"
        + BOLD.format("Kestrel Moon")
        + " Lark<br>"
        + BOLD.format("Not voting")
        + " Ember"
    )
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == {
        "Bramble": ("Juno", "Ivo"),
        "Kestrel Moon": ("Lark",),
    }
    assert hc.not_voting == ("Ember",)


def test_voting_prefix_with_bold_and_dash():
    html = (
        "Votecount 1.2<br>"
        + BOLD.format("Voting Bramble")
        + "-Juno, Ivo(L-2)<br>"
        + BOLD.format("Voting Lark")
        + "-Ember(L-3)<br>"
        + BOLD.format("Not voting")
        + "-Kestrel Moon"
    )
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == {
        "Bramble": ("Juno", "Ivo"),
        "Lark": ("Ember",),
    }
    assert hc.not_voting == ("Kestrel Moon",)


def test_bold_prose_is_no_wagon():
    html = "Vote count soon.<br>" + BOLD.format("Note") + " Juno and Ivo are on V/LA"
    assert _count(html) is None


def test_themed_count_without_the_word_vote():
    html = (
        "EXPERIMENT LOG 2.4<br>SUBJECTS ACTING:<br>Bramble [2] Juno, Ivo<br>Lark [1] Ember<br>"
        "Juno [0]<br>SUBJECTS RESTING:<br>Bramble, Kestrel Moon"
    )
    assert _count(html) == {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}


@pytest.mark.parametrize(
    "html",
    [
        # one line only, or totals that do not match: no count when "vote" is never said
        "Team list<br>Bramble [2] Juno, Ivo",
        "Scores<br>Bramble [3] Juno, Ivo<br>Lark [1] Ember",
        "Pairs<br>Bramble: Juno, Ivo<br>Lark: Ember",
    ],
)
def test_no_vote_word_needs_totals_that_add_up(html):
    assert _count(html) is None


def test_slash_between_voters_separates_them():
    wagon = read_wagon_line("Bramble [2]: Juno / Ivo", ROSTER)
    assert wagon is not None and wagon.voters == ("Juno", "Ivo")


def test_death_notice_is_no_wagon():
    # "No one is voting" under the count's heading is an empty count (fourth zoo, issue #25)
    html = "Ivo, Vanilla Townie, is dead.<br>Vote Count 1.0<br>No one is voting."
    assert _count(html) == {}
    assert _count("Ivo, Vanilla Townie, is dead.<br>Vote Count 1.0<br>Ivo: dead.") is None


def test_bare_not_voting_header_takes_only_the_next_line():
    html = (
        "Vote Count<br>Bramble (2): Juno, Ivo<br>0 Not Voting<br>The crowd cheers!<br>"
        "Lark, townie, has been lynched."
    )
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.not_voting == ()


def test_wagon_after_an_empty_not_voting_header_is_a_wagon():
    html = "Vote Count<br>Not voting:<br>Bramble (2): Juno, Ivo<br>Lark (1): Ember"
    assert _count(html) == {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}


def test_not_voting_with_its_total_first():
    html = "Vote Count<br>2 Bramble (Juno, Ivo)<br>2 Not Voting (Lark, Ember)"
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.not_voting == ("Lark", "Ember")


def test_names_with_digits_after_a_bare_not_voting_header():
    html = "Vote Count<br>Bramble (2): Juno, Ivo<br>Not Voting<br>Lark, Wren77, Ember"
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.not_voting == ("Lark", "Wren77", "Ember")


@pytest.mark.parametrize(
    "html",
    [
        "Day 2 begins!<br>Vote Count 2.0<br>Bramble (0) -<br>Juno (0) -<br>No Lynch (0) -",
        "Vote count<br>0 Bramble<br>0 Juno<br>0 Lark",
        "Vote count<br>Bramble    0<br>Ivo 0/4 (L-4)",
        "Vote count<br>Not voting: everyone",
        "Vote count<br>Not Voting (3): Juno, Ivo, Lark",
        # the total in brackets before the header
        "Votecount 4.2<br>(3) Not voting - Juno, Ivo, Lark<br>With 3 alive, it takes 2.",
        # the names on the line after a header with its total
        "Votecount 1.00<br>Not Voting [4] -<br>Juno, Ivo, Lark, Ember",
        "Votecount 2.00<br>Currently Not Voting:<br>Everyone",
        "Vote Count 1.0<br>no votes placed<br>With 8 alive, it takes 5 votes.",
        # every wagon written out with nobody after its colon
        "Vote Tally 2.1<br>Juno (L - 4):<br>Ivo (L - 4):<br>Lark (L - 4):",
    ],
)
def test_a_count_where_nobody_votes_is_a_count_with_no_wagon(html):
    assert _count(html) == {}


@pytest.mark.parametrize(
    "html",
    [
        "Vote count soon.<br>Bramble (0)",  # one zero line
        "Not voting is allowed.",  # rules, no players
        "Vote count<br>Not voting: Juno",  # one name: not the whole count
        "Ivo, Vanilla Townie, is dead.<br>No one is voting.",  # no count heading above
        "Votes:<br>Juno (L - 4):",  # one empty wagon
        "Vote count<br>No votes have changed since the last count.",
    ],
)
def test_no_empty_count_without_two_marks_of_one(html):
    assert _count(html) is None


def test_a_not_voting_list_ending_in_a_comma_goes_on_next_line():
    html = "Vote Count 1.0<br>Not voting: Bramble, Juno,<br>Lark, Ember,<br>Ivo, Wren77"
    hc = read_host_count(html, ROSTER)
    assert hc is not None and hc.wagons == ()
    assert hc.not_voting == ("Bramble", "Juno", "Lark", "Ember", "Ivo", "Wren77")
    # without the comma the list ends there; the next line, names and commas only, is
    # no wagon either (a list of names, or a wagon and its voters? nothing says)
    hc = read_host_count("Vote Count<br>Not voting: Bramble, Juno<br>Lark, Ember", ROSTER)
    assert hc is not None and hc.wagons == () and hc.not_voting == ("Bramble", "Juno")


def test_a_name_holding_brackets_or_dashes_is_not_cut_apart():
    roster = Roster(
        [Player("hp[leaves]"), Player("-Grey-"), Player("Moss (Jr)"), Player("Juno"), Player("Ivo")]
    )
    html = (
        "Vote Count 1.2<br>Juno: Ivo, HP[leaves] (2)<br>hp[leaves]: Juno (1)"
        "<br>Ivo (1): -Grey-<br>Not voting: Moss (Jr)"
    )
    hc = read_host_count(html, roster)
    assert hc is not None
    assert {w.target: w.voters for w in hc.wagons} == {
        "Juno": ("Ivo", "hp[leaves]"),
        "hp[leaves]": ("Juno",),
        "Ivo": ("-Grey-",),
    }
    assert hc.not_voting == ("Moss (Jr)",)


def test_lines_before_the_counts_heading_are_no_wagons():
    html = (
        "All empty slots are filled!<br>Players:<br>Bramble -> Juno<br>Ivo -> Lark<br>Ember"
        "<br>Votecount:<br>Ember - 2 (Juno, Lark)<br>With 5 alive it's 3 to lynch."
    )
    assert _count(html) == {"Ember": ("Juno", "Lark")}
    # with no heading line, every line is read as before
    assert _count("Vote count is below.<br>Ember - 2 (Juno, Lark)") == {"Ember": ("Juno", "Lark")}
    # a line naming the count that is no heading of it
    html = "Ember - 2 (Juno, Lark)<br>Vote count as of post 8."
    assert _count(html) == {"Ember": ("Juno", "Lark")}
