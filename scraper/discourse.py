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
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any
from urllib.parse import quote, urljoin, urlsplit

from lxml import etree
from lxml import html as lxml_html

from votecount.parser.model import Post, PostType

from .base import Batch, Known, Listing, ThreadInfo, id_key, nonempty, proven_gone, register
from .errors import FetchError, ParseError
from .http import Http
from .keys import looks_like_discourse  # noqa: F401  (one detector, URL only)

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
MAX_REVISIONS_READ = 5
"""Revisions read at most per post first seen edited (its versions before the current one)."""


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
        stream = topic["post_stream"].get("stream")
        first = self._posts_of(topic["post_stream"].get("posts"), self._topic_url(), known)
        yield from nonempty(self._batch(_changed(first, known), known))
        have = {p.post_id for p in first}
        if isinstance(stream, list) and not topic.get("isMegaTopic"):
            yield from self._fetch_by_stream(stream, have, known)
        else:
            start = max([known.last_number, *(p.number for p in first)])
            yield from self._fetch_mega(start, have, known)

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
        versions from the revision history, and so do stored posts edited more than once
        since (the versions made between two syncs: one before a deadline, one after; a
        single edit costs no request). An edit that left the cooked HTML as it was is no
        edit for the count (``edited_at`` None)."""
        out: list[Post] = []
        history: list[Post] = []
        for post in posts:
            stored = known.versions.get(post.post_id, 0)  # 0: not stored
            if post.version > 1 and post.post_id not in known.post_ids:
                versions = self._versions(post)
                if len(versions) == 1 and versions[0].content_hash == post.content_hash:
                    post = replace(post, edited_at=None)
                else:
                    post = _dated_by_revision(post, versions)
                    history.extend(v for v in versions if v.html != post.html or v.version == 1)
            elif 0 < stored < post.version - 1:
                versions = self._versions(post, since=stored)
                post = _dated_by_revision(post, versions)
                history.extend(v for v in versions if v.version < post.version)
            out.append(post)
        return Batch(tuple(out), gone=gone, history=tuple(history))

    def _versions(self, post: Post, since: int = 0) -> tuple[Post, ...]:
        """The versions of ``post`` its history shows after version ``since`` (the one
        stored; 0 for a post first seen), oldest first: for a post first seen, version 1
        (the left side of the first revision's ``side_by_side`` diff that changed the
        body), then each version a revision made (its right side, dated by the revision's
        ``created_at``; a revision that only changed the title or the owner has no
        ``body_changes``), with the diff marks taken out, so a count can read the post as
        it stood at any time (a deadline before a later edit). Nothing when the forum
        keeps the history from us (403: ``edit_history_visible_to_public`` off; 404): the
        post then counts as first seen edited, original unknown; the versions read when
        a later revision cannot be. At most ``MAX_REVISIONS_READ`` revisions are read:
        with more, the first one and the latest ones (a deadline falls before the last
        edits more often than between the first ones). No revision changed the body:
        version 1 is the current one."""
        numbers = list(range(max(since, 1) + 1, post.version + 1))
        if len(numbers) > MAX_REVISIONS_READ:
            numbers = numbers[:1] + numbers[1 - MAX_REVISIONS_READ :]
        versions: list[Post] = []
        for i, number in enumerate(numbers):
            url = f"{self.base}/posts/{post.post_id}/revisions/{number}.json"
            try:
                payload = self.http.get_json(url)
            except FetchError as exc:
                if exc.status in (403, 404):
                    return tuple(versions)
                raise
            if not isinstance(payload, dict) or "body_changes" not in payload:
                return tuple(versions)  # not a revision: the history cannot be read
            changes = payload["body_changes"]
            diff = changes.get("side_by_side") if isinstance(changes, dict) else None
            if not diff:
                continue
            sides = revision_sides(diff) if isinstance(diff, str) else None
            if sides is None:
                return tuple(versions)
            before, after = sides
            if not versions and not since:
                if number != i + 2:  # revisions skipped: its left side is not version 1
                    return ()
                versions.append(
                    replace(post, html=before, raw=None, edited_at=None, version=1, deleted=False)
                )
            made = _time(payload, "created_at", url) if payload.get("created_at") else None
            versions.append(replace(post, html=after, raw=None, edited_at=made or post.edited_at,
                                    version=number, deleted=False))  # fmt: skip
        if versions or since or len(numbers) < post.version - 1:
            return tuple(versions)
        return (replace(post, edited_at=None, version=1),)

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
            author=_field(item, "username", str, where),
            author_name=item.get("name") or "",
            created_at=_time(item, "created_at", where),
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
            updated = _time(item, "updated_at", where) if item.get("updated_at") else None
            post = replace(post, edited_at=updated or post.created_at)
        return post

    def _post_url(self, item: dict[str, Any], number: int) -> str:
        if isinstance(item.get("post_url"), str) and item["post_url"]:
            return urljoin(self.base + "/", item["post_url"])
        slug = item.get("topic_slug") or self.slug or "topic"
        return f"{self.base}/t/{slug}/{self.topic_id}/{number}"


def _dated_by_revision(post: Post, versions: Sequence[Post]) -> Post:
    """``post`` with its edit dated by the revision that made its current body, when the
    history's last version is it: ``updated_at`` also moves on events that are no edit
    (a rebake), so a change made before a deadline would look made after it."""
    last = versions[-1] if versions else None
    if last is None or last.version < 2 or last.html != post.html or last.edited_at is None:
        return post
    return replace(post, edited_at=last.edited_at)


# -- helpers ----------------------------------------------------------------------------
def _listing_start(after: int, known: Known) -> int:
    """The ``post_number`` to list ids after: early enough that the stored post before
    the first re-checked one is listed too (so a missing one between can be proven)."""
    rechecked = [known.numbers[i] for i in known.recheck if i in known.numbers]
    if not rechecked:
        return after
    below = [m for m in known.numbers.values() if m < min(rechecked)]
    return min(after, max(below) - 1 if below else 0)


def original_cooked(side_by_side: str) -> str | None:
    """The old cooked HTML inside Discourse's ``side_by_side`` diff."""
    sides = revision_sides(side_by_side)
    return sides[0] if sides else None


def revision_sides(side_by_side: str) -> tuple[str, str] | None:
    """Both sides of Discourse's ``side_by_side`` diff as cooked HTML, from one parse: the
    old (its first ``div``, ``revision-content``, ``span8`` in old versions, where deleted
    text is wrapped in ``<del>`` and deleted tags carry the class ``diff-del``) and the new
    (its second, with ``<ins>`` and ``diff-ins``); None when it is no such diff."""
    try:
        root = lxml_html.fragment_fromstring(side_by_side, create_parent="div")
    except (etree.ParserError, ValueError):
        return None
    sides = [c for c in root if isinstance(c.tag, str) and c.tag == "div"]
    if len(sides) != 2:
        return None
    return _side_html(sides[0], "del", "ins"), _side_html(sides[1], "ins", "del")


def _side_html(half: Any, kept: str, dropped: str) -> str:
    """One side of the diff without its marks: the ``kept`` tags' text stays, the
    ``dropped`` tags go with their text, the diff classes are taken off."""
    for mark in list(half.iter(kept)):
        mark.drop_tag()
    for mark in list(half.iter(dropped)):
        mark.drop_tree()
    for el in half.iter():
        classes = [c for c in (el.get("class") or "").split() if c not in ("diff-del", "diff-ins")]
        if el is not half and "class" in el.attrib:
            if classes:
                el.set("class", " ".join(classes))
            else:
                del el.attrib["class"]
    return (half.text or "") + "".join(
        etree.tostring(c, encoding="unicode", method="html") for c in half
    )


def _changed(posts: list[Post], known: Known) -> list[Post]:
    """Posts that are new or whose content differs from the stored revision."""
    return [p for p in posts if known.hashes.get(p.post_id) != p.content_hash]


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


def _time(item: dict[str, Any], name: str, where: str) -> datetime:
    value = item.get(name)
    try:
        when = datetime.fromisoformat(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ParseError(where, f"field {name!r} is not an ISO-8601 time: {value!r:.60}") from None
    if when.tzinfo is None:
        raise ParseError(where, f"field {name!r} has no time zone: {value!r}")
    return when.astimezone(UTC)


def _post_type(item: dict[str, Any], where: str) -> PostType:
    """Map post_type; an unknown number is treated as a non-countable small action."""
    value = item.get("post_type", 1)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ParseError(where, f"field 'post_type' is not an integer: {value!r:.60}")
    return _POST_TYPES.get(value, PostType.SMALL_ACTION)


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
