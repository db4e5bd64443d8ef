"""The one place that talks HTTP: timeouts, bounded retries with backoff, 429 handling
(``Retry-After`` and Discourse's ``extras.wait_seconds``), a minimum interval between
requests, a clear User-Agent, and typed errors.

Never retries a POST blindly: ``post`` makes exactly one attempt unless the caller passes
``retry_if_safe`` (a callable that checks whether the first attempt landed).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping
from typing import Any

import requests

from .errors import FetchError, RateLimited

USER_AGENT = "votecount/0.1 (forum game vote counter; +https://pypi.org/project/votecount/)"
RETRY_STATUSES = {429, 500, 502, 503, 504}
# a malformed URL fails the same way every time: no point retrying it
_NOT_RETRIED = (
    requests.exceptions.MissingSchema,
    requests.exceptions.InvalidSchema,
    requests.exceptions.InvalidURL,
)
_ERRNO = re.compile(r"\[Errno -?\d+\] ([^'\"()]+)")


class Http:
    """A polite HTTP client. ``sleep`` and ``clock`` are injectable for tests."""

    def __init__(
        self,
        session: requests.Session | None = None,
        *,
        timeout: float = 30.0,
        attempts: int = 5,
        backoff: float = 1.0,
        max_wait: float = 300.0,
        min_interval: float = 0.25,
        headers: Mapping[str, str] | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        on_retry: Callable[[str, str, float], None] | None = None,
    ) -> None:
        self.session = session or requests.Session()
        self.session.headers.setdefault("User-Agent", USER_AGENT)
        self.session.headers["User-Agent"] = USER_AGENT
        if headers:
            self.session.headers.update(headers)
        self.timeout = timeout
        self.attempts = attempts
        self.backoff = backoff
        self.max_wait = max_wait
        self.min_interval = min_interval
        self.sleep = sleep
        self.clock = clock
        self.requests_made = 0
        self._last: float | None = None
        # told (url, why, seconds to wait) before each retry, e.g. to say so on stderr
        self.on_retry = on_retry

    # -- public ---------------------------------------------------------------------
    def get(self, url: str, params: Any = None, **kw: Any) -> requests.Response:
        """GET with retries; raises FetchError on a final failure (404 is not retried)."""
        last_status: int | None = None
        for attempt in range(1, self.attempts + 1):
            try:
                resp = self._send("GET", url, params=params, **kw)
            except requests.RequestException as exc:
                last_status = None
                if attempt == self.attempts or isinstance(exc, _NOT_RETRIED):
                    raise FetchError(url, None, _reason(exc, self.timeout)) from exc
                self._retrying(url, _reason(exc, self.timeout), self._backoff(attempt))
                continue
            if resp.status_code < 400:
                return resp
            last_status = resp.status_code
            if resp.status_code not in RETRY_STATUSES or attempt == self.attempts:
                break
            self._retrying(url, f"HTTP {resp.status_code}", self.wait_for(resp, attempt))
        if last_status == 429:
            raise RateLimited(url, 429, "still rate limited after retries")
        raise FetchError(url, last_status)

    def get_json(self, url: str, params: Any = None, **kw: Any) -> Any:
        resp = self.get(url, params=params, **kw)
        try:
            return resp.json()
        except ValueError as exc:
            kind = resp.headers.get("Content-Type", "").split(";")[0].strip() or "no content type"
            raise FetchError(url, resp.status_code, f"response is not JSON ({kind})") from exc

    def post(self, url: str, **kw: Any) -> requests.Response:
        """One attempt, no retry: the caller decides whether a retry is safe."""
        try:
            return self._send("POST", url, **kw)
        except requests.RequestException as exc:
            raise FetchError(url, None, _reason(exc, self.timeout)) from exc

    def put(self, url: str, **kw: Any) -> requests.Response:
        try:
            return self._send("PUT", url, **kw)
        except requests.RequestException as exc:
            raise FetchError(url, None, _reason(exc, self.timeout)) from exc

    # -- helpers --------------------------------------------------------------------
    def _retrying(self, url: str, why: str, wait: float) -> None:
        if self.on_retry is not None:
            self.on_retry(url, why, wait)
        self.sleep(wait)

    def wait_for(self, resp: requests.Response, attempt: int) -> float:
        """Seconds to wait before retrying ``resp``: Retry-After, wait_seconds, or backoff."""
        wait = _retry_after(resp)
        if wait is None:
            wait = self._backoff(attempt)
        return min(max(wait, 0.0), self.max_wait)

    def _backoff(self, attempt: int) -> float:
        return min(self.backoff * (2 ** (attempt - 1)), self.max_wait)

    def _send(self, method: str, url: str, **kw: Any) -> requests.Response:
        if self._last is not None and self.min_interval > 0:
            gap = self.clock() - self._last
            if gap < self.min_interval:
                self.sleep(self.min_interval - gap)
        kw.setdefault("timeout", self.timeout)
        try:
            return self.session.request(method, url, **kw)
        finally:
            self.requests_made += 1
            self._last = self.clock()


def _retry_after(resp: requests.Response) -> float | None:
    header = resp.headers.get("Retry-After")
    if header:
        try:
            return float(header)
        except ValueError:
            pass
    if "json" in resp.headers.get("Content-Type", ""):
        try:
            extras = resp.json().get("extras") or {}
            if "wait_seconds" in extras:
                return float(extras["wait_seconds"])
        except (ValueError, AttributeError, TypeError):
            return None
    return None


def _reason(exc: requests.RequestException, timeout: float) -> str:
    """A short, readable cause for a request that got no response (no urllib3 chain)."""
    if isinstance(exc, requests.Timeout):
        return f"timed out after {timeout:g} s"
    if isinstance(exc, _NOT_RETRIED):
        return f"not a valid http(s) URL ({exc})"
    if isinstance(exc, requests.exceptions.SSLError):
        return "TLS/SSL error (certificate or protocol)"
    if isinstance(exc, requests.ConnectionError):
        found = _ERRNO.search(str(exc))
        cause = found[1].strip().lower() if found else "cannot connect"
        return f"{cause} (is the forum up, and is the URL right?)"
    return str(exc)
