"""The glue: posts -> parser -> tally events -> counts (small made-up posts), and phase
markers read from real host posts (TeamLiquid Void, shared corpus)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from tests.conftest import FIXTURES, corpus_path
from tests.count.made_up import PLAYERS, T0, game, post, thread
from votecount.count import pipeline, reading
from votecount.gamefile.game import HostEvent, PlayerEntry, Schedule
from votecount.parser.model import Post
from votecount.scraper.importer import import_jsonl
from votecount.tally import PhaseStart, Rejected, Status, Vote


def test_votes_count_and_hammer():
    posts = thread(
        ("host", "<b>Day 1</b> begins"),
        ("alice", "<b>vote bob</b>"),
        ("carol", "I think <b>vote: bob</b>"),
        ("dave", "<b>vote bob</b>"),
        ("erin", "<b>vote alice</b>"),
    )
    vc = pipeline.count(game(), posts)
    day = vc.day(1)
    assert day.outcome.status is Status.HAMMERED and day.outcome.ref.number == 4
    assert [v.voter for v in day.wagon("bob").votes] == ["alice", "carol", "dave"]
    assert [v.code for v in day.rejected] == ["VOTE_AFTER_HAMMER"]


def test_unresolved_and_ambiguous_names_are_rejected_with_reason():
    players = (*[PlayerEntry(p) for p in PLAYERS], PlayerEntry("bobby"))
    posts = thread(("host", "start"), ("alice", "<b>vote zzzqqq</b>"), ("carol", "<b>vote bo</b>"))
    vc = pipeline.count(game(players=players), posts)
    codes = sorted(v.code for v in vc.day(1).rejected)
    assert codes == ["AMBIGUOUS_TARGET", "UNRESOLVED_TARGET"]
    assert any(v.raw for v in vc.day(1).rejected)


def test_an_unvote_naming_nobody_known_is_still_an_unvote():
    # "UNVOTE: all", "unvote: whoever it was": hosts take the vote off; the name is not read
    posts = thread(
        ("host", "start"),
        ("alice", "<b>vote bob</b>"),
        ("carol", "<b>vote bob</b>"),
        ("alice", "<b>UNVOTE: all of them</b>"),
    )
    day = pipeline.count(game(), posts).day(1)
    assert day.wagon("bob") is not None
    assert [v.voter for v in day.wagon("bob").votes] == ["carol"]
    assert "UNRESOLVED_TARGET" not in [v.code for v in day.rejected]


def test_quoted_vote_is_a_notice_not_a_vote():
    quoted = "<blockquote><cite>bob wrote:</cite><b>vote carol</b></blockquote>ok"
    vc = pipeline.count(game(), thread(("host", "x"), ("alice", quoted)))
    assert vc.day(1).wagons == ()
    assert [v.code for v in vc.day(1).notices] == ["COMMAND_IN_QUOTE"]


def test_host_posts_and_deleted_posts_do_not_vote():
    posts = [
        post(1, "host", "<b>vote alice</b>"),
        post(2, "bob", "<b>vote alice</b>", deleted=True),
    ]
    events = pipeline.build_events(game(), posts)
    assert not [e for e in events if isinstance(e, Vote)]
    assert [e.code for e in events if isinstance(e, Rejected)] == ["COMMAND_IGNORED"]


def test_host_events_substitution_modifier_and_correction():
    events = (
        HostEvent("substitution", at_post=3, player="alice", other="sub"),
        HostEvent("modifier", at_post=1, player="bob", value="weight:2"),
        HostEvent("correction", at_post=4, player="carol", other="dave", note="meant dave"),
    )
    posts = thread(
        ("host", "day"),
        ("alice", "<b>vote carol</b>"),
        ("host", "sub in"),
        ("carol", "<b>vote dav</b>"),
        ("bob", "<b>vote carol</b>"),
    )
    host = pipeline.count(game(events=events), posts, view="host")
    day = host.day(1)
    assert day.wagon("carol").total == 3  # sub inherits alice's vote, bob counts 2
    assert day.outcome.status is Status.HAMMERED
    assert [v.voter for v in day.wagon("carol").votes] == ["sub", "bob"]
    assert day.wagon("dave").votes[0].voter == "carol"
    public = pipeline.count(game(events=events), posts)
    assert public.day(1).wagon("carol").total == 2


def test_phase_events_from_file_and_schedule():
    sched = Schedule(start=T0, first="day", day_hours=0.05, night_hours=0.05)  # 3 minutes
    posts = thread(*[(p, "<b>vote bob</b>") for p in ("alice", "carol", "dave", "erin")])
    vc = pipeline.count(game(phases=(), schedule=sched), posts)
    assert vc.day(1).wagon("bob").total == 2  # posts at +1 and +2 minutes
    assert [v.code for v in vc.day(1).rejected] == ["VOTE_AT_NIGHT", "VOTE_AT_NIGHT"]
    assert vc.day(1).outcome.status is Status.NO_ELIMINATION
    ends = (HostEvent("phase_end", at_post=2, value="day 1"),)
    vc = pipeline.count(game(events=ends), posts)
    assert vc.day(1).wagon("bob").total == 2
    assert vc.day(1).outcome.status is Status.NO_ELIMINATION


def test_as_of_and_day_selection():
    posts = thread(("host", "x"), ("alice", "<b>vote bob</b>"), ("carol", "<b>vote bob</b>"))
    assert pipeline.count(game(), posts, as_of=2).current.wagon("bob").total == 1
    assert pipeline.count(game(), posts, day=1).current.day == 1


def test_the_fold_post_by_post_is_the_count_as_of_each_post():
    posts = thread(
        *[("alice" if i % 2 else "bob", f"<b>vote {PLAYERS[i % 5]}</b>") for i in range(40)]
    )
    results = pipeline.run(game(), posts)
    for i, engine in results.post_by_post(pipeline.in_thread_order(posts)):
        if i % 7 == 0 or i == len(posts) - 1:
            as_of = pipeline.count(game(), posts, as_of=posts[i].number)
            assert engine.count().days == as_of.days, i


def test_the_fold_post_by_post_through_an_edit_a_replacement_and_a_vote_reset():
    events = (
        HostEvent("substitution", at_post=4, player="alice", other="sub"),
        HostEvent("vote_reset", at_post=6, note="after the modkill"),
    )
    posts = thread(
        ("host", "day"),
        ("alice", "<b>vote carol</b>"),
        ("bob", "<b>vote carol</b>"),
        ("host", "sub in"),
        ("sub", "<b>vote dave</b>"),
        ("host", "votes reset"),
        ("carol", "<b>vote bob</b>"),
        ("dave", "<b>vote erin</b>"),
        ("erin", "<b>vote bob</b>"),
    )
    first = posts[2]  # edited to another vote after post 7: the first revision counts
    posts[2] = replace(
        first, html="<b>vote erin</b>", version=2, edited_at=T0 + timedelta(minutes=7.5)
    )
    revisions = lambda thread, pid: [first, posts[2]] if pid == first.post_id else []  # noqa: E731
    results = pipeline.run(game(events=events), posts, revisions=revisions)
    seen = []
    for i, engine in results.post_by_post(pipeline.in_thread_order(posts)):
        as_of = pipeline.count(game(events=events), posts, as_of=i + 1, revisions=revisions)
        assert engine.count().days == as_of.days, i
        seen.append({w.target: [v.voter for v in w.votes] for w in as_of.days[-1].wagons})
    assert seen[3] == {"carol": ["sub", "bob"]}  # the replacement holds alice's vote
    assert seen[5] == {}  # the reset
    assert seen[8] == {"bob": ["carol", "erin"], "erin": ["dave"]}


def test_edited_post_counts_first_revision_when_revisions_given():
    first = post(2, "alice", "<b>vote bob</b>")
    edited = post(2, "alice", "<b>vote carol</b>", version=2)
    revisions = lambda thread, pid: [first, edited]  # noqa: E731
    vc = pipeline.count(game(), [post(1, "host", "x"), edited], revisions=revisions)
    assert vc.day(1).wagon("bob") is not None


def test_audit_day_filter():
    posts = thread(("host", "x"), ("zed", "<b>vote bob</b>"))
    assert [v.code for v in pipeline.audit(game(), posts, day=1).violations] == [
        "VOTE_BY_NON_PLAYER"
    ]
    assert pipeline.audit(game(), posts, day=2).violations == ()


# --- the real thing: TeamLiquid Void phase posts ---------------------------------------


@pytest.mark.corpus
def test_void_phase_markers_from_host_posts():
    import json

    path = corpus_path("teamliquid", "void.jsonl")
    expected = json.loads(corpus_path("teamliquid", "expected-void.json").read_text())
    posts = [p for b in import_jsonl(path, thread="void") for p in b.posts]
    hosts = tuple(expected["asserted_by_source_test"]["hosts"])
    names = [
        line.split(". ", 1)[1].split(" (")[0]
        for line in expected["derived_by_corpus_author"]["op_player_list_as_recorded"]
    ]
    g = game(
        hosts=hosts, players=tuple(PlayerEntry(n) for n in names), phases=(), phase_markers=True
    )
    events = pipeline.build_events(g, posts)
    starts = [(e.kind.value, e.number, e.ref.number) for e in events if isinstance(e, PhaseStart)]
    days = [n for kind, _, n in starts if kind == "day"]
    assert days == expected["asserted_by_source_test"]["cycle_change_posts"]  # 61, 1969, 2477, 2986
    phases = [(p["phase"], p["post"]) for p in expected["derived_by_corpus_author"]["phase_posts"]]
    assert [(f"{k.title()} {n}", post_no) for k, n, post_no in starts] == phases
    vc = pipeline.count(g, posts)
    assert [d.day for d in vc.days] == [1, 2, 3, 4]
    assert vc.day(4).start.number == 2986 and not vc.day(3).open


# --- golden games: fixtures/games/mafia-*/ ---------------------------------------------

GOLDEN = sorted((FIXTURES / "games").glob("mafia-*/expected.json"))


@pytest.mark.parametrize("expected_path", GOLDEN, ids=[p.parent.name for p in GOLDEN])
def test_golden_game(expected_path):
    import json

    from votecount.gamefile.load import load_game
    from votecount.scraper.importer import import_jsonl as load

    folder = expected_path.parent
    g = load_game(folder / "game.toml")
    posts = [p for b in load(folder / "thread.jsonl") for p in b.posts]
    problems = []
    for want in json.loads(expected_path.read_text())["checkpoints"]:
        day = pipeline.count(g, posts, as_of=want["as_of"], day=want["day"]).current
        problems += _golden_diff(want, day)
    assert not problems, "golden game mismatch:\n" + "\n".join(problems)


def _golden_diff(want: dict, day) -> list[str]:
    where = f"as of #{want['as_of']}, Day {want['day']}"
    if day is None:
        return [f"{where}: day missing"]
    got_wagons = {w.target: [v.voter for v in w.votes] for w in day.wagons}
    out = [
        f"{where}: wagon {t}: want {want['wagons'].get(t)} got {got_wagons.get(t)}"
        for t in sorted(set(got_wagons) | set(want["wagons"]))
        if got_wagons.get(t) != want["wagons"].get(t)
    ]
    if list(got_wagons) != list(want["wagons"]):
        out.append(f"{where}: wagon order want {list(want['wagons'])} got {list(got_wagons)}")
    got = {
        "living": day.living_count,
        "threshold": day.threshold,
        "status": day.outcome.status.value,
        "eliminated": day.outcome.eliminated,
        "tied": list(day.outcome.tied),
        "not_voting": list(day.not_voting),
        "rejected": [f"{v.code}@{v.ref.number}" for v in day.rejected],
    }
    if "hammer_post" in want:
        got["hammer_post"] = day.outcome.ref.number
    if "notices" in want:
        got["notices"] = [f"{v.code}@{v.ref.number}" for v in day.notices]
    out += [f"{where}: {k}: want {want[k]!r} got {v!r}" for k, v in got.items() if want.get(k) != v]
    return out


def test_post_stamped_before_its_predecessor_keeps_its_place():
    posts = thread(("host", "x"), ("alice", "<b>vote bob</b>"))
    late = post(3, "carol", "<b>vote bob</b>")
    late = Post(late.thread, late.post_id, 3, "carol", T0 - timedelta(days=30), late.html)
    vc = pipeline.count(game(), [*posts, late])
    assert vc.day(1).wagon("bob").total == 2 and vc.as_of.number == 3


def test_a_count_posted_by_votecount_is_never_read_as_votes():
    # the posting account is a player here (not listed in hosts): its count's bold names
    # must still not count, because the post carries votecount's footer
    posts = thread(
        ("alice", "<b>vote bob</b>"),
        ("carol", "<b>Bob</b> (1/2): <b>vote alice</b><br><small>votecount 0123456789ab</small>"),
    )
    vc = pipeline.count(game(), posts)
    assert vc.day(1).wagon("bob").total == 1
    assert vc.day(1).wagon("alice") is None


@pytest.mark.parametrize(
    "quoted",
    [
        "<blockquote><b>Bob</b> (1/2)<br><small>votecount 0123456789ab</small></blockquote>",
        '<aside class="quote"><blockquote><p>Bob (1)</p><p><small>votecount 0123456789ab'
        "</small></p></blockquote></aside>",
        '<div class="quotecontent">Bob (1)<br>votecount 0123456789ab</div>',
    ],
)
def test_quoting_a_posted_count_keeps_the_quoters_vote(quoted):
    # players quote the count all the time: only the post's own text can carry the footer
    posts = thread(("alice", "<b>vote bob</b>"), ("carol", f"{quoted}<p><b>vote alice</b></p>"))
    vc = pipeline.count(game(), posts)
    assert vc.day(1).wagon("bob").total == 1
    assert [v.voter for v in vc.day(1).wagon("alice").votes] == ["carol"]


def test_the_footer_check_is_literal_first(monkeypatch):
    # a post without the literal "votecount " never pays for reading its text twice
    calls = []
    monkeypatch.setattr(reading, "_own_text", lambda html: calls.append(html) or "")
    pipeline.count(game(), thread(("alice", "<b>vote bob</b>"), ("carol", "Votecount soon")))
    assert calls == []
