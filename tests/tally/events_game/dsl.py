"""The tally DSL (tests/tally/dsl.py) plus the event game's own lines:

event 2 yes_no [apart=a] [p1 p2 ...]   the plan of event 2 (closed when players follow)
nominees 9 x y z      stage 6 [a b]     ineligible 1 x y    sabotage 1    hell 7 x [y]
y a x / n a x         a votes YES / NO on nominee x (no x: Event 2's ballot)
ring a b c d          a rings the bell with team b c d     stop a   tick a   crash a
pv 4 a b              host: a's private vote for b in event 4 (second 8 a b: Hell's second save)
card 4 a hold         host: a's secret card in event 4 (hold | shift | pass)
align a town          host: a's alignment (town | scum)      fall 5 [x]: the scum's fall
round 5               host: a round of event 5 reaches its own deadline
flip 4 a Town Doctor  host (public): a's flip at Event 4's end
sabotage 8 save x     a sabotage with its note and players (sabotage 4 attach x y anchor=z;
                      sabotage 4 attach x y anchor=z other=w: x with z, y with w)
"""

from __future__ import annotations

from tests.tally import dsl
from tests.tally.dsl import ref
from votecount.tally import Event, PublicPost, Rules, Setup, VoteCount, tally
from votecount.tally.events import INDEX_HOST, ExileVote
from votecount.tally.events_game.model import (
    Alignment,
    EventSetup,
    Fall,
    Flip,
    Hell,
    Ineligible,
    Nominees,
    OptionVote,
    PrivateVote,
    RoundEnd,
    Sabotage,
    Stage,
)


def events(script: str) -> list[Event]:
    return dsl.read(script, _command)


def _command(cmd: str, n: int, i: int) -> list[Event]:
    w = cmd.split()
    host = ref(n, INDEX_HOST)
    if w[0] == "event":
        apart = next((x[6:] for x in w[3:] if x.startswith("apart=")), "")
        people = tuple(x for x in w[3:] if not x.startswith("apart="))
        return [EventSetup(host, int(w[1]), w[2], people, apart)]
    if w[0] == "nominees":
        return [Nominees(host, int(w[1]), tuple(w[2:]))]
    if w[0] == "ineligible":
        return [Ineligible(host, int(w[1]), tuple(w[2:]))]
    if w[0] == "stage":
        return [Stage(host, int(w[1]), tuple(w[2:]))]
    if w[0] == "hell":
        return [Hell(host, int(w[1]), tuple(w[2:]))]
    if w[0] == "sabotage":
        anchor = next((x[7:] for x in w[3:] if x.startswith("anchor=")), "")
        other = next((x[6:] for x in w[3:] if x.startswith("other=")), "")
        named = tuple(x for x in w[3:] if not x.startswith(("anchor=", "other=")))
        return [Sabotage(host, int(w[1]), w[2] if len(w) > 2 else "", named, anchor, other)]
    if w[0] in ("pv", "second"):
        return [PrivateVote(host, int(w[1]), w[2], w[3], second=w[0] == "second")]
    if w[0] == "card":
        return [PrivateVote(host, int(w[1]), w[2], card=w[3])]
    if w[0] == "align":
        return [Alignment(host, w[1], w[2])]
    if w[0] == "round":
        return [RoundEnd(host, int(w[1]))]
    if w[0] == "flip":
        return [Flip(host, int(w[1]), w[2], " ".join(w[3:]))]
    if w[0] == "fall":
        return [Fall(host, int(w[1]), w[2] if len(w) > 2 else "")]
    post = PublicPost(ref(n, -3), w[1]) if len(w) > 1 else None
    if w[0] in ("y", "n"):
        target = w[2] if len(w) > 2 else None
        return [post, ExileVote(ref(n, i), w[1], w[0] == "y", target)]  # type: ignore[list-item]
    if w[0] in ("ring", "stop", "tick", "crash"):
        return [post, OptionVote(ref(n, i), w[1], w[0], tuple(w[2:]))]  # type: ignore[list-item]
    return dsl._command(cmd, n, i)


def run(
    script: str,
    players: str,
    switches: dict | None = None,
    as_of: int | None = None,
    view: str = "public",
) -> VoteCount:
    rules = Rules.from_switches("events", switches or {})
    return tally(Setup.of(*players.split()), events(script), rules, as_of=as_of, view=view)


def event(vc: VoteCount, day: int | None = None) -> dict:
    d = vc.day(day) if day is not None else vc.current
    assert d is not None
    return dict(d.extra)["event"]


def codes(vc: VoteCount) -> list[str]:
    return dsl.codes(vc)


def players(n: int) -> str:
    return " ".join(f"p{k:02d}" for k in range(1, n + 1))
