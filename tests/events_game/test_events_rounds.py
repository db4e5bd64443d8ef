"""Event 7's rounds with their own deadlines (issue 27): the ``[[phases]]`` entry's
``rounds`` gives each round's deadline (a post or a time); at each the round's leading
wagon sends its player to Heaven and the votes reset, with no ``round_end`` row per
round."""

from __future__ import annotations

from tests.count.made_up import game, thread
from tests.events_game.phase_file import one_day
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PhaseEntry
from votecount.gamefile.load import parse_game

# five players: alice bob carol dave erin; a majority of 5 remaining is 3
POSTS = thread(
    ("host", "Event 7: Destination Unknown"),
    ("alice", "VOTE: bob"),
    ("carol", "VOTE: bob"),
    ("dave", "VOTE: erin"),  # bob leads 2-1 at the round's deadline: no majority
    ("host", "Round 1 is over: bob ascends. The scum send carol to Hell."),
    ("alice", "VOTE: dave"),
    ("erin", "VOTE: alice"),  # bob's old wagon reset: dave and alice 1-1, dave first
    ("host", "Round 2 is over: dave ascends."),
)
HELL = (HostEvent("hell", at_post=5, day=7, value=["carol"]),)
MARKERS = {"markers": ["bold", "vote_tag", "text"]}


def _event(rounds: tuple[int, ...]) -> dict:
    phases = (PhaseEntry("day", 7, start_post=1, rounds=rounds),)
    g = game(ruleset="events", phases=phases, events=HELL, parser=MARKERS)
    day = pipeline.count(g, POSTS).day(7)
    return dict(day.extra)["event"]


def test_each_round_of_event_7_is_decided_at_its_own_deadline() -> None:
    e = _event((5, 8))
    assert [(f["what"], f["subject"], f["post"]) for f in e["fired"]] == [
        ("heaven", "bob", 5),
        ("heaven", "dave", 8),
    ]
    assert e["result"]["heaven"] == ["bob", "dave"] and e["result"]["hell"] == ["carol"]
    # without the deadlines no round reaches a majority: nobody ascends, Hell is early
    assert [f["what"] for f in _event(())["fired"]] == []


def test_the_game_file_reads_the_rounds() -> None:
    toml = one_day(7, "rounds = [5, 2026-05-04T18:00:00Z]")
    rounds = parse_game(toml).phases[0].rounds
    assert rounds[0] == 5 and rounds[1].hour == 18  # type: ignore[union-attr]
