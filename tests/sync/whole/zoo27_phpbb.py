"""Whole invented MafiaScum (phpBB) threads, eleventh batch (initzoo27): the tenth batch's
leftovers (a reminder opening "Reminder, Ivo, Juno, ..." to the players, a replacement
who never posts), then an "Alternates:" line under the list, spectators listed, a player
who signs up twice, the host in his own list marked not playing, slot numbers with gaps,
a reserved slot, Day 1 opening "as soon as the list fills", an "/out" after the list
closed, the roles listed before the players, a game restarted with a new list, Roman
slot numbers, a list split by pipes."""

from __future__ import annotations

from . import Whole, bold, count, numbered, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day


def reminder_said_to_the_players() -> Whole:
    """Mid-day the host writes "Reminder, Ivo, Juno, Lark, Wren, Ember: 24 hours left";
    Ivo never posts."""
    posts = [
        ("Aster", f"Mini 2701<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")),
        ("Aster", "Reminder, Ivo, Juno, Lark, Wren, Ember: 24 hours left in the day."),
        ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Juno", "Wren"]), ("Juno", ["Lark"])],
                        ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "reminder_said_to_the_players", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Juno": 1}}
    )


def replacement_who_never_posts() -> Whole:
    """ "Rook replaces Lark." on Day 1; Rook never posts: Lark's slot is Rook's all the
    same."""
    posts = [
        ("Aster", f"Mini 2702<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Lark", vote("Ember")),
        ("Aster", "Rook replaces Lark."),
        ("Juno", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 4, 3, "Nobody died. ")),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "replacement_who_never_posts", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Wren": 1, "Ivo": 1}}, backups=["Rook"],
        subs=[("Lark", "Rook")], lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Rook", "Wren"]},
        xfail="a replacement's newcomer who never posts is no login: no substitution, Lark "
        "lives on (a rule reading the written name misfired on the 120, where such "
        "newcomers post under another login)",
    )  # fmt: skip


def alternates_under_the_list() -> Whole:
    """ "Alternates: Marlow, Saffron" under the list: no slots."""
    posts = [
        ("Aster", f"Mini 2703<br>{numbered(FIVE)}<br><br>{bold('Alternates:')} Marlow, Saffron"
                  f"<br><br>{day(1, 5, 3)}"),
        ("Marlow", "Alternate here, watching with interest."),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "alternates_under_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        backups=["Marlow", "Saffron"],
    )  # fmt: skip


def spectators_listed() -> Whole:
    """ "Spectators: Tansy, Bramble" after the list; Tansy posts (a spectator's remark)."""
    posts = [
        ("Aster", f"Mini 2704<br>{numbered(SIX)}<br>Spectators: Tansy, Bramble<br>"
                  f"{day(1, 6, 4)}"),
        ("Tansy", "Spectating this one, good luck all!"),
        ("Kes", vote("Wren")), ("Wren", vote("Kes")), ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Kes", "Lark"]), ("Kes", ["Wren"])],
                        ["Ivo", "Juno", "Ember"])),
    ]  # fmt: skip
    return Whole("spectators_listed", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Kes": 1}})


def signed_up_twice() -> Whole:
    """Juno posts "/in" twice; the host's list names her once."""
    posts = [
        ("Aster", "Mini 2705 sign-ups: post /in. Five seats."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in"), ("Juno", "/in (in case the first "
                                                                  "did not count)"),
        ("Wren", "/in"), ("Ember", "/in"),
        ("Aster", f"Full.<br>{numbered(FIVE)}<br>Role PMs are going out."),
        ("Aster", day(1, 5, 3)),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Ivo", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Ivo"]), ("Juno", ["Wren"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("signed_up_twice", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Juno": 1}})


def host_in_his_own_list() -> Whole:
    """The list opens with "Aster (host, not playing)"."""
    names = ["Aster (host, not playing)", *FIVE]
    lines = "<br>".join(names)
    posts = [
        ("Aster", f"Mini 2706<br>{bold('Player List')}<br>{lines}<br>{day(1, 5, 3)}"),
        ("Lark", vote("Ember")), ("Ember", vote("Lark")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Lark", "Ivo"]), ("Lark", ["Ember"])],
                        ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole("host_in_his_own_list", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Lark": 1}})


def slot_numbers_with_gaps() -> Whole:
    """Slots 3 and 6 dropped before the start: 1, 2, 4, 5, 7, 8."""
    lines = "<br>".join(f"{i}. {n}" for i, n in zip([1, 2, 4, 5, 7, 8], SIX, strict=True))
    posts = [
        ("Aster", f"Mini 2707<br>{bold('Player List')}<br>{lines}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Kes")), ("Kes", vote("Juno")), ("Wren", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Juno", "Wren"]), ("Juno", ["Kes"])],
                        ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("slot_numbers_with_gaps", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Juno": 1}})


def reserved_slot() -> Whole:
    """ "Slot 5: reserved for Ember" in the sign-up post; Ember confirms and plays."""
    seats = [f"Slot {i}: {n}" for i, n in enumerate(["Ivo", "Juno", "Lark", "Wren"], 1)]
    posts = [
        ("Aster", f"Mini 2708 sign-ups<br>{'<br>'.join(seats)}<br>Slot 5: reserved for Ember"),
        ("Ember", "Confirming my reserved slot, thanks!"),
        ("Aster", "We are full. Role PMs are going out."),
        ("Aster", day(1, 5, 3)),
        ("Ember", vote("Ivo")), ("Ivo", vote("Ember")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Ember", "Juno"]), ("Ember", ["Ivo"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("reserved_slot", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Ember": 1}})


def day_one_when_the_list_fills() -> Whole:
    """ "Day 1 begins as soon as the list fills." in the opening; "/in" posts; the host's
    "Full! Day 1 has begun." opens it."""
    posts = [
        ("Aster", "Mini 2709: Quickfire. Five players, post /in. Day 1 begins as soon as the "
                  "list fills."),
        *[(n, "/in") for n in FIVE],
        ("Aster", f"Full! {bold('Day 1 has begun.')} With 5 alive it takes 3 to lynch.<br>"
                  f"{numbered(FIVE)}"),
        ("Wren", vote("Lark")), ("Lark", vote("Wren")), ("Ivo", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Wren", "Ivo"]), ("Wren", ["Lark"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "day_one_when_the_list_fills", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Wren": 1}}
    )


def out_after_the_list_closed() -> Whole:
    """Wren posts "/out" after the list closed; the host finds Marlow to replace her."""
    posts = [
        ("Aster", f"Mini 2710<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")),
        ("Wren", "/out, sorry all, real life got busy."),
        ("Aster", "Marlow replaces Wren."),
        ("Marlow", vote("Juno")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Marlow"]), ("Ivo", ["Juno"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "out_after_the_list_closed", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        backups=["Marlow"], subs=[("Wren", "Marlow")],
    )  # fmt: skip


def roles_listed_before_the_players() -> Whole:
    """A closed setup: "Roles" lists the roles (no names) before the player list."""
    roles = "<br>".join(["Mafia Goon", "Mafia Roleblocker", "Town Cop", "Vanilla Townie",
                         "Vanilla Townie", "Vanilla Townie"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2711 (closed setup)<br>{bold('Roles')}<br>{roles}<br><br>"
                  f"{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Ember"]), ("Ivo", ["Lark"])],
                        ["Juno", "Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "roles_listed_before_the_players", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}}
    )


def restarted_with_a_new_list() -> Whole:
    """Role PMs sent, then Tansy flakes before any vote: "Game restarted, new list:" with
    Kes in; Day 1 after it."""
    first = ["Ivo", "Juno", "Tansy", "Wren", "Ember"]
    now = ["Ivo", "Juno", "Kes", "Wren", "Ember"]
    posts = [
        ("Aster", f"Mini 2712<br>{numbered(first)}<br>Role PMs are going out."),
        ("Tansy", "I have to drop, very sorry."),
        ("Aster", f"Game restarted, new list:<br>{numbered(now)}<br>New role PMs are out."),
        ("Aster", day(1, 5, 3)),
        ("Kes", vote("Juno")), ("Juno", vote("Kes")), ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Kes", "Wren"]), ("Kes", ["Juno"])],
                        ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "restarted_with_a_new_list", posts, now, ["Aster"], days={1: {"Juno": 2, "Kes": 1}}
    )


def roman_slot_numbers() -> Whole:
    lines = "<br>".join(f"{r}. {n}" for r, n in zip(["I", "II", "III", "IV", "V"], FIVE,
                                                     strict=True))  # fmt: skip
    posts = [
        ("Aster", f"Mini 2713<br>{bold('Players')}<br>{lines}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")), ("Lark", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Juno", "Lark"]), ("Juno", ["Ember"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole("roman_slot_numbers", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Juno": 1}})


def list_split_by_pipes() -> Whole:
    """ "Players (6): Ivo | Juno | Lark | Wren | Ember | Kes", two never posting."""
    posts = [
        ("Aster", f"Mini 2714<br>Players (6): {' | '.join(SIX)}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Lark")), ("Lark", vote("Wren")), ("Juno", vote("Lark")),
        ("Ember", "Morning all."),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Wren", "Juno"]), ("Wren", ["Lark"])],
                        ["Ivo", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole("list_split_by_pipes", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Wren": 1}})


def vla_marks_in_the_list() -> Whole:
    """ "Lark (V/LA until Friday)" and "Wren [V/LA]" in the list."""
    names = ["Ivo", "Juno", "Lark (V/LA until Friday)", "Wren [V/LA]", "Ember"]
    posts = [
        ("Aster", f"Mini 2715<br>{numbered(names)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("vla_marks_in_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}})


SERVED27 = [reserved_slot, alternates_under_the_list, slot_numbers_with_gaps,
            out_after_the_list_closed]  # fmt: skip
ZOO27_PHPBB = [
    reminder_said_to_the_players, spectators_listed, signed_up_twice, host_in_his_own_list,
    replacement_who_never_posts, day_one_when_the_list_fills, roles_listed_before_the_players,
    restarted_with_a_new_list, roman_slot_numbers, list_split_by_pipes, vla_marks_in_the_list,
    *SERVED27,
]  # fmt: skip
ZOO27_PHPBB = [padded(f) for f in ZOO27_PHPBB]
SERVED27 = [padded(f) for f in SERVED27]
