"""When a replacement takes effect: given that NEW replaced OLD in a slot (the host's
player list or the archive says so), the post from which NEW plays the slot, read from
the host posts' wording ("NEW replaces OLD", "OLD has been replaced by NEW", names
shortened or misspelt) and from who posted when.

One rule for ``votecount init`` (the chains of the host's list) and for the game files
made from archive facts (fixtures/games/donbot/make_games.py).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import NamedTuple

from votecount.parser.host.confirmations import PRONOUNS, confirmation, same_pronoun
from votecount.parser.host.named import named_in, on_condition, pending_pronoun
from votecount.parser.host.phase_words import asked
from votecount.parser.host.sub_words import NEW_FIRST, OLD_FIRST, REPLACE_WORD
from votecount.parser.host.undone import stays
from votecount.parser.names.logins import norm


class Said(NamedTuple):
    """A post as this rule reads it: its number, its author's login, its plain text."""

    number: int
    author: str
    text: str

    @classmethod
    def of(cls, number: int, author: str, html: str) -> Said:
        """A post read from its HTML (each tag a space)."""
        return cls(number, author, _TAG.sub(" ", html))


_TAG = re.compile(r"<[^<>]+>")  # no "<" inside: each "<" is read once

_EDGE = re.compile(r"^[^\w]+|[^\w]+$")


def refers(said: str, name: str) -> bool:
    """Does a host's ``said`` name the player ``name``? The same name but for case,
    spaces and punctuation; its first letters ("nydus" for "nydushermain"); or a typo
    ("Anithero" for "Antihero")."""
    from rapidfuzz import fuzz

    a, b = norm(said), norm(name)
    if not a:
        return False
    return a == b or (len(a) >= 4 and b.startswith(a)) or (len(a) >= 5 and fuzz.ratio(a, b) >= 80)


def names_at(words: list[str], names: Sequence[str], last: bool = False) -> bool:
    """Do the first (or ``last``) one to four of ``words`` name one of ``names``?"""
    ks = range(1, min(4, len(words)) + 1)
    chunks = [" ".join(words[-k:] if last else words[:k]) for k in ks]
    return any(refers(_EDGE.sub("", c), n) for c in chunks for n in names)


def announces(text: str, old: Sequence[str] | None, new: Sequence[str]) -> bool:
    """Does ``text`` say that ``new`` replaces ``old`` (each given by its names; ``old``
    None: anyone)? Not when a correction after it keeps ``old`` in ("Sorry, Ivo is back")."""
    if old is not None and any(stays(o, text) for o in old):
        return False
    sides: tuple[tuple[re.Pattern[str], Sequence[str] | None, Sequence[str] | None], ...] = (
        (NEW_FIRST, new, old),
        (OLD_FIRST, old, new),
    )
    for verb, left, right in sides:
        for m in verb.finditer(text):
            if on_condition(text, m.start(), m.end()) or asked(text, m.start()):
                continue  # "... if he does not post", "Is Marlow in for Ivo?"
            before = re.findall(r"\S+", text[max(0, m.start() - 60) : m.start()])
            after = re.findall(r"\S+", text[m.end() : m.end() + 60])
            named = [(words, names, last) for words, names, last in
                     ((before, left, True), (after, right, False)) if names is not None]  # fmt: skip
            if all(names_at(words, names, last=last) for words, names, last in named):
                return True
    for f in named_in(text):  # the other wordings: labels, "OLD has left. NEW ..."
        if f.form == "worded" and all(
            names_at(w, names, last=True) or names_at(w, names)
            for w, names in ((f.new.split(), new), (f.old.split(), old))
            if names is not None
        ):
            return True
    return False


def replaced_name(text: str, new: Sequence[str]) -> str | None:
    """The player a host's "NEW replaces OLD" says ``new`` (given by its names) came in
    for, as written: the capitalised words right after the verb, up to punctuation or a
    word in lower case ("Wren replaces Ivo effective immediately." gives "Ivo")."""
    for m in NEW_FIRST.finditer(text):
        if _PASSIVE.search(m.group(0)) or on_condition(text, m.start(), m.end()):
            continue  # "Ivo will be replaced if ...": Ivo leaves, or may
        before = re.findall(r"\S+", text[max(0, m.start() - 60) : m.start()])
        if before and before[-1].casefold() in ("who", "who's"):  # "Wren, who is in for"
            before = before[:-1]
        if not names_at(before, new, last=True):
            continue
        words: list[str] = []
        for w in re.findall(r"\S+", text[m.end() : m.end() + 60])[:3]:
            bare = _EDGE.sub("", w)
            if not bare or (words and not bare[0].isupper()) or bare.casefold() in _NOT_NAMES:
                break
            words.append(bare)
            if not w[-1].isalnum():  # punctuation ends the name
                break
        if words:
            return " ".join(words)
    return None


_PASSIVE = re.compile(r"\b(?:be|been|being|is|was)\s+replaced\b", re.I)
_NOT_NAMES = {"the", "a", "an", "him", "her", "them", "someone", "slot", "player", "who", "if",
              "when", "unless", "as", "at", "on", "in", "by", "after", "before", "now", "soon",
              "day", "night", "pregame", "his", "their", "my", "your", "our", "its"}  # fmt: skip


def opening_block(posts: Sequence[Said], hosts: Collection[str]) -> int:
    """The last post of the host posts that open the thread (rules, role list, setup:
    hosts edit these later, "X replaces Y" there tells no time)."""
    n = 0
    for p in posts:
        if p.author not in hosts:
            break
        n = p.number
    return n


def opening_run(host_numbers: Iterable[int], opening: int | None) -> int:
    """The last of the host posts (their numbers) that open the thread one after another
    from the ``opening`` post, no number missing (nobody else had posted yet): the setup,
    whose fates an edit adds tell no time; -1 with no opening post."""
    if opening is None:
        return -1
    end = opening
    for n in sorted(host_numbers):
        if n == end + 1:
            end = n
        elif n > end + 1:
            break
    return end


# a replacement noted in brackets after a listed name: "Wren (replaces Ivo)"
_NOTED = re.compile(r"\(\s*(?:replac\w*|subbed|subbing|in\s+for)\b", re.I)


def _list_copy(text: str) -> bool:
    """A host post repeating the player list with its replacements noted in brackets
    (two or more: a day's opening post carrying the list, often edited later): it dates
    none of them."""
    return len(_NOTED.findall(text)) >= 2


def replacement_post(
    old: str, new: str, posts: Sequence[Said], hosts: Collection[str], after: int = 0,
    opened: int = 1, names: Mapping[str, Sequence[str]] | None = None,
) -> int:  # fmt: skip
    """The host post announcing that ``new`` replaces ``old``: the first host post after
    the opening ones (and after ``after``, the slot's previous replacement) saying so
    ("NEW replaces OLD", "OLD has been replaced by NEW", names shortened or misspelt),
    or the newcomer's first post before it when the host's next post names him; else the
    last host post naming ``new`` by a replacement word before ``new`` first posts; else
    that first post (they play from then on). A player who never posted is replaced at
    once (after the opening posts or the slot's previous replacement): his slot's votes
    were all the newcomer's. ``names`` gives a player's other names."""
    names = names or {}
    olds, news = (old, *names.get(old, [])), (new, *names.get(new, []))
    block = opening_block(posts, hosts)
    floor = max(after, opened, block)
    if not any(p.author in olds for p in posts):  # never played: in at once
        start = max(after, block)
        return next((p.number for p in posts if p.number > start), start)
    hosted = [p for p in posts if p.number > floor and p.author in hosts and not _list_copy(p.text)]
    said = next((p.number for p in hosted if announces(p.text, olds, news)), None)
    own = next((p.number for p in posts if p.author == new and p.number > after), None)
    if said is None:  # "NEW replaces" someone else ("X replaces Y. Scratch that, NEW
        # replaces X"), before NEW posts
        said = next((p.number for p in hosted if (own is None or p.number <= own)
                     and announces(p.text, None, news)), None)  # fmt: skip
    if said is not None:
        # the newcomer who posted before the host's word ("I'm replacing X, the mod hasn't
        # announced it yet") is in from that post when the host's next post names him
        nxt = next((p for p in hosted if own is not None and p.number > own), None)
        if (
            own is not None
            and own < said
            and nxt
            and any(n.casefold() in nxt.text.casefold() for n in news)
        ):
            return own
        return said
    word = REPLACE_WORD.pattern
    near = re.compile(
        rf"{re.escape(new)}.{{0,80}}?(?:{word})|(?:{word}).{{0,80}}?{re.escape(new)}", re.I | re.S
    )
    hits = [p.number for p in posts[1:] if p.number > after and p.author in hosts
            and near.search(p.text)]  # fmt: skip
    before = [n for n in hits if own is None or n <= own]
    if before:
        return _confirmed_at(posts, hosts, before[-1], news, own) or before[-1]
    if own is not None:  # posting in the thread: in the game by then
        return own
    return hits[0] if hits else posts[-1].number


def _confirmed_at(
    posts: Sequence[Said], hosts: Collection[str], told: int, news: Sequence[str], own: int | None
) -> int | None:
    """The host post after ``told`` (a replacement still to be confirmed: "Marlow will
    replace Ivo once he confirms") that says the newcomer has ("He has confirmed.", "Marlow
    has accepted"), before his own first post; None when ``told`` waits on nothing."""
    said = next(p.text for p in posts if p.number == told)
    pronoun = pending_pronoun(said)
    if pronoun is None:
        return None
    ours = True  # his pronoun tells of him (not after another's wait with it told later)
    for p in posts:
        if p.number > told and p.author in hosts and (own is None or p.number <= own):
            who = confirmation(p.text)
            if who is not None and (
                ours and same_pronoun(who, pronoun) if who in PRONOUNS else names_at([who], news)
            ):
                return p.number
            if pending_pronoun(p.text) == pronoun and not any(
                n.casefold() in p.text.casefold() for n in news
            ):
                ours = False
    return None
