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
from functools import lru_cache
from typing import NamedTuple

from votecount.parser.numbers import NUMBER, ORDINAL, PHASE_NUMBER, number

_N = "(?P<n>" + PHASE_NUMBER[1:]  # the phase's number, in figures, words or Roman figures
_O = "(?P<o>" + ORDINAL[1:]  # the phase's ordinal: "The Second Day"
_PHASE = r"(?P<phase>day|night)"
# a start to come, not one now: "Day 2 begins Sunday, January 16", "starts in 24 hours"
# (and a start on a condition: "Day 2 begins when I post the flip", "... once all night
# actions are in", "Day 3 starts soon")
_COND = r"(?:when|whenever|after|before|once|until|till|soon|shortly|if|unless|as\s+soon\s+as)\b"
_LATER = (
    r"(?:on|at(?!\s+(?:once|last))|in|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    rf"|{_COND})"
)
_BEGINS = (
    r"(?:begun|begins|started|starts|underway|here|arrived|open|fallen|falls|dawns|dawned|live)"
)
_LYNCHED = r"(?:lynched|hanged|hung|executed|eliminated|strung\s+up)"
# what follows a heading that titles what the phase brought or its votes, not its start:
# "Day 1 Lynch", "Night 2 Kills", "Day 2 vote count", "Day 2 is over"
_NOT_HEADING = (
    r"vote|count|is\s+(?:over|closed|done|finished|complete)|has\s+(?:ended|closed|been|concluded|finished)"
    r"|ended|ends|concluded|comes|came|draws|drew|has\s+(?:come|drawn)|is\s+ext|deadline"
    rf"|lynch|kill|death|result|flip|elimination|execution|(?:begins|starts|dawns)\s+{_LATER}"
    r"|will\s+(?:begin|start|dawn|open|commence)\b"  # "Day 2 will begin in 24 hours"
)


class PhaseWord(NamedTuple):
    kind: str  # "start" (of a phase) | "end" (of the day)
    phase: str | None  # start: "day" | "night"; end: "day" when it names the day
    number: int | None  # the phase's number when written
    start: int  # where the wording is in the line
    end: int
    how: str  # the wording's name in the table


# (kind, phase when the pattern does not say it, the wording's name, pattern); a pattern's
# groups: ``phase`` ("day"/"night", or "d"/"n"), ``n`` (the number)
_TABLE: tuple[tuple[str, str | None, str, re.Pattern[str]], ...] = tuple(
    (kind, phase, how, re.compile(pattern, re.I))
    for kind, phase, how, pattern in (
        # starts
        # "It is now Day 2", "It's Day 2" (not "it's Day 2 tomorrow")
        (
            "start",
            None,
            "now",
            rf"\b(?:it\s+is|it['’]s)\s+(?P<now>now\s+)?{_PHASE}\s*{_N}\b(?(now)|(?!\s+{_LATER}))",
        ),
        (
            "start",
            None,
            "begins",
            rf"\b{_PHASE}\s*{_N}\s+(?:has\s+|is\s+)?(?:now\s+)?{_BEGINS}\b(?!\s+{_LATER})(?:\s+now\b)?",
        ),
        (
            "start",
            None,
            "begins",  # "D2 starts now", "N4 begins"
            r"\b(?P<phase>[dn])(?P<n>\d+)\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts)\b"
            rf"(?!\s+{_LATER})(?:\s+now\b)?",
        ),
        # the ordinal: "The second day begins"
        (
            "start",
            None,
            "begins",
            rf"\b(?:the\s+)?{_O}\s+{_PHASE}\s+(?:has\s+|is\s+)?(?:now\s+)?{_BEGINS}\b(?!\s+{_LATER})",
        ),
        ("start", None, "welcome", rf"\bwelcome\s+to\s+{_PHASE}\s*{_N}\b"),
        (
            "start",
            None,
            "dawn",
            rf"\b(?:dawn|start|beginning|morning)\s+of\s+{_PHASE}\s*{_N}\b(?!\s+(?:will|is|at|on|in)\b)",
        ),
        # "Dawn breaks on Day 2", "Morning rises over Day 3"
        (
            "start",
            None,
            "dawn",
            rf"\b(?:dawn|morning|day)\s+(?:breaks|has\s+broken|rises|has\s+risen)\s+(?:on|over)\s+"
            rf"{_PHASE}\s*{_N}\b",
        ),
        ("start", None, "upon us", rf"\b{_PHASE}\s*{_N}\s+is\s+upon\s+us\b"),
        # a night skipped: "We go straight into Day 2", "on to Day 2 directly"
        (
            "start",
            None,
            "straight into",
            rf"\b(?:straight|directly|right|immediately)\s+(?:on\s+)?(?:in)?to\s+{_PHASE}\s*{_N}\b"
            rf"(?!\s+{_LATER})",
        ),
        ("start", None, "now in", rf"\b(?:we\s+are|we['’]re)\s+now\s+in\s+{_PHASE}\s*{_N}\b"),
        # a header: "Phase: Day 2", "Current phase: Night 1"
        ("start", None, "header", rf"^\W*(?:(?:the\s+)?current\s+)?phase\s*:\s*{_PHASE}\s*{_N}\b"),
        ("start", None, "heading", rf"^\W*{_PHASE}\s*{_N}\b(?!\s*(?:{_NOT_HEADING}))"),
        # an ordinal heading, alone or before its title: "Second Day", "The First Night:
        # Shadows" (not a story's "The second night is perfectly ordinary")
        ("start", None, "heading", rf"^\W*(?:the\s+)?{_O}\s+{_PHASE}(?:\W*$|\s*[:\-–—]\s)"),
        # the night, no number: "Night has fallen", "It's night", "It is now night"
        (
            "start",
            "night",
            "night falls",
            # (a story's past, "As night descended", is none)
            r"(?:\bnight\s+(?:[a-z]+\s+)?(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|"
            r"fallen|falls|descends|come(?!\s+to\s+an?\s+(?:end|close))|arrived)|\b(?:darkness|dusk)\s+(?:falls|has\s+fallen|descends))"
            rf"\b(?!\s+{_COND})",
        ),
        ("start", "night", "now", r"\bit\s+is\s+now\s+night\b|\bit['’]s\s+(?:now\s+)?night\b"),
        ("start", "night", "nightfall", r"^\W*nightfall\W*$"),
        # the night's actions are due: "Deadline for night actions is 72 hours from this
        # post", "Night Deadline: Friday", "You have until Thursday to submit a night action"
        # (not a reminder: "Please submit night actions on time")
        (
            "start",
            "night",
            "night actions",
            r"\b(?:deadline\s+for\s+(?:the\s+)?night\s+actions?|night\s+(?:actions?\s+)?deadline)"
            r"\s*(?::|is\b|has\s+been\s+set\b|set\s+for\b)"
            r"|\byou\s+have\s+until\b[^.!?]{0,60}\bto\s+(?:submit|send)\s+(?:in\s+)?(?:your\s+|a\s+|all\s+)?"
            r"night\s+actions?\b"
            # the call alone, its whole sentence: "SEND IN YOUR NIGHT ACTIONS", "Please submit
            # your night actions now!" (not "... on time", "... before you forget")
            r"|(?:^|[.!?]\s)\W{0,8}(?:please\s+)?(?:send|submit|pm|get)\s+(?:me\s+)?(?:in\s+)?"
            r"(?:your\s+|all\s+|any\s+)?night\s+actions?(?:\s+(?:in|now|to\s+me))?\W*$",
        ),
        # ends
        (
            "end",
            "day",
            "over",
            rf"\bday\s*{_N}\s+(?:is|has|has\s+been|was)\s+(?:now\s+)?"
            r"(?:over|ended|closed|done|concluded|finished|expired)\b",
        ),
        ("end", "day", "over", r"\bd(?P<n>\d+)\s+(?:is|has)\s+(?:now\s+)?(?:over|ended|closed)\b"),
        (
            "end",
            "day",
            "over",
            rf"\bday\s*{_N}\s+(?:has\s+come|comes|came|has\s+drawn|draws|drew)\s+to\s+(?:an\s+end|a\s+close)\b",
        ),
        # "Day 4 ends with a No Lynch!", "Day 1 ends in a no lynch", "Day 2 ends with the
        # lynch of Ivo" (never "Day 1 ends in 48 hours", "ends with a majority or ...")
        (
            "end",
            "day",
            "ends with",
            rf"\b(?:day\s*{_N}|the\s+day)\s+(?:ends|ended|has\s+ended)\s+(?:with|in)\s+(?:a\s+|the\s+)?"
            r"(?:no[\s-]*(?:lynch|elimination|execution)\b|(?:lynch|hammer|execution|elimination)\s+of\b)",
        ),
        ("end", "day", "end of", rf"\bend\s+of\s+day(?:\s*{_N}\b)?"),
        (
            "end",
            None,
            "closed",
            r"\b(?:voting|the\s+vote|votes|the\s+day)\s+(?:has|is|are|has\s+been|have\s+been)\s+"
            r"(?:now\s+)?(?:closed|over|locked|ended)\b"
            # "The day is done" (not "... before / until / by the time the day is done")
            r"|(?<!\bbefore\s)(?<!\buntil\s)(?<!\bwhen\s)(?<!\btime\s)\bthe\s+day\s+is\s+(?:now\s+)?(?:done|finished)\b"
            rf"(?!\s+{_LATER})",
        ),
        # "Time is up!", "Time has run out with no majority" (not "time is up for Ivo's prod")
        (
            "end",
            None,
            "time is up",
            r"(?:^|[.!?]\s)\W{0,8}(?:time\s+is\s+up|time['’]s\s+up|time\s+has\s+run\s+out)\b"
            r"(?!\s+(?:for|on|in)\b)(?!\s*,\s*(?!and\b|with\b)\w)",
        ),
        # the host ends the day: "I am ending the day early", "I'm closing Day 1 now"
        (
            "end",
            "day",
            "host ends",
            rf"\b(?:I\s+am|I['’]m|I\s+have|I['’]ve)\s+(?:now\s+)?(?:ending|closing|ended|closed)\s+"
            rf"(?:the\s+day|today|day\s*{_N})\b"
            # (not a plan: "I am closing the day on Friday", "... early if nobody posts")
            rf"(?!(?:\s+early)?\s+(?:{_LATER}|whether\b))",
        ),
        # twilight, the votes locked before the night: "It is now twilight", "Twilight has
        # begun", a heading "Twilight" (never "a 24 hour twilight after each day")
        (
            "end",
            None,
            "twilight",
            r"\b(?:it\s+is|it['’]s)\s+(?:now\s+)?twilight(?=\s*(?:[.!;:,—–-]|$))|^\W*twilight\W*$"
            rf"|\btwilight\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|here|upon\s+us)\b"
            rf"(?!\s+{_LATER})",
        ),
        # "Ivo was lynched Day 1", "Ivo, Goon, lynched D1"
        ("end", "day", "lynched on", rf"\b{_LYNCHED}\s+(?:on\s+)?(?:day\s*{_N}|d(?P<d>\d+))\b"),
        (
            "end",
            None,
            "lynch",
            rf"\b(?:was|were|has\s+been|have\s+been|is|are|got|gets|is\s+being)\s+{_LYNCHED}\b",
        ),
        (
            "end",
            None,
            "flip",
            rf",.{{0,80}}\b{_LYNCHED}\b.{{0,40}}\b(?:on\s+)?(?:day\s*{NUMBER}|d\d+)\b",
        ),
        # a count line: "Ivo (4) - Juno, Kestrel, Wren, Bramble HAMMER"
        (
            "end",
            None,
            "count line",
            r"(?<!\W)[^\w)\]]*+[)\]]\W*+(?:lynch|hammer)(?:ed)?\W*$|(?-i:\b(?:LYNCH|HAMMER)(?:ED)?)\W*$",
        ),
        # the day's last count: "Vote Count 1.FINAL", "VC 2.5 (final)", "Final vote count",
        # "Final and Only Vote Count", a title closing on its lynch: "Votecount 1.LYNCH"
        (
            "end",
            None,
            "final count",
            r"^\W*(?:(?:vote\s*count|votecount|vc)\b[\d\s.#:(\[-]{0,12}"
            r"(?:final|(?:lynch|hammer)(?:ed)?(?=\W*$))"
            r"|final(?:\s+and\s+only)?\s+(?:vote\s*count|votecount|vc))\b",
        ),
        # "That's a lynch!", "That is a hammer." (not "that's a lynch if ...", "is that a
        # lynch?": a question); a few marks before it, not a run read again from each stop
        (
            "end",
            None,
            "that's a lynch",
            r"(?:^|[.!?]\s)\W{0,8}that(?:['’]s|\s+is)\s+(?:a\s+)?(?:lynch|hammer)\b(?!\s*\?)",
        ),
        ("end", None, "lynch reached", r"\b(?:a|the)\s+lynch\s+(?:has\s+been|was|is)\s+reached\b"),
        (
            "end",
            None,
            "no lynch",
            r"\bno[\s-]*(?:lynch|elimination|execution)\b\s*+(?:has\s+been|was|is)?\s*+(?:reached|wins|it\s+is)",
        ),
        ("end", None, "you lynched", r"\byou\s+(?:all\s+)?lynched\s+(?:him|her|them)\b"),
        (
            "end",
            None,
            "deadline",
            r"\b(?:the\s+)?deadline\s+has\s+(?:been\s+)?(?:reached|passed|arrived|hit)\b"
            # "The deadline has expired", opening its sentence (not a rule's "after the
            # deadline has expired", nor "Ivo, your prod deadline has expired")
            r"|(?:^|[.!?]\s)\W{0,8}(?:the\s+)?(?:day['’]s\s+)?deadline\s+has\s+expired\b"
            r"(?!\s+(?:for|on)\b)"
            r"|^\W*deadline\s+(?:has\s+been\s+|is\s+)?(?:reached|passed)\b",
        ),
        (
            "end",
            None,
            "majority",
            # (not a day still on: "No majority has been reached yet")
            r"\b(?:lynch|majority)\s+(?:has\s+been\s+|was\s+)?(?:achieved|reached)\b"
            r"(?!\s+(?:yet|so\s+far)\b)",
        ),
        ("end", None, "voted out", r"\b(?:was|were|has\s+been|have\s+been)\s+voted\s+out\b"),
        (
            "end",
            None,
            "town lynched",
            r"\b(?:town|village|villagers|mob)\s+(?:has\s+|have\s+)?(?:lynched|executed|hanged)\b",
        ),
    )
)


# a wording asked not to be said, not said: "Please don't post that Day 1 has ended", "Do
# not say Day 1 is over" (what comes before it in its sentence)
_NOT_SAID = re.compile(
    r"\b(?:don['’]t|do\s+not|never|shouldn['’]t|should\s+not|can['’]t|cannot|must\s+not)\s+"
    r"(?:\w+\s+){0,2}?(?:post|say|write|claim|announce|assume|declare|pretend|think)\b"
    r"(?:\s+(?:that|as\s+if))?\s*$",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?;]\s")
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


def in_another_game(line: str, start: int, end: int) -> bool:
    """Does the sentence around ``line[start:end]`` tell of another game ("We lynched Wren
    in my last game")? Read 200 characters either side."""
    after = _SENTENCE_END.split(line[end : end + 200])[0]
    return ANOTHER_GAME.search(_sentence_before(line, start) + " " + after) is not None


def _not_said(line: str, start: int) -> bool:
    return _NOT_SAID.search(_sentence_before(line, start)) is not None


def _not_now(line: str, start: int, kind: str, how: str) -> bool:
    """A start its sentence says on a condition, as a hope or as to come ("If there is no
    lynch, we go straight into Day 2")."""
    return (
        kind == "start"
        and (how in _FLOWING or how == "straight into")
        and _NOT_NOW.search(_sentence_before(line, start)) is not None
    )


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
    r"|(?:[^,;:—–]{1,60}[,;:—–]\s*){1,3}(?:and\s+)?(?:so\s+|now\s+|then\s+|thus\s+)?)?",
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
# day's still on", "That was not a lynch"
_STILL_ON = re.compile(
    r"\b(?:the\s+)?day(?:s|['’]s|\s+is)\s+still\s+(?:on|open|going)\b"
    r"|\bthe\s+day\s+is\s+not\s+over\b|\b(?:was|is)\s+not\s+(?:a|the)\s+lynch\b",
    re.I,
)
# a take-back asked, on a condition or said by someone else: "That was not a lynch, was
# it?", "This is not a lynch if Ivo unvotes", "Ivo thinks the day's still on"
_NOT_BACK = re.compile(
    r"\?|\b(?:if|unless|whether|think|thinks|thought|says|said|claims?|claimed|asks?|asked)\b",
    re.I,
)
SENTENCES = re.compile(r"(?<=[.!?])\s+")  # a line's sentences: split after a stop


def takes_back(line: str) -> bool:
    """Does the line take back a day's end the host posted ("Sorry, the day's still on",
    "That was not a lynch")? Not in a sentence that asks it, says it on a condition or
    tells what someone else said. init's day starts and the count's markers both undo it."""
    return any(
        _STILL_ON.search(s) is not None and _NOT_BACK.search(s) is None
        for s in SENTENCES.split(line)
    )
