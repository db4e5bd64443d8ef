"""Reading a vote count that a host wrote by hand (pure: HTML and a roster in, values out).

Hosts write counts in many shapes; this reader is lenient and line based::

    Bramble (2): Juno, Ivo             [b]Bramble[/b] - 2 (Juno, Ivo)
    (2) Bramble — Juno, Ivo            Bramble 2/5 (L-3): Juno (#12), Ivo (#20)
    Not voting (1): Kestrel            | Ivo | Bramble | Juno, Kestrel | 2 |

Each line outside quotes, code and struck text is cut at separators (``, ; : ( ) [ ]
| — –`` and a dash next to a space) after count marks (``5/7``, ``L-2``, ``#12``,
``x3``, "votes") are taken out (a player's name holding such punctuation, "hp[leaves]",
is kept whole). The lines above the count's heading ("Votecount:", "Vote Count 2.3"),
when a line is one, are not read. The first piece names the wagon, the rest its voters;
names resolve through the game's roster (aliases, abbreviations, small typos), so struck
voters (moved away) are dropped, unless the line's own total counts them and they stand
on no other wagon, and unknown pieces are kept as ``unresolved``. A line is
a wagon when its head resolves (a player or No Lynch) and at least one voter does and
unknown pieces do not outnumber known ones. Tables with a header row naming the wagon
column ("Nominee", "Nominatee", "Wagon", "Player") and the voters ("Voted by",
"Voters") are read by column, so a BotF nominator is not taken for the wagon.

Also read: "2 votes for Ivo (Juno)", "Voting Ivo-Juno", "Ivo -Juno", a bare total column
("Ivo    2  Juno, Lark"), glyph bars ("Ivo \u25c9\u25ceJuno"), a bold wagon with no
separator after it, MafiaScum's hidden inline text and an uncited quote box that stands in
no other quote (a host boxing the count), a count in a code box (read like one in a
spoiler: only when the post's own text holds none).

Voters first: "Juno, Ivo -> Bramble (2)", "Juno is voting Bramble", one line a voter
("Juno -> Bramble", a table headed "Voter | Voting for"): lines of one voter are gathered
by wagon. One voter a line under a wagon heading ("Bramble (2)" or "Bramble:" and then
"- Juno", "- Ivo"). A voter's history in brackets is read to its end: "Ivo (unvoted)",
"Ivo (vote, unvote)" drop Ivo; "Ivo (unvote, vote)" keeps him. Voters may be joined by
"and" or "&"; "needs 3", "3 to lynch", "post 33" are count marks.

``read_host_count(html, roster)`` returns a ``HostCount`` or None when the post holds no
count (no wagon line, or no word "vote" anywhere in it). The "Not voting" lines' pieces that
name no player are kept as written (``HostCount.not_voting_unnamed``: init's players who
never posted, ``parser.host.players``). The post's lines come from
``parser.hostcount.post_lines``. The reader is split by responsibility: ``pieces`` (a line's
pieces and the players they name), ``line`` (one line as a wagon), ``sections`` (the
count's heading, "Not voting", table headers, sections not read), ``reading`` (what is
gathered so far; the lines under a heading or a table's wagon columns) and this module (a
post's lines as one count).

Also (third round, issue #25): a player's name alone on a bold, larger or underlined line
under the count's heading heads the voters below it; "Ivo: Lark -> Bramble" is Ivo's vote
moved to Bramble; of two numbered count headings the higher one is read, of an old count
boxed in an uncited quote and one below it the one below; "Changes since the last count",
"Replacements" and "Previous count" sections are not read; one voter's vote alone with no
count heading is no count.

Fourth round (issue #25): several wagons on one line are read one by one
(``line.wagons_of``); "Nobody is voting" under the count's heading is an empty count;
"Sample vote count" and "Vote history" sections are not read; with no count heading, a
line whose unknown piece is a sentence, or "Lynched: Ivo (voted by Juno)", is no wagon.
The lines' wagons are gathered into one count by ``gather``.

Fifth round (issue #25): "E-2", "L2", "2/3 to elim", a seat "[P3]", "(Seat 3)", an ISO date
are count marks; "Seat 3 -" and "P3" before the wagon are list marks; more arrows ("\u279c",
"\u27f6", ">>") and "has voted" point to a vote; "Juno: voting Ivo", "Juno: VOTE: Ivo" and
"Juno (voting Ivo)" are voters first; a count heading ("VC 2.3") says "vote"; a short line
announcing another count (a player's "Unofficial vote count", "Vote count format:", a
"Sample" box, another game's tally) starts lines not read, like a sample; "Ivo (Juno, Lark),
Ember (Wren)" is two wagons; "Juno, Ivo, and Lark" three voters; a post whose own text is
only "Not voting: Lark" (no heading) takes the wagons of its box when Lark votes on none;
"Ivo: 2 votes" heads the voters of the next line, "(Juno, Lark)"; "Votes to Ivo:".

Sixth round (issue #25): an earlier day's votes recapped beside today's count ("How Day 1
ended:", "**Day 1**" above "**Day 2**") are not read (``sections.without_recaps``); a
wagon line short of its total takes the names of the line below when they make it up (a
wrapped line); "Ivo [L-2]" heads the voters below; "Latest changes:", "Updates since VC
2.4:" start changes; "Ivo — votes (1): Juno" is a label and "Ivo => 1 (Juno)" wagon
first; "Lark unvoted" among the voters
takes Lark's vote away; "Marlow aka Ivo", "Ivo/Marlow" name one slot; a bare ``<blockquote>``
(Discourse's ``>``) is a box like an uncited quote, and a quote that the post's last line
introduces as the count ("Official count:") is read when the post holds none of its own.

Seventh round (issue #25): "Votes by player:" and its kin make the lines below voter
first; ordinals, "Lark -> unvote", "(unvoted: Lark)", "~~Lark~~" in a history; vBulletin's
and XenForo's markup (``post_lines``); "Vote Count 2.7: Ivo (2): ..." cut in two; counts in
Spanish, Portuguese, German and French words; a parody, an example or the game's end
starts lines not read; a bare box under "your count is wrong" is a player's; a wrapped
line ends on a comma.
"""

from __future__ import annotations

import re

from votecount.parser.hostcount.gather import (
    arrows_as_voters_first,
    flipped,
    gathered,
    merged,
    pairs_as_moves,
)
from votecount.parser.hostcount.line import (
    STATUS_LABEL,
    read_wagon_line,
    struck_counted,
    wagon_heading,
    wagon_line,
    wagons_of,
    zero_wagon,
)
from votecount.parser.hostcount.model import HostCount, HostWagon
from votecount.parser.hostcount.pieces import (
    LONGEST_LINE,
)
from votecount.parser.hostcount.post_lines import (
    CountLine,
    boxes_named,
    count_lines_of,
    last_quote_at,
)
from votecount.parser.hostcount.reading import (
    Reading,
    close_heading,
    column_row,
    emphasised_heading_of,
    listed_not_voting,
    voters_below,
)
from votecount.parser.hostcount.sections import (
    CHANGE,
    EVERYONE,
    GAME_OVER,
    NO_VOTES_YET,
    NOBODY_VOTES,
    NOT_A_COUNT,
    PER_VOTER,
    PREVIOUS,
    SAMPLE,
    changes_heading,
    from_heading,
    heading,
    not_voting,
    other_count,
    table_header,
    table_row,
    without_recaps,
)
from votecount.parser.names.players import Roster

__all__ = ["LONGEST_LINE", "HostCount", "HostWagon", "read_host_count", "read_wagon_line"]

_LONGEST_LABEL = 60  # characters of a line announcing the game's end
_GOES_ON = re.compile(r"[,&+/]\s*$")  # "Ivo (3): Juno, Lark," wraps
_COUNT_WORD = re.compile(r"\b(?:counts?|tally|tallies|vcs?)\b", re.I)
_WRONG = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|mistaken|(?:is|was|'s)\s+off|(?:do\s*n[o']t|stop)\s+post(?:ing)?)\b",
    re.I,
)
# the host's own correction boxed below ("My last count was wrong, the corrected one:")
_CORRECTED = re.compile(r"\b(?:correct(?:ed|ion)?|fixed|right\s+one|updated|here)\b", re.I)
# the host's own earlier count ("My count yesterday was wrong", "the previous count was
# off"), unless the line speaks to a player ("Juno, your last count is wrong")
_MINE = re.compile(
    r"\b(?:my|our)\b|\b(?:previous|last|earlier)\s+(?:vote\s*)?(?:count|tally|vc)", re.I
)
_YOURS = re.compile(r"\byou(?:r|'re)?\b", re.I)
_PROSE = 4  # words in a piece naming nobody: a sentence, with no count heading above
_VOTE_WORD = re.compile(r"vot|stimm|\bvoix\b", re.I)  # "Votos", "Stimmen", "D\u00e9compte des voix"
# the post's last own line introduces the quote below it as today's count
_INTRODUCES = re.compile(
    r"\b(?:official|current|today'?s)\b[^:]{0,40}?\b(?:vote\s*)?(?:count|tally|vc)\b[^:]{0,40}:\W*$",
    re.I,
)
_COUNT_ENDS = re.compile(
    r"\bwith\s+(?:\d+|[a-z]+)\s+(?:players?\s+)?(?:alive|living|left|remaining)\b|"
    r"\bit\s+takes\s+\d+|\bmajority\s+(?:is|of)\b|"
    # not in brackets nor a total: "(1 needed)", "(2 of 5 needed)"
    r"(?<!of\s)(?<![\d(])\d+\s+(?:votes?\s+)?(?:are\s+)?needed\b|"
    r"^\W*mod(?:erator)?'?s?\s+notes?\b",  # "Mod Notes: X, Y and Z must ..." is no wagon
    re.I,
)


def read_host_count(html: str, roster: Roster) -> HostCount | None:
    """The wagons of the hand-written count in ``html``, or None when there is none. A
    post that holds none of its own but introduces a quoted post as the count ("Official
    count:" right above a Discourse quote of a bot's post, its last) reads that quote."""
    found = _read_post(boxes_named(html), roster)
    at = last_quote_at(html) if found is None else None
    if at is None or count_lines_of(html[at:]):
        return found  # no quote, or the post's own text goes on below the last one
    own = count_lines_of(html[:at])
    if own and _INTRODUCES.search(own[-1].text):  # the line right above the quote
        return _read_post(boxes_named(html[:at]) + boxes_named(html[at:], asides=True), roster)
    return None


def _read_post(html: str, roster: Roster) -> HostCount | None:
    if "uncited" in html and _disowned(html, roster):
        return None  # "Juno, your count is wrong:" above a player's count boxed bare
    every = from_heading(count_lines_of(html, boxed=True), roster)
    own = from_heading(count_lines_of(html), roster)
    if not any(_VOTE_WORD.search(line.text) or heading(line.text) for line in every):
        return _self_evident(own, roster) or _self_evident(every, roster)
    if "uncited" in html:  # an old count boxed above the current one: the current one
        plain = from_heading(count_lines_of(html, unbox=False), roster)
        found = _read_lines(plain, roster, bool(plain) and heading(plain[0].text))
        if found is not None:
            return found
    found = _read_lines(own, roster, bool(own) and heading(own[0].text))
    listed = [not_voting(line.text, roster) for line in own]
    if found is None and all(n is None for n in listed):
        return _read_lines(every, roster, bool(every) and heading(every[0].text))
    if found is not None and found.wagons:
        return found
    if found is not None and found.not_voting is None:  # "No one is voting" above a box
        boxed = _read_lines(every, roster, bool(every) and heading(every[0].text))
        return boxed if boxed is not None and not boxed.wagons else found  # of "Not voting"
    # a count with no wagon ("Not voting: everyone") is no cue for spoilers, unless it has
    # no count heading, names players not voting and the boxed wagons are the rest of it
    # (none of those players votes there): "Not voting: Lark" above a box of the wagons
    named = {p for n in listed if n is not None for p in n[0]}
    if not named or any(heading(line.text) for line in own):
        return found
    boxed = _read_lines(every, roster, bool(every) and heading(every[0].text))
    voting = {v for w in boxed.wagons for v in w.voters} if boxed is not None else set()
    return boxed if boxed is not None and boxed.wagons and not named & voting else found


def _disowned(html: str, roster: Roster) -> bool:
    """Does the post's own text (its uncited boxes left out) hold no count and a line
    saying a count is wrong ("Juno, your count is wrong", "Please don't post vote counts";
    not "Player counts are unofficial", above the host's own)? Its boxed count is then a
    player's."""
    plain = count_lines_of(html, unbox=False)
    said = any(
        _COUNT_WORD.search(t)
        and _WRONG.search(t)
        and not _CORRECTED.search(t)
        and (_YOURS.search(t) or not _MINE.search(t))
        for t, _, _ in plain
    )
    return said and _read_lines(from_heading(plain, roster), roster) is None


def _self_evident(lines: list[CountLine], roster: Roster) -> HostCount | None:
    """A count that never says "vote" (a themed count: "SUBJECTS ASSERTING AGGRESSIVE
    ACTIVITY: Ivo [2] Juno, Lark"): read only when it has two wagons or more and each
    states a total that its voters make up exactly."""
    found = _read_lines(lines, roster)
    if found is None or len(found.wagons) < 2:
        return None
    if any(w.total is None or w.total != len(w.voters) for w in found.wagons):
        return None
    return found


def _read_lines(lines: list[CountLine], roster: Roster, headed: bool = False) -> HostCount | None:
    """``headed``: the lines open with the count's heading ("Vote Count 1.4"), which lets
    a bold, larger or underlined name alone on a line head the voters below it. An
    earlier day's votes recapped beside today's count are not read (``without_recaps``)."""
    kept = without_recaps(lines)
    if len(kept) < len(lines):  # headed still only when a count heading opens what is left
        opens = bool(kept) and (kept[0] is lines[0] and headed or heading(kept[0].text))
        found = _read_all(kept, roster, opens)
        if found is not None and found.wagons:
            return found
    return _read_all(lines, roster, headed)


def _read_all(lines: list[CountLine], roster: Roster, headed: bool) -> HostCount | None:
    r = Reading(headed=headed)
    ended = False
    for line, with_struck, emphasised in lines:
        if len(with_struck or line) > LONGEST_LINE:  # the struck text makes it longer
            continue  # prose or a pasted wall of text, never one wagon
        if r.wagons and _COUNT_ENDS.search(line):
            ended = True  # "With 13 alive, it takes 7": what follows is notes, history,
        if ended:  # spoilers, and at most the count's own "Not voting" line
            _not_voting_after(r, line, roster)
            continue
        sample = SAMPLE.match(line) is not None or other_count(line)
        over = len(line) <= _LONGEST_LABEL and GAME_OVER.match(line) is not None
        if PREVIOUS.match(line) or NOT_A_COUNT.match(line) or sample or over:
            r.previous, r.sample = True, sample
            continue
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
        for part in wagons_of(line, roster) if with_struck is None else [line]:
            _read_line(r, part, with_struck, emphasised, roster)
    column_row(r, [], roster)  # a table of one wagon a column ends with the post
    close_heading(r)
    for at, alternative in r.struck:  # a struck name standing on another wagon moved
        elsewhere = {v for k, w in enumerate(r.wagons) if k != at for v in w.voters}
        if not elsewhere & (set(alternative.voters) - set(r.wagons[at].voters)):
            r.wagons[at] = alternative
    if not headed and r.not_voting is None and r.voters_first == {0} == {len(r.wagons) - 1}:
        return None  # one voter's vote ("Juno: Lark -> Ivo") and no heading: a note
    pairs_as_moves(r.wagons, r.voters_first, roster)
    arrows_as_voters_first(r.wagons, r.voters_first)
    wagons = gathered(r.wagons, r.voters_first)
    wagons = wagons if r.voters_first else flipped(wagons, roster)
    wagons = [w for w in wagons if w.voters]
    if not wagons and r.empty_marks < 2:
        return None
    listed = tuple(r.not_voting) if r.not_voting is not None else None
    return HostCount(merged(wagons), listed, tuple(dict.fromkeys(r.unnamed)))


def _not_voting_after(r: Reading, line: str, roster: Roster) -> None:
    """The count's "Not voting" line after the majority note, when none came before."""
    read = not_voting(line, roster) if r.not_voting is None else None
    if read is not None and "|" not in line:
        r.not_voting, r.unnamed = list(read[0]), r.unnamed + list(read[1])


def _read_line(
    r: Reading, line: str, with_struck: str | None, emphasised: bool, roster: Roster
) -> None:
    cells = [c.strip() for c in line.split("|")] if "|" in line else []
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
    if r.names_follow and read is None and listed_not_voting(r, line, roster):
        return
    if read is not None:
        nv, unnamed = read
        r.not_voting = (r.not_voting or []) + list(nv)
        r.unnamed += unnamed
        r.names_follow = not nv or line.rstrip().endswith(",")
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
    if r.columns is not None and len(cells) > max(r.columns.wagon, r.columns.voters):
        wagon, first = table_row(line, cells, r.columns, roster), r.columns.per_voter
    else:
        wagon, first = wagon_line(line, roster)
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
    if wagon is None:
        r.per_voter = False  # a label below the votes by player ("Wagons:"): wagon first again
    elif not first and r.per_voter and _one_name_each_side(wagon):
        wagon, first = HostWagon(wagon.voters[0], wagon.written, (wagon.target,), None), True
    if wagon is not None:
        if first:
            r.voters_first.add(len(r.wagons))
        elif _wrapped(wagon, line, cells, r):  # "Ivo (2): Juno" and "Lark" on the next line
            r.heading, r.own, r.emphasised = len(r.wagons), len(wagon.voters), False
        r.wagons.append(wagon)


def _one_name_each_side(wagon: HostWagon) -> bool:
    return len(wagon.voters) == 1 and wagon.total is None and not wagon.unresolved


def _wrapped(wagon: HostWagon, line: str, cells: list[str], r: Reading) -> bool:
    """A wagon line whose voters fall short of its own total, each named, and that ends
    on a comma (its list goes on) or names one voter (one a line): the rest of its voters are on the line below
    (kept only when they make it up). With no such end it is a host's miscount, and a
    list of names below it (the players not voting) is none of its voters."""
    short = wagon.total is not None and 0 < len(wagon.voters) < wagon.total
    goes_on = _GOES_ON.search(line) is not None or len(wagon.voters) == 1  # one a line
    return short and goes_on and not wagon.unresolved and not cells and r.heading is None


def _outcome_or_prose(line: str, wagon: HostWagon) -> bool:
    """A piece naming nobody is a sentence (a player's or a story's line, not a count's),
    or the line tells a day's outcome with no total ("Lynched: Ivo (voted by Juno)")."""
    if STATUS_LABEL.match(line) and wagon.total is None:
        return True
    return any(len(u.split()) >= _PROSE for u in wagon.unresolved)
