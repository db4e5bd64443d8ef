"""Host-side events of a game: the game file's host events (each kind as a game system
declares it: deaths, substitutions, modifiers, travellers, seat swaps ...), sub-phases
for systems that have them, host corrections of a post's commands, and the phase
timeline (explicit phases, host "Day 2" posts, the schedule)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from votecount.count import markers
from votecount.count.markers import SUB_MARKER
from votecount.count.phase_markers import read_markers
from votecount.gamefile.game import HostEvent
from votecount.parser.model import Post
from votecount.store.lazyposts import loaded
from votecount.tally import events as ev
from votecount.tally.declare import HostEventSpec, HostRow
from votecount.tally.phases import PostIndex, Span, join, merge, phase_events, scheduled
from votecount.tally.registry import systems

if TYPE_CHECKING:
    from votecount.count.pipeline import Context


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
    for i, he in enumerate(ctx.game.events):
        if he.kind in ("phase_end", "correction"):
            continue
        if he.kind == "phase_start" and _sub_phase(he) is None:
            continue
        ref = _host_ref(he, index)
        if ref is not None:
            out.extend(_host_event(ctx, he, ref, f"events[{i}]"))
    for he, place in _round_ends(ctx):
        ref = _host_ref(he, index)
        if ref is not None:
            out.extend(_host_event(ctx, he, ref, place))
    return out


def _round_ends(ctx: Context) -> list[tuple[Any, str]]:
    """A phase's ``rounds``: a ``round_end`` row at each (the event game's Events 5 and 7;
    a system without the kind reports the rows it does not read)."""
    out = []
    for i, p in enumerate(ctx.game.phases):
        for k, at in enumerate(p.rounds):
            post, time = (at, None) if isinstance(at, int) else (None, at)
            row = HostEvent("round_end", at_post=post, at_time=time, day=p.number)
            out.append((row, f"phases[{i}].rounds[{k}]"))
    return out


def _host_ref(he: Any, index: PostIndex) -> ev.PostRef | None:
    if he.at_post is not None:
        ref = index.at(he.at_post)
        return ref.at(ev.INDEX_HOST) if ref is not None else None
    if he.at_time is not None:
        return ev.PostRef("", -1, he.at_time, "", 0)
    return None


def _host_event(ctx: Context, he: Any, ref: ev.PostRef, place: str = "") -> list[ev.Event]:
    """The events of one ``[[events]]`` row, as its game system declares the kind
    (``Ruleset.host_events``; any registered system's for kinds this one lacks, which its
    fold then reports as not used)."""
    if he.kind == "phase_start":
        sub = _sub_phase(he)
        if sub is None:
            return []
        kind, number, part = sub
        return [ev.PhaseStart(ref.at(ev.INDEX_PHASE_START), kind, number, part)]
    spec = ctx.system.host_events.get(he.kind) or _any_system_host_event(he.kind)
    if spec is None or spec.build is None:
        return []
    row = HostRow(
        kind=he.kind,
        ref=ref,
        player=ctx.ids.get((he.player or "").casefold(), he.player or ""),
        other=ctx.ids.get((he.other or "").casefold(), he.other or ""),
        value=he.value,
        day=he.day,
        note=he.note or "",
        participants=_participants(ctx, he.value),
        place=place,
        marks=_marks(he) if spec.markup else (),
    )
    return spec.build(row)


def _marks(he: Any) -> tuple[tuple[tuple[str, str, str], ...], ...]:
    """A message body's coloured pieces, line by line (``parser.marks``)."""
    from votecount.parser.marks import marks

    if not isinstance(he.value, str):
        return ()  # the system reports a row without text
    lines = marks(he.value, he.format or "bbcode")
    return tuple(tuple((m.text, m.colour, m.ignored or "") for m in line) for line in lines)


def _any_system_host_event(kind: str) -> HostEventSpec | None:
    return next((s.host_events[kind] for s in systems() if kind in s.host_events), None)


def _participants(ctx: Context, value: object) -> tuple[str, ...]:
    """A whisper PM's members: a list of names (a plain string is only a note)."""
    if not isinstance(value, list):
        return ()
    return tuple(ctx.ids.get(str(x).strip().lstrip("@").casefold(), str(x).strip().lstrip("@"))
                 for x in value)  # fmt: skip


def phase_timeline(
    ctx: Context, posts: Sequence[Post], until: datetime | None
) -> tuple[list[Span], list[ev.Event]]:
    """The phases (explicit first, then host announcements, then the schedule) and the
    ``SCHEDULE_DRIFT`` warnings of announcements the schedule overrules."""
    game = ctx.game
    explicit = [Span(ev.PhaseKind(p.kind), p.number, p.start, p.end, p.start_post, p.end_post,
                     settings=p.settings) for p in game.phases]  # fmt: skip
    explicit = join(explicit + _phase_event_spans(game.events))
    sched: list[Span] = []
    if game.schedule is not None and until is not None:
        plan = game.schedule
        # a cycle further than ``until``: a phase the host started early pulls the ones
        # after it forward (``reanchor``), and the next may then start before ``until``
        ahead = until + timedelta(hours=plan.day_hours + plan.night_hours)
        sched = scheduled(plan.start, plan.first, plan.day_hours, plan.night_hours, ahead)
    if not game.phase_markers:
        return merge(explicit, _upto(sched, until)), []
    tolerance = timedelta(minutes=game.schedule.drift_minutes if game.schedule else 10.0)
    markers, notices, sched = read_markers(ctx, posts, explicit, sched, tolerance)
    return merge(explicit, markers, _upto(sched, until)), notices


def _upto(spans: list[Span], until: datetime | None) -> list[Span]:
    """The scheduled phases that start by ``until``."""
    return [s for s in spans if until is None or s.start is None or s.start <= until]


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


def _first_line(ctx: Context, post: Post) -> str | None:
    """The first non-empty line of a countable host post."""
    if post.author.casefold() not in ctx.hosts or not post.countable:
        return None
    from votecount.parser.walk import plain_lines

    html = loaded(ctx, post).html
    return next((text.strip() for text in plain_lines(html) if text.strip()), None)


def _number(word: str) -> int | None:
    return markers.number(word)


def sub_phase_events(ctx: Context, posts: Sequence[Post], index: PostIndex,
                     spans: Sequence[Span]) -> list[ev.Event]:  # fmt: skip
    """BotF: the host's sub-phase posts (``phase_start`` "day 2 nominations" events and,
    with ``phase_markers``, posts such as "Day 2 nominations are open"), each also as a
    ``SubPhasePlan`` placed at its day's start (``plans_at_dawn``), so the day follows
    the host's times from its start."""
    if not ctx.system.sub_phases:
        return []
    found: list[tuple[ev.PostRef, int, str]] = []
    for he in ctx.game.events:
        sub = _sub_phase(he) if he.kind == "phase_start" else None
        ref = _host_ref(he, index) if sub is not None else None
        if sub is not None and ref is not None:
            found.append((ref, sub[1], sub[2]))
    out: list[ev.Event] = []
    for post in posts if ctx.game.phase_markers else ():
        marked = _sub_marker(ctx, post, index, spans)
        if marked is not None:
            at, number, part = marked
            found.append((at, number, part))
            out.append(ev.PhaseStart(at.at(ev.INDEX_PHASE_START), ev.PhaseKind.DAY, number, part))
    plans = [(n, sub, ref.time, False) for ref, n, sub in found]
    plans += day_part_plans(ctx, spans, index)
    return out + plans_at_dawn(plans, _day_starts(spans, index, found))


def plans_at_dawn(
    plans: Sequence[tuple[int, str, datetime, bool]], dawn: dict[int, datetime]
) -> list[ev.Event]:
    """Each day's ``SubPhasePlan``s (number, sub-phase, time, scheduled) placed where that
    day can first start (``dawn``), before everything at that time: the fold reads a
    day's plans when the day starts and ignores them after. Placed there, not at the
    thread's start, a new day's plans leave the fold's checkpoints before it valid."""
    order = int(ev.Order.SUB_PHASE_PLAN)
    return [ev.SubPhasePlan(ev.PostRef("", -1, dawn[n], "", order), n, sub, at, scheduled=sched)
            for n, sub, at, sched in plans]  # fmt: skip


def _day_starts(spans: Sequence[Span], index: PostIndex,
                found: Iterable[tuple[ev.PostRef, int, str]]) -> dict[int, datetime]:  # fmt: skip
    """The earliest time each day can start: its phase's start, or a host's sub-phase
    post for it before that (such a post starts the day when it comes first)."""
    out: dict[int, datetime] = {}
    starts = [(s.number, _span_start(s, index)) for s in spans if s.kind is ev.PhaseKind.DAY]
    for number, at in starts + [(n, ref.time) for ref, n, _ in found]:
        if at is not None and (number not in out or at < out[number]):
            out[number] = at
    return out


def _span_start(span: Span, index: PostIndex) -> datetime | None:
    """When a phase starts: its start post's time, else its start time (None: unknown,
    or its post is not in the thread yet)."""
    if span.start_post is not None:
        ref = index.at(span.start_post)
        return ref.time if ref is not None else None
    return span.start


def day_part_plans(
    ctx: Context, spans: Sequence[Span], index: PostIndex
) -> list[tuple[int, str, datetime, bool]]:
    """The game file's ``[schedule]`` day parts (discussion / nomination / voting hours;
    without them ¼, ¼ and ½ of its ``day_hours``) as each day's scheduled timetable, from
    the day's start: when nominations open, when voting starts and when the day ends
    (number, sub-phase, time, scheduled). Host posts still override them."""
    sched = ctx.game.schedule
    if sched is None or not ctx.system.sub_phases:
        return []
    hours = sched.day_hours  # no parts given: the system's own split of the schedule's day
    discussion, nomination, voting = sched.parts or (hours / 4, hours / 4, hours / 2)
    offsets = (("nomination", discussion), ("voting", discussion + nomination),
               ("closed", discussion + nomination + voting))  # fmt: skip
    out: list[tuple[int, str, datetime, bool]] = []
    for span in spans:
        start = _span_start(span, index)
        if span.kind is not ev.PhaseKind.DAY or start is None:
            continue
        for sub, hours in offsets:
            out.append((span.number, sub, start + timedelta(hours=hours), True))
    return out


def _sub_marker(ctx: Context, post: Post, index: PostIndex,
                spans: Sequence[Span]) -> tuple[ev.PostRef, int, str] | None:  # fmt: skip

    text = _first_line(ctx, post)
    m = SUB_MARKER.match(text) if text is not None else None
    ref = index.at(post.number)
    if m is None or ref is None or (m.group(1) is None and m.group(3) is None):
        return None
    word = m.group(2).lower()
    sub = "voting" if word == "voting" or (m.group(3) or "").lower() == "closed" else "nomination"
    number = _number(m.group(1)) if m.group(1) else _day_at(spans, index, ref.time)
    return (ref, number, sub) if number is not None else None


def _day_at(spans: Sequence[Span], index: PostIndex, when: datetime) -> int | None:
    """The number of the last day that started at or before ``when``."""
    started = []
    for s in spans:
        at = _span_start(s, index)
        if s.kind is ev.PhaseKind.DAY and at is not None and at <= when:
            started.append((at, s.number))
    return max(started)[1] if started else None


def host_corrections(ctx: Context) -> dict[int, Any]:
    """The game file's ``correction`` events by the post number each corrects."""
    return {
        he.at_post: he
        for he in ctx.game.events
        if he.kind == "correction" and he.at_post is not None
    }


def corrected(ctx: Context, post: Post, mapped: tuple[ev.Event, ...], fix: Any) -> list[ev.Event]:
    """A host correction replaces the commands of one post: ``other`` = the vote meant,
    ``value = "unvote"`` an unvote, anything else = no command."""
    keep: list[ev.Event] = [e for e in mapped if isinstance(e, ev.PublicPost)]
    author = keep[0].author if keep and isinstance(keep[0], ev.PublicPost) else post.author
    voter = ctx.ids.get((fix.player or author).casefold(), fix.player or author)
    ref = _post_ref(post)
    note = ev.Rejected(
        ref.at(ev.Order.PHASE_START),
        voter,
        "",
        "COMMAND_IGNORED",
        f"host correction: {fix.note}".strip(": "),
        "info",
    )
    if fix.other:
        target = ctx.ids.get(fix.other.casefold(), fix.other)
        return [*keep, note, ev.Vote(ref, voter, target)]
    if str(fix.value).lower() == "unvote":
        return [*keep, note, ev.Unvote(ref, voter)]
    return [*keep, note]


def _post_ref(post: Post) -> ev.PostRef:
    return ev.PostRef(post.post_id, post.number, post.created_at, post.url, 0, post.thread)


def frame_events(ctx: Context, ordered: Sequence[Post], until: datetime | None,
                 first: datetime | None) -> list[ev.Event]:  # fmt: skip
    """The events besides the posts' own: host events, phases, schedule drift and
    sub-phases (``first``: the time of the first post's own event, if any)."""
    index = _LazyIndex(ordered)
    end = until or (ordered[-1].created_at if ordered else None)
    spans, drift = phase_timeline(ctx, ordered, end)
    events = after_close(host_events(ctx, index), spans)
    events += phase_events(spans, index.at) + drift
    if events or first is not None:
        events += sub_phase_events(ctx, ordered, index, spans)
    return events


_CHANGES = (ev.Death, ev.Modkill, ev.Resurrection, ev.Substitution, ev.Modifier)


def after_close(events: list[ev.Event], spans: Sequence[Span]) -> list[ev.Event]:
    """One order at a phase's closing post (docs/game-file.md): the post's commands and
    the phase's own ballots the host enters there (private votes, cards, Hell's choice,
    a sabotage) count, the phase resolves from what stood, and only then do the host's
    changes placed at that post (or at the deadline's time) take effect: a death, a
    modkill, a resurrection, a substitution, a modifier. A phase closed by a host's
    "voting has closed" post already ends before that post's events, and a post (or a
    time) that also starts the next phase keeps its changes before that start (Night 1's
    kill posted with "Day 2 begins")."""
    ends = [s for s in spans if s.end_index == ev.INDEX_PHASE_END]
    posts = {s.end_post for s in ends if s.end_post is not None} - {s.start_post for s in spans}
    times = {s.end for s in ends if s.end_post is None and s.end is not None}
    times -= {s.start for s in spans}
    if not posts and not times:
        return events
    out = []
    for e in events:
        r = e.ref
        at_post = r.number in posts and r.index == ev.INDEX_HOST
        closing = isinstance(e, _CHANGES) and (at_post or (r.number == -1 and r.time in times))
        out.append(replace(e, ref=r.at(ev.INDEX_AFTER_CLOSE)) if closing else e)
    return out


class _LazyIndex(PostIndex):
    """``PostIndex`` over posts whose refs are made only for the numbers asked (host
    events and phases name a few posts of thousands)."""

    def __init__(self, ordered: Sequence[Post]) -> None:
        self.posts: dict[int, Post] = {}
        for p in ordered:
            self.posts.setdefault(p.number, p)
        self.numbers = sorted(self.posts)
        self.refs = {}

    def at(self, number: int) -> ev.PostRef | None:
        if number not in self.posts:
            i = bisect_right(self.numbers, number)
            if i >= len(self.numbers):
                return None
            number = self.numbers[i]
        ref = self.refs.get(number)
        if ref is None:
            ref = self.refs[number] = _post_ref(self.posts[number])
        return ref
