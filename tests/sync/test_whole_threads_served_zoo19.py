"""Whole invented threads of the third batch (initzoo19) served over real HTTP on
127.0.0.1: five MafiaScum threads by the local phpBB server (one on a board whose clock is
UTC+5:30) and two Discourse threads by the local Discourse server (cooked HTML as given,
a display name that changes mid-game): ``init URL`` with no ``--from``, then ``events
accept --all`` and ``count``."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.servers.discourse import serve_topic
from tests.servers.discourse_model import Topic as DiscourseTopic
from tests.servers.phpbb import serve_phpbb
from tests.sync.test_whole_threads import params, run, wrong_facts
from tests.sync.test_whole_threads_served import topic
from tests.sync.whole import Whole
from tests.sync.whole.chatter import padded
from tests.sync.whole.zoo19_discourse import d_display_name_changes, d_mentions_in_details
from tests.sync.whole.zoo19_phpbb import SERVED19


def footer(hours: float) -> str:
    """MafiaScum's footer: "All times are UTC + 5:30 hours", "UTC - 5 hours"."""
    sign = "+" if hours >= 0 else "-"
    whole, minutes = divmod(round(abs(hours) * 60), 60)
    said = f"{whole}:{minutes:02d}" if minutes else f"{whole}"
    return f"<p>All times are UTC {sign} {said} hour{'s' if abs(hours) != 1 else ''}</p>"


def zone_name(hours: float) -> str:
    if hours == int(hours):
        return f"Etc/GMT{-int(hours):+d}"
    whole, minutes = divmod(round(abs(hours) * 60), 60)
    return f"UTC{'+' if hours >= 0 else '-'}{whole:02d}:{minutes:02d}"


@pytest.mark.parametrize("whole", params(SERVED19))
def test_a_whole_thread_served_by_phpbb_needs_no_hand_edit(tmp_path, whole):
    zone = timezone(timedelta(hours=whole.zone_hours))
    with serve_phpbb(topic(whole), zone=zone, footer=footer(whole.zone_hours)) as server:
        run(tmp_path, "init", server.thread_url)
        wrong = wrong_facts(tmp_path, whole)
    text = (tmp_path / "game.toml").read_text()
    if f'timezone = "{zone_name(whole.zone_hours)}"' not in text:
        wrong.append(f"timezone: want {zone_name(whole.zone_hours)}")
    assert wrong == []


def discourse_topic(whole: Whole) -> DiscourseTopic:
    """The thread as a Discourse topic: each post's cooked HTML as written, its author's
    display name as the thread shows it then."""
    served = DiscourseTopic(id=7000 + len(whole.name), title=whole.name, slug=whole.name)
    for n, (author, html) in enumerate(whole.posts):
        name = whole.shown.get(n, whole.display.get(author, author))
        served.add_post("", username=author, name=name).cooked_override = html
    return served


@pytest.mark.parametrize(
    "whole", params([padded(d_display_name_changes), padded(d_mentions_in_details)])
)
def test_a_whole_thread_served_by_discourse_needs_no_hand_edit(tmp_path, whole):
    served = discourse_topic(whole)
    with serve_topic(served) as server:
        run(tmp_path, "init", server.thread_url(served))
        assert wrong_facts(tmp_path, whole) == []
