"""Dates and times of day as hosts write them (pure: a line's text, when it was posted and
the board's zone in, a time out): "March 9th at 5:00 PM", "9 March 10pm", "12/9 at 8pm",
"24.12. 20:00", "Sunday 23:59", "8pm EST on Friday"; the zone a line names ("GMT+1",
"EDT", "Eastern time", "8 PM ET"). ``parser.host.deadlines`` reads a deadline's line with
them.

A date in numbers is month/day ("12/9", "12/9/2026", "12/9/26"), day/month when the
first number is over 12 ("24/12"); a dotted one day.month ("24.12.", "11.12.2026"); either
read the other way round when only that order falls in the weeks round the post (a week
before, two months after; never a date ahead turned into one gone by). A date
without a year is the next one on or after the post's day (the next year's when it would
be over half a year before the post); a weekday is the next such day (the post's own if
the time is still to come).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone, tzinfo

MONTHS = {
    m: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for m in names
}
MONTH = r"(" + "|".join(sorted(MONTHS, key=len, reverse=True)) + r")\.?"
CLOCK = r"(\d{1,2})(?:[:.](\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?"
# "March 9th, 2026 at 5:00 PM", "March 9 @ 17:00"; "5pm, 9th March", "9 March 10pm"
_MONTH_DAY = re.compile(
    rf"\b{MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b,?(?:\s+(\d{{4}}))?,?\s*(?:at|@|-)?\s*{CLOCK}",
    re.I,
)
_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}(?:,?\s+(\d{{4}}))?,?\s*(?:at|@|-)?\s*{CLOCK}",
    re.I,
)
# "Sunday 23:59 GMT", "Monday at 8pm": the next such day (the post's own day if the time
# is still to come)
WEEKDAYS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")
_WEEKDAY = re.compile(rf"\b({'|'.join(WEEKDAYS)})day\b,?\s*+(?:(?:at|@|-)\s*+)?{CLOCK}", re.I)
# "Pacific time", "Eastern Standard Time": a US zone in words (its IANA zone, so that
# summer time follows the date)
_REGION = r"(pacific|eastern|central|mountain)(?:\s+(?:standard|daylight))?\s+time\b"
_REGION_RE = re.compile(r"\b" + _REGION, re.I)
# "8 PM Eastern", "20:00 (Pacific)": the region's word alone right after a clock (not
# "20:00 Central European ...", "Eastern Europe")
_REGION_AFTER_CLOCK = re.compile(
    r"(?:\d\s*(?:[ap]m|[ap]\.m\.)|\d[:.]\d{2})\s*\(?(pacific|eastern|central|mountain)\b(?!\s+(?:europe|african?|asian?"
    r"|austral|indian|brazil|standard|daylight))",
    re.I,
)
# "8 PM ET": a US zone by its letter (summer time or not), in capitals only
_REGION_LETTER = re.compile(r"\b([PCME])T\b")
_LETTERS = {"P": "pacific", "C": "central", "M": "mountain", "E": "eastern"}
_REGION_ZONES = {"pacific": "America/Los_Angeles", "eastern": "America/New_York",
                 "central": "America/Chicago", "mountain": "America/Denver"}  # fmt: skip
# "20:00 Sydney time", "8pm New York time", "20:00 (Berlin)": a city's zone, named with
# "time" after it or alone right after a clock, the text's first (not "The train to Sydney
# leaves at dawn", "Sydney time is running out", "20:00 (7am Sydney time for our Aussies)")
_CITY_ZONES = {
    "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne",
    "brisbane": "Australia/Brisbane", "perth": "Australia/Perth", "auckland": "Pacific/Auckland",
    "tokyo": "Asia/Tokyo", "singapore": "Asia/Singapore", "manila": "Asia/Manila",
    "london": "Europe/London", "dublin": "Europe/Dublin", "lisbon": "Europe/Lisbon",
    "paris": "Europe/Paris", "berlin": "Europe/Berlin", "amsterdam": "Europe/Amsterdam",
    "madrid": "Europe/Madrid", "rome": "Europe/Rome", "stockholm": "Europe/Stockholm",
    "helsinki": "Europe/Helsinki", "moscow": "Europe/Moscow",
    "new york": "America/New_York", "toronto": "America/Toronto", "chicago": "America/Chicago",
    "denver": "America/Denver", "los angeles": "America/Los_Angeles",
    "vancouver": "America/Vancouver", "seattle": "America/Los_Angeles",
}  # fmt: skip
_CITY = r"(" + "|".join(c.replace(" ", r"\s+") for c in _CITY_ZONES) + r")"
_A_CLOCK = r"(?:\d\s*(?:[ap]m|[ap]\.m\.)|\d[:.]\d{2})"
_CITY_RE = re.compile(
    rf"{_A_CLOCK}(?:[^.!?\d]{{0,20}}?\b{_CITY}\s+time\b|\s*\(\s*{_CITY}\s*\))", re.I
)
_CLOCK_RE = re.compile(r"\d\s*(?:[ap]m|[ap]\.m\.)|\d:\d{2}", re.I)  # (not "11.12.")
_ZONE_GAP = (
    r",?\s*(?:(?:[A-Za-z]{2,4}(?:\s*[+\-]\d{1,2})?|(?:pacific|eastern|central|mountain)"
    r"(?:\s+(?:standard|daylight))?\s+time),?\s+)?(?:on\s+)?"
)
_GAP = _ZONE_GAP + r"(?:\w+day,?\s+)?"
# "9:00am GMT, 2nd August 2011", "11:59 PM, May 25"
_CLOCK_FIRST = re.compile(
    rf"\b{CLOCK}{_GAP}(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH}(?:,?\s+(\d{{4}}))?",
    re.I,
)
_CLOCK_FIRST_MD = re.compile(
    rf"\b{CLOCK}{_GAP}{MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?",
    re.I,
)
# a weekday cut short right before its clock (minutes or am/pm): "Fri 20:00", "Sun. 6pm"
_SHORT = {"mon": "mon", "tue": "tues", "tues": "tues", "wed": "wednes", "thu": "thurs",
          "thur": "thurs", "thurs": "thurs", "fri": "fri", "sat": "satur", "sun": "sun"}  # fmt: skip
_SHORT_WEEKDAY = re.compile(rf"\b({'|'.join(_SHORT)})\b\.?,?\s*(?:(?:at|@|-)\s*)?{CLOCK}", re.I)
# "8pm EST on Friday", "midnight GMT Friday"
_CLOCK_WEEKDAY = re.compile(
    rf"\b{CLOCK}{_ZONE_GAP}({'|'.join(WEEKDAYS)})day\b(?!,?\s+(?:the\s+)?\d)", re.I
)  # not "10PM, Friday the 13th": a date not read
# a date in numbers: "12/9", "12/9/2026", "12/9/26"; "24.12.", "24.12.2026"
_SLASH_DATE = r"(?<![\d/.:])(\d{1,2})/(\d{1,2})(?:/(\d{4}|\d{2}))?(?![\d/])"
_DOT_DATE = r"(?<![\d/.:])(\d{1,2})\.(\d{1,2})\.(\d{4})?(?![\d.])"
_NUMERIC = tuple(
    (
        re.compile(rf"{date},?\s*(?:at|@|-)?\s*{CLOCK}", re.I),
        re.compile(rf"\b{CLOCK}{_GAP}{date}", re.I),
    )
    for date in (_SLASH_DATE, _DOT_DATE)
)
# (a sign spaced on both sides before a count's word is no offset: "20:00 UTC - 3 votes to
# lynch", "... - 2 more"; "15:00 UTC - 5 so 20:00 GMT", "GMT + 1 in winter" are offsets)
OFFSET = re.compile(
    r"\b(?:GMT|UTC)\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?"
    r"(?!(?:(?<=\s\d)|(?<=\s\d\d))\s+(?:votes?|players?|more|left|needed"
    r"|to\s+(?:lynch|hammer|execute|eliminate|elim))\b)",
    re.I,
)
# a machine-written time (Discourse's local date: its span's text is the moment in UTC,
# "2026-06-02T00:00:00Z"): a "Z" or an offset right after it states its zone (``iso_zone``)
ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\b|(?=Z\b))")
_ISO_ZONE = re.compile(r"(?:\.\d+)?(?:(Z)|([+-])(\d{2}):?(\d{2}))\b")
_NAMED = {
    "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6, "pst": -8, "pdt": -7,
    "gmt": 0, "utc": 0, "bst": 1, "cet": 1, "cest": 2, "aest": 10, "aedt": 11,
}  # fmt: skip
_NAMED_RE = re.compile(r"\b(" + "|".join(_NAMED) + r")\b", re.I)


def in_words(text: str, posted: datetime, zone: tzinfo) -> datetime | None:
    patterns = ((_MONTH_DAY, "md"), (_DAY_MONTH, "dm"), (_CLOCK_FIRST, "cf"),
                (_CLOCK_FIRST_MD, "cm"))  # fmt: skip
    for pattern, order in patterns:
        m = pattern.search(text)
        if m is None:
            continue
        g = m.groups()
        if order == "md":
            month, day, year, clock = g[0], g[1], g[2], g[3:6]
        elif order == "dm":
            day, month, year, clock = g[0], g[1], g[2], g[3:6]
        elif order == "cf":
            clock, day, month, year = g[0:3], g[3], g[4], g[5]
        else:
            clock, month, day, year = g[0:3], g[3], g[4], g[5]
        if clock[1] is None and clock[2] is None:
            continue  # "March 9 2026" alone: a bare number is no time of day
        hour = hour_of(int(clock[0]), clock[2])
        if hour is None:
            return None
        local = posted.astimezone(zone)
        y = int(year) if year else local.year
        at = local_time(
            y, MONTHS[month.lower().rstrip(".")], int(day), hour, int(clock[1] or 0), 0, zone
        )
        if at is not None and not year and at < posted - timedelta(days=180):
            at = local_time(y + 1, MONTHS[month.lower().rstrip(".")], int(day), hour,
                     int(clock[1] or 0), 0, zone)  # fmt: skip
        return at
    numeric = _numeric(text, posted, zone)
    return numeric if numeric is not None else _on_weekday(text, posted, zone)


def _numeric(text: str, posted: datetime, zone: tzinfo) -> datetime | None:
    """A date in numbers with a time of day, before or after it ("12/9 at 8pm",
    "8:00 PM EST on 12/9"): a number over 12 is the day; else a dotted date is read
    day.month ("11.12. 20:00", as written where dots are used), a slashed one month/day,
    unless only the other order falls in the weeks round the post ("9/12" posted on 5
    December: 9 December, not 12 September; "12.9.": 9 December)."""
    for (date_first, clock_first), dotted in zip(_NUMERIC, (False, True), strict=True):
        for pattern, first in ((date_first, True), (clock_first, False)):
            for m in pattern.finditer(text):
                g = m.groups()
                date, clock = (g[0:3], g[3:6]) if first else (g[3:6], g[0:3])
                if clock[1] is None and clock[2] is None:
                    continue  # a bare number is no time of day
                a, b = int(date[0]), int(date[1])
                year = None if date[2] is None else int(date[2])
                if year is not None and year < 100:
                    year += 2000
                if a > 12 or b > 12:
                    month, day = (b, a) if a > 12 else (a, b)
                    return _on_date(year, month, day, clock, posted, zone)
                month, day = (b, a) if dotted else (a, b)
                at = _on_date(year, month, day, clock, posted, zone)
                if a != b and not _near(at, posted):
                    other = _on_date(year, day, month, clock, posted, zone)
                    # (never a date ahead read as one gone by: "Game ends by 2/12")
                    if _near(other, posted) and not _gone_for_ahead(other, at, posted):
                        return other
                return at
    return None


def _near(at: datetime | None, posted: datetime) -> bool:
    """Whether a deadline falls in the weeks round the post (a week before, two months
    after): a date read the other way round is far off."""
    return at is not None and posted - timedelta(days=7) <= at <= posted + timedelta(days=60)


def _gone_for_ahead(other: datetime | None, at: datetime | None, posted: datetime) -> bool:
    """Is ``other`` before the post where ``at`` is after it (a date far ahead, not one
    gone by read the other way round)?"""
    return other is not None and at is not None and other < posted < at


def _on_date(
    year: int | None, month: int, day: int, clock: tuple[str | None, ...], posted: datetime,
    zone: tzinfo,
) -> datetime | None:  # fmt: skip
    """The date's time in ``zone``; with no year, the post's year (the next one when
    that date is over half a year before the post)."""
    hour = hour_of(int(clock[0] or 0), clock[2])
    if hour is None:
        return None
    minute = int(clock[1] or 0)
    y = year if year is not None else posted.astimezone(zone).year
    at = local_time(y, month, day, hour, minute, 0, zone)
    if at is not None and year is None and at < posted - timedelta(days=180):
        at = local_time(y + 1, month, day, hour, minute, 0, zone)
    return at


def _on_weekday(text: str, posted: datetime, zone: tzinfo) -> datetime | None:
    m = _WEEKDAY.search(text)
    if m is not None and (m.group(3) is not None or m.group(4) is not None):
        name, clock = m.group(1), m.groups()[1:4]
    else:  # "Sunday 5": a bare number is no time of day; "8pm EST on Friday", "(Fri 20:00)"
        # the first written of a clock before its weekday and a weekday cut short: "8pm
        # EST on Friday (Sat 01:00 GMT)" is Friday's, the zone read the first one named
        after = _CLOCK_WEEKDAY.search(text)
        if after is not None and after.group(2) is None and after.group(3) is None:
            after = None
        short = next(
            (x for x in _SHORT_WEEKDAY.finditer(text)
             if x.group(1)[0].isupper() and (x.group(3) or x.group(4))),  # (not "the sun at 6am")
            None,
        )  # fmt: skip
        if short is not None and (after is None or short.start() < after.start()):
            name, clock = _SHORT[short.group(1).lower()], short.groups()[1:4]
        elif after is not None:
            name, clock = after.group(4), after.groups()[0:3]
        else:
            return None
    hour = hour_of(int(clock[0]), clock[2])
    if hour is None:
        return None
    local = posted.astimezone(zone)
    ahead = (WEEKDAYS.index(name.lower()) - local.weekday()) % 7
    day = local.date() + timedelta(days=ahead)
    at = local_time(day.year, day.month, day.day, hour, int(clock[1] or 0), 0, zone)
    if at is not None and at < posted:  # the post's own weekday, the hour gone: next week
        day += timedelta(days=7)
        at = local_time(day.year, day.month, day.day, hour, int(clock[1] or 0), 0, zone)
    return at


def hour_of(hour: int, meridiem: str | None) -> int | None:
    if meridiem is None:
        return hour if hour <= 24 else None  # "24:00": the day's end
    if not 1 <= hour <= 12:
        return None
    pm = meridiem.lower().startswith("p")
    return (hour % 12) + (12 if pm else 0)


def zone_named(text: str) -> tzinfo | None:
    m = OFFSET.search(text)
    if m is not None:
        sign = -1 if m.group(1) in "-\u2212" else 1
        minutes = int(m.group(2)) * 60 + int(m.group(3) or 0)
        if minutes <= 14 * 60:
            return timezone(sign * timedelta(minutes=minutes))
    m = _NAMED_RE.search(text)
    if m is not None:
        return timezone(timedelta(hours=_NAMED[m.group(1).lower()]))
    m = _REGION_RE.search(text) or _REGION_AFTER_CLOCK.search(text)
    region = m.group(1).lower() if m else None
    if region is None and (m := _REGION_LETTER.search(text)) is not None:
        region = _LETTERS[m.group(1)]
    city = None
    if (
        region is None
        and (m := _CITY_RE.search(text)) is not None
        and _CLOCK_RE.search(text, 0, m.start()) is None
    ):
        city = " ".join((m.group(1) or m.group(2)).lower().split())
    if region is not None or city is not None:
        from zoneinfo import ZoneInfo  # a zone database: only when a line names a region

        return ZoneInfo(_REGION_ZONES[region] if region else _CITY_ZONES[city or ""])
    return None


def iso_zone(m: re.Match[str], text: str) -> tzinfo | None:
    """The zone an ISO time (``m``, ``ISO``'s match in ``text``) states right after it: "Z"
    is UTC ("2026-06-02T00:00:00Z", "2026-06-02 00:00Z"); an offset follows a time written
    with the "T" ("...T20:00:00-04:00", "...T02:00+0200": "2026-06-02 20:00-21:00" is a
    range) and is whole quarter hours up to 14 hours. A minus before a later clock, after a
    time without seconds, is a range's end, no offset ("...T10:00-12:00", review26c: read
    as UTC-12)."""
    z = _ISO_ZONE.match(text, m.end())
    if z is None:
        return None
    if z[1]:
        return UTC
    hours, minutes = int(z[3]), int(z[4])
    if "T" not in m[0] or hours > 14 or minutes % 15:
        return None
    if z[2] == "-" and m[6] is None and (hours, minutes) > (int(m[4]), int(m[5])):
        return None
    offset = timedelta(hours=hours, minutes=minutes)
    return timezone(-offset if z[2] == "-" else offset)


def local_time(y: int, mo: int, d: int, h: int, mi: int, s: int, zone: tzinfo) -> datetime | None:
    try:
        if h == 24 and mi == 0:  # "24:00": the day's end
            return datetime(y, mo, d, 0, 0, s, tzinfo=zone) + timedelta(days=1)
        return datetime(y, mo, d, h, mi, s, tzinfo=zone)
    except ValueError:
        return None
