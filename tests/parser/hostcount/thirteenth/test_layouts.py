"""The thirteenth zoo's layouts, one engine each: a "Voter → Target" label over dashes
and a "Not voting" line; the previous count in Discourse's ``<details>`` (below or above)
or under a heading marked "(old)"; a table of votes by voter with a "changed from" note;
a co-host's signature naming the count; emoji bullets and colours around struck voters;
arrows with "changed/moved from" notes; the host's hedge under the heading in its own
paragraph or after a blank line; "Count:" cut off one wagon and lines below it; a wagon's
or a voter's replacement in brackets; a poll and the night's actions around the count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines
from tests.parser.hostcount.tenth.shapes import COLOR
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.thirteenth.shapes import Case
from tests.parser.hostcount.zoo import S, check, post, table

VC = MSB.format("Vote Count 2.3")
W = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")

CASES: list[Case] = [
    ("voters-arrow-nv", post(VC, "Voter \u2192 Target", "Juno, Ivo \u2014 Bramble (2)", "Ember \u2014 Lark (1)", "Not voting: Wren77"), BJI),
    ("details-previous", cooked(lines("<strong>Vote Count 2.3</strong>", *W)) + details("Previous count", cooked(lines("Bramble (1): Ivo", "Ember (1): Juno"))), BJI),
    ("details-previous-above", details("Previous count", cooked(lines("Bramble (1): Ivo", "Ember (1): Juno"))) + cooked(lines("<strong>Vote Count 2.3</strong>", *W)), BJI),
    ("two-headings-old", post(MSB.format("Vote Count 2.2 (old)"), "Bramble (1): Ivo", "Ember (1): Juno", "", VC, *W), BJI),
    ("table-changed", post(VC, table(("Juno", "Bramble", "changed from Lark"),    ("Ivo", "Bramble", ""),    ("Ember", "Lark", ""), head=("Voter", "Vote", "Note"))), BJI),
    ("sig-vc", post(VC, *W, "", "\u2014 Marlow, co-host (VC questions to me)"), BJI),
    ("emoji-struck", cooked(lines("<strong>Vote Count 2.3</strong>", "\U0001f525 Bramble (2): Juno, Ivo, <s>Lark</s>", "\U0001f9ca Lark (1): Ember")), BJI),
    ("colour-struck", post(VC, COLOR.format("red", "Bramble (2)") + ": " + COLOR.format("blue", "Juno, " + S.format("Lark") + ", Ivo"), "Lark (1): Ember"), BJI),
    ("changed-arrow-note", post(VC, "Juno \u2192 Bramble (changed from Lark)", "Ivo \u2192 Bramble", "Ember \u2192 Lark (moved from Bramble)"), BJI),
    ("per-voter-colon-changed", post(VC, "Votes by player:", "Juno: Bramble (changed from Lark)", "Ivo: Bramble", "Ember: Lark"), BJI),
    ("hedge-under-vc-discourse-p", cooked("<strong>Vote Count 2.3</strong>", "Apologies for the wait, if I counted correctly:", lines(*W)), BJI),
    ("hedge-under-heading-blank", post(VC, "", "If I counted this right:", "", *W), BJI),
    ("count-label-bracket-total", post("Count: Bramble [2] (Juno, Ivo)"), {"Bramble":    ("Juno", "Ivo")}),
    ("count-label-then-lines", post("Count: Bramble 2 (Juno, Ivo)", "Lark 1 (Ember)"), BJI),
    ("vc-one-line-period", post("VC: Bramble 2 (Juno, Ivo)."), {"Bramble":    ("Juno", "Ivo")}),
    ("alias-brackets-head", post(VC, "Bramble (Tansy's replacement) (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    ("alias-sub", post(VC, "Bramble (2): Juno [sub for Tansy], Ivo", "Lark (1): Ember"), BJI),
    ("poll-last-line-names", post(VC, *W, "", "Poll: who should be the next host? (Juno, Ivo)"), BJI),
    ("night-action-then-count", post("Night 1 actions are in. The night is over.", "", VC, *W), BJI),
    ("per-voter-then-wagons", post(VC, "Votes by player:", "Juno, Ivo - Bramble", "Wagons:", "Lark - Ember (1)"), {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}),
    ("player-voting-dashes", post(VC, "Player - Voting", "Juno, Ivo - Bramble", "Lark - Ember"), {"Bramble": ("Juno", "Ivo"), "Ember": ("Lark",)}),
]  # fmt: skip


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_thirteenth_layouts(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
