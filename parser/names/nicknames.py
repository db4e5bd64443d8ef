"""The last name rules: ways of writing a player's name that a host reads without a
thought, tried only when every step of ``parser.names.players`` found no player.

Each rule compares the folded written name with a reading of each player's names; a
rule that fits several players is AMBIGUOUS (the caller picks), never a guess:

1. leet digits — a digit between letters read as the letter it stands for ("Frogger" or
   "Frog" for Fro99er): the written name is the name so read, or its start (4+ letters);
   or the written name's own digits, anywhere, read so ("1v0" for Ivo, "L33t" for Leet,
   "N1GHTM4R3" for N1ghtmare): the whole name, so read too (3+ characters, a letter);
   AMBIGUOUS when the name less its digits is another's ("Sam5": Sams or Sam).
2. number left off — the written name less its digits is a player's name less its
   digits ("tn54321" for tn5421), or one typo away from it (8+ letters: two), as the
   edit-distance step counts ("alchamest" for Alchemist21); AMBIGUOUS when the written
   name less its digits is a player's whole name ("1ka": Ka2, or Ka).
3. name run on — the written name (7+ letters) starts with a player's whole name, or with
   the whole first word of a name of several words (5+ letters each: "Gliffieslot" for
   Gliffie, "mariomaker4" for MarioManiac4), also with each run of one letter written
   once on both sides ("yesireebob" for yessiree); AMBIGUOUS when what is written after
   the name (3+ letters) is another player's name or its start ("Timberwolf": Timber, or
   Timber and Wolfe glued), or the whole is another's plural (rule 6: "Tansies", Tansi
   run on or Tansy's plural).
4. name reversed — the written name (5+ letters) is in a player's name read backwards
   ("Jordan" for XnadrojX).
5. pet name — less a closing "y", "ie" or "ey", the written name (its stem 4+ letters)
   is in a player's name ("Chilly" for Tchill13); or, a letter doubled before that
   ending, the stem with it once (3+ letters) is a player's whole name or the whole
   first word of it ("Sammy" for Sam, "Tommy" for Tom_Bola; never a mere start, "sorry"
   is not sorasgoof, nor a later word, "manny" is not BlockyMan); a name that starts
   with the stem too is AMBIGUOUS ("Brammy": Bram5 or Bramble).
6. plural in "es" — the written name less "es" is a player's whole name ending in s, x,
   z, ch or sh ("Mosses" for Moss, "Foxes" for Fox), or with "y" for "ies" ("Tansies" for
   Tansy).

``parser.names.players.Roster.nickname`` also reads a name with "slot" or "scum" run on
("BGGscum") as the name before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from votecount.parser.names.fold import fold, words
from votecount.parser.names.typos import squeeze
from votecount.parser.names.wordlists import FILLERS

_LEET = str.maketrans("013457890", "oieastbgo")
_LEET_DIGITS = re.compile(r"(?<=[a-z])\d+(?=[a-z])")
_DIGITS = re.compile(r"\d+")
RUN_ON_MIN = 7  # shortest written name the run-on rule reads
RUN_ON_NAME_MIN = 5  # shortest name (or first word) it finds at the start
REVERSED_MIN = 5
_PET = re.compile(r"^(.{4,}?)(?:y|ie|ey)$")
_PET_DOUBLED = re.compile(r"^([a-z]{2,}?)([a-z])\2(?:y|ie|ey)$")  # "penny": pen
_PLURAL_ES = re.compile(r"^(.+(?:s|x|z|ch|sh))es$")  # "mosses": moss (3+ letters)
_PLURAL_IES = re.compile(r"^([a-z]{3,})ies$")  # "tansies": tansy
SLOT_WORDS = re.compile(r"^(.{2,}?)(?:slot|scum)$")  # shortest written name the reversed rule reads
LEET_PREFIX_MIN = 4
LEET_WRITTEN_MIN = 3  # shortest written name whose own digits are read as letters
_ANY_DIGIT = re.compile(r"\d")
_NAME_MIN = 3  # the shortest name the filler run-on rule reads
# the words after a name a voter runs on ("Ivoplease"), longest first; not those that end
# common words ("Tattoo" is no Tat run on, "Heathen" no Hea)
_ENDS_WORDS = frozenset({"for", "then", "too", "tho", "though"})
_RUN_ON_FILLERS = sorted((f for f in FILLERS - _ENDS_WORDS if len(f) >= 3), key=len, reverse=True)


def leet_read(key: str) -> str:
    """A folded name with each run of digits between letters read as letters
    ("fro99er" -> "frogger"); digits at the ends stay ("tn5421")."""
    return _LEET_DIGITS.sub(lambda m: m.group(0).translate(_LEET), key)


def without_digits(key: str) -> str:
    return _DIGITS.sub("", key)


class Nicknames:
    """The readings of each player's names the rules compare with."""

    def __init__(self, names: Iterable[tuple[str, Iterable[str]]]) -> None:
        """``names``: (username, the names written for that player)."""
        self.leet: dict[str, set[str]] = {}
        self.bare: dict[str, set[str]] = {}
        self.starts: dict[str, set[str]] = {}
        self.backwards: dict[str, set[str]] = {}
        self.keys: dict[str, set[str]] = {}
        self.firsts: dict[str, set[str]] = {}  # each name, and its first word, folded
        self.leet_whole: dict[str, set[str]] = {}  # each name, every digit read as a letter
        for user, written in names:
            for name in written:
                key = fold(name)
                if not key:
                    continue
                if leet_read(key) != key:
                    self.leet.setdefault(leet_read(key), set()).add(user)
                if without_digits(key) != key and len(without_digits(key)) >= 2:
                    self.bare.setdefault(without_digits(key), set()).add(user)
                ws = words(name)
                for start in {without_digits(key), ws[0] if len(ws) > 1 else ""}:
                    if len(start) >= RUN_ON_NAME_MIN:
                        self.starts.setdefault(start, set()).add(user)
                self.backwards.setdefault(key[::-1], set()).add(user)
                self.keys.setdefault(key, set()).add(user)
                self.leet_whole.setdefault(key.translate(_LEET), set()).add(user)
                for w in {key, *ws[:1]}:
                    self.firsts.setdefault(w, set()).add(user)

    def find(self, key: str) -> tuple[set[str], str] | None:
        """The players the first fitting rule finds for folded ``key``, and why."""
        rules = (
            self._leet,
            self._leet_written,
            self._bare,
            self._run_on,
            self._filler_run_on,
            self._reversed,
            self._pet,
            self._pet_doubled,
            self._plural_es,
        )
        for rule in rules:
            found = rule(key)
            if found:
                return found
        return None

    def _leet(self, key: str) -> tuple[set[str], str] | None:
        hits = {
            u
            for name, users in self.leet.items()
            if name == key or (len(key) >= LEET_PREFIX_MIN and name.startswith(key))
            for u in users
        }
        if not hits:  # a letter stretched too: "Larkk", "Larrk" for L4rk
            hits = {
                u
                for name, users in self.leet.items()
                if squeeze(name) == squeeze(key)
                for u in users
            }
        return (hits, "a player's name with its digits read as letters") if hits else None

    def _leet_written(self, key: str) -> tuple[set[str], str] | None:
        """The written name with every digit read as a letter ("1v0" -> ivo, "3l1t3" ->
        elite) is a player's whole name, its digits so read as well ("n1ghtm4r3" for
        N1ghtmare)."""
        if len(key) < LEET_WRITTEN_MIN or key.isdigit() or not _ANY_DIGIT.search(key):
            return None
        hits = set(self.leet_whole.get(key.translate(_LEET), ()))
        if hits:  # "Sam5": Sams so read, or Sam with a number
            hits |= self.keys.get(without_digits(key), set())
        return (hits, "a player's name with digits written for its letters") if hits else None

    def _bare(self, key: str) -> tuple[set[str], str] | None:
        bare = without_digits(key)
        if len(bare) < 2:
            return None
        hits = set(self.bare.get(bare, ()))
        if not hits and len(bare) >= 4:
            hits = self._near(bare, self.bare)
        if hits:  # "1ka": Ka2's number changed, or Ka with a number
            hits |= self.keys.get(bare, set())
        return (hits, "a player's name with its number left off") if hits else None

    @staticmethod
    def _near(key: str, names: dict[str, set[str]]) -> set[str]:
        from rapidfuzz.distance import OSA

        limit = 1 if len(key) < 8 else 2
        scored = sorted((OSA.distance(key, n), n) for n in names)
        if not scored or scored[0][0] > limit:
            return set()
        return {u for d, n in scored if d == scored[0][0] for u in names[n]}

    def _run_on(self, key: str) -> tuple[set[str], str] | None:
        if len(key) < RUN_ON_MIN:
            return None
        hits = {u for start, users in self.starts.items() if key.startswith(start) for u in users}
        if not hits:  # a letter doubled or not on either side: "yesireebob" for yessiree
            hits = {
                u
                for start, users in self.starts.items()
                if len(squeeze(start)) >= RUN_ON_NAME_MIN
                and squeeze(key).startswith(squeeze(start))
                for u in users
            }
        if hits:  # "Timberwolf": Timber, or Timber and Wolfe glued
            hits |= {u for start in self._starts_of(key) for u in self._started(key[len(start) :])}
            plural = self._plural_es(key)  # "Tansies": Tansi run on, or Tansy's plural
            hits |= plural[0] if plural else set()
            filler = self._filler_run_on(key)  # "Wrennow": Wrenn run on, or Wren now
            hits |= filler[0] if filler else set()
        return (hits, "a player's name with more written after it") if hits else None

    def _filler_run_on(self, key: str) -> tuple[set[str], str] | None:
        """A whole name (3+ letters) with a filler word run on after it ("Ivoplease",
        "Junopls", "Larknow"; ``wordlists.FILLERS`` of 3+ letters that end no common word);
        AMBIGUOUS
        with a longer name that starts the written name too, into the filler ("Wrennow":
        Wren now, or Wrenn; not a shorter one, whose rest is no filler: "Larksnow" beside
        Lark is Larks) and with a name the filler starts ("Larknow" beside Nowell)."""
        filler = next((f for f in _RUN_ON_FILLERS if key.endswith(f)), "")
        name = key[: -len(filler)] if filler else ""
        hits = set(self.keys.get(name, ())) if len(name) >= _NAME_MIN else set()
        if not hits:
            return None
        hits |= {
            u
            for k, users in self.keys.items()
            if len(k) > len(name) and key.startswith(k)
            for u in users
        }
        hits |= self._started(filler)
        return hits, "a player's name with a word run on after it"

    def _starts_of(self, key: str) -> list[str]:
        return [start for start in self.starts if key.startswith(start)]

    def _started(self, rest: str) -> set[str]:
        """The players whose name ``rest`` (3+ letters) is the whole or the start of."""
        if len(rest) < 3:
            return set()
        return {u for name, users in self.keys.items() if name.startswith(rest) for u in users}

    def _reversed(self, key: str) -> tuple[set[str], str] | None:
        if len(key) < REVERSED_MIN:
            return None
        hits = {u for name, users in self.backwards.items() if key in name for u in users}
        return (hits, "a player's name written backwards") if hits else None

    def _pet(self, key: str) -> tuple[set[str], str] | None:
        pet = _PET.match(key)
        if pet is None:
            return None
        hits = {u for name, users in self.keys.items() if pet.group(1) in name for u in users}
        return (hits, "a pet name of a player's name") if hits else None

    def _plural_es(self, key: str) -> tuple[set[str], str] | None:
        """A plural with "es" of a whole name ending in s, x, z, ch or sh ("Mosses" for
        Moss, "Foxes" for Fox)."""
        plural = _PLURAL_ES.match(key)
        stem = plural.group(1) if plural else ""
        hits = set(self.keys.get(stem, ())) if len(stem) >= 3 else set()
        plural = _PLURAL_IES.match(key) if not hits else None
        if plural is not None:  # "Tansies": Tansy
            hits = set(self.keys.get(plural.group(1) + "y", ()))
        return (hits, "a player's name with a plural 'es'") if hits else None

    def pet_of(self, key: str) -> set[str]:
        """The players whose whole name, or its whole first word, folded ``key`` is a pet
        name of with a letter doubled ("kitty": Kit, "bobby": Bob); no start of a name."""
        pet = _PET_DOUBLED.match(key)
        return set(self.firsts.get(pet.group(1) + pet.group(2), ())) if pet else set()

    def _pet_doubled(self, key: str) -> tuple[set[str], str] | None:
        pet = _PET_DOUBLED.match(key)
        if pet is None:
            return None
        stem = pet.group(1) + pet.group(2)
        hits = set(self.firsts.get(stem, ()))
        if hits:  # "Brammy": Bram5, and Bramble's start too
            hits |= {u for name, users in self.keys.items() if name.startswith(stem) for u in users}
        return (hits, "a pet name of a player's name or its first word") if hits else None
