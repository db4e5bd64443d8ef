"""Posting back against the local Discourse and phpBB servers: never twice, 429s, lost
answers, crashes between posting and recording, expired form tokens, review pages,
flood limits, consecutive replies, edits, and the three kinds of Discourse auth."""

from __future__ import annotations

import pytest
import requests

from tests.posting.forums import (
    BBODY,
    BODY,
    FakeClock,
    discourse,
    drop_answers,
    http_for,
    plan_for,
)
from tests.servers.discourse_write import serve_writable
from tests.servers.phpbb_posting import serve_posting
from votecount.posting import post
from votecount.posting.phpbb import PhpbbForum
from votecount.scraper.errors import AuthError
from votecount.store.db import Store


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "votecount.db")


@pytest.fixture
def clock():
    return FakeClock()


def ours(server, user="host"):
    return [p for p in server.topic.posts if p.username == user]


# -- Discourse --------------------------------------------------------------------------------
def test_posts_once_then_remembers(store, clock):
    with serve_writable() as server:
        plan = plan_for(server.thread_url())
        first = post.publish(discourse(server, clock), store, plan, sleep=clock.sleep)
        again = post.publish(discourse(server, clock), store, plan, sleep=clock.sleep)
        assert first.action == "posted" and again.action == "already_recorded"
        assert again.post_id == first.post_id
        assert server.counts["create_post"] == 1
        assert ours(server)[0].raw == plan.body and f"votecount {plan.tag}" in plan.body


def test_rate_limited_post_waits_and_retries(store, clock):
    with serve_writable() as server:
        server.rate_limit(times=1, retry_after=7, style="json", endpoint="create_post")
        result = post.publish(
            discourse(server, clock), store, plan_for(server.thread_url()), sleep=clock.sleep
        )
        assert result.action == "posted"
        assert 7 in clock.slept
        assert len(ours(server)) == 1


def test_rate_limited_every_time_gives_up_without_posting(store, clock):
    with serve_writable() as server:
        server.rate_limit(times=5, retry_after=3, style="json", endpoint="create_post")
        with pytest.raises(post.PostRateLimited):
            post.publish(
                discourse(server, clock), store, plan_for(server.thread_url()), sleep=clock.sleep
            )
        assert ours(server) == []


def test_lost_answer_after_the_server_accepted_does_not_double_post(store, clock):
    with serve_writable(memo=False) as server:
        forum = discourse(server, clock)
        dropped = drop_answers(forum.http, "POST", "/posts.json")
        result = post.publish(forum, store, plan_for(server.thread_url()), sleep=clock.sleep)
        assert dropped == [200]
        assert result.action == "posted"
        assert server.counts["create_post"] == 1 and len(ours(server)) == 1
        assert store.was_posted("thread-key", plan_for(server.thread_url()).count_hash)


def test_lost_request_that_never_landed_is_sent_again(store, clock):
    with serve_writable(memo=False) as server:
        server.fail(503, times=1, endpoint="create_post")
        result = post.publish(
            discourse(server, clock), store, plan_for(server.thread_url()), sleep=clock.sleep
        )
        assert result.action == "posted" and len(ours(server)) == 1


class CrashingStore:
    """A store whose process dies right after the forum accepted the post."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def __getattr__(self, name: str) -> object:
        return getattr(self.store, name)

    def finish_posting(self, row: int, post_id: str) -> None:
        raise KeyboardInterrupt("killed between posting and recording")


def test_crash_between_posting_and_recording_does_not_post_again(store, clock):
    with serve_writable(memo=False) as server:
        plan = plan_for(server.thread_url())
        with pytest.raises(KeyboardInterrupt):
            post.publish(discourse(server, clock), CrashingStore(store), plan, sleep=clock.sleep)
        assert len(ours(server)) == 1 and store.was_posted(plan.thread, plan.count_hash) is None
        rerun = post.publish(discourse(server, clock), store, plan, sleep=clock.sleep)
        assert rerun.action == "found_in_thread"
        assert server.counts["create_post"] == 1 and len(ours(server)) == 1
        assert store.was_posted(plan.thread, plan.count_hash) == rerun.post_id


def test_fourth_reply_in_a_row_is_refused_then_edit_works(store, clock):
    with serve_writable() as server:
        for i in range(3):
            server.topic.add_post(f"An earlier host post number {i} of the day.", username="host")
        forum = discourse(server, clock)
        with pytest.raises(post.TooManyInARow):
            post.publish(forum, store, plan_for(server.thread_url()), sleep=clock.sleep)
        last = ours(server)[-1]
        result = post.publish(
            forum, store, plan_for(server.thread_url()), edit=str(last.id), sleep=clock.sleep
        )
        assert result.action == "edited" and last.version == 2
        assert "votecount" in last.raw and len(ours(server)) == 3


def test_edit_in_place_updates_our_count(store, clock):
    with serve_writable() as server:
        forum = discourse(server, clock)
        first = post.publish(forum, store, plan_for(server.thread_url()), sleep=clock.sleep)
        newer = plan_for(server.thread_url(), body=BODY + ", Dave")
        result = post.publish(forum, store, newer, edit=first.post_id, sleep=clock.sleep)
        assert result.action == "edited" and result.post_id == first.post_id
        assert ours(server)[0].raw == newer.body and server.counts["update_post"] == 1


def test_user_api_key(store, clock):
    with serve_writable(user_api_keys={"uak-secret-123": "countbot"}) as server:
        login = post.Login("user_api_key", "", post.Secret("uak-secret-123"))
        result = post.publish(
            discourse(server, clock, login), store, plan_for(server.thread_url()), sleep=clock.sleep
        )
        assert result.action == "posted" and len(ours(server, "countbot")) == 1


def test_session_login_with_csrf(store, clock):
    with serve_writable() as server:
        login = post.Login("password", "countbot", post.Secret("hunter2-lantern"))
        result = post.publish(
            discourse(server, clock, login), store, plan_for(server.thread_url()), sleep=clock.sleep
        )
        assert result.action == "posted" and len(ours(server, "countbot")) == 1


def test_wrong_password_message_has_no_secret(store, clock):
    with serve_writable() as server:
        login = post.Login("password", "countbot", post.Secret("wrong-pass-xyz"))
        with pytest.raises(AuthError) as err:
            post.publish(
                discourse(server, clock, login),
                store,
                plan_for(server.thread_url()),
                sleep=clock.sleep,
            )
        assert "wrong-pass-xyz" not in str(err.value) and "countbot" in str(err.value)
        assert "wrong-pass-xyz" not in repr(login)


def test_wrong_api_key_is_refused_without_posting(store, clock):
    with serve_writable() as server:
        bad = post.Login("api_key", "host", post.Secret("nope-key"))
        with pytest.raises(AuthError):
            post.publish(
                discourse(server, clock, bad),
                store,
                plan_for(server.thread_url()),
                sleep=clock.sleep,
            )
        assert ours(server) == []


def test_credentials_from_env():
    env = {"VOTECOUNT_API_KEY": "k", "VOTECOUNT_API_USERNAME": "host"}
    assert post.credentials_from_env("discourse", env).kind == "api_key"
    assert post.credentials_from_env("discourse", {"VOTECOUNT_USER_API_KEY": "u"}).kind == (
        "user_api_key"
    )
    asked = post.credentials_from_env("phpbb", {"VOTECOUNT_USERNAME": "me"}, lambda _: "pw")
    assert asked.kind == "password" and asked.secret.value == "pw"
    with pytest.raises(post.PostError, match="VOTECOUNT_API_KEY"):
        post.credentials_from_env("discourse", {})


# -- phpBB ------------------------------------------------------------------------------------
PHPBB_LOGIN = post.Login("password", "hostbot", post.Secret("lantern-key"))


def phpbb(server, clock):
    return PhpbbForum(http_for(clock), server.thread_url, PHPBB_LOGIN, clock=clock)


def test_phpbb_posts_after_the_form_is_a_second_old(store, clock):
    with serve_posting(clock=clock) as server:
        plan = plan_for(server.thread_url, "phpbb", BBODY)
        result = post.publish(phpbb(server, clock), store, plan, sleep=clock.sleep)
        assert result.action == "posted"
        assert server.posted_by["hostbot"] == 1
        assert "<strong>Bob</strong>" in server.topic.posts[-1].html
        again = post.publish(phpbb(server, clock), store, plan, sleep=clock.sleep)
        assert again.action == "already_recorded"


def test_phpbb_expired_form_token_is_fetched_again(store, clock):
    with serve_posting(clock=clock) as server:
        forum = phpbb(server, clock)
        expired: list[str] = []

        def age_the_form(resp: requests.Response, *args: object, **kwargs: object) -> None:
            if not expired and resp.request.method == "GET" and "posting.php" in resp.url:
                expired.append(resp.url)
                clock.now += 7300  # the host left the form open for two hours

        forum.http.session.hooks["response"].append(age_the_form)
        result = post.publish(
            forum, store, plan_for(server.thread_url, "phpbb", BBODY), sleep=clock.sleep
        )
        assert expired and result.action == "posted"
        assert server.counts["posting"] == 2 and server.posted_by["hostbot"] == 1


def test_phpbb_review_page_when_someone_posted_meanwhile(store, clock):
    with serve_posting(clock=clock) as server:
        forum = phpbb(server, clock)
        interrupted: list[int] = []

        def player_posts(resp: requests.Response, *args: object, **kwargs: object) -> None:
            if not interrupted and resp.request.method == "GET" and "posting.php" in resp.url:
                interrupted.append(server.topic.add_post("Ellowyn", "Sneaking in a post.").id)

        forum.http.session.hooks["response"].append(player_posts)
        result = post.publish(
            forum, store, plan_for(server.thread_url, "phpbb", BBODY), sleep=clock.sleep
        )
        assert result.action == "posted" and server.counts["posting"] == 2
        assert server.posted_by["hostbot"] == 1
        assert server.topic.posts[-2].id == interrupted[0]


def test_phpbb_flood_limit_waits(store, clock):
    with serve_posting(clock=clock) as server:
        server.last_post_at["hostbot"] = clock.now
        result = post.publish(
            phpbb(server, clock),
            store,
            plan_for(server.thread_url, "phpbb", BBODY),
            sleep=clock.sleep,
        )
        assert result.action == "posted" and 15.0 in clock.slept
        assert server.posted_by["hostbot"] == 1


def test_phpbb_lost_answer_does_not_double_post(store, clock):
    with serve_posting(clock=clock) as server:
        forum = phpbb(server, clock)
        dropped = drop_answers(forum.http, "POST", "posting.php")
        result = post.publish(
            forum, store, plan_for(server.thread_url, "phpbb", BBODY), sleep=clock.sleep
        )
        assert dropped == [200] and result.action == "posted"
        assert server.posted_by["hostbot"] == 1


def test_phpbb_edit(store, clock):
    with serve_posting(clock=clock) as server:
        forum = phpbb(server, clock)
        first = post.publish(
            forum, store, plan_for(server.thread_url, "phpbb", BBODY), sleep=clock.sleep
        )
        clock.now += 60
        newer = plan_for(server.thread_url, "phpbb", BBODY + ", Dave")
        result = post.publish(forum, store, newer, edit=first.post_id, sleep=clock.sleep)
        assert result.action == "edited" and "Dave" in server.topic.posts[-1].html
        assert server.posted_by["hostbot"] == 1


def test_phpbb_wrong_password(store, clock):
    with serve_posting(clock=clock) as server:
        bad = post.Login("password", "hostbot", post.Secret("not-the-key-987"))
        forum = PhpbbForum(http_for(clock), server.thread_url, bad, clock=clock)
        with pytest.raises(AuthError) as err:
            post.publish(
                forum, store, plan_for(server.thread_url, "phpbb", BBODY), sleep=clock.sleep
            )
        assert "not-the-key-987" not in str(err.value)
