"""The conversion between ``Post`` values and rows of votecount.db's posts table (the
columns are ``votecount.store.schema``'s), and the URL a row keeps (no secrets)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from votecount.parser.model import Post, PostType
from votecount.store.lazyposts import UNLOADED
from votecount.store.schema import CLOCK_COLUMNS, EDITOR_COLUMNS, POST_COLUMNS, REASON_COLUMNS


def iso_utc(when: datetime | None) -> str | None:
    """``when`` as the store writes a time: ISO 8601 in UTC (None stays None)."""
    return when.astimezone(UTC).isoformat() if when is not None else None


def _row_from_post(post: Post) -> dict[str, Any]:
    row = {name: getattr(post, name) for name in POST_COLUMNS}
    row |= {
        "created_at": iso_utc(post.created_at),
        "edited_at": iso_utc(post.edited_at),
        "deleted": int(post.deleted),
        "hidden": int(post.hidden),
        "post_type": str(post.post_type),
        "url": strip_secrets(post.url) if post.url else "",
        "content_hash": post.content_hash,
        "editor": post.editor or None,
        "edit_reason": post.edit_reason or None,
    }
    return row


def old_row(post: Post) -> dict[str, Any]:
    """``_row_from_post`` as databases before the forum's clock held it (tests of the
    migrations write old databases with it)."""
    row = _row_from_post(post)
    return {
        k: v for k, v in row.items() if k not in CLOCK_COLUMNS + EDITOR_COLUMNS + REASON_COLUMNS
    }


def stored_row(post: Post) -> dict[str, Any]:
    """The row the store writes: ``_row_from_post`` without what it would hold twice
    (``author_name`` equal to ``author`` is NULL; see ``_m5_stored_once``)."""
    row = _row_from_post(post)
    if row["author_name"] == row["author"]:
        row["author_name"] = None
    return row


def post_from_row(row: dict[str, Any]) -> Post:
    """A stored post from a row of the posts table, its columns by name."""
    return Post(
        thread=row["thread"],
        post_id=row["post_id"],
        number=row["number"],
        author=row["author"],
        author_name=row["author"] if row["author_name"] is None else row["author_name"],
        created_at=datetime.fromisoformat(row["created_at"]),
        edited_at=datetime.fromisoformat(row["edited_at"]) if row["edited_at"] else None,
        html=row["html"],
        raw=row["raw"],
        url=row["url"] or "",
        deleted=bool(row["deleted"]) or bool(row.get("gone")),
        hidden=bool(row["hidden"]),
        post_type=PostType(row["post_type"]),
        version=row["version"] or 1,
        time_raw=row.get("time_raw"),
        time_zone=row.get("time_zone"),
        edited_raw=row.get("edited_raw"),
        gone=bool(row.get("gone")),
        editor=row.get("editor") or "",
        edit_reason=row.get("edit_reason") or "",
    )


_SECRET_PARAM = re.compile(r"^api_|key|token|pass|secret|auth|^sid$|session", re.IGNORECASE)


def strip_secrets(url: str) -> str:
    """Drop ``user:password@`` and credential-like query parameters (``api_key``,
    ``sid``, ``token``, …) from a URL before storing it; ``?t=123`` and the fragment stay."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True)]
    query = [(k, v) for k, v in query if not _SECRET_PARAM.search(k)]
    return urlunsplit((parts.scheme, host, parts.path, urlencode(query), parts.fragment))


_READ = (
    "thread, post_id, number, author, coalesce(author_name, author), created_at, edited_at, "
    "html, raw, url, "
    "deleted or gone, hidden, post_type, version, content_hash, time_raw, time_zone, edited_raw, "
    "gone, editor, edit_reason"
)
# without the HTML and the printed times: the fold's reads
_LEAN = _READ.replace("html, raw,", "'', null,").replace(
    "time_raw, time_zone, edited_raw", "null, time_zone, null"
)
_TYPES: dict[str, PostType] = {t.value: t for t in PostType}
_when = datetime.fromisoformat


def _post_from_tuple(row: tuple[Any, ...], same: dict[str, str] | None = None) -> Post:
    """A post from the columns of ``_READ`` (the warm path reads every post this way);
    ``same`` shares one string among posts for each thread, author and display name."""
    (thread, post_id, number, author, name, created, edited, html, raw, url, deleted,
     hidden, post_type, version, content_hash, time_raw, time_zone, edited_raw, gone,
     editor, edit_reason) = row  # fmt: skip
    if same is not None:
        thread = same.setdefault(thread, thread)
        author = same.setdefault(author, author)
        name = same.setdefault(name, name) if name else name
        time_zone = same.setdefault(time_zone, time_zone) if time_zone else time_zone
    post = Post(
        thread, post_id, number, author, _when(created), html, name or "",
        _when(edited) if edited else None, raw, url or "", bool(deleted), bool(hidden),
        _TYPES.get(post_type) or PostType(post_type), version or 1,
        time_raw, time_zone, edited_raw, bool(gone), editor or "", edit_reason or "",
    )  # fmt: skip
    # the hash saved with this content: the warm path need not hash the HTML again
    post.__dict__["content_hash"] = content_hash
    return post


def columns(html: bool = True) -> str:
    """The columns ``posts_of`` reads (``html=False``: the HTML and raw markup left out)."""
    return _READ if html else _LEAN


def posts_of(rows: Iterable[tuple[Any, ...]], *, html: bool = True) -> Iterator[Post]:
    """Posts from rows of ``columns(html)``, one string object per thread and author
    name; read without HTML, a post is marked ``unloaded`` (``votecount.store.lazyposts``)."""
    same: dict[str, str] = {}
    for row in rows:
        post = _post_from_tuple(row, same)
        if not html:
            post.__dict__[UNLOADED] = True
        yield post
