"""The live phase on the page forums (issue 25, live17): vBulletin 4 and XenForo 2, end
to end through the CLI against their local servers with ``--now`` as the injected clock;
the thread is invented here (``live_pages``).

- A sync across the board's midnight and the game's day end: the posts printed "Today"
  at the first sync print "Yesterday" at the next (vBulletin), and are the same posts at
  the same times; Day 1 closes at the host's post, Day 2 opens.
- A vote edited after the deadline: the vote as of the deadline counts (``edits =
  "first"``), and the audit says the edit came after the day closed.
- The host's day-end post with the final count, quoted back by a player just after: the
  quote ends nothing, starts nothing and votes for nobody.
- Post times printed in the board's zone: a vote ten minutes before a deadline given in
  UTC counts, one ten minutes after is late.
- A page answered 429 in the middle of a sync: a short wait is waited out; a long one
  stops the sync, and the next sync resumes without losing or double-counting a post.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import ExitStack
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from werkzeug.wrappers import Response

from tests.count.live_forums import HOST, NAMES, at, cli, notices, stamp, wagons_of
from tests.count.live_pages import PAGE_ENGINES, PageEngine, page_game
from votecount.cli import main

A, B, C, D, E, F = NAMES
OPEN = "Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC."


@pytest.fixture(params=sorted(PAGE_ENGINES))
def page(request) -> Iterator[PageEngine]:
    with ExitStack() as stack:
        yield PAGE_ENGINES[request.param](stack)


def vote(g: PageEngine, name: str) -> str:
    return g.bold(f"VOTE: {name}")


def sync(g: PageEngine, game: Path, now: float) -> str:
    g.served_at(at(now))
    return cli(game, "--now", stamp(at(now)), "sync")


def counted(game: Path, now: float) -> dict[str, Any]:
    return json.loads(cli(game, "--now", stamp(at(now)), "count", "--format", "json"))


def days(data: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {d["day"]: d for d in data["days"]}


def times(day: dict[str, Any]) -> dict[str, str]:
    return {v["voter"]: v["post"]["time"] for w in day["wagons"] for v in w["votes"]}


def test_a_sync_across_midnight_and_the_day_end(page, tmp_path):
    g, game = page, page_game(page, tmp_path)
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    sync(g, game, 3)  # 11:00 in New York, 16:00 in London: "Today" on vBulletin
    first = counted(game, 3)
    g.post(D, g.para("Late thoughts.", vote(g, C)), at(11.5))  # 19:30 New York, 00:30 London
    g.post(
        HOST,
        g.para(
            f"Day 1 is over. {B} was lynched. {B} was a Vanilla Townie.",
            "Night 1 passed quietly. Nobody died.",
            "Day 2 has begun. Day 2 ends on June 5th at 12:00 UTC.",
        ),
        at(12.5),
    )
    g.post(E, g.para(vote(g, A)), at(13))
    out = sync(g, game, 17)  # 01:00 in New York: the posts of June 1 print "Yesterday"
    assert "3 new, 0 edited, 0 gone" in out, out
    found = days(counted(game, 17))
    assert found[1]["open"] is False and wagons_of(found[1]) == {B: sorted([A, C]), C: [D]}
    assert times(found[1])[D] == "2026-06-01T23:30:00+00:00"
    assert found[2]["open"] is True and wagons_of(found[2]) == {A: [E]}
    assert counted(game, 3) == first  # the replay of the first sync's moment
    assert days(counted(game, 12))[1]["open"] is True  # before the host's day end


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_vote_edited_after_the_deadline_is_flagged(page, tmp_path, edits):
    """With ``edits = "first"`` the vote as of the deadline counts; with ``"latest"`` the
    edit counts (a store synced afresh cannot know the vote at the deadline). Either way
    the audit says the edit came after Day 1 closed (failed before for an edit votecount
    saw: only an edit first seen after the close was flagged)."""
    deadline = '[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend = 2026-06-02T12:00:00Z\n'
    g, game = page, page_game(page, tmp_path, edits=edits, extra=deadline)
    g.post(HOST, g.para("Day 1 has begun."), at(0))
    edited = g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    sync(g, game, 3)
    g.post(D, g.para("Too late for this one?"), at(24.5))
    g.edit(edited, g.para(vote(g, C)), at(25))  # an hour after the deadline
    sync(g, game, 26)
    day = days(counted(game, 26))[1]
    assert day["open"] is False
    assert wagons_of(day) == ({B: sorted([A, C])} if edits == "first" else {B: [C], C: [A]})
    late = notices(game, 26, "EDITED_COMMAND")
    assert [v["player"] for v in late] == [A], late
    assert late[0]["reason"].startswith("AFTER Day 1 CLOSED: edited"), late
    assert f"the {edits} version counts" in late[0]["reason"], late
    fresh = tmp_path / "fresh"  # a store that never saw the vote before its edit
    fresh.mkdir()
    unseen = page_game(g, fresh, edits=edits, extra=deadline)
    sync(g, unseen, 26)
    assert wagons_of(days(counted(unseen, 26))[1]) == {B: [C], C: [A]}  # all that is known
    flagged = notices(unseen, 26, "EDITED_COMMAND")[0]["reason"]
    assert flagged.startswith("AFTER Day 1 CLOSED") and "original unknown" in flagged


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_vote_changed_before_the_deadline_and_touched_after_is_not_late(page, tmp_path, edits):
    """review17c: the vote changed before the deadline (a sync saw it), then the post
    edited again after it with the vote left alone: the vote did not change after the
    close (failed before: "AFTER Day 1 CLOSED", dated by the post's last edit)."""
    deadline = '[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend = 2026-06-02T12:00:00Z\n'
    g, game = page, page_game(page, tmp_path, edits=edits, extra=deadline)
    g.post(HOST, g.para("Day 1 has begun."), at(0))
    edited = g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    sync(g, game, 3)
    g.edit(edited, g.para(vote(g, C)), at(20))  # four hours before the deadline
    g.post(D, g.para("Hm."), at(21))
    sync(g, game, 21.5)
    g.edit(edited, g.para(vote(g, C), "(typo fixed)"), at(25))  # after it, same vote
    g.post(D, g.para("Too late for this one?"), at(25.5))
    sync(g, game, 26)
    notice = notices(game, 26, "EDITED_COMMAND")
    assert [v["player"] for v in notice] == [A], notice
    assert not notice[0]["reason"].startswith("AFTER"), notice
    g.edit(edited, g.para(vote(g, D), "(typo fixed)"), at(26.5))  # now the vote changes
    sync(g, game, 27)
    late = notices(game, 27, "EDITED_COMMAND")[0]["reason"]
    assert late.startswith("AFTER Day 1 CLOSED: edited"), late


def test_the_hosts_day_end_count_quoted_back_by_a_player(page, tmp_path):
    g, game = page, page_game(page, tmp_path)
    g.post(HOST, g.para(OPEN), at(0))
    g.post(A, g.para(vote(g, B)), at(1))
    g.post(C, g.para(vote(g, B)), at(2))
    g.post(D, g.para(vote(g, C)), at(3))
    final = g.para(
        "Day 1 is over.",
        g.bold("Final vote count"),
        f"{B} (2): {A}, {C}",
        f"{C} (1): {D}",
        f"{B} was lynched. {B} was a Vanilla Townie.",
        "Day 2 has begun. Day 2 ends on June 5th at 12:00 UTC.",
    )
    g.post(HOST, final, at(4))
    g.post(E, g.quote(HOST, final) + g.para("Well, that was fast."), at(4.1))
    g.post(F, g.para(vote(g, D)), at(5))
    sync(g, game, 6)
    found = days(counted(game, 6))
    assert sorted(found) == [1, 2]
    assert found[1]["open"] is False and wagons_of(found[1]) == {B: sorted([A, C]), C: [D]}
    assert found[1]["end"]["number"] == 5  # the host's post, not the quote
    assert found[2]["start"]["number"] == 5 and wagons_of(found[2]) == {D: [F]}
    audit = json.loads(cli(game, "--now", stamp(at(6)), "audit", "--format", "json"))
    by_e = [v for v in audit["violations"] if v.get("player") == E and v["severity"] != "info"]
    assert by_e == []


def test_post_times_in_the_boards_zone_against_a_utc_deadline(page, tmp_path):
    deadline = '[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend = 2026-06-02T00:00:00Z\n'
    g, game = page, page_game(page, tmp_path, extra=deadline)
    g.post(HOST, g.para("Day 1 has begun."), at(0))
    g.post(A, g.para(vote(g, B)), at(11 + 50 / 60))  # 19:50 New York, 00:50 London
    g.post(C, g.para(vote(g, C)), at(12 + 10 / 60))  # 20:10 New York: after the deadline
    sync(g, game, 13)  # vBulletin prints both "Today"
    day = days(counted(game, 13))[1]
    assert day["open"] is False and wagons_of(day) == {B: [A]}
    assert times(day)[A] == "2026-06-01T23:50:00+00:00"
    assert days(counted(game, 11.9))[1]["open"] is True  # ten minutes before: open


class Limited:
    """Answers the request for page ``page`` of the thread 429 once (``Retry-After``)."""

    def __init__(self, server: Any, page: int, wait: int) -> None:
        self.server, self.page, self.wait, self.armed = server, page, wait, False
        self.refused = 0
        self.dispatch = server.dispatch
        server.dispatch = self

    def __call__(self, request: Any) -> Response:
        asked = request.args.get("page") or request.path.rsplit("page-", 1)[-1].strip("/")
        if self.armed and asked == str(self.page):
            self.armed = False
            self.refused += 1
            return Response("slow down", status=429, headers={"Retry-After": str(self.wait)})
        return self.dispatch(request)


def stored(game: Path) -> list[tuple[int, str]]:
    """(number, id) of every stored post."""
    with sqlite3.connect(game.parent / "votecount.db") as db:
        return db.execute("select number, post_id from posts order by number").fetchall()


@pytest.mark.parametrize("wait", [1, 3600])
def test_a_rate_limited_page_in_the_middle_of_a_sync(page, tmp_path, wait):
    g, game = page, page_game(page, tmp_path)
    g.post(HOST, g.para(OPEN), at(0))
    for i in range(8):
        g.post(NAMES[i % 6], g.para(f"Chatter {i}."), at(1 + i / 10))
    sync(g, game, 2)  # one page stored
    for i in range(18):  # two more pages: a vote by each player, spread over both
        who, whom = NAMES[i // 3], NAMES[(i // 3 + 1) % 6]
        g.post(who, g.para(vote(g, whom) if i % 3 == 0 else f"Talk {i}."), at(3 + i / 10))
    limited = Limited(g.server, 2, wait)
    limited.armed = True
    g.served_at(at(6))
    result = CliRunner().invoke(main, ["--game", str(game), "--now", stamp(at(6)), "sync"])
    assert limited.refused == 1
    if wait > 60:  # longer than votecount waits: the sync stops, what it stored is kept
        assert result.exit_code == 1 and "429" in result.output, result.output
        sync(g, game, 7)  # the next sync resumes
    else:
        assert result.exit_code == 0, result.output
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    again = page_game(g, fresh)
    sync(g, again, 7)
    assert stored(game) == stored(again) and len(stored(game)) == 27  # none lost, none twice
    assert [p.id for p in g.thread.posts] == [int(pid) for _, pid in stored(game)]
    assert len(wagons_of(days(counted(game, 30))[1])) == 6
    assert days(counted(game, 30)) == days(counted(again, 30))


@pytest.mark.parametrize("skew", [-3.5, 3.5])
def test_today_and_yesterday_are_the_boards_days_on_a_skewed_machine(tmp_path, skew):
    """review17c: the machine's clock minutes off the forum's at the board's midnight.
    vBulletin prints "Yesterday, 11:58 PM" (forum at 00:02) or "Today, 11:58 PM" (forum
    at 23:59); read against the machine's day the post moved a day (failed before: a vote
    of June 2 stored on June 1 with the machine behind, June 3 with it ahead). The page's
    "The time now is" says which day the board is on."""
    with ExitStack() as stack:
        g = PAGE_ENGINES["vbulletin"](stack)
        game = page_game(g, tmp_path)
        g.post(HOST, g.para(OPEN), at(0))
        g.post(A, g.para(vote(g, B)), at(15) + timedelta(minutes=58))  # 23:58 New York
        forum = at(16) + timedelta(minutes=2 if skew < 0 else -1)  # 00:02 or 23:59
        g.served_at(forum)
        machine = forum + timedelta(minutes=skew)
        cli(game, "--now", machine.strftime("%Y-%m-%dT%H:%M:%S"), "sync")
        found = days(counted(game, 18))
        assert times(found[1])[A] == "2026-06-02T03:58:00+00:00"
