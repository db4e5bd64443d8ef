"""The vote zoo's ninth round's rules on their own (cases in test_ninth*.py): a
disclaimer of an unvote beside it or on the next line (``asides.disclaimed``,
``disclaimed_next_line``, ``of_kind``), a tutorial's label above a command
(``asides.example_above``), a remark set off after the name by "//", "|" or "w/"
(``resolve``'s ``before_remark``), a player named by the unvote word
(``parse.named_unvote``), a signature box named by its class (``walk``)."""

from __future__ import annotations

import pytest

from votecount.parser.asides import (
    disclaimed,
    disclaimed_next_line,
    example_above,
    not_yet,
    of_kind,
)
from votecount.parser.names.players import Player, Roster
from votecount.parser.resolve import before_remark

from .zoo import ROSTER, UNVOTE, B, post, read, vote

IVO = [vote("Ivo")]


@pytest.mark.parametrize(
    ("disclaimer", "unvote", "fits"),
    [("not a real unvote", True, True), ("not a real un-vote", True, True),
     ("not a real vote", True, False), ("not a real unvote", False, False),
     ("not a real vote", False, True), ("doesn't count", True, True),
     ("doesn't count", False, True), ("(example)", True, True),
     ("(that wasn't serious)", True, False), ("(that wasn't serious)", False, True)],
)  # fmt: skip
def test_a_disclaimer_fits_its_command(disclaimer: str, unvote: bool, fits: bool) -> None:
    assert of_kind(disclaimer, unvote) is fits


def test_an_unvote_disclaimed_beside_it() -> None:
    assert disclaimed(None, " (not a real unvote)", unvote=True)
    assert disclaimed("(not serious)", "", unvote=True)
    assert not disclaimed(None, " (not a real vote)", unvote=True)
    assert not disclaimed("Ivo", " (not a real unvote)")


@pytest.mark.parametrize(
    ("after", "said"),
    [(" (not serious)", True), (" (Not Serious)", True), (" (this is not serious)", True),
     (" [not serious lol]", True), (" (not serious about Lark)", False),
     (" (not serious, just pressure)", False), (" not serious", False), (" (serious)", False),
     (" (he is not serious)", False), (" (semi-serious)", False),
     (" because his defense was (not serious)", False), (" - (not serious)", True)],
)  # fmt: skip
def test_not_serious_alone_in_its_brackets(after: str, said: bool) -> None:
    assert disclaimed("Ivo", after) is said


@pytest.mark.parametrize(
    ("target", "said"),
    [("Ivo (not serious)", True), ("Kestrel Moon (not serious)", True),
     ("Ivo, his defense (not serious)", False), ("Ivo because Lark is (not serious)", False)],
)  # fmt: skip
def test_not_serious_right_after_the_name(target: str, said: bool) -> None:
    assert disclaimed(target, "") is said


@pytest.mark.parametrize(
    ("html", "expected"),
    [
        # a disclaimer of the other kind leaves the command
        (post(B.format("UNVOTE"), "(not a real vote)"), [UNVOTE]),
        (post(B.format("VOTE: Ivo"), "(not a real unvote)"), IVO),
        # a line of talk after an unvote stays talk
        (post(B.format("UNVOTE"), "not serious about Ivo anymore, he's fine"), [UNVOTE]),
        (post(B.format("UNVOTE"), "^ joke"), [UNVOTE]),
        # "just testing" alone is no disclaimer (a tag test counts, round three)
        (post(B.format("VOTE: Ivo"), "(just testing)"), IVO),
    ],
)
def test_disclaimers_that_leave_the_command(html: str, expected: list) -> None:
    assert read(html) == expected


@pytest.mark.parametrize(
    ("line", "said"),
    [("EBWOP: not a real vote", True), ("EBWOP: not a real unvote", True),
     ("ebwop - ignore it", True), ("EBWOP: ignore the vote, wrong thread", False),
     ("EBWOP: Lark, not Ivo", False)],
)  # fmt: skip
def test_an_ebwop_label_before_a_disclaimer(line: str, said: bool) -> None:
    assert disclaimed_next_line(line) is said


@pytest.mark.parametrize(
    "line",
    ["Let me show you how to vote:", "I'll show you how to vote:", "And here's how you unvote:",
     "Let me demonstrate:", "For the new players, this is how voting works:",
     "Ok, let me show everyone how to vote:", "I can teach you how to vote:",
     "For anyone confused, here's how to vote:", "For those who don't know, this is how you vote:"],
)  # fmt: skip
def test_a_tutorials_label(line: str) -> None:
    assert example_above(line)


@pytest.mark.parametrize(
    "line",
    ["I know how to vote:", "Ignore the above:", "Let me show you how serious I am:",
     "Let me demonstrate my commitment:", "I'll show you:", "Let me demonstrate what scum does:",
     "I finally know how voting works:", "Let me tell you who to vote:",
     "Ivo is scum, and here's how to vote:", "Ivo is scum and here's how to vote:",
     "For what it's worth, here's how to vote:", "For town's sake, here's how to vote:"],
)  # fmt: skip
def test_the_writers_own_words_above(line: str) -> None:
    assert not example_above(line)


@pytest.mark.parametrize(
    ("text", "player"),
    [("Ivo // see my last post", "Ivo"), ("Ivo | reasons below", "Ivo"),
     ("Ivo w/ reasons below", "Ivo"), ("Kestrel Moon || he lied", "Kestrel Moon"),
     ("Ivo | Lark", None), ("Ivo w/ Lark", None), ("his slot // whatever", None),
     ("// Ivo", None), ("Ivo/Lark", None), ("Ivo // ", "Ivo"), ("Ivo // Lark idk", None),
     ("Lark // Ivo // Tansy", None), ("Ivo | L-2", "Ivo")],
)  # fmt: skip
def test_a_remark_after_the_name(text: str, player: str | None) -> None:
    res = before_remark(text, ROSTER)
    assert (res.player if res is not None else None) == player


UNVOTE_ROSTER = Roster([Player("Unvote"), Player("Ivo"), Player("Lark")], hosts=["Warden"])
UNVOTED_ROSTER = Roster([Player("Unvoted"), Player("Ivo"), Player("Lark")], hosts=["Warden"])


@pytest.mark.parametrize(
    ("html", "roster", "expected"),
    [
        # no player named by the word: the commands as read before
        (B.format("VOTE: Unvote"), ROSTER, [UNVOTE]),
        (B.format("VOTE: Unvote"), UNVOTED_ROSTER, [UNVOTE]),
        # a name before the unvote word: the vote has its name
        (B.format("VOTE: Ivo Unvote"), UNVOTE_ROSTER, [vote("Ivo"), UNVOTE]),
        # the unvote on the next line is its own command
        (post(B.format("VOTE:"), B.format("Unvote")), UNVOTE_ROSTER, [UNVOTE]),
        (B.format("UNVOTE UNVOTE"), UNVOTE_ROSTER, [UNVOTE, UNVOTE]),
    ],
)
def test_the_unvote_word_as_a_name(html: str, roster: Roster, expected: list) -> None:
    assert read(html, roster=roster) == expected


def test_a_signature_box_by_its_class() -> None:
    sig = '<div class="postsignature">' + B.format("VOTE: Lark") + "</div>"
    assert read(B.format("VOTE: Ivo") + sig) == IVO
    # review21a: a class naming no signature box ("no-signature") holds the post's text
    assert read('<div class="no-signature">' + B.format("VOTE: Ivo") + "</div>") == IVO


@pytest.mark.parametrize(
    ("before", "said"),
    [("Likely ", True), ("My likely ", True), ("Reads done. Possible ", True),
     ("* Backup ", True), ("the intended ", True), ("(potential ", True), ("Would-be ", True),
     ("I will likely ", False), ("Ivo is likely ", False), ("Final ", False),
     ("Switching to my backup ", False), ("Here is my planned ", False),
     ("Tentative ", False), ("Next ", False), ("It is possible to ", False), ("", False)],
)  # fmt: skip
def test_a_vote_cast_later(before: str, said: bool) -> None:
    assert not_yet(before) is said
