"""Near misses of the fourteenth zoo: posts that must read as no count ("Count: Bramble
(Juno, Ivo)" as a line of a role list, footnotes alone, one voter's arrow alone, a story in
parts, a lynch announced, mentions in prose, a vote history in prose or alone, a code box
of prose, a previous count alone under a bracketed number, zero wagons with no votes
word)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines, mention
from tests.parser.hostcount.fourth.shapes import code
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.zoo import ROSTER, post, ul
from votecount.parser.hostcount import read_host_count

A = "\u2192"

NONE: list[tuple[str, str]] = [
    # --- "Count:" as a role list's line (read as a count before) -------------------------------
    ("role-list-count-line", post("Roles:", "Doctor: Lark", "Count: Bramble (Juno, Ivo)", "Vampire: Ember")),
    ("role-list-count-line-discourse", cooked(lines("<strong>Setup</strong>", "Count: Bramble (Juno, Ivo)", "Hunter: Wren77"))),
    ("role-list-count-line-xf", br("<b>Roles in play</b>", "Cop - Ivo", "Count: Bramble (Juno, Lark)")),
    ("role-list-count-first", post("Count: Bramble (Juno, Ivo)", "Werewolf: Ember", "Seer: Lark")),
    # --- guards: none before and after -------------------------------------------------------
    ("footnotes-alone", post("[1] post 112", "[2] post 140", "[3] post 151")),
    ("arrow-alone", post(ul(f"Juno {A} Bramble"))),
    ("story-parts", post(MSB.format("Part 1/2"), "Bramble (Juno, Ivo) went into the woods.")),
    ("lynch-announced", post("Bramble was LYNCHED (Juno, Ivo, Lark hammered)", "Bramble was a Vanilla Townie.")),
    ("mentions-prose", cooked(f"{mention('Juno')} {mention('Ivo')} what do you think about Bramble?")),
    ("history-prose", post(f"Juno went Ivo {A} Lark {A} Bramble today, suspicious.")),
    ("history-alone", post("Vote history:", f"Juno: Ivo {A} Lark {A} Bramble", "Ember: Lark")),
    ("history-alone-with-day", post("Vote history:", f"Juno: Ivo {A} Bramble", "Day 1 final: Bramble (2): Juno, Ivo")),
    ("code-prose", post("My notes:", code("Bramble (Juno, Ivo) scummy", "Lark (Ember) townie"))),
    ("previous-bracketed-alone", post("Previous count (2.2):", "Bramble (1): Juno", "Lark (1): Ember")),
    ("zeros-no-vote-word", post("Bramble 0", "Lark 0", "Ember 0")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_fourteenth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
