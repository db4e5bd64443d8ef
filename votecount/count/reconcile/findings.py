"""The values ``votecount reconcile`` returns: a ``Finding`` per host count (its status and
the wagons on both sides), a ``WagonDiff`` per wagon on which they differ, and the
``Reconciliation`` of a thread with its totals and JSON."""

from __future__ import annotations

from dataclasses import dataclass

from votecount.parser.model import Post


@dataclass(frozen=True)
class WagonDiff:
    """One wagon on which the host and votecount disagree (slot ids, as the game names them)."""

    target: str
    host: tuple[str, ...]
    votecount: tuple[str, ...]
    notes: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "target": self.target,
            "host": list(self.host),
            "votecount": list(self.votecount),
            "notes": list(self.notes),
        }


@dataclass(frozen=True)
class Finding:
    """One host count and how it compares."""

    post: Post
    day: int | None
    status: str  # "agree" | "lagging" | "ahead" | "differ" | "no_day"
    as_of: int  # the post number of votecount's count it was compared with (or matched)
    host: dict[str, tuple[str, ...]]
    votecount: dict[str, tuple[str, ...]]
    diffs: tuple[WagonDiff, ...] = ()
    unresolved: tuple[str, ...] = ()

    @property
    def agrees(self) -> bool:
        return self.status in ("agree", "lagging", "ahead")

    def to_json(self) -> dict[str, object]:
        return {
            "post": self.post.number,
            "post_id": self.post.post_id,
            "url": self.post.url,
            "author": self.post.author,
            "day": self.day,
            "status": self.status,
            "as_of": self.as_of,
            "host": {k: list(v) for k, v in self.host.items()},
            "votecount": {k: list(v) for k, v in self.votecount.items()},
            "diffs": [d.to_json() for d in self.diffs],
            "unresolved": list(self.unresolved),
        }


@dataclass(frozen=True)
class Reconciliation:
    findings: tuple[Finding, ...]

    def tally(self) -> dict[str, int]:
        out = {"found": len(self.findings), "agree": 0, "lagging": 0, "ahead": 0, "differ": 0,
               "no_day": 0}  # fmt: skip
        for f in self.findings:
            out[f.status] += 1
        return out

    def to_json(self) -> dict[str, object]:
        return {
            "schema": "votecount-reconcile/1",
            "totals": self.tally(),
            "findings": [f.to_json() for f in self.findings],
        }
