"""Whole invented threads of the seventh batch (initzoo23) served over real HTTP on
127.0.0.1: four MafiaScum threads by the local phpBB server (a sign-up thread linked and
re-listed, a list only in a spoiler titled "Players", a list re-sorted with "(replacing
Ivo)", flags and smilies per player) and two Discourse threads by the local Discourse
server (a bot account posting the counts, a details block titled "Players"). Each:
``init URL`` with no ``--from``, then ``events accept --all`` and ``count``."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.servers.discourse import serve_topic
from tests.servers.phpbb import serve_phpbb
from tests.sync.test_whole_threads import params, run, wrong_facts
from tests.sync.test_whole_threads_served import topic
from tests.sync.test_whole_threads_served_zoo19 import discourse_topic, footer, zone_name
from tests.sync.whole.zoo23_discourse import SERVED23_DISCOURSE
from tests.sync.whole.zoo23_phpbb import SERVED23


@pytest.mark.parametrize("whole", params(SERVED23))
def test_a_whole_thread_served_by_phpbb_needs_no_hand_edit(tmp_path, whole):
    zone = timezone(timedelta(hours=whole.zone_hours))
    with serve_phpbb(topic(whole), zone=zone, footer=footer(whole.zone_hours)) as server:
        run(tmp_path, "init", server.thread_url)
        wrong = wrong_facts(tmp_path, whole)
    text = (tmp_path / "game.toml").read_text()
    if f'timezone = "{zone_name(whole.zone_hours)}"' not in text:
        wrong.append(f"timezone: want {zone_name(whole.zone_hours)}")
    assert wrong == []


@pytest.mark.parametrize("whole", params(SERVED23_DISCOURSE))
def test_a_whole_thread_served_by_discourse_needs_no_hand_edit(tmp_path, whole):
    served = discourse_topic(whole)
    with serve_topic(served) as server:
        run(tmp_path, "init", server.thread_url(served))
        assert wrong_facts(tmp_path, whole) == []
