"""The posts as they stood at ``now``, for a count at a clock that is not this machine's
(``--now``, a test's clock, a replay of a store synced later).

A store can hold what happened after that clock: later posts, and edits made later to
earlier posts. For such a count they have not happened: every reader of the count (the
commands, the host's phase posts and deadlines, the host events placed at a post) reads
the posts made by ``now``, each as it stood then: a post edited after ``now`` is read in
its latest version by then, from its stored revisions (a post the forum keeps no history
of is read as stored: its earlier text is unknown).

A post the thread no longer lists ("gone") stops counting from the sync that found it
gone, and counts again from a sync that lists it again (a moderator restored it): each
such window is stored (``absences``), so at a clock before the first sync, or after the
one that saw it back, it was listed, and at a clock inside a window it was gone, as the
live count then read it.

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
Absence = tuple[datetime, datetime | None, bool]
"""One window a post was gone: (the sync that found it gone, the sync that listed it
again or None while it is gone, whether it was stored deleted before it went)."""
Absences = Mapping[tuple[str, str], Sequence[Absence]]
"""(thread, post id) -> its absences, oldest first."""
GoneSince = Callable[[], Absences]


def listing_at(absences: Absences, now: datetime) -> dict[tuple[str, str], tuple[bool, bool]]:
    """The posts listed or gone at ``now`` otherwise than the store has them now ->
    (gone then, deleted then): a post gone now that the thread still listed at ``now``
    (gone, deleted as before it went), one listed again now that was gone at ``now``."""
    out: dict[tuple[str, str], tuple[bool, bool]] = {}
    for key, windows in absences.items():
        gone_now = bool(windows) and windows[-1][1] is None
        inside = any(went <= now and (back is None or now < back) for went, back, _ in windows)
        if inside == gone_now:
            continue
        before = next((deleted for went, _, deleted in windows if went > now), False)
        out[key] = (True, True) if inside else (False, before)
    return out


def changed_after(posts: Iterable[Post], now: datetime) -> bool:
    """Does ``posts`` hold a post made, or edited, after ``now``?"""
    return any(p.created_at > now or _edited_after(p, now) for p in posts)


def as_at(
    posts: Iterable[Post],
    now: datetime,
    revisions: Revisions | None,
    listed: Mapping[tuple[str, str], tuple[bool, bool]] | None = None,
) -> tuple[list[Post], Revisions | None]:
    """(the posts made by ``now``, each in its version then; their revisions by ``now``).
    ``listed``: the posts listed or gone at ``now`` otherwise than stored (``listing_at``)."""
    by_now = revisions_at(revisions, now)
    kept = [p for p in posts if p.created_at <= now]
    if by_now is not None:
        kept = [version_at(p, now, by_now) if _edited_after(p, now) else p for p in kept]
    if listed:
        kept = [_still_listed(p, listed) for p in kept]
    return kept, by_now


def _still_listed(post: Post, listed: Mapping[tuple[str, str], tuple[bool, bool]]) -> Post:
    then = listed.get((post.thread, post.post_id))
    return post if then is None else replaced(post, gone=then[0], deleted=then[1])


def revisions_at(revisions: Revisions | None, now: datetime) -> Revisions | None:
    """``revisions`` without the versions made after ``now``."""
    if revisions is None:
        return None
    read = revisions

    def at(thread: str, post_id: str) -> Sequence[Post]:
        return [r for r in read(thread, post_id) if not _edited_after(r, now)]

    return at


def version_at(post: Post, now: datetime, revisions: Revisions) -> Post:
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
