"""The alt texts a host gave a post's images (pure): a phase or a death written in a
picture ("![Day 3 begins](banner.png)", a flip's image), each a line, read by the day
starts (``daystarts.phase_lines``) and by ``votecount events``."""

from __future__ import annotations

import re

# an image's alt text a host wrote ("![Day 3 begins](banner.png)"): not the forum's own
# ("Image"), not a smiley's (its code, ":o"), not a file's name
_IMG = re.compile(r"<img\b[^>]*>", re.I)
_ALT = re.compile(r"""\balt\s*=\s*(?:"([^"]*)"|'([^']*)')""", re.I)
_NO_ALT = re.compile(
    r"^\W*(?:image|img|picture|photo|banner)?\W*$|\.(?:png|jpe?g|gif|webp)\b", re.I
)


def image_lines(html: str) -> list[str]:
    """The alt texts a host gave the post's images (a phase written in a picture: "Day 3
    begins", "Night 2"), each a line; no smiley's nor the forum's default ("Image"), nor
    a quoted post's (as ``host_lines`` leaves quotes out)."""
    if "<blockquote" in html.casefold():
        from votecount.parser.host.cohosts import without_quotes

        html = without_quotes(html)
    out = []
    for tag in _IMG.findall(html):
        m = _ALT.search(tag)
        alt = " ".join((m.group(1) or m.group(2) or "").split()) if m else ""
        if alt and "smilies" not in tag and _NO_ALT.search(alt) is None:
            out.append(alt)
    return out
