"""Resolving written names to players, in a fixed, auditable order.

Order (first step that decides wins; a step that finds several players stops with
AMBIGUOUS, it never falls through to a looser step):

1. ``PIN`` — the host fixed the target of this post (and command index).
2. ``USERNAME`` / ``DISPLAY_NAME`` — exact text.
3. ``ALIAS`` — a host-supplied alias (case and punctuation folded).
4. ``NORMALISED`` — folded keys equal (see ``parser.fold``): a player named "Nobody" or
   "Sleep" is that player, written in any case.
5. ``SPECIAL`` — no-lynch words (``NO_ELIMINATION``) and ``Storyteller``; then
   ``NORMALISED`` with ``[...]`` removed.
6. ``MENTION`` — an ``@name`` inside the text.
7. ``PREFIX`` (≥ 2 characters), ``SUBSTRING`` (≥ 3), ``ACRONYM`` (initials, or an
   in-order abbreviation sharing the first letter, also of a name less a leading "The"), ``EDIT_DISTANCE`` (≤ 1, or ≤ 2 for
   8+ characters, unique best; then, for 5+ characters, one letter away from the start
   of a name or of a word in it, sharing its first letter: "Misika" for Misaka Network;
   for 4 characters two neighbouring letters swapped only, "syan" for Synaesthesia; then two letters swapped that are not neighbours, 5+
   characters: "Hikari" for Hiraki).
   A prefix or substring resolves to the one player it is a whole word (or run of words)
   of, if there is one ("Kool": The Kool, not Koolzzy nor Da Koolzzy); a whole word of
   several players' names is AMBIGUOUS ("Hemlock": Hemlock Bell or Old Man Hemlock).
   None of step 7 reads a pronoun or article (``NOT_A_NAME``: "her", "the", "it") unless
   it is a whole word of a name ("who": Doctor Who; never "the").

``Roster.leading_name`` is a further step for a player's vote only (``parser.resolve``):
a player's whole name, then more words ("Ty for now"); then ``Roster.shared_word``: a
name of several words whose first word, or last of up to three (4+ letters), is a whole
word of exactly one player's name ("Pods McQuill" for Bill McQuill); then
``Roster.nickname`` (``parser.nicknames``): digits read as letters, a number left off, a
name run on, a name reversed, a pet name, "slot"/"scum" run on.

Text naming several players ("A or B", "A / B") is AMBIGUOUS. Players whose names fold
to the same key (a confusable letter) are AMBIGUOUS even on an exact match.

The typo steps (the last ``EDIT_DISTANCE`` ones) are in ``parser.typos``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from votecount.parser.fold import acronyms, fold, is_abbreviation, tidy, words
from votecount.parser.model import NO_ELIMINATION, STORYTELLER, Resolution, ResolutionStatus, Step
from votecount.parser.nicknames import SLOT_WORDS, Nicknames
from votecount.parser.typos import (
    TypoSteps,
    ambiguous_result,
    picked_result,
    resolved_result,
    unknown_result,
)

NO_ELIMINATION_WORDS = (
    "nl", "no lynch", "nolynch", "no-lynch", "no lynching", "no exe", "no execution",
    "no exile", "no elimination", "no elim", "no kill", "nobody", "no one", "sleep",
    "sleeping", "pass", "abstain", "skip",
)  # fmt: skip
STORYTELLER_WORDS = ("storyteller", "the storyteller", "@storyteller")
_SEVERAL = re.compile(r"\s(?:/|or|and/or)\s|\s/|/\s", re.I)
_MENTION = re.compile(r"@([\w.\-]+)")
_PARTS = re.compile(r"/|\bor\b", re.I)
_MEMO_SIZE = 4096


@dataclass(frozen=True)
class Player:
    """A player of the game file: ``username`` is the id; names people may write."""

    username: str
    display_name: str = ""
    aliases: tuple[str, ...] = ()


PinKey = str | tuple[str, int]


class Roster(TypoSteps):
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
        for p in self.players:
            self._aliases.update({fold(a): p.username for a in p.aliases})
        self._keys = self._build_keys()
        self._memo: dict[str, Resolution] = {}  # written text -> resolution without pins
        self._folded_hosts: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
        self._word_starts: dict[str, set[str]] | None = None
        self._the_less: dict[str, str] | None = None
        self._loose: tuple[dict[str, set[str]], dict[str, set[str]]] | None = None
        self._nicknames: Nicknames | None = None

    def _build_keys(self) -> dict[str, tuple[str, ...]]:
        keys: dict[str, set[str]] = {}
        for p in self.players:
            for name in (p.username, p.display_name, *p.aliases):
                if fold(name):
                    keys.setdefault(fold(name), set()).add(p.username)
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
        found = self._written(written)
        remark = _REMARK.match(written) if found.status is ResolutionStatus.UNKNOWN else None
        if remark is not None:  # "Devil (the guy who posted this)": the name before it
            inner = self._unpinned(remark.group(1))
            if inner.ok:
                return replace(
                    inner, text=written, detail=f"{inner.detail}; remark in brackets left out"
                )
        return found

    def _written(self, written: str) -> Resolution:
        exact = self._exact(written)
        if exact is not None:
            return exact
        key = fold(written)
        if not key:
            return unknown_result(written, (), "nothing to resolve")
        found = self._folded(written, key)
        if found is None and key in NOT_A_NAME and not self._said_whole(key):
            # "vote her": no piece or typo of a name, unless a word of one ("Doctor Who")
            return unknown_result(written, (), "a word that stands for no name")
        return found or self._fuzzy(written, key)

    def _pin(self, text: str, post_id: str | None, index: int | None) -> Resolution | None:
        if post_id is None:
            return None
        target = self.pins.get((post_id, index)) if index is not None else None
        target = target or self.pins.get(post_id)
        if target is None:
            return None
        return resolved_result(text, target, Step.PIN, f"pinned by the host for post {post_id}")

    def _exact(self, text: str) -> Resolution | None:
        for step, attr in ((Step.USERNAME, "username"), (Step.DISPLAY_NAME, "display_name")):
            hits = [p.username for p in self.players if getattr(p, attr) == text]
            if hits:
                same = self._keys.get(fold(text), tuple(sorted(hits)))
                if len(same) > 1:
                    return ambiguous_result(text, same, "names differ only by lookalike characters")
                return resolved_result(text, hits[0], step, f"exact {attr}")
        return None

    def _folded(self, text: str, key: str) -> Resolution | None:
        if key in self._aliases:
            return resolved_result(text, self._aliases[key], Step.ALIAS, "alias from the game file")
        if key in self._keys:  # a player named "Nobody" or "Sleep": the roster says so
            return picked_result(text, self._keys[key], Step.NORMALISED, "same name once folded")
        if key in self._special:
            return resolved_result(text, self._special[key], Step.SPECIAL, "special target word")
        bare = fold(without_brackets(text))
        if bare in self._keys:
            return picked_result(text, self._keys[bare], Step.NORMALISED, "same name once folded")
        mention = _MENTION.search(text)
        if mention and fold(mention.group(1)) in self._keys:
            hits = self._keys[fold(mention.group(1))]
            return picked_result(text, hits, Step.MENTION, f"@mention {mention.group(1)}")
        if _SEVERAL.search(text):
            return self._several(text)
        return None

    def _several(self, text: str) -> Resolution:
        """ "A / B", "A or B": AMBIGUOUS between the players the parts name, unless every
        part names one and the same player ("Hell/Hound" for Hellhound: the two halves of
        one name)."""
        named = self._named_parts(text)
        players = tuple(sorted({u for part in named for u in part}))
        if len(players) == 1 and all(named) and len(named) > 1:
            detail = "each part of it names the same player"
            return resolved_result(text, players[0], Step.SUBSTRING, detail)
        return ambiguous_result(text, players, "text names several players")

    def _named_parts(self, text: str) -> list[set[str]]:
        """The players each part of "A / B" names (an empty set: no one, or several)."""
        out: list[set[str]] = []
        for part in _PARTS.split(text):
            key = fold(part)
            if not key:
                continue
            if key in self._keys:
                out.append(set(self._keys[key]))
            elif len(key) >= 3 and not _SEVERAL.search(part):
                res = self._written(tidy(part))
                out.append({res.player} if res.ok and res.player is not None else set())
            else:
                out.append(set())
        return out

    def _fuzzy(self, text: str, key: str) -> Resolution:
        tests = (
            (Step.PREFIX, 2, lambda k: k.startswith(key)),
            (Step.SUBSTRING, 3, lambda k: key in k),
            (Step.ACRONYM, 2, lambda k: key in self._acronyms(k)),
            (Step.ACRONYM, 2, lambda k: is_abbreviation(key, k)),
            (Step.ACRONYM, 2, lambda k: is_abbreviation(key, self._without_the(k))),
        )
        for step, min_len, test in tests:
            if len(key) < min_len:
                continue
            hits = {u for k, users in self._keys.items() if test(k) for u in users}
            if hits and step in (Step.PREFIX, Step.SUBSTRING):
                # "Kool": a word of The Kool's name, only part of one of Koolzzy's (a
                # whole word is in a name, so the substring step would find it anyway)
                whole = self._whole_words(key)
                if len(whole) == 1 and (len(hits) > 1 or not whole <= hits):
                    return resolved_result(
                        text, whole.pop(), step, "a whole word of a player's name"
                    )
                hits |= whole
            if hits:
                return picked_result(text, tuple(sorted(hits)), step, _FUZZY_DETAIL[step])
        return self._edit_distance(text, key)

    def _said_whole(self, key: str) -> bool:
        """A pronoun is a whole word of a name ("Doctor Who"); "the" is never read so
        ("TheLantern" is not meant by "vote the")."""
        return key != "the" and bool(self._whole_words(key))

    def _whole_words(self, key: str) -> set[str]:
        """The players one of whose names has ``key`` as a whole word, or a run of whole
        words (spaces, ``_``, CamelCase and digits split words)."""
        out: set[str] = set()
        for p in self.players:
            for name in (p.username, p.display_name, *p.aliases):
                ws = words(name)
                runs = ("".join(ws[i:j]) for i in range(len(ws)) for j in range(i + 1, len(ws) + 1))
                if any(fold(r) == key for r in runs):
                    out.add(p.username)
        return out

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

    def nickname(self, text: str) -> Resolution | None:
        """The last rules, ``parser.nicknames``, for a player's vote of one word that
        ``resolve`` found no player for: digits read as letters, a number left off, a
        name run on, a name reversed, a pet name, "slot" or "scum" run on. Not for host
        posts, where a name runs on into its sentence ("Titus replaces ...")."""
        key = fold(text)
        if not key or len(text.split()) != 1 or any(c in text for c in "[]{}|"):
            return None  # several words, or broken markup ("Rory[/vot]e"): a ruling
        if key in NOT_A_NAME and not self._said_whole(key):
            return None
        repeated = self._repeated(text, key)
        if repeated is not None:
            return repeated
        slot = SLOT_WORDS.match(key)
        if slot is not None and self.resolve(slot.group(1)).ok:
            before = self.resolve(slot.group(1))
            return replace(before, text=text, detail=f"{before.detail}; 'slot' or 'scum' run on")
        if self._nicknames is None:
            names = ((p.username, (p.username, p.display_name, *p.aliases)) for p in self.players)
            self._nicknames = Nicknames(names)
        found = self._nicknames.find(key)
        if found is None:
            return self.vote_typo(text, key)
        hits, detail = found
        return picked_result(text, tuple(sorted(hits)), Step.EDIT_DISTANCE, detail)

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
        such run of words; AMBIGUOUS when the next words name another player ("Wren,
        Juno", "Wren and Juno"). Only for a player's vote no step of ``resolve`` read;
        never in broken markup (a closing tag)."""
        ws = text.split()
        if len(ws) < 2 or "[/" in text or any(c in text for c in "{}|"):
            return None  # "hp[leaves] for now" is a name, "Rory[/vot]e x" broken markup
        for n in range(len(ws) - 1, 0, -1):
            key = fold(" ".join(ws[:n]))
            if key in self._keys:
                # "Wren, Juno", "Wren and Juno": another player named next is a list of
                # names (a reason further on, "because Juno said so", is no name)
                rest = ws[n + 1 :] if fold(ws[n]) in _AND else ws[n:]
                runs = (fold(" ".join(rest[:j])) for j in range(1, min(3, len(rest)) + 1))
                named = {u for k in runs if k in self._keys for u in self._keys[k]}
                hits = tuple(sorted(named | set(self._keys[key])))
                detail = "a player's whole name, then more words"
                return picked_result(text, hits, Step.NORMALISED, detail)
        return None

    def shared_word(self, text: str) -> Resolution | None:
        """A vote's name of several words whose first word, or last of up to three, is a
        whole word of exactly one player's name ("Pods McQuill" for Bill McQuill, "flavor
        queef" for Flavor Leaf, never "for now (here comes Vollkan!)"): 4+ letters, not a
        game word; a word of two players' names is
        AMBIGUOUS. Only for a player's vote whose name ``resolve`` found no player for (a
        host's count runs names together, "Juno Kes", where this would read one name);
        never in broken markup ("Rory[/vot]e")."""
        ws = words(text)
        if len(ws) < 2 or any(c in text for c in "[]{}|"):
            return None
        edges = (ws[0], ws[-1]) if len(ws) <= 3 else (ws[0],)  # a sentence ends anyhow
        written = {w for w in edges if len(w) >= 4 and w not in _GAME_WORDS}
        hits: set[str] = set()
        for p in self.players:
            for name in (p.username, p.display_name, *p.aliases):
                if written & set(words(name)):
                    hits.add(p.username)
        if not hits:
            return None
        return picked_result(
            text, tuple(sorted(hits)), Step.SUBSTRING, "a whole word of a player's name"
        )

    def word_for_word(self, text: str) -> Resolution | None:
        """A vote's name of several words (of letters only) whose words start, one for
        one, with the letters that start the words of exactly one player's name ("Sat Away
        I Have a Girlfriend" for stay away I have a gf, "StrangerCancergen" for
        Surprise_Carcinogen), or, in up to three words, whose first word (5+ letters) is
        the start of exactly one player's name ("assembl-whatever" for Assemblerotws);
        several fitting is AMBIGUOUS. Only for a player's vote no other rule read; never
        in broken markup."""
        ws = words(text)
        if len(ws) < 2 or any(c in text for c in "[]{}|"):
            return None
        hits: set[str] = set()
        if all(w.isalpha() for w in ws):
            initials = [w[0] for w in ws]
            for p in self.players:
                for name in (p.username, p.display_name, *p.aliases):
                    theirs = words(name)
                    if all(w.isalpha() for w in theirs) and [w[0] for w in theirs] == initials:
                        hits.add(p.username)
        detail = "the words of a player's name, each by its first letter"
        if not hits and len(ws) <= 3 and len(ws[0]) >= 5 and ws[0] not in _GAME_WORDS:
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


# pronouns, articles and such: a player named so is voted by name, but such a word is
# read as the start, a part, the initials or a typo of a name only when it is a whole
# word of one ("Doctor Who"): "vote her" is not Antihero, "vote it" not InflatablePie
NOT_A_NAME = frozenset({
    "he", "she", "it", "him", "her", "hers", "his", "its", "they", "them", "their",
    "theirs", "this", "that", "these", "those", "there", "here", "the", "you", "your",
    "we", "us", "our", "who", "whom", "what", "which", "all", "now",
})  # fmt: skip

# words a vote's text may hold beside a name that say nothing of whom it means
_GAME_WORDS = frozenset({
    "town", "scum", "mafia", "lynch", "vote", "unvote", "kill", "night", "today",
    "player", "host", "game", "role", "wagon", "hammer", "because",
})  # fmt: skip

_AND = frozenset({"and", "or", "", "plus", "then"})  # "" : "&", "+", "/" fold to nothing
_REMARK = re.compile(r"^(.*?\S)\s*\([^()]*\)\s*$")  # a name, then "(a remark)"
_POWER = re.compile(r"^(\w{2,})\s*[\^*]\s*([2-5])$")  # "Yes^3": the word three times
_TWICE = re.compile(r"^(.{4,}?)\1+$")  # "boonboon": the run said twice or more

_FUZZY_DETAIL = {
    Step.PREFIX: "the start of a player's name",
    Step.SUBSTRING: "part of a player's name",
    Step.ACRONYM: "the initials of a player's name",
}


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
