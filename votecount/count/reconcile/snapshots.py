"""What reconcile compares, found in one pass over the thread: the host counts (a host's
or votecount's post that ``parser.hostcount`` reads as a count, before the game's end),
the slot each name plays, and votecount's count taken at each post a comparison needs
(the posts before a count, after it, and at its edit time), with the day's final count
(the votes released there put back) and the previous day's closing count."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from votecount.count import pipeline
from votecount.parser.hostcount import HostCount, read_host_count
from votecount.parser.model import Post
from votecount.tally.count import build_day
from votecount.tally.payload import day_payload
from votecount.tally.result import DayCount

LAG_WINDOW = 30  # how many posts back a lagging host count may match
AHEAD_WINDOW = 5  # how many posts on a host count edited after later votes may match
Wagons = Mapping[str, frozenset[str]]


@dataclass
class Snapshot:
    """votecount's own count as of one post of the thread, as reconcile compares it."""

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
class SlotNames:
    """Any name of a slot (the original player or a replacement) -> the slot id."""

    slot: dict[str, str] = field(default_factory=dict)

    def __call__(self, name: str) -> str:
        return self.slot.get(name, name)


def slot_names(game: Any) -> SlotNames:
    """Each player and replacement mapped to the slot id (the slot's first player)."""
    names = SlotNames({p.username: p.username for p in game.players})
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


def needed_counts(ordered: list[Post], counts: Mapping[int, HostCount]) -> dict[int, bool]:
    """Thread-order indexes to take a count at (True: keep the full day count)."""
    need: dict[int, bool] = {}
    previous = -1
    for i in sorted(counts):
        for j in range(max(previous, i - LAG_WINDOW, 0), i):
            need.setdefault(j, False)
        need[i] = True
        for j in range(i + 1, i + 1 + AHEAD_WINDOW):
            need.setdefault(j, False)
        edited = edited_index(ordered, i)
        if edited is not None:
            need.setdefault(edited, False)
        previous = i
    return need


def count_snapshots(
    results: pipeline.Results,
    ordered: list[Post],
    need: Mapping[int, bool],
    names: SlotNames,
) -> dict[int, Snapshot]:
    """votecount's count at each post ``need`` names (True: with the day's full count)."""
    return {
        i: _snapshot(engine.state, names, need[i], ordered[i].number)
        for i, engine in results.post_by_post(ordered)
        if i in need
    }


def _snapshot(state: Any, names: SlotNames, keep: bool, number: int) -> Snapshot:
    if not state.days:
        return Snapshot(None, {})
    day = max(state.days)
    count = build_day(state, state.days[day], "public")
    snap = Snapshot(day, _wagons_of(count, names), count if keep else None)
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
    count: DayCount, names: SlotNames, wagons: Wagons, at: int | None
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


def _wagons_of(count: DayCount, names: SlotNames) -> dict[str, frozenset[str]]:
    opened = day_payload(count).opened()
    if opened:
        pairs = [(n.nominee, n.votes) for n in opened if n.open]
    else:
        pairs = [(w.target, w.votes) for w in count.wagons]
    return {names(t): frozenset(names(v.voter) for v in votes) for t, votes in pairs if votes}


def edited_index(ordered: list[Post], i: int) -> int | None:
    """The thread-order index of the last post made before post ``i`` was last edited,
    or None when the post was not edited after a later post."""
    edited = ordered[i].edited_at
    if edited is None or edited <= ordered[i].created_at:
        return None
    j = i
    while j + 1 < len(ordered) and ordered[j + 1].created_at <= edited:
        j += 1
    return j if j > i else None
