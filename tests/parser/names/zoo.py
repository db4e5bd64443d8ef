"""The names zoo's shared roster (test_zoo_*.py and their reviews): the voter every case
votes as, and the roster of a case's players beside him. From the eleventh round on, each
round fills its rosters to twelve or more with players no case names (its ``*_OTHERS``),
so that a rule is read against a game-sized roster. Every name here was invented."""

from __future__ import annotations

import unicodedata

from votecount.parser.names.players import Player, Roster

VOTER = "Wanderer"
ELEVENTH_OTHERS = ("Quillon", "Oakheart", "Pebblesworth", "Fennimore", "Nutmeg", "Gorse", "Dapple")
# of every login style
TWELFTH_OTHERS = ("Quillon_42", "Oakheart 🌲", "Пётр", "xXGorseXx", "FennimoreLongbottom", "Nutmeg")
THIRTEENTH_OTHERS = (
    "Thistle_88",
    "Hollowmere 🍂",
    "Степан",
    "xXSorrelXx",
    "PemberlyAshcombe",
    "Clove",
)
FOURTEENTH_OTHERS = (
    "Quillfeather_21",
    "Mossgrove 🍃",
    "Зоряна",
    "xXNettleXx",
    "HawthorneBellweather",
    "Clementine.R",
)
FIFTEENTH_OTHERS = (
    "Marchbank_19",
    "Ashfield 🌾",
    "Ярослава",
    "xXBriarXx",
    "CorvinaWhitlock",
    "Perrin.K",
)


def roster(
    *names: str | Player, others: tuple[str, ...] = (), aliases: dict[str, str] | None = None
) -> Roster:
    """The players ``names`` (a name or a ``Player``), then ``others``, then the voter."""
    players = [n if isinstance(n, Player) else Player(n) for n in (*names, *others, VOTER)]
    return Roster(players, aliases=aliases)


# letters a name may hide: joiners and soft hyphens typed in, Cyrillic look-alikes
ZWJ = "\u200d"
SHY = "\u00ad"
ZWSP = "\u200b"
CYR_O = "\u043e"  # Cyrillic small o
CYR_A = "\u0430"  # Cyrillic small a
CYR_E = "\u0435"  # Cyrillic small ie
CYR_I = "\u0406"  # Cyrillic capital byelorussian-ukrainian i


def nfd(text: str) -> str:
    return unicodedata.normalize("NFD", text)
