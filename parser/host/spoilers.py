"""The results a host hides in a spoiler (pure: a post's HTML in, lines out): the flip or
the night's deaths behind a button, so that a player chooses to see them.

    Spoiler: Night Results   ->  "Ivo was killed, he was a Vanilla Townie."
    Spoiler: Flip            ->  "Ivo, Mafia Goon, lynched Day 1"
    Spoiler: Eliminated!     ->  "Dead: Ivo, a Town Doctor" (the title the verb: a name
                                  and its role alone on each line)

Only a spoiler with no title or a title of results ("Flip", "Le Flip", "Night 2
Results", "Last Night", "Deaths", "Eliminated!") or of a phase alone ("Day 3") is read: never "Role PMs", "Vote
history", "Rules", "Flavour". A host's own posts only (``votecount events``): a player's
spoiler is never read, nor a quote inside a spoiler.
"""

from __future__ import annotations

import re

from votecount.parser.markup import SPOILER
from votecount.parser.numbers import NUMBER
from votecount.parser.walk import host_html, lines_of

# a spoiler's title: phpBB's "Spoiler: Flip", a summary's "Night Results" (Discourse)
_TITLE = re.compile(r"^\s*spoiler\b\s*:?", re.I)
_RESULTS = re.compile(
    r"^\W*(?:(?:the|le|night\s*\w*|day\s*\w*|last\s+night['’]?s?|today['’]?s?)\s+)?"
    r"(?:flips?|results?|eliminated|deaths?|kills?|killed|dead|died)\W*$"
    r"|^\W*(?:last\s+night)?\W*$"
    # the phase's own post behind a title naming the phase alone ("Spoiler: Day 3" over
    # "Day 3 has begun! Ivo was found dead."; not "Day 1 recap")
    rf"|^\W*(?:day|night)\s*{NUMBER}\W*$",
    re.I,
)
# a title that is itself the verb: each line under it names one of the dead
_DEAD_TITLE = re.compile(r"^\W*(?:eliminated|killed|dead|died|deaths?)\W*$", re.I)
# a line that tells its own fate (a verb), so is read as written
_VERB = re.compile(
    r"\b(?:was|were|is|has|have|had|died|dies|lynched|killed|executed|eliminated|modkilled)\b",
    re.I,
)


# a post that may hold a spoiler (phpBB's button, Discourse's details): no other is walked
_SPOILED = re.compile(r"spoiler|quotetitle|<details", re.I)


def results_lines(html: str) -> list[str]:
    """The lines of the post's spoilers whose title is a result's (or none): each line as
    written, under a title that is the verb ("Eliminated!") a line of a name alone read as
    "Dead: <line>"."""
    if _SPOILED.search(html) is None:
        return []
    out: list[str] = []
    title: str | None = None  # the open spoiler's title ("" for none), None outside one
    for line in lines_of(host_html(html), None):
        text = " ".join("".join(s.text for s in line).split())
        if not text:
            continue
        if not all(s.reason == SPOILER for s in line if s.text.strip()):
            title = None
            continue
        if title is None or _TITLE.match(text):
            title = _TITLE.sub("", text).strip()
            continue
        if _RESULTS.match(title) is None:
            continue
        dead = _DEAD_TITLE.match(title) is not None and _VERB.search(text) is None
        out.append(f"Dead: {text}" if dead else text)
    return out


# a phase named: "lynched D3", "killed Night 2"
_NAMES_PHASE = re.compile(rf"\b(?:(?:day|night)\s*{NUMBER}|[dn]\d+)\b", re.I)


def phase_results(html: str) -> list[str]:
    """The results a post hides in its spoilers as the readers of phases take them
    (``results_lines``): one or two lines, a flip behind a button naming its phase
    ("Spoiler: Flip" over "Ivo, Vanilla Townie, was lynched D3"); more is a recap (an
    opening post edited with each day's flip, the game's end listing them all), which
    closes no day now, and a flip naming no phase may be a late one ("zakk was lynched."
    in the night's first post: the day closed at the hammer)."""
    found = results_lines(html)
    return [x for x in found if _NAMES_PHASE.search(x)] if len(found) <= 2 else []
