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
so a recount after new posts only parses the new ones; ``Counter`` also keeps the fold
and feeds it only the new events when they all come after the ones it has applied.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, MutableMapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from votecount import tally
from votecount.count.context import Context, context, parse_post, post_ref  # noqa: F401 (part of the API)
from votecount.count.first_seen import flag_late_edits, unknown_original_notice
from votecount.count.hostevents import (  # noqa: F401
    _correct,
    _corrections,
    frame_events,
    host_events,
    phase_spans,
    phase_timeline,
    sub_phase_events,
)
from votecount.count.incremental.foldstate import Parts, fold
from votecount.count.lookalikes import describe, lookalike_letters
from votecount.parser.model import Command, Kind, Markup, Post, ResolutionStatus
from votecount.store.lazyposts import UNLOADED, loaded
from votecount.store.posts import ListedPosts, StoredPosts
from votecount.tally import events as ev
from votecount.tally.declare import Ballot, CommandSpec
from votecount.tally.registry import systems

if TYPE_CHECKING:
    from votecount.count.incremental.foldstate import Checkpoints
    from votecount.gamefile.game import Game

AsOf = int | datetime | None
Revisions = Callable[[str, str], Sequence[Post]]
# the footer `votecount post` puts under every count it posts (see votecount/posting/post.py)
VOTECOUNT_TAG = re.compile(r"\bvotecount [0-9a-f]{12}\b")
if TYPE_CHECKING:
    from votecount.parser import Ignored, NearMiss, ParsedPost
_NEAR_CODES = {"UNRESOLVED_NAME": "UNRESOLVED_TARGET", "AMBIGUOUS_NAME": "AMBIGUOUS_TARGET"}
_IGNORED = {"COMMAND_IN_QUOTE": "inside a quote: quoted commands never count"}


# --- posts -> events ---------------------------------------------------------------------


def post_key(post: Post) -> tuple[str, str, str]:
    """The parse cache's key of a post's events: (thread, post id, what else its events
    read: content, time, number, flags, author), so a post deleted, hidden, restamped or
    renumbered after it was cached is mapped again (a deleted post's vote stops counting)."""
    flags = f"{int(post.deleted)}{int(post.hidden)}{post.post_type}"
    when = post.created_at.timestamp()
    return (
        post.thread,
        post.post_id,
        f"{post.content_hash}@{when}#{post.number}@{flags}@{post.author}",
    )


def post_events(
    ctx: Context, post: Post, revisions: Revisions | None = None
) -> tuple[ev.Event, ...]:
    """PublicPost plus the mapped commands of one post (cached by content)."""
    key = post_key(post)
    events = ctx.mapped.get(key)
    if events is None:
        from votecount.parser.edits import counted_revision

        post = loaded(ctx, post)
        revs = list(revisions(post.thread, post.post_id)) if revisions is not None else []
        counted = counted_revision(revs, ctx.options) if len(revs) > 1 else post
        parsed = parse_post(counted, ctx.roster, ctx.options)
        mapped = _map_post(ctx, post, parsed)
        if len(revs) > 1 and mapped and isinstance(mapped[0], ev.PublicPost):
            mapped += _edit_notices(ctx, post, revs, mapped[0].author)
        mapped += unknown_original_notice(post, revs, parsed.commands, mapped)
        events = ctx.mapped[key] = tuple(mapped)
    return events


def _edit_notices(ctx: Context, post: Post, revs: list[Post], author: str) -> list[ev.Event]:
    """EDITED_COMMAND warnings: an edit changed the post's commands (before -> after)."""
    from votecount.parser.edits import edited_commands

    counted = "first" if ctx.options.edits == "first" else "latest"
    out: list[ev.Event] = []
    for i, edit in enumerate(edited_commands(revs, ctx.roster, ctx.options)):
        before, after = _signature_text(edit.before), _signature_text(edit.after)
        reason = (
            f"edited in revision {edit.after_version}: {before} -> {after}; "
            f"the {counted} version counts"
        )
        out.append(
            _rejected(
                post, ev.Order.EDIT_NOTICE + i, author, after, "EDITED_COMMAND", reason, "warning"
            )
        )
    return out


def _signature_text(sig: tuple[tuple[str, str | None, str | None], ...]) -> str:
    if not sig:
        return "(no command)"
    return ", ".join(f"{kind} {player or text or ''}".strip() for kind, text, player in sig)


def _map_post(ctx: Context, post: Post, parsed: ParsedPost) -> list[ev.Event]:
    author = ctx.ids.get(post.author.casefold(), post.author)
    if _posted_by_votecount(post.html):
        # a count votecount posted: the names in it are not votes, and it is not news
        # (no event at all, so it never moves the count's "As of" stamp)
        return []
    if author.casefold() in ctx.hosts:
        return [ev.PublicPost(post_ref(post, ev.Order.PUBLIC_POST), author)]
    if not post.countable:
        why = "deleted" if post.deleted else "hidden" if post.hidden else "not a regular post"
        return [_rejected(post, c.index, author, c.raw, "COMMAND_IGNORED", f"post is {why}", "info")
                for c in parsed.commands]  # fmt: skip
    text = _plain_text(post) if parsed.commands else ""  # pings matter only to commands
    pinged = any(f"@{h}" in text.casefold() for h in ctx.hosts)
    mechanical = bool(parsed.commands) and _only_commands(text, parsed.commands)
    out: list[ev.Event] = [ev.PublicPost(post_ref(post, ev.Order.PUBLIC_POST), author, mechanical)]
    out += [_command(ctx, post, author, c, pinged) for c in parsed.commands if _news(ctx, author, c)]  # fmt: skip
    base = len(parsed.commands)
    for i, near in enumerate(parsed.near_misses):
        code, sev, reason = _near_code(near)
        cands = near.target.candidates if near.target is not None else ()
        if len(cands) < 2:
            cands = ()
        out.append(_rejected(post, base + i, author, near.raw, code, reason, sev, cands))
    base += len(parsed.near_misses)
    for i, ign in enumerate(parsed.ignored):
        code, sev, why = _ignored_code(ign)
        out.append(_rejected(post, base + i, author, ign.raw, code, why, sev))
    base += len(parsed.ignored)
    return out + _lookalike_notices(ctx, post, author, parsed.commands, base)


def _lookalike_notices(
    ctx: Context, post: Post, author: str, commands: Sequence[Command], base: int
) -> list[ev.Event]:
    """``LOOKALIKE_NAME`` warnings: a name that resolved only because letters of another
    script were read as Latin ones (``Vote: Аlice``, Cyrillic А)."""
    out: list[ev.Event] = []
    for c in commands:
        target = c.target
        if target is None or not target.ok or target.text.isascii():
            continue
        player = next((p for p in ctx.roster.players if p.username == target.player), None)
        own = (player.username, player.display_name, *player.aliases) if player else ()
        letters = lookalike_letters(target.text, own)
        if letters:
            why = describe(target.text, letters, str(target.player))
            out.append(_rejected(post, base + len(out), author, c.raw, "LOOKALIKE_NAME", why, "warning"))  # fmt: skip
    return out


def _posted_by_votecount(html: str) -> bool:
    """The post's own text (outside quotes, spoilers and code) carries votecount's footer.

    Literal first: only a post holding "votecount " at all is read again; a player who
    quotes a posted count and votes under it is a player voting."""
    if "votecount " not in html:
        return False
    return VOTECOUNT_TAG.search(_own_text(html)) is not None


def _own_text(html: str) -> str:
    from votecount.parser.walk import plain_lines

    return "\n".join(plain_lines(html))


_VOTES = (Kind.VOTE, Kind.UNVOTE)


def _near_code(near: NearMiss) -> tuple[str, str, str]:
    """(code, severity, reason) of a near miss (spec/rules.md §5.3 for unbolded votes)."""
    if near.reason == "MISSING_MARKUP" and near.markup is Markup.TEXT and near.kind in _VOTES:
        why = "plain text: only bold or a vote tag counts in this game"
        return "VOTE_NOT_BOLD_OR_TAG", "error", why
    code = _NEAR_CODES.get(near.reason, "COMMAND_IGNORED")
    sev = "error" if near.reason in _NEAR_CODES else "info"
    return code, sev, f"{near.reason.lower().replace('_', ' ')}: {near.detail}".rstrip(": ")


def _ignored_code(ign: Ignored) -> tuple[str, str, str]:
    if ign.reason == "COMMAND_IN_SPOILER" and ign.kind in _VOTES:
        return "VOTE_IN_SPOILER", "warning", "inside a spoiler: votes in spoilers never count"
    code = ign.reason if ign.reason in tally.Code.__members__ else "COMMAND_IGNORED"
    return code, "info", _IGNORED.get(ign.reason, ign.reason.lower().replace("_", " "))


def _plain_text(post: Post) -> str:
    """The post's text outside quotes, spoilers and code (for pings)."""
    from votecount.parser.walk import plain_lines

    return "\n".join(plain_lines(post.html))


_MENTION = re.compile(r"@[\w.\-]+")


def _only_commands(text: str, commands: Sequence[Command]) -> bool:
    """Nothing but commands and @mentions in the post (a "mechanical" post)."""
    rest = text
    for c in commands:
        rest = rest.replace(c.raw, " ")
    return not re.search(r"\w", _MENTION.sub(" ", rest))


def _command(
    ctx: Context, post: Post, author: str, c: Command, pinged: bool | None = None
) -> ev.Event:
    """One parsed command as the game system reads it (``Ruleset.commands``): the event
    its ``CommandSpec`` builds, or a notice saying why it is not counted."""
    ref = post_ref(post, c.index)
    problem = _unresolved(c)
    if problem is not None:
        code, detail, candidates = problem
        return _rejected(post, c.index, author, c.raw, code, detail, "error", candidates)
    if c.kind == Kind.SIGNUP and c.kind not in ctx.system.commands:  # a non-player's (_news)
        why = (
            f"{c.kind} by {author}, who is not a player of the game file "
            f"({ctx.system.name} reads no sign-ups: add them to [[players]] if they play)"
        )
        return ev.Rejected(ref, author, c.raw, "NOT_IN_RULESET", why, "info")
    spec = ctx.system.commands.get(c.kind) or _any_system_command(c.kind)
    team = c.get("team")
    ballot = Ballot(
        kind=str(c.kind),
        ref=ref,
        actor=author,
        target=c.target_player,
        team=tuple(str(p) for p in team) if isinstance(team, tuple) else (),
        args=tuple((k, v) for k, v in c.extra if k != "team"),
        pinged=pinged,
        hosts=ctx.hosts,
    )
    event = spec.build(ballot) if spec is not None else None
    if event is None:
        why = f"{c.kind} without a target"  # or a kind no system reads (/out)
        return ev.Rejected(ref, author, c.raw, "COMMAND_IGNORED", why, "info")
    return event


def _unresolved(c: Command) -> tuple[str, str, tuple[str, ...]] | None:
    """A written name that resolved to nobody, or to several players."""
    if c.target is None or c.target.ok:
        return None
    code = (
        "AMBIGUOUS_TARGET" if c.target.status is ResolutionStatus.AMBIGUOUS else "UNRESOLVED_TARGET"
    )
    return code, c.target.detail or code.lower(), c.target.candidates


def _news(ctx: Context, author: str, c: Command) -> bool:
    """Whether a command is worth an event: a sign-up in a game whose system reads none,
    by a player of the game file, is the sign-up ``init`` built the player list from; a
    notice per ``/in`` (``NOT_IN_RULESET``) would tell the host nothing. The same by
    someone who is not a player still gets its notice (a missed sign-up?), and an
    ``/out`` always does (a player who wants to leave)."""
    if c.kind != Kind.SIGNUP or c.kind in ctx.system.commands:
        return True
    return author.casefold() not in ctx.ids or author.casefold() in ctx.hosts


def _any_system_command(kind: str) -> CommandSpec | None:
    """A command another registered system reads: its event reaches the fold, which
    reports it as not used by this game's system (``NOT_IN_RULESET``)."""
    return next((s.commands[kind] for s in systems() if kind in s.commands), None)


def _rejected(post: Post, index: int, author: str, raw: str, code: str, reason: str,
              severity: str, candidates: tuple[str, ...] = ()) -> ev.Rejected:  # fmt: skip
    if candidates:  # every output shows who the name could mean
        reason = f"{reason} (could be: {', '.join(candidates)})"
    return ev.Rejected(post_ref(post, index), author, raw, code, reason, severity, candidates)


# --- the whole event list and the counts --------------------------------------------------


def build_events(game: Game, posts: Iterable[Post], until: datetime | None = None,
                 revisions: Revisions | None = None, ctx: Context | None = None) -> list[ev.Event]:  # fmt: skip
    """Every event of the game in application order."""
    ctx = ctx or context(game)
    ordered = in_thread_order(posts)
    own = own_events(ctx, ordered, revisions)
    frame = frame_events(ctx, ordered, until, min((e.ref.time for e in own), default=None))
    return flag_late_edits(ev.sort_events(own + frame), ordered, revisions)


def own_events(
    ctx: Context, ordered: Sequence[Post], revisions: Revisions | None = None
) -> list[ev.Event]:
    """The posts' own events (in thread order), with the game file's corrections."""
    events: list[ev.Event] = []
    corrections = _corrections(ctx)
    prefetch = getattr(ctx.mapped, "prefetch", None)  # a ParseCache reads them at once
    if prefetch is not None and len(ordered) > 1:
        prefetch(post_key(p) for p in ordered)
    for post in ordered:
        mapped = post_events(ctx, post, revisions)
        fix = corrections.get(post.number)
        events.extend(mapped if fix is None else _correct(ctx, post, mapped, fix))
    return events


def in_thread_order(posts: Iterable[Post]) -> list[Post]:
    """Posts by time, each thread's posts kept in number order: a post stamped earlier
    than the post before it (clock skew, an import without times) takes that post's time."""
    by_thread: dict[str, list[Post]] = {}
    for p in posts:
        by_thread.setdefault(p.thread, []).append(p)
    out: list[Post] = []
    for thread_posts in by_thread.values():
        thread_posts.sort(key=lambda p: p.number)
        last: datetime | None = None
        for p in thread_posts:
            if last is not None and p.created_at < last:
                p = _moved(p, last)
            last = p.created_at
            out.append(p)
    return sorted(out, key=lambda p: (p.created_at, p.number))


def _moved(post: Post, when: datetime) -> Post:
    """``post`` at time ``when``, keeping its stored hash and ``unloaded`` mark."""
    moved = replace(post, created_at=when)
    for name in ("content_hash", UNLOADED):
        if name in post.__dict__:
            moved.__dict__[name] = post.__dict__[name]
    return moved


class Counter:
    """Incremental counting for one game: ``update(posts)`` then ``count()``/``audit()``."""

    def __init__(
        self, game: Game, revisions: Revisions | None = None, cache: MutableMapping | None = None
    ) -> None:
        self.ctx = context(game)
        if cache is not None:
            self.ctx.mapped = cache
        self.revisions = revisions
        self.events: list[ev.Event] = []
        self.engine = tally.Engine(self.ctx.setup, self.ctx.rules)

    def update(self, posts: Iterable[Post], until: datetime | None = None) -> int:
        """Bring the fold up to date; returns how many events were (re)applied."""
        new = build_events(self.ctx.game, posts, until, self.revisions, self.ctx)
        n = len(self.events)
        if new[:n] == self.events:
            self.engine.feed(new[n:])
            applied = len(new) - n
        else:
            self.engine = tally.Engine(self.ctx.setup, self.ctx.rules).feed(new)
            applied = len(new)
        self.events = new
        return applied

    def count(self, view: str = "public", day: int | None = None) -> tally.VoteCount:
        return self.engine.count(view, day)

    def audit(self, now: datetime | None = None) -> tally.Audit:
        return self.engine.audit(now)


@dataclass
class Results:
    """One tally of a game: every output (count, audit, explain, post, watch, report)
    reads these, so they agree. ``now`` is the clock (events after it have not happened);
    ``as_of`` the post number or time counted up to. ``events`` (the whole event list) is
    built when first read: a count resumed from a checkpoint never builds it."""

    ctx: Context
    build: Callable[[], list[ev.Event]]
    engine: tally.Engine
    as_of: AsOf = None
    now: datetime | None = None
    _events: list[ev.Event] | None = None

    @property
    def events(self) -> list[ev.Event]:
        if self._events is None:
            self._events = self.build()
        return self._events

    def count(self, view: str = "public", day: int | None = None) -> tally.VoteCount:
        return self.engine.count(view, day)

    def audit(self, day: int | None = None) -> tally.Audit:
        """Violations and activity (prods measured at ``now`` or the as_of time);
        ``day`` keeps only that day's violations."""
        result = tally.audit_of(self.engine, self.as_of, self.now)
        if day is None:
            return result
        labels = (f"D{day}", f"D{day}+")
        return replace(result, violations=tuple(v for v in result.violations if v.phase in labels))


def run(game: Game, posts: Iterable[Post], *, as_of: AsOf = None, now: datetime | None = None,
        revisions: Revisions | None = None, cache: MutableMapping | None = None,
        full: Callable[[Post], Post] | None = None,
        checkpoints: Checkpoints | None = None) -> Results:  # fmt: skip
    """The one path to a count: posts (with their revisions, through ``cache``) ->
    events -> the fold up to ``as_of`` and ``now``. A stored post has happened, so
    ``now`` is never taken earlier than the newest post (a forum clock a little ahead).
    ``full`` loads the HTML of a post read without it (``Store.full_post``) on a miss;
    ``checkpoints`` (``foldstate.Checkpoints``) resumes the fold from a saved state."""

    stored = posts if isinstance(posts, StoredPosts) else None
    posts = [] if stored is not None else list(posts)
    until = as_of if isinstance(as_of, datetime) else None
    ctx = _context(game, cache, full)
    newest = (
        stored[len(stored) - 1].created_at
        if stored
        else max((p.created_at for p in posts), default=None)
    )
    if now is not None and newest is not None:
        now = max(now, newest)
    if checkpoints is not None:
        ordered = stored if stored is not None else ListedPosts(in_thread_order(posts))
        parts = Parts(own_events, frame_events, post_key)
        engine, build = fold(ctx, ordered, until, revisions, as_of, now, checkpoints, parts)
        return Results(ctx, build, engine, as_of, now)
    if stored is not None:
        posts = list(stored)
    events = build_events(game, posts, until, revisions, ctx)
    engine = tally.replay(ctx.setup, events, ctx.rules, as_of, now)
    return Results(ctx, lambda: events, engine, as_of, now, events)


def count(game: Game, posts: Iterable[Post], day: int | None = None, as_of: AsOf = None,
          view: str = "public", revisions: Revisions | None = None,
          cache: MutableMapping | None = None, now: datetime | None = None,
          full: Callable[[Post], Post] | None = None) -> tally.VoteCount:  # fmt: skip
    """The vote count as of a post number or time (default: everything stored).
    ``cache`` keeps each post's events between runs (e.g. ``votecount.count.incremental.cache.ParseCache``);
    ``full`` loads the HTML of a post read without it (e.g. ``Store.full_post``)."""
    results = run(game, posts, as_of=as_of, now=now, revisions=revisions, cache=cache, full=full)
    return results.count(view, day)


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
