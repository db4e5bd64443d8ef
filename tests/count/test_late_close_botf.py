"""Blood on the Forums past the deadline its Storyteller stated, the day not closed yet
(``votecount.count.late_close``, the same window as a Mafia day's): the count marks the
day, lists the votes (ghost votes too), nominations, exile votes and picks on the
Fiddler's ballot posted since apart from the nomination table (a pick never as an
execution vote; the ballot stands at the deadline, not decided), says who is "about to be executed at the deadline" (never
"executed"), and shows no vote token spent yet, in every format of ``count``, ``post``
(dry run) and ``watch --once``; once the Storyteller closes the day the count is final
and those votes count. An invented BotF game read from its host posts (no ``[schedule]``),
synced from the local Discourse server, with ``--now`` as the injected clock."""

from __future__ import annotations

import json

import pytest

from tests.count.botf_close import CLOSE, HEADER, LATE, PAST, ST, synced
from tests.count.live_copies import FORMATS
from tests.count.live_forums import cli


def _day(out: str) -> dict:
    return json.loads(out)["days"][-1]


@pytest.mark.parametrize("fmt", FORMATS)
def test_before_the_deadline_the_day_is_open(tmp_path, fmt):
    with synced(tmp_path) as game:
        out = cli(game, "--now", "2026-05-04T17:00", "count", "--format", fmt)
    if fmt == "json":
        day = _day(out)
        assert (day["open"], day["closes_at"]) == (True, "2026-05-04T18:00:00+00:00")
        assert day["outcome"]["status"] == "about_to_die" and "past_deadline" not in day
        return
    assert "(open, closes in 1 h 0 min, 2026-05-04 18:00 UTC)" in out
    assert "is about to die with 4/6" in out
    assert "deadline passed" not in out and "after the deadline" not in out


@pytest.mark.parametrize("fmt", FORMATS)
def test_past_the_deadline_late_commands_are_listed_apart(tmp_path, fmt):
    with synced(tmp_path, *LATE) as game:
        out = cli(game, "--now", PAST, "count", "--format", fmt)
    if fmt == "json":
        return  # test_the_json_shape
    assert HEADER in out and "(final)" not in out
    assert "The deadline (2026-05-04 18:00 UTC) has passed" in out
    assert "the Storyteller has not closed voting yet" in out
    assert "Voting closed" not in out
    # the outcome at the deadline, not an execution
    assert "about to be executed at the deadline with 4/6" in out
    assert "is executed" not in out and "Executed Day 1" not in out
    assert "vote token spent" not in out  # the token is spent only when voting closes
    if fmt == "text":
        assert "Votes after the deadline: Bob → Dee (#13), Gwen → unvote (#14, dead)." in out
        assert (
            "Nominations after the deadline: Fay → Eve (post #12, nominations had closed)." in out
        )
        assert "Exile votes after the deadline: Ann calls the exile of Tom (post #15)." in out
        assert (
            "Cid nominated Dee (post #5): 1/6, voted by Fay (#10)" in out
        )  # Bob's late vote apart
        assert "Fay nominated Eve" not in out  # no row for the late nomination
        assert "Gwen - Died" in out and "(vote token)" in out
    else:
        assert "Nominations after the deadline:" in out and "Exile votes after the deadline:" in out
        assert "/13" in out and "/12" in out and "/15" in out  # the late posts' links


def test_the_json_shape(tmp_path):
    with synced(tmp_path, *LATE) as game:
        day = _day(cli(game, "--now", PAST, "count", "--format", "json"))
    assert (day["day"], day["open"], day["closes_at"]) == (1, False, None)
    late = day["past_deadline"]
    assert late["deadline"] == "2026-05-04T18:00:00+00:00"
    assert [
        (v["voter"], v["target"], v["dead"], v["post"]["number"]) for v in late["votes_after"]
    ] == [
        ("bob", "dee", False, 13),
        ("gwen", None, True, 14),
    ]
    [nom] = late["nominations_after"]
    assert (nom["nominator"], nom["nominee"], nom["nominations_open"]) == ("fay", "eve", False)
    assert nom["post"]["number"] == 12
    [exile] = late["exile_votes_after"]
    assert (exile["voter"], exile["traveller"], exile["yes"], exile["call"]) == (
        "ann",
        "tom",
        True,
        True,
    )
    assert [n["nominee"] for n in day["nominations"]] == ["bob", "dee"]  # no late row
    dee = next(n for n in day["nominations"] if n["nominee"] == "dee")
    assert [v["voter"] for v in dee["votes"]] == ["fay"]
    assert day["exiles"] == []


def test_without_late_commands_none_yet(tmp_path):
    with synced(tmp_path) as game:
        out = cli(game, "--now", PAST, "count", "--format", "text")
    assert HEADER in out
    assert "Votes after the deadline: none yet." in out
    assert "Nominations after the deadline: none yet." in out
    assert "Exile votes after the deadline" not in out  # only when there are some


def test_post_dry_run_and_watch_once_say_so(tmp_path):
    with synced(tmp_path, *LATE) as game:
        posted = cli(game, "--now", PAST, "post")
        watched = cli(game, "--now", PAST, "watch", "--once")
    assert HEADER in posted and "about to be executed at the deadline" in posted
    assert "Nominations after the deadline:" in posted
    assert "Day 1 deadline passed, not closed yet" in watched
    assert "Day 1 final" not in watched


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_storyteller_s_late_close_counts_the_late_commands(tmp_path, fmt):
    with synced(tmp_path, *LATE, CLOSE) as game:
        out = cli(game, "--now", "2026-05-04T19:30", "count", "--format", fmt)
    if fmt == "json":
        day = _day(out)
        assert "past_deadline" not in day and day["end"]["number"] == 16
        votes = {n["nominee"]: [v["voter"] for v in n["votes"]] for n in day["nominations"]}
        assert votes == {"bob": ["ann", "cid", "eve"], "dee": ["fay", "bob"]}
        assert [(e["traveller"], e["status"]) for e in day["exiles"]] == [("tom", "lapsed")]
        assert day["outcome"]["reason"] == "no_majority_at_deadline"
        return
    assert "Day 1 vote count (final)" in out
    assert "deadline passed" not in out and "after the deadline" not in out.lower()
    assert "about to be executed" not in out
    assert "No nomination reached 4: no execution." in out


def test_a_schedule_has_no_window(tmp_path):
    with synced(tmp_path, *LATE, schedule=True) as game:
        out = cli(game, "--now", PAST, "count", "--format", "text")
    assert "Day 1 vote count (final)" in out and "deadline passed" not in out
    assert "Voting closed at 2026-05-04 18:00 UTC." in out
    assert "Bob is executed with 4/6" in out


# the Fiddler's ballot of Day 1: Eve (the Demon) against Cid, from the dawn post on (its host
# event comes before the day it opens: the ballot is that day's)
FIDDLER = """
[[events]]
kind = "fiddler"
player = "eve"
other = "cid"
at = 3
"""
LATE_PICKS = [
    (12, "dee", f"<p>/vote Cid {ST}</p>", "2026-05-04T18:05"),
    (13, "gwen", f"<p>/no Cid {ST}</p>", "2026-05-04T18:10"),  # dead: for Eve
]


@pytest.mark.parametrize("fmt", FORMATS)
def test_past_the_deadline_a_fiddler_pick_is_listed_as_a_pick(tmp_path, fmt):
    with synced(tmp_path, *LATE_PICKS, more=FIDDLER) as game:
        out = cli(game, "--now", PAST, "count", "--format", fmt)
    if fmt == "json":
        late = _day(out)["past_deadline"]
        assert late["votes_after"] == []  # no execution vote
        picks = [
            (b["voter"], b["ballot"], b["choice"], b["dead"]) for b in late["ballot_votes_after"]
        ]
        assert picks == [("dee", "Fiddler", "cid", False), ("gwen", "Fiddler", "eve", True)]
        return
    assert "At the deadline, not closed yet: no picks yet." in out  # not "Decided"
    assert "Decided:" not in out and "the Storyteller decides" not in out
    if fmt == "text":
        assert "Votes after the deadline: none yet." in out
        assert (
            "Fiddler picks after the deadline: Dee for Cid (post #12), Gwen for Eve (post #13, dead)."
            in out
        )
    else:
        assert "Fiddler picks after the deadline:" in out and "/12" in out and "/13" in out


def test_the_storyteller_s_late_close_counts_the_late_fiddler_picks(tmp_path):
    with synced(tmp_path, *LATE_PICKS, CLOSE, more=FIDDLER) as game:
        out = cli(game, "--now", "2026-05-04T19:30", "count", "--format", "json")
    fiddler = json.loads(out)["fiddler"]
    assert [v["voter"] for v in fiddler["for_chosen"]] == ["dee"]
    assert [v["voter"] for v in fiddler["for_demon"]] == ["gwen"]
    assert fiddler["status"] == "host_decides" and fiddler["closed"]["number"] == 16


# the host closes the Fiddler's ballot at post 11, before the deadline
HOST_CLOSED = (
    FIDDLER
    + """
[[events]]
kind = "fiddler"
value = "close"
at = 11
"""
)


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_a_ballot_the_host_closed_before_the_deadline_is_not_open_at_it(tmp_path, fmt):
    """One answer to "open at the deadline" (tally.botf.fiddler.open_at) in both places:
    the late pick is an execution vote and the ballot stands decided by the host's close,
    not "at the deadline"."""
    with synced(tmp_path, LATE_PICKS[0], more=HOST_CLOSED) as game:
        out = cli(game, "--now", PAST, "count", "--format", fmt)
    if fmt == "json":
        late = _day(out)["past_deadline"]
        assert late["ballot_votes_after"] == []
        assert [(v["voter"], v["target"]) for v in late["votes_after"]] == [("dee", "cid")]
        return
    assert "At the deadline, not closed yet" not in out
    assert "Fiddler picks after the deadline" not in out
    assert "Votes after the deadline: Dee → Cid (#12)." in out
    assert "Tie at 0 to 0: the Storyteller decides (closed at post #11)." in out
