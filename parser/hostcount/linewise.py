"""A post's count lines read one by one into a count (``read_all``): each line a wagon,
a wagon heading with its voters below, a table row, a "Not voting" list, or a line that
starts or ends a section not read (a previous count, a sample, the changes since the last
count, the notes after the majority line)."""

from __future__ import annotations

import re

from votecount.parser.hostcount.blocks import joined_blocks
from votecount.parser.hostcount.gather import (
    arrows_as_voters_first,
    dash_swapped,
    flipped,
    gathered,
    merged,
    pairs_as_moves,
)
from votecount.parser.hostcount.headings import heading
from votecount.parser.hostcount.heads import wagon_heading, zero_wagon
from votecount.parser.hostcount.legend import with_legend
from votecount.parser.hostcount.line import (
    STATUS_LABEL,
    read_wagon_line,
    struck_counted,
    wagon_line,
    wagons_of,
)
from votecount.parser.hostcount.model import HostCount, HostWagon
from votecount.parser.hostcount.pieces import LONGEST_LINE, exact, read_list
from votecount.parser.hostcount.post_lines import CountLine
from votecount.parser.hostcount.reading import (
    Reading,
    bullet_of,
    close_heading,
    column_row,
    emphasised_heading_of,
    ends_list,
    history_ends,
    listed_not_voting,
    people_listed,
    voters_below,
)
from votecount.parser.hostcount.sections import (
    CHANGE,
    EVERYONE,
    GAME_OVER,
    HOST_HEDGE,
    NO_VOTES_YET,
    NOBODY_VOTES,
    NOT_A_COUNT,
    NOT_VOTING,
    PER_VOTER,
    PREVIOUS,
    SAMPLE,
    VOTE_HISTORY,
    changes_heading,
    not_voting,
    other_count,
    table_header,
    table_row,
)
from votecount.parser.names.players import Roster

_LONGEST_LABEL = 60  # characters of a line announcing the game's end
_GOES_ON = re.compile(r"(?:[,&+/]|\.\.\.|\u2026)\s*$")  # "Ivo (3): Juno, Lark," wraps
# the line below a wagon short of its total goes on with its voters: ", Lark", "and Lark",
# "& Lark", "...Lark"
_GOES_ON_BELOW = re.compile(r"^\s*(?:[,&+]|and\s|\.\.\.|\u2026)", re.I)
# wagons sharing a total: "Bramble, Lark (1 each):", "Bramble & Lark - 1 each -"
_EACH = re.compile(
    r"^([^:()\[\]]{1,80}?)\s*(?:[(\[]|[-\u2013\u2014])\s*\d{1,2}\s+(?:votes?\s+)?each\s*[)\]]?"
    r"\s*[:\-\u2013\u2014]\s*\S",  # then the voters: not "Prods: Juno, Ivo (1 each)"
    re.I,
)
_LIST_APART = re.compile(r"\s*[|;]\s*")
_WAGON_AFTER = re.compile(
    r"^[^:|;]{1,40}:|^[^|;]{1,40}[(\[]\d{1,2}[)\]]"
)  # "Lark (1) Wren", "Lark:"
_PAST_OUTCOME = re.compile(
    r"\b(?:lynched|eliminated|executed|killed|died)\s+(?:on\s+)?(?:day|night|[dn])\s*\d", re.I
)
# a replacement told: "Ivo \u2192 Quill (replacement)", "Quill replaces Ivo", "subbed in for"
_REPLACED = re.compile(
    r"[(\[]\s*replacements?\s*[)\]]|\breplac(?:ed|es|ing)\b|\bsub(?:bed|stitut\w*)?\s+(?:in|out)\b|"
    r"\bin\s+for\b",  # (not a voter named "Game Replacement")
    re.I,
)
# a table of each voter's votes by day: "Voter | Day 1 | Day 2", "Player | D1 | D2"
_DAY_CELL = re.compile(r"^(?:day|d)\s*\d{1,2}$", re.I)
_PROSE = 4  # words in a piece naming nobody: a sentence, with no count heading above
_COUNT_ENDS = re.compile(
    r"\bwith\s+(?:\d+|[a-z]+)\s+(?:players?\s+)?(?:alive|living|left|remaining)\b|"
    r"\bit\s+takes\s+\d+|\bmajority\s+(?:is|of)\b|"
    # not in brackets nor a total: "(1 needed)", "(2 of 5 needed)"
    r"(?<!of\s)(?<![\d(])\d+\s+(?:votes?\s+)?(?:are\s+)?needed\b|"
    r"^\W*mod(?:erator)?'?s?\s+notes?\b",  # "Mod Notes: X, Y and Z must ..." is no wagon
    re.I,
)


_BRANCH = re.compile(r"^\s*(?:[|`]-+|[\u251c\u2514\u2570\u2517\u2523\u2560\u255a]\u2500*)\s*(?=\S)")
# a host's plea to vote: "Please vote" (not "please make sure your vote is ..."), "Get your votes in", "... still need to vote",
# "Prods" (a "Not voting" list beside it and no wagon is a reminder, not an empty count)
_PLEA = re.compile(
    r"\bplease\s+(?:do\s+)?vote\b|\bget\s+(?:your|their|those)\s+votes?\s+in\b|"
    r"\b(?:need|needs|remember|forget)\s+to\s+vote\b|^\W*prods?\W*$",
    re.I,
)


def read_all(lines: list[CountLine], roster: Roster, headed: bool) -> HostCount | None:
    """The count ``lines`` hold (``headed``: they open with the count's heading), or None.
    A line of wagons sharing one total ("Bramble, Lark (1 each): Juno, Ivo": whose voter is
    whose cannot be told) makes it none: a count missing wagons would be compared."""
    r = Reading(headed=headed)
    lines = joined_blocks(with_legend(lines, roster), roster)  # "Wagon: Ivo" above "Voters: ..."
    ended = False
    for at, (line, with_struck, emphasised, indented, apart) in enumerate(lines):
        if _BRANCH.match(line):  # "|- Juno", "\u2514\u2500 Ivo": a voter on a branch of a tree
            line = _BRANCH.sub("", line)
            with_struck = _BRANCH.sub("", with_struck) if with_struck else None
        if len(with_struck or line) > LONGEST_LINE:  # the struck text makes it longer
            continue  # prose or a pasted wall of text, never one wagon
        below = at + 1 < len(lines) and bullet_of(lines[at + 1].text)
        spaced = r.one_a_line is not None and apart and ends_list(r, lines, at, roster)
        if r.one_a_line is not None and (spaced or r.one_a_line == "" and below):
            r.names_follow, r.one_a_line = False, None  # "Ivo" over "- Lark", set apart: no name
        if _shared_total(line, roster):
            return None
        if r.wagons and _COUNT_ENDS.search(line) and not _goes_on(r, line, lines[at + 1 :], roster):
            ended = True  # "With 13 alive, it takes 7": what follows is notes, history,
        if ended:  # spoilers, and at most the count's own "Not voting" line
            _not_voting_after(r, line, roster)
            continue
        sample = SAMPLE.match(line) is not None or other_count(line)
        sample = sample and not _hedge_by_heading(lines, at)
        over = len(line) <= _LONGEST_LABEL and GAME_OVER.match(line) is not None
        if PREVIOUS.match(line) or _not_a_count(line) or sample or over:
            r.previous, r.sample = True, sample
            r.history = VOTE_HISTORY.match(line) is not None
            continue
        if r.history and r.headed and not r.wagons and history_ends(lines, at, roster):
            r.previous = r.history = False  # "Vote history:" above today's wagons
        if r.previous and (r.sample or not heading(line)):
            r.previous = True  # "Last count, for reference:": to the next count heading,
            # but for a sample's own heading ("Vote counts will look like this:" above it)
            r.sample = r.sample and not line.strip()
            continue
        r.previous = False
        if r.changes and (CHANGE.search(line) or changes_heading(line)):
            continue  # "Ivo: Lark -> Bramble" under "Changes since the last count"
        r.changes = changes_heading(line)
        if r.changes:
            close_heading(r)
            continue
        if PER_VOTER.match(line):
            r.per_voter = True  # "Votes by player:": "Juno: Ivo" below is Juno's vote
            continue
        if _totals_only(line, roster):
            continue  # "Bramble (2), Lark (1)": a summary above the votes by voter
        head, tail = _not_voting_apart(line) if with_struck is None else (line, "")
        for part in wagons_of(head, roster) if with_struck is None else [line]:
            _read_line(r, part, (with_struck, emphasised, indented), roster)
        if tail:  # "Ivo (2): Juno, Lark | Not voting: Ember": the wagons, then the list
            _read_line(r, tail, (None, emphasised, indented), roster)
    column_row(r, [], roster)  # a table of one wagon a column ends with the post
    close_heading(r)
    for at, alternative in r.struck:  # a struck name standing on another wagon moved
        elsewhere = {v for k, w in enumerate(r.wagons) if k != at for v in w.voters}
        if not elsewhere & (set(alternative.voters) - set(r.wagons[at].voters)):
            r.wagons[at] = alternative
    people_listed(r)  # "Alive (5): Juno, Ivo, ..." with a player named Alive
    if not headed and r.not_voting is None and r.voters_first == {0} == {len(r.wagons) - 1}:
        return None  # one voter's vote ("Juno: Lark -> Ivo") and no heading: a note
    pairs_as_moves(r.wagons, r.voters_first, roster)
    arrows_as_voters_first(r.wagons, r.voters_first)
    wagons = gathered(r.wagons, r.voters_first)
    wagons = wagons if r.voters_first else flipped(wagons, roster)
    wagons = [w for w in wagons if w.voters]
    if not wagons and (r.empty_marks < 2 or not headed and any(_PLEA.search(t) for t, *_ in lines)):
        return None  # a "Not voting" list under a plea to vote, no count heading: a prod
    listed = tuple(r.not_voting) if r.not_voting is not None else None
    return HostCount(merged(wagons), listed, tuple(dict.fromkeys(r.unnamed)))


def _hedge_by_heading(lines: list[CountLine], at: int) -> bool:
    """Is the line at ``at`` a hedge ("Apologies, if I counted correctly:") right under or
    above the count's own heading ("Vote Count 2.3"), blank lines aside? The host's, not a
    player's."""
    if HOST_HEDGE.search(lines[at].text) is None:
        return False
    above = next((line.text for line in reversed(lines[:at]) if line.text.strip()), "")
    below = next((line.text for line in lines[at + 1 :] if line.text.strip()), "")
    return heading(above) or heading(below)


def _totalled_wagon(wagon: HostWagon, first: bool, swapped: str | None, cells: list[str]) -> bool:
    """Is ``wagon`` read wagon first from a line as written, two voters or more making up
    its total ("Bramble - Juno, Lark (2)" below the votes by player: the wagons' summary)?"""
    return not first and not swapped and not cells and wagon.total == len(wagon.voters) > 1


def _not_a_count(line: str) -> bool:
    """A label of lines that are no count of today's ("Scum kill votes:", "Vote history"),
    the line itself or a cell of a table's row ("Scum | Kill vote"), or a table's header
    of days ("Voter | Day 1 | Day 2": each voter's votes by day)."""
    if NOT_A_COUNT.match(line):
        return True
    if "|" not in line:
        return False
    cells = [c.strip() for c in line.split("|") if c.strip()]
    days = sum(1 for c in cells if _DAY_CELL.match(c))
    return days >= 2 or any(NOT_A_COUNT.match(c) for c in cells)


def _not_voting_apart(line: str) -> tuple[str, str]:
    """``line`` cut before a "Not voting" list that ends it after a bar or a semicolon
    ("Ivo (2): Juno, Lark | Not voting: Ember"), or ``(line, "")``; a list between wagons
    ("Ivo (2): Juno; Not voting: Ember; Lark (1): Wren") is cut out, the wagons after it kept."""
    if "|" not in line and ";" not in line:
        return line, ""
    for m in _LIST_APART.finditer(line):
        rest = line[m.end() :]
        label = NOT_VOTING.match(rest) if m.start() > 0 else None
        if label is None:
            continue
        after = next(
            (
                n
                for n in _LIST_APART.finditer(rest, label.end())
                if _WAGON_AFTER.search(rest[n.end() :])
            ),
            None,
        )  # the next wagon: "...; Lark (1): Wren"
        if after is not None:
            return line[: m.start()] + m[0] + rest[after.end() :], rest[: after.start()]
        if "|" not in rest:
            return line[: m.start()], rest
    return line, ""


def _shared_total(line: str, roster: Roster) -> bool:
    """``Bramble, Lark (1 each): Juno, Ivo``: two wagons or more and one total each."""
    m = _EACH.match(line)
    if m is None or not_voting(line, roster) is not None:
        return False
    return len(read_list(m[1], roster)[0]) >= 2


def _not_voting_after(r: Reading, line: str, roster: Roster) -> None:
    """The count's "Not voting" line after the majority note, when none came before."""
    read = not_voting(line, roster) if r.not_voting is None else None
    if read is not None and "|" not in line:
        r.not_voting, r.unnamed = list(read[0]), r.unnamed + list(read[1])


def _read_line(r: Reading, line: str, marks: tuple[str | None, bool, bool], roster: Roster) -> None:
    """``marks``: the line with its struck text, whether it is all set apart, whether it
    is indented."""
    with_struck, emphasised, indented = marks
    cells = [c.strip() for c in line.split("|")] if "|" in line else []
    short, r.short = r.short, None
    if short is not None and r.heading is None and (indented or _GOES_ON_BELOW.match(line)):
        r.heading, r.own = short, len(r.wagons[short].voters)  # "Ivo (3): Juno" / "and Lark"
    if column_row(r, cells, roster):
        return
    header = table_header(cells)
    if header is not None:
        r.columns = header
        return
    if r.headed and not r.wagons and NOBODY_VOTES.match(line.strip(" *|")):
        r.empty_marks += 2  # "Nobody is voting." under the count's heading: an empty count
        return
    read = None if cells else not_voting(line, roster)
    if r.names_follow and read is None and listed_not_voting(r, line, roster, emphasised):
        return
    if read is not None:
        nv, unnamed = read
        r.not_voting = (r.not_voting or []) + list(nv)
        r.unnamed += unnamed
        r.names_follow, r.one_a_line = not nv or line.rstrip().endswith(","), None
        everyone = len(nv) >= 2 or EVERYONE.search(line) or NO_VOTES_YET.match(line)
        r.empty_marks += 2 if everyone else 0
        close_heading(r)
        return
    heads = emphasised and emphasised_heading_of(r, line, cells, roster) is not None
    if r.heading is not None and not heads and voters_below(r, r.heading, line, roster):
        if r.emphasised and emphasised:  # "**Ivo**" above "**Juno**": a list of players
            r.wagons[r.heading] = HostWagon(r.wagons[r.heading].target, line, (), None)
            r.heading = None
        return
    close_heading(r)
    if zero_wagon(line, roster):
        r.empty_marks += 1
        heading = wagon_heading(line, roster)
        if heading is not None:  # "Ivo:", its voters one a line below
            r.heading = len(r.wagons)
            r.wagons.append(heading)
        return
    swapped = None
    if r.columns is not None and len(cells) > max(r.columns.wagon, r.columns.voters):
        wagon, first = table_row(line, cells, r.columns, roster), r.columns.per_voter
    else:
        swapped = dash_swapped(line, roster) if r.per_voter else None  # "Juno, Ivo - Bramble"
        wagon, first = wagon_line(swapped or line, roster)
        if with_struck is not None:
            alternative = struck_counted(wagon, with_struck, roster)
            if alternative is not None:
                r.struck.append((len(r.wagons), alternative))
                wagon = wagon or HostWagon(alternative.target, line, (), None)
    if wagon is not None and not r.headed and _outcome_or_prose(line, wagon):
        wagon = None  # "Ivo's wagon (Juno, Lark) looks town to me": a player's analysis
    if wagon is None and not cells:
        wagon = wagon_heading(line, roster)
        r.emphasised = False
        if wagon is None and emphasised:  # "**Ivo**" alone, its voters one a line below
            wagon = emphasised_heading_of(r, line, cells, roster)
            r.emphasised = wagon is not None
        if wagon is not None:  # "Ivo (2)", its voters one a line below
            r.heading = len(r.wagons)
    if wagon is None or _totalled_wagon(wagon, first, swapped, cells):
        r.per_voter = False  # a label below the votes by player ("Wagons:"), or a wagon
        # with its total and voters ("Bramble - Juno, Lark (2)"): wagon first again
    elif not first and r.per_voter and _one_name_each_side(wagon):
        wagon, first = HostWagon(wagon.voters[0], wagon.written, (wagon.target,), None), True
    if wagon is not None:
        if first:
            r.voters_first.add(len(r.wagons))
        elif _wrapped(wagon, line, cells, r):  # "Ivo (2): Juno" and "Lark" on the next line
            r.heading, r.own, r.emphasised = len(r.wagons), len(wagon.voters), False
        elif _short(wagon) and not cells and r.heading is None:
            r.short = len(r.wagons)
        r.wagons.append(wagon)


_TOTALLED = re.compile(r"\s*([^,;|()\[\]]{1,40}?)\s*[(\[]\s*\d{1,2}\s*[)\]]\s*")


def _totals_only(line: str, roster: Roster) -> bool:
    """Is ``line`` two players' totals or more and nothing else ("Bramble (2), Lark (1)")?"""
    found = [_TOTALLED.fullmatch(p) for p in re.split(r"[,;|]", line.strip(" .*"))]
    if len(found) < 2 or any(m is None for m in found):
        return False
    return all(m is not None and exact(m[1], roster) is not None for m in found)


def _goes_on(r: Reading, line: str, below: list[CountLine], roster: Roster) -> bool:
    """Does the count go on below a line of the living ("With 12 alive, 7 to lynch." between
    wagons)? Only when the next line is a wagon stating its total whose voters stand on no
    wagon read so far (not yesterday's count, nor a history of the same votes), telling no
    outcome ("Lark (7) - lynched D1: ..."), and the line opens no section ("Mod notes:")."""
    if line.rstrip(" *").endswith(":"):
        return False
    nxt = next((line.text for line in below if line.text.strip()), "")
    if STATUS_LABEL.match(nxt) or _PAST_OUTCOME.search(nxt):
        return False
    found = read_wagon_line(nxt, roster) if nxt else None
    if found is None or found.total is None:
        return False
    voting = {v for w in r.wagons for v in w.voters}
    return not voting & set(found.voters)


def _one_name_each_side(wagon: HostWagon) -> bool:
    return len(wagon.voters) == 1 and wagon.total is None and not wagon.unresolved


def _wrapped(wagon: HostWagon, line: str, cells: list[str], r: Reading) -> bool:
    """A wagon line whose voters fall short of its own total, each named, and that ends
    on a comma or "..." (its list goes on) or names one voter (one a line): the rest of
    its voters are on the line below (kept only when they make it up). With no such end
    it is a host's miscount, and a list of names below it (the players not voting) is
    none of its voters, unless that line opens saying it goes on (``_GOES_ON_BELOW``)."""
    goes_on = _GOES_ON.search(line) is not None or len(wagon.voters) == 1  # one a line
    return _short(wagon) and goes_on and not cells and r.heading is None


def _short(wagon: HostWagon) -> bool:
    """Its voters, each named, fall short of its own total."""
    short = wagon.total is not None and len(wagon.voters) > 0 and wagon.votes < wagon.total
    return short and not wagon.unresolved


def _outcome_or_prose(line: str, wagon: HostWagon) -> bool:
    """A piece naming nobody is a sentence (a player's or a story's line, not a count's),
    or the line tells a day's outcome or a replacement with no total ("Lynched: Ivo (voted
    by Juno)", "Ivo \u2192 Quill (replacement)": one player for another, not a wagon of two
    voters or more noting one a replacement, "Ivo: Juno, Quill (replaced Lark)")."""
    replaced = len(wagon.voters) == 1 and _REPLACED.search(line)
    told = STATUS_LABEL.match(line) or _PAST_OUTCOME.search(line) or replaced
    if told and wagon.total is None:
        return True  # (or a history's line: "Bramble - lynched Day 1 (votes: Juno, Ivo)")
    return any(len(u.split()) >= _PROSE for u in wagon.unresolved)
