"""``votecount.count.markers.announcements``: the usual wordings of phase announcements on any
line of a host post, and ordinary sentences that are not announcements."""

from __future__ import annotations

import pytest

from votecount.count.markers import announcements
from votecount.count.phase_markers import last_start
from votecount.tally.events import PhaseKind

D, N = PhaseKind.DAY, PhaseKind.NIGHT


def said(*lines: str) -> list[tuple[str, PhaseKind | None, int | None]]:
    return [(a.kind, a.phase, a.number) for a in announcements(list(lines))]


@pytest.mark.parametrize(
    ("lines", "want"),
    [
        (["Welcome!", "Day 1 has begun."], [("start", D, 1)]),
        (["Dawn.", "Nobody died.", "It is now Night 1"], [("start", N, 1)]),
        (
            ["Thanks.", "Voting has closed. Night 2 has begun."],
            [("end", None, None), ("start", N, 2)],
        ),
        (["Day 2 is over."], [("end", D, 2)]),
        (["A word.", "End of Day three"], [("end", D, 3)]),
        (["Recap", "Gideon was lynched. Night 2 begins!"], [("end", None, None), ("start", N, 2)]),
        (["Note", "Nobody was executed."], [("end", None, None)]),
        (["**Day 2**"], [("start", D, 2)]),
        (["Night 1: amber was lynched."], [("start", N, 1), ("end", None, None)]),
        (["Update", "The deadline is extended by 24 hours."], [("extension", None, None)]),
        (["Day 2 begins. With 7 alive it takes 4."], [("start", D, 2)]),
        # the wording as its sentence's main clause
        (["Hi", "And so, Day 2 begins at last."], [("start", D, 2)]),
        (["Hi", "The sun rises, and Day 2 begins."], [("start", D, 2)]),
        (["Hi", "Day 3 has begun, good luck!"], [("start", D, 3)]),
        (["Hi", "Once again, Night 2 has fallen."], [("start", N, 2)]),
        # the night with no number ends the day
        (["Hi", "With that, night falls."], [("end", None, None)]),
        (["Hi", "Night has fallen."], [("end", None, None)]),
        (["Hi", "Sorry, I miscounted: the day's still on."], [("resume", None, None)]),
    ],
)
def test_announcements(lines, want):
    assert said(*lines) == want


@pytest.mark.parametrize(
    "lines",
    [
        ["Hello", "Day 2 ends at 18:00 UTC."],
        ["Hello", "I think Day 1 was fun."],
        ["Hello", "Ezra was lynched yesterday, remember?"],
        ["Hello", "Nominations are open until 18:00 UTC."],
        ["Day 2 vote count"],
        ["Rules", "Whoever has the most votes at the end of the day is lynched."],
        ["Rules", "Once a player reaches a majority, he is lynched."],
        ["Hello", "If Bob were lynched, what then?"],
        ["A recap for the new player", "Stuff was said. People were lynched. Many were killed."],
        ["Hello", "Players have been lynched and folks were executed, but so what."],
        # a start on a condition, to come or hoped for
        ["Hello", "Day 2 begins when I post the flip."],
        ["Hello", "And if Day 2 begins before the weekend, fine."],
        ["Hello", "Day 2 begins in 24 hours."],
        ["Hello", "The rules say Day 2 begins at 8pm."],
        ["Hello", "I hope Day 2 begins soon."],
        ["Hello", "Day 2 begins, but only once the flips are up."],
        ["Hello", "After Day 2 starts, you may vote."],
        ["Hello", "Night falls when a player is lynched."],
        ["Hello", "He said that Day 2 begins now."],
        ["Day 2 begins when I post the flip"],
    ],
)
def test_not_announcements(lines):
    assert said(*lines) == []


def test_extension_amount():
    (ext,) = announcements(["Hi", "Day 2 has been extended by 90 min."])
    assert ext.kind == "extension" and ext.hours == 1.5


def test_a_title_naming_what_the_phase_brought_is_no_start():
    assert said("Day 1 Lynch", "Juno, Vanilla Townie, lynched Day 1") == []
    assert said("Night 2 Kills", "No one dies during the night", "Day 3 begins now") == [
        ("start", D, 3)
    ]
    assert said("Day 2: Ada was found dead") == [("start", D, 2)]


def test_of_a_posts_phase_starts_the_last_stands():
    read = announcements(["Night 1", "Ivo was killed.", "Day 2 has started"])
    assert [(a.phase, a.number) for a in read] == [(N, 1), (D, 2)]
    assert [(a.kind, a.phase, a.number) for a in last_start(read)] == [("start", D, 2)]
    closing = announcements(["Juno was lynched.", "Night 1 begins."])
    assert last_start(closing) == closing


def test_a_lynch_naming_its_day_ends_that_day():
    """A flip line naming its day is no recap ("Mulch has been lynched Day 3!"); a recap
    word beside it still is one."""
    (end,) = announcements(["Hi", "Wren, Mafia Goon, has been lynched on Day 3."])
    assert (end.kind, end.phase, end.number, end.flip) == ("end", D, 3, True)
    assert said("Hi", "Ivo has been lynched Day 2! He was a...") == [("end", D, 2)]
    assert said("Hi", "Yesterday, Ivo was lynched on Day 2.") == []
    assert said("Rules", "If Ivo is lynched Day 1, night falls.") == []
    assert said("Day 1 Lynch", "Juno, Vanilla Townie, lynched Day 1") == []
