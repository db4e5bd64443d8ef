"""Review of initzoo22's roster and suggestion rules (review22r): whole invented threads
near each rule's edge, run as ``init --from`` → ``events accept --all`` → ``count``
(``tests/sync/test_whole_threads.py``), every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole import Whole, count, d_count, d_vote, numbered, quote, vote
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo19_discourse import p
from tests.sync.whole.zoo20_discourse import d_day, ol
from tests.sync.whole.zoo20_phpbb import day, table

SIX = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]


def a_player_named_like_an_open_slot() -> Whole:
    """A player whose login is "Tbd": his slot is no open one (was dropped, the list a
    slot short)."""
    names = ["Ivo", "Juno", "Lark", "Tbd", "Ember", "Kes"]
    posts = [
        ("Aster", f"Mini 2290<br>{numbered(names)}<br>{day(1, 6, 4)}"),
        ("Tbd", vote("Ivo")), ("Ivo", vote("Tbd")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Tbd", "Juno"]), ("Tbd", ["Ivo"])],
                        ["Lark", "Ember", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "a_player_named_like_an_open_slot", posts, names, ["Aster"],
        days={1: {"Ivo": 2, "Tbd": 1}},
    )  # fmt: skip


def d_quoted_picture_of_a_fake_flip() -> Whole:
    """A player posts a picture whose alt text is a flip; the host quotes it to tell him
    off: nobody died (was Juno's death suggested and accepted)."""
    fake = '<p><img src="/uploads/default/flip.png" alt="Juno has been killed"></p>'
    posts = [
        ("Aster", p("Mafia 2291") + p("<strong>Players</strong>") + ol(SIX) + d_day(1, 6, 4)),
        ("Kes", fake + p("lol")),
        ("Aster", '<aside class="quote"><div class="title">Kes:</div><blockquote>'
                  + fake + "</blockquote></aside>" + p("No fake flips, please.")),
        ("Juno", d_vote("Kes")), ("Ivo", d_vote("Kes")), ("Kes", d_vote("Juno")),
        ("Aster", d_count("Vote Count 1.1", [("Kes", ["Juno", "Ivo"]), ("Juno", ["Kes"])],
                          ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "d_quoted_picture_of_a_fake_flip", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Juno": 1}}, living={1: SIX}, engine="discourse",
    )  # fmt: skip


def quoted_picture_on_phpbb() -> Whole:
    fake = '<img src="https://img.example/flip.png" class="postimage" alt="Lark has died">'
    posts = [
        ("Aster", f"Mini 2292<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ember", f"{fake}<br>too soon?"),
        ("Aster", quote("Ember", fake) + "Please don't post fake flips."),
        ("Lark", vote("Ember")), ("Wren", vote("Ember")), ("Ember", vote("Lark")),
        ("Aster", count("Vote Count 1.1", [("Ember", ["Lark", "Wren"]), ("Lark", ["Ember"])],
                        ["Ivo", "Juno", "Kes"])),
    ]  # fmt: skip
    return Whole(
        "quoted_picture_on_phpbb", posts, SIX, ["Aster"], days={1: {"Ember": 2, "Lark": 1}},
        living={1: SIX},
    )  # fmt: skip


def a_lurker_replaced_before_any_count() -> Whole:
    """Wren never posts and is replaced before the first count: Rook, in the count, came
    in for a listed player."""
    posts = [
        ("Aster", f"Mini 2293<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Rook"]), ("Ivo", ["Kes"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_lurker_replaced_before_any_count", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def a_lurker_replaced_twice_before_any_count() -> Whole:
    """Rook in for Wren (who never posted), Tansy in for Rook, then the first count."""
    posts = [
        ("Aster", f"Mini 2294<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Aster", "Rook replaces Wren."), ("Rook", "Hi all, reading."),
        ("Aster", "Rook has flaked. Tansy replaces Rook."),
        ("Tansy", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Tansy"]), ("Ivo", ["Kes"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_lurker_replaced_twice_before_any_count", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rook", "Tansy"],
        subs=[("Wren", "Rook"), ("Rook", "Tansy")],
    )  # fmt: skip


def a_lurker_replaced_the_count_naming_the_newcomer_short() -> Whole:
    """Rookwood replaces Wren (who never posted); the count calls him "Rook"."""
    posts = [
        ("Aster", f"Mini 2295<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Aster", "Rookwood replaces Wren."),
        ("Rookwood", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Rook"]), ("Ivo", ["Kes"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_lurker_replaced_the_count_naming_the_newcomer_short", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rookwood"], subs=[("Wren", "Rookwood")],
    )  # fmt: skip


def a_lurker_listed_by_a_nickname_replaced() -> Whole:
    """The list writes "Wrenny" for Wren, who never posts; "Rook replaces Wren"."""
    names = ["Ivo", "Juno", "Lark", "Wrenny", "Ember", "Kes"]
    posts = [
        ("Aster", f"Mini 2296<br>{numbered(names)}<br>{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Rook"]), ("Ivo", ["Kes"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_lurker_listed_by_a_nickname_replaced", posts, names, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rook"], subs=[("Wrenny", "Rook")],
    )  # fmt: skip


def an_open_slot_taken_then_a_list_of_the_living(apart: bool = False) -> Whole:
    """ "6. [open]" taken by Kes in a sentence; the night's list of the living under the
    lynch (was read as the open slot filled: Wren first) or in a post of its own (was the
    first full list: Wren no player)."""
    living = numbered(["Ivo", "Juno", "Lark", "Ember", "Kes"], "Living players")
    lynch = "Wren has been lynched. Wren was a Mafia Goon. Night 1 begins."
    night = (
        [("Aster", lynch), ("Aster", living)] if apart else [("Aster", f"{lynch}<br><br>{living}")]
    )
    posts = [
        ("Aster", f"Mini 2297<br>{numbered([*SIX[:5], '[open]'])}<br>One more, anyone?"),
        ("Kes", "/in"), ("Aster", "Kes takes the last slot, welcome!"),
        ("Aster", day(1, 6, 4)),
        ("Wren", vote("Ivo")), ("Ivo", vote("Wren")), ("Juno", vote("Wren")),
        ("Kes", vote("Wren")), ("Lark", vote("Wren")), *night,
        ("Aster", day(2, 5, 3, "Nobody died. ")),
        ("Kes", vote("Ivo")), ("Ember", "Morning all."), ("Ivo", vote("Kes")),
        ("Aster", count("Vote Count 2.1", [("Kes", ["Ivo"]), ("Ivo", ["Kes"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "an_open_slot_taken_then_a_list_of_the_living" + ("_apart" if apart else ""), posts,
        SIX, ["Aster"], days={1: {"Wren": 4, "Ivo": 1}, 2: {"Kes": 1, "Ivo": 1}},
        lynched={1: "Wren"}, living={2: ["Ivo", "Juno", "Lark", "Ember", "Kes"]},
    )  # fmt: skip


def a_list_of_the_living_in_a_post_of_its_own() -> Whole:
    return an_open_slot_taken_then_a_list_of_the_living(apart=True)


def sides_revealed_in_a_table_at_the_end() -> Whole:
    """Rook replaces Wren; the game ends; the host reveals a "Town | Mafia" table."""
    reveal = table([["Ivo", "Kes"], ["Juno", "Ember"], ["Lark", ""], ["Rook (replaced Wren)", ""]],
                   ["Town", "Mafia"])  # fmt: skip
    posts = [
        ("Aster", f"Mini 2298<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Wren", vote("Kes")), ("Aster", "Rook replaces Wren."),
        ("Rook", vote("Kes")), ("Ivo", vote("Kes")), ("Juno", vote("Kes")), ("Lark", vote("Kes")),
        ("Aster", "Kes has been lynched. Kes was a Mafia Goon. Night 1 begins."),
        ("Aster", day(2, 5, 3, "Nobody died. ")),
        ("Ivo", vote("Ember")), ("Juno", vote("Ember")), ("Rook", vote("Ember")),
        ("Aster", "Ember has been lynched. Ember was a Mafia Goon. Town wins!<br>" + reveal),
    ]  # fmt: skip
    return Whole(
        "sides_revealed_in_a_table_at_the_end", posts, SIX, ["Aster"],
        days={1: {"Kes": 4}, 2: {"Ember": 3}}, lynched={1: "Kes", 2: "Ember"},
        backups=["Rook"], subs=[("Wren", "Rook")],
    )  # fmt: skip


def a_backup_in_thread_who_got_a_slot() -> Whole:
    """Tansy posts "/in as backup"; Wren drops before the list; Tansy is listed, Rook is
    the backup."""
    names = ["Ivo", "Juno", "Lark", "Tansy", "Ember"]
    posts = [
        ("Aster", "Mini 2299 sign-ups. Post /in."),
        *[(n, "/in") for n in ["Ivo", "Juno", "Lark", "Wren", "Ember"]],
        ("Tansy", "/in as backup"), ("Wren", "/out, sorry"),
        ("Aster", f"{numbered(names)}<br><br>Backups:<br>Rook<br>Thanks all<br><br>"
                  f"{day(1, 5, 3)}"),
        ("Tansy", vote("Ivo")), ("Ivo", vote("Tansy")), ("Juno", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Tansy", "Juno"]), ("Tansy", ["Ivo"])],
                        ["Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_backup_in_thread_who_got_a_slot", posts, names, ["Aster"],
        days={1: {"Ivo": 2, "Tansy": 1}}, backups=["Rook"],
    )  # fmt: skip


def a_conditional_replacement_dropped_then_another() -> Whole:
    """ "Marlow replaces Ivo, unless Ivo posts by tonight": Ivo posts; Marlow later
    replaces Wren and "Marlow is in." (was Ivo replaced by Marlow too)."""
    posts = [
        ("Aster", f"Mini 2300<br>{numbered(SIX)}<br>{day(1, 6, 4)}"),
        ("Aster", "Marlow replaces Ivo, unless Ivo posts by tonight."),
        ("Ivo", vote("Kes")), ("Aster", "Ivo is back, never mind."),
        ("Wren", vote("Kes")), ("Aster", "Wren has asked out. Marlow replaces Wren."),
        ("Aster", "Marlow is in."),
        ("Marlow", vote("Ivo")), ("Kes", vote("Ivo")),
        ("Aster", count("Vote Count 1.1", [("Ivo", ["Marlow", "Kes"]), ("Kes", ["Ivo"])],
                        ["Juno", "Lark", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "a_conditional_replacement_dropped_then_another", posts, SIX, ["Aster"],
        days={1: {"Ivo": 2, "Kes": 1}}, backups=["Marlow"], subs=[("Wren", "Marlow")],
    )  # fmt: skip


def backups_over_a_one_word_sign_off() -> Whole:
    """ "Backups:" over "Rook" and "Enjoy!": Rook is the one backup (was "Enjoy" too)."""
    posts = [
        ("Aster", f"Mini 2301<br>{numbered(SIX)}<br><br>Backups:<br>Rook<br>Enjoy<br><br>"
                  f"{day(1, 6, 4)}"),
        ("Ivo", vote("Kes")), ("Kes", vote("Ivo")), ("Juno", vote("Kes")),
        ("Aster", count("Vote Count 1.1", [("Kes", ["Ivo", "Juno"]), ("Ivo", ["Kes"])],
                        ["Lark", "Wren", "Ember"])),
    ]  # fmt: skip
    return Whole(
        "backups_over_a_one_word_sign_off", posts, SIX, ["Aster"],
        days={1: {"Kes": 2, "Ivo": 1}}, backups=["Rook"],
    )  # fmt: skip


REVIEW22R = [a_player_named_like_an_open_slot, d_quoted_picture_of_a_fake_flip,
             quoted_picture_on_phpbb, a_lurker_replaced_before_any_count,
             a_lurker_replaced_twice_before_any_count,
             a_lurker_replaced_the_count_naming_the_newcomer_short,
             a_lurker_listed_by_a_nickname_replaced,
             an_open_slot_taken_then_a_list_of_the_living, a_list_of_the_living_in_a_post_of_its_own,
             sides_revealed_in_a_table_at_the_end,
             a_backup_in_thread_who_got_a_slot, a_conditional_replacement_dropped_then_another,
             backups_over_a_one_word_sign_off]  # fmt: skip


@pytest.mark.parametrize("whole", params(REVIEW22R))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []
