"""The count-format zoo (see zoo.py), its lines: wagon first, voters first, per-voter
lines. Each case is a small count with invented names, and the wagons it must read."""

from __future__ import annotations

import pytest

from tests.parser.hostcount.zoo import HEAD, check, post, table

CASES: list[tuple[str, str, dict[str, tuple[str, ...]]]] = [
    # --- wagon first, separators ---------------------------------------------------
    (
        "colon",
        post(HEAD, "Bramble (2): Juno, Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "dash-total-dash",
        post(HEAD, "Bramble - 2 - Juno, Ivo", "Lark - 1 - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "en-dash",
        post(HEAD, "Bramble \u2013 Juno, Ivo", "Lark \u2013 Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "pipe",
        post(HEAD, "Bramble | 2 | Juno, Ivo", "Lark | 1 | Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "total-after-voters",
        post(HEAD, "Bramble: Juno, Ivo (2)", "Lark: Ember (1)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "bracket-fraction",
        post(HEAD, "Bramble [2/5]: Juno, Ivo", "Lark [1/5]: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "total-and-L",
        post(HEAD, "Bramble (2, L-3): Juno, Ivo", "Lark (1, L-4): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-word",
        post(HEAD, "Bramble (2 votes): Juno, Ivo", "Lark (1 vote): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "needs",
        post(HEAD, "Bramble (2, needs 3): Juno, Ivo", "Lark (1, needs 4): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "needs-bare",
        post(HEAD, "Bramble needs 3 - Juno, Ivo", "Lark needs 4 - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "to-lynch",
        post(HEAD, "Bramble 2 (3 to lynch) - Juno, Ivo", "Lark 1 (4 to lynch) - Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "equals",
        post(HEAD, "Bramble (2) = Juno, Ivo", "Lark (1) = Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "and-between-voters",
        post(HEAD, "Bramble (3): Juno, Ivo and Lark", "Ember (2): Wren77 & Sable Fox"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77", "Sable Fox")},
    ),
    (
        "post-links",
        post(HEAD, "Bramble (2): Juno [12], Ivo [40]", "Lark (1): Ember (post 33)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "has-n-votes",
        post(HEAD, "Bramble has 2 votes: Juno, Ivo", "Lark has 1 vote: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-for",
        post(HEAD, "2 votes for Bramble (Juno, Ivo)", "1 vote for Lark (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "wagon-on-total",
        post(HEAD, "Bramble is at 2: Juno, Ivo", "Lark is at 1: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "left-arrow",
        post(HEAD, "Bramble (2) <- Juno, Ivo", "Lark (1) <- Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "guillemets",
        post(HEAD, "Bramble (2) \u00bb Juno, Ivo", "Lark (1) \u00bb Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "L-first",
        post(HEAD, "L-2 Bramble: Juno, Ivo", "L-3 Lark: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "fraction-first",
        post(HEAD, "2/5 Bramble: Juno, Ivo", "1/5 Lark: Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-after-colon",
        post(HEAD, "Bramble: 2 votes (Juno, Ivo)", "Lark: 1 vote (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "em-dash-votes",
        post(HEAD, "Bramble \u2014 2 votes \u2014 Juno, Ivo", "Lark \u2014 1 vote \u2014 Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "votes-on",
        post(HEAD, "Votes on Bramble (2): Juno, Ivo", "Votes on Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "possessive-wagon",
        post(HEAD, "Bramble's wagon (2): Juno, Ivo", "Lark's wagon (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "dotted-leader",
        post(HEAD, "Bramble ........ 2 (Juno, Ivo)", "Lark ........... 1 (Ember)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "double-voter",
        post(HEAD, "Bramble (3): Juno (x2), Ivo", "Lark (1): Ember"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "timestamps",
        post(HEAD, "Bramble (2): Juno (14:05), Ivo (16:40)", "Lark (1): Ember (09:12)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "hammer-mark",
        post(HEAD, "Bramble (3) - Juno, Ivo, Lark [HAMMER]", "Ember (1) - Wren77"),
        {"Bramble": ("Juno", "Ivo", "Lark"), "Ember": ("Wren77",)},
    ),
    # --- voters first ----------------------------------------------------------------
    (
        "voters-arrow-wagon",
        post(HEAD, "Juno, Ivo -> Bramble", "Ember -> Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-arrow-wagon-total",
        post(HEAD, "Juno, Ivo => Bramble (2)", "Ember => Lark (1)"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-are-voting",
        post(HEAD, "Juno, Ivo are voting Bramble", "Ember is voting Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "voters-unicode-arrow",
        post(HEAD, "Juno, Ivo \u2192 Bramble", "Ember \u2192 Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # --- per-voter lines ----------------------------------------------------------------
    (
        "per-voter-arrow",
        post(HEAD, "Juno -> Bramble", "Ivo -> Bramble", "Ember -> Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "per-voter-votes",
        post(HEAD, "Juno votes Bramble", "Ivo votes Bramble", "Ember votes Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "per-voter-is-voting",
        post(HEAD, "Juno is voting Bramble", "Ivo is voting Bramble", "Ember is voting Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    # one name each side of a colon: wagon first, as most hosts write, unless read so
    # one player votes twice, then voter first (a voter votes once)
    (
        "pairs-wagon-first",
        post(HEAD, "Juno: Bramble", "Ember: Lark"),
        {"Juno": ("Bramble",), "Ember": ("Lark",)},
    ),
    (
        "per-voter-colon",
        post(HEAD, "Juno: Bramble", "Ivo: Bramble", "Ember: Lark"),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
    (
        "per-voter-table",
        post(
            HEAD,
            table(
                ("Juno", "Bramble"),
                ("Ivo", "Bramble"),
                ("Ember", "Lark"),
                head=("Voter", "Voting for"),
            ),
        ),
        {"Bramble": ("Juno", "Ivo"), "Lark": ("Ember",)},
    ),
]


@pytest.mark.parametrize(("html", "wagons"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_zoo(html, wagons):
    check(html, wagons)
