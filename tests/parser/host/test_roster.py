"""parser/host/roster.py and players.py: a host's player list and the game's slots, read
from invented posts shaped like MafiaScum's (Day 1's start: test_opening.py)."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import FIRST_COUNT
from votecount.parser.host.list_words import LATER_FIRST
from votecount.parser.host.players import FoundPlayers, chosen_players, players_in_host_posts
from votecount.parser.host.roster import ListedSlot, listed_players

KNOWN = {n.casefold(): n for n in
         ["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren", "Thistle", "Host"]}  # fmt: skip

OPENING = """<p>Welcome to Mini 9001!</p>
<p><b>Player List</b><br>
1. Juno<br>
2. Ivo replaced by Kestrel<br>
3. <span style="text-decoration:line-through">Quill</span> - Bramble<br>
4. Old Maple <sup>Wren</sup><br>
5. Thistle, Vanilla Townie, killed Night 1<br>
6. Pebbleton (never posted), Town Cop<br>
</p>
<p>Juno, Vanilla Townie - lynched Day 1</p>
<p>Thanks to Ivo for reviewing the setup, and good luck to all of you in this game!</p>"""


def test_each_list_line_is_a_slot_with_its_players_in_the_order_they_played():
    slots = listed_players(OPENING, KNOWN, ["Host"])
    assert [s.names for s in slots] == [
        ("Juno",),
        ("Ivo", "Kestrel"),  # "replaced by": the one written first played first
        ("Quill", "Bramble"),  # a struck name the thread does not know, then its replacement
        ("Wren", "Old Maple"),  # MafiaScum: the one playing now, the replaced after
        ("Thistle",),
        ("Pebbleton",),  # in the list's block, though nobody of that name posted
    ]
    assert slots[0].first == "Juno" and slots[1].line == "2. Ivo replaced by Kestrel"


@pytest.mark.parametrize(
    ("html", "names"),
    [
        ("<ul><li>@Juno</li><li>@Ivo</li></ul>", [("Juno",), ("Ivo",)]),
        ("<p>* Juno<br>* Kestrel (replacing Ivo)</p>", [("Juno",), ("Ivo", "Kestrel")]),
        ("<p>Kestrel in for Ivo</p>", [("Ivo", "Kestrel")]),
        # a player-list label, then names alone (roster17; was none: led by a word)
        (
            "<p>Players: Juno, Ivo, Kestrel and Bramble</p>",
            [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",)],
        ),
        ("<p>Thanks: Juno, Ivo, Kestrel and Bramble</p>", []),  # led by no list's label
        (
            "<p>Juno, Ivo, Kestrel and Bramble</p>",
            [("Juno",), ("Ivo",), ("Kestrel",), ("Bramble",)],
        ),
        # issue 27: a line of @mentions (an event game's opening post), after a label
        # or not, commas or spaces: one slot each, a login nobody posted as as written
        ("<p>Contestants: @Juno, @Ivo, @Pebbleton</p>", [("Juno",), ("Ivo",), ("Pebbleton",)]),
        ("<p>@Juno @Ivo @Wren @Host</p>", [("Juno",), ("Ivo",), ("Wren",)]),
        ("<p>Thanks @Juno, @Ivo and @Wren for testing!</p>", []),  # prose, not a list
        (
            "<ul><li>@Juno</li><li>@Ivo</li><li>@Pebbleton</li></ul>",
            [("Juno",), ("Ivo",), ("Pebbleton",)],
        ),  # fmt: skip
        ("<p>Host will be hosting this game.</p>", []),  # hosts are never players
        ("<blockquote>1. Juno</blockquote>", []),  # quoted text is not the host's list
        # a hydra's members named in words play the slot under its name: no replacement
        ("<p>1. Juno (hydra of Ivo and Wren)<br>2. Thistle</p>", [("Juno",), ("Thistle",)]),
        # a legend under the list is no player
        ("<p>1. Juno*<br>2. Thistle<br>* denotes a prod</p>", [("Juno",), ("Thistle",)]),
        # a hydra's members joined by "+" play the slot under its name; a "+" joining
        # no second name is a prod's mark: the slot's players stand
        ("<p>1. Juno (Ivo+Wren)<br>2. Thistle</p>", [("Juno",), ("Thistle",)]),
        (
            "<p>1. Juno +<br>2. Ivo Kestrel +<br>3. Thistle + +<br>+ = prodded</p>",
            [("Juno",), ("Kestrel", "Ivo"), ("Thistle",)],
        ),
    ],
)
def test_list_shapes(html, names):
    assert [s.names for s in listed_players(html, KNOWN, ["Host"])] == names


def test_the_first_count_gives_the_players_when_no_post_lists_them():
    posts = [(0, "<p>Welcome! Roles are out, Day 1 starts now.</p>"), (30, FIRST_COUNT)]
    found = players_in_host_posts(posts, KNOWN, ["Host"])
    assert [(f.how, f.post_number) for f in found] == [("count", 30)]
    slots, where = chosen_players(found)
    assert [s.first for s in slots] == ["Juno", "Ivo", "Bramble", "Kestrel", "Old Maple", "Thistle"]
    assert where == [30]


def test_a_count_naming_nobody_is_not_the_first_count():
    empty = "<p>Vote Count 1.0<br>no votes placed<br>With 6 alive, it takes 4 to lynch.</p>"
    posts = [(0, "<p>Welcome! Day 1 starts now.</p>"), (12, empty), (30, FIRST_COUNT)]
    found = players_in_host_posts(posts, KNOWN, ["Host"])
    assert [(f.how, f.post_number) for f in found] == [("count", 30)]


def test_a_list_is_completed_by_a_first_count_that_shows_more_players():
    listed = FoundPlayers(
        tuple(ListedSlot((n,), n) for n in ["Juno", "Ivo", "Bramble", "Kestrel", "Thistle"]),
        0,
        "list",
    )
    count = FoundPlayers(
        tuple(
            ListedSlot((n,), "") for n in ["Juno", "Ivo", "Bramble", "Kestrel", "Thistle", "Wren"]
        ),
        30,
        "count",
    )
    slots, where = chosen_players([listed, count])
    assert [s.first for s in slots][-1] == "Wren" and len(slots) == 6 and where == [0, 30]
    fewer = FoundPlayers(count.slots[:4], 30, "count")
    assert len(chosen_players([listed, fewer])[0]) == 5  # the list stands


S = '<span style="text-decoration:line-through">{}</span>'


@pytest.mark.parametrize(
    ("html", "names"),
    [
        # a name the thread does not know (a renamed account) next to a struck known one
        (f"<p>1. Newbie {S.format('Ivo')}<br>2. Juno</p>", [("Ivo", "Newbie"), ("Juno",)]),
        (f"<p>1. {S.format('Ivo')} Newbie<br>2. Juno</p>", [("Ivo", "Newbie"), ("Juno",)]),
        (f"<p>1. Juno {S.format('Quill')}<br>2. Ivo</p>", [("Quill", "Juno"), ("Ivo",)]),
        # both struck, the one playing now first: the oldest last
        (f"<p>1. Juno {S.format('Ivo')} {S.format('Old Quill')}<br>2. Wren</p>",
         [("Old Quill", "Ivo", "Juno"), ("Wren",)]),
        # ... each struck on its own with no space between: two names, not one word
        (f"<p>1. Juno {S.format('Ivo')}{S.format('Kestrel')}<br>2. Wren</p>",
         [("Kestrel", "Ivo", "Juno"), ("Wren",)]),
        # a chain of replacements in words, with names nobody posted as
        ("<p>Juno (replaced Ivo Day 4 who replaced Quill Day 1)<br>Wren</p>",
         [("Quill", "Ivo", "Juno"), ("Wren",)]),
        ("<p>Newbie (replaced Ivo Night 4 who replaced Juno Day 2)<br>Wren<br>Thistle</p>",
         [("Juno", "Ivo", "Newbie"), ("Wren",), ("Thistle",)]),
        # list items that end in a line break are one block
        ("<ul><li>Juno<br>\n</li><li>Pebbleton (Vanilla Townie - died Night 0)<br>\n</li>"
         "<li>Ivo<br>\n</li></ul>", [("Juno",), ("Pebbleton",), ("Ivo",)]),
        # a possessive is not the player
        ("<p>Juno the Cop.<br>Ivo the Goon.<br>Juno's Imaginary Friend the Jester.</p>",
         [("Juno",), ("Ivo",)]),
        # an NPC is no player; a replacement note under the list is no slot of its own,
        # it goes on the slot of the one replaced (roster17)
        ("<p>1. Juno<br>2. Ivo<br>Butler, NPC Valet, poisoned Day 1<br>- Newbie replaces Ivo</p>",
         [("Juno",), ("Ivo", "Newbie")]),
        # spectators under their own heading are no players
        ("<p>1. Juno<br>2. Ivo</p><p>Spectators</p><p>Wren<br>Gazer<br>Thistle</p>",
         [("Juno",), ("Ivo",)]),
    ],
)  # fmt: skip
def test_list_lines_with_names_the_thread_does_not_know(html, names):
    assert [s.names for s in listed_players(html, KNOWN, ["Host"])] == names


def test_an_opening_post_with_its_current_count_is_read_as_the_list():
    """The opening post edited as the game went on: the living, the dead, and the
    current count (fewer players than the list): its list stands."""
    names = ["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren", "Thistle"]
    opening = "<p>" + "<br>".join(f"{i}. {n}" for i, n in enumerate(names, 1)) + "</p>"
    count = "<p>Vote Count 3.2<br>Juno (1) - Ivo<br>Not voting (2): Wren, Thistle</p>"
    found = players_in_host_posts([(0, opening + count), (30, FIRST_COUNT)], KNOWN, ["Host"])
    assert [(f.how, f.post_number) for f in found] == [("list", 0), ("count", 30)]


def _found(slots, number, how):
    return FoundPlayers(tuple(ListedSlot(tuple(n), "x" if how == "list" else "") for n in slots),
                        number, how)  # fmt: skip


FIVE = [["Juno"], ["Ivo"], ["Bramble"], ["Kestrel"], ["Thistle"]]


def test_a_struck_first_player_who_posted_first_stands_against_a_later_count():
    # "~~Ivo~~ Wren": Ivo posted at 4, Wren at 150; a count at 160 shows Wren
    listed = _found([["Juno"], ["Ivo", "Wren"], ["Bramble"], ["Kestrel"], ["Thistle"]], 0, "list")
    count = _found([["Juno"], ["Wren"], ["Bramble"], ["Kestrel"], ["Thistle"]], 160, "count")
    first = {"juno": 2, "ivo": 4, "wren": 150, "bramble": 3, "kestrel": 5, "thistle": 6}
    slots, _ = chosen_players([listed, count], first)
    assert slots[1].names == ("Ivo", "Wren")
    # a list edited later ("Wren ~~Ivo~~" read Wren first) is set right by the count
    edited = _found([["Juno"], ["Wren", "Ivo"], ["Bramble"], ["Kestrel"], ["Thistle"]], 0, "list")
    early = _found([["Juno"], ["Ivo"], ["Bramble"], ["Kestrel"], ["Thistle"]], 20, "count")
    assert chosen_players([edited, early], first)[0][1].names == ("Ivo", "Wren")


def test_a_count_player_the_list_lacks_takes_a_slot_nobody_had_posted_in_by_then():
    # the list (edited) names Wren, who first posted at 200; the count at 20 shows Moss
    listed = _found([["Juno"], ["Ivo"], ["Bramble"], ["Kestrel"], ["Wren"]], 0, "list")
    count = _found([["Juno"], ["Ivo"], ["Moss"], ["Bramble"], ["Kestrel"]], 20, "count")
    first = {"juno": 2, "ivo": 4, "bramble": 3, "kestrel": 5, "wren": 200, "moss": 8}
    slots, _ = chosen_players([listed, count], first)
    assert [s.names for s in slots] == [("Juno",), ("Ivo",), ("Bramble",), ("Kestrel",),
                                        ("Moss", "Wren")]  # fmt: skip


def test_a_player_who_never_posted_named_only_by_the_first_count_plays_a_free_slot():
    # the list (edited as the game went on) names Wren for slot 5; the first count's "Not
    # voting" line names Quillon, who never posted (no login): Quillon played slot 5 first
    listed = "<p>" + "<br>".join(f"{i}. {n}" for i, n in
                                 enumerate(["Juno", "Ivo", "Bramble", "Kestrel", "Wren"], 1)) + "</p>"  # fmt: skip
    count = ("<p>Vote Count 1.1<br>Ivo (1) - Juno<br>Not voting (4): Ivo, Bramble, Kestrel, "
             "Quillon, nobody else<br>With 5 alive, it takes 3 to lynch.</p>")  # fmt: skip
    found = players_in_host_posts([(0, listed), (1, count)], KNOWN, ["Host"])
    assert found[1].how == "count" and found[1].unposted == ("Quillon",)
    first = {"juno": 2, "ivo": 4, "bramble": 3, "kestrel": 5, "wren": 90}
    slots, _ = chosen_players(found, first)
    assert [s.names for s in slots] == [("Juno",), ("Ivo",), ("Bramble",), ("Kestrel",),
                                        ("Quillon", "Wren")]  # fmt: skip
    # no slot free (Wren posted before the count): no slot of its own, never a guess
    slots, _ = chosen_players(found, {**first, "wren": 1})
    assert [s.first for s in slots] == ["Juno", "Ivo", "Bramble", "Kestrel", "Wren"]
    # a name the list wrote ("Wrenn" for Wren) is Wren, not another player
    typo = count.replace("Quillon", "Wrenn")
    found = players_in_host_posts([(0, listed), (1, typo)], KNOWN, ["Host"])
    assert [s.first for s in chosen_players(found, first)[0]][-1] == "Wren"
    # "Not voting: None": nobody
    none = count.replace("Ivo, Bramble, Kestrel, Quillon, nobody else", "None")
    assert players_in_host_posts([(1, none)], KNOWN, ["Host"])[0].unposted == ()


@pytest.mark.parametrize(
    "not_voting",
    [
        "Not voting (4): Ivo, Bramble, Kestrel, Quillon",
        "Ivo, Bramble, Kestrel, Quillon - not voting",  # the tail, read once by the reader
        "Not voting:<br>Ivo, Bramble, Kestrel, Quillon",  # the names on the next line
    ],
)
def test_the_count_readers_unnamed_not_voting_names_are_the_unposted(not_voting):
    count = f"<p>Vote Count 1.1<br>Ivo (1) - Juno<br>{not_voting}<br>With 5 alive, it takes 3.</p>"
    found = players_in_host_posts([(1, count)], KNOWN, ["Host"])
    assert found[0].how == "count" and found[0].unposted == ("Quillon",)


def test_a_count_showing_fewer_than_half_the_list_leaves_the_list_alone():
    listed = _found(FIVE, 0, "list")
    count = _found([["Juno"], ["Moss"]], 20, "count")
    slots, where = chosen_players([listed, count], {})
    assert [s.first for s in slots] == ["Juno", "Ivo", "Bramble", "Kestrel", "Thistle"]
    assert where == [0]


def test_a_count_player_goes_to_the_slot_of_whom_the_host_announced_in_for_him():
    # both Wren and Sorrel first posted after the count; the host said "Sorrel replaces Moss"
    listed = _found([["Juno"], ["Wren"], ["Bramble"], ["Kestrel"], ["Sorrel"]], 0, "list")
    count = _found([["Juno"], ["Ivo"], ["Moss"], ["Bramble"], ["Kestrel"]], 20, "count")
    first = {"juno": 2, "ivo": 4, "moss": 8, "bramble": 3, "kestrel": 5, "wren": 90, "sorrel": 60}
    slots, _ = chosen_players([listed, count], first, {"moss": "sorrel"})
    assert [s.names for s in slots][1:] == [("Ivo", "Wren"), ("Bramble",), ("Kestrel",),
                                            ("Moss", "Sorrel")]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "names"),
    [
        # an arrow points at who plays now: "Kestrel ← Ivo" is Ivo first; a footnote
        # mark after a name is not part of it
        ("<p>1. Juno<sup>1</sup><br>2. Kestrel &#8592; Ivo<sup>2</sup></p>",
         [("Juno",), ("Ivo", "Kestrel")]),
        ("<p>1. Juno<br>2. Kestrel &lt;- Bramble &lt;- Ivo</p>",
         [("Juno",), ("Ivo", "Bramble", "Kestrel")]),
        # the replaced player never posted
        ("<p>1. Juno<br>2. Kestrel &#8592; Newbie</p>", [("Juno",), ("Newbie", "Kestrel")]),
        # a table of who plays now, then a list of the slots' chains
        ("<p>Juno<br>Kestrel</p><p>Playerlist</p><p>1. Juno<br>2. Kestrel &#8592; Ivo</p>",
         [("Juno",), ("Ivo", "Kestrel")]),
        # a note naming players of two slots tells neither's chain
        ("<p>1. Juno Ivo<br>2. Kestrel Wren</p><p>Kestrel replaces Wren and Juno replaces Ivo</p>",
         [("Ivo", "Juno"), ("Wren", "Kestrel")]),
    ],
)  # fmt: skip
def test_a_list_whose_arrows_point_at_the_player_now(html, names):
    assert [s.names for s in listed_players(html, KNOWN, ["Host"])] == names


def test_a_count_login_the_list_wrote_another_way_is_the_listed_player():
    # the list writes "[Q]" for the account "-Q-", who posts (and is counted) as "-Q-"
    listed = _found([["Juno"], ["[Q]"], ["Bramble"], ["Kestrel"], ["Thistle"]], 0, "list")
    count = _found([["Juno"], ["-Q-"], ["Bramble"], ["Kestrel"], ["Thistle"]], 20, "count")
    first = {"juno": 2, "-q-": 4, "bramble": 3, "kestrel": 5, "thistle": 6}
    slots, _ = chosen_players([listed, count], first)
    assert [s.names for s in slots] == [("Juno",), ("-Q-",), ("Bramble",), ("Kestrel",),
                                        ("Thistle",)]  # fmt: skip


@pytest.mark.parametrize(
    ("html", "names"),
    [
        # MafiaScum's "Kestrel <sup>Newbie</sup>", the replaced one linking to the post
        # that replaced him: Newbie (who never posted) played first
        ('<p>1. Juno<br>2. Kestrel <sup><a href="https://f/viewtopic.php?p=7#p7" '
         'class="postlink">Newbie</a></sup><br>3. Wren<sup>1</sup></p>',
         [("Juno",), ("Newbie", "Kestrel"), ("Wren",)]),
        # "repl." for "replacing", a word of when after the name
        ("<p>1. Juno<br>2. Kestrel*** (repl. Newbie pregame)<br>3. Wren</p>",
         [("Juno",), ("Newbie", "Kestrel"), ("Wren",)]),
        # a dead player's mark before a bare "<"
        ("<p>[01] Juno<br>[02] Kestrel &#8224; &lt; Newbie<br>[03] Wren</p>",
         [("Juno",), ("Newbie", "Kestrel"), ("Wren",)]),
        # "rep." for "replacing"; a struck name followed by the player's fate
        ("<ol><li>Juno</li><li>Kestrel <small>rep. Newbi&#228;</small>, Mafia Goon, "
         "lynched Day 4.</li><li>Wren</li></ol>",
         [("Juno",), ("Newbiä", "Kestrel"), ("Wren",)]),
        ("<ul><li>Juno</li><li><b>Kestrel <s>Ode of the Newt</s></b> - Mafia Goon - "
         "Lynched Day 1</li><li>Wren</li></ul>",
         [("Juno",), ("Ode of the Newt", "Kestrel"), ("Wren",)]),
        # a struck head of four words the thread does not know, a struck known one next
        ("<ul><li>Juno</li><li><s>Ode of the Newt</s> <s>Ivo</s> <b>Kestrel</b></li>"
         "<li>Wren</li></ul>",
         [("Juno",), ("Ode of the Newt", "Ivo", "Kestrel"), ("Wren",)]),
        # neither name known (the host misspelt the newcomer): both, the replaced first
        ("<p>1. Juno<br>2. Kestrl (replacing Old Newbie)<br>3. Wren</p>",
         [("Juno",), ("Old Newbie", "Kestrel"), ("Wren",)]),
    ],
)  # fmt: skip
def test_a_player_replaced_before_posting_is_read_from_the_lists_marks(html, names):
    assert [s.names for s in listed_players(html, KNOWN, ["Host"])] == names


def test_a_listed_player_replaced_before_the_first_count_and_never_posting_stays_first():
    # "Kestrel (replaces Newbie)" or "Kestrel ~~Newbie~~": Newbie never posted, the
    # count at 20 shows Kestrel (in at once): the list's order stands
    for line in ("Kestrel (replaces Newbie)", "Kestrel Newbie"):
        slots = [["Juno"], ["Newbie", "Kestrel"], ["Bramble"], ["Ivo"], ["Thistle"]]
        listed = FoundPlayers(tuple(ListedSlot(tuple(n), line) for n in slots), 0, "list")
        count = _found([["Juno"], ["Kestrel"], ["Bramble"], ["Ivo"], ["Thistle"]], 20, "count")
        first = {"juno": 2, "kestrel": 3, "bramble": 4, "ivo": 5, "thistle": 6}
        slots_, _ = chosen_players([listed, count], first)
        assert slots_[1].names == ("Newbie", "Kestrel")


def test_names_side_by_side_with_no_word_of_their_order_play_in_the_order_they_posted():
    # "*Ivo* Kestrel" (the replaced in italics, read as "Kestrel Ivo" is newest first):
    # Ivo posted at 4, Kestrel at 90: Ivo first; a list line saying the order keeps it
    slots = [["Juno"], ["Kestrel", "Ivo"], ["Bramble"], ["Wren"], ["Thistle"]]
    listed = _found(slots, 0, "list")
    count = _found([["Juno"], ["Bramble"], ["Wren"], ["Thistle"]], 20, "count")
    first = {"juno": 2, "ivo": 4, "kestrel": 90, "bramble": 3, "wren": 5, "thistle": 6}
    assert chosen_players([listed, count], first)[0][1].names == ("Ivo", "Kestrel")


def test_a_count_login_the_list_misspelt_is_the_listed_player():
    # the list writes "Wren Yamakazi" for the account "Wren Yamazaki", who first posts
    # after the count; Moss's slot (never posting) is not given to him
    listed = _found([["Juno"], ["Moss"], ["Wren Yamakazi"], ["Kestrel"], ["Thistle"]], 0, "list")
    count = _found([["Juno"], ["Wren Yamazaki"], ["Kestrel"], ["Thistle"]], 20, "count")
    first = {"juno": 2, "wren yamazaki": 40, "kestrel": 5, "thistle": 6}
    slots, _ = chosen_players([listed, count], first)
    assert [s.names for s in slots][1:3] == [("Moss",), ("Wren Yamazaki",)]


def test_long_hostile_lines_are_read_to_their_end():
    # fuzzed: a name's dots run on for 10,000 characters, spaces before "replaced by", an
    # item's end after a long run of spaces
    dots = "<p>Juno" + "." * 10_000 + "!x</p>"
    spaces = "<p>Ivo" + " " * 10_000 + "replaced by Wren</p>"
    items = "<ol>" + "".join(f"<li>{n}" + " " * 5_000 + "</li>" for n in
                             ("Juno", "Ivo", "Kestrel", "Bramble", "Wren")) + "</ol>"  # fmt: skip
    assert [s.names for s in listed_players(dots, KNOWN, ["Host"])] == [("Juno",)]
    assert [s.names for s in listed_players(spaces, KNOWN, ["Host"])] == [("Ivo", "Wren")]
    assert [s.names for s in listed_players(items, KNOWN, ["Host"])] == [
        ("Juno",),
        ("Ivo",),
        ("Kestrel",),
        ("Bramble",),
        ("Wren",),
    ]


def test_a_heart_is_no_word_of_who_played_first():
    """ "† < Ivo" says the slot's later player; "<3" beside a name is a heart."""
    assert LATER_FIRST.search("Kestrel \u2020 < Ivo")
    assert LATER_FIRST.search("Kestrel <- Ivo")
    assert not LATER_FIRST.search("Kestrel <3 (our hero)")
