"""Whole invented MafiaScum (phpBB) threads, each combining what real games do. Host
Aster; co-hosts Bramble and Thistle; players Ivo, Juno, Lark, Wren, Ember, Kes; backups
Rook, Tansy. The first five are served by the local phpBB server too."""

from __future__ import annotations

from . import Whole, bold, chat, count, numbered, quote, strike, unvote, vote

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]
FIVE = SIX[:5]
MAJORITY = "With {} alive it takes {} to lynch."


def signups_then_confirmed() -> Whole:
    posts = [
        ("Aster", "Mini 812 sign-ups! Post /in to join. Six players, 72-hour days."),
        *[(n, "/in") for n in SIX],
        ("Rook", "/in as backup"),
        ("Aster", "Confirmed players: Ivo, Juno, Lark, Wren, Ember, Kes. Backup: Rook.<br>"
                  "Role PMs are going out now."),
        ("Aster", f"{bold('Day 1 begins!')}<br>{MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Juno", vote("Ivo")),
        ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark", "Wren"]), ("Ivo", ["Juno"])],
                        ["Ember", "Kes"])),
        ("Ember", vote("Juno")),
        ("Aster", "Juno, Vanilla Townie, has been lynched. Night 1 begins."),
        ("Aster", f"{bold('Day 2 begins.')} Kes was found dead, a Doctor.<br>"
                  f"{MAJORITY.format(4, 3)}"),
        ("Ivo", vote("Lark")), ("Wren", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                        ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "signups_then_confirmed", posts, SIX, ["Aster"],
        days={1: {"Juno": 4, "Ivo": 1}, 2: {"Lark": 2, "Ivo": 1}},
        backups=["Rook"], lynched={1: "Juno"}, living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def opening_list_edited_later() -> Whole:
    """The opening post's list was edited to show the replacement before the first sync."""
    slots = ["Ivo", "Juno", f"{strike('Wren')} Kes", "Lark", "Ember"]
    head = (
        f"Mini 813: Ferns<br><br>{{}}<br><br>Day 1 begins with this post. {MAJORITY.format(5, 3)}"
    )
    posts = [
        ("Aster", head.format(numbered(slots))),
        *chat("Ivo"), ("Wren", vote("Ivo")), ("Juno", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Wren"]), ("Wren", ["Juno"])],
                        ["Ivo", "Lark", "Ember"])),
        ("Aster", "Kes replaces Wren, effective immediately."),
        ("Kes", f"Hello all. {unvote()} {vote('Juno')}"),
        ("Lark", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", "Juno was lynched! Juno was a Mafia Goon.<br>Night 1 begins."),
        ("Aster", f"Day 2. Ivo was killed during the night. {MAJORITY.format(3, 2)}"),
        ("Kes", vote("Lark")),
        ("Aster", count("Vote Count 2.1", [("Lark", ["Kes"])], ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "opening_list_edited_later", posts, ["Ivo", "Juno", "Wren", "Lark", "Ember"], ["Aster"],
        days={1: {"Juno": 3, "Kes": 1}, 2: {"Lark": 1}}, backups=["Kes"],
        subs=[("Wren", "Kes")], lynched={1: "Juno"}, living={2: ["Kes", "Lark", "Ember"]},
        edits={0: head.format(numbered(FIVE))},
    )  # fmt: skip


def backup_host_takes_over() -> Whole:
    """The host leaves after Day 1; a backup host the opening post named runs Day 2."""
    posts = [
        ("Aster", f"Mini 815<br>Backup mod: Thistle<br><br>{numbered(FIVE)}<br><br>"
                  f"{MAJORITY.format(5, 3)}"),
        ("Aster", bold("Day 1 has begun.")),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")),
        ("Aster", count("VC 1.1", [("Lark", ["Ivo", "Juno"])], ["Lark", "Wren", "Ember"])),
        ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Town Cop.<br>Night 1 begins."),
        ("Aster", "Real life calls, so Thistle is taking over as host from here. Thanks all!"),
        ("Thistle", f"{bold('Day 2 begins.')}<br>Ember was killed in the night. "
                    f"{MAJORITY.format(3, 2)}"),
        ("Juno", vote("Wren")),
        ("Thistle", count("VC 2.1", [("Wren", ["Juno"])], ["Ivo", "Wren"])),
        ("Ivo", vote("Juno")),
    ]  # fmt: skip
    return Whole(
        "backup_host_takes_over", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Lark": 3}, 2: {"Wren": 1, "Juno": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren"]},
    )  # fmt: skip


def board_clock_and_hammer_flip_later() -> Whole:
    """A hammer, two players posting after it, the host's flip a few posts later."""
    posts = [
        ("Aster", f"Mini 816: Moths<br>{numbered(SIX)}<br><br>Day 1 begins now. "
                  f"{MAJORITY.format(6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno", "Lark"])],
                        ["Wren", "Ember", "Kes"])),
        ("Wren", vote("Kes")),
        ("Ember", f"Oh no. {vote('Ivo')}"), ("Kes", "Well, that was fast."),
        ("Aster", "Kes has been lynched. Kes was a Mafia Roleblocker. Night 1 begins."),
        ("Aster", f"It is now Day 2. Lark was found dead. {MAJORITY.format(4, 3)}"),
        ("Ember", vote("Wren")),
        ("Aster", count("Vote Count 2.1", [("Wren", ["Ember"])], ["Ivo", "Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "board_clock_and_hammer_flip_later", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Wren": 1}}, lynched={1: "Kes"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]}, zone_hours=1,
    )  # fmt: skip


def edited_vote_before_the_first_sync() -> Whole:
    """A player changed the vote in her post before init fetched it; the host's count
    shows the edited vote."""
    posts = [
        ("Aster", f"Mini 817<br>{numbered(FIVE)}"),
        ("Aster", f"{bold('Day 1')}<br>{MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ember")), ("Lark", "Thinking out loud."),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo"]), ("Ember", ["Juno"])],
                        ["Lark", "Wren", "Ember"])),
        ("Wren", vote("Juno")), ("Ember", vote("Ivo")),
        ("Aster", count("Vote Count 1.2", [("Juno", ["Ivo", "Wren"]),
                                           ("Ember", ["Juno"]), ("Ivo", ["Ember"])], ["Lark"])),
    ]  # fmt: skip
    return Whole(
        "edited_vote_before_the_first_sync", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Ember": 1, "Ivo": 1}},
        edits={3: vote("Lark"), 0: "Mini 817<br>Players soon."},
    )  # fmt: skip


SERVED = [
    signups_then_confirmed,
    opening_list_edited_later,
    backup_host_takes_over,
    board_clock_and_hammer_flip_later,
    edited_vote_before_the_first_sync,
]


def separate_signup_thread() -> Whole:
    posts = [
        ("Aster", 'Mini 818: Tides. Sign-ups were held in <a href="./viewtopic.php?t=8800">'
                  "this thread</a>.<br><br>Slot 1: Ivo<br>Slot 2: Juno<br>Slot 3: Lark<br>"
                  "Slot 4: Wren<br>Slot 5: Ember<br><br>Day 1 starts when I post it."),
        ("Aster", f"Day 1 has started! {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Ember")), ("Ember", vote("Ivo")), ("Juno", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Ivo", "Juno"]), ("Ivo", ["Ember"])],
                        ["Lark", "Wren"])),
        ("Lark", vote("Ember")),
        ("Aster", "Ember was lynched. Ember was Town. Night 1 begins!"),
    ]  # fmt: skip
    return Whole(
        "separate_signup_thread", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3, "Ivo": 1}}, lynched={1: "Ember"},
    )  # fmt: skip


def count_only_cohost_quoting_a_vote() -> Whole:
    """A co-host the opening post does not name posts every count; one count quotes the
    vote it counts."""
    posts = [
        ("Aster", f"Mini 819<br>{numbered(SIX)}"),
        ("Aster", f"{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Juno", vote("Ivo")), ("Lark", vote("Ivo")),
        ("Bramble", count("Vote Count 1.1", [("Ivo", ["Juno", "Lark"])],
                          ["Ivo", "Wren", "Ember", "Kes"])),
        ("Kes", vote("Juno")),
        ("Bramble", quote("Kes", vote("Juno")) + "<br>Noted.<br>" +
         count("Vote Count 1.2", [("Ivo", ["Juno", "Lark"]), ("Juno", ["Kes"])],
               ["Ivo", "Wren", "Ember"])),
        ("Wren", vote("Ivo")), ("Ivo", "Sigh."),
        ("Bramble", count("Vote Count 1.3", [("Ivo", ["Juno", "Lark", "Wren"]), ("Juno", ["Kes"])],
                          ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "count_only_cohost_quoting_a_vote", posts, SIX, ["Aster", "Bramble"],
        days={1: {"Ivo": 3, "Juno": 1}},
    )  # fmt: skip


def replacement_in_a_counts_header() -> Whole:
    posts = [
        ("Aster", f"Mini 820<br>{numbered(FIVE)}<br>Day 1 begins now. {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")),
        ("Aster", count("Vote Count 1.1 (Rook replaces Wren)", [("Lark", ["Ivo"]), ("Ivo", ["Lark"])],
                        ["Juno", "Rook", "Ember"])),
        ("Rook", f"Hi, glad to be in. {vote('Lark')}"), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.2", [("Lark", ["Ivo", "Rook"]), ("Ivo", ["Lark", "Juno"])],
                        ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "replacement_in_a_counts_header", posts, FIVE, ["Aster"],
        days={1: {"Lark": 2, "Ivo": 2}}, backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def two_replacements_of_one_slot() -> Whole:
    posts = [
        ("Aster", f"Mini 821<br>{numbered(FIVE)}"),
        ("Aster", f"{bold('Day 1 has begun!')} {MAJORITY.format(5, 3)}"),
        ("Wren", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Aster", "Rook is replacing Wren."),
        ("Rook", "Catching up now."),
        ("Aster", "Rook had to leave too. Tansy replaces Rook."),
        ("Tansy", f"{unvote()} {vote('Juno')}"), ("Lark", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", "Juno has been lynched! She was Mafia. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "two_replacements_of_one_slot", posts, FIVE, ["Aster"],
        days={1: {"Juno": 3, "Ivo": 1}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Rook", "Tansy")], lynched={1: "Juno"},
    )  # fmt: skip


def a_player_replaces_into_two_slots() -> Whole:
    """Rook plays Wren's slot on Day 1, is replaced out, and comes back for Ember on Day 2."""
    posts = [
        ("Aster", f"Mini 822<br>{numbered(SIX)}<br>{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", "Tansy replaces Rook."),
        ("Aster", f"Day 2 begins. Nobody died. {MAJORITY.format(5, 3)}"),
        ("Aster", "Rook replaces Ember."),
        ("Rook", vote("Ivo")), ("Tansy", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Rook", "Tansy"])], ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "a_player_replaces_into_two_slots", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Ivo": 2}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Rook", "Tansy"), ("Ember", "Rook")], lynched={1: "Kes"},
    )  # fmt: skip


def day_one_by_the_first_count() -> Whole:
    posts = [
        ("Aster", f"Welcome to Mini 823!<br>{numbered(SIX)}<br>{MAJORITY.format(6, 4)}"),
        *chat("Ivo", "Juno"), ("Lark", vote("Ivo")), ("Kes", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Lark"]), ("Lark", ["Kes"])],
                        ["Ivo", "Juno", "Wren", "Ember"])),
        ("Ember", vote("Ivo")),
        ("Aster", count("Vote Count 1.2", [("Ivo", ["Lark", "Ember"]), ("Lark", ["Kes"])],
                        ["Ivo", "Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "day_one_by_the_first_count", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Lark": 1}}
    )


def opens_at_night() -> Whole:
    posts = [
        ("Aster", f"Mini 824: Owls<br>{numbered(SIX)}<br><br>{bold('Night 1 begins.')} "
                  "Send your actions."),
        ("Ivo", "Night chatter is not allowed, right?"),
        ("Aster", f"{bold('Day 1 begins.')} Kes was killed in the night. Kes was a Town Cop.<br>"
                  f"{MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Lark")), ("Wren", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Wren"]), ("Lark", ["Juno"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "opens_at_night", posts, SIX, ["Aster"], days={1: {"Juno": 2, "Lark": 1}},
        first="night", living={1: FIVE},
    )  # fmt: skip


def no_lynch_day() -> Whole:
    posts = [
        ("Aster", f"Mini 825<br>{numbered(FIVE)}<br>{bold('Day 1 begins!')} {MAJORITY.format(5, 3)}"),
        ("Ivo", vote("Juno")), ("Lark", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo"]), ("Ember", ["Lark"])],
                        ["Juno", "Wren", "Ember"])),
        ("Aster", "The deadline has passed with no majority. No one was lynched.<br>"
                  "Night 1 begins."),
        ("Aster", f"Day 2 begins. Wren was found dead. {MAJORITY.format(4, 3)}"),
        ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Juno"])], ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "no_lynch_day", posts, FIVE, ["Aster"], days={1: {"Juno": 1, "Ember": 1}, 2: {"Ivo": 1}},
        living={2: ["Ivo", "Juno", "Lark", "Ember"]},
    )  # fmt: skip


def double_lynch() -> Whole:
    posts = [
        ("Aster", f"Mini 826<br>{numbered(SIX)}<br>Day 1 begins. Today is a double lynch day: "
                  "the top two wagons at the deadline are lynched."),
        ("Ivo", vote("Juno")), ("Lark", vote("Juno")), ("Juno", vote("Kes")), ("Wren", vote("Kes")),
        ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark", "Ember"]), ("Kes", ["Juno", "Wren"])],
                        ["Kes"])),
        ("Aster", "Deadline! Juno and Kes have both been lynched. Juno was Mafia. Kes was Town."
                  "<br>Night 1 begins."),
        ("Aster", f"Day 2 begins. Nobody died. {MAJORITY.format(4, 3)}"),
        ("Ivo", vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "double_lynch", posts, SIX, ["Aster"], days={1: {"Juno": 3, "Kes": 2}, 2: {"Wren": 1}},
        living={2: ["Ivo", "Lark", "Wren", "Ember"]},
    )  # fmt: skip


def modkill_mid_day() -> Whole:
    posts = [
        ("Aster", f"Mini 827<br>{numbered(SIX)}<br>{bold('Day 1 begins.')} {MAJORITY.format(6, 4)}"),
        ("Lark", vote("Ivo")), ("Juno", vote("Ivo")), ("Ivo", vote("Lark")),
        ("Aster", "Lark has been modkilled for breaking the rules. Lark was a Vanilla Townie."),
        ("Wren", vote("Ivo")), ("Ember", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Juno", "Wren", "Ember"])],
                        ["Ivo", "Kes"], "Ivo has been lynched!")),
    ]  # fmt: skip
    return Whole(
        "modkill_mid_day", posts, SIX, ["Aster"], days={1: {"Ivo": 3}}, lynched={1: "Ivo"},
    )  # fmt: skip


def a_player_named_mod() -> Whole:
    names = ["Ivo", "Mod", "Lark", "Wren", "Ember"]
    posts = [
        ("Aster", f"Mini 828<br>Host: Aster<br>{numbered(names)}<br>{bold('Day 1 begins.')}"
                  f" {MAJORITY.format(5, 3)}"),
        ("Mod", "Yes, that is my name. No, I am not the host."),
        ("Mod", vote("Lark")), ("Ivo", vote("Mod")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Mod", "Wren"]), ("Mod", ["Ivo"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("a_player_named_mod", posts, names, ["Aster"], days={1: {"Lark": 2, "Mod": 1}})


JSONL = [
    *SERVED,
    separate_signup_thread,
    count_only_cohost_quoting_a_vote,
    replacement_in_a_counts_header,
    two_replacements_of_one_slot,
    a_player_replaces_into_two_slots,
    day_one_by_the_first_count,
    opens_at_night,
    no_lynch_day,
    double_lynch,
    modkill_mid_day,
    a_player_named_mod,
]
