"""The event game's switches (spec/rules.md §5.4 and the `events:` line of §7), each
with a named test: the ones the other event-game tests do not already cover, and the
phase's word in the core's reasons."""

from __future__ import annotations

from tests.tally import dsl
from tests.tally.events_game.dsl import codes, event, players, run
from votecount.tally import Rules, Setup, tally

E2 = "event 2 yes_no apart=p01 p01 p02 p03 p04 p05\nD2\n"


# --- Event 9's switches: e9_resolution, e9_majority_base (§5.2, B11) ----------------------------
E9_EARLY = "nominees 9 p01 p02\nD9\n" + "\n".join(f"y p0{k} p01" for k in (3, 4, 5, 6))


def test_e9_resolution_end_of_phase_waits_for_the_deadline() -> None:
    script = E9_EARLY + "\nn p05 p01\nend D9"
    vc = run(script, players(7))  # default: p01 is eliminated at the fourth YES
    assert event(vc, 9)["result"] == {"eliminated": ["p01"], "fallback": False}
    assert "VOTE_AFTER_HAMMER" in codes(vc)  # p05 may not change a decided nominee
    vc = run(script, players(7), {"e9_resolution": "end_of_phase"})
    e = event(vc, 9)
    assert "VOTE_AFTER_HAMMER" not in codes(vc) and e["fired"] == []
    assert e["result"] == {"eliminated": ["p01"], "fallback": True}  # 3 of 7: the most YES
    vc = run(E9_EARLY + "\nend D9", players(7), {"e9_resolution": "end_of_phase"})
    e = event(vc, 9)
    assert [(f["what"], f["subject"], f["post"]) for f in e["fired"]] == [
        ("eliminated", "p01", 7)  # decided by the deadline's line, not the fourth YES
    ]
    assert e["result"] == {"eliminated": ["p01"], "fallback": False}


def test_e9_majority_base_yes_vs_no_cast() -> None:
    script = "nominees 9 p01 p02\nD9\ny p03 p01\ny p04 p01\nn p05 p01\n" + "\n".join(
        [f"y p0{k} p02" for k in (1, 3, 4)] + [f"n p0{k} p02" for k in (5, 6, 7)]
    )
    script += "\nend D9"
    e = event(run(script, players(7)), 9)  # of the 7 voters: nobody reaches 4, most YES
    assert e["result"] == {"eliminated": ["p02"], "fallback": True}
    vc = run(script, players(7), {"e9_majority_base": "yes_vs_no_cast"})
    e = event(vc, 9)  # p01: 2 YES of 3 cast; p02: 3 of 6, short of 4
    assert e["result"] == {"eliminated": ["p01"], "fallback": False}
    assert [(f["subject"], f["count"], f["needed"]) for f in e["fired"]] == [("p01", 2, 2)]


# --- the phase's word in the core's reasons (Views.phase) ---------------------------------------
def test_vote_after_hammer_names_the_event_not_a_day() -> None:
    votes = "\n".join(f"p0{k}>p01" for k in range(1, 5))  # 4 of 7 hammers at line 5
    vc = run(f"D1\n{votes}\np05>p01\nend D1\np06>p02", players(7))
    day = vc.day(1)
    assert day is not None
    why = {v.code: v.reason for v in day.rejected}
    assert why["VOTE_AFTER_HAMMER"] == "Event 1 was hammered at #5; votes are frozen"
    mafia = tally(Setup.of(*players(7).split()), dsl.events(f"D1\n{votes}\np05>p01"),
                  Rules.from_switches("mafia", {}))  # fmt: skip
    day = mafia.day(1)
    assert day is not None  # the core's own word is unchanged
    assert [v.reason for v in day.rejected] == ["Day 1 was hammered at #5; votes are frozen"]


# --- the common switches under the spec's names: majority (B1), self_vote (B4) -------------------
def test_majority_half_up_lowers_every_hammer() -> None:
    votes = "\n".join(f"p{k:02d}>p01" for k in range(1, 9))  # 8 of 16
    assert event(run("D1\n" + votes, players(16)), 1)["threshold"] == 9
    for switches in ({"majority": "half_up"}, {"threshold_rule": "half_up"}):
        vc = run("D1\n" + votes, players(16), switches)
        day = vc.day(1)
        assert event(vc, 1)["threshold"] == 8
        assert day is not None and day.outcome.status.value == "hammered"
    nine = "nominees 9 p01\nD9\ny p02 p01\ny p03 p01\ny p04 p01"  # Event 9: 3 of 6
    assert event(run(nine, players(6), {"majority": "half_up"}), 9)["fired"][0]["what"] == (
        "eliminated"
    )
    assert event(run(nine, players(6)), 9)["fired"] == []


def test_self_vote_switch() -> None:
    vc = run("D1\np01>p01", players(5))
    day = vc.day(1)
    assert day is not None and [v.voter for v in day.wagon("p01").votes] == ["p01"]  # type: ignore[union-attr]
    vc = run("D1\np01>p01", players(5), {"self_vote": False})
    day = vc.day(1)
    assert day is not None and [v.reason for v in day.rejected] == ["self-votes are not allowed"]


# --- e10_no_result: the host decides, or the Final Hour is played again ----------------------
def test_e10_no_result_rerun_plays_the_final_hour_again() -> None:
    script = "D10\nstop p01\ncrash p02\nend D10"
    vc = run(script, players(7))
    day = vc.day(10)
    assert day is not None and day.outcome.status.value == "host_decides"
    assert event(vc, 10)["result"] == {"no_result": "host"}
    again = script + "\nD11\n" + "\n".join(f"crash p0{k}" for k in (1, 2, 3, 4))
    vc = run(again, players(7), {"e10_no_result": "rerun"})
    day = vc.day(10)
    assert day is not None and day.outcome.status.value == "no_elimination"
    assert event(vc, 10)["result"] == {"no_result": "rerun", "rerun": 11}
    assert "E10_NO_RESULT" in codes(vc)
    e = event(vc, 11)  # no event row: the rerun is an options ballot, the same middle option
    assert e["ballot"] == "options" and e["middle"] == "stop"
    assert [f["what"] for f in e["fired"]] == ["crash"]


# --- the switches of §5.4 without a test of their own: e1_nobles, e2_base, e9_tie, e10_deadline_base
def test_e1_nobles_all_others() -> None:
    script = "D1\np02>p01\np03>p01\np04>p01\np05>p01"  # 4 of 6 hammers
    vc = run(script, players(6))
    assert event(vc, 1)["nobles"] == ["p02", "p03", "p04", "p05"]
    assert "NOBLE_COUNT_MISMATCH" in codes(vc)
    vc = run(script, players(6), {"e1_nobles": "all_others"})
    assert event(vc, 1)["nobles"] == ["p02", "p03", "p04", "p05", "p06"]
    assert "NOBLE_COUNT_MISMATCH" not in codes(vc)


def test_e2_base_votes_cast() -> None:
    script = E2 + "y p02\ny p03\nn p04\nend D2"  # 2 YES of 4 living nobles; 2 of 3 cast
    assert event(run(script, players(9)), 2)["result"]["executioner_dies"] is False
    vc = run(script, players(9), {"e2_base": "votes_cast"})
    assert event(vc, 2)["result"] == {"yes": 2, "no": 1, "needed": 2, "executioner_dies": True}


def test_e9_tie_leaves_a_tie_for_most_yes_to_the_host() -> None:
    script = "nominees 9 p01 p02\nD9\ny p03 p01\ny p04 p02\nend D9"
    for switches in ({}, {"e9_tie": "random"}):  # random: the host draws, the tally is pure
        vc = run(script, players(7), switches)
        day = vc.day(9)
        assert day is not None and day.outcome.status.value == "host_decides"
        assert event(vc, 9)["result"]["tied"] == ["p01", "p02"] and "TIE" in codes(vc)


def test_e10_deadline_base_votes_cast() -> None:
    script = "D10\nstop p01\nstop p02\nstop p03\ncrash p04\nend D10"  # 3 of 7; 3 of 4 cast
    vc = run(script, players(7))
    assert "E10_NO_RESULT" in codes(vc)
    vc = run(script, players(7), {"e10_deadline_base": "votes_cast"})
    result = event(vc, 10)["result"]
    assert (result["trigger"], result["count"], result["at"]) == ("stop", 3, "deadline")
