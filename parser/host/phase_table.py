"""The table of ``parser.host.phase_words``: how a host writes that a phase starts, each
wording its kind, its phase when the pattern does not say it, its name and its pattern, and
the pieces the wordings share (a phase's number, a time to come, the verbs of a lynch), which
``day_end_words`` (the wordings that tell a day's end), ``deaths`` and ``daystarts`` read
too. The readers and their filters stay in phase_words.py. Stdlib only."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.numbers import NUMBER, ORDINAL, PHASE_NUMBER

N_GROUP = "(?P<n>" + PHASE_NUMBER[1:]  # the phase's number, in figures, words or Roman figures
_O = "(?P<o>" + ORDINAL[1:]  # the phase's ordinal: "The Second Day"
_PHASE = r"(?P<phase>day|night)"
# a start to come, not one now: "Day 2 begins Sunday, January 16", "starts in 24 hours"
# (and a start on a condition: "Day 2 begins when I post the flip", "... once all night
# actions are in", "Day 3 starts soon")
_COND = r"(?:when|whenever|after|before|once|until|till|soon|shortly|if|unless|as\s+soon\s+as)\b"
LATER = (
    r"(?:on|at(?!\s+(?:once|last))|in|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    rf"|{_COND})"
)
# a time to come after a night's start: "The night begins at 18:00" (or "at 6pm"),
# "Darkness falls tomorrow", "Night falls in 12 hours", "... on Friday", "... on December
# 9", "... on the 9th", "tonight at 18:00" (a deadline, no end of the day; "Darkness falls
# tonight." alone is the night's start, said in the day's last post)
_AT_TIME = (
    r"(?:(?:at\s+|on\s+(?:the\s+)?)\d|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d"
    rf"|(?:at\s+(?:noon|midnight|(?:the\s+)?deadline)|in\s+(?:{NUMBER}|an?|a\s+few|several)"
    r"\s+(?:hours?|hrs?|minutes?|mins?|days?)|tomorrow|tonight(?=\s+(?:at|in)\s+\d)"
    r"|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)"
)
_BEGINS = (
    r"(?:begun|begins|started|starts|underway|here|arrived|open|fallen|falls|dawns|dawned|live)"
)
# "hung" (not "hung up on his read", "hung out to dry", "hung over", "hung on Ivo's words";
# "hung on Day 2" is one)
HUNG = r"hung(?!\s+(?:up|out|around|over|back)\b)(?!\s+on\s+(?!day\b|d\d))"
# eliminated from a contest the host tells of, no game's lynch: "My team was eliminated
# from the tournament"
_NOT_GAME = (
    r"(?!\s+(?:from|in)\s+(?:the\s+|a\s+|our\s+|my\s+)?(?:\w+\s+)?(?:tournament|competition"
    r"|league|playoffs?|cup|contest|quiz|race|draft|semi-?finals?|finals?|round)\b)"
)
LYNCHED = (
    rf"(?:lynched|hanged|{HUNG}|executed|eliminated{_NOT_GAME}|strung\s+up"
    r"|burn(?:ed|t)\s+at\s+the\s+stake)"
)
# the verb's sentence asked: "Ivo was lynched? No.", "Ivo was eliminated?" (a question the
# host answers, not a death told); not a question in a clause after it ("Ivo was lynched -
# who saw that coming?", "... (surprised?)"), surprise ("killed?!") nor one answered yes
ASKED = r"(?![^.!?,;:()\-–—]{0,40}\?(?!\s*!)(?!\W*(?:yes|yep|yup|indeed|correct)\b))"
# "voted out" (of the village, of the campsite), not "voted out of his role", "... of the
# tavern's team", "... of the Discord", "... of the mafia chat", "... of office"
OUT_OF = (
    r"(?!\s+of\s+(?:his|her|their|its|my|your|a|an|the\s+[\w\-]+['’]s|(?:the\s+)?(?:\w+\s+)?"
    r"(?:discord|chat|server|group|dm|pm|office|team|party|club|guild|council|committee|channel)\b))"
)
# where the night falls: "Darkness falls over the village", "Night descends on the town"
_PLACE = (
    r"(?:\s+(?:over|on|upon|across|in)\s+(?:the\s+)?(?:(?:sleepy|small|little|quiet|old)\s+)?"
    r"(?:town|village|city|land|hamlet|valley|world|camp|streets|kingdom|manor|mansion|island"
    r"|ship|castle|forest))?"
)
# what follows a phase's name that tells its start is still to come: "Day 2 will begin in
# 24 hours", "Day 2 will be up shortly", "Day 2 is coming in 10 minutes", "Day 2 is
# postponed 24 hours", "Day 2 starts in an hour" (``daystarts``: such a post opens no day;
# not "will begin now", "will be up for 72 hours", a place: "begins in a village")
NOT_YET = (
    r"will\s+(?:begin|start|dawn|open|commence)\b(?!\s+(?:now|immediately|at\s+once|right\s+away))"
    r"|will\s+be\s+(?:up|posted|out)\b(?!\s+for\b)"
    r"|is\s+(?:coming|postponed|delayed|on\s+its\s+way)\b"
    r"|(?:has\s+been\s+)?(?:postponed|delayed)\b"
    r"|(?:begins|starts|opens|commences)\s+in\s+(?:an?|one|\d+|about|half)\s*(?:[a-z]+\s+){0,2}?"
    r"(?:minutes?|mins?|hours?|hrs?|h|days?|moments?|seconds?|secs?|bit|while)\b"
    # a rule of the schedule: "Day 2 starts when Night 1 ends", "Day 1 begins once ..."
    # (not "Day 2 begins once again!", nor a condition this post meets: "Day 2 starts when
    # you read this!", "... as soon as this post is up")
    r"|(?:begins|starts)\s+(?:when|once(?!\s+(?:again|more)\b)|as\s+soon\s+as)\b"
    r"(?!\s+(?:[\w'’]+\s+){0,3}?(?:this\s+post|read(?:s|ing)?\s+this)\b)"
)
# what follows a heading that titles what the phase brought or its votes, not its start:
# "Day 1 Lynch", "Night 2 Kills", "Day 2 vote count", "Day 2 is over"
_NOT_HEADING = (
    r"vote|count|is\s+(?:over|closed|done|finished|complete)|has\s+(?:ended|closed|been|concluded|finished)"
    r"|ended|ends|concluded|comes|came|draws|drew|has\s+(?:come|drawn)|is\s+ext|deadline"
    rf"|lynch|kill|death|result|flip|elimination|execution|(?:begins|starts|dawns)\s+{LATER}"
    rf"|{NOT_YET}"
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
Row = tuple[str, str | None, str, re.Pattern[str]]


def compiled(rows: tuple[tuple[str, str | None, str, str], ...]) -> tuple[Row, ...]:
    """The wordings' rows with their patterns compiled (case-insensitive)."""
    return tuple(
        (kind, phase, how, re.compile(pattern, re.I)) for kind, phase, how, pattern in rows
    )


# the wordings that tell a phase starts (those that tell a day's end: ``day_end_words``)
STARTS: tuple[Row, ...] = compiled(
    (
        # "It is now Day 2", "It's Day 2" (not "it's Day 2 tomorrow")
        (
            "start",
            None,
            "now",
            rf"\b(?:it\s+is|it['’]s)\s+(?P<now>now\s+)?{_PHASE}\s*{N_GROUP}\b(?(now)|(?!\s+{LATER}))",
        ),
        (
            "start",
            None,
            "begins",
            rf"\b{_PHASE}\s*{N_GROUP}\s+(?:has\s+|is\s+)?(?:now\s+)?{_BEGINS}\b(?!\s+{LATER})(?:\s+now\b)?",
        ),
        (
            "start",
            None,
            "begins",  # "D2 starts now", "N4 begins"
            # (not a noun's: "Waiting on the N1 start", "... for the N1 start")
            r"(?<!\bthe\s)(?<!\bfor\s)(?<!\bon\s)\b(?P<phase>[dn])(?P<n>\d+)\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts"
            # "N1 start" closing its line (not "N1 start time: ...")
            r"|start(?=\s*[.!]*\s*$))\b"
            rf"(?!\s+{LATER})(?:\s+now\b)?",
        ),
        # the ordinal: "The second day begins"
        (
            "start",
            None,
            "begins",
            rf"\b(?:the\s+)?{_O}\s+{_PHASE}\s+(?:has\s+|is\s+)?(?:now\s+)?{_BEGINS}\b(?!\s+{LATER})",
        ),
        ("start", None, "welcome", rf"\bwelcome\s+to\s+{_PHASE}\s*{N_GROUP}\b"),
        (
            "start",
            None,
            "dawn",
            rf"\b(?:dawn|start|beginning|morning)\s+of\s+{_PHASE}\s*{N_GROUP}\b(?!\s+(?:will|is|at|on|in)\b)",
        ),
        # "Dawn breaks on Day 2", "Morning rises over Day 3"
        (
            "start",
            None,
            "dawn",
            rf"\b(?:dawn|morning|day)\s+(?:breaks|has\s+broken|rises|has\s+risen)\s+(?:on|over)\s+"
            rf"{_PHASE}\s*{N_GROUP}\b",
        ),
        # a day named as its morning: "Morning 2 has come", "Morning 3 begins" (not "Morning
        # 2 is coming soon")
        (
            "start",
            "day",
            "dawn",
            rf"\bmorning\s*{N_GROUP}\s+(?:has\s+|is\s+)?(?:now\s+)?(?:{_BEGINS}|come)\b(?!\s+{LATER})",
        ),
        ("start", None, "upon us", rf"\b{_PHASE}\s*{N_GROUP}\s+is\s+upon\s+us\b"),
        # a night skipped: "We go straight into Day 2", "on to Day 2 directly"
        (
            "start",
            None,
            "straight into",
            rf"\b(?:straight|directly|right|immediately)\s+(?:on\s+)?(?:in)?to\s+{_PHASE}\s*{N_GROUP}\b"
            rf"(?!\s+{LATER})",
        ),
        ("start", None, "now in", rf"\b(?:we\s+are|we['’]re)\s+now\s+in\s+{_PHASE}\s*{N_GROUP}\b"),
        # a header: "Phase: Day 2", "Current phase: Night 1"
        (
            "start",
            None,
            "header",
            rf"^\W*(?:(?:the\s+)?current\s+)?phase\s*:\s*{_PHASE}\s*{N_GROUP}\b",
        ),
        ("start", None, "heading", rf"^\W*{_PHASE}\s*{N_GROUP}\b(?!\s*(?:{_NOT_HEADING}))"),
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
            rf"{_PLACE}\b(?!{_PLACE}\s+(?:{_COND}|{_AT_TIME}))",
        ),
        # a themed night, opening its clause: "The moon rises.", "The town goes to sleep",
        # "The sun sets on the village", "and so the village sleeps" (not a story's "While
        # the village sleeps, ...", nor "The sun sets in 24 hours")
        (
            "start",
            "night",
            "night falls",
            r"(?:^\W{0,8}|(?<=[.!?;:,—–])(?<!\beach\snight,)(?<!\bevery\snight,)\s*|(?<=\band\s)|(?<=\bso\s)|(?<=\bnow\s)|(?<=\bthen\s))"
            r"(?:the\s+)?(?:moon\s+(?:rises|has\s+risen)|sun\s+(?:sets|has\s+set|goes\s+down)"
            r"|(?:town|village|city|villagers|townsfolk|townspeople|everyone|everybody)\s+(?:goes|go)\s+to\s+"
            r"(?:sleep|bed)"
            rf"|(?:town|village|city)\s+sleeps){_PLACE}\b"
            # (closing its clause: not "... over the hills as Ivo walks home", "... early in
            # this game", "... for 24 hours"; not asked: "The town goes to sleep, right?";
            # not a habit: "Each night, the moon rises")
            r"(?=\s*(?:[.!;,:—–(]|$)|\s+and\b)(?![^.!?]*\?)",
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
    )
)
