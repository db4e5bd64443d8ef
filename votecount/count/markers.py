"""Phase announcements in a host post's own text (``phase_markers = true``), on any line:
a heading, a bold line or a sentence inside a paragraph.

    announcements(["Voting has closed. Gideon was lynched.", "Night 2 has begun."])
    -> [Announcement("end", ...), Announcement("end", ...), Announcement("start", NIGHT, 2)]

The wordings are init's too: one table, ``parser.host.phase_words`` (a wording added
there is read by both). Here a sentence is an announcement when it is the wording and
nothing more (a header "Phase: Day 2" may go on), or a start that is its sentence's main
clause ("And so, Day 2 begins at last", "The sun rises, and Day 2 begins", "Day 3 has
begun, good luck": ``phase_words.main_clause``; never one said on a condition, to come or
hoped for, "Day 2 begins when I post the flip", "I hope Day 2 begins soon"):

* **start**: "Day 2", "Night 1 begins", "Day 1 has begun", "It is now Night 1", "Night 2
  has fallen", "Welcome to Day 2", "D2 starts now", "Current phase: Night 1"; the first
  line of the post may say more after the phase ("Day 2: Ada was found dead"), as long as
  it is not about votes or a vote count, nor the title of what the phase brought ("Day 1
  Lynch", "Night 2 Kills": its end).
* **end** (of the day open before the post): "Voting has closed", "The vote is over",
  "Day 2 is over" / "has ended", "End of Day 2", "Nightfall" (not a player so named in
  a list of names, ``phase_words.names_in_list``), and lynch or execution
  announcements ("Gideon was lynched", "Nobody was executed", "Gideon has been
  eliminated", the sentence may start with them), the town's decision of no lynch ("No
  lynch today.", "The town has decided: no lynch.", as init reads it; not after a day's
  start in the post: "Day 1 begins! No lynch today."), a hammer told ("That's the hammer
  on Ivo!", as init reads it) that are not a recap ("yesterday") nor
  said of no one in particular ("People were lynched"); one naming its day ("Ivo, Goon,
  was lynched Day 3!") ends that day while it is the day open (``flip``).
* the night with no number ("Night has fallen", "With that, night falls", "It is now
  night"): the day's **end**.
* **resume**: a day's end the host takes back ("Sorry, the day's still on",
  ``phase_words.takes_back``, read by init's day starts too).
* **extension**: "The deadline is extended by 24 hours", "Day 2 has been extended",
  "Deadline pushed back 12 hours", "EXTENSION: 12 hours" (``phase_words.extension``; not
  refused, asked or on a condition: "If replacements are needed, the deadline will be
  extended"): the host moves the day's end past the schedule; a time up before it in the
  post ("Time is up." then "... extended by 24 hours") is no end (``phase_words.extended``).

Only text outside quotes, spoilers and code counts (``parser.walk.plain_lines``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import msgspec

from votecount.parser.numbers import number  # noqa: F401 (hostevents reads it here)
from votecount.tally.events import PhaseKind

if TYPE_CHECKING:
    from votecount.parser.host.phase_words import PhaseWord

# what may come before a lynch's verb in its sentence: its subject ("Gideon was lynched")
_LYNCH_BEFORE = re.compile(r"(?:[^.!?]{0,80}?\s)?")
# a lynch said of no one in particular ("People were lynched. Things happened.": a
# summary, not an announcement)
_ANYONE = re.compile(
    r"^(?:(?:some|many|several|other|lots\s+of|a\s+lot\s+of)\s+)?"
    r"(?:people|players|persons|folks|many|some|others|they|we|you|men|townies)\s+"
    r"(?:were|have\s+been)\b",
    re.I,
)
# a recap, a rule or a what-if, not an announcement
_RECAP = re.compile(
    r"\b(?:yesterday|earlier|previous|last\s+(?:day|night)|on\s+day|in\s+day|day\s*\d|if|"
    r"whoever|once|when|unless|would|will|could|should|might|may)\b",
    re.I,
)
# the night started, no number: "Night has fallen", "With that, night falls", "It's night"
_NIGHT_NOW = frozenset({"night falls", "now", "nightfall"})
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# the town's decision told ("No lynch today", "The town has decided: no lynch"), not a
# "no lynch" reached said before the flip ("A no-lynch has been reached. Stand by ...")
_TOLD = re.compile(r"\bno[\s-]*(?:lynch|elimination|execution)\s+today\b|:\s*\W{0,8}no\b", re.I)


class Announcement(msgspec.Struct, frozen=True):
    kind: str  # "start" | "end" | "extension" | "resume" (a day's end taken back)
    phase: PhaseKind | None = None  # start: the phase; end: DAY when it names the day
    number: int | None = None  # the phase's number when written
    text: str = ""  # the sentence that says so
    hours: float | None = None  # extension: by how long, when it says
    # a lynch naming its day ("Ivo, Goon, was lynched Day 3!"): that day's end only while
    # it is the day open (a graveyard's line in a later count closes nothing)
    flip: bool = False


def announcements(lines: list[str], lenient_first_line: bool = True) -> list[Announcement]:
    """Every phase announcement in a post's lines, in written order."""
    found: list[Announcement] = []
    lines = [line.strip() for line in lines if line.strip()]
    if lines and lenient_first_line and (first := _first_line(lines[0])) is not None:
        found.append(first)
    # a day started before in the post: "Day 1 begins! No lynch today." (the new day's rule)
    day_started = bool(found) and found[0].kind == "start" and found[0].phase is PhaseKind.DAY
    from votecount.parser.host.phase_words import names_in_list

    listed = names_in_list(lines)  # "Players:" over "Juno", "Twilight": a name, no end
    for i, line in enumerate(lines):
        if listed[i]:
            continue
        for sentence in _SENTENCE.split(line):
            said = _sentence(sentence.strip(), day_started)
            if said is not None and not (i == 0 and found and _same(found[0], said)):
                found.append(said)
            day_started |= said is not None and said.kind == "start" and said.phase is PhaseKind.DAY
    if any(a.kind == "extension" for a in found):
        from votecount.parser.host.phase_words import extended

        # "Time is up." then "The deadline is extended by 24 hours": no end
        texts = [a.text for a in found]
        found = [
            a for a, e in zip(found, extended(texts), strict=True) if not (e and a.kind == "end")
        ]
    return found


# sub-phase posts of systems that have them: "Day 2 nominations are open", "Day 2:
# voting", "Nominations are now open" / "closed" (read by hostevents; phase_markers
# leaves such a first line to them)
SUB_MARKER = re.compile(
    r"^\W*(?:day\s+(\d+|[a-z]+)\W+)?(nominations?|voting)\b(?:\s+(?:are|is)\s+(?:now\s+)?"
    r"(open|closed))?",
    re.I,
)


def _first_line(text: str) -> Announcement | None:
    """The post's first line starting with a phase ("Day 2: Ada was found dead"), unless
    it is about votes."""
    from votecount.parser.host.phase_words import phase_words  # its patterns: ~15 ms

    if "vot" in text.lower():
        return None
    for w in phase_words(text):
        if w.kind == "start" and w.how == "heading" and w.number is not None and w.phase:
            return Announcement("start", PhaseKind(w.phase), w.number, text)
    return None


def _whole(w: PhaseWord, bare: str) -> bool:
    """Is the sentence this wording and nothing more (a header "Phase: Day 2" may go on)?"""
    return w.start == 0 and (w.end == len(bare) or w.how == "header")


def _sentence(text: str, day_started: bool = False) -> Announcement | None:
    from votecount.parser.host.phase_words import (  # its patterns: ~15 ms
        extension,
        main_clause,
        phase_words,
        takes_back,
    )

    bare = re.sub(r"^\W+|(?<![\s.!:;])[\s.!:;]+$", "", text)  # a trailing run tried once
    if takes_back(bare):
        return Announcement("resume", None, None, text)
    words = phase_words(bare)
    for w in words:
        if w.kind == "start" and w.phase and (_whole(w, bare) or main_clause(bare, w)):
            if w.number is not None:
                return Announcement("start", PhaseKind(w.phase), w.number, text)
            if w.phase == "night" and w.how in _NIGHT_NOW:  # the night, no number: the day is over
                return Announcement("end", None, None, text)
    for w in words:
        if w.kind == "end" and w.how != "lynch" and _whole(w, bare):
            if w.how == "no lynch" and day_started:
                continue
            phase = PhaseKind.DAY if w.number is not None else None
            return Announcement("end", phase, w.number, text)
    told = next((w for w in words if w.how == "no lynch" and w.end == len(bare)
                 and _TOLD.search(bare, w.start)), None)  # fmt: skip
    if (  # the town's decision told: "No lynch today.", "The town has decided: no lynch."
        told is not None
        and not day_started
        and _LYNCH_BEFORE.fullmatch(bare[: told.start]) is not None
        and not _RECAP.search(bare)
    ):
        return Announcement("end", None, None, text)
    lynch = next((w for w in words if w.how == "lynch"), None)
    # the day the lynch names is no recap ("Ivo, Goon, was lynched Day 3!")
    day = next((w for w in words if w.how == "lynched on" and w.number is not None), None)
    rest = bare[: day.start] + bare[day.end :] if day is not None else bare
    if (
        lynch is not None
        and _LYNCH_BEFORE.fullmatch(bare[: lynch.start]) is not None
        and not _RECAP.search(rest)
        and not _ANYONE.match(bare)
    ):
        if day is not None:
            return Announcement("end", PhaseKind.DAY, day.number, text, flip=True)
        return Announcement("end", None, None, text)
    if (moved := extension(bare)) is not None:
        return Announcement("extension", None, None, text, moved.hours)
    return None


def _same(a: Announcement, b: Announcement) -> bool:
    return (a.kind, a.phase, a.number) == (b.kind, b.phase, b.number)
