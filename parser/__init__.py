"""The parser: post HTML -> commands with resolved targets. Pure: no I/O, no clock.

Public API::

    parse_post(post, roster, options) -> ParsedPost
    explain_post(post, roster, options, revisions=()) -> Explanation
    format_explanation(expl) -> str
    Roster(players, hosts=(), host_account=None, aliases=None, pins=None, ...)
    ParseOptions.from_switches(dict) -> ParseOptions
    counted_revision(revisions, options) / edited_commands(revisions, roster, options)

``parse_post`` does not look at ``Post.countable``: deleted or hidden posts are the
pipeline's business.
"""

from __future__ import annotations

from votecount.parser.edits import counted_revision, edited_commands
from votecount.parser.errors import AmbiguousName, InvalidCommand, InvalidOptions, ParserError
from votecount.parser.explain import explain_post, format_explanation
from votecount.parser.extract import extract
from votecount.parser.model import Command, Post
from votecount.parser.names import Player, Roster
from votecount.parser.options import ParseOptions
from votecount.parser.resolve import raise_if_strict, resolve_found
from votecount.parser.result import EditedCommand, Explanation, Ignored, NearMiss, ParsedPost
from votecount.parser.shape import shaped_ignored, shaped_near_misses

__all__ = [
    "AmbiguousName", "Command", "EditedCommand", "Explanation", "Ignored", "InvalidCommand",
    "InvalidOptions", "NearMiss", "ParseOptions", "ParsedPost", "ParserError", "Player",
    "Roster", "counted_revision", "edited_commands", "explain_post", "format_explanation",
    "parse_post",
]  # fmt: skip


def parse_post(post: Post, roster: Roster, options: ParseOptions) -> ParsedPost:
    """Commands of one post in written order (``index`` = position among found commands)."""
    ex = extract(post.html, options)
    near = list(ex.near)
    commands: list[Command] = []
    skip_host = options.host_posts == "skip" and roster.is_host(post.author)
    for index, found in enumerate(ex.found):
        if skip_host:
            near.append(NearMiss("HOST_POST", found.raw, "host posts are not parsed", found.kind))
            continue
        result = resolve_found(found, index, post, roster)
        (commands if isinstance(result, Command) else near).append(result)  # type: ignore[arg-type]
    near = shaped_near_misses(near, post, roster)
    raise_if_strict(post, near, options)
    ignored = shaped_ignored(ex.ignored)
    return ParsedPost(post.post_id, post.author, tuple(commands), tuple(near), tuple(ignored))
