"""Whole invented MafiaScum (phpBB) threads, twelfth batch (initzoo28): the eleventh
batch's leftovers (the host's line amid the list with lurkers around it, Roman-numbered
section headings, a restart said beside a day word), then a waiting list under the list,
a host stepping down for another, the host's alt account named in the opening, an
end-of-game roles list in claim order, an in-thread "/confirm" round, a list grown by
edits to the opening post, a modkill with no replacement said in one line, pronouns after
a dash, a game thread re-posting the sign-up thread's list."""

from __future__ import annotations

from . import Whole, bold, count, numbered, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day


def host_line_amid_the_list() -> Whole:
    """ "Aster (host, not playing)" third in an unnumbered list; Juno and Wren never post."""
    lines = "<br>".join(["Ivo", "Juno", "Aster (host, not playing)", "Lark", "Wren", "Ember"])
    posts = [
        ("Aster", f"Mini 2801<br>{bold('Players')}<br>{lines}<br><br>{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Ember"]), ("Ivo", ["Lark"])],
                        ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole("host_line_amid_the_list", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}})


def mod_line_amid_a_numbered_list() -> Whole:
    """ "Tansy (mod, no slot)" between slots 2 and 3; Lark and Wren never post."""
    lines = "<br>".join(["1. Ivo", "2. Juno", "Tansy (mod, no slot)", "3. Lark", "4. Wren",
                         "5. Ember"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2802<br>Host: Aster<br>Mod: Tansy<br>{bold('Player List')}<br>{lines}"
                  f"<br><br>{day(1, 5, 3)}"),
        ("Tansy", "Mod here: PM me or Aster with any questions."),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Juno", "Ivo"]), ("Juno", ["Ember"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "mod_line_amid_a_numbered_list", posts, FIVE, ["Aster", "Tansy"],
        days={1: {"Ember": 2, "Juno": 1}},
    )  # fmt: skip


def roman_section_headings() -> Whole:
    """ "I. Rules", "II. Players" (names under it, two never posting), "III. Schedule"."""
    posts = [
        ("Aster", f"Mini 2803<br>{bold('I. Rules')}<br>Be civil. No posting outside the "
                  f"thread.<br><br>{bold('II. Players')}<br>{'<br>'.join(SIX)}<br><br>"
                  f"{bold('III. Schedule')}<br>Days last 72 hours.<br><br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Lark", vote("Kes")),
        ("Ember", "Hello all."),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Lark"]), ("Ivo", ["Kes"])],
                        ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("roman_section_headings", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ivo": 1}})


def roman_heading_over_a_numbered_list() -> Whole:
    """ "IV. Player List" over "1. Ivo" ... ; Juno never posts."""
    posts = [
        ("Aster", f"Mini 2804<br>{bold('III. Setup')}<br>Closed setup, 2 mafia.<br><br>"
                  f"{numbered(FIVE, 'IV. Player List')}<br><br>{day(1, 5, 3)}"),
        ("Wren", vote("Lark")), ("Lark", vote("Wren")), ("Ivo", vote("Lark")),
        ("Ember", "Morning."),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Wren", "Ivo"]), ("Wren", ["Lark"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "roman_heading_over_a_numbered_list", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Wren": 1}},
    )  # fmt: skip


def restart_beside_a_day_word() -> Whole:
    """ "Restarting the game, Day 1 reset. New list:" after Tansy flakes."""
    first = ["Ivo", "Juno", "Tansy", "Wren", "Ember"]
    now = ["Ivo", "Juno", "Kes", "Wren", "Ember"]
    posts = [
        ("Aster", f"Mini 2805<br>{numbered(first)}<br>{day(1, 5, 3)}"),
        ("Tansy", "Sorry, I cannot play after all."),
        ("Aster", f"Restarting the game, Day 1 reset. New list:<br>{numbered(now)}<br>"
                  "New role PMs are out."),
        ("Aster", day(1, 5, 3)),
        ("Kes", vote("Ivo")), ("Ivo", vote("Kes")), ("Wren", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Kes", "Wren"]), ("Kes", ["Ivo"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole("restart_beside_a_day_word", posts, now, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}})


def waitlist_under_the_list() -> Whole:
    """ "Waitlist: Tansy, Bramble" under the list; Tansy posts; later Tansy replaces Lark."""
    posts = [
        ("Aster", f"Mini 2806<br>{numbered(FIVE)}<br>Waitlist: Tansy, Bramble<br><br>"
                  f"{day(1, 5, 3)}"),
        ("Tansy", "On the waitlist, happy to step in."),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")),
        ("Aster", "Tansy replaces Lark."),
        ("Tansy", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Tansy"]), ("Ivo", ["Juno"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "waitlist_under_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        backups=["Bramble", "Tansy"], subs=[("Lark", "Tansy")],
    )  # fmt: skip


def waiting_list_heading() -> Whole:
    """A bold "Waiting list" heading with two names under it, after the players."""
    posts = [
        ("Aster", f"Mini 2807<br>{numbered(FIVE)}<br><br>{bold('Waiting list')}<br>Marlow<br>"
                  f"Saffron<br><br>{day(1, 5, 3)}"),
        ("Marlow", "Waiting in the wings."),
        ("Lark", vote("Ember")), ("Ember", vote("Lark")), ("Wren", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Lark", "Wren"]), ("Lark", ["Ember"])],
                        ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "waiting_list_heading", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Lark": 1}},
        backups=["Marlow", "Saffron"],
    )  # fmt: skip


def host_steps_down() -> Whole:
    """ "I'm stepping down, Saffron hosts from here." after Day 1; Saffron opens Day 2."""
    posts = [
        ("Aster", f"Mini 2808<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Juno", vote("Wren")), ("Lark", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", "I'm stepping down for personal reasons, Saffron hosts from here."),
        ("Saffron", day(2, 4, 3, "Nobody died. ")),
        ("Ember", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Saffron", count("Vote Count 2.1", [("Ivo", ["Ember", "Juno"])], ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "host_steps_down", posts, FIVE, ["Aster", "Saffron"],
        days={1: {"Wren": 3}, 2: {"Ivo": 2}}, lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]},
    )  # fmt: skip


def host_alt_named() -> Whole:
    """ "Host: Aster (counts posted from my alt, Aster_Counts)"; the alt posts the count."""
    posts = [
        ("Aster", f"Mini 2809<br>Host: Aster (counts posted from my alt, Aster_Counts)<br>"
                  f"{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")), ("Ember", vote("Lark")),
        ("Aster_Counts", count("Vote Count 1.1", [("Lark", ["Juno", "Ember"]),
                                                  ("Juno", ["Lark"])], ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "host_alt_named", posts, FIVE, ["Aster", "Aster_Counts"],
        days={1: {"Lark": 2, "Juno": 1}},
    )  # fmt: skip


def roles_in_claim_order_at_the_end() -> Whole:
    """The game ends; "Final roles" numbered in another order, names with their roles."""
    roles = ["Juno - Mafia Goon", "Ember - Town Cop", "Ivo - Vanilla Townie",
             "Lark - Mafia Roleblocker", "Wren - Vanilla Townie"]  # fmt: skip
    posts = [
        ("Aster", f"Mini 2810<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Ember", vote("Juno")), ("Wren", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 3, 2, "Ivo was killed. Ivo was a Vanilla Townie. ")),
        ("Lark", vote("Ember")), ("Ember", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", f"Lark has been lynched. Town wins!<br><br>{numbered(roles, 'Final roles')}"),
    ]  # fmt: skip
    return Whole(
        "roles_in_claim_order_at_the_end", posts, FIVE, ["Aster"],
        days={1: {"Juno": 3}, 2: {"Lark": 2, "Ember": 1}}, lynched={1: "Juno", 2: "Lark"},
        living={2: ["Lark", "Wren", "Ember"]},
    )  # fmt: skip


def confirm_in_the_thread() -> Whole:
    """ "Each player must post /confirm before Day 1"; all five do."""
    posts = [
        ("Aster", f"Mini 2811<br>{numbered(FIVE)}<br>Each player must post /confirm in this "
                  "thread before Day 1 starts."),
        *[(n, "/confirm") for n in ["Juno", "Ivo", "Ember", "Wren", "Lark"]],
        ("Aster", day(1, 5, 3)),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Wren", "Juno"]), ("Wren", ["Ivo"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("confirm_in_the_thread", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Wren": 1}})


def list_grown_by_edits() -> Whole:
    """The opening's sign-up list, edited as players join; "/in" posts between."""
    early = f"Mini 2812 sign-ups, post /in<br>{numbered(['Ivo', 'Juno'], 'Signed up')}"
    posts = [
        ("Aster", f"Mini 2812 sign-ups, post /in<br>{numbered(SIX, 'Signed up')}<br>Full!"),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in"), ("Wren", "/in"), ("Ember", "/in"),
        ("Kes", "/in"),
        ("Aster", day(1, 6, 4)),
        ("Kes", vote("Wren")), ("Wren", vote("Kes")), ("Ember", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Kes", "Ember"]), ("Kes", ["Wren"])],
                        ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "list_grown_by_edits", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Kes": 1}},
        edits={0: early},
    )  # fmt: skip


def modkilled_without_replacement() -> Whole:
    """ "Lark has been modkilled for inactivity; no replacement, the game goes on with
    four." on Day 1."""
    posts = [
        ("Aster", f"Mini 2813<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")),
        ("Aster", "Lark has been modkilled for inactivity; no replacement, the game goes on "
                  "with four. With 4 alive it takes 3 to lynch."),
        ("Juno", vote("Ember")), ("Wren", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 3, 2, "Nobody died. ")),
        ("Ivo", vote("Juno")),
    ]  # fmt: skip
    return Whole(
        "modkilled_without_replacement", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3, "Ivo": 1}, 2: {"Juno": 1}}, lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Wren"]},
    )  # fmt: skip


def pronouns_after_a_dash() -> Whole:
    """ "Ivo - he/him", "Juno - she/her" ...; Lark never posts."""
    tags = ["he/him", "she/her", "they/them", "she/they", "he/they"]
    names = [f"{n} - {t}" for n, t in zip(FIVE, tags, strict=True)]
    posts = [
        ("Aster", f"Mini 2814<br>{numbered(names)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Ivo", vote("Wren")),
        ("Ember", "Hi."),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Ivo"]), ("Juno", ["Wren"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("pronouns_after_a_dash", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Juno": 1}})


def list_from_the_signup_thread() -> Whole:
    """ "Sign-ups were in the sign-up thread. The players, in sign-up order:" then the
    list; three never post before Day 1's count."""
    posts = [
        ("Aster", f"Mini 2815. Sign-ups were held in the sign-up thread. The players, in "
                  f"sign-up order:<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Lark", "Kes"]), ("Lark", ["Ivo"])],
                        ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "list_from_the_signup_thread", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Lark": 1}}
    )


SERVED28 = [host_line_amid_the_list, waitlist_under_the_list, list_grown_by_edits,
            host_steps_down]  # fmt: skip
ZOO28_PHPBB = [
    mod_line_amid_a_numbered_list, roman_section_headings, roman_heading_over_a_numbered_list,
    restart_beside_a_day_word, waiting_list_heading, host_alt_named,
    roles_in_claim_order_at_the_end, confirm_in_the_thread, modkilled_without_replacement,
    pronouns_after_a_dash, list_from_the_signup_thread, *SERVED28,
]  # fmt: skip
ZOO28_PHPBB = [padded(f) for f in ZOO28_PHPBB]
SERVED28 = [padded(f) for f in SERVED28]
