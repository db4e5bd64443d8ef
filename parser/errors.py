"""Errors raised by the parser. Every one is a ``ValueError`` (bad input, never a bug).

::

    ValueError
     └── ParserError                 base of everything below
          ├── InvalidOptions         bad switches; lists EVERY bad key/value at once
          ├── InvalidCommand         looks like a command but cannot count (a near miss)
          └── AmbiguousName          a written name matches several players, or none

Lenient mode (the default) never raises ``InvalidCommand`` or ``AmbiguousName``: the
problems are collected on ``ParsedPost.near_misses`` and parsing carries on. Strict mode
(``ParseOptions(strict=True)``) raises the first problem, carrying the raw text and the
post id. ``InvalidOptions`` is always raised: a game file with a bad switch is not run.
"""

from __future__ import annotations


class ParserError(ValueError):
    """Base class of parser errors."""


class InvalidOptions(ParserError):
    """One or more parser switches are unknown or have a bad value."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = tuple(problems)
        super().__init__("invalid parser switches: " + "; ".join(problems))


class InvalidCommand(ParserError):
    """Strict mode: text that looks like a command but does not count."""

    def __init__(self, post_id: str, raw: str, reason: str) -> None:
        self.post_id, self.raw, self.reason = post_id, raw, reason
        super().__init__(f"post {post_id}: {reason}: {raw!r}")


class AmbiguousName(ParserError):
    """Strict mode: a target name resolves to several players or to nobody."""

    def __init__(self, post_id: str, raw: str, candidates: tuple[str, ...]) -> None:
        self.post_id, self.raw, self.candidates = post_id, raw, candidates
        shown = ", ".join(candidates) if candidates else "no player"
        super().__init__(f"post {post_id}: cannot resolve {raw!r} (candidates: {shown})")
