"""Discourse accounts that change names with each other (issue 25, live20), through the
CLI with ``--now`` on the local Discourse server; the thread is invented here.

The store keeps the author first stored for each account (``accounts``, live19). Two
holes were left: an account first seen under a name another account was stored with
(that one was renamed, this one took its old name) was stored under the player's name,
so two people counted as one player; and the rename advice ("votecount alias NEW OLD")
named another player's name when two players swapped names, or a player took a name the
game file gives someone else: the alias would give that player's votes away.
"""

from __future__ import annotations

from contextlib import ExitStack

from tests.count.live_forums import (
    ENGINES,
    NAMES,
    at,
    cli,
    day_one,
    game_file,
    stamp,
    vote,
    wagons_of,
)
from tests.count.test_live_changes import day1, synced

A, B, C, D, E = NAMES[:5]


def test_an_account_that_takes_a_players_old_name_is_not_that_player(tmp_path):
    """Failed before: the newcomer's vote counted as Amberlight's."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path)
        synced(game, 2.5)
        g.topic.rename_user(A, "Amberglow")
        g.topic.new_account(A)  # someone else registers the old name
        g.post("Amberglow", g.para(vote(g, C)), at(3))  # the player changes the vote
        g.post(A, g.para(vote(g, D)), at(4))  # the newcomer
        said = cli(game, "--now", stamp(at(5)), "sync")
        assert "the forum account 'Amberlight' is now named 'Amberglow'" in said, said
        assert "votecount alias Amberglow Amberlight" in said, said
        assert "the forum account now named 'Amberlight' is not the one first stored" in said
        assert "stored as 'Amberlight (account " in said, said
        day = day1(synced(game, 6))
        assert wagons_of(day) == {B: [C], C: [A]}, day
        assert wagons_of(day1(synced(game, 7))) == {B: [C], C: [A]}  # kept


def test_two_players_who_swap_names_get_no_alias_to_each_other(tmp_path):
    """Failed before: "votecount alias Brackenfold Amberlight" and the other way round,
    which would make each player's votes the other's."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        g.post(B, g.para("Hm."), at(2.2))
        game = game_file(g, tmp_path)
        synced(game, 2.5)
        g.topic.rename_user(A, "Swapping")
        g.topic.rename_user(B, A)
        g.topic.rename_user("Swapping", B)
        g.post(B, g.para(vote(g, D)), at(3))  # Amberlight's account, now named Brackenfold
        said = cli(game, "--now", stamp(at(4)), "sync")
        assert f"votecount alias {B} {A}" not in said, said
        assert f"votecount alias {A} {B}" not in said, said
        assert "no alias for it" in said, said
        assert wagons_of(day1(synced(game, 5))) == {B: [C], D: [A]}


def test_a_player_renamed_to_another_players_name_gets_no_alias(tmp_path):
    """Ellowyn (in the game file) has not posted yet: only the game file knows the name."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path)
        synced(game, 2.5)
        g.topic.rename_user(A, E)
        g.post(E, g.para(vote(g, D)), at(3))
        said = cli(game, "--now", stamp(at(4)), "sync")
        assert f"votecount alias {E} {A}" not in said, said
        assert f"the forum account {A!r} is now named {E!r}" in said, said
        assert wagons_of(day1(synced(game, 5))) == {B: [C], D: [A]}


def test_a_plain_rename_still_gets_its_alias(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path)
        synced(game, 2.5)
        g.topic.rename_user(A, "Amberglow")
        g.post("Amberglow", g.para("Still here."), at(3))
        said = cli(game, "--now", stamp(at(4)), "sync")
        assert "votecount alias Amberglow Amberlight" in said, said
        assert "no alias" not in said and "not the one" not in said, said
