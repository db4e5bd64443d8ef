"""With ``edits = "latest"``, a vote edited after the phase its post was made in closed
counts as it stood at the close, where the forum keeps each post's history.

A vote changed after the deadline is a late vote: the host counts the vote that stood
when the day ended. A store that saw the post before the edit holds that version; a
store synced afresh reads it from the forum's history (Discourse's revisions, read when
a post is first seen edited: ``scraper/discourse.py``), so both count the same. On an
engine without history (phpBB, vBulletin, XenForo) a store synced afresh cannot know the
version at the close: the edit counts there, flagged "AFTER Day N CLOSED"
(``first_seen.flag_late_edits``), and so it does in a store that saw it, so the count
never depends on when the syncs ran.

Such a post is read again as at the close (``at_now.version_at``), its commands counted
from that version, and a warning says which version counts: "AFTER Day 1 CLOSED: edited
… to vote Wren; the version at the close counts (vote Ivo)".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.count.at_now import revisions_at, version_at
from votecount.count.first_seen import ended_phases, flag_late_edits
from votecount.count.gone_late import gone_after_close
from votecount.count.minute import deadline_minute
from votecount.count.mod_edits import is_ruling
from votecount.count.moved import moved_in
from votecount.count.notices import signature_text
from votecount.count.reading import post_events, still_playing
from votecount.parser.model import Post
from votecount.store.lazyposts import replaced
from votecount.tally import events as ev
from votecount.tally.shown import utc

if TYPE_CHECKING:
    from votecount.count.context import Context

Revisions = Callable[[str, str], Sequence[Post]]
Key = tuple[str, str]

AT_CLOSE = "the version at the close counts"


def late_edits(
    events: list[ev.Event],
    posts: Sequence[Post],
    revisions: Revisions | None,
    ctx: Context | None = None,
) -> list[ev.Event]:
    """``events`` (sorted, phases included) with the posts edited after their phase closed
    read as at the close where that is known (``at_close``), and the other late edits
    flagged (``first_seen.flag_late_edits``), and the posts printed in a deadline's own
    minute warned of (``minute.deadline_minute``): every fold's last step on its events."""
    posts = list(posts)
    events, redone = at_close(events, posts, revisions, ctx)
    history = ctx is not None and ctx.options.edits == "latest" and ctx.keeps_history
    dated = ctx is not None and ctx.keeps_history
    events, restored = gone_after_close(events, posts, revisions, ctx, history, dated)
    redone |= restored
    hosts = ctx.hosts if ctx is not None else frozenset()
    events = deadline_minute(events, posts, ctx is not None and ctx.keeps_history, hosts)
    events = moved_in(events, ctx.redated if ctx is not None else {}, hosts)
    return flag_late_edits(events, posts, revisions, ctx, skip=redone)


def at_close(
    events: list[ev.Event],
    posts: Sequence[Post],
    revisions: Revisions | None,
    ctx: Context | None,
) -> tuple[list[ev.Event], set[Key]]:
    """(``events`` with each player's post edited after its phase closed read as at the
    close, the posts read so). ``events`` sorted, phases included; ``posts`` the posts
    they came from. A post deleted, hidden or gone now stays as it is: a deleted vote
    counts for nothing, as with ``edits = "first"``; a post a moderator edited after
    the close is read as the moderator left it (a ruling; the player's own edits after
    it are late, live23)."""
    if ctx is None or revisions is None or ctx.options.edits != "latest":
        return events, set()
    if not ctx.keeps_history:
        return events, set()
    closes = _closes(events)
    if not closes:
        return events, set()
    redone: dict[Key, list[ev.Event]] = {}
    old: list[ev.Event] = []
    for post in posts:
        key = (post.thread, post.post_id)
        if key in closes and post.countable and not post.gone and not _host(ctx, post):
            found = _as_at_close(ctx, post, revisions, *closes[key])
            if found is not None:
                redone[key] = found
                old.extend(still_playing(ctx, post, post_events(ctx, post, revisions)))
    if not redone:
        return events, set()
    kept = [e for e in events if (e.ref.thread, e.ref.post_id) not in redone or e not in old]
    again = [e for found in redone.values() for e in found]
    return ev.sort_events(kept + again), set(redone)


def _closes(events: Sequence[ev.Event]) -> dict[Key, tuple[str, datetime]]:
    """The posts with an edit notice (their commands changed since first posted, original
    known) made in a phase that has ended -> (the phase's label, its end)."""
    out: dict[Key, tuple[str, datetime]] = {}
    for e, closed in zip(events, ended_phases(events), strict=True):
        if closed is not None and _known_edit(e):
            out[(e.ref.thread, e.ref.post_id)] = closed
    return out


def _ruling(ctx: Context, versions: Sequence[Post], end: datetime) -> Post | None:
    """The last version a moderator's edit made after ``end`` that changed the commands
    of the version before it (their ruling stands, made after the close too, and a
    player's own edit after it is as late as any: ``mod_edits``); None when there is
    none. A moderator's note or word fix that left the commands as they were rules
    nothing: a player's late change before it is late as any (review23c)."""
    made = [
        v
        for before, v in zip(versions, versions[1:], strict=False)
        if v.edited_at and v.edited_at > end and is_ruling(before, v, ctx.roster, ctx.options)
    ]
    return made[-1] if made else None


def _host(ctx: Context, post: Post) -> bool:
    return post.author.casefold() in ctx.hosts


def _known_edit(e: ev.Event) -> bool:
    return (
        isinstance(e, ev.Rejected)
        and e.code == "EDITED_COMMAND"
        and "original unknown" not in e.reason
    )


def _as_at_close(
    ctx: Context, post: Post, revisions: Revisions, label: str, end: datetime
) -> list[ev.Event] | None:
    """The post's events as at ``end`` plus the warning, or None when no edit after
    ``end`` changed its commands."""
    from votecount.parser.edits import net_edit

    versions = list(revisions(post.thread, post.post_id))
    ruling = _ruling(ctx, versions, end) if versions else None
    if ruling is not None and ruling is versions[-1]:
        return None  # the moderator's latest version stands as it is
    if ruling is not None and ruling.edited_at is not None:
        end = ruling.edited_at  # read as the moderator left it
    cut = revisions_at(revisions, end)
    assert cut is not None
    if len(versions) < 2 or len(cut(post.thread, post.post_id)) in (0, len(versions)):
        return None
    then = version_at(post, end, cut)
    then = replaced(then, created_at=post.created_at, number=post.number, gone=post.gone)
    edit = net_edit([then, versions[-1]], ctx.roster, ctx.options)
    if edit is None:
        return None
    events = list(still_playing(ctx, then, post_events(ctx, then, cut)))
    if not events or not isinstance(events[0], ev.PublicPost):
        return None
    when = versions[-1].edited_at or post.edited_at or end
    before = signature_text(edit.before) if edit.before else "no command"
    counts = AT_CLOSE if ruling is None else f"{ruling.other_editor}'s edit after the close counts"
    reason = (
        f"AFTER {label} CLOSED: edited {utc(when)} to "
        f"{signature_text(edit.after)}; {counts} ({before})"
    )
    ref = ev.PostRef(post.post_id, post.number, post.created_at, post.url, ev.Order.EDIT_NOTICE,
                     post.thread)  # fmt: skip
    raw = signature_text(edit.after)
    events.append(ev.Rejected(ref, events[0].author, raw, "EDITED_COMMAND", reason, "warning"))
    return events
