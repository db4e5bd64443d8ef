"""Whole invented Discourse threads (cooked HTML), tenth batch (initzoo26): a comma line
ending in "Confirmed", an off-topic call for the next game's sign-ups, a "Previous list"
in a details block, per-line confirmations, an alt declared in the list, @mentions in one
paragraph as the list, a prod before a real replacement, a Day 0 for claims, pronouns
after a dash, two co-hosts alternating counts; and vBulletin and XenForo threads (the
roster quoted "Originally Posted by" or "Aster said:", a spoiler titled "Previous list",
"Seat 3: Free", per-line confirmations, an alt declared)."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, details, p
from .zoo20_discourse import FIVE, SIX, d_day, ol
from .zoo22_discourse import strong


def d_comma_line_ending_in_confirmed() -> Whole:
    posts = [
        ("Aster", p("Mafia 2621: Tidepool") + p("Ivo, Juno, Lark, Wren, Ember, Confirmed")
                  + d_day(1, 5, 3)),
        ("Juno", d_vote("Lark")), ("Lark", d_vote("Juno")), ("Wren", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Juno", "Wren"]), ("Juno", ["Lark"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_comma_line_ending_in_confirmed", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Juno": 1}}, engine="discourse",
    )  # fmt: skip


def d_offtopic_next_game_signups() -> Whole:
    posts = [
        ("Aster", p("Mafia 2622") + strong("Players") + ol(FIVE)
                  + p("Role PMs are going out.")),
        ("Aster", p("All confirmed, play on! Vote in bold.")),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")),
        ("Aster", p("Off topic: sign-ups for my next game are open over in the queue, post /in "
                    "there.")),
        ("Ember", d_vote("Wren")),
        ("Aster", p("Reminder: 48 hours left in the day.")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Ember"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_offtopic_next_game_signups", posts, FIVE, ["Aster"],
        days={1: {"Wren": 2, "Ivo": 1}}, engine="discourse",
    )  # fmt: skip


def d_previous_list_in_details() -> Whole:
    posts = [
        ("Aster", p("Mafia 2623") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Juno", d_vote("Ivo")),
        ("Aster", p("Marlow is replacing Juno.")),
        ("Wren", d_vote("Ivo")), ("Lark", d_vote("Ivo")),
        ("Aster", p("Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ") + strong("Players")
                  + ol(["<s>Ivo</s>", "Marlow", "Lark", "Wren", "Ember"])
                  + details("Previous list", ol(FIVE))),
        ("Wren", d_vote("Ember")), ("Ember", d_vote("Wren")), ("Marlow", d_vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "d_previous_list_in_details", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 3}, 2: {"Ember": 2, "Wren": 1}}, backups=["Marlow"],
        subs=[("Juno", "Marlow")], lynched={1: "Ivo"},
        living={2: ["Marlow", "Lark", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_confirmations_per_line() -> Whole:
    items = ["Ivo ✓", "Juno - confirmed", "Lark (confirmed)", "Wren ✔️", "Ember - confirmed"]
    posts = [
        ("Aster", p("Mafia 2624") + strong("Players") + ol(items) + d_day(1, 5, 3)),
        ("Ember", d_vote("Ivo")), ("Ivo", d_vote("Ember")), ("Lark", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Ember", "Lark"]), ("Ember", ["Ivo"])],
                          ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_confirmations_per_line", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Ember": 1}},
        engine="discourse",
    )  # fmt: skip


def d_alt_declared_in_the_list() -> Whole:
    items = ["Ivo", "Juno (alt of Saffron)", "Lark", "Wren", "Ember", "Kes"]
    posts = [
        ("Aster", p("Mafia 2625") + strong("Players") + ol(items) + d_day(1, 6, 4)),
        ("Juno", d_vote("Kes")), ("Kes", d_vote("Juno")), ("Ivo", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Juno", "Ivo"]), ("Juno", ["Kes"])],
                          ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_alt_declared_in_the_list", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Juno": 1}},
        engine="discourse",
    )  # fmt: skip


def d_mentions_in_one_paragraph() -> Whole:
    """The list is a line of @mentions after "Players:"; one player never posts."""
    line = " ".join(mention(n) for n in SIX)
    posts = [
        ("Aster", p("Mafia 2626") + p(f"Players: {line}") + d_day(1, 6, 4)),
        ("Lark", d_vote("Wren")), ("Wren", d_vote("Lark")), ("Ember", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Lark", "Ember"]), ("Lark", ["Wren"])],
                          ["Ivo", "Juno", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "d_mentions_in_one_paragraph", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_prodded_then_replaced() -> Whole:
    posts = [
        ("Aster", p("Mafia 2627") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Ember")),
        ("Aster", p("Lark is being prodded.")),
        ("Juno", d_vote("Ember")), ("Wren", d_vote("Ember")),
        ("Aster", p("Ember has been lynched. Ember was a Vanilla Townie. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ")),
        ("Aster", p("Rook is replacing Lark.")),
        ("Rook", d_vote("Ivo")), ("Ivo", d_vote("Rook")),
    ]  # fmt: skip
    return Whole(
        "d_prodded_then_replaced", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Ivo": 1, "Rook": 1}}, backups=["Rook"],
        subs=[("Lark", "Rook")], lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Rook", "Wren"]}, engine="discourse",
    )  # fmt: skip


def d_day_zero_for_claims() -> Whole:
    posts = [
        ("Aster", p("Mafia 2628") + strong("Players") + ol(FIVE) + "<h2>Day 0</h2>"
                  + p("Introduce yourselves. No lynch today.")),
        ("Ivo", p("Hi all!")), ("Wren", d_vote("Ivo") + p("for saying hi first")),
        ("Aster", d_day(1, 5, 3)),
        ("Juno", d_vote("Ember")), ("Ember", d_vote("Juno")), ("Ivo", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Juno", "Ivo"]), ("Juno", ["Ember"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_day_zero_for_claims", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Juno": 1}},
        engine="discourse",
    )  # fmt: skip


def d_pronouns_after_a_dash() -> Whole:
    items = [f"{n} - {t}" for n, t in zip(SIX, ["he/him", "she/her", "they/them", "he/they",
                                                "she/her", "any/all"], strict=True)]  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2629") + strong("Players") + ol(items) + d_day(1, 6, 4)),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Juno", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Kes", "Juno"]), ("Kes", ["Lark"])],
                          ["Ivo", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_pronouns_after_a_dash", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_cohosts_alternate_counts() -> Whole:
    posts = [
        ("Aster", p("Mafia 2630") + p("Hosts: Aster &amp; Bramble") + strong("Players")
                  + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")),
        ("Bramble", d_count("Vote Count 1.1", [("Lark", ["Ivo"])], ["Juno", "Lark", "Wren",
                                                                      "Ember"])),
        ("Juno", d_vote("Lark")), ("Lark", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.2", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                          ["Wren", "Ember"])),
        ("Wren", d_vote("Lark")),
        ("Bramble", d_count("Vote Count 1.3", [("Lark", ["Ivo", "Juno", "Wren"]),
                                               ("Ivo", ["Lark"])], ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_cohosts_alternate_counts", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Lark": 3, "Ivo": 1}}, lynched={1: "Lark"}, engine="discourse",
    )  # fmt: skip


# -- vBulletin and XenForo -----------------------------------------------------------------
def vb_quote(who: str, body: str) -> str:
    return (f'<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
            f'<div class="bbcode_quote_container"></div><div class="bbcode_postedby">Originally '
            f"Posted by <strong>{who}</strong></div><div class=\"message\">{body}</div></div>"
            "</div></div>")  # fmt: skip


VB_SPOILER = ('<div class="bbcode_container"><div class="bbcode_description">{}</div>'
              '<div class="bbcode_spoiler">{}</div></div>')  # fmt: skip


def vb_roster_quoted_originally_posted_by() -> Whole:
    """Sign-ups by "/in"; the host's list post; the Day 1 post quotes it; a player quotes
    it again asking about one name."""
    roster = "<b>Players</b><br>" + "<br>".join(FIVE)
    posts = [
        ("Aster", "Werewolf 2641 sign-ups: post /in. Five seats."),
        *[(n, "/in") for n in FIVE],
        ("Aster", roster + "<br><br>Role PMs going out now."),
        ("Aster", vb_quote("Aster", roster) + "<br><b>Day 1 begins.</b> With 5 alive it takes 3 "
                  "to lynch."),
        ("Juno", vb_quote("Aster", roster) + "<br>Who is Wren? Never seen them."),
        ("Ivo", b_vote("Juno")), ("Juno", b_vote("Ivo")), ("Lark", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_roster_quoted_originally_posted_by", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ivo": 1}}, engine="vbulletin",
    )  # fmt: skip


def vb_previous_list_in_a_spoiler() -> Whole:
    posts = [
        ("Aster", "Werewolf 2642<br><b>Players</b><br>" + "<br>".join(FIVE)
                  + "<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Lark", b_vote("Wren")),
        ("Aster", "Rook replaces Lark."),
        ("Juno", b_vote("Wren")), ("Ivo", b_vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", "<b>Day 2 begins.</b> Nobody died. With 4 alive it takes 3 to lynch.<br>"
                  "<b>Players</b><br>Ivo<br>Juno<br>Rook<br><s>Wren</s><br>Ember<br>"
                  + VB_SPOILER.format("Previous list", "<br>".join(FIVE))),
        ("Juno", b_vote("Ember")), ("Ember", b_vote("Juno")), ("Rook", b_vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "vb_previous_list_in_a_spoiler", posts, FIVE, ["Aster"],
        days={1: {"Wren": 3}, 2: {"Ember": 2, "Juno": 1}}, backups=["Rook"],
        subs=[("Lark", "Rook")], lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Rook", "Ember"]}, engine="vbulletin",
    )  # fmt: skip


def xf_seat_free_filled() -> Whole:
    seats = "<br>".join(f"Seat {i}: {n}" for i, n in enumerate(["Ivo", "Free", "Lark", "Wren",
                                                                "Ember"], 1))  # fmt: skip
    posts = [
        ("Aster", f"Game 2643 sign-ups<br><b>Seats</b><br>{seats}<br>One seat open, post /in."),
        ("Juno", "/in"),
        ("Aster", "Juno has seat 2. Full!"),
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Wren", b_vote("Lark")), ("Lark", b_vote("Wren")), ("Juno", b_vote("Lark")),
        ("Aster", b_count("Vote Count 1.1", [("Lark", ["Wren", "Juno"]), ("Wren", ["Lark"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_seat_free_filled", posts, ["Ivo", "Lark", "Wren", "Ember", "Juno"], ["Aster"],
        days={1: {"Lark": 2, "Wren": 1}}, engine="xenforo",
    )  # fmt: skip


def xf_confirmations_per_line() -> Whole:
    items = ["Ivo - confirmed", "Juno ✓", "Lark - confirmed", "Wren (confirmed)", "Ember ✓",
             "Kes - confirmed"]  # fmt: skip
    posts = [
        ("Aster", "Game 2644<br><b>Players</b><br>" + "<br>".join(items)
                  + "<br><br><b>Day 1 begins.</b> With 6 alive it takes 4 to lynch."),
        ("Kes", b_vote("Ivo")), ("Ivo", b_vote("Kes")), ("Juno", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Kes", "Juno"]), ("Kes", ["Ivo"])],
                          ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_confirmations_per_line", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        engine="xenforo",
    )  # fmt: skip


def vb_alt_declared_in_the_list() -> Whole:
    names = ["Ivo", "Juno", "Lark", "Wren (alt of Marlow)", "Ember"]
    posts = [
        ("Aster", "Werewolf 2645<br><b>Players</b><br>" + "<br>".join(names)
                  + "<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Wren", b_vote("Juno")), ("Juno", b_vote("Wren")), ("Ember", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Wren", "Ember"]), ("Wren", ["Juno"])],
                          ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "vb_alt_declared_in_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Wren": 1}},
        engine="vbulletin",
    )  # fmt: skip


def xf_quote(who: str, body: str) -> str:
    return (f'<blockquote class="bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote" '
            f'data-author="{who}"><div class="bbCodeBlock-title">{who} said:</div>'
            f'<div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">{body}'
            "</div></div></blockquote>")  # fmt: skip


def xf_roster_quoted_by_the_host_and_a_player() -> Whole:
    """The host's Day 1 post quotes the sign-up post's list ("Aster said:") with one name
    struck out who dropped before the start; a player quotes the Day 1 post."""
    early = "<b>Signed up</b><br>" + "<br>".join([*SIX[:4], "Tansy", "Ember"])
    roster = "<b>Players</b><br>" + "<br>".join(SIX)
    posts = [
        ("Aster", "Game 2646 sign-ups: post /in.<br>" + early),
        ("Tansy", "/out, sorry, no time after all"),
        ("Aster", xf_quote("Aster", early) + "Tansy dropped; Kes took the seat.<br>" + roster
                  + "<br><br><b>Day 1 begins.</b> With 6 alive it takes 4 to lynch."),
        ("Wren", xf_quote("Aster", roster) + "Six of us then."),
        ("Ivo", b_vote("Wren")), ("Wren", b_vote("Ivo")), ("Kes", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Ivo", "Kes"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_roster_quoted_by_the_host_and_a_player", posts, SIX, ["Aster"],
        days={1: {"Wren": 2, "Ivo": 1}}, engine="xenforo",
        xfail="the opening post's sign-up list is the first list, so Tansy, who posted /out "
        "before the host's player list left her out, keeps a slot and Kes is one more "
        "(with or without the quotes)",
    )  # fmt: skip


SERVED26_DISCOURSE = [d_offtopic_next_game_signups, d_mentions_in_one_paragraph]
ZOO26_DISCOURSE = [
    d_comma_line_ending_in_confirmed, d_previous_list_in_details, d_confirmations_per_line,
    d_alt_declared_in_the_list, d_prodded_then_replaced, d_day_zero_for_claims,
    d_pronouns_after_a_dash, d_cohosts_alternate_counts, *SERVED26_DISCOURSE,
]  # fmt: skip
ZOO26_OTHER = [vb_roster_quoted_originally_posted_by, vb_previous_list_in_a_spoiler,
               xf_seat_free_filled, xf_confirmations_per_line, vb_alt_declared_in_the_list,
               xf_roster_quoted_by_the_host_and_a_player]  # fmt: skip
ZOO26_DISCOURSE = [padded(f) for f in ZOO26_DISCOURSE]
ZOO26_OTHER = [padded(f) for f in ZOO26_OTHER]
SERVED26_DISCOURSE = [padded(f) for f in SERVED26_DISCOURSE]
