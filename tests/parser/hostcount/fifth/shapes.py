"""The fifth zoo's own markup and rosters: MafiaScum's phpBB HTML and Discourse's cooked
HTML."""

from __future__ import annotations

from votecount.parser.names.players import Player, Roster

MSB = '<div style="display:inline;font-weight:bold">{}</div>'  # MafiaScum's [b]
VOTE_TAG = '<span class="bbvote" title="This is an official vote.">{}</span>'
DEL = "<del>{}</del>"
EMOJI = '<img src="/images/emoji/twitter/{0}.png?v=12" title=":{0}:" class="emoji" alt=":{0}:">'


def mention(name: str) -> str:
    return f'<a class="mention" href="/u/{name.lower()}">@{name}</a>'


def cooked(*paragraphs: str) -> str:
    """Discourse's cooked HTML: one ``<p>`` a paragraph, its lines cut by ``<br>``."""
    return "".join(f"<p>{p}</p>" for p in paragraphs)


def lines(*items: str) -> str:
    return "<br>\n".join(items)


def details(summary: str, body: str) -> str:
    return f"<details>\n<summary>{summary}</summary>\n{body}\n</details>"


def aside(who: str, body: str) -> str:
    """A Discourse quote of another post, with its title bar."""
    return (
        f'<aside class="quote no-group" data-username="{who}" data-post="4" data-topic="77">'
        f'<div class="title"><div class="quote-controls"></div>{who}:</div>'
        f"<blockquote>{body}</blockquote></aside>"
    )


def md_table(head: tuple[str, ...], *rows: tuple[str, ...]) -> str:
    out = '<div class="md-table"><table><thead><tr>'
    out += "".join(f"<th>{c}</th>" for c in head) + "</tr></thead><tbody>"
    for row in rows:
        out += "<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>"
    return out + "</tbody></table></div>"


TWENTY = Roster(
    [Player(n) for n in (
        "Alder", "Basil", "Cedar", "Dune", "Elm", "Fennel", "Gorse", "Heath", "Iris",
        "Juniper", "Kelp", "Lichen", "Moss", "Nettle", "Oak", "Pine", "Quince", "Reed",
        "Sorrel", "Thyme",
    )],
    hosts=["Warden"],
)  # fmt: skip
