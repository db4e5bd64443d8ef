"""The persistent parse cache: a recount reuses stored events, and anything that could
change them (the post, the game's roster or options) misses instead of serving stale ones."""

from __future__ import annotations

import json
import shutil

from click.testing import CliRunner
from msgspec.structs import replace

from votecount.cli import main
from votecount.count import pipeline, reading
from votecount.count.incremental import cache as parse_cache
from votecount.gamefile.game import PlayerEntry
from votecount.workspace import DEMO_DIR, Workspace


def demo_workspace(tmp_path) -> Workspace:
    shutil.copy(DEMO_DIR / "game.toml", tmp_path / "game.toml")
    ws = Workspace(tmp_path / "game.toml")
    ws.import_posts(DEMO_DIR / "thread.jsonl", engine=None, thread=None)
    return ws


def test_second_count_is_served_from_the_cache_with_the_same_result(tmp_path, monkeypatch):
    ws = demo_workspace(tmp_path)
    first = ws.count(day=None, as_of=None, fmt="json", view="public")
    stored = ws.store().db["parsed"].count
    assert stored == 30
    calls = []
    real = reading.parse_post
    monkeypatch.setattr(reading, "parse_post", lambda *a: calls.append(a) or real(*a))
    again = Workspace(tmp_path / "game.toml").count(day=None, as_of=None, fmt="json", view="public")
    assert again == first
    assert calls == []  # nothing parsed again


def test_fingerprint_changes_with_the_roster_and_the_parse_options(tmp_path):
    ws = demo_workspace(tmp_path)
    base = parse_cache.fingerprint(ws.game)
    more = replace(ws.game, players=(*ws.game.players, PlayerEntry("newcomer")))
    strict = replace(ws.game, parser={"markers": ["bold"]})
    assert len({base, parse_cache.fingerprint(more), parse_cache.fingerprint(strict)}) == 3


def test_an_alias_added_to_the_game_file_takes_effect_at_once(tmp_path):
    ws = demo_workspace(tmp_path)
    extra = tmp_path / "extra.jsonl"
    row = {"thread": "forum.example/t/4242", "post_id": "99031", "number": 31, "author": "basil",
           "created_at": "2026-03-02T20:00:00Z", "html": "<p>/vote Lighthouse</p>"}  # fmt: skip
    extra.write_text(json.dumps(row) + "\n")
    ws.import_posts(extra, engine=None, thread=None)

    def hollis_voters() -> list[str]:
        out = CliRunner().invoke(
            main, ["--game", str(tmp_path / "game.toml"), "count", "--format", "json"]
        )
        day = json.loads(out.output)["days"][-1]
        wagon = next((w for w in day["wagons"] if w["target"] == "hollis"), None)
        return [v["voter"] for v in wagon["votes"]] if wagon else []

    assert hollis_voters() == []  # "Lighthouse" is nobody yet: rejected, and cached
    text = (tmp_path / "game.toml").read_text()
    text = text.replace('name = "Hollis"', 'name = "Hollis"\naliases = ["Lighthouse"]')
    (tmp_path / "game.toml").write_text(text)
    assert hollis_voters() == ["basil"]


def _evil_pickle(marker) -> bytes:
    """A pickle that would create ``marker`` when loaded (what pickle.loads would run)."""
    import pickle

    class Boom:
        def __reduce__(self):
            return (open, (str(marker), "w"))

    return pickle.dumps(Boom())


def test_a_forged_row_runs_nothing_and_is_a_miss(tmp_path, monkeypatch):
    ws = demo_workspace(tmp_path)
    first = ws.count(day=None, as_of=None, fmt="json", view="public")
    db = ws.store().db
    keys = [k for (k,) in db.execute("select key from parsed order by key").fetchall()]
    marker = tmp_path / "pwned"
    forged = {
        keys[0]: _evil_pickle(marker),  # an old-style pickle row
        keys[1]: '["system","touch pwned"]',  # a class name outside the allow-list
        keys[2]: '["","not an event"',  # not even JSON
    }
    with db.conn:
        for key, blob in forged.items():
            db.execute("update parsed set events = ? where key = ?", [blob, key])
        db.execute("delete from fold_checkpoints")  # else the count resumes from its tip
    calls = []
    real = reading.parse_post
    monkeypatch.setattr(reading, "parse_post", lambda *a: calls.append(a) or real(*a))
    again = Workspace(tmp_path / "game.toml").count(day=None, as_of=None, fmt="json", view="public")
    assert again == first
    assert not marker.exists()
    assert len(calls) == 3  # each forged row was a miss, parsed again
    rows = dict(db.execute("select key, events from parsed").fetchall())
    from votecount.count.incremental import eventcodec

    assert all(isinstance(eventcodec.loads(rows[k]), tuple) for k in forged)  # parsed, stored anew


def test_every_event_kind_round_trips_through_the_codec():
    from datetime import UTC, datetime

    from votecount.count.incremental import eventcodec
    from votecount.tally import events as ev

    ref = ev.PostRef("p1", 3, datetime(2026, 3, 1, 18, 0, 0, 123456, tzinfo=UTC), "u", 2, "t")
    values = (
        ev.Vote(ref, "a", ev.NO_ELIMINATION, None),
        ev.Rejected(ref, "a", "/vote x", "UNRESOLVED_TARGET", "why", "error", ("b", "c")),
        ev.PhaseStart(ref, ev.PhaseKind.DAY, 2, None),
        ev.Modifier(ref, "a", ev.Effect(ev.EffectKind.WEIGHT, 2), 1, True, "n", "j"),
        ev.SubPhasePlan(ref, 1, "nomination", ref.time),
    )
    back = eventcodec.loads(eventcodec.dumps(values))
    assert back == values
    one_post = tuple(v for v in values[:3])  # one post's events: the post is named once
    assert eventcodec.dumps(one_post).startswith('{"r":')
    assert eventcodec.loads(eventcodec.dumps(one_post)) == one_post
    assert type(back[2].kind) is ev.PhaseKind


def test_every_post_of_the_demo_round_trips_through_the_codec(tmp_path):
    from votecount.count.incremental import eventcodec

    ws = demo_workspace(tmp_path)
    ctx = pipeline.context(ws.game)
    pipeline.build_events(ws.game, ws.posts(), revisions=ws._revisions(), ctx=ctx)
    assert len(ctx.mapped) == 30
    for events in ctx.mapped.values():
        assert eventcodec.loads(eventcodec.dumps(events)) == events


def test_a_warm_count_reads_the_html_of_no_player_post(tmp_path, monkeypatch):
    from votecount.store.db import Store

    ws = demo_workspace(tmp_path)
    first = ws.count(day=None, as_of=None, fmt="json", view="public")
    loaded = []
    real = Store.full_post
    monkeypatch.setattr(Store, "full_post", lambda self, p: loaded.append(p) or real(self, p))
    again = Workspace(tmp_path / "game.toml")
    assert again.count(day=None, as_of=None, fmt="json", view="public") == first
    hosts = {h.casefold() for h in ws.game.hosts}
    assert all(p.author.casefold() in hosts for p in loaded)  # host phase posts only


def test_a_post_read_without_its_html_is_never_parsed_as_empty(tmp_path):
    import pytest

    ws = demo_workspace(tmp_path)
    stubs = ws.posts(html=False)
    assert all(p.html == "" for p in stubs)
    with pytest.raises(RuntimeError, match="without its HTML"):
        pipeline.count(ws.game, stubs)  # no parse cache, no loader
    full = ws.store().full_post
    assert pipeline.count(ws.game, stubs, full=full) == pipeline.count(ws.game, ws.posts())


def _games():
    from tests.conftest import FIXTURES

    return [d for d in sorted((FIXTURES / "games").iterdir()) if (d / "thread.jsonl").is_file()]


def test_counts_from_posts_without_html_equal_counts_from_full_posts(tmp_path):
    """Differential: the warm path's metadata-only posts (HTML loaded on misses and for
    host posts) give the same count and audit as every post read in full, cold and warm."""
    for source in _games():
        folder = tmp_path / source.name
        folder.mkdir()
        shutil.copy(source / "game.toml", folder / "game.toml")
        ws = Workspace(folder / "game.toml")
        ws.import_posts(source / "thread.jsonl", engine=None, thread=None)
        now = ws.clock()
        full = pipeline.run(ws.game, ws.posts(), now=now, revisions=ws._revisions())
        for _ in ("cold", "warm"):
            stub = Workspace(folder / "game.toml").results(now=now)
            assert stub.count("host") == full.count("host"), source.name
            assert stub.audit() == full.audit(), source.name


def test_a_save_drops_the_other_fingerprints_of_its_kind_only(tmp_path):
    """A changed game file's rows go on the next save; the what-if cache (sync's
    suggested substitutions, ``aux``) and the game's own never drop each other's."""
    ws = demo_workspace(tmp_path)
    conn = ws.store().conn
    key = ("t", "1", "h")

    def saved(fp: str, aux: bool = False) -> None:
        found = parse_cache.ParseCache(conn, fp, aux=aux)
        found[key] = ()
        found.save()

    def kept() -> list[str]:
        return [r[0] for r in conn.execute("select distinct fingerprint from parsed order by 1")]

    conn.execute("delete from parsed")
    saved("b1")
    saved("c2")  # the game file changed: b1 goes
    saved("a0", aux=True)
    assert kept() == ["aux:a0", "c2"]
    saved("d3")
    saved("a9", aux=True)  # another what-if game: the older one goes, the game's stays
    assert kept() == ["aux:a9", "d3"]
    parse_cache.ParseCache.drop_aux(conn)
    assert kept() == ["d3"]


def test_built_in_systems_are_not_hashed_as_plug_ins():
    """The fold fingerprint hashes the code of plug-in systems only: a built-in system
    loaded later (by a render, an audit) must not change it, or every checkpoint is lost."""
    import importlib

    from votecount.count.incremental import cache
    from votecount.tally.registry import registered

    for name in ("botf", "mafia", "shapeshifters", "events_game"):
        importlib.import_module(f"votecount.tally.{name}")
    for system in registered():
        source = importlib.import_module(system.__module__).__file__ or ""
        if system.__module__.startswith("votecount."):
            assert source.startswith(str(cache._ROOT)), (system.__module__, cache._ROOT)
