"""What a host takes back later in the same post, as a correction (pure: text in, names
out): a replacement ("Marlow replaces Ivo. EDIT: Sorry, Ivo is back.", "... Never mind,
Ivo is staying in": the one who was to leave stays; read by init's
``replacements.announces`` and by ``votecount events``) and a death ("Kestrel and Juno
were found dead. EDIT: Juno was not killed, my mistake.": ``votecount events``)."""

from __future__ import annotations

import re

from votecount.parser.host.sentences import SENTENCES
from votecount.parser.host.sub_words import FROM, MENTIONED, REPLACE_WORD

# the player back or staying: "Ivo is back" (not "back from his trip", "back as a
# spectator", "has returned his role PM": the return ends its clause, or is back "in", "in
# the game", "online", "now", "after all"), "Ivo is staying in", "Ivo stays", "Ivo is not
# leaving after all"
_STAYS = re.compile(
    rf"{FROM}{MENTIONED}\s+(?:is\s+back|has\s+come\s+back|came\s+back|has\s+returned|returns)\b"
    r"(?:\s+(?:in(?:\s+the\s+game)?|online|now|after\s+all))*\s*(?=[.!,;]|$|\s+and\b)"
    rf"|{FROM}{MENTIONED}\s+(?:is\s+staying|stays|will\s+stay|is\s+not\s+leaving|isn['’]t\s+leaving)"
    r"(?:\s+in(?:\s+the\s+game)?)?(?:\s+after\s+all)?\s*(?:[.!;]|$)",
    re.I,
)
# ... said as a correction in its sentence: "Sorry,", "Never mind,", "EDIT:", "Actually,"
_CORRECTION = re.compile(
    r"\b(?:sorry|never\s*mind|nvm|scratch\s+that|actually|correction|edit|update|oops"
    r"|after\s+all|my\s+(?:mistake|bad))\b",
    re.I,
)


def kept_in(text: str) -> list[str]:
    """The players (as written, the words before the verb) a correction after a
    replacement's words in ``text`` says stay in ("Sorry, Ivo is back."); none before
    a replacement is written, nor without a correction's word in its sentence ("Juno is
    back from her trip")."""
    first = REPLACE_WORD.search(text)
    if first is None:
        return []
    out = []
    for sentence in SENTENCES.split(text[first.end() :]):
        if _CORRECTION.search(sentence) is None:
            continue
        for m in _STAYS.finditer(sentence):
            out.append(m.group(1) or m.group(2))
    return out


def stays(player: str, text: str) -> bool:
    """Does a correction in ``text`` keep ``player`` in (its last words name him)?"""
    return _names(player, kept_in(text))


# a replacement called off in a later post: "The replacement of Ivo is cancelled", "The
# sub is off" (whose, the words between: ``taken_back`` reads them)
_CALLED_OFF = re.compile(
    r"\b(?:replacement|substitution|sub)\b([^.!?]{0,40}?)\b(?:is|has\s+been|was)\s+"
    r"(?:cancell?ed|called\s+off|withdrawn|off)\b",
    re.I,
)
# a correction's words that are news too ("Update: Ivo is back." after "Marlow is subbing
# in for Ivo": a return, not the replacement taken back; "Update: Ivo stays." takes it back)
_NEWS = frozenset({"update", "edit"})


def taken_back(player: str, text: str) -> bool:
    """Does a later host post take back the replacement of ``player`` told before: a
    correction keeping him in ("Sorry, Ivo is back.", "Never mind, Ivo is staying in the
    game."; after "Update:" or "EDIT:" alone, only his staying: "Update: Ivo stays."), or
    him staying beside his replacement called off ("The replacement of Ivo is cancelled;
    Ivo stays in.", "The replacement is off. Ivo stays."; not another's: "The sub for
    Juno is off. Ivo stays."). Not a return told with no correction ("Ivo is back from
    his trip")."""
    called_off = any(
        not m.group(1).strip() or _names_in(player, m.group(1)) for m in _CALLED_OFF.finditer(text)
    )
    for sentence in SENTENCES.split(text):
        words = {w.casefold() for w in _CORRECTION.findall(sentence)}
        if not (called_off or words):
            continue
        news = not called_off and words <= _NEWS
        kept = [m.group(2) if news else m.group(1) or m.group(2) for m in _STAYS.finditer(sentence)]
        if _names(player, [k for k in kept if k]):
            return True
    return False


def _names_in(player: str, text: str) -> bool:
    """Is ``player`` named among the words of ``text``?"""
    return re.search(rf"(?<!\w){re.escape(player)}(?!\w)", text, re.I) is not None


def _names(player: str, written: list[str]) -> bool:
    """Do the last words of one of ``written`` name ``player``?"""
    folded = player.casefold()
    return any(
        w.casefold().endswith(folded)
        and (len(w) == len(folded) or not w[-len(folded) - 1].isalnum())
        for w in written
    )


# a death taken back: "Juno was not killed", "Juno isn't dead", "Juno is still alive" (not
# its killer: "Juno was not killed by the mafia; ..."; "... by anyone" is)
_DIED = r"killed|lynched|died|modkilled|eliminated|executed"
_LIVES = re.compile(
    rf"{FROM}{MENTIONED}\s+(?:was\s+not|wasn['’]t|is\s+not|isn['’]t|did\s+not|didn['’]t)\s+"
    rf"(?:actually\s+)?(?:{_DIED}|dead|die)\b(?!\s+by\s+(?!any))"
    rf"|{FROM}{MENTIONED}\s+is\s+(?:still\s+|actually\s+)?alive\b",
    re.I,
)


# ... unless the rest of its sentence tells how he died instead: "Ivo was not killed, he
# was lynched", "Kestrel was not lynched, sorry, she died at night" (not another's death:
# "Juno wasn't killed; Kestrel died instead")
_DIED_SO = re.compile(
    rf"\b(?:he|she|they|but)\s+(?:(?:was|were|has|have|had|been|actually)\s+)*(?:{_DIED})\b",
    re.I,
)


def lives(player: str, text: str) -> bool:
    """Does a correction in ``text`` say ``player`` did not die after all ("EDIT: Juno
    was not killed, my mistake")? Only in a sentence with a correction's word, and not
    one that goes on to tell how he died ("Ivo was not killed, he was lynched"), or right
    after a sentence that is a correction's word alone ("Sorry! Ivo is not dead.")."""
    said = SENTENCES.split(text)
    written = [
        m.group(1) or m.group(2)
        for i, sentence in enumerate(said)
        if _CORRECTION.search(sentence) or (i and _ALONE.fullmatch(said[i - 1]))
        for m in _LIVES.finditer(sentence)
        if _DIED_SO.search(sentence, m.end()) is None
    ]
    return _names(player, written)


# a correction's word as a sentence of its own: "Sorry!", "Oops.", "My bad!", "Correction:"
_ALONE = re.compile(rf"\W*(?:{_CORRECTION.pattern})\W*", re.I)
