"""The fold state's codec (votecount/count/incremental/statecodec/codec.py): any value it writes reads back equal,
of the same types, with its aliasing, and writes again to the same text; reading loads
no game system the data does not name and refuses every class outside the allow-list
without importing it; rows of another version, or forged, are refused (a miss for the
fold, never an error). tests/count/incremental/test_foldstate_property.py checks whole fold states."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from datetime import UTC, datetime, timedelta, timezone
from typing import Any, NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from votecount.count.incremental.statecodec import codec as statecodec
from votecount.count.incremental.statecodec.codec import StateCodecError
from votecount.tally.codes import Severity, Violation
from votecount.tally.events import PhaseKind, PostRef
from votecount.tally.result import Action, HistoryEntry, Status
from votecount.tally.state import DayState, Slot, Standing

ZONES = st.sampled_from(
    [None, UTC, timezone(timedelta(hours=-5)), timezone(timedelta(minutes=330))]
)
WHEN = st.builds(  # the fold's times are UTC: a local time's fold (DST) is not kept
    lambda t, tz: t.replace(tzinfo=tz, fold=0),
    st.datetimes(datetime(1990, 1, 1), datetime(2090, 1, 1)),
    ZONES,
)
TEXT = st.text(max_size=12) | st.sampled_from(["", "vote", "Player01", "ü ✓ \x00"])
PLAIN = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | TEXT
HASHABLE = PLAIN | WHEN | st.sampled_from(list(PhaseKind) + list(Status))
REF = st.builds(PostRef, TEXT, st.integers(-1, 10**6), WHEN, TEXT, st.integers(-5, 10**6), TEXT)
ENUMS = st.sampled_from([*PhaseKind, *Status, *Severity, *Action])


def _objects(values: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Objects of the tally's own classes (slots, frozen, a None or an object inside)."""
    return st.one_of(
        REF,
        st.builds(Standing, TEXT, TEXT, REF, TEXT),
        st.builds(
            Slot,
            TEXT,
            TEXT,
            st.none() | st.integers(0, 20),
            st.booleans(),
            st.booleans(),
            st.lists(TEXT, max_size=3),
            st.none() | REF,
            TEXT,
        ),  # fmt: skip
        st.builds(
            HistoryEntry,
            REF,
            TEXT,
            st.sampled_from(list(Action)),
            st.none() | TEXT,
            st.none() | TEXT,
            st.booleans(),
            TEXT,
        ),  # fmt: skip
        st.builds(
            Violation,
            TEXT,
            st.sampled_from(list(Severity)),
            st.none() | REF,
            st.none() | TEXT,
            TEXT,
            TEXT,
            TEXT,
            st.tuples(TEXT),
        ),  # fmt: skip
    )


VALUES = st.recursive(
    PLAIN | WHEN | ENUMS | _objects(PLAIN),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(HASHABLE, inner, max_size=4),
        st.builds(Counter, st.dictionaries(TEXT, st.integers(), max_size=4)),
        st.sets(HASHABLE, max_size=4),
        st.frozensets(HASHABLE, max_size=4),
    ),
    max_leaves=30,
)


def _types(value: Any) -> Any:
    """The value's structure of types (equal values of other types differ here)."""
    if isinstance(value, list | tuple):
        return (type(value), [_types(v) for v in value])
    if isinstance(value, dict):
        return (type(value), sorted((repr(k), _types(v)) for k, v in value.items()))
    if isinstance(value, datetime):
        return (datetime, value.utcoffset())
    return type(value)


def _has_set(value: Any) -> bool:
    if isinstance(value, set | frozenset):
        return True
    if isinstance(value, dict):
        return any(_has_set(v) for kv in value.items() for v in kv)
    return isinstance(value, list | tuple) and any(_has_set(v) for v in value)


@settings(max_examples=300, deadline=None)
@given(VALUES)
def test_any_value_reads_back_equal_of_the_same_types(value):
    text = statecodec.dumps(value)
    again = statecodec.loads(text)
    assert again == value
    assert _types(again) == _types(value)
    if not _has_set(value):  # a set's order is not data
        assert statecodec.dumps(again) == text  # the same text: nothing lost or reordered


@settings(max_examples=100, deadline=None)
@given(st.lists(REF, min_size=1, max_size=20), st.lists(TEXT, max_size=5))
def test_each_string_of_an_attribute_is_stored_once(refs, words):
    data = json.loads(statecodec.dumps([*refs, *words]))
    strings = data["strings"]
    assert len(strings) == len(set(strings))
    assert set(strings) == {s for r in refs for s in (r.post_id, r.url, r.thread)}
    back = statecodec.loads(json.dumps(data))
    assert len({id(r.thread) for r in back[: len(refs)]}) == len({r.thread for r in refs})


def test_aliasing_and_cycles_are_kept():
    ref = PostRef("p1", 1, datetime(2026, 1, 1, tzinfo=UTC))
    shared: list[str] = ["x"]
    day = DayState(1, ref, ("ann", "bob"))
    day.history.append(day)  # an object inside its own list
    day.votes["ann"] = Standing("ann", "bob", ref, "ann")
    loop: list[Any] = []
    loop.append(loop)
    back = statecodec.loads(statecodec.dumps([shared, shared, day, ref, loop]))
    assert back[0] is back[1] and back[0] == ["x"]
    assert back[2].history[0] is back[2]
    assert back[2].start is back[3] is back[2].votes["ann"].ref
    assert back[4][0] is back[4]


def test_the_context_is_written_by_name():
    rules = object()
    text = statecodec.dumps([rules, rules], {"rules": rules})
    assert json.loads(text)["state"] == ["l", ["x", "rules"], ["x", "rules"]]
    other = object()
    assert statecodec.loads(text, {"rules": other}) == [other, other]
    with pytest.raises(StateCodecError, match="no 'rules' in this count's context"):
        statecodec.loads(text)


class _Foreign:
    pass


class _Pair(NamedTuple):
    a: int
    b: int


class _Word(str):
    pass


@pytest.mark.parametrize("value", [_Foreign(), _Pair(1, 2), _Word("x"), b"bytes", {1j}])
def test_foreign_values_are_not_written(value):
    with pytest.raises(StateCodecError, match="cannot store"):
        statecodec.dumps({"x": [value]})


def _text() -> str:
    ref = PostRef("p1", 1, datetime(2026, 1, 1, tzinfo=UTC), "u", 0, "t")
    return statecodec.dumps([Standing("ann", "bob", ref, "ann"), PhaseKind.DAY])


def _forged(change) -> str:
    data = json.loads(_text())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "not json",
        '{"shapes": [], "state": 1}',  # version 1: no "v"
        _text().replace('"v":2', '"v":1'),
        _forged(lambda d: d["kinds"].pop()),
        _forged(lambda d: d["kinds"][0].append(".")),
        _forged(lambda d: d["kinds"][0].__setitem__(0, "Q")),
        _forged(lambda d: d["kinds"][0].__setitem__(0, 0)),  # "an enum" that is not one
        _forged(lambda d: d["strings"].append(["not", "a", "string"])),
        _forged(lambda d: d["state"][1].append("extra")),  # an attribute too many
        _forged(lambda d: d["state"].__setitem__(1, [99])),  # no such shape
        _forged(lambda d: d["state"].__setitem__(2, ["E", 0, "day"])),  # not an enum shape
        _forged(lambda d: d["state"].__setitem__(2, ["Z", 1])),
        _forged(lambda d: d["state"].__setitem__(0, "d")),  # a dict without a value
        _forged(lambda d: d["shapes"][0].append("cast_by")),  # a name twice
        _forged(lambda d: d["shapes"].__setitem__(0, [])),
    ],
)
def test_text_it_did_not_write_is_refused(text):
    with pytest.raises(StateCodecError):
        statecodec.loads(text)


# a row of version 1 (before "v"): objects tagged "o", every value tagged, dict pairs
VERSION_1 = json.dumps({
    "shapes": [["votecount.tally.events:PostRef", "post_id", "number", "time", "url", "index",
                "thread"]],
    "state": ["d", ["a", ["o", 0, "p1", 1, ["D", "2026-01-01T00:00:00+00:00"], "", 0, "t"]]],
})  # fmt: skip


def test_a_row_of_version_1_is_a_miss_for_the_fold():
    """An old checkpoint is refused as a StateCodecError: foldstate drops it and folds
    from the start (tests/count/incremental/test_foldstate.py: a row that does not decode)."""
    from votecount.count.incremental import foldstate
    from votecount.tally import Rules, Setup

    class Ctx:
        setup, rules = Setup.of("ann", "bob"), Rules.from_switches("mafia")

    with pytest.raises(StateCodecError, match="version"):
        statecodec.loads(VERSION_1)
    with pytest.raises(StateCodecError):
        foldstate.restore(Ctx(), VERSION_1, 0, None)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name",
    [
        "builtins:object",
        "os:system",
        "json.tool:main",
        "votecount.scraper.discourse:DiscourseAdapter",
        "votecount.tally_evil:Thing",
        "votecount.tally..events:PostRef",
        "votecount.tally.no_such_module:Thing",
        "votecount.tally.events:PostRef.__init__",
        "votecount.tally.events:Vote.ref",
        "votecount.tally.events:Path",  # imported there, defined elsewhere
    ],
)
def test_a_shape_outside_the_allow_list_is_refused(name):
    text = _forged(lambda d: (d["shapes"].append([name]), d["kinds"].append([])))
    with pytest.raises(StateCodecError, match="not a registered kind of state"):
        statecodec.loads(text)


_FRESH = """
import json, sys
from datetime import UTC, datetime
from votecount.count.incremental.statecodec import codec as statecodec
from votecount.tally import Engine, Rules, Setup
from votecount.tally.events import PhaseKind, PhaseStart, PostRef, Vote

OTHERS = ("votecount.tally.botf", "votecount.tally.shapeshifters", "votecount.tally.events_game")
def loaded():
    return [m for m in OTHERS if m in sys.modules]
def ref(n):
    return PostRef(f"p{n}", n, datetime(2026, 1, 1, 0, n, tzinfo=UTC), "", 0, "t")
engine = Engine(Setup.of("ann", "bob", "cat"), Rules.from_switches("mafia"))
engine.feed([PhaseStart(ref(1), PhaseKind.DAY, 1), Vote(ref(2), "ann", "bob")])
context = {"rules": engine.rules, "hooks": engine.state.hooks, "setup": engine.setup}
text = statecodec.dumps(engine.state, context)
assert not loaded(), ("writing", loaded())
state = statecodec.loads(text, context)
assert state.days[1].votes["ann"].target == "bob"
assert not loaded(), ("reading", loaded())
data = json.loads(text)
for name in sys.argv[1:]:
    data["shapes"].append([name]); data["kinds"].append([])
try:
    statecodec.loads(json.dumps(data), context)
except statecodec.StateCodecError as e:
    print("refused", e)
print("MODULES", json.dumps(sorted(sys.modules)))
"""


def _fresh(*shapes: str) -> tuple[str, set[str]]:
    out = subprocess.run([sys.executable, "-c", _FRESH, *shapes], capture_output=True,
                         text=True, check=True)  # fmt: skip
    line = next(x for x in out.stdout.splitlines() if x.startswith("MODULES "))
    return out.stdout, set(json.loads(line.removeprefix("MODULES ")))


def test_a_mafia_state_is_written_and_read_without_another_game_system():
    out, modules = _fresh("json.tool:main")
    assert "refused 'json.tool:main' is not a registered kind of state" in out
    assert "json.tool" not in modules  # refused by its name, never imported
    assert "votecount.tally.botf" not in modules


def test_a_class_of_a_game_system_not_loaded_yet_is_imported_when_named():
    """An allowed module is imported by name when a shape names one of its classes."""
    out, modules = _fresh("votecount.tally.botf.state:Nom")
    assert "refused" not in out
    assert "votecount.tally.botf.state" in modules


def test_an_attribute_a_read_would_refuse_is_not_written():
    """An object's own attribute named like a method of its class (or a dunder) could
    never be read back: writing refuses it, so no checkpoint is kept that always misses."""
    from votecount.tally import Engine, Rules, Setup

    for name in ("check", "__secret"):
        engine = Engine(Setup.of("ann", "bob"), Rules.from_switches("mafia"))
        engine.state.__dict__[name] = 1
        context = {"rules": engine.rules, "hooks": engine.state.hooks, "setup": engine.setup}
        with pytest.raises(StateCodecError, match="cannot have"):
            statecodec.dumps(engine.state, context)
