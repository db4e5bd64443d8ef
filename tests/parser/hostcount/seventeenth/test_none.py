"""Near misses of the seventeenth zoo: posts that must read as no count (the majority
alone, a hammer or lynch announced in prose, a status label alone, a legend of short forms
alone, "(late)" in prose, a rule on late votes, "Previous votes:" or a history alone, a
pipe table of roles, a slot's replacement, "no hang" in prose, post numbers in prose, vote
weights alone, a count promised, "Not voting (2 of 9)" alone, a list headed "Late:")."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.zoo import ROSTER, post
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    ("needed-alone", post("Votes needed to lynch: 5", "Deadline: Friday.")),
    ("hammered-prose", post("HAMMERED! Bramble was lynched by Juno, Ivo and Lark.")),
    ("hammered-lines", cooked(lines("HAMMERED!", "Bramble has been lynched. Night falls."))),
    ("lynched-label", br("LYNCHED: Bramble", "Night 2 begins.")),
    ("legend-alone", post("(Ju = Juno, Iv = Ivo, Em = Ember)")),
    ("late-prose", post("Juno (late) and Ivo (late) still need to send actions.")),
    ("late-rule", cooked("Late votes will not be counted.")),
    ("previous-alone", post("Previous votes: Lark, Ember")),
    ("history-alone", br("(history: Lark, Ember)")),
    ("pipe-roles", post("| Player | Role |", "|---|---|", "| Juno | Cop |", "| Ivo | Doctor |")),
    ("slot-replaced", post("Slot 4 (Bramble) has been replaced by Tansy.")),
    ("no-hang-prose", cooked("No hang today, please, we need more info.")),
    ("post-numbers-prose", br("Look at #412 by Juno and #430 by Ivo.")),
    ("weights-alone", post("Vote weights: Juno x2, Ivo x1")),
    ("count-promised", post("Day 2 final vote count will be posted soon.")),
    ("of-nine-alone", post("Not voting (2 of 9)")),
    ("late-list", post("Late:", "Juno", "Ivo")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_seventeenth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
