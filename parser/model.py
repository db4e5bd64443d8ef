"""Small frozen values shared by every layer: the normalised forum post and the commands
parsed from it.

This module is stdlib-only on purpose: adapters (``scraper/``) build ``Post`` values,
the parser turns them into ``Command`` values, and the application shell maps commands
onto ``tally`` events. Nothing here does I/O.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from functools import cached_property


class PostType(StrEnum):
    """What kind of post the forum says this is. Only ``REGULAR`` posts carry commands."""

    REGULAR = "regular"
    MODERATOR_ACTION = "moderator_action"
    SMALL_ACTION = "small_action"
    WHISPER = "whisper"  # Discourse staff whisper (post_type 4), not a game whisper


DELETED_ACCOUNT = "deleted user"
"""The author of a post whose account was deleted with its posts kept and whose page
shows no name (Discourse's ``username`` null). A stored post keeps the author it was
stored with (``store.write``: edited after the deletion, it stays its player's)."""

SYSTEM_ACCOUNT = "system"
"""Discourse's own account, spelled as Discourse spells it: a revision it made (a linked
image downloaded, a link rewritten, after the author's post or edit) is the forum's, no
moderator's ruling (``Post.other_editor``). Only this spelling: a phpBB or vBulletin
moderator whose account is "System" is named in "Last edited by System" as registered, a
moderator (review24c)."""


@dataclass(frozen=True)
class Post:
    """One post of a game thread, the same shape whatever forum engine served it.

    ``author`` is the login/username (the stable identity); ``author_name`` the display
    name. Times are timezone-aware UTC. ``html`` is the rendered body; ``raw`` the source
    markup when the engine gives it.

    The forum's own clock: ``time_raw`` is the post's time as the forum gave it (the date
    text the page prints, or the ISO / Unix value), ``edited_raw`` the same for the edit
    notice's time, and ``time_zone`` the zone's name the printed texts were read in ("" when
    the forum gives only absolute times; None when unknown, as in posts stored before
    votecount kept them). ``created_at`` is ``time_raw`` read in ``time_zone``; a changed
    zone is read again from ``time_raw`` (``votecount.store.times``).

    ``gone``: the forum no longer lists the post (only a store says so, and such a post is
    also ``deleted``): a thread synced afresh would not hold it at all.

    ``editor``: the account whose edit made this version, when the forum names it
    (phpBB's and vBulletin's "Last edited by X", a Discourse revision's ``username``,
    XenForo's "by a moderator"); "" when not edited or not said. An editor other than
    the author is a moderator's (or host's) edit (``votecount.count.mod_edits``).
    ``edit_reason``: the reason the forum gives for the edit that made this version (a
    Discourse revision's ``edit_reason``: "A post was merged in by …" on a merge); "" when
    none is given.
    """

    thread: str
    post_id: str
    number: int
    author: str
    created_at: datetime
    html: str
    author_name: str = ""
    edited_at: datetime | None = None
    raw: str | None = None
    url: str = ""
    deleted: bool = False
    hidden: bool = False
    post_type: PostType = PostType.REGULAR
    version: int = 1
    time_raw: str | None = None
    time_zone: str | None = None
    edited_raw: str | None = None
    gone: bool = False
    editor: str = ""
    edit_reason: str = ""

    @cached_property
    def content_hash(self) -> str:
        """Hash of what a reader sees (html plus raw); changes on every edit, ninja or not.
        Computed once per value (the store hands back the hash it saved with the post)."""
        h = hashlib.sha256()
        h.update(self.html.encode("utf-8"))
        h.update(b"\x00")
        h.update((self.raw or "").encode("utf-8"))
        return h.hexdigest()[:32]

    @property
    def other_editor(self) -> str:
        """Who made this version when that is not its author (a moderator, the host, forum
        staff), "" otherwise: the one definition the scraper (which revisions to read) and
        the count (``votecount.count.mod_edits``) share. Discourse's own ``system``
        account (``SYSTEM_ACCOUNT``: a linked image stored, a link rewritten) is the
        forum, no moderator: such a version is the author's (review23c; live24: also when
        a store written before review23c names it). Read as spelled: "System" is another
        forum's moderator (review24c: was the author's on every engine)."""
        editor = self.editor.strip()
        if not editor or editor == SYSTEM_ACCOUNT or editor.casefold() == self.author.casefold():
            return ""
        return editor

    @property
    def countable(self) -> bool:
        """May commands in this post count at all? (not deleted, hidden or a small action)."""
        return self.post_type is PostType.REGULAR and not self.deleted and not self.hidden

    def __repr__(self) -> str:
        return f"<Post {self.thread}#{self.number} by {self.author} id={self.post_id}>"


class Kind(StrEnum):
    """The game actions the built-in grammar finds. A game system may add kinds of its
    own through ``Word`` (``Command.kind`` is then that word's kind, a plain string)."""

    SIGNUP = "signup"  # /in, seat 4   (extra: seat, traveller)
    WITHDRAW = "withdraw"  # /out
    VOTE = "vote"  # target = player, or NO_ELIMINATION
    UNVOTE = "unvote"  # target optional
    NOMINATE = "nominate"
    WHISPER = "whisper"  # /whisper @X ; target may be the Storyteller
    ACCEPT = "accept"  # /accept [@X]
    EXILE_CALL = "exile_call"  # /exile X
    BALLOT = "ballot"  # yes/no, option, team (extra: choice)


ARG_SHAPES = ("target", "team", "choice", "none")


@dataclass(frozen=True)
class Word:
    """A slash command a game system adds to the grammar: ``/word ...`` is a command of
    ``kind``, its arguments of ``args`` shape: ``target`` (one name), ``team`` (names
    separated by commas or "and", each resolved; ``Command.get("team")``), ``choice`` (an
    option name as written; ``Command.get("choice")``) or ``none``.

    ``phrases``: the command written out as words (lower case), read wherever a vote
    counts: a bold run that starts with one ("**Crash the Party**", "[b]Ring the Bell: A,
    B, C[/b]") or a vote's target ("VOTE: Stop the Clock"); the rest is the arguments.
    ``choice``: a fixed ``Command.get("choice")`` every such command carries (YES / NO)."""

    word: str
    kind: str
    args: str = "target"
    phrases: tuple[str, ...] = ()
    choice: str = ""

    def __post_init__(self) -> None:
        if self.args not in ARG_SHAPES:
            raise ValueError(f"/{self.word}: args must be one of {', '.join(ARG_SHAPES)}")
        if not self.word.isalpha():
            raise ValueError(f"/{self.word}: a command word is letters only")
        if any(p != p.strip().lower() or not p for p in self.phrases):
            raise ValueError(f"/{self.word}: phrases are lower case, trimmed and not empty")


class Markup(StrEnum):
    """The markup that made a piece of text count as a command."""

    BOLD = "bold"
    VOTE_TAG = "vote_tag"  # MafiaScum bbvote, [vote]X[/vote]
    COLOUR = "colour"  # red text
    SLASH = "slash"  # /vote X
    TEXT = "text"  # VOTE: X / ##vote X in plain text


class Step(StrEnum):
    """How a name was resolved to a player, in the order the resolver tries them."""

    PIN = "pin"  # the host pinned this post's target in the game file
    USERNAME = "username"
    DISPLAY_NAME = "display_name"
    ALIAS = "alias"
    NORMALISED = "normalised"
    MENTION = "mention"
    PREFIX = "prefix"
    SUBSTRING = "substring"
    ACRONYM = "acronym"
    EDIT_DISTANCE = "edit_distance"
    SPECIAL = "special"  # no-lynch, Storyteller, ...
    SELF = "self"  # "me", "(me)", "myself": the post's author
    PLAYING = "playing"  # a name several players fit, of whom one alone still plays


class ResolutionStatus(StrEnum):
    RESOLVED = "resolved"
    AMBIGUOUS = "ambiguous"
    UNKNOWN = "unknown"


NO_ELIMINATION = "@no-elimination"
"""Special target id for a no-lynch / no-exe / sleep vote."""

STORYTELLER = "@storyteller"
"""Special target id for the host, the Storyteller (``/whisper Storyteller``)."""


@dataclass(frozen=True)
class Resolution:
    """The outcome of resolving one written name against the roster."""

    text: str
    status: ResolutionStatus
    player: str | None = None  # the player's id (their username in the game file)
    step: Step | None = None
    candidates: tuple[str, ...] = ()
    detail: str = ""

    @property
    def ok(self) -> bool:
        return self.status is ResolutionStatus.RESOLVED

    def __repr__(self) -> str:
        if self.ok:
            return f"<{self.text!r} -> {self.player} by {self.step}>"
        return f"<{self.text!r} {self.status} {list(self.candidates)}>"


@dataclass(frozen=True)
class Command:
    """One command found in a post, in written order (``index``).

    ``target_text`` is what was written; ``target`` the resolution (None for commands
    without a target such as a bare unvote). ``extra`` carries kind-specific values as
    sorted (key, value) pairs, e.g. ``(("seat", 4), ("traveller", False))``.
    """

    kind: Kind | str  # a Kind, or the kind of a game system's own Word
    post_id: str
    index: int
    actor: str
    raw: str
    markup: Markup
    target_text: str | None = None
    target: Resolution | None = None
    extra: tuple[tuple[str, object], ...] = field(default=())

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.extra:
            if k == key:
                return v
        return default

    @property
    def target_player(self) -> str | None:
        return self.target.player if self.target is not None and self.target.ok else None

    def __repr__(self) -> str:
        tgt = f" {self.target_text!r}" if self.target_text is not None else ""
        return f"<{self.kind}{tgt} by {self.actor} in {self.post_id}[{self.index}] ({self.markup})>"
