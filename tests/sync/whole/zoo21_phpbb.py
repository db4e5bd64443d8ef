"""Whole invented MafiaScum (phpBB) threads, fifth batch (initzoo21): a sign-up thread
apart (the opening post links to it and repeats the list), slots with profile links,
role-card links or avatars, slots numbered from 0 or lettered, a list edited later to add
a replacement (the edit the only place), backups below the players who later replace in,
the list in a spoiler beside a decoy "Example list", a co-host listed as a possible
replacement, two hosts signing "Mod", a night post listing the living, tables of
"Alive | Dead" and "Character | Player"."""

from __future__ import annotations

from tests.servers.base import account_id

from . import Whole, bold, count, numbered, vote
from .chatter import padded
from .zoo19_phpbb import spoiler
from .zoo20_phpbb import FIVE, SIX, day, table

SIGNUPS = "https://forum.mafiascum.example/viewtopic.php?t=4321"


def lines(items: list[str], heading: str = "Players") -> str:
    return f"{bold(heading)}<br>" + "<br>".join(items)


def profile(name: str) -> str:
    return (f'<a href="./memberlist.php?mode=viewprofile&amp;u={account_id(name)}" '
            f'class="username">{name}</a>')  # fmt: skip


def signups_thread_apart() -> Whole:
    """The game's opening post links to the sign-up thread and repeats its list."""
    posts = [
        ("Aster", f'Mini 2101. Sign-ups were <a href="{SIGNUPS}" class="postlink">here</a> '
                  f"(thanks to all who signed!).<br>{numbered(SIX, 'Confirmed players')}<br>"
                  f"{day(1, 6, 4)}"),
        ("Juno", vote("Kes")), ("Kes", vote("Juno")), ("Ember", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Juno", "Ember"]), ("Juno", ["Kes"])],
                        ["Ivo", "Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("signups_thread_apart", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Juno": 1}})


def profile_links_in_the_list() -> Whole:
    """Each slot a link to the player's profile, one never posting before the count."""
    posts = [
        ("Aster", f"Mini 2102<br>{numbered([profile(n) for n in SIX])}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                        ["Juno", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "profile_links_in_the_list", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}}
    )


def role_card_links() -> Whole:
    """The list re-posted on Day 2 with a link to the dead's role card."""
    card = '<a href="https://wiki.mafiascum.example/Goon" class="postlink">Mafia Goon</a>'
    relist = numbered(["Ivo", f"Juno - lynched D1 - {card}", "Lark", "Wren", "Ember"])
    posts = [
        ("Aster", f"Mini 2103<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Wren", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{relist}"),
        ("Ember", vote("Ivo")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Ember", "Lark"])], ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "role_card_links", posts, FIVE, ["Aster"], days={1: {"Juno": 3}, 2: {"Ivo": 2}},
        lynched={1: "Juno"}, living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def avatar(name: str) -> str:
    return f'<img src="https://img.example/{name.lower()}.png" class="postimage" alt="{name}">'


def avatars_beside_names() -> Whole:
    posts = [
        ("Aster", f"Mini 2104<br>{lines([f'{avatar(n)} {n}' for n in SIX])}<br>{day(1, 6, 4)}"),
        ("Kes", vote("Wren")), ("Wren", vote("Kes")), ("Ivo", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Kes", "Ivo"]), ("Kes", ["Wren"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("avatars_beside_names", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Kes": 1}})


def avatars_alone() -> Whole:
    """Each slot an avatar alone, its alt text the player's name."""
    posts = [
        ("Aster", f"Mini 2105<br>{lines([avatar(n) for n in FIVE])}<br>{day(1, 5, 3)}"),
        ("Ember", vote("Ivo")), ("Ivo", vote("Ember")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Ember", "Juno"]), ("Ember", ["Ivo"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("avatars_alone", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Ember": 1}})


def numbered_from_zero() -> Whole:
    items = [f"{i}. {n}" for i, n in enumerate(SIX)]
    posts = [
        ("Aster", f"Mini 2106<br>{lines(items, 'Player List')}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Kes", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Kes"]), ("Ivo", ["Juno"])],
                        ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("numbered_from_zero", posts, SIX, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}})


def lettered_slots() -> Whole:
    items = [f"{chr(65 + i)}. {n}" for i, n in enumerate(SIX)]
    posts = [
        ("Aster", f"Mini 2107<br>{lines(items, 'Player List')}<br>{day(1, 6, 4)}"),
        ("Lark", vote("Ember")), ("Ember", vote("Lark")), ("Wren", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Lark", "Wren"]), ("Lark", ["Ember"])],
                        ["Ivo", "Juno", "Kes"])),
    ]  # fmt: skip
    return Whole("lettered_slots", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Lark": 1}})


def lettered_with_parentheses() -> Whole:
    """ "A) Ivo" lines, one with a note; the list comes before anyone posts."""
    items = [f"{chr(65 + i)}) {n}" for i, n in enumerate(FIVE)]
    items[2] += " (V/LA until Friday)"
    posts = [
        ("Aster", f"Mini 2108<br>{lines(items)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")), ("Ivo", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Juno", "Ivo"]), ("Juno", ["Wren"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("lettered_with_parentheses", posts, FIVE, ["Aster"],
                 days={1: {"Wren": 2, "Juno": 1}})  # fmt: skip


def list_edited_to_add_a_replacement() -> Whole:
    """The host never announces the replacement: the opening post's list is edited to
    write "Wren (replaced by Rook)", the only place it appears (init dates it)."""
    head = "Mini 2109<br>{}<br>{}"
    edited = numbered(["Ivo", "Juno", "Lark", "Wren (replaced by Rook)", "Ember", "Kes"])
    posts = [
        ("Aster", head.format(edited, day(1, 6, 4))),
        ("Wren", vote("Kes")), ("Ivo", vote("Kes")),
        ("Rook", "Hi all, here for Wren. Reading back."),
        ("Rook", vote("Ivo")), ("Juno", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"]), ("Ivo", ["Rook"])],
                        ["Lark", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "list_edited_to_add_a_replacement", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
        edits={0: head.format(numbered(SIX), day(1, 6, 4))},
    )  # fmt: skip


def backups_below_who_replace_in() -> Whole:
    posts = [
        ("Aster", f"Mini 2110<br>{numbered(FIVE)}<br>{bold('Backups:')} Rook, Tansy<br>"
                  f"{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", "Lark has had to leave. Rook replaces Lark."),
        ("Rook", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Rook", "Juno"]), ("Rook", ["Ivo"])],
                        ["Wren", "Ember"])),
        ("Aster", "Tansy is replacing Ember."),
        ("Tansy", vote("Ivo")),
        ("Aster", "Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "backups_below_who_replace_in", posts, FIVE, ["Aster"], days={1: {"Ivo": 3, "Rook": 1}},
        backups=["Rook", "Tansy"], subs=[("Lark", "Rook"), ("Ember", "Tansy")],
        lynched={1: "Ivo"},
    )  # fmt: skip


def spoiler_list_and_an_example() -> Whole:
    """The rules show an "Example list" of made-up names; the real list is in a spoiler."""
    example = numbered(["PlayerOne", "PlayerTwo", "PlayerThree"], "Example list")
    posts = [
        ("Aster", f"Mini 2111<br>Rules: a vote count looks like the one below.<br>{example}<br>"
                  f"{spoiler(numbered(SIX, 'Players'))}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Wren", "Lark"]), ("Wren", ["Ivo"])],
                        ["Juno", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole("spoiler_list_and_an_example", posts, SIX, ["Aster"],
                 days={1: {"Ivo": 2, "Wren": 1}})  # fmt: skip


def cohost_who_may_sub() -> Whole:
    posts = [
        ("Aster", f"Mini 2112<br>Host: Aster<br>Bramble (co-host, may sub)<br>{numbered(FIVE)}<br>"
                  f"{day(1, 5, 3)}"),
        ("Bramble", "Hi! I'm co-hosting and will sub in if needed."),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Wren", vote("Ember")),
        ("Bramble", count("Vote Count 1.1", [("Ember", ["Ivo", "Wren"]), ("Ivo", ["Ember"])],
                          ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole("cohost_who_may_sub", posts, FIVE, ["Aster", "Bramble"],
                 days={1: {"Ember": 2, "Ivo": 1}})  # fmt: skip


def two_hosts_sign_mod() -> Whole:
    """Two hosts post in turn, each signing "- Mod"."""
    sign = "<br><br>- Mod"
    posts = [
        ("Aster", f"Mini 2113, hosted by Aster and Thistle.<br>{numbered(SIX)}<br>"
                  f"{day(1, 6, 4)}{sign}"),
        ("Thistle", f"Hi all, ask us anything in the thread.{sign}"),
        ("Kes", vote("Lark")), ("Lark", vote("Kes")), ("Juno", vote("Lark")),
        ("Thistle", count("Vote Count 1.1", [("Lark", ["Kes", "Juno"]), ("Kes", ["Lark"])],
                          ["Ivo", "Wren", "Ember"], tail="- Mod")),
        ("Ivo", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", f"Lark has been lynched. Lark was a Town Cop. Night 1 begins.{sign}"),
    ]  # fmt: skip
    return Whole(
        "two_hosts_sign_mod", posts, SIX, ["Aster", "Thistle"], days={1: {"Lark": 4, "Kes": 1}},
        lynched={1: "Lark"},
    )  # fmt: skip


def night_post_lists_the_living() -> Whole:
    """The night post lists the living in another order: no slot moves, none is added."""
    living = lines(["Kes", "Ember", "Wren", "Juno", "Ivo"], "Living players")
    posts = [
        ("Aster", f"Mini 2114<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Kes", vote("Lark")),
        ("Wren", vote("Lark")),
        ("Aster", f"Lark has been lynched. Lark was a Mafia Goon. Night 1 begins.<br><br>{living}"),
        ("Aster", day(2, 4, 3, "Ember was killed in the night. ")),
        ("Kes", vote("Juno")), ("Juno", vote("Kes")),
        ("Aster", count("Vote Count 2.1", [("Juno", ["Kes"]), ("Kes", ["Juno"])], ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "night_post_lists_the_living", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Juno": 1, "Kes": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Kes"]},
    )  # fmt: skip


def alive_dead_table() -> Whole:
    """Day 2's list an "Alive | Dead" table."""
    rows = [["Ivo", "Wren"], ["Juno", ""], ["Lark", ""], ["Ember", ""]]
    posts = [
        ("Aster", f"Mini 2115<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Juno", vote("Wren")), ("Lark", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{table(rows, ['Alive', 'Dead'])}"),
        ("Ember", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "alive_dead_table", posts, FIVE, ["Aster"], days={1: {"Wren": 3}, 2: {"Ivo": 1}},
        lynched={1: "Wren"}, living={2: ["Ivo", "Juno", "Lark", "Ember"]},
    )  # fmt: skip


def character_player_table() -> Whole:
    """A themed game: "Character | Player", the only list; init before the night."""
    chars = ["The Miller", "Old Smith", "Widow Reed", "The Baker", "Sir Hollin", "Fishwife"]
    rows = [[c, n] for c, n in zip(chars, SIX, strict=True)]
    posts = [
        ("Aster", f"Mini 2116: The Village<br>{table(rows, ['Character', 'Player'])}<br>"
                  f"{day(1, 6, 4)}"),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Wren", "Juno"]), ("Wren", ["Ivo"])],
                        ["Lark", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole("character_player_table", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Wren": 1}})


def numbered_table_character_player() -> Whole:
    """ "# | Character | Player | Status", re-posted on Day 2."""
    chars = ["The Miller", "Old Smith", "Widow Reed", "The Baker", "Sir Hollin"]
    rows = [[str(i), c, n, "Alive"] for i, (c, n) in enumerate(zip(chars, FIVE, strict=True), 1)]
    later = [[*r[:3], "Lynched D1" if r[2] == "Ember" else "Alive"] for r in rows]
    head = ["#", "Character", "Player", "Status"]
    posts = [
        ("Aster", f"Mini 2117<br>{table(rows, head)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Lark", vote("Ember")), ("Wren", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}<br>{table(later, head)}"),
        ("Juno", vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "numbered_table_character_player", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Lark": 1}}, lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Lark", "Wren"]},
    )  # fmt: skip


def day_one_with_the_list_and_backups_zero() -> Whole:
    """Slots from 0, backups listed below, Day 1 in the same post; a backup replaces in."""
    items = [f"{i}. {n}" for i, n in enumerate(FIVE)]
    posts = [
        ("Aster", f"Mini 2118<br>{lines(items)}<br>Backups: Rook, Tansy<br>{day(1, 5, 3)}"),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")),
        ("Aster", "Tansy replaces Juno."),
        ("Tansy", vote("Ember")), ("Wren", vote("Ember")), ("Ivo", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Town Medic. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "day_one_with_the_list_and_backups_zero", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3, "Tansy": 1}}, backups=["Rook", "Tansy"], subs=[("Juno", "Tansy")],
        lynched={1: "Ember"},
    )  # fmt: skip


SERVED21 = [signups_thread_apart, lettered_slots, backups_below_who_replace_in,
            list_edited_to_add_a_replacement, alive_dead_table]  # fmt: skip
ZOO21_PHPBB = [
    profile_links_in_the_list, role_card_links, avatars_beside_names, avatars_alone,
    numbered_from_zero, lettered_with_parentheses, spoiler_list_and_an_example,
    cohost_who_may_sub, two_hosts_sign_mod, night_post_lists_the_living,
    character_player_table, numbered_table_character_player,
    day_one_with_the_list_and_backups_zero, *SERVED21,
]  # fmt: skip
ZOO21_PHPBB = [padded(f) for f in ZOO21_PHPBB]
SERVED21 = [padded(f) for f in SERVED21]
