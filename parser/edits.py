"""Edits: which revision of a post counts, and did an edit change its commands.

``revisions`` are the stored versions of ONE post, oldest first (``Store.revisions``).
``edits=first`` (the usual forum-game rule) counts the first revision's commands;
``edits=latest`` the newest. Either way a change of commands is reported as
``EDITED_COMMAND`` with the commands before and after.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from votecount.parser.model import Post
from votecount.parser.names.players import Roster
from votecount.parser.options import ParseOptions
from votecount.parser.parse import parse_post
from votecount.parser.result import EditedCommand

if TYPE_CHECKING:
    from votecount.parser.result import ParsedPost

Signature = tuple[tuple[str, str | None, str | None], ...]


def counted_revision(revisions: Sequence[Post], options: ParseOptions) -> Post:
    """The revision whose commands count (first or latest)."""
    if not revisions:
        raise ValueError("no revisions given")
    return revisions[0] if options.edits == "first" else revisions[-1]


def signature(parsed: ParsedPost) -> Signature:
    """Commands as (kind, written target, resolved player) tuples, in order."""
    return tuple((str(c.kind), c.target_text, c.target_player) for c in parsed.commands)


def edited_commands(
    revisions: Sequence[Post], roster: Roster, options: ParseOptions
) -> tuple[EditedCommand, ...]:
    """One ``EditedCommand`` per consecutive pair of revisions whose commands differ."""
    sigs = [signature(parse_post(r, roster, options)) for r in revisions]
    out = []
    for i in range(1, len(revisions)):
        if sigs[i] != sigs[i - 1]:
            before, after = revisions[i - 1], revisions[i]
            out.append(
                EditedCommand(
                    after.post_id, _version(before, i - 1), _version(after, i), sigs[i - 1], sigs[i]
                )  # fmt: skip
            )
    return tuple(out)


def _version(post: Post, position: int) -> int:
    return post.version if post.version > position else position + 1
