"""How long from the post a host gives (``deadlines``' relative deadlines): "ends in 72
hours", "Deadline: 1 day, 3 hours", "Day 2 ends 72 hours from now", "You have 24h from this
post" (the players' time, not a prod's or a task's), and the length each states."""

from __future__ import annotations

import re
from datetime import timedelta

from votecount.parser.host.list_words import SALUTATIONS
from votecount.parser.names.wordlists import GAME_WORDS, ROLE_WORDS
from votecount.parser.numbers import NUMBER_WORDS, number
from votecount.parser.prose.words import INTERJECTIONS, THE_OTHERS

# the players' time told from the post: "You have 24h from this post (to vote)", "Everyone
# has 36 hours from now to send me actions" (the night's when the line names the night),
# not a time to do something else: "Marlow, you have 24h from this post to confirm",
# "Players have 48 hours from now to get a replacement in"; nor a prod's threat after it
# ("Ivo, you have 24 hours from now, or you will be replaced", "... before I look for a
# replacement"; not "... or until a majority", "... before the day ends"), nor a question
# or a condition ("Do you all have 24 hours from now?", "If you have ..."); "to get" only
# votes or actions in ("to get any night action to me")
_YOU = r"(?<!\bif\s)(?<!\bdo\s)\b(?:you|players|everyone|y['’]all)(?:\s+all)?\s+ha(?:ve|s)\b"
YOU_HAVE = (
    rf"{_YOU}\s+[^.!?;]{{1,30}}?\s+from\s+"
    r"(?:now|this\s+post)\b(?!\s+to\s+(?!vote|lynch|reach|decide|discuss|find\s+a\s+lynch"
    r"|submit|send|get\s+(?:\w+\s+){0,3}?(?:votes?|actions?)\b|pm)\w)"
    r"(?!,?\s+(?:or\s+(?:else|you|i|we|be|face|risk)|else|otherwise|before\s+(?!(?:the\s+)?"
    r"(?:day|night|deadline|phase|end|lynch|hammer)\b))\b)(?![^.!?]*\?)"
)
_AMOUNT = (
    r"(\d+(?:\.\d+)?|"
    + "|".join(NUMBER_WORDS)
    + r")\s*(weeks?|days?|hours?|hrs?|h|minutes?|mins?)\b"
)
_AMOUNT_RE = re.compile(r"\s*,?\s*(?:and\s+)?" + _AMOUNT, re.I)  # "1 day, 3 hours and 10 minutes"
# "ends in 72 hours", "Deadline: in 72 hours", "Deadline: 72h", "Deadline: 1 day, 3 hours"
RELATIVE = re.compile(
    r"\b(?:(?:is|ends?|closes?|expires?|will\s+(?:end|close|expire)|deadline|eo[dn])\s+in|"
    r"deadline\s*:(?:\s*in)?)\s+(?:about\s+)?" + _AMOUNT,
    re.I,
)
# "Deadline is 9 days, 19 hours from this post", "Deadline will be set for 72 hours from
# now", "Day 2 ends 72 hours from now", "Voting closes 24h from this post": read after
# the dates (a date the line states wins over "about 36 hours from now"); "You have 24h
# from this post" when the line says so (``YOU_HAVE``: not "Mods have 24 hours from now
# ...", "Saffron has 24 hours from now to confirm" on a line with a deadline's word)
FROM_NOW = re.compile(
    rf"(?:\b(?:deadline|ends?|closes?|eo[dn])\b|(?={YOU_HAVE}){_YOU})[^.;!?()]{{0,30}}?\b"
    + _AMOUNT
    + r"(?:\s*,?\s*(?:and\s+)?"
    + _AMOUNT
    + r"){0,3}\s+from\s+(?:now|today|this\s+post|the\s+time\s+of\s+this\s+post)\b",
    re.I,
)


def length(text: str, at: int) -> timedelta | None:
    """The length written from ``at`` on: "72 hours", "1 day, 3 hours, 10 minutes"."""
    total = timedelta()
    while (m := _AMOUNT_RE.match(text, at)) is not None:
        amount = _amount(m.group(1))
        if amount is None:
            return None
        unit = m.group(2).lower()
        total += timedelta(
            days=amount if unit.startswith("d") else 7 * amount if unit.startswith("w") else 0,
            hours=amount if unit.startswith("h") else 0,
            minutes=amount if unit.startswith("m") else 0,
        )
        at = m.end()
    return total or None


def _amount(word: str) -> float | None:
    try:
        return float(word)
    except ValueError:
        n = number(word)
        return float(n) if n is not None else None


# the words called before "you have" that name no player: the players as a group, a
# writer's opener, a greeting ("Everyone, ...", "Town, ...", "Alright folks, ...", "Okay,
# ...", "Good luck, ...", "Ladies and gentlemen, ...", "Remember, ..."), a role or a side
# called ("Cop, ...", "Villagers, ...", "Survivors, ...", "Third Parties, ...": the game's
# words, ``ROLE_WORDS``, ``GAME_WORDS``, read in the plural too), a label or a season's
# greeting ("FYI, ...", "Attention, ...", "Welcome back, ...", "Merry Christmas, ...")
_NO_ONE = INTERJECTIONS | SALUTATIONS | ROLE_WORDS | GAME_WORDS | frozenset(
    (*THE_OTHERS, "all", "luck", "remember", "reminder", "note", "again", "tonight", "day",
     "townsfolk", "townspeople", "party", "faction", "gamer", "fyi", "psa", "attention",
     "important", "update", "announcement", "warning", "welcome", "back", "merry", "happy",
     "christmas", "holidays", "new", "year")
)  # fmt: skip


def _no_one(word: str) -> bool:
    """Is ``word`` (folded) one of ``_NO_ONE``, or its plural ("Villagers", "Parties",
    "Werewolves"), or a number ("Day Two, ...")?"""
    if number(word) is not None:
        return True
    forms = {word, word.removesuffix("s")}
    if word.endswith(("ies", "ves")):
        forms.add(word[:-3] + ("y" if word.endswith("ies") else "f"))
    return not forms.isdisjoint(_NO_ONE)


# the sentence's words before "you have", called with a comma: "Ivo, ", "Ivo and Juno, "
_CALLED = re.compile(r"(?:^|[.!?;:]\s)\W*([^.!?;:,]+(?:,\s*[^.!?;:,]+)*?)\s*,\s*$")


def called_by_name(before: str) -> bool:
    """Is the sentence before a player's hours a call of players by their names ("Ivo, you
    have 24 hours from now.", "Ivo and Juno, ...", "@Marlow, ...", "Hey Ivo, ...": a prod,
    not the day's time), each word after a greeting or an opener capitalised (or an @) and
    none a group's or an opener's word ("Alright, Town, ...", "Hi all, ..." call no one)?"""
    m = _CALLED.search(before)
    if m is None:
        return False
    words = [w for w in re.split(r"[\s,&]+", m.group(1)) if w and w.casefold() != "and"]
    while words and _no_one(words[0].casefold()):  # "Hey Ivo, ...", "Okay, Ivo, ..."
        words.pop(0)
    return bool(words) and all(
        (w[0].isupper() or w[0] == "@") and not _no_one(w.lstrip("@").casefold()) for w in words
    )
