"""The house rules a host's opening posts state (parser/host/house_rules/): self-votes and
the vote forms that count, each with its post and sentence. Invented rules posts."""

from __future__ import annotations

import pytest

from votecount.parser.host.house_rules import (
    MARKERS_ANY,
    MARKERS_STYLED,
    MARKERS_TAG,
    accepts_plain_text,
    forbids_self_votes,
    house_rules,
    requires_markup,
    sentences,
    shows_vote_tags,
    vote_tag_only,
)


def settings(*posts: str) -> dict[str, object]:
    return {r.key: r.value for r in house_rules(list(enumerate(posts)))}


@pytest.mark.parametrize(
    "sentence",
    [
        "Self-votes are not allowed.",
        "No self-voting, ever.",
        "You may not vote for yourself.",
        "You cannot, under any circumstances, vote yourself.",
        "Self voting is prohibited in this game.",
    ],
)
def test_a_rule_against_self_votes(sentence):
    assert forbids_self_votes(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Voting for yourself to further your win condition is fine.",
        "Self-hammering for fun is not.",
        "You can vote yourself if you like.",
        "Do not vote for a dead player.",
    ],
)
def test_no_rule_against_self_votes(sentence):
    assert not forbids_self_votes(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "You must use the vote tag to vote or unvote.",
        "Votes that do not use the voting tags will not count.",
        "I won't count votes that are not in the vote tag.",
        "Bolded votes and votes in spoilers will not be counted.",
        "Only votes in the vote tags count.",
    ],
)
def test_only_the_vote_tag(sentence):
    assert vote_tag_only(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Votes should use vote tags or they may not be counted.",  # a wish
        "Either bold your votes or use the vote tag.",
        "Votes must be in bold or vote tags.",
        "Bolded votes don't count if you leave out the colon.",  # a condition
    ],
)
def test_not_only_the_vote_tag(sentence):
    assert not vote_tag_only(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Votes must be bolded or in vote tags.",
        "Unbolded votes will not count.",
        "Please use the vote or bold tags when you vote.",
        "I will not count any attempts to vote that are not in one of those two formats.",
    ],
)
def test_bold_or_the_tag_is_the_form_of_a_vote(sentence):
    assert requires_markup(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Bolding your vote is not required.",
        "Please bold your vote count requests.",  # not a vote
        "Night actions must be bolded.",
        "Votes must be in the form Vote: Alice.",  # the example is plain text
    ],
)
def test_no_form_of_a_vote(sentence):
    assert not requires_markup(sentence)


def test_a_form_shown_in_bold_is_the_form():
    post = "<p>1. For a vote to count, it must be in the form of <b>Vote: Alice</b>.</p>"
    assert settings(post) == {"markers": MARKERS_STYLED}
    shown = "<p>Votes count in these forms:<br><b>VOTE: Alice</b><br>nothing else</p>"
    assert sentences(shown)[0].shows_vote
    assert settings("<p>Votes must be in the form Vote: Alice.</p>") == {}


@pytest.mark.parametrize(
    "sentence",
    [
        "If it looks like a vote, I will count it.",
        "If you forget the tags, your vote will still count if I can tell.",
    ],
)
def test_plain_text_counts_too(sentence):
    assert accepts_plain_text(sentence)


def test_the_strictest_form_wins_unless_bold_is_accepted():
    tag = "<p>You must use the vote tag. Bold is for talking to the mod.</p>"
    assert settings(tag) == {"markers": MARKERS_TAG}
    both = tag + "<p>Either bold your votes or use the vote tag.</p>"
    assert settings(both) == {"markers": MARKERS_STYLED}
    lenient = "<p>Votes must be bolded. That said, if it looks like a vote, I'll count it.</p>"
    assert settings(lenient) == {"markers": MARKERS_ANY}


def test_rules_in_a_spoiler_of_a_later_opening_post_name_their_post():
    posts = [
        "<p>Welcome to Mini 900! Rules below.</p>",
        "<div class='spoiler'><p>6) Either bold your votes or use the vote tag (e.g. "
        "<b>VOTE: Alice</b>). You cannot, under any circumstances, vote yourself.</p></div>",
    ]
    found = house_rules(list(enumerate(posts)))
    assert [(r.table, r.key, r.value, r.post) for r in found] == [
        ("parser", "markers", MARKERS_STYLED, 1),
        ("rules", "self_vote", False, 1),
    ] or sorted((r.key, r.post) for r in found) == [("markers", 1), ("self_vote", 1)]
    said = {r.key: r.said for r in found}
    assert said["self_vote"].startswith("You cannot")
    assert said["markers"].startswith("6) Either bold")


def test_a_rules_post_saying_nothing_of_votes_states_nothing():
    assert settings("<p>Day 1 begins now. It takes 5 to lynch.</p>") == {}


def test_a_forum_without_vote_tags_reads_a_typed_tag_as_plain_text():
    for post, there in [
        ("<p>You must use the vote tag.</p>", MARKERS_TAG),
        ("<p>Votes must be bolded or use the VOTE: tag.</p>", MARKERS_STYLED),
    ]:
        assert settings(post) == {"markers": there}
        # "VOTE: X" typed is plain text there: no guess leaves it out
        assert house_rules([(0, post)], vote_tags=False) == ()
    bold = "<p>Votes must be bolded.</p>"
    assert {r.key: r.value for r in house_rules([(0, bold)], vote_tags=False)} == {
        "markers": MARKERS_STYLED
    }
    assert shows_vote_tags(["<p>hi</p>", "<span class='bbvote'>VOTE: ann</span>"])
    assert not shows_vote_tags(["<p><b>VOTE: ann</b></p>", "<p>VOTE: bob</p>"])


def test_every_guess_keeps_slash_commands():
    assert all("slash" in m for m in (MARKERS_TAG, MARKERS_STYLED, MARKERS_ANY))


@pytest.mark.parametrize(
    ("post", "double"),
    [
        ("<p>This game runs a <b>Double Lynch</b> mechanic: a second lynch may follow.</p>", True),
        ("<p>There are two lynches per day.</p>", True),
        ("<p>This is not a double lynch game.</p>", False),
        ("<p>If you double vote, only the last vote counts.</p>", False),
    ],
)
def test_a_double_lynch_rule_lets_a_day_lynch_twice(post, double):
    said = settings(post)
    assert (said.get("eliminations_per_day"), said.get("day_goes_on")) == (
        (2, "at_announcement") if double else (None, None)
    )


def test_a_long_run_of_spaces_after_vote_is_read_once():
    # fuzzed: "vote" and 10,000 spaces, then no "tag" (and then one)
    spaces = " " * 10_000
    assert not requires_markup(f"Votes must use the vote{spaces}x.")
    assert requires_markup(f"Votes must use the vote{spaces}tags.")
    assert vote_tag_only(f"Only votes in the vote{spaces}tag count.")
