"""Static Discourse archives through ``import_pages``: the crawler / print layout (current
and 2.x) and ArchiveDiscourse-style mirrors (fixtures/import/discourse-archive/), plus the
saved vBulletin and XenForo pages in fixtures/vbulletin and fixtures/xenforo."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.conftest import FIXTURES
from votecount.parser import parse_post
from votecount.parser.model import Kind
from votecount.parser.names.players import Roster
from votecount.parser.options import ParseOptions
from votecount.scraper.importer import (
    EPOCH,
    detect_engine_from_html,
    import_pages,
    parse_discourse_page,
)

ARCHIVE = FIXTURES / "import" / "discourse-archive"
MIRROR = ARCHIVE / "mirror" / "t" / "lantern-mafia-12-the-long-night" / "4321"
PLAYERS = ("Amberlight", "Brackenfold", "cinder_moss", "Dunmore", "Ellowyn", "Fernhollow")


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


@pytest.mark.parametrize(
    "path",
    [
        ARCHIVE / "crawler" / "page1.html",
        ARCHIVE / "legacy" / "topic.html",
        MIRROR / "index.html",
    ],
)
def test_every_archive_shape_is_detected_as_discourse(path: Path) -> None:
    assert detect_engine_from_html(path.read_bytes()) == "discourse"
    text = path.read_text().replace("Discourse 3.3.2", "").replace("Discourse 2.0.0", "")
    assert detect_engine_from_html(text) == "discourse"  # without the generator meta too


def test_crawler_layout_pages_import_in_order() -> None:
    batches = list(import_pages(ARCHIVE / "crawler"))
    posts = [p for b in batches for p in b.posts]
    assert [len(b.posts) for b in batches] == [3, 2]
    assert [(p.number, p.post_id, p.author) for p in posts] == [
        (1, "n1", "Quillmaster"),
        (2, "n2", "Amberlight"),
        (3, "n3", "Brackenfold"),
        (4, "n4", "cinder_moss"),
        (5, "n5", "Dunmore"),
    ]
    assert {p.thread for p in posts} == {"forum.lanterns.example/t/4321"}  # as the live adapter
    assert posts[0].author_name == "The Quillmaster" and posts[3].author_name == "Cindermoss"
    assert posts[1].created_at == utc(2024, 3, 2, 18, 7, 45)
    assert posts[2].url == "https://forum.lanterns.example/t/lantern-mafia-12-the-long-night/4321/3"
    assert posts[1].html.startswith("<p>Nobody has said anything yet")


def test_crawler_layout_edits_and_flagged_posts() -> None:
    posts = [p for b in import_pages(ARCHIVE / "crawler") for p in b.posts]
    assert posts[3].edited_at == utc(2024, 3, 2, 19, 40)  # dateModified after datePublished
    assert [p.number for p in posts if p.edited_at] == [4]
    assert [p.number for p in posts if p.hidden] == [5]  # "flagged by the community" notice
    assert not posts[4].countable and posts[0].countable


def test_quotes_and_spoilers_stay_in_the_html_for_the_parser() -> None:
    posts = [p for b in import_pages(ARCHIVE / "crawler") for p in b.posts]
    roster = Roster(PLAYERS, hosts=["Quillmaster"])
    options = ParseOptions.from_switches({})
    parsed = {p.number: parse_post(p, roster, options) for p in posts[1:4]}
    assert {n: [(c.kind, c.target_text) for c in r.commands] for n, r in parsed.items()} == {
        2: [(Kind.VOTE, "Brackenfold")],
        3: [(Kind.VOTE, "Amberlight")],
        4: [(Kind.UNVOTE, None)],
    }
    assert {n: [i.reason for i in r.ignored] for n, r in parsed.items()} == {
        2: ["COMMAND_IN_SPOILER"],
        3: ["COMMAND_IN_QUOTE"],
        4: ["COMMAND_STRUCK"],
    }
    assert '<aside class="quote no-group" data-username="Amberlight"' in posts[2].html
    assert '<span class="spoiler">' in posts[1].html


def test_page_facts_title_and_next_link() -> None:
    page = parse_discourse_page(
        (ARCHIVE / "crawler" / "page1.html").read_text(), "file:///saved/page1.html"
    )
    assert page.title == "Lantern Mafia 12: The Long Night" and page.has_next
    last = parse_discourse_page((ARCHIVE / "crawler" / "page2.html").read_text(), "file:///p2.html")
    assert not last.has_next


def test_discourse_2_crawler_layout() -> None:
    posts = [p for b in import_pages(ARCHIVE / "legacy") for p in b.posts]
    assert [(p.number, p.author) for p in posts] == [
        (1, "Quillmaster"),
        (2, "Ellowyn"),
        (4, "Fernhollow"),  # "#4": a deleted post leaves a gap
    ]
    assert posts[1].author_name == "Ellowyn of the Hollow"
    assert posts[2].created_at == utc(2018, 10, 5, 21, 2, 44)
    assert posts[0].thread == "old.lanterns.example/t/77"
    assert posts[1].html == "<p><strong>vote Fernhollow</strong></p>"


def test_archive_discourse_mirror_numbers_posts_in_page_order() -> None:
    posts = [p for b in import_pages(MIRROR) for p in b.posts]
    assert [(p.number, p.author, p.created_at) for p in posts] == [
        (1, "Quillmaster", EPOCH),
        (2, "Amberlight", EPOCH),
        (3, "Brackenfold", EPOCH),
    ]
    assert (
        posts[0].thread == "forum.lanterns.example/t/4321"
    )  # id from the path, host from the blurb
    assert "post_engagement" not in posts[1].html and "Likes" not in posts[1].html
    assert posts[2].html.startswith('<aside class="quote no-group"')
    named = next(import_pages(MIRROR / "index.html", thread="fol.example/t/9"))
    assert {p.thread for p in named.posts} == {"fol.example/t/9"}


def test_a_discourse_page_without_posts_imports_nothing(tmp_path: Path) -> None:
    page = tmp_path / "empty.html"
    page.write_text('<html><head><meta name="generator" content="Discourse 3.3"></head></html>')
    assert [b.posts for b in import_pages(page)] == [()]


def test_a_crawler_post_without_a_time_is_named_in_the_error(tmp_path: Path) -> None:
    text = (ARCHIVE / "legacy" / "topic.html").read_text()
    broken = tmp_path / "broken.html"
    broken.write_text(text.replace("<time datetime='2018-10-05T20:31:09Z'", "<time"))
    with pytest.raises(ValueError, match=r"broken\.html.*\(post 2\): no post time"):
        list(import_pages(broken))


def test_saved_vbulletin_and_xenforo_pages() -> None:
    vb = [
        p
        for b in import_pages(FIXTURES / "vbulletin", timezone="America/New_York")
        for p in b.posts
    ]
    assert [p.number for p in vb] == list(range(1, 13))
    assert vb[0].created_at == utc(2016, 6, 15, 21, 7)  # 05:07 PM EDT
    assert vb[0].thread == "showthread.php?t=5150"  # a saved page does not name its host
    assert [p.number for p in vb if p.edited_at] == [11]
    xf = [p for b in import_pages(FIXTURES / "xenforo") for p in b.posts]
    assert [p.number for p in xf] == list(range(1, 8))
    assert xf[0].created_at == utc(2016, 6, 15, 21, 7)  # data-time, whatever the zone
    assert [p.number for p in xf if p.edited_at] == [6]
    assert 'data-quote="Fernhollow"' in xf[3].html
