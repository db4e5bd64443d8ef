"""Posts -> parser -> events -> tally: the only module that knows both the parser's and
the tally's types.

    results = run(game, posts, as_of=None, now=clock(), revisions=..., cache=...)
    vc = results.count(view="public", day=None)                    # VoteCount
    rep = results.audit(day=None)                                  # Audit
    events = build_events(game, posts)                             # what the tally sees

Every countable post gives a ``PublicPost`` plus its mapped commands (unknown or ambiguous
names become ``Rejected``; quoted or unmarked commands become info notices); the game
file's host events, phases and (with ``phase_markers``) host posts such as "Day 2" give
the host events. Parsed posts are cached in memory per (thread, post id, content hash),
so a recount after new posts only parses the new ones; ``run`` with checkpoints resumes
the fold (``count.incremental``), and ``Results.post_by_post`` advances one fold through
the posts (reconcile's counts at each host count, explain's post).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator, MutableMapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

import msgspec

from votecount import tally
from votecount.count.at_close import late_edits
from votecount.count.at_now import GoneSince, as_at, changed_after, listing_at
from votecount.count.context import Context, context
from votecount.count.gone_late import absences_of
from votecount.count.host_deleted import kept_starts
from votecount.count.hostevents import corrected, frame_events, host_corrections
from votecount.count.incremental.foldstate import Parts, fold
from votecount.count.late_close import marked
from votecount.count.reading import (  # noqa: F401 (VOTECOUNT_TAG: part of the API)
    VOTECOUNT_TAG,
    Revisions,
    post_events,
    post_key,
    still_playing,
)
from votecount.parser.model import Post
from votecount.scraper.clock import is_absolute
from votecount.scraper.zones import repeated_reading
from votecount.store.lazyposts import is_unloaded, replaced
from votecount.store.posts import ListedPosts, StoredPosts
from votecount.tally import events as ev

if TYPE_CHECKING:
    from votecount.count.incremental.foldstate import Checkpoints
    from votecount.gamefile.game import Game

AsOf = int | datetime | None
# --- the whole event list and the counts --------------------------------------------------


def build_events(game: Game, posts: Iterable[Post], until: datetime | None = None,
                 revisions: Revisions | None = None, ctx: Context | None = None) -> list[ev.Event]:  # fmt: skip
    """Every event of the game in application order."""
    ctx = ctx or context(game)
    ordered, ctx.redated = thread_order(posts, ctx.full)
    own = own_events(ctx, ordered, revisions)
    first = min((e.ref.time for e in own), default=None)
    frame = frame_keeping_starts(revisions)(ctx, ordered, until, first)
    return late_edits(ev.sort_events(own + frame), ordered, revisions, ctx)


def own_events(
    ctx: Context, ordered: Sequence[Post], revisions: Revisions | None = None
) -> list[ev.Event]:
    """The posts' own events (in thread order), with the game file's corrections."""
    events: list[ev.Event] = []
    corrections = host_corrections(ctx)
    prefetch = getattr(ctx.mapped, "prefetch", None)  # a ParseCache reads them at once
    if prefetch is not None and len(ordered) > 1:
        prefetch(post_key(p) for p in ordered)
    for post in ordered:
        mapped = still_playing(ctx, post, post_events(ctx, post, revisions))
        fix = corrections.get(post.number)
        events.extend(mapped if fix is None else corrected(ctx, post, mapped, fix))
    return events


class ThreadOrder(NamedTuple):
    """Posts in thread order (``thread_order``) and the posts given another post's time
    there -> their own time (``Context.redated``: ``moved.moved_in`` warns of them)."""

    posts: list[Post]
    redated: dict[tuple[str, str], datetime]


def thread_order(posts: Iterable[Post], full: Callable[[Post], Post] | None = None) -> ThreadOrder:
    """Posts by time, each thread's posts kept in number order: a post stamped earlier
    than the post before it (clock skew, an import without times, a post moved in from
    another topic) takes that post's time (its own returned in ``redated``), unless its
    time was printed in the board zone's repeated hour (the clocks going back) and the
    later moment it names is not before that post: that is its time (live24: the second
    02:40 read as the first took the time of a post at the first 02:45). A post gone
    from the thread is placed by its time alone: its number is the one it had when last
    listed (phpBB numbers every later post one lower after a deletion). The later reading
    is a printed time's only (live25): not one the forum gave with its offset (a Unix or
    ISO time: ``time_raw``, loaded through ``full`` for a post read without it), nor a
    post the forum made before the one above (a lower id: moved in, so the first-hour
    posts after it are not carried an hour on)."""
    by_thread: dict[str, list[Post]] = {}
    out: list[Post] = []
    redated: dict[tuple[str, str], datetime] = {}
    for p in posts:
        if p.gone:
            out.append(p)
        else:
            by_thread.setdefault(p.thread, []).append(p)
    for thread_posts in by_thread.values():
        thread_posts.sort(key=lambda p: p.number)
        last: datetime | None = None
        above = None
        for p in thread_posts:
            if last is not None and p.created_at < last:
                later = repeated_reading(p.created_at, p.time_zone)
                if later is not None and later >= last and _printed_after(p, above, full):
                    p = replaced(p, created_at=later)
                else:
                    redated[(p.thread, p.post_id)] = p.created_at
                    p = replaced(p, created_at=last)
            last, above = p.created_at, p
            out.append(p)
    return ThreadOrder(sorted(out, key=lambda p: (p.created_at, p.number)), redated)


def _printed_after(post: Post, above: Post | None, full: Callable[[Post], Post] | None) -> bool:
    """May ``post``'s time, stamped before ``above``'s, be read at the later moment of a
    repeated hour: printed without its offset, and made after ``above`` (a higher id,
    where both ids are numbers: forums number posts as they are made)?"""
    ids = (post.post_id, above.post_id) if above is not None else ("", "")
    if all(i.isdigit() for i in ids) and int(ids[0]) < int(ids[1]):
        return False
    raw = post.time_raw
    if raw is None and full is not None and is_unloaded(post):
        raw = full(post).time_raw
    return raw is None or not is_absolute(raw)


def frame_keeping_starts(
    revisions: Revisions | None,
) -> Callable[[Context, Sequence[Post], datetime | None, datetime | None], list[ev.Event]]:
    """``hostevents.frame_events`` over the posts with a host's day start deleted after
    it was read kept as read (``host_deleted.kept_starts``), and its notices."""

    def frame(ctx: Context, posts: Sequence[Post], until: datetime | None,
              first: datetime | None) -> list[ev.Event]:  # fmt: skip
        kept, notices = kept_starts(ctx, posts, revisions)
        return frame_events(ctx, kept, until, first) + notices

    return frame


def in_thread_order(posts: Iterable[Post]) -> list[Post]:
    """The posts of ``thread_order``, without what was redated."""
    return thread_order(posts).posts


class Results(msgspec.Struct):
    """One tally of a game: every output (count, audit, explain, post, watch, report)
    reads these, so they agree. ``now`` is the clock (events after it have not happened);
    ``as_of`` the post number or time counted up to. ``events`` (the whole event list) is
    built when first read: a count resumed from a checkpoint never builds it; ``engine``
    (the fold up to ``as_of`` and ``now``) likewise, when not given (``folded``): a
    reconcile reads the fold post by post and never the whole of it."""

    ctx: Context
    build: Callable[[], list[ev.Event]]
    folded: tally.Engine | None
    as_of: AsOf = None
    now: datetime | None = None
    _events: list[ev.Event] | None = None

    @property
    def events(self) -> list[ev.Event]:
        if self._events is None:
            self._events = self.build()
        return self._events

    @property
    def engine(self) -> tally.Engine:
        if self.folded is None:
            ctx = self.ctx
            self.folded = tally.replay(ctx.setup, self.events, ctx.rules, self.as_of, self.now)
        return self.folded

    def count(self, view: str = "public", day: int | None = None) -> tally.VoteCount:
        """The count; a live day past its stated deadline that no host post has closed
        yet says so, with the votes posted since (``late_close``)."""
        return marked(self, self.engine.count(view, day))

    def audit(self, day: int | None = None) -> tally.Audit:
        """Violations and activity (prods measured at ``now`` or the as_of time);
        ``day`` keeps only that day's violations."""
        result = tally.audit_of(self.engine, self.as_of, self.now)
        if day is None:
            return result
        labels = (f"D{day}", f"D{day}+")
        return replace(result, violations=tuple(v for v in result.violations if v.phase in labels))

    def post_by_post(self, ordered: Sequence[Post]) -> Iterator[tuple[int, tally.Engine]]:
        """One fold of ``events`` advanced through ``ordered`` (posts in thread order):
        (index, the fold at the end of that post), events after ``now`` left out. The
        same engine each time, so read it before the next. ``reconcile`` takes its
        counts at the posts it compares from it, ``explain`` the fold at its post."""
        engine = tally.Engine(self.ctx.setup, self.ctx.rules)
        events = self.events
        if self.now is not None:
            events = events[: tally.cutoff(events, self.now)]
        k = 0
        for i, post in enumerate(ordered):
            limit = (post.created_at, post.number, tally.Order.END_OF_POST)
            start = k
            while k < len(events) and events[k].ref.key <= limit:
                k += 1
            if k > start:
                engine.feed(events[start:k])
            yield i, engine


def run(game: Game, posts: Iterable[Post], *, as_of: AsOf = None, now: datetime | None = None,
        live: bool = False, revisions: Revisions | None = None,
        cache: MutableMapping | None = None, full: Callable[[Post], Post] | None = None,
        checkpoints: Checkpoints | None = None, gone: GoneSince | None = None) -> Results:  # fmt: skip
    """The one path to a count: posts (with their revisions, through ``cache``) ->
    events -> the fold up to ``as_of`` and ``now``. Posts made and edits made after
    ``now`` have not happened (``at_now``: every reader of the count reads the posts as
    they stood then), unless the clock is ``live`` (the machine's): a stored post has
    happened, so ``now`` is then never taken earlier than the newest post (a forum clock
    a little ahead). ``full`` loads the HTML of a post read without it
    (``Store.full_post``) on a miss; ``checkpoints`` (``foldstate.Checkpoints``) resumes
    the fold from a saved state; ``gone`` gives each post's absences (``at_now``: a post
    is read listed or gone as it was at ``now``). A count ``as_of`` a time reads the posts
    as they stood then the same way (an edit or a deletion made later had not happened)."""

    stored = posts if isinstance(posts, StoredPosts) else None
    posts = [] if stored is not None else list(posts)
    then = now if now is not None and not live else None
    if isinstance(as_of, datetime) and (then is None or as_of < then):
        then = as_of  # as of a time: each post as it stood then, as a count then read it
    if then is not None:
        went = listing_at(gone() if gone is not None else {}, then)
        later = stored.changed_after(then) if stored is not None else changed_after(posts, then)
        if later and not went and stored is not None and not stored.edited_after(then):
            stored = stored.made_by(then)  # only later posts: the checkpoints still hold
            if not len(stored):  # a clock before the first post: nothing to fold
                stored, checkpoints = None, None
        elif (later or went) and stored is not None:  # read as a list: the store's
            posts, revisions = as_at(stored, then, revisions, went)  # checkpoints do not
            stored, checkpoints = None, None  # hold for it, and stay
        elif later or went:
            posts, revisions = as_at(posts, then, revisions, went)
    until = as_of if isinstance(as_of, datetime) else None
    ctx = _context(game, cache, full)
    ctx.gone = absences_of(gone)
    ctx.taken_out = functools.cache(lambda: _taken_out(stored if stored is not None else posts))
    ctx.authors = functools.cache(lambda: _authors(stored if stored is not None else posts))
    newest = (
        stored[len(stored) - 1].created_at
        if stored
        else max((p.created_at for p in posts), default=None)
    )
    if now is not None and newest is not None:
        now = max(now, newest)
    if checkpoints is not None:
        ordered: StoredPosts | ListedPosts | None = stored
        if ordered is None:  # a store never holds a skewed thread (``StoredPosts.open``)
            listed, ctx.redated = thread_order(posts, ctx.full)
            ordered = ListedPosts(listed)
        parts = Parts(own_events, frame_keeping_starts(revisions), post_key)
        engine, build = fold(ctx, ordered, until, revisions, as_of, now, checkpoints, parts)
        return Results(ctx, build, engine, as_of, now)
    if stored is not None:
        posts = list(stored)
    events = build_events(game, posts, until, revisions, ctx)
    return Results(ctx, lambda: events, None, as_of, now)


def count(game: Game, posts: Iterable[Post], day: int | None = None, as_of: AsOf = None,
          view: str = "public", revisions: Revisions | None = None,
          cache: MutableMapping | None = None, now: datetime | None = None,
          full: Callable[[Post], Post] | None = None) -> tally.VoteCount:  # fmt: skip
    """The vote count as of a post number or time (default: everything stored).
    ``cache`` keeps each post's events between runs (e.g. ``votecount.count.incremental.cache.ParseCache``);
    ``full`` loads the HTML of a post read without it (e.g. ``Store.full_post``)."""
    results = run(game, posts, as_of=as_of, now=now, revisions=revisions, cache=cache, full=full)
    return results.count(view, day)


def _authors(posts: Iterable[Post]) -> dict[tuple[str, int], str]:
    """(thread, number) -> the casefolded author of each post held, gone ones too."""
    return {(p.thread, p.number): p.author.casefold() for p in posts}


def _taken_out(posts: Iterable[Post]) -> list[Post]:
    """The posts the thread no longer lists (gone from it, or deleted there)."""
    return [p for p in posts if p.gone or p.deleted]


def _context(
    game: Game, cache: MutableMapping | None, full: Callable[[Post], Post] | None = None
) -> Context:
    ctx = context(game)
    if cache is not None:
        ctx.mapped = cache
    ctx.full = full
    return ctx


def audit(game: Game, posts: Iterable[Post], day: int | None = None, as_of: AsOf = None,
          now: datetime | None = None, revisions: Revisions | None = None,
          cache: MutableMapping | None = None,
          full: Callable[[Post], Post] | None = None) -> tally.Audit:  # fmt: skip
    """Violations and activity; prods measured at ``now`` (default: the as_of time or the
    last post). ``day`` keeps only that day's violations."""
    results = run(game, posts, as_of=as_of, now=now, revisions=revisions, cache=cache, full=full)
    return results.audit(day)
