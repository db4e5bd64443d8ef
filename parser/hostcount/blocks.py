"""A wagon written as a block of short lines, joined into one wagon line before the
count is read: keys and values ("Wagon: Ivo" / "Votes: 2" / "Voters: Juno, Lark") or a
name alone above its total and its voters ("**Ivo**" / "2 votes" / "Juno, Lark",
"Ivo" / "(2) Juno, Lark", "Ivo:" / "(2) Juno, Lark")."""

from __future__ import annotations

import re

from votecount.parser.hostcount.pieces import VOTES, exact, parts, read_list
from votecount.parser.hostcount.post_lines import CountLine
from votecount.parser.names.players import Roster

_KEY_WAGON = re.compile(
    r"^\W*(?:wagon|player|target|nominee|candidate|lynchee)\s*:\s*(\S.{0,40})$", re.I
)
_KEY_TOTAL = re.compile(
    rf"^\W*(?:(?:votes?|total|count)\s*:\s*(\d{{1,2}})|(\d{{1,2}})(?:\s+{VOTES})?)\W*$", re.I
)  # "Votes: 2", "2 votes", "2", "(2)"
# not "Voting:": under "Player: Juno" that is Juno's own vote
_KEY_VOTERS = re.compile(r"^\W*(?:voters?|voted\s+by|votes?\s+from)\s*:\s*(\S.*)$", re.I)
_TOTAL_OPENS = re.compile(r"^\s*[(\[](\d{1,2})[)\]]\s*(\S.*)$")  # "(2) Juno, Lark"
_LONGEST_NAME_LINE = 48


def joined_blocks(lines: list[CountLine], roster: Roster) -> list[CountLine]:
    """``lines`` with each wagon written as a block of lines joined into one line
    ("Ivo (2): Juno, Lark"); a name alone is joined only when its total is written and
    its voters make it up, each a player."""
    out: list[CountLine] = []
    at = 0
    while at < len(lines):
        found = _block(lines, at, roster)
        if found is None:
            out.append(lines[at])
            at += 1
        else:
            out.append(found[0])
            at += found[1]
    return out


def _block(lines: list[CountLine], at: int, roster: Roster) -> tuple[CountLine, int] | None:
    """The wagon line the block at ``at`` makes and how many lines it takes, or None."""
    text = lines[at].text.strip()
    if len(text) > _LONGEST_NAME_LINE or at + 1 >= len(lines):
        return None
    keyed = _KEY_WAGON.match(text)
    name = keyed[1].strip(" *") if keyed else text.strip(" *").removesuffix(":").rstrip(" *")
    if parts(name, roster) != [name] or exact(name, roster) is None:
        return None  # a name and nothing else, or "Ivo:" (not "[0] Ivo -", a wagon line)
    nxt = at + 1
    said = _KEY_TOTAL.match(lines[nxt].text)
    stated = int(said[1] or said[2]) if said else None
    nxt += 1 if said else 0
    if nxt >= len(lines):
        return None
    below = lines[nxt].text
    listed = _KEY_VOTERS.match(below)
    if keyed:
        voters = listed[1] if listed else None
    elif stated is None:
        opens = _TOTAL_OPENS.match(below)
        stated, voters = (int(opens[1]), opens[2]) if opens else (None, None)
    else:
        voters = listed[1] if listed else below
        taken = _one_a_line(lines[nxt : nxt + stated + 1], stated, roster) if not listed else []
        voters, nxt = (", ".join(taken), nxt + len(taken) - 1) if taken else (voters, nxt)
    if voters is None or not keyed and not _makes_up(voters, stated, roster):
        return None
    total = f" ({stated})" if stated is not None else ""
    return CountLine(f"{name}{total}: {voters}", None), nxt + 1 - at


def _makes_up(voters: str, stated: int | None, roster: Roster) -> bool:
    named, unnamed = read_list(voters, roster)
    return stated is not None and not unnamed and len(named) == stated


def _one_a_line(lines: list[CountLine], stated: int, roster: Roster) -> list[str]:
    """The voters of a block written one a line below its total ("Ivo" / "2 votes" /
    "Juno" / "Lark"): the first ``stated`` of ``lines`` each a player's name alone, and
    the line after them no total (which makes the last name the next wagon's)."""
    names = [line.text.strip(" *") for line in lines[:stated]]
    one_each = all(parts(n, roster) == [n] and exact(n, roster) is not None for n in names)
    nxt_total = len(lines) > stated and _KEY_TOTAL.match(lines[stated].text) is not None
    return names if stated > 1 and len(names) == stated and one_each and not nxt_total else []
