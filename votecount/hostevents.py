"""Host-side events of a game: the game file's host events (deaths, substitutions,
modifiers, BotF sub-phases, travellers, seat swaps), host corrections of a post's
commands, and the phase timeline (explicit phases, host "Day 2" posts, the schedule)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from votecount.parser.model import Post
from votecount.parser.walk import plain_lines
from votecount.tally import events as ev
from votecount.tally.phases import PostIndex, Span, join, merge, scheduled

if TYPE_CHECKING:
    from .pipeline import Context


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
    if he.kind == "whisper_pm":
        return [ev.WhisperPm(ref, who, other, _participants(ctx, he.value))]
    if he.kind == "neighbour_whisper":
        return [ev.NeighbourWhisper(ref, who, other, str(he.value or ""))]
    if he.kind == "fiddler":
        if str(he.value or "").strip().lower() == "close":
            return [ev.FiddlerEnd(ref)]
        return [ev.FiddlerStart(ref, who, other)]
    return []


def _participants(ctx: Context, value: object) -> tuple[str, ...]:
    """A whisper PM's members: a list of names (a plain string is only a note)."""
    if not isinstance(value, list):
        return ()
    return tuple(ctx.ids.get(str(x).strip().lstrip("@").casefold(), str(x).strip().lstrip("@"))
                 for x in value)  # fmt: skip


def phase_spans(ctx: Context, posts: Sequence[Post], until: datetime | None) -> list[Span]:
    """Explicit phases (and phase_start/end events) first, then host markers, then the
    schedule."""
    return phase_timeline(ctx, posts, until)[0]


def phase_timeline(
    ctx: Context, posts: Sequence[Post], until: datetime | None
) -> tuple[list[Span], list[ev.Event]]:
    """The phases (explicit first, then host announcements, then the schedule) and the
    ``SCHEDULE_DRIFT`` warnings of announcements the schedule overrules."""
    game = ctx.game
    explicit = [Span(ev.PhaseKind(p.kind), p.number, p.start, p.end, p.start_post, p.end_post)
                for p in game.phases]  # fmt: skip
    explicit = join(explicit + _phase_event_spans(game.events))
    sched: list[Span] = []
    if game.schedule is not None and until is not None:
        s = game.schedule
        sched = scheduled(s.start, s.first, s.day_hours, s.night_hours, until)
    if not game.phase_markers:
        return merge(explicit, sched), []
    from .phase_markers import read_markers

    markers, notices = read_markers(ctx, posts, explicit, sched)
    return merge(explicit, markers, sched), notices


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
    return next((text.strip() for text in plain_lines(post.html) if text.strip()), None)


def _number(word: str) -> int | None:
    from .markers import number

    return number(word)


# "Day 2 nominations are open", "Day 2: voting", "Nominations are now open" / "closed"
_SUB_MARKER = re.compile(
    r"^\W*(?:day\s+(\d+|[a-z]+)\W+)?(nominations?|voting)\b(?:\s+(?:are|is)\s+(?:now\s+)?"
    r"(open|closed))?",
    re.I,
)


def sub_phase_events(ctx: Context, posts: Sequence[Post], index: PostIndex,
                     spans: Sequence[Span], first: datetime) -> list[ev.Event]:  # fmt: skip
    """BotF: the host's sub-phase posts (``phase_start`` "day 2 nominations" events and,
    with ``phase_markers``, posts such as "Day 2 nominations are open"), each also as a
    ``SubPhasePlan`` placed before everything so the day follows the host's times."""
    if ctx.rules.ruleset != "botf":
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
            ref, number, sub = marked
            found.append((ref, number, sub))
            out.append(ev.PhaseStart(ref.at(ev.INDEX_PHASE_START), ev.PhaseKind.DAY, number, sub))
    plan_ref = ev.PostRef("", -1, first, "", -9)
    return out + [ev.SubPhasePlan(plan_ref, n, sub, ref.time) for ref, n, sub in found]


def _sub_marker(ctx: Context, post: Post, index: PostIndex,
                spans: Sequence[Span]) -> tuple[ev.PostRef, int, str] | None:  # fmt: skip
    text = _first_line(ctx, post)
    m = _SUB_MARKER.match(text) if text is not None else None
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
        at = s.start
        if s.start_post is not None:
            ref = index.at(s.start_post)
            at = ref.time if ref is not None else None
        if s.kind is ev.PhaseKind.DAY and at is not None and at <= when:
            started.append((at, s.number))
    return max(started)[1] if started else None


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
    ref = _post_ref(post)
    note = ev.Rejected(
        ref.at(-1), voter, "", "COMMAND_IGNORED", f"host correction: {fix.note}".strip(": "), "info"
    )
    if fix.other:
        target = ctx.ids.get(fix.other.casefold(), fix.other)
        return [*keep, note, ev.Vote(ref, voter, target)]
    if str(fix.value).lower() == "unvote":
        return [*keep, note, ev.Unvote(ref, voter)]
    return [*keep, note]


def _post_ref(post: Post) -> ev.PostRef:
    return ev.PostRef(post.post_id, post.number, post.created_at, post.url, 0, post.thread)
