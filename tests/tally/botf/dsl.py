"""A small script builder for BotF tally tests: timed posts on a 12/12/24 h day.

g = Game("a b c d e f g", dead="x y")
g.day(1)                            # Night 1 then Day 1 (Discussion)
g.nominations()                     # the clock moves past the opening
g.post("a", nominate("a", "b"))     # one post, its commands in written order
g.voting(); g.end_day(1)
vc = g.count(); audit = g.audit()
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from votecount.tally import (
    STORYTELLER,
    Audit,
    Death,
    Effect,
    Event,
    Modifier,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
    PublicPost,
    Rules,
    Setup,
    SetupPlayer,
    Unvote,
    Vote,
    VoteCount,
    audit,
    tally,
)
from votecount.tally.botf.events import Nominate, WhisperAccept, WhisperDeclare
from votecount.tally.botf.result import of_day
from votecount.tally.events import INDEX_HOST, INDEX_PHASE_END, INDEX_PHASE_START

T0 = datetime(2026, 4, 3, 18, 0, tzinfo=UTC)  # Night 1
Command = Callable[[PostRef], Event]


def day_start(k: int) -> datetime:
    return T0 + timedelta(hours=72 * (k - 1) + 24)


class Game:
    def __init__(
        self,
        players: str,
        travellers: str = "",
        dead: str = "",
        switches: dict[str, Any] | None = None,
        hosts: tuple[str, ...] = ("Storyteller", "vesper", "ombrel"),
    ) -> None:
        names = players.split() + travellers.split() + dead.split()
        trav = set(travellers.split())
        self.setup = Setup(
            tuple(SetupPlayer(p, seat, p in trav) for seat, p in enumerate(names, 1)), hosts
        )
        self.rules = Rules.from_switches("botf", switches or {})
        self.events: list[Event] = [
            PhaseStart(self._at(T0, 0, INDEX_PHASE_START), PhaseKind.NIGHT, 1)
        ]
        self.n = 0
        self.t = T0
        for p in dead.split():
            self.host(lambda r, p=p: Death(r, p, "killed"))

    def _at(self, when: datetime, number: int, index: int = 0) -> PostRef:
        return PostRef(f"p{number}" if number >= 0 else "", number, when, "", index)

    def tick(self, minutes: int = 1) -> None:
        self.t += timedelta(minutes=minutes)

    def post(self, author: str, *commands: Command) -> int:
        self.n += 1
        self.tick()
        ref = self._at(self.t, self.n)
        self.events.append(PublicPost(ref.at(-3), author))
        self.events += [c(ref.at(i)) for i, c in enumerate(commands)]
        return self.n

    def host(self, make: Command) -> None:
        self.n += 1
        self.tick()
        self.events.append(make(self._at(self.t, self.n, INDEX_HOST)))

    def day(self, k: int) -> None:
        self.t = day_start(k)
        self.events.append(PhaseStart(self._at(self.t, -1, INDEX_PHASE_START), PhaseKind.DAY, k))

    def night(self, k: int) -> None:
        self.t = day_start(k - 1) + timedelta(hours=48)
        self.events.append(PhaseStart(self._at(self.t, -1, 1), PhaseKind.NIGHT, k))

    def nominations(self, k: int = 1) -> None:
        self.t = max(self.t, day_start(k) + timedelta(hours=12))

    def voting(self, k: int = 1) -> None:
        self.t = max(self.t, day_start(k) + timedelta(hours=24))

    def end_day(self, k: int = 1) -> None:
        self.t = day_start(k) + timedelta(hours=48)
        self.events.append(PhaseEnd(self._at(self.t, -1, INDEX_PHASE_END), PhaseKind.DAY, k))

    def modifier(self, player: str, effect: str, by: str | None = None) -> None:
        self.host(lambda r: Modifier(r, player, Effect.parse(effect), None, True, "", by))

    def count(self, as_of: int | None = None) -> VoteCount:
        return tally(self.setup, self.events, self.rules, as_of=as_of)

    def audit(self) -> Audit:
        return audit(self.setup, self.events, self.rules)

    def codes(self) -> list[tuple[str, str | None]]:
        return [
            (v.code, v.player)
            for v in self.audit().violations
            if v.severity.value != "info" and v.code != "PROD_DUE"
        ]


def nominate(by: str, who: str, pinged: bool = True) -> Command:
    return lambda r: Nominate(r, by, who, pinged)


def vote(by: str, who: str, pinged: bool = True) -> Command:
    return lambda r: Vote(r, by, who, pinged)


def unvote(by: str) -> Command:
    return lambda r: Unvote(r, by)


def whisper(by: str, to: str) -> Command:
    return lambda r: WhisperDeclare(r, by, to)


def whisper_storyteller(by: str) -> Command:
    return lambda r: WhisperDeclare(r, by, STORYTELLER)


def accept(by: str, of: str | None = None) -> Command:
    return lambda r: WhisperAccept(r, by, of)


def totals(vc: VoteCount, day: int = 1) -> dict[str, int]:
    d = vc.day(day)
    assert d is not None
    return {n.nominee: n.total for n in of_day(d).nominations}
