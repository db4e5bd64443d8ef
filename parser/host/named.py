"""Who replaced whom, as a host's line names it (``named_in``, read by ``votecount
events`` and init), and which of those replacements are still to come: on a condition,
one that may be, or one the newcomer has still to confirm (``on_condition``, ``PENDING``).
The wordings themselves are ``sub_words``'s one table. Pure: text in, matches out."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.host.confirmations import PRONOUNS, confirmation, same_pronoun
from votecount.parser.host.phase_words import asked
from votecount.parser.host.sentences import SENTENCES
from votecount.parser.host.sub_words import (
    CHANGE,
    JOINED,
    NAMED_NEW_FIRST,
    NEW_FIRST,
    OLD_FIRST,
    RESPECTIVELY,
    SENTENCE,
    WORDED,
)
from votecount.parser.names.wordlists import TITLES


class Named(NamedTuple):
    """A replacement as a host's line writes it: who comes in and who leaves, their
    names as written, and how to read them (``leading``: the leaving name from its first
    words; ``coming_first``: the newcomer's likewise). ``form``: "verb" ("NEW replaces
    OLD"), "respectively" (one of several, all or none), "change" (an arrow under a heading
    of changes: a replacement when NEW is no player) or "worded" (any other)."""

    new: str
    old: str
    start: int
    end: int
    form: str
    leading: bool = True
    coming_first: bool = False


# a replacement on a condition or one that may come: "Ivo will be force-replaced by Marlow
# if he does not post", "Marlow replaces Ivo unless he returns", "Ivo may be replaced by
# Marlow" (a threat or a plan, no replacement yet)
# (an aside is none: "Marlow replaces Ivo, if anyone missed it", "... in case you missed it",
# "..., if only for today", "..., if that wasn't clear", "..., if that's ok with everyone")
_CONDITION = re.compile(
    r"\b(?:if|unless|provided|otherwise)\b(?!\s+(?:(?:anyone|anybody|you|y['’]all)\s+(?:was|were"
    r"|missed|didn|haven|hadn|cares?|noticed|wondered|wondering|need)|only\b"
    r"|(?:that|it)(?:['’]s|\s+is|\s+was)?\s*(?:not\s+|n['’]t\s+|wasn['’]t\s+|isn['’]t\s+)?"
    r"(?:already\s+)?(?:clear|obvious|ok|okay|alright|fine\s+with)\b))",
    re.I,
)
_MAY_BE = re.compile(
    r"\b(?:may|might|could|would|should)\s+(?:\w+\s+)?(?:be|have\s+been)\s+$", re.I
)
# a replacement told as made ("Ivo has been replaced by Marlow", "Marlow has replaced
# Ivo"; not "Ivo will be replaced, unless ..."): a condition after it is no condition on
# it ("..., unless you count the prods"); nor is one in a clause of its own after it, a
# relative or a reason ("Marlow replaces Ivo, who asked if he could leave", "... (Ivo
# asked me if he could leave)", "..., as Ivo asked if ...")
# the other case a wait or a search, so the replacement is one to come: "Marlow replaces
# Ivo, otherwise we wait", "..., otherwise Ivo stays", "..., otherwise I'll look for
# another" (not "..., otherwise nothing changes": the rest of the game)
_WAIT = re.compile(  # (not "..., otherwise the deadline remains": the rest of the game)
    r"\W*(?!(?:the|all|each|nothing|votes?)\b)(?:[\w'’]+\s+){0,3}?"
    r"(?:(?:will|shall|must|have\s+to|has\s+to)\s+)?"
    r"(?:wait|waits|waiting|look|looks|looking|search|searching|find|stays?|remains?|keeps?"
    r"|prods?|prodded|modkill|modkilled|gets?\s+modkilled)\b",
    re.I,
)
# the newcomer still to confirm: "Marlow will replace Ivo once he confirms", "... when she
# accepts" (not a replacement told as made: "Marlow has replaced Ivo since he confirmed")
PENDING = re.compile(
    r"\b(?:once|when|after|as\s+soon\s+as)\s+(?P<who>he|she|they)\s+"
    r"(?:confirms?|accepts?|agrees?|answers?|responds?|replies|reply|is\s+confirmed|has\s+confirmed)\b",
    re.I,
)


def pending_pronoun(text: str) -> str | None:
    """The pronoun of the first replacement still to be confirmed in the text ("... once
    she confirms": "she"), None when none is."""
    m = PENDING.search(text)
    return None if m is None else m["who"].casefold()


_STOP = re.compile(r"[.!?]\s")  # a sentence's end inside a replacement's words
_MADE = re.compile(r"\b(?:has|have|had|was|were)\b", re.I)
_OWN_CLAUSE = re.compile(r"[(\[]|\b(?:who|whom|whose|which|as|because|since)\b", re.I)


def on_condition(line: str, start: int, end: int) -> bool:
    """Is the replacement written at ``line[start:end]`` on a condition in its sentence, or
    one that may be ("Ivo may be replaced by Marlow")? A condition after a replacement
    told as made, or in a clause of its own after it, is none. One written over two
    sentences is read in its last too ("Ivo has left. Marlow will replace him if he
    confirms": the replacement still to be confirmed); so is one the newcomer has still to
    confirm ("Marlow will replace Ivo once he confirms")."""
    stop = next(reversed(list(_STOP.finditer(line, start, end))), None)
    if (  # (its last sentence a replacement's verb, not a name read on: "... by Marlow.
        # Please welcome him if he posts")
        stop is not None
        and (OLD_FIRST.search(line, stop.end(), end) or NEW_FIRST.search(line, stop.end(), end))
        and on_condition(line, stop.end(), end)
    ):
        return True
    head = SENTENCE.split(line[:start])[-1]
    verb = OLD_FIRST.search(line, start, end) or NEW_FIRST.search(line, start, end)
    if _CONDITION.search(head + line[start : verb.start() if verb else start]):
        return True
    said = verb.end() if verb else end  # the names read after the verb may run on
    rest = SENTENCE.split(line[start:])[0]  # (a name read on may hold a stop)
    after = _OWN_CLAUSE.split(rest[said - start :])[0] if len(rest) > said - start else ""
    if _MADE.search(line, start, said) is None and (
        any(
            c.group(0).casefold() != "otherwise" or _WAIT.match(after, c.end())
            for c in _CONDITION.finditer(after)
        )
        or (
            PENDING.search(rest, said - start) is not None
            and not _confirmed_after(line, start, end)
        )
    ):  # ("Marlow replaces Ivo, otherwise nothing changes": what follows is the other case)
        return True
    old = OLD_FIRST.search(line, start, end)
    return _MAY_BE.search(line[max(0, start - 40) : old.start()] if old else head) is not None


_STOP_IN_NAME = re.compile(r"[.!?;]\s+")
_TITLE_STOPS = TITLES | {"st"}  # a stop after a title ends no sentence: "St. Juno"


def _sentence_stop(old: str) -> re.Match[str] | None:
    """The first stop in the name read after the verb that ends a sentence: not the one
    after a title ("Marlow replaces St. Juno. Saffron replaces Ivo.")."""
    return next(
        (s for s in _STOP_IN_NAME.finditer(old)
         if old[: s.start()].rsplit(None, 1)[-1].casefold() not in _TITLE_STOPS),
        None,
    )  # fmt: skip


def named_in(line: str) -> list[Named]:
    """Every replacement a host's line writes, in the table's order: "NEW replaces OLD"
    and the other verbs after the newcomer, "NEW and NEW2 replace OLD and OLD2,
    respectively", then the other wordings ("OLD has been replaced by NEW",
    "Replacement: NEW for OLD", "OLD has left. NEW will be replacing him." ...)."""
    out: list[Named] = []
    m = RESPECTIVELY.search(line) if "respectively" in line.casefold() else None
    if m is not None:
        news = [p for p in JOINED.split(SENTENCE.split(line[: m.start()])[-1]) if p.strip()]
        olds = [p for p in JOINED.split(m.group(1)) if p.strip()]
        if len(news) == len(olds) >= 2:
            out += [Named(n, o, m.start(), m.end(), "respectively") for n, o in zip(news, olds, strict=True)]  # fmt: skip
    at = 0
    while (m := NAMED_NEW_FIRST.search(line, at)) is not None:
        old, at = m.group(2), m.end()
        # the sentence ends inside the name after the verb, the next replacement from
        # there: "Rook replaces Wren. Tansy replaces Rook." (no name "Wren. Tansy replaces")
        stop = _sentence_stop(old)
        if stop is not None and NAMED_NEW_FIRST.match(line, m.start(2) + stop.end()):
            old, at = old[: stop.start()], m.start(2) + stop.end()
        if m.group(1).endswith((".", "!", "?")):  # "Prodding Kestrel. Replacing Ivo."
            continue  # a sentence ends at the name: it is no subject of the verb
        out.append(Named(m.group(1), old, m.start(), m.start(2) + len(old), "verb"))
    for m in CHANGE.finditer(line):
        out.append(Named(m.group(2), m.group(1), m.start(), m.end(), "change", True, True))
    for pattern, new_first, leading, coming_first in WORDED:
        for m in pattern.finditer(line):
            new, old = (m.group(1), m.group(2)) if new_first else (m.group(2), m.group(1))
            out.append(Named(new, old, m.start(), m.end(), "worded", leading, coming_first))
    # (none asked: "Is Marlow in for Ivo?")
    return [f for f in out if not on_condition(line, f.start, f.end) and not asked(line, f.start)]


def _confirmed_after(line: str, start: int, end: int) -> bool:
    """Does a later sentence of the line confirm the replacement at ``line[start:end]``
    ("Marlow will replace Ivo once he confirms. He has confirmed.": its pronoun, or the
    newcomer named; not "Ivo has agreed", the one who leaves)?"""
    rest = SENTENCES.split(line[end:], maxsplit=1)
    who = confirmation(rest[1]) if len(rest) > 1 else None
    if who is None:
        return False
    if who in PRONOUNS:  # ("... once she confirms; ... once he confirms. She has confirmed.")
        return same_pronoun(who, pending_pronoun(SENTENCE.split(line[start:])[0]))
    old = OLD_FIRST.search(line, start, end)  # "OLD has been replaced by NEW"
    new = None if old else NEW_FIRST.search(line, start, end)  # "NEW will replace OLD"
    side = line[old.end() : end] if old else line[start : new.start()] if new else line[start:end]
    return re.search(rf"(?<!\w){re.escape(who)}(?!\w)", side, re.I) is not None
