"""Whole invented MafiaScum (phpBB) threads, seventh batch (initzoo23): a sign-up thread
apart whose link opens the game thread, a list only in a spoiler titled "Players", a list
re-sorted by name each day with "Marlow (replacing Ivo)" merged in, a "mini" run after the
main game, real names beside forum names ("Ivo (aka IvoTheBold)"), a co-host announced
mid-game, a player renamed mid-game, flags and smilies per player, a late re-post with
each slot's role flipped ("Ivo — Town Cop (dead N1)"), a "Player | Status | Voted" table,
backups with a lower-case two-word login, a role card's alt text beside a day start,
Day 1 opened above the rules and a bullet list, the dead struck in a list sorted by name."""

from __future__ import annotations

from . import Whole, bold, count, numbered, strike, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day, table

SPOILER = (
    '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>{title}:</b> '
    '<input type="button" value="Show" class="button2"></div><div class="quotecontent">'
    '<div style="display: none;">{inner}</div></div></div>'
)


def titled_spoiler(title: str, inner: str) -> str:
    """A ``[spoiler=Title]`` as the board renders it."""
    return SPOILER.format(title=title, inner=inner)


def signup_link_then_relisted() -> Whole:
    link = '<a href="https://forum.mafiascum.example/viewtopic.php?t=88120" class="postlink">'
    posts = [
        ("Aster", f"Mini 2301: Lanterns<br>Sign-ups were held {link}here</a>; thanks to all "
                  f"who signed.<br><br>{numbered(SIX, 'Players (from the sign-up thread)')}<br>"
                  f"{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno", "Lark"]), ("Ivo", ["Kes"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole("signup_link_then_relisted", posts, SIX, ["Aster"], days={1: {"Kes": 3, "Ivo": 1}})


def list_only_in_a_spoiler_titled_players() -> Whole:
    inner = "<br>".join(FIVE)
    posts = [
        ("Aster", f"Mini 2302<br>{titled_spoiler('Players', inner)}<br>{day(1, 5, 3)}"),
        ("Wren", vote("Juno")), ("Juno", vote("Wren")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Wren", "Ember"]), ("Wren", ["Juno"])],
                        ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "list_only_in_a_spoiler_titled_players", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Wren": 1}},
    )  # fmt: skip


def alphabetical_relist_with_replacing() -> Whole:
    order = ["Wren", "Ivo", "Kes", "Juno", "Ember", "Lark"]
    relist = numbered(sorted(["Wren", "Marlow (replacing Ivo)", "Kes", "Juno", "Ember"]),
                      "Living players")  # fmt: skip
    posts = [
        ("Aster", f"Mini 2303<br>{numbered(order)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Juno", vote("Lark")),
        ("Wren", vote("Lark")), ("Kes", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", "Marlow replaces Ivo."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}<br>{relist}"),
        ("Marlow", vote("Kes")), ("Ember", vote("Kes")),
        ("Aster", count("Vote Count 2.1", [("Kes", ["Marlow", "Ember"])],
                        ["Wren", "Kes", "Juno"])),
    ]  # fmt: skip
    return Whole(
        "alphabetical_relist_with_replacing", posts, order, ["Aster"],
        days={1: {"Lark": 4, "Ivo": 1}, 2: {"Kes": 2}}, backups=["Marlow"],
        subs=[("Ivo", "Marlow")], lynched={1: "Lark"},
        living={2: ["Wren", "Marlow", "Kes", "Juno", "Ember"]},
    )  # fmt: skip


def a_mini_after_the_main_game() -> Whole:
    """The main game ends; the host runs a quick mini in the same thread with a new list."""
    mini = numbered(["Ivo", "Rook", "Tansy", "Juno", "Saffron"], "Mini players")
    posts = [
        ("Aster", f"Mini 2304<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Juno", vote("Ember")), ("Lark", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Town wins! Game over."),
        ("Aster", f"Thanks all! Since we have time, a quick bonus mini in this thread, just "
                  f"for fun (no lynch counts, no stats).<br>{mini}"),
        ("Rook", "Fun, I'm in."), ("Tansy", "Sure!"),
    ]  # fmt: skip
    return Whole(
        "a_mini_after_the_main_game", posts, FIVE, ["Aster"], days={1: {"Ember": 3}},
        lynched={1: "Ember"},
    )  # fmt: skip


def real_names_and_forum_names() -> Whole:
    logins = ["IvoTheBold", "JunoJ", "LarkRise", "WrenTail", "EmberGlow"]
    lines = [f"{real} (aka {login})" for real, login in zip(FIVE, logins, strict=True)]
    posts = [
        ("AsterMod", f"Mini 2305<br>Host: Aster (aka AsterMod)<br>{numbered(lines)}<br>"
                     f"{day(1, 5, 3)}"),
        ("JunoJ", vote("WrenTail")), ("WrenTail", vote("JunoJ")), ("IvoTheBold", vote("WrenTail")),
        ("AsterMod", count("Vote Count 1.1", [("WrenTail", ["JunoJ", "IvoTheBold"]),
                                              ("JunoJ", ["WrenTail"])],
                           ["LarkRise", "EmberGlow"])),
    ]  # fmt: skip
    return Whole(
        "real_names_and_forum_names", posts, logins, ["AsterMod"],
        days={1: {"WrenTail": 2, "JunoJ": 1}},
    )  # fmt: skip


def cohost_announced_mid_game() -> Whole:
    posts = [
        ("Aster", f"Mini 2306<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
        ("Aster", "Thistle has kindly agreed to co-host from here on; treat her posts as mine."),
        ("Juno", vote("Wren")),
        ("Thistle", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                          ["Lark", "Ember", "Kes"])),
        ("Lark", vote("Wren")), ("Kes", vote("Wren")),
        ("Thistle", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "cohost_announced_mid_game", posts, SIX, ["Aster", "Thistle"],
        days={1: {"Wren": 4, "Ivo": 1}}, lynched={1: "Wren"},
    )  # fmt: skip


def renamed_mid_game() -> Whole:
    """Wren renames to Wrenna: the board shows the new name on every post, old ones too;
    the host's list still says Wren, and the host notes the change on Day 2."""
    names = ["Ivo", "Juno", "Lark", "Wrenna", "Ember"]
    posts = [
        ("Aster", f"Mini 2307<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Wrenna", vote("Ivo")), ("Ivo", vote("Wren")), ("Juno", vote("Ivo")),
        ("Lark", vote("Ivo")),
        ("Aster", "Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. Note: Wren is now Wrenna. ')}"),
        ("Ember", vote("Wrenna")), ("Wrenna", vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "renamed_mid_game", posts, names, ["Aster"],
        days={1: {"Ivo": 3, "Wrenna": 1}, 2: {"Wrenna": 1, "Ember": 1}}, lynched={1: "Ivo"},
        living={2: ["Juno", "Lark", "Wrenna", "Ember"]},
    )  # fmt: skip


def flags_and_smilies_per_player() -> Whole:
    smile = '<img class="smilies" src="./images/smilies/icon_e_smile.gif" alt=":)" title="Smile">'
    lines = ["🇬🇧 Ivo", "🇩🇪 Juno", f"Lark {smile}", "🇧🇷 Wren", "🏳️‍🌈 Ember", "Kes 🇯🇵"]
    posts = [
        ("Aster", f"Mini 2308: Around the World<br>{numbered(lines)}<br>{day(1, 6, 4)}"),
        ("Kes", vote("Lark")), ("Lark", vote("Kes")), ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Kes", "Ember"]), ("Kes", ["Lark"])],
                        ["Ivo", "Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "flags_and_smilies_per_player", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}}
    )


def roles_flipped_in_a_late_repost() -> Whole:
    late = numbered(["Ivo — Town Cop (dead N1)", "Juno", "Lark — Mafia Goon (lynched D1)",
                     "Wren", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2309<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Lark")), ("Wren", vote("Lark")), ("Ember", vote("Lark")),
        ("Kes", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Ivo was killed in the night. Ivo was a Town Cop. ')}"),
        ("Juno", vote("Wren")), ("Wren", vote("Juno")),
        ("Aster", f"Players, for reference:<br>{late}"),
        ("Ember", vote("Wren")),
        ("Aster", count("Vote Count 2.2", [("Wren", ["Juno", "Ember"]), ("Juno", ["Wren"])],
                        ["Kes"])),
    ]  # fmt: skip
    return Whole(
        "roles_flipped_in_a_late_repost", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Wren": 2, "Juno": 1}}, lynched={1: "Lark"},
        living={2: ["Juno", "Wren", "Ember", "Kes"]},
    )  # fmt: skip


def status_voted_table() -> Whole:
    rows = [[n, "Alive", "—"] for n in FIVE]
    posts = [
        ("Aster", f"Mini 2310<br>{table(rows, ['Player', 'Status', 'Voted'])}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole("status_voted_table", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}})


def backups_with_a_two_word_login() -> Whole:
    posts = [
        ("Aster", f"Mini 2311<br>{numbered(FIVE)}<br><br>{bold('Backups:')}<br>little wren<br>"
                  f"Rook<br><br>{day(1, 5, 3)}"),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")),
        ("Aster", "little wren replaces Lark."),
        ("little wren", vote("Ember")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Juno", "little wren", "Ivo"]),
                                           ("Juno", ["Ember"])], ["Wren"])),
    ]  # fmt: skip
    return Whole(
        "backups_with_a_two_word_login", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3, "Juno": 1}}, backups=["little wren", "Rook"],
        subs=[("Lark", "little wren")],
    )  # fmt: skip


def role_card_alt_beside_a_day_start() -> Whole:
    card = (
        '<img src="https://img.example/cards/goon.png" class="postimage" alt="Wren - Mafia Goon">'
    )
    posts = [
        ("Aster", f"Mini 2312<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Juno", vote("Wren")), ("Lark", vote("Wren")),
        ("Aster", f"Wren has been lynched.<br>{card}<br>Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}"),
        ("Ember", vote("Ivo")), ("Ivo", vote("Ember")),
    ]  # fmt: skip
    return Whole(
        "role_card_alt_beside_a_day_start", posts, FIVE, ["Aster"],
        days={1: {"Wren": 3}, 2: {"Ivo": 1, "Ember": 1}}, lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]},
    )  # fmt: skip


def list_one_in_the_opening_with_a_struck_replacement() -> Whole:
    """A ``[list=1]`` (an ``<ol>``) in the opening; on Day 2 the host re-posts it with the
    replaced player struck beside the newcomer."""
    ol = '<ol style="list-style-type: decimal">' + "".join(f"<li>{n}</li>" for n in SIX) + "</ol>"
    relist = ("<ol style=\"list-style-type: decimal\">"
              + "".join(f"<li>{n}</li>" for n in
                        ["Ivo", f"{strike('Juno')} Rook", "Lark", "Wren", "Ember", "Kes"])
              + "</ol>")  # fmt: skip
    posts = [
        ("Aster", f"Mini 2313<br>{bold('Players')}{ol}{day(1, 6, 4)}"),
        ("Juno", vote("Kes")), ("Kes", vote("Juno")),
        ("Aster", "Rook is replacing Juno."),
        ("Rook", vote("Kes")), ("Lark", vote("Kes")), ("Ivo", vote("Kes")),
        ("Wren", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}{relist}"),
        ("Rook", vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "list_one_in_the_opening_with_a_struck_replacement", posts, SIX, ["Aster"],
        days={1: {"Kes": 4, "Rook": 1}, 2: {"Wren": 1}}, backups=["Rook"],
        subs=[("Juno", "Rook")], lynched={1: "Kes"},
        living={2: ["Ivo", "Rook", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def alphabetical_list_with_a_replacement_only_merged() -> Whole:
    """The Day 2 list, re-sorted, writes "Rook (replacing Juno)"; no other post says it."""
    relist = numbered(["Ember", "Ivo", "Kes", "Rook (replacing Juno)", "Wren"], "Alive")
    posts = [
        ("Aster", f"Mini 2314<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Lark")), ("Ivo", vote("Lark")), ("Wren", vote("Lark")),
        ("Kes", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}<br>{relist}"),
        ("Rook", vote("Ivo")), ("Ember", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "alphabetical_list_with_a_replacement_only_merged", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Ivo": 2}}, backups=["Rook"], subs=[("Juno", "Rook")],
        lynched={1: "Lark"}, living={2: ["Ember", "Ivo", "Kes", "Rook", "Wren"]},
    )  # fmt: skip


def day_one_opens_above_the_list() -> Whole:
    """The opening starts Day 1 in its first line; the rules, then the list in a
    ``[list]`` (a bullet list) at the bottom."""
    items = "<ul>" + "".join(f"<li>{n}</li>" for n in SIX) + "</ul>"
    posts = [
        ("Aster", f"{bold('Day 1 begins now!')} With 6 alive it takes 4 to lynch.<br><br>"
                  f"{bold('Rules')}<br>No quoting PMs. Vote in bold.<br><br>"
                  f"{bold('Players')}{items}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                        ["Wren", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "day_one_opens_above_the_list", posts, SIX, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}}
    )


def alphabetical_with_the_dead_struck_and_a_replacement() -> Whole:
    """Each day's list sorted by name: the dead struck, "Marlow (replacing Wren)"."""
    day2 = numbered(["Ember", "Ivo", "Juno", "Kes", strike("Lark"), "Marlow (replacing Wren)"])
    posts = [
        ("Aster", f"Mini 2316<br>{numbered(sorted(SIX))}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Lark")), ("Ivo", vote("Lark")), ("Juno", vote("Lark")),
        ("Aster", "Marlow replaces Wren."),
        ("Marlow", vote("Lark")), ("Kes", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}<br>{day2}"),
        ("Kes", vote("Ember")), ("Ember", vote("Kes")),
    ]  # fmt: skip
    return Whole(
        "alphabetical_with_the_dead_struck_and_a_replacement", posts, sorted(SIX), ["Aster"],
        days={1: {"Lark": 4}, 2: {"Ember": 1, "Kes": 1}}, backups=["Marlow"],
        subs=[("Wren", "Marlow")], lynched={1: "Lark"},
        living={2: ["Ember", "Ivo", "Juno", "Kes", "Marlow"]},
    )  # fmt: skip


def lynch_undone_in_the_same_post() -> Whole:
    """The host announces a lynch, then takes it back in the same post (a miscount)."""
    posts = [
        ("Aster", f"Mini 2317<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", "Kes has been lynched. Wait, no: I miscounted, that was only 3 votes. "
                  "Kes has not been lynched, the day goes on."),
        ("Wren", vote("Juno")), ("Kes", vote("Juno")),
        ("Aster", count("Vote Count 1.2", [("Kes", ["Ivo", "Juno", "Lark"]),
                                           ("Juno", ["Wren", "Kes"])], ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "lynch_undone_in_the_same_post", posts, SIX, ["Aster"],
        days={1: {"Kes": 3, "Juno": 2}}, living={1: SIX},
    )  # fmt: skip


def replacement_once_he_confirms() -> Whole:
    """ "Marlow will replace Ivo once he confirms." then "He has confirmed." """
    posts = [
        ("Aster", f"Mini 2318<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
        ("Aster", "Ivo has asked out. Marlow will replace Ivo once he confirms."),
        ("Juno", vote("Wren")),
        ("Aster", "He has confirmed. Welcome, Marlow!"),
        ("Marlow", vote("Juno")), ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 1.2", [("Wren", ["Juno", "Lark"]), ("Juno", ["Marlow"]),
                                           ("Marlow", ["Wren"])], ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "replacement_once_he_confirms", posts, FIVE, ["Aster"],
        days={1: {"Wren": 2, "Juno": 1, "Marlow": 1}}, backups=["Marlow"],
        subs=[("Ivo", "Marlow")],
    )  # fmt: skip


SERVED23 = [signup_link_then_relisted, list_only_in_a_spoiler_titled_players,
            alphabetical_relist_with_replacing, flags_and_smilies_per_player]  # fmt: skip
ZOO23_PHPBB = [
    a_mini_after_the_main_game, real_names_and_forum_names, cohost_announced_mid_game,
    renamed_mid_game, roles_flipped_in_a_late_repost, status_voted_table,
    backups_with_a_two_word_login, role_card_alt_beside_a_day_start,
    list_one_in_the_opening_with_a_struck_replacement,
    alphabetical_list_with_a_replacement_only_merged, day_one_opens_above_the_list,
    alphabetical_with_the_dead_struck_and_a_replacement, lynch_undone_in_the_same_post,
    replacement_once_he_confirms, *SERVED23,
]  # fmt: skip
ZOO23_PHPBB = [padded(f) for f in ZOO23_PHPBB]
SERVED23 = [padded(f) for f in SERVED23]
