"""The thirteenth names round (``namezoo26``) reviewed for misfires (``review26n``):
invented lookups at the edges of its rules, read through ``parse_post`` as a vote. A title
glued on a login (``written.titles_spelt``): "MissTake", "MrBean" beside Bean, "DocBrown"
beside Brown, logins in capitals ("DOCK", "MISSY", "MRBean"), a title typed alone beside a
login with a one-letter rest ("Mister" beside MrX: no typo of Mister X), another player
with that name in any spelling; an accent typed (``alike.told_apart``) by chance, wrongly,
or as a Cyrillic letter that looks like an accented Latin one ("Zoё" beside Zoë and Zoe);
numbers past twelve in words (``written.numbered``); the new title forms capt/cpt/sgt on
spaced names. Each case says what a host reads: the player, AMBIGUOUS (reported with the
players it may mean, never guessed) or nobody. Names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser.names.fold import letters
from votecount.parser.names.written import titles_spelt

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import CYR_O, THIRTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=THIRTEENTH_OTHERS)

CY_IO = "\u0451"  # Cyrillic small io, which looks like a Latin "ë"
CY_YI = "\u0457"  # Cyrillic small yi, which looks like a Latin "ï"

MISS = _roster("MissTake", "Take", "Ivo", "Juno")
BEAN = _roster("MrBean", "Bean", "Ivo", "Juno")
DOCB = _roster("DocBrown", "Brown", "Ivo", "Juno")
ANOTHER = _roster("MrIvo", "Mister_Ivo", "DrLark", "Doc Lark", "Juno")
ANOTHER2 = _roster("MsAmber", "Miss.Amber", "Juno", "Lark")
CAPS = _roster("DRAGON", "MISSY", "DOCK", "CAPTAIN", "Ivo", "Juno")
CAPS2 = _roster("MRBean", "Bean", "MSPaint", "DR_WHO", "Who", "Ivo")
CAPS3 = _roster("PROFESSOR", "MISTER", "DOCTOR", "Ivo", "Juno")
ONELETTER = _roster("MrX", "DrK", "CptA", "MsJ", "ProfZ", "SgtB", "Ivo", "Juno")
SPACED1 = _roster("Mr X", "Dr K", "Sgt B", "Ivo", "Juno")
MISSY = _roster("Missy_Ray", "MsYvonne", "Ivo", "Juno")
LOWER = _roster("dr_who", "ms_paint", "mr_x", "Who", "Ivo", "Juno")
MRS = _roster("MrsWren", "MrWren", "Wren", "Ivo")
PROF = _roster("ProfOak", "Oak", "Oakley", "Ivo")
MISSF = _roster("MissFortune", "Fortune", "Ivo", "Juno")
ZOE = _roster("Zoë", "Zoe", "Ivo", "Juno")
ZOECY = _roster(f"Zo{CY_IO}", "Zoë", "Zoe", "Ivo")
ZOECY2 = _roster(f"Zo{CY_IO}", "Zoe", "Ivo", "Juno")
ALENA = _roster(f"Ал{CY_IO}на", "Алена", "Ivo", "Juno")
KIT = _roster(f"K{CY_YI}t", "Kït", "Kit", "Ivo")
RENEE = _roster("Renée", "Rénee", "Renee", "Ivo")
NOEL = _roster("Noël", "Noel", "Noelle", "Ivo")
ACC3 = _roster("José", "Jose", "Josie", "Ivo")
CYRIVO = _roster(f"Iv{CYR_O}", "Ivo", "Ivó", "Juno")
ISIK = _roster("Işık", "Isik", "Ivo")
CHLOE = _roster("Chloë", "Chloe", "Ivo")
PILOTS = _roster("Twenty One Pilots", "21 Pilots", "Ivo", "Juno")
SEAS = _roster("Seven Seas", "Seven", "Ivo", "Juno")
CATCH = _roster("Catch22", "Catch", "Ivo", "Juno")
ZERO = _roster("Juno0", "Juno", "Ivo", "Zero Cool")
TWENTY = _roster("Twenty", "Ivo20", "Ivo", "Juno")
TENS = _roster("Lark20", "Lark2", "Lark", "Ivo")
TENS2 = _roster("Lark90", "Lark9", "Lark", "Ivo")
TENS3 = _roster("Wren21", "Wren20", "Wren", "Ivo")
SIXTY = _roster("Sixty", "Sixtyfour", "Ivo")
TT = _roster("Ivo2020", "Ivo20", "Ivo", "Juno")
THIRT = _roster("Thirteenth Hour", "Ivo13", "Ivo")
CPT = _roster("Cpt Juno", "Juno", "Ivo")
CPT2 = _roster("Cpt Juno", "Capt Juno", "Ivo")
SGT = _roster("Sgt Pepper", "Pepper", "Ivo")
HOOK = _roster("Captain Hook", "Hook", "Ivo")
HOOK2 = _roster("Hook", "Ivo", "Juno")
SGTM = _roster("Sgt Major", "Major", "Ivo")

CASES = [
    # a title glued on a login (written.titles_spelt): a real word, a login in capitals,
    # a title typed alone beside a login with a one-letter rest; another player's spelling
    (MISS, "Ms Take", "MissTake"),  # the round's (Take before)
    (MISS, "Miss Take", "MissTake"),
    (MISS, "Take", "Take"),
    (MISS, "Mistake", "MissTake"),
    (BEAN, "Mister Bean", "MrBean"),  # the round's (Bean before)
    (BEAN, "Mr. Bean", "MrBean"),
    (BEAN, "Bean", "Bean"),
    (BEAN, "Mister", None),
    (DOCB, "Dr Brown", "DocBrown"),  # the round's (Brown before)
    (DOCB, "Doc Brown", "DocBrown"),
    (DOCB, "Brown", "Brown"),
    (ANOTHER, "Mister Ivo", "Mister_Ivo"),
    (ANOTHER, "Mr Ivo", "MrIvo"),
    (ANOTHER, "Doctor Lark", AMBIGUOUS),  # the round's (Doc Lark before)
    (ANOTHER, "Dr Lark", "DrLark"),
    (ANOTHER, "Doc Lark", "Doc Lark"),
    (ANOTHER2, "Ms Amber", "MsAmber"),
    (ANOTHER2, "Miss Amber", "Miss.Amber"),
    (CAPS, "Doctor", None),  # misfire: DOCK on main
    (CAPS, "Dr K", None),  # misfire: DOCK on main
    (CAPS, "Doc K", "DOCK"),
    (CAPS, "Dragon", "DRAGON"),
    (CAPS, "Missy", "MISSY"),
    (CAPS, "Captain", "CAPTAIN"),
    (CAPS2, "Mister Bean", "MRBean"),  # the round's (Bean before)
    (CAPS2, "Miss Paint", "MSPaint"),
    (CAPS2, "Doctor Who", "DR_WHO"),  # the round's (Who before)
    (CAPS2, "Who", "Who"),
    (CAPS2, "Bean", "Bean"),
    (CAPS3, "Professor", "PROFESSOR"),
    (CAPS3, "Mister", "MISTER"),
    (CAPS3, "Doctor", "DOCTOR"),
    (ONELETTER, "Mister", None),  # misfire: MrX on main
    (ONELETTER, "Doctor", None),  # misfire: DrK on main
    (ONELETTER, "Captain", None),  # misfire: CptA on main
    (ONELETTER, "Miss", None),  # misfire: MsJ on main
    (ONELETTER, "Professor", None),  # misfire: ProfZ on main
    (ONELETTER, "Sergeant", None),  # misfire: SgtB on main
    (ONELETTER, "Capt", None),  # misfire: CptA on main
    (ONELETTER, "Mister X", "MrX"),
    (ONELETTER, "Doctor K", "DrK"),
    (ONELETTER, "Captain A", "CptA"),
    (ONELETTER, "Sergeant B", "SgtB"),
    (ONELETTER, "Miss J", "MsJ"),
    (ONELETTER, "Mistr X", "MrX"),
    (SPACED1, "Mister", None),  # misfire: Mr X on main
    (SPACED1, "Doctor", None),  # misfire: Dr K on main
    (SPACED1, "Sergeant", None),  # misfire: Sgt B on main
    (SPACED1, "Mister X", "Mr X"),
    (SPACED1, "Doctor K", "Dr K"),
    (MISSY, "Missy", "Missy_Ray"),
    (MISSY, "Miss Yvonne", "MsYvonne"),
    (LOWER, "Doctor Who", "dr_who"),  # the round's (Who before)
    (LOWER, "Miss Paint", "ms_paint"),
    (LOWER, "Mister X", "mr_x"),
    (LOWER, "Who", "Who"),
    (MRS, "Missus Wren", "MrsWren"),  # the round's (Wren before)
    (MRS, "Mister Wren", "MrWren"),  # the round's (Wren before)
    (MRS, "Mrs Wren", "MrsWren"),
    (MRS, "Wren", "Wren"),
    (PROF, "Professor Oak", "ProfOak"),  # the round's (Oak before)
    (PROF, "Oak", "Oak"),
    (MISSF, "Ms Fortune", "MissFortune"),  # the round's (Fortune before)
    (MISSF, "Fortune", "Fortune"),
    # an accent typed (alike.told_apart): by chance, a wrong one, a Cyrillic letter that
    # looks like an accented Latin one ("ё" like "ë", "ї" like "ï")
    (ZOE, "Zoë", "Zoë"),  # the round's (AMBIGUOUS before)
    (ZOE, "Zoe", AMBIGUOUS),
    (ZOE, "Zoé", AMBIGUOUS),
    (ZOE, f"Zo{CY_IO}", "Zoë"),  # misfire: AMBIGUOUS on main
    (ZOE, "Zöe", AMBIGUOUS),
    (ZOECY, "Zoë", AMBIGUOUS),  # misfire: Zoë on main
    (ZOECY, f"Zo{CY_IO}", AMBIGUOUS),
    (ZOECY, "Zoe", AMBIGUOUS),
    (ZOECY2, "Zoë", f"Zo{CY_IO}"),  # misfire: AMBIGUOUS on main
    (ZOECY2, "Zoe", AMBIGUOUS),
    (ALENA, f"Ал{CY_IO}на", f"Ал{CY_IO}на"),  # misfire: AMBIGUOUS on main
    (ALENA, "Алена", AMBIGUOUS),
    (KIT, "Kït", AMBIGUOUS),  # misfire: Kït on main
    (KIT, f"K{CY_YI}t", AMBIGUOUS),
    (KIT, "Kit", AMBIGUOUS),
    (RENEE, "Rénee", "Rénee"),  # the round's (AMBIGUOUS before)
    (RENEE, "Rénée", AMBIGUOUS),
    (RENEE, "Renee", AMBIGUOUS),
    (NOEL, "Noël", "Noël"),  # the round's (AMBIGUOUS before)
    (NOEL, "Noel", AMBIGUOUS),
    (NOEL, "Noëlle", "Noelle"),
    (ACC3, "Josè", AMBIGUOUS),
    (ACC3, "JOSÉ", "José"),  # the round's (AMBIGUOUS before)
    (CYRIVO, "Ivó", "Ivó"),  # the round's (AMBIGUOUS before)
    (CYRIVO, f"Iv{CYR_O}", AMBIGUOUS),
    (CYRIVO, "Ivò", AMBIGUOUS),
    (ISIK, "Işık", "Işık"),  # the round's (AMBIGUOUS before)
    (ISIK, "Işik", AMBIGUOUS),
    (CHLOE, "Chloé", AMBIGUOUS),
    # numbers past twelve in words (written.numbered): a number in a band's name, a tens
    # word then a unit word, zero, a tens word alone as a player's name
    (PILOTS, "21 Pilots", "21 Pilots"),
    (PILOTS, "Twenty One Pilots", "Twenty One Pilots"),
    (PILOTS, "Twenty-One Pilots", "Twenty One Pilots"),
    (SEAS, "7 Seas", "Seven Seas"),
    (SEAS, "Seven", "Seven"),
    (CATCH, "Catch Twenty Two", "Catch22"),  # the round's (Catch before)
    (CATCH, "Catch Twenty", "Catch"),
    (ZERO, "Juno Zero", "Juno0"),
    (ZERO, "Zero", "Zero Cool"),
    (ZERO, "0 Cool", "Zero Cool"),
    (TWENTY, "Twenty", "Twenty"),
    (TWENTY, "Ivo Twenty", "Ivo20"),  # the round's (AMBIGUOUS before)
    (TENS, "Lark Twenty", "Lark20"),  # the round's (Lark before)
    (TENS, "Lark Two", "Lark2"),
    (TENS, "Lark Twenty Two", "Lark"),
    (TENS2, "Lark Ninety", "Lark90"),  # the round's (Lark before)
    (TENS2, "Lark Nine", "Lark9"),
    (TENS3, "Wren Twenty One", "Wren21"),  # the round's (Wren before)
    (TENS3, "Wren Twenty First", "Wren21"),  # the round's (Wren before)
    (TENS3, "Wren Twenty 1", "Wren"),
    (SIXTY, "Sixty", "Sixty"),
    (SIXTY, "Sixty-Four", "Sixtyfour"),
    (TT, "Ivo Twenty Twenty", "Ivo2020"),  # the round's (Ivo before)
    (TT, "Ivo Twenty", "Ivo20"),  # the round's (Ivo before)
    (THIRT, "Ivo Thirteen", "Ivo13"),  # the round's (AMBIGUOUS before)
    (THIRT, "13th Hour", "Thirteenth Hour"),
    # the new title forms on spaced names (capt/captain/cpt, sgt/sergeant)
    (CPT, "Capt Juno", "Cpt Juno"),  # the round's (Juno before)
    (CPT, "Captain Juno", "Cpt Juno"),  # the round's (Juno before)
    (CPT, "Juno", "Juno"),
    (CPT2, "Capt Juno", "Capt Juno"),
    (CPT2, "Captain Juno", AMBIGUOUS),
    (SGT, "Sergeant Pepper", "Sgt Pepper"),  # the round's (AMBIGUOUS before)
    (SGT, "Pepper", "Pepper"),
    (HOOK, "Capt Hook", "Captain Hook"),  # the round's (Hook before)
    (HOOK, "Hook", "Hook"),
    (HOOK2, "Capt Hook", "Hook"),
    (HOOK2, "Sgt Hook", "Hook"),
    (SGTM, "Sergeant Major", "Sgt Major"),  # the round's (AMBIGUOUS before)
    (SGTM, "Major", "Major"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_review26n(roster, written, meant):
    assert_vote_meant(roster, written, meant, VOTER)


@pytest.mark.parametrize(
    ("roster", "written", "among"),
    [
        (ZOECY, "Zoë", {"Zoë", f"Zo{CY_IO}"}),  # Zoё looks like Zoë: no accent tells them apart
        (KIT, "Kït", {"Kït", f"K{CY_YI}t"}),
        (KIT, f"K{CY_YI}t", {"Kït", f"K{CY_YI}t"}),
    ],
)
def test_lookalike_of_an_accent_stays_ambiguous(roster, written, among):
    found = roster.resolve(written)
    assert found.status.name == "AMBIGUOUS"
    assert among <= set(found.candidates)


def test_lookalikes_with_their_marks():
    assert letters(f"Zo{CY_IO}") == letters("Zoë") != letters("Zoe")
    assert letters(f"K{CY_YI}t") == letters("Kït") != letters("Kit")
    assert letters(f"Iv{CYR_O}") == letters("Ivo")  # a Cyrillic "о" is a Latin "o"


@pytest.mark.parametrize(
    ("name", "spelt"),
    [
        ("DOCK", set()),  # a word in capitals: no "Dr K"
        ("DRAGON", set()),
        ("MISSY", set()),
        ("CAPTAIN", set()),
        ("MRBean", {"mister Bean"}),  # capitals, then a capital and a small letter
        ("MSPaint", {"miss Paint"}),
        ("DR_WHO", {"doctor WHO", "doc WHO"}),  # an underscore joins any case
        ("MrX", {"mister X"}),
        ("DrLark", {"doctor Lark", "doc Lark"}),
    ],
)
def test_glued_titles(name, spelt):
    assert titles_spelt(name) == spelt
