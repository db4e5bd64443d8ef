"""The catalogue of invented host posts, part 6: the house rules an opening post states
(``parser/host/house_rules/``, issue #25, second round). Each reader is given the
wordings a host writes for a rule and near misses that state nothing (a wish, a
question, a rule of another game, a rule about night actions); then whole rules posts in
the HTML phpBB serves, rules in a spoiler or a pasted boilerplate list."""

from __future__ import annotations

import pytest

from votecount.parser.host.house_rules import (
    MARKERS_STYLED,
    MARKERS_TAG,
    double_lynch,
    forbids_no_lynch,
    forbids_self_votes,
    house_rules,
    majority_lynch,
    no_hammer,
    plurality_at_deadline,
    requires_unvote,
    tie_rule,
    vote_tag_only,
)


def rules_of(*posts: str) -> dict[str, object]:
    """The settings the opening posts (numbered 0, 1, ...) state, key: value."""
    return {r.key: r.value for r in house_rules(list(enumerate(posts)))}


def spoiler(inner: str) -> str:
    """A phpBB spoiler box around some HTML."""
    return (
        '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>Spoiler:</b> '
        '<input type="button" value="Show"></div><div class="quotecontent">'
        f'<div style="display: none;">{inner}</div></div></div>'
    )


def listed(*rules: str) -> str:
    """A pasted boilerplate list of numbered rules, one a line."""
    return "<br>".join(f"{n}) {r}" for n, r in enumerate(rules, 1))


# -- self-votes -------------------------------------------------------------------------

SELF_FORBIDDEN = [
    "Self-votes are invalid and will be removed from the count.",
    "Voting for yourself is against the rules.",
    "Please do not vote for yourself.",
    "Self-voting is not permitted in this game.",
    "You are not allowed to vote yourself.",
    "Players can't vote for themselves.",
    "No self votes.",
    "Votes for yourself will not be counted.",
    "Self-voting is prohibited, as is voting for a dead player.",
    "A self-vote is void.",
    "Players can\u2019t vote for themselves.",  # a typographic apostrophe
]

SELF_NOTHING = [
    "Self-votes are allowed.",
    "Self-voting is not forbidden.",
    "There is no rule against self-voting.",
    "Are self-votes allowed?",  # a question
    "Can nobody vote for themselves?",  # a question
    "In my last game self-votes were banned, but here anything goes.",  # another game
    "I'd prefer you not self-vote without a reason.",  # a wish
    "Self-votes are discouraged.",  # a wish
    "You may not target yourself with your night action.",  # a night action
    "Self-hammering is allowed, though not recommended.",
    "Self-votes are fine; I will count them.",
]


@pytest.mark.parametrize("sentence", SELF_FORBIDDEN)
def test_self_votes_forbidden(sentence):
    assert forbids_self_votes(sentence)
    assert rules_of(f"<p>{sentence}</p>") == {"self_vote": False}


@pytest.mark.parametrize("sentence", SELF_NOTHING)
def test_self_votes_not_forbidden(sentence):
    assert not forbids_self_votes(sentence)
    assert "self_vote" not in rules_of(f"<p>{sentence}</p>")


# -- the vote tag only, bold too --------------------------------------------------------

TAG_ONLY = [
    "I only count votes in vote tags.",
    "Only the vote tag counts.",
    "Votes outside the vote tags are ignored.",
    "Untagged votes will not be counted.",
    "Votes not in the vote tag will be ignored.",
    "Bold alone is not enough: use the vote tag.",
    "I will only accept votes made with the vote tag.",
]

TAG_NOTHING = [
    "Votes should be in vote tags, please.",  # a wish
    "Do votes need the vote tag?",  # a question
    "Bolded votes won't count if you leave out the name.",  # a condition
    "Use the vote tag or bold your vote, either is fine.",  # bold named too
]


@pytest.mark.parametrize("sentence", TAG_ONLY)
def test_only_the_vote_tag_counts(sentence):
    assert vote_tag_only(sentence)
    assert rules_of(f"<p>{sentence}</p>") == {"markers": MARKERS_TAG}


@pytest.mark.parametrize("sentence", TAG_NOTHING)
def test_not_only_the_vote_tag(sentence):
    assert rules_of(f"<p>{sentence}</p>").get("markers") != MARKERS_TAG


def test_a_rule_of_another_game_or_a_question_is_no_tag_rule():
    assert rules_of("<p>In Ann's game only votes in vote tags counted.</p>") == {}
    assert rules_of("<p>Must votes use the vote tag?</p>") == {}


@pytest.mark.parametrize(
    "also",
    ["Bold is fine as well.", "Bolding your vote works too.", "You can also bold it."],
)
def test_bold_also_counts_keeps_bold(also):
    assert rules_of(f"<p>You must use the vote tag. {also}</p>") == {"markers": MARKERS_STYLED}


# -- a double lynch ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "double"),
    [
        ("Two players will be lynched each day.", True),
        ("There are 2 lynches per day.", True),
        ("Each day, two players are lynched.", True),
        ("This game has a double elimination every day.", True),
        ("If a day has two lynches, the second one waits for the flip.", False),
        ("The Doublevoter's vote counts twice.", False),
        ("Two players are voting for the same target.", False),
    ],
)
def test_a_double_lynch(sentence, double):
    assert double_lynch(sentence) is double


# -- how a day is decided ---------------------------------------------------------------

DECIDED = [
    ("The player with the most votes at deadline is lynched.", "plurality"),
    ("At the end of the day, whoever has the most votes will be lynched.", "plurality"),
    ("Plurality lynch is in effect.", "plurality"),
    ("There is no hammer: the wagon with the most votes at deadline is lynched.", "plurality"),
    ("Hammer is off.", "plurality"),
    ("Days only end at deadline.", "plurality"),
    ("The day will not end early, whatever the votes.", "plurality"),
    ("This is a plurality game.", "plurality"),
    ("Lynches are decided by plurality.", "plurality"),
    ("Hammering is disabled.", "plurality"),
    ("Reaching majority does not end the day.", "plurality"),
    ("Whoever leads the vote count at deadline is lynched.", "plurality"),
    (
        "If no one reaches majority, the top wagon at deadline will be lynched.",
        "hammer_or_plurality",
    ),
    (
        "If nobody reaches a majority by deadline, the player with the highest number of "
        "votes is executed.",
        "hammer_or_plurality",
    ),
    ("Majority lynch. At deadline, the player with the most votes dies.", "hammer_or_plurality"),
    (
        "Once a majority is reached that player is lynched. Plurality lynch applies at deadline.",
        "hammer_or_plurality",
    ),
]

UNDECIDED = [
    "The player with the most votes will be listed first in the vote count.",
    "There is no plurality lynch in this game.",
    "Is there a plurality lynch?",
    "If no majority is reached by deadline, no lynch occurs.",
    "In my last game, the player with the most votes at deadline was lynched.",
    "If two players are tied for the most votes at deadline, nobody is lynched.",
    "Majority lynch; hammer is on.",
    "I'd rather the player with the most votes at deadline were lynched.",
    "The Vigilante with the most kills at the end of the day wins a prize.",
    "The leading wagon is shown first in each vote count.",
    "Hammering is allowed.",
]


@pytest.mark.parametrize(("text", "how"), DECIDED)
def test_how_a_day_is_decided(text, how):
    assert rules_of(f"<p>{text}</p>") == {"resolution": how}


@pytest.mark.parametrize("text", UNDECIDED)
def test_no_rule_of_how_a_day_is_decided(text):
    assert not plurality_at_deadline(text)
    assert "resolution" not in rules_of(f"<p>{text}</p>")


def test_a_majority_stated_elsewhere_keeps_the_hammer():
    posts = (
        "<p>Welcome to Mini 1234.</p>",
        spoiler(
            listed(
                "A lynch occurs once a majority is reached.",
                "If there is no majority at deadline, the player with the most votes is lynched.",
            )
        ),
    )
    found = {r.key: r for r in house_rules(list(enumerate(posts)))}
    assert found["resolution"].value == "hammer_or_plurality"
    assert found["resolution"].post == 1
    assert found["resolution"].said.startswith("2) If there is no majority")


@pytest.mark.parametrize(
    ("sentence", "says"),
    [
        ("Majority lynch.", True),
        ("Hammer is on.", True),
        ("A lynch occurs when a simple majority is reached.", True),
        ("There is no hammer.", False),
        ("Night actions are resolved in order.", False),
    ],
)
def test_a_majority_lynch(sentence, says):
    assert majority_lynch(sentence) is says
    assert no_hammer(sentence) is (sentence == "There is no hammer.")


# -- no lynch ---------------------------------------------------------------------------

NO_LYNCH_FORBIDDEN = [
    "You may not no-lynch.",
    "No Lynch is not an option.",
    "You cannot vote No Lynch.",
    "No Lynch votes will not be counted.",
    "There is no No Lynch in this game.",
    "No-lynching is disabled.",
    "Players can't vote for a no lynch.",
    "Votes for No Lynch will not count.",
    "There is no option to no lynch.",
    "NL is not an option.",
]

NO_LYNCH_NOTHING = [
    "You may vote No Lynch.",
    "If a majority is not reached, no lynch will occur.",
    "No lynch requires a majority.",
    "Can we no lynch?",
    "No lynch is not recommended on Day 1.",  # a wish
    "There will be no lynch if nobody reaches majority.",
    "In other games No Lynch is not an option.",
]


@pytest.mark.parametrize("sentence", NO_LYNCH_FORBIDDEN)
def test_no_lynch_forbidden(sentence):
    assert forbids_no_lynch(sentence)
    assert rules_of(f"<p>{sentence}</p>") == {"allow_no_elimination": False}


@pytest.mark.parametrize("sentence", NO_LYNCH_NOTHING)
def test_no_lynch_not_forbidden(sentence):
    assert "allow_no_elimination" not in rules_of(f"<p>{sentence}</p>")


# -- ties at the deadline ---------------------------------------------------------------

TIES = [
    ("In a tie, the player who reached the count first is lynched.", "earliest_to_reach"),
    ("Ties are broken in favour of the wagon that got there first.", "earliest_to_reach"),
    ("If there is a tie, whoever has been at that number longest dies.", "earliest_to_reach"),
    ("Ties are resolved randomly.", "host"),
    ("A tie at deadline means a random lynch among the tied players.", "host"),
    ("In case of a tie, I will decide who is lynched.", "host"),
    ("A tie will be settled by a coin flip.", "host"),
    ("Ties are decided by the host.", "host"),
    ("A tie at deadline is broken at my discretion.", "host"),
    ("Ties go to the player who received the last vote first.", "earliest_to_reach"),
    ("Ties result in no lynch.", "none"),
    ("If two players are tied at deadline, nobody dies.", "none"),
]

NO_TIE_RULE = [
    "Don't tie your votes to your feelings.",
    "Roles were randomized.",
    "Is a tie a no lynch?",
    "In my last game ties were broken at random.",
]


@pytest.mark.parametrize(("sentence", "rule"), TIES)
def test_a_tie_rule(sentence, rule):
    assert tie_rule(sentence) == rule
    # "none" is the ruleset's default: no line for it
    assert rules_of(f"<p>{sentence}</p>") == ({} if rule == "none" else {"tie_break": rule})


@pytest.mark.parametrize("sentence", NO_TIE_RULE)
def test_no_tie_rule(sentence):
    assert "tie_break" not in rules_of(f"<p>{sentence}</p>")


# -- an unvote before a new vote --------------------------------------------------------

UNVOTE_NEEDED = [
    "You must unvote before voting again.",
    "Unvotes are necessary before voting another player.",
    "An unvote is required to change your vote.",
    "You have to unvote before placing a new vote.",
    "Unvoting is mandatory when you switch votes.",
    "A new vote without an unvote first will not count.",
    "Votes made without a prior unvote are invalid.",
]

UNVOTE_NOT_NEEDED = [
    "Unvotes are not required.",
    "You do not need to unvote before changing your vote.",
    "Please unvote before voting again.",
    "Unvoting is nice but not necessary.",
    "Unvoting is unnecessary when you change your vote.",
    "If you wish to remove your vote, you must unvote.",
    "Unvotes must be bolded.",
    "I'd appreciate it if you had to unvote before revoting.",
    "Do we have to unvote before voting again?",
    "Votes without an unvote are fine.",
]


@pytest.mark.parametrize("sentence", UNVOTE_NEEDED)
def test_an_unvote_needed(sentence):
    assert requires_unvote(sentence)
    assert rules_of(f"<p>{sentence}</p>") == {"vote_replace": "requires_unvote"}


@pytest.mark.parametrize("sentence", UNVOTE_NOT_NEEDED)
def test_no_unvote_needed(sentence):
    assert "vote_replace" not in rules_of(f"<p>{sentence}</p>")


# -- whole rules posts ------------------------------------------------------------------


def test_a_boilerplate_list_in_a_spoiler():
    rules = listed(
        "Votes must be bolded or in vote tags (e.g. <b>VOTE: Juno</b>).",
        "You do not have to unvote before changing your vote.",
        "A lynch occurs once a simple majority is reached.",
        "If a deadline is reached with no majority, the player with the most votes is lynched.",
        "In the event of a tie, the player who reached that count first is lynched.",
        "You may not vote No Lynch.",
        "Self-votes are not allowed.",
        "Night actions must be sent by PM; you may not target yourself.",
    )
    found = rules_of("<p>Welcome to Mini 900!</p>" + spoiler(rules))
    assert found == {
        "allow_no_elimination": False,
        "tie_break": "earliest_to_reach",
        "self_vote": False,
        "resolution": "hammer_or_plurality",
        "markers": MARKERS_STYLED,
    }


def test_the_first_statement_of_a_rule_names_its_post():
    posts = (
        "<p>Rules in the next post.</p>",
        "<p>Unvotes are necessary before voting another player.</p>",
        "<p>Reminder: you must unvote before voting again.</p>",
    )
    (rule,) = house_rules(list(enumerate(posts)))
    assert (rule.table, rule.key, rule.value, rule.post) == (
        "rules",
        "vote_replace",
        "requires_unvote",
        1,
    )


def test_a_rules_post_of_only_near_misses_states_nothing():
    post = (
        "<p>" + "<br>".join([*SELF_NOTHING, *UNDECIDED, *NO_LYNCH_NOTHING, *NO_TIE_RULE]) + "</p>"
    )
    assert rules_of(post) == {}


@pytest.mark.parametrize(
    "sentence",
    [
        "Votes must be in bold or I will not count them.",  # bold is the rule
        "Bolded votes count; I will not count votes in spoilers.",
    ],
)
def test_bold_named_as_the_form_is_no_tag_rule(sentence):
    assert not vote_tag_only(sentence)


def test_a_double_lynch_taken_away_is_none():
    assert not double_lynch("I had to remove the ability to double lynch, sorry.")
    assert not double_lynch("There is no longer a double lynch today.")


# -- several votes in one post ----------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "void"),
    [
        ("If you vote for two players in one post, neither vote counts.", True),
        ("Posts with more than one vote are invalid.", True),
        ("Multiple votes in a single post will not be counted.", True),
        ("Posts containing two votes will be ignored.", True),
        ("If you vote for two players in one post, only the last vote counts.", False),
        ("Please don't put two votes in one post.", False),  # no rule for the count
        ("Two players voted in the same post as the hammer.", False),
        ("Can I put two votes in one post?", False),
    ],
)
def test_several_votes_in_one_post(sentence, void):
    assert (rules_of(f"<p>{sentence}</p>").get("multi_vote_in_post") == "invalid") is void
