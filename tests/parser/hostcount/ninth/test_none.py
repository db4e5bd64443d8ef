"""The ninth zoo's near misses: posts that hold no count. A player's prediction, a host's
reminder of the rules with an example count, a role PM pasted, a player's own tally
quoted, a "(2) Juno, Ivo" line with nothing to name its wagon."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf, xf_quote
from tests.parser.hostcount.third.shapes import quoted, spoiler
from tests.parser.hostcount.zoo import ROSTER, post
from votecount.parser.hostcount import read_host_count

TALLY = post("Bramble (2): Juno, Ivo", "Lark (1): Ember")

NONE: list[tuple[str, str]] = [
    # --- a player's prediction ----------------------------------------------------------------------
    ("prediction-l1", post("If Juno votes Bramble it's L-1, so be careful.")),
    (
        "prediction-would-be",
        post(
            "If Lark and Ember both vote Bramble that would be Bramble (4): Juno, Ivo, Lark, Ember."
        ),
    ),
    (
        "prediction-scenario-lines",
        post(
            "Scenario if Ivo unvotes:",
            "Bramble (1): Juno",
            "Lark (1): Ember",
            "That's a tie, nobody dies.",
        ),
    ),
    ("prediction-hypothetical-count", post("Hypothetical vote count if Juno flips:", TALLY)),
    (
        "prediction-what-if",
        post("What if:", "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Then we hammer tomorrow?"),
    ),
    # --- a host's rules reminder with an example ----------------------------------------------------
    (
        "rules-counts-look-like",
        post("Vote counts will look like this:", TALLY, "Please vote in bold."),
    ),
    ("rules-template", post(MSB.format("Template"), TALLY)),
    ("rules-like-so", post("I'll post counts like so:", TALLY)),
    (
        "rules-formatting-spoiler",
        post("Rules reminder: votes must be bolded.") + spoiler("Count format", TALLY),
    ),
    ("rules-mock-count", post(MSB.format("Mock vote count"), TALLY)),
    ("rules-e-g", post("Counts are posted every 20 posts, e.g.", TALLY)),
    # --- a role PM pasted ---------------------------------------------------------------------------
    (
        "role-pm-pasted",
        quoted(
            "Warden",
            post(
                "You are Juno, the Town Doctor.",
                "Each night you may protect one player from a kill.",
                "You win when all threats to the town are gone.",
            ),
        )
        + post("Role claim. Vote Bramble."),
    ),
    (
        "role-pm-with-votes",
        post(
            "Here is my PM:",
            MSB.format("Role PM"),
            "You are Ivo, the Mafia Goon.",
            "Your teammates: Lark, Ember",
            "You may vote with your team each night.",
        ),
    ),
    # --- a player's own tally quoted ----------------------------------------------------------------
    (
        "quoted-player-tally-thanks",
        quoted("Juno", post("My count:", TALLY)) + post("Please leave the counts to me, Juno."),
    ),
    (
        "aside-player-tally",
        aside(
            "Juno", cooked(lines("unofficial count", "Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        )
        + cooked("Host counts only, please."),
    ),
    (
        "xf-quote-player-tally",
        xf_quote("Juno", xf("by my count:", "Bramble (2): Juno, Ivo"))
        + xf("Don't post counts, Juno."),
    ),
    ("player-tally-words", post("By my reckoning Bramble has Juno and Ivo, Lark has Ember.")),
    # --- total-first with nothing to name the wagon --------------------------------------------------
    ("total-first-alone", post(MSB.format("Vote Count 3.2"), "(2) Juno, Ivo")),
    ("total-first-two-alone", post(MSB.format("Vote Count 3.2"), "(2) Juno, Ivo", "(1) Ember")),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_ninth_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
