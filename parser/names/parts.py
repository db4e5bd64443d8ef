"""The start, part and initials steps of name resolution (step 7 of
``parser.names.players``: ``PREFIX``, ``SUBSTRING``, ``ACRONYM``), what a piece of a name
may also mean (a whole word of another name, a plural, another's initials, a pet name),
and the whole words of the roster's names these read."""

from __future__ import annotations

import re
from dataclasses import replace

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import (
    acronyms,
    before_possessive,
    fold,
    is_abbreviation,
    sounded,
    words,
)
from votecount.parser.names.leading import fillers_at
from votecount.parser.names.typos import (
    ambiguous_result,
    held_by,
    picked_result,
    resolved_result,
    squeeze,
)
from votecount.parser.names.votes import VoteSteps
from votecount.parser.names.wordlists import (
    BEFORE_A_NAME,
    HONORIFIC_AFTER,
    LIST_MARKS,
    NOT_A_NAME,
    SLOT_AFTER,
    TITLES,
    WHOLE_NAME,
)
from votecount.parser.names.written import title_forms


class PartSteps(VoteSteps):
    """The start, part and initials steps of ``Roster.resolve`` (a base class of
    ``parser.names.players.Roster``, which sets the attributes)."""

    _runs: dict[str, set[str]] | None
    _aliases: dict[str, str]  # folded alias -> player (the host's and the players')
    _outside_remarks: set[str] | None  # the words of names outside brackets
    _the_less: dict[str, str] | None

    def _fuzzy(self, text: str, key: str) -> Resolution:
        tests = (
            (Step.PREFIX, 2, lambda k: k.startswith(key)),
            (Step.SUBSTRING, 3, lambda k: key in k),
            (Step.ACRONYM, 2, lambda k: key in self._acronyms(k)),
            (Step.ACRONYM, 2, lambda k: is_abbreviation(key, k)),
            (Step.ACRONYM, 2, lambda k: is_abbreviation(key, self._without_the(k))),
        )
        for i, (step, min_len, test) in enumerate(tests):
            if i == _FIRST_SHORTENING and (held := self.held(text, key)) is not None:
                return held  # "rrro": ro held, not an in-order shortening of "roro ro"
            if len(key) < min_len:
                continue
            matched = [k for k in self._keys if test(k) and not self._title_only(k, key, step)]
            hits = {u for k in matched for u in self._keys[k]}
            if not hits and step is Step.PREFIX and len(key) >= 3:  # "Bird": Birdie, an alias
                hits = {u for a, u in self._aliases.items() if a.startswith(key)}
                if hits:  # "Bird" beside Bigbird too: a part of a player's name as well
                    hits |= {u for k in self._keys if key in k for u in self._keys[k]}
            # "pumpkins", "Ivy": another player's name too, with a plural "s" or mistyped
            shortened = i >= 3 and (len(key) == 3 or any(len(k) - len(key) > 1 for k in matched))
            also = self._also_meant(key, shortened) - hits if hits else set()
            if hits and not self._whole_words(key):  # "Doc": Doctorow's start, or a whole
                # word of The Doctor's in another form (the form typed, "Dr" of Dr Juno, wins)
                also |= {u for f in title_forms(key) for u in self._whole_words(f)} - hits
            if hits and i >= _FIRST_SHORTENING and len(key) >= 4:
                # "Dmitry": Dmitriy with a letter left out, or Dmitri as it sounds
                also |= self._sound_keys().get(sounded(key), set()) - hits
            if hits and step is Step.PREFIX:  # "Ke": Kestrel's start, or the alias Kes's
                also |= {u for a, u in self._aliases.items() if a.startswith(key)} - hits
                also |= self._whole_misspelt(key) - hits  # "June": Junebug's, or Juno
                also |= {u for k in self._titled_keys if k.startswith(key) for u in self._keys[k]}
                also -= hits  # "Mis": Misty's start, or the title of Mr Fox written out
            if hits and step in (Step.PREFIX, Step.SUBSTRING):
                # "Kool": a word of The Kool's name, only part of one of Koolzzy's (a
                # whole word is in a name, so the substring step would find it anyway);
                # "Aces": a word of Aces High's name, beside the plural of Ace's; never
                # a title alone ("Doc" beside DocIvo and Doctorow, or DrLark: AMBIGUOUS),
                # though a word that ends a name is no title ("Doc" for Juno Doc)
                whole = self._whole_words(key)
                if (
                    len(whole) == 1
                    and not (key in TITLES and self._opens_with(next(iter(whole)), key))
                    and (also or len(hits) > 1 or not whole <= hits)
                ):
                    return resolved_result(
                        text, whole.pop(), step, "a whole word of a player's name"
                    )
                hits |= whole | also
                initials = self._initials_of_others(key, hits)
                if initials:  # "SP": Spindlewick's start, Silver Pine's initials
                    detail = "the start or part of a player's name and the initials of another"
                    return picked_result(text, tuple(sorted(hits | initials)), step, detail)
            if hits:
                # "It": Infinity's abbreviation, or a whole word of Feel It's name (2
                # letters, which the substring step does not read)
                hits |= also | (self._whole_words(key) if step is Step.ACRONYM else set())
                return picked_result(text, tuple(sorted(hits)), step, _FUZZY_DETAIL[step])
        return self._shorthand_of_word(text, key) or self._edit_distance(text, key)

    def _honoured(self, text: str) -> Resolution | None:
        """A whole name with a hyphenated honorific after it ("Ivo-san", "Juno~chan"):
        the name, before a start or typo reads the honorific as more of a longer name
        ("Ka-san" is Ka, not Kaandra mistyped)."""
        after = HONORIFIC_AFTER.search(text)
        found = self.resolve(text[: after.start()]) if after and after.start() else None
        if found is None or not found.ok or found.step not in WHOLE_NAME:
            return None
        return replace(found, text=text, detail=f"{found.detail}; an honorific after it")

    def _after_a_word(self, text: str, key: str) -> Resolution | None:
        """A whole name (or its plural in "s", "the Larks") after "the", "a", "that" or one
        or two words a voter puts before a name ("the Ivo", "an Ivo", "lil Ivo", "poor old
        Juno"): that player, or AMBIGUOUS with the players
        such a word is a word of ("poor Ivo": Ivo or Poor Boy) and those the whole text
        is a start, part or typo of ("the Ro": Ro, or The Mor mistyped; "lil Ka": Ka, or
        Linka)."""
        ws = text.split()
        most = 0
        while most < min(2, len(ws) - 1) and fold(ws[most]) in BEFORE_A_NAME:
            most += 1
        for n in range(1, most + 1):  # "lil The Ka": The Ka, not Ka
            found = self.resolve(" ".join(ws[n:]))
            if found.ok and (found.step in WHOLE_NAME or self._plural(ws[n:], found)):
                break
            if found.status is ResolutionStatus.AMBIGUOUS and self._plural(ws[n:], found):
                return replace(found, text=text)  # "the Larks": Lark's plural, or Larkspur
        else:
            return None
        for k in range(n + 1, len(ws)):  # "The Ka (scummy)": the player The Ka, words after
            said = self.resolve(" ".join(ws[:k]))
            if said.ok and said.step in WHOLE_NAME and said.player != found.player:
                return None
        hits = {u for w in ws[:n] if fold(w) != "the" for u in self._whole_words(fold(w))}
        also = self._fuzzy(text, key)
        if also.status is not ResolutionStatus.UNKNOWN:
            hits |= set(also.candidates)
        if not hits - set(found.candidates):
            return replace(found, text=text, detail=f"{found.detail}; a word before the name")
        both = tuple(sorted(hits | set(found.candidates)))
        return ambiguous_result(text, both, "a name after a word, or another's name")

    def _plural(self, ws: list[str], found: Resolution) -> bool:
        """``ws`` is one word, the whole name of a player ``found`` names (or is AMBIGUOUS
        with) with an "s" after it ("the Larks")."""
        key = fold(ws[0])
        stem = set(self._keys.get(key[:-1], ())) if len(ws) == 1 and key.endswith("s") else set()
        return bool(stem & set(found.candidates))

    def _slot_of(self, text: str) -> Resolution | None:
        """A name, with or without a possessive, then "slot" or "replacement" ("Ivo's
        slot", "Ivo slot"): the name (the tally moves a replaced player's vote to the slot),
        before a typo reads the words as a longer name ("Kaka slot" is no Kaka_alt)."""
        ws = text.split()
        if len(ws) < 2 or fold(ws[-1]) not in SLOT_AFTER:
            return None
        name = " ".join(ws[:-1])
        name = before_possessive(name) or name
        found = self.resolve(name) if fold(name) else None
        if found is None or found.status is ResolutionStatus.UNKNOWN:
            return None  # a player, or several ("Kak's slot": Kaka or Kaka_alt)
        return replace(found, text=text, detail=f"{found.detail}; the player's slot")

    def held(self, text: str, key: str) -> Resolution | None:
        """A whole name with letters held longer ("JUUUNO" for Juno beside Junot, "rrro"
        for ro beside "ro ro"), or a whole word of a name so held ("Booo": Bo, or Boo
        Radley): read after the start, part and initials steps, before an in-order
        shortening or a typo would read it as a longer name; several players fitting is
        AMBIGUOUS."""
        if not any(held_by(key, k) for k in self.squeezed_keys().get(squeeze(key), ())):
            return None
        # then every name or whole word it may be, a letter held by one or more
        self._whole_words(key)  # builds the runs of whole words
        names = (*self._keys.items(), *(self._runs or {}).items())
        hits = {u for k, us in names if held_by(key, k, least=1) for u in us}
        detail = "a player's name with letters held longer"
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def _shorthand_of_word(self, text: str, key: str) -> Resolution | None:
        """A vowel-dropped shorthand (4+ letters, no vowel after the first letter) of a
        later word of a name, or of the words from it on ("Frthrbttm" for Sir Reginald
        Featherbottom, "Qtlbrrn" for The Quiet Librarian): the letters in order, the
        first letter shared; several players fitting is AMBIGUOUS."""
        if len(key) < _SHORTHAND_MIN or not key.isalpha() or _VOWEL.search(key[1:]):
            return None
        hits = {u for tail, us in self._starts().items() if is_abbreviation(key, tail) for u in us}
        if not hits:
            return None
        detail = "a vowel-dropped shorthand of a word of a player's name"
        return picked_result(text, tuple(sorted(hits)), Step.ACRONYM, detail)

    def _also_meant(self, key: str, shortened: bool) -> set[str]:
        """The players a start, part or shortening of a name (``key``) may mean as well:
        a player whose whole name with its digits read as letters it is ("zero": Zeroth's
        start, or Zer0); with a plural "s" on it (3+ letters), a player whose whole name,
        alias or a whole word of it is the text less the "s" ("pumpkins": the start of
        Pumpkin_Spice, or the word of PumpkinKing's name too; "Sams": Samwise shortened,
        or Sam; never "the", "thes" is no plural of TheDude); for an in-order shortening (``shortened``: of 3
        letters, or leaving out 2+ letters of a name), a player whose whole name is one
        letter away ("Ivy": Ivory shortened, or Ivo mistyped; "Anne": Annabelle, or Ann
        or Anna). A shortening one letter short of a name is read as that name ("much"
        for Mulch beside mush: the letter left out is the likelier slip). Never a pick:
        the caller makes several players AMBIGUOUS."""
        out = set(self._nickname_rules().leet_whole.get(key, ())) if key.isalpha() else set()
        stem = key[:-1]
        if len(key) >= 3 and key.endswith("s") and stem not in NOT_A_NAME:  # "thes": no "the"
            out |= set(self._keys.get(stem, ())) | self._whole_words(stem)
            out |= {self._aliases[stem]} if stem in self._aliases else set()
        if shortened:
            from rapidfuzz.distance import OSA

            out |= {
                u
                for k, users in self._keys.items()
                if OSA.distance(key, k, score_cutoff=1) <= 1
                for u in users
            }
        return out

    def _title_only(self, k: str, key: str, step: Step) -> bool:
        """``k`` is a name with its title written out ("doclark" for Dr Lark) and ``key``
        reads no more of it than the title ("Doc", "Mist", "octo": a title alone, or a
        role, is no start of the name), or reads it by a step other than a start."""
        title = self._titled_keys.get(k)
        return title is not None and (step is not Step.PREFIX or len(key) <= title)

    def _whole_misspelt(self, key: str) -> set[str]:
        """The players whose name (not an alias) is ``key`` (4+ letters) with one letter
        changed or as it sounds ("June": Juno mistyped, beside the alias Junebug's start;
        "Ivori": Ivory, beside Ivorian's start; "Filip": Philip, beside Filippa's): a typo of a whole name is as likely as a start of a
        longer one (a start of a name beats a typo of an alias: "Juni" is Juniper beside
        a hydra's alias Juno)."""
        if len(key) < 4:
            return set()
        sound = sounded(key)
        return {
            p.username
            for p in self.players
            for n in (p.username, p.display_name)
            if (said := fold(n)) and (sounded(said) == sound or _one_changed(said, key))
        }

    def _initials_of_others(self, key: str, hits: set[str]) -> set[str]:
        """The players besides ``hits`` whose initials a short ``key`` (2-3 letters) is: a
        short name that starts or is part of one player's name and is another's initials
        ("SP" for Spindlewick or Silver Pine, "rm" for rmquill or RoseMarlow) fits
        both, so it is AMBIGUOUS (the one still playing may take it), never the start."""
        if len(key) > 3:
            return set()
        return {u for k, us in self._keys.items() if key in self._acronyms(k) for u in us} - hits

    def _said_in_full(self, key: str) -> bool:
        """``key`` is a whole name, an alias or a whole word (or run of words) of one."""
        return key in self._keys or key in self._aliases or bool(self._whole_words(key))

    def _said_whole(self, key: str) -> bool:
        """A pronoun is a whole word of a name ("Doctor Who"), but never in a remark in
        brackets ("Juno (she/her)", "Kes (he/they)": "vote her" or "vote they" names
        nobody); "the" is never read so ("TheLantern" is not meant by "vote the")."""
        if self._outside_remarks is None:
            self._outside_remarks = {
                w
                for p in self.players
                for name in (p.username, p.display_name, *p.aliases)
                for w in words(_REMARK.sub(" ", name))
            }
        return key != "the" and key in self._outside_remarks

    def _whole_words(self, key: str) -> set[str]:
        """The players one of whose names has ``key`` as a whole word, or a run of whole
        words (spaces, ``_``, CamelCase and digits split words)."""
        if self._runs is None:  # every run of whole words of every name, folded, once
            self._runs = {}
            for p in self.players:
                for name in (p.username, p.display_name, *p.aliases):
                    ws = words(name)
                    for i in range(len(ws)):
                        for j in range(i + 1, len(ws) + 1):
                            self._runs.setdefault(fold("".join(ws[i:j])), set()).add(p.username)
        return set(self._runs.get(key, ()))

    def _opens_with(self, player: str, word: str) -> bool:
        """A name of ``player`` opens with ``word`` ("Doc Ivo", "DocIvo" with "doc"; not
        "Juno Doc"), as a title does."""
        said = (p for p in self.players if p.username == player)
        return any(
            words(n)[:1] == [word] for p in said for n in (p.username, p.display_name, *p.aliases)
        )

    def _without_the(self, key: str) -> str:
        """A folded name key less a leading word "The" ("The Goodfather" -> goodfather,
        so "GF" abbreviates it); other keys unchanged."""
        if self._the_less is None:
            self._the_less = {}
            for p in self.players:
                for name in (p.username, p.display_name, *p.aliases):
                    ws = words(name)
                    if len(ws) > 1 and ws[0] == "the":
                        self._the_less[fold(name)] = fold("".join(ws[1:]))
        return self._the_less.get(key, key)

    def _acronyms(self, key: str) -> set[str]:
        out: set[str] = set()
        for p in self.players:
            for name in (p.username, p.display_name, *p.aliases):
                if name and fold(name) == key:
                    out |= acronyms(name)
        return out

    def _or_other_reading(self, found: Resolution, text: str, key: str) -> Resolution:
        """``found`` (a start, part, shortening or typo of a name), or AMBIGUOUS with
        another reading: a pet name (``_or_pet_name``), or another player's whole name
        then only filler words ("Ivo x2" beside Ivo and Ivo2: Ivo2 mistyped, or Ivo
        said twice; "Juno lol" beside Juno and Junolola)."""
        found = self._or_listed(self._or_plural(self._or_pet_name(found, key), key), text)
        ws = text.split()
        at = fillers_at(ws)
        head = fold(" ".join(ws[:at])) if found.ok and found.step in _PET_NAME_AFTER else ""
        if at == len(ws) or head not in self._keys or found.player in self._keys[head]:
            return found
        hits = tuple(sorted({*found.candidates, *self._keys[head]}))
        return ambiguous_result(text, hits, f"{found.detail}, or a player's name then fillers")

    def _or_listed(self, found: Resolution, text: str) -> Resolution:
        """``found`` (a start, part, shortening or typo of a name), or AMBIGUOUS when the
        text is a list ("A and B", "A, B", "A & B") an item of which is another player's
        whole name: "Ivo and Juno" beside Ivo and a hydra "Ivor and Juno" is the hydra
        shortened, or Ivo and Juno listed."""
        parts = [fold(part) for part in LIST_MARKS.split(text)]
        if not found.ok or found.step not in _PET_NAME_AFTER or len(parts) < 2:
            return found
        listed = {u for part in parts for u in self._keys.get(part, ())} - set(found.candidates)
        if not listed:
            return found
        hits = tuple(sorted({*found.candidates, *listed}))
        return ambiguous_result(text, hits, f"{found.detail}, or players listed")

    def _or_plural(self, found: Resolution, key: str) -> Resolution:
        """``found`` (a typo of a name), or AMBIGUOUS when the text less a closing "s" is
        another player's whole name or alias ("Tinys": Tinsel mistyped, or the alias Tiny
        with a plural "s"; "Tansies", Tansy's plural in "ies"), as the start and part steps read it (``_also_meant``)."""
        stem = key[:-1] if len(key) >= 4 and key.endswith("s") else ""
        if not found.ok or found.step is not Step.EDIT_DISTANCE or not stem:
            return found
        plural = set(self._keys.get(stem, ())) | (
            {self._aliases[stem]} if stem in self._aliases else set()
        )
        if key.endswith("ies"):  # "Tansies": Tansie mistyped, or Tansy's plural
            plural |= set(self._keys.get(key[:-3] + "y", ()))
        if not plural - set(found.candidates):
            return found
        hits = tuple(sorted({*found.candidates, *plural}))
        return ambiguous_result(found.text, hits, f"{found.detail}, or another's name with an 's'")

    def _or_pet_name(self, found: Resolution, key: str) -> Resolution:
        """``found`` (the start, part, shortening or a typo of a name), or AMBIGUOUS when
        the text is also a pet name of another player's whole name or first word, a letter
        doubled ("Kitty": Kittyhawk's start or Kit's pet name; "Bobby": Bobbie mistyped or
        Bob's pet name)."""
        if not found.ok or found.step not in _PET_NAME_AFTER:
            return found
        pets = self._nickname_rules().pet_of(key) - set(found.candidates)
        if not pets:
            return found
        hits = tuple(sorted({*found.candidates, *pets}))
        detail = f"{found.detail}, or a pet name of another player's name"
        return ambiguous_result(found.text, hits, detail)


_REMARK = re.compile(r"\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}")  # "(she/her)" in a name
_FIRST_SHORTENING = 3  # the first in-order abbreviation test of ``_fuzzy``
_SHORTHAND_MIN = 4
_VOWEL = re.compile("[aeiouy]")


def _one_changed(name: str, key: str) -> bool:
    """``key`` is ``name`` with one letter changed for another."""
    return len(name) == len(key) and sum(a != b for a, b in zip(name, key, strict=True)) == 1


_PET_NAME_AFTER = frozenset({Step.PREFIX, Step.SUBSTRING, Step.ACRONYM, Step.EDIT_DISTANCE})

_FUZZY_DETAIL = {
    Step.PREFIX: "the start of a player's name",
    Step.SUBSTRING: "part of a player's name",
    Step.ACRONYM: "the initials of a player's name",
}
