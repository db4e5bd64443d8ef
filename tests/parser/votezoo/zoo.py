"""A zoo of how players write votes and unvotes in forum Mafia threads (the player side
of the host-count zoo in tests/parser/hostcount/zoo.py): the roster and the builders of
the posts, in the shapes phpBB (MafiaScum's inline-div BBCode, its vote tags, quotes and
spoilers; phpBB 3.3's quotes and signatures), TeamLiquid and Discourse (its oneboxes,
spoilers, emoji images), XenForo, vBulletin and Invision serve. The cases are in
test_markup.py, test_names.py, test_shapes.py, test_third.py, test_fourth*.py,
test_fifth*.py, test_sixth*.py, test_seventh*.py, test_eighth*.py, test_ninth*.py and
test_tenth*.py and the later rounds; each says the reading a host would give. Every post, line and name here
was written for this test."""

from __future__ import annotations

from dataclasses import replace

import pytest

from votecount.parser import ParseOptions, parse_post
from votecount.parser.model import NO_ELIMINATION, Kind, Post
from votecount.parser.names.players import Player, Roster

from ..helpers import make_post

ROSTER = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Kestrel Moon"),
     Player("Lark"), Player("Ember"), Player("Quill-Tide"), Player("Wren77"),
     Player("Mr. Pebble"), Player("Sable_Fox"), Player("j.doe"), Player("Tansy")],
    hosts=["Warden"],
)  # fmt: skip
# names of other shapes: an apostrophe, "and", a slash, a leading "The", decorations
ODD_ROSTER = Roster(
    [Player("O'Hare"), Player("Salt and Pepper"), Player("AC/DC"), Player("The Fool"),
     Player("xX_Raven_Xx"), Player("Dr Who"), Player("Nine Lives 9"), Player("Juno")],
    hosts=["Warden"],
)  # fmt: skip
AUTHOR = "Juno"
NL = NO_ELIMINATION

# MafiaScum (phpBB 3 with its own BBCode): inline divs for bold, colour, size ...
B = '<div style="display:inline;font-weight:bold">{}</div>'
I = '<div style="display:inline;font-style:italic">{}</div>'  # noqa: E741
U = '<div style="display:inline;text-decoration:underline">{}</div>'
S = '<div style="display:inline-flex;text-decoration:line-through">{}</div>'
RED = '<div style="display:inline;color:#FF0000">{}</div>'
BLUE = '<div style="display:inline;color:#0000ff">{}</div>'
BIG = '<div style="font-size: 150%; line-height: normal; display: inline">{}</div>'
SMILE = '<img class="smilies" src="./images/smilies/grin.png" alt=":)" title="Grin">'  # phpBB's smiley markup, our own file name
PROFILE = '<a href="https://forum.example.net/memberlist.php?mode=viewprofile&amp;u=77" class="postlink">{}</a>'


def vote_tag(name: str) -> str:
    return f'<span class="bbvote" title="This is an official vote.">VOTE: {name}</span>'


UNVOTE_TAG = '<span class="bbvote" title="This is an official unvote.">UNVOTE: </span>'


def quote(who: str, inner: str) -> str:
    return f"<blockquote><div><cite>{who} wrote:</cite>{inner}</div></blockquote>"


def spoiler(inner: str) -> str:
    return (
        '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>Spoiler:</b> '
        '<input type="button" value="Show" class="button2"></div><div class="quotecontent">'
        f'<div style="display: none;">{inner}</div></div></div>'
    )


SIGNATURE = '<div class="signature">{}</div>'


# Discourse: paragraphs, <strong>, mentions, asides for quotes
def p(*lines: str) -> str:
    return "".join(f"<p>{line}</p>" for line in lines)


def mention(name: str) -> str:
    return f'<a class="mention" href="/u/{name.lower()}">@{name}</a>'


def d_quote(who: str, inner: str) -> str:
    return (
        f'<aside class="quote no-group" data-username="{who.lower()}"><div class="title">'
        f"{who}:</div><blockquote><p>{inner}</p></blockquote></aside>"
    )


# TeamLiquid: <b>/<strong>, <br> lines, div.quote
def tl_quote(who: str, inner: str) -> str:
    return f'<div class="quote"><hr><b>On May 1 {who} wrote:</b><br>{inner}<hr></div>'


def post(*lines: str) -> str:
    return "<br>".join(lines)


Reading = tuple[str, str | None]


def read(
    html: str, author: str = AUTHOR, roster: Roster = ROSTER, **switches: object
) -> list[Reading]:
    """(kind, player) per command; an unvote's written name is left out (a host reads
    "Unvote: X" as an unvote, whatever X)."""
    return _readings(make_post(html, author), roster, switches)


def read_as(html: str, display: str, author: str = AUTHOR) -> list[Reading]:
    """``read`` with the writer's display name beside the login (Discourse shows both)."""
    return _readings(replace(make_post(html, author), author_name=display), ROSTER, {})


def _readings(post: Post, roster: Roster, switches: dict[str, object]) -> list[Reading]:
    parsed = parse_post(post, roster, ParseOptions.from_switches(switches))
    return [
        (c.kind.value, None if c.kind is Kind.UNVOTE else c.target_player) for c in parsed.commands
    ]


def vote(name: str) -> Reading:
    return ("vote", name)


UNVOTE: Reading = ("unvote", None)


# the readings a case expects most often
BRAMBLE = [vote("Bramble")]
IVO = [vote("Ivo")]
KESTREL = [vote("Kestrel Moon")]


def params(cases: list[tuple[str, str, list[Reading]]]) -> list:
    """The cases (id, post, expected readings) as pytest parameters named by their id."""
    return [pytest.param(h, e, id=i) for i, h, e in cases]


# --- the fourth round (test_fourth*.py): Discourse and phpBB 3.3 markup ----------------
# Discourse: its emoji images, oneboxes, spoilers, quotes with the post's data, polls
EMOJI = (
    '<img src="/images/emoji/twitter/knife.png?v=12" title=":knife:" class="emoji" '
    'alt=":knife:" loading="lazy" width="20" height="20">'
)
UNKNOWN_MENTION = '<span class="mention">@{}</span>'
D_SPOILER = '<div class="spoiler"><p>{}</p></div>'
D_INLINE_SPOILER = '<span class="spoiler">{}</span>'
ONEBOX = (
    '<aside class="onebox discoursetopic" data-onebox-src="https://forum.example.org/t/old-game/41">'
    '<header class="source"><a href="https://forum.example.org/t/old-game/41">forum.example.org</a>'
    '</header><article class="onebox-body"><h3><a href="https://forum.example.org/t/old-game/41">'
    "Old game</a></h3><p>{}</p></article></aside>"
)
ONEBOX_GENERIC = (
    '<aside class="onebox allowlistedgeneric"><article class="onebox-body"><h3>'
    '<a href="https://blog.example.org/how-to">How to play</a></h3><p>{}</p></article></aside>'
)


def d_post_quote(who: str, inner: str) -> str:
    """Discourse's quote of a post of the same topic (its avatar and data attributes)."""
    return (
        f'<aside class="quote group-players" data-username="{who.lower()}" data-post="12" '
        f'data-topic="345"><div class="title"><div class="quote-controls"></div><img alt="" '
        f'width="24" height="24" src="/user_avatar/{who.lower()}.png" class="avatar"> {who}:'
        f"</div><blockquote>{inner}</blockquote></aside>"
    )


def details(summary: str, inner: str) -> str:
    return f"<details><summary>{summary}</summary>{inner}</details>"


# phpBB 3.3 (prosilver): its quote's cite with the author's profile and the post's link,
# colour spans, signatures with an id; vBulletin 4's signature box
def bb33_quote(who: str, inner: str) -> str:
    return (
        f'<blockquote><div><cite><a href="./memberlist.php?mode=viewprofile&amp;u=77">{who}'
        '</a> wrote: <a href="./viewtopic.php?p=123#p123" data-post-id="123">\u2191</a>'
        f'<div class="responsive-hide">Mon May 01, 2026 9:12 pm</div></cite>{inner}</div></blockquote>'
    )


RED_33 = '<span style="color:#FF0000">{}</span>'
STRUCK_33 = '<span style="text-decoration:line-through">{}</span>'
SIG_ID = '<div id="sig4412" class="signature">{}</div>'
VB_SIG = '<div class="signaturecontainer">{}</div>'
REL_PROFILE = '<a href="./memberlist.php?mode=viewprofile&amp;u=77">{}</a>'
RED_USER = (
    '<a href="./memberlist.php?mode=viewprofile&amp;u=77" style="color: #FF0000;" '
    'class="username-coloured">{}</a>'
)
PHPBB_MENTION = '<a href="./memberlist.php?mode=viewprofile&amp;u=77" class="mention">@{}</a>'
TITLED_SPOILER = (
    '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>Spoiler: reads</b> '
    '<input type="button" value="Show" class="button2"></div><div class="quotecontent">'
    '<div style="display: none;">{}</div></div></div>'
)
HIDDEN = '<span title="This text is hidden to prevent spoilers; to reveal, highlight it.">{}</span>'
LARK = [vote("Lark")]
CHAT = (
    '<div class="chat-transcript" data-message-id="7" data-username="{0}" data-datetime='
    '"2026-05-01T10:00:00Z"><div class="chat-transcript-user"><div class="chat-transcript-'
    'username">{0}</div></div><div class="chat-transcript-messages"><p>{1}</p></div></div>'
)
LIGHTBOX = (
    '<div class="lightbox-wrapper"><a class="lightbox" href="/uploads/shot.png" title="{0}">'
    '<img src="/uploads/shot.png" alt="{0}" width="690" height="388"><div class="meta">'
    '<span class="filename">{0}</span><span class="informations">800×450 12 KB</span></div>'
    "</a></div>"
)
ATTACHMENT = (
    '<dl class="attachbox"><dt>Attachments</dt><dd><dl class="file"><dt class="attach-image">'
    '<img class="postimage" src="./download/file.php?id=9" alt="{0}"></dt><dd>{0} (12.1 KiB) '
    "Viewed 3 times</dd></dl></dd></dl>"
)
XF_UNFURL = '<div class="bbCodeBlock bbCodeBlock--unfurl">{}</div>'

# --- the fifth round (test_fifth*.py) ----------------------------------------------------
BQ = "<blockquote>{}</blockquote>"  # Discourse's typed "> " quote: no aside round it
BQP = "<blockquote><p>{}</p></blockquote>"
UNCITED = '<blockquote class="uncited"><div>{}</div></blockquote>'  # phpBB's [quote] with no name
GREEN = '<div style="display:inline;color:#008000">{}</div>'
SIZE = '<div style="font-size: 85%; line-height: normal; display: inline">{}</div>'
LINK = (
    '<a href="https://forum.example.net/memberlist.php?mode=viewprofile&amp;u=9" '
    'class="postlink">{}</a>'
)
POLL = (
    '<div class="poll" data-poll-name="poll" data-poll-status="open" data-poll-type="regular">'
    '<div class="poll-container"><p>Who should we vote today?</p><ul>'
    '<li data-poll-option-id="a1">Ivo</li><li data-poll-option-id="b2">Lark</li></ul></div>'
    '<div class="poll-info"><p><span class="info-number">0</span><span class="info-label">'
    'voters</span></p></div><div class="poll-buttons"><button class="toggle-results" '
    'title="Display the poll results">Show results</button></div></div>'
)

# --- the sixth round (test_sixth*.py): XenForo 2 and vBulletin 4 markup --------------------
XF_SMILIE = (
    '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" '
    'class="smilie smilie--sprite smilie--sprite1" alt=":)" title="Smile    :)" loading="lazy" '
    'data-shortname=":)">'
)
XF_SPOILER = (
    '<div class="bbCodeSpoiler"><button type="button" class="button--longText bbCodeSpoiler-button '
    'button" data-xf-click="toggle" data-xf-init="tooltip" title="Click to reveal or hide spoiler">'
    '<span class="button-text"><span>Spoiler</span></span></button><div class="bbCodeSpoiler-content">'
    '<div class="bbCodeBlock bbCodeBlock--spoiler"><div class="bbCodeBlock-content">{}</div></div>'
    "</div></div>"
)
XF_INLINE_SPOILER = (
    '<span class="bbCodeInlineSpoiler" data-xf-click="toggle-class" '
    'data-xf-init="tooltip" title="Click to reveal or hide spoiler">{}</span>'
)
XF_RED = '<span style="color: rgb(184, 49, 47)">{}</span>'
VB_RED = '<font color="Red">{}</font>'
VB_SMILIE = (
    '<img src="images/smilies/biggrin.png" border="0" alt="" title="Big Grin" class="inlineimg">'
)


def xf_quote(who: str, inner: str) -> str:
    """XenForo 2's quote of a post: its title bar with the source jump, the expandable body."""
    return (
        '<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch" '
        f'data-attributes="member: 12" data-quote="{who}" data-source="post: 4321">'
        '<div class="bbCodeBlock-title"><a href="/goto/post?id=4321" class="bbCodeBlock-sourceJump" '
        f'rel="nofollow" data-xf-click="attribution" data-content-selector="#post-4321">{who} said:'
        '</a></div><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent '
        f'js-expandContent ">{inner}</div><div class="bbCodeBlock-expandLink js-expandLink">'
        '<a role="button" tabindex="0">Click to expand...</a></div></div></blockquote>'
    )


def xf_mention(name: str) -> str:
    return (
        f'<a href="/members/{name.lower()}.12/" class="username" data-xf-init="member-tooltip" '
        f'data-user-id="12" data-username="@{name}">@{name}</a>'
    )


def vb_quote(who: str, inner: str) -> str:
    """vBulletin 4's quote with its "Originally Posted by" line."""
    return (
        '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
        '<div class="bbcode_quote_container"></div><div class="bbcode_postedby"><img title="Quote" '
        f'src="images/misc/quote_icon.png" alt="Quote"> Originally Posted by <strong>{who}</strong> '
        '<a href="showthread.php?p=4321#post4321" rel="nofollow"><img class="inlineimg" '
        'src="images/buttons/viewpost-right.png" alt="View Post"></a></div><div class="message">'
        f"{inner}</div></div></div></div>"
    )


def vb_spoiler(inner: str) -> str:
    return (
        '<div style="margin:20px; margin-top:5px"><div class="smallfont" style="margin-bottom:2px">'
        '<b>Spoiler</b>: <input type="button" value="Show" style="width:45px;font-size:10px;'
        'margin:0px;padding:0px;"></div><div class="alt2" style="margin: 0px; padding: 6px; '
        'border: 1px inset;"><div style="display: none;">'
        f"{inner}</div></div></div>"
    )


def vb3_quote(who: str, inner: str) -> str:
    """vBulletin 3's quote: a "Quote:" caption over a one-cell table (``td.alt2``)."""
    cite = (
        f'<div>Originally Posted by <strong>{who}</strong> <a href="showthread.php?p=4321#post4321" '
        'rel="nofollow"><img class="inlineimg" src="images/buttons/viewpost.gif" alt="View Post">'
        '</a></div><div style="font-style:italic">'
        if who
        else "<div>"
    )
    return (
        '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">'
        'Quote:</div><table cellpadding="6" cellspacing="0" border="0" width="100%"><tr>'
        f'<td class="alt2" style="border:1px inset">{cite}{inner}</div></td></tr></table></div>'
    )


# XenForo 1: its spoiler (a toggled container) and its quote (an aside with the attribution);
# Invision Community's spoiler and quote; a phpBB extension's spoiler (no inline style)
def xf1_spoiler(inner: str) -> str:
    return (
        '<div class="ToggleTriggerAnchor bbCodeSpoilerContainer"><button type="button" '
        'class="button bbCodeSpoilerButton ToggleTrigger Tooltip JsOnly" title="Click to reveal '
        'or hide spoiler" data-target="> .SpoilerTarget"><span class="SpoilerTitle">Spoiler</span>'
        f'</button><div class="SpoilerTarget bbCodeSpoilerText">{inner}</div></div>'
    )


def xf1_quote(who: str, inner: str) -> str:
    return (
        f'<div class="bbCodeBlock bbCodeQuote" data-author="{who}"><aside><div class="attribution '
        f'type">{who} said: <a href="goto/post?id=4321#post-4321" class="AttributionLink">\u2191</a>'
        f'</div><blockquote class="quoteContainer"><div class="quote">{inner}</div><div '
        'class="quoteExpand">Click to expand...</div></blockquote></aside></div>'
    )


def ips_spoiler(inner: str) -> str:
    return (
        '<div class="ipsSpoiler" data-ipsspoiler=""><div class="ipsSpoiler_header"><span>Spoiler'
        f'</span></div><div class="ipsSpoiler_contents ipsClearfix" data-gramm="false">{inner}'
        "</div></div>"
    )


def ips_quote(who: str, inner: str) -> str:
    return (
        f'<blockquote class="ipsQuote" data-ipsquote="" data-ipsquote-username="{who}" '
        f'data-cite="{who}"><div class="ipsQuote_citation">{who} said:</div><div '
        f'class="ipsQuote_contents ipsClearfix">{inner}</div></blockquote>'
    )


def ext_spoiler(inner: str) -> str:
    return (
        '<div class="spoilwrapper"><div class="spoiltitle"><span class="spoilbtn">Show</span>'
        f'</div><div class="spoilcontent">{inner}</div></div>'
    )


# the bold of each engine, as the rounds' posts write it
XB = "<b>{}</b>"  # XenForo's and vBulletin's bold
ST = "<strong>{}</strong>"  # Discourse's and Invision's bold
ST33 = '<strong class="text-strong">{}</strong>'  # phpBB 3.3's bold


# a Discourse table of who votes whom (cooked markdown)
D_TABLE = (
    '<div class="md-table"><table><thead><tr><th>Voter</th><th>Vote</th></tr></thead>'
    "<tbody>{}</tbody></table></div>"
)


def row(*cells: str) -> str:
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


MS_TABLE = '<table class="bbcode-table"><tbody>{}</tbody></table>'
XF_TABLE = '<div class="bbTable"><table style="width: 100%"><tbody>{}</tbody></table></div>'


def side(name: str, *cells: str) -> str:
    """A row whose name stands in a ``<th>`` cell down the table's side."""
    return f"<tr><th>{name}</th>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


XF_SIG = '<aside class="message-signature"><div class="bbWrapper">{}</div></aside>'
CODEBOX_33 = (
    '<div class="codebox"><p>Code: <a href="#" onclick="selectCode(this);return false;">'
    "Select all</a></p><pre><code>{}</code></pre></div>"
)
VB_CODE = (
    '<div class="bbcode_container"><div class="bbcode_description">Code:</div><pre '
    'class="bbcode_code" style="height:36px;">{}</pre></div>'
)
