"""What every table and column of votecount.db means, for Datasette's metadata file.

``COLUMNS`` declares the derived tables (``votecount.views.browse``): each column's SQLite type
and description, so the schema and its documentation are one thing. ``STORE`` describes
the store's own tables (``votecount.store.schema``); a column added there later and not yet
described here still gets a pointer to the code rather than no description.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_POST = "post number in the thread (an integer; empty for host events in game.toml)"

COLUMNS: dict[str, dict[str, tuple[type, str]]] = {
    "votes": {
        "id": (int, "row number, in the order the tally applied the commands"),
        "day": (int, "the day the command belongs to"),
        "post": (int, _POST),
        "time": (str, "when it was posted (UTC, ISO 8601)"),
        "voter": (str, "who voted (display name)"),
        "action": (str, "vote | unvote | released (the game removed it: a death, a slot reset)"),
        "target": (str, "whom the vote is for (empty for an unvote)"),
        "previous": (str, "the vote it replaced or removed"),
        "counted": (int, "1 if the command counted, 0 if it was rejected"),
        "code": (str, "the violation code when rejected, or the notice (docs/rules-*.md)"),
        "reason": (str, "why it was rejected or released, in words"),
        "url": (str, "link to the post"),
        "thread": (str, "the thread key (a game may span threads)"),
        "post_id": (str, "the forum's own id of the post"),
    },
    "violations": {
        "id": (int, "row number, in thread order (prods last)"),
        "post": (int, _POST),
        "time": (str, "when the post was made (UTC)"),
        "phase": (str, "D1, N1, D1+ (after the hammer) …; empty before the game"),
        "player": (str, "who broke the rule (display name)"),
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
        "from_player": (str, "who declared the whisper"),
        "to_player": (str, "the partner (or the Storyteller)"),
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
        "target": (str, "the wagon's target or the nominee"),
        "total": (int, "votes standing on it at the day's end (or now, for an open day)"),
        "threshold": (int, "votes it needed"),
        "voters": (str, "who voted for it, in the order they voted"),
        "nominator": (str, "Blood on the Forums: who nominated"),
        "nominated_post": (int, "Blood on the Forums: post number of the nomination"),
        "final": (int, "1 once the day has ended, 0 for the open day"),
        "status": (str, "how the day stands: hammered, eliminated, no_elimination, tie …"),
        "eliminated": (int, "1 for the wagon that eliminated (executed) its target"),
    },
    "players": {
        "username": (str, "the player's forum account (the stable identity)"),
        "name": (str, "display name from game.toml"),
        "seat": (int, "seat number (Blood on the Forums)"),
        "aliases": (str, "other names the player answers to"),
        "traveller": (int, "1 for a Traveller"),
        "alive": (int, "1 if alive at the last post"),
        "replaced": (str, "players this slot replaced, oldest first"),
        "posts": (int, "posts made in the game"),
        "posts_per_phase": (str, "posts in each phase: D1 12, N1 3 …"),
        "last_post": (int, "post number of the last post"),
        "votes_cast": (int, "votes posted (counted or not)"),
        "votes_not_counted": (int, "votes and unvotes that were rejected"),
        "violations": (int, "rows in violations for this player"),
        "days_without_vote": (str, "days the player never voted"),
    },
    "post_text": {
        "thread": (str, "the thread key"),
        "post_id": (str, "the forum's own id of the post"),
        "number": (int, "post number in the thread"),
        "author": (str, "who posted (display name)"),
        "time": (str, "when it was posted (UTC)"),
        "text": (str, "the author's own text: outside quotes, spoilers and code"),
        "deleted": (int, "1 if the forum deleted it"),
        "url": (str, "link to the post"),
    },
}

TABLES = {
    "votes": "Every vote, unvote and released vote of every day, counted or not, and why.",
    "violations": "Every rule broken and every notice, with its code and reason.",
    "whispers": "Every Blood on the Forums whisper: who with whom, declared, accepted, ended.",
    "counts": "Each day's final wagons (nominations in Blood on the Forums) with voters.",
    "players": "The game file's players: fate, posts, votes and violations.",
    "post_text": "Each post's own text, with full-text search (type in the search box).",
}

STORE: dict[str, tuple[str, dict[str, str]]] = {
    "threads": (
        "The game's threads (source of truth, written by votecount sync / import).",
        {
            "thread": "the thread key",
            "url": "canonical URL (no credentials)",
            "title": "the thread's title",
            "engine": "forum engine: discourse, phpbb, vbulletin, xenforo, import",
            "posts_count": "posts the forum reported",
            "highest_number": "highest post number the forum reported",
            "first_synced": "first sync (UTC)",
            "last_synced": "last sync (UTC)",
            "skewed": "1 once a post is stamped earlier than the post numbered before it",
            "page_zone": "the time zone the thread's pages state (e.g. Etc/GMT+5), if they do",
            "page_zone_said": "the pages' own words for it: 'All times are UTC - 5 hours'",
        },
    ),
    "post_changes": (
        "Posts changed, gone or filled in below the newest (derived: what lets a count "
        "after a sync read only the new posts; safe to drop).",
        {
            "seq": "rising change number",
            "number": "the post number that changed",
        },
    ),
    "posts": (
        "Every stored post, newest content (source of truth).",
        {
            "thread": "the thread key",
            "post_id": "the forum's own id",
            "number": "post number in the thread",
            "author": "login name (the stable identity)",
            "author_name": "display name (empty: the same as author)",
            "created_at": "posted (UTC)",
            "edited_at": "last edited (UTC)",
            "html": "the rendered post",
            "raw": "the source markup, where the forum gives it",
            "url": "link to the post",
            "deleted": "1 if deleted on the forum",
            "hidden": "1 if hidden on the forum",
            "post_type": "regular, moderator action …",
            "version": "the forum's revision number",
            "content_hash": "hash of the content (edits change it)",
            "gone": "1 once the forum stopped listing it",
            "time_raw": "the post's time as the forum gave it (printed date, ISO or Unix)",
            "time_zone": "the zone the printed dates were read in (empty: not known)",
            "edited_raw": "the edit notice's time as the forum printed it",
            "first_seen": "first fetched (UTC)",
            "last_seen": "last fetched (UTC; empty: only at first_seen)",
            "content_seen": "when this content was first fetched (UTC; empty: at first_seen)",
        },
    ),
    "revisions": (
        "The earlier contents of edited posts, oldest first (the current one is in posts).",
        {
            "thread": "the thread key",
            "post_id": "the forum's own id",
            "seq": "1, 2, … oldest first",
            "content_hash": "hash of this content",
            "html": "the rendered post",
            "raw": "the source markup",
            "edited_at": "edited (UTC)",
            "version": "the forum's revision number",
            "seen_at": "first seen (UTC)",
        },
    ),
    "posted": (
        "Vote counts votecount posted into the thread (never the same twice).",
        {
            "id": "row number",
            "thread": "the thread key",
            "count_hash": "hash of the posted count",
            "post_id": "the forum's id of the post made (empty while posting)",
            "posted_at": "posted (UTC); for a posting row, when sending began",
            "state": "posting (written before sending) or posted (read back in the thread)",
        },
    ),
    "meta": ("The schema version.", {"key": "setting", "value": "its value"}),
}

HIDDEN = ("parsed", "sqlite_sequence")  # the parse cache: binary, derived; SQLite's own
_HIDDEN_TEXT = {
    "parsed": "Parse cache (derived, binary; safe to drop).",
    "sqlite_sequence": "SQLite's own counters (the change log's seq).",
}

QUERIES = {
    "votes_by_day": {
        "title": "Who voted for whom, when",
        "description": "Every vote of a day in thread order (counted or not).",
        "sql": "select post, time, voter, action, target, previous, counted, reason, url "
        "from votes where day = :day order by id",
    },
    "not_counted": {
        "title": "What was rejected, and why",
        "description": "Every command that did not count, with its code and reason.",
        "sql": "select day, post, voter, action, target, code, reason, url "
        "from votes where counted = 0 order by id",
    },
    "whisper_pairs": {
        "title": "Who whispered whom",
        "description": "Blood on the Forums: whisper partners per day, each pair once.",
        "sql": "select day, from_player, to_player, count(*) as whispers, "
        "min(declared_post) as first_post from whispers "
        "group by day, from_player, to_player order by day, from_player",
    },
}


def metadata(db: Any, title: str) -> dict[str, Any]:
    """Datasette metadata describing every table and column of ``db``."""
    tables: dict[str, Any] = {}
    for name in db.table_names():
        if name.startswith("post_text_fts"):
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
    if name in COLUMNS:
        described = {c: text for c, (_, text) in COLUMNS[name].items()}
        info: dict[str, Any] = {"description": f"{TABLES[name]} (derived, rebuilt)"}
        if name == "post_text":
            info["fts_table"] = "post_text_fts"
    elif name in STORE:
        info = {"description": STORE[name][0]}
        described = STORE[name][1]
    else:
        info = {"description": f"{name}: stored by votecount (see votecount/store/schema.py)"}
        described = {}
    if name in HIDDEN:
        info |= {"hidden": True, "description": _HIDDEN_TEXT.get(name, "")}
    fallback = "see votecount/store/schema.py"
    info["columns"] = {c: described.get(c, fallback) for c in columns}
    return info


def write(path: Path, meta: dict[str, Any]) -> None:
    path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
