"""The commands Blood on the Forums reads beyond vote/unvote, and the host events it
accepts beyond the core ones (travellers, seat swaps, whisper PMs, the Fiddler)."""

from __future__ import annotations

from votecount.tally import events as ev
from votecount.tally.botf import events as bev
from votecount.tally.declare import Ballot, CommandSpec, HostEventSpec, HostRow, Word


def _nominate(b: Ballot) -> ev.Event | None:
    return bev.Nominate(b.ref, b.actor, b.target, b.pinged) if b.target is not None else None


def _whisper(b: Ballot) -> ev.Event | None:
    return bev.WhisperDeclare(b.ref, b.actor, b.target) if b.target is not None else None


def _accept(b: Ballot) -> ev.Event:
    if b.get("plain"):  # "accepted": counts only where a whisper is pending (whispers.py)
        return bev.WhisperAccept(b.ref, b.actor, b.target_unless_host(), plain=True)
    return bev.WhisperAccept(b.ref, b.actor, b.target)


def _signup(b: Ballot) -> ev.Event:
    seat = b.get("seat")
    return bev.Signup(
        b.ref, b.actor, seat if isinstance(seat, int) else None, bool(b.get("traveller"))
    )


def _exile(b: Ballot) -> ev.Event | None:
    return bev.ExileCall(b.ref, b.actor, b.target) if b.target is not None else None


def _ballot(b: Ballot) -> ev.Event | None:
    choice = str(b.get("choice", "")).lower()
    if choice not in ("yes", "no"):
        return None
    # "/yes @Storyteller": the ping is not the ballot's name (as "/unvote @Host")
    return ev.ExileVote(b.ref, b.actor, choice == "yes", b.target_unless_host())


COMMANDS = {
    c.kind: c
    for c in (
        CommandSpec("nominate", "/nominate X: put a player up for execution", _nominate),
        CommandSpec("whisper", "/whisper @X: declare a whisper (X may be the Storyteller)", _whisper),
        CommandSpec("accept", "/accept [@X]: accept a declared whisper (or a plain 'accept', "
                    "'accepted' on its own line, where a whisper to the writer is pending)",
                    _accept),
        CommandSpec("signup", "/in, seat N or /travel in, seat N: take a seat", _signup),
        CommandSpec("exile_call", "/exile X: call for a traveller's exile", _exile),
        CommandSpec("ballot", "/yes or /no [X]: a yes/no ballot (exile, Fiddler side)", _ballot),
    )
}  # fmt: skip


# the acceptance written out (spec/rules.md §4.8: "accept", "accepted"): the parser reads
# a line that is only that (pings and the declarer's mention aside) as a plain
# acceptance (``parser.slash.after_pings``), which the ruleset counts only where a whisper
# to the writer is pending; in bold it is the command itself
WORDS = (
    Word("accept", "accept", "target", "accept a declared whisper",
         phrases=("accept", "accepted")),
)  # fmt: skip


def _enter(r: HostRow) -> list[ev.Event]:
    seat = r.value if isinstance(r.value, int) and not isinstance(r.value, bool) else None
    return [bev.TravellerEnter(r.ref, r.player, seat)]


def _fiddler(r: HostRow) -> list[ev.Event]:
    if str(r.value or "").strip().lower() == "close":
        return [bev.FiddlerEnd(r.ref)]
    return [bev.FiddlerStart(r.ref, r.player, r.other)]


HOST_EVENTS = {
    h.kind: h
    for h in (
        HostEventSpec("traveller_enter", ("player", "value"), "a traveller takes a seat (value: the seat)", _enter),
        HostEventSpec("traveller_exit", ("player",), "a traveller leaves",
                      lambda r: [bev.TravellerExit(r.ref, r.player)]),
        HostEventSpec("seat_swap", ("player", "other"), "two players swap seats (Matron)",
                      lambda r: [bev.SeatSwap(r.ref, r.player, r.other)]),
        HostEventSpec("whisper_pm", ("player", "other", "value"),
                      "a whisper's private message (value: its participants)",
                      lambda r: [bev.WhisperPm(r.ref, r.player, r.other, r.participants)]),
        HostEventSpec("neighbour_whisper", ("player", "other", "value"),
                      "the free whisper to a neighbour (value: its text)",
                      lambda r: [bev.NeighbourWhisper(r.ref, r.player, r.other, str(r.value or ""))]),
        HostEventSpec("fiddler", ("player", "other", "value"),
                      'the Fiddler ballot: the demon (player) against the chosen (other); value "close" ends it',
                      _fiddler),
    )
}  # fmt: skip
