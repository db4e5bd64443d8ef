"""The sentences of a host's rules post, and whether one states a rule of this game at
all (pure). Shared pieces of the rule patterns live here too."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.host.phase_words import ANOTHER_GAME
from votecount.parser.walk import Span, lines_of

NEG = (
    r"(?:\b(?:not|no|never|cannot|forbidden|prohibited|banned|illegal|disallowed)\b|n['\u2019]t\b)"
)
IGNORED = r"\b(?:ignored|invalid|disregarded)\b"
TAG = r"(?:\bvote(?:\s*/\s*unvote)?|\bvoting|\bbb\s*code)\s*+:?\s*+tags?\b"
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
        ).replace("\u2019", "'")  # "won’t": a typographic apostrophe
        shown = _shows_vote(line) or (
            text.rstrip().endswith(":") and any(_shows_vote(n) for n in lines[i + 1 : i + 4])
        )
        out += [Sentence(t.strip(), shown) for t in re.split(r"(?<=[.!?;])\s+", text) if t.strip()]
    return out


# a sentence about another game (the one table of init and the markers,
# ``phase_words.ANOTHER_GAME``) or hosts in general, a question or a wish states no rule
# of this game ("In my last game self-votes were banned", "Are self-votes allowed?", "I'd
# rather you did not self-vote")
_ELSEWHERE = re.compile(
    r"(?<!\bunlike\s)(?<!\bunlike\sin\s)"  # "Unlike most games, there is no hammer": this one
    rf"(?:{ANOTHER_GAME.pattern}"
    r"|\b(?:last|previous|other|another|most|many|some|past)\s+(?:games?|hosts?|mods?|setups?)\b)"
    r"|\bin\s+(?:\w+\s+){0,2}?\w+'s\s+games?\b|\busually\b|\bnormally\b|\belsewhere\b",
    re.I,
)
_WISH = re.compile(
    r"\b(?:prefer|preferably|rather|hope|wish|try\s+(?:not\s+)?to|would\s+(?:like|love)|i'd\s+like"
    r"|appreciat\w*|encourag\w*|discourag\w*|recommend\w*|should|ideally|nice|helpful)\b",
    re.I,
)


def states_a_rule(sentence: str) -> bool:
    """Is the sentence a rule of this game: not a question, not a wish, not about another
    game or hosts in general?"""
    return not (
        sentence.rstrip().endswith("?") or _ELSEWHERE.search(sentence) or _WISH.search(sentence)
    )


# a rule for part of the game only: a given day or night, the endgame, the first hours, a
# condition on who remains ("There is no hammer on Day 1", "No Lynch is not an option until
# LyLo", "If fewer than 5 players remain, there is no hammer"); "until (the) deadline" is
# every day's
_IN_PART = re.compile(
    r"\b(?:day|night)\s*(?:\d+|one|two|three|four|five)\b|\b[dn]\d+\b"
    r"|\b(?:first|second|third|last|final)\s+(?:day|night|phase)s?\b"
    r"|\b(?:ly|my)-?lo\b|\b(?:lynch|mislynch)\s+or\s+lose\b|\bend\s*game\b"
    r"|\b(?:first|last|final)\s+\w+\s+(?:hours?|days?|minutes?|posts?)\b"
    r"|\b(?:before|after|within)\s+(?:the\s+)?(?:first\s+)?\d+\s*(?:h|hrs?|hours?|days?|minutes?)\b"
    r"|\b(?:until|till)\b(?!\s+(?:the\s+)?dead\s*line)|\b(?:unless|except)\b"
    r"|\b(?:fewer|less|more)\s+than\s+\w+\s+(?:players?|people|alive|remain)"
    r"|\b\w+\s+(?:players?|people)\s+(?:remain|are\s+left|left|alive)\b"
    r"|\b(?:\d+|two|three|four|five|six|seven)\s+(?:remain|are\s+left|are\s+alive)\b",
    re.I,
)


def in_part(sentence: str) -> bool:
    """Is the rule stated for part of the game only (a given day, the endgame, the first
    hours, a condition on who remains)? Such a rule is no setting of the whole game."""
    return _IN_PART.search(sentence) is not None


def of_another_game(sentence: str) -> bool:
    """Is the sentence a question, or about another game or hosts in general?"""
    return sentence.rstrip().endswith("?") or _ELSEWHERE.search(sentence) is not None
