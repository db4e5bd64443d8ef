"""One line of a count as a wagon: ``Bramble (2): Juno, Ivo`` (wagon first) or
``Juno, Ivo -> Bramble`` / ``Juno is voting Bramble`` (voters first)."""

from __future__ import annotations

import itertools
import re

from votecount.parser.hostcount.history import WITHDRAWN, WITHDRAWS, step, without_history
from votecount.parser.hostcount.model import HostWagon
from votecount.parser.hostcount.pieces import (
    ARROW,
    HAMMER_BEFORE,
    NUMBER_WORD,
    all_names,
    bare,
    cut,
    dash_split,
    digits_voter,
    exact,
    first_separator,
    parts,
    resolve,
    resolve_list,
    status,
    status_opened,
    total,
    unnumbered,
    votes_apart,
    weight_extra,
)
from votecount.parser.hostcount.rewrite import pointed_back, without_late, without_left
from votecount.parser.model import NO_ELIMINATION
from votecount.parser.names.players import Roster

HEAD_WORDS = re.compile(
    r"^(?:voting(?:\s+(?:for|on))?|voted\s+(?:for|on)|(?:(?:lynch|elimination)\s+)?votes?\s+(?:for|on|to)|"
    r"for|on|"
    r"(?:votos|voti|stimmen|voix)\s+(?:em|en|para|contra|a|de|per|su|f(?:\u00fc|ue?)r|gegen|pour|contre)|"
    r"lynch|eliminate|execute|exile|against|wagon\s+(?:of|on))\s+",
    re.I,
)  # "2 votes for Ivo", "Votes to Ivo:", "Votos em Ivo:", "Lynch Ivo (2):", "Stimmen f\u00fcr Ivo:", "Voix contre Ivo:"
# "Lynch votes on Ivo (2):", "Votos de Ivo (2):", "Voti per Ivo:", "Voted for Ivo:"
_HEAD_TAIL = re.compile(
    r"(?:\s+(?:has|is\s+at|is\s+on|at|on|with|leads?(?:\s+with)?)"
    rf"(?:\s+{NUMBER_WORD})?|(?:'s)?\s+(?:wagon|voters)|\s+[\"\u201c][^\"\u201d]{{1,30}}[\"\u201d])$",
    re.I,
)  # "Ivo has 2 votes", "Ivo is at 2", "Ivo's wagon (2)", "Ivo leads with two votes", "Ivo
# has one", "Lark on 1 (Ember)", "Ivo's voters:" (not "Juno's votes:", the votes Juno cast), a nickname in
# quotes 'Ivo "the Bold" (2)'
# the words before a wagon's voters in prose: "Ivo has 2 votes, from Juno and Lark", "Ivo,
# with votes from Juno", "Ivo: by Juno"
_VOTER_LEAD = re.compile(
    rf"^\s*(?:with\s+)?(?:(?:{NUMBER_WORD}|\d+)\s+)?(?:votes?\s+)?(?:from|(?:voted\s+)?by)\s+",
    re.I,
)  # (a count mark "a vote" is taken out before: "with  from Juno")
# a wagon's total in words before its voters with no comma: "Ivo has 2 votes from Juno"
_VOTES_FROM = re.compile(
    rf"(\b(?:has|have)\s+(?:\d{{1,2}}|{NUMBER_WORD})\s+votes?)(?=\s+(?:from|by)\s)", re.I
)
# a voter's own move in brackets after the name: "Juno (Lark -> Ivo)"
_MOVE_NOTE = re.compile(rf"\s*\((?=[^()]{{0,80}}?{ARROW})[^()]{{1,80}}\)")
# a line that lists the dead, not a wagon: "Dead: Juno, Ivo", "Deceased (2): Juno, Ivo" (not
# "LYNCHED: Ivo (7) - Juno, Lark"; nor "Dead (1): Lark", a total after a player named Dead)
LIST_LABEL = re.compile(
    r"^\W*(dead|deceased|graveyard|alive|living|players?)\s*(\(\d+\)\s*)?:", re.I
)
# voters first: "Juno, Ivo -> Ivo", "Juno => Ivo", "Juno \u2192 Ivo", "Juno is voting Ivo"
_POINTS_TO = re.compile(
    rf"\s*{ARROW}\s*|"
    r"\s+(?:(?:is|are|has|have)\s+)?(?:voting|votes|voted)(?:\s+(?:for|on))?\s+"
    r"(?![(\[]?\d{1,2}[)\]]?\s*:)",  # not a label: "Ivo \u2014 votes (1): Juno"
    re.I,
)
_ARROW = re.compile(ARROW)
_STEPS = re.compile(
    rf"{ARROW}|\s>\s"
)  # a voter's moves: "Ivo: Lark -> Bramble", "Ivo: Lark > Bramble"
_TOTAL_FIRST = re.compile(r"\s*[(\[]?\d{1,2}\b(?![.:]\d)")  # a total right after the arrow
_TOTAL_AFTER_COMMA = re.compile(
    rf"^[^,]+,\s*(?:(?:{NUMBER_WORD}|\d{{1,2}})\s+votes?|\d{{1,2}})\s*[:\-\u2013\u2014]", re.I
)  # "Ivo, two votes: Juno, Lark", "Ivo, 2: Juno, Lark"
# marks, emoji or a bracketed total alone before the colon (not "#1: Ivo", "12:04 Juno")
_NO_HEAD = re.compile(r"^[\W_]*(?:[(\[]\d{1,2}[)\]][\W_]*)?:(?!\d)")
_TOTAL_OPENS = re.compile(r"^\W*[(\[]\d{1,2}[)\]]\s*(?=\w)")  # "(2) Juno, Ivo"
# a voter's vote written with its word: "Juno: voting Ivo", "Juno: VOTE: Ivo" (a vote tag
# copied), "Juno (voting Ivo)": read as "Juno -> Ivo" (not "Ivo (voted by Juno, Lark)" nor
# "Ivo (votes from Juno)": the wagon first, its voters in the brackets), one vote only (not
# Juno's history "Juno: VOTE: Ivo, UNVOTE, VOTE: Lark")
_VOTER_COLON = re.compile(
    r"^([^:]{1,60}?)\s*:\s*(?:vote\s*:|voting(?:\s+(?:for|on))?\s)\s*(?![^\n]*\b(?:unvote\b|vote\s*:))",
    re.I,
)
_VOTING_NOTE = re.compile(
    r"^([^()]{1,60}?)\s*\(\s*(?:voting|votes|voted)(?:\s+(?:for|on))?\s+(?!(?:by|from)\b)"
    r"([^()]{1,60})\)\W*$",
    re.I,
)
_VOTED_BY = re.compile(
    r",?\s+(?:is\s+|are\s+)?(?:being\s+)?voted\s+(?:on\s+)?by\s*:?\s+", re.I
)  # "Ivo is voted by Juno", "Ivo, voted by: Juno"


# where a line holding several wagons is cut: "Ivo (2): Juno; Lark (1): Ember", "... |
# ...", "Votes on Ivo: Juno. Votes on Lark: Ember.", "Ivo has two (Juno) and Lark has one",
# "Ivo (Juno, Lark), Ember (Wren)", "Ivo (2): Juno \u00b7 Lark (1): Ember"
_WAGONS_APART = re.compile(
    r"\s*(?:;|\||(?<=\s)[\u00b7\u2022](?=\s))\s*|(?<=\w)\.\s+|(?<=\))\s*(?:,?\s+and\s+|,\s*)|"
    # "Ivo (2): Juno, Lark \u2014 Ember (1): Wren", "... // Ember (1): Wren": a dash or a
    # double slash after a voter, before a name and its bracketed total
    r"(?<=\w)\s+(?:[\u2014\u2013]|//)\s+(?=[^:\u2014\u2013]{1,40}?[(\[]\s*\d{1,2}\s*[)\]])",
    re.I,
)
# a day's outcome, not a count: "Lynched: Ivo (voted by Juno, Lark)" with no count heading
STATUS_LABEL = re.compile(
    r"^\W*(?:lynched|eliminated|executed|killed|(?:night|day)\s*kill(?:ed)?)\s*:", re.I
)


# the majority or the living after a line's wagons: "with 5 to lynch", "9 alive" (not a
# last wagon with no brackets the majority ends: "Wren77 - Quill-Tide, 4 to lynch")
_LIVING_TAIL = re.compile(
    r"^\W*(?:with\s+)?(?:(?!\s[-\u2013\u2014]\s)[^()\[\]:]){0,30}?"
    r"\b(?:alive|living|majority|to\s+(?:lynch|elim\w*|execute))\b[^()\[\]]{0,20}$",
    re.I,
)
_BRACKETED = re.compile(r"^[^()]*\([^()]*\)\s*\.?\s*$")  # "Ivo (Juno, Lark)": its voters bracketed
_MOST_WAGONS = 30
_WORD = 40  # characters of the words either side of a cut
_WORD_BEFORE = re.compile(r"\w*$")
_WORD_AFTER = re.compile(r"\w*")


def wagons_of(line: str, roster: Roster) -> list[str]:
    """``line`` cut into the wagon lines it holds when it holds several, each of them a
    wagon on its own ("Ivo (2): Juno, Lark; Ember (1): Wren"), or ``[line]``. A line of
    one wagon whose voters a ``;`` or ``and`` divides is never cut: its pieces after the
    first would name no wagon."""
    if (votes := votes_apart(line, roster)) is not None:
        return votes  # "Juno -> Ivo, Lark -> Ivo, Ember -> Bramble": one vote a piece
    cuts = list(itertools.islice(_WAGONS_APART.finditer(line), _MOST_WAGONS))
    if not cuts or len(cuts) >= _MOST_WAGONS:
        return [line]  # one wagon, or a wall of text
    names = all_names(roster)
    pieces, at = [], 0
    for m in cuts:  # the words either side of the cut (a name is never longer)
        before = _WORD_BEFORE.search(line, max(0, m.start() - _WORD), m.start())
        after = _WORD_AFTER.match(line, m.end(), m.end() + _WORD)
        joined = f"{before[0] if before else ''}{m[0]}{after[0] if after else ''}"
        if any(joined.casefold() in n for n in names):
            continue  # inside a name: "Mr. Pebble", "Salt and Pepper"
        pieces.append(line[at : m.start()])
        at = m.end()
    pieces = [p for p in [*pieces, line[at:]] if p.strip()]
    if len(pieces) > 2 and _LIVING_TAIL.match(pieces[-1]):
        pieces = pieces[:-1]  # "..., Lark at 1 (Ember), with 5 to lynch": no wagon
    if len(pieces) < 2:
        return [line]
    if any(m[0].strip() == "," for m in cuts) and not all(_BRACKETED.match(p) for p in pieces):
        return [line]  # "Juno (193), Lil Uzi (256) / Wren": voters and their posts
    read = [wagon_line(p, roster)[0] for p in pieces]
    if all(w is not None and not w.unresolved for w in read):
        return pieces
    return [line]


def read_wagon_line(line: str, roster: Roster) -> HostWagon | None:
    """One line such as ``Bramble (2): Juno, Ivo`` as a wagon, or None."""
    return wagon_line(line, roster)[0]


def wagon_line(line: str, roster: Roster) -> tuple[HostWagon | None, bool]:
    """The line's wagon and whether it was written voters first (``Juno -> Ivo``); the
    voters marked "-Wren" as gone or "(late)", or taken back later, are left out unless the
    line's total counts them."""
    text = without_history(bared := bare(line, roster))
    read = _wagon_line(kept := without_left(without_late(text), roster), roster)
    full = without_history(bared, taken_back=False)
    if kept != full and (read[0] is None or read[0].total not in (None, read[0].votes)):
        whole = _wagon_line(full, roster)  # "Ivo (3): Juno,-Lark,-Ember": dashes, no marks
        return whole if whole[0] is not None and whole[0].total == whole[0].votes else read
    return read


def _wagon_line(text: str, roster: Roster) -> tuple[HostWagon | None, bool]:
    text = _VOTED_BY.sub(": ", text)
    text = _VOTING_NOTE.sub(r"\1 -> \2", _VOTER_COLON.sub(r"\1 -> ", text, count=1))
    text = pointed_back(text, roster)  # "Ivo <- Juno": "Juno -> Ivo"
    label = LIST_LABEL.match(text)
    if label and total(text[label.end() :]) is None and not (label[2] and exact(label[1], roster)):
        return None, False
    if ":" in text:  # the voter's own moves after the voters, never the wagon's
        head, colon, voters = text.partition(":")
        text = head + colon + _MOVE_NOTE.sub("", voters)
    first = _moved(text, roster) or _voters_first(text, roster)
    if first is not None:
        return first, True
    return _wagon_first(text, roster), False


def _wagon_first(text: str, roster: Roster) -> HostWagon | None:
    no_head = _NO_HEAD.match(text)
    if no_head and first_separator(text[no_head.end() :], roster) in ("", ","):
        return None  # "(2): Juno, Ivo", "\U0001f634 (2): Juno": no wagon named before the colon
    # (not "[2]: Bramble - Juno, Ivo": the total, then a wagon line of its own)
    text = _VOTES_FROM.sub(r"\1,", text)  # "Ivo has 2 votes from Juno": as "..., from Juno"
    stated = total(text)
    pieces = [p.strip() for p in cut(text, roster)]
    pieces = [p for p in (unnumbered(p, roster) for p in pieces) if p]
    pieces = [p for p in pieces if not status(p, roster, text)]  # "[LYNCH] Ivo - Juno, Lark"
    if pieces and resolve(pieces[0], roster) is None and not _ARROW.search(text.split(":")[0]):
        pieces[0] = status_opened(pieces[0], roster)  # "HAMMERED! Ivo (2): Juno" (then a
        # list of names stays one: "Dead Ivo, Juno"; not "LYNCHED Ivo, Juno -> Lark")
    led = _VOTER_LEAD.sub("", pieces[1]) if len(pieces) > 1 else ""
    if len(pieces) > 1 and led != pieces[1]:  # "Ivo, with votes from Juno": prose
        pieces = [pieces[0], led, *pieces[2:]]
    elif _names_and_commas(text, pieces, stated, roster):
        return None  # "Ivo, Juno, Lark": a list of names, or a wagon and its voters?
    if pieces and resolve(pieces[0], roster) is None:  # "Voting Ivo", "for Ivo"
        pieces[0] = _HEAD_TAIL.sub("", HEAD_WORDS.sub("", pieces[0]))
    if pieces and "/" in pieces[0] and resolve(pieces[0], roster) is None:
        # "Ivo / Lark (1) - Juno": a slot and its replacement name the wagon
        named = [w for w in pieces[0].split("/") if resolve(w, roster) is not None]
        pieces[0] = named[0] if named else pieces[0]
    if pieces and resolve(pieces[0], roster) is None:
        pieces = dash_split(pieces[0], roster) + pieces[1:]
    if len(pieces) < 2:
        return None
    target = resolve(pieces[0], roster)
    if target is None:
        return None
    if len(pieces) > 2 and _named_twice(text, pieces, target, roster):
        pieces = pieces[:1] + pieces[2:]
    return wagon(target, text, pieces[1:], stated, roster)


def _named_twice(text: str, pieces: list[str], target: str, roster: Roster) -> bool:
    """``Lark [Ivo] (2): Juno``: the wagon's other name (a replaced player's) written in
    brackets before the line's colon, not a vote for oneself after it."""
    head = text.partition(":")[0] if ":" in text else ""
    return resolve(pieces[1], roster) == target and pieces[1] in head.replace(pieces[0], "", 1)


def _names_and_commas(text: str, pieces: list[str], stated: int | None, roster: Roster) -> bool:
    """A line of names cut only by commas from the first on, with no total or with the
    total first ("(2) Juno, Ivo"): nothing tells a wagon and its voters from a list of
    players (a block's name above it names its wagon, ``blocks``)."""
    opens = _TOTAL_OPENS.match(text)  # "(2) Juno, Ivo": a total, then names and commas
    rest = text[opens.end() :] if opens else text
    if not pieces or stated is not None and not opens or first_separator(rest, roster) != ",":
        return False
    if _TOTAL_AFTER_COMMA.match(text):
        return False  # "Ivo, two votes: Juno, Lark": the total, then the voters
    return resolve(pieces[0], roster) is not None


def _voters_first(text: str, roster: Roster) -> HostWagon | None:
    """``Juno, Ivo -> Bramble (2)``, ``Juno is voting Bramble``: the voters, then an
    arrow or a verb pointing to the wagon, which is one player and no more (an arrow
    after a wagon's voters, "Ivo (2): Juno --> hammered", is no such line)."""
    sides = _POINTS_TO.split(text)
    if len(sides) != 2:
        return None
    left, right = sides
    if _TOTAL_FIRST.match(right) and exact(cut(right, roster)[0], roster) is None:
        return None  # "Ivo => 1 (Juno)": the wagon, its total and its voters (not a
        # player whose name opens with a number: "Juno -> 9 Lives")
    voters = parts(left, roster)
    counted = len([v for p in voters for v in resolve_list(p, roster)])
    if ":" in left or total(left) not in (None, counted) or total(left) and counted < 2:
        return None  # "Ivo (2) -> Juno": the wagon and its total come first (not "Juno
        # and Lark (2) -> Ivo": two voters whom the total counts)
    heads = parts(right, roster)
    if len(heads) != 1 or not voters:
        return None
    target = resolve(heads[0], roster)
    if _ARROW.search(text) is None and exact(heads[0], roster) != target != NO_ELIMINATION:
        return None  # a verb points only to a name written out: not "Juno voted Ivo at #12"
    if target is None:
        return None
    found = wagon(target, text, voters, total(right), roster)
    return found if found is not None and not found.unresolved else None


def _moved(text: str, roster: Roster) -> HostWagon | None:
    """``Ivo: Lark -> Bramble`` (or "Lark > Bramble"): one voter, then the votes they moved
    through, the last their vote now (a voter's history, not a wagon of two voters); an
    unvote among them is a step too ("Ivo: Lark -> unvote -> Bramble")."""
    head, colon, rest = text.partition(":")
    steps = _STEPS.split(rest) if colon and total(head) is None else []
    if len(steps) < 2:
        return None
    voter = exact(head, roster)
    steps = [step(s) for s in steps]  # "Ivo (#12) -> unvote (#30) -> Bramble"
    steps = [s for s in steps[:-1] if not WITHDRAWN.fullmatch(s)] + steps[-1:]
    targets = [resolve(s, roster) for s in steps]
    if voter is None or targets[-1] is None or not all(targets):
        return None
    return HostWagon(targets[-1], text, (voter,), None)


def struck_counted(wagon: HostWagon | None, with_struck: str, roster: Roster) -> HostWagon | None:
    """The wagon with its struck voters when the host's own total counts them: the line
    states a number and the unstruck voters fall short of it by exactly the struck names
    ("[s]Ivo[/s] (1): [s]Juno[/s]", a player being replaced), or None (struck voters
    moved away). The caller still drops it when a struck name stands on another wagon."""
    full = read_wagon_line(with_struck, roster)
    if full is None or full.total is None or full.votes != full.total:
        return None  # (weights counted: "Ivo (3): Juno [x2], [s]Lark[/s], Ivo" drops Lark)
    kept = wagon.voters if wagon is not None else ()
    if wagon is not None and wagon.target != full.target:
        return None
    if (wagon.votes if wagon else 0) >= full.total or not set(kept) <= set(full.voters):
        return None
    return full


def wagon(
    target: str, text: str, pieces: list[str], stated: int | None, roster: Roster
) -> HostWagon | None:
    """The wagon on ``target`` of the voters ``pieces`` name, or None when none does or
    unknown pieces outnumber the voters."""
    voters: list[str] = []
    unknown: list[str] = []
    for piece in pieces:
        if (
            status(piece, roster, text)
            or piece.strip("#").isdigit()
            and not digits_voter(piece, text, roster)
        ):
            continue  # "Juno (104)": a post number (not a player named "42")
        gone = WITHDRAWS.match(piece)  # "Juno (#12), Lark (#15), Lark unvoted (#20)"
        withdrawn = resolve(gone[1], roster) if gone is not None else None
        if withdrawn is not None and withdrawn in voters:
            voters.remove(withdrawn)
            continue
        players = resolve_list(piece, roster)
        hammer = HAMMER_BEFORE.match(piece) if not players else None
        if hammer is not None:  # "Juno, Ivo, HAMMER Lark", "hammered by Lark"
            if ":" in text and text.find(piece) < text.find(":"):
                continue  # a note in the head: "Ivo (3) HAMMERED by Lark: Juno, Lark"
            players = resolve_list(hammer[1], roster)
        if not players and ". " in piece:  # "Juno. LYNCHED.": a note after the last voter
            players = resolve_list(piece.split(". ", 1)[0], roster)
        if not players or NO_ELIMINATION in players:
            unknown.append(piece)
        voters += [p for p in players if p != NO_ELIMINATION and p not in voters]
    named = [v for v in voters if status(v)]  # "Lark - hammer" beside a player Hammer: one
    if stated is not None and len(voters) == stated + 1 and len(named) == 1:  # over the total
        voters = [v for v in voters if v not in named]
    if not voters or len(unknown) > len(voters):
        return None
    extra = weight_extra(text) if stated is not None else 0
    return HostWagon(target, text, tuple(voters), stated, tuple(unknown), extra)
