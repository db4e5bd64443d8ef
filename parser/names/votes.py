"""The further steps of name resolution for a player's vote only (``parser.resolve``
calls them after ``Roster.resolve`` found no player): ``leading_name`` (a player's whole
name, then more words; a name after a title or before "the" and a role), ``shared_word`` (a whole word of one player's name),
``nickname`` (``parser.names.nicknames``: digits read as letters, a name run on or reversed, a
pet name, a name said twice) and ``word_for_word`` (the words of a name by their first
letters). Not for host posts, where a name runs on into its sentence."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import before_possessive, fold, words
from votecount.parser.names.glued import GluedSteps
from votecount.parser.names.nicknames import SLOT_WORDS, Nicknames
from votecount.parser.names.typos import ambiguous_result, picked_result
from votecount.parser.names.wordlists import (
    AND_WORDS,
    BEFORE_A_ROLE,
    EPITHETS,
    FILLERS,
    GAME_WORDS,
    GLUE_JOINS,
    HONORIFIC,
    NOT_A_HEAD,
    NOT_A_NAME,
    NOT_NAMED_NEXT,
    ONLY_WORDS,
    ROLE_WORDS,
    TITLES,
    WHOLE_NAME,
)


class VoteSteps(GluedSteps):
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

    def leading_name(self, text: str) -> Resolution | None:
        """A vote's text whose first words are a player's whole name, then more words
        ("Ty for now", "Wren Jr because of that"), however short the name: the longest
        such run of words, never across a comma ("Lark, I guess" beside Lark I); AMBIGUOUS
        when the next words name another player ("Wren, Juno", "Wren and Juno") or a
        shorter run is another's whole name and only fillers follow it ("Lark I guess":
        Lark I, or Lark). Before it: a word put before a whole name ("lil Ivo"), a
        title before any name ("Dr Kes"), a name before "the" and a role ("Kes the cop").
        Only for a player's vote no step of ``resolve`` read; never in broken markup (a
        closing tag)."""
        ws = text.split()
        if len(ws) < 2 or "[/" in text or any(c in text for c in "{}|"):
            return None  # "hp[leaves] for now" is a name, "Rory[/vot]e x" broken markup
        found = (
            self._after_epithet(ws)
            or self._after_title(ws)
            or self._before_a_claim(ws)
            or self._before_fillers(ws)
        )
        if found is not None:
            return replace(found, text=text)
        for n in range(self._reach(ws), 0, -1):
            key = fold(" ".join(ws[:n]))
            if key in self._keys and not self._across_a_comma(ws[:n], ws, key):
                # "Wren, Juno", "Wren and Juno": another player named next is a list of
                # names (a reason further on, "because Juno said so", is no name)
                listed = ws[n - 1].endswith(",") or fold(ws[n]) in AND_WORDS
                rest = ws[n + 1 :] if fold(ws[n]) in AND_WORDS else ws[n:]
                runs = (fold(" ".join(rest[:j])) for j in range(1, min(3, len(rest)) + 1))
                named = {u for k in runs if k in self._keys for u in self._keys[k]}
                if rest and (listed or key in ROLE_WORDS):
                    # "Ivo and Kes the cop", "cop Kes" (a role word, a player's name): a
                    # shortened name next is another player named
                    named |= self._started_by(rest[0])
                named |= self._shorter_then_fillers(ws, n, key)
                reordered = self.reordered(text)  # "Lark Juno": Lark, or Juno Lark
                named |= set(reordered.candidates) if reordered is not None else set()
                hits = tuple(sorted(named | set(self._keys[key])))
                detail = "a player's whole name, then more words"
                return picked_result(text, hits, Step.NORMALISED, detail)
        return None

    def _across_a_comma(self, run: list[str], ws: list[str], key: str) -> bool:
        """A run of words with a comma inside ("Lark, I" of "Lark, I guess") is no name
        when only filler words follow the comma, unless the players' names so folded have
        a comma themselves ("Ivo, the Great lol" is Ivo the Great, as "Ivo, the Great")."""
        comma = next((i for i, w in enumerate(run[:-1]) if w.endswith(",")), None)
        if comma is None or fillers_at(ws) > comma + 1:
            return False
        players = (p for p in self.players if p.username in self._keys[key])
        names = (n for p in players for n in (p.username, p.display_name, *p.aliases))
        return not any("," in n for n in names if fold(n) == key)

    def _shorter_then_fillers(self, ws: list[str], n: int, key: str) -> set[str]:
        """The players a shorter run of ``ws[:n]`` (a whole name, ``key``) names in whole
        when only filler words follow it ("Lark I guess": Lark I then "guess", or Lark then
        "I guess")."""
        out: set[str] = set()
        for m in range(1, n):
            shorter = fold(" ".join(ws[:m]))
            if shorter in self._keys and shorter != key and fillers_at(ws) <= m:
                out |= set(self._keys[shorter])
        return out

    def _after_epithet(self, ws: list[str]) -> Resolution | None:
        """A whole name after one or two words a voter puts before a name ("lil Ivo", "poor
        old Ivo", "scummy Ivo"): the name, or the name then more words; AMBIGUOUS when such
        a word is a word of another player's name ("poor Ivo": Ivo or Poor Boy), and when
        the words after it name several ("lil Juno and Lark")."""
        n = 0
        others: set[str] = set()  # players a word before the name is a word of
        while n < min(2, len(ws) - 1) and fold(ws[n]) in EPITHETS:
            others |= self._whole_words(fold(ws[n]))
            n += 1
        if n == 0:
            return None
        rest = " ".join(ws[n:])
        found: Resolution | None = self.resolve(rest)  # "lil Ka Jr": Ka Jr, not Ka
        if found is not None and found.step not in WHOLE_NAME and len(ws) - n > 1:
            found = self.leading_name(rest)
        if found is not None and found.status is ResolutionStatus.AMBIGUOUS and len(ws) - n > 1:
            # "lil Juno and Lark": the names after the word are several players
            hits = tuple(sorted(others | set(found.candidates)))
            return ambiguous_result(found.text, hits, "names after a word put before a name")
        if found is None or not found.ok or found.step not in WHOLE_NAME:
            return None
        if others - set(found.candidates):  # "poor Ivo": Ivo, or Poor Boy
            hits = tuple(sorted(others | set(found.candidates)))
            return ambiguous_result(found.text, hits, "a name, and a word of another's before it")
        return replace(found, detail=f"{found.detail}; a word before the name left out")

    def _after_title(self, ws: list[str]) -> Resolution | None:
        """A title put before a name that is shortened or mistyped ("Dr Kes", "Mr Kestrl",
        "Prof. Quil"): the player the rest names (3+ letters, any step but a special word);
        AMBIGUOUS when the title is a word of another player's name ("Dr Kes" beside
        Dr_Ember). A title before a whole name is read by ``parser.resolve``."""
        if fold(ws[0]) not in TITLES and fold(ws[0]) not in ONLY_WORDS:  # "just Kes"
            return None
        return self._name_beside(" ".join(ws[1:]), ws[0], "a title before the name left out")

    def _before_a_claim(self, ws: list[str]) -> Resolution | None:
        """A name, then a role it claimed or is called by: up to three words ending in a
        role word, after "the", "aka", "who" or "our", or after a comma ("Kes the cop",
        "Wren, the fake doc", "Kes aka the cop", "Kes who claimed cop", "Kes, cop claim"):
        the player the name before them names (3+ letters, not a word such as "for", any
        step but a special word; AMBIGUOUS when several fit)."""
        if len(ws) < 2 or fold(ws[-1]) not in ROLE_WORDS:
            return None
        for at in range(1, len(ws)):
            said = fold(ws[at]) in BEFORE_A_ROLE
            if said or ws[at - 1].endswith(","):
                break
        else:
            return None
        tail = [fold(w) for w in ws[at + said :]]
        if at > 3 or not 1 <= len(tail) <= 3 or any(fold(w) in AND_WORDS for w in ws[1:at]):
            return None  # "Ivo and Kes the cop": two names
        if any(w in self._keys and w not in ROLE_WORDS for w in tail):
            return None  # "Ivo, Juno the cop": two names
        if not said and (
            tail == [tail[0]] and tail[0] in self._keys or any(map(self._started_by, tail))
        ):
            return None  # "Ivo, Vig" beside Vig, "Kes, Wren the cop": names listed
        head = " ".join(ws[:at]).rstrip(",;:-")
        if fold(head) in NOT_A_HEAD:
            return None
        return self._name_beside(head, "", "a role after the name left out")

    def _before_fillers(self, ws: list[str]) -> Resolution | None:
        """A name, then only words that say nothing of whom ("Wren for now", "Kes lol",
        "Kestrl pls", "Lark I guess"): the player the one or two words before them name
        (3+ letters, any step but a special word; AMBIGUOUS when several fit); never when
        such a word is a word of a player's name ("lol" beside Lol Master)."""
        at = fillers_at(ws)
        if at == len(ws) or at > 2:
            return None
        if any(self._whole_words(fold(w)) for w in ws[at:] if fold(w)):
            return None
        return self._name_beside(" ".join(ws[:at]), "", "words after the name left out")

    def _started_by(self, word: str) -> set[str]:
        """The players whose name ``word`` (3+ letters, no role or filler word) is the
        whole or the start of ("Kes" for Kestrel), when it follows another name."""
        key = fold(word)
        if len(key) < 3 or key in NOT_NAMED_NEXT:
            return set()
        return {u for k, us in self._keys.items() if k.startswith(key) for u in us}

    def _name_beside(self, name: str, word: str, detail: str) -> Resolution | None:
        """``name`` (3+ letters) read by ``resolve`` when it names a player (any step but a
        special word); AMBIGUOUS with the players ``word`` beside it is a whole word of."""
        if len(fold(name)) < 3 or fold(name) in NOT_A_NAME:
            return None
        found = self.resolve(name)
        if found.status is ResolutionStatus.AMBIGUOUS:  # "Jun the doc": Juno or Junot
            return found
        if not found.ok or found.step is Step.SPECIAL:
            return None
        others = self._whole_words(fold(word)) - set(found.candidates) if fold(word) else set()
        if others:
            hits = tuple(sorted(others | set(found.candidates)))
            return ambiguous_result(found.text, hits, "a name, and a word of another's before it")
        return replace(found, detail=f"{found.detail}; {detail}")

    def _reach(self, ws: list[str]) -> int:
        """The most of ``ws`` (all but the last) that a name can be: each word with a letter
        or digit folds to one at least, so a run of more such words than the longest name
        has letters is none, and is never joined and folded (a vote of 5,000 words would
        fold every run of them)."""
        longest = max(map(len, self._keys), default=0)
        reach = letters = 0
        for w in ws[:-1]:
            letters += bool(fold(w))
            if letters > longest:
                break
            reach += 1
        return reach

    def shared_word(self, text: str) -> Resolution | None:
        """A vote's name of several words whose first word, or last of up to three, is a
        whole word of exactly one player's name ("Pods McQuill" for Bill McQuill, "flavor
        queef" for Flavor Leaf, never "for now (here comes Vollkan!)"): 4+ letters, not a
        game word; a word of two players' names is AMBIGUOUS, and so are two names listed
        ("Wren and Juno", "Kes, Ember") each naming a player, whole or by its start. Only for a player's vote whose name ``resolve`` found no player for (a
        host's count runs names together, "Juno Kes", where this would read one name);
        never in broken markup ("Rory[/vot]e")."""
        ws = words(text)
        if len(ws) < 2 or any(c in text for c in "[]{}|") or fold(text) in NOT_A_NAME:
            return None  # "that's", "what's": a contraction, no word of a name
        reordered = self.reordered(text)  # "Bright Juno": juno_bright, not Juno
        if reordered is not None:
            return reordered
        edges = (ws[0], ws[-1]) if len(ws) <= 3 else (ws[0],)  # a sentence ends anyhow
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
        if len(ws) <= 3:  # "IvoTheo", "JunoDoc", "KesTheo": two players' names glued
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

    def _glued_beside(
        self, text: str, ws: list[str], written: set[str], hits: set[str]
    ) -> set[str]:
        """The players the words of ``ws`` (2-3 words) beside the ``written`` ones name:
        the other words ("IvoTheo", "KesTheo"), and in one word glued a written one that is
        no whole word of a name of ``hits`` ("KestTheo", "IvoxJuno"; "Wren aka Juno" beside
        Wrenfield is Juno's two names)."""
        beside = set(ws) - written
        if len(text.split()) == 1:
            beside |= {w for w in written if not self._whole_words(w) & hits}
        return {u for w in beside for u in self._named_beside(w)}

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


_POWER = re.compile(r"^(\w{2,})\s*[\^*]\s*([2-5])$")  # "Yes^3": the word three times
_TWICE = re.compile(r"^(.{4,}?)\1+$")  # "boonboon": the run said twice or more


def fillers_at(ws: list[str]) -> int:
    """Where the filler words at the end of ``ws`` start ("Wren for now": 1), never
    before the second word (``len(ws)`` when none end it)."""
    at = len(ws)
    while at > 1 and fold(ws[at - 1]) in FILLERS:
        at -= 1
    return at


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
