"""The incremental fold: the engine's state kept in votecount.db, so that a count after a
sync folds only the new posts' events.

A checkpoint is the fold's state (``GameState``, written by ``votecount.count.incremental.statecodec.codec``: data
only, never a pickle) after the first ``position`` posts in thread order and every other
event up to the end of the last of them, in the table ``fold_checkpoints`` of
votecount.db (zlib-compressed). One is written where a count passes a multiple of
``EVERY`` posts; the newest ``KEEP`` of those and of the multiples of ``10 * EVERY`` are
kept; and the tip, just after the count's last post, replacing the previous count's
(``written_positions``). Writing one costs the open part of the state only: each older
day is a segment written once and named again while it is not read
(``votecount.count.incremental.foldseal``), and a restored state decodes a day when something reads it.
Each carries

- the fold fingerprint (``cache.fold_fingerprint``: the game file, its rules and switches,
  votecount's code): a checkpoint of another fingerprint is never read, and is dropped on
  the next save;
- a digest of what decided the events it folded: each post's parse-cache key (content and
  time), author, number and flags up to ``position``, and the host, phase and sub-phase
  events up to the end of that post, as computed now. An edit to an old post, a deleted or
  inserted post, or a game-file change before the checkpoint changes the digest, so the
  count resumes from the nearest checkpoint before the earliest change (from the start
  when there is none).

A checkpoint that fails to decode is dropped and the fold rebuilt: it is derived data, and
a forged row can never run code. A state holding a value the codec cannot write (a game
system's foreign type) is simply not kept: the count is right, only not resumed. "Now" and ``--as-of`` are inputs: a checkpoint is used
only when everything it folded had happened by both, so ``--as-of N`` reads (and
decodes) only the posts after the nearest checkpoint before post N.
"""

from __future__ import annotations

import gc
from bisect import bisect_right
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple

import msgspec

from votecount import tally
from votecount.count.at_close import late_edits
from votecount.count.incremental import foldseal
from votecount.count.incremental.checkpoints import Checkpoint, Checkpoints, key_of, pack
from votecount.count.incremental.digests import Digest, boundary
from votecount.count.incremental.statecodec import codec as statecodec
from votecount.tally import events as ev
from votecount.tally.sealed import SealedDays

__all__ = [
    "EVERY",
    "KEEP",
    "Checkpoints",
    "Parts",
    "fold",
    "kept_positions",
    "restore",
    "snapshot",
    "written_positions",
]

if TYPE_CHECKING:
    from votecount.count.context import Context
    from votecount.parser.model import Post
    from votecount.store.posts import ListedPosts, StoredPosts

    Source = ListedPosts | StoredPosts  # the posts in thread order (votecount.store.posts)

AsOf = int | datetime | None
Revisions = Callable[[str, str], Sequence["Post"]]

EVERY = 1_000  # posts between two checkpoints
KEEP = 3  # the newest KEEP checkpoints every EVERY posts and every 10 * EVERY are kept


def kept_positions(posts: int) -> list[int]:
    """Where checkpoints are kept for a fold of ``posts`` posts: the newest ``KEEP``
    multiples of ``EVERY`` and the newest ``KEEP`` multiples of ``10 * EVERY``."""
    near = [p for p in range(posts - posts % EVERY, 0, -EVERY)][:KEEP]
    far = [p for p in range(posts - posts % (10 * EVERY), 0, -10 * EVERY)][:KEEP]
    return sorted({*near, *far})


def written_positions(posts: int) -> list[int]:
    """Where a fold of ``posts`` posts writes (and keeps) checkpoints: ``kept_positions``
    and the tip, just after the last post (replaced by the next count's tip)."""
    return sorted({*kept_positions(posts), posts} - {0})


# --- the fold ---------------------------------------------------------------------------


def _usable(last_key: tuple[datetime, int, int] | None, as_of: AsOf, now: datetime | None) -> bool:
    """Everything the checkpoint folded counts at ``as_of`` and ``now``."""
    if last_key is None:
        return True
    if now is not None and last_key[0] > now:
        return False
    if isinstance(as_of, datetime):
        return last_key[0] <= as_of
    if isinstance(as_of, int):  # cutoff(): events up to (latest time numbered <= N, N, end)
        return 0 <= last_key[1] <= as_of
    return True


def _earliest(*times: datetime | None) -> datetime | None:
    return min((t for t in times if t is not None), default=None)


class Parts(NamedTuple):
    """The pipeline's builders the fold calls (``votecount.count.pipeline``)."""

    own: Callable[[Context, Sequence[Post], Revisions | None], list[ev.Event]]
    frame: Callable[[Context, Sequence[Post], datetime | None, datetime | None], list[ev.Event]]
    key: Callable[[Post], tuple[str, str, str]]  # the parse cache's key of a post


class _Start(msgspec.Struct):
    position: int
    engine: tally.Engine
    own: list[ev.Event]  # the own events of the posts after ``position``
    frame: list[ev.Event]
    digest: Digest
    folded_first: datetime | None = None  # the first own event's time, posts folded
    stop: int = 0  # the posts read: ``own`` holds those from ``position`` to ``stop``


def fold(
    ctx: Context,
    ordered: Source,
    until: datetime | None,
    revisions: Revisions | None,
    as_of: AsOf,
    now: datetime | None,
    store: Checkpoints,
    parts: Parts,
) -> tuple[tally.Engine, Callable[[], list[ev.Event]]]:
    """The engine after the events up to ``as_of`` that happened by ``now``, resumed from
    the latest valid checkpoint; and a builder of the whole event list (for explain).
    Only the posts after the checkpoint that can count by ``as_of`` and ``now`` are read."""
    own_events, frame_events = parts.own, parts.frame
    stop = ordered.needed(as_of, now)
    start = _resume(ctx, ordered, until, revisions, (as_of, now, stop), store, parts)
    if start is None and as_of is None:
        engine = _fold_windows(ctx, ordered, until, revisions, now, store, parts)
    elif start is None:
        own = own_events(ctx, ordered[:stop], revisions)
        first = own[0].ref.time if own else _first_own(ctx, ordered, stop, revisions, parts)
        frame = frame_events(ctx, ordered.frame_posts(ctx), until, first)
        engine = tally.Engine(ctx.setup, ctx.rules)
        start = _Start(0, engine, own, frame, Digest(parts.key, ordered, frame))
    if start is not None:
        start.stop = stop
        read = ordered[start.position : stop]  # the posts whose own events are folded here
        events = late_edits(ev.sort_events(start.own + start.frame), read, revisions, ctx)
        cut = boundary(ordered, start.position)
        suffix = events if cut is None else [e for e in events if e.ref.key > cut]
        happened = tally.cutoff(suffix, now) if now is not None else len(suffix)
        upto = tally.cutoff(suffix, as_of)
        engine = start.engine
        _feed(engine, ordered, start, suffix, min(upto, happened), store)
        if happened <= upto:  # the count reaches the present: a deadline may lie ahead
            engine.closes_at = tally.closes_at(engine.state, suffix[happened:])
    engine.now = now
    keep = set(written_positions(len(ordered)))
    if len(ordered) not in store.new:  # no new tip (--as-of, a live now): keep the last one
        keep.add(max((row[0] for row in store.known if row[0] <= len(ordered)), default=0))
    # a view cut at a time (``StoredPosts.made_by``) keeps the checkpoints past its end
    end = len(ordered) if getattr(ordered, "cut", None) is not None else None
    store.stale.update(
        row[0] for row in store.known if row[0] not in keep and (end is None or row[0] <= end)
    )

    def everything() -> list[ev.Event]:
        every = list(ordered)
        own_all = own_events(ctx, every, revisions)
        first = own_all[0].ref.time if own_all else None
        frame_all = frame_events(ctx, ordered.frame_posts(ctx), until, first)
        return late_edits(ev.sort_events(own_all + frame_all), every, revisions, ctx)

    return engine, everything


def _fold_windows(ctx: Context, ordered: Source, until: datetime | None,
                  revisions: Revisions | None, now: datetime | None, store: Checkpoints,
                  parts: Parts) -> tally.Engine:  # fmt: skip
    """The fold of every post from the start, ``EVERY`` posts at a time: each window's
    posts are read, their events made (or read from the parse cache), sorted with the
    frame events of the window and folded, then let go, so a long thread is never held
    whole. Each window ends at a clean cut (``digests.boundary``); the frame events after the
    last post come last, cut at ``now`` (a deadline ahead is when the phase closes)."""
    first = _first_own(ctx, ordered, 0, revisions, parts)
    frame = ev.sort_events(parts.frame(ctx, ordered.frame_posts(ctx), until, first))
    engine = tally.Engine(ctx.setup, ctx.rules)
    start = _Start(0, engine, [], frame, Digest(parts.key, ordered, frame))
    n, kept = len(ordered), set(written_positions(len(ordered)))
    a, low, mine = 0, None, None
    while True:
        b = min(a - a % EVERY + EVERY, n)
        while b < n and boundary(ordered, b) is None:
            b += 1
        high = boundary(ordered, b) if b < n else None
        posts = ordered[a:b]
        own = parts.own(ctx, posts, revisions)
        mine = mine or (own[0].ref.time if own else None)
        events = late_edits(ev.sort_events(own + frame), posts, revisions, ctx)
        window = [e for e in events if (low is None or e.ref.key > low)
                  and (high is None or e.ref.key <= high)]  # fmt: skip
        if high is None:  # the last posts and the frame events after them
            end = boundary(ordered, n)
            if end is not None and n in kept:  # a checkpoint just after the last post
                upto = bisect_right([e.ref.key for e in window], end)
                engine.feed(window[:upto])
                _keep(engine, start, mine, n, store)
                window = window[upto:]
            happened = tally.cutoff(window, now) if now is not None else len(window)
            engine.feed(window[:happened])
            engine.closes_at = tally.closes_at(engine.state, window[happened:])
            return engine
        engine.feed(window)
        if b in kept:
            _keep(engine, start, mine, b, store)
        flush = getattr(ctx.mapped, "flush", None)  # a ParseCache lets the window go
        if flush is not None:
            flush()
        a, low = b, high


def _first_own(ctx: Context, ordered: Source, start: int,
               revisions: Revisions | None, parts: Parts) -> datetime | None:  # fmt: skip
    """The time of the first own event of the posts from ``start`` on (sub-phases read
    the game's first event), read a few posts at a time."""
    step = 1
    while start < len(ordered):
        own = parts.own(ctx, ordered[start : start + step], revisions)  # in thread order
        if own:
            return own[0].ref.time
        start, step = start + step, min(step * 4, 1024)
    return None


def _resume(ctx: Context, ordered: Source, until: datetime | None,
            revisions: Revisions | None, limits: tuple[AsOf, datetime | None, int],
            store: Checkpoints, parts: Parts) -> _Start | None:  # fmt: skip
    """The latest checkpoint whose digest still holds and that ``as_of`` and ``now``
    include, restored (None: fold from the start). One that fails is marked stale."""
    as_of, now, stop = limits
    for position, digest, last_key, first_text, applied, segments in reversed(store.known):
        key = key_of(last_key)
        if position > stop or not _usable(key, as_of, now):
            continue
        if not ordered.holds(position, digest.partition("#")[0], parts.key):
            store.stale.add(position)  # its posts changed (proving them first is cheap)
            continue
        own = parts.own(ctx, ordered[position:stop], revisions)
        folded = datetime.fromisoformat(first_text) if first_text else None
        if folded is not None:
            first: datetime | None = folded
        else:  # own events are in time order: the first is the earliest
            first = own[0].ref.time if own else _first_own(ctx, ordered, stop, revisions, parts)
        frame = parts.frame(ctx, ordered.frame_posts(ctx), until, first)
        digests = Digest(parts.key, ordered, frame)
        if not digests.frame_holds(position, digest):
            store.stale.add(position)
            continue
        refold = foldseal.Refold(ctx, (ordered, position), parts.own, frame,
                                 boundary(ordered, position), revisions, store)  # fmt: skip
        try:
            engine = restore(ctx, store.state_of(position), applied, key)
            keys = tuple(k for k in (segments or "").split(",") if k)
            packed = store.segments_of(keys)
            foldseal.unseal(engine.state, named_objects(engine), keys, packed, refold)
        except statecodec.StateCodecError:
            store.stale.add(position)
            continue
        store.segments.update(packed)
        store.resumed = position
        return _Start(position, engine, own, frame, digests, folded)
    return None


def snapshot(engine: tally.Engine) -> str:
    """The engine's whole state as statecodec text, its sealed days opened
    (StateCodecError if it holds foreign data)."""
    days = engine.state.days
    if isinstance(days, SealedDays):
        days.open_all()
    return statecodec.dumps(engine.state, named_objects(engine))


def restore(ctx: Context, text: str, applied: int, last_key: Any) -> tally.Engine:
    """An engine over ``ctx``'s setup and rules with the state ``snapshot`` wrote."""
    engine = tally.Engine(ctx.setup, ctx.rules)
    state = statecodec.loads(text, named_objects(engine))
    if not isinstance(state, type(engine.state)):
        raise statecodec.StateCodecError("not a stored fold state")
    engine.state = state
    engine.applied = applied
    engine.resume_after(last_key)
    return engine


def named_objects(engine: tally.Engine) -> dict[str, object]:
    """The engine's objects a saved state names instead of writing (its rules, hooks and
    setup), by name: what the state codec and the seal read and write it with."""
    return {"rules": engine.rules, "hooks": engine.state.hooks, "setup": engine.setup}


def _feed(engine: tally.Engine, ordered: Source, start: _Start,
          suffix: list[ev.Event], target: int, store: Checkpoints) -> None:  # fmt: skip
    """Fold ``suffix[:target]``, stopping to keep a checkpoint at each kept position."""
    keys = [e.ref.key for e in suffix]
    done = 0
    for position in written_positions(len(ordered)):
        if position <= start.position:
            continue  # before the checkpoint resumed from: its posts are never read
        if position > start.stop:
            break  # posts not read (past --as-of): nothing to keep there
        cut = boundary(ordered, position)
        if cut is None:
            continue
        upto = bisect_right(keys, cut)
        if upto > target:
            break
        engine.feed(suffix[done:upto])
        done = upto
        # own events carry their post's time, in thread order: the first is the earliest
        mine = start.own[0].ref.time if start.own and start.own[0].ref.key <= cut else None
        _keep(engine, start, _earliest(start.folded_first, mine), position, store)
    engine.feed(suffix[done:target])


def _keep(engine: tally.Engine, start: _Start, first: datetime | None, position: int,
          store: Checkpoints) -> None:  # fmt: skip
    if not store.keeping:
        return
    digest = start.digest.at(position)
    if digest is None:
        return
    try:
        sealed = foldseal.seal(engine.state, named_objects(engine))
    except statecodec.StateCodecError:
        return  # a state with data the codec does not know: counted without checkpoints
    key = engine.last_key
    store.new[position] = Checkpoint(position, digest, key, first, engine.applied,
                                     pack(sealed.main), sealed.keys)  # fmt: skip
    store.segments.update(foldseal.opener_of(engine.state, named_objects(engine)).packed)
    store.fresh.update(sealed.new)
    store.stale.discard(position)
    if len(sealed.main) + sum(map(len, sealed.new.values())) > 1 << 20:
        gc.collect()  # the writer's cycles go now, not after the next window has grown on them
