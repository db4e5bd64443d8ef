"""The sixteenth zoo's builders: a line in each engine's colour, a voter as a link to their
vote post in each engine, a numbered list in each engine's HTML (its items wagon lines, or
wagon headings over a sub-list of voters), and a roster whose player "-Grey-" is written
with dashes."""

from __future__ import annotations

from collections.abc import Callable

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import br, d_link, xf_link
from tests.parser.hostcount.thirteenth.shapes import Case
from tests.parser.hostcount.zoo import post
from votecount.parser.names.players import Player, Roster

ENGINES = ("phpbb", "discourse", "vbulletin", "xenforo")

# each engine's coloured text: MafiaScum's [color], Discourse's bbcode-color plugin,
# vBulletin's <font>, XenForo's rgb spans
RED = {
    "phpbb": '<span style="color: #FF0000">{}</span>',
    "discourse": '<font color="red">{}</font>',
    "vbulletin": '<font color="Red">{}</font>',
    "xenforo": '<span style="color: rgb(184, 49, 47)">{}</span>',
}
BLUE = {
    "phpbb": '<span style="color: #0000FF">{}</span>',
    "discourse": '<font color="blue">{}</font>',
    "vbulletin": '<font color="Blue">{}</font>',
    "xenforo": '<span style="color: rgb(65, 168, 95)">{}</span>',
}


def _phpbb_link(name: str, number: int) -> str:
    return f'<a href="./viewtopic.php?p={number}#p{number}" class="postlink-local">{name}</a>'


def _vb_link(name: str, number: int) -> str:
    return f'<a href="showthread.php?p={number}#post{number}">{name}</a>'


LINK: dict[str, Callable[[str, int], str]] = {
    "phpbb": _phpbb_link,
    "discourse": d_link,
    "vbulletin": _vb_link,
    "xenforo": xf_link,
}

# each engine's numbered list: its opening tag, its item's opening tag
OL = {
    "phpbb": ('<ol style="list-style-type:decimal">', "<li>"),
    "discourse": ("<ol>", "<li>"),
    "vbulletin": ('<ol class="decimal">', '<li style="">'),
    "xenforo": ("<ol>", '<li data-xf-list-type="ol">'),
}

GREY = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Wren77", "-Grey-")],
    hosts=["Warden"],
)


def _headed(engine: str, head: str, body: str) -> str:
    """``body`` (HTML) under the count's heading ``head`` in ``engine``'s post."""
    if engine == "phpbb":
        return post(MSB.format(head), body)
    if engine == "discourse":
        return cooked(f"<strong>{head}</strong>") + body
    return br(f"<b>{head}</b>", body)


def marked(
    name: str,
    head: str,
    body: Callable[[str], tuple[str, ...]],
    want: dict[str, tuple[str, ...]],
) -> list[Case]:
    """The count ``head`` over the lines ``body(engine)`` writes with that engine's
    markup (colours, links), in each engine."""
    out: list[Case] = []
    for engine in ENGINES:
        rows = body(engine)
        if engine == "phpbb":
            html = post(MSB.format(head), *rows)
        elif engine == "discourse":
            html = cooked(lines(f"<strong>{head}</strong>", *rows))
        elif engine == "vbulletin":
            html = br(f"<b>{head}</b>", *rows)
        else:
            html = br(f"<b>{head}</b>", *rows).replace("<br />\n", "<br />")
        out.append((f"{name}-{engine}", html, want))
    return out


def numbered(
    name: str, head: str, items: tuple[str, ...], want: dict[str, tuple[str, ...]]
) -> list[Case]:
    """The count's heading over a numbered list of ``items`` (HTML each) in each engine."""
    out: list[Case] = []
    for engine in ENGINES:
        opens, item = OL[engine]
        body = opens + "".join(f"{item}{i}</li>" for i in items) + "</ol>"
        out.append((f"{name}-{engine}", _headed(engine, head, body), want))
    return out
