"""Names written another way than the roster has them, for
``parser.names.players.Roster``: a number as a word, a Roman figure or an ordinal ("Ivo
Two", "Ivo II" for Ivo2), a possessive after a name ("Sam's"), a Latin name typed in Cyrillic
or Greek letters ("Иво" for Ivo), a name's "&" typed "and"
and the reverse (``and_spelt``), ``[...]`` parts left out (``without_brackets``)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import before_possessive, fold, transliterated, words
from votecount.parser.names.lists import names_of
from votecount.parser.names.typos import ambiguous_result, picked_result
from votecount.parser.names.wordlists import (
    AND_WORDS,
    BEFORE_A_NAME,
    FILLERS,
    NOT_A_NAME,
    WHOLE_NAME,
)
from votecount.parser.numbers import TEENS_AND_TENS, number

if TYPE_CHECKING:
    from votecount.parser.names.players import Player


class WrittenSteps:
    """The steps for a name written another way (a base class of
    ``parser.names.players.Roster``, which sets the attributes)."""

    players: tuple[Player, ...]
    _by_number: dict[str, set[str]] | None

    if TYPE_CHECKING:
        _keys: dict[str, tuple[str, ...]]

        def _written(self, written: str) -> Resolution: ...

        def _said_in_full(self, key: str) -> bool: ...

        def _unpinned(self, written: str) -> Resolution: ...

    def _romanised(self, written: str, found: Resolution) -> Resolution:
        """A Latin name typed in Cyrillic or Greek letters ("Иво", "Юно" for Ivo, Juno;
        no Latin letter in the text): read romanised (``transliterated``) when the text
        as written names nobody; AMBIGUOUS when it reads a Cyrillic name only as a start,
        part or typo and the romanised text is another player's whole name ("Иво" beside
        Ивонна and Ivo). A Cyrillic login typed as written is read before this."""
        if (
            found.ok
            and found.step in WHOLE_NAME
            or any(c.isascii() and c.isalpha() for c in written)
        ):
            return found
        said = transliterated(written)
        if not said.isascii() or not any(c.isalpha() for c in said):
            return found
        latin = self._unpinned(said)
        detail = f"{latin.detail}; typed in {written!r}'s letters, read romanised as {said!r}"
        alike = self._spelt_alike(said)
        player = latin.player if latin.ok else None
        taken = player is not None and (latin.step in WHOLE_NAME or player in alike)
        if found.status is ResolutionStatus.UNKNOWN and player and taken and alike - {player}:
            # "Ян" beside Yan and Jan: "yan" is Yan's whole name, and Jan's spelt another way
            spelt = tuple(sorted(alike | {player}))
            return ambiguous_result(written, spelt, "a name romanised one way or another")
        if (
            found.status is ResolutionStatus.UNKNOWN
            and latin.status is not ResolutionStatus.UNKNOWN
            and (not latin.ok or taken)
        ):
            return replace(latin, text=written, detail=detail)
        if found.ok and latin.ok and latin.step in WHOLE_NAME and latin.player != found.player:
            hits = tuple(sorted({*found.candidates, *latin.candidates}))
            return ambiguous_result(written, hits, "a Cyrillic name's start, or a name romanised")
        return found

    def _spelt_alike(self, said: str) -> set[str]:
        """The players with a name (as long) that the romanised ``said`` spells with one
        letter a romanisation writes another way (``_ROMANISED_ALIKE``: "yuno" for Juno,
        "marlou" for Marlow, "yan" for Jan). The other readings of a romanised text, a
        start ("да" of Dan, "Ива" of Ivana), another letter ("Лара" for Lark, "Тим" for
        Tom, "Пётр" for Pete) or a key slipped on a keyboard the writer did not use, name
        another word or person: a romanised text is read so only as a whole name (review28n)."""
        return {
            u
            for k, users in self._keys.items()
            if len(k) == len(said)
            and sum(a != b for a, b in zip(k, said, strict=True)) == 1
            and all(a == b or {a, b} in _ROMANISED_ALIKE for a, b in zip(k, said, strict=True))
            for u in users
        }

    def _numbered(self, written: str) -> Resolution | None:
        """A name whose number is written another way: as a word, a Roman figure or an
        ordinal, "the" before it or not ("Ivo Two", "IvoTheSecond", "Ivo II", "Ivo 2nd"
        for Ivo2; "Lark 2" or "Lark the Second" for Lark II): both read with figures
        (``numbered``), the same; never a name or text that is a number alone ("Vi" is
        no six)."""
        if self._by_number is None:
            self._by_number = {}
            for p in self.players:
                for name in names_of(p):
                    if fold(name) and not numbered(name).isdigit():  # "Vi": a name
                        self._by_number.setdefault(numbered(name), set()).add(p.username)
        said = numbered(written)
        hits = self._by_number.get(said) if said and not said.isdigit() else None  # "six"
        if not hits:
            return None
        detail = "a player's name with its number written another way"
        return picked_result(written, tuple(sorted(hits)), Step.NORMALISED, detail)

    def _initialled(self, written: str) -> Resolution | None:
        """A name of two or more words typed as an initial and a whole word ("B. Tea", "B
        Tea", "Bramble T." for Bramble Tea; "T. Wren" for the display name Tansy Wren):
        the players a name of whom has a word starting with that letter next to that
        word, on that side (AMBIGUOUS when several: "B. Tea" beside Basil Tea), before a
        start or typo reads the letter as more of a name ("B. Tea" is no Tea mistyped).
        The initial is a capital or has its stop, and no word of one letter ("a Lark",
        "Lark I", "Ivo x Juno" are words)."""
        m = _INITIAL_FIRST.match(written) or _INITIAL_LAST.match(written)
        if m is None or not (m.group("stop") or m.group("initial").isupper()):
            return None
        letter, word = fold(m.group("initial")), fold(m.group("word"))
        if letter in _LETTER_WORDS:  # "Lark I": Lark Ivy, or Lark and "I think"
            return None
        first = m.re is _INITIAL_FIRST
        hits = set()
        for p in self.players:
            for name in names_of(p):
                ws = words(name)
                pairs = zip(ws, ws[1:], strict=False)
                if any(
                    (b == word and a.startswith(letter))
                    if first
                    else (a == word and b.startswith(letter))
                    for a, b in pairs
                ):
                    hits.add(p.username)
        if not hits:
            return None
        detail = "an initial and a whole word of a player's name"
        return picked_result(written, tuple(sorted(hits)), Step.ACRONYM, detail)

    def _or_possessive(self, written: str, found: Resolution) -> Resolution:
        """``found`` (a name read with its apostrophe left out: "Sam's" as Sams), or
        AMBIGUOUS when the name before a possessive is another player ("Sam's": Sams, or
        Sam's possessive)."""
        own = self._possessive(written)
        if own is None or set(own.candidates) <= set(found.candidates):
            return found
        hits = tuple(sorted({*found.candidates, *own.candidates}))
        return picked_result(written, hits, Step.NORMALISED, "a name, or another with a possessive")

    def _possessive(self, written: str) -> Resolution | None:
        """A name with a possessive after it ("Sam's", "Ivo’s", "Marcus'"): the name
        before it, when that names a player or several (AMBIGUOUS); read before the
        start, part and initials steps, which would read the "s" as more of a longer
        name ("Sam's" is not Samwise, "Pumpkin's" not Pumpkin_Spice alone). The name
        before it has 4+ letters or is a whole name, alias or whole word of one (a short
        common word, "let's", "it's", is no shortening of a name), and it names a player
        as a whole, a start or a part: a typo or an abbreviation of a name is read, as
        before, on the text with the "s" ("mafia's" is no typo of MarioManiac4, "town's"
        no abbreviation of TMTOLBTWN), and "nobody's" is no "No Lynch"."""
        name = before_possessive(written)
        if name is None:
            return None
        name = name.rstrip()
        stem = fold(name)
        if not stem:
            return None
        if (
            stem in NOT_A_NAME
            or fold(written) in NOT_A_NAME
            or (len(stem) < 4 and not self._said_in_full(stem))
        ):
            return None
        found = self._written(name)
        if found.status is ResolutionStatus.UNKNOWN or found.step in _NOT_AFTER_POSSESSIVE:
            return None
        others = self._started_as_written(written) - set(found.candidates)
        if others:  # "Ivo's" beside Ivo and Ivo's Ghost: Ivo, or the start of the name
            hits = tuple(sorted({*found.candidates, *others}))
            return ambiguous_result(written, hits, "a name's possessive, or another's start")
        detail = f"{found.detail}; a possessive after the name left out"
        return replace(found, text=written, detail=detail)

    def _started_as_written(self, written: str) -> set[str]:
        """The players a name of whom starts with ``written`` as typed, apostrophe and
        all, case aside ("Ivo's" for Ivo's Ghost)."""
        said = _APOSTROPHES.sub("'", written).casefold()
        return {
            p.username
            for p in self.players
            if any(_APOSTROPHES.sub("'", n).casefold().startswith(said) for n in names_of(p))
        }


_APOSTROPHES = re.compile("[\u2019`]")
# an initial, a capital or with its stop, and a word: "B. Tea", "B Tea"; "Bramble T."
_LETTER_WORDS = FILLERS | NOT_A_NAME | BEFORE_A_NAME | AND_WORDS  # "a", "i", "x"
_INITIAL_FIRST = re.compile(r"^(?P<initial>[^\W\d_])(?P<stop>\.?)\s+(?P<word>[^\W\d_]{2,})$")
_INITIAL_LAST = re.compile(r"^(?P<word>[^\W\d_]{2,})\s+(?P<initial>[^\W\d_])(?P<stop>\.?)$")
_ORDINAL_ENDS = frozenset({"st", "nd", "rd", "th"})  # "2nd", "3rd": the figure's ending
_BEFORE_A_NUMBER = frozenset({"the", "number", "no"})
_NOT_AFTER_POSSESSIVE = frozenset({Step.SPECIAL, Step.EDIT_DISTANCE, Step.ACRONYM})


def numbered(name: str) -> str:
    """A name's folded key with each number in it as a figure: a number word, a Roman
    figure (II and up) or an ordinal, "the" or "number" before it left out ("Ivo the
    Second", "Ivo II", "Ivo 2nd", "Ivo number two" -> ivo2; "Quill the Third" -> quill3)."""
    out: list[str] = []
    said = words(name)
    for at, w in enumerate(said):
        if w in _ORDINAL_ENDS and out and out[-1].isdigit():
            continue  # "2nd": the figure's ending
        n = int(w) if w.isdigit() else number(w)
        n = TEENS_AND_TENS.get(w) if n is None else n
        if w == "i" and 0 < at == len(said) - 1:
            n = 1  # "Lark I", the last word: the Roman one (not "I" in "Lark I guess")
        if n is None:
            out.append(w)
            continue
        tens = TEENS_AND_TENS.get(said[at - 1], 0) if at else 0
        if tens % 10 == 0 < tens and 0 < n < 10 and not w.isdigit() and out[-1] == str(tens):
            out[-1] = str(tens + n)  # "Ninety-Nine": 99
            continue
        while len(out) > 1 and out[-1] in _BEFORE_A_NUMBER:
            out.pop()  # "Ivo the Second": a name's first word is kept ("The Third")
        out.append(str(n))
    return fold("".join(out))


def and_spelt(name: str) -> str:
    """``name`` with its "&" written "and", or its "and" written "&" ("Salt & Pepper" ->
    "Salt and Pepper", "Rock and Roll" -> "Rock & Roll"): a name typed either way."""
    if "&" in name:
        return name.replace("&", " and ")
    return _AND.sub(" & ", name)


def suffix_spelt(name: str) -> str:
    """``name`` with a "Jr" or "Sr" in it spelt out ("Ivo Jr." -> "Ivo Junior"): a name
    typed either way; a name without one as it is."""
    return _SUFFIX.sub(lambda m: _SUFFIXES[m.group(1).casefold()], name)


def titles_spelt(name: str) -> set[str]:
    """``name`` with a title it starts with in its other forms ("Mr Wren" -> "Mister
    Wren"; "Dr Lark" -> "Doctor Lark", "Doc Lark"; glued on, "DrLark", "Mr_Ivo", "Mr.Ivo"
    too: "Doctor Lark", "Mister Ivo"): a name typed any of these ways; a name without a
    title, none ("Docile", "Mrivo", "MissingNo": no capital, stop or underscore after;
    "DOCK", "MISSY": a word in capitals, "MRBean" is Mister Bean)."""
    said = _TITLE.match(name) or _GLUED_TITLE.match(name)
    if said is None:
        return set()
    forms = next(f for f in _TITLE_FORMS if said.group(1).casefold() in f)
    rest = name[said.end() :] if said.re is _TITLE else " " + name[said.end() :]
    return {f + rest for f in forms if f != said.group(1).casefold()}


def title_forms(word: str) -> tuple[str, ...]:
    """The other forms of the title ``word`` (folded: "doc" -> "dr", "doctor"); none for a
    word that is no title."""
    return next((tuple(f for f in fs if f != word) for fs in _TITLE_FORMS if word in fs), ())


# the Latin letters a Cyrillic or Greek letter is written as one way or another ("Юно":
# "yuno" or "juno"; "Марлоу": "marlou" for Marlow; "Влад": "vlad" or "wlad")
_ROMANISED_ALIKE = ({"y", "j"}, {"y", "i"}, {"i", "j"}, {"u", "w"}, {"v", "w"})

_SUFFIXES = {"jr": "Junior", "sr": "Senior"}
# the forms of a title ("Mr", "Mister"), each a form of the others
_TITLE_FORMS = (
    ("mr", "mister"), ("dr", "doctor", "doc"), ("prof", "professor"), ("ms", "miss"),
    ("mrs", "missus"), ("capt", "captain", "cpt"), ("sgt", "sergeant"),
)  # fmt: skip
_TITLE_WORDS = "|".join(f for fs in _TITLE_FORMS for f in fs)
_TITLE = re.compile(rf"^({_TITLE_WORDS})\b\.?(?=\s+\S)", re.I)
# a title glued on before a capital, or with a stop or an underscore ("DrLark", "Mr_Ivo");
# in capitals, before a capital and a small letter ("MRBean"): "DOCK", "DRAGON", "MISSY"
# are one word in capitals, no title
_GLUED_TITLE = re.compile(
    rf"^((?i:{_TITLE_WORDS}))(?:[._]|(?<=[a-z])(?=[A-Z])|(?=[A-Z][a-z]))(?=[^\W_])"
)
_SUFFIX = re.compile(r"(?<=\s)(jr|sr)\b\.?", re.I)
_AND = re.compile(r"(?<=\S)\s+and\s+(?=\S)", re.I)  # between words: no "And Justice"


def without_brackets(text: str) -> str:
    """``text`` without ``[...]`` parts, as the regex ``[[^]]*]`` (escaped) removed them,
    but read once: the regex scans to the end again from every '[' no ']' follows."""
    parts: list[str] = []
    pos = 0
    while (start := text.find("[", pos)) >= 0 and (end := text.find("]", start + 1)) >= 0:
        parts.append(text[pos:start])
        pos = end + 1
    parts.append(text[pos:])
    return "".join(parts)
