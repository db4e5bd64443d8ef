"""The wordings of a death a host announces (pure): ONE table, read by ``votecount
events`` (``votecount.count.suggest``), which resolves the names it finds to players.

- a verb after its subject ("Ivo was lynched", "Ivo had been shot", "Ivo was found
  brutally murdered"): ``VERBS``, the subject read by the caller;
- a label ("Executed: Ivo"): ``LABELS``; the town as the subject ("The town has lynched
  Ivo"): ``TOWN_DID``; the one found dead ("The town found Ivo dead", "the sight of Ivo
  dead"): ``FOUND``;
- the MafiaScum flip line ("Ivo, Vanilla Townie, lynched Day 1", "Ivo - Town Doctor -
  lynched Day 4", "Ivo, Knife Goon lynched D4"), a themed verb after a role ("Ivo, Town
  Vanilla choked on bread night one!", "Ivo - Town Tracker - killed during the night"),
  never a night action ("investigated Wren Night 1"): ``flip``;
- a pronoun as the subject ("He was found hanging"): ``PRONOUN``, the caller reads the
  one player the line names before it;
- the lynch a host's final vote count marks ("Ivo (6) (lynch!)", "[LYNCH] Ivo (6)",
  "Ivo (6) <---Lynch", "Ivo (6) (L-0)"): ``count_lynch``; a wagon at L-1 is no lynch;
- the dead a dagger marks at the line's start ("Ivo † - town - vanilla"): ``DAGGER``;
- what makes none of them a death: a condition, a question or another game in the
  sentence before the verb (``IF``), a survivor's word in a flip (``SURVIVED``).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.host.flips import LIVED, NOT_A_DEATH, ROLE_OR_VANILLA, is_role
from votecount.parser.host.phase_table import ASKED, HUNG, OUT_OF
from votecount.parser.host.sub_words import AFTER, MENTIONED, NAME
from votecount.parser.names.players import NO_ELIMINATION_WORDS
from votecount.parser.numbers import NUMBER

BE = r"(?:(?:has|have|had)\s+(?:also\s+|both\s+|all\s+)?been|(?:was|were|is|are|got|gets|get)(?:\s+also)?)"
_SPACE = r"(?<!\s)\s++(?:also\s+)?"  # a run of spaces, tried once from its start; "also"
# an adverb: "brutally murdered", "tragically killed"; "nearly killed" is no death
_HOW = r"(?:(?!(?:nearly|narrowly|barely|hardly|supposedly|allegedly|falsely)\b)[a-z]+ly\s+)?"
_NOT_NOW = r"(?!(?:nearly|narrowly|barely|hardly|almost|not|never)\b)"
# "was attacked and killed", "was tried and lynched"; not a verb of the subject's own, its
# object after it ("Ivo was ambushed and killed Juno", "was roleblocked and killed nobody")
_AND_THEN = (
    r"(?:[a-z]+ed\s+and\s+(?![a-z]+\s+(?:nobody|no\s*one|someone|anyone|him|her|them"
    r"|(?!(?:night|day|[nd]\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)(?-i:[A-Z])\w+)"
    r"\b))?"
)
# an aside between the verb and its participle: "Juno is, sadly, found dead", "Ivo was
# also, you guessed it, killed", "Ivo was, unfortunately, lynched" (a few small words,
# none taking it back or telling another's word: not "Ivo was, almost, killed", "... was,
# thankfully not, killed", "... was, Juno says, killed", "Ivo is, and always was, dead")
_ASIDE = (
    r"(?:\s*,\s*(?!(?:[a-z'’]+\s+){0,3}?(?:nearly|narrowly|barely|hardly|almost|not|never"
    r"|if|whether|supposedly|allegedly|says|said|claims?|claimed|thinks?|thought|and|or|but"
    # (nor a hedge or a figure of speech: "Ivo was, in a sense, lynched by his own words",
    # "..., maybe, killed", "..., according to Juno, killed", "..., rumour has it, killed")
    r"|maybe|perhaps|possibly|probably|theory|theoretically|sense|metaphorically|figuratively"
    r"|according|rumou?rs?|apparently|reportedly|technically)\b)"
    r"(?:[a-z'’]+\s+){0,3}[a-z'’]+\s*,)?"
)
# "dead" as an adverb: "Juno is dead wrong", "... found dead wrong", "dead serious", "dead
# set on"
_IDIOM = r"(?!\s+(?:wrong|serious|set|certain|sure|silent)\b)"
# the words of a killing after "was" / "has been"
_KILLED = (
    r"(?:killed|found\s+"
    + _HOW
    + r"(?:dead"
    + _IDIOM
    + r"|murdered|slain|killed|lifeless|hanging|hanged)|dead"
    + _IDIOM
    + r"|murdered|slain|"
    r"shot(?!\s+at\b)|eaten|poisoned\s+to\s+death|dismembered|butchered|mauled|stabbed|strangled|"
    r"decapitated|beheaded|slaughtered|assassinated|eviscerated|(?:night|day)-?killed|vigged|devoured|"
    r"impaled|bludgeoned|torn\s+apart|euthani[sz]ed|electrocuted|incinerated|drowned|smothered|"
    r"suffocated|(?:beaten|burned|burnt|crushed|choked|stabbed|shot)\s+to\s+death|burn(?:ed|t)\s+alive|"
    r"torn\s+(?:to\s+(?:pieces|shreds|bits))|(?:gunned|cut|struck|mowed)\s+down|sacrificed|"
    r"vapori[sz]ed|disintegrated|obliterated|exsanguinated)"
)
# the next sentence says the one who did not wake up lives: "He was sleeping in", "He
# overslept", "Turns out he was just asleep"
_ALIVE_AFTER = (
    r"[^.!?]{0,60}?\b(?:sleeping\s+in|slept\s+in|overslept|oversleep|asleep|still\s+alive"
    r"|alive\s+and\s+well|(?:is|was)\s+(?:just\s+)?(?:fine|late|okay|ok))\b"
)
_ASKED = ASKED  # the verb's sentence asked (``phase_table.ASKED``): "Ivo was daykilled? No."
# the role told after "Ivo has left us": "(Town Doctor)", "- Town Doctor", ", a Town
# Doctor", "- he was the Town Cop" (capitalised words, one a role's: not "(Temporarily)")
_LEFT_AS = (
    r"\s*(?:(?:\(|[\-–—]\s|,)\s*(?:(?:he|she|they)\s+(?:was|were)\s+)?"
    # (the next sentence, its pronoun: "Ivo has left us. He was the Cop.")
    r"|[.!]+\s+(?:he|she|they)\s+(?:was|were)\s+)(?:(?:a|an|the|our)\s+)?"
    rf"(?-i:(?:[A-Z][\w'’\-]*\s+){{0,3}}(?=[A-Z]))(?:{ROLE_OR_VANILLA.pattern})"
)
# a removal the host follows with the slot's replacement: "Ivo has been removed from the
# game and replaced by Marlow", "... and will be replaced", "Ivo has been removed from the
# game. Marlow replaces him." (a replacement, ``sub_words``)
_NOT_REPLACED = (
    r"(?!\s+and\s+(?:has\s+been\s+|was\s+|is\s+(?:being\s+|to\s+be\s+)?|will\s+be\s+)?"
    r"replaced\b|[^.!?]{0,60}[.!]+\s+(?:(?!(?:no|nobody|none|not|won['’]t|can['’]t|cannot)\b)"
    r"\S+\s+){1,3}?(?:is\s+|will\s+be\s+|will\s+)?(?:replaces|replacing|replace)\s+"
    r"(?:him|her|them)\b)"
)
# the verb after the subject; the subject is the sentence before it (several players
# joined by "," / "and" when the verb is plural)
VERBS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "modkill",
        re.compile(
            rf"{_SPACE}{BE}\s+(?:hereby\s+)?(?:mod-?killed|removed\s+from\s+the\s+game{_NOT_REPLACED})\b{_ASKED}",
            re.I,
        ),
    ),
    (
        "execution",
        re.compile(
            rf"{_SPACE}{BE}{_ASIDE}\s+{_AND_THEN}{_HOW}(?:executed|lynched|hanged|{HUNG}|strung\s+up|burn(?:ed|t)\s+at\s+the\s+stake|eliminated(?!\s+(?:by|in|during|at|on|overnight)\s+(?!the\s+(?:town|vote)))|voted\s+out{OUT_OF}|hammered(?!\s+(?:last|tonight|yesterday|again)\b))\b{_ASKED}",
            re.I,
        ),
    ),
    ("traveller_exit", re.compile(rf"{_SPACE}{BE}\s+exiled\b{_ASKED}", re.I)),
    (
        "death",
        re.compile(
            rf"{_SPACE}(?:(?:has|have)\s+died|died|dies|(?:has\s+|have\s+)?(?:passed\s+away|perished)|"
            r"(?:is|are)\s+no\s+longer\s+with\s+us|breathed\s+(?:his|her|their)\s+last\b|"
            # "did not survive the night", "didn't make it through the night"
            r"(?:did\s+not|didn['’]t|failed\s+to)\s+(?:survive|make\s+it)(?!\s+(?:to|until|till)\b)|"
            # a story's morning: "Ivo did not wake up.", "Ivo never came home." (the
            # sentence ends there: "didn't wake up in time for the deadline" is none)
            r"(?:did\s+not|didn['’]t|never)\s+(?:wake\s+up|woke\s+up|came\s+home|come\s+home|"
            r"returned(?:\s+home)?)(?:\s+(?:this|that|the\s+next)\s+morning)?(?=\s*(?:[.!]|$))"
            # (not when the next sentence takes it back: "He was sleeping in.")
            rf"(?!\s*[.!]+\s*{_ALIVE_AFTER})|"
            # "is out of the game." closing its sentence ("out of the game for a week" is away)
            r"(?:is|was|has\s+been)\s+(?:now\s+)?out\s+of\s+the\s+game(?=\s*(?:[.!]|$))|"
            # "Ivo has left us (Town Doctor)", "... - Town Doctor", its role after it (not
            # "left us." alone: a player may leave the game alive; not "left us for the
            # weekend", "left us a note", "left us hanging", nor a word that is no role:
            # "left us (temporarily)", "left us, Marlow is in for him")
            rf"(?:has|have)\s+left\s+us(?={_LEFT_AS})|"
            rf"{BE}{_ASIDE}\s+{_AND_THEN}{_NOT_NOW}{_HOW}{_KILLED})\b{_ASKED}",
            re.I,
        ),
    ),
)
# "Killed: X", "Night 1 deaths: X" (a target who lived is none: "Night kill: Ivo
# (protected)", "... Ivo, who survived")
_DEAD_LABEL = r"\b(?:found\s+dead|killed|died|dead|deaths|night[\s-]?kill(?:ed)?)\s*:\s*"
_LIVED = LIVED  # ``flips.LIVED``
# the name answering a question: ``sub_words.NAME``, its later words capitalised
_ANSWER = r"@?([\w][\w.\-]*(?-i:(?:\s+[A-Z0-9][\w.\-]*){0,2}))"
# the answer's verb closing the line: "Who died? Ivo did.", "Who was killed? Ivo was."
_ANSWER_VERB = r"\s+(?:did|was|were|has)\s*[.!]*\s*$"
# (an item's bracket read whole: "Ivo (killed by Juno, Wren and Kestrel)" lists one dead)
_LIST_ITEM = r"[^,&:.!?()]{1,60}?(?:\s*\([^()]{0,60}\))?(?:,|\s+and\s+|\s*&)\s*"
_RIP = r"^\W*(?:RIP|R\.I\.P\.?)\s+"
# (a name, not "RIP my inbox, Juno"; a role, not "RIP Ivo, Juno (just kidding)")
_RIP_NAME = (
    r"(?!(?:my|our|your|his|her|their|the|this|that|a|an|me|us|you|him|them|it)\b)"
    r"@?[\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2}?"
)
_RIP_ROLE = (
    r"\s*(?:[(\[](?!\s*(?:not|jk|j/k|just|kidding|joking|lol|soon|maybe|for\s+now)\b)"
    r"[^()\[\]]{1,60}[)\]])?"
)
_RIP_ITEM = _RIP_NAME + _RIP_ROLE
_RIP_SEP = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"
# "Executed: X", "Modkilled: X", "Found dead: X"
LABELS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("modkill", re.compile(rf"\bmod-?kill(?:ed)?\s*:\s*{NAME}", re.I)),
    ("execution", re.compile(rf"\b(?:executed|lynched)\s*:\s*{NAME}", re.I)),
    (
        "death",
        re.compile(
            rf"{_DEAD_LABEL}{NAME}{_LIVED}",
            re.I,
        ),
    ),
    # the label's list after its first: "Dead: Ivo (Cop), Juno (Goon)", "Killed: Ivo and
    # Juno" (the second to the sixth)
    *(
        ("death", re.compile(rf"{_DEAD_LABEL}(?:{_LIST_ITEM}){{{k}}}{NAME}{_LIVED}", re.I))
        for k in range(1, 6)
    ),
    # a question the host answers: "Who died? Ivo, the Cop.", "Who was killed last night?
    # Ivo (Town Cop)", "Who died? Ivo." (the name and its role, or the name alone, close
    # the line; not "Who died? Find out tomorrow", "Who will die tonight?"; the name's
    # later words capitalised: not "Who died? Ivo asked.", "Who died? Juno thinks Ivo."; the
    # answer's verb may close it: "Who died? Ivo did.")
    (
        "death",
        re.compile(
            r"\bwho\s+(?:(?:has\s+)?died|was\s+(?:killed|found\s+dead)|got\s+killed"
            r"|did\s+not\s+survive|didn['’]t\s+survive)(?:\s+(?:last\s+night|overnight|tonight"
            rf"|in\s+the\s+night|this\s+time))?\s*\?+\s*{_ANSWER}(?:{_LEFT_AS}|{_ANSWER_VERB}|\s*$){_LIVED}",
            re.I,
        ),
    ),
    # "RIP Ivo", "R.I.P. Ivo (Vanilla Townie)", "RIP Ivo, Juno", "RIP Ivo (Cop) and Juno
    # (Goon)": the line the dead and their roles alone (the first to the sixth)
    *(
        (
            "death",
            re.compile(
                rf"{_RIP}(?:{_RIP_ITEM}{_RIP_SEP}){{{k}}}({_RIP_NAME}){_RIP_ROLE}"
                rf"(?:{_RIP_SEP}{_RIP_ITEM})*\s*[.!]*$",
                re.I,
            ),
        )
        for k in range(6)
    ),
)
# the killer as the subject, the one killed after the verb: "The mafia killed Ivo", "Last
# night, the wolves devoured Ivo", "The vigilante shot Ivo"
KILLER_DID = re.compile(
    r"\b(?:mafia|mafiosi|scum|goons?|wolves|werewolves|wolf|werewolf|vigilante|vig|"
    r"serial\s+killer|killer|cult|assassins?|murderer)\s+(?:has\s+|have\s+|had\s+)?"
    r"(?:killed|shot|murdered|devoured|ate|slew|stabbed|poisoned|strangled|mauled|"
    rf"assassinated|butchered|slaughtered|eviscerated|nightkilled)\s+{AFTER}(?![\w\-])",
    re.I,
)
# the one found by their body: "you discover the dead body of Ivo", "the corpse of Ivo"
BODY_OF = re.compile(
    rf"\b(?:dead\s+|lifeless\s+|mangled\s+|bloody\s+)?(?:body|corpse|remains)\s+of\s+{AFTER}(?![\w\-])",
    re.I,
)
# the host as the subject: "I am modkilling Ivo for ...", "I have modkilled Ivo"
HOST_DID = re.compile(
    r"(?<![\w'’])I\s+(?:am\s+|['’]m\s+|have\s+|['’]ve\s+)?(?:hereby\s+|now\s+)?"
    rf"mod-?kill(?:ing|ed)?\s+{AFTER}(?![\w\-])",
)
# "The town found Ivo dead", "You wake to the sight of Ivo dead": the one named between
FOUND = re.compile(
    rf"\b(?:found|discovered|sight\s+of)\s+{MENTIONED}\s+{_HOW}(?:dead|murdered|slain|lifeless)\b",
    re.I,
)
# the dead marked by a dagger, at the line's start: "Ivo † - town - vanilla"
DAGGER = re.compile(r"^@?([\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2}?)\s*[†✝](?:\s*[-–—:]|\s*$)")
# the subject a pronoun: "He was found hanging", told of the one player named before it
PRONOUN = re.compile(r"^\s*(?:he|she|they|him|her)\s*$", re.I)
# a condition, a question or another game before the verb: "If Ivo is lynched, ...",
# "Was Ivo killed?", "In my last game, Ivo was lynched"
IF = re.compile(
    r"\b(?:if|unless|whether|should|whoever|in\s+case|once(?!\s+(?:again|more))|"
    r"(?:last|previous|past|other|another)\s+games?)\b",
    re.I,
)
# the town as the subject: "The town has lynched Ivo", "The village chose to eliminate Ivo",
# "Town has agreed to lynch Ivo"; the players addressed: "You guys lynched Ivo", "So you all
# decided to hang Ivo", "We lynched Ivo"
TOWN_DID = re.compile(
    r"(?:\b(?:town|village|villagers|mob|(?<![\w'])(?:you(?:\s+(?:guys|all|people))?|y'all|we))\s+"
    r"(?:have\s+|has\s+|finally\s+)?(?:(?:chosen|chose|decided|voted|agreed)\s+to\s+"
    r"(?:lynch|eliminate|execute|hang)|lynched|eliminated|executed|hanged)"
    # a count's footer: "Day 2 has ended with a lynch of Ivo"
    r"|\b(?:day\s*\w+|the\s+day)\s+(?:ends|ended|has\s+ended)\s+(?:with|in)\s+(?:a\s+|the\s+)?"
    rf"(?:lynch|hammer|execution|elimination)\s+of)\s+{AFTER}(?![\w\-])",
    re.I,
)
SURVIVED = re.compile(r"\b(?:surviv\w*|won|wins|alive|lives|endgamed)\b", re.I)
LYNCH = re.compile(r"\b(?:lynch\w*|hung|hanged|strung|executed|noosed|gallows|voted\s+out)\b", re.I)

# the phase closing a flip line: "Day 1", "night two", "D4", "N2", "during the night"
_PHASE = (
    rf"(?:on\s+|during\s+)?(?:(?P<phase>day|night)\s*{NUMBER}|(?P<short>d|n)\d+|"
    r"(?P<night>(?:during|in)\s+the\s+night|last\s+night|overnight))\s*[!.]*$"
)
_SEP = r"(?>\s*,|\s+[-–—])\s*+"  # a comma (spaced or not) or a spaced dash, tried once
# the MafiaScum flip: "Rhinox, Vanilla Townie, eviscerated Night 1!", "Ivo - Town
# Doctor - lynched Day 4"
_FLIP = re.compile(rf"^@?([^,]{{1,40}}?){_SEP}[^,]{{1,60}}?{_SEP}(.{{1,80}}?)\s+{_PHASE}", re.I)
# the flip with no separator before its verb, one verb of a death: "Ivo, Knife Goon
# lynched D4", "Ivo , Doctor shot night two.", the role in brackets: "Ivo (Vanilla
# Townie) lynched day 4"
_FLIP_BARE = re.compile(
    rf"^@?([^,]{{1,40}}?)(?:{_SEP}[^,]{{1,60}}?|\s*\([^()]{{1,60}}\))\s+((?:mod-?|night-?)?killed|lynched|hanged|hung|"
    rf"executed|eliminated|shot|murdered|slain|eviscerated|vigged|modkilled)\s+{_PHASE}",
    re.I,
)

# the flip with the role alone between its name and a verb no table holds: "Ivo, Town
# Vanilla choked on bread night one!", "Ivo, Town Neighbor was rung out night four",
# "Ivo - Vanilla Townie - killed during the night" (the role checked: ``flips.is_role``)
_FLIP_ROLE = re.compile(
    rf"^@?([^,]{{1,40}}?)(?:{_SEP}([^,()]{{1,60}}?)|\s*\(([^()]{{1,60}})\))(?:{_SEP}|\s+)"
    r"((?:(?:was|were|has\s+been|had\s+been|got)\s+|also\s+)?[a-z]+(?:ed|en|died)\b"
    rf"(?<!\bneed)(?<!\bnamed)[^,]{{0,40}}?|(?:(?:was|were|has\s+been|got)\s+)[a-z]+\b[^,]{{0,40}}?)\s+{_PHASE}",
    re.I,
)
# a night's action, not a death: "Ivo, Town Cop, investigated Wren Night 1", "Ivo (Town
# Cop) checked Wren N1", "Ivo, Goon, voted Juno Day 2" (not "voted out")
# the idiom of a death, no negation: "gone but not forgotten"
_GONE = re.compile(r"\bbut\s+not\s+forgotten\b", re.I)
_ACTION = re.compile(
    r"\b(?:(?:protect|investigat|track|watch|visit|block|roleblock|heal|guard|jail|redirect|"
    r"recruit|replac|submitt?|attempt|check|inspect|target|follow|escort|vot(?!\w*\s+out\b))"
    r"(?:ed|es|s|ing|e)?|not|never|will|would|nearly|almost)\b|"
    r"n't\b",
    re.I,
)

# the flip with no phase, its verb themed: "Ivo, Vanilla Townie, was nailed with a lentil."
# (the role a role's word; the verb not a night action's, a survivor's or a slot's change:
# "Ivo, Town Cop, was protected", "..., was replaced by Marlow")
_FLIP_UNPHASED = re.compile(
    r"^@?([^,]{1,40}?),\s*((?:(?:a|an|the)\s+)?[^,()]{1,60}?),\s*(?:was|has\s+been|got)\s+"
    rf"({NOT_A_DEATH}[a-z]+(?:ed|en))\b[^,;:?]{{0,60}}?\s*[.!]*$",
    re.I,
)
_PHASE_AT_END = re.compile(rf"\s{_PHASE}", re.I)
# a list line's note of the fate, no role: "Kes (killed N1)", "Juno (lynched Day 1)"; the name's
# later words capitalised ("Old Maple"), no words between ("Lark voted Ivo", "No one")
_FLIP_NOTE = re.compile(
    r"^@?([^\W\d][\w.\-]{0,30}(?-i: [A-Z0-9][\w.\-]{0,30}){0,2})\s*\(\s*"
    r"((?:mod-?|night-?)?killed|lynched|executed|"
    r"eliminated|shot|modkilled|vigged)\s+(?:on\s+)?(?:(?P<phase_d>day\s*|d)|night\s*|n)"
    rf"{NUMBER}\s*\)\s*[.!]*$",
    re.I,
)
_NO_ONE = frozenset(w for w in NO_ELIMINATION_WORDS if w.startswith("no"))  # "No one"
_FLIP_LONGEST = 240  # the name, the role, the verb and the phase


class Flip(NamedTuple):
    """A flip line: the name as written, whether it is a lynch (a lynch's word, a day);
    an active verb's object after it ("Ivo, Vigilante killed Juno Night 2": ``after`` is
    "Juno"): the caller reads whether it names a player, the one killed (``KILLS``)."""

    name: str
    lynch: bool
    verb: str = ""  # the active verb (no auxiliary before it): "killed"
    after: str = ""  # the words after it, before the phase


# the verb's first word, with no auxiliary: an active verb whose object may follow
_ACTIVE = re.compile(r"^(?!(?:was|were|has|had|have|got|is|also)\b)([a-z]+)\s+", re.I)
# an active verb of a kill: "Ivo, Vigilante, shot Juno Night 2" (Juno dies)
KILLS = re.compile(
    r"^(?:killed|shot|murdered|slew|stabbed|poisoned|vigged|strangled|eviscerated|"
    r"executed|assassinated|nightkilled|night-killed)$",
    re.I,
)


def flip(line: str) -> Flip | None:
    """The flip a line is ("Ivo, Vanilla Townie, lynched Day 1"), else None; a survivor's
    ("Ivo, Town Cop, survived Night 2") is none."""
    if len(line) > _FLIP_LONGEST:
        return None  # no flip: not read further (a long line of spaces and dashes is slow)
    if not _PHASE_AT_END.search(line):
        note = _FLIP_NOTE.match(line)
        # "~~Kes~~ (killed N1)": a list's line, the fate its note ("Nobody (killed N1)": no
        # name; only the words that say "no": "Skip", "Pass", "NL" may be logins)
        if note is not None and note.group(1).strip().casefold() in _NO_ONE:
            return None
        if note is not None:
            return Flip(note.group(1).strip(), bool(note["phase_d"] and LYNCH.search(note[2])))
        return _unphased(line)
    m = _FLIP.match(line) or _FLIP_BARE.match(line)
    verb = m.group(2) if m else ""
    if m is None:
        m = _FLIP_ROLE.match(line)
        if m is None or not is_role(m.group(2) or m.group(3) or ""):
            return None
        verb = m.group(4)
    if SURVIVED.search(verb) or _ACTION.search(_GONE.sub(" ", verb)):
        return None
    day = (m.group("phase") or m.group("short") or "n").lower().startswith("d")
    active = _ACTIVE.match(verb.strip())
    said = (active.group(1), verb.strip()[active.end() :]) if active else ("", "")
    return Flip(m.group(1).strip(), bool(day and LYNCH.search(verb)), *said)


def _unphased(line: str) -> Flip | None:
    """The flip naming no phase, its verb themed ("Ivo, Vanilla Townie, was nailed with a
    lentil."): the role a role's word (``flips.ROLE_OR_VANILLA``)."""
    m = _FLIP_UNPHASED.match(line)
    if m is None:
        return None
    role = re.sub(r"^(?:a|an|the)\s+", "", m.group(2), flags=re.I)
    if not is_role(role) or ROLE_OR_VANILLA.search(role) is None or SURVIVED.search(line):
        return None
    return Flip(m.group(1).strip(), LYNCH.search(m.group(3)) is not None)


# a line of a vote count: the name, then the votes in brackets or after a dash or colon
# ("Ivo (5)", "Ivo [5]", "Ivo - 5 -") or the mark in their place ("Ivo (LYNCH) - Juno,
# ..."), a "[LYNCH]" before it kept apart
_COUNT_LINE = re.compile(
    r"^[^\w(\[]*(?:[(\[]\s*(?:lynch(?:ed)?|L\s*-\s*0)\s*!*\s*[)\]]\s*)?(@?[\w][^()\[\]:\-]{0,39}?)\s*"
    r"(?:[(\[]\s*\d+\s*[)\]]|[-–:]\s*\d+\b|(?=[(\[]\s*lynch(?:ed)?\s*!*\s*[)\]]\s*[-–:]))",
    re.I,
)
# the count's mark of the day's lynch: "(lynch!)", "[LYNCH]", "<---Lynch", "<--
# Successful Lynch", "(L-0)", the line closing on "LYNCHED."
_LYNCH_MARK = re.compile(
    r"[(\[]\s*lynch(?:ed)?\s*!*\s*[)\]]|<-+\s*(?:successful\s+)?lynch(?:ed)?\b|[(\[]\s*L\s*-\s*0\s*[)\]]|"
    r"\blynched\s*[.!]*\s*$",
    re.I,
)


def count_lynch(line: str) -> str | None:
    """The name a vote count's line marks as lynched ("Ivo (6) (lynch!)"), as written;
    None for any other line (a wagon at L-1, a count's rules)."""
    m = _COUNT_LINE.match(line)
    if m is None or _LYNCH_MARK.search(line) is None:
        return None
    return m.group(1).strip()
