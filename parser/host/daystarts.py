"""The post that starts each day, read from the host's posts when the host does not
always write "Day 2 has begun" (pure: post numbers and HTML in, post numbers out).

A day ends where a host post says so: a lynch ("Ivo has been lynched", a flip "Ivo,
Vanilla Townie, lynched Day 1" or "lynched D1", a count line marked "LYNCH" or "HAMMER", a
count titled final: "Vote Count 1.FINAL"), "No lynch",
the night ("Night 1 begins", "It is now Night 1", "Night falls") or the day's end ("Day 1
is over", "End of Day 1"). The next day starts at the first host post after that end
which names it ("Day 2", "D2") or opens a day as hosts do: a death, the morning, a vote
count; or at the ending post itself when it names the next day. A host post naming the
next day's start ("Day 3 begins", "It is now Day 3", a first line "Day Three"), or a
vote count numbered by its day ("Vote Count 3.0" as its first line), starts it even when
no end was read.

``resets_votes`` reads a host post that clears the open day's votes ("Vote count is
reset", "Votes were reset"; never a plan: "votes will be reset at the start of Day 1").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from votecount.parser.numbers import NUMBER, NUMBER_WORDS
from votecount.parser.numbers import number as number_of
from votecount.parser.walk import host_lines

_LYNCHED = r"(?:lynched|hanged|hung|executed|eliminated|strung\s+up)"
_DAY_N = rf"(?:day\s*{NUMBER}|d\d+)\b"  # "Day 2", "D2"
_END = re.compile(
    rf"\b(?:was|were|has\s+been|have\s+been|is|are|got|gets|is\s+being)\s+{_LYNCHED}\b"
    rf"|,.{{0,80}}\b{_LYNCHED}\b.{{0,40}}\b(?:on\s+)?{_DAY_N}"  # a flip: "Ivo, Goon, lynched Day 1"
    r"|(?<!\W)[^\w)\]]*+[)\]]\W*+(?:lynch|hammer)(?:ed)?\W*$|(?-i:\b(?:LYNCH|HAMMER)(?:ED)?)\W*$"  # a count line
    # the day's last count: "Vote Count 1.FINAL", "VC 2.5 (final)", "Final vote count"
    r"|^\W*(?:(?:vote\s*count|votecount|vc)\b[\d\s.#:(\[-]{0,12}final|final\s+(?:vote\s*count|votecount|vc))\b"
    r"|\b(?:a|the)\s+lynch\s+(?:has\s+been|was|is)\s+reached\b"
    r"|\bno[\s-]*(?:lynch|elimination|execution)\b\s*+(?:has\s+been|was|is)?\s*+(?:reached|wins|it\s+is)"
    r"|\bnight\s+(?:\d+|[a-z]+)\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|fallen|falls)\b"
    r"|^\W*night\s+(?:\d+|[a-z]+)\s+start\W*$"
    r"|\bit\s+is\s+now\s+night\b|\bnight\s+(?:has\s+)?(?:falls|fallen)\b|^\W*night\s+(?:\d+|[a-z]+)\W*$"
    r"|^\W*night\s+(?:\d+|[a-z]+)\s*!"  # "Night 2!  Ends Tuesday": the night's heading
    r"|\byou\s+(?:all\s+)?lynched\s+(?:him|her|them)\b"  # "So you lynched him."
    r"|\bday\s+(?:\d+|[a-z]+)\s+(?:is|has)\s+(?:now\s+)?(?:over|ended|closed)\b|\bend\s+of\s+day\b"
    # abbreviated: "D4 has ended.", "N4 begins now."
    r"|\bd\d+\s+(?:is|has)\s+(?:now\s+)?(?:over|ended|closed)\b"
    r"|\bn\d+\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts)\b"
    r"|\b(?:the\s+)?deadline\s+has\s+(?:been\s+)?(?:reached|passed|arrived|hit)\b"
    # "Lynch has been achieved.", "Ivo has been voted out"
    r"|\b(?:lynch|majority)\s+(?:has\s+been\s+|was\s+)?(?:achieved|reached)\b"
    r"|\b(?:was|were|has\s+been|have\s+been)\s+voted\s+out\b"
    r"|\bvoting\s+(?:is|has)\s+(?:now\s+)?(?:closed|ended|over)\b"  # "Voting is now closed"
    # "The day is over", "Day 1 has come to an end", "It's Night 1", "Nightfall."
    r"|\bthe\s+day\s+is\s+(?:now\s+)?over\b|\bday\s+(?:\d+|[a-z]+)\s+has\s+come\s+to\s+an\s+end\b"
    r"|\bit['’]s\s+(?:now\s+)?night\b|^\W*nightfall\W*$"
    r"|\b(?:town|village|villagers|mob)\s+(?:has\s+|have\s+)?(?:lynched|executed|hanged)\b"
    r"|^\W*deadline\s+(?:has\s+been\s+|is\s+)?(?:reached|passed)\b",
    re.I,
)
_NOT_END = re.compile(
    r"\b(?:to\s+lynch|if|would|will|could|should|until|when|unless|once(?!\s+(?:again|more))|as\s+soon\s+as)\b",
    re.I,
)
# a rule, not an end: "Night falls when a player is lynched", "Day ends once ..."
_RULE_AFTER = re.compile(
    r"[^\w.!?;]{0,3}(?:when|whenever|if|once|unless|as\s+soon\s+as"
    r"|(?:at|on|upon)\s+(?:the\s+)?(?:deadline|majority|hammer))\b",
    re.I,
)
_OPENS = re.compile(
    r"\bkilled\b|\bdied\b|\bdead\b|\bdeaths?\b|\bfound\s+(?:\w+\s+){0,2}(?:dead|killed|murdered|slain|lifeless)\b|\bvote\s*count|\bvote\s*tally|\bnot\s+voting\b"
    r"|\bwak(?:e|es|ing)\b|\bwoke\b|\bmorning\b|\bdawn\b|\bsunrise\b"
    # the new day's majority: "With 9 alive, it takes 5 to lynch"
    r"|\bit\s+takes\s+(?:\d+|[a-z]+)\s+(?:votes?\s+)?(?:to\s+)?(?:lynch|execute|eliminate|hang)\b",
    re.I,
)


@dataclass(frozen=True)
class DayStart:
    day: int
    post: int  # the post number that starts it
    why: str  # the words of the host post that end the day before or start this one


def _number_words(n: int) -> str:
    word = NUMBER_WORDS[n] if n < len(NUMBER_WORDS) else str(n)
    return rf"(?:{n}|{word})"


def _names_day(line: str, n: int) -> bool:
    return re.search(rf"\bday\s*{_number_words(n)}\b|\bD{n}\b", line, re.I) is not None


def _ends_day(line: str) -> bool:
    m = _END.search(line)
    return (
        m is not None
        and _NOT_END.search(line[: m.end()]) is None
        and _RULE_AFTER.match(line, m.end()) is None
    )


def ends_a_day(html: str) -> bool:
    """Does this host post end a day ("Ivo was lynched Day 1", "Night 1 begins")?"""
    return any(_ends_day(x) for x in host_lines(html))


# a start to come, not one now: "Day 2 begins Sunday, January 16", "starts in 24 hours"
_LATER = r"(?:on|at(?!\s+once)|in|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b"
_NAMED_START = re.compile(
    rf"^\W*day\s*{NUMBER}\b(?!\s*(?:vote|count|is\s+over|has\s+ended|ended|ends|is\s+ext|deadline"
    rf"|lynch|kill|death|result|flip|elimination|execution|(?:begins|starts)\s+{_LATER}))"
    rf"|\bit\s+is\s+now\s+day\s*{NUMBER}\b|\b(?:day\s*{NUMBER}|d(\d+))\s+(?:has\s+|is\s+)?(?:now\s+)?"
    rf"(?:begun|begins|started|starts|underway)\b(?!\s+{_LATER})"
    # "Welcome to Day 2!", "Dawn of Day 2", "Day 2 is upon us", "We are now in Day 2"
    rf"|\bwelcome\s+to\s+day\s*{NUMBER}\b|\b(?:dawn|start|beginning)\s+of\s+day\s*{NUMBER}\b(?!\s+(?:will|is|at|on|in)\b)"
    rf"|\bday\s*{NUMBER}\s+is\s+upon\s+us\b|\b(?:we\s+are|we['’]re)\s+now\s+in\s+day\s*{NUMBER}\b"
    rf"|\bit['’]s\s+now\s+day\s*{NUMBER}\b",
    re.I,
)
# a vote count numbered by its day, "Vote Count 2.0" / "VC 3.1": that day is running
_COUNT_OF_DAY = re.compile(
    rf"^\W*(?:official\s+)?(?:vote\s*count|votecount|vc)\s*#?\s*{NUMBER}\.\d+\b", re.I
)
_NAMED_END = re.compile(
    rf"\bnight\s*{NUMBER}\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|fallen|falls)\b"
    rf"|\bit\s+is\s+now\s+night\s*{NUMBER}\b|{_LYNCHED}\s+(?:on\s+)?(?:day\s*{NUMBER}|d(\d+))\b"
    rf"|\b(?:day\s*{NUMBER}|d(\d+))\s+(?:is|has)\s+(?:now\s+)?(?:over|ended|closed)\b"
    rf"|\bend\s+of\s+day\s*{NUMBER}\b|\bn(\d+)\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts)\b",
    re.I,
)

# a death of a night told as past: "Ivo — Town Cop — was killed Night 4." (Night 4 is
# over: during Day 4 it tells the day's end that the host did not post)
_NIGHT_DEATH = re.compile(
    rf"\b(?:was|were|has\s+been|have\s+been)\s+(?:killed|murdered|shot|found\s+dead)"
    rf"\s+(?:on\s+)?(?:night\s*{NUMBER}|n(\d+))\b",
    re.I,
)

# the host clears the day's votes: "Vote count is reset", "Votes have been reset"
_RESET = re.compile(
    r"\bvote\s*count\s+(?:is|has\s+been|was)\s+(?:now\s+)?reset\b"
    r"|\bvotes\s+(?:have\s+been|are|were|are\s+now)\s+(?:now\s+)?reset\b"
    r"|\bresetting\s+(?:the\s+|all\s+)?votes\b",
    re.I,
)
_NOT_NOW = re.compile(
    r"\b(?:will|would|if|probably|may|might|until|when|once|at\s+the\s+start)\b", re.I
)


def resets_votes(html: str) -> str | None:
    """The line of a host post that clears the open day's votes ("Sending out a massprod,
    vote count is reset."), or None: a plan ("all votes will be reset at the start of
    Day 1", "I'll probably reset the vote count") clears nothing yet."""
    for line in host_lines(html):
        for clause in re.split(r"(?<=[.!?;])\s+", line):
            m = _RESET.search(clause)
            if m is not None and _NOT_NOW.search(clause) is None:
                return clause.strip()
    return None


def _named(pattern: re.Pattern[str], line: str) -> int | None:
    m = pattern.search(line)
    word = next((g for g in m.groups() if g), None) if m else None
    if word is None:
        return None
    return number_of(word)


# a game with no nights ("this game is nightless"): a day's end starts the next day
NIGHTLESS = re.compile(r"\bnight\s*less\b", re.I)
# the game is over: "The Mafia team of Ann and Bo win!", "Town wins!", "Game over"
_GAME_OVER = re.compile(
    r"\b(?:town|mafia|scum|wolf|wolves|werewolves|village|villagers|cult|killer|team|they)\b"
    r"[^.!?]{0,100}?\b(?:wins?|won(?!['’]t)|victorious|victory)\b(?!\s+(?:if|when|by|once|condition))"
    r"|\bgame\s+(?:is\s+)?over\b",
    re.I,
)
_NOT_NOW_OVER = re.compile(r"\b(?:if|when|once|until|will|would|can|could|must|condition)\b", re.I)


def game_over(line: str) -> bool:
    """Does this line of a host post end the game ("The Mafia team of Ann and Bo win!")?
    A rule ("Town wins when all scum are dead") or a question ("Is the game over?") does
    not."""
    m = _GAME_OVER.search(line)
    return m is not None and _NOT_NOW_OVER.search(line) is None and "?" not in line[m.start() :]


def day_starts(
    host_posts: Sequence[tuple[int, str]], day_one: int, first_day: int = 1,
    nightless: bool = False,
) -> list[DayStart]:  # fmt: skip
    """The start of each day after ``first_day`` (which starts at post ``day_one``), from
    the host's posts (number, HTML) in thread order. A host post that names a later day's
    start, or the end of a later day, sets the count of days right (a missed day start
    does not shift every day after it). In a ``nightless`` game the post that ends a day
    starts the next one. No day starts after a post that ends the game ("Town wins!")."""
    out: list[DayStart] = []
    day, ended, why = first_day, False, ""
    for number, html in host_posts:
        if number <= day_one:
            continue
        lines = [x.strip() for x in host_lines(html) if x.strip()]
        if any(game_over(x) for x in lines):
            break
        named = next((n for x in lines if (n := _named(_NAMED_START, x)) is not None), None)
        start = _NAMED_START
        if named is None and lines and (counted := _named(_COUNT_OF_DAY, lines[0])) is not None:
            named, start = counted, _COUNT_OF_DAY
        if named is not None and day < named <= day + 3:
            said = next(x for x in lines if _named(start, x) == named)
            out.append(DayStart(named, number, (why + " / " if why else "") + said[:80]))
            day, ended, why = named, False, ""
            continue
        ends = any(_ends_day(x) for x in lines)
        if (
            ended
            and lines
            and (counted := _named(_COUNT_OF_DAY, lines[0])) == day
            and not ends  # the day's last count: still ended
        ):
            ended, why = False, ""  # "Vote Count 3.5": the host's count says Day 3 runs on
            continue
        nxt = day + 1
        told = None if ended else next((x for x in lines if _named(_NIGHT_DEATH, x) == day), None)
        if told is not None:  # the night after the running day is over
            ended, why = True, f"post {number}: {told[:80]}"
        # a post that ends a day (the night's start over a story of it) opens none
        closing = ends or any(_named(_NAMED_END, x) is not None for x in lines)
        opens = (
            ended
            and not closing
            and next((x for x in lines if _names_day(x, nxt) or _OPENS.search(x)), None)
        )
        if opens:
            out.append(DayStart(nxt, number, (why + " / " if why else "") + str(opens)[:80]))
            day, ended, why = nxt, False, ""
            continue  # a day's first post recaps the night; it does not end the day
        for x in lines:
            closed = _named(_NAMED_END, x)
            if closed is not None and day <= closed <= day + 2:
                day, ended, why = closed, True, f"post {number}: {x[:80]}"
                break
            if not ended and _ends_day(x):
                ended, why = True, f"post {number}: {x[:80]}"
                break
        if ended and nightless:
            out.append(DayStart(day + 1, number, why))
            day, ended, why = day + 1, False, ""
    return out
