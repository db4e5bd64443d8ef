"""Names on unseen players, fourteenth round (``namezoo27``), two players colliding on each
of its axes: a title typed alone ("Doc") beside DocIvo and a name it starts or another
title's player; a title spelt out in one word ("Mistery" for MrY) beside a name it is
mistyped; a key beside a letter hit on a name of three letters beside a second name as
near ("Ivp" beside Ivo and Ivy); a role claim glued on beside a player of that word;
digits for letters, Roman numerals, stops and underscores, letters spelt apart, sound-
alikes, an apostrophe, logins that differ only in case or a trailing digit, a bracketed
nickname, a hashtag, an ellipsis, a plural and common-word logins, each beside a second
player. Read through ``parse_post`` and ``Roster.resolve``; names invented."""

from __future__ import annotations

from functools import partial

import pytest

from votecount.parser import Player, Roster

from ..helpers import AMBIGUOUS, assert_vote_meant
from .zoo import CYR_I, FOURTEENTH_OTHERS, VOTER, roster

_roster = partial(roster, others=FOURTEENTH_OTHERS)

CASES = [
    # "Doc" for DocIvo: the title alone beside another name it starts, or another doctor
    (_roster("DocIvo", "Doctorow", "Juno", "Lark"), "Doc", AMBIGUOUS),
    (_roster("DocIvo", "Dockery", "Juno", "Lark"), "Doc", AMBIGUOUS),
    (_roster("DocIvo", "DrLark", "Juno", "Wren"), "Doc", AMBIGUOUS),
    (_roster("DocIvo", "Doc Lark", "Juno", "Wren"), "Doc", AMBIGUOUS),
    (_roster("DocIvo", "Dr_Wren", "Juno", "Lark"), "doc", AMBIGUOUS),
    (_roster("DocIvo", "Ivo", "Juno", "Lark"), "Doc", "DocIvo"),  # no other doctor
    (_roster("DocIvo", "Doctorow", "Juno", "Lark"), "DocIvo", "DocIvo"),
    (_roster("DocIvo", "Doctorow", "Juno", "Lark"), "Doctorow", "Doctorow"),
    (_roster("DocIvo", "Doctorow", "Juno", "Lark"), "Doct", AMBIGUOUS),  # review26n
    (_roster("DocIvo", "Doctorow", "Juno", "Lark"), "Doctoro", "Doctorow"),
    (_roster("DocIvo", "DrLark", "Juno", "Wren"), "Doc Lark", "DrLark"),
    (_roster("DocIvo", "DrLark", "Juno", "Wren"), "Doc Ivo", "DocIvo"),
    (_roster("Sir Wren", "Sirocco", "Juno", "Lark"), "Sir", AMBIGUOUS),
    (_roster("Lady Ember", "Ladybird", "Juno", "Lark"), "Lady", AMBIGUOUS),
    (_roster("MrJuno", "MrsLark", "Ivo", "Wren"), "Mr", AMBIGUOUS),
    (_roster("Doc", "DocIvo", "Juno", "Lark"), "Doc", "Doc"),  # a player so named
    (_roster("Kes Doc", "Doctorow", "Juno", "Lark"), "Kes", "Kes Doc"),
    # "Mistery": MrY spelt out in one word, or another's name mistyped
    (_roster("MrY", "Mystery", "Juno", "Lark"), "Mistery", AMBIGUOUS),
    (_roster("MrY", "Mystery", "Juno", "Lark"), "Mister Y", "MrY"),
    (_roster("MrY", "Mystery", "Juno", "Lark"), "Mr Y", "MrY"),
    (_roster("MrY", "Mystery", "Juno", "Lark"), "Mystery", "Mystery"),
    (_roster("MrY", "Mystery", "Juno", "Lark"), "mystery", "Mystery"),
    (_roster("MrY", "Misty", "Juno", "Lark"), "Mistery", "MrY"),
    (_roster("MrIvo", "Misterivy", "Juno", "Lark"), "Mister Ivo", "MrIvo"),
    (_roster("MrIvo", "Misterivy", "Juno", "Lark"), "Misterivo", AMBIGUOUS),
    (_roster("MsJuno", "Missjune", "Ivo", "Lark"), "Miss Juno", "MsJuno"),
    (_roster("DrLark", "Doctorlark", "Ivo", "Juno"), "Doctor Lark", "Doctorlark"),
    # fullwidth letters beside a Cyrillic twin; the ASCII name beside it
    (_roster("Ivo", f"{CYR_I}vo", "Juno", "Lark"), "Ivo", AMBIGUOUS),
    (_roster("Ivo", "Juno", "Lark", "Wren"), "Ｉｖｏ", "Ivo"),
    # "Ivo Seventeen" beside numbered twins
    (_roster("Ivo7", "Ivo17", "Juno", "Lark"), "Ivo Seventeen", "Ivo17"),
    (_roster("Ivo7", "Ivo17", "Juno", "Lark"), "Ivo Seven", "Ivo7"),
    (_roster("Ivo7", "Ivo70", "Juno", "Lark"), "Ivo Seventy", "Ivo70"),
    # a key beside a letter hit, on a name of three letters
    (_roster("Ivo", "Ivy", "Juno", "Lark"), "Ivp", None),  # Ivy is as near
    (_roster("Ivo", "Iva", "Juno", "Lark"), "Ivp", None),
    (_roster("Ivo", "Ivy", "Juno", "Lark"), "Ivt", None),
    (_roster("Ivo", "Iv", "Juno", "Lark"), "Ivp", None),
    (_roster("Ivo", "Ivy", "Juno", "Lark"), "Ico", "Ivo"),  # Ivy is two letters away
    (_roster("Ivo", "Ian", "Juno", "Lark"), "Ibo", "Ivo"),
    (_roster("Ivo", "Ivor", "Juno", "Lark"), "Ivp", "Ivo"),
    (_roster("Ivo", "Ivo2", "Juno", "Lark"), "Ivp", "Ivo"),
    (_roster("Kat", "Kit", "Juno", "Lark"), "Kst", None),  # Kit: one letter away too
    (_roster("Tom", "Tim", "Juno", "Lark"), "Ton", "Tom"),  # "n" beside "m", not "i"
    (_roster("Tom", "Ton", "Juno", "Lark"), "Ton", "Ton"),
    (_roster("Ivo", "Ivp", "Juno", "Lark"), "Ivp", "Ivp"),
    (_roster("Al", "Ed", "Juno", "Lark"), "Sl", None),  # two letters: never read so
    (_roster("Jo", "Ed", "Ivo", "Lark"), "Ko", None),
    (_roster("Juno", "Jynx", "Ivo", "Lark"), "Jyno", AMBIGUOUS),
    (_roster("Juno", "Judo", "Ivo", "Lark"), "Jubo", AMBIGUOUS),
    (_roster("Lark", "Park", "Ivo", "Juno"), "Kark", AMBIGUOUS),
    (_roster("Wren", "Wrin", "Ivo", "Juno"), "Wrwn", AMBIGUOUS),
    (_roster("Juno", "Jyno", "Ivo", "Lark"), "Jyno", "Jyno"),
    (_roster("Meg", "Juno", "Ivo", "Lark"), "meh", None),  # a word said for itself
    (_roster("Yew", "Juno", "Ivo", "Lark"), "yes", None),
    (_roster("Nan", "Juno", "Ivo", "Lark"), "nah", None),
    (_roster("Meg", "Juno", "Ivo", "Lark"), "Meh", None),
    # a role claim glued on beside a player of that word
    (_roster("Ivo", "Town", "Juno", "Lark"), "IvoTown", AMBIGUOUS),
    (_roster("Ivo", "Cop", "Juno", "Lark"), "IvoCop", AMBIGUOUS),
    (_roster("Ivo", "IvoTown", "Juno", "Lark"), "IvoTown", "IvoTown"),
    (_roster("Ivo", "Townsend", "Juno", "Lark"), "Ivo town", "Ivo"),
    (_roster("Home", "Juno", "Lark", "Ivo"), "Hometown", None),  # a word, no Home run on
    (_roster("Mid", "Juno", "Lark", "Ivo"), "Midtown", None),
    (_roster("Ivo", "Juno", "Lark", "Wren"), "Ivotown", None),
    (_roster("Lark", "Larkdoc", "Ivo", "Juno"), "LarkDoc", "Larkdoc"),
    # digits for letters beside a second name
    (_roster("Lark", "Lurk", "Ivo", "Juno"), "L4rk", AMBIGUOUS),
    (_roster("Ivo", "Ivo1", "Juno", "Lark"), "1vo", "Ivo"),
    (_roster("L4rk", "Lark", "Ivo", "Juno"), "L4rk", "L4rk"),
    (_roster("Emb3r", "Ember", "Ivo", "Juno"), "Emb3r", "Emb3r"),
    # Roman numerals beside a second name
    (_roster("Ivo2", "Ivo", "Juno", "Lark"), "Ivo II", "Ivo2"),
    (_roster("Ivo2", "Ivo3", "Juno", "Lark"), "Ivo III", "Ivo3"),
    (_roster("Ivo2", "Ivo3", "Juno", "Lark"), "Ivo IV", None),
    (_roster("Ivo2", "Ivo", "Juno", "Lark"), "Ivo the Second", "Ivo2"),
    (_roster("Lark", "Lark2", "Ivo", "Juno"), "Lark I", AMBIGUOUS),
    (_roster("Ivo", "Juno", "Lark", "Wren"), "Ivo II", "Ivo"),
    # a stop or an underscore beside the name without it
    (_roster("j.uno", "Juno", "Ivo", "Lark"), "juno", AMBIGUOUS),
    (_roster("j.uno", "Juno", "Ivo", "Lark"), "j uno", AMBIGUOUS),
    (_roster("dark_lark", "Lark", "Ivo", "Juno"), "dark lark", "dark_lark"),
    (_roster("dark_lark", "Lark", "Ivo", "Juno"), "lark", "Lark"),
    (_roster("dark_lark", "dark lark", "Ivo", "Juno"), "dark lark", AMBIGUOUS),
    (_roster("dark_lark", "DarkLark", "Ivo", "Juno"), "darklark", AMBIGUOUS),
    # letters spelt apart beside a second name
    (_roster("Ivo", "Ivy", "Juno", "Lark"), "I V O", "Ivo"),
    (_roster("Lark", "Lurk", "Ivo", "Juno"), "L A R K", "Lark"),
    # typed as it sounds beside a second name
    (_roster("Marlow", "Marley", "Ivo", "Juno"), "Marlo", "Marlow"),
    (_roster("Saffron", "Saffie", "Ivo", "Juno"), "Saffy", AMBIGUOUS),
    (_roster("Tansy", "Tansey", "Ivo", "Juno"), "Tanzy", "Tansy"),
    (_roster("Kat", "Cat", "Ivo", "Juno"), "Kat", "Kat"),
    (_roster("Wren", "Ren", "Ivo", "Juno"), "Ren", "Ren"),
    (_roster("Wren", "Juno", "Ivo", "Lark"), "Ren", "Wren"),
    # an apostrophe beside the name without it
    (_roster("O'Brien", "Brien", "Ivo", "Juno"), "OBrien", "O'Brien"),
    (_roster("O'Brien", "O'Brian", "Ivo", "Juno"), "OBrien", "O'Brien"),
    (_roster("D'Arcy", "Darcy", "Ivo", "Juno"), "DArcy", AMBIGUOUS),
    (_roster("D'Arcy", "Darcy", "Ivo", "Juno"), "Darcy", AMBIGUOUS),
    # logins that differ only in case, or by a trailing digit
    (_roster("Ivo", "IVO", "Juno", "Lark"), "Ivo", AMBIGUOUS),  # a case typed by habit
    (_roster("Ivo", "IVO", "Juno", "Lark"), "IVO", AMBIGUOUS),
    (_roster("Ivo", "IVO", "Juno", "Lark"), "ivo", AMBIGUOUS),
    (_roster("LarkWren", "Larkwren", "Ivo", "Juno"), "LarkWren", AMBIGUOUS),
    (_roster("Ivo", "Ivo1", "Juno", "Lark"), "Ivo", "Ivo"),
    (_roster("Ivo", "Ivo1", "Juno", "Lark"), "Ivo1", "Ivo1"),
    (_roster("Ivo", "Ivo1", "Juno", "Lark"), "ivo 1", "Ivo1"),
    (_roster("Ivo1", "Ivo2", "Juno", "Lark"), "Ivo", AMBIGUOUS),
    (_roster("Ivo1", "Ivo2", "Juno", "Lark"), "Ivo 2", "Ivo2"),
    # a bracketed nickname beside a second player
    (_roster("Juno (JJ)", "JJ", "Ivo", "Lark"), "JJ", "JJ"),
    (_roster("Juno (JJ)", "Jay", "Ivo", "Lark"), "JJ", "Juno (JJ)"),
    (_roster("Juno (JJ)", "Jojo (JJ)", "Ivo", "Lark"), "JJ", AMBIGUOUS),
    (_roster("Juno (JJ)", "Jojo (JJ)", "Ivo", "Lark"), "Juno", "Juno (JJ)"),
    # a hashtag beside a second name
    (_roster("Ivo", "#Ivo", "Juno", "Lark"), "#Ivo", AMBIGUOUS),
    (_roster("Ivo", "Ivory", "Juno", "Lark"), "#Ivo", "Ivo"),
    # an ellipsis beside a second name
    (_roster("Bramble", "Bramwell", "Ivo", "Juno"), "Bram…", AMBIGUOUS),
    (_roster("Bramble", "Bramwell", "Ivo", "Juno"), "Brambl…", "Bramble"),
    (_roster("Bramble", "Bram", "Ivo", "Juno"), "Bram…", "Bram"),
    # a plural beside a second name
    (_roster("Ivo", "Ivos", "Juno", "Lark"), "Ivos", "Ivos"),
    (_roster("Ivo", "Ivosa", "Juno", "Lark"), "Ivos", AMBIGUOUS),
    (_roster("Juno", "Junos", "Ivo", "Lark"), "Juno", "Juno"),
    # common-word logins side by side
    (_roster("Ember", "Fire", "Ivo", "Juno"), "fire ember", AMBIGUOUS),
    (_roster("Ember", "Fire", "Ivo", "Juno"), "Ember Fire", AMBIGUOUS),
    (_roster(Player("Ember", aliases=("Emmy",)), "Fire", "Ivo", "Juno"), "Emmy", "Ember"),
]


@pytest.mark.parametrize(("roster", "written", "meant"), CASES)
def test_fourteenth_zoo_more(roster: Roster, written: str, meant: str | None) -> None:
    assert_vote_meant(roster, written, meant, VOTER)


RESOLVED = [
    # ``Roster.resolve``, as host posts read names
    (_roster("DocIvo", "Doctorow", "Juno", "Lark"), "Doc", AMBIGUOUS),
    (_roster("DocIvo", "Juno", "Lark", "Wren"), "Doc", "DocIvo"),
    (_roster("MrY", "Mystery", "Juno", "Lark"), "Mistery", AMBIGUOUS),
    (_roster("MrY", "Mystery", "Juno", "Lark"), "Mister Y", "MrY"),
    (_roster("Ivo", "Juno", "Lark", "Wren"), "Ivp", "Ivo"),
    (_roster("Ivo", "Ivy", "Juno", "Lark"), "Ivp", None),
]


@pytest.mark.parametrize(("roster", "text", "meant"), RESOLVED)
def test_fourteenth_zoo_resolve(roster: Roster, text: str, meant: str | None) -> None:
    found = roster.resolve(text)
    if meant == AMBIGUOUS:
        assert found.status.name == "AMBIGUOUS" and len(found.candidates) >= 2
    elif meant is None:
        assert found.status.name == "UNKNOWN"
    else:
        assert found.player == meant
