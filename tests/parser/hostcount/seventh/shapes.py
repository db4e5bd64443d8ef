"""The seventh zoo's own markup: vBulletin's and XenForo's HTML (the earlier rounds'
phpBB and Discourse builders are imported from their ``shapes``)."""

from __future__ import annotations


def br(*lines: str) -> str:
    """A vBulletin or XenForo post body as their adapters give it (the inner HTML of
    ``blockquote.postcontent`` or ``div.bbWrapper``): its lines cut by ``<br />``."""
    return "<br />\n".join(lines)


vb = xf = br


def vb_quote(who: str, body: str) -> str:
    return (
        '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
        '<div class="bbcode_quote_container"></div><div class="bbcode_postedby">'
        f'Originally Posted by <strong>{who}</strong></div><div class="message">{body}</div>'
        "</div></div></div>"
    )


def vb_code(*lines: str) -> str:
    body = "\n".join(lines)
    return (
        '<div class="bbcode_container"><div class="bbcode_description">Code:</div>'
        f'<pre class="bbcode_code" style="height:96px;">{body}</pre></div>'
    )


def xf_quote(who: str, body: str) -> str:
    return (
        f'<blockquote data-attributes="member: 12" data-quote="{who}" data-source="post: 345" '
        'class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote js-expandWatch">'
        f'<div class="bbCodeBlock-title"><a href="/goto/post?id=345">{who} said:</a></div>'
        '<div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent js-expandContent ">'
        f"{body}</div></div></blockquote>"
    )


def xf_code(*lines: str) -> str:
    body = "\n".join(lines)
    return (
        '<div class="bbCodeBlock bbCodeBlock--code"><div class="bbCodeBlock-title">Code:</div>'
        '<div class="bbCodeBlock-content" dir="ltr"><pre class="bbCodeCode" dir="ltr" '
        f'data-xf-init="code-block" data-lang=""><code>{body}</code></pre></div></div>'
    )


def xf_spoiler(title: str, body: str) -> str:
    return (
        '<div class="bbCodeSpoiler"><button type="button" class="bbCodeSpoiler-button button">'
        f'<span class="button-text"><span>Spoiler: <span class="bbCodeSpoiler-button-title">{title}'
        '</span></span></span></button><div class="bbCodeSpoiler-content">'
        f'<div class="bbCodeBlock bbCodeBlock--spoiler"><div class="bbCodeBlock-content">{body}'
        "</div></div></div></div>"
    )


def xf_table(*rows: tuple[str, ...], head: tuple[str, ...] = ()) -> str:
    out = "<div class=\"bbTable\"><table style='width: 100%'>"
    if head:
        out += "<tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>"
    for row in rows:
        out += "<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>"
    return out + "</table></div>"


def xf_link(name: str, post: int) -> str:
    """A voter written as a link to their vote post, as XenForo renders it."""
    return f'<a href="https://forum.example.org/threads/mafia.77/post-{post}" class="link link--internal">{name}</a>'


def d_link(name: str, post: int) -> str:
    """A voter as a link to their vote post in a Discourse topic."""
    return f'<a href="https://talk.example.org/t/mafia-game/91/{post}">{name}</a>'


XL = '<span style="font-size: 22px">{}</span>'  # XenForo's [size=6]
VB_BIG = '<font size="5">{}</font>'
VB_RED = '<font color="Red">{}</font>'
HR = "<hr />"
