"""Whole invented MafiaScum (phpBB) threads, third batch (initzoo19): sign-ups with
"/out", slots by number, Discord names beside the forum's, a list edited for a late
sign-up, a co-host announced mid-game, a host posting as "Mod" with a second account, a
replacement written only in the list, a list in a spoiler, hydra slots, Day 1 in the
opening post, a first post that is only a rules link, a twilight, a half-hour zone."""

from __future__ import annotations

from . import Whole, bold, count, numbered, vote
from .chatter import padded

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]
MAJORITY = "With {} alive it takes {} to lynch."


def spoiler(inner: str) -> str:
    return (
        '<div style="margin:20px; margin-top:5px"><div class="quotetitle"><b>Spoiler:</b> '
        '<input type="button" value="Show" class="button2"></div><div class="quotecontent">'
        f'<div style="display: none;">{inner}</div></div></div>'
    )


def link(text: str) -> str:
    return f'<a href="https://wiki.mafiascum.example/index.php?title=Rules" class="postlink">{text}</a>'


def signups_with_outs() -> Whole:
    """Seven "/in", two "/out" before the host closes the sign-ups in prose."""
    posts = [
        ("Aster", "Mini 901 sign-ups. Post /in to play. Five players, first come first served."),
        ("Ivo", "/in"), ("Juno", "/in"), ("Rook", "/in"), ("Lark", "/in"),
        ("Rook", "/out, sorry, work came up"), ("Wren", "/in"), ("Tansy", "/in"),
        ("Tansy", "/out"), ("Ember", "/in"),
        ("Aster", "Sign-ups are closed, thanks all! Role PMs are on their way."),
        ("Aster", f"{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Lark"]), ("Ivo", ["Wren"])],
                        ["Juno", "Ember"])),
        ("Juno", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "signups_with_outs", posts, ["Ivo", "Juno", "Lark", "Wren", "Ember"], ["Aster"],
        days={1: {"Wren": 3, "Ivo": 1}}, lynched={1: "Wren"},
    )  # fmt: skip


def slots_by_number() -> Whole:
    """The host lists slots by number and later writes "Slot 4" for its player."""
    lines = "<br>".join(f"Slot {i}: {n}" for i, n in enumerate(SIX, 1))
    posts = [
        ("Aster", f"Mini 902<br>{bold('Slots')}<br>{lines}<br><br>{bold('Day 1 begins.')} "
                  f"{MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", "Slot 4 is being prodded."),
        ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno", "Lark"]), ("Ivo", ["Kes"])],
                        ["Wren", "Ember"])),
        ("Ember", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was Mafia. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "slots_by_number", posts, SIX, ["Aster"], days={1: {"Kes": 4, "Ivo": 1}},
        lynched={1: "Kes"},
    )  # fmt: skip


def discord_names_beside() -> Whole:
    lines = [f"{i}. {n} (Discord: {n.lower()}#{1000 + 37 * i})" for i, n in enumerate(FIVE, 1)]
    posts = [
        ("Aster", f"Mini 903<br>{bold('Players')}<br>" + "<br>".join(lines)
                  + f"<br><br>{bold('Day 1 begins!')} {MAJORITY.format(5, 3)}"),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")), ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Juno", "Ember"]), ("Juno", ["Lark"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole("discord_names_beside", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Juno": 1}})


def discord_names_after_a_dash() -> Whole:
    lines = [f"{n} - @{n.lower()}_dc on Discord" for n in FIVE]
    posts = [
        ("Aster", f"Mini 904<br>{bold('Player list')}<br>" + "<br>".join(lines)),
        ("Aster", f"{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Ember")), ("Wren", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Ivo", "Wren"])], ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("discord_names_after_a_dash", posts, FIVE, ["Aster"], days={1: {"Ember": 2}})


def list_edited_for_a_late_signup() -> Whole:
    """The opening list had five names; edited before the first sync, a sixth."""
    head = "Mini 905<br>{}<br><br>Day 1 begins once the list is full."
    posts = [
        ("Aster", head.format(numbered([*FIVE, "Kes (late sign-up)"]))),
        ("Kes", "Thanks for squeezing me in!"),
        ("Aster", f"{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Kes", vote("Ivo")), ("Ivo", vote("Kes")), ("Wren", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Kes", "Wren"]), ("Kes", ["Ivo"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "list_edited_for_a_late_signup", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Kes": 1}},
        edits={0: head.format(numbered(FIVE))},
    )  # fmt: skip


def cohost_announced_mid_game() -> Whole:
    posts = [
        ("Aster", f"Mini 906<br>{numbered(SIX)}<br>{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo"]), ("Ivo", ["Juno"])],
                        ["Lark", "Wren", "Ember", "Kes"])),
        ("Aster", "Bramble is joining me as co-host from today."),
        ("Bramble", "Hello all, happy to help."),
        ("Lark", vote("Juno")), ("Kes", vote("Juno")),
        ("Bramble", count("Vote Count 1.2", [("Juno", ["Ivo", "Lark", "Kes"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember"])),
        ("Wren", vote("Juno")),
        ("Bramble", "Juno has been lynched. Juno was a Town Cop. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "cohost_announced_mid_game", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Juno": 4, "Ivo": 1}}, lynched={1: "Juno"},
    )  # fmt: skip


def host_as_mod_and_host_alt() -> Whole:
    """The host's account is "Mod"; a second account, "Host-Alt", posts the counts."""
    posts = [
        ("Mod", f"Mini 907<br>{numbered(FIVE)}<br>Counts will be posted by Host-Alt.<br>"
                f"{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Juno", vote("Lark")),
        ("Host-Alt", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                           ["Wren", "Ember"])),
        ("Ember", vote("Lark")),
        ("Mod", "Lark has been lynched. Lark was a Doctor. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "host_as_mod_and_host_alt", posts, FIVE, ["Mod", "Host-Alt"],
        days={1: {"Lark": 3, "Ivo": 1}}, lynched={1: "Lark"},
    )  # fmt: skip


def replacement_only_in_the_list() -> Whole:
    """No announcement: the host's re-posted list says "Wren (replaced by Rook)"."""
    posts = [
        ("Aster", f"Mini 908<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")),
        ("Aster", f"{bold('Player List')}<br>1. Ivo<br>2. Juno<br>3. Lark<br>"
                  "4. Wren (replaced by Rook)<br>5. Ember"),
        ("Rook", f"Hi, replacing in. {vote('Juno')}"), ("Lark", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Rook", "Lark"]), ("Ivo", ["Juno"])],
                        ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "replacement_only_in_the_list", posts, FIVE, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}},
        backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def list_in_a_spoiler() -> Whole:
    posts = [
        ("Aster", f"Mini 909: Lanterns<br>{spoiler(numbered(SIX, 'Players'))}<br>"
                  f"{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Kes", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Kes"]), ("Ivo", ["Wren"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("list_in_a_spoiler", posts, SIX, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}})


def day_one_in_the_opening_post() -> Whole:
    posts = [
        ("Aster", f"{bold('Mini 910: Day 1')}<br>{numbered(FIVE)}<br>Day 1 has begun and "
                  f"ends in 72 hours. {MAJORITY.format(5, 3)}"),
        ("Lark", vote("Ember")), ("Ember", vote("Lark")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Lark", "Ivo"]), ("Lark", ["Ember"])],
                        ["Juno", "Wren"])),
        ("Juno", vote("Ember")),
        ("Aster", "Ember has been lynched! Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", f"Day 2 begins. Ivo was killed in the night. {MAJORITY.format(3, 2)}"),
        ("Lark", vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "day_one_in_the_opening_post", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3, "Lark": 1}, 2: {"Wren": 1}}, lynched={1: "Ember"},
        living={2: ["Juno", "Lark", "Wren"]},
    )  # fmt: skip


def first_post_only_a_rules_link() -> Whole:
    posts = [
        ("Aster", f"Mini 911. The rules are {link('on the wiki')}."),
        ("Ivo", "Looking forward to it."),
        ("Aster", f"{numbered(SIX, 'Players')}<br><br>Role PMs are out."),
        ("Aster", f"{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Juno", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Ivo", "Juno"]), ("Ivo", ["Ember"])],
                        ["Lark", "Wren", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "first_post_only_a_rules_link", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Ivo": 1}}
    )


def a_twilight() -> Whole:
    posts = [
        ("Aster", f"Mini 912<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Kes")), ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Juno", vote("Ivo")),
        ("Wren", vote("Juno")),
        ("Aster", f"{bold('Twilight')}<br>Juno has been lynched. Juno was a Mafia Goon. "
                  "Night 1 begins in a few hours."),
        ("Juno", "Good game everyone."),
        ("Aster", f"{bold('Night 1 begins.')} Send your actions."),
        ("Aster", f"{bold('Day 2 begins.')} Nobody died. {MAJORITY.format(4, 3)}"),
        ("Ember", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Ember"])], ["Ivo", "Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "a_twilight", posts, FIVE, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}, 2: {"Ivo": 1}},
        lynched={1: "Juno"}, living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def two_hydra_slots() -> Whole:
    """Two slots are hydras: "Ivo/Juno" and "Lark/Wren" play one slot each; the second
    head's account votes for its slot (the game file's ``accounts``)."""
    slots = ["Ivo/Juno (hydra)", "Lark/Wren (hydra)", "Ember", "Kes", "Tansy"]
    posts = [
        ("Aster", f"Mini 913<br>{numbered(slots)}<br>{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Juno", vote("Kes")), ("Ivo", "Agreed with my partner."), ("Lark", vote("Kes")),
        ("Kes", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo/Juno", "Lark/Wren"]), ("Ember", ["Kes"])],
                        ["Ember", "Tansy"])),
    ]  # fmt: skip
    return Whole(
        "two_hydra_slots", posts, ["Ivo", "Lark", "Ember", "Kes", "Tansy"], ["Aster"],
        days={1: {"Kes": 2, "Ember": 1}},
    )  # fmt: skip


def half_hour_zone() -> Whole:
    """The board's clock is UTC+5:30 (served: the footer says so)."""
    posts = [
        ("Aster", f"Mini 914<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Wren")), ("Juno", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"])], ["Lark", "Wren", "Ember"])),
        ("Lark", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Town Cop. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "half_hour_zone", posts, FIVE, ["Aster"], days={1: {"Wren": 3}}, lynched={1: "Wren"},
        zone_hours=5.5,
    )  # fmt: skip


SERVED19 = [signups_with_outs, slots_by_number, list_edited_for_a_late_signup,
            cohost_announced_mid_game, half_hour_zone]  # fmt: skip
ZOO19_PHPBB = [
    *SERVED19,
    discord_names_beside,
    discord_names_after_a_dash,
    host_as_mod_and_host_alt,
    replacement_only_in_the_list,
    list_in_a_spoiler,
    day_one_in_the_opening_post,
    first_post_only_a_rules_link,
    a_twilight,
    two_hydra_slots,
]


# -- combinations ------------------------------------------------------------------------
def out_then_back_in_and_a_confirmed_list() -> Whole:
    """Lark signs up, drops out, comes back; the host's confirmed list closes sign-ups."""
    posts = [
        ("Aster", "Mini 915 sign-ups: /in to play. Five players."),
        ("Ivo", "/in"), ("Lark", "/in"), ("Juno", "/in"), ("Lark", "/out"), ("Rook", "/in"),
        ("Wren", "/in"), ("Lark", "/in again, sorted it out"), ("Rook", "/out"), ("Ember", "/in"),
        ("Aster", f"{bold('Confirmed')}: Ivo, Juno, Wren, Lark, Ember. Sign-ups are closed."),
        ("Aster", f"{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")), ("Wren", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Lark", "Wren"]), ("Lark", ["Ivo"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "out_then_back_in_and_a_confirmed_list", posts, ["Ivo", "Juno", "Wren", "Lark", "Ember"],
        ["Aster"], days={1: {"Ivo": 2, "Lark": 1}},
    )  # fmt: skip


def slot_replaced_by_number() -> Whole:
    """ "Slot 4: Rook replaces Wren", the slot list re-posted with the newcomer."""
    lines = "<br>".join(f"Slot {i}: {n}" for i, n in enumerate(FIVE, 1))
    posts = [
        ("Aster", f"Mini 916<br>{lines}<br><br>{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Wren", "Hi."), ("Ivo", vote("Juno")), ("Juno", vote("Ivo")),
        ("Aster", "Slot 4: Rook replaces Wren."),
        ("Rook", vote("Juno")), ("Lark", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was Mafia. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "slot_replaced_by_number", posts, FIVE, ["Aster"], days={1: {"Juno": 3, "Ivo": 1}},
        backups=["Rook"], subs=[("Wren", "Rook")], lynched={1: "Juno"},
    )  # fmt: skip


def a_fresh_thread_list_in_a_spoiler_with_discord() -> Whole:
    """Init is run right after the opening post: nobody has posted; the list, in a
    spoiler, writes a Discord name beside each forum name."""
    lines = [f"{i}. {n} ({n.lower()}#{4000 + i})" for i, n in enumerate(SIX, 1)]
    posts = [
        ("Aster", f"Mini 917<br>{spoiler(bold('Players') + '<br>' + '<br>'.join(lines))}<br>"
                  f"{bold('Day 1 begins now.')} {MAJORITY.format(6, 4)}"),
    ]  # fmt: skip
    return Whole("a_fresh_thread_list_in_a_spoiler_with_discord", posts, SIX, ["Aster"], days={})


def mod_account_and_host_alt_phase_posts() -> Whole:
    """ "Mod" posts the list; "Host-Alt" (named in the opening post) posts the phases."""
    posts = [
        ("Mod", f"Mini 918<br>Host: Mod (alt: Host-Alt)<br>{numbered(SIX)}"),
        ("Host-Alt", f"{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Ember", vote("Kes")),
        ("Host-Alt", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Host-Alt", f"{bold('Day 2 begins.')} Juno was killed. {MAJORITY.format(4, 3)}"),
        ("Ivo", vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "mod_account_and_host_alt_phase_posts", posts, SIX, ["Mod", "Host-Alt"],
        days={1: {"Kes": 4, "Ivo": 1}, 2: {"Wren": 1}}, lynched={1: "Kes"},
        living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def cohost_welcomed_who_posts_a_death() -> Whole:
    posts = [
        ("Aster", f"Mini 919<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Wren")), ("Juno", vote("Wren")), ("Lark", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins.<br>"
                  "Please welcome Bramble as co-mod."),
        ("Bramble", f"{bold('Day 2 begins.')} Ember was killed in the night. "
                    f"{MAJORITY.format(3, 2)}"),
        ("Ivo", vote("Lark")),
        ("Bramble", count("Vote Count 2.1", [("Lark", ["Ivo"])], ["Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "cohost_welcomed_who_posts_a_death", posts, FIVE, ["Aster", "Bramble"],
        days={1: {"Wren": 3}, 2: {"Lark": 1}}, lynched={1: "Wren"},
        living={2: ["Ivo", "Juno", "Lark"]},
    )  # fmt: skip


def twilight_in_words_and_day_one_in_the_op() -> Whole:
    posts = [
        ("Aster", f"Mini 920<br>{numbered(FIVE)}<br>Day 1 begins with this post. "
                  f"{MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "It is now twilight. Lark has been lynched! Lark was a Town Cop."),
        ("Aster", "Night 1 has begun."),
        ("Aster", f"Day 2 begins. Nobody died. {MAJORITY.format(4, 3)}"),
        ("Lark", "Dead people can't vote, right?"), ("Ember", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "twilight_in_words_and_day_one_in_the_op", posts, FIVE, ["Aster"],
        days={1: {"Lark": 3}, 2: {"Ivo": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]},
    )  # fmt: skip


ZOO19_PHPBB += [
    out_then_back_in_and_a_confirmed_list,
    slot_replaced_by_number,
    a_fresh_thread_list_in_a_spoiler_with_discord,
    mod_account_and_host_alt_phase_posts,
    cohost_welcomed_who_posts_a_death,
    twilight_in_words_and_day_one_in_the_op,
]

# each thread with its day chatter: 20 to 60 posts (``chatter.padded``)
ZOO19_PHPBB = [padded(f) for f in ZOO19_PHPBB]
SERVED19 = [padded(f) for f in SERVED19]
