"""The fifth zoo, more posts: E-marks leading the line, each voter in a table cell of
their own, Discourse voters as mentions or post links, a count in a ``<details>`` box with
its "Not voting" line outside, voters first to No Lynch, withdrawn votes struck in a list
of each voter's vote, "Not voting" in more words, a co-host's signature, hammer notes."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.fifth.shapes import DEL, MSB, cooked, details, lines, mention
from tests.parser.hostcount.fourth.shapes import BJI, BJIL, REPLACED, code
from tests.parser.hostcount.third.shapes import spoiler
from tests.parser.hostcount.zoo import NL, RED, B, S, check, post, table, ul

H = MSB.format("Vote Count 2.3")
VC = "<strong>Vote Count</strong>"
TOPIC = '<a href="https://forum.example.org/t/game-of-wolves/77/{0}">{1}</a>'

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    ("e-mark-colon-first", post(H, "E-1: Bramble (2) - Juno, Ivo", "E-2: Lark (1) - Ember"), BJI),
    ("l-mark-between", post(H, "Bramble - L-1 - Juno, Ivo", "Lark - L-2 - Ember"), BJI),
    (
        "e-mark-bracket-then-total",
        post(H, "Bramble [2] [E-1]: Juno, Ivo", "Lark [1] [E-2]: Ember"),
        BJI,
    ),
    ("e-mark-paren-first", post(H, "(E-1) Bramble: Juno, Ivo", "(E-2) Lark: Ember"), BJI),
    (
        "hammered-by-in-head",
        post(H, "Bramble (3) HAMMERED by Lark: Juno, Ivo, Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "table-voter-cells",
        H + table(("Bramble", "Juno", "Ivo"), ("Lark", "Ember", "")),
        BJI,
    ),
    (
        "table-voter-cells-with-total",
        H + table(("Bramble", "2", "Juno", "Ivo"), ("Lark", "1", "Ember", "")),
        BJI,
    ),
    (
        "discourse-mention-voters-first",
        cooked(
            VC,
            lines(
                *(
                    f"{mention(v)} → {mention(t)}"
                    for v, t in (("Juno", "Bramble"), ("Ivo", "Bramble"), ("Ember", "Lark"))
                )
            ),
        ),
        BJI,
    ),
    (
        "discourse-voter-post-links",
        cooked(
            VC,
            lines(
                f"<strong>Bramble</strong> (2): {TOPIC.format(57, 'Juno')}, {TOPIC.format(81, 'Ivo')}",
                f"<strong>Lark</strong> (1): {TOPIC.format(102, 'Ember')}",
            ),
        ),
        BJI,
    ),
    (
        "discourse-voter-link-numbers",
        cooked(
            VC,
            lines(
                f"Bramble (2): Juno ({TOPIC.format(57, '#57')}), Ivo ({TOPIC.format(81, '#81')})",
                f"Lark (1): Ember ({TOPIC.format(102, '#102')})",
            ),
        ),
        BJI,
    ),
    (
        "discourse-details-not-voting-outside",
        cooked("Not voting: Lark, Wren77")
        + details("Vote Count 2.3", cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))),
        BJI,
    ),
    (
        "voters-first-to-no-lynch",
        post(H, "Juno -> No Lynch", "Ivo -> No Lynch", "Ember -> Lark"),
        {NL: ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voter-list-struck-old-vote",
        post(H, S.format("Juno -> Lark"), "Juno -> Bramble", "Ivo -> Bramble", "Ember -> Lark"),
        BJI,
    ),
    (
        "discourse-voter-list-del-old-vote",
        cooked(
            VC, lines(DEL.format("Juno → Lark"), "Juno → Bramble", "Ivo → Bramble", "Ember → Lark")
        ),
        BJI,
    ),
    (
        "still-to-vote",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Still to vote: Lark, Wren77"),
        BJI,
    ),
    (
        "havent-voted-yet-tail",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "Lark and Wren77 haven't voted yet."),
        BJI,
    ),
    (
        "co-host-signature",
        post(H, "Bramble (2): Juno, Ivo", "Lark (1): Ember", "", "~ Wren, co-host"),
        BJI,
    ),
    (
        "code-voters-first",
        post(H) + code("Juno  -> Bramble", "Ivo   -> Bramble", "Ember -> Lark"),
        BJI,
    ),
    (
        "bold-wagon-voters-next-line",
        post(H, B.format("Bramble (2)"), "Juno, Ivo", B.format("Lark (1)"), "Ember"),
        BJI,
    ),
    (
        "bulleted-voters-first-sentence",
        H + ul("Juno votes Bramble.", "Ivo votes Bramble.", "Ember votes Lark."),
        BJI,
    ),
    (
        "nicknames-voters-first",
        post(H, "Kes -> Pebble", "Quill -> Pebble", "Wren -> Sable"),
        {"Mr. Pebble": ("Kestrel Moon", "Quill-Tide"), "Sable Fox": ("Wren77",)},
    ),
    (
        "wagon-count-of-total-word",
        post(H, "Bramble: 2 of 4 (Juno, Ivo)", "Lark: 1 of 4 (Ember)"),
        BJI,
    ),
    (
        "vote-count-label-per-wagon",
        post(H, "Bramble - votes: Juno, Ivo", "Lark - votes: Ember"),
        BJI,
    ),
    (
        "voted-by-bracket",
        post(H, "Bramble [voted by Juno, Ivo]", "Lark [voted by Ember]"),
        BJI,
    ),
    (
        "wagon-on-label",
        post(H, "On Bramble (2): Juno, Ivo", "On Lark (1): Ember"),
        BJI,
    ),
    ("numbered-voters", post(H, "3. Bramble (2): 1. Juno, 5. Ivo", "4. Lark (1): 2. Ember"), BJI),
    ("dash-between-voters", post(H, "Bramble (2) - Juno - Ivo", "Lark (1) - Ember"), BJI),
    ("oxford-and", post(H, "Bramble (3): Juno, Ivo, and Lark", "Ember (1): Wren77"), BJIL),
    ("total-plus-voters", post(H, "Bramble \u2014 2 (Juno + Ivo)", "Lark \u2014 1 (Ember)"), BJI),
    (
        "del-moved-note",
        post(H, "Bramble (2): Juno, Ivo, <del>Lark</del> (moved)", "Lark (1): Ember"),
        BJI,
    ),
    (
        "red-wagons",
        post(H, RED.format("Bramble") + " - Juno, Ivo", RED.format("Lark") + " - Ember"),
        BJI,
    ),
    ("one-line-commas", post(H, "Bramble (Juno, Ivo), Lark (Ember)"), BJI),
    ("one-line-votes-label", post(H, "Votes: Bramble (Juno, Ivo), Lark (Ember)"), BJI),
    ("x-total", post(H, "Bramble x2 (Juno, Ivo)", "Lark x1 (Ember)"), BJI),
    ("wagons-heading", post(B.format("Wagons"), "Bramble (2): Juno, Ivo", "Lark (1): Ember"), BJI),
    (
        "not-voting-with-notes",
        post(
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
            "Not voting: Lark (prodded), Wren77 (V/LA)",
        ),
        BJI,
    ),
    (
        "discourse-mentions-with-spaces",
        cooked(
            "<strong>Vote Count</strong>",
            lines(
                f"Bramble \u2014 2 \u2014 {mention('Juno')} {mention('Ivo')}",
                f"Lark \u2014 1 \u2014 {mention('Ember')}",
            ),
        ),
        BJI,
    ),
    # --- the review's edges of this round's rules (wagon first, a host's own count) ---------
    (
        "review-voted-by-in-brackets",
        post(H, "Bramble (voted by Juno, Ivo)", "Lark (voted by Ember)"),
        BJI,
    ),
    (
        "review-votes-from-in-brackets",
        post(H, "Bramble (votes from Juno, Ivo)", "Lark (votes from Ember)"),
        BJI,
    ),
    (
        "review-unofficial-votes-reminder-above",
        post(
            "Remember: unofficial votes don't count.",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "review-unofficial-votes-note-inside",
        post(H, "Bramble (2): Juno, Ivo", "Unofficial votes do not count", "Lark (1): Ember"),
        BJI,
    ),
    (
        "review-players-unofficial-count-mentioned",
        post(
            "Juno's unofficial count was wrong, here is mine:",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "review-my-own-error-above",
        post("Fixed my own count error below.", H, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        BJI,
    ),
    (
        "review-like-last-game-sentence",
        post(
            "Like last game, the vote count comes daily.",
            H,
            "Bramble (2): Juno, Ivo",
            "Lark (1): Ember",
        ),
        BJI,
    ),
    (
        "review-voter-history-below-is-no-wagon",
        post(
            H, "Bramble (1): Ivo", "Lark (1): Juno", "", "Juno: VOTE: Bramble, UNVOTE, VOTE: Lark"
        ),
        {"Bramble": ("Ivo",), "Lark": ("Juno",)},
    ),
    (
        "discourse-spoiler-div-no-vote-word",
        cooked("Count below.")
        + '<div class="spoiler">'
        + cooked(lines("Bramble (2): Juno, Ivo", "Lark (1): Ember"))
        + "</div>",
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_fifth_more(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)


def test_zoo_fifth_voters_with_posts_and_a_slot_are_one_wagon() -> None:
    """A comma after a bracket cuts wagons apart only when each piece is "X (voters)":
    "Juno (19), Mr. Pebble (25) / Sable Fox" are voters with their posts."""
    html = post(H, "Bramble (2) - Juno (19), Mr. Pebble (25) / Sable Fox", "Lark (1) - Ember (30)")
    check(html, {"Bramble": ("Juno", "Mr. Pebble"), "Lark": ("Ember",)}, REPLACED)


def test_zoo_fifth_headed_empty_count_is_no_cue_for_spoilers() -> None:
    """Under the count's heading, "Not voting (3): ..." is the whole count: a player list in
    a spoiler ("Bramble (replaces Wren77; Ember)") is no wagon of it."""
    html = post(H, "Not voting (3): Juno, Ivo, Lark") + spoiler(
        "Players", post("Bramble (replaces Wren77; Ember)", "Juno", "Ivo", "Lark")
    )
    check(html, {})
