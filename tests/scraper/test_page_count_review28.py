"""``page_of`` (live28: "Page X of Y" read from the pagination's text nodes apart) reviewed
for misfires (review28c): invented paginations of phpBB 3.0 and 3.1+, vBulletin 3 and 4
and XenForo 1, with and without spaces between their tags, with a page jump box, a
comment, a script, a title attribute, no-break spaces, skipped page numbers and no
"Page X of Y" at all. Each reads the page and the page count a reader sees; 6 of them
read a wrong count before live28 (the page links' digits run into the count), none
reads differently from live28's own rule."""

from __future__ import annotations

import pytest

from votecount.scraper.html_common import page_of, parse_document

CASES = [
    (
        "phpbb31_spaced",
        '<div class="pagination">\n 52 posts\n <ul>\n <li class="dropdown-container page-jump"><a class="button" title="Click to jump to page…"><span class="sr-only">Page <strong>2</strong> of <strong>3</strong></span></a></li>\n <li><a class="button" rel="prev">Previous</a></li>\n <li><a class="button">1</a></li>\n <li class="active"><span>2</span></li>\n <li><a class="button">3</a></li>\n </ul>\n</div>',
        (2, 3),
    ),
    (
        "phpbb31_minified_page1",
        '<div class="pagination">52 posts<ul><li class="page-jump"><a><span class="sr-only">Page <strong>1</strong> of <strong>3</strong></span></a></li><li class="active"><span>1</span></li><li><a>2</a></li><li><a>3</a></li><li class="arrow next"><a>Next</a></li></ul></div>',
        (1, 3),
    ),
    (
        "phpbb30_subsilver",
        '<div class="pagination">Page <strong>3</strong> of <strong>14</strong> [ 340 posts ]<br />Go to page <a>Previous</a>&nbsp;&nbsp;<a>1</a><span class="page-sep">, </span><a>2</a><span class="page-sep">, </span><strong>3</strong><span class="page-sep">, </span><a>4</a> ... <a>14</a>&nbsp;&nbsp;<a>Next</a></div>',
        (3, 14),
    ),
    (
        "phpbb30_minified_last",
        '<div class="pagination">Page <strong>14</strong> of <strong>14</strong>[ 340 posts ]Go to page<a>Previous</a><a>1</a>...<a>13</a><strong>14</strong></div>',
        (14, 14),
    ),
    (
        "phpbb_nbsp",
        '<div class="pagination">Page&nbsp;<strong>4</strong>&nbsp;of&nbsp;<strong>9</strong><a>5</a></div>',
        (4, 9),
    ),
    (
        "phpbb_one_page",
        '<div class="pagination">7 posts &bull; Page <strong>1</strong> of <strong>1</strong></div>',
        (1, 1),
    ),
    (
        "phpbb_skip_numbers",
        '<div class="pagination">8,650 posts<ul><li class="page-jump"><a>Page <strong>1</strong> of <strong>347</strong></a></li><li class="active"><span>1</span></li><li><a>2</a></li><li><a>3</a></li><li class="ellipsis"><span>…</span></li><li><a>347</a></li></ul></div>',
        (1, 347),
    ),
    (
        "phpbb_big_total_comma_count",
        '<div class="pagination">12,345 posts &bull; Page <strong>7</strong> of <strong>62</strong></div>',
        (7, 62),
    ),
    (
        "phpbb_comment_with_page",
        '<div class="pagination"><!-- Page 9 of 9 -->Page <strong>2</strong> of <strong>5</strong><span>3</span></div>',
        (2, 5),
    ),
    (
        "phpbb_script_jump",
        '<div class="pagination">Page <strong>2</strong> of <strong>5</strong><script>var last=5;</script><a>1</a></div>',
        (2, 5),
    ),
    (
        "phpbb_title_attr",
        '<div class="pagination"><a title="Page 4 of 4">Jump</a> Page <strong>1</strong> of <strong>4</strong></div>',
        (1, 4),
    ),
    (
        "vb4_minified_p2",
        '<form class="pagination"><span><a class="popupctrl">Page 2 of 12</a></span><span class="first_last"><a>First</a></span><span class="selected"><a>2</a></span><span><a>3</a></span></form>',
        (2, 12),
    ),
    (
        "vb4_minified_p1",
        '<form class="pagination"><span><a class="popupctrl">Page 1 of 12</a></span><span class="selected"><a>1</a></span><span><a>2</a></span></form>',
        (1, 12),
    ),
    (
        "vb4_spaced",
        '<form class="pagination">\n <span><a class="popupctrl">Page 5 of 6</a></span>\n <span><a>4</a></span> <span class="selected"><a>5</a></span>\n</form>',
        (5, 6),
    ),
    (
        "vb4_jump_label",
        '<form class="pagination"><span><a class="popupctrl">Page 3 of 8</a></span><span class="selected"><a>3</a></span><ul class="popupbody"><li><label>Jump to page: <input size="4" /></label></li></ul></form>',
        (3, 8),
    ),
    (
        "vb3_vbmenu_control",
        '<td class="vbmenu_control" style="font-weight:normal">Page 3 of 40</td>',
        (3, 40),
    ),
    ("vb3_vbmenu_bold", '<td class="vbmenu_control">Page <b>3</b> of <b>40</b></td>', (3, 40)),
    ("xf1_header", '<span class="pageNavHeader">Page 4 of 9</span>', (4, 9)),
    (
        "xf1_header_minified",
        '<span class="pageNavHeader">Page 1 of 9</span><nav><a>1</a><a>2</a></nav>',
        (1, 9),
    ),
    (
        "xf1_header_inner_tags",
        '<span class="pageNavHeader">Page <b>7</b> of <b>9</b></span>',
        (7, 9),
    ),
    ("no_page_words", '<div class="pagination"><a>1</a><a>2</a><a>3</a></div>', (None, None)),
    (
        "pages_word_only",
        '<div class="pagination">Pages (3): <a>1</a> 2 <a>3</a></div>',
        (None, None),
    ),
    ("lowercase", '<div class="pagination">page <b>2</b> of <b>3</b></div>', (2, 3)),
]


@pytest.mark.parametrize(("markup", "want"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_page_of(markup, want):
    doc = parse_document(f"<html><body>{markup}</body></html>")
    assert page_of(doc.xpath("//body/*")[0]) == want
