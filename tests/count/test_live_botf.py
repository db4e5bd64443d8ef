"""Blood on the Forums live, through the CLI against the local Discourse server with an
injected clock (``--now``), on the invented game of tests/count/test_late_close_botf.py
(its days read from the Storyteller's posts):

* before the deadline ``watch --once`` and ``post`` (dry run) show the running state;
* a post edited before the first sync: the first version counts by default (Discourse's
  revision history gives it), the edit's with ``edits = "latest"``, and the edited one
  when the forum keeps no public history; each time ``EDITED_COMMAND`` notes the edit
  (spec/rules.md §2.5, §4.9);
* the Storyteller's phase post ("Day 2 begins") counts on any line of the post: after a
  story paragraph, in bold, as a heading, after a quote; a phase post the Storyteller
  quotes is none; a phase said as a sentence's main clause ("And so, Day 2 begins at
  last.") counts, and one said as a plan or a hope ("Day 2 begins when ...") does not;
  a day's end the Storyteller takes back ("the day's still on") closes nothing;
* a count quoted back (or pasted) by a player is neither the Storyteller's count
  (``reconcile`` reads the Storyteller's own) nor the player's votes;
* with the default markers, a plain command after a ping to the Storyteller counts, and
  a plain "accepted" accepts the whisper pending to its writer (and is set aside, an
  info notice, where none is)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.count.botf_close import CLOSE, ST, synced, write_game
from tests.count.live_forums import cli
from tests.servers.games import serve_game

BEFORE = "2026-05-04T17:00"  # an hour before Day 1's deadline (18:00 UTC on 4 May)


def _day(out: str) -> dict:
    return json.loads(out)["days"][-1]


def _votes(day: dict) -> dict[str, list[str]]:
    return {n["nominee"]: [v["voter"] for v in n["votes"]] for n in day["nominations"]}


# -- an open deadline ---------------------------------------------------------------------
def test_watch_once_and_post_show_the_running_day(tmp_path):
    with synced(tmp_path) as game:
        watched = cli(game, "--now", BEFORE, "watch", "--once")
        posted = cli(game, "--now", BEFORE, "post")
    assert "Day 1 open, closes in 1 h 0 min, 2026-05-04 18:00 UTC" in watched
    assert "final" not in watched and "deadline passed" not in watched
    assert "Day 1 vote count (open, closes in 1 h 0 min, 2026-05-04 18:00 UTC)" in posted
    assert "Nominations are closed; voting is open." in posted
    assert "is about to die with 4/6" in posted
    assert "is executed" not in posted and "vote token spent" not in posted


# -- a post edited before the first sync --------------------------------------------------
EDIT = f"<p>/vote Bob {ST}</p>"  # Fay's post 10, "/vote Dee", edited before any sync


def _game(
    tmp_path: Path, *posts: tuple[int, str, str, str], parser: str | None = None
) -> tuple[Path, Path]:
    """The invented game's folder to serve (``write_game``) and the folder to sync it
    into."""
    src, work = tmp_path / "src", tmp_path / "work"
    write_game(src, *posts, parser=parser)
    work.mkdir()
    return src, work


def _edited(tmp_path: Path, edits: str | None = None, history: bool = True) -> tuple[dict, list]:
    """Day 1 before its deadline, Fay's vote edited from Dee to Bob before the first
    sync: (the day's JSON count, the audit's EDITED_COMMAND reasons)."""
    lines = f'markers = ["slash"]\nedits = "{edits}"\n' if edits else None
    src, work = _game(tmp_path, parser=lines)
    with serve_game(src, work) as server:
        server.edit_history_public = history
        server.topic.edit_cooked(10, EDIT)
        game = work / "game.toml"
        cli(game, "sync")
        day = _day(cli(game, "--now", BEFORE, "count", "--format", "json"))
        audit = json.loads(cli(game, "--now", BEFORE, "audit", "--format", "json"))
    edited = [
        (v["severity"], v["reason"]) for v in audit["violations"] if v["code"] == "EDITED_COMMAND"
    ]
    return day, edited


def test_an_edit_before_the_first_sync_the_first_version_counts(tmp_path):
    day, edited = _edited(tmp_path)
    assert _votes(day) == {"bob": ["ann", "cid", "eve", "gwen"], "dee": ["fay"]}
    [(severity, reason)] = edited
    assert severity == "warning" and "vote dee -> vote bob" in reason
    assert "the first version counts" in reason


def test_an_edit_before_the_first_sync_counts_under_edits_latest(tmp_path):
    day, edited = _edited(tmp_path, edits="latest")
    assert _votes(day) == {"bob": ["ann", "cid", "eve", "gwen", "fay"], "dee": []}
    [(_, reason)] = edited
    assert "vote dee -> vote bob" in reason and "the latest version counts" in reason


def test_without_history_the_edited_version_is_read_and_flagged(tmp_path):
    day, edited = _edited(tmp_path, history=False)
    assert _votes(day) == {"bob": ["ann", "cid", "eve", "gwen", "fay"], "dee": []}
    [(severity, reason)] = edited
    assert severity == "warning" and "original unknown" in reason


# -- the Storyteller's phase post, anywhere in it -----------------------------------------
NIGHT = (17, "Storyteller", "<h2>Night 2</h2><p>Night 2 has begun.</p>", "2026-05-04T19:05")
STORY = (
    "<p>The fog lifts over the fairground; the carousel creaks, and the crowd gathers "
    "again by the old well.</p>"
)
DEADLINE = "<p>Voting ends 18:00 UTC on 7 May.</p>"
NOMINATION = (19, "ann", f"<p>/nominate Cid {ST}</p>", "2026-05-06T07:00")


def quote(who: str, html: str) -> str:
    return (
        f'<aside class="quote no-group" data-username="{who.lower()}" data-post="17" '
        f'data-topic="77"><div class="title">{who}:</div><blockquote>{html}</blockquote></aside>'
    )


DAWNS = {
    "after-a-story-paragraph": STORY + "<p>Day 2 begins.</p>" + DEADLINE,
    "in-bold": STORY + "<p><strong>Day 2 begins!</strong></p>" + DEADLINE,
    "heading-after-the-story": STORY + "<h2>Day 2</h2>" + DEADLINE,
    "after-a-player-s-quote": quote("Fay", "<p>is it day yet?</p>") + "<p>Day 2 begins now.</p>"
    + DEADLINE,
    "after-its-own-night-post-quoted": quote("Storyteller", "<p>Night 2 has begun.</p>")
    + "<p>Day 2 begins.</p>"
    + DEADLINE,
}  # fmt: skip


@pytest.mark.parametrize("html", list(DAWNS.values()), ids=list(DAWNS))
def test_the_storyteller_s_day_post_counts_anywhere_in_the_post(tmp_path, html):
    dawn = (18, "Storyteller", html, "2026-05-05T18:00")
    with synced(tmp_path, CLOSE, NIGHT, dawn, NOMINATION) as game:
        out = cli(game, "--now", "2026-05-06T08:00", "count", "--format", "json")
        text = cli(game, "--now", "2026-05-06T08:00", "count", "--format", "text")
    day = _day(out)
    assert (day["day"], day["start"]["number"], day["open"]) == (2, 18, True)
    assert day["closes_at"] == "2026-05-07T18:00:00+00:00"
    assert _votes(day) == {"cid": []}
    assert "Day 2 vote count (open, closes in" in text


INSIDE = {
    "led-in": "<p>And so, <strong>Day 2 begins</strong> at last.</p>",
    "after-a-clause": "<p>The sun rises over the fairground, and Day 2 begins.</p>",
    "with-a-tail": "<p>Day 2 has begun, good luck!</p>",
}


@pytest.mark.parametrize("html", list(INSIDE.values()), ids=list(INSIDE))
def test_a_phase_said_as_a_sentence_s_main_clause_starts_it(tmp_path, html):
    """The Storyteller's "And so, **Day 2 begins** at last." starts Day 2: the phase's
    wording is the sentence's main clause (``parser.host.phase_words.main_clause``)."""
    dawn = (18, "Storyteller", html + DEADLINE, "2026-05-05T18:00")
    with synced(tmp_path, CLOSE, NIGHT, dawn, NOMINATION) as game:
        day = _day(cli(game, "--now", "2026-05-06T08:00", "count", "--format", "json"))
    assert (day["day"], day["start"]["number"], day["open"]) == (2, 18, True)


PLANS = {
    "a-condition": "<p>Day 2 begins when I post the last flip.</p>",
    "a-time-ahead": "<p>Day 2 begins in 24 hours.</p>",
    "a-hope": "<p>I hope Day 2 begins soon, the flips are slow.</p>",
}


@pytest.mark.parametrize("html", list(PLANS.values()), ids=list(PLANS))
def test_a_phase_said_as_a_plan_or_a_hope_starts_nothing(tmp_path, html):
    plan = (18, "Storyteller", html, "2026-05-05T18:00")
    with synced(tmp_path, CLOSE, NIGHT, plan, NOMINATION) as game:
        day = _day(cli(game, "--now", "2026-05-06T08:00", "count", "--format", "json"))
    assert day["day"] == 1


def test_a_day_s_end_the_storyteller_takes_back_closes_nothing(tmp_path):
    """ "Day 1 is over." then "Sorry, I miscounted: the day's still on.": Day 1 runs on
    to its deadline, as init reads it (``phase_words.takes_back``)."""
    over = (12, "Storyteller", "<p>Day 1 is over.</p>", "2026-05-04T15:00")
    back = (
        13,
        "Storyteller",
        "<p>Sorry, I miscounted: the day's still on.</p>",
        "2026-05-04T15:10",
    )
    vote = (14, "dee", f"<p>/vote Bob {ST}</p>", "2026-05-04T16:00")
    (tmp_path / "back").mkdir()
    (tmp_path / "over").mkdir()
    with synced(tmp_path / "back", over, back, vote) as game:
        day = _day(cli(game, "--now", BEFORE, "count", "--format", "json"))
    assert (day["day"], day["open"]) == (1, True)
    assert "dee" in _votes(day)["bob"]
    with synced(tmp_path / "over", over, vote) as game:  # not taken back: the end holds
        ended = _day(cli(game, "--now", BEFORE, "count", "--format", "json"))
    assert ended["open"] is False and "dee" not in _votes(ended)["bob"]


def test_a_night_post_the_storyteller_quotes_in_the_day_is_no_night(tmp_path):
    dawn = (18, "Storyteller", "<p>Day 2 begins.</p>" + DEADLINE, "2026-05-05T18:00")
    reply = quote("Storyteller", "<h2>Night 2</h2><p>Night 2 has begun.</p>")
    answer = (19, "Storyteller", reply + "<p>That was last night, yes.</p>", "2026-05-06T06:00")
    nomination = (20, "ann", f"<p>/nominate Cid {ST}</p>", "2026-05-06T07:00")
    with synced(tmp_path, CLOSE, NIGHT, dawn, answer, nomination) as game:
        day = _day(cli(game, "--now", "2026-05-06T08:00", "count", "--format", "json"))
    assert (day["day"], day["start"]["number"], day["open"]) == (2, 18, True)
    assert _votes(day) == {"cid": []}


# -- a count quoted back by a player ------------------------------------------------------
TABLE = (
    "<table><thead><tr><th>Nominator</th><th>Nominatee</th><th>Voted by</th>"
    "<th>Total Votes</th></tr></thead><tbody>"
    "<tr><td>Ann</td><td>Bob</td><td>Ann, Cid, Eve, Gwen</td><td>4/6</td></tr>"
    "<tr><td>Cid</td><td>Dee</td><td>Fay</td><td>1/6</td></tr></tbody></table>"
)
COUNT = (12, "Storyteller", "<h3>Vote count</h3>" + TABLE + DEADLINE, "2026-05-04T12:30")
QUOTED = (
    13,
    "bob",
    quote("Storyteller", "<h3>Vote count</h3>" + TABLE)
    + "<p>Why am I on 4? Fay, vote Bob and I'll claim.</p>",
    "2026-05-04T13:00",
)
PASTED = (14, "dee", "<p>Vote count so far:</p>" + TABLE, "2026-05-04T13:30")


def test_a_count_quoted_or_pasted_by_a_player_is_neither_a_count_nor_votes(tmp_path):
    with synced(tmp_path, COUNT, QUOTED, PASTED) as game:
        day = _day(cli(game, "--now", "2026-05-04T14:00", "count", "--format", "json"))
        audit = json.loads(cli(game, "--now", "2026-05-04T14:00", "audit", "--format", "json"))
        found = json.loads(
            cli(game, "--now", "2026-05-04T14:00", "reconcile", "--format", "json", "--all")
        )
    # the count's names are nobody's votes: the table stands as it did at post 11
    assert _votes(day) == {"bob": ["ann", "cid", "eve", "gwen"], "dee": ["fay"]}
    assert [v for v in audit["violations"] if (v.get("post") or {}).get("number") in (13, 14)] == []
    assert [(c["post"], c["status"]) for c in found["findings"]] == [(12, "agree")]


# -- the plain forms, with the default markers ---------------------------------------------
def mention(username: str) -> str:
    return f'<a class="mention" href="/u/{username}">@{username.title()}</a>'


PLAIN = [
    (12, "bob", f"<p>{ST} vote Dee</p>", "2026-05-04T12:10"),
    (13, "dee", f"<p>/whisper {mention('fay')}</p>", "2026-05-04T12:20"),
    (14, "fay", "<p>accepted</p>", "2026-05-04T12:30"),
    (15, "eve", "<p>Accept</p>", "2026-05-04T12:40"),  # nothing pending to Eve
]


def test_the_plain_forms_count_with_the_default_markers(tmp_path):
    src, work = _game(tmp_path, *PLAIN, parser="")  # the default markers
    game = work / "game.toml"
    with serve_game(src, work):
        cli(game, "sync")
        day = _day(cli(game, "--now", BEFORE, "count", "--format", "json"))
        audit = json.loads(cli(game, "--now", BEFORE, "audit", "--format", "json"))
    assert _votes(day) == {"bob": ["ann", "cid", "eve", "gwen"], "dee": ["fay", "bob"]}
    [whisper] = audit["whispers"]
    assert (whisper["a"], whisper["b"], whisper["accepted"]["number"]) == ("dee", "fay", 14)
    notes = [
        (v["code"], v["severity"], (v.get("post") or {}).get("number")) for v in audit["violations"]
    ]
    assert ("COMMAND_IGNORED", "info", 15) in notes
    assert [n for n in notes if n[2] in (12, 13, 14)] == []
