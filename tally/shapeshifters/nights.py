"""A night's outcome from the host's night rows (``protect``, ``kill``, ``reap``, ``scry``;
docs/rules-shapeshifters.md): the kills take effect, a protection makes the night kill on
its target fail, the scries are checked against the seed's rules.

A night resolves when the day after it starts (its ``PhaseStart``): every row entered for
that day until then counts, in any order, so the next day's alive list follows. Rows
entered after that day began resolve at the next event of a later post.

* The villains send one collective kill a night: of several ``kill`` rows the latest
  stands; the Reaper's kill (``reap``) replaces it and no protection stops it.
* A ``kill`` on a protected player fails (``KILL_BLOCKED``, info); on a player already dead
  it is a contradiction (``NIGHT_ROWS_CONTRADICT``), as is a ``death`` row for a player whose
  kill that night was blocked.
* A scry's expected result: the Psion receives the full role (a shape-shifted villain:
  Joe Schmo), a Rival Researcher the alignment (Good / Shape-shifter; a shape-shifted
  villain: Good; a Rival Researcher always scries as Rival Researcher). While both
  Researchers live the Fool's results are random. An Interdictor who voids their own point
  on the next day interferes with every scry of the night (``SCRY_INTERFERED``): no
  result is checked. Otherwise a result the host gave that differs is
  ``SCRY_RESULT_MISMATCH``. A Clairvoyant who voids their own point learns the night's
  scry targets (host view).
"""

from __future__ import annotations

from votecount.tally.codes import Violation
from votecount.tally.decision import kill
from votecount.tally.events import Death, Event, PhaseKind, PhaseStart, PostRef
from votecount.tally.shapeshifters.codes import (
    KILL_BLOCKED,
    NIGHT_ROWS_CONTRADICT,
    SCRY_INTERFERED,
    SCRY_RESULT_MISMATCH,
)
from votecount.tally.shapeshifters.ledger import Ledger, ledger
from votecount.tally.shapeshifters.roles import (
    CLAIRVOYANT,
    INTERDICTOR,
    PSION,
    RESEARCHER,
    is_villain,
    role_name,
    title,
)
from votecount.tally.state import GameState

GOOD_WORDS = frozenset({"good", "town", "innocent", "not a shape shifter"})
EVIL_WORDS = frozenset({"shape shifter", "shapeshifter", "villain", "evil", "bad", "scum",
                        "mafia"})  # fmt: skip


def settle(state: GameState, event: Event) -> list[Violation]:
    """Called before each event: resolve the nights whose day has come."""
    book = ledger(state)
    out = _death_row(state, book, event) if isinstance(event, Death) else []
    if not book.night_rows:
        return out
    begun = state.day.number if state.day else state.last_day.number if state.last_day else 0
    starting = event.number if isinstance(event, PhaseStart) and event.kind is PhaseKind.DAY \
        else None  # fmt: skip
    for day, rows in sorted(book.night_rows.items()):
        pending = [r for r in rows if not r["result"]]
        if not pending:
            continue
        if (starting is not None and day <= starting) or (
            day <= begun and not any(_same_post(r["ref"], event.ref) for r in pending)
        ):
            out += resolve(state, book, day, event.ref)
    return out


def _same_post(a: PostRef, b: PostRef) -> bool:
    return (a.thread, a.number, a.time) == (b.thread, b.number, b.time)


def resolve(state: GameState, book: Ledger, day: int, ref: PostRef) -> list[Violation]:
    rows = book.night_rows[day]
    book.resolved.add(day)
    out = [*_scries(state, book, day, rows)]
    out += _kills(state, book, day, rows)
    for r in rows:
        r["result"] = r["result"] or "done"
    return out


# -- kills ---------------------------------------------------------------------------------


def _kills(state: GameState, book: Ledger, day: int, rows: list[dict]) -> list[Violation]:
    out: list[Violation] = []
    night = day - 1
    reaps = [r for r in rows if r["kind"] == "reap"]
    kills = [r for r in rows if r["kind"] == "kill"]
    protects = {r["target"]: r for r in rows if r["kind"] == "protect"}
    for r in kills:
        if r["result"]:
            continue
        if reaps:
            r["result"] = "replaced"
            why = (f"{r['place']}: the Reaper's kill ({reaps[0]['place']}) replaces the night "
                   f"kill: the kill on {state.name(r['target'])} does not happen")  # fmt: skip
            out.append(_note(state, NIGHT_ROWS_CONTRADICT, r, why))
        elif r is not kills[-1]:
            r["result"] = "replaced"
            why = (
                f"{r['place']}: the villains send one kill a night; the latest "
                f"({kills[-1]['place']}, on {state.name(kills[-1]['target'])}) stands"
            )
            out.append(_note(state, NIGHT_ROWS_CONTRADICT, r, why))
    for r in (*reaps, *kills):
        if not r["result"]:
            out += _kill(state, book, r, protects.get(r["target"]), night)
    return out


def _kill(
    state: GameState, book: Ledger, r: dict, guard: dict | None, night: int
) -> list[Violation]:
    slot = state.slots[r["target"]]
    who = slot.player
    blocked = r["kind"] == "kill" and guard is not None
    by = state.name(guard["by"]) if guard is not None else ""
    if not slot.alive:
        if not _died_in(state, slot.died, night):
            r["result"] = "already dead"
            why = f"{r['place']}: a night kill on {who}, who is dead already ({slot.cause})"
            return [_note(state, NIGHT_ROWS_CONTRADICT, r, why)]
        r["result"] = "blocked" if blocked else "killed"
        if not blocked:
            return []  # a death row says the same
        why = (
            f"{r['place']}: the night kill on {who} is blocked by {by}'s protection "
            f"({guard['place'] if guard else ''}), yet {who} died that night ({slot.cause})"
        )
        return [_note(state, NIGHT_ROWS_CONTRADICT, r, why)]
    if blocked:
        assert guard is not None
        r["result"] = "blocked"
        r["note"] = f"protected by {state.name(guard['by'])}"
        why = (f"{r['place']}: the night kill on {who} fails: protected by "
               f"{state.name(guard['by'])} ({guard['place']})")  # fmt: skip
        return [_note(state, KILL_BLOCKED, r, why)]
    r["result"] = "killed"
    if r["kind"] == "reap" and guard is not None:
        r["note"] = "unstoppable: the protection does not stop the Reaper"
    cause = f"reaped Night {night}" if r["kind"] == "reap" else f"killed Night {night}"
    return kill(state, slot.id, r["ref"], cause)


def _died_in(state: GameState, died: PostRef | None, night: int) -> bool:
    """Did a death at ``died`` happen in Night ``night`` (after Day ``night`` ended)?"""
    before = state.days.get(night)
    if died is None:
        return False
    if before is None or before.end is None:
        return before is None  # Night 0: any death before Day 1
    return died.key > before.end.key


def _death_row(state: GameState, book: Ledger, event: Death) -> list[Violation]:
    """A ``death`` row for a player whose kill was blocked in the night just passed."""
    slot = state.slot(event.player)
    if slot is None or not slot.alive or state.day is None:
        return []
    rows = book.night_rows.get(state.day.number, ())
    for r in rows:
        if r["kind"] == "kill" and r["result"] == "blocked" and r["target"] == slot.id:
            why = (f"{r['place']}: the night kill on {slot.player} was blocked ({r['note']}), "
                   f"yet a death row kills them")  # fmt: skip
            return [_note(state, NIGHT_ROWS_CONTRADICT, r, why)]
    return []


def _note(state: GameState, code: str, r: dict, why: str) -> Violation:
    actor = state.name(r["by"]) if r["by"] else None
    raw = f"{r['kind']} {state.name(r['target'])}".strip()
    return state.violation(code, r["ref"], actor, why, raw)


# -- scries --------------------------------------------------------------------------------


def _scries(state: GameState, book: Ledger, day: int, rows: list[dict]) -> list[Violation]:
    scries = [r for r in rows if r["kind"] == "scry" and not r["result"]]
    acts = book.actions.get(day, {})
    shifted = set(acts.get("shapeshift", {}))
    voided = set(acts.get("self_void", {})) - shifted
    jammers = [s for s in sorted(voided) if book.roles.get(s) == INTERDICTOR]
    out = []
    for r in scries:
        r["result"] = "checked"
        if jammers:
            r["note"] = f"interference by the Interdictor {state.name(jammers[0])}"
            why = (
                f"{r['place']}: {state.name(r['by'])}'s scry on {state.name(r['target'])} "
                f"(Night {day - 1}) is under {r['note']}: the result is not checked"
            )
            out.append(_note(state, SCRY_INTERFERED, r, why))
            continue
        want, why_not = expected(state, book, r, shifted)
        r["expected"] = want or ""
        if want is None:
            r["note"] = why_not
        elif not r["given"]:
            r["note"] = f"no result given (the rules give {want})"
        elif not same_result(r["given"], want):
            r["note"] = f"the rules give {want}"
            why = (
                f"{r['place']}: {state.name(r['by'])}'s scry on {state.name(r['target'])} "
                f"(Night {day - 1}): the host gave {r['given']!r}, the rules give {want!r}"
            )
            out.append(_note(state, SCRY_RESULT_MISMATCH, r, why))
    targets = [state.name(r["target"]) for r in rows if r["kind"] == "scry"]
    for seer in sorted(voided):
        told = any(r["kind"] == "clairvoyance" and r["by"] == seer for r in rows)
        if book.roles.get(seer) == CLAIRVOYANT and targets and not told:
            rows.append({"kind": "clairvoyance", "by": seer, "target": "", "place": "",
                         "ref": None, "given": ", ".join(dict.fromkeys(targets)),
                         "result": "done", "expected": "",
                         "note": "the night's scry targets"})  # fmt: skip
    return out


def expected(state: GameState, book: Ledger, r: dict, shifted: set[str]) -> tuple[str | None, str]:
    """The result the rules give a scry, or None and why it cannot be told."""
    role = book.roles.get(r["by"])
    target = book.roles.get(r["target"])
    if target is None:
        return None, "the target's role is not recorded"
    if role == PSION:
        return ("Joe Schmo" if r["target"] in shifted else title(target)), ""
    if role != RESEARCHER:
        return None, "the scryer's role is not recorded"
    alive = [s for s, x in book.roles.items() if x == RESEARCHER and state.slots[s].alive]
    if len(alive) >= 2:
        kind = book.researchers.get(r["by"], "")
        if kind == "fool":
            return None, "random result: the inaccurate Researcher (Fool)"
        if kind != "seer":
            return None, "random or not: which Researcher is the Fool is not recorded"
    if target == RESEARCHER:
        return "Rival Researcher", ""
    if r["target"] in shifted or not is_villain(target):
        return "Good", ""
    return "Shape-shifter", ""


def same_result(given: str, want: str) -> bool:
    words = " ".join(given.strip().lower().replace("-", " ").replace("_", " ").split())
    if want == "Good":
        return words in GOOD_WORDS
    if want == "Shape-shifter":
        return words in EVIL_WORDS
    return role_name(given) is not None and role_name(given) == role_name(want)
