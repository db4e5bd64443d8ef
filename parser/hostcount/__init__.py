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
pieces and the players they name), ``line`` (one line as a wagon; ``history``, a voter's
history read out of it first; ``heads``, a line heading the voters below it or a wagon no
one votes for), ``headings`` (the
count's heading and the lines that are its own), ``sections`` ("Not voting", table
headers, sections not read), ``reading`` (what is
gathered so far; the lines under a heading or a table's wagon columns), ``linewise`` (a
post's lines read one by one into a count) and this module (which of a post's lines are
its count: its own text, its boxes, a quote it introduces).

The shapes each round of invented counts added, and what its review narrowed, are listed
round by round in ``formats.md`` beside this module.
"""

from __future__ import annotations

import re

from votecount.parser.hostcount.headings import (
    bare_count,
    from_heading,
    heading,
    without_recaps,
)
from votecount.parser.hostcount.line import LIST_LABEL, read_wagon_line
from votecount.parser.hostcount.linewise import read_all
from votecount.parser.hostcount.model import HostCount, HostWagon
from votecount.parser.hostcount.pieces import LONGEST_LINE, exact, resolve
from votecount.parser.hostcount.post_lines import (
    CountLine,
    boxes_named,
    count_lines_of,
    last_quote_at,
)
from votecount.parser.hostcount.restated import restated
from votecount.parser.hostcount.sections import not_voting
from votecount.parser.names.players import Roster
from votecount.parser.names.wordlists import ROLE_WORDS, SIDE_WORDS

__all__ = ["LONGEST_LINE", "HostCount", "HostWagon", "read_host_count", "read_wagon_line"]

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
# "Votos", "Stimmen", "D\u00e9compte des voix", Dutch "Stemmen", "Stemtelling"
_VOTE_WORD = re.compile(r"vot|stimm|\bvoix\b|\bstem(?:men|telling)", re.I)
# the post's last own line introduces the quote below it as today's count
_INTRODUCES = re.compile(
    r"\b(?:official|current|today'?s)\b[^:]{0,40}?\b(?:vote\s*)?(?:count|tally|vc)\b[^:]{0,40}:\W*$",
    re.I,
)


def read_host_count(html: str, roster: Roster) -> HostCount | None:
    """The wagons of the hand-written count in ``html``, or None when there is none. A
    post that holds none of its own but introduces a quoted post as the count ("Official
    count:" right above a Discourse quote of a bot's post, its last) reads that quote, and
    one that quotes a host's post and says it still stands ("^ still current") reads it."""
    found = _read_post(boxes_named(html), roster)
    body = restated(html, roster) if found is None else None
    if body is not None:  # "^ still current" below the host's own count quoted
        return read_host_count(body, roster)
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
    if not any(_VOTE_WORD.search(line.text) or _named(line.text) for line in every):
        bare = any(bare_count(line.text) for line in every)  # "Count" and no word of votes
        found = _bare_counted(html, own, roster) if bare else None
        return found or _self_evident(own, roster) or _self_evident(every, roster)
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
        for t, *_ in plain
    )
    return said and _read_lines(from_heading(plain, roster), roster) is None


def _named(text: str) -> bool:
    return heading(text) and not bare_count(text)


# "Count: Bramble (2): Juno, Ivo": the label and the wagons on its line
_COUNT_CUT = re.compile(r"^\W*count\s*:\s*\w", re.I)


def _bare_counted(html: str, own: list[CountLine], roster: Roster) -> HostCount | None:
    """The count that "Count" heads in a post with no word of votes: one written on the
    label's own line ("Count: Bramble [Juno, Ivo]"), or one whose wagons each state a total
    their voters make up ("Count" above "Bramble (2): Juno, Ivo"), not a role "Count" above
    "Bramble (Juno, Ivo)" in a role list."""
    found = _read_lines(own, roster, bool(own) and heading(own[0].text))
    if found is None or not found.wagons:
        return None
    lines = count_lines_of(html)
    if any(_COUNT_CUT.match(line.text) for line in lines):
        return None if any(_role_line(line.text, roster) for line in _alive_part(lines)) else found
    if any(w.total is None or w.total != len(w.voters) for w in found.wagons):
        return None
    return found


# a line of a role list: a role's name, then a player ("Doctor: Lark", "Town Cop - Ivo");
# "Count: Bramble (Juno, Ivo)" beside it is a role "Count" too
_LABELLED = re.compile(r"^\W*([^\W\d_][\w' ]{0,30}?)\s*(?::|\s[\u2013\u2014-])\s*(\S.*)$")


def _alive_part(lines: list[CountLine]) -> list[CountLine]:
    """``lines`` up to a label of the dead ("Dead:", "Graveyard:"): the flips below it
    ("Town Cop - Tansy") are no role list's."""
    dead = [
        i
        for i, line in enumerate(lines)
        if (m := LIST_LABEL.match(line.text)) and m[1].casefold() in _DEAD
    ]
    return lines[: dead[0]] if dead else lines


_DEAD = frozenset({"dead", "deceased", "graveyard"})
_CLAIM = frozenset({"claim", "claimer", "fakeclaimer"})  # role words that name no role


def _role_line(line: str, roster: Roster) -> bool:
    """Is ``line`` a role list's line: its label a role, each word a role word
    (``ROLE_WORDS``) or "town", naming no player, and what follows it opening with one
    ("Doctor: Lark (Juno's pick)", "Town Cop - Ivo"; not "Replacement: Lark", "Hammer:
    Lark", "Mafia kill: Tansy", "Scum read: Lark")?"""
    m = _LABELLED.match(line)
    words = set(m[1].casefold().split()) if m is not None else set()
    roles = words - SIDE_WORDS  # "Town: Lark" is a side's flip, no role's ("Town Cop - Ivo")
    if m is None or words & _CLAIM or not ROLE_WORDS & roles or not words <= ROLE_WORDS:
        return False  # "Claim: Lark", "Cop claim: Ivo": a claim, no role list's line
    label, rest = m[1].strip(), re.split(r"[,;(\[]", m[2], maxsplit=1)[0].strip(" .*")
    return resolve(label, roster) is None and exact(rest, roster) is not None


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
        found = read_all(kept, roster, opens)
        if found is not None and found.wagons:
            return found
    return read_all(lines, roster, headed)
