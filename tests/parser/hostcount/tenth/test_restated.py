"""Last round's other leftover: a host quoting their own last count with "^ still
current" (or "No changes") below it and nothing else: the quoted count is read. A
player's count quoted so, a host's count quoted with more to say, or two quotes: none."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf, xf_quote
from tests.parser.hostcount.third.shapes import BJI, quoted
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

OLD = post(MSB.format("Vote Count 2.4"), "Bramble (2): Juno, Ivo", "Lark (1): Ember")
D_OLD = cooked(lines("Vote Count 2.4", "Bramble (2): Juno, Ivo", "Lark (1): Ember"))
X_OLD = xf("Vote Count 2.4", "Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("phpbb-still-current", quoted("Warden", OLD) + post("^ still current"), BJI),
    ("phpbb-no-changes", quoted("Warden", OLD) + post("No changes since this one."), BJI),
    ("discourse-unchanged", aside("Warden", D_OLD) + cooked("Count unchanged."), BJI),
    ("xf-still-accurate", xf_quote("Warden", X_OLD) + xf("Still accurate."), BJI),
    (
        "two-own-lines",
        quoted("Warden", OLD) + post("^ still current", "Deadline in 24 hours."),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    ("player-quoted", quoted("Juno", OLD) + post("^ still current")),
    ("host-quoted-question", quoted("Warden", OLD) + post("Is this still current? Juno moved.")),
    (
        "host-quoted-long",
        quoted("Warden", OLD) + post("Juno unvoted.", "Ivo voted Lark.", "Ember unvoted."),
    ),
    (
        "host-quoted-except",
        quoted("Warden", OLD) + post("^ still current, except Juno now votes Lark"),
    ),
    ("host-quoted-but", aside("Warden", D_OLD) + cooked("No changes but Ivo unvoted.")),
    ("two-quotes", quoted("Warden", OLD) + quoted("Warden", OLD) + post("^ still current")),
    ("host-rules-quoted", quoted("Warden", post("Votes must be bolded.")) + post("Still stands.")),
    # review21b: a vote since, another thing unchanged, a doubt
    (
        "host-quoted-vote-since",
        quoted("Warden", OLD) + post("^ still current", "Juno has since unvoted."),
    ),
    (
        "host-quoted-no-changes-then",
        quoted("Warden", OLD) + post("No changes. Juno now votes Lark."),
    ),
    ("host-quoted-deadline", quoted("Warden", OLD) + post("No changes to the deadline.")),
    (
        "host-quoted-doubt",
        quoted("Warden", OLD) + post("Not sure this is still current, recounting."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_restated(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_restated_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
