"""Whole invented threads served by the local phpBB server (real HTTP on 127.0.0.1, the
MafiaScum markup, the board's zone in the page's footer, edits made before the first
sync): ``init URL`` with no ``--from``, then ``events accept --all`` and ``count``."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.servers.phpbb import serve_phpbb
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.phpbb_threads import SERVED
from tests.sync.whole.served import topic


def footer(hours: int) -> str:
    sign = "+" if hours >= 0 else "-"
    return f"<p>All times are UTC {sign} {abs(hours)} hour{'s' if abs(hours) != 1 else ''}</p>"


@pytest.mark.parametrize("whole", params(SERVED))
def test_a_whole_thread_served_by_phpbb_needs_no_hand_edit(tmp_path, whole):
    zone = timezone(timedelta(hours=whole.zone_hours))
    with serve_phpbb(topic(whole), zone=zone, footer=footer(whole.zone_hours)) as server:
        run(tmp_path, "init", server.thread_url)
        wrong = wrong_facts(tmp_path, whole)
    text = (tmp_path / "game.toml").read_text()
    zone_name = f"Etc/GMT{-whole.zone_hours:+d}"
    if f'timezone = "{zone_name}"' not in text:
        wrong.append(f"timezone: want {zone_name}")
    assert wrong == []
