"""A tiny script language for tally tests: one line per post, commands split by ';'.

D1 / N1            phase start (host post)          end D1   phase end (inclusive)
a>b                a votes b                          a>!      a votes no elimination
a>-  a>-b          a unvotes (b)                     kill b   death (host event)
sub a x            x replaces a                       mod a weight:2 [day=2|game]
rez b              resurrection                       post a   a posts without commands
?a nobody          a's command could not be resolved (Rejected UNRESOLVED_TARGET)
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from votecount.tally import (
    NO_ELIMINATION,
    Death,
    Effect,
    Event,
    Modifier,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
    PublicPost,
    Rejected,
    Resurrection,
    Rules,
    Setup,
    Substitution,
    Unvote,
    Vote,
    VoteCount,
    tally,
)
from votecount.tally.events import INDEX_HOST, INDEX_PHASE_END, INDEX_PHASE_START, Order

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def ref(number: int, index: int = 0) -> PostRef:
    return PostRef(f"p{number}", number, T0 + timedelta(minutes=10 * number), f"u#{number}", index)


def events(script: str | list[str]) -> list[Event]:
    return read(script, _command)


def read(script: str | list[str], command: Callable[[str, int, int], list[Event]]) -> list[Event]:
    """The events of a script: ``command(cmd, line number from 1, index in the line)`` of
    each of its commands, in order."""
    lines = script.strip().splitlines() if isinstance(script, str) else script
    out: list[Event] = []
    for number, line in enumerate(lines, start=1):
        for index, cmd in enumerate(c.strip() for c in line.split(";")):
            if cmd:
                out.extend(command(cmd, number, index))
    return out


def _command(cmd: str, n: int, i: int) -> list[Event]:
    words = cmd.split()
    head = words[0]
    if head[0] in "DN" and head[1:].isdigit():
        kind = PhaseKind.DAY if head[0] == "D" else PhaseKind.NIGHT
        own = tuple((k, v.replace("_", " ")) for k, _, v in (w.partition("=") for w in words[1:]))
        return [PhaseStart(ref(n, INDEX_PHASE_START), kind, int(head[1:]), settings=own)]
    if head == "end":
        kind = PhaseKind.DAY if words[1][0] == "D" else PhaseKind.NIGHT
        return [PhaseEnd(ref(n, INDEX_PHASE_END), kind, int(words[1][1:]))]
    if head == "kill":  # "kill x after": at the closing post, after the phase resolved
        at = int(Order.AFTER_CLOSE) if words[2:] == ["after"] else INDEX_HOST
        return [Death(ref(n, at), words[1], "killed")]
    if head == "rez":
        return [Resurrection(ref(n, INDEX_HOST), words[1])]
    if head == "sub":
        return [Substitution(ref(n, INDEX_HOST), words[1], words[2])]
    if head == "mod":
        opts = dict(w.split("=") if "=" in w else (w, "1") for w in words[3:])
        day = int(opts["day"]) if "day" in opts else None
        mod = Modifier(ref(n, INDEX_HOST), words[1], Effect.parse(words[2]), day, "game" in opts)
        return [mod]
    if head == "post":
        return [PublicPost(ref(n, -3), words[1])]
    if head.startswith("?"):
        actor = head[1:]
        return [
            PublicPost(ref(n, -3), actor),
            Rejected(ref(n, i), actor, " ".join(words[1:]), "UNRESOLVED_TARGET", "no such player"),
        ]
    voter, _, target = cmd.partition(">")
    post = PublicPost(ref(n, -3), voter)
    if target.startswith("-"):
        return [post, Unvote(ref(n, i), voter, target[1:] or None)]
    return [post, Vote(ref(n, i), voter, NO_ELIMINATION if target == "!" else target)]


def run(
    script: str | list[str],
    players: str = "a b c d e",
    switches: dict | None = None,
    as_of: int | None = None,
    view: str = "public",
) -> VoteCount:
    rules = Rules.from_switches("mafia", switches or {})
    ids = [p for p in players.split() if not p.startswith("+")]
    backups = [p[1:] for p in players.split() if p.startswith("+")]
    setup = Setup.of(*ids)
    if backups:
        from votecount.tally import SetupPlayer

        setup = Setup(setup.players + tuple(SetupPlayer(b, backup=True) for b in backups))
    return tally(setup, events(script), rules, as_of=as_of, view=view)


def wagons(vc: VoteCount, day: int | None = None) -> dict[str, list[str]]:
    d = vc.day(day) if day is not None else vc.current
    assert d is not None
    return {w.target: [v.voter for v in w.votes] for w in d.wagons}


def codes(vc: VoteCount) -> list[str]:
    out = list(v.code for v in vc.pregame)
    for d in vc.days:
        out += [v.code for v in d.rejected] + [v.code for v in d.notices]
    return out
