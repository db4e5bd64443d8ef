"""The seventh zoo's near misses: posts that hold no count. A player's parody "vote
count", a host's rules post with an example count, a host's end-of-game vote history, a
hydra's notes, a host's post listing only the votes needed, a player's count the host
quotes bare to correct it, a day start with its living players."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import cooked, lines
from tests.parser.hostcount.seventh.shapes import vb, vb_quote, xf, xf_spoiler
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import ROSTER, B, post, ul
from votecount.parser.hostcount import read_host_count

NONE: list[tuple[str, str]] = [
    # --- a player's parody count -----------------------------------------------------------------
    (
        "parody-count-of-feelings",
        post(
            B.format("Vote count of my feelings"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "lol",
        ),
    ),
    (
        "parody-fake-vc-joke",
        post(
            B.format("FAKE VOTE COUNT 9.9"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "(not official, obviously)",
        ),
    ),
    (
        "parody-if-i-were-host",
        post(
            "If I were host the vote count would be:", "Bramble (2): Juno, Ivo", "Lark (1): Ember"
        ),
    ),
    (
        "parody-predicted-count",
        post(
            B.format("Predicted vote count by tonight:"),
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    (
        "parody-my-count-discourse",
        cooked(
            "<strong>Vote count (my version)</strong>",
            lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        ),
    ),
    # --- a host's rules post with an example count ------------------------------------------------
    (
        "rules-an-example-count-label",
        post(
            B.format("Rules"),
            "Votes must be bolded.",
            "An example count:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    (
        "rules-format-sentence",
        post(
            B.format("Rules"),
            "The vote count will be in this format:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    (
        "rules-for-example",
        post(
            "Vote counts come every 20 posts. For example:",
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
    ),
    (
        "rules-example-in-xf-spoiler",
        xf("<b>Rules</b>", "Vote with [vote]name[/vote].")
        + xf_spoiler("Example vote count", "Bramble (2): Juno, Ivo<br />Lark (1): Ember"),
    ),
    # --- a host's end-of-game vote history -------------------------------------------------------
    (
        "eog-votes-of-each-day-headings",
        post(
            B.format("Game over! Scum wins."),
            B.format("Votes, Day 1"),
            "Bramble (4): Juno, Ivo, Lark, Ember",
            B.format("Votes, Day 2"),
            "Lark (3): Juno, Ivo, Ember",
        ),
    ),
    (
        "eog-spoiler-histories",
        post(B.format("Town wins!"), "Thanks all.")
        + spoiler(
            "Full vote history",
            post(
                "Day 1 - Bramble (4): Juno, Ivo, Lark, Ember", "Day 2 - Lark (3): Juno, Ivo, Ember"
            ),
        ),
    ),
    (
        "eog-d-labels-wagons",
        post(
            B.format("Final results"),
            "D1: Bramble (4) - Juno, Ivo, Lark, Ember",
            "D2: Lark (3) - Juno, Ivo, Ember",
        ),
    ),
    # --- a hydra's notes -----------------------------------------------------------------------
    (
        "hydra-notes-pairs",
        post("<i>(Juno/Ivo hydra notes, sorry wrong thread)</i>", "Juno: Bramble", "Ivo: Lark"),
    ),
    (
        "hydra-suspects-lines",
        post(B.format("Our scum list"), "Bramble - Juno, Ivo", "Lark - Ember"),
    ),
    # --- a host's post listing the votes needed only ---------------------------------------------
    (
        "votes-needed-only",
        post(
            B.format("Day 3"),
            "With 7 alive, 4 votes are needed to lynch.",
            "Deadline: Friday 18:00 UTC",
        ),
    ),
    (
        "votes-needed-per-player-list",
        post(B.format("Votes needed to lynch"), "Bramble: 4", "Lark: 4", "Ember: 4"),
    ),
    (
        "votes-needed-table",
        post(
            B.format("Votes needed"),
            "<table><tr><td>Majority</td><td>4</td></tr><tr><td>Alive</td><td>7</td></tr></table>",
        ),
    ),
    (
        "day-start-living-list",
        post(
            B.format("Day 3 begins"),
            ul("Bramble", "Juno", "Ivo", "Lark", "Ember"),
            "It takes 3 votes to lynch.",
        ),
    ),
    # --- a player's count quoted to correct it ----------------------------------------------------
    (
        "host-corrects-quoted-player-count",
        cooked("Juno, your count is wrong, please don't post counts:")
        + "<blockquote><p>Bramble (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>"
        + cooked("The official count comes at the end of the day."),
    ),
    (
        "player-count-boxed-above-stop-posting-counts",
        "<blockquote><p>Vote count (mine):<br>Bramble (2): Juno, Ivo<br>Lark (1): Ember</p></blockquote>"
        + cooked("Please stop posting counts, players."),
    ),
    (
        "vb-quoted-player-count-only",
        vb_quote("Juno", "<b>Vote Count</b><br />Bramble (2): Juno, Ivo<br />Lark (1): Ember")
        + vb("Thanks Juno, that looks right."),
    ),
    (
        "player-mock-count-discourse-h3",
        '<h3><a name="p-1" class="anchor" href="#p-1"></a>Unofficial-unofficial VC</h3>'
        + cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember")),
    ),
    (
        "host-count-request-reply",
        post(
            B.format("Vote Count requests"),
            "Please don't ask for a vote count every page.",
            "I'll post one at L-2 and at EoD.",
        ),
    ),
]


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_seventh_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
