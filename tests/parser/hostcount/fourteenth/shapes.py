"""The fourteenth zoo's builders: struck text and code boxes in each engine's HTML
(MafiaScum's phpBB, Discourse's cooked, vBulletin's and XenForo's), mentions, footnote
marks, and rosters with a player named Dead, a replacement (Marlow for Tansy) and a host
who plays."""

from __future__ import annotations

import re

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.fourth.shapes import code
from tests.parser.hostcount.ninth.shapes import d_code
from tests.parser.hostcount.seventh.shapes import br, vb_code, xf_code
from tests.parser.hostcount.thirteenth.shapes import Case
from tests.parser.hostcount.zoo import S, post
from votecount.parser.names.players import Player, Roster

BASE = ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Wren77")
# a game with a player named Dead
DEAD = Roster([Player(n) for n in ("Dead", *BASE)], hosts=["Warden"])
# a game where Marlow replaced Tansy (the old name an alias of the slot)
SUBS = Roster([*(Player(n) for n in BASE), Player("Marlow", aliases=("Tansy",))], hosts=["Warden"])
# a game whose host Warden plays a slot too
PLAYING = Roster([Player(n) for n in (*BASE, "Warden")], hosts=["Warden"])

STRUCK = {
    "phpbb": S,
    "discourse": "<s>{}</s>",
    "vbulletin": "<strike>{}</strike>",
    "xenforo": '<span style="text-decoration: line-through">{}</span>',
}

_STRUCK_MARK = re.compile(r"\{s:([^}]*)\}")


def engines(
    name: str, head: str, body: tuple[str, ...], want: dict[str, tuple[str, ...]]
) -> list[Case]:
    """Like ``thirteenth.shapes.four``, but ``{s:Tansy}`` in a line of ``body`` is Tansy
    in each engine's struck text."""
    out: list[Case] = []
    for engine in ("phpbb", "discourse", "vbulletin", "xenforo"):
        rows = [_STRUCK_MARK.sub(STRUCK[engine].format(r"\1"), line) for line in body]
        if engine == "phpbb":
            html = post(*([MSB.format(head)] if head else []), *rows)
        elif engine == "discourse":
            html = cooked(lines(*([f"<strong>{head}</strong>"] if head else []), *rows))
        elif engine == "vbulletin":
            html = br(*([f"<b>{head}</b>"] if head else []), *rows)
        else:
            html = br(*([f"<b>{head}</b>"] if head else []), *rows).replace("<br />\n", "<br />")
        out.append((f"{name}-{engine}", html, want))
    return out


def boxed(
    name: str, head: str, body: tuple[str, ...], want: dict[str, tuple[str, ...]]
) -> list[Case]:
    """The count's heading in the post and its lines in each engine's code box (monospace
    columns)."""
    return [
        (f"{name}-phpbb", post(MSB.format(head), code(*body)), want),
        (f"{name}-discourse", cooked(f"<strong>{head}</strong>") + d_code(*body), want),
        (f"{name}-vbulletin", br(f"<b>{head}</b>", vb_code(*body)), want),
        (f"{name}-xenforo", br(f"<b>{head}</b>", xf_code(*body)), want),
    ]


XF_MENTION = '<a href="/members/{1}.{2}/" class="username" data-xf-init="member-tooltip" data-user-id="{2}" data-username="@{0}">@{0}</a>'


def at(name: str, engine: str) -> str:
    """A mention of ``name`` as each engine writes it."""
    if engine == "discourse":
        return mention(name)
    if engine == "xenforo":
        return XF_MENTION.format(name, name.lower(), len(name))
    return f"@{name}"
