"""A host's first run on whole invented threads (tests/sync/whole/): ``init --from`` →
``events accept --all`` → ``count``, with no hand edit. Each thread is checked for every
fact a host expects (players, backups, hosts, the first phase, the replacements, each
day's wagons, lynch and living players, the host counts agreeing) and every wrong fact is
listed at once."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from tests.sync.whole import START, Whole
from tests.sync.whole.discourse_threads import DISCOURSE
from tests.sync.whole.phpbb_threads import JSONL
from tests.sync.whole.roster_threads import ROSTER, a_count_header_replacement_of_one_who_posted
from votecount.cli import main
from votecount.gamefile.load import load_game
from votecount.parser.model import Post
from votecount.sync.players import listed_players


def run(folder: Path, *args: str) -> str:
    result = CliRunner().invoke(main, [*args, "--game", str(folder / "game.toml")])
    assert result.exit_code == 0, result.output
    return result.output


def wrong_facts(folder: Path, whole: Whole) -> list[str]:
    """Every fact of the game file and the counts that differs from the host's."""
    run(folder, "events", "accept", "--all")
    game = load_game(folder / "game.toml")
    got = {
        "players": [p.username for p in game.players if not p.backup],
        "backups": sorted(p.username for p in game.players if p.backup),
        "hosts": list(game.hosts),
        "subs": [(e.player, e.other) for e in game.events if e.kind == "substitution"],
    }
    want = {
        "players": whole.players,
        "backups": sorted(whole.backups),
        "hosts": whole.hosts,
        "subs": whole.subs,
    }
    wrong = [f"{k}: got {got[k]}, want {want[k]}" for k in want if got[k] != want[k]]
    if whole.first == "night" and 'first = "night"' not in (folder / "game.toml").read_text():
        wrong.append("first: the game opens at night")
    return wrong + wrong_days(folder, whole)


def wrong_days(folder: Path, whole: Whole) -> list[str]:
    data = json.loads(run(folder, "count", "--format", "json"))
    days = {d["day"]: d for d in data["days"]}
    wrong = []
    for day, wagons in whole.days.items():
        got = {w["target"]: w["total"] for w in days.get(day, {}).get("wagons", []) if w["total"]}
        if got != wagons:
            wrong.append(f"day {day} wagons: got {got}, want {wagons}")
    for day, name in whole.lynched.items():
        got_out = (days.get(day, {}).get("outcome") or {}).get("eliminated")
        if got_out != name:
            wrong.append(f"day {day} eliminated: got {got_out}, want {name}")
    for day, living in whole.living.items():
        got_living = sorted(days.get(day, {}).get("living", []))
        if got_living != sorted(living):
            wrong.append(f"day {day} living: got {got_living}, want {sorted(living)}")
    if whole.agree:
        out = run(folder, "reconcile")
        found = re.search(r"Host counts: (\d+) found, (\d+) agree", out)
        if found and found[1] != found[2]:
            wrong.append(f"reconcile: {found[0]}")
    return wrong


def params(factories):
    marks = []
    for make in factories:
        whole = make()
        mark = [pytest.mark.xfail(strict=True, reason=whole.xfail)] if whole.xfail else []
        marks.append(pytest.param(whole, id=whole.name, marks=mark))
    return marks


@pytest.mark.parametrize("whole", params([*JSONL, *ROSTER, *DISCOURSE]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


def listed(posts: list[tuple[str, str, str]], hosts: list[str]) -> list[tuple[str, ...]]:
    """Each slot ``sync.players.listed_players`` reads in (login, display name, html)
    posts: its login, alias and later players."""
    posts_ = [
        Post(thread="t", post_id=str(n), number=n, author=a, author_name=d,
             created_at=START + timedelta(minutes=37 * n), html=h)
        for n, (a, d, h) in enumerate(posts)
    ]  # fmt: skip
    return [(x.username, x.alias, *x.later) for x in listed_players(posts_, hosts)]


def test_a_count_headers_newcomer_for_one_who_posted_plays_no_other_slot():
    # review18r: Rook, announced for Wren (who had posted), was put after Juno, who had
    # not: Juno's slot read Juno then Rook
    whole = a_count_header_replacement_of_one_who_posted()
    got = listed([(a, a, h) for a, h in whole.posts], whole.hosts)
    assert got == [(n, "") for n in whole.players]


def test_a_display_name_two_posters_show_is_no_ones_alias():
    # review18r: junebug and junior both showing "Juno" both took the alias Juno
    html = "<p>Players<br>1. junebug<br>2. junior<br>3. lark<br>4. wren<br>5. ember</p>"
    posts = [("aster", "Aster", html), ("junebug", "Juno", "hi"), ("junior", "Juno", "hi")]
    posts += [(n, n.title(), "hi") for n in ["lark", "wren", "ember"]]
    got = listed(posts, ["aster"])
    assert got == [(n, "") for n in ["junebug", "junior", "lark", "wren", "ember"]]
