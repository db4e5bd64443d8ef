"""Audit (violations, activity, prods) and the phase timeline."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from votecount.tally import PhaseKind, Rules, Setup, Status, audit, tally
from votecount.tally.phases import Span, merge, phase_events, scheduled

from .dsl import T0, events, ref


def test_activity_and_days_without_vote():
    ev = events("D1\na>b\npost c\nc>a\nN1\npost c\nD2\nb>a")
    rep = audit(Setup.of("a", "b", "c"), ev, Rules.from_switches("mafia"))
    act = {a.player: a for a in rep.activity}
    assert dict(act["c"].posts) == {"D1": 2, "N1": 1}
    assert act["a"].days_without_vote == (2,)
    assert act["b"].days_without_vote == (1,)


def test_prod_due_against_given_time():
    ev = events("D1\na>b\npost b")
    rules = Rules.from_switches("mafia", {"prod_hours": 36})
    now = T0 + timedelta(hours=40)
    rep = audit(Setup.of("a", "b", "c"), ev, rules, now=now)
    due = sorted(v.player for v in rep.by_code("PROD_DUE"))
    assert due == ["a", "b", "c"]
    rep = audit(Setup.of("a", "b", "c"), ev, rules, now=T0 + timedelta(hours=30))
    assert rep.by_code("PROD_DUE") == ()
    assert all(a.hours_since_post is not None for a in rep.activity)


def test_audit_lists_every_violation():
    rep = audit(
        Setup.of("a", "b", "c"), events("a>b\nD1\nzed>a\na>-"), Rules.from_switches("mafia")
    )
    assert [v.code for v in rep.violations] == [
        "VOTE_OUTSIDE_WINDOW",
        "VOTE_BY_NON_PLAYER",
        "UNVOTE_WITHOUT_VOTE",
    ]
    assert rep.violations[1].ref.number == 3
    assert rep.to_json()["violations"][0]["severity"] == "error"


def test_schedule_phases_and_deadline():
    start = T0
    spans = scheduled(start, "day", 24, 12, until=start + timedelta(hours=40))
    assert [(s.kind.value, s.number) for s in spans] == [("day", 1), ("night", 1), ("day", 2)]
    ev = events("post a\na>b\nc>b") + phase_events(spans, lambda n: None)
    late = ref(200)  # 2000 minutes later: after the day-1 deadline (24h = 1440 min)
    from votecount.tally import Vote

    ev.append(Vote(late, "d", "b"))
    vc = tally(Setup.of("a", "b", "c", "d", "e"), ev, Rules.from_switches("mafia"))
    assert vc.day(1).outcome.status is Status.NO_ELIMINATION
    assert "VOTE_AT_NIGHT" in [v.code for v in vc.day(1).rejected]


def test_botf_schedule_starts_with_night_one():
    spans = scheduled(T0, "night", 48, 24, until=T0 + timedelta(hours=90))
    assert [(s.kind.value, s.number) for s in spans] == [("night", 1), ("day", 1), ("night", 2)]


def test_post_anchored_phase_includes_end_post_and_merge_prefers_first():
    spans = merge(
        [Span(PhaseKind.DAY, 1, start_post=1, end_post=3)],
        [
            Span(PhaseKind.DAY, 1, start_post=2, source="marker"),
            Span(PhaseKind.NIGHT, 1, start_post=5),
        ],
    )
    assert len(spans) == 2
    ev = events("post h\na>b\nc>b\nd>a\ne>a") + phase_events(spans, ref)
    vc = tally(Setup.of("a", "b", "c", "d", "e"), ev, Rules.from_switches("mafia"))
    assert {w.target: w.total for w in vc.day(1).wagons} == {"b": 2}
    assert [v.code for v in vc.day(1).rejected] == ["VOTE_AFTER_DEADLINE", "VOTE_AT_NIGHT"]


def test_phase_start_twice_is_harmless_and_out_of_order_warns():
    vc = tally(Setup.of("a", "b"), events("D1\nD1\nN1\nD1"), Rules.from_switches("mafia"))
    assert [v.code for v in vc.day(1).notices] == ["PHASE_OUT_OF_ORDER"]


def test_as_of_time():
    ev = events("D1\na>b\nc>b")
    at = datetime(2026, 3, 1, 12, 25, tzinfo=UTC)  # after post 2, before post 3
    vc = tally(Setup.of("a", "b", "c"), ev, Rules.from_switches("mafia"), as_of=at)
    assert vc.current.wagon("b").total == 1


def test_prods_of_a_post_number_as_of_are_measured_at_that_post_not_now():
    # post 3 is 30 min after T0; "now" is months later: as of post 3 nobody is due
    ev = events("D1\na>b\npost b\npost a\npost a")
    rules = Rules.from_switches("mafia", {"prod_hours": 36})
    rep = audit(Setup.of("a", "b", "c"), ev, rules, as_of=3, now=T0 + timedelta(days=90))
    assert rep.by_code("PROD_DUE") == ()
    hours = {a.player: a.hours_since_post for a in rep.activity}
    assert hours["b"] == 0.0


def test_no_prod_after_the_game_end_and_activity_measured_at_it():
    from votecount.tally.events import GameEnd

    ev = events("D1\na>b\npost b\npost c")
    ev.append(GameEnd(ref(5), "town wins"))
    rules = Rules.from_switches("mafia", {"prod_hours": 36})
    rep = audit(Setup.of("a", "b", "c"), ev, rules, now=T0 + timedelta(days=900))
    assert rep.by_code("PROD_DUE") == ()
    hours = {a.player: a.hours_since_post for a in rep.activity}
    assert hours["c"] == (ref(5).time - ref(4).time).total_seconds() / 3600
    # before the end the same silence is a prod
    rep = audit(Setup.of("a", "b", "c"), ev[:-1], rules, now=T0 + timedelta(days=900))
    assert sorted(v.player for v in rep.by_code("PROD_DUE")) == ["a", "b", "c"]
