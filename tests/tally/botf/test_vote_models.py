"""BotF ``vote_model = per_nomination`` (clockhand yes/no, A4), ``voudon_vote_model``
(A22) and ``early_end = all_eligible_voted | outcome_decided`` (A6)."""

from __future__ import annotations

from votecount.tally import Code, Status, Unvote
from votecount.tally.botf.codes import BotfCode
from votecount.tally.botf.outcomes import BotfStatus
from votecount.tally.botf.result import of_day

from .dsl import Command, Game, nominate, totals, unvote, vote

SEVEN = "a b c d e f g"
PER_NOM = {"vote_model": "per_nomination"}


def unvote_on(by: str, who: str) -> Command:
    return lambda r: Unvote(r, by, who)


def voters(g: Game, nominee: str, day: int = 1) -> list[str]:
    d = g.count().day(day)
    assert d is not None
    return [v.voter for n in of_day(d).nominations if n.nominee == nominee for v in n.votes]


def two_nominations(switches: dict[str, object], dead: str = "") -> Game:
    g = Game(SEVEN, dead=dead, switches=switches)
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("c", nominate("c", "d"))
    return g


# --- per_nomination ---------------------------------------------------------------------------


def test_per_nomination_yes_on_several_nominations_once_each() -> None:
    g = two_nominations(PER_NOM)
    g.post("e", vote("e", "b"), vote("e", "d"))  # one post, two yes votes: both stand
    g.post("f", vote("f", "b"))
    g.post("f", vote("f", "b"))  # the same yes again
    assert totals(g.count()) == {"b": 2, "d": 1}
    assert (Code.REPEATED_VOTE, "f") in [(v.code, v.player) for v in g.audit().violations]
    assert g.codes() == []


def test_per_nomination_unvote_withdraws_one_yes_or_all() -> None:
    g = two_nominations(PER_NOM)
    g.post("e", vote("e", "b"))
    g.post("e", vote("e", "d"))
    g.post("f", vote("f", "b"))
    g.post("f", vote("f", "d"))
    g.post("e", unvote_on("e", "b"))  # e: back to no on b, still yes on d
    g.post("f", unvote("f"))  # bare unvote: every yes goes
    assert totals(g.count()) == {"b": 0, "d": 1}
    g.post("g", unvote_on("g", "b"))
    assert g.codes() == [(Code.UNVOTE_WITHOUT_VOTE, "g")]


def test_per_nomination_voters_lock_in_clockhand_order() -> None:
    g = two_nominations(PER_NOM)
    for voter in "agc":  # b sits in seat 2: the clockhand runs c, d, ... g, a, b
        g.post(voter, vote(voter, "b"))
    assert voters(g, "b") == ["c", "g", "a"]
    g.voting()
    g.end_day(1)
    assert voters(g, "b") == ["c", "g", "a"]


def test_per_nomination_resolution_highest_at_threshold_ties_execute_nobody() -> None:
    g = two_nominations(PER_NOM)
    for voter in "aceg":
        g.post(voter, vote(voter, "b"))
    for voter in "acf":
        g.post(voter, vote(voter, "d"))
    g.voting()
    g.post("g", vote("g", "d"))  # d 4 = b 4 >= T 4: a tie
    g.end_day(1)
    day = g.count().current
    assert day is not None and day.outcome.status is Status.NO_ELIMINATION
    assert set(day.outcome.tied) == {"b", "d"} and totals(g.count()) == {"b": 4, "d": 4}

    g = two_nominations(PER_NOM)
    for voter in "acegf":
        g.post(voter, vote(voter, "b"))
    for voter in "acf":
        g.post(voter, vote(voter, "d"))
    g.voting()
    g.end_day(1)
    day = g.count().current
    assert day is not None and day.outcome.eliminated == "b"


def test_per_nomination_a_dead_player_has_one_hand() -> None:
    g = two_nominations(PER_NOM, dead="x")
    g.post("x", vote("x", "d"))
    g.post("x", vote("x", "b"))  # b was nominated first: its clock runs first
    assert totals(g.count()) == {"b": 1, "d": 0}
    g.voting()
    g.end_day(1)
    day = g.count().current
    assert day is not None and of_day(day).tokens_spent == ("x",)
    assert dict(of_day(day).ghost_tokens) == {"x": "spent"}


def test_per_nomination_on_execution_every_yes_of_the_dead_counts() -> None:
    g = two_nominations({**PER_NOM, "ghost_vote_spend": "on_execution"}, dead="x")
    g.post("x", vote("x", "d"))
    g.post("x", vote("x", "b"))
    assert totals(g.count()) == {"b": 1, "d": 1}
    g.voting()
    g.end_day(1)
    day = g.count().current
    assert (
        day is not None
        and of_day(day).tokens_spent == ()
        and dict(of_day(day).ghost_tokens) == {"x": "unspent"}
    )


def test_per_nomination_spent_token_and_death_release_the_hands() -> None:
    g = two_nominations({**PER_NOM, "vote_on_death": "drop"})
    g.post("e", vote("e", "b"))
    g.post("e", vote("e", "d"))
    g.post("f", vote("f", "d"))
    g.host(lambda r: __import__("tally").Death(r, "e", "killed"))
    assert totals(g.count()) == {"b": 0, "d": 1}
    g.host(lambda r: __import__("tally").Death(r, "d", "tinker"))  # the nominee dies
    day = g.count().current
    assert day is not None and [n.open for n in of_day(day).nominations] == [True, False]


def test_voudon_per_nomination_the_dead_vote_on_every_nomination_without_tokens() -> None:
    g = two_nominations({"voudon_vote_model": "per_nomination"}, dead="x y")
    g.modifier("g", "voudon")
    g.post("x", vote("x", "b"))
    g.post("x", vote("x", "d"))
    g.post("y", vote("y", "b"))
    g.post("g", vote("g", "d"))
    g.post("a", vote("a", "b"))  # living: rejected
    assert totals(g.count()) == {"b": 2, "d": 2}
    assert g.codes() == [(BotfCode.VOUDON_LIVING_VOTE, "a")]
    g.voting()
    g.end_day(1)
    day = g.count().current
    assert day is not None and day.outcome.status is Status.NO_ELIMINATION  # 2 = 2: a tie
    assert of_day(day).tokens_spent == () and set(dict(of_day(day).ghost_tokens).values()) == {
        "unspent"
    }


def test_voudon_switchable_by_default_a_new_vote_moves() -> None:
    g = two_nominations({"vote_model": "per_nomination"}, dead="x")
    g.modifier("g", "voudon")
    g.post("x", vote("x", "b"))
    g.post("x", vote("x", "d"))
    assert totals(g.count()) == {"b": 0, "d": 1}


# --- early_end --------------------------------------------------------------------------------


def test_all_eligible_voted_ends_the_day_under_its_switch_only() -> None:
    for mode, ends in (("host_only", False), ("all_eligible_voted", True)):
        g = two_nominations({"early_end": mode})
        for voter in SEVEN.split():
            g.post(voter, vote(voter, "b"))
        day = g.count().current
        assert day is not None and day.outcome.status.final is ends
        assert [v.code for v in g.audit().violations].count(BotfCode.ALL_ELIGIBLE_VOTED) == 1


def test_outcome_decided_when_the_remaining_voters_cannot_change_it() -> None:
    g = two_nominations({"early_end": "outcome_decided"})
    g.voting()
    g.post("e", vote("e", "d"))
    for voter in "acf":
        g.post(voter, vote(voter, "b"))
    last = g.post("g", vote("g", "b"))  # b 4, d 1; b, d can still vote: d could reach 3 < 4
    day = g.count().current
    assert day is not None and day.outcome.status is Status.ELIMINATED
    assert day.outcome.eliminated == "b" and day.outcome.ref is not None
    assert day.outcome.ref.number == last
    assert "b" in day.not_voting and "d" in day.not_voting  # not everyone voted: not an alias
    assert BotfCode.OUTCOME_DECIDED in [v.code for v in g.audit().violations]


def test_outcome_not_decided_while_another_nomination_could_still_tie() -> None:
    g = two_nominations({"early_end": "outcome_decided"}, dead="x y")
    g.voting()
    g.post("g", vote("g", "d"))
    for voter in "acef":
        g.post(voter, vote(voter, "b"))
    day = g.count().current  # b 4 >= T 4; d 1, and b d x y could still bring it to 5
    assert day is not None and day.outcome.status is BotfStatus.ABOUT_TO_DIE
    last = g.post("x", vote("x", "b"))  # b 5; d could reach 4 at most
    day = g.count().current
    assert day is not None and day.outcome.status is Status.ELIMINATED
    assert day.outcome.ref is not None and day.outcome.ref.number == last


def test_outcome_decided_waits_for_the_close_of_nominations() -> None:
    # 7 living and 3 dead with tokens: a new nomination could still get 6 votes
    g = Game(SEVEN, dead="x y z", switches={"early_end": "outcome_decided"})
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    for voter in "acde":
        g.post(voter, vote(voter, "b"))
    day = g.count().current
    assert day is not None and day.outcome.status is BotfStatus.ABOUT_TO_DIE
    g.voting()
    closing = g.post("f")  # the first post after nominations closed
    day = g.count().current
    assert day is not None and day.outcome.status is Status.ELIMINATED
    assert day.outcome.ref is not None and day.outcome.ref.number == closing


def test_outcome_decided_no_execution_when_nobody_can_reach_t() -> None:
    g = Game(SEVEN, switches={"early_end": "outcome_decided"})
    g.day(1)
    g.nominations()
    g.post("a", nominate("a", "b"))
    g.post("c", nominate("c", "d"))
    g.post("e", nominate("e", "f"))
    g.voting()
    for voter, on in (("a", "b"), ("c", "b"), ("e", "d"), ("g", "d"), ("b", "f")):
        g.post(voter, vote(voter, on))
    day = g.count().current  # 2, 2, 1: d and f remain, b could still reach 4
    assert day is not None and not day.outcome.status.final
    g.post("d", vote("d", "f"))  # 2, 2, 2: only f remains, nobody can reach 4
    day = g.count().current
    assert day is not None and day.outcome.status is Status.NO_ELIMINATION
    assert day.not_voting == ("f",)


def test_outcome_decided_per_nomination() -> None:
    g = two_nominations({**PER_NOM, "early_end": "outcome_decided"})
    g.voting()
    for voter in "acefg":
        g.post(voter, vote(voter, "b"))  # b 5; d: nobody yet, all 7 could still say yes
    day = g.count().current
    assert day is not None and day.outcome.status is BotfStatus.ABOUT_TO_DIE
    g.post("a", vote("a", "d"))
    g.post("c", vote("c", "d"))
    g.post("e", unvote_on("e", "b"))  # b 4; d 2 with 5 who could still add: d could reach 7
    day = g.count().current
    assert day is not None and day.outcome.status is BotfStatus.ABOUT_TO_DIE
