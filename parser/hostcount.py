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
no other quote (a host boxing the count).

``read_host_count(html, roster)`` returns a ``HostCount`` or None when the post holds no
count (no wagon line, or no word "vote" anywhere in it). The post's lines come from
``parser.count_lines``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from votecount.parser.count_lines import CountLine, count_lines_of
from votecount.parser.model import NO_ELIMINATION, Step
from votecount.parser.names import Roster

_COUNT_MARK = re.compile(
    r"\b\d+\s*/\s*\d+\b|\bL\s*-\s*\d+\b|[#@]\s*\d+|\bx\s*\d+\b|\b\d+\s*votes?\b|\bvotes?\s*:?\s*\d+\b",
    re.I,
)
_NUMBER = re.compile(r"(?<![\w#])\d{1,2}(?![\w/])")
_SEPARATORS = re.compile(
    r"[,;:()\[\]{}|\u2014\u2013\u2012\u2015\u2190\u2192]|<-+|-+>|\s-+|(?<=\S)-+\s|"
    r"[\u2580-\u25ff\u2605\u2606]+|(?<=\S)\s+\d{1,2}(?=\s+\S)"
)  # arrows ("Ivo <--LYNCH"), glyph bars ("Ivo \u25c9\u25ce\u25ceJuno"), a bare total between
# wagon and voters ("Ivo    2  Juno, Lark")
_HEAD_WORDS = re.compile(r"^(?:voting|votes?\s+(?:for|on)|for|on)\s+", re.I)  # "2 votes for Ivo"
_WAGON_MARK = re.compile(r"[:(\[\]\u2014\u2013]|\s-|(?<!\w)\d")  # "Ivo (2) - Juno", not "Ivo, Juno"
_L_MARK = re.compile(r"\bL\s*-\s*\d+", re.I)
_NOTE_AFTER = re.compile(r"^(.*\S)\s+(\S+)$")
_BULLET = re.compile(r"^[\s*\u2022\u00b7>~+-]+")
_LIST_MARK = re.compile(r"^(?:\d{1,2}|[a-z])[.)]\s+", re.I)  # "12. Juno (1): Ivo", "x. No Lynch"
_NOT_VOTING = re.compile(
    r"^\W*(?:\d{1,2}(?=\W*\s)\W*)?(not\s*voting|non[\s-]?voting|non[\s-]?voters?|no\s+votes?\b|not\s+voted|"
    r"has\s*n[o']t\s+voted|have\s*n[o']t\s+voted|yet\s+to\s+vote|unvoted|abstaining)",
    re.I,
)
# a count that says nobody has voted: "no votes placed", "No votes yet."
_NO_VOTES_YET = re.compile(
    r"^\W*(?:there\s+are\s+)?no\s+votes?\s+(?:have\s+been\s+|were\s+|are\s+)?"
    r"(?:placed|cast|yet|so\s+far|in)\b[\s\w]*+\W*$",
    re.I,
)
# a count's heading line: "Votecount:", "Vote Count 2.3", "Official vote tally", "VC 1.4"
_HEADING = re.compile(
    r"^\W*(?:day\s*\d+\s+)?(?:(?:official|current|updated|final)\s+)?"
    r"(?:vote\s*-?\s*(?:count|tally)|votals|vc)"
    r"(?:\s*(?:\d+(?:\.\d+)*(?![\d.])|#\s*\d+(?!\d)|(?:for\s+)?day\s*\d+(?!\d)))*\W*$",
    re.I,
)  # "Day 1 Vote Count 2.02", "Votecount:", "VC #3" (not "Vote count as of post 8.")
_EVERYONE = re.compile(r"\b(?:every(?:one|body)|all)\b", re.I)  # "Not voting: everyone"
_ZERO = re.compile(r"(?<![\w/.#@-])0(?:\s*/\s*\d+)?(?![\w/.])")  # "Ivo (0)", "0 Ivo", "Ivo 0/4"
_NOT_VOTING_TAIL = re.compile(r"[-:]?\s*(?:are|is)?\s*not\s+(?:yet\s+)?voting\W*$", re.I)
_WAGON_HEADERS = ("nominee", "nominatee", "wagon", "player", "target", "candidate", "lynchee")
_VOTER_HEADERS = ("voted by", "voters", "votes from", "voted")
_VOTE_WORD = re.compile(r"vot", re.I)
_BBCODE = re.compile(r"\[/?(?:b|i|u|s|color|size|font)(?:=[^\]]*)?\]", re.I)  # left unrendered
# a wagon's status written after its voters: no voter ("(LYNCH)" is not BulletNLynchproof)
_STATUS_WORDS = frozenset(
    {"lynch", "lynched", "hammer", "hammered", "executed", "eliminated", "elimination", "dead"}
)
_STATUS_PHRASE = _STATUS_WORDS | {"achieved", "reached"}
_EXACT_STEPS = frozenset({Step.USERNAME, Step.DISPLAY_NAME, Step.ALIAS, Step.NORMALISED})
_COUNT_ENDS = re.compile(
    r"\bwith\s+(?:\d+|[a-z]+)\s+(?:players?\s+)?(?:alive|living|left|remaining)\b|"
    r"\bit\s+takes\s+\d+|\bmajority\s+(?:is|of)\b|\d+\s+(?:votes?\s+)?(?:are\s+)?needed\b|"
    r"^\W*mod(?:erator)?'?s?\s+notes?\b",  # "Mod Notes: X, Y and Z must ..." is no wagon
    re.I,
)


@dataclass(frozen=True)
class HostWagon:
    """One wagon as the host wrote it: ``target`` and ``voters`` are player ids."""

    target: str  # a username or NO_ELIMINATION
    written: str  # the line as written (for the report)
    voters: tuple[str, ...]
    total: int | None  # the number the host wrote, if any
    unresolved: tuple[str, ...] = ()  # pieces that named nobody


@dataclass(frozen=True)
class HostCount:
    wagons: tuple[HostWagon, ...]
    not_voting: tuple[str, ...] | None  # None when the host wrote no "Not voting" line

    def voters_of(self, target: str) -> tuple[str, ...]:
        return next((w.voters for w in self.wagons if w.target == target), ())


def read_host_count(html: str, roster: Roster) -> HostCount | None:
    """The wagons of the hand-written count in ``html``, or None when there is none."""
    every = _from_heading(count_lines_of(html, spoilers=True))
    own = _from_heading(count_lines_of(html))
    if not any(_VOTE_WORD.search(line.text) for line in every):
        return _self_evident(own, roster)
    found = _read_lines(own, roster)
    if found is not None or any(_not_voting(line.text, roster) is not None for line in own):
        return found  # a count with no wagon ("Not voting: everyone") is no cue for spoilers
    return _read_lines(every, roster)


def _from_heading(lines: list[CountLine]) -> list[CountLine]:
    """The lines from the count's own heading on ("Votecount:", "Vote Count 2.3"), when a
    line is one: what comes before it (a player list with "Ivo -> Juno" replacements, a
    story) holds no wagon."""
    at = next((i for i, line in enumerate(lines) if _HEADING.match(line.text)), 0)
    return lines[at:]


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


def _read_lines(lines: list[CountLine], roster: Roster) -> HostCount | None:
    wagons: list[HostWagon] = []
    not_voting: list[str] | None = None
    columns: tuple[int, int] | None = None
    # a bare "Not voting" header, or its list ending in a comma: names on the next line
    names_follow = False
    empty_marks = 0  # lines saying nobody votes: "Ivo (0)", "Not voting: everyone"
    struck_counted: list[tuple[int, HostWagon]] = []  # (wagon index, with struck voters)
    for line, with_struck in lines:
        if wagons and _COUNT_ENDS.search(line):
            break  # "With 13 alive, it takes 7": what follows is notes, history, spoilers
        cells = [c.strip() for c in line.split("|")] if "|" in line else []
        header = _table_header(cells)
        if header is not None:
            columns = header
            continue
        nv = None if cells else _not_voting(line, roster)
        if names_follow and nv is None:
            names_follow = False  # the header's names, unless the line is a wagon
            wagon_like = _WAGON_MARK.search(line) and read_wagon_line(line, roster)
            listed = () if wagon_like else _names(line, roster)
            if not listed and _EVERYONE.fullmatch(line.strip(" .*!")):
                empty_marks += 2  # "Not voting:" above "Everyone"
                continue
            if listed:
                not_voting = (not_voting or []) + list(listed)
                empty_marks += 2 if len(listed) >= 2 else 0
                names_follow = line.rstrip().endswith(",")  # the list goes on
                continue
        if nv is not None:
            not_voting = (not_voting or []) + list(nv)
            names_follow = not nv or line.rstrip().endswith(",")
            everyone = len(nv) >= 2 or _EVERYONE.search(line) or _NO_VOTES_YET.match(line)
            empty_marks += 2 if everyone else 0
            continue
        if _zero_wagon(line, roster):
            empty_marks += 1
            continue
        if columns is not None and len(cells) > max(columns):
            wagon = _table_row(line, cells, columns, roster)
        else:
            wagon = read_wagon_line(line, roster)
            if with_struck is not None:
                alternative = _struck_counted(wagon, with_struck, roster)
                if alternative is not None:
                    struck_counted.append((len(wagons), alternative))
                    wagon = wagon or HostWagon(alternative.target, line, (), None)
        if wagon is not None:
            wagons.append(wagon)
    for at, alternative in struck_counted:  # a struck name standing on another wagon moved
        elsewhere = {v for k, w in enumerate(wagons) if k != at for v in w.voters}
        if not elsewhere & (set(alternative.voters) - set(wagons[at].voters)):
            wagons[at] = alternative
    wagons = [w for w in wagons if w.voters]
    if not wagons and empty_marks < 2:
        return None
    return HostCount(_merged(wagons), tuple(not_voting) if not_voting is not None else None)


def read_wagon_line(line: str, roster: Roster) -> HostWagon | None:
    """One line such as ``Bramble (2): Juno, Ivo`` as a wagon, or None."""
    text = _LIST_MARK.sub("", _BULLET.sub("", _BBCODE.sub("", line)).strip())
    total = _total(text)
    pieces = [p.strip() for p in _cut(text, roster)]
    pieces = [p for p in (_NUMBER.sub(" ", p).strip(" .*-") for p in pieces) if p]
    pieces = [p for p in pieces if not _status(p)]  # "[LYNCH] Ivo - Juno, Lark"
    if pieces and _resolve(pieces[0], roster) is None:
        pieces[0] = _HEAD_WORDS.sub("", pieces[0])  # "Voting Ivo", "for Ivo"
    if pieces and "/" in pieces[0] and _resolve(pieces[0], roster) is None:
        # "Ivo / Lark (1) - Juno": a slot and its replacement name the wagon
        named = [w for w in pieces[0].split("/") if _resolve(w, roster) is not None]
        pieces[0] = named[0] if named else pieces[0]
    if pieces and _resolve(pieces[0], roster) is None:
        pieces = _dash_split(pieces[0], roster) + pieces[1:]
    if len(pieces) < 2:
        return None
    target = _resolve(pieces[0], roster)
    if target is None:
        return None
    return _wagon(target, text, pieces[1:], total, roster)


def _zero_wagon(line: str, roster: Roster) -> bool:
    """``Ivo (0)``, ``0 Ivo``, ``Ivo 0/4 (L-4)``, ``Ivo (L-6):``: a player no one votes for."""
    text = _LIST_MARK.sub("", _BULLET.sub("", _BBCODE.sub("", line)).strip())
    m = _ZERO.search(text)
    if m is not None:
        rest = f"{text[: m.start()]} {text[m.end() :]}"
    elif text.endswith(":"):  # "Ivo (L-6):" with no voter after it
        rest = _L_MARK.sub(" ", text[:-1])
    else:
        return False
    pieces = [p for p in (p.strip(" .*-") for p in _cut(rest, roster)) if p]
    return len(pieces) == 1 and _resolve(pieces[0], roster) is not None


def _struck_counted(wagon: HostWagon | None, with_struck: str, roster: Roster) -> HostWagon | None:
    """The wagon with its struck voters when the host's own total counts them: the line
    states a number and the unstruck voters fall short of it by exactly the struck names
    ("[s]Ivo[/s] (1): [s]Juno[/s]", a player being replaced), or None (struck voters
    moved away). The caller still drops it when a struck name stands on another wagon."""
    full = read_wagon_line(with_struck, roster)
    if full is None or full.total is None or len(full.voters) != full.total:
        return None
    kept = wagon.voters if wagon is not None else ()
    if wagon is not None and wagon.target != full.target:
        return None
    if len(kept) >= full.total or not set(kept) <= set(full.voters):
        return None
    return full


def _dash_split(piece: str, roster: Roster) -> list[str]:
    """``Juno-Ivo``: a wagon and its first voter joined by a bare dash (names may hold
    dashes, so only where the left side is exactly a player's name and the right names one)."""
    for m in re.finditer("-", piece):
        left, right = piece[: m.start()].strip(), piece[m.end() :].strip()
        if left and right and _exact(left, roster) is not None and _resolve_list(right, roster):
            return [left, right]
    return [piece]


def _wagon(
    target: str, text: str, pieces: list[str], total: int | None, roster: Roster
) -> HostWagon | None:
    voters: list[str] = []
    unknown: list[str] = []
    for piece in pieces:
        if _status(piece) or piece.strip("#").isdigit():  # "Juno (104)": a post number
            continue
        players = _resolve_list(piece, roster)
        if not players and ". " in piece:  # "Juno. LYNCHED.": a note after the last voter
            players = _resolve_list(piece.split(". ", 1)[0], roster)
        if not players or NO_ELIMINATION in players:
            unknown.append(piece)
        voters += [p for p in players if p != NO_ELIMINATION and p not in voters]
    if not voters or len(unknown) > len(voters):
        return None
    return HostWagon(target, text, tuple(voters), total, tuple(unknown))


def _status(piece: str) -> bool:
    """A status word or words ("LYNCH", "[LYNCH ACHIEVED]", "hammer reached")."""
    words = piece.strip(" .*!?'\"").casefold().split()
    return bool(words) and words[0] in _STATUS_WORDS and set(words) <= _STATUS_PHRASE


def _not_voting(line: str, roster: Roster) -> tuple[str, ...] | None:
    text = _BULLET.sub("", line).strip()
    m = _NOT_VOTING.match(text)
    if m is not None:
        return _names(text[m.end() :], roster)
    tail = _NOT_VOTING_TAIL.search(text)  # "Juno, Ivo - are not voting"
    return None if tail is None else _names(text[: tail.start()], roster)


def _names(text: str, roster: Roster) -> tuple[str, ...]:
    """The players named in a list such as ``(3) Juno, Ivo, Kestrel``."""
    pieces = [_NUMBER.sub(" ", p).strip(" .*-") for p in _cut(text, roster)]
    found = [player for p in pieces if p for player in _resolve_list(p, roster)]
    return tuple(p for p in found if p != NO_ELIMINATION)


def _table_header(cells: list[str]) -> tuple[int, int] | None:
    """(wagon column, voters column) when ``cells`` is a table's header row."""
    low = [c.casefold() for c in cells]
    voters = next((i for i, c in enumerate(low) if any(h in c for h in _VOTER_HEADERS)), None)
    wagon = next(
        (i for i, c in enumerate(low) if i != voters and any(h in c for h in _WAGON_HEADERS)),
        None,
    )
    if voters is None or wagon is None:
        return None
    return wagon, voters


def _table_row(
    line: str, cells: list[str], columns: tuple[int, int], roster: Roster
) -> HostWagon | None:
    wagon_col, voters_col = columns
    target = _resolve(cells[wagon_col], roster)
    if target is None:
        return None
    pieces = [p.strip() for p in _cut(cells[voters_col], roster)]
    pieces = [p for p in pieces if p and not p.isdigit()]
    total = next((int(c) for c in cells if c.isdigit()), None)
    return _wagon(target, line, pieces, total, roster) if pieces else None


def _cut(text: str, roster: Roster) -> list[str]:
    """``text`` cut at the separators once its count marks are taken out, never inside a
    player's name (``_guarded``)."""
    return _SEPARATORS.split(_COUNT_MARK.sub(" ", _guarded(text, roster)))


def _guarded(text: str, roster: Roster) -> str:
    """``text`` with each player name that holds a separator or a count mark ("hp[leaves]",
    "-Grey-", "Jake (Ivo)") written without its punctuation ("hpleaves"), which still
    resolves to that player, so the line is not cut inside the name."""
    guard = _guards(roster)
    if guard is None:
        return text
    pattern, plain = guard
    return pattern.sub(lambda m: plain[m.group(0).casefold()], text)


@lru_cache(maxsize=32)
def _guards(roster: Roster) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """One pattern for the roster's names to guard, and each one's plain form (folded)."""
    names = {n for p in roster.players for n in (p.username, p.display_name, *p.aliases) if n}
    plain = {n: re.sub(r"[^\w\s]+", "", n).strip() for n in names}
    folded = [v.casefold() for v in plain.values()]
    guarded = {
        name.casefold(): plain[name]
        for name in names
        if plain[name] != name
        and plain[name]
        and folded.count(plain[name].casefold()) == 1  # no other name's plain form
        and (_SEPARATORS.search(name) or _COUNT_MARK.search(name))
    }
    if not guarded:
        return None
    longest_first = sorted(guarded, key=len, reverse=True)  # "Ivo (2)" before "Ivo"
    alternatives = "|".join(re.escape(n) for n in longest_first)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.I), guarded


def _resolve(text: str, roster: Roster) -> str | None:
    text = text.strip(" .*!?'\"")
    if not text or len(text) > 40:
        return None
    res = roster.resolve(text)
    if res.ok:
        return res.player
    m = _NOTE_AFTER.match(text)  # "Juno 377" (a post number), "Juno LYNCH"
    if m is not None and len(m.group(1)) > 3 and (m.group(2).isdigit() or _status(m.group(2))):
        return _resolve(m.group(1), roster)
    return None


def _resolve_list(text: str, roster: Roster) -> list[str]:
    """The players one piece names: itself, or names written with only spaces between
    them (``Wake88 (2): Juno Ivo``) when every word belongs to one of them."""
    whole = _resolve(text, roster)
    if whole is not None:
        return [whole]
    words = text.split()
    found: list[str] = []
    start = 0
    while start < len(words):
        for end in range(len(words), start, -1):  # the longest run of words that is a name
            player = _exact(" ".join(words[start:end]), roster)
            if player is not None:
                found.append(player)
                start = end
                break
        else:
            return []
    return found if len(found) > 1 else []


def _exact(text: str, roster: Roster) -> str | None:
    """The player whose name or alias ``text`` is (folded), never a fuzzy guess."""
    res = roster.resolve(text.strip(" .*!?'\""))
    if not res.ok or res.player == NO_ELIMINATION or res.step not in _EXACT_STEPS:
        return None
    return res.player


def _total(text: str) -> int | None:
    text = _L_MARK.sub(" ", text)  # "Ivo (L - 6)" states no total
    m = re.search(r"\((\d{1,2})\)|\[(\d{1,2})\]|\s-\s*(\d{1,2})\b|\b(\d{1,2})\s*/\s*\d+", text)
    if m is None:
        return None
    return int(next(g for g in m.groups() if g is not None))


def _merged(wagons: list[HostWagon]) -> tuple[HostWagon, ...]:
    """A wagon listed twice (a count in the post and a copy in a spoiler): the first."""
    seen: dict[str, HostWagon] = {}
    for w in wagons:
        seen.setdefault(w.target, w)
    return tuple(seen.values())
