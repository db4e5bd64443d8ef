"""Offline import of JSONL post dumps, yielding the same ``Batch``es a live adapter
does, so ``store.save_batch`` takes them unchanged.

JSONL: one JSON object per line, either our own ``Post`` fields (``thread``, ``post_id``,
``number``, ``author``, ``created_at``, ``html``, …) or the corpus shape (``number``,
``author``, ``timestamp`` with an offset or none, ``html``, ``url``, optional
``post_id``/``thread``). A line without a post id gets ``n{number}``, stable across
imports. A line without any time gets the Unix epoch, so such posts order by number.

Every error is a ``ParseError`` (a ``ValueError``) naming the file and the line.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import Any

from votecount.parser.model import Post, PostType

from ..base import Batch
from ..clock import ALL_FORMATS, EPOCH, offset_name, reread
from ..errors import ParseError
from ..html_common import resolve_zone, to_utc, zone_name

DEFAULT_BATCH = 200


def import_jsonl(
    path: str | Path,
    thread: str | None = None,
    timezone: str | tzinfo | None = "UTC",
    batch_size: int = DEFAULT_BATCH,
) -> Iterator[Batch]:
    """Posts from a JSONL file, ``batch_size`` at a time (a new batch when the thread
    changes). ``thread`` overrides the file's; otherwise a line's ``thread`` field, else
    the file name. ``timezone`` reads times written without an offset."""
    path = Path(path)
    zone = resolve_zone(timezone)
    default_thread = thread or path.stem
    pending: list[Post] = []
    for lineno, line in _lines(path):
        if not line.strip():
            continue
        post = _jsonl_post(line, f"{path}:{lineno}", thread, default_thread, zone)
        if pending and (len(pending) >= batch_size or pending[-1].thread != post.thread):
            yield Batch(tuple(pending))
            pending = []
        pending.append(post)
    if pending:
        yield Batch(tuple(pending))


def _lines(path: Path) -> Iterator[tuple[int, str]]:
    """Numbered lines of a UTF-8 file; a line that is not UTF-8 is a ``ParseError``."""
    with path.open("rb") as handle:
        for lineno, data in enumerate(handle, 1):
            try:
                yield lineno, data.decode("utf-8-sig" if lineno == 1 else "utf-8")
            except UnicodeDecodeError as exc:
                raise ParseError(
                    f"{path}:{lineno}", f"not UTF-8 text (byte {exc.start}: {exc.reason})"
                ) from None


def _jsonl_post(
    line: str, where: str, forced: str | None, default: str, zone: tzinfo | None
) -> Post:
    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        raise ParseError(where, f"not JSON ({exc.msg} at column {exc.colno})") from None
    if not isinstance(item, dict):
        raise ParseError(where, f"expected a JSON object, got {type(item).__name__}")
    number = _need(item, "number", int, where)
    post_id = item.get("post_id", item.get("id"))
    where = f"{where} (post {number})"
    given = item.get("created_at", item.get("timestamp"))
    created = _when(given, zone, where, "created_at")
    clock_fields = _clock_fields(item, given, zone)
    if created is None and clock_fields["time_raw"]:  # only the printed time: read it
        read_in = resolve_zone(clock_fields["time_zone"]) if clock_fields["time_zone"] else zone
        created = reread(clock_fields["time_raw"], read_in, ALL_FORMATS, where=where)
    return Post(
        thread=forced or str(item.get("thread") or default),
        post_id=str(post_id) if post_id not in (None, "") else f"n{number}",
        number=number,
        author=_need(item, "author", str, where),
        author_name=str(item.get("author_name") or item["author"]),
        created_at=created or EPOCH,
        html=_need(item, "html", str, where),
        edited_at=_when(item.get("edited_at"), zone, where, "edited_at"),
        raw=item.get("raw") if isinstance(item.get("raw"), str) else None,
        url=str(item.get("url") or ""),
        deleted=bool(item.get("deleted", False)),
        hidden=bool(item.get("hidden", False)),
        post_type=_post_type(item.get("post_type", "regular"), where),
        version=_opt(item, "version", int, where) or 1,
        editor=str(item.get("editor") or ""),
        **clock_fields,
    )


_RAW_NAMES = ("time_raw", "timestamp_raw", "created_raw", "date_raw")


def _clock_fields(item: dict[str, Any], given: Any, zone: tzinfo | None) -> dict[str, Any]:
    """The post's time as the file gave it: a ``time_raw``-like field when the line has
    one (with its ``time_zone``), else the created_at value itself, read in ``zone``."""
    raw = next((item[k] for k in _RAW_NAMES if isinstance(item.get(k), str) and item[k]), None)
    named = item.get("time_zone")
    offset = _offset_of(given)
    if offset is not None and not (isinstance(named, str) and named):
        # a time that states its offset is the instant itself: kept as given, it reads the
        # same in any zone (a printed time beside it was shown in some viewer's zone)
        return {
            "time_raw": str(given),
            "time_zone": offset_name(offset),
            "edited_raw": _edited_raw(item),
        }
    if not (isinstance(named, str) and named):
        named = zone_name(zone)
    if raw is None and given not in (None, ""):
        raw = str(given)
    return {"time_raw": raw, "time_zone": named, "edited_raw": _edited_raw(item)}


def _edited_raw(item: dict[str, Any]) -> str | None:
    edited = item.get("edited_raw")
    return edited if isinstance(edited, str) and edited else None


def _offset_of(value: Any) -> int | None:
    """The offset from UTC, in minutes, of an ISO time that states one."""
    try:
        when = datetime.fromisoformat(str(value))
    except ValueError:
        return None
    offset = when.utcoffset()
    return None if offset is None else int(offset.total_seconds() // 60)


def _need(item: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = item.get(name)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise ParseError(where, f"field {name!r} is missing or not {kind.__name__}: {value!r:.60}")
    return value


def _opt(item: dict[str, Any], name: str, kind: type, where: str) -> Any:
    return None if item.get(name) is None else _need(item, name, kind, where)


def _when(value: Any, zone: tzinfo | None, where: str, name: str) -> datetime | None:
    if value in (None, ""):
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            return datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError):
            raise ParseError(where, f"field {name!r} is not a Unix time: {value!r:.60}") from None
    try:
        return to_utc(datetime.fromisoformat(str(value)), zone)
    except ValueError:
        raise ParseError(where, f"field {name!r} is not an ISO-8601 time: {value!r:.60}") from None


def _post_type(value: Any, where: str) -> PostType:
    try:
        return PostType(value)
    except ValueError:
        choices = ", ".join(t.value for t in PostType)
        raise ParseError(where, f"unknown post_type {value!r} (one of {choices})") from None
