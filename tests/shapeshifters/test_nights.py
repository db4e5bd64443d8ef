"""The host's night rows (docs/rules-shapeshifters.md "The night: kills, protections,
scries"): a protection makes that night's kill fail, the Reaper's kill is unstoppable,
scries are checked against the seed's rules (and the Interdictor's interference), roles
not in play refuse their rows, and every night row's ``day`` is the day after its night."""

from __future__ import annotations

from tests.shapeshifters.dsl import codes, run
from votecount.tally import VoteCount
from votecount.tally.shapeshifters.view import night_row, player_row

PLAYERS = "hero kit ro sam jo hyp harv ward grim psi x"
ROLES = """
role hero hero_hammerton
role kit sly_sidekick
role ro seer
role sam fool
role jo joe_schmo
role hyp hypnotist
role harv harvester
role ward interdictor
role grim reaper
role psi psion
role x joe_schmo
"""
DAY1 = """
D1
hero>x
kit>x
end D1
N1
"""


def _living(vc: VoteCount, day: int) -> set[str]:
    d = vc.day(day)
    assert d is not None
    return set(d.living)


def _night(vc: VoteCount, day: int) -> list[dict]:
    return next(d for d in vc.to_json()["days"] if d["day"] == day)["night_results"]


def _reasons(vc: VoteCount, code: str) -> list[str]:
    data = vc.to_json()
    found = [v for d in data["days"] for v in d["notices"] + d["rejected"]] + data["pregame"]
    return [v["reason"] for v in found if v["code"] == code]


def test_a_protection_blocks_that_nights_kill_and_day_2_keeps_the_target() -> None:
    vc = run(ROLES + DAY1 + "nk jo day=2\nprotect kit jo day=2\nD2\njo>hyp", PLAYERS)
    assert "jo" in _living(vc, 2)
    assert "KILL_BLOCKED" in codes(vc)
    rows = _night(vc, 1)
    assert [(r["kind"], r["target"], r["result"]) for r in rows] == [
        ("kill", "jo", "blocked"),
        ("protect", "jo", "done"),
    ]
    assert rows[0]["note"] == "protected by kit"


def test_an_unprotected_kill_takes_effect_when_the_next_day_starts() -> None:
    vc = run(ROLES + DAY1 + "nk jo\nprotect kit hero\n", PLAYERS)
    assert _night(vc, 1)[0]["result"] == "pending"  # Day 2 has not started
    vc = run(ROLES + DAY1 + "nk jo\nprotect kit hero\nD2\njo>hyp", PLAYERS)
    assert "jo" not in _living(vc, 2)
    assert "VOTE_BY_DEAD" in codes(vc)
    assert _night(vc, 1)[0]["result"] == "killed"


def test_the_protection_may_come_after_the_kill_in_the_file() -> None:
    vc = run(ROLES + DAY1 + "protect kit jo\nnk jo\nD2", PLAYERS)
    assert "jo" in _living(vc, 2)


def test_a_death_row_for_a_protected_target_contradicts_the_rows() -> None:
    vc = run(ROLES + DAY1 + "nk jo\nprotect kit jo\nkill jo\nD2", PLAYERS)
    assert "jo" not in _living(vc, 2)  # the death row is the host's word
    (why,) = _reasons(vc, "NIGHT_ROWS_CONTRADICT")
    assert "blocked by kit's protection" in why and "yet jo died that night" in why
    late = run(ROLES + DAY1 + "nk jo\nprotect kit jo\nD2\nkill jo", PLAYERS)
    assert "yet a death row kills them" in _reasons(late, "NIGHT_ROWS_CONTRADICT")[0]


def test_a_kill_on_a_dead_player_and_two_kills_in_a_night_contradict() -> None:
    vc = run(ROLES + "D1\nhero>hyp\nend D1\nN1\nnk hyp\nD2", PLAYERS)
    assert "who is dead already" in _reasons(vc, "NIGHT_ROWS_CONTRADICT")[0]
    vc = run(ROLES + DAY1 + "nk jo\nnk sam\nD2", PLAYERS)
    assert "jo" in _living(vc, 2) and "sam" not in _living(vc, 2)
    assert "the latest (line 19, on sam) stands" in _reasons(vc, "NIGHT_ROWS_CONTRADICT")[0]


def test_the_reapers_kill_is_unstoppable_replaces_the_kill_and_is_once_per_game() -> None:
    vc = run(ROLES + DAY1 + "nk sam\nreap grim jo\nprotect kit jo\nD2", PLAYERS)
    assert "jo" not in _living(vc, 2) and "sam" in _living(vc, 2)
    assert "replaces the night kill" in _reasons(vc, "NIGHT_ROWS_CONTRADICT")[0]
    assert _night(vc, 1)[1]["note"] == "unstoppable: the protection does not stop the Reaper"
    twice = run(ROLES + DAY1 + "reap grim jo\nD2\nend D2\nN2\nreap grim sam\nD3", PLAYERS)
    assert "sam" in _living(twice, 3)
    assert "once per game" in _reasons(twice, "NIGHT_ACTION_INVALID")[0]


def test_scry_results_are_checked_against_the_rules() -> None:
    script = (
        ROLES
        + DAY1
        + """
scry psi hyp result=Hypnotist
scry psi kit result=Joe_Schmo
scry ro harv result=Good
scry sam grim result=Good
shift hyp
D2
"""
    )
    vc = run(script, PLAYERS)
    rows = {(r["player"], r["target"]): r for r in _night(vc, 1)}
    # hyp shape-shifted for Night 1 and Day 2: the Psion sees a Joe Schmo
    assert rows[("psi", "hyp")]["expected"] == "Joe Schmo"
    assert rows[("psi", "kit")]["expected"] == "Sly Sidekick"
    assert rows[("ro", "harv")]["expected"] == "Shape-shifter"
    assert rows[("sam", "grim")]["note"] == "random result: the inaccurate Researcher (Fool)"
    assert len(_reasons(vc, "SCRY_RESULT_MISMATCH")) == 3
    assert "the host gave 'Good', the rules give 'Shape-shifter'" in " ".join(
        _reasons(vc, "SCRY_RESULT_MISMATCH")
    )


def test_the_fool_becomes_accurate_once_the_seer_is_dead() -> None:
    vc = run(ROLES + "kill ro\n" + DAY1 + "scry sam grim result=Good\nD2", PLAYERS)
    assert _night(vc, 1)[0]["expected"] == "Shape-shifter"
    assert _reasons(vc, "SCRY_RESULT_MISMATCH")


def test_a_rival_researcher_always_scries_as_rival_researcher() -> None:
    vc = run(ROLES + DAY1 + "scry ro sam result=Rival_Researcher\nD2", PLAYERS)
    assert _night(vc, 1)[0]["expected"] == "Rival Researcher"
    assert not _reasons(vc, "SCRY_RESULT_MISMATCH")


def test_the_interdictors_interference_leaves_the_nights_scries_unchecked() -> None:
    script = ROLES + DAY1 + "scry psi hyp result=Joe_Schmo\nselfvoid ward\nD2"
    vc = run(script, PLAYERS)
    assert not _reasons(vc, "SCRY_RESULT_MISMATCH")
    (why,) = _reasons(vc, "SCRY_INTERFERED")
    assert "interference by the Interdictor ward" in why
    # shape-shifted, the Interdictor has no power: the scry is checked
    vc = run(ROLES + DAY1 + "scry psi hyp result=Joe_Schmo\nshift ward\nD2", PLAYERS)
    assert _reasons(vc, "SCRY_RESULT_MISMATCH") and not _reasons(vc, "SCRY_INTERFERED")


def test_a_self_voiding_clairvoyant_learns_the_nights_scry_targets() -> None:
    roles = ROLES.replace("role ward interdictor", "role ward clairvoyant")
    vc = run(roles + DAY1 + "scry psi hyp\nscry ro kit\nselfvoid ward\nD2", PLAYERS)
    told = [r for r in _night(vc, 1) if r["kind"] == "clairvoyance"]
    assert [(r["player"], r["given"]) for r in told] == [("ward", "hyp, kit")]


def test_roles_not_in_play_refuse_their_rows_and_skip_their_checks() -> None:
    switches = {"roles_not_in_play": ["Reaper", "Interdictor", "Scientist"]}
    vc = run(ROLES + DAY1 + "reap psi jo\nD2", PLAYERS, switches)
    reasons = " | ".join(_reasons(vc, "UNKNOWN_ROLE") + _reasons(vc, "NIGHT_ACTION_INVALID"))
    assert "Reaper is not in play in this game" in reasons  # the role row of grim
    assert "reap: Reaper is not in play" in reasons
    assert "jo" in _living(vc, 2)


def test_without_scientists_in_play_the_setup_check_does_not_fire() -> None:
    # every role known, no Scientist among them: a warning unless none are in play
    assert "SETUP_SCIENTISTS" in codes(run(ROLES + DAY1, PLAYERS))
    vc = run(ROLES + DAY1, PLAYERS, {"roles_not_in_play": ["Scientist"]})
    assert "SETUP_SCIENTISTS" not in codes(vc)


def test_a_night_rows_day_is_the_day_after_its_night() -> None:
    # at a Night 1 post, day = 1 names a day that has ended: an error naming the row
    vc = run(ROLES + DAY1 + "protect kit jo day=1\nnk jo day=2\nD2", PLAYERS)
    (why,) = _reasons(vc, "NIGHT_ACTION_INVALID")
    assert why.startswith("line 18: day = 1 at a Night 1 post: Day 1 has ended")
    assert "(Night 1: day = 2)" in why
    assert "jo" not in _living(vc, 2)
    # during Day 2, day = 2 is the night just before it (rows entered late resolve at
    # the next post after them)
    vc = run(ROLES + DAY1 + "D2\nprotect kit jo day=2\nnk jo day=2\nhero>hyp", PLAYERS)
    assert "jo" in _living(vc, 2) and "KILL_BLOCKED" in codes(vc)


def _players(vc: VoteCount, day: int) -> dict[str, dict]:
    found = next(d for d in vc.to_json()["days"] if d["day"] == day)["players"]
    return {p["player"]: p for p in found}


def test_a_file_that_ends_in_the_night_says_the_kill_is_pending() -> None:
    """The night kill has not taken effect (Day 2 has not started): the host view says so
    on the victim's row, and the night row's note says when it will (not a silent
    "alive")."""
    vc = run(ROLES + DAY1 + "nk jo\nprotect kit hero\n", PLAYERS)
    jo = _players(vc, 1)["jo"]
    assert jo["alive"] and jo["pending"].startswith("Night 1's kill (")
    assert "takes effect when Day 2 starts" in jo["pending"]
    assert player_row(jo, str, True).pending == jo["pending"]
    assert player_row(jo, str, False).pending == ""  # public view: nothing about the night
    assert "pending" not in _players(vc, 1)["hero"]
    row = night_row(_night(vc, 1)[0], str)
    assert row.note == "pending: not in effect until Day 2 starts"
    public = run(ROLES + DAY1 + "nk jo\n", PLAYERS, view="public")
    assert "pending" not in _players(public, 1)["jo"]
    # a protected target: the pending kill is expected to fail
    vc = run(ROLES + DAY1 + "nk jo\nprotect kit jo\n", PLAYERS)
    assert _players(vc, 1)["jo"]["pending"].endswith("(protected by kit: it will fail)")
    # once Day 2 starts nothing is pending
    vc = run(ROLES + DAY1 + "nk jo\nD2\n", PLAYERS)
    assert all("pending" not in p for p in _players(vc, 1).values())
