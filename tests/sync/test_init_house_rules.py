"""`votecount init` writes the house rules the host's opening posts state
(parser/host/house_rules/) into [rules] and [parser], each naming its post, and the count
follows them. Invented threads."""

from __future__ import annotations

import json

from tests.cli_run import cli as run
from tests.sync.dump import URL, thread
from votecount.gamefile.load import load_game

LIST = "<p>Welcome to Mini 77!</p><p>1. ann<br>2. bob<br>3. cyd<br>4. dan<br>5. eve</p>"
RULES = (
    "<p><b>Rules</b></p><div class='spoiler'><p>1. You must use the vote tag to vote; "
    "I will not count bolded votes.<br>2. Self-votes are not allowed.</p></div>"
)


def test_init_writes_the_rules_the_host_states_and_the_count_follows_them(tmp_path):
    source = thread(tmp_path, [
        ("Mod", LIST),
        ("Mod", RULES),
        ("Mod", "<p>Day 1 has begun. It takes 3 to lynch.</p>"),
        ("ann", "<p><span class='bbvote'>VOTE: bob</span></p>"),
        ("bob", "<p><b>Vote: ann</b></p>"),  # bold: not a vote in this game
        ("cyd", "<p><span class='bbvote'>VOTE: cyd</span></p>"),  # a self-vote
        ("dan", "<p><span class='bbvote'>VOTE: bob</span></p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    text = (tmp_path / "game.toml").read_text()
    assert 'self_vote = false   # the host\'s rules (post 1): "Self-votes are not allowed."' in text
    assert (
        'markers = ["vote_tag", "slash"]   # the host\'s rules (post 1): "You must use the vote tag'
        in text
    )
    game = load_game(tmp_path / "game.toml")
    assert game.switches["self_vote"] is False and game.parser["markers"] == ["vote_tag", "slash"]
    data = json.loads(run(tmp_path, "count", "--format", "json"))
    wagons = {w["target"]: w["total"] for d in data["days"] for w in d["wagons"]}
    assert wagons == {"bob": 2}


def test_a_host_who_states_no_rule_gets_the_commented_default(tmp_path):
    source = thread(tmp_path, [
        ("Mod", LIST),
        ("Mod", "<p>Day 1 has begun.</p>"),
        ("ann", "<p><b>vote: bob</b></p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    text = (tmp_path / "game.toml").read_text()
    assert '# markers = ["bold", "vote_tag", "slash", "text"]' in text
    assert "self_vote" not in text


def test_on_a_bbcode_forum_a_tag_left_as_text_is_read_as_meant(tmp_path):
    source = thread(tmp_path, [
        ("Mod", LIST),
        ("Mod", "<p>Votes must be bolded or in vote tags.</p>"),
        ("Mod", "<p>Day 1 has begun. It takes 3 to lynch.</p>"),
        ("ann", "<p>I think so.<br>Vote: bob[/b]<br>More later.</p>"),  # its [b] lost
        ("cyd", "<p><b>Vote: bob</b></p>"),
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    text = (tmp_path / "game.toml").read_text()
    assert 'engine = "phpbb"' in text and "literal_bbcode = true" in text
    data = json.loads(run(tmp_path, "count", "--format", "json"))
    wagons = {w["target"]: w["total"] for d in data["days"] for w in d["wagons"]}
    assert wagons == {"bob": 2}


RULES_2 = (
    "<p><b>Rules</b></p><div class='spoiler'><p>1. A lynch occurs once a majority is "
    "reached.<br>2. If there is no majority at deadline, the player with the most votes "
    "is lynched.<br>3. In a tie, the player who reached the count first is lynched.<br>"
    "4. You may not no-lynch.<br>5. You must unvote before voting again.</p></div>"
)


def test_init_writes_how_a_day_is_decided_and_the_count_follows(tmp_path):
    source = thread(tmp_path, [
        ("Mod", LIST),
        ("Mod", RULES_2),
        ("Mod", "<p>Day 1 has begun. It takes 3 to lynch.</p>"),
        ("ann", "<p><b>Vote: bob</b></p>"),
        ("ann", "<p><b>Vote: cyd</b></p>"),  # no unvote first: counted all the same
        ("bob", "<p><b>Vote: No Lynch</b></p>"),  # no-lynch is no option
    ])  # fmt: skip
    run(tmp_path, "init", URL, "--from", str(source))
    text = (tmp_path / "game.toml").read_text()
    for line in [
        'resolution = "hammer_or_plurality"   # the host\'s rules (post 1): "If there is no',
        'tie_break = "earliest_to_reach"   # the host\'s rules (post 1): "In a tie',
        'allow_no_elimination = false   # the host\'s rules (post 1): "You may not no-lynch."',
        '# vote_replace = "requires_unvote"   # the host\'s rules (post 1): "You must unvote',
    ]:
        assert line in text
    game = load_game(tmp_path / "game.toml")
    assert game.switches["resolution"] == "hammer_or_plurality"
    assert "vote_replace" not in game.switches  # the host's advice, commented out
    data = json.loads(run(tmp_path, "count", "--format", "json"))
    wagons = {w["target"]: w["total"] for d in data["days"] for w in d["wagons"]}
    assert wagons == {"cyd": 1}
