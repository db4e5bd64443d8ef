"""Whole invented Discourse threads (cooked HTML), eighth batch (initzoo24): an unlabelled
comma line with players who never post, sign-ups by "/in" and seats, a markdown table whose
role column hides in spoilers, two hosts sharing the counts, the rules first and the list
later, "Ivo (replaced by Marlow)" struck in a list, a Day 0 and Night 0, deaths told only
in the list, a mass claim list, a display name changed with "(formerly ...)" in the list;
and vBulletin and XenForo threads of the same shapes."""

from __future__ import annotations

from . import Whole, d_count, d_vote
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, p
from .zoo20_discourse import FIVE, SIX, d_day, md_table, ol
from .zoo22_discourse import strong


def d_strike(text: str) -> str:
    return f"<s>{text}</s>"


def d_spoiler(text: str) -> str:
    return f'<span class="spoiled">{text}</span>'


def d_comma_line_with_lurkers() -> Whole:
    posts = [
        ("Aster", p("Mafia 2421: Salt Roads") + p("Ivo, Juno, Lark, Wren, Ember") + d_day(1, 5, 3)),
        ("Ivo", d_vote("Juno")), ("Juno", d_vote("Ivo")), ("Ember", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_comma_line_with_lurkers", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_signups_with_seats() -> Whole:
    posts = [
        ("Aster", p("Mafia 2422 sign-ups: reply /in for a seat. Five seats.")),
        ("Ivo", p("/in")), ("Juno", p("/in")), ("Lark", p("/in")), ("Wren", p("/in")),
        ("Ember", p("/in")),
        ("Aster", p("Seats are full:") + ol([f"Seat {i}: {n}" for i, n in enumerate(FIVE, 1)])),
        ("Aster", d_day(1, 5, 3)),
        ("Lark", d_vote("Wren")), ("Wren", d_vote("Lark")), ("Ivo", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Lark", "Ivo"]), ("Lark", ["Wren"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_signups_with_seats", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_table_with_roles_in_spoilers() -> Whole:
    rows = [[n, d_spoiler("Vanilla Townie")] for n in SIX]
    posts = [
        ("Aster", p("Mafia 2423") + md_table(rows, ["Player", "Role"]) + d_day(1, 6, 4)),
        ("Kes", d_vote("Ivo")), ("Ivo", d_vote("Kes")), ("Lark", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Kes", "Lark"]), ("Kes", ["Ivo"])],
                          ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_table_with_roles_in_spoilers", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_two_hosts_share_the_count() -> Whole:
    posts = [
        ("Aster", p("Mafia 2424") + p("Co-hosted by Aster and Bramble.") + strong("Players")
                  + ol(FIVE) + d_day(1, 5, 3)),
        ("Juno", d_vote("Ember")), ("Ember", d_vote("Juno")),
        ("Bramble", d_count("Vote Count 1.1", [("Ember", ["Juno"]), ("Juno", ["Ember"])],
                            ["Ivo", "Lark", "Wren"])),
        ("Ivo", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.2", [("Ember", ["Juno", "Ivo"]), ("Juno", ["Ember"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_two_hosts_share_the_count", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Ember": 2, "Juno": 1}}, engine="discourse",
    )  # fmt: skip


def d_rules_first_then_the_list() -> Whole:
    posts = [
        ("Aster", p("Mafia 2425: Fen Lights") + strong("Rules")
                  + ol(["Vote in bold.", "No screenshots of PMs.", "Be kind."])),
        ("Juno", p("How long are the days?")), ("Aster", p("72 hours.")),
        ("Aster", strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Wren", d_vote("Ember")), ("Ember", d_vote("Wren")), ("Kes", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Wren", "Kes"]), ("Wren", ["Ember"])],
                          ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_rules_first_then_the_list", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Wren": 1}},
        engine="discourse",
    )  # fmt: skip


def d_replaced_by_only_in_the_list() -> Whole:
    relist = ol([f"{d_strike('Juno')} (replaced by Marlow)", "Ivo", d_strike("Kes"), "Lark",
                 "Wren", "Ember"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2426") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Juno", d_vote("Kes")), ("Ivo", d_vote("Kes")), ("Lark", d_vote("Kes")),
        ("Wren", d_vote("Kes")),
        ("Aster", p("Kes has been lynched. Kes was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 5, 3, "Nobody died. ") + strong("Players") + relist),
        ("Marlow", d_vote("Lark")), ("Lark", d_vote("Marlow")),
    ]  # fmt: skip
    return Whole(
        "d_replaced_by_only_in_the_list", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Lark": 1, "Marlow": 1}}, backups=["Marlow"],
        subs=[("Juno", "Marlow")], lynched={1: "Kes"},
        living={2: ["Ivo", "Marlow", "Lark", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_day_zero_and_night_zero() -> Whole:
    posts = [
        ("Aster", p("Mafia 2427") + strong("Players") + ol(FIVE) + "<h2>Day 0</h2>"
                  + p("Introductions only; no lynch today.")),
        ("Lark", p("Hello everyone.")),
        ("Aster", "<h2>Night 0</h2>" + p("Night actions are due in 24 hours.")),
        ("Aster", d_day(1, 5, 3, "Nobody died. ")),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")), ("Ember", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Ember"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_day_zero_and_night_zero", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_deaths_only_in_the_list() -> Whole:
    relist = ol(["Ivo", d_strike("Juno") + " (killed N1)", d_strike("Lark") + " (lynched D1)",
                 "Wren", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2428") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Lark")), ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")),
        ("Kes", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Mafia Goon. Night 1 begins.")),
        ("Aster", "<h2>Day 2</h2>" + p("With 4 alive it takes 3 to lynch.") + relist),
        ("Ember", d_vote("Kes")), ("Kes", d_vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "d_deaths_only_in_the_list", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Kes": 1, "Ember": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Wren", "Ember", "Kes"]}, engine="discourse",
    )  # fmt: skip


def d_a_mass_claim_list() -> Whole:
    claims = ol(["Ivo: Vanilla Townie", "Juno: Doctor", "Lark: Vanilla Townie", "Wren: Cop",
                 "Ember: Vanilla Townie"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2429") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Lark", p("Claims so far:") + claims + p("Rook, Tansy: please claim too.")),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")), ("Juno", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_a_mass_claim_list", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_display_name_formerly_in_the_list() -> Whole:
    """juno_b's display name goes from Juno to Junebug; the Day 2 list writes "Junebug
    (formerly Juno)"."""
    logins = ["ivo", "juno_b", "lark", "wren", "ember"]
    display = {"ivo": "Ivo", "juno_b": "Junebug", "lark": "Lark", "wren": "Wren", "ember": "Ember"}
    relist = ol(["Ivo", "Junebug (formerly Juno)", d_strike("Lark"), "Wren", "Ember"])
    posts = [
        ("Aster", p("Mafia 2430") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("lark", p("Not me, please.")), ("juno_b", d_vote("Lark")), ("ivo", d_vote("Lark")),
        ("wren", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ") + strong("Players") + relist),
        ("ember", d_vote("Junebug")), ("juno_b", d_vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "d_display_name_formerly_in_the_list", posts, logins, ["Aster"],
        days={1: {"lark": 3}, 2: {"juno_b": 1, "ember": 1}}, lynched={1: "lark"},
        living={2: ["ivo", "juno_b", "wren", "ember"]}, engine="discourse", display=display,
        shown={2: "Juno"},
    )  # fmt: skip


# -- vBulletin and XenForo -----------------------------------------------------------------
def vb_comma_line_with_lurkers() -> Whole:
    posts = [
        ("Aster", "Game 2441<br><br>Ivo, Juno, Lark, Wren, Ember, Kes<br><br><b>Day 1 begins."
                  "</b> With 6 alive it takes 4 to lynch."),
        ("Juno", b_vote("Ivo")), ("Ivo", b_vote("Juno")), ("Ember", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Juno", "Ember"]), ("Juno", ["Ivo"])],
                          ["Lark", "Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "vb_comma_line_with_lurkers", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Juno": 1}},
        engine="vbulletin",
    )  # fmt: skip


def vb_two_hosts_and_roles_in_spoilers() -> Whole:
    spoiler = ('<div class="bbcode_container"><div class="bbcode_description">Spoiler</div>'
               '<div class="bbcode_spoiler">{}</div></div>')  # fmt: skip
    lines = "<br>".join(f"{i}. {n} - {spoiler.format('Vanilla Townie')}"
                        for i, n in enumerate(FIVE, 1))  # fmt: skip
    posts = [
        ("Aster", f"Game 2442<br>Hosts: Aster &amp; Bramble<br><b>Players</b><br>{lines}<br><br>"
                  "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Wren", b_vote("Lark")), ("Lark", b_vote("Wren")), ("Ivo", b_vote("Lark")),
        ("Bramble", b_count("Vote Count 1.1", [("Lark", ["Wren", "Ivo"]), ("Wren", ["Lark"])],
                            ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_two_hosts_and_roles_in_spoilers", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Lark": 2, "Wren": 1}}, engine="vbulletin",
    )  # fmt: skip


def xf_replaced_by_and_deaths_in_the_list() -> Whole:
    relist = "<br>".join(f"{i}. {n}" for i, n in enumerate([
        "Ivo", "<s>Wren</s> (replaced by Marlow)", "<s>Ember</s> (lynched D1)", "Juno", "Lark",
    ], 1))  # fmt: skip
    posts = [
        ("Aster", f"Game 2443<br><b>Players</b><br>{'<br>'.join(FIVE)}<br><br><b>Day 1 begins."
                  "</b> With 5 alive it takes 3 to lynch."),
        ("Wren", b_vote("Ember")), ("Ivo", b_vote("Ember")), ("Juno", b_vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", f"<b>Day 2 begins.</b> Nobody died. With 4 alive it takes 3 to lynch.<br>"
                  f"<b>Players</b><br>{relist}"),
        ("Marlow", b_vote("Lark")), ("Lark", b_vote("Marlow")),
    ]  # fmt: skip
    return Whole(
        "xf_replaced_by_and_deaths_in_the_list", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Lark": 1, "Marlow": 1}}, backups=["Marlow"],
        subs=[("Wren", "Marlow")], lynched={1: "Ember"},
        living={2: ["Ivo", "Marlow", "Juno", "Lark"]}, engine="xenforo",
    )  # fmt: skip


def xf_count_on_top_and_a_day_zero() -> Whole:
    top = b_count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"])], ["Lark", "Wren", "Ember", "Kes"])
    head = ("Game 2444<br>{}<br><br><b>Players</b><br>" + "<br>".join(SIX)
            + "<br><br><b>Day 0</b>: introductions, no lynch.")  # fmt: skip
    posts = [
        ("Aster", head.format(top)),
        ("Ivo", "Hi."),
        ("Aster", "<b>Day 1 begins.</b> With 6 alive it takes 4 to lynch."),
        ("Ivo", b_vote("Kes")), ("Juno", b_vote("Kes")),
        ("Aster", top),
    ]  # fmt: skip
    return Whole(
        "xf_count_on_top_and_a_day_zero", posts, SIX, ["Aster"], days={1: {"Kes": 2}},
        engine="xenforo", edits={0: head.format("")}, agree=False,
    )  # fmt: skip


def vb_aka_another_players_name() -> Whole:
    """ "Lark (aka Wren)" in a ``[LIST=1]``: Lark's nickname is Wren's login; both play."""
    items = '<ol class="decimal">' + "".join(
        f"<li>{n}</li>" for n in ["Ivo", "Juno", "Lark (aka Wren)", "Wren", "Ember"]
    ) + "</ol>"  # fmt: skip
    posts = [
        ("Aster", f"Game 2445<br><b>Players</b><br>{items}<b>Day 1 begins.</b> With 5 alive it "
                  "takes 3 to lynch."),
        ("Lark", b_vote("Wren")), ("Wren", b_vote("Lark")), ("Ember", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Lark", "Ember"]), ("Lark", ["Wren"])],
                          ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "vb_aka_another_players_name", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Lark": 1}},
        engine="vbulletin",
    )  # fmt: skip


def xf_comma_line_and_roles_in_inline_spoilers() -> Whole:
    """A comma line of names (Kes never posts), then each role in an inline spoiler."""
    roles = "<br>".join(
        f'{n}: <span class="bbCodeInlineSpoiler">Vanilla Townie</span>' for n in SIX
    )  # fmt: skip
    posts = [
        ("Aster", f"Game 2446<br><br>Ivo, Juno, Lark, Wren, Ember, Kes<br><br><b>Roles</b><br>"
                  f"{roles}<br><br><b>Day 1 begins.</b> With 6 alive it takes 4 to lynch."),
        ("Wren", b_vote("Juno")), ("Juno", b_vote("Wren")), ("Ivo", b_vote("Juno")),
        ("Lark", b_vote("Juno")), ("Ember", b_vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "xf_comma_line_and_roles_in_inline_spoilers", posts, SIX, ["Aster"],
        days={1: {"Juno": 4, "Wren": 1}}, lynched={1: "Juno"}, engine="xenforo",
    )  # fmt: skip


SERVED24_DISCOURSE = [d_comma_line_with_lurkers, d_replaced_by_only_in_the_list]
ZOO24_DISCOURSE = [
    d_signups_with_seats, d_table_with_roles_in_spoilers, d_two_hosts_share_the_count,
    d_rules_first_then_the_list, d_day_zero_and_night_zero, d_deaths_only_in_the_list,
    d_a_mass_claim_list, d_display_name_formerly_in_the_list, *SERVED24_DISCOURSE,
]  # fmt: skip
ZOO24_OTHER = [vb_comma_line_with_lurkers, vb_two_hosts_and_roles_in_spoilers,
               xf_replaced_by_and_deaths_in_the_list, xf_count_on_top_and_a_day_zero,
               vb_aka_another_players_name, xf_comma_line_and_roles_in_inline_spoilers]  # fmt: skip
ZOO24_DISCOURSE = [padded(f) for f in ZOO24_DISCOURSE]
ZOO24_OTHER = [padded(f) for f in ZOO24_OTHER]
SERVED24_DISCOURSE = [padded(f) for f in SERVED24_DISCOURSE]
