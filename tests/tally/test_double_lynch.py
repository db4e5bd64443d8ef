"""``eliminations_per_day`` (a "double lynch" day): a hammer eliminates and the day goes
on; the votes reset (or only those on and by the eliminated are released,
``after_elimination = "release"``); a second majority or the deadline ends the day."""

from __future__ import annotations

import pytest

from votecount.tally import Rules, Status
from votecount.tally.errors import InvalidSwitches

from .dsl import codes, run, wagons

SEVEN = "a b c d e f g"  # 7 alive: 4 to lynch; after one lynch, 6 alive: still 4
TWO = {"eliminations_per_day": 2}


def test_first_hammer_eliminates_and_the_day_goes_on_with_votes_reset():
    vc = run("D1\na>b\nc>b\nd>b\ne>b\nf>c", players=SEVEN, switches=TWO)
    day = vc.day(1)
    assert "b" not in day.living
    assert day.outcome.status is Status.LEADING  # open again, not hammered
    assert wagons(vc, 1) == {"c": ["f"]}  # only the vote cast after the lynch
    assert codes(vc) == []  # f's vote is not "after the hammer"
    assert [o["eliminated"] for o in dict(day.extra)["eliminations"]] == ["b"]


def test_second_majority_ends_the_day():
    script = "D1\na>b\nc>b\nd>b\ne>b\na>c\nd>c\ne>c\nf>c\ng>a"
    vc = run(script, players=SEVEN, switches=TWO)
    day = vc.day(1)
    assert day.outcome.status is Status.HAMMERED
    assert day.outcome.eliminated == "c"
    assert [o["eliminated"] for o in dict(day.extra)["eliminations"]] == ["b", "c"]
    assert codes(vc) == ["VOTE_AFTER_HAMMER"]  # g's vote came after the second hammer
    assert set(day.living) == {"a", "c", "d", "e", "f", "g"}  # frozen at the hammer, as ever


def test_deadline_after_one_elimination_keeps_it_as_the_outcome():
    vc = run("D1\na>b\nc>b\nd>b\ne>b\nf>c\nend D1", players=SEVEN, switches=TWO)
    day = vc.day(1)
    assert day.outcome.status is Status.HAMMERED
    assert day.outcome.eliminated == "b"
    assert day.outcome.ref.number == 5


def test_release_keeps_the_other_votes():
    script = "D1\nf>c\na>b\nc>b\nd>b\ne>b"
    vc = run(script, players=SEVEN, switches={**TWO, "after_elimination": "release"})
    assert wagons(vc, 1) == {"c": ["f"]}
    reset = run(script, players=SEVEN, switches=TWO)
    assert wagons(reset, 1) == {}


def test_no_elimination_majority_ends_the_day_at_once():
    vc = run("D1\na>!\nb>!\nc>!\nd>!\ne>f", players=SEVEN, switches=TWO)
    day = vc.day(1)
    assert day.outcome.status is Status.HAMMERED
    assert day.outcome.eliminated is None
    assert codes(vc) == ["VOTE_AFTER_HAMMER"]


def test_one_per_day_is_the_default_and_freezes_the_day():
    vc = run("D1\na>b\nc>b\nd>b\ne>b\nf>c", players=SEVEN)
    assert vc.day(1).outcome.eliminated == "b"
    assert codes(vc) == ["VOTE_AFTER_HAMMER"]
    assert "eliminations" not in dict(vc.day(1).extra)


@pytest.mark.parametrize("bad", [0, -1, True, "2"])
def test_eliminations_per_day_must_be_a_positive_whole_number(bad):
    with pytest.raises(InvalidSwitches, match="eliminations_per_day"):
        Rules.from_switches("mafia", {"eliminations_per_day": bad})


WAIT = {**TWO, "day_goes_on": "at_announcement"}


def test_at_announcement_votes_freeze_until_the_hosts_death_event():
    script = "D1\na>b\nc>b\nd>b\ne>b\nf>c\nkill b\ng>c"
    vc = run(script, players=SEVEN, switches=WAIT)
    day = vc.day(1)
    assert codes(vc) == ["VOTE_AFTER_HAMMER"]  # f's vote between the hammer and the flip
    assert wagons(vc, 1) == {"c": ["g"]}  # reset at the announcement; g's vote counts
    assert day.outcome.status is Status.LEADING
    assert "b" not in day.living


def test_at_announcement_shows_the_hammer_until_then():
    vc = run("D1\na>b\nc>b\nd>b\ne>b", players=SEVEN, switches=WAIT)
    day = vc.day(1)
    assert day.outcome.status is Status.HAMMERED
    assert wagons(vc, 1) == {"b": ["a", "c", "d", "e"]}


def test_at_announcement_a_day_ending_first_still_eliminates():
    vc = run("D1\na>b\nc>b\nd>b\ne>b\nend D1\nN1\nD2\nb>c", players=SEVEN, switches=WAIT)
    assert vc.day(1).outcome.eliminated == "b"
    assert "b" not in vc.day(2).living
    assert codes(vc) == ["VOTE_BY_DEAD"]
