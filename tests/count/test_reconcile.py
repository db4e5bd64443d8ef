"""``votecount reconcile`` on a made-up game whose host posts hand-written counts
(fixtures/games/reconcile-small): one right, one with a slip, one counted before the last
vote came in; the output is exact."""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from datetime import timedelta

import pytest
from click.testing import CliRunner

from tests.cli_run import cli as run
from tests.conftest import FIXTURES
from votecount.cli import main
from votecount.count.reconcile import reconcile
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl

GAME = FIXTURES / "games" / "reconcile-small"
URL = "https://forum.example/t/reconcile-small"


@pytest.fixture
def folder(tmp_path):
    shutil.copy(GAME / "game.toml", tmp_path / "game.toml")
    run(tmp_path, "import", str(GAME / "thread.jsonl"))
    return tmp_path


def test_reconcile_prints_each_differing_count_with_its_reason(folder):
    assert run(folder, "reconcile") == (
        f"#8 Day 1 by Warden: differ ({URL}/8)\n"
        "  host: bramble 2 (ivo, juno); votecount: bramble 1 (ivo) — juno moved to ember at #6\n"
        "Host counts: 3 found, 1 agree, 1 lagging, 1 differ\n"
    )


def test_reconcile_all_lists_the_agreeing_and_lagging_counts_too(folder):
    assert run(folder, "reconcile", "--all") == (
        f"#5 Day 1 by Warden: agree ({URL}/5)\n"
        f"#8 Day 1 by Warden: differ ({URL}/8)\n"
        "  host: bramble 2 (ivo, juno); votecount: bramble 1 (ivo) — juno moved to ember at #6\n"
        f"#10 Day 1 by Warden: agrees with votecount as of #8 (later votes not yet in) ({URL}/10)\n"
        "Host counts: 3 found, 1 agree, 1 lagging, 1 differ\n"
    )


def test_reconcile_as_json(folder):
    data = json.loads(run(folder, "reconcile", "--format", "json"))
    assert data["schema"] == "votecount-reconcile/1"
    assert data["totals"] == {
        "found": 3,
        "agree": 1,
        "lagging": 1,
        "ahead": 0,
        "differ": 1,
        "no_day": 0,
    }
    slip = data["findings"][1]
    assert (slip["post"], slip["status"], slip["url"]) == (8, "differ", f"{URL}/8")
    assert slip["host"]["bramble"] == ["ivo", "juno"]
    assert slip["votecount"]["bramble"] == ["ivo"]
    assert slip["diffs"] == [
        {"target": "bramble", "host": ["ivo", "juno"], "votecount": ["ivo"],
         "notes": ["juno moved to ember at #6"]}
    ]  # fmt: skip
    late = data["findings"][2]
    assert (late["post"], late["status"], late["as_of"]) == (10, "lagging", 8)


def test_reconcile_of_another_day_finds_nothing(folder):
    assert (
        run(folder, "reconcile", "--day", "2")
        == "Host counts: 0 found, 0 agree, 0 lagging, 0 differ\n"
    )


def test_a_count_posted_by_votecount_itself_is_checked_too():
    game = load_game(GAME / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts]
    ours = posts[5]  # juno's unvote/vote post is replaced by a count votecount posted
    tagged = replace(ours, author="lark", html=(
        "Vote count<br>bramble 2/4 (L-2): ivo (#2), juno (#3)<br>ivo 1/4 (L-3): kestrel (#4)"
        "<br>votecount 0123456789ab"
    ))  # fmt: skip
    result = reconcile(game, [*posts[:5], tagged])
    assert [(f.post.number, f.status) for f in result.findings] == [(5, "agree"), (6, "agree")]


def test_a_players_count_under_a_copied_heading_and_hedge_is_not_read():
    # the host-count reader reads the host's own hedge under a count heading ("Vote Count
    # 2.3" over "If I count right:") as the host's count; reconcile reads hosts' posts only,
    # so a player who copies the heading and hedges is never compared (hostzoo25)
    game = load_game(GAME / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts]
    copied = replace(posts[5], author="lark", html=(
        "Vote Count 1.2<br>If I count right:<br>bramble (2): ivo, juno<br>ivo (1): kestrel"
    ))  # fmt: skip
    result = reconcile(game, [*posts[:5], copied])
    assert [(f.post.number, f.status) for f in result.findings] == [(5, "agree")]
    hosted = replace(copied, author=posts[4].author)  # the same post by the host is read
    result = reconcile(game, [*posts[:5], hosted])
    assert [f.post.number for f in result.findings] == [5, 6]


def test_a_count_updated_after_a_later_vote_is_ahead():
    # MafiaScum hosts edit a count to take in a vote posted just after it ("recent as of
    # X's vote a few posts below"); the thread keeps the edited count
    game = load_game(GAME / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts]
    start, ivo, juno, count = posts[0], posts[1], posts[2], posts[4]

    def at(post, n):
        return replace(
            post, number=n, post_id=f"x{n}", created_at=start.created_at + timedelta(minutes=n)
        )

    early = replace(count, html="Vote count<br>Bramble (2): Ivo, Juno<br>With 7 alive, it takes 4")
    fillers = [at(replace(start, author="moss", html="just talk"), n) for n in range(4, 10)]
    ahead = reconcile(game, [at(start, 1), at(ivo, 2), at(early, 3), at(juno, 4)])
    assert [(f.post.number, f.status, f.as_of) for f in ahead.findings] == [(3, "ahead", 4)]
    assert ahead.tally()["ahead"] == 1 and ahead.findings[0].agrees
    # a vote further on than a few posts is no update: the count differs
    late = reconcile(game, [at(start, 1), at(ivo, 2), at(early, 3), *fillers, at(juno, 10)])
    assert [(f.post.number, f.status) for f in late.findings] == [(3, "differ")]


def test_a_host_post_after_the_game_end_is_no_count(tmp_path):
    # after the game is over no day is left to count: a post-game host post whose list
    # reads like wagons (MafiaScum 18412 #1337, the role PMs) is no count; the count at
    # the game_end post itself still is
    text = (GAME / "game.toml").read_text() + '\n[[events]]\nkind = "game_end"\nat = 8\n'
    (tmp_path / "game.toml").write_text(text)
    game = load_game(tmp_path / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts]
    result = reconcile(game, posts)
    assert [(f.post.number, f.status) for f in result.findings] == [(5, "agree"), (8, "differ")]
    assert reconcile(load_game(GAME / "game.toml"), posts).tally()["found"] == 3


def test_reconcile_check_exits_1_when_a_host_count_differs(folder):
    """Issue 28: ``--check`` for scripts; without it a difference is no failure."""
    args = ["--game", str(folder / "game.toml"), "reconcile"]
    differs = CliRunner().invoke(main, [*args, "--check"])
    assert differs.exit_code == 1 and "differ" in differs.output
    assert "Error" not in differs.output  # the report, not an error
    assert CliRunner().invoke(main, args).exit_code == 0
    none_differ = CliRunner().invoke(main, [*args, "--check", "--day", "2"])
    assert none_differ.exit_code == 0, none_differ.output
    as_json = CliRunner().invoke(main, [*args, "--check", "--format", "json"])
    assert as_json.exit_code == 1 and json.loads(as_json.output)["totals"]["differ"] == 1


def _two_days(tmp_path, *extra_posts):
    """reconcile-small with Day 1 ending at #12 (Ivo lynched there: the lynch releases the
    votes by and on Ivo) and Day 2 opening at #13; posts #1..#10 and #12, then ``extra_posts``
    as (number, html) host posts."""
    text = (GAME / "game.toml").read_text().replace("phase_markers = true", "phase_markers = false")
    text += (
        '\n[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\nend_post = 12\n'
        '[[phases]]\nkind = "day"\nnumber = 2\nstart_post = 13\n'
        '[[events]]\nkind = "execution"\nat = 12\nplayer = "ivo"\n'
    )  # fmt: skip
    (tmp_path / "game.toml").write_text(text)
    game = load_game(tmp_path / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts]
    lynch = posts[11]

    def host(n, html):
        return replace(lynch, number=n, post_id=f"x{n}", html=html,
                       created_at=lynch.created_at + timedelta(minutes=n))  # fmt: skip

    return reconcile(game, [*posts[:10], *(host(n, html) for n, html in extra_posts)])


FINAL = "Ivo (3): Kestrel, Lark, Moss<br>Bramble (1): Ivo<br>Ember (1): Juno"


def test_a_count_in_the_post_that_ends_the_day_is_its_final_count(tmp_path):
    # the lynch told in the post released the votes by and on Ivo; the host's count there
    # is the day's as it closed
    result = _two_days(tmp_path, (12, f"Ivo was lynched.<br>Final vote count<br>{FINAL}"))
    assert [(f.post.number, f.day, f.status) for f in result.findings] == [
        (5, 1, "agree"), (8, 1, "differ"), (10, 1, "lagging"), (12, 1, "agree")
    ]  # fmt: skip


def test_a_count_posted_when_the_next_day_opens_is_the_closing_count(tmp_path):
    result = _two_days(
        tmp_path,
        (12, "Ivo was lynched. Night falls."),
        (13, f"Day 2 begins.<br>Final vote count of Day 1<br>{FINAL}"),
        (14, "Day 2, vote count<br>Ivo (3): Kestrel, Lark, Moss<br>Ember (2): Juno, Bramble"),
    )
    final, slip = result.findings[-2:]
    assert (final.post.number, final.day, final.status) == (13, 1, "agree")
    # a count with votes while nobody has voted in the new day is of the day that closed:
    # compared with it, the difference is named
    assert (slip.post.number, slip.day, slip.status) == (14, 1, "differ")
    assert [(d.target, d.host, d.votecount) for d in slip.diffs] == [
        ("bramble", (), ("ivo",)), ("ember", ("bramble", "juno"), ("juno",))
    ]  # fmt: skip


def test_a_count_where_nobody_votes_yet_is_a_count(tmp_path):
    empty = "Day 2 begins.<br>Vote count<br>Bramble (0)<br>Juno (0)<br>Not voting: everyone"
    result = _two_days(tmp_path, (12, "Ivo was lynched."), (13, empty))
    assert [(f.post.number, f.day, f.status, f.host) for f in result.findings][-1] == (
        13, 2, "agree", {}
    )  # fmt: skip
    # while votes stand it agrees with nothing: not lagging behind the day's start either
    early = _two_days(tmp_path, (11, empty.replace("Day 2 begins.", "")))
    assert [(f.post.number, f.status) for f in early.findings][-1] == (11, "differ")


def test_a_count_edited_later_is_compared_as_of_its_edit_time():
    # a count kept at the top of a page and updated in place: the thread gives its edit
    # time, and the text is the count as edited
    game = load_game(GAME / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts]
    start = posts[0]

    def at(post, n, **kw):
        return replace(post, number=n, post_id=f"x{n}",
                       created_at=start.created_at + timedelta(minutes=n), **kw)  # fmt: skip

    count = replace(
        posts[4], html="Vote count<br>Bramble (2): Ivo, Juno<br>With 7 alive, it takes 4"
    )
    talk = [at(replace(start, author="moss", html="just talk"), n) for n in range(4, 10)]
    thread = [at(start, 1), at(posts[1], 2), *talk, at(posts[2], 10)]
    edited = at(count, 3, edited_at=start.created_at + timedelta(minutes=11))
    found = reconcile(game, [*thread[:2], edited, *thread[2:]]).findings
    assert [(f.post.number, f.status, f.as_of) for f in found] == [(3, "ahead", 10)]
    unedited = reconcile(game, [*thread[:2], at(count, 3), *thread[2:]]).findings
    assert [(f.post.number, f.status) for f in unedited] == [(3, "differ")]


def test_votes_after_the_hammer_a_host_still_shows_agree(tmp_path):
    # five alive, 3 to lynch: kestrel hammers bramble at #4; lark votes bramble and juno
    # moves to ember after it. A host count that shows those late votes ("L+") is
    # votecount's count with them moved as written: it agrees; one that moves someone
    # who never voted after the hammer does not
    (tmp_path / "game.toml").write_text(
        '[game]\nname = "late votes"\nruleset = "mafia"\nthreads = ["https://f.example/t/1"]\n'
        'hosts = ["Warden"]\n[parser]\nmarkers = ["bold"]\n'
        + "".join(f'[[players]]\nusername = "{p}"\n' for p in ("bramble", "ember", "juno",
                                                               "kestrel", "lark"))
        + '[[phases]]\nkind = "day"\nnumber = 1\nstart_post = 1\n'
    )  # fmt: skip
    game = load_game(tmp_path / "game.toml")
    posts = [p for b in import_jsonl(GAME / "thread.jsonl", thread="t") for p in b.posts][:1]
    first = posts[0]

    def post(n, author, html):
        return replace(first, number=n, post_id=f"y{n}", author=author, html=html,
                       created_at=first.created_at + timedelta(minutes=n))  # fmt: skip

    thread = [
        post(1, "Warden", "Day 1 begins."),
        post(2, "ember", "<b>vote bramble</b>"),
        post(3, "juno", "<b>vote bramble</b>"),
        post(4, "kestrel", "<b>vote bramble</b>"),
        post(5, "lark", "<b>vote bramble</b>"),
        post(6, "juno", "<b>unvote, vote ember</b>"),
        post(7, "Warden", "Vote count<br>Bramble (3): Ember, Kestrel, Lark L+<br>Ember (1): Juno"),
        post(8, "Warden", "Vote count<br>Bramble (3): Ember, Juno, Kestrel<br>Ember (1): Lark"),
    ]
    found = reconcile(game, thread).findings
    assert [(f.post.number, f.status) for f in found] == [(7, "agree"), (8, "differ")]
