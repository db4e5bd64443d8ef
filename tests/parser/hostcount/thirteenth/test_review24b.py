"""The thirteenth round's rules reviewed (review24b): inputs near their edges that the
round read wrong, and guards that read right before and after the review.

Misfires: "Count" alone above a role list, a story or a claim list ("Count" above
"Bramble (Juno, Ivo)") and a player's "Count?" read as counts; "Bramble: Juno (changed
from Lark)" turned a count written wagon first into one written voters first; under
"Votes by player:" the wagons' summary below ("Lark - Ember (1)") was swapped to Ember's
wagon; "Lark - HAMMER" with no total, in a game with a player Hammer, made Hammer a voter;
"Rough count from me:" beside a copied heading read as the host's hedge. Missed by the
round: an italic late voter in "Not voting" was lost when the legend itself is in
italics (the lines of the two readings no longer paired by position)."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import I
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.third.shapes import BJI
from tests.parser.hostcount.zoo import ROSTER, STATUS_NAMED, check, post, ul
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

VC = MSB.format("Vote Count 2.3")
COUNT = ("Bramble (2): Juno, Ivo", "Lark (1): Ember")
BJIL = {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Hammer",)}
LATE = "Italics: late votes, not counted"

NONE: list[tuple[str, str]] = [
    # --- "Count" alone over no count (read as counts before) -------------------------------
    ("role-list", post("Roles in this game:", "Count", "Bramble (Juno, Ivo)", "Werewolf", "Lark (Ember)")),
    ("role-list-bold", post(MSB.format("Setup"), MSB.format("Count"), "Bramble (Juno, Ivo)", MSB.format("Hunter"), "Lark (Ember)")),
    ("role-list-discourse", cooked("<strong>Count</strong>", "Bramble (Juno, Ivo)")),
    ("role-list-xf", br("<b>Count</b>", "Bramble (Juno, Ivo)")),
    ("story", post("The Count rose from his coffin.", "Count", "Bramble (Juno, Ivo)")),
    ("night-actions", post(MSB.format("Night actions"), "Count", "Bramble (Juno, Ivo)")),
    ("claims", post("Claims so far:", "Count", "Bramble (Juno, Ivo)")),
    ("role-counts", post("Role count", "Town: 7", "Mafia: 3", "Count", "Bramble (Juno)")),
    ("post-counts", post("Bramble, Juno and Ivo posted most:", "Count", "Bramble 40 (Juno, Ivo quoted)", "Lark 12 (Ember)")),
    ("count-question", post("Count?", "Bramble (Juno, Ivo) and Lark (Ember) is what I have")),
    ("count-question-lines", post("Count?", "Bramble - Juno, Ivo", "Lark - Ember")),
    ("count-no-totals", post("Count:", "Bramble: Juno, Ivo", "Lark: Ember")),
    ("count-totals-wrong", post("Count", "Bramble (3): Juno, Ivo", "Lark (1): Ember")),
    # --- a player's own hedge beside a copied heading (read as the host's before) ----------
    ("rough-count-under-heading", post("Vote Count 2.3", "Rough count from me:", *COUNT)),
    ("rough-count-above-heading", post("Rough count from me:", "Vote Count 2.3", *COUNT)),
    # --- guards: none before and after -----------------------------------------------------
    ("count-one-line-role", post("Count: Bramble (Vampire)")),
    ("count-one-line-claim", post("Count: Juno (claims cop)")),
    ("count-one-line-role-players", post("Count: Vampire (Juno, Ivo)")),
    ("count-thralls-total", post("Count", "Thralls (2): Juno, Ivo")),
    ("copied-heading-unofficial", post("Vote Count 2.3 (unofficial)", "If I count right:", *COUNT)),
]  # fmt: skip

CASES: list[tuple[str, str, dict[str, tuple[str, ...]], Roster]] = [
    # --- "changed from" in a count written wagon first (read voters first before) -----------
    ("changed-wagon-first", post(VC, "Bramble: Juno (changed from Lark)", "Lark: Ember"), {"Bramble": ("Juno",), "Lark": ("Ember",)}, ROSTER),
    ("changed-wagon-first-two", post(VC, "Bramble: Juno (changed from Lark)", "Lark: Ember (changed from Ivo)", "Ivo: Wren77"), {"Bramble": ("Juno",), "Lark": ("Ember",), "Ivo": ("Wren77",)}, ROSTER),
    ("switched-wagon-first", post(VC, "Bramble: Ivo (switched from Lark)", "Lark: Ember", "Ember: Juno"), {"Bramble": ("Ivo",), "Lark": ("Ember",), "Ember": ("Juno",)}, ROSTER),
    ("moved-wagon-first-xf", br("<b>Vote Count 2.3</b>", "Bramble: Juno (moved from Lark)", "Lark: Ember", "Ivo: Wren77"), {"Bramble": ("Juno",), "Lark": ("Ember",), "Ivo": ("Wren77",)}, ROSTER),
    # --- guards: votes by voter with the note, read voters first -----------------------------
    ("changed-per-voter-label", post(VC, "Votes by player:", "Juno: Bramble (switched vote from Lark)", "Ember: Lark"), {"Bramble": ("Juno",), "Lark": ("Ember",)}, ROSTER),
    ("changed-per-voter-repeated", post(VC, "Ivo: Bramble", "Juno: Bramble (changed from Lark)", "Ember: Lark"), {"Bramble": ("Ivo", "Juno"), "Lark": ("Ember",)}, ROSTER),
    ("changed-arrow", post(VC, "Juno \u2192 Bramble (changed from Lark)", "Ivo \u2192 Bramble", "Ember \u2192 Lark"), BJI, ROSTER),
    # --- the wagons' summary below the votes by player (Ember's wagon before) ----------------
    ("per-voter-then-summary", post(VC, "Votes by player:", "Juno - Bramble", "Ember - Lark", "Lark - Bramble", "", "Bramble - Juno, Lark (2)", "Lark - Ember (1)"), {"Bramble": ("Juno", "Lark"), "Lark": ("Ember",)}, ROSTER),
    # --- guards: dashes under a per-voter label ------------------------------------------------
    ("per-voter-and", post(VC, "Voter \u2014 Target", "Juno and Ivo \u2014 Bramble", "Ember \u2014 Lark"), BJI, ROSTER),
    ("per-voter-then-prose", post(VC, "Votes by player:", "Juno, Ivo - Bramble", "Ember - Lark", "", "Deadline - Friday"), BJI, ROSTER),
    ("per-voter-wagon-line-then-pair", post(VC, "Votes by player:", "Bramble - Juno, Ivo", "Ember - Lark"), BJI, ROSTER),
    # --- a hammer mark in capitals with a player Hammer (Hammer a voter before) ---------------
    ("hammer-mark-no-total", post(VC, "Bramble: Juno, Ivo, Lark - HAMMER", "Ember: Hammer"), BJIL, STATUS_NAMED),
    ("hammer-mark-comma", post(VC, "Bramble: Juno, Ivo, Lark, HAMMER", "Ember: Hammer"), BJIL, STATUS_NAMED),
    ("hammer-mark-bang", post(VC, "Bramble: Juno, Ivo, Lark - HAMMER!", "Ember: Hammer"), BJIL, STATUS_NAMED),
    # --- guards: the player Hammer ------------------------------------------------------------
    ("hammer-all-caps-line", post(VC, "BRAMBLE (2): JUNO, HAMMER", "LARK (1): EMBER"), {"Bramble": ("Juno", "Hammer"), "Lark": ("Ember",)}, STATUS_NAMED),
    ("hammer-caps-heading-mark", post(VC, "BRAMBLE (3): Juno, Ivo, Lark - HAMMER", "Ember (1): Hammer"), BJIL, STATUS_NAMED),
    ("hammer-player-lower", post(VC, "Bramble (2): juno, hammer", "Lark (1): ember"), {"Bramble": ("Juno", "Hammer"), "Lark": ("Ember",)}, STATUS_NAMED),
    ("hammer-and-lynch", post(VC, "Bramble (3): Hammer, Lynch, Juno", "Lark (1): Ember"), {"Bramble": ("Hammer", "Lynch", "Juno"), "Lark": ("Ember",)}, STATUS_NAMED),
    ("hammer-voter-and-mark", post(VC, "Bramble (3): Hammer, Juno, Ivo - HAMMER", "Lark (1): Ember"), {"Bramble": ("Hammer", "Juno", "Ivo"), "Lark": ("Ember",)}, STATUS_NAMED),
    ("hammer-last-voter-total", post(VC, "Bramble (3): Juno, Ivo, Hammer - HAMMER", "Lark (1): Ember"), {"Bramble": ("Juno", "Ivo", "Hammer"), "Lark": ("Ember",)}, STATUS_NAMED),
    ("tie-player", post(VC, "Bramble (1): Tie", "Lark (1): Ember"), {"Bramble": ("Tie",), "Lark": ("Ember",)}, STATUS_NAMED),
    ("hammer-arrow", post(VC, "Juno, Hammer \u2192 Bramble", "Ember \u2192 Lark"), {"Bramble": ("Juno", "Hammer"), "Lark": ("Ember",)}, STATUS_NAMED),
    # --- guards: "Count" over a count ----------------------------------------------------------
    ("count-one-wagon-total", post("Count", "Bramble (2): Juno, Ivo"), {"Bramble": ("Juno", "Ivo")}, ROSTER),
    ("count-list-totals", post(MSB.format("Count"), ul(*COUNT)), BJI, ROSTER),
    ("count-dashes", post("- Count -", *COUNT), BJI, ROSTER),
    ("count-one-line", post("Count: Bramble (Juno, Ivo)"), {"Bramble": ("Juno", "Ivo")}, ROSTER),
    ("count-one-line-semicolons", post("Count: Bramble (2): Juno, Ivo; Lark (1): Ember"), BJI, ROSTER),
    ("count-and-not-voting", post("Count", *COUNT, "", "Not voting: Wren77"), BJI, ROSTER),
    # --- guards: the host's hedge beside the heading -------------------------------------------
    ("hedge-under-heading", post(VC, "If I counted right:", *COUNT), BJI, ROSTER),
    ("hedge-above-heading", post("If I counted right:", VC, *COUNT), BJI, ROSTER),
    ("hedge-tallied-blank", post(VC, "", "If I tallied correctly:", *COUNT), BJI, ROSTER),
    ("rough-count-host", post(VC, "Rough count:", *COUNT), BJI, ROSTER),
]  # fmt: skip

NOT_VOTING: list[tuple[str, str, tuple[str, ...]]] = [
    # the legend or a note in italics (the late voter lost before)
    ("legend-italic", post(VC, I.format(LATE), f"Bramble (2): Juno, Ivo, {I.format('Lark')}", f"Not voting: {I.format('Lark')}, Wren77"), ("Lark", "Wren77")),
    ("legend-bold-italic", post(VC, MSB.format(I.format(LATE)), f"Bramble (2): Juno, Ivo, {I.format('Lark')}", f"Not voting: {I.format('Lark')}, Wren77"), ("Lark", "Wren77")),
    ("note-italic", post(VC, LATE, I.format("(Lark voted late)"), f"Bramble (2): Juno, Ivo, {I.format('Lark')}", f"Not voting: {I.format('Lark')}, Wren77"), ("Lark", "Wren77")),
    ("legend-em-discourse", cooked(lines("<strong>Vote Count 2.3</strong>", f"<em>{LATE}</em>", "Bramble (2): Juno, Ivo, <em>Lark</em>", "Not voting: <em>Lark</em>, Wren77")), ("Lark", "Wren77")),
    # guards
    ("no-votes-label", post(VC, LATE, f"Bramble (2): Juno, Ivo, {I.format('Lark')}", f"No votes: {I.format('Lark')}, Wren77"), ("Lark", "Wren77")),
    ("total-and-italic-run", post(VC, LATE, f"Bramble (2): Juno, Ivo, {I.format('Lark')}", f"Not voting (2): {I.format('Lark, Wren77')}"), ("Lark", "Wren77")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_review24b_none(html: str) -> None:
    assert read_host_count(html, ROSTER) is None


@pytest.mark.parametrize(
    ("html", "wagons", "roster"), [c[1:] for c in CASES], ids=[c[0] for c in CASES]
)
def test_review24b_reads(html: str, wagons: dict[str, tuple[str, ...]], roster: Roster) -> None:
    check(html, wagons, roster)


@pytest.mark.parametrize(
    ("html", "listed"), [c[1:] for c in NOT_VOTING], ids=[c[0] for c in NOT_VOTING]
)
def test_review24b_not_voting(html: str, listed: tuple[str, ...]) -> None:
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert hc.voters_of("Bramble") == ("Juno", "Ivo")
    assert hc.not_voting == listed


def test_review24b_per_voter_total_off() -> None:
    """Under "Votes by player:" a voters-first line whose total is no count of its names
    ("Juno, Ivo - Bramble (3)") is no wagons' summary: the pair below is still a vote."""
    html = post(VC, "Votes by player:", "Juno, Ivo - Bramble (3)", "Ember - Lark")
    hc = read_host_count(html, ROSTER)
    assert hc is not None
    assert hc.voters_of("Lark") == ("Ember",)
