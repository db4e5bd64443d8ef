"""Invented live shapes (issue 25, live16) through the CLI against the local Discourse and
phpBB (MafiaScum) servers, ``--now`` as the injected clock: a day's deadline stated in
another zone, the host's phase lines in a long post and in quotes, a player's words that
sound like the host's, and a host count quoted or pasted back with a vote of the player's
own. Each case is a short thread; the reading each must give is written beside it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
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
    stamp,
    vote,
    wagons_of,
)

A, B, C, D, E, F = NAMES
OPEN = "Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."


@pytest.fixture(params=["discourse", "phpbb"])
def forum(request, tmp_path) -> Iterator[tuple[Engine, Path]]:
    """An empty thread on one local forum and its game file."""
    with ExitStack() as stack:
        g = ENGINES[request.param](stack)
        game = game_file(g, tmp_path)
        yield g, game


def synced(game: Path, now: float) -> dict[str, Any]:
    """Sync at ``now``, then the JSON count there."""
    cli(game, "--now", stamp(at(now)), "sync")
    return json.loads(cli(game, "--now", stamp(at(now)), "count", "--format", "json"))


def days(data: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {d["day"]: d for d in data["days"]}


# -- (a) an open deadline ----------------------------------------------------------------------
def test_a_deadline_stated_in_another_zone_is_open_until_then(forum):
    g, game = forum
    g.post(HOST, g.para("Day 1 has begun.", "Day 1 ends on June 3rd at 8:00 AM EDT."), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    day = days(synced(game, 2))[1]
    assert day["open"] is True and day["closes_at"] == "2026-06-03T12:00:00+00:00"
    text = cli(game, "--now", stamp(at(2)), "count", "--format", "text")
    assert "(open, closes in 1 d 22 h" in text and "final" not in text.lower()


def test_a_host_extension_posted_before_the_deadline_moves_it(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(HOST, g.para("The deadline is extended to June 4th at 12:00 UTC."), at(30))
    day = days(synced(game, 47))[1]
    assert day["open"] is True and day["closes_at"] == "2026-06-04T12:00:00+00:00"
    day = days(synced(game, 49))[1]  # past the first deadline, before the new one
    assert day["open"] is True and wagons_of(day) == {B: [A]}


# -- (c) the host's phase lines anywhere in a post ---------------------------------------------
def test_day_start_as_a_heading_above_a_long_rules_text(forum):
    g, game = forum
    g.post(
        HOST,
        g.para(
            g.bold("Day 1 has begun!"),
            "Welcome, all. Votes go in bold; majority hammers; be kind to one another.",
            "Please do not quote private messages. Questions to the host by PM.",
            "Day 1 ends on June 3rd at 12:00 UTC.",
        ),
        at(0),
    )
    g.post(A, g.para(vote(g, B)), at(1))
    day = days(synced(game, 2))[1]
    assert day["open"] is True and day["closes_at"] == "2026-06-03T12:00:00+00:00"
    assert wagons_of(day) == {B: [A]}


def test_a_player_saying_the_day_is_over_ends_nothing(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para("Day 1 is over. Night 1 has begun. (I wish.)"), at(2))
    g.post(D, g.quote(C, "Day 1 is over. Night 1 has begun.") + g.para(vote(g, B)), at(3))
    day = days(synced(game, 4))[1]
    assert day["open"] is True and day["end"] is None
    assert wagons_of(day) == {B: sorted([A, D])}


def test_the_host_quoting_a_player_who_ends_the_day_ends_nothing(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    quoted = g.quote(C, "Day 1 is over. Night 1 has begun.")
    g.post(HOST, quoted + g.para("No, it is not. Please do not post fake phase changes."), at(2))
    g.post(D, g.para(vote(g, B)), at(3))
    day = days(synced(game, 4))[1]
    assert day["open"] is True and day["end"] is None
    assert wagons_of(day) == {B: sorted([A, D])}


# -- (d) a host count quoted back --------------------------------------------------------------
def host_count(g: Engine) -> str:
    return g.para(
        g.bold("Vote Count 1.1"),
        f"{B} (2): {A}, {C}<br>{C} (1): {E}",
        f"Not voting: {D}, {F}, {B}",
        "With 6 alive, it takes 4 to lynch.",
    )


def test_a_quoted_count_with_the_players_own_vote_after_it(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    g.post(E, g.para(vote(g, C)), at(3))
    g.post(HOST, host_count(g), at(4))
    g.post(D, g.quote(HOST, host_count(g)) + g.para("Joining in.", vote(g, C)), at(5))
    g.post(F, g.para("For the record:") + host_count(g) + g.para("Nothing to add."), at(6))
    day = days(synced(game, 7))[1]
    assert wagons_of(day) == {B: sorted([A, C]), C: sorted([D, E])}
    audit = json.loads(cli(game, "--now", stamp(at(7)), "audit", "--format", "json"))
    by_f = [v for v in audit["violations"] if v.get("player") == F]
    assert [v for v in by_f if v["severity"] != "info"] == []
    found = json.loads(cli(game, "--now", stamp(at(7)), "reconcile", "--format", "json", "--all"))
    first = 1 if g.name == "discourse" else 0  # MafiaScum numbers the opening post #0
    assert [f["post"] for f in found["findings"]] == [first + 4]  # the host's, no other


def test_a_players_own_unofficial_count_is_no_count_and_no_vote(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    unofficial = g.para(
        g.bold("Unofficial vote count"),
        f"{B} (2): {A}, {C}<br>{A} (0)",
        f"Not voting: {D}, {E}, {F}, {B}",
    )
    g.post(D, unofficial + g.para("Correct me if I missed one."), at(3))
    day = days(synced(game, 4))[1]
    assert wagons_of(day) == {B: sorted([A, C])}
    found = json.loads(cli(game, "--now", stamp(at(4)), "reconcile", "--format", "json", "--all"))
    assert found["findings"] == []  # no host count in the thread


def test_a_relative_deadline_counts_from_the_hosts_post(forum):
    g, game = forum
    g.post(HOST, g.para("Day 1 has begun.", "Day 1 will end in 48 hours."), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    day = days(synced(game, 2))[1]
    assert day["open"] is True and day["closes_at"] == "2026-06-03T12:00:00+00:00"
    day = days(synced(game, 49))[1]
    assert day["open"] is False and wagons_of(day) == {B: [A]}


def test_day_end_and_next_day_in_one_post_then_votes_land_in_day_2(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(
        HOST,
        g.para(
            "The day is over: the deadline has passed with no majority.",
            f"{B} was lynched with the most votes. {B} was a Vanilla Townie.",
            "Night 1 passed quietly. Nobody died.",
            "Day 2 has begun. Day 2 ends on June 6th at 12:00 UTC.",
        ),
        at(49),
    )
    g.post(C, g.para(vote(g, A)), at(50))
    found = days(synced(game, 51))
    assert found[1]["open"] is False and wagons_of(found[1]) == {B: [A]}
    assert found[2]["open"] is True and wagons_of(found[2]) == {A: [C]}
    assert found[2]["closes_at"] == "2026-06-06T12:00:00+00:00"


def test_the_report_shows_an_open_day_open(forum, tmp_path):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    synced(game, 3)
    page = tmp_path / "report.html"
    cli(game, "--now", stamp(at(3)), "report", "--out", str(page))
    html = page.read_text(encoding="utf-8")
    assert "closes in 1 d 21 h" in html, html[:3000]
    assert "(final)" not in html and "eliminated at the deadline" not in html


def test_a_count_quoted_inside_a_quote_moves_nothing(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(HOST, host_count(g), at(2))
    inner = g.quote(HOST, host_count(g)) + g.para("Is this right?")
    g.post(E, g.quote(D, inner) + g.para("Looks right to me.", vote(g, A)), at(3))
    day = days(synced(game, 4))[1]
    assert wagons_of(day) == {B: [A], A: [E]}


def test_the_hosts_day_end_after_answering_a_quoted_question(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para("Host, does a vote at the deadline count?", vote(g, B)), at(2))
    answer = g.quote(C, "Host, does a vote at the deadline count?") + g.para(
        "Yes, if it is posted before the deadline's minute ends.",
        f"{B} was lynched. {B} was a Vanilla Townie. Day 1 is over. Night 1 has begun.",
    )
    g.post(HOST, answer, at(3))
    g.post(D, g.para(vote(g, A)), at(4))
    day = days(synced(game, 5))[1]
    assert day["open"] is False and day["end"]["time"] == at(3).isoformat()
    assert wagons_of(day) == {B: sorted([A, C])}


def test_post_dry_run_shows_the_open_day_in_the_forums_markup(forum):
    g, game = forum
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    synced(game, 2)
    out = cli(game, "--now", stamp(at(2)), "post")
    assert "Day 1 vote count (open, closes in 1 d 22 h, 2026-06-03 12:00 UTC)" in out
    assert ("[b]" in out) == (g.name == "phpbb")  # BBCode on phpBB, Markdown on Discourse
