"""``votecount explain POST``: what the parser found in one post, how each name resolved,
and what the tally did with each command."""

from __future__ import annotations

from typing import Any

from votecount import tally
from votecount.count.pipeline import Results
from votecount.parser.model import Post


def explain(store: Any, which: str, results: Results) -> str:
    """``votecount explain POST``: what the parser found in one post (by number or id),
    how each name resolved, and what the tally did with each command, from the game's
    ``results`` (``pipeline.run``: the same events as the count)."""
    from votecount.parser import explain_post, format_explanation

    key = int(which.lstrip("#")) if which.lstrip("#").isdigit() else which
    post = store.post(None, key)
    if post is None:
        raise ValueError(f"no stored post {which!r} (give a post number, e.g. 291, or a post id)")
    ctx = results.ctx
    own = store.revisions(post.thread, post.post_id)
    text = format_explanation(explain_post(post, ctx.roster, ctx.options, own))
    limit = (post.created_at, post.number, tally.Order.END_OF_POST)
    upto = [e for e in results.events if e.ref.key <= limit and _happened(e, results.now)]
    engine = tally.Engine(ctx.setup, ctx.rules).feed(upto)
    return text + "\n" + "\n".join(verdicts(engine, post))


def _happened(event: Any, now: Any) -> bool:
    return now is None or event.ref.time <= now


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
