"""``explain_post``: what the parser did with one post and why, as data and as text."""

from __future__ import annotations

from collections.abc import Sequence

from votecount.parser.edits import counted_revision, edited_commands
from votecount.parser.model import Command, Post, Resolution
from votecount.parser.names import Roster
from votecount.parser.options import ParseOptions
from votecount.parser.parse import parse_post
from votecount.parser.result import EditedCommand, Explanation, NearMiss


def explain_post(
    post: Post, roster: Roster, options: ParseOptions, revisions: Sequence[Post] = ()
) -> Explanation:
    """Every command, its markup and name resolution, what was ignored, and edits."""
    counted = counted_revision(revisions, options) if revisions else post
    edits = edited_commands(revisions, roster, options) if len(revisions) > 1 else ()
    opts = (
        ("markers", ",".join(sorted(m.value for m in options.markers))),
        ("spoilers", options.spoilers),
        ("edits", options.edits),
    )
    version = counted.version if revisions else post.version
    return Explanation(post.post_id, post.author, post.number, parse_post(counted, roster, options),
                       version, edits, opts)  # fmt: skip


def format_explanation(expl: Explanation) -> str:
    """Plain-text rendering for ``votecount explain``."""
    p = expl.parsed
    out = [
        f"Post #{expl.number} (id {expl.post_id}) by {expl.actor}, revision {expl.counted_version}"
    ]
    out.append("  options: " + "; ".join(f"{k}={v}" for k, v in expl.options))
    out.append(f"  commands ({len(p.commands)}):")
    out += [_command(c) for c in p.commands] or ["    (none)"]
    out.append(f"  ignored ({len(p.ignored)}):")
    out += [f"    {i.reason}: {i.kind} {i.raw!r} ({i.markup})" for i in p.ignored] or ["    (none)"]
    out.append(f"  near misses ({len(p.near_misses)}):")
    out += [_near(n) for n in p.near_misses] or ["    (none)"]
    if expl.edits:
        out.append(f"  edits ({len(expl.edits)}):")
        out += [_edit(e) for e in expl.edits]
    return "\n".join(out)


def _command(c: Command) -> str:
    head = f"    [{c.index}] {c.kind} {c.raw!r} via {c.markup}"
    return head + ("" if c.target is None else " -> " + _resolution(c.target))


def _resolution(r: Resolution) -> str:
    if r.ok:
        return f"{r.player} ({r.step}: {r.detail})"
    cands = ", ".join(r.candidates) or "none"
    return f"{r.status.value.upper()} {r.text!r} ({r.detail}; candidates: {cands})"


def _near(n: NearMiss) -> str:
    line = f"    {n.reason}: {n.raw!r}"
    if n.target is not None:
        line += " -> " + _resolution(n.target)
    elif n.detail:
        line += f" ({n.detail})"
    return line


def _edit(e: EditedCommand) -> str:
    return f"    {e.code} v{e.before_version} -> v{e.after_version}: {list(e.before)} -> {list(e.after)}"
