"""The replacements a host's line writes, each name resolved to a player
(``parser.host.named.named_in``), and the conditions and questions that make a line's
event no event (pure)."""

from __future__ import annotations

import re

from votecount.count.suggest.model import Suggestion
from votecount.count.suggest.written import SENTENCE, mention, player_misspelt, player_named
from votecount.parser.host.deaths import IF
from votecount.parser.host.named import Named, named_in
from votecount.parser.host.phase_words import in_another_game
from votecount.parser.model import Post


def conditional(line: str, start: int, end: int | None = None) -> bool:
    """A condition or a question in the sentence before ``start`` ("If Ivo is lynched",
    "Was Ivo killed?"), or another game told of anywhere in the sentence ("We lynched Wren
    in my last game": ``in_another_game``): no event. The 1,000 characters before it are
    read (a line of many verbs is not read over and over from its start)."""
    if end is not None and in_another_game(line, start, end):
        return True
    return IF.search(SENTENCE.split(line[max(0, start - 1_000) : start])[-1]) is not None


def doubted(line: str) -> bool:
    """A line with a condition or a question anywhere ("if Marlow flakes", "Saffron
    replaces Marlow?"): a replacement of a newcomer of the same post it tells is not made."""
    return IF.search(line) is not None or "?" in line


def unsure(line: str, start: int, end: int) -> bool:
    """A condition before a replacement ("if Marlow flakes, ...", ``conditional``) or a
    question ending its sentence ("Saffron replaces Marlow?"): no replacement made."""
    rest = re.match(r"[^.!?]*[.!?]?", line[end:])
    return conditional(line, start) or (rest is not None and rest[0].endswith("?"))


def substitutions(
    line: str,
    post: Post,
    names: tuple[dict[str, str], dict[str, str]],
    short: str,
    starters: dict[str, str],
) -> list[Suggestion]:
    """The replacements the line writes (``parser.host.named.named_in``), each
    name resolved to a player: "NEW and NEW2 replace OLD and OLD2, respectively" when
    every name is read (then not the verb's single reading), else "NEW replaces OLD";
    then the other wordings; none told of another game, no "change" to a player."""
    found = named_in(line)
    out: list[Suggestion] = []
    together = [f for f in found if f.form == "respectively"]
    for f in together:
        out += substitution(f.new, f.old, post, names, short, True)
    if len(out) != len(together):
        out = []
    respectively = bool(out)  # then the verb's single readings of the line are not read
    for f in found:
        if in_another_game(line, f.start, f.end):  # "Marlow replaced Ivo in my last game"
            continue
        if f.form == "change" and player_named(f.new, names[0], True) is not None:
            continue  # a count's vote change ("Changes: Juno -> Wren"): Wren plays already
        if f.form == "worded" and player_named(f.new, starters, True) is not None:
            # a note in brackets ("Ivo has been subbed out (Juno)"): Juno plays already (not
            # a backup the game file lists, "Ivo has been replaced by Marlow")
            continue
        if f.form == "verb" and out and unsure(line, f.start, f.end):
            continue  # a later one of a chain: "Should Marlow flake, Saffron replaces Marlow"
        if f.form in ("worded", "change") or (f.form == "verb" and not respectively):
            made = substitution(f.new, f.old, post, names, short, f.leading, f.coming_first)
            # a chain in one line ("Marlow replaces Wren. Saffron replaces Marlow."): the
            # newcomer is a player for the rest of the line
            names = ({**names[0], **{s.other.casefold(): s.other for s in made if s.other}},
                     names[1])  # fmt: skip
            out += made
    return out


def made(
    f: Named, post: Post, names: tuple[dict[str, str], dict[str, str]], line: str
) -> list[Suggestion]:
    """The replacement ``f`` a host's ``line`` writes, as ``substitution`` makes it."""
    return substitution(f.new, f.old, post, names, line[:120], f.leading, f.coming_first)


def substitution(
    new: str,
    old: str,
    post: Post,
    names: tuple[dict[str, str], dict[str, str]],
    line: str,
    leading: bool,
    coming_first: bool = False,
) -> list[Suggestion]:
    """``new`` comes in for ``old``. The replacement is a forum login: one who has posted
    in the thread (or is in the game file), or one written as an @mention."""
    ids, logins = names
    leaving = player_named(old, ids, leading) or player_misspelt(old, ids, leading)
    coming = (
        player_named(new, logins, coming_first)
        or mention(new, coming_first)
        or player_misspelt(new, logins, coming_first)
    )
    if leaving is None or coming is None or coming.casefold() == leaving.casefold():
        return []
    return [Suggestion("substitution", post.number, leaving, coming, line, post.author)]
