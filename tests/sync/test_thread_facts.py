"""What init reads from a thread (votecount/sync/thread_facts.py): hosts of the opening post,
the first host phase post (never a wrong one), the phase lengths the opening post states,
and the starter's [schedule] (active only when the day length is known)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from votecount.gamefile.load import parse_game
from votecount.parser.model import Post
from votecount.sync import hosts as hosts_of
from votecount.sync import thread_facts as facts
from votecount.sync.starter_toml import starter_toml

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def post(n: int, html: str, author: str = "Host") -> Post:
    return Post(thread="t", post_id=str(n), number=n, author=author, author_name=author,
                created_at=T0 + timedelta(hours=n), html=html)  # fmt: skip


@pytest.mark.parametrize(
    ("html", "hosts"),
    [
        ("<p>Welcome!</p>", ["Host"]),
        ("<p>Hosted by @Ann and @Bob on the host account @Host.</p>", ["Host", "Ann", "Bob"]),
        ("<p>Co-host: @Cy</p><p>Ping @Dee if lost.</p>", ["Host", "Cy"]),  # Dee: no host line
        ("<p>Storytellers: @Ann, @bob.</p>", ["Host", "Ann", "bob"]),
        ("<p>Mod: @Host<br>Co-mod: @Eve</p>", ["Host", "Eve"]),
        ("<p>Found a slip? Bold it: @MOD: you made a mistake.</p>", ["Host"]),  # a role
    ],
)
def test_hosts_of_the_opening_post(html, hosts):
    assert hosts_of.hosts_from_opening(post(0, html)) == hosts


def test_a_host_line_naming_a_poster_by_login_names_a_co_host():
    html = (
        "<p>*Wren is helping me co-host this game. Ask him or me.</p>"
        "<p>Backup/Co-Mod: Ivo-7<br>Players: Juno, Wren2</p>"
    )
    posters = ["Host", "Wren", "Ivo-7", "Juno", "Wren2"]
    assert hosts_of.hosts_from_opening(post(0, html), posters) == ["Host", "Wren", "Ivo-7"]
    assert hosts_of.hosts_from_opening(post(0, html)) == ["Host"]  # no posters: @mentions only


@pytest.mark.parametrize(
    ("html", "title"),
    [
        ("<p>Mini 1145: Mr. Smith's Game</p><p>Rules below.</p>", "Mini 1145: Mr. Smith's Game"),
        ("<p>Wren is helping me co-host. Ask him or me.</p>", ""),  # two sentences
    ],
)
def test_the_opening_posts_first_line_is_the_title_when_it_reads_as_one(html, title):
    assert facts.title_of(post(0, html)) == title


def first(posts, ruleset="mafia"):
    found = facts.first_phase_post(posts, ["Host"], ruleset)
    return None if found is None else (found.kind, found.number, found.post.number)


def test_the_announcement_may_sit_under_a_banner():
    assert first([post(0, "<p>Rules</p>"), post(1, "<p>LANTERNS</p><p>Day 1 begins!</p>")]) == (
        "day", 1, 1,
    )  # fmt: skip


@pytest.mark.parametrize(
    "html",
    [
        "<p>Day 1 ends at 18:00 on Friday.</p>",  # an end, not a start
        "<p>Night one was quiet, I think.</p>",  # the past
        "<p>Day 1 continues.</p>",
        "<p>Day One is about to begin.</p>",
        "<p>Night 1</p><p>Night 2</p><p>Night 3</p>",  # a recap
        "<p>Welcome</p><p>So, as I said yesterday, I think Day 1 begins when everyone is"
        " ready and has read the rules twice.</p>",  # prose, not an announcement
    ],
)
def test_lines_that_do_not_start_a_phase(html):
    assert first([post(0, "<p>Rules</p>"), post(1, html)]) is None


def test_a_later_phase_first_means_an_earlier_one_was_missed():
    assert first([post(1, "<p>Day 2 begins</p>"), post(2, "<p>Night 2</p>")]) is None
    # mafia: a night with no Day 1 after it is a recap or a missed Day 1
    assert first([post(1, "<p>Night 1</p>"), post(2, "<p>Day 2</p>")]) is None
    assert first([post(1, "<p>Night 1</p>")]) is None
    # BotF starts at night: Night 1 alone is the start
    assert first([post(1, "<p>Night 1</p>")], "botf") == ("night", 1, 1)
    assert first([post(1, "<p>Night 0</p>"), post(2, "<p>Day 1</p>")]) == ("night", 0, 1)

    # "Day one begins" after a host post that ended a day: Day 2 misnumbered
    ended = [post(0, "<p>Rules</p>"), post(5, "<p>Ivo was lynched Day 1.</p>")]
    assert first([*ended, post(6, "<p>Day one begins now.</p>")]) is None


def test_the_setup_posts_edited_with_the_fates_end_no_day_before_day_one():
    # the host's own posts open the thread one after another (nobody else has posted):
    # the player list among them, edited as the game went on, tells each fate
    roster = (
        "<p>Living players</p><p>1. Juno, Vanilla Townie, Survived!</p>"
        "<p>Dead</p><p>2. Ivo, Mafia Goon, Lynched Day One.</p><p>3. Wren, Cop, Shot Night One.</p>"
    )
    posts = [
        post(0, "<p>Welcome to the game.</p>"),
        post(1, "<p>Rules: votes in bold.</p>"),
        post(2, roster),
        post(3, "<p>Everyone has confirmed! Day One is underway!</p>"),
        post(4, "<p><b>VOTE: Ivo</b></p>", "Juno"),
        post(9, "<p>Ivo was lynched Day 1.</p>"),
        post(10, "<p>Wren was killed Night 1.</p><p>It is now Day 2.</p>"),
    ]  # fmt: skip
    assert first(posts) == ("day", 1, 3)
    s = facts.schedule_facts(posts, ["Host"], "mafia")
    assert s.start_number == 3 and s.day_one is None
    assert [f.value for f in s.later_days] == [(2, 10)]
    # the same list posted after another's post is a day's end (Day 2 misnumbered)
    late = [*posts[:2], post(2, "<p>/in</p>", "Juno"), post(3, roster),
            post(4, "<p>Everyone has confirmed! Day One is underway!</p>")]  # fmt: skip
    assert first(late) is None


def test_a_misnumbered_later_day_leaves_day_one_to_the_hosts_own_words():
    posts = [
        post(0, "<p>Game starts when 7 players confirm.</p>"),
        post(1, "<p>/confirm</p><p>VOTE: Ivo</p>", "Juno"),
        post(3, "<p>7 of 7 have confirmed, day 1 has officially begun. Votes before this post have not been counted.</p>"),
        post(9, "<p>Ivo was lynched Day 1.</p>"),
        post(10, "<p>Wren was killed Night 1.</p><p>Day one begins now.</p>"),
    ]  # fmt: skip
    s = facts.schedule_facts(posts, ["Host"], "mafia")
    assert s.day_one is not None and s.day_one.value == 3
    assert [f.value for f in s.later_days] == [(2, 10)]


def test_a_day_one_post_that_counts_the_votes_cast_before_it_finds_the_day_running():
    # the host waits for confirmations, then "Day 1 begins!" over a boxed count of the
    # votes already cast: Day 1 ran from the opening posts on
    count = (
        "<p>Day 1 begins!</p><fieldset><div>Vote Count 1.1</div><br>Ivo (1) - Juno<br>"
        "Not Voting (1): Ivo<br>With 2 alive, it takes 2 to lynch.</fieldset>"
    )
    posts = [
        post(0, "<p>Players: Juno, Ivo</p>"),
        post(1, "<p>Rules: votes in bold.</p>"),
        post(2, "<p>/confirm</p>", "Ivo"),
        post(3, "<p>/confirm <b>VOTE: Ivo</b></p>", "Juno"),
        post(4, count),
    ]  # fmt: skip
    s = facts.schedule_facts(posts, ["Host"], "mafia")
    assert s.start is None and s.day_one is not None and s.day_one.value == 1
    # a host who voided the votes before Day 1: the post that says it starts it
    voided = [*posts[:2], post(2, "<p>Votes before Day 1 starts will not count.</p>"), *posts[3:]]
    s = facts.schedule_facts(voided, ["Host"], "mafia")
    assert s.start is not None and s.start_number == 4
    # the announcement with no count: it starts the day
    plain = [*posts[:4], post(4, "<p>Day 1 begins!</p>")]
    assert facts.schedule_facts(plain, ["Host"], "mafia").start_number == 4


def test_a_game_opening_at_night_zero_reads_its_later_days_after_day_one():
    posts = [
        post(0, "<p>Rules. Players: Juno, Ivo, Wren</p>"),
        post(2, "<p>It is now Night 0.</p>"),
        post(5, "<p>It is now Day 1.</p>"),
        post(6, "<p><b>vote Ivo</b></p>", "Juno"),
        post(20, "<p>Ivo has been lynched.</p><p>It is now Night 1.</p>"),
        post(24, "<p>Wren was killed Night 1.</p><p>Vote Count</p><p>Not voting: Juno</p>"),
    ]
    s = facts.schedule_facts(posts, ["Host"], "mafia")
    assert s.start_number == 2 and [f.value for f in s.later_days] == [(2, 24)]


@pytest.mark.parametrize(
    ("text", "day", "night"),
    [
        ("Each day phase will last for 48 hours. Each night phase will last for 24 hours.", 48, 24),
        ("Days last 72 hours. Nights last 24 hours.", 72, 24),
        ("Day length: 36h", 36, None),
        ("We play 48-hour days and 12 hour nights.", 48, 12),
        ("Day 1 will start in 24 hours.", None, None),  # not a length
    ],
)
def test_phase_lengths_of_the_opening_post(text, day, night):
    got = facts.phase_lengths(post(0, f"<p>{text}</p>"))
    assert (got.day_hours.value if got.day_hours else None) == day
    assert (got.night_hours.value if got.night_hours else None) == night


def test_botf_day_parts():
    got = facts.phase_lengths(post(0, "<p>Discussion 12h, Nomination 12h, Voting 24h</p>"))
    assert got.sub_phases == {"discussion": 12, "nomination": 12, "voting": 24}
    assert got.day_hours is not None and got.day_hours.value == 48  # the parts add up


def write(schedule: facts.ScheduleFacts) -> str:
    return starter_toml("https://forum.example/t/x/1", "discourse", "X", ["Host"], [], [],
                        schedule, "mafia")  # fmt: skip


def test_the_schedule_is_active_when_the_day_length_is_known():
    posts = [post(0, "<p>Days last 72 hours.</p>"), post(3, "<p>Day 1 begins</p>")]
    text = write(facts.schedule_facts(posts, ["Host"], "mafia"))
    game = parse_game(text)
    assert game.schedule is not None and game.schedule.day_hours == 72
    assert game.schedule.start == T0 + timedelta(hours=3)
    assert "night_hours = 24   # votecount's default: the opening post does not say" in text


def test_a_guessed_day_length_is_never_written_active():
    posts = [post(0, "<p>Rules.</p>"), post(3, "<p>Day 1 begins</p>")]
    text = write(facts.schedule_facts(posts, ["Host"], "mafia"))
    assert parse_game(text).schedule is None
    assert "# start = 2026-03-01T15:00:00Z   # post 3 by Host" in text


def test_a_thread_past_day_one_leaves_the_lynches_to_the_hosts_posts():
    day_one = [post(0, "<p>Rules.</p>"), post(3, "<p>Day 1 begins</p>")]
    fresh = parse_game(write(facts.schedule_facts(day_one, ["Host"], "mafia")))
    assert fresh.switches.get("eliminate_on_resolution") is None  # the ruleset's default
    later = [*day_one, post(9, "<p>Ivo was lynched Day 1.</p>"),
             post(10, "<p>Wren was killed Night 1.</p><p>Day 2 begins now.</p>")]  # fmt: skip
    past = parse_game(write(facts.schedule_facts(later, ["Host"], "mafia")))
    assert past.switches["eliminate_on_resolution"] is False


def test_phase_lengths_after_a_long_run_of_stops_and_spaces():
    # fuzzed: 10,000 characters of ". : !" before the sentence are read once each
    got = facts.phase_lengths(post(0, "<p>" + ". : ! " * 2_000 + "Days last 72 hours.</p>"))
    assert got.day_hours is not None and got.day_hours.value == 72


def test_the_host_post_ending_the_game_ends_the_last_day():
    posts = [
        post(0, "<p>Rules. Town wins when all scum are dead.</p>"),
        post(1, "<p>Day 1 has begun.</p>"),
        post(5, "<p>Ivo was lynched Day 1.</p>"),
        post(6, "<p>Wren was killed Night 1.</p><p>It is now Day 2.</p>"),
        post(7, "<p><b>VOTE: Juno</b></p>", "Kit"),
        post(8, "<p>Vote Count 2.3 - FINAL</p><p>Juno (2): Kit, Lee (LYNCH)</p>"),
        post(9, "<p>Juno - Mafia Goon - lynched Day 2</p><p>Town Wins!</p>"),
        post(10, "<p>gg</p>", "Kit"),
    ]  # fmt: skip
    s = facts.schedule_facts(posts, ["Host"], "mafia")
    assert [f.value for f in s.later_days] == [(2, 6)]
    assert s.game_end is not None and s.game_end.value == 9
    text = starter_toml("https://forum.example/t/1", "phpbb", "Game", ["Host"], [], [], s, "mafia")
    phases = parse_game(text).phases
    assert (phases[-1].number, phases[-1].start_post, phases[-1].end_post) == (2, 6, 9)
    # the game ended in the night: the night's post ended the day, not the win
    night = [*posts[:6], post(9, "<p>Juno was lynched. Night 2 begins.</p>"),
             post(12, "<p>Kit was killed. The Mafia wins!</p>")]  # fmt: skip
    assert facts.schedule_facts(night, ["Host"], "mafia").game_end is None
    # no later day found: nothing to end
    assert (
        facts.schedule_facts(posts[:2] + [post(3, "<p>Town wins!</p>")], ["Host"], "mafia").game_end
        is None
    )


def test_a_post_naming_the_running_day_again_still_lets_the_game_end_end_it():
    """ "It is now Day 2" said again after the day's start, or a count "Day 2 VC #2
    (HAMMER)", is no later phase: the win still ends Day 2."""
    posts = [
        post(0, "<p>Rules. Town wins when all scum are dead.</p>"),
        post(1, "<p>Day 1 has begun.</p>"),
        post(5, "<p>Ivo was lynched Day 1.</p>"),
        post(6, "<p>Wren was killed Night 1.</p><p>It is now Day 2.</p>"),
        post(7, "<p>It is now Day 2.</p><p>With 4 alive, it takes 3 to lynch.</p>"),
        post(8, "<p>Day 2 VC #2 (HAMMER)</p><p>Juno (3): Kit, Lee, Max</p>"),
        post(9, "<p>Juno, Mafia Goon, was lynched Day 2.</p><p>A win condition has been reached!</p>"),
    ]  # fmt: skip
    s = facts.schedule_facts(posts, ["Host"], "mafia")
    assert s.game_end is not None and s.game_end.value == 9
