"""The lines of a host post ``suggest`` reads its host events in: the post's own lines
(``parser.walk.host_lines``) and its images' alt texts (``image_lines``: a death written
on a role card's picture), as init reads a host post's phases (``phase_lines``); a line
that is a name and a comma joined to the next. Pure."""

from __future__ import annotations

import re

from votecount.parser.host.daystarts import image_lines
from votecount.parser.walk import host_lines


def post_lines(html: str) -> list[str]:
    """The host post's lines, then its images' alt texts, each stripped."""
    lines = host_lines(html) + (image_lines(html) if "<img" in html else [])
    return [x.strip() for x in lines]


# a name and its comma alone on a line: the sentence goes on on the next line ("Ivo,"
# over "Vanilla Townie, was shot Night 1", the role in a [color] block of its own)
_GOES_ON = re.compile(r"^@?[\w][\w .\-]{0,38},$")


def continued(lines: list[str]) -> list[str]:
    """The lines with a line that is a name and a comma joined to the line after it."""
    out: list[str] = []
    for line in lines:
        if out and _GOES_ON.match(out[-1]) and line:
            out[-1] = f"{out[-1]} {line}"
        else:
            out.append(line)
    return out
