"""Who a host's words name, for the host events ``suggest`` reads: the player a written
name means (exactly, or a typo of one name), the @mention nearest a verb, the players a
sentence names right before its verb. Pure."""

from __future__ import annotations

import re

from votecount.parser.host.flips import is_role

# where a sentence ends (the name before a verb is in the last one) and players joined in
# a sentence ("Ivo, Wren and Juno"): as the replacement wordings read them
from votecount.parser.host.sub_words import JOINED, SENTENCE
from votecount.parser.names import fold

# the role in brackets between the name and the verb: "Ivo (Town Cop) was lynched", "Ivo
# (VT) - has been killed"
_ROLE_AFTER = re.compile(r"(?<!\s)\s*+[(\[][^()\[\]]{1,60}[)\]]\s*(?:[-–—]\s*)?$")
# a role between commas right before the verb, or after "a"/"the" and a comma (or a role
# after one comma, "Ivo, Vanilla Townie has been lynched": ``is_role``)
_APPOSITION = re.compile(r",\s*(?:[^,]{1,60},\s*|(?:an?|the)\s+[^,]{1,60})$", re.I)
# the name, then its role with no comma before it or a spaced one: "Ivo Mafia Goon ,",
# "Ivo a Mafia Goon"
_ROLE_REST = re.compile(r"^\s*,?\s*(?:(?:an?|the)\s+)?([^,]{1,60}?)\s*,?\s*$", re.I)
# a role after a spaced dash, closing the words before the verb: "Ivo - Town Doctor -
# was lynched", "Ivo - Vanilla Townie has been killed" (checked: ``is_role``)
# (each run of spaces taken once: a long run of them is read in linear time)
_DASH_ROLE = re.compile(r"\s[-–—]+\s++([^-–—,\s][^-–—,]{0,59}?)\s*+(?:[-–—]+\s*+)?$")
# a verb of its own in a part of the subject: that part is another clause
_CLAUSE = re.compile(r"\b(?:was|were|is|are|has|have|had|been|got)\b", re.I)
_NAME_WORDS = 3  # a subject of this many words or fewer may be a name the host misspells


def mention(text: str, first: bool) -> str | None:
    """The @mention nearest the verb (the first after it, the last before it)."""
    words = [w[1:].rstrip(".,!:;") for w in text.split() if w.startswith("@")]
    words = [w for w in words if w]
    return (words[0] if first else words[-1]) if words else None


_BARS = re.compile(r"\|{2,}")


def subjects(before: str, ids: dict[str, str]) -> list[str]:
    """The players a sentence names right before its verb: "Brindle and Dunmore", "Brindle
    (Town Cop)", "Brindle - Town Cop -"; a name with a dot of its own ("Albert B.
    Rampage") read over the sentence's end; a sentence that is a name alone, misspelt or
    shortened (``player_misspelt``: "HumblePoirot" for Humble Poirot). A run of two or
    more bars ends a sentence too (a bot's frame: "<Bot> ||| MAFIABOT || Ivo has been
    lynched. |||"), its last piece with words (a name in bars, "||Ivo|| was lynched", is
    that piece)."""
    before = next((p for p in reversed(_BARS.split(before)) if p.strip()), "")
    ends = [m.end() for m in SENTENCE.finditer(before)]
    found = _subjects(before[ends[-1] :] if ends else before, ids)
    if not found and ends and any(SENTENCE.search(f"{n} ") for n in ids):
        found = _subjects(before[ends[-2] if len(ends) > 1 else 0 :], ids)  # "Albert B. Rampage"
    return found


def _subjects(sentence: str, ids: dict[str, str]) -> list[str]:
    sentence = _ROLE_AFTER.sub("", sentence)
    dashed = _DASH_ROLE.search(sentence)
    if dashed is not None and is_role(dashed.group(1)):
        sentence = sentence[: dashed.start()]
    parts = [part for part in JOINED.split(sentence) if part.strip()]
    # a clause of its own before the subject: "Ivo was killed and Wren (was lynched)"
    clause = max((i for i, part in enumerate(parts[:-1]) if _CLAUSE.search(part)), default=-1)
    parts = parts[clause + 1 :]
    if not parts:
        return []
    found = []
    tail = parts[-1]  # the last part, were it no role (a name misspelt after a comma)
    last = player_named(parts[-1], ids)
    after_comma = sentence.rpartition(",")[2]  # a role after one comma: ``is_role``
    if (
        last is None
        and len(parts) > 1
        and (_APPOSITION.search(sentence) or ("," in sentence and is_role(after_comma)))
    ):
        # the role as an apposition: "Ivo, Vanilla Townie, was lynched", "Ivo, a Mafia
        # Goon has been killed", "Ivo, the Town Cop, died"
        parts = parts[:-1]
        last = player_named(parts[-1], ids)
    if last is None:
        named = _before_role(sentence, ids)
        for part in (parts[-1], tail) if named is None else ():
            if named is None and len(part.split()) <= _NAME_WORDS:
                named = player_misspelt(part, ids, leading=True, whole=True)
        return [named] if named is not None else []
    for part in parts[:-1]:
        who = player_named(part, ids, leading=True) or player_named(part, ids)
        if who is not None and who not in found:
            found.append(who)
    return [*found, last] if last not in found else found


def _before_role(sentence: str, ids: dict[str, str]) -> str | None:
    """The player a sentence names first, the rest of it their role: "Ivo Mafia Goon ,",
    "Ivo a Mafia Goon" (before "was lynched")."""
    words = sentence.split()
    for run in _edge_runs(words, _most_words(ids), True):
        who = ids.get(" ".join(run).strip(_EDGE_MARKS).lstrip("@").casefold())
        if who is not None:
            rest = _ROLE_REST.match(" ".join(words[len(run) :]))
            return who if rest and is_role(rest.group(1)) else None
    return None


def player_named(text: str, ids: dict[str, str], leading: bool = False) -> str | None:
    """The player a written name means: the longest trailing (``leading``: leading) run of
    words that is exactly a username, display name or alias (never a guess)."""
    most = _most_words(ids)
    for run in _edge_runs([w.strip(_EDGE_MARKS) for w in text.split()], most, leading):
        candidate = " ".join(run).lstrip("@").casefold()
        if candidate in ids:
            return ids[candidate]
    # a name with its own dot inside ("Albert B. Rampage"), cut at the run's edges only
    for run in _edge_runs(text.split(), most, leading):
        candidate = " ".join(run).strip(_EDGE_MARKS).lstrip("@").casefold()
        if candidate in ids:
            return ids[candidate]
    return None


def players_in(text: str, ids: dict[str, str]) -> list[str]:
    """Every player ``text`` names anywhere, exactly (a possessive too: "Ivo's"), in the
    order first named."""
    words = [w.strip(_EDGE_MARKS).removesuffix("'s").removesuffix("’s") for w in text.split()]
    most = _most_words(ids)
    found: list[str] = []
    for i in range(len(words)):
        for n in range(min(most, len(words) - i), 0, -1):
            who = ids.get(" ".join(words[i : i + n]).lstrip("@").casefold())
            if who is not None:
                found += [who] if who not in found else []
                break
    return found


def player_misspelt(
    text: str, ids: dict[str, str], leading: bool, whole: bool = False
) -> str | None:
    """The one player a written name is a typo or a short form of: the longest leading
    (else trailing) run of words the same but for case, spaces and punctuation ("TSO" for
    T S O); else one or two letters from a name of the game file of as many words, five
    letters or more ("WierdRa" for WeirdRa, ``parser.names.logins.typo``; "by Ivonne" is
    not "Ivonne"); else the name's first words, four letters or more ("nikanor" for
    Nikanor Ivanovich, "Stubbs" for StubbsKVM; "Knight" is no "Knighty Knight"); else its
    initials, three or more ("TSO" for The Silent One, ``parser.names.logins.initials``).
    None when none or several are. ``whole``: every word of ``text`` is the name."""
    from votecount.parser.names.logins import initials, norm, typo

    words = [w.strip(_EDGE_MARKS) for w in text.split()]
    runs = _edge_runs(words, _most_words(ids), leading)
    for run in runs[:1] if whole and runs and len(runs[0]) == len(words) else [] if whole else runs:
        written = " ".join(run).lstrip("@")
        short = norm(written)
        hits = {player for name, player in ids.items() if short and norm(name) == short}
        if not hits:
            hits = {player for name, player in ids.items()
                    if name.count(" ") == len(run) - 1 and typo(written, name)}  # fmt: skip
        if not hits:
            hits = {player for name, player in ids.items() if len(short) >= 4
                    and short in _first_words(name)}  # fmt: skip
        if not hits and len(run) == 1 and len(written) >= 3:
            hits = {player for name, player in ids.items() if initials(name, written)}
        if len(hits) == 1:
            return hits.pop()
        if hits:
            return None
    return None


def _first_words(name: str) -> set[str]:
    """A name's first words run together, not all ("stubbs" for StubbsKVM, "jackal" for
    Jackal711, "hikari" for Hikari Link: ``parser.names.fold.words``)."""
    ws = fold.words(name)
    return {"".join(ws[:k]) for k in range(1, len(ws))}


_EDGE_MARKS = ".,!:;()*\"'"  # what a written name's words are stripped of


def _most_words(ids: dict[str, str]) -> int:
    """The words of the longest name: no run longer is a name."""
    return max((k.count(" ") + 1 for k in ids), default=0)


def _edge_runs(words: list[str], most: int, leading: bool) -> list[list[str]]:
    """The runs of ``words`` at one edge, the longest first (at most ``most`` words): the
    first words (``leading``), else the last."""
    if leading:
        return [words[:n] for n in range(min(len(words), most), 0, -1)]
    return [words[i:] for i in range(max(0, len(words) - most), len(words))]
