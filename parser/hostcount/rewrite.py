"""A wagon line rewritten before it is read: the voters marked as gone since the last count
left out ("Ivo (2): Juno, +Lark, -Wren") and those marked late ("Lark (late)"), an arrow
pointing back at the wagon turned round ("Ivo <- Juno, Lark": "Juno, Lark -> Ivo")."""

from __future__ import annotations

import re

from votecount.parser.hostcount.pieces import all_names, exact, parts, resolve_list
from votecount.parser.names.players import Roster

# a voter marked as gone since the last count, after a comma: "Ivo (2): Juno, +Lark, -Wren"
_LEFT = re.compile(r",\s*[-\u2212](?=\w)([^,;()\[\]]{1,40}?)\s*(?=[,;]|$)")


def without_left(text: str, roster: Roster) -> str:
    """``text`` without the voters written "-Wren" after a comma (one who left the wagon
    since the last count, beside "+Lark", one who joined), when the name without its
    minus is a player's and with it none's ("-Grey-" is a name)."""
    names = all_names(roster)
    return _LEFT.sub(
        lambda m: (
            m[0] if exact(m[1], roster) is None or m[0][1:].strip().casefold() in names else ""
        ),
        text,
    )


# a vote the host marks as cast after the deadline, with the voter's name before it: "Ivo
# (2): Juno, Ember, Lark (late)", "Lark [LATE]", "Lark (after deadline)", "Lark (too late)"
_LATE = re.compile(
    r"(?:^|(?<=[,;:]))[^,;:()\[\]]{1,40}?\s*[(\[]\s*(?:late(?:\s+vote)?|too\s+late|"
    r"(?:posted|cast|voted)\s+late|after\s+(?:the\s+)?deadline|post-?deadline)"
    r"(?:\s*[,;\-\u2013]\s*(?:not\s+counted|(?:does\s+)?not\s+count|doesn't\s+count|ignored|void))?"
    r"\s*[)\]]\W*?(?=[,;]|$)",
    re.I,
)


def without_late(text: str) -> str:
    """``text`` without the voters the host marks as late ("Lark (late)": a vote after the
    deadline, which does not count)."""
    return _LATE.sub("", text)


# an arrow pointing back at the wagon: "Ivo ← Juno, Lark", "Ivo (2) <- Juno"
_TOTAL_BEFORE = re.compile(r"\s*[(\[]?\s*\d")
_POINTED_BACK = re.compile(r"\s*(?:<-+(?![->])|[\u2190\u21d0\u27f5\u2b05])\s*")  # not "<->"


def pointed_back(text: str, roster: Roster) -> str:
    """``text`` written voters first when one arrow points back from the voters to the
    wagon ("Ivo (2) \u2190 Juno, Lark": "Juno, Lark -> Ivo (2)"), so that lines of one vote
    each ("Ivo \u2190 Juno", "Ivo \u2190 Lark") gather as lines "Juno -> Ivo" do; each piece
    after the arrow names players (not "Ivo <-- LYNCH"), the one before it one player (not
    "Ivo (2) - Juno, Lark <- Lark", a note pointing at a voter), no total opens the line;
    else ``text``."""
    sides = _POINTED_BACK.split(text)
    if len(sides) != 2 or ":" in text or _TOTAL_BEFORE.match(sides[0]):
        return text  # "[3] Ivo <- Juno": the total first, read wagon first as before
    wagon = [n for p in parts(sides[0], roster) for n in resolve_list(p, roster)]
    if len(wagon) != 1:
        return text  # "Ivo (2) - Juno, Lark <- Lark": a note on the voters, no wagon
    named = [resolve_list(p, roster) for p in parts(sides[1], roster)]
    return f"{sides[1]} -> {sides[0]}" if named and all(named) else text
