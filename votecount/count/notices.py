"""The notices a post's reading adds beside its commands, each a ``Rejected`` event the
fold shows (``votecount.count.reading`` makes them): an edit that changed the commands
(``EDITED_COMMAND``, the player's or a moderator's), a command word misspelt
(``KEYWORD_TYPO``), a name read through letters of another script (``LOOKALIKE_NAME``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from votecount.count.context import Context, post_ref
from votecount.count.lookalikes import describe, lookalike_letters
from votecount.count.mod_edits import ModEdit, unseen_before
from votecount.parser.model import Command, Post
from votecount.tally import events as ev

if TYPE_CHECKING:
    from votecount.parser import ParsedPost


def edit_notices(ctx: Context, post: Post, revs: list[Post], author: str) -> list[ev.Event]:
    """The EDITED_COMMAND warning of a post whose commands differ between its first and
    latest revisions (before -> after); the revisions between them, which a sync sees
    or not depending on when it ran, change nothing (``net_edit``)."""
    from votecount.parser.edits import net_edit

    edit = net_edit(revs, ctx.roster, ctx.options)
    if edit is None:
        return []
    counted = "first" if ctx.options.edits == "first" else "latest"
    before, after = signature_text(edit.before), signature_text(edit.after)
    reason = (
        f"edited in revision {edit.after_version}: {before} -> {after}; "
        f"the {counted} version counts"
    )
    unseen = unseen_before(post, revs, edit.after_version, ctx.keeps_history)
    if unseen:
        reason += f" ({unseen})"
    return [
        rejection(post, ev.Order.EDIT_NOTICE, author, after, "EDITED_COMMAND", reason, "warning")
    ]


def moderator_notices(
    post: Post, mod: ModEdit, own: ParsedPost, full: ParsedPost, added: list[Command],
    first: ev.Event,
) -> list[ev.Event]:  # fmt: skip
    """A moderator's edit of the post (``mod_edits``): the commands it made, not
    counted (errors), and the change it made, which stands (a warning)."""
    from votecount.parser.edits import signature

    if not isinstance(first, ev.PublicPost):
        return []
    author, by = first.author, f"{mod.editor} (not {post.author})"
    out: list[ev.Event] = [
        rejection(post, ev.Order.EDIT_NOTICE + 1 + i, author, c.raw, "EDITED_COMMAND",
                  f"made by {by}'s edit, not in the player's own post: not counted "
                  "(a host event in the game file rules otherwise)", "error")
        for i, c in enumerate(added)
    ]  # fmt: skip
    before, after = signature_text(signature(own)), signature_text(signature(full))
    if before != after:
        reason = f"edited by {by}: {before} -> {after}; the moderator's version counts"
        out.append(
            rejection(
                post, ev.Order.EDIT_NOTICE, author, after, "EDITED_COMMAND", reason, "warning"
            )
        )
    return out


def signature_text(sig: tuple[tuple[str, str | None, str | None], ...]) -> str:
    if not sig:
        return "(no command)"
    return ", ".join(f"{kind} {player or text or ''}".strip() for kind, text, player in sig)


def typo_notices(post: Post, author: str, commands: Sequence[Command], base: int) -> list[ev.Event]:
    """``KEYWORD_TYPO`` warnings: a command counted whose word was misspelt ("Vtoe: X"
    read as a vote, ``parser.grammar.typo_keyword``), so the host can check the reading."""
    out: list[ev.Event] = []
    for c in commands:
        typo = c.get("keyword_typo")
        if typo:
            why = f"read {typo!r} as {str(c.kind)!r}: a command word misspelt by one edit"
            out.append(rejection(post, base + len(out), author, c.raw, "KEYWORD_TYPO", why, "warning"))  # fmt: skip
    return out


def lookalike_notices(
    ctx: Context, post: Post, author: str, commands: Sequence[Command], base: int
) -> list[ev.Event]:
    """``LOOKALIKE_NAME`` warnings: a name that resolved only because letters of another
    script were read as Latin ones (``Vote: Аlice``, Cyrillic А)."""
    out: list[ev.Event] = []
    for c in commands:
        target = c.target
        if target is None or not target.ok or target.text.isascii():
            continue
        player = next((p for p in ctx.roster.players if p.username == target.player), None)
        own = (player.username, player.display_name, *player.aliases) if player else ()
        letters = lookalike_letters(target.text, own)
        if letters:
            why = describe(target.text, letters, str(target.player))
            out.append(rejection(post, base + len(out), author, c.raw, "LOOKALIKE_NAME", why, "warning"))  # fmt: skip
    return out


def rejection(post: Post, index: int, author: str, raw: str, code: str, reason: str,
              severity: str, candidates: tuple[str, ...] = ()) -> ev.Rejected:  # fmt: skip
    if candidates:  # every output shows who the name could mean
        reason = f"{reason} (could be: {', '.join(candidates)})"
    return ev.Rejected(post_ref(post, index), author, raw, code, reason, severity, candidates)
