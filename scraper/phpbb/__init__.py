"""phpBB 3 (prosilver) and MafiaScum adapter: ``viewtopic.php`` pages in, ``Post``s out.
What it reads from a page: ``pages.py``; the login for private topics and for posting:
``login.py``.

Pages are addressed by ``start``; MafiaScum also takes ``ppp`` (1…200; 200 by default on
mafiascum hosts). A ``start`` past the end serves the last page again, which the shared
walk in ``html_common`` detects.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import tzinfo
from urllib.parse import urlsplit

from ..base import register
from ..errors import AuthError
from ..html_common import Credentials, Page
from ..http import Http
from ..keys import looks_like_phpbb  # noqa: F401  (one detector, URL only)
from ..paged import PagedAdapter
from .login import login
from .pages import DATE_FORMATS, parse_page, thread_key_of, topic_id_of

__all__ = [
    "DATE_FORMATS",
    "MAX_PPP",
    "PhpbbAdapter",
    "TopicUrl",
    "login",
    "parse_page",
    "thread_key_of",
    "topic_id_of",
]

MAX_PPP = 200


# -- the adapter ---------------------------------------------------------------------------
@dataclass(frozen=True)
class TopicUrl:
    """A topic's address: the board's root (``https://host/forum/``), the topic id and
    the ``&ppp=N`` MafiaScum pages are asked with ("" for none)."""

    root: str
    topic_id: int
    ppp: str = ""

    @classmethod
    def of(cls, url: str, ppp: int | None = None) -> TopicUrl:
        topic = topic_id_of(url)
        parts = urlsplit(url)
        if topic is None or not parts.scheme or "viewtopic.php" not in parts.path:
            raise ValueError(f"not a phpBB topic URL: {url!r} (expected …/viewtopic.php?t=123)")
        root = f"{parts.scheme}://{parts.netloc}{parts.path.rsplit('/', 1)[0]}/"
        return cls(root, topic, f"&ppp={ppp}" if ppp else "")

    @property
    def key(self) -> str:
        return thread_key_of(f"{self.root}viewtopic.php?t={self.topic_id}")

    def page(self, index: int, per_page: int | None = None) -> str:
        start = (index - 1) * (per_page or 0)
        return f"{self.root}viewtopic.php?t={self.topic_id}&start={start}{self.ppp}"

    def post(self, post_id: str) -> str:
        return f"{self.root}viewtopic.php?p={post_id}{self.ppp}"


@register("phpbb", detect=looks_like_phpbb)
class PhpbbAdapter(PagedAdapter):
    """One phpBB topic. ``url`` is any ``viewtopic.php?t=N`` URL of it.

    Options: ``timezone`` (IANA name of the board's display zone; default: the zone the
    page's footer states, else UTC; MafiaScum showed fixed UTC-5 to guests in 2011,
    i.e. ``Etc/GMT+5``), ``ppp`` (MafiaScum's
    posts-per-page parameter, 1…200, default 200 on mafiascum hosts), ``per_page`` (the
    board's posts per page when ``ppp`` is not sent; learned from page 1 otherwise),
    ``credentials`` (for private topics; the caller reads them from the environment),
    ``mafiascum`` (force the MafiaScum dialect on or off; default: by host name),
    ``date_formats`` (extra strptime formats tried first).
    """

    engine = "phpbb"
    first_number = 0
    where: TopicUrl

    def __init__(
        self,
        http: Http,
        url: str,
        *,
        timezone: str | tzinfo | None = None,
        ppp: int | None = None,
        per_page: int | None = None,
        credentials: Credentials | None = None,
        mafiascum: bool | None = None,
        date_formats: Iterable[str] = (),
        clock=None,
    ) -> None:
        TopicUrl.of(url)  # a URL of another shape fails before the options are checked
        host = urlsplit(url).netloc.lower()
        self.mafiascum = "mafiascum" in host if mafiascum is None else mafiascum
        if ppp is None and self.mafiascum:
            ppp = MAX_PPP
        if ppp is not None and not 1 <= ppp <= MAX_PPP:
            raise ValueError(f"ppp must be between 1 and {MAX_PPP}, not {ppp}")
        self.ppp = ppp
        super().__init__(
            http,
            url,
            timezone=timezone,
            per_page=self.ppp or per_page,
            date_formats=date_formats,
            clock=clock,
        )
        self.root = self.where.root
        self.topic_id = self.where.topic_id
        self.credentials = credentials
        self.logged_in = False

    def locate(self, url: str) -> TopicUrl:
        return TopicUrl.of(url, self.ppp)

    def page_url(self, index: int) -> str:
        return self.where.page(index, self.per_page)

    def parse(self, text: str, url: str, index: int | None) -> Page:
        start = (index - 1) * self.per_page if index and self.per_page else None
        return parse_page(text, url, start=start, per_page=self.per_page, **self.parse_options())

    def prepare(self) -> None:
        if self.credentials is not None and not self.logged_in:
            login(self.http, self.root, self.credentials)
            self.logged_in = True

    def get_page(self, url: str, index: int | None) -> Page:
        """A page; when it shows the login form though this sync logged in (the forum
        ended the session while the sync read), log in again once and ask again (live27:
        the sync stopped with "pass credentials", the posts after that page unread)."""
        try:
            return super().get_page(url, index)
        except AuthError:
            if not self.logged_in:
                raise
            self.logged_in = False
            self.prepare()
            try:
                return super().get_page(url, index)
            except AuthError as again:  # logged in twice, still the form: not a lapse
                raise AuthError(
                    f"{url}: the forum still shows a login form after votecount logged in "
                    "again: the account may not be allowed to read this topic, or the forum "
                    "does not keep its session"
                ) from again
