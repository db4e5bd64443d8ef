"""Every ballot of the event game renders in every format (render.vote_count on counts
from the tally): the wagons of Events 3, 5 and 7 with their results, Event 4's teams,
and the JSON ``event`` field."""

from __future__ import annotations

import json

import pytest

from tests.tally.events_game.dsl import players, run
from votecount.views import render

FORMATS = ("markdown", "bbcode", "text", "html")
DUAL = "D3\n" + "\n".join(f"p{k:02d}>p01" for k in range(1, 9)) + "\np09>p02\np10>p02\np11>p02"
CASES = {
    "dual": (DUAL, 14, 3, ["Fateful Duel", "Duel:", "p02"]),
    "teams": (DUAL + "\nend D3\nD4", 14, 4, ["Split Decision", "Pink:", "Blue:"]),
    "crossing": ("D5\n" + "\n".join(f"p0{k}>p01" for k in (2, 3, 4, 5, 6)), 8, 5,
                 ["Perfect Balance", "Crossers in order:", "left to cross"]),
    "destination": ("D7\n" + "\n".join(f"p0{k}>p01" for k in (1, 2, 3)) + "\nhell 7 p02", 5, 7,
                    ["Destination Unknown", "Heaven (1):", "Hell (1):"]),
    "flips": (DUAL + "\nend D3\nkill p01\nflip 3 p01 Town Goon", 14, 3,
              ["Fateful Duel", "Flips:", "p01", "(Town Goon)"]),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("fmt", FORMATS)
def test_each_ballot_in_each_format(case: str, fmt: str) -> None:
    script, n, _, words = CASES[case]  # the count shows the last event of the script
    out = render.vote_count(run(script, players(n)), fmt=fmt)
    for word in words:
        assert word in out, (case, fmt, word, out)


@pytest.mark.parametrize("case", sorted(CASES))
def test_json_carries_the_event(case: str) -> None:
    script, n, day, _ = CASES[case]
    data = json.loads(render.vote_count(run(script, players(n)), fmt="json"))
    assert next(d for d in data["days"] if d["day"] == day)["event"]["number"] == day
