"""A host's first run on whole invented threads, twelfth batch (initzoo28; data in
``tests/sync/whole/zoo28_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo28_discourse import ZOO28_DISCOURSE, ZOO28_OTHER
from tests.sync.whole.zoo28_phpbb import ZOO28_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO28_PHPBB, *ZOO28_DISCOURSE, *ZOO28_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the twelfth batch added, and their near misses ----------------------------


@pytest.mark.parametrize(
    ("lines", "known", "want"),
    [
        # the host's or a mod's line noted "not playing" / "no slot" amid the list, a known
        # name below it: left out, the lurkers around it read
        (["Players", "Ivo", "Juno", "Aster (host, not playing)", "Lark", "Wren", "Ember"],
         ["Ivo", "Lark", "Ember"], [(n,) for n in SLOTS[:5]]),
        (["1. Ivo", "2. Juno", "Tansy (mod, no slot)", "3. Lark", "4. Wren", "5. Ember"],
         ["Ivo", "Juno", "Ember", "Tansy"], [(n,) for n in SLOTS[:5]]),
        # near misses: no note ("Aster - host" ends the block as before); the note after the
        # list with only unknown names below; a blank line below it
        (["Players", "Ivo", "Juno", "Lark", "Wren", "Ember", "Aster - host", "Marlow",
          "Tansy"], ["Ivo", "Juno", "Ember"], [(n,) for n in SLOTS[:5]]),
        (["Players", "Ivo", "Juno", "Lark", "Wren", "Ember", "Aster (host, not playing)",
          "Marlow", "Tansy"], ["Ivo", "Juno", "Ember"], [(n,) for n in SLOTS[:5]]),
        (["Players", "Ivo", "Juno", "Lark", "Aster (host, not playing)", "", "Wren",
          "Ember"], ["Ivo", "Juno", "Lark", "Wren", "Ember"],
         [("Ivo",), ("Juno",), ("Lark",), ("Wren",), ("Ember",)]),
        # a section's number before the list's heading: Roman or Arabic
        (["I. Rules", "Be civil.", "", "II. Players", "Ivo", "Juno", "Lark", "Wren", "Ember",
          "Kes"], ["Ivo", "Lark", "Ember", "Kes"], [(n,) for n in SLOTS]),
        (["2) Player List", "Ivo", "Juno", "Lark", "Wren", "Ember"], ["Ivo", "Juno", "Ember"],
         [(n,) for n in SLOTS[:5]]),
        # an aside's Roman heading, then the players' (review27r's leftover)
        (["I. Spectators", "Tansy", "Bramble", "II. Players", "Ivo", "Juno", "Lark", "Wren",
          "Ember"], ["Ivo", "Juno", "Ember", "Tansy"], [(n,) for n in SLOTS[:5]]),
        # near miss: lower-case "ii." is no number
        (["ii. players", "Ivo", "Juno", "Lark", "Wren", "Ember"], ["Ivo", "Juno", "Ember"],
         [("Ivo",), ("Juno",), ("Ember",)]),
        # a waiting list under the players: none of its names plays
        (["Players", "1. Ivo", "2. Juno", "3. Lark", "", "Waiting list", "Marlow", "Tansy"],
         ["Ivo", "Juno", "Lark", "Marlow"], [("Ivo",), ("Juno",), ("Lark",)]),
        # "Full!" under the list is no slot; a player "Fuller" is one
        (["Signed up", *(f"{i}. {n}" for i, n in enumerate(SLOTS, 1)), "Full!"], SLOTS,
         [(n,) for n in SLOTS]),
        (["Signed up", *(f"{i}. {n}" for i, n in enumerate(SLOTS[:5], 1)), "Fuller"],
         [*SLOTS[:5], "Fuller"], [*((n,) for n in SLOTS[:5]), ("Fuller",)]),
    ],
)  # fmt: skip
def test_a_list_lines_new_shapes(lines, known, want):
    assert listed_slots("<p>" + "<br>".join(lines) + "</p>", known) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Waitlist: Tansy, Bramble", ["Tansy", "Bramble"]),
        ("Wait-list: Tansy", ["Tansy"]),
        ("Waiting list: Marlow", ["Marlow"]),
        # near misses: none named, an invitation
        ("Waitlist: none yet", []),
        ("Waitlist: PM me to join", []),
    ],
)
def test_a_waiting_list_names_backups(line, want):
    from votecount.parser.host.list_words import backups_listed

    assert backups_listed([line]) == want
