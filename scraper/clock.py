"""The forum's clock, stdlib only: the zone a page's footer states, and reading a post's
time from the text the forum gave (``Post.time_raw``) in a zone (zones by name: ``zones``).

The HTML adapters read each post's time through here and keep what they read: the text
(as printed, or the ISO / Unix value) and the zone's name (``Post.time_zone``). A count
that finds the game's zone changed re-reads the stored texts with ``reread`` without
loading the HTML stack (``html_common`` re-exports these names for the adapters).

Zone names: an IANA name (``America/New_York``), ``UTC``, or a fixed offset as
``str(timezone)`` prints it (``UTC-05:00``), which ``resolve_zone`` reads back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo
from typing import Any

from .errors import ParseError
from .zones import repeated_reading, resolve_zone, zone_name  # noqa: F401  (re-exported)

# the strptime formats each engine's printed dates come in (an adapter's ``date_formats``
# option is tried before them)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)  # the time of a post whose source gives none

PHPBB_FORMATS = (
    "%a %b %d, %Y %I:%M %p",  # phpBB default "D M d, Y g:i a": Sun May 26, 2019 4:34 pm
    "%a %b %d, %Y %H:%M",
    "%a %b %d, %Y %I:%M:%S %p",
    "%b %d, %Y %I:%M %p",
    "%d %b %Y, %H:%M",
    "%d %b %Y %H:%M",
    "%Y-%m-%d %H:%M",
    "%d.%m.%Y, %H:%M",
    "%d/%m/%Y %H:%M",
)
VBULLETIN_FORMATS = (
    "%m-%d-%Y, %I:%M %p",  # vB default: 06-15-2016, 05:21 PM
    "%m-%d-%Y, %H:%M",
    "%Y-%m-%d, %H:%M",
    "%Y-%m-%d, %I:%M %p",
    "%d-%m-%Y, %H:%M",
    "%d-%m-%Y, %I:%M %p",
    "%d.%m.%Y, %H:%M",
    "%d %b %Y, %H:%M",
    "%b %d, %Y, %I:%M %p",
    "%B %d, %Y, %I:%M %p",
)
XENFORO_FORMATS = (
    "%b %d, %Y at %I:%M %p",  # XF1 title: Oct 30, 2014 at 10:48 PM
    "%b %d, %Y %I:%M %p",
    "%d %b %Y at %H:%M",
    "%b %d, %Y",
)
ENGINE_FORMATS = {
    "phpbb": PHPBB_FORMATS,
    "vbulletin": VBULLETIN_FORMATS,
    "xenforo": XENFORO_FORMATS,
}


ALL_FORMATS = tuple(dict.fromkeys(f for fs in ENGINE_FORMATS.values() for f in fs))


def formats_of(engine: str | None) -> tuple[str, ...]:
    """The printed-date formats of ``engine``'s pages (every engine's for an import)."""
    return ENGINE_FORMATS.get(engine or "", ALL_FORMATS)


LOCAL_ENGINES = frozenset(ENGINE_FORMATS)
"""The engines that print times in the board's zone (Discourse gives UTC only)."""


# -- the zone a page states ------------------------------------------------------------
@dataclass(frozen=True)
class PageZone:
    """The zone a page's footer states: ``name`` (for ``resolve_zone``) and ``said`` (the
    footer's words, to show the host where it came from)."""

    name: str
    said: str

    @property
    def zone(self) -> tzinfo | None:
        return resolve_zone(self.name)


_TAGS = re.compile(r"<[^>]*>")
_ALL_TIMES = re.compile(r"All times are\b", re.I)
# phpBB 3.1+: All times are <span title="America/New York">UTC-05:00</span>
_TITLED = re.compile(r"All times are\s*<span[^>]*\btitle=\"([^\"]+)\"[^>]*>([^<]*)</span>", re.I)
# phpBB 3.0 / MafiaScum: "All times are UTC - 5 hours [ DST ]"; vBulletin "GMT -5",
# "GMT +5.5" (hours); phpBB 3.1+ once the tags are gone: "All times are UTC-05:00"
_STATED = re.compile(
    r"All times are\s+(?:UTC|GMT)(?:\s*([+-])\s*(\d{1,2})(?:([:.])(\d{1,2}))?(?:\s*hours?)?)?"
    r"(\s*\[\s*DST\s*\])?",
    re.I,
)


def page_zone(text: str) -> PageZone | None:
    """The zone the page says its times are in, or None when it does not say.

    phpBB 3.0 and MafiaScum: "All times are UTC - 5 hours [ DST ]" (the "[ DST ]" mark
    moves the shown times an hour ahead); phpBB 3.1+: "All times are <span
    title="UTC-5">UTC-05:00</span>" (a title naming an IANA zone wins: it knows summer
    time); vBulletin: "All times are GMT -5". XenForo prints no such line: its posts carry
    UTC times."""
    found = _ALL_TIMES.search(text)
    if found is None:
        return None
    window = text[found.start() : found.start() + 400]
    titled = _TITLED.match(window)
    if titled and "/" in titled[1]:
        iana = titled[1].strip().replace(" ", "_")
        try:
            resolve_zone(iana)
        except ValueError:
            pass
        else:
            return PageZone(iana, _said(window))
    plain = " ".join(_TAGS.sub(" ", window).replace("&nbsp;", " ").split())
    match = _STATED.match(plain)
    if match is None:
        return None
    minutes = int(match[2] or 0) * 60 + _part_hour(match[3], match[4])
    if match[1] == "-":
        minutes = -minutes
    if match[5]:
        minutes += 60
    return PageZone(offset_name(minutes), " ".join(match[0].split()))


def _part_hour(mark: str | None, digits: str | None) -> int:
    """The minutes after the hours of a stated offset: ":30" is minutes; ".5" and ".75"
    are hours (vBulletin's "GMT +5.5", "GMT +5.75"), read as minutes only where hours
    give no quarter hour (".30", ".45")."""
    if not digits:
        return 0
    as_hours = int(digits) * 60 / 10 ** len(digits)
    if mark == "." and as_hours % 15 == 0:
        return int(as_hours)
    return int(digits)


def offset_name(minutes: int) -> str:
    """A fixed offset from UTC as a zone name: "UTC", "Etc/GMT+5" (IANA's name of UTC-5:
    its sign is inverted) for whole hours, else "UTC+05:30"."""
    if minutes == 0:
        return "UTC"
    if minutes % 60 == 0 and -14 * 60 <= minutes <= 12 * 60:
        return f"Etc/GMT{'+' if minutes < 0 else '-'}{abs(minutes) // 60}"
    return zone_name(timezone(timedelta(minutes=minutes)))


def _said(window: str) -> str:
    plain = " ".join(_TAGS.sub(" ", window).split())
    return re.sub(r"\s+\.", ".", plain.split(".")[0]).strip()


# -- reading times ---------------------------------------------------------------------
def to_utc(when: datetime, zone: tzinfo | None) -> datetime:
    """Aware -> UTC; naive -> read in ``zone`` (UTC when None) -> UTC."""
    if when.tzinfo is None:
        when = when.replace(tzinfo=zone or UTC)
    return when.astimezone(UTC)


_RELATIVE = re.compile(
    r"^(Today|Yesterday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b[,\s]*(?:at\s+)?",
    re.I,
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# phpBB 3.1+ and XenForo print a post of the last hour as "12 minutes ago", "1 minute
# ago", "less than a minute ago" (phpBB), "A moment ago" (XenForo)
_AGO = re.compile(
    r"^(?:(?P<n>\d+|an?|one)\s+(?P<unit>second|minute|min|hour)s?\s+ago"
    r"|(?P<now>less than a minute ago|a moment ago|just now))$",
    re.I,
)
_UNIT_MINUTES = {"second": 0, "minute": 1, "min": 1, "hour": 60}
_RELATIVE_FORMATS = ("%Y-%m-%d %I:%M %p", "%Y-%m-%d %H:%M", "%Y-%m-%d %I:%M:%S %p")
_UNIX = re.compile(r"^-?\d{9,}(?:\.\d+)?$")


def clean_text(text: str) -> str:
    """A printed date as it is stored: whitespace collapsed, stray punctuation trimmed."""
    return " ".join(text.replace("\xa0", " ").split()).strip(" ,.")


def parse_local(
    text: str,
    formats: Iterable[str],
    zone: tzinfo | None,
    where: str,
    now: datetime | None = None,
) -> datetime:
    """A forum-local date text -> UTC, trying each strptime format. "Today"/"Yesterday"
    prefixes are resolved against ``now`` in the forum's zone, and so is a weekday
    followed by a bare time (a full date that starts with its weekday, "Monday, 01 June
    2026, 12:07", is read by ``formats``)."""
    clean = clean_text(text)
    ago = _AGO.match(clean)
    if ago:
        return _ago(ago, now or datetime.now(UTC))
    tries = [(clean, tuple(formats))]
    match = _RELATIVE.match(clean)
    if match:
        day = _relative_day(match[1].lower(), (now or datetime.now(UTC)).astimezone(zone or UTC))
        relative = (f"{day:%Y-%m-%d} " + clean[match.end() :], _RELATIVE_FORMATS)
        tries = [relative] if match[1].lower() in ("today", "yesterday") else tries + [relative]
    for clean, fmts in tries:
        for fmt in fmts:
            try:
                return to_utc(datetime.strptime(clean, fmt), zone)
            except ValueError:
                continue
    raise ParseError(where, f"cannot read the date {text.strip()!r:.60}")


def elapsed(text: str) -> bool:
    """Is ``text`` a time said as how long ago ("4 minutes ago")? It names its instant
    against the page's clock when read, whatever the zone: a stored one is not re-read."""
    return _AGO.match(clean_text(text)) is not None


def _ago(match: re.Match[str], now: datetime) -> datetime:
    """ "12 minutes ago" read against ``now`` (the page's clock where it prints one)."""
    if match["now"]:
        return now.astimezone(UTC)
    count = match["n"].lower()
    n = 1 if count in ("a", "an", "one") else int(count)
    minutes = n * _UNIT_MINUTES[match["unit"].lower()]
    return (now - timedelta(minutes=minutes)).astimezone(UTC)


def _relative_day(word: str, local_now: datetime) -> date:
    """The board's day "Today", "Yesterday" or a weekday (XenForo prints a post of the
    last week as "Monday at 5:21 PM": the latest such day before today) names."""
    today = local_now.date()
    if word in ("today", "yesterday"):
        return today - timedelta(days=word == "yesterday")
    back = (today.weekday() - _WEEKDAYS.index(word)) % 7 or 7
    return today - timedelta(days=back)


# vBulletin's footer: "The time now is <span class="time">12:02 AM</span>."
_TIME_NOW = re.compile(r"The time now is\s*(?:<[^>]*>\s*)*(\d{1,2}:\d\d(?:\s*[AP]M)?)", re.I)


def forum_now(text: str, zone: tzinfo | None, now: datetime | None) -> datetime | None:
    """The forum's own clock where the page prints it ("The time now is 12:02 AM",
    vBulletin), as the moment with that time of day in ``zone`` nearest ``now`` (the
    machine's clock), or None when the page does not say. "Today" and "Yesterday" are the
    forum's days: a machine a few minutes behind the forum at the board's midnight read
    "Yesterday, 11:58 PM" two days back."""
    found = _TIME_NOW.search(text)
    if found is None:
        return None
    printed = found[1].upper().replace(" ", "")
    try:
        clock = datetime.strptime(printed, "%I:%M%p" if printed[-1] == "M" else "%H:%M").time()
    except ValueError:
        return None
    machine = now or datetime.now(UTC)
    local = machine.astimezone(zone or UTC)
    days = (local.date() + timedelta(days=d) for d in (-1, 0, 1))
    near = (datetime.combine(day, clock, tzinfo=zone or UTC) for day in days)
    return min(near, key=lambda when: abs(when - machine)).astimezone(UTC)


# phpBB's header: "It is currently Mon May 06, 2024 12:07 pm" (in the board's zone)
_IT_IS = re.compile(r"It is currently\s*(?:<[^>]*>\s*)*([^<\]]{6,60})", re.I)
# XenForo's page script: XF2 ``XF.config`` "time": {"now": 1715000000, …}; XF1
# ``XenForo.serverTimeInfo = { now: 1415000000, …}``
_XF_NOW = re.compile(
    r"(?:serverTimeInfo\s*=\s*\{|[\"']time[\"']\s*:\s*\{)\s*[\"']?now[\"']?\s*:\s*(\d{9,11})"
)


def page_clock(
    text: str, zone: tzinfo | None, formats: Iterable[str], now: datetime | None
) -> datetime | None:
    """The forum's own clock where the page prints it, or None: phpBB's "It is currently
    …" (a full date in the board's zone), XenForo's script clock (Unix seconds),
    vBulletin's "The time now is …" (``forum_now``). "Today", "Yesterday" and "12
    minutes ago" on the page are read against it, so a machine clock off the forum's
    does not move a post across a deadline."""
    found = _IT_IS.search(text)
    if found is not None:
        try:
            return parse_local(found[1], tuple(formats), zone, "page clock", now)
        except ParseError:
            pass
    stamp = _XF_NOW.search(text)
    if stamp is not None:
        return datetime.fromtimestamp(int(stamp[1]), UTC)
    return forum_now(text, zone, now)


def machine_read(
    posts: Iterable[Any], clock: datetime | None, zone: tzinfo | None, formats: Iterable[str]
) -> tuple[str, ...]:
    """The ids of ``posts`` whose printed time ("Today, 11:58 PM", "4 minutes ago",
    "Monday at 5:21 PM", or the same in the edit notice) was read against the machine's
    clock: the page printed no clock of its own (``clock`` None, from ``page_clock``). A
    machine clock off the forum's can move such a post across a deadline: the sync and
    the audit say so."""
    if clock is not None:
        return ()
    formats = tuple(formats)
    return tuple(
        p.post_id
        for p in posts
        if any(_reads_now(t, zone, formats) for t in (p.time_raw, p.edited_raw) if t)
    )


def _reads_now(text: str, zone: tzinfo | None, formats: tuple[str, ...]) -> bool:
    """Does ``text`` name a different instant read at two different clocks?"""
    try:
        early, late = (parse_local(text, formats, zone, "", EPOCH + timedelta(days=d))
                       for d in (10, 20))  # fmt: skip
        return early != late
    except ParseError:
        return False


def is_absolute(raw: str) -> bool:
    """Whether a stored time text names its instant whatever the zone (a Unix time, an
    ISO time with an offset)."""
    raw = raw.strip()
    if _UNIX.match(raw):
        return True
    try:
        return datetime.fromisoformat(raw).tzinfo is not None
    except ValueError:
        return False


def reread(
    raw: str,
    zone: tzinfo | None,
    formats: Iterable[str] = (),
    now: datetime | None = None,
    where: str = "stored time",
) -> datetime:
    """A stored time text (``Post.time_raw``) read in ``zone``: a Unix time, an ISO time
    (naive: in ``zone``) or a printed date in one of ``formats``; "Today, 5:21 PM" is read
    against ``now`` (the time the post was first seen)."""
    value = raw.strip()
    if _UNIX.match(value):
        return datetime.fromtimestamp(float(value), UTC)
    try:
        return to_utc(datetime.fromisoformat(value), zone)
    except ValueError:
        pass
    return parse_local(value, formats, zone, where, now)
