"""Substitutions, modifiers (weights, voids, loved/hated), public vs host view."""

from __future__ import annotations

from votecount.tally import Status

from .dsl import codes, run, wagons


def test_substitute_inherits_vote_and_wagon():
    vc = run("D1\na>b\nc>a\nsub a x\nx>-\nx>d", players="a b c d e +x")
    assert wagons(vc) == {"x": ["c"], "d": ["x"]}
    assert vc.current.wagon("d").votes[0].cast_by == "x"


def test_vote_cast_before_substitution_shows_new_player():
    vc = run("D1\na>b\nsub a x", players="a b c d e +x")
    vote = vc.current.wagon("b").votes[0]
    assert (vote.voter, vote.cast_by) == ("x", "a")


def test_replaced_player_cannot_vote_and_old_name_targets_slot():
    vc = run("D1\nsub a x\na>b\nb>a", players="a b c d e +x")
    assert "VOTE_BY_NON_PLAYER" in codes(vc)
    assert wagons(vc) == {"x": ["b"]}


def test_substitute_keeps_activity():
    from votecount.tally import Rules, Setup, SetupPlayer, audit

    from .dsl import events

    setup = Setup((*Setup.of("a", "b").players, SetupPlayer("x", backup=True)))
    rep = audit(setup, events("D1\npost a\npost a\nsub a x\npost x"), Rules.from_switches("mafia"))
    act = {a.slot: a for a in rep.activity}["a"]
    assert act.player == "x" and act.former == ("a",) and act.total_posts == 3


def test_double_voter_hammers_in_host_view_only():
    script = "mod a double\nD1\na>b\nc>b"
    host = run(script, view="host")
    assert host.current.outcome.status is Status.HAMMERED
    assert host.current.wagon("b").total == 3
    assert host.current.wagon("b").votes[0].weight == 2
    public = run(script, view="public")
    assert public.current.wagon("b").total == 2
    assert public.current.wagon("b").votes[0].weight is None
    assert public.current.outcome.status is Status.HAMMERED  # the outcome is real


def test_void_vote_counts_zero():
    vc = run("D1\nmod a void\na>b\nc>b\nd>b", view="host")
    assert vc.current.wagon("b").total == 2
    assert vc.current.outcome.status is Status.LEADING


def test_weight_n_for_one_day_only():
    vc = run("D1\nmod a weight:3 day=1\na>b\nN1\nD2\na>c", view="host")
    assert vc.day(1).outcome.status is Status.HAMMERED
    assert vc.day(2).wagon("c").total == 1


def test_loved_and_hated_move_the_threshold():
    loved = run("D1\nmod b loved\na>b\nc>b\nd>b", view="host")
    assert loved.current.wagon("b").threshold == 4
    assert loved.current.outcome.status is Status.LEADING
    hated = run("D1\nmod b hated\na>b\nc>b", view="host")
    assert hated.current.outcome.status is Status.HAMMERED
    assert run("D1\nmod b hated\na>b", view="public").current.wagon("b").threshold == 3


def test_modifier_at_night_applies_next_day():
    vc = run("D1\nN1\nmod a weight:2\nD2\na>b\nc>b", players="a b c d e f", view="host")
    assert vc.day(2).wagon("b").total == 3


def test_resurrection():
    vc = run("D1\nkill b\nrez b\na>b")
    assert wagons(vc) == {"b": ["a"]}


def test_modifier_at_night_zero_applies_to_day_one():
    vc = run("N0\nmod a weight:2\nD1\na>b\nc>b", players="a b c d e f", view="host")
    assert vc.day(1).wagon("b").total == 3
