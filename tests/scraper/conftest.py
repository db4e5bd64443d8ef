"""Fixtures for the scraper tests: the local phpBB, vBulletin and XenForo servers."""

from tests.servers.phpbb import phpbb_server  # noqa: F401  (a pytest fixture)
from tests.servers.vbulletin import vbulletin_server  # noqa: F401  (a pytest fixture)
from tests.servers.xenforo import xenforo_server  # noqa: F401  (a pytest fixture)
