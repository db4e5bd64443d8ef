"""Name resolution, switches, edits and the explanation text."""

from __future__ import annotations

import pytest

from tests.parser.helpers import ROSTER, make_post
from votecount.parser import (
    AmbiguousName,
    InvalidCommand,
    InvalidOptions,
    ParseOptions,
    Player,
    Roster,
    counted_revision,
    edited_commands,
    explain_post,
    format_explanation,
)
from votecount.parser.model import NO_ELIMINATION, STORYTELLER, Markup, ResolutionStatus, Step

RESOLVE = [
    ("Thornfield", "Thornfield", Step.USERNAME),
    ("Goldie", "Marigold", Step.DISPLAY_NAME),
    ("bram", "Bramblecat", Step.ALIAS),
    ("no lynch", NO_ELIMINATION, Step.SPECIAL),
    ("Storyteller", STORYTELLER, Step.SPECIAL),
    ("thornfield", "Thornfield", Step.NORMALISED),
    ("old man  hemlock", "Old Man Hemlock", Step.NORMALISED),
    ("Quartz Fox", "Quartz_Fox", Step.NORMALISED),
    ("Jūnīper", "Juniper", Step.NORMALISED),
    ("Ju\u200bniper", "Juniper", Step.USERNAME),
    ("Тhornfield", "Thornfield", Step.NORMALISED),  # Cyrillic Т
    ("ＰＥＰＰＥＲＰＯＴ", "Pepperpot", Step.NORMALISED),  # fullwidth
    ("@WillowWisp please", "WillowWisp", Step.MENTION),
    ("Thorn", "Thornfield", Step.PREFIX),
    ("hemlock", "Old Man Hemlock", Step.SUBSTRING),
    ("OMH", "Old Man Hemlock", Step.ACRONYM),
    ("ww", "WillowWisp", Step.ACRONYM),
    ("Pepeprpot", "Pepperpot", Step.EDIT_DISTANCE),
]


@pytest.mark.parametrize(("text", "player", "step"), RESOLVE, ids=[r[0] for r in RESOLVE])
def test_resolution_steps(text, player, step):
    res = ROSTER.resolve(text)
    assert (res.player, res.step) == (player, step)


@pytest.mark.parametrize("text", ["Zebedee", "xq", "somebody else entirely", ""])
def test_unknown_names(text):
    assert ROSTER.resolve(text).status is ResolutionStatus.UNKNOWN


def test_pin_by_post_and_index():
    roster = Roster(["Ash", "Birch"], pins={"7": "Ash", ("8", 1): "Birch"})
    assert roster.resolve("whoever", "7").player == "Ash"
    assert roster.resolve("whoever", "8", 1).step is Step.PIN
    assert roster.resolve("whoever", "8", 0).status is ResolutionStatus.UNKNOWN


def test_confusable_twins_are_ambiguous_never_the_wrong_one():
    roster = Roster(["Alice", "\u0410lice", "Bob"])  # second starts with Cyrillic А
    for text in ("Alice", "\u0410lice", "alice", "ALICE"):
        res = roster.resolve(text)
        assert res.status is ResolutionStatus.AMBIGUOUS and set(res.candidates) == {
            "Alice",
            "\u0410lice",
        }


def test_zero_width_twin_is_ambiguous():
    roster = Roster(["Robin", "Rob\u200bin"])
    assert roster.resolve("robin").status is ResolutionStatus.AMBIGUOUS


def test_edit_distance_tie_is_ambiguous():
    roster = Roster(["Marten", "Martin"])
    assert roster.resolve("Martan").status is ResolutionStatus.AMBIGUOUS


def test_player_value_and_strings_mix():
    roster = Roster([Player("a1", "Ann"), "Ben"])
    assert roster.usernames() == ("a1", "Ben") and roster.resolve("ann").player == "a1"


def test_from_switches_defaults():
    o = ParseOptions.from_switches({})
    assert o.markers == {Markup.BOLD, Markup.VOTE_TAG, Markup.SLASH, Markup.TEXT}
    assert (o.colour, o.spoilers, o.edits, o.strict) == ("red", "ignore", "first", False)


def test_from_switches_accepts_comma_string():
    o = ParseOptions.from_switches({"markers": "bold, colour", "colour": "#c00", "edits": "latest"})
    assert o.markers == {Markup.BOLD, Markup.COLOUR} and o.colour_hex == "#cc0000"


def test_from_switches_lists_every_problem():
    bad = {"markers": ["bold", "italic"], "colour": "reddish", "spoilers": "maybe",
           "edits": 3, "strict": "yes", "hats": 1}  # fmt: skip
    with pytest.raises(InvalidOptions) as err:
        ParseOptions.from_switches(bad)
    assert len(err.value.problems) == 6 and isinstance(err.value, ValueError)
    for word in ("italic", "reddish", "maybe", "edits", "strict", "hats"):
        assert word in str(err.value)


def test_options_are_frozen():
    with pytest.raises(AttributeError):
        ParseOptions().strict = True  # type: ignore[misc]


def test_strict_mode_raises():
    from votecount.parser import parse_post

    strict = ParseOptions(strict=True)
    with pytest.raises(AmbiguousName):
        parse_post(make_post("<b>vote Zebedee</b>"), ROSTER, strict)
    with pytest.raises(InvalidCommand):
        parse_post(make_post("<p>[b]vote Ash[\\b]</p>"), ROSTER, strict)


REVS = [
    make_post("<b>vote Thornfield</b>", post_id="e1", version=1),
    make_post("<b>vote Thornfield</b> and some more words", post_id="e1", version=2),
    make_post("<b>vote Pepperpot</b>", post_id="e1", version=3),
]


def test_edits_first_and_latest():
    assert counted_revision(REVS, ParseOptions()).version == 1
    assert counted_revision(REVS, ParseOptions(edits="latest")).version == 3


def test_edited_command_reported_once():
    [edit] = edited_commands(REVS, ROSTER, ParseOptions())
    assert edit.code == "EDITED_COMMAND" and (edit.before_version, edit.after_version) == (2, 3)
    assert edit.before == (("vote", "Thornfield", "Thornfield"),)
    assert edit.after == (("vote", "Pepperpot", "Pepperpot"),)


def test_explain_post_and_text():
    post = make_post(
        "<blockquote><b>vote Juniper</b></blockquote><b>vote Thorn</b><br><b>vote Zebedee</b>",
        post_id="e1",
    )
    expl = explain_post(post, ROSTER, ParseOptions(), revisions=REVS)
    assert expl.counted_version == 1 and len(expl.edits) == 1
    expl = explain_post(post, ROSTER, ParseOptions())
    text = format_explanation(expl)
    assert "1. vote “vote Thorn” (bold) -> Thornfield (the start of a player's name)" in text
    assert "vote “vote Juniper” (bold): inside a quote" in text
    assert "“vote Zebedee”: the name matches no player -> no player for “Zebedee”" in text
    assert "nearest: " in text and "UNKNOWN" not in text and "[0]" not in text
