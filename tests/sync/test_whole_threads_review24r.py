"""Review of initzoo24's list rules (review24r): whole invented threads near each rule's
edge, run as ``init --from`` → ``events accept --all`` → ``count``
(``tests/sync/test_whole_threads.py``), every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.review24r import REVIEW24R


@pytest.mark.parametrize("whole", params(REVIEW24R))
def test_a_whole_thread_near_review24rs_edges(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []
