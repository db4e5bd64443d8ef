"""Real saved pages (../shared/corpus/engines/nettally) parse into the right posts.

Every expected value below was read by hand from the page files; the tests skip when
the shared corpus is absent.
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.conftest import corpus_path
from votecount.scraper import phpbb, vbulletin, xenforo
from votecount.scraper.html_common import decode_page
from votecount.scraper.importer import detect_engine_from_html, import_pages

pytestmark = pytest.mark.corpus


def page(name: str) -> str:
    return decode_page(corpus_path("engines", "nettally", name).read_bytes())


def by_id(posts, post_id: str):
    return next(p for p in posts if p.post_id == post_id)


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


@pytest.mark.parametrize(
    ("name", "engine"),
    [
        ("phpBB.html", "phpbb"),
        ("vBulletin3.html", "vbulletin"),
        ("vBulletin4.html", "vbulletin"),
        ("vBulletin5.html", "vbulletin"),
        ("Xenforo1.html", "xenforo"),
        ("Xenforo2.html", "xenforo"),
        ("NodeBB.html", None),
    ],
)
def test_engine_detected_from_page_content(name: str, engine: str | None) -> None:
    assert detect_engine_from_html(corpus_path("engines", "nettally", name).read_bytes()) == engine


def test_phpbb_30_page() -> None:
    url = "http://www.ilovephilosophy.com/viewtopic.php?f=1&t=194998&start=25"
    got = phpbb.parse_page(page("phpBB.html"), url)
    assert (got.page, got.pages, got.per_page, got.total_posts) == (2, 10, 25, 247)
    assert got.title == "Biological Will" and got.has_next
    assert len(got.posts) == 25
    first = got.posts[0]
    assert (first.post_id, first.number, first.author) == ("2729870", 25, "Jakob")
    # printed "4:34 pm"; the footer says "All times are UTC [ DST ]": shown at UTC+1
    assert first.created_at == utc(2019, 5, 26, 15, 34)
    assert (first.time_raw, first.time_zone) == ("Sun May 26, 2019 4:34 pm", "Etc/GMT-1")
    assert got.zone is not None and got.zone.said == "All times are UTC [ DST ]"
    assert first.thread == "www.ilovephilosophy.com/viewtopic.php?t=194998"
    assert first.url == "http://www.ilovephilosophy.com/viewtopic.php?p=2729870#p2729870"
    assert first.html.startswith("Good lecture.") and "signature" not in first.html
    last = got.posts[-1]
    assert (last.post_id, last.number, last.author) == ("2730442", 49, "promethean75")


def test_phpbb_30_edit_notice_and_quotes() -> None:
    got = phpbb.parse_page(
        page("phpBB.html"), "http://www.ilovephilosophy.com/viewtopic.php?t=194998"
    )
    edited = by_id(got.posts, "2729877")
    assert edited.edited_at == utc(2019, 5, 26, 16, 35) and edited.version == 3  # UTC+1 (DST)
    assert by_id(got.posts, "2729870").edited_at is None
    assert by_id(got.posts, "2729875").html.startswith('<blockquote class="uncited"><div>')
    assert "<cite>Urwrongx1000 wrote:</cite>" in by_id(got.posts, "2729876").html


def test_phpbb_local_time_goes_through_the_timezone_option() -> None:
    got = phpbb.PhpbbAdapter(
        None,  # type: ignore[arg-type]  # parse only, no requests
        "http://www.ilovephilosophy.com/viewtopic.php?t=194998",
        timezone="America/New_York",
        per_page=25,
    ).parse(page("phpBB.html"), "http://www.ilovephilosophy.com/viewtopic.php?t=194998", 2)
    assert got.posts[0].created_at == utc(2019, 5, 26, 20, 34)  # 4:34 pm EDT
    assert got.posts[0].number == 25


def test_vbulletin3_page_in_latin1_with_footer_zone() -> None:
    raw = corpus_path("engines", "nettally", "vBulletin3.html").read_bytes()
    got = vbulletin.parse_page(
        decode_page(raw), "https://forums.animesuki.com/showthread.php?t=128882&page=152"
    )
    assert (got.page, got.pages, got.total_posts, len(got.posts)) == (152, 155, 3086, 20)
    first = got.posts[0]
    assert (first.post_id, first.number, first.author) == ("5768670", 3021, "Shirohige")
    assert first.created_at == utc(2016, 2, 1, 7, 21)  # "2016-02-01, 02:21", GMT -5
    assert "Originally Posted by <strong>TinyRedLeaf</strong>" in first.html
    assert by_id(got.posts, "5768696").edited_at == utc(2016, 2, 1, 8, 31)
    assert got.posts[-1].number == 3040 and got.posts[-1].author == "Kamieichi"


def test_vbulletin3_timezone_option_wins_over_footer() -> None:
    got = vbulletin.parse_page(
        page("vBulletin3.html"), "https://x.example/showthread.php?t=1", zone=UTC
    )
    assert got.posts[0].created_at == utc(2016, 2, 1, 2, 21)


def test_vbulletin4_page() -> None:
    url = "http://forums.militarytimes.com/showthread.php/9687-Legendary-military-columnist-author-Bob-Dorr-dies-at-76"
    got = vbulletin.parse_page(page("vBulletin4.html"), url)
    assert (got.page, got.pages, got.total_posts, len(got.posts)) == (1, 2, 15, 10)
    assert got.has_next
    second = got.posts[1]
    assert (second.post_id, second.number, second.author) == ("365267", 2, "Mjölnir")
    assert second.created_at == utc(2016, 6, 15, 17, 21)  # "06-15-2016, 05:21 PM", GMT
    assert second.html.startswith("Sad to read that") and "signature" not in second.html
    assert second.thread == "forums.militarytimes.com/showthread.php?t=9687"
    assert '<div class="bbcode_quote">' in got.posts[-1].html and got.posts[-1].number == 10


def test_vbulletin5_page_uses_the_unix_publish_date() -> None:
    url = "https://fandompost.vbulletin.net/forum/anime-manga-discussions/general-anime-discussions/727744-isekai-quartet-discussion-thread"
    got = vbulletin.parse_page(page("vBulletin5.html"), url)
    assert (got.page, got.pages, len(got.posts)) == (1, 2, 15)
    second = got.posts[1]
    assert (second.post_id, second.number, second.author) == ("727754", 2, "Buckeye")
    assert second.created_at == utc(2019, 4, 9, 16, 55, 39)  # 11:55 AM at GMT-5
    third = got.posts[2]
    assert third.author == "General Hentai"
    assert "Originally posted by <strong>Buckeye</strong>" in third.html
    assert second.thread == "fandompost.vbulletin.net/node/727744"


def test_xenforo1_page_with_bom() -> None:
    raw = corpus_path("engines", "nettally", "Xenforo1.html").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    got = xenforo.parse_page(
        decode_page(raw),
        "https://forums.sufficientvelocity.com/threads/renascence-a-homura-quest.10402/page-54",
    )
    assert (got.page, got.pages, len(got.posts)) == (54, 347, 25)
    first = got.posts[0]
    assert (first.post_id, first.number, first.author) == ("2146286", 1326, "TheBleachDoctor")
    assert first.created_at == utc(2014, 10, 30, 22, 48)
    crow = by_id(got.posts, "2146297")
    assert crow.author == "Crow" and 'bbCodeQuote" data-author="Higure"' in crow.html
    edited = [p for p in got.posts if p.edited_at]
    assert [(p.number, p.edited_at) for p in edited] == [(1344, utc(2014, 12, 4, 2, 29))]


def test_xenforo2_page() -> None:
    got = xenforo.parse_page(
        page("Xenforo2.html"), "https://xenforo.com/community/threads/a-dark-theme-option.8276/"
    )
    assert len(got.posts) == 8 and not got.has_next
    first, last = got.posts[0], got.posts[-1]
    assert (first.post_id, first.number, first.author) == ("114210", 1, "dieketzer")
    assert first.created_at == utc(2010, 11, 21, 10, 51, 58)
    assert (last.post_id, last.number, last.author) == ("1358710", 8, "sub_ubi")
    assert last.created_at == utc(2019, 6, 26, 9, 25, 9)  # "+0100" in the page
    assert "<b>OPTION </b>" in got.posts[2].html
    assert first.thread == "xenforo.com/community/threads/8276"
    assert first.url == "https://xenforo.com/community/posts/114210/"


def test_saved_pages_import_with_engine_detection() -> None:
    folder = corpus_path("engines", "nettally")
    names = [
        "phpBB.html",
        "vBulletin3.html",
        "vBulletin4.html",
        "vBulletin5.html",
        "Xenforo1.html",
        "Xenforo2.html",
    ]
    batches = list(import_pages([folder / n for n in names]))
    assert [len(b.posts) for b in batches] == [25, 20, 10, 15, 25, 8]
    assert (
        batches[4].posts[0].thread == "forums.sufficientvelocity.com/threads/10402"
    )  # from the canonical link


def test_unknown_engine_error_names_the_file() -> None:
    path = corpus_path("engines", "nettally", "NodeBB.html")
    with pytest.raises(ValueError, match=r"NodeBB\.html: cannot tell which forum engine"):
        list(import_pages(path))
