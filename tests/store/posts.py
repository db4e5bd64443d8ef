"""Hand-made ``Post`` values of a made-up thread for the store's tests: post N by one of
three users, N minutes after START."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from votecount.parser.model import Post

T = "forum.example/t/7"
T2 = "forum.example/t/8"
START = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)


def post(number: int, thread: str = T, text: str | None = None, **kw) -> Post:
    return Post(
        thread=thread,
        post_id=str(1000 + number),
        number=number,
        author=f"user{number % 3}",
        author_name=f"User {number % 3}",
        created_at=START + timedelta(minutes=number),
        html=f"<p>{text or f'post {number}'}</p>",
        raw=text or f"post {number}",
        url=f"https://forum.example/t/x/7/{number}",
        **kw,
    )
