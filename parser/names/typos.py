"""The typo steps of name resolution (``parser.names.players``), the last ``EDIT_DISTANCE`` ones:
one or two letters away from a name, a typo at the start of a name or of a word in it,
two letters swapped, letters stretched or a number in digits; and the ``Resolution``
values every step returns (resolved, ambiguous, unknown)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import fold, sounded, words
from votecount.parser.names.wordlists import GAME_WORDS, NOT_NAMED_NEXT, TITLES
from votecount.parser.numbers import NUMBER_WORDS
from votecount.parser.prose.words import BLOCK_WORDS, INTERJECTIONS, PROSE_START

# the words after a name that tell a father from a son ("Ivo Sr", "Ivo Jr")
GENERATIONS = frozenset({"jr", "sr", "junior", "senior"})
# the words the parser knows as no name, never read as a name with a key slipped ("for"
# is no Fir, "cop" no Cip, "sir" no Sid, "one" no Ond, "can" no Cam): fillers, role, game
# and number words, titles, words said for themselves, the words that make a vote's text
# or its preamble a sentence, and a few short words of a thread's talk ("mod", "bye",
# "nix": kept here, out of the shared GAME_WORDS and INTERJECTIONS, whose other readers
# take "Nix, **vote Ivo**" as said to a player Nix and "Theo Mod" as two names; review28n)
_SHORT_TALK = frozenset(("mod", "bye", "nix"))
_NEVER_SLIPPED = (NOT_NAMED_NEXT | TITLES | GAME_WORDS | INTERJECTIONS | frozenset(NUMBER_WORDS)
                  | PROSE_START | BLOCK_WORDS | _SHORT_TALK)  # fmt: skip

if TYPE_CHECKING:
    from votecount.parser.names.players import Player


class TypoSteps:
    """The typo steps of ``Roster.resolve``, over the roster's names (a base class of
    ``parser.names.players.Roster``, which sets these attributes)."""

    players: tuple[Player, ...]
    _keys: dict[str, tuple[str, ...]]
    _word_starts: dict[str, set[str]] | None
    _loose: tuple[dict[str, set[str]], dict[str, set[str]]] | None
    _squeezed: dict[str, list[str]] | None
    _titled_keys: dict[str, int]
    _plain_keys: frozenset[str]
    _sounds: dict[str, set[str]] | None

    def _edit_distance(self, text: str, key: str) -> Resolution:
        found = self._typo(text, key)
        said = words(text)[-1:]
        if found.status is ResolutionStatus.UNKNOWN or not set(said) & GENERATIONS:
            return found
        if any(self._has_word(u, said[0]) for u in found.candidates):
            return found
        # "Ivo Sr" beside Ivo and Ivo Jr: Ivo Jr mistyped, or Ivo and the word telling a
        # father from a son (beside Ivo Jr alone, Ivo Jr)
        at = text.casefold().rfind(said[0])
        rest = fold(text[:at]) if at > 0 else ""
        others = set(self._keys.get(rest, ())) - set(found.candidates)
        if not others:
            return found
        hits = tuple(sorted({*found.candidates, *others}))
        return ambiguous_result(text, hits, "a name mistyped, or another's and a word")

    def _typo(self, text: str, key: str) -> Resolution:
        # two letters swapped ("Laspa" for Lapsa) is one typo, as one letter wrong is;
        # rapidfuzz loads here, on the last step, not with every parse (~10 ms a process)
        from rapidfuzz.distance import OSA

        # a title alone is no typo of a name with its title written out ("Doctor" is no
        # Doctor K mistyped, for DrK)
        said = (k for k in self._keys if len(key) > self._titled_keys.get(k, 0))
        scored = sorted((OSA.distance(key, k), k) for k in said)
        limit = 0 if len(key) < 4 else 1 if len(key) < 8 else 2
        shown = [k for d, k in scored if k not in self._titled_keys][:3]
        near = tuple(sorted({u for k in shown for u in self._keys[k]}))
        best = [k for d, k in scored if d <= limit and d == scored[0][0]]
        if not best:
            found = (
                self._typo_in_part(text, key)
                or self._swapped(text, key)
                or self._loosened(text, key)
                or self._slipped(text, key, scored)
            )
            return self._or_sounded(found, text, key) or unknown_result(
                text, near, "no player matches"
            )
        hits = tuple(sorted({u for k in best for u in self._keys[k]}))
        d = scored[0][0]
        detail = f"{d} letter{'s' if d > 1 else ''} away from a player's name"
        found = picked_result(text, hits, Step.EDIT_DISTANCE, detail)
        return self._or_sounded(found, text, key) or found  # "Kris": Cris, or Chris

    def _slipped(self, text: str, key: str, scored: list[tuple[int, str]]) -> Resolution | None:
        """A name of three letters with its second or third letter hit on a key beside it
        ("Ivp", "Ibo" for Ivo), or those two letters swapped ("Iov", "Tmo"): the one player
        so near, when no other name is one letter away ("Ivp" beside Ivo and Ivy, or Iva,
        "Iov" beside Ivo and Ion, stay unread: a slip to either); never a word the parser
        knows as no name ("meh" is no Meg, "for" no Fir: ``_NEVER_SLIPPED``)."""
        if len(key) != 3 or not key.isascii() or not key.isalpha() or key in _NEVER_SLIPPED:
            return None
        near = [k for d, k in scored if d == 1 and k not in self._titled_keys]
        # the name as the roster spells it, not a transliteration ("Jeo" is no "Joe" for Jö)
        slips = [
            k
            for k in near
            if len(k) == 3 and k[0] == key[0] and k in self._plain_keys and _slip_of(key, k)
        ]
        users = {u for k in near for u in self._keys[k]}
        if not slips or len(users) != 1:
            return None
        detail = "a key beside a letter of a player's name of three letters hit, or two swapped"
        return resolved_result(text, users.pop(), Step.EDIT_DISTANCE, detail)

    def _has_word(self, player: str, word: str) -> bool:
        """A name of ``player`` has ``word`` as a word of it."""
        said = (p for p in self.players if p.username == player)
        return any(word in words(n) for p in said for n in (p.username, p.display_name, *p.aliases))

    def _typo_in_part(self, text: str, key: str) -> Resolution | None:
        """A typo in a shortened name ("Misika" for Misaka Network, "Balter" for VP
        Baltar): ``key`` is one letter away from the start of a player's name, or from
        the start of one of its words, sharing its first letter; 5+ letters only, and
        several players fitting is AMBIGUOUS, never a guess. A 4-letter name only with two
        neighbouring letters swapped, every letter there ("syan" for Synaesthesia; "anem"
        for Aneninen, a letter wrong, only in a vote: ``vote_typo``)."""
        if len(key) < _TYPO_PART_MIN:
            return None
        from rapidfuzz.distance import OSA

        hits: set[str] = set()
        for start, users in self._starts().items():
            if start[0] != key[0] or len(start) < len(key) - 1:
                continue
            if len(key) < 5:  # every letter there: two neighbours swapped only
                if len(start) >= len(key) and _one_swap(key, start[: len(key)], near=True):
                    hits |= users
            elif any(
                OSA.distance(key, start[:n], score_cutoff=1) <= 1
                for n in (len(key) - 1, len(key), len(key) + 1)
                if n <= len(start)
            ):
                hits |= users
        if not hits:
            return None
        detail = "1 letter away from the start of a player's name or of a word in it"
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def vote_typo(self, text: str, key: str) -> Resolution | None:
        """Looser typos in a shortened name, for a player's vote of one word only (never
        a host post, where a common word would read as a name): four letters whose first
        three start a name or a word of it and whose last is wrong ("anem" for Aneninen,
        "Yuro" for yura-chi), or 8+ letters two typos away from such a start ("Anetolle"
        for Anatole Kuragin), as the whole-name step allows; several fitting is
        AMBIGUOUS, never a guess."""
        from rapidfuzz.distance import OSA

        if len(key) == _TYPO_PART_MIN and key.isalpha():
            hits = {
                u
                for start, users in self._starts().items()
                if len(start) >= len(key) and start[:3] == key[:3] and start[3] != key[3]
                for u in users
            }
            detail = (
                "a player's name, or a word of it, whose start is written with its 4th letter wrong"
            )
        elif len(key) >= 8:
            hits = {
                u
                for start, users in self._starts().items()
                if start[0] == key[0]
                and any(
                    OSA.distance(key, start[:n], score_cutoff=2) <= 2
                    for n in range(len(key) - 2, len(key) + 3)
                    if n <= len(start)
                )
                for u in users
            }
            detail = "2 letters away from the start of a player's name or of a word in it"
        else:
            return None
        if not hits:
            return None
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def _swapped(self, text: str, key: str) -> Resolution | None:
        """Two letters swapped that are not neighbours ("Hikari" for Hiraki) is one typo:
        ``key`` (5+ letters) is a player's name, or the start of a name or of a word in
        it, with two of its letters exchanged, the first letter kept; several players
        fitting is AMBIGUOUS, never a guess."""
        if len(key) < 5:
            return None
        hits: set[str] = set()
        for start, users in self._starts().items():
            if start[0] == key[0] and len(start) >= len(key) and _one_swap(key, start[: len(key)]):
                hits |= users
        if not hits:
            return None
        detail = "two letters swapped in a player's name"
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def _loosened(self, text: str, key: str) -> Resolution | None:
        """Letters stretched ("abstaaaa" for absta101, "SillvverrWollff" for SilverWolf), a
        number word written as digits ("2inamillion" or "2iam" for TwoInAMillion), or a
        "The" put before the name ("TheMarble101"): the text so loosened is a player's
        name, its start (4+ letters) or, with a digit, its initials; a whole name so read
        beats a start ("JUUUNO": Juno beside Junot); several players fitting is
        AMBIGUOUS, never a guess."""
        if len(key) < 4:
            return None
        whole, initials = self._loose_keys()
        written = {key}
        if key.startswith("the") and len(key) >= 7:
            written.add(key[3:])
        # a whole name with letters held longer beats the names it only starts
        # ("JUUUNO": Juno, not Junot; "Emberrrr": Ember, not Emberly)
        held = {
            u
            for w in written
            for k in self.squeezed_keys().get(squeeze(w), ())
            if k == w or held_by(w, k)
            for u in self._keys[k]
        }
        tried = {squeeze(w) for w in written}
        hits = held or {u for t in tried for u in initials.get(t, ())}
        for name, users in whole.items() if not held else ():
            if any(name == t or (len(t) >= 4 and name.startswith(t)) for t in tried):
                hits |= users
        if not hits:
            return None
        detail = "a player's name with letters stretched, a number in digits or 'The' added"
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def _or_sounded(self, found: Resolution | None, text: str, key: str) -> Resolution | None:
        """``found`` (a typo of a name, in a part of one, letters swapped or stretched), or
        else a name typed as it sounds; AMBIGUOUS when both read the text, as different
        players ("Ivorie": Ivorian's start mistyped, or Ivory as it sounds; "Kris": Cris
        mistyped, or Chris as it sounds)."""
        sound = self._sounded(text, key)
        if found is None or sound is None or set(sound.candidates) <= set(found.candidates):
            return found or sound
        hits = tuple(sorted({*found.candidates, *sound.candidates}))
        return ambiguous_result(text, hits, f"{found.detail}, or another's name as it sounds")

    def _sounded(self, text: str, key: str) -> Resolution | None:
        """A name typed as it sounds, 4+ letters ("Kris" for Chris, "Filippa" for
        Philippa, "Joono" for Juno): the text and a player's name written alike by
        ``fold.sounded``; several players fitting is AMBIGUOUS."""
        hits = self._sound_keys().get(sounded(key), set()) if len(key) >= 4 else set()
        if not hits:
            return None
        detail = "a player's name typed as it sounds"
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def _sound_keys(self) -> dict[str, set[str]]:
        """The roster's players by their folded names as they sound (``fold.sounded``),
        also less a number at the end ("Kathryn" for Catherine88, as "Catherine" is)
        unless that is another player's name ("Joono" beside Juno and Juno2 is Juno)."""
        if self._sounds is None:
            self._sounds = {}
            for k, users in self._keys.items():
                bare = k.rstrip("0123456789")
                for said in {k, bare} if len(bare) >= 4 and bare not in self._keys else {k}:
                    self._sounds.setdefault(sounded(said), set()).update(users)
        return self._sounds

    def squeezed_keys(self) -> dict[str, list[str]]:
        """The roster's folded names by their squeezed form (each run of a letter once)."""
        if self._squeezed is None:
            self._squeezed = {}
            for k in self._keys:
                self._squeezed.setdefault(squeeze(k), []).append(k)
        return self._squeezed

    def _loose_keys(self) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
        """(loosened names, initials with digits): each player's names with repeated
        letters squeezed to one and number words as digits."""
        if self._loose is None:
            whole: dict[str, set[str]] = {}
            initials: dict[str, set[str]] = {}
            for p in self.players:
                for name in (p.username, p.display_name, *p.aliases):
                    if not fold(name):
                        continue
                    whole.setdefault(squeeze(fold(name)), set()).add(p.username)
                    ws = words(name)
                    if not any(w in NUMBER_WORDS for w in ws):
                        continue
                    digits = [str(NUMBER_WORDS.index(w)) if w in NUMBER_WORDS else w for w in ws]
                    whole.setdefault(squeeze("".join(digits)), set()).add(p.username)
                    first = "".join(d if d.isdigit() else d[0] for d in digits)
                    initials.setdefault(first, set()).add(p.username)
            self._loose = (whole, initials)
        return self._loose

    def _starts(self) -> dict[str, set[str]]:
        """Folded name tails that start at a word of a name (the whole name included)."""
        if self._word_starts is None:
            starts: dict[str, set[str]] = {}
            for p in self.players:
                for name in (p.username, p.display_name, *p.aliases):
                    ws = words(name)
                    for tail in {fold(name), *(fold("".join(ws[i:])) for i in range(len(ws)))}:
                        if len(tail) >= _TYPO_PART_MIN - 1:
                            starts.setdefault(tail, set()).add(p.username)
            self._word_starts = starts
        return self._word_starts


_RUN = re.compile(r"(.)\1*")
_TYPO_PART_MIN = 4  # shortest written name the typo-in-a-part step reads


def held_by(written: str, key: str, least: int = 2) -> bool:
    """``written`` is the name ``key`` with a letter held for emphasis ("juuuno" for
    juno, "emberrrr" for ember): the same runs of letters, each as long or longer, one
    by two letters at least ("Ivoo" is as likely a typo of Ivor; "mooosbaaank" is no
    such mossbank, whose "ss" it has once)."""
    if squeeze(written) != squeeze(key):
        return False
    pairs = list(zip(_runs(written), _runs(key), strict=True))
    return all(len(a) >= len(b) for a, b in pairs) and any(
        len(a) >= len(b) + least for a, b in pairs
    )


def _runs(key: str) -> list[str]:
    return [m.group() for m in _RUN.finditer(key)]


def squeeze(key: str) -> str:
    """A folded key with each run of one letter written once ("sillvverr" -> "silver")."""
    return re.sub(r"(.)\1+", r"\1", key)


_KEY_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


def _slip_of(a: str, b: str) -> bool:
    """``a`` is ``b`` (three letters, the same first) with a key beside one of its last
    two letters hit, or those two letters swapped ("iov" for "ivo")."""
    return _beside(a, b) or (a[1:] == b[:0:-1] and a[1] != a[2])


def _beside(a: str, b: str) -> bool:
    """``a`` is ``b`` (as long) with one letter changed to a key beside it on a QWERTY
    keyboard: on its row, or one of the two keys above or below it."""
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    return len(diff) == 1 and diff[0][1] in _keys_beside(diff[0][0])


def _keys_beside(letter: str) -> str:
    row = next((r for r, keys in enumerate(_KEY_ROWS) if letter in keys), None)
    if row is None:
        return ""
    i = _KEY_ROWS[row].index(letter)
    beside = [
        (row, i - 1),
        (row, i + 1),
        (row - 1, i),
        (row - 1, i + 1),
        (row + 1, i - 1),
        (row + 1, i),
    ]
    return "".join(
        _KEY_ROWS[r][j] for r, j in beside if 0 <= r < len(_KEY_ROWS) and 0 <= j < len(_KEY_ROWS[r])
    )


def _one_swap(a: str, b: str, near: bool = False) -> bool:
    """``a`` is ``b`` with two of its letters exchanged (same length, two places differ;
    ``near``: two neighbours)."""
    diff = [i for i in range(len(a)) if a[i] != b[i]] if len(a) == len(b) else []
    return (
        len(diff) == 2
        and a[diff[0]] == b[diff[1]]
        and a[diff[1]] == b[diff[0]]
        and (not near or diff[1] == diff[0] + 1)
    )


def resolved_result(text: str, player: str, step: Step, detail: str) -> Resolution:
    return Resolution(text, ResolutionStatus.RESOLVED, player, step, (player,), detail)


def ambiguous_result(text: str, candidates: tuple[str, ...], detail: str) -> Resolution:
    return Resolution(text, ResolutionStatus.AMBIGUOUS, None, None, candidates, detail)


def unknown_result(text: str, candidates: tuple[str, ...], detail: str) -> Resolution:
    return Resolution(text, ResolutionStatus.UNKNOWN, None, None, candidates, detail)


def picked_result(text: str, hits: tuple[str, ...], step: Step, detail: str) -> Resolution:
    if len(hits) == 1:
        return resolved_result(text, hits[0], step, detail)
    return ambiguous_result(text, hits, f"{detail}, and it fits {len(hits)} players")
