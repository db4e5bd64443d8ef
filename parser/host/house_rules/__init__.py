"""The house rules a host states in the posts that open the thread, as game-file settings
(pure: post numbers and HTML in, settings out).

A host knows the rules of their own game before counting and writes them in the opening
post (often as pasted boilerplate, often inside a spoiler: a rule in boilerplate is still
the host's rule). ``house_rules`` reads the statements that map to a switch of the game
file, each with the post and sentence that states it:

* ``[rules] self_vote = false`` — self-votes are forbidden ("You cannot, under any
  circumstances, vote yourself", "Self-votes are not allowed", "No self-voting"). A
  sentence allowing it ("Voting for yourself to play to your win condition is okay")
  states nothing.
* ``[parser] markers = ["vote_tag"]`` — only the forum's vote tag counts ("You must use
  the vote tag", "Votes that do not use the voting tags will not count", "Bolded votes
  will not be counted"). A sentence that also names bold as a way to vote ("use the vote
  or bold tags") states nothing, and when any sentence of the posts accepts bold votes
  there is no guess; a wish ("Votes should use vote tags or they may not be counted")
  is no rule.
* how a day is decided (mafia, second round): ``resolution = "hammer_or_plurality"`` —
  the leader at the deadline is lynched and a majority ends the day too ("If there is no
  majority at deadline, the player with the most votes will be lynched"; "Plurality
  lynch" with a majority rule in the posts); ``resolution = "plurality"`` — "There is no
  hammer", "Days only end at deadline", or a plurality rule with no majority named.
* ``tie_break`` — "In a tie, the player who reached the count first is lynched"
  (``earliest_to_reach``), "Ties are resolved randomly" / "I will decide" (``host``);
  "ties result in no lynch" is the default (no line).
* ``allow_no_elimination = false`` — "You may not no-lynch", "No Lynch is not an option".
* ``vote_replace = "requires_unvote"`` — "You must unvote before voting again".
* ``multi_vote_in_post = "invalid"`` — "If you vote for two players in one post, neither
  vote counts" ("only the last vote of a post counts" is the default).

A question, a sentence about another game or hosts in general ("In my last game ..."),
and for the rules of the second round a wish ("I'd prefer", "should", "is appreciated")
state nothing; a sentence allowing a thing ("Self-votes are allowed", "Self-voting is not
forbidden", "Unvotes are not required", "You may vote No Lynch") neither; nor a rule of
self-votes, of how a day is decided, ties, no-lynch votes or several votes stated for part
of the game only ("There is no hammer on Day 1", "... until LyLo", "If fewer than 5
players remain, ...": ``sentences.in_part``), as a wrong ``resolution`` runs every day
past its majority.

Measured on 120 MafiaScum games (benchmarks/accuracy-notes.md), other wordings hosts
write were read and left out because the hosts' counts do not follow them: "votes on a
separate line" / "at the beginning of a new line" (``own_line`` lost 169 of 376 counts
in the 12 games stating it: the hosts count votes inside sentences anyway), "if it looks
like a vote I'll count it" (plain text as a marker: -3 in 15 games), "votes must be
bolded" (the vote tag is bold on that forum). Second round (``rules15``): 7 games state a
lynch at the deadline, 4 a tie rule, 1 a ban on no-lynch votes, all with no change to the
hosts' counts (their counts do not show how a day is decided); the one host stating that
a new vote needs an unvote ("Unvotes are necessary before voting another player") counts
new votes without one (``requires_unvote``: -3 of 15 counts), so ``vote_replace`` is
written commented out, for the host to turn on (``HouseRule.advice``). "No lynch needs
half the players" is not read: ``no_elimination_offset`` is a fixed offset, while half
differs from a majority only when the living count is even.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from votecount.parser.host.house_rules.days import (
    double_lynch,
    forbids_no_lynch,
    majority_lynch,
    no_hammer,
    plurality_at_deadline,
    tie_rule,
)
from votecount.parser.host.house_rules.sentences import TAG, of_another_game, sentences
from votecount.parser.host.house_rules.votes import (
    accepts_bold,
    accepts_plain_text,
    forbids_self_votes,
    requires_markup,
    requires_unvote,
    several_votes_void,
    vote_tag_only,
)
from votecount.parser.walk import lines_of

__all__ = [
    "HouseRule",
    "MARKERS_ANY",
    "MARKERS_STYLED",
    "MARKERS_TAG",
    "accepts_bold",
    "accepts_plain_text",
    "double_lynch",
    "forbids_no_lynch",
    "forbids_self_votes",
    "house_rules",
    "majority_lynch",
    "no_hammer",
    "plurality_at_deadline",
    "requires_markup",
    "requires_unvote",
    "sentences",
    "several_votes_void",
    "shows_vote_tags",
    "tie_rule",
    "vote_tag_only",
]


@dataclass(frozen=True)
class HouseRule:
    """One setting a host's rules state: ``table`` ("rules" or "parser"), ``key`` and
    ``value`` as in the game file, the ``post`` and the sentence (``said``) stating it;
    ``advice``: for a rule hosts state but do not keep in their own counts, why it is
    written commented out, for the host to turn on (``vote_replace``); empty otherwise."""

    table: str
    key: str
    value: bool | int | str | tuple[str, ...]
    post: int
    said: str
    advice: str = ""


# the forms a rule leaves: slash commands ("/vote X", a system's own commands) are no
# markup a rules post speaks of, so every guess keeps them
MARKERS_TAG = ("vote_tag", "slash")
MARKERS_STYLED = ("bold", "vote_tag", "slash")
MARKERS_ANY = ("bold", "vote_tag", "slash", "text")
_COUNTED_ANYWAY = "hosts who write it still count a new vote without an unvote"
_NAMES_TAG = re.compile(rf"{TAG}|\bvote\s*:", re.I)


def shows_vote_tags(htmls: Sequence[str]) -> bool:
    """Does any of these posts hold a vote in the forum's vote tag? (A forum without one
    shows a typed "VOTE: X" as plain text.)"""
    return any(s.tag for html in htmls for line in lines_of(html, None) for s in line)


def house_rules(posts: Sequence[tuple[int, str]], vote_tags: bool = True) -> tuple[HouseRule, ...]:
    """The settings the host's opening posts (number, HTML), in thread order, state; the
    first sentence stating each one is its source. ``vote_tags``: the forum has a vote
    tag (``shows_vote_tags``); without one, "the vote tag" a rule names is a typed
    "VOTE: X" the parser reads as plain text, so such a rule leaves plain text counting
    (no guess), and only a rule naming bold alone keeps plain text out."""
    found: dict[str, HouseRule] = {}
    forms: dict[tuple[str, ...], HouseRule] = {}
    bold_ok = False
    decided: dict[str, HouseRule] = {}  # "plurality" / "no_hammer": the sentence stating it
    majority = False
    for number, html in posts:
        for sentence, shown in sentences(html):
            if of_another_game(sentence):
                continue  # a question, a rule of another game
            said = sentence[:100]
            if "allow_no_elimination" not in found and forbids_no_lynch(sentence):
                found["allow_no_elimination"] = HouseRule(
                    "rules", "allow_no_elimination", False, number, said
                )
            if "vote_replace" not in found and requires_unvote(sentence):
                found["vote_replace"] = HouseRule(
                    "rules", "vote_replace", "requires_unvote", number, said, _COUNTED_ANYWAY
                )
            if "multi_vote_in_post" not in found and several_votes_void(sentence):
                found["multi_vote_in_post"] = HouseRule(
                    "rules", "multi_vote_in_post", "invalid", number, said
                )
            tie = tie_rule(sentence)
            if "tie_break" not in found and tie not in (None, "none"):
                found["tie_break"] = HouseRule("rules", "tie_break", tie, number, said)
            for how, stated in (
                ("plurality", plurality_at_deadline(sentence)),
                ("no_hammer", no_hammer(sentence)),
            ):
                if how not in decided and stated:
                    decided[how] = HouseRule("rules", "resolution", how, number, said)
            # "if no majority is reached, the player with the most votes is lynched"
            names = "majority" in sentence.lower() or "hammer" in sentence.lower()
            majority = majority or majority_lynch(sentence) or (names and not no_hammer(sentence))
            if "self_vote" not in found and forbids_self_votes(sentence):
                found["self_vote"] = HouseRule("rules", "self_vote", False, number, said)
            if "eliminations_per_day" not in found and double_lynch(sentence):
                # the day goes on once the host announces the first lynch, votes reset
                found["eliminations_per_day"] = HouseRule(
                    "rules", "eliminations_per_day", 2, number, said
                )
                found["day_goes_on"] = HouseRule(
                    "rules", "day_goes_on", "at_announcement", number, said
                )
            tagged = vote_tags or not _NAMES_TAG.search(sentence)
            for markers, says in (
                (MARKERS_TAG, vote_tags and vote_tag_only(sentence)),
                (MARKERS_ANY, accepts_plain_text(sentence)),
                (MARKERS_STYLED, tagged and requires_markup(sentence, shown)),
            ):
                if markers not in forms and says:
                    forms[markers] = HouseRule("parser", "markers", markers, number, said)
            bold_ok = bold_ok or accepts_bold(sentence)
    if bold_ok:
        forms.pop(MARKERS_TAG, None)
    if decided:  # no hammer: the leader at the deadline; else a majority ends the day too
        rule = decided.get("no_hammer") or decided["plurality"]
        how = "plurality" if "no_hammer" in decided or not majority else "hammer_or_plurality"
        found["resolution"] = HouseRule("rules", "resolution", how, rule.post, rule.said)
    for markers in (MARKERS_TAG, MARKERS_ANY, MARKERS_STYLED):  # the strictest rule first
        if markers in forms:
            found["markers"] = forms[markers]
            break
    return tuple(found.values())
