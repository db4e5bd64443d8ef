"""The twelfth batch's first-run rules reviewed for misfires (review28r): whole invented
threads (``tests/sync/whole/review28r.py``) and one-line cases at the rules' edges, each
read right before the batch or new with it: "waitlist" in a sentence or a bracketed note
(no aside's heading), a list's state alone ("Waitlist: closed", "Full") and a name
beginning "Full", the waiting list said full or closed before a name, a call for
sign-ups that names the waitlist in passing."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.review28r import REVIEW28R
from votecount.parser.host.list_words import backups_listed, called_backups
from votecount.parser.host.opening import calls_for_signups


@pytest.mark.parametrize("whole", params(REVIEW28R))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


@pytest.mark.parametrize(
    ("lines", "known", "want"),
    [
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Spectators', 'Marlow', 'Kes'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_spectators'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Backups: Marlow, Kes'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_backups_line'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Marlow (backup)', 'Kes (backup)'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_backup_named'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Saffron (co-host, not playing)', 'Bramble (spectator)'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_two_hosts'),
    pytest.param(['Sign-ups closed.', 'Aster (host, not playing)', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_above_list_prose2'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Aster (host, not playing)', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',)], id='amid_host_after_list_lurker'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Ivo replaced by Saffron on Day 2'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo', 'Saffron'), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_replacement_note'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', "Ember's PM is late, sorry"], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_deadline'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Marlow (2): Ivo, Juno'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_then_vc_like'),
    pytest.param(['Hosts', 'Aster (host, not playing)', 'Tansy (co-host, no slot)', '', 'Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_mid_player_list_then_hosts'),
    pytest.param(['Team A', 'Ivo', 'Juno', 'Tansy (mod, no slot)', 'Team B', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster', 'Tansy'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_host_between_two_lists'),
    pytest.param(['Mod team', 'Saffron (host, not playing)', 'Tansy (mod, not playing)', 'Kes (spectator)', '', 'Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_hostlist_alone_under_hosts'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Kes', 'Marlow'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_kes_lurker_below'),
    pytest.param(['Rules', '1. Players must vote every day', 'Ivo', 'Juno', 'Lark', 'Wren'], ['Ivo', 'Aster'], [('Ivo',)], id='num_rules_players_must'),
    pytest.param(['Contents', 'I. Players', 'II. Roles', 'III. Rules', 'IV. Schedule'], ['Ivo', 'Aster'], [], id='num_toc'),
    pytest.param(['Contents', '1. Players', '2. Setup', '3. Rules', '4. Schedule', '5. Hosts'], ['Ivo', 'Aster'], [], id='num_toc2'),
    pytest.param(['1) Sign-ups', '2) Roles', '3) Night actions', '4) Voting', '5) Endgame'], ['Ivo', 'Aster'], [], id='num_toc3'),
    pytest.param(['I. Players', 'II. Setup', 'III. Hosting', 'IV. Voting', 'V. Deadlines'], ['Ivo', 'Aster'], [], id='num_toc4'),
    pytest.param(['II. Players', 'Aster (host)', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='num_players_then_host'),
    pytest.param(['1. Player list below', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='num_rule_players_list_soon'),
    pytest.param(['12. Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='num_12_players'),
    pytest.param(['1. Ivo', '2. Juno', '3. Players', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Wren',), ('Ember',)], id='num_players_in_numbered_list'),
    pytest.param(['XI. Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='num_xi_players'),
    pytest.param(['1) Spectators', 'Marlow', 'Kes', '', '2) Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='num_spectators_then_2_players'),
    pytest.param(['2.Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Aster'], [('Ivo',)], id='num_players_dot_nospace'),
    pytest.param(['V. Players remaining', 'Ivo', 'Juno', 'Lark'], ['Ivo', 'Juno', 'Lark', 'Aster'], [('Ivo',), ('Juno',), ('Lark',)], id='num_v_players_remain'),
    pytest.param(['Rules', '1. No outside contact', '2. Players', '3. Be kind'], ['Ivo', 'Aster'], [], id='num_rules_list_with_players_line'),
    pytest.param(['House rules', '1. Be civil', '2. Players may not quote PMs', 'Signed up:', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='num_mixed_rules_then_names'),
    pytest.param(['Sign-ups are closed, the waitlist is open.', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_heading_above_unheaded_list'),  # misfire on main
    pytest.param(['Full! Anyone else goes on the waitlist.', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Ember',)], id='wl_heading_above_unheaded_list_b'),  # misfire on main
    pytest.param(['Players (waitlist below)', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'Waitlist', 'Marlow'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_players_heading_note'),  # misfire on main
    pytest.param(['Signed up (5/5, waitlist open):', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_signed_up_waitlist_open'),  # misfire on main
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Anyone on the waitlist will be pinged.', '', 'Have fun'], ['Ivo', 'Juno', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_players_then_prose_waitlist'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Kes (from the waitlist)'], ['Ivo', 'Juno', 'Kes', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Kes',)], id='wl_player_from_waitlist'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Kes (off the waitlist)'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Kes',)], id='wl_player_waitlisted_unknown'),  # misfire on main
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark (subbed in from the waitlist)', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_line_amid_list'),
    pytest.param(['Waitlisted', 'Marlow', 'Saffron', '', 'Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_waitlisted_heading'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', 'Waitlist:', '1. Marlow', '2. Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_waitlist_numbered_under'),
    pytest.param(['Players', 'Ivo', 'Juno', 'No waitlist this time.', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='wl_no_waitlist_line_then_more'),  # misfire on main
    pytest.param(['Players', 'Ivo', 'Juno', 'Full', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Full', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Full',), ('Wren',), ('Ember',)], id='full_player_login'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Full Moon', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Wren', 'Aster'], [('Ivo',), ('Juno',), ('Full Moon',), ('Wren',), ('Ember',)], id='full_moon_unknown'),  # misfire on main
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Full Metal'], ['Ivo', 'Juno', 'Lark', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Full Metal',)], id='full_metal_edge'),  # misfire on main
    pytest.param(['Players: Ivo, Juno, Lark, Wren, Full'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Full', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Full',)], id='full_comma_line'),
    pytest.param(['Players: Ivo, Juno, Lark, Wren, Fullmoon'], ['Ivo', 'Juno', 'Lark', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Fullmoon',)], id='full_comma_line_unknown_login'),
    pytest.param(['Full list:', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',)], id='full_list_heading'),
    pytest.param(['Signed up', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', 'Full house!'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='full_house'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Game is full, thanks all'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='full_game_is_full'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Full, role PMs soon'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='full_comma_role_pms'),
    pytest.param(['1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', '6. Full'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',), ('Full',)], id='full_numbered_lone'),
    pytest.param(['Signed up', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'FULL'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='full_caps'),
    pytest.param(['1. Ivo', '2. Juno', '3. Full', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Full', 'Aster'], [('Ivo',), ('Juno',), ('Full',), ('Wren',), ('Ember',)], id='full_known_player_numbered'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Fullerton'], ['Ivo', 'Juno', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Fullerton',)], id='fullerton_edge'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Kes (spectator)', 'Marlow (spectator)'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_then_spectator_notes'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)', 'Dead: Kes'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_then_dead'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Aster (host, not playing)', 'Tansy (mod, no slot)', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Tansy'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_two_notes_then_name'),  # wrong before the batch too
    pytest.param(['Players', 'Ivo', 'Juno', 'Aster (host; not playing)', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_note_semicolon'),  # wrong before the batch too
    pytest.param(['Players', 'Ivo', 'Juno', 'Aster [mod, no slot]', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_note_square'),  # wrong before the batch too
    pytest.param(['Players', 'Ivo', 'Juno', 'Kes (backup, not playing)', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='amid_player_not_playing_tonight'),  # wrong before the batch too
    pytest.param(['Spectators, please do not post in this thread:', 'Marlow', 'Saffron', '', 'Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='aside_spectators_colon_long'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'Not playing this time', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='aside_not_playing_this_time'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'Waiting list!', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='aside_waiting_list_bang'),  # wrong before the batch too
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'These are our backups:', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='aside_backups_sentence_with_colon'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'The backups, in order, are listed below.', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Marlow'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='aside_backups_full_sentence'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'We have two backups.', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='sent_two_backups'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'And our backups.', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='sent_backups_are'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'Spectating this one:', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Bramble', 'Tansy', 'Marlow', 'Saffron', 'Kes'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], id='sent_spectators_welcome'),
    ],
)  # fmt: skip
def test_a_list_at_the_rules_edges(lines, known, want):
    assert listed_slots("<p>" + "<br>".join(lines) + "</p>", known) == want


@pytest.mark.parametrize(
    ("lines", "want"),
    [
    pytest.param(['Waitlist: empty'], [], id='bl_waitlist_empty'),  # misfire on main
    pytest.param(['Waitlist: closed'], [], id='bl_waitlist_closed'),  # misfire on main
    pytest.param(['Waitlist: full'], [], id='bl_waitlist_full'),  # misfire on main
    pytest.param(['Waitlist: 2 spots'], [], id='bl_waitlist_two_spots'),  # misfire on main
    pytest.param(['Waitlist: nobody'], [], id='bl_waitlist_nobody'),
    pytest.param(['Waitlist - Tansy and Bramble'], ['Tansy', 'Bramble'], id='bl_waitlist_dash'),
    pytest.param(['Waitlist: Tansy (if Kes flakes)'], ['Tansy'], id='bl_waitlist_if'),
    pytest.param(['Waitlist (2): Tansy, Bramble'], ['Tansy', 'Bramble'], id='bl_waitlist_count'),
    pytest.param(['Waitlist: 0'], [], id='bl_waitlist_zero'),
    pytest.param(['Waitlist', 'Tansy', 'Bramble', 'Have fun!'], ['Tansy', 'Bramble'], id='bl_waitlist_heading_names'),
    pytest.param(['Waiting list', 'Reply here to join it'], [], id='bl_waitlist_heading_prose'),
    pytest.param(['Waitlist: open to all'], [], id='bl_waitlist_open_to_all'),
    pytest.param(['Waitlist: unlimited'], [], id='bl_waitlist_unlimited'),  # misfire on main
    pytest.param(['Waitlisted: Tansy'], [], id='bl_waitlisted_colon'),
    pytest.param(['Waitlist host: Saffron'], [], id='bl_waitlist_host'),
    pytest.param(['Waiting lists: Tansy, Bramble'], ['Tansy', 'Bramble'], id='bl_waiting_lists_plural'),
    pytest.param(['Waitlist: TBD'], [], id='bl_waitlist_tbd'),
    pytest.param(['Waitlist: anyone?'], [], id='bl_waitlist_question'),
    pytest.param(['Backups: empty'], [], id='bl_backups_empty_base'),  # wrong before the batch too
    ],
)  # fmt: skip
def test_backups_listed(lines, want):
    assert backups_listed(lines) == want


@pytest.mark.parametrize(
    ("text", "names", "want"),
    [
    pytest.param('The waitlist is full, sorry Tansy.', ['Tansy'], [], id='cb_waitlist_full_sorry'),  # misfire on main
    pytest.param('Waitlist is closed, sorry Tansy and Bramble', ['Tansy', 'Bramble'], [], id='cb_waitlist_closed_sorry'),  # misfire on main
    pytest.param('The waitlist is empty unless Tansy wants in.', ['Tansy'], [], id='cb_waitlist_empty_unless'),  # misfire on main
    pytest.param('The waitlist is Tansy, then Bramble.', ['Tansy', 'Bramble'], ['Tansy', 'Bramble'], id='cb_waitlist_is_tansy'),
    pytest.param('Tansy is on the waitlist.', ['Tansy'], [], id='cb_tansy_on_waitlist'),
    pytest.param('Tansy is our first waitlist.', ['Tansy'], ['Tansy'], id='cb_tansy_is_first_waitlist'),
    pytest.param('Waitlist - Tansy and Bramble', ['Tansy', 'Bramble'], ['Tansy', 'Bramble'], id='cb_waitlist_prose_dash'),
    pytest.param('No waitlist: Tansy and Bramble are in the game.', ['Tansy', 'Bramble'], [], id='cb_no_waitlist'),  # misfire on main
    pytest.param('The waitlist is gone now that Tansy replaced Lark.', ['Tansy'], [], id='cb_waitlist_gone'),  # misfire on main
    pytest.param('The waitlist will be handled by Tansy.', ['Tansy'], [], id='cb_waitlist_will_be'),  # misfire on main
    pytest.param('The waitlist host is Tansy.', ['Tansy'], [], id='cb_waitlist_host_tansy'),
    pytest.param('Waiting list: Tansy, Bramble.', ['Tansy', 'Bramble'], ['Tansy', 'Bramble'], id='cb_waiting_list_names'),
    ],
)  # fmt: skip
def test_backups_called_in_prose(text, names, want):
    assert called_backups(text, names) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
    pytest.param('<p>/in for the game; overflow goes to the waitlist</p>', False, id='su_overflow_waitlist'),
    pytest.param('<p>Post /in to play; overflow goes to the waitlist.</p>', True, id='su_post_in_overflow'),
    pytest.param('<p>Two spots left before the waitlist kicks in: post /in!</p>', True, id='su_two_left_before_waitlist'),  # misfire on main
    pytest.param('<p>Waitlist is empty, post /in to join the game.</p>', True, id='su_waitlist_then_post'),  # misfire on main
    pytest.param('<p>Sign-ups are open, waitlist after 12, post /in.</p>', True, id='su_signups_open_waitlist_after'),
    pytest.param('<p>Post /in for the waitlist.</p>', False, id='su_post_in_waitlist'),
    pytest.param('<p>Waitlist: post /in to be added.</p>', False, id='su_waitlist_post_in'),
    pytest.param('<p>Sign-ups are open! Once full you go on the waiting list. Post /in.</p>', True, id='su_signups_open_waiting_list_separate'),
    pytest.param('<p>No waitlist this time, post /in to play.</p>', True, id='su_no_waitlist'),  # misfire on main
    pytest.param('<p>We cleared the waitlist into the game; sign-ups are open again for 2 more slots.</p>', True, id='su_waitlist_cleared'),  # misfire on main
    pytest.param('<p>Sign-ups are open for the waitlist.</p>', False, id='su_full_then_waitlist'),
    pytest.param('<p>Waitlisted players from last game get priority, post /in to join.</p>', True, id='su_waitlisted_players'),
    pytest.param('<p>Backups get priority, post /in to join.</p>', False, id='su_backup_base'),
    ],
)  # fmt: skip
def test_a_call_for_signups_beside_the_waitlist(html, want):
    assert calls_for_signups(html) is want
