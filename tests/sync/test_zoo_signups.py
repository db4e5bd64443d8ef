"""`votecount init --from` on invented sign-up threads (the zoo of tests/parser/host/
test_zoo_roster.py, run end to end): "/in" posts, then the host's own list of who plays;
a backup's sign-up; a "/out" before the game; a co-host named in the sign-up post."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_run import cli as run
from tests.sync.dump import thread
from votecount.gamefile.load import load_game

URL = "https://forum.mafiascum.example/viewtopic.php?t=900"
SIGN_UPS = ("Mod", "<p>Sign-ups for Mini 7! Post /in to join. Six players.</p>")
SIX = ["ann", "bob", "cyd", "dan", "eve", "fay"]
DAY_ONE = ("Mod", "<p>Day 1 has begun!</p>")
HELLO = [(n, "<p>hi all</p>") for n in SIX]


def init(folder: Path, posts: list[tuple[str, str]]) -> tuple[list[str], list[str], list[str]]:
    """The players, the backups and the hosts init writes."""
    run(folder, "init", URL, "--from", str(thread(folder, posts)))
    game = load_game(folder / "game.toml")
    players = [p.username for p in game.players if not p.backup]
    return players, [p.username for p in game.players if p.backup], list(game.hosts)


def signed(*names: str) -> list[tuple[str, str]]:
    return [(n, "<p>/in</p>") for n in names]


CONFIRMED = [
    "<p>Confirmed players: ann, bob, cyd, dan, eve, fay</p><p>Role PMs are going out.</p>",
    "<p><b>Confirmed players:</b><br>ann<br>bob<br>cyd<br>dan<br>eve<br>fay</p>",
    "<p><b>Players</b><br>1. ann<br>2. bob<br>3. cyd<br>4. dan<br>5. eve<br>6. fay</p>"
    "<p>Backup: gus</p>",
]


@pytest.mark.parametrize("listed", CONFIRMED, ids=["one line", "lines", "numbered, a backup"])
def test_the_hosts_list_after_the_sign_ups_names_the_players(tmp_path, listed):
    # seven signed up; the host's list, posted after, names six of them
    posts = [SIGN_UPS, *signed(*SIX, "gus"), ("Mod", listed), DAY_ONE, *HELLO]
    assert init(tmp_path, posts)[0] == SIX


def test_a_sign_up_withdrawn_before_the_game_is_no_player(tmp_path):
    posts = [SIGN_UPS, *signed(*SIX, "gus"), ("gus", "<p>/out, sorry all</p>"), DAY_ONE, *HELLO]
    players, backups, _ = init(tmp_path, posts)
    assert players == SIX and backups == []


@pytest.mark.parametrize("words", ["/in as backup", "/in (backup)", "/in as a sub please"])
def test_a_backups_sign_up_is_a_backup(tmp_path, words):
    posts = [SIGN_UPS, *signed(*SIX), ("gus", f"<p>{words}</p>"), DAY_ONE, *HELLO]
    assert init(tmp_path, posts)[:2] == (SIX, ["gus"])


def test_a_player_offering_to_back_up_too_plays(tmp_path):
    posts = [SIGN_UPS, *signed(*SIX[:5]), ("fay", "<p>/in! happy to backup too</p>"), DAY_ONE]
    assert init(tmp_path, [*posts, *HELLO])[0] == SIX


def test_a_replacement_before_the_game_in_the_hosts_list(tmp_path):
    posts = [
        SIGN_UPS, *signed(*SIX), ("cyd", "<p>/out, real life</p>"), *signed("gus"),
        ("Mod", "<p>Players:<br>1. ann<br>2. bob<br>3. gus (replacing cyd)<br>4. dan<br>"
                "5. eve<br>6. fay</p>"),
        DAY_ONE, *[(n, "<p>hi</p>") for n in ["ann", "bob", "gus", "dan", "eve", "fay"]],
    ]  # fmt: skip
    assert init(tmp_path, posts)[:2] == (SIX, ["gus"])  # cyd's slot, gus in for him


def test_a_co_host_named_in_the_sign_up_post_who_posts_once(tmp_path):
    posts = [("Mod", "<p>Sign-ups! Co-host: helper. Post /in.</p>"), *signed(*SIX), DAY_ONE]
    posts += [*HELLO, ("helper", "<p>Prods are out.</p>")]
    assert init(tmp_path, posts)[2] == ["Mod", "helper"]


def test_a_running_tally_of_the_sign_ups_names_no_players(tmp_path):
    # the host's "Players:" list after five sign-ups, a sixth after it: six play (review17r)
    tally = "<p><b>Players:</b><br>" + "<br>".join(f"{i}. {n}" for i, n in enumerate(SIX[:5], 1))
    posts = [SIGN_UPS, *signed(*SIX[:5]), ("Mod", tally + "<br>One more needed!</p>")]
    assert init(tmp_path, [*posts, *signed(SIX[5]), DAY_ONE, *HELLO])[0] == SIX
