"""The live phase, tenth round (issue 25, live24): ``post`` and ``watch`` after a
moderator edited the host's last count, through the CLI with ``--now`` against the local
writable Discourse server; the thread is invented here (``quiet_topic``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.count.live_posting import ours, run
from tests.posting.forums import game_folder, quiet_topic
from tests.servers.discourse_write import serve_writable
from votecount.posting import post
from votecount.scraper.http import Http

NOTE = "Mod note: the count above was checked by the moderators."


@pytest.fixture
def thread(tmp_path, monkeypatch) -> Iterator[tuple[Path, object]]:
    monkeypatch.setattr(post, "new_http", lambda: Http(min_interval=0, sleep=lambda s: None))
    with serve_writable(quiet_topic(4)) as server:
        yield game_folder(tmp_path, server.thread_url()).game_path, server


def _mod_edits(server, handle, raw: str) -> None:
    """Staff (``modjane``) edit the post: a new revision named as theirs."""
    server.topic.edit(handle.number, raw)
    handle.editors[handle.version] = "modjane"


@pytest.mark.parametrize("keeps_footer", [True, False])
def test_post_after_a_moderator_edited_the_last_count(thread, keeps_footer):
    """A moderator adds a note to the host's count (keeping our footer, or rewriting the
    post without it); a vote follows: ``post`` posts the new count once, the edited count
    is no player's vote nor a new count of ours, and the same count is not posted twice."""
    game, server = thread
    run(game, "2024-03-01T18:05", "sync")
    assert "posted the count as post" in run(game, "2024-03-01T18:05", "post", "--yes")
    [mine] = ours(server)
    body = mine.raw if keeps_footer else mine.raw.rsplit("\n\n", 1)[0]
    _mod_edits(server, mine, f"{body}\n\n{NOTE}")
    server.topic.add_post("Fine.\n\n**vote carol**", username="erin")
    run(game, "2024-03-01T18:10", "sync")
    again = run(game, "2024-03-01T18:10", "post", "--yes")
    assert "posted the count as post" in again, again
    assert len(ours(server)) == 2
    assert "carol" in ours(server)[-1].raw.lower()
    third = run(game, "2024-03-01T18:11", "post", "--yes")
    assert "not posting again" in third, third
    assert len(ours(server)) == 2
