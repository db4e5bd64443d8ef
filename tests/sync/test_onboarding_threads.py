"""`votecount init --from` on threads this project wrote in the shapes real forums use:
a MafiaScum-style player list in the opening post, a host's first vote count naming the
players, a `/in` after the game started, a traveller, a game that opens at night, and
`events accept --all` then `reconcile` with no hand edit."""

from __future__ import annotations

from tests.cli_run import cli as run
from tests.sync.dump import URL, thread
from votecount.gamefile.load import load_game

OPENING = (
    "Mod",
    "<p>Welcome to Mini 42!</p><p><b>Player List</b><br>"
    "1. ann<br>2. bob<br>3. <s>cyd</s> cat<br>4. dan<br>5. eve<br></p>"
    "<p>With 5 alive, it takes 3 to lynch.</p>",
)


def test_a_mafiascum_list_in_the_opening_post_and_no_day_wording(tmp_path):
    source = thread(tmp_path, [
        OPENING,
        ("Mod", "<p>Role PMs are out, have fun.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
        ("bob", "<p><b>vote: ann</b></p>"),
        ("cyd", "<p><b>vote: bob</b></p>"),  # cyd was replaced by cat before the game
        ("zed", "<p>/in</p>"),  # a late sign-up: refused, shown as refused
        ("Mod", "<p><b>Vote Count 1.1</b><br>bob (2) - ann, cyd<br>ann (1) - bob<br>"
                "Not voting (2): dan, eve</p>"),
        ("cat", "<p>Hi, I am in for cyd.</p>"),
    ])  # fmt: skip
    out = run(tmp_path, "init", URL, "--from", str(source))
    assert "5 players listed by the host" in out
    game = load_game(tmp_path / "game.toml")
    assert [p.username for p in game.players if not p.backup] == ["ann", "bob", "cyd", "dan", "eve"]
    assert [p.username for p in game.players if p.backup] == ["cat"]
    text = (tmp_path / "game.toml").read_text()
    assert '# listed in post 0 by Mod: "3. cyd cat"' in text
    assert "start_post = 1   # the host's first post after the opening post (post 1)" in text
    assert "#   post 5, zed: '/in': SIGNUP_AFTER_START" in text
    assert [p.number for p in game.phases] == [1]


def test_the_first_counts_not_voting_line_names_the_players(tmp_path):
    source = thread(tmp_path, [
        ("Mod", "<p>Welcome! Roles go out soon.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
        ("bob", "<p>hi</p>"),
        ("Mod", "<p><b>Vote Count 1.1</b><br>bob (1) - ann<br>"
                "Not voting (3): bob, cat, dan</p><p>With 4 alive it takes 3 to lynch.</p>"),
        ("cat", "<p>hello</p>"),
        ("dan", "<p><b>vote: bob</b></p>"),
    ])  # fmt: skip
    out = run(tmp_path, "init", URL, "--from", str(source))
    assert "4 players listed by the host" in out
    game = load_game(tmp_path / "game.toml")
    assert [p.username for p in game.players] == ["bob", "ann", "cat", "dan"]
    text = (tmp_path / "game.toml").read_text()
    assert "# listed in post 3 by Mod: its first vote count" in text
    # the first host post after the opening post is a count: the day was running before it
    assert "start_post = 1   # the host's first vote count (post 3) finds Day 1 running" in text


def test_replacement_and_next_day_accepted_then_reconciled_with_no_edit(tmp_path):
    source = thread(tmp_path, [
        OPENING,
        ("Mod", "<p>Day 1 is underway, roles are out.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
        ("bob", "<p><b>vote: ann</b></p>"),
        ("Mod", "<p>Vote Count<br>bob (1) - ann<br>ann (1) - bob<br>Not voting (3): cyd, dan, eve</p>"),
        ("fox", "<p>Hi all, glad to be here.</p>"),
        ("Mod", "<p>fox replaces in for dan!</p>"),
        ("fox", "<p><b>vote: bob</b></p>"),
        ("eve", "<p><b>vote: bob</b></p>"),
        ("Mod", "<p>Vote Count<br>bob (3) - ann, fox, eve<br>ann (1) - bob<br>bob is lynched!</p>"),
        ("Mod", "<p>bob, Vanilla Townie, has been lynched. Night 1 begins.</p>"),
        ("Mod", "<p>ann was found dead this morning.</p>"),
        ("eve", "<p><b>vote: fox</b></p>"),
        ("Mod", "<p>Vote Count<br>fox (1) - eve<br>Not voting (2): cyd, fox</p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    text = (tmp_path / "game.toml").read_text()
    assert "number = 2\nstart_post = 11" in text  # after the lynch, the morning post
    out = run(tmp_path, "events", "accept", "--all")
    assert "substitution dan -> fox at post 6" in out
    out = run(tmp_path, "reconcile")
    assert "Host counts: 3 found, 3 agree" in out


def test_a_traveller_and_a_game_that_opens_at_night(tmp_path):
    names = ["ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jo"]
    posts = [("Storyteller", "<p>Sign up with /in, seat N. Each day lasts 48 hours.</p>")]
    posts += [(n, f"<p>/in, seat {i}</p>") for i, n in enumerate(names, 1)]
    posts += [
        ("kit", "<p>/travel in, seat 11</p>"),
        ("Storyteller", "<p><b>Night 1 begins</b></p>"),
        ("lu", "<p>/in, seat 12</p>"),  # after the start: refused
    ]
    out = run(
        tmp_path,
        "init",
        "https://forum.example/t/lanterns/9",
        "--from",
        str(thread(tmp_path, posts)),
    )
    game = load_game(tmp_path / "game.toml")
    assert [p.username for p in game.players if p.traveller] == ["kit"]
    assert game.schedule is not None and game.schedule.first == "night"
    assert "night first" in out
    assert (
        "#   post 13, lu: '/in, seat 12': SIGNUP_AFTER_START"
        in (tmp_path / "game.toml").read_text()
    )


def test_a_replacement_the_list_shows_takes_effect_at_the_hosts_announcement(tmp_path):
    source = thread(tmp_path, [
        OPENING,  # "3. <s>cyd</s> cat": cat played cyd's slot later
        ("Mod", "<p>Day 1 is underway, roles are out.</p>"),
        *[(name, "<p>hello</p>") for name in ("ann", "bob", "dan", "eve")],
        ("cyd", "<p><b>vote: ann</b></p>"),
        ("Mod", "<p>Vote Count<br>ann (1) - cyd<br>Not voting (4): ann, bob, dan, eve</p>"),
        ("Mod", "<p>Looking for a replacement for cyd.</p>"),
        ("Mod", "<p>cyd has been replaced by cat. Welcome!</p>"),
        ("cat", "<p><b>vote: bob</b></p>"),
        ("Mod", "<p>Vote Count<br>bob (1) - cat<br>Not voting (4): ann, bob, dan, eve</p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    game = load_game(tmp_path / "game.toml")
    subs = [(e.player, e.other, e.at_post) for e in game.events if e.kind == "substitution"]
    assert subs == [("cyd", "cat", 9)]
    text = (tmp_path / "game.toml").read_text()
    assert "# the host's list: cat played cyd's slot; in from post 9" in text
    run(tmp_path, "events", "accept", "--all")
    out = run(tmp_path, "reconcile")
    assert "Host counts: 2 found, 2 agree" in out


def test_a_listed_name_nobody_posts_as_is_the_login_that_looks_like_it(tmp_path):
    source = thread(tmp_path, [
        ("Mod", "<p>Welcome to Mini 43!</p><p><b>Player List</b><br>"
                "1. ann<br>2. bob<br>3. Wren88<br>4. dan<br>5. eve<br></p>"
                "<p>With 5 alive, it takes 3 to lynch.</p>"),
        ("Mod", "<p>Day 1 is underway, roles are out.</p>"),
        *[(name, "<p>hello</p>") for name in ("ann", "bob", "dan", "eve")],
        *[("Wren1", "<p>hi, renamed my account</p>") for _ in range(3)],
        ("Wren1", "<p><b>vote: ann</b></p>"),
        ("Mod", "<p>Vote Count 1.1<br>ann (1) - Wren88<br>Not voting (4): ann, bob, dan, eve</p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    game = load_game(tmp_path / "game.toml")
    assert [p.username for p in game.players] == ["ann", "bob", "Wren1", "dan", "eve"]
    assert game.players[2].aliases == ("Wren88",)
    out = run(tmp_path, "reconcile")
    assert "Host counts: 1 found, 1 agree" in out


def test_an_opening_post_edited_to_the_players_of_now_yields_to_the_original_list(tmp_path):
    """The opening post lists who plays each slot at the end (the replacements, with no
    mark); the host's list right after names who played first: those posted first."""
    source = thread(tmp_path, [
        ("Mod", "<p>Players<br>1. ann<br>2. bob<br>3. kim<br>4. dan<br>5. lou</p>"),
        ("Mod", "<p>Players<br>1. ann<br>2. bob<br>3. cyd<br>4. dan<br>5. eve</p>"),
        ("ann", "<p>hi</p>"), ("bob", "<p>hi</p>"), ("cyd", "<p>hi</p>"),
        ("dan", "<p>hi</p>"), ("eve", "<p>hi</p>"),
        ("Mod", "<p>kim replaces cyd.</p>"), ("kim", "<p>hello</p>"),
        ("Mod", "<p>lou replaces eve.</p>"), ("lou", "<p>hello</p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    game = load_game(tmp_path / "game.toml")
    assert [p.username for p in game.players if not p.backup] == ["ann", "bob", "cyd", "dan", "eve"]


def test_a_host_post_that_clears_the_votes_is_suggested_as_a_vote_reset(tmp_path):
    source = thread(tmp_path, [
        OPENING,
        ("Mod", "<p>Day 1 is underway. All votes will be reset at the start of Day 2.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
        ("bob", "<p><b>vote: ann</b></p>"),
        ("Mod", "<p>A player was swapped out by the setup. Vote count is reset.</p>"),
        ("eve", "<p><b>vote: bob</b></p>"),
        ("Mod", "<p>Vote Count<br>bob (1) - eve<br>Not voting (4): ann, bob, cyd, dan</p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    out = run(tmp_path, "events")
    assert 'kind = "vote_reset"' in out and "at = 4" in out
    assert "at = 1\n" not in out  # a plan ("will be reset") clears nothing yet
    out = run(tmp_path, "events", "accept", "--all")
    assert "vote_reset at post 4" in out
    assert 'note = "the host: Vote count is reset."' in (tmp_path / "game.toml").read_text()
    out = run(tmp_path, "reconcile")
    assert "Host counts: 1 found, 1 agree" in out


def test_a_co_host_the_opening_post_does_not_name_is_known_by_the_counts_they_post(tmp_path):
    source = thread(tmp_path, [
        OPENING,
        ("Mod", "<p>Day 1 is underway, roles are out.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
        ("Helper", "<p><b>Vote Count 1.1</b><br>bob (1) - ann<br>Not voting (4): bob, cyd, dan, eve</p>"),
        ("bob", "<p><b>vote: ann</b></p>"),
        ("Helper", "<p>Prodding dan.</p>"),
        ("Helper", "<p><b>Vote Count 1.2</b><br>bob (1) - ann<br>ann (1) - bob<br>"
                   "Not voting (3): cyd, dan, eve</p>"),
        ("zed", "<p>A count of my own, quoting the host: "
                "<blockquote>Vote Count 1.2<br>bob (1) - ann</blockquote></p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    game = load_game(tmp_path / "game.toml")
    assert game.hosts == ("Mod", "Helper")
    assert "Helper: vote counts of their own" in (tmp_path / "game.toml").read_text()
    out = run(tmp_path, "reconcile")
    assert "Host counts: 2 found, 2 agree" in out
