"""Whole invented MafiaScum (phpBB) threads, sixth batch (initzoo22): a host who hands
the game to a new host account mid-game, two co-hosts one of whom posts a "Mod note", the
list as an image with alt text only, slots with pronouns in a "1)" list, a list carrying
each dead player's role ("Ivo (struck) - Vanilla Townie"), "/in" posts in the game thread
before the list, a slot replaced twice over two days, a host account named "...Host" and a
player named "Modest", a "Night 0" before Day 1, a "5) [open]" slot filled later."""

from __future__ import annotations

from . import Whole, bold, count, numbered, strike, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SIX, day


def paren(names: list[str], heading: str = "Players") -> str:
    """A list numbered "1)"."""
    return f"{bold(heading)}<br>" + "<br>".join(f"{i}) {n}" for i, n in enumerate(names, 1))


def host_hands_over_to_a_new_account() -> Whole:
    """The host leaves after Day 1; a host account nobody named before runs Day 2."""
    posts = [
        ("Aster", f"Mini 2201<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", "Lark has been lynched. Lark was a Town Cop. Night 1 begins."),
        ("Aster", "I have to step away. Thistle is taking over as host for the rest of the game."),
        ("Thistle", f"{day(2, 4, 3, 'Nobody died. ')}"),
        ("Juno", vote("Wren")), ("Ember", vote("Wren")),
        ("Thistle", count("Vote Count 2.1", [("Wren", ["Juno", "Ember"])], ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "host_hands_over_to_a_new_account", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Lark": 3}, 2: {"Wren": 2}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember"]},
    )  # fmt: skip


def cohost_posts_a_mod_note() -> Whole:
    posts = [
        ("Aster", f"Mini 2202<br>Hosts: Aster and Thistle<br><br>{numbered(SIX)}<br>"
                  f"{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")),
        ("Thistle", f"{bold('Mod note:')} please keep the thread civil, and no quoting PMs."),
        ("Juno", vote("Kes")),
        ("Thistle", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"]), ("Ivo", ["Kes"])],
                          ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "cohost_posts_a_mod_note", posts, SIX, ["Aster", "Thistle"],
        days={1: {"Kes": 2, "Ivo": 1}},
    )  # fmt: skip


def list_as_an_image_with_alt_text() -> Whole:
    alt = "Players: Ivo, Juno, Lark, Wren, Ember"
    img = f'<img src="https://img.example/roster.png" class="postimage" alt="{alt}">'
    posts = [
        ("Aster", f"Mini 2203<br>{img}<br>{day(1, 5, 3)}"),
        ("Wren", vote("Juno")), ("Juno", vote("Wren")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Wren", "Ember"]), ("Wren", ["Juno"])],
                        ["Ivo", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "list_as_an_image_with_alt_text", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Wren": 1}}
    )


def pronouns_in_a_paren_list() -> Whole:
    tags = ["he/him", "she/her", "they/them", "xe/xem", "it/its", "he/they"]
    names = [f"{n} ({t})" for n, t in zip(SIX, tags, strict=True)]
    posts = [
        ("Aster", f"Mini 2204<br>{paren(names)}<br>{day(1, 6, 4)}"),
        ("Lark", vote("Kes")), ("Kes", vote("Lark")), ("Wren", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Lark", "Wren"]), ("Lark", ["Kes"])],
                        ["Ivo", "Juno", "Ember"])),
    ]  # fmt: skip
    return Whole("pronouns_in_a_paren_list", posts, SIX, ["Aster"], days={1: {"Kes": 2, "Lark": 1}})


def dead_struck_with_their_roles() -> Whole:
    """The list re-posted on Day 2: the dead struck through, their role after a dash."""
    relist = numbered([f"{strike('Ivo')} - Vanilla Townie", "Juno", "Lark",
                       f"{strike('Wren')} - Mafia Goon", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2205<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Juno", vote("Wren")), ("Lark", vote("Wren")), ("Ember", vote("Wren")),
        ("Kes", vote("Wren")),
        ("Aster", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 4, 3, 'Ivo was killed in the night. Ivo was a Vanilla Townie. ')}"
                  f"<br>{relist}"),
        ("Kes", vote("Lark")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 2.1", [("Lark", ["Kes"]), ("Kes", ["Lark"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "dead_struck_with_their_roles", posts, SIX, ["Aster"],
        days={1: {"Wren": 4}, 2: {"Lark": 1, "Kes": 1}}, lynched={1: "Wren"},
        living={2: ["Juno", "Lark", "Ember", "Kes"]},
    )  # fmt: skip


def ins_in_the_game_thread_then_a_paren_list() -> Whole:
    posts = [
        ("Aster", "Mini 2206 sign-ups: post /in. Five players."),
        ("Ivo", "/in"), ("Rook", "/in"), ("Juno", "/in please"), ("Rook", "/out, sorry"),
        ("Lark", "/in"), ("Wren", "/in"), ("Ember", "/in"),
        ("Aster", f"{paren(FIVE, 'Confirmed')}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")), ("Lark", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Juno", "Lark"]), ("Juno", ["Ember"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "ins_in_the_game_thread_then_a_paren_list", posts, FIVE, ["Aster"],
        days={1: {"Ember": 2, "Juno": 1}},
    )  # fmt: skip


def replaced_twice_over_two_days() -> Whole:
    posts = [
        ("Aster", f"Mini 2207<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Kes")), ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", f"{day(2, 5, 3, 'Nobody died. ')}"),
        ("Rook", vote("Ivo")), ("Aster", "Tansy replaces Rook."),
        ("Tansy", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 2.1", [("Juno", ["Tansy", "Ember"])],
                        ["Ivo", "Juno", "Lark"])),
    ]  # fmt: skip
    return Whole(
        "replaced_twice_over_two_days", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Juno": 2}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Rook", "Tansy")], lynched={1: "Kes"},
    )  # fmt: skip


def a_host_account_named_host_and_a_player_modest() -> Whole:
    names = ["Ivo", "Modest", "Lark", "Wren", "Ember"]
    posts = [
        ("AsterHost", f"Mini 2208<br>{numbered(names)}<br>{day(1, 5, 3)}"),
        ("Modest", vote("Ivo")), ("Ivo", vote("Modest")), ("Lark", vote("Ivo")),
        ("AsterHost", count("Vote Count 1.1", [("Ivo", ["Modest", "Lark"]), ("Modest", ["Ivo"])],
                            ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_host_account_named_host_and_a_player_modest", posts, names, ["AsterHost"],
        days={1: {"Ivo": 2, "Modest": 1}},
    )  # fmt: skip


def night_zero_before_day_one() -> Whole:
    posts = [
        ("Aster", f"Mini 2209<br>{numbered(FIVE)}<br>{bold('Night 0 begins.')} Send in your "
                  "night actions; no talking until Day 1."),
        ("Aster", f"{day(1, 5, 3, 'Nobody died in the night. ')}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Lark", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Lark"]), ("Ivo", ["Wren"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "night_zero_before_day_one", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        first="night",
    )  # fmt: skip


def an_open_slot_filled_later() -> Whole:
    """ "5) [open]" in the opening; the host fills it before Day 1."""
    posts = [
        ("Aster", f"Mini 2210<br>{paren([*FIVE[:4], '[open]'])}<br>One more needed!"),
        ("Ember", "/in if there is still room"),
        ("Aster", f"Ember takes slot 5. {paren(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ember", vote("Lark")), ("Lark", vote("Ember")), ("Ivo", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ember", "Ivo"]), ("Ember", ["Lark"])],
                        ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "an_open_slot_filled_later", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Ember": 1}}
    )  # fmt: skip


def replacement_in_a_list_edit_with_an_arrow() -> Whole:
    """The opening post's list is edited to write "Wren -> Rook"; no post announces it."""
    first = f"Mini 2211<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"
    edited = f"Mini 2211<br>{numbered(['Ivo', 'Juno', 'Lark', 'Wren -&gt; Rook', 'Ember'])}"
    posts = [
        ("Aster", f"{edited}<br>{day(1, 5, 3)}"),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")),
        ("Rook", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Rook", "Juno"]), ("Rook", ["Ivo"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "replacement_in_a_list_edit_with_an_arrow", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 2, "Rook": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
        edits={0: first},
    )  # fmt: skip


def pronouns_and_a_replacement_chain_in_the_list() -> Whole:
    """The list re-posted after a replacement: "Wren (she/her) -> Rook (he/him)"."""
    relist = paren(["Ivo (he/him)", "Juno (she/her)", "Lark (they/them)",
                    "Wren (she/her) -&gt; Rook (he/him)", "Ember (she/they)"])  # fmt: skip
    first = paren(["Ivo (he/him)", "Juno (she/her)", "Lark (they/them)", "Wren (she/her)",
                   "Ember (she/they)"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2212<br>{first}<br>{day(1, 5, 3)}"),
        ("Wren", vote("Juno")), ("Aster", "Rook replaces Wren."),
        ("Aster", relist),
        ("Rook", vote("Juno")), ("Lark", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "pronouns_and_a_replacement_chain_in_the_list", posts, FIVE, ["Aster"],
        days={1: {"Juno": 3}}, backups=["Rook"], subs=[("Wren", "Rook")], lynched={1: "Juno"},
    )  # fmt: skip


def a_day_zero_for_claims() -> Whole:
    """A pre-game "Day 0" (no lynch) before Day 1; votes count from Day 1."""
    posts = [
        ("Aster", f"Mini 2213<br>{numbered(FIVE)}<br>{bold('Day 0')} is for introductions "
                  "only; there is no lynch today. Day 1 starts in 24 hours."),
        ("Ivo", "Hello all, happy to be here."), ("Juno", "Hi! First game in a while."),
        ("Aster", f"{day(1, 5, 3)}"),
        ("Juno", vote("Ivo")), ("Ivo", vote("Juno")), ("Wren", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Juno", "Wren"]), ("Juno", ["Ivo"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole("a_day_zero_for_claims", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Juno": 1}})


def replaced_in_the_night_then_again() -> Whole:
    """Rook replaces Lark at night, Tansy replaces Rook on Day 2 ("Rook has flaked")."""
    posts = [
        ("Aster", f"Mini 2214<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Ember")), ("Juno", vote("Ember")), ("Wren", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Night 1 begins."),
        ("Aster", "Rook is replacing Lark."),
        ("Aster", f"{day(2, 4, 3, 'Nobody died. ')}"),
        ("Rook", vote("Wren")),
        ("Aster", "Rook has flaked. Tansy replaces Rook."),
        ("Tansy", vote("Wren")), ("Ivo", vote("Wren")),
        ("Aster", count("Vote Count 2.1", [("Wren", ["Tansy", "Ivo"])], ["Juno", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "replaced_in_the_night_then_again", posts, FIVE, ["Aster"],
        days={1: {"Ember": 3}, 2: {"Wren": 2}}, backups=["Rook", "Tansy"],
        subs=[("Lark", "Rook"), ("Rook", "Tansy")], lynched={1: "Ember"},
    )  # fmt: skip


def a_tbd_slot_filled_in_the_day_one_post() -> Whole:
    """ "6. TBD" in the opening; the Day 1 post lists all six."""
    posts = [
        ("Aster", f"Mini 2215<br>{numbered([*SIX[:5], 'TBD'])}<br>Looking for one more."),
        ("Kes", "I can fill in!"),
        ("Aster", f"{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Kes", vote("Juno")), ("Juno", vote("Kes")), ("Ivo", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Kes", "Ivo"]), ("Kes", ["Juno"])],
                        ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_tbd_slot_filled_in_the_day_one_post", posts, SIX, ["Aster"],
        days={1: {"Juno": 2, "Kes": 1}},
    )  # fmt: skip


def a_replacement_confirmed_after_a_wait() -> Whole:
    """ "Rook replaces Wren, otherwise we wait"; then "Rook is in." (and Rook posts)."""
    posts = [
        ("Aster", f"Mini 2216<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")),
        ("Aster", "Wren has asked to be replaced. Rook replaces Wren, otherwise we wait."),
        ("Juno", vote("Ivo")),
        ("Aster", "Rook is in."),
        ("Rook", vote("Ivo")), ("Lark", vote("Ivo")),
        ("Aster", "Ivo has been lynched. Ivo was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "a_replacement_confirmed_after_a_wait", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 3, "Rook": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
        lynched={1: "Ivo"},
    )  # fmt: skip


SERVED22 = [host_hands_over_to_a_new_account, pronouns_in_a_paren_list,
            replaced_twice_over_two_days, an_open_slot_filled_later]  # fmt: skip
ZOO22_PHPBB = [
    cohost_posts_a_mod_note, list_as_an_image_with_alt_text, dead_struck_with_their_roles,
    ins_in_the_game_thread_then_a_paren_list, a_host_account_named_host_and_a_player_modest,
    night_zero_before_day_one, replacement_in_a_list_edit_with_an_arrow,
    pronouns_and_a_replacement_chain_in_the_list, a_day_zero_for_claims,
    replaced_in_the_night_then_again, a_tbd_slot_filled_in_the_day_one_post,
    a_replacement_confirmed_after_a_wait, *SERVED22,
]  # fmt: skip
ZOO22_PHPBB = [padded(f) for f in ZOO22_PHPBB]
SERVED22 = [padded(f) for f in SERVED22]
