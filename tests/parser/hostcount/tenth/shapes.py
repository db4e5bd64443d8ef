"""The tenth zoo's own markup and roster: phpBB's lists, coloured names, profile links
and indents; a game whose players are named by digits (the earlier rounds' builders are
imported from their ``shapes``)."""

from __future__ import annotations

from votecount.parser.names.players import Player, Roster

COLOR = '<span style="color: {0}">{1}</span>'
NB = "&nbsp;"


def red(text: str) -> str:
    return COLOR.format("#FF0000", text)


def ms_list(*items: str, numbered: bool = False) -> str:
    """MafiaScum's ``[list]`` (or ``[list=1]``) with ``[*]`` items as phpBB renders it."""
    if numbered:
        return (
            '<ol style="list-style-type:decimal">'
            + "".join(f"<li>{i}</li>" for i in items)
            + "</ol>"
        )
    return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def ms_profile(name: str, uid: int = 3141) -> str:
    return (
        f'<a href="https://forum.mafiascum.net/memberlist.php?mode=viewprofile&amp;u={uid}"'
        f' class="postlink">{name}</a>'
    )


def indent(text: str, width: int = 4) -> str:
    """A line indented by hand: phpBB keeps the spaces as non-breaking ones."""
    return NB * width + text


# players named by digits beside players named by words
DIGITS = Roster(
    [Player("1337"), Player("42"), Player("Juno"), Player("Ivo"), Player("Lark"),
     Player("Ember")],
    hosts=["Warden"],
)  # fmt: skip
