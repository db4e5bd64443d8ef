"""Review of initzoo23's roster rules and the lead's replacement-to-confirm and take-back
rules (review23r): whole invented threads near each rule's edge, run as ``init --from``
→ ``events accept --all`` → ``count`` (``tests/sync/test_whole_threads.py``), every wrong
fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole import Whole, bold, count, numbered, vote
from tests.sync.whole.chatter import padded
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo20_phpbb import FIVE, SIX, day, table

MAJORITY = "With {} alive it takes {} to lynch."


def flags_on_one_line() -> Whole:
    """The players on one line, a flag before each, all posting: one slot each (was one
    slot of five, Ember first)."""
    flags = ["\U0001f1ec\U0001f1e7", "\U0001f1e9\U0001f1ea", "\U0001f1eb\U0001f1f7",
             "\U0001f1e7\U0001f1f7", "\U0001f1ef\U0001f1f5"]  # fmt: skip
    line = ", ".join(f"{f} {n}" for f, n in zip(flags, FIVE, strict=True))
    posts = [
        ("Aster", f"Mini 2330<br>{bold('Players')}<br>{line}<br><br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Juno", vote("Wren")),
        ("Lark", vote("Juno")), ("Ember", vote("Juno")),
        ("Aster", count("Vote Count 1.1", [("Wren", ["Ivo", "Juno"]), ("Juno", ["Lark", "Ember"]),
                                           ("Ivo", ["Wren"])], [])),
    ]  # fmt: skip
    return Whole(
        "flags_on_one_line", posts, FIVE, ["Aster"], days={1: {"Wren": 2, "Juno": 2, "Ivo": 1}}
    )


def count_table_of_wagons_voted_by() -> Whole:
    """The host's count as a "Player | Voted by" table of the wagons: no list of players
    (was read as one, a slot per wagon)."""
    wagons = table([["Kes", "Ivo, Juno"], ["Ivo", "Kes"]], ["Player", "Voted by"])
    posts = [
        ("Aster", f"Mini 2331<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", f"{bold('Vote Count 1.1')}<br>{wagons}<br>Not voting: Lark, Wren, Ember"),
        ("Lark", vote("Kes")),
        ("Aster", count("Vote Count 1.2", [("Kes", ["Ivo", "Juno", "Lark"]), ("Ivo", ["Kes"])],
                        ["Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "count_table_of_wagons_voted_by", posts, SIX, ["Aster"], days={1: {"Kes": 3, "Ivo": 1}}
    )


def once_he_confirms_then_another_replacement() -> Whole:
    """A replacement to be confirmed, then another made in the same post: both come in."""
    posts = [
        ("Aster", f"Mini 2332<br>{numbered(FIVE)}<br>{day(1, 5, 3)}"),
        ("Ivo", vote("Wren")), ("Wren", vote("Ivo")), ("Lark", vote("Ivo")),
        ("Aster", "Ivo has asked out. Marlow will replace Ivo once he confirms. "
                  "Also, Saffron replaces Lark, effective immediately."),
        ("Juno", vote("Wren")), ("Saffron", vote("Juno")),
        ("Aster", "He has confirmed. Welcome, Marlow!"),
        ("Marlow", vote("Juno")),
        ("Aster", count("Vote Count 1.2", [("Juno", ["Saffron", "Marlow"]), ("Wren", ["Juno"]),
                                           ("Marlow", ["Wren"])], ["Ember"])),
    ]  # fmt: skip
    return Whole(
        "once_he_confirms_then_another_replacement", posts, FIVE, ["Aster"],
        days={1: {"Juno": 2, "Wren": 1, "Marlow": 1}}, backups=["Marlow", "Saffron"],
        subs=[("Lark", "Saffron"), ("Ivo", "Marlow")],
    )  # fmt: skip


def lynch_post_that_was_not_the_lynch_we_needed() -> Whole:
    """A lynch post whose flavour says "that was not the lynch we needed": the lynch
    stands."""
    posts = [
        ("Aster", f"Mini 2333<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Wren", vote("Kes")),
        ("Aster", "Kes has been lynched! Kes was a Vanilla Townie. "
                  "That was not the lynch the town needed.<br>Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "lynch_post_that_was_not_the_lynch_we_needed", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}}, lynched={1: "Kes"},
    )  # fmt: skip


def taken_back_then_lynched_in_the_same_post() -> Whole:
    """The host takes back an earlier lynch, then a late-counted vote lynches in the same
    post, a line below: the lynch stands."""
    posts = [
        ("Aster", f"Mini 2334<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", "Kes has been lynched."),
        ("Wren", vote("Kes")),
        ("Aster", "Correction: that was not a lynch, it was only 3 votes.<br>"
                  "With Wren's vote it is 4 now: Kes has been lynched. Kes was a Mafia Goon."
                  "<br>Night 1 begins."),
    ]  # fmt: skip
    return Whole(
        "taken_back_then_lynched_in_the_same_post", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}}, lynched={1: "Kes"},
    )  # fmt: skip


REVIEW23R = [padded(f) for f in [
    flags_on_one_line, count_table_of_wagons_voted_by,
    once_he_confirms_then_another_replacement, lynch_post_that_was_not_the_lynch_we_needed,
    taken_back_then_lynched_in_the_same_post,
]]  # fmt: skip


@pytest.mark.parametrize("whole", params(REVIEW23R))
def test_a_whole_thread_near_review23rs_edges(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []
