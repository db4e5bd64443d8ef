"""What the posting tests share: a clock tests advance by hand, an ``Http`` on it, the
Discourse login and forum of the local servers, a posting plan, and a game folder on a
quiet Discourse topic for ``watch``."""

from __future__ import annotations

from pathlib import Path

import requests

from tests.servers.discourse import PLAYERS, Topic, write_game
from votecount.posting import post
from votecount.posting.discourse import DiscourseForum
from votecount.scraper.http import Http
from votecount.workspace import Workspace

BODY = "### Test game: Day 1 vote count\n\n- **Bob** (2/5, L-3): Alice, Carol"
BBODY = "[b]Test game: Day 1 vote count[/b]\n\n[b]Bob[/b] (2/5, L-3): Alice, Carol"


class FakeClock:
    """Seconds since an epoch; ``sleep`` advances it (tests never really sleep)."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def http_for(clock: FakeClock) -> Http:
    return Http(min_interval=0, sleep=clock.sleep, clock=clock, timeout=5)


def drop_answers(http: Http, method: str, path: str, times: int = 1) -> list[int]:
    """The server handles the request, then the answer is 'lost' (a read timeout)."""
    dropped: list[int] = []

    def hook(resp: requests.Response, *args: object, **kwargs: object) -> None:
        if len(dropped) < times and resp.request.method == method and path in resp.url:
            dropped.append(resp.status_code)
            raise requests.ReadTimeout("read timed out")

    http.session.hooks["response"].append(hook)
    return dropped


API = post.Login("api_key", "host", post.Secret("test-api-key"))


def discourse(server, clock, login=API):
    return DiscourseForum(http_for(clock), server.thread_url(), login)


def plan_for(url: str, engine: str = "discourse", body: str = BODY) -> post.Plan:
    dialect = "markdown" if engine == "discourse" else "bbcode"
    return post.make_plan("thread-key", url, engine, body, dialect)


def game_folder(tmp_path: Path, url: str) -> Workspace:
    return Workspace(write_game(tmp_path, url, "Watch test"))


def quiet_topic(posts: int = 6) -> Topic:
    """Players chat and vote, but nobody reaches a majority (8 players, 5 needed)."""
    topic = Topic()
    for i in range(posts):
        topic.add_post(f"Thinking about it.\n\n**vote {PLAYERS[i % 2]}**")
    return topic
