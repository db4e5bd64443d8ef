"""Host events read from host posts (votecount/count/suggest/__init__.py): table-driven, names resolved
exactly against the game file (never a guess)."""

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
username = "ann"
name = "Ann Lee"
[[players]]
username = "bob"
[[players]]
username = "cy"
aliases = ["cyrus"]
"""
)


def post(html: str, author: str = "Host", number: int = 7) -> Post:
    when = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
    return Post(thread="t", post_id=str(number), number=number, author=author,
                author_name=author, created_at=when, html=html)  # fmt: skip


def found(html: str, author: str = "Host") -> list[tuple]:
    return [(s.kind, s.player, s.other) for s in suggest(GAME, [post(html, author)])]


@pytest.mark.parametrize(
    ("html", "want"),
    [
        ("<p>Day 2 begins. Bob was killed in the night.</p>", [("death", "bob", None)]),
        ("<p><strong>Ann Lee</strong> has died.</p>", [("death", "ann", None)]),
        ("<p>Bob and Cy were found dead this morning.</p>",
         [("death", "bob", None), ("death", "cy", None)]),
        ("<p>Ann, Bob and Cyrus were killed.</p>",
         [("death", "ann", None), ("death", "bob", None), ("death", "cy", None)]),
        ("<p>Bob has been lynched! Night 1 begins.</p>", [("execution", "bob", None)]),
        ("<p>cy is executed and dies.</p>", [("execution", "cy", None)]),
        ("<p>Ann has been modkilled for inactivity.</p>", [("modkill", "ann", None)]),
        ("<p>Bob (Town Cop) was removed from the game.</p>", [("modkill", "bob", None)]),
        ("<p>Executed: Bob</p>", [("execution", "bob", None)]),
        ("<p>@dee replaces @bob.</p>", [("substitution", "bob", "dee")]),
        ("<p>Bob has been replaced by @Dee.</p>", [("substitution", "bob", "Dee")]),
        ("<p>@Dee is replacing Ann Lee, welcome!</p>", [("substitution", "ann", "Dee")]),
        ("<p>@Dee will be taking over the slot formerly filled by, Bob, after all.</p>",
         [("substitution", "bob", "Dee")]),
        ("<p>@Dee takes over for Cy.</p>", [("substitution", "cy", "Dee")]),
        ("<p>Cy is exiled.</p>", [("traveller_exit", "cy", None)]),
        ("<p>Bob, Vanilla Townie, eviscerated Night 1!</p>", [("death", "bob", None)]),
        ("<p>Ann Lee, Mafia Goon, hung quietly Day 2!</p>", [("execution", "ann", None)]),
        ("<p>Cy, Town Cop, shot in the gut Day 3.</p>", [("death", "cy", None)]),
        # a flip closing the story of a night or a lynch is the only word of the death
        ("<p>A gunshot, and silence. bob was a Vanilla Townie .<br>Night 2</p>",
         [("death", "bob", None)]),
        ("<p>The rope tightened.<br>Ann Lee was the Mafia Goon!</p>", [("death", "ann", None)]),
        ("<p>Bob has been lynched! Bob was a Town Cop.</p>", [("execution", "bob", None)]),
        # a host's [area] box: read as the host's own text (a quote or spoiler is not)
        ('<fieldset style="border:3px outset grey"><div style="display:inline;font-weight:'
         'bold">Bob, <span style="color:orange">Town Cop</span>, was lynched Day 1.</div>'
         "</fieldset>", [("execution", "bob", None)]),
    ],
)  # fmt: skip
def test_host_posts_announce(html, want):
    assert found(html) == want


@pytest.mark.parametrize(
    "html",
    [
        "<p>Nobody was killed last night.</p>",  # no player
        "<p>Bobby was killed.</p>",  # not a player: never a guess
        "<p>If a player is killed at night, their vote is lost.</p>",
        "<blockquote><p>Bob was killed</p></blockquote><p>Rules recap.</p>",  # a quote
        "<p>Dee replaces Bob.</p>",  # Dee has not posted and is not @mentioned: not a login
        "<p>I will have to replace Bob.</p>",
        "<p>Dee will be replacing Bob.</p>",
        "<p>Bob, Vanilla Townie, survived and won Day 4!</p>",
        "<p>I think Bob was a good guy.</p>",  # no role
        "<p>He said Bob was a Town Cop.</p>",  # not a sentence of its own
    ],
)
def test_host_posts_that_announce_nothing(html):
    assert found(html) == []


def test_only_host_posts_count():
    assert found("<p>Bob was killed.</p>", author="ann") == []


def test_events_already_in_the_game_file_are_not_suggested_again():
    game = parse_game(GAME_TEXT + '[[events]]\nkind = "execution"\nplayer = "bob"\nat = 3\n')
    assert suggest(game, [post("<p>Bob was killed.</p>")]) == []


def test_a_death_the_count_made_is_not_suggested():
    assert suggest(GAME, [post("<p>Bob was lynched.</p>")], already_dead=["bob"]) == []


GAME_TEXT = """
[game]
threads = ["https://forum.example/t/x/1"]
hosts = ["Host"]
[[players]]
username = "bob"
"""


def test_a_replacement_of_several_words_is_the_login_that_posted():
    posts = [post("<p>Baby Spice replaces Bob.</p>"), post("<p>hi</p>", "Baby Spice", 8)]
    assert [(s.player, s.other) for s in suggest(GAME, posts)] == [("bob", "Baby Spice")]


def test_a_replacement_is_named_by_their_login_when_they_posted():
    posts = [post("<p>Bob has been replaced by Dee.</p>"), post("<p>hi all</p>", "dee_22", 8)]
    posts[1] = Post(thread="t", post_id="8", number=8, author="dee_22", author_name="Dee",
                    created_at=posts[0].created_at, html="<p>hi</p>")  # fmt: skip
    assert [(s.player, s.other) for s in suggest(GAME, posts)] == [("bob", "dee_22")]


def test_a_newcomer_replaced_in_turn_is_named_as_the_leaving_player():
    """The second replacement names the first newcomer, who is in no game file yet."""
    posts = [
        post("<p>Kestrel replaces Bob.</p>", number=7),
        post("<p>hello</p>", "Kestrel", 8),
        post("<p>Someone will be prodded. Wren replaces Kestrel.</p>", number=9),
        post("<p>hi</p>", "Wren", 10),
    ]
    got = [(s.player, s.other, s.at) for s in suggest(GAME, posts)]
    assert got == [("bob", "Kestrel", 7), ("Kestrel", "Wren", 9)]


def test_two_replacements_in_one_sentence_pair_up_respectively():
    posts = [
        post("<p>Kestrel and Wren replace Bob and Cy, respectively, effective now.</p>"),
        post("<p>hello</p>", "Kestrel", 8),
        post("<p>hi</p>", "Wren", 9),
    ]
    got = [(s.player, s.other) for s in suggest(GAME, posts)]
    assert got == [("bob", "Kestrel"), ("cy", "Wren")]


def test_a_post_of_a_later_thread_is_placed_by_time():
    later = Post(thread="t2", post_id="9", number=3, author="Host", author_name="Host",
                 created_at=datetime(2026, 3, 5, 18, 0, tzinfo=UTC),
                 html="<p>Bob was killed.</p>")  # fmt: skip
    (s,) = suggest(GAME, [post("<p>Day 1</p>", number=1), later])
    assert s.time == later.created_at and s.at == 3
    assert s.toml().endswith("at = 2026-03-05T18:00:00Z")


def test_fates_in_the_setup_posts_are_no_deaths():
    # the host's first posts (nobody else posted between them) hold the player list, its
    # fates edited in as the game went on; a death said after a player posted stands
    posts = [
        post("<p>Rules</p>", number=0),
        post(
            "<p>Players: Ann Lee, Bob (killed Night 1), Cy, Mafia Goon, was lynched Day 2</p>"
            "<p>Bob was killed Night 1.</p>",
            number=1,
        ),  # fmt: skip
        post("<p>Day 2. Cy was killed.</p>", number=9),
    ]
    assert [(s.kind, s.player, s.at) for s in suggest(GAME, posts)] == [("death", "cy", 9)]


def test_a_long_line_of_words_and_verbs_is_read_to_its_end():
    # hostile lines (fuzzed): a word of 10,000 letters before a verb, a sentence of many
    # words before "replaces", many deaths in one line, "replace" without "respectively"
    assert found("<p>" + "x" * 10_000 + " was lynched. Bob was lynched.</p>") == [
        ("execution", "bob", None)
    ]
    assert found("<p>" + "word " * 2_000 + "@Dee replaces Bob.</p>") == [
        ("substitution", "bob", "Dee")
    ]
    assert found("<p>" + "Bob was killed, " * 500 + "and Cy was killed.</p>") == [
        ("death", "bob", None), ("death", "cy", None)
    ]  # fmt: skip
    assert found("<p>" + "a replace b " * 1_000 + "@Dee replaces Ann Lee</p>") == [
        ("substitution", "ann", "Dee")
    ]
    assert found("<p>" + " " * 10_000 + "Bob" + " " * 10_000 + "was killed</p>") == [
        ("death", "bob", None)
    ]
