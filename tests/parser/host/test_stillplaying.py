"""parser/host/stillplaying.py: a replacement is not in effect while the replaced player still
votes and the newcomer has not posted (invented posts)."""

from __future__ import annotations

from votecount.parser.host.replacements import Said
from votecount.parser.host.stillplaying import still_playing


def _posts(*rows: tuple[int, str, str]) -> list[Said]:
    return [Said(n, a, t) for n, a, t in rows]


def test_the_old_player_s_last_vote_before_the_newcomer_posts():
    posts = _posts((10, "Host", "Day 2! Wren (replaces Ash)"), (12, "Ash", "VOTE: Owl"),
                   (15, "Ash", "unvote, vote Elm"), (18, "Ash", "chat"), (20, "Wren", "hi"),
                   (25, "Ash", "vote Owl"))  # fmt: skip
    assert still_playing("Ash", "Wren", posts, 10) == 15


def test_a_goodbye_without_a_vote_tells_nothing():
    posts = _posts((10, "Host", "Wren replaces Ash"), (11, "ash", "bye all"), (14, "Wren", "hi"))
    assert still_playing("Ash", "Wren", posts, 10) is None


def test_the_player_s_other_names_count():
    posts = _posts((10, "Host", "x"), (12, "Ashley", "vote Owl"))
    assert still_playing("Ash", "Wren", posts, 10, {"Ash": ["Ashley"]}) == 12
    assert still_playing("Ash", "Wren", posts, 12, {"Ash": ["Ashley"]}) is None
