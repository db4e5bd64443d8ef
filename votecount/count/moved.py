"""A post the thread lists after a phase began but dated before it (moved in from another
topic, or a forum clock gone wrong).

A moderator can move a post into the game thread from another topic: it keeps the time
it was written, older than the posts around it. The count reads the thread as the host
does, in its order: such a post counts where it stands (``pipeline.thread_order``
gives it the time of the post before it), live and fresh alike. When its own time lies
before the start of the phase it stands in, the time the forum shows would put it in an
earlier phase (or before the game): a warning on the post says so, with both times, so
the host can check it ("VOTE_OUTSIDE_WINDOW", warning; the count is unchanged). A post
less than a minute older than the phase's start says nothing: seconds out of order are
two clocks (or a race to post), not a post moved in.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime

from votecount.count.minute import MINUTE
from votecount.tally import events as ev
from votecount.tally.shown import utc

Key = tuple[str, str]
CODE = "VOTE_OUTSIDE_WINDOW"


def moved_in(
    events: list[ev.Event], redated: Mapping[Key, datetime], hosts: frozenset[str] = frozenset()
) -> list[ev.Event]:
    """``events`` (sorted, phases included) with a warning on each player's post with
    commands whose own time (``redated``) is before the start of the phase it stands in."""
    if not redated:
        return events
    phase: tuple[str, datetime] | None = None
    seen: dict[Key, tuple[tuple[str, datetime] | None, list[ev.Event]]] = {}
    for e in events:
        if isinstance(e, ev.PhaseStart) and e.sub is None:
            phase = (f"{e.kind.value.title()} {e.number}", e.ref.time)
        elif isinstance(e, ev.PhaseEnd) and e.sub is None:
            phase = None
        key = (e.ref.thread, e.ref.post_id)
        if key in redated:
            seen.setdefault(key, (phase, []))[1].append(e)
    extra = [
        w for key, (at, mine) in seen.items() if (w := _warning(redated[key], at, mine, hosts))
    ]
    return ev.sort_events(events + extra) if extra else events


def _warning(
    own: datetime,
    phase: tuple[str, datetime] | None,
    mine: list[ev.Event],
    hosts: frozenset[str],
) -> ev.Event | None:
    post = next((e for e in mine if isinstance(e, ev.PublicPost)), None)
    commands = [e for e in mine if not isinstance(e, (ev.PublicPost, ev.Rejected))]
    if post is None or not commands or phase is None or post.author.casefold() in hosts:
        return None
    label, start = phase
    if own >= start - MINUTE:  # seconds out of order at the start: a clock, not a move
        return None
    reason = (
        f"dated {utc(own)}, before {label} began ({utc(start)}), but listed in {label} "
        "(moved in from another topic?): counted where the thread lists it; check it"
    )
    ref = ev.PostRef(post.ref.post_id, post.ref.number, post.ref.time, post.ref.url,
                     ev.Order.EDIT_NOTICE, post.ref.thread)  # fmt: skip
    return ev.Rejected(ref, post.author, utc(own), CODE, reason, "warning")
