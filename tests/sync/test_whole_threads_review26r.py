"""Review of initzoo26's first-run rules (review26r): whole invented threads near each
rule's edge, run as ``init --from`` → ``events accept --all`` → ``count``, every wrong
fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.review26r import REVIEW26R


@pytest.mark.parametrize("whole", params(REVIEW26R))
def test_a_whole_thread_near_review26rs_edges(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []
