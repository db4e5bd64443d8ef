"""BotF result values beyond the nomination table: the Fiddler ballot (spec/rules.md
§4.7; docs/json-output.md)."""

from __future__ import annotations

from dataclasses import dataclass

from votecount.tally.codes import ref_json
from votecount.tally.declare import Payload
from votecount.tally.events import PostRef
from votecount.tally.result import CastVote


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


PAYLOAD = (
    Payload("nominations", "day", "effective nominations, in the order they took effect"),
    Payload("queued", "day", "nominations posted in Discussion, not yet effective"),
    Payload("sub_phase", "day", "discussion | nomination | voting, as of the count"),
    Payload("travellers", "day", "living travellers in play"),
    Payload("ghost_tokens", "day", "dead player -> vote token state (unspent | spent)"),
    Payload("tokens_spent", "day", "vote tokens spent when the day resolved"),
    Payload("exiles", "day", "traveller exiles called that day"),
    Payload("whispers", "day", "distinct accepted whisper partners per player"),
    Payload("players", "count", "the annotated player list, in seat order"),
    Payload("fiddler", "count", "the Fiddler ballot, once held"),
)
