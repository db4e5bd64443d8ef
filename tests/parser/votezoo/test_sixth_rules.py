"""The vote zoo's sixth round's rules on their own (cases in test_sixth*.py): the writer's
own gut or reads saying a bold vote (``prose.own_sense``), a vote said in another's place
before a styled run (``prose.hypothetical_before``), the items of a list of what the
writer would do (``extract.quotations.hypothetical_lists``), and text hidden by
``display: none`` read as a spoiler (``walk``)."""

from __future__ import annotations

import pytest

from votecount.parser.extract.quotations import hypothetical_lists, typed_quote_lines
from votecount.parser.markup import QUOTE, SPOILER
from votecount.parser.prose import hypothetical_before, own_sense, preamble_ok, prose_before
from votecount.parser.walk import styled_lines

from .zoo import post


@pytest.mark.parametrize(
    "preamble",
    ["Gut says ", "My gut says: ", "gut tells me ", "Instinct says ", "My reads say ",
     "my heart says, ", "Scumdar says ", "Gut feeling says ", "gut is telling me ",
     "Spidey sense says "],
)  # fmt: skip
def test_the_writers_own_sense(preamble: str) -> None:
    assert own_sense(preamble) and preamble_ok(preamble)


@pytest.mark.parametrize(
    "preamble",
    ["Mod says ", "Lark says ", "Your gut says ", "Ivo's gut says ", "His reads say ",
     "The mod says ", "Gut says that ", "my gut says we should ", "Gut says no "],
)  # fmt: skip
def test_another_saying_stays_reported(preamble: str) -> None:
    assert not own_sense(preamble)


@pytest.mark.parametrize(
    "before",
    ["if I were town I'd ", "If I was scum, I would ", "Were I the cop I'd probably ",
     "in Lark's shoes I'd ", "If we were mafia we would ", "if I had been Lark I'd "],
)  # fmt: skip
def test_a_vote_in_anothers_place(before: str) -> None:
    assert hypothetical_before(before)


@pytest.mark.parametrize(
    "before",
    ["If I had to pick, I'd ", "Even if I were wrong, ", "If I were you. Then I'd ",
     "If I were scum I'd be nervous, ", "I would ", "If Lark claims I'd ", ""],
)  # fmt: skip
def test_no_place_or_no_conditional(before: str) -> None:
    assert not hypothetical_before(before)


def _items(*lines: str) -> set[int]:
    return hypothetical_lists(styled_lines(post(*lines))[0])


def test_the_items_under_a_would_head() -> None:
    assert _items("If I were mod:", "- vote Ivo", "* unvote", "2) claim", "done") == {1, 2, 3}
    assert len(_items("What I'd do:", "", "- vote Ivo")) == 1  # a blank line between
    assert _items("Were I scum, my plan:", "• vote Lark") == {1}


def test_no_would_head_no_items() -> None:
    assert _items("Reads:", "- vote Ivo") == set()
    assert _items("Votes were:", "- vote Ivo") == set()
    assert _items("If I were mod I'd end it.", "- vote Ivo") == set()  # no colon
    assert _items("If I were mod:", "vote Ivo") == set()  # no bullet


def test_display_none_is_a_spoiler() -> None:
    lines, _ = styled_lines('ok<div style="display: none;">VOTE: Ivo</div>')
    assert [s.reason for line in lines for s in line if "Ivo" in s.text] == [SPOILER]


@pytest.mark.parametrize(
    "before",
    [
        "If he were town he'd ",
        "they'll ",
        "She would ",
        "they should all ",
        "you'd just ",
        "I'd rather die than ",
        "sooner than ",
    ],
)
def test_another_with_a_modal_or_than_before_the_run(before: str) -> None:
    assert prose_before(before)


@pytest.mark.parametrize(
    "before", ["I'd ", "I will ", "he is scum ", "they said so, ", "We would "]
)
def test_the_writers_own_modal_stays(before: str) -> None:
    assert not prose_before(before)


@pytest.mark.parametrize(
    "html",
    ['<div class="SpoilerTarget">VOTE: Ivo</div>', '<div class="ipsSpoiler_contents">VOTE: Ivo</div>',
     '<div class="spoilcontent">VOTE: Ivo</div>', '<td class="alt2">VOTE: Ivo</td>'],
)  # fmt: skip
def test_spoiler_and_quote_boxes_by_class(html: str) -> None:
    """A class naming a spoiler in any case (XenForo 1, Invision, phpBB extensions) is a
    spoiler; vBulletin 3's quote cell ``td.alt2`` a quote."""
    lines, _ = styled_lines("ok<br>" + html)
    [reason] = {s.reason for line in lines for s in line if "Ivo" in s.text}
    assert reason in (SPOILER, QUOTE) and (reason == QUOTE) == ("alt2" in html)


def test_the_place_in_anothers_case_after_the_run() -> None:
    assert hypothetical_before("I'd ", " if I were town")
    assert hypothetical_before("I would ", ", were I scum")
    assert not hypothetical_before("I'd ", " if I had to")
    assert not hypothetical_before("", " if I were town")  # no conditional before
    assert not hypothetical_before("I'd ", ". If I were town I'd wait")  # another sentence


def test_an_asides_if_heads_no_list() -> None:
    assert _items("If anyone wonders:", "- vote Ivo") == set()
    assert _items("In case it matters:", "- vote Ivo") == set()
    assert _items("If you're curious:", "- vote Ivo") == set()
    assert _items("If Lark flips town:", "- vote Ivo") == {1}


def _typed(*lines: str) -> set[int]:
    return typed_quote_lines(styled_lines(post(*lines))[0])


def test_lines_between_typed_quote_tags() -> None:
    assert _typed('[quote="Lark"]', "VOTE: Ivo", "why", "[/quote]", "no") == {1, 2}
    assert _typed("[QUOTE=Lark;12]", "vote Ivo", "[/QUOTE] mine") == {1}
    assert _typed("[quote]", "vote Ivo") == set()  # never closed
    assert _typed("[quote]x[/quote]", "vote Ivo", "[/quote]") == set()  # closed on its line
    assert _typed("see [quote] and", "vote Ivo", "[/quote]") == set()  # text after the tag


def test_the_writers_own_case_after_all() -> None:
    """review18a: a concession or a turn between the place and the conditional."""
    assert not hypothetical_before("Even if I were scum I'd still ")
    assert not hypothetical_before("were I scum I would still ")
    assert not hypothetical_before("If I were scum I'd hide, but I'm not, so I'd ")
    assert not hypothetical_before("I'd still ", " if I were scum")
    assert hypothetical_before("If I were town I'd so ")  # an adverb of the conditional


def test_idioms_and_suppositions_before_the_run() -> None:
    assert not prose_before("better late than never ")
    assert not prose_before("more than ever ")
    assert prose_before("Hypothetically ")


def test_an_aside_to_the_reader_heads_no_list() -> None:
    assert _items("TL;DR if you skipped it:", "- vote Ivo") == set()
    assert _items("Summary, if it helps:", "- vote Ivo") == set()
    assert _items("Unless something changes:", "- vote Ivo") == set()
    assert _items("What I'd do if you lynch me:", "- vote Ivo") == {1}


def test_a_class_that_names_no_spoiler() -> None:
    for cls in ("nospoiler", "spoiler-free", "non_spoiler"):
        lines, _ = styled_lines(f'ok<br><div class="{cls}">VOTE: Ivo</div>')
        assert {s.reason for line in lines for s in line if "Ivo" in s.text} == {None}
