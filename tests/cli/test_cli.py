"""The command line end to end: a real local Discourse server, the real store, parser and
tally, driven through click's CliRunner exactly as a host types the commands."""

from __future__ import annotations

import json

import pytest

from tests.cli_run import cli as run
from tests.cli_run import count_day, fail
from tests.servers.discourse import Topic, serve_topic
from tests.servers.games import serve_game
from votecount.workspace import DEMO_DIR


@pytest.fixture
def demo_game(tmp_path):
    """The bundled demo game served over HTTP and synced into tmp_path."""
    with serve_game(DEMO_DIR, tmp_path) as server:
        out = run(tmp_path, "sync")
        assert "30 new" in out or "new=30" in out or "30" in out
        yield tmp_path, server


def test_sync_then_count_as_json_finds_the_hammer(demo_game):
    folder, _ = demo_game
    day = count_day(folder, 1)
    assert day["outcome"]["status"] == "hammered"
    assert day["outcome"]["eliminated"] == "ezra"
    assert day["outcome"]["at"]["number"] == 22
    ezra = next(w for w in day["wagons"] if w["target"] == "ezra")
    assert [v["voter"] for v in ezra["votes"]] == ["gideon", "hollis", "ada", "basil", "cormac"]


def test_count_as_of_a_post_replays_to_that_post(demo_game):
    folder, _ = demo_game
    data = json.loads(run(folder, "count", "--as-of", "13", "--format", "json"))
    day = next(d for d in data["days"] if d["day"] == 1)
    wagons = {w["target"]: w["total"] for w in day["wagons"]}
    # cormac's bold "Vote: basil" (post 5) still stands at post 13
    assert wagons == {"basil": 1, "ezra": 4, "gideon": 1}
    assert data["as_of"]["number"] == 13


def test_resync_fetches_only_new_posts(demo_game):
    folder, server = demo_game
    server.reset_counts()
    server.topic.add_post("Late to the party.\n\n**vote gideon**", username="basil", name="Basil")
    out = run(folder, "sync")
    assert "1" in out
    assert server.total_requests <= 3
    data = json.loads(run(folder, "count", "--format", "json"))
    day2 = next(d for d in data["days"] if d["day"] == 2)
    gideon = next(w for w in day2["wagons"] if w["target"] == "gideon")
    assert [v["voter"] for v in gideon["votes"]][-1] == "basil"


def test_explain_says_why_a_quoted_vote_did_not_count(demo_game):
    folder, _ = demo_game
    out = run(folder, "explain", "8")
    assert "quote" in out.lower()
    out = run(folder, "explain", "21")
    assert "hollis" in out.lower()


def test_init_writes_a_starter_game_file_from_signups(tmp_path):
    topic = Topic(id=77, title="Blood on the Forums: Test Town", slug="botf-test")
    topic.add_post("Sign up with /in, seat N and ping me.", username="Storyteller")
    topic.add_post("/in, seat 3 @Storyteller", username="wren", name="Wren")
    topic.add_post("/in, seat 1 @Storyteller", username="oskar")
    topic.add_post("Looking forward to it!", username="wren")
    topic.add_post("/travel in, seat 9 @Storyteller", username="pim")
    with serve_topic(topic) as server:
        out = run(tmp_path, "init", server.thread_url(topic))
    assert "2 players from sign-ups, 1 sign-up(s) refused" in out
    text = (tmp_path / "game.toml").read_text()
    assert 'name = "Blood on the Forums: Test Town"' in text
    assert 'hosts = ["Storyteller"]' in text
    assert 'username = "wren"\nname = "Wren"\nseat = 3' in text
    # two players allow no traveller (the audit's own rule): a comment, not a player
    assert 'username = "pim"' not in text
    assert "#   post 5, pim: '/travel in, seat 9 @Storyteller': TRAVELLER_CAP" in text
    assert "phase_markers = true" in text
    assert (tmp_path / "votecount.db").exists()


def test_init_refuses_to_overwrite(tmp_path):
    (tmp_path / "game.toml").write_text("[game]\n")
    out = fail(tmp_path, "init", "https://forum.example/t/x/1")
    assert "already exists" in out


def test_missing_game_file_is_a_clear_error(tmp_path):
    out = fail(tmp_path, "count")
    assert "game.toml" in out and "votecount init" in out


def test_bad_as_of_is_a_clear_error(demo_game):
    folder, _ = demo_game
    out = fail(folder, "count", "--as-of", "yesterday")
    assert "--as-of 'yesterday'" in out


def test_count_before_sync_says_what_to_do(tmp_path):
    (tmp_path / "game.toml").write_text((DEMO_DIR / "game.toml").read_text())
    out = fail(tmp_path, "count")
    assert "votecount sync" in out


def test_an_edited_vote_counts_as_first_posted_and_is_flagged(demo_game):
    folder, server = demo_game
    # hollis edits post 11 ("Vote: Ezra") to vote Gideon instead, without a new version
    post = server.topic.by_number(11)
    post.cooked_override = "<p>Changed my mind. <strong>Vote: Gideon</strong></p>"
    out = run(folder, "sync", "--recheck", "30")
    assert "1 edited" in out
    day = count_day(folder, 1)
    ezra = next(w for w in day["wagons"] if w["target"] == "ezra")
    assert "hollis" in [v["voter"] for v in ezra["votes"]]
    audit = run(folder, "audit", "--format", "json")
    assert "EDITED_COMMAND" in audit
    assert "vote ezra -> vote gideon" in audit


def test_init_detects_the_engine_from_the_page_when_the_url_does_not_say(tmp_path):
    from tests.servers.phpbb import serve_phpbb

    with serve_phpbb(posts=12, mafiascum=True) as server:
        # a friendly URL that says nothing about the engine: the server redirects nothing,
        # so ask for the thread page itself but hide the engine from the URL check
        url = server.thread_url
        out = run(tmp_path, "init", url, "--engine", "phpbb")
    assert "phpbb" in out
    assert 'engine = "phpbb"' in (tmp_path / "game.toml").read_text()


def test_engine_from_page_reads_the_markup():
    from tests.servers.phpbb import serve_phpbb
    from votecount.scraper.http import Http
    from votecount.sync.starter import engine_from_page

    with serve_phpbb(posts=3) as server:
        assert engine_from_page(Http(min_interval=0), server.thread_url) == "phpbb"


def test_count_without_players_says_what_to_add(tmp_path):
    text = (DEMO_DIR / "game.toml").read_text()
    (tmp_path / "game.toml").write_text(text.split("[[players]]")[0])
    out = fail(tmp_path, "count")
    assert "no [[players]] yet" in out


def test_as_of_a_post_number_in_a_game_of_several_threads_means_the_newest_thread():
    from datetime import UTC, datetime, timedelta

    from votecount.count.clock import check_as_of
    from votecount.parser.model import Post

    t0 = datetime(2026, 3, 1, tzinfo=UTC)
    old = [Post("f/t/1", f"a{n}", n, "x", t0 + timedelta(hours=n), "") for n in range(1, 50)]
    new = [Post("f/t/2", f"b{n}", n, "x", t0 + timedelta(days=5, hours=n), "") for n in range(1, 9)]
    assert check_as_of(5, old) == 5  # one thread: a post number stays a post number
    assert check_as_of(5, old + new) == t0 + timedelta(days=5, hours=5)
    with pytest.raises(ValueError, match="the last stored post is #8"):
        check_as_of(20, old + new)
