"""Night PMs (spec/rules.md §6.1): when the host supplies the text of the night's private
messages (``[[events]]`` rows of kind ``pm``), kill targets written in red become
``NIGHT_KILL_VOTE`` actions and special targets (Reaper kill, Psion scry ...) written in
blue ``SPECIAL_TARGET`` actions. A villain collective kill vote is one per night.

The application layer hands the body as lines of coloured pieces (``HostRow.marks``:
text, "red"/"blue"/"", ignored reason); quoted, spoilered, code and struck pieces never
count. A line is read as: an optional action word, then its target. A kill word
(``kill``, ``nightkill``, ``nk``) wants its target in red (else ``KILL_NOT_RED``); any
other action word (``scry``, ``reap`` ...: ``SPECIAL_WORDS``) wants it in blue (else
``SPECIAL_NOT_BLUE``). Without a word, red is a kill and blue a special target. Night
actions are host-view only (``night_actions`` of the day before the night)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from votecount.tally.codes import Violation
from votecount.tally.declare import HostEventSpec, HostRow
from votecount.tally.events import Event
from votecount.tally.shapeshifters.actions import night_day
from votecount.tally.shapeshifters.codes import (
    KILL_NOT_RED,
    MULTIPLE_KILL_VOTES,
    NIGHT_ACTION_INVALID,
    NIGHT_DAY_READ_AS_NIGHT,
    SPECIAL_NOT_BLUE,
)
from votecount.tally.shapeshifters.ledger import ledger
from votecount.tally.shapeshifters.roles import GOOD
from votecount.tally.state import GameState

NIGHT_KILL_VOTE = "NIGHT_KILL_VOTE"
SPECIAL_TARGET = "SPECIAL_TARGET"
KILL_WORDS = ("kill", "kills", "nightkill", "nk")
SPECIAL_WORDS = ("scry", "scries", "reap", "reaps", "hypnotise", "hypnotize", "target",
                 "check", "investigate", "protect", "harvest", "void", "use", "special")  # fmt: skip
_WORD = re.compile(r"^\W*([a-z]+)\b\W*(.*)$", re.I | re.S)

Piece = tuple[str, str, str]  # text, colour, ignored reason ("" when it may count)


@dataclass(frozen=True, slots=True)
class NightPm(Event):
    """``pm``: the body of a night PM ``sender`` sent, as lines of coloured pieces.
    ``night`` holds the row's ``day``: the day after the PM's night (Night N: N+1; None
    for the night after the day open or last ended at the row's place)."""

    sender: str
    night: int | None
    lines: tuple[tuple[Piece, ...], ...]
    place: str = ""
    problem: str = ""  # what is wrong with the row itself (no text ...)


@dataclass(frozen=True)
class Found:
    """What one line of a PM asks for: ``kind`` NIGHT_KILL_VOTE or SPECIAL_TARGET, its
    target as written, the word (if any) and the colour the target is in."""

    kind: str
    target: str
    word: str
    colour: str
    line: int

    @property
    def ok(self) -> bool:
        return self.colour == ("red" if self.kind == NIGHT_KILL_VOTE else "blue")


def read_lines(lines: tuple[tuple[Piece, ...], ...]) -> list[Found]:
    """Every action a PM's lines ask for (pure; names not yet resolved)."""
    out = []
    for n, line in enumerate(lines, 1):
        pieces = [(t, c) for t, c, ignored in line if not ignored]
        found = _line(pieces, n)
        if found is not None:
            out.append(found)
    return out


def _line(pieces: list[tuple[str, str]], n: int) -> Found | None:
    text = "".join(t for t, _ in pieces)
    coloured = [(t.strip(), c) for t, c in pieces if c and t.strip()]
    m = _WORD.match(text)
    word = m.group(1).lower() if m else ""
    if word in KILL_WORDS or word in SPECIAL_WORDS:
        kind = NIGHT_KILL_VOTE if word in KILL_WORDS else SPECIAL_TARGET
        if coloured:
            target, colour = coloured[-1]
        else:
            target, colour = (m.group(2).strip(" .!:") if m else ""), ""
        return Found(kind, target, word, colour, n) if target else None
    if not coloured:
        return None
    target, colour = coloured[-1]
    kind = NIGHT_KILL_VOTE if colour == "red" else SPECIAL_TARGET
    return Found(kind, target, "", colour, n)


def night_of(state: GameState, event: NightPm) -> int:
    """The PM's night: the row's ``day`` minus one (``actions.night_day``: an old row whose
    ``day`` was the night's number is read so, where its place tells)."""
    return night_day(state, event.night, pm=True)[0] - 1


def _resolve(state: GameState, text: str) -> str | None:
    key = " ".join(text.split()).casefold().lstrip("@")
    for slot in state.slots.values():
        if slot.player.casefold() == key or slot.id.casefold() == key:
            return slot.id
    return None


def check_pm(state: GameState, event: NightPm) -> Violation | None:
    """A PM row that cannot be read at all: no text, no living sender."""
    where = f"{event.place}: " if event.place else ""
    slot = state.slot(event.sender) if event.sender else None
    why = event.problem
    if not why and slot is None:
        why = "pm needs its sender in player" if not event.sender else \
            f"{event.sender!r} is not a player"  # fmt: skip
    elif not why and slot is not None and not slot.alive:
        why = f"{slot.player} is dead: their night PM is ignored"
    if not why:
        why = _night_problem(state, event)
    if not why:
        return None
    return state.violation(NIGHT_ACTION_INVALID, event.ref, event.sender or None, where + why, "pm")


def _night_problem(state: GameState, event: NightPm) -> str:
    """Night N follows Day N: a night before Day 1 or after the row's place is refused."""
    day = state.day or state.last_day
    latest = day.number if day is not None else 0
    _, bad, _ = night_day(state, event.night, pm=True)
    if bad:
        return bad
    night = night_of(state, event)
    if night < 1:
        return (f"day = {night + 1} is the day after Night {night}: a PM's night follows its "
                f"day (Night 1 after Day 1: day = 2)")  # fmt: skip
    if night > latest:
        return (f"day = {night + 1} is the day after Night {night}, which has not begun at the "
                f"row's place (the last day is Day {latest})")  # fmt: skip
    return ""


def apply_pm(state: GameState, event: NightPm) -> list[Violation]:
    book, night = ledger(state), night_of(state, event)
    where = f"{event.place}: " if event.place else ""
    sender = state.slot_of.get(event.sender, event.sender)
    out: list[Violation] = []
    if night_day(state, event.night, pm=True)[2]:
        why = (f"{where}day = {event.night} read as Night {night} (the night's number, as pm "
               f"rows used to say); a night row's day is the day after its night: write "
               f"day = {night + 1}")  # fmt: skip
        out.append(state.violation(NIGHT_DAY_READ_AS_NIGHT, event.ref, event.sender, why, "pm"))
    for f in read_lines(event.lines):
        raw = f"{f.word} {f.target}".strip()
        line = f"{where}line {f.line}: "
        if not f.ok:
            out.append(_mismatch(state, event, f, line, raw))
            continue
        target = _resolve(state, f.target)
        if target is None:
            why = f"{line}{f.target!r} is not a player"
            out.append(state.violation(NIGHT_ACTION_INVALID, event.ref, event.sender, why, raw))
            continue
        row = {"night": night, "kind": f.kind, "sender": state.name(sender),
               "target": state.name(target), "word": f.word, "stands": True,
               "place": f"{where}line {f.line}".strip()}  # fmt: skip
        if f.kind == NIGHT_KILL_VOTE and _villain_side(book.roles.get(sender)):
            out += _one_kill(state, event, book.night_actions.get(night, []), row, line, raw)
        book.night_actions.setdefault(night, []).append(row)
    return out


def _mismatch(state: GameState, event: NightPm, f: Found, line: str, raw: str) -> Violation:
    shown = f.colour or "no colour"
    if f.kind == NIGHT_KILL_VOTE:
        why = f"{line}kill target {f.target!r} not written in red ({shown}): ignored"
        return state.violation(KILL_NOT_RED, event.ref, event.sender, why, raw)
    why = f"{line}special target {f.target!r} not written in blue ({shown}): ignored"
    return state.violation(SPECIAL_NOT_BLUE, event.ref, event.sender, why, raw)


def _one_kill(state: GameState, event: NightPm, rows: list[dict], row: dict, line: str,
              raw: str) -> list[Violation]:  # fmt: skip
    """The villains' collective kill vote is one per night: the latest stands."""
    before = [r for r in rows if r["kind"] == NIGHT_KILL_VOTE and r["stands"]
              and _villain_side(ledger(state).roles.get(state.slot_of.get(r["sender"], "")))]  # fmt: skip
    for r in before:
        r["stands"] = False
    if not before:
        return []
    earlier = ", ".join(f"{r['sender']} -> {r['target']}" for r in before)
    why = f"{line}a second villain kill vote on Night {row['night']} (before: {earlier}); the latest stands"
    return [state.violation(MULTIPLE_KILL_VOTES, event.ref, event.sender, why, raw)]


def _villain_side(role: str | None) -> bool:
    """Villains (and senders whose role the host did not give) vote the collective kill."""
    return role not in GOOD


def _build(r: HostRow) -> list[Event]:
    problem = ""
    if not isinstance(r.value, str):
        problem = "pm needs its text: value (a string) or file"
    elif not r.value.strip():
        problem = "pm text is empty"
    return [NightPm(r.ref, r.player, r.day, r.marks, r.place, problem)]


PM_EVENTS = {
    "pm": HostEventSpec(
        "pm", ("player", "value", "day"),
        "a night PM player sent (value or file: its body, BBCode or HTML by format; day: "
        "the day after its night, N+1 for Night N): red kill targets, blue special targets",
        _build, markup=True),
}  # fmt: skip
