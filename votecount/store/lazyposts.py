"""Posts read without their HTML: the warm count reads only each post's metadata and
stored hash (``Store.posts(html=False)``); the few posts that need their text (a parse
cache miss, a host's phase post) are loaded through the context's ``full`` loader."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from votecount.parser.model import Post

if TYPE_CHECKING:
    from votecount.count.context import Context

UNLOADED = "unloaded"
"""The mark ``Store.posts(html=False)`` puts in a post's ``__dict__``."""


def is_unloaded(post: Post) -> bool:
    return bool(post.__dict__.get(UNLOADED))


def replaced(post: Post, **changes: Any) -> Post:
    """``post`` with ``changes`` (its time, its flags), keeping its stored hash and its
    ``unloaded`` mark: its HTML is still loaded when needed and hashes as stored."""
    new = replace(post, **changes)
    for name in ("content_hash", UNLOADED):
        if name in post.__dict__:
            new.__dict__[name] = post.__dict__[name]
    return new


def loaded(ctx: Context, post: Post) -> Post:
    """``post`` with its HTML: an unloaded post is loaded through ``ctx.full``; without a
    loader that is an error, never a parse of the empty text (which would cache no
    commands)."""
    if not is_unloaded(post):
        return post
    if ctx.full is None:
        raise RuntimeError(f"{post!r} was read without its HTML and nothing can load it")
    return ctx.full(post)
