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
forbidden", "Unvotes are not required", "You may vote No Lynch") neither.

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
from typing import NamedTuple

from votecount.parser.walk import Span, lines_of


@dataclass(frozen=True)
class HouseRule:
    """One setting a host's rules state: ``table`` ("rules" or "parser"), ``key`` and
    ``value`` as in the game file, the ``post`` and the sentence (``said``) stating it;
    ``advice``: a rule hosts state but do not keep in their own counts, written commented
    out for the host to turn on (``vote_replace``)."""

    table: str
    key: str
    value: bool | int | str | tuple[str, ...]
    post: int
    said: str
    advice: bool = False


_NEG = (
    r"(?:\b(?:not|no|never|cannot|forbidden|prohibited|banned|illegal|disallowed)\b|n['\u2019]t\b)"
)
# "Self-votes are invalid", "Voting for yourself is against the rules"
_NEG_SELF = rf"(?:{_NEG}|\b(?:invalid|void|against\s+the\s+rules)\b)"
_SELF = re.compile(
    r"\bself[- ]?vot\w*|\bvot\w*\s+(?:for\s+)?(?:yourself|themselves|oneself)\b", re.I
)
_SELF_NEG = re.compile(
    rf"{_NEG}[^.!?;]{{0,50}}?(?:{_SELF.pattern})|(?:{_SELF.pattern})[^.!?;]{{0,40}}?{_NEG_SELF}",
    re.I,
)
# "Self-votes are allowed", "Self-voting is not forbidden", "There is no rule against
# self-voting": allowed, whatever else the sentence says
_SELF_OK = re.compile(
    r"(?<!\bnot\s)(?<!n't\s)(?<!never\s)\b(?:allowed|permitted|legal|fine|okay|ok|acceptable)\b"
    r"|\bnot\s+(?:forbidden|prohibited|banned|illegal|disallowed|against\s+the\s+rules)\b"
    r"|\bno\s+rule\s+against\b",
    re.I,
)
_IGNORED = r"\b(?:ignored|invalid|disregarded)\b"
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
    + rf"[^.!?;]{{0,40}}?(?:{_NEG}[^.!?;]{{0,15}}\bcount|{_IGNORED})"
    # "I won't count votes if it's not on the bb code tag"
    + rf"|{_NEG}\s*(?:be\s+)?count(?:ed)?\s+(?:any\s+)?votes?\b[^.!?;]{{0,40}}?"
    r"(?:\bnot|n't)\s+(?:on|in|using|with)\s+(?:the\s+|a\s+)?"
    + _TAG
    # "I only count votes in vote tags", "only the vote tag counts"
    + r"|\bonly\s+(?:count|accept|read|recogni[sz]e|take)\s+(?:\w+\s+){0,2}?votes?\s+(?:\w+\s+){0,3}?"
    + _TAG
    + r"|\bonly\s+(?:the\s+)?"
    + _TAG
    + r"\s+(?:counts?|is\s+accepted|will\s+(?:be\s+)?(?:count|accepted|read))"
    # "votes outside the vote tags are ignored", "untagged votes will not be counted"
    + r"|\bvotes?\s+(?:outside|without)\s+(?:of\s+)?(?:the\s+|a\s+)?"
    + _TAG
    + rf"[^.!?;]{{0,30}}?(?:{_NEG}|{_IGNORED})"
    + rf"|\b(?:un-?tagged|non-?tagged)\s+votes?\b[^.!?;]{{0,30}}?(?:{_NEG}|{_IGNORED})",
    re.I,
)
# "Bolded votes, unclear votes or votes in spoilers will not be counted", "I will not
# count bolded votes"
_BOLD_REFUSED = re.compile(
    rf"\bbold(?:ed)?\s+votes?\b[^.!?;]{{0,60}}?{_NEG}[^.!?;]{{0,10}}?\b(?:be\s+)?count"
    rf"|{_NEG}[^.!?;]{{0,15}}?\bcount\w*\s+(?:any\s+)?bold(?:ed)?\s+votes?\b"
    r"|\bbold(?:ed|ing)?(?:\s+(?:alone|text|only|formatting|by\s+itself))?\s+(?:will|does|do|is|are)"
    r"\s*(?:not|n't)\s+(?:be\s+)?"
    r"(?:count\w*|enough|accepted|valid)",
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
        ).replace("\u2019", "'")  # "won’t": a typographic apostrophe
        shown = _shows_vote(line) or (
            text.rstrip().endswith(":") and any(_shows_vote(n) for n in lines[i + 1 : i + 4])
        )
        out += [Sentence(t.strip(), shown) for t in re.split(r"(?<=[.!?;])\s+", text) if t.strip()]
    return out


# two lynches a day: "This game operates under a Double Lynch mechanic", "two lynches per day"
_DOUBLE = re.compile(
    r"\bdouble[\s-]+(?:lynch|day|elimination|execution)s?\b"
    r"|\b(?:two|2)\s+(?:lynch(?:es)?|eliminations|executions)\s+(?:per|each|a|every)\s+day\b"
    # "Two players will be lynched each day", "each day, two players are lynched"
    r"|\b(?:two|2)\s+(?:players|people)\s+(?:will\s+be|are|get)\s+(?:lynched|eliminated|executed)"
    r"\s+(?:per|each|a|every)\s+day\b"
    r"|\b(?:each|every)\s+day\b[^.!?;]{0,20}?\b(?:two|2)\s+(?:players|people)\s+(?:will\s+be|are)"
    r"\s+(?:lynched|eliminated|executed)",
    re.I,
)
_DOUBLE_NOT = re.compile(r"\b(?:not|no|isn't|never|if|unless|remov\w*|longer)\b", re.I)


def double_lynch(sentence: str) -> bool:
    """Does the sentence say each day lynches two players ("This game operates under a
    Double Lynch mechanic")? Not "This is not a double lynch game"."""
    return _DOUBLE.search(sentence) is not None and _DOUBLE_NOT.search(sentence) is None


def forbids_self_votes(sentence: str) -> bool:
    """Does the sentence forbid voting for oneself ("No self-votes", "You cannot vote
    yourself")? Allowing it ("Voting for yourself is okay") is no."""
    return (
        _SELF_NEG.search(sentence) is not None
        and not _SELF_OK.search(sentence)
        and states_a_rule(sentence)
    )


def vote_tag_only(sentence: str) -> bool:
    """Does the sentence say only the vote tag makes a vote ("You must use the vote tag",
    "Bolded votes will not be counted")? Not when it names bold as a way to vote too."""
    if _BOLD_REFUSED.search(sentence):
        return not _CONDITION.search(sentence)
    return "bold" not in sentence.lower() and _TAG_ONLY.search(sentence) is not None


# "Bold is fine as well", "bolding works too", "you can also bold it"
_BOLD_OK = re.compile(
    r"\bbold(?:ing|ed|s)?\b[^.!?;]{0,30}?\b(?:fine|ok|okay|acceptable|accepted|works?|too"
    r"|as\s+well)\b|\b(?:also|or)\s+(?:just\s+)?bold\b",
    re.I,
)


def accepts_bold(sentence: str) -> bool:
    """Does the sentence speak of bold votes ("Bold is fine as well"), other than to
    refuse them?"""
    if _BOLD_REFUSED.search(sentence):
        return False
    return _BOLD_VOTE.search(sentence) is not None or bool(
        _BOLD_OK.search(sentence) and not re.search(_NEG, sentence, re.I)
    )


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


# -- the second round (``rules15``): how a day is decided, no-lynch, ties, unvotes --------

# a sentence about another game or hosts in general, a question or a wish states no rule
# of this game ("In my last game self-votes were banned", "Are self-votes allowed?", "I'd
# rather you did not self-vote")
_ELSEWHERE = re.compile(
    r"\b(?:last|previous|other|another|most|many|some|past)\s+(?:games?|hosts?|mods?|setups?)\b"
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


_LYNCHED = r"\b(?:lynch\w*|eliminat\w*|execut\w*|hang\w*|die|dies|killed|dead|loses?|day\s+ends?)\b"
# "the player with the most votes at deadline is lynched", "If there is no majority at
# deadline, whoever has the most votes will be lynched", "Plurality lynch is in effect"
_MOST = re.compile(
    r"\b(?:whoever|who|player|person|one|wagon|candidate|target)\b[^.!?;]{0,40}?"
    r"\b(?:most|highest|greatest|largest|biggest|plurality)\b(?:\s+(?:number|amount)\s+of)?"
    r"(?:\s+\w+){0,2}?\s+votes?\b"
    # "the top wagon at deadline", "whoever leads the vote count"
    r"|\b(?:top|leading|largest|biggest)\s+wagon\b|\bwho(?:ever)?\s+(?:leads|is\s+leading)\b",
    re.I,
)
_AT_DEADLINE = re.compile(
    r"\bdead\s*line|\bend\s+of\s+(?:the\s+|each\s+)?day|\bday\s+ends|\btime\s+runs?\s+out"
    r"|\bruns?\s+out\s+of\s+time|\bwhen\s+the\s+day\s+is\s+over",
    re.I,
)
_PLURALITY = re.compile(
    r"\bplurality\s+(?:lynch\w*|vot\w*|rules?|eliminat\w*|is\s+(?:on|in|used)|game|wins|applies"
    r"|decides)|\b(?:lynch\w*|eliminations?|executions?)\s+(?:are|is)\s+(?:by|decided\s+by)\s+plurality",
    re.I,
)
_TIE = re.compile(r"\bties?\b|\btied\b|\bsame\s+number\s+of\s+votes\b|\bdeadlock", re.I)
# "there is no hammer", "hammer is off", "no majority lynches", "days end only at deadline"
_NO_HAMMER = re.compile(
    r"\bno\s+(?:hammers?|hammering|majority\s+lynch(?:es|ing)?|early\s+lynch(?:es)?)\b"
    r"|\bhammer(?:s|ing)?\s+(?:is|are)\s+(?:off|disabled|not\s+(?:on|in\s+(?:effect|play|use)|used|possible))"
    r"|\bdays?\s+(?:will\s+)?(?:only\s+)?end\s+only\s+at\s+(?:the\s+)?deadline"
    r"|\bdays?\s+(?:will\s+)?only\s+end\s+at\s+(?:the\s+)?deadline"
    r"|\bday\s+(?:will|does)\s*(?:not|n't)\s+end\s+early"
    r"|\bmajority\s+(?:does|will)\s*(?:not|n't)\s+end\s+the\s+day|\bwithout\s+(?:a\s+)?hammer\s+mechanic",
    re.I,
)
# "majority lynch", "hammer is on", "once a majority is reached, that player is lynched"
_MAJORITY = re.compile(
    r"\bmajority(?:\s+vote)?\s+lynch|\bhammers?\s+(?:is|are)\s+(?:on|in\s+(?:effect|play))\b"
    r"|\bmajority\b[^.!?;]{0,60}?" + _LYNCHED + r"|" + _LYNCHED + r"[^.!?;]{0,60}?\bmajority\b",
    re.I,
)


def plurality_at_deadline(sentence: str) -> bool:
    """Does the sentence say the leader at the deadline is lynched ("the player with the
    most votes at deadline is lynched", "Plurality lynch is in effect")? Not a tie rule,
    not "there is no plurality lynch"."""
    if not states_a_rule(sentence) or _TIE.search(sentence):
        return False
    plural = _PLURALITY.search(sentence)
    if plural:
        before = sentence[max(0, plural.start() - 12) : plural.start()]
        return not re.search(rf"{_NEG}|\bif\b", before, re.I)
    most = _MOST.search(sentence)
    return bool(
        most
        and _AT_DEADLINE.search(sentence)
        and re.search(_LYNCHED, sentence[most.end() :], re.I)
        and not re.search(rf"{_NEG}[^.!?;]{{0,30}}?\bmost\b", sentence, re.I)
    )


def no_hammer(sentence: str) -> bool:
    """Does the sentence say a majority does not end the day ("There is no hammer",
    "Days only end at deadline")?"""
    return states_a_rule(sentence) and _NO_HAMMER.search(sentence) is not None


def majority_lynch(sentence: str) -> bool:
    """Does the sentence say a majority lynches ("Majority lynch", "A lynch occurs when a
    majority is reached", "hammer is on")?"""
    return _MAJORITY.search(sentence) is not None and not _NO_HAMMER.search(sentence)


_NL = r"no[- ]?lynch(?:es|ing)?\b|no[- ]?eliminations?\b|no[- ]?exe(?:cution)?s?\b|\bnl\b"
# "You may not no-lynch", "No Lynch is not an option", "you cannot vote No Lynch",
# "No Lynch votes will not be counted", "There is no No Lynch"
_NL_FORBIDDEN = re.compile(
    r"(?:\b(?:may|can|will|must)\s*(?:not|n't)|\bcannot|\bcan't|\bwon't)\s+"
    r"(?:(?:vote|choose|opt)\s+(?:for\s+)?(?:an?\s+|to\s+)?)?(?:" + _NL + r")"
    r"|(?:" + _NL + r")(?:\s+votes?)?\s+(?:is|are|will\s+be)\s+(?:not\s+(?:an?\s+)?"
    r"(?:option|allowed|permitted|possible|available|valid|counted)|disabled|forbidden|prohibited"
    r"|banned|illegal|disallowed|invalid|unavailable|off\b)"
    r"|(?:" + _NL + r")\s+votes?\s+(?:will|do|does)\s*(?:not|n't)\s+(?:be\s+)?count"
    r"|\bvotes?\s+(?:for|on)\s+(?:an?\s+)?(?:"
    + _NL
    + r")\s*(?:(?:will|do|does|are)\s*(?:not|n't)\s+"
    r"(?:be\s+)?(?:count\w*|allowed|valid|accepted)|(?:are|will\s+be)\s+(?:invalid|ignored))"
    r"|\b(?:there\s+(?:is|will\s+be)|this\s+game\s+has)\s+no\s+(?:option\s+(?:to|of)\s+)?"
    r"(?:vot\w+\s+)?(?:\")?no[- ]?lynch",
    re.I,
)


def forbids_no_lynch(sentence: str) -> bool:
    """Does the sentence rule out a no-lynch vote ("You may not no-lynch", "No Lynch is
    not an option")? "You may vote No Lynch", "if no majority, no lynch occurs" are no."""
    return states_a_rule(sentence) and _NL_FORBIDDEN.search(sentence) is not None


# a tie at the deadline: "the player who reached the count first is lynched" /
# "whoever has been up longer", "random among the tied" / "I will decide", "ties result in
# no lynch"
_TIE_FIRST = re.compile(
    r"\b(?:first|earliest|longest|longer|sooner|oldest)\b|\bbefore\s+the\s+others?\b", re.I
)
_TIE_HOST = re.compile(
    r"\brandom\w*|\bcoin|\bdice\b|\bdie\s+roll|\broll\s+(?:a\s+)?(?:die|dice)"
    r"|\bi\s+(?:will|'ll|shall|get\s+to)\s+(?:\w+\s+)?(?:decide|choose|pick|break)"
    r"|\b(?:mod|host|moderator)(?:'s)?\s+(?:will\s+)?(?:decides?|chooses?|picks?|choice|decision|discretion)"
    r"|\b(?:decided|broken|settled|resolved)\s+by\s+(?:the\s+)?(?:mod|host|moderator|me)\b"
    r"|\b(?:my|the\s+(?:mod|host)'s)\s+discretion",
    re.I,
)
_TIE_NONE = re.compile(
    r"\bno[- ]?(?:lynch|elimination|execution)\b|\bno\s*(?:one|body)\s+(?:is|will\s+be|gets?|dies)"
    r"|\bnobody\b|\bwithout\s+a\s+lynch\b",
    re.I,
)


def tie_rule(sentence: str) -> str | None:
    """How the sentence resolves a tie at the deadline: "earliest_to_reach" (the wagon
    that got there first), "host" (at random, or the host picks), "none" (no lynch), or
    None when it states no tie rule."""
    if not _TIE.search(sentence) or not states_a_rule(sentence):
        return None
    if _TIE_FIRST.search(sentence) and (
        re.search(_LYNCHED, sentence, re.I)
        or re.search(r"\b(?:broken|wins?|goes|go)\b", sentence, re.I)
    ):
        return "earliest_to_reach"
    if _TIE_HOST.search(sentence):
        return "host"
    if _TIE_NONE.search(sentence):
        return "none"
    return None


# "Unvotes are necessary before voting another player", "you must unvote before you vote
# again", "an unvote is required to change your vote"
_MUST = re.compile(
    r"\b(?:must|have\s+to|has\s+to|need\s+to|needs\s+to|required|necessary|mandatory"
    r"|compulsory|obligatory)\b",
    re.I,
)
_UNVOTE = re.compile(r"\bun-?vot\w*", re.I)
_CHANGE = re.compile(
    r"\bbefore\s+(?:you\s+|they\s+)?(?:\w+\s+)?(?:vot\w*|re-?vot\w*|chang\w*|switch\w*|plac\w*"
    r"|cast\w*|mak\w*)|\bto\s+(?:change|switch|move)\b|\bchang\w+\s+(?:your\s+|their\s+)?(?:mind|votes?)"
    r"|\bswitch\w*\s+(?:your\s+)?votes?|\banother\s+(?:player|vote)|\bnew\s+vote|\bvot\w*\s+again"
    r"|\bre-?vot",
    re.I,
)
_NOT_NEEDED = re.compile(rf"{_NEG}|\bun-?necessary|\bunecessary|\boptional|\bneed\s+not\b", re.I)


_VOTE_WITHOUT_UNVOTE = re.compile(
    r"\b(?:new\s+)?votes?\s+(?:cast\s+|made\s+)?without\s+(?:an?\s+|first\s+)?(?:prior\s+|previous\s+)?"
    rf"un-?vot\w*(?:\s+first)?[^.!?;]{{0,20}}?(?:{_NEG}[^.!?;]{{0,10}}?\b(?:count|valid)|{_IGNORED})",
    re.I,
)


def requires_unvote(sentence: str) -> bool:
    """Does the sentence make an unvote needed before a new vote ("You must unvote before
    voting again", "A vote without an unvote first will not count")? "Unvotes are not
    required", "please unvote first" are no."""
    if _VOTE_WITHOUT_UNVOTE.search(sentence):
        return states_a_rule(sentence)
    return bool(
        _UNVOTE.search(sentence)
        and _MUST.search(sentence)
        and _CHANGE.search(sentence)
        and not _NOT_NEEDED.search(sentence)
        and states_a_rule(sentence)
    )


# "If you vote for two players in one post, neither vote counts", "posts with more than
# one vote are invalid"
_SEVERAL = re.compile(
    r"\b(?:two|2|several|multiple|more\s+than\s+one|different)\s+(?:\w+\s+)?(?:votes|players|people)"
    r"[^.!?;]{0,30}?\b(?:in|within)\s+(?:one|a\s+single|the\s+same|a|one\s+single)\s+post"
    r"|\bposts?\s+(?:with|containing|holding)\s+(?:two|2|several|multiple|more\s+than\s+one)"
    r"\s+(?:\w+\s+)?votes?",
    re.I,
)
_VOID = re.compile(
    rf"\b(?:neither|none)\b[^.!?;]{{0,30}}?\bcount|{_IGNORED}|\bvoid\b"
    rf"|{_NEG}[^.!?;]{{0,20}}?\b(?:count|be\s+counted|valid)\b",
    re.I,
)


def several_votes_void(sentence: str) -> bool:
    """Does the sentence say a post voting for several players counts for none ("If you
    vote for two players in one post, neither vote counts")? "Only the last vote in a
    post counts" is the default (no)."""
    return bool(
        _SEVERAL.search(sentence)
        and _VOID.search(sentence)
        and not re.search(r"\b(?:last|latest|final|first)\b", sentence, re.I)
        and states_a_rule(sentence)
    )


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
    decided: dict[str, HouseRule] = {}  # "plurality" / "no_hammer": the sentence stating it
    majority = False
    for number, html in posts:
        for sentence, shown in sentences(html):
            if sentence.endswith("?") or _ELSEWHERE.search(sentence):
                continue  # a question, a rule of another game
            said = sentence[:100]
            if "allow_no_elimination" not in found and forbids_no_lynch(sentence):
                found["allow_no_elimination"] = HouseRule(
                    "rules", "allow_no_elimination", False, number, said
                )
            if "vote_replace" not in found and requires_unvote(sentence):
                found["vote_replace"] = HouseRule(
                    "rules", "vote_replace", "requires_unvote", number, said, advice=True
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
            majority = (
                majority
                or majority_lynch(sentence)
                or ("majority" in sentence.lower() or "hammer" in sentence.lower())
                and not no_hammer(sentence)
            )
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
