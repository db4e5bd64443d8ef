"""The third zoo's own markup and rosters (phpBB's HTML as MafiaScum serves it)."""

from __future__ import annotations

from votecount.parser.names.players import Player, Roster

U = '<span style="text-decoration: underline">{}</span>'
HIDDEN = (
    '<div style="display:inline;color:black;background:black"'
    ' title="This text is hidden to prevent spoilers (select it to read).">{}</div>'
)
LINK = '<a href="./viewtopic.php?p={0}#p{0}" class="postlink-local">{1}</a>'


def spoiler(title: str, body: str) -> str:
    return (
        '<div style="margin:20px; margin-top:5px"><div class="quotetitle">'
        f'<b>{title}</b></div><div class="quotecontent"><div>{body}</div></div></div>'
    )


def quoted(who: str, body: str) -> str:
    return f"<blockquote><div><cite>{who} wrote:</cite>{body}</div></blockquote>"


# names holding digits, dots, underscores, brackets and spaces
MARKS = Roster(
    [Player("Agent 47"), Player("dot.matrix"), Player("snake_eyes"), Player("[Ghost]"),
     Player("Vera 2.0"), Player("Old Man Willow"), Player("K.T. Fog"), Player("Pip_3")],
    hosts=["Warden"],
)  # fmt: skip

BJI = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
