"""How a vote must be written, as a host's rules state it (pure): self-votes, the vote
tag or bold, plain text, an unvote before a new vote, several votes in one post."""

from __future__ import annotations

import re

from votecount.parser.host.house_rules.sentences import IGNORED, NEG, TAG, in_part, states_a_rule

# "Self-votes are invalid", "Voting for yourself is against the rules"
_NEG_SELF = rf"(?:{NEG}|\b(?:invalid|void|against\s+the\s+rules)\b)"
_SELF = re.compile(
    r"\bself[- ]?vot\w*|\bvot\w*\s+(?:for\s+)?(?:yourself|themselves|oneself)\b", re.I
)
_SELF_NEG = re.compile(
    rf"{NEG}[^.!?;]{{0,50}}?(?:{_SELF.pattern})|(?:{_SELF.pattern})[^.!?;]{{0,40}}?{_NEG_SELF}",
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
_TAG_ONLY = re.compile(
    # "you must use the vote tag", "votes have to be in vote tags"
    r"\b(?:must|have\s+to|need\s+to|required\s+to)\s+(?:\w+\s+){0,2}?"
    r"(?:use|be\s+(?:in|inside|placed\s+in|made\s+(?:with|using|in)))\s+(?:the\s+|a\s+)?"
    + TAG
    # "only votes in vote tags count"
    + r"|\bonly\s+votes?\s+(?:\w+\s+){0,3}?"
    + TAG
    # "votes that do not use the voting tags will not count"
    + r"|\bvotes?\b[^.!?;]{0,40}?(?:\bnot|n't)\s+(?:use|in|on|made\s+with)\b[^.!?;]{0,30}?"
    + TAG
    + rf"[^.!?;]{{0,40}}?(?:{NEG}[^.!?;]{{0,15}}\bcount|{IGNORED})"
    # "I won't count votes if it's not on the bb code tag"
    + rf"|{NEG}\s*(?:be\s+)?count(?:ed)?\s+(?:any\s+)?votes?\b[^.!?;]{{0,40}}?"
    r"(?:\bnot|n't)\s+(?:on|in|using|with)\s+(?:the\s+|a\s+)?"
    + TAG
    # "I only count votes in vote tags", "only the vote tag counts"
    + r"|\bonly\s+(?:count|accept|read|recogni[sz]e|take)\s+(?:\w+\s+){0,2}?votes?\s+(?:\w+\s+){0,3}?"
    + TAG
    + r"|\bonly\s+(?:the\s+)?"
    + TAG
    + r"\s+(?:counts?|is\s+accepted|will\s+(?:be\s+)?(?:count|accepted|read))"
    # "votes outside the vote tags are ignored", "untagged votes will not be counted"
    + r"|\bvotes?\s+(?:outside|without)\s+(?:of\s+)?(?:the\s+|a\s+)?"
    + TAG
    + rf"[^.!?;]{{0,30}}?(?:{NEG}|{IGNORED})"
    + rf"|\b(?:un-?tagged|non-?tagged)\s+votes?\b[^.!?;]{{0,30}}?(?:{NEG}|{IGNORED})",
    re.I,
)
# "Bolded votes, unclear votes or votes in spoilers will not be counted", "I will not
# count bolded votes"
_BOLD_REFUSED = re.compile(
    rf"\bbold(?:ed)?\s+votes?\b[^.!?;]{{0,60}}?{NEG}[^.!?;]{{0,10}}?\b(?:be\s+)?count"
    rf"|{NEG}[^.!?;]{{0,15}}?\bcount\w*\s+(?:any\s+)?bold(?:ed)?\s+votes?\b"
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


def forbids_self_votes(sentence: str) -> bool:
    """Does the sentence forbid voting for oneself ("No self-votes", "You cannot vote
    yourself")? Allowing it ("Voting for yourself is okay") or a rule of one day ("You may
    not vote for yourself on Day 1") is no."""
    return (
        _SELF_NEG.search(sentence) is not None
        and not _SELF_OK.search(sentence)
        and states_a_rule(sentence)
        and not in_part(sentence)
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
        _BOLD_OK.search(sentence) and not re.search(NEG, sentence, re.I)
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
_NOT_NEEDED = re.compile(rf"{NEG}|\bun-?necessary|\bunecessary|\boptional|\bneed\s+not\b", re.I)


_VOTE_WITHOUT_UNVOTE = re.compile(
    r"\b(?:new\s+)?votes?\s+(?:cast\s+|made\s+)?without\s+(?:an?\s+|first\s+)?(?:prior\s+|previous\s+)?"
    rf"un-?vot\w*(?:\s+first)?[^.!?;]{{0,20}}?(?:{NEG}[^.!?;]{{0,10}}?\b(?:count|valid)|{IGNORED})",
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
    rf"\b(?:neither|none)\b[^.!?;]{{0,30}}?\bcount|{IGNORED}|\bvoid\b"
    rf"|{NEG}[^.!?;]{{0,20}}?\b(?:count|be\s+counted|valid)\b",
    re.I,
)


def several_votes_void(sentence: str) -> bool:
    """Does the sentence say a post voting for several players counts for none ("If you
    vote for two players in one post, neither vote counts")? "Only the last vote in a
    post counts" is the default (no), and so is a rule of one day."""
    return bool(
        _SEVERAL.search(sentence)
        and _VOID.search(sentence)
        and not re.search(r"\b(?:last|latest|final|first)\b", sentence, re.I)
        and states_a_rule(sentence)
        and not in_part(sentence)
    )
