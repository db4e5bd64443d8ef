"""Who a host's death sentence names (``count.suggest.written``): a name with a dot of
its own, a name misspelt when it is the whole subject, every player a text names."""

from __future__ import annotations

from votecount.count.suggest.written import player_misspelt, players_in, subjects

IDS = {n.casefold(): n for n in ["Ivo B. Stone", "Wren", "Old Maple", "Juno"]}


def test_a_name_with_its_own_dot_is_read_over_the_sentence_end():
    assert subjects("Ivo B. Stone, Town Neighborizer,", IDS) == ["Ivo B. Stone"]
    assert subjects("The night was long. Ivo B. Stone", IDS) == ["Ivo B. Stone"]


def test_a_role_after_a_dash_is_set_apart():
    assert subjects("Wren - Vanilla Townie", IDS) == ["Wren"]
    assert subjects("Wren (VT) -", IDS) == ["Wren"]
    # an action's table: the one killed is the name before the role, not the killer
    assert subjects("Juno kills Wren - Wren - Town Cop", IDS) == ["Wren"]


def test_a_misspelt_name_must_be_the_whole_subject():
    assert subjects("OldMaple", IDS) == ["Old Maple"]
    assert subjects("Sadly, Old Mapel", IDS) == ["Old Maple"]
    assert subjects("Wren would have", IDS) == []  # "Wren would have died": no death
    assert player_misspelt("Old Mapel said", IDS, leading=True, whole=True) is None
    assert player_misspelt("Old Mapel", IDS, leading=True, whole=True) == "Old Maple"


def test_every_player_a_text_names():
    assert players_in("Juno's vote and Old Maple's, then Juno again", IDS) == ["Juno", "Old Maple"]
    assert players_in("no one here", IDS) == []
