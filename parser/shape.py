"""Which near misses and ignored commands are worth reporting: command-shaped text only.

A near miss is reported when the text reads as a command: a vote whose target is a
player, an alias or the no-elimination wagon (resolved, or ambiguous between players),
a bare ``unvote``, or the explicit ``VOTE: …`` / ``##vote …`` forms. Prose that merely
holds the word ("I'll take my vote off for now", "Vote off for now.") and labels such
as a spoiler button's "my vote:" are not reported at all: they would bury the real one.
Where plain text counts, a "vote X" line whose X is no player is still reported as an
unresolved name unless X starts like a sentence ("vote off for now", "vote is on …").
Commands that never count (quotes, spoilers …) are reported only when they have a
target, or are an unvote.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from votecount.parser.model import Kind, Markup, Post, ResolutionStatus
from votecount.parser.names.players import Roster
from votecount.parser.prose import PROSE_START
from votecount.parser.resolve import NEEDS_TARGET, target_text
from votecount.parser.result import Ignored, NearMiss

_EXPLICIT = re.compile(r"^\s*(?:##\s*\w|(?:un-?)?vote\s*:|nominate\s*:)", re.I)


def shaped_near_misses(near: Iterable[NearMiss], post: Post, roster: Roster) -> list[NearMiss]:
    """The near misses to report, with targets of unmarked commands resolved."""
    out = []
    for miss in near:
        kept = _shaped(miss, post, roster)
        if kept is not None:
            out.append(kept)
    return out


def shaped_ignored(ignored: Iterable[Ignored]) -> list[Ignored]:
    """Ignored commands to report: a target-less vote ("my vote:" on a spoiler) is not."""
    return [i for i in ignored if i.kind not in NEEDS_TARGET or (i.target_text or "").strip()]


def _shaped(miss: NearMiss, post: Post, roster: Roster) -> NearMiss | None:
    if miss.reason == "EMPTY_TARGET":
        return None
    if miss.reason == "KEYWORD_TYPO" and miss.target is not None:
        # a misspelt keyword whose name is nobody's is most likely a word, not a command
        return miss if miss.target.status is not ResolutionStatus.UNKNOWN else None
    if miss.reason == "UNRESOLVED_NAME" and miss.markup is Markup.TEXT:
        return miss if _EXPLICIT.match(miss.raw) or not _prose(miss) else None
    if miss.reason not in _PLAIN or miss.kind not in (*NEEDS_TARGET, Kind.UNVOTE):
        return miss
    written = target_text(miss.target_text or "", roster)
    if not written:
        return miss if miss.kind is Kind.UNVOTE else None
    res = roster.resolve(written, post.post_id)
    if res.ok or res.status is ResolutionStatus.AMBIGUOUS:
        return replace(miss, target=res)
    explicit = miss.reason != "PROSE_VOTE" and _EXPLICIT.match(miss.raw)
    return replace(miss, target=res) if explicit else None


# near misses of commands written in plain text: kept when the name is a player's
_PLAIN = ("MISSING_MARKUP", "PROSE_VOTE", "UNRENDERED_MARKUP", "JOKE_VOTE")


def _prose(miss: NearMiss) -> bool:
    written = miss.target.text if miss.target is not None else ""
    first = written.strip().split(" ", 1)[0].strip(".,;:!?").casefold() if written else ""
    return first in PROSE_START
