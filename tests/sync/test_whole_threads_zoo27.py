"""A host's first run on whole invented threads, eleventh batch (initzoo27; data in
``tests/sync/whole/zoo27_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo27_discourse import ZOO27_DISCOURSE, ZOO27_OTHER
from tests.sync.whole.zoo27_phpbb import ZOO27_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO27_PHPBB, *ZOO27_DISCOURSE, *ZOO27_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the eleventh batch added, and their near misses ---------------------------


@pytest.mark.parametrize(
    ("lines", "known", "want"),
    [
        # a slot kept for a player: his slot
        (["Slot 1: Ivo", "Slot 2: Juno", "Slot 3: Lark", "Slot 4: Wren",
          "Slot 5: reserved for Ember"], SLOTS[:2] + ["Ember"], [(n,) for n in SLOTS[:5]]),
        (["1. Ivo", "2. Juno", "3. Lark", "4. held for Ember"], SLOTS[:3] + ["Ember"],
         [("Ivo",), ("Juno",), ("Lark",), ("Ember",)]),
        # near misses: "reserved" alone (an open seat's word, left for players._OPEN), a
        # player who reserved a seat
        (["Slot 1: Ivo", "Slot 2: Juno", "Slot 3: Lark", "Slot 4: reserved"], SLOTS[:2],
         [("Ivo",), ("Juno",), ("Lark",), ("reserved",)]),
        (["1. Ivo", "2. Juno", "3. Ember reserved a seat"], ["Ivo", "Juno", "Ember"],
         [("Ivo",), ("Juno",), ("Ember",)]),
        # Roman slot numbers in capitals
        ([f"{r}. {n}" for r, n in zip(["I", "II", "III", "IV", "V"], SLOTS, strict=False)],
         SLOTS, [(n,) for n in SLOTS[:5]]),
        (["IX) Ivo", "X) Juno", "XI) Lark"], SLOTS[:3], [(n,) for n in SLOTS[:3]]),
        # near misses: lower case ("i. ivo" is no Roman number), no space after the dot
        (["i. ivo", "ii. juno", "iii. lark"], ["ivo", "juno"], []),
        # the host in his own list, marked not playing: left out, the list one block
        (["Players", "Aster (host, not playing)", "Ivo", "Juno", "Lark", "Wren", "Ember"],
         ["Ivo", "Lark", "Ember"], [(n,) for n in SLOTS[:5]]),
        (["Players", "Tansy (mod, non-playing)", "Ivo", "Juno", "Lark", "Wren", "Ember"],
         ["Ivo", "Lark", "Ember"], [(n,) for n in SLOTS[:5]]),
        # near miss: "(host, playing)" plays
        (["Players", "Tansy (host, playing)", "Ivo", "Juno", "Lark"],
         ["Tansy", "Ivo", "Juno", "Lark"],
         [("Tansy",), ("Ivo",), ("Juno",), ("Lark",)]),
        # a spectators' list after the players, bulleted: none of its names plays
        (["Players", "- Ivo", "- Juno", "- Lark", "", "Spectators", "- Tansy", "- Bramble"],
         ["Ivo", "Juno", "Lark", "Bramble"], [("Ivo",), ("Juno",), ("Lark",)]),
    ],
)  # fmt: skip
def test_a_list_lines_new_shapes(lines, known, want):
    assert listed_slots("<p>" + "<br>".join(lines) + "</p>", known) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Alternates: Marlow, Saffron", ["Marlow", "Saffron"]),
        ("Alternate: Marlow", ["Marlow"]),
        ("Backups: Rook", ["Rook"]),
        # near misses: an alternate host or account is no backup; none named
        ("Alternate host: Marlow", []),
        ("Alternate account: Marlow", []),
        ("Alternates: none yet", []),
    ],
)
def test_alternates_are_backups(line, want):
    from votecount.parser.host.list_words import backups_named

    assert backups_named(line) == want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Game restarted, new list:", True),
        ("We are restarting with these players.", True),
        # near misses: a day begun, a new list after a replacement
        ("Day 1 starts now.", False),
        ("New list after the replacement:", False),
    ],
)
def test_a_restart_is_said(text, want):
    from votecount.parser.host.list_words import restarted

    assert restarted(text) is want
