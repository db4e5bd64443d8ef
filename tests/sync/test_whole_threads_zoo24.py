"""A host's first run on whole invented threads, eighth batch (initzoo24; data in
``tests/sync/whole/zoo24_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo24_discourse import ZOO24_DISCOURSE, ZOO24_OTHER
from tests.sync.whole.zoo24_phpbb import ZOO24_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO24_PHPBB, *ZOO24_DISCOURSE, *ZOO24_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the eighth batch added, and their near misses ----------------------------


@pytest.mark.parametrize(
    ("line", "known", "want"),
    [
        # names by commas, some never posted: a slot each, in the line's order
        ("Ivo, Juno, Lark, Wren, Ember, Kes", SLOTS[:4], [(n,) for n in SLOTS]),
        ("Ivo, Juno, Tansy, Lark and Kes", SLOTS[:3], [("Ivo",), ("Juno",), ("Tansy",),
                                                       ("Lark",), ("Kes",)]),
        ("ivo, juno, lark, wren", ["ivo", "juno"], [("ivo",), ("juno",), ("lark",), ("wren",)]),
        # near misses: a word in lower case beside capitalised names, a list's word, a
        # note, or fewer than half the names known: not read so (main's reading)
        ("Ivo, Juno, Lark, everyone", SLOTS[:3], [("Ivo",), ("Juno",), ("Lark",)]),
        ("Ivo, Juno, Lark, Town", SLOTS[:3], [("Ivo",), ("Juno",), ("Lark",)]),
        ("Ivo, Juno, Wren, Ember, Kes", SLOTS[:2], [("Juno", "Ivo")]),
    ],
)  # fmt: skip
def test_a_comma_line_with_names_never_posted(line, known, want):
    assert listed_slots(f"<p>{line}</p>", known) == want


def test_aka_another_players_login_is_a_nickname():
    from tests.sync.whole import numbered

    html = numbered(["Ivo (aka Juno)", "Juno", "Lark", "Wren", "Ember"])
    assert listed_slots(html, SLOTS[:5]) == [(n,) for n in SLOTS[:5]]
    # near miss: a real name no one posts as, then the login: the login's slot
    html = numbered(["Ivo (aka IvoBold)", "Lark", "Wren", "Ember", "Kes"])
    assert listed_slots(html, ["IvoBold", "Lark"])[0] == ("IvoBold",)


SPOILER_PHPBB = (
    '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>{t}:</b> <input '
    'type="button" value="Show" class="button2"></div><div class="quotecontent"><div '
    'style="display: none;">{x}</div></div></div>'
)
SPOILER_VB = (
    '<div class="bbcode_container"><div class="bbcode_description">Spoiler</div>'
    '<div class="bbcode_spoiler">{x}</div></div>'
)


@pytest.mark.parametrize("spoiler", [SPOILER_PHPBB, SPOILER_VB])
def test_a_role_in_a_spoiler_beside_each_name(spoiler):
    hidden = spoiler.format(t="Role", x="Vanilla Townie")
    lines = "<br>".join(f"{i}. {n} - {hidden}" for i, n in enumerate(SLOTS, 1))
    assert listed_slots(f"<b>Players</b><br>{lines}", SLOTS[:2]) == [(n,) for n in SLOTS]
    rows = "".join(f"<tr><td>{n}</td><td>{hidden}</td></tr>" for n in SLOTS)
    table = f'<table class="bbtable"><tr><th>Player</th><th>Role</th></tr>{rows}</table>'
    assert listed_slots(table, SLOTS[:2]) == [(n,) for n in SLOTS]


def test_a_list_inside_a_spoiler_of_its_own_line_is_left():
    # near miss: a spoiler on a line of its own (the list inside it) is no note
    inside = SPOILER_PHPBB.format(t="Players", x="<br>".join(SLOTS[:5]))
    assert listed_slots(f"Mini<br>{inside}", SLOTS[:5]) == [(n,) for n in SLOTS[:5]]


def test_a_count_above_the_list_is_no_slot():
    from tests.sync.whole import count, numbered

    top = count("Vote Count 1.2", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])], ["Wren"])
    html = f"{top}<br><br>{numbered(SLOTS[:5])}"
    assert listed_slots(html, SLOTS[:3]) == [(n,) for n in SLOTS[:5]]
    # near miss: a note in brackets after a name is still the slot's line
    html = numbered([f"{n} (he/him) - Alive" for n in SLOTS[:5]])
    assert listed_slots(html, SLOTS[:5]) == [(n,) for n in SLOTS[:5]]


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Kes (killed N1)", ("Kes", False)),
        ("Juno (lynched Day 1)", ("Juno", True)),
        ("Kes (shot night 2).", ("Kes", False)),
        # near misses: a killer named, no name (struck, left out), a replacement
        ("Kes (killed by Juno N1)", None),
        ("2.  (lynched D1)", None),
        ("Kes (replaced N1)", None),
    ],
)
def test_a_fate_in_brackets_after_a_name(line, want):
    from votecount.parser.host.fates import flip

    got = flip(line)
    assert ((got.name, got.lynch) if got else None) == want


def test_the_struck_names_of_a_list_and_their_fates():
    from tests.sync.whole import numbered, strike
    from votecount.count.suggest.lines import struck_fates

    html = numbered([
        "Ivo", f"{strike('Juno')} (lynched D1)", f"{strike('Kes')} (killed N1)",
        f"{strike('Wren')} - Cop, killed Night 2",
        # near misses: a newcomer, a replacement's note, a fate with no role nor bracket
        f"{strike('Lark')} Marlow", f"{strike('Tansy')} (replaced by Rook)",
        f"{strike('Ember')} - killed Night 2",
        # ... and a newcomer between the struck name and the flip: the newcomer's flip
        f"{strike('Rook')} - Marlow - Mafia Goon, lynched Day 4",
    ])  # fmt: skip
    assert struck_fates(html) == [
        "Juno (lynched D1)", "Kes (killed N1)", "Wren - Cop, killed Night 2"
    ]  # fmt: skip


def _read(line: str) -> tuple[str, ...]:
    return listed_slots(f"<b>Players</b><br>{line}", [*SLOTS, "Rook"])[0]


def _found(*lists: list[str]):
    from votecount.parser.host.listed import ListedSlot
    from votecount.parser.host.players import FoundPlayers

    out = []
    for n, lines in enumerate(lists):
        got = [_read(f"1. {x}") for x in lines]
        out.append(
            FoundPlayers(
                tuple(ListedSlot(s, x) for s, x in zip(got, lines, strict=True)), n, "list"
            )
        )
    return out


@pytest.mark.parametrize(
    ("later", "want"),
    [
        # a shorter list of the living, re-sorted, words a replacement: the slot's chain
        (["Ember", "Ivo", "Kes", "Rook (replacing Juno)", "Wren"], ("Juno", "Rook")),
        (["Ember", "Ivo", "Juno (replaced by Rook)", "Kes", "Wren"], ("Juno", "Rook")),
        # near misses: an arrow (a list of votes writes one), a listed player as newcomer
        (["Ember", "Ivo", "Kes", "Juno -> Rook", "Wren"], ("Juno",)),
        (["Ember", "Ivo", "Kes", "Lark (replacing Juno)", "Wren"], ("Juno",)),
    ],
)  # fmt: skip
def test_a_shorter_list_of_the_living_words_a_replacement(later, want):
    from votecount.parser.host.players import chosen_players

    found = _found(SLOTS, later)
    slots, _ = chosen_players(found)
    assert slots[1].names == want
