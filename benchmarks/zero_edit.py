"""A host's first run with no hand edit, over the 120 MafiaScum games of
../shared/corpus/mafiascum-donbot: ``votecount init URL --from THREAD.jsonl``, then
``votecount events accept --all``, then ``votecount reconcile`` (the library functions,
in-process), each game in a fresh folder.

    python benchmarks/zero_edit.py                 # all games: agreement, player counts
    python benchmarks/zero_edit.py --game 15783 -v # one game: its players against the slots
    python benchmarks/accuracy.py --zero-edit      # the same
    python benchmarks/init_facts.py                # the same run, init's facts scored

Printed: the share of the hosts' counts that agree (as ``accuracy.py`` counts them), the
games whose starter game file has as many players as the archive has slots, and those
whose first players are exactly the slots' first players. games.json is read only to
score the result, never to write a game file.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.accuracy import agreed_of, quartiles  # noqa: E402

CORPUS = (ROOT.parent / "shared" / "corpus" / "mafiascum-donbot").resolve()


def facts() -> list[dict]:
    return json.loads((CORPUS / "games.json").read_text(encoding="utf-8"))["games"]


SWAPPABLE = (
    "players",
    "phases",
    "events",
    "hosts",
    "schedule",
    "parser",
    "switches",
    "phase_markers",
)


def run_game(game: dict, swap: tuple[str, ...] = (), probe: Callable | None = None) -> dict:
    """init, events accept --all, reconcile on one game; its figures (or the error).

    ``probe(init_game, played, posts)``, when given, reads what else the run found
    (``init_facts.py``: init's game file and the accepted events) into ``out["facts"]``.

    ``swap`` names sections of the game file taken from the generated game file
    (``fixtures/games/donbot/THREAD.toml``) instead of init's: a diagnosis of which of
    init's guesses costs the most, never the headline.
    """
    import msgspec

    from votecount.count.reconcile import reconcile
    from votecount.gamefile.load import load_game
    from votecount.workspace import Workspace

    thread = str(game["thread"])
    out: dict = {"thread": thread, "slots": len(game["slots"])}
    first = {s["replacement_chain"][0].casefold() for s in game["slots"]}
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        ws = Workspace(Path(tmp) / "game.toml")
        try:
            ws.init(game["url"], engine=None, ruleset=None, force=False, progress=False,
                    source=CORPUS / game["file"])  # fmt: skip
            started = ws.game
            players = [p.username for p in ws.game.players if not p.backup]
            out["players"] = players
            out["first_right"] = {p.casefold() for p in players} == first
            if ws.game.players:
                out["accepted"] = ws.accept_events([], every=True).count("\n")
            posts = ws.posts()
            played = ws.game
            if swap:
                made = load_game(ROOT / "fixtures" / "games" / "donbot" / f"{thread}.toml")
                played = msgspec.structs.replace(
                    played, **{name: getattr(made, name) for name in swap}
                )
            rec = reconcile(played, posts)
            out["tally"] = rec.tally()
            if probe is not None:
                out["facts"] = probe(started, played, posts)
        except Exception as e:  # noqa: BLE001  (the summary names it)
            out["error"] = f"{type(e).__name__}: {e}"
        finally:
            ws.close()
    out["secs"] = time.perf_counter() - start
    return out


def summary(results: list[dict]) -> str:
    found = sum(r.get("tally", {}).get("found", 0) for r in results)
    agreed = sum(agreed_of(r["tally"]) for r in results if "tally" in r)
    shares = sorted(100.0 * agreed_of(r["tally"]) / r["tally"]["found"]
                    for r in results if r.get("tally", {}).get("found"))  # fmt: skip
    q1, med, q3 = quartiles(shares)
    n = len(results)
    count_right = sum(len(r.get("players", ())) == r["slots"] for r in results)
    set_right = sum(bool(r.get("first_right")) for r in results)
    any_players = sum(bool(r.get("players")) for r in results)
    errors = [f"{r['thread']} ({r['error'][:80]})" for r in results if "error" in r]
    share = 100.0 * agreed / found if found else 0.0
    return "\n".join([
        f"ZERO-EDIT: {agreed} of {found} host counts agree ({share:.1f} %) over {n} games; "
        f"per game: lower quartile {q1:.1f} %, median {med:.1f} %, upper quartile {q3:.1f} %",
        f"players: any on {any_players} of {n}; the slots' count on {count_right} of {n} "
        f"({100.0 * count_right / n:.1f} %); the slots' first players exactly on {set_right}",
        f"errors: {'; '.join(errors) or 'none'}",
    ])  # fmt: skip


def detail(r: dict, game: dict) -> str:
    first = [s["replacement_chain"][0] for s in game["slots"]]
    got = r.get("players", [])
    missing = sorted(set(first) - set(got), key=str.casefold)
    extra = sorted(set(got) - set(first), key=str.casefold)
    t = r.get("tally", {})
    return (
        f"{r['thread']}: {len(got)} players for {r['slots']} slots; agree "
        f"{agreed_of(t) if t else 0}/{t.get('found', 0)} (no day open {t.get('no_day', 0)}); missing {missing}; extra {extra}"
        + (f"; error {r['error']}" if "error" in r else "")
    )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", help="only this thread (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true", help="each game's players")
    ap.add_argument("--json", type=Path, help="write each game's figures to this file")
    ap.add_argument("--swap", action="append", default=[], choices=SWAPPABLE,
                    help="take this section from the generated game file (diagnosis)")  # fmt: skip
    args = ap.parse_args(argv)
    games = [g for g in facts() if not args.game or str(g["thread"]) in args.game]
    if not games:
        sys.exit(f"no games found (corpus at {CORPUS}?)")
    start = time.perf_counter()
    swap = tuple(args.swap)
    if args.jobs <= 1:
        results = [run_game(g, swap) for g in games]
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(run_game, games, [swap] * len(games)))
    if args.verbose:
        for r, g in zip(results, games, strict=True):
            print(detail(r, g))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")
    print(summary(results))
    print(f"wall time {time.perf_counter() - start:.1f} s, {args.jobs} job(s)")


if __name__ == "__main__":
    main()
