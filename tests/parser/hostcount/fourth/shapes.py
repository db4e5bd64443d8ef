"""The fourth zoo's own markup and rosters (phpBB's HTML as MafiaScum serves it)."""

from __future__ import annotations

from votecount.parser.names.players import Player, Roster

I = '<span style="font-style: italic">{}</span>'  # noqa: E741
GREEN = '<span style="color: #008000">{}</span>'
SMALL = '<span style="font-size: 85%; line-height: normal">{}</span>'
SMILE = '<img class="smilies" src="./images/smilies/wink.png" alt=";)" title="Wink">'
POSTLINK = '<a href="https://forum.example.net/viewtopic.php?p={0}#p{0}" class="postlink">{1}</a>'
PROFILE = '<a href="./memberlist.php?mode=viewprofile&amp;u={0}" class="postlink-local">{1}</a>'


def code(*lines: str) -> str:
    """A [code] box: spaces kept as phpBB keeps them (``&nbsp;`` for runs)."""
    body = "<br>".join(line.replace("  ", "&nbsp; ") for line in lines)
    return (
        '<div class="codebox"><p>Code: <a href="#">Select all</a></p>'
        f"<pre><code>{body}</code></pre></div>"
    )


# a game where Mr. Pebble replaced Sable Fox (the old name is an alias of the slot)
REPLACED = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("Lark"), Player("Ember"),
     Player("Wren77"), Player("Mr. Pebble", aliases=("Sable Fox",))],
    hosts=["Warden"],
)  # fmt: skip

BJI = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)}
