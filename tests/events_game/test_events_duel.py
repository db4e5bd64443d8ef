"""Event 3's duel as the seed describes it (issue 27): the scum's chamber, the duellists'
moves in turn (the second-place nominee first), one spin each (no effect under the
sabotage) and the scum's rapid fire, as ``chamber``, ``duel`` and ``rapid_fire`` rows.
The host view follows each pull; the public view shows the moves only."""

from __future__ import annotations

from tests.count.made_up import game
from tests.events_game.duel import MARKERS, PLAYERS, POSTS
from votecount.count import pipeline
from votecount.gamefile.game import HostEvent, PhaseEntry, PlayerEntry
from votecount.views import render

MOVES = (
    HostEvent("chamber", at_post=9, day=3, value=2),
    HostEvent("duel", at_post=10, day=3, player="bob", note="self"),
    HostEvent("duel", at_post=11, day=3, player="carol", note="spin", value=3),
    HostEvent("duel", at_post=12, day=3, player="bob", note="opponent"),
)


def _count(rows: tuple[HostEvent, ...], view: str = "host") -> tuple[dict, list[str]]:
    g = game(ruleset="events", phases=(PhaseEntry("day", 3, start_post=1),), events=rows,
             parser=MARKERS, players=tuple(PlayerEntry(p) for p in PLAYERS))  # fmt: skip
    vc = pipeline.count(g, POSTS, view=view)
    day = vc.day(3)
    invalid = [v.reason for v in (*day.rejected, *day.notices, *vc.pregame)
               if v.code == "HOST_EVENT_INVALID"]  # fmt: skip
    return dict(day.extra)["event"], invalid


def test_the_pulls_follow_the_chamber_and_a_spin_resets_it() -> None:
    e, invalid = _count(MOVES)
    assert invalid == []
    assert e["result"]["first"] == "carol" and e["result"]["second"] == "bob"
    assert [m["move"] for m in e["duel"]["moves"]] == ["self", "spin", "opponent"]
    shots = [(s["at"], s["pull"], s["shot"]) for s in e["duel"]["host"]["shots"]]
    # chamber 2: bob's pull 1 clicks; the spin sets 3; bob pulls at carol (1), at himself (2)
    assert shots == [("bob", 1, "click"), ("carol", 1, "click"), ("bob", 2, "click")]
    assert e["duel"]["host"]["hit"] is None


def test_under_the_sabotage_a_spin_has_no_effect() -> None:
    sabotage = HostEvent("sabotage", at_post=2, day=3, note="spinning the barrel has no effect")
    e, _ = _count((sabotage, *MOVES))
    assert e["duel"]["moves"][1]["note"] == "no effect (sabotage)"
    assert e["duel"]["host"]["hit"] == "carol"  # pull 2 of chamber 2, at carol


def test_turns_and_one_spin_each() -> None:
    wrong = (*MOVES[:3], HostEvent("duel", at_post=12, day=3, player="carol", note="self"))
    assert _count(wrong)[1] == ["it is bob's turn"]
    again = (*MOVES, HostEvent("duel", at_post=12, day=3, player="carol", note="spin"))
    assert _count(again)[1] == ["carol has spun the barrel once already"]
    early = (HostEvent("duel", at_post=3, day=3, player="bob", note="self"),)
    assert "not known yet" in _count(early)[1][0]


def test_rapid_fire_and_the_public_view() -> None:
    rapid = HostEvent("rapid_fire", at_post=12, day=3, player="gil", other="alice")
    e, invalid = _count((*MOVES[:3], rapid))
    assert invalid == [] and e["duel"]["moves"][-1]["dies"] == ["alice", "gil"]
    town = HostEvent("alignment", at_post=1, player="gil", value="town")
    assert _count((town, rapid))[1] == ["only the scum may rapid fire: gil is town"]
    public, _ = _count(MOVES, view="public")
    assert "host" not in public["duel"] and len(public["duel"]["moves"]) == 3


def test_the_text_count_shows_the_duel() -> None:
    g = game(ruleset="events", phases=(PhaseEntry("day", 3, start_post=1),), events=MOVES,
             parser=MARKERS, players=tuple(PlayerEntry(p) for p in PLAYERS))  # fmt: skip
    host = render.vote_count(pipeline.count(g, POSTS, view="host"), fmt="text", game=g)
    assert "Duel: bob fires at themself at post #10; carol spins the barrel at post #11;" in host
    assert "Chamber (host view): 3; pull 1 at bob: click; pull 1 at carol: click;" in host
    public = render.vote_count(pipeline.count(g, POSTS, view="public"), fmt="text", game=g)
    assert "bob fires at the opponent, then at themself at post #12." in public
    assert "Chamber" not in public and "click" not in public
