"""The tenth zoo's second batch: bars above their voters, vBulletin's indent, lists of
letters, several posts linked to one voter, weights on voters first, more headers of the
living, a night's and a day's recaps in spoilers; and trackers that are no count."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, cooked, lines
from tests.parser.hostcount.seventh.shapes import xf
from tests.parser.hostcount.tenth.shapes import ms_list
from tests.parser.hostcount.third.shapes import BJI, spoiler
from tests.parser.hostcount.zoo import ROSTER, check, post, table
from votecount.parser.hostcount import read_host_count

H = MSB.format("Vote Count 3.3")
FOUR = {"Bramble": ("Juno", "Lark", "Wren77", "Ember"), "Ivo": ("Quill-Tide",)}

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    (
        "bar-line-voters-below",
        post(H, "Bramble \u2588\u2588 2", "Juno, Ivo", "Lark \u2588 1", "Ember"),
        BJI,
    ),
    (
        "vb-indent-div",
        xf("Vote Count 3.3", "Bramble (4): Juno, Lark")
        + '<div style="margin-left:40px">Wren77, Ember</div>'
        + xf("Ivo (1): Quill-Tide"),
        FOUR,
    ),
    (
        "list-letters",
        H
        + '<ol style="list-style-type:lower-alpha"><li>Bramble (2): Juno, Ivo</li>'
        + "<li>Lark (1): Ember</li></ol>",
        BJI,
    ),
    (
        "several-posts-one-voter",
        post(H, "Bramble (2): Juno (#123, #140), Ivo (#151)", "Lark (1): Ember (#160, #171, #180)"),
        BJI,
    ),
    (
        "weights-voters-first",
        post(H, "Juno (x2) \u2192 Bramble", "Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        BJI,
    ),
    (
        "bullet-operator-header",
        post(H, "9 alive \u2219 5 to lynch", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "header-needed-majority",
        post(H, "Players: 9 | Needed to lynch: 5", "", "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "header-bold-alive-line",
        post(
            H,
            MSB.format("Alive: 9, Majority: 5"),
            MSB.format("Bramble"),
            "Juno",
            "Ivo",
            MSB.format("Lark"),
            "Ember",
        ),
        BJI,
    ),
    (
        "struck-old-voter-del",
        cooked(
            lines(
                "Vote Count 3.3", f"Bramble (2): {DEL.format('Lark')} Juno, Ivo", "Lark (1): Ember"
            )
        ),
        BJI,
    ),
    (
        "day-spoilers-current-open",
        post(H)
        + spoiler("Day 1 (final)", post("Bramble (3): Juno, Ivo, Lark"))
        + post("Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "wagon-first-then-l-status",
        post(
            H,
            "Bramble (2, L-3): Juno, Ivo",
            "Lark (1, L-4): Ember",
            "Not voting (2): Wren77, Quill-Tide",
        ),
        BJI,
    ),
    (
        "hammer-line-after",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "Hammer: 5 votes"),
        BJI,
    ),
    (
        "voters-with-times-brackets",
        post(
            H,
            "Bramble (2): Juno [Day 3, 14:02], Ivo [Day 3, 15:40]",
            "Lark (1): Ember [Day 3, 16:00]",
        ),
        BJI,
    ),
    (
        "totals-as-words",
        post(H, "Bramble, two votes: Juno and Ivo", "Lark, one vote: Ember"),
        BJI,
    ),
    (
        "xf-bold-wagon-list",
        xf("<b>Vote Count 3.3</b>")
        + '<ul><li data-xf-list-type="ul"><b>Bramble</b> (2): Juno, Ivo</li>'
        + '<li data-xf-list-type="ul"><b>Lark</b> (1): Ember</li></ul>',
        BJI,
    ),
    (
        "numbered-not-voting-list",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Not voting (3):")
        + ms_list("Wren77", "Quill-Tide", "Mr. Pebble", numbered=True),
        BJI,
    ),
]

NONE: list[tuple[str, str]] = [
    ("count-is-up", post("The vote count is up in post 123, go read it.")),
    (
        "activity-tracker",
        post(
            MSB.format("Activity (posts / votes cast)"),
            "Juno: 42 / 3",
            "Ivo: 17 / 1",
            "Lark: 8 / 0",
        ),
    ),
    (
        "activity-table",
        table(("Juno", "42", "3"), ("Ivo", "17", "1"), head=("Player", "Posts", "Votes cast")),
    ),
    (
        "lynch-history",
        post(
            MSB.format("Lynch history"),
            "Day 1: Bramble (voted by Juno, Ivo, Lark)",
            "Day 2: Lark (voted by Ember, Juno)",
        ),
    ),
    ("needed-only", post("Votes needed to lynch: 5. Deadline in 24 hours.")),
    (
        "day-start-zero",
        post(MSB.format("Day 2 has begun!"), "With 9 alive, it takes 5 to lynch. No votes yet."),
    ),
    (
        "role-pm-votes-count",
        post(
            "You are Ember, the Town Mayor.",
            "Once revealed, your vote counts as 3 votes.",
            "Votes: 1 (3 when revealed)",
        ),
    ),
    (
        "signups-vote-pref",
        post(
            MSB.format("Signups"),
            "1. Juno (votes: no preference)",
            "2. Ivo (votes: Pirates)",
            "3. Lark",
        ),
    ),
    (
        "player-wagons-reading",
        post(
            "Current wagons as I read them:",
            "Bramble - Juno, Ivo",
            "Lark - Ember",
            "Am I missing any?",
        ),
    ),
    (
        "host-schedule",
        xf("Vote counts will be posted at 20:00 and 08:00 server time.", "Deadline: Friday."),
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_tenth_extra(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


@pytest.mark.parametrize("html", [c[1] for c in NONE], ids=[c[0] for c in NONE])
def test_zoo_tenth_extra_no_count(html: str) -> None:
    assert read_host_count(html, ROSTER) is None
