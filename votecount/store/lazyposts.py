"""Posts read without their HTML: the warm count reads only each post's metadata and
stored hash (``Store.posts(html=False)``); the few posts that need their text (a parse
cache miss, a host's phase post) are loaded through the context's ``full`` loader."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.parser.model import Post

if TYPE_CHECKING:
    from votecount.count.context import Context

UNLOADED = "unloaded"
"""The mark ``Store.posts(html=False)`` puts in a post's ``__dict__``."""


def is_unloaded(post: Post) -> bool:
    return bool(post.__dict__.get(UNLOADED))


def loaded(ctx: Context, post: Post) -> Post:
    """``post`` with its HTML: an unloaded post is loaded through ``ctx.full``; without a
    loader that is an error, never a parse of the empty text (which would cache no
    commands)."""
    if not is_unloaded(post):
        return post
    if ctx.full is None:
        raise RuntimeError(f"{post!r} was read without its HTML and nothing can load it")
    return ctx.full(post)
