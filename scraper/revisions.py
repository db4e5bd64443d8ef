"""Discourse's revision history (``../shared/spec/forum-engines.md`` §1.5): the earlier
versions of a post, each dated by its revision, read only as far as a count needs them.

A post's history is read when the sync first sees it edited, or sees a stored post moved
on by more than one version, or by one version whose ``updated_at`` (which also moves on
a rebake, no edit) may lie across a deadline; and the versions a stored history was read
without when a deadline the sync learns falls between the versions around them. What a count needs is the version that
stood at each deadline of the game (``EditClock``): the original (revision 2's left
side) and the current text dated by the revision that made it (the latest revision's
right side) are read first; the versions between are read only when a deadline of the
game may fall between those two edits, or when another account than the author (a
moderator) made one of the two (which versions are the player's own then matters:
``count.mod_edits``), or when a moderator's version between them would count
(``EditClock.ruling_may_count``: the game counts the first version, or a deadline lies
between the post and its last edit; live24), so a post its author edited three times
within one day of an ``edits = "latest"`` game costs two requests, not five. A stored
post moved on by one version costs one request (the revision's author and time: a
moderator's edit is a ruling), but a host's own post only when a deadline may lie
between it and its edit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from lxml import etree
from lxml import html as lxml_html

from votecount.parser.model import Post

from .errors import FetchError, ParseError

if TYPE_CHECKING:
    from .base import Known
    from .http import Http

_INSTANT = timedelta(microseconds=1)  # the least time after a post: its own is not "after"

MAX_REVISIONS_READ = 5
"""Revisions read at most per post first seen edited (its versions before the current one)."""


@dataclass
class EditClock:
    """What a sync knows of the game's deadlines while it runs: the game file's and those
    the stored host posts state (``Known.deadlines``), those the host posts fetched so far
    state (``Known.said``), every host post's time (stored, ``Known.host_times``, and
    fetched so far), and how far the thread has been seen (the newest post's time).

    ``may_cross(since, until)``: might a deadline of the game fall in ``[since, until)``?
    True when it cannot be ruled out: a host post or a game-file deadline in it, a time
    later than the thread seen so far (a host post could come after), or no hosts
    named (nothing to tell a deadline by)."""

    known: Known
    host_times: list[datetime] = field(default_factory=list)
    seen_until: datetime | None = None
    deadlines: list[datetime] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.host_times = list(self.known.host_times)
        self.seen_until = self.known.seen_until
        self.deadlines = list(self.known.deadlines)

    def observe(self, posts: Iterable[Post]) -> None:
        for post in posts:
            if post.author.casefold() in self.known.hosts:
                self.host_times.append(post.created_at)
                if self.known.said is not None:
                    self.deadlines = heard(self.deadlines, self.known.said(post))
            if self.seen_until is None or post.created_at > self.seen_until:
                self.seen_until = post.created_at

    def learnt(self) -> list[datetime]:
        """The deadlines known now that the last sync which ended whole did not know
        (``Known.settled``; when not kept, those the posts fetched by this sync state that
        it did not know when it began): a host stating a deadline after the edits around
        it were read, stored by a sync an error stopped before it read them."""
        settled = self.known.settled
        before = set(self.known.deadlines if settled is None else settled)
        return sorted({t for t in self.deadlines if t not in before})

    def ruling_may_count(self, post: Post, until: datetime) -> bool:
        """Might a moderator's version made before ``until``, between two of the author's
        read, change the count of ``post``? Where the game counts a post's first version
        (``Known.first_counts``: the ruling replaces it), or where a deadline may fall
        between the post and ``until`` (the count at that close reads a moderator's edit
        after it as the post stands: ``count.at_close``). Else the latest version counts
        as the author left it, whoever made one between (live24). A host's own post is
        no possible deadline after itself (review24c: a host's count edited three times
        read every revision under ``latest``, its own time taken for a deadline)."""
        if self.known.first_counts:
            return True
        own = post.author.casefold() in self.known.hosts
        return self.may_cross(post.created_at + (_INSTANT if own else timedelta(0)), until)

    def may_cross(self, since: datetime, until: datetime) -> bool:
        if not self.known.hosts or self.seen_until is None or until > self.seen_until:
            return True
        return any(since <= t < until for t in (*self.deadlines, *self.host_times))


def heard(
    deadlines: list[datetime], said: tuple[datetime | None, timedelta | None]
) -> list[datetime]:
    """``deadlines`` with what a host post says (``Known.said``): the deadline it states,
    and the latest one known moved by the extension it gives (a day may end at either)."""
    stated, extension = said
    moved = [max(deadlines) + extension] if extension is not None and deadlines else []
    return [*deadlines, *moved, *([stated] if stated is not None else [])]


class History:
    """Reads one Discourse forum's revisions (``/posts/{id}/revisions/{n}.json``)."""

    def __init__(self, http: Http, base: str) -> None:
        self.http, self.base = http, base

    def versions(self, post: Post, clock: EditClock, since: int = 0) -> tuple[Post, ...]:
        """The versions of ``post`` its history shows after version ``since`` (the one
        stored; 0 for a post first seen), oldest first: for a post first seen, version 1
        (the left side of the first revision's ``side_by_side`` diff that changed the
        body), then each version a revision made (its right side, dated by the revision's
        ``created_at``; a revision that only changed the title or the owner has no
        ``body_changes``), with the diff marks taken out. The first and the latest
        revision are read first; those between only when one of the two is another
        account's or ``clock`` cannot rule out that a moderator's version between them
        counts (``EditClock.ruling_may_count``; at most ``MAX_REVISIONS_READ`` in all:
        the first and the latest ones, since a deadline falls before the last edits more
        often than between the first ones). Nothing when the forum keeps the history from us (403:
        ``edit_history_visible_to_public`` off; 404): the post then counts as first seen
        edited, original unknown. No revision changed the body: version 1 is the current
        one."""
        numbers = list(range(max(since, 1) + 1, post.version + 1))
        cache: dict[int, Any] = {}
        if len(numbers) > 2:
            ends = self._read(post, since, [numbers[0], numbers[-1]], cache)
            dates = [v.edited_at for v in ends if v.version > 1]
            if (  # a deadline between the ends falls after the post too
                len(dates) == 2
                and not any(v.other_editor for v in ends)
                and not clock.ruling_may_count(post, dates[1] or post.created_at)
            ):
                return ends
        if len(numbers) > MAX_REVISIONS_READ:
            numbers = numbers[:1] + numbers[1 - MAX_REVISIONS_READ :]
        return self._read(post, since, numbers, cache)

    def between(self, post: Post, since: int, until: int) -> tuple[Post, ...]:
        """The versions of ``post`` after version ``since`` and before ``until`` (those a
        stored history was read without: ``Known.gaps``), oldest first; fewer when the
        history cannot be read."""
        versions = self._read(post, since, list(range(since + 1, until)), {})
        return tuple(v for v in versions if since < v.version < until)

    def latest(self, post: Post) -> Post | None:
        """``post`` dated by the revision that made its current version (one request),
        or None when the history cannot say."""
        versions = self._read(post, post.version - 1, [post.version], {})
        return dated_by_revision(post, versions) if versions else None

    def _read(self, post: Post, since: int, numbers: list[int], cache: dict[int, Any]
              ) -> tuple[Post, ...]:  # fmt: skip
        versions: list[Post] = []
        for i, number in enumerate(numbers):
            if number not in cache:
                cache[number] = self._revision(post, number)
            got = cache[number]
            if got is None:
                return tuple(versions)
            if got == ():
                continue
            before, after, made, editor, reason = got
            if not versions and not since:
                if number != i + 2:  # revisions skipped: its left side is not version 1
                    return ()
                versions.append(
                    replace(
                        post,
                        html=before,
                        raw=None,
                        edited_at=None,
                        version=1,
                        deleted=False,
                        editor="",
                        edit_reason="",
                    )  # fmt: skip
                )
            versions.append(replace(post, html=after, raw=None, edited_at=made or post.edited_at,
                                    version=number, deleted=False, editor=editor,
                                    edit_reason=reason))  # fmt: skip
        if versions or since or len(numbers) < post.version - 1:
            return tuple(versions)
        return (replace(post, edited_at=None, version=1),)

    def _revision(self, post: Post, number: int) -> Any:
        """(old side, new side, when, editor, edit reason) of revision ``number`` (the
        editor: the revision's ``username``; ``Post.other_editor`` reads Discourse's
        ``system`` as the author; the reason: its ``edit_reason``, "" when none); () when
        it changed no body; None when the history cannot be read."""
        url = f"{self.base}/posts/{post.post_id}/revisions/{number}.json"
        try:
            payload = self.http.get_json(url)
        except FetchError as exc:
            if exc.status in (403, 404):
                return None
            raise
        if not isinstance(payload, dict) or "body_changes" not in payload:
            return None  # not a revision: the history cannot be read
        changes = payload["body_changes"]
        diff = changes.get("side_by_side") if isinstance(changes, dict) else None
        if not diff:
            return ()
        sides = revision_sides(diff) if isinstance(diff, str) else None
        if sides is None:
            return None
        made = utc_time(payload, "created_at", url) if payload.get("created_at") else None
        editor, reason = payload.get("username"), payload.get("edit_reason")
        return (*sides, made, editor if isinstance(editor, str) else "",
                reason.strip() if isinstance(reason, str) else "")  # fmt: skip


def dated_by_revision(post: Post, versions: Sequence[Post]) -> Post:
    """``post`` with its edit dated by the revision that made its current body, when the
    history's last version is it: ``updated_at`` also moves on events that are no edit
    (a rebake), so a change made before a deadline would look made after it. The
    revision names its editor and its reason too."""
    last = versions[-1] if versions else None
    if last is None or last.version < 2 or last.html != post.html or last.edited_at is None:
        return post
    return replace(post, edited_at=last.edited_at, editor=last.editor, edit_reason=last.edit_reason)


def original_cooked(side_by_side: str) -> str | None:
    """The old cooked HTML inside Discourse's ``side_by_side`` diff."""
    sides = revision_sides(side_by_side)
    return sides[0] if sides else None


def revision_sides(side_by_side: str) -> tuple[str, str] | None:
    """Both sides of Discourse's ``side_by_side`` diff as cooked HTML, from one parse: the
    old (its first ``div``, ``revision-content``, ``span8`` in old versions, where deleted
    text is wrapped in ``<del>`` and deleted tags carry the class ``diff-del``) and the new
    (its second, with ``<ins>`` and ``diff-ins``); None when it is no such diff."""
    try:
        root = lxml_html.fragment_fromstring(side_by_side, create_parent="div")
    except (etree.ParserError, ValueError):
        return None
    sides = [c for c in root if isinstance(c.tag, str) and c.tag == "div"]
    if len(sides) != 2:
        return None
    return _side_html(sides[0], "del", "ins"), _side_html(sides[1], "ins", "del")


def _side_html(half: Any, kept: str, dropped: str) -> str:
    """One side of the diff without its marks: the ``kept`` tags' text stays, the
    ``dropped`` tags go with their text, the diff classes are taken off."""
    for mark in list(half.iter(kept)):
        mark.drop_tag()
    for mark in list(half.iter(dropped)):
        mark.drop_tree()
    for el in half.iter():
        classes = [c for c in (el.get("class") or "").split() if c not in ("diff-del", "diff-ins")]
        if el is not half and "class" in el.attrib:
            if classes:
                el.set("class", " ".join(classes))
            else:
                del el.attrib["class"]
    return (half.text or "") + "".join(
        etree.tostring(c, encoding="unicode", method="html") for c in half
    )


def utc_time(item: dict[str, Any], name: str, where: str) -> datetime:
    """Field ``name`` of a Discourse payload, an ISO-8601 time with its zone, in UTC."""
    value = item.get(name)
    try:
        when = datetime.fromisoformat(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ParseError(where, f"field {name!r} is not an ISO-8601 time: {value!r:.60}") from None
    if when.tzinfo is None:
        raise ParseError(where, f"field {name!r} has no time zone: {value!r}")
    return when.astimezone(UTC)
