"""Posts votecount first saw already edited, on an engine that keeps no history for it.

Discourse gives the original through its revision history (``scraper/discourse.py``),
which the store keeps as the post's first revision; then ``parser.edits`` compares the
versions as for any edit. phpBB, vBulletin and XenForo only print "Last edited by … on
…", and Discourse may refuse its history: the version shown is all there is. A counted
command in such a post gets ``EDITED_COMMAND`` as a warning, "original unknown", with
the edit time; when the edit came after the phase the post belongs to had closed the
notice says so first ("AFTER Day 1 CLOSED: edited …"): the vote shown may not be the
one that stood at the deadline. An edit votecount saw is flagged the same way when the
post's last edit came after its phase closed (``edits = "first"`` counts the vote as it
was posted; with ``"latest"`` the edit counts, and the flag tells the host to check it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.parser.model import Command, Post
from votecount.tally import events as ev

if TYPE_CHECKING:
    from votecount.count.context import Context

UNKNOWN = "original unknown"
Revisions = Callable[[str, str], Sequence[Post]]


def first_seen_edit(post: Post, revs: Sequence[Post]) -> datetime | None:
    """When the version votecount first stored had been edited (None: not edited then)."""
    first = revs[0] if len(revs) > 1 else post
    return first.edited_at


def unknown_original_notice(
    post: Post, revs: Sequence[Post], commands: Sequence[Command], mapped: Sequence[ev.Event]
) -> list[ev.Event]:
    """The warning for a post first seen edited whose commands count (else nothing)."""
    when = first_seen_edit(post, revs)
    if when is None or not mapped or not isinstance(mapped[0], ev.PublicPost):
        return []
    if not any(not isinstance(e, (ev.PublicPost, ev.Rejected)) for e in mapped):
        return []
    raw = "; ".join(c.raw for c in commands)
    editor = (revs[0] if len(revs) > 1 else post).other_editor
    by = f" by {editor} (not {post.author})" if editor else ""  # a moderator's edit
    reason = (
        f"edited{by} {when:%Y-%m-%d %H:%M} UTC, before votecount first saw the post: "
        f"{UNKNOWN}; the version shown counts"
    )
    ref = ev.PostRef(post.post_id, post.number, post.created_at, post.url, 9_500, post.thread)
    return [ev.Rejected(ref, mapped[0].author, raw, "EDITED_COMMAND", reason, "warning")]


def flag_late_edits(
    events: list[ev.Event],
    posts: Iterable[Post],
    revisions: Revisions | None,
    ctx: Context | None = None,
    skip: Iterable[tuple[str, str]] = (),
) -> list[ev.Event]:
    """Flag an ``EDITED_COMMAND`` notice whose edit is later than the end of the phase the
    post was made in (``events`` sorted, phases included): "original unknown" by the edit
    first seen, an edit votecount saw by the post's last edit, or with ``ctx`` by the
    edit that wrote the commands it has now (a vote changed before the close and touched
    again after it was changed before the close). The count is untouched. ``skip``: the
    posts read as at the close (``at_close``), whose notice says so itself."""
    notices = {
        (e.ref.thread, e.ref.post_id)
        for e in events
        if isinstance(e, ev.Rejected) and e.code == "EDITED_COMMAND"
    } - set(skip)
    if not notices:
        return events
    edits: dict[tuple[str, str], tuple[datetime, datetime | None]] = {}
    versions: dict[tuple[str, str], list[Post]] = {}
    for p in posts:
        if (p.thread, p.post_id) in notices:
            revs = versions[(p.thread, p.post_id)] = (
                list(revisions(p.thread, p.post_id)) if revisions is not None else []
            )
            unseen = first_seen_edit(p, revs)
            last = p.edited_at or unseen
            if last is not None:
                edits[(p.thread, p.post_id)] = (last, unseen)
    out: list[ev.Event] = []
    for e, closed in zip(events, ended_phases(events), strict=True):
        if isinstance(e, ev.Rejected) and closed is not None:
            label, end = closed
            key = (e.ref.thread, e.ref.post_id)
            when = _edit_time(e, edits.get(key))
            if when is not None and when > end and UNKNOWN not in e.reason:
                when = _commands_written(versions.get(key, []), ctx) or when
            if when is not None and when > end and not e.reason.startswith("AFTER "):
                e = replace(e, reason=f"AFTER {label} CLOSED: {e.reason}")
        out.append(e)
    return out


def ended_phases(events: Sequence[ev.Event]) -> list[tuple[str, datetime] | None]:
    """For each of ``events`` (sorted, phases included): the phase it was made in, when that
    phase has ended, as its label ("Day 2") and its end; None for an event outside such a
    phase and for a day's or night's own start and end."""
    ends = {
        (e.kind, e.number): e.ref.time
        for e in events
        if isinstance(e, ev.PhaseEnd) and e.sub is None
    }
    out: list[tuple[str, datetime] | None] = []
    phase: tuple[ev.PhaseKind, int] | None = None
    for e in events:
        closed = None
        if isinstance(e, ev.PhaseStart) and e.sub is None:
            phase = (e.kind, e.number)
        elif isinstance(e, ev.PhaseEnd) and e.sub is None:
            phase = None
        elif phase is not None and phase in ends:
            closed = (f"{phase[0].value.title()} {phase[1]}", ends[phase])
        out.append(closed)
    return out


def _commands_written(revs: Sequence[Post], ctx: Context | None) -> datetime | None:
    """When the edit that wrote the post's commands as they are now was made (None: not
    known here: no ``ctx``, one version, or a version without its edit time)."""
    if ctx is None or len(revs) < 2:
        return None
    from votecount.parser.edits import commands_made

    return commands_made(revs, ctx.roster, ctx.options).edited_at


def _edit_time(e: ev.Rejected, times: tuple[datetime, datetime | None] | None) -> datetime | None:
    """When the edit an ``EDITED_COMMAND`` notice reports was made (None: not one)."""
    if times is None or e.code != "EDITED_COMMAND":
        return None
    last, unseen = times
    return unseen if UNKNOWN in e.reason else last
