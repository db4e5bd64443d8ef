"""Whole invented Discourse threads (cooked HTML): sign-ups then confirmed players, a list
of @mentions with a co-host, a night start, a player named "Host"."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]


def p(text: str) -> str:
    return f"<p>{text}</p>"


def mentions(names: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{mention(n)}</li>" for n in names) + "</ul>"


def d_signups_then_confirmed() -> Whole:
    posts = [
        ("Aster", p("Sign-ups for Mafia 31 are open: reply /in. Five players, 48-hour days.")),
        *[(n, p("/in")) for n in FIVE],
        ("Tansy", p("/in as a backup")),
        ("Aster", p("<strong>Confirmed players</strong>") + mentions(FIVE) + p("Roles are out.")),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")), ("Juno", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                          ["Lark", "Ember"])),
        ("Ember", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Mafia Goon. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_signups_then_confirmed", posts, FIVE, ["Aster"], days={1: {"Wren": 3, "Ivo": 1}},
        backups=["Tansy"], lynched={1: "Wren"}, engine="discourse",
    )  # fmt: skip


def d_mentions_and_a_cohost() -> Whole:
    posts = [
        ("Aster", p(f"Mafia 32. Hosted by {mention('Aster')}, co-hosted by {mention('Bramble')}.")
                  + p("<strong>Players</strong>") + mentions(SIX)),
        ("Aster", "<h2>Day 1 begins</h2>" + p("With 6 alive it takes 4 to lynch.")),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Ivo", d_vote("Lark")),
        ("Bramble", d_count("Vote Count 1.1", [("Lark", ["Kes", "Ivo"]), ("Kes", ["Lark"])],
                            ["Juno", "Wren", "Ember"])),
        ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")),
        ("Bramble", p("Lark has been lynched! Lark was a Doctor. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_mentions_and_a_cohost", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Lark": 4, "Kes": 1}}, lynched={1: "Lark"}, engine="discourse",
    )  # fmt: skip


def d_opens_at_night_with_a_replacement() -> Whole:
    posts = [
        ("Aster", p("Mafia 33") + p("<strong>Players</strong>") + mentions(SIX)
                  + "<h2>Night 1</h2>" + p("Night actions are due in 24 hours.")),
        ("Aster", "<h2>Day 1</h2>" + p("Ember died in the night. With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Kes")), ("Kes", d_vote("Ivo")),
        ("Aster", p(f"{mention('Rook')} is replacing {mention('Wren')}.")),
        ("Rook", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Ivo", "Rook"]), ("Ivo", ["Kes"])],
                          ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_opens_at_night_with_a_replacement", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
        first="night", living={1: ["Ivo", "Juno", "Lark", "Rook", "Kes"]}, engine="discourse",
    )  # fmt: skip


def d_a_player_named_host() -> Whole:
    names = ["Ivo", "Host", "Lark", "Wren", "Ember"]
    posts = [
        ("Aster", p("Mafia 34, hosted by Aster.") + p("<strong>Players</strong>") + mentions(names)),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Host", p("Yes, that is my name.") + d_vote("Ivo")), ("Ivo", d_vote("Host")),
        ("Lark", d_vote("Host")),
        ("Aster", d_count("Vote Count 1.1", [("Host", ["Ivo", "Lark"]), ("Ivo", ["Host"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_a_player_named_host", posts, names, ["Aster"], days={1: {"Host": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_hammer_then_double_replacement_in_a_list() -> Whole:
    """The host's list is re-posted with the replacements in brackets."""
    posts = [
        ("Aster", p("Mafia 35") + p("<strong>Players</strong>") + mentions(FIVE)),
        ("Aster", "<h2>Day 1 has begun</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Juno", d_vote("Ivo")), ("Lark", d_vote("Ivo")),
        ("Aster", p("Living players: Ivo, Juno, Kes (replaces Lark), Wren, Tansy (replaces Ember)")),
        ("Kes", p("Hi all.")), ("Tansy", d_vote("Ivo")),
        ("Aster", p("Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_hammer_then_double_replacement_in_a_list", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 3}}, backups=["Kes", "Tansy"], subs=[("Lark", "Kes"), ("Ember", "Tansy")],
        lynched={1: "Ivo"}, engine="discourse",
    )  # fmt: skip


DISCOURSE = [
    d_signups_then_confirmed,
    d_mentions_and_a_cohost,
    d_opens_at_night_with_a_replacement,
    d_a_player_named_host,
    d_hammer_then_double_replacement_in_a_list,
]


def d_display_names_listed() -> Whole:
    """The host lists the names the forum shows; the logins differ."""
    logins = {"ivo_42": "Ivo", "junebug": "Juno", "lark.s": "Lark", "wrenn": "Wren",
              "ember7": "Ember"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 36") + p("<strong>Players</strong>") + "<ol>"
                  + "".join(f"<li>{n}</li>" for n in logins.values()) + "</ol>"),
        ("Aster", "<h2>Day 1 begins</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("ivo_42", d_vote("Juno")), ("junebug", d_vote("Ivo")), ("lark.s", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember"])),
        ("wrenn", p("hello")), ("ember7", p("hi")),
    ]  # fmt: skip
    return Whole(
        "d_display_names_listed", posts, list(logins), ["Aster"],
        days={1: {"junebug": 2, "ivo_42": 1}}, engine="discourse", display=logins,
    )  # fmt: skip


DISCOURSE.append(d_display_names_listed)


def d_signups_in_display_names() -> Whole:
    logins = {"ivo_42": "Ivo", "junebug": "Juno", "lark.s": "Lark", "wrenn": "Wren",
              "ember7": "Ember"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 37 sign-ups: reply /in.")),
        *[(login, p("/in")) for login in logins],
        ("Aster", p("Confirmed: " + ", ".join(mention(login) for login in logins))),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("ivo_42", d_vote("Juno")), ("junebug", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Ivo"]), ("Ivo", ["Juno"])],
                          ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_signups_in_display_names", posts, list(logins), ["Aster"],
        days={1: {"junebug": 1, "ivo_42": 1}}, engine="discourse", display=logins,
    )  # fmt: skip


DISCOURSE.append(d_signups_in_display_names)
