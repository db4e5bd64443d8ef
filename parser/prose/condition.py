"""The condition of a plan read closer (``sentence.planned_before``): the tense of its
own verb (``past_verb``: "If they both claimed", "If Lark said that" are facts taken as
done; "If Ivo's confirmed town", "If Ivo is red checked" wait), and a condition the
writer says holds, or a wish the writer sees (``held``: "If he's scum, and I think he
is", "If Ivo wants to be lynched so badly")."""

from __future__ import annotations

import re

from .words import LATER, REPORTING

# adverbs in "-s", no present verb ("If Ivo always lied", "If Ivo perhaps claimed")
_S_ADVERBS = frozenset(("always", "perhaps", "thus", "sometimes"))
# words of the condition's subject before its verb: a determiner, a joint subject's
# "and", a quantifier or an adverb ("If the two of them lied", "If they both claimed",
# "If Ivo really did")
_BEFORE_VERB = frozenset(
    ("the", "a", "an", "his", "her", "their", "our", "your", "my", "its", "this", "that",
     "these", "those", "two", "three", "of", "them", "us", "both", "all", "and", "or", "&",
     "really", "just", "ever", "still", "also", "actually", "already", "truly", "indeed",
     "somehow", "now", *_S_ADVERBS)
)  # fmt: skip
# a plural subject whose next word in "-s" is a noun of it ("If you guys agreed", "If 3
# players voted"): the word after that noun is the verb
_PLURAL = frozenset(("you", "we", "they"))
# a plural subject's determiner or number: a word in "-s" one word after it is the
# subject's noun ("If both scum players claimed", "If all town players voted")
_PLURAL_DETERMINERS = frozenset(("both", "all", "these", "those", "two", "three", "many"))
# a linking verb in "-s" after such a determiner's word is the verb, no noun ("If all
# town seems convinced": a present; review26a)
_LINKING = frozenset(("seems", "looks", "sounds", "feels", "appears", "remains", "stays"))
# a noun a player's possessive takes in a game, whose verb may be a regular past: "If
# Ivo's vote moved", "If Ivo's partner flipped" (not "If Ivo's red checked": "is")
_OWNED = frozenset(
    ("vote", "votes", "partner", "partners", "buddy", "buddies", "claim", "claims", "wagon",
     "read", "reads", "role", "team", "teammate", "teammates", "result", "results", "slot")
)  # fmt: skip
# a participle such a noun takes after "is" ("If Ivo's role confirmed", "If Ivo's claim
# checked": the condition waits, as "If Ivo's role is confirmed")
_PASSIVE = frozenset(
    ("confirmed", "cleared", "checked", "verified", "proven", "proved", "revealed", "outed")
)  # fmt: skip
# a past that takes an object, or is a participle a player's slot, role or claim
# undergoes: with no object after it ("If Ivo's role blocked,", "If Ivo's partner lynched
# today") it is a participle after a dropped "is", as "If Ivo's role is blocked"; with one
# ("If Ivo's team lynched Lark", "blocked me") the possessive's noun did it
_UNDERGONE = frozenset(
    ("blocked", "roleblocked", "replaced", "debunked", "disproved", "locked", "lynched",
     "killed", "nightkilled", "modkilled", "eliminated", "executed", "shot", "jailed",
     "protected", "healed", "saved", "investigated", "tracked", "watched", "silenced",
     "converted", "recruited", "hooked", "redirected", "exposed", "countered")
)  # fmt: skip
# the words that may follow such a participle, no object: a time ("today", "last night")
_NO_OBJECT = frozenset(
    ("today", "tonight", "tomorrow", "now", "first", "already", "yet", "again", "too",
     "overnight", "last", "earlier", "out", *LATER)
)  # fmt: skip
# a past that is only ever a finite verb (no participle after "is"): after "Ivo's claim"
# it shows the "'s" a possessive ("If Ivo's claim was fake", "If Lark's reads were off")
_FINITE_PAST = frozenset(
    ("was", "were", "did", "had", "wasn't", "weren't", "didn't", "hadn't", "knew", "saw",
     "went", "came", "became", "wrote", "took", "gave")
)  # fmt: skip
# the "'s" of a pronoun is always "is" or "has" ("it's", "he's", "that's")
_PRONOUN_S = frozenset(
    ("it's", "he's", "she's", "that's", "there's", "what's", "who's", "here's", "this's")
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
# a word, a hyphened one whole ("If Ivo's role-blocked", "vote-locked": one word after
# "is", no noun and its verb; review26a)
_WORD = re.compile(r"[\w']+(?:-[\w']+)*")
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
    alone ("If confirmed, ..." is "if it is confirmed"). A possessive ("If Ivo's claim was
    fake"), an adverb in "-s" ("If Ivo always lied") and the noun of a plural subject ("If
    you guys agreed", "If 3 players voted") are read past to the verb; a capitalised word
    after "and" is a name ("If Lark and Fred claim")."""
    written = _WORD.findall(condition.split(",")[0].replace("’", "'"))
    words = [w.lower() for w in written]
    for i, w in enumerate(words[:8]):
        # a capitalised word after "and" is a name, no verb ("If Lark and Fred claim")
        name = i > 0 and words[i - 1] in ("and", "or", "&") and written[i][:1].isupper()
        if w in _PAST or (i > 0 and not name and _regular_past(w)):
            return True
        if w in _PRESENT:
            return False
        if w.endswith(_CONTRACTED):
            if _possessive(words, i):
                continue  # "If Ivo's claim was fake": the claim's verb is read on
            return False
        prev = words[i - 1] if i else ""
        if (
            i > 0
            and not name
            and w.endswith("s")
            and not w.endswith("ss")
            and w not in _S_ADVERBS  # "If Ivo always lied"
            and prev not in _BEFORE_VERB
            and not prev.endswith("'s")  # "If Lark's reads were off": a possessive's noun
        ):
            if (
                prev in _PLURAL
                or prev.isdigit()  # "If you guys agreed", "If 3 players vote"
                # "If both scum players claimed" (not "If all town seems convinced")
                or (i > 1 and words[i - 2] in _PLURAL_DETERMINERS and w not in _LINKING)
            ):
                return i + 1 < len(words) and _past(words[i + 1])
            return False  # "If Ivo claims", "If the day ends"
    return False


def _past(word: str) -> bool:
    return word in _PAST or _regular_past(word)


def _possessive(words: list[str], i: int) -> bool:
    """``words[i]`` ("ivo's") is a possessive: a noun and a past that is only ever finite
    follow it ("Ivo's claim was"), or, as the condition's subject, a noun a player has in
    a game and a regular past ("Ivo's vote moved"; not "you want Ivo's slot lynched");
    "Ivo's confirmed town", "Ivo's red checked", "it's" are "is"."""
    return (
        words[i].endswith("'s")
        and words[i] not in _PRONOUN_S
        and i + 2 < len(words)
        and words[i + 1] not in _BEFORE_VERB
        and (
            words[i + 2] in _FINITE_PAST
            or (
                words[i + 1] in _OWNED
                and _regular_past(words[i + 2])
                and words[i + 2] not in _PASSIVE
                and not _dropped_is(words, i + 2)
                # "If Ivo's claim backed by a cop", "If Ivo's wagon stalled (out) by
                # EoD": a passive's agent or a time to come (review26a)
                and "by" not in words[i + 3 : i + 5]
                and all(w in _BEFORE_VERB for w in words[:i])  # the subject, no object
            )
        )
    )


# of ``_OWNED``, who acts at night, and of ``_UNDERGONE``, what a player does then: "If
# Ivo's partner killed again", "buddy protected first" is the partner's own act with its
# object left out, a fact, where "role blocked again", "partner lynched first" undergo
# (review27a)
_AGENTS = frozenset(("partner", "partners", "buddy", "buddies", "team", "teammate", "teammates"))
_ACTS = frozenset(
    ("blocked", "roleblocked", "killed", "nightkilled", "shot", "jailed", "protected",
     "healed", "saved", "investigated", "tracked", "watched", "silenced", "converted",
     "recruited", "hooked", "redirected", "exposed", "countered")
)  # fmt: skip
_ONCE_MORE = frozenset(("first", "again", "too", "already", "yet", "out"))


def _dropped_is(words: list[str], at: int) -> bool:
    """``words[at]`` is a participle after a dropped "is": a past a slot or a claim
    undergoes (``_UNDERGONE``) with no object after it, the clause's end or a time ("If
    Ivo's role blocked", "If Ivo's partner lynched today"; not "lynched Lark"); not a
    night's act of a partner or team again or first ("partner killed again": its own)."""
    if words[at] not in _UNDERGONE:
        return False
    if at + 1 == len(words):
        return True
    acted = words[at - 1] in _AGENTS and words[at] in _ACTS and words[at + 1] in _ONCE_MORE
    return words[at + 1] in _NO_OBJECT and not acted


# the writer says the condition holds: an elliptical clause repeating its verb ("If he's
# scum, and I think he is,", "which I believe she is", "(and he is)", "- and he does -");
# its subject a pronoun standing for the condition's own ("If Ivo is scum, and Lark is,"
# or "and I do," adds a second condition)
_ASSERTED = re.compile(
    r"[,(\-–—]\s*(?:and|which)\s+"
    r"(?:i\s+(?:really\s+)?(?:think|believe|know|bet|reckon|suspect)\s+(?:that\s+)?"
    r"|i(?:'m|\s+am)\s+(?:sure|certain|convinced)\s+(?:that\s+)?)?"
    r"(?P<who>he|she|it|they|that|this)\s+(?:(?:clearly|definitely|obviously|certainly|surely)\s+)?"
    r"(?:is|are|does|do|has|have)\s*(?:[,)\-–—]|$)",
    re.I,
)
# a wish or a mood of someone the writer sees now ("If Ivo wants to be lynched so badly",
# "If Lark wants this so much", "If Ivo is so eager to die"): granted, no case awaited.
# The wish in a few words of its own clause ("If Ivo wants to know why I hate him so
# much" is no wish seen); the mood is one the target is or was in ("is", "'s", "were"),
# not one to come ("If Ivo gets so desperate"); a "not" before either denies it
_SEEN = re.compile(
    r"(?:(?<![\w'])wants?(?:\s+(?!(?:why|how|what|who|whom|where|when|whether|if|because)"
    r"(?![\w']))[\w'-]+){0,6}?\s+(?:so|that)\s+(?:badly|bad|much)"
    r"|(?:(?<![\w'])(?:is|are|was|were)|'s|'re)\s+(?:so|that)\s+(?:eager|keen|desperate|set\s+on))"
    r"(?![\w'])",
    re.I,
)
# the condition's subject when it is a person's pronoun ("If he's scum", "When she claims")
_SUBJECT = re.compile(r"\W*(?:(?:and|but|so)\W+)?\w+\s+(he|she|they)(?![\w])", re.I)
# a wish or mood denied ("If Ivo doesn't want it that much", "no longer wants"): none seen
_DENIED = re.compile(r"(?<![\w'])(?:not|no|never|\w+n't)(?![\w'])", re.I)
# ... or one that may come, a modal right before the wish's own verb or a word before it
# ("If Ivo would want it so badly", "will still want"); not a modal elsewhere before it
# ("If, as you may recall, Ivo wants it so badly", "to test my will that badly"; review26a)
_MAY_COME = re.compile(r"(?<![\w'])(?:would|could|might|may|will|should)(?:\s+[\w']+)?\s+$", re.I)


def held(condition: str) -> bool:
    """The writer says the condition holds ("If he's scum, and I think he is,") or sees
    someone's wish as it stands ("If Ivo wants to be lynched so badly"): no plan."""
    text = condition.replace("’", "'").rstrip()
    asserted = _ASSERTED.search(text)
    if asserted is not None:
        subject = _SUBJECT.match(text)  # "If he's scum, and she is,": another one's case
        return subject is None or subject.group(1).lower() == asserted.group("who").lower()
    seen = _SEEN.search(text)
    return (
        seen is not None
        and _DENIED.search(text, 0, seen.end()) is None
        and _MAY_COME.search(text, 0, seen.start()) is None
    )
