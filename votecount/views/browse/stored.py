"""What the store's own tables of votecount.db mean, for Datasette's metadata file
(``browse.meta``): ``STORE`` describes the tables sync writes (``votecount.store.schema``:
threads, posts, revisions …), ``INTERNAL`` votecount's bookkeeping (caches, change log,
schema version), hidden from Datasette's table lists. tests/views/test_browse.py fails when
a migration adds a column described in neither."""

from __future__ import annotations

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
            "editor": "who made the last edit, when the forum names it (empty: not said)",
            "edit_reason": "the reason the forum gave for the last edit (a merge's), if any",
            "first_seen": "first fetched (UTC)",
            "last_seen": "last fetched, or when a sync found it gone (UTC; empty: at first_seen)",
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
            "editor": "who made this version's edit, when the forum names it",
            "edit_reason": "the reason the forum gave for this version's edit, if any",
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
}

# votecount's own bookkeeping: hidden from Datasette's lists (still reachable by URL and
# SQL), each described in words for whoever opens it
INTERNAL: dict[str, tuple[str, dict[str, str]]] = {
    "absences": (
        "Each time the thread stopped listing a post, until a sync listed it again (what "
        "a count replayed at an earlier clock reads; kept, not derived).",
        {
            "thread": "the thread key",
            "post_id": "the forum's own id",
            "gone_at": "when the sync that found it gone ran (UTC)",
            "back_at": "when a sync listed it again (UTC; empty: still gone)",
            "deleted": "1 if it was stored deleted before it went",
        },
    ),
    "machine_times": (
        'The posts whose printed time ("Today, 11:58 pm", "6 minutes ago") a sync read '
        "against the machine's clock, the page printing none of its own (kept, not "
        "derived: the audit warns of them).",
        {
            "thread": "the thread key",
            "post_id": "the forum's own id",
            "read_at": "when the sync that read it ran (UTC)",
        },
    ),
    "accounts": (
        "Each forum account (Discourse's user id) of a thread: the author first stored for "
        "it, whose name its posts keep when the account is renamed (kept, not derived).",
        {
            "thread": "the thread key",
            "account": "the forum's id of the account",
            "author": "the login first stored for it (its posts' author)",
            "latest": "the login the forum last showed for it",
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
    "parsed": (
        "The parse cache: each post's commands as parsed, so a count need not parse a "
        "post twice (derived, binary; safe to drop).",
        {
            "fingerprint": "which parser settings the entry was made with",
            "key": "the post and the hash of its content",
            "events": "the parsed commands (binary)",
        },
    ),
    "fold_checkpoints": (
        "Saved states of the count at the end of sealed days, so a count after a sync "
        "replays only the new posts (derived, binary; safe to drop).",
        {
            "fingerprint": "which game file and rules the state was counted with",
            "position": "how far into the game the state is",
            "digest": "hash of the posts the state was counted from",
            "last_key": "the last post the state includes",
            "first": "the first post the state covers",
            "applied": "how many events it applied",
            "state": "the saved count (binary)",
            "segments": "the sealed days it is made of (keys of fold_segments)",
        },
    ),
    "fold_segments": (
        "The sealed days the saved states are made of, each stored once (derived, binary; "
        "safe to drop).",
        {
            "fingerprint": "which game file and rules it was counted with",
            "key": "the segment's key",
            "data": "the sealed day (binary)",
        },
    ),
    "host_said": (
        "What each host post says of a deadline, as the sync last read it (derived: "
        "a sync parses only the host posts new or edited since; safe to drop).",
        {
            "thread": "the thread key",
            "post_id": "the forum's own id",
            "key": "what it was read with: the reader, the post's content hash and time",
            "stated": "the deadline the post states (UTC; empty: none)",
            "extension": "the hours it extends the day by (empty: none)",
        },
    ),
    "meta": ("The database's schema version.", {"key": "setting", "value": "its value"}),
    "sqlite_sequence": (
        "SQLite's own counters (the change log's rising number).",
        {"name": "the table", "seq": "its last number"},
    ),
}
