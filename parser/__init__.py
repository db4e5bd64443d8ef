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
from votecount.parser.model import Command, Post  # noqa: F401  (re-exported)
from votecount.parser.names import Player, Roster
from votecount.parser.options import ParseOptions
from votecount.parser.parse import parse_post
from votecount.parser.result import EditedCommand, Explanation, Ignored, NearMiss, ParsedPost

__all__ = [
    "AmbiguousName", "Command", "EditedCommand", "Explanation", "Ignored", "InvalidCommand",
    "InvalidOptions", "NearMiss", "ParseOptions", "ParsedPost", "ParserError", "Player",
    "Roster", "counted_revision", "edited_commands", "explain_post", "format_explanation",
    "parse_post",
]  # fmt: skip
