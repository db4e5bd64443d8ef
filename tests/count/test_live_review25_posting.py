"""``post`` refused by Discourse, reviewed (issue 25, review25c): the forum's own words
are said, a key it does not take still reads as a credentials problem, and a secret the
forum echoes is never printed. Against the local writable Discourse server (invented)."""

from __future__ import annotations

import pytest

from tests.posting.forums import FakeClock, discourse, plan_for
from tests.servers.discourse import json_response
from tests.servers.discourse_write import serve_writable
from votecount.posting import post
from votecount.scraper.errors import AuthError
from votecount.store.db import Store


def _refused(server, folder, login=None) -> str:
    clock = FakeClock()
    forum = discourse(server, clock, login) if login else discourse(server, clock)
    store = Store(folder / "votecount.db")
    with pytest.raises(AuthError) as err:
        post.publish(forum, store, plan_for(server.thread_url()), sleep=clock.sleep)
    return str(err.value)


def test_a_wrong_key_still_reads_as_credentials(tmp_path):
    with serve_writable() as server:
        said = _refused(
            server, tmp_path, post.Login("api_key", "host", post.Secret("nope-key-5150"))
        )
    assert "credentials" in said and "not permitted" in said, said
    assert "nope-key-5150" not in said


@pytest.mark.parametrize("status", [401, 403])
def test_a_key_the_forum_echoes_is_not_printed(tmp_path, monkeypatch, status):
    with serve_writable() as server:
        echo = {"errors": ["Invalid API key test-api-key for user host"]}
        monkeypatch.setattr(server, "refuse", lambda topic, author: json_response(echo, status))
        said = _refused(server, tmp_path)
    assert "test-api-key" not in said and "Invalid API key" in said, said
    assert "credentials" in said


def test_a_401_with_words_is_our_credentials(tmp_path):
    with serve_writable() as server:
        server.refuse = lambda topic, author: json_response({"errors": ["Not logged in."]}, 401)
        said = _refused(server, tmp_path)
    assert "refused our credentials (HTTP 401): Not logged in." in said, said
