"""Last round's leftovers: a count heading "as of post 512" (or "through", "up to") above
bold names heading their voters; a weighted wagon's total checked against its voters and
their weights (a struck voter, a note or a name below is no voter when the weights make
the total up; a total the voters do not make up reads the voters, never more); a host's
count quoted back under a line that is a player's comment (first person, a vote) restates
nothing."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import MSB, aside, cooked, lines
from tests.parser.hostcount.sixth.shapes import MSS
from tests.parser.hostcount.tenth.shapes import indent
from tests.parser.hostcount.third.shapes import BJI, quoted
from tests.parser.hostcount.zoo import ROSTER, check, post
from votecount.parser.hostcount import read_host_count

BOLD_BLOCKS = (MSB.format("Bramble"), "Juno", "Ivo", MSB.format("Lark"), "Ember")
OLD = post(MSB.format("Vote Count 2.4"), "Bramble (2): Juno, Ivo", "Lark (1): Ember")
BJ2I = {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- "as of post N" headings ------------------------------------------------------------------
    ("as-of-post", post(MSB.format("Vote Count 3.4 as of post 512"), *BOLD_BLOCKS), BJI),
    ("as-of-post-hash", post(MSB.format("Vote Count 3.4 as of post #512"), *BOLD_BLOCKS), BJI),
    ("through-post", post(MSB.format("Vote Count 3.4 through post 512"), *BOLD_BLOCKS), BJI),
    ("up-to-post", post(MSB.format("Vote Count 3.4, up to post 512"), *BOLD_BLOCKS), BJI),
    ("as-of-post-dash", post(MSB.format("Vote Count 3.4 - as of post 512"), *BOLD_BLOCKS), BJI),
    (
        "as-of-post-discourse",
        cooked(
            "<strong>Vote count as of post 512</strong>",
            lines("<strong>Bramble</strong>", "Juno", "Ivo", "<strong>Lark</strong>", "Ember"),
        ),
        BJI,
    ),  # fmt: skip
    (
        "as-of-post-wagons",
        post(
            MSB.format("Vote Count 3.4 as of post 512"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"
        ),
        BJI,
    ),
    # --- weighted totals ------------------------------------------------------------------------
    (
        "weight-struck-not-counted",
        post(
            MSB.format("Vote Count 3.4"),
            f"Bramble (3): Juno [x2], {MSS.format('Lark')}, Ivo",
            "Lark (1): Ember",
        ),
        BJ2I,
    ),  # fmt: skip
    (
        "weight-indent-not-voter",
        post(
            MSB.format("Vote Count 3.4"),
            "Bramble (3): Juno [x2], Ivo",
            indent("Lark"),
            "Lark (1): Ember",
        ),
        BJ2I,
    ),  # fmt: skip
    (
        "weight-total-disagrees",
        post(MSB.format("Vote Count 3.4"), "Bramble (4): Juno [x2], Ivo", "Lark (1): Ember"),
        BJ2I,
    ),
    (
        "weight-note-line",
        post(
            MSB.format("Vote Count 3.4"),
            "[Juno's vote counts double]",
            "Bramble (3): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJ2I,
    ),  # fmt: skip
    (
        "weight-x-after-name",
        post(MSB.format("Vote Count 3.4"), "Bramble (3): Juno x2, Ivo", "Lark (1): Ember"),
        BJ2I,
    ),
    (
        "weight-one-voter",
        post(MSB.format("Vote Count 3.4"), "Bramble (2): Juno (x2)", "Lark (1): Ember"),
        {"Bramble": ("Juno",), "Lark": ("Ember",)},
    ),
    (
        "weight-wrapped-line",
        post(
            MSB.format("Vote Count 3.4"),
            "Bramble (4): Juno [x2], Ivo,",
            "Lark",
            "Ember (1): Wren77",
        ),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),  # fmt: skip
    (
        "weight-block",
        post(MSB.format("Vote Count 3.4"), "Bramble (3)", "Juno [x2]", "Ivo", "Lark (1)", "Ember"),
        BJ2I,
    ),
]

NONE: list[tuple[str, str]] = [
    ("player-my-vote-stays", quoted("Warden", OLD) + post("Unchanged, my vote stays on Bramble.")),
    ("player-same-i-think", quoted("Warden", OLD) + post("Same as above. I still think Ivo lies.")),
    (
        "player-voting-comment",
        quoted("Warden", OLD) + post("Nothing changed, so why is nobody voting Lark"),
    ),
    ("player-discourse-me", aside("Warden", OLD) + cooked("Still accurate, and it worries me.")),
    ("player-we", quoted("Warden", OLD) + post("Still the same, we need to move.")),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eleventh_leftovers(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_eleventh_leftovers_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
