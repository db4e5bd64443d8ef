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

Measured on 120 MafiaScum games (benchmarks/accuracy-notes.md), other wordings hosts
write were read and left out because the hosts' counts do not follow them: "votes on a
separate line" / "at the beginning of a new line" (``own_line`` lost 169 of 376 counts
in the 12 games stating it: the hosts count votes inside sentences anyway), "if it looks
like a vote I'll count it" (plain text as a marker: -3 in 15 games), "votes must be
bolded" (the vote tag is bold on that forum).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from votecount.parser.walk import Span, lines_of


@dataclass(frozen=True)
class HouseRule:
    """One setting a host's rules state: ``table`` ("rules" or "parser"), ``key`` and
    ``value`` as in the game file, the ``post`` and the sentence (``said``) stating it."""

    table: str
    key: str
    value: bool | int | str | tuple[str, ...]
    post: int
    said: str


_NEG = r"(?:\b(?:not|no|never|cannot|forbidden|prohibited|banned|illegal|disallowed)\b|n't\b)"
_SELF = re.compile(
    r"\bself[- ]?vot\w*|\bvot\w*\s+(?:for\s+)?(?:yourself|themselves|oneself)\b", re.I
)
_SELF_NEG = re.compile(
    rf"{_NEG}[^.!?;]{{0,50}}?(?:{_SELF.pattern})|(?:{_SELF.pattern})[^.!?;]{{0,40}}?{_NEG}",
    re.I,
)
_TAG = r"(?:\bvote(?:\s*/\s*unvote)?|\bvoting|\bbb\s*code)\s*+:?\s*+tags?\b"
_TAG_ONLY = re.compile(
    # "you must use the vote tag", "votes have to be in vote tags"
    r"\b(?:must|have\s+to|need\s+to|required\s+to)\s+(?:\w+\s+){0,2}?"
    r"(?:use|be\s+(?:in|inside|placed\s+in|made\s+(?:with|using|in)))\s+(?:the\s+|a\s+)?"
    + _TAG
    # "only votes in vote tags count"
    + r"|\bonly\s+votes?\s+(?:\w+\s+){0,3}?"
    + _TAG
    # "votes that do not use the voting tags will not count"
    + r"|\bvotes?\b[^.!?;]{0,40}?(?:\bnot|n't)\s+(?:use|in|on|made\s+with)\b[^.!?;]{0,30}?"
    + _TAG
    + rf"[^.!?;]{{0,40}}?{_NEG}[^.!?;]{{0,15}}\bcount"
    # "I won't count votes if it's not on the bb code tag"
    + rf"|{_NEG}\s*(?:be\s+)?count(?:ed)?\s+(?:any\s+)?votes?\b[^.!?;]{{0,40}}?"
    r"(?:\bnot|n't)\s+(?:on|in|using|with)\s+(?:the\s+|a\s+)?" + _TAG,
    re.I,
)
# "Bolded votes, unclear votes or votes in spoilers will not be counted", "I will not
# count bolded votes"
_BOLD_REFUSED = re.compile(
    rf"\bbold(?:ed)?\s+votes?\b[^.!?;]{{0,60}}?{_NEG}[^.!?;]{{0,10}}?\b(?:be\s+)?count"
    rf"|{_NEG}[^.!?;]{{0,15}}?\bcount\w*\s+(?:any\s+)?bold(?:ed)?\s+votes?\b",
    re.I,
)
_CONDITION = re.compile(r"\b(?:if|unless|without|except)\b", re.I)
_BOLD_VOTE = re.compile(
    r"\bbold\w*\b[^.!?;]{0,40}?\bvot(?:e|es|ing)\b(?![- ]?counts?)"
    r"|\bvot(?:e|es|ing)\b(?![- ]?counts?)[^.!?;]{0,40}?\bbold",
    re.I,
)
# "Votes must be bolded or in vote tags", "Unbolded votes will not count", "I will not
# count any attempts to vote that are not in one of those two formats"
_VOTING = re.compile(r"\bvot(?:e|es|ing)\b(?![- ]?counts?)", re.I)
_FORMS = re.compile(
    r"\b(?:un)?bold|\bvote\s*+:?\s*+(?:tags?|brackets)|\b(?:those|these)\s+(?:two\s+)?formats?"
    r"|\beither\s+of\s+these\b",
    re.I,
)
_EXAMPLE = re.compile(
    r"\bform(?:at)?s?\b|\blike\s+(?:this|so)\b|\bexamples?\b|\beg\b|\bsuch\s+as\b"
    r"|\bfollowing\b|\bas\s+follows\b",
    re.I,
)
_OPTIONAL = re.compile(
    r"\b(?:not\s+(?:required|necessary|needed|mandatory)|optional"
    r"|(?:do|does)\s*(?:not|n't)\s+(?:have|need)\s+to)\b",
    re.I,
)
# "if it looks like a vote, I will count it", "if you forget the tags, your vote will
# still count": plain text counts too
_TEXT_OK = re.compile(
    r"\blooks?\s+(?:\w+\s+){0,2}?likes?\s+(?:a\s+|you(?:'re|\s+are)\s+)?vot\w*"
    r"[^.!?;]{0,40}?\b(?:count|counted)\b"
    r"|\bforget\s+(?:\w+\s+){0,2}?(?:tags?|bold\w*)\b[^.!?;]{0,60}?\bcount",
    re.I,
)
_ABBREVIATIONS = re.compile(r"\b(?:e\.g|i\.e|ex|etc|vs)\.", re.I)


class Sentence(NamedTuple):
    """One sentence of a rules post; ``shows_vote``: its line (or, for a line ending in a
    colon, one of the next three) shows a vote in bold or in the vote tag, an example of
    the form ("it must be in the form of **Vote: Alice**")."""

    text: str
    shows_vote: bool


def _shows_vote(line: list[Span]) -> bool:
    return any(s.tag or (s.bold and "vot" in s.text.lower()) for s in line)


def sentences(html: str) -> list[Sentence]:
    """The post's sentences, spoilers and quotes too (rules are often folded away)."""
    out = []
    lines = lines_of(html, None, spoilers=True)
    for i, line in enumerate(lines):
        text = _ABBREVIATIONS.sub(
            lambda m: m.group(0).replace(".", ""), "".join(s.text for s in line)
        )
        shown = _shows_vote(line) or (
            text.rstrip().endswith(":") and any(_shows_vote(n) for n in lines[i + 1 : i + 4])
        )
        out += [Sentence(t.strip(), shown) for t in re.split(r"(?<=[.!?;])\s+", text) if t.strip()]
    return out


# two lynches a day: "This game operates under a Double Lynch mechanic", "two lynches per day"
_DOUBLE = re.compile(
    r"\bdouble[\s-]+(?:lynch|day|elimination|execution)s?\b"
    r"|\btwo\s+(?:lynch(?:es)?|eliminations|executions)\s+(?:per|each|a|every)\s+day\b",
    re.I,
)
_DOUBLE_NOT = re.compile(r"\b(?:not|no|isn't|never|if|unless)\b", re.I)


def double_lynch(sentence: str) -> bool:
    """Does the sentence say each day lynches two players ("This game operates under a
    Double Lynch mechanic")? Not "This is not a double lynch game"."""
    return _DOUBLE.search(sentence) is not None and _DOUBLE_NOT.search(sentence) is None


def forbids_self_votes(sentence: str) -> bool:
    """Does the sentence forbid voting for oneself ("No self-votes", "You cannot vote
    yourself")? Allowing it ("Voting for yourself is okay") is no."""
    return _SELF_NEG.search(sentence) is not None


def vote_tag_only(sentence: str) -> bool:
    """Does the sentence say only the vote tag makes a vote ("You must use the vote tag",
    "Bolded votes will not be counted")? Not when it names bold as a way to vote too."""
    if _BOLD_REFUSED.search(sentence):
        return not _CONDITION.search(sentence)
    return "bold" not in sentence.lower() and _TAG_ONLY.search(sentence) is not None


def accepts_bold(sentence: str) -> bool:
    """Does the sentence speak of bold votes, other than to refuse them?"""
    return _BOLD_VOTE.search(sentence) is not None and not _BOLD_REFUSED.search(sentence)


def requires_markup(sentence: str, shows_vote: bool = False) -> bool:
    """Does the sentence name bold or the vote tag as the form of a vote ("Votes must be
    bolded or in vote tags", "Please use the vote or bold tags", "Unbolded votes will not
    count"), or give the form ("in the form of", "like this") of a vote its line shows in
    bold or in the tag (``shows_vote``)? Not when it says the markup is optional."""
    named = _FORMS.search(sentence) or (shows_vote and _EXAMPLE.search(sentence))
    return bool(_VOTING.search(sentence) and named and not _OPTIONAL.search(sentence))


def accepts_plain_text(sentence: str) -> bool:
    """Does the sentence say a vote in plain text counts too ("if it looks like a vote,
    I'll count it", "if you forget the tags, your vote will still count")?"""
    return "bold" not in sentence.lower() and _TEXT_OK.search(sentence) is not None


# the forms a rule leaves: slash commands ("/vote X", a system's own commands) are no
# markup a rules post speaks of, so every guess keeps them
MARKERS_TAG = ("vote_tag", "slash")
MARKERS_STYLED = ("bold", "vote_tag", "slash")
MARKERS_ANY = ("bold", "vote_tag", "slash", "text")
_NAMES_TAG = re.compile(rf"{_TAG}|\bvote\s*:", re.I)


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
    for number, html in posts:
        for sentence, shown in sentences(html):
            said = sentence[:100]
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
    for markers in (MARKERS_TAG, MARKERS_ANY, MARKERS_STYLED):  # the strictest rule first
        if markers in forms:
            found["markers"] = forms[markers]
            break
    return tuple(found.values())
