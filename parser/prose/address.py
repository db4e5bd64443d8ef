"""A vote word said to another player: the words right before it address someone ("Lark,
**vote Ivo**", "@Lark please **vote Ivo**", "**Go vote Ivo**"), so the command is that
player's to give, not the writer's (as "Everybody **vote Ivo**" is no vote: round
three's ``BLOCK_WORDS``). The roster decides whether the word addressed names a player
(``parser.parse``); here only the shape is read."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule

from .sentence import met_now
from .tails import FORMAL
from .words import ASKING, INTERJECTIONS, LATER, THE_OTHERS, UNVOTE_WORD

_PLEASE = "|".join(ASKING)
_ASK = rf"(?:{_PLEASE}|go|just\s+go)"
# one name called out: an @mention or a word or two ("Lark", "Kestrel Moon", "@Lark")
_ONE = r"@?[^\W\d_][\w.'’-]*(?:\s[^\W\d_][\w'’-]*)?"
# the clause right before the vote word: a name (or an @mention), or a list of them
# ("Ember, Lark", "Ember and Lark"), and a comma, then at most a word that asks; or an
# @mention, or a name, and a word that asks (after "hey", "yo", "oi", "ok", "so", "now"
# calling out, or other @mentions: "@Lark @Tansy please vote X", "OK Lark, vote X")
_NAMED = re.compile(
    r"(?:^|[.!?;]\s+|\n)\s*(?:(?:hey|yo|oi|ok|okay|alright|so|now)\s+)?"
    rf"(?P<who>(?:@[\w.'’-]+\s+)*{_ONE}(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?!{_ASK}\b){_ONE}){{0,3}})\s*"
    rf"(?:,\s*(?:(?P<ask>{_ASK})\s*,?)?|\s+(?P<ask2>{_ASK})\s*,?)\s*$",
    re.I,
)
# the names of a list called out ("Ember, Lark and Tansy")
NAMES_SPLIT = re.compile(r"\s*,\s*|\s+(?:and|&)\s+", re.I)
# "Go" alone opening the clause right before it ("**Go vote Ivo**", "Now go **vote Ivo**")
_GO = re.compile(r"(?:^|[.!?,;]\s*)\s*(?:(?:now|so|and)\s+)?go\s*$", re.I)
# the players as a group ("Town, vote Ivo", "Folks, please vote Ivo"), or "please" alone
# opening the clause ("Please **vote Ivo**"): everyone told, with no colon after the word
_THE_GROUP = "|".join((*THE_OTHERS, "town", "townies", "all", "team", "friends"))
_GROUP = re.compile(
    r"(?:^|[.!?;]\s+|\n)\s*(?:(?:ok|okay|so|alright|come\s+on)\s*,?\s+)?"
    rf"(?:(?P<crowd>{_THE_GROUP})\s*,\s*(?:(?:{_PLEASE})\s*,?\s*)?|(?:{_PLEASE})\s*,?\s*)$",
    re.I,
)

# the writer's next words right after the run join the ones called out ("Lark, Tansy,
# **vote Ivo**. I'm with you two.", ", joining you", ". I agree with you", "same as
# you", ". You're right"): the writer's own vote said to them, as "Lark, **VOTE: Ivo**"
# is; "I'm not with you", "Who is with you?", "if you agree with me" join no one. A bare
# "with you", "same as you" or "you're right" ends its clause (or goes on "about"/"on"):
# "With you on it he's at L-1", "Same as you did yesterday", "you're right at L-1" and
# "you are right if he's scum, so do it" tell them to vote (review24a)
_CLAUSE_END = r"(?=\s*(?:(?:two|both|all|guys)(?![\w'])\s*)?(?:[.,;:!)\-–—]|$))"
_JOINS = re.compile(
    r"[\s.,;:!)\-–—]*(?:(?:i'?m|i\s+am)\s+(?:(?:right\s+)?(?:here|there)\s+)?with\s+(?:you|y'?all)"
    r"|(?:right\s+)?(?:here|there)\s+with\s+you|with\s+you"
    + _CLAUSE_END
    + r"|(?:(?:i'?m|i\s+am)\s+)?join(?:ing)?\s+you|(?:i\s+)?agree\s+with\s+you"
    r"|same\s+as\s+you"
    + _CLAUSE_END
    + r"|you(?:'re|\s+are)\s+right(?:"
    + _CLAUSE_END
    + r"|\s+(?:about|on)(?![\w'])))(?![\w'])",
    re.I,
)


# the writer joins a group its own words name ("I'm with you guys", "joining you all",
# "I'm with y'all"): after "please" alone, which calls out no group, only this joins
_JOINS_ALL = re.compile(
    r"[\s.,;:!)\-–—]*(?:(?:i'?m|i\s+am|i)\s+)?(?:with|join(?:ing)?|agree\s+with)\s+"
    r"(?:you\s+(?:guys|all)|y'?all)(?![\w'])",
    re.I,
)
# the agreement goes on to another player by name ("I'm with you on Lark though", "with
# you guys on Lark"); a day or night of the game is no player ("I'm with you guys on Day
# 2 too"; review26a)
_ON_ANOTHER = re.compile(
    r"(?:\s+(?:two|both|all|guys))?\s+(?:on|about)\s+@?(?!(?i:day|night)\s*\d)"
    r"([A-Z][\w'-]*)"
)
# the joining waits on a case or a time ("I'm with you guys if he claims", "Joining you
# all tomorrow"): the writer joins no one yet; not a condition met now ("if so", "if that
# matters", "once again": ``sentence.met_now``), "when it comes to", "next to" (review26a)
_JOIN_WAITS = re.compile(
    r"(?:\s+(?:two|both|all|guys))?(?=\s+(?:if|when(?!\s+it\s+comes)|once|unless|as\s+soon\s+as|"
    + "|".join(w for w in LATER if w != "next")
    + r"|next(?!\s+to))(?![\w']))",
    re.I,
)
_WORDS = re.compile(r"[\w'-]+")


def joins_them(after: str, raw: str = "") -> bool:
    """The words right after a vote said to someone join them ("I'm with you", "joining
    you", "I agree with you", "same as you", "you're right"): the writer's own vote. Not
    when they agree on another player the vote (``raw``) does not name ("Town, **vote
    Ivo**. I'm with you on Lark though"), nor when the joining waits on a case or a time
    right after it ("I'm with you if he claims", "Joining you all tomorrow")."""
    text = after[:80].replace("’", "'")
    m = _JOINS.match(text)
    if m is None:
        return False
    waits = _JOIN_WAITS.match(text, m.end())
    if waits is not None and not met_now(text, waits.end()):
        return False
    other = _ON_ANOTHER.match(text, m.end())
    return other is None or other.group(1).casefold() in _WORDS.findall(raw.casefold())


@rule("told_another")
def addressed(before: str, raw: str, after: str = "") -> str | None:
    """Whom the words right before a vote word address, when they tell someone to vote:
    the name or @mention with its comma ("Lark, vote Ivo": "Lark"), or before "please"
    ("@Lark please vote Ivo"); "" for "Go vote Ivo" (everyone). None when they address no
    one, or when a bare "Name," stands before the vote word with its colon ("Lark, VOTE:
    Ivo" is the writer's formal vote said to Lark) or before an unvote ("Lark, UNVOTE"
    may take the writer's vote off Lark), or when the writer's words right after the run
    join the ones called out (``joins_them``: "Lark, **vote Ivo**. I'm with you", and a
    group too: "Everyone, **vote Ivo**. I'm with you"; not after "Go"). ``raw``:
    the command's own text; ``after``: the line's text after its run."""
    tail = before[-80:].replace("’", "'")
    if _GO.search(tail) is not None:
        return ""
    group = _GROUP.search(tail)
    if (
        group is not None
        and not FORMAL.match(raw)
        and not (
            joins_them(after, raw)
            and (group.group("crowd") or _JOINS_ALL.match(after.replace("’", "'")))
        )
    ):
        # "Everyone, **vote Ivo**. I'm with you.": the writer joins them ("Please, **vote
        # Ivo**, I'm with you": "please" alone calls out no group to join, but "Please
        # **vote Ivo**. I'm with you guys." names one)
        return ""
    m = _NAMED.search(tail)
    if m is None or joins_them(after, raw):
        return None
    if m.group("who").lower() in INTERJECTIONS:
        return None  # "Well, vote Ivo": the writer's word, whoever's name starts so
    asked = m.group("ask") or m.group("ask2")
    if not asked and (FORMAL.match(raw) or UNVOTE_WORD.match(raw)):
        return None  # "Lark, UNVOTE": may take the writer's vote off Lark, said to Lark
    if m.group("ask2") and not m.group("who").startswith("@") and " " in m.group("who").strip():
        return None  # "Ivo is bad please": a sentence, not a name and "please"
    return m.group("who")
