"""``votecount reconcile`` as text: one line per host count, then each difference.

#24 Day 1 by DemonHybrid: agree (https://...)
#79 Day 1 by DemonHybrid: differ (https://...)
  host: Bramble 2 (Juno, Ivo); votecount: Bramble 1 (Ivo) — Juno moved to Ember at #25
Host counts: 38 found, 35 agree, 2 lagging, 1 differ
"""

from __future__ import annotations

import json

from votecount.count.reconcile import Finding, Reconciliation, WagonDiff
from votecount.parser.model import NO_ELIMINATION


def reconcile_text(result: Reconciliation, only_differ: bool = False) -> str:
    lines = []
    for f in result.findings:
        if only_differ and f.agrees:
            continue
        lines.append(_headline(f))
        lines += [f"  {diff_line(d)}" for d in f.diffs]
        if f.unresolved and not f.agrees:
            lines.append(f"  names in the host count that named nobody: {', '.join(f.unresolved)}")
    t = result.tally()
    lines.append(
        f"Host counts: {t['found']} found, {t['agree']} agree, {t['lagging']} lagging, "
        f"{t['differ']} differ"
        + (f", {t['ahead']} ahead" if t["ahead"] else "")
        + (f", {t['no_day']} before Day 1" if t["no_day"] else "")
    )
    return "\n".join(lines)


def reconcile_json(result: Reconciliation) -> str:
    return json.dumps(result.to_json(), indent=2, ensure_ascii=False)


def _headline(f: Finding) -> str:
    day = f"Day {f.day}" if f.day is not None else "before Day 1"
    what = f.status
    if f.status == "lagging":
        what = f"agrees with votecount as of #{f.as_of} (later votes not yet in)"
    elif f.status == "ahead":
        what = f"agrees with votecount as of the later #{f.as_of} (updated after that vote)"
    elif f.status == "no_day":
        what = "no day open: not compared"
    where = f" ({f.post.url})" if f.post.url else ""
    return f"#{f.post.number} {day} by {f.post.author}: {what}{where}"


def diff_line(d: WagonDiff) -> str:
    """``host: Bramble 2 (Juno, Ivo); votecount: Bramble 1 (Ivo) — Juno moved to ...``"""
    name = "No Lynch" if d.target == NO_ELIMINATION else d.target
    why = f" — {'; '.join(d.notes)}" if d.notes else ""
    return f"host: {_side(name, d.host)}; votecount: {_side(name, d.votecount)}{why}"


def _side(name: str, voters: tuple[str, ...]) -> str:
    return f"{name} {len(voters)}" + (f" ({', '.join(voters)})" if voters else "")
