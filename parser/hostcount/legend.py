"""Abbreviations a host defines beside the count ("B = Bramble, J = Juno", "Key:" above
"BR = Bramble" lines, "(B) Bramble (J) Juno", "Legend: Bramble (B), Juno (J)", "B -
Bramble") and then writes in its lines ("B (2): J, I"): the legend's lines are taken out
and each abbreviation written out in full."""

from __future__ import annotations

import re

from votecount.parser.hostcount.pieces import exact, resolve
from votecount.parser.hostcount.post_lines import CountLine
from votecount.parser.names.players import Roster

_ABBR = r"[A-Z][A-Za-z]{0,3}"
# "B = Bramble", "BR = Bramble, JU = Juno", "B - Bramble", "Bramble (B)" (one entry or
# several, cut by commas or ";")
_EQUALS = re.compile(
    rf"^\s*(?:({_ABBR})\s*(?:=|\s-|\s[\u2013\u2014])\s*([^,;=()]+?)|([^,;=()]+?)\s*\(({_ABBR})\))\s*$"
)
_BRACKETED = re.compile(rf"\(({_ABBR})\)\s*([^()]+?)\s*(?=\(|$)")  # "(B) Bramble (J) Juno"
_ENCLOSED = re.compile(r"^\s*[(\[]([^()\[\]]+)[)\]]\s*$")
_KEY_LABEL = re.compile(r"^\W*(?:key|legend|abbreviations?)\W*(?::|$)", re.I)
_DASH_NUMBER = re.compile(r"\s*-\s*\d")  # "L-1", "E-2" after the line's opening
_OPENING = " *\u2022\u00b7>~+-"  # bullets before a wagon's name ("- B - 2 (J, I)")
_FEWEST = 2  # entries: one "X = Ivo" alone is a note, not a legend


def with_legend(lines: list[CountLine], roster: Roster) -> list[CountLine]:
    """``lines`` without the legend's lines and with its abbreviations written out, when
    the lines define two abbreviations or more, each for a player's exact name and none
    of them another player's name; else ``lines`` as they are."""
    legend: dict[str, str] = {}
    kept: list[CountLine] = []
    for line in lines:
        entries = _entries(line.text, roster)
        if entries is None:
            kept.append(line)
        else:
            legend.update(entries)
    if len(legend) < _FEWEST:
        return lines
    kept = [line for line in kept if not _KEY_LABEL.match(line.text)]
    find = re.compile(r"(?<![\w@])(" + "|".join(map(re.escape, legend)) + r")(?!\w)")
    return [_written_out(line, find, legend) for line in kept]


def _entries(text: str, roster: Roster) -> dict[str, str] | None:
    """The abbreviations ``text`` defines when it is a legend's line, else None."""
    enclosed = _ENCLOSED.match(text)  # "(Iv = Ivo, Ju = Juno)": the whole legend bracketed
    text = enclosed[1] if enclosed else text
    label = _KEY_LABEL.match(text)
    text = text[label.end() :] if label else text  # "Legend: Bramble (B), Juno (J)"
    found = [(m[1], m[2]) for m in _BRACKETED.finditer(text)]
    if not found or _BRACKETED.sub("", text).strip():
        matched = [_EQUALS.match(p) for p in re.split(r"[,;]", text)]
        found = [(m[1] or m[4], m[2] or m[3]) for m in matched if m is not None]
        found = found if len(found) == len(matched) else []
    out = {}
    for abbr, name in found:
        player = exact(name, roster)
        if player is None or exact(abbr, roster) or resolve(abbr, roster) not in (None, player):
            return None  # "Lark = Ivo" (a replacement), "X = lynch", "Ivo - Ivo": no legend
        out[abbr] = player
    return out or None


def _written_out(line: CountLine, find: re.Pattern[str], legend: dict[str, str]) -> CountLine:
    def one(m: re.Match[str]) -> str:
        opens = not m.string[: m.start()].strip(_OPENING)
        if not opens and _DASH_NUMBER.match(m.string, m.end()):
            return m[0]  # "L = Lark" and "Bramble (3): J, I (L-1)": a count mark, not Lark
        return legend[m[1]]

    def full(text: str) -> str:
        return find.sub(one, text)

    struck = full(line.with_struck) if line.with_struck is not None else None
    return CountLine(full(line.text), struck, line.emphasised, line.indented, line.apart)
