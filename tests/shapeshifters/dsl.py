"""tests/tally/dsl.py plus the Shape-shifters host rows, one per line:

role a hero_hammerton     hyp h t [day=N]     harvest h [day=N]
shift x [day=N]           selfvoid x [day=N]  protect k t [day=N]
nk t [by=x] [day=N]       reap r t [day=N]    scry s t [result=Good] [day=N]
"""

from __future__ import annotations

from tests.tally import dsl
from votecount.tally import Event, Rules, Setup, VoteCount, tally
from votecount.tally.events import INDEX_HOST
from votecount.tally.shapeshifters.roles import NightAction, RoleSet

ACTIONS = {
    "hyp": "hypnotise",
    "harvest": "harvest",
    "shift": "shapeshift",
    "selfvoid": "self_void",
    "protect": "protect",
    "reap": "reap",
    "scry": "scry",
}


def events(script: str) -> list[Event]:
    out: list[Event] = []
    plain: list[str] = []
    for n, line in enumerate(script.strip().splitlines(), start=1):
        words = line.split()
        ref = dsl.ref(n, INDEX_HOST)
        if words and words[0] == "role":
            out.append(RoleSet(ref, words[1], words[2], f"line {n}"))
            plain.append("")
        elif words and words[0] in ACTIONS:
            opts = dict(w.split("=") for w in words if "=" in w)
            args = [w for w in words[1:] if "=" not in w]
            day = int(opts["day"]) if "day" in opts else None
            target = args[1] if len(args) > 1 else ""
            result = opts.get("result", "").replace("_", " ")
            out.append(NightAction(ref, ACTIONS[words[0]], args[0], target, day, f"line {n}",
                                   result))  # fmt: skip
            plain.append("")
        elif words and words[0] == "nk":
            opts = dict(w.split("=") for w in words if "=" in w)
            day = int(opts["day"]) if "day" in opts else None
            out.append(NightAction(ref, "kill", opts.get("by", ""), words[1], day, f"line {n}"))
            plain.append("")
        else:
            plain.append(line)
    # the plain lines keep their numbers: blank lines stand for the host rows
    for n, line in enumerate(plain, start=1):
        if line.strip():
            out.extend(dsl.events([""] * (n - 1) + [line])[0:])
    return out


def run(script: str, players: str = "a b c d e f", switches: dict | None = None,
        view: str = "host", as_of: int | None = None) -> VoteCount:  # fmt: skip
    rules = Rules.from_switches("shapeshifters", switches or {})
    return tally(Setup.of(*players.split()), events(script), rules, as_of=as_of, view=view)


def totals(vc: VoteCount, day: int | None = None) -> dict[str, int]:
    d = vc.day(day) if day is not None else vc.current
    assert d is not None
    return {w.target: w.total for w in d.wagons if w.votes}


def weights(vc: VoteCount, day: int | None = None) -> dict[str, int]:
    d = vc.day(day) if day is not None else vc.current
    assert d is not None
    return {v.voter: v.weight for w in d.wagons for v in w.votes}  # type: ignore[misc]


def codes(vc: VoteCount) -> list[str]:
    return dsl.codes(vc)
