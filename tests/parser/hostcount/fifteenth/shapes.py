"""The fifteenth zoo's builders: a count in a Discourse ``<details>`` block, a XenForo
spoiler and a MafiaScum spoiler, each titled by the host; a matrix table (a column a
wagon, a row a voter) in each engine's table; and a roster whose player Jade Lantern is
written by her initials ("J L")."""

from __future__ import annotations

from tests.parser.hostcount.fifth.shapes import MSB, cooked, details, lines, md_table
from tests.parser.hostcount.ninth.shapes import vb_table
from tests.parser.hostcount.seventh.shapes import br, xf_spoiler, xf_table
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.thirteenth.shapes import Case
from tests.parser.hostcount.zoo import post, table
from votecount.parser.names.players import Player, Roster

INITIALS = Roster(
    [Player(n) for n in ("Bramble", "Juno", "Ivo", "Lark", "Ember", "Wren77", "Jade Lantern")],
    hosts=["Warden"],
)


def hidden(
    name: str, title: str, body: tuple[str, ...], want: dict[str, tuple[str, ...]]
) -> list[Case]:
    """The count's lines ``body`` folded under ``title`` in each engine's box: Discourse's
    ``<details>``, XenForo's spoiler, MafiaScum's spoiler (a line above it)."""
    return [
        (
            f"{name}-discourse",
            cooked("Today's count:") + details(title, cooked(lines(*body))),
            want,
        ),
        (f"{name}-xenforo", br("Today's count:", xf_spoiler(title, br(*body))), want),
        (f"{name}-phpbb", post("Today's count:", spoiler(title, post(*body))), want),
    ]


def matrix(
    name: str,
    head: tuple[str, ...],
    rows: tuple[tuple[str, ...], ...],
    want: dict[str, tuple[str, ...]],
) -> list[Case]:
    """A matrix under the count's heading in each engine's table: ``head`` names the
    wagons after its corner cell, each row a voter and a mark under their wagon."""
    vb_rows = (head, *rows)
    return [
        (f"{name}-phpbb", post(MSB.format("Vote Count 2.3"), table(*rows, head=head)), want),
        (
            f"{name}-discourse",
            cooked("<strong>Vote Count 2.3</strong>") + md_table(head, *rows),
            want,
        ),
        (f"{name}-vbulletin", br("<b>Vote Count 2.3</b>", vb_table(*vb_rows)), want),
        (f"{name}-xenforo", br("<b>Vote Count 2.3</b>", xf_table(*rows, head=head)), want),
    ]
