"""A host's first run on whole invented threads (tests/sync/whole/): ``init --from`` →
``events accept --all`` → ``count``, with no hand edit. Each thread is checked for every
fact a host expects (players, backups, hosts, the first phase, the replacements, each
day's wagons, lynch and living players, the host counts agreeing) and every wrong fact is
listed at once."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.sync.whole import START
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.discourse_threads import DISCOURSE
from tests.sync.whole.phpbb_threads import JSONL
from tests.sync.whole.roster_threads import ROSTER, a_count_header_replacement_of_one_who_posted
from votecount.parser.model import Post
from votecount.sync.players import listed_players


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
