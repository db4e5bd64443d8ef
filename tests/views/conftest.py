"""What the view tests share: the chromium a test looks at a page with."""

from __future__ import annotations

import os

import pytest

from tests import browser_support as browser


@pytest.fixture(scope="module")
def chromium() -> str:
    """The chromium binary; the test is skipped without one (failed under
    VOTECOUNT_REQUIRE_CHROMIUM)."""
    path = browser.find_chromium()
    if path is None:
        if os.environ.get("VOTECOUNT_REQUIRE_CHROMIUM"):
            pytest.fail("VOTECOUNT_REQUIRE_CHROMIUM is set but no chromium was found")
        pytest.skip("chromium not installed (.ci/run installs Debian's chromium package)")
    return path
