"""The BotF zoo (see zoo.py): sign-ups. ``/in, seat N`` and ``/travel in, seat N``
(spec/rules.md §4.1), the seat written any way a player writes it, the host pinged before
or after; ``/out`` withdraws. The seat's range and who may sit are the tally's checks."""

from __future__ import annotations

import pytest

from .zoo import HOST, Reading, at, b, br, cases, code, never, p, quote, read

SEAT4 = [("signup", "4", "player")]

SIGNUPS: list[tuple[str, str, list[Reading]]] = [
    ("in-seat", p("/in, seat 4"), SEAT4),
    ("in-seat-ping-after", p("/in, seat 4 " + HOST), SEAT4),
    ("in-seat-comma-ping", p("/in, seat 4, " + HOST), SEAT4),
    ("ping-before", p(HOST + " /in, seat 4"), SEAT4),
    ("no-comma", p("/in seat 4"), SEAT4),
    ("upper", p("/IN SEAT 4"), SEAT4),
    ("title-case", p("/In, Seat 12"), [("signup", "12", "player")]),
    ("hash", p("/in, seat #4"), SEAT4),
    ("colon", p("/in, seat: 4"), SEAT4),
    ("word", p("/in, seat four"), SEAT4),
    ("word-twelve", p("/in, seat twelve"), [("signup", "12", "player")]),
    ("brackets", p("/in (seat 4)"), SEAT4),
    ("dash", p("/in - seat 4"), SEAT4),
    ("bare-number", p("/in, 4"), SEAT4),
    ("bold", p(b("/in, seat 4")), SEAT4),
    ("with-a-wish", p("/in, seat 4 please!"), SEAT4),
    ("second-choice", p("/in, seat 4 (seat 5 if taken)"), SEAT4),  # the first seat named
    ("no-seat", p("/in"), [("signup", "None", "player")]),  # the host seats them
    ("after-a-line", br("hi all, first game here", "/in, seat 4 " + HOST), SEAT4),
    ("traveller", p("/travel in, seat 9"), [("signup", "9", "traveller")]),
    ("traveller-ping", p("/travel in, seat #17, " + HOST), [("signup", "17", "traveller")]),
    ("traveller-no-comma", p("/travel in seat 12"), [("signup", "12", "traveller")]),
    ("traveller-no-seat", p("/travel in"), [("signup", "None", "traveller")]),
    # a seat past the table's end is read as written: the tally says SEAT_OUT_OF_RANGE
    ("seat-out-of-range", p("/in seat 19"), [("signup", "19", "player")]),
    ("out", p("/out"), [("withdraw",)]),
    ("out-ping", p("/out " + HOST), [("withdraw",)]),
    ("out-reason", p("/out, sorry, busy week"), [("withdraw",)]),
    ("in-then-whisper", p("/in, seat 4 and /whisper " + at("Ivo")), [*SEAT4, ("whisper", "Ivo")]),
]

NEVER: list[tuple[str, str]] = [
    ("no-slash", p("in, seat 4")),
    ("code-span", p("sign up with " + code("/in, seat 4"))),
    ("code-alone", p(code("/in, seat 4"))),
    ("quoted", quote("Ivo", "/in, seat 4") + p("welcome!")),
    ("in-prose", p("I didn't /in any other games this month")),
    ("explained", p("to sign up, post /in, seat N and ping me")),
]

# read as the words say, though no sign-up is meant: a slash word starting a line is a
# command (spec/rules.md §2.5); a player who writes "/in the meantime" is rare and the
# host sees a stray sign-up in the audit
AS_NOW: list[tuple[str, str, list[Reading]]] = [
    ("slash-in-as-prose", p("/in the meantime, read the rules"), [("signup", "None", "player")]),
    # a line break between the word and the seat ends the command: the seat is lost
    ("seat-next-line", br("/in", "seat 4"), [("signup", "None", "player")]),
]


@pytest.mark.parametrize(("html", "expected"), cases(SIGNUPS + AS_NOW))
def test_a_storyteller_reads_the_signup(html: str, expected: list[Reading]) -> None:
    assert read(html) == expected


@pytest.mark.parametrize("html", never(NEVER))
def test_never_a_signup(html: str) -> None:
    assert read(html) == []
