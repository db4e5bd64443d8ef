"""A live game replayed as it happens: one workspace keeps its store and caches while the
thread grows, is edited and loses a post, and after every step its ``sync``, ``count``
and ``watch --once`` (dry run), each at ``--now T``, must give what a FRESH workspace
synced from scratch at the same moment gives. On the local Discourse and phpBB (MafiaScum) servers,
with ``--now`` as the injected clock. The thread is invented here.

The steps: an edit made before the first sync; votes, an unvote and a changed vote; a
host's opening and phase posts whose day-start and day-end lines sit in the middle of a
long post, with the deadline they state; an edit after the first sync that changes a
vote and one that removes a vote (before the deadline), and one after the deadline; the
host's vote count quoted back by a player, in a quote box and pasted bare (no vote
moves); a player quoting another's vote; the day open with "closes in ...", then past
its deadline by the clock alone (a vote after it does not count); the host editing the
deadline; a hammer closing Day 2 early; a deleted post (on phpBB one on the first page,
which moves every later post one number down), on Discourse a post deleted by its author;
on phpBB more posts than one page (10 a page). A deleted vote's "post is gone" warning is
the live store's alone (a fresh store never saw the post): the comparison sets it aside;
so does it set aside the day whose closed count the live store keeps such a vote in (a
post deleted after its day closed counts there as it stood at the close, live20).

Discourse runs with ``edits = "first"`` and ``"latest"``; phpBB keeps no edit history, so
a post edited after the live store saw it reads "vote A -> vote B" there and "original
unknown" in a fresh store, and with ``"first"`` the two count different votes by design
(docs/parser.md): phpBB runs with ``"latest"`` and the EDITED_COMMAND notices set aside.

Bugs this found (fixed): an EDITED_COMMAND per revision the live store happened to see
(a fresh Discourse sync gets the first and the latest only); a "post is deleted" notice
for a post the forum no longer lists; phpBB posts kept under their old numbers after a
deletion on an earlier page; a gone post's warning read after later posts (by the number it
had when last listed), which made it the count's "as of" post.
"""

from __future__ import annotations

import difflib
import json
import re
import shutil
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tests.count.live_forums import (
    ENGINES,
    GAME,
    GONE,
    HOST,
    NAMES,
    Engine,
    at,
    cli,
    stamp,
    without_gone,
)
from tests.game_files import players_table

A, B, C, D, E, F = NAMES


# -- the workspaces ----------------------------------------------------------------------------
@dataclass
class Replay:
    """The live workspace (kept from step to step) and a fresh one made at each check."""

    engine: Engine
    root: Path
    edits: str = "first"
    checks: int = 0

    def __post_init__(self) -> None:
        players = players_table(NAMES)
        self.game_text = GAME.format(
            url=self.engine.url,
            engine=self.engine.name,
            host=HOST,
            players=players,
            edits=self.edits,
        )
        self.live = self._folder("live")

    def _folder(self, name: str) -> Path:
        folder = self.root / name
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir(parents=True)
        game = folder / "game.toml"
        game.write_text(self.game_text, encoding="utf-8")
        return game

    def check(self, now: datetime, full: bool = True) -> dict[str, Any]:
        """Sync the live workspace, make a fresh one, and compare what both show at
        ``now``: the json count and audit, and (``full``) the json count of each day, the
        text count and watch's dry run."""
        self.checks += 1
        fresh = self._folder(f"fresh{self.checks}")
        clock = ("--now", stamp(now))
        for game in (self.live, fresh):
            cli(game, *clock, "sync")  # at that moment: an edit is seen then
        audit = (*clock, "audit", "--format", "json")
        kept = _deleted_late(json.loads(cli(self.live, *audit)))  # with its EDITED_COMMANDs
        live = _without_days(self._json(self.live, *clock, "count", "--format", "json"), kept)
        new = _without_days(self._json(fresh, *clock, "count", "--format", "json"), kept)
        assert live == new, f"check {self.checks}, live vs fresh:\n" + _diff(live, new)
        got = _without_days(self._json(self.live, *audit), kept)
        assert got == _without_days(self._json(fresh, *audit), kept)
        if not full:
            shutil.rmtree(fresh.parent)
            return live
        for day in live["days"]:
            args = (*clock, "count", "--day", str(day["day"]), "--format", "json")
            got = _without_days(self._json(self.live, *args), kept)
            assert got == _without_days(self._json(fresh, *args), kept)
        text = (*clock, "count", "--format", "text")
        assert self._text(self.live, *text) == self._text(fresh, *text)
        watched = cli(self.live, *clock, "watch", "--once")
        fresh_watch = cli(fresh, *clock, "watch", "--once")
        assert _watch_lines(watched) == _watch_lines(fresh_watch)
        shutil.rmtree(fresh.parent)
        return live

    def _json(self, game: Path, *args: str) -> Any:
        data = without_gone(json.loads(cli(game, *args)))
        return data if self.engine.history else _without_edit_notices(data)

    def _text(self, game: Path, *args: str) -> list[str]:
        lines = [x for x in cli(game, *args).splitlines() if GONE not in x]
        return lines if self.engine.history else [x for x in lines if "edited" not in x]


def _without_edit_notices(data: Any) -> Any:
    """``data`` without its EDITED_COMMAND notices: on a forum without edit history a
    post edited after the live store saw it says "vote A -> vote B" there and "original
    unknown" in a fresh store, which never saw vote A (docs/parser.md); when that notice is
    the count's last event it is also the "as of" event's place in its post."""
    if isinstance(data, dict):
        out = {k: _without_edit_notices(v) for k, v in data.items()}
        if isinstance(out.get("as_of"), dict):
            out["as_of"] = {k: v for k, v in out["as_of"].items() if k != "index"}
        return out
    if isinstance(data, list):
        return [
            _without_edit_notices(x)
            for x in data
            if not (isinstance(x, dict) and x.get("code") == "EDITED_COMMAND")
        ]
    return data


def _deleted_late(audit: Any) -> set[str]:
    """The phases ("D1") whose count the live store keeps a vote post in that the thread
    stopped listing after they closed (``count.gone_late``): a fresh store never saw it."""
    late = [v for v in audit["violations"] if "DELETED AFTER" in v["reason"]]
    return {v["phase"] for v in late}


def _without_days(data: Any, phases: set[str]) -> Any:
    """A count's or audit's JSON without the days of ``phases`` and what was said of them."""
    if not phases or not isinstance(data, dict):
        return data
    numbers = {int(p[1:]) for p in phases if p[:1] == "D" and p[1:].isdigit()}
    out = dict(data)
    if "days" in out:
        out["days"] = [d for d in out["days"] if d.get("day") not in numbers]
    if "violations" in out:
        out["violations"] = [v for v in out["violations"] if v.get("phase") not in phases]
    out.pop("activity", None)
    return out


def _diff(live: Any, fresh: Any) -> str:
    dump = lambda value: json.dumps(value, indent=1, sort_keys=True).splitlines()  # noqa: E731
    return "\n".join(difflib.unified_diff(dump(live), dump(fresh), "live", "fresh", n=4))


def _watch_lines(out: str) -> list[str]:
    """watch's report without the sync's own summary (the fresh one fetched everything)."""
    return [
        re.sub(r"\d+ new, \d+ edited, \d+ gone \(\d+ requests\)", "", x) for x in out.splitlines()
    ]


@pytest.fixture(
    params=[("discourse", "first"), ("discourse", "latest"), ("phpbb", "latest")], ids="-".join
)
def replay(request, tmp_path) -> Iterator[Replay]:
    engine, edits = request.param
    with ExitStack() as stack:
        yield Replay(ENGINES[engine](stack), tmp_path, edits)


def day(count: dict[str, Any], number: int) -> dict[str, Any]:
    return next(d for d in count["days"] if d["day"] == number)


def wagons(count: dict[str, Any], number: int) -> dict[str, list[str]]:
    return {
        w["target"]: sorted(v["voter"] for v in w["votes"]) for w in day(count, number)["wagons"]
    }


# -- the game ----------------------------------------------------------------------------------
def test_a_live_game_counts_as_a_fresh_sync_at_every_step(replay: Replay) -> None:
    g = replay.engine
    vote = lambda name: g.bold(f"VOTE: {name}")  # noqa: E731

    # Step 1: the opening, two votes; one edited before anybody ever synced.
    g.post(
        HOST,
        g.para(
            "Welcome to Lantern Replay! Please read the rules below before posting.",
            "Votes go in bold. Majority hammers. Be kind to one another.",
            "Day 1 has begun. Day 1 ends on June 3rd at 12:00 UTC.",
            "Good luck and have fun; questions go to the host by private message.",
        ),
        at(0),
    )
    g.post(A, g.para("Let us start somewhere.", vote(B)), at(1))
    early = g.post(B, g.para("Random pick.", vote(C)), at(2))
    g.edit(early, g.para("Random pick.", vote(D)), at(2.5))
    count = replay.check(at(3))
    assert day(count, 1)["open"] is True

    # Step 2: a vote, an unvote, a vote changed.
    g.post(C, g.para(vote(B)), at(4))
    crowd = g.post(D, g.para("I vote with the crowd.", vote(A)), at(5))
    g.post(D, g.para(g.bold("UNVOTE")), at(6))
    g.post(E, g.para(vote(D)), at(7))
    g.post(E, g.para("Changed my mind.", vote(C)), at(8))
    count = replay.check(at(9))
    assert wagons(count, 1).get(B) == sorted([A, C])
    assert D not in {v for vs in wagons(count, 1).values() for v in vs}

    # Step 3: edits after the first sync (a vote changed, a vote removed) before the
    # deadline; the host's count, quoted back with and without a quote box; a player
    # quoting another's vote.
    changed = g.post(F, g.para(vote(A)), at(10))
    removed = g.post(A, g.para("Still on it.", vote(B)), at(11))
    replay.check(at(11.5))
    g.edit(changed, g.para(vote(E)), at(12))
    g.edit(removed, g.para("Still on it."), at(12.5))
    edited = replay.check(at(12.7))
    assert (F in wagons(edited, 1).get(A, [])) == (replay.edits == "first")
    assert A in wagons(edited, 1)[B]  # Amberlight's first vote stands either way
    host_count = g.para(
        g.bold("Vote Count 1.1"),
        f"{B} (2): {A}, {C}<br>{C} (1): {E}<br>{D} (1): {B}<br>{A} (1): {F}",
        f"Not voting: {D}",
        "With 6 alive, it takes 4 to lynch.",
    )
    g.post(HOST, host_count, at(13))
    g.post(C, g.quote(HOST, host_count) + g.para("Thanks for the count."), at(14))
    g.post(D, g.para("Pasting it here:") + host_count, at(15))
    g.post(E, g.quote(A, g.para(vote(B))) + g.para("Why that vote?"), at(16))
    before = replay.check(at(17))
    assert wagons(before, 1) == wagons(edited, 1)  # quotes and a pasted count move nothing
    assert day(before, 1)["open"] is True and day(before, 1)["closes_in_minutes"] == 31 * 60
    assert day(before, 1)["closes_at"] == "2026-06-03T12:00:00+00:00"
    shown = cli(replay.live, "--now", stamp(at(17)), "count", "--format", "text")
    assert "Day 1 vote count (open, closes in 1 d 7 h" in shown

    # Step 4: the clock alone crosses the deadline (nothing new in the thread), then a
    # vote and an edit after it do not count.
    g.post(D, g.para("Late but in time.", vote(B)), at(40))
    before = replay.check(at(47.9))
    assert day(before, 1)["closes_in_minutes"] == 6
    closed = replay.check(at(48.1))
    assert day(closed, 1)["open"] is False and wagons(closed, 1) == wagons(before, 1)
    late = g.post(F, g.para(vote(B)), at(49))
    g.edit(changed, g.para(vote(D)), at(50))
    after = replay.check(at(50.5))
    assert day(after, 1)["open"] is False
    assert day(after, 1)["outcome"]["at"]["time"] == "2026-06-03T12:00:00+00:00"
    assert wagons(after, 1)[B] == wagons(before, 1)[B]  # Fernhollow's late vote: no
    if replay.edits == "first":
        assert wagons(after, 1) == wagons(before, 1)

    # Step 5: Night 1 and Day 2, each announced in the middle of a long host post. The
    # close comes 3 hours after the deadline; without a [schedule] the host's close ends
    # the day (docs/game-file.md), so Fernhollow's vote now hammers Brackenfold; at the
    # deadline he led the plurality: eliminated either way.
    g.post(
        HOST,
        g.para(
            "The votes are in, thank you all for a lively day.",
            f"{B} was lynched. {B} was a Vanilla Townie. Night 1 has begun.",
            "Night actions are due within a day. Please do not post during the night.",
        ),
        at(51),
    )
    dawn = g.post(
        HOST,
        g.para(
            "Dawn breaks over the lanterns.",
            f"{D} was found dead. {D} was a Mafia Goon. It is now Day 2.",
            "Day 2 ends on June 6th at 12:00 UTC.",
            "With 4 alive, it takes 3 to lynch.",
        ),
        at(72),
    )
    g.post(A, g.para(vote(E)), at(73))
    gone = g.post(C, g.para(vote(E)), at(74))
    count = replay.check(at(74.5))
    assert day(count, 1)["outcome"]["eliminated"] == B
    g.delete(gone, at(75))
    g.post(F, g.para(vote(C)), at(76))
    count = replay.check(at(77))
    assert wagons(count, 2).get(E) == [A]
    audit = json.loads(cli(replay.live, "--now", stamp(at(77)), "audit", "--format", "json"))
    assert [v["player"] for v in audit["violations"] if GONE in v["reason"]] == [C]
    assert day(count, 2)["open"] is True
    assert day(count, 2)["closes_at"] == "2026-06-06T12:00:00+00:00"

    # Step 5b: the host edits the Day 2 post to extend the deadline; a post on the first
    # page is deleted (phpBB numbers every later post one lower); on Discourse the late
    # vote of Day 1 is deleted by its author (the text is replaced, the history kept).
    g.edit(
        dawn,
        g.para(
            "Dawn breaks over the lanterns.",
            f"{D} was found dead. {D} was a Mafia Goon. It is now Day 2.",
            "Day 2 ends on June 7th at 12:00 UTC.",
            "With 4 alive, it takes 3 to lynch.",
        ),
        at(77.2),
    )
    g.delete(crowd, at(77.4))
    g.self_delete(late, at(77.6))
    count = replay.check(at(77.8))
    assert wagons(count, 2).get(E) == [A]
    assert day(count, 2)["closes_at"] == "2026-06-07T12:00:00+00:00"

    # Step 6: a hammer closes Day 2 early; a vote after it does not count.
    g.post(C, g.para(vote(E)), at(78))
    g.post(F, g.para("Fine.", vote(E)), at(79))
    g.post(A, g.para(vote(C)), at(80))
    count = replay.check(at(81))
    outcome = day(count, 2)["outcome"]
    assert (outcome["status"], outcome["eliminated"]) == ("hammered", E)
    assert outcome["at"]["time"] == "2026-06-04T19:00:00+00:00"  # F's vote, before A's
    assert wagons(count, 2).get(E) == sorted([A, C, F])
