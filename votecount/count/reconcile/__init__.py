"""``votecount reconcile``: the hosts' own vote counts, found in the thread, read and
compared with votecount's count as of each of them.

    result = reconcile(game, posts)            # Reconciliation
    for f in result.findings: f.status, f.diffs

A host count is a post by a host (or one that ``votecount post`` made, by its footer tag)
that ``parser.hostcount.read_host_count`` reads as a count (docs/reconcile.md). It is
compared with votecount's count of the day open at that post, wagon by wagon, by slot (a
replacement and the player they replaced are one slot; empty wagons are left out):

- ``agree``: the same voters on the same wagons as of that post; at the post that ends a
  day, also its final count (the votes its lynch or death released there put back); at
  the post that opens a day (or later, while nobody has voted in it), also the closing
  count of the day before; a count with no wagon ("Not voting: everyone") agrees only
  with a count with no vote;
- ``lagging``: not as of that post, but exactly as of an earlier post since the host's
  previous count (the host counted before the last votes came in); ``as_of`` says which;
- ``ahead``: not as of that post, but exactly as of one of the next few posts, before the
  host's next count, or as of the post's edit time when the thread gives one (the host
  updated the count after a later vote: a thread keeps each post's last edit);
  ``as_of`` says which;
- ``differ``: neither; each differing wagon says who is on it on each side and why, from
  votecount's history ("Juno moved to Ember at #25", "Juno's vote at #20 did not count:
  ...").

The thread and the game file are read once, through the one path every verb counts by
(``pipeline.run``): its fold runs forward through the posts (``Results.post_by_post``)
and a count is taken only at posts a comparison needs.

Here the job; the values in ``count.reconcile.findings``; the host counts and votecount's counts at
the posts needed in ``count.reconcile.snapshots``; one count compared in ``count.reconcile.comparing``; the
notes on a differing wagon in ``count.reconcile.notes``.
"""

from __future__ import annotations

from collections.abc import Iterable, MutableMapping
from typing import Any

from votecount.count import pipeline
from votecount.count.reconcile.comparing import compare
from votecount.count.reconcile.findings import Finding, Reconciliation, WagonDiff
from votecount.count.reconcile.snapshots import (
    count_snapshots,
    game_ends,
    host_counts,
    needed_counts,
    slot_names,
)
from votecount.parser.model import Post

__all__ = ["Finding", "Reconciliation", "WagonDiff", "reconcile"]


def reconcile(
    game: Any,
    posts: Iterable[Post],
    revisions: pipeline.Revisions | None = None,
    cache: MutableMapping | None = None,
    day: int | None = None,
) -> Reconciliation:
    """Every host count of the thread compared with votecount's (``day`` keeps one day)."""
    ordered = pipeline.in_thread_order(posts)
    results = pipeline.run(game, ordered, revisions=revisions, cache=cache)
    names = slot_names(game)
    counts = host_counts(results.ctx, ordered, game_ends(game))
    snaps = count_snapshots(results, ordered, needed_counts(ordered, counts), names)
    findings = []
    for i, hc in counts.items():
        found = compare(ordered, i, hc, snaps, names, counts)
        if day is None or found.day == day:
            findings.append(found)
    return Reconciliation(tuple(findings))
