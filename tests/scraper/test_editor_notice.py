"""Who made an edit, as vBulletin and XenForo print it (issue 25, live22): ``Post.editor``
from vBulletin's "Last edited by X" (the author, or a moderator by name) and XenForo's
"Last edited by a moderator" (a player's own edit names no one: ""). On the local
servers; the threads are invented (``tests/servers``)."""

from __future__ import annotations

from tests.scraper.page_sync import adapter_on, posts_of
from votecount.scraper.base import Known
from votecount.scraper.vbulletin import VBulletinAdapter
from votecount.scraper.xenforo import MODERATOR, XenForoAdapter


def test_vbulletin_names_the_editor(vbulletin_server) -> None:
    vbulletin_server.thread.edit(33, "<b>vote: Dunmore</b>").editor = "Quillmaster"
    own = vbulletin_server.thread.edit(34, "<b>unvote</b>")
    posts = {
        p.number: p
        for p in posts_of(
            list(
                adapter_on(VBulletinAdapter, vbulletin_server, timezone="America/New_York").fetch(
                    Known()
                )
            )
        )
    }
    assert posts[33].editor == "Quillmaster"
    assert posts[34].editor == own.author
    assert posts[32].editor == ""  # not edited


def test_xenforo_says_a_moderator(xenforo_server) -> None:
    xenforo_server.thread.edit(44, "<b>Vote: Dunmore</b>").editor = "staff"
    xenforo_server.thread.edit(45, "<b>Unvote</b>")
    posts = {
        p.number: p
        for p in posts_of(list(adapter_on(XenForoAdapter, xenforo_server).fetch(Known())))
    }
    assert posts[44].editor == MODERATOR and posts[44].edited_at is not None
    assert posts[45].editor == "" and posts[45].edited_at is not None
