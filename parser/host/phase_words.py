"""How a host writes that a phase starts or that a day ends: ONE table of wordings, read by
init (``parser.host.daystarts``: each day's first post, from anywhere in a line, with its
filters of plans and rules) and by the count's phase markers (``votecount.count.markers``:
a sentence that is an announcement and nothing more, or one that starts with a lynch).

    phase_words("Voting has closed. Night 2 has begun.")
    -> [PhaseWord("end", None, None, 0, 17, "closed"), PhaseWord("start", "night", 2, 19, 36, "begins")]

* **start** of a phase, its number when written: "Day 2 begins", "D2 starts now", "It is
  now Night 1", "Welcome to Day 2", "Dawn of Day 2", "Day 2 is upon us", "We are now in
  Day 2", a header "Phase: Day 2" / "Current phase: Night 1", a heading "Day 2" starting
  the line (``how`` "heading": each reader decides what may follow it), the night with no
  number ("Night has fallen", "It's night", its actions due: "Night deadline: Friday",
  "submit your night actions").
* **end** of the day: "Day 2 is over" / "has ended", "End of Day 2", "Voting has closed",
  "The day is over", a lynch ("Ivo was lynched", ``how`` "lynch"), a flip "Ivo, Goon,
  lynched Day 1", a count line marked "HAMMER", a final count ("Votecount 1.LYNCH"),
  "That's a lynch!", "Day 4 ends with a no lynch", "No lynch has been reached", "The
  deadline has passed", "Nightfall".

A start to come ("Day 2 begins on Monday") is no start; a wording asked not to be said
("Please don't post that Day 1 has ended") is not said; one in a sentence telling of
another game ("We lynched Wren in my last game") is none of this game's. Stdlib only: a count reads its
markers without loading the parser's HTML stack.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from votecount.parser.host.day_end_words import ENDS
from votecount.parser.host.phase_table import STARTS, PhaseWord
from votecount.parser.host.sentences import SENTENCES
from votecount.parser.numbers import number

# a wording asked not to be said, not said: "Please don't post that Day 1 has ended", "Do
# not say Day 1 is over" (what comes before it in its sentence)
_NOT_SAID = re.compile(
    r"\b(?:don['’]t|do\s+not|never|shouldn['’]t|should\s+not|can['’]t|cannot|must\s+not)\s+"
    r"(?:\w+\s+){0,2}?(?:post|say|write|claim|announce|assume|declare|pretend|think)\b"
    r"(?:\s+(?:that|as\s+if))?\s*$",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?;]\s")
# the first part of the phase over, not the phase: "The first half of Day 2 is over",
# "Part 1 of Day 2 has ended" (a reset within the day; the second part's end may be the day's)
_PART_OF = re.compile(
    r"\b(?:(?:first|1st)\s+(?:half|part)|part\s+(?:1|one|I))"
    r"\s+of\s+(?:the\s+)?$",
    re.I,
)
# a start said on a condition, hoped for, to come or told as past, by what comes before
# it in its sentence: "if Day 2 begins before ...", "I hope Day 2 begins soon", "once
# Night 1 has begun", "after Day 2 starts", "Yesterday, Day 2 started" (not "Once again,
# Day 2 begins", "After yesterday's lynch, Day 3 begins")
_NOT_NOW = re.compile(
    r"\b(?:if|when|whenever|once(?!\s+(?:again|more))|until|unless|before|as\s+soon\s+as"
    r"|will|would|should|could|might|hope|hopefully|wish|expect"
    r"|yesterday(?!['’]s)|earlier|previously)\b|['’]ll\b|\bafter\s*$",
    re.I,
)
# the starts said in a sentence's flow (a heading, a header, the night's actions due
# have their own rules)
_FLOWING = frozenset({"now", "begins", "welcome", "dawn", "upon us", "now in", "night falls"})


# another game told of, anywhere in the sentence: "We lynched Wren in my last game", "Two
# games ago, Ivo was lynched Day 1" (no phase of this one)
ANOTHER_GAME = re.compile(
    r"\b(?:last|previous|past|other|another|earlier|old|next)\s+games?\b|\bgames?\s+ago\b", re.I
)


def _sentence_before(line: str, start: int) -> str:
    return _SENTENCE_END.split(line[max(0, start - 200) : start])[-1]


# a question asked yes or no: "Has Night 2 begun yet?", "Is Marlow in for Ivo?" (its
# sentence opens with the verb and its first stop after the wording is a question mark)
_YES_NO = re.compile(
    r"^\W*(?:has|have|is|are|was|were|did|does|do|will|would|can|could|should|shall)\b"
    r"[^.!?]*\?",
    re.I,
)


# ... not a request put as one, nor a fact it takes as known: "Can everyone please
# welcome Marlow, who replaces Ivo?", "Can you believe Day 2 has ended already?" (but "Can
# someone please tell me if Day 2 has begun?", "Is everyone ready to welcome Night 2?"
# are asked)
_NOT_ASKED = re.compile(
    r"\b(?:please|kindly|believe|know|knew|noticed?|remember)\b"
    r"|\bwelcome\s+(?!(?:the\s+)?(?:day|night)\b)",
    re.I,
)
_WHETHER = re.compile(r"\b(?:if|whether|when|what|how)\b", re.I)


def asked(line: str, start: int) -> bool:
    """Is the wording at ``line[start:]`` in a question asked yes or no ("Has Night 2
    begun yet?")? Such a sentence tells no phase and no replacement."""
    m = _YES_NO.match(_sentence_before(line, start) + line[start:])
    return m is not None and (
        _NOT_ASKED.search(m.group(0)) is None or _WHETHER.search(m.group(0)) is not None
    )


def in_another_game(line: str, start: int, end: int) -> bool:
    """Does the sentence around ``line[start:end]`` tell of another game ("We lynched Wren
    in my last game")? Read 200 characters either side."""
    after = _SENTENCE_END.split(line[end : end + 200])[0]
    return ANOTHER_GAME.search(_sentence_before(line, start) + " " + after) is not None


def _not_said(line: str, start: int) -> bool:
    return _NOT_SAID.search(_sentence_before(line, start)) is not None


def _not_now(line: str, start: int, kind: str, how: str) -> bool:
    """A start (or an early end) its sentence says on a condition, as a hope or as to come
    ("If there is no lynch, we go straight into Day 2", "If majority is reached, the day
    ends early")."""
    return (
        kind == "start" and (how in _FLOWING or how == "straight into") or how == "ends early"
    ) and _NOT_NOW.search(_sentence_before(line, start)) is not None


# an early end in the present told as a rule, a reminder or a schedule, not the day's end
# now: "Remember, the day ends early because of majority", "Note: the day ends early with
# majority", "Today ends early because of the holiday; deadline is Friday" (the present
# tense needs the majority or hammer that ends it, not introduced as a rule's "with / on")
_REMINDER = re.compile(r"\b(?:remember|reminder|note|recall|rules?)\b", re.I)
_EARLY_NOW = re.compile(r"\b(?:ends|is\s+ending)\s+early\b", re.I)
_EARLY_WHY = re.compile(
    r"(?<!\bwith\s)(?<!\bon\s)(?<!\bupon\s)(?<!\bat\s)(?<!\bby\s)"
    r"\b(?:(?:a|the)\s+)?(?:majority|hammer|lynch)\b",
    re.I,
)


def _early_rule(line: str, start: int, said: str) -> bool:
    before = _sentence_before(line, start)
    if _REMINDER.search(before):
        return True
    sentence = before + _SENTENCE_END.split(line[start:])[0]
    return _EARLY_NOW.search(said) is not None and _EARLY_WHY.search(sentence) is None


_TABLE = STARTS + ENDS  # the starts first, then the ends: the order a tie at one place keeps


def phase_words(line: str) -> list[PhaseWord]:
    """Every start of a phase and end of a day the line writes, by where it is written
    (the table's order at one place); none asked not to be said ("Please don't post that
    Day 1 has ended")."""
    return list(_words(line))


@lru_cache(maxsize=2048)  # a reader asks of one line several times (a start? an end?)
def _words(line: str) -> tuple[PhaseWord, ...]:
    out: list[tuple[int, int, PhaseWord]] = []
    for i, (kind, fixed, how, pattern) in enumerate(_TABLE):
        for m in pattern.finditer(line):
            if _not_said(line, m.start()) or _not_now(line, m.start(), kind, how):
                continue
            if asked(line, m.start()):  # "Has Night 2 begun yet?"
                continue
            if kind == "end" and _PART_OF.search(line, 0, m.start()):
                continue
            if how == "ends early" and _early_rule(line, m.start(), m.group(0)):
                continue
            if in_another_game(line, m.start(), m.end()):
                continue
            groups = m.groupdict()
            said = (groups.get("phase") or "").lower()
            phase = {"d": "day", "n": "night"}.get(said, said) or fixed
            n = groups.get("n") or groups.get("d") or groups.get("o")
            word = PhaseWord(kind, phase, number(n) if n else None, m.start(), m.end(), how)
            out.append((m.start(), i, word))
    return tuple(w for _, _, w in sorted(out))


# what may lead a start that is its sentence's main clause: "And so, Day 2 begins", "The
# sun rises, and Day 2 begins", "With that, night falls"
_LEAD = re.compile(
    r"(?:(?:and\s+)?(?:so|now|then|thus|finally|at\s+last)\W*"
    r"|(?:[^,;:—–]{1,60}[,;:—–]\s*){1,3}(?:and\s+)?(?:so\s+|now\s+|then\s+|thus\s+)?)?"
    r"(?:the\s+)?",  # "The night begins"
    re.I,
)
# and what may follow it: "Day 2 begins at last", "Day 3 has begun, good luck" (not "Day 2
# begins, but only once ...")
_TAIL = re.compile(
    r"\s*(?:now|at\s+last|finally|again|once\s+(?:again|more))?"
    r"(?:\s*[,;:—–(-](?!\W*(?:but\s+)?(?:only\s+)?(?:when|whenever|once|if|unless|after|before"
    r"|until|as\s+soon\s+as)\b).*)?",
    re.I,
)


def main_clause(sentence: str, w: PhaseWord) -> bool:
    """Is the start ``w`` its sentence's main clause, said now ("And so, Day 2 begins at
    last", "The sun rises, and Day 2 begins", "Day 3 has begun, good luck")? Its wording
    in a sentence's flow (not a heading), led by a lead-in and followed by a short tail
    or a clause of its own; a start on a condition, hoped for or to come is no wording at
    all (``phase_words``)."""
    return (
        w.kind == "start"
        and w.how in _FLOWING
        and _LEAD.fullmatch(sentence[: w.start]) is not None
        and _TAIL.fullmatch(sentence[w.end :]) is not None
    )


# the host takes back a day's end: "I made a mistake, it takes four to lynch. Sorry, the
# day's still on", "That was not a lynch", "Correction: no lynch, the hammer was invalid",
# "Ivo has not been lynched, the day goes on" (not "As the day goes on, ...", "Ivo was
# not a lynch target", "the day is not over for the scum team")
_STILL_ON = re.compile(
    r"\b(?:the\s+)?day(?:s|['’]s|\s+is)\s+still\s+(?:on|open|going)\b"
    r"|(?<!as\s)(?<!while\s)\bthe\s+day\s+(?:goes|carries)\s+on\s*[.!]*$"
    r"|\bthe\s+day\s+is\s+not\s+over\b(?!\s+for\b)"
    r"|\b(?:was|is)\s+not\s+(?:a|the)\s+lynch\b(?![\s\-]*(?:target|candidate|wagon|vote|choice))"
    r"|\bthe\s+(?:hammer|lynch)\s+(?:was|is)\s+(?:invalid|void|not\s+valid)\b",
    re.I,
)
# a take-back asked, on a condition or said by someone else: "That was not a lynch, was
# it?", "This is not a lynch if Ivo unvotes", "Ivo thinks the day's still on", "Some say
# the hammer was invalid; it was not"
_NOT_BACK = re.compile(
    r"\?|\b(?:if|unless|whether|think|thinks|thought|says?|said|claims?|claimed|asks?|asked"
    r"|argues?|argued)\b",
    re.I,
)


def takes_back(line: str) -> bool:
    """Does the line take back a day's end the host posted ("Sorry, the day's still on",
    "That was not a lynch")? Not in a sentence that asks it, says it on a condition or
    tells what someone else said. init's day starts and the count's markers both undo it."""
    return any(
        _STILL_ON.search(s) is not None and _NOT_BACK.search(s) is None
        for s in SENTENCES.split(line)
    )


# the host moves the day's end: "The deadline is extended by 24 hours", "Day 2 has been
# extended", "Extending the deadline by 12 hours", "Deadline pushed back 12 hours", "I'm
# extending today by 12 hours", "+12h extension to the deadline", "EXTENSION: 12 hours"
_AMT = r"\+?\d+(?:\.\d+)?\s*-?\s*(?:h|hrs?|hours?|m|mins?|minutes?|d|days?)\b"
_AMOUNT = re.compile(r"\+?(\d+(?:\.\d+)?)\s*-?\s*([hmd])", re.I)  # an _AMT's figure and unit
EXTENSION = re.compile(
    r"\b(?:deadline|day|today|voting)\b[^.!?]*?\b(?:extended|extending|pushed\s+back|moved\s+back)\b"
    r"|\b(?:extending|extend)\s+(?:the\s+)?(?:deadline|day|today|voting)\b"
    rf"|{_AMT}\s+extension\b|\bextension\s*(?::|of)\s*{_AMT}",
    re.I,
)
# by how long: "by 12 hours", "extended 12 hours", "pushed back 12h", "EXTENSION: 12 hours",
# "+12h extension" (not "... due to the site being down for 9 hours", "until 18h")
_BY = re.compile(
    r"(?:\bby\s+|\b(?:extended|extending|extend|back|extension)\s*(?:(?:the\s+)?(?:deadline|day)\s+)?"
    r"(?::|of|for)?\s*)"
    rf"(?:a\s+further\s+|another\s+|an?\s+(?:extra|additional)\s+)?({_AMT})"
    rf"|({_AMT})(?=\s+extension\b)",
    re.I,
)
_UNITS = {"h": 1.0, "m": 1 / 60, "d": 24.0}
# an extension refused, asked, on a condition, mused or told as past, in its clause or
# before it: "The deadline will not be extended", "Ivo asked if the deadline could be
# extended", "It was extended earlier" (not "Extended by 48 hours, may be extended again")
_NOT_GRANTED = re.compile(
    r"(?:\bnot|\bnever|n['’]t)\s+(?:\w+\s+){0,2}?(?:extend|extended|extending|pushed|moved)\b"
    r"|\bno\s+(?:more\s+|further\s+)?extensions?\b"
    r"|\b(?:if|whether|unless|may|might|can|could|would|should|earlier|already|previously"
    r"|consider|considered|considering)\b|\bhad\s+been\b|\?",
    re.I,
)
# a kind of extension a rule or a request names, none granted, in the extension's own
# clause: "Please format the normal 3 day extension", "request a 24 hour extension", "the
# standard extension" (not "The normal 3 day extension applies: the deadline is extended
# by 72 hours")
_A_KIND = re.compile(
    r"\b(?:normal|usual|standard|regular|default|typical)\s+(?:\w+[\s-]+){0,2}?extensions?\b"
    r"|\bplease\s+(?:format|request|ask|use|submit)\b"
    r"|\brequest(?:s|ing)?\s+(?:an?\s+|the\s+)?(?:\w+[\s-]+){0,3}?extension",
    re.I,
)
_CLAUSE_END = re.compile(r"[,;:—–(]")


class Extension(NamedTuple):
    hours: float | None  # by how long, when it says


def extension(sentence: str) -> Extension | None:
    """Does the host move the day's end in this sentence, now ("The deadline is extended by
    24 hours", "Deadline pushed back 12 hours", "EXTENSION: 12 hours"), and by how long?
    Not refused, asked, on a condition, told as past or of another game, in its clause or
    before it ("The deadline will not be extended", "If the deadline is extended, ...")."""
    if ANOTHER_GAME.search(sentence) or sentence.rstrip().endswith("?"):
        return None
    for m in EXTENSION.finditer(sentence):
        close = _CLAUSE_END.search(sentence, m.end())
        said = sentence[: close.start() if close else len(sentence)]
        if _NOT_GRANTED.search(said):
            return None
        if _A_KIND.search(_CLAUSE_END.split(said[: m.start()])[-1] + said[m.start() :]):
            continue  # a kind named; a later clause may grant it
        by = _BY.search(said, m.start())
        amount = _AMOUNT.match(by.group(1) or by.group(2)) if by else None
        if amount is None:
            return Extension(None)
        return Extension(float(amount.group(1)) * _UNITS[amount.group(2).lower()])
    return None


_TIME_UP = frozenset({"time is up", "deadline"})


def extended(texts: Sequence[str]) -> list[bool]:
    """For each of a post's lines or sentences: is it a day's end that is only the time
    being up ("Time is up.", "The deadline has passed") which the same or a later one
    extends ("Actually, the deadline is extended by 24 hours")? Then it ends no day
    (never "The deadline will not be extended"; not a line that ends the day otherwise
    too: "Time is up; Night 1 begins")."""
    later, out = False, []
    for text in reversed(texts):
        later = later or any(extension(s) is not None for s in SENTENCES.split(text))
        said = [w for w in phase_words(text) if w.kind == "end" or w.phase == "night"]
        out.append(later and bool(said) and all(w.how in _TIME_UP for w in said))
    return out[::-1]


# a lone "Twilight" / "Nightfall" line (a heading that ends the day) may be a player's name
# in a list of names: "Players:" over "Juno", "Twilight", "Ivo"
_LONE_END = re.compile(r"^\W*(?:twilight|nightfall)\W*$", re.I)
# a list's header: "Players:", "Alive:", "Still in:" (not "Announcement:", "Update:")
_LIST_HEADER = re.compile(
    r"\b(?:players?|alive|living|remaining|left|list|roster|signed\s+up|sign-?ups|still\s+in"
    r"|survivors|participants|slots?|dead|graveyard)\W*:\s*$",
    re.I,
)


def _list_item(line: str) -> bool:
    """A line a list of names may hold: one to three words, no sentence's stop, no phase."""
    words = line.split()
    return (
        0 < len(words) <= 3
        and not line.rstrip().endswith((".", "!", "?", ":"))
        and not any(c.isdigit() for c in line)
        and not phase_words(line)
    )


def names_in_list(lines: Sequence[str]) -> list[bool]:
    """For each line: is it a lone "Twilight" / "Nightfall" among a list of names (under
    a list's header, "Players:", "Alive:", with only names between; the line after a name
    or none)? Not after a short line with no header above it ("No lynch", "Hammer", "Ivo,
    Mafia Goon" over "Nightfall": the day's end).
    Players so named exist; such a line ends no day. Blank lines are skipped."""
    kept = [i for i, x in enumerate(lines) if x.strip()]
    out = [False] * len(lines)
    for k, i in enumerate(kept):
        if _LONE_END.match(lines[i]) is None or k == 0:
            continue
        up = k - 1  # the names above it, up to the list's header
        while up > 0 and _list_item(lines[kept[up]].strip()):
            up -= 1
        listed = _LIST_HEADER.search(lines[kept[up]].strip()) is not None
        after = lines[kept[k + 1]].strip() if k + 1 < len(kept) else ""
        out[i] = listed and (not after or _list_item(after))
    return out
