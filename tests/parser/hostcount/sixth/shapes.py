"""The sixth zoo's own markup and roster (MafiaScum's phpBB HTML, Discourse's cooked
HTML); the markup of the earlier rounds is imported from their ``shapes``."""

from __future__ import annotations

from votecount.parser.names.players import Player, Roster

STRIKE = "<strike>{}</strike>"
SS = "<s>{}</s>"
# MafiaScum's [s]: a span struck through
MSS = '<span style="text-decoration:line-through">{}</span>'


def plink(number: int) -> str:
    """A MafiaScum post link written "(#123)" after a voter, as vote-count scripts do."""
    return f'(<a href="./viewtopic.php?p={number}#p{number}" class="postlink-local">#{number}</a>)'


def profile(name: str, uid: int) -> str:
    return f'<a href="./memberlist.php?mode=viewprofile&amp;u={uid}" style="color: #AA0000;">{name}</a>'


def bot_aside(who: str, body: str, post: int = 12) -> str:
    """A Discourse quote of a (bot's) post, expanded, with its avatar and title bar."""
    return (
        f'<aside class="quote" data-username="{who}" data-post="{post}" data-topic="91">'
        '<div class="title"><div class="quote-controls"></div>'
        f'<img alt="" width="24" height="24" src="/user_avatar/{who}.png" class="avatar"> '
        f"{who}:</div><blockquote>{body}</blockquote></aside>"
    )


# a game where Marlow replaced Ivo (the old name is an alias of the slot), with a dead
# player Odo (still on the roster: a ghost voter)
SWAPPED = Roster(
    [Player("Bramble"), Player("Juno"), Player("Marlow", aliases=("Ivo",)), Player("Lark"),
     Player("Ember"), Player("Wren77"), Player("Odo"), Player("Tamsin")],
    hosts=["Warden"],
)  # fmt: skip

BML = {"Bramble": ("Juno", "Marlow"), "Lark": ("Ember",)}
