"""Sealed days (votecount/count/incremental/foldseal.py, tally/sealed.py): a checkpoint stores each older day
as a segment of its own, reused unchanged by later checkpoints, and a restored state
decodes a day only when something reads it. A state sealed, restored from its segments and
folded on gives what a fold that never stopped gives, for every game system; a resumed
`votecount count` decodes no day it does not print; audit, json and explain after a resume
read every day as a count from the start does; a corrupt or forged segment falls back to
a correct count."""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
import zlib
from datetime import datetime
from enum import Enum
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES
from tests.count.incremental.games import Both, count_json
from tests.count.incremental.test_foldstate_property import system_streams
from votecount.cli import main
from votecount.count.incremental import foldseal, foldstate
from votecount.count.incremental.cache import fold_fingerprint
from votecount.count.incremental.statecodec.classes import slots_of
from votecount.tally import Engine
from votecount.tally.sealed import SealedDay, SealedDays
from votecount.views import render
from votecount.workspace import Workspace


def _outputs(engine: Engine) -> tuple:
    return (
        render.to_json(engine.count("host")),
        render.to_json(engine.count("public")),
        render.to_json(engine.audit()),
        _plain(engine.state, {id(v): k for k, v in foldstate.named_objects(engine).items()}),
    )


def _plain(value: object, named: dict[int, str]) -> object:
    """The state as nested plain values, every object by its class and attributes: equal
    for equal states however their frozen values are shared (a sealed day's ``PostRef``
    is its own copy of the one in ``phases``; the whole-state text would show that)."""
    if id(value) in named:
        return ("context", named[id(value)])
    if value is None or isinstance(value, str | int | float | datetime | Enum):
        return value
    if isinstance(value, dict):
        return ("dict", [(_plain(k, named), _plain(v, named)) for k, v in value.items()])
    if isinstance(value, list | tuple):
        return (type(value).__name__, [_plain(v, named) for v in value])
    if isinstance(value, set | frozenset):
        return ("set", sorted((_plain(v, named) for v in value), key=repr))
    slots, _ = slots_of(type(value))
    attrs = {n: getattr(value, n) for n in slots if hasattr(value, n)}
    attrs.update(getattr(value, "__dict__", {}))
    return (type(value).__qualname__, {n: _plain(v, named) for n, v in sorted(attrs.items())})


def _reopen(ctx, engine: Engine, sealed: foldseal.Sealed, packed: dict) -> Engine:
    """A new engine from a sealed state's main text and its segments' bytes."""
    again = foldstate.restore(ctx, sealed.main, engine.applied, engine.last_key)
    names = foldstate.named_objects(again)
    foldseal.unseal(again.state, names, sealed.keys, {k: packed[k] for k in sealed.keys}, None)
    return again


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["mafia", "botf", "shapeshifters", "events"]), st.data())
def test_a_sealed_state_continues_as_one_never_stored(system, data):
    """Seal at one cut, restore from the segments, fold on, seal again at a second cut
    (older segments reused), restore again and fold the rest: at each step the count,
    the audit and the whole state equal those of a fold that never stopped. The fold
    that was sealed in place (its days held as keys) continues the same too."""
    ctx, events = system_streams()[system]
    events = list(events)
    one = data.draw(st.integers(0, len(events)))
    two = data.draw(st.integers(one, len(events)))
    plain = Engine(ctx.setup, ctx.rules).feed(events[:one])
    sealed_here = Engine(ctx.setup, ctx.rules).feed(events[:one])
    first = foldseal.seal(sealed_here.state, foldstate.named_objects(sealed_here))
    packed = dict(first.new)
    again = _reopen(ctx, sealed_here, first, packed)
    for engine in (sealed_here, again):
        engine.feed(events[one:two])
    plain.feed(events[one:two])
    second = foldseal.seal(again.state, foldstate.named_objects(again))
    assert set(first.keys) - set(second.keys) <= set(packed)  # reused or replaced
    packed.update(second.new)
    third = _reopen(ctx, again, second, packed)
    for engine in (sealed_here, again, third, plain):
        engine.feed(events[two:])
    expected = _outputs(plain)
    for engine in (sealed_here, again, third):
        assert _outputs(engine) == expected


def test_a_day_never_opened_is_not_encoded_again():
    ctx, events = system_streams()["shapeshifters"]
    engine = Engine(ctx.setup, ctx.rules).feed(list(events))
    names = foldstate.named_objects(engine)
    first = foldseal.seal(engine.state, names)
    assert len(first.keys) == len(engine.state.days) - 1 == len(first.new)  # all but the last
    again = foldseal.seal(engine.state, names)
    assert again.keys == first.keys and not again.new  # nothing encoded twice
    engine.state.days[min(engine.state.days)]  # read: opened, so encoded on the next write
    third = foldseal.seal(engine.state, names)
    assert third.keys == first.keys and len(third.new) == 1  # the same content, same key


def test_sealed_days_read_as_a_dict():
    opened: list[int] = []
    days: SealedDays[int, str] = SealedDays()
    dict.update(days, {1: SealedDay("a"), 2: SealedDay("b"), 3: "three"})
    days.opener = lambda n, held: opened.append(n) or f"day {held.key}"
    assert (len(days), sorted(days), 2 in days, max(days)) == (3, [1, 2, 3], True, 3)
    assert not opened and days.sealed() == {1: "a", 2: "b"}
    assert days[1] == "day a" and days.get(1) == "day a" and opened == [1]
    assert dict(days) == {1: "day a", 2: "day b", 3: "three"}  # a copy opens them all
    assert opened == [1, 2] and not days.sealed()


# --- through the command line -------------------------------------------------------------


def _folders(tmp_path: Path, name: str, monkeypatch) -> tuple[Path, Path]:
    """A game imported in three steps, counted after each (checkpoints, its tip and sealed
    days in its votecount.db), and the same game in a fresh folder with no checkpoints."""
    monkeypatch.setattr(foldstate, "EVERY", 10)
    source = FIXTURES / "games" / name
    rows = (source / "thread.jsonl").read_text().splitlines()
    steps, fresh = tmp_path / "steps", tmp_path / "fresh"
    for folder in (steps, fresh):
        folder.mkdir()
        (folder / "game.toml").write_text((source / "game.toml").read_text())
    third = len(rows) // 3
    for i, part in enumerate((rows[:third], rows[third : 2 * third], rows[2 * third :])):
        (steps / f"part{i}.jsonl").write_text("\n".join(part) + "\n")
        _run(steps, "import", str(steps / f"part{i}.jsonl"))
        _run(steps, "count")
    _run(fresh, "import", str(source / "thread.jsonl"))
    return steps, fresh


NOW = ("--now", "2030-01-01T00:00")  # the audit's prods and the report are read at a clock


def _run(folder: Path, *args: str) -> str:
    if args[0] in ("count", "audit", "explain"):
        args = (*args, *NOW)
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == 0, result.output
    return result.output


def _fresh_run(fresh: Path, *args: str) -> str:
    """The command on the fresh folder, its checkpoints dropped first: a count from the
    start every time."""
    db = fresh / "votecount.db"
    if db.exists():
        conn = sqlite3.connect(db)
        for table in ("fold_checkpoints", "fold_segments"):
            with contextlib.suppress(sqlite3.OperationalError):
                conn.execute(f"delete from {table}")
        conn.commit()
        conn.close()
    return _run(fresh, *args)


def _segments(folder: Path) -> int:
    conn = sqlite3.connect(folder / "votecount.db")
    return conn.execute("select count(*) from fold_segments").fetchone()[0]


@pytest.mark.parametrize(
    "name", ["mafia-golden", "botf-golden", "shapeshifters-golden", "events-golden"]
)
def test_after_a_resume_every_output_reads_every_day_as_from_the_start(name, tmp_path, monkeypatch):
    steps, fresh = _folders(tmp_path, name, monkeypatch)
    assert _segments(steps) > 0
    post = json.loads(_run(fresh, "count", "--format", "json"))["days"][0]["wagons"]
    commands = [
        ["count"], ["count", "--format", "json"], ["count", "--view", "host"],
        ["count", "--day", "1"], ["audit", "--format", "json"], ["audit"],
    ]  # fmt: skip
    assert post is not None
    for args in commands:
        assert _run(steps, *args) == _fresh_run(fresh, *args), args
    number = _explained_post(fresh)
    assert _run(steps, "explain", number) == _fresh_run(fresh, "explain", number)
    _run(steps, "report", "--out", str(steps / "report.html"))
    _fresh_run(fresh, "report", "--out", str(fresh / "report.html"))
    assert (steps / "report.html").read_text() == (fresh / "report.html").read_text()


def _explained_post(folder: Path) -> str:
    conn = sqlite3.connect(folder / "votecount.db")
    (number,) = conn.execute("select number from posts order by number limit 1 offset 5").fetchone()
    return str(number)


@pytest.mark.parametrize("name", ["mafia-golden", "shapeshifters-golden"])
def test_a_resumed_count_decodes_only_the_day_it_prints(name, tmp_path, monkeypatch):
    """Classic Mafia and Shape-shifters (systems whose count reads only the printed day;
    BotF's view reads the days players left on, and so opens them all)."""
    steps, _fresh = _folders(tmp_path, name, monkeypatch)
    ws = Workspace(steps / "game.toml")
    try:
        results = ws.results()
        days = results.engine.state.days
        assert isinstance(days, SealedDays) and len(days.sealed()) == len(days) - 1
        opener = days.opener
        assert isinstance(opener, foldseal.Opener) and opener.decoded == 0
        render.vote_count(results.count("public"), fmt="text", game=ws.game)
        assert opener.decoded == 0  # the last day is never sealed
        render.vote_count(results.count("public", day=1), fmt="text", game=ws.game)
        assert opener.decoded == 1  # --day 1: that day alone
    finally:
        ws.close()


def _rewrite_segment(folder: Path, forge: bool) -> bytes:
    """Break the first stored segment: a flipped byte (``forge`` False), or a forged
    segment stored under its own digest, renamed in every checkpoint that names it."""
    conn = sqlite3.connect(folder / "votecount.db")
    key, data = conn.execute("select key, data from fold_segments order by key limit 1").fetchone()
    if not forge:
        broken = bytes([data[0] ^ 1]) + data[1:]
        conn.execute("update fold_segments set data = ? where key = ?", [broken, key])
    else:
        text = '{"v":2,"shapes":[["os:system"]],"kinds":[[]],"strings":[],"state":[0]}'
        forged = broken = zlib.compress(text.encode())
        new = hashlib.sha256(forged).hexdigest()[:32]
        conn.execute("update fold_segments set data = ?, key = ? where key = ?", [forged, new, key])
        rows = conn.execute("select position, state, segments from fold_checkpoints").fetchall()
        for position, state, segments in rows:
            main = zlib.decompress(state).decode().replace(key, new)
            conn.execute(
                "update fold_checkpoints set state = ?, segments = ? where position = ?",
                [zlib.compress(main.encode()), segments.replace(key, new), position],
            )
    conn.commit()
    conn.close()
    return broken


@pytest.mark.parametrize("forge", [False, True], ids=["corrupt", "forged"])
@pytest.mark.parametrize("args", [["count", "--day", "1"], ["audit", "--format", "json"]])
def test_a_broken_segment_falls_back_to_a_correct_count(forge, args, tmp_path, monkeypatch):
    """A corrupt segment fails its digest: the checkpoint is refused before it is used. A
    forged one (stored under its own digest) is found when its day is opened: that day
    is folded again from the start. Either way the count is right, and the next count
    has checkpoints again (without the broken segment)."""
    steps, fresh = _folders(tmp_path, "shapeshifters-golden", monkeypatch)
    broken = _rewrite_segment(steps, forge)
    assert _run(steps, *args) == _fresh_run(fresh, *args)
    every = ("count", "--format", "json")  # opens every day
    assert _run(steps, *every) == _fresh_run(fresh, *every)
    assert _run(steps, "count") == _fresh_run(fresh, "count")  # checkpoints made again
    conn = sqlite3.connect(steps / "votecount.db")
    stored = {bytes(d) for (d,) in conn.execute("select data from fold_segments")}
    assert stored and broken not in stored


# --- the tip --------------------------------------------------------------------------------


def test_the_tip_resumes_a_count_just_after_the_last_one():
    """A count writes the state after its last post (the tip): the next count folds only
    the posts after it, and a count with nothing new folds nothing; both as a recount."""
    folder = FIXTURES / "games" / "mafia-golden"
    both = Both(folder / "game.toml", folder / "thread.jsonl")
    assert len(both.posts) < foldstate.EVERY  # no multiple of EVERY: only tips
    first = len(both.posts) - 30
    both.same(both.posts[:first])
    read: list[object] = []

    class Counting(dict):
        def get(self, key, default=None):
            read.append(key)
            return super().get(key, default)

    def tips() -> list[int]:
        return [
            row[0] for row in foldstate.Checkpoints(both.conn, fold_fingerprint(both.game)).known
        ]

    both.cache = Counting(both.cache)
    assert tips() == [first]
    for new in (30, 0):
        read.clear()
        inc = both.incremental(both.posts)
        assert len(read) <= new + 1  # the new posts' events (and one look past the last)
        assert tips() == [len(both.posts)]  # the old tip replaced
        full = both.full(both.posts)
        for view in ("public", "host"):
            assert count_json(inc.count(view), both.game) == count_json(full.count(view), both.game)
    assert both.resumed == 2


def test_a_dropped_segments_table_is_made_again(tmp_path, monkeypatch):
    """``fold_segments`` is derived (schema.DERIVED_TABLES: may be dropped and rebuilt):
    with it gone the checkpoints that name segments are refused, the count is a recount
    from the start, and the next count has checkpoints and segments again."""
    steps, fresh = _folders(tmp_path, "shapeshifters-golden", monkeypatch)
    conn = sqlite3.connect(steps / "votecount.db")
    conn.execute("drop table fold_segments")
    conn.commit()
    conn.close()
    assert _run(steps, "count", "--format", "json") == _fresh_run(
        fresh, "count", "--format", "json"
    )
    assert _segments(steps) > 0
    assert _run(steps, "count") == _fresh_run(fresh, "count")
