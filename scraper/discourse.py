"""Discourse adapter: topic JSON in, normalised ``Post`` batches out.

Read strategy (``../shared/spec/forum-engines.md`` §1.3 and §1.9):

1. ``GET /t/{id}.json?include_raw=1`` — title, counts, ``post_stream.stream`` (every
   visible post id) and the first chunk of about 20 posts, which are used directly.
2. Normal topics: diff the stream against the ids already stored, then fetch the
   unknown ids (plus ``known.recheck``) with ``GET /t/{id}/posts.json?post_ids[]=…``,
   ``batch_size`` ids per request (default 200, Discourse's ceiling, fewer when the
   request line would pass ``MAX_REQUEST_LINE``), always in the query string (a GET
   with a body gets 413 from Discourse's anonymous cache). Stored ids missing from a
   stream that still lists stored posts are reported in ``Batch.gone``; an id
   ``posts.json`` leaves out proves nothing. An incremental sync is therefore the
   topic request plus ``ceil((new + recheck) / 200)``: 3 requests with the CLI's
   default ``--recheck 200`` and up to 200 new posts.
3. Mega topics (``posts_count >= 10_000``: no ``stream``, ``isMegaTopic``): list the ids
   after the last stored post with ``GET /t/{id}/post_ids.json?post_number=N`` (one
   call), then fetch them as above. Servers without that route (404) are walked with
   ``posts.json?post_number=N&asc=true``. Without a stream, ``gone`` is only known for
   re-checked ids missing from the ``post_ids.json`` listing, which then starts at the
   stored post before the first re-checked one.

Edits: Discourse's ninja edits change ``cooked`` without bumping ``version``, so a post
counts as edited when its content hash differs from the stored one. ``edited_at`` is the
post's ``updated_at`` only when ``version > 1`` or the content hash changed against what
was stored; otherwise it is None, because ``updated_at`` also moves on events that are
not edits (likes, rebakes).

Posts that are known and unchanged are not yielded again. Batches are yielded in thread
order, so what a store holds after an interruption is a prefix it can resume from.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from datetime import datetime
from typing import Any
from urllib.parse import quote, urljoin, urlsplit

from votecount.parser.model import DELETED_ACCOUNT, Post, PostType

from .base import Batch, Known, Listing, ThreadInfo, id_key, nonempty, proven_gone, register
from .errors import FetchError, ParseError
from .http import Http
from .keys import looks_like_discourse  # noqa: F401  (one detector, URL only)
from .revisions import EditClock, History, dated_by_revision, utc_time
from .revisions import original_cooked as original_cooked  # tests read it from here

_TOPIC_PATH = re.compile(
    r"^(?P<prefix>.*?)/t/(?:(?P<slug>[^/]+)/)?(?P<id>\d+)(?:/\d+)?(?:\.json)?/?$"
)
_POST_TYPES = {
    1: PostType.REGULAR,
    2: PostType.MODERATOR_ACTION,
    3: PostType.SMALL_ACTION,
    4: PostType.WHISPER,
}
DEFAULT_BATCH_SIZE = 200  # Discourse's most posts per posts.json?post_ids[] request
# the longest request line sent (nginx in front of Discourse answers 414 past its 8 KB
# header buffer): a batch of long ids is split before it gets there
MAX_REQUEST_LINE = 8_000


@register("discourse", detect=looks_like_discourse)
class DiscourseAdapter:
    """Fetches one Discourse topic. ``url`` is any URL of the topic (a post link is fine).

    The thread key is ``"{host}/t/{id}"`` where host is the URL's lowercased
    ``host[:port]``, so the same topic reached by a different slug or post link is one
    thread in the store.
    """

    engine = "discourse"

    def __init__(self, http: Http, url: str, *, batch_size: int = DEFAULT_BATCH_SIZE) -> None:
        parts = urlsplit(url)
        match = _TOPIC_PATH.match(parts.path)
        if not parts.scheme or not parts.netloc or match is None:
            raise ValueError(
                f"not a Discourse topic URL: {url!r} (expected https://host/t/slug/123)"
            )
        if not 1 <= batch_size <= 200:
            raise ValueError(f"batch_size must be between 1 and 200, not {batch_size}")
        self.http = http
        self.topic_id = int(match["id"])
        self.base = f"{parts.scheme}://{parts.netloc}{match['prefix']}"
        self.thread = f"{parts.netloc.lower()}{match['prefix']}/t/{self.topic_id}"
        self.batch_size = batch_size
        self.slug = match["slug"] or ""
        self._topic: dict[str, Any] | None = None
        self.history = History(http, self.base)
        self._clock = EditClock(Known())
        self._accounts: dict[str, str] = {}  # post id -> the account's id (``user_id``)

    def __repr__(self) -> str:
        return f"<DiscourseAdapter {self.thread}>"

    # -- Adapter protocol ----------------------------------------------------------------
    def thread_key(self) -> str:
        return self.thread

    def thread_info(self) -> ThreadInfo:
        """One ``GET /t/{id}.json``; the payload is kept for the next ``fetch``."""
        topic = self._load_topic()
        return ThreadInfo(
            thread=self.thread,
            url=f"{self.base}/t/{self.slug or 'topic'}/{self.topic_id}",
            title=str(topic.get("title") or ""),
            posts_count=_opt_int(topic.get("posts_count")),
            highest_number=_opt_int(topic.get("highest_post_number")),
        )

    def fetch(self, known: Known) -> Iterator[Batch]:
        """Yield batches of new and changed posts, then the ids that are gone."""
        topic = self._topic if self._topic is not None else self._load_topic()
        self._topic = None  # the next fetch starts from a fresh topic view
        self._clock = EditClock(known)
        stream = topic["post_stream"].get("stream")
        first = self._posts_of(topic["post_stream"].get("posts"), self._topic_url(), known)
        yield from nonempty(self._batch(_changed(first, known), known))
        have = {p.post_id for p in first}
        if isinstance(stream, list) and not topic.get("isMegaTopic"):
            yield from self._fetch_by_stream(stream, have, known)
        else:
            start = max([known.last_number, *(p.number for p in first)])
            yield from self._fetch_mega(start, have, known)
        yield from self._fill_gaps(known)

    def deadlines_known(self) -> list[datetime]:
        """The game's deadlines the last ``fetch`` knew when it ended (``Known.settled``
        for the next one)."""
        return sorted(self._clock.deadlines)

    def _fill_gaps(self, known: Known) -> Iterator[Batch]:
        """The versions stored histories were read without, where a deadline this sync
        learnt (a host post stating one after the edits were read) falls between the
        stored versions around them: the version at that deadline may be among them."""
        learnt = self._clock.learnt()
        history: list[Post] = []
        for post_id, runs in sorted(known.gaps.items()) if learnt else ():
            for since, until, made, next_made in runs:
                if any(made <= t < next_made for t in learnt):
                    stub = Post(self.thread, post_id, known.numbers.get(post_id, 0), "", made, "",
                                version=until)  # fmt: skip
                    history += self.history.between(stub, since, until)
        if history:
            yield Batch((), history=tuple(history))

    # -- strategies ----------------------------------------------------------------------
    def _fetch_by_stream(self, stream: list[Any], have: set[str], known: Known) -> Iterator[Batch]:
        ids = [str(i) for i in stream]
        visible = set(ids)
        wanted = [
            i for i in ids if i not in have and (i not in known.post_ids or i in known.recheck)
        ]
        yield from self._fetch_ids(wanted, known)
        looks = [Listing(tuple(ids), starts=True, ends=True)] if visible & known.post_ids else []
        gone = proven_gone(known.post_ids - visible, looks, known)
        yield from nonempty(Batch((), gone=tuple(gone)))

    def _fetch_mega(self, after: int, have: set[str], known: Known) -> Iterator[Batch]:
        start = _listing_start(after, known)
        try:
            listed = self._post_ids_after(start)
        except FetchError as exc:
            if exc.status != 404:
                raise
            yield from self._walk_after(after, have, known)
            recheck = [i for i in sorted(known.recheck, key=id_key) if i not in have]
            yield from self._fetch_ids(recheck, known)
            return
        rechecked = [i for i in sorted(known.recheck, key=id_key) if i not in have]
        fresh = [i for i in listed if i not in have and i not in known.post_ids]
        yield from self._fetch_ids(rechecked + [i for i in fresh if i not in known.recheck], known)
        look = Listing(tuple(listed), starts=start == 0, ends=True)
        gone = proven_gone([i for i in known.recheck if i not in have], [look], known)
        yield from nonempty(Batch((), gone=tuple(gone)))

    def _fetch_ids(self, ids: list[str], known: Known) -> Iterator[Batch]:
        """Fetch ``ids`` in chunks. An id the answer leaves out is not taken as gone:
        only the thread's own listing proves that (``proven_gone``)."""
        url = f"{self.base}/t/{self.topic_id}/posts.json"
        for chunk in self._chunks(ids, url):
            params = [("post_ids[]", i) for i in chunk] + [("include_raw", "1")]
            payload = self.http.get_json(url, params=params)
            posts = _post_list(payload, url)
            got = self._posts_of(posts, url, known)
            yield from nonempty(self._batch(_changed(got, known), known))

    def _chunks(self, ids: list[str], url: str) -> Iterator[list[str]]:
        """``ids`` in runs of at most ``batch_size`` whose request line stays within
        ``MAX_REQUEST_LINE`` (``GET {path}?post_ids%5B%5D=…&include_raw=1 HTTP/1.1``)."""
        fixed = len("GET ") + len(urlsplit(url).path) + len("?include_raw=1 HTTP/1.1")
        chunk: list[str] = []
        length = fixed
        for post_id in ids:
            cost = len("post_ids%5B%5D=&") + len(quote(post_id, safe=""))
            if chunk and (len(chunk) >= self.batch_size or length + cost > MAX_REQUEST_LINE):
                yield chunk
                chunk, length = [], fixed
            chunk.append(post_id)
            length += cost
        if chunk:
            yield chunk

    def _post_ids_after(self, number: int) -> list[str]:
        url = f"{self.base}/t/{self.topic_id}/post_ids.json"
        payload = self.http.get_json(url, params={"post_number": number})
        ids = payload.get("post_ids") if isinstance(payload, dict) else None
        if not isinstance(ids, list):
            raise ParseError(url, "field 'post_ids' is missing or not a list")
        return [str(i) for i in ids]

    def _walk_after(self, number: int, have: set[str], known: Known) -> Iterator[Batch]:
        """Fallback for servers without post_ids.json: 20 posts after N at a time."""
        url = f"{self.base}/t/{self.topic_id}/posts.json"
        while True:
            params = {"post_number": number, "asc": "true", "include_raw": "1"}
            posts = _post_list(self.http.get_json(url, params=params), url)
            if not posts:
                return
            got = _changed(self._posts_of(posts, url, known), known)
            yield from nonempty(self._batch([p for p in got if p.post_id not in have], known))
            highest = max(_field(p, "post_number", int, url) for p in posts)
            if highest <= number:
                return
            number = highest

    # -- edit history (spec/forum-engines.md §1.5) ----------------------------------------
    def _batch(self, posts: list[Post], known: Known, gone: tuple[str, ...] = ()) -> Batch:
        """A batch; posts first seen already edited (``version > 1``) bring their earlier
        versions from the revision history (``revisions.History``), and so do stored
        posts edited more than once since (the versions made between two syncs: one
        before a deadline, one after). A single edit since costs a request (its revision
        names who made it, a moderator or the player, and dates it: ``updated_at`` moves
        on a rebake too); a host's own post's only when a deadline of the game may lie
        between the post and its ``updated_at``. An edit that left the cooked HTML as it
        was is no edit for the count (``edited_at`` None)."""
        self._clock.observe(posts)
        out: list[Post] = []
        history: list[Post] = []
        for post in posts:
            stored = known.versions.get(post.post_id, 0)  # 0: not stored
            if post.version > 1 and post.post_id not in known.post_ids:
                versions = self.history.versions(post, self._clock)
                if len(versions) == 1 and versions[0].content_hash == post.content_hash:
                    post = replace(post, edited_at=None)
                else:
                    post = dated_by_revision(post, versions)
                    history.extend(v for v in versions if v.html != post.html or v.version == 1)
            elif 0 < stored < post.version - 1:
                versions = self.history.versions(post, self._clock, since=stored)
                post = dated_by_revision(post, versions)
                history.extend(v for v in versions if v.version < post.version)
            elif 0 < stored == post.version - 1 and (
                self._straddles(post) or post.author.casefold() not in self._clock.known.hosts
            ):
                post = self.history.latest(post) or post
            out.append(post)
        accounts = tuple((p.post_id, self._accounts[p.post_id]) for p in out
                         if p.post_id in self._accounts)  # fmt: skip
        return Batch(tuple(out), gone=gone, history=tuple(history), accounts=accounts)

    def _straddles(self, post: Post) -> bool:
        """May a deadline of the game lie between ``post`` and its edit time (known hosts
        only: without them the single edit is dated by ``updated_at``, as before)?"""
        when = post.edited_at
        return (
            bool(self._clock.known.hosts)
            and when is not None
            and self._clock.may_cross(post.created_at, when)
        )

    # -- payloads ------------------------------------------------------------------------
    def _load_topic(self) -> dict[str, Any]:
        url = self._topic_url()
        topic = self.http.get_json(url, params={"include_raw": "1"})
        if not isinstance(topic, dict):
            raise ParseError(url, "topic JSON is not an object")
        if not isinstance(topic.get("post_stream"), dict):
            raise ParseError(url, "field 'post_stream' is missing or not an object")
        if topic.get("slug"):
            self.slug = str(topic["slug"])
        self._topic = topic
        return topic

    def _topic_url(self) -> str:
        return f"{self.base}/t/{self.topic_id}.json"

    def _posts_of(self, items: Any, url: str, known: Known) -> list[Post]:
        """Map the payload's posts, in thread order."""
        if items is None:
            return []
        if not isinstance(items, list):
            raise ParseError(url, "field 'posts' is not a list")
        for item in items:  # the account behind each post: a renamed account keeps it
            user = item.get("user_id") if isinstance(item, dict) else None
            if isinstance(user, int) and not isinstance(user, bool) and user != 0:
                self._accounts[str(item.get("id"))] = str(user)
        return sorted((self.to_post(p, url, known.hashes) for p in items), key=lambda p: p.number)

    def to_post(self, item: Any, url: str, hashes: Mapping[str, str] | None = None) -> Post:
        """Map one Discourse post object to a ``Post``; ``url`` names the payload in errors."""
        if not isinstance(item, dict):
            raise ParseError(url, f"post is not an object: {item!r:.60}")
        post_id = str(_field(item, "id", int, url))
        number = _field(item, "post_number", int, url)
        where = f"{url} (post {post_id})"
        post = Post(
            thread=self.thread,
            post_id=post_id,
            number=number,
            author=_author(item, where),
            author_name=item.get("name") or "",
            created_at=utc_time(item, "created_at", where),
            html=_field(item, "cooked", str, where),
            raw=item.get("raw") if isinstance(item.get("raw"), str) else None,
            url=self._post_url(item, number),
            deleted=bool(item.get("deleted_at")) or bool(item.get("user_deleted")),
            hidden=bool(item.get("hidden")) or bool(item.get("cooked_hidden")),
            post_type=_post_type(item, where),
            version=_opt_int(item.get("version")) or 1,
            time_raw=str(item.get("created_at")),
            time_zone="UTC",  # Discourse gives UTC times: no zone to read them in
        )
        old = (hashes or {}).get(post_id)
        if post.version > 1 or (old is not None and old != post.content_hash):
            updated = utc_time(item, "updated_at", where) if item.get("updated_at") else None
            post = replace(post, edited_at=updated or post.created_at)
        return post

    def _post_url(self, item: dict[str, Any], number: int) -> str:
        if isinstance(item.get("post_url"), str) and item["post_url"]:
            return urljoin(self.base + "/", item["post_url"])
        slug = item.get("topic_slug") or self.slug or "topic"
        return f"{self.base}/t/{slug}/{self.topic_id}/{number}"


# -- helpers ----------------------------------------------------------------------------
def _listing_start(after: int, known: Known) -> int:
    """The ``post_number`` to list ids after: early enough that the stored post before
    the first re-checked one is listed too (so a missing one between can be proven)."""
    rechecked = [known.numbers[i] for i in known.recheck if i in known.numbers]
    if not rechecked:
        return after
    below = [m for m in known.numbers.values() if m < min(rechecked)]
    return min(after, max(below) - 1 if below else 0)


def _changed(posts: list[Post], known: Known) -> list[Post]:
    """Posts that are new or whose content differs from the stored revision."""
    return [p for p in posts if known.hashes.get(p.post_id) != p.content_hash]


def _author(item: dict[str, Any], where: str) -> str:
    """The post's ``username``; ``DELETED_ACCOUNT`` when it is null (the account deleted,
    the post kept: was a "not a str" error that stopped the sync)."""
    if item.get("username") is None and "username" in item:
        return DELETED_ACCOUNT
    return str(_field(item, "username", str, where))


def _post_list(payload: Any, url: str) -> list[Any]:
    stream = payload.get("post_stream") if isinstance(payload, dict) else None
    posts = stream.get("posts") if isinstance(stream, dict) else None
    if not isinstance(posts, list):
        raise ParseError(url, "field 'post_stream.posts' is missing or not a list")
    return posts


def _field(item: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = item.get(name)
    if kind is int and isinstance(value, str) and value.isdigit():
        value = int(value)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ParseError(where, f"field {name!r} is missing or not {kind.__name__}: {value!r:.60}")
    return value


def _post_type(item: dict[str, Any], where: str) -> PostType:
    """Map post_type; an unknown number is treated as a non-countable small action."""
    value = item.get("post_type", 1)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ParseError(where, f"field 'post_type' is not an integer: {value!r:.60}")
    return _POST_TYPES.get(value, PostType.SMALL_ACTION)


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
