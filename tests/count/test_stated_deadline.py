"""Issue 26 item 5: a day started by a host post ends at the deadline the host's own post
states; the count's "closes in" follows it (``--now`` as the injected clock). The demo
game with its Day 2 read from the host's posts (``phase_markers``), on the local
Discourse server."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.count.live_copies import DEMO, game_copy, markers_for_day_two, synced_copy
from tests.count.live_forums import cli

LAST_POST = "2026-03-02T19:20"  # the demo thread's last post (#30), in Day 2


@contextmanager
def synced_day_two(tmp_path: Path, deadline_html: str) -> Iterator[Path]:
    """The game file of the demo game, synced from the local server while it serves the
    thread whose Day 2 post ends with ``deadline_html``."""
    edit, thread = markers_for_day_two(deadline_html)
    src = game_copy(DEMO, tmp_path / "src", edit=edit)
    thread(src)
    with synced_copy(src, tmp_path) as (game, _):
        yield game


@pytest.mark.parametrize(
    "said",
    [
        # the board's zone (New York, UTC-5 in early March)
        "<p>Deadline is in (expired on 2026-03-02 19:16:00)</p>",
        "<p>Day 2 ends on March 3rd at 00:16 UTC.</p>",
    ],
)
def test_the_day_closes_at_the_deadline_the_host_states(tmp_path, said):
    with synced_day_two(tmp_path, said) as game:
        data = json.loads(cli(game, "--now", LAST_POST, "count", "--format", "json"))
        day = data["days"][-1]
        assert (day["day"], day["open"]) == (2, True)
        assert day["closes_at"] == "2026-03-03T00:16:00+00:00"
        assert day["closes_in_minutes"] == 4 * 60 + 56
        later = cli(game, "--now", "2026-03-03T01:00", "count", "--format", "text")
        # past the deadline, not closed by the host: it stands at the deadline, so far
        assert "Day 2 vote count (deadline passed, not closed yet)" in later
        assert "As of 2026-03-03 00:16 UTC" in later


def test_without_a_stated_deadline_the_day_stays_open(tmp_path):
    with synced_day_two(tmp_path, "") as game:
        data = json.loads(cli(game, "--now", LAST_POST, "count", "--format", "json"))
        assert data["days"][-1]["closes_at"] is None
