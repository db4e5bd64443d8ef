"""The wordings of a replacement, ONE table: read by init (``replacements.announces``,
``replacements.replaced_name``: do these posts say that NEW replaced OLD, given their
names) and by ``votecount events`` (``parser.host.named.named_in``: who replaced whom, as
written, in a host post's line). Pure: text in, matches out."""

from __future__ import annotations

import re
from collections.abc import Sequence

REPLACE_WORD = re.compile(
    r"replac|\bin for\b|\bsub(?:bing|s|bed)?\b|\bfilled\b|\btaking over\b", re.I
)

# the verb after the newcomer: "NEW replaces OLD", "NEW replaces in for OLD", "NEW has
# replaced OLD", "NEW is in for OLD", "NEW subs in for OLD", "NEW is the replacement for
# OLD", "NEW is now playing as OLD", "NEW takes over the slot played by OLD"
_TAKES_OVER = (
    r"(?:takes|taking|take)\s+over\s+(?:for|from|(?:the\s+|his\s+|her\s+|their\s+)?slot\s+"
    r"(?:\w+\s+){0,2}?(?:played|filled|held|occupied)\s+by)"
)
NEW_VERB = (
    r"(?:replac(?:es|ing|ed(?!\s+by))|replace)(?:\s+in)?(?:\s+for)?"
    r"|(?:subbing|subs|subbed|steps|stepping|stepped|comes|coming|came|(?:been\s+)?(?:swapped|brought|subbed))"
    r"\s+in\s+for"
    r"|in\s+for|(?:subbing|subs)\s+for"
    rf"|(?:the|our)\s+(?:new\s+)?replacement\s+for|now\s+(?:be\s+)?(?:playing|plays)\s+(?:as|for)|{_TAKES_OVER}"
)
# what may stand between the newcomer and that verb ("NEW, who is replacing OLD")
_NEW_AUX = r"(?:who\s+|who's\s+)?(?:is\s+now\s+|is\s+|has\s+|will\s+be\s+|will\s+)?"
# the verb after the player who leaves: "OLD has been replaced by NEW", "OLD was subbed out
# for NEW", "OLD is now played by NEW", "OLD has been force-replaced by NEW"
OLD_VERB = (
    r"(?:(?:force[\s-]?|forcibly\s+)?replaced(?:\s+in)?|(?:subbed|swapped|switched)\s+out)\s+"
    r"(?:by|for|with)|now\s+played\s+by"
)
# ("OLD is now replaced by NEW": "now" after it)
_OLD_AUX = (
    r"(?:has\s+been|have\s+been|is\s+being|will\s+be|was|were|is|are|got|gets|get)(?:\s+now)?"
)

# how a name is written around those verbs (``votecount events`` reads the names too):
# a name after a verb, up to three words; a name before it (the shortest that reaches it);
# where a name before a verb starts: a word's first letter (after its leading dots or
# dashes) or an "@", never inside a word: each word is tried once, not once a letter
NAME = r"@?([\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2})"
AFTER = r"(@?[\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2})"  # a newcomer after it, an "@" kept
MENTIONED = r"(@?[\w][\w.\-]*(?:\s+@?[\w][\w.\-]*){0,2}?)"
FROM = r"(?:(?<![\w.\-])[.\-]*+|(?=@))"

# init's form: the verb alone, the names read from the words either side (``announces``);
# before the player who leaves, the auxiliary may be missing ("OLD (replaced by NEW)").
# "NEW will be taking over the slot of OLD" tells a take-over to come, which init does not
# date at that post (the newcomer plays from his first post); "NEW is taking over", "NEW
# takes over" date it. ``votecount events`` suggests it (the host accepts or moves it).
# Read by init, it cost one count of the donbot benchmark (a returning hydra member
# voting before the word).
NEW_FIRST = re.compile(
    rf"\b(?:{_NEW_AUX}(?!(?:{_TAKES_OVER}))(?:{NEW_VERB})|(?:is\s+)?{_TAKES_OVER})\b", re.I
)
OLD_FIRST = re.compile(rf"\b(?:{_OLD_AUX}\s+)?(?:{OLD_VERB})\b", re.I)

# ``named_in``'s form: the names captured. The player who leaves before the verb needs
# its auxiliary there ("OLD has been replaced by NEW"): a name of up to three words would
# take the auxiliary's words
# the verb may stand in quotes ('Kestrel "replaces" Ivo')
NAMED_NEW_FIRST = re.compile(
    rf"{FROM}{MENTIONED},?\s+{_NEW_AUX}[\"“']?(?:{NEW_VERB})[\"”']?,?\s+{NAME}", re.I
)
# ("Ivo's slot is now played by Kestrel": the slot's player)
_NAMED_OLD_FIRST = re.compile(
    rf"{FROM}{NAME}(?:['’]s\s+slot)?\s+{_OLD_AUX}\s+(?:{OLD_VERB})\s+{AFTER}", re.I
)
# the replacement in brackets after a name, then the sentence goes on with its verb:
# "Kestrel (replacing Ivo) is now in the game", "Ivo (replaced by Kestrel) has left"; a
# list's note ("1. Kestrel (replacing Ivo)", "Goons: Kestrel (replacing Ivo), Wren") is
# none: it dates nothing; nor is a fate or a role the sentence goes on to ("Kestrel
# (replacing Ivo) has been lynched", "... is a Vanilla Townie": the slot's flip)
_GOES_ON = (
    r"\s*[)\]]\s+(?:(?:is|has|was|will)\s+(?:now\s+)?(?:be\s+)?)?(?:in\b|joins|joined|join|"
    r"enters|entered|enter|comes|came|come|takes|took|taken|take|left|leaves|leave|no\s+longer)\b"
)
_BRACKET_NEW = re.compile(rf"{FROM}{MENTIONED}\s*[(\[]\s*(?:{NEW_VERB})\s+{NAME}{_GOES_ON}", re.I)
_BRACKET_OLD = re.compile(rf"{FROM}{MENTIONED}\s*[(\[]\s*(?:{OLD_VERB})\s+{NAME}{_GOES_ON}", re.I)
# several newcomers for as many players, in order: "Kestrel and Wren replace Ivo and
# Juno, respectively" (the newcomers are the text before the match; each space run is
# tried once, whole; the players who leave within 300 characters: each verb reads that
# far, not to the end of a long line, for a "respectively" far behind it)
RESPECTIVELY = re.compile(
    r"(?<!\s)\s++(?:(?:will\s++|have\s++|are\s++)?(?:replace|replaced|replacing))\s++(.{1,300}?)"
    r"(?<!\s),?\s++respectively\b",
    re.I,
)
# players joined in a sentence ("Ivo, Wren and Juno") and where a sentence ends
JOINED = re.compile(r",|\band\b|&", re.I)
SENTENCE = re.compile(r"[.!?;:]\s")
# a label of a replacement: "Replacement:", "Sub:", "Substitution:"
_LABEL = r"(?:replacements?|subs?|substitut(?:es?|ions?))"
# the other wordings: (pattern, whether its first group is the newcomer, ``leading``,
# ``coming_first``: whether each name is read from its first words)
WORDED: tuple[tuple[re.Pattern[str], bool, bool, bool], ...] = (
    (_NAMED_OLD_FIRST, False, False, True),
    (_BRACKET_NEW, True, True, False),
    (_BRACKET_OLD, False, False, True),
    # a label: "Replacement: Kestrel for Ivo" (the newcomer first)
    (
        re.compile(rf"\b{_LABEL}\s*:\s*{MENTIONED}\s+(?:in\s+)?for\s+{NAME}", re.I),
        True,
        True,
        True,
    ),
    # "Replacing Ivo: Kestrel"
    (re.compile(rf"\breplacing\s+{NAME}\s*:\s*{AFTER}", re.I), False, True, True),
    # "Ivo has been subbed out (Kestrel)": the newcomer alone in brackets after the verb
    (
        re.compile(
            rf"{FROM}{MENTIONED}\s+{_OLD_AUX}\s+(?:subbed|swapped|switched|replaced)\s+out\s*"
            rf"[(\[]\s*(?:by\s+|for\s+|with\s+)?{AFTER}\s*[)\]]",
            re.I,
        ),
        False,
        False,
        True,
    ),
    # "Ivo has been removed from the game and replaced by Kestrel" / "... and will be
    # replaced by Kestrel" (the slot goes on)
    (
        re.compile(
            rf"{FROM}{MENTIONED}\s+(?:has\s+been|was|is)\s+removed\s+from\s+the\s+(?:game|player\s*"
            rf"list|roster)\s+and\s+(?:has\s+been\s+|was\s+|is\s+(?:being\s+)?|will\s+be\s+)?"
            rf"replaced\s+(?:by|with)\s+{AFTER}",
            re.I,
        ),
        False,
        False,
        False,
    ),
    # "Kestrel has taken over Ivo's slot", "Kestrel takes Ivo's place", "Kestrel now
    # controls Ivo's slot" (a slot, never a vote or an action: "controls Ivo's vote")
    (
        re.compile(
            rf"{FROM}{MENTIONED},?\s+(?:has\s+|will\s+|is\s+)?(?:now\s+)?(?:(?:has|have|takes|"
            r"took|taken|taking)\s+control\s+of|taken|took|takes|taking|take|fills|filled|filling|"
            rf"controls|inherits|inherited|assumes|assumed|(?:playing|plays)\s+in)\s+(?:over\s+)?{NAME}['’]s\s+"
            # (not the slot's vote or a night's hold on it: "controls Ivo's slot's vote",
            # "... Ivo's slot for the night")
            r"(?:slot|spot|place|seat)\b(?!['’]s\b)(?!\s+(?:for\s+(?:the|this|one)\s+night|tonight)\b)",
            re.I,
        ),
        True,
        True,
        False,
    ),
    # "Kestrel is Ivo's replacement" (not asked: "Is Kestrel Ivo's replacement?")
    (
        re.compile(
            rf"{FROM}{MENTIONED},?\s+(?:is|will\s+be|has\s+become)\s+(?:now\s+)?{NAME}['’]s\s+"
            r"(?:replacement|sub|substitute)\b(?![^.!]*\?)",
            re.I,
        ),
        True,
        True,
        False,
    ),
    # "Ivo has been replaced. Welcome, Kestrel!"
    (
        re.compile(
            rf"{FROM}{MENTIONED}\s+(?:has\s+been|was|is\s+being|is)\s+replaced\s*[.!;]+\s*(?:please\s+)?"
            rf"(?:welcome|say\s+hello\s+to|greet)\s*,?\s+{AFTER}",
            re.I,
        ),
        False,
        False,
        True,
    ),
    # "Ivo => Kestrel (replacement)": an arrow its bracket calls a replacement
    (
        re.compile(
            rf"^\W*{NAME}\s*(?:->|→|=>)\s*{AFTER}\s*[(\[]\s*(?:replacement|sub|substitution|replaced|subbed)"
            r"\s*[)\]]",
            re.I,
        ),
        False,
        True,
        True,
    ),
    # "Kestrel is the new player in Ivo's slot"
    (
        re.compile(
            rf"{FROM}{MENTIONED},?\s+(?:is|will\s+be|has\s+become)\s+(?:now\s+)?(?:the\s+)?(?:new\s+)?"
            rf"(?:player|occupant)\s+(?:in|of|for)\s+{NAME}['’]s\s+slot\b",
            re.I,
        ),
        True,
        True,
        False,
    ),
    # "Ivo is out, Kestrel is in", "Ivo has been subbed out; Kestrel takes the slot"
    (
        re.compile(
            rf"{FROM}{MENTIONED}\s+(?:(?:has\s+been|was|is|got)\s+)?(?:(?:subbed|swapped|switched|replaced)"
            rf"\s+out|out)\s*[,;.]\s*(?:and\s+)?{MENTIONED}\s+(?:is\s+in|in(?=\s*(?:[.!;]|$))|(?:takes|has\s+taken|took|"
            r"will\s+take|is\s+taking)\s+(?:over\s+)?(?:the|his|her|their)\s+(?:slot|spot|place|seat))\b",
            re.I,
        ),
        False,
        False,
        True,
    ),
    # "Replacement: Ivo -> Kestrel": the arrow from who leaves to who comes in (an arrow
    # alone is no replacement: a count writes "voter -> target")
    (
        re.compile(rf"\b{_LABEL}\s*:\s*{NAME}\s*(?:->|→|=>)\s*{AFTER}", re.I),
        False,
        True,
        True,
    ),
    # "Kestrel is now Ivo via replacement" (Kestrel now plays as Ivo)
    (
        re.compile(
            rf"{FROM}{MENTIONED}\s+is\s+now\s+{NAME}\s+(?:via|by|through)\s+(?:a\s+)?replacement",
            re.I,
        ),
        True,
        True,
        False,
    ),
    # over two sentences: "Ivo has left the game. Saffron will be replacing him.", "Ivo
    # has been removed from the player list. Marlow replaces him."
    (
        re.compile(
            rf"{FROM}{MENTIONED}\s+(?:has\s+|had\s+to\s+|has\s+had\s+to\s+|is\s+)?"
            r"(?:left|leaving|leave|quit|dropped\s+out|withdrawn|withdrew|out\s+of\s+the\s+game"
            # "Ivo has been removed from the player list / the game. Marlow replaces him."
            # ("... from the game." alone: a modkill)
            r"|(?:been\s+)?removed\s+from\s+the\s+(?:player\s*list|list\s+of\s+players|roster"
            r"|game))\b"
            r"[^.!?]{0,60}[.!?]+\s+"
            rf"{MENTIONED}\s+{_NEW_AUX}(?:{NEW_VERB})\s+(?:him|her|them)\b",
            re.I,
        ),
        False,
        False,
        False,
    ),
)


# a heading of the replacements, alone on its line ("Replacements:", "<b>Subs</b>"), and a
# line under it that is an arrow from who leaves to who comes in ("Ivo -> Kestrel")
_HEADING = re.compile(rf"^\W*{_LABEL}\W*$", re.I)
# a heading of changes ("Changes:", "Player changes:"): a count's vote changes are written
# so too ("Changes: Juno -> Wren"), so its arrows are a replacement only when the one
# coming in is no player yet (``form`` "change": the caller knows the players)
_CHANGES = re.compile(r"^\W*(?:player\s+|slot\s+|roster\s+)?changes\W*$", re.I)
_ARROW_LINE = re.compile(rf"^\W*{NAME}\s*(?:->|→|=>)\s*{AFTER}\W*$", re.I)
CHANGE = re.compile(rf"^Change:\s*{NAME}\s*(?:->|→|=>)\s*{AFTER}", re.I)


def labelled(lines: Sequence[str]) -> list[str]:
    """The lines of a post, each arrow line under a heading of the replacements
    ("Replacements:" then "Ivo -> Kestrel") written as its label ("Replacement: Ivo ->
    Kestrel"), read as such by ``named_in``; under a heading of changes as "Change: Ivo ->
    Kestrel" (a replacement when Kestrel is no player); an arrow alone is none (a count
    writes "voter -> target")."""
    out, heading = [], ""
    for line in lines:
        if _HEADING.match(line):
            heading = "Replacement"
        elif _CHANGES.match(line):
            heading = "Change"
        elif heading and _ARROW_LINE.match(line):
            line = f"{heading}: {line.strip()}"
        elif line.strip():
            heading = ""
        out.append(line)
    return out
