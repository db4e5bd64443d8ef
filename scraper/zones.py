"""Time zones by name, stdlib only (``zoneinfo`` loaded when an IANA name is read): an
IANA name (``America/New_York``), ``UTC``, or a fixed offset as ``str(timezone)`` prints
it (``UTC-05:00``), which ``resolve_zone`` reads back; and the repeated hour of a zone
whose clocks go back (``repeated_reading``). ``clock`` re-exports them."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone, tzinfo

_OFFSET = re.compile(r"^(?:UTC|GMT)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$", re.I)


def resolve_zone(name: str | tzinfo | None) -> tzinfo | None:
    """An IANA zone name (``Europe/Berlin``, ``Etc/GMT+5``), "UTC", a fixed offset
    (``UTC-05:00``, ``GMT+5``), a tzinfo, or None."""
    if name is None or isinstance(name, tzinfo):
        return name
    if name.strip().upper() in ("UTC", "GMT", "Z"):
        return UTC
    match = _OFFSET.match(name.strip())
    if match:
        minutes = int(match[2]) * 60 + int(match[3] or 0)
        return timezone(timedelta(minutes=-minutes if match[1] == "-" else minutes))
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError  # a zone database: only when named

    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValueError(
            f"unknown time zone {name!r} (use an IANA name such as Europe/London)"
        ) from None


def repeated_reading(when: datetime, zone: str | None) -> datetime | None:
    """The later moment a local time printed without its offset also names, when ``when``
    (its earlier reading) falls in ``zone``'s repeated hour (the clocks going back: 02:40
    in Berlin on 25 October 2026 is 00:40 and 01:40 UTC); None when the time names one
    moment only, or the zone is not an IANA one (a fixed offset, "" for absolute times)."""
    if not zone or "/" not in zone:
        return None
    try:
        named = resolve_zone(zone)
    except ValueError:
        return None
    local = when.astimezone(named)
    later = local.replace(fold=1)
    if local.fold or later.utcoffset() == local.utcoffset():
        return None
    return later.astimezone(UTC)


def zone_name(zone: tzinfo | None) -> str:
    """The name ``resolve_zone`` reads back: an IANA key, "UTC" or "UTC-05:00"."""
    if zone is None or zone == UTC:
        return "UTC"
    key = getattr(zone, "key", None)
    if isinstance(key, str):
        return key
    return str(zone)  # datetime.timezone prints "UTC-05:00"
