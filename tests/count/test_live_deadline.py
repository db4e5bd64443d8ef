"""Issue 10, "A deadline in the future is applied now": a day whose end is still ahead
of the clock is open in ``count``, ``post`` (dry run) and ``watch --once``, in every
format; once the clock passes the deadline the day resolves at the deadline, as before.
Everything goes through the CLI against the local Discourse server, with ``--now`` as
the injected clock."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from tests.count.live_copies import BOTF, DEMO, FORMATS, game_copy, synced_copy
from tests.count.live_forums import cli
from votecount.cli import main

LAST_POST = "2026-03-02T19:20"  # the demo thread's last post (#30), in Day 2
DEADLINE = "2026-03-03T00:16:00Z"  # 4 h 56 min later
CLOSES = "closes in 4 h 56 min, 2026-03-03 00:16 UTC"


def plurality_with_deadline(text: str) -> str:
    text = text.replace('resolution = "hammer"', 'resolution = "plurality"')
    return text.replace(
        "number = 2\nstart_post = 25\n", f"number = 2\nstart_post = 25\nend = {DEADLINE}\n"
    )


@pytest.fixture
def mafia(tmp_path):
    """The demo game with plurality and Day 2's deadline 4 h 56 min after the last
    post, synced from the local Discourse server."""
    with synced_copy(
        game_copy(DEMO, tmp_path / "src", edit=plurality_with_deadline), tmp_path
    ) as synced:
        yield synced


@pytest.mark.parametrize("fmt", FORMATS)
def test_future_deadline_is_open_in_every_format(mafia, fmt):
    game, _ = mafia
    out = cli(game, "--now", LAST_POST, "count", "--format", fmt)
    assert "final" not in out.lower()
    assert "eliminated at the deadline" not in out
    if fmt == "json":
        data = json.loads(out)
        day = data["days"][-1]
        assert (day["day"], day["open"], day["end"]) == (2, True, None)
        assert day["closes_at"] == "2026-03-03T00:16:00+00:00"
        assert day["closes_in_minutes"] == 4 * 60 + 56
        assert day["outcome"]["status"] == "leading"
        assert data["as_of_time"] == "2026-03-02T19:20:00+00:00"  # never later than now
    else:
        assert f"Day 2 vote count (open, {CLOSES})" in out
        assert "2026-03-02 19:20 UTC" in out and "2026-03-03 00:16 UTC (" not in out
        assert "is leading" in out


def test_passed_deadline_resolves_at_the_deadline(mafia):
    game, _ = mafia
    out = cli(game, "--now", "2026-03-03T01:00", "count", "--format", "text")
    assert "Day 2 vote count (final)" in out
    assert "As of 2026-03-03 00:16 UTC" in out
    assert "Gideon was eliminated at the deadline with the most votes." in out
    assert "closes in" not in out
    assert "deadline passed" not in out  # the game file's end: no host's close to wait for


def test_post_dry_run_shows_the_day_open(mafia):
    game, _ = mafia
    out = cli(game, "--now", LAST_POST, "post")
    assert f"Day 2 vote count (open, {CLOSES})" in out
    assert "(final)" not in out and "eliminated at the deadline" not in out


def test_watch_once_shows_the_day_open(mafia):
    game, _ = mafia
    out = cli(game, "--now", LAST_POST, "watch", "--once")
    assert f"Day 2 open, {CLOSES}" in out
    assert "the day ended" not in out


def test_watch_once_posts_the_open_count(tmp_path):
    from tests.posting.forums import game_folder, quiet_topic
    from tests.servers.discourse_write import serve_writable

    with serve_writable(quiet_topic(4)) as server:
        ws = game_folder(tmp_path, server.thread_url())
        text = ws.game_path.read_text()
        ws.game_path.write_text(text + "end = 2099-01-01T00:00:00Z\n")
        env = {"VOTECOUNT_API_KEY": "test-api-key", "VOTECOUNT_API_USERNAME": "host"}
        now = "2098-12-31T19:04"
        out = cli(ws.game_path, "--now", now, "watch", "--once", "--yes", env=env)
        assert "posted the count" in out
        body = next(p.raw for p in server.topic.posts if p.username == "host")
        assert "Day 1 vote count (open, closes in 4 h 56 min, 2099-01-01 00:00 UTC)" in body
        # what watch posted is what count shows (one path to a count), footer aside
        shown = cli(ws.game_path, "--now", now, "count", "--format", "markdown").rstrip("\n")
        assert re.sub(r"\n\n<small>votecount [0-9a-f]{12}</small>$", "", body) == shown


@pytest.fixture
def botf(tmp_path):
    """The BotF golden game synced up to post 176, in Day 2's voting: at the deadline
    (18:00) Kestrel and Corvina tie and Gorse's and Brindle's ghost tokens are spent."""
    with synced_copy(game_copy(BOTF, tmp_path / "src", last_post=176), tmp_path) as (game, _):
        yield game


@pytest.mark.parametrize("fmt", FORMATS)
def test_botf_future_deadline_no_tie_no_tokens_spent(botf, fmt):
    out = cli(botf, "--now", "2026-04-09T17:30", "count", "--format", fmt)  # post 176
    if fmt == "json":
        day = json.loads(out)["days"][-1]
        assert (day["day"], day["open"], day["tokens_spent"]) == (2, True, [])
        assert day["closes_at"] == "2026-04-09T18:00:00+00:00"
        assert day["outcome"]["status"] == "tie"  # live: tied, not yet resolved
        assert day["ghost_tokens"]["gorse"] == "unspent"
        return
    assert "Day 2 vote count (open, closes in 30 min, 2026-04-09 18:00 UTC)" in out
    assert "Voting closed" not in out and "Voting has closed" not in out
    assert ": no execution." not in out  # live it is "as it stands, no execution."
    assert "as it stands" in out
    assert re.search(r"Gorse - Executed Day 1 \(vote token\)", out)
    assert re.search(r"Brindle - Died N2 \(vote token\)", out)


def test_botf_passed_deadline_resolves(botf):
    out = cli(botf, "--now", "2026-04-09T18:30", "count", "--format", "text")
    assert "Voting closed at 2026-04-09 18:00 UTC." in out
    assert "closes in" not in out
    assert "deadline passed" not in out  # a [schedule] end is the end


def test_now_is_checked(mafia):
    game, _ = mafia
    result = CliRunner().invoke(main, ["--game", str(game), "--now", "soon", "count"])
    assert result.exit_code == 1 and "--now 'soon'" in result.output


def test_a_hammered_day_is_not_shown_as_closing(tmp_path):
    """Day 1 of the demo is hammered at #22; with its deadline still ahead the day is
    open but decided, so the header does not say it closes later."""

    def edit(text: str) -> str:
        day1 = "number = 1\nstart_post = 2\nend_post = 23\n"
        return text.replace(day1, "number = 1\nstart_post = 2\nend = 2026-03-05T00:00:00Z\n")

    src = game_copy(DEMO, tmp_path / "src", last_post=22, edit=edit)
    with synced_copy(src, tmp_path) as (game, _):
        out = cli(game, "--now", "2026-03-02T02:00", "count", "--format", "text")
    assert "Day 1 vote count\n" in out
    assert "Ezra was hammered at post #22." in out
    assert "closes in" not in out
