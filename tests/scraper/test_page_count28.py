""" "Page X of Y" read from paginations written with no space between their tags (live28):
the page numbers after "of Y" are other elements' texts, never digits of Y. Invented
markup in each engine's shape."""

from __future__ import annotations

import pytest

from votecount.scraper.html_common import page_of, parse_document

PHPBB = (
    '<div class="pagination">22 posts &bull; <ul><li class="page-jump"><a class="button">'
    "Page <strong>1</strong> of <strong>3</strong></a></li>"
    '<li class="active"><span>1</span></li><li><a class="button">2</a></li>'
    '<li><a class="button">3</a></li></ul></div>'
)
VBULLETIN = (
    '<form class="pagination"><span><a class="popupctrl">Page 2 of 12</a></span>'
    '<span class="selected"><a>2</a></span><span><a>3</a></span><span><a>4</a></span></form>'
)
XENFORO1 = '<span class="pageNavHeader">Page 4 of 9</span><a>1</a><a>2</a>'
SPACED = (
    '<div class="pagination">\n  Page <strong>5</strong> of <strong>7</strong>\n'
    "  <ul>\n    <li>1</li>\n    <li>2</li>\n  </ul>\n</div>"
)
COMMENTED = '<div class="pagination">Page <b>1</b> of <b>2</b><!-- 34 --><span>1</span></div>'


@pytest.mark.parametrize(
    ("markup", "want"),
    [
        (PHPBB, (1, 3)),
        (VBULLETIN, (2, 12)),
        (XENFORO1, (4, 9)),
        (SPACED, (5, 7)),
        (COMMENTED, (1, 2)),
    ],
    ids=["phpbb", "vbulletin", "xenforo1", "spaced", "a_comment_between"],
)
def test_page_of_reads_each_element_apart(markup, want):
    doc = parse_document(f"<html><body>{markup}</body></html>")
    assert page_of(doc.xpath("//body/*")[0]) == want


def test_page_of_nothing():
    doc = parse_document("<html><body><div>Page one of many</div></body></html>")
    assert page_of(doc.xpath("//body/div")[0]) == (None, None)
    assert page_of(None) == (None, None)
