"""A small independent Shape-shifters counter written straight from spec/rules.md §6.2-6.3
for the differential test: whole days in, effective totals and the lynch out. It shares
no code with tally/shapeshifters (nobody dies, so every player is alive all game)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Night:
    """The host's actions for one day."""

    hypnosis: dict[str, str] = field(default_factory=dict)  # hypnotist -> target
    harvest: set[str] = field(default_factory=set)
    shifted: set[str] = field(default_factory=set)
    self_void: set[str] = field(default_factory=set)


@dataclass
class Day:
    night: Night
    votes: list[tuple[str, str]]  # (voter, target) in posting order


@dataclass
class Result:
    totals: dict[str, int]
    lynched: str | None
    auto_lynch: list[str]


def count_game(roles: dict[str, str], days: list[Day], switches: dict | None = None,
               players: list[str] | None = None) -> list[Result]:  # fmt: skip
    sw = {"hypno_precedence": "other_voids_first", "harvester_includes_own_vote": True,
          "inactivity_threshold": 3, **(switches or {})}  # fmt: skip
    everyone = players or sorted(roles)
    accrued: dict[int, int] = {}  # day -> weight standing on the Harvester at its end
    used: list[int] = []
    missed = dict.fromkeys(everyone, 0)
    out = []
    for number, day in enumerate(days, start=1):
        pointers: dict[str, str] = {}
        for voter, target in day.votes:
            pointers[voter] = target
        pool = 0
        if day.night.harvest:
            last = max(used, default=0)
            pool = sum(w for d, w in accrued.items() if last < d < number)
            used.append(number)
        w = _weights(roles, day.night, pointers, pool, sw)
        totals: dict[str, int] = {}
        for voter, target in pointers.items():
            totals[target] = totals.get(target, 0) + w[voter]
        harvester = next((p for p, r in roles.items() if r == "harvester"), None)
        if harvester is not None and number not in used:
            accrued[number] = sum(w[v] for v, t in pointers.items() if t == harvester)
        auto = []
        for p in everyone:
            missed[p] = 0 if p in pointers else missed[p] + 1
            if missed[p] >= sw["inactivity_threshold"]:
                auto.append(p)
        out.append(Result(totals, _plurality(totals), auto))
    return out


def _weights(roles: dict[str, str], night: Night, pointers: dict[str, str], pool: int,
             sw: dict) -> dict[str, int]:  # fmt: skip
    def base(p: str) -> int:
        return 3 if roles.get(p) == "hero_hammerton" else 1

    def otherwise_void(p: str) -> bool:
        return p in night.shifted or p in night.self_void

    w = {v: (0 if otherwise_void(v) else base(v)) for v in pointers}
    for h, t in night.hypnosis.items():
        if h in night.shifted:
            continue
        t_points_at_h = pointers.get(t) == h
        if t_points_at_h and (sw["hypno_precedence"] == "reversal_first" or not otherwise_void(t)):
            w[t] = 3 * base(t)
            if h in w:
                w[h] = 0
            continue
        if t in w:
            w[t] = 0
        if h in w and not otherwise_void(h):
            w[h] = 1 if pointers.get(h) == h else 3
    for h in night.harvest:
        if h in w and h not in night.shifted:
            w[h] = (w[h] if sw["harvester_includes_own_vote"] else 0) + pool
    return w


def _plurality(totals: dict[str, int]) -> str | None:
    positive = {t: n for t, n in totals.items() if n > 0}
    if not positive:
        return None
    top = max(positive.values())
    leaders = [t for t, n in positive.items() if n == top]
    return leaders[0] if len(leaders) == 1 else None
