"""A host's first run on whole invented threads, tenth batch (initzoo26; data in
``tests/sync/whole/zoo26_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo26_discourse import ZOO26_DISCOURSE, ZOO26_OTHER
from tests.sync.whole.zoo26_phpbb import ZOO26_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO26_PHPBB, *ZOO26_DISCOURSE, *ZOO26_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the tenth batch added, and their near misses -----------------------------


@pytest.mark.parametrize(
    ("line", "known", "want"),
    [
        # a word to the players or the names' status after the names: the names
        ("Ivo, Juno, Lark, Wren, Ember, Kes, Team", SLOTS[:3], [(n,) for n in SLOTS]),
        ("Ivo, Juno, Lark, Wren, Confirmed", SLOTS[:2], [(n,) for n in SLOTS[:4]]),
        # a lurker first on a comma line: a slot, as anywhere else on the line
        ("Ivo, Juno, Lark, Wren, Ember", SLOTS[1:4], [(n,) for n in SLOTS[:5]]),
        ("Kes, Juno, Lark, Wren, Team", SLOTS[1:4], [(n,) for n in ["Kes", *SLOTS[1:4]]]),
        # near misses: a greeting, a word of prose or a list's word first (said to the
        # names), two parts, a lurker first and too few known; amid the names, a login
        ("Hello, Juno, Lark, Wren", SLOTS[1:4], []),
        ("Team, Juno, Lark, Wren", SLOTS[1:4], []),
        ("Well, Juno, Lark, Wren", SLOTS[1:4], []),
        ("Thanks, Juno, Lark and Wren", SLOTS[1:4], []),
        ("Ivo, Juno", SLOTS[1:2], []),
        ("Ivo, Juno, Ember, Kes, Tansy", SLOTS[1:3], []),
        ("Ivo, Juno, Team, Lark, Wren", SLOTS[:4], [(n,) for n in ["Ivo", "Juno", "Team", "Lark", "Wren"]]),
    ],
)  # fmt: skip
def test_a_comma_lines_first_and_last_words(line, known, want):
    assert listed_slots(f"<p>{line}</p>", known) == want


def test_a_seat_list_heading_and_a_free_seat():
    from tests.sync.whole import bold

    seats = "<br>".join(
        f"Seat {i}: {n}" for i, n in enumerate(["Ivo", "Juno", "Free", "Wren", "Ember"], 1)
    )
    for heading in ("Seats", "Slots (3/4):"):
        html = f"{bold(heading)}<br>{seats}<br>One seat left: post /in."
        assert listed_slots(html, ["Lark"]) == [
            ("Ivo",),
            ("Juno",),
            ("Free",),
            ("Wren",),
            ("Ember",),
        ]
    # near misses: a heading with words before it is no list's ("Open seats"), its names
    # read only when known
    html = f"{bold('Open seats')}<br>Ivo<br>Juno<br>Wren"
    assert listed_slots(html, ["Lark", "Juno"]) == [("Juno",)]


@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("Sign-ups for Mini 12 are open now: post /in.", True),
        ("Cancelled. Sign-ups for the next game are open: post /in again.", True),
        ("Sign-ups are open here: post /in.", True),
        # another game's sign-ups, said off topic or sent elsewhere: no call
        ("Off topic: sign-ups for my next game are open.", False),
        ("OT: sign-ups for Mini 13 are open, post /in.", False),
        ("Sign-ups for my next game are open in the queue.", False),
        ("Sign-ups for Mini 13 are open in the other thread.", False),
        ("Mini 13 needs players! Post /in there, not here.", False),
        ("Sign-ups for Mini 13 are open elsewhere.", False),
        # near misses: "topic" or "queue" said otherwise still calls
        ("On topic: sign-ups are open, post /in.", True),
        ("Queue up! Sign-ups are open: post /in.", True),
    ],
)
def test_a_call_for_another_games_signups_is_none(text, call):
    from votecount.parser.host.opening import calls_for_signups

    assert calls_for_signups(f"<p>{text}</p>") is call


def test_a_lurker_named_in_the_count_keeps_his_slot():
    # the list's open seat left out: one who signed up later is a slot of his own, not
    # the slot of a listed player the count's "Not voting" still names
    from votecount.parser.host.listed import ListedSlot
    from votecount.parser.host.players import FoundPlayers, chosen_players

    listed = FoundPlayers(tuple(ListedSlot((n,), n) for n in ["Ivo", "Juno", "Wren"]), 0, "list")
    count = FoundPlayers((ListedSlot(("Juno",), ""), ListedSlot(("Lark",), "")), 9, "count",
                         ("Ivo", "Wren"))  # fmt: skip
    posted = {"juno": 3, "lark": 2}
    slots, _ = chosen_players([listed, count], posted)
    assert [s.names for s in slots] == [("Ivo",), ("Juno",), ("Wren",), ("Lark",)]
    # near miss: the count names no listed lurker: the newcomer takes the first free slot
    count = FoundPlayers((ListedSlot(("Juno",), ""), ListedSlot(("Lark",), "")), 9, "count")
    slots, _ = chosen_players([listed, count], posted)
    assert [s.names for s in slots] == [("Lark", "Ivo"), ("Juno",), ("Wren",)]
