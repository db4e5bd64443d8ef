"""Issue 28, "A CLI that behaves like the best ones": explain by number or id with human
output, audit notices only where they help, one default format rule, -q / -v, bare
``votecount``, look-alike letters, ``reconcile --check``. Games written here."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from tests.cli_run import cli as run
from tests.game_files import write_game_text
from tests.servers.games import serve_game
from votecount.cli import main, support
from votecount.store.db import Store
from votecount.workspace import DEMO_DIR

GAME = """[game]
name = "Harbour Mafia"
ruleset = "mafia"
threads = ["https://forum.example/t/harbour-mafia/77"]
engine = "discourse"
timezone = "UTC"
hosts = ["host"]

[parser]
markers = ["bold", "slash"]
{players}
[[phases]]
kind = "day"
number = 1
start_post = 2
"""
PLAYERS = ("alice", "bob_the_builder", "carol", "dave", "erin")


def post(number: int, author: str, html: str, post_id: str | None = None) -> dict:
    return {
        "thread": "forum.example/t/77",
        "post_id": post_id or str(880000 + number),
        "number": number,
        "author": author,
        "created_at": f"2026-04-01T{10 + number // 60:02d}:{number % 60:02d}:00Z",
        "html": html,
    }


def make_game(folder: Path, posts: list[dict], players: tuple[str, ...] = PLAYERS) -> Path:
    write_game_text(folder, GAME, players=players)
    jsonl = folder / "thread.jsonl"
    jsonl.write_text("\n".join(json.dumps(p) for p in posts) + "\n", encoding="utf-8")
    run(folder, "import", str(jsonl))
    return folder


def opening(*rest: dict) -> list[dict]:
    return [
        post(1, "host", "<p>Welcome to Harbour Mafia. Sign up with /in.</p>"),
        post(2, "host", "<p><strong>Day 1 begins.</strong> It takes 3 to eliminate.</p>"),
        *rest,
    ]


def invoke(folder: Path, *args: str, **kw):
    return CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args], **kw)


# -- explain --------------------------------------------------------------------------------
def test_explain_takes_a_post_id_that_is_not_a_post_number(tmp_path):
    make_game(tmp_path, opening(post(3, "alice", "<p><strong>Vote: carol</strong></p>")))
    out = run(tmp_path, "explain", "880003")
    assert out.startswith("Post #3 (id 880003) by alice")
    assert "vote carol counted (Day 1)" in out
    assert run(tmp_path, "explain", "id:880003") == out


def test_explain_of_a_number_that_is_also_an_id_says_which_and_how_to_pick_the_other(tmp_path):
    posts = opening(
        post(3, "alice", "<p><strong>Vote: carol</strong></p>", post_id="5"),
        post(4, "bob_the_builder", "<p>hm</p>"),
        post(5, "carol", "<p><strong>Vote: alice</strong></p>"),
    )
    make_game(tmp_path, posts)
    out = run(tmp_path, "explain", "5")
    assert out.splitlines()[0] == (
        "5 is post #5 and also the id of post #3: showing post #5 "
        "(for the other: votecount explain id:5)"
    )
    assert "Post #5 (id 880005) by carol" in out
    assert "Post #3 (id 5) by alice" in run(tmp_path, "explain", "id:5")
    assert run(tmp_path, "explain", "#5").startswith("Post #5 (id 880005)")
    result = invoke(tmp_path, "explain", "77")
    assert result.exit_code == 1 and "no stored post '77'" in result.output


def test_explain_of_a_host_phase_post_says_it_starts_the_day(tmp_path):
    make_game(tmp_path, opening(post(3, "alice", "<p>hi</p>")))
    out = run(tmp_path, "explain", "2")
    assert "this post starts Day 1" in out
    assert "(no commands)" not in out and "[" not in out
    assert "nothing to count" in run(tmp_path, "explain", "3")


def test_explain_of_an_edited_post_reads_as_words(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        server.topic.edit_cooked(11, "<p>Changed my mind. <strong>Vote: Gideon</strong></p>")
        run(tmp_path, "sync")
        out = run(tmp_path, "explain", "11")
    assert "edited (version 2): version 1 counts" in out
    assert "version 1 -> 2: vote ezra -> vote gideon" in out
    assert "revision 1" not in out and "[9000]" not in out and "[(" not in out
    assert "warning: " in out and "[EDITED_COMMAND]" in out


# -- audit notices and the one format rule ----------------------------------------------------
SIGNUPS = [
    post(1, "host", "<p>Welcome to Harbour Mafia. Sign up with /in.</p>"),
    *(post(n, p, "<p>/in</p>") for n, p in enumerate(PLAYERS, 2)),
    post(7, "zed", "<p>/in</p>"),
    post(8, "host", "<p><strong>Day 1 begins.</strong></p>"),
    post(9, "carol", "<p><strong>Vote: bob_the_builder</strong></p>"),
    post(10, "erin", "<p><strong>Vote: a</strong> see #29</p>"),
]


def signed_up(folder: Path) -> Path:
    make_game(folder, SIGNUPS)
    toml = folder / "game.toml"
    toml.write_text(toml.read_text().replace("start_post = 2", "start_post = 8"))
    return folder


def test_audit_of_a_mafia_game_notes_only_the_sign_up_of_a_non_player(tmp_path):
    audit = json.loads(run(signed_up(tmp_path), "audit", "--format", "json"))
    notices = [v for v in audit["violations"] if v["code"] == "NOT_IN_RULESET"]
    assert len(notices) == 1, notices
    assert "zed, who is not a player of the game file" in notices[0]["reason"]


def test_piped_output_is_plain_text_without_markdown_escapes(tmp_path, monkeypatch):
    monkeypatch.delenv("VOTECOUNT_FORMAT", raising=False)
    folder = signed_up(tmp_path)
    for verb in ("audit", "count"):
        out = run(folder, verb)  # CliRunner's output is not a terminal: a pipe
        assert "bob_the_builder" in out, out
        for escaped in ("\\(", "\\#", "\\_", "**", "###"):
            assert escaped not in out, (verb, escaped, out)
        assert out == run(folder, verb, "--format", "text")
    assert run(folder, "demo") == run(folder, "demo", "--format", "text")


def test_a_terminal_gets_markdown_and_votecount_format_sets_every_verbs_default(
    tmp_path, monkeypatch
):
    folder = signed_up(tmp_path)
    monkeypatch.delenv("VOTECOUNT_FORMAT", raising=False)
    monkeypatch.setattr(support, "stdout_is_terminal", lambda: True)
    assert run(folder, "count").startswith("### Harbour Mafia: Day 1 vote count")
    assert run(folder, "audit").startswith("### Harbour Mafia: audit")
    monkeypatch.setenv("VOTECOUNT_FORMAT", "bbcode")
    assert run(folder, "count").startswith("[b]")
    monkeypatch.setenv("VOTECOUNT_FORMAT", "markdwn")
    result = invoke(folder, "count")
    assert result.exit_code == 2 and "did you mean 'markdown'" in result.output


def test_markdown_escapes_only_what_markdown_would_read():
    from votecount.views import escape

    assert escape.markdown("bob_the_builder") == "bob_the_builder"
    assert escape.markdown("(could be: a, b)") == "(could be: a, b)"
    assert escape.markdown("_x_") == "\\_x\\_" and escape.markdown("1. x") == "1\\. x"


# -- -q, -v, bare votecount, Ctrl-C -----------------------------------------------------------
def test_quiet_sync_is_silent_on_success_and_verbose_prints_the_summary_once(tmp_path):
    with serve_game(DEMO_DIR, tmp_path):
        quiet = invoke(tmp_path, "-q", "sync")
        assert quiet.exit_code == 0 and quiet.output == "", quiet.output
        loud = invoke(tmp_path, "-v", "sync")
        assert loud.exit_code == 0, loud.output
        assert loud.output.count("0 new, 0 edited, 0 gone") == 1, loud.output
        assert "votecount: syncing http://127.0.0.1:" in loud.stderr


def test_bare_votecount_prints_help_and_succeeds():
    result = CliRunner().invoke(main, [], prog_name="votecount")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Usage: votecount") and "sync" in result.output


def test_ctrl_c_during_a_sync_exits_130_saying_what_was_kept(tmp_path):
    import signal

    from tests.reliability.faulty import finish, game_folder, serve_faulty, votecount, voting_topic

    with serve_faulty(voting_topic(400), chunk_size=20) as server:
        game = game_folder(tmp_path, server.thread_url())
        calls = {"n": 0}

        def interrupt(request) -> None:  # a slow forum: the second batch never comes
            calls["n"] += 1
            if calls["n"] == 2:
                proc.send_signal(signal.SIGINT)
                proc.wait(timeout=30)

        server.hooks["posts"] = interrupt
        proc = votecount(game, "sync")
        code, out = finish(proc)
    assert code == 130, out
    assert "Traceback" not in out and "Aborted!" not in out
    key = server.url.split("://")[1] + "/t/4242"
    stored = Store(tmp_path / "votecount.db").count_posts(key)
    assert 0 < stored < 400
    assert f"interrupted: {stored} of 400 posts of " in out, out
    assert out.rstrip().endswith("stored; run sync to continue"), out


# -- HTTP: what cannot heal is not retried; a 404 may be a private thread ------------------
def test_a_host_name_that_does_not_resolve_is_not_retried(tmp_path, monkeypatch):
    import socket

    asked: list[str] = []

    def no_such_host(host, *args, **kw):  # DNS answers at once: no such name
        asked.append(host)
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_such_host)
    (tmp_path / "game.toml").write_text(
        GAME.format(players="").replace("forum.example", "forum.invalid"), encoding="utf-8"
    )
    monkeypatch.setenv("VOTECOUNT_REQUESTS_PER_MINUTE", "6000")
    result = invoke(tmp_path, "sync")
    assert result.exit_code == 1, result.output
    assert "the host name forum.invalid does not resolve (DNS)" in result.output
    assert "retrying" not in result.output and asked == ["forum.invalid"]


def test_a_404_on_the_thread_says_it_may_be_private(tmp_path, monkeypatch):
    for name in ("VOTECOUNT_API_KEY", "VOTECOUNT_USER_API_KEY", "VOTECOUNT_USERNAME"):
        monkeypatch.delenv(name, raising=False)
    with serve_game(DEMO_DIR, tmp_path) as server:
        server.topics.clear()
        result = invoke(tmp_path, "sync")
    assert result.exit_code == 1 and "retrying" not in result.output
    assert result.output.startswith("Error: HTTP 404 from http://127.0.0.1:")
    assert "it is private: to read it as a member, set VOTECOUNT_API_KEY" in result.output
    assert "VOTECOUNT_PASSWORD" not in result.output  # a Discourse login only posts


def test_a_server_that_trickles_is_given_up_after_two_deadlines_not_five(tmp_path):
    from tests.reliability.faulty import assert_drip_given_up, serve_faulty, voting_topic
    from votecount.scraper.http import Http

    with serve_faulty(voting_topic(20), drip_delay=0.05) as server:
        server.queue("drip", "drip", "drip")
        http = Http(min_interval=0, sleep=lambda s: None, timeout=5, deadline=0.3, attempts=5)
        assert_drip_given_up(http, server)
        assert server.injected == ["drip", "drip"]  # asked once more, not every attempt


# -- look-alike letters ---------------------------------------------------------------------
def test_a_vote_written_with_a_look_alike_letter_is_noted_not_silently_counted(tmp_path):
    posts = opening(
        post(3, "dave", "<p><strong>Vote: \u0410lice</strong></p>"),  # Cyrillic А
        post(4, "erin", "<p><strong>Vote: alice</strong></p>"),
    )
    make_game(tmp_path, posts)
    audit = json.loads(run(tmp_path, "audit", "--format", "json"))
    [note] = [v for v in audit["violations"] if v["code"] == "LOOKALIKE_NAME"]
    assert note["severity"] == "warning" and note["post"]["number"] == 3
    assert "\u0410 (CYRILLIC CAPITAL LETTER A) for A" in note["reason"]
    assert "counted for alice" in note["reason"]
    assert "LOOKALIKE_NAME" in run(tmp_path, "explain", "3")
    assert "LOOKALIKE_NAME" not in run(tmp_path, "explain", "4")


def test_a_name_of_another_script_is_no_look_alike():
    from votecount.count.lookalikes import lookalike_letters

    assert lookalike_letters("\u0410lice") == ("\u0410",)
    assert lookalike_letters("\u0410lice", own=("\u0410lice",)) == ()
    assert lookalike_letters("Zoë") == () and lookalike_letters("alice") == ()
