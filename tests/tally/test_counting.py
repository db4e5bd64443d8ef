"""Event lists -> expected counts (table-driven)."""

from __future__ import annotations

import pytest

from votecount.tally import NO_ELIMINATION, Reason, Status

from .dsl import codes, run, wagons

# (name, script, switches, expected wagons {target: voters}, status, eliminated, codes)
CASES = [
    (
        "simple wagons",
        "D1\na>b\nc>b\nd>a",
        {},
        {"b": ["a", "c"], "a": ["d"]},
        Status.LEADING,
        None,
        [],
    ),
    ("switching vote", "D1\na>b\na>c", {}, {"c": ["a"]}, Status.LEADING, None, []),
    ("unvote", "D1\na>b\na>-", {}, {}, Status.NONE, None, []),
    (
        "hammer at strict majority of 5",
        "D1\na>b\nc>b\nd>b",
        {},
        {"b": ["a", "c", "d"]},
        Status.HAMMERED,
        "b",
        [],
    ),
    (
        "votes after hammer are frozen",
        "D1\na>b\nc>b\nd>b\ne>a\nd>-",
        {},
        {"b": ["a", "c", "d"]},
        Status.HAMMERED,
        "b",
        ["VOTE_AFTER_HAMMER", "VOTE_AFTER_HAMMER"],
    ),
    ("self vote hammer", "D1\na>b\nc>b\nb>b", {}, {"b": ["a", "c", "b"]}, Status.HAMMERED, "b", []),
    (
        "self vote forbidden",
        "D1\nb>b",
        {"self_vote": False},
        {},
        Status.NONE,
        None,
        ["VOTE_INELIGIBLE_TARGET"],
    ),
    (
        "no elimination needs the same majority",
        "D1\na>!\nb>!\nc>!",
        {},
        {NO_ELIMINATION: ["a", "b", "c"]},
        Status.HAMMERED,
        None,
        [],
    ),
    (
        "no elimination not allowed",
        "D1\na>!",
        {"allow_no_elimination": False},
        {},
        Status.NONE,
        None,
        ["VOTE_INELIGIBLE_TARGET"],
    ),
    ("vote at night", "N0\na>b\nD1", {}, {}, Status.NONE, None, ["VOTE_AT_NIGHT"]),
    ("vote before the game", "a>b\nD1", {}, {}, Status.NONE, None, ["VOTE_OUTSIDE_WINDOW"]),
    (
        "vote after the deadline",
        "D1\na>b\nend D1\nc>b",
        {},
        {"b": ["a"]},
        Status.NO_ELIMINATION,
        None,
        ["VOTE_AFTER_DEADLINE"],
    ),
    ("vote by a dead player", "D1\nkill a\na>b", {}, {}, Status.NONE, None, ["VOTE_BY_DEAD"]),
    ("vote for a dead player", "D1\nkill b\na>b", {}, {}, Status.NONE, None, ["VOTE_FOR_DEAD"]),
    ("vote by a non-player", "D1\nzed>b", {}, {}, Status.NONE, None, ["VOTE_BY_NON_PLAYER"]),
    ("vote for a non-player", "D1\na>zed", {}, {}, Status.NONE, None, ["VOTE_INELIGIBLE_TARGET"]),
    ("unvote without vote", "D1\na>-", {}, {}, Status.NONE, None, ["UNVOTE_WITHOUT_VOTE"]),
    (
        "unvote naming another player",
        "D1\na>b\na>-c",
        {},
        {},
        Status.NONE,
        None,
        ["UNVOTE_WRONG_TARGET"],
    ),
    (
        "repeated vote keeps the first",
        "D1\na>b\na>b",
        {},
        {"b": ["a"]},
        Status.LEADING,
        None,
        ["REPEATED_VOTE"],
    ),
    (
        "multi vote: last wins",
        "D1\na>b;a>c",
        {},
        {"c": ["a"]},
        Status.LEADING,
        None,
        ["MULTI_VOTE_IN_POST", "MULTI_VOTE_IN_POST"],
    ),
    (
        # read in order: "vote b" hammers ("Day over!"), the next vote comes after it
        "multi vote: an earlier vote that hammers counts",
        "D1\na>b\nc>b\nd>e;d>b;d>c",
        {},
        {"b": ["a", "c", "d"]},
        Status.HAMMERED,
        "b",
        ["MULTI_VOTE_IN_POST", "VOTE_AFTER_HAMMER"],
    ),
    (
        "multi vote: invalid",
        "D1\na>b;a>c",
        {"multi_vote_in_post": "invalid"},
        {},
        Status.NONE,
        None,
        ["MULTI_VOTE_IN_POST", "MULTI_VOTE_IN_POST"],
    ),
    (
        "unvote then vote in one post",
        "D1\na>b\na>-;a>c",
        {},
        {"c": ["a"]},
        Status.LEADING,
        None,
        [],
    ),
    (
        # a post of "unvote, vote b" written three times ends on the vote (LIPD #431)
        "unvote and the same vote repeated in one post",
        "D1\na>b\na>-;a>b;a>-;a>b;a>-;a>b",
        {},
        {"b": ["a"]},
        Status.LEADING,
        None,
        [],
    ),
    (
        "same vote ten times is one vote",
        "D1\na>b;a>b;a>b",
        {},
        {"b": ["a"]},
        Status.LEADING,
        None,
        [],
    ),
    (
        "requires unvote",
        "D1\na>b\na>c",
        {"vote_replace": "requires_unvote"},
        {"b": ["a"]},
        Status.LEADING,
        None,
        ["VOTE_WITHOUT_UNVOTE"],
    ),
    (
        "unresolved name is reported",
        "D1\n?a nobody",
        {},
        {},
        Status.NONE,
        None,
        ["UNRESOLVED_TARGET"],
    ),
    (
        "death releases votes and lowers the threshold",
        "D1\na>b\nc>b\nd>e\nkill e\nkill d",
        {},
        {"b": ["a", "c"]},
        Status.HAMMERED,
        "b",
        [],
    ),
    (
        "tie at deadline, no tie break",
        "D1\na>b\nc>d\nend D1",
        {"resolution": "plurality"},
        {"b": ["a"], "d": ["c"]},
        Status.NO_ELIMINATION,
        None,
        ["TIE"],
    ),
    (
        "tie at deadline, earliest to reach",
        "D1\na>b\nc>d\ne>d\nb>b\nend D1",
        {"resolution": "plurality", "tie_break": "earliest_to_reach"},
        {"b": ["a", "b"], "d": ["c", "e"]},
        Status.ELIMINATED,
        "d",
        ["TIE_BROKEN"],
    ),
    (
        "tie for the host",
        "D1\na>b\nc>d\nend D1",
        {"resolution": "plurality", "tie_break": "host"},
        {"b": ["a"], "d": ["c"]},
        Status.HOST_DECIDES,
        None,
        ["TIE"],
    ),
    (
        "plurality leader at deadline",
        "D1\na>b\nc>b\nd>c\nend D1",
        {"resolution": "plurality"},
        {"b": ["a", "c"], "c": ["d"]},
        Status.ELIMINATED,
        "b",
        [],
    ),
    (
        "plurality has no hammer",
        "D1\na>b\nc>b\nd>b\ne>b\nend D1",
        {"resolution": "plurality"},
        {"b": ["a", "c", "d", "e"]},
        Status.ELIMINATED,
        "b",
        [],
    ),
    (
        "no majority at deadline: no elimination",
        "D1\na>b\nc>b\nend D1",
        {},
        {"b": ["a", "c"]},
        Status.NO_ELIMINATION,
        None,
        [],
    ),
    (
        "hammer or plurality",
        "D1\na>b\nc>b\nend D1",
        {"resolution": "hammer_or_plurality"},
        {"b": ["a", "c"]},
        Status.ELIMINATED,
        "b",
        [],
    ),
]


@pytest.mark.parametrize(
    "script,switches,expected,status,eliminated,expected_codes",
    [c[1:] for c in CASES],
    ids=[c[0] for c in CASES],
)
def test_cases(script, switches, expected, status, eliminated, expected_codes):
    vc = run(script, switches=switches)
    assert wagons(vc, 1) == expected
    day = vc.day(1)
    assert day.outcome.status is status
    assert day.outcome.eliminated == eliminated
    assert sorted(codes(vc)) == sorted(expected_codes)


def test_tie_returns_the_tied_set():
    vc = run("D1\na>b\nc>d", switches={"resolution": "plurality"})
    assert vc.current.outcome.status is Status.TIE
    assert vc.current.outcome.tied == ("b", "d")


def test_hammer_post_and_reason():
    vc = run("D1\na>b\nc>b\npost e\nd>b")
    out = vc.current.outcome
    assert out.reason is Reason.MAJORITY_REACHED
    assert out.ref.number == 5


def test_lynch_kills_and_next_day_counts_fewer():
    vc = run("D1\na>b\nc>b\nd>b\nN1\nD2\na>c")
    assert vc.day(1).living_count == 5  # frozen at the hammer
    assert vc.day(2).living_count == 4
    assert vc.day(2).threshold == 3
    assert "b" not in vc.day(2).not_voting


def test_wagons_in_order_of_first_vote_with_l_minus():
    vc = run("D1\na>c\nb>d\ne>c", players="a b c d e f g")
    assert [(w.target, w.total, w.label) for w in vc.current.wagons] == [
        ("c", 2, "L-2"),
        ("d", 1, "L-3"),
    ]
    assert vc.current.not_voting == ("c", "d", "f", "g")


def test_history_keeps_every_vote_and_unvote():
    vc = run("D1\na>b\na>c\na>-\nN1\na>b")
    hist = [(h.voter, h.action.value, h.target, h.previous, h.accepted) for h in vc.day(1).history]
    assert hist == [
        ("a", "vote", "b", None, True),
        ("a", "vote", "c", "b", True),
        ("a", "unvote", None, "c", True),
        ("a", "vote", "b", None, False),
    ]


def test_unvote_cannot_undo_a_reached_majority():
    vc = run("D1\na>b\nc>b\nd>b;d>-")
    assert vc.current.outcome.status is Status.HAMMERED
    assert "VOTE_AFTER_HAMMER" in codes(vc)


def test_as_of_any_post():
    script = "D1\na>b\nc>b\nd>c\nd>b"
    assert wagons(run(script, as_of=3)) == {"b": ["a", "c"]}
    assert wagons(run(script, as_of=4)) == {"b": ["a", "c"], "c": ["d"]}
    assert run(script, as_of=5).current.outcome.status is Status.HAMMERED


def test_json_is_plain():
    import json

    vc = run("D1\na>b\nc>b\nd>b\ne>a")
    data = json.loads(json.dumps(vc.to_json()))
    assert data["days"][0]["outcome"]["status"] == "hammered"
    assert data["days"][0]["wagons"][0]["votes"][0]["post"]["number"] == 2
