"""``parse_post``: one post's HTML -> its commands, near misses and ignored text."""

from __future__ import annotations

from votecount.parser.extract import extract
from votecount.parser.model import Command, Post
from votecount.parser.names.players import Roster
from votecount.parser.options import ParseOptions
from votecount.parser.resolve import raise_if_strict, resolve_found
from votecount.parser.result import NearMiss, ParsedPost
from votecount.parser.shape import shaped_ignored, shaped_near_misses


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
