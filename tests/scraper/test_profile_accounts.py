"""The forum account id read off an author's profile link (issue 25, live25): the page
forums' posts keep the author first stored for a renamed account, as Discourse's
``user_id`` does. Invented links in each engine's forms."""

from __future__ import annotations

import pytest
from lxml import html

from votecount.scraper.html_common import account_of


def _link(markup: str):
    return html.fragment_fromstring(markup)


@pytest.mark.parametrize(
    ("markup", "account"),
    [
        ('<a href="./memberlist.php?mode=viewprofile&amp;u=4821" class="username">Ivo</a>', "4821"),
        ('<a href="memberlist.php?mode=viewprofile&u=77&sid=ab12">Juno</a>', "77"),
        ('<a href="member.php?u=1093" class="username">Lark</a>', "1093"),
        ('<a href="member.php?userid=55">Wren</a>', "55"),
        ('<a href="member.php?1093-Lark" class="username">Lark</a>', "1093"),
        ('<a href="https://forum.example/member.php/1093-lark">Lark</a>', "1093"),
        ('<a href="https://forum.example/member/2210-ember">Ember</a>', "2210"),
        ('<a href="/community/members/tansy.3390/" class="username">Tansy</a>', "3390"),
        ('<a href="/community/members/3390/">Tansy</a>', "3390"),
        ('<a href="/members/x/" data-user-id="918" class="username">Marlow</a>', "918"),
        ('<a href="/community/members/marlow.918/" data-user-id="0">Marlow</a>', "918"),
        ('<a href="./viewtopic.php?p=4821#p4821">Ivo</a>', ""),
        ('<a href="/community/members/">Members</a>', ""),
        ('<a href="member.php?u=">Saffron</a>', ""),
        ("<span>Bramble</span>", ""),
    ],
)
def test_the_account_in_a_profile_link(markup, account):
    assert account_of(_link(markup)) == account


def test_no_link_no_account():
    assert account_of(None) == ""
