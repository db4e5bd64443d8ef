"""A persistent cache of each post's events, in the ``parsed`` table of votecount.db.

Parsing is most of the cost of a recount, and a post's events only change when its
content, the game's roster, hosts, pins or parse options, or votecount's version change.
The cache key is the pipeline's (thread, post id, content) key; the ``fingerprint`` covers
everything else, so a changed game file or a new votecount version simply misses (and old
fingerprints are dropped on the next save). The table is derived: deleting it is safe.

Events are stored as data-only JSON (``votecount.count.incremental.eventcodec``), never pickles: a row that is
not that format (a forged or old row in a database someone sent) is simply a miss, and
reading a shared votecount.db can never run code.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import sys
from collections.abc import Iterable, Iterator, MutableMapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from votecount.gamefile.game import Game

from votecount import __version__
from votecount.count.incremental import eventcodec
from votecount.store.schema import MIGRATIONS
from votecount.tally.registry import registered

# how events are stored; with the package's version and the schema's, what keys the code
# that made a stored value (as black keys its cache on its version)
_FORMAT = "json-1"
_CODE = f"{__version__}|schema {len(MIGRATIONS)}"
# the votecount package: the built-in game systems are part of its version, a plug-in
# from elsewhere is hashed by its code
_ROOT = Path(__file__).parents[2]


AUX, AUX_END = "aux:", "aux:~"  # the what-if cache's fingerprints sort between these


def fingerprint(game: Game) -> str:
    """Everything besides a post's content that decides its events."""
    h = hashlib.sha256()
    for part in (
        repr(
            sorted(
                (p.username, p.name, p.aliases, p.accounts, p.traveller, p.backup)
                for p in game.players
            )
        ),
        repr(sorted(game.hosts)),
        repr(sorted((pin.post, pin.target, pin.index) for pin in game.pins)),
        repr(sorted(game.parser.items())),
        repr(sorted({w for p in game.phases for w in p.words})),  # the phases' vote words
        game.ruleset,
        _FORMAT,
        _CODE,
    ):
        h.update(part.encode("utf-8"))
        h.update(b"\0")
    return h.hexdigest()[:24]


def fold_fingerprint(game: Game) -> str:
    """Everything besides the posts that decides the fold's state (the checkpoints of
    ``votecount.count.incremental.foldstate``): the parse fingerprint, the whole game file as loaded (its
    rules, switches, phases, schedule, host events), votecount's version and the code of
    the plug-in game systems in use."""
    h = hashlib.sha256(fingerprint(game).encode())
    # the game file's values as plain data (msgspec: ~40x faster than dataclasses.asdict;
    # a time is written as ISO text, a value it does not know by its repr)
    plain = msgspec.to_builtins(game, enc_hook=repr)
    loaded = {k: v for k, v in plain.items() if k != "path"}  # where it lies: no matter
    h.update(json.dumps(loaded, sort_keys=True, default=repr).encode("utf-8"))
    for system in registered():  # the plug-ins in use (loaded by now): their code too
        source = getattr(sys.modules.get(system.__module__), "__file__", None)
        if source and not source.startswith(str(_ROOT)):
            h.update(Path(source).read_bytes())
    return h.hexdigest()[:24]


class ParseCache(MutableMapping[tuple[str, str, str], Any]):
    """The events of every post seen with this fingerprint; ``save()`` writes new ones.
    Rows are read a batch at a time (``prefetch``: ``pipeline.own_events`` asks for the
    posts it maps), or one by one."""

    def __init__(self, db: Any, fingerprint: str, *, aux: bool = False) -> None:
        self.conn: sqlite3.Connection = getattr(db, "conn", db)  # sqlite3 or sqlite-utils
        # ``aux``: the cache of a what-if game (sync's suggestions counted as if the
        # suggested substitutions were accepted): its rows are kept beside the game's
        # own, and neither cache's save drops the other's
        self.fingerprint = AUX + fingerprint if aux else fingerprint
        self.aux = aux
        self._raw: dict[str, str | bytes] = {}
        self._all = False  # every row of this fingerprint read into _raw
        self._done: dict[str, Any] = {}  # decoded rows (their text is dropped once read)
        self._new: dict[str, Any] = {}
        self._missing: set[str] = set()  # keys ``prefetch`` found no row for

    def _load_all(self) -> None:
        if self._all:
            return
        rows = self.conn.execute(
            "select key, events from parsed where fingerprint = ?", [self.fingerprint]
        )
        self._raw = {k: v for k, v in rows.fetchall() if k not in self._done}
        self._all = True

    def prefetch(self, keys: Iterable[tuple[str, str, str]]) -> None:
        """Read the rows of these keys at once (a window of a long fold: the cache then
        never holds the whole thread's rows)."""
        wanted = [k for k in map(self._k, keys) if k not in self._done and k not in self._new]
        if self._all or not wanted:
            return
        for i in range(0, len(wanted), 500):
            part = wanted[i : i + 500]
            marks = ", ".join("?" for _ in part)
            rows = self.conn.execute(
                f"select key, events from parsed where fingerprint = ? and key in ({marks})",
                [self.fingerprint, *part],
            )
            self._raw.update(rows.fetchall())
        self._missing.update(k for k in wanted if k not in self._raw)

    def flush(self) -> None:
        """Write the new entries and let go of every decoded one (a long fold, window by
        window: the next read of a post decodes it again)."""
        self.save()
        self._done.clear()
        self._raw.clear()
        self._missing.clear()
        self._all = False

    def _row(self, k: str) -> str | bytes | None:
        if self._all or k in self._raw or k in self._missing:
            return self._raw.pop(k, None)
        found = self.conn.execute(
            "select events from parsed where fingerprint = ? and key = ?", [self.fingerprint, k]
        ).fetchone()
        return found[0] if found else None

    def _stale(self) -> list[str]:
        """The fingerprints a save drops: the others of its own kind (a game file changed
        since), never the other kind's. Found by index seeks, one per fingerprint stored
        (a ``fingerprint != ?`` delete scans the whole table: ~75 ms at 500k rows)."""
        found, after = [], ""
        while True:
            row = self.conn.execute(
                "select fingerprint from parsed where fingerprint > ? order by fingerprint limit 1",
                [after],
            ).fetchone()
            if row is None:
                break
            after = row[0]
            if after != self.fingerprint and after.startswith(AUX) == self.aux:
                found.append(after)
        return found

    @staticmethod
    def drop_aux(conn: sqlite3.Connection) -> None:
        """Drop the what-if rows (no substitution is suggested any more)."""
        try:
            with conn:
                conn.execute("delete from parsed where fingerprint between ? and ?", [AUX, AUX_END])
        except sqlite3.OperationalError:
            pass  # read-only or busy: derived rows, dropped next time

    @staticmethod
    def _k(key: tuple[str, str, str]) -> str:
        return "\x1f".join(key)

    def __getitem__(self, key: tuple[str, str, str]) -> Any:
        k = self._k(key)
        if k in self._new:
            return self._new[k]
        if k in self._done:
            return self._done[k]
        text = self._row(k)
        if text is None:
            raise KeyError(key)
        try:
            value = self._done[k] = eventcodec.loads(text)
        except eventcodec.CodecError:
            raise KeyError(key) from None  # not a row this cache wrote: a miss, parsed again
        return value

    def __setitem__(self, key: tuple[str, str, str], value: Any) -> None:
        self._new[self._k(key)] = value

    def __delitem__(self, key: tuple[str, str, str]) -> None:
        self._load_all()
        k = self._k(key)
        self._new.pop(k, None)
        self._raw.pop(k, None)
        self._done.pop(k, None)

    def __contains__(self, key: object) -> bool:
        if not isinstance(key, tuple):
            return False
        self._load_all()
        k = self._k(key)
        return k in self._new or k in self._done or k in self._raw

    def __iter__(self) -> Iterator[tuple[str, str, str]]:
        self._load_all()
        for k in {*self._raw, *self._done, *self._new}:
            yield tuple(k.split("\x1f"))  # type: ignore[misc]

    def __len__(self) -> int:
        self._load_all()
        return len({*self._raw, *self._done, *self._new})

    def save(self) -> int:
        """Write the entries added since loading (one transaction); drop stale fingerprints."""
        if not self._new:
            return 0
        rows = []
        for k, v in self._new.items():
            try:
                rows.append((self.fingerprint, k, eventcodec.dumps(v)))
            except eventcodec.CodecError:
                continue  # a value the codec cannot store is parsed again next time
        try:
            with self.conn:
                self.conn.executemany(
                    "delete from parsed where fingerprint = ?", [(f,) for f in self._stale()]
                )
                self.conn.executemany(
                    "insert or replace into parsed (fingerprint, key, events) values (?, ?, ?)",
                    rows,
                )
        except sqlite3.OperationalError:
            # read-only or busy database: the cache is derived, so counting goes on
            # without it (the next writable run parses these posts again)
            return 0
        self._done.update(self._new)
        saved, self._new = len(rows), {}
        return saved
