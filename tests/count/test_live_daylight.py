"""A phpBB board's clock moving for daylight saving mid-game (issue 25, live20), through
the CLI with ``--now`` on the local phpBB (MafiaScum) server; the thread is invented.

phpBB 3.0 (MafiaScum) prints every date in the board's offset plus the DST flag of the
moment: the footer goes from "All times are UTC - 5 hours" to "UTC - 5 hours [ DST ]"
and every date on every page, old posts too, moves an hour ahead. The game file names no
zone, so each page's dates are read in the zone its footer states. A post stored before
the change was read right (its page said -5); the pages after it are read in -4.
"""

from __future__ import annotations

import json
from contextlib import ExitStack
from datetime import timedelta, timezone

from tests.count.live_forums import ENGINES, HOST, NAMES, at, cli, day_one, game_file, stamp, vote

A, B, C, D = NAMES[:4]
WINTER, SUMMER = timezone(timedelta(hours=-5)), timezone(timedelta(hours=-4))
FOOTER = '<p class="right">All times are UTC - 5 hours{}</p>'


def zoneless_game(g, folder):
    game = game_file(g, folder, "latest")
    text = game.read_text(encoding="utf-8").replace('timezone = "UTC"\n', "")
    game.write_text(text, encoding="utf-8")
    return game


def set_clock(g, summer: bool) -> None:
    g.server.zone = SUMMER if summer else WINTER
    g.server.footer = FOOTER.format(" [ DST ]" if summer else "")


def times(game, now: float) -> dict[int, str]:
    data = json.loads(cli(game, "--now", stamp(at(now)), "count", "--format", "json"))
    day = data["days"][0]
    return {v["post"]["number"]: v["post"]["time"] for w in day["wagons"] for v in w["votes"]}


def test_posts_stored_before_a_dst_change_keep_their_times(tmp_path):
    with ExitStack() as stack:
        g = ENGINES["phpbb"](stack)
        set_clock(g, summer=False)
        day_one(g, host_says="Day 1 ends on June 2nd at 12:00 UTC.")
        game = zoneless_game(g, tmp_path / "live")
        cli(game, "--now", stamp(at(3)), "sync")
        before = times(game, 3)
        set_clock(g, summer=True)
        g.post(D, g.para(vote(g, B)), at(4))
        cli(game, "--now", stamp(at(5)), "sync")
        after = times(game, 5)
        assert {n: after[n] for n in before} == before, (before, after)
        fresh = zoneless_game(g, tmp_path / "fresh")
        cli(fresh, "--now", stamp(at(5)), "sync")
        assert times(fresh, 5) == after
        assert HOST
