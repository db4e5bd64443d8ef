"""benchmarks/init_facts.py, the scorecard of init's first-run facts against an archive's:
the scoring on an invented game and its facts (hosts, replacements, day ends, deaths, the
clock), and the probe on an invented thread run through zero_edit's own run."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.init_facts import probe, score
from benchmarks.zero_edit import run_game


def post(
    number: int, author: str, text: str = "chat", at: str = "2020-03-01T10:00:00-05:00"
) -> dict:
    return {"number": number, "author": author, "html": f"<div>{text}</div>", "timestamp": at}


def slot(n: int, chain: list[str]) -> dict:
    return {"slot": n, "replacement_chain": chain, "final_player": chain[-1]}


GAME = {
    "thread": 1,
    "moderators": ["Mod Ann"],
    "slots": [
        slot(1, ["Alba", "Bruno"]),
        slot(2, ["Cato"]),
        slot(3, ["Dido", "Ezra"]),
        slot(4, ["Fumi"]),
        slot(5, ["Gus"]),
    ],  # fmt: skip
    "lynches": [{"day": 1, "slot": 2, "player": "Cato"}, {"day": 2, "slot": 4, "player": "Fumi"}],
    "night_kills": [{"night": 1, "slot": 5, "player": "Gus"}],
    "day_ends": [{"posts": [10, 20]}],
}
POSTS = [post(0, "Mod Ann")] + [post(n, ["Alba", "Bruno", "Cato", "Dido", "Ezra", "Fumi", "Gus"][n % 7]) for n in range(1, 25)]  # fmt: skip


def facts(**over) -> dict:
    f = {
        "hosts": ["mod ann"],
        "timezone": "America/New_York",
        "events": [
            ["substitution", 5, "Alba", "Bruno"],
            ["execution", 11, "Cato", None],  # the flip, a post after the day's end
            ["death", 12, "Gus", None],
            ["death", 20, "Fumi", None],
        ],
        "day_ends": {"1": 11, "2": 20},
        "times": {str(p["number"]): "2020-03-01T15:00:00+00:00" for p in POSTS},
    }
    return {"facts": {**f, **over}}


def test_a_right_game_scores_every_fact_but_the_missing_replacement():
    s = score(GAME, facts(), POSTS)
    assert s.right == {"hosts": 1, "hosts_exact": 1, "replacements": 1, "day_ends": 1,
                       "day_ends_near": 2, "lynches": 2, "night_kills": 1, "clock": 1}  # fmt: skip
    assert s.total["replacements"] == 2 and s.total["day_ends"] == 2
    assert [c for c, _ in s.misses] == ["replacements"]
    assert "Ezra replaces Dido: no substitution" in s.misses[0][1]


def test_misses_are_named_with_the_game_and_post():
    f = facts(
        hosts=["Mod Ann", "Bruno"],
        events=[["substitution", 5, "Bruno", "Alba"], ["death", 30, "Cato", None]],
        day_ends={"1": 15},
        timezone="Europe/Paris",
    )
    s = score(GAME, f, POSTS)
    assert s.right["hosts"] == 1 and s.right["hosts_exact"] == 0
    text = "\n".join(t for _, t in s.misses)
    assert "the other way round (post 5)" in text
    assert "Day 1 ends at post 10; the count: post 15" in text
    assert "Day 2 ends at post 20; the count: never" in text
    assert "Cato lynched Day 1" in text and "Gus killed Night 1" in text
    assert "is not Europe/Paris time" in text
    assert s.right["lynches"] == 0 and s.right["clock"] == 0


def test_a_renamed_archive_name_is_matched_to_the_login_that_posts():
    game = {**GAME, "slots": [slot(1, ["Alba", "Bruno"]), slot(2, ["Cato"]),
                              slot(3, ["Dido", "Ezra"]), slot(4, ["Fumi"]), slot(5, ["Gus_"])]}  # fmt: skip
    s = score(game, facts(), POSTS)
    assert s.right["night_kills"] == 1


def test_the_count_s_own_lynch_is_the_archive_s_lynch():
    # a hammer: the count kills Cato itself, so no event is suggested for it
    events = [e for e in facts()["facts"]["events"] if e[2] != "Cato"]
    s = score(GAME, facts(events=events, lynched=[[10, "Cato"]]), POSTS)
    assert s.right["lynches"] == 2
    s = score(GAME, facts(events=events, lynched=[[10, "Dido"]]), POSTS)
    assert s.right["lynches"] == 1  # another player's lynch is none


def test_no_facts_scores_nothing():
    s = score(GAME, {"error": "ValueError: no posts"}, POSTS)
    assert sum(s.total.values()) == 0


OPENING = (
    "Welcome to Invented Mafia. I host this game.<br>Players:<br>Alba<br>Cato<br>Dido<br>"
    "Fumi<br>Gus<br>Vote with <b>VOTE: name</b>."
)


def test_the_probe_reads_init_s_run(tmp_path: Path):
    lines = [
        post(0, "Mod Ann", OPENING, "2020-03-01T10:00:00-05:00"),
        post(1, "Mod Ann", "<b>Day 1 has begun.</b>", "2020-03-01T10:05:00-05:00"),
        post(2, "Alba", "<b>VOTE: Cato</b>", "2020-03-01T11:00:00-05:00"),
        post(3, "Dido", "<b>VOTE: Cato</b>", "2020-03-01T11:05:00-05:00"),
        post(4, "Fumi", "<b>VOTE: Cato</b>", "2020-03-01T11:10:00-05:00"),
        post(5, "Mod Ann", "Cato was lynched. It is now Night 1.", "2020-03-01T12:00:00-05:00"),
        post(6, "Mod Ann", "Gus was killed. It is now Day 2.", "2020-03-02T12:00:00-05:00"),
        post(7, "Alba", "hello", "2020-03-02T12:30:00-05:00"),
    ]
    thread = tmp_path / "1.jsonl"
    url = "https://forum.mafiascum.net/viewtopic.php?t=1"
    thread.write_text("".join(json.dumps({**p, "thread": 1, "url": f"{url}&p={p['number']}"}) + "\n" for p in lines))  # fmt: skip
    out = run_game({"thread": 1, "url": url, "file": str(thread), "slots": []}, probe=probe)
    assert "error" not in out, out.get("error")
    f = out["facts"]
    assert f["hosts"] == ["Mod Ann"]
    assert f["day_ends"].get("1") == 5
    # the list's names nobody posted as (Cato, Gus) are players since roster17: 3 of 5
    # votes on Cato is the count's own hammer at post 4
    assert f["lynched"] == [[4, "Cato"]]
    assert set(f["times"]) == {str(n) for n in range(8)}
    assert f["times"]["0"] == "2020-03-01T15:00:00+00:00"


def test_a_host_renamed_since_and_an_archive_typo_are_the_same_names():
    game = {**GAME, "moderators": ["ModeratorAnnBee"],
            "slots": [slot(1, ["Alba", "Brunoo"]), *GAME["slots"][1:]]}  # fmt: skip
    s = score(game, facts(hosts=["MAB"], events=[["substitution", 5, "Alba", "Bruno"]]), POSTS)
    assert s.right["hosts"] == 1 and s.right["hosts_exact"] == 1
    assert s.right["replacements"] == 1


def test_a_chain_the_archive_lists_out_of_order_is_taken_as_the_host_announced_it():
    game = {**GAME, "slots": [slot(1, ["Bruno", "Alba"]), *GAME["slots"][1:]]}
    posts = [*POSTS[:5], post(5, "Mod Ann", "Bruno replaces Alba."), *POSTS[6:]]
    s = score(game, facts(), posts)
    assert s.right["replacements"] == 1
