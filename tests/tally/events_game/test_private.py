"""The event game's parts that need the host's private facts (spec/rules.md §5.2, §5.4
B7-B9, B12): Event 4's suspects and secret Hold/Shift/Pass ballot, Event 5's scum fall
and town streak, Event 8's two realms and Event 10's town check."""

from __future__ import annotations

from tests.tally.events_game.dsl import codes, event, players, run

# Event 3 with 8 alive: p01..p05 on p08 (5 = the majority), p06..p08 on p01 (3): hammer.
# Pink = p01..p05, too big by 2: its latest joiner p05 goes to Blue (4 / 4).
DUEL = "D3\n" + "\n".join(f"p0{k}>p08" for k in range(1, 6)) + "\np06>p01\np07>p01\np08>p01\n"
STAGE_1 = "pv 4 p01 p06\npv 4 p02 p06\npv 4 p03 p07\npv 4 p05 p01\npv 4 p06 p01\npv 4 p07 p02\n"
CARDS = "card 4 p02 hold\ncard 4 p05 shift\ncard 4 p03 hold\ncard 4 p06 hold\ncard 4 p07 pass\n"


def _rounds(*crossers: str) -> str:
    """Event 5 with 12 alive: p06..p12 (7, the majority) nominate each crosser in turn."""
    return "\n".join(f"p{v:02d}>{c}" for c in crossers for v in range(6, 13))


# --- Event 4 -------------------------------------------------------------------------------
def test_event_4_teams_suspects_and_the_secret_ballot() -> None:
    vc = run(DUEL + "D4\n" + STAGE_1 + CARDS + "end D4", players(8), view="host")
    e = event(vc, 4)
    assert e["ballot"] == "split"
    assert e["teams"] == {"pink": ["p01", "p02", "p03", "p04"],
                          "blue": ["p06", "p07", "p08", "p05"], "moved": ["p05"]}  # fmt: skip
    # Suspect Pink: the Pink member Blue nominated; Suspect Blue: the Blue one Pink did
    assert e["suspects"] == {"pink": "p01", "blue": "p06"}
    # Hold +1 to one's own team's nominee, Shift +2 to the other team's: p06 1+2+1, p01 1
    assert e["host"]["totals"] == {"p06": 4, "p01": 1}
    assert e["result"]["killed"] == ["p06"] and e["result"]["suspect_blue"] == "p06"
    day = vc.day(4)
    assert day is not None and day.outcome.eliminated == "p06" and "p06" in day.living


def test_event_4_totals_and_private_problems_are_host_view_only() -> None:
    script = DUEL + "D4\npv 4 p01 p02\ncard 4 p03 fold\n" + STAGE_1 + CARDS + "end D4"
    host = run(script, players(8), view="host")
    assert {"VOTE_INELIGIBLE_TARGET", "BALLOT_INVALID_OPTION"} <= set(codes(host))
    public = run(script, players(8))
    e = event(public, 4)
    assert "host" not in e and "host" not in e["result"]
    assert e["suspects"] == {"pink": "p01", "blue": "p06"} and e["result"]["killed"] == ["p06"]
    assert "VOTE_INELIGIBLE_TARGET" not in codes(public)
    assert "BALLOT_INVALID_OPTION" not in codes(public)


def test_event_4_suspect_naming_switch() -> None:
    vc = run(DUEL + "D4\n" + STAGE_1, players(8), {"e4_suspect_naming": "pink_by_pink"})
    assert event(vc, 4)["suspects"] == {"pink": "p06", "blue": "p01"}


def test_event_4_stage_1_tie_uses_tie_break() -> None:
    tied = "pv 4 p01 p06\npv 4 p02 p07\npv 4 p05 p01\n"
    vc = run(DUEL + "D4\n" + tied + "end D4", players(8))
    assert event(vc, 4)["result"]["suspect_blue"] == "p06"  # p06 reached 1 first
    assert "TIE_BROKEN" in codes(vc)
    vc = run(DUEL + "D4\n" + tied + "end D4", players(8), {"tie_break": "host"})
    assert event(vc, 4)["result"]["suspect_blue"] is None and "TIE" in codes(vc)


def test_event_4_tie_on_the_secret_ballot_follows_e4_tie() -> None:
    cards = "card 4 p02 hold\ncard 4 p06 hold\n"  # p06 1, p01 1
    script = DUEL + "D4\n" + STAGE_1 + cards + "end D4"
    vc = run(script, players(8))
    day = vc.day(4)
    assert event(vc, 4)["result"]["killed"] == [] and "TIE" in codes(vc)  # none: flagged
    assert day is not None and day.outcome.status.value == "no_elimination"
    vc = run(script, players(8), {"e4_tie": "both"})
    assert sorted(event(vc, 4)["result"]["killed"]) == ["p01", "p06"]
    for rule in ("host", "random"):
        day = run(script, players(8), {"e4_tie": rule}).day(4)
        assert day is not None and day.outcome.status.value == "host_decides"


def test_event_4_sabotage_attached_players_die_alongside_a_suspect() -> None:
    script = DUEL + "D4\nsabotage 4 attach p08 anchor=p06\n" + STAGE_1 + CARDS + "end D4"
    e = event(run(script, players(8)), 4)
    assert e["result"]["killed"] == ["p06"] and e["result"]["attached"] == ["p08"]
    script = DUEL + "D4\nsabotage 4 attach p01 anchor=p06\n" + STAGE_1 + CARDS + "end D4"
    vc = run(script, players(8))
    assert event(vc, 4)["result"]["attached"] == [] and "HOST_EVENT_INVALID" in codes(vc)


def test_public_flips_at_an_events_end_are_shown_with_the_event() -> None:
    # issue 27: the host reveals the eliminated when the whole event is over
    script = DUEL + "D4\n" + STAGE_1 + CARDS + "end D4\nkill p06\nflip 4 p06 Town Doctor\n"
    vc = run(script + "flip 4 p08 scum\nflip 4 nobody town", players(8))
    e = event(vc, 4)
    assert [(f["player"], f["flip"]) for f in e["flips"]] == [
        ("p06", "Town Doctor"),
        ("p08", "scum"),
    ]
    assert "HOST_EVENT_INVALID" in codes(vc)  # a flip of nobody in the game


def test_a_bare_town_flip_is_the_alignment_too() -> None:
    flips = "\n".join(f"flip 1 p0{k} town" for k in range(1, 6)) + "\n"
    vc = run(flips + "D5\n" + _rounds("p01", "p02", "p03"), players(12))
    assert event(vc, 5)["result"]["town_streak"] == 2  # as with the host's alignment rows


def test_event_4_one_sabotage_attaches_a_player_to_each_suspect() -> None:
    # issue 27: "a player to Suspect Blue, as well as a player to Suspect Pink"
    both = "sabotage 4 attach p08 p02 anchor=p06 other=p01\n"
    e = event(run(DUEL + "D4\n" + both + STAGE_1 + CARDS + "end D4", players(8)), 4)
    assert e["result"]["killed"] == ["p06"] and e["result"]["attached"] == ["p08"]
    tie = "card 4 p02 hold\ncard 4 p06 hold\n"  # p06 1, p01 1: both die with e4_tie = both
    script = DUEL + "D4\n" + both + STAGE_1 + tie + "end D4"
    e = event(run(script, players(8), {"e4_tie": "both"}), 4)
    assert sorted(e["result"]["attached"]) == ["p02", "p08"]
    vc = run(DUEL + "D4\nsabotage 4 attach p08 anchor=p06 other=p01\n", players(8))
    assert "HOST_EVENT_INVALID" in codes(vc)  # two suspects take two attached players


def test_event_4_balancing_most_recent_non_voter_and_fallback() -> None:
    # deadline: p01..p03 on p08 (Pink 3), p04 p05 on p01, p06 on p02; p07 unvotes late
    duel = "D3\np01>p08\np02>p08\np03>p08\np07>p05\np04>p01\np05>p01\np06>p02\np07>-\nend D3\n"
    e = event(run(duel + "D4", players(8)), 4)
    assert e["teams"]["moved"] == ["p07"]  # the latest unvote beats p08, who never voted
    # everyone votes: the non-voters run out, so the second wagon's latest joiner moves
    duel = "D3\np01>p08\np02>p08\np03>p08\np04>p01\np05>p01\np06>p02\np07>p02\np08>p03\nend D3\n"
    e = event(run(duel + "D4", players(8)), 4)
    assert e["teams"]["moved"] == ["p05"] and len(e["teams"]["pink"]) == 4
    e = event(run(duel + "D4", players(8), {"e4_fallback": "none"}), 4)
    assert e["teams"]["moved"] == [] and len(e["teams"]["pink"]) == 3


# --- Event 5 -------------------------------------------------------------------------------
ALIGN = "\n".join(f"align p0{k} town" for k in range(1, 6)) + "\n"


def test_event_5_three_successive_town_crossers_kill_all_scum() -> None:
    vc = run(ALIGN + "D5\n" + _rounds("p01", "p02", "p03"), players(12))
    r = event(vc, 5)["result"]
    assert r["crossed"] == ["p01", "p02"] and r["town_streak"] == 2 and not r["scum_die"]
    vc = run(ALIGN + "D5\n" + _rounds("p01", "p02", "p03", "p04"), players(12))
    r = event(vc, 5)["result"]
    assert r["crossed"] == ["p01", "p02", "p03"] and r["town_streak"] == 3 and r["scum_die"]
    assert "EVER_TRIGGER" in codes(vc)
    day = vc.day(5)
    assert day is not None and day.outcome.status.final  # the event ends there


def test_event_5_sabotage_needs_a_fourth_town_crosser() -> None:
    script = ALIGN + "sabotage 5\nD5\n" + _rounds("p01", "p02", "p03", "p04")
    r = event(run(script, players(12)), 5)["result"]
    assert r["town_streak"] == 3 and r["streak_needed"] == 4 and not r["scum_die"]
    r = event(run(script + "\n" + _rounds("p05"), players(12)), 5)["result"]
    assert r["town_streak"] == 4 and r["scum_die"]


def test_event_5_a_scum_crosser_restarts_the_streak() -> None:
    script = ALIGN.replace("p02 town", "p02 scum") + "D5\n" + _rounds("p01", "p02", "p03", "p04")
    r = event(run(script, players(12)), 5)["result"]
    assert r["town_streak"] == 1 and not r["scum_die"]


def test_event_5_scum_fall_takes_the_crosser_and_ends_the_streak_rule() -> None:
    script = ALIGN + "D5\n" + _rounds("p01", "p02") + "\nfall 5\n" + _rounds("p03", "p04", "p05")
    vc = run(script, players(12))
    r = event(vc, 5)["result"]
    assert r["fell"] == "p02" and r["crossed"] == ["p01", "p03", "p04"]
    assert r["town_streak"] == 3 and not r["scum_die"]  # the scum made their kill first
    assert "CROSSER_FELL" in codes(vc)
    queued = ALIGN + "fall 5 p03\nD5\n" + _rounds("p01", "p02", "p03", "p04")
    r = event(run(queued, players(12)), 5)["result"]
    assert r["fell"] == "p03" and r["crossed"] == ["p01", "p02"]
    twice = ALIGN + "D5\nfall 5\n" + _rounds("p01") + "\nfall 5"
    assert "HOST_EVENT_INVALID" in codes(run(twice, players(12)))


def test_event_5_sabotage_after_the_fall_is_too_late() -> None:
    script = ALIGN + "D5\nfall 5\n" + _rounds("p01", "p02") + "\nsabotage 5"
    assert "SABOTAGE_TOO_LATE" in codes(run(script, players(12)))


def test_event_5_unknown_alignment_is_flagged_in_the_host_view() -> None:
    vc = run("D5\n" + _rounds("p01", "p02"), players(12), view="host")
    assert "ALIGNMENT_UNKNOWN" in codes(vc) and event(vc, 5)["result"]["town_streak"] == 0


# --- Event 8 -------------------------------------------------------------------------------
# Event 7 with 6: p01 to Heaven, p02 to Hell, p03 to Heaven, then (three left, Heaven
# ahead) p04 p05 to Hell, and the last, p06, to Heaven.
DEST = (
    "D7\np02>p01\np03>p01\np04>p01\np05>p01\nhell 7 p02\np04>p03\np05>p03\np06>p03\n"
    "hell 7 p04 p05\nend D7\nD8\n"
)
HEAVEN = "pv 8 p01 p03\npv 8 p03 p03\npv 8 p06 p01\n"
HELL = "pv 8 p02 p04\npv 8 p04 p04\npv 8 p05 p02\n"


def test_event_8_heaven_votes_a_ruler_and_hell_saves() -> None:
    script = DEST + HEAVEN + HELL + "second 8 p04 p05\nend D8\nD9"
    vc = run(script, players(6), view="host")
    e = event(vc, 8)
    assert e["heaven"] == ["p01", "p03", "p06"] and e["hell"] == ["p02", "p04", "p05"]
    assert e["result"]["ruler"] == "p03"
    assert e["result"]["host"]["saved"] == ["p04", "p05"]  # two others left: a second save
    assert event(vc, 9)["ruler"] == "p03"  # handed to Event 9
    public = event(run(script, players(6)), 8)
    assert public["result"]["ruler"] == "p03" and "host" not in public["result"]
    # issue 27: Hell's result is the event's result too, public once Event 8 is decided
    assert public["result"]["saved"] == ["p04", "p05"] and public["result"]["unsaved"] == ["p02"]
    assert "saved" not in event(run(DEST + HEAVEN + HELL, players(6)), 8).get("result", {})


def test_event_8_ruler_tie_uses_tie_break() -> None:
    tied = "pv 8 p01 p06\npv 8 p03 p03\n"
    vc = run(DEST + tied + "end D8", players(6))
    assert event(vc, 8)["result"]["ruler"] == "p06" and "TIE_BROKEN" in codes(vc)
    vc = run(DEST + tied + "end D8", players(6), {"tie_break": "host"})
    day = vc.day(8)
    assert day is not None and day.outcome.status.value == "host_decides"


def test_event_8_disqualification_one_or_two_from_five() -> None:
    script = DEST + "sabotage 8 disqualify p03\n" + HEAVEN + "end D8"
    vc = run(script, players(6), view="host")
    assert event(vc, 8)["result"]["ruler"] == "p01"  # p03's votes cannot count
    assert codes(vc).count("VOTE_INELIGIBLE_TARGET") == 2
    vc = run(DEST + "sabotage 8 disqualify p03 p06\nend D8", players(6))
    assert "HOST_EVENT_INVALID" in codes(vc)  # three in Heaven: one at most


def test_event_8_sabotage_save_and_two_in_hell_must_agree() -> None:
    base = DEST + "sabotage 8 save p02\n"
    vc = run(base + "pv 8 p04 p05\npv 8 p05 p05\nend D8", players(6), view="host")
    assert event(vc, 8)["result"]["host"]["saved"] == ["p02", "p05"]
    vc = run(base + "pv 8 p04 p04\npv 8 p05 p05\npv 8 p02 p04\nend D8", players(6), view="host")
    assert event(vc, 8)["result"]["host"]["saved"] == ["p02"]  # no agreement: nobody else
    assert "NON_PARTICIPANT_VOTE" in codes(vc)  # the saved one's vote is removed
    late = DEST + "pv 8 p04 p04\nsabotage 8 save p02"
    assert "SABOTAGE_TOO_LATE" in codes(run(late, players(6)))


# --- Event 10's town check -----------------------------------------------------------------
TEAM = "ring p01 p01 p02 p03 p04\nring p02 p01 p02 p03 p04\nring p03 p01 p02 p03 p04\n"


def _aligned(scum: str) -> str:
    return "\n".join(f"align p0{k} {'scum' if f'p0{k}' == scum else 'town'}" for k in range(1, 8))


def test_event_10_town_check_needs_every_member_town() -> None:
    script = _aligned("p04") + "\nD10\n" + TEAM + "ring p05 p01 p02 p03 p04\nend D10"
    r = event(run(script, players(7)), 10)["result"]
    assert r["required"] == 4 and r["checked"] == ["p01", "p02", "p03", "p04"]
    assert r["winner"] == "scum"
    r = event(run(script.replace("align p04 scum", "align p04 town"), players(7)), 10)["result"]
    assert r["winner"] == "town"


def test_t1_3_after_a_stop_the_clock_elimination_the_first_r_minus_1_must_be_town() -> None:
    stop = "D10\nstop p01\nstop p02\nstop p03\nstop p05\n"  # 4 of 7: the elimination now
    elimination = "event 11 elimination\nD11\np01>p07\np02>p07\np03>p07\nend D11\nkill p07\n"
    final = "event 12 options\nD12\n" + TEAM + "ring p05 p01 p02 p03 p04\nend D12"
    vc = run(_aligned("p04") + "\n" + stop + elimination + final, players(7))
    e = event(vc, 12)
    assert e["middle"] == "tick" and e["ring_size"] == 4
    assert e["result"]["required"] == 3 and e["result"]["checked"] == ["p01", "p02", "p03"]
    assert e["result"]["winner"] == "town"  # p04, fourth in the team's order, is not checked


def test_event_10_ring_team_voters_checks_the_first_r_voters() -> None:
    rung = "D10\nring p05\nring p01\nring p02\nring p03\nend D10"
    vc = run(_aligned("p05") + "\n" + rung, players(7), {"ring_team": "voters"})
    r = event(vc, 10)["result"]
    assert r["locked_team"] == ["p05", "p01", "p02", "p03"] and r["winner"] == "scum"
    assert "RING_TEAM_SIZE" not in codes(vc)
    assert "RING_TEAM_SIZE" in codes(run(rung, players(7)))  # a designated team is needed


# --- Event 5's switches and Event 9's Ruler --------------------------------------------------
def test_event_5_crossed_players_vote_unless_switched_off() -> None:
    script = "D5\n" + _rounds("p01", "p02") + "\np01>p03"  # p01 is across now
    assert "NON_PARTICIPANT_VOTE" not in codes(run(script, players(12)))
    vc = run(script, players(12), {"e5_crossed_can_vote": False})
    assert "NON_PARTICIPANT_VOTE" in codes(vc) and event(vc, 5)["voters"] == 11


def test_event_5_votes_reset_each_round_unless_switched_off() -> None:
    script = "D5\np05>p03\n" + _rounds("p01")  # p05's vote on p03 is of the first round
    vc = run(script, players(12))
    day = vc.day(5)
    assert day is not None and day.wagon("p03") is None
    vc = run(script, players(12), {"e5_votes_reset": False})
    day = vc.day(5)
    assert day is not None and day.wagon("p03") is not None and day.wagon("p01") is None


def test_event_9_the_ruler_may_not_nominate_themself() -> None:
    script = DEST + HEAVEN + "end D8\nnominees 9 p03 p01\nD9"
    vc = run(script, players(6))
    assert "HOST_EVENT_INVALID" in codes(vc) and event(vc, 9)["ruler"] == "p03"
    vc = run(script, players(6), {"e9_ruler_may_self": True})
    assert "HOST_EVENT_INVALID" not in codes(vc)


def test_event_6_private_targets_are_recorded_for_the_host() -> None:
    script = "event 6 private p01 p02 p03\nD6\npv 6 p01 p02\npv 6 p02 p02\npv 6 p04 p01"
    vc = run(script, players(4), view="host")
    assert event(vc, 6)["host"] == {"choices": {"p01": "p02"}}
    assert {"VOTE_INELIGIBLE_TARGET", "NON_PARTICIPANT_VOTE"} <= set(codes(vc))
    public = run(script, players(4))
    assert "host" not in event(public, 6) and "NON_PARTICIPANT_VOTE" not in codes(public)


def test_event_10_tick_away_reveals_the_last_dead_players_alignment() -> None:
    # 6 alive at the start: the middle option is Tick Away, 4 of 6 fire it
    script = "align p07 scum\nkill p01\nkill p07\nD10\ntick p02\ntick p03\ntick p04\ntick p05"
    r = event(run(script, players(8)), 10)["result"]
    assert r["trigger"] == "tick" and r["reveal"] == {"player": "p07", "alignment": "scum"}


def test_event_4_a_death_at_the_closing_post_comes_after_the_secret_totals() -> None:
    # issue 27: the event resolves from the cards that stood; the host's death entered at
    # the closing post takes effect after it, and is reported because it would have
    # changed the totals (p03's Hold for p06) had it come first
    after = run(DUEL + "D4\n" + STAGE_1 + CARDS + "end D4; kill p03 after", players(8), view="host")
    assert event(after, 4)["host"]["totals"] == {"p06": 4, "p01": 1}
    assert codes(after).count("HOST_EVENT_AFTER_RESULT") == 1
    first = run(DUEL + "D4\n" + STAGE_1 + CARDS + "kill p03\nend D4", players(8), view="host")
    assert event(first, 4)["host"]["totals"] == {"p06": 3, "p01": 1}  # died before the close
    assert "HOST_EVENT_AFTER_RESULT" not in codes(first)
