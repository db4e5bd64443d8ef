"""The profile-link account id reviewed for misfires (issue 25, review25c): id 0 and
phpBB's guest account (user 1) are no one's; an id a page shows under two names is left
out (not a rename); XenForo 1's relative profile links are read, never a mention's in the
text. Invented links and pages."""

from __future__ import annotations

import pytest
from lxml import html

from tests.conftest import FIXTURES
from votecount.parser.model import Post
from votecount.scraper import vbulletin, xenforo
from votecount.scraper.html_common import account_of, page_accounts
from votecount.scraper.phpbb.pages import parse_page as phpbb_page


def _link(markup: str):
    return html.fragment_fromstring(markup)


@pytest.mark.parametrize(
    ("markup", "account"),
    [
        ('<a href="./memberlist.php?mode=viewprofile&amp;u=0">Guest</a>', ""),
        ('<a href="member.php?u=0" class="username">Ivo</a>', ""),
        ('<a href="member.php?userid=00">Juno</a>', ""),
        ('<a href="member.php?0-Guest">Guest</a>', ""),
        ('<a href="/community/members/lark.0/" data-user-id="0">Lark</a>', ""),
        ('<a href="https://forum.example/member/0-deleted">Wren</a>', ""),
        # XenForo 1 prints relative links
        ('<a href="members/bramble.5/" class="username">Bramble</a>', "5"),
        ('<a href="./members/ember.61/" class="username">Ember</a>', "61"),
        ('<a href="index.php?members/tansy.812/" class="username">Tansy</a>', "812"),
        # near misses: no profile named
        ('<a href="threads/members-lounge.55/">Members lounge</a>', ""),
        ('<a href="forums/member-games.12/">Member games</a>', ""),
        ('<a href="members/list/">Saffron</a>', ""),
        ('<a href="/community/members/?key=staff">Marlow</a>', ""),
        ('<a href="member.php?u=1171&amp;tab=visitor_messaging">Ivo</a>', "1171"),
        ('<a href="member.php?u=7&amp;userid=8">Juno</a>', "7"),
    ],
)
def test_an_account_or_none(markup, account):
    assert account_of(_link(markup)) == account


def _posts(*authors: str) -> list[Post]:
    from datetime import UTC, datetime

    when = datetime(2024, 5, 6, 17, 0, tzinfo=UTC)
    return [
        Post(thread="t", post_id=str(100 + i), number=i, author=a, created_at=when, html="")
        for i, a in enumerate(authors)
    ]


@pytest.mark.parametrize(
    ("authors", "ids", "kept"),
    [
        (("Ivo", "Juno"), ("9", "9"), ()),  # one link for every author
        (("Ivo", "Juno", "Ivo"), ("9", "9", "9"), ()),
        (("Ivo", "ivo"), ("9", "9"), (("100", "9"), ("101", "9"))),  # one name
        (("Ivo", "Juno"), ("9", "12"), (("100", "9"), ("101", "12"))),
        (("Ivo", "Juno", "Lark"), ("9", "9", "14"), (("102", "14"),)),
        (("Ivo", "Juno"), ("9", ""), (("100", "9"),)),  # Juno links nothing
    ],
)
def test_an_id_under_two_names_on_a_page_is_left_out(authors, ids, kept):
    assert page_accounts(zip(_posts(*authors), ids, strict=True)) == kept


def _xf1_post(pid: int, author: str, body: str, user: int | None, sig: str = "") -> str:
    who = (
        f'<a href="members/{author.lower()}.{user}/" class="username" dir="auto">{author}</a>'
        if user is not None
        else f'<span class="username">{author}</span>'
    )
    signature = f'<div class="baseHtml signature messageText ugc"><aside>{sig}</aside></div>'
    return (
        f'<li id="post-{pid}" class="message" data-author="{author}">'
        f'<div class="messageUserInfo"><h3 class="userText">{who}</h3></div>'
        '<div class="messageInfo"><div class="messageContent"><article>'
        f'<blockquote class="messageText ugc baseHtml">{body}</blockquote></article></div>'
        f"{signature if sig else ''}"
        '<div class="messageMeta"><a class="datePermalink" href="#">'
        '<span class="DateTime" title="Jun 15, 2016 at 10:07 PM">Jun 15, 2016 at 10:07 PM'
        f'</span></a><a class="postNumber" href="#">#{pid - 100}</a></div></div></li>'
    )


def _mention(name: str, user: int) -> str:
    return f'<a href="members/{name.lower()}.{user}/" class="username" data-user="{user}, @{name}">@{name}</a>'


def _xf1(*posts: str) -> str:
    return f"<html><body><h1>Lanterns</h1><ol>{''.join(posts)}</ol></body></html>"


URL = "https://forum.example/threads/lanterns.5/"


@pytest.mark.parametrize(
    ("post", "accounts"),
    [
        (_xf1_post(101, "Bramble", "VOTE: Ember", 5), (("101", "5"),)),
        # a guest's (or deleted user's) post mentioning a player is not the player's
        (_xf1_post(102, "Wren", f"With {_mention('Ember', 61)}. VOTE: Lark", None), ()),
        (_xf1_post(103, "Wren", "VOTE: Lark", None, sig=_mention("Tansy", 812)), ()),
        (
            _xf1_post(
                104, "Wren", f"<blockquote>{_mention('Ember', 61)}</blockquote>VOTE: Lark", None
            ),
            (),
        ),
        # the author's own link, a mention of another after it
        (_xf1_post(105, "Bramble", f"VOTE: {_mention('Ember', 61)}", 5), (("105", "5"),)),
    ],
)
def test_xenforo_1_reads_the_authors_link_only(post, accounts):
    page = xenforo.parse_page(_xf1(post), URL)
    assert page.accounts == accounts
    assert [p.author for p in page.posts] in (["Bramble"], ["Wren"])


def test_xenforo_1_author_without_data_author_is_not_a_mentioned_player():
    post = _xf1_post(102, "Wren", f"With {_mention('Ember', 61)}.", None)
    post = post.replace(' data-author="Wren"', "")
    post = post.replace('<span class="username">Wren</span>', '<a class="username">Wren</a>')
    page = xenforo.parse_page(_xf1(post), URL)
    assert [p.author for p in page.posts] == ["Wren"]
    assert page.accounts == ()


def test_xenforo_2_one_id_for_every_author():
    text = (FIXTURES / "xenforo" / "thread-page1.html").read_text(encoding="utf-8")
    page = xenforo.parse_page(text, "https://forum.example/community/threads/x.5150/")
    assert len({a for _, a in page.accounts}) > 1  # each author their own id
    import re

    shared = re.sub(r'data-user-id="\d+"', 'data-user-id="77"', text)
    shared = re.sub(r"members/([a-z]+)\.\d+/", r"members/\1.77/", shared)
    assert (
        xenforo.parse_page(shared, "https://forum.example/community/threads/x.5150/").accounts == ()
    )


def test_vbulletin_one_id_for_every_author():
    text = (FIXTURES / "vbulletin" / "showthread-page1.html").read_text(encoding="utf-8")
    url = "https://forum.example/showthread.php?t=5150"
    assert len({a for _, a in vbulletin.parse_page(text, url).accounts}) > 1
    import re

    shared = re.sub(r"member\.php\?u=\d+", "member.php?u=0", text)
    assert vbulletin.parse_page(shared, url).accounts == ()
    shared = re.sub(r"member\.php\?u=\d+", "member.php?u=3", text)
    assert vbulletin.parse_page(shared, url).accounts == ()


@pytest.mark.parametrize(("user", "found"), [("2", True), ("1", False), ("0", False)])
def test_phpbb_guest_account_is_no_one(user, found):
    text = (FIXTURES / "phpbb" / "mafiascum-style-page1.html").read_text(encoding="utf-8")
    text = text.replace("viewprofile&amp;u=1115", f"viewprofile&amp;u={user}")
    page = phpbb_page(text, "https://forum.mafiascum.net/viewtopic.php?t=4242")
    ids = dict(page.accounts)
    post = next(p.post_id for p in page.posts if p.author == "Brackenfold")
    assert (ids.get(post) == user) is found
