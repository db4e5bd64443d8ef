"""One host count compared with votecount's counts around it: ``agree`` (as of its post,
the day's final count, the closing count of the day before, or with the votes after the
hammer shown), ``lagging`` (an earlier post), ``ahead`` (a later post or its edit time) or
``differ``, with the differing wagons (``parser`` values in, a ``Finding`` out)."""

from __future__ import annotations

from collections.abc import Mapping

from votecount.count.reconcile.findings import Finding, WagonDiff
from votecount.count.reconcile.notes import refused_later, why_differs
from votecount.count.reconcile.snapshots import (
    AHEAD_WINDOW,
    LAG_WINDOW,
    SlotNames,
    Snapshot,
    Wagons,
    edited_index,
)
from votecount.parser.hostcount import HostCount
from votecount.parser.model import Post
from votecount.tally.result import DayCount


def compare(
    ordered: list[Post],
    i: int,
    hc: HostCount,
    snaps: Mapping[int, Snapshot],
    names: SlotNames,
    counts: Mapping[int, HostCount],
) -> Finding:
    post = ordered[i]
    host = {names(w.target): frozenset(names(v) for v in w.voters) for w in hc.wagons}
    unresolved = tuple(u for w in hc.wagons for u in w.unresolved)
    snap = snaps[i]
    if snap.day is None:
        return Finding(post, None, "no_day", post.number, _listed(host), {}, (), unresolved)
    day, wagons, count = _compared_day(snap, host)
    status, as_of = "differ", post.number
    if host == wagons or (day == snap.day and host == snap.before):
        status, wagons = "agree", host
    elif count is not None and host == _with_late_votes(wagons, count, names, post.number):
        status, wagons = "agree", host  # the votes after the hammer shown, not counted
    elif not host:
        pass  # a count with no votes agrees only with a count with no votes, at its post
    else:
        earlier = _matching_earlier(ordered, i, host, snaps, counts, day)
        later = None if earlier is not None else _matching_later(i, host, snaps, counts, day)
        edited = _matching_edit(ordered, i, host, snaps)
        if earlier is not None:
            status, as_of = "lagging", ordered[earlier].number
        elif later is not None:
            status, as_of = "ahead", ordered[later].number
        elif edited is not None:
            status, as_of = "ahead", ordered[edited].number
    if status != "differ":
        return Finding(post, day, status, as_of, _listed(host), _listed(wagons), (), unresolved)
    if day == snap.day and snap.before is not None and _off(host, snap.before) < _off(host, wagons):
        wagons = snap.before  # the final count of the day this post ends, nearer the host's
    assert count is not None
    diffs = _diffs(host, wagons, count, names)
    return Finding(post, day, status, as_of, _listed(host), _listed(wagons), diffs, unresolved)


def _compared_day(
    snap: Snapshot, host: Wagons
) -> tuple[int, Mapping[str, frozenset[str]], DayCount | None]:
    """(day, wagons, count) a host count is compared with: the day open at its post, or
    the day before when the post opened the day and the count is that day's closing
    count (it agrees with it, or it has votes while nobody has voted in the new day)."""
    assert snap.day is not None
    primary = (snap.day, snap.wagons, snap.count)
    if snap.closing is None or snap.closing_count is None or host == snap.wagons:
        return primary
    if snap.closing == host or (host and not snap.wagons):
        return snap.closing_count.day, snap.closing, snap.closing_count
    return primary


def _with_late_votes(wagons: Wagons, count: DayCount, names: SlotNames, upto: int) -> Wagons:
    """The wagons with the votes and unvotes cast after the hammer (up to post ``upto``)
    moved as written: some hosts go on showing them ("L+", "SuperHammer") though they
    change nothing; a count that shows them and is otherwise votecount's agrees."""
    late = [
        h
        for h in count.history
        if not h.accepted and h.code == "VOTE_AFTER_HAMMER" and h.ref.number <= upto
    ]
    if not late:
        return wagons
    out = {t: set(v) for t, v in wagons.items()}
    for h in late:
        voter = names(h.voter)
        for voters in out.values():
            voters.discard(voter)
        if h.action.value == "vote" and h.target:
            out.setdefault(names(h.target), set()).add(voter)
    return {t: frozenset(v) for t, v in out.items() if v}


def _off(host: Wagons, wagons: Wagons) -> int:
    """How many voters stand differently in ``host`` and ``wagons``."""
    return sum(len(host.get(t, frozenset()) ^ wagons.get(t, frozenset()))
               for t in set(host) | set(wagons))  # fmt: skip


def _matching_edit(
    ordered: list[Post], i: int, host: Wagons, snaps: Mapping[int, Snapshot]
) -> int | None:
    """The last post before the count's own edit time, when the thread gives one and
    votecount's count as of it is exactly the host's (the count as edited)."""
    j = edited_index(ordered, i)
    if j is None:
        return None
    snap = snaps.get(j)
    return j if snap is not None and snap.wagons == host else None


def _matching_earlier(
    ordered: list[Post],
    i: int,
    host: Wagons,
    snaps: Mapping[int, Snapshot],
    counts: Mapping[int, HostCount],
    day: int,
) -> int | None:
    for j in range(i - 1, max(i - LAG_WINDOW, 0) - 1, -1):
        snap = snaps.get(j)
        if snap is None or snap.day != day:
            return None
        if snap.wagons == host:
            return j
        if j in counts:
            return None
    return None


def _matching_later(
    i: int, host: Wagons, snaps: Mapping[int, Snapshot], counts: Mapping[int, HostCount], day: int
) -> int | None:
    """The first of the next ``AHEAD_WINDOW`` posts (same day, before the host's next
    count) as of which votecount's count is exactly the host's."""
    for j in range(i + 1, i + 1 + AHEAD_WINDOW):
        snap = snaps.get(j)
        if snap is None or snap.day != day or j in counts:
            return None
        if snap.wagons == host:
            return j
    return None


def _listed(wagons: Wagons) -> dict[str, tuple[str, ...]]:
    return {t: tuple(sorted(v, key=str.casefold)) for t, v in wagons.items()}


def _diffs(
    host: Wagons, wagons: Wagons, count: DayCount, names: SlotNames
) -> tuple[WagonDiff, ...]:
    history = list(count.history)
    out = []
    for target in sorted(set(host) | set(wagons), key=str.casefold):
        h, v = host.get(target, frozenset()), wagons.get(target, frozenset())
        if h == v:
            continue
        notes = tuple(
            refused_later(voter, history, count, names)
            or why_differs(voter, target, history, names)
            for voter in sorted(h ^ v)
        )
        out.append(WagonDiff(target, _sorted(h), _sorted(v), notes))
    return tuple(out)


def _sorted(voters: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(voters, key=str.casefold))
