"""Edits made before votecount first saw a post (issue 10, Deliver 3), end to end through
the CLI against the local forum servers: Discourse's revision history gives the original
vote; an engine without history (phpBB) gets an "original unknown" warning."""

from __future__ import annotations

import json
import re
from datetime import UTC, datetime, timedelta

from tests.cli_run import cli as run
from tests.cli_run import count_day
from tests.game_files import write_game_text
from tests.servers.games import serve_game
from tests.servers.phpbb import FakePost, Topic, serve_phpbb
from votecount.workspace import DEMO_DIR

HOLLIS_EDIT = "<p>Changed my mind. <strong>Vote: Gideon</strong></p>"


def _ezra_voters(folder) -> list[str]:
    day = count_day(folder, 1)
    ezra = next(w for w in day["wagons"] if w["target"] == "ezra")
    return [v["voter"] for v in ezra["votes"]]


def test_discourse_post_edited_before_the_first_sync_counts_its_original_vote(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        server.topic.edit_cooked(11, HOLLIS_EDIT)  # version 2 before votecount ever looked
        out = run(tmp_path, "sync")
        assert "30 new" in out
        assert server.counts["revision"] == 1  # only the post with version > 1
        assert "hollis" in _ezra_voters(tmp_path)
        audit = run(tmp_path, "audit", "--format", "json")
        assert "EDITED_COMMAND" in audit and "vote ezra -> vote gideon" in audit
        explain = run(tmp_path, "explain", "11")
        assert "Vote: Ezra" in explain


def test_discourse_latest_counts_the_edit_and_still_reports_it(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        game = tmp_path / "game.toml"
        game.write_text(game.read_text().replace("[parser]", '[parser]\nedits = "latest"'))
        server.topic.edit_cooked(11, HOLLIS_EDIT)
        run(tmp_path, "sync")
        assert "hollis" not in _ezra_voters(tmp_path)
        assert "vote ezra -> vote gideon" in run(tmp_path, "audit", "--format", "json")


def test_discourse_without_public_history_warns_that_the_original_is_unknown(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        server.edit_history_public = False
        server.topic.edit_cooked(11, HOLLIS_EDIT)
        run(tmp_path, "sync")
        audit = json.loads(run(tmp_path, "audit", "--format", "json"))
        edited = [v for v in audit["violations"] if v["code"] == "EDITED_COMMAND"]
        assert len(edited) == 1 and "original unknown" in edited[0]["reason"]
        assert edited[0]["severity"] == "warning"


def test_a_self_deleted_post_keeps_its_original_text_from_the_history(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        server.topic.delete(11, by_user=True)
        run(tmp_path, "sync")
        assert "hollis" not in _ezra_voters(tmp_path)  # a deleted post does not count
        assert "Vote: Ezra" in run(tmp_path, "explain", "11")  # but nothing is lost


# -- phpBB: no history, only "Last edited by …" -----------------------------------------------
BOLD = '<div style="display: inline; font-weight: bold">'
T0 = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)
GAME = """\
[game]
name = "Lanterns"
ruleset = "mafia"
threads = ["{url}"]
engine = "phpbb"
timezone = "UTC"
hosts = ["Quillmaster"]

[parser]
markers = ["bold", "vote_tag"]

[[phases]]
kind = "day"
number = 1
start = "2026-03-02T12:00:00Z"
end = "2026-03-03T12:00:00Z"

{players}
"""
NAMES = ("Amberlight", "Brackenfold", "Cindermoss", "Dunmore", "Ellowyn")


def _lantern_topic() -> Topic:
    topic = Topic(id=777, title="Lanterns")
    topic.posts.append(FakePost(60001, "Quillmaster", f"{BOLD}Day 1 begins.</div>", T0))
    topic.posts.append(
        FakePost(60004, "Amberlight", f"{BOLD}VOTE: Dunmore</div>", T0 + timedelta(hours=1))
    )
    topic.posts.append(FakePost(60007, "Brackenfold", f"{BOLD}VOTE: Dunmore</div>", T0 + timedelta(hours=2),
                                edited=T0 + timedelta(hours=3), edit_count=1))  # fmt: skip
    topic.posts.append(FakePost(60010, "Cindermoss", f"{BOLD}VOTE: Ellowyn</div>", T0 + timedelta(hours=4),
                                edited=T0 + timedelta(days=2), edit_count=1))  # fmt: skip
    topic.posts.append(FakePost(60013, "Dunmore", "Just chatting.", T0 + timedelta(hours=5),
                                edited=T0 + timedelta(hours=6), edit_count=1))  # fmt: skip
    topic.posts.append(FakePost(60016, "Ellowyn", "Later.", T0 + timedelta(hours=7)))
    return topic


def _phpbb_game(folder, url: str) -> None:
    write_game_text(folder, GAME, players=NAMES, url=url)


def test_phpbb_vote_first_seen_edited_warns_original_unknown_with_the_edit_time(tmp_path):
    with serve_phpbb(_lantern_topic(), zone=UTC, per_page=25) as server:
        _phpbb_game(tmp_path, server.thread_url)
        run(tmp_path, "sync")
    audit = json.loads(run(tmp_path, "audit", "--format", "json"))
    edited = {v["post"]["number"]: v for v in audit["violations"] if v["code"] == "EDITED_COMMAND"}
    assert set(edited) == {2, 3}  # the chat post edited before the sync holds no command
    brack, cinder = edited[2], edited[3]
    assert "original unknown" in brack["reason"] and "2026-03-02 15:00" in brack["reason"]
    assert brack["severity"] == "warning" and "closed" not in brack["reason"]
    assert cinder["reason"].startswith("AFTER Day 1 CLOSED: edited 2026-03-04 12:00 UTC")
    assert cinder["severity"] == "warning"  # the vote counts as shown: look at it
    text = run(tmp_path, "audit")
    assert re.search(r"original unknown", text)
    # the vote is counted as displayed: there is nothing else to count
    day = count_day(tmp_path, 1)
    assert {w["target"]: w["total"] for w in day["wagons"]} == {"Dunmore": 2, "Ellowyn": 1}


def test_original_cooked_takes_the_left_side_of_the_diff_without_marks():
    from votecount.scraper.discourse import original_cooked

    diff = (
        '<div class="span8"><p>I follow. <strong class="diff-del">Vote: <del>Ezra</del></strong></p>'
        '<p class="diff-del">Gone paragraph</p></div>'
        '<div class="span8 offset1"><p>I follow. <strong class="diff-ins">Vote: <ins>Gideon</ins></strong></p></div>'
    )
    assert original_cooked(diff) == (
        "<p>I follow. <strong>Vote: Ezra</strong></p><p>Gone paragraph</p>"
    )
    assert original_cooked("<p>not a diff</p>") is None


def test_a_discourse_edit_that_changed_nothing_is_no_edit(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        post = server.topic.by_number(11)
        server.topic.edit_cooked(11, post.cooked)  # version 2, same HTML (say, a typo in raw)
        run(tmp_path, "sync")
        assert "EDITED_COMMAND" not in run(tmp_path, "audit", "--format", "json")
        assert "hollis" in _ezra_voters(tmp_path)


def test_discourse_history_is_read_past_a_revision_that_left_the_body_alone(tmp_path):
    with serve_game(DEMO_DIR, tmp_path) as server:
        post = server.topic.by_number(11)
        server.topic.edit_cooked(11, post.cooked)  # version 2: the body did not change
        server.topic.edit_cooked(11, HOLLIS_EDIT)  # version 3: the vote did
        run(tmp_path, "sync")
        assert server.counts["revision"] == 2
        assert "hollis" in _ezra_voters(tmp_path)
        assert "vote ezra -> vote gideon" in run(tmp_path, "audit", "--format", "json")
