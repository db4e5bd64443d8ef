"""Vote-only name steps for a name with a word glued to it or its words reordered
(``names20``): a title or a role claim run on ("MrIvo", "IvoCop", "copIvo"), an
honorific hyphenated after a shortened name ("Kes-chan"), the words of a name typed in
another order ("Bright Juno" for juno_bright). ``parser.names.votes`` calls them after
every other step found no player; several players fitting is AMBIGUOUS, never a guess."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from votecount.parser.model import Resolution, ResolutionStatus, Step
from votecount.parser.names.fold import fold, words
from votecount.parser.names.typos import TypoSteps, ambiguous_result, picked_result
from votecount.parser.names.wordlists import (
    GLUE_JOINS,
    HONORIFIC_AFTER,
    LIST_MARKS,
    ROLE_WORDS,
    RUN_ON_TITLES,
    SIDE_WORDS,
    TITLES,
    WHOLE_NAME,
)

# the words run on before a name ("mrivo") and after one ("ivocop"), longest first; "town"
# ends common words ("Hometown", "Midtown": no Home, Mid) and is read glued only as a word
# of its own ("IvoTown", "Ivo-town")
_BEFORE = sorted(RUN_ON_TITLES, key=len, reverse=True)
_AFTER = sorted(ROLE_WORDS - SIDE_WORDS, key=len, reverse=True)
_NAME_MIN = 3  # the shortest name read beside a glued word


class GluedSteps(TypoSteps):
    """The glued and reordered steps (a base class of ``parser.names.votes.VoteSteps``)."""

    if TYPE_CHECKING:

        def resolve(
            self, text: str, post_id: str | None = None, index: int | None = None
        ) -> Resolution: ...

        def _name_beside(self, name: str, word: str, detail: str) -> Resolution | None: ...

    _keys: dict[str, tuple[str, ...]]

    def glued(self, text: str, key: str) -> Resolution | None:
        """A vote of one word: a name (3+ letters) with an honorific hyphenated after it
        ("Kes-chan", any step but a special word; a whole name so is ``resolve``'s), or
        with a title or a role glued before it or a role after it. Written as a word of
        its own (a capital or a stop: "MrIvo", "Mr.Ivo", "KesCop", "copIvo") the name
        may be shortened or mistyped; run together ("ivocop", "mrlark") it is a whole name
        after an abbreviated title, in no word capitalised as one ("Drake" is no Dr Ake), or
        before a role ("Copper" is no cop before Per, "Sirius" no sir before Ius). AMBIGUOUS when the glued word is a word of another player's
        name ("DrIvo" beside Dr_Ember), and so is one word that is two players' whole
        names run together ("ivotheo": Ivo and Theo)."""
        after = HONORIFIC_AFTER.search(text)
        if after is not None and len(fold(text[: after.start()])) >= _NAME_MIN:
            found = self.resolve(text[: after.start()])
            if found.ok and found.step is not Step.SPECIAL:
                return replace(found, text=text, detail=f"{found.detail}; an honorific after it")
            return None
        ws = words(text)
        if len(ws) == 2 and ws[0] == "the":  # "TheCop", "the_cop" beside Cop: "the cop"
            return self._glued_to(text, ws[1], "")
        if len(ws) >= 2 and (ws[0] in TITLES or ws[0] in ROLE_WORDS):
            return self._glued_to(text, "".join(ws[1:]), ws[0])
        if len(ws) >= 2 and ws[-1] in ROLE_WORDS:
            # "IvoTheCop", "Ivo-the-cop": "the" makes the role a claim, never a player
            # Cop's name run on (as "Ivo the cop" is read beside a player Cop); a player
            # named "the" and the role is that name run on ("IvoTheCop" beside TheCop)
            the = ws[-2] == "the"
            claim = the and "the" + ws[-1] not in self._keys
            rest = ws[:-2] if the else ws[:-1]
            return self._glued_to(text, "".join(rest), "" if claim else ws[-1]) if rest else None
        if len(ws) != 1:
            return None
        two = self._two_names(key)
        if two:  # "ivotheo": Ivo and Theo run together
            return ambiguous_result(text, tuple(sorted(two)), "two players' names run together")
        # the longest such word only: "werewolf" is no "wolf" after a player Were
        before = next((w for w in _BEFORE if key.startswith(w)), "")
        if before and not text.istitle() and self._whole(key[len(before) :]):  # no "Drake"
            return self._glued_to(text, key[len(before) :], before)
        last = next((w for w in _AFTER if key.endswith(w)), "")
        if last and self._whole(key[: -len(last)]):
            return self._glued_to(text, key[: -len(last)], last)
        return None

    def _two_names(self, key: str) -> set[str]:
        """The players of two whole names (3+ letters each, of two players) that folded
        ``key`` is, run together ("ivotheo") or with "x" or "and" between ("ivoxjuno"), or
        none."""
        for cut in range(_NAME_MIN, len(key) - _NAME_MIN + 1):
            first, rest = self._keys.get(key[:cut], ()), key[cut:]
            joined = (rest[len(j) :] for j in GLUE_JOINS if rest.startswith(j))  # "ivoxjuno"
            for second in (self._keys.get(r, ()) for r in (rest, *joined) if len(r) >= _NAME_MIN):
                if first and second and set(first) != set(second):
                    return {*first, *second}
        return set()

    def _whole(self, name: str) -> bool:
        found = self.resolve(name) if len(name) >= _NAME_MIN else None
        return found is not None and found.ok and found.step in WHOLE_NAME

    def _glued_to(self, text: str, name: str, word: str) -> Resolution | None:
        found = self._name_beside(name, word, "a title or a role glued to the name left out")
        return replace(found, text=text) if found is not None else None

    def reordered(self, text: str) -> Resolution | None:
        """A vote's name of two or more words that are the words of a player's name in
        another order ("Bright Juno", "bright_juno" for juno_bright; "Network Misaka"):
        that player, before a word of it alone names another ("Juno"); several players
        fitting is AMBIGUOUS. Never a list ("Lark, Juno", "Wren and Juno": two names
        listed, read by ``shared_word``)."""
        said = sorted(words(text))
        if len(said) < 2 or any(c in text for c in "[]{}|") or LIST_MARKS.search(text):
            return None
        hits = {
            p.username
            for p in self.players
            for name in (p.username, p.display_name, *p.aliases)
            if name and sorted(words(name)) == said
        }
        if not hits:
            return None
        detail = "the words of a player's name in another order"
        found = picked_result(text, tuple(sorted(hits)), Step.SUBSTRING, detail)
        return found if found.status is not ResolutionStatus.UNKNOWN else None
