"""The one place that talks HTTP: timeouts and a total deadline per request, bounded
retries with backoff, 429 handling, pacing, credentials for one host only, a clear
User-Agent, and typed errors.

* **Retries** (GET only): no answer, a reset, 5xx, 429, and a 2xx whose body is cut
  short or is not the JSON asked for (``get_json``) all use the same ``attempts``. What
  cannot heal is not retried: a host name that does not resolve (DNS), a malformed URL,
  a 4xx other than 429 (a 404 stays a 404).
* **Deadline**: ``timeout`` bounds each read (and so the wait for the headers);
  ``deadline`` bounds the whole answer, so a server that drips one byte a second is
  given up after ``deadline`` seconds. A too-slow answer is asked for once more (a busy
  moment passes); a second one in a row ends it (a server that trickles trickles
  again): at most ``2 * deadline`` seconds, not ``attempts`` times it.
* **429 / 503**: ``Retry-After`` in seconds or as an HTTP date, or Discourse's
  ``extras.wait_seconds``, is waited in full up to ``max_wait`` (``MAX_RETRY_AFTER``,
  15 min); a longer wait stops with ``RateLimited`` saying when to come back.
* **Pacing**: a token bucket (``scraper.pacing.Pacer``), ``per_minute`` requests in any
  60 s (200 by default; 60 for a Discourse admin API key), and ``min_interval`` between
  requests. ``min_interval=0`` turns pacing off (tests and local servers).
* **Credentials** (``authorize(url, headers)``): attached to each request for that host
  only, never kept on the session, and dropped when a redirect leaves the host.

Never retries a POST blindly: ``post`` makes exactly one attempt.
"""

from __future__ import annotations

import re
import socket
import time
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import urlsplit

import requests
import urllib3.exceptions as u3

from .errors import FetchError, RateLimited
from .pacing import GUEST_PER_MINUTE, MAX_RETRY_AFTER, Pacer, describe_wait, retry_after

USER_AGENT = "votecount/0.1 (forum game vote counter; +https://pypi.org/project/votecount/)"
RETRY_STATUSES = {429, 500, 502, 503, 504}
# a malformed URL fails the same way every time: no point retrying it
_NOT_RETRIED = (
    requests.exceptions.MissingSchema,
    requests.exceptions.InvalidSchema,
    requests.exceptions.InvalidURL,
)
_UNRESOLVED = (u3.NameResolutionError, socket.gaierror)
_ERRNO = re.compile(r"\[Errno -?\d+\] ([^'\"()]+)")
_CHUNK = 16_384


class DeadlineExceeded(requests.Timeout):
    """The whole answer did not arrive within the request's deadline."""


class BadBody(requests.RequestException):
    """A 2xx answer whose body is not the JSON asked for (cut short, an error page)."""


class Http:
    """A polite HTTP client. ``sleep``, ``clock`` (monotonic) and ``wall`` (epoch
    seconds, for ``Retry-After`` dates) are injectable for tests."""

    def __init__(
        self,
        session: requests.Session | None = None,
        *,
        timeout: float = 30.0,
        deadline: float = 45.0,
        attempts: int = 5,
        backoff: float = 1.0,
        max_wait: float = MAX_RETRY_AFTER,
        min_interval: float = 0.25,
        per_minute: float = GUEST_PER_MINUTE,
        headers: Mapping[str, str] | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        on_retry: Callable[[str, str, float], None] | None = None,
    ) -> None:
        self.session = session or requests.Session()
        self.session.headers["User-Agent"] = USER_AGENT
        if headers:
            self.session.headers.update(headers)
        # requests calls rebuild_auth on every redirect: ours keeps credentials off other
        # hosts (an instance attribute, set through __dict__ so the method type holds)
        self.session.__dict__["rebuild_auth"] = self._rebuild_auth
        self.timeout, self.deadline, self.attempts = timeout, deadline, attempts
        self.backoff, self.max_wait, self.min_interval = backoff, max_wait, min_interval
        self.sleep, self.clock, self.wall = sleep, clock, wall
        self.pacer = Pacer(per_minute, clock=clock, sleep=sleep) if min_interval > 0 else None
        self.requests_made = 0
        self._last: float | None = None
        # told (url, why, seconds to wait) before each retry, e.g. to say so on stderr
        self.on_retry = on_retry
        self._host = ""
        self._credentials: dict[str, str] = {}

    # -- credentials ----------------------------------------------------------------
    def authorize(self, url: str, headers: Mapping[str, str]) -> None:
        """Send ``headers`` (an API key ...) with every request to ``url``'s host, and
        to no other host, redirects included."""
        self._host = url
        self._credentials = dict(headers)

    def set_rate(self, per_minute: float) -> None:
        """Pace to ``per_minute`` requests in any 60 s (kept off when pacing is off)."""
        if self.pacer is not None:
            self.pacer = Pacer(per_minute, clock=self.clock, sleep=self.sleep)

    def _rebuild_auth(
        self, prepared: requests.PreparedRequest, response: requests.Response
    ) -> None:
        """requests' hook on every redirect: keep credentials only on our host."""
        requests.Session.rebuild_auth(self.session, prepared, response)
        if not self._ours(prepared.url or ""):
            for name in self._credentials:
                prepared.headers.pop(name, None)

    def _ours(self, url: str) -> bool:
        """``url`` is on the authorized host (same name and port; http -> https allowed)."""
        want, got = _origin(self._host), _origin(url)
        if not want[1] or want[1] != got[1]:
            return False
        upgrade = want[0] == "http" and got[0] == "https" and (want[2], got[2]) == (80, 443)
        return want == got or upgrade

    # -- public ---------------------------------------------------------------------
    def get(self, url: str, params: Any = None, **kw: Any) -> requests.Response:
        """GET with retries; raises FetchError on a final failure (404 is not retried)."""
        return self._get(url, params, None, kw)

    def get_json(self, url: str, params: Any = None, **kw: Any) -> Any:
        """GET and decode JSON; a body that is cut short or not JSON is retried."""
        box: list[Any] = []
        self._get(url, params, box, kw)
        return box[0]

    def post(self, url: str, **kw: Any) -> requests.Response:
        """One attempt, no retry: the caller decides whether a retry is safe."""
        try:
            return self._send("POST", url, **kw)
        except requests.RequestException as exc:
            raise FetchError(url, None, _reason(exc, self.timeout, self.deadline)) from exc

    def put(self, url: str, **kw: Any) -> requests.Response:
        try:
            return self._send("PUT", url, **kw)
        except requests.RequestException as exc:
            raise FetchError(url, None, _reason(exc, self.timeout, self.deadline)) from exc

    # -- the retry loop -------------------------------------------------------------
    def _get(self, url: str, params: Any, box: list[Any] | None, kw: dict) -> requests.Response:
        last_status: int | None = None
        slow = 0  # too-slow answers in a row
        for attempt in range(1, self.attempts + 1):
            try:
                resp = self._send("GET", url, params=params, **kw)
                if resp.status_code < 400 and box is not None:
                    box.append(_decoded(resp))
            except requests.RequestException as exc:
                last_status = None
                slow = slow + 1 if isinstance(exc, DeadlineExceeded) else 0
                if attempt == self.attempts or not _may_heal(exc) or slow > 1:
                    answer = exc.response if isinstance(exc, BadBody) else None
                    status = answer.status_code if answer is not None else None
                    raise FetchError(
                        url, status, _reason(exc, self.timeout, self.deadline)
                    ) from exc
                why = _reason(exc, self.timeout, self.deadline)
                self._retrying(url, why, self._backoff(attempt))
                continue
            if resp.status_code < 400:
                return resp
            last_status = resp.status_code
            if resp.status_code not in RETRY_STATUSES or attempt == self.attempts:
                break
            self._retrying(url, f"HTTP {resp.status_code}", self.wait_for(resp, attempt, url))
        if last_status == 429:
            raise RateLimited(url, 429, "still rate limited after retries")
        raise FetchError(url, last_status)

    def _retrying(self, url: str, why: str, wait: float) -> None:
        if self.on_retry is not None:
            self.on_retry(url, why, wait)
        self.sleep(wait)

    def wait_for(self, resp: requests.Response, attempt: int, url: str = "") -> float:
        """Seconds to wait before retrying ``resp``: Retry-After, wait_seconds, or backoff.
        A wait longer than ``max_wait`` raises ``RateLimited`` (nothing is cut short)."""
        wait = retry_after(resp, self.wall())
        if wait is None:
            return self._backoff(attempt)
        if wait > self.max_wait:
            back = time.strftime("%H:%M UTC", time.gmtime(self.wall() + wait))
            raise RateLimited(
                url or resp.url,
                resp.status_code,
                f"the forum asks us to wait {describe_wait(wait)} (Retry-After), longer than "
                f"the {describe_wait(self.max_wait)} votecount waits; run it again after {back}",
            )
        return wait

    def _backoff(self, attempt: int) -> float:
        return min(self.backoff * (2 ** (attempt - 1)), self.max_wait)

    # -- one request ----------------------------------------------------------------
    def _send(self, method: str, url: str, **kw: Any) -> requests.Response:
        self._pace()
        kw.setdefault("timeout", self.timeout)
        if self._credentials and self._ours(url):
            kw["headers"] = {**self._credentials, **(kw.get("headers") or {})}
        try:
            # the deadline runs on the real clock from the request's start (the injected
            # ``clock`` paces requests; a test may move it while a request is out)
            deadline = time.monotonic() + self.deadline
            resp = self.session.request(method, url, stream=True, **kw)
            self._read_body(resp, deadline)
            return resp
        finally:
            self.requests_made += 1
            self._last = self.clock()

    def _pace(self) -> None:
        if self.pacer is None:
            return
        if self._last is not None:
            gap = self.clock() - self._last
            if gap < self.min_interval:
                self.sleep(self.min_interval - gap)
        self.pacer.take()

    def _read_body(self, resp: requests.Response, deadline: float) -> None:
        """Read the whole body, giving up at ``deadline`` (a slow drip)."""
        if resp._content is not False:  # already read (a test double, a cached answer)
            return
        chunks: list[bytes] = []
        try:
            while chunk := _read1(resp.raw):
                chunks.append(chunk)
                if time.monotonic() > deadline:
                    raise DeadlineExceeded(f"no complete answer within {self.deadline:g} s")
        except BaseException:
            resp.close()
            raise
        resp._content = b"".join(chunks)
        resp._content_consumed = True
        resp.close()  # the body is read: the connection goes back to the pool


def _read1(raw: Any) -> bytes:
    """What has arrived (at most one socket read), as requests' own reads would raise."""
    try:
        if hasattr(raw, "read1"):
            return bytes(raw.read1(_CHUNK, decode_content=True))
        return bytes(raw.read(_CHUNK))
    except u3.ReadTimeoutError as exc:
        raise requests.ReadTimeout(exc) from exc
    except u3.DecodeError as exc:
        raise requests.exceptions.ContentDecodingError(exc) from exc
    except (u3.ProtocolError, u3.IncompleteRead) as exc:
        raise requests.exceptions.ChunkedEncodingError(exc) from exc
    except u3.SSLError as exc:
        raise requests.exceptions.SSLError(exc) from exc
    except OSError as exc:  # a reset mid-body
        raise requests.ConnectionError(exc) from exc


def _decoded(resp: requests.Response) -> Any:
    try:
        return resp.json()
    except ValueError as exc:
        kind = resp.headers.get("Content-Type", "").split(";")[0].strip() or "no content type"
        raise BadBody(f"response is not JSON ({kind})", response=resp) from exc


def _may_heal(exc: requests.RequestException) -> bool:
    """Whether asking again could get an answer: not for a malformed URL or a host name
    that does not resolve."""
    if isinstance(exc, _NOT_RETRIED):
        return False
    return not _unresolved(exc)


def _unresolved(exc: BaseException) -> bool:
    """The request failed at DNS: the host name resolves to no address (urllib3's
    ``NameResolutionError`` somewhere in the chain requests wraps it in)."""
    seen: set[int] = set()
    todo: list[object] = [exc]
    while todo:
        item = todo.pop()
        if not isinstance(item, BaseException) or id(item) in seen:
            continue
        seen.add(id(item))
        if isinstance(item, _UNRESOLVED):
            return True
        todo += [getattr(item, "reason", None), item.__cause__, item.__context__, *item.args]
    return False


def _origin(url: str) -> tuple[str, str, int]:
    parts = urlsplit(url)
    try:
        port = parts.port or {"http": 80, "https": 443}.get(parts.scheme, 0)
    except ValueError:
        port = -1
    return parts.scheme.lower(), (parts.hostname or "").lower().rstrip("."), port


def _reason(exc: requests.RequestException, timeout: float, deadline: float) -> str:
    """A short, readable cause for a request that got no response (no urllib3 chain)."""
    if isinstance(exc, DeadlineExceeded):
        return f"no complete answer within {deadline:g} s (the forum answers too slowly)"
    if isinstance(exc, BadBody):
        return str(exc)
    if isinstance(exc, requests.Timeout):
        return f"timed out after {timeout:g} s"
    if isinstance(exc, _NOT_RETRIED):
        return f"not a valid http(s) URL ({exc})"
    if isinstance(exc, requests.exceptions.SSLError):
        return "TLS/SSL error (certificate or protocol)"
    if isinstance(exc, requests.exceptions.ChunkedEncodingError):
        return "the answer was cut short (connection broken mid-body)"
    if isinstance(exc, requests.ConnectionError) and _unresolved(exc):
        host = urlsplit(str(exc.request.url)).hostname if exc.request is not None else None
        where = f" {host}" if host else ""
        return f"the host name{where} does not resolve (DNS): is the URL right?"
    if isinstance(exc, requests.ConnectionError):
        found = _ERRNO.search(str(exc))
        cause = found[1].strip().lower() if found else "cannot connect"
        return f"{cause} (is the forum up, and is the URL right?)"
    return str(exc)
