"""A name several players fit, of whom exactly one is still playing at the vote (the
others dead or replaced by a host event of the game file), is a vote for that one
(issue #25), read after the parse cache, whose fingerprint the host events do not
change. Invented players."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from votecount.count import pipeline
from votecount.count.context import context, turnover
from votecount.count.incremental.cache import fingerprint
from votecount.gamefile.game import Game, HostEvent, PhaseEntry, PlayerEntry
from votecount.parser.model import Post

T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)
PLAYERS = ("PaleBrook", "Pine Bough", "Quill", "Rook", "Hollowmere", "Zephyrine")


def game(*events: HostEvent) -> Game:
    return Game(
        name="t",
        ruleset="mafia",
        threads=("https://forum.example/t/1",),
        hosts=("host",),
        players=tuple(PlayerEntry(p) for p in PLAYERS) + (PlayerEntry("Larkspur", backup=True),),
        phases=(PhaseEntry("day", 1, start_post=1),),
        events=events,
    )


def thread(*rows: tuple[str, str]) -> list[Post]:
    return [
        Post("t1", f"id{n}", n, a, T0 + timedelta(minutes=n), h)
        for n, (a, h) in enumerate(rows, start=1)
    ]


def test_initials_two_players_fit_count_for_the_one_still_alive():
    dead = HostEvent("death", at_post=2, player="Pine Bough", note="killed")
    posts = thread(("host", "Day 1"), ("host", "Pine Bough died"), ("Quill", "<b>vote PB</b>"))
    day = pipeline.count(game(dead), posts).day(1)
    assert [v.voter for v in day.wagon("PaleBrook").votes] == ["Quill"]


def test_both_still_playing_stays_ambiguous():
    posts = thread(("host", "Day 1"), ("Quill", "<b>vote PB</b>"))
    day = pipeline.count(game(), posts).day(1)
    assert day.wagon("PaleBrook") is None
    assert [r.code for r in day.rejected] == ["AMBIGUOUS_TARGET"]


def test_a_pair_naming_a_replaced_player_and_his_replacement_means_the_replacement():
    sub = HostEvent("substitution", at_post=2, player="Hollowmere", other="Larkspur")
    posts = thread(
        ("host", "Day 1"), ("host", "Larkspur replaces Hollowmere"),
        ("Rook", "<b>Vote Hollow/Larkspur</b>"),
    )  # fmt: skip
    day = pipeline.count(game(sub), posts).day(1)
    assert [v.voter for v in day.wagon("Larkspur").votes] == ["Rook"]


def test_before_the_death_both_still_fit():
    dead = HostEvent("death", at_post=3, player="Pine Bough", note="killed")
    posts = thread(("host", "Day 1"), ("Quill", "<b>vote PB</b>"), ("host", "Pine Bough died"))
    day = pipeline.count(game(dead), posts).day(1)
    assert [r.code for r in day.rejected] == ["AMBIGUOUS_TARGET"]


def test_players_out_follow_the_host_events_and_the_parse_cache_is_shared():
    sub = HostEvent("substitution", at_post=5, player="Hollowmere", other="Larkspur")
    dead = HostEvent("death", at_post=9, player="Rook", note="killed")
    g = game(sub, dead)
    assert turnover(g, context(g).system).out == {"Hollowmere": 5, "Rook": 9}
    assert turnover(g, context(g).system).came == {"Larkspur": 5}
    assert fingerprint(g) == fingerprint(game(sub))  # the parse does not read them


def test_the_pick_shows_in_the_vote_and_a_cached_parse_is_read_the_same():
    dead = HostEvent("death", at_post=2, player="Pine Bough", note="killed")
    posts = thread(("host", "Day 1"), ("host", "Pine Bough died"), ("Quill", "<b>vote PB</b>"))
    cache: dict = {}
    first = pipeline.build_events(game(dead), posts, ctx=None)
    again = pipeline.run(game(dead), posts, cache=cache)
    again = pipeline.run(game(dead), posts, cache=cache)  # served from the cache
    assert [e for e in first if type(e).__name__ == "Vote"] == [
        e for e in again.events if type(e).__name__ == "Vote"
    ]
    assert again.count().day(1).wagon("PaleBrook") is not None


def test_a_player_a_later_substitution_brings_in_does_not_play_yet():
    # "PB": Pale Brook's start, and Pine Bough's initials; Pine Bough only comes in at
    # post 4, replacing Zephyrine: at post 3 the one playing is PaleBrook
    g = Game(
        name="t", ruleset="mafia", threads=("https://forum.example/t/1",), hosts=("host",),
        players=(PlayerEntry("PaleBrook"), PlayerEntry("Quill"), PlayerEntry("Zephyrine"),
                 PlayerEntry("Pine Bough", backup=True)),
        phases=(PhaseEntry("day", 1, start_post=1),),
        events=(HostEvent("substitution", at_post=4, player="Zephyrine", other="Pine Bough"),),
    )  # fmt: skip
    posts = thread(("host", "Day 1"), ("host", "."), ("Quill", "<b>vote pb</b>"))
    day = pipeline.count(g, posts).day(1)
    assert [v.voter for v in day.wagon("PaleBrook").votes] == ["Quill"]
    assert turnover(g, context(g).system).came == {"Pine Bough": 4}
