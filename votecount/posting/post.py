"""Posting the vote count back into the thread, at most once per count.

    plan = prepare(ws, fmt=None)          # the body, its hash and the thread; no network
    print(plan.body)                       # the dry run shows exactly this
    result = publish(forum, ws.store(), plan, edit=None, sleep=time.sleep)

Never twice (STYLE 12: never retry a POST blindly):

1. The ``posted`` table remembers ``(thread, count hash)`` for every count that landed;
   the hash covers the thread and what players see (the rendered count without its
   "As of" stamp: wagons, voters, status), and its first 12 hex digits go in a small
   footer (``votecount 1a2b3c4d5e6f``) so the post can be recognised in the thread. A
   post carrying the footer never advances the count (``pipeline``), so posting a count
   never makes the next count "new".
   Check, post and record run under the game folder's post lock (``lock.job_lock``):
   a second ``votecount post`` waits, then finds the count recorded. Before sending, a
   ``posting`` row is written ahead; it becomes ``posted`` when the count is read back,
   so a database that cannot record the post never hides one that landed.
2. Before posting, the thread's latest posts by our account are read: a post carrying
   the tag is a count that landed but was never recorded (a crash between posting and
   recording), so it is recorded and nothing is posted.
3. A request with no answer (timeout, connection reset, 5xx) may have landed: the thread
   is read again before any retry. A 429 was refused, so it is retried after the wait
   the forum asks for (``Retry-After`` / ``extras.wait_seconds``), a bounded number of
   times. Any other refusal stops.
4. The post is read back and must carry the tag before it is recorded.

Forum clients (``discourse.DiscourseForum``, ``phpbb.PhpbbForum``) implement
``Forum``; credentials come from the environment (``credentials_from_env``) or a prompt,
never from the game file or the database, and never appear in messages.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from votecount.posting.credentials import ENV_HELP, credentials_from_env  # noqa: F401
from votecount.posting.past import after_deadline, past_clock
from votecount.posting.plan import (  # noqa: F401  (re-exported: post's API)
    CUT_OFF,
    DIALECTS,
    FOOTERS,
    TAG_LENGTH,
    Plan,
    count_hash,
    cut_off,
    make_plan,
    prepare,
    remember_cut_off,
    target,
)
from votecount.posting.remote import (  # noqa: F401  (the forum clients' vocabulary, re-exported)
    Forum,
    Login,
    PostError,
    PostRateLimited,
    PostRecordFailed,
    PostRejected,
    PostUncertain,
    Remote,
    Secret,
    TooManyInARow,
)
from votecount.scraper.pacing import MAX_RETRY_AFTER, describe_wait
from votecount.store.lock import job_lock

if TYPE_CHECKING:
    from votecount.workspace import Workspace

MAX_CONSECUTIVE = 3  # Discourse's max_consecutive_replies default


# -- publishing -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Result:
    action: str  # posted | edited | already_recorded | found_in_thread
    post_id: str
    url: str = ""

    def describe(self, plan: Plan) -> str:
        where = f"post {self.post_id}" + (f" ({self.url})" if self.url else "")
        return {
            "posted": f"posted the count as {where}",
            "edited": f"edited {where} with the new count",
            "already_recorded": f"this count was already posted as {where}; not posting again",
            "found_in_thread": f"this count is already in the thread as {where}; recorded it",
        }[self.action] + f" [votecount {plan.tag}]"


def publish(
    forum: Forum,
    store: Any,
    plan: Plan,
    *,
    edit: str | None = None,
    sleep: Callable[[float], None],
    attempts: int = 3,
    max_consecutive: int = MAX_CONSECUTIVE,
) -> Result:
    """Post ``plan`` (or edit post ``edit`` with it) unless it is already there. One
    ``votecount post`` per game folder at a time: check, post and record run under the
    folder's post lock (``lock.job_lock``), so two at once post once."""
    with job_lock(getattr(store, "path", ":memory:"), "post"):
        result = _publish(forum, store, plan, edit, sleep, attempts, max_consecutive)
    if result.action in ("posted", "edited") and plan.counted_to is not None:
        remember_cut_off(store, plan.thread, result.post_id, plan.counted_to, plan.counted_id)
    return result


def _publish(
    forum: Forum,
    store: Any,
    plan: Plan,
    edit: str | None,
    sleep: Callable[[float], None],
    attempts: int,
    max_consecutive: int,
) -> Result:
    done = store.was_posted(plan.thread, plan.count_hash)
    if done is not None:
        return Result("already_recorded", done)
    user = forum.login()
    recent = forum.latest()
    found = find_tagged(recent, user, plan.tag)
    if found is None and edit is not None:
        found = _tagged(forum.read(edit), user, plan.tag)
    if found is not None:
        store.record_posted(plan.thread, plan.count_hash, found.post_id)
        return Result("found_in_thread", found.post_id, found.url)
    if edit is None:
        check_consecutive(recent, user, max_consecutive)
    intent = store.begin_posting(plan.thread, plan.count_hash)  # write-ahead, then send
    remote = _send(forum, plan, user, edit, sleep, attempts)
    verified = _tagged(forum.read(remote.post_id), user, plan.tag)
    if verified is None:
        raise PostUncertain(
            f"the forum accepted post {remote.post_id} but reading it back did not show "
            f"votecount {plan.tag}; check the thread before posting again"
        )
    _finish(store, intent, verified, sleep)
    return Result("edited" if edit else "posted", verified.post_id, verified.url or remote.url)


def _finish(store: Any, intent: int, landed: Remote, sleep: Callable[[float], None]) -> None:
    """Record a count that is in the thread; a database busy for longer than the retries
    still never hides it: the write-ahead row makes the next run look for it."""
    for attempt in range(1, 4):
        try:
            store.finish_posting(intent, landed.post_id)
            return
        except ValueError as exc:  # StoreError: locked, read-only, full
            if attempt == 3:
                raise PostRecordFailed(
                    f"the count IS in the thread as post {landed.post_id} {landed.url}".rstrip()
                    + f", but recording it failed ({exc}); the next "
                    "`votecount post` finds it in the thread and records it, posting nothing"
                ) from exc
            sleep(1.0 * attempt)


def _send(
    forum: Forum,
    plan: Plan,
    user: str,
    edit: str | None,
    sleep: Callable[[float], None],
    attempts: int,
) -> Remote:
    """One request per attempt; retry only what certainly did not land."""
    last: PostError | None = None
    for attempt in range(1, attempts + 1):
        try:
            return forum.edit(edit, plan.body) if edit else forum.create(plan.body)
        except PostRateLimited as exc:
            last = exc
            if exc.wait > MAX_RETRY_AFTER:
                raise PostRateLimited(
                    f"{exc}: the forum asks us to wait {describe_wait(exc.wait)}, longer than "
                    f"the {describe_wait(MAX_RETRY_AFTER)} votecount waits; nothing was "
                    "posted, run it again later",
                    exc.wait,
                ) from exc
            if attempt < attempts:
                sleep(exc.wait)
        except PostUncertain as exc:
            last = exc
            sleep(min(2.0 * attempt, 30.0))
            landed = _landed(forum, user, plan.tag, edit)
            if landed is not None:
                return landed
    assert last is not None
    raise last


def _landed(forum: Forum, user: str, tag: str, edit: str | None) -> Remote | None:
    if edit is not None:
        return _tagged(forum.read(edit), user, tag)
    return find_tagged(forum.latest(), user, tag)


def find_tagged(posts: Sequence[Remote], user: str, tag: str) -> Remote | None:
    """Our newest post carrying ``votecount {tag}``."""
    for post in reversed(posts):
        if _tagged(post, user, tag) is not None:
            return post
    return None


def _tagged(post: Remote | None, user: str, tag: str) -> Remote | None:
    if post is None or post.author.casefold() != user.casefold():
        return None
    return post if f"votecount {tag}" in post.text else None


def consecutive(posts: Sequence[Remote], user: str) -> int:
    """How many of the thread's last posts are ours, in a row."""
    n = 0
    for post in reversed(posts):
        if post.author.casefold() != user.casefold():
            break
        n += 1
    return n


def check_consecutive(posts: Sequence[Remote], user: str, limit: int) -> None:
    if limit and consecutive(posts, user) >= limit:
        raise TooManyInARow(
            f"the last {limit} posts of the thread are by {user}; the forum refuses another "
            "reply in a row: edit the last count (--edit) or wait for a player to post"
        )


def last_own_count(posts: Sequence[Remote], user: str) -> Remote | None:
    """Our newest vote-count post (it carries a votecount footer)."""
    for post in reversed(posts):
        if post.author.casefold() == user.casefold() and "votecount " in post.text:
            return post
    return None


# -- the `votecount post` job ---------------------------------------------------------------
def new_http() -> Any:
    """The HTTP client for posting (tests replace this with one that never sleeps)."""
    from votecount.scraper.http import Http

    return Http()


def make_forum(url: str, engine: str, http: Any, login: Login) -> Forum:
    from votecount.scraper.pacing import RATE_ENV, limit_for

    rate = limit_for(login.kind, os.environ.get(RATE_ENV))
    http.set_rate(rate)
    if http.min_interval > 0:
        http.min_interval = min(http.min_interval, 60 / rate)
    if engine == "discourse":
        from votecount.posting.discourse import DiscourseForum

        return DiscourseForum(http, url, login)
    if engine == "phpbb":
        from votecount.posting.phpbb import PhpbbForum

        return PhpbbForum(http, url, login, clock=http.clock)
    raise PostError(f"posting to {engine} forums is not supported (discourse, phpbb)")


def dry_run(plan: Plan, store: Any) -> str:
    done = store.was_posted(plan.thread, plan.count_hash)
    note = f"(this count was already posted as post {done})\n" if done else ""
    return (
        f"Dry run: `votecount post --yes` would post this to {plan.url} ({plan.engine}):\n"
        f"{note}-----\n{plan.body}\n-----"
    )


def run(
    ws: Workspace,
    *,
    yes: bool,
    edit: bool = False,
    edit_post: str | None = None,
    env: Mapping[str, str] | None = None,
    prompt: Callable[[str], str] | None = None,
    late: bool = False,
) -> str:
    """``votecount post``: a dry run unless ``yes``; ``edit``/``edit_post`` update a
    vote-count post in place instead of adding one. A count made after its day's
    deadline passed is posted only with ``late`` (``--after-deadline``): it is the day's
    final count, which a host posts on purpose."""
    plan = prepare(ws)
    store = ws.store()
    if not yes:
        return dry_run(plan, store)
    refused = past_clock(ws, plan, ws.clock())
    if refused is None and plan.deadline is not None and not late:
        refused = after_deadline(plan)
    if refused is not None:
        raise PostError(refused)
    http = new_http()
    forum = make_forum(plan.url, plan.engine, http, credentials_from_env(plan.engine, env, prompt))
    chosen = edit_post
    if edit and chosen is None:
        own = last_own_count(forum.latest(), forum.login())
        if own is None:
            raise PostError("--edit: none of the thread's latest posts is a vote count of ours")
        chosen = own.post_id
    return publish(forum, store, plan, edit=chosen, sleep=http.sleep).describe(plan)
