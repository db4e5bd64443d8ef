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


def _starts(post: Post, phase: str) -> bool:
    """Does the host post start a ``phase`` ("Night 1", "Day 1 begins")?"""
    return any(
        w.kind == "start" and w.phase == phase
        for line in phase_lines(post.html)
        for w in phase_words(line.strip())
    )


def setup_end(run: Sequence[Post], opening: int | None) -> int:
    """The last post of the setup among the posts ``run`` of the first thread (thread
    order) from the ``opening`` post; -1 when the thread's start is not among them. A
    post of the opening run that starts a day after a post of the run started a night
    ("Night 1" in the opening post, "Day 1: Ember died in the night" next) ends it."""
    if opening is None or opening > 1:
        return -1
    end = opening_run([p.number for p in run], opening)
    night = False
    for post in run:
        if post.number > end:
            break
        if night and _starts(post, "day"):
            return post.number - 1
        night = night or _starts(post, "night")
    return end
