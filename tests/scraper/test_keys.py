"""Thread keys from the URL alone equal the adapters' own ``thread_key()``, and naming a
thread never imports ``requests`` (offline verbs start without it)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from votecount.scraper import keys
from votecount.scraper.base import detect_engine, make_adapter
from votecount.scraper.http import Http

URLS = [
    "https://forum.example/t/some-slug/4242",
    "https://Forum.Example:8080/t/4242/17",
    "https://forum.example/community/t/slug/4242.json",
    "https://forum.mafiascum.net/viewtopic.php?t=16947&start=200",
    "https://forum.mafiascum.net/viewtopic.php?f=53&t=16947",
    "http://www.ilovephilosophy.com/viewtopic.php?f=1&t=194998&start=25",
    "https://forums.example.com/showthread.php?t=9687&page=2",
    "https://x.org/forum/showthread.php?t=5&page=3",
    "https://x.org/showthread.php/9687-slug/page2",
    "https://x.org/showthread.php?9687-slug/page2",
    "https://xenforo.com/community/threads/a-dark-theme-option.8276/page-4",
    "https://forum.example/index.php?threads/slug.12/",
    "https://forum.example/threads/12/",
]


def adapter_key(url: str, engine: str | None = None) -> str:
    engine = engine or detect_engine(url)
    assert engine is not None, url
    return make_adapter(engine, Http(), url).thread_key()


@pytest.mark.parametrize("url", URLS)
def test_the_url_alone_gives_the_adapters_key(url):
    assert keys.thread_key(url) == adapter_key(url)


def test_a_vbulletin_5_url_with_its_engine_named():
    url = "https://x.org/forum/general/9687-a-thread/page3"
    assert keys.thread_key(url, "vbulletin") == adapter_key(url, "vbulletin") == "x.org/node/9687"


_PART = st.text(alphabet="abcXYZ-09.", min_size=1, max_size=8)


@given(
    host=st.sampled_from(["forum.example", "Forum.Example:8443", "x.org"]),
    folder=st.sampled_from(["", "/forum", "/a/b"]),
    slug=_PART,
    number=st.integers(1, 10**7),
    shape=st.sampled_from(
        [
            "{f}/t/{s}/{n}",
            "{f}/t/{n}/3",
            "{f}/viewtopic.php?t={n}&start=25",
            "{f}/viewtopic.php?f=2&t={n}",
            "{f}/showthread.php?t={n}&page=2",
            "{f}/showthread.php/{n}-{s}/page2",
            "{f}/threads/{s}.{n}/page-3",
            "{f}/index.php?threads/{s}.{n}/",
        ]
    ),
)
def test_keys_agree_with_the_adapters_on_generated_urls(host, folder, slug, number, shape):
    url = "https://" + host + shape.format(f=folder, s=slug, n=number)
    try:
        want = adapter_key(url)
    except ValueError:
        with pytest.raises(ValueError):
            keys.thread_key(url)
        return
    assert keys.thread_key(url) == want


def test_a_malformed_url_gets_the_adapters_error():
    with pytest.raises(ValueError, match="not a phpBB topic URL"):
        keys.thread_key("https://forum.example/viewtopic.php?f=3")


def test_naming_a_thread_imports_neither_requests_nor_an_adapter():
    code = (
        "import sys\n"
        "from votecount.scraper.keys import thread_key\n"
        "thread_key('https://forum.mafiascum.net/viewtopic.php?t=16947')\n"
        "thread_key('https://forum.example/t/slug/4242')\n"
        "bad = [m for m in ('requests', 'lxml', 'votecount.scraper.phpbb') if m in sys.modules]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
