"""The live phase's tenth round reviewed for misfires (issue 25, review24c), through the
CLI with ``--now`` on the local Discourse and phpBB servers; every thread is invented here.

Failed on the round, fixed: a phpBB moderator whose account is named "System" struck a
vote (read as the player's own edit, so ``edits = "first"`` counted the struck vote):
only Discourse's own account, spelled as Discourse spells it (``system``), is the forum;
under ``latest`` a moderator's note after their own added vote made the vote the
player's; under ``latest`` a host's vote count edited three times read every revision
(its own time taken for a possible deadline after it).
Passed as they were (guards around the round's rules): Discourse's ``system`` revision;
under ``latest`` a moderator's typo fix, strike, restored text, ruling then note; the
repeated hour in New York's zone and a deadline inside Berlin's; a fixed-offset zone (no
repeated hour); the revisions a sync reads for a post edited three times."""

from __future__ import annotations

from contextlib import ExitStack
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from tests.count.live_forums import (
    ENGINES,
    HOST,
    NAMES,
    PhpbbEngine,
    at,
    cli,
    day_one,
    day_one_game,
    game_file,
    hours_since,
    make_game,
    mod_edit,
    own_edit,
    reasons,
    stamp,
    synced,
    vote,
    wagons,
)
from tests.servers import phpbb
from votecount.count.pipeline import thread_order
from votecount.parser.model import Post

A, B, C, D, E = NAMES[:5]


# -- hot spot 3: an account named "system" ---------------------------------------------------
@pytest.mark.parametrize("editor", ["System", "SYSTEM"])
@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_phpbb_moderator_named_system_strikes_a_vote(tmp_path, editor, edits):
    """A phpBB board whose moderator account is "System" ("Last edited by System"): the
    strike is the moderator's, the vote is out (was, on the round: read as Amberlight's
    own edit, so ``first`` counted the struck vote; Discourse's own account is spelled
    ``system`` and is a Discourse revision's only)."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        assert wagons(synced(game, 3)) == {B: sorted([A, C])}
        mod_edit(g, first, g.para("(vote removed by the moderators)"), 4, editor=editor)
        assert wagons(synced(game, 5)) == {B: [C]}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any(f"edited by {editor} (not {A})" in r for r in said), said


def test_a_phpbb_moderator_named_system_adds_a_vote(tmp_path):
    """A vote only the moderator "System" wrote into the post is not the player's."""
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        game, _, first = day_one_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, B), vote(g, D)), 4, editor="System")
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any("not in the player's own post: not counted" in r for r in said), said


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_discourses_system_revision_after_the_players_edit_is_the_players(tmp_path, edits):
    """Discourse's ``system`` stores a linked image after Amberlight moved the vote: the
    version is the player's (``first``: Brackenfold as posted; ``latest``: Dunmore)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 3.5)
        mod_edit(g, first, g.para(vote(g, D), "(image)"), 3.6, editor="system")
        moved = {B: [C], D: [A]} if edits == "latest" else {B: sorted([A, C])}
        assert wagons(synced(game, 5)) == moved
        assert not any("edited by" in r for r in reasons(game, 5, "EDITED_COMMAND"))


@pytest.mark.parametrize(
    ("editor", "other"),
    [("system", ""), (" system ", ""), ("System", "System"), ("SYSTEM", "SYSTEM"),
     ("systems", "systems"), ("sysop", "sysop"), ("", "")],
)  # fmt: skip
def test_only_discourses_spelling_is_the_forum(editor, other):
    post = Post("t", "1", 1, A, at(1), "<p>x</p>", editor=editor)
    assert post.other_editor == other


def test_an_author_named_system_edits_their_own_post():
    """A player whose account is "System" edits their own post: theirs, as any author's."""
    post = Post("t", "1", 1, "System", at(1), "<p>x</p>", editor="System")
    assert post.other_editor == ""


# -- hot spot 2: under "latest", a moderator's version after the close -----------------------
def _day(g, folder, edits: str = "latest"):
    _, first, _ = day_one(g)
    return make_game(g, folder, edits=edits), first


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_moderators_word_fix_after_the_close_keeps_the_vote(tmp_path, engine):
    """The host fixes a word of Amberlight's post after the close, the vote as it was:
    no ruling, no late change; Brackenfold as at the close."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, first = _day(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, B), "(a slur removed by the host)"), 25)
        g.post(D, g.para("Hm."), at(25.5))
        assert wagons(synced(game, 26)) == {B: sorted([A, C])}
        assert not any(r.startswith("AFTER") for r in reasons(game, 26, "EDITED_COMMAND"))


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_moderator_restores_the_vote_the_player_moved_late(tmp_path, engine):
    """Amberlight moves the vote after the close; the host puts the old vote back: the
    vote at the close (Brackenfold) counts."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, first = _day(g, tmp_path / "live")
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 25)
        g.post(D, g.para("Hm."), at(25.1))
        synced(game, 25.2)
        mod_edit(g, first, g.para(vote(g, B), "(restored by the host)"), 25.5)
        g.post(D, g.para("Hm."), at(25.6))
        assert wagons(synced(game, 26)) == {B: sorted([A, C])}


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_a_moderators_ruling_then_a_note_after_the_close(tmp_path, engine):
    """The host strikes the vote after the close, then adds a note: the strike rules (the
    note changed no command, the ruling before it stands)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, first = _day(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para("(vote struck by the host)"), 25)
        g.post(D, g.para("Hm."), at(25.1))
        synced(game, 25.2)
        mod_edit(g, first, g.para("(vote struck by the host: a rule break)"), 25.5)
        g.post(D, g.para("Hm."), at(25.6))
        assert wagons(synced(game, 26)) == {B: [C]}


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_moderators_note_after_their_own_added_vote(tmp_path, engine, edits):
    """The host writes a vote for Dunmore into Amberlight's post, then adds a note below
    it: the added vote is still the moderator's, not counted (was, on the round under
    ``latest``: the note no ruling, the version before it taken for the player's own
    later edit, Dunmore counted as Amberlight's)."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, first = day_one_game(g, tmp_path / "live", edits)
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, B), vote(g, D)), 4)
        g.post(E, g.para("Hm."), at(4.1))
        synced(game, 4.2)
        mod_edit(g, first, g.para(vote(g, B), vote(g, D), "(note: the host)"), 4.5)
        g.post(E, g.para("Hm."), at(4.6))
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}
        said = reasons(game, 5, "EDITED_COMMAND")
        assert any("not in the player's own post: not counted" in r for r in said), said


@pytest.mark.parametrize("engine", ["discourse", "phpbb"])
def test_the_players_own_edit_after_the_moderators_note_counts(tmp_path, engine):
    """``latest``: the host strikes the vote, adds a note, then Amberlight votes Dunmore
    in the post, all before the close: the player's own latest edit counts."""
    with ExitStack() as stack:
        g = ENGINES[engine](stack)
        game, _, first = day_one_game(g, tmp_path / "live", "latest")
        synced(game, 3)
        mod_edit(g, first, g.para("(struck by the host)"), 4)
        g.post(E, g.para("Hm."), at(4.1))
        synced(game, 4.2)
        mod_edit(g, first, g.para("(struck by the host: a rule break)"), 4.5)
        g.post(E, g.para("Hm."), at(4.6))
        synced(game, 4.7)
        own_edit(g, first, g.para("(struck by the host: a rule break)", vote(g, D)), 5)
        g.post(E, g.para("Hm."), at(5.1))
        assert wagons(synced(game, 6)) == {B: [C], D: [A]}


def test_a_moderators_typo_fix_of_the_target_before_the_close(tmp_path):
    """Amberlight typed "Brakenfold"; the host fixes the name before the close: the vote
    for Brackenfold counts either way."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        first = g.post(A, g.para(vote(g, "Brakenfold")), at(1))
        g.post(C, g.para(vote(g, B)), at(2))
        game = make_game(g, tmp_path / "live")
        synced(game, 3)
        mod_edit(g, first, g.para(vote(g, B)), 4)
        g.post(D, g.para("Hm."), at(4.5))
        assert wagons(synced(game, 5)) == {B: sorted([A, C])}


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_moderators_note_between_two_own_edits_before_the_close(tmp_path, edits):
    """Amberlight moves the vote to Dunmore, the host adds a note, Amberlight moves it to
    Ellowyn, all before the close: ``latest`` counts Ellowyn, ``first`` the moderator's
    version as left (review22c: Dunmore)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        game, first = _day(g, tmp_path / "live", edits)
        synced(game, 3)
        own_edit(g, first, g.para(vote(g, D)), 3.2)
        mod_edit(g, first, g.para(vote(g, D), "(note: the host)"), 3.4)
        own_edit(g, first, g.para(vote(g, E)), 3.6)
        g.post(D, g.para("Hm."), at(3.8))
        expected = {B: [C], E: [A]} if edits == "latest" else {B: [C], D: [A]}
        assert wagons(synced(game, 4)) == expected


# -- hot spot 1: what a sync reads of a post edited three times --------------------------------
def _revision_requests(g, game, now: float) -> int:
    g.server.reset_counts()
    cli(game, "--now", stamp(at(now)), "sync")
    return g.server.counts["revision"]


def _thrice(g, first, start: float) -> None:
    for i, target in enumerate((D, E, D)):
        own_edit(g, first, g.para(vote(g, target)), start + i / 10)


def test_a_latest_game_reads_two_revisions_of_a_post_edited_thrice_in_a_quiet_hour(tmp_path):
    """``latest``, no host post between the vote and its last edit: the two ends only."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        first = g.post(A, g.para(vote(g, B)), at(1))
        _thrice(g, first, 1.2)
        g.post(C, g.para(vote(g, B)), at(2))
        game = make_game(g, tmp_path / "live")
        assert _revision_requests(g, game, 3) == 2
        assert wagons(count_now(game, 3)) == {B: [C], D: [A]}


@pytest.mark.parametrize("edits", ["first", "latest"])
def test_a_host_post_between_the_vote_and_its_edits_reads_the_middle(tmp_path, edits):
    """A host post lies between the vote and its three edits (a possible deadline), or
    the game counts first versions: the sync reads every revision (three)."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        first = g.post(A, g.para(vote(g, B)), at(1))
        g.post(HOST, g.para("Hm, quiet."), at(1.1))
        _thrice(g, first, 1.2)
        g.post(C, g.para(vote(g, B)), at(2))
        game = make_game(g, tmp_path / "live", edits)
        assert _revision_requests(g, game, 3) == 3
        moved = {B: [C], D: [A]} if edits == "latest" else {B: sorted([A, C])}
        assert wagons(count_now(game, 3)) == moved


@pytest.mark.parametrize(("edits", "read"), [("latest", 2), ("first", 3)])
def test_the_hosts_count_edited_thrice_is_no_deadline_after_itself(tmp_path, edits, read):
    """The host posts a vote count and edits it three times, the thread moving on: under
    ``latest`` the two ends are read (was, on the round: the count's own time taken for a
    possible deadline after it, three); ``first`` reads them all, as the round made it."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        tally = g.post(HOST, g.para("Vote count:", f"{B} (1) - {A}"), at(1.5))
        for i in range(3):
            own_edit(g, tally, g.para("Vote count:", f"{B} (1) - {A}", f"({i})"), 1.6 + i / 10)
        g.post(C, g.para(vote(g, B)), at(2))
        game = make_game(g, tmp_path / "live", edits)
        assert _revision_requests(g, game, 3) == read
        assert wagons(count_now(game, 3)) == {B: sorted([A, C])}


def test_a_deadline_the_host_states_between_the_counts_edits_reads_the_middle(tmp_path):
    """``latest``: another host post lies between the host's count and its last edit (a
    possible deadline): every revision is read, as the round made it."""
    with ExitStack() as stack:
        g = ENGINES["discourse"](stack)
        g.post(HOST, g.para("Day 1 has begun."), at(0))
        g.post(A, g.para(vote(g, B)), at(1))
        tally = g.post(HOST, g.para("Vote count:", f"{B} (1) - {A}"), at(1.5))
        own_edit(g, tally, g.para("Vote count:", f"{B} (1) - {A}", "(0)"), 1.6)
        g.post(HOST, g.para("Day 1 is over."), at(1.65))
        for i in (1, 2):
            own_edit(g, tally, g.para("Vote count:", f"{B} (1) - {A}", f"({i})"), 1.6 + i / 10)
        g.post(C, g.para(vote(g, B)), at(2))
        game = make_game(g, tmp_path / "live")
        assert _revision_requests(g, game, 3) == 3


def count_now(game, now: float):
    from tests.count.live_forums import count

    return count(game, now)


# -- hot spot 4: the repeated hour -------------------------------------------------------------
NEW_YORK = ZoneInfo("America/New_York")
NY_FOOTER = '<p class="right">All times are <span title="America/New_York">UTC-05:00</span></p>'


class NewYorkBoard(PhpbbEngine):
    """The invented thread on a phpBB board printing New York time (its clocks go back
    at 02:00 EDT on 1 November 2026, 06:00 UTC: 01:00-01:59 is printed twice)."""

    def __init__(self, stack: ExitStack, mafiascum: bool) -> None:
        self.topic = phpbb.Topic(id=6262, title="Lantern Replay")
        server = phpbb.PhpbbServer(
            self.topic, mafiascum=mafiascum, per_page=10, zone=NEW_YORK, footer=NY_FOOTER
        )
        self.server = stack.enter_context(phpbb.serve(server))
        self.url = self.server.thread_url
        self._ids = iter(range(70001, 80000, 7))


def _zoned(game, zone: str, end: str) -> None:
    text = game.read_text(encoding="utf-8").replace('"UTC"', f'"{zone}"')
    text += f'\n[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend = {end}\n'
    game.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("mafiascum", [True, False])
def test_new_yorks_autumn_change(tmp_path, mafiascum):
    """The day ends at 01:30 EST (06:30 UTC). Cindermoss votes at the first 01:45 (EDT,
    05:45 UTC), Dunmore at the second 01:40 (EST, 06:40 UTC: late), Ellowyn at the
    second 01:50 (late too)."""
    utc = lambda *a: datetime(2026, 11, 1, *a, tzinfo=UTC)  # noqa: E731
    with ExitStack() as stack:
        g = NewYorkBoard(stack, mafiascum)
        g.post(HOST, g.para("Day 1 has begun."), utc(0) - timedelta(hours=12))
        g.post(A, g.para(vote(g, B)), utc(1))
        g.post(C, g.para(vote(g, B)), utc(5, 45))
        g.post(D, g.para(vote(g, C)), utc(6, 40))
        g.post(E, g.para(vote(g, C)), utc(6, 50))
        g.post(B, g.para("Hm."), utc(7, 10))
        game = game_file(g, tmp_path / "live")
        _zoned(game, "America/New_York", "2026-11-01T06:30:00Z")
        data = synced(game, hours_since(utc(8)))
        assert wagons(data) == {B: sorted([A, C])}, data


@pytest.mark.parametrize("mafiascum", [True, False])
def test_a_deadline_in_the_first_reading_of_the_repeated_hour(tmp_path, mafiascum):
    """The day ends at the first 01:30 (EDT, 05:30 UTC): Cindermoss's vote at the first
    01:20 counts, Dunmore's at the first 01:40 and Ellowyn's at the second 01:10 do not
    (the second 01:10 reads before the post above it: its later reading)."""
    utc = lambda *a: datetime(2026, 11, 1, *a, tzinfo=UTC)  # noqa: E731
    with ExitStack() as stack:
        g = NewYorkBoard(stack, mafiascum)
        g.post(HOST, g.para("Day 1 has begun."), utc(0) - timedelta(hours=12))
        g.post(A, g.para(vote(g, B)), utc(1))
        g.post(C, g.para(vote(g, B)), utc(5, 20))
        g.post(D, g.para(vote(g, C)), utc(5, 40))
        g.post(E, g.para(vote(g, C)), utc(6, 10))
        g.post(B, g.para("Hm."), utc(7, 10))
        game = game_file(g, tmp_path / "live")
        _zoned(game, "America/New_York", "2026-11-01T05:30:00Z")
        data = synced(game, hours_since(utc(8)))
        assert wagons(data) == {B: sorted([A, C])}, data


def _post(number: int, when: datetime, zone: str | None) -> Post:
    return Post("t", str(number), number, A, when, "<p>x</p>", time_zone=zone)


@pytest.mark.parametrize(
    ("zone", "later"),
    [("America/New_York", True), ("Europe/Berlin", False), ("UTC-05:00", False),
     ("UTC", False), ("", False), (None, False)],
)  # fmt: skip
def test_the_repeated_hour_fires_in_its_own_zone_only(zone, later):
    """A post stamped 01:40 (read as EDT, 05:40 UTC) under one at the first 01:45: in New
    York's zone the second 01:40 (06:40 UTC); anywhere else the post above's time."""
    above = datetime(2026, 11, 1, 5, 45, tzinfo=UTC)
    stamped = datetime(2026, 11, 1, 5, 40, tzinfo=UTC)
    order = thread_order([_post(1, above, zone), _post(2, stamped, zone)])
    second = order.posts[1]
    expected = stamped + timedelta(hours=1) if later else above
    assert second.created_at == expected
    assert (("t", "2") in order.redated) is not later


def test_a_post_far_before_the_one_above_in_the_repeated_hour():
    """A post stamped at the first 01:05 under one at 01:55 (a clock an hour off, or moved
    in): its later reading (06:05 UTC) is after the post above (05:55), so it reads so."""
    above = datetime(2026, 11, 1, 5, 55, tzinfo=UTC)
    stamped = datetime(2026, 11, 1, 5, 5, tzinfo=UTC)
    order = thread_order(
        [_post(1, above, "America/New_York"), _post(2, stamped, "America/New_York")]
    )
    second = order.posts[1]
    assert second.created_at == stamped + timedelta(hours=1)


def test_a_post_stamped_before_the_repeated_hour_takes_the_time_above():
    """A post stamped 00:50 EDT (04:50 UTC, no repeated reading) under one at the first
    01:45: the post above's time, as before the round."""
    above = datetime(2026, 11, 1, 5, 45, tzinfo=UTC)
    stamped = datetime(2026, 11, 1, 4, 50, tzinfo=UTC)
    order = thread_order(
        [_post(1, above, "America/New_York"), _post(2, stamped, "America/New_York")]
    )
    second = order.posts[1]
    assert second.created_at == above
    assert ("t", "2") in order.redated
