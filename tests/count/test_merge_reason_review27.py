"""``mod_edits.merged_unseen`` reads a merge only from Discourse's own reason (review27c):
"A post was merged in by NAME" / "N posts were merged in by NAME". A moderator's own
words that say "merge" ("merged votes", "merge conflict fixed") are a write-in's reason,
not a merge the forum made: the vote written in stays the moderator's."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from votecount.count.mod_edits import merged_unseen
from votecount.parser.model import Post

START = datetime(2026, 3, 2, 18, 0, tzinfo=UTC)


def _versions(reason: str, kept: bool = True) -> list[Post]:
    """Marlow's post, then the host's version of it (Marlow's line kept, a vote added)."""
    first = Post(
        thread="forum.example/t/9",
        post_id="501",
        number=12,
        author="Marlow",
        created_at=START,
        html="<p>Still reading the thread.</p>",
    )
    body = ("<p>Still reading the thread.</p>" if kept else "") + "<p><b>vote Saffron</b></p>"
    ruled = replace(
        first,
        html=body,
        version=2,
        editor="Bramblehost",
        edit_reason=reason,
        edited_at=START + timedelta(hours=1),
    )
    return [first, ruled]


def _read(reason: str, kept: bool = True) -> list[Post]:
    revs = _versions(reason, kept)
    return merged_unseen(revs[-1], revs, revs[-1], lambda: [], lambda p: p)


DISCOURSE = [
    "A post was merged in by Bramblehost",
    "a post was merged in by bramblehost",
    "2 posts were merged in by Bramblehost",
    "17 posts were merged in by Bramblehost",
    "A post was merged in by Brämble_host",
    "An post was merged in by Bramblehost",  # a hand-made locale's article
    "One post was merged in by Bramblehost",
]


@pytest.mark.parametrize("reason", DISCOURSE)
def test_discourses_merge_reason_reads_a_merge(reason):
    assert len(_read(reason)) == 1


OWN_WORDS = [
    "merge",
    "merged",
    "merged votes",
    "Merged votes",
    "merge conflict fixed",
    "fixed the merge",
    "merged the vote from the host's PM",
    "vote merged in per ruling",
    "merging Marlow's votes",
    "merges",
    "not a merge: host's ruling",
    "merged in by the host",
    "merged in by Bramblehost",
    "Post merged",
    "posts merged",
    "A post was merged",
    "A post was merged in",
    "votes were merged in by request",
    "the vote was merged in by Bramblehost",
    "Host: a post was merged in by Bramblehost, then the vote fixed",
    "MERGE",
    "merged w/ the vote count",
    "Zusammengeführt von Bramblehost",
    "",
    "typo",
    "vote written in",
]


@pytest.mark.parametrize("reason", OWN_WORDS)
def test_a_reason_in_a_moderators_own_words_reads_no_merge(reason):
    """A moderator's reason that is not Discourse's merge (review27c: every reason holding
    "merge" read as one, the written-in vote counted as the player's)."""
    assert _read(reason) == []


def test_discourses_reason_on_a_version_that_dropped_the_players_text():
    """Guard (live27): the reason is Discourse's, but the version no longer holds the
    player's own text: no merge."""
    assert _read("A post was merged in by Bramblehost", kept=False) == []


def _after(authors: dict[int, str]) -> list[Post]:
    """Discourse's merge into Marlow's post 12, the store's posts ``authors`` (number ->
    author) before it."""
    revs = _versions("A post was merged in by Bramblehost")
    held = {("forum.example/t/9", n): a.casefold() for n, a in authors.items()}
    return merged_unseen(revs[-1], revs, revs[-1], lambda: [], lambda p: p, lambda: held)


def _thread(**kw: str) -> dict[int, str]:
    """Posts 1 to 11 by Ivo, then ``n5="Marlow"`` and the like; ``gap=n`` leaves n out."""
    gaps = {int(v) for k, v in kw.items() if k.startswith("gap")}
    out = {n: "Ivo" for n in range(1, 12) if n not in gaps}
    out |= {int(k[1:]): v for k, v in kw.items() if k.startswith("n")}
    return out


@pytest.mark.parametrize(
    ("authors", "read"),
    [
        (_thread(gap="11"), True),  # the post right before was taken out
        (_thread(gap="10", n11="Marlow"), True),  # his own post between
        (_thread(gap="9", n10="marlow", n11="MARLOW"), True),  # his own, any case
        (_thread(gap="10"), False),  # Ivo's post 11 between
        (_thread(gap="9", n10="Marlow"), False),  # Ivo's post 11 between
        (_thread(), False),  # nothing taken out before it
        (_thread(n11="Marlow"), False),  # only his own posts, no gap: nothing merged
        ({}, True),  # a thread of which nothing before is held
    ],
)
def test_a_merge_is_read_only_right_after_a_gap(authors, read):
    """The merged text comes dated at the kept post: it is read only when the posts
    taken out lie right before it, with only the author's own posts between (review27c:
    a vote merged across the host's day start counted the next day)."""
    assert bool(_after(authors)) is read
