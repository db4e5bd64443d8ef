"""A whisper declared and accepted over the cap (issue 10, Deliver 9): it happened, so
it is in both ledgers and the session list, flagged WHISPER_CAP against the declarer;
the acceptor is charged nothing."""

from __future__ import annotations

from tests.tally.botf.dsl import Game, accept, whisper
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.result import of_audit, of_day

SEVEN = "a b c d e f g"


def _over_cap_game(**switches) -> Game:
    g = Game(SEVEN, switches=switches)
    g.day(1)
    for partner in "bcd":
        g.post("a", whisper("a", partner))
        g.post(partner, accept(partner, "a"))
    g.post("a", whisper("a", "e"))  # a 4th distinct partner: over the cap
    g.post("e", accept("e"))  # and e accepts it
    return g


def test_the_over_cap_whisper_is_flagged_against_the_declarer_only():
    g = _over_cap_game()
    assert g.codes() == [(BotfCode.WHISPER_CAP, "a")]
    (cap,) = [v for v in g.audit().violations if v.code == BotfCode.WHISPER_CAP]
    assert cap.ref is not None and "cap 3" in cap.reason


def test_the_over_cap_whisper_is_in_both_ledgers_and_the_sessions():
    g = _over_cap_game()
    ledger = dict(dict(of_audit(g.audit()).whisper_ledger)[1])
    assert ledger["a"] == ("b", "c", "d", "e")
    assert ledger["e"] == ("a",)
    sessions = of_audit(g.audit()).whispers
    assert [(s.a, s.b, s.over_cap) for s in sessions] == [
        ("a", "b", False), ("a", "c", False), ("a", "d", False), ("a", "e", True),
    ]  # fmt: skip
    assert sessions[-1].accepted is not None


def test_an_acceptor_over_their_own_cap_is_flagged_when_caps_count_for_both():
    g = Game(SEVEN, switches={"cap_counts_for": "both"})
    g.day(1)
    for partner in "bcd":
        g.post("e", whisper("e", partner))
        g.post(partner, accept(partner, "e"))
    g.post("a", whisper("a", "e"))  # a is fine, e already has 3 partners
    g.post("e", accept("e"))
    assert g.codes() == [(BotfCode.WHISPER_CAP, "e")]
    assert dict(dict(of_audit(g.audit()).whisper_ledger)[1])["a"] == ("e",)
    assert of_audit(g.audit()).whispers[-1].over_cap


# -- "Not voting" lists dead players who still hold their vote token -------------------------
def test_not_voting_lists_dead_players_with_an_unused_token():
    from .dsl import nominate, vote

    g = Game(SEVEN, dead="f g")
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("c", vote("c", "b"))
    g.post("f", vote("f", "b"))  # f's ghost vote stands: f is voting
    day = g.count().current
    assert day is not None
    assert "f" not in day.not_voting and "g" not in day.not_voting  # the living list
    assert of_day(day).not_voting_dead == ("g",)
    assert day.to_json()["not_voting_dead"] == ["g"]
