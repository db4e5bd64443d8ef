"""The thirteenth zoo's builders: one count written in the four engines' HTML
(MafiaScum's phpBB, Discourse's cooked, vBulletin's and XenForo's ``<br />`` lines), and
a roster whose players are named by the reader's own words ("Hammer", "Late", "Vote",
"Count") or end in digits ("Player12")."""

from __future__ import annotations

from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import br
from tests.parser.hostcount.zoo import post
from votecount.parser.names.players import Player, Roster

WORDS = Roster(
    [Player("Hammer"), Player("Late"), Player("Vote"), Player("Count"), Player("Player12"),
     Player("Juno"), Player("Ivo"), Player("Lark"), Player("Ember"), Player("Bramble")],
    hosts=["Warden"],
)  # fmt: skip

Case = tuple[str, str, dict[str, tuple[str, ...]]]


def four(
    name: str, head: str, body: tuple[str, ...], want: dict[str, tuple[str, ...]]
) -> list[Case]:
    """The count ``head`` over ``body`` (its lines, as HTML) in each engine; an empty
    ``head`` writes no heading."""
    top = [MSB.format(head)] if head else []
    strong = [f"<strong>{head}</strong>"] if head else []
    bold = [f"<b>{head}</b>"] if head else []
    return [
        (f"{name}-phpbb", post(*top, *body), want),
        (f"{name}-discourse", cooked(lines(*strong, *body)), want),
        (f"{name}-vbulletin", br(*bold, *body), want),
        (f"{name}-xenforo", br(*bold, *body).replace("<br />\n", "<br />"), want),
    ]
