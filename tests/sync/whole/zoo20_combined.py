"""Whole invented MafiaScum (phpBB) threads of the fourth batch (initzoo20), combined
shapes: lists read before anyone posted (a table with pronouns, time zones with "(V)"),
a day's list in "Alive:" and "Dead:" sections, the opening post's list edited mid-game
with flips and a replacement, pronouns after a dash, a reviewer of another game thanked,
a co-host who leaves for another, thirteen "/in" posts, a modkill when a replacement is
refused, a struck replacement, notes in square brackets."""

from __future__ import annotations

from . import Whole, bold, count, numbered, strike, vote
from .chatter import padded
from .zoo20_phpbb import FIVE, SEVEN, SIX, day, table


def fresh_table_with_pronouns() -> Whole:
    """Init right after the opening post: a table whose player cells carry pronouns."""
    tags = ["he/him", "she/her", "they/them", "she/her", "he/him", "any"]
    rows = [[str(i), f"{n} ({t})", "Alive"] for i, (n, t) in enumerate(zip(SIX, tags,
            strict=True), 1)]  # fmt: skip
    posts = [("Aster", f"Mini 1016<br>{table(rows, ['#', 'Player', 'Status'])}<br>{day(1, 6, 4)}")]
    return Whole("fresh_table_with_pronouns", posts, SIX, ["Aster"], days={})


def fresh_zones_and_tags() -> Whole:
    """Init before anyone posted: "Ivo (GMT+2) (V)" lines."""
    zones = ["GMT+2", "UTC-5", "EST", "CET", "GMT+8"]
    lines = [f"{n} ({z}) (V)" for n, z in zip(FIVE, zones, strict=True)]
    posts = [("Aster", f"Mini 1017<br>{numbered(lines, 'Confirmed players')}<br>{day(1, 5, 3)}")]
    return Whole("fresh_zones_and_tags", posts, FIVE, ["Aster"], days={})


def relisted_alive_and_dead_sections() -> Whole:
    """Day 2's list in two sections, "Alive:" and "Dead:" with flips, a replacement
    written in: no new slot."""
    posts = [
        ("Aster", f"Mini 1018<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")), ("Wren", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", "Rook replaces Wren."),
        ("Aster", f"{day(2, 4, 3, 'Juno was killed in the night. ')}<br>{bold('Alive:')} Ivo, "
                  "Lark, Rook (replaced Wren), Ember<br>"
                  f"{bold('Dead:')} Kes (Mafia Goon, D1), Juno (Town Cop, N1)"),
        ("Rook", vote("Ember")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 2.1", [("Ember", ["Rook", "Ivo"])], ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "relisted_alive_and_dead_sections", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Ember": 2}}, lynched={1: "Kes"}, backups=["Rook"],
        subs=[("Wren", "Rook")],
    )  # fmt: skip


def opening_list_edited_mid_game() -> Whole:
    """Init run on Day 2: the opening post's list was edited since, with flips beside the
    dead and the replacement ("Rook (replaced Wren)")."""
    head = "Mini 1019<br>{}<br>{}"
    edited = numbered(["Ivo", f"{strike('Juno')} - Mafia Goon, lynched D1", "Lark",
                       "Rook (replaced Wren)", "Ember", "Kes"])  # fmt: skip
    posts = [
        ("Aster", head.format(edited, day(1, 6, 4))),
        ("Ivo", vote("Juno")), ("Wren", vote("Juno")), ("Kes", vote("Juno")),
        ("Ember", vote("Juno")),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", "Rook replaces Wren."),
        ("Aster", day(2, 5, 3, "Nobody died. ")),
        ("Rook", vote("Ivo")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 2.1", [("Ivo", ["Rook", "Kes"])], ["Ivo", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "opening_list_edited_mid_game", posts, SIX, ["Aster"], days={1: {"Juno": 4}, 2: {"Ivo": 2}},
        lynched={1: "Juno"}, backups=["Rook"], subs=[("Wren", "Rook")],
        edits={0: head.format(numbered(SIX), day(1, 6, 4))},
    )  # fmt: skip


def pronouns_after_a_dash_and_a_replacement() -> Whole:
    lines = ["Ivo - he/him", "Juno - she/her", "Lark - they/them - replaced by Rook",
             "Wren - she/her", "Ember - he/him"]  # fmt: skip
    posts = [
        ("Aster", f"Mini 1020<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Juno", vote("Ivo")), ("Lark", "Sorry, I need to leave."),
        ("Aster", "Rook replaces Lark."),
        ("Aster", f"{bold('Players')}<br>" + "<br>".join(lines)),
        ("Rook", vote("Ivo")), ("Ivo", vote("Rook")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Juno", "Rook"]), ("Rook", ["Ivo"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "pronouns_after_a_dash_and_a_replacement", posts, FIVE, ["Aster"],
        days={1: {"Ivo": 2, "Rook": 1}}, backups=["Rook"], subs=[("Lark", "Rook")],
    )  # fmt: skip


def a_reviewer_thanked_in_the_opening() -> Whole:
    """The opening post thanks two players of another game for reviewing the setup; one
    posts good luck."""
    posts = [
        ("Aster", f"Mini 1021. Thanks to Quill and Thane for reviewing the setup!<br>"
                  f"{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Quill", "Good luck all, fun setup."),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Wren", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Wren"]), ("Ivo", ["Lark"])],
                        ["Juno", "Ember"])),
    ]  # fmt: skip
    return Whole("a_reviewer_thanked_in_the_opening", posts, FIVE, ["Aster"],
                 days={1: {"Lark": 2, "Ivo": 1}})  # fmt: skip


def cohost_leaves_and_another_takes_over() -> Whole:
    posts = [
        ("Aster", f"Mini 1022<br>Co-host: Bramble<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")),
        ("Bramble", count("Vote Count 1.1", [("Wren", ["Ivo"]), ("Ivo", ["Wren"])],
                          ["Juno", "Lark", "Ember"])),
        ("Aster", "Bramble is stepping down as co-host. Please welcome Thistle as our new co-host!"),
        ("Thistle", "Hi all!"),
        ("Juno", vote("Wren")), ("Lark", vote("Wren")),
        ("Thistle", "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "cohost_leaves_and_another_takes_over", posts, FIVE, ["Aster", "Bramble", "Thistle"],
        days={1: {"Wren": 3, "Ivo": 1}}, lynched={1: "Wren"},
    )  # fmt: skip


THIRTEEN = [*SEVEN, "Rook", "Quill", "Thane", "Sorrel", "Bramble", "Fen"]


def thirteen_ins_closed() -> Whole:
    """Thirteen "/in" posts, some with words; "List closed, 13 in." and no list."""
    said = {"Juno": "/in, hi all", "Rook": "/in!", "Fen": "/in - last spot?"}
    posts = [
        ("Aster", "Large 1023 sign-ups: post /in. Thirteen players."),
        *[(n, said.get(n, "/in")) for n in THIRTEEN],
        ("Aster", "List closed, 13 in. Role PMs are out."),
        ("Aster", day(1, 13, 7)),
        ("Fen", vote("Quill")), ("Quill", vote("Fen")), ("Sorrel", vote("Quill")),
        ("Aster", count("Vote Count 1.1", [("Quill", ["Fen", "Sorrel"]), ("Fen", ["Quill"])],
                        [n for n in THIRTEEN if n not in ("Fen", "Quill", "Sorrel")])),
    ]  # fmt: skip
    return Whole(
        "thirteen_ins_closed", posts, THIRTEEN, ["Aster"], days={1: {"Quill": 2, "Fen": 1}}
    )


def modkill_replacement_refused() -> Whole:
    posts = [
        ("Aster", f"Mini 1024<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Juno")), ("Juno", vote("Ivo")), ("Kes", vote("Juno")),
        ("Aster", "Lark refused a replacement and has been modkilled. Lark was a Vanilla Townie."),
        ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Juno", ["Ivo", "Kes", "Ember"]), ("Ivo", ["Juno"])],
                        ["Wren"])),
        ("Aster", "Juno has been lynched. Juno was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 4, 3, "Nobody died. ")),
        ("Ivo", vote("Wren")),
    ]  # fmt: skip
    return Whole(
        "modkill_replacement_refused", posts, SIX, ["Aster"],
        days={1: {"Juno": 3, "Ivo": 1}, 2: {"Wren": 1}}, lynched={1: "Juno"},
        living={1: ["Ivo", "Juno", "Wren", "Ember", "Kes"], 2: ["Ivo", "Wren", "Ember", "Kes"]},
    )  # fmt: skip


def struck_replacement_relisted() -> Whole:
    """The replacement lynched: "~~Rook (in for Wren)~~ - Town Cop, lynched D1"."""
    relist = numbered(["Ivo", "Juno", "Lark", f"{strike('Rook (in for Wren)')} - Town Cop, "
                       "lynched D1", "Ember"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 1025<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Aster", "Rook replaces Wren."),
        ("Ivo", vote("Rook")), ("Juno", vote("Rook")), ("Rook", vote("Ivo")), ("Lark", vote("Rook")),
        ("Aster", "Rook has been lynched. Rook was a Town Cop. Night 1 begins."),
        ("Aster", f"{day(2, 3, 2, 'Ember was killed in the night. ')}<br>{relist}"),
        ("Juno", vote("Ivo")),
    ]  # fmt: skip
    return Whole(
        "struck_replacement_relisted", posts, FIVE, ["Aster"],
        days={1: {"Rook": 3, "Ivo": 1}, 2: {"Ivo": 1}}, lynched={1: "Rook"},
        backups=["Rook"], subs=[("Wren", "Rook")], living={2: ["Ivo", "Juno", "Lark"]},
    )  # fmt: skip


def square_bracket_notes() -> Whole:
    """Notes in square brackets ("Wren [GMT+1]", "Ember [V]"); Wren, Ember and Kes have
    not posted when init runs."""
    lines = ["Ivo [he/him]", "Juno [she/her]", "Lark [V]", "Wren [GMT+1]", "Ember [V]", "Kes"]
    posts = [
        ("Aster", f"Mini 1026<br>{numbered(lines, 'Players')}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Lark")), ("Lark", vote("Ivo")), ("Juno", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Lark", ["Ivo", "Juno"]), ("Ivo", ["Lark"])],
                        ["Wren", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole("square_bracket_notes", posts, SIX, ["Aster"], days={1: {"Lark": 2, "Ivo": 1}})


def replaced_before_posting_relisted() -> Whole:
    """Wren never posts: Rook, then Tansy replace the slot; the list is re-posted as
    "Wren -> Rook -> Tansy" (only the later two known to the thread)."""
    relist = numbered(["Ivo", "Juno", "Lark", "Wren -> Rook -> Tansy", "Ember", "Kes"])
    posts = [
        ("Aster", f"Mini 1027<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Kes", vote("Rook")),
        ("Aster", "Tansy replaces Rook."),
        ("Aster", relist),
        ("Tansy", vote("Kes")), ("Ivo", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Tansy", "Ivo"]), ("Tansy", ["Kes"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "replaced_before_posting_relisted", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Tansy": 1}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Rook", "Tansy")],
    )  # fmt: skip


SERVED20_MORE = [opening_list_edited_mid_game, thirteen_ins_closed]
ZOO20_PHPBB_MORE = [
    opening_list_edited_mid_game,
    fresh_table_with_pronouns,
    fresh_zones_and_tags,
    relisted_alive_and_dead_sections,
    pronouns_after_a_dash_and_a_replacement,
    a_reviewer_thanked_in_the_opening,
    cohost_leaves_and_another_takes_over,
    thirteen_ins_closed,
    modkill_replacement_refused,
    struck_replacement_relisted,
    square_bracket_notes,
    replaced_before_posting_relisted,
]

# each thread with its day chatter: 20 to 60 posts (``chatter.padded``)
ZOO20_PHPBB_MORE = [padded(f) for f in ZOO20_PHPBB_MORE]


SERVED20_MORE = [padded(f) for f in SERVED20_MORE]


def opening_table_edited_with_a_replacement_column() -> Whole:
    """(review20r) The opening post's "Slot | Player | Replaced by" table, edited since:
    "3 | Lark | Rook" (Lark first, then Rook; was read as Rook, then Lark)."""

    def opening(rows: list[list[str]]) -> str:
        return f"Mini 1028<br>{table(rows, ['Slot', 'Player', 'Replaced by'])}<br>{day(1, 6, 4)}"

    first = [[str(i), n, ""] for i, n in enumerate(SIX, 1)]
    edited = [[str(i), n, "Rook" if n == "Lark" else ""] for i, n in enumerate(SIX, 1)]
    posts = [
        ("Aster", opening(edited)),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")), ("Wren", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", "Rook replaces Lark."),
        ("Aster", day(2, 5, 3, "Nobody died. ")),
        ("Rook", vote("Ember")), ("Ivo", vote("Ember")),
        ("Aster", count("Vote Count 2.1", [("Ember", ["Rook", "Ivo"])], ["Juno", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "opening_table_edited_with_a_replacement_column", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Ember": 2}}, lynched={1: "Kes"}, backups=["Rook"],
        subs=[("Lark", "Rook")], edits={0: opening(first)},
    )  # fmt: skip


ZOO20_PHPBB_MORE.append(padded(opening_table_edited_with_a_replacement_column))
