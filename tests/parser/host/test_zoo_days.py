"""The catalogue of invented host posts, part 3: days starting and ending, read by
``day_starts`` (Day 1 starts at post 10; the posts given are the host's posts 20, 30, ...)
and ``ends_a_day``; Day 1's start by ``names_day_one``; the same wordings by the count's
phase markers (``marks``: one table, ``parser/host/phase_words.py``)."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import ends, marks, starts
from votecount.parser.host.opening import names_day_one

NIGHT = "<p>Night 1 has begun. Send in your actions.</p>"
STARTS = [
    ("Day 2 begins", "<p>Day 2 begins! With 7 alive, it takes 4 to lynch.</p>"),
    ("It is now Day 2", "<p>It is now Day 2.</p>"),
    ("Day 2 is now open", "<p>Day 2 is now open. Get voting.</p>"),
    ("Day 2 has started", "<p>Day 2 has started.</p>"),
    ("a heading in capitals", "<p><b>=== DAY TWO ===</b><br>The village wakes to grim news.</p>"),
    ("a heading, a number", "<p><b>Day 2</b><br>Morning comes to the village.</p>"),
    ("Day Two has begun", "<p>Day Two has begun.</p>"),
    ("D2 starts now", "<p>D2 starts now.</p>"),
    ("a vote count numbered by its day", "<p>Vote Count 2.0</p><p>Not voting: everyone</p>"),
    (
        "in a long flavour post",
        "<p>The rain had not stopped for three days. The mill creaked, the river rose, and the "
        "old bell in the square rang once, then twice, as if someone had pulled the rope "
        "in their sleep.</p><p>Thistle was found at the bottom of the well.</p>"
        "<p>It is now Day 2. Deadline in 72 hours.</p>",
    ),
    ("a day start after a night's end", "<p>Night 1 has ended.</p><p>Day 2 begins now.</p>"),
    ("Welcome to Day 2", "<p>Welcome to Day 2!</p>"),
    ("Dawn of Day 2", "<p><b>Dawn of Day 2</b></p>"),
    ("Day 2 is upon us", "<p>Good morning! Day 2 is upon us.</p>"),
    ("We are now in Day 2", "<p>We are now in Day 2.</p>"),
    ("It's now Day 2", "<p>It's now Day 2.</p>"),
    ("a phase header", "<p><b>Phase: Day 2</b><br>Deadline in 48 hours.</p>"),
    ("a current phase header", "<p>Current phase: Day 2 (ends Friday)</p><p>Votes below.</p>"),
]


@pytest.mark.parametrize("html", [h for _, h in STARTS], ids=[i for i, _ in STARTS])
def test_day_two_starts_after_the_night(html):
    assert starts(NIGHT, html) == [(2, 30)]


@pytest.mark.parametrize("html", [h for _, h in STARTS], ids=[i for i, _ in STARTS])
def test_day_two_starts_with_no_end_read(html):
    assert starts(html) == [(2, 20)]


ENDINGS = [
    ("lynched, a flip", "<p>Ivo was lynched. They were a Mafia Goon.</p>"),
    ("has been eliminated", "<p>Ivo has been eliminated.</p>"),
    ("Night 1 has begun", "<p>Night 1 has begun.</p>"),
    ("It is now Night 1", "<p>It is now Night 1. Night ends in 24 hours.</p>"),
    ("Night 1 has ended?", "<p>Day 1 has ended. Ivo was hanged.</p>"),
    ("Voting is closed", "<p>Voting is closed. Night falls.</p>"),
    ("No lynch today", "<p>The deadline has passed. No lynch today.</p>"),
    ("a no lynch reached", "<p>No lynch has been reached.</p>"),
    ("Day 1 is over", "<p>Day 1 is over.</p>"),
    ("End of Day 1", "<p><b>End of Day 1</b></p>"),
    ("the hammer line", "<p>Ivo (4) - Juno, Kestrel, Wren, Bramble HAMMER</p>"),
    ("Voting is now closed", "<p>Voting is now closed for Day 1.</p>"),
    ("Day 1 has ended", "<p>Day 1 has ended!</p>"),
    ("The day is over", "<p>The day is over.</p>"),
    ("has come to an end", "<p>Day 1 has come to an end.</p>"),
    ("It's Night 1", "<p>It's Night 1.</p>"),
    ("Nightfall", "<p>Nightfall.</p>"),
    ("the town as the subject", "<p>The town has lynched Ivo.</p>"),
    ("Deadline reached", "<p>Deadline reached. No lynch.</p>"),
    ("a night's phase header", "<p>Current phase: Night 1</p><p>Send in your actions.</p>"),
]


@pytest.mark.parametrize("html", [h for _, h in ENDINGS], ids=[i for i, _ in ENDINGS])
def test_a_day_ends(html):
    assert ends(html)


@pytest.mark.parametrize("html", [h for _, h in ENDINGS], ids=[i for i, _ in ENDINGS])
def test_the_next_morning_starts_day_two(html):
    morning = "<p>The sun rises. Kestrel was found dead.</p>"
    assert starts(html, morning) == [(2, 30)]


NOT_ENDINGS = [
    ("not lynched", "<p>Ivo was NOT lynched; the vote was 3 to 2.</p>"),
    ("a plan", "<p>If Ivo is lynched, the day ends at once.</p>"),
    ("a rule", "<p>Night falls when a player is lynched or the deadline passes.</p>"),
    ("a story", "<p>Long ago, when the day began with song, nobody was hanged in this town.</p>"),
    ("a question", "<p>Has Day 1 ended? No, not yet: 2 more votes for a lynch.</p>"),
    ("a deadline to come", "<p>Day 1 will end in 48 hours.</p>"),
    ("once", "<p>Once Ivo is lynched, night begins.</p>"),
    ("a rule of the deadline", "<p>Night falls at the deadline or at majority.</p>"),
    ("quoting the host", "<blockquote><cite>Lanternwick wrote:</cite>Ivo was lynched.</blockquote><p>Ha, as if.</p>"),
    # a rule or a request that names the day's end without ending it
    ("a request", "<p>Please don't post that Day 1 has ended until I say so.</p>"),
    ("do not say", "<p>Do not say Day 1 is over, I will post it myself.</p>"),
    ("a rule of the day's end", "<p>Day 1 ends when a majority is reached.</p>"),
    ("a rule, is over", "<p>Day 1 is over as soon as a majority is reached.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_ENDINGS], ids=[i for i, _ in NOT_ENDINGS])
def test_no_day_ends(html):
    assert not ends(html)


# the count's phase markers read the same wordings (a whole sentence, or a header)
MARKED = [
    ("Day 2 begins", "<p>Day 2 begins!</p>", [("start", "day", 2)]),
    ("Welcome to Day 2", "<p>Welcome to Day 2!</p>", [("start", "day", 2)]),
    ("We are now in Day 2", "<p>Hi all.</p><p>We are now in Day 2.</p>", [("start", "day", 2)]),
    ("D2 starts now", "<p>Hello.</p><p>D2 starts now.</p>", [("start", "day", 2)]),
    ("a phase header", "<p>Phase: Day 2</p>", [("start", "day", 2)]),
    ("a current phase header", "<p>Hello.</p><p>Current phase: Night 1</p>", [("start", "night", 1)]),
    ("Day 1 has ended", "<p>Hello.</p><p>Day 1 has ended!</p>", [("end", "day", 1)]),
    ("Voting is now closed", "<p>Hello.</p><p>Voting is now closed.</p>", [("end", None, None)]),
    ("has been eliminated", "<p>Hello.</p><p>Ivo has been eliminated.</p>", [("end", None, None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in MARKED],
                         ids=[i for i, _, _ in MARKED])  # fmt: skip
def test_the_phase_markers_read_the_same_wordings(html, want):
    assert marks(html) == want


@pytest.mark.parametrize("html", [h for _, h in NOT_ENDINGS], ids=[i for i, _ in NOT_ENDINGS])
def test_the_phase_markers_read_no_end(html):
    assert not [m for m in marks(html) if m[0] == "end"]


def test_a_day_that_will_start_later_has_not_started():
    assert starts("<p>Day 2 begins in 12 hours.</p>") == []
    assert starts("<p>Day 2 begins on Monday.</p>") == []


def test_the_day_after_a_game_over_never_starts():
    assert starts("<p>Ivo was lynched. Town wins!</p>", "<p>Day 2 begins.</p>") == []


DAY_ONE = [
    ("Day 1 has begun", "<p>Day 1 has begun!</p>"),
    ("It is now Day 1", "<p>It is now Day 1. Good luck.</p>"),
    ("Day One begins now", "<p>Day One begins now.</p>"),
    ("Day 1 is now open", "<p>Day 1 is now open!</p>"),
    ("Let Day 1 begin", "<p>Let Day 1 begin!</p>"),
]


@pytest.mark.parametrize("html", [h for _, h in DAY_ONE], ids=[i for i, _ in DAY_ONE])
def test_day_one_is_named(html):
    assert names_day_one(html) is not None


def test_day_one_to_come_is_not_named():
    assert names_day_one("<p>Day 1 will begin once all role PMs are confirmed.</p>") is None


# the day's final count, posted after the day ended, names the running day: no day start
FINAL_COUNTS = [
    (
        "a count headed by its day",
        "<p><b>Day 1, Votecount 6</b></p><p>Ivo (LYNCH): Juno, Kestrel, Wren, Bramble</p>"
        "<p>Juno (1): Ivo</p><p>Not voting (2): Thistle, Quince</p>",
    ),
    (
        "a count that says the day it is",
        "<p>==&gt; The Ninth Vote Count &lt;==</p><p>Ivo {4} - Juno, Kestrel, Wren, Bramble</p>"
        "<p>It is now day 1. The day 1 deadline is in 3 days.</p>",
    ),
]


@pytest.mark.parametrize("html", [h for _, h in FINAL_COUNTS], ids=[i for i, _ in FINAL_COUNTS])
def test_the_final_count_after_the_end_starts_no_day(html):
    assert starts(
        "<p>A lynch has been reached. Final VC and flip to come.</p>",
        html,
        "<p>Ivo was lynched. He was a Vanilla Townie. It is now Night 1.</p>",
        "<p>Kestrel was found dead this morning.</p>",
    ) == [(2, 50)]


def test_a_count_after_a_day_ended_by_its_own_final_count_starts_the_next_day():
    """The day's final count already posted (the count ended the day), the next count
    naming the running day is no final count: it opens the next day as before."""
    final = (
        "<p>Day 1 | Votecount 7</p><p>Ivo (4): Juno, Kestrel, Wren, Bramble [LYNCH]</p>"
        "<p>Not voting (1): Thistle</p>"
    )
    count = "<p>Day 1 | Votecount 8</p><p>Juno (1): Ivo</p><p>Not voting (3): Kestrel, Wren, Bramble</p>"
    assert starts(final, count) == [(2, 30)]


# days14: more wordings of a day's end, of the night, of the game's end
ENDINGS_14 = [
    ("That's a lynch!", "<p>That's a lynch! 12 hours of twilight, then the night.</p>"),
    ("That is a hammer", "<p>Juno votes Ivo. That is a hammer.</p>"),
    ("Day 1 ends with a no lynch", "<p>Day 1 ends with a No Lynch!</p>"),
    ("Day 1 ends in a no lynch", "<p>Day 1 Ends in a no lynch. Twilight for 12 hours.</p>"),
    ("ends with the lynch of", "<p>Day 1 ends with the lynch of Ivo.</p>"),
    ("a count titled by its lynch", "<p>Votecount 1.LYNCH</p><p>Ivo [5] - Juno, Kestrel, Wren</p>"),
    ("a final and only count", "<p>Final and Only Vote Count of Day One:</p><p>(4) Ivo: Juno</p>"),
    ("the night's deadline", "<p>Deadline for night actions is 72 hours from this post.</p>"),
    ("a night deadline header", "<p>Night Deadline: Friday 6 PM</p>"),
    ("until ... to submit a night action", "<p>No lynch then. You have until Thursday at noon to submit a night action.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in ENDINGS_14], ids=[i for i, _ in ENDINGS_14])
def test_a_day_ends_14(html):
    assert ends(html)
    assert starts(html, "<p>You all wake up. Nobody has died.</p>") == [(2, 30)]


NOT_ENDINGS_14 = [
    ("a lynch to come", "<p>That's a lynch if Wren votes too.</p>"),
    ("a question", "<p>Is that a lynch? Let me count.</p>"),
    ("a day's end to come", "<p>Day 1 ends in 48 hours.</p>"),
    ("a rule of the day's end", "<p>Day 1 ends with a majority vote or at the deadline.</p>"),
    ("a count titled with its rule", "<p>Vote Count 1.3: lynch takes 5</p><p>Ivo (2): Juno, Wren</p>"),
    ("a reminder of the night actions", "<p>Please submit night actions on time.</p>"),
    ("a night deadline to come", "<p>The night deadline will be 48 hours after the flip.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_ENDINGS_14], ids=[i for i, _ in NOT_ENDINGS_14])
def test_no_day_ends_14(html):
    assert not ends(html)


def test_a_players_that_s_a_lynch_ends_nothing():
    """Only the host's posts are read: a player's "That's a lynch!" is no host post; the
    host quoting it ends nothing either."""
    quoted = (
        "<blockquote><cite>Juno wrote:</cite>That's a lynch!</blockquote><p>Not yet, 4 of 5.</p>"
    )
    assert not ends(quoted)


def test_a_day_end_the_host_takes_back_starts_no_day():
    """ "Sorry, I miscounted: the day's still on": the majority stated next is the running
    day's, not the next day's; the real lynch later ends the day."""
    assert starts(
        "<p>A lynch has been reached. Flavour after I wake up.</p>",
        "<p>I made a mistake: with six alive it takes four to lynch! Sorry, the day's still on.</p>",
        "<p>Ivo was lynched, for real this time. He was a Vanilla Townie.</p>",
        "<p>With five alive, it takes three to lynch!</p>",
    ) == [(2, 50)]


def test_no_day_follows_a_win_condition():
    assert (
        starts(
            "<p>Ivo has been lynched on day one. He was a Mafia Goon. A win condition has been achieved!</p>",
            "<p>Dead thread and mafia thread are linked here.</p>",
        )
        == []
    )
    assert (
        starts(
            "<p>Endgame! Ivo, Vanilla Townie, was lynched day 1! Juno and Wren have won this game!</p>",
            "<p>Thanks for playing. Dead players thread is here.</p>",
        )
        == []
    )


def test_a_win_condition_rule_ends_no_game():
    """A rule in another sentence of the line ("The win condition is ...") ends nothing;
    "condition" only blocks the sentence that says it."""
    assert starts(
        "<p>Ivo was lynched. Remember: town wins when all scum are dead.</p>",
        "<p>Kestrel was found dead this morning.</p>",
    ) == [(2, 30)]


MARKED_14 = [
    ("That's a lynch!", "<p>Hello.</p><p>That's a lynch!</p>", [("end", None, None)]),
    ("Day 1 ends with a no lynch", "<p>Day 1 ends with a No Lynch!</p>", [("end", "day", 1)]),
    ("a count titled by its lynch", "<p>Hello.</p><p>Votecount 1.LYNCH</p>", [("end", None, None)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in MARKED_14],
                         ids=[i for i, _, _ in MARKED_14])  # fmt: skip
def test_the_phase_markers_read_the_same_wordings_14(html, want):
    assert marks(html) == want


def test_a_count_line_marked_as_the_lynch_ends_the_day():
    """The lynch's mark inside the count's line ("Ivo (LYNCH)- Juno; Wren; ..."), not at
    its end: the day ended; a wagon at L-2 ends nothing."""
    count = "<p>Ivo (LYNCH)- Juno; Wren; Kestrel; Bramble</p><p>Juno(1)- Ivo</p>"
    assert ends(count)
    assert not ends("<p>Ivo (2) - Juno, Wren (L-2)</p><p>Juno (1) - Ivo</p>")


def test_the_flip_told_as_a_story_then_the_night_opens_no_day():
    """After the final count, the flip told as a story ("the finality of death") reads
    like a morning's news; the host's "It is now Night 1" next says the day it opened
    had not started: Day 2 starts with the morning after the night."""
    assert starts(
        "<p>Official Vote Count</p><p>Ivo (5): Juno, Wren, Kestrel, Bramble, Quince (Lynched!)</p>"
        "<p>Juno (1): Ivo</p>",
        "<p>Ivo stood on the stage; the finality of death struck him.</p>",
        "<p>It is now night one. Send your actions.</p>",
        "<p>A new day dawns. Kestrel was found dead. Day 2 begins now!</p>",
    ) == [(2, 50)]


def test_waiting_for_the_game_over_is_no_game_over():
    assert starts(
        "<p>Ivo was lynched. Don't need to wait for me to declare game over.</p>",
        "<p>Kestrel was found dead this morning.</p>",
    ) == [(2, 30)]
    assert starts(
        "<p>Ivo was lynched. The game is not over.</p>", "<p>Kestrel was found dead.</p>"
    ) == [(2, 30)]
