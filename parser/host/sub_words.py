"""The wordings of a replacement, ONE table: read by init (``replacements.announces``,
``replacements.replaced_name``: do these posts say that NEW replaced OLD, given their
names) and by ``votecount events`` (``named_in``: who replaced whom, as written, in a host
post's line). Pure: text in, matches out."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from votecount.parser.host.confirmations import PRONOUNS, confirmation, same_pronoun
from votecount.parser.host.phase_words import SENTENCES, asked
from votecount.parser.names.wordlists import TITLES

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
    rf"|(?:the|our)\s+replacement\s+for|now\s+(?:be\s+)?(?:playing|plays)\s+(?:as|for)|{_TAKES_OVER}"
)
# what may stand between the newcomer and that verb ("NEW, who is replacing OLD")
_NEW_AUX = r"(?:who\s+|who's\s+)?(?:is\s+now\s+|is\s+|has\s+|will\s+be\s+|will\s+)?"
# the verb after the player who leaves: "OLD has been replaced by NEW", "OLD was subbed out
# for NEW", "OLD is now played by NEW", "OLD has been force-replaced by NEW"
OLD_VERB = (
    r"(?:(?:force[\s-]?|forcibly\s+)?replaced(?:\s+in)?|(?:subbed|swapped|switched)\s+out)\s+"
    r"(?:by|for|with)|now\s+played\s+by"
)
_OLD_AUX = r"(?:has\s+been|have\s+been|is\s+being|will\s+be|was|were|is|are|got|gets|get)"

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
_NAMED_NEW_FIRST = re.compile(
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
_RESPECTIVELY = re.compile(
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
_WORDED: tuple[tuple[re.Pattern[str], bool, bool, bool], ...] = (
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
_CHANGE = re.compile(rf"^Change:\s*{NAME}\s*(?:->|→|=>)\s*{AFTER}", re.I)


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


class Named(NamedTuple):
    """A replacement as a host's line writes it: who comes in and who leaves, their
    names as written, and how to read them (``leading``: the leaving name from its first
    words; ``coming_first``: the newcomer's likewise). ``form``: "verb" ("NEW replaces
    OLD"), "respectively" (one of several, all or none), "change" (an arrow under a heading
    of changes: a replacement when NEW is no player) or "worded" (any other)."""

    new: str
    old: str
    start: int
    end: int
    form: str
    leading: bool = True
    coming_first: bool = False


# a replacement on a condition or one that may come: "Ivo will be force-replaced by Marlow
# if he does not post", "Marlow replaces Ivo unless he returns", "Ivo may be replaced by
# Marlow" (a threat or a plan, no replacement yet)
# (an aside is none: "Marlow replaces Ivo, if anyone missed it", "... in case you missed it",
# "..., if only for today", "..., if that wasn't clear", "..., if that's ok with everyone")
_CONDITION = re.compile(
    r"\b(?:if|unless|provided|otherwise)\b(?!\s+(?:(?:anyone|anybody|you|y['’]all)\s+(?:was|were"
    r"|missed|didn|haven|hadn|cares?|noticed|wondered|wondering|need)|only\b"
    r"|(?:that|it)(?:['’]s|\s+is|\s+was)?\s*(?:not\s+|n['’]t\s+|wasn['’]t\s+|isn['’]t\s+)?"
    r"(?:already\s+)?(?:clear|obvious|ok|okay|alright|fine\s+with)\b))",
    re.I,
)
_MAY_BE = re.compile(
    r"\b(?:may|might|could|would|should)\s+(?:\w+\s+)?(?:be|have\s+been)\s+$", re.I
)
# a replacement told as made ("Ivo has been replaced by Marlow", "Marlow has replaced
# Ivo"; not "Ivo will be replaced, unless ..."): a condition after it is no condition on
# it ("..., unless you count the prods"); nor is one in a clause of its own after it, a
# relative or a reason ("Marlow replaces Ivo, who asked if he could leave", "... (Ivo
# asked me if he could leave)", "..., as Ivo asked if ...")
# the other case a wait or a search, so the replacement is one to come: "Marlow replaces
# Ivo, otherwise we wait", "..., otherwise Ivo stays", "..., otherwise I'll look for
# another" (not "..., otherwise nothing changes": the rest of the game)
_WAIT = re.compile(  # (not "..., otherwise the deadline remains": the rest of the game)
    r"\W*(?!(?:the|all|each|nothing|votes?)\b)(?:[\w'’]+\s+){0,3}?"
    r"(?:(?:will|shall|must|have\s+to|has\s+to)\s+)?"
    r"(?:wait|waits|waiting|look|looks|looking|search|searching|find|stays?|remains?|keeps?"
    r"|prods?|prodded|modkill|modkilled|gets?\s+modkilled)\b",
    re.I,
)
# the newcomer still to confirm: "Marlow will replace Ivo once he confirms", "... when she
# accepts" (not a replacement told as made: "Marlow has replaced Ivo since he confirmed")
PENDING = re.compile(
    r"\b(?:once|when|after|as\s+soon\s+as)\s+(?P<who>he|she|they)\s+"
    r"(?:confirms?|accepts?|agrees?|answers?|responds?|replies|reply|is\s+confirmed|has\s+confirmed)\b",
    re.I,
)


def awaits_confirmation(text: str) -> bool:
    """Does the text hold a replacement still to be confirmed ("... once he confirms")?"""
    return pending_pronoun(text) is not None


def pending_pronoun(text: str) -> str | None:
    """The pronoun of the first replacement still to be confirmed in the text ("... once
    she confirms": "she"), None when none is."""
    m = PENDING.search(text)
    return None if m is None else m["who"].casefold()


_STOP = re.compile(r"[.!?]\s")  # a sentence's end inside a replacement's words
_MADE = re.compile(r"\b(?:has|have|had|was|were)\b", re.I)
_OWN_CLAUSE = re.compile(r"[(\[]|\b(?:who|whom|whose|which|as|because|since)\b", re.I)


def on_condition(line: str, start: int, end: int) -> bool:
    """Is the replacement written at ``line[start:end]`` on a condition in its sentence, or
    one that may be ("Ivo may be replaced by Marlow")? A condition after a replacement
    told as made, or in a clause of its own after it, is none. One written over two
    sentences is read in its last too ("Ivo has left. Marlow will replace him if he
    confirms": the replacement still to be confirmed); so is one the newcomer has still to
    confirm ("Marlow will replace Ivo once he confirms")."""
    stop = next(reversed(list(_STOP.finditer(line, start, end))), None)
    if (  # (its last sentence a replacement's verb, not a name read on: "... by Marlow.
        # Please welcome him if he posts")
        stop is not None
        and (OLD_FIRST.search(line, stop.end(), end) or NEW_FIRST.search(line, stop.end(), end))
        and on_condition(line, stop.end(), end)
    ):
        return True
    head = SENTENCE.split(line[:start])[-1]
    verb = OLD_FIRST.search(line, start, end) or NEW_FIRST.search(line, start, end)
    if _CONDITION.search(head + line[start : verb.start() if verb else start]):
        return True
    said = verb.end() if verb else end  # the names read after the verb may run on
    rest = SENTENCE.split(line[start:])[0]  # (a name read on may hold a stop)
    after = _OWN_CLAUSE.split(rest[said - start :])[0] if len(rest) > said - start else ""
    if _MADE.search(line, start, said) is None and (
        any(
            c.group(0).casefold() != "otherwise" or _WAIT.match(after, c.end())
            for c in _CONDITION.finditer(after)
        )
        or (
            PENDING.search(rest, said - start) is not None
            and not _confirmed_after(line, start, end)
        )
    ):  # ("Marlow replaces Ivo, otherwise nothing changes": what follows is the other case)
        return True
    old = OLD_FIRST.search(line, start, end)
    return _MAY_BE.search(line[max(0, start - 40) : old.start()] if old else head) is not None


_STOP_IN_NAME = re.compile(r"[.!?;]\s+")
_TITLE_STOPS = TITLES | {"st"}  # a stop after a title ends no sentence: "St. Juno"


def _sentence_stop(old: str) -> re.Match[str] | None:
    """The first stop in the name read after the verb that ends a sentence: not the one
    after a title ("Marlow replaces St. Juno. Saffron replaces Ivo.")."""
    return next(
        (s for s in _STOP_IN_NAME.finditer(old)
         if old[: s.start()].rsplit(None, 1)[-1].casefold() not in _TITLE_STOPS),
        None,
    )  # fmt: skip


def named_in(line: str) -> list[Named]:
    """Every replacement a host's line writes, in the table's order: "NEW replaces OLD"
    and the other verbs after the newcomer, "NEW and NEW2 replace OLD and OLD2,
    respectively", then the other wordings ("OLD has been replaced by NEW",
    "Replacement: NEW for OLD", "OLD has left. NEW will be replacing him." ...)."""
    out: list[Named] = []
    m = _RESPECTIVELY.search(line) if "respectively" in line.casefold() else None
    if m is not None:
        news = [p for p in JOINED.split(SENTENCE.split(line[: m.start()])[-1]) if p.strip()]
        olds = [p for p in JOINED.split(m.group(1)) if p.strip()]
        if len(news) == len(olds) >= 2:
            out += [Named(n, o, m.start(), m.end(), "respectively") for n, o in zip(news, olds, strict=True)]  # fmt: skip
    at = 0
    while (m := _NAMED_NEW_FIRST.search(line, at)) is not None:
        old, at = m.group(2), m.end()
        # the sentence ends inside the name after the verb, the next replacement from
        # there: "Rook replaces Wren. Tansy replaces Rook." (no name "Wren. Tansy replaces")
        stop = _sentence_stop(old)
        if stop is not None and _NAMED_NEW_FIRST.match(line, m.start(2) + stop.end()):
            old, at = old[: stop.start()], m.start(2) + stop.end()
        if m.group(1).endswith((".", "!", "?")):  # "Prodding Kestrel. Replacing Ivo."
            continue  # a sentence ends at the name: it is no subject of the verb
        out.append(Named(m.group(1), old, m.start(), m.start(2) + len(old), "verb"))
    for m in _CHANGE.finditer(line):
        out.append(Named(m.group(2), m.group(1), m.start(), m.end(), "change", True, True))
    for pattern, new_first, leading, coming_first in _WORDED:
        for m in pattern.finditer(line):
            new, old = (m.group(1), m.group(2)) if new_first else (m.group(2), m.group(1))
            out.append(Named(new, old, m.start(), m.end(), "worded", leading, coming_first))
    # (none asked: "Is Marlow in for Ivo?")
    return [f for f in out if not on_condition(line, f.start, f.end) and not asked(line, f.start)]


def _confirmed_after(line: str, start: int, end: int) -> bool:
    """Does a later sentence of the line confirm the replacement at ``line[start:end]``
    ("Marlow will replace Ivo once he confirms. He has confirmed.": its pronoun, or the
    newcomer named; not "Ivo has agreed", the one who leaves)?"""
    rest = SENTENCES.split(line[end:], maxsplit=1)
    who = confirmation(rest[1]) if len(rest) > 1 else None
    if who is None:
        return False
    if who in PRONOUNS:  # ("... once she confirms; ... once he confirms. She has confirmed.")
        return same_pronoun(who, pending_pronoun(SENTENCE.split(line[start:])[0]))
    old = OLD_FIRST.search(line, start, end)  # "OLD has been replaced by NEW"
    new = None if old else NEW_FIRST.search(line, start, end)  # "NEW will replace OLD"
    side = line[old.end() : end] if old else line[start : new.start()] if new else line[start:end]
    return re.search(rf"(?<!\w){re.escape(who)}(?!\w)", side, re.I) is not None
