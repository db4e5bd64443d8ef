"""Whole invented Discourse threads (cooked HTML), third batch (initzoo19): sign-ups with
"/out", a list of @mentions in ``[details]``, a co-host announced mid-game, a player who
changes display name mid-game, a replacement written only in the list, hydra slots, Day 1
in the opening post, a first post that is only a rules link, a twilight; and a few
vBulletin and XenForo threads (bold votes in plain HTML)."""

from __future__ import annotations

from . import Whole, d_count, d_vote, mention
from .chatter import padded

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]


def p(text: str) -> str:
    return f"<p>{text}</p>"


def mentions(names: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{mention(n)}</li>" for n in names) + "</ul>"


def details(summary: str, inner: str) -> str:
    return f"<details><summary>{summary}</summary>{inner}</details>"


def d_signups_with_outs() -> Whole:
    posts = [
        ("Aster", p("Mafia 41 sign-ups: reply /in. Five players.")),
        ("Ivo", p("/in")), ("Rook", p("/in")), ("Juno", p("/in")), ("Lark", p("/in")),
        ("Rook", p("/out, something came up")), ("Wren", p("/in")), ("Ember", p("/in")),
        ("Aster", p("We have our five! Sign-ups are closed.")),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ivo")), ("Ember", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ivo", "Ember"]), ("Ivo", ["Lark"])],
                          ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "d_signups_with_outs", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        engine="discourse",
    )  # fmt: skip


def d_mentions_in_details() -> Whole:
    posts = [
        ("Aster", p("Mafia 42") + details("Players", mentions(SIX))
                  + "<h2>Day 1 begins</h2>" + p("With 6 alive it takes 4 to lynch.")),
        ("Kes", d_vote("Ivo")), ("Ivo", d_vote("Kes")), ("Juno", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Kes", "Juno"]), ("Kes", ["Ivo"])],
                          ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_mentions_in_details", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_cohost_announced_mid_game() -> Whole:
    posts = [
        ("Aster", p("Mafia 43") + p("<strong>Players</strong>") + mentions(FIVE)),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Wren")), ("Wren", d_vote("Ivo")),
        ("Aster", p(f"{mention('Thistle')} will co-host with me from now on.")),
        ("Juno", d_vote("Wren")),
        ("Thistle", d_count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                            ["Lark", "Ember"])),
        ("Ember", d_vote("Wren")),
        ("Thistle", p("Wren has been lynched. Wren was a Mafia Goon. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_cohost_announced_mid_game", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Wren": 3, "Ivo": 1}}, lynched={1: "Wren"}, engine="discourse",
    )  # fmt: skip


def d_display_name_changes() -> Whole:
    """juno_b shows "Juno" in the list's time, then "Juniper" from post 6 on; the
    username stays, the host's later count writes the new name."""
    posts = [
        ("Aster", p("Mafia 44") + p("<strong>Players</strong>") + mentions(
            ["Ivo", "juno_b", "Lark", "Wren", "Ember"])),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("juno_b", d_vote("Ivo")), ("Ivo", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Ivo", ["Juno"]), ("Lark", ["Ivo"])],
                          ["Lark", "Wren", "Ember"])),
        ("Lark", d_vote("Ivo")),
        ("juno_b", p("New name, same me.")), ("Wren", d_vote("Ivo")),
        ("Aster", d_count("Vote Count 1.2", [("Ivo", ["Juniper", "Lark", "Wren"]),
                                             ("Lark", ["Ivo"])], ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_display_name_changes", posts, ["Ivo", "juno_b", "Lark", "Wren", "Ember"], ["Aster"],
        days={1: {"Ivo": 3, "Lark": 1}}, engine="discourse", display={"juno_b": "Juno"},
        shown={6: "Juniper"},
    )  # fmt: skip


def d_replacement_only_in_the_list() -> Whole:
    posts = [
        ("Aster", p("Mafia 45") + p("<strong>Players</strong>") + mentions(FIVE)),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Juno")), ("Juno", d_vote("Ivo")),
        ("Aster", p("<strong>Players</strong>") + "<ul><li>@Ivo</li><li>@Juno</li>"
                  "<li>@Lark (replaced by @Tansy)</li><li>@Wren</li><li>@Ember</li></ul>"),
        ("Tansy", d_vote("Juno")), ("Wren", d_vote("Juno")),
        ("Aster", p("Juno has been lynched. Juno was a Town Doctor. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_replacement_only_in_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}},
        backups=["Tansy"], subs=[("Lark", "Tansy")], lynched={1: "Juno"}, engine="discourse",
    )  # fmt: skip


def d_day_one_in_the_opening_post() -> Whole:
    posts = [
        ("Aster", "<h1>Mafia 46: Day 1</h1>" + p("<strong>Players</strong>") + mentions(FIVE)
                  + p("Day 1 begins now and ends in 48 hours. With 5 alive it takes 3 to lynch.")),
        ("Juno", d_vote("Ember")), ("Ember", d_vote("Juno")), ("Wren", d_vote("Ember")),
        ("Aster", d_count("Vote Count 1.1", [("Ember", ["Juno", "Wren"]), ("Juno", ["Ember"])],
                          ["Ivo", "Lark"])),
        ("Ivo", d_vote("Ember")),
        ("Aster", p("Ember has been lynched. Ember was a Mafia Goon. Night 1 begins.")),
    ]  # fmt: skip
    return Whole(
        "d_day_one_in_the_opening_post", posts, FIVE, ["Aster"], days={1: {"Ember": 3, "Juno": 1}},
        lynched={1: "Ember"}, engine="discourse",
    )  # fmt: skip


def d_first_post_only_a_rules_link() -> Whole:
    posts = [
        ("Aster", p('Mafia 47. Rules: <a href="https://forum.example/t/rules/12">the usual</a>.')),
        ("Kes", p("Hype!")),
        ("Aster", p("<strong>Players</strong>") + mentions(SIX)),
        ("Aster", "<h2>Day 1</h2>" + p("With 6 alive it takes 4 to lynch.")),
        ("Kes", d_vote("Lark")), ("Lark", d_vote("Kes")), ("Ivo", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Kes", "Ivo"]), ("Kes", ["Lark"])],
                          ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_first_post_only_a_rules_link", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Kes": 1}},
        engine="discourse",
    )  # fmt: skip


def d_twilight() -> Whole:
    posts = [
        ("Aster", p("Mafia 48") + p("<strong>Players</strong>") + mentions(FIVE)),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Wren")), ("Juno", d_vote("Wren")), ("Lark", d_vote("Wren")),
        ("Aster", "<h2>Twilight</h2>" + p("Wren has been lynched. Wren was a Mafia Goon.")),
        ("Aster", "<h2>Night 1</h2>" + p("Send your actions.")),
        ("Aster", "<h2>Day 2</h2>" + p("Ivo was found dead. With 3 alive it takes 2 to lynch.")),
        ("Juno", d_vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "d_twilight", posts, FIVE, ["Aster"], days={1: {"Wren": 3}, 2: {"Lark": 1}},
        lynched={1: "Wren"}, living={2: ["Juno", "Lark", "Ember"]}, engine="discourse",
    )  # fmt: skip


def d_hydra_slots() -> Whole:
    posts = [
        ("Aster", p("Mafia 49") + p("<strong>Players</strong>")
                  + "<ul><li>@Ivo / @Juno (hydra)</li><li>@Lark</li><li>@Wren / @Kes (hydra)</li>"
                  "<li>@Ember</li><li>@Tansy</li></ul>"),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Lark")), ("Lark", d_vote("Ember")), ("Ember", d_vote("Lark")),
        ("Kes", d_vote("Ember")),  # the second head's account votes for the Wren slot
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Ivo", "Ember"]), ("Ember", ["Lark", "Wren"])],
                          ["Tansy"])),
    ]  # fmt: skip
    return Whole(
        "d_hydra_slots", posts, ["Ivo", "Lark", "Wren", "Ember", "Tansy"], ["Aster"],
        days={1: {"Lark": 2, "Ember": 2}}, engine="discourse",
    )  # fmt: skip


# -- vBulletin and XenForo (plain HTML, bold votes) ----------------------------------------
def b_vote(name: str) -> str:
    return f"<b>Vote: {name}</b>"


def b_count(title: str, wagons: list[tuple[str, list[str]]], not_voting: list[str]) -> str:
    lines = [f"{t} ({len(vs)}): {', '.join(vs)}" for t, vs in wagons]
    lines.append(f"Not voting: {', '.join(not_voting)}")
    return f"<b>{title}</b><br>" + "<br>".join(lines)


def vb_signups_then_list() -> Whole:
    posts = [
        ("Aster", "Werewolf 12 sign-ups! Post /in."),
        *[(n, "/in") for n in [*FIVE, "Kes"]],
        ("Aster", "<b>Players</b><br>Ivo<br>Juno<br>Lark<br>Wren<br>Ember<br><br>Backup: Kes"),
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Ivo", b_vote("Juno")), ("Juno", b_vote("Ivo")), ("Lark", b_vote("Juno")),
        ("Aster", b_count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_signups_then_list", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
        backups=["Kes"], engine="vbulletin",
    )  # fmt: skip


def vb_cohost_and_replacement() -> Whole:
    posts = [
        ("Aster", "Werewolf 13<br>Host: Aster, co-host: Bramble<br><b>Players</b><br>1. Ivo<br>"
                  "2. Juno<br>3. Lark<br>4. Wren<br>5. Ember<br><br><b>Day 1 begins.</b>"),
        ("Ivo", b_vote("Lark")), ("Lark", b_vote("Ivo")),
        ("Bramble", "Rook replaces Wren."),
        ("Rook", b_vote("Lark")),
        ("Bramble", b_count("Vote Count 1.1", [("Lark", ["Ivo", "Rook"]), ("Ivo", ["Lark"])],
                            ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "vb_cohost_and_replacement", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Lark": 2, "Ivo": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
        engine="vbulletin",
    )  # fmt: skip


def xf_list_and_a_death() -> Whole:
    posts = [
        ("Aster", "Game 14<br><br><b>Players:</b><br>- Ivo<br>- Juno<br>- Lark<br>- Wren<br>"
                  "- Ember<br>- Kes"),
        ("Aster", "<b>Night 1</b><br>Send your actions."),
        ("Aster", "<b>Day 1 begins.</b> Kes was killed in the night. With 5 alive it takes 3 "
                  "to lynch."),
        ("Ivo", b_vote("Wren")), ("Wren", b_vote("Ivo")), ("Juno", b_vote("Wren")),
        ("Aster", b_count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_list_and_a_death", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        first="night", living={1: FIVE}, engine="xenforo",
    )  # fmt: skip


ZOO19_DISCOURSE = [
    d_signups_with_outs,
    d_mentions_in_details,
    d_cohost_announced_mid_game,
    d_display_name_changes,
    d_replacement_only_in_the_list,
    d_day_one_in_the_opening_post,
    d_first_post_only_a_rules_link,
    d_twilight,
    d_hydra_slots,
]
ZOO19_OTHER = [vb_signups_then_list, vb_cohost_and_replacement, xf_list_and_a_death]


# -- combinations ------------------------------------------------------------------------
def d_fresh_thread_names_in_details() -> Whole:
    """Init right after the opening post: the list, plain names in ``[details]``."""
    posts = [
        ("Aster", p("Mafia 50") + details("Player list", "<ol>" + "".join(
            f"<li>{n}</li>" for n in SIX) + "</ol>") + "<h2>Day 1</h2>"
            + p("With 6 alive it takes 4 to lynch.")),
    ]  # fmt: skip
    return Whole("d_fresh_thread_names_in_details", posts, SIX, ["Aster"], days={},
                 engine="discourse")  # fmt: skip


def d_list_by_display_names_one_renamed() -> Whole:
    """The list writes display names; wren_x shows "Wren" then "Wrenna"; the host's count
    writes the name shown then."""
    logins = {"ivo_1": "Ivo", "juno_2": "Juno", "lark_3": "Lark", "wren_x": "Wren",
              "ember_5": "Ember"}  # fmt: skip
    posts = [
        ("Aster", p("Mafia 51") + p("<strong>Players</strong>") + "<ol>"
                  + "".join(f"<li>{n}</li>" for n in logins.values()) + "</ol>"),
        ("Aster", "<h2>Day 1</h2>" + p("With 5 alive it takes 3 to lynch.")),
        ("wren_x", d_vote("Ivo")), ("ivo_1", d_vote("Wren")), ("juno_2", p("hm")),
        ("lark_3", p("ok")), ("ember_5", p("hi")),
        ("wren_x", p("changed my name!")), ("lark_3", d_vote("Wrenna")),
        ("Aster", d_count("Vote Count 1.1", [("Wrenna", ["Ivo", "Lark"]), ("Ivo", ["Wrenna"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_list_by_display_names_one_renamed", posts, list(logins), ["Aster"],
        days={1: {"wren_x": 2, "ivo_1": 1}}, engine="discourse", display=logins,
        shown={7: "Wrenna"},
    )  # fmt: skip


def d_cohost_mentioned_then_posts_a_flip() -> Whole:
    posts = [
        ("Aster", p("Mafia 52") + p("<strong>Players</strong>") + mentions(SIX)),
        ("Aster", "<h2>Day 1</h2>" + p("With 6 alive it takes 4 to lynch.")),
        ("Ivo", d_vote("Kes")), ("Juno", d_vote("Kes")), ("Lark", d_vote("Kes")),
        ("Aster", p(f"Please welcome {mention('Bramble')} as my co-host!")),
        ("Wren", d_vote("Kes")),
        ("Bramble", p("Kes has been lynched! Kes was a Mafia Goon.") + "<h2>Night 1</h2>"),
        ("Bramble", "<h2>Day 2</h2>" + p("Ember was killed. With 4 alive it takes 3 to lynch.")),
        ("Ivo", d_vote("Juno")),
    ]  # fmt: skip
    return Whole(
        "d_cohost_mentioned_then_posts_a_flip", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Kes": 4}, 2: {"Juno": 1}}, lynched={1: "Kes"},
        living={2: ["Ivo", "Juno", "Lark", "Wren"]}, engine="discourse",
    )  # fmt: skip


def xf_mentions_and_a_late_signup() -> Whole:
    posts = [
        ("Aster", "Game 15 sign-ups: post /in."),
        *[(n, "/in") for n in FIVE],
        ("Aster", "<b>Players:</b><br>@Ivo<br>@Juno<br>@Lark<br>@Wren<br>@Ember"),
        ("Kes", "/in, am I too late?"),
        ("Aster", "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Ivo", b_vote("Lark")), ("Lark", b_vote("Ivo")), ("Wren", b_vote("Lark")),
        ("Aster", b_count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "xf_mentions_and_a_late_signup", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        engine="xenforo",
    )  # fmt: skip


ZOO19_DISCOURSE += [
    d_fresh_thread_names_in_details,
    d_list_by_display_names_one_renamed,
    d_cohost_mentioned_then_posts_a_flip,
]
ZOO19_OTHER.append(xf_mentions_and_a_late_signup)

# each thread with its day chatter: 20 to 60 posts (``chatter.padded``)
ZOO19_DISCOURSE = [padded(f) for f in ZOO19_DISCOURSE]
ZOO19_OTHER = [padded(f) for f in ZOO19_OTHER]
