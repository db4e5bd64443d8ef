"""The eighth zoo's own markup and roster: Discourse's headings and mentions, nested
lists (the earlier rounds' builders are imported from their ``shapes``)."""

from __future__ import annotations

from votecount.parser.names.players import Player, Roster


def heading(level: int, text: str) -> str:
    """A Discourse heading as cooked, with its anchor."""
    slug = "".join(c for c in text.lower() if c.isalnum()) or "h"
    return f'<h{level}><a name="{slug}-1" class="anchor" href="#{slug}-1"></a>{text}</h{level}>'


def nested(*wagons: tuple[str, tuple[str, ...]]) -> str:
    """A list of wagons, each item's voters a list inside it."""
    out = "<ul>"
    for head, voters in wagons:
        out += f"<li>{head}<ul>" + "".join(f"<li>{v}</li>" for v in voters) + "</ul></li>"
    return out + "</ul>"


def xf_mention(name: str, uid: int = 41) -> str:
    return f'<a href="https://forum.example.org/members/{name.lower()}.{uid}/" class="username" data-xf-init="member-tooltip" data-user-id="{uid}" data-username="@{name}">@{name}</a>'


def d_post(number: int) -> str:
    """A link to a post of the Discourse topic, as a host pastes it."""
    return f'<a href="https://talk.example.org/t/mafia-game/91/{number}">#{number}</a>'


# a game where Rook replaced Wren (the old name an alias of the slot) and Odo is dead
ROOKS = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Lark"), Player("Ember"),
     Player("Rook", aliases=("Wren",)), Player("Odo"), Player("Kestrel Moon")],
    hosts=["Warden"],
)  # fmt: skip
