"""Review of initzoo25's first-run rules (review25r): whole invented threads near each
rule's edge, run as ``init --from`` → ``events accept --all`` → ``count``
(``tests/sync/test_whole_threads.py``), every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.review25r import REVIEW25R


@pytest.mark.parametrize("whole", params(REVIEW25R))
def test_a_whole_thread_near_review25rs_edges(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []
