"""A day past the deadline its host stated that the host has not closed yet
(``votecount.count.late_close``): the count says so in every format of ``count``,
``post`` (dry run) and ``watch --once``, and lists the votes posted after the deadline
apart from the wagons; once the host's late close arrives the count is as before (those
votes count). The demo game with Day 2 read from the host's posts and a deadline stated
in its Day 2 post, on the local Discourse server, with ``--now`` as the injected clock."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.count.live_copies import DEMO, FORMATS, game_copy, markers_for_day_two, synced_copy
from tests.count.live_forums import cli

STATED = "<p>Day 2 ends on March 3rd at 00:16 UTC.</p>"
BEFORE = "2026-03-02T19:20"  # the demo thread's last post (#30)
LATE_VOTE = (31, "basil", "<p>/vote hollis</p>", "2026-03-03T00:40:00Z")
LATE_CLOSE = (32, "moderator", "<p>Voting has closed.</p>", "2026-03-03T01:30:00Z")
HEADER = "Day 2 vote count (deadline passed, not closed yet)"
NOTE = (
    "The deadline (2026-03-03 00:16 UTC) has passed and the host has not closed the day "
    "yet. Votes after the deadline are shown apart; they count only if the host closes "
    "the day later."
)


@contextmanager
def synced(
    tmp_path: Path, *extra: tuple[int, str, str, str], hammer: bool = False
) -> Iterator[Path]:
    """The demo game (Day 2 from the host's posts, its deadline stated) with ``extra``
    posts (number, author, html, time) after #30, synced from the local server."""
    edit, thread = markers_for_day_two(STATED)

    def game(text: str) -> str:
        text = edit(text)
        return text.replace('"plurality"', '"hammer"') if hammer else text

    src = game_copy(DEMO, tmp_path / "src", edit=game)
    thread(src)
    path = src / "thread.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    last = json.loads(lines[-1])
    for number, author, html, at in extra:
        post = dict(last, number=number, author=author, author_name=author.title(), html=html)
        post.update(post_id=str(90000 + number), created_at=at)
        post["url"] = last["url"].rsplit("/", 1)[0] + f"/{number}"
        lines.append(json.dumps(post))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with synced_copy(src, tmp_path) as (game_toml, _):
        yield game_toml


@pytest.mark.parametrize("fmt", FORMATS)
def test_before_the_deadline_the_day_is_open(tmp_path, fmt):
    with synced(tmp_path) as game:
        out = cli(game, "--now", BEFORE, "count", "--format", fmt)
    if fmt == "json":
        day = json.loads(out)["days"][-1]
        assert (day["open"], day["closes_at"]) == (True, "2026-03-03T00:16:00+00:00")
        assert "past_deadline" not in day
        return
    assert "(open, closes in 4 h 56 min, 2026-03-03 00:16 UTC)" in out
    assert "deadline passed" not in out and "after the deadline" not in out


@pytest.mark.parametrize("fmt", FORMATS)
def test_past_the_deadline_the_late_vote_is_shown_apart(tmp_path, fmt):
    with synced(tmp_path, LATE_VOTE) as game:
        out = cli(game, "--now", "2026-03-03T01:00", "count", "--format", fmt)
    if fmt == "json":
        day = json.loads(out)["days"][-1]
        assert (day["day"], day["open"], day["closes_at"]) == (2, False, None)
        late = day["past_deadline"]
        assert late["deadline"] == "2026-03-03T00:16:00+00:00"
        [vote] = late["votes_after"]
        assert (vote["voter"], vote["target"], vote["post"]["number"]) == ("basil", "hollis", 31)
        assert vote["dead"] is False  # a ghost vote is BotF's (test_late_close_botf.py)
        assert late["nominations_after"] == late["exile_votes_after"] == []
        assert vote["post"]["url"].endswith("/31")
        assert "hollis" not in {w["target"] for w in day["wagons"]}  # not in the wagons
        assert "basil" in day["not_voting"]
        return
    assert HEADER in out and "(final)" not in out
    assert NOTE in out
    # the leader is not eliminated yet: the host may still close the day later
    assert "has the most votes at the deadline" in out and "was eliminated" not in out
    if fmt == "text":
        assert "Votes after the deadline: Basil → Hollis (#31)." in out
        assert "Not voting (2): Basil, Cormac" in out
    else:
        assert "Votes after the deadline:" in out and "→ Hollis" in out
        assert "/31" in out  # the late vote's post link
    if fmt == "html":
        assert "As of 2026-03-03 00:16 UTC (the deadline)" in out
    assert "Hollis 1" not in out and "Hollis</strong> (1" not in out


def test_past_the_deadline_without_late_votes(tmp_path):
    with synced(tmp_path) as game:
        out = cli(game, "--now", "2026-03-03T01:00", "count", "--format", "text")
    assert HEADER in out and "Votes after the deadline: none yet." in out


def test_post_dry_run_and_watch_once_say_so(tmp_path):
    with synced(tmp_path, LATE_VOTE) as game:
        posted = cli(game, "--now", "2026-03-03T01:00", "post")
        watched = cli(game, "--now", "2026-03-03T01:00", "watch", "--once")
    assert HEADER in posted and "→ Hollis" in posted
    assert "Day 2 deadline passed, not closed yet" in watched
    assert "Day 2 final" not in watched


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_host_s_late_close_counts_the_late_vote(tmp_path, fmt):
    with synced(tmp_path, LATE_VOTE, LATE_CLOSE) as game:
        out = cli(game, "--now", "2026-03-03T02:00", "count", "--format", fmt)
    if fmt == "json":
        day = json.loads(out)["days"][-1]
        assert "past_deadline" not in day and day["end"]["number"] == 32
        hollis = next(w for w in day["wagons"] if w["target"] == "hollis")
        assert [v["voter"] for v in hollis["votes"]] == ["basil"]
        return
    assert "Day 2 vote count (final)" in out
    assert "deadline passed" not in out and "after the deadline:" not in out.lower()


def test_an_extended_deadline_keeps_the_day_open(tmp_path):
    extended = (
        31,
        "moderator",
        "<p>The deadline is extended by 24 hours.</p>",
        "2026-03-03T00:00:00Z",
    )
    with synced(tmp_path, extended) as game:
        out = cli(game, "--now", "2026-03-03T01:00", "count", "--format", "text")
    assert "(open, closes in 23 h 16 min, 2026-03-04 00:16 UTC)" in out
    assert "deadline passed" not in out


def test_an_extension_without_an_amount_keeps_the_day_open_until_the_host_closes(tmp_path):
    extended = (31, "moderator", "<p>Day 2 has been extended.</p>", "2026-03-03T00:00:00Z")
    with synced(tmp_path, extended) as game:
        out = cli(game, "--now", "2026-03-03T01:00", "count", "--format", "text")
    assert "Day 2 vote count\n" in out and "deadline passed" not in out


def test_a_hammer_before_the_deadline_is_unchanged(tmp_path):
    hammer = (31, "basil", "<p>/vote gideon</p>", "2026-03-02T23:00:00Z")
    with synced(tmp_path, hammer, hammer=True) as game:
        out = cli(game, "--now", "2026-03-03T01:00", "count", "--format", "text")
    assert "Gideon was hammered at post #31." in out
    assert "deadline passed" not in out and "after the deadline" not in out
