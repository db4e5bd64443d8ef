"""BotF's payload (``tally.payload``): what a BotF count adds to the core values, as the
``extension`` of a day (``BotfDayCount``), of the count (``BotfCount``), of a vote
(``BotfVote``) and of the audit (``BotfAudit``), the Fiddler ballot (spec/rules.md §4.7),
their JSON fields (``PAYLOAD``, docs/json-output.md) and the accessors the views read
(``of_day``, ``of_count``, ``of_vote``, ``of_audit``: empty values when a result is not
BotF's)."""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.audit import Audit
from votecount.tally.botf.values import Exile, Ledger, Nomination, PlayerLine, WhisperSession
from votecount.tally.codes import ref_json
from votecount.tally.declare import payloads
from votecount.tally.events import PostRef
from votecount.tally.payload import DayPayload, VotePayload
from votecount.tally.result import CastVote, DayCount, VoteCount


@dataclass(frozen=True, slots=True)
class FiddlerBallot:
    """The Fiddler's ballot: every player, alive or dead, picks the Demon or the player
    the Demon chose; plurality wins, a tie follows ``fiddler_tie``."""

    demon: str
    chosen: str
    ref: PostRef  # the host event that opened it
    day: int  # the day it was held on (the last day when opened at night)
    for_demon: tuple[CastVote, ...]  # in the order cast
    for_chosen: tuple[CastVote, ...]
    closed: PostRef | None  # None while open
    status: str  # "open" | "decided" | "host_decides" (a tie under fiddler_tie = host)
    winner: str | None  # the side that wins (demon or chosen); the leader while open
    tie: bool  # the two sides have as many votes

    def to_json(self) -> dict[str, object]:
        return {
            "demon": self.demon,
            "chosen": self.chosen,
            "post": ref_json(self.ref),
            "day": self.day,
            "for_demon": [v.to_json() for v in self.for_demon],
            "for_chosen": [v.to_json() for v in self.for_chosen],
            "closed": ref_json(self.closed),
            "status": self.status,
            "winner": self.winner,
            "tie": self.tie,
        }


@dataclass(frozen=True, slots=True)
class BotfVote(VotePayload):
    """A vote's BotF marks: a ghost vote (and the voter's token), a traveller's vote."""

    dead: bool = False
    ghost_token: str | None = None  # dead voters: "unspent" | "spent"
    traveller: bool = False  # counts in the total, not in L

    def to_json(self) -> dict[str, object]:
        return {"dead": self.dead, "ghost_token": self.ghost_token, "traveller": self.traveller}

    def notes(self) -> tuple[str, ...]:
        dead = ("dead",) if self.dead else ()
        if self.ghost_token is None:
            return dead
        return (*dead, "vote token spent" if self.ghost_token == "spent" else "vote token")

    def by_traveller(self) -> bool:
        return self.traveller


@dataclass(frozen=True, slots=True)
class BotfDayCount(DayPayload):
    """A BotF day beyond the core's wagons (the wagons are its open nominations)."""

    not_voting_dead: tuple[str, ...] = ()  # dead, token unused, no vote standing
    nominations: tuple[Nomination, ...] = ()  # effective, in the order they took effect
    queued: tuple[Nomination, ...] = ()  # posted in Discussion, not yet effective
    sub_phase: str = ""  # "discussion" | "nomination" | "voting" (as of the count)
    travellers: tuple[str, ...] = ()  # living travellers in play (at resolution once final)
    ghost_tokens: tuple[tuple[str, str], ...] = ()  # dead player -> token state
    tokens_spent: tuple[str, ...] = ()  # tokens spent when this day resolved
    exiles: tuple[Exile, ...] = ()
    whispers: Ledger = ()  # distinct accepted whisper partners per player

    def to_json(self) -> dict[str, object]:
        return {
            "not_voting_dead": list(self.not_voting_dead),
            "nominations": [n.to_json() for n in self.nominations],
            "queued": [n.to_json() for n in self.queued],
            "sub_phase": self.sub_phase,
            "travellers": list(self.travellers),
            "ghost_tokens": dict(self.ghost_tokens),
            "tokens_spent": list(self.tokens_spent),
            "exiles": [e.to_json() for e in self.exiles],
            "whispers": {p: list(ps) for p, ps in self.whispers},
        }

    def opened(self) -> tuple[Nomination, ...]:
        return self.nominations

    def pending(self) -> tuple[Nomination, ...]:
        return self.queued

    def also_living(self) -> tuple[str, ...]:
        return self.travellers

    def dead_voters(self) -> tuple[str, ...]:
        return self.not_voting_dead

    def elimination(self) -> tuple[str, str]:
        # BotF executes its nominees; a day without nominations reads as any other
        return ("execution", "executed") if self.nominations else DayPayload.elimination(self)


@dataclass(frozen=True, slots=True)
class BotfCount:
    """A BotF count beyond its days: the player list and the Fiddler ballot."""

    players: tuple[PlayerLine, ...] = ()  # the annotated player list, seat order
    fiddler: FiddlerBallot | None = None  # once held

    def to_json(self) -> dict[str, object]:
        return {
            "players": [p.to_json() for p in self.players],
            "fiddler": self.fiddler.to_json() if self.fiddler is not None else None,
        }


@dataclass(frozen=True, slots=True)
class BotfAudit:
    """The whispers and exiles of a BotF game, for the audit."""

    whispers: tuple[WhisperSession, ...] = ()  # every whisper, in order declared
    whisper_ledger: tuple[tuple[int, Ledger], ...] = ()  # (day, partners per player)
    exiles: tuple[Exile, ...] = ()  # every exile call (passed, reached, lapsed, open)

    def to_json(self) -> dict[str, object]:
        return {
            "whispers": [w.to_json() for w in self.whispers],
            "whisper_ledger": {
                str(day): {p: list(ps) for p, ps in ledger} for day, ledger in self.whisper_ledger
            },
            "exiles": [e.to_json() for e in self.exiles],
        }


NO_VOTE, NO_DAY, NO_COUNT, NO_AUDIT = BotfVote(), BotfDayCount(), BotfCount(), BotfAudit()


def of_vote(vote: CastVote) -> BotfVote:
    return vote.marks if isinstance(vote.marks, BotfVote) else NO_VOTE


def of_day(day: DayCount) -> BotfDayCount:
    return day.extension if isinstance(day.extension, BotfDayCount) else NO_DAY


def of_count(vc: VoteCount) -> BotfCount:
    return vc.extension if isinstance(vc.extension, BotfCount) else NO_COUNT


def of_audit(audit: Audit) -> BotfAudit:
    return audit.extension if isinstance(audit.extension, BotfAudit) else NO_AUDIT


# schema votecount/1 carries these fields in every count, empty when BotF is not in play
PAYLOAD = (
    *payloads(
        "vote",
        {
            "dead": "a ghost vote",
            "ghost_token": "dead voters: unspent | spent",
            "traveller": "a traveller's vote",
        },
        after="post",
        blanks={"dead": False, "ghost_token": None, "traveller": False},
    ),
    *payloads(
        "day",
        {"not_voting_dead": "dead players in play who may still vote today"},
        after="not_voting",
        blanks={"not_voting_dead": []},
    ),
    *payloads(
        "day",
        {
            "nominations": "effective nominations, in the order they took effect",
            "queued": "nominations posted in Discussion, not yet effective",
            "sub_phase": "discussion | nomination | voting, as of the count",
            "travellers": "living travellers in play",
            "ghost_tokens": "dead player -> vote token state (unspent | spent)",
            "tokens_spent": "vote tokens spent when the day resolved",
            "exiles": "traveller exiles called that day",
            "whispers": "distinct accepted whisper partners per player",
        },
        after="notices",
        blanks={
            "nominations": [],
            "queued": [],
            "sub_phase": "",
            "travellers": [],
            "ghost_tokens": {},
            "tokens_spent": [],
            "exiles": [],
            "whispers": {},
        },
    ),
    *payloads(
        "count",
        {
            "players": "the annotated player list, in seat order",
            "fiddler": "the Fiddler ballot, once held",
        },
        after="selected",
        blanks={"players": [], "fiddler": None},
    ),
    *payloads(
        "audit",
        {
            "whispers": "every whisper, in the order declared",
            "whisper_ledger": "day -> distinct accepted whisper partners per player",
            "exiles": "every exile call (passed, reached, lapsed, open)",
        },
        after="activity",
        blanks={"whispers": [], "whisper_ledger": {}, "exiles": []},
    ),
)
