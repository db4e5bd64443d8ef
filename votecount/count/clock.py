"""The times a host gives on the command line: ``--as-of`` (a post number or a time)
and ``--now`` (a fixed clock)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from votecount.tally.shown import utc


def system_now() -> datetime:
    """The real clock, in UTC: "now" for every count without ``--now`` (tests replace
    it)."""
    return datetime.now(UTC)


def as_of(value: str | None) -> int | datetime | None:
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


def check_as_of(when: int | datetime | None, posts: Sequence) -> int | datetime | None:
    """``--as-of N`` past the last stored post is a typo or a missing sync, not a count.
    In a game spanning several threads, N is a post of the newest thread: it becomes
    that post's time, so the earlier threads count in full."""
    if not isinstance(when, int) or not posts:
        return when
    single = getattr(posts, "single_thread", False)  # StoredPosts: one thread, by number
    newest = posts[len(posts) - 1].thread
    mine = [] if single else [p for p in posts if p.thread == newest]
    last = posts[len(posts) - 1].number if single else max(p.number for p in mine)
    if when > last:
        raise ValueError(
            f"--as-of {when}: the last stored post is #{last}; "
            "run `votecount sync` for newer posts, or give an earlier post"
        )
    if single or len({p.thread for p in posts}) == 1:
        return when
    at = [p.created_at for p in mine if p.number <= when]
    return max(at) if at else min(p.created_at for p in mine)


def machine_clock_warning(printed: Sequence[str]) -> str:
    """The one warning for posts whose printed time was read against this machine's
    clock (the forum's pages print no clock of their own): ``sync`` prints it, the text
    audit too (``machine_clock_lines``)."""
    n = len(printed)
    s = "s" if n != 1 else ""
    return (
        f"warning: the forum's pages print no clock: {n} post{s}' time{s} (e.g. "
        f"{printed[-1]!r}) read against this machine's clock; if it is off the forum's, a "
        "post can move across a deadline (set the machine's clock, or check the posts "
        "near a deadline)"
    )


def machine_clock_lines(store: Any, threads: Sequence[str], shown: int = 10) -> list[str]:
    """The text audit's lines for the posts read against the machine's clock: the
    warning, then the posts (number, printed time, when it was read), ``shown`` at most."""
    out: list[str] = []
    for thread in threads:
        rows = store.machine_times(thread)
        if not rows:
            continue
        out.append(machine_clock_warning([raw for _, raw, _ in rows]))
        out += [f"  post {n}: {raw!r} read {utc(at)}" for n, raw, at in rows[:shown]]
        if len(rows) > shown:
            out.append(f"  … and {len(rows) - shown} more")
    return out
