"""Whole invented MafiaScum (phpBB) threads, eighth batch (initzoo24): an unlabelled comma
line of players where some never post, "Ivo (aka Juno)" beside another player's slot,
sign-ups by "/in" and the host's seats, a list the host edits into the opening post, a
table whose role column hides behind spoilers, two hosts sharing the counts, the rules
alone on the first page and the list later, "Ivo (replaced by Marlow)" struck in a list
and nowhere else, a renamed player the list writes "(formerly Wren)", a Day 0 and a Night
0, a board clock at UTC+3, deaths told only in the list, a player's mass claim list, a
vote count put at the top of the opening post by an edit."""

from __future__ import annotations

from . import Whole, bold, count, numbered, strike, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day, table
from .zoo23_phpbb import titled_spoiler


def comma_line_with_lurkers() -> Whole:
    """The opening names the players on one line by commas, no heading; Wren and Kes
    never post."""
    posts = [
        ("Aster", f"Mini 2401: Quiet Harbour<br><br>Ivo, Juno, Lark, Wren, Ember, Kes<br><br>"
                  f"{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Juno", vote("Lark")),
        ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno", "Ember"]), ("Ivo", ["Lark"])],
                        ["Wren", "Kes"])),
    ]  # fmt: skip
    return Whole("comma_line_with_lurkers", posts, SIX, ["Aster"], days={1: {"Lark": 3, "Ivo": 1}})


def aka_another_players_name() -> Whole:
    """ "Ivo (aka Juno)": Ivo's nickname is another player's login; both play."""
    lines = ["Ivo (aka Juno)", "Juno", "Lark", "Wren", "Ember"]
    posts = [
        ("Aster", f"Mini 2402<br>{numbered(lines)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno")),
        ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark", "Wren"]), ("Ivo", ["Juno"])],
                        ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "aka_another_players_name", posts, FIVE, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}}
    )


def signups_with_seats() -> Whole:
    posts = [
        ("Aster", "Mini 2403 sign-ups! Post /in to take a seat; six seats."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Lark", "/in please"), ("Wren", "/in"),
        ("Ember", "/in"), ("Kes", "/in, last seat?"),
        ("Aster", "Seat 1: Ivo<br>Seat 2: Juno<br>Seat 3: Lark<br>Seat 4: Wren<br>"
                  "Seat 5: Ember<br>Seat 6: Kes<br><br>We are full! Role PMs going out."),
        ("Aster", day(1, 6, 4)),
        ("Wren", vote("Kes")), ("Kes", vote("Wren")), ("Juno", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Wren", "Juno"]), ("Wren", ["Kes"])],
                        ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("signups_with_seats", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Wren": 1}})


def list_edited_into_the_opening() -> Whole:
    """The opening said "Players to be announced"; the host edited the list in later."""
    head = "Mini 2404: Tidewater<br><br>{}<br><br>Rules: vote in bold, no PMs."
    posts = [
        ("Aster", head.format(numbered(FIVE))),
        ("Aster", day(1, 5, 3)),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Lark", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Ivo", "Lark"]), ("Ivo", ["Ember"])],
                        ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "list_edited_into_the_opening", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Ivo": 1}},
        edits={0: head.format("Players to be announced.")},
    )  # fmt: skip


def table_with_roles_in_spoilers() -> Whole:
    rows = [[n, titled_spoiler("Role", "Vanilla Townie")] for n in SIX]
    posts = [
        ("Aster", f"Mini 2405<br>{table(rows, ['Player', 'Role'])}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Kes", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Kes"]), ("Juno", ["Wren"])],
                        ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "table_with_roles_in_spoilers", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Juno": 1}}
    )


def two_hosts_share_the_count() -> Whole:
    posts = [
        ("Aster", f"Mini 2406<br>Hosts: Aster and Bramble<br><br>{numbered(FIVE)}<br>"
                  f"{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
        ("Bramble", count("Vote Count 1.1", [("Wren", ["Ivo"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark", "Ember"])),
        ("Juno", vote("Wren")), ("Lark", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Bramble", day(2, 4, 3, "Nobody died. ")),
        ("Ember", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Ember"])], ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "two_hosts_share_the_count", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Wren": 3, "Ivo": 1}, 2: {"Ivo": 1}}, lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]},
    )  # fmt: skip


def rules_first_then_the_list() -> Whole:
    """The opening holds only the rules; questions follow; the list and Day 1 come later."""
    rules = "<br>".join(f"{i}. {r}" for i, r in enumerate([
        "Vote in bold with the vote tag.", "No quoting of private messages.",
        "Deadlines are firm.", "Be kind to one another."], 1))  # fmt: skip
    posts = [
        ("Aster", f"Mini 2407: Lamplight<br>{bold('Rules')}<br>{rules}"),
        ("Ivo", "Is there a prod timer?"), ("Aster", "Yes, 48 hours."),
        ("Juno", "Are night talks allowed?"), ("Aster", "No."),
        ("Aster", f"{numbered(SIX, 'Players')}<br><br>{day(1, 6, 4)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Lark", "Juno"]), ("Lark", ["Ivo"])],
                        ["Wren", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "rules_first_then_the_list", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Lark": 1}}
    )


def replaced_by_only_in_the_list() -> Whole:
    """The Day 2 list writes "Ivo (replaced by Marlow)", Ivo struck; no post says it."""
    relist = numbered([f"{strike('Ivo')} (replaced by Marlow)", "Juno", strike("Lark"),
                       "Wren", "Ember"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2408<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{relist}"),
        ("Marlow", vote("Ember")), ("Ember", vote("Marlow")),
    ]  # fmt: skip
    return Whole(
        "replaced_by_only_in_the_list", posts, FIVE, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Ember": 1, "Marlow": 1}}, backups=["Marlow"],
        subs=[("Ivo", "Marlow")], lynched={1: "Lark"},
        living={2: ["Marlow", "Juno", "Wren", "Ember"]},
    )  # fmt: skip


def renamed_formerly_in_the_list() -> Whole:
    """Wren renamed to Wrenna: every post shows Wrenna; the Day 2 list writes
    "Wrenna (formerly Wren)"."""
    names = ["Ivo", "Juno", "Lark", "Wrenna", "Ember"]
    relist = numbered(["Ivo", "Juno", strike("Lark"), "Wrenna (formerly Wren)", "Ember"])
    posts = [
        ("Aster", f"Mini 2409<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Wrenna", vote("Lark")), ("Ivo", vote("Lark")), ("Juno", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{relist}"),
        ("Ember", vote("Wrenna")), ("Wrenna", vote("Ember")), ("Ivo", vote("Wrenna")),
    ]  # fmt: skip
    return Whole(
        "renamed_formerly_in_the_list", posts, names, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Wrenna": 2, "Ember": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wrenna", "Ember"]},
    )  # fmt: skip


def day_zero_and_night_zero() -> Whole:
    posts = [
        ("Aster", f"Mini 2410<br>{numbered(FIVE)}<br>{bold('Day 0 begins.')} Introduce "
                  "yourselves; there is no lynch today."),
        ("Ivo", "Hello!"), ("Juno", "Hi all."),
        ("Aster", f"{bold('Night 0 begins.')} Send in your night actions."),
        ("Aster", day(1, 5, 3, "Nobody died in the night. ")),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")), ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Juno", "Ember"]), ("Juno", ["Lark"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "day_zero_and_night_zero", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Juno": 1}}
    )


def board_clock_east_of_utc() -> Whole:
    """The board's clock is UTC+3 (served: the footer says so)."""
    posts = [
        ("Aster", f"Mini 2411<br>{numbered(SIX)}<br>{day(1, 6, 4)} Deadline: Friday 20:00 "
                  "board time."),
        ("Kes", vote("Ivo")), ("Ivo", vote("Kes")), ("Lark", vote("Ivo")), ("Wren", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Kes", "Lark", "Wren"]), ("Kes", ["Ivo"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "board_clock_east_of_utc", posts, SIX, ["Aster"], days={1: {"Ivo": 3, "Kes": 1}},
        zone_hours=3,
    )  # fmt: skip


def deaths_only_in_the_list() -> Whole:
    """Day 2 opens with the list alone: Kes struck "(killed N1)"; no sentence says it."""
    relist = numbered(["Ivo", strike("Juno") + " (lynched D1)", "Lark", "Wren", "Ember",
                       strike("Kes") + " (killed N1)"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2412<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Wren", vote("Juno")),
        ("Kes", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{bold('Day 2 begins.')} With 4 alive it takes 3 to lynch.<br>{relist}"),
        ("Ember", vote("Lark")), ("Lark", vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "deaths_only_in_the_list", posts, SIX, ["Aster"],
        days={1: {"Juno": 4}, 2: {"Lark": 1, "Ember": 1}}, lynched={1: "Juno"},
        living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def flips_only_in_the_struck_list() -> Whole:
    """Day 2 opens with the list alone, the dead struck with their flips ("~~Wren~~ -
    Vanilla Townie, killed Night 1"); no sentence says who died."""
    relist = numbered(["Ivo", f"{strike('Lark')} - Mafia Goon, lynched Day 1", "Juno",
                       f"{strike('Wren')} - Vanilla Townie, killed Night 1", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2415<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Kes", vote("Lark")),
        ("Ember", vote("Lark")),
        ("Aster", "Lark has been lynched. Night 1 begins."),
        ("Aster", f"{bold('Day 2 begins.')} With 4 alive it takes 3 to lynch.<br>{relist}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "flips_only_in_the_struck_list", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Kes": 1, "Ivo": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Ember", "Kes"]},
    )  # fmt: skip


def a_mass_claim_list() -> Whole:
    """A player posts a numbered claim list of everyone; it is no roster."""
    claims = numbered(["Ivo - Vanilla Townie", "Juno - Doctor", "Lark - Vanilla Townie",
                       "Wren - Cop", "Ember - Vanilla Townie", "Tansy - Vanilla Townie"],
                      "Mass claim so far")  # fmt: skip
    posts = [
        ("Aster", f"Mini 2413<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", f"Let us mass claim.<br>{claims}<br>Tansy is a typo, I mean nobody."),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")), ("Wren", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Juno", "Wren"]), ("Juno", ["Ember"])],
                        ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole("a_mass_claim_list", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Juno": 1}})


def count_on_top_of_the_opening() -> Whole:
    """The host edited the latest count into the top of the opening post."""
    head = "Mini 2414<br>{}<br><br>{}<br>{}"
    top = count("Vote Count 1.2", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                ["Wren", "Ember"])  # fmt: skip
    posts = [
        ("Aster", head.format(top, numbered(FIVE), day(1, 5, 3))),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo"]), ("Ivo", ["Lark"])],
                        ["Juno", "Wren", "Ember"])),
        ("Juno", vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "count_on_top_of_the_opening", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        edits={0: head.format("", numbered(FIVE), day(1, 5, 3))}, agree=False,
    )  # fmt: skip


SERVED24 = [comma_line_with_lurkers, rules_first_then_the_list, board_clock_east_of_utc,
            replaced_by_only_in_the_list]  # fmt: skip
ZOO24_PHPBB = [
    aka_another_players_name, signups_with_seats, list_edited_into_the_opening,
    table_with_roles_in_spoilers, two_hosts_share_the_count, renamed_formerly_in_the_list,
    day_zero_and_night_zero, deaths_only_in_the_list, flips_only_in_the_struck_list,
    a_mass_claim_list,
    count_on_top_of_the_opening, *SERVED24,
]  # fmt: skip
ZOO24_PHPBB = [padded(f) for f in ZOO24_PHPBB]
SERVED24 = [padded(f) for f in SERVED24]
