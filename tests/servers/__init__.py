"""Real HTTP servers on 127.0.0.1 that speak a forum engine's protocol, driven by an
in-memory model tests can change between requests. See ``discourse.py``."""

try:  # let pytest rewrite asserts here even when a test module imports us first
    import pytest

    pytest.register_assert_rewrite("tests.servers.discourse")
except ImportError:  # pragma: no cover - the servers also run without pytest
    pass
