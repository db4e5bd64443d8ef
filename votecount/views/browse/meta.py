"""What every table and column of votecount.db means, for Datasette's metadata file.

``COLUMNS`` declares the derived tables (``votecount.views.browse``): each column's SQLite type
and description, so the schema and its documentation are one thing; ``PRIMARY_KEYS`` and
``FOREIGN_KEYS`` their keys (every column holding a login points at ``players``). The
store's own tables and votecount's bookkeeping are described in ``browse.stored``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from votecount.views.browse.stored import INTERNAL, STORE

FTS = "post_text_fts"  # the full-text index of post_text
_POST = "post number in the thread (an integer; empty for host events in game.toml)"

_LOGIN = "(a link to players; empty for someone not in game.toml)"


def _login(who: str) -> tuple[type, str]:
    return (str, f"{who}: the login {_LOGIN}")


def _name(who: str) -> tuple[type, str]:
    return (str, f"{who}: the display name")


COLUMNS: dict[str, dict[str, tuple[type, str]]] = {
    "votes": {
        "id": (int, "row number, in thread order (the order the tally read the commands)"),
        "day": (int, "the day the command belongs to"),
        "phase": (
            str,
            "the phase it was posted in: D1; N1 for a vote at night, D1+ after the hammer",
        ),
        "post": (int, _POST),
        "time": (str, "when it was posted (UTC, ISO 8601)"),
        "voter": _login("who voted"),
        "voter_name": _name("who voted"),
        "action": (str, "vote | unvote | released (the game removed it: a death, a slot reset)"),
        "target": _login("whom the vote is for (empty for an unvote or an unknown name)"),
        "target_name": _name("whom the vote is for (No elimination, Storyteller …)"),
        "previous": _login("the vote it replaced or removed"),
        "previous_name": _name("the vote it replaced or removed"),
        "counted": (int, "1 if the command counted, 0 if it did not"),
        "code": (str, "why it did not count, or the notice (docs/rules-*.md)"),
        "reason": (str, "why it was rejected or released, in words"),
        "raw": (
            str,
            "the vote as written, for one the tally never applied (an ambiguous "
            "or unknown name, a vote in a spoiler)",
        ),
        "url": (str, "link to the post"),
        "thread": (str, "the thread key (a game may span threads)"),
        "post_id": (str, "the forum's own id of the post"),
    },
    "violations": {
        "id": (int, "row number, in thread order (prods last)"),
        "post": (int, _POST),
        "time": (str, "when the post was made (UTC)"),
        "phase": (str, "D1, N1, D1+ (after the hammer) …; empty before the game"),
        "player": _login("who broke the rule"),
        "player_name": _name("who broke the rule (also someone not in game.toml)"),
        "code": (str, "the violation code (docs/rules-*.md)"),
        "severity": (str, "error (rejected) | warning (applied, needs a look) | info (notice)"),
        "title": (str, "what the code means, in a moderator's words"),
        "reason": (str, "what happened, in one line"),
        "raw": (str, "the text of the command as written"),
        "url": (str, "link to the post"),
    },
    "whispers": {
        "id": (int, "row number, in the order the whispers were declared"),
        "day": (int, "the day of the whisper"),
        "from_player": _login("who declared the whisper"),
        "from_name": _name("who declared the whisper"),
        "to_player": _login("the partner (empty for the Storyteller)"),
        "to_name": _name("the partner (or the Storyteller)"),
        "declared_post": (int, "post number of the declaration"),
        "declared_time": (str, "when it was declared (UTC)"),
        "accepted_post": (int, "post number of the acceptance (empty: never accepted)"),
        "ended_post": (int, "post number that ended it (empty: still open at day's end)"),
        "end_reason": (str, "broken_by_post | substitution | seat_swap | left"),
        "url": (str, "link to the declaration"),
    },
    "counts": {
        "id": (int, "row number"),
        "day": (int, "the day"),
        "target": _login("the wagon's target or the nominee"),
        "target_name": _name("the wagon's target or the nominee (or No elimination)"),
        "total": (int, "votes standing on it at the day's end (or now, for an open day)"),
        "threshold": (int, "votes it needed (a plurality game: the most votes wins)"),
        "voters": (
            str,
            "logins of who voted for it, in the order they voted (a JSON list: "
            "facet it, or filter with voters__arraycontains=LOGIN)",
        ),
        "voter_names": (str, "the same voters' display names (a JSON list)"),
        "nominator": _login("Blood on the Forums: who nominated"),
        "nominator_name": _name("Blood on the Forums: who nominated"),
        "nominated_post": (int, "Blood on the Forums: post number of the nomination"),
        "final": (int, "1 once the day has ended, 0 for the open day"),
        "status": (str, "how the day stands: hammered, eliminated, no_elimination, tie …"),
        "eliminated": (int, "1 for the wagon that eliminated (executed) its target"),
    },
    "players": {
        "username": (
            str,
            "the player's forum login (the stable identity; every other "
            "table's player columns point here)",
        ),
        "name": (str, "display name from game.toml"),
        "seat": (int, "seat number (Blood on the Forums)"),
        "aliases": (str, "other names the player answers to (a JSON list)"),
        "traveller": (int, "1 for a Traveller"),
        "slot": (
            str,
            "the slot played: its first occupant's login (a substitute's slot "
            "is the player they replaced)",
        ),
        "alive": (
            int,
            "1 if the slot is alive at the last post (empty: replaced, or a "
            "backup who never came in)",
        ),
        "replaced": (str, "logins this player replaced in the slot, oldest first (a JSON list)"),
        "replaced_by": (str, "login of who took the slot over from this player"),
        "posts": (int, "the slot's posts in the game (on its current occupant's row)"),
        "posts_per_phase": (
            str,
            "the slot's posts per phase, in game order: a JSON list "
            'of {"phase": "D1", "posts": 12}',
        ),
        "last_post": (int, "post number of the slot's last post"),
        "votes_cast": (int, "votes this login posted (counted or not)"),
        "votes_not_counted": (int, "votes and unvotes of this login that did not count"),
        "violations": (int, "rows in violations for this login"),
        "days_without_vote": (str, "days the slot never voted (a JSON list: facet it)"),
    },
    "post_text": {
        "thread_no": (int, "1 for the game's first thread, 2 for the next …"),
        "number": (int, "post number in the thread (with thread_no: the row's key, 1,12)"),
        "thread": (str, "the thread key"),
        "post_id": (str, "the forum's own id of the post"),
        "author": _login("who posted"),
        "author_name": _name("who posted"),
        "time": (str, "when it was posted (UTC)"),
        "text": (str, "the author's own text: outside quotes, spoilers and code"),
        "deleted": (int, "1 if the forum deleted it"),
        "url": (str, "link to the post"),
    },
}

PRIMARY_KEYS: dict[str, str | tuple[str, ...]] = {
    "players": "username",
    "post_text": ("thread_no", "number"),
}

# columns holding a login: foreign keys to players.username (Datasette links and labels them)
FOREIGN_KEYS: dict[str, tuple[str, ...]] = {
    "players": ("slot", "replaced_by"),
    "votes": ("voter", "target", "previous"),
    "violations": ("player",),
    "whispers": ("from_player", "to_player"),
    "counts": ("target", "nominator"),
    "post_text": ("author",),
}

TABLES = {
    "votes": "Every vote, unvote and released vote of every day, counted or not, and why.",
    "violations": "Every rule broken and every notice, with its code and reason.",
    "whispers": "Every Blood on the Forums whisper: who with whom, declared, accepted, ended.",
    "counts": "Each day's final wagons (nominations in Blood on the Forums) with voters.",
    "players": "The game file's players: fate, posts, votes and violations.",
    "post_text": "Each post's own text, with full-text search (type in the search box).",
}


QUERIES = {
    "votes_by_day": {
        "title": "Who voted for whom, when",
        "description": "Every vote of a day in thread order (counted or not).",
        "sql": "select post, time, voter_name, action, target_name, previous_name, counted, "
        "code, reason, url from votes where day = :day order by id",
    },
    "not_counted": {
        "title": "What was rejected, and why",
        "description": "Every command that did not count, with its code and reason.",
        "sql": "select day, post, voter_name, action, target_name, raw, code, reason, url "
        "from votes where counted = 0 order by id",
    },
    "whisper_pairs": {
        "title": "Who whispered whom",
        "description": "Blood on the Forums: whisper partners per day, each pair once.",
        "sql": "select day, from_name, to_name, count(*) as whispers, "
        "min(declared_post) as first_post from whispers "
        "group by day, from_player, to_player, to_name order by day, from_name",
    },
}


def metadata(db: Any, title: str) -> dict[str, Any]:
    """Datasette metadata describing every table and column of ``db``."""
    tables: dict[str, Any] = {}
    for name in db.table_names():
        if name.startswith(FTS):
            continue  # the full-text index's own tables: Datasette hides them
        tables[name] = _table(db, name)
    stem = Path(db.conn.execute("pragma database_list").fetchone()[2] or "votecount").stem
    return {
        "title": f"{title}: votecount database",
        "description": (
            "Derived tables (votes, violations, whispers, counts, players, post_text) are "
            "rebuilt by `votecount report --datasette` from the posts and game.toml; the "
            "posts, threads and revisions tables are the source of truth."
        ),
        "databases": {stem: {"tables": tables, "queries": QUERIES}},
    }


def _table(db: Any, name: str) -> dict[str, Any]:
    columns = [c.name for c in db.table(name).columns]
    info: dict[str, Any]
    if name in COLUMNS:
        described = {c: text for c, (_, text) in COLUMNS[name].items()}
        info = {"description": f"{TABLES[name]} (derived, rebuilt)"}
        if name == "post_text":
            info["fts_table"] = FTS
        if name == "players":
            info["label_column"] = "name"  # a login links to its player, shown by name
    elif name in STORE or name in INTERNAL:
        text, described = STORE.get(name) or INTERNAL[name]
        info = {"description": text} | ({"hidden": True} if name in INTERNAL else {})
    else:
        info = {"description": f"{name}: a table votecount does not know (not one it wrote)"}
        described = {}
    info["columns"] = {c: described.get(c, "(not described)") for c in columns}
    return info


def write(path: Path, meta: dict[str, Any]) -> None:
    path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
