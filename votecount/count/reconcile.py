"""``votecount reconcile``: the hosts' own vote counts, found in the thread, read and
compared with votecount's count as of each of them.

    result = reconcile(game, posts)            # Reconciliation
    for f in result.findings: f.status, f.diffs

A host count is a post by a host (or one that ``votecount post`` made, by its footer tag)
that ``parser.hostcount.read_host_count`` reads as a count (docs/reconcile.md). It is
compared with votecount's count of the day open at that post, wagon by wagon, by slot (a
replacement and the player they replaced are one slot; empty wagons are left out):

- ``agree``: the same voters on the same wagons as of that post; at the post that ends a
  day, also its final count (the votes its lynch or death released there put back); at
  the post that opens a day (or later, while nobody has voted in it), also the closing
  count of the day before; a count with no wagon ("Not voting: everyone") agrees only
  with a count with no vote;
- ``lagging``: not as of that post, but exactly as of an earlier post since the host's
  previous count (the host counted before the last votes came in); ``as_of`` says which;
- ``ahead``: not as of that post, but exactly as of one of the next few posts, before the
  host's next count, or as of the post's edit time when the thread gives one (the host
  updated the count after a later vote: a thread keeps each post's last edit);
  ``as_of`` says which;
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
    # the day as it stood before the votes this post released (a lynch flipped or a death
    # told in it), or at its close when it is over: a count in the post that ends a day
    # is that day's final count
    before: dict[str, frozenset[str]] | None = None
    # the post opened this day, or nobody has voted in it yet: the previous day's final
    # wagons (a host's closing count of that day often shares the post that opens the
    # next one, or follows it)
    closing: dict[str, frozenset[str]] | None = None
    closing_count: DayCount | None = None


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
        edited = _edited_index(ordered, i)
        if edited is not None:
            need.setdefault(edited, False)
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
    if not keep:
        return snap
    snap.before = _released_back(count, names, snap.wagons, None if not count.open else number)
    earlier = [d for d in state.days if d < day]
    quiet = not any(h.accepted for h in count.history)  # nobody has voted in this day yet
    if earlier and (count.start.number == number or quiet):
        closing = build_day(state, state.days[max(earlier)], "public")
        wagons = _wagons_of(closing, names)
        snap.closing = _released_back(closing, names, wagons, None) or wagons
        snap.closing_count = closing
    return snap


def _released_back(
    count: DayCount, names: _Names, wagons: Wagons, at: int | None
) -> dict[str, frozenset[str]] | None:
    """``wagons`` with the votes released at post ``at`` put back (``at`` None: a day that
    is over, the votes released after its last vote: by the lynch or the deaths told at
    its end), or None when no vote was released there. Nominations are left as they are."""
    if day_payload(count).opened():
        return None
    released = []
    for h in reversed(count.history):
        if h.action.value == "released" and (at is None or h.ref.number == at):
            released.append(h)
        elif at is None and h.accepted:
            break  # the day's last counted vote or unvote
    if not released:
        return None
    out = {t: set(v) for t, v in wagons.items()}
    for h in released:
        if h.previous:
            out.setdefault(names(h.previous), set()).add(names(h.voter))
    return {t: frozenset(v) for t, v in out.items()}


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
    snap: _Snapshot, host: Wagons
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


def _with_late_votes(wagons: Wagons, count: DayCount, names: _Names, upto: int) -> Wagons:
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
    ordered: list[Post], i: int, host: Wagons, snaps: Mapping[int, _Snapshot]
) -> int | None:
    """The last post before the count's own edit time, when the thread gives one and
    votecount's count as of it is exactly the host's (the count as edited)."""
    j = _edited_index(ordered, i)
    if j is None:
        return None
    snap = snaps.get(j)
    return j if snap is not None and snap.wagons == host else None


def _edited_index(ordered: list[Post], i: int) -> int | None:
    """The thread-order index of the last post made before post ``i`` was last edited,
    or None when the post was not edited after a later post."""
    edited = ordered[i].edited_at
    if edited is None or edited <= ordered[i].created_at:
        return None
    j = i
    while j + 1 < len(ordered) and ordered[j + 1].created_at <= edited:
        j += 1
    return j if j > i else None


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


def _diffs(host: Wagons, wagons: Wagons, count: DayCount, names: _Names) -> tuple[WagonDiff, ...]:
    history = list(count.history)
    out = []
    for target in sorted(set(host) | set(wagons), key=str.casefold):
        h, v = host.get(target, frozenset()), wagons.get(target, frozenset())
        if h == v:
            continue
        notes = tuple(
            _refused_later(voter, history, count, names) or _why(voter, target, history, names)
            for voter in sorted(h ^ v)
        )
        out.append(WagonDiff(target, _sorted(h), _sorted(v), notes))
    return tuple(out)


def _sorted(voters: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(voters, key=str.casefold))


# what votecount never read as a vote or unvote (the tally's own refusals are in the history)
_UNREAD = frozenset(
    {"UNRESOLVED_TARGET", "AMBIGUOUS_TARGET", "VOTE_NOT_BOLD_OR_TAG", "COMMAND_IGNORED"}
)


def _refused_later(
    voter: str, history: list[HistoryEntry], count: DayCount, names: _Names
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


def _why(voter: str, target: str, history: list[HistoryEntry], names: _Names) -> str:
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
