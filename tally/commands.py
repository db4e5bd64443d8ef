"""The commands every system reads (``vote``, ``unvote``) and the host events every game
file may hold (deaths, substitutions, modifiers, phases ...), as declarations
(``tally.declare``). A system adds its own in its class body."""

from __future__ import annotations

from votecount.tally import events as ev
from votecount.tally.declare import Ballot, CommandSpec, HostEventSpec, HostRow


def _vote(b: Ballot) -> ev.Event | None:
    """A vote; one written with a phase's own command word ("EXECUTE: X", the parser's
    ``choice``) carries the word, and counts only in a phase that declares it."""
    if b.target is None:
        return None
    return ev.Vote(b.ref, b.actor, b.target, b.pinged, str(b.get("choice") or ""))


def _unvote(b: Ballot) -> ev.Event:
    return ev.Unvote(b.ref, b.actor, b.target_unless_host())  # "/unvote @Host": no target


VOTE = CommandSpec("vote", "vote X: one switchable vote on a player (or no elimination)", _vote)
UNVOTE = CommandSpec("unvote", "unvote [X]: withdraw the standing vote", _unvote)
CORE_COMMANDS = {c.kind: c for c in (VOTE, UNVOTE)}


def _execution(r: HostRow) -> list[ev.Event]:
    return [ev.Death(r.ref, r.player, f"executed: {r.note}" if r.note else "executed")]


def _modifier(r: HostRow) -> list[ev.Event]:
    text, _, scope = str(r.value).partition(",")
    effect = ev.Effect.parse(text)
    return [
        ev.Modifier(
            r.ref, r.player, effect, r.day, scope.strip() == "game", r.note, r.other or None
        )
    ]


CORE_HOST_EVENTS = {
    h.kind: h
    for h in (
        HostEventSpec("death", ("player", "note"), "a player dies (note: the cause)",
                      lambda r: [ev.Death(r.ref, r.player, r.note or "killed")]),
        HostEventSpec("execution", ("player", "note"), "a player is executed (where the system leaves the death to the host)",
                      _execution),
        HostEventSpec("resurrection", ("player",), "a dead player comes back",
                      lambda r: [ev.Resurrection(r.ref, r.player)]),
        HostEventSpec("modkill", ("player", "note"), "the host removes a player",
                      lambda r: [ev.Modkill(r.ref, r.player, r.note)]),
        HostEventSpec("substitution", ("player", "other"), "other takes over player's slot",
                      lambda r: [ev.Substitution(r.ref, r.player, r.other)]),
        HostEventSpec("modifier", ("player", "value", "day", "other", "note"),
                      "an effect on a player (value: weight:N, double, void, loved, hated ...)",
                      _modifier),
        HostEventSpec("phase_start", ("value",), 'a phase starts (value: "day 2")'),
        HostEventSpec("phase_end", ("value",), 'a phase ends (value: "day 2")'),
        HostEventSpec("correction", ("player", "other", "value", "note"),
                      "the host's reading of one post's command"),
        HostEventSpec("game_end", ("note",), "the game is over (no prod is due after it)",
                      lambda r: [ev.GameEnd(r.ref, r.note)]),
        HostEventSpec("vote_reset", ("note",), "every standing vote of the open day is cleared (the day goes on)",
                      lambda r: [ev.VoteReset(r.ref, r.note)]),
    )
}  # fmt: skip
