"""The application layer behind the CLI: a game folder (game.toml + votecount.db) and the
jobs a host runs on it. Each method returns the text the CLI prints.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import USER_ERRORS  # noqa: F401  (the CLI reads it from here)
from .game import Game, load_game

if TYPE_CHECKING:
    import logging

    from votecount.parser.model import Post

    from .store import Store


def _log() -> logging.Logger:
    """votecount's logger (the ``logging`` module is imported only when one is needed)."""
    import logging

    return logging.getLogger("votecount")


DEMO_DIR = Path(__file__).resolve().parent / "demo"
# the demo's clock: the time of the sample thread's last post, so it reads the same
# every time it runs
DEMO_NOW = datetime(2026, 3, 2, 19, 20, tzinfo=UTC)


class Workspace:
    """A game folder: ``game.toml`` and the database ``votecount.db`` beside it."""

    def __init__(self, game_path: Path, clock: Callable[[], datetime] | None = None) -> None:
        self.game_path = Path(game_path)
        # "now" for every count: the real clock, or a fixed time (`--now`, tests)
        self.clock: Callable[[], datetime] = clock or (lambda: datetime.now(UTC))
        self.db_path = self.game_path.resolve().parent / "votecount.db"
        self._game: Game | None = None
        self._store: Store | None = None
        # told of what is worth a line on stderr (a retry); the CLI prints it unless -q
        self.notice: Callable[[str], None] | None = None

    # -- lazily opened parts ------------------------------------------------------------
    def reload(self) -> None:
        """Read game.toml again on next use (the host may have edited it)."""
        self._game = None

    @property
    def game(self) -> Game:
        if self._game is None:
            self._game = load_game(self.game_path)
        return self._game

    def store(self) -> Store:
        """The game's database (opened once per workspace)."""
        from .store import Store

        if self._store is None:
            self._store = Store(self.db_path)
        return self._store

    def http(self, headers: Mapping[str, str] | None = None):
        """The HTTP client for this folder's jobs; retries are told to ``notice``."""
        from votecount.scraper.http import Http

        return Http(headers=headers, on_retry=self._retrying)

    def _retrying(self, url: str, why: str, wait: float) -> None:
        _log().debug("retry %s: %s (wait %gs)", url, why, wait)
        if self.notice is not None:
            self.notice(f"{url}: {why}; retrying in {wait:g}s")

    # -- jobs ---------------------------------------------------------------------------
    def init(
        self,
        url: str | None,
        *,
        engine: str | None,
        ruleset: str | None,
        force: bool,
        progress: bool,
        source: Path | None = None,
    ) -> str:
        from .starter import init_game

        return init_game(
            self, url, engine=engine, ruleset=ruleset, force=force, progress=progress,
            source=source,
        )  # fmt: skip

    def suggestions(self) -> list:
        """Host events the host posts announce that game.toml does not hold yet."""
        from .app_events import suggestions

        return suggestions(self)

    def events(self) -> str:
        from .suggest import render

        return render(self.suggestions(), self.game_path.name)

    def accept_events(self, posts: list[str], every: bool = False) -> str:
        """Write the suggested host events of these host posts (or all) into game.toml."""
        from .app_events import accept

        return accept(self, posts, every)

    def sync(
        self, *, recheck: int, progress: bool, accept_gone: bool = False, brief: bool = False
    ) -> str:
        """Fetch new and edited posts; then the suggested host events (``brief``: one
        line saying how many, for the watch log)."""
        from votecount.scraper.base import detect_engine, make_adapter
        from votecount.scraper.http import Http

        from .sync import sync

        lines = []
        game = self.game  # a bad game.toml stops us before any database is made
        store = self.store()
        for url in game.threads:
            engine = self.game.engine or detect_engine(url)
            if engine is None:
                raise ValueError(f"cannot tell the forum engine of {url}; set engine in [game]")
            if engine == "import":
                raise ValueError(
                    f'{self.game_path}: engine = "import": this game\'s posts come from files; '
                    "load new ones with `votecount import FILE_OR_FOLDER`"
                )
            headers, credentials = reading_access(engine)
            _log().info("syncing %s (%s)", url, engine)
            rate = reading_rate(headers)
            http = Http(per_minute=rate, min_interval=min(0.25, 60 / rate), on_retry=self._retrying)
            http.authorize(url, headers)  # the key goes to this forum's host only
            adapter = make_adapter(
                engine,
                http,
                url,
                timezone=self.game.timezone,
                credentials=credentials,
            )
            report = sync(
                store, adapter, progress=progress, recheck_last=recheck, accept_gone=accept_gone
            )
            _log().info("%s", report)
            lines.append(str(report))
        lines += self._suggestion_lines(brief)
        return "\n".join(lines)

    def _suggestion_lines(self, brief: bool) -> list[str]:
        from .suggest import render

        try:
            found = self.suggestions()
        except ValueError:  # no posts yet, or a game that cannot be counted yet
            return []
        if not found:
            return []
        if brief:
            return [f"{len(found)} host event(s) suggested: see `votecount events`"]
        return [render(found, self.game_path.name)]

    def import_posts(self, source: Path, *, engine: str | None, thread: str | None) -> str:
        from votecount.scraper import importer

        key = thread or _key(self.game.threads[0], self.game.engine)
        if source.is_file() and source.suffix in {".jsonl", ".json"}:
            found = importer.import_jsonl(source, thread=key, timezone=self.game.timezone)
        else:
            found = importer.import_pages(
                source, engine=engine, thread=key, timezone=self.game.timezone
            )
        # read (and check) the whole source first: a bad line stores nothing
        batches = list(found)
        if not any(batch.posts for batch in batches):
            raise ValueError(f"{source}: no posts in it (an empty file?); nothing imported")
        n = store_batches(self.store(), key, batches)
        return f"imported {n} posts into {self.db_path.name} (thread {key})"

    def results(self, as_of: str | None = None, *, now: datetime | None = None) -> Any:
        """The one path to a count (``pipeline.run``): every stored post with edited
        posts' revisions and the parse cache (saved afterwards), as of ``--as-of``, at
        the workspace's clock (or ``now``). count, audit, explain, post, watch and report
        all read from it."""
        from . import pipeline

        self._need_players()
        posts = self.posts(html=False)  # metadata and hashes; HTML only for cache misses
        when = _check_as_of(_as_of(as_of), posts)
        cache = self._cache()
        result = pipeline.run(
            self.game,
            posts,
            as_of=when,
            now=now or self.clock(),
            revisions=self._revisions(),
            cache=cache,
            full=self.store().full_post,
        )
        cache.save()
        return result

    def count(self, *, day: int | None, as_of: str | None, fmt: str, view: str) -> str:
        from . import render

        vc = self.results(as_of).count(view, day)
        if day is not None and vc.day(day) is None:
            _no_such_day(day, [d.day for d in vc.days], as_of)
        return render.vote_count(vc, fmt=fmt, game=self.game)

    def audit(self, *, day: int | None, as_of: str | None, fmt: str) -> str:
        from . import render

        result = self.results(as_of).audit(day)
        if day is not None and result.activity:
            labels = {label for a in result.activity for label, _ in a.posts}
            if f"D{day}" not in labels:
                days = sorted(int(x[1:]) for x in labels if x.startswith("D") and x[1:].isdigit())
                _no_such_day(day, days, as_of)
        return render.audit(result, fmt=fmt, game=self.game)

    def reconcile(self, *, day: int | None, fmt: str, show_all: bool = False) -> str:
        """The hosts' counts in the thread, compared with votecount's (``reconcile``)."""
        from .reconcile import reconcile
        from .views_reconcile import reconcile_json, reconcile_text

        self._need_players()
        cache = self._cache()
        result = reconcile(
            self.game, self.posts(), revisions=self._revisions(), cache=cache, day=day
        )
        cache.save()
        if fmt == "json":
            return reconcile_json(result)
        return reconcile_text(result, only_differ=not show_all)

    def explain(self, post: str) -> str:
        from .explain import explain

        results = self.results()  # a bad game.toml stops us before any database is made
        return explain(self.store(), post, results)

    def report(self, out: Path) -> str:
        from . import render

        html = render.report(self.game, self.results())
        out.write_text(html, encoding="utf-8")
        return f"wrote {out}"

    def datasette(self, metadata: Path | None = None) -> str:
        """Rebuild the derived tables Datasette browses and write its metadata file."""
        from . import browse, browse_meta

        results = self.results()  # the same count as `count`, `audit` and `report`
        posts = self.posts()
        vc, result = results.count("public"), results.audit()
        db = self.store().db
        rows = browse.rebuild(db, self.game, posts, vc, result)
        path = metadata if metadata is not None else self.db_path.with_name("metadata.json")
        browse_meta.write(path, browse_meta.metadata(db, self.game.name or "Game"))
        tables = ", ".join(f"{t} ({n})" for t, n in rows.items())
        return (
            f"rebuilt {tables} in {self.db_path.name}; wrote {path}\n"
            f"browse: datasette {self.db_path} -m {path}"
        )

    def _need_players(self) -> None:
        if not self.game.players:
            raise ValueError(
                f"{self.game_path}: no [[players]] yet: add one [[players]] table per player "
                "(votecount init takes them from /in sign-ups); until then no vote can count"
            )

    def _cache(self):
        """The persistent parse cache of this game (derived data in votecount.db)."""
        from .cache import ParseCache, fingerprint

        return ParseCache(self.store().conn, fingerprint(self.game))

    def _revisions(self):
        """Revisions of edited posts only (one query for the set, one per edited post)."""
        store = self.store()
        edited = store.edited()

        def revisions(thread: str, post_id: str):
            return store.revisions(thread, post_id) if (thread, post_id) in edited else []

        return revisions

    def posts(self, *, html: bool = True) -> list:
        """Every stored post of the game's threads (raises if none are stored);
        ``html=False``: without their HTML (``Store.posts``)."""
        keys = [_key(u, self.game.engine) for u in self.game.threads]
        store = self.store()
        known = {row.thread for row in store.threads()}
        posts: list[Post] = []
        for key in keys:
            if key in known:
                posts.extend(store.posts(key, html=html))
        if not posts:
            raise ValueError(
                f"no posts stored in {self.db_path} for {', '.join(keys)}: run `votecount sync` "
                "(or `votecount import FILE`) first"
            )
        return posts


def reading_access(engine: str, env: Mapping[str, str] | None = None) -> tuple[dict, object]:
    """Headers and a login for reading a private thread, from the same environment
    variables as posting (``votecount.post.credentials_from_env``): a Discourse API key
    becomes request headers, a forum login is used by the HTML engines. Without complete
    credentials, threads are read as a guest."""
    from votecount.scraper.html_common import Credentials

    from .post import PostError, credentials_from_env

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


def store_batches(store: Any, key: str, batches: list) -> int:
    """Store imported batches under ``key``; returns how many posts they held."""
    n = 0
    for batch in batches:
        store.save_batch(key, batch)
        n += len(batch.posts)
    return n


def reading_rate(headers: Mapping[str, str], env: Mapping[str, str] | None = None) -> float:
    """Requests per minute for reading: 60 with a Discourse admin API key, else 200;
    ``VOTECOUNT_REQUESTS_PER_MINUTE`` overrides (docs/forums.md)."""
    import os

    from votecount.scraper.pacing import RATE_ENV, limit_for

    env = os.environ if env is None else env
    return limit_for("api_key" if "Api-Key" in headers else None, env.get(RATE_ENV))


def thread_key_of(url: str, engine: str | None = None) -> str:
    """The store key of a thread; engine "import" (posts only from files) keys by URL."""
    from votecount.scraper.keys import thread_key, url_key

    return url_key(url) if engine == "import" else thread_key(url, engine)


_key = thread_key_of


def _as_of(value: str | None) -> int | datetime | None:
    """``--as-of``: a post number, or an ISO time (UTC unless it says otherwise)."""
    if value is None:
        return None
    if value.lstrip("#").isdigit():
        return int(value.lstrip("#"))
    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(
            f"--as-of {value!r}: give a post number (250) or a time (2026-03-01T18:00)"
        ) from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def fixed_clock(value: str) -> Callable[[], datetime]:
    """``--now TIME``: a clock that always reads TIME (UTC unless it says otherwise)."""
    try:
        when = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise ValueError(f"--now {value!r}: give a time such as 2026-03-01T18:00") from None
    when = when if when.tzinfo else when.replace(tzinfo=UTC)
    return lambda: when


def _check_as_of(when: int | datetime | None, posts: list) -> int | datetime | None:
    """``--as-of N`` past the last stored post is a typo or a missing sync, not a count.
    In a game spanning several threads, N is a post of the newest thread: it becomes
    that post's time, so the earlier threads count in full."""
    if not isinstance(when, int) or not posts:
        return when
    newest = posts[-1].thread
    mine = [p for p in posts if p.thread == newest]
    last = max(p.number for p in mine)
    if when > last:
        raise ValueError(
            f"--as-of {when}: the last stored post is #{last}; "
            "run `votecount sync` for newer posts, or give an earlier post"
        )
    if len({p.thread for p in posts}) == 1:
        return when
    at = [p.created_at for p in mine if p.number <= when]
    return max(at) if at else min(p.created_at for p in mine)


def _no_such_day(day: int, days: list[int], as_of: str | None) -> None:
    when = ""
    if as_of:
        when = (
            f" as of post #{as_of.lstrip('#')}"
            if as_of.lstrip("#").isdigit()
            else f" as of {as_of}"
        )
    have = f"days so far: {_ranges(days)}" if days else "no day has started yet"
    if day < 1:
        raise ValueError(f"--day {day}: days are numbered from 1 ({have})")
    raise ValueError(f"--day {day}: there is no Day {day}{when} ({have})")


def _ranges(numbers: list[int]) -> str:
    """ "1-4, 6" for 1, 2, 3, 4, 6."""
    out: list[str] = []
    for n in sorted(set(numbers)):
        if out and "-" in out[-1] and int(out[-1].split("-")[1]) == n - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{n}"
        elif out and "-" not in out[-1] and int(out[-1]) == n - 1:
            out[-1] = f"{out[-1]}-{n}"
        else:
            out.append(str(n))
    return ", ".join(out)


def run_demo(fmt: str = "text") -> str:
    """The whole job on the bundled sample game, offline, in a temporary folder: import
    the thread, count Day 1 (ended by a hammer) and Day 2 (open), explain a tricky post
    and audit the game."""
    import shutil
    import tempfile

    with tempfile.TemporaryDirectory(prefix="votecount-demo-") as tmp:
        folder = Path(tmp)
        shutil.copy(DEMO_DIR / "game.toml", folder / "game.toml")
        ws = Workspace(folder / "game.toml", clock=lambda: DEMO_NOW)
        parts = [
            "$ votecount import thread.jsonl",
            ws.import_posts(DEMO_DIR / "thread.jsonl", engine=None, thread=None),
            "$ votecount count --day 1",
            ws.count(day=1, as_of=None, fmt=fmt, view="public"),
            "$ votecount count",
            ws.count(day=None, as_of=None, fmt=fmt, view="public"),
            "$ votecount explain 21",
            ws.explain("21"),
            "$ votecount audit",
            ws.audit(day=None, as_of=None, fmt="text"),
        ]
    return "\n\n".join(part.rstrip() for part in parts)
