"""What posting back talks to: the ``Forum`` protocol a forum client implements, the
posts it reads back (``Remote``), the credentials it logs in with (``Login``, ``Secret``)
and the errors it raises. ``post.py`` drives a forum; ``discourse.py`` and
``phpbb.py`` implement one each; both import this module, never each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from votecount.scraper.errors import ScrapeError


# -- errors ---------------------------------------------------------------------------------
class PostError(ScrapeError):
    """Posting failed; the message never carries a credential.

    PostError
    ├── PostRejected      the forum refused it (422, invalid form, flood): nothing posted
    ├── PostRateLimited   429: nothing posted; ``wait`` seconds before trying again
    ├── PostUncertain     no answer (timeout, 5xx): it may have landed, read the thread
    ├── PostRecordFailed  it landed, the database could not record it: the next run will
    └── TooManyInARow     our account made the last posts of the thread
    """


class PostRejected(PostError):
    pass


class PostRateLimited(PostError):
    def __init__(self, message: str, wait: float) -> None:
        super().__init__(message)
        self.wait = wait


class PostUncertain(PostError):
    pass


class TooManyInARow(PostError):
    pass


class PostRecordFailed(PostError):
    """The count landed but votecount.db could not record it (the next run will)."""


# -- what a forum client offers -------------------------------------------------------------
@dataclass(frozen=True)
class Remote:
    """A post as read from the forum: ``text`` is its raw source or its HTML."""

    post_id: str
    author: str
    text: str
    url: str = ""
    number: int | None = None


class Forum(Protocol):
    engine: str

    def login(self) -> str:
        """Authenticate (once); return the username we post as."""
        ...

    def latest(self, count: int = 20) -> list[Remote]:
        """The thread's last ``count`` posts, oldest first."""
        ...

    def create(self, body: str) -> Remote: ...

    def edit(self, post_id: str, body: str) -> Remote: ...

    def read(self, post_id: str) -> Remote | None: ...


@dataclass(frozen=True)
class Secret:
    """A credential: ``repr`` and ``str`` never show it."""

    value: str = field(repr=False)

    def __str__(self) -> str:
        return "***"


@dataclass(frozen=True)
class Login:
    """Which credentials the environment gave. ``kind``: api_key | user_api_key | password."""

    kind: str
    username: str = ""
    secret: Secret = field(default_factory=lambda: Secret(""), repr=False)
    client_id: str = ""
