"""The posts as they stood at ``now``, for a count at a clock that is not this machine's
(``--now``, a test's clock, a replay of a store synced later).

A store can hold what happened after that clock: later posts, and edits made later to
earlier posts. For such a count they have not happened: every reader of the count (the
commands, the host's phase posts and deadlines, the host events placed at a post) reads
the posts made by ``now``, each as it stood then: a post edited after ``now`` is read in
its latest version by then, from its stored revisions (a post the forum keeps no history
of is read as stored: its earlier text is unknown).

A post the thread no longer lists ("gone") stops counting from the sync that found it
gone: at a clock before that sync it was still listed, and is read as it was then.

A live count (the machine's clock) is the other case: a stored post has happened, so a
post stamped a little after the clock (the forum's clock ahead of this machine's) moves
``now`` up to it instead (``pipeline.run``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import datetime

from votecount.parser.model import Post
from votecount.store.lazyposts import replaced

Revisions = Callable[[str, str], Sequence[Post]]
GoneSince = Callable[[], Mapping[tuple[str, str], tuple[datetime, bool]]]
"""The gone posts: (thread, post id) -> (when the sync that found it gone ran, whether
it was stored deleted before)."""


def gone_after(
    gone: Mapping[tuple[str, str], tuple[datetime, bool]], now: datetime
) -> dict[tuple[str, str], bool]:
    """The posts of ``gone`` found gone after ``now`` -> whether each was deleted then."""
    return {key: deleted for key, (when, deleted) in gone.items() if when > now}


def changed_after(posts: Iterable[Post], now: datetime) -> bool:
    """Does ``posts`` hold a post made, or edited, after ``now``?"""
    return any(p.created_at > now or _edited_after(p, now) for p in posts)


def as_at(
    posts: Iterable[Post],
    now: datetime,
    revisions: Revisions | None,
    listed: Mapping[tuple[str, str], bool] | None = None,
) -> tuple[list[Post], Revisions | None]:
    """(the posts made by ``now``, each in its version then; their revisions by ``now``).
    ``listed``: the gone posts the thread still listed at ``now`` (``gone_after``)."""
    by_now = revisions_at(revisions, now)
    kept = [p for p in posts if p.created_at <= now]
    if by_now is not None:
        kept = [_version_at(p, now, by_now) if _edited_after(p, now) else p for p in kept]
    if listed:
        kept = [_still_listed(p, listed) for p in kept]
    return kept, by_now


def _still_listed(post: Post, listed: Mapping[tuple[str, str], bool]) -> Post:
    deleted = listed.get((post.thread, post.post_id))
    return post if deleted is None else replaced(post, gone=False, deleted=deleted)


def revisions_at(revisions: Revisions | None, now: datetime) -> Revisions | None:
    """``revisions`` without the versions made after ``now``."""
    if revisions is None:
        return None
    read = revisions

    def at(thread: str, post_id: str) -> Sequence[Post]:
        return [r for r in read(thread, post_id) if not _edited_after(r, now)]

    return at


def _version_at(post: Post, now: datetime, revisions: Revisions) -> Post:
    """The latest version of ``post`` made by ``now`` (the post itself when its store
    keeps no earlier version), by the time each was made, not the order stored in (a
    history read from the forum after a later edit was seen); of two made at once, the
    one stored last. A deleted post was not deleted yet then: a delete comes after the
    post's last edit, which is after ``now`` (on Discourse an author's delete is that
    edit); a post the thread no longer lists stays gone (docs/parser.md)."""
    versions = revisions(post.thread, post.post_id)
    if not versions:
        return post
    made = [(v.edited_at or v.created_at, i) for i, v in enumerate(versions)]
    version = versions[max(made)[1]]
    if version.deleted and not version.gone:
        version = replaced(version, deleted=False)
    return version


def _edited_after(post: Post, now: datetime) -> bool:
    return post.edited_at is not None and post.edited_at > now
