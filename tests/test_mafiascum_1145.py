"""The real game: MafiaScum 1145 replayed through parser + tally reproduces, for each of
the 5 days, the hammer post, the lynched player and the voters at the hammer."""

from __future__ import annotations

import json

import pytest

from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.tally import Status

from .conftest import FIXTURES, corpus_path

pytestmark = pytest.mark.corpus


@pytest.fixture(scope="module")
def game():
    return load_game(FIXTURES / "games" / "mafiascum-1145" / "game.toml")


@pytest.fixture(scope="module")
def posts():
    path = corpus_path("mafiascum-1145", "posts.jsonl")
    return [p for batch in import_jsonl(path, thread="mafiascum-16947") for p in batch.posts]


@pytest.fixture(scope="module")
def expected():
    return json.loads(corpus_path("mafiascum-1145", "expected.json").read_text())


@pytest.fixture(scope="module")
def final(game, posts):
    return pipeline.count(game, posts, view="host")


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5])
def test_day_hammer_post_and_lynch(final, expected, number):
    want = expected["days"][number - 1]
    day = final.day(number)
    assert day is not None, f"Day {number} never started"
    assert day.living_count == want["living_count"]
    assert day.threshold == want["majority"]
    out = day.outcome
    assert out.status is Status.HAMMERED, _explain(day)
    assert out.eliminated == want["lynched"]
    assert out.ref.number == want["hammer_post"]
    wagon = day.wagon(want["lynched"])
    assert sorted(v.voter for v in wagon.votes) == sorted(want["voters_at_hammer"])
    assert wagon.votes[-1].cast_by == want["hammer_by"]


def test_one_post_before_the_hammer_is_not_yet_majority(game, posts, expected):
    for want in expected["days"]:
        before = pipeline.count(game, posts, as_of=want["hammer_post"] - 1, day=want["day"])
        assert before.current.outcome.status is not Status.HAMMERED
        wagon = before.current.wagon(want["lynched"])
        assert wagon is not None and wagon.needed >= 1


def test_audit_of_the_whole_game(game, posts):
    rep = pipeline.audit(game, posts)
    # every official vote resolved and in its window; the errors are votes not counted
    # because they were not marked (the host did not count them either): a plain-text
    # "Vote:" (#149) and prose shaped like a vote, "my vote is on Trendall" (#169, issue 27)
    want = [("VOTE_NOT_BOLD_OR_TAG", 149), ("VOTE_NOT_BOLD_OR_TAG", 169)]
    assert [(v.code, v.ref.number) for v in rep.errors] == want
    plain = [v for v in rep.violations if v.code == "VOTE_NOT_BOLD_OR_TAG"]
    assert [v.ref.number for v in plain] == [149, 169]  # both shown
    assert not rep.by_code("COMMAND_IGNORED")  # and no prose holding the word "vote"
    quoted = {v.ref.number for v in rep.by_code("COMMAND_IN_QUOTE")}
    assert 290 in quoted
    assert len(rep.by_code("REPEATED_VOTE")) < 5  # post 105's ten identical tags are one vote
    act = {a.slot: a for a in rep.activity}
    assert act["Romanus"].player == "crazypianist1116"
    assert act["AMP"].former == ("AMP", "Meransiel")
    assert act["Klazam"].total_posts >= 0


def test_the_fold_post_by_post_equals_a_recount_as_of_each_post(game, posts):
    ordered = pipeline.in_thread_order(posts)
    for i, engine in pipeline.run(game, posts).post_by_post(ordered):
        if i + 1 in (300, 350, len(posts)):
            as_of = pipeline.count(game, posts, as_of=ordered[i].number)
            assert engine.count().to_json() == as_of.to_json(), i


def _explain(day) -> str:
    lines = [f"Day {day.day}: {day.outcome}"]
    lines += [
        f"  {w.target}: {w.total}/{w.threshold} {[v.voter for v in w.votes]}" for w in day.wagons
    ]
    lines += [
        f"  {v.code} #{v.ref.number if v.ref else ''} {v.player}: {v.reason}" for v in day.rejected
    ]
    return "\n".join(lines)
