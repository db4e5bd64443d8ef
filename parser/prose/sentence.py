"""Whether the words around a vote word make it a word of a sentence: a later keyword
said in prose after an earlier command (``said_in_prose``) or followed by a word of
when (``said_later``), a negation or the others told before a styled run
(``prose_before``), a hypothetical (``hypothetical_before``), a question
(``asked_before``), a condition (``conditional``), someone's words reported
(``reported_before``)."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule

from .condition import held, past_verb
from .preamble import another_vote
from .words import (
    BLOCK_WORDS,
    DETERMINERS,
    LATER,
    MINDERS,
    REPORTING,
    THINKS,
    clause_tail,
    clause_words,
)

# a later keyword of a run or line after one of these words, or in a sentence of a
# condition, is said in a sentence ("Vote: X, but I might unvote later", "Vote: X
# because he will vote Y", "VOTE: X. If Y claims, vote Y"), not a command; "I vote Y"
# opening its clause is the writer's vote ("Unvote. I vote Y"), "once again" no condition
_PROSE_BEFORE = (BLOCK_WORDS - {"then", "but"}) | {"i"}
_CONDITION = re.compile(
    r"(?<![\w'])(?:if|unless|when|whenever|once(?!\s+(?:again|more)\b))(?![\w'])", re.I
)
_SENTENCE_BREAK = re.compile(r"[.!?](?!\S)|[()]")


@rule("prose_keyword")
def said_in_prose(between: str) -> bool:
    """The text between a run's earlier command and a later keyword makes that keyword a
    word of a sentence: one of the three words right before it (since a comma, a colon,
    a stop …) is a pronoun, a modal, a negation ("but I might unvote", "he will vote"), or
    its sentence is a condition ("If Y claims, vote Y"). "I" alone opening the clause is
    the writer's own vote ("Unvote. I vote Y"), and "once again" is no condition."""
    if not between.strip():
        return False
    tail = clause_tail(between)
    if tail and another_vote(tail[-1]):
        return True
    if tail != ["i"] and any(w in _PROSE_BEFORE for w in tail[-3:]):
        return True
    return conditional(_SENTENCE_BREAK.split(between)[-1])


# a later keyword that a word of when or a condition follows ("Vote: X / unvote later",
# "Vote: X, unvote if he claims") says what the writer may do: part of the command before
_LATER = re.compile(
    r"[\s:]+(?:later|soon|tomorrow|tonight|eventually|if|unless|when|whenever|once)\b", re.I
)


@rule("plan_later")
def said_later(text: str, end: int) -> bool:
    """The keyword of ``text`` ending at ``end`` is followed by a word of when or a
    condition ("unvote later", "unvote if he claims"): a plan, not a second command."""
    return _LATER.match(text, end) is not None


# word of a sentence: "I will **vote X**", "I'm going to **unvote**", "you deserve an
# **unvote**" are the writer's own (the style is the command); "Do not **vote X**",
# "Everybody **vote X**", "you should **vote X**" are not
_NOT_OWN_BEFORE = frozenset(
    ("not", "never", "don't", "dont", "won't", "wont", "shouldn't", "wouldn't", "can't",
     "cant", "couldn't", "didn't", "doesn't", "isn't", "nobody", "y'all", "yall",
     "everyone", "everybody",
     # another's act said with a modal ("If he were town he'd **vote X**", "they'll **vote X**")
     "he'd", "she'd", "they'd", "you'd", "he'll", "she'll", "they'll", "you'll",
     # the vote set against another act ("I'd rather die than **vote X**")
     "than",
     # a vote said as a supposition ("Hypothetically **VOTE: X**")
     "hypothetically", "theoretically")
)  # fmt: skip
# idioms, no negation nor another act ("better late than never **VOTE: X**", "more than ever")
_THAN_EVER = re.compile(r"\bthan n?ever\b")
_OTHERS = frozenset(("you", "he", "she", "they"))  # "you/he/she/they" and a modal: not the writer's
_TOLD = frozenset(("should", "must", "may", "can", "could", "need", "have", "would", "might"))
# words that may stand between such a word and the vote word it governs ("Do not ever
# **vote X**", "You should all **vote X**", "You may post **remove vote**"); any other
# word there ("not town **VOTE: X**",
# "Everyone is wrong **VOTE: X**") shows the negation is about something else
_GLUE = _TOLD | frozenset(
    ("you", "ever", "even", "just", "really", "all", "to", "be", "go", "going", "gonna",
     "also", "actually", "simply", "blindly", "randomly", "please", "vote", "unvote",
     "post", "write", "type", "say", "use")
)  # fmt: skip


# someone else asked to do it, the vote word's "to" after whom ("I need you to **vote X**",
# "I want y'all to **vote X**", "Lark, I'd like you all to **vote X**"); "I'm going to
# **vote X**" is the writer's own
_YOU_TO = re.compile(
    r"(?<![\w'])(?:you|u|y'?all|them|him|her|everyone|everybody|guys)(?:\s+(?:all|guys))?"
    r"\s+to\s*$",
    re.I,
)


def prose_before(before: str) -> bool:
    """The plain words before a styled run on its line make its vote word a word of a
    sentence: a negation, the others told, or "you"/"he"/"she"/"they" and a modal (or
    "he'd", "they'll" …), among the three words since a comma, colon or stop, with only
    glue words after it ("Do not **vote X**", "I would never **vote X**", "you should all
    **vote X**", "he'd **vote X**"; not "not town **VOTE: X**"); or someone asked to
    ("I need you to **vote X**")."""
    if not before.strip():
        return False
    if _YOU_TO.search(before[-40:].replace("’", "'")) is not None:
        return True
    last = _THAN_EVER.sub("", " ".join(clause_tail(before))).split()[-3:]
    for i, w in enumerate(last):
        told = w in _NOT_OWN_BEFORE or (w in _OTHERS and i + 1 < len(last) and last[i + 1] in _TOLD)
        if told and all(g in _GLUE for g in last[i + 1 :]):
            return True
    return False


# a word of the clause right before a run in the first person ("**I'm voting X**") that
# makes the run another's words or a case ("Scum would say", "Ivo told us", "Don't say",
# "he thinks"); not glue ("Sorry Lark but", "Guys", "Ok so"; review27a)
_NOT_SAID_NOW = _NOT_OWN_BEFORE | _TOLD | _OTHERS | frozenset((*REPORTING, "will", "shall"))


def not_own_clause(before: str) -> bool:
    """The plain words of the clause right before a run (since a comma, colon or stop)
    hold a word that makes the run's first person another's or a case (``_NOT_SAID_NOW``:
    "Scum would say", "Ivo told us", "Don't say"), or end on another's mind (``THINKS``,
    right before the run or before "that": "Lark thinks **I'm voting X**"; votezoo28)."""
    if not _NOT_SAID_NOW.isdisjoint(clause_tail(before)):
        return True
    return _another_minds(clause_words(before))


# words before a mind's subject that make it a comparison or a concession, not another's
# words reported ("as Lark hopes", "whatever Ember thinks", "what Lark believes"; review28a)
_COMPARED = ("as", "like", "than", "what", "whatever")
# adverbs between a mind's subject and its word ("Lark still thinks", "Ember sure thinks")
_MIND_ADVERBS = ("still", "also", "even", "just", "sure", "always", "now", "already")


def _another_minds(written: list[str]) -> bool:
    """The clause's words end on a word of ``THINKS`` (then "that", if any) said of a
    subject: a name written with its capital or one of ``MINDERS`` (not "I", "It figures",
    "Which figures"), past an adverb ("Lark really thinks", ``_MIND_ADVERBS``), not after
    ``_COMPARED`` ("as Lark hopes", "whatever Ember thinks") nor a determiner's noun ("his
    claims", "my town hopes")."""
    words = [w.lower() for w in written]
    if words[-1:] == ["that"]:
        words, written = words[:-1], written[:-1]
    if not words or words[-1] not in THINKS:
        return False
    j = len(words) - 2
    while j >= 0 and (words[j].endswith("ly") or words[j] in _MIND_ADVERBS):
        j -= 1
    if j < 0 or words[j] in DETERMINERS or (j > 0 and words[j - 1] in (*DETERMINERS, *_COMPARED)):
        return False
    return words[j] in MINDERS or (
        words[j] not in ("i", "it", "which") and written[j][:1].isupper()
    )


# a vote the writer would give in another's place or role, said before a styled run in its
# sentence: "if I were town I'd **VOTE: X**", "If I was scum, I would **vote X**", "Were I
# the cop I'd **VOTE: X**", "in Lark's shoes I'd **vote X**" (the conditional mood right
# before the run; "If you insist, **VOTE: X**", "If I had to pick, **VOTE: X**" stay votes)
_COUNTERFACTUAL = re.compile(
    r"(?<![\w'])(?:if\s+(?:i|we)\s+(?:were|was|had\s+been)|were\s+(?:i|we)|"
    r"in\s+(?:your|his|her|their|[\w-]+'s)\s+shoes)(?![\w'])",
    re.I,
)
_WOULD_END = re.compile(
    r"(?<![\w'])(?:i'd|id|would|could)(?:\s+(?:probably|definitely|totally|just|also|"
    r"happily|gladly|still|even|so|100%))?\s*$",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?]+(?:\s|$)")
# the writer's own case after all: a concession ("Even if I were scum I'd still **VOTE:
# X**") or a turn between the place and the conditional ("If I were scum I'd hide, but I'm
# not, so I'd **VOTE: X**")
_EVEN = re.compile(r"(?<![\w'])even\s*$", re.I)
_OWN_TURN = re.compile(r"(?<![\w'])(?:but|so|anyway|however|still)(?![\w'])", re.I)


def hypothetical_before(before: str, after: str = "") -> bool:
    """The plain words before a styled run on its line end in the conditional ("I'd",
    "would") and the writer's place in another's case or role ("if I were town", "were I
    scum", "in your shoes") stands in the same sentence, before the run or right after it
    ("I'd **VOTE: X** if I were town"): a hypothetical vote, not the writer's. A concession
    ("even if I were scum I'd still …") or a turn ("…, but I'm not, so I'd …") is the
    writer's own vote."""
    sentence = _SENTENCE_END.split(before.replace("’", "'"))[-1]
    would = _WOULD_END.search(sentence)
    if would is None or "still" in would.group().lower():
        return False
    places = list(_COUNTERFACTUAL.finditer(sentence, 0, would.start()))
    if places:
        place = places[-1]
        turned = _OWN_TURN.search(sentence, place.end(), would.start()) is not None
        return not turned and _EVEN.search(sentence, 0, place.start()) is None
    rest = _SENTENCE_END.split(after.replace("’", "'"), maxsplit=1)[0]
    return _COUNTERFACTUAL.match(rest.lstrip(" ,")) is not None


# a vote the writer will cast once something happens, said before a styled run in its
# sentence: the sentence opens with a condition ("If Ivo claims", "When Lark flips",
# "Once he is dead", "Unless", "As soon as") and ends, right before the run, with the
# writer's will ("I'll", "I will", "I'm going to", "I'm gonna", "I'd", "I would"): a
# plan, not the writer's vote now ("If nobody objects, **VOTE: X**" with no will stays a
# vote, "Even if he claims I'll still **vote X**" and "Since he claimed, I'll **vote X**"
# too). A condition met as the writer writes opens no plan (review24a): one on the writer
# ("If I'm still alive, I'm going to **vote X**"), on what was just said ("If that's how
# it is", "If so", "If it makes you happy"; "If that happens" awaits), on the readers
# ("If you insist", "If you don't mind") or on anyone's leave ("Unless someone objects",
# "If nobody else will")
_OPENER = r"\s*(?:(?:and|but|so|ok|okay)\s*,?\s+)?"
_IF = r"(?:if|when|whenever|once|unless|as\s+soon\s+as)"
_CONDITION_OPENS = re.compile(
    _OPENER + _IF + r"(?![\w'])"
    r"(?!\s+(?:i|we)(?:'(?:m|ve|d|ll|re))?(?![\w']))",
    re.I,
)
_MET_NOW = re.compile(
    _OPENER + _IF + r"\s+"
    r"(?:(?:you|y'all|yall|nobody|no\s+one|noone|anyone|anybody|someone|somebody|everyone|"
    r"everybody)(?:'(?:s|m|re|ve|d|ll))?|so|(?:that|this|it)(?:'s|\s+(?:is|helps|matters|"
    r"makes)))(?![\w'])",
    re.I,
)
# ... unless the condition names a time to come ("If nobody claims by tonight", "If it's
# still L-2 at deadline", "If that's the case tomorrow"): then it waits
_AWAITED = frozenset((*LATER, "tonight", "deadline", "eod"))
_WORD = re.compile(r"[\w']+")
# an idiom opening the sentence that is the writer's choice now, no case awaited ("When in
# doubt, I'll **vote X**", "If anything, I'd **vote X**", "Once again, I'll **vote X**")
_IDIOM_OPENS = re.compile(
    _OPENER + r"(?:(?:when|if)\s+in\s+doubt|once\s+(?:again|more|and\s+for\s+all)"
    r"|when\s+all\s+is\s+said|when\s+it\s+comes\s+(?:down\s+)?to\s+it"
    r"|if\s+(?:anything|nothing\s+else|necessary|possible|need\s+be))(?![\w'])",
    re.I,
)

# a hedge on the writer's own reading ("unless I'm wrong", "if I'm not mistaken", "unless I
# missed something"): no case awaited (votezoo27); "if" wants the "not" ("if I'm wrong",
# "if I missed something" await the case; review27a), "unless" none
_MISREAD = (
    r"(?:wrong|mistaken|missing\s+something|missed\s+something|misread\s+(?:something|it|"
    r"that))(?![\w'])"
)
_HEDGE = re.compile(
    _OPENER + r"(?:if\s+i(?:'?m|\s+am)\s+not|unless\s+i(?:'?m|\s+am)?)\s+" + _MISREAD, re.I
)


def met_now(text: str, pos: int = 0) -> bool:
    """The condition opening ``text`` at ``pos`` is met as the writer writes ("if so", "if
    that matters", "if you insist", "unless someone objects") or an idiom ("once again",
    "if anything"), or a hedge on the writer's own reading ("unless I'm wrong"): no case
    awaited."""
    return (
        _MET_NOW.match(text, pos) is not None
        or _IDIOM_OPENS.match(text, pos) is not None
        or _HEDGE.match(text, pos) is not None
    )


_WILL_END = re.compile(
    r"(?<![\w'])(?:i'll|ill|i\s+will|i\s+shall|i'm\s+(?:going\s+to|gonna)|i\s+am\s+going\s+to|"
    r"i'd|i\s+would)(?:\s+(?:probably|definitely|totally|just|also|happily|gladly|then|"
    r"immediately|instantly))?\s*$",
    re.I,
)
_WOULD = re.compile(r"(?<![\w'])(?:i'd|would)(?![\w'])", re.I)


def planned_before(before: str, will_in_run: bool = False) -> bool:
    """The plain words before a styled run on its line are one sentence that opens with
    a condition and ends with the writer's will ("If Ivo claims I'll **vote Ivo**",
    "When Lark flips, I'm going to **vote X**"): a vote the writer plans, not one cast.
    A condition whose own verb is in the past before "I'll" ("If they both claimed scum,
    I'll **Unvote**", "If Lark said that") is a fact taken as done (``condition.past_verb``);
    one met as the writer writes ("If that's the case", "If you insist", "Unless someone
    objects", with no time to come), one the writer says holds ("If he's scum, and I
    think he is") or a wish seen ("If Ivo wants to be lynched so badly") is no case
    awaited (``condition.held``): the command stands. ``will_in_run``: the run itself
    says the will ("If Lark flips, **I'm voting Ivo**"), so the whole sentence before it
    is the condition (review27a)."""
    sentence = _SENTENCE_END.split(before.replace("’", "'"))[-1]
    opens = _CONDITION_OPENS.match(sentence)
    if opens is None or _IDIOM_OPENS.match(sentence) is not None:
        return False
    will = None if will_in_run else _WILL_END.search(sentence)
    if will is None and not will_in_run:
        return False
    condition = sentence if will is None else sentence[: will.start()]
    if (_MET_NOW.match(sentence) is not None or held(condition)) and _AWAITED.isdisjoint(
        _WORD.findall(condition.lower())
    ):
        return False
    would = will is not None and _WOULD.search(will.group()) is not None
    return would or not past_verb(condition[opens.end() :])


# a question the words before a styled run open ("Why would you **vote X**?", "Should we
# **vote X**?", "Would anyone **unvote**?"): a question word and a verb that asks, or a
# verb that asks and its subject, first in the clause; the "?" after the run closes it
_ASKING = frozenset(
    ("would", "should", "could", "will", "shall", "can", "do", "does", "did", "must",
     "might", "are", "is", "why's", "would've", "should've")
)  # fmt: skip
_ASKED = frozenset(
    ("we", "you", "i", "anyone", "anybody", "everyone", "everybody", "someone", "somebody",
     "they", "he", "she", "people", "nobody", "y'all", "yall", "u")
)  # fmt: skip
_QUESTION_END = re.compile(r"[^\n.!?]{0,120}\?")


def asked_before(before: str, after: str) -> bool:
    """A styled run inside a question the plain words before it open and a "?" after it
    on its line closes: "Why would you **vote X**?", "Should we **vote X**?", "Would
    anyone **vote X**?" (the clause since a comma, colon or stop starts with "why" or
    "how" and a verb that asks, or with such a verb and who is asked; at most 6 words)."""
    if not before.strip() or _QUESTION_END.match(after) is None:
        return False
    ws = clause_tail(before)
    if not 2 <= len(ws) <= 6:
        return False
    if ws[0] in ("why", "how"):
        return ws[1] in _ASKING
    return ws[0] in _ASKING and ws[1] in _ASKED


def conditional(text: str) -> bool:
    """A condition in the text ("vote X if you are town"): advice, not a command."""
    return _CONDITION.search(text) is not None


# a styled run in quote marks after a word of saying ("Ivo said **\"VOTE: X\"**", "Lark
# wrote: “**vote X**”"): someone's words quoted, as a typed quotation is
# ("I said: **\"VOTE: X\"**" repeats the writer's own)
_SAID_BEFORE = re.compile(
    rf"(?<!\b[Ii]\s)\b(?:{'|'.join(REPORTING)}|posted)\s*[:,]?\s*[\"\u201c]?\s*$", re.I
)


def reported_before(before: str, run: str, first_person: bool = False) -> bool:
    """The run opens a quotation (a quote mark at its start or right before it, or a run
    in the first person: ``first_person``, "Lark said: **I'm voting Ivo**") that a word
    of saying ends the plain words before ("Ivo said **\"VOTE: X\"**"): not the writer's
    vote ("\"VOTE: X\"" alone, or "I said it before: **VOTE: X**" are)."""
    quoted = run.lstrip()[:1] in ('"', "\u201c") or before.rstrip()[-1:] in ('"', "\u201c")
    opens = first_person or quoted
    return opens and _SAID_BEFORE.search(before[-60:]) is not None
