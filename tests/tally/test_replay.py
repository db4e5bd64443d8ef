"""Replaying to any post equals counting incrementally, post by post (hypothesis)."""

from __future__ import annotations

from itertools import groupby

from hypothesis import given, settings
from hypothesis import strategies as st

from votecount.tally import Engine, Rules, Setup, tally
from votecount.tally.engine import cutoff

from .dsl import events

PLAYERS = ["a", "b", "c", "d", "e", "f", "g"]
who = st.sampled_from(PLAYERS + ["zed"])
line = st.one_of(
    st.builds(lambda v, t: f"{v}>{t}", who, st.sampled_from(PLAYERS + ["!", "-"])),
    st.builds(lambda v, t, u: f"{v}>{t};{v}>{u}", who, who, who),
    st.builds(lambda p: f"kill {p}", who),
    st.builds(lambda p: f"post {p}", who),
    st.builds(
        lambda p, e: f"mod {p} {e}",
        st.sampled_from(PLAYERS),
        st.sampled_from(["double", "void", "loved", "hated"]),
    ),
    st.sampled_from(["D1", "N1", "D2", "end D1", "end D2", "N2", "D3"]),
)
switches = st.fixed_dictionaries(
    {
        "resolution": st.sampled_from(["hammer", "plurality", "hammer_or_plurality"]),
        "tie_break": st.sampled_from(["none", "earliest_to_reach", "host"]),
        "multi_vote_in_post": st.sampled_from(["last_wins", "invalid"]),
    }
)


@settings(max_examples=60, deadline=None)
@given(st.lists(line, min_size=1, max_size=40), switches, st.sampled_from(["public", "host"]))
def test_replay_equals_incremental(script, sw, view):
    ev = events(script)
    rules = Rules.from_switches("mafia", sw)
    setup = Setup.of(*PLAYERS)
    engine = Engine(setup, rules)
    ordered = sorted(ev, key=lambda e: e.ref.key)
    for number, group in groupby(ordered, key=lambda e: e.ref.number):
        engine.feed(list(group))
        replayed = tally(setup, ev, rules, as_of=number, view=view)
        assert engine.count(view).to_json() == replayed.to_json()
        assert (
            engine.audit().to_json()
            == Engine(setup, rules).feed(ordered[: cutoff(ordered, number)]).audit().to_json()
        )


@settings(max_examples=40, deadline=None)
@given(st.lists(line, min_size=1, max_size=40))
def test_never_more_votes_than_living_and_one_vote_each(script):
    vc = tally(Setup.of(*PLAYERS), events(script), Rules.from_switches("mafia"))
    for day in vc.days:
        voters = [v.voter for w in day.wagons for v in w.votes]
        assert len(voters) == len(set(voters))
        assert set(voters) <= set(day.living)
        assert set(day.not_voting) == set(day.living) - set(voters)
