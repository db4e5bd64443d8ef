"""Review of initzoo24's list rules (review24r): invented lines at the edges of the comma
line of names some never posted, the vote count's lines in a list post, a spoiler beside
a name, "aka" a known login, a struck name's fate and a shorter list's worded
replacement. Each misfire found on main is here with the guards around it."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole import bold, numbered, strike

THREE = SLOTS[:3]


# -- a comma line: a word that names no one is no slot -----------------------------------
@pytest.mark.parametrize(
    "last",
    ["Town", "Hunter", "Detective", "Medic", "Miller", "Mafioso", "Host", "Mod", "Backup",
     "Thanks", "Cheers", "Everyone", "Anyone", "Nobody", "Lol", "Me", "You", "Yes", "TBD",
     "Pending", "Open", "Signups", "Friday", "Monday", "Night"],
)  # fmt: skip
def test_a_comma_line_ending_in_a_word_that_names_no_one(last):
    assert listed_slots(f"<p>Ivo, Juno, Lark, {last}</p>", THREE) == [
        ("Ivo",),
        ("Juno",),
        ("Lark",),
    ]


def test_a_comma_line_said_to_the_players_is_no_list_of_slots():
    for line in ["Ivo, Juno, Lark, Welcome!", "Ivo, Juno, Lark, Tansy?"]:
        assert listed_slots(f"<p>{line}</p>", THREE) == [("Ivo",), ("Juno",), ("Lark",)]


def test_the_hosts_name_on_a_comma_line_is_no_slot():
    assert listed_slots("<p>Ivo, Juno, Lark, Tansy, Aster</p>", [*THREE, "Aster"]) == [
        ("Ivo",), ("Juno",), ("Lark",), ("Tansy",)
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # guards: names never posted are still slots, at the end or between
        ("Ivo, Juno, Lark, Tansy", ["Ivo", "Juno", "Lark", "Tansy"]),
        ("Ivo, Juno, Lark and Tansy.", ["Ivo", "Juno", "Lark", "Tansy"]),
        ("Ivo, Tansy, Juno, Bramble, Lark", ["Ivo", "Tansy", "Juno", "Bramble", "Lark"]),
        ("Ivo, Juno, Lark, Wren, Ember, Kes", SLOTS),
        # a name like a day or a role's word in it is still read when known
        ("Ivo, Juno, Lark, Hunter", ["Ivo", "Juno", "Lark", "Hunter"]),
    ],
)
def test_a_comma_line_of_names_some_never_posted(line, want):
    known = [*THREE, "Hunter"] if "Hunter" in line else THREE
    assert listed_slots(f"<p>{line}</p>", known) == [(n,) for n in want]


# -- a vote count's wagon line: voters the thread knows after the total -------------------
@pytest.mark.parametrize(
    "lines",
    [
        ["\u2022 Ivo (2) - Cop", "\u2022 Juno (1) - Doctor", "\u2022 Lark (3) - Townie"],
        ["Ivo (1) - Alive", "Juno (2) - Alive", "Lark (3) - Alive"],
        ["Ivo [1]: Vanilla Townie", "Juno [2]: Vanilla Townie", "Lark [3]: Cop"],
        ["Ivo (25) - she/her", "Juno (30) - he/him", "Lark (19) - they/them"],
    ],
)
def test_a_number_in_brackets_after_a_name_before_a_note_is_the_slots_line(lines):
    html = "<br>".join([bold("Players"), *lines])
    assert listed_slots(html, THREE) == [("Ivo",), ("Juno",), ("Lark",)]


@pytest.mark.parametrize(
    "wagons",
    [
        ["Lark (2) - Ivo, Juno", "Ivo [1]: Lark", "Not voting (1): Wren"],
        # a voter who never posted first, an unvote struck before the vote
        ["Lark (2) - Kes, Ivo", "Ivo (1) - Juno"],
        [f"Lark [2]: {strike('Wren')} Ivo, Juno"],
    ],
)
def test_a_wagon_line_above_the_list_is_still_no_slot(wagons):
    html = "<br>".join([bold("Vote Count 1.2"), *wagons]) + "<br><br>" + numbered(SLOTS[:5])
    assert listed_slots(html, THREE) == [(n,) for n in SLOTS[:5]]


# -- a spoiler after a name: a note only when it hides a note ------------------------------
SPOILER_PHPBB = (
    '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>{t}:</b> <input '
    'type="button" value="Show" class="button2"></div><div class="quotecontent"><div '
    'style="display: none;">{x}</div></div></div>'
)
SPOILER_VB = (
    '<div class="bbcode_container"><div class="bbcode_description">Spoiler</div>'
    '<div class="bbcode_spoiler">{x}</div></div>'
)


@pytest.mark.parametrize("before", ["<b>Players:</b> ", "Player list ", "The list is here: "])
def test_a_list_hidden_after_its_heading_on_the_line_is_read(before):
    # (vBulletin's spoiler of a list is read as none before the round too: not changed)
    hidden = SPOILER_PHPBB.format(t="Players", x="<br>".join(SLOTS[:5]))
    assert listed_slots(f"Mini 2480<br>{before}{hidden}", THREE) == [(n,) for n in SLOTS[:5]]


def test_a_comma_list_hidden_after_its_heading_is_read():
    hidden = SPOILER_PHPBB.format(t="Players", x=", ".join(SLOTS[:5]))
    assert listed_slots(f"Players: {hidden}", THREE) == [(n,) for n in SLOTS[:5]]


@pytest.mark.parametrize("spoiler", [SPOILER_PHPBB, SPOILER_VB])
@pytest.mark.parametrize("role", ["Vanilla Townie", "Mafia Goon", "Town Cop (1-shot)"])
def test_a_role_hidden_beside_each_name_is_still_a_note(spoiler, role):
    lines = "<br>".join(f"{i}. {n} - " + spoiler.format(t="Role", x=role)
                        for i, n in enumerate(SLOTS, 1))  # fmt: skip
    assert listed_slots(f"<b>Players</b><br>{lines}", THREE) == [(n,) for n in SLOTS]


# -- "aka" a login: a nickname only when the list names that login alone -----------------
def test_aka_a_login_no_other_line_names_stays_in_the_slot():
    html = numbered(["Ivo (aka Juno)", "Lark", "Wren", "Ember"])
    assert listed_slots(html, SLOTS)[0] == ("Juno", "Ivo")
    html = numbered(["Ivo (a.k.a. Juno)", "Lark", "Wren", "Ember"])
    assert listed_slots(html, SLOTS)[0] == ("Juno", "Ivo")


def test_aka_a_login_the_list_names_alone_is_a_nickname():
    html = numbered(["Ivo (aka Juno)", "Lark", "Juno", "Wren", "Ember"])
    assert listed_slots(html, SLOTS) == [("Ivo",), ("Lark",), ("Juno",), ("Wren",), ("Ember",)]


# -- a fate in brackets after a name: the name alone -------------------------------------
@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Ivo and Juno (killed N1)", None),
        ("Lark voted Ivo (lynched D1)", None),
        ("Marlow in for Ivo (killed N2)", None),
        ("No one (lynched D1)", None),
        # guards: a name of two or three capitalised words, one word
        ("Old Maple (killed N1)", ("Old Maple", False)),
        ("Ivo (vigged N2)", ("Ivo", False)),
        ("Juno (lynched Day 2)", ("Juno", True)),
    ],
)
def test_a_fate_in_brackets_after_a_name_names_it_alone(line, want):
    from votecount.parser.host.fates import flip

    got = flip(line)
    assert ((got.name, got.lynch) if got else None) == want


# -- a struck name's fate: its own, told of it alone ---------------------------------------
@pytest.mark.parametrize(
    "line",
    [
        f"{strike('Ivo')}, Marlow killed N2",  # the newcomer's death
        f"{strike('Ivo')} - Marlow killed N2",
        f"{strike('Ivo')} - Cop (replaced by Marlow), killed N2",
        f"{strike('Ivo')} - Cop, replaced by Marlow, killed N2",
        f"{strike('Ivo')} - Vigilante, shot Marlow N2",  # a kill the player made
        f"{strike('Ivo')} - Cop, killed Lark N2",
        f"{strike('Ivo')} - Cop, was to be killed N2",  # none
        f"{strike('Ivo')} - Goon, the one who killed N2",
    ],
)
def test_a_struck_name_whose_line_tells_another_fate_is_none(line):
    from votecount.count.suggest.lines import struck_fates

    assert struck_fates(numbered(["Lark", line])) == []


@pytest.mark.parametrize(
    ("line", "want"),
    [
        (f"{strike('Ivo')} - Cop, killed by Lark N2", "Ivo - Cop, killed by Lark N2"),
        (f"{strike('Ivo')} - Town Cop, modkilled Day 3", "Ivo - Town Cop, modkilled Day 3"),
        (f"{strike('Ivo')} (killed N1)", "Ivo (killed N1)"),
        (f"{strike('Ivo')} - Cop, night-killed on Night 2", "Ivo - Cop, night-killed on Night 2"),
    ],
)
def test_a_struck_name_and_its_own_fate_is_read(line, want):
    from votecount.count.suggest.lines import struck_fates

    assert struck_fates(numbered(["Lark", line])) == [want]


# -- a shorter list of the living: a replacement told as made ------------------------------
def _found(*lists: list[str]):
    from votecount.parser.host.listed import ListedSlot
    from votecount.parser.host.players import FoundPlayers

    known = {n.casefold(): n for n in [*SLOTS, "Rook"]}
    out = []
    for n, lines in enumerate(lists):
        got = [listed_slots(f"<b>Players</b><br>1. {x}", list(known.values()))[0] for x in lines]
        slots = tuple(ListedSlot(s, x) for s, x in zip(got, lines, strict=True))
        out.append(FoundPlayers(slots, n, "list"))
    return out


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Juno (to be replaced by Rook)", ("Juno",)),
        ("Juno (may be replaced by Rook)", ("Juno",)),
        ("Juno (replaced by Rook? pending)", ("Juno",)),
        ("Juno (will be replaced by Rook)", ("Juno",)),
        # guards: told as made
        ("Rook (replacing Juno)", ("Juno", "Rook")),
        ("Juno (replaced with Rook)", ("Juno", "Rook")),
    ],
)
def test_a_shorter_lists_replacement_to_come_is_not_the_slots(line, want):
    from votecount.parser.host.players import chosen_players

    slots, _ = chosen_players(_found(SLOTS, ["Ember", "Ivo", "Kes", line, "Wren"]))
    assert slots[1].names == want
