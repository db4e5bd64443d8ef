"""The general rules of fixtures/games/donbot/make_games.py (the game-file generator for
MafiaScum threads), each on small invented posts and games.json entries."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from votecount.count import pipeline
from votecount.gamefile.load import parse_game
from votecount.scraper.importer import import_jsonl

_PATH = Path(__file__).resolve().parents[1] / "fixtures" / "games" / "donbot" / "make_games.py"


def _load():
    spec = importlib.util.spec_from_file_location("make_games_under_test", _PATH)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


mg = _load()


def post(number: int, author: str, text: str = "chat") -> dict:
    return {"number": number, "author": author, "html": f"<div>{text}</div>"}


def slot(n: int, chain: list[str], fate: str = "survived", kind: str = "survived",
         phase: str | None = None, day: int | None = None) -> dict:  # fmt: skip
    return {"slot": n, "replacement_chain": chain, "final_player": chain[-1], "fate": fate,
            "fate_parsed": {"kind": kind, "phase": phase, "number": day}}  # fmt: skip


def game(slots: list[dict], ends: list[int], mods: list[str] | None = None) -> dict:
    return {"thread": 1, "file": "threads/1.jsonl", "title": "Mini 1: Invented",
            "url": "https://forum.mafiascum.net/viewtopic.php?f=53&t=1",
            "moderators": mods or ["Host"], "outcome": "", "archive_notes": "",
            "slots": slots, "day_ends": [{"posts": ends}]}  # fmt: skip


def thread(*authors: str, n: int = 40) -> list[dict]:
    """Post 0 by the host, then the authors in turn up to post n."""
    posts = [post(0, "Host", "Welcome. Day 1 begins now!")]
    for i in range(1, n + 1):
        posts.append(post(i, authors[i % len(authors)]))
    return posts


# --- accounts renamed since the game -----------------------------------------------------


def test_a_renamed_account_is_found_by_its_name_but_for_case_and_spaces():
    g = game([slot(1, ["Red Fox"]), slot(2, ["Owl"]), slot(3, ["Hare"])], [40])
    assert mg.forum_names(g, thread("redfox", "Owl", "Hare")) == {"Red Fox": "redfox"}


def test_initials_give_the_login_of_a_long_name():
    g = game([slot(1, ["BulletNLynchproof"]), slot(2, ["Owl"]), slot(3, ["Hare"])], [40])
    assert mg.forum_names(g, thread("BNL", "Owl", "Hare")) == {"BulletNLynchproof": "BNL"}


def test_a_typo_in_the_archive_name_is_matched_by_similarity():
    g = game([slot(1, ["Bud Bidderskins"]), slot(2, ["Owl"]), slot(3, ["Hare"])], [40])
    names = mg.forum_names(g, thread("Bub Bidderskins", "Owl", "Hare"))
    assert names == {"Bud Bidderskins": "Bub Bidderskins"}


def test_a_player_back_in_his_slot_under_a_shortened_archive_name():
    g = game([slot(1, ["Kestrelx", "Wren", "Kestrel"]), slot(2, ["Owl"])], [40])
    names = mg.forum_names(g, thread("Kestrelx", "Wren", "Owl"))
    assert names == {"Kestrel": "Kestrelx"}
    chain = mg.renamed(g, names)["slots"][0]["replacement_chain"]
    assert chain == ["Kestrelx", "Wren", "Kestrelx"]


def test_by_elimination_the_one_poster_within_the_slot_s_time():
    # "Gaylord" was lynched at the end of Day 1 (#20) and never posts; "Linebacker" posts
    # only until then, the spectator "Rail" all game long
    g = game([slot(1, ["Gaylord"], "lynched Day 1", "lynched", "day", 1), slot(2, ["Owl"]),
              slot(3, ["Hare"])], [20, 40])  # fmt: skip
    posts = thread("Owl", "Hare", n=40)
    for n in (3, 7, 11, 18):
        posts[n] = post(n, "Linebacker")
    for n in (5, 25, 33):
        posts[n] = post(n, "Rail")
    assert mg.forum_names(g, posts) == {"Gaylord": "Linebacker"}


def test_no_guess_when_two_posters_fit_the_slot():
    g = game([slot(1, ["Gaylord"]), slot(2, ["Owl"]), slot(3, ["Hare"])], [40])
    posts = thread("Owl", "Hare", "Linebacker", "Rail")
    assert mg.forum_names(g, posts) == {}


def test_names_differing_by_case_across_two_slots_are_one_player():
    g = game([slot(1, ["Ash", "Wren"]), slot(2, ["Elm", "wren"])], [40])
    names = mg.forum_names(g, thread("Ash", "Wren", "Elm"))
    chains = [s["replacement_chain"] for s in mg.renamed(g, names)["slots"]]
    assert chains == [["Ash", "Wren"], ["Elm", "Wren"]]


# --- replacements at the host's announcement ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Wren replaces Ash.",
        "Wren replaces in for Ash!",
        "Ash has been replaced by Wren.",
        "Wren is in for Ash, welcome!",
        "Wren has replaced Ash",
        "Please note: Wren is replacing Ash effective immediately",
        "Wren (replacing Ash)",
    ],
)
def test_how_hosts_announce_a_replacement(text):
    assert mg.announces(text, ("Ash",), ("Wren",))


def test_a_misspelt_or_shortened_name_in_an_announcement():
    assert mg.announces("Kestral replaces Ash.", ("Ash",), ("Kestrel",))
    assert mg.announces("Wren replaces nydus", ("nydushermain",), ("Wren",))


def test_an_announcement_names_both_players_in_their_roles():
    assert not mg.announces("Ash replaces Wren.", ("Ash",), ("Wren",))
    assert not mg.announces("Ash is being replaced. The slots are filled.", ("Ash",), ("Wren",))


def test_the_replacement_is_at_the_host_post_not_the_newcomer_s_first_post():
    posts = thread("Ash", "Owl", n=30)
    posts[5] = post(5, "Wren", "just reading along as a spectator")
    posts[12] = post(12, "Host", "Vote Count: nothing yet")
    posts[20] = post(20, "Host", "Wren replaces Ash.")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 20


def test_the_newcomer_who_posts_just_before_the_host_confirms_is_in_from_that_post():
    posts = thread("Ash", "Owl", n=30)
    posts[18] = post(18, "Wren", "I'm replacing Ash, the mod hasn't announced it yet")
    posts[20] = post(20, "Host", "Wren replaces Ash effective as of the previous post.")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 18


def test_a_player_list_in_the_opening_posts_tells_no_time():
    posts = [post(0, "Host", "Players: Wren (replaces Ash), Owl"), *thread("Ash", "Owl")[1:]]
    posts[25] = post(25, "Host", "Wren replaces Ash.")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 25


def test_a_player_list_the_host_edited_later_tells_no_time_while_the_old_player_votes():
    posts = thread("Ash", "Owl", n=60)
    posts[10] = post(10, "Host", "Day 2 begins! Living: Owl, Wren (replaces Ash)")
    posts[20] = post(20, "Ash", "<b>vote Owl</b>")
    posts[40] = post(40, "Host", "Wren replaces Ash.")
    posts[41] = post(41, "Wren", "hello all")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 40


def test_a_goodbye_after_the_host_s_announcement_does_not_move_it():
    posts = thread("Ash", "Owl", n=30)
    posts[10] = post(10, "Host", "Wren replaces Ash.")
    posts[11] = post(11, "Ash", "sorry all, good luck")
    posts[15] = post(15, "Wren", "hello all")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 10


def test_a_player_who_comes_back_posts_before_the_host_hands_the_slot_back():
    # Ash -> Wren at 10; Ash posts at 20 while Wren still votes at 22: Ash is back at
    # the host's word (30), Wren's vote at 22 is Wren's
    posts = thread("Owl", "Elm", n=40)
    posts[2] = post(2, "Ash")
    posts[10] = post(10, "Host", "Wren replaces Ash.")
    posts[20] = post(20, "Ash", "checking in")
    posts[22] = post(22, "Wren", "<b>vote Owl</b>")
    posts[30] = post(30, "Host", "Ash replaces Wren, back in his slot.")
    posts[32] = post(32, "Ash", "back")
    assert mg.replacement_post("Wren", "Ash", posts, {"Host"}, after=10) == 30


def test_a_chain_listed_out_of_order_follows_the_host_s_announcements():
    g = game([slot(1, ["Wren", "Ash", "Elm"]), slot(2, ["Owl"])], [40])
    posts = thread("Ash", "Owl", n=40)
    posts[10] = post(10, "Host", "Wren replaces Ash.")
    posts[30] = post(30, "Host", "Elm replaces Wren.")
    chain = mg.in_order(g, posts, {"Host"}, {})["slots"][0]["replacement_chain"]
    assert chain == ["Ash", "Wren", "Elm"]


# --- Day 1 -------------------------------------------------------------------------------


def test_day_one_opens_after_the_opening_post_when_the_host_s_first_post_is_a_count():
    g = game([slot(1, ["Ash"]), slot(2, ["Owl"])], [40])
    posts = thread("Ash", "Owl")
    posts[0] = post(0, "Host", "Welcome to the game. Role PMs are out.")
    posts[15] = post(15, "Host", "Vote Count 1.1 Ash (1): Owl. With 2 alive it takes 2 to lynch.")
    assert mg.day_starts(g, posts, {"Host"}) == [1]


def test_day_one_opens_where_the_host_says_so_when_the_votes_before_do_not_count():
    g = game([slot(1, ["Ash"]), slot(2, ["Owl"])], [40])
    posts = thread("Ash", "Owl")
    posts[0] = post(0, "Host", "Welcome. Votes placed prior to day start will not be counted.")
    posts[1] = post(1, "Host", "Rules: bold your votes.")
    posts[12] = post(12, "Host", "Both have confirmed. Day 1 has begun!")
    assert mg.day_starts(g, posts, {"Host"}) == [12]
    posts[0] = post(0, "Host", "Welcome. Pre-game votes are welcome.")
    assert mg.day_starts(g, posts, {"Host"}) == [1]  # they count: the day ran from post 1


def test_a_host_post_clearing_the_votes_inside_a_day_is_a_vote_reset():
    g = game([slot(1, ["Ash"]), slot(2, ["Owl"]), slot(3, ["Elm"])], [30])
    posts = thread("Ash", "Owl", "Elm", n=30)
    posts[9] = post(
        9, "Host", "<blockquote><div>Owl wrote: vote count is reset?</div></blockquote>"
    )
    posts[14] = post(14, "Host", "Sorry for the outage. Vote count is reset.")
    text = mg.game_file(g, posts)
    assert 'kind = "vote_reset"\nat = 14\n' in text and "at = 9\n" not in text
    parse_game(text)


def test_in_a_nightless_game_each_day_opens_at_the_post_that_ends_the_one_before():
    # no night between days: the votes cast after the lynch post, before the host's
    # first count of the new day, are votes of the new day
    g = game([slot(1, ["Ash"]), slot(2, ["Owl"]), slot(3, ["Elm"])], [20, 40])
    posts = thread("Ash", "Owl", "Elm")
    posts[20] = post(20, "Host", "Vote Count. Ash (2): Owl, Elm. LYNCH")
    posts[30] = post(30, "Host", "Vote Count. Owl (1): Elm")
    assert mg.day_starts(g, posts, {"Host"}) == [1, 30]
    g["title"] = "Mini 1: Invented Nightless"
    assert mg.day_starts(g, posts, {"Host"}) == [1, 20]


# --- a whole game file -------------------------------------------------------------------


def test_a_player_who_replaces_into_two_slots_gives_a_valid_game_file():
    g = game([slot(1, ["Ash", "Wren", "Elm"]), slot(2, ["Oak", "wren"]), slot(3, ["Owl"])], [40])
    posts = thread("Ash", "Oak", "Owl", n=40)
    posts[8] = post(8, "Host", "Wren replaces Ash.")
    posts[9] = post(9, "Wren")
    posts[16] = post(16, "Host", "Elm replaces Wren.")
    posts[17] = post(17, "Elm")
    posts[26] = post(26, "Host", "Wren replaces Oak.")
    posts[27] = post(27, "Wren")
    text = mg.game_file(g, posts)
    played = parse_game(text)
    assert [p.username for p in played.players].count("Wren") == 1
    assert 'player = "Oak"\nother = "Wren"' in text


def test_a_player_moved_from_one_slot_to_another_in_one_host_post():
    g = game([slot(1, ["Ash", "Wren", "Elm"]), slot(2, ["Oak", "Wren"]), slot(3, ["Owl"])], [40])
    posts = thread("Ash", "Oak", "Owl", n=40)
    posts[8] = post(8, "Host", "Wren replaces Ash.")
    posts[16] = post(16, "Host", "Elm replaces Wren. Wren replaces Oak.")
    parse_game(mg.game_file(g, posts))  # valid


def test_a_player_who_never_posted_is_replaced_at_once():
    posts = thread("Wren", "Owl", n=30)
    posts[20] = post(20, "Host", "Wren replaces Ash.")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 1


# --- deaths at the host's word -----------------------------------------------------------


def test_a_day_kill_is_at_the_host_post_telling_of_it():
    g = game([slot(1, ["Ash"], "killed Day 1", "killed", "day", 1), slot(2, ["Owl"]),
              slot(3, ["Elm"])], [30])  # fmt: skip
    posts = thread("Ash", "Owl", "Elm", n=30)
    posts[9] = post(9, "Host", "<blockquote><div>Ash wrote: is anyone dead?</div></blockquote>ok")
    posts[12] = post(12, "Host", "Dead so far:<br>Ash<br>Nobody killed yet")
    posts[14] = post(14, "Host", "Ash has been killed in a fiery explosion. He was a Goon.")
    text = mg.game_file(g, posts)
    assert 'kind = "death"\nat = 14\nplayer = "Ash"' in text


def test_a_day_kill_the_host_never_tells_stays_at_the_day_end():
    g = game([slot(1, ["Ash"], "killed Day 1", "killed", "day", 1), slot(2, ["Owl"]),
              slot(3, ["Elm"])], [30])  # fmt: skip
    text = mg.game_file(g, thread("Ash", "Owl", "Elm", n=30))
    assert 'kind = "death"\nat = 30\nplayer = "Ash"' in text


def test_two_lynches_of_one_day_are_each_at_the_host_post_telling_of_it():
    g = game([slot(1, ["Ash"], "lynched Day 1", "lynched", "day", 1),
              slot(2, ["Owl"], "lynched Day 1", "lynched", "day", 1),
              slot(3, ["Elm"]), slot(4, ["Yew"]), slot(5, ["Oak"])], [30])  # fmt: skip
    posts = thread("Ash", "Owl", "Elm", "Yew", "Oak", n=30)
    posts[8] = post(8, "Host", "Vote count<br>Ash (3): Owl, Elm, Yew<br>It takes 3 to lynch")
    posts[9] = post(9, "Host", "<blockquote><div>Owl wrote: Ash was lynched?</div></blockquote>")
    posts[12] = post(12, "Host", '<div style="display:inline;font-weight:bold">Ash</div>'
                     " was the first lynch of Day 1.<br>He was a Townie.")  # fmt: skip
    posts[30] = post(30, "Host", "Owl has been lynched! He was a Goon.")
    text = mg.game_file(g, posts)
    assert 'kind = "execution"\nat = 12\nplayer = "Ash"' in text
    assert 'kind = "execution"\nat = 30\nplayer = "Owl"' in text


def test_a_day_s_single_lynch_stays_at_the_day_end():
    g = game([slot(1, ["Ash"], "lynched Day 1", "lynched", "day", 1), slot(2, ["Owl"]),
              slot(3, ["Elm"])], [30])  # fmt: skip
    posts = thread("Ash", "Owl", "Elm", n=30)
    posts[12] = post(12, "Host", "Ash was lynched in my last game, just saying.")
    text = mg.game_file(g, posts)
    assert 'kind = "execution"\nat = 30\nplayer = "Ash"' in text


def test_a_hammer_the_host_did_not_count_kills_no_one_the_archive_s_lynch_does(tmp_path):
    # votes in bold reach a majority on Elm (a vote the host ruled out, say), while the
    # archive says Ash was lynched: Elm lives on into Day 2, Ash dies at the day end
    g = game([slot(1, ["Ash"], "lynched Day 1", "lynched", "day", 1), slot(2, ["Owl"]),
              slot(3, ["Elm"]), slot(4, ["Yew"]), slot(5, ["Fir"])], [20, 40])  # fmt: skip
    posts = thread("Ash", "Owl", "Elm", "Yew", "Fir", n=40)
    posts[5] = post(5, "Owl", "<b>vote Elm</b>")
    posts[6] = post(6, "Yew", "<b>vote Elm</b>")
    posts[7] = post(7, "Fir", "<b>vote Elm</b>")
    posts[21] = post(21, "Host", "Ash was lynched. Night falls. Day 2 begins!")
    posts[25] = post(25, "Owl", "<b>vote Elm</b>")
    text = mg.game_file(g, posts)
    assert "eliminate_on_resolution = false" in text
    path = tmp_path / "t.jsonl"
    stamp = "2020-01-01T{:02d}:{:02d}:00+00:00"
    path.write_text("\n".join(json.dumps({**p, "thread": 1, "timestamp": stamp.format(
        p["number"] // 60, p["number"] % 60)}) for p in posts))  # fmt: skip
    played = parse_game(text)
    read = [p for b in import_jsonl(path, thread="1", timezone=played.timezone) for p in b.posts]
    day2 = pipeline.count(played, read, day=2).current
    assert day2 is not None and "Elm" in day2.living and "Ash" not in day2.living
    assert [w.target for w in day2.wagons] == ["Elm"]


# --- hosts -------------------------------------------------------------------------------


def test_a_backup_host_the_archive_does_not_name_posts_a_vote_count():
    g = game([slot(1, ["Ash"]), slot(2, ["Owl"])], [40])
    posts = thread("Ash", "Owl", "Rook")
    posts[20] = post(20, "Kite", "Vote Count 2.1 Ash (1): Owl. Not voting: Ash")
    posts[22] = post(22, "Rook", "<blockquote>Vote Count 2.1 Ash (1): Owl</blockquote> lol")
    assert mg.hosts_of(g, posts) == ["Host", "Kite"]


def test_a_moderator_renamed_since_the_game_is_found_by_initials():
    g = game([slot(1, ["Ash"]), slot(2, ["Owl"])], [40], mods=["BulletNLynchproof"])
    posts = thread("Ash", "Owl")
    posts[0] = post(0, "Ash", "I'm in")
    posts[3] = post(3, "BNL", "Day 1 begins")
    assert mg.hosts_of(g, posts) == ["BNL"]


def test_a_modkill_at_the_host_post_in_its_phase_else_at_the_phase_s_close():
    fate = {"kind": "modkilled", "phase": "day", "number": 2}
    posts = thread("Ash", "Owl", n=60)
    posts[5] = post(5, "Host", "Ash, you may be modkilled if you keep this up")  # Day 1
    posts[40] = post(40, "Host", "For outside contact, Ash is removed from the game.")
    starts, ends = [1, 31], [30, 60]
    assert mg.modkill_post("Ash", fate, posts, {"Host"}, starts, ends) == 40
    posts[40] = post(40, "Host", "chat")
    assert mg.modkill_post("Ash", fate, posts, {"Host"}, starts, ends) == 60
    night = {"kind": "modkilled", "phase": "night", "number": 1}
    assert mg.modkill_post("Ash", night, posts, {"Host"}, starts, ends) == 31


def test_a_player_never_holds_two_slots_at_once():
    # Wren's step into slot 2 was placed at #9, before he left slot 1 at #16
    g = game([slot(1, ["Ash", "Wren", "Elm"]), slot(2, ["Oak", "Wren"])], [40])
    found = mg._untangled(g, {(1, 0): 8, (1, 1): 16, (2, 0): 9})
    assert found == {(1, 0): 8, (1, 1): 16, (2, 0): 16}


def test_a_player_seated_in_one_slot_and_later_replacing_into_an_earlier_listed_one():
    g = game([slot(1, ["Ash", "Wren"]), slot(2, ["Wren", "Oak"]), slot(3, ["Owl"])], [40])
    posts = thread("Ash", "Wren", "Owl", n=40)
    posts[10] = post(10, "Host", "Oak replaces Wren.")
    posts[20] = post(20, "Host", "Wren replaces Ash.")
    text = mg.game_file(g, posts)
    parse_game(text)
    assert 'username = "Wren"\nseat = 2' in text


def test_a_newcomer_replacing_someone_the_archive_leaves_out():
    # the archive's chain is Ash -> Wren; the host took Owl first, then Wren for Owl
    posts = thread("Ash", "Elm", n=30)
    posts[10] = post(10, "Host", "Owl replaces Ash. Scratch that... Wren replaces Owl.")
    posts[15] = post(15, "Wren")
    assert mg.replacement_post("Ash", "Wren", posts, {"Host"}) == 10
