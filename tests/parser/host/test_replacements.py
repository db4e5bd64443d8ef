"""When a replacement takes effect (parser/host/replacements.py), on invented posts."""

from __future__ import annotations

import pytest

from votecount.parser.host.replacements import Said, announces, replaced_name, replacement_post

HOSTS = {"Host"}


def test_announcements_name_the_newcomer_and_the_player_who_leaves():
    assert announces("Wren replaces Ash, effective now.", ("Ash",), ("Wren",))
    assert announces("Ash has been replaced by Wren.", ("Ash",), ("Wren",))
    assert announces("Kestral is in for Ash", ("Ash",), ("Kestrel",))  # a typo
    assert not announces("Ash replaces Wren.", ("Ash",), ("Wren",))


def test_the_hosts_announcement_after_the_opening_posts():
    posts = [
        Said(0, "Host", "Players: Ash (replaced by Wren)"),  # an edit: tells no time
        Said(1, "Ash", "vote bob"),
        Said(2, "Host", "Searching for a replacement for Ash"),
        Said(3, "Host", "Wren replaces Ash."),
        Said(4, "Wren", "hello"),
    ]
    assert replacement_post("Ash", "Wren", posts, HOSTS) == 3


def test_no_announcement_the_newcomers_first_post():
    posts = [Said(0, "Host", "list"), Said(1, "Ash", "hi"), Said(5, "Wren", "here now")]
    assert replacement_post("Ash", "Wren", posts, HOSTS) == 5


def test_a_player_who_never_posted_is_replaced_at_once():
    posts = [Said(0, "Host", "list"), Said(1, "Bob", "hi"), Said(7, "Wren", "hi")]
    assert replacement_post("Ash", "Wren", posts, HOSTS) == 1


def test_a_second_replacement_comes_after_the_first():
    posts = [
        Said(0, "Host", "list"),
        Said(1, "Ash", "hi"),
        Said(2, "Host", "Wren replaces Ash"),
        Said(3, "Wren", "hi"),
        Said(6, "Host", "Wren has been replaced by Moss"),
        Said(7, "Moss", "hi"),
    ]
    first = replacement_post("Ash", "Wren", posts, HOSTS)
    assert (first, replacement_post("Wren", "Moss", posts, HOSTS, first)) == (2, 6)


def test_a_day_post_carrying_the_player_list_dates_no_replacement():
    # Day 2's post repeats the list, edited later with the replacements in brackets
    listed = "Day 2 begins! Living: Wren (replaces Ash)\nMoss (replaces Bob; Kit)\nJuno"
    posts = [
        Said(0, "Host", "list"),
        Said(1, "Ash", "hi"),
        Said(5, "Host", listed),
        Said(8, "Ash", "still here"),
        Said(11, "Wren", "hello all"),
        Said(12, "Host", "Wren replaces Ash, effective immediately."),
    ]
    assert replacement_post("Ash", "Wren", posts, HOSTS) == 11


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("Wren replaces Ivo effective immediately.", "Ivo"),
        ("Wren replaces Old Maple. Welcome him!", "Old Maple"),
        ("Please welcome Wren, who is subbing in for Ivo!", "Ivo"),
        ("Wren is in for Ivo", "Ivo"),
        ("Wren replaces the Cop slot", None),
        ("Kestrel replaces Ivo", None),  # not Wren
        ("Wren will be replaced if he does not confirm.", None),  # Wren leaves
        ("Wren replaced Ivo Night 4", "Ivo"),  # a phase after the name is no part of it
        ("Wren takes over for his hydra with Ivo", None),  # a pronoun is no name
    ],
)
def test_the_replaced_name_as_the_host_wrote_it(text, old):
    assert replaced_name(text, ["Wren"]) == old


def test_a_post_of_many_unclosed_angle_brackets_is_read_as_text():
    # fuzzed: 10,000 "<" and no ">" after them: each is read once, never as a tag
    said = Said.of(5, "Host", "<" * 10_000 + "<b>Wren</b> replaces Ash.")
    assert said.text.endswith(" Wren  replaces Ash.")
    assert announces(said.text, ("Ash",), ("Wren",))
