"""Errors raised while talking to a forum.

ScrapeError (Exception)
├── FetchError            an HTTP request failed for good (url, status)
│   └── RateLimited       the forum kept answering 429 after every retry
├── ParseError(ValueError) a page or JSON document did not have the expected shape
└── AuthError             login / API key refused (never carries the secret)
"""

from __future__ import annotations


class ScrapeError(Exception):
    """Base of every scraper error."""


class FetchError(ScrapeError):
    def __init__(self, url: str, status: int | None, message: str = "") -> None:
        self.url = url
        self.status = status
        what = f"HTTP {status}" if status is not None else "no response"
        super().__init__(f"{what} from {url}" + (f": {message}" if message else ""))


class RateLimited(FetchError):
    pass


class ParseError(ScrapeError, ValueError):
    def __init__(self, where: str, message: str) -> None:
        self.where = where
        super().__init__(f"{where}: {message}")


class AuthError(ScrapeError):
    pass
