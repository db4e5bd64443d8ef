"""Near misses of the fifteenth zoo: posts that must read as no count (claims listed,
votes by arrows in a sentence, a matrix of roles or of nights, a recap alone, a last
vote's time alone, a heading in another language over prose, a box titled "Vote count"
holding prose, a seat list, the living alone, a ruling alone, a weight alone)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, details, md_table
from tests.parser.hostcount.seventh.shapes import br, xf_spoiler
from tests.parser.hostcount.zoo import ROSTER, post, table
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    ("claims-listed", post("Claim: Lark", "Counter-claim: Ivo", "Claims so far: Juno, Ember")),
    ("arrows-in-a-sentence", post("If it goes Juno -> Bramble, Ivo -> Bramble, then Lark is safe, I think.")),
    ("matrix-of-roles", post(table(("Juno", "X", ""), ("Ivo", "", "X"), head=("Player", "Town", "Mafia")))),
    ("matrix-of-nights", cooked("Night actions") + md_table(("Role", "Night 1", "Night 2"), ("Cop", "X", ""), ("Doctor", "", "X"))),
    ("matrix-two-ticks", post(table(("Juno", "X", "X"), ("Ivo", "X", "X"), head=("Voter", "Bramble", "Lark")))),
    ("recap-alone", post("Recap:", "Day 1 - LYNCHED")),
    ("day-lynched-alone", post("Day 1 - LYNCHED", "Day 2 begins now.")),
    ("last-vote-alone", post("Last vote: 14:32 UTC", "Deadline: Friday 18:00 UTC")),
    ("german-prose", post("Stimmenz\u00e4hlung folgt morgen.", "Bitte abstimmen!")),
    ("details-prose", cooked("Rules") + details("Vote count", "<p>I will post the count at the end of the day.</p>")),
    ("xf-spoiler-prose", br("Reminder", xf_spoiler("Vote count", "Coming soon, hang tight."))),
    ("seat-list", post("#4 Bramble", "#7 Lark", "#9 Ember")),
    ("alive-alone", post("With 9 alive, 5 to eliminate.")),
    ("ruling-alone", post("Juno's vote on page 3 was not counted.")),
    ("weight-alone", post("Juno (x2) has a double vote from now on.")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_fifteenth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
