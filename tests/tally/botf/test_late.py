"""What a BotF post after the day's deadline is, as a count past a stated deadline lists
it apart (``Ruleset.late_command``, tally/botf/late.py): votes and unvotes of any seated
player in play (the dead marked), nominations (whether nominations were still open at
their time), exile calls and votes, picks on the Fiddler's ballot the deadline closed
(never execution votes); nothing of a host, a traveller who has left, or a post that is
no command."""

from __future__ import annotations

from datetime import timedelta

from tests.tally.botf.dsl import Game, day_start, nominate, unvote, vote
from votecount.tally import Engine
from votecount.tally.botf.events import ExileCall, FiddlerEnd, FiddlerStart
from votecount.tally.botf.late import FIDDLER
from votecount.tally.events import INDEX_PHASE_END, ExileVote, PhaseEnd, PhaseKind, PostRef, Unvote
from votecount.tally.result import LateBallotVote, LateExileVote, LateNomination, LateVote


def _ended_at(hours: int, fiddler: bool = False, host_closes: bool = False) -> tuple[Game, Engine]:
    """Day 1 of seven living players, a traveller and a dead one, ended ``hours`` into
    the day (nominations run from 12 h to 24 h); a nomination and votes before it;
    ``fiddler``: the Fiddler's ballot of g (the Demon) against c held that day (and
    closed by the host before the deadline: ``host_closes``)."""
    g = Game("a b c d e f g", travellers="t", dead="x")
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("c", vote("c", "b"))
    g.post("x", vote("x", "b"))
    if fiddler:
        g.host(lambda r: FiddlerStart(r, "g", "c"))
        g.post("d", vote("d", "g"))
    if host_closes:
        g.host(lambda r: FiddlerEnd(r))
    g.t = day_start(1) + timedelta(hours=hours)
    g.events.append(PhaseEnd(PostRef("", -1, g.t, "", INDEX_PHASE_END), PhaseKind.DAY, 1))
    return g, Engine(g.setup, g.rules)


def _late(g: Game, engine: Engine, *commands) -> list[object]:
    first = len(g.events)
    g.tick(30)
    for make in commands:
        g.post(make[0], make[1])
    engine.feed(g.events)
    state = engine.state
    day = engine.count().day(1)
    assert day is not None and not day.open
    return [state.hooks.late_command(state, day, e) for e in g.events[first:]]


def test_votes_nominations_and_exile_votes_after_the_deadline():
    g, engine = _ended_at(48)
    found = _late(
        g,
        engine,
        ("d", vote("d", "b")),
        ("x", unvote("x")),
        ("e", nominate("e", "f")),
        ("a", lambda r: ExileCall(r, "a", "t")),
        ("x", lambda r: ExileVote(r, "x", True)),
    )
    late = [f for f in found if f is not None]  # each post's PublicPost is no command
    assert [type(f) for f in late] == [
        LateVote,
        LateVote,
        LateNomination,
        LateExileVote,
        LateExileVote,
    ]
    d_vote, x_unvote, nom, call, yes = late
    assert (d_vote.voter, d_vote.target, d_vote.dead) == ("d", "b", False)
    assert (x_unvote.voter, x_unvote.target, x_unvote.dead) == ("x", None, True)
    assert (nom.nominator, nom.nominee, nom.open) == ("e", "f", False)  # voting had begun
    assert (call.voter, call.traveller, call.yes, call.call) == ("a", "t", True, True)
    # no call stood before the deadline: the yes names none (a count shows it on the
    # late call before it)
    assert (yes.voter, yes.traveller, yes.dead, yes.call) == ("x", None, True, False)


def test_a_deadline_before_nominations_close_keeps_a_late_nomination_open():
    g, engine = _ended_at(18)  # the Storyteller's deadline falls in Nominations
    [_, nom] = _late(g, engine, ("e", nominate("e", "f")))
    assert isinstance(nom, LateNomination) and nom.open


def test_no_command_of_a_host_or_of_anyone_not_seated():
    g, engine = _ended_at(48)
    found = _late(g, engine, ("Storyteller", vote("Storyteller", "b")), ("zed", vote("zed", "b")))
    assert found == [None] * 4


def test_a_late_pick_on_the_fiddler_s_ballot_is_a_pick_not_an_execution_vote():
    g, engine = _ended_at(48, fiddler=True)
    found = _late(
        g,
        engine,
        ("e", vote("e", "c")),  # a pick of c
        ("x", lambda r: ExileVote(r, "x", False, "c")),  # /no c: for the Demon, dead
        ("d", lambda r: Unvote(r, "d", "g")),  # withdraws the pick of g
        ("f", vote("f", "b")),  # an execution vote as ever
    )
    late = [f for f in found if f is not None]
    assert late == [
        LateBallotVote("e", FIDDLER, "c", late[0].ref),
        LateBallotVote("x", FIDDLER, "g", late[1].ref, dead=True),
        LateBallotVote("d", FIDDLER, None, late[2].ref),
        LateVote("f", "b", late[3].ref),
    ]


def test_a_fiddler_ballot_the_host_closed_before_the_deadline_takes_no_late_pick():
    g, engine = _ended_at(48, fiddler=True, host_closes=True)
    [_, late] = _late(g, engine, ("e", vote("e", "c")))
    assert late == LateVote("e", "c", late.ref)  # a vote as any other (c is not nominated)
