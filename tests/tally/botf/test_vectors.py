"""The test vectors of spec/rules.md §4.11 (T0-1 ... T0-12), at event level."""

from __future__ import annotations

from datetime import timedelta

import pytest

from votecount.tally import Code, Status
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.events import ExileCall, SeatSwap, Signup, WhisperPm
from votecount.tally.botf.outcomes import BotfStatus
from votecount.tally.botf.result import of_audit, of_day, of_vote

from .dsl import Game, accept, day_start, nominate, totals, vote, whisper

SEVEN = "a b c d e f g"


def test_t0_1_the_seeds_example_no_majority_no_execution() -> None:
    g = Game(SEVEN)
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("b", nominate("b", "a"))
    g.post("g", nominate("g", "g"))
    for voter, target in [("c", "b"), ("d", "b"), ("a", "b"), ("b", "a"), ("e", "a")]:
        g.post(voter, vote(voter, target))
    g.post("f", vote("f", "g"))
    g.post("g", vote("g", "g"))
    live = g.count().current
    assert live is not None
    assert [
        (n.nominator, n.nominee, [v.voter for v in n.votes], n.label)
        for n in of_day(live).nominations
    ] == [
        ("a", "b", ["c", "d", "a"], "3/7"),
        ("b", "a", ["b", "e"], "2/7"),
        ("g", "g", ["f", "g"], "2/7"),
    ]
    assert live.threshold == 4 and live.outcome.status is Status.NONE
    g.end_day(1)
    final = g.count().day(1)
    assert final is not None and final.outcome.status is Status.NO_ELIMINATION


@pytest.mark.parametrize(("rule", "executed"), [("strict_majority", None), ("half_up", "b")])
def test_t0_2_threshold_switch(rule: str, executed: str | None) -> None:
    g = Game("a b c d e f g h", switches={"threshold_rule": rule})
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("c", nominate("c", "a"))
    for voter in "cdef":
        g.post(voter, vote(voter, "b"))
    g.post("g", vote("g", "a"))
    g.end_day(1)
    day = g.count().day(1)
    assert day is not None
    assert day.threshold == (5 if rule == "strict_majority" else 4)
    assert day.outcome.eliminated == executed


@pytest.mark.parametrize(
    ("spend", "spent"),
    [("end_of_day", ["x", "y"]), ("on_execution", ["x"]), ("on_cast", ["x", "y"])],
)
def test_t0_3_ghost_votes_and_tokens(spend: str, spent: list[str]) -> None:
    g = Game(SEVEN, dead="x y", switches={"ghost_vote_spend": spend})
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("b", nominate("b", "a"))
    for voter in "cde":
        g.post(voter, vote(voter, "b"))
    g.post("x", vote("x", "b"))
    g.post("y", vote("y", "a"))
    live = g.count().current
    assert live is not None and live.threshold == 4
    assert live.outcome.status is BotfStatus.ABOUT_TO_DIE and live.outcome.eliminated == "b"
    g.end_day(1)
    day = g.count().day(1)
    assert day is not None and day.outcome.eliminated == "b"
    assert sorted(of_day(day).tokens_spent) == spent
    assert {p: t for p, t in of_day(day).ghost_tokens if t == "spent"} == {
        p: "spent" for p in spent
    }


def test_t0_4_tie_at_the_top_no_execution() -> None:
    g = Game(SEVEN, dead="x y")
    g.day(1)
    g.nominations()
    g.post("c", nominate("c", "a"))
    g.post("d", nominate("d", "b"))
    for voter in "cdef":
        g.post(voter, vote(voter, "a"))
    for voter in "gab":
        g.post(voter, vote(voter, "b"))
    g.post("x", vote("x", "b"))
    live = g.count().current
    assert live is not None and live.outcome.status is Status.TIE
    g.end_day(1)
    day = g.count().day(1)
    assert day is not None and totals(g.count()) == {"a": 4, "b": 4}
    assert day.outcome.status is Status.NO_ELIMINATION and set(day.outcome.tied) == {"a", "b"}
    assert Code.TIE in [v.code for v in day.notices]


def test_t0_5_nomination_limits() -> None:
    g = Game("p q r s t u v")
    g.day(1)
    g.nominations()
    g.post("p", nominate("p", "q"))
    g.post("p", nominate("p", "r"))
    g.post("s", nominate("s", "q"))
    g.post("s", nominate("s", "r"))
    assert g.codes() == [
        (BotfCode.NOMINATOR_ALREADY_NOMINATED, "p"),
        (BotfCode.NOMINEE_ALREADY_NOMINATED, "s"),
    ]
    day = g.count().current
    assert day is not None
    assert [(n.nominator, n.nominee) for n in of_day(day).nominations] == [("p", "q"), ("s", "r")]


def test_t0_6_windows() -> None:
    g = Game(SEVEN)
    g.post("a", vote("a", "b"))  # Night 1
    g.day(1)
    queued = g.post("a", nominate("a", "b"))  # Discussion: queued
    before = g.count().current
    assert (
        before is not None and of_day(before).nominations == () and len(of_day(before).queued) == 1
    )
    g.nominations()
    g.post("c", vote("c", "b"))
    day = g.count().current
    assert day is not None
    (nom,) = of_day(day).nominations
    assert nom.queued and nom.ref.number == queued and nom.total == 1
    g.voting()
    g.post("d", nominate("d", "e"))
    assert g.codes() == [(Code.VOTE_AT_NIGHT, "a"), (BotfCode.NOM_AFTER_CLOSE, "d")]


def test_t0_7_whisper_cap_distinct_partners() -> None:
    g = Game(SEVEN)
    g.day(1)
    for partner in "bcd":
        g.post("a", whisper("a", partner))
        g.post(partner, accept(partner, "a"))
    g.post("a", whisper("a", "e"))  # a 4th distinct partner
    g.post("b", whisper("b", "a"))  # the A-B whisper broke; a new one with B is free ...
    g.post("a", accept("a"))  # ... (here A accepts B's declaration)
    assert g.codes() == [(BotfCode.WHISPER_CAP, "a")]
    ledger = dict(dict(of_audit(g.audit()).whisper_ledger)[1])
    assert ledger["a"] == ("b", "c", "d")


def test_t0_8_whisper_break_and_pm_after_break() -> None:
    g = Game(SEVEN)
    g.day(1)
    g.t = day_start(1) + timedelta(hours=16)
    g.post("a", whisper("a", "b"))
    accepted = g.post("b", accept("b"))
    g.host(lambda r: WhisperPm(r, "a", "b", ("a", "b", "vesper", "ombrel")))  # fine
    g.tick(30)
    broken = g.post(
        "b",
    )
    g.host(lambda r: WhisperPm(r, "a", "b", ("a", "b", "vesper", "ombrel")))
    (session,) = of_audit(g.audit()).whispers
    assert session.accepted is not None and session.accepted.number == accepted
    assert session.ended is not None and session.ended.number == broken
    assert session.end_reason == "broken_by_post"
    assert g.codes() == [(BotfCode.WHISPER_AFTER_BREAK, "a")]


def test_t0_9_voudon() -> None:
    g = Game("a b c d e f g h", travellers="v", dead="x y z")
    g.modifier("v", "voudon")
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("b", nominate("b", "a"))
    g.post("x", vote("x", "a"))
    g.post("y", vote("y", "a"))
    g.post("v", vote("v", "b"))
    g.post("c", vote("c", "a"))
    assert g.codes() == [(BotfCode.VOUDON_LIVING_VOTE, "c")]
    g.end_day(1)
    day = g.count().day(1)
    assert day is not None and totals(g.count()) == {"b": 1, "a": 2}
    assert day.outcome.eliminated == "a"
    assert of_day(day).tokens_spent == ()
    assert all(t == "unspent" for _, t in of_day(day).ghost_tokens)


def test_t0_10_exile_by_all_seated_dead_without_tokens() -> None:
    g = Game("a b c d e f g", travellers="t", dead="x y")
    g.day(1)
    for voter in "xyabc":
        g.post(voter, lambda r, v=voter: ExileCall(r, v, "t"))
    day = g.count().current
    assert day is not None and of_day(day).exiles[0].status == "open"
    assert (of_day(day).exiles[0].seated, of_day(day).exiles[0].needed) == (10, 6)
    passed = g.post("d", lambda r: ExileCall(r, "d", "t"))
    day = g.count().current
    assert day is not None
    (exile,) = of_day(day).exiles
    assert exile.status == "passed" and exile.passed is not None and exile.passed.number == passed
    assert len(exile.yes) == 6 and [v.voter for v in exile.yes if of_vote(v).dead] == ["x", "y"]
    assert dict(of_day(day).ghost_tokens) == {"x": "unspent", "y": "unspent"}
    assert "t" not in of_day(day).travellers


def test_t0_11_traveller_cap() -> None:
    g = Game("")
    g.events = []  # sign-ups happen before the game
    for i, p in enumerate("abcdefghijk", 1):
        g.post(p, lambda r, p=p, i=i: Signup(r, p, i))
    g.post("t1", lambda r: Signup(r, "t1", 12, True))
    g.post("t2", lambda r: Signup(r, "t2", 13, True))
    assert g.codes() == [(BotfCode.TRAVELLER_CAP, "t2")]


def test_t0_12_matron_swaps_and_neighbour_whispers() -> None:
    g = Game("a b c d e f g", travellers="m")
    g.modifier("m", "matron")
    g.day(1)
    for x, y in [("a", "b"), ("c", "d"), ("e", "f"), ("a", "g")]:
        g.host(lambda r, x=x, y=y: SeatSwap(r, x, y))
    g.post("a", whisper("a", "e"))  # seats now: b a d c f e g m -> a sits 2, e sits 6
    g.post("a", whisper("a", "d"))  # neighbours: fine
    assert g.codes() == [
        (BotfCode.MATRON_TOO_MANY_SWAPS, "a"),
        (BotfCode.WHISPER_NOT_NEIGHBOUR, "a"),
    ]
