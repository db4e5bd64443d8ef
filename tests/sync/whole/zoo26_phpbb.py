"""Whole invented MafiaScum (phpBB) threads, tenth batch (initzoo26): the ninth batch's
leftovers (an off-topic call for the host's next game's sign-ups before the first count, a
spoiler titled "Previous list" holding the list before a replacement, "Seat 3: Free" filled
in the thread, a comma line ending in "Team"), then per-line confirmations, an alt declared
in the list, the opening post edited into the live roster, a prod before a real
replacement, a list sorted by sign-up time with a timestamp per line, a first page
starting with Day 2, two co-hosts alternating counts, pronouns in square brackets."""

from __future__ import annotations

from . import Whole, bold, count, numbered, strike, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day
from .zoo23_phpbb import titled_spoiler


def offtopic_next_game_signups() -> Whole:
    """Role PMs out, then "Play!" (no "Day 1" said); before the first count the host posts
    "Off topic: sign-ups for my next game are open", then a reminder: Day 1 ran from the
    host's post after the opening."""
    posts = [
        ("Aster", f"Mini 2601: Saltmarsh<br>{numbered(FIVE)}<br>Role PMs are going out."),
        ("Aster", "Everyone has confirmed. Play! Vote in bold with the vote tag."),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", "Off topic: sign-ups for my next game, Mini 2650, are open in the queue. "
                  "Post /in there, not here."),
        ("Juno", vote("Lark")),
        ("Aster", "Reminder: the deadline is in 48 hours."),
        ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno", "Wren"]), ("Ivo", ["Lark"])],
                        ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "offtopic_next_game_signups", posts, FIVE, ["Aster"], days={1: {"Lark": 3, "Ivo": 1}}
    )


def previous_list_in_a_spoiler() -> Whole:
    """Day 2's post lists the slots with Marlow in; a spoiler titled "Previous list" keeps
    the list before the replacement."""
    now = ["Marlow", "Juno", "Lark", "Wren", strike("Ember")]
    posts = [
        ("Aster", f"Mini 2602<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Juno", vote("Ember")),
        ("Aster", "Marlow replaces Ivo."),
        ("Wren", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{numbered(now)}<br>"
                  f"{titled_spoiler('Previous list', '<br>'.join(FIVE))}"),
        ("Lark", vote("Wren")), ("Wren", vote("Lark")), ("Marlow", vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "previous_list_in_a_spoiler", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Wren": 2, "Lark": 1}}, backups=["Marlow"],
        subs=[("Ivo", "Marlow")], lynched={1: "Ember"},
        living={2: ["Marlow", "Juno", "Lark", "Wren"]},
    )  # fmt: skip


def seat_free_filled_in_the_thread() -> Whole:
    """The sign-up post lists seats, "Seat 3: Free"; Lark takes it with "/in"."""
    seats = [f"Seat {i}: {n}" for i, n in enumerate(["Ivo", "Juno", "Free", "Wren", "Ember"], 1)]
    posts = [
        ("Aster", f"Mini 2603 sign-ups<br>{bold('Seats')}<br>{'<br>'.join(seats)}<br>"
                  "One seat left: post /in."),
        ("Lark", "/in"),
        ("Aster", "Lark takes the last seat. We are full; role PMs are going out."),
        ("Aster", day(1, 5, 3)),
        ("Lark", vote("Juno")), ("Juno", vote("Lark")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Lark", "Ember"]), ("Lark", ["Juno"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "seat_free_filled_in_the_thread", posts, ["Ivo", "Juno", "Wren", "Ember", "Lark"],
        ["Aster"], days={1: {"Juno": 2, "Lark": 1}},
    )  # fmt: skip


def comma_line_ending_in_team() -> Whole:
    """The opening names the players by commas, then "Team" after the last comma."""
    posts = [
        ("Aster", f"Mini 2604<br><br>Ivo, Juno, Lark, Wren, Ember, Kes, Team<br><br>"
                  f"{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"]), ("Ivo", ["Kes"])],
                        ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("comma_line_ending_in_team", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ivo": 1}})


def confirmations_per_line() -> Whole:
    """Each line marks its confirmation: "Ivo ✓", "Juno - confirmed", "Lark ✔", "Wren
    (confirmed)", "Ember ✅", "Kes - confirmed!"."""
    marks = ["Ivo ✓", "Juno - confirmed", "Lark ✔", "Wren (confirmed)", "Ember ✅",
             "Kes - confirmed!"]  # fmt: skip
    posts = [
        ("Aster", f"Mini 2605<br>{numbered(marks, 'Players (confirmation)')}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Ember")), ("Ember", vote("Wren")), ("Kes", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Wren", "Kes"]), ("Wren", ["Ember"])],
                        ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole("confirmations_per_line", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Wren": 1}})


def alt_declared_in_the_list() -> Whole:
    """ "Lark (alt of Tansy)": the account Lark plays; Tansy, its owner's main, never
    posts and plays no slot."""
    names = ["Ivo", "Juno", "Lark (alt of Tansy)", "Wren", "Ember"]
    posts = [
        ("Aster", f"Mini 2606<br>{numbered(names)}<br>{day(1, 5, 3)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Lark", "Juno"]), ("Lark", ["Ivo"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "alt_declared_in_the_list", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Lark": 1}}
    )


def opening_edited_into_the_live_roster() -> Whole:
    """The dump holds the opening post as edited at the end: the dead struck with their
    roles and deaths beside them."""
    live = [f"{strike('Ivo')} - Vanilla Townie, lynched D1", "Juno",
            f"{strike('Lark')} - Mafia Goon, killed N1", "Wren", "Ember", "Kes"]  # fmt: skip
    posts = [
        ("Aster", f"Mini 2607<br>{numbered(live)}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Ivo")), ("Wren", vote("Ivo")), ("Kes", vote("Ivo")), ("Lark", vote("Ivo")),
        ("Aster", "Ivo has been lynched. Ivo was a Vanilla Townie. Night 1 begins."),
        ("Aster", day(2, 4, 3, "Lark was found dead. Lark was a Mafia Goon. ")),
        ("Juno", vote("Kes")), ("Kes", vote("Juno")), ("Ember", vote("Kes")),
    ]  # fmt: skip
    return Whole(
        "opening_edited_into_the_live_roster", posts, SIX, ["Aster"],
        days={1: {"Ivo": 4}, 2: {"Kes": 2, "Juno": 1}}, lynched={1: "Ivo"},
        living={2: ["Juno", "Wren", "Ember", "Kes"]},
        edits={0: f"Mini 2607<br>{numbered(SIX)}<br>{day(1, 6, 4)}"},
    )  # fmt: skip


def prodded_then_replaced() -> Whole:
    """ "Wren is being prodded." on Day 1 (no replacement), then on Day 2 "Marlow replaces
    Wren"."""
    posts = [
        ("Aster", f"Mini 2608<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")),
        ("Aster", "Wren is being prodded."),
        ("Lark", vote("Kes")), ("Ember", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 5, 3, "Nobody died. ")),
        ("Aster", "Marlow replaces Wren, who did not answer the prod."),
        ("Marlow", vote("Juno")), ("Juno", vote("Marlow")), ("Ivo", vote("Juno")),
    ]  # fmt: skip
    return Whole(
        "prodded_then_replaced", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Juno": 2, "Marlow": 1}}, backups=["Marlow"],
        subs=[("Wren", "Marlow")], lynched={1: "Kes"},
        living={2: ["Ivo", "Juno", "Lark", "Marlow", "Ember"]},
    )  # fmt: skip


def sorted_by_signup_time() -> Whole:
    """The list in sign-up order, each line with the time the player signed."""
    stamps = ["Mon Feb 03, 2025 9:12 am", "Mon Feb 03, 2025 9:40 am", "Mon Feb 03, 2025 1:05 pm",
              "Tue Feb 04, 2025 8:30 am", "Tue Feb 04, 2025 11:58 pm"]  # fmt: skip
    lines = [f"{n} - {s}" for n, s in zip(FIVE, stamps, strict=True)]
    posts = [
        ("Aster", f"Mini 2609<br>{numbered(lines, 'Players (by sign-up time)')}<br>{day(1, 5, 3)}"),
        ("Ember", vote("Juno")), ("Juno", vote("Ember")), ("Ivo", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ember", "Ivo"]), ("Ember", ["Juno"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("sorted_by_signup_time", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ember": 1}})


def first_page_starts_on_day_two() -> Whole:
    """The dump starts at the host's Day 2 post (the thread before it was not kept): the
    list struck and flipped, the night's death said."""
    listed = ["Ivo", f"{strike('Juno')} - lynched D1, Vanilla Townie", "Lark", "Wren",
              f"{strike('Ember')} - killed N1, Town Cop", "Kes"]  # fmt: skip
    posts = [
        ("Aster", f"{day(2, 4, 3, 'Ember was found dead. Ember was a Town Cop. ')}<br>"
                  f"{numbered(listed)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 2.1", [("Kes", ["Ivo", "Lark"]), ("Ivo", ["Kes"])],
                        ["Wren"])),
    ]  # fmt: skip
    return Whole(
        "first_page_starts_on_day_two", posts, SIX, ["Aster"], days={2: {"Kes": 2, "Ivo": 1}},
        living={2: ["Ivo", "Lark", "Wren", "Kes"]},
        xfail="a dump whose first post opens Day 2 reads Day 1 from post 1 and no deaths: "
        "init takes no phase but Day 1 first (first_phase_post: no start rather than a "
        "wrong one) and reads no death from the opening post's struck list",
    )  # fmt: skip


def cohosts_alternate_counts() -> Whole:
    """ "Hosts: Aster and Bramble"; the two post the counts in turn."""
    posts = [
        ("Aster", f"Mini 2610<br>Hosts: Aster and Bramble<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")),
        ("Bramble", count("Vote Count 1.1", [("Juno", ["Ivo"]), ("Ivo", ["Juno"])],
                          ["Lark", "Wren", "Ember", "Kes"])),
        ("Lark", vote("Juno")),
        ("Aster", count("Vote Count 1.2", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                        ["Wren", "Ember", "Kes"])),
        ("Kes", vote("Juno")),
        ("Bramble", count("Vote Count 1.3", [("Juno", ["Ivo", "Lark", "Kes"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "cohosts_alternate_counts", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Juno": 3, "Ivo": 1}},
    )  # fmt: skip


def pronouns_in_square_brackets() -> Whole:
    tags = ["he/him", "she/her", "they/them", "any", "she/they"]
    names = [f"{n} [{t}]" for n, t in zip(FIVE, tags, strict=True)]
    posts = [
        ("Aster", f"Mini 2611<br>{numbered(names)}<br>{day(1, 5, 3)}"),
        ("Lark", vote("Wren")), ("Wren", vote("Lark")), ("Ivo", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Lark", "Ivo"]), ("Lark", ["Wren"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "pronouns_in_square_brackets", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Lark": 1}}
    )


def signups_elsewhere_opening_is_the_roster() -> Whole:
    """The sign-ups ran in the queue; the game thread's first post is the roster alone,
    with a lurker who never posts; the host's next post opens Day 1."""
    posts = [
        ("Aster", f"Mini 2612: Fog Bell<br>Sign-ups ran in the queue thread.<br>"
                  f"{numbered(SIX, 'Roster')}"),
        ("Aster", day(1, 6, 4)),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Lark"]), ("Juno", ["Wren"])],
                        ["Ivo", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "signups_elsewhere_opening_is_the_roster", posts, SIX, ["Aster"],
        days={1: {"Wren": 2, "Juno": 1}},
    )  # fmt: skip


def day_zero_for_claims_with_a_joke_vote() -> Whole:
    """A "Day 0" for claims: a player votes in jest; Day 1 opens after it."""
    posts = [
        ("Aster", f"Mini 2613<br>{numbered(FIVE)}<br>{bold('Day 0')}: claim your favourite "
                  "colour. No lynch today."),
        ("Ivo", "Green."), ("Juno", f"Blue. {vote('Ivo')} for picking green."),
        ("Aster", day(1, 5, 3)),
        ("Lark", vote("Juno")), ("Juno", vote("Lark")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Lark", "Ember"]), ("Lark", ["Juno"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "day_zero_for_claims_with_a_joke_vote", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Lark": 1}},
    )  # fmt: skip


SERVED26 = [offtopic_next_game_signups, previous_list_in_a_spoiler, confirmations_per_line,
            prodded_then_replaced]  # fmt: skip
ZOO26_PHPBB = [
    seat_free_filled_in_the_thread, comma_line_ending_in_team, alt_declared_in_the_list,
    opening_edited_into_the_live_roster, sorted_by_signup_time, first_page_starts_on_day_two,
    cohosts_alternate_counts, pronouns_in_square_brackets,
    signups_elsewhere_opening_is_the_roster, day_zero_for_claims_with_a_joke_vote, *SERVED26,
]  # fmt: skip
ZOO26_PHPBB = [padded(f) for f in ZOO26_PHPBB]
SERVED26 = [padded(f) for f in SERVED26]
