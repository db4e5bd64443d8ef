"""Shared test helpers: where the repository and the shared corpus are."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import settings

# The property tests draw the same examples on every run (a red run is reproducible and
# never a chance draw); HYPOTHESIS_PROFILE=explore draws new ones to look for bugs.
settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False, max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

# helper modules whose plain asserts should explain themselves like a test's
pytest.register_assert_rewrite("tests.cli_errors_support", "tests.reliability.faulty")

REPO = Path(__file__).resolve().parents[1]
CORPUS = (REPO.parent / "shared" / "corpus").resolve()
FIXTURES = REPO / "fixtures"


def corpus_path(*parts: str) -> Path:
    """A path inside ../shared/corpus; skips the calling test when the corpus is absent."""
    if not (CORPUS / "SOURCE.md").exists():
        pytest.skip("shared corpus not present")
    path = CORPUS.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"corpus file {path} not present")
    return path


@pytest.fixture
def corpus() -> Path:
    corpus_path()
    return CORPUS
