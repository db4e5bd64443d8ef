"""Whole invented Discourse threads (cooked HTML), twelfth batch (initzoo28): the host's
line amid the list, Roman-numbered headings, a restart beside a day word, a waiting list,
a host stepping down, an end-of-game roles list, "/confirm" posts, @mentions with
pronouns; and vBulletin and XenForo threads (a waiting list, Roman headings, the host's
alt named, a modkill with no replacement, "/confirm" posts, the host's line amid the
list, a restart beside a day word, the roles at the end)."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, p
from .zoo20_discourse import FIVE, SIX, d_day, ol
from .zoo22_discourse import strong


def d_host_line_amid_the_list() -> Whole:
    lines = "<br>".join(["Ivo", "Juno", "Aster (host, not playing)", "Lark", "Wren", "Ember"])
    posts = [
        ("Aster", p("Mafia 2821") + strong("Players") + p(lines) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Ember")), ("Ember", d_vote("Ivo")), ("Lark", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Ivo", "Lark"]), ("Ivo", ["Ember"])],
                          ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_host_line_amid_the_list", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_roman_section_headings() -> Whole:
    posts = [
        ("Aster", p("Mafia 2822") + "<h3>I. Rules</h3>" + p("Be kind. Vote in bold.")
                  + "<h3>II. Players</h3>" + ol(SIX) + "<h3>III. Schedule</h3>"
                  + p("Days are 48 hours.") + d_day(1, 6, 4)),
        ("Juno", d_vote("Kes")), ("Kes", d_vote("Juno")), ("Wren", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Juno", "Wren"]), ("Juno", ["Kes"])],
                          ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_roman_section_headings", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Juno": 1}},
        engine="discourse",
    )  # fmt: skip


def d_restart_beside_a_day_word() -> Whole:
    first = ["Ivo", "Juno", "Lark", "Tansy", "Ember"]
    now = ["Ivo", "Juno", "Lark", "Marlow", "Ember"]
    posts = [
        ("Aster", p("Mafia 2823") + strong("Players") + ol(first) + d_day(1, 5, 3)),
        ("Tansy", p("I have to drop out, sorry everyone.")),
        ("Aster", p("Restarting the game, Day 1 reset with a new list:") + strong("Players")
                  + ol(now)),
        ("Aster", d_day(1, 5, 3)),
        ("Marlow", d_vote("Lark")), ("Lark", d_vote("Marlow")), ("Ivo", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Marlow", "Ivo"]), ("Marlow", ["Lark"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_restart_beside_a_day_word", posts, now, ["Aster"], days={1: {"Lark": 2, "Marlow": 1}},
        engine="discourse",
    )  # fmt: skip


def d_waitlist_paragraph() -> Whole:
    posts = [
        ("Aster", p("Mafia 2824") + strong("Players") + ol(FIVE)
                  + p("<strong>Waitlist:</strong> Saffron") + d_day(1, 5, 3)),
        ("Saffron", p("Waitlisted, ready if needed.")),
        ("Wren", d_vote("Juno")), ("Juno", d_vote("Wren")), ("Ember", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Wren", "Ember"]), ("Wren", ["Juno"])],
                          ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_waitlist_paragraph", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Wren": 1}},
        backups=["Saffron"], engine="discourse",
    )  # fmt: skip


def d_host_steps_down() -> Whole:
    posts = [
        ("Aster", p("Mafia 2825") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")), ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Mafia Goon. Night 1 begins.")),
        ("Aster", p("I'm stepping down as host, Bramble hosts from here. Thanks all!")),
        ("Bramble", d_day(2, 4, 3, "Nobody died. ")),
        ("Ember", d_vote("Juno")), ("Ivo", d_vote("Juno")),
        ("Bramble", d_count("Vote Count 2.1", [("Juno", ["Ember", "Ivo"])], ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_host_steps_down", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Lark": 3}, 2: {"Juno": 2}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_roles_in_claim_order_at_the_end() -> Whole:
    roles = ["Wren: Mafia Goon", "Ivo: Town Doctor", "Ember: Vanilla Townie",
             "Juno: Vanilla Townie", "Lark: Mafia Roleblocker"]  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2826") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Ember", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 3, 2, "Juno was killed. Juno was a Vanilla Townie. ")),
        ("Lark", d_vote("Ivo")), ("Ivo", d_vote("Lark")), ("Ember", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Town wins!") + strong("Final roles") + ol(roles)),
    ]  # fmt: skip
    return Whole(
        "d_roles_in_claim_order_at_the_end", posts, FIVE, ["Aster"],
        days={1: {"Wren": 3}, 2: {"Lark": 2, "Ivo": 1}}, lynched={1: "Wren", 2: "Lark"},
        living={2: ["Ivo", "Lark", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_confirm_in_the_thread() -> Whole:
    posts = [
        ("Aster", p("Mafia 2827") + strong("Players") + ol(FIVE)
                  + p("Please post /confirm here before Day 1.")),
        *[(n, p("/confirm")) for n in ["Lark", "Ember", "Ivo", "Juno", "Wren"]],
        ("Aster", d_day(1, 5, 3)),
        ("Lark", d_vote("Wren")), ("Wren", d_vote("Lark")), ("Juno", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Lark", "Juno"]), ("Lark", ["Wren"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_confirm_in_the_thread", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_mentions_with_pronouns() -> Whole:
    tags = ["he/him", "she/her", "they/them", "she/they", "he/they", "any"]
    items = "".join(f"<li>{mention(n)} ({t})</li>" for n, t in zip(SIX, tags, strict=True))
    posts = [
        ("Aster", p("Mafia 2828") + strong("Players") + f"<ul>{items}</ul>" + d_day(1, 6, 4)),
        ("Ember", d_vote("Ivo")), ("Ivo", d_vote("Ember")), ("Kes", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Ember", "Kes"]), ("Ember", ["Ivo"])],
                          ["Juno", "Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_mentions_with_pronouns", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Ember": 1}},
        engine="discourse",
    )  # fmt: skip


# -- vBulletin and XenForo -----------------------------------------------------------------
def list_post(names: list[str], alive: int, lynch: int, head: str = "", tail: str = "") -> str:
    return (f"{head}<b>Players</b><br>" + "<br>".join(names) + tail
            + f"<br><br><b>Day 1 begins.</b> With {alive} alive it takes {lynch} to lynch.")  # fmt: skip


def vb_waitlist_under_the_list() -> Whole:
    posts = [
        ("Aster", list_post(FIVE, 5, 3, "Werewolf 2841<br>", "<br><br>Waitlist: Marlow")),
        ("Marlow", "Waitlisted, good luck everyone."),
        ("Ivo", b_vote("Lark")), ("Lark", b_vote("Ivo")), ("Juno", b_vote("Lark")),
        ("Aster", b_count("Vote Count 1.1", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_waitlist_under_the_list", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        backups=["Marlow"], engine="vbulletin",
    )  # fmt: skip


def xf_roman_section_headings() -> Whole:
    posts = [
        ("Aster", "Game 2842<br><b>I. Rules</b><br>No quoting role PMs.<br><br>"
                  + list_post(SIX, 6, 4).replace("<b>Players</b>", "<b>II. Players</b>")),
        ("Wren", b_vote("Juno")), ("Juno", b_vote("Wren")), ("Kes", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Wren", "Kes"]), ("Wren", ["Juno"])],
                          ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_roman_section_headings", posts, SIX, ["Aster"], days={1: {"Juno": 2, "Wren": 1}},
        engine="xenforo",
    )  # fmt: skip


def vb_host_alt_named() -> Whole:
    posts = [
        ("Aster", list_post(FIVE, 5, 3, "Werewolf 2843<br>Host: Aster (alt: AsterVC, for the "
                            "counts)<br>")),
        ("Ember", b_vote("Wren")), ("Wren", b_vote("Ember")), ("Lark", b_vote("Wren")),
        ("AsterVC", b_count("Vote Count 1.1", [("Wren", ["Ember", "Lark"]),
                                               ("Ember", ["Wren"])], ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "vb_host_alt_named", posts, FIVE, ["Aster", "AsterVC"],
        days={1: {"Wren": 2, "Ember": 1}}, engine="vbulletin",
    )  # fmt: skip


def xf_modkilled_without_replacement() -> Whole:
    posts = [
        ("Aster", list_post(SIX, 6, 4, "Game 2844<br>")),
        ("Ivo", b_vote("Kes")), ("Kes", b_vote("Ivo")),
        ("Aster", "Wren has been modkilled. No replacement; we continue with five. With 5 "
                  "alive it takes 3 to lynch."),
        ("Juno", b_vote("Kes")), ("Lark", b_vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Werewolf. Night 1 begins."),
        ("Aster", "<b>Day 2 begins.</b> Nobody died. With 4 alive it takes 3 to lynch."),
        ("Ember", b_vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "xf_modkilled_without_replacement", posts, SIX, ["Aster"],
        days={1: {"Kes": 3, "Ivo": 1}, 2: {"Ivo": 1}}, lynched={1: "Kes"},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]}, engine="xenforo",
    )  # fmt: skip


def vb_confirm_in_the_thread() -> Whole:
    posts = [
        ("Aster", "Werewolf 2845<br><b>Players</b><br>" + "<br>".join(FIVE)
                  + "<br><br>Post /confirm to lock in your slot."),
        *[(n, "/confirm") for n in ["Wren", "Ivo", "Lark", "Ember", "Juno"]],
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Juno", b_vote("Ember")), ("Ember", b_vote("Juno")), ("Ivo", b_vote("Ember")),
        ("Aster", b_count("Vote Count 1.1", [("Ember", ["Juno", "Ivo"]), ("Juno", ["Ember"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "vb_confirm_in_the_thread", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Juno": 1}},
        engine="vbulletin",
    )  # fmt: skip


def xf_host_line_amid_the_list() -> Whole:
    names = ["Ivo", "Juno", "Aster (host, not playing)", "Lark", "Wren", "Ember"]
    posts = [
        ("Aster", list_post(names, 5, 3, "Game 2846<br>")),
        ("Ivo", b_vote("Wren")), ("Wren", b_vote("Ivo")), ("Ember", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Ivo", "Ember"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "xf_host_line_amid_the_list", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        engine="xenforo",
    )  # fmt: skip


def vb_restart_beside_a_day_word() -> Whole:
    first = ["Ivo", "Tansy", "Lark", "Wren", "Ember"]
    now = ["Ivo", "Saffron", "Lark", "Wren", "Ember"]
    posts = [
        ("Aster", list_post(first, 5, 3, "Werewolf 2847<br>")),
        ("Tansy", "Need to drop, apologies."),
        ("Aster", "Restarting the game, Day 1 reset.<br><b>Players</b><br>" + "<br>".join(now)),
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Saffron", b_vote("Wren")), ("Wren", b_vote("Saffron")), ("Lark", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Saffron", "Lark"]),
                                             ("Saffron", ["Wren"])], ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_restart_beside_a_day_word", posts, now, ["Aster"],
        days={1: {"Wren": 2, "Saffron": 1}}, engine="vbulletin",
    )  # fmt: skip


def xf_roles_in_claim_order_at_the_end() -> Whole:
    roles = ["Lark - Werewolf", "Juno - Seer", "Ivo - Villager", "Ember - Werewolf",
             "Wren - Villager"]  # fmt: skip
    posts = [
        ("Aster", list_post(FIVE, 5, 3, "Game 2848<br>")),
        ("Ivo", b_vote("Lark")), ("Juno", b_vote("Lark")), ("Wren", b_vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Werewolf. Night 1 begins."),
        ("Aster", "<b>Day 2 begins.</b> Wren was killed. Wren was a Villager. With 3 alive it "
                  "takes 2 to lynch."),
        ("Ember", b_vote("Ivo")), ("Ivo", b_vote("Ember")), ("Juno", b_vote("Ember")),
        ("Aster", "Ember has been lynched. Village wins!<br><br><b>Final roles</b><br>"
                  + "<br>".join(f"{i}. {r}" for i, r in enumerate(roles, 1))),
    ]  # fmt: skip
    return Whole(
        "xf_roles_in_claim_order_at_the_end", posts, FIVE, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Ember": 2, "Ivo": 1}}, lynched={1: "Lark", 2: "Ember"},
        living={2: ["Ivo", "Juno", "Ember"]}, engine="xenforo",
    )  # fmt: skip


SERVED28_DISCOURSE = [d_waitlist_paragraph, d_roman_section_headings]
ZOO28_DISCOURSE = [
    d_host_line_amid_the_list, d_restart_beside_a_day_word, d_host_steps_down,
    d_roles_in_claim_order_at_the_end, d_confirm_in_the_thread, d_mentions_with_pronouns,
    *SERVED28_DISCOURSE,
]  # fmt: skip
ZOO28_OTHER = [vb_waitlist_under_the_list, xf_roman_section_headings, vb_host_alt_named,
               xf_modkilled_without_replacement, vb_confirm_in_the_thread,
               xf_host_line_amid_the_list, vb_restart_beside_a_day_word,
               xf_roles_in_claim_order_at_the_end]  # fmt: skip
ZOO28_DISCOURSE = [padded(f) for f in ZOO28_DISCOURSE]
ZOO28_OTHER = [padded(f) for f in ZOO28_OTHER]
SERVED28_DISCOURSE = [padded(f) for f in SERVED28_DISCOURSE]
