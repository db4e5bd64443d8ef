"""Bringing posts into a game folder: ``sync`` over each thread's forum adapter (with
the reading credentials and rate from the environment) and ``import`` from files."""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import votecount
from votecount.count.context import context
from votecount.count.phase_markers import deadline_said
from votecount.posting.credentials import ENV_HELP, credentials_from_env
from votecount.posting.remote import PostError
from votecount.scraper.errors import FetchError, RateLimited
from votecount.store.db import thread_key_of
from votecount.store.said import source_fingerprint
from votecount.store.schema import MIGRATIONS
from votecount.sync.fetch import SyncInterrupted, SyncReport, sync

if TYPE_CHECKING:
    from votecount.gamefile.game import Game
    from votecount.parser.model import Post
    from votecount.workspace import Workspace


def fetch(
    ws: Workspace, *, recheck: int, progress: bool, accept_gone: bool = False, full: bool = False
) -> list[str]:
    """Fetch new and edited posts of every thread of the game; one report line each."""
    import logging  # not at the top: a count reads this module for thread keys only

    from votecount.scraper.base import detect_engine, make_adapter
    from votecount.scraper.http import Http

    log = logging.getLogger("votecount")
    lines = []
    game = ws.game  # a bad game.toml stops us before any database is made
    store = ws.store()
    for url in game.threads:
        engine = ws.game.engine or detect_engine(url)
        if engine is None:
            raise ValueError(f"cannot tell the forum engine of {url}; set engine in [game]")
        if engine == "import":
            raise ValueError(
                f'{ws.game_path}: engine = "import": this game\'s posts come from files; '
                "load new ones with `votecount import FILE_OR_FOLDER`"
            )
        headers, credentials = reading_access(engine)
        log.info("syncing %s (%s)", url, engine)
        rate = reading_rate(headers)
        http = Http(per_minute=rate, min_interval=min(0.25, 60 / rate), on_retry=ws.on_retry)
        http.authorize(url, headers)  # the key goes to this forum's host only
        adapter = make_adapter(
            engine,
            http,
            url,
            timezone=ws.game.timezone,
            credentials=credentials,
            # the time this sync happens (--now, or the machine's through the one clock
            # the count reads too, ``count.clock.system_now``), for a page's relative
            # times and the time an edit without a notice was seen
            clock=ws.clock,
        )
        try:
            report = sync(
                store,
                adapter,
                progress=progress,
                recheck_last=recheck,
                accept_gone=accept_gone,
                full=full,
                hosts=game.hosts,
                deadlines=game_deadlines(game, ws.clock()),
                said=host_words(game),
                first_counts=context(game).options.edits == "first",
            )
        except KeyboardInterrupt as exc:  # Ctrl-C: what is stored stays (whole batches)
            raise interrupted(store, thread_key_of(url, engine)) from exc
        except FetchError as exc:
            raise hidden(exc, engine, signed_in=bool(headers or credentials)) from exc
        lines.append(str(players_named(report, game)))  # printed by the verb, not logged
    return lines


def players_named(report: SyncReport, game: Game) -> SyncReport:
    """``report`` with the renamed accounts' new names that the game file gives a player
    or a host (by login, display name or alias) among its ``taken`` ones: an alias to
    them would give that player's votes to the renamed account."""

    def others(old: str) -> set[str]:  # every name of the game but the renamed one's own
        names = {h.casefold() for h in game.hosts}
        for p in game.players:
            own = {n.casefold() for n in (p.username, p.name, *p.aliases, *p.accounts) if n}
            names |= set() if old.casefold() in own else own
        return names

    more = [new for old, new in report.renamed if new.casefold() in others(old)]
    return replace(report, taken=(*report.taken, *more)) if more else report


def game_deadlines(game: Game, now: datetime) -> list[datetime]:
    """The times the game file says a phase ended by ``now``: each phase's ``end``, its
    ``start`` (the phase before ended then), its rounds' ends, and the ``[schedule]``'s
    day and night boundaries."""
    times: list[datetime] = []
    for phase in game.phases:
        times += [t for t in (phase.start, phase.end) if t is not None]
        times += [t for t in phase.rounds if isinstance(t, datetime)]
    plan = game.schedule
    if plan is not None and plan.day_hours + plan.night_hours > 0:
        when, day = plan.start, plan.first == "day"
        while when <= now and len(times) < 10_000:
            when += timedelta(hours=plan.day_hours if day else plan.night_hours)
            times.append(when)
            day = not day
    return [t for t in times if t <= now]


@dataclass(frozen=True)
class HostWords:
    """What a host post says of a deadline (``phase_markers.deadline_said`` in the game's
    zone); ``key``: what besides the post decides it, under which a sync keeps each host
    post's answer (``store.said``)."""

    timezone: str | None

    def __call__(self, post: Post) -> tuple[datetime | None, timedelta | None]:
        return deadline_said(post, timezone=self.timezone)

    @property
    def key(self) -> str:
        return f"{votecount.__version__}|{host_readers()}|schema {len(MIGRATIONS)}|{self.timezone}"


def host_readers() -> str:
    """The fingerprint of the code that reads a host post's deadline (the parser, the
    tally's phases, the phase markers), beside votecount's version: a reader changed
    without a version bump reads every host post again (``store.said``); an install
    without its source keys by the version alone."""
    root = Path(votecount.__file__).parent
    parts = ("parser", "tally", "count/markers.py", "count/phase_markers.py")
    return source_fingerprint(*(root / part for part in parts))


def host_words(game: Game) -> HostWords | None:
    """What a host post says of a deadline, when the count reads it (``phase_markers``:
    a day may end at a deadline only the thread states)."""
    if not game.phase_markers:
        return None
    return HostWords(game.timezone)


_READ_DISCOURSE = (  # a Discourse password login is for posting only (reading_access)
    "set VOTECOUNT_API_KEY and VOTECOUNT_API_USERNAME (an admin API key) or "
    "VOTECOUNT_USER_API_KEY (a user API key)"
)


def hidden(exc: FetchError, engine: str, *, signed_in: bool) -> FetchError:
    """A 404 or 403 on a thread: it may be private (a forum answers 404 to a guest for a
    thread it hides), so say how to read it as a member; other errors unchanged."""
    if exc.status not in (403, 404) or isinstance(exc, RateLimited):
        return exc
    if signed_in:
        why = "the thread does not exist, or the account in the environment cannot see it"
    else:
        how = _READ_DISCOURSE if engine == "discourse" else ENV_HELP
        why = f"the thread does not exist, or it is private: to read it as a member, {how}"
    return FetchError(exc.url, exc.status, f"{why} (docs/forums.md)")


def interrupted(store: Any, key: str) -> SyncInterrupted:
    """What a sync stopped by Ctrl-C kept: the posts stored of the thread's total (as the
    forum last said it)."""
    total = next((t.posts_count for t in store.threads() if t.thread == key), None)
    return SyncInterrupted(key, store.count_posts(key), total)


def import_posts(ws: Workspace, source: Path, *, engine: str | None, thread: str | None) -> str:
    """Store the posts of a JSONL file or a folder of saved pages, all or nothing: read
    and stored a batch at a time (memory stays flat with the file's size) inside one
    transaction that a bad line rolls back, so nothing of the file is stored then and
    nothing stored before is lost."""
    from votecount.scraper import importer

    key = thread or thread_key_of(ws.game.threads[0], ws.game.engine)
    if source.is_file() and source.suffix in {".jsonl", ".json"}:
        found = importer.import_jsonl(source, thread=key, timezone=ws.game.timezone)
    else:
        found = importer.import_pages(source, engine=engine, thread=key, timezone=ws.game.timezone)
    batches = _not_empty(found, source)  # an empty source (a bad first line) opens no database
    store = ws.store()
    with store.all_or_nothing():
        n = store_batches(store, key, batches)
    return f"imported {n} posts into {ws.db_path.name} (thread {key})"


def reading_access(engine: str, env: Mapping[str, str] | None = None) -> tuple[dict, object]:
    """Headers and a login for reading a private thread, from the same environment
    variables as posting (``votecount.posting.post.credentials_from_env``): a Discourse API key
    becomes request headers, a forum login is used by the HTML engines. Without complete
    credentials, threads are read as a guest."""
    from votecount.scraper.html_common import Credentials

    try:
        login = credentials_from_env(engine, env)
    except PostError:
        return {}, None
    if login.kind == "api_key":
        return {"Api-Key": login.secret.value, "Api-Username": login.username}, None
    if login.kind == "user_api_key":
        headers = {"User-Api-Key": login.secret.value}
        if login.client_id:
            headers["User-Api-Client-Id"] = login.client_id
        return headers, None
    if engine == "discourse":  # a Discourse password login is for posting only
        return {}, None
    return {}, Credentials(login.username, login.secret.value)


def _not_empty(found: Iterable[Any], source: Path) -> Iterator[Any]:
    """The batches that hold posts; a ``ValueError`` at once when there is none."""
    batches = (batch for batch in found if batch.posts)
    first = next(batches, None)
    if first is None:
        raise ValueError(f"{source}: no posts in it (an empty file?); nothing imported")
    return _chain(first, batches)


def _chain(first: Any, rest: Iterator[Any]) -> Iterator[Any]:
    """``first`` then ``rest``, holding ``first`` no longer than it is used (a batch's
    posts are dropped once stored)."""
    yield first
    del first
    yield from rest


def store_batches(store: Any, key: str, batches: Iterable[Any]) -> int:
    """Store imported batches under ``key`` as they are read; returns how many posts
    they held."""
    n = 0
    for batch in batches:
        store.save_batch(key, batch)
        n += len(batch.posts)
    return n


def reading_rate(headers: Mapping[str, str], env: Mapping[str, str] | None = None) -> float:
    """Requests per minute for reading: 60 with a Discourse admin API key, else 200;
    ``VOTECOUNT_REQUESTS_PER_MINUTE`` overrides (docs/forums.md)."""

    from votecount.scraper.pacing import RATE_ENV, limit_for

    env = os.environ if env is None else env
    return limit_for("api_key" if "Api-Key" in headers else None, env.get(RATE_ENV))
