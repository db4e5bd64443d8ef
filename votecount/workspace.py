"""The application layer behind the CLI: a game folder (game.toml + votecount.db) and the
jobs a host runs on it. Each method returns the text the CLI prints.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from votecount.count import clock as app_clock
from votecount.count import pipeline
from votecount.count.clock import as_of as as_of_value
from votecount.count.clock import check_as_of as _check_as_of
from votecount.count.clock import fixed_clock  # noqa: F401  (the CLI reads it from here)
from votecount.count.incremental.cache import ParseCache, fingerprint, fold_fingerprint
from votecount.count.incremental.foldstate import Checkpoints
from votecount.errors import USER_ERRORS  # noqa: F401  (the CLI reads it from here)
from votecount.gamefile.folder import database_of
from votecount.gamefile.game import Game
from votecount.gamefile.load import GameFileError, load_game
from votecount.store.db import Store, thread_key_of
from votecount.store.posts import StoredPosts
from votecount.store.times import settle_times
from votecount.views import output

if TYPE_CHECKING:
    import logging

    from votecount.count.reconcile import Reconciliation
    from votecount.parser.model import Post
    from votecount.store.db import Store, thread_key_of


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
        # "now" for every count: the real clock, or a fixed time (`--now`, tests); at a
        # clock not the machine's, what the store holds from after it has not happened
        self.clock: Callable[[], datetime] = clock or (lambda: app_clock.system_now())
        self.live = clock is None
        self.db_path = Path(database_of(self.game_path))  # one rule: votecount/gamefile/folder.py
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

    def close(self) -> None:
        """Close the database, if it was opened (the CLI does so when a command ends)."""
        if self._store is not None:
            self._store.close()
            self._store = None

    def store(self) -> Store:
        """The game's database (opened once per workspace); the stored times are brought
        to the game's zone as it opens (``settle_times``)."""

        if self._store is None:
            # stamped with the workspace's clock: `sync --now T` sees the thread at T
            self._store = Store(self.db_path, clock=self.clock)
            self.settle_times()
        return self._store

    def settle_times(self) -> None:
        """Re-read the stored posts' times when the zone they are read in changed (the
        game's ``timezone``, else the zone the pages state), and say so once."""
        if self._store is None or not self.game_path.exists():
            return  # init writes the game file after the first posts are stored
        try:
            game = self.game
        except GameFileError:
            return  # the verb that needs the game file says what is wrong with it
        keys = [thread_key_of(u, game.engine) for u in game.threads]
        for line in settle_times(self._store, keys, game.timezone):
            _log().info("%s", line)
            if self.notice is not None:
                self.notice(line)

    def http(self, headers: Mapping[str, str] | None = None):
        """The HTTP client for this folder's jobs; retries are told to ``notice``."""
        from votecount.scraper.http import Http

        return Http(headers=headers, on_retry=self.on_retry)

    def on_retry(self, url: str, why: str, wait: float) -> None:
        """An HTTP client's retry of ``url`` (``Http(on_retry=)``): logged, and told to
        ``notice``."""
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
        from votecount.sync.starter import init_game  # the forum's HTTP stack

        return init_game(
            self, url, engine=engine, ruleset=ruleset, force=force, progress=progress,
            source=source,
        )  # fmt: skip

    def suggestions(self) -> list:
        """Host events the host posts announce that game.toml does not hold yet."""
        from votecount.count.suggest.events import suggestions  # the parser, tomlkit

        return suggestions(self)

    def events(self) -> str:
        from votecount.count.suggest import render  # the parser

        text = render(self.suggestions(), self.game_path.name)
        names = self.name_report()
        return f"{text}\n\n{names}" if names else text

    def name_report(self) -> str:
        """The names in players' votes that resolved to nobody or to several players,
        with the alias line that would count each (never applied without the host)."""
        from votecount.count.suggest.names import render_names, unresolved_names  # the parser

        try:
            days = self.results().count("public").days
        except ValueError:  # no posts yet, or a game that cannot be counted yet
            return ""
        return render_names(unresolved_names(days, (p.username for p in self.game.players)))

    def accept_alias(self, name: str, player: str) -> str:
        """Write ``name`` into the aliases of ``player`` in game.toml."""
        from votecount.count.suggest.events import accept_alias  # the parser, tomlkit

        return accept_alias(self, name, player)

    def accept_events(self, posts: list[str], every: bool = False) -> str:
        """Write the suggested host events of these host posts (or all) into game.toml."""
        from votecount.count.suggest.events import accept  # the parser, tomlkit

        return accept(self, posts, every)

    def sync(
        self,
        *,
        recheck: int,
        progress: bool,
        accept_gone: bool = False,
        brief: bool = False,
        full: bool = False,
    ) -> str:
        """Fetch new and edited posts; then the suggested host events (``brief``: one
        line saying how many, for the watch log). ``full``: walk every page, storing again
        the posts stored before votecount kept the forum's printed times."""
        from votecount.sync.jobs import fetch  # the forum's HTTP stack

        lines = fetch(self, recheck=recheck, progress=progress, accept_gone=accept_gone, full=full)
        self.settle_times()  # the pages may state a zone now
        lines += self._suggestion_lines(brief)
        return "\n".join(lines)

    def _suggestion_lines(self, brief: bool) -> list[str]:
        from votecount.count.suggest import render  # the parser

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
        from votecount.sync.jobs import import_posts  # the importers

        return import_posts(self, source, engine=engine, thread=thread)

    def results(
        self, as_of: str | None = None, *, now: datetime | None = None, game: Game | None = None
    ) -> Any:
        """The one path to a count (``pipeline.run``): every stored post with edited
        posts' revisions and the parse cache (saved afterwards), as of ``--as-of``, at
        the workspace's clock (or ``now``; a clock not the machine's reads the posts as
        they stood then: ``count.at_now``). count, audit, explain, post, watch and report
        all read from it. ``game``: a what-if version of the game file (sync's
        suggestions, as if the suggested substitutions were accepted), counted the same
        way with a parse cache of its own beside the game's and no checkpoints kept."""

        self._need_players()
        own = game is None
        game = self.game if game is None else game
        checkpoints = self._checkpoints(game, keep=own)
        reader = self.store().reading()  # one snapshot of the posts for the whole count
        try:
            posts = self._stored_posts(checkpoints, reader)  # metadata; HTML for misses
            when = _check_as_of(as_of_value(as_of), posts)
            cache = self._cache(game)
            result = pipeline.run(
                game,
                posts,
                as_of=when,
                now=now or self.clock(),
                live=self.live,
                revisions=self._revisions(reader),
                cache=cache,
                full=reader.full_post,
                checkpoints=checkpoints,
                gone=lambda: self._gone(reader),
            )
        finally:
            # the snapshot ends: a later read (explain's whole event list) sees the posts
            # as they are then
            if reader is not self.store():
                reader.conn.commit()
        cache.save()
        if own:
            checkpoints.save()
            if isinstance(posts, StoredPosts):
                posts.forget_changes(checkpoints, self.store())
        return result

    def _stored_posts(self, checkpoints: Any = None, store: Store | None = None) -> Any:
        """The posts a count reads: from the store as it needs them (``StoredPosts``: a
        game of one thread stamped in number order), else all of them without HTML."""
        store = store or self.store()
        marks = [(row[0], row[1]) for row in checkpoints.known] if checkpoints else []
        found = StoredPosts.open(store, self.thread_keys(), marks)
        return found if found is not None else self.posts(html=False, store=store)

    # -- what the verbs print (views.output) ----------------------------------------------
    def count(self, *, day: int | None, as_of: str | None, fmt: str, view: str) -> str:
        """The count as printed."""

        return output.count(self, day=day, as_of=as_of, fmt=fmt, view=view)

    def audit(self, *, day: int | None, as_of: str | None, fmt: str) -> str:
        return output.audit(self, day=day, as_of=as_of, fmt=fmt)

    def reconcile(self, *, day: int | None, fmt: str, show_all: bool = False) -> tuple[str, int]:
        """The hosts' counts in the thread, compared with votecount's (``reconcile``),
        and how many differ."""

        return output.reconcile(self, day=day, fmt=fmt, show_all=show_all)

    def reconciliation(self, day: int | None = None) -> Reconciliation:
        """Every host count of the thread compared with votecount's as of its post
        (``day`` keeps one day), read with the
        game's parse cache (saved afterwards)."""
        from votecount.count import reconcile as reconciling  # the parser (host counts)

        self._need_players()
        cache = self._cache()
        found = reconciling.reconcile(
            self.game, self.posts(), revisions=self._revisions(), cache=cache, day=day
        )
        cache.save()
        return found

    def explain(self, post: str) -> str:
        return output.explain(self, post)

    def report(self, out: Path) -> str:
        return output.report(self, out)

    def datasette(self, metadata: Path | None = None) -> str:
        """Rebuild the derived tables Datasette browses and write its metadata file."""

        return output.datasette(self, metadata)

    def _need_players(self) -> None:
        if not self.game.players:
            raise ValueError(
                f"{self.game_path}: no [[players]] yet: add one [[players]] table per player "
                "(votecount init takes them from /in sign-ups); until then no vote can count"
            )

    def _cache(self, game: Game | None = None):
        """The persistent parse cache of this game (derived data in votecount.db), or of
        a what-if ``game`` (``results``): the game's own when its posts parse the same
        (only events differ), else one kept beside it."""

        mine = fingerprint(self.game)
        theirs = mine if game is None else fingerprint(game)
        return ParseCache(self.store().conn, theirs, aux=theirs != mine)

    def _checkpoints(self, game: Game | None = None, *, keep: bool = True):
        """The fold's saved states for this game (``votecount.count.incremental.foldstate``); ``keep=False``:
        none is made or saved (a what-if game's fold, ``results``)."""

        return Checkpoints(self.store().conn, fold_fingerprint(game or self.game), keeping=keep)

    def thread_keys(self) -> list[str]:
        """The store's keys of the game's threads, from their URLs alone."""

        return [thread_key_of(u, self.game.engine) for u in self.game.threads]

    def _revisions(self, store: Store | None = None):
        """Revisions of edited posts only (one query for the set, one per edited post)."""
        store = store or self.store()
        edited = store.edited()

        def revisions(thread: str, post_id: str):
            return store.revisions(thread, post_id) if (thread, post_id) in edited else []

        return revisions

    def _gone(self, store: Store) -> dict[tuple[str, str], list]:
        """The game's posts the threads ever stopped listing: (thread, id) -> absences."""
        return {
            (key, pid): windows
            for key in self.thread_keys()
            for pid, windows in store.absences(key).items()
        }

    def posts(self, *, html: bool = True, store: Store | None = None) -> list:
        """Every stored post of the game's threads (raises if none are stored);
        ``html=False``: without their HTML (``Store.posts``)."""
        keys = self.thread_keys()
        store = store or self.store()
        known = {row.thread for row in store.threads()}
        posts: list[Post] = []
        for key in keys:
            if key in known:
                posts.extend(store.posts(key, html=html))
        if not posts:
            raise self.nothing_stored()
        return posts

    def nothing_stored(self) -> ValueError:
        """The error of a verb that needs posts when none of the game's are stored."""
        return ValueError(
            f"no posts stored in {self.db_path} for {', '.join(self.thread_keys())}: run "
            "`votecount sync` (or `votecount import FILE`) first"
        )


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
