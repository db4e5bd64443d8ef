"""Parser fixes that the accuracy work on real games (benchmarks/accuracy.py) proved
necessary, each on a post written for this test."""

from __future__ import annotations

from votecount.parser.model import NO_ELIMINATION, Kind
from votecount.parser.names.players import Player, Roster

from .helpers import parse, votes


def test_nl_is_no_lynch_even_beside_a_player_with_those_initials():
    # MafiaScum hosts count "[vote]nl[/vote]" as No Lynch (Mini 1620 #1333, Mini 1652
    # #1704), where votecount read it as nobody
    roster = Roster([Player("Nero Lamb"), Player("Ivo")])
    assert roster.resolve("nl").player == NO_ELIMINATION
    assert roster.resolve("NL").player == NO_ELIMINATION
    assert roster.resolve("Nero").player == "Nero Lamb"


def test_a_semicolon_after_vote_separates_the_name_like_a_colon():
    # "unvote, vote; NAME" in bold: the host counted the vote (LIPD Mafia #36)
    found = parse("<b>unvote, vote; old man hemlock</b>").commands
    assert [(c.kind, c.target_player) for c in found] == [
        (Kind.UNVOTE, None),
        (Kind.VOTE, "Old Man Hemlock"),
    ]


def test_a_bold_slash_vote_is_a_bold_vote():
    # "[b]/vote NAME[/b]": the hosts counted it (Mariposa Peak #364, Mini 1839 #29)
    found = parse("Fine then.<br><b>/vote thornfield</b><br>More later.", markers=["bold"]).commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, "Thornfield")]
    assert parse("see and/vote thornfield in plain text", markers=["bold"]).commands == ()


def test_a_vote_tag_nested_in_an_open_unvote_tag_stands():
    # "UNVOTE: [/unvote[" left the unvote tag open around "VOTE: X"; the host counted the
    # vote (Game 1385 #474), where the outer tag's remaining text read as bare unvotes
    html = (
        '<span class="bbvote" title="unvote">UNVOTE: [/unvote[<br>'
        '<span class="bbvote" title="vote">VOTE: Thornfield</span><br><br>more words.</span>'
    )
    found = parse(html).commands
    assert [(c.kind, c.target_player) for c in found] == [
        (Kind.UNVOTE, None),
        (Kind.VOTE, "Thornfield"),
    ]


def test_two_swapped_letters_are_one_typo():
    # a host wrote "Laspa" for Lapsa in a count (Mini 1652, VC #875); the edit distance
    # counted the swap as two letters wrong, too far for a five-letter name
    roster = Roster([Player("Lapsa"), Player("Thornfield"), Player("Juno")])
    found = roster.resolve("Laspa")
    assert found.ok and found.player == "Lapsa"
    assert roster.resolve("Thornfiedl").player == "Thornfield"
    assert not roster.resolve("Lpasx").ok  # a swap and a wrong letter: two typos


def test_a_remark_in_brackets_after_the_name_is_left_out():
    # "VOTE: Devil (the guy who posted this)": the host counted it for PranaDevil
    # (Mini 1873, VC #1631's vote history)
    found = parse('<span class="bbvote">VOTE: Pepper (the one who posted that)</span>').commands
    assert [(c.kind, c.target_player) for c in found] == [(Kind.VOTE, "Pepperpot")]
    assert not parse('<span class="bbvote">VOTE: Xyzzy (honest)</span>').commands


def test_a_stray_bracket_after_unvote_is_a_bare_unvote():
    # "[b]unvote[[/b]" renders as a bold "unvote[": the host took it as an unvote
    # (Rivertown Mafia #147), where votecount read a vote-less target "[" and rejected it
    found = parse("I'm comfortable with an <b>unvote[</b>.").commands
    assert [(c.kind, c.target_player, c.target_text) for c in found] == [(Kind.UNVOTE, None, None)]
    assert [c.target_player for c in parse("<b>vote: Thornfield]</b>").commands] == ["Thornfield"]


def test_a_vote_tag_holding_a_mistyped_closing_tag_does_not_count():
    # "[vote]NAME[/vot]" and "[vote]NAME[\vote]" still drew a vote tag (up to a later
    # close), but the hosts did not count such a vote (three games); it is a near miss
    for typed in ("VOTE: Thornfield[/vot]", "VOTE: Thornfield[\\vote]<br>Good vote, right?"):
        parsed = parse(f'Hm.<br><span class="bbvote" title="vote">{typed}</span>')
        assert parsed.commands == ()
        assert [n.reason for n in parsed.near_misses] == ["BROKEN_TAG"]
    fine = parse('<span class="bbvote" title="vote">VOTE: Thornfield</span> [/b] after it')
    assert [(c.kind, c.target_player) for c in fine.commands] == [(Kind.VOTE, "Thornfield")]
    # an unvote so typed still withdraws the vote
    unvote = parse('<span class="bbvote" title="unvote">UNVOTE: Thornfield[/unvot]</span>')
    assert [c.kind for c in unvote.commands] == [Kind.UNVOTE]


def test_a_vote_before_a_typed_quote_close_is_quoted_text():
    # "[quote=X]...[vote]Y[/vote][/quote]" whose quote tags broke: the forum drew the vote
    # tag and left "[/quote]" as text after it, then the writer's reply; the vote is the
    # quoted player's, not the writer's (the hosts did not count it: 18952, 36986, 63461)
    for vote in (
        '<span class="bbvote" title="vote">VOTE: Thornfield</span>[/quote]<br>Why him?',
        "<b>Vote: Thornfield</b> [/quote]<br><br>You never explained this.",
        "<b>unvote; vote: Thornfield[/quote]</b><br>Same with this one.",
        "<b>Vote: Thornfield</b>[/QUOTE] and that was a reach.",
    ):
        parsed = parse(f"[quote=Ivo]I think so.<br>{vote}")
        assert parsed.commands == (), vote
        assert "COMMAND_IN_QUOTE" in [i.reason for i in parsed.ignored]
    # the writer's own vote after the quotation still counts
    own = parse("<b>Vote: Thornfield</b>[/quote]<br>Right.<br><b>Vote: Pepperpot</b>")
    assert votes(own) == [("vote", "Pepperpot")]
    # a stray "[/quote]" ending the post follows the writer's own vote
    stray = parse('Long case.<br><span class="bbvote" title="vote">VOTE: Pepperpot</span>[/quote]')
    assert votes(stray) == [("vote", "Pepperpot")]


def test_a_bold_vote_broken_over_lines_of_one_bold_block_is_one_vote():
    # "vote / old man / hemlock" in one bold block: the writer's vote, as hosts count it
    html = "<b>unvote<br>\nvote<br>\nold man<br>\nhemlock</b><br>He is scum."
    found = parse(html, markers=["bold"]).commands
    assert [(c.kind, c.target_player) for c in found] == [
        (Kind.UNVOTE, None),
        (Kind.VOTE, "Old Man Hemlock"),
    ]


def test_a_bold_unvote_then_one_name_alone_on_the_next_line_votes_that_name():
    html = "<b>Unvote <br>\n<br>\nThornfield </b> <br>asked me to."
    found = parse(html, markers=["bold"]).commands
    assert [(c.kind, c.target_player) for c in found] == [
        (Kind.UNVOTE, None),
        (Kind.VOTE, "Thornfield"),
    ]


def test_no_name_joined_across_plain_text_a_keyword_or_a_sentence():
    cases = [
        "<b>vote</b><br>Thornfield",  # the name is not bold
        "<b>Unvote</b><br><b>FoS: Thornfield</b>",  # more than a name
        "<b>Vote:</b><br><b>@everyone listen up</b>",
        "<b>Unvote</b><br><b>Vote: Juniper</b>",  # a command of its own
    ]
    found = [
        [(c.kind, c.target_player) for c in parse(h, markers=["bold"]).commands] for h in cases
    ]
    assert found == [[], [(Kind.UNVOTE, None)], [], [(Kind.UNVOTE, None), (Kind.VOTE, "Juniper")]]


_EMPTY_TAG = '<span class="bbvote" title="This is an official vote.">VOTE: </span>'


def test_a_name_typed_after_a_mistyped_opening_tag_fills_the_empty_vote_tag_after_it():
    # "[\vote] name[vote][/vote]": the forum drew an empty tag, the host counted the name
    roster = Roster([Player("Tidewalker"), Player("Ivo")])
    found = parse(f"I will vote now<br>[\\vote] tidewalker{_EMPTY_TAG}", roster, author="Ivo")
    assert [(c.kind, c.target_player) for c in found.commands] == [(Kind.VOTE, "Tidewalker")]


def test_an_empty_vote_tag_after_plain_text_stays_a_bare_unvote():
    roster = Roster([Player("Tidewalker"), Player("Ivo")])
    found = parse(f"Pardon me, tidewalker<br>{_EMPTY_TAG}", roster, author="Ivo")
    assert [(c.kind, c.target_player) for c in found.commands] == [(Kind.UNVOTE, None)]
    found = parse(f"as I said tidewalker {_EMPTY_TAG}", roster, author="Ivo")
    assert [(c.kind, c.target_player) for c in found.commands] == [(Kind.UNVOTE, None)]
