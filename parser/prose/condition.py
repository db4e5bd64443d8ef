"""The condition of a plan read closer (``sentence.planned_before``): the tense of its
own verb (``past_verb``: "If they both claimed", "If Lark said that" are facts taken as
done; "If Ivo's confirmed town", "If Ivo is red checked" wait), and a condition the
writer says holds, or a wish the writer sees (``held``: "If he's scum, and I think he
is", "If Ivo wants to be lynched so badly")."""

from __future__ import annotations

import re

from .words import REPORTING

# words of the condition's subject before its verb: a determiner, a joint subject's
# "and", a quantifier or an adverb ("If the two of them lied", "If they both claimed",
# "If Ivo really did")
_BEFORE_VERB = frozenset(
    ("the", "a", "an", "his", "her", "their", "our", "your", "my", "its", "this", "that",
     "these", "those", "two", "three", "of", "them", "us", "both", "all", "and", "or", "&",
     "really", "just", "ever", "still", "also", "actually", "already", "truly", "indeed",
     "somehow", "now")
)  # fmt: skip
# a verb that carries the present (or a time to come): the condition waits; "got" too, a
# passive's ("If Ivo got lynched", as "gets lynched")
_PRESENT = frozenset(
    ("is", "are", "am", "be", "has", "have", "does", "do", "gets", "get", "got", "keeps", "keep",
     "will", "can", "may", "might", "must", "should", "shall", "isn't", "aren't", "doesn't",
     "don't", "hasn't", "haven't", "won't", "can't", "cannot", "turns", "ends", "goes")
)  # fmt: skip
# irregular pasts read as the condition's verb (a regular one ends in "-ed")
_PAST = frozenset(
    ("was", "were", "did", "had", "wasn't", "weren't", "didn't", "hadn't", "knew",
     "thought", "made", "took", "gave", "saw", "went", "came", "became", "wrote",
     "found", "meant", "sent", "kept", "lost", "won", "ran", *REPORTING)
) - frozenset(("says", "tells", "writes"))  # fmt: skip
_WORD = re.compile(r"[\w']+")
_CONTRACTED = ("'s", "'re", "'m", "'ve", "'ll")  # "Ivo's", "they're": a present verb


def _regular_past(word: str) -> bool:
    """A word in "-ed" (not "-eed", but "agreed", "freed", "guaranteed": "indeed", "need")."""
    return (
        len(word) > 3
        and word.endswith("ed")
        and (not word.endswith("eed") or word.endswith(("agreed", "freed", "guaranteed")))
    )


def past_verb(condition: str) -> bool:
    """The condition's own verb (the words after "if"/"when" … up to its comma) is in the
    past: the first verb after its subject ("they both", "the two of them", "Ivo") is a
    past ("claimed", "said", "was"). A present or an auxiliary first ("claims", "is red
    checked", "Ivo's confirmed", "has been", "gets killed") waits; so does a participle
    alone ("If confirmed, ..." is "if it is confirmed")."""
    words = [w.lower() for w in _WORD.findall(condition.split(",")[0].replace("’", "'"))]
    for i, w in enumerate(words[:8]):
        if w in _PAST or (i > 0 and _regular_past(w)):
            return True
        if w in _PRESENT or w.endswith(_CONTRACTED):
            return False
        prev = words[i - 1] if i else ""
        if i > 0 and w.endswith("s") and not w.endswith("ss") and prev not in _BEFORE_VERB:
            return False  # "If Ivo claims", "If the day ends"
    return False


# the writer says the condition holds: an elliptical clause repeating its verb ("If he's
# scum, and I think he is,", "which I believe she is", "(and he is)", "- and he does -")
_ASSERTED = re.compile(
    r"[,(\-–—]\s*(?:and|which)\s+"
    r"(?:i\s+(?:really\s+)?(?:think|believe|know|bet|reckon|suspect)\s+(?:that\s+)?"
    r"|i(?:'m|\s+am)\s+(?:sure|certain|convinced)\s+(?:that\s+)?)?"
    r"[\w']+\s+(?:(?:clearly|definitely|obviously|certainly|surely)\s+)?"
    r"(?:is|are|does|do|has|have)\s*(?:[,)\-–—]|$)",
    re.I,
)
# a wish or a mood of someone the writer sees now ("If Ivo wants to be lynched so badly",
# "If Lark wants this so much", "If Ivo is so eager to die"): granted, no case awaited
_SEEN = re.compile(
    r"(?<![\w'])(?:wants?\b[^,]*?\b(?:so|that)\s+(?:badly|bad|much)"
    r"|(?:so|that)\s+(?:eager|keen|desperate|set\s+on))(?![\w'])",
    re.I,
)


def held(condition: str) -> bool:
    """The writer says the condition holds ("If he's scum, and I think he is,") or sees
    someone's wish as it stands ("If Ivo wants to be lynched so badly"): no plan."""
    text = condition.replace("’", "'").rstrip()
    return _ASSERTED.search(text) is not None or _SEEN.search(text) is not None
