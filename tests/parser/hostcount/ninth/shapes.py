"""The ninth zoo's own markup: vBulletin's table, a Discourse code block, a phpBB
monospace run (the earlier rounds' builders are imported from their ``shapes``)."""

from __future__ import annotations

MONO = '<span style="font-family:monospace">{}</span>'  # MafiaScum's [font=monospace]


def vb_table(*rows: tuple[str, ...]) -> str:
    """vBulletin's [TABLE] as its CMS renders it."""
    out = '<table class="cms_table"><tbody>'
    for row in rows:
        tds = "".join(f'<td class="cms_table_td">{c}</td>' for c in row)
        out += f'<tr valign="top" class="cms_table_tr">{tds}</tr>'
    return out + "</tbody></table>"


def d_code(*lines: str) -> str:
    """A Discourse fenced code block as cooked."""
    return '<pre><code class="lang-auto">' + "\n".join(lines) + "\n</code></pre>"


def d_spoiler(body: str) -> str:
    """Discourse's [spoiler] (the spoiler-alert plugin) as cooked."""
    return f'<div class="spoiler"><p>{body}</p></div>'
