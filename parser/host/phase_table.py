"""The table of ``parser.host.phase_words``: how a host writes that a phase starts or that
a day ends, each wording its kind, its phase when the pattern does not say it, its name and
its pattern (a pure move out of phase_words.py; the readers and their filters stay there).
Stdlib only."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.numbers import NUMBER, ORDINAL, PHASE_NUMBER

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
_LYNCHED = (
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
    r"|(?:begins|starts)\s+in\s+(?:an?|one|\d+|about|half)\s*(?:[a-z]+\s+){0,2}?"
    r"(?:minutes?|mins?|hours?|hrs?|h|days?|moments?|seconds?|secs?|bit|while)\b"
)
# what follows a heading that titles what the phase brought or its votes, not its start:
# "Day 1 Lynch", "Night 2 Kills", "Day 2 vote count", "Day 2 is over"
_NOT_HEADING = (
    r"vote|count|is\s+(?:over|closed|done|finished|complete)|has\s+(?:ended|closed|been|concluded|finished)"
    r"|ended|ends|concluded|comes|came|draws|drew|has\s+(?:come|drawn)|is\s+ext|deadline"
    rf"|lynch|kill|death|result|flip|elimination|execution|(?:begins|starts|dawns)\s+{_LATER}"
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
TABLE: tuple[tuple[str, str | None, str, re.Pattern[str]], ...] = tuple(
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
            # (not a noun's: "Waiting on the N1 start", "... for the N1 start")
            r"(?<!\bthe\s)(?<!\bfor\s)(?<!\bon\s)\b(?P<phase>[dn])(?P<n>\d+)\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts"
            # "N1 start" closing its line (not "N1 start time: ...")
            r"|start(?=\s*[.!]*\s*$))\b"
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
        # ends
        (
            "end",
            "day",
            "over",
            rf"\bday\s*{_N}\s+(?:is|has|has\s+been|was)\s+(?:now\s+)?"
            r"(?:over|ended|closed|done|concluded|finished|expired)\b(?!\s*\?)",
        ),
        (
            "end",
            "day",
            "over",
            r"\bd(?P<n>\d+)\s+(?:is|has)\s+(?:now\s+)?(?:over|ended|closed)\b(?!\s*\?)",
        ),
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
            rf"\b(?:day\s*{_N}|the\s+day)\s+(?:ends|(?P<past>ended|has\s+ended))\s+(?:with|in)\s+"
            r"(?:a\s+|the\s+)?"
            # (the one lynched after it, in a count's footer: "... the lynch of Ivo.")
            r"(?:no[\s-]*(?:lynch|elimination|execution)\b|(?:lynch|hammer|execution|elimination)\s+of\b"
            # (told as done only: not the rule "The day ends with the lynch of whoever ...")
            r"(?(past)(?:\s+(?!(?:whoever|whomever|anyone|someone|the\s+(?:player|one|most))\b)"
            r"[^.!?]{1,80}$)?))",
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
        # the thread locked for the night: "LOCKED" alone, "Thread locked for the night",
        # "Locking the thread until morning" (not "The thread will be locked at deadline",
        # "I'm not / I'll be locking the thread for the night", "Is the thread locked for
        # the night?", "Thread locked for the night by mistake, unlocked now")
        (
            "end",
            None,
            "locked",
            r"^\W*(?:(?:thread|topic)\s+)?locked\W*$"
            r"|(?<!\bnot\s)(?<!n['’]t\s)(?<!\bbe\s)\b(?:(?:thread|topic)\s+(?:is\s+|has\s+been\s+)?(?:now\s+)?locked"
            r"|locking\s+(?:the\s+)?(?:thread|topic)"
            r"(?:\s+now)?)\s+(?:for\s+the\s+night|until\s+(?:the\s+)?(?:morning|dawn|day\b))"
            r"(?![^.!?]*(?:\?|\bunlock))",
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
        # begun", "Dusk 2 begins", a heading "Twilight", dusk said so (never "a 24 hour twilight after each
        # day"); "Dusk" may be a player's name: never alone on its line (a list of names),
        # "is here", nor "has started to post" / "has begun replacing Ivo"
        (
            "end",
            None,
            "twilight",
            r"\b(?:it\s+is|it['’]s)\s+(?:now\s+)?(?:twilight|dusk)(?=\s*(?:[.!;:,—–-]|$))"
            r"|^\W*twilight\W*$"
            rf"|\btwilight(?:\s+\d+)?\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|here"
            r"|upon\s+us)\b"
            rf"(?!\s+{_LATER})"
            r"|\bdusk(?:\s+\d+)?\s+(?:has\s+|is\s+)?(?:now\s+)?(?:begun|begins|started|starts|upon\s+us)\b"
            rf"(?!\s+(?:{_LATER}|to\b|\w+ing\b))",
        ),
        # "Ivo was lynched Day 1", "Ivo, Goon, lynched D1"
        ("end", "day", "lynched on", rf"\b{_LYNCHED}\s+(?:on\s+)?(?:day\s*{_N}|d(?P<d>\d+))\b"),
        (
            "end",
            None,
            "lynch",
            rf"\b(?:was|were|has\s+been|have\s+been|is|are|got|gets|is\s+being)\s+{_LYNCHED}\b"
            + ASKED,
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
        # "That's a lynch!", "That is a hammer.", "That's the hammer on Ivo!" (not "that's a
        # lynch if ...", "is that a lynch?", "That's the hammer on Ivo?": a question;
        # "Hammer!" alone is a hammer confirmed, no end: ``test_zoo_fifth``; "That's the
        # hammer on hold": put off); a few marks before it, not a run read again from each
        # stop
        (
            "end",
            None,
            "that's a lynch",
            r"(?:^|[.!?]\s)\W{0,8}that(?:['’]s|\s+is)\s+(?:a\s+|the\s+)?(?:lynch|hammer)\b"
            # (not one put off: "That's the hammer on hold.", "... on pause", "... on ice")
            r"(?!\s+on\s+(?:hold|pause|ice)\b)"
            # its target read with it, so what follows is a question or a condition's
            # ("That's the hammer on Ivo if Juno votes", "... on Ivo?"): the name's
            # later words capitalised, never given back
            r"(?>(?:\s+on\s+@?\w[\w.\-]*(?-i:(?:\s+[A-Z0-9][\w.\-]*){0,2}))?)"
            r"(?!\s*\?|['’]s)",
        ),
        # "The day ends early because of majority" (not "... if majority is reached": the
        # condition before it is read by ``phase_words``)
        (
            "end",
            None,
            "ends early",
            rf"\b(?:the\s+day|today|day\s*{_N})\s+(?:ends|has\s+ended|ended|is\s+ending|is\s+over)"
            r"\s+early\b(?![^.!?]*(?:\?|\b(?:if|when|whenever|once|unless|should)\b))",
        ),
        ("end", None, "lynch reached", r"\b(?:a|the)\s+lynch\s+(?:has\s+been|was|is)\s+reached\b"),
        (
            "end",
            None,
            "no lynch",
            r"\bno[\s-]*(?:lynch|elimination|execution)\b\s*+(?:has\s+been|was|is)?\s*+(?:reached|wins|it\s+is)",
        ),
        # the town's decision told: "The town has decided: no lynch.", "No lynch today."
        # opening its sentence and closing it (not "No lynch?", a count's line "No Lynch
        # (2)", "No lynch: Ivo", "If no lynch, ...", nor "No lynch." / "No lynch!" alone: a
        # poll's option, a rule "Rule 3. No lynch!"; the count's markers read them too:
        # ``count.markers``, its sentence's end stripped)
        (
            "end",
            None,
            "no lynch",
            r"(?:(?:^|[.!?]\s)\W{0,8}no[\s-]*(?:lynch|elimination|execution)\s+today\s*(?:[.!]|$)"
            r"|\b(?:decided|decision|verdict|result)\s*:\s*\W{0,8}no[\s-]*(?:lynch|elimination"
            r"|execution)\s*(?:[.!]|$))",
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
        # read as a lynch (the count's markers too): "Ivo was voted out" (not "... out of his
        # role"). A hammer confirmed ("Juno's vote was the hammer", "Ivo has been hammered",
        # "We have a hammer") is none: the count sees the hammer itself, and the archive's
        # end is the flip or final count after it (read as ends they moved five day ends
        # of the 120 off the archive's, 70107's Day 2 by 200 posts)
        (
            "end",
            None,
            "lynch",
            rf"\b(?:was|were|has\s+been|have\s+been)\s+voted\s+out{OUT_OF}\b",
        ),
        (
            "end",
            None,
            "lynch",  # the town lynched
            r"\b(?:town|village|villagers|mob)\s+(?:has\s+|have\s+)?(?:(?:lynched|executed|hanged)\b"
            # "The town has voted to execute Ivo" (not "... to lynch whoever ...")
            r"|(?:chosen|chose|decided|voted|agreed)\s+to\s+(?:lynch|execute|hang|eliminate)\s+"
            r"(?!(?:if|when|whoever|someone|anyone)\b)(?=\w)"
            # (not asked nor still to come: "... to lynch Ivo?", "... to lynch nobody yet",
            # "... to lynch Ivo, unless someone unvotes")
            r"(?![^.!?]*(?:\?|\b(?:yet|tomorrow|unless|if)\b)))",
        ),
    )
)
