"""The event game (ruleset ``events``, spec/rules.md §5): the test vectors T1-1 ... T1-7
that the built features cover, closed events, the YES/NO ballots, Event 10's options."""

from __future__ import annotations

from tests.tally.events_game.dsl import codes, event, players, run
from votecount.tally import VoteCount
from votecount.tally.codes import Violation


def _notices(vc: VoteCount) -> list[Violation]:
    return [n for d in vc.days for n in (*d.rejected, *d.notices)]


def _votes(pairs: list[tuple[str, str]]) -> str:
    return "\n".join(f"{a}>{b}" for a, b in pairs)


# --- T1-1 / T1-2: Event 3's dual-wagon hammer ------------------------------------------------
def test_t1_1_dual_hammer_needs_a_second_wagon_of_three() -> None:
    votes = [(f"p{k:02d}", "p01") for k in range(5, 13)]  # A 8
    votes += [("p13", "p02"), ("p14", "p02"), ("p01", "p03"), ("p02", "p03"), ("p03", "p04")]
    script = "D3\n" + _votes(votes)
    vc = run(script, players(14))
    day = vc.day(3)
    assert day is not None and not day.outcome.status.final  # A 8, B 2, C 2, D 1: no hammer
    assert event(vc, 3)["ballot"] == "dual" and event(vc, 3)["threshold"] == 8
    vc = run(script + "\np03>p02\np04>p01", players(14))
    day = vc.day(3)
    assert day is not None and day.outcome.status.value == "hammered"
    assert event(vc, 3)["result"] == {"first": "p01", "second": "p02"}
    assert "VOTE_AFTER_HAMMER" in codes(vc) and "DUAL_HAMMER" in codes(vc)
    assert [v.voter for v in day.wagon("p02").votes] == ["p13", "p14", "p03"]  # type: ignore[union-attr]


def test_t1_2_tie_for_second_goes_to_whoever_reached_it_first() -> None:
    votes = [("p08", "p02"), ("p09", "p02"), ("p10", "p02")]  # B reaches 3 first
    votes += [("p11", "p03"), ("p12", "p03"), ("p13", "p03")]
    votes += [(f"p{k:02d}", "p01") for k in (1, 2, 3, 4, 5, 6, 7)]  # A reaches 7 last
    vc = run("D3\n" + _votes(votes), players(13))
    assert event(vc, 3)["result"] == {"first": "p01", "second": "p02"}
    ties = [n for n in _notices(vc) if n.code == "TIE_BROKEN"]  # issue 27: said, with the rule
    assert len(ties) == 1 and "second place at 3 (p02, p03)" in ties[0].reason
    assert "earliest_to_reach" in ties[0].reason


def test_a_tie_for_second_at_the_deadline_is_reported() -> None:
    votes = [("p08", "p02"), ("p09", "p02"), ("p10", "p03"), ("p11", "p03")]
    votes += [(f"p{k:02d}", "p01") for k in (1, 2, 3)]
    vc = run("D3\n" + _votes(votes) + "\nend D3", players(13))
    assert event(vc, 3)["result"] == {"first": "p01", "second": "p02"}
    ties = [n.reason for n in _notices(vc) if n.code == "TIE_BROKEN"]
    assert ties == [
        "tie for second place at 2 (p02, p03): p02 reached it first (earliest_to_reach)"
    ]
    clear = run("D3\n" + _votes(votes[:3] + votes[4:]) + "\nend D3", players(13))
    assert "TIE_BROKEN" not in codes(clear)


# --- elimination ballots: Event 1 ----------------------------------------------------------
def test_event_1_hammer_at_strict_majority_names_chair_and_nobles() -> None:
    votes = [(f"p{k:02d}", "p01") for k in range(1, 10)]  # the chair votes for themself
    vc = run("D1\n" + _votes(votes), players(16))
    e = event(vc, 1)
    assert e["threshold"] == 9 and e["chair"] == "p01"
    assert e["nobles"] == [f"p{k:02d}" for k in range(2, 10)]
    assert "NOBLE_COUNT_MISMATCH" not in codes(vc)
    day = vc.day(1)
    assert day is not None and "p01" in day.living  # the chair does not die


def test_event_1_plurality_at_deadline_and_noble_count_warning() -> None:
    script = "D1\np02>p01\np03>p01\np04>p05\np06>p05\nend D1"
    vc = run(script, players(16))
    day = vc.day(1)
    assert day is not None and day.outcome.eliminated == "p01"  # p01's last vote came first
    assert "TIE_BROKEN" in codes(vc) and "NOBLE_COUNT_MISMATCH" in codes(vc)


def test_ineligible_targets_and_deaths_count_at_once() -> None:
    script = "ineligible 1 p01\nD1\np02>p01\nkill p03\np03>p02\np04>p02"
    vc = run(script, players(6))
    assert codes(vc).count("VOTE_INELIGIBLE_TARGET") == 1 and "VOTE_BY_DEAD" in codes(vc)
    assert event(vc, 1)["voters"] == 5


# --- closed events and stages ----------------------------------------------------------------
def test_closed_event_post_and_non_participant_vote() -> None:
    script = "event 1 elimination p01 p02 p03\nD1\np01>p02\np04>p02\npost p05\np02>p04"
    vc = run(script, players(5))
    c = codes(vc)
    assert c.count("CLOSED_EVENT_POST") == 2  # p04 and p05 post
    assert "NON_PARTICIPANT_VOTE" in c and "VOTE_INELIGIBLE_TARGET" in c
    assert event(vc, 1)["voters"] == 3 and event(vc, 1)["threshold"] == 2


def test_stage_silence() -> None:
    script = "event 6 private p01 p02\nD6\nstage 6\npost p01\np01>p02"
    c = codes(run(script, players(4)))
    assert "STAGE_SILENCE" in c and "BALLOT_INVALID_OPTION" in c


# --- Event 2: the Executioner and the nobles' YES/NO --------------------------------------------
E2 = "event 2 yes_no apart=p01 p01 p02 p03 p04 p05\nD2\n"


def test_event_2_pick_must_be_a_living_noble_and_executioner_cannot_vote() -> None:
    vc = run(E2 + "p01>p09\np01>p03\ny p01\ny p02\nn p03\ny p04", players(9))
    c = codes(vc)
    assert "TARGET_NOT_NOBLE" in c and "NON_PARTICIPANT_VOTE" in c
    e = event(vc, 2)
    assert e["pick"] == "p03" and e["yes_no"][0]["yes"] == ["p02", "p04"]


def test_event_2_yes_majority_of_living_nobles_kills_tie_lives() -> None:
    vc = run(E2 + "y p02\ny p03\nn p04\nn p05\nend D2", players(9))
    assert event(vc, 2)["result"]["executioner_dies"] is False  # 2 of 4: a tie lives
    vc = run(E2 + "y p02\ny p03\nn p04\nn p05\nend D2", players(9), {"e2_tie": "dies"})
    assert event(vc, 2)["result"]["executioner_dies"] is True
    vc = run(E2 + "y p02\ny p03\ny p04\nend D2", players(9))
    day = vc.day(2)
    assert day is not None and day.outcome.eliminated == "p01"


# --- Sabotage --------------------------------------------------------------------------------
def test_sabotage_limit_and_too_late() -> None:
    votes = _votes([(f"p{k:02d}", "p01") for k in range(2, 6)])
    script = f"D1\nsabotage 1\n{votes}\nsabotage 1\nend D1\nsabotage 2\nsabotage 3"
    c = codes(run(script, players(7)))
    assert c.count("SABOTAGE_TOO_LATE") == 1 and c.count("SABOTAGE_LIMIT") == 1


# --- T1-7: Event 9 -----------------------------------------------------------------------------
def test_t1_7_nominee_hammer_and_the_eliminated_keep_voting() -> None:
    script = "nominees 9 p01 p02 p03\nD9\n" + "\n".join(
        [f"y p0{k} p01" for k in (2, 3, 4)] + ["kill p05", "y p05 p01"]  # dead p05 still votes
    )
    script += "\ny p01 p02\nn p03 p02\nn p04 p02\nn p06 p02\nn p07 p02\ny p06 p01\nend D9"
    vc = run(script, players(7))
    e = event(vc, 9)
    assert e["threshold"] == 4 and e["voters"] == 7
    fired = {f["subject"]: f["what"] for f in e["fired"]}
    assert fired == {"p01": "eliminated", "p02": "safe"}
    assert e["result"] == {"eliminated": ["p01"], "fallback": False}
    assert "VOTE_AFTER_HAMMER" in codes(vc)  # p06's YES on the decided p01


def test_event_9_max_yes_fallback() -> None:
    script = "nominees 9 p01 p02\nD9\ny p03 p01\ny p04 p01\ny p05 p02\nend D9"
    e = event(run(script, players(7)), 9)
    assert e["result"] == {"eliminated": ["p01"], "fallback": True}


# --- T1-3 / T1-4: Event 10 -----------------------------------------------------------------------
def test_t1_3_crash_at_four_of_seven_ends_the_game() -> None:
    script = "D10\n" + "\n".join(f"crash p0{k}" for k in (1, 2, 3)) + "\nstop p04\ncrash p05"
    vc = run(script, players(7))
    e = event(vc, 10)
    assert e["middle"] == "stop" and e["fired"][0]["what"] == "crash"
    assert e["fired"][0]["post"] == 6 and e["result"]["trigger"] == "crash"


def test_t1_3_stop_reaches_four_then_tick_away_with_r_4() -> None:
    script = "D10\n" + "\n".join(f"stop p0{k}" for k in (1, 2, 3, 4)) + "\nkill p07\nD11"
    vc = run(script, players(7))
    assert event(vc, 10)["result"]["trigger"] == "stop"
    script += "\nevent 11 options\ntick p01\nstop p02\nring p03 p01 p02 p03"
    vc = run(script.replace("D11\nevent 11 options", "event 11 options\nD11"), players(7))
    e = event(vc, 11)
    assert e["middle"] == "tick" and e["ring_size"] == 4 and e["voters"] == 6
    assert codes(vc).count("BALLOT_INVALID_OPTION") == 1 and "RING_TEAM_SIZE" in codes(vc)


def test_t1_4_a_death_makes_crash_fire() -> None:
    script = "D10\ncrash p01\ncrash p02\ncrash p03\nstop p04"
    e = event(run(script, players(7)), 10)
    assert e["fired"] == [] and e["closest"]["title"] == "Crash the Party"
    assert (e["closest"]["count"], e["closest"]["needed"]) == (3, 4)
    e = event(run(script + "\nkill p04", players(7)), 10)
    assert [f["what"] for f in e["fired"]] == ["crash"] and e["fired"][0]["post"] == 6


def test_event_10_deadline_ring_team_locked_as_a_set() -> None:
    script = "D10\nring p01 p01 p02 p03 p04\nring p02 p04 p03 p02 p01\nring p03 p01 p02 p03 p04"
    script += "\ncrash p05\nring p06 p01 p02 p03 p07\nend D10"
    vc = run(script, players(7))
    e = event(vc, 10)
    assert e["options"][0]["voters"] == ["p01", "p02", "p03"]
    assert e["options"][0]["team"] == ["p01", "p02", "p03", "p04"]  # the earliest vote's order
    assert "RING_LOCKED" not in codes(vc) and "E10_NO_RESULT" in codes(vc)  # 3 of 7
    vc = run(script.replace("ring p06 p01 p02 p03 p07", "ring p06 p03 p01 p02 p04"), players(7))
    result = event(vc, 10)["result"]
    assert result["locked_team"] == ["p01", "p02", "p03", "p04"] and result["count"] == 4
    assert result["winner"] is None  # no alignments given: the town check cannot be made
    assert "RING_LOCKED" in codes(vc)
    vc = run(script, players(7), {"ring_team_identity": "ordered_list"})
    assert [r["voters"] for r in event(vc, 10)["options"][:3]] == [["p01", "p03"], ["p02"], ["p06"]]


def test_event_10_no_result() -> None:
    vc = run("D10\nstop p01\ncrash p02\nend D10", players(7))
    assert "E10_NO_RESULT" in codes(vc)


# --- T1-5 / T1-6: Event 7's Heaven and Hell, Event 4's teams --------------------------------
def test_t1_5_destination_unknown_with_eight() -> None:
    from votecount.tally.events_game.teams import destination, destination_steps

    assert destination_steps(8) == ["H", "P", "H", "P", "H", "PP", "H"]
    assert destination(8) == (4, 4)
    table = {5: (3, 2), 6: (3, 3), 7: (4, 3), 8: (4, 4), 9: (5, 4), 10: (5, 5), 11: (6, 5)}
    assert {n: destination(n) for n in table} == table


def test_t1_6_balancing_moves_the_latest_joiners() -> None:
    from votecount.tally.events_game.teams import split_teams

    pink = [f"v{k}" for k in range(1, 10)]
    teams = split_teams(pink, ["b1", "b2", "b3", "b4"], [], [])
    assert teams.pink == tuple(pink[:7]) and len(teams.blue) == 6
    assert teams.moved == ("v9", "v8")


def test_event_4_pink_too_small_takes_the_most_recent_non_voter_then_the_second_wagon() -> None:
    from votecount.tally.events_game.teams import split_teams

    teams = split_teams(["a"], ["b", "c", "d", "e", "f"], ["d", "e"], ["b", "c"])
    assert teams.pink == ("a", "e", "d") and teams.blue == ("b", "c", "f")
    teams = split_teams(["a"], ["b", "c", "d", "e", "f", "g"], ["d"], ["b", "c"])
    assert teams.pink == ("a", "d", "c") and teams.moved == ("d", "c")


def test_event_4_teams_come_from_event_3s_frozen_wagons() -> None:
    votes = [(f"p{k:02d}", "p01") for k in range(1, 10)]  # Pink: 9 on p01
    votes += [("p10", "p02"), ("p11", "p02"), ("p12", "p02")]  # hammer: 9 >= 8, second 3
    script = "D3\n" + _votes(votes) + "\nend D3\nD4"
    e = event(run(script, players(14)), 4)
    assert e["teams"]["pink"] == [f"p{k:02d}" for k in range(1, 8)]
    assert e["teams"]["moved"] == ["p09", "p08"] and len(e["teams"]["blue"]) == 7


def test_event_4_non_voters_rank_by_their_latest_unvote() -> None:
    script = "D3\np10>p02\np09>p02\np01>p01\np02>p01\np03>p01\np04>p02\np05>p02"
    script += "\np09>-\np10>-\nend D3\nD4"  # p10 unvoted last: the most recent non-voter
    e = event(run(script, players(10)), 4)
    assert e["teams"]["pink"] == ["p01", "p02", "p03", "p10", "p09"]
    assert e["teams"]["moved"] == ["p10", "p09"]


# --- prods and substitutions ---------------------------------------------------------------
def test_prod_due_after_36_hours_only_for_the_event_participants() -> None:
    from datetime import timedelta

    from tests.tally.dsl import T0
    from tests.tally.events_game.dsl import events
    from votecount.tally import Rules, Setup
    from votecount.tally.engine import audit

    script = "event 2 yes_no apart=p01 p01 p02 p03\nD2\npost p01\npost p02\npost p04"
    rules = Rules.from_switches("events", {})
    setup = Setup.of(*players(4).split())
    early = audit(setup, events(script), rules, now=T0 + timedelta(hours=35))
    assert early.by_code("PROD_DUE") == ()
    late = audit(setup, events(script), rules, now=T0 + timedelta(hours=37))
    # 36 h, not the common 48; p03 never posted; p04 is a spectator of the closed event
    assert {v.player for v in late.by_code("PROD_DUE")} == {"p01", "p02", "p03"}


def test_a_substitute_inherits_the_option_vote_and_votes_in_the_slot() -> None:
    script = "D10\ncrash p01\ncrash p02\nsub p01 x1\ncrash p03\np01>-"
    vc = run(script, players(7))
    e = event(vc, 10)
    crash = next(o for o in e["options"] if o["option"] == "crash")
    assert crash["voters"] == ["x1", "p02", "p03"] and e["fired"] == []  # 3 of the 4 needed
    assert "VOTE_BY_NON_PLAYER" in codes(vc)  # the replaced p01 may not unvote
    vc = run(script.replace("p01>-", "kill p07"), players(7))  # n = 6: 3 of 3
    assert [f["what"] for f in event(vc, 10)["fired"]] == ["crash"]


# --- Event 5: crossing rounds ----------------------------------------------------------------
def test_event_5_rounds_nominate_crossers_reset_votes_and_end_at_four_left() -> None:
    # 8 alive: T = 5; each round needs 5 votes on one player
    rounds = []
    for target in ("p01", "p02", "p03"):
        rounds += [f"p{k:02d}>{target}" for k in (4, 5, 6, 7, 8)]
    rounds += [f"p{k:02d}>p04" for k in (1, 5, 6, 7, 8)]  # the crossed vote too
    script = "D5\n" + "\n".join(rounds[:10]) + "\np04>p01\n" + "\n".join(rounds[10:])
    vc = run(script + "\np05>p06", players(8))
    e = event(vc, 5)
    assert e["ballot"] == "crossing" and e["threshold"] == 5
    assert [f["subject"] for f in e["fired"]] == ["p01", "p02", "p03", "p04"]
    assert e["result"]["uncrossed"] == ["p05", "p06", "p07", "p08"]  # four left: the end
    assert "VOTE_INELIGIBLE_TARGET" in codes(vc)  # p01 is crossing
    assert "VOTE_AFTER_HAMMER" in codes(vc)  # the event is over
    day = vc.day(5)
    assert day is not None and day.outcome.status.value == "hammered" and not day.wagons


def test_event_5_deadline_plurality_nominates_one_more() -> None:
    script = "D5\n" + "\n".join(f"p{k:02d}>p01" for k in (4, 5, 6, 7, 8))
    script += "\np04>p02\np05>p02\np06>p03\nend D5"
    e = event(run(script, players(8)), 5)
    assert e["result"]["crossers"] == ["p01", "p02"]


def test_t1_5_event_7_through_the_count() -> None:
    # n = 8: H, P, H, P, H (three remain, Heaven 3 > Hell 2) -> two to Hell -> last to Heaven
    def heaven(target: str, voters: list[str]) -> str:
        return "\n".join(f"{v}>{target}" for v in voters)

    script = "\n".join([
        "D7", heaven("p01", ["p01", "p02", "p03", "p04", "p05"]),          # 8 remain: 5
        "hell 7 p02",
        heaven("p03", ["p03", "p04", "p05", "p06"]),                       # 6 remain: 4
        "hell 7 p04",
        heaven("p05", ["p05", "p06", "p07"]),                              # 4 remain: 3
        "post p01",                                                        # in Heaven: silent
        "hell 7 p06 p07",                                                  # 3 remain, 3 > 2
    ])  # fmt: skip
    vc = run(script, players(8))
    e = event(vc, 7)
    assert e["result"] == {
        "heaven": ["p01", "p03", "p05", "p08"], "hell": ["p02", "p04", "p06", "p07"],
        "remaining": [],
    }  # fmt: skip
    assert "two_to_hell" in [f["what"] for f in e["fired"]]
    assert "STAGE_SILENCE" in codes(vc) and "HELL_COUNT" not in codes(vc)
    day = vc.day(7)
    assert day is not None and day.outcome.status.final


def test_event_7_one_to_hell_when_two_were_due_is_flagged() -> None:
    script = "D7\n" + "\n".join(f"p0{k}>p01" for k in (1, 2, 3, 4))  # 6 remain: 4
    script += "\nhell 7 p02\n" + "\n".join(f"p0{k}>p03" for k in (3, 4, 5))  # 4 remain: 3
    vc = run(script + "\nhell 7 p04", players(6))  # 3 remain, Heaven 2 > Hell 1: two due
    assert codes(vc).count("HELL_COUNT") == 1
    assert codes(run(script + "\nhell 7 p04 p05", players(6))).count("HELL_COUNT") == 0
    assert "HOST_EVENT_INVALID" in codes(run(script + "\nhell 7 p01", players(6)))  # in Heaven


# --- per-event settings (issue 27): resolution and title of one event ------------------------
def test_an_elimination_event_decided_at_its_deadline_has_no_hammer() -> None:
    votes = [(f"p{k:02d}", "p01") for k in range(2, 7)]  # 5 of 9: the majority
    votes += [(f"p{k:02d}", "p09") for k in range(2, 5)]  # then three move to p09
    script = "event 11 elimination\nD11 resolution=plurality title=Stop_the_Clock:_elimination\n"
    vc = run(script + _votes(votes) + "\nend D11", players(9))
    day = vc.day(11)
    assert day is not None and day.outcome.eliminated == "p09"  # p09 3, p01 2 at the deadline
    assert "VOTE_AFTER_HAMMER" not in codes(vc)
    assert event(vc, 11)["heading"] == "Event 11 – Stop the Clock: elimination"
    hammered = run("event 11 elimination\nD11\n" + _votes(votes) + "\nend D11", players(9))
    assert hammered.day(11).outcome.eliminated == "p01"  # type: ignore[union-attr]
    assert "VOTE_AFTER_HAMMER" in codes(hammered)


def test_a_dual_event_without_a_hammer_waits_for_its_deadline() -> None:
    votes = [(f"p{k:02d}", "p01") for k in range(5, 13)] + [(f"p0{k}", "p02") for k in (1, 2, 3)]
    vc = run("D3 resolution=plurality\n" + _votes(votes), players(14))
    assert "DUAL_HAMMER" not in codes(vc) and not vc.day(3).outcome.status.final  # type: ignore[union-attr]


def test_event_5_rounds_with_their_own_deadlines() -> None:
    # issue 27: rounds 1 and 2 end at their deadlines without a majority (T = 6 of 10);
    # each round's plurality leader crosses and the votes reset, so round 1's stale
    # wagon on p02 does not carry into round 2
    script = "D5\np04>p01\np05>p01\np06>p02\nround 5\np07>p03\np08>p03\np09>p04\nround 5"
    vc = run(script, players(10))
    e = event(vc, 5)
    assert [f["subject"] for f in e["fired"]] == ["p01", "p03"]
    day = vc.day(5)
    assert day is not None and not day.wagons and not day.outcome.status.final
    without = run(script.replace("round 5", "p10>p10"), players(10))
    assert event(without, 5)["fired"] == []  # no majority: nobody crossed


def test_a_round_end_on_an_event_without_rounds_is_refused() -> None:
    vc = run("D1\np02>p01\nround 1", players(5))
    assert "HOST_EVENT_INVALID" in codes(vc)
