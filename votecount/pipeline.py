"""Posts -> parser -> events -> tally: the only module that knows both the parser's and
the tally's types.

    vc = count(game, posts, day=None, as_of=None, view="public")   # VoteCount
    rep = audit(game, posts, as_of=None, now=None)                 # Audit
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
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

import tally
from parser import ParsedPost, ParseOptions, Player, Roster, parse_post
from parser.edits import counted_revision, edited_commands
from parser.model import Command, Kind, Post, ResolutionStatus
from parser.walk import lines_of
from tally import events as ev
from tally.phases import PostIndex, Span, join, merge, phase_events, scheduled

AsOf = int | datetime | None
Revisions = Callable[[str, str], Sequence[Post]]
_NEAR_CODES = {"UNRESOLVED_NAME": "UNRESOLVED_TARGET", "AMBIGUOUS_NAME": "AMBIGUOUS_TARGET"}
_IGNORED = {"COMMAND_IN_QUOTE": "inside a quote: quoted commands never count"}
_MARKER = re.compile(r"^\W*(day|night)\s+(\d+|[a-z]+)\b(?!\s*(?:vote|count))", re.I)
_NUMBERS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


# --- context: everything derived from the game file once --------------------------------


@dataclass
class Context:
    game: Any
    rules: tally.Rules
    setup: tally.Setup
    roster: Roster
    options: ParseOptions
    ids: dict[str, str]  # casefolded name -> game-file username
    hosts: frozenset[str]
    # (thread, post id, content hash) -> the post's events; any MutableMapping will do,
    # so the caller may pass a persistent one (events are frozen and picklable)
    mapped: MutableMapping[tuple[str, str, str], tuple[ev.Event, ...]] = field(default_factory=dict)


def context(game: Any) -> Context:
    """Rules, setup, roster and parse options of ``game`` (raises ValueError if bad)."""
    players = [Player(p.username, p.name, tuple(p.aliases)) for p in game.players]
    pins = {
        (pin.post if pin.index is None else (pin.post, pin.index)): pin.target for pin in game.pins
    }
    ids = {p.username.casefold(): p.username for p in game.players}
    ids.update({h.casefold(): h for h in game.hosts})
    setup = tally.Setup(
        tuple(tally.SetupPlayer(p.username, p.seat, p.traveller, p.backup) for p in game.players),
        tuple(game.hosts),
    )
    return Context(
        game=game,
        rules=tally.Rules.from_switches(game.ruleset, game.switches),
        setup=setup,
        roster=Roster(players, hosts=game.hosts, pins=pins),
        options=ParseOptions.from_switches(game.parser),
        ids=ids,
        hosts=frozenset(h.casefold() for h in game.hosts),
    )


# --- posts -> events ---------------------------------------------------------------------


def post_ref(post: Post, index: int = 0) -> ev.PostRef:
    return ev.PostRef(post.post_id, post.number, post.created_at, post.url, index, post.thread)


def post_events(
    ctx: Context, post: Post, revisions: Revisions | None = None
) -> tuple[ev.Event, ...]:
    """PublicPost plus the mapped commands of one post (cached by content)."""
    key = (post.thread, post.post_id, f"{post.content_hash}@{post.created_at.timestamp()}")
    events = ctx.mapped.get(key)
    if events is None:
        revs = list(revisions(post.thread, post.post_id)) if revisions is not None else []
        counted = counted_revision(revs, ctx.options) if len(revs) > 1 else post
        mapped = _map_post(ctx, post, parse_post(counted, ctx.roster, ctx.options))
        if len(revs) > 1 and mapped and isinstance(mapped[0], ev.PublicPost):
            mapped += _edit_notices(ctx, post, revs, mapped[0].author)
        events = ctx.mapped[key] = tuple(mapped)
    return events


def _edit_notices(ctx: Context, post: Post, revs: list[Post], author: str) -> list[ev.Event]:
    """EDITED_COMMAND warnings: an edit changed the post's commands (before -> after)."""
    counted = "first" if ctx.options.edits == "first" else "latest"
    out: list[ev.Event] = []
    for i, edit in enumerate(edited_commands(revs, ctx.roster, ctx.options)):
        before, after = _signature_text(edit.before), _signature_text(edit.after)
        reason = (
            f"edited in revision {edit.after_version}: {before} -> {after}; "
            f"the {counted} version counts"
        )
        out.append(_rejected(post, 9_000 + i, author, after, "EDITED_COMMAND", reason, "warning"))
    return out


def _signature_text(sig: tuple[tuple[str, str | None, str | None], ...]) -> str:
    if not sig:
        return "(no command)"
    return ", ".join(f"{kind} {player or text or ''}".strip() for kind, text, player in sig)


def _map_post(ctx: Context, post: Post, parsed: ParsedPost) -> list[ev.Event]:
    author = ctx.ids.get(post.author.casefold(), post.author)
    if author.casefold() in ctx.hosts:
        return [ev.PublicPost(post_ref(post, -3), author)]
    if not post.countable:
        why = "deleted" if post.deleted else "hidden" if post.hidden else "not a regular post"
        return [_rejected(post, c.index, author, c.raw, "COMMAND_IGNORED", f"post is {why}", "info")
                for c in parsed.commands]  # fmt: skip
    text = _plain_text(post)
    pinged = any(f"@{h}" in text.casefold() for h in ctx.hosts)
    mechanical = bool(parsed.commands) and _only_commands(text, parsed.commands)
    out: list[ev.Event] = [ev.PublicPost(post_ref(post, -3), author, mechanical)]
    out += [_command(post, author, c, pinged, ctx.hosts) for c in parsed.commands]
    base = len(parsed.commands)
    for i, near in enumerate(parsed.near_misses):
        code = _NEAR_CODES.get(near.reason, "COMMAND_IGNORED")
        sev = "error" if near.reason in _NEAR_CODES else "info"
        cands = near.target.candidates if near.target is not None else ()
        reason = f"{near.reason.lower().replace('_', ' ')}: {near.detail}".rstrip(": ")
        out.append(_rejected(post, base + i, author, near.raw, code, reason, sev, cands))
    base += len(parsed.near_misses)
    for i, ign in enumerate(parsed.ignored):
        code = ign.reason if ign.reason in tally.Code.__members__ else "COMMAND_IGNORED"
        why = _IGNORED.get(ign.reason, ign.reason.lower().replace("_", " "))
        out.append(_rejected(post, base + i, author, ign.raw, code, why, "info"))
    return out


def _plain_text(post: Post) -> str:
    """The post's text outside quotes, spoilers and code (for pings)."""
    return "\n".join(
        "".join(s.text for s in line if s.reason is None) for line in lines_of(post.html, None)
    )


_MENTION = re.compile(r"@[\w.\-]+")


def _only_commands(text: str, commands: Sequence[Command]) -> bool:
    """Nothing but commands and @mentions in the post (a "mechanical" post)."""
    rest = text
    for c in commands:
        rest = rest.replace(c.raw, " ")
    return not re.search(r"\w", _MENTION.sub(" ", rest))


def _command(
    post: Post, author: str, c: Command, pinged: bool | None = None,
    hosts: frozenset[str] = frozenset(),
) -> ev.Event:  # fmt: skip
    ref = post_ref(post, c.index)
    target = c.target_player
    if c.target is not None and not c.target.ok:
        code = (
            "AMBIGUOUS_TARGET"
            if c.target.status is ResolutionStatus.AMBIGUOUS
            else "UNRESOLVED_TARGET"
        )
        return ev.Rejected(
            ref, author, c.raw, code, c.target.detail or code.lower(), "error", c.target.candidates
        )
    if c.kind is Kind.VOTE and target is not None:
        return ev.Vote(ref, author, target, pinged)
    if c.kind is Kind.UNVOTE:  # "/unvote @Host": the ping is not a target
        pinged_host = target == ev.STORYTELLER or (target or "").casefold() in hosts
        return ev.Unvote(ref, author, None if pinged_host else target)
    if c.kind is Kind.NOMINATE and target is not None:
        return ev.Nominate(ref, author, target, pinged)
    if c.kind is Kind.WHISPER and target is not None:
        return ev.WhisperDeclare(ref, author, target)
    if c.kind is Kind.ACCEPT:
        return ev.WhisperAccept(ref, author, target)
    if c.kind is Kind.SIGNUP:
        seat = c.get("seat")
        return ev.Signup(
            ref, author, seat if isinstance(seat, int) else None, bool(c.get("traveller"))
        )
    if c.kind is Kind.EXILE_CALL and target is not None:
        return ev.ExileCall(ref, author, target)
    if c.kind is Kind.BALLOT and str(c.get("choice", "")).lower() in ("yes", "no"):
        return ev.ExileVote(ref, author, str(c.get("choice")).lower() == "yes")
    return ev.Rejected(
        ref, author, c.raw, "COMMAND_IGNORED", f"{c.kind.value} without a target", "info"
    )


def _rejected(post: Post, index: int, author: str, raw: str, code: str, reason: str,
              severity: str, candidates: tuple[str, ...] = ()) -> ev.Rejected:  # fmt: skip
    return ev.Rejected(post_ref(post, index), author, raw, code, reason, severity, candidates)


# --- host events and phases -------------------------------------------------------------


_SUBS = {"discussion": "discussion", "nomination": "nomination", "nominations": "nomination",
         "voting": "voting", "vote": "voting"}  # fmt: skip


def _sub_phase(he: Any) -> tuple[ev.PhaseKind, int, str] | None:
    """A host event ``phase_start`` with value "day 2 nominations": a BotF sub-phase."""
    words = str(he.value or "").strip().lower().split()
    if len(words) != 3 or words[0] != "day" or not words[1].isdigit() or words[2] not in _SUBS:
        return None
    return (ev.PhaseKind.DAY, int(words[1]), _SUBS[words[2]])


def host_events(ctx: Context, index: PostIndex) -> list[ev.Event]:
    out: list[ev.Event] = []
    for he in ctx.game.events:
        if he.kind in ("phase_end", "correction"):
            continue
        if he.kind == "phase_start" and _sub_phase(he) is None:
            continue
        ref = _host_ref(he, index)
        if ref is not None:
            out.extend(_host_event(ctx, he, ref))
    return out


def _host_ref(he: Any, index: PostIndex) -> ev.PostRef | None:
    if he.at_post is not None:
        ref = index.at(he.at_post)
        return ref.at(ev.INDEX_HOST) if ref is not None else None
    if he.at_time is not None:
        return ev.PostRef("", -1, he.at_time, "", 0)
    return None


def _host_event(ctx: Context, he: Any, ref: ev.PostRef) -> list[ev.Event]:
    who = ctx.ids.get((he.player or "").casefold(), he.player or "")
    other = ctx.ids.get((he.other or "").casefold(), he.other or "")
    note = he.note or ""
    if he.kind == "execution":
        return [ev.Death(ref, who, f"executed: {note}" if note else "executed")]
    if he.kind == "death":
        return [ev.Death(ref, who, note or "killed")]
    if he.kind == "modkill":
        return [ev.Modkill(ref, who, note)]
    if he.kind == "resurrection":
        return [ev.Resurrection(ref, who)]
    if he.kind == "substitution":
        return [ev.Substitution(ref, who, other)]
    if he.kind == "modifier":
        text, _, scope = str(he.value).partition(",")
        effect = ev.Effect.parse(text)
        by = other or None
        return [ev.Modifier(ref, who, effect, he.day, scope.strip() == "game", note, by)]
    if he.kind == "phase_start" and _sub_phase(he) is not None:
        kind, number, sub = _sub_phase(he)  # type: ignore[misc]
        return [ev.PhaseStart(ref.at(ev.INDEX_PHASE_START), kind, number, sub)]
    if he.kind == "traveller_enter":
        seat = he.value if isinstance(he.value, int) and not isinstance(he.value, bool) else None
        return [ev.TravellerEnter(ref, who, seat)]
    if he.kind == "traveller_exit":
        return [ev.TravellerExit(ref, who)]
    if he.kind == "seat_swap":
        return [ev.SeatSwap(ref, who, other)]
    return []


def phase_spans(ctx: Context, posts: Sequence[Post], until: datetime | None) -> list[Span]:
    """Explicit phases (and phase_start/end events) first, then host markers, then the
    schedule."""
    game = ctx.game
    explicit = [Span(ev.PhaseKind(p.kind), p.number, p.start, p.end, p.start_post, p.end_post)
                for p in game.phases]  # fmt: skip
    explicit += _phase_event_spans(game.events)
    markers = (
        [s for p in posts if (s := marker_span(ctx, p)) is not None] if game.phase_markers else []
    )
    sched: list[Span] = []
    if game.schedule is not None and until is not None:
        s = game.schedule
        sched = scheduled(s.start, s.first, s.day_hours, s.night_hours, until)
    return merge(join(explicit), markers, sched)


def _phase_event_spans(events: Iterable[Any]) -> list[Span]:
    out = []
    for he in events:
        if he.kind not in ("phase_start", "phase_end") or _sub_phase(he) is not None:
            continue
        kind, _, number = str(he.value).strip().lower().partition(" ")
        start = he.kind == "phase_start"
        out.append(Span(ev.PhaseKind(kind), int(number),
                        he.at_time if start else None, None if start else he.at_time,
                        he.at_post if start else None, None if start else he.at_post))  # fmt: skip
    return out


def marker_span(ctx: Context, post: Post) -> Span | None:
    """A host post whose first line reads "Day 2", "Night 1 begins" ... (not a vote count)."""
    if post.author.casefold() not in ctx.hosts or not post.countable:
        return None
    for line in lines_of(post.html, None):
        text = "".join(s.text for s in line if s.reason is None).strip()
        if not text:
            continue
        m = _MARKER.match(text)
        if m is None or "vot" in text.lower():
            return None
        word = m.group(2).lower()
        number = int(word) if word.isdigit() else _NUMBERS.index(word) if word in _NUMBERS else None
        if number is None:
            return None
        return Span(
            ev.PhaseKind(m.group(1).lower()), number, start_post=post.number, source="marker"
        )
    return None


# --- the whole event list and the counts --------------------------------------------------


def build_events(game: Any, posts: Iterable[Post], until: datetime | None = None,
                 revisions: Revisions | None = None, ctx: Context | None = None) -> list[ev.Event]:  # fmt: skip
    """Every event of the game in application order."""
    ctx = ctx or context(game)
    ordered = in_thread_order(posts)
    index = PostIndex(post_ref(p) for p in ordered)
    events: list[ev.Event] = []
    corrections = _corrections(ctx)
    for post in ordered:
        mapped = post_events(ctx, post, revisions)
        fix = corrections.get(post.number)
        events.extend(mapped if fix is None else _correct(ctx, post, mapped, fix))
    end = until or (ordered[-1].created_at if ordered else None)
    events += host_events(ctx, index)
    events += phase_events(phase_spans(ctx, ordered, end), index.at)
    return ev.sort_events(events)


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
                p = replace(p, created_at=last)
            last = p.created_at
            out.append(p)
    return sorted(out, key=lambda p: (p.created_at, p.number))


def _corrections(ctx: Context) -> dict[int, Any]:
    return {
        he.at_post: he
        for he in ctx.game.events
        if he.kind == "correction" and he.at_post is not None
    }


def _correct(ctx: Context, post: Post, mapped: tuple[ev.Event, ...], fix: Any) -> list[ev.Event]:
    """A host correction replaces the commands of one post: ``other`` = the vote meant,
    ``value = "unvote"`` an unvote, anything else = no command."""
    keep: list[ev.Event] = [e for e in mapped if isinstance(e, ev.PublicPost)]
    author = keep[0].author if keep and isinstance(keep[0], ev.PublicPost) else post.author
    voter = ctx.ids.get((fix.player or author).casefold(), fix.player or author)
    ref = post_ref(post, 0)
    note = ev.Rejected(
        ref.at(-1), voter, "", "COMMAND_IGNORED", f"host correction: {fix.note}".strip(": "), "info"
    )
    if fix.other:
        target = ctx.ids.get(fix.other.casefold(), fix.other)
        return [*keep, note, ev.Vote(ref, voter, target)]
    if str(fix.value).lower() == "unvote":
        return [*keep, note, ev.Unvote(ref, voter)]
    return [*keep, note]


class Counter:
    """Incremental counting for one game: ``update(posts)`` then ``count()``/``audit()``."""

    def __init__(
        self, game: Any, revisions: Revisions | None = None, cache: MutableMapping | None = None
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


def count(game: Any, posts: Iterable[Post], day: int | None = None, as_of: AsOf = None,
          view: str = "public", revisions: Revisions | None = None) -> tally.VoteCount:  # fmt: skip
    """The vote count as of a post number or time (default: everything stored)."""
    until = as_of if isinstance(as_of, datetime) else None
    events = build_events(game, posts, until, revisions)
    ctx = context(game)
    return tally.tally(ctx.setup, events, ctx.rules, as_of=as_of, view=view, day=day)


def audit(game: Any, posts: Iterable[Post], day: int | None = None, as_of: AsOf = None,
          now: datetime | None = None, revisions: Revisions | None = None) -> tally.Audit:  # fmt: skip
    """Violations and activity; prods measured at ``now`` (default: the as_of time or the
    last post). ``day`` keeps only that day's violations."""
    until = as_of if isinstance(as_of, datetime) else None
    ctx = context(game)
    events = build_events(game, posts, until, revisions, ctx)
    result = tally.audit(ctx.setup, events, ctx.rules, as_of=as_of, now=now)
    if day is None:
        return result
    labels = (f"D{day}", f"D{day}+")
    return replace(result, violations=tuple(v for v in result.violations if v.phase in labels))


def explain(game: Any, store: Any, which: str) -> str:
    """``votecount explain POST``: what the parser found in one post (by id or number),
    how each name resolved, and what the tally did with each command."""
    from parser import explain_post, format_explanation
    from scraper.keys import thread_key

    post = store.post(None, int(which.lstrip("#")) if which.lstrip("#").isdigit() else which)
    if post is None:
        raise ValueError(f"no stored post {which!r}")
    ctx = context(game)
    revisions = store.revisions(post.thread, post.post_id)
    text = format_explanation(explain_post(post, ctx.roster, ctx.options, revisions))
    keys = {thread_key(u) for u in game.threads}
    posts = [p for p in store.posts() if p.thread in keys or p.thread == post.thread]
    events = build_events(game, posts, revisions=store.revisions, ctx=ctx)
    upto = [e for e in events if e.ref.key <= (post.created_at, post.number, 10**12)]
    engine = tally.Engine(ctx.setup, ctx.rules).feed(upto)
    return text + "\n" + "\n".join(verdicts(engine, post))


def verdicts(engine: tally.Engine, post: Post) -> list[str]:
    """One line per violation or history entry the tally recorded for ``post``."""
    mine = lambda ref: ref is not None and ref.post_id == post.post_id and ref.thread == post.thread  # noqa: E731
    lines = ["  tally:"]
    for day in engine.state.days.values():
        for h in day.history:
            if mine(h.ref) and h.accepted:
                lines.append(
                    f"    [{h.ref.index}] {h.action.value} {h.target or ''} counted (Day {day.number})"
                )
    for v in engine.state.violations:
        if mine(v.ref):
            lines.append(f"    [{v.ref.index}] {v.code} ({v.severity}): {v.reason}")  # type: ignore[union-attr]
    return lines if len(lines) > 1 else lines + ["    (no commands)"]
