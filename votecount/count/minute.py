"""A post made in a deadline's own minute, on a forum that prints minutes only.

phpBB, vBulletin and XenForo pages print "12:00": the post was made between 12:00:00 and
12:00:59, and votecount reads it as 12:00:00 (a time on the minute, where Discourse gives
milliseconds). Against a deadline inside that minute the
forum cannot tell before from after: a deadline of 12:00 puts such a post after it (the
tally's rule: a post at the deadline is late), a deadline of 12:00:30 before it. The
count follows that reading; a warning on each such post's commands tells the host, with
the printed time, so they can check it ("VOTE_AFTER_DEADLINE", warning).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from votecount.parser.model import Post
from votecount.tally import events as ev
from votecount.tally.shown import utc

MINUTE = timedelta(minutes=1)
CODE = "VOTE_AFTER_DEADLINE"


def deadline_minute(
    events: list[ev.Event],
    posts: Iterable[Post],
    to_the_second: bool = False,
    hosts: frozenset[str] = frozenset(),
) -> list[ev.Event]:
    """``events`` (sorted) with a warning on each post printed to the minute whose minute
    holds a deadline by the clock (a phase's end at no post), when the post has commands.
    ``to_the_second``: the forum gives every time to the second or finer (Discourse):
    nothing to say. ``hosts`` (casefolded): their posts' events are the host's (a night
    started in the deadline's minute), no vote to check."""
    if to_the_second:
        return events
    ends = sorted(
        e.ref.time
        for e in events
        if isinstance(e, ev.PhaseEnd) and e.sub is None and not e.ref.post_id
    )
    if not ends:
        return events
    commands: dict[tuple[str, str], list[ev.Event]] = {}
    for e in events:
        commands.setdefault((e.ref.thread, e.ref.post_id), []).append(e)
    extra: list[ev.Event] = []
    for post in posts:
        end = _end_in_minute(post, ends) if post.author.casefold() not in hosts else None
        mine = commands.get((post.thread, post.post_id), [])
        if end is None or not any(not isinstance(e, (ev.PublicPost, ev.Rejected)) for e in mine):
            continue
        author = next((e.author for e in mine if isinstance(e, ev.PublicPost)), post.author)
        side = "before" if post.created_at < end else "after"
        reason = (
            f"made in the minute of the deadline ({utc(end)}): the forum prints its time to "
            f"the minute ({post.created_at:%H:%M}), so it may have come before or after it; "
            f"counted as {side} it: check it"
        )
        ref = ev.PostRef(post.post_id, post.number, post.created_at, post.url,
                         ev.Order.EDIT_NOTICE, post.thread)  # fmt: skip
        extra.append(ev.Rejected(ref, author, f"{post.created_at:%H:%M}", CODE, reason, "warning"))
    return ev.sort_events(events + extra) if extra else events


def _end_in_minute(post: Post, ends: list[datetime]) -> datetime | None:
    """The deadline inside the minute ``post``'s time names (None: none, or a time given
    to the second: one with seconds)."""
    when = post.created_at
    if when.second or when.microsecond:
        return None
    return next((end for end in ends if when <= end < when + MINUTE), None)
