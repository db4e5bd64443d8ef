"""A count posted while a vote arrives (issue 25, live21), through the CLI with ``--now``
against the local writable Discourse server; the thread is invented here
(``quiet_topic``).

The host runs ``post --yes``; a player's vote lands on the forum between our sync and our
count's post, so the thread shows the vote above our count. The posted count states its
cut-off (the last post it counted), so readers can tell the vote came after it; the next
``watch`` sees the new post and posts a count with it. Failed before: ``watch`` measured
new posts from our count's own number, so the vote above it was never news ("no count
due") until another post came; the ledger now keeps each count's cut-off
(``post.remember_cut_off``).
"""

from __future__ import annotations

from tests.count.live_posting import ours, run
from tests.servers import discourse


def test_a_vote_arriving_while_we_post_is_after_the_stated_cut_off(quiet_thread, monkeypatch):
    game, server = quiet_thread
    run(game, "2024-03-01T18:10", "sync")
    real = discourse.DiscourseServer.on_create_post

    def racing(self, request):  # the player's post is stored first
        if not any(p.username == "frank" for p in self.topic.posts):
            self.topic.add_post("**vote erin**", username="frank")
        return real(self, request)

    monkeypatch.setattr(discourse.DiscourseServer, "on_create_post", racing)
    posted = run(game, "2024-03-01T18:10", "post", "--yes")
    assert "posted the count as post" in posted, posted
    (count,) = ours(server)
    assert "*As of [post #4](" in count.raw and count.number == 6, count.raw  # the vote is #5
    assert "**erin** (" not in count.raw, count.raw
    line = run(game, "2024-03-01T18:20", "watch", "--once", "--after-posts", "1", "--yes")
    assert "posted the count" in line, line
    assert "**erin** (1/5" in ours(server)[-1].raw, ours(server)[-1].raw
    # review21c: one cut-off row per thread, our last count's (was one per count posted)
    import sqlite3

    from votecount.gamefile.folder import database_of

    with sqlite3.connect(database_of(game)) as db:
        rows = db.execute("select key from meta where key like 'counted_to:%'").fetchall()
    assert len(rows) == 1 and rows[0][0].endswith(f":{ours(server)[-1].id}"), rows
