"""Whole invented threads of the fifth to seventh batches (initzoo21, initzoo22,
initzoo23) served over real HTTP on 127.0.0.1. Fifth: five MafiaScum threads by the local
phpBB server (a sign-up thread apart, lettered slots, backups who replace in, a list
edited to add a replacement, an "Alive | Dead" table) and three Discourse threads by the
local Discourse server (a display name changed mid-game, backups, a "Character | Player"
table). Sixth: four phpBB threads (a host handing the game to a new account, pronouns in a
"1)" list, a slot replaced twice over two days, an "[open]" slot filled later) and two
Discourse threads (a host handing over, display names and @mentions mixed). Seventh: four
phpBB threads (a sign-up thread linked and re-listed, a list only in a spoiler titled
"Players", a list re-sorted with "(replacing Ivo)", flags and smilies per player) and two
Discourse threads (a bot account posting the counts, a details block titled "Players").
Each: ``init URL`` with no ``--from``, then ``events accept --all`` and ``count``."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.servers.discourse import serve_topic
from tests.servers.phpbb import serve_phpbb
from tests.sync.test_whole_threads import params, run, wrong_facts
from tests.sync.test_whole_threads_served import topic
from tests.sync.test_whole_threads_served_zoo19 import discourse_topic, footer, zone_name
from tests.sync.whole.zoo21_discourse import SERVED21_DISCOURSE
from tests.sync.whole.zoo21_phpbb import SERVED21
from tests.sync.whole.zoo22_discourse import SERVED22_DISCOURSE
from tests.sync.whole.zoo22_phpbb import SERVED22
from tests.sync.whole.zoo23_discourse import SERVED23_DISCOURSE
from tests.sync.whole.zoo23_phpbb import SERVED23


@pytest.mark.parametrize("whole", params([*SERVED21, *SERVED22, *SERVED23]))
def test_a_whole_thread_served_by_phpbb_needs_no_hand_edit(tmp_path, whole):
    zone = timezone(timedelta(hours=whole.zone_hours))
    with serve_phpbb(topic(whole), zone=zone, footer=footer(whole.zone_hours)) as server:
        run(tmp_path, "init", server.thread_url)
        wrong = wrong_facts(tmp_path, whole)
    text = (tmp_path / "game.toml").read_text()
    if f'timezone = "{zone_name(whole.zone_hours)}"' not in text:
        wrong.append(f"timezone: want {zone_name(whole.zone_hours)}")
    assert wrong == []


@pytest.mark.parametrize(
    "whole", params([*SERVED21_DISCOURSE, *SERVED22_DISCOURSE, *SERVED23_DISCOURSE])
)
def test_a_whole_thread_served_by_discourse_needs_no_hand_edit(tmp_path, whole):
    served = discourse_topic(whole)
    with serve_topic(served) as server:
        run(tmp_path, "init", server.thread_url(served))
        assert wrong_facts(tmp_path, whole) == []
