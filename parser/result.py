"""Values the parser returns: found commands before resolution, ignored text, near misses."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from votecount.parser.model import Command, Kind, Markup, Resolution


class Found(NamedTuple):
    """A command as written, before its target is resolved (``line``/``start``: position).

    A named tuple rather than a frozen dataclass: several are made per command line."""

    kind: Kind | str
    markup: Markup
    raw: str
    target_text: str | None
    line: int
    start: int
    end: int
    run: tuple[int, int]
    extra: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Ignored:
    """Command-looking text that never counts, and why (``COMMAND_IN_QUOTE`` ...)."""

    reason: str
    kind: Kind | str
    markup: Markup
    raw: str
    target_text: str | None = None


@dataclass(frozen=True)
class NearMiss:
    """Something that looks like a command but did not count.

    ``reason`` is one of ``MISSING_MARKUP``, ``UNRESOLVED_NAME``, ``AMBIGUOUS_NAME``,
    ``BROKEN_TAG``, ``EMPTY_TARGET``, ``NOT_OWN_LINE``, ``HOST_POST``, ``NOT_EXACT_COLOUR``
    (a shade of the counting colour under ``colour_match = "exact"``), ``WORK_LIMIT``
    (the post holds more than ``extract.MAX_COMMANDS`` pieces; the rest is not read),
    ``PROSE_VOTE`` ("I vote X" in a sentence, where plain text counts) and
    ``UNRENDERED_MARKUP`` (literal ``[color=red]X[/color]``, where plain text counts) and
    ``KEYWORD_TYPO`` (a misspelt keyword, "Vtoe: X", whose name is no player's) and
    ``JOKE_VOTE`` (a vote whose own text takes it back after the name, "VOTE: X jk").
    """

    reason: str
    raw: str
    detail: str = ""
    kind: Kind | str | None = None
    markup: Markup | None = None
    target: Resolution | None = None
    target_text: str | None = None  # the name as written (unmarked commands)


@dataclass(frozen=True)
class ParsedPost:
    """What one post says: commands in written order, what was ignored, near misses."""

    post_id: str
    actor: str
    commands: tuple[Command, ...] = ()
    near_misses: tuple[NearMiss, ...] = ()
    ignored: tuple[Ignored, ...] = ()

    @property
    def votes(self) -> tuple[Command, ...]:
        return tuple(c for c in self.commands if c.kind in (Kind.VOTE, Kind.UNVOTE))


@dataclass(frozen=True)
class EditedCommand:
    """``EDITED_COMMAND``: the commands of a post changed between two revisions."""

    post_id: str
    before_version: int
    after_version: int
    before: tuple[tuple[str, str | None, str | None], ...]
    after: tuple[tuple[str, str | None, str | None], ...]
    code: str = "EDITED_COMMAND"


@dataclass(frozen=True)
class Explanation:
    """Everything the parser did with one post, as data (see ``format_explanation``)."""

    post_id: str
    actor: str
    number: int
    parsed: ParsedPost
    counted_version: int = 1
    edits: tuple[EditedCommand, ...] = field(default=())
    options: tuple[tuple[str, str], ...] = field(default=())
