"""A deadline stated in a host's own post (pure: the post's lines, when it was posted and
the board's zone in, a time out).

Hosts state the day's deadline in their phase posts and vote counts, in a few shapes:

    Deadline is in (expired on 2026-03-09 17:00:00)     MafiaScum's countdown tag
    Deadline: 2026-03-09 17:00 (GMT-4)                  a date and time, with a zone
    Day 2 ends on March 9th at 5:00 PM EDT              words, with a zone's name
    Day ends Sunday 23:59 GMT                           a weekday: the next one
    Deadline: 12/9 at 8pm EST / 24.12. 20:00 GMT        a date in numbers
    Day 2 ends at midnight GMT on Friday                midnight: the day's end
    Deadline: 23:59 GMT                                 a time alone: the next one
    The deadline is in 7 days / Day 1 ends in 72 hours  a length from the post
    EoD: Dec 9 at 8pm EST / EoN: ...                    the end of a day (of a night)

A date in numbers is month/day (MafiaScum is an English-speaking US forum: "12/9",
"12/9/2026", "12/9/26"), day/month only when the first number is over 12 ("24/12"); the
same for dots ("24.12.", "13.12.2026", a trailing dot or a year, so that "9.30" stays a
time of day): "12.9." is read as 9 December. A time of day alone ("Deadline: 23:59 GMT",
"the day ends at midnight") is the next one after the post (the next day's with
"tomorrow"), read only from a line with no other number or date in it and no past tense.

A time with no zone is the board's (``zone``: the game file's ``timezone``); a zone the
line names ("GMT+1", "UTC-4", "(GMT -4:00)", "EDT", "CEST") wins. A line about the night
("Night 1 ends in ...", "Night 1 ends ..., Day 2 starts ...") is a night's deadline (``Deadline.night``),
and so is one naming no day after a night's start in the post ("It is now Night 2." over
"Deadline: ..."). A date without a year
is the next one on or after the post's day.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, tzinfo

from votecount.parser.host.dates import (
    CLOCK,
    ISO,
    MONTH,
    MONTHS,
    OFFSET,
    WEEKDAYS,
    hour_of,
    in_words,
    iso_zone,
    local_time,
    zone_named,
)
from votecount.parser.host.deadline_words import DEADLINE_WORDS
from votecount.parser.host.lengths import FROM_NOW, RELATIVE, YOU_HAVE, called_by_name, length
from votecount.parser.host.no_deadline import this_phase
from votecount.parser.host.sentences import SENTENCES


@dataclass(frozen=True)
class Deadline:
    """A deadline a host post states: when, the line that says it, and whether it is a
    night's."""

    at: datetime  # in UTC
    said: str
    night: bool = False


# a line that speaks of a deadline or of a phase's end
_ABOUT = re.compile(
    rf"\b(?:{DEADLINE_WORDS}|ending|will\s+end|will\s+close|lynch\s+by)\b|{YOU_HAVE}", re.I
)
_NIGHT = re.compile(r"\b(?:night|e\.?o\.?n)\b", re.I)
_COUNTDOWN = re.compile(
    r"\((?:expired|expires|ends?)\s+on\s+(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?\)",
    re.I,
)
# a timeanddate.com link ("…/fixedtime.html?iso=20261209T2000&p1=1440", "…/countdown/
# generic?iso=20261209T20&p0=1440"): its time, and its place (1440: UTC)
_TIME_AND_DATE = re.compile(
    r"timeanddate\.com/\S*?[?&]iso=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})?(\d{2})?"
    r"(?:[^\s?&]*(?:[?&](?!p[01]=)[^\s&]*)*[?&]p[01]=(\d+))?",
    re.I,
)
_LINK = re.compile(r"\S*timeanddate\.com/\S*", re.I)
# a Unix timestamp in a link's parameters ("hammertime.cyou/en?t=1797019200", "?ts=...")
# or Discord's tag ("<t:1797019200:F>"): the time in UTC
_UNIX = re.compile(r"(?:\S*[?&](?:t|ts|timestamp|unix)=|<t:)(\d{10})(?:\S*|:[a-z]>|>)", re.I)
_EXTENDED = re.compile(r"\bextend", re.I)
# a time of day alone, right after a deadline's word: "Deadline: 23:59", "ends at 8pm",
# "Deadline is tomorrow at 11pm"
_ALONE = re.compile(
    r"\b(?:deadline|ends?|eo[dn]|closes?|(?:night|darkness)\s+(?:begins|starts|falls))\b"
    r"[^.!?]{0,25}?(?:\bat|\bis|\bby|@|:)\s*"
    rf"(?:(?:tomorrow|tonight),?\s+(?:at\s+)?)?(?<![\d/.:]){CLOCK}(?![\d/]|\.\d)",
    re.I,
)
_CLOCKS = re.compile(rf"(?<![\d/.:])\b{CLOCK}(?![\d/]|\.\d)", re.I)
_PAST = re.compile(r"\b(?:was|were|had|ended|passed|closed|expired)\b", re.I)
_DATED = re.compile(
    r"\d|\b(?:" + "|".join(MONTHS) + r")\b|\b(?:" + "|".join(WEEKDAYS) + r")day\b", re.I
)
_PHASE_NUMBER = re.compile(r"\b(?:day|night|d|n)\s*\d+\b", re.I)
_TOMORROW = re.compile(r"\btomorrow\b", re.I)


# a night's start at a time or a date ("The night begins at 18:00", "Darkness falls on
# Monday at 18:00"), not at a place or now ("Night falls on the village", "... at last")
_NIGHT_AT = re.compile(
    rf"\b(?:night|darkness)\s+(?:begins|starts|falls)\s+(?:at\s+\d|on\s+(?:the\s+)?\d|on\s+{MONTH}"
    r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)",
    re.I,
)
# a deadline moved, its old time told first: "Deadline moved from 11/12 at 8pm to 12/9 at
# 8pm", "changed from Wednesday 20:00 GMT to Friday 20:00 GMT", "extended from Sunday to
# Friday" (the new one is read; not "... (moved from the day's start)", no "to" after it,
# nor "delayed from Friday. Now Sunday 20:00 GMT to be fair": one sentence, "11.12." a date)
_MOVED_FROM = re.compile(
    r"\b((?:moved|changed|extended|pushed|postponed|delayed|shifted)(?:\s+back)?)"
    r"\s+from\s+(?:[^!?;().]|\.(?!\s)){1,40}?\s+to\s+(?=\S)",
    re.I,
)
# a label on a line of its own, its time on the next: a table's cells ("Deadline:" |
# "December 9, 20:00 GMT", its colon may be missing: "Deadline" | "December 9, ...")
_LABEL_ALONE = re.compile(r"\W*(?:(?:new|the|day\s*\d+)\s+)?(?:deadline|dl)\s*:?\s*", re.I)


def stated_deadline(lines: Iterable[str], posted: datetime, zone: tzinfo) -> Deadline | None:
    """The last deadline the post's lines state (a later line corrects an earlier one),
    or None. ``posted`` is the post's (aware) time, ``zone`` the board's."""
    lines = list(lines)
    today = max((int(d) for x in lines for d in _DAY_NUMBER.findall(x)), default=0)
    found = weak = None
    label = ""
    in_night = False  # a night's start read before: "It is now Night 2." over "Deadline ..."
    night_ends: datetime | None = None  # a deadline naming the night read before
    for line in lines:
        text = " ".join(line.split())
        if _LABEL_ALONE.fullmatch(text):  # "Deadline:" alone, its time the next line's
            label = text
            continue
        text, label = (f"{label} {text}" if label and text else text), ""
        in_night = _night_now(text, in_night)
        dusk = _NIGHT_AT.search(text)  # "The night begins at 18:00": the day's end
        text = this_phase(text)  # a rule of every phase, sign-ups closing: left out
        text = _MOVED_FROM.sub(r"\1 to ", text)  # "moved from Friday to Sunday": Sunday
        if not text or not (_ABOUT.search(text) or dusk):
            continue
        text = _earlier_days(text, today)  # "Note: Day 2's deadline was ..." in Day 3's post
        if not text:
            continue
        read = _read(text, posted, zone)
        if read is not None:  # "Night 1 ends ..., Day 2 starts ...": no day's
            at = read[0].astimezone(UTC)
            named = bool(_NIGHT.search(text))
            # under a night's start, one naming no phase is the night's, unless it is later
            # than the night's end told before it ("Night 1 ends December 7" over "Next
            # deadline: December 9"; not its countdown: "Deadline: (expired on ...)")
            later = night_ends is not None and at > night_ends
            night = (named or in_night and not later and not _DAY.search(text)) and not dusk
            if named and not dusk:
                night_ends = at
            deadline = Deadline(at, text[:120], night)
            if read[1]:
                weak = deadline
            else:
                found = deadline
    # a time of day alone gives way to a date any line of the post states
    return found or weak


_DAY = re.compile(r"\b(?:day|e\.?o\.?d|d\d+)\b", re.I)
_DAY_NUMBER = re.compile(r"\bday\s*(\d+)\b", re.I)
# an earlier day's deadline, corrected or recalled after the fact: "Note: Day 2's deadline
# should have been Thursday" in Day 3's post, "yesterday's deadline was 21:00", "last day's
# deadline was Thursday", "The Day 1 deadline has been corrected to ..." (not "The last
# day's deadline is Friday": the game's last; nor "Day 2 deadline: Friday. Day 3 starts on
# Sunday.", in the present; nor a deadline changed, a day's that still runs: "Day 3's
# deadline was extended / has been changed to Friday", "... was moved to Friday")
_CHANGED = r"(?:extended|moved|pushed|changed|set|delayed|postponed|bumped)\b"
_EARLIER = re.compile(
    r"\b(?:day\s*(\d+)|yesterday|(?:the\s+)?previous\s+day|(?<!\bthe\s)last\s+day)"
    r"(?:['’]s)?\s+deadline\s+(?:actually\s+)?"
    rf"(?:should\s+have\s+been|(?:has\s+|had\s+)?(?:been\s+)?(?:corrected|edited|fixed)"
    rf"|(?:was|were|had\s+been)\b(?!\s+(?:actually\s+)?{_CHANGED}))",
    re.I,
)
# the parts of a line, a sentence or a clause after a semicolon: "Day 1's deadline was
# Thursday; Day 2's deadline is Friday"
_PARTS = re.compile(r"(?<=[.!?;])\s+")


def _earlier_days(text: str, today: int) -> str:
    """The line without its parts that tell an earlier day's deadline after the fact
    (``_EARLIER``): a day numbered below the highest day the post names, yesterday's, the
    previous day's or the last day's ("Yesterday's deadline was 20:00 GMT; today's is
    Friday ...": Friday)."""
    kept = []
    for part in _PARTS.split(text):
        m = _EARLIER.search(part)
        if m is None or (m.group(1) is not None and int(m.group(1)) >= today):
            kept.append(part)
    return " ".join(kept)


def _night_now(text: str, before: bool) -> bool:
    """Is the night on after this line ("It is now Night 2", "Night 1 begins"; a day's
    start ends it), ``before`` whether it was on before the line?"""
    from votecount.parser.host.phase_words import phase_words  # its patterns: ~15 ms

    for w in phase_words(text) if "night" in text.casefold() or before else ():
        if w.kind == "start" and w.phase is not None and w.how != "heading":
            before = w.phase == "night"
    return before


# what a bare deadline's line may say besides its date: "Deadline:", "New deadline is"
_LABEL = re.compile(
    r"\W*(?:(?:new|the)\s+)?(?:deadline|dl)\b\W*(?:is\s+(?:now\s+)?)?(?:in\b\W*)?", re.I
)


def bare_deadline(lines: Iterable[str], posted: datetime, zone: tzinfo) -> Deadline | None:
    """The deadline of a post that says nothing else: a countdown alone ("(expired on
    2026-03-09 17:00:00)", the day-start text an image beside it) or deadline lines
    only ("Deadline: March 9 at 5pm"); none when a line says anything more ("Night 1
    ends in ...", "Ivo replaces Juno. Deadline: ...")."""
    found, said = None, ""
    for line in (" ".join(x.split()) for x in lines):
        m = _COUNTDOWN.search(line)
        rest = line if m is None else line[: m.start()] + line[m.end() :]
        label = _LABEL.match(rest)
        if m is not None and not re.search(r"\w", rest[label.end() if label else 0 :]):
            found, said = _read(line, posted, zone) or found, line
        elif m is None and label is not None and label.end() > 0 and not _NIGHT.search(line):
            read = _read(line, posted, zone) if not _PHASE_NUMBER.search(line) else None
            if read is None:
                return None
            found, said = read, line
        elif line:
            return None
    return None if found is None else Deadline(found[0].astimezone(UTC), said[:120])


# "at noon", "12 noon": 12 pm; "at midnight", "12:00 midnight": the day's end (a 12 after
# a month is its day: "December 12 noon")
_TWELVE = rf"(\b{MONTH}\s+12\s+)?\b(?:12(?::00)?\s*(?:[ap]\.?m\.?\s*)?)?"
_NOON = re.compile(_TWELVE + r"noon\b", re.I)
_MIDNIGHT = re.compile(_TWELVE + r"midnight\b", re.I)


def _clock_words(text: str) -> str:
    """``text`` with noon and midnight as clocks."""
    text = _NOON.sub(lambda m: (m[1] or "") + "12:00 pm", text)
    return _MIDNIGHT.sub(lambda m: (m[1] or "") + "24:00", text)


def _read(text: str, posted: datetime, zone: tzinfo) -> tuple[datetime, bool] | None:
    """The deadline the line states, and whether it is only a time of day (weak)."""
    text = _clock_words(text)
    here = _zone_of(text, zone)
    m = _TIME_AND_DATE.search(text)
    # a date the line states in words wins over a link's ("Deadline: December 10, 20:00.
    # Last day's was <link>"); a link alone, or under words with no date, is read
    stated = None if m is None else in_words(_LINK.sub(" ", text), posted, here)
    if stated is not None:
        return stated, False
    if m is not None:  # a timeanddate.com link's time: UTC by its place 1440, else the line's
        here = UTC if m.group(7) == "1440" else here
        y, mo, d, h, mi, sec = (int(m.group(i) or 0) for i in range(1, 7))
        at = local_time(y, mo, d, h, mi, sec, here)
        return None if at is None else (at, False)
    m = _UNIX.search(text)
    rest = _UNIX.sub(" ", text)  # a time or a length the words state wins ("Day 2 ends in
    # 72 hours. Last day's was <link>"); a number a year or more from the post is an id
    if m is not None and in_words(rest, posted, here) is None and not RELATIVE.search(rest):
        at = datetime.fromtimestamp(int(m.group(1)), UTC)
        return None if abs(at - posted) > timedelta(days=365) else (at, False)
    m = _COUNTDOWN.search(text) or ISO.search(text)
    if m is not None:
        y, mo, d, h, mi = (int(m.group(i)) for i in range(1, 6))
        here = (iso_zone(m, text) if m.re is ISO else None) or here
        at = local_time(y, mo, d, h, mi, int(m.group(6) or 0), here)
        return None if at is None else (at, False)
    m = RELATIVE.search(text)
    if m is not None:
        span = length(text, m.start(1))
        return None if span is None else (posted + span, False)
    at = in_words(text, posted, here)
    if at is not None:
        return at, False
    m = None if _EXTENDED.search(text) else FROM_NOW.search(text)
    if m is not None and called_by_name(text[: m.start()]):
        m = None  # a prod: "Ivo, you have 24 hours from now."
    if m is not None:
        span = length(text, m.start(1))
        return None if span is None else (posted + span, False)
    at = _alone(text, posted, here)
    return None if at is None else (at, True)


# a later sentence's clock that starts the next phase tells the host's zone too ("Deadline:
# Friday 20:00. Night 3 starts at 20:30 EST."): one schedule, one zone (not a time for
# other readers: "That's 3 PM Eastern for our American friends")
_PHASE_AT = re.compile(
    r"\b(?:night|day)\s*(?:\d+|[a-z]+)?\s+(?:will\s+|shall\s+)?(?:starts?|begins?)\b"
    r"[^.!?]{0,40}?\b(?:at|on)\b",
    re.I,
)
# ... not one told for other readers: "Night 3 starts at 15:00 for those on EST"
_FOR_OTHERS = re.compile(r"\bfor\s+(?:those|you|y['’]all|our|anyone|people|folks)\b", re.I)


def _zone_of(text: str, zone: tzinfo) -> tzinfo:
    """The zone of the line's deadline: the one its sentences name (else ``zone``), not
    that of a later sentence's clock that no other clock of the line tells, a time for
    other readers ("Friday 20:00 UK. 3:00 Pacific for you west coast folks": the zone
    belongs to its clock; "(expired on ... 17:00:00). (5 PM EST ...)" tells it again; a
    later sentence starting a phase at its clock tells the host's zone: "Deadline: Friday
    20:00. Night 3 starts at 20:30 EST.").
    The first sentence with a clock is the deadline's ("Day 3 begins. Deadline: ...")."""
    said = SENTENCES.split(text)
    first = next((i for i, s in enumerate(said) if _clocks(s)), len(said))
    if len(said) > first + 1:
        kept = said[: first + 1]
        for i, s in enumerate(said[first + 1 :], first + 1):
            others = _clocks(" ".join(said[:i] + said[i + 1 :]))
            own = _clocks(s)  # (a clock told twice in it: "5:30 PM EDT or in (... 17:30:00)")
            # (a sentence of its own deadline keeps its zone: "Night actions were due at
            # 12:00. Day deadline is Friday 20:00 EST.")
            if (
                not own
                or set(own) & set(others)
                or len(own) > len(set(own))
                or _ABOUT.search(s)
                or (_PHASE_AT.search(s) and not _FOR_OTHERS.search(s))
            ):
                kept.append(s)
        text = " ".join(kept)
    # (the deadline's own sentence's zone first: "20:00 Pacific. Night 3 starts at 20:30 EST")
    named = zone_named(said[first]) if first < len(said) else None
    return named or zone_named(text) or zone


def _clocks(sentence: str) -> list[tuple[int | None, int]]:
    """The times of day the sentence holds ("20:00", "3 PM", a countdown's "17:00:00")."""
    return [
        (hour_of(int(c.group(1)), c.group(3)), int(c.group(2) or 0))
        for c in _CLOCKS.finditer(sentence)
        if c.group(2) is not None or c.group(3)
    ]


def _alone(text: str, posted: datetime, zone: tzinfo) -> datetime | None:
    """A time of day alone ("Deadline: 23:59 GMT"): the next one after the post, the
    next day's with "tomorrow"; never in a line with another number or a date (a date
    not read) or in the past tense (a recap)."""
    if _PAST.search(text):
        return None
    m = _ALONE.search(text)
    if m is None or (m.group(2) is None and m.group(3) is None):
        return None
    clocks = [c for c in _CLOCKS.finditer(text) if c.group(2) is not None or c.group(3)]
    if len(clocks) != 1:
        return None
    rest = _PHASE_NUMBER.sub(" ", text[: m.start(1)] + " " + text[m.end() :])
    if _DATED.search(OFFSET.sub(" ", rest)):
        return None
    hour = hour_of(int(m.group(1)), m.group(3))
    if hour is None:
        return None
    local = posted.astimezone(zone)
    tomorrow = _TOMORROW.search(text) is not None
    day = local.date() + timedelta(days=1 if tomorrow else 0)
    at = local_time(day.year, day.month, day.day, hour, int(m.group(2) or 0), 0, zone)
    if at is not None and at <= posted and not tomorrow:
        day += timedelta(days=1)
        at = local_time(day.year, day.month, day.day, hour, int(m.group(2) or 0), 0, zone)
    return at
