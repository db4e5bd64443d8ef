"""The eleventh batch's first-run rules reviewed for misfires (review27r): whole invented
threads (``tests/sync/whole/review27r.py``) and one-line cases at the rules' edges, each
read right before the batch or new with it: a not-playing line under the list (the lines
below it no slots of the list), a decorated heading after an aside list, Roman numbers,
"reserved/held for", "alternate" as an adjective, a restart of a day, a clock or denied."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.review27r import REVIEW27R
from votecount.parser.host.list_words import backups_listed, called_backups, restarted
from votecount.parser.host.opening import calls_for_signups


@pytest.mark.parametrize("whole", params(REVIEW27R))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


@pytest.mark.parametrize(
    ("lines", "known", "want", "hosts"),
    [
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster - host', 'Marlow', 'Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_between_list_and_unheaded_names'),  # misfire on main
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster - host', 'Backups', 'Marlow', 'Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_between_list_and_backups_heading'),
    pytest.param(['1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', 'Tansy - co-host', 'Bramble - spectator', 'Marlow - spectator'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_cohost_then_spectators_unheaded'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host)', 'Good luck and have fun everyone!'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_then_prose'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host)', 'Thanks to Bramble for the setup'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_then_thanks_name'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host)', 'Bramble', 'Quill'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_then_hosts_block'),  # misfire on main
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '[Backup]', 'Marlow', 'Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_bracket_backup_heading'),  # misfire on main
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '-- spectator', 'Marlow', 'Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_spectator_heading_dash'),  # misfire on main
    pytest.param(['Players', '0. Aster (host, not playing)', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_first_numbered'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster (host, not playing)'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_last_not_playing'),
    pytest.param(['Players', 'Aster (host, playing)', 'Ivo', 'Juno', 'Lark', 'Wren'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Aster',), ('Ivo',), ('Juno',), ('Lark',), ('Wren',)], (), id='np_host_playing_note'),
    pytest.param(['Players', '1. Ivo', '2. Juno -> Saffron (backup)', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno', 'Saffron'), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_backup_came_in'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', '', 'Aster (host, not playing)', 'Spectators', 'Marlow', 'Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_spectators_block_after_hostline'),
    pytest.param(['1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', '(observer)', 'Marlow', 'Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_observer_bracket_then_names'),
    pytest.param(['I. Rules', 'II. Setup', 'III. Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_rules_numbered_above'),
    pytest.param(['I. No posting outside the thread', 'II. No editing posts', 'III. Be nice', 'Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_rules_roman_words_above'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'I. think this will be fun'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_i_think_line'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', 'V) the rules are below'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_v_rules_line'),
    pytest.param(['Players', 'Vi', 'Ivo', 'Juno', 'Lark', 'Wren'], ['Vi', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Vi',), ('Ivo',), ('Juno',), ('Lark',), ('Wren',)], ('Aster',), id='rom_player_named_vi'),
    pytest.param(['Players', "Ix (Ivo's friend)", 'Juno', 'Lark', 'Wren', 'Ember'], ['Ix', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Ix',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_player_named_ix_paren'),
    pytest.param(['Players', 'V. Ember', 'Ivo', 'Juno', 'Lark', 'Wren'], ['V. Ember', 'Ivo', 'Juno', 'Lark', 'Wren', 'Aster'], [('V. Ember',), ('Ivo',), ('Juno',), ('Lark',), ('Wren',)], ('Aster',), id='rom_display_initial'),
    pytest.param(['Players', 'I. Ivo', 'II. Juno', 'III. Lark', 'IV. Wren', 'V. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_roman_lurkers'),
    pytest.param(['Players', 'I) Ivo', 'II) Juno', 'III) Lark', 'IV) Wren', 'V) Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_roman_paren_lurkers'),
    pytest.param(['I. Setup: 5 players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_mixed_with_numbers_under'),
    pytest.param(['X. Ivo', 'X. Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='rom_x_marks'),
    pytest.param(['Spectators', 'Marlow', 'Tansy', '', '~ Roster ~', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='asd_tilde_heading_after_spectators'),  # misfire on main
    pytest.param(['Backups', 'Marlow', 'Tansy', '', '## Participants', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='asd_hash_heading_after_backups'),  # misfire on main
    pytest.param(['Players', '- Ivo', '- Juno', '- Lark', '- Wren', '- Ember', '', 'Spectators', '- Marlow', '- Saffron', '- Tansy'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='asd_bullet_spectators_then_players'),
    pytest.param(['Backups', 'Marlow', '', '> Roster', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='asd_arrow_heading_after_backups'),  # misfire on main
    pytest.param(['Players', '1. Ivo (saved for last)', '2. Juno', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_saved_for_last'),
    pytest.param(['Players', '1. Ivo', '2. Juno - held for questioning', '3. Lark', '4. Wren', '5. Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_for_questioning'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', '6. Reserved for a replacement'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_reserved_for_a_replacement'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', '6. held for the next sign-up'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_for_the_next_signup'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', '6. Kept for a backup'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_kept_for_backup'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Reserved for Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_reserved_for_ember_lurker'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. (reserved for @Ember)'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_reserved_for_mention'),
    pytest.param(['Players', '1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', 'Saved for Night 1: role PMs'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_saved_for_night'),
    pytest.param(['Slot 1: Ivo', 'Slot 2: Juno', 'Slot 3: Lark', 'Slot 4: Wren', 'Slot 5: held for Ember until Friday'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='held_for_known_after_slot'),
    pytest.param(['Players', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Alternates', 'Marlow', 'Saffron'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster', 'Marlow', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='alt_list_alternate_line'),
    pytest.param(['Players', 'Ivo - Alternate Cop', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Lark', 'Wren', 'Ember', 'Aster'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='alt_list_alternate_role'),
    pytest.param(['Player List', 'Aster (host, not playing)', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_host_under_player_list_heading'),
    pytest.param(['Players:', 'Aster (host, not playing)', 'Tansy (co-host, not playing)', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_two_host_lines_under_heading'),
    pytest.param(['1. Ivo', '2. Juno', '3. Lark', '4. Wren', '5. Ember', 'Tansy - co-mod', 'Bramble', 'Quill'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='np_cohost_then_prose_names'),
    pytest.param(['Spectators', 'Marlow', 'Tansy', '', '> Roster', 'Ivo', 'Juno', 'Lark', 'Wren', 'Ember'], ['Ivo', 'Juno', 'Ember', 'Aster', 'Saffron'], [('Ivo',), ('Juno',), ('Lark',), ('Wren',), ('Ember',)], ('Aster',), id='asd_gt_roster_after_spectators'),  # misfire on main
    ],
)  # fmt: skip
def test_a_list_at_the_rules_edges(lines, known, want, hosts):
    assert listed_slots("<p>" + "<br>".join(lines) + "</p>", known, hosts) == want


@pytest.mark.parametrize(
    ("text", "names", "want"),
    [
    pytest.param('Kes is an alternate for this game.', ['Kes'], ['Kes'], id='alt_is_an_alternate'),
    pytest.param('Ivo has an alternate win condition.', ['Ivo'], [], id='alt_win_condition'),
    pytest.param('Ivo is an alternate win condition role.', ['Ivo'], [], id='alt_is_alternate_wincon'),  # misfire on main
    pytest.param("The alternate universe is Ivo's idea.", ['Ivo'], [], id='alt_alternate_universe'),
    pytest.param('Alternate accounts: Ivo and Juno are the same person.', ['Ivo', 'Juno'], [], id='alt_alternate_accounts'),
    pytest.param('Ivo and Juno are alternating days.', ['Ivo', 'Juno'], [], id='alt_alternating'),
    pytest.param('Lark will be the alternate cop if Wren dies.', ['Lark', 'Wren'], [], id='alt_as_alternate_cop'),  # misfire on main
    pytest.param('The alternate ending is that Wren wins.', ['Wren'], [], id='alt_alternate_ending'),
    pytest.param('Alternate plan: Ivo claims first.', ['Ivo'], [], id='alt_alternate_plan'),
    pytest.param('Alternate_Ivo is playing.', ['Alternate_Ivo'], [], id='alt_alternate_is_login'),
    pytest.param('Our alternates are Marlow and Saffron.', ['Marlow', 'Saffron'], ['Marlow', 'Saffron'], id='alt_alternates_are'),
    pytest.param('Kes will be our alternate.', ['Kes'], ['Kes'], id='alt_kes_alternate_end'),
    pytest.param('Marlow and Saffron are alternates in case someone flakes.', ['Marlow', 'Saffron'], ['Marlow', 'Saffron'], id='alt_alternates_in_case'),
    ],
)  # fmt: skip
def test_backups_called_in_prose(text, names, want):
    assert called_backups(text, names) == want


@pytest.mark.parametrize(
    ("lines", "want"),
    [
    pytest.param(['Backups:', 'I. Marlow', 'II. Saffron'], ['Marlow', 'Saffron'], id='rom_backups_under_heading'),
    pytest.param(['Backups:', 'Marlow', 'I. will post the roles tonight'], ['Marlow'], id='rom_backups_then_i_line'),
    pytest.param(['Backups:', '- Marlow', '- Saffron', 'V. Day 1 starts soon'], ['Marlow', 'Saffron'], id='rom_backups_marked_then_roman_sentence'),
    pytest.param(['Alternate_Ivo', 'Juno'], [], id='alt_line_login'),
    pytest.param(['Alternates', 'Marlow', 'Saffron'], ['Marlow', 'Saffron'], id='alt_heading'),
    pytest.param(['Alternate win condition:', 'Ivo must survive'], [], id='alt_win_heading'),
    pytest.param(['Alternate rules: Ivo decides ties'], [], id='alt_rules_line'),
    pytest.param(['Alternate - Marlow'], ['Marlow'], id='alt_dash_line'),
    ],
)  # fmt: skip
def test_backups_listed(lines, want):
    assert backups_listed(lines) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
    pytest.param('<p>Alternate Universe Mafia! Sign-ups are open, post /in to join.</p>', True, id='alt_signup_alt_universe'),
    pytest.param('<p>Welcome to Alternate History Mini. Post /in to sign up.</p>', True, id='alt_signup_alternate_history'),
    pytest.param('<p>Sign-ups are open for alternates: post /in.</p>', False, id='alt_signup_for_alternates'),
    pytest.param('<p>Sign-ups are open in this alternate thread, post /in below.</p>', True, id='alt_signup_alternate_thread'),
    pytest.param('<p>Alternate History Mini sign-ups are open, post /in to join.</p>', True, id='alt_signup_same_sentence'),  # misfire on main
    ],
)  # fmt: skip
def test_a_call_for_signups_beside_alternate(html, want):
    assert calls_for_signups(html) is want


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Game restarted, new list:", True),
        ("We are restarting with a new list:", True),
        ("Sign-ups restarted after the queue mix-up:", True),
        ("The game has been re-started. Players:", True),
        ("Thread restarted after the server outage.", True),
        # a day's or a clock's restart, denied or only spoken of: no game begun again
        ("Day 1 restarted: the role PMs went out wrong.", False),  # misfire on main
        ("Day 1 restarted, all votes reset.", False),  # misfire on main
        ("The day has been restarted.", False),  # misfire on main
        ("Restarting the clock after the outage.", False),  # misfire on main
        ("Restarting Day 2 from scratch.", False),  # misfire on main
        ("The vote count restarted at zero.", False),  # misfire on main
        ("Fixed Wren's PM, no restart needed.", False),  # misfire on main
        ("We are not restarting the game.", False),  # misfire on main
        ("I won't be restarting anything.", False),  # misfire on main
        ("If anyone flakes before Day 1 I will restart with a backup.", False),  # misfire on main
    ],
)
def test_a_restart_of_the_game_is_said(text, want):
    assert restarted(text) is want
