"""What the host posts say of a deadline, kept between syncs (issue 25, live20), through
the CLI with ``--now`` on the local Discourse and phpBB servers; the thread is invented.

A sync tells where a day may have ended by the deadlines the host posts state
(``phase_markers``; review19c). It parsed every stored host post on every sync, so
``watch`` on a long game paid for the whole game each minute. Each host post's answer is
kept by post and content (``host_said``): a second sync parses none, an edited host post
is read again, and so is a new one.

The readings are keyed by a fingerprint of the readers' source (``jobs.host_readers``; live21):
a changed reader reads every host post again, once; an install without its source still
syncs.
"""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import ENGINES, HOST, NAMES, at, cli, day_one, game_file, stamp, vote
from votecount.store.said import source_fingerprint
from votecount.sync import jobs

STATED = "Day 1 ends on June 2nd at 12:00 UTC."  # at(24)


@pytest.fixture
def parses(monkeypatch) -> list[str]:
    """The host posts' ids each ``deadline_said`` call read."""
    calls: list[str] = []
    real = jobs.deadline_said

    def counted(post, timezone):
        calls.append(post.post_id)
        return real(post, timezone=timezone)

    monkeypatch.setattr(jobs, "deadline_said", counted)
    return calls


def sync_parses(game, now: float, calls: list[str]) -> int:
    calls.clear()
    cli(game, "--now", stamp(at(now)), "sync")
    return len(calls)


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_second_sync_parses_no_host_post(tmp_path, parses, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        opening, _, _ = day_one(g, host_says=STATED)
        notes = [g.post(HOST, g.para(f"Reminder {i}: vote."), at(3 + i)) for i in range(4)]
        game = game_file(g, tmp_path / "live", "latest")
        # Discourse reads the host posts as it fetches them (``EditClock``), phpBB (no
        # history to read) the stored ones from the second sync: each once
        first = sync_parses(game, 8, parses)
        g.post(NAMES[3], g.para(vote(g, NAMES[2])), at(9))
        assert (first, sync_parses(game, 10, parses)) == ((5, 0) if g.history else (0, 5))
        assert sync_parses(game, 11, parses) == 0  # was 5 (Discourse: 10, refetched ones too)
        g.edit(notes[1], g.para("Reminder: vote. Day 1 ends on June 2nd at 18:00 UTC."), at(12))
        g.post(NAMES[4], g.para("Hm."), at(12.5))
        # the edited one, read again (phpBB: once stored, by the next sync)
        assert sync_parses(game, 13, parses) + sync_parses(game, 13.5, parses) == 1
        g.post(HOST, g.para("The deadline is extended by 24 hours."), at(14))
        assert sync_parses(game, 15, parses) + sync_parses(game, 15.5, parses) == 1  # the new one
        assert sync_parses(game, 16, parses) == 0
        assert opening is not None


def test_a_kept_deadline_still_decides_what_the_sync_reads(tmp_path, parses):
    """The deadline a host post stated, kept from an earlier sync, still makes the sync
    read the revision of an edit that may straddle it (review19c's case, with the kept
    row instead of a parse)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, mine, _ = day_one(g, host_says=STATED)
        game = game_file(g, tmp_path / "live", "latest")
        cli(game, "--now", stamp(at(3)), "sync")
        g.edit(mine, g.para(vote(g, NAMES[2])), at(20))
        mine.updated_at = at(30)  # a rebake past the deadline
        g.post(NAMES[3], g.para("Hm."), at(30.5))
        g.server.reset_counts()
        assert sync_parses(game, 31, parses) == 0
        assert g.server.counts["revision"] == 1  # the stated deadline, from the kept row


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_changed_reader_reads_the_host_posts_again(tmp_path, parses, monkeypatch, engine):
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        day_one(g, host_says=STATED)
        for i in range(3):
            g.post(HOST, g.para(f"Reminder {i}: vote."), at(3 + i))
        game = game_file(g, tmp_path / "live", "latest")
        sync_parses(game, 8, parses)
        g.post(NAMES[3], g.para(vote(g, NAMES[2])), at(9))
        sync_parses(game, 10, parses)
        assert sync_parses(game, 11, parses) == 0
        monkeypatch.setattr(jobs, "host_readers", lambda: "another reader")
        assert sync_parses(game, 12, parses) == 4  # every host post, read by the new code
        assert sync_parses(game, 13, parses) == 0  # and kept under its key


def test_the_fingerprint_follows_the_source(tmp_path):
    folder = tmp_path / "reader"
    folder.mkdir()
    (folder / "words.py").write_text("DAY = 'day'\n", encoding="utf-8")
    (folder / "notes.txt").write_text("not code", encoding="utf-8")
    first = source_fingerprint(folder)
    (folder / "notes.txt").write_text("still not code", encoding="utf-8")
    source_fingerprint.cache_clear()
    assert source_fingerprint(folder) == first
    (folder / "words.py").write_text("DAY = 'Day'\n", encoding="utf-8")
    source_fingerprint.cache_clear()
    assert source_fingerprint(folder) != first
    assert jobs.host_readers() in jobs.HostWords("UTC").key


def test_an_install_without_its_source_does_not_crash(tmp_path):
    """review21c: installed with compiled files only (or from a zip) the readers' source
    cannot be read: the fingerprint leaves it out (it crashed: FileNotFoundError on every
    sync) and the key still holds votecount's version."""
    import votecount

    (tmp_path / "parser").mkdir()
    (tmp_path / "parser" / "words.pyc").write_bytes(b"compiled")
    source_fingerprint.cache_clear()
    bare = source_fingerprint(tmp_path / "parser", tmp_path / "count" / "markers.py")
    assert bare == source_fingerprint(tmp_path / "gone.py")
    assert jobs.HostWords("UTC").key.startswith(votecount.__version__ + "|")
