"""One more live pass (issue 25, live18) through the CLI with ``--now`` as the injected
clock, on each engine's local server (Discourse, phpBB as MafiaScum, vBulletin 4,
XenForo 2); the thread is invented here.

- The host's phase post with the phase lines in the middle of a long post.
- The host's final count quoted back by a player a minute after the deadline.
- A vote edited before the first sync.
- A deadline the host extends after it passed ("extended by 12 hours", posted five
  minutes late): the votes in the extension count, the day closes at the new deadline.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    Engine,
    at,
    cli,
    game_file,
    notices,
    stamp,
    vote,
    wagons_of,
)
from tests.count.live_pages import PAGE_ENGINES, PageEngine, page_game

A, B, C, D, E, F = NAMES
ALL = {**ENGINES, **PAGE_ENGINES}


@pytest.fixture(params=sorted(ALL))
def forum(request, tmp_path) -> Iterator[tuple[Engine, Path]]:
    with ExitStack() as stack:
        g = ALL[request.param](stack)
        game = page_game(g, tmp_path) if isinstance(g, PageEngine) else game_file(g, tmp_path)
        yield g, game


def sync(g: Engine, game: Path, hours: float) -> None:
    if isinstance(g, PageEngine):
        g.served_at(at(hours))
    cli(game, "--now", stamp(at(hours)), "sync")


def counted(game: Path, hours: float) -> dict[int, dict[str, Any]]:
    data = json.loads(cli(game, "--now", stamp(at(hours)), "count", "--format", "json"))
    return {d["day"]: d for d in data["days"]}


def long_post(g: Engine, *middle: str) -> str:
    return g.para(
        "Good morning, everyone. A few words before we go on.",
        "Please keep your votes in bold; one vote at a time; no quoting of private messages.",
        *middle,
        "Questions about the rules go to me by private message. Be kind to one another.",
        "Good luck to all of you.",
    )


@pytest.mark.parametrize(
    "extension", ["The deadline is extended by 12 hours.", "Deadline extended by 12h, sorry all."]
)
def test_a_day_through_its_extended_deadline(forum, extension):
    g, game = forum
    opening = ("Day 1 has begun.", "Day 1 ends on June 2nd at 12:00 UTC.")
    g.post(HOST, long_post(g, *opening), at(0))
    edited = g.post(A, g.para("Opening pick.", vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    g.edit(edited, g.para("Opening pick.", vote(g, C)), at(3))  # before the first sync
    sync(g, game, 4)
    day = counted(game, 4)[1]
    assert day["open"] is True and day["closes_at"] == "2026-06-02T12:00:00+00:00", day
    first = {B: sorted([A, C])} if g.history else {B: [C], C: [A]}
    assert wagons_of(day) == first
    if not g.history:
        assert "original unknown" in notices(game, 4, "EDITED_COMMAND")[0]["reason"]
    g.post(D, g.para(vote(g, C)), at(23))
    g.post(B, g.para(vote(g, D)), at(24) + timedelta(minutes=2))  # past the deadline
    sync(g, game, 24 + 3 / 60)
    before = counted(game, 24 + 3 / 60)[1]  # what the host saw before extending
    assert before["open"] is False and before["past_deadline"] is not None, before
    assert [v["voter"] for v in before["past_deadline"]["votes_after"]] == [B], before
    late = at(24) + timedelta(minutes=5)
    g.post(HOST, g.para(extension), late)
    sync(g, game, 25)
    day = counted(game, 25)[1]
    assert day["open"] is True and day["closes_at"] == "2026-06-03T00:00:00+00:00", day
    assert wagons_of(day).get(D) == [B], day  # the day never closed: the vote counts
    assert counted(game, 24 + 3 / 60)[1] == before  # the replay before the extension
    g.post(E, g.para(vote(g, C)), at(30))  # in the extension: counts
    g.post(HOST, g.para("Day 1 has ended. Final count:", f"{C} (2): {D}, {E}"), at(36))
    quote = g.quote(HOST, g.para("Day 1 has ended.", f"{C} (2): {D}, {E}"))
    g.post(F, g.para(quote, "Well, that went fast."), at(36) + timedelta(minutes=1))
    sync(g, game, 37)
    found = counted(game, 37)
    day = found[1]
    assert day["open"] is False, day
    expected = dict(first)
    expected[C] = sorted([*expected.get(C, []), D, E])
    expected[D] = [B]
    assert wagons_of(day) == expected
    assert 2 not in found or wagons_of(found[2]) == {}


def test_the_next_day_started_in_the_middle_of_a_long_post(forum):
    g, game = forum
    g.post(HOST, long_post(g, "Day 1 has begun.", "Day 1 ends on June 2nd at 12:00 UTC."), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    g.post(HOST, g.para("Day 1 has ended.", f"{B} was lynched."), at(24))
    g.post(HOST, long_post(g, f"Night 1 is over: {F} was killed.", "Day 2 has begun.",
                           "Day 2 ends on June 4th at 12:00 UTC."), at(36))  # fmt: skip
    g.post(C, g.para(vote(g, D)), at(37))
    quote = g.quote(HOST, long_post(g, "Day 2 has begun."))
    g.post(D, g.para(quote, "Here we go again.", vote(g, C)), at(38))
    sync(g, game, 39)
    found = counted(game, 39)
    assert found[1]["open"] is False and found[2]["open"] is True, found
    assert found[2]["closes_at"] == "2026-06-04T12:00:00+00:00"
    assert wagons_of(found[2]) == {D: [C], C: [D]}
