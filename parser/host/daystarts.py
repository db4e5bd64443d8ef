"""The post that starts each day, read from the host's posts when the host does not
always write "Day 2 has begun" (pure: post numbers and HTML in, post numbers out).

A day ends where a host post says so: a lynch ("Ivo has been lynched", a flip "Ivo,
Vanilla Townie, lynched Day 1" or "lynched D1", a count line marked "LYNCH" or "HAMMER"
at its end or its lynch's mark anywhere, a count titled final: "Vote Count 1.FINAL"), "No
lynch", the night ("Night 1 begins", "It is now Night 1", "Night falls", "Night deadline:
Friday") or the day's end ("Day 1 is over", "End of Day 1"). The next day starts at the first host post after that end
which names it ("Day 2", "D2") or opens a day as hosts do: a death, the morning, a vote
count; or at the ending post itself when it names the next day. A host post naming the
next day's start ("Day 3 begins", "It is now Day 3", a first line "Day Three"), or a
vote count numbered by its day ("Vote Count 3.0" as its first line), starts it even when
no end was read. A vote count naming the running day ("Day 1, Votecount 6") posted after
a day's end that was no count itself is the day's final count, no later day's start
(unless it is the day's first count, "Votecount 1"). A day's end the host takes back
("the day's still on") opens no day; a named night after a day a post's news opened ("It
is now Night 1" after the flip told as a story) takes that start back. The wordings of a
start and an end are ``parser.host.phase_words``' one table (the count's phase markers read it too); this
module adds what init needs: plans and rules that are no end ("If Ivo is lynched", "Night
falls when ..."), the posts that open a day, the count of days. An image's alt text a
host gave it is read as a line ("Day 3 begins" written in a picture); a post that is only
the next day's deadline, after the night's stated one, opens that day
(``night_deadlines.new_deadline``).

The game's end ("Town wins!") and a reset of the votes are ``parser.host.game_end``'s
(``NIGHTLESS``, ``resets_votes`` are re-exported here for their callers).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, tzinfo
from functools import partial

from votecount.parser.host.deaths import count_lynch
from votecount.parser.host.game_end import NIGHTLESS as NIGHTLESS
from votecount.parser.host.game_end import game_over
from votecount.parser.host.game_end import resets_votes as resets_votes
from votecount.parser.host.images import image_lines
from votecount.parser.host.night_deadlines import new_deadline, night_deadline
from votecount.parser.host.phase_table import NOT_YET
from votecount.parser.host.phase_words import (
    PhaseWord,
    asked,
    extended,
    names_in_list,
    phase_words,
    takes_back,
)
from votecount.parser.host.spoilers import phase_results
from votecount.parser.numbers import NUMBER, NUMBER_WORDS
from votecount.parser.numbers import number as number_of
from votecount.parser.walk import host_lines

_NOT_END = re.compile(
    # ("The town could not decide, and the day is over" tells what was)
    r"\b(?:to\s+lynch|if|would|will|could(?!\s+not\b)|should|until|when|unless"
    r"|once(?!\s+(?:again|more))|as\s+soon\s+as)\b",
    re.I,
)
# a rule, not an end: "Night falls when a player is lynched", "Day ends once ..."
_RULE_AFTER = re.compile(
    r"[^\w.!?;]{0,3}(?:when|whenever|if|once|unless|as\s+soon\s+as"
    r"|(?:at|on|upon)\s+(?:the\s+)?(?:deadline|majority|hammer))\b",
    re.I,
)
_NEWS = (
    r"\bkilled\b|\bdied\b|\bdead\b|\bdeaths?\b|\bfound\s+(?:\w+\s+){0,2}(?:dead|killed|murdered|slain|lifeless)\b"
    r"|\bwak(?:e|es|ing)\b|\bwoke\b|\bdawn\b|\bsunrise\b"
    # the morning, not one to come: "See you in the morning!", "until morning", "See you
    # tomorrow morning", "Morning 2 is coming soon" ("Good morning, everyone." after the
    # day's end opens the next; so does the morning told as it came, opening its sentence:
    # "By morning, Ivo was gone.", "In the morning, the town gathered", "fled by morning's
    # light"; not "See you in the morning, everyone!"; read with its spaces made one)
    r"|(?<!\bin\sthe\s)(?<!\buntil\s)(?<!\btill\s)(?<!\bby\s)(?<!\btomorrow\s)\bmorning\b"
    rf"(?!\s*\d+\s+(?:{NOT_YET}))"
    r"|(?:^\W*|(?<=[.!?:]\s))(?:in\s+the\s+|by\s+)?morning(?=\s*,)"
    r"|(?<!\btomorrow\s)\bmorning['’]s\s"
)
_OPENS = re.compile(
    rf"{_NEWS}|\bvote\s*count|\bvote\s*tally|\bnot\s+voting\b"
    # the new day's majority: "With 9 alive, it takes 5 to lynch"
    r"|\bit\s+takes\s+(?:\d+|[a-z]+)\s+(?:votes?\s+)?(?:to\s+)?(?:lynch|execute|eliminate|hang)\b",
    re.I,
)
_COUNT_TITLE = re.compile(r"\b(?:vote\s*count|votecount|vote\s*tally|vc)\b", re.I)


def _is_count(lines: Sequence[str]) -> bool:
    """Is the post a vote count: its first line a count's title and lines of votes after
    it ("Final VC and flip to come", one line, is none)?"""
    return len(lines) >= 3 and _COUNT_TITLE.search(lines[0]) is not None


# a day's first vote count: "Votecount 1", "VC #1", "First vote count"
_FIRST_COUNT = re.compile(
    r"\b(?:vote\s*count|votecount|vc)\s*#?\s*(?:1|one)\b(?!\.\d*[1-9])"
    r"|\bfirst\s+(?:vote\s*count|votecount|vc)\b",
    re.I,
)
# what opens a day but a vote count (and the majority it states): the night's news, the
# morning
_OPENS_NEWS = re.compile(_NEWS, re.I)


@dataclass(frozen=True)
class DayStart:
    day: int
    post: int  # the post number that starts it
    why: str  # the words of the host post that end the day before or start this one


def _number_words(n: int) -> str:
    word = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return rf"(?:{n}|{word})"


def _names_day(line: str, n: int) -> bool:
    """Does the line name day ``n``, not in a question asked yes or no ("Is it now Day 2
    already?": ``phase_words.asked``)?"""
    m = re.search(rf"\bday\s*{_number_words(n)}\b|\bD{n}\b", line, re.I)
    return (
        m is not None
        and not asked(line, m.start())
        and _NOT_YET.match(line, m.end()) is None  # "Day 2 will be up shortly"
    )


_NOT_YET = re.compile(rf"\s+(?:{NOT_YET})", re.I)


# a night's heading that starts it: the whole line ("Night 2"), "Night 2 start", "Night 2!"
_NIGHT_HEADING = re.compile(r"\W*$|\s+start\W*$|\s*!", re.I)


def _night_starts(w: PhaseWord, line: str) -> bool:
    """Does this wording start the night (so end the day)? A heading only when nothing
    but its mark follows it ("Night 1 recap: ..." tells the story of a night gone)."""
    return (
        w.kind == "start"
        and w.phase == "night"
        and (w.how != "heading" or _NIGHT_HEADING.match(line, w.end) is not None)
    )


def _ends_day(line: str, day_started: bool = False, day_open: bool = False) -> bool:
    """The first wording of the line that ends the day (``phase_words``) ends it, unless
    a plan or a rule says it ("If Ivo is lynched", "Night falls when ..."); so does a vote
    count's line marked as the lynch anywhere ("Ivo (LYNCH)- Juno, Wren; ...",
    ``deaths.count_lynch``). ``day_started``: a line before it started a day;
    ``day_open``: the post says the day's voting is open (a theme's "Dusk 2 begins!" over
    "The day phase is open" names its day so: no twilight)."""
    words = phase_words(line)
    m = next((w for w in words if w.kind == "end" or _night_starts(w, line)), None)
    if m is None:
        return count_lynch(line) is not None
    if m.how == "twilight" and day_open:
        return False
    if m.how == "no lynch" and (
        day_started
        or any(w.kind == "start" and w.phase == "day" and w.end <= m.start for w in words)
    ):
        return False  # "Day 1 begins! No lynch today.": the new day's rule
    # "You have until Thursday to submit a night action": its "until" is the wording's own;
    # so is "to lynch" of "The town has decided to lynch Ivo" (a plan is read before it),
    # and "until morning" of "Thread locked until morning"
    said = m.start if m.how in ("night actions", "lynch", "locked") else m.end
    return (
        m is not None
        and _NOT_END.search(line[:said]) is None
        and _RULE_AFTER.match(line, m.end) is None
    )


def _named_start(line: str) -> int | None:
    """The day whose start the line names ("Day 3 begins", "It is now Day 3", a first
    line "Day Three", "Phase: Day 3")."""
    return next(
        (
            w.number
            for w in phase_words(line)
            if w.kind == "start" and w.phase == "day" and w.number
        ),
        None,
    )


def _named_end(line: str) -> int | None:
    """The day whose end the line names ("Night 2 begins", "Day 2 is over", "lynched D2")."""
    for w in phase_words(line):
        if w.number is None or w.how == "heading":
            continue
        if (w.kind == "start" and w.phase == "night") or (w.kind == "end" and w.phase == "day"):
            return w.number
    return None


def phase_lines(html: str) -> list[str]:
    """A host post's lines (``host_lines``), its images' alt texts (``image_lines``) and
    the lines of its spoilers of results (``spoilers.phase_results``: a flip behind a
    button, "Spoiler: Flip" over "Ivo, Vanilla Townie, was lynched D3")."""
    lines = host_lines(html)
    if "<img" in html:
        lines += image_lines(html)
    return lines + phase_results(html)


def _recaps(html: str, day: int, ended: bool) -> set[str]:
    """The flips behind a spoiler naming a day already closed (yesterday's flip in the
    morning's post, an earlier day's in a reminder): they close no day now."""
    return {
        x.strip()
        for x in phase_results(html)
        if (n := _named_end(x)) is not None and (n < day or (n == day and ended))
    }


def ends_a_day(html: str) -> bool:
    """Does this host post end a day ("Ivo was lynched Day 1", "Night 1 begins")?"""
    return any(_ending(phase_lines(html)))


# the day's voting said open: "The day phase is (now) open", "Voting is open until Friday"
# (its clause ends or runs "until": not "open no longer", "... again tomorrow", "... for")
_DAY_OPEN = re.compile(
    r"\b(?:(?:the\s+)?day\s+phase|voting)\s+is\s+(?:now\s+)?open(?=\s*(?:[.!,;:]|$)|\s+until\b)",
    re.I,
)


def _ending(lines: Sequence[str]) -> list[bool]:
    """Which lines end the day (``_ends_day``): not the time being up that the post
    extends after it ("Time is up." then "The deadline is extended by 24 hours"), nor a
    lone "Twilight" in a list of names (``phase_words.names_in_list``)."""
    out = []
    started = False  # "Day 2 begins!" over "No lynch today.": the new day's rule
    listed = names_in_list(lines)  # "Players:" over "Juno", "Twilight": a name
    day_open = any(_DAY_OPEN.search(x) for x in lines)
    for x, e, n in zip(lines, extended(lines), listed, strict=True):
        out.append(_ends_day(x, started, day_open) and not e and not n)
        started = started or _named_start(x) is not None
    return out


# a vote count numbered by its day, "Vote Count 2.0" / "VC 3.1" / "Vote Tally 3.3": that
# day is running
_COUNT_OF_DAY = re.compile(
    rf"^\W*(?:official\s+)?(?:vote\s*count|votecount|vc|vote\s*tally)\s*#?\s*{NUMBER}\.\d+\b",
    re.I,
)
# a death of a night told as past: "Ivo — Town Cop — was killed Night 4." (Night 4 is
# over: during Day 4 it tells the day's end that the host did not post)
_NIGHT_DEATH = re.compile(
    rf"\b(?:was|were|has\s+been|have\s+been)\s+(?:killed|murdered|shot|found\s+dead)"
    rf"\s+(?:on\s+)?(?:night\s*{NUMBER}|n(\d+))\b",
    re.I,
)


def _named(pattern: re.Pattern[str], line: str) -> int | None:
    m = pattern.search(line)
    word = next((g for g in m.groups() if g), None) if m else None
    if word is None:
        return None
    return number_of(word)


def deadline_opens(
    night_posts: Sequence[tuple[int, str]], posted: Mapping[int, datetime], zone: tzinfo = UTC
) -> int | None:
    """The first of a night's host posts (number, HTML, from the post that ended the day,
    in thread order) that is only the next day's deadline
    (``night_deadlines.new_deadline``): the day opened there. For callers that know
    where the day ended (``make_games.py``)."""
    night_ends: datetime | None = None
    for number, html in night_posts:
        if number not in posted:
            continue
        lines = [x.strip() for x in phase_lines(html) if x.strip()]
        if new_deadline(lines, posted[number], zone, night_ends):
            return number
        night_ends = night_deadline(lines, posted[number], zone, night_ends)
    return None


def day_starts(
    host_posts: Sequence[tuple[int, str]], day_one: int, first_day: int = 1,
    nightless: bool = False, posted: Mapping[int, datetime] | None = None, zone: tzinfo = UTC,
) -> list[DayStart]:  # fmt: skip
    """The start of each day after ``first_day`` (which starts at post ``day_one``), from
    the host's posts (number, HTML) in thread order. A host post that names a later day's
    start, or the end of a later day, sets the count of days right (a missed day start
    does not shift every day after it). In a ``nightless`` game the post that ends a day
    starts the next one. No day starts after a post that ends the game ("Town wins!").
    With the posts' times (``posted``, number -> time; ``zone`` the board's), a post
    that is only the next day's deadline, after the night's, starts that day
    (``night_deadlines.new_deadline``)."""
    out: list[DayStart] = []
    day, ended, why = first_day, False, ""
    night_ends: datetime | None = None  # the deadline the running night's host posts state
    guessed = False  # the running day was opened by a post's news, not by its name
    final_count = False  # the post that ended the day is itself a vote count (its final one)
    for number, html in host_posts:
        if number <= day_one:
            continue
        lines = [x.strip() for x in phase_lines(html) if x.strip()]
        if recaps := _recaps(html, day, ended):  # a flip recapped behind a spoiler
            lines = [x for x in lines if x not in recaps]
        if any(game_over(x) for x in lines):
            break
        said_starts = [n for x in lines if (n := _named_start(x)) is not None]
        named = said_starts[0] if said_starts else None
        # a vote count (its title the post's first line) naming the running day, posted
        # after a day's end that was no count itself (the final count "to come"), and not
        # the day's first count ("Day 5 | Votecount 1": the count of days may be one ahead)
        current = (
            not final_count
            and day in said_starts
            and _is_count(lines)
            and _FIRST_COUNT.search(lines[0]) is None
        )
        start: Callable[[str], int | None] = _named_start
        if named is None and lines and (counted := _named(_COUNT_OF_DAY, lines[0])) is not None:
            named, start = counted, partial(_named, _COUNT_OF_DAY)
        if named is not None and day < named <= day + 3:
            said = next(x for x in lines if start(x) == named)
            out.append(DayStart(named, number, (why + " / " if why else "") + said[:80]))
            day, ended, why, guessed, night_ends = named, False, "", False, None
            continue
        ending = _ending(lines)
        ends = any(ending)
        if (
            ended
            and lines
            and (counted := _named(_COUNT_OF_DAY, lines[0])) == day
            and not ends  # the day's last count: still ended
        ):
            ended, why = False, ""  # "Vote Count 3.5": the host's count says Day 3 runs on
            continue
        if ended and not ends and any(takes_back(x) for x in lines):
            ended, why = False, ""  # "Sorry, I miscounted: the day's still on"
            continue
        nxt = day + 1
        told = None if ended else next((x for x in lines if _named(_NIGHT_DEATH, x) == day), None)
        if told is not None:  # the night after the running day is over
            ended, why = True, f"post {number}: {told[:80]}"
        # a post that ends a day (the night's start over a story of it) opens none
        closing = ends or any(_named_end(x) is not None for x in lines)
        # a vote count naming the running day ("Day 1, Votecount 6", "It is now day 4" in
        # the day's final count, posted after the lynch) opens no later day
        opening = _OPENS_NEWS if current else _OPENS
        opens = (  # (its words one space apart: "See you in  the morning")
            ended
            and not closing
            and next(
                (x for x in lines if _names_day(x, nxt) or opening.search(" ".join(x.split()))),
                None,
            )
        )
        if ended and not opens and posted is not None and number in posted:
            opens = new_deadline(lines, posted[number], zone, night_ends)
        if opens:
            out.append(DayStart(nxt, number, (why + " / " if why else "") + str(opens)[:80]))
            day, ended, why, guessed, night_ends = nxt, False, "", True, None
            continue  # a day's first post recaps the night; it does not end the day
        for x, end in zip(lines, ending, strict=True):
            closed = _named_end(x)
            if guessed and not ended and closed is not None and closed == day - 1 and out:
                # "It is now Night 1" after the day a host post's news opened (the flip
                # told as a story after the final count): that day had not started
                out.pop()
                day, ended, why, guessed = closed, True, f"post {number}: {x[:80]}", False
                final_count = _is_count(lines)
                break
            if closed is not None and day <= closed <= day + 2:
                day, ended, why = closed, True, f"post {number}: {x[:80]}"
                final_count = _is_count(lines)
                break
            if not ended and end:
                ended, why = True, f"post {number}: {x[:80]}"
                final_count = _is_count(lines)
                break
        if ended and nightless:
            out.append(DayStart(day + 1, number, why))
            day, ended, why = day + 1, False, ""
        if ended and posted is not None and number in posted:
            night_ends = night_deadline(lines, posted[number], zone, night_ends)
    return out
