"""What the store holds of a thread, for the next walk over its pages (``Known``): the
stored posts' ids, numbers, content hashes and versions, the last posts to recheck, the
posts stored without a printed time, the host posts' times, and the runs of versions no
sync read (``gaps``: an edit made and replaced between two syncs)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.store.base import StoreBase

if TYPE_CHECKING:
    from votecount.scraper.base import Known


class KnownPosts(StoreBase):
    """The side of ``Store`` a sync asks before it walks a thread."""

    def known(
        self,
        thread: str,
        recheck_last: int = 0,
        *,
        full: bool = False,
        hosts: Iterable[str] = (),
    ) -> Known:
        """What is stored for ``thread``; ``recheck`` = the last ``recheck_last`` posts;
        ``timeless``: the posts stored without the time the forum printed (fetched again
        whenever a walk meets them). ``full``: the walk starts at the thread's first page
        (``votecount sync --full``). ``hosts``: the game's host accounts, whose stored
        posts' times tell where a day may have ended (``Known.host_times``).

        Gone posts are left out of ``post_ids`` (so they are not reported gone again)
        but count for ``last_number``.
        """

        from votecount.scraper.base import Known

        rows = self.conn.execute(
            "select post_id, number, content_hash, gone, time_raw is null, version, "
            "author, created_at, edited_at from posts where thread = ? order by number",
            [thread],
        )
        made = self._versions_made(thread)
        gaps: dict[str, tuple[tuple[int, int, datetime, datetime], ...]] = {}
        timeless: set[str] = set()
        hashes: dict[str, str] = {}
        numbers: dict[str, int] = {}
        versions: dict[str, int] = {}
        last: deque[str] = deque(maxlen=max(recheck_last, 0))
        highest: int | None = None
        hosted = frozenset(h.casefold() for h in hosts)
        host_times: list[str] = []
        newest = ""
        for pid, number, content_hash, gone, no_time, version, author, created, edited in rows:
            if pid in made:
                gaps |= _gaps(pid, made[pid], version or 1, created, edited)
            highest = number if highest is None else max(highest, number)  # one pass
            newest = max(newest, created or "")
            if author and author.casefold() in hosted and created:
                host_times.append(created)
            if not gone:
                hashes[pid], numbers[pid], versions[pid] = content_hash, number, version or 1
                last.append(pid)
                if no_time:
                    timeless.add(pid)
        return Known(
            post_ids=frozenset(hashes),
            last_number=0 if highest is None or full else highest,
            hashes=hashes,
            recheck=frozenset(last if recheck_last > 0 else ()),
            numbers=numbers,
            timeless=frozenset(timeless),
            versions=versions,
            hosts=hosted,
            host_times=tuple(datetime.fromisoformat(t) for t in host_times),
            seen_until=datetime.fromisoformat(newest) if newest else None,
            gaps=gaps,
        )

    def _versions_made(self, thread: str) -> dict[str, list[tuple[int, str | None]]]:
        """(version, edited_at) of each stored earlier version, by post (the edited ones)."""
        made: dict[str, list[tuple[int, str | None]]] = {}
        for pid, version, edited in self.conn.execute(
            "select post_id, version, edited_at from revisions where thread = ?", [thread]
        ):
            made.setdefault(pid, []).append((version or 1, edited))
        return made


def _gaps(
    post_id: str,
    earlier: list[tuple[int, str | None]],
    version: int,
    created: str,
    edited: str | None,
) -> dict[str, tuple[tuple[int, int, datetime, datetime], ...]]:
    """The runs of versions missing between the stored versions of one post (``Known.gaps``):
    each as (version before, version after, when those two were made)."""
    made = sorted({v: e for v, e in [*earlier, (version, edited)]}.items())
    runs = [
        (a, b, datetime.fromisoformat(ea or created), datetime.fromisoformat(eb or created))
        for (a, ea), (b, eb) in zip(made, made[1:], strict=False)
        if b > a + 1
    ]
    return {post_id: tuple(runs)} if runs else {}
