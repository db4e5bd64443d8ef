"""Whole invented threads of the fourth batch (initzoo20) served over real HTTP on
127.0.0.1: six MafiaScum threads by the local phpBB server (a table, a list with time
zones on a board whose clock is another, the opening post's list edited mid-game, thirteen
"/in" posts) and three Discourse threads by the local Discourse server (a markdown table,
@mentions under display names, a host shown under another name): ``init URL`` with no
``--from``, then ``events accept --all`` and ``count``."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.servers.discourse import serve_topic
from tests.servers.phpbb import serve_phpbb
from tests.sync.test_whole_threads import params, run, wrong_facts
from tests.sync.test_whole_threads_served import topic
from tests.sync.test_whole_threads_served_zoo19 import discourse_topic, footer, zone_name
from tests.sync.whole.chatter import padded
from tests.sync.whole.zoo20_combined import SERVED20_MORE
from tests.sync.whole.zoo20_discourse import (
    d_host_shown_apart_mentions,
    d_mentions_under_display_names,
    d_table_list,
)
from tests.sync.whole.zoo20_phpbb import SERVED20


@pytest.mark.parametrize("whole", params([*SERVED20, *SERVED20_MORE]))
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
    "whole",
    params([padded(f) for f in [d_table_list, d_mentions_under_display_names,
                                d_host_shown_apart_mentions]]),
)  # fmt: skip
def test_a_whole_thread_served_by_discourse_needs_no_hand_edit(tmp_path, whole):
    served = discourse_topic(whole)
    with serve_topic(served) as server:
        run(tmp_path, "init", server.thread_url(served))
        assert wrong_facts(tmp_path, whole) == []
