"""Replacement announcements in MafiaScum hosts' words (votecount/count/suggest/), on posts
this project wrote."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from votecount.count.suggest import suggest
from votecount.gamefile.load import parse_game
from votecount.parser.model import Post

GAME = parse_game(
    """
[game]
threads = ["https://forum.example/t/x/1"]
hosts = ["Host"]
[[players]]
username = "Albert B. Rampage"
[[players]]
username = "Knighty Knight"
[[players]]
username = "dan"
"""
)


def subs(html: str) -> list[tuple[str, str | None]]:
    post = Post(thread="t", post_id="9", number=9, author="Host", author_name="Host",
                created_at=datetime(2026, 3, 1, tzinfo=UTC), html=html)  # fmt: skip
    authors = [
        ("Host", "Host"),
        ("Radiant", "Radiant"),
        ("Fire Assassin", "Fire Assassin"),
        ("fox", "fox"),
    ]
    return [
        (s.player, s.other)
        for s in suggest(GAME, [post], authors=authors)
        if s.kind == "substitution"
    ]


@pytest.mark.parametrize(
    ("html", "want"),
    [
        ("<p>Radiant replaces Albert B. Rampage. Please welcome him!</p>", [("Albert B. Rampage", "Radiant")]),
        ("<p>Say hi to Fire Assassin, who is replacing in for Knighty Knight!</p>", [("Knighty Knight", "Fire Assassin")]),
        ("<p>fox replaces in for dan!</p>", [("dan", "fox")]),
        # the newcomer first: fox now plays dan's slot
        ("<p>fox is now dan via replacement.</p>", [("dan", "fox")]),
        ("<p>Knighty Knight is now played by @Radiant.</p>", [("Knighty Knight", "Radiant")]),
        # two sentences: the prodded player is no newcomer (a replacement is being sought)
        ("<p>Prodding fox. Replacing dan.</p>", []),
        # the leaving player misspelt by the host: the one player it is a typo of
        ("<p>Radiant replaces Kinghty Knight.</p>", [("Knighty Knight", "Radiant")]),
        ("<p>fox replaces Albert B. Rampgae!</p>", [("Albert B. Rampage", "fox")]),
        # only a run of as many words: "by Knighty Knight" is no newcomer's name, "Knight"
        # no "Knighty Knight"
        ("<p>Knighty Knight is replaced by Radiant.</p>", [("Knighty Knight", "Radiant")]),
        ("<p>Radiant replaces Knight.</p>", []),
        ("<p>fox is replaced by Albert B. Rampage.</p>", []),  # fox is no player
    ],
)  # fmt: skip
def test_replacements(html, want):
    assert subs(html) == want


def test_a_role_in_brackets_between_the_name_and_the_verb():
    post = Post(thread="t", post_id="9", number=9, author="Host", author_name="Host",
                created_at=datetime(2026, 3, 1, tzinfo=UTC),
                html="<p>Knighty Knight (Town Cop) was lynched.<br>dan [Mafia Goon] was found dead.</p>")  # fmt: skip
    found = [(s.kind, s.player) for s in suggest(GAME, [post])]
    assert found == [("execution", "Knighty Knight"), ("death", "dan")]


@pytest.mark.parametrize(
    ("html", "want"),
    [
        ("<p>Knighty Knight, Vanilla Townie, was lynched.</p>", [("execution", "Knighty Knight")]),
        ("<p>dan, a Mafia Goon has been killed N1.</p>", [("death", "dan")]),
        ("<p>dan, the Town Cop, was found dead.</p>", [("death", "dan")]),
        # several players joined by commas are still each named
        ("<p>dan, Knighty Knight were killed.</p>", [("death", "dan"), ("death", "Knighty Knight")]),
    ],
)  # fmt: skip
def test_a_flip_as_an_apposition_between_the_name_and_the_verb(html, want):
    post = Post(thread="t", post_id="9", number=9, author="Host", author_name="Host",
                created_at=datetime(2026, 3, 1, tzinfo=UTC), html=html)  # fmt: skip
    assert [(s.kind, s.player) for s in suggest(GAME, [post])] == want
