"""Relative dates on phpBB and XenForo read against the page's own clock (issue 25,
live18), end to end through the CLI against the local servers with ``--now`` as the
machine's (skewed) clock; the thread is invented here.

phpBB 3.1+ prints a post of the last hour as "4 minutes ago" and the board's today and
yesterday as "Today, 11:58 pm"; XenForo the same in its words ("4 minutes ago", "Today at
…", a weekday), and a page whose times carry no ``data-time``/``datetime`` leaves only
them. Read against the machine's clock, a machine minutes off the forum moved a vote
across the deadline (failed before: a vote four minutes before the board's midnight
deadline was read late with the machine 3.5 minutes ahead; with it behind, a vote a
minute after the deadline counted). phpBB's "It is currently …" line and XenForo's page
script clock (``XF.config`` "time": {"now": …}) say what the board's time is.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import ExitStack
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from tests.count.live_forums import GAME, HOST, NAMES, cli
from tests.game_files import players_table
from tests.servers import phpbb, vbulletin, xenforo

A, B, C, D = NAMES[:4]
NEW_YORK = ZoneInfo("America/New_York")
DEADLINE = datetime(2026, 6, 2, 4, 0, tzinfo=UTC)  # the board's midnight (EDT)
FORUM_NOW = DEADLINE + timedelta(minutes=2)  # 00:02 on the board


def phpbb_forum(stack: ExitStack) -> tuple[Any, str, Any]:
    topic = phpbb.Topic(id=6262, title="Lantern Clock")
    server = phpbb.PhpbbServer(topic, mafiascum=True, per_page=10, zone=NEW_YORK, now=FORUM_NOW)
    served = stack.enter_context(phpbb.serve(server))
    ids = iter(range(81001, 90000, 7))

    def post(author: str, text: str, when: datetime) -> None:
        bold = f'<div style="display: inline; font-weight: bold">{text}</div>'
        topic.posts.append(phpbb.FakePost(next(ids), author, bold, when))

    return served, "phpbb", post


def xenforo_forum(stack: ExitStack) -> tuple[Any, str, Any]:
    thread = vbulletin.Thread(id=5252, title="Lantern Clock", slug="lantern-clock")
    server = xenforo.XenForoServer(thread, per_page=10, zone=NEW_YORK, now=FORUM_NOW)
    served = stack.enter_context(vbulletin.serve(server))
    ids = iter(range(771001, 790000, 3))

    def post(author: str, text: str, when: datetime) -> None:
        thread.posts.append(vbulletin.FakePost(next(ids), author, f"<b>{text}</b>", when))

    return served, "xenforo", post


FORUMS = {"phpbb": phpbb_forum, "xenforo": xenforo_forum}


@pytest.fixture(params=sorted(FORUMS))
def forum(request, tmp_path) -> Iterator[tuple[Any, Path]]:
    with ExitStack() as stack:
        server, engine, post = FORUMS[request.param](stack)
        text = GAME.format(
            url=server.thread_url, engine=engine, host=HOST, players=players_table(NAMES),
            edits="first",
        ).replace('timezone = "UTC"', 'timezone = "America/New_York"')  # fmt: skip
        deadline = (
            f'[[phases]]\nkind = "day"\nnumber = 1\nstart_post = {0 if engine == "phpbb" else 1}\n'
        )
        deadline += f"end = {DEADLINE:%Y-%m-%dT%H:%M:%SZ}\n"
        game = tmp_path / "game.toml"
        game.write_text(text + deadline, encoding="utf-8")
        yield post, game


def votes(game: Path, now: datetime) -> dict[str, str]:
    """Each counted voter's vote time on Day 1."""
    data = json.loads(
        cli(game, "--now", f"{now:%Y-%m-%dT%H:%M:%S}", "count", "--day", "1", "--format", "json")
    )
    return {v["voter"]: v["post"]["time"] for w in data["days"][0]["wagons"] for v in w["votes"]}


@pytest.mark.parametrize("skew", [-3.5, 3.5])
def test_minutes_ago_and_today_read_against_the_boards_clock(forum, skew):
    post, game = forum
    post(HOST, "Day 1 has begun.", DEADLINE - timedelta(hours=16))  # "Yesterday, 12:00 pm"
    post(C, f"VOTE: {D}", DEADLINE - timedelta(hours=2))  # "Today, 10:00 pm"
    post(A, f"VOTE: {B}", DEADLINE - timedelta(minutes=4))  # "6 minutes ago"
    post(D, f"VOTE: {C}", DEADLINE + timedelta(minutes=1))  # "1 minute ago": late
    machine = FORUM_NOW + timedelta(minutes=skew)
    cli(game, "--now", f"{machine:%Y-%m-%dT%H:%M:%S}", "sync")
    found = votes(game, DEADLINE + timedelta(minutes=30))
    assert found == {
        A: "2026-06-02T03:56:00+00:00",
        C: "2026-06-02T02:00:00+00:00",
    }, found
