"""A scorecard of init's first-run facts against the archive's, over the 120 MafiaScum
games of ../shared/corpus/mafiascum-donbot: the same run as ``zero_edit.py`` (init, then
``events accept --all``, then reconcile, each game in a fresh folder), and what its game
file says compared, fact class by fact class, with games.json:

    python benchmarks/init_facts.py                  # all games: the scorecard
    python benchmarks/init_facts.py -v               # and each miss, with game and post
    python benchmarks/init_facts.py --game 15783 -v  # one game

- hosts: init's hosts hold every moderator (and are exactly the moderators);
- replacements: each (old, new) step of the archive's replacement chains is a
  substitution of the game file after ``events accept --all`` (the reversed step and the
  substitutions the archive does not have are shown as misses);
- day ends: the post where the count ends each day (its ``PhaseEnd`` events) against
  ``day_ends.posts``, exactly and within 3 posts;
- deaths: each lynch (day N) and night kill (night N) of the archive is an accepted death
  or execution of that slot's player, or the count's own lynch of them (a hammer: no
  event is suggested for a death the count makes), after the archive's end of the day before (a night
  kill: of day N) and by the end of the next day (a host announces the lynch at the flip,
  a few posts after the vote count the archive marks as the day's end), 3 posts either
  side;
- the clock: init's ``timezone`` gives each post the offset from UTC its timestamp has,
  and the stored times are the thread's own instants.

Names are matched as make_games.py renames the archive (``player_names.forum_names``: an
archive name that never posts is the login the thread uses), and then but for case, spaces
and punctuation. games.json is read only to score, never to write a game file.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from datetime import datetime
from functools import partial
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "fixtures" / "games" / "donbot"))  # player_names

from benchmarks.zero_edit import CORPUS, facts, run_game, summary  # noqa: E402

NEAR = 3  # posts either side that still count as "near"
DEATHS = ("death", "execution", "modkill")
CLASSES = ("hosts", "hosts_exact", "replacements", "day_ends", "day_ends_near",
           "lynches", "night_kills", "clock")  # fmt: skip


# --- what the run found (in the worker, from the live objects) -------------------------


def probe(init_game, game, posts) -> dict:  # noqa: ANN001  (Game, Game, list[Post])
    """init's facts: its hosts, zone and phases (the starter file), the events after
    ``events accept --all``, the post where the count closes each day (the fold's own
    phases: a host's post, a deadline, the night's first post; the post before the next
    day's first post when no night came between) and the post of the vote that decided
    it (a hammer), each stored post's time."""
    from votecount.count import pipeline

    ordered = sorted(posts, key=lambda p: p.number)
    state = pipeline.run(game, ordered).engine.state
    ends: dict[int, int] = {}
    phases = [p for p in state.phases if p.sub is None]
    for i, phase in enumerate(phases):
        if str(phase.kind) != "day" or phase.end is None:
            continue
        at = _post_at(ordered, phase.end.number, phase.end.time)
        after = phases[i + 1] if i + 1 < len(phases) else None
        if after is not None and str(after.kind) == "day" and after.start.number == at:
            at = max((p.number for p in ordered if p.number < at), default=at)  # its own post
        ends.setdefault(phase.number, at)
    decided = {
        n: day.outcome.ref.number
        for n, day in state.days.items()
        if day.outcome is not None and day.outcome.eliminated and day.outcome.ref is not None
    }
    return {
        "hosts": list(init_game.hosts),
        "timezone": init_game.timezone,
        "phases": [[p.kind, p.number, p.start_post, p.end_post] for p in init_game.phases],
        "events": [[e.kind, e.at_post, e.player, e.other] for e in game.events],
        "day_ends": {str(k): v for k, v in sorted(ends.items()) if v >= 0},
        "decided": {str(k): v for k, v in sorted(decided.items())},
        "lynched": [  # the count's own lynches (a hammer): [post, player]
            [day.outcome.ref.number, day.outcome.eliminated]
            for _, day in sorted(state.days.items())
            if day.outcome is not None and day.outcome.eliminated and day.outcome.ref is not None
        ],
        "times": {str(p.number): p.created_at.isoformat() for p in ordered},
    }


def _post_at(ordered: list, number: int, when: datetime) -> int:
    """The post an event stands at: its own, else (an end by the clock) the last post
    before it."""
    if number >= 0 and any(p.number == number for p in ordered):
        return number
    before = [p.number for p in ordered if p.created_at <= when]
    return before[-1] if before else -1


# --- the scorecard (pure: the archive's game, the run's facts, the thread's posts) -----


class Score:
    def __init__(self) -> None:
        self.right = dict.fromkeys(CLASSES, 0)
        self.total = dict.fromkeys(CLASSES, 0)
        self.misses: list[tuple[str, str]] = []  # (class, text)

    def mark(self, cls: str, ok: bool, miss: str = "") -> None:
        self.total[cls] += 1
        self.right[cls] += ok
        if not ok and miss:
            self.misses.append((cls, miss))

    def add(self, other: Score) -> None:
        for c in CLASSES:
            self.right[c] += other.right[c]
            self.total[c] += other.total[c]
        self.misses += other.misses


def names_of(game: dict, posts: list[dict]) -> dict:
    """The archive's game with each name as the thread writes it and each replacement
    chain in the order the hosts announced it (make_games.py's own rules)."""
    from player_names import forum_names, in_order, renamed

    hosts = set(game["moderators"]) | ({posts[0]["author"]} if posts else set())
    return in_order(renamed(game, forum_names(game, posts)), posts, hosts, {})


def same(a: str, b: str) -> bool:
    """One player's name: the same but for case, spaces and punctuation, or for a typo
    (the archive's "Mitzef" for the login "miztef")."""
    from votecount.parser.names.logins import same_name, typo

    return same_name(a, b) or typo(a, b)


def score(game: dict, found: dict, posts: list[dict]) -> Score:
    """One game's scorecard."""
    s = Score()
    t = game["thread"]
    if "facts" not in found:
        return s
    f = found["facts"]
    g = names_of(game, posts)
    _hosts(s, t, game, f)
    _replacements(s, t, g, f)
    ends = (game.get("day_ends") or [{"posts": []}])[0]["posts"]
    held = {p["number"] for p in posts}
    _day_ends(s, t, ends, f, held)
    _deaths(s, t, g, ends, f, max(held, default=0))
    _clock(s, t, f, posts)
    return s


def _hosts(s: Score, t: object, game: dict, f: dict) -> None:
    from votecount.parser.names.logins import initials

    def one(
        mod: str, host: str
    ) -> bool:  # a host renamed since: "BulletNLynchproof" posts as "BNL"
        return same(mod, host) or initials(mod, host)

    missing = [m for m in game["moderators"] if not any(one(m, h) for h in f["hosts"])]
    s.mark("hosts", not missing, f"{t}: moderators {missing} not among init's hosts {f['hosts']}")
    extra = [h for h in f["hosts"] if not any(one(m, h) for m in game["moderators"])]
    s.mark("hosts_exact", not missing and not extra, f"{t}: hosts {f['hosts']}, moderators "
           f"{game['moderators']} (extra {extra}, missing {missing})")  # fmt: skip


def _replacements(s: Score, t: object, g: dict, f: dict) -> None:
    subs = [(e[2] or "", e[3] or "", e[1]) for e in f["events"] if e[0] == "substitution"]

    def find(old: str, new: str) -> int | None:
        return next((at for a, b, at in subs if same(a, old) and same(b, new)), None)

    wanted: list[tuple[str, str]] = []
    for slot in g["slots"]:
        chain = slot["replacement_chain"]
        for old, new in zip(chain, chain[1:], strict=False):
            wanted.append((old, new))
            if find(old, new) is not None:
                s.mark("replacements", True)
            elif (at := find(new, old)) is not None:
                s.mark("replacements", False, f"{t}: {new} replaces {old}: the game file "
                       f"has it the other way round (post {at})")  # fmt: skip
            else:
                s.mark("replacements", False, f"{t}: {new} replaces {old}: no substitution")
    for old, new, at in subs:
        if not any({same(old, a), same(new, b)} == {True} or (same(old, b) and same(new, a))
                   for a, b in wanted):  # fmt: skip
            s.misses.append(
                ("replacements", f"{t}: extra substitution {old} -> {new} at post {at}")
            )


def _day_ends(s: Score, t: object, ends: list[int], f: dict, held: set[int]) -> None:
    for day, want in enumerate(ends, 1):
        if want not in held:
            continue  # the thread file does not hold that post
        got = f["day_ends"].get(str(day))
        s.mark("day_ends", got == want)
        near = got is not None and abs(got - want) <= NEAR
        s.mark("day_ends_near", near, f"{t}: Day {day} ends at post {want}; the count: "
               + (f"post {got}" if got is not None else "never"))  # fmt: skip


def _deaths(s: Score, t: object, g: dict, ends: list[int], f: dict, last: int) -> None:
    name = {slot["slot"]: slot["replacement_chain"] for slot in g["slots"]}
    deaths = [(e[2] or "", e[1] or 0) for e in f["events"] if e[0] in DEATHS]
    deaths += [(who, at) for at, who in f.get("lynched", [])]  # the count's own (a hammer)

    def seen(slot: int, lo: int, hi: int) -> int | None:
        who = name.get(slot, [])
        return next((at for n, at in deaths if lo - NEAR <= at <= hi + NEAR
                     and any(same(n, w) for w in who)), None)  # fmt: skip

    def end(n: int) -> int:
        return ends[n - 1] if 0 < n <= len(ends) else (0 if n <= 0 else last)

    for lynch in g.get("lynches", []):
        d = lynch["day"]
        if end(d - 1) > last:
            continue
        at = seen(lynch["slot"], end(d - 1) + 1, end(d + 1) - NEAR)  # by the next day's end
        s.mark("lynches", at is not None, f"{t}: {lynch['player']} lynched Day {d} "
               f"(ends post {end(d)}): no death of that slot by the next day's end")  # fmt: skip
    for kill in g.get("night_kills", []):
        n = kill["night"]
        if end(n) > last:
            continue
        at = seen(kill["slot"], end(n), end(n + 1))
        s.mark("night_kills", at is not None, f"{t}: {kill['player']} killed Night {n} "
               f"(after post {end(n)}): no death of that slot before post {end(n + 1)}")  # fmt: skip


def _clock(s: Score, t: object, f: dict, posts: list[dict]) -> None:
    zone = f["timezone"]
    bad: list[str] = []
    for p in posts:
        when = datetime.fromisoformat(p["timestamp"])
        stored = f["times"].get(str(p["number"]))
        if stored is not None and datetime.fromisoformat(stored) != when:
            bad.append(f"post {p['number']} stored at {stored}, the thread says {p['timestamp']}")
        elif zone and when.astimezone(ZoneInfo(zone)).utcoffset() != when.utcoffset():
            bad.append(f"post {p['number']} at {p['timestamp']} is not {zone} time")
        if bad:
            break
    s.mark("clock", not bad, f"{t}: timezone {zone!r}: {bad[0] if bad else ''}")


def scorecard(total: Score) -> str:
    def row(c: str, label: str) -> str:
        r, n = total.right[c], total.total[c]
        return f"  {label:<52} {r:>4} / {n:<4} ({100.0 * r / n if n else 0.0:.1f} %)"

    return "\n".join([
        "INIT FACTS (against games.json):",
        row("hosts", "hosts: every moderator among init's hosts"),
        row("hosts_exact", "hosts: exactly the moderators"),
        row("replacements", "replacements: the chains' steps, as substitutions"),
        row("day_ends", "day ends: the count ends the day at that post"),
        row("day_ends_near", f"day ends: within {NEAR} posts"),
        row("lynches", "deaths: lynches (player, day)"),
        row("night_kills", "deaths: night kills (player, night)"),
        row("clock", "the clock: timezone and stored times agree"),
    ])  # fmt: skip


def thread_posts(game: dict) -> list[dict]:
    with (CORPUS / game["file"]).open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def scored(games: Iterable[dict], results: Iterable[dict]) -> Score:
    total = Score()
    for g, r in zip(games, results, strict=True):
        total.add(score(g, r, thread_posts(g)))
    return total


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", help="only this thread (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true", help="each miss")
    ap.add_argument("--json", type=Path, help="write each game's facts to this file")
    ap.add_argument("--scored", type=Path, help="score the facts a --json run wrote (no run)")
    args = ap.parse_args(argv)
    games = [g for g in facts() if not args.game or str(g["thread"]) in args.game]
    if not games:
        sys.exit(f"no games found (corpus at {CORPUS}?)")
    start = time.perf_counter()
    run = partial(run_game, probe=probe)
    if args.scored:
        saved = {r["thread"]: r for r in json.loads(args.scored.read_text(encoding="utf-8"))}
        games = [g for g in games if str(g["thread"]) in saved]
        results = [saved[str(g["thread"])] for g in games]
    elif args.jobs <= 1:
        results = [run(g) for g in games]
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(run, games))
    total = scored(games, results)
    if args.verbose:
        for cls, text in total.misses:
            print(f"{cls}: {text}")
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    print(summary(results))
    print(scorecard(total))
    print(f"wall time {time.perf_counter() - start:.1f} s, {args.jobs} job(s)")


if __name__ == "__main__":
    main()
