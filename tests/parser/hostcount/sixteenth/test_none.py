"""Near misses of the sixteenth zoo: posts that must read as no count (symbols before
prose lines, a numbered list of reads or of sign-ups, keycaps numbering rules, an arrow
pointing back in a sentence or in a list of replacements, "Votes cast" or a fraction
alone, "Unvoted: ... (was ...)" alone, "+1" / "-1" in prose, reads marked "+" and "-", a
log of votes in a sentence, a deadline alone, voters' links in prose, a coloured name in
prose)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.zoo import ROSTER, post
from votecount.parser.hostcount import read_host_count

BACK = "\u2190"

NONE: list[tuple[str, str]] = [
    ("guillemet-prose", post("\u00bb Day 2 begins now.", "\u00bb Discuss, and vote.")),
    ("knife-prose", cooked(lines("\U0001f52a Night 1 is over.", "\U0001f52a Wren77 was found dead."))),
    ("ranked-reads", post("My reads:", "1. Bramble \u2013 scum", "2. Lark \u2013 town")),
    ("signups-numbered", post("Sign-ups:", "1. Juno", "2. Ivo", "3. Lark")),
    ("keycap-rules", cooked(lines("1\ufe0f\u20e3 Be kind.", "2\ufe0f\u20e3 No outside contact."))),
    ("back-arrow-prose", br(f"I think Bramble {BACK} this is who we want.", "Thoughts?")),
    ("back-arrow-replacements", post("Players:", f"Bramble {BACK} Tansy", f"Lark {BACK} Saffron")),
    ("votes-cast-alone", post("Votes cast: 9/11", "Deadline in two hours.")),
    ("fraction-alone", post("Bramble is at 3/6 now, careful.")),
    ("unvoted-alone", post("Unvoted: Lark (was Ivo)")),
    ("plus-one-prose", cooked("+1 to Lark's post, and -1 to Ivo's plan.")),
    ("plus-minus-reads", post("Reads: +Juno, +Ivo, -Wren77")),
    ("log-in-a-sentence", br("If it goes Juno -> Ivo, Lark -> Ivo, Juno -> Bramble, we lose.")),
    ("deadline-alone", post("Deadline: Friday 20:00 UTC")),
    ("links-prose", br('See <a href="showthread.php?p=123#post123">Juno</a> and <a href="showthread.php?p=140#post140">Ivo</a> for the claims.')),
    ("colour-prose", post('<span style="color: #FF0000">Lark</span> is confirmed town.')),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_sixteenth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
