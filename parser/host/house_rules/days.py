"""How a day is decided, as a host's rules state it (pure): a double lynch, a lynch at
the deadline or by majority, no-lynch votes, ties."""

from __future__ import annotations

import re

from votecount.parser.host.house_rules.sentences import NEG, in_part, states_a_rule

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
# "Plurality lynch is not in effect", "plurality voting isn't used", "... is off"
_DENIED_AFTER = re.compile(
    r"\s+(?:is|are|does|do|will\s+be)(?:n't|\s+not|\s+never|\s+off|\s+disabled)\b|\s+won't\b", re.I
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
# a condition in the sentence makes "no hammer" a case, not the rule: "If there is no
# majority lynch by deadline, ..." (so a majority does end the day), "Days only end at
# deadline or when a majority is reached"
_CONDITION = re.compile(r"\b(?:if|when|whenever|unless|once|in\s+case)\b", re.I)
# "majority lynch", "hammer is on", "once a majority is reached, that player is lynched"
_MAJORITY = re.compile(
    r"\bmajority(?:\s+vote)?\s+lynch|\bhammers?\s+(?:is|are)\s+(?:on|in\s+(?:effect|play))\b"
    r"|\bmajority\b[^.!?;]{0,60}?" + _LYNCHED + r"|" + _LYNCHED + r"[^.!?;]{0,60}?\bmajority\b",
    re.I,
)


def plurality_at_deadline(sentence: str) -> bool:
    """Does the sentence say the leader at the deadline is lynched ("the player with the
    most votes at deadline is lynched", "Plurality lynch is in effect")? Not a tie rule,
    not "there is no plurality lynch", "plurality lynch is not in effect", not a rule of
    one day ("On Day 1, ...")."""
    if not states_a_rule(sentence) or _TIE.search(sentence) or in_part(sentence):
        return False
    plural = _PLURALITY.search(sentence)
    if plural:
        before = sentence[max(0, plural.start() - 12) : plural.start()]
        denied = _DENIED_AFTER.match(sentence, plural.end())
        return not denied and not re.search(rf"{NEG}|\bif\b", before, re.I)
    most = _MOST.search(sentence)
    return bool(
        most
        and _AT_DEADLINE.search(sentence)
        and re.search(_LYNCHED, sentence[most.end() :], re.I)
        and not re.search(rf"{NEG}[^.!?;]{{0,30}}?\bmost\b", sentence, re.I)
    )


def no_hammer(sentence: str) -> bool:
    """Does the sentence say a majority does not end the day ("There is no hammer",
    "Days only end at deadline")? Not for part of the game ("There is no hammer on Day 1",
    "... until LyLo") nor on a condition ("If there is no majority lynch by deadline")."""
    return (
        states_a_rule(sentence)
        and not in_part(sentence)
        and not _CONDITION.search(sentence)
        and _NO_HAMMER.search(sentence) is not None
    )


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
    not an option")? "You may vote No Lynch", "if no majority, no lynch occurs", "You may
    not no-lynch on Day 1" are no."""
    return (
        states_a_rule(sentence)
        and not in_part(sentence)
        and _NL_FORBIDDEN.search(sentence) is not None
    )


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
    None when it states no tie rule (or one for part of the game only)."""
    if not _TIE.search(sentence) or not states_a_rule(sentence) or in_part(sentence):
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
