"""``explain_post``: what the parser did with one post and why, as data and as text."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from votecount.parser.edits import counted_revision, edited_commands
from votecount.parser.model import Command, Post, Resolution
from votecount.parser.names.players import Roster
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


def format_explanation(expl: Explanation, version: int | None = None) -> str:
    """Plain-text rendering for ``votecount explain``, for a person: no internal codes or
    Python values. ``version``: the post's current version, when it was edited."""
    p = expl.parsed
    out = [f"Post #{expl.number} (id {expl.post_id}) by {expl.actor}{_version(expl, version)}"]
    out.append("  read with: " + "; ".join(_option(k, v) for k, v in expl.options))
    out.append(_heading("commands", len(p.commands)))
    out += [_command(n, c) for n, c in enumerate(p.commands, 1)]
    out.append(_heading("not counted", len(p.ignored)))
    out += [
        f"    - {i.kind} {_q(i.raw)} ({_markup(i.markup)}): {_why(i.reason)}" for i in p.ignored
    ]
    out.append(_heading("near misses", len(p.near_misses)))
    out += [_near(n) for n in p.near_misses]
    if expl.edits:
        out.append(_heading("edits", len(expl.edits)))
        out += [_edit(e) for e in expl.edits]
    return "\n".join(out)


def _version(expl: Explanation, version: int | None) -> str:
    current = max(version or 1, expl.counted_version)
    if current <= 1:
        return ""
    counted = expl.counted_version
    which = "this version" if counted == current else f"version {counted}"
    return f"; edited (version {current}): {which} counts"


def _heading(what: str, n: int) -> str:
    return f"  {what}: none" if n == 0 else f"  {what} ({n}):"


_MARKERS = {"slash": "/commands", "vote_tag": "vote tags", "text": "plain text"}
_SPOILERS = {"ignore": "votes in them do not count", "count": "votes in them count"}
_OPTIONS: dict[str, Callable[[str], str]] = {
    "markers": lambda v: (
        "votes count in "
        + (", ".join(_MARKERS.get(m, m) for m in v.split(",") if m) or "no markup")
    ),
    "spoilers": lambda v: f"spoilers: {_SPOILERS.get(v, v)}",
    "edits": lambda v: f"edited posts: the {v} version counts",
}


def _option(key: str, value: str) -> str:
    show = _OPTIONS.get(key)
    return show(value) if show is not None else f"{key} = {value}"


_MARKUP = {"vote_tag": "vote tag", "slash": "/command", "colour": "colour", "text": "plain text"}


def _markup(m: object) -> str:
    return _MARKUP.get(str(m), str(m))


def _q(text: str) -> str:
    return f"“{text}”"


def _why(reason: str) -> str:
    """``COMMAND_IN_QUOTE`` -> "inside a quote"."""
    return _REASONS.get(reason, reason.lower().replace("_", " "))


_REASONS = {
    "COMMAND_IN_QUOTE": "inside a quote",
    "COMMAND_IN_SPOILER": "inside a spoiler",
    "COMMAND_IN_CODE": "inside code",
    "COMMAND_STRUCK": "struck through",
    "COMMAND_IN_SIGNATURE": "in a signature",
    "MISSING_MARKUP": "not in the markup that counts",
    "UNRESOLVED_NAME": "the name matches no player",
    "AMBIGUOUS_NAME": "the name fits several players",
    "BROKEN_TAG": "a broken tag",
    "EMPTY_TARGET": "no name after it",
    "NOT_OWN_LINE": "not on a line of its own",
    "JOKE_VOTE": "taken back after the name ('jk', 'not really')",
    "HOST_POST": "a host's post",
    "NOT_EXACT_COLOUR": "not exactly the counting colour",
    "WORK_LIMIT": "too many commands in the post: the rest is not read",
}


def _command(n: int, c: Command) -> str:
    head = f"    {n}. {c.kind} {_q(c.raw)} ({_markup(c.markup)})"
    return head + ("" if c.target is None else " -> " + _resolution(c.target))


def _resolution(r: Resolution) -> str:
    if r.ok:
        detail = f" ({r.detail})" if r.detail else ""
        return f"{r.player}{detail}"
    cands = ", ".join(r.candidates)
    several = r.status.value == "ambiguous"
    status, listed = ("several players", "could be") if several else ("no player", "nearest")
    return f"{status} for {_q(r.text)} ({r.detail}" + (f"; {listed}: {cands})" if cands else ")")


def _near(n: NearMiss) -> str:
    line = f"    - {_q(n.raw)}: {_why(n.reason)}"
    if n.target is not None:
        line += " -> " + _resolution(n.target)
    elif n.detail:
        line += f" ({n.detail})"
    return line


def _edit(e: EditedCommand) -> str:
    return f"    - version {e.before_version} -> {e.after_version}: {_said(e.before)} -> {_said(e.after)}"


def _said(sig: tuple[tuple[str, str | None, str | None], ...]) -> str:
    """(kind, text, player) triples as words: "vote Ezra, unvote"."""
    if not sig:
        return "no command"
    return ", ".join(f"{kind} {player or text or ''}".strip() for kind, text, player in sig)
