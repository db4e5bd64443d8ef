"""The lines of a host post ``suggest`` reads its host events in: the post's own lines
(``parser.walk.host_lines``) and its images' alt texts (``image_lines``: a death written
on a role card's picture), as init reads a host post's phases (``phase_lines``); a line
that is a name and a comma joined to the next. Pure."""

from __future__ import annotations

import re

from votecount.parser.host.images import image_lines
from votecount.parser.markup import STRUCK
from votecount.parser.walk import host_html, host_lines, lines_of


def post_lines(html: str) -> list[str]:
    """The host post's lines, then its images' alt texts, then its list's struck names
    with their fates (``struck_fates``), each stripped."""
    lines = host_lines(html) + (image_lines(html) if "<img" in html else [])
    if "line-through" in html or "<s>" in html or "<del>" in html or "<strike>" in html:
        lines += struck_fates(html)
    return [x.strip() for x in lines]


def struck_fates(html: str) -> list[str]:
    """The list lines of a host post whose one struck name is followed by its fate alone
    ("6. ~~Kes~~ (killed N1)", "~~Juno~~ - Mafia Goon, lynched Day 1"), each as the name
    and the rest of the line ("Kes (killed N1)"), when ``parser.host.fates.flip`` reads
    it as that name's flip: the struck name, which ``host_lines`` leaves out, is the one
    the fate is told of. A struck name with a newcomer or a note beside it ("~~Lark~~
    Marlow", "~~Ivo~~ (replaced by Marlow)") is none."""
    from votecount.parser.host.fates import flip
    from votecount.parser.host.flips import ROLE_OR_VANILLA
    from votecount.parser.host.sub_words import REPLACE_WORD

    out = []
    for line in lines_of(host_html(html), None):
        struck = [s.text.strip() for s in line if s.reason == STRUCK and s.text.strip()]
        rest = _NUMBER.sub("", "".join(s.text for s in line if s.reason is None).strip())
        if len(struck) != 1 or not _NAME.fullmatch(struck[0]) or not _FATE.search(rest):
            continue
        # what stands between the name and its fate is a role ("- Cop, killed N2"), never
        # another name ("~~Ivo~~ - Marlow - Goon, lynched D4": Marlow, who came in, died)
        *between, fate = _PARTS.split(rest.lstrip(" ,-\u2013\u2014"))
        if not all(ROLE_OR_VANILLA.search(x) for x in between):
            continue
        # the fate told of the struck name alone: it opens its part and names no one but
        # the killer ("killed by Lark N2"); not the newcomer's ("~~Ivo~~, Marlow killed
        # N2"), a kill the player made ("Vigilante, shot Marlow N2"), one to come ("was to
        # be killed"), nor a line with a replacement ("Cop (replaced by Marlow), killed N2")
        if not _FATE_ALONE.match(fate) or REPLACE_WORD.search(rest):
            continue
        said = f"{struck[0]} {rest}".strip()
        read = flip(said)
        if read is not None and read.name == struck[0]:
            out.append(said)
    return out


_NUMBER = re.compile(r"^(?:\d{1,2}[.):]|[*\u2022])\s*")  # the list line's number or bullet
_FATE = re.compile(r"\b(?:killed|lynched|executed|eliminated|shot|modkilled|vigged|died)\b", re.I)
_NAME = re.compile(r"@?[^\W\d][\w.\- ]{0,38}")
_FATE_ALONE = re.compile(
    r"\(?\s*(?:was\s+|got\s+)?(?:(?:mod|night)-?)?(?:killed|lynched|executed|eliminated|shot"
    r"|modkilled|vigged|died)(?:\s+by\s+[^,()]+?)?\s+(?:on\s+|in\s+)?(?:day|night|d|n)\s*\d",
    re.I,
)
# a flip's separators, tried once from a run of spaces' start
_PARTS = re.compile(r"(?<!\s)(?:\s*+,\s*+|\s++[-\u2013\u2014]\s++)")


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
