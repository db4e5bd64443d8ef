"""Reading one post: its parse (through the context's parse cache) mapped to the fold's
events: a ``PublicPost``, its commands (unknown or ambiguous names become ``Rejected``;
quoted or unmarked commands info notices), its edits' and look-alike letters' notices.
``votecount.count.pipeline`` reads every post through ``post_events``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from votecount import tally
from votecount.count.context import Context, parse_post, post_ref
from votecount.count.first_seen import unknown_original_notice
from votecount.count.mod_edits import (
    merged_away,
    merged_unseen,
    moderated,
    players_part,
)
from votecount.count.notices import (
    edit_notices,
    lookalike_notices,
    moderator_notices,
    rejection,
    typo_notices,
)
from votecount.parser.model import (
    Command,
    Kind,
    Markup,
    Post,
    Resolution,
    ResolutionStatus,
    Step,
)
from votecount.parser.names.fold import fold
from votecount.parser.rulebook import rule
from votecount.store.lazyposts import loaded
from votecount.tally import events as ev
from votecount.tally.declare import Ballot, CommandSpec
from votecount.tally.registry import systems

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
    flags = f"{int(post.deleted)}{int(post.hidden)}{post.post_type}" + ("g" if post.gone else "")
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
        mod = moderated(post, revs, ctx.options, ctx.roster, ctx.keeps_history)
        counted = counted_revision(revs, ctx.options) if len(revs) > 1 else post
        parsed = parse_post(mod.counted if mod is not None else counted, ctx.roster, ctx.options)
        added: list[Command] = []
        full = parsed
        if mod is not None and mod.own is not None:
            own = parse_post(mod.own, ctx.roster, ctx.options)
            load = partial(loaded, ctx)
            away = merged_away(post, mod.counted, ctx.taken_out, load) or merged_unseen(
                post, revs, mod.counted, ctx.taken_out, load, ctx.authors
            )
            owns = [parse_post(v, ctx.roster, ctx.options) for v in (*mod.own_versions, *away)]
            parsed, added = players_part(full, owns or [own])
        mapped = _map_post(ctx, post, parsed)
        if mod is not None and mod.own is not None and mapped:
            mapped += moderator_notices(post, mod, own, full, added, mapped[0])
        elif len(revs) > 1 and mapped and isinstance(mapped[0], ev.PublicPost):
            mapped += edit_notices(ctx, post, revs, mapped[0].author)
        mapped += unknown_original_notice(post, revs, parsed.commands, mapped)
        events = ctx.mapped[key] = tuple(mapped)
    return events


def still_playing(ctx: Context, post: Post, events: tuple[ev.Event, ...]) -> tuple[ev.Event, ...]:
    """The post's events with each AMBIGUOUS vote whose name fits several players of whom
    exactly one is still playing at this post (the others dead, modkilled or replaced at
    an earlier post by the game file's host events, or brought in by a substitution at a
    later post: ``Context.turnover``) read as a vote for that one: "PB" for the living
    PeaceBringer, not the dead Prolapsed Brain; "Hellhound/ChannelDelibird" for the
    replacement in that slot. A replaced player whose name the vote says in full stands
    for his slot, which still plays: "Juno and Ivory", with Juno replaced by Wrenna, stays
    AMBIGUOUS; a shortened name is the one playing under it, as hosts read it ("Jun"
    beside Junot is Junot). Applied after the parse cache (which the host events do not
    key): only such a post is parsed again."""
    playing = {
        i: alive
        for i, e in enumerate(events)
        if isinstance(e, ev.Rejected) and e.code == "AMBIGUOUS_TARGET" and len(e.candidates) > 1
        and len(alive := _playing(ctx, e, post.number)) == 1
    }  # fmt: skip
    if not playing:
        return events
    parsed = parse_post(loaded(ctx, post), ctx.roster, ctx.options)
    out = list(events)
    for i, alive in playing.items():
        old = events[i]
        assert isinstance(old, ev.Rejected)
        near = _near_at(parsed, old)
        if near is None or near.kind != Kind.VOTE or near.markup is None or near.target is None:
            continue
        left = ", ".join(c for c in old.candidates if c != alive[0])
        why = f"{near.target.detail}; the only one still playing ({left} out before this post)"
        target = Resolution(near.target.text, ResolutionStatus.RESOLVED, alive[0], Step.PLAYING,
                            (alive[0],), why)  # fmt: skip
        command = Command(Kind.VOTE, post.post_id, old.ref.index, post.author, near.raw,
                          near.markup, near.target_text or near.target.text, target)  # fmt: skip
        out[i] = _command(ctx, post, old.actor, command)
    return tuple(out)


def _playing(ctx: Context, rejected: ev.Rejected, number: int) -> list[str]:
    """The candidates of an AMBIGUOUS vote still playing at post ``number``; a replaced
    player the vote names in full stands for his slot (his replacement)."""
    ws = [fold(w) for w in rejected.raw.split()]
    runs = {"".join(ws[i:j]) for i in range(len(ws)) for j in range(i + 1, min(i + 6, len(ws) + 1))}
    runs.discard("")  # "&"
    names = {p.username: (p.username, p.display_name, *p.aliases) for p in ctx.roster.players}
    slots = {
        ctx.turnover.in_slot(c, number) if runs & {fold(n) for n in names.get(c, (c,))} else c
        for c in rejected.candidates
    }
    return sorted(s for s in slots if ctx.turnover.playing(s, number))


def _near_at(parsed: ParsedPost, rejected: ev.Rejected) -> NearMiss | None:
    """The near miss a ``Rejected`` event was mapped from (same place, same text)."""
    i = rejected.ref.index - len(parsed.commands)
    if 0 <= i < len(parsed.near_misses) and parsed.near_misses[i].raw == rejected.raw:
        return parsed.near_misses[i]
    return None


def _map_post(ctx: Context, post: Post, parsed: ParsedPost) -> list[ev.Event]:
    author = ctx.ids.get(post.author.casefold(), post.author)
    if post.gone:
        return _gone(ctx, post, parsed, author)
    if _posted_by_votecount(post.html):
        # a count votecount posted: the names in it are not votes, and it is not news
        # (no event at all, so it never moves the count's "As of" stamp)
        return []
    if author.casefold() in ctx.hosts:
        return [ev.PublicPost(post_ref(post, ev.Order.PUBLIC_POST), author)]
    if not post.countable:
        why = "deleted" if post.deleted else "hidden" if post.hidden else "not a regular post"
        return [rejection(post, c.index, author, c.raw, "COMMAND_IGNORED", f"post is {why}", "info")
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
        out.append(rejection(post, base + i, author, near.raw, code, reason, sev, cands))
    base += len(parsed.near_misses)
    for i, ign in enumerate(parsed.ignored):
        code, sev, why = _ignored_code(ign)
        out.append(rejection(post, base + i, author, ign.raw, code, why, sev))
    base += len(parsed.ignored)
    typos = typo_notices(post, author, parsed.commands, base)
    return out + typos + lookalike_notices(ctx, post, author, parsed.commands, base + len(typos))


def _gone(ctx: Context, post: Post, parsed: ParsedPost, author: str) -> list[ev.Event]:
    """A post the forum no longer lists (deleted or hidden there): it counts for nothing,
    as in a store synced afresh, which never saw it; each command it held gets a warning,
    so the host sees the vote that went away (``explain`` still shows what it said)."""
    if author.casefold() in ctx.hosts or _posted_by_votecount(post.html):
        return []
    why = "post is gone: the thread no longer lists it (deleted there); it no longer counts"
    return [rejection(post, c.index, author, c.raw, "COMMAND_IGNORED", why, "warning")
            for c in parsed.commands]  # fmt: skip


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
    if near.reason == "KEYWORD_TYPO":
        return "KEYWORD_TYPO", "warning", near.detail
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
    if problem is not None and c.kind == Kind.UNVOTE:
        # "UNVOTE: all", "unvote: whoever", a nickname: the unvote stands, as hosts read
        # it; only the name it gives is not read (a name that resolves still counts)
        problem = None  # its target_player is None: a bare unvote
    if problem is not None:
        code, detail, candidates = problem
        return rejection(post, c.index, author, c.raw, code, detail, "error", candidates)
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


@rule("unresolved")
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
