"""The further steps of name resolution for a player's vote only (``parser.resolve``
calls them after ``Roster.resolve`` found no player): ``leading_name`` (a player's whole
name, then more words; a name after a title or before "the" and a role:
``parser.names.leading``), ``shared_word`` (a whole word of one player's name),
``nickname`` (``parser.names.nicknames``: digits read as letters, a name run on or reversed, a
pet name, a name said twice) and ``word_for_word`` (the words of a name by their first
letters). Not for host posts, where a name runs on into its sentence."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import before_possessive, fold, words
from votecount.parser.names.leading import LeadingSteps
from votecount.parser.names.nicknames import SLOT_WORDS, Nicknames
from votecount.parser.names.typos import picked_result
from votecount.parser.names.wordlists import (
    AND_WORDS,
    GAME_WORDS,
    GLUE_JOINS,
    HONORIFIC,
    NOT_A_NAME,
    ROLE_WORDS,
    TITLES,
    WHOLE_NAME,
)


class VoteSteps(LeadingSteps):
    """The vote-only steps, over the roster's names (a base class of
    ``parser.names.players.Roster``, which sets the attributes and defines ``resolve``)."""

    _nicknames: Nicknames | None

    if TYPE_CHECKING:

        def resolve(
            self, text: str, post_id: str | None = None, index: int | None = None
        ) -> Resolution: ...

        def _said_whole(self, key: str) -> bool: ...

        def _no_name(self, written: str, key: str) -> bool: ...

        def _whole_words(self, key: str) -> set[str]: ...

    def nickname(self, text: str) -> Resolution | None:
        """The last rules, ``parser.names.nicknames``, for a player's vote of one word that
        ``resolve`` found no player for: digits read as letters, a number left off, a
        name run on, a name reversed, a pet name, "slot" or "scum" run on; each with a
        possessive after it ("Iv0's"). Not for host posts, where a name runs on into its
        sentence ("Titus replaces ...")."""
        key = fold(text)
        if not key or len(text.split()) != 1 or any(c in text for c in "[]{}|"):
            return None  # several words, or broken markup ("Rory[/vot]e"): a ruling
        if self._no_name(text, key):  # "her", "he/they"
            return None
        own = before_possessive(text) if len(key) >= 4 else None
        owner = self.nickname(own) if own else None
        if owner is not None and owner.ok:
            return replace(owner, text=text, detail=f"{owner.detail}; a possessive after it")
        repeated = self._repeated(text, key)
        if repeated is not None:
            return repeated
        slot = SLOT_WORDS.match(key)
        if slot is not None and self.resolve(slot.group(1)).ok:
            before = self.resolve(slot.group(1))
            return replace(before, text=text, detail=f"{before.detail}; 'slot' or 'scum' run on")
        honoured = HONORIFIC.match(key)
        if honoured is not None and len(honoured.group(1)) >= 4:
            # "Junochan": a whole name (4+ letters: "Susan" is no Su) and an honorific
            # run on ("Ivo-san", hyphenated, is read by ``resolve``)
            before = self.resolve(honoured.group(1))
            if before.ok and before.step in WHOLE_NAME:
                return replace(before, text=text, detail=f"{before.detail}; an honorific after it")
        found = self._nickname_rules().find(key)
        if found is None:
            return self.glued(text, key) or self.vote_typo(text, key)
        hits, detail = found
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

    def _nickname_rules(self) -> Nicknames:
        if self._nicknames is None:
            names = ((p.username, (p.username, p.display_name, *p.aliases)) for p in self.players)
            self._nicknames = Nicknames(names)
        return self._nicknames

    def _repeated(self, text: str, key: str) -> Resolution | None:
        """A name said several times as one: "Yes^3" or "Yes*3" for YES YES YES (the word
        so many times), "boonboon" for Boonskiies (a run of 4+ letters said twice or more,
        read once); the name so read must resolve."""
        power = _POWER.match(text)
        if power is not None:
            said = " ".join([power.group(1)] * int(power.group(2)))
        else:
            twice = _TWICE.match(key)
            if twice is None:
                return None
            said = twice.group(1)
        found = self.resolve(said)
        if found.status is ResolutionStatus.UNKNOWN:
            return None
        return replace(
            found, text=text, detail=f"{found.detail}; a name said {said!r} written once"
        )

    def shared_word(self, text: str) -> Resolution | None:
        """A vote's name of several words whose first word, or last of up to three, is a
        whole word of exactly one player's name ("Pods McQuill" for Bill McQuill, "flavor
        queef" for Flavor Leaf, never "for now (here comes Vollkan!)"): 4+ letters, not a
        game word; a word of two players' names is AMBIGUOUS, and so are two names listed
        ("Wren and Juno", "Kes, Ember") each naming a player, whole or by its start, or
        two names glued ("JunoDoc"; not a name, "the" and a role: "Juno_the_doc" beside a
        player Doc is Juno's claim). Only for a player's vote whose name ``resolve`` found no player for (a
        host's count runs names together, "Juno Kes", where this would read one name);
        never in broken markup ("Rory[/vot]e")."""
        ws = words(text)
        if len(ws) < 2 or any(c in text for c in "[]{}|") or fold(text) in NOT_A_NAME:
            return None  # "that's", "what's": a contraction, no word of a name
        reordered = self.reordered(text)  # "Bright Juno": juno_bright, not Juno
        if reordered is not None:
            return reordered
        if self._sentence_glued(text):  # "Lark.Ember lied": Lark (``parser.resolve``)
            return None
        # "Juno_the_doc": a claim, its role no word of a name (not a player Doc's, nor
        # Hunter's in "Ivo-the-hunter"), unless a player is named "the" and the role
        claim = len(ws) == 3 and ws[1] == "the" and ws[2] in ROLE_WORDS
        claim = claim and "the" + ws[2] not in self._keys
        edges = (ws[0], ws[-1]) if len(ws) <= 3 and not claim else (ws[0],)  # a sentence ends
        written = {
            w
            for w in edges
            if len(w) >= 4
            and w not in GAME_WORDS
            and w not in TITLES  # "LordKes": Kestrel with a title, or Lord Byron
            and (w not in NOT_A_NAME or self._said_whole(w))  # "he/they": no name
        }
        hits: set[str] = set()
        for p in self.players:
            for name in (p.username, p.display_name, *p.aliases):
                if written & set(words(name)):
                    hits.add(p.username)
        if not hits:
            return None
        if len(ws) <= 3 and not claim:  # "IvoTheo", "JunoDoc", "KesTheo": two names glued
            hits |= self._glued_beside(text, ws, written, hits)
        listed = _listed(text.split())
        if listed:
            # "Wren and Juno", "Kes & Ember", "Kes, Ember", "Wren, Juno, Lark": each names a
            # player (not "Rock and Roll" for Rock & Roll: all words of one player's name)
            sides = [self._started_by(w) | self._whole_words(fold(w)) for w in listed]
            one = set.intersection(*(self._whole_words(fold(w)) for w in listed))
            hits |= set().union(*sides) if all(sides) and not one else set()
        return picked_result(
            text, tuple(sorted(hits)), Step.SUBSTRING, "a whole word of a player's name"
        )

    def _sentence_glued(self, text: str) -> bool:
        """A whole name, a stop and a sentence of two or more words glued after it
        ("Lark.Ember lied", "Ember.Lark lied"): no name of two players' words, but the
        first and a sentence, which ``parser.resolve``'s glued-stop rule reads ("Lark.Ember"
        alone, or "Lark.Theo Kestrel", names after the stop, stay several names)."""
        stop = GLUED_STOP.search(text)
        if stop is None or len(text[stop.end() :].split()) < 2:
            return False
        head = self.resolve(text[: stop.start()])
        if not head.ok or head.step not in WHOLE_NAME:
            return False
        tail = text[stop.end() :]
        if self.resolve(tail).status is not ResolutionStatus.UNKNOWN:
            return False
        said = self.leading_name(tail)  # "Lark.Theo Kestrel": names, no sentence
        return said is None or said.status is not ResolutionStatus.AMBIGUOUS

    def _glued_beside(
        self, text: str, ws: list[str], written: set[str], hits: set[str]
    ) -> set[str]:
        """The players the words of ``ws`` (2-3 words) beside the ``written`` ones name:
        the other words ("IvoTheo", "KesTheo"), and a written one that is no whole word of
        a name of ``hits`` in one word or of two words ("KestTheo", "IvoxJuno", "Kestr
        Theo"; "Wren aka Juno" beside Wrenfield is Juno's two names); a word of its own
        (spaced) also mistyped or in the plural ("Kestrl Theo", "Larks Theo")."""
        # a word of the name found is no other's ("Juno/Ivo" beside Ivo/Juno and Ivor)
        beside = {w for w in set(ws) - written if not self._whole_words(w) & hits}
        spaced = len(text.split())
        if spaced == 1 or len(ws) == spaced == 2:  # not "Wren aka Juno": one's two names
            beside |= {w for w in written if not self._whole_words(w) & hits}
        named = {u for w in beside for u in self._named_beside(w)}
        if spaced > 1:
            named |= {u for w in beside for u in self._typed(w)}
        return named

    def _named_beside(self, word: str) -> set[str]:
        """The players a word beside a whole word of a name names: as their whole name
        ("Doc", a role word too), as its start ("Kes", 3+ letters, no role, filler or
        such word), or as a whole name with "x" or "and" glued after it ("Ivox")."""
        named = set(self._keys.get(word, ())) or self._started_by(word)
        for join in GLUE_JOINS if not named else ():
            if word.endswith(join) and len(word) - len(join) >= 3:
                named |= set(self._keys.get(word[: -len(join)], ()))
        return named

    def word_for_word(self, text: str) -> Resolution | None:
        """A vote's name of several words (of letters only) whose words start, one for
        one, with the letters that start the words of exactly one player's name ("Sat Away
        I Have a Girlfriend" for stay away I have a gf, "StrangerCancergen" for
        Surprise_Carcinogen), or, in up to three words, whose first word (5+ letters) is
        the start of exactly one player's name ("assembl-whatever" for Assemblerotws);
        several fitting is AMBIGUOUS. Only for a player's vote no other rule read; never
        in broken markup."""
        ws = words(text)
        if len(ws) < 2 or any(c in text for c in "[]{}|") or fold(text) in NOT_A_NAME:
            return None  # "that's", "what's": a contraction, no word of a name
        hits: set[str] = set()
        if all(w.isalpha() for w in ws):
            initials = [w[0] for w in ws]
            for p in self.players:
                for name in (p.username, p.display_name, *p.aliases):
                    theirs = words(name)
                    if all(w.isalpha() for w in theirs) and [w[0] for w in theirs] == initials:
                        hits.add(p.username)
        detail = "the words of a player's name, each by its first letter"
        if not hits and len(ws) <= 3 and len(ws[0]) >= 5 and ws[0] not in GAME_WORDS:
            hits = {
                p.username
                for p in self.players
                for name in (p.username, p.display_name, *p.aliases)
                if fold(name).startswith(ws[0])
            }
            detail = "the start of a player's name, with more written after it"
        if not hits:
            return None
        return picked_result(text, tuple(sorted(hits)), Step.SUBSTRING, detail)


# a stop glued between a word and a capitalised one: "Ivo.He lied", "Lark.Ivo"
GLUED_STOP = re.compile(r"(?<=[^\W\d_])\.(?=[A-Z][a-z])")
_POWER = re.compile(r"^(\w{2,})\s*[\^*]\s*([2-5])$")  # "Yes^3": the word three times
_TWICE = re.compile(r"^(.{4,}?)\1+$")  # "boonboon": the run said twice or more


def _listed(said: list[str]) -> list[str]:
    """The names of a list of one-word names ("Wren and Juno", "Kes & Ember", "Kes, Ember",
    "Wren, Juno, Lark", "A, B, and C"), or [] when ``said`` is no such list (an arrow or a
    dash between two names is no "and": "Wren -> Juno")."""
    names: list[str] = []
    after = "and"  # what came last: "and", "," (a name with a comma) or "name"
    for w in said:
        joins = w in ("&", "+", "/") or (w.isalpha() and fold(w) in AND_WORDS)
        if joins and after != "and":
            after = "and"
        elif not joins and after in ("and", ","):
            names.append(w.rstrip(","))
            after = "," if w.endswith(",") else "name"
        else:
            return []
    return names if len(names) >= 2 and after == "name" else []
