"""The BotF Fiddler ballot (spec/rules.md §4.7): two options, every player votes,
plurality, ``fiddler_tie = host | good_wins``."""

from __future__ import annotations

from votecount.tally import Code, ExileVote, Unvote
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.events import FiddlerEnd, FiddlerStart
from votecount.tally.botf.result import of_count, of_vote

from .dsl import Command, Game, nominate, totals, vote

SEVEN = "a b c d e f g"


def yes(by: str, who: str, choice: bool = True) -> Command:
    return lambda r: ExileVote(r, by, choice, who)


def fiddler_game(switches: dict[str, object] | None = None) -> Game:
    g = Game(SEVEN, travellers="t", dead="x", switches=switches)
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.host(lambda r: FiddlerStart(r, "g", "c"))  # g the Demon, c the chosen player
    return g


def test_fiddler_plurality_every_player_votes_alive_dead_and_traveller() -> None:
    g = fiddler_game()
    g.post("a", vote("a", "c"))
    g.post("x", vote("x", "g"))  # dead: no token used
    g.post("t", yes("t", "c"))  # /yes c
    g.post("d", yes("d", "c", False))  # /no c: for the Demon
    g.post("e", vote("e", "b"))  # an execution vote, not the ballot
    g.post("f", vote("f", "c"))
    g.post("a", vote("a", "g"))  # a changes the pick
    g.post("a", vote("a", "c"))
    g.host(lambda r: FiddlerEnd(r))
    vc = g.count()
    ballot = of_count(vc).fiddler
    assert ballot is not None and ballot.status == "decided" and not ballot.tie
    assert [v.voter for v in ballot.for_chosen] == ["t", "f", "a"]
    assert [(v.voter, of_vote(v).dead) for v in ballot.for_demon] == [("x", True), ("d", False)]
    assert ballot.winner == "c"
    assert (BotfCode.FIDDLER_RESULT, "c") in [(v.code, v.player) for v in g.audit().violations]
    assert totals(vc) == {"b": 1}
    assert vc.to_json()["fiddler"]["status"] == "decided"  # type: ignore[index]


def test_fiddler_tie_host_decides_or_good_wins() -> None:
    for rule, status, winner in (("host", "host_decides", None), ("good_wins", "decided", "c")):
        g = fiddler_game({"fiddler_tie": rule})
        g.post("a", vote("a", "c"))
        g.post("b", vote("b", "g"))
        g.voting()
        g.end_day(1)  # the deadline closes the ballot
        ballot = of_count(g.count()).fiddler
        assert ballot is not None and ballot.tie
        assert (ballot.status, ballot.winner) == (status, winner)
        assert BotfCode.FIDDLER_TIE in [v.code for v in g.audit().violations]


def test_fiddler_unvote_and_closed_ballot() -> None:
    g = fiddler_game()
    g.post("a", vote("a", "c"))
    g.post("a", lambda r: Unvote(r, "a", "c"))
    g.post("b", lambda r: Unvote(r, "b", "g"))  # nothing to withdraw
    g.host(lambda r: FiddlerEnd(r))
    ballot = of_count(g.count()).fiddler
    assert ballot is not None and ballot.for_chosen == () and ballot.status == "host_decides"
    g.post("d", vote("d", "c"))  # after the close: an ordinary vote (c is not nominated)
    g.host(lambda r: FiddlerStart(r, "g", "d"))  # once per game
    codes = g.codes()
    assert (Code.UNVOTE_WITHOUT_VOTE, "b") in codes
    assert (BotfCode.VOTE_NOT_NOMINATED, "d") in codes
    assert (Code.HOST_EVENT_INVALID, "g") in codes


def test_a_ballot_opened_at_night_is_the_coming_day_s() -> None:
    g = Game(SEVEN)
    g.host(lambda r: FiddlerStart(r, "g", "c"))  # Night 1 (or the dawn post's own event)
    g.day(1)
    g.post("a", vote("a", "c"))
    g.end_day(1)
    ballot = of_count(g.count()).fiddler
    assert ballot is not None and ballot.day == 1
    assert ballot.status == "decided" and ballot.winner == "c"
