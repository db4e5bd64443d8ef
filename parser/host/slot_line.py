"""One line of a host's player list read as its slot(s) (``parser.host.roster`` splits the
post into lines): the names a line leads with, known to the thread or not (struck, after an
arrow, "replaced by"), put in the order they played; a hydra's heads; a line of
comma-separated names as one slot each. The order conventions are in ``roster``'s
docstring."""

from __future__ import annotations

import re
from collections.abc import Mapping

from votecount.parser.host.dates import WEEKDAYS
from votecount.parser.host.inline_lists import login
from votecount.parser.host.list_words import (
    AKA,
    ASIDE,
    CHAIN_WORDS,
    EARLIER_FIRST,
    HYDRA,
    LATER_FIRST,
    LEAD,
    LONE_WORDS,
    MARKS,
    NOT_NAMES,
    NPC,
    PHASE_TAG,
    PROSE_WORDS,
    REPLACED_NAME,
    ROLE_WORDS,
    SALUTATIONS,
    role_label,
)
from votecount.parser.host.listed import ListedSlot
from votecount.parser.names import wordlists
from votecount.parser.prose.words import INTERJECTIONS


def line_slots(
    pieces: list[tuple[str, bool]], pattern: re.Pattern[str], known: Mapping[str, str],
    skip: set[str],
) -> list[ListedSlot]:  # fmt: skip
    """The slot(s) of one list line given as (text, struck) pieces; none for a line no
    name leads (prose, a heading)."""
    text = "".join(t for t, _ in pieces)
    lead = LEAD.match(text)
    start = lead.end() if lead else 0
    held = _HELD_FOR.match(text, start)  # "Slot 5: reserved for Ember": Ember's slot
    start = held.end() if held else start
    words = [w for w in text.split() if w.casefold().strip("()") not in CHAIN_WORDS]
    if not text[start:].strip() or len(words) > PROSE_WORDS + 3 or NPC.search(text):
        return []
    hydra = _HYDRA_LINE.match(text, start)
    if hydra:
        return [_hydra_slot(text, start, hydra, pattern, known, skip)]
    struck = _struck_ranges(pieces)
    found = [(m.start(), m.end()) for m in pattern.finditer(text)]
    head = _struck_head(text, start, struck, found)
    if head is not None:
        found.insert(0, head)
    if found and found[0][0] > start + 1 and role_label(text[start : found[0][0]]):
        start = found[0][0]  # "Town Cop: Ivo", "Player Two - Ivo": the role, then the name
    elif found and found[0][0] > start + 1 and _AKA_BEFORE.match(text, start, found[0][0]):
        start = found[0][0]  # "Ivo (aka IvoTheBold)": a real name, then the login
    found = _unknown_ends(text, start, struck, found, known)
    # a lurker first on a comma line ("Ivo, Juno, Lark, Wren": Ivo never posted): read as
    # a comma line only
    lurker_first = bool(found) and _lurker_first(text[start : found[0][0]], known)
    if not found or (found[0][0] > start + 1 and not lurker_first):  # no name leads it
        return []
    names = [(a, b, login(text[a:b], known)) for a, b in found]
    names = [(a, b, n) for a, b, n in names if n.casefold() not in skip]
    # a hydra's members ("Selkies (ann+bob)") play the slot under its own name; a "+"
    # joining no second name ("Ivo Kestrel +", a prod's mark) joins no hydra
    names = [(a, b, n) for a, b, n in names
             if not _JOINED_BEFORE.search(text[max(0, a - 4) : a])
             and not _JOINED_AFTER.match(text[b : b + 4])]  # fmt: skip
    # ... or are named in words: "Selkies (hydra of ann and bob)", "(shared by ann, bob)"
    members = [m.span() for m in HYDRA.finditer(text)]
    names = [(a, b, n) for a, b, n in names if not any(x <= a < y for x, y in members)]
    if not names:
        return []
    line = " ".join(text.split())
    parts = _comma_parts(text, start, names, struck, skip)
    if parts:  # "Ivo, Juno, Wren, Lark": Wren never posted, a slot all the same
        return [ListedSlot((login(n, known),), line) for n in parts]
    if lurker_first and found[0][0] > start + 1:
        return []
    if len(names) >= 3 and _comma_list(text, names):
        return [ListedSlot((n,), line) for _, _, n in names]
    if len(names) >= 3 and not struck and _sentence(text, start):
        return []  # "Juno, Ivo and Kestrel met at the mill while Bramble ...": no slot
    return [ListedSlot(tuple(dict.fromkeys(_in_order(text, names, struck))), line)]


# a slot kept for a player who has not yet posted /in: "reserved for Ember", "(held for
# @Ember)"; "Slot 5: reserved" alone is an open slot (players._OPEN)
_HELD_FOR = re.compile(r"[(\[]?\s*(?:reserved|held|saved|kept)\s+for\s+(?=@?\w)", re.I)


def _sentence(text: str, start: int) -> bool:
    """A sentence, not a list line: no number or bullet, ten words or more, closed by a
    full stop, and no word of who played first."""
    said = text.rstrip()
    return (
        start == 0
        and said.endswith((".", "!", "?"))
        and len(said.split()) >= _SENTENCE_WORDS
        and not EARLIER_FIRST.search(said)
        and not LATER_FIRST.search(said)
    )


_SENTENCE_WORDS = 10


# a hydra's heads joined on its list line, then its mark: "Ivo/Juno (hydra)", "@Ivo + @Juno
# (shared)": one slot its heads play from the start (the first names it), no replacement
_HYDRA_LINE = re.compile(
    r"@?([\w.\-]+)((?:\s*(?:/|\+|&|\band\b)\s*@?[\w.\-]+)+)\s*" + HYDRA.pattern, re.I
)
_HEAD = re.compile(r"[\w.\-]+")
_HYDRA_WORD = re.compile(
    r"^\(\s*(?:an?\s+)?(?:hydra|shared|co-?played|played\s+jointly)\b[\s,;:]*", re.I
)


def _hydra_slot(
    text: str, start: int, hydra: re.Match[str], pattern: re.Pattern[str],
    known: Mapping[str, str], skip: set[str],
) -> ListedSlot:  # fmt: skip
    """A hydra's list line: its first head, the other heads, and the players who
    replaced the whole slot ("Ivo/Juno (hydra) -> Kes", "(hydra, replaced by Kes)")."""
    heads = tuple(login(h, known) for h in _HEAD.findall(hydra[2]) if h.casefold() != "and")
    names: tuple[str, ...] = (login(hydra[1], known),)
    note = _HYDRA_WORD.sub("(", text[hydra.end(2) : hydra.end()].strip()).replace("()", "")
    chain = f"{text[:start]}{hydra[1]} {note}{text[hydra.end() :]}"
    if EARLIER_FIRST.search(chain, start) or LATER_FIRST.search(chain, start):
        found = line_slots([(chain, False)], pattern, known, skip)
        later = {n.casefold() for s in found for n in s.names[1:]}
        if len(found) == 1 and found[0].first == names[0]:  # not one head's replacement
            names = names if later & {h.casefold() for h in heads} else found[0].names
    return ListedSlot(names, " ".join(text.split()), heads)


_JOINED_BEFORE = re.compile(r"\w\s?\+\s?$")  # "ann+" right before a name
_JOINED_AFTER = re.compile(r"\s?\+\s?\w")  # "+bob" right after it


def _struck_ranges(pieces: list[tuple[str, bool]]) -> list[tuple[int, int]]:
    out, at = [], 0
    for text, struck in pieces:
        if struck and text.strip():
            out.append((at, at + len(text)))
        at += len(text)
    return out


def _struck_head(
    text: str, start: int, struck: list[tuple[int, int]], found: list[tuple[int, int]]
) -> tuple[int, int] | None:
    """A struck name leading the line that the thread does not know (a player replaced
    before posting): ``~~Bramble~~ Kestrel``."""
    for a, b in struck:
        if text[start:a].strip() or (found and found[0][0] <= a):
            return None
        written = text[a:b].strip(" -,:()")
        lead = LEAD.match(written)
        written = written[lead.end() if lead else 0 :].strip()
        if written and len(written.split()) <= 4 and any(fa >= b for fa, _ in found):
            offset = text.index(written, a)
            return (offset, offset + len(written))
    return None


# "Titus ← ryhx", "Titus † < ryhx" (a mark of the dead before the arrow); "Ivo > ryhx",
# "Ivo / ryhx": ryhx came in after Ivo
_ARROW = re.compile(r"\s*(?:[†‡*]+\s*)?(?:<-|<|←|->|→|=>|⇒|»|>>?|/)\s*")  # spaces read once
# an arrow right before the line's first known name: the name before it never posted
# a name the thread does not know, then "aka" right before a login it knows
_AKA_BEFORE = re.compile(rf"\s*[\w.\-]+(?: [\w.\-]+)?\s*{AKA}$", re.I)
_ARROW_BEFORE = re.compile(r"\s*(?:[†‡*]+\s*)?(?:<-|←|->|→|=>|⇒|»)\s*$")
_LEAD_REPLACING = re.compile(
    r"\s*@?([\w\[\]][\w.\-\[\]=]*(?: [\w.\-\[\]=]+){0,2}?)\s*+\*?\s*+[(,\[\-\u2013\u2014:]?\s*+"
    r"(?:who\s+)?(?:replaced(?:\s+(?:by|with))?|replacing|replaces|in\s+for)\s+@?$",
    re.I,
)
_WORDS_NAME = re.compile(r"^\s*@?([\w\[\]][\w.\-\[\]=]*(?: [\w.\-\[\]=]+){0,2})\s*$")
_STRUCK_NAME = re.compile(r"^\s*@?([\w\[\]][\w.\-\[\]=]*(?: [\w.\-\[\]=]+){0,3})\s*$")


def _unknown_ends(
    text: str,
    start: int,
    struck: list[tuple[int, int]],
    found: list[tuple[int, int]],
    known: Mapping[str, str],
) -> list[tuple[int, int]]:
    """A name the thread does not know (a renamed account, one who never posted) right
    before or after a known one, one of the two struck: MafiaScum's "Kestrel ~~Ivo~~",
    "~~Ivo~~ Kestrel" and "Ivo ~~Quill~~" name two players of one slot."""
    if not found:
        return found

    def gone(a: int, b: int) -> bool:
        return any(x <= a and b <= y + 1 for x, y in struck)

    def bare(a: int, b: int, inner: bool = False) -> tuple[int, int] | None:
        m = (_STRUCK_NAME if inner else _WORDS_NAME).match(text[a:b])
        if m is None:
            return None
        words = m.group(1).casefold().split()
        if inner:  # a struck name may hold such a word inside ("Om of the Nom")
            words = [words[0], words[-1]]
        if any(w in NOT_NAMES or w in ROLE_WORDS or PHASE_TAG.match(w) or ASIDE.fullmatch(w)
               for w in words):  # fmt: skip  # "replaced by backup": no one named
            return None
        return (a + m.start(1), a + m.end(1))

    out = list(found)
    a0, b0 = out[0]
    said = _LEAD_REPLACING.match(text, start, a0)
    if a0 > start + 1 and said is not None:  # "Wake88 (replaced Mindgamer Night 4 ...)"
        lead = bare(*said.span(1))
        if lead is not None:
            out.insert(0, lead)
    elif a0 > start + 1 and gone(a0, b0):
        lead = bare(start, a0)
        if lead is not None and not gone(*lead):
            out.insert(0, lead)
    elif a0 > start + 1 and (arrow := _ARROW_BEFORE.search(text, start, a0)) is not None:
        lead = bare(start, arrow.start())  # "Wren -> Rook": Wren never posted
        if lead is not None and not _shortened(text[lead[0] : lead[1]], known):
            out.insert(0, lead)
    a1, b1 = out[-1]
    arrow = _ARROW.match(text, b1)  # "Titus ← ryhx": ryhx never posted
    tail = bare(arrow.end() if arrow else b1, len(text))
    if tail is None and not arrow:  # "Kestrel ~~Ivo~~ - Mafia Goon - lynched Day 1"
        tail = next((bare(x, y, inner=True) for x, y in struck
                     if x >= b1 and not text[b1:x].strip()), None)  # fmt: skip
    if tail is not None and (arrow or gone(*tail) or gone(a1, b1)):
        out.append(tail)
    # "Cabd (replaced Marquis Day 4 who replaced Saki Day 1)": Saki never posted
    for m in REPLACED_NAME.finditer(text, out[0][1]):
        a, b = m.span(1)
        if not any(x < b and a < y for x, y in out) and bare(a, b) is not None:
            out.append((a, b))
    return sorted(out)


def _shortened(name: str, known: Mapping[str, str]) -> bool:
    """Is ``name`` a known name cut short or run on ("Em", "Wrenny" beside Ember, Wren): a
    poster's nickname (a vote log's "Em -> Juno"), no one who never posted?"""
    name = name.casefold()
    return any(k.startswith(name) or name.startswith(k) for k in known if len(k) > 2)


def _comma_list(text: str, names: list[tuple[int, int, str]]) -> bool:
    """Names separated only by commas, "and", "&" or "|" (one slot each)."""
    gaps = [text[b:a] for (_, b, _), (a, _, _) in zip(names, names[1:], strict=False)]
    return all(_COMMA_GAP.fullmatch(g) for g in gaps)


def _comma_parts(
    text: str, start: int, names: list[tuple[int, int, str]], struck: list[tuple[int, int]],
    skip: set[str],
) -> list[str]:  # fmt: skip
    """The names of a line of names by commas (three or more) of which some are known and
    the others one word each the thread does not know (a player who never posted: "Ivo,
    Juno, Wren, Lark, Kes"), in the line's order; none when any part is more than a
    name (a note, a role, words), is a list's word, is in lower case while the known
    names are not ("Ivo, Juno, everyone"), or fewer than half are known; a host's name is
    none of them ("Ivo, Juno, Lark, Aster" signed), and a line ending in "!" or "?" is
    said to them ("Ivo, Juno, Lark, Welcome!"), and so is a last part that is a list's
    word or a greeting ("Ivo, Juno, Lark, Congratulations": the names read, the word left;
    a greeting amid the names, or a word of prose such as "Plus", "Right", "Fine", is a
    login, as before)."""
    if len(names) < 2 or struck or text.rstrip().endswith(("!", "?")):
        return []
    at = {a: n for a, _, n in names}
    ends = {a: b for a, b, _ in names}
    parts: list[str] = []
    lower: list[bool] = []  # each unknown part: written in lower case
    pos = start
    for gap in [*_PART_GAP.finditer(text, start), None]:
        a, b = (gap.start(), gap.end()) if gap else (len(text.rstrip(" .!")), len(text))
        part = text[pos:a].strip()
        lead = pos + len(text[pos:a]) - len(text[pos:a].lstrip())
        if lead in at and ends[lead] == lead + len(part):
            parts.append(at[lead])
        elif part.lstrip("@").casefold() in skip:
            pass  # the host signs the line: no slot
        elif (
            gap is None
            and _ONE_WORD.fullmatch(part)
            and (_not_a_name(part) or part.casefold() in SALUTATIONS)
        ):
            pass  # said to them after the names: "Ivo, Juno, Lark, Congratulations"
        elif _ONE_WORD.fullmatch(part) and not _not_a_name(part):
            parts.append(part.lstrip("@"))
            lower.append(part.lstrip("@")[0].islower())
        else:
            return []
        pos = b
    known = sum(p in at.values() for p in parts)
    cased = any(lower) and not any(text[a].islower() for a in at)
    return parts if len(parts) >= 3 and 2 * known >= len(parts) and not cased else []


def _lurker_first(part: str, known: Mapping[str, str]) -> bool:
    """Is ``part`` (what stands before a line's first known name) one word then a comma,
    no list's, prose's or greeting's word ("Hello, Juno, Lark": said to them), nor such a
    word's plural ("Villagers, Juno, Lark", "Hosts, ..."), nor a known name cut short or
    run on ("Em, Juno, Lark" beside Ember: a nickname)?"""
    word = part.strip().rstrip(",").strip()
    folded = word.casefold().lstrip("@")
    return (
        _FIRST_PART.fullmatch(part) is not None
        and not _not_a_name(word)
        and folded not in SALUTATIONS
        and folded not in INTERJECTIONS
        and not any(_not_a_name(w) for w in _singulars(folded))
        and not _shortened(folded, known)
    )


def _singulars(word: str) -> set[str]:
    """The singulars a plural may have ("masons": mason; "townies": townie, towny;
    "werewolves": werewolf), none for a word not ending in "s"."""
    ends = {"ies": "y", "ves": "f", "es": "", "s": ""}
    return {word[: -len(end)] + to for end, to in ends.items() if word.endswith(end)}


def _not_a_name(word: str) -> bool:
    """A word of a comma line that names no player: a list's, role's, game's or prose's
    word ("Town", "Hunter", "Host", "Thanks", "Everyone", "Lol", "Backup"), a day
    ("Friday")."""
    word = word.casefold().lstrip("@")
    return (
        word in NOT_NAMES | ROLE_WORDS | LONE_WORDS
        or word in wordlists.ROLE_WORDS | wordlists.GAME_WORDS | wordlists.NOT_A_NAME
        or word in wordlists.FILLERS
        or word.removesuffix("day") in WEEKDAYS
        or bool(ASIDE.fullmatch(word))
        or bool(PHASE_TAG.match(word))
    )


# tried once from a run of spaces' start (a line of 10,000 spaces is read in one pass)
_PART_GAP = re.compile(r"(?<!\s)(?:\s*+,\s*+(?:and\s++)?|\s++and\s++|\s*+&\s*+)", re.I)
_ONE_WORD = re.compile(r"@?[^\W\d_][\w.\-]{1,30}")
# a line's first part, one word then a comma, before its first known name
_FIRST_PART = re.compile(r"\s*@?[^\W\d_][\w.\-]{1,30}\s*,\s*")


# between two names of a list on one line: a comma, "and", "&" or "|", a mark (a flag, an
# emoji) beside it: "🇬🇧 Ivo, 🇩🇪 Juno"; or a flag alone: "🇬🇧 Ivo 🇩🇪 Juno" (not another
# mark alone: "Ivo ➡ Juno" is a replacement)
_COMMA_GAP = re.compile(
    rf"[{MARKS}\s]*(?:,|,?\s*and|&|\|)[{MARKS}\s]*|\s*(?:[\U0001f1e6-\U0001f1ff]{{2}}\s*)+", re.I
)


def _in_order(
    text: str, names: list[tuple[int, int, str]], struck: list[tuple[int, int]]
) -> list[str]:
    """The slot's names, the first player first (see the module's docstring)."""
    if len(names) == 1:
        return [names[0][2]]
    between = text[names[0][1] : names[-1][0]]
    # read in the line, the last name's first letter in sight: "Ivo/Kestrel", "Ivo > Kestrel"
    if EARLIER_FIRST.search(text, names[0][1], names[-1][0] + 1):
        return [n for _, _, n in names]
    if LATER_FIRST.search(between):
        return [n for _, _, n in reversed(names)]
    gone = [any(a <= x < b for a, b in struck) for x, _, _ in names]
    playing = next((i for i, g in enumerate(gone) if not g), 0)
    before = [n for (_, _, n), g in zip(names[:playing], gone, strict=False) if g]
    after = [n for _, _, n in names[playing + 1 :]]
    return [*before, *reversed(after), names[playing][2]]
