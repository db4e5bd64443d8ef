"""Whole invented threads near initzoo24's list rules (review24r): a player list hidden in a
spoiler after its heading on the line, slot numbers in brackets after the names, a comma
line closed by a sign-off; every name and word is invented here."""

from __future__ import annotations

from . import Whole, bold, count, vote
from .chatter import padded
from .zoo19_discourse import b_count, b_vote
from .zoo20_phpbb import SIX, day

SPOILER = (
    '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>{t}:</b> <input '
    'type="button" value="Show" class="button2"></div><div class="quotecontent"><div '
    'style="display: none;">{x}</div></div></div>'
)


def players_hidden_after_their_heading() -> Whole:
    """The list in a spoiler on the heading's line ("Players: [spoiler]...[/spoiler]"),
    Wren and Kes never posting: six slots (was none: the spoiler read as a note)."""
    hidden = SPOILER.format(t="Players", x="<br>".join(SIX))
    posts = [
        ("Aster", f"Mini 2481: Cold Lantern<br><br><b>Players:</b> {hidden}<br><br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Juno", vote("Lark")),
        ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno", "Ember"]), ("Ivo", ["Lark"])],
                        ["Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "players_hidden_after_their_heading", posts, SIX, ["Aster"],
        days={1: {"Lark": 3, "Ivo": 1}},
    )  # fmt: skip


def slot_numbers_after_the_names() -> Whole:
    """Each name then its slot number in brackets and pronouns ("Ivo [1] - he/him"): six
    slots (was none: each line read as a vote count's wagon)."""
    pronouns = ["he/him", "she/her", "they/them", "she/her", "he/him", "any"]
    lines = "<br>".join(
        f"{n} [{i}] - {x}" for i, (n, x) in enumerate(zip(SIX, pronouns, strict=True), 1)
    )
    posts = [
        ("Aster", f"Mini 2482: Salt Meadow<br><br>{bold('Player List')}<br>{lines}<br><br>"
                  f"{day(1, 6, 4)}"),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Ivo", vote("Wren")),
        ("Lark", vote("Wren")), ("Ember", vote("Juno")), ("Kes", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Ivo", "Lark"]),
                                           ("Juno", ["Wren", "Ember", "Kes"])], [])),
    ]  # fmt: skip
    return Whole(
        "slot_numbers_after_the_names", posts, SIX, ["Aster"], days={1: {"Wren": 3, "Juno": 3}}
    )


def vb_comma_line_and_a_greeting() -> Whole:
    """A comma line of the players, Kes never posting, then the host's greeting on a comma
    line of its own ("Ivo, Juno, Lark, Welcome!"): six slots, no "Welcome"."""
    posts = [
        ("Aster", "Game 2483<br><br>Ivo, Juno, Lark, Wren, Ember, Kes<br><br>Ivo, Juno, Lark, "
                  "Welcome!<br><br><b>Day 1 begins.</b> With 6 alive it takes 4 to lynch."),
        ("Juno", b_vote("Ivo")), ("Ivo", b_vote("Juno")), ("Ember", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Juno", "Ember"]), ("Juno", ["Ivo"])],
                          ["Lark", "Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "vb_comma_line_and_a_greeting", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Juno": 1}},
        engine="vbulletin",
    )  # fmt: skip


REVIEW24R = [padded(f) for f in [
    players_hidden_after_their_heading, slot_numbers_after_the_names,
    vb_comma_line_and_a_greeting,
]]  # fmt: skip
