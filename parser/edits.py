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


def net_edit(
    revisions: Sequence[Post], roster: Roster, options: ParseOptions
) -> EditedCommand | None:
    """The change of commands from the first revision to the latest (None: the same).

    What a count reports of a post's edits: it depends only on the post as first posted
    and as it stands, never on which revisions in between a sync happened to see, so a
    store kept through a live game reports what a store synced once at the end reports
    (Discourse's history gives a fresh sync the first version but not every revision
    after it; a forum without history gives neither)."""
    if len(revisions) < 2:
        return None
    first, last = revisions[0], revisions[-1]
    before = signature(parse_post(first, roster, options))
    after = signature(parse_post(last, roster, options))
    if before == after:
        return None
    end = len(revisions) - 1
    return EditedCommand(last.post_id, _version(first, 0), _version(last, end), before, after)


def commands_made(revisions: Sequence[Post], roster: Roster, options: ParseOptions) -> Post:
    """The revision the latest revision's commands were first written in: the edit that
    made them what they are now (a later edit that left them alone is not it)."""
    sigs = [signature(parse_post(r, roster, options)) for r in revisions]
    i = len(revisions) - 1
    while i > 0 and sigs[i - 1] == sigs[-1]:
        i -= 1
    return revisions[i]


def _version(post: Post, position: int) -> int:
    return post.version if post.version > position else position + 1
