"""Who plays, as init reads it from the host's posts (votecount/sync/players.py, slot_changes.py)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from votecount.parser.model import Post
from votecount.sync.players import Listed, listed_players, renamed
from votecount.sync.slot_changes import first_as_announced, with_skipped

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


def post(n: int, html: str, author: str = "Host") -> Post:
    return Post(thread="t", post_id=str(n), number=n, author=author, author_name=author,
                created_at=T0 + timedelta(hours=n), html=html)  # fmt: skip


def test_a_newcomer_listed_as_a_first_player_is_put_after_whom_the_host_said_he_replaced():
    # the opening list, edited as the game went on, names Wren and Sorrel for Ivo's and
    # Moss's slots; the host's posts say who came in for whom
    listed = [Listed(n, "post 0") for n in ("Juno", "Wren", "Bramble", "Sorrel")]
    posts = [
        post(0, "<p>Players: Juno, Wren, Bramble, Sorrel</p>"),
        post(1, "<p>Hi all</p>", "Juno"),
        post(2, "<p>Hello</p>", "Ivo"),
        post(3, "<p>Hey</p>", "Moss"),
        post(4, "<p>Hey</p>", "Bramble"),
        post(10, "<p><b>Wren replaces Ivo, effective immediately.</b></p>"),
        post(11, "<p>Hi, I'm in.</p>", "Wren"),
        post(20, "<p>Please welcome Sorrel, who is subbing in for Moss.</p>"),
        post(21, "<p>Hello.</p>", "Sorrel"),
        post(30, "<p>Quill replaces Sorrel.</p>"),  # a later one: Sorrel is listed
    ]
    out = first_as_announced(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out] == [
        ("Juno", ()),
        ("Ivo", ("Wren",)),
        ("Bramble", ()),
        ("Moss", ("Sorrel",)),
    ]


@pytest.mark.parametrize("mark", [" / ", "/", " &gt; ", " &gt;&gt; ", " » ", " ⇒ ", " -&gt; "])
def test_a_slot_written_first_player_mark_replacement_gives_both_in_order(mark):
    # "Ivo / Wren": Ivo played the slot first, Wren after him (Wren posting first too)
    names = ["Juno", f"Ivo{mark}Wren", "Bramble", "Moss", "Sorrel"]
    listed = "<p>" + "<br>".join(f"{i}. {n}" for i, n in enumerate(names, 1)) + "</p>"
    posts = [post(0, listed)] + [
        post(i, "<p>Hi</p>", who)
        for i, who in enumerate(["Wren", "Juno", "Ivo", "Bramble", "Moss", "Sorrel"], 1)
    ]
    out = listed_players(posts, ["Host"])
    assert [(x.username, x.later) for x in out] == [
        ("Juno", ()), ("Ivo", ("Wren",)), ("Bramble", ()), ("Moss", ()), ("Sorrel", ()),
    ]  # fmt: skip


def test_no_announcement_leaves_the_list_as_it_is():
    listed = [Listed(n, "post 0") for n in ("Juno", "Wren")]
    posts = [post(0, "<p>Players</p>"), post(2, "<p>x</p>", "Ivo"), post(5, "<p>x</p>", "Wren")]
    assert first_as_announced(listed, posts, ["Host"]) == listed


def test_the_replaced_player_who_never_posted_is_taken_as_the_host_wrote_him():
    listed = [Listed(n, "post 0") for n in ("Juno", "Wren")]
    posts = [
        post(0, "<p>Players: Juno, Wren</p>"),
        post(2, "<p>x</p>", "Juno"),
        post(9, "<p><b>Wren replaces Ivo effective immediately.</b></p>"),
        post(10, "<p>x</p>", "Wren"),
    ]
    out = first_as_announced(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out] == [("Juno", ()), ("Ivo", ("Wren",))]


def test_the_one_listed_slot_nobody_posts_in_is_the_one_poster_the_list_does_not_name():
    # the list names "Ivo"; nobody posts as Ivo, and Zeph (renamed since) posts unlisted
    listed = [Listed(n, "post 0") for n in ("Juno", "Ivo", "Bramble")]
    posts = [post(0, "<p>Players: Juno, Ivo, Bramble</p>")]
    posts += [post(n, "<p>Hi</p>", a) for n, a in enumerate(["Juno", "Zeph", "Bramble"] * 3, 1)]
    out = renamed(listed, posts, ["Host"])
    assert [(x.username, x.alias) for x in out] == [("Juno", ""), ("Zeph", "Ivo"), ("Bramble", "")]
    # a co-host's posts make him no such poster
    posts += [post(n, "<p>Vote count</p>", "Cohost") for n in (20, 21, 22)]
    assert [x.username for x in renamed(listed, posts, ["Host", "Cohost"])][1] == "Zeph"
    # two unlisted posters: which is Ivo is not told
    assert [x.username for x in renamed(listed, posts, ["Host"])] == ["Juno", "Ivo", "Bramble"]


def test_a_poster_named_like_another_listed_player_is_not_the_renamed_one():
    # "Old Maple" is a hydra whose heads post as "maple" and "Oldman"; Zeph posts unlisted
    listed = [Listed(n, "post 0") for n in ("Juno", "Ivo", "Old Maple")]
    posts = [post(0, "<p>Players: Juno, Ivo, Old Maple</p>")]
    names = ["Juno", "Zeph", "Old Maple", "maple", "Oldman"]
    posts += [post(n, "<p>Hi</p>", a) for n, a in enumerate(names * 3, 1)]
    out = renamed(listed, posts, ["Host"])
    assert [(x.username, x.alias) for x in out][1] == ("Zeph", "Ivo")


def test_a_replacement_the_list_skipped_is_put_back_between_the_slots_players():
    # the list says Ivo's slot went to Sorrel; the host announced Wren in for Ivo, and
    # Sorrel later came in for Wren without a word
    listed = [Listed("Juno", "post 0"), Listed("Ivo", "post 0", later=("Sorrel",))]
    posts = [
        post(0, "<p>Players: Juno, Ivo</p>"),
        post(1, "<p>Hi</p>", "Juno"),
        post(2, "<p>Hello</p>", "Ivo"),
        post(10, "<p>Wren replaces Ivo.</p>"),
        post(11, "<p>Hi, I'm in.</p>", "Wren"),
        post(20, "<p>Thanks for finding someone.</p>"),
        post(21, "<p>Hello.</p>", "Sorrel"),
    ]
    out = with_skipped(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out] == [("Juno", ()), ("Ivo", ("Wren", "Sorrel"))]


def test_a_replacement_the_opening_posts_announce_names_who_never_posted_as_first():
    # the host's second opening post (nobody else had posted) says Wren came in for Ivo
    listed = [Listed(n, "post 0") for n in ("Juno", "Wren")]
    posts = [
        post(0, "<p>Players: Juno, Wren</p>"),
        post(1, "<p>Role PMs are out. <b>Wren replaces Ivo!</b> Day 1 soon.</p>"),
        post(2, "<p>x</p>", "Juno"),
        post(3, "<p>x</p>", "Wren"),
    ]
    out = first_as_announced(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out] == [("Juno", ()), ("Ivo", ("Wren",))]


def test_a_replacement_who_never_posted_replaced_again_is_put_back_from_the_hosts_words():
    # the list (names struck through as the game went on) reads "Ivo Sorrel": the host
    # wrote Marram coming in for Ivo, then Sorrel for Marram; Marram never posted
    listed = [Listed("Juno", "post 0"), Listed("Ivo", "post 0", later=("Sorrel",))]
    posts = [
        post(0, "<p>Players: Juno, Ivo</p>"),
        post(1, "<p>Hi</p>", "Juno"),
        post(2, "<p>Hello</p>", "Ivo"),
        post(10, "<p>Marram replaces Ivo starting immediately.</p>"),
        post(12, "<p>Marram has been prodded.</p>"),
        post(20, "<p>Sorrel replaces marram starting immediately.</p>"),
        post(21, "<p>Hello.</p>", "Sorrel"),
    ]
    out = with_skipped(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out] == [("Juno", ()), ("Ivo", ("Marram", "Sorrel"))]


def test_a_name_written_only_coming_in_is_not_put_back():
    # "Marram replaces Ivo" but no post says who replaced Marram: Sorrel's step stays
    # as the list says (Marram may be a misspelt Sorrel)
    listed = [Listed("Juno", "post 0"), Listed("Ivo", "post 0", later=("Sorrel",))]
    posts = [
        post(0, "<p>Players: Juno, Ivo</p>"),
        post(2, "<p>Hello</p>", "Ivo"),
        post(10, "<p>Marram replaces Ivo.</p>"),
        post(21, "<p>Hello.</p>", "Sorrel"),
    ]
    out = with_skipped(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out][1] == ("Ivo", ("Sorrel",))


def test_a_replacement_taken_back_in_the_same_post_is_not_put_back():
    # "Marram replaces Ivo. Scratch that, Sorrel replaces Marram.": Marram never played
    listed = [Listed("Juno", "post 0"), Listed("Ivo", "post 0", later=("Sorrel",))]
    posts = [
        post(0, "<p>Players: Juno, Ivo</p>"),
        post(2, "<p>Hello</p>", "Ivo"),
        post(10, "<p>Marram replaces Ivo. Scratch that... Sorrel replaces Marram. My fault.</p>"),
        post(21, "<p>Hello.</p>", "Sorrel"),
    ]
    out = with_skipped(listed, posts, ["Host"])
    assert [(x.username, x.later) for x in out][1] == ("Ivo", ("Sorrel",))
