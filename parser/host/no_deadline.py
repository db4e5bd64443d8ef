"""The sentences of a host's line that state no deadline of the running phase (pure:
text in, the rest out): a rule of every phase ("Each day ends in 48 hours", "Every day
will have a deadline of 2 weeks") and sign-ups closing ("Signups close in 1 week",
"Sign-ups end Friday 20:00": that clause alone, "Signups are closed and Day 1 ends
Friday 20:00" keeps the day's end). Read by ``deadlines.stated_deadline``, which leaves
them out of the line."""

from __future__ import annotations

import re

from votecount.parser.host.dates import MONTHS, WEEKDAYS
from votecount.parser.host.sentences import SENTENCES

# sign-ups closing, no day's deadline: "Signups close in 1 week", "Sign-ups end Friday"
# (their subject: not "Deadline: Friday 20:00, sign-ups for the next game open then")
_SIGNUPS = re.compile(
    r"\b(?:sign[\s-]?ups?|registrations?)\s+(?:(?:will|are|is|shall)\s+(?:be\s+)?)?"
    r"(?:clos|end|deadline)",
    re.I,
)
# a rule of every phase, no deadline of this one: "Each day ends in 48 hours", "Every day
# will have a deadline of 2 weeks"
_EVERY = re.compile(r"\b(?:each|every)\s+(?:day|night|phase)s?\b", re.I)
# a date on the calendar: a sentence with one dates this phase ("Day 3 begins! As every
# day, deadline: December 9, 20:00", "Deadline for each day: December 9")
_CALENDAR = re.compile(
    r"\b(?:" + "|".join(MONTHS) + r")\b|\b(?:" + "|".join(WEEKDAYS) + r")day\b"
    r"|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}\b",
    re.I,
)


# this phase likened to every other: "Day 3 has begun, it ends in 48 hours like every day",
# "As with every day, it ends in 48 hours" (this phase's deadline, the rule beside it)
_LIKE_EVERY = re.compile(
    r"\b(?:just\s+)?(?:like|as)\s+(?:on\s+|with\s+|for\s+|in\s+)?(?:each|every)\s+(?:other\s+)?"
    r"(?:day|night|phase)s?\b(?!\s+(?:ends|lasts|has|will|is|runs)\b)",
    re.I,
)


def _every_phase(sentence: str) -> bool:
    """Does the sentence state a rule of every phase, no date ("Each day ends in 48
    hours", "Every day lasts 2 weeks")? Not one likening this phase to every other ("it
    ends in 48 hours like every day")."""
    said = _LIKE_EVERY.sub(" ", sentence)
    return _EVERY.search(said) is not None and _CALENDAR.search(said) is None


# the clauses of a sentence: "Signups are closed and Day 1 ends Friday 20:00" (the
# sign-ups' clause out, the day's end kept)
_CLAUSES = re.compile(r"\s*[,;]\s*|\s+(?:and|but)\s+", re.I)


def this_phase(text: str) -> str:
    """The line without what states no deadline of this phase: its sentences of a rule of
    every phase, its clauses of sign-ups closing ("Registration deadline passed, Day 1
    deadline: Friday 20:00": the day's deadline kept)."""
    if _EVERY.search(text) is None and _SIGNUPS.search(text) is None:
        return text
    kept = []
    for sentence in SENTENCES.split(text):
        if _every_phase(sentence):
            continue
        if _SIGNUPS.search(sentence) is not None:
            sentence = ", ".join(c for c in _CLAUSES.split(sentence) if not _SIGNUPS.search(c))
        if sentence:
            kept.append(sentence)
    return " ".join(kept)
