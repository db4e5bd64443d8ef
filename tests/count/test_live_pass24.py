"""The live phase, tenth round (issue 25, live24), through the CLI with ``--now`` (or the
machine's clock replaced) on the local Discourse, phpBB, vBulletin and XenForo servers;
every thread is invented here.

Failed before, fixed: a moderator's strike between two of the player's edits met by one
sync (``edits = "first"``: the struck vote counted); a moderator's note after a player's
late change (``latest``: the late vote counted); a MafiaScum time printed in Berlin's
repeated hour (the second 02:40 read as the first: a vote after the deadline counted);
the sync's clock not the count's (a replaced machine clock, vBulletin's "Today").
Passed as they were: the deadline moved by an edit of the day start; a vote in the last
second edited a minute after; a vote deleted or moved out and back; the thread split;
error pages served with 200 under ``watch``; the forum's clock ahead of the machine; a
host's count quoted back."""

from __future__ import annotations

import json
import re
from contextlib import ExitStack
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from click.testing import CliRunner

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    PhpbbEngine,
    at,
    cli,
    count,
    day_one,
    day_one_game,
    ends_day_one,
    game_file,
    hours_since,
    late_change_then_note,
    make_game,
    mod_edit,
    no_sleep,
    own_edit,
    reasons,
    stamp,
    synced,
    vote,
    wagons,
)
from tests.count.live_pages import PAGE_ENGINES, any_game, posts_of
from tests.servers import phpbb
from votecount.cli import main
from votecount.parser.model import Post

A, B, C, D, E = NAMES[:5]


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_strike_between_two_of_the_players_edits_in_one_sync(tmp_path, edits):
    """Three revisions at once: Amberlight reworded the post, the host struck the vote,
    Amberlight complained. The strike is the host's (was: the two ends read, both the
    player's; with ``edits = "first"`` the struck vote counted). With ``first`` the sync
    reads the revisions between the ends (``Known.first_counts``), also for a post first
    seen so (a store synced afresh agrees)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, B), "(reworded)"), 3.3)
        mod_edit(g, first, g.para("(vote removed by the host)"), 3.5)
        own_edit(g, first, g.para("(vote removed by the host)", "unfair!"), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}
        fresh = game_file(g, tmp_path / "fresh", edits)  # the post first seen edited
        assert wagons(synced(fresh, 5)) == {B: [C]}


@pytest.mark.parametrize("syncs", ["each", "one"])
def test_a_moderators_note_after_a_late_change_is_no_ruling(tmp_path, syncs):
    """edits = "latest": Amberlight moved the vote after the close, then the host added a
    note leaving the vote as it was (the post's latest version). The note changed no
    command, so it rules nothing: the vote at the close counts (was: the note read as the
    moderator's ruling, the late vote counted)."""
    with ExitStack() as stack:
        game = late_change_then_note(ENGINES["discourse"](stack), tmp_path / "live", syncs)
        assert wagons(synced(game, 26)) == {B: sorted([A, C])}


# -- the new shapes, on the four engines -------------------------------------------------------
ALL = {**ENGINES, **PAGE_ENGINES}


def _talk(g, posts: int, start: float) -> list:
    """``posts`` posts without a command, six minutes apart from ``start``."""
    return [g.post(NAMES[4 + i % 2], g.para(f"Hm {i}."), at(start + i / 10)) for i in range(posts)]


@pytest.mark.parametrize("engine", list(ALL))
@pytest.mark.parametrize("moved", ["sooner", "later"])
def test_the_host_edits_the_deadline_in_the_day_start(tmp_path, monkeypatch, engine, moved):
    """The day start states a deadline; after the players voted and the thread moved on
    past its page, the host edits it to a new one. Dunmore's vote at 10 falls after the
    sooner deadline (8) and before the later one (24)."""
    no_sleep(monkeypatch)
    first, then = ("June 2nd at 12:00", "June 1st at 20:00")
    if moved == "later":
        first, then = then, first
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        opening = g.post(HOST, g.para("Day 1 has begun.", f"Day 1 ends on {first} UTC."), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        _talk(g, 25, 2.5)
        game = any_game(g, tmp_path / "live")
        g.served_at(at(6))
        synced(game, 6)
        g.edit(opening, g.para("Day 1 has begun.", f"Day 1 ends on {then} UTC."), at(7))
        g.post(D, g.para(vote(g, C)), at(10))
        _talk(g, 3, 11)
        g.served_at(at(12))
        data = synced(game, 12)
        want = {B: sorted([A, C])} if moved == "sooner" else {B: sorted([A, C]), C: [D]}
        assert wagons(data) == want, data


@pytest.mark.parametrize("engine", list(ALL))
@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_vote_in_the_last_second_edited_a_minute_after(tmp_path, monkeypatch, engine, edits):
    """Amberlight votes Brackenfold at 11:59:59, a sync reads it at noon (the deadline),
    and a minute later Amberlight moves it to Dunmore: the vote at the close counts (with
    ``latest`` on a forum without history the edit counts, flagged, as a fresh store
    would read it)."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(20))
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        g.post(C, g.para(vote(g, B)), at(2))
        mine = g.post(A, g.para(vote(g, B)), at(24) - timedelta(seconds=1))
        game = any_game(g, tmp_path / "live", edits)
        ends_day_one(game)
        g.served_at(at(24))
        synced(game, 24)
        g.edit(mine, g.para(vote(g, D)), at(24) + timedelta(minutes=1))
        g.post(D, g.para("Hm."), at(24.5))
        g.served_at(at(25))
        data = synced(game, 25)
        if edits == "latest" and not g.history:
            assert wagons(data) == {B: [C], D: [A]}, data
            assert any(
                r.startswith("AFTER Day 1 CLOSED") for r in reasons(game, 25, "EDITED_COMMAND")
            )
        else:
            assert wagons(data) == {B: sorted([A, C])}, data


def _take_out(g, handle, when) -> None:
    """A moderator moves the post to another thread (the thread no longer lists it)."""
    posts_of(g).remove(handle)


def _bring_back(g, handle) -> None:
    """The post moved back: phpBB, vBulletin and XenForo show it where its time puts it
    (same id); Discourse keeps its id and time but numbers it after the thread's last."""
    posts = posts_of(g)
    if g.name == "discourse":
        handle.number = posts[-1].number + 1
        posts.append(handle)
    else:
        posts.append(handle)
        posts.sort(key=lambda p: p.created)


def _restore(g, handle) -> None:
    if g.name == "discourse":
        handle.deleted_at = None
    else:
        _bring_back(g, handle)


@pytest.mark.parametrize("engine", list(ALL))
@pytest.mark.parametrize("how", ["deleted", "moved"])
def test_a_vote_taken_out_of_the_thread_then_back(tmp_path, monkeypatch, engine, how):
    """Dunmore's vote is deleted (or moved to another thread) after a sync read it, a sync
    finds it gone, then it is restored (moved back) and the next sync reads it again: it
    counts as first posted, the same as in a store synced afresh."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        theirs = g.post(D, g.para(vote(g, C)), at(2.5))
        _talk(g, 3, 2.6)
        game = any_game(g, tmp_path / "live")
        synced(game, 3)
        if how == "deleted":
            g.delete(theirs, at(3.5))
        else:
            _take_out(g, theirs, at(3.5))
        g.served_at(at(4))
        assert wagons(synced(game, 4)) == {B: sorted([A, C])}
        if how == "deleted":
            _restore(g, theirs)
        else:
            _bring_back(g, theirs)
        _talk(g, 2, 4.5)
        g.served_at(at(5))
        want = {B: sorted([A, C]), C: [D]}
        assert wagons(synced(game, 5)) == want
        assert wagons(synced(any_game(g, tmp_path / "fresh"), 5)) == want


def _error_pages(g) -> None:
    """Every page of the thread answers 200 with an error or maintenance page."""
    if g.name == "discourse":
        g.server.serve_html(times=50)
    else:
        for page in (1, 2):
            g.server.fail_page(page, status=200)


def _healed(g) -> None:
    if g.name == "discourse":
        g.server.faults.clear()
    else:
        g.server.heal()


@pytest.mark.parametrize("engine", list(ALL))
def test_watch_meeting_error_pages_served_with_200(tmp_path, monkeypatch, engine):
    """The forum answers every page with an error (or maintenance) page and status 200:
    the watch cycle stores nothing of it and loses nothing stored (no post gone, no
    title changed); the next cycle after the forum is back reads the new votes once."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(2.5))
        day_one(g)
        game = any_game(g, tmp_path / "live")
        synced(game, 2.5)
        g.post(D, g.para(vote(g, B)), at(3))
        _error_pages(g)
        g.served_at(at(4))
        result = CliRunner().invoke(
            main, ["--game", str(game), "--now", stamp(at(4)), "watch", "--once"]
        )
        assert not re.search(r"\b[1-9]\d* gone", result.output), result.output
        assert wagons(count(game, 4)) == {B: sorted([A, C])}
        _healed(g)
        g.post(E, g.para(vote(g, C)), at(4.5))
        g.served_at(at(5))
        line = cli(game, "--now", stamp(at(5)), "watch", "--once")
        assert "2 new" in line, line
        assert wagons(count(game, 5)) == {B: sorted([A, C, D]), C: [E]}
        assert "Lantern Replay" in cli(game, "--now", stamp(at(5)), "count")


@pytest.mark.parametrize("engine", list(ALL))
def test_a_forum_clock_ahead_of_the_machine(tmp_path, monkeypatch, engine):
    """The forum's clock runs three minutes ahead of the host's machine (the machine's
    clock, no ``--now``). Dunmore votes at the forum's 11:59 (the machine's 11:56); the
    host syncs and counts at the machine's 11:57: the vote is in the thread, so it counts
    (a stored post has happened, whatever its stamp); Ellowyn's vote at the forum's
    12:01 is after the deadline by the forum's clock."""
    from votecount.count import clock

    no_sleep(monkeypatch)
    ahead = timedelta(minutes=3)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(2.5))
        day_one(g)
        game = any_game(g, tmp_path / "live")
        ends_day_one(game)
        synced(game, 2.5)
        g.post(D, g.para(vote(g, B)), at(24) - timedelta(minutes=1))
        machine = at(24) - timedelta(minutes=3)
        g.served_at(machine + ahead)
        monkeypatch.setattr(clock, "system_now", lambda: machine)
        cli(game, "sync")
        data = json.loads(cli(game, "count", "--format", "json"))
        assert wagons(data) == {B: sorted([A, C, D])}, data
        assert "open" in cli(game, "count"), data
        g.post(E, g.para(vote(g, C)), at(24) + timedelta(minutes=1))
        machine = at(24) - timedelta(minutes=1)
        g.served_at(machine + ahead)
        cli(game, "sync")
        data = json.loads(cli(game, "count", "--format", "json"))
        assert wagons(data) == {B: sorted([A, C, D])}, data


# -- a phpBB board in Berlin's zone, across the autumn change ---------------------------------
BERLIN = ZoneInfo("Europe/Berlin")
FOOTER = '<p class="right">All times are <span title="Europe/Berlin">UTC+01:00</span></p>'


class BerlinBoard(PhpbbEngine):
    """The invented thread on a phpBB 3.2 board (not MafiaScum's markup) printing Berlin
    time, its footer stating the zone and the offset of the moment the page is served."""

    def __init__(self, stack: ExitStack, mafiascum: bool) -> None:
        self.topic = phpbb.Topic(id=6161, title="Lantern Replay")
        server = phpbb.PhpbbServer(
            self.topic, mafiascum=mafiascum, per_page=10, zone=BERLIN, footer=FOOTER
        )
        self.server = stack.enter_context(phpbb.serve(server))
        self.url = self.server.thread_url
        self._ids = iter(range(80001, 90000, 7))


@pytest.mark.parametrize("mafiascum", [True, False])
@pytest.mark.parametrize("zone", ["Europe/Berlin", ""])
def test_a_berlin_board_across_the_autumn_change(tmp_path, mafiascum, zone):
    """Berlin's clocks go back at 03:00 CEST on 25 October 2026 (01:00 UTC), so the board
    prints 02:00-02:59 twice. The day ends at 02:30 CET (01:30 UTC, the game file's end).
    Cindermoss votes at the first 02:45 (CEST, before the deadline), Dunmore at the second
    02:40 (CET, after it: was read as the first and counted, MafiaScum's dates carrying no
    offset); the game file names the board's zone, or none (the footer's is read)."""
    utc = lambda *a: datetime(2026, 10, 25, *a, tzinfo=UTC)  # noqa: E731
    with ExitStack() as stack:
        g = BerlinBoard(stack, mafiascum)
        g.post(HOST, g.para("Day 1 has begun."), utc(0) - timedelta(hours=12))
        g.post(A, g.para(vote(g, B)), utc(0) - timedelta(hours=4))
        g.post(C, g.para(vote(g, B)), utc(0, 45))
        g.post(D, g.para(vote(g, C)), utc(1, 40))
        g.post(E, g.para("Hm."), utc(2, 10))
        game = game_file(g, tmp_path / "live")
        text = game.read_text(encoding="utf-8")
        text = (
            text.replace('"UTC"', f'"{zone}"') if zone else text.replace('timezone = "UTC"\n', "")
        )
        game.write_text(text, encoding="utf-8")
        ends_day_one(game, "2026-10-25T01:30:00Z")
        data = synced(game, hours_since(utc(3)))
        assert wagons(data) == {B: sorted([A, C])}, data


@pytest.mark.parametrize("engine", list(ALL))
def test_a_host_count_quoted_back_just_after_it(tmp_path, monkeypatch, engine):
    """The host posts a vote count; a player quotes it back a minute later, adding a vote
    of their own below it: the quoted count is no one's vote and no host's count, the
    player's own vote counts."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        tally = g.para("Vote count:", f"{g.bold(f'{B} (2)')} - {A}, {C}", f"{g.bold('VOTE: ' + B)}")
        g.post(HOST, tally, at(3))
        g.post(E, g.quote(HOST, tally) + g.para(vote(g, D)), at(3) + timedelta(minutes=1))
        game = any_game(g, tmp_path / "live")
        g.served_at(at(4))
        data = synced(game, 4)
        assert wagons(data) == {B: sorted([A, C]), D: [E]}, data


# -- the thread split by a moderator (Discourse) -----------------------------------------------
def _split(g, first_moved: int, when) -> str:
    """Staff split the posts from number ``first_moved`` on into a new topic: the first
    of them is copied as the new topic's first post (a new id, its author and time), the
    others move with their ids and times, numbered on from 2. The new topic's address."""
    from tests.servers.discourse_model import Topic

    moved = [p for p in g.topic.posts if p.number >= first_moved]
    g.topic.posts = [p for p in g.topic.posts if p.number < first_moved]
    new = g.server.add_topic(Topic(id=5252, title="Lantern Replay, split", slug="lantern-split"))
    head = new.add_post(moved[0].raw, username=moved[0].username)
    head.cooked_override, head.created_at = moved[0].cooked, moved[0].created_at
    head.updated_at = when
    for i, post in enumerate(moved[1:], start=2):
        post.number = i
        new.posts.append(post)
    return g.server.thread_url(new)


@pytest.mark.parametrize("closed", [False, True])
def test_the_thread_split_by_a_moderator(tmp_path, closed):
    """After a sync, staff split the thread at Cindermoss's vote; the host adds the new
    topic to the game file. Every vote counts once, as before the split (the day still
    open, or closed before the split), and a store synced afresh agrees."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        day_one(g)
        g.post(D, g.para(vote(g, C)), at(2.5))
        game = make_game(g, tmp_path / "live")
        before = wagons(synced(game, 3))
        assert before == {B: sorted([A, C]), C: [D]}
        now = 25 if closed else 4
        url = _split(g, 3, at(now - 0.5))
        for folder in (game.parent, tmp_path / "fresh"):
            folder.mkdir(exist_ok=True)
            text = game.read_text(encoding="utf-8").replace(f'"{g.url}"', f'"{g.url}", "{url}"')
            (folder / "game.toml").write_text(text, encoding="utf-8")
        assert wagons(synced(game, now)) == before
        assert wagons(synced(tmp_path / "fresh" / "game.toml", now)) == before


# -- one definition of "another account's edit" ---------------------------------------------
@pytest.mark.parametrize(
    ("editor", "other"),
    [
        ("", ""),
        (A, ""),
        (A.upper(), ""),
        (" Quillmaster ", HOST),
        ("system", ""),
        ("System", "System"),
    ],
)
def test_another_accounts_edit_is_one_definition(editor, other):
    """``Post.other_editor``, read by the scraper (which revisions to read) and the count
    (``mod_edits``, ``at_close``, ``first_seen``): Discourse's ``system`` is the author's
    also where a store written before review23c names it (was: kept as a moderator's
    edit until the thread was synced afresh); spelled so only (review24c: "System" is a
    phpBB or vBulletin moderator's account)."""
    post = Post("t", "1", 1, A, at(1), "<p>x</p>", editor=editor)
    assert post.other_editor == other
