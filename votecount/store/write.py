"""Writing posts into the store: one batch in one transaction, revisions kept for
changed content, gone posts flagged, and what is not an append logged for the fold
(``votecount.store.changes``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import msgspec

from votecount.parser.model import DELETED_ACCOUNT
from votecount.store.changes import ChangeLog
from votecount.store.rows import iso_utc, stored_row
from votecount.store.schema import POST_COLUMNS

if TYPE_CHECKING:
    from votecount.parser.model import Post
    from votecount.scraper.base import Batch


class SaveResult(msgspec.Struct, frozen=True):
    """What one ``save_batch`` changed: posts first stored, edited, newly flagged gone."""

    new: int = 0
    edited: int = 0
    gone: int = 0
    renamed: tuple[tuple[str, str], ...] = ()  # (author stored, the account's new name)
    # the new names above that are another account's name too (a swap: no alias for them)
    taken: tuple[str, ...] = ()
    # (name shown, author stored) of an account first seen under a name another account
    # of the thread was first stored with (it took a renamed account's old name)
    newcomers: tuple[tuple[str, str], ...] = ()


class _Names:
    """What one batch learnt of the accounts' names (``SaveResult``'s fields)."""

    def __init__(self) -> None:
        self.renamed: list[tuple[str, str]] = []
        self.taken: list[str] = []
        self.newcomers: list[tuple[str, str]] = []


class PostWriter(ChangeLog):
    """The write side of ``Store``."""

    def save_batch(self, thread: str, batch: Batch) -> SaveResult:
        """Store one batch in one transaction: upsert posts, add revisions for changed
        content, flag ``batch.gone``. Idempotent."""
        now = self._now()
        new = edited = gone = 0
        earlier: dict[str, list[Post]] = {}
        for old in batch.history:
            earlier.setdefault(old.post_id, []).append(old)
        accounts = dict(batch.accounts)
        names = _Names()
        with self._errors(), self._transaction():
            self._ensure_thread(thread)
            highest = self._highest(thread)
            written: list[int] = []  # numbers stored new or with a new time or number
            for post in batch.posts:
                if post.thread != thread:
                    raise ValueError(f"{post!r} does not belong to thread {thread!r}")
                history = earlier.get(post.post_id, ())
                if post.author == DELETED_ACCOUNT:
                    post, history = self._kept_author(post, history)
                if post.post_id in accounts:
                    named = post.author
                    post = self._as_account(post, accounts[post.post_id], names)
                    post, history = _own_edits(post, named), [_own_edits(v, named, post.author)
                                                              for v in history]  # fmt: skip
                self._save_history(post, now, history)
                outcome, moved = self._save_post(post, now, highest)
                if outcome == "edited":  # versions made since the stored one, after it
                    for version in history:
                        if not _same_version(version, post):
                            self._add_revision(version, now)
                highest = max(highest, post.number)
                new += outcome == "new"
                edited += outcome == "edited"
                if moved:
                    written.append(post.number)
            in_batch = {p.post_id for p in batch.posts}
            for post_id, versions in earlier.items():
                if post_id not in in_batch:
                    self._fill_history(thread, post_id, versions, now)
            for post_id in batch.gone:
                gone += self._flag_gone(thread, post_id, now)
            for post_id in batch.machine_clock:
                self._sql(
                    "insert or ignore into machine_times (thread, post_id, read_at) "
                    "values (?, ?, ?)",
                    [thread, post_id, now],
                )
            self._check_skew(thread, written)
        return SaveResult(
            new=new,
            edited=edited,
            gone=gone,
            renamed=tuple(names.renamed),
            taken=tuple(names.taken),
            newcomers=tuple(names.newcomers),
        )

    def _kept_author(self, post: Post, history: Sequence[Post]) -> tuple[Post, list[Post]]:
        """A stored post now shown as by ``DELETED_ACCOUNT`` (its account deleted after
        the store saw it, then the post edited) with its stored author, its versions too
        (review23c: was stored as "deleted user", the player's vote lost)."""
        row = self._sql(
            "select author from posts where thread = ? and post_id = ?",
            [post.thread, post.post_id],
        ).fetchone()
        if row is None:
            return post, list(history)
        return replace(post, author=row[0]), [replace(v, author=row[0]) for v in history]

    def _as_account(self, post: Post, account: str, names: _Names) -> Post:
        """``post`` with the author first stored for its forum account (a renamed
        account's posts keep it); a name new for the account is added to ``renamed``
        (and to ``taken`` when another account of the thread has had it: a swap). An
        account first seen under a name another account was stored with (that one was
        renamed, this one took its old name) is another person: its posts are stored as
        "NAME (account ID)", no player's until the game file names it."""
        row = self._sql(
            "select author, latest from accounts where thread = ? and account = ?",
            [post.thread, account],
        ).fetchone()
        if row is None:
            author = post.author
            if self._other_account(post.thread, account, post.author):
                author = f"{post.author} (account {account})"
                names.newcomers.append((post.author, author))
            self._sql(
                "insert into accounts (thread, account, author, latest) values (?, ?, ?, ?)",
                [post.thread, account, author, post.author],
            )
            return post if author == post.author else replace(post, author=author)
        author, latest = row
        if post.author != author and self._unlinked_poster(post.thread, post.author, author):
            return post  # that poster, not this account renamed (live26)
        if latest != post.author:
            self._sql(
                "update accounts set latest = ? where thread = ? and account = ?",
                [post.author, post.thread, account],
            )
            if post.author != author:
                names.renamed.append((author, post.author))
                if self._other_account(post.thread, account, post.author):
                    names.taken.append(post.author)
        return post if post.author == author else replace(post, author=author)

    def _unlinked_poster(self, thread: str, name: str, author: str) -> bool:
        """Do ``thread``'s stored posts hold ``name`` as an author no account has had (its
        posts stored under no profile id: a page that showed the id under two names left
        it out), posting before the account's last post under ``author``, its stored name?
        An id then shown under that name is one link under several names (a theme's, a
        guest's), one name per page, not an account renamed to it (live26: Ellowyn's vote
        on a page of hers alone read as Dunmore's). Posts under the name only after the
        account's are its new name's (review26c: a forum printing each post's name as
        posted showed the id under the old and the new name on one page, and the rename
        was missed)."""
        named = self._sql(
            "select 1 from posts where thread = ? and author = ? collate nocase and number < "
            "(select max(number) from posts where thread = ? and author = ?) limit 1",
            [thread, name, thread, author],
        ).fetchone()
        return bool(named) and not self._other_account(thread, "", name)

    def _other_account(self, thread: str, account: str, name: str) -> bool:
        """Has another account of ``thread`` been stored with ``name`` (as its author or
        the name last seen)?"""
        return bool(
            self._sql(
                "select 1 from accounts where thread = ? and account != ? and "
                "(author = ? collate nocase or latest = ? collate nocase) limit 1",
                [thread, account, name, name],
            ).fetchone()
        )

    def _flag_gone(self, thread: str, post_id: str, now: str) -> int:
        """Flag a post the thread no longer lists (1; 0 when it is gone already) and open
        its absence (``absences``: a replay inside it reads the post gone)."""
        cur = self._sql(
            "update posts set gone = 1, last_seen = ? "
            "where thread = ? and post_id = ? and gone = 0 returning number, deleted",
            [now, thread, post_id],
        )
        rows = cur.fetchall()
        for number, deleted in rows:
            self._log_change(number)
            self._sql(
                "insert or replace into absences (thread, post_id, gone_at, back_at, deleted) "
                "values (?, ?, ?, null, ?)",
                [thread, post_id, now, deleted],
            )
        return len(rows)

    def _save_history(self, post: Post, now: str, earlier: Iterable[Post]) -> None:
        """The versions the forum's history kept from before the post was first stored
        become its first revisions (only when it is not stored yet)."""
        versions = list(earlier)
        if (
            not versions
            or self._sql(
                "select 1 from posts where thread = ? and post_id = ?", [post.thread, post.post_id]
            ).fetchone()
        ):
            return
        for version in versions:
            if not _same_version(version, post):  # the current one is in posts
                self._add_revision(version, now)

    def _fill_history(self, thread: str, post_id: str, versions: list[Post], now: str) -> None:
        """Versions of a stored post that its stored history was read without (a batch
        of history alone: ``DiscourseAdapter._fill_gaps``), kept as revisions; the post's
        number is logged changed, so a count's checkpoints past it are not trusted."""
        row = self._sql(
            "select number, content_hash, version from posts where thread = ? and post_id = ?",
            [thread, post_id],
        ).fetchone()
        if row is None:
            return
        number, current, made = row
        added = [v for v in versions if (v.content_hash, v.version) != (current, made or 1)]
        for version in added:
            self._add_revision(replace(version, thread=thread), now)
        if added:
            self._log_change(number)

    def _add_revision(self, version: Post, now: str) -> None:
        """An earlier version from the forum's history, unless that version is kept."""
        old = (version.content_hash, version.html, version.raw, iso_utc(version.edited_at),
               version.version, now, version.editor or None, version.edit_reason or None)  # fmt: skip
        self._keep_revision(version, old)

    def _save_post(self, post: Post, now: str, highest: int) -> tuple[str, bool]:
        """Insert or update one post: "new", "same", "edited" (new content) or "changed"
        (other values), and whether it has a new time or number (new posts too); logs
        what is not an append (``votecount.store.changes``)."""
        row = stored_row(post)
        old = self._sql(
            f"select {_COMPARED}, gone, html, raw, coalesce(content_seen, first_seen), editor, "
            "edit_reason "
            "from posts where thread = ? and post_id = ?",
            [post.thread, post.post_id],
        ).fetchone()
        if old is None:
            self._insert(
                "posts",
                # last_seen and content_seen stay NULL while they are first_seen
                row | {"gone": 0, "first_seen": now, "last_seen": None, "content_seen": None},
            )
            if post.number <= highest:  # filled in below posts stored before
                self._log_change(post.number)
            return "new", True
        before = dict(zip(_COMPARED_NAMES, old, strict=False))
        if _unnamed_same_version(post, before["version"]):
            # a rebake (Discourse: the cooked HTML made again, no new revision) names no
            # editor or reason: the version's own, read with it, stay (review27c: a
            # moderator's written-in vote then read as the player's)
            row["editor"], row["edit_reason"] = old[-2], old[-1]
        renamed = before["author"] if before["author"] != row["author"] else None
        if renamed is not None:  # phpBB prints a renamed account's new name on its posts
            self._sql(
                "update revisions set editor = ? where thread = ? and post_id = ? "
                "and lower(editor) = lower(?)",
                [post.author, post.thread, post.post_id, renamed],
            )  # its own edits stay its own (``count.mod_edits``), as ``_own_edits`` does
        changed = before["content_hash"] != row["content_hash"]
        seen = ", content_seen = ?" if changed else ""
        sets = ", ".join(f"[{k}] = ?" for k in row)
        self._sql(
            f"update posts set {sets}, gone = 0, last_seen = ?{seen} "
            "where thread = ? and post_id = ?",
            [*row.values(), now, *([now] if changed else []), post.thread, post.post_id],
        )
        if old[len(_COMPARED_NAMES)]:  # listed again: its absence ends now
            self._sql(
                "update absences set back_at = ? where thread = ? and post_id = ? "
                "and back_at is null",
                [now, post.thread, post.post_id],
            )
        differs = old[len(_COMPARED_NAMES)] or any(before[k] != row[k] for k in _COMPARED_NAMES)
        if differs:
            self._log_change(post.number)
            if before["number"] != post.number:
                self._log_change(before["number"])
        moved = before["number"] != post.number or before["created_at"] != row["created_at"]
        if changed:
            content_hash = before["content_hash"]
            html, raw, seen_at, editor, reason = old[len(_COMPARED_NAMES) + 1 :]
            if renamed is not None and (editor or "").casefold() == renamed.casefold():
                editor = post.author
            kept = (content_hash, html, raw, before["edited_at"], before["version"], seen_at)
            self._keep_revision(post, (*kept, editor, reason))
            return "edited", moved
        return ("changed" if differs else "same"), moved

    def _keep_revision(self, post: Post, old: tuple[Any, ...]) -> None:
        """The content a post had before this edit, unless that version is kept already
        (the same content under the same forum version: a history read twice, or a
        forum with no edit count going back and forth). A text the post had before under
        another version is kept again (live27: a post edited back to its first text left
        a gap in phpBB's edit count that read as an edit never seen)."""
        content_hash, html, raw, edited_at, version, seen_at, editor, reason = old
        seen = self._sql(
            "select coalesce(max(seq), 0), sum(content_hash = ? and coalesce(version, 1) = ?) "
            "from revisions where thread = ? and post_id = ?",
            [content_hash, version or 1, post.thread, post.post_id],
        ).fetchone()
        if seen[1]:
            return
        self._insert(
            "revisions",
            {
                "thread": post.thread,
                "post_id": post.post_id,
                "seq": seen[0] + 1,
                "content_hash": content_hash,
                "html": html,
                "raw": raw,
                "edited_at": edited_at,
                "version": version,
                "seen_at": seen_at,
                "editor": editor,
                "edit_reason": reason,
            },
        )


def _unnamed_same_version(post: Post, stored: int | None) -> bool:
    """Is ``post`` the stored post's forum version (an edit count past 1 that did not move)
    shown with no editor and no edit reason (Discourse's topic JSON names neither; a
    revision read names them)? phpBB prints the editor with every edit count, vBulletin
    and XenForo count no edits (version 1)."""
    return post.version > 1 and post.version == stored and not post.editor and not post.edit_reason


def _same_version(version: Post, post: Post) -> bool:
    """Are ``version`` and ``post`` one version of a post: the same content under the
    same forum version (a text the post had before under another version is another)?"""
    return (version.content_hash, version.version) == (post.content_hash, post.version)


def _own_edits(post: Post, named: str, author: str | None = None) -> Post:
    """``post`` (stored under ``author``, default its own) with an edit its account made
    under its current name ``named`` (a renamed account) named as its author's: the
    author's own edit, not another account's (``count.mod_edits``)."""
    author = author or post.author
    if post.editor and post.editor.casefold() == named.casefold() and named != author:
        return replace(post, editor=author)
    return post


_COMPARED_NAMES = [
    c
    for c in POST_COLUMNS
    if c not in ("thread", "post_id", "html", "raw", "editor", "edit_reason")
] + ["content_hash"]
_COMPARED = ", ".join(f"[{c}]" for c in _COMPARED_NAMES)  # a change here is logged
