"""Whole invented Discourse threads (cooked HTML), eleventh batch (initzoo27): a reminder
said to the players by name, a replacement who never posts, an "Alternates:" paragraph,
spectators listed, a player who signs up twice, slot numbers with gaps, a reserved slot,
display names in the list and logins in the posts beside a replacement; and vBulletin and
XenForo threads (a reminder to the players, "Alternates:", an "/out" after the list
closed, a restart with a new list, a reserved seat, the roles before the players)."""

from __future__ import annotations

from . import Whole, d_count, d_vote
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, p
from .zoo20_discourse import FIVE, SIX, d_day, ol
from .zoo22_discourse import strong


def d_reminder_said_to_the_players() -> Whole:
    posts = [
        ("Aster", p("Mafia 2721") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Lark", d_vote("Wren")), ("Wren", d_vote("Lark")),
        ("Aster", p("Reminder, Ivo, Juno, Lark, Wren, Ember: the day ends tomorrow.")),
        ("Juno", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Lark", "Juno"]), ("Lark", ["Wren"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_reminder_said_to_the_players", posts, FIVE, ["Aster"],
        days={1: {"Wren": 2, "Lark": 1}}, engine="discourse",
    )  # fmt: skip


def d_replacement_who_never_posts() -> Whole:
    posts = [
        ("Aster", p("Mafia 2722") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Juno")), ("Wren", d_vote("Juno")),
        ("Aster", p("Rook is replacing Ember.")),
        ("Lark", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Vanilla Townie. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ")),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "d_replacement_who_never_posts", posts, FIVE, ["Aster"],
        days={1: {"Juno": 3}, 2: {"Lark": 1, "Ivo": 1}}, backups=["Rook"],
        subs=[("Ember", "Rook")], lynched={1: "Juno"},
        living={2: ["Ivo", "Lark", "Wren", "Rook"]}, engine="discourse",
        xfail="a replacement's newcomer who never posts is no login: no substitution",
    )  # fmt: skip


def d_alternates_paragraph() -> Whole:
    posts = [
        ("Aster", p("Mafia 2723") + strong("Players") + ol(SIX)
                  + p("<strong>Alternates:</strong> Marlow, Saffron") + d_day(1, 6, 4)),
        ("Saffron", p("Alternate checking in.")),
        ("Juno", d_vote("Ember")), ("Ember", d_vote("Juno")), ("Kes", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Juno", "Kes"]), ("Juno", ["Ember"])],
                          ["Ivo", "Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_alternates_paragraph", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Juno": 1}},
        backups=["Marlow", "Saffron"], engine="discourse",
    )  # fmt: skip


def d_spectators_listed() -> Whole:
    posts = [
        ("Aster", p("Mafia 2724") + strong("Players") + ol(FIVE) + strong("Spectators")
                  + ol(["Tansy", "Bramble"]) + d_day(1, 5, 3)),
        ("Bramble", p("Spectating, have fun!")),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")), ("Wren", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_spectators_listed", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_signed_up_twice() -> Whole:
    posts = [
        ("Aster", p("Mafia 2725 sign-ups: reply /in. Five players.")),
        ("Ivo", p("/in")), ("Lark", p("/in")), ("Ivo", p("/in again, just to be sure")),
        ("Juno", p("/in")), ("Wren", p("/in")), ("Ember", p("/in")),
        ("Aster", p("Full, role PMs are out.") + strong("Players")
                  + ol(["Ivo", "Lark", "Juno", "Wren", "Ember"])),
        ("Aster", d_day(1, 5, 3)),
        ("Ember", d_vote("Ivo")), ("Ivo", d_vote("Ember")), ("Juno", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Ember", "Juno"]), ("Ember", ["Ivo"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_signed_up_twice", posts, ["Ivo", "Lark", "Juno", "Wren", "Ember"], ["Aster"],
        days={1: {"Ivo": 2, "Ember": 1}}, engine="discourse",
    )  # fmt: skip


def d_slot_numbers_with_gaps() -> Whole:
    items = "".join(f"<li value=\"{i}\">{n}</li>" for i, n in zip([1, 3, 4, 6, 7], FIVE,
                                                                  strict=True))  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2726") + strong("Players") + f"<ol>{items}</ol>" + d_day(1, 5, 3)),
        ("Wren", d_vote("Juno")), ("Juno", d_vote("Wren")), ("Lark", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Wren", "Lark"]), ("Wren", ["Juno"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_slot_numbers_with_gaps", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Wren": 1}},
        engine="discourse",
    )  # fmt: skip


def d_reserved_slot() -> Whole:
    items = ["Ivo", "Juno", "Lark", "Wren", "reserved for Ember"]
    posts = [
        ("Aster", p("Mafia 2727 sign-ups") + strong("Slots") + ol(items)),
        ("Ember", p("Here for my reserved slot.")),
        ("Aster", p("All set, role PMs are out.")),
        ("Aster", d_day(1, 5, 3)),
        ("Lark", d_vote("Ember")), ("Ember", d_vote("Lark")), ("Ivo", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Lark", "Ivo"]), ("Lark", ["Ember"])],
                          ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_reserved_slot", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_display_names_listed_with_a_replacement() -> Whole:
    """The list writes display names, the logins are other words; "Rook is replacing
    Lark" names the newcomer by his display name too."""
    display = {"seagrass": "Ivo", "emberly": "Juno", "larkspur88": "Lark",
               "wrenfield": "Wren", "kestrel_k": "Ember", "rookery": "Rook"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2728") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("seagrass", d_vote("Wren")), ("wrenfield", d_vote("Ivo")),
        ("emberly", d_vote("Wren")), ("larkspur88", p("hi all")), ("kestrel_k", p("hello")),
        ("Aster", p("Rook is replacing Lark.")),
        ("rookery", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Juno", "Rook"]),
                                             ("Ivo", ["Wren"])], ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_display_names_listed_with_a_replacement", posts,
        ["seagrass", "emberly", "larkspur88", "wrenfield", "kestrel_k"], ["Aster"],
        days={1: {"wrenfield": 3, "seagrass": 1}}, backups=["rookery"],
        subs=[("larkspur88", "rookery")], lynched={1: "wrenfield"}, engine="discourse",
        display=display,
    )  # fmt: skip


# -- vBulletin and XenForo -----------------------------------------------------------------
def list_post(names: list[str], alive: int, lynch: int, head: str = "") -> str:
    return (f"{head}<b>Players</b><br>" + "<br>".join(names)
            + f"<br><br><b>Day 1 begins.</b> With {alive} alive it takes {lynch} to lynch.")  # fmt: skip


def vb_reminder_said_to_the_players() -> Whole:
    posts = [
        ("Aster", list_post(FIVE, 5, 3, "Werewolf 2741<br>")),
        ("Juno", b_vote("Ember")), ("Ember", b_vote("Juno")),
        ("Aster", "Reminder, Ivo, Juno, Lark, Wren, Ember: one day left."),
        ("Wren", b_vote("Ember")),
        ("Aster", b_count("Vote Count 1.1", [("Ember", ["Juno", "Wren"]), ("Juno", ["Ember"])],
                          ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "vb_reminder_said_to_the_players", posts, FIVE, ["Aster"],
        days={1: {"Ember": 2, "Juno": 1}}, engine="vbulletin",
    )  # fmt: skip


def xf_alternates_under_the_list() -> Whole:
    posts = [
        ("Aster", "Game 2742<br><b>Players</b><br>" + "<br>".join(FIVE)
                  + "<br><b>Alternates:</b> Marlow<br><br><b>Day 1 begins.</b> With 5 alive it "
                  "takes 3 to lynch."),
        ("Ivo", b_vote("Wren")), ("Wren", b_vote("Ivo")), ("Lark", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Ivo", "Lark"]), ("Ivo", ["Wren"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_alternates_under_the_list", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        backups=["Marlow"], engine="xenforo",
    )  # fmt: skip


def vb_out_after_the_list_closed() -> Whole:
    posts = [
        ("Aster", list_post(SIX, 6, 4, "Werewolf 2743<br>")),
        ("Kes", b_vote("Lark")),
        ("Juno", "/out, I cannot keep up this week. Sorry!"),
        ("Aster", "Saffron replaces Juno."),
        ("Saffron", b_vote("Lark")), ("Lark", b_vote("Kes")),
        ("Aster", b_count("Vote Count 1.1", [("Lark", ["Kes", "Saffron"]), ("Kes", ["Lark"])],
                          ["Ivo", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_out_after_the_list_closed", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}},
        backups=["Saffron"], subs=[("Juno", "Saffron")], engine="vbulletin",
    )  # fmt: skip


def xf_restarted_with_a_new_list() -> Whole:
    first = ["Ivo", "Juno", "Lark", "Tansy", "Ember"]
    now = ["Ivo", "Juno", "Lark", "Marlow", "Ember"]
    posts = [
        ("Aster", "Game 2744<br><b>Players</b><br>" + "<br>".join(first)
                  + "<br>Role PMs are going out."),
        ("Tansy", "Sorry, I have to drop."),
        ("Aster", "Game restarted, new list:<br><b>Players</b><br>" + "<br>".join(now)),
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Marlow", b_vote("Ivo")), ("Ivo", b_vote("Marlow")), ("Juno", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Marlow", "Juno"]), ("Marlow", ["Ivo"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_restarted_with_a_new_list", posts, now, ["Aster"], days={1: {"Ivo": 2, "Marlow": 1}},
        engine="xenforo",
    )  # fmt: skip


def vb_reserved_seat() -> Whole:
    posts = [
        ("Aster", "Werewolf 2745 sign-ups<br><b>Players</b><br>Ivo<br>Juno<br>Lark<br>Wren<br>"
                  "Seat 5: reserved for Ember"),
        ("Ember", "Taking my reserved seat."),
        ("Aster", "Full. <b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Juno", b_vote("Lark")), ("Lark", b_vote("Juno")), ("Ember", b_vote("Lark")),
        ("Aster", b_count("Vote Count 1.1", [("Lark", ["Juno", "Ember"]), ("Juno", ["Lark"])],
                          ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "vb_reserved_seat", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Juno": 1}},
        engine="vbulletin",
    )  # fmt: skip


def xf_roles_before_the_players() -> Whole:
    roles = "<br>".join(["Werewolf", "Werewolf", "Seer", "Villager", "Villager", "Villager"])
    posts = [
        ("Aster", f"Game 2746 (closed setup)<br><b>Roles</b><br>{roles}<br><br>"
                  + list_post(SIX, 6, 4)),
        ("Wren", b_vote("Kes")), ("Kes", b_vote("Wren")), ("Ivo", b_vote("Kes")),
        ("Aster", b_count("Vote Count 1.1", [("Kes", ["Wren", "Ivo"]), ("Wren", ["Kes"])],
                          ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_roles_before_the_players", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Wren": 1}},
        engine="xenforo",
    )  # fmt: skip


SERVED27_DISCOURSE = [d_spectators_listed, d_alternates_paragraph]
ZOO27_DISCOURSE = [
    d_reminder_said_to_the_players, d_replacement_who_never_posts, d_signed_up_twice,
    d_slot_numbers_with_gaps, d_reserved_slot, d_display_names_listed_with_a_replacement,
    *SERVED27_DISCOURSE,
]  # fmt: skip
ZOO27_OTHER = [vb_reminder_said_to_the_players, xf_alternates_under_the_list,
               vb_out_after_the_list_closed, xf_restarted_with_a_new_list, vb_reserved_seat,
               xf_roles_before_the_players]  # fmt: skip
ZOO27_DISCOURSE = [padded(f) for f in ZOO27_DISCOURSE]
ZOO27_OTHER = [padded(f) for f in ZOO27_OTHER]
SERVED27_DISCOURSE = [padded(f) for f in SERVED27_DISCOURSE]
