"""Whole invented threads at the edges of the eleventh batch's first-run rules (review27r):
a host post over a list saying "restarted" of a day, a clock or in denial ("Day 1
restarted", "Restarting the clock", "no restart needed", a player's question quoted), the
host's own line under the list with names below it ("Aster - host" then two names), a
decorated list heading after the spectators ("~ Roster ~"); and the restarts the rule is
for ("We are restarting with a new list", "Sign-ups restarted", the thread restarted)."""

from __future__ import annotations

from . import Whole, bold, count, d_count, d_vote, numbered, quote, vote
from .chatter import padded
from .zoo19_discourse import p
from .zoo20_discourse import d_day, ol
from .zoo20_phpbb import FIVE, SIX, day
from .zoo22_discourse import strong

KES_FIRST = count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"]), ("Ivo", ["Kes"])],
                  ["Lark", "Wren", "Ember"])  # fmt: skip
JUNO_FIRST = count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                   ["Wren", "Ember"])  # fmt: skip
KES_VOTES = [("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Juno", vote("Kes"))]
JUNO_VOTES = [("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno"))]


def day_restarted_reminder() -> Whole:
    """Day 1 restarted after wrong role PMs; the host asks five of the six by name to
    confirm (Kes already did): the opening's list of six stays the players."""
    posts = [
        ("Aster", f"Mini 2790<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Kes", "Got my PM, thanks."),
        ("Aster", "Day 1 restarted: the role PMs went out wrong. Ivo, Juno, Lark, Wren, "
                  "Ember: please confirm your new PMs."),
        *KES_VOTES,
        ("Aster", KES_FIRST),
    ]  # fmt: skip
    return Whole("day_restarted_reminder", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ivo": 1}})


def day_restarted_over_a_partial_list() -> Whole:
    """ "Day 1 restarted, all votes reset" over a numbered list of the five who have not
    confirmed: the opening's six, in its order, stay the players."""
    waiting = ["Juno", "Lark", "Wren", "Ember", "Kes"]
    posts = [
        ("Aster", f"Mini 2795<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")),
        ("Aster", "Day 1 restarted, all votes reset. Players who have not confirmed:<br>"
                  + numbered(waiting, "Unconfirmed")),
        *KES_VOTES,
        ("Aster", KES_FIRST),
    ]  # fmt: skip
    return Whole(
        "day_restarted_over_a_partial_list", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}},
    )  # fmt: skip


def clock_restarted_over_a_list() -> Whole:
    """ "Restarting the clock after the outage. Still waiting on: ..." (five of six)."""
    posts = [
        ("Aster", f"Mini 2791<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", "Morning all."),
        ("Aster", "Restarting the clock after the outage. Still waiting on: Juno, Lark, Wren, "
                  "Ember, Kes"),
        *KES_VOTES,
        ("Aster", KES_FIRST),
    ]  # fmt: skip
    return Whole(
        "clock_restarted_over_a_list", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ivo": 1}}
    )


def no_restart_needed() -> Whole:
    """A role PM fixed, "no restart needed", the players listed again in another order:
    the opening's order stays."""
    again = ["Ember", "Ivo", "Juno", "Lark", "Wren"]
    posts = [
        ("Aster", f"Mini 2792<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Wren", "Is my PM right? It names another game."),
        ("Aster", f"Fixed Wren's PM, no restart needed.<br>{numbered(again, 'Players')}"),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole("no_restart_needed", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}})


def restart_quoted_from_a_player() -> Whole:
    """A player asks "Should we restart?"; the host quotes it and answers "No", naming
    five of six: the quote is no host's word."""
    posts = [
        ("Aster", f"Mini 2798<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", "Should we restart?"),
        ("Aster", quote("Ivo", "Should we restart?")
                  + "No. Reminder to Juno, Lark, Wren, Ember, Kes: read your PMs."),
        *KES_VOTES,
        ("Aster", KES_FIRST),
    ]  # fmt: skip
    return Whole(
        "restart_quoted_from_a_player", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ivo": 1}}
    )


def restarting_with_a_new_list() -> Whole:
    """The rule's own case said otherwise: "We are restarting with a new list:" after
    Tansy drops; Kes in."""
    first = ["Ivo", "Juno", "Tansy", "Wren", "Ember"]
    now = ["Ivo", "Juno", "Kes", "Wren", "Ember"]
    posts = [
        ("Aster", f"Mini 2796<br>{numbered(first)}<br>Role PMs are going out."),
        ("Tansy", "I have to drop."),
        ("Aster", f"We are restarting with a new list:<br>{numbered(now)}"),
        ("Aster", day(1, 5, 3)),
        ("Kes", vote("Juno")), ("Juno", vote("Kes")), ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Kes", "Wren"]), ("Kes", ["Juno"])],
                        ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "restarting_with_a_new_list", posts, now, ["Aster"], days={1: {"Juno": 2, "Kes": 1}}
    )


def signups_restarted() -> Whole:
    """ "Sign-ups restarted after the queue mix-up:" over the list that plays."""
    posts = [
        ("Aster", "Mini 2797 sign-ups<br>"
                  + numbered(["Tansy", "Bramble", "Quill", "Ivo", "Juno"], "Signed up")),
        ("Aster", f"Sign-ups restarted after the queue mix-up:<br>{numbered(FIVE)}"),
        ("Aster", day(1, 5, 3)),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole("signups_restarted", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}})


def thread_restarted_same_list() -> Whole:
    posts = [
        ("Aster", f"Mini 2793<br>{numbered(FIVE)}<br>Role PMs soon."),
        ("Aster", f"Thread restarted after the server outage. {numbered(FIVE)}<br>"
                  f"{day(1, 5, 3)}"),
        *JUNO_VOTES,
        ("Aster", JUNO_FIRST),
    ]  # fmt: skip
    return Whole(
        "thread_restarted_same_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}}
    )


def host_line_then_names() -> Whole:
    """ "Aster - host" under the list, then two names nobody posts as (the hosts' helpers,
    unheaded): Lark and Wren never post, the list is the five."""
    posts = [
        ("Aster", f"Mini 2799<br>{numbered(FIVE)}<br>Aster - host<br>Tansy<br>Bramble<br><br>"
                  f"{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("host_line_then_names", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}})


def d_host_line_then_names() -> Whole:
    """Discourse: the list, then a paragraph "Aster (host)", "Tansy", "Bramble"."""
    posts = [
        ("Aster", p("Mafia 2790") + strong("Players") + ol(FIVE)
                  + p("Aster (host)<br>Tansy<br>Bramble") + d_day(1, 5, 3)),
        ("Ivo", d_vote("Juno")), ("Juno", d_vote("Ivo")), ("Ember", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_host_line_then_names", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def decorated_roster_after_spectators() -> Whole:
    """ "Spectators" (two names nobody posts as), then "~ Roster ~" over the players (two
    never post): the heading ends the spectators."""
    posts = [
        ("Aster", f"Mini 2800<br>{bold('Spectators')}<br>Tansy<br>Bramble<br><br>~ Roster ~<br>"
                  + "<br>".join(FIVE) + f"<br><br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "decorated_roster_after_spectators", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ivo": 1}},
    )  # fmt: skip


REVIEW27R = [
    padded(f)
    for f in [
        day_restarted_reminder, day_restarted_over_a_partial_list, clock_restarted_over_a_list,
        no_restart_needed, restart_quoted_from_a_player, restarting_with_a_new_list,
        signups_restarted, thread_restarted_same_list, host_line_then_names,
        d_host_line_then_names, decorated_roster_after_spectators,
    ]
]  # fmt: skip
