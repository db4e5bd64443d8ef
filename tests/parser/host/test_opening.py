"""parser/host/opening.py and daystarts.py: Day 1's start, votes the host voids before it,
a reset of the votes and each later day's start, read from invented host posts."""

from __future__ import annotations

from tests.parser.host.zoo import FIRST_COUNT
from votecount.parser.host.daystarts import day_starts, resets_votes
from votecount.parser.host.opening import day_one_start, names_day_one, voids_pregame


def test_day_one_starts_at_the_first_host_post_or_before_a_first_count():
    assert day_one_start(0, [(0, "<p>Rules</p>"), (3, "<p>Roles are sent.</p>")])[0] == 3
    start, why = day_one_start(0, [(0, "<p>Rules</p>"), (25, FIRST_COUNT)])
    assert start == 1 and "first vote count (post 25)" in why
    assert day_one_start(0, [(0, "<p>Rules</p>")]) is None


def test_day_one_starts_where_the_host_says_so_when_earlier_votes_do_not_count():
    rules = "<p>Rules</p><p>Pre-game votes are fine, but votes will not count until D1 starts.</p>"
    posts = [
        (0, "<p>Welcome to Mini 9</p>"),
        (1, rules),
        (2, "<p>Role PMs are out. Day 1 starts when 9 players have confirmed.</p>"),
        (30, "<p>That makes 9 of 10 confirmed: Day One has begun!</p><p>Deadline: Friday.</p>"),
    ]
    start, why = day_one_start(0, posts, block=2)
    assert start == 30 and "has begun" in why
    # the host said nothing about the earlier votes: they count, the day ran from post 2
    plain = [p for p in posts if p[0] != 1]
    assert day_one_start(0, plain, block=0)[0] == 2
    # said in the post that starts the day ("votes before this post have not been counted")
    said = (30, "<p>10 of 10 confirmed, day 1 has officially begun. Any votes before this post "
                "have not been counted.</p>")  # fmt: skip
    assert day_one_start(0, [(0, "<p>Rules</p>"), (3, "<p>Roles sent.</p>"), said])[0] == 30
    # a line of the opening posts' event log starts nothing; nor does a plan
    log = (1, "<p>Events</p><p>Day 1 begins</p><p>Votes are reset at the start of Day 1.</p>")
    assert day_one_start(0, [(0, "<p>Rules</p>"), log], block=1) is not None
    assert day_one_start(0, [(0, "<p>Rules</p>"), log], block=1)[0] == 1

    for plan in ("Day 1 starts when 8 players have confirmed.", "until Day 1 begins",
                 "and THEN day 1 starts...", "Day 1 will begin on Monday", "Day 1 VC #1"):  # fmt: skip
        assert names_day_one(f"<p>{plan}</p>") is None, plan
    assert names_day_one("<p>It is now Day 1.</p>") == "It is now Day 1."


def test_the_host_voids_votes_before_day_one():

    assert voids_pregame("<p>All votes are reset at the start of D1.</p>")
    assert voids_pregame("<p>Votes placed prior to day start will not be counted.</p>")
    assert not voids_pregame("<p>If your vote is not bolded it will not be counted.</p>")
    assert not voids_pregame("<p>Votes posted after the deadline will not be counted.</p>")


def test_a_host_post_that_clears_the_votes():

    said = resets_votes("<p>Back from the outage. Prods sent, vote count is reset.</p>")
    assert said == "Prods sent, vote count is reset."
    assert resets_votes("<p>Ivo was modkilled.</p><p>Votes were reset.</p>") == "Votes were reset."
    for plan in ("All votes will be reset at the start of Day 1.",
                 "I'll probably reset the vote count too.", "Votes are not reset after a lynch."):  # fmt: skip
        assert resets_votes(f"<p>{plan}</p>") is None, plan


def test_each_day_starts_after_the_host_ends_the_one_before():
    posts = [
        (10, "<p>Vote Count 1.1<br>Juno (2) - Ivo, Wren<br>Not voting: Thistle</p><p>With 5 alive it takes 3 to lynch.</p>"),
        (40, "<p>Vote Count<br>Juno (3) - Ivo, Wren, Thistle LYNCH</p>"),
        (41, "<p>Juno, Vanilla Townie, has been lynched. Night 1 begins.</p>"),
        (45, "<p>Ivo was found dead this morning.</p>"),  # Day 2's first post
        (80, "<p>Wren, Mafia Goon, lynched Day 2.</p>"),
        (90, "<p>Night actions are due soon.</p>"),  # night: no day starts here
        (95, "<p>It is now Day 4.</p>"),  # a missed day: the host's own number stands
    ]  # fmt: skip
    found = [(d.day, d.post) for d in day_starts(posts, 1)]
    assert found == [(2, 45), (4, 95)]


def test_a_count_numbered_by_its_day_starts_that_day_when_no_end_was_read():
    posts = [
        (10, "<p>Vote Count 1.4<br>Juno (1) - Ivo</p>"),
        (40, "<p>The town strung Juno up on the old oak. Night lasts 48 hours.</p>"),
        (44, "<p>Vote Count 2.0<br>Ivo (0)<br>Not voting: Ivo, Wren</p>"),  # Day 2 running
        (50, "<p>Vote Count 2.1<br>Ivo (1) - Wren</p>"),
        (60, "<p>Quoting the old count: Vote Count 1.4 was wrong.</p>"),
    ]  # fmt: skip
    assert [(d.day, d.post) for d in day_starts(posts, 1)] == [(2, 44)]


def test_a_day_one_start_with_only_the_majority_under_it_is_no_count():
    # initzoo18's signed_twice_and_late: "Day 1 begins." over "it takes 3 to lynch" was
    # read as the first count (Day 1 then ran from the sign-ups)
    said = "<p><b>Day 1 begins.</b><br>With 5 alive it takes 3 to lynch.</p>"
    assert day_one_start(0, [(0, "<p>Sign-ups</p>"), (9, said)])[0] == 9
    # a count under it, or a start only planned, is read as before
    counted = "<p>Day 1 has begun.<br>Vote Count 1.1<br>Ivo (2) - Juno, Kes</p>"
    assert day_one_start(0, [(0, "<p>Rules</p>"), (9, counted)])[0] == 1
    planned = "<p>Day 1 begins when all confirm. It takes 3 to lynch.</p>"
    assert day_one_start(0, [(0, "<p>Rules</p>"), (9, planned)])[0] == 1
