"""One votecount at a time per game folder and job: an OS file lock beside the database.

    with job_lock(store.path, "post"):      # check, post and record, never two at once
        ...

``votecount.db-post.lock`` guards posting (check, post, record) and
``votecount.db-sync.lock`` guards sync. The lock is an ``flock`` (``msvcrt.locking`` on
Windows) held by the open file, so a process that is killed — even with ``kill -9`` —
releases it at once: there is never a stale lock to delete by hand. The file holds the
holder's pid and start time, only to name it in the message. A second run waits up to
``wait`` seconds for the first to finish, then stops with ``Busy``: "another votecount
is posting to this game folder (pid 1234, since 17:02:11 UTC); ...".
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import IO

WAITS = {"post": 30.0, "sync": 10.0}
"""How long a job waits for the same job in another process before giving up."""
_DOING = {"post": "posting to", "sync": "syncing"}


class Busy(ValueError):
    """Another votecount holds this game folder's lock for the same job."""


@contextmanager
def job_lock(
    db_path: str,
    job: str,
    *,
    wait: float | None = None,
    sleep: Callable[[float], None] = time.sleep,
    clock: Callable[[], float] = time.monotonic,
) -> Iterator[None]:
    """Hold ``job``'s lock for the database at ``db_path`` (no lock for ``:memory:``)."""
    if db_path == ":memory:" or not db_path:
        yield
        return
    path = f"{db_path}-{job}.lock"
    handle = open(path, "a+", encoding="utf-8")  # noqa: SIM115 (held for the whole job)
    try:
        _acquire(handle, path, job, WAITS.get(job, 10.0) if wait is None else wait, sleep, clock)
        _write_holder(handle)
        yield
    finally:
        handle.close()  # closing the file releases the lock


def _acquire(
    handle: IO[str],
    path: str,
    job: str,
    wait: float,
    sleep: Callable[[float], None],
    clock: Callable[[], float],
) -> None:
    deadline = clock() + wait
    while not _try_lock(handle):
        if clock() >= deadline:
            raise Busy(
                f"another votecount is {_DOING.get(job, job)} this game folder "
                f"({_holder(path)}); wait for it to finish, then run this again "
                f"(the lock, {os.path.basename(path)}, goes away with that process)"
            )
        sleep(0.1)


def _try_lock(handle: IO[str]) -> bool:
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _write_holder(handle: IO[str]) -> None:
    stamp = datetime.now(UTC).strftime("%H:%M:%S UTC")
    handle.seek(0)
    handle.truncate()
    handle.write(f"pid {os.getpid()}, since {stamp}\n")
    handle.flush()


def _holder(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read().strip()
    except OSError:
        text = ""
    return text or "pid unknown"
