"""The words the name steps read around a name (``parser.names.votes``, ``parts``,
``players``): pronouns and such that name nobody, titles and words put before a name,
role words, fillers after it, honorifics; and the steps that read a name in full."""

from __future__ import annotations

import re

from votecount.parser.model import Step

# pronouns, articles and such: a player named so is voted by name, but such a word is
# read as the start, a part, the initials or a typo of a name only when it is a whole
# word of one ("Doctor Who"): "vote her" is not Antihero, "vote it" not InflatablePie
NOT_A_NAME = frozenset({
    "he", "she", "it", "him", "her", "hers", "his", "its", "they", "them", "their",
    "theirs", "this", "that", "these", "those", "there", "here", "the", "you", "your",
    "we", "us", "our", "who", "whom", "what", "which", "all", "now",
    # contractions, folded ("let's", "that's"): no possessive or plural of a player "Let"
    "lets", "thats", "whats", "heres", "theres", "wheres", "whos", "hows", "hes", "shes",
    # conjunctions: "vote and" is no part of Wanderer
    "and", "but", "nor",
    # "also known as", between a name and a nickname ("Ivo (aka Ivy)")
    "aka",
    # a player's state a display name holds in brackets ("Juno (V/LA)", "Ivo [away]")
    "away", "afk", "vla",
})  # fmt: skip

# words a vote's text may hold beside a name that say nothing of whom it means
GAME_WORDS = frozenset({
    "town", "scum", "mafia", "lynch", "vote", "unvote", "kill", "night", "today",
    "player", "host", "game", "role", "wagon", "hammer", "because",
})  # fmt: skip

# words a voter puts before a name ("lil Ivo", "poor old Juno", "scummy Wren")
EPITHETS = frozenset({
    "lil", "little", "big", "old", "ol", "poor", "dear", "sweet", "good", "scummy", "townie",
    "shady", "sneaky", "sus", "sussy", "suspicious", "evil", "fake", "my", "our",
})  # fmt: skip
# titles a voter puts before a name ("Dr Kes", "Mr Kestrl"; before a whole name the
# vote reader's title rule reads them: parser/resolve.py, the one list of both)
TITLES = frozenset({
    "mr", "mrs", "ms", "mx", "miss", "mister", "missus", "dr", "doc", "doctor", "sir", "dame",
    "lady", "lord", "madam", "madame", "prof", "professor", "capt", "captain", "herr", "frau",
    "senor", "senora", "monsieur", "mme", "mlle",
})  # fmt: skip
# titles read run on before a name with no capital or stop between ("mrlark", "drjuno"):
# abbreviations, which start no common word as a title or role word does ("Copper" is
# no cop before Per, "Sirius" no sir before Ius, "Scumbag" no scum before Bag)
RUN_ON_TITLES = frozenset({"mr", "mrs", "ms", "mx", "dr"})
# the roles a player claims or is called by, after "Name the ..." ("Kes the cop")
ROLE_WORDS = frozenset({
    "cop", "doc", "doctor", "medic", "nurse", "vig", "vigilante", "seer", "detective", "tracker",
    "watcher", "jailkeeper", "jailor", "jailer", "roleblocker", "rb", "bodyguard", "bg",
    "mason", "town", "townie", "vanilla", "vt", "goon", "godfather", "gf", "mafioso", "scum", "mafia",
    "wolf", "werewolf", "miller", "hunter", "jester", "survivor", "mayor", "bulletproof", "bp",
    "sk", "killer", "escort", "hooker", "inspector", "investigator", "oracle", "claim",
    "claimer", "fakeclaimer", "liar", "lurker", "traitor", "cultist", "psychic", "villager",
    "veteran", "vet", "governor", "commuter", "janitor", "framer", "ninja", "neighbour",
    "neighbor", "lover", "bomb", "idiot",
})  # fmt: skip
# words after a name that say nothing of whom ("Wren for now", "Kes lol"); "" : ":)"
FILLERS = frozenset({
    "", "lol", "lmao", "rofl", "haha", "hah", "heh", "hehe", "xd", "pls", "plz", "please",
    "tbh", "imo", "imho", "ofc", "obv", "obviously", "probably", "prob", "for", "now", "again",
    "today", "then", "too", "i", "guess", "think", "x2", "still", "anyway", "anyways",
    "instead", "ok", "okay", "honestly", "though", "tho",
})  # fmt: skip

BEFORE_A_ROLE = frozenset({"the", "aka", "who", "our"})  # "Kes aka the cop"
# words before "the" that are no name ("vote for the cop")
NOT_A_HEAD = frozenset({"for", "on", "to", "at", "with", "from", "against", "over", "not", "is"})
# the role words that are a side ("town"): a claim too, but they start names ("Ivo, Town"
# beside Townsend: Ivo, or Townsend shortened), end common words ("Hometown") and alone
# label a side's flip, no role ("Town: Lark")
SIDE_WORDS = frozenset({"town"})
# words after a name that name no other player even when a name starts with them
NOT_NAMED_NEXT = (
    NOT_A_NAME | FILLERS | (ROLE_WORDS - SIDE_WORDS) | BEFORE_A_ROLE | EPITHETS | NOT_A_HEAD
)
# the subject of a clause after a verb ("Wren, hope he flips"): the word before it no name
SUBJECTS = frozenset({"i", "he", "she", "it", "we", "you", "they"})
# words that own what follows ("mark my words", "hope your read is right"): after a
# lowercase word, a clause starts as after a subject
OWNERS = frozenset({"my", "your", "our", "their", "his"})
# words pointing at what follows ("hope that helps", "will this work"): after a lowercase
# word, a clause starts as after a subject
POINTERS = frozenset({"that", "this"})
# words before a name that single it out ("just Kes", "only Ivo"): read as a title
ONLY_WORDS = frozenset({"just", "only"})
# "the Ivo", "lil Ivo", "an Ivo", "that Juno": read by ``resolve``
BEFORE_A_NAME = EPITHETS | {"the", "a", "an", "that", "this"}
# a player's slot: "Ivo's slot", "Ivo's replacement"
SLOT_AFTER = frozenset({"slot", "replacement", "replacer", "sub"})
# an honorific after a whole name, run on or hyphenated ("Ivo-san", "Junochan")
HONORIFICS = "san|kun|chan|sama|senpai|sempai|sensei"
HONORIFIC = re.compile(rf"^(.{{2,}}?)(?:{HONORIFICS})$")  # on the folded name
HONORIFIC_AFTER = re.compile(rf"[-_.~](?:{HONORIFICS})$", re.I)  # hyphenated, as written
WHOLE_NAME = frozenset({Step.USERNAME, Step.DISPLAY_NAME, Step.ALIAS, Step.NORMALISED})

# the marks between the items of a list typed ("Juno, Lark", "Juno/Lark", "Juno and Lark")
LIST_MARKS = re.compile(r"\s*[,;&+/]\s*|\s+and\s+", re.I)
# "" : "&", "+", "/" fold to nothing; "x" as in "Ivo x Juno"
AND_WORDS = frozenset({"and", "or", "", "plus", "then", "x"})
# the words of AND_WORDS typed glued between two names ("IvoxJuno", "ivoandjuno")
GLUE_JOINS = ("x", "and")
