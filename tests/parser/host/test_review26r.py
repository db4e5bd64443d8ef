"""The tenth batch of whole threads' first-run rules (initzoo26) reviewed for misfires
(review26r): near neighbours of each new rule, on invented posts. Each misfire found (a
reading right before the round, wrong after it) and the guards around it."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import listed_slots
from votecount.parser.host.opening import calls_for_signups, day_one_start

KNOWN = ["Juno", "Lark", "Wren", "Ember", "Kes"]  # the logins the thread knows; Ivo lurks
AFTER = "Juno, Lark, Wren, Ember"


# -- a comma line's first word: a greeting, the players called, a role's plural, a nickname


@pytest.mark.parametrize(
    "word",
    [
        # greetings and the players called as a group (list_words.SALUTATIONS)
        "Hi", "Hiya", "Heya", "Howdy", "Yo", "Ahoy", "Dear", "Morning", "Evening",
        "Friends", "People", "Ladies", "Gentlemen", "Gents", "Lads", "Peeps", "Comrades",
        "Citizens", "Yall", "Y'all",
        # a plural of a role's, game's or list's word
        "Villagers", "Werewolves", "Townies", "Masons", "Lovers", "Detectives", "Survivors",
        "Lurkers", "Hosts", "Mods", "Votes", "Cops",
        # a known name cut short or run on: a nickname
        "Em", "Emb", "Wrenny", "Jun", "Larkie", "Kesser",
    ],
)  # fmt: skip
def test_a_word_said_to_the_names_leads_no_comma_line(word):
    # misfire: the round read the word as a lurker leading the line (a sixth slot
    # "Friends"); before the round, as now, no list
    assert listed_slots(f"<p>{word}, {AFTER}</p>", KNOWN) == []


@pytest.mark.parametrize(
    "word", ["Ivo", "@Ivo", "Iris", "Miles", "Jules", "Moss", "Tess", "Atlas", "Lotus", "Tansy"]
)
def test_a_lurker_leading_a_comma_line_keeps_the_slot(word):
    # guards: a login, one ending in "s" too, still leads the line (the round's reading)
    want = [(word.lstrip("@"),), ("Juno",), ("Lark",), ("Wren",), ("Ember",)]
    assert listed_slots(f"<p>{word}, {AFTER}</p>", KNOWN) == want
    assert listed_slots(f"<p>{word}, Juno, Lark, Wren and Ember</p>", KNOWN) == want


def test_a_greeting_before_names_and_over_a_list():
    # misfire: a greeting line over the opening's numbered list added a slot "Friends"
    rows = "<br>".join(f"{i}. {n}" for i, n in enumerate(["Ivo", *AFTER.split(", ")], 1))
    html = f"<p>Friends, {AFTER}<br><br><b>Players</b><br>{rows}</p>"
    assert listed_slots(html, KNOWN) == [("Ivo",), ("Juno",), ("Lark",), ("Wren",), ("Ember",)]
    # guards: the greeting amid the names is a login, as before the round
    assert listed_slots("<p>Juno, Lark, Friends, Wren, Ember</p>", KNOWN) == [
        ("Juno",), ("Lark",), ("Friends",), ("Wren",), ("Ember",)
    ]  # fmt: skip


@pytest.mark.parametrize("word", ["Hi", "Friends", "Yo", "Peeps"])
def test_a_greeting_after_the_names_is_said_to_them(word):
    # the greetings' word list read after the names too, as "Hello", "Guys", "Team"
    assert listed_slots(f"<p>{AFTER}, {word}</p>", KNOWN) == [
        ("Juno",), ("Lark",), ("Wren",), ("Ember",)
    ]  # fmt: skip


# -- a call for sign-ups: a place denied or only where it was said sends them nowhere ----


@pytest.mark.parametrize(
    "text",
    [
        # misfires: the round read the denied place as the one the sign-ups went to
        "Post /in here, not in the other thread.",
        "Sign-ups are open here, not in the queue: post /in.",
        "Please post /in here and not elsewhere.",
        "Post /in here (not elsewhere).",
        "Sign-ups are open, don't post /in in the other thread.",
        "Do not post /in on the other forum, sign-ups are open here.",
        "Sign-ups are open here rather than in the queue: post /in.",
        "Sign-ups are open here instead of in the other thread: post /in.",
        # ... or where the call was made before
        "As announced in the other thread, sign-ups are now open: post /in.",
        "As I said in the queue, sign-ups are open: post /in.",
        # ... or a "not here" that is no place's ("if your name is not here")
        "Sign-ups are still open: post /in if your name is not here.",
        "If your name is not here yet, post /in.",
        # ... or an off-topic word that labels nothing
        "Off-topic posts are fine until Day 1; sign-ups are open, post /in.",
        "Off topic chatter is fine. Sign-ups are open: post /in.",
        # guards, right before the round and on main
        "Sign-ups are open here, not on Discord: post /in.",
        "As announced elsewhere, sign-ups are open. Post /in.",
    ],
)
def test_a_call_for_this_games_signups(text):
    assert calls_for_signups(f"<p>{text}</p>") is True


@pytest.mark.parametrize(
    "text",
    [
        # the round's: another game's, said off topic or sent elsewhere
        "Off topic: sign-ups for my next game are open.",
        "OT: sign-ups for Mini 13 are open, post /in.",
        "[OT] Sign-ups for my next game are open, post /in there.",
        "(OT) Sign-ups for Mini 14 are open in the queue.",
        "Off-topic - sign-ups for Mini 14 are open, post /in.",
        "Sign-ups for Mini 13 are open in the other thread.",
        "Mini 13 needs players! Post /in there, not here.",
        "Sign-ups for Mini 14 are open, not here though.",
        "Sign-ups for Mini 14 are open, but not here.",
        "Sign-ups for Mini 14 are open on Discord, not here.",
        "Sign-ups are open: post /in over there.",
        "Post /in there, sign-ups for my next game are open.",
        "Sign-ups for my next game are open over in the queue.",
    ],
)
def test_another_games_call_stays_none(text):
    assert calls_for_signups(f"<p>{text}</p>") is False


def test_a_call_that_denies_the_other_thread_holds_day_one_back():
    # misfire: Day 1 began at the call (its denied place read as another game's)
    posts = [(0, "<p>Mini 2665. Sign-ups are open: post /in.</p>"),
             (6, "<p>Two slots left: post /in here, not in the other thread.</p>"),
             (9, "<p>Role PMs are out. Vote away!</p>")]  # fmt: skip
    assert day_one_start(0, posts)[0] == 9
