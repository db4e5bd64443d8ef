"""Tables a moderator can browse in Datasette, derived from the posts and the game file.

    browse.rebuild(db, game, posts, vc, audit)   # drop and rebuild the derived tables
    browse.metadata(game, db)                    # Datasette metadata for every table

The derived tables (``DERIVED``) answer "who voted for whom when, what was rejected and
why, who whispered whom" without reading code:

    votes       every vote, unvote and released vote: post, time, voter, target, counted
                or not and why
    violations  every rule broken or notice, with its code, severity and reason
    whispers    every Blood on the Forums whisper: who, with whom, declared/accepted/ended
                (rows from the system's ``Views.tables``; empty for other systems)
    counts      each day's final wagons (or nominations) with their voters
    players     the players with their seat, fate, posts, votes and violations
    post_text   each post's own text (outside quotes, spoilers and code), searchable
                through the full-text index ``post_text_fts``

They are never the source of truth: the store's own tables (``votecount.store.schema``) hold
the posts; these are dropped and written again on every ``votecount report --datasette``
in one transaction, so they always agree with the thread and the game file as they are.
Their descriptions live in ``votecount.views.browse_meta``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from votecount.parser.walk import plain_lines
from votecount.tally.codes import Violation
from votecount.tally.payload import day_payload
from votecount.tally.result import DayCount, VoteCount
from votecount.views.audit import display_names, title
from votecount.views.browse_meta import COLUMNS
from votecount.views.count import Names, system_function, views_of

if TYPE_CHECKING:
    from votecount.gamefile.game import Game

DERIVED = ("votes", "violations", "whispers", "counts", "players", "post_text")
FTS_TABLE = "post_text_fts"


def rebuild(db: Any, game: Game, posts: Iterable[Any], vc: VoteCount, audit: Any) -> dict[str, int]:
    """Drop the derived tables and write them again from ``vc`` and ``audit`` (the
    public count and the audit of ``posts``); returns the rows written per table."""
    names = Names(game)
    rows = {
        "votes": list(_votes(vc, names)),
        "violations": list(_violations(audit.violations, names, game)),
        "whispers": list(_system_rows("whispers", audit, names)),
        "counts": list(_counts(vc, names)),
        "players": list(_players(game, audit, vc, names)),
        "post_text": list(_post_text(posts)),
    }

    with db.conn:
        drop(db)
        for table, data in rows.items():
            columns = COLUMNS[table]
            db.table(table).create(
                {name: kind for name, (kind, _) in columns.items()}, pk=_pk(table)
            )
            if data:
                db.table(table).insert_all(data)
    db.table("post_text").enable_fts(["author", "text"], fts_version="FTS5", tokenize="porter")
    return {table: len(data) for table, data in rows.items()}


def drop(db: Any) -> None:
    """Remove the derived tables (and the full-text index); the store is untouched."""
    for name in (FTS_TABLE, *DERIVED):
        db.execute(f"drop table if exists [{name}]")


def _pk(table: str) -> str | tuple[str, ...]:
    keys: dict[str, str | tuple[str, ...]] = {
        "players": "username",
        "post_text": ("thread", "post_id"),
    }
    return keys.get(table, "id")


# -- votes --------------------------------------------------------------------------------
def _votes(vc: VoteCount, names: Names) -> Iterator[dict[str, Any]]:
    n = 0
    for day in vc.days:
        reasons = _reasons(day)
        for h in day.history:
            n += 1
            reason = reasons.get((h.ref.post_id, h.ref.index, h.code), "") or title(h.code)
            reason = display_names(reason, names.game)
            yield {
                "id": n,
                "day": day.day,
                "post": _number(h.ref),
                "time": h.ref.time.isoformat(),
                "voter": names(h.voter),
                "action": h.action.value,
                "target": names(h.target) if h.target else None,
                "previous": names(h.previous) if h.previous else None,
                "counted": int(h.accepted),
                "code": h.code or None,
                "reason": reason or None,
                "url": h.ref.url,
                "thread": h.ref.thread,
                "post_id": h.ref.post_id,
            }


def _reasons(day: DayCount) -> dict[tuple[str, int, str], str]:
    out: dict[tuple[str, int, str], str] = {}
    for v in (*day.rejected, *day.notices):
        if v.ref is not None:
            out.setdefault((v.ref.post_id, v.ref.index, v.code), v.reason)
    return out


def _number(ref: Any) -> int | None:
    return ref.number if ref is not None and ref.number >= 0 else None


# -- violations ---------------------------------------------------------------------------
def _violations(
    violations: Iterable[Violation], names: Names, game: Game
) -> Iterator[dict[str, Any]]:
    for n, v in enumerate(violations, start=1):
        yield {
            "id": n,
            "post": _number(v.ref),
            "time": v.ref.time.isoformat() if v.ref is not None else None,
            "phase": v.phase or None,
            "player": names(v.player) if v.player else None,
            "code": v.code,
            "severity": v.severity.value,
            "title": title(v.code) or None,
            "reason": display_names(v.reason, game),
            "raw": v.raw or None,
            "url": v.ref.url if v.ref is not None else None,
        }


# -- the system's tables ---------------------------------------------------------------------
def _system_rows(table: str, audit: Any, names: Names) -> Iterator[dict[str, Any]]:
    """A table the game system fills (``Views.tables``: BotF's whispers); empty otherwise."""
    rows = system_function(views_of(audit.ruleset).tables.get(table, ""))
    if rows is not None:
        yield from rows(audit, names)


# -- counts -------------------------------------------------------------------------------
def _counts(vc: VoteCount, names: Names) -> Iterator[dict[str, Any]]:
    n = 0
    for day in vc.days:
        eliminated = day.outcome.eliminated
        final = day.outcome.status.final
        for row in _wagons(day):
            n += 1
            target, votes, total, threshold, nominator, ref = row
            yield {
                "id": n,
                "day": day.day,
                "target": names(target),
                "total": total,
                "threshold": threshold,
                "voters": ", ".join(names(v.voter) for v in votes),
                "nominator": names(nominator) if nominator else None,
                "nominated_post": _number(ref) if nominator else None,
                "final": int(not day.open),
                "status": day.outcome.status.value,
                "eliminated": int(final and eliminated == target),
            }


def _wagons(day: DayCount) -> Iterator[tuple[str, tuple, int, int, str | None, Any]]:
    opened = day_payload(day).opened()
    if opened:
        for nom in opened:
            need = nom.threshold or day.threshold
            yield nom.nominee, nom.votes, nom.total, need, nom.nominator, nom.ref
        return
    for w in day.wagons:
        yield w.target, w.votes, w.total, w.threshold, None, w.started


# -- players ------------------------------------------------------------------------------
def _players(game: Game, audit: Any, vc: VoteCount, names: Names) -> Iterator[dict[str, Any]]:
    activity = {a.player: a for a in audit.activity}
    for p in game.players:
        a = activity.get(p.username)
        mine = [v for v in audit.violations if v.player == p.username]
        votes = [h for d in vc.days for h in d.history if h.voter == p.username]
        yield {
            "username": p.username,
            "name": names(p.username),
            "seat": getattr(p, "seat", None),
            "aliases": ", ".join(p.aliases) or None,
            "traveller": int(bool(p.traveller)),
            "alive": int(a.alive) if a is not None else None,
            "replaced": ", ".join(names(f) for f in a.former) if a and a.former else None,
            "posts": a.total_posts if a is not None else 0,
            "posts_per_phase": ", ".join(f"{k} {v}" for k, v in a.posts) if a else None,
            "last_post": _number(a.last_post) if a is not None else None,
            "votes_cast": sum(1 for h in votes if h.action.value == "vote"),
            "votes_not_counted": sum(1 for h in votes if not h.accepted),
            "violations": len(mine),
            "days_without_vote": ", ".join(map(str, a.days_without_vote)) if a else None,
        }


# -- posts, searchable --------------------------------------------------------------------
def _post_text(posts: Iterable[Any]) -> Iterator[dict[str, Any]]:
    for post in posts:
        yield {
            "thread": post.thread,
            "post_id": post.post_id,
            "number": post.number,
            "author": post.author_name or post.author,
            "time": post.created_at.isoformat(),
            "text": "\n".join(plain_lines(post.html)).strip(),
            "deleted": int(post.deleted),
            "url": post.url,
        }
