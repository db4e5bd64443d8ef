"""Whole invented threads near initzoo25's first-run rules (review25r): a call for a backup
while Day 1 runs before the host's first count, a player named Skip killed in a Day 2
summary, a comma line whose last lurker is named by a word of prose; every name and word
is invented here."""

from __future__ import annotations

from . import Whole, bold, count, numbered, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, day


def backup_called_during_day_one() -> Whole:
    """The host's first post after the opening starts Day 1 with no "Day 1" in words; a
    later post asks for a backup ("post /in") before the first count: Day 1 stays where it
    began (the round moved it past the call, and the votes before it were lost)."""
    posts = [
        ("Aster", f"Mini 2591: Lanternfall<br>{numbered(FIVE)}<br>Role PMs go out tonight."),
        ("Aster", "Role PMs are out. Vote away!"),
        ("Ivo", vote("Wren")), ("Juno", vote("Wren")),
        ("Aster", "Late sign-ups are open for backups: post /in if you can stand by."),
        ("Aster", "Reminder: Wren and Ember, please post."),
        ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "backup_called_during_day_one", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}}
    )  # fmt: skip


PLAYERS_SKIP = ["Ivo", "Juno", "Lark", "Wren", "Skip"]


def skip_killed_in_the_summary() -> Whole:
    """A player named Skip dies at night; the Day 2 post sums up "Skip (killed N1)" (the
    round read a vote's no-one word there: no death)."""
    posts = [
        ("Aster", f"Mini 2592<br>{numbered(PLAYERS_SKIP)}<br>{day(1, 5, 3)}"),
        ("Skip", "Morning all."),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{bold('Day 2 begins.')} With 3 alive it takes 2 to lynch.<br><br>"
                  f"{bold('Deaths')}<br>Lark (lynched D1)<br>Skip (killed N1)"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "skip_killed_in_the_summary", posts, PLAYERS_SKIP, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Wren": 1, "Ivo": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren"]},
    )  # fmt: skip


def comma_line_with_a_lurker_named_plus() -> Whole:
    """The opening names the players by commas; the last, Plus, never posts (the round
    took "Plus" for a word said to the players and lost the slot)."""
    names = [*FIVE, "Plus"]
    posts = [
        ("Aster", f"Mini 2593: Tidewater<br><br>Ivo, Juno, Lark, Wren, Ember, Plus<br><br>"
                  f"{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                        ["Wren", "Ember", "Plus"])),
    ]  # fmt: skip
    return Whole(
        "comma_line_with_a_lurker_named_plus", posts, names, ["Aster"],
        days={1: {"Juno": 2, "Ivo": 1}},
    )  # fmt: skip


REVIEW25R = [
    padded(f)
    for f in [backup_called_during_day_one, skip_killed_in_the_summary,
              comma_line_with_a_lurker_named_plus]
]  # fmt: skip
