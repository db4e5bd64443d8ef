"""A new host's first ten minutes, end to end on the local forum servers: `init` writes the
game file the thread supports, `sync` and `events` suggest the host events the host posts
announce, `events accept` writes them, and `count` gives the official count of each day,
with no hand edit of game.toml."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.cli_run import cli as run
from tests.conftest import FIXTURES
from tests.servers.games import topic_from_jsonl
from votecount.cli import main
from votecount.gamefile.load import load_game

GOLDEN = FIXTURES / "games" / "botf-golden"
EXPECTED = json.loads((GOLDEN / "expected.json").read_text(encoding="utf-8"))


def days(folder: Path) -> dict[int, dict]:
    data = json.loads(run(folder, "count", "--format", "json"))
    return {d["day"]: d for d in data["days"]}


# --- Blood on the Forums on Discourse: the golden game, started from nothing --------------


@pytest.fixture
def botf(tmp_path):
    """The golden BotF thread served by the local Discourse server, `init` run on it."""
    from tests.servers.discourse import serve_topic

    topic = topic_from_jsonl(GOLDEN / "thread.jsonl", topic_id=5150, title="The Lantern Fair")
    with serve_topic(topic) as server:
        out = run(tmp_path, "init", server.thread_url(topic))
        yield tmp_path, out, server


def test_init_takes_the_seat_a_player_corrected_and_refuses_what_the_audit_refuses(botf):
    folder, out, _ = botf
    game = load_game(folder / "game.toml")
    seats = {p.username: p.seat for p in game.players}
    # gorse asked for seat 3 (taken by corvina) in post 5, then seat 8 in post 7
    assert seats["gorse"] == 8 and seats["corvina"] == 3
    assert len(seats) == 12 and "roamer" not in seats  # one traveller for 11 players
    assert [p.username for p in game.players if p.traveller] == ["tamsin"]
    text = (folder / "game.toml").read_text()
    assert "#   post 5, gorse: '/in, seat 3 @Storyteller': SEAT_TAKEN" in text
    assert "#   post 18, roamer: '/travel in, seat 13 @Storyteller': TRAVELLER_CAP" in text
    assert "12 players from sign-ups, 3 sign-up(s) refused" in out


def test_init_names_the_co_hosts_of_the_opening_post(botf):
    folder, _, _ = botf
    # "Hosted by @vesper and @ombrel on the host account @Storyteller"
    assert load_game(folder / "game.toml").hosts == ("Storyteller", "vesper", "ombrel")


def test_init_writes_the_schedule_from_the_first_phase_post_and_the_opening_post(botf):
    folder, _, _ = botf
    schedule = load_game(folder / "game.toml").schedule
    assert schedule is not None
    assert schedule.start.isoformat() == "2026-04-03T18:00:00+00:00"  # post 23, "Night 1"
    assert (schedule.first, schedule.day_hours, schedule.night_hours) == ("night", 48, 24)
    text = (folder / "game.toml").read_text()
    assert 'first = "night"   # post 23 by Storyteller: "Night 1"' in text
    assert 'day_hours = 48   # opening post: "Days last 48 hours"' in text
    assert "discussion_hours = 12   # opening post: " in text  # active: BotF honours them
    assert (schedule.parts, "nomination_hours = 12   # the same line" in text) == (
        (12, 12, 24),
        True,
    )


def test_init_suggests_the_deaths_and_nothing_is_applied_until_accepted(botf):
    folder, out, _ = botf
    assert "Add them with: votecount events accept 30 109 117 130" in out
    assert 'post 117 by Storyteller: "Brindle and Dunmore were found dead this morning."' in out
    assert '[[events]]\nkind = "execution"\nplayer = "gorse"\nat = 109' in out
    assert load_game(folder / "game.toml").events == ()


def test_init_sync_accept_count_gives_the_official_count_of_each_day(botf):
    folder, _, server = botf
    assert "host event(s) announced" in run(folder, "sync")
    out = run(folder, "events", "accept", "30", "109", "117", "130")
    assert "added 5 event(s)" in out
    assert "no new host events" in run(folder, "events")
    assert "host event" not in run(folder, "sync")  # nothing left to suggest
    got = days(folder)
    for want in EXPECTED["day_results"]:
        day = got[want["day"]]
        assert (day["living_count"], day["threshold"]) == (want["L"], want["T"])
        totals = {n["nominee"]: n["total"] for n in day["nominations"]}
        assert totals == want["totals"]
        assert day["outcome"]["eliminated"] == want["executed"]
    text = (folder / "game.toml").read_text()
    assert "# accepted from post 109 by Storyteller" in text
    assert "# signed up in post 2" in text  # the starter's comments are kept


def test_accepting_a_post_without_a_suggestion_writes_nothing(botf):
    folder, _, _ = botf
    before = (folder / "game.toml").read_text()
    result = CliRunner().invoke(
        main, ["--game", str(folder / "game.toml"), "events", "accept", "31"]
    )
    assert result.exit_code == 1 and "no suggested host event in post(s) 31" in result.output
    assert (folder / "game.toml").read_text() == before


# --- classic Mafia on phpBB (MafiaScum markup): a replacement, a death, a lynch ------------

CHAT = "I have a feeling about this one."


def mafia_topic():
    from tests.servers.phpbb import Topic

    topic = Topic(title="Mini Normal 9001: Lanterns")
    topic.add_post(
        "Quillmaster",
        "Mini Normal 9001: Lanterns<br>Hosted by Quillmaster, co-host @Lampwick.<br>"
        "Each day phase will last for 72 hours. Nights last 24 hours.<br>Sign up with /in.",
    )
    for name in ("Amberlight", "Brackenfold", "Cindermoss", "Dunmore", "Ellowyn"):
        topic.add_post(name, "/in")
    # the announcement is on the second line, under a banner
    topic.add_post("Quillmaster", "<span style='font-size: 200%'>Lanterns</span><br>Day 1 begins.")
    topic.add_post("Amberlight", vote("Brackenfold"))
    topic.add_post("Cindermoss", vote("Brackenfold"))
    topic.add_post("Quillmaster", "Fernhollow replaces Dunmore. Welcome!")
    topic.add_post("Fernhollow", CHAT)
    topic.add_post("Fernhollow", vote("Brackenfold"))  # the hammer (3 of 5)
    topic.add_post("Quillmaster", "Brackenfold was lynched. Night 1 begins.")
    topic.add_post("Quillmaster", "Day 2 begins. Ellowyn was killed in the night.")
    topic.add_post("Amberlight", vote("Cindermoss"))
    topic.add_post("Fernhollow", vote("Amberlight"))
    return topic


def vote(name: str) -> str:
    return f'<span class="bbvote" title="This is an official vote.">VOTE: {name}</span>'


def test_phpbb_mafia_from_init_to_the_count_of_each_day(tmp_path):
    from tests.servers.phpbb import serve_phpbb

    with serve_phpbb(mafiascum=True, topic=mafia_topic()) as server:
        out = run(tmp_path, "init", server.thread_url, "--engine", "phpbb")
        game = load_game(tmp_path / "game.toml")
        assert game.hosts == ("Quillmaster", "Lampwick")
        assert [p.username for p in game.players] == [
            "Amberlight", "Brackenfold", "Cindermoss", "Dunmore", "Ellowyn",
        ]  # fmt: skip
        assert game.schedule is not None and game.schedule.first == "day"
        assert game.schedule.day_hours == 72 and game.schedule.night_hours == 24
        # the lynch is the count's own (a hammer): only the substitution and the death
        assert "votecount events accept 9 13" in out
        assert '[[events]]\nkind = "substitution"\nplayer = "Dunmore"\nother = "Fernhollow"' in out
        run(tmp_path, "sync")
        assert "added 2 event(s)" in run(tmp_path, "events", "accept", "--all")
        assert "no suggested host events" in run(tmp_path, "events", "accept", "--all")
    game = load_game(tmp_path / "game.toml")
    fern = game.player("Fernhollow")
    assert fern is not None and fern.backup  # a replacement without any flag written
    got = days(tmp_path)
    day1 = got[1]
    assert day1["outcome"]["status"] == "hammered"
    assert day1["outcome"]["eliminated"] == "Brackenfold"
    wagon = next(w for w in day1["wagons"] if w["target"] == "Brackenfold")
    assert [v["voter"] for v in wagon["votes"]] == ["Amberlight", "Cindermoss", "Fernhollow"]
    day2 = got[2]
    assert day2["living_count"] == 3 and day2["threshold"] == 2
    assert sorted(day2["living"]) == ["Amberlight", "Cindermoss", "Fernhollow"]
    assert {w["target"]: w["total"] for w in day2["wagons"]} == {"Cindermoss": 1, "Amberlight": 1}


# --- offline starts ---------------------------------------------------------------------


def test_init_from_jsonl_offline(tmp_path):
    out = run(tmp_path, "init", "--from", str(GOLDEN / "thread.jsonl"))
    assert "181 posts stored" in out
    game = load_game(tmp_path / "game.toml")
    assert game.threads == ("https://forum.example/t/5150",)
    assert game.name == "Blood on the Forums: The Lantern Fair"
    assert len(game.players) == 12
    assert "votecount events accept 30 109 117 130" in out


def test_init_from_saved_pages_offline(tmp_path):
    """Pages saved from the phpBB server, read with no server running."""
    import requests

    from tests.servers.phpbb import serve_phpbb

    pages = tmp_path / "pages"
    pages.mkdir()
    with serve_phpbb(mafiascum=True, topic=mafia_topic()) as server:
        url = server.thread_url
        html = requests.get(url, timeout=10).text
    (pages / "page1.html").write_text(html, encoding="utf-8")
    game_dir = tmp_path / "game"
    game_dir.mkdir()
    # these pages carry no address of their own: init asks for it
    result = CliRunner().invoke(
        main, ["--game", str(game_dir / "game.toml"), "init", "--from", str(pages)]
    )
    assert result.exit_code == 1 and "give its address too" in result.output
    out = run(game_dir, "init", url, "--from", str(pages))  # the server is gone: offline
    game = load_game(game_dir / "game.toml")
    assert game.engine == "phpbb"
    assert game.hosts == ("Quillmaster", "Lampwick")
    assert len(game.players) == 5
    assert "votecount events accept 9 13" in out


def test_an_unknown_forum_works_offline_with_engine_import(tmp_path):
    rows = [
        {"number": 1, "author": "Host", "html": "<p>Hosted by @Host. Sign up with /in</p>",
         "created_at": "2026-03-01T10:00:00Z"},
        {"number": 2, "author": "ann", "html": "<p>/in</p>", "created_at": "2026-03-01T11:00:00Z"},
        {"number": 3, "author": "bob", "html": "<p>/in</p>", "created_at": "2026-03-01T12:00:00Z"},
        {"number": 4, "author": "Host", "html": "<p>Day 1 begins</p>",
         "created_at": "2026-03-02T10:00:00Z"},
        {"number": 5, "author": "ann", "html": "<p><b>vote bob</b></p>",
         "created_at": "2026-03-02T11:00:00Z"},
    ]  # fmt: skip
    source = tmp_path / "thread.jsonl"
    source.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    folder = tmp_path / "g"
    folder.mkdir()
    url = "https://board.example/games/thread-77"
    out = run(folder, "init", url, "--from", str(source))
    assert "(import," in out
    game = load_game(folder / "game.toml")
    assert game.engine == "import" and game.threads == (url,)
    assert days(folder)[1]["wagons"][0]["target"] == "bob"
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), "sync"])
    assert result.exit_code == 1 and "votecount import" in result.output
    # later posts come in by import, into the same thread
    rows.append({"number": 6, "author": "bob", "html": "<p><b>vote ann</b></p>",
                 "created_at": "2026-03-02T12:00:00Z"})  # fmt: skip
    source.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    assert "imported 6 posts" in run(folder, "import", str(source))
    wagons = {w["target"]: w["total"] for w in days(folder)[1]["wagons"]}
    assert wagons == {"bob": 1, "ann": 1}


# --- sign-ups as the rules take them (spec/rules.md §4.1) --------------------------------


def signup_thread(tmp_path: Path, ruleset_rows: list[tuple[str, str]]) -> Path:
    rows = [{"number": 1, "author": "Host", "created_at": "2026-03-01T10:00:00Z",
             "html": "<p>Hosted by @Host. Sign up with /in, seat N @Host</p>"}]  # fmt: skip
    for n, (author, html) in enumerate(ruleset_rows, 2):
        rows.append({"number": n, "author": author, "html": f"<p>{html}</p>",
                     "created_at": f"2026-03-01T{10 + n:02d}:00:00Z"})  # fmt: skip
    source = tmp_path / "thread.jsonl"
    source.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
    return source


def test_a_second_valid_signup_is_refused_and_the_first_stands(tmp_path):
    source = signup_thread(tmp_path, [
        ("ann", "/in, seat 1 @Host"),
        ("bob", "/in, seat 1 @Host"),  # taken: refused
        ("bob", "/in, seat 2 @Host"),  # the correction stands
        ("ann", "/in, seat 3 @Host"),  # a second valid sign-up: refused, seat 1 stands
        ("cat", "/in, seat 4 @Host"),
    ])  # fmt: skip
    out = run(tmp_path, "init", "https://forum.example/t/lanterns/77", "--from", str(source))
    assert "3 players from sign-ups, 2 sign-up(s) refused" in out
    game = load_game(tmp_path / "game.toml")
    assert game.ruleset == "botf"
    assert {p.username: p.seat for p in game.players} == {"ann": 1, "bob": 2, "cat": 4}
    text = (tmp_path / "game.toml").read_text()
    assert "#   post 3, bob: '/in, seat 1 @Host': SEAT_TAKEN" in text
    assert "#   post 5, ann: '/in, seat 3 @Host': DUPLICATE_SIGNUP" in text
    assert "# signed up in post 4" in text  # bob's corrected seat, with its post


def test_a_mafia_player_signing_up_twice_is_one_player(tmp_path):
    source = signup_thread(tmp_path, [("ann", "/in"), ("bob", "/in"), ("ann", "/in")])
    out = run(tmp_path, "init", "https://forum.example/t/lanterns/78", "--from", str(source))
    assert "2 players from sign-ups, 1 sign-up(s) refused" in out
    assert [p.username for p in load_game(tmp_path / "game.toml").players] == ["ann", "bob"]
    text = (tmp_path / "game.toml").read_text()
    assert "#   post 4, ann: '/in': DUPLICATE_SIGNUP (ann is already signed up (post 2))" in text
