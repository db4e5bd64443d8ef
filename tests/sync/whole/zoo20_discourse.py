"""Whole invented Discourse threads (cooked HTML), fourth batch (initzoo20): a markdown
table of slots, an @mention list under display names the counts use, pronouns and time
zones, the list re-posted with the dead struck and replacements written in, a slot replaced
twice, a modkill with no replacement, a co-host who leaves, a game ending on a night kill,
"/in" sign-ups closed by a count, "(V)" tags; and a few vBulletin and XenForo threads."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, p

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]


def md_table(rows: list[list[str]], head: list[str]) -> str:
    """A markdown table as Discourse cooks it."""
    th = "".join(f"<th>{c}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<div class="md-table"><table><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table></div>'


def ol(items: list[str]) -> str:
    return "<ol>" + "".join(f"<li>{i}</li>" for i in items) + "</ol>"


def d_day(n: int, alive: int, lynch: int, said: str = "") -> str:
    return f"<h2>Day {n}</h2>" + p(f"{said}With {alive} alive it takes {lynch} to lynch.")


def d_table_list() -> Whole:
    rows = [[str(i), n, "alive"] for i, n in enumerate(SIX, 1)]
    posts = [
        ("Aster", p("Mafia 60") + md_table(rows, ["Slot", "Player", "Status"]) + d_day(1, 6, 4)),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Wren", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Kes", "Wren"]), ("Kes", ["Lark"])],
                          ["Ivo", "Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_table_list", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}}, engine="discourse"
    )


def d_mentions_under_display_names() -> Whole:
    """The host @mentions every player (their logins); they show other names, which the
    counts write."""
    logins = {"ivo_k": "Ivory", "junebug": "Juno", "larkspur": "Lark", "wren77": "Wren",
              "ember_e": "Embers"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 61") + p("<strong>Players</strong>")
                  + ol([mention(n) for n in logins]) + d_day(1, 5, 3)),
        ("junebug", d_vote("Lark")), ("larkspur", d_vote("Juno")), ("ivo_k", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Juno", "Ivory"]), ("Juno", ["Lark"])],
                          ["Wren", "Embers"])),
    ]  # fmt: skip
    return Whole(
        "d_mentions_under_display_names", posts, list(logins), ["Aster"],
        days={1: {"larkspur": 2, "junebug": 1}}, engine="discourse", display=logins,
    )  # fmt: skip


def d_pronouns_and_zones() -> Whole:
    notes = ["he/him, GMT+1", "she/her, UTC-8", "they/them", "she/her, AEST", "he/they, CET"]
    posts = [
        ("Aster", p("Mafia 62") + p("<strong>Players</strong>")
                  + ol([f"{n} ({t})" for n, t in zip(FIVE, notes, strict=True)]) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")), ("Ember", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Ember"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_pronouns_and_zones", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_relisted_struck() -> Whole:
    relist = ol(["Ivo", "<s>Juno</s> (lynched D1, Mafia Goon)", "Lark", "Rook (replacing Wren)",
                 "Ember", "<s>Kes</s> (killed N1, Doctor)"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 63") + p("<strong>Players</strong>") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Juno")), ("Lark", d_vote("Juno")), ("Wren", d_vote("Juno")),
        ("Kes", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Mafia Goon.") + "<h2>Night 1</h2>"),
        ("Aster", p(f"{mention('Rook')} replaces {mention('Wren')}.")),
        ("Aster", d_day(2, 4, 3, "Kes was killed in the night. ") + p("<strong>Players</strong>")
                  + relist),
        ("Rook", d_vote("Ember")), ("Ember", d_vote("Rook")), ("Ivo", d_vote("Ember")),
        ("Aster", d_count("Vote Count 2.1", [("Ember", ["Rook", "Ivo"]), ("Rook", ["Ember"])],
                          ["Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_relisted_struck", posts, SIX, ["Aster"], days={1: {"Juno": 4}, 2: {"Ember": 2, "Rook": 1}},
        lynched={1: "Juno"}, backups=["Rook"], subs=[("Wren", "Rook")], engine="discourse",
    )  # fmt: skip


def d_replaced_twice() -> Whole:
    posts = [
        ("Aster", p("Mafia 64") + p("<strong>Players</strong>") + ol(FIVE) + d_day(1, 5, 3)),
        ("Lark", d_vote("Ivo")), ("Ivo", d_vote("Lark")),
        ("Aster", p("Rook is replacing Lark.")),
        ("Rook", p("Hello! Reading back.")),
        ("Aster", p("Rook has to go, Tansy replaces Rook.")),
        ("Aster", p("<strong>Players</strong>") + ol(["Ivo", "Juno", "Lark → Rook → Tansy",
                                                      "Wren", "Ember"])),
        ("Tansy", d_vote("Ivo")), ("Juno", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Tansy", "Juno"]), ("Tansy", ["Ivo"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_replaced_twice", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Tansy": 1}},
        backups=["Rook", "Tansy"], subs=[("Lark", "Rook"), ("Rook", "Tansy")], engine="discourse",
    )  # fmt: skip


def d_modkill_no_replacement() -> Whole:
    posts = [
        ("Aster", p("Mafia 65") + p("<strong>Players</strong>") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Juno")), ("Juno", d_vote("Ivo")), ("Lark", d_vote("Juno")),
        ("Aster", p("We could not find a replacement for Ember, so Ember is modkilled. Ember "
                    "was a Vanilla Townie.")),
        ("Kes", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Ivo", "Lark", "Kes"]), ("Ivo", ["Juno"])],
                          ["Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_modkill_no_replacement", posts, SIX, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}},
        living={1: ["Ivo", "Juno", "Lark", "Wren", "Kes"]}, engine="discourse",
    )  # fmt: skip


def d_cohost_who_leaves() -> Whole:
    posts = [
        ("Aster", p("Mafia 66") + p(f"Co-host: {mention('Thistle')}") + p("<strong>Players</strong>")
                  + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Ember")), ("Ember", d_vote("Ivo")),
        ("Thistle", d_count("Vote Count 1.1", [("Ember", ["Ivo"]), ("Ivo", ["Ember"])],
                            ["Juno", "Lark", "Wren"])),
        ("Thistle", p("I have to step down as co-host, real life. Good luck everyone!")),
        ("Juno", d_vote("Ember")), ("Lark", d_vote("Ember")),
        ("Aster", p("Ember has been lynched. Ember was a Mafia Goon.") + "<h2>Night 1</h2>"),
    ]  # fmt: skip
    return Whole(
        "d_cohost_who_leaves", posts, FIVE, ["Aster", "Thistle"], days={1: {"Ember": 3, "Ivo": 1}},
        lynched={1: "Ember"}, engine="discourse",
    )  # fmt: skip


def d_ends_on_a_night_kill() -> Whole:
    posts = [
        ("Aster", p("Mafia 67") + p("<strong>Players</strong>") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")), ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Vanilla Townie.") + "<h2>Night 1</h2>"),
        ("Aster", d_day(2, 3, 2, "Ember was killed in the night. ")),
        ("Juno", d_vote("Wren")), ("Ivo", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Vanilla Townie.") + "<h2>Night 2</h2>"),
        ("Aster", p("Juno was killed in the night. Ivo was the Mafia Goon. Mafia wins!")),
    ]  # fmt: skip
    return Whole(
        "d_ends_on_a_night_kill", posts, FIVE, ["Aster"], days={1: {"Lark": 3}, 2: {"Wren": 2}},
        lynched={1: "Lark", 2: "Wren"}, living={2: ["Ivo", "Juno", "Wren"]}, engine="discourse",
    )  # fmt: skip


def d_ins_closed_by_a_count() -> Whole:
    posts = [
        ("Aster", p("Mafia 68 sign-ups. Reply /in.")),
        *[(n, p("/in")) for n in SIX],
        ("Aster", p("Sign-ups closed with 6 in! Roles are being sent.")),
        ("Aster", d_day(1, 6, 4)),
        ("Ember", d_vote("Kes")), ("Kes", d_vote("Ember")), ("Juno", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Ember", "Juno"]), ("Ember", ["Kes"])],
                          ["Ivo", "Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_ins_closed_by_a_count", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Ember": 1}},
        engine="discourse",
    )  # fmt: skip


def d_v_tags() -> Whole:
    posts = [
        ("Aster", p("Mafia 69 sign-ups. Reply /in, then confirm.")),
        *[(n, p("/in")) for n in FIVE],
        ("Aster", p("<strong>Players</strong>") + ol([f"{mention(n)} (V)" for n in FIVE])),
        ("Aster", d_day(1, 5, 3)),
        ("Juno", d_vote("Wren")), ("Wren", d_vote("Juno")), ("Ivo", d_vote("Wren")),
        ("Aster", d_count("Vote Count 1.1", [("Wren", ["Juno", "Ivo"]), ("Juno", ["Wren"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_v_tags", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Juno": 1}}, engine="discourse"
    )


# -- vBulletin and XenForo -------------------------------------------------------------
def vb_table_list() -> Whole:
    rows = "".join(f"<tr><td>{i}</td><td>{n}</td><td>Alive</td></tr>"
                   for i, n in enumerate(FIVE, 1))  # fmt: skip
    posts = [
        ("Aster", f"Werewolf 20<br><table><tr><td><b>Slot</b></td><td><b>Player</b></td>"
                  f"<td><b>Status</b></td></tr>{rows}</table><br><b>Day 1 begins.</b> With 5 "
                  "alive it takes 3 to lynch."),
        ("Ivo", b_vote("Juno")), ("Juno", b_vote("Ivo")), ("Ember", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Ivo", "Ember"]), ("Ivo", ["Juno"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "vb_table_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}}, engine="vbulletin"
    )


def xf_pronouns_and_tags() -> Whole:
    lines = ["Ivo (he/him) (V)", "Juno (she/her) (V)", "Lark (they/them)", "Wren (V)", "Ember"]
    posts = [
        ("Aster", "Game 21<br><br><b>Players:</b><br>" + "<br>".join(lines)
                  + "<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Lark", b_vote("Ember")), ("Ember", b_vote("Lark")), ("Wren", b_vote("Ember")),
        ("Aster", b_count("Vote Count 1.1", [("Ember", ["Lark", "Wren"]), ("Lark", ["Ember"])],
                          ["Ivo", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "xf_pronouns_and_tags", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Lark": 1}},
        engine="xenforo",
    )  # fmt: skip


def vb_relisted_replaced_twice() -> Whole:
    posts = [
        ("Aster", "Werewolf 22<br><b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br>4. Wren<br>"
                  "5. Ember<br><br><b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Wren", b_vote("Ivo")), ("Ivo", b_vote("Wren")),
        ("Aster", "Rook replaces Wren."),
        ("Aster", "Tansy replaces Rook."),
        ("Aster", "<b>Players</b><br>1. Ivo<br>2. Juno<br>3. Lark<br>4. Tansy (replaced Rook, "
                  "who replaced Wren)<br>5. Ember"),
        ("Tansy", b_vote("Ivo")), ("Lark", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Tansy", "Lark"]), ("Tansy", ["Ivo"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_relisted_replaced_twice", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Tansy": 1}},
        backups=["Rook", "Tansy"], subs=[("Wren", "Rook"), ("Rook", "Tansy")], engine="vbulletin",
    )  # fmt: skip


def xf_ins_closed_by_a_count() -> Whole:
    posts = [
        ("Aster", "Game 23 sign-ups: post /in."),
        *[(n, "/in") for n in FIVE],
        ("Aster", "Sign-ups closed, 5 in. Good luck!"),
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Wren", b_vote("Lark")), ("Lark", b_vote("Wren")), ("Juno", b_vote("Lark")),
        ("Aster", b_count("Vote Count 1.1", [("Lark", ["Wren", "Juno"]), ("Wren", ["Lark"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_ins_closed_by_a_count", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Wren": 1}},
        engine="xenforo",
    )  # fmt: skip


ZOO20_DISCOURSE = [
    d_table_list,
    d_mentions_under_display_names,
    d_pronouns_and_zones,
    d_relisted_struck,
    d_replaced_twice,
    d_modkill_no_replacement,
    d_cohost_who_leaves,
    d_ends_on_a_night_kill,
    d_ins_closed_by_a_count,
    d_v_tags,
]
ZOO20_OTHER = [vb_table_list, xf_pronouns_and_tags, vb_relisted_replaced_twice,
               xf_ins_closed_by_a_count]  # fmt: skip


# -- combinations ------------------------------------------------------------------------
def d_fresh_pronouns_and_zones() -> Whole:
    """Init right after the opening post: "Ivo (he/him, GMT+1)" items."""
    notes = ["he/him, GMT+1", "she/her, UTC-8", "they/them", "she/her, AEST", "he/they, CET",
             "any, GMT"]  # fmt: skip
    posts = [
        (
            "Aster",
            p("Mafia 70")
            + p("<strong>Players</strong>")
            + ol([f"{n} ({t})" for n, t in zip(SIX, notes, strict=True)])
            + d_day(1, 6, 4),
        )
    ]
    return Whole("d_fresh_pronouns_and_zones", posts, SIX, ["Aster"], days={}, engine="discourse")


def d_mentions_replacement_by_mention() -> Whole:
    """Logins @mentioned in the list and the replacement, display names in the counts."""
    logins = {"ivo_k": "Ivory", "junebug": "Juno", "larkspur": "Lark", "wren77": "Wren",
              "ember_e": "Embers", "rook_r": "Rookie"}  # fmt: skip
    five = list(logins)[:5]
    posts = [
        ("Aster", p("Mafia 71") + p("<strong>Players</strong>") + ol([mention(n) for n in five])
                  + d_day(1, 5, 3)),
        ("wren77", d_vote("Juno")), ("junebug", d_vote("Wren")),
        ("Aster", p(f"{mention('rook_r')} is replacing {mention('wren77')}.")),
        ("rook_r", d_vote("Juno")), ("ivo_k", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Juno", ["Rookie", "Ivory"]), ("Rookie", ["Juno"])],
                          ["Lark", "Embers"])),
    ]  # fmt: skip
    return Whole(
        "d_mentions_replacement_by_mention", posts, five, ["Aster"],
        days={1: {"junebug": 2, "rook_r": 1}}, engine="discourse", display=logins,
        backups=["rook_r"], subs=[("wren77", "rook_r")],
    )  # fmt: skip


def d_table_relisted_with_flips() -> Whole:
    first = [[n, "alive"] for n in FIVE]
    later = [[n, "alive"] for n in FIVE]
    later[1] = ["<s>Juno</s>", "Mafia Goon, lynched D1"]
    later[3] = ["Rook (replaced Wren)", "alive"]
    posts = [
        ("Aster", p("Mafia 72") + md_table(first, ["Player", "Status"]) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Juno")), ("Lark", d_vote("Juno")), ("Wren", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Mafia Goon.") + "<h2>Night 1</h2>"),
        ("Aster", p("Rook replaces Wren.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ") + md_table(later, ["Player", "Status"])),
        ("Rook", d_vote("Ivo")), ("Ember", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 2.1", [("Ivo", ["Rook", "Ember"])], ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "d_table_relisted_with_flips", posts, FIVE, ["Aster"], days={1: {"Juno": 3}, 2: {"Ivo": 2}},
        lynched={1: "Juno"}, backups=["Rook"], subs=[("Wren", "Rook")], engine="discourse",
    )  # fmt: skip


def d_host_shown_apart_mentions() -> Whole:
    """The host's login is aster_h, shown as "The Narrator"; the list @mentions every
    player with pronouns; a replacement written "@ivo (he/him) → @rook (they/them)"."""
    posts = [
        ("aster_h", p("Mafia 73") + p("<strong>Players</strong>")
                    + ol([f"{mention(n)} ({t})" for n, t in zip(FIVE, ["he/him", "she/her",
                         "they/them", "she/her", "he/him"], strict=True)]) + d_day(1, 5, 3)),
        ("Juno", d_vote("Ivo")), ("Ivo", d_vote("Juno")),
        ("aster_h", p(f"{mention('Rook')} replaces {mention('Ivo')}.")),
        ("aster_h", p("<strong>Players</strong>") + ol([
            f"{mention('Ivo')} (he/him) → {mention('Rook')} (they/them)",
            *[mention(n) for n in FIVE[1:]]])),
        ("Rook", d_vote("Juno")), ("Lark", d_vote("Juno")),
        ("aster_h", d_count("Vote Count 1.1", [("Juno", ["Rook", "Lark"]), ("Rook", ["Juno"])],
                            ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_host_shown_apart_mentions", posts, FIVE, ["aster_h"], days={1: {"Juno": 2, "Rook": 1}},
        backups=["Rook"], subs=[("Ivo", "Rook")], engine="discourse",
        display={"aster_h": "The Narrator"},
    )  # fmt: skip


def d_flips_in_bold_beside_the_dead() -> Whole:
    relist = ol(["Ivo", "<s>Juno</s> — <strong>Mafia Goon</strong>", "Lark",
                 "<s>Wren</s> — <strong>Town Doctor</strong>", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 74") + p("<strong>Players</strong>") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Juno")), ("Lark", d_vote("Juno")), ("Kes", d_vote("Juno")),
        ("Wren", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Mafia Goon.") + "<h2>Night 1</h2>"),
        ("Aster", d_day(2, 4, 3, "Wren was killed in the night. ") + relist),
        ("Ember", d_vote("Kes")),
    ]  # fmt: skip
    return Whole(
        "d_flips_in_bold_beside_the_dead", posts, SIX, ["Aster"],
        days={1: {"Juno": 4}, 2: {"Kes": 1}}, lynched={1: "Juno"},
        living={2: ["Ivo", "Lark", "Ember", "Kes"]}, engine="discourse",
    )  # fmt: skip


def xf_table_with_flips() -> Whole:
    rows = "".join(f"<tr><td>{n}</td><td>{s}</td></tr>" for n, s in [
        ("Ivo", "Alive"), ("Juno", "Alive"), ("<s>Lark</s>", "Lynched D1 - Mafia Goon"),
        ("Wren", "Alive"), ("Ember", "Alive")])  # fmt: skip
    posts = [
        ("Aster", "Game 24<br><b>Players:</b><br>Ivo<br>Juno<br>Lark<br>Wren<br>Ember<br><br>"
                  "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Ivo", b_vote("Lark")), ("Juno", b_vote("Lark")), ("Wren", b_vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. <b>Night 1 begins.</b>"),
        ("Aster", "<b>Day 2 begins.</b> Nobody died. With 4 alive it takes 3 to lynch.<br>"
                  f"<table><tr><th>Player</th><th>Status</th></tr>{rows}</table>"),
        ("Ember", b_vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "xf_table_with_flips", posts, FIVE, ["Aster"], days={1: {"Lark": 3}, 2: {"Ivo": 1}},
        lynched={1: "Lark"}, living={2: ["Ivo", "Juno", "Wren", "Ember"]}, engine="xenforo",
    )  # fmt: skip


ZOO20_OTHER.append(xf_table_with_flips)
ZOO20_DISCOURSE += [
    d_host_shown_apart_mentions,
    d_flips_in_bold_beside_the_dead,
    d_fresh_pronouns_and_zones,
    d_mentions_replacement_by_mention,
    d_table_relisted_with_flips,
]

# each thread with its day chatter: 20 to 60 posts (``chatter.padded``)
ZOO20_DISCOURSE = [padded(f) for f in ZOO20_DISCOURSE]
ZOO20_OTHER = [padded(f) for f in ZOO20_OTHER]
