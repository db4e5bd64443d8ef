"""A host's role reveal that is the only word of a death (pure): "Ivo was a Vanilla
Townie." closing a story of the night or the lynch, read by ``votecount events`` as a
death when no other sentence of the post says it."""

from __future__ import annotations

import re

# a sentence of its own: the name, "was a/an/the", a role of one to six words, one of
# them capitalised ("Ivo was a Town Miller.", "Old Maple was the Mafia Goon!")
_REVEAL = re.compile(
    r"(?:^|[.!?\"”]\s+)((?:@?[\w][\w.\-]*\s+){1,3}?)(?i:was\s+(?:an?|the))\s+"
    r"((?:[\w\-']+\s*){1,6}?)\s*(?:[.!]+(?=\s|$)|$)",
    re.M,
)
# a role written all in lower case still names a role by one of these words ("Ivo was a
# vanilla townie.", "Ivo was the mafia goon!"), unlike "a good guy"
_ROLE_WORD = re.compile(
    r"\b(?:townie|town|mafia|mafioso|goon|scum|cop|doctor|vigilante|roleblocker|"
    r"godfather|jailkeeper|tracker|watcher|bodyguard|serial|werewolf|villager)\b",
    re.I,
)
_ROLE_OR_VANILLA = re.compile(rf"(?:{_ROLE_WORD.pattern}|vanilla)", re.I)


def revealed(text: str) -> list[str]:
    """The names written before each "NAME was a ROLE." sentence of ``text`` (a line),
    the role with a capitalised word or a role's word (a role, not "a good guy"); in
    capitals ("IVO WAS A MAFIA ROLEBLOCKER"), a role's word."""
    out = []
    for m in _REVEAL.finditer(text):
        role = m.group(2).split()
        # a role in capitals ("IVO WAS A MAFIA ROLEBLOCKER") names a role's word: every
        # word of it is capitalised
        capitalised = any(w[0].isupper() for w in role) and not m.group(2).isupper()
        if role and (capitalised or _ROLE_WORD.search(m.group(2))):
            out.append(m.group(1).strip())
    return out


def is_role(text: str) -> bool:
    """Whether words are a role and nothing more: one to six words, each capitalised
    ("Knife Goon", "Town Doctor") or a role's word ("vanilla townie"); "claimed the Town
    Cop" is none."""
    words = text.split()
    return 0 < len(words) <= 6 and all(
        (w[0].isupper() and not w.isupper()) or _ROLE_OR_VANILLA.fullmatch(w.strip(".,!"))
        for w in words
    )
