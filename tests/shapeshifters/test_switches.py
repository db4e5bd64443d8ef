"""Every Shape-shifters switch changes what its docs say (docs/rules-shapeshifters.md), and
bad host rows are reported with their place."""

from __future__ import annotations

import pytest

from tests.shapeshifters.dsl import codes, run, totals
from votecount.gamefile.load import parse_game
from votecount.tally.errors import InvalidSwitches

KEEP = {"eliminate_on_resolution": False}


def _status(vc, day: int) -> str:
    found = vc.day(day)
    assert found is not None
    return found.outcome.status.value


@pytest.mark.parametrize(("rule", "status"), [("no_lynch", "no_elimination"),
                                              ("host", "host_decides"), ("random", "host_decides")])  # fmt: skip
def test_tie(rule: str, status: str) -> None:
    assert _status(run("D1\na>b\nb>a\nend D1", "a b c", {"tie": rule}), 1) == status


def _auto(vc) -> list[tuple[int, str]]:
    return [(d.day, v.player) for d in vc.days for v in d.notices if v.code == "AUTO_LYNCH_DUE"]


MISSES = """
D1
a>b
end D1
N1
D2
a>b
c>a
end D2
N2
D3
a>b
end D3
N3
D4
a>b
end D4
"""


def test_inactivity_threshold_and_mode() -> None:
    # c misses Days 1, 3 and 4 (points on Day 2)
    assert _auto(run(MISSES, "a b c", KEEP)) == [(3, "b"), (4, "b")]
    assert (4, "c") in _auto(run(MISSES, "a b c", {**KEEP, "inactivity_mode": "cumulative"}))
    two = _auto(run(MISSES, "a b c", {**KEEP, "inactivity_threshold": 2}))
    assert (2, "b") in two and (4, "c") in two and (3, "c") not in two


def test_auto_lynch_kills_and_may_replace_the_lynch() -> None:
    tie = "a>b\nb>c\nd>a"  # 1-1-1: no lynch; lazy never points, c skips Days 1 and 2
    script = f"D1\n{tie}\nend D1\nN1\nD2\n{tie}\nend D2\nN2\nD3\n{tie}\nc>b\nend D3"
    players = "a b c d lazy"
    vc = run(script, players)
    assert _auto(vc) == [(3, "lazy")]
    assert _status(vc, 3) == "eliminated"
    dead = run(script + "\nN3\nD4", players).current
    assert dead is not None and "lazy" not in dead.living and "b" not in dead.living
    replaced = run(script, players, {"auto_lynch_replaces_lynch": True})
    assert _status(replaced, 3) == "no_elimination"
    alive = run(script + "\nN3\nD4", players, {"auto_lynch_replaces_lynch": True}).current
    assert alive is not None and "b" in alive.living and "lazy" not in alive.living


ROLES = "role harv harvester\nrole hero hero\n"


def test_harvester_switches() -> None:
    script = (
        ROLES
        + """
D1
hero>harv
hero>a
a>harv
end D1
N1
harvest harv
D2
harv>b
"""
    )
    players = "harv hero a b c"
    assert totals(run(script, players, KEEP), 2) == {"b": 2}  # standing: a's 1, + own 1
    cast = run(script, players, {**KEEP, "harvester_accrual": "every_vote_cast"})
    assert totals(cast, 2) == {"b": 5}  # hero's 3 and a's 1 were cast on harv, + own 1
    alone = run(script, players, {**KEEP, "harvester_includes_own_vote": False})
    assert totals(alone, 2) == {"b": 1}


def test_villain_reveal_offset() -> None:
    script = "role grim reaper\nD1\na>grim\nb>grim\nend D1\nN1\nD2\na>b\nend D2\nN2\nD3\na>b"

    def shown(switches: dict, day: int) -> object:  # noqa: E306
        vc = run(script, "a b c grim", switches, view="public")
        players = dict(vc.day(day).extra)["players"]  # type: ignore[union-attr]
        return next(p["shown_role"] for p in players if p["player"] == "grim")

    assert shown({}, 3) == "Joe Schmo"
    assert shown({"villain_reveal_offset": 2}, 3) == "Reaper"
    assert shown({"villain_reveal_offset": 2}, 2) == "Joe Schmo"


def test_bad_switch_values_are_reported() -> None:
    with pytest.raises(InvalidSwitches) as err:
        run("D1", "a b", {"inactivity_threshold": 0, "tie": "coin", "hypno_precedence": "x"})
    text = str(err.value)
    assert "inactivity_threshold" in text and "tie" in text and "hypno_precedence" in text


def test_bad_host_rows_are_reported_with_their_place() -> None:
    found = codes(run("role a wizard\nrole b villager\nhyp b a day=1\nD1", "a b c"))
    assert "UNKNOWN_ROLE" in found and "NIGHT_ACTION_INVALID" in found
    vc = run("role a wizard\nD1", "a b c", view="host")
    problem = next(v for v in vc.pregame if v.code == "UNKNOWN_ROLE")
    assert problem.reason.startswith("line 1: 'wizard'")


def test_an_unknown_player_in_a_night_row_names_the_row() -> None:
    text = """
[game]
name = "t"
ruleset = "shapeshifters"
threads = ["https://forum.example/t/x"]
[[players]]
username = "a"
[[events]]
kind = "hypnotise"
at = 1
player = "a"
other = "nobody"
"""
    with pytest.raises(ValueError, match=r"events\[0\]\.other: 'nobody' is not a player"):
        parse_game(text)


def test_core_modifier_rows_set_the_base_weight() -> None:
    vc = run("role hero hero\nmod a weight:2 day=1\nmod hero void day=1\nmod b double\nD1\n"
             "a>c\nhero>c\nb>c", "a b c hero")  # fmt: skip
    assert totals(vc) == {"c": 4}


def test_setup_end_and_hypnotist_checks() -> None:
    roles = "role a hypnotist\nrole b scientist\nrole c joe_schmo\nrole d reaper\n"
    script = roles + "D1\nb>a\nc>a\nend D1\nN1\nD2\nb>d\nc>d\nend D2"
    vc = run(script, "a b c d")
    found = codes(vc)
    assert found.count("SETUP_SCIENTISTS") == 0  # 1 Scientist for 2 Shape-shifters
    assert "HYPNOTIST_NO_TARGET" not in [v.code for v in vc.day(1).notices]  # type: ignore[union-attr]
    over = [v for v in vc.day(2).notices if v.code == "GAME_OVER_DUE"]  # type: ignore[union-attr]
    assert over and "Good wins" in over[0].reason
    short = codes(run(roles.replace("scientist", "joe_schmo") + "D1\nend D1", "a b c d"))
    assert "SETUP_SCIENTISTS" in short
    alive = run(roles + "D1\nb>c\nend D1\nN1\nD2\nb>c\nend D2", "a b c d", KEEP)
    assert "HYPNOTIST_NO_TARGET" in [v.code for v in alive.day(2).notices]  # type: ignore[union-attr]
