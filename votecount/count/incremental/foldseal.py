"""Sealed days: a checkpoint stores each older day of the fold's state as a segment of its
own, written once and named by its digest, and a restored state decodes a day only when
something reads it (``tally.sealed.SealedDays``).

Which days are sealed, exactly: every day but the newest, when its encoding shares nothing
that can change (a list, dict, set or an object not of a frozen class) with the rest of the
state or with another sealed day (``seal`` checks the objects each encoding wrote). Such a
day can then change only through ``GameState.days``: reading it opens it (``Opener``), and
an opened day is encoded again at the next checkpoint. A day never opened since it was
sealed is exactly what its segment holds, so the next checkpoint names the same segment
and encodes nothing of it: whatever the game system, a late event, a host's correction to
an old day, a substitution, nothing is trusted to leave old days alone; what reads them
unseals them. Values of frozen classes (a ``PostRef``, a ``Violation``) may be held by a
day and elsewhere; each is read back as an equal value of its own.

A segment is zlib-compressed statecodec text (``checkpoints.pack``) named by the SHA-256
of those bytes; a restore checks each segment's bytes against its name before it uses the
checkpoint (a corrupt or missing one: the checkpoint is refused, ``StateCodecError``). A
segment that matches its name but does not decode (a forged row) is found when its day is
opened: then the day is taken from a fold from the start up to the checkpoint
(``fallback``), never from the segment, and every checkpoint is dropped.
"""

from __future__ import annotations

import hashlib
import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import msgspec

from votecount.count.at_close import late_edits
from votecount.count.incremental.checkpoints import pack
from votecount.count.incremental.statecodec import codec as statecodec
from votecount.tally.engine import Engine
from votecount.tally.events import sort_events
from votecount.tally.sealed import SealedDay, SealedDays
from votecount.tally.state import DayState, GameState

Fallback = Callable[[], GameState]  # the state at the checkpoint, folded from the start
Parts = list[tuple[int, Any]]  # one day of each sealed map: (the map's place, its value)


def segment_key(packed: bytes) -> str:
    return hashlib.sha256(packed).hexdigest()[:32]


class Opener:
    """Opens the sealed days of one state (each day of every sealed map at once: one
    segment holds them): a day sealed in this process is given back as it is; one
    restored from the store is decoded from its segment (``decoded`` counts them)."""

    def __init__(self, context: dict[str, object], maps: tuple[Any, ...],
                 packed: dict[str, bytes], fallback: Fallback | None = None) -> None:  # fmt: skip
        self.context = context
        self.maps = maps  # GameState.sealed_maps()
        self.packed = packed  # segment key -> stored bytes: every segment the state names
        self.live: dict[str, Parts] = {}  # segment key -> the day sealed in this process
        self.fallback = fallback
        self.decoded = 0

    def __call__(self, number: Any, held: SealedDay) -> Any:
        parts = self.live.pop(held.key, None)
        if parts is None:
            parts = self._decode(number, held.key)
        for part, value in parts:
            found = dict.get(self.maps[part], number)
            if isinstance(found, SealedDay) and found.key == held.key:
                dict.__setitem__(self.maps[part], number, value)
        return dict.__getitem__(self.maps[held.part], number)

    def _decode(self, number: Any, key: str) -> Parts:
        try:
            text = zlib.decompress(self.packed[key]).decode("utf-8")
            parts = statecodec.loads(text, self.context)
            if not _parts(parts, len(self.maps)):
                raise statecodec.StateCodecError("a segment that is not a day")
        except (KeyError, zlib.error, UnicodeDecodeError, statecodec.StateCodecError):
            if self.fallback is None:
                raise statecodec.StateCodecError(f"day {number}: not a stored segment") from None
            again = self.fallback().sealed_maps()
            return [(i, again[i][number]) for i in range(len(self.maps)) if number in again[i]]
        self.decoded += 1
        return parts


def _parts(parts: Any, maps: int) -> bool:
    """A decoded segment: (map place, value) pairs, a day (``DayState``) first."""
    return (
        type(parts) is list
        and bool(parts)
        and all(type(p) is tuple and len(p) == 2 and type(p[0]) is int for p in parts)
        and parts[0][0] == 0
        and isinstance(parts[0][1], DayState)
        and all(0 <= p[0] < maps for p in parts)
    )


class Sealed(msgspec.Struct):
    main: str  # statecodec text of the state, its sealed days as ``SealedDay`` keys
    keys: tuple[str, ...]  # every segment it names
    new: dict[str, bytes]  # the segments encoded now (key -> stored bytes)


def _maps(state: GameState) -> tuple[Any, ...]:
    return tuple(m if type(m) is SealedDays else None for m in state.sealed_maps())


def opener_of(state: GameState, context: dict[str, object]) -> Opener:
    maps = _maps(state)
    opener = getattr(maps[0], "opener", None)
    if not isinstance(opener, Opener):
        opener = Opener(context, maps, {})
        for m in maps:
            if m is not None:
                m.opener = opener
    return opener


Fresh = dict[int, tuple[str, bytes, Parts, set[int]]]  # day -> key, bytes, parts, ids


def seal(state: GameState, context: dict[str, object]) -> Sealed:
    """The state written with its older days as segments: those sealed before and never
    opened named again, the others encoded now (unless they share something that can
    change: then they stay in the main text). The days sealed now stay in memory as they
    are, held as their keys until read."""
    if type(state.days) is not SealedDays:
        raise statecodec.StateCodecError("a state without sealed days")
    opener = opener_of(state, context)
    maps = opener.maps
    reused: set[str] = set()
    fresh: Fresh = {}
    for number in sorted(state.days)[:-1]:  # every day but the newest
        raws = [(i, m.raw(number)) for i, m in enumerate(maps) if m is not None and number in m]
        keys = {r.key for _, r in raws if isinstance(r, SealedDay)}
        if len(keys) == 1 and all(isinstance(r, SealedDay) for _, r in raws):
            reused |= keys
            continue
        parts = [(i, maps[i][number]) for i, _ in raws]  # a day partly opened: all of it
        text, kept = statecodec.dumps_kept(parts, context)
        packed = pack(text)
        fresh[number] = (segment_key(packed), packed, parts, _changeable(kept))
    _drop_shared(fresh)
    while True:
        main, kept = _main(state, context, maps, fresh)
        shared = _changeable(kept)
        clash = [n for n, f in fresh.items() if not f[3].isdisjoint(shared)]
        if not clash:
            break
        for number in clash:
            del fresh[number]
    for number, (key, packed, parts, _ids) in fresh.items():
        for i, _value in parts:
            dict.__setitem__(maps[i], number, SealedDay(key, i))
        opener.live[key] = parts
        opener.packed[key] = packed
    named = tuple(sorted(reused | {f[0] for f in fresh.values()}))
    return Sealed(main, named, {f[0]: f[1] for f in fresh.values()})


def _main(state: GameState, context: dict[str, object], maps: tuple[Any, ...],
          fresh: Fresh) -> tuple[str, list[object]]:  # fmt: skip
    """The state's text with the days of ``fresh`` written as their keys."""
    try:
        for number, (key, _packed, parts, _ids) in fresh.items():
            for i, _value in parts:
                dict.__setitem__(maps[i], number, SealedDay(key, i))
        return statecodec.dumps_kept(state, context)
    finally:
        for number, (_key, _packed, parts, _ids) in fresh.items():
            for i, value in parts:
                dict.__setitem__(maps[i], number, value)


def _drop_shared(fresh: Fresh) -> None:
    """Days whose encodings share something that can change are not sealed."""
    seen = Counter(i for f in fresh.values() for i in f[3])
    for number in [n for n, f in fresh.items() if any(seen[i] > 1 for i in f[3])]:
        del fresh[number]


def _changeable(kept: list[object]) -> set[int]:
    """The ids of what could change among objects written: not of a frozen class."""
    out = set()
    for obj in kept:
        params = getattr(type(obj), "__dataclass_params__", None)
        if params is None or not params.frozen:
            out.add(id(obj))
    return out


class Refold:
    """The fallback of a restored state: the state at its checkpoint folded from the
    start (for a sealed day whose segment does not decode: a forged row), once; every
    checkpoint is dropped, so the next count writes them again."""

    def __init__(self, ctx: Any, posts: tuple[Sequence[Any], int], own: Callable[..., list[Any]],
                 frame: list[Any], cut: Any, revisions: Any, store: Any) -> None:  # fmt: skip
        self.ctx, self.posts, self.own, self.frame = ctx, posts, own, frame
        self.cut, self.revisions, self.store = cut, revisions, store
        self.state: GameState | None = None

    def __call__(self) -> GameState:
        self.store.drop_all()  # the count may be saved already: its output is read later
        if self.state is None:
            ordered, position = self.posts  # the posts up to the checkpoint
            posts = ordered[:position]
            own = self.own(self.ctx, posts, self.revisions)
            events = late_edits(sort_events(own + self.frame), posts, self.revisions, self.ctx)
            cut = self.cut
            engine = Engine(self.ctx.setup, self.ctx.rules)
            self.state = engine.feed([e for e in events if cut is None or e.ref.key <= cut]).state
        return self.state


def unseal(state: GameState, context: dict[str, object], keys: tuple[str, ...],
           packed: dict[str, bytes], fallback: Fallback | None) -> None:  # fmt: skip
    """Make a restored state's sealed days openable from the segments ``packed``; a
    segment missing, not matching its key, or not named by the checkpoint: refused."""
    if type(state.days) is not SealedDays:
        raise statecodec.StateCodecError("not a stored fold state: its days")
    for key in keys:
        if key not in packed or segment_key(packed[key]) != key:
            raise statecodec.StateCodecError(f"segment {key}: missing or not as stored")
    named = set(keys)
    maps = _maps(state)
    for m in maps:
        for value in dict.values(m) if m is not None else ():
            if isinstance(value, SealedDay) and value.key not in named:
                raise statecodec.StateCodecError("a sealed day the checkpoint does not name")
    opener = Opener(context, maps, dict(packed), fallback)
    for m in maps:
        if m is not None:
            m.opener = opener
