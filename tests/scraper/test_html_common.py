"""Small pieces: decoding, zones, local dates, URL shapes and detectors."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from votecount.scraper.base import detect_engine
from votecount.scraper.errors import ParseError
from votecount.scraper.html_common import decode_page, page_zone, parse_local, resolve_zone
from votecount.scraper.vbulletin import ThreadUrl as VbUrl
from votecount.scraper.xenforo import ThreadUrl as XfUrl


def test_decode_page_bom_meta_and_fallback() -> None:
    assert decode_page(b"\xef\xbb\xbf<p>caf\xc3\xa9</p>") == "<p>café</p>"
    latin = (
        b'<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-1" /><p>caf\xe9</p>'
    )
    assert decode_page(latin).endswith("<p>café</p>")
    assert decode_page(b"<p>caf\xe9</p>").endswith("café</p>")  # not UTF-8: Windows-1252


def test_footer_zone() -> None:
    west = page_zone("All times are GMT -5. The time now is")
    assert west is not None and west.zone.utcoffset(None) == timedelta(hours=-5)
    utc = page_zone("All times are GMT. The time now is")
    assert utc is not None and utc.zone == timezone(timedelta(0))
    assert page_zone("no footer") is None


def test_local_dates_today_and_errors() -> None:
    now = datetime(2024, 3, 10, 12, 0, tzinfo=UTC)
    zone = resolve_zone("Europe/Berlin")
    assert parse_local("Today, 05:21 PM", (), zone, "here", now) == datetime(
        2024, 3, 10, 16, 21, tzinfo=UTC
    )
    assert parse_local("Yesterday at 09:00", (), zone, "here", now) == datetime(
        2024, 3, 9, 8, 0, tzinfo=UTC
    )
    with pytest.raises(ParseError, match="page.html: cannot read the date 'soon'"):
        parse_local("soon", ("%Y",), zone, "page.html", now)


@pytest.mark.parametrize(
    ("url", "engine"),
    [
        ("https://forum.mafiascum.net/viewtopic.php?f=53&t=16947&start=25", "phpbb"),
        ("https://forums.example.com/showthread.php?t=9687&page=2", "vbulletin"),
        ("https://xenforo.com/community/threads/a-dark-theme-option.8276/page-2", "xenforo"),
    ],
)
def test_url_detectors(url: str, engine: str) -> None:
    assert detect_engine(url) == engine


def test_vbulletin_url_shapes() -> None:
    query = VbUrl("https://x.org/forum/showthread.php?t=5&page=3")
    assert (query.key, query.page(2), query.post("7")) == (
        "x.org/showthread.php?t=5",
        "https://x.org/forum/showthread.php?t=5&page=2",
        "https://x.org/forum/showthread.php?p=7#post7",
    )
    friendly = VbUrl("https://x.org/showthread.php/9687-slug/page2")
    assert (friendly.key, friendly.page(1), friendly.page(3)) == (
        "x.org/showthread.php?t=9687",
        "https://x.org/showthread.php/9687-slug",
        "https://x.org/showthread.php/9687-slug/page3",
    )
    vb5 = VbUrl("https://x.org/forum/a/b/727744-isekai/page3")
    assert (vb5.key, vb5.page(2)) == (
        "x.org/node/727744",
        "https://x.org/forum/a/b/727744-isekai/page2",
    )


def test_xenforo_url_shapes() -> None:
    xf = XfUrl("https://xenforo.com/community/threads/a-dark-theme-option.8276/page-4")
    assert xf.key == "xenforo.com/community/threads/8276"
    assert xf.page(1) == "https://xenforo.com/community/threads/a-dark-theme-option.8276/"
    assert xf.page(2) == "https://xenforo.com/community/threads/a-dark-theme-option.8276/page-2"
    assert xf.post("114210") == "https://xenforo.com/community/posts/114210/"
