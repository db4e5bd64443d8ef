"""``votecount reconcile``: the hosts' own vote counts, found in the thread, read and
compared with votecount's count as of each of them.

    result = reconcile(game, posts)            # Reconciliation
    for f in result.findings: f.status, f.diffs

A host count is a post by a host (or one that ``votecount post`` made, by its footer tag)
that ``parser.hostcount.read_host_count`` reads as wagons with voters. It is compared
with votecount's count of the day open at that post, wagon by wagon, by slot (a
replacement and the player they replaced are one slot; empty wagons are left out):

- ``agree``: the same voters on the same wagons as of that post;
- ``lagging``: not as of that post, but exactly as of an earlier post since the host's
  previous count (the host counted before the last votes came in); ``as_of`` says which;
- ``ahead``: not as of that post, but exactly as of one of the next few posts, before the
  host's next count (the host updated the count after a later vote: a thread keeps each
  post's last edit); ``as_of`` says which;
- ``differ``: neither; each differing wagon says who is on it on each side and why, from
  votecount's history ("Juno moved to Ember at #25", "Juno's vote at #20 did not count:
  ...").

The thread and the game file are read once: the fold runs forward through the posts and
a count is taken only at posts a comparison needs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from votecount import tally
from votecount.count import pipeline
from votecount.parser.hostcount import HostCount, read_host_count
from votecount.parser.model import NO_ELIMINATION, Post
from votecount.tally.count import build_day
from votecount.tally.payload import day_payload
from votecount.tally.result import DayCount, HistoryEntry

LAG_WINDOW = 30  # how many posts back a lagging host count may match
AHEAD_WINDOW = 5  # how many posts on a host count edited after later votes may match
Wagons = Mapping[str, frozenset[str]]


@dataclass(frozen=True)
class WagonDiff:
    """One wagon on which the host and votecount disagree (slot ids, as the game names them)."""

    target: str
    host: tuple[str, ...]
    votecount: tuple[str, ...]
    notes: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "target": self.target,
            "host": list(self.host),
            "votecount": list(self.votecount),
            "notes": list(self.notes),
        }


@dataclass(frozen=True)
class Finding:
    """One host count and how it compares."""

    post: Post
    day: int | None
    status: str  # "agree" | "lagging" | "ahead" | "differ" | "no_day"
    as_of: int  # the post number of votecount's count it was compared with (or matched)
    host: dict[str, tuple[str, ...]]
    votecount: dict[str, tuple[str, ...]]
    diffs: tuple[WagonDiff, ...] = ()
    unresolved: tuple[str, ...] = ()

    @property
    def agrees(self) -> bool:
        return self.status in ("agree", "lagging", "ahead")

    def to_json(self) -> dict[str, object]:
        return {
            "post": self.post.number,
            "post_id": self.post.post_id,
            "url": self.post.url,
            "author": self.post.author,
            "day": self.day,
            "status": self.status,
            "as_of": self.as_of,
            "host": {k: list(v) for k, v in self.host.items()},
            "votecount": {k: list(v) for k, v in self.votecount.items()},
            "diffs": [d.to_json() for d in self.diffs],
            "unresolved": list(self.unresolved),
        }


@dataclass(frozen=True)
class Reconciliation:
    findings: tuple[Finding, ...]

    def tally(self) -> dict[str, int]:
        out = {"found": len(self.findings), "agree": 0, "lagging": 0, "ahead": 0, "differ": 0,
               "no_day": 0}  # fmt: skip
        for f in self.findings:
            out[f.status] += 1
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "schema": "votecount-reconcile/1",
            "totals": self.tally(),
            "findings": [f.to_json() for f in self.findings],
        }


@dataclass
class _Snapshot:
    day: int | None
    wagons: dict[str, frozenset[str]]
    count: DayCount | None = None
    # the post opened this day: the previous day's final wagons (a host's closing count
    # of that day often shares the post that opens the next one)
    closing: dict[str, frozenset[str]] | None = None


@dataclass
class _Names:
    """Any name of a slot (the original player or a replacement) -> the slot id."""

    slot: dict[str, str] = field(default_factory=dict)

    def __call__(self, name: str) -> str:
        return self.slot.get(name, name)


# --- the job ------------------------------------------------------------------------------


def reconcile(
    game: Any,
    posts: Iterable[Post],
    revisions: pipeline.Revisions | None = None,
    cache: MutableMapping | None = None,
    day: int | None = None,
) -> Reconciliation:
    """Every host count of the thread compared with votecount's (``day`` keeps one day)."""
    ctx = pipeline.context(game)
    if cache is not None:
        ctx.mapped = cache
    ordered = pipeline.in_thread_order(posts)
    names = slot_names(game)
    counts = host_counts(ctx, ordered, game_ends(game))
    events = pipeline.build_events(game, ordered, None, revisions, ctx)
    snaps = _snapshots(ctx, ordered, events, _needed(ordered, counts), names)
    findings = []
    for i, hc in counts.items():
        found = compare(ordered, i, hc, snaps, names, counts)
        if day is None or found.day == day:
            findings.append(found)
    return Reconciliation(tuple(findings))


def slot_names(game: Any) -> _Names:
    """Each player and replacement mapped to the slot id (the slot's first player)."""
    names = _Names({p.username: p.username for p in game.players})
    for e in game.events:
        if e.kind == "substitution" and e.player and e.other:
            names.slot[e.other] = names(e.player)
    return names


def game_ends(game: Any) -> list[tuple[int | None, Any]]:
    """(post, time) of each ``game_end`` event of the game file."""
    return [(e.at_post, e.at_time) for e in game.events if e.kind == "game_end"]


def _after_end(post: Post, ends: Iterable[tuple[int | None, Any]]) -> bool:
    return any(
        (at is not None and post.number > at) or (when is not None and post.created_at > when)
        for at, when in ends
    )


def host_counts(
    ctx: pipeline.Context, ordered: list[Post], ends: Iterable[tuple[int | None, Any]] = ()
) -> dict[int, HostCount]:
    """Thread-order index -> the count read from that host (or votecount) post. A post
    after the game's end (a ``game_end`` event) is no count: no day is left to count."""
    out = {}
    ends = list(ends)
    for i, post in enumerate(ordered):
        if _after_end(post, ends):
            continue
        author = ctx.ids.get(post.author.casefold(), post.author).casefold()
        ours = bool(pipeline.VOTECOUNT_TAG.search(post.html))
        if (author in ctx.hosts or ours) and post.countable:
            hc = read_host_count(post.html, ctx.roster)
            if hc is not None:
                out[i] = hc
    return out


def _needed(ordered: list[Post], counts: Mapping[int, HostCount]) -> dict[int, bool]:
    """Thread-order indexes to take a count at (True: keep the full day count)."""
    need: dict[int, bool] = {}
    previous = -1
    for i in sorted(counts):
        for j in range(max(previous, i - LAG_WINDOW, 0), i):
            need.setdefault(j, False)
        need[i] = True
        for j in range(i + 1, i + 1 + AHEAD_WINDOW):
            need.setdefault(j, False)
        previous = i
    return need


def _snapshots(
    ctx: pipeline.Context,
    ordered: list[Post],
    events: list[tally.Event],
    need: Mapping[int, bool],
    names: _Names,
) -> dict[int, _Snapshot]:
    engine = tally.Engine(ctx.setup, ctx.rules)
    out: dict[int, _Snapshot] = {}
    k = 0
    for i, post in enumerate(ordered):
        limit = (post.created_at, post.number, 10**12)
        start = k
        while k < len(events) and events[k].ref.key <= limit:
            k += 1
        if k > start:
            engine.feed(events[start:k])
        if i in need:
            out[i] = _snapshot(engine.state, names, need[i], post.number)
    return out


def _snapshot(state: Any, names: _Names, keep: bool, number: int) -> _Snapshot:
    if not state.days:
        return _Snapshot(None, {})
    day = max(state.days)
    count = build_day(state, state.days[day], "public")
    snap = _Snapshot(day, _wagons_of(count, names), count if keep else None)
    earlier = [d for d in state.days if d < day]
    if keep and earlier and count.start.number == number:
        closing = build_day(state, state.days[max(earlier)], "public")
        snap.closing = _wagons_of(closing, names)
    return snap


def _wagons_of(count: DayCount, names: _Names) -> dict[str, frozenset[str]]:
    opened = day_payload(count).opened()
    if opened:
        pairs = [(n.nominee, n.votes) for n in opened if n.open]
    else:
        pairs = [(w.target, w.votes) for w in count.wagons]
    return {names(t): frozenset(names(v.voter) for v in votes) for t, votes in pairs if votes}


# --- comparing one host count ----------------------------------------------------------------


def compare(
    ordered: list[Post],
    i: int,
    hc: HostCount,
    snaps: Mapping[int, _Snapshot],
    names: _Names,
    counts: Mapping[int, HostCount],
) -> Finding:
    post = ordered[i]
    host = {names(w.target): frozenset(names(v) for v in w.voters) for w in hc.wagons}
    unresolved = tuple(u for w in hc.wagons for u in w.unresolved)
    snap = snaps[i]
    if snap.day is None:
        return Finding(post, None, "no_day", post.number, _listed(host), {}, (), unresolved)
    status, as_of, day = "differ", post.number, snap.day
    if snap.wagons == host:
        status = "agree"
    elif snap.closing is not None and snap.closing == host:
        status, day = "agree", snap.day - 1  # the closing count of the day before
    else:
        earlier = _matching_earlier(ordered, i, host, snaps, counts, snap.day)
        later = None if earlier is not None else _matching_later(i, host, snaps, counts, snap.day)
        if earlier is not None:
            status, as_of = "lagging", ordered[earlier].number
        elif later is not None:
            status, as_of = "ahead", ordered[later].number
    diffs = () if status != "differ" else _diffs(host, snap, names)
    wagons = snap.closing if day != snap.day and snap.closing is not None else snap.wagons
    return Finding(post, day, status, as_of, _listed(host), _listed(wagons), diffs, unresolved)


def _matching_earlier(
    ordered: list[Post],
    i: int,
    host: Wagons,
    snaps: Mapping[int, _Snapshot],
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
    i: int, host: Wagons, snaps: Mapping[int, _Snapshot], counts: Mapping[int, HostCount], day: int
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


def _diffs(host: Wagons, snap: _Snapshot, names: _Names) -> tuple[WagonDiff, ...]:
    assert snap.count is not None
    history = [h for h in snap.count.history]
    out = []
    for target in sorted(set(host) | set(snap.wagons), key=str.casefold):
        h, v = host.get(target, frozenset()), snap.wagons.get(target, frozenset())
        if h == v:
            continue
        notes = tuple(_why(voter, target, history, names) for voter in sorted(h ^ v))
        out.append(WagonDiff(target, _sorted(h), _sorted(v), notes))
    return tuple(out)


def _sorted(voters: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(voters, key=str.casefold))


def _why(voter: str, target: str, history: list[HistoryEntry], names: _Names) -> str:
    """What votecount saw of ``voter`` that day, as it bears on ``target``."""
    # a rejected unvote changes nothing: it does not explain where the vote is
    mine = [
        h for h in history
        if names(h.voter) == voter and (h.accepted or h.action.value != "unvote")
    ]  # fmt: skip
    if not mine:
        return f"{voter}: no vote by {voter} this day"
    last = mine[-1]
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
