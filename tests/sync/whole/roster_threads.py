"""Whole invented threads, second batch: the shapes of who plays and who hosts (a list in
the host's second post, profile links, fates on the list lines, a "Replacements:"
section, a list in the Day 1 post after sign-ups, a stand-in host the opening post does
not name, co-hosts on one line)."""

from __future__ import annotations

from tests.servers.base import account_id

from . import Whole, bold, count, numbered, vote

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]
MAJORITY = "With {} alive it takes {} to lynch."


def profile(name: str) -> str:
    return (
        f'<a href="./memberlist.php?mode=viewprofile&amp;u={account_id(name)}" '
        f'style="color: #AA0000;" class="username-coloured">{name}</a>'
    )


def list_in_the_second_host_post() -> Whole:
    posts = [
        ("Aster", "Mini 830: Rules<br>No posting outside this thread. 48-hour days."),
        ("Ivo", "Excited for this!"), ("Juno", "Same."),
        ("Aster", f"{numbered(FIVE, 'Players')}<br><br>{bold('Day 1 begins.')} "
                  f"{MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "list_in_the_second_host_post", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}}
    )


def profile_links_and_fates() -> Whole:
    """The opening post's list links each player's profile and, edited before the first
    sync, writes each fate after the name."""
    lines = [
        f"1. {profile('Ivo')}",
        f"2. {profile('Juno')} - lynched Day 1, Mafia Goon",
        f"3. {profile('Lark')}",
        f"4. {profile('Wren')} - killed Night 1, Town Doctor",
        f"5. {profile('Ember')}",
        f"6. {profile('Kes')}",
    ]
    posts = [
        ("Aster", f"Mini 831<br>{bold('Players')}<br>" + "<br>".join(lines)),
        ("Aster", f"{bold('Day 1 begins!')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Kes", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark", "Kes"])],
                        ["Juno", "Wren", "Ember"])),
        ("Ember", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", f"Day 2 begins. Wren was killed, a Town Doctor. {MAJORITY.format(4, 3)}"),
        ("Juno", "Good game all."), ("Kes", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "profile_links_and_fates", posts, SIX, ["Aster"],
        days={1: {"Juno": 4}, 2: {"Ivo": 1}}, lynched={1: "Juno"},
        living={2: ["Ivo", "Lark", "Ember", "Kes"]}, edits={0: f"Mini 831<br>{numbered(SIX)}"},
    )  # fmt: skip


def a_replacements_section() -> Whole:
    posts = [
        ("Aster", f"Mini 832<br>{numbered(SIX)}<br><br>{bold('Replacements')}<br>"
                  "Rook replaced Wren (Day 1)<br><br>Day 1 begins now. "
                  f"{MAJORITY.format(6, 4)}"),
        ("Wren", "Hi."), ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
        ("Aster", "Rook replaces Wren."),
        ("Rook", "Reading back."), ("Juno", vote("Rook")),
        ("Aster", count("Vote Count 1.1", [("Rook", ["Ivo", "Juno"]), ("Ivo", ["Rook"])],
                        ["Lark", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "a_replacements_section", posts, SIX, ["Aster"], days={1: {"Rook": 2, "Ivo": 1}},
        backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def list_in_the_day_one_post_after_sign_ups() -> Whole:
    posts = [
        ("Aster", "Mini 833 sign-ups: /in below. Five players."),
        *[(n, "/in") for n in ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]],
        ("Aster", f"{bold('Day 1 begins!')}<br>Players: Ivo, Juno, Lark, Wren and Kes<br>"
                  f"{MAJORITY.format(5, 3)}"),
        ("Ember", "Aw, missed the cut. Good luck!"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Juno", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"]), ("Ivo", ["Kes"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "list_in_the_day_one_post_after_sign_ups", posts, ["Ivo", "Juno", "Lark", "Wren", "Kes"],
        ["Aster"], days={1: {"Kes": 2, "Ivo": 1}},
    )  # fmt: skip


def a_stand_in_host_the_opening_does_not_name() -> Whole:
    posts = [
        ("Aster", f"Mini 834<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')} "
                  f"{MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Ember")), ("Juno", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Ivo", "Juno"])], ["Lark", "Wren", "Ember"])),
        ("Aster", "I am travelling this week: Thistle will run the game until I am back."),
        ("Lark", vote("Ivo")),
        ("Thistle", count("Vote Count 1.2", [("Ember", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                          ["Wren", "Ember"])),
        ("Wren", vote("Ember")),
        ("Thistle", "Ember has been lynched! Ember was a Mafia Goon. Night 1 begins."),
        ("Thistle", f"Day 2 begins. Lark was killed overnight. {MAJORITY.format(3, 2)}"),
        ("Ivo", vote("Wren")),
        ("Thistle", count("Vote Count 2.1", [("Wren", ["Ivo"])], ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "a_stand_in_host_the_opening_does_not_name", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Ember": 3, "Ivo": 1}, 2: {"Wren": 1}}, lynched={1: "Ember"},
        living={2: ["Ivo", "Juno", "Wren"]},
    )  # fmt: skip


def co_hosts_on_one_line() -> Whole:
    posts = [
        ("Aster", f"Mini 835<br>Moderator: Aster | Co-mod: Bramble<br><br>{numbered(SIX)}"),
        ("Bramble", f"{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")),
        ("Bramble", count("Vote Count 1.1", [("Kes", ["Ivo"]), ("Ivo", ["Kes"])],
                          ["Juno", "Lark", "Wren", "Ember"])),
        ("Juno", vote("Kes")),
    ]  # fmt: skip
    return Whole(
        "co_hosts_on_one_line", posts, SIX, ["Aster", "Bramble"], days={1: {"Kes": 2, "Ivo": 1}}
    )


def a_count_header_names_the_replacement() -> Whole:
    posts = [
        ("Aster", f"Mini 836<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')} "
                  f"{MAJORITY.format(5, 3)}"),
        ("Ember", vote("Ivo")), ("Ivo", vote("Ember")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Ember", "Juno"]), ("Ember", ["Ivo"])],
                        ["Lark", "Wren"])),
        ("Aster", count("Vote Count 1.2 - Tansy is now playing for Ember",
                        [("Ivo", ["Tansy", "Juno"]), ("Tansy", ["Ivo"])], ["Lark", "Wren"])),
        ("Tansy", "Hello! Catching up."), ("Lark", vote("Tansy")),
        ("Aster", count("Vote Count 1.3", [("Ivo", ["Tansy", "Juno"]), ("Tansy", ["Ivo", "Lark"])],
                        ["Wren"])),
    ]  # fmt: skip
    return Whole(
        "a_count_header_names_the_replacement", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 2, "Tansy": 2}}, backups=["Tansy"], subs=[("Ember", "Tansy")],
    )  # fmt: skip


def a_host_alt_account_posts_the_counts() -> Whole:
    posts = [
        ("Aster", f"Mini 837<br>{numbered(SIX)}<br>Counts will come from my count account, "
                  f"AsterCounts.<br>{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")),
        ("AsterCounts", count("VC 1.1", [("Lark", ["Ivo", "Juno"])],
                              ["Lark", "Wren", "Ember", "Kes"])),
        ("Kes", vote("Ivo")), ("Wren", vote("Lark")),
        ("AsterCounts", count("VC 1.2", [("Lark", ["Ivo", "Juno", "Wren"]), ("Ivo", ["Kes"])],
                              ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_host_alt_account_posts_the_counts", posts, SIX, ["Aster", "AsterCounts"],
        days={1: {"Lark": 3, "Ivo": 1}},
    )  # fmt: skip


def signed_twice_and_late() -> Whole:
    posts = [
        ("Aster", "Mini 838 sign-ups. /in to play, 5 players."),
        *[(n, "/in") for n in FIVE], ("Ivo", "/in (oops, again)"),
        ("Aster", f"{bold('Day 1 begins.')}<br>{MAJORITY.format(5, 3)}"),
        ("Kes", "/in"), ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "signed_twice_and_late", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Ivo": 1}},
    )  # fmt: skip


ROSTER = [
    list_in_the_second_host_post,
    profile_links_and_fates,
    a_replacements_section,
    list_in_the_day_one_post_after_sign_ups,
    a_stand_in_host_the_opening_does_not_name,
    co_hosts_on_one_line,
    a_count_header_names_the_replacement,
    a_host_alt_account_posts_the_counts,
    signed_twice_and_late,
]


def a_list_in_other_case_and_a_spectators_counts() -> Whole:
    """The list writes the logins in other case; a spectator posts unofficial counts."""
    posts = [
        ("Aster", f"Mini 839<br>{numbered(['ivo', 'JUNO', 'lark', 'WREN', 'ember'])}<br>"
                  f"{bold('Day 1 begins.')}<br>{MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")),
        ("Nosy", "Unofficial " + count("Vote Count", [("Juno", ["Ivo", "Lark"])],
                                       ["Juno", "Wren", "Ember"])),
        ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                        ["Wren", "Ember"])),
        ("Nosy", "Unofficial " + count("Vote Count", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                                       ["Wren", "Ember"])),
        ("Wren", "Thanks Nosy."), ("Ember", "Agreed."),
    ]  # fmt: skip
    return Whole(
        "a_list_in_other_case_and_a_spectators_counts", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ivo": 1}},
    )  # fmt: skip


ROSTER.append(a_list_in_other_case_and_a_spectators_counts)


# -- near misses of the rules above: each must leave the slots as listed ------------------
OPENING = f"{{}}<br>{numbered(FIVE)}<br>Day 1 begins now. {MAJORITY.format(5, 3)}"


def a_count_header_replacement_of_one_who_posted() -> Whole:
    posts = [
        ("Aster", OPENING.format("Mini 840")), ("Wren", "Hi all."),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1 (Rook replaces Wren)", [("Lark", ["Ivo"]), ("Ivo", ["Lark"])],
                        ["Juno", "Rook", "Ember"])),
        ("Rook", vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "a_count_header_replacement_of_one_who_posted", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ivo": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def two_replacements_in_one_post_before_the_count() -> Whole:
    posts = [
        ("Aster", OPENING.format("Mini 841")),
        ("Aster", "Rook replaces Wren and Tansy replaces Ember."),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo"]), ("Ivo", ["Lark"])],
                        ["Juno", "Rook", "Tansy"])),
        ("Rook", vote("Lark")), ("Tansy", "hi"),
    ]  # fmt: skip
    return Whole(
        "two_replacements_in_one_post_before_the_count", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ivo": 1}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Ember", "Tansy")],
    )  # fmt: skip


def a_living_list_with_wagon_notes() -> Whole:
    posts = [
        ("Aster", OPENING.format("Mini 842")), ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", "Alive: Ivo (L-2), Juno, Lark (L-2), Wren, Ember"), ("Juno", vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "a_living_list_with_wagon_notes", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}}
    )


def a_list_with_roles_and_one_chain() -> Whole:
    posts = [
        ("Aster", OPENING.format("Mini 843")), ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", "Players: Ivo (Town), Juno (Mafia), Lark, Wren (replaced by Rook), Ember<br>"
                  "Rook replaces Wren."),
        ("Rook", vote("Lark")),
    ]  # fmt: skip
    return Whole(
        "a_list_with_roles_and_one_chain", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}},
        backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


ROSTER += [
    a_count_header_replacement_of_one_who_posted,
    two_replacements_in_one_post_before_the_count,
    a_living_list_with_wagon_notes,
    a_list_with_roles_and_one_chain,
]


def full_house_then_the_first_count() -> Whole:
    """Sign-ups, the host's "We're full!" in prose (no list), Day 1, then a first count
    whose wagons come first: the players keep the sign-ups' order."""
    posts = [
        ("Aster", "Mini 851 sign-ups: /in. Five players."),
        *[(n, "/in") for n in [*FIVE, "Kes"]],
        ("Aster", "We're full! Ivo, Juno, Lark, Wren and Ember are in. Kes, you are our backup."),
        ("Aster", bold("Day 1 begins.")), ("Ivo", vote("Lark")),
        ("Aster", count("VC 1.1", [("Lark", ["Ivo"])], ["Juno", "Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "full_house_then_the_first_count", posts, FIVE, ["Aster"], days={1: {"Lark": 1}},
        backups=["Kes"],
    )  # fmt: skip


def a_stand_in_host_who_says_so_himself() -> Whole:
    posts = [
        ("Aster", f"Mini 850<br>{numbered(FIVE)}<br>{bold('Day 1 begins.')}"),
        ("Ivo", vote("Lark")),
        ("Aster", count("VC 1.1", [("Lark", ["Ivo"])], ["Juno", "Lark", "Wren", "Ember"])),
        ("Thistle", "Hi all, I'm Thistle, taking over from Aster, who had to leave."),
        ("Juno", vote("Lark")),
        ("Thistle", count("VC 1.2", [("Lark", ["Ivo", "Juno"])], ["Lark", "Wren", "Ember"])),
        ("Wren", vote("Ivo")),
        ("Thistle", count("VC 1.3", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                          ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_stand_in_host_who_says_so_himself", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Lark": 2, "Ivo": 1}},
    )  # fmt: skip


ROSTER += [full_house_then_the_first_count, a_stand_in_host_who_says_so_himself]
