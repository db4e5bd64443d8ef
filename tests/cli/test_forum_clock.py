"""The forum's clock (issue 26, item 4), end to end through the CLI on the local phpBB
server: a board in UTC-5 whose footer says so, one that does not say, a zone changed after
the first sync, and a database from before the printed times were kept. Every topic is
generated here (tests/servers/phpbb.py): no recorded posts."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

from click.testing import CliRunner, Result

from tests.game_files import players_table
from tests.servers.phpbb import PLAYERS, Topic, serve_phpbb
from votecount.cli import main
from votecount.store.db import Store

FIVE_WEST = timezone(timedelta(hours=-5))  # the board shows its times at UTC-5
FOOTER = '<div class="copyright"><p>All times are UTC - 5 hours [ <abbr title="Daylight Saving Time">DST</abbr> ]</p></div>'
PLAIN_FOOTER = "<p>All times are UTC - 5 hours</p>"


def invoke(folder: Path, *args: str) -> Result:
    result = CliRunner().invoke(main, ["--game", str(folder / "game.toml"), *args])
    assert result.exit_code == 0, result.output
    return result


def stored_times(folder: Path) -> dict[int, datetime]:
    store = Store(folder / "votecount.db")
    try:
        return {p.number: p.created_at for p in store.posts()}
    finally:
        store.close()


def topic() -> Topic:
    return Topic.generate(10)  # post n at 17:07 + 7n min UTC on 2024-05-06


def game_toml(url: str, timezone_line: str = "") -> str:
    players = players_table(PLAYERS)
    return (
        "[game]\n"
        'name = "Lanterns"\n'
        f'threads = ["{url}"]\n'
        'engine = "phpbb"\n'
        f"{timezone_line}\n"
        'hosts = ["Quillmaster"]\n\n'
        f"{players}"
    )


def set_zone(folder: Path, zone: str) -> None:
    path = folder / "game.toml"
    lines = [x for x in path.read_text().splitlines() if not x.startswith("timezone")]
    at = lines.index("[game]") + 1
    lines.insert(at, f'timezone = "{zone}"')
    path.write_text("\n".join(lines) + "\n")


def test_init_reads_the_zone_the_footer_states_and_writes_where_it_came_from(tmp_path):
    with serve_phpbb(topic(), zone=timezone(timedelta(hours=-4)), footer=FOOTER) as server:
        result = invoke(tmp_path, "init", server.thread_url)
    text = (tmp_path / "game.toml").read_text()
    # "UTC - 5 hours [ DST ]": summer time, the times shown are UTC-4
    assert (
        'timezone = "Etc/GMT+4"   # the forum\'s pages: "All times are UTC - 5 hours [ DST ]"'
        in text
    )
    assert "time zone: Etc/GMT+4" in result.stdout
    assert "do not say" not in result.stderr
    times = stored_times(tmp_path)
    assert times[0] == datetime(2024, 5, 6, 17, 7, tzinfo=UTC)  # printed "1:07 pm", read at UTC-4
    store = Store(tmp_path / "votecount.db")
    first = next(iter(store.posts()))
    store.close()
    assert (first.time_raw, first.time_zone) == ("Mon May 06, 2024 1:07 pm", "Etc/GMT+4")


def test_init_says_plainly_when_the_pages_do_not_state_a_zone(tmp_path):
    with serve_phpbb(topic(), zone=FIVE_WEST) as server:
        result = invoke(tmp_path, "init", server.thread_url)
    assert "the forum's pages do not say their time zone: post times are read as UTC" in (
        result.stderr
    )
    text = (tmp_path / "game.toml").read_text()
    assert "# The forum's pages do not say their time zone: post times are read as UTC." in text
    assert '# timezone = "America/New_York"' in text
    assert "\ntimezone =" not in text
    # read as UTC: five hours early
    assert stored_times(tmp_path)[0] == datetime(2024, 5, 6, 12, 7, tzinfo=UTC)


def test_a_zone_set_after_the_first_sync_re_reads_the_stored_times_once(tmp_path):
    with serve_phpbb(topic(), zone=FIVE_WEST, per_page=25) as server:
        (tmp_path / "game.toml").write_text(game_toml(server.thread_url))
        invoke(tmp_path, "sync")
        before = invoke(tmp_path, "count", "--format", "text").stdout
        assert "As of post #9, 2024-05-06 13:10 UTC" in before  # 1:10 pm read as UTC
        set_zone(tmp_path, "America/New_York")  # EDT in May: UTC-4, not the board's -5
        after = invoke(tmp_path, "sync")
        assert "re-read the times of 10 posts in America/New_York" in after.stderr
        counted = invoke(tmp_path, "count", "--format", "text")
        assert "As of post #9, 2024-05-06 17:10 UTC" in counted.stdout
        assert "re-read" not in counted.stderr  # said once
        set_zone(tmp_path, "Etc/GMT+5")  # the board's own zone: every time moves again
        counted = invoke(tmp_path, "count", "--format", "text")
        assert "re-read the times of 10 posts in Etc/GMT+5" in counted.stderr
        assert "As of post #9, 2024-05-06 18:10 UTC" in counted.stdout
        # the fold's checkpoints and the parse cache were made before the times moved:
        # the count from them is the count made with none
        warm = invoke(tmp_path, "count", "--format", "json").stdout
        assert '"time": "2024-05-06T18:10:00+00:00"' in warm
        with sqlite3.connect(tmp_path / "votecount.db") as db:
            for table in ("fold_checkpoints", "fold_segments", "parsed"):
                db.execute(f"delete from {table}")
        db.close()
        assert invoke(tmp_path, "count", "--format", "json").stdout == warm
        # a new post is read in the zone set, beside the re-read ones
        server.topic.add_post(PLAYERS[0], "Late words.")
        invoke(tmp_path, "sync")
    assert stored_times(tmp_path)[10] == datetime(2024, 5, 6, 18, 17, tzinfo=UTC)
    assert (
        "As of post #10, 2024-05-06 18:17 UTC"
        in invoke(tmp_path, "count", "--format", "text").stdout
    )


def test_the_footer_zone_is_used_when_timezone_is_not_set(tmp_path):
    with serve_phpbb(topic(), zone=FIVE_WEST, footer=PLAIN_FOOTER) as server:
        (tmp_path / "game.toml").write_text(game_toml(server.thread_url))
        invoke(tmp_path, "sync")
    assert stored_times(tmp_path)[9] == datetime(2024, 5, 6, 18, 10, tzinfo=UTC)
    assert (
        "As of post #9, 2024-05-06 18:10 UTC"
        in invoke(tmp_path, "count", "--format", "text").stdout
    )


def test_posts_stored_before_the_printed_times_were_kept_are_named_until_synced_full(tmp_path):
    with serve_phpbb(topic(), zone=FIVE_WEST, per_page=4) as server:
        (tmp_path / "game.toml").write_text(game_toml(server.thread_url))
        invoke(tmp_path, "sync")
        with sqlite3.connect(tmp_path / "votecount.db") as db:  # as a schema-8 database
            db.execute("update posts set time_raw = null, time_zone = null, edited_raw = null")
        db.close()
        set_zone(tmp_path, "Etc/GMT+5")
        first = invoke(tmp_path, "count", "--format", "text")
        assert "10 posts of" in first.stderr and "votecount sync --full" in first.stderr
        assert "As of post #9, 2024-05-06 13:10 UTC" in first.stdout  # kept as read then
        assert (
            "sync --full" not in invoke(tmp_path, "count", "--format", "text").stderr
        )  # said once
        invoke(tmp_path, "sync", "--recheck", "0")  # walks the last page only: posts 8, 9
        store = Store(tmp_path / "votecount.db")
        assert store.unknown_times(store.threads()[0].thread) == 8
        store.close()
        invoke(tmp_path, "sync", "--full")
    store = Store(tmp_path / "votecount.db")
    assert store.unknown_times(store.threads()[0].thread) == 0
    store.close()
    counted = invoke(tmp_path, "count", "--format", "text")
    assert "As of post #9, 2024-05-06 18:10 UTC" in counted.stdout
    assert counted.stderr == ""
