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

import importlib
from typing import TYPE_CHECKING, Any

from votecount.parser.model import Command, Post  # noqa: F401  (re-exported)

if TYPE_CHECKING:
    from votecount.parser.edits import counted_revision, edited_commands
    from votecount.parser.errors import (
        AmbiguousName,
        InvalidCommand,
        InvalidOptions,
        ParserError,
    )
    from votecount.parser.explain import explain_post, format_explanation
    from votecount.parser.names.players import Player, Roster
    from votecount.parser.options import ParseOptions
    from votecount.parser.parse import parse_post
    from votecount.parser.result import EditedCommand, Explanation, Ignored, NearMiss, ParsedPost

# names loaded on first use: importing ``votecount.parser.model`` (the store, the
# pipeline on a warm count) must not pay for lxml, rapidfuzz and the grammar, nor for
# the parse results a count served from the cache never makes
_LAZY = {
    "counted_revision": "edits", "edited_commands": "edits", "AmbiguousName": "errors",
    "InvalidCommand": "errors", "InvalidOptions": "errors", "ParserError": "errors",
    "explain_post": "explain", "format_explanation": "explain", "Player": "names.players",
    "Roster": "names.players", "ParseOptions": "options", "EditedCommand": "result",
    "Explanation": "result", "Ignored": "result", "NearMiss": "result",
    "ParsedPost": "result", "parse_post": "parse",
}  # fmt: skip


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "AmbiguousName", "Command", "EditedCommand", "Explanation", "Ignored", "InvalidCommand",
    "InvalidOptions", "NearMiss", "ParseOptions", "ParsedPost", "ParserError", "Player",
    "Roster", "counted_revision", "edited_commands", "explain_post", "format_explanation",
    "parse_post",
]  # fmt: skip
