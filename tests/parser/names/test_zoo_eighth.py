"""Names on unseen players, eighth round (issue #25, ``names22``): invented rosters with
the seventh round's leftovers (a shortened or mistyped name spaced before another's,
"Kestr Theo"; a sentence glued after a name's stop, "Lark.Ember lied"; a letter typed as
its transliteration, "Djordje" for Đorđe), names of several words typed run together or
camel-cased ("IvoTheGreat" for Ivo the Great), names differing only by a number ("Ivo"
beside Ivo1 and Ivo2), brackets and punctuation around a name ("[Ivo]", "Ivo?!"),
apostrophes and hyphens dropped or added ("MaryAnn" for Mary-Ann), look-alike letters,
zero-width and no-break spaces inside a name, players named like common words ("Sage",
"Hope", "Will"), letters transposed in long names ("Lakrspur"), a nickname the host gave
as an alias ("Ivy" for Ivo), a Discourse login that is another player's display name, and
hydras (one slot of two names, "Ivo and Juno"). Each case says what a host reads: the
player, AMBIGUOUS with the players it may mean (reported, never guessed) or nobody
(reported). Read through ``parse_post``; names invented for these tests."""

from __future__ import annotations

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import VOTER, roster

LEFTOVERS = roster("Kestrel", "Theo", "Lark", "Ember", "Ivo", "Larkspur")
MARKED = roster("Đorđe", "Bjørn", "Ægir", "Þóra", "Strauß", "Müller", "Åsa", "Ivo")
SPACED = roster("Wren of the Marsh", "Old Tom Lark", "Saffron Rain", "Ivo", "Juno")
NUMBERED = roster("Ivo1", "Ivo2", "Juno", "Lark3", "Wren_7", "Wren_8")
MARKS = roster("Ivo", "Juno", "Kestrel", "Lark", "Ember")
APOSTROPHES = roster("O'Malley", "Mary-Ann", "Jean Luc", "DArcy", "Ivo", "Juno")
LOOKALIKE = roster("Ivo", "Juno", "Kestrel", "Lark", "Wren", "Saffron")
WORDS = roster("Wren", "Sage", "Will", "Hope", "Ivo", "Juno")
LONG = roster("Larkspur", "Kestrelwing", "Juniper", "Evergreen", "Ivo", "Marigold")
ALIASED = roster(Player("Ivo", aliases=("Ivy",)), "Juno", "Ivory", "Lark")
CROSSED = roster(
    Player("juno", "Ivo Vale"), Player("ivo", "Juno Reed"), Player("lark_w", "Lark"), "Wren"
)  # fmt: skip
HYDRA = roster(Player("ivo_juno", "Ivo and Juno"), "Lark", "Wren", "Kestrel")
HYDRA_SLASH = roster("Lark/Wren", "Ivo", "Juno", "Kestrel")
# a second pass, at the edges of this round's rules
SPELT_BOTH = roster("Đorđe", "Dorde", "Moe", "Mö", "Søren", "Djordan", "Ivo")
BESIDE = roster("Kestrel", "Theo", "Lark", "Ember", "Ivo", "Larkspur", "Townsend", "Lola")
SIGNS = roster("Ivo + Juno", Player("hope", "Will"), Player("sage", "Hope"), "Wren")
COMMON = roster("Wren", "Sage", "Will", "Hope", "Ivo", "Juno", "May", "Rose")
RUN = roster("Wren of the Marsh", "Old Tom Lark", "Ivo2", "Juno")
HYPHENED = roster("Mary-Ann", "Mary-Kate", "Ann", "O'Neil", "Neil", "Ivo")
BRACKETED = roster("Ivo", Player("Juno", aliases=("Ivy",)), "Lark", "J.R.R. Wren", "Kestrel")
NUMBERED_TOO = roster("Ivo_01", "Ivo_02", "Lark", "Juno_x", "Juno_y")
# review21n: words typed after a name that start or are a typo of another's name
TAGGED = roster("Ivo", "Ivo#5678", "Lark")
VOCATIVE = roster("Ivo", "Jude", "Mateo", "Brody", "Maybelle", "Kestrel", "Theo")

CASES = [
    # the seventh round's leftovers
    (LEFTOVERS, "Kestr Theo", AMBIGUOUS),  # Kestrel shortened, and Theo (was Theo)
    (LEFTOVERS, "Kestrl Theo", AMBIGUOUS),  # Kestrel mistyped, and Theo (was Theo)
    (LEFTOVERS, "Theo Kestr", AMBIGUOUS),
    (LEFTOVERS, "Kestr", "Kestrel"),
    (LEFTOVERS, "Kestr for now", "Kestrel"),
    (LEFTOVERS, "Lark.Ember lied", "Lark"),  # a sentence after the stop (was AMBIGUOUS)
    (LEFTOVERS, "Lark.Ember", AMBIGUOUS),  # two names glued
    (LEFTOVERS, "Lark.Ember is lying", "Lark"),
    (LEFTOVERS, "Ember.Lark lied", "Ember"),
    (LEFTOVERS, "Lark. Ember lied", "Lark"),
    (MARKED, "Djordje", "Đorđe"),
    (MARKED, "djordje", "Đorđe"),
    (MARKED, "Dorde", "Đorđe"),
    (MARKED, "Đorđe", "Đorđe"),
    (MARKED, "Bjoern", "Bjørn"),
    (MARKED, "Bjorn", "Bjørn"),
    (MARKED, "Aegir", "Ægir"),
    (MARKED, "Thora", "Þóra"),
    (MARKED, "thora", "Þóra"),
    (MARKED, "Strauss", "Strauß"),
    (MARKED, "Mueller", "Müller"),
    (MARKED, "Muller", "Müller"),
    (MARKED, "Aasa", "Åsa"),
    (MARKED, "Asa", "Åsa"),
    (MARKED, "Djordje's", "Đorđe"),
    # a name of several words typed run together or camel-cased
    (SPACED, "WrenOfTheMarsh", "Wren of the Marsh"),
    (SPACED, "wrenofthemarsh", "Wren of the Marsh"),
    (SPACED, "WRENOFTHEMARSH", "Wren of the Marsh"),
    (SPACED, "Wren_of_the_Marsh", "Wren of the Marsh"),
    (SPACED, "wren-of-the-marsh", "Wren of the Marsh"),
    (SPACED, "Wren", "Wren of the Marsh"),
    (SPACED, "WrenMarsh", "Wren of the Marsh"),
    (SPACED, "OldTomLark", "Old Tom Lark"),
    (SPACED, "oldtomlark", "Old Tom Lark"),
    (SPACED, "TomLark", "Old Tom Lark"),
    (SPACED, "Old Tom", "Old Tom Lark"),
    (SPACED, "Lark", "Old Tom Lark"),
    (SPACED, "SaffronRain", "Saffron Rain"),
    (SPACED, "saffronrain's", "Saffron Rain"),
    (SPACED, "SaffronRain!", "Saffron Rain"),
    (SPACED, "Saffron_Rain", "Saffron Rain"),
    (SPACED, "OTL", "Old Tom Lark"),
    (SPACED, "SR", "Saffron Rain"),
    # names differing only by a number
    (NUMBERED, "Ivo", AMBIGUOUS),  # Ivo1 or Ivo2
    (NUMBERED, "ivo", AMBIGUOUS),
    (NUMBERED, "Ivo 1", "Ivo1"),
    (NUMBERED, "Ivo #2", "Ivo2"),
    (NUMBERED, "Ivo_2", "Ivo2"),
    (NUMBERED, "IVO2", "Ivo2"),
    (NUMBERED, "Ivo one", "Ivo1"),
    (NUMBERED, "Ivo the Second", "Ivo2"),
    (NUMBERED, "Ivo3", AMBIGUOUS),  # neither: a digit wrong in each
    (NUMBERED, "Ivo's", AMBIGUOUS),
    (NUMBERED, "Ivo1's", "Ivo1"),
    (NUMBERED, "Ivos", AMBIGUOUS),
    (NUMBERED, "Lark", "Lark3"),
    (NUMBERED, "Lark3", "Lark3"),
    (NUMBERED, "Wren", AMBIGUOUS),
    (NUMBERED, "Wren7", "Wren_7"),
    (NUMBERED, "Wren 8", "Wren_8"),
    (NUMBERED, "Wren_9", AMBIGUOUS),
    (NUMBERED, "Juno", "Juno"),
    # brackets and punctuation around a name
    (MARKS, "Ivo!", "Ivo"),
    (MARKS, "(Ivo)", "Ivo"),
    (MARKS, "[Ivo]", "Ivo"),
    (MARKS, "Ivo?!", "Ivo"),
    (MARKS, "&lt;Juno&gt;", "Juno"),
    (MARKS, "'Juno'", "Juno"),
    (MARKS, '"Juno"', "Juno"),
    (MARKS, "*Kestrel*", "Kestrel"),
    (MARKS, "~Lark~", "Lark"),
    (MARKS, "Lark...", "Lark"),
    (MARKS, "Ember!!!1", "Ember"),
    (MARKS, "Kestrel;", "Kestrel"),
    (MARKS, "-Ivo-", "Ivo"),
    (MARKS, "#Juno", "Juno"),
    (MARKS, "Ivo (!)", "Ivo"),
    (MARKS, "(Kes)", "Kestrel"),
    (MARKS, "[Kes]", "Kestrel"),
    (MARKS, "Kes?!", "Kestrel"),
    (MARKS, "Ivo#1234", "Ivo"),
    # apostrophes and hyphens dropped or added
    (APOSTROPHES, "OMalley", "O'Malley"),
    (APOSTROPHES, "O Malley", "O'Malley"),
    (APOSTROPHES, "O’Malley", "O'Malley"),
    (APOSTROPHES, "omalley's", "O'Malley"),
    (APOSTROPHES, "Malley", "O'Malley"),
    (APOSTROPHES, "MaryAnn", "Mary-Ann"),
    (APOSTROPHES, "Mary Ann", "Mary-Ann"),
    (APOSTROPHES, "maryann", "Mary-Ann"),
    (APOSTROPHES, "Mary_Ann", "Mary-Ann"),
    (APOSTROPHES, "Mary", "Mary-Ann"),
    (APOSTROPHES, "Jean-Luc", "Jean Luc"),
    (APOSTROPHES, "JeanLuc", "Jean Luc"),
    (APOSTROPHES, "D'Arcy", "DArcy"),
    (APOSTROPHES, "D’Arcy", "DArcy"),
    (APOSTROPHES, "Darcy", "DArcy"),
    (APOSTROPHES, "D-Arcy", "DArcy"),
    # look-alike letters, zero-width and no-break spaces inside a name
    (LOOKALIKE, "Ｋｅｓｔｒｅｌ", "Kestrel"),
    (LOOKALIKE, "Кestrel", "Kestrel"),  # a Cyrillic К
    (LOOKALIKE, "Lаrk", "Lark"),  # a Cyrillic а
    (LOOKALIKE, "Wr\u0435n", "Wren"),  # a Cyrillic е
    (LOOKALIKE, "Ju\u200bno", "Juno"),
    (LOOKALIKE, "Kes\u00adtrel", "Kestrel"),
    (LOOKALIKE, "Saf\u00a0fron", "Saffron"),
    (LOOKALIKE, "Iv\u200do", "Ivo"),
    (LOOKALIKE, "\u2060Lark", "Lark"),
    (LOOKALIKE, "\U0001d409\U0001d42e\U0001d427\U0001d428", "Juno"),  # bold letters
    (LOOKALIKE, "\u24d8\u24e5\u24de", "Ivo"),  # circled letters
    (LOOKALIKE, "ᴊᴜɴᴏ", "Juno"),  # small capitals
    (LOOKALIKE, "Ｋｅｓ", "Kestrel"),
    (LOOKALIKE, "Saffron\u00a0", "Saffron"),
    # players named like common words, typed in a sentence after "vote"
    (WORDS, "Sage", "Sage"),
    (WORDS, "sage", "Sage"),
    (WORDS, "Hope", "Hope"),
    (WORDS, "Will", "Will"),
    (WORDS, "will", "Will"),
    (WORDS, "Ivo I hope", "Ivo"),  # a hedge after the name
    (WORDS, "Ivo, I hope", "Ivo"),
    (WORDS, "Hope for now", "Hope"),
    (WORDS, "Sage lol", "Sage"),
    (WORDS, "Will and Hope", AMBIGUOUS),
    (WORDS, "Juno will", AMBIGUOUS),
    (WORDS, "Hope's", "Hope"),
    (WORDS, "Wren", "Wren"),
    (WORDS, "Sage!", "Sage"),
    # letters transposed in long names
    (LONG, "Lakrspur", "Larkspur"),
    (LONG, "Larkpsur", "Larkspur"),
    (LONG, "Kestrelwnig", "Kestrelwing"),
    (LONG, "Kestrlewing", "Kestrelwing"),
    (LONG, "Junpier", "Juniper"),
    (LONG, "Evregreen", "Evergreen"),
    (LONG, "Evergeren", "Evergreen"),
    (LONG, "Mairgold", "Marigold"),
    (LONG, "Marigodl", "Marigold"),
    (LONG, "Lraksupr", "Larkspur"),  # two pairs swapped: 2 letters away, 8 letters
    (LONG, "Larkspur's", "Larkspur"),
    (LONG, "Lakrspur's", "Larkspur"),
    # a nickname the host gave as an alias
    (ALIASED, "Ivy", "Ivo"),
    (ALIASED, "ivy", "Ivo"),
    (ALIASED, "IVY", "Ivo"),
    (ALIASED, "Ivy's", "Ivo"),
    (ALIASED, "Ivo aka Ivy", "Ivo"),
    (ALIASED, "Ivy (Ivo)", "Ivo"),
    (ALIASED, "Ivory", "Ivory"),
    (ALIASED, "Ivo", "Ivo"),
    (ALIASED, "Ivy for now", "Ivo"),
    # a Discourse login that is another player's display name
    (CROSSED, "@juno", "juno"),
    (CROSSED, "Ivo Vale", "juno"),
    (CROSSED, "Juno Reed", "ivo"),
    (CROSSED, "Vale", "juno"),
    (CROSSED, "Reed", "ivo"),
    (CROSSED, "Lark", "lark_w"),
    (CROSSED, "lark_w", "lark_w"),
    (CROSSED, "@lark_w", "lark_w"),
    # hydras: one slot of two names
    (HYDRA, "Ivo and Juno", "ivo_juno"),
    (HYDRA, "Ivo & Juno", "ivo_juno"),
    (HYDRA, "Juno and Ivo", "ivo_juno"),
    (HYDRA, "Ivo/Juno", "ivo_juno"),
    (HYDRA, "IvoJuno", "ivo_juno"),
    (HYDRA, "Ivo", "ivo_juno"),
    (HYDRA, "Juno", "ivo_juno"),
    (HYDRA, "ivo_juno", "ivo_juno"),
    (HYDRA, "Ivo+Juno", "ivo_juno"),
    (HYDRA, "Ivo and Lark", AMBIGUOUS),
    (HYDRA_SLASH, "Lark", "Lark/Wren"),
    (HYDRA_SLASH, "Wren", "Lark/Wren"),
    (HYDRA_SLASH, "Lark Wren", "Lark/Wren"),
    (HYDRA_SLASH, "Lark and Wren", "Lark/Wren"),
    (HYDRA_SLASH, "LarkWren", "Lark/Wren"),
    (HYDRA_SLASH, "Lark/Ivo", AMBIGUOUS),
    # second pass: a transliteration never beats a name folded as typed
    (SPELT_BOTH, "Djordje", "Đorđe"),
    (SPELT_BOTH, "Dorde", AMBIGUOUS),  # Dorde, or Đorđe folded
    (SPELT_BOTH, "Moe", "Moe"),
    (SPELT_BOTH, "moe", "Moe"),  # not Mö transliterated
    (SPELT_BOTH, "Mö", "Mö"),
    (SPELT_BOTH, "mo", "Mö"),
    (SPELT_BOTH, "Soeren", "Søren"),
    (SPELT_BOTH, "Djor", AMBIGUOUS),  # Djordan's start, or Đorđe's
    (SPELT_BOTH, "Djordjes", "Đorđe"),
    (SPELT_BOTH, "Djordan", "Djordan"),
    (SPELT_BOTH, "Djordje for now", "Đorđe"),
    # a name, then another shortened, mistyped or in the plural
    (BESIDE, "Theo Kestrl", AMBIGUOUS),
    (BESIDE, "Larks Theo", AMBIGUOUS),
    (BESIDE, "Theo Larks", AMBIGUOUS),
    (BESIDE, "Theo Kes", AMBIGUOUS),
    (BESIDE, "Theo Emb", AMBIGUOUS),
    (BESIDE, "Theo Emberr", AMBIGUOUS),
    (BESIDE, "Theo town", "Theo"),  # a game word, not Townsend's start
    (BESIDE, "Theo mafia", "Theo"),
    (BESIDE, "Theo lol", "Theo"),  # a filler, not Lola's start
    (BESIDE, "Theo because", "Theo"),
    (BESIDE, "Theo pls", "Theo"),
    (BESIDE, "Theo scum", "Theo"),
    (BESIDE, "Theo tomorrow", "Theo"),
    (BESIDE, "Kestrel obviously", "Kestrel"),
    (BESIDE, "Lark.Kes lied", "Lark"),
    (BESIDE, "Lark.Theo Kestrel", AMBIGUOUS),  # names after the stop, no sentence
    (BESIDE, "Lark.Ember.", AMBIGUOUS),
    (BESIDE, "Lark.Ember lied.", "Lark"),
    (BESIDE, "Kes#1234", "Kestrel"),
    (BESIDE, "Ivo#12", None),  # no Discord tag
    (BESIDE, "Ivo #1234", "Ivo"),
    # signs in names, a login that is another's display name
    (SIGNS, "Ivo", "Ivo + Juno"),
    (SIGNS, "Ivo and Juno", "Ivo + Juno"),
    (SIGNS, "Ivo & Juno", "Ivo + Juno"),
    (SIGNS, "Hope", AMBIGUOUS),  # sage's display name, or the login hope
    (SIGNS, "@hope", "hope"),
    (SIGNS, "Will", "hope"),
    (SIGNS, "Will's", "hope"),
    (SIGNS, "Wren, hope he flips scum", "Wren"),  # a clause after the comma
    (SIGNS, "Wren, Hope he is scum", AMBIGUOUS),  # a name typed so: Wren, or Hope
    (SIGNS, "Wren and hope they flip", "Wren"),
    # players named like common words, in a sentence
    (COMMON, "Ivo because he will lie", "Ivo"),
    (COMMON, "Will because he lied", "Will"),
    (COMMON, "Hope, I think", "Hope"),
    (COMMON, "Sage, she is scum", "Sage"),
    (COMMON, "Juno, you know why", "Juno"),
    (COMMON, "Juno, will he flip", "Juno"),
    (COMMON, "Juno, Will", AMBIGUOUS),
    (COMMON, "Ivo, will explain later", AMBIGUOUS),  # Ivo, or Ivo and Will: reported
    (COMMON, "Ivo and hope", AMBIGUOUS),
    (COMMON, "Rose", "Rose"),
    # run together with invisible or wide characters
    (RUN, "Wren\u200bof\u200bthe\u200bMarsh", "Wren of the Marsh"),
    (RUN, "Old\u00a0Tom\u00a0Lark", "Old Tom Lark"),
    (RUN, "Ivo\uff12", "Ivo2"),
    (RUN, "OldTom", "Old Tom Lark"),
    (RUN, "old-tom", "Old Tom Lark"),
    (HYPHENED, "Mary", AMBIGUOUS),
    (HYPHENED, "MaryAnn", "Mary-Ann"),
    (HYPHENED, "Mary Kate", "Mary-Kate"),
    (HYPHENED, "Ann", "Ann"),
    (HYPHENED, "ONeil", "O'Neil"),
    (HYPHENED, "O Neil", "O'Neil"),
    (HYPHENED, "Neil", "Neil"),
    # a third pass: another player's name in brackets after a name (a remark otherwise)
    (BRACKETED, "Ivo (Lark)", AMBIGUOUS),  # was Ivo
    (BRACKETED, "Kestrel (Ivo)", AMBIGUOUS),  # was Kestrel
    (BRACKETED, "Ivo (Ivy)", AMBIGUOUS),  # Juno's alias; was Ivo
    (BRACKETED, "Ivy (Juno)", "Juno"),
    (BRACKETED, "Juno/Ivy", "Juno"),
    (BRACKETED, "Ivy/Ivo", AMBIGUOUS),
    (BRACKETED, "Ivo (lol)", "Ivo"),
    (BRACKETED, "Ivo (the cop)", "Ivo"),
    (BRACKETED, "Ivo (Kes)", "Ivo"),  # a shortened name in brackets: a remark
    (BRACKETED, "JRR Wren", "J.R.R. Wren"),
    (BRACKETED, "JRRWren", "J.R.R. Wren"),
    (BRACKETED, "@@Ivo", "Ivo"),
    (BRACKETED, "Ivo\u2014", "Ivo"),
    (BRACKETED, "Ivo \u2013 for now", "Ivo"),
    (NUMBERED_TOO, "Ivo_1", "Ivo_01"),
    (NUMBERED_TOO, "Ivo-02", "Ivo_02"),
    (NUMBERED_TOO, "Ivo0", AMBIGUOUS),
    (NUMBERED_TOO, "Juno", AMBIGUOUS),
    (NUMBERED_TOO, "Juno X", "Juno_x"),
    (NUMBERED_TOO, "JunoY", "Juno_y"),
    (NUMBERED_TOO, "Juno z", AMBIGUOUS),
    # review21n: the bracket with more after it (was Ivo), a word in lowercase after a
    # capitalised name (was AMBIGUOUS: "dude" Jude's typo, "mate" Mateo's start)
    (BRACKETED, "Ivo (Lark) lol", AMBIGUOUS),
    (BRACKETED, "Ivo (Lark) // reasons", AMBIGUOUS),
    (BRACKETED, "Ivo (Lark) | reasons", AMBIGUOUS),
    (BRACKETED, "Ivo (lol) // reasons", "Ivo"),
    (BRACKETED, "Ivo (the cop) for now", "Ivo"),
    (BRACKETED, "Ivy (Juno) lol", "Juno"),
    (TAGGED, "Ivo#1234", AMBIGUOUS),  # a tag telling Ivo#5678 from Ivo (was Ivo)
    (TAGGED, "Ivo#5678", "Ivo#5678"),
    (TAGGED, "Lark#1234", "Lark"),
    (VOCATIVE, "Ivo dude", "Ivo"),
    (VOCATIVE, "Ivo mate", "Ivo"),
    (VOCATIVE, "Ivo bro", "Ivo"),
    (VOCATIVE, "Ivo maybe", "Ivo"),
    (VOCATIVE, "Theo Kestr", AMBIGUOUS),
    (VOCATIVE, "Ivo Brod", AMBIGUOUS),
    (VOCATIVE, "IVO BROD", AMBIGUOUS),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_eighth_zoo(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)
