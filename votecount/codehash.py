"""The digest of votecount's own code, part of the parse cache's and the fold checkpoints'
fingerprints (``votecount.cache``): any change to the sources misses both.

The digest is a SHA-256 of the sources' bytes. Reading and hashing them (~130 files,
~0.9 MB) took ~10 ms of every count, so it is remembered in a small file named by a key
of the sources named and of the files' ``stat`` (path, size, modification and change
times, inode) and read back while that key matches: a ``stat`` of each file instead of reading it. An edited,
added, removed, replaced or touched file changes the key, and the digest is computed
from the bytes again (the change time cannot be set back by hand, so an edit that keeps
the size and resets the modification time is seen too).

The memo folder is ``$VOTECOUNT_CACHE_DIR`` when set, else ``votecount-UID`` in the
temporary directory, made ``0700`` and used only while it is the user's own and no one
else's to write; otherwise the digest is computed each run. A memo that is not a digest
is ignored.
"""

from __future__ import annotations

import hashlib
import os
import stat
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).parent
_PREFIX = "code-"


@lru_cache(maxsize=8)
def code_digest(sources: tuple[str, ...]) -> str:
    """The digest of ``sources`` (files or folders of ``.py`` files, relative to the
    ``votecount`` package), once a process."""
    return digest(ROOT, sources, memo_folder())


def digest(root: Path, sources: tuple[str, ...], folder: Path | None) -> str:
    files = _files(root, sources)
    which = hashlib.sha256(repr((str(root.resolve()), sources)).encode()).hexdigest()[:12]
    memo = folder / f"{_PREFIX}{which}-{_stat_key(files)}" if folder is not None else None
    if memo is not None:
        known = _read(memo)
        if known is not None:
            return known
    h = hashlib.sha256()
    for path in files:
        with open(path, "rb") as source:
            h.update(source.read())
    value = h.hexdigest()
    if memo is not None:
        _write(memo, value)
    return value


def _files(root: Path, sources: tuple[str, ...]) -> list[str]:
    out: list[str] = []
    for name in sources:
        path = os.path.join(root, name)
        if os.path.isdir(path):
            out.extend(sorted(_python_files(path)))
        elif os.path.exists(path):
            out.append(path)
    return out


def _python_files(folder: str) -> list[str]:
    found: list[str] = []
    for here, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        found.extend(os.path.join(here, n) for n in names if n.endswith(".py"))
    return found


def _stat_key(files: list[str]) -> str:
    h = hashlib.sha256()
    for path in files:
        st = os.stat(path)
        line = f"\0{path}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ctime_ns}\0{st.st_ino}"
        h.update(line.encode())
    return h.hexdigest()[:32]


def _read(memo: Path) -> str | None:
    try:
        text = memo.read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    if len(text) == 64 and all(c in "0123456789abcdef" for c in text):
        return text
    return None


def _write(memo: Path, value: str) -> None:
    """Keep the new digest (written whole, then renamed) and drop the memos of the same
    sources' older code."""
    partial = memo.with_name(f".{memo.name}.{os.getpid()}")
    try:
        partial.write_text(value, encoding="utf-8")
        os.replace(partial, memo)
        for old in memo.parent.glob(f"{memo.name.rsplit('-', 1)[0]}-*"):
            if old != memo:
                old.unlink(missing_ok=True)
    except OSError:
        partial.unlink(missing_ok=True)


def temp_root() -> str:
    """The temporary directory as ``tempfile.gettempdir`` names it on a POSIX system
    (``$TMPDIR``, ``$TEMP``, ``$TMP``, else ``/tmp``) without loading ``tempfile`` (and
    ``shutil`` and ``random`` with it: ~3.5 ms of every count). Only the first is taken,
    not tried for writing: where it cannot be used, the memo folder is not made and the
    digest is computed from the bytes."""
    for name in ("TMPDIR", "TEMP", "TMP"):
        if os.environ.get(name):
            return os.environ[name]
    return "/tmp"


def memo_folder() -> Path | None:
    """The user's own memo folder, or None when there is no safe one."""
    chosen = os.environ.get("VOTECOUNT_CACHE_DIR")
    getuid = getattr(os, "getuid", None)
    if not chosen and getuid is None:
        return None
    user = getuid() if getuid is not None else None
    folder = Path(chosen) if chosen else Path(temp_root(), f"votecount-{user}")
    try:
        folder.mkdir(mode=0o700, parents=bool(chosen), exist_ok=True)
        st = os.lstat(folder)
    except OSError:
        return None
    if not stat.S_ISDIR(st.st_mode):
        return None
    if user is not None and (st.st_uid != user or st.st_mode & 0o022):
        return None  # someone else's, or writable by others: a digest there proves nothing
    return folder
