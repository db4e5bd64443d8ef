"""Resolving written names to players, in a fixed, auditable order.

Order (first step that decides wins; a step that finds several players stops with
AMBIGUOUS, it never falls through to a looser step):

1. ``PIN`` — the host fixed the target of this post (and command index).
2. ``USERNAME`` / ``DISPLAY_NAME`` — exact text (of players whose names fold alike, the
   one whose name has the text's emoji or symbols: "Ivo🌙" beside Ivo ☀️).
3. ``ALIAS`` — a host-supplied alias (case and punctuation folded).
4. ``NORMALISED`` — folded keys equal (see ``parser.names.fold``; a name's "&" as "and"
   and the reverse; its letters typed as their transliteration, "Djordje" for Đorđe,
   unless that is another's name folded, and AMBIGUOUS when the text starts another's
   name: "Joe" beside Jö and Joel; "Jr"/"Sr" typed "Junior"/"Senior"; a title the name
   starts with in its other forms, "Mister Wren" for Mr Wren, "Doc Ember" for Doctor Ember,
   unless that is another's name folded; started past its title only, "Doc" alone is no
   start of Dr Ember's): a player named
   "Nobody" or "Sleep" is that player, written in any case; an @mention of a login beats a display
   name that folds alike ("@wren"); initials with stops ("J.L.") that are a player's name
   and another's initials are AMBIGUOUS (and are never a pronoun: "I.T.").
5. ``SPECIAL`` — no-lynch words (``NO_ELIMINATION``) and ``Storyteller`` (AMBIGUOUS when the
   word is a whole word of a player's name: "Sleep" beside Sleep Walker); then
   ``NORMALISED`` with ``[...]`` removed.
6. ``MENTION`` — an ``@name`` inside the text; then a name whose number is a word, a Roman
   figure or an ordinal ("Ivo Two", "Ivo II", "IvoTheSecond" for Ivo2: ``NORMALISED``);
   then a name with a possessive (AMBIGUOUS when the text, apostrophe and all, starts
   another's name: "Ivo's" beside Ivo's Ghost), a hyphenated
   honorific ("Ivo-san"), "slot" after it ("Ivo's slot") or a word before it ("the Ivo",
   "lil Ivo"; AMBIGUOUS with the players that word, or the whole text as below, fits).
7. ``PREFIX`` (≥ 2 characters), ``SUBSTRING`` (≥ 3), ``ACRONYM`` (initials, or an
   in-order abbreviation sharing the first letter, also of a name less a leading "The"; a
   vowel-dropped shorthand of a later word, "Fthrbttm"), ``EDIT_DISTANCE`` (≤ 1, or ≤ 2 for
   8+ characters, unique best; then, for 5+ characters, one letter away from the start
   of a name or of a word in it, sharing its first letter: "Misika" for Misaka Network;
   for 4 characters two neighbouring letters swapped only, "syan" for Synaesthesia; then two letters swapped that are not neighbours, 5+
   characters: "Hikari" for Hiraki); a typo that changes "Sr" to "Jr" is AMBIGUOUS with the
   player the words before it name ("Ivo Sr" beside Ivo and Ivo Jr). A number typed in
   an abbreviation starts one of the name's ("Ivo#2" is no shorthand of Ivo#1234); a
   start of a host's alias is its player ("Bird" for Birdie). A start (4+ letters) that
   is another player's name with one letter changed or as it sounds is AMBIGUOUS ("June":
   Junebug's start, or Juno; "Filip": Filippa's, or Philip); last, a name typed as it
   sounds ("Kris" for Chris; AMBIGUOUS beside a typo of another's: "Kris" beside Cris).
   A start, part, shortening or typo read from a list ("Ivo and Juno") an item of which
   is another player's whole name is AMBIGUOUS (Ivo, or a hydra "Ivor and Juno").
   A prefix or substring resolves to the one player it is a whole word (or run of words)
   of, if there is one ("Kool": The Kool, not Koolzzy nor Da Koolzzy); a whole word of
   several players' names is AMBIGUOUS ("Hemlock": Hemlock Bell or Old Man Hemlock), and
   so is a prefix or substring of 2-3 letters that is another player's initials ("SP":
   Spindlewick or Silver Pine). A whole word of one name beats another's plural ("Aces":
   Aces High beside Ace); a doubled-letter pet name of another's whole name or first
   word makes a start or typo AMBIGUOUS ("Kitty": Kittyhawk or Kit).
   None of step 7 reads a pronoun or article (``NOT_A_NAME``: "her", "the", "it") unless
   it is a whole word of a name ("who": Doctor Who; never "the").

``Roster.leading_name`` is a further step for a player's vote only (``parser.resolve``):
a player's whole name, then more words ("Ty for now"; also after a word put before a name,
"sus Ivo for now"), or any name after a title ("Dr Kes") or before "the" and a role ("Kes
the cop"); then ``Roster.shared_word``: a
name of several words whose first word, or last of up to three (4+ letters), is a whole
word of exactly one player's name ("Pods McQuill" for Bill McQuill); then
``Roster.nickname`` (``parser.names.nicknames``): digits read as letters, a number left off, a
name run on, a name reversed, a pet name, a plural in "es" ("Mosses"), "slot"/"scum" or
an honorific ("Dalesan") run on; then ``parser.names.glued``: a title or a role glued to
a name ("MrIvo", "IvoCop"), an honorific hyphenated after a shortened one ("Kes-chan"),
and (before ``shared_word``) a name's words in another order ("Bright Juno").

Text no step reads that is a name, then "(a remark)" or a Discord tag ("Ivo#1234"), is
read as the name before it. Text naming several players ("A or B", "A / B", "A/B"; "Juno, Lark" or "Juno & Lark" that
folds to a player Juno Lark when Juno and Lark play too) is AMBIGUOUS. Players whose names fold
to the same key (a confusable letter) are AMBIGUOUS even on an exact match.

The start, part and initials steps (step 7 but its typos) are in ``parser.names.parts``;
the typo steps (the last ``EDIT_DISTANCE`` ones) in ``parser.names.typos``; the steps for
a player's vote only (``leading_name``, ``shared_word``, ``nickname``, ``word_for_word``)
in ``parser.names.votes``; text naming several players ("A or B", a list) in
``parser.names.lists``; a name's number written as a word and a possessive after a name
in ``parser.names.written``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from votecount.parser.model import NO_ELIMINATION, STORYTELLER, Resolution, ResolutionStatus, Step
from votecount.parser.names.alike import told_apart
from votecount.parser.names.fold import fold, tidy, transliterated, words
from votecount.parser.names.lists import SEVERAL, ListSteps, names_of
from votecount.parser.names.nicknames import Nicknames
from votecount.parser.names.parts import PartSteps
from votecount.parser.names.typos import (
    ambiguous_result,
    picked_result,
    resolved_result,
    unknown_result,
)
from votecount.parser.names.wordlists import NOT_A_NAME
from votecount.parser.names.written import (
    WrittenSteps,
    and_spelt,
    suffix_spelt,
    titles_spelt,
    without_brackets,
)

NO_ELIMINATION_WORDS = (
    "nl", "no lynch", "nolynch", "no-lynch", "no lynching", "no exe", "no execution",
    "no exile", "no elimination", "no elim", "no kill", "nobody", "no one", "sleep",
    "sleeping", "pass", "abstain", "skip", "no hang", "no hanging", "no banishment",
    "no banish", "no execute",
)  # fmt: skip
# the words naming the Storyteller (the host account), the one table: a target, a
# whisper's partner ("/whisper ST", ``parser.resolve``), a ping before a plain command
# (``parser.slash``); the short forms only as a partner or a ping, where nobody else is
# meant ("vote ST" is a player's initials or the start of a name: Silent Tiger, Stella)
STORYTELLER_WORDS = (
    "storyteller", "the storyteller", "@storyteller", "storytellers", "the storytellers",
)  # fmt: skip
STORYTELLER_SHORT = ("st", "sts")
# the same words as a partner or a ping names them: folded, with no "@"
STORYTELLER_NAMES = frozenset(fold(w).lstrip("@") for w in (*STORYTELLER_WORDS, *STORYTELLER_SHORT))
# an @mention: the name after the "@" (a vote's "@Ivo", a ping before a command)
MENTION = re.compile(r"@([\w.\-]+)")
_MEMO_SIZE = 4096
# initials written with stops, or letters spelt out one by one: "J.L.", "J. L", "i.t.",
# "J L", "I V O", "J-U-N-O"
DOTTED = re.compile(r"^[^\W\d_](?:(?:\.\s*|\s+|-)[^\W\d_])+\.?$")


@dataclass(frozen=True)
class Player:
    """A player of the game file: ``username`` is the id; names people may write."""

    username: str
    display_name: str = ""
    aliases: tuple[str, ...] = ()


PinKey = str | tuple[str, int]


class Roster(WrittenSteps, ListSteps, PartSteps):
    """The names a vote may target, with the host's pins and aliases."""

    def __init__(
        self,
        players: Iterable[Player | str],
        hosts: Iterable[str] = (),
        host_account: str | None = None,
        aliases: Mapping[str, str] | None = None,
        pins: Mapping[PinKey, str] | None = None,
        no_elimination_words: Iterable[str] = NO_ELIMINATION_WORDS,
        storyteller_words: Iterable[str] = STORYTELLER_WORDS,
    ) -> None:
        self.players = tuple(p if isinstance(p, Player) else Player(p) for p in players)
        self.hosts = frozenset(hosts) | ({host_account} if host_account else set())
        self.host_account = host_account
        self.pins = dict(pins or {})
        self._special = {fold(w): NO_ELIMINATION for w in no_elimination_words}
        self._special.update({fold(w): STORYTELLER for w in storyteller_words})
        self._aliases = {fold(a): u for a, u in (aliases or {}).items()}
        shared: dict[str, set[str]] = {}  # a nickname two players are given: AMBIGUOUS
        for p in self.players:
            self._aliases.update({fold(a): p.username for a in p.aliases})
            for a in p.aliases:
                shared.setdefault(fold(a), set()).add(p.username)
        self._shared_aliases = {a: tuple(sorted(us)) for a, us in shared.items() if len(us) > 1}
        self._keys = self._build_keys()
        self._memo: dict[str, Resolution] = {}  # written text -> resolution without pins
        self._folded_hosts: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
        self._word_starts: dict[str, set[str]] | None = None
        self._the_less: dict[str, str] | None = None
        self._runs: dict[str, set[str]] | None = None
        self._outside_remarks: set[str] | None = None
        self._squeezed: dict[str, list[str]] | None = None
        self._loose: tuple[dict[str, set[str]], dict[str, set[str]]] | None = None
        self._nicknames: Nicknames | None = None
        self._by_number: dict[str, set[str]] | None = None
        self._sounds: dict[str, set[str]] | None = None

    def _build_keys(self) -> dict[str, tuple[str, ...]]:
        keys: dict[str, set[str]] = {}
        for p in self.players:
            for name in (p.username, p.display_name, *p.aliases):
                for key in {fold(name), fold(and_spelt(name)), fold(suffix_spelt(name))} - {""}:
                    keys.setdefault(key, set()).add(p.username)
        plain = set(keys)
        self._plain_keys = frozenset(plain)  # the keys no transliteration gave
        titled: dict[str, int] = {}  # a title written out: its title's length
        for p in self.players:  # "Djordje" for Đorđe, "Mister Wren" for Mr Wren, unless
            for name in names_of(p):  # it is another's name folded
                spelt = {fold(t): len(fold(t.split()[0])) for t in titles_spelt(name)}
                own = fold(transliterated(name))
                titled |= {k: n for k, n in spelt.items() if k not in plain and k != own}
                for key in {own, *spelt} - plain - {""}:
                    keys.setdefault(key, set()).add(p.username)
        self._titled_keys = titled  # no nearest name of an unread text, no title alone
        return {k: tuple(sorted(v)) for k, v in keys.items()}

    def is_host(self, author: str) -> bool:
        if author in self.hosts:
            return True
        hosts, folded = self._folded_hosts
        if hosts is not self.hosts:
            folded = frozenset(fold(h) for h in self.hosts)
            self._folded_hosts = (self.hosts, folded)
        return fold(author) in folded

    def usernames(self) -> tuple[str, ...]:
        return tuple(p.username for p in self.players)

    def resolve(
        self, text: str, post_id: str | None = None, index: int | None = None
    ) -> Resolution:
        """Resolve written ``text`` to one player, or say why not (never a guess).

        Apart from pins, the answer depends only on the text and the roster, which is not
        changed after construction: it is memoised per roster.
        """
        written = tidy(text)
        if not written:
            return unknown_result(written, (), "nothing to resolve")
        pinned = self._pin(written, post_id, index)
        if pinned is not None:
            return pinned
        found = self._memo.get(written)
        if found is None:
            if len(self._memo) >= _MEMO_SIZE:
                self._memo.clear()
            found = self._memo[written] = self._unpinned(written)
        return found

    def _unpinned(self, written: str) -> Resolution:
        found = self._romanised(written, self._written(written))
        if found.status is not ResolutionStatus.UNKNOWN:
            return found
        for pattern, why in ((_REMARK, "remark in brackets"), (_TAG, "a Discord tag")):
            # "Devil (the guy who posted this)", "Ivo#1234": the name before it
            before = pattern.match(written)
            if before is not None and pattern is _TAG and self._tagged(before.group(1)):
                continue  # "Ivo#1234" beside Ivo and Ivo#5678: the tag tells them apart
            inner = self._unpinned(before.group(1)) if before is not None else None
            if inner is not None and inner.ok:
                return replace(inner, text=written, detail=f"{inner.detail}; {why} left out")
        return found

    def _tagged(self, name: str) -> bool:
        """A player's name is ``name`` with a Discord tag after it ("Ivo#5678" for Ivo)."""
        tags = (_TAG.match(n) for p in self.players for n in names_of(p))
        return any(fold(t.group(1)) == fold(name) for t in tags if t is not None)

    def _written(self, written: str) -> Resolution:
        exact = self._exact(written)
        if exact is not None:
            return exact
        key = fold(written)
        if not key:
            return unknown_result(written, (), "nothing to resolve")
        found = self._folded(written, key)
        if found is not None and found.step is Step.NORMALISED:
            found = self._or_possessive(written, found)
        found = (
            found
            or self._numbered(written)
            or self._possessive(written)
            or self._honoured(written)
            or self._slot_of(written)
        )
        if found is None and self._no_name(written, key):
            # "vote her": no piece or typo of a name, unless a word of one ("Doctor Who")
            return unknown_result(written, (), "a word that stands for no name")
        found = found or self._after_a_word(written, key) or self._initialled(written)
        return found or self._or_other_reading(self._fuzzy(written, key), written, key)

    def _no_name(self, written: str, key: str) -> bool:
        """A pronoun or such ("her"), or words that are all such ("she/her", "they
        them"), none a whole word of a name outside brackets: no name."""
        if DOTTED.match(written):  # "I.T.": initials, not "it"
            return False
        said = [key] if key in NOT_A_NAME else words(written)
        return bool(said) and all(w in NOT_A_NAME and not self._said_whole(w) for w in said)

    def _pin(self, text: str, post_id: str | None, index: int | None) -> Resolution | None:
        if post_id is None:
            return None
        target = self.pins.get((post_id, index)) if index is not None else None
        target = target or self.pins.get(post_id)
        if target is None:
            return None
        return resolved_result(text, target, Step.PIN, f"pinned by the host for post {post_id}")

    def _exact(self, text: str) -> Resolution | None:
        key = fold(text)
        for step, attr in ((Step.USERNAME, "username"), (Step.DISPLAY_NAME, "display_name")):
            hits = [p.username for p in self.players if getattr(p, attr) == text]
            if hits:  # names folding alike as written (not a name's "&" typed "and")
                alike = {p.username for p in self.players for n in names_of(p) if fold(n) == key}
                same = told_apart(text, tuple(sorted(alike or hits)), self.players)
                if len(same) > 1:
                    return ambiguous_result(text, same, "names differ only by lookalike characters")
                return resolved_result(text, hits[0], step, f"exact {attr}")
        return None

    def _folded(self, text: str, key: str) -> Resolution | None:
        if key in self._shared_aliases:  # "Bee", the nickname of Ivo and of Bramble
            return ambiguous_result(text, self._shared_aliases[key], "an alias of several players")
        if key in self._aliases:
            return resolved_result(text, self._aliases[key], Step.ALIAS, "alias from the game file")
        login = self._login(text)
        if login is not None:  # "@wren": the login wren, whoever displays as Wren
            return resolved_result(text, login, Step.MENTION, f"@mention of the login {login}")
        if key in self._keys:  # a player named "Nobody" or "Sleep": the roster says so
            listed = self._listed_whole(text)
            if listed:  # "Juno, Lark": Juno Lark, or Juno and Lark
                hits = tuple(sorted({*self._keys[key], *listed}))
                return ambiguous_result(text, hits, "a player's name, or other players listed")
            spelt = (n for p in self.players for n in names_of(p) if fold(n) == key)
            dotted = DOTTED.match(text) and not any(map(DOTTED.match, spelt))  # not J.L.'s
            initials = self._initials_of_others(key, set(self._keys[key])) if dotted else set()
            if initials:  # "J.L.": the player JL, or Juno Lark's initials
                hits = tuple(sorted({*self._keys[key], *initials}))
                return ambiguous_result(text, hits, "a player's name, or another's initials")
            same = told_apart(text, self._keys[key], self.players)
            started = self._started_too(key, same, text)
            if started:  # "Joe": Jö transliterated, or the start of Joel
                hits = tuple(sorted({*same, *started}))
                return ambiguous_result(text, hits, "a name transliterated, or another's start")
            return picked_result(text, same, Step.NORMALISED, "same name once folded")
        if key in self._special:
            return self._special_word(text, key)
        bare = fold(without_brackets(text))
        if bare in self._keys:
            return picked_result(text, self._keys[bare], Step.NORMALISED, "same name once folded")
        mention = MENTION.search(text)
        if mention and fold(mention.group(1)) in self._keys:
            hits = self._keys[fold(mention.group(1))]
            return picked_result(text, hits, Step.MENTION, f"@mention {mention.group(1)}")
        if SEVERAL.search(text):
            return self._several(text, self._named_parts(text))
        if "/" in text:
            # "A/B" with no spaces, each side naming a different player ("Bramble/Ivo"):
            # several players, as "A / B" (a name's own halves, "Hell/Hound", are one)
            named = self._named_parts(text)
            if len({u for part in named if len(part) == 1 for u in part}) >= 2:
                return self._several(text, named)
        return None

    def _started_too(self, key: str, hits: tuple[str, ...], text: str) -> set[str]:
        """When ``key`` is a name only as its letters are transliterated ("joe" for Jö),
        the other players whose names start with it ("Joel"; "Thor" beside Þór and Thora);
        a title spelt out in one word ("Mistery" for MrY; not "Mister Y") also those whose
        name it is mistyped or sounds alike ("Mystery")."""
        if key in self._plain_keys:
            return set()
        started = {u for k, us in self._keys.items() if k.startswith(key) for u in us}
        if key in self._titled_keys and len(words(text)) == 1:
            started |= self._whole_misspelt(key)
        return started - set(hits)

    def _login(self, text: str) -> str | None:
        """The one player whose login ``text`` is an @mention of, case aside ("@wren"),
        when another player's name folds alike ("Wren", the display name of lark)."""
        if (
            not text.startswith("@")
            or fold(text) not in self._keys
            or len(self._keys[fold(text)]) < 2
        ):
            return None
        said = text[1:].casefold()
        logins = [p.username for p in self.players if p.username.casefold() == said]
        return logins[0] if len(logins) == 1 else None

    def _special_word(self, text: str, key: str) -> Resolution:
        """A no-lynch word ("sleep", "nobody"): No Lynch, or AMBIGUOUS when it is also one
        word of a player's name ("Sleep": No Lynch or Sleep Walker; "Nobody": No Lynch or
        Nobody Special), as a host could read either; a mere start of a name ("skip"
        beside Skipper), its initials ("NL" beside Nick Lane) or a run of its words ("No
        Lynch" beside NoLynchPlease, "no one" beside No One Special) is No Lynch."""
        target = self._special[key]
        players = (
            {p.username for p in self.players if any(key in words(n) for n in names_of(p))}
            if target == NO_ELIMINATION
            else set()
        )
        if not players:
            return resolved_result(text, target, Step.SPECIAL, "special target word")
        detail = "a no-lynch word, and a whole word of a player's name"
        return ambiguous_result(text, (*sorted(players), target), detail)


_REMARK = re.compile(r"^(.*?\S)\s*\(([^()]*)\)\s*$")  # a name, then "(a remark)"
_TAG = re.compile(r"^(\D.*?)#\d{4}$")  # a name, then a Discord tag: "Ivo#1234"
