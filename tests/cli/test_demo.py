"""`votecount demo` prints exactly the expected text (fixtures/demo/output.txt).

After an intended change of the output, regenerate the file with
``VOTECOUNT_REGENERATE=1 python -m pytest tests/cli/test_demo.py`` and read the diff."""

from __future__ import annotations

import os

from click.testing import CliRunner

from tests.conftest import FIXTURES
from votecount.cli import main

EXPECTED = FIXTURES / "demo" / "output.txt"


def test_demo_output_is_exactly_as_expected():
    result = CliRunner().invoke(main, ["demo"])
    assert result.exit_code == 0, result.output
    if os.environ.get("VOTECOUNT_REGENERATE"):
        EXPECTED.parent.mkdir(parents=True, exist_ok=True)
        EXPECTED.write_text(result.output, encoding="utf-8")
    assert result.output == EXPECTED.read_text(encoding="utf-8")


def test_demo_counts_the_hammer_and_ignores_the_quoted_vote():
    out = CliRunner().invoke(main, ["demo", "--format", "markdown"]).output
    assert "**Ezra** was hammered at [post #22]" in out
    assert "COMMAND_IN_QUOTE" in out
