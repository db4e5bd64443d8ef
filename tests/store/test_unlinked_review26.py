"""Store._unlinked_poster reviewed (review26c): a profile id shown under a name the
thread's stored posts hold under no account is that poster only when those posts came
before the account's last post under its stored name (one link under several people who
post side by side); a name stored only after it is the account's new name (a forum that
prints each post's name as posted showed the id under the old and the new name on one
page: the rename was missed). Made-up posts and ids."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from votecount.parser.model import Post
from votecount.scraper.base import Batch
from votecount.store.db import Store

T = "forum.example/t/26"
START = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


def _stored(pages: list[list[tuple[str, str]]]) -> tuple[list[str], list[tuple[str, str]]]:
    """Each page (author, account id or "" for none) stored as one batch: the authors
    stored, in thread order, and the renames reported."""
    store = Store(":memory:", clock=lambda: START)
    number, renamed = 0, []
    for page in pages:
        posts = []
        for author, account in page:
            number += 1
            post = Post(
                thread=T,
                post_id=str(500 + number),
                number=number,
                author=author,
                author_name=author,
                created_at=START + timedelta(minutes=number),
                html=f"<p>post {number}</p>",
                raw=f"post {number}",
                url=f"https://forum.example/t/26/{number}",
            )
            posts.append((post, account))
        batch = Batch(
            tuple(p for p, _ in posts), accounts=tuple((p.post_id, a) for p, a in posts if a)
        )
        renamed += store.save_batch(T, batch).renamed
    rows = store.conn.execute("select author from posts where thread = ? order by number", [T])
    return [r[0] for r in rows], list(renamed)


@pytest.mark.parametrize(
    ("pages", "authors", "renamed"),
    [
        # the fix: Kes's posts (no id: the page showed id 7 as Ivo and as Kes) all come
        # after Ivo's, so id 7 shown as Kes is Ivo renamed
        ([[("Ivo", "7")], [("Ivo", ""), ("Kes", "")], [("Kes", "7")]],
         ["Ivo", "Ivo", "Kes", "Ivo"], [("Ivo", "Kes")]),
        ([[("Ivo", "7"), ("Juno", "8")], [("Ivo", ""), ("Kes", ""), ("Kes", "")],
          [("Juno", "8"), ("Kes", "7")]],
         ["Ivo", "Juno", "Ivo", "Kes", "Kes", "Juno", "Ivo"], [("Ivo", "Kes")]),
        # guards (live26): one link under two people posting side by side
        ([[("Dunmore", ""), ("Ellowyn", "")], [("Dunmore", "42")], [("Ellowyn", "42")]],
         ["Dunmore", "Ellowyn", "Dunmore", "Ellowyn"], []),
        ([[("Dunmore", ""), ("Ellowyn", "")], [("Ellowyn", "42")], [("Dunmore", "42")],
          [("Ellowyn", "42")]],
         ["Dunmore", "Ellowyn", "Ellowyn", "Dunmore", "Ellowyn"], []),
        # guards: a rename to a name new to the thread, a swap
        ([[("Ivo", "7")], [("Kes", "7"), ("Kes", "7")]], ["Ivo", "Ivo", "Ivo"],
         [("Ivo", "Kes")]),
        ([[("Ivo", "7"), ("Juno", "8")], [("Juno", "7"), ("Ivo", "8")]],
         ["Ivo", "Juno", "Ivo", "Juno"], [("Ivo", "Juno"), ("Juno", "Ivo")]),
    ],
)  # fmt: skip
def test_an_unlinked_name_is_another_poster_only_beside_the_accounts_posts(pages, authors, renamed):
    assert _stored(pages) == (authors, renamed)
