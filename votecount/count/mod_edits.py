"""A moderator's edit of a player's post (issue 25, live22).

A forum names who made an edit: phpBB's and vBulletin's "Last edited by X", a Discourse
revision's ``username``, XenForo's "Last edited by a moderator" (``Post.editor``). An
editor other than the author is a moderator (the host, a co-host or forum staff), not the
player. rules.md says nothing of such edits; votecount reads them as a host would:

* The version the moderator's edit made is the host's ruling: it counts, whatever the
  game's edit rule (``edits = "first"`` would count the player's first version): a vote
  the moderator took out is out, and the audit says who edited it
  (``EDITED_COMMAND``, warning).
* A command only the moderator's edit made (in none of the player's own versions) is
  not the player's: it is not counted (``EDITED_COMMAND``, error, naming the editor).
  A host who means it as the player's vote says so in the game file (a host event). A
  vote the player changed themselves before the edit stays theirs (review22c: with
  ``edits = "first"`` it was read as the moderator's and the player had no vote).
* A player's own edit after the moderator's leaves the ruling standing where the edit
  rule counts the earlier version (``edits = "first"``: the moderator's version, not
  the vote the moderator took out, review22c); with ``edits = "latest"`` the player's
  latest version counts as any edit does.
* A moderator who merges a player's posts (Discourse's, vBulletin's and XenForo's "merge
  posts") takes the others out of the thread and writes their text into the one kept:
  a command the edit brought that one of the author's posts taken out before it held is
  the player's (``merged_away``; live25: the merged vote read as the moderator's, and
  lost with the post it came from). A store that never saw the posts taken out (its
  first sync came after the merge) reads the merge from the edit's reason where the
  forum gives one (``merged_unseen``: Discourse's "A post was merged in by …"; live27).
* When votecount never saw the player's own version (its first sync came after the
  edit, and the forum keeps no history), the version shown counts and the first-seen
  notice names the editor (``first_seen.unknown_original_notice``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import TYPE_CHECKING

from votecount.parser.model import Command, Post

if TYPE_CHECKING:
    from votecount.parser import ParsedPost
    from votecount.parser.names.players import Roster
    from votecount.parser.options import ParseOptions


@dataclass(frozen=True)
class ModEdit:
    """A post whose latest version a moderator's edit made: ``counted`` (that version)
    and ``own``, the player's own version the game's edit rule counts (None: never seen)."""

    editor: str
    counted: Post
    own: Post | None
    own_versions: tuple[Post, ...] = ()  # all the player's versions before the edit


def moderated(
    post: Post,
    revs: Sequence[Post],
    options: ParseOptions,
    roster: Roster,
    history: bool = True,
) -> ModEdit | None:
    """The moderator's edit whose version counts (``revs``: ``post``'s stored versions,
    oldest first): the latest moderator's version when the edit rule counts it before the
    player's own later edits; None when the counted version is the author's. With
    ``edits = "latest"`` only a ruling is one (``is_ruling``): a note or word fix that
    changed no command leaves the latest version the player's as any edit's, so a late
    change before it is late (``at_close``; live24: the note counted the late vote as
    the moderator's), and a moderator's note after their own ruling leaves the ruling
    standing (review24c: a vote the moderator wrote in, then a note, counted as the
    player's). With ``edits = "first"`` any moderator's version counts, as the
    moderator left it (review22c: a word fix after the player's own change). On a forum
    that keeps no history (``history`` False), a moderator's version whose edit count
    says an edit came between it and the version stored before it (``missed``) is no
    ruling under ``latest``: who made the change is not known, and the version shown
    counts as in a post first seen edited (live26: a player's late change, then the
    host's note before the next sync, left the player with no vote); so does a
    ruling before such a version that changed its commands (review26c: the host's
    earlier ruling counted over the player's later vote shown)."""
    versions = list(revs) or [post]
    latest = options.edits == "latest"
    mods = [
        i
        for i, r in enumerate(versions)
        if r.other_editor
        and (
            not latest
            or i == 0
            or (
                (history or not missed(versions[i - 1], r))
                and is_ruling(versions[i - 1], r, roster, options)
            )
        )
    ]
    if not mods:
        return None
    from votecount.parser.edits import counted_revision  # the parser: only when edited

    ruled = versions[mods[-1]]
    if latest and any(
        not r.other_editor or (not history and missed(b, r) and is_ruling(b, r, roster, options))
        for b, r in zip(versions[mods[-1] :], versions[mods[-1] + 1 :], strict=False)
    ):
        return None  # the player's own edit after it counts, as any (a missed one: review26c)
    if not latest and counted_revision(versions[mods[-1] :], options) is not ruled:
        return None  # (``first``: only a version before the ruling would count)
    own = tuple(r for r in versions[: mods[-1]] if not r.other_editor)
    return ModEdit(ruled.other_editor, ruled, counted_revision(own, options) if own else None, own)


def missed(before: Post, version: Post) -> bool:
    """Did an edit come between ``before`` and ``version``, two stored versions of a post,
    that no sync read (the forum's edit count, phpBB's "edited N times", moved on by more
    than one)?"""
    return version.version > before.version + 1


def unseen_before(post: Post, revs: Sequence[Post], version: int, history: bool) -> str:
    """What an edit notice adds of revision ``version`` of ``post`` (``revs``: its stored
    versions) when a moderator's edit made it and an edit before it was never read
    (``missed``, a forum without history): who changed the commands is not known; ""
    otherwise."""
    at = next((i for i, r in enumerate(revs) if r.version == version), 0)
    made = revs[at] if revs else post
    if history or not at or not made.other_editor or not missed(revs[at - 1], made):
        return ""
    return (
        f"revision {version} by {made.other_editor} (not {post.author}), an edit before "
        "it never seen: who changed the vote is not known"
    )


def is_ruling(before: Post, version: Post, roster: Roster, options: ParseOptions) -> bool:
    """Is ``version`` a moderator's ruling: made by another account than the author, and
    changing the commands of ``before``, the version before it? A note or a word fix that
    left the commands as they were rules nothing (review23c, live24): the player's own
    version before it is read as any."""
    from votecount.parser.edits import net_edit  # the parser: only when edited

    return bool(version.other_editor) and net_edit([before, version], roster, options) is not None


def merged_away(
    post: Post,
    ruled: Post,
    taken_out: Callable[[], Sequence[Post]] | None,
    load: Callable[[Post], Post],
) -> list[Post]:
    """The posts a merge into ``post`` took their text from: ``post``'s author's posts
    in its thread taken out of it (``taken_out``: the posts gone or deleted, ``load``
    gives one its HTML) made before ``ruled``, the moderator's version of ``post``,
    whose every line ``ruled`` holds (a merge copies the whole text: a vote the
    moderator wrote in alone is not a merge of the player's deleted post), and made no
    later than ``post`` (a merge into an earlier post would date the vote before it was
    made, before a deadline it missed: review25c)."""
    when = ruled.edited_at or ruled.created_at
    return _copied(post, ruled, taken_out, load, min(when, post.created_at))


def _copied(
    post: Post,
    ruled: Post,
    taken_out: Callable[[], Sequence[Post]] | None,
    load: Callable[[Post], Post],
    until: datetime | None,
) -> list[Post]:
    """``post``'s author's posts taken out of its thread (made by ``until``; any time:
    None) whose every line ``ruled`` holds."""
    if taken_out is None:
        return []
    author = post.author.casefold()
    mine = [
        p
        for p in taken_out()
        if p.thread == post.thread and p.post_id != post.post_id
        and p.author.casefold() == author and (until is None or p.created_at <= until)
    ]  # fmt: skip
    if not mine:
        return []
    held = _lines(ruled)
    out = []
    for p in map(load, mine):
        lines = _lines(p) - {""}
        if lines and lines <= held:
            out.append(p)
    return out


def _lines(post: Post) -> set[str]:
    from votecount.parser.walk import plain_lines  # the parser: only for a merge

    return {" ".join(line.split()) for line in plain_lines(post.html)}


# Discourse's ``PostMerger``: "A post was merged in by NAME", "3 posts were merged in by
# NAME", the whole reason; a moderator's own words ("merged votes", "merge conflict
# fixed") name no merge the forum made (review27c: a write-in read as the player's vote)
MERGE_REASON = re.compile(r"(?:an?|one|\d+) posts? (?:was|were) merged in by \S", re.IGNORECASE)


def merged_unseen(
    post: Post,
    revs: Sequence[Post],
    ruled: Post,
    taken_out: Callable[[], Sequence[Post]] | None,
    load: Callable[[Post], Post],
    authors: Callable[[], Mapping[tuple[str, int], str]] | None = None,
) -> list[Post]:
    """``[ruled]`` when ``ruled``, a moderator's version of ``post`` (``revs``: its stored
    versions, oldest first), is a merge the forum names (its edit reason says a merge:
    Discourse's merge writes "A post was merged in by …", and merges only one author's
    posts) that kept every line of the version before it, and the store holds none of
    the author's posts taken out whose text it copied: the text it brought in is the
    author's own, from posts a store that never saw them cannot find (live27); [] when
    the store holds such a post (``merged_away`` reads it, dated), for a vote written in
    with no such reason, and for a version that dropped the author's text. ``authors``
    (the store's posts by thread and number) narrows it to a merge of posts right before
    ``post``: the text comes dated at ``post``, so a vote merged in from across a post of
    anyone else (the host's day start: review27c, a day's vote counted the next day) is
    not read."""
    if not MERGE_REASON.match(ruled.edit_reason):
        return []
    if authors is not None and not _after_a_gap(post, authors()):
        return []
    at = next((i for i, r in enumerate(revs) if r is ruled), 0)
    if not at or not _lines(revs[at - 1]) - {""} <= _lines(ruled):
        return []
    return [] if _copied(post, ruled, taken_out, load, None) else [ruled]


def _after_a_gap(post: Post, authors: Mapping[tuple[str, int], str]) -> bool:
    """Does a number the store never held (a post taken out before it first read the
    thread: Discourse never renumbers) come before ``post`` with only its author's own
    posts between them?"""
    author = post.author.casefold()
    for number in range(post.number - 1, 0, -1):
        held = authors.get((post.thread, number))
        if held is None:
            return True
        if held != author:
            return False
    return False


def _key(c: Command) -> tuple[str, str]:
    return (str(c.kind), c.target_player or (c.target_text or "").casefold())


def players_part(
    moderators: ParsedPost, own: Sequence[ParsedPost]
) -> tuple[ParsedPost, list[Command]]:
    """(the moderator's version's commands one of the player's own versions holds too,
    the commands only the moderator's edit made)."""
    left: Counter[tuple[str, str]] = Counter()
    for version in own:
        left |= Counter(_key(c) for c in version.commands)
    kept: list[Command] = []
    added: list[Command] = []
    for c in moderators.commands:
        if left[_key(c)] > 0:
            left[_key(c)] -= 1
            kept.append(c)
        else:
            added.append(c)
    return replace(moderators, commands=tuple(kept)), added
