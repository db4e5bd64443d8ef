"""Whole invented MafiaScum (phpBB) threads, fourth batch (initzoo20): a player list as a
table, names with pronouns, time zones or "(V)"/"(confirmed)" tags, the list re-posted
each day (the dead struck, flips beside them, replacements written in), a slot replaced
twice and a player in two slots, a "Mod" account beside the host's personal one that plays,
"/in" sign-ups closed by a count and no list, a modkill with no replacement, a co-host who
leaves, a game ending on a night kill, players talking about another game's players."""

from __future__ import annotations

from . import Whole, bold, count, numbered, strike, vote
from .chatter import padded

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]
SEVEN = [*SIX, "Tansy"]
MAJORITY = "With {} alive it takes {} to lynch."


def table(rows: list[list[str]], head: list[str] | None = None) -> str:
    """A BBCode table as the board renders it."""
    cells = ([f"<tr>{''.join(f'<th>{c}</th>' for c in head)}</tr>"] if head else []) + [
        f"<tr>{''.join(f'<td>{c}</td>' for c in row)}</tr>" for row in rows
    ]
    return f'<table class="bbtable">{"".join(cells)}</table>'


def day(n: int, alive: int, lynch: int, said: str = "") -> str:
    return f"{bold(f'Day {n} begins.')} {said}{MAJORITY.format(alive, lynch)}"


def table_list() -> Whole:
    """Slot | Player | Status, re-posted on Day 2 with the lynched one's status."""
    rows = [[str(i), n, "Alive"] for i, n in enumerate(FIVE, 1)]
    later = [[str(i), n, "Lynched Day 1 (Mafia Goon)" if n == "Wren" else "Alive"]
             for i, n in enumerate(FIVE, 1)]  # fmt: skip
    posts = [
        ("Aster", f"Mini 1001<br>{table(rows, ['Slot', 'Player', 'Status'])}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Juno", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                        ["Lark", "Ember"])),
        ("Lark", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{table(later, ['Slot', 'Player', 'Status'])}"),
        ("Ember", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "table_list", posts, FIVE, ["Aster"], days={1: {"Wren": 3, "Ivo": 1}, 2: {"Ivo": 1}},
        lynched={1: "Wren"}, living={2: ["Ivo", "Juno", "Lark", "Ember"]},
    )  # fmt: skip


def pronouns_in_the_list() -> Whole:
    tags = ["he/him", "she/her", "they/them", "she/they", "any pronouns", "he/they"]
    names = [f"{n} ({t})" for n, t in zip(SIX, tags, strict=True)]
    posts = [
        ("Aster", f"Mini 1002<br>{numbered(names)}<br>{day(1, 6, 4)}"),
        ("Kes", vote("Juno")), ("Juno", vote("Kes")), ("Lark", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Kes", "Lark"]), ("Kes", ["Juno"])],
                        ["Ivo", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("pronouns_in_the_list", posts, SIX, ["Aster"], days={1: {"Juno": 2, "Kes": 1}})


def zones_in_the_list() -> Whole:
    """Each player's time zone beside the name; the board's clock is another (served)."""
    zones = ["GMT+2", "UTC-5", "EST", "AEST, UTC+10", "GMT"]
    names = [f"{n} ({z})" for n, z in zip(FIVE, zones, strict=True)]
    posts = [
        ("Aster", f"Mini 1003<br>{numbered(names, 'Players')}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Juno", "Wren"]), ("Juno", ["Lark"])],
                        ["Ivo", "Ember"])),
        ("Ember", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Town Cop. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "zones_in_the_list", posts, FIVE, ["Aster"], days={1: {"Lark": 3, "Juno": 1}},
        lynched={1: "Lark"}, zone_hours=-5,
    )  # fmt: skip


def relisted_daily_dead_struck() -> Whole:
    """The host re-posts the list each day: the dead struck with their flips, a
    replacement written in as "Rook (replaced Wren)"."""
    relist = numbered(["Ivo", f"{strike('Juno')} - Mafia Goon, lynched Day 1", "Lark",
                       "Rook (replaced Wren)", "Ember", f"{strike('Kes')} - Vanilla Townie, "
                       "killed Night 1"], "Player List")  # fmt: skip
    posts = [
        ("Aster", f"Mini 1004<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Wren", vote("Juno")), ("Lark", vote("Juno")),
        ("Ember", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", "Rook replaces Wren."),
        ("Aster", f"{day(2, 4, 3, 'Kes was killed in the night. ')}<br><br>{relist}"),
        ("Rook", vote("Ivo")), ("Ivo", vote("Rook")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Rook"]), ("Rook", ["Ivo"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "relisted_daily_dead_struck", posts, SIX, ["Aster"],
        days={1: {"Juno": 4}, 2: {"Ivo": 1, "Rook": 1}}, lynched={1: "Juno"},
        backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def replaced_twice_relisted() -> Whole:
    """Wren → Rook → Tansy, the list re-posted MafiaScum's way: "Tansy ~~Rook~~ ~~Wren~~"."""
    relist = numbered(["Ivo", "Juno", "Lark", f"Tansy {strike('Rook')} {strike('Wren')}",
                       "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 1005<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Kes")), ("Kes", vote("Wren")),
        ("Aster", "Rook replaces Wren."),
        ("Rook", "Here, reading."),
        ("Aster", "Tansy is replacing Rook, who had to leave."),
        ("Aster", relist),
        ("Tansy", vote("Kes")), ("Ivo", vote("Kes")), ("Juno", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Tansy", "Ivo", "Juno"]), ("Wren", ["Kes"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "replaced_twice_relisted", posts, SIX, ["Aster"], days={1: {"Kes": 3, "Tansy": 1}},
        backups=["Rook", "Tansy"], subs=[("Wren", "Rook"), ("Rook", "Tansy")],
    )  # fmt: skip


def one_player_in_two_slots_relisted() -> Whole:
    """Rook plays Wren's slot, is replaced out, comes back for Ember; the Day 2 list
    writes each chain with arrows."""
    relist = numbered(["Ivo", "Juno", "Lark", "Wren -> Rook -> Tansy", "Ember -> Rook",
                       f"{strike('Kes')} (lynched Day 1)"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 1006<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", "Tansy replaces Rook."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}<br>{relist}"),
        ("Aster", "Rook replaces Ember."),
        ("Rook", vote("Ivo")), ("Tansy", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Rook", "Tansy"])], ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "one_player_in_two_slots_relisted", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Ivo": 2}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Rook", "Tansy"), ("Ember", "Rook")], lynched={1: "Kes"},
    )  # fmt: skip


def mod_account_and_a_playing_personal_one() -> Whole:
    """The game is run from "Mod"; the host's personal account Aster plays slot 6."""
    posts = [
        ("Mod", f"Mini 1007<br>Hosted from this Mod account.<br>"
                f"{numbered([*FIVE, 'Aster'])}<br>{day(1, 6, 4)}"),
        ("Aster", "Hi all, playing this one from my own account!"),
        ("Aster", vote("Ivo")), ("Ivo", vote("Aster")), ("Juno", vote("Ivo")),
        ("Mod", count("Vote Count 1.1", [("Ivo", ["Aster", "Juno"]), ("Aster", ["Ivo"])],
                      ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "mod_account_and_a_playing_personal_one", posts, [*FIVE, "Aster"], ["Mod"],
        days={1: {"Ivo": 2, "Aster": 1}},
    )  # fmt: skip


def flips_beside_the_dead() -> Whole:
    relist = numbered(["Ivo", f"{strike('Juno')} - Mafia Goon (lynched Day 1)", "Lark",
                       "Wren", f"{strike('Ember')} - Town Doctor (killed Night 1)"],
                      "Living and dead")  # fmt: skip
    posts = [
        ("Aster", f"Mini 1008<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Wren", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 3, 2, 'Ember was killed in the night. ')}<br>{relist}"),
        ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 2.1", [("Wren", ["Lark"])], ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "flips_beside_the_dead", posts, FIVE, ["Aster"], days={1: {"Juno": 3}, 2: {"Wren": 1}},
        lynched={1: "Juno"}, living={2: ["Ivo", "Lark", "Wren"]},
    )  # fmt: skip


def ins_closed_by_a_count() -> Whole:
    """Seven "/in" posts; the host writes "List closed, 7 in." and no list."""
    posts = [
        ("Aster", "Mini 1009 sign-ups! Post /in. Seven players."),
        *[(n, "/in") for n in SEVEN],
        ("Aster", "List closed, 7 in. Role PMs are going out now."),
        ("Aster", day(1, 7, 4)),
        ("Tansy", vote("Ivo")), ("Ivo", vote("Tansy")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Tansy", "Kes"]), ("Tansy", ["Ivo"])],
                        ["Juno", "Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("ins_closed_by_a_count", posts, SEVEN, ["Aster"], days={1: {"Ivo": 2, "Tansy": 1}})


def modkill_no_replacement() -> Whole:
    posts = [
        ("Aster", f"Mini 1010<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Ember", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}Wren needs a replacement."),
        ("Juno", vote("Ivo")),
        ("Aster", "No replacement found, Wren is modkilled. Wren was a Vanilla Townie."),
        ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Juno", "Lark"])], ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "modkill_no_replacement", posts, SIX, ["Aster"], days={1: {"Kes": 4, "Ivo": 1},
        2: {"Ivo": 2}}, lynched={1: "Kes"},
    )  # fmt: skip


def cohost_who_leaves() -> Whole:
    posts = [
        ("Aster", f"Mini 1011<br>Host: Aster<br>Co-host: Bramble<br>{numbered(FIVE)}<br>"
                  f"{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Bramble", count("Vote Count 1.1", [("Lark", ["Ivo"]), ("Ivo", ["Lark"])],
                          ["Juno", "Wren", "Ember"])),
        ("Aster", "Bramble has had to step down as co-host. I'll take it from here."),
        ("Bramble", "Sorry everyone, good luck!"),
        ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "cohost_who_leaves", posts, FIVE, ["Aster", "Bramble"], days={1: {"Lark": 3, "Ivo": 1}},
        lynched={1: "Lark"},
    )  # fmt: skip


def ends_on_a_night_kill() -> Whole:
    posts = [
        ("Aster", f"Mini 1012<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Juno", vote("Ember")), ("Lark", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Vanilla Townie. Night 1 begins."),
        ("Aster", day(2, 3, 2, "Wren was killed in the night. ")),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Vanilla Townie. Night 2 begins."),
        ("Aster", f"{bold('Night 2 ends.')} Lark was killed in the night. Ivo was the "
                  "Mafia Goon. Mafia wins! Game over."),
    ]  # fmt: skip
    return Whole(
        "ends_on_a_night_kill", posts, FIVE, ["Aster"], days={1: {"Ember": 3}, 2: {"Juno": 2}},
        lynched={1: "Ember", 2: "Juno"}, living={2: ["Ivo", "Juno", "Lark"]},
    )  # fmt: skip


def talk_of_another_games_players() -> Whole:
    """Sign-ups; players name Thane and Quill of another game, one by a list of its own."""
    posts = [
        ("Aster", "Mini 1013 sign-ups, /in to play. Five players."),
        ("Ivo", "/in"), ("Juno", "/in. Thane and Quill said they'd join too but they're busy."),
        ("Lark", "/in"),
        ("Wren", "/in<br>In Mini 880 the list was:<br>1. Thane<br>2. Quill<br>3. Ivo"),
        ("Ember", "/in"),
        ("Aster", f"{bold('Players')}: Ivo, Juno, Lark, Wren, Ember. We are full."),
        ("Aster", day(1, 5, 3)),
        ("Ivo", vote("Thane")), ("Ivo", vote("Wren")), ("Juno", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"])], ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("talk_of_another_games_players", posts, FIVE, ["Aster"], days={1: {"Wren": 2}})


def v_and_confirmed_tags() -> Whole:
    lines = ["Ivo (V)", "Juno (confirmed)", "Lark (V)", "Wren (confirmed)", "Ember (V)"]
    posts = [
        ("Aster", "Mini 1014 sign-ups. Post /in; I'll mark you (V) when you confirm by PM."),
        *[(n, "/in") for n in FIVE],
        ("Aster", f"{bold('Players')}<br>" + "<br>".join(lines)),
        ("Aster", day(1, 5, 3)),
        ("Wren", vote("Ember")), ("Ember", vote("Wren")), ("Lark", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Wren", "Lark"]), ("Wren", ["Ember"])],
                        ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole("v_and_confirmed_tags", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Wren": 1}})


def table_with_pronouns_and_a_replacement() -> Whole:
    """A table of slot | player | status whose player cell writes pronouns, re-posted with
    "Rook (replacing Lark)" in the player cell."""
    first = [
        [str(i), f"{n} ({t})", "Alive"]
        for i, (n, t) in enumerate(
            zip(FIVE, ["he/him", "she/her", "they/them", "she/her", "he/him"], strict=True), 1
        )
    ]
    later = [list(r) for r in first]
    later[2][1] = "Rook (replacing Lark)"
    posts = [
        ("Aster", f"Mini 1015<br>{table(first)}<br>{day(1, 5, 3)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")),
        ("Aster", "Rook replaces Lark."),
        ("Aster", f"{bold('Player List')}<br>{table(later)}"),
        ("Rook", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Rook", "Juno"]), ("Lark", ["Ivo"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "table_with_pronouns_and_a_replacement", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 2, "Rook": 1}}, backups=["Rook"], subs=[("Lark", "Rook")],
    )  # fmt: skip


SERVED20 = [zones_in_the_list, table_list, relisted_daily_dead_struck, ins_closed_by_a_count]
ZOO20_PHPBB = [
    *SERVED20,
    pronouns_in_the_list,
    replaced_twice_relisted,
    one_player_in_two_slots_relisted,
    mod_account_and_a_playing_personal_one,
    flips_beside_the_dead,
    modkill_no_replacement,
    cohost_who_leaves,
    ends_on_a_night_kill,
    talk_of_another_games_players,
    v_and_confirmed_tags,
    table_with_pronouns_and_a_replacement,
]

# each thread with its day chatter: 20 to 60 posts (``chatter.padded``)
ZOO20_PHPBB = [padded(f) for f in ZOO20_PHPBB]
SERVED20 = [padded(f) for f in SERVED20]
