"""The code digest in the cache fingerprints (votecount/codehash.py): the SHA-256 of the
sources' bytes, remembered by their stat, and computed again whenever a file changes."""

from __future__ import annotations

import hashlib
import os

from votecount import codehash

SOURCES = ("pkg", "single.py", "missing.py")


def _tree(tmp_path):
    root = tmp_path / "root"
    (root / "pkg" / "sub").mkdir(parents=True)
    (root / "pkg" / "__pycache__").mkdir()
    (root / "pkg" / "a.py").write_text("A = 1\n")
    (root / "pkg" / "sub" / "b.py").write_text("B = 2\n")
    (root / "pkg" / "__pycache__" / "c.py").write_text("ignored\n")
    (root / "pkg" / "notes.txt").write_text("not code\n")
    (root / "single.py").write_text("S = 3\n")
    memos = tmp_path / "memo"
    memos.mkdir(mode=0o700)
    return root, memos


def test_the_digest_is_the_hash_of_the_sources_bytes_with_or_without_a_memo(tmp_path):
    root, memos = _tree(tmp_path)
    want = hashlib.sha256(b"A = 1\nB = 2\nS = 3\n").hexdigest()
    assert codehash.digest(root, SOURCES, None) == want
    assert codehash.digest(root, SOURCES, memos) == want  # computed, then remembered
    assert len(list(memos.iterdir())) == 1
    assert codehash.digest(root, SOURCES, memos) == want


def test_a_remembered_digest_is_read_back_while_the_files_stat_is_unchanged(tmp_path):
    root, memos = _tree(tmp_path)
    codehash.digest(root, SOURCES, memos)
    (memo,) = memos.iterdir()
    memo.write_text("f" * 64)  # what the memo says is used: the files were not read
    assert codehash.digest(root, SOURCES, memos) == "f" * 64
    memo.write_text("not a digest")  # ignored, computed again
    assert codehash.digest(root, SOURCES, memos) == codehash.digest(root, SOURCES, None)


def test_any_change_to_a_source_computes_it_again(tmp_path):
    root, memos = _tree(tmp_path)
    first = codehash.digest(root, SOURCES, memos)
    a = root / "pkg" / "a.py"
    before = a.stat()
    a.write_text("A = 9\n")  # same size; modification time put back by hand
    os.utime(a, ns=(before.st_atime_ns, before.st_mtime_ns))
    edited = codehash.digest(root, SOURCES, memos)
    assert edited == hashlib.sha256(b"A = 9\nB = 2\nS = 3\n").hexdigest() != first
    (root / "pkg" / "sub" / "new.py").write_text("N = 4\n")
    assert codehash.digest(root, SOURCES, memos) != edited
    assert len(list(memos.iterdir())) == 1  # older memos of the same sources dropped


def test_only_a_folder_of_the_users_own_holds_memos(tmp_path, monkeypatch):
    mine = tmp_path / "mine"
    monkeypatch.setenv("VOTECOUNT_CACHE_DIR", str(mine))
    assert codehash.memo_folder() == mine and mine.is_dir()
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("VOTECOUNT_CACHE_DIR", str(shared))
    assert codehash.memo_folder() is None  # anyone could write a digest there
    link = tmp_path / "link"
    link.symlink_to(mine)
    monkeypatch.setenv("VOTECOUNT_CACHE_DIR", str(link))
    assert codehash.memo_folder() is None


def test_votecounts_digest_covers_its_sources(tmp_path, monkeypatch):
    monkeypatch.setenv("VOTECOUNT_CACHE_DIR", str(tmp_path))
    sources = ("tally", "cache.py")
    plain = codehash.digest(codehash.ROOT, sources, None)
    assert codehash.digest(codehash.ROOT, sources, codehash.memo_folder()) == plain
    assert codehash.digest(codehash.ROOT, sources, codehash.memo_folder()) == plain


def test_the_temporary_root_is_tempfiles_own(monkeypatch, tmp_path):
    import tempfile

    for name in ("TMPDIR", "TEMP", "TMP"):
        monkeypatch.delenv(name, raising=False)
    tempfile.tempdir = None  # tempfile remembers its choice: make it choose again
    try:
        assert codehash.temp_root() == tempfile.gettempdir() == "/tmp"
        monkeypatch.setenv("TMP", str(tmp_path / "c"))
        monkeypatch.setenv("TEMP", str(tmp_path))
        (tmp_path / "c").mkdir()
        tempfile.tempdir = None
        assert codehash.temp_root() == tempfile.gettempdir() == str(tmp_path)
    finally:
        tempfile.tempdir = None
