"""Where the setup ends: the host posts that open the thread one after another are its
setup (rules, the list, the first phase: their fates are an edit's and tell no time),
unless one of them is a morning after a night the run started: its deaths are the
night's."""

from __future__ import annotations

from collections.abc import Sequence

from votecount.parser.host.daystarts import phase_lines
from votecount.parser.host.phase_words import phase_words
from votecount.parser.host.replacements import opening_run
from votecount.parser.model import Post


def _starts(post: Post) -> list[tuple[str, int | None]]:
    """The phases the host post starts ("Night 1", "Day 1 begins"): (phase, number)."""
    return [
        (w.phase or "", w.number)
        for line in phase_lines(post.html)
        for w in phase_words(line.strip())
        if w.kind == "start"
    ]


def _first(starts: list[tuple[str, int | None]], phase: str) -> bool:
    """Exactly one phase started, the first ``phase`` ("Night 1", a pre-game "Night 0",
    or unnumbered): not an index of the game's phases an edit added ("Night 1 begins",
    "Night 2 begins", ...)."""
    said = set(starts)  # one start may match two wordings ("Day 1 begins.")
    first = (None, 0, 1) if phase == "night" else (None, 1)
    return len(said) == 1 and starts[0][0] == phase and starts[0][1] in first


def setup_end(run: Sequence[Post], opening: int | None) -> int:
    """The last post of the setup among the posts ``run`` of the first thread (thread
    order) from the ``opening`` post; -1 when the thread's start is not among them. A
    post of the opening run starting Day 1 and nothing else, after a post of the run that
    started Night 1 (or 0) and nothing else ("Night 1" in the opening post, "Day 1: Ember
    died in the night" next), ends it: the night's deaths are news."""
    if opening is None or opening > 1:
        return -1
    end = opening_run([p.number for p in run], opening)
    night = False
    for post in run:
        if post.number > end:
            break
        starts = _starts(post)
        if night and _first(starts, "day"):
            return post.number - 1
        night = night or _first(starts, "night")
    return end
