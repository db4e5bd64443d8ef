"""A quotation typed with quote marks instead of quote tags holds someone else's words:
the commands in it are quoted, as in a drawn quote (invented posts)."""

from __future__ import annotations

from .helpers import parse, votes


def _ignored(parsed: object) -> list[str]:
    return [i.reason for i in parsed.ignored]  # type: ignore[attr-defined]


def test_a_vote_inside_a_quotation_over_several_lines_is_quoted():
    for html in (
        # the quoted player's post in quote marks, its vote on the closing line
        'Post 12:<br><br>"He dodged the question twice.<br><br>VOTE: Thornfield"<br><br>'
        "That was a reach.",
        # curly quote marks, a bold vote, a full stop after the closing mark
        "\u201cI will not say it again.<br><b>Vote: Thornfield</b>\u201d.<br>Now they deny it.",
        # a vote and an unvote inside, the closing mark on the unvote
        '"Why not vote me then?<br><br>VOTE: Thornfield<br>UNVOTE: Thornfield"<br><br>Appeal.',
    ):
        parsed = parse(html, markers=["bold", "vote_tag", "text"])
        assert parsed.commands == (), html
        assert "COMMAND_IN_QUOTE" in _ignored(parsed)


def test_a_one_line_quotation_with_a_sentence_before_the_vote_is_quoted():
    html = 'See what I mean:<br>"Too quiet, so <b>Vote: Thornfield</b>"<br>Nonsense.'
    assert parse(html).commands == ()


def test_the_writers_own_vote_outside_or_alone_in_quote_marks_counts():
    # after the quotation closes, the writer's own vote
    after = parse('"I am town.<br>Trust me."<br><br><b>Vote: Pepperpot</b>')
    assert votes(after) == [("vote", "Pepperpot")]
    # a vote alone in quote marks: the writer's own, quote marks or not
    alone = parse('"<b>Vote: Pepperpot</b>"', markers=["bold"])
    assert votes(alone) == [("vote", "Pepperpot")]
    # a quote mark opening a line that no line closes: no quotation
    open_only = parse('"Soft read on him.<br><br><b>Vote: Pepperpot</b><br>More later.')
    assert votes(open_only) == [("vote", "Pepperpot")]
    # a quoted word mid-line ("town") is no quotation
    words = parse('He said he was "town".<br><b>Vote: Pepperpot</b>')
    assert votes(words) == [("vote", "Pepperpot")]


def test_a_line_between_with_an_unpaired_mark_ends_no_quotation():
    # the middle line's lone quote mark does not end on it: the run is no clean quotation
    html = '"First thought<br>and a "second<br><b>Vote: Pepperpot</b><br>done"'
    assert votes(parse(html)) == [("vote", "Pepperpot")]
