"""The fold's state survives its encoding: for any events, folding a prefix, writing the
state (votecount/count/incremental/statecodec/codec.py), reading it back and folding the rest gives the same
count, audit and state as folding on without the round trip. For generated Mafia games,
and for the real event streams of a game of each system (Mafia, BotF, Shape-shifters,
the event game) cut anywhere and continued with any of their remaining events."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import FIXTURES
from tests.count.incremental.games import events_game_files
from votecount.count import pipeline
from votecount.count.context import context
from votecount.count.incremental import foldstate
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.tally import Engine, Rules, Setup
from votecount.tally.events import Death, PhaseEnd, PhaseKind, PhaseStart, PostRef, Unvote, Vote
from votecount.views import render

T0 = datetime(2026, 3, 1, tzinfo=UTC)
PLAYERS = ("ann", "bob", "cat", "dan", "eve")


def _ref(n: int, index: int = 0) -> PostRef:
    return PostRef(f"p{n}", n, T0 + timedelta(minutes=n), f"u{n}", index, "t")


@st.composite
def mafia_games(draw) -> list:
    """A day/night stream: votes, unvotes, deaths and phase changes in post order."""
    events: list = [PhaseStart(_ref(0, -1), PhaseKind.DAY, 1)]
    day, n = 1, 1
    for _ in range(draw(st.integers(1, 60))):
        n += 1
        what = draw(st.sampled_from(["vote"] * 6 + ["unvote"] * 2 + ["death", "phase"]))
        voter = draw(st.sampled_from(PLAYERS))
        if what == "vote":
            target = draw(st.sampled_from((*PLAYERS, "no elimination")))
            events.append(Vote(_ref(n), voter, target))
        elif what == "unvote":
            events.append(Unvote(_ref(n), voter))
        elif what == "death":
            events.append(Death(_ref(n, -2), voter))
        else:
            events.append(PhaseEnd(_ref(n, 1_000_000), PhaseKind.DAY, day))
            day += 1
            events.append(PhaseStart(_ref(n + 1, -1), PhaseKind.DAY, day))
            n += 1
    return events


def _canon(data):
    """The stored state with each set's members sorted (a set's order is not data)."""
    if isinstance(data, list):
        items = [_canon(v) for v in data]
        if items and items[0] in ("s", "f"):
            return [items[0], *sorted(items[1:], key=json.dumps)]
        return items
    if isinstance(data, dict):
        return {k: _canon(v) for k, v in data.items()}
    return data


def _state(engine: Engine):
    return _canon(json.loads(foldstate.snapshot(engine)))


def _outputs(engine: Engine) -> tuple:
    return (
        render.to_json(engine.count("host")),
        render.to_json(engine.count("public")),
        render.to_json(engine.audit()),
        _state(engine),
    )


def _both(setup, rules, ctx, head, tail) -> None:
    straight = Engine(setup, rules).feed(head)
    text = foldstate.snapshot(straight)
    again = foldstate.restore(ctx, text, straight.applied, straight.last_key)
    assert _state(again) == _state(straight)  # the round trip is exact
    straight.feed(tail)
    again.feed(tail)
    assert _outputs(again) == _outputs(straight)


class _Ctx:
    def __init__(self, setup, rules) -> None:
        self.setup, self.rules = setup, rules


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mafia_games(), st.data())
def test_generated_mafia_games_continue_the_same(events, data):
    cut = data.draw(st.integers(0, len(events)))
    setup, rules = Setup.of(*PLAYERS, hosts=("mod",)), Rules.from_switches("mafia")
    _both(setup, rules, _Ctx(setup, rules), events[:cut], events[cut:])


@cache
def system_streams() -> dict[str, tuple]:
    """(ctx, events) of a game of each system, from the fixtures."""
    import tempfile
    from pathlib import Path

    games = {
        "mafia": FIXTURES / "games/mafia-golden",
        "botf": FIXTURES / "games/botf-golden",
        "shapeshifters": FIXTURES / "games/shapeshifters-golden",
    }
    out = {}
    for name, folder in games.items():
        out[name] = _stream(folder / "game.toml", folder / "thread.jsonl")
    tmp = Path(tempfile.mkdtemp(prefix="events-game"))
    _, game_file, posts_file = events_game_files(tmp)
    out["events"] = _stream(game_file, posts_file)
    return out


def _stream(game_file, posts_file) -> tuple:
    game = load_game(game_file)
    posts = [p for b in import_jsonl(posts_file, thread="t") for p in b.posts]
    ctx = context(game)
    return ctx, tuple(pipeline.build_events(game, posts, ctx=ctx))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["mafia", "botf", "shapeshifters", "events"]), st.data())
def test_every_system_continues_the_same_from_a_decoded_state(system, data):
    ctx, events = system_streams()[system]
    cut = data.draw(st.integers(0, len(events)))
    # the rest of the game, or any part of it (events left out, in their order)
    keep = data.draw(st.lists(st.booleans(), min_size=len(events) - cut,
                              max_size=len(events) - cut))  # fmt: skip
    tail = [e for e, k in zip(events[cut:], keep, strict=True) if k or len(keep) < 3]
    _both(ctx.setup, ctx.rules, ctx, list(events[:cut]), tail)


def test_each_system_state_is_data_only():
    """Every system's state (its ``ext`` too) is written without a foreign type."""
    for name, (ctx, events) in system_streams().items():
        engine = Engine(ctx.setup, ctx.rules).feed(list(events))
        data = json.loads(foldstate.snapshot(engine))
        classes = {shape[0].split(":")[0] for shape in data["shapes"]}
        assert classes and all(c.startswith("votecount.tally") for c in classes), name


def test_a_forged_state_cannot_shadow_a_method_or_set_a_dunder():
    """A shared votecount.db is data: a stored shape may not name a method, a property
    or a dunder of its class, so a forged row cannot swap behaviour into a state."""
    import pytest

    from votecount.count.incremental.statecodec import codec as statecodec

    ctx, events = next(iter(system_streams().values()))
    engine = Engine(ctx.setup, ctx.rules).feed(list(events))
    good = json.loads(foldstate.snapshot(engine))
    for forged_name in ("check", "__class__", "__reduce__"):
        data = json.loads(json.dumps(good))
        data["shapes"][0] = [*data["shapes"][0][:1], forged_name, *data["shapes"][0][2:]]
        with pytest.raises(statecodec.StateCodecError, match="cannot have"):
            statecodec.loads(json.dumps(data), foldstate.named_objects(engine))
