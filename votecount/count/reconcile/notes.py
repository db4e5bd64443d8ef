"""Why a voter stands differently in a host's count and votecount's: the note each
``WagonDiff`` carries, from votecount's history of the day ("Juno moved to Ember at #25",
"Juno's vote at #20 did not count: ...", a later command votecount could not read)."""

from __future__ import annotations

from votecount.count.reconcile.snapshots import SlotNames
from votecount.parser.model import NO_ELIMINATION
from votecount.tally.result import DayCount, HistoryEntry

# what votecount never read as a vote or unvote (the tally's own refusals are in the history)
_UNREAD = frozenset(
    {"UNRESOLVED_TARGET", "AMBIGUOUS_TARGET", "VOTE_NOT_BOLD_OR_TAG", "COMMAND_IGNORED"}
)


def refused_later(
    voter: str, history: list[HistoryEntry], count: DayCount, names: SlotNames
) -> str | None:
    """A command of ``voter`` votecount refused before it was ever a vote (a name it
    could not resolve, a vote in plain text), in a later post that day than every vote
    and unvote of theirs it read: the real cause of the difference, where the last
    counted action would only say what votecount kept. (In the post of a counted vote,
    a refused piece beside it, as in broken markup, is no clearer a cause.)"""
    theirs = [h.ref for h in history if names(h.voter) == voter]
    last = max((h.number for h in theirs), default=None)
    refused = [
        (r.ref, r)
        for r in count.rejected
        if r.ref is not None
        and r.player is not None
        and r.code in _UNREAD
        and names(r.player) == voter
        and (last is None or r.ref.number > last)
    ]
    if not refused:
        return None
    ref, r = max(refused, key=lambda x: x[0].key)
    raw = " ".join(r.raw.split())
    what = f'"{raw[:40]}…"' if len(raw) > 40 else f'"{raw}"'
    return f"{voter}: {what} at #{ref.number} did not count ({r.code})"


def why_differs(voter: str, target: str, history: list[HistoryEntry], names: SlotNames) -> str:
    """What votecount saw of ``voter`` that day, as it bears on ``target``."""
    # a rejected unvote changes nothing: it does not explain where the vote is, but when
    # it is the voter's last word on a vote votecount still holds for ``target`` (an
    # unvote after a hammer votecount counted and the host did not), it is the difference
    theirs = [h for h in history if names(h.voter) == voter]
    mine = [h for h in theirs if h.accepted or h.action.value != "unvote"]
    if not mine:
        return f"{voter}: no vote by {voter} this day"
    last = mine[-1]
    kept = theirs[-1]
    if kept is not last and last.accepted and names(last.target or "") == target:
        return f"{voter}: unvote at #{kept.ref.number} did not count ({kept.code or 'rejected'})"
    where = f"#{last.ref.number}"
    if not last.accepted:
        what = f"vote for {_name(last.target)}" if last.target else "unvote"
        return f"{voter}: {what} at {where} did not count ({last.code or 'rejected'})"
    if last.action.value == "unvote":
        return f"{voter} unvoted at {where}"
    if last.action.value == "released":
        return f"{voter}'s vote was released at {where}"
    moved = names(last.target or "")
    if moved == target:
        return f"{voter} voted {_name(target)} at {where}"
    return f"{voter} moved to {_name(moved)} at {where}"


def _name(target: str | None) -> str:
    return "No Lynch" if target == NO_ELIMINATION else (target or "nobody")
