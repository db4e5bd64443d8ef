"""The named positions of events inside one post (``tally.events.Order``): their values
and their order are part of the replay contract (the parse cache and every as-of cut-off
rely on them), so they are pinned here."""

from __future__ import annotations

from datetime import UTC, datetime

from votecount.tally.events import (
    INDEX_HOST,
    INDEX_PHASE_CLOSE,
    INDEX_PHASE_END,
    INDEX_PHASE_START,
    Order,
    PostRef,
    PublicPost,
    Vote,
    sort_events,
)


def test_positions_are_pinned():
    assert {o.name: int(o) for o in Order} == {
        "SUB_PHASE_PLAN": -9,
        "HOST_NOTICE": -5,
        "SCHEDULED": -4,
        "PUBLIC_POST": -3,
        "HOST": -2,
        "PHASE_START": -1,
        "FIRST_COMMAND": 0,
        "EDIT_NOTICE": 9_000,
        "PHASE_END": 1_000_000,
        "AFTER_CLOSE": 1_000_001,  # issue 27: a host's change at a closing post
        "END_OF_POST": 10**12,
    }
    assert (INDEX_HOST, INDEX_PHASE_START, INDEX_PHASE_END) == (-2, -1, 1_000_000)
    assert Order.PHASE_CLOSE == INDEX_PHASE_CLOSE == -4  # a host's close, where SCHEDULED is


def test_declaration_order_is_application_order():
    assert list(Order) == sorted(Order)


def test_a_post_applies_in_order_and_refs_keep_plain_ints():
    ref = PostRef("p1", 5, datetime(2026, 1, 1, tzinfo=UTC))
    post = PublicPost(ref.at(Order.PUBLIC_POST), "amber")
    vote = Vote(ref.at(Order.FIRST_COMMAND), "amber", "basil")
    assert sort_events([vote, post]) == [post, vote]
    assert type(ref.at(Order.HOST).index) is int
