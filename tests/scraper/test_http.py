"""Unit tests of ``scraper.http.Http``: retries, 429 handling, pacing, typed errors.

A scripted session stands in for ``requests.Session``; sleep and clock are injected,
so nothing waits and nothing touches the network.
"""

from __future__ import annotations

import io
import json
import time

import pytest
import requests

from tests.posting.forums import FakeClock
from votecount.scraper.errors import FetchError, RateLimited
from votecount.scraper.http import USER_AGENT, Http

URL = "https://forum.example/t/1.json"


def response(
    status: int = 200, body: object = None, headers: dict | None = None
) -> requests.Response:
    resp = requests.Response()
    resp.status_code = status
    resp.url = URL
    if isinstance(body, (dict, list)):
        resp._content = json.dumps(body).encode()
        resp.headers["Content-Type"] = "application/json; charset=utf-8"
    else:
        resp._content = (body or "").encode()
        resp.headers["Content-Type"] = "text/plain"
    resp.headers.update(headers or {})
    return resp


class ScriptedSession(requests.Session):
    """Answers each request with the next scripted response (or raises it)."""

    def __init__(self, *script: requests.Response | Exception) -> None:
        super().__init__()
        self.script = list(script)
        self.calls: list[tuple[str, str, dict]] = []

    def request(self, method, url, **kw):  # type: ignore[override]
        self.calls.append((method, url, kw))
        item = self.script.pop(0)
        if isinstance(item, Exception):
            raise item
        return item


class Clock(FakeClock):
    def __init__(self) -> None:
        super().__init__(start=100.0)

    @property
    def sleeps(self) -> list[float]:
        return self.slept


def make(*script: requests.Response | Exception, **kw) -> tuple[Http, ScriptedSession, Clock]:
    clock = Clock()
    session = ScriptedSession(*script)
    kw.setdefault("min_interval", 0)
    http = Http(session, sleep=clock.sleep, clock=clock, **kw)
    return http, session, clock


def test_success_returns_response_and_counts_one_request():
    http, session, clock = make(response(200, {"ok": True}))
    assert http.get_json(URL) == {"ok": True}
    assert http.requests_made == 1
    assert clock.sleeps == []
    assert session.calls[0][2]["timeout"] == 30.0


def test_server_error_is_retried_with_exponential_backoff():
    http, session, clock = make(response(500), response(502), response(200, {}), backoff=1.5)
    http.get(URL)
    assert clock.sleeps == [1.5, 3.0]
    assert http.requests_made == 3


def test_retry_after_header_is_honoured():
    http, _, clock = make(response(429, "slow down", {"Retry-After": "7"}), response(200))
    http.get(URL)
    assert clock.sleeps == [7.0]


def test_discourse_wait_seconds_is_honoured_without_header():
    body = {"error_type": "rate_limit", "extras": {"wait_seconds": 12, "time_left": "12 seconds"}}
    http, _, clock = make(response(429, body), response(200))
    http.get(URL)
    assert clock.sleeps == [12.0]


def test_a_long_retry_after_is_honoured_in_full_up_to_the_maximum():
    http, _, clock = make(response(429, "", {"Retry-After": "600"}), response(200))
    http.get(URL)
    assert clock.sleeps == [600.0]  # 10 min: not cut to 5


def test_a_wait_over_the_maximum_stops_with_the_time_to_come_back():
    http, session, clock = make(response(429, "", {"Retry-After": "86400"}), max_wait=60)
    with pytest.raises(RateLimited, match=r"wait 24\.0 h \(Retry-After\).*run it again after"):
        http.get(URL)
    assert clock.sleeps == [] and len(session.calls) == 1


def test_retry_after_as_an_http_date_is_read_as_a_date():
    from datetime import UTC, datetime
    from email.utils import format_datetime

    now = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    later = format_datetime(datetime(2026, 3, 1, 12, 2, tzinfo=UTC), usegmt=True)
    http, _, clock = make(
        response(503, "", {"Retry-After": later}), response(200), wall=now.timestamp
    )
    http.get(URL)
    assert clock.sleeps == [120.0]  # not 1 s


def test_unparseable_retry_after_falls_back_to_backoff():
    http, _, clock = make(response(503, "", {"Retry-After": "soon"}), response(200), backoff=2)
    http.get(URL)
    assert clock.sleeps == [2.0]


def test_persistent_429_raises_rate_limited_after_bounded_attempts():
    http, session, _ = make(*[response(429, "", {"Retry-After": "1"})] * 3, attempts=3)
    with pytest.raises(RateLimited) as info:
        http.get(URL)
    assert info.value.status == 429 and info.value.url == URL
    assert len(session.calls) == 3


def test_not_found_is_not_retried():
    http, session, clock = make(response(404))
    with pytest.raises(FetchError) as info:
        http.get(URL)
    assert info.value.status == 404
    assert "HTTP 404" in str(info.value) and URL in str(info.value)
    assert len(session.calls) == 1 and clock.sleeps == []


def test_connection_errors_are_retried_then_raised_without_status():
    boom = requests.ConnectionError("refused")
    http, session, _ = make(boom, boom, attempts=2)
    with pytest.raises(FetchError) as info:
        http.get(URL)
    assert info.value.status is None
    assert "no response" in str(info.value)
    assert len(session.calls) == 2


def test_connection_error_then_success():
    http, _, clock = make(requests.Timeout("slow"), response(200), backoff=0.5)
    assert http.get(URL).status_code == 200
    assert clock.sleeps == [0.5]


def test_post_is_never_retried():
    http, session, clock = make(response(500), response(200))
    assert http.post("https://forum.example/posts.json", data={"raw": "x"}).status_code == 500
    assert len(session.calls) == 1 and clock.sleeps == []


def test_put_is_never_retried_and_connection_errors_are_typed():
    http, session, _ = make(requests.ConnectionError("reset"))
    with pytest.raises(FetchError):
        http.put("https://forum.example/posts/1.json", data={})
    assert len(session.calls) == 1


def test_min_interval_paces_consecutive_requests():
    http, _, clock = make(response(200), response(200), response(200), min_interval=0.25)
    http.get(URL)
    clock.now += 0.1
    http.get(URL)
    http.get(URL)
    assert clock.sleeps == pytest.approx([0.15, 0.25])


def test_non_json_body_is_a_fetch_error_after_the_same_bounded_retries():
    http, session, _ = make(*[response(200, "<html>login</html>")] * 3, attempts=3)
    with pytest.raises(FetchError, match="not JSON"):
        http.get_json(URL)
    assert len(session.calls) == 3


def test_a_truncated_json_body_is_retried():
    cut = response(200, '{"post_stream": {"posts": [{"id": 1')
    cut.headers["Content-Type"] = "application/json"
    http, session, clock = make(cut, response(200, {"ok": True}), backoff=0.5)
    assert http.get_json(URL) == {"ok": True}
    assert len(session.calls) == 2 and clock.sleeps == [0.5]


def _busiest_minute(times: list[float]) -> int:
    best, j = 0, 0
    for i, t in enumerate(times):
        while times[j] <= t - 60:
            j += 1
        best = max(best, i - j + 1)
    return best


@pytest.mark.parametrize(("per_minute", "kind"), [(200, None), (60, "api_key")])
def test_the_pacer_never_exceeds_the_limit_in_any_minute(per_minute, kind):
    from votecount.scraper.pacing import limit_for

    assert limit_for(kind) == per_minute
    http, session, clock = make(*[response(200)] * 1500, min_interval=0.01)
    http.set_rate(limit_for(kind))
    times = []
    for _ in range(1500 if per_minute == 200 else 400):
        http.get(URL)
        times.append(clock.now)
        clock.now += 0.001  # the request itself takes a moment
    assert _busiest_minute(times) <= per_minute
    assert _busiest_minute(times) >= per_minute * 0.9  # and it is not needlessly slow


def test_rate_override_must_be_a_number():
    from votecount.scraper.pacing import limit_for

    assert limit_for("api_key", "30") == 30
    with pytest.raises(ValueError, match="VOTECOUNT_REQUESTS_PER_MINUTE"):
        limit_for(None, "fast")


def test_credentials_go_to_the_authorized_host_only():
    http, session, _ = make(*[response(200)] * 4)
    http.authorize("https://forum.example/t/1", {"Api-Key": "k", "Api-Username": "host"})
    http.get(URL)
    http.get("https://cdn.example/x.json")
    http.get("http://forum.example:8080/t/1.json")
    http.get("https://forum.example/t/1.json?page=2", headers={"Accept": "x"})
    sent = [(call[2].get("headers") or {}).get("Api-Key") for call in session.calls]
    assert sent == ["k", None, None, "k"]
    assert "Api-Key" not in session.headers


def test_user_agent_is_honest_and_not_a_discourse_crawler():
    http, session, _ = make(response(200))
    assert session.headers["User-Agent"] == USER_AGENT
    assert "votecount" in USER_AGENT and "discourse" not in USER_AGENT.lower()
    assert http.session is session


def test_extra_headers_are_sent():
    http, session, _ = make(response(200), headers={"Api-Username": "host"})
    http.get(URL)
    assert session.headers["Api-Username"] == "host"


def test_a_host_name_that_does_not_resolve_is_not_retried():
    import urllib3.exceptions as u3

    dns = u3.NameResolutionError("forum.example", None, OSError("Name or service not known"))  # type: ignore[arg-type]
    failure = requests.ConnectionError(u3.MaxRetryError(None, URL, dns))  # type: ignore[arg-type]
    http, session, clock = make(failure)
    with pytest.raises(FetchError) as info:
        http.get(URL)
    assert "does not resolve (DNS)" in str(info.value)
    assert len(session.calls) == 1 and clock.sleeps == []


class _SlowHeaders:
    """A session whose answers start late (the headers took ``delay`` s) and then arrive
    in small pieces, ``gap`` s apart."""

    headers: dict[str, str] = {}

    def __init__(self, delay: float, gap: float, pieces: int) -> None:
        self.delay, self.gap, self.pieces = delay, gap, pieces

    def request(self, method: str, url: str, **kw: object) -> requests.Response:
        time.sleep(self.delay)
        gap, left = self.gap, self.pieces

        class Raw(io.RawIOBase):
            def read(self, n: int = -1) -> bytes:
                nonlocal left
                if left == 0:
                    return b""
                time.sleep(gap)
                left -= 1
                return b"x"

        resp = requests.Response()
        resp.status_code, resp.url, resp.raw = 200, url, Raw()
        return resp


def test_the_deadline_counts_from_the_request_not_from_the_first_byte():
    # 0.25 s before the headers, then 3 pieces 0.05 s apart: 0.4 s in all, past 0.3 s
    http = Http(session=_SlowHeaders(0.25, 0.05, 3), min_interval=0, sleep=lambda s: None,
                timeout=5, deadline=0.3, attempts=1)  # fmt: skip
    with pytest.raises(FetchError, match="no complete answer within 0.3 s"):
        http.get("https://forum.example/t/1")
    # the same answer without the late start is in time
    http = Http(session=_SlowHeaders(0.0, 0.05, 3), min_interval=0, sleep=lambda s: None,
                timeout=5, deadline=0.3, attempts=1)  # fmt: skip
    assert http.get("https://forum.example/t/1").content == b"xxx"
