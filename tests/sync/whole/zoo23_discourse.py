"""Whole invented Discourse threads (cooked HTML), seventh batch (initzoo23): a bot account
that posts the counts, the list only in a details block titled "Players", a sign-up topic
apart, a list re-sorted each day with "(replacing Ivo)" merged in, real names beside
@mentions, a co-host announced mid-game, flag emoji per player, a mini after the main
game, roles flipped in a late re-post, Day 1 opened in the opening post under the list;
a count bot nobody introduces; and vBulletin and XenForo threads of the same shapes
(``[LIST=1]`` lists, one re-posted with "(replacing Ivo)", a titled spoiler)."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, details, p
from .zoo20_discourse import FIVE, SIX, d_day, md_table, ol
from .zoo22_discourse import strong


def emoji(code: str) -> str:
    return f'<img src="/images/emoji/twitter/{code}.png?v=12" title=":{code}:" class="emoji" alt=":{code}:">'


def d_bot_posts_the_counts() -> Whole:
    posts = [
        ("Aster", p("Mafia 2321") + p(f"Vote counts will be posted by {mention('VoteBot')}.")
                  + strong("Players") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Juno")), ("Juno", d_vote("Ivo")), ("Lark", d_vote("Juno")),
        ("VoteBot", d_count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                            ["Wren", "Ember", "Kes"])),
        ("Wren", d_vote("Juno")),
        ("VoteBot", d_count("Vote Count 1.2", [("Juno", ["Ivo", "Lark", "Wren"]),
                                               ("Ivo", ["Juno"])], ["Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "d_bot_posts_the_counts", posts, SIX, ["Aster", "VoteBot"],
        days={1: {"Juno": 3, "Ivo": 1}}, engine="discourse",
    )  # fmt: skip


def d_list_only_in_details_titled_players() -> Whole:
    posts = [
        ("Aster", p("Mafia 2322") + details("Players", p("<br>".join(FIVE))) + d_day(1, 5, 3)),
        ("Ember", d_vote("Lark")), ("Lark", d_vote("Ember")), ("Ivo", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ember", "Ivo"]), ("Ember", ["Lark"])],
                          ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_list_only_in_details_titled_players", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ember": 1}}, engine="discourse",
    )  # fmt: skip


def d_signup_topic_linked_and_mentions() -> Whole:
    link = '<a href="https://forum.example/t/signups-mafia-2323/8812">sign-up thread</a>'
    posts = [
        ("Aster", p(f"Mafia 2323. Thanks to everyone from the {link}!")
                  + p("Confirmed players:") + "<ul>"
                  + "".join(f"<li>{mention(n)}</li>" for n in SIX) + "</ul>" + d_day(1, 6, 4)),
        ("Wren", d_vote("Kes")), ("Kes", d_vote("Wren")), ("Juno", d_vote("Kes")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Wren", "Juno"]), ("Wren", ["Kes"])],
                          ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_signup_topic_linked_and_mentions", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Wren": 1}}, engine="discourse",
    )  # fmt: skip


def d_alphabetical_relist_with_replacing() -> Whole:
    order = ["Wren", "Ivo", "Kes", "Juno", "Ember"]
    relist = ol(["Ember", "Juno", "Kes", "Marlow (replacing Ivo)", "Wren"])
    posts = [
        ("Aster", p("Mafia 2324") + strong("Players") + ol(order) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Kes")), ("Kes", d_vote("Ivo")),
        ("Aster", p("Marlow replaces Ivo.")),
        ("Marlow", d_vote("Kes")), ("Wren", d_vote("Kes")), ("Ember", d_vote("Kes")),
        ("Aster", p("Kes has been lynched. Kes was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ") + strong("Players") + relist),
        ("Juno", d_vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "d_alphabetical_relist_with_replacing", posts, order, ["Aster"],
        days={1: {"Kes": 3, "Marlow": 1}, 2: {"Wren": 1}}, backups=["Marlow"],
        subs=[("Ivo", "Marlow")], lynched={1: "Kes"},
        living={2: ["Wren", "Marlow", "Juno", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_real_names_and_mentions() -> Whole:
    logins = ["ivo_bold", "junoj", "larkrise", "wrentail", "emberglow"]
    items = [f"{real} (aka {mention(login)})" for real, login in zip(FIVE, logins, strict=True)]
    posts = [
        ("Aster", p("Mafia 2325") + strong("Players") + ol(items) + d_day(1, 5, 3)),
        ("junoj", d_vote("wrentail")), ("wrentail", d_vote("junoj")), ("ivo_bold", d_vote("wrentail")),
        ("Aster", d_count("Vote Count 1.1", [("wrentail", ["junoj", "ivo_bold"]),
                                             ("junoj", ["wrentail"])], ["larkrise", "emberglow"])),
    ]  # fmt: skip
    return Whole(
        "d_real_names_and_mentions", posts, logins, ["Aster"],
        days={1: {"wrentail": 2, "junoj": 1}}, engine="discourse",
    )  # fmt: skip


def d_cohost_announced_in_a_day_start() -> Whole:
    posts = [
        ("Aster", p("Mafia 2326") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")), ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Town Doctor. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, f"Nobody died. {mention('Thistle')} joins me as co-host. "
                                 "")),
        ("Ember", d_vote("Ivo")), ("Ivo", d_vote("Ember")),
        ("Thistle", d_count("Vote Count 2.1", [("Ivo", ["Ember"]), ("Ember", ["Ivo"])],
                            ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_cohost_announced_in_a_day_start", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Lark": 3}, 2: {"Ivo": 1, "Ember": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_flag_emoji_per_player() -> Whole:
    items = [f"{emoji(f)} {n}" for f, n in zip(["gb", "de", "fr", "jp", "br", "it"], SIX,
                                                 strict=True)]  # fmt: skip
    items[2] = f"Lark {emoji('sparkles')}"
    posts = [
        ("Aster", p("Mafia 2327") + strong("Players") + ol(items) + d_day(1, 6, 4)),
        ("Juno", d_vote("Ember")), ("Ember", d_vote("Juno")), ("Lark", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Juno", "Lark"]), ("Juno", ["Ember"])],
                          ["Ivo", "Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "d_flag_emoji_per_player", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Juno": 1}},
        engine="discourse",
    )  # fmt: skip


def d_mini_after_the_main_game() -> Whole:
    posts = [
        ("Aster", p("Mafia 2328") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Lark", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was the last Mafia Goon. Town wins!")),
        ("Aster", p("Bonus round while we wait for the next game, just for fun:")
                  + strong("Mini players") + ol(["Rook", "Tansy", "Saffron", "Ivo", "Juno"])),
        ("Rook", p("Nice, count me in.")),
    ]  # fmt: skip
    return Whole(
        "d_mini_after_the_main_game", posts, FIVE, ["Aster"], days={1: {"Wren": 3}},
        lynched={1: "Wren"}, engine="discourse",
    )  # fmt: skip


def d_roles_flipped_in_a_late_repost() -> Whole:
    late = ol(["Ivo — Town Cop (dead N1)", "Juno", "Lark", "Wren — Mafia Goon (lynched D1)",
               "Ember"])  # fmt: skip
    posts = [
        ("Aster", p("Mafia 2329") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Ember", d_vote("Wren")),
        ("Aster", p("Wren has been lynched. Wren was a Mafia Goon. Night 1 begins.")),
        ("Aster", d_day(2, 3, 2, "Ivo was killed in the night. Ivo was a Town Cop. ")),
        ("Juno", d_vote("Lark")),
        ("Aster", strong("Player list, for reference") + late),
        ("Lark", d_vote("Juno")),
    ]  # fmt: skip
    return Whole(
        "d_roles_flipped_in_a_late_repost", posts, FIVE, ["Aster"],
        days={1: {"Wren": 3}, 2: {"Lark": 1, "Juno": 1}}, lynched={1: "Wren"},
        living={2: ["Juno", "Lark", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_status_voted_table() -> Whole:
    rows = [[n, "alive", "no vote"] for n in SIX]
    posts = [
        ("Aster", p("Mafia 2330") + md_table(rows, ["Player", "Status", "Voted"]) + d_day(1, 6, 4)),
        ("Kes", d_vote("Ivo")), ("Ivo", d_vote("Kes")), ("Wren", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Kes", "Wren"]), ("Kes", ["Ivo"])],
                          ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_status_voted_table", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


# -- vBulletin and XenForo -----------------------------------------------------------------
def vb_list_one_items() -> Whole:
    items = '<ol class="decimal">' + "".join(f"<li>{n}</li>" for n in SIX) + "</ol>"
    posts = [
        ("Aster", f"Game 2331<br><b>Players</b><br>{items}<b>Day 1 begins.</b> With 6 alive it "
                  "takes 4 to lynch."),
        ("Ivo", b_vote("Wren")), ("Wren", b_vote("Ivo")), ("Lark", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Ivo", "Lark"]), ("Ivo", ["Wren"])],
                          ["Juno", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "vb_list_one_items", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        engine="vbulletin",
    )  # fmt: skip


def vb_real_names_aka() -> Whole:
    logins = ["IvoTheBold", "JunoJ", "LarkRise", "WrenTail", "EmberGlow"]
    lines = "<br>".join(f"{i}. {real} (aka {login})"
                        for i, (real, login) in enumerate(zip(FIVE, logins, strict=True), 1))  # fmt: skip
    posts = [
        ("Aster", f"Game 2332<br><b>Players</b><br>{lines}<br><br><b>Day 1 begins.</b> With 5 "
                  "alive it takes 3 to lynch."),
        ("LarkRise", b_vote("EmberGlow")), ("EmberGlow", b_vote("LarkRise")),
        ("JunoJ", b_vote("EmberGlow")),
        ("Aster", b_count("Vote Count 1.1", [("EmberGlow", ["LarkRise", "JunoJ"]),
                                             ("LarkRise", ["EmberGlow"])],
                          ["IvoTheBold", "WrenTail"])),
    ]  # fmt: skip
    return Whole(
        "vb_real_names_aka", posts, logins, ["Aster"], days={1: {"EmberGlow": 2, "LarkRise": 1}},
        engine="vbulletin",
    )  # fmt: skip


def xf_spoiler_titled_players() -> Whole:
    inner = "<br>".join(FIVE)
    spoiler = ('<div class="bbCodeSpoiler"><button type="button" class="bbCodeSpoiler-button '
               'button"><span class="button-text"><span>Spoiler:</span> <span class="bbCodeSpoiler-'
               f'button-title">Players</span></span></button><div class="bbCodeSpoiler-content">'
               f'<div class="bbCodeBlock bbCodeBlock--spoiler"><div class="bbCodeBlock-content">'
               f"{inner}</div></div></div></div>")  # fmt: skip
    posts = [
        ("Aster", f"Game 2333<br>{spoiler}<br><b>Day 1 begins.</b> With 5 alive it takes 3 to "
                  "lynch."),
        ("Juno", b_vote("Ivo")), ("Ivo", b_vote("Juno")), ("Wren", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Juno", "Wren"]), ("Juno", ["Ivo"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_spoiler_titled_players", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Juno": 1}},
        engine="xenforo",
    )  # fmt: skip


def xf_flags_and_a_cohost_mid_game() -> Whole:
    lines = "<br>".join(f"{i}. {f} {n}" for i, (f, n) in
                        enumerate(zip(["🇬🇧", "🇩🇪", "🇫🇷", "🇯🇵", "🇧🇷"], FIVE, strict=True), 1))  # fmt: skip
    posts = [
        ("Aster", f"Game 2334<br><b>Players</b><br>{lines}<br><br><b>Day 1 begins.</b> With 5 "
                  "alive it takes 3 to lynch."),
        ("Ivo", b_vote("Ember")), ("Ember", b_vote("Ivo")),
        ("Aster", "Thistle is joining as co-host today."),
        ("Lark", b_vote("Ember")),
        ("Thistle", b_count("Vote Count 1.1", [("Ember", ["Ivo", "Lark"]), ("Ivo", ["Ember"])],
                            ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "xf_flags_and_a_cohost_mid_game", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Ember": 2, "Ivo": 1}}, engine="xenforo",
    )  # fmt: skip


def d_bot_posts_counts_unannounced() -> Whole:
    """A count bot nobody introduces posts every count; a co-host joins on Day 2."""
    posts = [
        ("Aster", p("Mafia 2335") + strong("Players") + ol(FIVE) + d_day(1, 5, 3)),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")),
        ("MafiaBot", d_count("Vote Count 1.1", [("Lark", ["Ivo"]), ("Ivo", ["Lark"])],
                             ["Juno", "Wren", "Ember"])),
        ("Juno", d_vote("Lark")), ("Wren", d_vote("Lark")),
        ("MafiaBot", d_count("Vote Count 1.2", [("Lark", ["Ivo", "Juno", "Wren"]),
                                                ("Ivo", ["Lark"])], ["Ember"])),
        ("Aster", p("Lark has been lynched. Lark was a Town Cop. Night 1 begins.")),
        ("Aster", d_day(2, 4, 3, "Nobody died. ")),
        ("Ember", d_vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "d_bot_posts_counts_unannounced", posts, FIVE, ["Aster", "MafiaBot"],
        days={1: {"Lark": 3, "Ivo": 1}, 2: {"Ivo": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def vb_list_one_relisted_with_replacing() -> Whole:
    first = '<ol class="decimal">' + "".join(f"<li>{n}</li>" for n in SIX) + "</ol>"
    living = ["Ember", "Juno", "Kes", "Lark", "Marlow (replacing Ivo)"]
    relist = '<ol class="decimal">' + "".join(f"<li>{n}</li>" for n in living) + "</ol>"
    posts = [
        ("Aster", f"Game 2336<br><b>Players</b><br>{first}<b>Day 1 begins.</b> With 6 alive it "
                  "takes 4 to lynch."),
        ("Ivo", b_vote("Wren")), ("Juno", b_vote("Wren")), ("Lark", b_vote("Wren")),
        ("Kes", b_vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", "Marlow replaces Ivo."),
        ("Aster", f"<b>Day 2 begins.</b> Nobody died. With 5 alive it takes 3 to lynch.<br>"
                  f"<b>Alive</b><br>{relist}"),
        ("Marlow", b_vote("Kes")),
    ]  # fmt: skip
    return Whole(
        "vb_list_one_relisted_with_replacing", posts, SIX, ["Aster"],
        days={1: {"Wren": 4}, 2: {"Kes": 1}}, backups=["Marlow"], subs=[("Ivo", "Marlow")],
        lynched={1: "Wren"}, living={2: living[:4] + ["Marlow"]}, engine="vbulletin",
    )  # fmt: skip


SERVED23_DISCOURSE = [d_bot_posts_the_counts, d_list_only_in_details_titled_players]
ZOO23_DISCOURSE = [
    d_signup_topic_linked_and_mentions, d_alphabetical_relist_with_replacing,
    d_real_names_and_mentions, d_cohost_announced_in_a_day_start, d_flag_emoji_per_player,
    d_mini_after_the_main_game, d_roles_flipped_in_a_late_repost, d_status_voted_table,
    d_bot_posts_counts_unannounced,
    *SERVED23_DISCOURSE,
]  # fmt: skip
ZOO23_OTHER = [vb_list_one_items, vb_real_names_aka, xf_spoiler_titled_players,
               xf_flags_and_a_cohost_mid_game, vb_list_one_relisted_with_replacing]  # fmt: skip
ZOO23_DISCOURSE = [padded(f) for f in ZOO23_DISCOURSE]
ZOO23_OTHER = [padded(f) for f in ZOO23_OTHER]
SERVED23_DISCOURSE = [padded(f) for f in SERVED23_DISCOURSE]
