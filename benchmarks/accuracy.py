"""Accuracy against real games: ``votecount reconcile`` over every real thread we hold,
counting the hosts' own vote counts found, how many agree with votecount and how many
differ.

    python benchmarks/accuracy.py                   # all games, a table and the total
    python benchmarks/accuracy.py --game 15783 -v   # one game, every differing count
    python benchmarks/accuracy.py --jobs 1          # one process (default: 2)
    python benchmarks/accuracy.py --zero-edit       # init + events accept --all + reconcile

Games: the 120 MafiaScum games of ../shared/corpus/mafiascum-donbot (game files in
fixtures/games/donbot/, written by make_games.py from what a host knows before counting,
by general code: no table about one thread, nothing read from a host's count), MafiaScum
1145 and the TeamLiquid games with game files (fixtures/games/mafiascum-1145,
teamliquid-*, hand-written for the game; not in the donbot headline).

The headline is the donbot games' agreement with their plain game files, with the
per-game quartiles. The second column ("with rulings") reads fixtures/games/donbot/rulings/
where a host ruling (rulings.py, each with its evidence post) concerns the thread. "agree" counts the host counts that agree
as of their post, (``lagging``) as of an earlier post since the host's previous count or
(``ahead``) as of one of the next few posts (a count the host updated after later votes).
Each remaining difference is classified in benchmarks/accuracy-notes.md.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from votecount.count.reconcile import Reconciliation, reconcile  # noqa: E402
from votecount.gamefile.load import load_game  # noqa: E402
from votecount.scraper.importer import import_jsonl  # noqa: E402

CORPUS = (ROOT.parent / "shared" / "corpus").resolve()
GAMES = ROOT / "fixtures" / "games"


def games(corpus: Path = CORPUS, rulings: bool = False) -> list[tuple[str, Path, Path]]:
    """(name, game file, posts file) of every real game we can reconcile; ``rulings``: the
    donbot games' files with the hosts' rulings where there are any."""
    out = []
    for toml in sorted((GAMES / "donbot").glob("*.toml")):
        ruled = GAMES / "donbot" / "rulings" / toml.name
        out.append(
            (toml.stem, ruled if rulings and ruled.exists() else toml,
             corpus / "mafiascum-donbot" / "threads" / f"{toml.stem}.jsonl")
        )  # fmt: skip
    out.append(
        ("1145", GAMES / "mafiascum-1145" / "game.toml", corpus / "mafiascum-1145" / "posts.jsonl")
    )
    for name in ("hammertime", "student-v"):
        out.append((f"tl-{name}", GAMES / f"teamliquid-{name}" / "game.toml",
                    corpus / "teamliquid" / f"{name}.jsonl"))  # fmt: skip
    return [g for g in out if g[2].exists()]


def run_game(name: str, game_path: Path, posts_path: Path) -> tuple[str, Reconciliation, float]:
    """One game's reconciliation; a game that fails to load or count is a crash, reported
    by name in the summary (never the end of the run)."""
    start = time.perf_counter()
    try:
        game = load_game(game_path)
        posts = [
            p
            for b in import_jsonl(posts_path, thread=name, timezone=game.timezone)
            for p in b.posts
        ]
        rec = reconcile(game, posts)
    except Exception as e:  # noqa: BLE001  (the table names it)
        print(f"CRASH {name}: {type(e).__name__}: {e}", file=sys.stderr)
        return name, Reconciliation(findings=()), -1.0  # secs < 0: crashed (summary names it)
    return name, rec, time.perf_counter() - start


def run_all(
    selected: list[tuple[str, Path, Path]], jobs: int
) -> list[tuple[str, Reconciliation, float]]:
    if jobs <= 1:
        return [run_game(*g) for g in selected]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(run_game, *zip(*selected, strict=True)))


def table(results: list[tuple[str, Reconciliation, float]]) -> str:
    lines = [
        f"{'game':<14} {'found':>6} {'agree':>6} {'lagging':>8} {'ahead':>6} {'differ':>7} {'no day':>7} {'secs':>6}"
    ]
    total = {"found": 0, "agree": 0, "lagging": 0, "ahead": 0, "differ": 0, "no_day": 0}
    for name, rec, secs in results:
        t = rec.tally()
        for k in total:
            total[k] += t[k]
        lines.append(
            f"{name:<14} {t['found']:>6} {t['agree']:>6} {t['lagging']:>8} {t['ahead']:>6} {t['differ']:>7} {t['no_day']:>7} {secs:>6.1f}"
        )
    agreed = total["agree"] + total["lagging"] + total["ahead"]
    share = 100.0 * agreed / total["found"] if total["found"] else 0.0
    lines.append(
        f"{'TOTAL':<14} {total['found']:>6} {total['agree']:>6} {total['lagging']:>8} {total['ahead']:>6} {total['differ']:>7} {total['no_day']:>7}"
    )
    lines.append(f"agreed (agree + lagging + ahead): {agreed} of {total['found']} = {share:.1f}%")
    compared = total["found"] - total["no_day"]  # a "count" before any day opened: not compared
    if total["no_day"] and compared:
        lines.append(
            f"of the {compared} compared (found less {total['no_day']} with no day open): "
            f"{100.0 * agreed / compared:.1f}%"
        )
    return "\n".join(lines)


def agreed_of(t: dict[str, int]) -> int:
    """The host counts of a reconcile tally that agree (at the post, lagging or ahead)."""
    return t["agree"] + t["lagging"] + t["ahead"]


def quartiles(shares: list[float]) -> tuple[float, float, float]:
    """Lower quartile, median and upper quartile (inclusive method) of per-game shares."""
    if not shares:
        return (0.0, 0.0, 0.0)
    if len(shares) == 1:
        return (shares[0],) * 3
    q = statistics.quantiles(shares, n=4, method="inclusive")
    return (q[0], q[1], q[2])


def summary(label: str, results: list[tuple[str, Reconciliation, float]]) -> str:
    """One line of totals for the donbot games: agreed of found, the per-game quartiles,
    the games that found no host count and the games that crashed."""
    ours = {t.stem for t in (GAMES / "donbot").glob("*.toml")}
    donbot = [(n, r) for n, r, _ in results if n in ours]
    crashed = [n for n, _, secs in results if n in ours and secs < 0]
    found = sum(r.tally()["found"] for _, r in donbot)
    agreed = sum(agreed_of(r.tally()) for _, r in donbot)
    shares = sorted(100.0 * agreed_of(r.tally()) / r.tally()["found"]
                    for _, r in donbot if r.tally()["found"])  # fmt: skip
    q1, med, q3 = quartiles(shares)
    none = [n for n, r in donbot if not r.tally()["found"] and n not in crashed]
    share = 100.0 * agreed / found if found else 0.0
    return (
        f"{label}: {agreed} of {found} host counts agree ({share:.1f} %) over {len(donbot)} "
        f"donbot games; per game: lower quartile {q1:.1f} %, median {med:.1f} %, upper "
        f"quartile {q3:.1f} %; no host count found: {', '.join(none) or 'none'}; "
        f"crashed: {', '.join(crashed) or 'none'}"
    )


def details(results: list[tuple[str, Reconciliation, float]]) -> str:
    from votecount.views.reconcile import reconcile_text

    return "\n\n".join(
        f"== {name}\n" + reconcile_text(rec, only_differ=True) for name, rec, _ in results
    )


CLASSES = (  # (pattern in votecount's note, class, who is likely wrong)
    (
        r"did not count \((VOTE_AFTER_HAMMER)\)",
        "votecount closed the day at a hammer the host did not count",
        "votecount/game file",
    ),
    (
        r"did not count \((VOTE_BY_NON_PLAYER|VOTE_INELIGIBLE_TARGET)\)",
        "replacement timing in the game file",
        "game file",
    ),
    (
        r"did not count \((VOTE_BY_DEAD|VOTE_FOR_DEAD)\)",
        "a death's post in the game file differs from the host's",
        "game file",
    ),
    (
        r"did not count \((UNVOTE_WITHOUT_VOTE)\)",
        "votecount had no standing vote to withdraw (an earlier vote not read)",
        "votecount",
    ),
    (
        r"did not count \((UNRESOLVED_TARGET|AMBIGUOUS_TARGET)\)",
        "a name votecount did not resolve (a nickname, a typo beyond the rules; reported)",
        "votecount (name)",
    ),
    (
        r"did not count \((VOTE_NOT_BOLD_OR_TAG|COMMAND_IGNORED)\)",
        "a vote votecount did not read as one (plain text, broken markup)",
        "ruling",
    ),
    (r"did not count", "votecount rejected a vote the host counted", "votecount"),
    (r"no vote by", "votecount read no vote the host counted", "votecount"),
    (
        r"vote was released",
        "a death or lynch at that post released votes (event position)",
        "game file",
    ),
    (r" unvoted at ", "the host kept a vote the voter withdrew at that post", "host"),
    (r" moved to ", "the host did not move the vote the voter changed at that post", "host"),
    (r" voted ", "the host left out a vote cast at that post", "host"),
)


def differences(results: list[tuple[str, Reconciliation, float]]) -> str:
    """Every differing host count, grouped by its root: the earliest post any of its
    notes names (a miss persists over the counts after it), with its class."""
    import re

    lines = []
    for name, rec, _ in results:
        groups: dict[tuple[int | None, str], list[int]] = {}
        for f in rec.findings:
            if f.status != "differ":
                continue
            notes = [n for d in f.diffs for n in d.notes]
            dated = [(int(m), n) for n in notes for m in re.findall(r"#(\d+)", n)]
            root = min(dated)[1] if dated else (notes[0] if notes else "?")
            groups.setdefault((f.day, root), []).append(f.post.number)
        for (day, root), posts in groups.items():
            what, who = next(((c, w) for pat, c, w in CLASSES if re.search(pat, root)), ("?", "?"))
            span = f"#{posts[0]}" + (f"..#{posts[-1]}" if len(posts) > 1 else "")
            lines.append(f"| {name} | {day} | {len(posts)} | {span} | {root} | {what} | {who} |")
    head = "| game | day | counts | host counts | root (votecount's note) | class | likely wrong |\n|---|---|---|---|---|---|---|"
    return head + "\n" + "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", action="append", help="only this game (repeatable)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("-v", "--verbose", action="store_true", help="print every differing count")
    ap.add_argument("--differences", action="store_true", help="a table of the differences by root")
    ap.add_argument(
        "--no-rulings", action="store_true", help="leave out the second column (with host rulings)"
    )
    ap.add_argument(
        "--zero-edit",
        action="store_true",
        help="a host's first run instead: init + events accept --all + reconcile (zero_edit.py)",
    )
    args = ap.parse_args()
    if args.zero_edit:
        from benchmarks import zero_edit

        again = [f"--jobs={args.jobs}", *(f"--game={g}" for g in args.game or ())]
        zero_edit.main(again + (["-v"] if args.verbose else []))
        return
    selected = [g for g in games() if not args.game or g[0] in args.game]
    if not selected:
        sys.exit(f"no games found (corpus at {CORPUS}?)")
    start = time.perf_counter()
    results = run_all(selected, args.jobs)
    ruled: list[tuple[str, Reconciliation, float]] = []
    if not args.no_rulings:
        plain = {name: path for name, path, _ in selected}
        again = [g for g in games(rulings=True) if g[0] in plain and g[1] != plain[g[0]]]
        redone = {r[0]: r for r in run_all(again, args.jobs)}
        ruled = [redone.get(r[0], r) for r in results]
    if args.verbose:
        print(details(results))
        print()
    if args.differences:
        print(differences(results))
        print()
    print(table(results))
    print()
    print(summary("HEADLINE (untuned: general game files)", results))
    if ruled:
        print(summary("with rulings (rulings.py, a second column)", ruled))
    print(f"wall time {time.perf_counter() - start:.1f} s, {args.jobs} job(s)")


if __name__ == "__main__":
    main()
