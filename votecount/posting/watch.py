"""``votecount watch``: sync and post the vote count on a schedule until the game ends.

Each cycle syncs the thread, counts, and posts when one of the triggers fires and the
thread moved since our last vote-count post:

* ``phase_end``: the current day resolved (hammer or deadline) after our last count;
* ``every``: at least that many minutes since our last count;
* ``after_posts``: at least that many posts since our last count.

Our last count is found in the stored thread (a post by our account with the votecount
footer), so the schedule survives restarts and works the same from cron (``--once``).
``post.publish`` makes each count land at most once. When the forum would refuse another
reply in a row (``max_consecutive_replies``), the watcher edits its last count if that is
one of those posts, and otherwise waits for the next cycle.

The game ends when its last day is resolved with two or fewer players alive (nothing
left to vote on); ``max_cycles`` / ``--once`` stop earlier. Clock and sleep are injected.

A cycle that fails (the forum is down, a page of the wrong shape, game.toml being
edited) is reported on stderr and tried again after a backoff (30 s, doubling, at most
the poll interval); nothing is counted or posted from a failed or partial sync. After
``max_failures`` failed cycles in a row (default 10) the watcher stops with an error,
as it does when its last cycle (``--once``) failed.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from votecount.count.at_now import listing_at
from votecount.errors import USER_ERRORS
from votecount.posting import post as posting
from votecount.posting.past import past_clock
from votecount.scraper.errors import ScrapeError
from votecount.tally.shown import utc
from votecount.views.clock import status_line

if TYPE_CHECKING:
    from votecount.gamefile.game import Game
    from votecount.workspace import Workspace

Echo = Callable[[str], None]


@dataclass(frozen=True)
class Config:
    every: float | None = None  # minutes
    after_posts: int | None = None
    phase_end: bool = True
    poll: float = 5.0  # minutes between cycles
    max_cycles: int | None = None
    post: bool = False  # False: log what would be posted (a dry run)
    max_failures: int = 10  # failed cycles in a row before giving up


FIRST_RETRY = 30.0  # seconds after a failed cycle; doubles, at most the poll interval


class WatchFailed(ScrapeError):
    """The watcher gave up: too many failed cycles in a row (or the last one failed)."""


def backoff(failures: int, poll_minutes: float) -> float:
    """Seconds to wait after ``failures`` failed cycles in a row."""
    return min(FIRST_RETRY * 2 ** (failures - 1), max(poll_minutes * 60, FIRST_RETRY))


@dataclass(frozen=True)
class Snapshot:
    """What the schedule needs from the stored thread, as of one cycle."""

    now: datetime
    highest: int  # the number of the thread's last stored post
    last_count: int | None  # the number of our last vote-count post
    last_count_time: datetime | None
    phase_end: int | None  # the post that resolved the current day, if it did
    # the time the current day resolved at when no post did (its deadline, by the clock)
    phase_end_time: datetime | None = None
    # the last post our last count counted (posts that landed while we posted lie between
    # it and our count), and how many of our own counts follow it: no news
    counted_to: int | None = None
    ours_after: int = 0


def due(snap: Snapshot, config: Config) -> list[str]:
    """Why a count should be posted now (empty: not now). A day that ended at its
    deadline by the clock alone, after our last count, needs no new post to be due."""
    if snap.last_count is None:
        return ["no vote count posted yet"]
    if config.phase_end and _ended_by_the_clock(snap):
        return ["the day ended"]
    seen = snap.last_count if snap.counted_to is None else min(snap.counted_to, snap.last_count)
    new = snap.highest - seen - (snap.ours_after if snap.counted_to is not None else 0)
    if snap.highest <= seen or new <= 0:
        return []
    reasons = []
    if config.phase_end and snap.phase_end is not None and snap.phase_end > seen:
        reasons.append("the day ended")
    since = snap.now - snap.last_count_time if snap.last_count_time is not None else None
    if config.every is not None and since is not None and since >= timedelta(minutes=config.every):
        reasons.append(f"{config.every:g} minutes since the last count")
    if config.after_posts is not None and new >= config.after_posts:
        reasons.append(f"{new} new posts")
    return reasons


def _ended_by_the_clock(snap: Snapshot) -> bool:
    end, last = snap.phase_end_time, snap.last_count_time
    return end is not None and last is not None and end > last


@dataclass(frozen=True)
class Tail:
    """What a cycle reads of the stored thread: its highest post number, its last post
    and our own vote-count posts (``thread_tail``), never every post."""

    highest: int
    last: Any  # the last stored post (Post), None when none is stored
    counts: Sequence[Any]  # our posts with the votecount footer, in thread order


def thread_tail(ws: Workspace, user: str, now: datetime | None = None) -> Tail:
    """The game's threads' :class:`Tail` from the store: the authors of every post
    (numbers and logins only), then the HTML of ``user``'s own posts. At a clock not the
    machine's (``--now``, ``ws.live`` false) only the posts made by ``now``: a store
    synced later holds posts, our counts among them, that have not happened then. A
    count of ours deleted or gone (a moderator removed it) is no count: the thread no
    longer shows it (at ``--now``, as the thread listed it then: ``at_now.listing_at``)."""
    store = ws.store()
    made_by = None if ws.live else now
    highest, last, counts = 0, None, []
    for key in ws.thread_keys():
        pairs = store.authors(key, made_by=made_by)
        if not pairs:
            continue
        top = pairs[-1][0]
        highest, last = max(highest, top), store.post_at_most(key, top)
        then = {} if made_by is None else listing_at(_absences(store, key), made_by)
        counts += [
            p
            for p in store.posts_by(key, [user], pairs)
            if "votecount " in (p.html or p.raw or "")
            and not then.get((key, p.post_id), (False, p.deleted))[1]
        ]
    return Tail(highest, last, counts)


def _absences(store: Any, thread: str) -> dict[tuple[str, str], list]:
    return {(thread, pid): windows for pid, windows in store.absences(thread).items()}


def snapshot(
    tail: Tail,
    vc: Any,
    now: datetime,
    made: tuple[str, datetime] | None = None,
    counted_to: int | None = None,
) -> Snapshot:
    """What ``due`` reads. ``made``: (post id, time) of our last count as the ledger
    recorded it: a count made before a deadline can land on the forum's clock after it
    (posted in the deadline's last seconds); it showed the day open, so the final count
    is still due. Our last count's time is the earlier of the two. ``counted_to``: the
    last post our last count counted, when kept (``post.cut_off``): a vote that landed
    while we posted is above our count but not in it, so it is news."""
    mine = tail.counts
    if not mine or made is None or made[0] != mine[-1].post_id:
        counted_to = None  # kept for another count than the last one the thread shows
    last_time = mine[-1].created_at if mine else None
    if mine and made is not None and made[0] == mine[-1].post_id and last_time is not None:
        last_time = min(last_time, made[1])
    day = vc.current
    end = end_time = None
    if day is not None and (day.outcome.status.final or not day.open):
        ref = day.outcome.ref or day.end
        if ref is not None and ref.number >= 0:
            end = ref.number
        elif ref is not None:  # at its deadline, no post of its own
            end_time = ref.time
    return Snapshot(
        now=now,
        highest=tail.highest,
        last_count=mine[-1].number if mine else None,
        last_count_time=last_time,
        phase_end=end,
        phase_end_time=end_time,
        counted_to=counted_to,
        ours_after=sum(1 for c in mine if counted_to is not None and c.number > counted_to),
    )


def game_over(vc: Any, game: Game | None = None, last: Any = None) -> bool:
    """A ``game_end`` event in the game file that the thread has reached (``last``: the
    last stored post), or a resolved last day with two or fewer players alive."""
    for e in getattr(game, "events", ()):
        if e.kind != "game_end" or last is None:
            continue
        if (e.at_post is not None and last.number >= e.at_post) or (
            e.at_time is not None and last.created_at >= e.at_time
        ):
            return True
    day = vc.current
    return day is not None and day.outcome.status.final and day.living_count <= 2


class Watcher:
    """One game's watch loop. ``sync`` refreshes the store; ``forum`` posts."""

    def __init__(
        self,
        ws: Workspace,
        config: Config,
        *,
        forum: posting.Forum | None,
        sync: Callable[[], str],
        echo: Echo,
        sleep: Callable[[float], None] = time.sleep,
        now: Callable[[], datetime] = lambda: datetime.now(UTC),
        warn: Echo | None = None,
    ) -> None:
        self.ws = ws
        self.config = config
        self.forum = forum
        self.sync = sync
        self.echo = echo
        self.sleep = sleep
        self.now = now
        self.warn = warn or echo
        self.over = False
        self._said: tuple[int, str, str] | None = None  # a dry run's due count, said once

    def run(self) -> int:
        """Cycle until the game ends or ``max_cycles``; returns the cycles run. A failed
        cycle is reported with ``warn`` and retried after a backoff; raises
        ``WatchFailed`` after ``max_failures`` in a row or when the last cycle failed."""
        cycles = failures = 0
        while True:
            cycles += 1
            last = self.config.max_cycles is not None and cycles >= self.config.max_cycles
            try:
                line = self.cycle()
            except USER_ERRORS as exc:
                failures += 1
                self._failed(exc, failures, last)
                self.sleep(backoff(failures, self.config.poll))
                continue
            failures = 0
            self.echo(line)
            if self.over or last:
                return cycles
            self.sleep(self.config.poll * 60)

    def _failed(self, exc: BaseException, failures: int, last: bool) -> None:
        stamp = utc(self.now())
        limit = self.config.max_failures
        if last or failures >= limit:  # the error itself reports this one
            why = f"{failures} failed cycles in a row" if failures >= limit else "the cycle failed"
            raise WatchFailed(f"{stamp} watch stopped: {why} (last: {exc}); nothing was posted")
        wait = backoff(failures, self.config.poll)
        self.warn(
            f"{stamp} cycle failed ({failures} of {limit} in a row): {exc}; "
            f"nothing posted, trying again in {wait:g} s"
        )

    def cycle(self) -> str:
        stamp = utc(self.now())
        synced = self.sync()
        self.ws.reload()  # the host may have edited game.toml (deaths, phases) meanwhile
        vc = self.ws.results(now=self.now()).count("public")
        user = self.forum.login() if self.forum is not None else _env_user()
        tail = thread_tail(self.ws, user, self.now())
        self.over = game_over(vc, self.ws.game, tail.last)
        made = self._made()
        counted = self._counted_to(made)
        reasons = due(snapshot(tail, vc, self.now(), made, counted), self.config)
        head = f"{stamp} {synced}; {status_line(vc)}"
        if not reasons:
            return f"{head}; no count due"
        why = ", ".join(reasons)
        if self.forum is None or not self.config.post:
            return f"{head}; {self._would_post(tail.highest, why)}"
        return f"{head}; {why}: {self.publish()}"

    def _made(self) -> tuple[str, datetime] | None:
        """(post id, time) of our last count in the ledger of the thread counts go to."""
        from votecount.scraper.keys import thread_key

        url, engine = posting.target(self.ws.game)
        return self.ws.store().last_posted(thread_key(url, engine))

    def _counted_to(self, made: tuple[str, datetime] | None) -> int | None:
        """The last post our last count (by the ledger) counted, when kept."""
        if made is None:
            return None
        from votecount.scraper.keys import thread_key

        url, engine = posting.target(self.ws.game)
        return posting.cut_off(self.ws.store(), thread_key(url, engine), made[0])

    def _would_post(self, highest: int, why: str) -> str:
        """A dry run says once that a count is due: a later cycle with no new post and
        the same reasons says it is still unposted, not again that it would post."""
        if self._said is not None and self._said[:2] == (highest, why):
            return f"no new posts; the count due since {self._said[2]} is not posted (dry run)"
        self._said = (highest, why, utc(self.now()))
        return f"would post ({why})"

    def publish(self) -> str:
        assert self.forum is not None
        plan = posting.prepare(self.ws, now=self.now())
        refused = past_clock(self.ws, plan, self.now())
        if refused is not None:
            return refused
        store = self.ws.store()
        recent = self.forum.latest()
        user = self.forum.login()
        edit = None
        in_a_row = posting.consecutive(recent, user)
        if in_a_row >= posting.MAX_CONSECUTIVE:
            own = posting.last_own_count(recent[-in_a_row:], user)
            if own is None:
                return f"the last {in_a_row} posts are ours; waiting for a player to post"
            edit = own.post_id
        result = posting.publish(self.forum, store, plan, edit=edit, sleep=self.sleep)
        return result.describe(plan)


def _env_user() -> str:
    return os.environ.get("VOTECOUNT_API_USERNAME") or os.environ.get("VOTECOUNT_USERNAME", "")


def run(
    ws: Workspace,
    config: Config,
    *,
    echo: Echo,
    prompt: Callable[[str], str] | None,
    warn: Echo | None = None,
) -> int:
    """``votecount watch`` with real time: sync with ``ws.sync``, post with the
    environment's credentials (only with ``config.post``)."""
    forum = None
    if config.post:
        url, engine = posting.target(ws.game)
        login = posting.credentials_from_env(engine, None, prompt)
        forum = posting.make_forum(url, engine, posting.new_http(), login)
    watcher = Watcher(
        ws,
        config,
        forum=forum,
        sync=lambda: ws.sync(recheck=20, progress=False, brief=True),
        echo=echo,
        now=ws.clock,
        warn=warn,
    )
    return watcher.run()
