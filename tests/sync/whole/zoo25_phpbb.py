"""Whole invented MafiaScum (phpBB) threads, ninth batch (initzoo25): a comma line of
players that ends in a greeting, a backup named only by name who joins under another
login, "Nobody (killed N1)" in a Day 2 summary, a list with the host's notes per seat,
the list posted by a co-host, sign-ups closed by the host quoting them, Day 1 opening in
the first post, the host's account renamed mid-game, a player who replaces in and is
replaced out again, a list sorted by death order, a pre-game rules discussion, a mislynch
with no night kill, and a thread holding two games' sign-ups (the first cancelled)."""

from __future__ import annotations

from . import Whole, bold, count, numbered, quote, strike, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day


def comma_line_ending_in_a_greeting() -> Whole:
    """The opening names the players by commas, then "Congratulations" after a last comma;
    Kes never posts."""
    posts = [
        ("Aster", f"Mini 2501: Brine<br><br>Ivo, Juno, Lark, Wren, Ember, Kes, Congratulations"
                  f"<br><br>{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno")),
        ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark", "Wren"]), ("Ivo", ["Juno"])],
                        ["Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "comma_line_ending_in_a_greeting", posts, SIX, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}}
    )


def backup_joins_under_another_login() -> Whole:
    """The opening names "Backup: Marlow"; the backup posts as MarlowQ and the host says
    "MarlowQ replaces Ivo". Nothing ties the name to the login: the game file keeps the
    named backup and the one who came in (a host deletes a line; no count changes)."""
    posts = [
        ("Aster", f"Mini 2502<br>{numbered(FIVE)}<br>Backup: Marlow<br><br>{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", "MarlowQ replaces Ivo, effective immediately."),
        ("Aster", day(2, 4, 3, "Nobody died. ")),
        ("MarlowQ", vote("Ember")), ("Ember", vote("MarlowQ")),
    ]  # fmt: skip
    return Whole(
        "backup_joins_under_another_login", posts, FIVE, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Ember": 1, "MarlowQ": 1}}, backups=["Marlow", "MarlowQ"],
        subs=[("Ivo", "MarlowQ")], lynched={1: "Lark"},
        living={2: ["MarlowQ", "Juno", "Wren", "Ember"]},
    )  # fmt: skip


def nobody_killed_in_the_summary() -> Whole:
    """The Day 2 post sums up the deaths: "Lark (lynched D1)", "Nobody (killed N1)"."""
    posts = [
        ("Aster", f"Mini 2503<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Vanilla Townie. Night 1 begins."),
        ("Aster", f"{bold('Day 2 begins.')} With 4 alive it takes 3 to lynch.<br><br>"
                  f"{bold('Deaths')}<br>Lark (lynched D1)<br>Nobody (killed N1)"),
        ("Ember", vote("Wren")), ("Wren", vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "nobody_killed_in_the_summary", posts, FIVE, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Wren": 1, "Ember": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]},
    )  # fmt: skip


def seats_with_the_hosts_notes() -> Whole:
    """Numbered seats, each with the host's note: a time zone, a V/LA, a prod."""
    lines = ["Seat 1: Ivo - confirmed, plays from Europe", "Seat 2: Juno - V/LA this weekend",
             "Seat 3: Lark - new to the site, be kind", "Seat 4: Wren - confirmed",
             "Seat 5: Ember - asked for a prod reminder", "Seat 6: Kes - confirmed late"]  # fmt: skip
    posts = [
        ("Aster", f"Mini 2504<br>{numbered(lines, 'Seats')}<br><br>{day(1, 6, 4)}"),
        ("Kes", vote("Wren")), ("Wren", vote("Kes")), ("Ivo", vote("Wren")),
        ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Kes", "Ivo", "Lark"]), ("Kes", ["Wren"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "seats_with_the_hosts_notes", posts, SIX, ["Aster"], days={1: {"Wren": 3, "Kes": 1}}
    )


def list_posted_by_the_cohost() -> Whole:
    """Aster opens naming Bramble co-host; Bramble posts the list and opens Day 1."""
    posts = [
        ("Aster", "Mini 2505: Two Lanterns<br>Hosted by Aster, co-hosted by Bramble.<br>"
                  "Rules: vote in bold with the vote tag."),
        ("Bramble", f"{numbered(SIX)}<br><br>{day(1, 6, 4)}"),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Juno", vote("Ember")),
        ("Bramble", count("Vote Count 1.1", [("Ember", ["Ivo", "Juno"]), ("Ivo", ["Ember"])],
                          ["Lark", "Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "list_posted_by_the_cohost", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Ember": 2, "Ivo": 1}},
    )  # fmt: skip


def signups_closed_quoting_them() -> Whole:
    """The host closes sign-ups by quoting each "/in" post, then opens Day 1."""
    quoted = "".join(quote(n, "/in") for n in FIVE)
    posts = [
        ("Aster", "Mini 2506 sign-ups: post /in. Five seats."),
        *[(n, "/in") for n in FIVE],
        ("Aster", f"{quoted}Sign-ups are closed, thanks all! Role PMs are out."),
        ("Aster", day(1, 5, 3)),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Ember", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Ember"]), ("Juno", ["Wren"])],
                        ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "signups_closed_quoting_them", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Juno": 1}}
    )


def day_one_in_the_opening_post() -> Whole:
    """The first post opens Day 1 above the list."""
    posts = [
        ("Aster", f"Mini 2507: Early Start<br>{day(1, 5, 3)}<br><br>{numbered(FIVE)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")), ("Ember", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Lark", "Ember"]), ("Lark", ["Ivo"])],
                        ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "day_one_in_the_opening_post", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Lark": 1}}
    )


def host_account_renamed() -> Whole:
    """The dump was taken in two parts: the host's early posts show Aster, the later ones
    Asterion; the host says so."""
    posts = [
        ("Aster", f"Mini 2508<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Wren", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Asterion", "Note: I renamed my account from Aster to Asterion; same host."),
        ("Asterion", day(2, 4, 3, "Nobody died. ")),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Lark", vote("Ember")),
        ("Asterion", count("Vote Count 2.1", [("Ember", ["Ivo", "Lark"]), ("Ivo", ["Ember"])],
                           ["Wren"])),
    ]  # fmt: skip
    return Whole(
        "host_account_renamed", posts, FIVE, ["Aster", "Asterion"],
        days={1: {"Juno": 3}, 2: {"Ember": 2, "Ivo": 1}}, lynched={1: "Juno"},
        living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def replaced_in_then_out() -> Whole:
    """Marlow replaces Ivo on Day 1; Rook replaces Marlow on Day 2."""
    posts = [
        ("Aster", f"Mini 2509<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")),
        ("Aster", "Marlow replaces Ivo."),
        ("Marlow", vote("Lark")), ("Juno", vote("Lark")), ("Ember", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 4, 3, "Nobody died. ")),
        ("Marlow", vote("Juno")),
        ("Aster", "Rook replaces Marlow."),
        ("Rook", vote("Wren")), ("Wren", vote("Rook")),
    ]  # fmt: skip
    return Whole(
        "replaced_in_then_out", posts, FIVE, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Wren": 1, "Rook": 1}}, backups=["Marlow", "Rook"],
        subs=[("Ivo", "Marlow"), ("Marlow", "Rook")], lynched={1: "Lark"},
        living={2: ["Rook", "Juno", "Wren", "Ember"]},
    )  # fmt: skip


def list_sorted_by_death_order() -> Whole:
    """Day 3's list puts the dead first in the order they died, struck, then the living."""
    relist = numbered([f"{strike('Lark')} (lynched D1)", f"{strike('Kes')} (killed N1)",
                       f"{strike('Juno')} (lynched D2)", "Ivo", "Wren", "Ember"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2510<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Kes", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 4, 3, "Kes was found dead. Kes was a Vanilla Townie. ")),
        ("Ivo", vote("Juno")), ("Wren", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Vanilla Townie. Night 2 begins."),
        ("Aster", f"{day(3, 3, 2, 'Nobody died. ')}<br>{relist}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "list_sorted_by_death_order", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Juno": 3}, 3: {"Wren": 1, "Ivo": 1}},
        lynched={1: "Lark", 2: "Juno"}, living={2: ["Ivo", "Juno", "Wren", "Ember"],
                                                3: ["Ivo", "Wren", "Ember"]},
    )  # fmt: skip


def rules_discussion_before_day_one() -> Whole:
    """A pre-game "rules discussion" phase: players ask; one writes a joke vote; then
    Day 1."""
    posts = [
        ("Aster", f"Mini 2511<br>{numbered(FIVE)}<br><br>{bold('Rules discussion')}: ask "
                  "anything about the rules until Day 1 starts. No voting yet."),
        ("Ivo", "Can we claim?"), ("Aster", "Yes."),
        ("Juno", f"{vote('Aster')} for making us wait!"),
        ("Aster", day(1, 5, 3)),
        ("Wren", vote("Ember")), ("Ember", vote("Wren")), ("Lark", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Wren", "Lark"]), ("Wren", ["Ember"])],
                        ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "rules_discussion_before_day_one", posts, FIVE, ["Aster"],
        days={1: {"Ember": 2, "Wren": 1}},
    )  # fmt: skip


def mislynch_and_no_night_kill() -> Whole:
    posts = [
        ("Aster", f"Mini 2512<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")), ("Wren", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Vanilla Townie. Night 1 begins."),
        ("Aster", f"{bold('Day 2 begins.')} The night was quiet: no one died. With 5 alive it "
                  "takes 3 to lynch."),
        ("Ember", vote("Ivo")), ("Ivo", vote("Ember")), ("Juno", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "mislynch_and_no_night_kill", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Ivo": 2, "Ember": 1}}, lynched={1: "Kes"},
        living={2: ["Ivo", "Juno", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def two_signups_first_cancelled() -> Whole:
    """Sign-ups for one game fill half and are cancelled; the host opens sign-ups for
    another game in the same thread, which fills."""
    posts = [
        ("Aster", "Mini 2513 sign-ups: post /in. Five seats."),
        ("Tansy", "/in"), ("Ivo", "/in"), ("Saffron", "/in"),
        ("Aster", "Mini 2513 is cancelled: not enough players. Instead, sign-ups for Mini "
                  "2514 open now, same thread: post /in again. Five seats."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in"), ("Wren", "/in"), ("Ember", "/in"),
        ("Aster", f"{numbered(FIVE)}<br>We are full.<br><br>{day(1, 5, 3)}"),
        ("Lark", vote("Juno")), ("Juno", vote("Lark")), ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Lark", "Wren"]), ("Lark", ["Juno"])],
                        ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "two_signups_first_cancelled", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Lark": 1}}
    )


def cancelled_signups_then_ins_only() -> Whole:
    """As above, but the second game's players are only its "/in" posts (no list)."""
    posts = [
        ("Aster", "Mini 2515 sign-ups: post /in. Five seats."),
        ("Tansy", "/in"), ("Saffron", "/in"),
        ("Aster", "Cancelled, sorry. New sign-ups for Mini 2516: post /in. Five seats."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in"), ("Wren", "/in"), ("Ember", "/in"),
        ("Aster", day(1, 5, 3)),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Wren", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Ivo", "Wren"]), ("Ivo", ["Ember"])],
                        ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "cancelled_signups_then_ins_only", posts, FIVE, ["Aster"],
        days={1: {"Ember": 2, "Ivo": 1}},
    )  # fmt: skip


def flags_after_each_name() -> Whole:
    """Each listed name carries a flag emoji and a heart after it."""
    lines = [
        f"{n} {f}" for n, f in zip(SIX, ["🇫🇷", "🇳🇴 ❤️", "🇮🇪", "🇨🇦 ⭐", "🇳🇿", "🇰🇷"], strict=True)
    ]
    posts = [
        ("Aster", f"Mini 2517<br>{numbered(lines)}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Kes")), ("Kes", vote("Juno")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Juno", "Lark"]), ("Juno", ["Kes"])],
                        ["Ivo", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("flags_after_each_name", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Juno": 1}})


SERVED25 = [comma_line_ending_in_a_greeting, seats_with_the_hosts_notes, replaced_in_then_out,
            two_signups_first_cancelled]  # fmt: skip
ZOO25_PHPBB = [
    backup_joins_under_another_login, nobody_killed_in_the_summary, list_posted_by_the_cohost,
    signups_closed_quoting_them, day_one_in_the_opening_post, host_account_renamed,
    list_sorted_by_death_order, rules_discussion_before_day_one, mislynch_and_no_night_kill,
    cancelled_signups_then_ins_only, flags_after_each_name, *SERVED25,
]  # fmt: skip
ZOO25_PHPBB = [padded(f) for f in ZOO25_PHPBB]
SERVED25 = [padded(f) for f in SERVED25]
