"""A host's first run on whole invented threads, ninth batch (initzoo25; data in
``tests/sync/whole/zoo25_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo25_discourse import ZOO25_DISCOURSE, ZOO25_OTHER
from tests.sync.whole.zoo25_phpbb import ZOO25_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO25_PHPBB, *ZOO25_DISCOURSE, *ZOO25_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the ninth batch added, and their near misses -----------------------------


@pytest.mark.parametrize(
    ("line", "known", "want"),
    [
        # a greeting or a prose word after the names: the names, the word left
        ("Ivo, Juno, Lark, Wren, Ember, Congratulations", SLOTS[:3], [(n,) for n in SLOTS[:5]]),
        ("Ivo, Juno, Lark, Wren, Welcome", SLOTS[:3], [(n,) for n in SLOTS[:4]]),
        ("Ivo, Juno, Lark, Sorry", SLOTS[:3], [(n,) for n in SLOTS[:3]]),
        ("Ivo, Juno, Lark, Wren, Guys", SLOTS[:2], [(n,) for n in SLOTS[:4]]),
        # near misses: the word amid the names (no line of names), a lurker's name last
        # (a slot), fewer than half known once the word is left (main's reading)
        ("Ivo, Juno, Hello, Lark, Wren", SLOTS[:2], [("Juno", "Ivo")]),
        ("Ivo, Juno, Lark, Kes", SLOTS[:3], [(n,) for n in ["Ivo", "Juno", "Lark", "Kes"]]),
        ("Ivo, Juno, Wren, Ember, Kes, Congratulations", SLOTS[:2], [("Juno", "Ivo")]),
    ],
)  # fmt: skip
def test_a_comma_line_ending_in_a_word_to_the_players(line, known, want):
    assert listed_slots(f"<p>{line}</p>", known) == want


def test_numbered_seats_with_the_hosts_notes():
    from tests.sync.whole import numbered

    html = numbered([f"Seat {i}: {n} - confirmed, plays late" for i, n in enumerate(SLOTS, 1)])
    assert listed_slots(html, SLOTS) == [(n,) for n in SLOTS]
    html = numbered([f"Player {i}: {n}" for i, n in enumerate(SLOTS, 1)], "Seats")
    assert listed_slots(html, SLOTS[:4]) == [(n,) for n in SLOTS]
    # near miss: a list's number before a name that is no seat's word reads as before
    html = numbered([f"{n} - seat 1 of the hydra" for n in SLOTS[:5]])
    assert listed_slots(html, SLOTS[:5]) == [(n,) for n in SLOTS[:5]]


VB_SPOILER = (
    '<div class="bbcode_container"><div class="bbcode_description">Spoiler</div>'
    '<div class="bbcode_spoiler">{}</div></div>'
)
VB_QUOTE = (
    '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container">'
    '<div class="bbcode_quote_container"></div>{}</div></div></div>'
)


def test_a_whole_list_in_a_vbulletin_spoiler():
    html = f"<b>Players</b><br>{VB_SPOILER.format('<br>'.join(SLOTS))}<br><b>Day 1 begins.</b>"
    assert listed_slots(html, SLOTS[:3]) == [(n,) for n in SLOTS]
    assert listed_slots(html, SLOTS) == [(n,) for n in SLOTS]
    # near miss: a quote box (the same outer class) holding a list is someone else's
    html = f"<b>Players</b><br>{VB_QUOTE.format('<br>'.join(SLOTS))}<br>Day 1 begins."
    assert listed_slots(html, SLOTS) == []


@pytest.mark.parametrize(
    ("line", "want"),
    [
        ("Nobody (killed N1)", None),
        ("No one (killed N2).", None),
        ("No Lynch (lynched D1)", None),
        # near misses: a name, a two-word name
        ("Kes (killed N1)", ("Kes", False)),
        ("Old Maple (lynched D2)", ("Old Maple", True)),
    ],
)
def test_nobody_in_a_fate_note_is_no_name(line, want):
    from votecount.parser.host.fates import flip

    got = flip(line)
    assert ((got.name, got.lynch) if got else None) == want


@pytest.mark.parametrize(
    ("calls", "start"),
    [
        # a host post calling for sign-ups again starts no day: the host's next post does
        (["Cancelled. Sign-ups for Mini 12 open now: post /in again."], 9),
        (["Cancelled, sorry.", "New sign-ups are open: reply /in."], 9),
        (["Players: Ivo, Juno, Lark", "Late sign-ups are open: post /in."], 9),
        # near misses: no call (role PMs, a list), a call after the host's first count (the
        # next game's): main's reading (the host's first post after the opening)
        (["Role PMs are out; confirm in the thread."], 3),
        (["Players: Ivo, Juno, Lark, Wren, Ember"], 3),
        (
            [
                "Role PMs are out.",
                "Vote Count 1.0: Not voting: all",
                "Sign-ups for my next game are open: post /in.",
            ],
            3,
        ),
    ],
)
def test_a_call_for_signups_starts_no_day(calls, start):
    from votecount.parser.host.opening import day_one_start

    host = [(0, "Sign-ups: post /in.")] + [(3 + i, c) for i, c in enumerate(calls)]
    host.append((9, "<b>Day 1 begins.</b> With 5 alive it takes 3 to lynch."))
    assert day_one_start(0, host) == (start, day_one_start(0, host)[1])
    # ... and with no post after the call, the call (nothing else to take)
    assert day_one_start(0, host[:2])[0] == 3
