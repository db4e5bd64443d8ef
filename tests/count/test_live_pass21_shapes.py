"""One more end-to-end pass with an injected clock through the CLI (issue 25, live21), on
the local Discourse and phpBB (MafiaScum) servers, on shapes the earlier passes lack; the
threads are invented here: ``watch`` meeting a 429 with Retry-After; a post approved
late from phpBB's moderation queue (dated before the deadline, listed after it); the
thread locked at the deadline (the host's last post); ``--now`` before the first post;
vBulletin pages printed in the reading account's zone.
"""

from __future__ import annotations

from contextlib import ExitStack
from typing import Any

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    cli,
    count,
    day_one,
    game_file,
    make_game,
    stamp,
    synced,
    vote,
    wagons,
)
from votecount.cli import main

A, B, C, D, E = NAMES[:5]


@pytest.fixture
def sleeps(monkeypatch) -> list[float]:
    """Every wait the sync's HTTP client makes, recorded instead of slept."""
    from votecount.scraper import http

    waited: list[float] = []
    real = http.Http
    monkeypatch.setattr(http, "Http", lambda *a, **k: real(*a, **{**k, "sleep": waited.append}))
    return waited


# -- watch meets a 429 with Retry-After ------------------------------------------------------
def test_watch_waits_out_a_429_and_loses_no_post(tmp_path, sleeps):
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path / "live", "latest")
        synced(game, 2.5)
        g.post(D, g.para(vote(g, B)), at(3))
        g.post(E, g.para(vote(g, C)), at(3.5))
        g.server.reset_counts()
        g.server.rate_limit(times=2, retry_after=17)
        line = cli(game, "--now", stamp(at(4)), "watch", "--once")
        assert "2 new" in line, line
        assert [s for s in sleeps if s >= 17] == [17, 17], sleeps  # waited in full, twice
        assert g.server.total_requests <= 6, g.server.counts  # no busy loop
        assert wagons(count(game, 4)) == {B: sorted([A, C, D]), C: [E]}


def test_watch_meeting_a_long_retry_after_stops_the_cycle_and_keeps_what_it_had(tmp_path, sleeps):
    """Retry-After longer than votecount waits: the cycle fails with the forum's words,
    nothing stored is lost, and the next cycle reads the posts."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        game = game_file(g, tmp_path / "live", "latest")
        synced(game, 2.5)
        g.post(D, g.para(vote(g, B)), at(3))
        g.server.rate_limit(times=1, retry_after=7200)
        failed = CliRunner().invoke(
            main, ["--game", str(game), "--now", stamp(at(4)), "watch", "--once"]
        )
        assert failed.exit_code != 0 and "wait" in failed.output, failed.output
        assert not [s for s in sleeps if s >= 60], sleeps  # never slept the hour
        assert wagons(count(game, 4)) == {B: sorted([A, C])}
        line = cli(game, "--now", stamp(at(5)), "watch", "--once")
        assert "1 new" in line, line
        assert wagons(count(game, 5)) == {B: sorted([A, C, D])}


# -- phpBB: a post approved late from the moderation queue ---------------------------------
def test_a_post_approved_after_the_deadline_counts_by_its_time(tmp_path):
    """phpBB lists a topic's posts by their time: a post held for approval, written before
    the deadline and approved after it, appears among the posts before the deadline, on a
    page already read. It is found, counts in Day 1 (its time is before the deadline),
    and nothing else moves; a store synced afresh counts the same."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        game = make_game(g, tmp_path / "live")  # Day 1 ends at(24)
        for i in range(14):
            g.post(NAMES[i % 3], g.para("Chatter."), at(1 + i))
        g.post(A, g.para(vote(g, C)), at(20))
        synced(game, 21)
        held = g.post(D, g.para(vote(g, C)), at(22))  # queued: not shown until approved
        g.topic.posts.remove(held)
        g.post(E, g.para(vote(g, C)), at(23))
        for i in range(12):
            g.post(NAMES[i % 3], g.para("Night chatter."), at(25 + i))
        synced(game, 26)
        later = g.topic.posts.index(next(p for p in g.topic.posts if p.created > at(22)))
        g.topic.posts.insert(later, held)  # approved at(40): listed by its time
        live = synced(game, 41)
        fresh = synced(game_file(g, tmp_path / "fresh", "latest"), 41)
        assert wagons(live) == wagons(fresh) == {C: sorted([A, D, E])}, (live, fresh)


# -- --now before the first post -------------------------------------------------------------
@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_now_before_the_first_post_counts_nothing(tmp_path, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        day_one(g, start=5)
        game = game_file(g, tmp_path / "live", "latest")
        cli(game, "--now", stamp(at(8)), "sync")
        data = count(game, 1)
        assert all(not d.get("wagons") for d in data.get("days", [])), data
        text = cli(game, "--now", stamp(at(1)), "count")
        assert B not in text and "No posts counted yet" in text, text
        assert "commands not counted (0)" in cli(game, "--now", stamp(at(1)), "audit")


# -- vBulletin: the pages print the reading account's own zone -------------------------------
def test_vbulletin_pages_in_the_readers_zone_are_said_to_disagree(tmp_path):
    """The host's game file says the board's zone (New York), but the account votecount
    reads with set its own (Tokyo): the pages print Tokyo times and say "GMT +9". The
    sync says the two disagree, once (failed before: nothing said, every time 14 hours
    off); without a zone in the game file the pages' own is read, and the vote made
    before the deadline counts."""
    from zoneinfo import ZoneInfo

    from tests.count.live_pages import VBulletinEngine, page_game
    from tests.servers import vbulletin

    class Viewer(VBulletinEngine):
        def serve(self) -> Any:
            return vbulletin.serve_vbulletin(self.thread, per_page=10, zone=ZoneInfo("Asia/Tokyo"))

    with ExitStack() as stack:
        g = Viewer(stack)
        g.post(HOST, g.para("Day 1 has begun. Day 1 ends on June 2nd at 12:00 UTC."), at(0))
        g.post(A, g.para(vote(g, B)), at(23))
        g.post(C, g.para(vote(g, B)), at(25))
        g.served_at(at(26))
        (tmp_path / "told").mkdir()
        game = page_game(g, tmp_path / "told")
        said = cli(game, "--now", stamp(at(26)), "sync")
        assert "the pages state the zone" in said and "Asia/Tokyo" not in said, said
        assert "the pages state the zone" not in cli(game, "--now", stamp(at(26)), "sync")
        own = tmp_path / "own"
        own.mkdir()
        bare = page_game(g, own)
        bare.write_text(bare.read_text().replace(f'timezone = "{g.zone}"\n', ""))
        cli(bare, "--now", stamp(at(26)), "sync")
        assert wagons(count(bare, 26)) == {B: [A]}


@pytest.mark.parametrize(
    ("footer", "timezone"),
    [
        ("All times are GMT +5.5. The time now is 10:00 PM.", "Asia/Kolkata"),
        ("All times are GMT +9.5. The time now is 10:00 PM.", "Australia/Adelaide"),
        ("All times are GMT +5.75. The time now is 10:00 PM.", "Asia/Kathmandu"),
        ("All times are GMT +10. The time now is 10:00 PM.", "Australia/Sydney"),
        ("All times are GMT -3. The time now is 10:00 PM.", "America/Sao_Paulo"),
    ],
)
def test_a_stated_zone_that_agrees_is_not_said_to_disagree(footer, timezone):
    """review21c: vBulletin states a half-hour zone in decimal hours ("GMT +5.5"); it was
    read as +5 (and "+5.75" as +6:15), so the sync said the pages disagree with a game
    file that was right (and the pages' times were read 30 minutes off without one)."""
    from votecount.scraper.clock import page_zone
    from votecount.store.times import zone_disagrees

    class Told(dict):
        told, tell = dict.get, dict.__setitem__

    stated = page_zone(footer)
    assert stated is not None and stated.said in footer
    assert not zone_disagrees(Told(), "t", stated.name, stated.said, timezone)
    assert page_zone("All times are GMT +5.5.").name == "UTC+05:30"  # type: ignore[union-attr]


# -- the thread locked at the deadline ----------------------------------------------------------
def test_a_thread_locked_at_the_deadline(tmp_path, monkeypatch):
    """Discourse: the host closes the topic at the deadline (a small action post, "closed
    the topic"); nobody can post after it. The day ends at the deadline its start
    stated, the lock is no post of the game (no vote, no day end of its own), and
    ``watch`` finds the final count due once the clock passes the deadline."""
    monkeypatch.setenv("VOTECOUNT_API_USERNAME", HOST)
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g, host_says="Day 1 ends on June 2nd at 12:00 UTC.")
        game = game_file(g, tmp_path / "live", "latest")
        g.post(D, g.para(vote(g, C)), at(23.5))
        lock = g.post(HOST, "", at(24))
        lock.post_type = 3  # "closed the topic"
        data = synced(game, 24.5)
        day = next(d for d in data["days"] if d["day"] == 1)
        assert day["open"] is False and day["end"]["time"] == at(24).isoformat(), day
        assert wagons(data) == {B: sorted([A, C]), C: [D]}
        line = cli(game, "--now", stamp(at(24.5)), "watch", "--once")
        assert "would post" in line, line
