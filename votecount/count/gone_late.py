"""A vote post the thread stopped listing after its day closed counts at the close.

A player who deletes a vote once the deadline has passed does not take it out of the
day's count: the host counts what stood when the day ended. A store knows when a sync
found a post gone (``absences``, ``at_now``); when that sync ran after the close of the
phase the post was made in (and the post was not deleted before it went), the post is
read as listed for that phase's count, and a warning says so: "DELETED AFTER Day 1
CLOSED: the thread stopped listing the post (found gone by the sync at …); it counts as
it stood at the close". The forum does not say when it was deleted, only that a sync
after the close no longer saw it: the warning names that sync, so the host can check. A
store synced afresh after the deletion never saw the post: it counts there for nothing.
Where the forum keeps each post's history (``history``: ``at_close``), the version that
stood at the close counts, as it did before the post went (an edit made after the close,
then the deletion).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.count.at_now import revisions_at, version_at
from votecount.count.first_seen import ended_phases
from votecount.count.reading import post_events, still_playing
from votecount.parser.model import Post
from votecount.store.lazyposts import replaced
from votecount.tally import events as ev
from votecount.tally.shown import utc

if TYPE_CHECKING:
    from votecount.count.context import Context

Revisions = Callable[[str, str], Sequence[Post]]
Key = tuple[str, str]
DELETED_LATE = "it counts as it stood at the close"


def gone_after_close(
    events: list[ev.Event],
    posts: Sequence[Post],
    revisions: Revisions | None,
    ctx: Context | None,
    history: bool = False,
) -> tuple[list[ev.Event], set[Key]]:
    """(``events`` with each player's post found gone after its phase closed read as
    listed, the posts read so). ``events`` sorted, phases included; ``history``: the
    forum keeps each post's versions (the version at the close is read, ``at_close``)."""
    gone = {(p.thread, p.post_id): p for p in posts if p.gone} if ctx and ctx.gone else {}
    gone = {k: p for k, p in gone.items() if ctx and p.author.casefold() not in ctx.hosts}
    closes: dict[Key, tuple[str, datetime]] = {}
    for e, closed in zip(events, ended_phases(events), strict=True) if gone else ():
        key = (e.ref.thread, e.ref.post_id)
        if closed is not None and key in gone:
            closes.setdefault(key, closed)
    if not closes or ctx is None or ctx.gone is None:
        return events, set()
    absences = ctx.gone()
    redone: dict[Key, list[ev.Event]] = {}
    for key, (label, end) in closes.items():
        went = _went_after(absences.get(key, ()), end)
        if went is not None:
            at = end if history else None
            redone[key] = _as_listed(ctx, gone[key], revisions, label, went, at)
    redone = {k: found for k, found in redone.items() if found}
    if not redone:
        return events, set()
    # the gone post's own events only: a phase the game file starts at it stays
    old = {
        e for k in redone for e in still_playing(ctx, gone[k], post_events(ctx, gone[k], revisions))
    }
    kept = [e for e in events if (e.ref.thread, e.ref.post_id) not in redone or e not in old]
    return ev.sort_events(kept + [e for found in redone.values() for e in found]), set(redone)


def _went_after(
    windows: Sequence[tuple[datetime, datetime | None, bool]], end: datetime
) -> datetime | None:
    """When the sync that found the post gone (its open absence) ran, if after ``end``
    and the post was not deleted before it went; else None."""
    if not windows or windows[-1][1] is not None:
        return None
    went, _, deleted = windows[-1]
    return went if went > end and not deleted else None


def _as_listed(
    ctx: Context,
    post: Post,
    revisions: Revisions | None,
    label: str,
    went: datetime,
    end: datetime | None,
) -> list[ev.Event]:
    """The post's events as listed (as its version at ``end`` stood, when given), with
    the warning; none when it held no command."""
    listed = replaced(post, gone=False, deleted=False)
    cut = revisions_at(revisions, end) if end is not None else None
    if cut is not None and end is not None:  # the version that stood at the close
        then = version_at(listed, end, cut)
        listed = replaced(then, created_at=post.created_at, number=post.number, gone=False,
                          deleted=False)  # fmt: skip
        revisions = cut
    events = list(still_playing(ctx, listed, post_events(ctx, listed, revisions)))
    if len(events) < 2 or not isinstance(events[0], ev.PublicPost):
        return []
    reason = (
        f"DELETED AFTER {label} CLOSED: the thread stopped listing the post (found gone by "
        f"the sync at {utc(went)}); {DELETED_LATE}"
    )
    ref = ev.PostRef(post.post_id, post.number, post.created_at, post.url, ev.Order.EDIT_NOTICE,
                     post.thread)  # fmt: skip
    events.append(ev.Rejected(ref, events[0].author, "", "EDITED_COMMAND", reason, "warning"))
    return events


def absences_of(gone: Callable[[], Mapping] | None) -> Callable[[], Mapping] | None:
    """``gone`` read once (the store's absences of every thread), on first use."""
    return functools.cache(gone) if gone is not None else None
