"""Tables a moderator can browse in Datasette, derived from the posts and the game file.

    browse.rebuild(db, game, posts, vc, audit)   # drop and rebuild the derived tables
    browse.meta.metadata(db, title)              # Datasette metadata for every table

The derived tables (``DERIVED``) answer "who voted for whom when, what was rejected and
why, who whispered whom" without reading code:

    votes       every vote, unvote and released vote: post, time, voter, target, counted
                or not and why (a vote the tally never applied too: an ambiguous name)
    violations  every rule broken or notice, with its code, severity and reason
    whispers    every Blood on the Forums whisper: who, with whom, declared/accepted/ended
                (rows from the system's ``Views.tables``; empty for other systems)
    counts      each day's final wagons (or nominations) with their voters
    players     the players with their seat, fate, posts, votes and violations
    post_text   each post's own text (outside quotes, spoilers and code), searchable
                through the full-text index ``post_text_fts``

Players appear by their login (a foreign key to ``players.username``) with the display
name beside it; list columns are JSON lists, which Datasette facets item by item.
They are never the source of truth: the store's own tables (``votecount.store.schema``) hold
the posts; these are dropped and written again on every ``votecount report --datasette``
in one transaction, so they always agree with the thread and the game file as they are.
Their descriptions live in ``votecount.views.browse.meta``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from votecount.parser.walk import plain_lines
from votecount.tally.codes import Violation
from votecount.tally.payload import day_payload
from votecount.tally.result import DayCount, VoteCount
from votecount.views.base import display_names, title
from votecount.views.browse.meta import COLUMNS, FOREIGN_KEYS, FTS, PRIMARY_KEYS
from votecount.views.count import Names, phases_of, system_function, views_of

if TYPE_CHECKING:
    from votecount.gamefile.game import Game

DERIVED = ("votes", "violations", "whispers", "counts", "players", "post_text")
FTS_TABLE = FTS
# a vote the tally never applied (an ambiguous name, a vote in a spoiler) is a rejected
# command whose text, as written, starts with "vote" or "unvote"; quoted votes are someone
# else's words, not a vote of the quoter
_VOTE_TEXT = re.compile(r"^\W*(un)?vote\b", re.IGNORECASE)
_NOT_A_VOTE = frozenset({"COMMAND_IN_QUOTE"})


def rebuild(db: Any, game: Game, posts: Iterable[Any], vc: VoteCount, audit: Any) -> dict[str, int]:
    """Drop the derived tables and write them again from ``vc`` and ``audit`` (the
    public count and the audit of ``posts``); returns the rows written per table."""
    names = Names(game)
    votes = list(_votes(vc, names))
    rows = {
        "players": list(_players(game, audit, votes, names)),
        "votes": votes,
        "violations": list(_violations(audit.violations, names, game)),
        "whispers": list(_system_rows("whispers", audit, names)),
        "counts": list(_counts(vc, names)),
        "post_text": list(_post_text(posts, names)),
    }

    with db.conn:
        drop(db)
        for table, data in rows.items():  # players first: the others point at it
            columns = COLUMNS[table]
            db.table(table).create(
                {name: kind for name, (kind, _) in columns.items()},
                pk=PRIMARY_KEYS.get(table, "id"),
                foreign_keys=[(c, "players", "username") for c in FOREIGN_KEYS.get(table, ())],
            )
            if data:
                db.table(table).insert_all(data)
    db.table("post_text").enable_fts(["author_name", "text"], fts_version="FTS5", tokenize="porter")
    return {table: len(data) for table, data in rows.items()}


def drop(db: Any) -> None:
    """Remove the derived tables (and the full-text index); the store is untouched."""
    for name in (FTS_TABLE, *DERIVED[::-1]):
        db.execute(f"drop table if exists [{name}]")


def _who(names: Names, pid: str | None, prefix: str) -> dict[str, Any]:
    """``{prefix}``: the login (a key of ``players``; empty for anyone else) and
    ``{prefix}_name``: the display name beside it."""
    return {prefix: names.key(pid), f"{prefix}_name": names(pid) if pid else None}


# -- votes --------------------------------------------------------------------------------
def _votes(vc: VoteCount, names: Names) -> Iterator[dict[str, Any]]:
    rows = [row for day in vc.days for row in _day_votes(day, names)]
    rows.sort(key=lambda pair: pair[0])
    for n, (_, row) in enumerate(rows, start=1):
        yield {"id": n} | row


def _day_votes(day: DayCount, names: Names) -> Iterator[tuple[tuple, dict[str, Any]]]:
    """The day's history (applied or rejected by the tally) and the vote commands it
    never applied (``_unapplied``), each keyed by where it was written."""
    reasons = _reasons(day)
    phases = phases_of(day)
    seen = set()
    for h in day.history:
        seen.add((h.ref.post_id, h.ref.index))
        reason = reasons.get((h.ref.post_id, h.ref.index, h.code), "") or title(h.code)
        yield (
            h.ref.key,
            {
                "day": day.day,
                "phase": phases.get((h.ref.post_id, h.ref.index), f"D{day.day}"),
                **_where(h.ref),
                **_who(names, h.voter, "voter"),
                "action": h.action.value,
                **_who(names, h.target, "target"),
                **_who(names, h.previous, "previous"),
                "counted": int(h.accepted),
                "code": h.code or None,
                "reason": display_names(reason, names.game) or None,
                "raw": None,
            },
        )
    yield from _unapplied(day, names, seen)


def _unapplied(
    day: DayCount, names: Names, seen: set[tuple[str, int]]
) -> Iterator[tuple[tuple, dict[str, Any]]]:
    """Vote commands that never reached the tally's history (an ambiguous or unknown
    name, a vote in a spoiler or without its markup): one row per command, with the first
    error's code and every reason."""
    found: dict[tuple[str, int], list[Violation]] = {}
    for v in (*day.rejected, *day.notices):
        if v.ref is None or v.code in _NOT_A_VOTE or not _VOTE_TEXT.match(v.raw or ""):
            continue
        if (v.ref.post_id, v.ref.index) not in seen:
            found.setdefault((v.ref.post_id, v.ref.index), []).append(v)
    for group in found.values():
        first = min(group, key=lambda v: v.severity != "error")
        ref = group[0].ref
        assert ref is not None  # kept above
        unvote = (match := _VOTE_TEXT.match(first.raw)) is not None and match[1]
        reason = "; ".join(dict.fromkeys(v.reason for v in group if v.reason))
        yield (
            ref.key,
            {
                "day": day.day,
                "phase": first.phase or f"D{day.day}",
                **_where(ref),
                **_who(names, first.player, "voter"),
                "action": "unvote" if unvote else "vote",
                **_who(names, None, "target"),
                **_who(names, None, "previous"),
                "counted": 0,
                "code": first.code,
                "reason": display_names(reason, names.game) or title(first.code) or None,
                "raw": first.raw,
            },
        )


def _where(ref: Any) -> dict[str, Any]:
    return {
        "post": _number(ref),
        "time": ref.time.isoformat(),
        "url": ref.url,
        "thread": ref.thread,
        "post_id": ref.post_id,
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
            **_who(names, v.player, "player"),
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
                **_who(names, target, "target"),
                "total": total,
                "threshold": threshold,
                "voters": [names.key(v.voter) or v.voter for v in votes],
                "voter_names": [names(v.voter) for v in votes],
                **_who(names, nominator, "nominator"),
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
def _players(
    game: Game, audit: Any, votes: list[dict[str, Any]], names: Names
) -> Iterator[dict[str, Any]]:
    """One row per login of the game file. A slot's activity (its posts, days without a
    vote, alive) is on its current occupant's row; a replaced player's row names the slot
    and who replaced them; votes and violations are each login's own."""
    slots = {a.player: a for a in audit.activity}
    former = {f: a for a in audit.activity for f in a.former}
    for p in game.players:
        a = slots.get(p.username)
        gone = former.get(p.username)
        slot = a or gone
        mine = [v for v in audit.violations if names.key(v.player) == p.username]
        cast = [r for r in votes if r["voter"] == p.username]
        yield {
            "username": p.username,
            "name": names(p.username),
            "seat": getattr(p, "seat", None),
            "aliases": list(p.aliases),
            "traveller": int(bool(p.traveller)),
            "slot": names.key(slot.slot) if slot is not None else None,
            "alive": int(a.alive) if a is not None else None,
            "replaced": [names.key(f) or f for f in a.former] if a is not None else [],
            "replaced_by": _successor(gone, p.username, names),
            "posts": a.total_posts if a is not None else None,
            "posts_per_phase": [{"phase": k, "posts": n} for k, n in a.posts] if a else [],
            "last_post": _number(a.last_post) if a is not None else None,
            "votes_cast": sum(1 for r in cast if r["action"] == "vote"),
            "votes_not_counted": sum(1 for r in cast if not r["counted"]),
            "violations": len(mine),
            "days_without_vote": list(a.days_without_vote) if a is not None else [],
        }


def _successor(slot: Any, username: str, names: Names) -> str | None:
    """Who took the slot over from ``username`` (the next occupant), if anyone did."""
    if slot is None:
        return None
    chain = [*slot.former, slot.player]
    index = next(i for i, who in enumerate(chain) if names.key(who) == username)
    return names.key(chain[index + 1]) if index + 1 < len(chain) else None


# -- posts, searchable --------------------------------------------------------------------
def _post_text(posts: Iterable[Any], names: Names) -> Iterator[dict[str, Any]]:
    """Each post, keyed by (thread_no, number): "1,12" is post #12 of the first thread."""
    threads: dict[str, int] = {}
    for post in posts:
        yield {
            "thread_no": threads.setdefault(post.thread, len(threads) + 1),
            "number": post.number,
            "thread": post.thread,
            "post_id": post.post_id,
            "author": names.key(post.author),
            "author_name": names(post.author)
            if names.key(post.author)
            else post.author_name or post.author,
            "time": post.created_at.isoformat(),
            "text": "\n".join(plain_lines(post.html)).strip(),
            "deleted": int(post.deleted),
            "url": post.url,
        }
