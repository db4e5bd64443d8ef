"""Whole invented threads at the edges of the twelfth batch's first-run rules (review28r):
a sentence saying "waitlist" over an unheaded list, a players' heading with a waiting
list in its note, a lurker's line noted "off the waitlist", a lurker whose name begins
"Full", "Waitlist: closed" and "The waitlist is full, sorry ..." to a late sign-up, a
call for sign-ups that names the waitlist it comes before; each read right before the
batch, wrong with it."""

from __future__ import annotations

from . import Whole, bold, count, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, day

JUNO_FIRST = count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                   ["Lark", "Wren"])  # fmt: skip
JUNO_VOTES = [("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Ember", vote("Juno"))]


def waitlist_sentence_over_the_list() -> Whole:
    """ "Sign-ups are closed, the waitlist is open." right over an unheaded numbered list
    (Lark and Wren never post): a sentence, no waiting list's heading."""
    lines = "<br>".join(f"{i}. {n}" for i, n in enumerate(FIVE, 1))
    posts = [
        ("Aster", f"Mini 2861<br>Sign-ups are closed, the waitlist is open.<br>{lines}<br><br>"
                  f"{day(1, 5, 3)}"),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole(
        "waitlist_sentence_over_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}}
    )


def players_heading_noting_the_waitlist() -> Whole:
    """A bold "Signed up (5/5, waitlist open):" over the names, a name a line (Lark and
    Wren never post): the note in brackets is no waiting list's heading."""
    posts = [
        ("Aster", f"Mini 2862<br>{bold('Signed up (5/5, waitlist open):')}<br>"
                  + "<br>".join(FIVE) + f"<br><br>{day(1, 5, 3)}"),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole(
        "players_heading_noting_the_waitlist", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ivo": 1}},
    )  # fmt: skip


def lurker_off_the_waitlist() -> Whole:
    """ "Wren (off the waitlist)" last under "Players", Lark and Wren never posting: a
    player's note, no heading that ends the list."""
    names = ["Ivo", "Juno", "Lark", "Ember", "Wren (off the waitlist)"]
    posts = [
        ("Aster", f"Mini 2863<br>{bold('Players')}<br>" + "<br>".join(names)
                  + f"<br><br>{day(1, 5, 3)}"),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    players = ["Ivo", "Juno", "Lark", "Ember", "Wren"]
    return Whole(
        "lurker_off_the_waitlist", posts, players, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}}
    )


def lurker_named_full_moon() -> Whole:
    """ "Full Moon", a player who never posts, last under "Players": a name, not the list
    said full."""
    names = ["Ivo", "Juno", "Lark", "Ember", "Full Moon"]
    posts = [
        ("Aster", f"Mini 2864<br>{bold('Players')}<br>" + "<br>".join(names)
                  + f"<br><br>{day(1, 5, 3)}"),
        *JUNO_VOTES,
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                        ["Lark", "Full Moon"])),
    ]  # fmt: skip
    return Whole("lurker_named_full_moon", posts, names, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}})


def waitlist_closed_to_a_late_signup() -> Whole:
    """Tansy posts "/in" after the list; the host: "Waitlist: closed" and "The waitlist is
    full, sorry Tansy.": no backup, neither "closed" nor Tansy."""
    posts = [
        ("Aster", f"Mini 2865, post /in to join<br>{bold('Signed up')}<br>"
                  + "<br>".join(f"{i}. {n}" for i, n in enumerate(FIVE, 1))),
        ("Tansy", "/in"),
        ("Aster", "The waitlist is full, sorry Tansy.<br>Waitlist: closed"),
        ("Aster", day(1, 5, 3)),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole(
        "waitlist_closed_to_a_late_signup", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ivo": 1}},
    )  # fmt: skip


def call_before_the_waitlist() -> Whole:
    """ "Two spots left before the waitlist kicks in: post /in!" after the opening, then
    Wren and Ember sign up; Lark votes before Day 1 begins: a call for this game's
    sign-ups, Day 1 starts after it (Lark's early vote no Day 1 vote)."""
    posts = [
        ("Aster", "Mini 2866 sign-ups: Ivo, Juno and Lark are in so far."),
        ("Aster", "Two spots left before the waitlist kicks in: post /in!"),
        ("Wren", "/in"), ("Ember", "/in"),
        ("Lark", vote("Wren")),
        ("Aster", f"{bold('Players')}<br>" + "<br>".join(FIVE) + f"<br><br>{day(1, 5, 3)}"),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole(
        "call_before_the_waitlist", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}}
    )


REVIEW28R = [
    padded(f)
    for f in [
        waitlist_sentence_over_the_list, players_heading_noting_the_waitlist,
        lurker_off_the_waitlist, lurker_named_full_moon, waitlist_closed_to_a_late_signup,
        call_before_the_waitlist,
    ]
]  # fmt: skip
