"""How fast and how long ``scraper.http.Http`` may go: the token-bucket pacer and the
forum's ``Retry-After``.

* ``Pacer(per_minute)``: a token bucket holding ``burst`` tokens (a tenth of the limit),
  refilled at ``(per_minute - burst) / 60`` per second. At most ``burst`` requests go
  at once and the bucket refills the rest over the minute, so no 60-second window ever
  holds more than ``per_minute`` requests. Discourse allows 200 requests a minute per IP
  for guests and user API keys and 60 a minute for admin API keys (``limit_for``).
* ``retry_after(resp, now)``: the seconds a 429/503 asks for, from ``Retry-After`` in
  either form (``120`` or an HTTP date) or Discourse's JSON ``extras.wait_seconds``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC
from email.utils import parsedate_to_datetime
from typing import Any

GUEST_PER_MINUTE = 200  # Discourse: per IP, guests and user API keys
ADMIN_KEY_PER_MINUTE = 60  # Discourse: per admin API key
MAX_RETRY_AFTER = 900.0
"""The longest ``Retry-After`` votecount waits (15 min); a longer one stops the run with
the time to come back."""


RATE_ENV = "VOTECOUNT_REQUESTS_PER_MINUTE"


def limit_for(credential: str | None, override: str | None = None) -> float:
    """Requests per minute for a credential kind (``api_key`` is Discourse's admin key;
    ``user_api_key``, ``password`` and ``None``, a guest, get the per-IP limit), or
    ``override`` (the value of ``VOTECOUNT_REQUESTS_PER_MINUTE``) when set."""
    if override:
        try:
            value = float(override)
        except ValueError:
            value = 0.0
        if not value >= 1:
            raise ValueError(f"{RATE_ENV}={override!r}: give a number of requests, at least 1")
        return value
    return ADMIN_KEY_PER_MINUTE if credential == "api_key" else GUEST_PER_MINUTE


class Pacer:
    """Token bucket: never more than ``per_minute`` requests in any 60 seconds."""

    def __init__(
        self,
        per_minute: float,
        *,
        clock: Callable[[], float],
        sleep: Callable[[float], None],
        burst: int | None = None,
    ) -> None:
        if per_minute < 1:
            raise ValueError(f"requests per minute must be at least 1, not {per_minute:g}")
        self.per_minute = per_minute
        self.burst = burst if burst is not None else max(1, int(per_minute // 10))
        self.rate = max(per_minute - self.burst, 0.5) / 60.0  # tokens per second
        self.clock, self.sleep = clock, sleep
        self.tokens = float(self.burst)
        self.at: float | None = None

    def take(self) -> float:
        """Wait for a token (returns the seconds slept)."""
        now = self.clock()
        self._refill(now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return 0.0
        wait = (1.0 - self.tokens) / self.rate
        self.sleep(wait)
        self._refill(self.clock())
        self.tokens = max(self.tokens - 1.0, 0.0)
        return wait

    def _refill(self, now: float) -> None:
        if self.at is not None:
            self.tokens = min(float(self.burst), self.tokens + (now - self.at) * self.rate)
        self.at = now


def retry_after(resp: Any, now: float) -> float | None:
    """Seconds the answer asks us to wait (``now``: wall-clock seconds since the epoch,
    for the HTTP-date form); None when it does not say."""
    header = (resp.headers.get("Retry-After") or "").strip()
    if header:
        seconds = _header_seconds(header, now)
        if seconds is not None:
            return seconds
    if "json" in resp.headers.get("Content-Type", ""):
        try:
            extras = resp.json().get("extras") or {}
            if "wait_seconds" in extras:
                return max(float(extras["wait_seconds"]), 0.0)
        except (ValueError, AttributeError, TypeError):
            return None
    return None


def _header_seconds(header: str, now: float) -> float | None:
    try:
        value = float(header)
    except ValueError:
        value = math.nan
    if math.isfinite(value):
        return max(value, 0.0)
    try:
        when = parsedate_to_datetime(header)
    except (TypeError, ValueError, IndexError):
        return None
    if when is None:
        return None
    if when.tzinfo is None:  # "-0000": HTTP dates are always GMT
        when = when.replace(tzinfo=UTC)
    return max(when.timestamp() - now, 0.0)


def describe_wait(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.0f} s"
    if seconds < 7200:
        return f"{seconds / 60:.0f} min"
    return f"{seconds / 3600:.1f} h"
