"""The host posts' kept deadlines are keyed by the code that read them (issue 25, live21),
through the CLI with ``--now`` on the local Discourse and phpBB servers; the thread is
invented.

``host_said`` (live20) kept each host post's reading under votecount's version: a reader
changed without a version bump kept its old readings. The key is now a fingerprint of
the readers' source (``jobs.host_readers``): a changed fingerprint reads every host post
again, once.
"""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import ENGINES, HOST, NAMES, at, day_one, game_file, vote
from tests.sync.test_host_said_kept import STATED, parses, sync_parses  # noqa: F401
from votecount.store.said import source_fingerprint
from votecount.sync import jobs


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_changed_reader_reads_the_host_posts_again(tmp_path, parses, monkeypatch, engine):  # noqa: F811
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
