"""BotF through the pipeline (posts + game file): host sub-phase posts that move the
opening of nominations, per-nomination votes, the Fiddler ballot and the game-file
whisper checks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from votecount.count import pipeline
from votecount.gamefile.game import Game, HostEvent, PlayerEntry, Schedule
from votecount.parser.model import Post
from votecount.tally.botf.result import of_count, of_day

T0 = datetime(2026, 4, 3, 18, tzinfo=UTC)  # Night 1; Day 1 at +24 h, nominations at +36 h
PLAYERS = ("ann", "bob", "cat", "dan", "eve", "fay", "gus")
HOSTS = ("Storyteller", "vesper", "ombrel")


def game(events: tuple[HostEvent, ...] = (), **kw: Any) -> Game:
    base: dict[str, Any] = dict(
        name="t",
        ruleset="botf",
        threads=("https://forum.example/t/1",),
        hosts=HOSTS,
        players=tuple(PlayerEntry(p, seat=i) for i, p in enumerate(PLAYERS, 1)),
        schedule=Schedule(T0, "night", 48.0, 24.0),
        events=events,
        parser={"markers": ["slash"]},
    )
    base.update(kw)
    return Game(**base)


def thread(*rows: tuple[float, str, str]) -> list[Post]:
    """(hours after T0, author, text) -> posts numbered from 1."""
    return [
        Post("t1", f"id{n}", n, author, T0 + timedelta(hours=h), f"<p>{text}</p>")
        for n, (h, author, text) in enumerate(rows, start=1)
    ]


def codes(g: Game, posts: list[Post]) -> list[tuple[str, int | None]]:
    return [
        (v.code, v.ref.number if v.ref else None)
        for v in pipeline.audit(g, posts).violations
        if v.code != "PROD_DUE"
    ]


LATE = (
    (25.0, "Storyteller", "Day 1 has begun."),
    (37.0, "ann", "/nominate bob @Storyteller"),  # after the computed opening (36 h)
    (38.0, "cat", "/vote bob @Storyteller"),
    (40.0, "Storyteller", "Day 1 nominations are open."),  # the host opens 4 h late
    (41.0, "dan", "/vote bob @Storyteller"),
)


def test_host_opens_nominations_later_than_computed_by_event() -> None:
    g = game((HostEvent("phase_start", at_post=4, value="day 1 nominations"),))
    _later(g)


def test_host_opens_nominations_later_than_computed_by_marker_post() -> None:
    _later(game(phase_markers=True))


def _later(g: Game) -> None:
    posts = thread(*LATE)
    got = codes(g, posts)
    assert ("NOM_QUEUED", 2) in got  # queued: it is still Discussion
    assert ("VOTE_OUTSIDE_WINDOW", 3) in got
    assert ("SCHEDULE_DRIFT", 4) in got
    day = pipeline.count(g, posts).current
    assert day is not None
    (nom,) = of_day(day).nominations
    assert nom.queued and nom.effective is not None and nom.effective.number == 4
    assert [v.voter for v in nom.votes] == ["dan"]


def test_host_opens_nominations_earlier_than_computed() -> None:
    posts = thread(
        (25.0, "Storyteller", "Day 1 has begun."),
        (33.0, "Storyteller", "Day 1 nominations are open."),  # 3 h early
        (34.0, "ann", "/nominate bob @Storyteller"),
        (35.0, "cat", "/vote bob @Storyteller"),
    )
    g = game((HostEvent("phase_start", at_post=2, value="day 1 nominations"),))
    got = codes(g, posts)
    assert ("SCHEDULE_DRIFT", 2) in got
    assert not any(code in ("NOM_QUEUED", "VOTE_OUTSIDE_WINDOW") for code, _ in got)
    day = pipeline.count(g, posts).current
    assert day is not None and [v.voter for n in of_day(day).nominations for v in n.votes] == [
        "cat"
    ]


def test_host_closes_nominations_later_than_computed() -> None:
    posts = thread(
        (37.0, "ann", "/nominate bob @Storyteller"),
        (49.0, "cat", "/nominate dan @Storyteller"),  # after the computed close (48 h)
        (50.0, "Storyteller", "Day 1 voting: nominations are closed."),
        (51.0, "eve", "/nominate fay @Storyteller"),
    )
    g = game((HostEvent("phase_start", at_post=3, value="day 1 voting"),))
    got = codes(g, posts)
    assert ("NOM_AFTER_CLOSE", 4) in got and ("NOM_AFTER_CLOSE", 2) not in got
    day = pipeline.count(g, posts).current
    assert day is not None and [n.nominee for n in of_day(day).nominations] == ["bob", "dan"]


def test_per_nomination_votes_through_the_thread() -> None:
    posts = thread(
        (37.0, "ann", "/nominate bob @Storyteller"),
        (37.5, "cat", "/nominate dan @Storyteller"),
        (38.0, "eve", "/vote bob @Storyteller<br>/vote dan @Storyteller"),
        (39.0, "fay", "/vote dan @Storyteller"),
        (40.0, "fay", "/unvote dan @Storyteller"),
    )
    g = game(switches={"vote_model": "per_nomination"})
    day = pipeline.count(g, posts).current
    assert day is not None
    assert {n.nominee: n.total for n in of_day(day).nominations} == {"bob": 1, "dan": 1}


def test_fiddler_and_whisper_checks_from_the_game_file() -> None:
    posts = thread(
        (30.0, "Storyteller", "The Fiddler plays."),
        (31.0, "ann", "/vote gus @Storyteller"),
        (31.5, "bob", "/yes gus"),
        (32.0, "cat", "/vote dan @Storyteller"),
        (33.0, "dan", "I think so"),
    )
    events = (
        HostEvent("fiddler", at_post=1, player="gus", other="dan"),
        HostEvent("fiddler", at_post=5, value="close"),
        HostEvent(
            "whisper_pm",
            at_post=5,
            player="ann",
            other="bob",
            value=["ann", "bob", "vesper", "Storyteller"],
        ),  # fmt: skip
        HostEvent(
            "neighbour_whisper",
            at_post=5,
            player="ann",
            other="cat",
            value="one two three four five six seven eight nine ten eleven",
        ),  # fmt: skip
    )
    g = game(events)
    vc = pipeline.count(g, posts)
    assert of_count(vc).fiddler is not None and of_count(vc).fiddler.winner == "gus"
    assert [v.voter for v in of_count(vc).fiddler.for_demon] == ["ann", "bob"]
    got = {code for code, _ in codes(g, posts)}
    assert {"WHISPER_AFTER_BREAK", "WHISPER_PM_MISSING_HOST", "WHISPER_PM_HAS_ST_ACCOUNT"} <= got
    assert {"NEIGHBOUR_WHISPER_NOT_NEIGHBOUR", "FIDDLER_RESULT"} <= got
    assert vc.to_json()["fiddler"]["status"] == "decided"  # type: ignore[index]


def test_the_schedule_day_parts_give_the_timetable_and_a_host_post_still_overrides() -> None:
    # [schedule] discussion_hours = 4, nomination_hours = 8, voting_hours = 12 (a 24 h day)
    g = game(
        (HostEvent("phase_start", at_post=3, value="day 1 nominations"),),
        schedule=Schedule(T0, "night", 24.0, 24.0, parts=(4.0, 8.0, 12.0)),
    )
    posts = thread(
        (24.0, "Storyteller", "Day 1 has begun."),
        (28.2, "ann", "/nominate bob @Storyteller"),  # after the scheduled opening (4 h)
        (28.5, "Storyteller", "Day 1 nominations are open."),  # the host's post counts
        (29.0, "cat", "/vote bob @Storyteller"),
        (37.0, "eve", "/nominate fay @Storyteller"),  # voting from 12 h (1/2 of 48: 24 h)
    )
    got = codes(g, posts)
    assert ("NOM_QUEUED", 2) in got
    assert ("NOM_AFTER_CLOSE", 5) in got
    # drift is measured against the parts: 30 minutes, within schedule_tolerance
    assert not any(code == "SCHEDULE_DRIFT" for code, _ in got)
    default = game(g.events)  # the same thread with a 48 h day split 1/4, 1/4, 1/2
    assert ("SCHEDULE_DRIFT", 3) in codes(default, posts)
    assert ("NOM_AFTER_CLOSE", 5) not in codes(default, posts)
