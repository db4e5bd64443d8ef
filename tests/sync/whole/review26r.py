"""Whole invented threads near initzoo26's first-run rules (review26r): a call for sign-ups
that denies the other thread, a replacement announced before a first count whose "Not
voting" still shows the replaced lurker (a guard), a greeting to the players over the opening's
list, an off-topic remark on the line of a call; every name and word is invented here."""

from __future__ import annotations

from . import Whole, count, numbered, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, day


def call_here_not_in_the_other_thread() -> Whole:
    """A host post between the opening and the list still calls for sign-ups "here, not in
    the other thread": Day 1 starts after it (the round read the denied place as one the
    sign-ups were sent to, started Day 1 at the call, and counted Wren's vote before the
    game)."""
    posts = [
        ("Aster", "Mini 2661: Saltmarsh<br>Five players wanted. Sign-ups are open: post /in."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in"), ("Wren", "/in"),
        ("Aster", "One slot left. Sign-ups are open here, not in the other thread: post /in."),
        ("Wren", vote("Juno")),
        ("Ember", "/in"),
        ("Aster", f"{numbered(FIVE)}<br>Role PMs are out. Vote away!"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "call_here_not_in_the_other_thread", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ivo": 1}},
    )  # fmt: skip


def off_topic_remark_on_a_calls_line() -> Whole:
    """The call's line opens with a remark about off-topic posts, not an "Off topic:"
    label: still a call (the round passed over the whole line, started Day 1 at it and
    counted Wren's vote before the game)."""
    posts = [
        ("Aster", "Mini 2662: Fernhollow<br>Five players wanted. Sign-ups are open: post /in."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in"), ("Wren", "/in"),
        ("Aster", "Off-topic chatter is fine until the game starts; sign-ups are still open, "
                  "post /in."),
        ("Wren", vote("Juno")),
        ("Ember", "/in"),
        ("Aster", f"{numbered(FIVE)}<br>Role PMs are out. Vote away!"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "off_topic_remark_on_a_calls_line", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ivo": 1}},
    )  # fmt: skip


def replaced_lurker_left_in_not_voting() -> Whole:
    """Ivo never posts; the host announces Marlow replacing him, then the first count's
    "Not voting" still shows Ivo beside Marlow's vote: Marlow replaces Ivo (a guard: the
    round keeps Ivo's slot his and reads the replacement at its announcement; before the
    round, the list's slot was Marlow's from the thread's start)."""
    posts = [
        ("Aster", f"Mini 2663: Quarrybrook<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")),
        ("Aster", "Marlow replaces Ivo."),
        ("Marlow", vote("Lark")), ("Wren", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Juno", "Marlow"]),
                                           ("Juno", ["Lark", "Wren", "Ember"])], ["Ivo"])),
    ]  # fmt: skip
    return Whole(
        "replaced_lurker_left_in_not_voting", posts, FIVE, ["Aster"],
        days={1: {"Juno": 3, "Lark": 2}}, backups=["Marlow"], subs=[("Ivo", "Marlow")],
    )  # fmt: skip


def greeting_line_over_the_list() -> Whole:
    """The opening greets the players by name before its numbered list, Ivo (who never
    posts) left out of the greeting: "Friends, Juno, Lark, Wren, Ember" is no list line (the
    round read "Friends" as a lurker leading a comma line: a sixth slot)."""
    posts = [
        ("Aster", f"Mini 2664: Brackenfold<br>Friends, Juno, Lark, Wren, Ember<br><br>"
                  f"{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Ivo")), ("Lark", vote("Ivo")), ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Juno", "Lark"]), ("Juno", ["Wren"])],
                        ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "greeting_line_over_the_list", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Juno": 1}}
    )  # fmt: skip


REVIEW26R = [
    padded(f)
    for f in [call_here_not_in_the_other_thread, off_topic_remark_on_a_calls_line,
              replaced_lurker_left_in_not_voting, greeting_line_over_the_list]
]  # fmt: skip
