"""A BotF player's command posted after the day's stated deadline while the Storyteller
has not closed the day yet (``votecount.count.late_close`` decides that window; the
count lists these apart): execution votes and unvotes (ghost votes of the dead too),
nominations, exile calls and exile votes, by any seated player in play (spec/rules.md
§4.4: the dead vote with their token; §4.6: every seated player may vote on an exile),
and the picks on the Fiddler's ballot of that day (§4.7: a vote, yes, no or unvote
naming the Demon or the chosen player while the ballot was open at the deadline, which
the deadline's resolution closed): a pick, never an execution vote.

Whether each would count if the Storyteller closes the day later is the rules' usual
question, asked then: a nomination posted once voting has begun is ``NOM_AFTER_CLOSE``
anyway (§4.3), so each late nomination says whether nominations were still open."""

from __future__ import annotations

from votecount.tally.botf.events import ExileCall, Nominate
from votecount.tally.botf.fiddler import open_at
from votecount.tally.botf.state import NOMINATION, ext
from votecount.tally.events import Event, ExileVote, Unvote, Vote
from votecount.tally.result import (
    DayCount,
    LateBallotVote,
    LateCommand,
    LateExileVote,
    LateNomination,
    LateVote,
)
from votecount.tally.state import GameState


def late_command(state: GameState, day: DayCount, event: Event) -> LateCommand | None:
    actor = _actor(event)
    if actor is None:
        return None
    sid = state.slot_of.get(actor)
    slot = state.slots.get(sid) if sid is not None else None
    if slot is None or slot.id in ext(state).left:
        return None  # not seated, or a traveller who has left
    dead = not slot.alive
    pick = _fiddler_pick(state, day, event, dead)
    if pick is not None:
        return pick
    bday = ext(state).days.get(day.day)
    if isinstance(event, Vote):
        return LateVote(actor, event.target, event.ref, dead)
    if isinstance(event, Unvote):
        return LateVote(actor, None, event.ref, dead)
    if isinstance(event, Nominate):
        open_ = bday is not None and bday.sub_phase(event.ref.time) == NOMINATION
        return LateNomination(actor, event.nominee, event.ref, open_)
    calls = bday.exiles if bday is not None else []
    if isinstance(event, ExileCall):
        first = all(c.traveller != event.traveller for c in calls)
        return LateExileVote(actor, event.traveller, True, event.ref, first, dead)
    if isinstance(event, ExileVote):
        traveller = event.target or (calls[-1].traveller if calls else None)
        return LateExileVote(actor, traveller, event.yes, event.ref, False, dead)
    return None


FIDDLER = "Fiddler"
"""The Fiddler's ballot as a late pick names it (``LateBallotVote.ballot``)."""


def _fiddler_pick(
    state: GameState, day: DayCount, event: Event, dead: bool
) -> LateBallotVote | None:
    """``event`` as a pick on the day's Fiddler ballot: it names the Demon or the chosen
    player, and the ballot was open at the deadline (the day's resolution closed it, not
    the host's close before it)."""
    rec = ext(state).fiddler
    if rec is None or rec.day != day.day or day.end is None:
        return None
    if not isinstance(event, Vote | ExileVote | Unvote) or event.target is None:
        return None
    if not open_at(rec.closed, day.end.time):
        return None  # the host closed it before the deadline: a vote as any other
    named = state.slot_of.get(event.target)
    if named not in (rec.demon, rec.chosen):
        return None
    if isinstance(event, Unvote):
        choice = None
    elif isinstance(event, ExileVote) and not event.yes:
        choice = state.name(rec.chosen if named == rec.demon else rec.demon)
    else:
        choice = state.name(named)
    return LateBallotVote(event.voter, FIDDLER, choice, event.ref, dead)


def _actor(event: Event) -> str | None:
    if isinstance(event, Vote | Unvote | ExileVote):
        return event.voter
    if isinstance(event, Nominate):
        return event.nominator
    if isinstance(event, ExileCall):
        return event.caller
    return None
