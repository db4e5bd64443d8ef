"""The eighth zoo: a time or a post link after each voter ("Juno (12:04)", "Juno
[#312]"), voters joined by " / ", "&", "+", "\u00b7", ";", "|" and bullets, a voter's
history with times."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.eighth.shapes import d_post
from tests.parser.hostcount.fifth.shapes import MSB, cooked, lines
from tests.parser.hostcount.fourth.shapes import BJI, BJIL, POSTLINK
from tests.parser.hostcount.zoo import check, post, ul

H = MSB.format("Vote Count 2.6")
VC = "<strong>Vote Count 2.6</strong>"

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- the time of each vote -------------------------------------------------------------------
    (
        "times-in-brackets",
        post(H, "Bramble (2): Juno (12:04), Ivo (13:10)", "Lark (1): Ember (09:55)"),
        BJI,
    ),
    (
        "times-with-utc",
        post(H, "Bramble (2): Juno (12:04 UTC), Ivo (13:10 UTC)", "Lark (1): Ember (09:55 UTC)"),
        BJI,
    ),
    (
        "times-am-pm",
        post(H, "Bramble (2): Juno (3:04 PM), Ivo (11:10 pm)", "Lark (1): Ember (9:55 AM)"),
        BJI,
    ),
    (
        "times-at-sign",
        post(H, "Bramble (2): Juno @ 12:04, Ivo @ 13:10", "Lark (1): Ember @ 09:55"),
        BJI,
    ),
    (
        "times-square-brackets",
        post(H, "Bramble (2): Juno [12:04], Ivo [13:10]", "Lark (1): Ember [09:55]"),
        BJI,
    ),
    (
        "times-dash-after",
        post(H, "Bramble (2): Juno - 12:04, Ivo - 13:10", "Lark (1): Ember - 09:55"),
        BJI,
    ),
    (
        "times-with-day",
        post(H, "Bramble (2): Juno (D2 12:04), Ivo (D2 13:10)", "Lark (1): Ember (D2 09:55)"),
        BJI,
    ),
    (
        "times-date-and-time",
        post(
            H,
            "Bramble (2): Juno (Mar 3, 12:04), Ivo (Mar 3, 13:10)",
            "Lark (1): Ember (Mar 2, 23:55)",
        ),
        BJI,
    ),
    (
        "times-seconds",
        post(H, "Bramble (2): Juno (12:04:33), Ivo (13:10:02)", "Lark (1): Ember (09:55:41)"),
        BJI,
    ),
    (
        "times-one-a-line",
        post(H, "Bramble (2)", "Juno - 12:04", "Ivo - 13:10", "Lark (1)", "Ember - 09:55"),
        BJI,
    ),
    (
        "times-voters-first",
        post(
            H,
            "Juno \u2192 Bramble (12:04)",
            "Ivo \u2192 Bramble (13:10)",
            "Ember \u2192 Lark (09:55)",
        ),
        BJI,
    ),
    (
        "times-relative",
        post(H, "Bramble (2): Juno (2h ago), Ivo (35m ago)", "Lark (1): Ember (1d ago)"),
        BJI,
    ),
    (
        "times-history-unvoted",
        post(
            H,
            "Bramble (2): Juno (12:04), Ivo (13:10), Lark (12:30, unvoted 14:02)",
            "Lark (1): Ember (09:55)",
        ),
        BJI,
    ),
    # --- a post link after each voter ------------------------------------------------------------
    (
        "post-link-square-hash",
        post(H, "Bramble (2): Juno [#312], Ivo [#318]", "Lark (1): Ember [#301]"),
        BJI,
    ),
    (
        "post-link-square-anchor",
        post(
            H,
            f"Bramble (2): Juno [{POSTLINK.format(312, '#312')}], Ivo [{POSTLINK.format(318, '#318')}]",
            f"Lark (1): Ember [{POSTLINK.format(301, '#301')}]",
        ),
        BJI,
    ),
    (
        "post-link-discourse",
        cooked(
            VC,
            lines(
                f"Bramble (2): Juno ({d_post(312)}), Ivo ({d_post(318)})",
                f"Lark (1): Ember ({d_post(301)})",
            ),
        ),
        BJI,
    ),
    (
        "post-link-word-post",
        post(H, "Bramble (2): Juno (post 312), Ivo (post 318)", "Lark (1): Ember (post 301)"),
        BJI,
    ),
    (
        "post-link-p-number",
        post(H, "Bramble (2): Juno (p.312), Ivo (p.318)", "Lark (1): Ember (p.301)"),
        BJI,
    ),
    (
        "post-link-page-and-post",
        post(
            H, "Bramble (2): Juno (pg 13, #312), Ivo (pg 13, #318)", "Lark (1): Ember (pg 12, #301)"
        ),
        BJI,
    ),
    (
        "post-link-four-digits",
        post(H, "Bramble (2): Juno #1312, Ivo #1318", "Lark (1): Ember #1301"),
        BJI,
    ),
    (
        "post-link-here",
        post(
            H,
            f"Bramble (2): Juno ({POSTLINK.format(312, 'here')}), Ivo ({POSTLINK.format(318, 'here')})",
            f"Lark (1): Ember ({POSTLINK.format(301, 'here')})",
        ),
        BJI,
    ),
    # --- voters joined by other marks ------------------------------------------------------------
    ("joined-slash", post(H, "Bramble (2): Juno / Ivo", "Lark (1): Ember"), BJI),
    ("joined-slash-three", post(H, "Bramble (3): Juno / Ivo / Lark", "Ember (1): Wren77"), BJIL),
    ("joined-ampersand", post(H, "Bramble (3): Juno & Ivo & Lark", "Ember (1): Wren77"), BJIL),
    ("joined-plus", post(H, "Bramble (3): Juno + Ivo + Lark", "Ember (1): Wren77"), BJIL),
    (
        "joined-middle-dot",
        post(H, "Bramble (3): Juno \u00b7 Ivo \u00b7 Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    (
        "joined-bullet",
        post(H, "Bramble (3): Juno \u2022 Ivo \u2022 Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    ("joined-semicolon", post(H, "Bramble (3): Juno; Ivo; Lark", "Ember (1): Wren77"), BJIL),
    (
        "joined-middle-dot-tight",
        post(H, "Bramble (3): Juno\u00b7Ivo\u00b7Lark", "Ember (1): Wren77"),
        BJIL,
    ),
    ("joined-pipe-voters", post(H, "Bramble (3): Juno | Ivo | Lark", "Ember (1): Wren77"), BJIL),
    (
        "joined-slash-spaced-names",
        post(H, "Bramble (2): Kestrel Moon / Mr. Pebble", "Lark (1): Ember"),
        {"Bramble": ("Kestrel Moon", "Mr. Pebble"), "Lark": ("Ember",)},
    ),
    (
        "joined-middle-dot-two-wagons",
        post(
            H, "Bramble (2): Juno \u00b7 Ivo", "Lark (1): Ember", "Not voting: Lark \u00b7 Wren77"
        ),
        BJI,
    ),
    (
        "joined-comma-and-ampersand",
        cooked(VC, lines("Bramble (3): Juno, Ivo &amp; Lark", "Ember (1): Wren77")),
        BJIL,
    ),
    (
        "joined-arrow-bullets",
        post(H, "Bramble (3): \u25b8 Juno \u25b8 Ivo \u25b8 Lark", "Ember (1): \u25b8 Wren77"),
        BJIL,
    ),
    ("voters-in-braces", post(H, "Bramble {Juno, Ivo}", "Lark {Ember}"), BJI),
    (
        "times-in-list",
        post(H) + ul("Bramble (2): Juno (12:04), Ivo (13:10)", "Lark (1): Ember (09:55)"),
        BJI,
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo_eighth_voters(html: str, wagons: dict[str, tuple[str, ...]]) -> None:
    check(html, wagons)
