"""Relative dates on a phpBB or XenForo page that prints no clock of its own (issue 25,
live19), through the CLI against the local servers with ``--now`` as the machine's
(skewed) clock; the thread is invented here.

Without "It is currently …" (phpBB) or the script's clock (XenForo), "6 minutes ago" and
"Today, 11:58 pm" can only be read against the machine's clock: a machine minutes off the
forum moves a vote across the deadline. That is said once, in sync's output and in the
text audit, with the posts it concerns (failed before: read silently).
"""

from __future__ import annotations

from contextlib import ExitStack
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from tests.count.live_forums import GAME, HOST, NAMES, cli
from tests.count.test_live_page_clock import DEADLINE, FORUM_NOW, NEW_YORK, votes
from tests.game_files import players_table
from tests.servers import phpbb, vbulletin, xenforo

A, B, C, D = NAMES[:4]
SAID = "warning: the forum's pages print no clock"


def forum(stack: ExitStack, engine: str, clock_line: bool) -> tuple[Any, Any]:
    if engine == "phpbb":
        topic = phpbb.Topic(id=6363, title="Lantern Clockless")
        server = phpbb.PhpbbServer(topic, mafiascum=True, per_page=10, zone=NEW_YORK,
                                   now=FORUM_NOW, clock_line=clock_line)  # fmt: skip
        served = stack.enter_context(phpbb.serve(server))
        ids = iter(range(82001, 90000, 7))

        def post(author: str, text: str, when: datetime) -> None:
            bold = f'<div style="display: inline; font-weight: bold">{text}</div>'
            topic.posts.append(phpbb.FakePost(next(ids), author, bold, when))

        return served, post
    thread = vbulletin.Thread(id=5353, title="Lantern Clockless", slug="lantern-clockless")
    xf = xenforo.XenForoServer(thread, per_page=10, zone=NEW_YORK, now=FORUM_NOW,
                               clock_line=clock_line)  # fmt: skip
    served = stack.enter_context(vbulletin.serve(xf))
    xids = iter(range(772001, 790000, 3))

    def xpost(author: str, text: str, when: datetime) -> None:
        thread.posts.append(vbulletin.FakePost(next(xids), author, f"<b>{text}</b>", when))

    return served, xpost


def game_for(server: Any, engine: str, folder: Path) -> Path:
    text = GAME.format(
        url=server.thread_url, engine=engine, host=HOST, players=players_table(NAMES),
        edits="first",
    ).replace('timezone = "UTC"', 'timezone = "America/New_York"')  # fmt: skip
    text += f'[[phases]]\nkind = "day"\nnumber = 1\nstart_post = {0 if engine == "phpbb" else 1}\n'
    text += f"end = {DEADLINE:%Y-%m-%dT%H:%M:%SZ}\n"
    folder.mkdir()
    game = folder / "game.toml"
    game.write_text(text, encoding="utf-8")
    return game


def at(when: datetime) -> str:
    return f"{when:%Y-%m-%dT%H:%M:%S}"


@pytest.mark.parametrize("engine", ["phpbb", "xenforo"])
def test_a_page_without_a_clock_says_the_machines_clock_was_read(engine, tmp_path):
    with ExitStack() as stack:
        server, post = forum(stack, engine, clock_line=False)
        post(HOST, "Day 1 has begun.", DEADLINE - timedelta(hours=16))
        post(C, f"VOTE: {D}", DEADLINE - timedelta(hours=30))  # a full date: no clock read
        post(A, f"VOTE: {B}", DEADLINE - timedelta(minutes=4))  # "6 minutes ago"
        game = game_for(server, engine, tmp_path / "g")
        machine = FORUM_NOW + timedelta(minutes=5)  # 5 minutes ahead of the forum
        said = cli(game, "--now", at(machine), "sync")
        assert said.count(SAID) == 1, said
        assert "'6 minutes ago'" in said, said
        # the skewed clock moved A's vote past the deadline: the audit says why
        assert A not in votes(game, DEADLINE + timedelta(minutes=30))
        audit = cli(game, "--now", at(machine), "audit", "--format", "text")
        assert audit.count(SAID) == 1, audit
        assert "'6 minutes ago' read 2026-06-02 04:07 UTC" in audit, audit
        again = cli(game, "--now", at(machine + timedelta(minutes=1)), "sync")
        assert SAID not in again  # nothing new read against it: said once


@pytest.mark.parametrize("engine", ["phpbb", "xenforo"])
def test_a_page_with_its_clock_says_nothing(engine, tmp_path):
    with ExitStack() as stack:
        server, post = forum(stack, engine, clock_line=True)
        post(HOST, "Day 1 has begun.", DEADLINE - timedelta(hours=16))
        post(A, f"VOTE: {B}", DEADLINE - timedelta(minutes=4))
        game = game_for(server, engine, tmp_path / "g")
        machine = FORUM_NOW + timedelta(minutes=5)
        assert SAID not in cli(game, "--now", at(machine), "sync")
        assert SAID not in cli(game, "--now", at(machine), "audit", "--format", "text")
        assert A in votes(game, DEADLINE + timedelta(minutes=30))
