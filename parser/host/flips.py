"""A host's role reveal that is the only word of a death (pure): "Ivo was a Vanilla
Townie." closing a story of the night or the lynch, read by ``votecount events`` as a
death when no other sentence of the post says it; the reveal cut for suspense ("Ivo was
a..."); the dead a post lists as name and role alone under words of a death ("The
following deaths happened:" then "Ivo, Vanilla Townie")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from votecount.parser.host.sentences import SENTENCES

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
ROLE_OR_VANILLA = re.compile(rf"(?:{_ROLE_WORD.pattern}|vanilla)", re.I)


# a participle that tells no death: a night action's, a survivor's, a slot's change
# ("protected", "replaced", "roleblocked", "investigated")
NOT_A_DEATH = (
    r"(?!(?:replac|protect|sav|heal|block|roleblock|investigat|check|visit|track|watch|jail"
    r"|redirect|recruit|convert|promot|grant|given|told|ask|prodd|warn|confirm|reveal|claim"
    r"|call|nam|vot|target|inspect|follow|escort|kidnapp|frame|spar|pardon|resurrect|revived"
    r"|bus|bribe|silenc|muted|elect|chosen|picked|select|invit|welcom|allow"
    # a touch, a word or a glimpse told of a player alive: "hugged", "pinged", "seen",
    # "nominated", "subbed out", "questioned"
    r"|hug|kiss|pok|ping|tagg|mention|thank|prais|remind|notif|quot|nominat|seen|spott"
    r"|subb|swapp|switch|question|accus|outed|add)\w*)"
)
# no word of a survivor after it in the sentence ("Ivo (protected)", "... Ivo, who survived")
LIVED = r"(?![^.!?]*\b(?:surviv\w*|saved|protected|healed|blocked|failed)\b)"
# the reveal's subject a pronoun, the one it stands for the subject of the sentence before,
# a passive verb of what befell them: "Ivo has been crushed by a rogue truck. He was a
# Vanilla Townie."
_PRONOUN_REVEAL = re.compile(
    r"(?:^|[.!?\"”]\s+)((?:@?[\w][\w.\-]*\s+){1,3}?)(?i:(?:has\s+been|had\s+been|was|got)\s+"
    # (not a story the player lived through: "Juno was attacked but the doctor saved her")
    rf"{NOT_A_DEATH}[a-z]+(?:ed|en)\b{LIVED}[^.!?]{{0,80}}[.!]+\s+(?:he|she|they)\s+(?:was|were)\s+(?:an?|the))\s+"
    r"((?:[\w\-']+\s*){1,6}?)\s*(?:[.!]+(?=\s|$)|$)",
    re.M,
)


def _a_role(role: str) -> bool:
    """A reveal's role: a capitalised word (not all capitals) or a role's word."""
    words = role.split()
    capitalised = any(w[0].isupper() for w in words) and not role.isupper()
    return bool(words) and (capitalised or _ROLE_WORD.search(role) is not None)


def revealed(text: str) -> list[str]:
    """The names written before each "NAME was a ROLE." sentence of ``text`` (a line),
    the role with a capitalised word or a role's word (a role, not "a good guy"); in
    capitals ("IVO WAS A MAFIA ROLEBLOCKER"), a role's word."""
    # a role in capitals ("IVO WAS A MAFIA ROLEBLOCKER") names a role's word: every word
    # of it is capitalised; a pronoun's reveal names the subject of the sentence before it
    # ("Ivo has been crushed by a rogue truck. He was a Vanilla Townie.")
    out = [m.group(1).strip() for m in _REVEAL.finditer(text) if _a_role(m.group(2))]
    return out + [m.group(1).strip() for m in _PRONOUN_REVEAL.finditer(text) if _a_role(m.group(2))]


# the role cut for suspense: "Ivo was a..." closing the line, the role on the next
_CUT = re.compile(
    r"(?:^|[.!?\"”]\s+)((?:@?[\w][\w.\-]*\s+){1,3}?)(?i:was\s+an?)\s*(?:\.{2,}|…)\s*$"
)


def cut(text: str) -> list[str]:
    """The name written before a "NAME was a..." closing ``text`` (a line): the flip
    cut for suspense, its role told after."""
    m = _CUT.search(text)
    return [m.group(1).strip()] if m else []


# a line that is a name and a role alone: "Ivo, Vanilla Townie", "Ivo - Town Cop", "Ivo
# (Mafia Goon)"
# (a number may lead it: "1. Ivo — Cop", "2) Juno (Doctor)", a numbered list typed)
# (numbered or bulleted in text: "1. Ivo - Cop", "• Ivo - Cop"; the role may have its
# article: "Ivo, the Town Cop")
_ITEM = r"^(?:\d{1,2}[.)]\s+|[•·▪*]\s*)?@?"
_LISTED = re.compile(
    _ITEM + r"([\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2}?)(?:\s*,|\s+[-–—:]+)\s*"
    r"(?:(?:the|an?)\s+)?([^,()]{1,60}?)\s*[.!]*$"
    r"|" + _ITEM + r"([\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2}?)\s*\(([^()]{1,60})\)\s*[.!]*$"
)
# the role of such a line names a role's word ("Vanilla Townie", "Town Rolecop", "VT"):
# not a player's name ("Ivo - Wren", a vote count's line) nor a themed word
LISTED_ROLE = re.compile(rf"{ROLE_OR_VANILLA.pattern}|\b(?:VT|VI)\b|^(?:town|mafia)", re.I)
LISTED_MOST = 3  # more such lines are a list of roles (the setup's, the endgame's)
# a post telling of a death ("you find his body", "one of you is missing"; "kill(s)" a
# heading's last word or denied, "Night 2 kills:", "There was no kill": not "Mafia kills:
# 0", "one kill left", "The mafia kills at night"), and one telling of a win or a survivor
# (an endgame's list of roles)
_DEATH_WORD = re.compile(
    r"\b(?:dead|deaths?|died|dies|killed|kills?(?=\W*$)|(?<=\bno\s)kills?|body|bodies|corpse|murder\w*|lynch\w*|hanged|"
    r"executed|slain|missing|graveyard|graves?)\b",
    re.I,
)
# a death word said of none or on a condition: "Nobody died", "There were no deaths",
# "If you are killed, do not post", "The graveyard is empty"
_NO_DEATH = re.compile(
    r"\b(?:no|nobody|none|not|never|if|unless)\b|\bno\s+one\b"
    r"|\b(?:graveyard|graves?)\b[^.!?]{0,20}\bempty\b|\bempty\s+(?:graveyard|graves?)\b",
    re.I,
)
# a heading of the living, closing the dead's list above it: "Living:", "Alive players",
# "Remaining players:", "Still alive:"
_LIVING = re.compile(
    r"^\W*(?:(?:the\s+)?(?:living|alive|remaining|surviving)(?:\s+players)?|still\s+alive|"
    r"players\s+(?:alive|remaining|left|still\s+alive))\b\W*(?::|$)",
    re.I,
)
# a heading of another list, no word of a death: "Claims:", "Setup:", "Wagons so far:"
# (its list runs on over its items, "Ivo — Cop" or numbered, to the first other line)
_OTHER_HEADING = re.compile(r"^\W*[^:.!?]{1,40}:\W*$")
_NUMBERED = re.compile(r"^\d{1,2}[.)]\s")
WIN_WORD = re.compile(
    r"\b(?:wins?|won|winners?|victor\w*|congratulations|congrats|game\s+over|end\s*game\w*|"
    r"surviv\w*)\b",
    re.I,
)


def listed_dead(lines: Sequence[str]) -> list[tuple[str, str]]:
    """The names (as written) and lines of a post's lines that are a name and a role alone
    ("Ivo, Vanilla Townie", "Ivo - Town Cop", "Ivo (Mafia Goon)"), the role a role's word:
    the dead a post lists under words of a death ("The following deaths happened", "you
    find his body"). None when more than ``LISTED_MOST`` lines are a name and a role (a
    list of roles: the setup's, the endgame's; unless the first is right under a heading
    of the dead, "Graveyard:"), when no sentence before the first tells of
    a death (not of none, nor on a condition: "Nobody died", "If you are killed"), or when
    the post tells of a win or a survivor; the lines under a heading of the living
    ("Living:", until a line of the dead) are not read, nor the items under another list's
    heading ("Claims:", "Setup:")."""
    found = []
    first = None
    living = False  # under a heading of the living ("Living:"), until one of the dead
    other = False  # under another list's heading ("Claims:"), until a line no item
    for i, line in enumerate(lines):
        m = _LISTED.match(line)
        if _LIVING.match(line):
            living = True
        elif m is None and _DEATH_WORD.search(line):
            living = False
        if _OTHER_HEADING.match(line) and not _DEATH_WORD.search(line):
            other = True
        elif m is None and line and not _NUMBERED.match(line):
            other = False
        if m is None or living or other:
            continue
        name, role = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        if is_role(role):
            first = i if first is None else first
            found.append((name, line, LISTED_ROLE.search(role) is not None))
    if not found or first is None or (len(found) > LISTED_MOST and not _under_dead(lines, first)):
        return []
    if no_death_told(lines[:first]) or WIN_WORD.search("\n".join(lines)) is not None:
        return []
    return [(name, line) for name, line, role in found if role]


def no_death_told(lines: Sequence[str]) -> bool:
    """Do the lines above a list of the dead tell no death now: no sentence with a
    death's word, or each of them of none or on a condition ("Nobody died", "If you are
    killed")? A heading of the dead tells a death only when no sentence tells of one: "No
    one died." over "Dead:" and its list is a recap."""
    told = [s for x in lines for s in SENTENCES.split(x) if _DEATH_WORD.search(s)]
    said = [s for s in told if not _DEAD_HEADING.match(s)] or told
    return all(_NO_DEATH.search(s) for s in said)


# a heading of the dead alone on its line: "Graveyard:", "The Graveyard", "Dead:", "Deaths"
_DEAD_HEADING = re.compile(
    r"^\W*(?:the\s+)?(?:graveyard|dead(?:\s+players)?|deaths|deceased|fallen)\W*$", re.I
)


def _under_dead(lines: Sequence[str], first: int) -> bool:
    """Is the first name-and-role line right under a heading of the dead (the nearest line
    with words before it)? Then a list of more than ``LISTED_MOST`` is the dead's."""
    above = next((x for x in reversed(lines[:first]) if x.strip()), "")
    return _DEAD_HEADING.match(above) is not None


def is_role(text: str) -> bool:
    """Whether words are a role and nothing more: one to six words, each capitalised
    ("Knife Goon", "Town Doctor") or a role's word ("vanilla townie"); "claimed the Town
    Cop" is none."""
    words = text.split()
    return 0 < len(words) <= 6 and all(
        (w[0].isupper() and not w.isupper()) or ROLE_OR_VANILLA.fullmatch(w.strip(".,!"))
        for w in words
    )
