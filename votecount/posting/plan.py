"""What would be posted: the rendered count, its hash and footer tag (``Plan``), the
thread it goes to (``target``), and the last post a count we posted counted (the cut-off
``watch`` reads). No network: ``post.py`` publishes a plan."""

from __future__ import annotations

import dataclasses
import hashlib
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from votecount.posting.past import deadline_passed
from votecount.posting.remote import PostError
from votecount.views import render

if TYPE_CHECKING:
    from votecount.gamefile.game import Game
    from votecount.workspace import Workspace

TAG_LENGTH = 12
FOOTERS = {
    "markdown": "\n\n<small>votecount {tag}</small>",
    "bbcode": "\n\n[size=85]votecount {tag}[/size]",
    "text": "\n\nvotecount {tag}",
}
DIALECTS = {"discourse": "markdown", "phpbb": "bbcode"}


@dataclass(frozen=True)
class Plan:
    thread: str  # the store's thread key
    url: str  # the thread URL
    engine: str
    count_hash: str
    body: str  # exactly what is posted, footer included
    deadline: datetime | None = None  # the count's day's deadline, when it has passed
    counted_to: int | None = None  # the number of the last post the count counted
    counted_id: str | None = None  # and its id (phpBB renumbers posts after a deletion)

    @property
    def tag(self) -> str:
        return self.count_hash[:TAG_LENGTH]


def count_hash(thread: str, body: str) -> str:
    return hashlib.sha256(f"{thread}\n{body}".encode()).hexdigest()


def make_plan(
    thread: str, url: str, engine: str, body: str, dialect: str, identity: str | None = None
) -> Plan:
    """The plan for ``body``; its hash covers ``identity`` (what players see: wagons,
    voters, status — the body without its "As of" stamp) when given, else the body."""
    digest = count_hash(thread, body if identity is None else identity)
    footer = FOOTERS[dialect].format(tag=digest[:TAG_LENGTH])
    return Plan(thread, url, engine, digest, body.rstrip() + footer)


def prepare(
    ws: Workspace, *, fmt: str | None = None, view: str = "public", now: Any = None
) -> Plan:
    """Render the current count of ``ws`` (a ``Workspace``) for its forum: the same
    count as ``votecount count`` (``ws.results``), at the workspace's clock or ``now``."""
    from votecount.scraper.keys import thread_key

    game = ws.game
    url, engine = target(game)
    dialect = fmt or DIALECTS.get(engine, "text")
    vc = ws.results(now=now).count(view)
    body = render.vote_count(vc, fmt=dialect, game=game)
    # never twice: a count is the same count when players would see the same wagons,
    # voters and status, whatever post the "As of" stamp names
    unstamped = dataclasses.replace(vc, as_of=None, as_of_time=None)
    identity = render.vote_count(unstamped, fmt=dialect, game=game)
    plan = make_plan(thread_key(url, engine), url, engine, body, dialect, identity)
    ref = vc.as_of
    mine = ref is not None and ref.number >= 0 and ref.thread in ("", plan.thread)
    return dataclasses.replace(
        plan,
        deadline=deadline_passed(vc),
        counted_to=ref.number if ref is not None and mine else None,
        counted_id=ref.post_id if ref is not None and mine else None,
    )


def target(game: Game) -> tuple[str, str]:
    """The thread counts are posted to (the game's last thread) and its engine."""
    from votecount.scraper.base import detect_engine

    url = game.threads[-1]
    engine = game.engine or detect_engine(url)
    if engine is None:
        raise PostError(f"cannot tell the forum engine of {url}; set engine in [game]")
    return url, engine


CUT_OFF = "counted_to:"
"""``meta`` key (+ thread and post id) of the last post a count we posted counted."""


def remember_cut_off(
    store: Any, thread: str, post_id: str, number: int, counted_id: str | None = None
) -> None:
    """Keep the last post our count ``post_id`` counted (its number, and its id
    ``counted_id`` when known): a post that landed while we posted sits above our count
    in the thread but is not in it (``watch``). Only our last count's is read: the
    thread's earlier ones are dropped (one row, not one per count posted)."""
    tell = getattr(store, "tell", None)
    if tell is not None:
        value = str(number) if counted_id is None else f"{number} {counted_id}"
        tell(f"{CUT_OFF}{thread}:{post_id}", value, replaces=f"{CUT_OFF}{thread}:")


def cut_off(store: Any, thread: str, post_id: str) -> int | None:
    """The number the last post our count ``post_id`` counted has now, when kept
    (``remember_cut_off``). phpBB numbers every later post one lower after a deletion:
    the post is found again by its id. When it is gone itself, the post before it is
    the last counted: one lower when a later post took its number (phpBB), else its
    number (Discourse keeps a deleted post's number)."""
    told = getattr(store, "told", None)
    kept = told(f"{CUT_OFF}{thread}:{post_id}") if told is not None else None
    number, _, counted_id = (kept or "").partition(" ")
    if not number.isdigit():
        return None
    find = getattr(store, "post", None)
    if find is None or not counted_id:
        return int(number)
    found = find(thread, counted_id)
    if found is None:
        return int(number)
    if not found.gone:
        return found.number
    holder = find(thread, found.number)
    renumbered = holder is not None and holder.post_id != counted_id and not holder.gone
    return found.number - 1 if renumbered else found.number
