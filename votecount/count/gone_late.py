"""A vote post deleted after its day closed counts at the close: one rule on every engine.

A player who deletes a vote once the deadline has passed does not take it out of the
day's count: the host counts what stood when the day ended; a vote deleted before the
deadline counts for nothing. When it was deleted is read from what the forum tells:

- the forum dates the delete (Discourse: an author's delete is an edit, "(post deleted by
  author)", with its revision's time: ``deleted_at``): that time decides, in a store that
  saw the post before and in one synced afresh alike;
- the forum does not say (the thread stopped listing the post: phpBB, vBulletin,
  XenForo, and Discourse once a delete leaves the stream): the sync that found it gone
  decides (``absences``): after the close, it counts, and the warning names that sync so
  the host can check; a post the store saw deleted before it went is dated as above, or
  counts for nothing when undated. A store synced afresh after the deletion never saw
  the post: it counts there for nothing.

Read so, the post counts as listed in its phase's count, with a warning: "DELETED AFTER
Day 1 CLOSED: deleted at … (the forum's time of its last version)" or "…: the thread
stopped listing the post (found gone by the sync at …); it counts as it stood at the
close". Where the forum keeps each post's history (``history``: ``at_close``), the
version that stood at the close counts (an edit made after the close, then the deletion).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.count.at_now import revisions_at, version_at
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
    dated: bool = False,
) -> tuple[list[ev.Event], set[Key]]:
    """(``events`` with each player's post deleted after its phase closed read as listed,
    the posts read so). ``events`` sorted, phases included; ``history``: the version at
    the close is read (``at_close``); ``dated``: the forum keeps each post's versions, so
    an author's delete is a dated edit (``deleted_at``)."""
    if ctx is None or ctx.gone is None:
        return events, set()
    candidates = {
        (p.thread, p.post_id): p
        for p in posts
        if (p.gone or p.deleted) and p.author.casefold() not in ctx.hosts
    }
    if not candidates:
        return events, set()
    absences = ctx.gone()
    redone: dict[Key, list[ev.Event]] = {}
    for key, post in candidates.items():
        windows = absences.get(key, ())
        seen_deleted = not post.gone or (bool(windows) and windows[-1][2])
        when = deleted_at(post, revisions) if dated and seen_deleted else None
        closed = _closed_phase(events, post) if post.gone or when is not None else None
        if closed is None:
            continue
        label, end = closed
        went = _went_after(windows, end) if post.gone else None
        if when is not None and when > end:
            why = f"deleted at {utc(when)} (the forum's time of its last version)"
        elif when is None and went is not None:
            why = f"the thread stopped listing the post (found gone by the sync at {utc(went)})"
        else:
            continue
        redone[key] = _as_listed(ctx, post, revisions, label, why, end if history else None)
    redone = {k: found for k, found in redone.items() if found}
    if not redone:
        return events, set()
    # the deleted post's own events only: a phase the game file starts at it stays
    old = {
        e
        for k in redone
        for e in still_playing(ctx, candidates[k], post_events(ctx, candidates[k], revisions))
    }
    kept = [e for e in events if (e.ref.thread, e.ref.post_id) not in redone or e not in old]
    return ev.sort_events(kept + [e for found in redone.values() for e in found]), set(redone)


def deleted_at(post: Post, revisions: Revisions | None) -> datetime | None:
    """When ``post`` was deleted, where the forum dates it: a deleted post whose store
    holds an earlier version (Discourse: an author's delete is an edit, "(post deleted by
    author)", dated by its revision) was deleted at its latest version's time (a staff
    delete of an edited post: at or after it, so "after the close" still holds); else
    None (the forum does not say when: a post that left the thread, an unedited post a
    moderator deleted). The caller knows the post was stored deleted (a gone post reads
    deleted too)."""
    if not post.deleted or revisions is None:
        return None
    versions = revisions(post.thread, post.post_id)
    if len(versions) < 2:
        return None
    return max((v.edited_at or v.created_at) for v in versions)


def _closed_phase(events: Sequence[ev.Event], post: Post) -> tuple[str, datetime] | None:
    """The phase ``post`` was made in, when it has ended: (its label, its end); None
    outside such a phase. Found by the post's time and number (a deleted post's current
    text may hold no command, so it has no event of its own to place it)."""
    ends = {
        (e.kind, e.number): e.ref.time
        for e in events
        if isinstance(e, ev.PhaseEnd) and e.sub is None
    }
    mark = (post.created_at, post.number)
    phase: tuple[ev.PhaseKind, int] | None = None
    for e in events:
        if (e.ref.time, e.ref.number) >= mark and e.ref.post_id != post.post_id:
            break
        if isinstance(e, ev.PhaseStart) and e.sub is None:
            phase = (e.kind, e.number)
        elif isinstance(e, ev.PhaseEnd) and e.sub is None:
            phase = None
    if phase is None or phase not in ends or ends[phase] < post.created_at:
        return None
    return f"{phase[0].value.title()} {phase[1]}", ends[phase]


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
    why: str,
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
    reason = f"DELETED AFTER {label} CLOSED: {why}; {DELETED_LATE}"
    ref = ev.PostRef(post.post_id, post.number, post.created_at, post.url, ev.Order.EDIT_NOTICE,
                     post.thread)  # fmt: skip
    events.append(ev.Rejected(ref, events[0].author, "", "EDITED_COMMAND", reason, "warning"))
    return events


def absences_of(gone: Callable[[], Mapping] | None) -> Callable[[], Mapping] | None:
    """``gone`` read once (the store's absences of every thread), on first use."""
    return functools.cache(gone) if gone is not None else None
