"""BotF switches and behaviours beyond the spec's test vectors."""

from __future__ import annotations

from datetime import timedelta

import pytest

from votecount.tally import (
    STORYTELLER,
    Code,
    Death,
    InvalidSwitches,
    PhaseKind,
    PhaseStart,
    Rules,
    Status,
    Substitution,
)
from votecount.tally.botf import SWITCHES
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.events import NeighbourWhisper
from votecount.tally.botf.result import of_audit, of_count, of_day, of_vote

from .dsl import Game, accept, day_start, nominate, totals, vote, whisper, whisper_storyteller

SEVEN = "a b c d e f g"


def test_every_switch_has_its_default_and_rejects_bad_values() -> None:
    rules = Rules.from_switches("botf", {})
    assert rules.get("ghost_vote_spend") == "end_of_day"
    assert rules.get("schedule_tolerance") == "1h" and rules.get("whisper_cap") == 3
    assert not rules.eliminate_on_resolution and not rules.hammers
    for name, switch in SWITCHES.items():
        for value in switch.choices or (switch.default,):
            assert Rules.from_switches("botf", {name: value}).get(name) == value
    with pytest.raises(InvalidSwitches) as err:
        Rules.from_switches(
            "botf",
            {"ghost_vote_spend": "never", "whisper_cap": -1, "schedule_tolerance": "soon", "x": 1},
        )
    assert len(err.value.problems) == 4


def test_no_host_ping_warns_by_default_and_rejects_under_invalid() -> None:
    for mode, counted in (("warn", 1), ("invalid", 0), ("ignore", 1)):
        g = Game(SEVEN, switches={"require_host_ping": mode})
        g.day(1)
        g.nominations()
        g.post("a", nominate("a", "b"))
        g.post("c", vote("c", "b", pinged=False))
        assert totals(g.count()) == {"b": counted}
        assert [c for c, _ in g.codes()] == ([] if mode == "ignore" else [BotfCode.NO_HOST_PING])


def test_hammer_on_majority_ends_the_day_at_once() -> None:
    g = Game(SEVEN, switches={"hammer_on_majority": True})
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    for voter in "acde":
        g.post(voter, vote(voter, "b"))
    g.post("f", vote("f", "b"))
    day = g.count().current
    assert day is not None and day.outcome.status is Status.HAMMERED
    assert day.outcome.eliminated == "b" and totals(g.count()) == {"b": 4}
    assert g.codes() == [(Code.VOTE_AFTER_DEADLINE, "f")]


def test_nominee_death_closes_the_nomination_and_keeps_the_dead_voters_vote() -> None:
    g = Game(SEVEN)
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("c", nominate("c", "d"))
    g.post("e", vote("e", "b"))
    g.post("b", vote("b", "d"))
    g.host(lambda r: Death(r, "b", "tinker"))
    day = g.count().current
    assert day is not None
    closed, other = of_day(day).nominations
    assert not closed.open and closed.votes == ()
    assert [(v.voter, of_vote(v).dead, of_vote(v).ghost_token) for v in other.votes] == [
        ("b", True, "unspent")
    ]
    assert day.threshold == 4  # L = 6


def test_ghost_token_spent_then_refused_next_day() -> None:
    g = Game(SEVEN, dead="x")
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("x", vote("x", "b"))
    g.end_day(1)
    g.night(2)
    g.day(2)
    g.nominations(2)
    g.post("a", nominate("a", "c"))
    g.post("x", vote("x", "c"))
    assert g.codes() == [(BotfCode.GHOST_TOKEN_SPENT, "x")]


def test_queue_since_previous_dusk_and_host_opening_with_drift() -> None:
    g = Game(SEVEN, switches={"queue_window": "since_previous_dusk"})
    g.day(1)
    g.end_day(1)
    g.night(2)
    g.post("a", nominate("a", "b"))  # at night, queued for Day 2
    g.day(2)
    g.t = day_start(2) + timedelta(hours=14)  # the host opens two hours late
    g.events.append(PhaseStart(g._at(g.t, -1, -1), PhaseKind.DAY, 2, "nomination"))
    g.post("c", vote("c", "b"))
    day = g.count().current
    assert day is not None and [n.nominee for n in of_day(day).nominations] == ["b"]
    assert totals(g.count(), 2) == {"b": 1}
    assert [c for c, _ in g.codes()] == [Code.SCHEDULE_DRIFT]


def test_judge_fail_and_bishop() -> None:
    g = Game(SEVEN, travellers="j")
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    for voter in "acde":
        g.post(voter, vote(voter, "b"))
    g.modifier("b", "judge_fail", by="j")
    g.modifier("b", "judge_pass", by="j")  # once per game
    g.end_day(1)
    day = g.count().day(1)
    assert day is not None and day.outcome.status is Status.NO_ELIMINATION
    assert g.codes() == [(BotfCode.JUDGE_INVALID, "j")]

    b = Game(SEVEN, travellers="p")
    b.modifier("p", "bishop")
    b.day(1)
    b.nominations()
    b.post("a", nominate("a", "b"))
    b.end_day(1)
    assert [c for c, _ in b.codes()] == [BotfCode.NOM_BISHOP, BotfCode.BISHOP_NO_NOMINATION]


def test_substitute_inherits_nomination_and_vote_and_ends_whispers() -> None:
    g = Game(SEVEN)
    g.setup = type(g.setup)(
        g.setup.players + (type(g.setup.players[0])("z", backup=True),), g.setup.hosts
    )
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "c"))
    g.post("a", vote("a", "c"))
    g.post("b", whisper("b", "a"))
    g.post("a", accept("a"))
    g.host(lambda r: Substitution(r, "a", "z"))
    g.post("z", nominate("z", "d"))
    day = g.count().current
    assert day is not None and [v.voter for v in of_day(day).nominations[0].votes] == ["z"]
    assert g.codes() == [(BotfCode.NOMINATOR_ALREADY_NOMINATED, "z")]
    (session,) = of_audit(g.audit()).whispers
    assert session.end_reason == "substitution"


def test_whisper_modes_storyteller_and_neighbour_whispers() -> None:
    g = Game(SEVEN, switches={"whisper_cap_mode": "sessions"})
    g.day(1)
    for partner in "bcb":
        g.post("a", whisper("a", partner))
        g.post(partner, accept(partner))
    g.post("a", whisper("a", "b"))  # a 4th session
    g.post("a", whisper_storyteller("a"))  # outside the cap
    g.host(lambda r: NeighbourWhisper(r, "a", "b", "one two three"))
    g.host(lambda r: NeighbourWhisper(r, "a", "b", "again"))
    g.host(
        lambda r: NeighbourWhisper(
            r, "a", "g", "eleven words is far too many for a whisper like this one"
        )
    )
    g.host(lambda r: NeighbourWhisper(r, "a", "d", "hi"))
    assert [c for c, _ in g.codes()] == [
        BotfCode.WHISPER_CAP,
        BotfCode.NEIGHBOUR_WHISPER_REPEAT,
        BotfCode.NEIGHBOUR_WHISPER_TOO_LONG,
        BotfCode.NEIGHBOUR_WHISPER_NOT_NEIGHBOUR,
    ]
    assert of_audit(g.audit()).whispers[-1].b == STORYTELLER


def test_whispers_at_night_and_player_list() -> None:
    g = Game(SEVEN, dead="x")
    g.post("a", whisper("a", "b"))
    g.day(1)
    vc = g.count()
    assert g.codes() == [(BotfCode.WHISPER_AT_NIGHT, "a")]
    assert [(p.player, p.note, p.ghost_token) for p in of_count(vc).players if not p.alive] == [
        ("x", "Died N1", "unspent")
    ]
