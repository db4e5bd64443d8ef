"""Whole invented Discourse threads (cooked HTML), fifth batch (initzoo21): a display name
changed mid-game (the list writes the old one), the list in [details] beside a decoy
example, backups below the players who replace in, a night post listing the living, a
co-host listed as a possible sub, avatars in the list, a sign-up topic apart, lettered and
0-numbered slots, "Character | Player" and "Alive | Dead" tables; and a few vBulletin and
XenForo threads."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, details, p
from .zoo20_discourse import FIVE, SIX, d_day, md_table, ol

SIGNUPS = "https://forum.example/t/mafia-sign-ups/880"


def strong(text: str) -> str:
    return p(f"<strong>{text}</strong>")


def d_display_name_changed_list_shows_old() -> Whole:
    """The list writes display names; wren_w shows "Wren" then "Wrenna" from post 5 on."""
    names = ["Ivo", "Juno", "Lark", "Wren", "Ember"]
    posts = [
        ("Aster", p("Mafia 2121") + strong("Players") + ol(names) + d_day(1, 5, 3)),
        ("wren_w", d_vote("Ivo")), ("Ivo", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Wren"]), ("Wren", ["Ivo"])],
                          ["Juno", "Lark", "Ember"])),
        ("wren_w", p("New name! Same Wren.")), ("Juno", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.2", [("Ivo", ["Wrenna", "Juno"]), ("Wrenna", ["Ivo"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_display_name_changed_list_shows_old", posts, ["Ivo", "Juno", "Lark", "wren_w", "Ember"],
        ["Aster"], days={1: {"Ivo": 2, "wren_w": 1}}, engine="discourse",
        display={"wren_w": "Wren"}, shown={4: "Wrenna"},
    )  # fmt: skip


def d_details_list_and_an_example() -> Whole:
    example = strong("Example list") + ol(["PlayerOne", "PlayerTwo", "PlayerThree"])
    posts = [
        ("Aster", p("Mafia 2122") + p("A count will look like this:") + example
                  + details("Players", ol(SIX)) + d_day(1, 6, 4)),
        ("Juno", d_vote("Kes")), ("Kes", d_vote("Juno")), ("Lark", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Juno", "Lark"]), ("Juno", ["Kes"])],
                          ["Ivo", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_details_list_and_an_example", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Juno": 1}},
        engine="discourse",
    )  # fmt: skip


def d_backups_below_who_replace_in() -> Whole:
    posts = [
        ("Aster", p("Mafia 2123") + strong("Players") + ol(FIVE) + p("Backups: Rook, Tansy")
                  + d_day(1, 5, 3)),
        ("Wren", d_vote("Ivo")), ("Ivo", d_vote("Wren")),
        ("Aster", p(f"{mention('Rook')} replaces {mention('Wren')}.")),
        ("Rook", d_vote("Ivo")), ("Lark", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Rook", "Lark"]), ("Rook", ["Ivo"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_backups_below_who_replace_in", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Rook": 1}},
        backups=["Rook", "Tansy"], subs=[("Wren", "Rook")], engine="discourse",
    )  # fmt: skip


def d_night_post_lists_the_living() -> Whole:
    posts = [
        ("Aster", p("Mafia 2124") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Kes")), ("Juno", d_vote("Kes")), ("Lark", d_vote("Kes")),
        ("Wren", d_vote("Kes")),
        ("Aster", p("Kes has been lynched. Kes was a Mafia Goon.") + "<h2>Night 1</h2>"
                  + strong("Still alive") + "<ul>" + "".join(f"<li>{n}</li>" for n in
                  ["Wren", "Ember", "Ivo", "Lark", "Juno"]) + "</ul>"),
        ("Aster", d_day(2, 4, 3, "Juno was killed in the night. ")),
        ("Ember", d_vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "d_night_post_lists_the_living", posts, SIX, ["Aster"], days={1: {"Kes": 4}, 2: {"Ivo": 1}},
        lynched={1: "Kes"}, living={2: ["Ivo", "Lark", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_cohost_who_may_sub() -> Whole:
    posts = [
        ("Aster", p("Mafia 2125") + p("Host: Aster<br>Thistle (co-host, may sub)")
                  + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Thistle", p("Co-hosting this one, hi all!")),
        ("Lark", d_vote("Juno")), ("Juno", d_vote("Lark")), ("Ember", d_vote("Juno")),
        ("Thistle", d_count("Vote Count 1.1", [("Juno", ["Lark", "Ember"]), ("Lark", ["Juno"])],
                            ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_cohost_who_may_sub", posts, FIVE, ["Aster", "Thistle"], days={1: {"Juno": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_avatar(login: str) -> str:
    return (f'<img src="/user_avatar/forum.example/{login.lower()}/24/1.png" width="24" '
            f'height="24" alt="{login}" class="avatar">')  # fmt: skip


def d_avatars_in_the_list() -> Whole:
    posts = [
        ("Aster", p("Mafia 2126") + strong("Players")
                  + ol([f"{d_avatar(n)} {mention(n)}" for n in SIX]) + d_day(1, 6, 4)),
        ("Ember", d_vote("Wren")), ("Wren", d_vote("Ember")), ("Ivo", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ember", "Ivo"]), ("Ember", ["Wren"])],
                          ["Juno", "Lark", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "d_avatars_in_the_list", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Ember": 1}},
        engine="discourse",
    )  # fmt: skip


def d_signups_topic_apart() -> Whole:
    posts = [
        ("Aster", p(f'Mafia 2127. Sign-ups were in <a href="{SIGNUPS}">this topic</a>.')
                  + strong("Confirmed players") + ol(SIX) + d_day(1, 6, 4)),
        ("Lark", d_vote("Ivo")), ("Ivo", d_vote("Lark")), ("Kes", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Lark", "Kes"]), ("Lark", ["Ivo"])],
                          ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_signups_topic_apart", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Lark": 1}},
        engine="discourse",
    )  # fmt: skip


def d_lettered_slots() -> Whole:
    items = "<br>".join(f"{chr(65 + i)}. {n}" for i, n in enumerate(FIVE))
    posts = [
        ("Aster", p("Mafia 2128") + strong("Players") + p(items) + d_day(1, 5, 3)),
        ("Juno", d_vote("Ember")), ("Ember", d_vote("Juno")), ("Wren", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Juno", "Wren"]), ("Juno", ["Ember"])],
                          ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_lettered_slots", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Juno": 1}},
        engine="discourse",
    )  # fmt: skip


def d_numbered_from_zero() -> Whole:
    items = "<br>".join(f"{i}. {n}" for i, n in enumerate(SIX))
    posts = [
        ("Aster", p("Mafia 2129") + strong("Players") + p(items) + d_day(1, 6, 4)),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Juno", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Kes", "Juno"]), ("Kes", ["Lark"])],
                          ["Ivo", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_numbered_from_zero", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_character_player_table() -> Whole:
    chars = ["The Miller", "Old Smith", "Widow Reed", "The Baker", "Sir Hollin"]
    rows = [[c, n] for c, n in zip(chars, FIVE, strict=True)]
    posts = [
        ("Aster", p("Mafia 2130: The Village") + md_table(rows, ["Character", "Player"])
                  + d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")), ("Wren", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_character_player_table", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_alive_dead_table() -> Whole:
    rows = [["Ivo", "Juno"], ["Lark", "Kes"], ["Wren", ""], ["Ember", ""]]
    posts = [
        ("Aster", p("Mafia 2131") + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Juno")), ("Lark", d_vote("Juno")), ("Wren", d_vote("Juno")),
        ("Kes", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Mafia Goon.") + "<h2>Night 1</h2>"),
        ("Aster", d_day(2, 4, 3, "Kes was killed in the night. ") + md_table(rows, ["Alive", "Dead"])),
        ("Ember", d_vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "d_alive_dead_table", posts, SIX, ["Aster"], days={1: {"Juno": 4}, 2: {"Wren": 1}},
        lynched={1: "Juno"}, living={2: ["Ivo", "Lark", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def vb_lettered_with_backups() -> Whole:
    posts = [
        ("Aster", "Werewolf 2132<br><b>Players</b><br>A. Ivo<br>B. Juno<br>C. Lark<br>D. Wren<br>"
                  "E. Ember<br><b>Backups:</b> Rook<br><br><b>Day 1 begins.</b> With 5 alive it "
                  "takes 3 to lynch."),
        ("Lark", b_vote("Wren")), ("Wren", b_vote("Lark")),
        ("Aster", "Rook replaces Lark."),
        ("Rook", b_vote("Wren")), ("Ivo", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Rook", "Ivo"]), ("Rook", ["Wren"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_lettered_with_backups", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Rook": 1}},
        backups=["Rook"], subs=[("Lark", "Rook")], engine="vbulletin",
    )  # fmt: skip


def vb_two_hosts_sign_mod() -> Whole:
    posts = [
        ("Aster", "Werewolf 2133, hosts Aster and Bramble<br><b>Players</b><br>1. Ivo<br>2. Juno"
                  "<br>3. Lark<br>4. Wren<br>5. Ember<br><br><b>Day 1 begins.</b> With 5 alive "
                  "it takes 3 to lynch.<br>-- Mod"),
        ("Bramble", "Questions go to either of us.<br>-- Mod"),
        ("Ivo", b_vote("Juno")), ("Juno", b_vote("Ivo")), ("Ember", b_vote("Juno")),
        ("Bramble", b_count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                            ["Lark", "Wren"]) + "<br>-- Mod"),
    ]  # fmt: skip
    return Whole(
        "vb_two_hosts_sign_mod", posts, FIVE, ["Aster", "Bramble"], days={1: {"Juno": 2, "Ivo": 1}},
        engine="vbulletin",
    )  # fmt: skip


def xf_avatars_and_zero() -> Whole:
    items = "<br>".join(
        f'{i}. <img src="/data/avatars/s/{n.lower()}.jpg" alt="{n}" class="avatar"> {n}'
        for i, n in enumerate(SIX)
    )
    posts = [
        ("Aster", f"Game 2134<br><b>Players</b><br>{items}<br><br><b>Day 1 begins.</b> With 6 "
                  "alive it takes 4 to lynch."),
        ("Wren", b_vote("Kes")), ("Kes", b_vote("Wren")), ("Lark", b_vote("Kes")),
        ("Aster", b_count("Vote Count 1.1", [("Kes", ["Wren", "Lark"]), ("Wren", ["Kes"])],
                          ["Ivo", "Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_avatars_and_zero", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Wren": 1}},
        engine="xenforo",
    )  # fmt: skip


def xf_night_post_lists_the_living() -> Whole:
    posts = [
        ("Aster", "Game 2135<br><b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br>4. Wren<br>"
                  "5. Ember<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Ivo", b_vote("Ember")), ("Juno", b_vote("Ember")), ("Lark", b_vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins.<br><br>"
                  "<b>Alive:</b><br>Wren<br>Lark<br>Juno<br>Ivo"),
        ("Aster", "<b>Day 2 begins.</b> Nobody died. With 4 alive it takes 3 to lynch."),
        ("Wren", b_vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "xf_night_post_lists_the_living", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Ivo": 1}}, lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Lark", "Wren"]}, engine="xenforo",
    )  # fmt: skip


SERVED21_DISCOURSE = [d_display_name_changed_list_shows_old, d_backups_below_who_replace_in,
                      d_character_player_table]  # fmt: skip
ZOO21_DISCOURSE = [
    d_details_list_and_an_example, d_night_post_lists_the_living, d_cohost_who_may_sub,
    d_avatars_in_the_list, d_signups_topic_apart, d_lettered_slots, d_numbered_from_zero,
    d_alive_dead_table, *SERVED21_DISCOURSE,
]  # fmt: skip
ZOO21_OTHER = [vb_lettered_with_backups, vb_two_hosts_sign_mod, xf_avatars_and_zero,
               xf_night_post_lists_the_living]  # fmt: skip
ZOO21_DISCOURSE = [padded(f) for f in ZOO21_DISCOURSE]
ZOO21_OTHER = [padded(f) for f in ZOO21_OTHER]
SERVED21_DISCOURSE = [padded(f) for f in SERVED21_DISCOURSE]
