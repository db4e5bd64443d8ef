"""The count cache's writing side: a count run so that everything it read is known, and
its output kept (``count_cache``, read by ``votecount.countcache``) only when all of it
is, exactly. When in doubt, nothing is kept.

``Recorder.count`` runs one count (``Workspace.count``) and notes:

- its key (``countcache.key``: the argv, the folder, the environment, votecount's code
  by the ``stat`` of its files), made before it runs and made again after (equal, or
  nothing is kept: the code changed meanwhile);
- the store's generation and schema version before and after it (equal, or nothing is
  kept: a sync committed meanwhile, and which posts the count read cannot be told);
- the game file's bytes and ``stat`` (read again afterwards: unchanged), the
  ``--templates`` folder and each file in it (a template added there is found next
  time only by the folder's ``stat``), every file the count opened to read and every
  folder it listed (a Python audit hook on ``open``, ``os.listdir`` and ``os.scandir``:
  the ``stat`` seen as each was opened, unchanged afterwards; a module imported from its
  bytecode by its source), and every loaded module outside the standard library and
  votecount (Jinja2, click ...: the ``stat`` before the count; an upgrade misses);
- the clock, handed to the count as a ``WatchedNow``: the interval of clocks that give
  the same count (a ``closes in`` countdown: its minute), or none when its value
  escaped;
- whether anything was written to stderr (a notice, a warning): then nothing is kept,
  nor when the count opened another database, a socket or a process.

``Recorder.save`` keeps the output once the CLI has printed it (so the count exited 0).
"""

from __future__ import annotations

import os
import sqlite3
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import countcache
from .watchednow import WatchedNow

if TYPE_CHECKING:
    from .app import Workspace

KEEP = 64  # entries kept (the newest): a host's usual counts, each format and day
_STDLIB = os.path.dirname(os.__file__) + os.sep
_OURS = countcache.ROOT + os.sep
_ACCESS = os.O_WRONLY | os.O_RDWR  # the access bits of an open's flags
# what reads from elsewhere than files (the network, another process): a count never
# should; one that does is not kept (a socket bound to probe for IPv6, as urllib3's
# import does, reads nothing)
_DOUBTFUL = (
    "socket.connect", "socket.sendto", "socket.sendmsg", "socket.getaddrinfo",
    "socket.gethostby", "urllib.Request", "http.client.", "subprocess.", "os.system",
    "os.exec", "os.posix_spawn", "os.fork", "os.spawn", "os.startfile",
)  # fmt: skip


class _Reads:
    """What the count opened and listed (``path -> stat_text`` as first seen), and
    whether it did something that makes its output doubtful."""

    def __init__(self, database: str) -> None:
        self.database = database
        self.seen: dict[str, str] = {}
        self.doubt = ""

    def saw(self, event: str, args: tuple[Any, ...]) -> None:
        if event == "open":
            path, _mode, flags = args
            if isinstance(flags, int) and flags & _ACCESS == os.O_WRONLY:
                return  # written only, not read: not something the output came from
            self._note(path)
        elif event in ("os.listdir", "os.scandir"):
            self._note(args[0] if args and args[0] is not None else ".")
        elif event == "sqlite3.connect":
            target = args[0] if args else None
            if isinstance(target, (str, bytes, os.PathLike)) and (
                os.path.abspath(os.fsdecode(target)) != self.database
            ):
                self.doubt = doubt_of("another database", target)
        elif event.startswith(_DOUBTFUL):
            self.doubt = doubt_of(event, "")

    def _note(self, path: Any) -> None:
        if not isinstance(path, (str, bytes, os.PathLike)):
            return  # a file descriptor: opened before, by something else
        name = os.path.abspath(os.fsdecode(path))
        if name.endswith(".pyc"):  # a module imported now: its source, as it is now
            name = _source_of(name)
        if name.startswith(_OURS):
            return  # votecount's own files: in the key already
        if name and name not in self.seen:
            self.seen[name] = countcache.stat_text(name)


def _source_of(cached: str) -> str:
    """``pkg/__pycache__/mod.cpython-311.pyc`` -> ``pkg/mod.py`` ('' for another form)."""
    folder, name = os.path.split(cached)
    if os.path.basename(folder) != "__pycache__":
        return ""
    return os.path.join(os.path.dirname(folder), name.split(".", 1)[0] + ".py")


def doubt_of(what: str, detail: Any) -> str:
    return f"{what} {detail}".strip()


_READS: _Reads | None = None
_HOOKED = False


def _audit(event: str, args: tuple[Any, ...]) -> None:
    reads = _READS
    if reads is not None:
        reads.saw(event, args)


def _hook() -> None:
    global _HOOKED
    if not _HOOKED:  # an audit hook cannot be removed: one for the process, idle between
        sys.addaudithook(_audit)
        _HOOKED = True


class WatchedStream:
    """A stream (sys.stderr while a count runs) that passes everything on and tells
    ``said`` of each write: its text, or None for ``writelines``."""

    def __init__(self, stream: Any, said: Callable[[Any], None]) -> None:
        self._stream = stream
        self._said = said

    def write(self, text: Any) -> int:
        self._said(text)
        return self._stream.write(text)

    def writelines(self, lines: Any) -> None:
        self._said(None)
        self._stream.writelines(lines)

    @property
    def buffer(self) -> WatchedStream:
        """The bytes under it, watched the same way."""
        return WatchedStream(self._stream.buffer, self._said)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class Recorder:
    """One count run for the cache (``argv``: the command's own; ``templates``: the
    ``--templates`` folder)."""

    def __init__(self, argv: list[str], templates: Path | None = None) -> None:
        self.argv = argv
        self.templates = templates
        self.doubt = ""  # why nothing will be kept, once something is doubtful
        self.key = ""  # the count's key, made before it runs
        self.entry: dict[str, Any] | None = None

    def _written(self, _text: Any) -> None:
        """Something was written to stderr while counting: nothing is kept."""
        self.doubt = self.doubt or "written to stderr"

    def count(self, ws: Workspace, run: Callable[[], str]) -> str:
        """``run()`` (the count), watched."""
        global _READS
        conn = ws.store().conn  # opened (and migrated) before anything is noted
        ws.reload()  # the game file is read inside the watched count
        game = os.path.realpath(ws.game_path)
        self.key = _key_before(self.argv, game, ws)  # the code as it is before
        before = _store_state(conn)
        files = {("sha256", game): countcache.bytes_digest(game)} | self._folder_files()
        loaded = set(sys.modules)
        files |= _modules(loaded)  # the libraries loaded so far, as they are before
        real, watched = ws.clock, _Clock(ws.clock)
        notice, stderr = ws.notice, sys.stderr
        reads = _Reads(str(ws.db_path))
        ws.clock = watched
        if notice is not None:
            ws.notice = self._noting(notice)
        sys.stderr = WatchedStream(stderr, self._written)
        _hook()
        _READS = reads
        try:
            text = run()
        finally:
            _READS = None
            ws.clock, ws.notice, sys.stderr = real, notice, stderr
        files = _modules(set(sys.modules) - loaded) | files  # loaded meanwhile, unless seen
        self._settle(ws, conn, before, files, reads, watched, text)
        return text

    def _noting(self, notice: Callable[[str], None]) -> Callable[[str], None]:
        def noted(line: str) -> None:
            self.doubt = self.doubt or "a notice on stderr"
            notice(line)

        return noted

    def _folder_files(self) -> dict[tuple[str, str], str]:
        if self.templates is None:
            return {}
        folder = os.path.abspath(self.templates)
        found = {("stat", folder): countcache.stat_text(folder)}
        for here, dirs, names in os.walk(folder, followlinks=True):
            dirs.sort()
            for name in (*dirs, *sorted(names)):
                path = os.path.join(here, name)
                found[("stat", path)] = countcache.stat_text(path)
        return found

    def _settle(
        self, ws: Workspace, conn: Any, before: Any, files: dict[tuple[str, str], str],
        reads: _Reads, watched: _Clock, text: str,
    ) -> None:  # fmt: skip
        """Make the entry, if everything the count read is known and still as it was."""
        files |= {("stat", path): value for path, value in reads.seen.items() if path}
        if countcache.key(self.argv, ws.game_path) != self.key:
            self.doubt = self.doubt or "votecount's code changed while counting"
        if reads.doubt:
            self.doubt = self.doubt or reads.doubt
        if watched.escaped:
            self.doubt = self.doubt or "the clock's value was used, not only compared"
        if before is None or _store_state(conn) != before:
            self.doubt = self.doubt or "the store changed while counting"
        if "\x1b" in text:
            self.doubt = self.doubt or "escape codes (click strips them off a terminal)"
        lines = []
        for (kind, path), value in sorted(files.items()):
            now = countcache.bytes_digest(path) if kind == "sha256" else countcache.stat_text(path)
            if now != value or "\t" in path or "\n" in path:
                self.doubt = self.doubt or f"{path} changed while counting"
            lines.append(f"{kind}\t{path}\t{value}")
        if self.doubt:
            return
        since, until = watched.interval()
        self.entry = {
            "generation": before[0], "schema": before[1], "valid_from": since,
            "valid_until": until, "files": "\n".join(lines),
        }  # fmt: skip

    def save(self, ws: Workspace, printed: str) -> bool:
        """Keep what the CLI printed, if the count was exact; True when kept."""
        if self.entry is None or self.doubt:
            return False
        conn = ws.store().conn
        row = {**self.entry, "key": self.key, "output": printed, "made": _made()}
        try:
            with conn:
                conn.execute("delete from count_cache where generation != ?", [row["generation"]])
                conn.execute(
                    "insert or replace into count_cache (key, generation, schema, valid_from, "
                    "valid_until, files, output, made) values (:key, :generation, :schema, "
                    ":valid_from, :valid_until, :files, :output, :made)",
                    row,
                )
                conn.execute(
                    "delete from count_cache where key not in "
                    "(select key from count_cache order by made desc limit ?)",
                    [KEEP],
                )
        except sqlite3.OperationalError:
            return False  # a read-only or busy database: the cache is derived
        return True


class _Clock:
    """The workspace's clock, read once: a ``WatchedNow``."""

    def __init__(self, real: Callable[[], datetime]) -> None:
        self.real = real
        self.now: WatchedNow | None = None

    def __call__(self) -> datetime:
        if self.now is None:
            self.now = WatchedNow.of(self.real())
        return self.now

    def interval(self) -> tuple[int | None, int | None]:
        if self.now is None:
            return None, None
        return self.now.watch.since, self.now.watch.until

    @property
    def escaped(self) -> bool:
        watch = self.now.watch if self.now is not None else None
        return watch is not None and (watch.escaped or not watch.holds())


def _store_state(conn: Any) -> tuple[int, int] | None:
    """(generation, schema version), or None when the store cannot tell (no table, or a
    source table without its triggers)."""
    from .schema import SOURCE_TABLES, generation_trigger_names

    try:
        (generation,) = conn.execute("select generation from source_generation").fetchone()
        (schema,) = conn.execute("pragma schema_version").fetchone()
        triggers = {
            r[0] for r in conn.execute("select name from sqlite_master where type = 'trigger'")
        }
    except (sqlite3.Error, TypeError):
        return None
    if any(name not in triggers for t in SOURCE_TABLES for name in generation_trigger_names(t)):
        return None
    return generation, schema


def _key_before(argv: list[str], game: str, ws: Workspace) -> str:
    """The key as the fast path made it a moment ago (same argv and game file), else
    made now."""
    asked = countcache.asked
    if asked is not None and asked[0] == argv and asked[1] == game:
        return asked[2]
    return countcache.key(argv, ws.game_path)


def _modules(names: set[str]) -> dict[tuple[str, str], str]:
    """The files of these loaded modules outside the standard library and votecount."""
    found = {}
    for name in names:
        path = getattr(sys.modules.get(name), "__file__", None)
        if not isinstance(path, str):
            continue
        path = os.path.abspath(path)
        if path.startswith(_OURS):
            continue
        if path.startswith(_STDLIB) and "-packages" + os.sep not in path:
            continue
        found[("stat", path)] = countcache.stat_text(path)
    return found


def _made() -> int:
    import time

    return time.time_ns() // 1000


def recorder(no_cache: bool, verbose: int, templates: Path | None) -> Recorder | None:
    """A recorder for this count, if it may be cached: started as the ``votecount``
    command (``countcache.invoked``), without ``--no-cache`` or ``-v``."""
    argv = countcache.invoked
    if argv is None or no_cache or verbose:
        return None
    return Recorder(list(argv), templates)
