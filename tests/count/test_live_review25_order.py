"""``pipeline.thread_order``'s lower-id test reviewed (issue 25, review25c): guards
around the round's rule in Berlin's repeated hour (25 October 2026, 02:00-03:00 CEST
twice). Invented posts; read the same way with the round's rule, none a misfire."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from votecount.count.pipeline import thread_order
from votecount.parser.model import Post

BERLIN = "Europe/Berlin"
utc = lambda *a: datetime(2026, 10, 25, *a, tzinfo=UTC)  # noqa: E731


def _post(post_id: str, number: int, when: datetime, raw: str | None) -> Post:
    return Post("t", post_id, number, "Ivo", when, "<p>x</p>", time_raw=raw, time_zone=BERLIN)


def _times(*posts: Post) -> tuple[list[str], list[str]]:
    order = thread_order(posts)
    return [p.created_at.strftime("%H:%M") for p in order.posts], [i for _, i in order.redated]


@pytest.mark.parametrize(
    ("posts", "times", "redated"),
    [
        # a post moved in (id 50) takes the time above; the next post, made after the
        # first 02:30, is the second 02:10 (the moved post does not hold it back)
        (
            [("100", "02:30", 30), ("50", "02:05", 5), ("101", "02:10", 10)],
            ["00:30", "00:30", "01:10"],
            ["50"],
        ),
        # numbered as made: the second hour, as before the round
        (
            [("100", "02:50", 50), ("101", "02:05", 5), ("102", "02:10", 10)],
            ["00:50", "01:05", "01:10"],
            [],
        ),
        # ids that are no numbers say nothing of the order made
        ([("a9", "02:50", 50), ("a1", "02:05", 5)], ["00:50", "01:05"], []),
        # the first post of the thread has no post above
        ([("50", "02:05", 5), ("100", "02:50", 50)], ["00:05", "00:50"], []),
    ],
)
def test_the_lower_id_test_in_the_repeated_hour(posts, times, redated):
    made = [
        _post(i, n, utc(0, minute), f"25 Oct 2026 {clock}")
        for n, (i, clock, minute) in enumerate(posts, start=1)
    ]
    assert _times(*made) == (times, redated)


def test_a_lower_id_outside_the_repeated_hour_takes_the_time_above():
    made = [
        _post("100", 1, utc(5, 50), "25 Oct 2026 06:50"),
        _post("50", 2, utc(5, 5), "25 Oct 2026 06:05"),
        _post("101", 3, utc(6, 0), "25 Oct 2026 07:00"),
    ]
    assert _times(*made) == (["05:50", "05:50", "06:00"], ["50"])
