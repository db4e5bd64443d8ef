"""Fixtures for the scraper tests: the local phpBB server."""

from tests.servers.phpbb import phpbb_server  # noqa: F401  (a pytest fixture)
