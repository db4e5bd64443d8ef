"""The live phase, twelfth round (issue 25, live26), through the CLI with ``--now`` on the
local Discourse, phpBB (MafiaScum), vBulletin and XenForo servers; every thread is
invented here."""

from __future__ import annotations

from contextlib import ExitStack

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    at,
    cli,
    count,
    day_one,
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

A, B, C, D, E = NAMES[:5]
ALL = {**ENGINES, **PAGE_ENGINES}


# -- a moderator's edits, edits = "latest": what a missed version tells -------------------------
@pytest.mark.parametrize("engine", list(ENGINES))
def test_a_vote_a_moderator_writes_in_in_one_edit_is_theirs(tmp_path, engine):
    """The host replaces Amberlight's vote with one for Dunmore in one edit, synced before
    and after: no version was missed, so the vote is the moderator's and not counted."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, D)), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}
        assert any(HOST in r for r in reasons(game, 5, "EDITED_COMMAND"))


def test_discourse_a_vote_written_in_then_a_note_between_syncs(tmp_path):
    """Discourse keeps each version: the host writes in a vote for Dunmore, then adds a
    note, both between two syncs. The versions between are read, so the vote is still
    the moderator's (not counted), not handed to Amberlight for the missed version."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, D)), 4)
        mod_edit(g, first, g.para(vote(g, D), "(moved by the host)"), 4.2)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}


def test_phpbb_a_players_change_then_a_note_in_the_day(tmp_path):
    """phpBB, within the day: Amberlight moves the vote to Dunmore, the host adds a note,
    no sync between. The edit count says a version was missed: the version shown counts
    as Amberlight's, with the host named in the notice."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 4)
        mod_edit(g, first, g.para(vote(g, D), "(fixed a typo: the host)"), 4.2)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C], D: [A]}
        flags = reasons(game, 5, "EDITED_COMMAND")
        assert any(f"by {HOST} (not {A}), an edit before it never seen" in r for r in flags)


# -- a deadline written as a Discourse local date --------------------------------------------
def _local_date(day: str, time: str, zone: str, utc: str) -> str:
    """Discourse's cooked ``[date=... time=... timezone=...]``: the span's text is the
    moment in UTC (the reader's browser rewrites it into their own zone)."""
    return (
        f'<span data-date="{day}" data-time="{time}" class="discourse-local-date" '
        f'data-timezone="{zone}" data-email-preview="{utc} UTC">{utc}</span>'
    )


def _in_zone(game, zone: str) -> None:
    """The game file reads the forum's times in ``zone``."""
    text = game.read_text(encoding="utf-8").replace('timezone = "UTC"', f'timezone = "{zone}"')
    game.write_text(text, encoding="utf-8")


LOCAL_DATES = [
    ("2026-06-02", "00:00:00", "UTC"),
    ("2026-06-01", "20:00:00", "America/New_York"),
    ("2026-06-02", "02:00:00", "Europe/Berlin"),
]


@pytest.mark.parametrize("day, time, zone", LOCAL_DATES)
def test_a_deadline_written_as_a_discourse_local_date(tmp_path, day, time, zone):
    """The day start gives the deadline through Discourse's date picker (00:00 UTC on
    June 2nd, picked in the host's zone, the game file's): the span's text is the moment
    in UTC ("...Z"), read as UTC whatever the game's zone (live26: read in the game's
    zone, four hours late in New York). Dunmore's vote at 23:30 UTC counts, Ellowyn's
    at 00:30 UTC is after the deadline."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        when = _local_date(day, time, zone, "2026-06-02T00:00:00Z")
        day_one(g, host_says=f"Day 1 ends {when}.")
        g.post(D, g.para(vote(g, C)), at(11.5))
        g.post(E, g.para(vote(g, C)), at(12.5))
        game = any_game(g, tmp_path / "live")
        _in_zone(game, zone)
        data = synced(game, 13)
        assert wagons(data) == {B: sorted([A, C]), C: [D]}, data


def test_a_deadline_line_holding_a_discourse_local_date(tmp_path):
    """ "Deadline: <local date>" on its own line of the day start."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        when = _local_date("2026-06-01", "20:00:00", "America/New_York", "2026-06-02T00:00:00Z")
        day_one(g, host_says=f"Deadline: {when}")
        g.post(D, g.para(vote(g, C)), at(11.5))
        g.post(E, g.para(vote(g, C)), at(12.5))
        game = any_game(g, tmp_path / "live")
        _in_zone(game, "America/New_York")
        data = synced(game, 13)
        assert wagons(data) == {B: sorted([A, C]), C: [D]}, data


# -- Discourse: a post withdrawn by its author; a post hidden by flags, then restored ---------
def test_discourse_a_vote_withdrawn_by_its_author(tmp_path):
    """Amberlight withdraws the vote post (Discourse keeps it listed, "post withdrawn by
    author"): the vote no longer counts, after a sync that saw it and afresh."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        g.edit(
            first,
            "<p>(post withdrawn by author, will be automatically deleted in 24 hours "
            "unless flagged)</p>",
            at(4),
        )
        first.user_deleted = True
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: [C]}
        fresh = make_game(g, tmp_path / "fresh")
        assert wagons(synced(fresh, 5)) == {B: [C]}


@pytest.mark.parametrize("restored", [False, True])
def test_discourse_a_vote_hidden_by_flags_then_restored(tmp_path, restored):
    """Amberlight's vote post is hidden by flags (``hidden: true``, the notice as its
    cooked text): hidden, it does not count; restored by staff, it counts again at its
    own place (a later vote of Amberlight's still wins)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        _, first, _ = day_one(g)
        game = make_game(g, tmp_path / "live")
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        first.hidden = True
        g.post(D, g.para("Hm."), at(4))
        assert wagons(synced(game, 5)) == {B: [C]}
        if restored:
            first.hidden = False
            g.post(D, g.para("Hm again."), at(6))
            assert wagons(synced(game, 7)) == {B: sorted([A, C])}
            g.post(A, g.para(vote(g, E)), at(8))
            assert wagons(synced(game, 9)) == {B: [C], E: [A]}


# -- the host renames the thread between syncs ------------------------------------------------
def _rename(g, title: str, slug: str) -> None:
    """The host renames the thread (its title; Discourse's and vBulletin's slug too)."""
    thread = getattr(g, "topic", None) or g.thread
    thread.title = title
    if hasattr(thread, "slug"):
        thread.slug = slug


@pytest.mark.parametrize("engine", list(ALL))
def test_the_host_renames_the_thread_between_syncs(tmp_path, monkeypatch, engine):
    """ "Lantern Replay" becomes "Lantern Replay [Day 1 ends soon]": the game file keeps
    the old address; the next sync reads on, every vote counts once, and a store synced
    afresh agrees."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        game = any_game(g, tmp_path / "live")
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        _rename(g, "Lantern Replay [Day 1 ends soon]", "lantern-replay-day-1-ends-soon")
        g.post(D, g.para(vote(g, C)), at(3.5))
        g.post(A, g.para(vote(g, C)), at(3.6))
        g.served_at(at(4))
        expected = {B: [C], C: sorted([A, D])}
        assert wagons(synced(game, 4)) == expected
        fresh = any_game(g, tmp_path / "fresh")
        assert wagons(synced(fresh, 4)) == expected


# -- the forum answers 503 with a maintenance page, then recovers -------------------------------
def _down(g) -> None:
    """Every request of the thread answers 503 with an HTML page until ``_up``."""
    if g.name == "discourse":
        from tests.servers.discourse import Fault

        g.server.faults.append(Fault(503, 10_000, None, style="html"))
    else:
        server = g.server.server if hasattr(g.server, "server") else g.server
        for page in range(1, 6):
            server.fail_page(page, 503)


def _up(g) -> None:
    if g.name == "discourse":
        g.server.faults.clear()
    else:
        server = g.server.server if hasattr(g.server, "server") else g.server
        server.heal()


@pytest.mark.parametrize("engine", list(ALL))
def test_a_sync_while_the_forum_is_down_for_maintenance(tmp_path, monkeypatch, engine):
    """A sync while the forum answers 503 with an HTML maintenance page fails with a
    one-line error naming the status, stores nothing and loses nothing: the count reads
    as before it; the next sync after the forum is back reads on."""
    from click.testing import CliRunner

    from votecount.cli import main

    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        game = any_game(g, tmp_path / "live")
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        g.post(D, g.para(vote(g, C)), at(3.5))
        g.served_at(at(4))
        _down(g)
        args = ["--game", str(game), "--now", stamp(at(4)), "sync"]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 1, result.output
        assert "503" in result.output and "Traceback" not in result.output, result.output
        assert wagons(count(game, 4)) == {B: sorted([A, C])}
        _up(g)
        assert wagons(synced(game, 5)) == {B: sorted([A, C]), C: [D]}


# -- watch interrupted mid-sync (Ctrl-C) ------------------------------------------------------
@pytest.mark.parametrize("engine", list(ALL))
def test_watch_interrupted_mid_sync_keeps_the_store_whole(tmp_path, monkeypatch, engine):
    """Ctrl-C while ``watch`` stores the second batch of a long thread: it exits 130
    saying what was kept, posts nothing; a count then reads the whole batches stored,
    and the next ``watch`` reads on to the same count as a store synced afresh."""
    from click.testing import CliRunner

    from votecount.cli import main
    from votecount.store.db import Store

    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        for i in range(30):
            g.post(NAMES[5], g.para(f"Thinking aloud, part {i}."), at(2.2 + i / 100))
        g.post(D, g.para(vote(g, C)), at(2.8))
        game = any_game(g, tmp_path / "live")
        real = Store.save_batch
        calls = []

        def killed(self, thread, batch):
            calls.append(thread)
            if len(calls) == 2:
                raise KeyboardInterrupt
            return real(self, thread, batch)

        monkeypatch.setattr(Store, "save_batch", killed)
        args = ["--game", str(game), "--now", stamp(at(3)), "watch", "--once"]
        result = CliRunner().invoke(main, args)
        assert result.exit_code == 130, result.output
        assert "interrupted" in result.output, result.output
        monkeypatch.setattr(Store, "save_batch", real)
        assert wagons(count(game, 3)) == {B: sorted([A, C])}
        cli(game, "--now", stamp(at(3)), "watch", "--once")
        expected = {B: sorted([A, C]), C: [D]}
        assert wagons(count(game, 3)) == expected
        fresh = any_game(g, tmp_path / "fresh")
        assert wagons(synced(fresh, 3)) == expected


# -- one profile link under every name, one name per page -------------------------------------
@pytest.mark.parametrize("engine", [e for e in ALL if e != "discourse"])
@pytest.mark.parametrize("syncs", ["each", "one"])
def test_one_profile_link_under_one_name_per_page(tmp_path, monkeypatch, engine, syncs):
    """Every author links one profile (a theme's link); page 2 holds only Dunmore's posts
    and page 3 only Ellowyn's: the id shows one name per page, so no page drops it, and
    Ellowyn (who posted on page 1, under no account) read as Dunmore renamed, her vote
    his. A name the thread's stored posts already hold under no account is that poster,
    no account's new name."""
    no_sleep(monkeypatch)
    with ExitStack() as stack:
        g = ALL[engine](stack)
        g.served_at(at(3))
        day_one(g)
        g.post(E, g.para("Hm."), at(2.1))
        for i in range(6):
            g.post(NAMES[5], g.para(f"Reading back, part {i}."), at(2.2 + i / 100))
        for i in range(9):
            g.post(D, g.para(f"My thoughts, part {i}."), at(2.3 + i / 100))
        g.post(D, g.para(vote(g, C)), at(2.4))
        for i in range(9):
            g.post(E, g.para(f"My case, part {i}."), at(2.5 + i / 100))
        g.post(E, g.para(vote(g, A)), at(2.6))
        for post in posts_of(g):
            post.user_id = 4242
        game = any_game(g, tmp_path / "live")
        if syncs == "each":  # a sync read pages 1 and 2, the next one page 3
            ellowyns = [p for p in posts_of(g) if p.author == E][1:]
            for p in ellowyns:
                posts_of(g).remove(p)
            synced(game, 2.55)
            posts_of(g).extend(ellowyns)
        data = synced(game, 3)
        assert wagons(data) == {B: sorted([A, C]), C: [D], A: [E]}, data
