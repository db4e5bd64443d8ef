"""Whole invented Discourse threads (cooked HTML), sixth batch (initzoo22): a host who
hands the game to a new account, a co-host's "Mod note", the list as an image's alt text,
a list mixing display names and @mentions, the dead struck with their roles, "/in" posts
before a "1)" list, a slot replaced twice over two days, a host named "...Host" beside a
player "Modest", a "Night 0", an "[open]" slot filled later; and vBulletin and XenForo
threads of the same shapes."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, p
from .zoo20_discourse import FIVE, SIX, d_day, ol


def strong(text: str) -> str:
    return p(f"<strong>{text}</strong>")


def d_host_hands_over() -> Whole:
    posts = [
        ("Aster", p("Mafia 2221") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Lark", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Town Doctor. Night 1 begins.")),
        ("Aster", p(f"Something came up at work: {mention('Thistle')} will be your host from "
                    "here on. Be nice!")),
        ("Thistle", d_day(2, 4, 3, "Nobody died. ")),
        ("Ember", d_vote("Ivo")), ("Juno", d_vote("Ivo")),
        ("Thistle", d_count("Vote Count 2.1", [("Ivo", ["Ember", "Juno"])], ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_host_hands_over", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Wren": 3}, 2: {"Ivo": 2}}, lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_cohost_mod_note() -> Whole:
    posts = [
        ("Aster", p("Mafia 2222") + p(f"Co-host: {mention('Thistle')}") + strong("Players")
                  + ol(FIVE) + d_day(1, 5, 3)),
        ("Lark", d_vote("Ember")), ("Ember", d_vote("Lark")),
        ("Thistle", p("<strong>Mod note:</strong> no posting role PMs, please.")),
        ("Ivo", d_vote("Ember")),
        ("Thistle", d_count("Vote Count 1.1", [("Ember", ["Lark", "Ivo"]), ("Lark", ["Ember"])],
                            ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_cohost_mod_note", posts, FIVE, ["Aster", "Thistle"], days={1: {"Ember": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_list_as_an_image() -> Whole:
    img = ('<p><img src="/uploads/default/roster.png" alt="Players: Ivo, Juno, Lark, Wren, '
           'Kes, Ember" width="600" height="400"></p>')  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2223") + img + d_day(1, 6, 4)),
        ("Kes", d_vote("Ivo")), ("Ivo", d_vote("Kes")), ("Lark", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Kes", "Lark"]), ("Kes", ["Ivo"])],
                          ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    players = ["Ivo", "Juno", "Lark", "Wren", "Kes", "Ember"]
    return Whole(
        "d_list_as_an_image", posts, players, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_display_names_and_mentions_mixed() -> Whole:
    """Two slots by @mention (logins), three by display name."""
    items = [mention("ivo_v"), "Juno", mention("lark_l"), "Wren", "Ember"]
    display = {"ivo_v": "Ivo", "juno_j": "Juno", "lark_l": "Lark", "wren_w": "Wren",
               "ember_e": "Ember"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2224") + strong("Players") + ol(items) + d_day(1, 5, 3)),
        ("juno_j", d_vote("Wren")), ("wren_w", d_vote("Juno")), ("ivo_v", d_vote("Wren")),
        ("lark_l", p("Morning all.")), ("ember_e", p("Here, reading.")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Juno", "Ivo"]), ("Juno", ["Wren"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_display_names_and_mentions_mixed", posts, list(display), ["Aster"],
        days={1: {"wren_w": 2, "juno_j": 1}}, engine="discourse", display=display,
    )  # fmt: skip


def d_dead_struck_with_roles() -> Whole:
    relist = ol(["<s>Ivo</s> - Vanilla Townie", "Juno", "<s>Lark</s> - Mafia Goon", "Wren",
                 "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2225") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")), ("Ember", d_vote("Lark")),
        ("Kes", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Ivo was killed in the night. Ivo was a Vanilla Townie. ")
                  + strong("Players") + relist),
        ("Kes", d_vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "d_dead_struck_with_roles", posts, SIX, ["Aster"], days={1: {"Lark": 4}, 2: {"Wren": 1}},
        lynched={1: "Lark"}, living={2: ["Juno", "Wren", "Ember", "Kes"]}, engine="discourse",
    )  # fmt: skip


def d_ins_then_a_paren_list() -> Whole:
    lst = p("<strong>Players</strong><br>" + "<br>".join(f"{i}) {n}" for i, n in
                                                         enumerate(FIVE, 1)))  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2226 sign-ups. Reply /in, five spots.")),
        *[(n, p("/in")) for n in ["Ivo", "Juno", "Lark", "Wren", "Ember"]],
        ("Tansy", p("/in as backup")),
        ("Aster", lst + p("Backup: Tansy") + d_day(1, 5, 3)),
        ("Wren", d_vote("Lark")), ("Lark", d_vote("Wren")), ("Juno", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Wren", "Juno"]), ("Wren", ["Lark"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_ins_then_a_paren_list", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Wren": 1}},
        backups=["Tansy"], engine="discourse",
    )  # fmt: skip


def d_replaced_twice() -> Whole:
    posts = [
        ("Aster", p("Mafia 2227") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Juno", d_vote("Ivo")), ("Aster", p(f"{mention('Rook')} replaces {mention('Juno')}.")),
        ("Rook", d_vote("Ivo")), ("Lark", d_vote("Ivo")), ("Wren", d_vote("Ivo")),
        ("Aster", p("Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ")),
        ("Aster", p(f"{mention('Tansy')} is replacing {mention('Rook')}.")),
        ("Tansy", d_vote("Ember")), ("Lark", d_vote("Ember")),
        ("Aster", d_count("Vote Count 2.1", [("Ember", ["Tansy", "Lark"])], ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_replaced_twice", posts, FIVE, ["Aster"], days={1: {"Ivo": 3}, 2: {"Ember": 2}},
        backups=["Rook", "Tansy"], subs=[("Juno", "Rook"), ("Rook", "Tansy")],
        lynched={1: "Ivo"}, engine="discourse",
    )  # fmt: skip


def d_host_named_host_and_a_modest() -> Whole:
    names = ["Ivo", "Juno", "Modest", "Wren", "Ember"]
    posts = [
        ("MafiaHost", p("Mafia 2228") + strong("Players") + ol(names) + d_day(1, 5, 3)),
        ("Modest", d_vote("Wren")), ("Wren", d_vote("Modest")), ("Ember", d_vote("Wren")),
        ("MafiaHost", d_count("Vote Count 1.1", [("Wren", ["Modest", "Ember"]),
                                                ("Modest", ["Wren"])], ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "d_host_named_host_and_a_modest", posts, names, ["MafiaHost"],
        days={1: {"Wren": 2, "Modest": 1}}, engine="discourse",
    )  # fmt: skip


def d_night_zero() -> Whole:
    posts = [
        ("Aster", p("Mafia 2229") + strong("Players") + ol(SIX) + "<h2>Night 0</h2>"
                  + p("Night actions are due in 24 hours. The thread is locked until Day 1.")),
        ("Aster", d_day(1, 6, 4, "Juno was killed in the night. ")),
        ("Ivo", d_vote("Kes")), ("Kes", d_vote("Ivo")), ("Wren", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Ivo", "Wren"]), ("Ivo", ["Kes"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_night_zero", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ivo": 1}}, first="night",
        living={1: ["Ivo", "Lark", "Wren", "Ember", "Kes"]}, engine="discourse",
    )  # fmt: skip


def d_open_slot_filled_later() -> Whole:
    posts = [
        ("Aster", p("Mafia 2230") + strong("Players") + ol([*SIX[:5], "[open]"])
                  + p("One slot left, reply to take it.")),
        ("Kes", p("I'll take the last slot")),
        ("Aster", p("Welcome Kes!") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Ember", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Kes", "Ember"]), ("Kes", ["Lark"])],
                          ["Ivo", "Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_open_slot_filled_later", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_backup_signed_in_thread_then_replaces() -> Whole:
    """Tansy posts "/in as backup" before the list; "Backups: Tansy"; she replaces Wren."""
    posts = [
        ("Aster", p("Mafia 2235 sign-ups. Reply /in.")),
        *[(n, p("/in")) for n in FIVE], ("Tansy", p("/in as backup")),
        ("Aster", strong("Players") + ol(FIVE) + p("Backups: Tansy") + d_day(1, 5, 3)),
        ("Wren", d_vote("Juno")), ("Aster", p(f"{mention('Tansy')} replaces {mention('Wren')}.")),
        ("Tansy", d_vote("Juno")), ("Ember", d_vote("Juno")), ("Ivo", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Mafia Goon. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_backup_signed_in_thread_then_replaces", posts, FIVE, ["Aster"],
        days={1: {"Juno": 3}}, backups=["Tansy"], subs=[("Wren", "Tansy")], lynched={1: "Juno"},
        engine="discourse",
    )  # fmt: skip


# -- vBulletin and XenForo (plain HTML, bold votes) ----------------------------------------
def vb_host_hands_over() -> Whole:
    posts = [
        ("Aster", "Game 2231<br><b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br>4. Wren<br>"
                  "5. Ember<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Ivo", b_vote("Ember")), ("Juno", b_vote("Ember")),
        ("Aster", "Thistle will be taking over as moderator from now on; I have to go."),
        ("Thistle", b_count("Vote Count 1.1", [("Ember", ["Ivo", "Juno"])],
                            ["Lark", "Wren", "Ember"])),
        ("Lark", b_vote("Ember")),
        ("Thistle", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "vb_host_hands_over", posts, FIVE, ["Aster", "Thistle"], days={1: {"Ember": 3}},
        lynched={1: "Ember"}, engine="vbulletin",
    )  # fmt: skip


def vb_paren_list_with_pronouns_and_an_open_slot() -> Whole:
    lst = "<br>".join(
        f"{i}) {n}"
        for i, n in enumerate(
            ["Ivo (he/him)", "Juno (she/her)", "Lark (they/them)", "Wren (she/her)"], 1
        )
    )
    full = lst + "<br>5) Ember (he/him)"
    posts = [
        ("Aster", f"Game 2232<br><b>Players</b><br>{lst}<br>5) [open]"),
        ("Ember", "Can I have the open spot?"),
        ("Aster", f"<b>Players</b><br>{full}<br><br><b>Day 1 begins.</b> With 5 alive it takes "
                  "3 to lynch."),
        ("Ember", b_vote("Juno")), ("Juno", b_vote("Ember")), ("Wren", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Ember", "Wren"]), ("Ember", ["Juno"])],
                          ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "vb_paren_list_with_pronouns_and_an_open_slot", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ember": 1}}, engine="vbulletin",
    )  # fmt: skip


def xf_replaced_twice_and_struck_roles() -> Whole:
    posts = [
        ("Aster", "Game 2233<br><b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br>4. Wren<br>"
                  "5. Ember<br>6. Kes<br><br><b>Day 1 begins.</b> With 6 alive it takes 4 to "
                  "lynch."),
        ("Kes", b_vote("Ivo")), ("Aster", "Rook replaces Kes."),
        ("Rook", b_vote("Ivo")), ("Juno", b_vote("Ivo")), ("Lark", b_vote("Ivo")),
        ("Wren", b_vote("Ivo")),
        ("Aster", "Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins."),
        ("Aster", "<b>Day 2 begins.</b> Nobody died. With 5 alive it takes 3 to lynch.<br>"
                  "<b>Players</b><br>1. <s>Ivo</s> - Mafia Goon<br>2. Juno<br>3. Lark<br>"
                  "4. Wren<br>5. Ember<br>6. Rook (replaced Kes)"),
        ("Aster", "Tansy replaces Rook."),
        ("Tansy", b_vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "xf_replaced_twice_and_struck_roles", posts, SIX, ["Aster"],
        days={1: {"Ivo": 4}, 2: {"Wren": 1}}, backups=["Rook", "Tansy"],
        subs=[("Kes", "Rook"), ("Rook", "Tansy")], lynched={1: "Ivo"},
        living={2: ["Juno", "Lark", "Wren", "Ember", "Tansy"]}, engine="xenforo",
    )  # fmt: skip


def xf_cohost_mod_note_and_modest() -> Whole:
    names = ["Ivo", "Juno", "Lark", "Modest", "Ember"]
    posts = [
        ("Aster", "Game 2234<br>Co-host: Thistle<br><b>Players</b><br>"
                  + "<br>".join(f"{i}. {n}" for i, n in enumerate(names, 1))
                  + "<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Modest", b_vote("Lark")), ("Lark", b_vote("Modest")),
        ("Thistle", "<b>Mod note:</b> Modest, please read the rules on quoting."),
        ("Ivo", b_vote("Lark")),
        ("Thistle", b_count("Vote Count 1.1", [("Lark", ["Modest", "Ivo"]), ("Modest", ["Lark"])],
                            ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_cohost_mod_note_and_modest", posts, names, ["Aster", "Thistle"],
        days={1: {"Lark": 2, "Modest": 1}}, engine="xenforo",
    )  # fmt: skip


SERVED22_DISCOURSE = [d_host_hands_over, d_display_names_and_mentions_mixed]
ZOO22_DISCOURSE = [
    d_cohost_mod_note, d_list_as_an_image, d_dead_struck_with_roles, d_ins_then_a_paren_list,
    d_replaced_twice, d_host_named_host_and_a_modest, d_night_zero, d_open_slot_filled_later,
    d_backup_signed_in_thread_then_replaces,
    *SERVED22_DISCOURSE,
]  # fmt: skip
ZOO22_OTHER = [vb_host_hands_over, vb_paren_list_with_pronouns_and_an_open_slot,
               xf_replaced_twice_and_struck_roles, xf_cohost_mod_note_and_modest]  # fmt: skip
ZOO22_DISCOURSE = [padded(f) for f in ZOO22_DISCOURSE]
ZOO22_OTHER = [padded(f) for f in ZOO22_OTHER]
SERVED22_DISCOURSE = [padded(f) for f in SERVED22_DISCOURSE]
