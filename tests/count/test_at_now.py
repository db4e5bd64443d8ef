"""``count.at_now``: the posts as they stood at a clock, from invented posts."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

from votecount.count.at_now import as_at, changed_after, listing_at, revisions_at
from votecount.parser.model import Post

T0 = datetime(2026, 4, 1, 12, 0, tzinfo=UTC)


def post(number: int, hours: float, html: str, edited: float | None = None) -> Post:
    return Post(
        thread="t",
        post_id=str(100 + number),
        number=number,
        author="ann",
        author_name="Ann",
        created_at=T0 + timedelta(hours=hours),
        html=html,
        edited_at=T0 + timedelta(hours=edited) if edited is not None else None,
    )


FIRST = post(1, 1, "<p>vote Bob</p>")
EDITED = replace(FIRST, html="<p>vote Cid</p>", edited_at=T0 + timedelta(hours=5), version=2)
LATER = post(2, 4, "<p>vote Dee</p>")
HISTORY = {("t", "101"): [FIRST, EDITED]}


def revisions(thread: str, post_id: str) -> list[Post]:
    return HISTORY.get((thread, post_id), [])


def test_what_happened_after_now():
    assert changed_after([EDITED, LATER], T0 + timedelta(hours=3))  # both
    assert changed_after([EDITED], T0 + timedelta(hours=4))  # the edit
    assert not changed_after([EDITED, LATER], T0 + timedelta(hours=5))


def test_a_later_post_is_left_out_and_a_later_edit_unseen():
    posts, revs = as_at([EDITED, LATER], T0 + timedelta(hours=3), revisions)
    assert [p.html for p in posts] == ["<p>vote Bob</p>"]  # the original counts
    assert revs is not None and revs("t", "101") == [FIRST]


def test_after_the_edit_the_edited_version_counts():
    posts, _ = as_at([EDITED, LATER], T0 + timedelta(hours=6), revisions)
    assert [p.html for p in posts] == ["<p>vote Cid</p>", "<p>vote Dee</p>"]


def test_without_a_stored_history_the_post_is_read_as_stored():
    posts, revs = as_at([EDITED], T0 + timedelta(hours=3), None)
    assert posts == [EDITED] and revs is None
    assert revisions_at(None, T0) is None


def test_a_post_or_an_edit_made_at_now_has_happened():
    # inclusive, as the live clock's "a stored post has happened" (review15b)
    posts, _ = as_at([EDITED, LATER], T0 + timedelta(hours=4), revisions)
    assert [p.html for p in posts] == ["<p>vote Bob</p>", "<p>vote Dee</p>"]
    posts, _ = as_at([EDITED], T0 + timedelta(hours=5), revisions)
    assert [p.html for p in posts] == ["<p>vote Cid</p>"]
    assert not changed_after([EDITED, LATER], T0 + timedelta(hours=5))


def test_the_version_then_is_the_last_made_by_now_in_any_stored_order():
    # a history read from the forum after a later edit was seen: stored out of time order
    mid = replace(FIRST, html="<p>vote Eve</p>", edited_at=T0 + timedelta(hours=2), version=2)
    last = replace(EDITED, version=3)
    HISTORY[("t", "102")] = [replace(p, post_id="102") for p in (FIRST, last, mid)]
    try:
        current = replace(last, post_id="102", edited_at=T0 + timedelta(hours=6))
        then = [as_at([current], T0 + timedelta(hours=h), revisions)[0] for h in (3, 5.5)]
    finally:
        del HISTORY[("t", "102")]
    assert [[p.html for p in posts] for posts in then] == [["<p>vote Eve</p>"], ["<p>vote Cid</p>"]]


def test_a_post_found_gone_after_now_is_read_as_still_listed():
    gone = replace(LATER, deleted=True, gone=True)
    found = {("t", "102"): [(T0 + timedelta(hours=6), None, False)]}
    assert listing_at(found, T0 + timedelta(hours=7)) == {}  # found gone by then
    listed = listing_at(found, T0 + timedelta(hours=5))
    assert listed == {("t", "102"): (False, False)}
    posts, _ = as_at([FIRST, gone], T0 + timedelta(hours=5), None, listed)
    assert [(p.gone, p.deleted, p.countable) for p in posts] == [(False, False, True)] * 2
    posts, _ = as_at([FIRST, gone], T0 + timedelta(hours=7), None, {})
    assert posts[1].gone and not posts[1].countable


def test_a_post_restored_later_is_read_gone_inside_its_absence():
    """Found gone at 6, listed again at 8 (stored listed now): gone at 7 only."""
    back = {("t", "102"): [(T0 + timedelta(hours=6), T0 + timedelta(hours=8), False)]}
    assert listing_at(back, T0 + timedelta(hours=5)) == {}
    assert listing_at(back, T0 + timedelta(hours=8)) == {}
    assert listing_at(back, T0 + timedelta(hours=7)) == {("t", "102"): (True, True)}
    posts, _ = as_at(
        [FIRST, LATER], T0 + timedelta(hours=7), None, listing_at(back, T0 + timedelta(hours=7))
    )
    assert [(p.gone, p.countable) for p in posts] == [(False, True), (True, False)]


def test_a_post_gone_twice_is_read_by_the_window_now_falls_in():
    twice = {("t", "102"): [(T0 + timedelta(hours=2), T0 + timedelta(hours=4), True),
                            (T0 + timedelta(hours=6), None, False)]}  # fmt: skip
    at = {h: listing_at(twice, T0 + timedelta(hours=h)) for h in (1, 3, 5, 7)}
    assert at == {1: {("t", "102"): (False, True)}, 3: {}, 5: {("t", "102"): (False, False)}, 7: {}}
