"""Whole invented threads of the third to twelfth batches (initzoo19 … initzoo28) served
over real HTTP on 127.0.0.1. Third: five MafiaScum threads by the local phpBB server (one
on a board whose clock is UTC+5:30) and two Discourse threads by the local Discourse
server (cooked HTML as given, a display name that changes mid-game). Fourth: six MafiaScum threads by the local phpBB server (a
table, a list with time zones on a board whose clock is another, the opening post's list
edited mid-game, thirteen "/in" posts) and three Discourse threads by the local Discourse
server (a markdown table, @mentions under display names, a host shown under another name).
Fifth: five MafiaScum threads by the local
phpBB server (a sign-up thread apart, lettered slots, backups who replace in, a list
edited to add a replacement, an "Alive | Dead" table) and three Discourse threads by the
local Discourse server (a display name changed mid-game, backups, a "Character | Player"
table). Sixth: four phpBB threads (a host handing the game to a new account, pronouns in a
"1)" list, a slot replaced twice over two days, an "[open]" slot filled later) and two
Discourse threads (a host handing over, display names and @mentions mixed). Seventh: four
phpBB threads (a sign-up thread linked and re-listed, a list only in a spoiler titled
"Players", a list re-sorted with "(replacing Ivo)", flags and smilies per player) and two
Discourse threads (a bot account posting the counts, a details block titled "Players").
Eighth: four phpBB threads (an unlabelled comma line with players who never post, the
rules alone on the first page and the list later, a board whose clock is UTC+3, "Ivo
(replaced by Marlow)" struck in a list and nowhere else) and two Discourse threads (the
comma line, the struck replacement). Ninth: four phpBB threads (a comma line ending in
"Congratulations", seats with the host's notes, a player replaced in and out again, two
games' sign-ups in one thread, the first cancelled) and two Discourse threads (display
names listed, logins other words; a player replaced in and out again). Tenth: four phpBB
threads (an off-topic call for the next game's sign-ups before the first count, a spoiler
titled "Previous list", confirmations per line, a prod before a replacement) and two
Discourse threads (the off-topic call, @mentions in one paragraph). Eleventh: four phpBB
threads (a reserved slot, "Alternates:" under the list, slot numbers with gaps, an "/out"
after the list closed) and two Discourse threads (a bulleted spectators' list, an
"Alternates:" paragraph). Twelfth: four phpBB threads (the host's line amid the list,
"Waitlist:" under the list, a sign-up list grown by edits ending "Full!", a host stepping
down for another) and two Discourse threads (a "Waitlist:" paragraph, Roman-numbered
section headings). Each: ``init URL`` with no ``--from``, then ``events accept --all`` and ``count``."""

from __future__ import annotations

from datetime import timedelta, timezone

import pytest

from tests.servers.discourse import serve_topic
from tests.servers.phpbb import serve_phpbb
from tests.sync.whole.chatter import padded
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.served import discourse_topic, footer, topic, zone_name
from tests.sync.whole.zoo19_discourse import d_display_name_changes, d_mentions_in_details
from tests.sync.whole.zoo19_phpbb import SERVED19
from tests.sync.whole.zoo20_combined import SERVED20_MORE
from tests.sync.whole.zoo20_discourse import (
    d_host_shown_apart_mentions,
    d_mentions_under_display_names,
    d_table_list,
)
from tests.sync.whole.zoo20_phpbb import SERVED20
from tests.sync.whole.zoo21_discourse import SERVED21_DISCOURSE
from tests.sync.whole.zoo21_phpbb import SERVED21
from tests.sync.whole.zoo22_discourse import SERVED22_DISCOURSE
from tests.sync.whole.zoo22_phpbb import SERVED22
from tests.sync.whole.zoo23_discourse import SERVED23_DISCOURSE
from tests.sync.whole.zoo23_phpbb import SERVED23
from tests.sync.whole.zoo24_discourse import SERVED24_DISCOURSE
from tests.sync.whole.zoo24_phpbb import SERVED24
from tests.sync.whole.zoo25_discourse import SERVED25_DISCOURSE
from tests.sync.whole.zoo25_phpbb import SERVED25
from tests.sync.whole.zoo26_discourse import SERVED26_DISCOURSE
from tests.sync.whole.zoo26_phpbb import SERVED26
from tests.sync.whole.zoo27_discourse import SERVED27_DISCOURSE
from tests.sync.whole.zoo27_phpbb import SERVED27
from tests.sync.whole.zoo28_discourse import SERVED28_DISCOURSE
from tests.sync.whole.zoo28_phpbb import SERVED28


@pytest.mark.parametrize(
    "whole",
    params(
        [
            *SERVED19,
            *SERVED20,
            *SERVED20_MORE,
            *SERVED21,
            *SERVED22,
            *SERVED23,
            *SERVED24,
            *SERVED25,
            *SERVED26,
            *SERVED27,
            *SERVED28,
        ]
    ),
)
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
    params(
        [
            *(
                padded(f)
                for f in [
                    d_display_name_changes,
                    d_mentions_in_details,
                    d_table_list,
                    d_mentions_under_display_names,
                    d_host_shown_apart_mentions,
                ]
            ),
            *SERVED21_DISCOURSE,
            *SERVED22_DISCOURSE,
            *SERVED23_DISCOURSE,
            *SERVED24_DISCOURSE,
            *SERVED25_DISCOURSE,
            *SERVED26_DISCOURSE,
            *SERVED27_DISCOURSE,
            *SERVED28_DISCOURSE,
        ]
    ),
)
def test_a_whole_thread_served_by_discourse_needs_no_hand_edit(tmp_path, whole):
    served = discourse_topic(whole)
    with serve_topic(served) as server:
        run(tmp_path, "init", server.thread_url(served))
        assert wrong_facts(tmp_path, whole) == []
