"""What the host-count reader has gathered so far from a post's lines (``Reading``), and
the lines read against it: a table of one wagon a column, a name set apart heading the
voters below it, the names under a bare "Not voting" header, the voters one a line under
a wagon heading."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from votecount.parser.hostcount.headings import heading
from votecount.parser.hostcount.heads import emphasised_heading, wagon_heading, zero_wagon
from votecount.parser.hostcount.line import (
    LIST_LABEL,
    read_wagon_line,
    wagon_line,
)
from votecount.parser.hostcount.model import HostWagon
from votecount.parser.hostcount.pieces import (
    bare,
    exact,
    parts,
    read_list,
    resolve_list,
    total,
    weight_extra,
)
from votecount.parser.hostcount.post_lines import CountLine
from votecount.parser.hostcount.sections import (
    EVERYONE,
    NAME_ALONE,
    VOTE_HISTORY,
    Columns,
    column_voters,
    matrix_columns,
    matrix_voters,
    not_voting,
    wagon_columns,
)
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names.players import Roster

# "by Juno, Ivo", "Voters: Juno, Ivo" below a wagon's heading
_BY = re.compile(
    r"^\W*(?:(?:(?:voted\s+)?by|votes?\s+from|from)\s|(?:voters?|votos|voti|stimmen|votes)\s*:)\s*",
    re.I,
)  # and in other words: "Votos: Juno, Ivo", "Stimmen: Juno"
_WAGON_MARK = re.compile(r"[:(\[\]\u2014\u2013]|\s-|(?<!\w)\d")  # "Ivo (2) - Juno", not "Ivo, Juno"
# the vote a player took back, after their name under "Unvoted:": "Wren77 (from Bramble)"
_TAKEN_BACK = re.compile(
    r"\s*[(\[]\s*(?:from|was|prev(?:ious(?:ly)?|\.)?)\s[^()\[\]]{1,40}[)\]]", re.I
)


@dataclass
class Reading:
    """What the reader has gathered so far from a post's lines."""

    wagons: list[HostWagon] = field(default_factory=list)
    voters_first: set[int] = field(default_factory=set)  # wagons written "Juno -> Ivo"
    not_voting: list[str] | None = None  # None while no "Not voting" line was read
    unnamed: list[str] = field(default_factory=list)  # its pieces that named no player
    columns: Columns | None = None
    names_follow: bool = False  # a bare "Not voting" header: names on the next line
    # ... one name alone a line ("Wren77" below "Not voting:"): the bullet before it, or ""
    one_a_line: str | None = None
    heading: int | None = None  # the wagon whose voters are listed one a line below
    own: int = 0  # how many of its voters that wagon's own line wrote (a wrapped line)
    empty_marks: int = 0  # lines saying nobody votes: "Ivo (0)", "Not voting: everyone"
    struck: list[tuple[int, HostWagon]] = field(default_factory=list)  # with struck voters
    changes: bool = False  # in a list of the votes changed since the last count
    headed: bool = False  # the lines open with the count's heading
    previous: bool = False  # in the last count, shown again for reference
    history: bool = False  # ... or in each voter's votes ("Vote history:")
    sample: bool = False  # the line above announced a sample count: its heading follows
    emphasised: bool = False  # the wagon heading above is only a name set apart
    by_column: list[int | None] | None = None  # a table of one wagon a column: their places
    ticks: bool = False  # ... a matrix: one row a voter, a tick in their wagon's column
    per_voter: bool = False  # under a label of lines one voter each ("Votes by player:")
    short: int | None = None  # the wagon on the line above, short of its total


def column_row(r: Reading, cells: list[str], roster: Roster) -> bool:
    """Read ``cells`` as a table of one wagon a column: its header ("Ivo (2) | Lark (1)")
    or a row of one voter a wagon below it; or as a matrix, its header of names ("Voter |
    Ivo | Lark") over one row a voter, a tick in their wagon's column ("Juno | X |"). A wagon whose voters fall short of its total
    or pass it gets none (the rows were not its voters)."""
    if r.by_column is not None:
        fits = len(cells) <= len(r.by_column)
        voters = (matrix_voters if r.ticks else column_voters)(cells, roster) if fits else None
        if voters is not None:
            for at, voter in zip(r.by_column, voters, strict=False):
                if at is not None and voter is not None:
                    w = r.wagons[at]
                    r.wagons[at] = HostWagon(w.target, w.written, (*w.voters, voter), w.total)
            return True
        for k in (at for at in r.by_column if at is not None):  # the table ended
            head = r.wagons[k]
            if head.total is not None and len(head.voters) != head.total:
                r.wagons[k] = HostWagon(head.target, head.written, (), head.total)
        r.by_column = None
    heads = wagon_columns(cells, roster) if cells else None
    # a matrix's header opens the count ("| Lark | Ember |" below "Wagon | Voters" is a row)
    first = cells and heads is None and not r.wagons and r.columns is None
    matrix = matrix_columns(cells, roster) if first else None
    heads, r.ticks = heads or matrix, matrix is not None  # "Voter | Bramble | Lark"
    if heads is None:
        return False
    r.by_column = []
    for column in heads:
        r.by_column.append(None if column is None else len(r.wagons))
        if column is not None:
            r.wagons.append(column)
    return True


def emphasised_heading_of(
    r: Reading, line: str, cells: list[str], roster: Roster
) -> HostWagon | None:
    """A name set apart alone on a line heads a wagon only under the count's heading and
    with no list number before it ("**3. Ivo**" is a player list's line)."""
    if not r.headed or cells or re.match(r"\W*\d", line):
        return None
    return emphasised_heading(line, roster)


def listed_not_voting(r: Reading, line: str, roster: Roster, emphasised: bool = False) -> bool:
    """Read ``line`` as the names under a bare "Not voting" header, if it is that (below
    one name alone on its line, only another name alone and not set apart: "Lark" below
    "Wren77", not "**Bramble**" or "Bramble (2)" heading the voters below it)."""
    one_a_line, r.names_follow, r.one_a_line = r.one_a_line, False, None
    if one_a_line is not None and (emphasised or not _one_more(r, line, one_a_line, roster)):
        return False
    line = _TAKEN_BACK.sub("", line)
    wagon_like = _WAGON_MARK.search(line) and read_wagon_line(line, roster)
    listed, unnamed = ((), ()) if wagon_like else read_list(line, roster)
    if not listed and EVERYONE.fullmatch(line.strip(" .*!")):
        r.empty_marks += 2  # "Not voting:" above "Everyone"
        return True
    if listed:
        r.not_voting = (r.not_voting or []) + list(listed)
        r.unnamed += unnamed
        r.empty_marks += 2 if len(listed) >= 2 else 0
        # the list goes on: "Juno, Ivo," or one name alone on its line ("Lark", "Wren77")
        alone = len(listed) == 1 and not unnamed and NAME_ALONE.match(line.strip())
        r.one_a_line = bullet_of(line) if alone else None
        r.names_follow = line.rstrip().endswith(",") or r.one_a_line is not None
        return True
    return False


def bullet_of(line: str) -> str:
    """The bullet before a line's first word ("-", "\u2022", "1."'s none), or ""."""
    return line.strip()[
        : len(line.strip()) - len(line.strip().lstrip("-*+\u2022\u00b7>~ "))
    ].strip()


def _one_more(r: Reading, line: str, bullet: str, roster: Roster) -> bool:
    """Is ``line``, below a name alone under "Not voting:", one more name of that list:
    exactly one player's name, with the bullet of the name above ("Ember L-1", "Lark (2)",
    "- Lark" below "Saffron": a wagon's voter under its heading, are none), who votes on
    no wagon read above ("Juno" below the list while Juno is Bramble's voter)?"""
    alone = NAME_ALONE.match(line.strip()) and bullet_of(line) == bullet
    name = exact(bare(line, roster), roster) if alone else None
    return name is not None and all(name not in w.voters for w in r.wagons)


def ends_list(r: Reading, lines: list[CountLine], at: int, roster: Roster) -> bool:
    """Does the line at ``at``, set apart by a blank line or a paragraph's end below a "Not
    voting:" list of one name a line, end that list (a host's sign-off, a wagon's heading)?
    Not when the line above is set apart too, when it carries the list's bullet ("- Wren77",
    a blank line, "- Lark"), nor when the next line is one more name set apart as well (a
    list spaced out to the end: "Wren77", "", "Lark", "", "Ember")."""
    line, bullet = lines[at], r.one_a_line or ""
    if not line.apart or lines[at - 1].apart or bullet and bullet_of(line.text) == bullet:
        return False
    after = lines[at + 1] if at + 1 < len(lines) else None
    if after is None and _one_more(r, line.text, bullet, roster):
        named = exact(bare(line.text, roster), roster)
        if named is None or roster.is_host(named):
            return True  # a host's name (a sign-off), else one more name ("Lark", "", "Wren77")
        return not _unnamed_yet(r, line.text, named) or _listed_all(r, lines[:at], roster)
    spaced = after is not None and after.apart and _one_more(r, line.text, bullet, roster)
    return not (spaced and after is not None and _one_more(r, after.text, bullet, roster))


def _unnamed_yet(r: Reading, line: str, named: str) -> bool:
    """Is ``named``, written alone on ``line`` set apart below the list, a player the count
    names nowhere yet (no wagon's, not listed: "Wren77" below "Wren77" is a player's own
    sign-off), written plainly (not "\u2014 Kestrel Moon", "@Kestrel Moon": a sign-off, a ping)?"""
    first = line.strip().lstrip("-*+\u2022\u00b7>~ ")[:1]
    plain = first.isalnum() or not named[:1].isalnum()
    listed = named in (r.not_voting or []) or any(w.target == named for w in r.wagons)
    return plain and not listed


def _listed_all(r: Reading, above: list[CountLine], roster: Roster) -> bool:
    """Does the "Not voting" header above the list state a total its names already make up
    ("Not voting (1):" over "Wren77")?"""
    head = next((x.text for x in reversed(above) if not_voting(x.text, roster) is not None), "")
    stated = total(head)
    return stated is not None and len(r.not_voting or []) >= stated


def voters_below(r: Reading, at: int, line: str, roster: Roster) -> bool:
    """Read ``line`` as voters of the wagon heading above ("Ivo (2)" then "- Juno", "by
    Juno, Lark"), when every piece of it names a player and it heads no wagon itself."""
    if "|" in line or wagon_heading(line, roster) is not None or zero_wagon(line, roster):
        return False
    if read_wagon_line(line, roster) is not None:
        return False  # "Ivo (2): Juno": a wagon of its own
    named = [resolve_list(p, roster) for p in parts(_BY.sub("", line), roster)]
    listed = [v for players in named for v in players]
    if not named or not all(named) or NO_ELIMINATION in listed:
        return False
    head = r.wagons[at]
    voters = head.voters + tuple(v for v in listed if v not in head.voters)
    extra = head.extra + (weight_extra(line) if head.total is not None else 0)  # "- Juno [x2]"
    r.wagons[at] = HostWagon(head.target, head.written, voters, head.total, extra=extra)
    return True


def close_heading(r: Reading) -> None:
    """End the voters listed under a wagon heading: when the heading states a total its
    voters must make it up, or the lines were no voters (a numbered list of players; a
    wrapped wagon line keeps the voters it wrote itself)."""
    if r.heading is not None:
        head = r.wagons[r.heading]
        if head.total is not None and head.votes != head.total:
            kept = head.voters[: r.own]
            r.wagons[r.heading] = HostWagon(head.target, head.written, kept, head.total)
    r.heading, r.own = None, 0


_DAY_ALONE = re.compile(r"^\W*day\s*\d+\W*$", re.I)  # "Day 1", "[Day 2]:"


def history_ends(lines: list[CountLine], at: int, roster: Roster) -> bool:
    """Does a vote history above the count end at ``lines[at]``: a wagon written wagon
    first whose voters make up its written total ("Bramble (2): Juno, Ivo") right below a
    voter's votes, with no total ("Juno: Ivo -> Bramble", "Ember: Lark")? Not when a count
    heading comes later ("Current count:": the history runs to it) nor when a voter's
    votes above end on another wagon ("Juno: Lark -> Bramble" over "Lark (3): Juno, Ivo,
    Ember": a day's final count inside the history), nor in a history of each day."""
    above = wagon_line(lines[at - 1].text, roster)[0]
    wagon, first = wagon_line(lines[at].text, roster)
    if above is None or above.total is not None or wagon is None or first:
        return False
    if wagon.total != wagon.votes or any(heading(line.text) for line in lines[at + 1 :]):
        return False
    label = max(i for i in range(at) if VOTE_HISTORY.match(lines[i].text) or i == 0)
    if any(_DAY_ALONE.match(line.text) for line in lines[at + 1 :]):
        return False  # "Day 2" below: a history of each day, no count below it
    for line in lines[label + 1 : at]:
        step, voter_first = wagon_line(line.text, roster)
        if step is None or len(step.voters) != 1:
            continue  # ("Bramble: Juno (#12), Ivo (#30)": a wagon's own history)
        voter, now = (step.voters[0], step.target) if voter_first else (step.target, step.voters[0])
        if voter in wagon.voters and now != wagon.target:
            return False
    return True


def people_listed(r: Reading) -> None:
    """Empty a wagon read off a list of the dead or the living whose label is a player's
    name ("Alive (5): Juno, Ivo, ..." or "Dead (2): Juno, Ivo" with a player so named) when
    a name of it votes on another wagon or names no player (Tansy, gone from the game): a
    list of players, no wagon ("Dead (1): Lark", Lark voting nowhere else, stays)."""
    for at, wagon in enumerate(r.wagons):
        label = LIST_LABEL.match(wagon.written)
        if label and label[1].casefold() == wagon.target.casefold():  # not "Dead: Ivo (2) - ..."
            others = {v for k, w in enumerate(r.wagons) if k != at for v in w.voters}
            if others & set(wagon.voters) or wagon.unresolved:  # "Dead (2): Tansy, Wren77"
                r.wagons[at] = HostWagon(wagon.target, wagon.written, (), wagon.total)
