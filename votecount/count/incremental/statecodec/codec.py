"""A data-only encoding of the fold's state (``tally.state.GameState`` and whatever a game
system keeps in ``GameState.ext``), for the checkpoints of ``votecount.count.incremental.foldstate``.

Generic by reflection: an object is written as its class's registered name and its
attributes (``__slots__`` or ``__dict__``; dataclasses, enums and plain classes alike),
so a game system that adds or moves state fields needs no codec of its own. A class may
be written or read only when its module is ``votecount.tally`` or one of its modules, or
the module (or a module inside it) of a registered game system or of one of its bases
(``tally.registry.registered()``: a plug-in's own module counts). The check is by module
name: reading imports no game system the data does not name, and imports a module only
when a shape names a class of it and the name passes the check. Reading builds objects
with ``object.__new__`` and sets their attributes (no constructor, no code named by the
data), so a shared votecount.db cannot run code. Anything else raises
``StateCodecError``, which the caller treats as "no checkpoint" (the count is then
folded from the start); so does a state of another format version (``VERSION``).

The JSON, ``{"v": 2, "shapes": [[class, name, …], …], "kinds": [[kind, …], …],
"strings": [str, …], "state": value}``:

- ``[n, …]`` (an integer first) an object of shape ``n``: the class ``shapes[n][0]`` and
  the attributes ``shapes[n][1:]``, each value written as its kind ``kinds[n][i]`` says:
  ``"."`` as itself (None, a bool, an int, a float), ``"S"`` a string, as its index in
  ``strings`` (each string of an object's attribute is stored once), ``"D"`` a datetime,
  as its ISO text, an integer ``m`` a member of the enum of shape ``m``, as its value,
  and ``"*"`` any value, as below. A class has one shape for each set of attributes and
  kinds its objects have; ``shapes`` lists each once, in the order first written;
- plain values as themselves; ``["t", …]`` a tuple, ``["l", …]`` a list, ``["s", …]`` a
  set, ``["f", …]`` a frozenset, ``["d", k, v, k, v, …]`` a dict, ``["c", k, v, …]`` a
  ``collections.Counter``, ``["m", shape, k, v, …]`` a dict of the dict class of
  ``shape`` (an allowed subclass of dict, e.g. ``tally.sealed.SealedDays``: made by
  ``dict.__new__``, filled by ``dict.update``), ``["D", iso]`` a datetime, ``["E", shape, value]`` an enum
  member, ``["x", name]`` an object of the context (the rules, the ruleset's hooks, the
  setup), and ``["r", n]`` the n-th list, dict, set or object already read (aliasing is
  kept: two places holding one mutable object hold one object again after reading).

An enum's shape lists no attributes. A datetime keeps its offset from UTC, not a zone's
name nor the fold of an ambiguous local time (the fold's times are UTC). Version 1 (no
``"v"``) wrote every object as ``["o", shape, value, …]`` with each value tagged, each
datetime as ``["D", iso]``, each dict item as a pair; its rows are no longer read (a
miss: the fold is rebuilt). The garbage collector is paused while a state is read or
written: the objects made all live on, and each collection would walk them again.

Writing is ``votecount.count.incremental.statecodec.write``, reading ``votecount.count.incremental.statecodec.read``, the
allow-list ``votecount.count.incremental.statecodec.classes``.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from votecount.count.incremental.statecodec.classes import StateCodecError
from votecount.count.incremental.statecodec.read import Reader
from votecount.count.incremental.statecodec.write import Writer

__all__ = ["VERSION", "StateCodecError", "dumps", "dumps_kept", "loads"]

VERSION = 2


@contextmanager
def _no_collection() -> Iterator[None]:
    """The cyclic garbage collector paused: reading or writing a state makes tens of
    thousands of objects that all live on, and each collection would walk them all
    (at 100,000 posts, more than half the time of a read)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def dumps(value: Any, context: dict[str, object] | None = None) -> str:
    """``value`` as JSON; the objects of ``context`` are written by name only."""
    return dumps_kept(value, context)[0]


def dumps_kept(value: Any, context: dict[str, object] | None = None) -> tuple[str, list[object]]:
    """``dumps`` and the lists, dicts, sets and objects it wrote (each once: what a
    reader would make one object of again; ``votecount.count.incremental.foldseal`` checks that segments
    share none that can change)."""
    writer = Writer(context or {})
    with _no_collection():
        try:
            data = writer.write(value)
        except RecursionError:
            raise StateCodecError("a state too deep to store") from None
        out = {"v": VERSION, "shapes": writer.shapes, "kinds": writer.kinds_of,
               "strings": list(writer.strings), "state": data}  # fmt: skip
        return json.dumps(out, ensure_ascii=False, separators=(",", ":")), writer.keep


def loads(text: str | bytes, context: dict[str, object] | None = None) -> Any:
    """The value ``dumps`` wrote (``context`` supplies the named objects again)."""
    try:
        with _no_collection():
            data = json.loads(text)
            if type(data) is not dict or data.get("v") != VERSION:
                raise StateCodecError("not a stored state of this version")
            return Reader(context or {}, data).read(data.get("state"))
    except StateCodecError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError) as e:
        raise StateCodecError(f"not a stored state: {e}") from None
