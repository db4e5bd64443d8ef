"""Whole invented Discourse threads (cooked HTML), ninth batch (initzoo25): a comma line
ending in a greeting, the list posted by a co-host, sign-ups closed by quoting them, a list
of display names whose logins differ, an emoji per player, a player replaced in and out
again, a rules discussion before Day 1, a mislynch with no night kill, two games' sign-ups
(the first cancelled), a list sorted by death order; and vBulletin and XenForo threads (a
whole list in a vBulletin spoiler, seats with notes, "Nobody (killed N1)", the co-host's
list, a replacement in and out, Day 1 in the opening post)."""

from __future__ import annotations

from . import Whole, d_count, d_vote
from .chatter import _d_quote, padded
from .zoo19_discourse import b_count, b_vote, p
from .zoo20_discourse import FIVE, SIX, d_day, ol
from .zoo22_discourse import strong
from .zoo24_discourse import d_strike


def emoji(code: str) -> str:
    return (f'<img src="/images/emoji/twitter/{code}.png?v=12" title=":{code}:" class="emoji" '
            f'alt=":{code}:" loading="lazy" width="20" height="20">')  # fmt: skip


def d_comma_line_ending_in_a_greeting() -> Whole:
    posts = [
        ("Aster", p("Mafia 2521: Kelp") + p("Ivo, Juno, Lark, Wren, Ember, Welcome")
                  + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")), ("Juno", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_comma_line_ending_in_a_greeting", posts, FIVE, ["Aster"],
        days={1: {"Wren": 2, "Ivo": 1}}, engine="discourse",
    )  # fmt: skip


def d_list_posted_by_the_cohost() -> Whole:
    posts = [
        ("Aster", p("Mafia 2522") + p("Your hosts: Aster, with Bramble as co-host.")
                  + p("Rules: vote in bold.")),
        ("Bramble", strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Ivo", d_vote("Lark")),
        ("Bramble", d_count("Vote Count 1.1", [("Lark", ["Kes", "Ivo"]), ("Kes", ["Lark"])],
                            ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_list_posted_by_the_cohost", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Lark": 2, "Kes": 1}}, engine="discourse",
    )  # fmt: skip


def d_signups_closed_quoting_them() -> Whole:
    quoted = "".join(_d_quote(n, p("/in")) for n in FIVE)
    posts = [
        ("Aster", p("Mafia 2523 sign-ups: reply /in. Five seats.")),
        *[(n, p("/in")) for n in FIVE],
        ("Aster", quoted + p("Sign-ups closed! Role PMs are out.")),
        ("Aster", d_day(1, 5, 3)),
        ("Ember", d_vote("Juno")), ("Juno", d_vote("Ember")), ("Lark", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Ember", "Lark"]), ("Ember", ["Juno"])],
                          ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_signups_closed_quoting_them", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ember": 1}}, engine="discourse",
    )  # fmt: skip


def d_display_names_with_other_logins() -> Whole:
    """The list writes display names; every login is another word."""
    display = {"moonfish": "Ivo", "tidewalker": "Juno", "fernhollow": "Lark",
               "quillpine": "Wren", "ashbloom": "Ember"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2524") + strong("Players") + ol(list(display.values()))
                  + d_day(1, 5, 3)),
        ("moonfish", d_vote("Wren")), ("quillpine", d_vote("Ivo")),
        ("tidewalker", d_vote("Wren")), ("fernhollow", p("hello")), ("ashbloom", p("hi")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_display_names_with_other_logins", posts, list(display), ["Aster"],
        days={1: {"quillpine": 2, "moonfish": 1}}, engine="discourse", display=display,
    )  # fmt: skip


def d_emoji_per_player() -> Whole:
    codes = ["fr", "de", "jp", "heart", "star", "canada"]
    items = [f"{emoji(c)} {n}" if i % 2 else f"{n} {emoji(c)}"
             for i, (n, c) in enumerate(zip(SIX, codes, strict=True))]  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2525") + strong("Players") + ol(items) + d_day(1, 6, 4)),
        ("Wren", d_vote("Kes")), ("Kes", d_vote("Wren")), ("Ember", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Wren", "Ember"]), ("Wren", ["Kes"])],
                          ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_emoji_per_player", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Wren": 1}},
        engine="discourse",
    )  # fmt: skip


def d_replaced_in_then_out() -> Whole:
    posts = [
        ("Aster", p("Mafia 2526") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Juno", d_vote("Ivo")),
        ("Aster", p("Marlow is replacing Juno.")),
        ("Marlow", d_vote("Ember")), ("Ivo", d_vote("Ember")), ("Lark", d_vote("Ember")),
        ("Aster", p("Ember has been lynched. Ember was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ")),
        ("Aster", p("Rook is replacing Marlow.")),
        ("Rook", d_vote("Lark")), ("Lark", d_vote("Rook")),
    ]  # fmt: skip
    return Whole(
        "d_replaced_in_then_out", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Lark": 1, "Rook": 1}}, backups=["Marlow", "Rook"],
        subs=[("Juno", "Marlow"), ("Marlow", "Rook")], lynched={1: "Ember"},
        living={2: ["Ivo", "Rook", "Lark", "Wren"]}, engine="discourse",
    )  # fmt: skip


def d_rules_discussion_before_day_one() -> Whole:
    posts = [
        ("Aster", p("Mafia 2527") + strong("Players") + ol(FIVE) + "<h2>Rules discussion</h2>"
                  + p("Ask about the rules here until Day 1 opens. No voting.")),
        ("Lark", p("Is self-voting allowed?")), ("Aster", p("No.")),
        ("Wren", d_vote("Aster") + p("just testing the tag")),
        ("Aster", d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")), ("Wren", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_rules_discussion_before_day_one", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ivo": 1}}, engine="discourse",
    )  # fmt: skip


def d_mislynch_and_no_night_kill() -> Whole:
    posts = [
        ("Aster", p("Mafia 2528") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Ember", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Vanilla Townie. Night 1 begins.")),
        ("Aster", "<h2>Day 2</h2>" + p("No one died last night. With 4 alive it takes 3 to "
                                       "lynch.")),
        ("Lark", d_vote("Ivo")), ("Ivo", d_vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "d_mislynch_and_no_night_kill", posts, FIVE, ["Aster"],
        days={1: {"Wren": 3}, 2: {"Ivo": 1, "Lark": 1}}, lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_two_signups_first_cancelled() -> Whole:
    posts = [
        ("Aster", p("Mafia 2529 sign-ups: reply /in. Five seats.")),
        ("Tansy", p("/in")), ("Saffron", p("/in")), ("Juno", p("/in")),
        ("Aster", p("Mafia 2529 is cancelled. Sign-ups for Mafia 2530 open instead: reply /in "
                    "again. Five seats.")),
        *[(n, p("/in")) for n in FIVE],
        ("Aster", strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Wren", d_vote("Ivo")), ("Ivo", d_vote("Wren")), ("Lark", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Wren", "Lark"]), ("Wren", ["Ivo"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_two_signups_first_cancelled", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 2, "Wren": 1}}, engine="discourse",
    )  # fmt: skip


def d_list_sorted_by_death_order() -> Whole:
    relist = ol([d_strike("Wren") + " (lynched D1)", d_strike("Ivo") + " (killed N1)", "Juno",
                 "Lark", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2531") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Lark", d_vote("Wren")),
        ("Kes", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Mafia Goon. Night 1 begins.")),
        ("Aster", "<h2>Day 2</h2>" + p("With 4 alive it takes 3 to lynch.") + strong("Players")
                  + relist),
        ("Ember", d_vote("Kes")), ("Kes", d_vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "d_list_sorted_by_death_order", posts, SIX, ["Aster"],
        days={1: {"Wren": 4}, 2: {"Kes": 1, "Ember": 1}}, lynched={1: "Wren"},
        living={2: ["Juno", "Lark", "Ember", "Kes"]}, engine="discourse",
    )  # fmt: skip


# -- vBulletin and XenForo -----------------------------------------------------------------
VB_SPOILER = ('<div class="bbcode_container"><div class="bbcode_description">Spoiler</div>'
              '<div class="bbcode_spoiler">{}</div></div>')  # fmt: skip


def vb_whole_list_in_a_spoiler() -> Whole:
    """The heading "Players", then a spoiler holding the whole list."""
    posts = [
        ("Aster", f"Game 2541<br><b>Players</b><br>{VB_SPOILER.format('<br>'.join(SIX))}<br>"
                  "<b>Day 1 begins.</b> With 6 alive it takes 4 to lynch."),
        ("Ivo", b_vote("Juno")), ("Juno", b_vote("Ivo")), ("Lark", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "vb_whole_list_in_a_spoiler", posts, SIX, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        engine="vbulletin",
    )  # fmt: skip


def vb_seats_with_notes_and_nobody_killed() -> Whole:
    seats = "<br>".join(f"Seat {i}: {n} - {note}" for i, (n, note) in enumerate(zip(FIVE, [
        "confirmed", "plays evenings", "confirmed", "V/LA Friday", "confirmed"], strict=True), 1))  # fmt: skip
    posts = [
        ("Aster", f"Game 2542<br><b>Seats</b><br>{seats}<br><br><b>Day 1 begins.</b> With 5 "
                  "alive it takes 3 to lynch."),
        ("Ivo", b_vote("Ember")), ("Juno", b_vote("Ember")), ("Wren", b_vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Vanilla Townie. Night 1 begins."),
        ("Aster", "<b>Day 2 begins.</b> With 4 alive it takes 3 to lynch.<br><br><b>Deaths</b>"
                  "<br>Ember (lynched D1)<br>Nobody (killed N1)"),
        ("Lark", b_vote("Ivo")), ("Ivo", b_vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "vb_seats_with_notes_and_nobody_killed", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Ivo": 1, "Lark": 1}}, lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Lark", "Wren"]}, engine="vbulletin",
    )  # fmt: skip


def xf_list_posted_by_the_cohost() -> Whole:
    posts = [
        ("Aster", "Game 2543<br>Host: Aster. Co-host: Bramble.<br>Rules: vote in bold."),
        ("Bramble", f"<b>Players</b><br>{'<br>'.join(FIVE)}<br><br><b>Day 1 begins.</b> With 5 "
                    "alive it takes 3 to lynch."),
        ("Lark", b_vote("Wren")), ("Wren", b_vote("Lark")), ("Juno", b_vote("Wren")),
        ("Bramble", b_count("Vote Count 1.1", [("Wren", ["Lark", "Juno"]), ("Lark", ["Wren"])],
                            ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_list_posted_by_the_cohost", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Wren": 2, "Lark": 1}}, engine="xenforo",
    )  # fmt: skip


def xf_replaced_in_then_out() -> Whole:
    posts = [
        ("Aster", f"Game 2544<br><b>Players</b><br>{'<br>'.join(FIVE)}<br><br><b>Day 1 begins."
                  "</b> With 5 alive it takes 3 to lynch."),
        ("Lark", b_vote("Ivo")),
        ("Aster", "Marlow replaces Lark."),
        ("Marlow", b_vote("Wren")), ("Ivo", b_vote("Wren")), ("Juno", b_vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", "<b>Day 2 begins.</b> Nobody died. With 4 alive it takes 3 to lynch."),
        ("Aster", "Rook replaces Marlow."),
        ("Rook", b_vote("Ember")), ("Ember", b_vote("Rook")),
    ]  # fmt: skip
    return Whole(
        "xf_replaced_in_then_out", posts, FIVE, ["Aster"],
        days={1: {"Wren": 3}, 2: {"Ember": 1, "Rook": 1}}, backups=["Marlow", "Rook"],
        subs=[("Lark", "Marlow"), ("Marlow", "Rook")], lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Rook", "Ember"]}, engine="xenforo",
    )  # fmt: skip


def xf_day_one_in_the_opening_post() -> Whole:
    posts = [
        ("Aster", "Game 2545<br><b>Day 1 begins.</b> With 6 alive it takes 4 to lynch.<br><br>"
                  f"<b>Players</b><br>{'<br>'.join(SIX)}"),
        ("Kes", b_vote("Ivo")), ("Ivo", b_vote("Kes")), ("Wren", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Kes", "Wren"]), ("Kes", ["Ivo"])],
                          ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_day_one_in_the_opening_post", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        engine="xenforo",
    )  # fmt: skip


SERVED25_DISCOURSE = [d_display_names_with_other_logins, d_replaced_in_then_out]
ZOO25_DISCOURSE = [
    d_comma_line_ending_in_a_greeting, d_list_posted_by_the_cohost, d_signups_closed_quoting_them,
    d_emoji_per_player, d_rules_discussion_before_day_one, d_mislynch_and_no_night_kill,
    d_two_signups_first_cancelled, d_list_sorted_by_death_order, *SERVED25_DISCOURSE,
]  # fmt: skip
ZOO25_OTHER = [vb_whole_list_in_a_spoiler, vb_seats_with_notes_and_nobody_killed,
               xf_list_posted_by_the_cohost, xf_replaced_in_then_out,
               xf_day_one_in_the_opening_post]  # fmt: skip
ZOO25_DISCOURSE = [padded(f) for f in ZOO25_DISCOURSE]
ZOO25_OTHER = [padded(f) for f in ZOO25_OTHER]
SERVED25_DISCOURSE = [padded(f) for f in SERVED25_DISCOURSE]
