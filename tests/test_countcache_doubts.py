"""The count cache keeps nothing when it cannot know what the count read, or what it
read changed while counting (docs/speed.md, "The count cache"): a sync committing, the
code or a file changing, stderr written, the network or another database used."""

from __future__ import annotations

import pytest

from votecount import countcache

from .test_countcache import Folder, _imported


@pytest.fixture
def golden(tmp_path, monkeypatch) -> Folder:
    return _imported(tmp_path, monkeypatch)


def test_credentials_are_not_part_of_the_key_and_the_rest_of_ours_is():
    env = {"VOTECOUNT_API_KEY": "s3cret", "VOTECOUNT_PASSWORD": "pw", "VOTECOUNT_GAME": "g",
           "PATH": "/bin", "LANG": "C.UTF-8", "OLDPWD": "/x"}  # fmt: skip
    assert countcache.environment(env) == [("LANG", "C.UTF-8"), ("VOTECOUNT_GAME", "g")]


def test_a_count_that_reads_the_network_or_another_database_is_not_kept(tmp_path):
    from votecount import countfill

    for event, args in [
        ("socket.connect", (None, ("example.org", 80))),
        ("socket.getaddrinfo", ("example.org", 80, 0, 0, 0)),
        ("subprocess.Popen", ("ls", [], None, None)),
        ("sqlite3.connect", (str(tmp_path / "other.db"),)),
    ]:
        reads = countfill._Reads(str(tmp_path / "votecount.db"))
        reads.saw(event, args)
        assert reads.doubt, event
    reads = countfill._Reads(str(tmp_path / "votecount.db"))
    reads.saw("sqlite3.connect", (str(tmp_path / "votecount.db"),))
    reads.saw("socket.bind", (None, ("::1", 0)))  # urllib3's import probes for IPv6
    assert not reads.doubt


def _during_the_count(monkeypatch, action) -> None:
    """Run ``action()`` in the middle of every count (after the posts are read)."""
    from votecount import app_output

    real = app_output.count

    def count(*args, **kw):
        out = real(*args, **kw)
        action()
        return out

    monkeypatch.setattr(app_output, "count", count)


def _kept(folder: Folder) -> int:
    with folder.db() as conn:
        return conn.execute("select count(*) from count_cache").fetchone()[0]


def test_a_sync_committing_while_counting_keeps_nothing(golden, monkeypatch):
    def commit():
        with golden.db() as conn:
            conn.execute("update threads set title = title || '.'")

    _during_the_count(monkeypatch, commit)
    golden.run("count")
    golden.run("count")
    assert _kept(golden) == 0 and golden.served[-1] is False


def test_a_count_that_wrote_to_stderr_keeps_nothing(golden, monkeypatch):
    import sys

    _during_the_count(
        monkeypatch, lambda: print("votecount: a notice", file=sys.stderr, flush=True)
    )
    code, _, err = golden.run("count")
    assert code == 0 and "a notice" in err and _kept(golden) == 0


def test_a_count_that_told_a_notice_keeps_nothing(golden, monkeypatch):
    import click

    def notice():
        click.get_current_context().find_root().meta["votecount.workspace"].notice("odd")

    _during_the_count(monkeypatch, notice)
    code, _, err = golden.run("count")
    assert code == 0 and "votecount: odd" in err and _kept(golden) == 0


def test_code_changed_while_counting_keeps_nothing(golden, monkeypatch, tmp_path):
    source = tmp_path / "code.py"
    source.write_text("x = 1\n")
    real = countcache.code_files
    monkeypatch.setattr(
        countcache, "code_files", lambda root=countcache.ROOT: [*real(root), str(source)]
    )
    _during_the_count(monkeypatch, lambda: source.write_text("x = 22\n"))
    golden.run("count")
    golden.run("count")
    assert _kept(golden) == 0


def test_a_file_the_count_read_changed_while_counting_keeps_nothing(golden, monkeypatch):
    text = golden.game.read_text(encoding="utf-8")
    _during_the_count(monkeypatch, lambda: golden.game.write_text(text + "\n", encoding="utf-8"))
    golden.run("count")
    assert _kept(golden) == 0


@pytest.mark.parametrize("door", ["writelines", "buffer"])
def test_a_count_that_wrote_to_stderr_past_its_write_method_keeps_nothing(
    golden, monkeypatch, door
):
    import sys

    def write() -> None:
        if door == "writelines":
            sys.stderr.writelines(["votecount: a notice\n"])
        else:
            sys.stderr.flush()
            sys.stderr.buffer.write(b"votecount: a notice\n")
        sys.stderr.flush()

    _during_the_count(monkeypatch, write)
    code, _, err = golden.run("count")
    assert code == 0 and "a notice" in err and _kept(golden) == 0


@pytest.mark.parametrize("mode", ["r+", "a+"])
def test_a_file_opened_to_read_and_write_is_watched(golden, monkeypatch, tmp_path, mode):
    """A file opened for reading and writing ("r+", "a+") is read too: a change misses."""
    notes = tmp_path / "notes.txt"
    notes.write_text("one\n", encoding="utf-8")

    def read() -> None:
        with open(notes, mode, encoding="utf-8") as f:
            f.seek(0)
            f.read()

    _during_the_count(monkeypatch, read)
    golden.run("count")
    golden.run("count")
    assert golden.served[-1] is True
    notes.write_text("one and two\n", encoding="utf-8")
    golden.run("count")
    assert golden.served[-1] is False
