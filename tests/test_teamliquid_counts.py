"""Real TeamLiquid games replayed through parser + tally give the vote counts the hosts
posted in the thread: at each host count post, the same wagons with the same voters.

The expected counts are facts read from the hosts' count posts, one string per wagon,
"target: voter, voter", holding the voters whose votes still stand (the hosts strike
withdrawn votes through); wagons without standing voters are left out. The posts are
read from ../shared/corpus/teamliquid and the tests skip when it is absent. How each
discrepancy was settled is in fixtures/games/teamliquid-*/NOTE.md."""

from __future__ import annotations

import pytest

from parser.model import NO_ELIMINATION
from scraper.importer import import_jsonl
from tally import Status
from votecount import pipeline
from votecount.game import load_game

from .conftest import FIXTURES, corpus_path

pytestmark = pytest.mark.corpus

# Student Mafia V: every vote count the hosts (Blazinghand, Half the Sky) posted.
STUDENT_V: dict[int, tuple[str, ...]] = {
    263: (
        "Damdred: GlowingBear, coolTLname",
        "jarjarbinks: LightningStrike",
    ),
    326: (
        "Damdred: GlowingBear",
        "coolTLname: Damdred",
    ),
    364: ("Breshke: GlowingBear",),
    551: (
        "geript: GlowingBear",
        "Trfel: TheWarWaffle, rsoultin",
        "jarjarbinks: Breshke",
        "Breshke: LightningStrike",
    ),
    591: (
        "geript: GlowingBear",
        "Trfel: TheWarWaffle",
        "jarjarbinks: Breshke",
        "Breshke: LoneMeow, LightningStrike",
        "LoneMeow: Damdred",
    ),
    666: (
        "Damdred: GlowingBear",
        "jarjarbinks: Breshke",
        "Breshke: LightningStrike",
        "LoneMeow: Damdred",
        "GlowingBear: geript, TheWarWaffle",
    ),
    712: (
        "Damdred: GlowingBear, rsoultin, LightningStrike",
        "jarjarbinks: Breshke",
        "LoneMeow: Damdred",
        "GlowingBear: geript, TheWarWaffle",
    ),
    746: (
        "Damdred: GlowingBear, rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred",
        "LoneMeow: Trfel, jarjarbinks",
        "GlowingBear: geript, TheWarWaffle, DarthPunk",
    ),
    774: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear",
        "LoneMeow: Trfel, jarjarbinks",
        "GlowingBear: geript, TheWarWaffle, DarthPunk",
    ),
    788: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear",
        "LoneMeow: Trfel",
        "GlowingBear: geript, TheWarWaffle, DarthPunk, jarjarbinks, The Shining",
    ),
    800: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear",
        "GlowingBear: geript, TheWarWaffle, DarthPunk, jarjarbinks, The Shining, Trfel",
    ),
    803: (
        "Damdred: rsoultin, LightningStrike",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow",
        "GlowingBear: geript, TheWarWaffle, DarthPunk, jarjarbinks, The Shining, Trfel",
    ),
    822: (
        "Damdred: rsoultin",
        "TheWarWaffle: geript",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow, LightningStrike",
        "GlowingBear: TheWarWaffle, DarthPunk, jarjarbinks, The Shining, Trfel",
    ),
    839: (
        "Damdred: rsoultin",
        "TheWarWaffle: geript, DarthPunk",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow, LightningStrike",
        "GlowingBear: TheWarWaffle, jarjarbinks, The Shining, Trfel",
    ),
    846: (
        "Damdred: rsoultin",
        "TheWarWaffle: geript, DarthPunk, Trfel",
        "jarjarbinks: Breshke, Damdred, GlowingBear, LoneMeow, LightningStrike",
        "GlowingBear: TheWarWaffle, jarjarbinks, The Shining",
    ),
    856: (
        "TheWarWaffle: geript, DarthPunk, Trfel, LoneMeow, LightningStrike, rsoultin, jarjarbinks, Damdred",
        "jarjarbinks: Breshke, GlowingBear",
        "GlowingBear: TheWarWaffle, The Shining",
    ),
    986: ("Trfel: LightningStrike, DarthPunk, Breshke",),
    1115: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining",
    ),
    1134: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining",
    ),
    1152: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining, geript",
    ),
    1209: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining, geript, LoneMeow",
        "LightningStrike: Trfel",
    ),
    1219: (
        "Trfel: LightningStrike, DarthPunk, Breshke, Damdred, rsoultin, jarjarbinks, The Shining, geript, LoneMeow",
        "LightningStrike: Trfel",
    ),
    1378: ("LoneMeow: geript, rsoultin, Damdred",),
    1385: (
        "LoneMeow: rsoultin, Damdred",
        "Damdred: geript",
    ),
    1523: (
        "LoneMeow: rsoultin, Damdred, jarjarbinks, Breshke, The Shining",
        "Damdred: geript",
    ),
    1598: (
        "LoneMeow: rsoultin, Damdred, jarjarbinks, Breshke, The Shining",
        "Damdred: geript, DarthPunk",
    ),
    1659: (
        "LoneMeow: rsoultin, Damdred, jarjarbinks, Breshke, The Shining",
        "Damdred: geript, LoneMeow",
        "The Shining: DarthPunk",
    ),
    1670: (
        "LoneMeow: rsoultin, jarjarbinks, Breshke, The Shining",
        "Damdred: geript, LoneMeow",
        "The Shining: DarthPunk",
        "Breshke: Damdred",
    ),
    1691: (
        "LoneMeow: rsoultin, jarjarbinks, Breshke, The Shining",
        "Breshke: Damdred, geript, DarthPunk, LoneMeow",
    ),
    1707: (
        "LoneMeow: rsoultin, jarjarbinks, Breshke, The Shining",
        "Breshke: Damdred, geript, DarthPunk, LoneMeow",
    ),
    1904: ("no lynch: Breshke",),
    1984: (
        "Breshke: Damdred, DarthPunk",
        "no lynch: Breshke, rsoultin",
    ),
    2004: (
        "Breshke: Damdred, DarthPunk",
        "The Shining: geript",
        "no lynch: Breshke, rsoultin",
    ),
    2228: (
        "Breshke: Damdred, DarthPunk, geript",
        "no lynch: Breshke, rsoultin",
    ),
    2267: (
        "Damdred: rsoultin",
        "Breshke: DarthPunk, geript",
        "DarthPunk: Breshke",
    ),
    2279: (
        "Damdred: rsoultin",
        "Breshke: DarthPunk, geript, The Shining",
        "DarthPunk: Breshke",
    ),
    2291: (
        "Damdred: rsoultin",
        "Breshke: DarthPunk, geript, The Shining, Damdred",
        "DarthPunk: Breshke",
    ),
    2302: (
        "Damdred: rsoultin, Breshke",
        "Breshke: DarthPunk, geript, The Shining, Damdred",
    ),
    2321: (
        "Damdred: rsoultin, Breshke",
        "Breshke: DarthPunk, geript, The Shining, Damdred",
    ),
    2342: (
        "rsoultin: Damdred, geript",
        "Damdred: rsoultin, Breshke",
        "Breshke: DarthPunk, The Shining",
    ),
    2350: (
        "rsoultin: Damdred, geript, DarthPunk",
        "Damdred: rsoultin, Breshke",
        "Breshke: The Shining",
    ),
    2371: (
        "rsoultin: Damdred, geript, DarthPunk",
        "Damdred: rsoultin, Breshke",
        "Breshke: The Shining",
    ),
}

# Student Mafia V: each day's lynch (host posts 859, 1221, 1712, 2374).
STUDENT_V_LYNCHES = {1: "TheWarWaffle", 2: "Trfel", 3: "LoneMeow", 4: "rsoultin"}


def wagons(lines: tuple[str, ...]) -> dict[str, list[str]]:
    """{"target: a, b"} -> {target id: sorted voters}; "no lynch" is the special id."""
    out = {}
    for line in lines:
        target, voters = line.split(": ", 1)
        target = NO_ELIMINATION if target == "no lynch" else target
        out[target] = sorted(v.strip() for v in voters.split(","))
    return out


class Replay:
    """One game's posts, counted as of any post with a shared parse cache."""

    def __init__(self, folder: str, corpus_file: str) -> None:
        self.game = load_game(FIXTURES / "games" / folder / "game.toml")
        path = corpus_path("teamliquid", corpus_file)
        self.posts = [p for b in import_jsonl(path, thread=folder) for p in b.posts]
        self.cache: dict = {}

    def count(self, as_of: int | None = None):
        return pipeline.count(self.game, self.posts, as_of=as_of, cache=self.cache)

    def wagons(self, as_of: int) -> dict[str, list[str]]:
        day = self.count(as_of).current
        assert day is not None
        return {w.target: sorted(v.voter for v in w.votes) for w in day.wagons if w.votes}


@pytest.fixture(scope="module")
def student_v() -> Replay:
    return Replay("teamliquid-student-v", "student-v.jsonl")


@pytest.mark.parametrize("post", sorted(STUDENT_V))
def test_student_v_equals_host_count(student_v, post):
    assert student_v.wagons(post) == wagons(STUDENT_V[post])


def test_student_v_lynches(student_v):
    final = student_v.count()
    for number, lynched in STUDENT_V_LYNCHES.items():
        day = final.day(number)
        assert day is not None
        assert day.outcome.status is Status.ELIMINATED
        assert day.outcome.eliminated == lynched


def test_student_v_day3_tie_goes_to_the_first_to_reach_it(student_v):
    day = student_v.count().day(3)
    assert day is not None
    assert sorted(w.total for w in day.wagons if w.total) == [4, 4]
    assert day.outcome.eliminated == "LoneMeow"
