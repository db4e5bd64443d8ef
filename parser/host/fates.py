"""A flip line: a player's name, role and fate as hosts write them when a player dies
("Rhinox, Vanilla Townie, eviscerated Night 1!", "Ivo - Town Doctor - lynched Day 4", "Ivo
(Vanilla Townie) lynched day 4", "Kes (killed N1)", "Ivo, Vanilla Townie, was nailed with
a lentil."), read by ``flip``; a survivor's or a night action's line is none. The other
death wordings are ``deaths``."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.host.deaths import LYNCH, SURVIVED
from votecount.parser.host.flips import NOT_A_DEATH, ROLE_OR_VANILLA, is_role
from votecount.parser.names.players import NO_ELIMINATION_WORDS
from votecount.parser.numbers import NUMBER

_PHASE = (
    rf"(?:on\s+|during\s+)?(?:(?P<phase>day|night)\s*{NUMBER}|(?P<short>d|n)\d+|"
    r"(?P<night>(?:during|in)\s+the\s+night|last\s+night|overnight))\s*[!.]*$"
)
_SEP = r"(?>\s*,|\s+[-–—])\s*+"  # a comma (spaced or not) or a spaced dash, tried once
# the MafiaScum flip: "Rhinox, Vanilla Townie, eviscerated Night 1!", "Ivo - Town
# Doctor - lynched Day 4"
_FLIP = re.compile(rf"^@?([^,]{{1,40}}?){_SEP}[^,]{{1,60}}?{_SEP}(.{{1,80}}?)\s+{_PHASE}", re.I)
# the flip with no separator before its verb, one verb of a death: "Ivo, Knife Goon
# lynched D4", "Ivo , Doctor shot night two.", the role in brackets: "Ivo (Vanilla
# Townie) lynched day 4"
_FLIP_BARE = re.compile(
    rf"^@?([^,]{{1,40}}?)(?:{_SEP}[^,]{{1,60}}?|\s*\([^()]{{1,60}}\))\s+((?:mod-?|night-?)?killed|lynched|hanged|hung|"
    rf"executed|eliminated|shot|murdered|slain|eviscerated|vigged|modkilled)\s+{_PHASE}",
    re.I,
)

# the flip with the role alone between its name and a verb no table holds: "Ivo, Town
# Vanilla choked on bread night one!", "Ivo, Town Neighbor was rung out night four",
# "Ivo - Vanilla Townie - killed during the night" (the role checked: ``flips.is_role``)
_FLIP_ROLE = re.compile(
    rf"^@?([^,]{{1,40}}?)(?:{_SEP}([^,()]{{1,60}}?)|\s*\(([^()]{{1,60}})\))(?:{_SEP}|\s+)"
    r"((?:(?:was|were|has\s+been|had\s+been|got)\s+|also\s+)?[a-z]+(?:ed|en|died)\b"
    rf"(?<!\bneed)(?<!\bnamed)[^,]{{0,40}}?|(?:(?:was|were|has\s+been|got)\s+)[a-z]+\b[^,]{{0,40}}?)\s+{_PHASE}",
    re.I,
)
# a night's action, not a death: "Ivo, Town Cop, investigated Wren Night 1", "Ivo (Town
# Cop) checked Wren N1", "Ivo, Goon, voted Juno Day 2" (not "voted out")
# the idiom of a death, no negation: "gone but not forgotten"
_GONE = re.compile(r"\bbut\s+not\s+forgotten\b", re.I)
_ACTION = re.compile(
    r"\b(?:(?:protect|investigat|track|watch|visit|block|roleblock|heal|guard|jail|redirect|"
    r"recruit|replac|submitt?|attempt|check|inspect|target|follow|escort|vot(?!\w*\s+out\b))"
    r"(?:ed|es|s|ing|e)?|not|never|will|would|nearly|almost)\b|"
    r"n't\b",
    re.I,
)

# the flip with no phase, its verb themed: "Ivo, Vanilla Townie, was nailed with a lentil."
# (the role a role's word; the verb not a night action's, a survivor's or a slot's change:
# "Ivo, Town Cop, was protected", "..., was replaced by Marlow")
_FLIP_UNPHASED = re.compile(
    r"^@?([^,]{1,40}?),\s*((?:(?:a|an|the)\s+)?[^,()]{1,60}?),\s*(?:was|has\s+been|got)\s+"
    rf"({NOT_A_DEATH}[a-z]+(?:ed|en))\b[^,;:?]{{0,60}}?\s*[.!]*$",
    re.I,
)
_PHASE_AT_END = re.compile(rf"\s{_PHASE}", re.I)
# a list line's note of the fate, no role: "Kes (killed N1)", "Juno (lynched Day 1)"; the name's
# later words capitalised ("Old Maple"), no words between ("Lark voted Ivo", "No one")
_FLIP_NOTE = re.compile(
    r"^@?([^\W\d][\w.\-]{0,30}(?-i: [A-Z0-9][\w.\-]{0,30}){0,2})\s*\(\s*"
    r"((?:mod-?|night-?)?killed|lynched|executed|"
    r"eliminated|shot|modkilled|vigged)\s+(?:on\s+)?(?:(?P<phase_d>day\s*|d)|night\s*|n)"
    rf"{NUMBER}\s*\)\s*[.!]*$",
    re.I,
)
_NO_ONE = frozenset(w for w in NO_ELIMINATION_WORDS if w.startswith("no"))  # "No one"
_FLIP_LONGEST = 240  # the name, the role, the verb and the phase


class Flip(NamedTuple):
    """A flip line: the name as written, whether it is a lynch (a lynch's word, a day);
    an active verb's object after it ("Ivo, Vigilante killed Juno Night 2": ``after`` is
    "Juno"): the caller reads whether it names a player, the one killed (``KILLS``)."""

    name: str
    lynch: bool
    verb: str = ""  # the active verb (no auxiliary before it): "killed"
    after: str = ""  # the words after it, before the phase


# the verb's first word, with no auxiliary: an active verb whose object may follow
_ACTIVE = re.compile(r"^(?!(?:was|were|has|had|have|got|is|also)\b)([a-z]+)\s+", re.I)
# an active verb of a kill: "Ivo, Vigilante, shot Juno Night 2" (Juno dies)
KILLS = re.compile(
    r"^(?:killed|shot|murdered|slew|stabbed|poisoned|vigged|strangled|eviscerated|"
    r"executed|assassinated|nightkilled|night-killed)$",
    re.I,
)


def flip(line: str) -> Flip | None:
    """The flip a line is ("Ivo, Vanilla Townie, lynched Day 1"), else None; a survivor's
    ("Ivo, Town Cop, survived Night 2") is none."""
    if len(line) > _FLIP_LONGEST:
        return None  # no flip: not read further (a long line of spaces and dashes is slow)
    if not _PHASE_AT_END.search(line):
        note = _FLIP_NOTE.match(line)
        # "~~Kes~~ (killed N1)": a list's line, the fate its note ("Nobody (killed N1)": no
        # name; only the words that say "no": "Skip", "Pass", "NL" may be logins)
        if note is not None and note.group(1).strip().casefold() in _NO_ONE:
            return None
        if note is not None:
            return Flip(note.group(1).strip(), bool(note["phase_d"] and LYNCH.search(note[2])))
        return _unphased(line)
    m = _FLIP.match(line) or _FLIP_BARE.match(line)
    verb = m.group(2) if m else ""
    if m is None:
        m = _FLIP_ROLE.match(line)
        if m is None or not is_role(m.group(2) or m.group(3) or ""):
            return None
        verb = m.group(4)
    if SURVIVED.search(verb) or _ACTION.search(_GONE.sub(" ", verb)):
        return None
    day = (m.group("phase") or m.group("short") or "n").lower().startswith("d")
    active = _ACTIVE.match(verb.strip())
    said = (active.group(1), verb.strip()[active.end() :]) if active else ("", "")
    return Flip(m.group(1).strip(), bool(day and LYNCH.search(verb)), *said)


def _unphased(line: str) -> Flip | None:
    """The flip naming no phase, its verb themed ("Ivo, Vanilla Townie, was nailed with a
    lentil."): the role a role's word (``flips.ROLE_OR_VANILLA``)."""
    m = _FLIP_UNPHASED.match(line)
    if m is None:
        return None
    role = re.sub(r"^(?:a|an|the)\s+", "", m.group(2), flags=re.I)
    if not is_role(role) or ROLE_OR_VANILLA.search(role) is None or SURVIVED.search(line):
        return None
    return Flip(m.group(1).strip(), LYNCH.search(m.group(3)) is not None)
