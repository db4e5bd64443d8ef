"""spec/rules.md §6.6: the Shape-shifters test vectors T4-1 ... T4-5, one test each, plus
the rules of §6.2 around them."""

from __future__ import annotations

from tests.shapeshifters.dsl import codes, run, totals, weights

ROLES = """
role hero hero_hammerton
role hyp hypnotist
role harv harvester
"""
PLAYERS = "hero hyp harv a b c d e f x"


def test_t4_1_hypnotist() -> None:
    vc = run(
        ROLES
        + """
hyp hyp b day=1
D1
hero>a
hyp>a
b>c
d>c
end D1
""",
        PLAYERS,
    )
    assert totals(vc, 1) == {"a": 6, "c": 1}
    assert weights(vc, 1) == {"hero": 3, "hyp": 3, "b": 0, "d": 1}
    day = vc.day(1)
    assert day is not None and day.outcome.eliminated == "a"


def test_t4_2_reversal() -> None:
    vc = run(
        ROLES
        + """
hyp hyp hero day=1
D1
hero>hyp
hyp>x
""",
        PLAYERS,
    )
    assert weights(vc) == {"hero": 9, "hyp": 0}
    assert totals(vc) == {"hyp": 9, "x": 0}


def test_t4_3_hypnotist_self_point() -> None:
    vc = run(
        ROLES
        + """
hyp hyp b day=1
D1
hyp>hyp
b>c
""",
        PLAYERS,
    )
    assert weights(vc) == {"hyp": 1, "b": 0}


def test_t4_4_harvester() -> None:
    vc = run(
        ROLES
        + """
D1
hero>harv
e>harv
a>e
b>e
c>e
d>e
x>e
end D1
N1
harvest harv
D2
harv>f
a>b
""",
        PLAYERS,
    )
    assert totals(vc, 1) == {"harv": 4, "e": 5}
    assert totals(vc, 2) == {"f": 5, "b": 1}
    pool = dict(vc.day(2).extra)["pool"]  # type: ignore[union-attr]
    assert pool == {"harv": 4}


def test_t4_4_pool_resets_after_use() -> None:
    vc = run(
        ROLES
        + """
D1
hero>harv
a>b
b>a
c>a
end D1
N1
harvest harv
D2
harv>f
end D2
N2
D3
harv>f
end D3
""",
        PLAYERS,
        {"eliminate_on_resolution": False},
    )
    assert totals(vc, 1)["harv"] == 3
    assert totals(vc, 2) == {"f": 4}
    assert totals(vc, 3) == {"f": 1}
    assert dict(vc.day(3).extra)["pool"] == {"harv": 0}  # type: ignore[union-attr]


INACTIVE = """
D1
a>b
lazy>b
end D1
N1
D2
a>b
b>a
end D2
N2
D3
a>b
b>a
{day3}
end D3
N3
D4
a>b
b>a
end D4
"""
KEEP = {"eliminate_on_resolution": False}


def test_t4_5_inactivity_auto_lynch() -> None:
    vc = run(INACTIVE.format(day3=""), "a b lazy", KEEP)
    d3, d4 = vc.day(3), vc.day(4)
    assert d3 is not None and d4 is not None
    assert "INACTIVITY_WARNING" in [v.code for v in d3.notices]
    lynch = [v for v in d4.notices if v.code == "AUTO_LYNCH_DUE"]
    assert [v.player for v in lynch] == ["lazy"]
    assert "AUTO_LYNCH_DUE" not in [v.code for v in d3.notices]


def test_t4_5_voided_red_vote_resets_the_counter() -> None:
    script = "shift lazy day=3\n" + INACTIVE.format(day3="lazy>a")
    vc = run("role lazy reaper\n" + script, "a b lazy", KEEP)
    assert weights(vc, 3)["lazy"] == 0  # voided, yet it counts as pointing
    lazy = [v for d in vc.days for v in d.notices if v.player == "lazy"]
    assert "AUTO_LYNCH_DUE" not in [v.code for v in lazy]


def test_shape_shifted_target_outranks_the_reversal() -> None:
    script = (
        ROLES
        + """
role b reaper
hyp hyp b day=1
shift b day=1
D1
b>hyp
hyp>a
"""
    )
    assert weights(run(script, PLAYERS)) == {"b": 0, "hyp": 3}
    first = run(script, PLAYERS, {"hypno_precedence": "reversal_first"})
    assert weights(first) == {"b": 3, "hyp": 0}


def test_reversal_outranks_the_hypnotist_self_point() -> None:
    vc = run(ROLES + "hyp hyp b day=1\nD1\nhyp>hyp\nb>hyp", PLAYERS)
    assert weights(vc) == {"hyp": 0, "b": 3}


def test_interdictor_self_void_and_the_hypnosis_follows_vote_changes() -> None:
    vc = run(
        ROLES
        + """
role i interdictor
selfvoid i day=1
hyp hyp b day=1
D1
i>a
b>hyp
hyp>a
b>a
""",
        PLAYERS + " i",
    )
    assert weights(vc) == {"i": 0, "hyp": 3, "b": 0}
    assert totals(vc) == {"a": 3}


def test_shapeshift_with_power_and_double_harvest_are_reported() -> None:
    vc = run(
        ROLES
        + """
N1
harvest harv day=2
shift harv day=2
harvest harv day=2
D2
harv>a
""",
        PLAYERS,
    )
    found = codes(vc)
    assert "SHAPESHIFT_WITH_POWER" in found and "HARVESTER_DOUBLE_USE" in found


def test_tie_is_no_lynch_and_hammer_counts_living_players() -> None:
    vc = run("D1\na>b\nc>d\nend D1", "a b c d e")
    day = vc.day(1)
    assert day is not None and day.outcome.status.value == "no_elimination"
    hero = run("role a hero\nD1\na>b", "a b c d e", {"hammer_at": "strict_majority"})
    assert hero.current is not None and hero.current.outcome.status.value == "hammered"
    assert run("role a hero\nD1\na>b", "a b c d e").current.outcome.status.value == "leading"  # type: ignore[union-attr]
