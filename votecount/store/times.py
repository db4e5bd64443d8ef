"""The forum's clock in the store: each post's time as the forum gave it (``time_raw``,
``edited_raw``) and the zone it was read in (``time_zone``), and re-reading them when the
game's zone changes.

A run compares the zones the thread's posts were read in (an index-only look) with the
zone they should be read in now (``game.timezone``, else the zone the pages state, else
UTC; without a game-file zone, a post read in a zone its pages stated then keeps its
time: a board's clock moved for daylight saving prints the old posts anew, it did not
misprint them); when they differ, ``reread_times`` reads each stored text again in the new zone,
writes the times that moved and logs their numbers (``votecount.store.changes``), so
every fold checkpoint holding one of them is proven stale, and the parse cache, keyed on
each post's time, misses them. Posts stored before the texts were kept (``time_raw`` is
NULL) keep their time; they are counted for the notice that names the re-fetch.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from functools import partial
from typing import Any

import msgspec

from votecount.store.changes import ChangeLog
from votecount.store.rows import iso_utc


class Reread(msgspec.Struct, frozen=True):
    """What ``reread_times`` did: posts read again, how many of them moved, and posts
    whose printed time the store does not hold (stored before it kept them)."""

    reread: int = 0
    moved: int = 0
    unknown: int = 0


class ForumClock(ChangeLog):
    """The clock side of ``Store``."""

    def zones_in(self, thread: str) -> set[str | None]:
        """The zones the thread's posts were read in (None: not known)."""
        rows = self._sql(
            "select time_zone from posts where thread = ? group by time_zone", [thread]
        ).fetchall()
        return {row[0] for row in rows}

    def page_zone(self, thread: str) -> tuple[str | None, str]:
        """The zone the thread's pages state (its name, their words), or (None, "")."""
        row = self._sql(
            "select page_zone, page_zone_said from threads where thread = ?", [thread]
        ).fetchone()
        return (row[0], row[1] or "") if row else (None, "")

    def engine_of(self, thread: str) -> str | None:
        row = self._sql("select engine from threads where thread = ?", [thread]).fetchone()
        return row[0] if row else None

    def machine_times(self, thread: str) -> list[tuple[int, str, datetime]]:
        """The posts of ``thread`` whose printed time was read against the machine's
        clock (the page printed none): (number, the printed time, when it was read), in
        thread order."""
        rows = self._sql(
            "select p.number, coalesce(p.time_raw, ''), m.read_at from machine_times m "
            "join posts p on p.thread = m.thread and p.post_id = m.post_id "
            "where m.thread = ? order by p.number",
            [thread],
        ).fetchall()
        return [(n, raw, datetime.fromisoformat(at)) for n, raw, at in rows]

    def unknown_times(self, thread: str) -> int:
        """Posts stored without the time the forum printed (before votecount kept it)."""
        return int(
            self._sql(
                "select count(*) from posts where thread = ? and time_raw is null", [thread]
            ).fetchone()[0]
        )

    def reread_times(
        self,
        thread: str,
        zone: str,
        read: Callable[[str, datetime], datetime | None],
        keep: Iterable[str] = (),
    ) -> Reread:
        """Read the stored times of ``thread``'s posts not read in ``zone`` (nor in a
        zone of ``keep``) again with ``read(text, first_seen)`` (aware UTC; None keeps the
        stored time), in one transaction."""
        reread = moved = unknown = 0
        numbers: list[int] = []
        kept = sorted({zone, *keep})
        marks = ", ".join("?" for _ in kept)
        with self._errors(), self._transaction():
            rows = self._sql(
                "select post_id, number, created_at, edited_at, time_raw, edited_raw, first_seen "
                f"from posts where thread = ? and (time_zone is null or time_zone not in ({marks}))",
                [thread, *kept],
            ).fetchall()
            for post_id, number, created, edited, raw, edited_raw, first_seen in rows:
                if raw is None:
                    unknown += 1
                    continue
                seen = datetime.fromisoformat(first_seen) if first_seen else datetime.now(UTC)
                try:
                    new_created = _again(read, raw, seen, created)
                    new_edited = _again(read, edited_raw, seen, edited) if edited_raw else edited
                except ValueError:  # a date in a format of the adapter's ``date_formats``
                    unknown += 1
                    continue
                self._sql(
                    "update posts set created_at = ?, edited_at = ?, time_zone = ? "
                    "where thread = ? and post_id = ?",
                    [new_created, new_edited, zone, thread, post_id],
                )
                reread += 1
                if new_created != created or new_edited != edited:
                    moved += 1
                    numbers.append(number)
                    self._log_change(number)
            self._check_skew(thread, numbers)
        return Reread(reread, moved, unknown)

    def note_page_zone(self, thread: str, name: str) -> None:
        """Remember that the thread's pages stated zone ``name`` (``page_zones``)."""
        zones = self.page_zones(thread)
        if name not in zones:
            self.tell(f"page_zones:{thread}", "\n".join(sorted({*zones, name})))

    def page_zones(self, thread: str) -> set[str]:
        """Every zone the thread's pages have stated (a board's clock moves for daylight
        saving: "UTC - 5 hours", then "UTC - 5 hours [ DST ]")."""
        said = self.told(f"page_zones:{thread}")
        return set(said.split("\n")) if said else set()

    def told(self, key: str) -> str | None:
        """A value kept in ``meta`` (what a notice already said)."""
        row = self._sql("select value from meta where key = ?", [key]).fetchone()
        return row[0] if row else None

    def tell(self, key: str, value: str, replaces: str = "") -> None:
        """Keep ``value`` under ``key``; ``replaces`` (a prefix of ``key``): the other keys
        under it are dropped, so one row stands for it (not one per call)."""
        with self._errors(), self._transaction():
            if replaces:
                self._sql(
                    "delete from meta where substr(key, 1, ?) = ? and key != ?",
                    [len(replaces), replaces, key],
                )
            self._sql(
                "insert into meta (key, value) values (?, ?) "
                "on conflict(key) do update set value = excluded.value",
                [key, value],
            )


def settle_times(store: ForumClock, threads: list[str], timezone: str | None) -> list[str]:
    """Bring each thread's stored times to the zone they are read in now: ``timezone``
    (the game file's), else the zone the thread's pages state, else UTC. Returns the
    notices to show once: the posts re-read, and the posts whose printed time the store
    does not hold (how to fetch them again), said once per zone."""
    notices: list[str] = []
    for thread in threads:
        stated, said = store.page_zone(thread)
        if timezone and stated and stated != timezone:
            notices += zone_disagrees(store, thread, stated, said, timezone)
        wanted = timezone or stated or "UTC"
        # no zone in the game file: a post read in the zone its page stated was read right,
        # though the pages state another now (a board's clock moved for daylight saving)
        keep = store.page_zones(thread) if timezone is None else set()
        found = store.zones_in(thread) - keep
        if not found or found == {wanted}:
            continue  # the common case: one index-only look, no zone database loaded
        engine = store.engine_of(thread)
        if engine == "discourse":
            continue  # Discourse gives UTC times: no zone reads them
        from votecount.scraper import clock  # stdlib only; loads a zone database when named

        zone = clock.resolve_zone(wanted)
        name = clock.zone_name(zone)
        told = store.told(f"clock_unknown:{thread}") == name
        if found - {name} <= ({None} if told else set()):
            continue  # all read in this zone, but for posts already named in a notice
        formats = clock.formats_of(engine)
        done = store.reread_times(thread, name, partial(_read, zone, formats, thread), keep)
        if done.moved:  # a zone that moves nothing (times that state their offset): no word
            moved = f" ({done.moved:,} moved)" if done.moved != done.reread else ""
            notices.append(f"re-read the times of {done.reread:,} posts in {name}{moved}")
        if done.unknown and not told:
            notices.append(_unknown_notice(thread, done.unknown, name, engine))
            store.tell(f"clock_unknown:{thread}", name)
    return notices


def zone_disagrees(
    store: ForumClock, thread: str, stated: str, said: str, timezone: str
) -> list[str]:
    """A notice, said once, when the zone the pages state matches neither offset of the
    game file's ``timezone`` (winter or summer: vBulletin states the standard offset all
    year): on vBulletin and XenForo it is the reading account's own setting, so the
    times are read in the game file's zone, which may not be the one they are printed in."""
    key = f"zone_disagrees:{thread}"
    if store.told(key) == f"{stated}|{timezone}":
        return []
    from votecount.scraper import clock  # stdlib only; loads a zone database when named

    page, game = clock.resolve_zone(stated), clock.resolve_zone(timezone)
    if page is None or game is None:
        return []
    seasons = [datetime(2024, month, 15, 12, tzinfo=UTC) for month in (1, 7)]  # both offsets
    if page.utcoffset(seasons[0]) in {game.utcoffset(t) for t in seasons}:
        return []
    store.tell(key, f"{stated}|{timezone}")
    words = f" ({said!r})" if said else ""
    return [
        f"{thread}: the pages state the zone {stated}{words}, the game file timezone = "
        f"{timezone!r}: the posts' times are read in {timezone}. On vBulletin and XenForo the "
        "pages print the reading account's own zone: if theirs is right, set timezone to it "
        "or remove it from [game] (docs/game-file.md)"
    ]


def _again(read: Callable[[str, datetime], datetime | None], raw: str, seen: datetime,
           stored: str | None) -> str | None:  # fmt: skip
    """A stored time read again, or as stored when ``read`` keeps it (None)."""
    found = read(raw, seen)
    return stored if found is None else iso_utc(found)


def _read(
    zone: Any, formats: tuple[str, ...], thread: str, text: str, seen: datetime
) -> datetime | None:
    """``text`` read in ``zone``; None for "4 minutes ago": no zone moves it, and it was
    read against the page's clock, which ``seen`` (this machine's) is not."""
    from votecount.scraper import clock

    if clock.elapsed(text):
        return None
    return clock.reread(text, zone, formats, now=seen, where=f"{thread}: stored time")


def _unknown_notice(thread: str, count: int, zone: str, engine: str | None) -> str:
    again = (
        "import the file or pages again (`votecount import ...`)"
        if engine in (None, "", "import")
        else "run `votecount sync --full` to fetch them again"
    )
    return (
        f"{count:,} posts of {thread} were stored before votecount kept the times the forum "
        f"prints: their times stay as they were read then (not re-read in {zone}); {again} "
        "to read them in this zone"
    )
