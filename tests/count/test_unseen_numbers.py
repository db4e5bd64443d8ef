"""The post numbers a thread skips (``count/unseen.py``, live18), on a stand-in store:
Discourse only, runs between stored posts, nothing past the last one."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from votecount.count.unseen import unseen, unseen_at, unseen_lines

T0 = datetime(2026, 6, 1, 12, 0, tzinfo=UTC)


@dataclass
class Row:
    thread: str


class Stand:
    def __init__(self, engine: str, numbers: list[int]) -> None:
        self.engine, self.numbers = engine, numbers

    def engine_of(self, thread: str) -> str:
        return self.engine

    def seen_numbers(self, thread: str) -> list[tuple[int, datetime]]:
        return [(n, T0 + timedelta(hours=n)) for n in self.numbers]

    def threads(self) -> list[Row]:
        return [Row("t")]


def test_runs_between_stored_posts_on_discourse():
    store = Stand("discourse", [1, 2, 4, 5, 8, 9])
    runs = unseen(store, "t")
    assert [(r.first, r.last) for r in runs] == [(3, 3), (6, 7)]
    assert "posts #6-#7 never seen" in str(runs[1]) and "what they said" in str(runs[1])
    assert unseen_at(store, 7) == runs[1] and unseen_at(store, 9) is None
    assert len(unseen_lines(store, ["t"], T0 + timedelta(hours=3))) == 1  # by the clock


def test_no_evidence_on_the_page_forums():
    assert unseen(Stand("phpbb", [0, 1, 3]), "t") == []
    assert unseen(Stand("xenforo", [1, 3]), "t") == []
