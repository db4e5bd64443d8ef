"""A vote's text the roster reads no name in, read on by its shape: names joined by
arrows, a filler vote word before the name, a remark after a colon, "//", "|" or "w/",
a sentence glued after a stop, a player's wagon, a no-elimination word and words of when;
and a name that is only another player's choice ("same as Lark")."""

from __future__ import annotations

import re
from dataclasses import replace

from votecount.parser.model import NO_ELIMINATION, Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import before_possessive
from votecount.parser.names.players import Roster
from votecount.parser.names.votes import GLUED_STOP, WHOLE_NAME
from votecount.parser.rulebook import rule

from .titles import WORD_RUN

_WHOLE_OR_SPECIAL = frozenset((*WHOLE_NAME, Step.SPECIAL))
_VOTE_WORD = re.compile(r"^(?:/?vote|to)\b[\s:]*(?=\S)", re.I)  # "VOTE: /vote X", "Vote to NL"


def after_vote_word(text: str, roster: Roster) -> Resolution | None:
    """A name after a filler word that repeats the command ("/vote Flubber", "to No
    Lynch"), when the name alone resolves."""
    lead = _VOTE_WORD.match(text)
    if lead is None:
        return None
    res = roster.resolve(text[lead.end() :])
    return replace(res, text=text) if res.ok else None


# words after a no-elimination word that say only when ("No Lynch today", "NL for now");
# any other ("No Lynch unless someone claims", "NL Ivo") leaves the text unread
_WHEN_WORDS = frozenset(("today", "for", "now", "then", "again", "instead", "please", "pls"))


# a vote's text that names a player only as the one whose choice it follows ("same as
# Lark", "with Lark", "like Lark") or as the owner of someone else ("Lark's target",
# "Lark's pick", "Lark's buddy"); "Lark's wagon", "Lark's slot", "Lark's replacement"
# are Lark's own
_FOLLOWS = re.compile(r"^(?:the\s+)?(?:same\s+as|with|like|as|after|than|whoever|whomever)\s", re.I)
_OWNED = re.compile(
    r"['\u2019`]s\s+(?:target|pick|choice|buddy|buddies|partner|scumbuddy|scumpartner|"
    r"teammate|team|friend|vote|votes|bus|opposite|favou?rite)\b",
    re.I,
)


@rule("another_players_pick")
def another_players_pick(text: str) -> bool:
    """A vote's text naming a player only as another's choice ("same as Lark", "with
    Lark", "Lark's target"): the name inside it is no player to vote (read loosely, as a
    substring, it was that player)."""
    return _FOLLOWS.match(text) is not None or _OWNED.search(text) is not None


@rule("no_elimination_then")
def no_elimination_then(text: str, roster: Roster) -> Resolution | None:
    """A no-elimination word then only words of when ("No Lynch today", "no elim for
    now"): the no-elimination vote."""
    ws = text.split()
    for n in range(min(3, len(ws) - 1), 0, -1):
        if all(w.strip(".,;:!").lower() in _WHEN_WORDS for w in ws[n:]):
            res = roster.resolve(" ".join(ws[:n]))
            if res.ok and res.step is Step.SPECIAL and res.player == NO_ELIMINATION:
                detail = f"{res.detail}; the words of when after it left out"
                return replace(res, text=text, detail=detail)
    return None


# a wagon named by its player ("Ivo's wagon", "Ivo’s bandwagon", "Ivo's train"): the vote
# goes on that player's wagon (the names layer reads "Ivo's slot" so already)
_WAGON_AFTER = re.compile(r"\s+(?:band)?(?:wagon|train)\s*[.!]*$", re.I)


@rule("wagon_of")
def wagon_of(text: str, roster: Roster) -> Resolution | None:
    """A player's whole name with a possessive, then "wagon" or "train" ("VOTE: Ivo's
    wagon"): that player ("Ivo wagon", no possessive, and a name read only loosely stay
    unread)."""
    m = _WAGON_AFTER.search(text)
    name = before_possessive(text[: m.start()].rstrip()) if m is not None else None
    res = roster.resolve(name) if name and name.strip() else None
    if res is None or not res.ok or res.step not in WHOLE_NAME:
        return None
    return replace(res, text=text, detail=f"{res.detail}; the player's wagon")


def before_colon(text: str, roster: Roster) -> Resolution | None:
    """A name, then a colon and a remark ("BP: for what you did"), the filler word before
    it left out ("Vote BP: ..."), when the text before the colon is a player's whole name
    (never a word that only abbreviates one: "FoS: Push: X")."""
    head, colon, rest = text.partition(":")
    if not colon or not rest.strip():
        return None
    lead = _VOTE_WORD.match(head)
    name = head[lead.end() :] if lead is not None else head
    res = roster.resolve(name) if name.strip() else None
    if res is None or not res.ok or res.step not in WHOLE_NAME:
        return None  # "FoS: Push: X": a word that only abbreviates a name is no name
    return replace(res, text=text, detail=f"{res.detail}; the remark after a colon left out")


# an arrow between two names shows a change of vote ("VOTE: Ivo -> Lark"); not ">" or
# ">>", which also rank ("Ivo >> Lark": Ivo well before Lark)
_ARROW = re.compile(r"\s*(?:-+>|=+>|[\u2192\u21d2\u27a1\u279c\u27f6]\ufe0f?|~>)\s*")


@rule("arrow_change")
def changed_to(text: str, roster: Roster) -> Resolution | None:
    """Names joined by arrows ("Ivo -> Lark", "Ivo => No Lynch", "Ivo → Lark → Tansy"):
    the vote moved on to the last, when each is a player's whole name (or the
    no-elimination wagon) and the last differs from the one before; "Ivo -> L-2", "Ivo
    -> he lied" stay Ivo."""
    if text.isascii() and "->" not in text and "=>" not in text and "~>" not in text:
        return None
    parts = _ARROW.split(text)
    if not 2 <= len(parts) <= 4:
        return None
    said = [roster.resolve(p.strip(" .!,;")) for p in parts]
    if not all(r.ok and r.step in _WHOLE_OR_SPECIAL for r in said):
        return None
    last = said[-1]
    if last.player == said[-2].player:
        return None
    return replace(last, text=text, detail=f"{last.detail}; the name after the arrow")


@rule("glued_stop")
def glued_stop(text: str, roster: Roster) -> Resolution | None:
    """A name and the next sentence with no space after the stop ("Ivo.He lied", "Ivo.Lark
    is next"): the player whose whole name stands before the stop ("Lark.Ivo", two
    names, is not read so)."""
    m = GLUED_STOP.search(text)
    if m is None:
        return None
    res = roster.resolve(text[: m.start()])
    if not res.ok or res.step not in WHOLE_NAME or roster.resolve(text[m.end() :]).ok:
        return None  # "Lark.Ivo": two names glued, no sentence after one
    return replace(
        res, text=text, detail=f"{res.detail}; the sentence glued after the stop left out"
    )


# a remark set off after the name by "//", "|" or "w/" ("VOTE: Ivo // see my last post",
# "Ivo | reasons below", "Ivo w/ reasons below"; tests/parser/votezoo/test_ninth.py)
_REMARK_MARK = re.compile(r"\s+(?:/{2,}|\|+|w/)(?=\s|$)", re.I)


@rule("before_remark")
def before_remark(text: str, roster: Roster) -> Resolution | None:
    """A player's whole name, then "//", "|" or "w/" and a remark that names no player,
    as a whole or by any of its words: that player ("Ivo | Lark", "Lark // Ivo // Tansy",
    "Ivo // Lark idk" stay unread)."""
    m = _REMARK_MARK.search(text)
    if m is None or not m.start():
        return None
    res = roster.resolve(text[: m.start()])
    if not res.ok or res.step not in WHOLE_NAME or _names_someone(text[m.end() :], roster):
        return None
    return replace(res, text=text, detail=f"{res.detail}; the remark after the name left out")


def _names_someone(text: str, roster: Roster) -> bool:
    """``text``, or one of its first words, is read as some player (or several)."""
    if roster.resolve(text).status is not ResolutionStatus.UNKNOWN:
        return True
    return any(roster.resolve(w).ok for w in WORD_RUN.findall(text)[:8])
