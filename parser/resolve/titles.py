"""A name with a stop in it the command's text ended at ("Mr. Flay"), and a title the
writer put before a player's whole name ("Mr. Ivo", "Dr Juno")."""

from __future__ import annotations

import re
from dataclasses import replace

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import fold, tidy
from votecount.parser.names.players import Roster
from votecount.parser.names.typos import picked_result
from votecount.parser.names.votes import TITLES, WHOLE_NAME
from votecount.parser.rulebook import rule

_POSSESSIVE_END = re.compile(r"['\u2019`]s$", re.I)
_S_END = re.compile(r"(?<=\w)s$", re.I)
_STOP_WORDS = re.compile(r"[.!?]+(?:\s+[^\s.!?,;:]+){1,3}")  # ". Flay", "! Jr"
WORD_RUN = re.compile(r"[^\s.!?,;:]+")


def past_a_stop(raw: str, text: str, roster: Roster) -> Resolution | None:
    """A player's name with a stop and a space in it ("Mr. Flay", "St. Jude", "Yes! Jr"),
    which the command's text ended at ("Mr"): the name read on past the stop, up to three
    words, the longest that is a player's name as written, stop and all (any case), or
    with a possessive or a plural "s" after it ("Mr. Fox's"; "Mr. Fox Jrs" is Mr. Fox Jr,
    not Mr. Fox); AMBIGUOUS beside a name that folds alike ("Mr. Juno" beside MrJuno)."""
    at = raw.find(text)
    more = _STOP_WORDS.match(raw, at + len(text)) if at >= 0 and text else None
    if more is None:
        return None
    ends = [m.end() for m in WORD_RUN.finditer(raw, at + len(text), more.end())]
    for end in reversed(ends):
        written = tidy(raw[at:end])
        said = {  # "Mr. Fox's", "Mr. Fox Jrs": the name, not the shorter "Mr. Fox"
            w.casefold()
            for w in (written, _POSSESSIVE_END.sub("", written), _S_END.sub("", written))
        }
        hits = {
            p.username
            for p in roster.players
            for n in (p.username, p.display_name)
            if tidy(n).casefold() in said
        }
        if hits:
            alike = roster.resolve(written)  # "Mr. Juno" beside MrJuno: they fold alike
            if alike.status is ResolutionStatus.AMBIGUOUS and hits <= set(alike.candidates):
                return alike
            detail = "a name with a stop in it, read on past the stop"
            return picked_result(written, tuple(sorted(hits)), Step.NORMALISED, detail)
    return None


def with_its_mark(raw: str, text: str, roster: Roster, res: Resolution) -> Resolution | None:
    """Of players whose names fold alike (AMBIGUOUS ``res``: Ivo and Ivo!), the one whose
    name has the marks the command's text ended at ("vote Ivo!": Ivo!): a mark typed is
    the name's that has it, before it is the sentence's; none of them has it, or the
    text has none (a writer drops marks: "vote Ivo" beside both), and ``res`` stands.
    Every mark typed is the name's ("Ivo!!" is Ivo!'s mark typed twice): a run with a
    mark the name has not ("vote Ivo!?", "Ivo!!?") is the sentence's, and stands."""
    if res.status is not ResolutionStatus.AMBIGUOUS:
        return None
    at = raw.find(text)
    marks = _MARKS_AFTER.match(raw, at + len(text)) if at >= 0 and text else None
    if marks is None:
        return None
    for end in range(marks.end(), marks.start(), -1):  # "Ivo!!": Ivo!! or Ivo!
        found = roster.resolve(raw[at:end])
        if found.ok and found.step in WHOLE_NAME and found.player in res.candidates:
            if not set(marks.group()) <= set(raw[marks.start() : end]):
                return None  # "Ivo!?": the "?" is no name's, the run the sentence's
            return replace(found, detail=f"{found.detail}; the mark after it is the name's")
    return None


_MARKS_AFTER = re.compile(r"[!?]+")  # the marks a vote's text is cut before that spell no word


def _is_title(word: str) -> bool:
    """A title a writer puts before a name ("Mr.", "Dr", "Miss"): the names layer's list."""
    return fold(word.rstrip(".")) in TITLES


@rule("title")
def after_a_title(raw: str, text: str, roster: Roster) -> Resolution | None:
    """A player's whole name after a title the writer added ("Mr. Ivo", "Miss Lark", "Dr
    Juno"), when the text is no player's name with the title: that player, never a
    player whose name starts with the title ("Mr. Pebble" for "Mr. Ivo"). The command's
    text may have ended at the title's stop ("Mr"): the words after it are read on, up
    to three, the longest that is a whole name, or else the first as the names layer
    reads a name after a title ("Mr. Kes": Kestrel shortened). The title and the words
    after it that are a player's whole name together come first ("mr. wren" beside MrWren
    and Mister Wren: MrWren; "Mr. Wren" beside Mr Wren and Wren: Mr Wren)."""
    head, _, rest = text.partition(" ")
    if _is_title(head) and rest.strip():
        after = rest
    elif _is_title(text.strip()):
        at = raw.find(text)
        more = _STOP_WORDS.match(raw, at + len(text)) if at >= 0 else None
        if more is None:
            return None
        after = raw[more.start() : more.end()].lstrip(".!? ")
    else:
        return None
    words = WORD_RUN.findall(after)[:3]
    for n in range(len(words), 0, -1):
        whole = roster.resolve(f"{head.rstrip('.')} {' '.join(words[:n])}")
        if whole.ok and whole.step in WHOLE_NAME:  # "mr. wren" beside MrWren and Mister Wren
            return replace(whole, text=text, detail=f"{whole.detail}; a stop left out")
        res = roster.resolve(" ".join(words[:n]))
        if res.ok and res.step in WHOLE_NAME:
            titled = roster.resolve(head.rstrip(".")) if rest.strip() else None
            if titled is not None and titled.ok and titled.step in WHOLE_NAME:
                # "Doc Ivo" beside a player named Doc: two names, or a title
                both = tuple(sorted({*titled.candidates, *res.candidates}))
                why = "a player's name, then another's"
                return Resolution(text, ResolutionStatus.AMBIGUOUS, None, None, both, why)
            detail = f"{res.detail}; a title before the name left out"
            return replace(res, text=text, detail=detail)
    if not rest.strip() and words:  # "Mr. Kes": a shortened name, as "Mr Kes" is read
        said = roster.leading_name(f"{text.strip().rstrip('.')} {words[0]}")
        return replace(said, text=text) if said is not None else None
    return None
