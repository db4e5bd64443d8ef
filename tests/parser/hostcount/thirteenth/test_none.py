"""Near misses of the thirteenth zoo: posts that must read as no count (a player's hedged
count with no heading of the host's, a what-if that names the vote count, "Count:" before
a sentence, a night's actions in brackets, a poll alone, a previous count alone)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.zoo import ROSTER, post
from votecount.parser.hostcount import read_host_count

W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

NONE: list[tuple[str, str]] = [
    ("hedge-no-heading", post("Apologies, if I counted correctly:", *W)),
    ("hedge-no-heading-discourse", cooked(lines("If I counted correctly:", *W))),
    ("hedge-quick-check", post("Quick check, if I count right:", *W)),
    ("what-if-vote-count", post("If Juno votes Bramble, the vote count would be:", *W)),
    ("what-if-votecount", br("If Ivo unvotes, the votecount becomes:", *W)),
    ("count-sentence", post("Count: I think Bramble is scum (Juno, Ivo agree)")),
    ("count-days", post("Count: 2 days left (Juno, Ivo)")),
    ("count-me-in", post("Count me in for the next game (Juno, Ivo too)")),
    ("night-actions", post("Night 1 actions:", "Juno (Bramble)", "Ivo (Lark)")),
    (
        "poll-alone",
        post('Vote in the MVP poll: <a href="https://strawpoll.example.org/abc">link</a>'),
    ),
    ("previous-alone", post("Previous count (2.2):", *W)),
    ("previous-vc-hash", post("Last VC (#12):", "Bramble (1): Juno")),
    ("changed-prose", br("Juno: I changed from Lark to Bramble because of the claim.")),
    (
        "voters-label-prose",
        post("Voter \u2014 Target", "Juno, Ivo \u2014 we should talk about this"),
    ),
    ("signature", post("Juno is scummy.", "", "\u2014 Marlow (co-host of the last game)")),
    (
        "emoji-prose",
        cooked(lines("\U0001f525 Bramble is on fire today \U0001f525", "Juno, Ivo agree")),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_thirteenth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
