"""``votecount explain POST``: what the parser found in one post, how each name resolved,
and what the tally did with each command.

A post is named by its number or its id. Discourse and phpBB ids are all digits too, so
an all-digit argument is a post number when one is stored, else a post id; ``#12`` is
always a number and ``id:880024`` always an id (``pick``)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from votecount import tally
from votecount.count.pipeline import Results
from votecount.count.unseen import unseen_at
from votecount.parser.model import Post
from votecount.tally.shown import utc

ID_PREFIX = "id:"


def explain(store: Any, which: str, results: Results) -> str:
    """``votecount explain POST``: what the parser found in one post (by number or id),
    how each name resolved, and what the tally did with each command, from the game's
    ``results`` (``pipeline.run``: the same events as the count)."""
    from votecount.parser import explain_post, format_explanation

    try:
        post, note = pick(store, which)
    except ValueError:
        run = _never_seen(store, which)
        if run is None:
            raise
        return f"Post #{which.strip().lstrip('#')}: {run}"
    ctx = results.ctx
    own = store.revisions(post.thread, post.post_id)
    expl = explain_post(post, ctx.roster, ctx.options, own)
    text = format_explanation(expl, version=max((r.version for r in own), default=post.version))
    _, engine = next(results.post_by_post([post]))
    lines = [
        text,
        *phase_lines(results.events, post),
        *verdicts(engine, post, host=_is_host(ctx, post)),
        *absence_lines(store, post, results.now),
    ]
    return "\n".join(([note] if note else []) + lines)


def absence_lines(store: Any, post: Post, now: datetime | None) -> list[str]:
    """When the thread did not list ``post`` (the syncs that found it gone and listed it
    again) and whether ``now`` falls inside: a post gone at the count's clock counts for
    nothing then, whatever the forum shows later."""
    lines = []
    for went, back, _ in store.absences(post.thread).get(post.post_id, []):
        line = f"  not listed from the sync at {utc(went)}"
        line += f", listed again from the sync at {utc(back)}" if back else ", still not listed"
        if now is not None and went <= now and (back is None or now < back):
            line += " (gone at this count's clock: it counts for nothing)"
        lines.append(line)
    return lines


def pick(store: Any, which: str) -> tuple[Post, str]:
    """The stored post ``which`` names, and a note when an all-digit ``which`` is both a
    post number and another post's id (the number is used; the note says how to ask for
    the other)."""
    text = which.strip()
    if text.startswith("#") and text[1:].isdigit():
        return _found(store.post(None, int(text[1:])), which), ""
    if text.lower().startswith(ID_PREFIX):
        return _found(store.post(None, text[len(ID_PREFIX) :].strip()), which), ""
    if not text.isdigit():
        return _found(store.post(None, text), which), ""
    by_number, by_id = store.post(None, int(text)), store.post(None, text)
    if by_number is None:
        return _found(by_id, which), ""
    note = ""
    if by_id is not None and by_id.post_id != by_number.post_id:
        note = (
            f"{text} is post #{text} and also the id of post #{by_id.number}: showing post "
            f"#{text} (for the other: votecount explain {ID_PREFIX}{text})"
        )
    return by_number, note


def _never_seen(store: Any, which: str) -> Any:
    """The run of post numbers the thread skips that holds the number ``which`` names
    (``unseen``), or None."""
    text = which.strip().removeprefix("#")
    return unseen_at(store, int(text)) if text.isdigit() else None


def _found(post: Post | None, which: str) -> Post:
    if post is None:
        raise ValueError(
            f"no stored post {which!r} (give a post number, e.g. 291 or #291, or a post id, "
            f"e.g. {ID_PREFIX}880024)"
        )
    return post


def _is_host(ctx: Any, post: Post) -> bool:
    return post.author.casefold() in ctx.hosts


def _mine(ref: Any, post: Post) -> bool:
    return ref is not None and ref.post_id == post.post_id and ref.thread == post.thread


def phase_lines(events: list[Any], post: Post) -> list[str]:
    """What the post does to the game's phases and players: "this post starts Day 1"."""
    out: list[tuple[int, str]] = []
    for e in events:
        if not _mine(e.ref, post):
            continue
        if isinstance(e, tally.PhaseStart | tally.PhaseEnd):
            verb = "starts" if isinstance(e, tally.PhaseStart) else "ends"
            sub = f" ({e.sub})" if e.sub else ""
            line = f"  this post {verb} {e.kind.value.title()} {e.number}{sub}"
            out.append((0 if verb == "ends" else 1, line))
    return [line for _, line in sorted(out, key=lambda x: x[0])]


def verdicts(engine: tally.Engine, post: Post, *, host: bool = False) -> list[str]:
    """One line per vote the tally counted and per notice it recorded for ``post``."""
    lines = ["  tally:"]
    for day in engine.state.days.values():
        for h in day.history:
            if _mine(h.ref, post) and h.accepted:
                lines.append(f"    - {h.action.value} {h.target or ''} counted (Day {day.number})")
    for v in engine.state.violations:
        if _mine(v.ref, post):
            lines.append(f"    - {v.severity}: {v.reason} [{v.code}]")
    if len(lines) > 1:
        return lines
    return ["  tally: nothing to count (a host's post)" if host else "  tally: nothing to count"]
