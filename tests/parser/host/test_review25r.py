"""The ninth batch of whole threads' first-run rules (initzoo25) reviewed for misfires
(review25r): near neighbours of each new rule, on invented posts. Each misfire found (a
reading right before the round, wrong after it) and the guards around it."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from votecount.parser.host.fates import flip
from votecount.parser.host.opening import calls_for_signups, day_one_start
from votecount.parser.host.players import players_in_host_posts

THREE = SLOTS[:3]  # Ivo, Juno, Lark: the logins the thread knows


# -- a comma line's last word: a word of prose is a login, a greeting is said to them ---


@pytest.mark.parametrize(
    "word",
    ["Plus", "Fine", "Right", "True", "First", "Cool", "Great", "Indeed", "Sure", "Well",
     "So", "Finally", "Alas", "Meh", "Whatever"],
)  # fmt: skip
def test_a_lurker_named_by_a_word_of_prose_keeps_the_slot(word):
    # misfire: the round's interjections (prose.words) took the lurker for a word said
    # to the players; before the round, as now, a slot
    assert listed_slots(f"<p>Ivo, Juno, Lark, {word}</p>", THREE) == [
        ("Ivo",),
        ("Juno",),
        ("Lark",),
        (word,),
    ]


@pytest.mark.parametrize("word", ["Plus", "Right", "Fine", "Hello", "Guys", "Sorry", "Etc"])
def test_a_word_amid_the_names_is_a_login(word):
    # misfire: the word amid the names made the line no comma list, and the names were
    # read as one slot of three players ("Lark, Juno, Ivo"); a greeting is said after them
    assert listed_slots(f"<p>Ivo, {word}, Juno, Lark</p>", THREE) == [
        ("Ivo",),
        (word,),
        ("Juno",),
        ("Lark",),
    ]


@pytest.mark.parametrize(
    "word",
    ["Congratulations", "Congrats", "Hello", "Hey", "Greetings", "Guys", "Folks", "Others",
     "Etc", "Everybody", "Sorry", "Gg", "Thanks", "Welcome"],
)  # fmt: skip
def test_a_greeting_after_the_names_is_no_slot(word):
    # guard: the round's rule, kept for the greetings and the list's words
    assert listed_slots(f"<p>Ivo, Juno, Lark, {word}</p>", THREE) == [
        ("Ivo",),
        ("Juno",),
        ("Lark",),
    ]


def test_the_comma_line_guards():
    # a word of prose the thread knows (a poster) is a slot; one after "and" too
    assert listed_slots("<p>Ivo, Juno, Lark, Plus</p>", [*THREE, "Plus"])[-1] == ("Plus",)
    assert listed_slots("<p>Ivo, Juno, Lark and Plus</p>", THREE)[-1] == ("Plus",)
    # under a heading, two lurkers: both kept
    got = listed_slots("<b>Players:</b> Ivo, Juno, Lark, Wren, Right", SLOTS[:4])
    assert got == [(n,) for n in [*SLOTS[:4], "Right"]]
    # a greeting in lower case after capitalised names: left
    assert listed_slots("<p>Ivo, Juno, Lark, Wren, hello</p>", SLOTS[:4]) == [
        (n,) for n in SLOTS[:4]
    ]


# -- flip's fate note: the no-one words that say "no", never a vote's word ---------------


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # misfires: a vote's words for no one are logins too ("Skip", "Pass"): the round
        # read no death
        ("Skip (killed N1)", ("Skip", False)),
        ("Pass (lynched D2)", ("Pass", True)),
        ("Sleep (killed N2)", ("Sleep", False)),
        ("Sleeping (killed N1)", ("Sleeping", False)),
        ("Abstain (lynched D1)", ("Abstain", True)),
        ("NL (killed N1)", ("NL", False)),
        ("Nl (killed N1)", ("Nl", False)),
        # guards: no one died (the round's rule)
        ("Nobody (killed N1)", None),
        ("No one (lynched D1)", None),
        ("No Lynch (lynched D3)", None),
        ("No Kill (killed N1)", None),
        ("No Elim (lynched D1)", None),
        ("No-Lynch (lynched D2)", None),
        # guards: names that start like the words
        ("Noone (killed N1)", ("Noone", False)),
        ("Nobody123 (killed N1)", ("Nobody123", False)),
        ("Noah (killed N1)", ("Noah", False)),
        ("Nolan (lynched D1)", ("Nolan", True)),
        ("Skipper (killed N1)", ("Skipper", False)),
    ],
)
def test_no_one_in_a_fate_note(line, want):
    got = flip(line)
    assert ((got.name, got.lynch) if got else None) == want


# -- a call for sign-ups: this game's, asked now ------------------------------------------


@pytest.mark.parametrize(
    ("text", "call"),
    [
        # misfires: no call for this game's players (the round read each as one)
        ("Late sign-ups are open for backups: post /in", False),
        ("Juno needs a replacement: post /in if you can sub.", False),
        ("Backups: post /in to be one.", False),
        ("Spectator sign-ups are open: PM me.", False),
        ("Are sign-ups for Mini 13 open yet? Asking for a friend.", False),
        ("Sign-ups are no longer open. Sorry Marlow!", False),
        ("Sign-ups closed, the game will open tomorrow.", False),
        ("Sign-ups have been open a week; we start now.", False),
        ("Thanks all! Sign-ups were open only two days but we filled.", False),
        ("Sign-ups aren't open yet.", False),
        ("Sign-ups are not open until Friday.", False),
        # guards: the round's calls
        ("Cancelled. Sign-ups for Mini 12 open now: post /in again.", True),
        ("New sign-ups are open: reply /in.", True),
        ("Late sign-ups are open: post /in.", True),
        ("Cancelled. Sign-ups reopened: post /in.", True),
        ("Sign-ups are still open: 3 more needed.", True),
        ("Not enough players. Instead, sign-ups for Mini 14 open now.", True),
        ("Sign-ups are open: post /in as a player or as a backup.", True),
        ("Sign-ups for Mini 14 are open: post /in (subs welcome too).", True),
    ],
)
def test_a_call_for_signups(text, call):
    assert calls_for_signups(f"<p>{text}</p>") is call


COUNT = "Vote Count 1.1<br>Ivo (2) - Juno, Lark<br>Not voting: Wren"


@pytest.mark.parametrize(
    ("call", "start"),
    [
        # misfire: a call for a backup while Day 1 runs moved Day 1 to the host's next post
        ("Late sign-ups are open for backups: post /in", 3),
        ("Juno needs a replacement: post /in if you can sub.", 3),
        # guard: sign-ups called again before the game: the next host post starts it
        ("Cancelled. Sign-ups reopened: post /in.", 5),
    ],
)
def test_day_one_past_a_call(call, start):
    host = [(0, "Sign-ups: post /in."), (3, "Role PMs are out. Go!"), (4, call),
            (5, "Reminder: be active."), (12, COUNT)]  # fmt: skip
    if start == 5:
        host = [h for h in host if h[0] != 3]
    assert day_one_start(0, host)[0] == start


# -- numbered seats: a seat nobody plays yet is no slot ----------------------------------


def _seats(third: str, known: list[str]) -> list[tuple[str, ...]]:
    names = ["Ivo", "Juno", third, "Lark", "Wren", "Ember"]
    html = "<b>Player List</b><br>" + "<br>".join(
        f"{i}. Seat {i}: {n}" for i, n in enumerate(names, 1)
    )
    folded = {n.casefold(): n for n in known}
    found = players_in_host_posts([(1, html)], folded, ["Aster"])
    return [s.names for s in found[0].slots] if found else []


FIVE = [("Ivo",), ("Juno",), ("Lark",), ("Wren",), ("Ember",)]


@pytest.mark.parametrize(
    "third",
    ["Reserved", "Pending", "none", "None", "Unfilled", "to be announced", "Nobody yet",
     "[replacement needed]", "Waiting", "(open)", "TBA", "open - PM me", "Open slot"],
)  # fmt: skip
def test_a_numbered_seat_nobody_plays_yet(third):
    # misfire: "1. Seat 1: Ivo" now leads a line (list_words.LEAD), and a seat's word for
    # no one yet was read as a lurker's slot ("Reserved"); before the round, no list
    assert _seats(third, ["Ivo", "Juno", "Lark", "Wren", "Ember"]) == FIVE


def test_the_numbered_seat_guards():
    known = ["Ivo", "Juno", "Lark", "Wren", "Ember"]
    # a lurker's seat, a login that is an open seat's word and posted: slots
    assert _seats("Saffron", known)[2] == ("Saffron",)
    assert _seats("Pending", [*known, "Pending"])[2] == ("Pending",)
    assert _seats("Tansy (confirmed)", known)[2] == ("Tansy",)


# -- vBulletin's spoiler box: a quote's list stays someone else's ------------------------


SPOILER = (
    '<div class="bbcode_container"><div class="bbcode_description">Spoiler</div>'
    '<div class="bbcode_spoiler">{}</div></div>'
)
QUOTE = (
    '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
    '<div class="bbcode_quote_container"></div>{}</div></div></div>'
)
CODE = (
    '<div class="bbcode_container"><div class="bbcode_description">Code:</div>'
    '<pre class="bbcode_code">{}</pre></div>'
)
LIST = "<br>".join(SLOTS)


def test_the_vbulletin_spoiler_guards():
    # a quote holding the host's spoiler list, a spoiler holding a quoted list, a code box
    assert listed_slots(QUOTE.format(f"<b>Players</b><br>{SPOILER.format(LIST)}"), SLOTS) == []
    assert listed_slots(f"<b>Players</b><br>{SPOILER.format(QUOTE.format(LIST))}", SLOTS) == []
    assert listed_slots(f"<b>Players</b><br>{CODE.format(LIST)}", SLOTS) == []
    # the dead behind a spoiler under the living: slots still
    html = f"<b>Alive</b><br>{'<br>'.join(SLOTS[:4])}<br><b>Dead</b><br>"
    html += SPOILER.format("Ember - Cop<br>Kes - Goon")
    assert listed_slots(html, SLOTS) == [(n,) for n in SLOTS]
