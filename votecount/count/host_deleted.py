"""A host's day- or night-start post deleted after votecount read it (issue 25, live22;
nights live23).

The count reads a day's start from the host's post ("Day 2 has begun"). A host may delete
that post afterwards (tidying the thread, or by mistake): phpBB and a Discourse staff
delete take it out of the thread (``gone``, only a store that saw it holds it), a
Discourse author's delete leaves "(post deleted by author)" in its place (the original
kept as a revision when a sync saw it). ``phase_markers`` keeps such a start only where
the host posted the same start again within ``REPOSTED``; with no repost at all the day
was lost and every vote of it fell outside any day.

Here, before the frame is read (``pipeline.frame_keeping_starts``): a host post that is
deleted or gone, whose last readable version starts a phase (a day or a night: one rule)
that no listed host post starts, is read as that version (the phase starts there, as the
live count read it; a night start lost let Day 1 run on and take the night's votes), and
the audit says so (``EDITED_COMMAND``, warning, on the host's post). A start the host
posted again, late or soon, is left to ``phase_markers`` (a start taken back and posted
later stands at the repost), a Discourse author's delete too: it is passed on as a staff
delete's gone post, so one rule (``REPOSTED``) reads both (live23: the author's delete
lost the first start posted again within the hour). So is a start the host took back by
starting an earlier phase after it (a Day 2 start deleted, then "Night 1 has begun": the
day was premature, not lost; review22c), or by ending a phase before it (a Night 1
start deleted, then "Day 1 has ended.": the night came too soon; review23c).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from votecount.count.context import post_ref
from votecount.count.phase_markers import announcements_of, last_start
from votecount.parser.model import Post
from votecount.store.lazyposts import loaded
from votecount.tally import events as ev

if TYPE_CHECKING:
    from votecount.count.context import Context

Revisions = Callable[[str, str], Sequence[Post]]
PhaseKey = tuple[str, int]  # (day or night, its number)


def kept_starts(
    ctx: Context, posts: Sequence[Post], revisions: Revisions | None = None
) -> tuple[Sequence[Post], list[ev.Event]]:
    """``posts`` with each deleted host post that started a phase no listed host post
    starts read as its last readable version, and a notice for each."""
    deleted = [p for p in posts if _deleted_host_post(ctx, p)]
    if not deleted:
        return posts, []
    restored: dict[str, tuple[Post, PhaseKey]] = {}
    for post in deleted:
        found = _readable_start(ctx, post, revisions)
        if found is not None:
            restored[post.post_id] = found
    if not restored:
        return posts, []
    listed = [(p, start) for p in posts if not p.deleted and (start := _started(ctx, p))]
    ended = [(p, end) for p in posts if not p.deleted for end in _ended(ctx, p)]
    starts = {start for _, start in listed}
    as_gone = {k: replace(post, gone=True) for k, (post, phase) in restored.items()
               if phase in starts and not _gone(posts, k)}  # fmt: skip
    restored = {
        k: (post, phase)
        for k, (post, phase) in restored.items()
        if phase not in starts and not _taken_back(post, phase, listed, ended)
    }
    out = [restored[p.post_id][0] if p.post_id in restored else as_gone.get(p.post_id, p)
           for p in posts]  # fmt: skip
    return out, [_notice(post, phase) for post, phase in restored.values()]


def _gone(posts: Sequence[Post], post_id: str) -> bool:
    return any(p.post_id == post_id and p.gone for p in posts)


def _deleted_host_post(ctx: Context, post: Post) -> bool:
    return (post.deleted or post.gone) and not post.hidden and post.author.casefold() in ctx.hosts


def _readable_start(
    ctx: Context, post: Post, revisions: Revisions | None
) -> tuple[Post, PhaseKey] | None:
    """The post's newest version that starts a phase, read as listed (None: none does)."""
    base = loaded(ctx, post)
    versions = [base]
    if revisions is not None:
        versions += reversed(list(revisions(post.thread, post.post_id)))
    for version in versions:  # a new value: neither the stored hash nor "unloaded" kept
        listed = replace(base, html=version.html, raw=version.raw, deleted=False, gone=False)
        phase = _started(ctx, listed)
        if phase is not None:
            return listed, phase
    return None


def _started(ctx: Context, post: Post) -> PhaseKey | None:
    """(phase, number) of the phase a host post starts (None: no host start)."""
    if post.author.casefold() not in ctx.hosts:
        return None
    for said in last_start(announcements_of(ctx, post)):
        if said.kind == "start" and said.phase is not None and said.number is not None:
            return (str(said.phase), said.number)
    return None


def _ended(ctx: Context, post: Post) -> list[PhaseKey]:
    """(phase, number) of each numbered phase a host post ends ("Day 1 has ended.")."""
    if post.author.casefold() not in ctx.hosts:
        return []
    return [(str(a.phase), a.number) for a in announcements_of(ctx, post)
            if a.kind == "end" and a.phase is not None and a.number is not None]  # fmt: skip


def _taken_back(
    post: Post,
    phase: PhaseKey,
    listed: list[tuple[Post, PhaseKey]],
    ended: list[tuple[Post, PhaseKey]],
) -> bool:
    """Does a listed host post after ``post`` start a phase numbered before its own, or
    end a phase before it (a night started too soon, deleted, and the day it closed
    ended later: "Day 1 has ended.", review23c)?"""
    after = post.created_at
    return any(p.created_at > after and start[1] < phase[1] for p, start in listed) or any(
        p.created_at > after and _order(end) < _order(phase) for p, end in ended
    )


def _order(phase: PhaseKey) -> tuple[int, int]:
    """A phase's place in the game: Day N, then Night N."""
    return (phase[1], 0 if phase[0] == str(ev.PhaseKind.DAY) else 1)


def _notice(post: Post, phase: PhaseKey) -> ev.Event:
    kind = "day" if phase[0] == str(ev.PhaseKind.DAY) else "night"
    reason = (
        f"the host's post starting {kind.title()} {phase[1]} was deleted after votecount "
        f"read it: the {kind} starts there, as read"
    )
    ref = post_ref(post, ev.Order.EDIT_NOTICE)
    return ev.Rejected(ref, post.author, "", "EDITED_COMMAND", reason, "warning")
