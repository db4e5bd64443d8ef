"""Differential test: random Shape-shifters games (weights, voids, the Hypnotist, the
Harvester, shape-shifts, inactivity) counted by the tally and by the independent reference
counter (tests/shapeshifters/reference.py) must agree on every day's effective totals,
lynch and auto-lynches."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.shapeshifters.dsl import run
from tests.shapeshifters.reference import Day, Night, count_game

PLAYERS = ["hero", "hyp", "harv", "inter", "grim", "joe", "sam"]
ROLES = {"hero": "hero_hammerton", "hyp": "hypnotist", "harv": "harvester",
         "inter": "interdictor", "grim": "reaper", "joe": "joe_schmo", "sam": "scientist"}  # fmt: skip
VILLAINS = ["hyp", "harv", "inter", "grim"]


@st.composite
def nights(draw, number: int, harvest_ok: bool) -> Night:
    shifted = set(draw(st.lists(st.sampled_from(VILLAINS), max_size=2)))
    night = Night(shifted=shifted)
    if "hyp" not in shifted and draw(st.booleans()):
        night.hypnosis["hyp"] = draw(st.sampled_from([p for p in PLAYERS if p != "hyp"]))
    if "inter" not in shifted and draw(st.booleans()):
        night.self_void.add("inter")
    if harvest_ok and "harv" not in shifted and draw(st.booleans()):
        night.harvest.add("harv")
    return night


@st.composite
def games(draw) -> list[Day]:
    days: list[Day] = []
    last_harvest = -5
    for number in range(1, draw(st.integers(2, 5)) + 1):
        night = draw(nights(number, number - last_harvest >= 2 and number > 1))
        if night.harvest:
            last_harvest = number
        voters = st.sampled_from(PLAYERS)
        votes = draw(st.lists(st.tuples(voters, voters), max_size=14))
        days.append(Day(night, votes))
    return days


def script(days: list[Day]) -> str:
    lines = [f"role {p} {r}" for p, r in ROLES.items()]
    for n, day in enumerate(days, start=1):
        for h, t in day.night.hypnosis.items():
            lines.append(f"hyp {h} {t} day={n}")
        lines += [f"shift {p} day={n}" for p in sorted(day.night.shifted)]
        lines += [f"selfvoid {p} day={n}" for p in sorted(day.night.self_void)]
        lines += [f"harvest {p} day={n}" for p in sorted(day.night.harvest)]
        lines.append(f"D{n}")
        lines += [f"{v}>{t}" for v, t in day.votes]
        lines += [f"end D{n}", f"N{n}"]
    return "\n".join(lines)


SWITCHES = st.fixed_dictionaries({
    "hypno_precedence": st.sampled_from(["other_voids_first", "reversal_first"]),
    "harvester_includes_own_vote": st.booleans(),
})  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(games(), SWITCHES)
def test_tally_agrees_with_the_reference_counter(days, switches):
    vc = run(script(days), " ".join(PLAYERS), {**switches, "eliminate_on_resolution": False})
    want = count_game(ROLES, days, switches, PLAYERS)
    for n, expected in enumerate(want, start=1):
        day = vc.day(n)
        assert day is not None
        got = {w.target: w.total for w in day.wagons if w.votes}
        assert got == expected.totals, (n, script(days))
        assert day.outcome.eliminated == expected.lynched, (n, script(days))
        auto = sorted(v.player for v in day.notices if v.code == "AUTO_LYNCH_DUE")
        assert auto == sorted(expected.auto_lynch), (n, script(days))
