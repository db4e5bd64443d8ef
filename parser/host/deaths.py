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
  never a night action ("investigated Wren Night 1"): ``fates.flip``;
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

from votecount.parser.host.flips import LIVED, ROLE_OR_VANILLA
from votecount.parser.host.phase_table import ASKED, HUNG, OUT_OF
from votecount.parser.host.sub_words import AFTER, MENTIONED, NAME
from votecount.parser.prose.words import REPORTING

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
# a cleft's parts: "It was NAME who ...", "NAME was the one (who) ...", each opening its
# sentence, after a label ("Correction: it was Juno who died") or an opener ("Sadly, it
# was Juno who died"); not what another said ("Ivo said: Juno was the one killed"), nor
# believed, supposed or told of another game ("Many thought it was Juno who died", "If it
# was ...", "Last game it was Juno who died")
_NOT_REPORTED = "".join(rf"(?<!\b{w})" for w in REPORTING)  # "Ivo said:"
_ONE = rf"(?:^|[.!?]\s+|{_NOT_REPORTED}:\s+)(?:\w+,\s+)?"
_IT_WAS = rf"{_ONE}it\s+was\s+"
_THE_ONE = r"was\s+the\s+one\s+"
_PASSIVE = r"(?:was|got)\s+"
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
    # the one who died told in a cleft: "It was Juno who died last night", "Juno was the
    # one killed", "... the one who was lynched" (its name capitalised after the first
    # word; not the killer: "It was Juno who killed Ivo", "It was the mafia who ...";
    # not asked or supposed: "It was Juno who died?", "If it was Juno who died, ...")
    *(
        (kind, re.compile(rf"{lead}{_ANSWER}\s+{told}\b(?![^.!?]*\?)", re.I))
        for kind, lead, told in (
            ("death", _IT_WAS, rf"who\s+(?:died|{_PASSIVE}(?:killed|found\s+dead))"),
            (
                "death",
                _ONE,
                rf"{_THE_ONE}(?:who\s+(?:died|{_PASSIVE}(?:killed|found\s+dead))|killed)",
            ),
            ("execution", _IT_WAS, rf"who\s+{_PASSIVE}(?:lynched|executed)"),
            ("execution", _ONE, rf"{_THE_ONE}(?:who\s+{_PASSIVE})?(?:lynched|executed)"),
        )
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
