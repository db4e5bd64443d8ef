"""Whole invented threads of the fifth batch (initzoo21), combined shapes: a lettered list
with a replacement written in, lower-case letters, a night post numbering the living in
another order, a second host who signs "Mod" and is named nowhere else, the list in a post
of its own edited to add a replacement, a decoy vote count in the rules beside a spoiler,
the backups as a numbered list of their own below the players, a "Character | Player |
Replaced by" table, a slot 0 for the host, a list of ticks in the night post."""

from __future__ import annotations

from . import Whole, bold, count, d_count, d_vote, numbered, vote
from .chatter import padded
from .zoo19_discourse import b_count, b_vote, details, p
from .zoo19_phpbb import spoiler
from .zoo20_discourse import d_day, ol
from .zoo20_phpbb import FIVE, SIX, day, table
from .zoo21_phpbb import lines


def lettered_with_a_replacement() -> Whole:
    items = [f"{chr(65 + i)}. {n}" for i, n in enumerate(SIX)]
    relist = items[:3] + ["D. Rook (replaced Wren)"] + items[4:]
    posts = [
        ("Aster", f"Mini 2141<br>{lines(items, 'Player List')}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")),
        ("Aster", "Rook replaces Wren."),
        ("Aster", lines(relist, "Player List")),
        ("Rook", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Rook", "Juno"]), ("Rook", ["Ivo"])],
                        ["Lark", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "lettered_with_a_replacement", posts, SIX, ["Aster"], days={1: {"Ivo": 2, "Rook": 1}},
        backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def lower_case_letters() -> Whole:
    items = [f"{chr(97 + i)}) {n}" for i, n in enumerate(FIVE)]
    posts = [
        ("Aster", f"Mini 2142<br>{lines(items)}<br>{day(1, 5, 3)}"),
        ("Lark", vote("Juno")), ("Juno", vote("Lark")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Lark", "Ember"]), ("Lark", ["Juno"])],
                        ["Ivo", "Wren"])),
    ]  # fmt: skip
    return Whole("lower_case_letters", posts, FIVE, ["Aster"], days={1: {"Juno": 2, "Lark": 1}})


def night_post_numbers_the_living() -> Whole:
    """The night post numbers the living in another order (and one line a tick)."""
    living = numbered(["Kes", "Ember", "Wren", "Juno", "Ivo"], "Living players")
    posts = [
        ("Aster", f"Mini 2143<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Juno", vote("Lark")), ("Kes", vote("Lark")),
        ("Ember", vote("Lark")),
        ("Aster", f"Lark has been lynched. Lark was a Town Cop. Night 1 begins.<br><br>{living}"),
        ("Aster", day(2, 5, 3, "Nobody died. ")),
        ("Kes", vote("Ivo")), ("Ivo", vote("Kes")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Kes"]), ("Kes", ["Ivo"])],
                        ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "night_post_numbers_the_living", posts, SIX, ["Aster"],
        days={1: {"Lark": 4}, 2: {"Ivo": 1, "Kes": 1}}, lynched={1: "Lark"},
        living={2: ["Ivo", "Juno", "Wren", "Ember", "Kes"]},
    )  # fmt: skip


def second_host_signs_mod_only() -> Whole:
    """Thistle is named nowhere as a host: she posts the counts and the day's end, each
    signed "- Mod", as Aster's posts are."""
    sign = "<br><br>- Mod"
    posts = [
        ("Aster", f"Mini 2144<br>{numbered(FIVE)}<br>{day(1, 5, 3)}{sign}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Lark", vote("Juno")),
        ("Thistle", count("Vote Count 1.1", [("Juno", ["Ivo", "Lark"]), ("Ivo", ["Juno"])],
                          ["Wren", "Ember"], tail="- Mod")),
        ("Wren", vote("Juno")),
        ("Thistle", f"Juno has been lynched. Juno was a Mafia Goon. Night 1 begins.{sign}"),
    ]  # fmt: skip
    return Whole(
        "second_host_signs_mod_only", posts, FIVE, ["Aster", "Thistle"],
        days={1: {"Juno": 3, "Ivo": 1}}, lynched={1: "Juno"},
    )  # fmt: skip


def list_post_of_its_own_edited() -> Whole:
    """The list is the host's second post; it is edited later to add Rook, with no
    announcement."""
    head = "Mini 2145 rules: vote in bold, no editing votes."
    edited = numbered(["Ivo", "Juno (replaced by Rook)", "Lark", "Wren", "Ember"])
    posts = [
        ("Aster", head),
        ("Aster", f"{edited}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Lark")), ("Lark", vote("Juno")),
        ("Rook", "Replacing in, hi!"), ("Rook", vote("Lark")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Rook", "Wren"]), ("Rook", ["Lark"])],
                        ["Ivo", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "list_post_of_its_own_edited", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Rook": 1}},
        backups=["Rook"], subs=[("Juno", "Rook")],
        edits={1: f"{numbered(FIVE)}<br>{day(1, 5, 3)}"},
    )  # fmt: skip


def decoy_count_in_the_rules() -> Whole:
    """The rules show a vote count of made-up names; the list is in a spoiler."""
    decoy = count("Example vote count", [("PlayerA", ["PlayerB", "PlayerC"])], ["PlayerD"])
    posts = [
        ("Aster", f"Mini 2146<br>{bold('Rules')}<br>Counts look like this:<br>{decoy}<br>"
                  f"{spoiler(numbered(SIX, 'Players'))}<br>{day(1, 6, 4)}"),
        ("Ember", vote("Kes")), ("Kes", vote("Ember")), ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ember", "Lark"]), ("Ember", ["Kes"])],
                        ["Ivo", "Juno", "Wren"])),
    ]  # fmt: skip
    return Whole("decoy_count_in_the_rules", posts, SIX, ["Aster"],
                 days={1: {"Kes": 2, "Ember": 1}})  # fmt: skip


def backups_as_a_list_of_their_own() -> Whole:
    """ "Backups" is a numbered list of its own under the players; neither has posted."""
    posts = [
        ("Aster", f"Mini 2147<br>{numbered(FIVE, 'Players')}<br><br>"
                  f"{numbered(['Rook', 'Tansy'], 'Backups')}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Juno", vote("Wren")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Ivo", ["Wren"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "backups_as_a_list_of_their_own", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Ivo": 1}},
        backups=["Rook", "Tansy"],
    )  # fmt: skip


def character_player_replaced_by_table() -> Whole:
    chars = ["The Miller", "Old Smith", "Widow Reed", "The Baker", "Sir Hollin"]
    rows = [[c, n, "Rook" if n == "Lark" else ""] for c, n in zip(chars, FIVE, strict=True)]
    posts = [
        ("Aster", f"Mini 2148<br>{table([[c, n, ''] for c, n, _ in rows], ['Character', 'Player', 'Replaced by'])}"
                  f"<br>{day(1, 5, 3)}"),
        ("Lark", vote("Ivo")), ("Ivo", vote("Lark")),
        ("Aster", "Rook replaces Lark."),
        ("Aster", table(rows, ["Character", "Player", "Replaced by"])),
        ("Rook", vote("Ivo")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Rook", "Juno"]), ("Rook", ["Ivo"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "character_player_replaced_by_table", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 2, "Rook": 1}}, backups=["Rook"], subs=[("Lark", "Rook")],
    )  # fmt: skip


def slot_zero_the_host() -> Whole:
    """ "0. Aster (host)" heads the list, the players from 1."""
    items = ["0. Aster (host)", *(f"{i}. {n}" for i, n in enumerate(FIVE, 1))]
    posts = [
        ("Aster", f"Mini 2149<br>{lines(items, 'Player List')}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Ember")), ("Ember", vote("Juno")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Juno", "Ivo"]), ("Juno", ["Ember"])],
                        ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole("slot_zero_the_host", posts, FIVE, ["Aster"], days={1: {"Ember": 2, "Juno": 1}})


def d_details_example_and_list() -> Whole:
    """Both the example and the list in [details]; the example's names made up."""
    example = details("Example list", ol(["PlayerOne", "PlayerTwo", "PlayerThree"]))
    posts = [
        ("Aster", p("Mafia 2150") + example + details("Player list", ol(FIVE)) + d_day(1, 5, 3)),
        ("Wren", d_vote("Lark")), ("Lark", d_vote("Wren")), ("Ivo", d_vote("Lark")),
        ("Aster", d_count("Vote Count 1.1", [("Lark", ["Wren", "Ivo"]), ("Wren", ["Lark"])],
                          ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_details_example_and_list", posts, FIVE, ["Aster"], days={1: {"Lark": 2, "Wren": 1}},
        engine="discourse",
    )  # fmt: skip


def d_living_with_ticks() -> Whole:
    ticks = "".join(f"<li>✅ {n}</li>" for n in ["Ember", "Juno", "Ivo", "Wren"])
    posts = [
        ("Aster", p("Mafia 2151") + p("<strong>Players</strong>") + ol(SIX) + d_day(1, 6, 4)),
        ("Ivo", d_vote("Lark")), ("Juno", d_vote("Lark")), ("Kes", d_vote("Lark")),
        ("Ember", d_vote("Lark")),
        ("Aster", p("Lark has been lynched. Lark was a Town Cop.") + "<h2>Night 1</h2>"),
        ("Aster", d_day(2, 4, 3, "Kes was killed in the night. ")
                  + p("<strong>Alive</strong>") + f"<ul>{ticks}</ul>"),
        ("Wren", d_vote("Juno")),
    ]  # fmt: skip
    return Whole(
        "d_living_with_ticks", posts, SIX, ["Aster"], days={1: {"Lark": 4}, 2: {"Juno": 1}},
        lynched={1: "Lark"}, living={2: ["Ivo", "Juno", "Wren", "Ember"]}, engine="discourse",
    )  # fmt: skip


def xf_lettered_in_a_spoiler() -> Whole:
    items = "<br>".join(f"{chr(65 + i)}. {n}" for i, n in enumerate(FIVE))
    posts = [
        ("Aster", f'Game 2152<br><div class="bbCodeSpoiler"><b>Players</b><br>{items}</div><br>'
                  "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."),
        ("Ember", b_vote("Ivo")), ("Ivo", b_vote("Ember")), ("Juno", b_vote("Ivo")),
        ("Aster", b_count("Vote Count 1.1", [("Ivo", ["Ember", "Juno"]), ("Ember", ["Ivo"])],
                          ["Lark", "Wren"])),
    ]  # fmt: skip
    return Whole(
        "xf_lettered_in_a_spoiler", posts, FIVE, ["Aster"], days={1: {"Ivo": 2, "Ember": 1}},
        engine="xenforo",
    )  # fmt: skip


ZOO21_MORE = [padded(f) for f in [
    lettered_with_a_replacement, lower_case_letters, night_post_numbers_the_living,
    second_host_signs_mod_only, list_post_of_its_own_edited, decoy_count_in_the_rules,
    backups_as_a_list_of_their_own, character_player_replaced_by_table, slot_zero_the_host,
    d_details_example_and_list, d_living_with_ticks, xf_lettered_in_a_spoiler,
]]  # fmt: skip
