"""The Discourse test server's in-memory topic model (posts tests change between
requests) and its JSON rendering, as Discourse serialises posts."""

from __future__ import annotations

import difflib
import html
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

START = datetime(2024, 3, 1, 18, 0, tzinfo=UTC)
PLAYERS = ("alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi")
HIDDEN_NOTICE = "<p>This post was flagged by the community and is temporarily hidden.</p>"


# -- the topic model ----------------------------------------------------------------------
@dataclass
class FakePost:
    """One post as the server holds it (mutable: tests edit it)."""

    id: int
    number: int
    username: str
    raw: str
    created_at: datetime
    updated_at: datetime
    name: str = ""
    version: int = 1
    post_type: int = 1
    deleted_at: datetime | None = None
    user_deleted: bool = False
    hidden: bool = False
    cooked_override: str | None = None
    user_id: int = 0  # the account's id: it stays when the account is renamed
    # earlier versions, oldest first: (raw, cooked, time the NEXT version was made)
    history: list[tuple[str, str, datetime]] = field(default_factory=list)
    # who made each version from 2 on, when not the author (revision JSON's ``username``)
    editors: dict[int, str] = field(default_factory=dict)
    # the edit reason of the revision that made version n (a merge's: live27)
    reasons: dict[int, str] = field(default_factory=dict)

    @property
    def cooked(self) -> str:
        return self.cooked_override if self.cooked_override is not None else cook(self.raw)


def cook(raw: str) -> str:
    """A tiny stand-in for Discourse's markdown: paragraphs and ``**bold**``."""
    paras = [p for p in raw.split("\n\n") if p.strip()]
    out = []
    for para in paras:
        text = html.escape(para.strip(), quote=False)
        text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
        out.append(f"<p>{text}</p>")
    return "\n".join(out)


@dataclass
class Topic:
    """An in-memory topic. Post ids step by 7 from ``first_id`` (ids are not numbers)."""

    id: int = 4242
    title: str = "Mafia 42: Day 1"
    slug: str = "mafia-42-day-1"
    first_id: int = 90_000
    posts: list[FakePost] = field(default_factory=list)
    clock: datetime = START
    user_ids: dict[str, int] = field(default_factory=dict)  # username -> account id

    @classmethod
    def generate(cls, count: int, **kw: Any) -> Topic:
        """A topic with ``count`` posts by rotating players (12,000+ is quick)."""
        topic = cls(**kw)
        topic.add_posts(count)
        return topic

    # -- mutations ------------------------------------------------------------------
    def tick(self) -> datetime:
        self.clock += timedelta(minutes=1, milliseconds=137)
        return self.clock

    def add_post(
        self,
        raw: str | None = None,
        *,
        username: str | None = None,
        name: str | None = None,
        post_type: int = 1,
    ) -> FakePost:
        number = (self.posts[-1].number if self.posts else 0) + 1
        username = username or PLAYERS[(number - 1) % len(PLAYERS)]
        target = PLAYERS[number % len(PLAYERS)]
        raw = raw if raw is not None else f"Post {number} by {username}.\n\n**vote {target}**"
        now = self.tick()
        post = FakePost(
            id=self.first_id + 7 * number,
            number=number,
            username=username,
            name=name if name is not None else username.title(),
            raw=raw,
            created_at=now,
            updated_at=now,
            post_type=post_type,
            user_id=self.user_ids.setdefault(username, len(self.user_ids) + 1),
        )
        self.posts.append(post)
        return post

    def rename_user(self, old: str, new: str) -> None:
        """Discourse's username change: every post of the account shows the new name
        (its id and display name stay)."""
        self.user_ids[new] = self.user_ids.setdefault(old, len(self.user_ids) + 1)
        for post in self.posts:
            if post.username == old:
                post.username = new

    def delete_account(self, username: str) -> None:
        """The account deleted, its posts kept: Discourse serves them with no user
        (``username`` and ``user_id`` null: ``object&.user&.username``)."""
        for post in self.posts:
            if post.username == username:
                post.username, post.name, post.user_id = None, "", None  # type: ignore[assignment]

    def new_account(self, username: str) -> None:
        """A new account registers ``username`` (a name another account gave up)."""
        self.user_ids[username] = max(self.user_ids.values(), default=0) + 1

    def add_posts(self, count: int) -> list[FakePost]:
        return [self.add_post() for _ in range(count)]

    def edit(self, number: int, raw: str, *, bump_version: bool = True) -> FakePost:
        """Edit a post; ``bump_version=False`` is a ninja edit (no new revision)."""
        post = self.by_number(number)
        when = self.tick()
        if bump_version:  # Discourse keeps a PostRevision with the old and new body
            post.history.append((post.raw, post.cooked, when))
        post.raw = raw
        post.cooked_override = None
        post.updated_at = when
        post.version += int(bump_version)
        return post

    def edit_cooked(self, number: int, cooked: str) -> FakePost:
        """A versioned edit of a post whose cooked HTML is given as written."""
        post = self.edit(number, self.by_number(number).raw)
        post.cooked_override = cooked
        return post

    def delete(self, number: int, *, by_user: bool = False) -> FakePost:
        """Staff delete (leaves the stream) or self-delete (stays, text replaced)."""
        post = self.by_number(number)
        if by_user:  # a forced revision replaces the text; the old one survives in history
            when = self.tick()
            post.history.append((post.raw, post.cooked, when))
            post.user_deleted = True
            post.raw = "(post deleted by author)"
            post.cooked_override = None
            post.version += 1
            post.updated_at = when
        else:
            post.deleted_at = self.tick()
        return post

    def restore(self, number: int) -> FakePost:
        post = self.by_number(number)
        post.deleted_at = None
        return post

    def hide(self, number: int, hidden: bool = True) -> FakePost:
        post = self.by_number(number)
        post.hidden = hidden
        return post

    # -- queries --------------------------------------------------------------------
    def by_number(self, number: int) -> FakePost:
        for post in self.posts:
            if post.number == number:
                return post
        raise KeyError(f"topic {self.id} has no post #{number}")

    def by_id(self, post_id: int) -> FakePost | None:
        index = (post_id - self.first_id) // 7 - 1
        if 0 <= index < len(self.posts) and self.posts[index].id == post_id:
            return self.posts[index]
        return next((p for p in self.posts if p.id == post_id), None)

    def visible(self) -> list[FakePost]:
        """What an anonymous reader sees, in thread order."""
        return [p for p in self.posts if p.deleted_at is None and p.post_type != 4]

    @property
    def highest_number(self) -> int:
        return self.posts[-1].number if self.posts else 0


# -- JSON rendering -----------------------------------------------------------------------
def iso(when: datetime) -> str:
    """Discourse's time format: ``2020-01-27T11:32:03.646Z``."""
    when = when.astimezone(UTC)
    return when.strftime("%Y-%m-%dT%H:%M:%S.") + f"{when.microsecond // 1000:03d}Z"


def post_json(topic: Topic, post: FakePost, *, include_raw: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": post.id,
        "name": post.name,
        "username": post.username,
        "user_id": post.user_id,
        "avatar_template": f"/user_avatar/forum/{post.username}/{{size}}/1_2.png",
        "created_at": iso(post.created_at),
        "cooked": HIDDEN_NOTICE if post.hidden else post.cooked,
        "post_number": post.number,
        "post_type": post.post_type,
        "posts_count": len(topic.posts),
        "updated_at": iso(post.updated_at),
        "reply_count": 0,
        "reply_to_post_number": None,
        "quote_count": 0,
        "reads": 3,
        "score": 0.4,
        "yours": False,
        "topic_id": topic.id,
        "topic_slug": topic.slug,
        "display_username": post.name,
        "version": post.version,
        "hidden": post.hidden,
        "deleted_at": iso(post.deleted_at) if post.deleted_at else None,
        "user_deleted": post.user_deleted,
        "post_url": f"/t/{topic.slug}/{topic.id}/{post.number}",
        "trust_level": 1,
    }
    if post.hidden:
        data["cooked_hidden"] = True
    elif include_raw:
        data["raw"] = post.raw
    return data


# -- edit history (spec/forum-engines.md §1.5) ----------------------------------------------
_TOKEN = re.compile(r"<[^>]+>|\w+[ \t]*|\W")


def side_by_side(before: str, after: str) -> str:
    """Discourse's ``body_changes.side_by_side``: the old cooked on the left, the new on
    the right, changed tokens marked (a tag gets ``class="diff-del"``/``"diff-ins"``, text
    is wrapped in ``<del>``/``<ins>``), each side in a ``div.revision-content``."""
    old, new = _TOKEN.findall(before), _TOKEN.findall(after)
    left: list[str] = []
    right: list[str] = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if op == "equal":
            left += old[i1:i2]
            right += new[j1:j2]
            continue
        left += [_mark(t, "del") for t in old[i1:i2]]
        right += [_mark(t, "ins") for t in new[j1:j2]]
    return (
        f'<div class="revision-content">{"".join(left)}</div>'
        f'<div class="revision-content">{"".join(right)}</div>'
    )


def _mark(token: str, klass: str) -> str:
    if token.startswith("<") and not token.startswith("</"):
        if ' class="' in token:
            return token.replace(' class="', f' class="diff-{klass} ', 1)
        return token[:-1].rstrip("/") + f' class="diff-{klass}">'
    if token.startswith("</"):
        return token
    return f"<{klass}>{token}</{klass}>" if token.strip() else token


def revision_json(topic: Topic, post: FakePost, number: int) -> dict[str, Any] | None:
    """``GET /posts/{id}/revisions/{number}.json``: the change that made version
    ``number`` (2 …), as ``PostRevisionSerializer`` renders it; None if there is none."""
    if not 2 <= number <= len(post.history) + 1:
        return None
    _, before, when = post.history[number - 2]
    after = post.history[number - 1][1] if number - 1 < len(post.history) else post.cooked
    last = len(post.history) + 1
    return {
        "created_at": iso(when),
        "post_id": post.id,
        "previous_hidden": False,
        "current_hidden": post.hidden,
        "first_revision": 2,
        "previous_revision": number - 1 if number > 2 else None,
        "current_revision": number,
        "next_revision": number + 1 if number < last else None,
        "last_revision": last,
        "current_version": number,
        "version_count": last,
        "username": post.editors.get(number, post.username),
        "display_username": post.editors.get(number, post.name),
        "avatar_template": f"/user_avatar/forum/{post.username}/{{size}}/1_2.png",
        "edit_reason": post.reasons.get(number),
        # a revision that left the body alone (title, owner, wiki) has no body_changes
        "body_changes": None
        if before == after
        else {
            "inline": f'<div class="inline-diff">{after}</div>',
            "side_by_side": side_by_side(before, after),
            "side_by_side_markdown": "",
        },
        "title_changes": None,
        "user_changes": None,
        "wiki_changes": None,
        "post_type_changes": None,
        "can_edit": False,
    }
