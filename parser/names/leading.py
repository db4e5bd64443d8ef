"""A player's whole name at the start of a vote's text, then more words, for
``parser.names.votes.VoteSteps`` (``leading_name``): "Ty for now", "Wren Jr because of
that"; a word put before a whole name ("lil Ivo"), a title before any name ("Dr Kes"), a
name before "the" and a role ("Kes the cop"), a name before filler words ("Kes lol")."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import before_possessive, fold
from votecount.parser.names.glued import GluedSteps
from votecount.parser.names.typos import ambiguous_result, picked_result
from votecount.parser.names.wordlists import (
    AND_WORDS,
    BEFORE_A_NAME,
    BEFORE_A_ROLE,
    EPITHETS,
    FILLERS,
    GAME_WORDS,
    NOT_A_HEAD,
    NOT_A_NAME,
    NOT_NAMED_NEXT,
    ONLY_WORDS,
    OWNERS,
    POINTERS,
    ROLE_WORDS,
    SUBJECTS,
    TITLES,
    WHOLE_NAME,
)

# the words after a name's "'s" that make it "is" ("Ivo's scum", "Ivo's the cop")
_CLAIM_NEXT = ROLE_WORDS | GAME_WORDS | FILLERS | BEFORE_A_NAME | BEFORE_A_ROLE


class LeadingSteps(GluedSteps):
    """The ``leading_name`` step (a base class of ``parser.names.votes.VoteSteps``)."""

    if TYPE_CHECKING:

        def resolve(
            self, text: str, post_id: str | None = None, index: int | None = None
        ) -> Resolution: ...

        def _whole_words(self, key: str) -> set[str]: ...

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
            self._contracted(ws)
            or self._after_epithet(ws)
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
                if len(rest) > 1 and rest[0][:1].islower() and _subject(rest[1]):
                    rest = []  # "Wren, hope he flips" beside Hope: a clause, no name
                runs = (fold(" ".join(rest[:j])) for j in range(1, min(3, len(rest)) + 1))
                named = {u for k in runs if k in self._keys for u in self._keys[k]}
                said = fold(rest[0]) if rest else ""
                if listed and len(said) >= 3 and said not in NOT_NAMED_NEXT:
                    # "Ivor and Juno" beside Ivo/Juno: a whole word (3+ letters, no filler)
                    # of a name listed; "Wren, Hope's lying": a name with a possessive
                    bare = before_possessive(rest[0]) or rest[0]
                    named |= self._whole_words(said) | set(self._keys.get(fold(bare), ()))
                # "Theo Kestr"; not a word typed lowercase after a capital ("Ivo dude"
                # beside Jude, "Ivo maybe" beside Maybelle: a word, not a name)
                lower = ws[n][:1].islower() and not ws[0].islower()
                one = len(ws) == n + 1 and fold(ws[n]) not in GAME_WORDS and not lower
                if rest and (listed or key in ROLE_WORDS or one):
                    # "Ivo and Kes the cop", "cop Kes" (a role word, a player's name),
                    # "Theo Kestr" (one word after the name): a shortened name next is
                    # another player named
                    named |= self._started_by(rest[0])
                if one:  # "Theo Kestrl": a name mistyped next
                    named |= self._typed(fold(ws[n]))
                named |= self._shorter_then_fillers(ws, n, key)
                reordered = self.reordered(text)  # "Lark Juno": Lark, or Juno Lark
                named |= set(reordered.candidates) if reordered is not None else set()
                hits = tuple(sorted(named | set(self._keys[key])))
                detail = "a player's whole name, then more words"
                return picked_result(text, hits, Step.NORMALISED, detail)
        return None

    def _contracted(self, ws: list[str]) -> Resolution | None:
        """A whole name with the "'s" of "is" before a claim ("Ivo's scum", "Ivo's the
        cop", "Ivo's town", "Ivo's a wolf": a role, game, filler word or a word put before a
        name next): read as the name then those words; never before another word ("Ivo's
        partner", "Ivo's buddy": someone else), nor when such words lead to one ("Ivo's
        scum buddy", "Ivo's town read", "Ivo's lil buddy": the claim words must run to the
        end), nor when the name with its "s" is a login ("Ivo's scum" beside Ivos; review28n)."""
        bare = before_possessive(ws[0])
        if not bare or fold(ws[1]) not in _CLAIM_NEXT or fold(bare) not in self._keys:
            return None
        if fold(ws[0]) in self._keys:
            return None
        found = self.leading_name(" ".join((bare, *ws[1:])))
        claimed = all(fold(w) in _CLAIM_NEXT | {""} for w in ws[1:])  # ("!", ":)" no word)
        if found is None or (found.ok and not claimed):  # (AMBIGUOUS: "Juno's scum lord"
            return None  # beside Scum Lord, a player named after the claim words)
        return replace(found, detail=f'{found.detail}; the "\'s" of "is" after the name')

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

    def _typed(self, word: str) -> set[str]:
        """The players a spaced word of 4+ letters beside a name names mistyped or in the
        plural ("Kestrl", "Larks": Lark or Larkspur): ``resolve``'s reading, several too,
        not a special word nor an abbreviation of under 5 letters."""
        if len(word) < 4 or word in NOT_NAMED_NEXT or word in GAME_WORDS:
            return set()
        found = self.resolve(word)
        if found.status is ResolutionStatus.UNKNOWN or found.step is Step.SPECIAL:
            return set()
        return set() if found.step is Step.ACRONYM and len(word) < 5 else set(found.candidates)

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


def fillers_at(ws: list[str]) -> int:
    """Where the filler words at the end of ``ws`` start ("Wren for now": 1), never
    before the second word (``len(ws)`` when none end it)."""
    at = len(ws)
    while at > 1 and fold(ws[at - 1]) in FILLERS:
        at -= 1
    return at


_CONTRACTED = re.compile(r"['\u2019](?:s|re|ll|d|m|ve)$", re.I)


def _subject(word: str) -> bool:
    """``word`` is a subject pronoun, or one with a verb contracted onto it ("they're",
    "he's", "I'm"), or a word owning what follows ("my"): a clause starts at the word
    before it ("Wren, hope they're scum"; "Ivo, mark my words" beside a player Mark), or
    one pointing at what follows, in lowercase ("Ivo, hope that helps" beside a player
    Hope; "Ivo, will This" beside players Will and This lists them)."""
    said = fold(_CONTRACTED.sub("", word))
    pointer = said in POINTERS and word[:1].islower()
    return said in SUBJECTS or said in OWNERS or pointer
