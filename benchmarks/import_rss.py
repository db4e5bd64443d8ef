"""Peak memory of `votecount import` by file size: a fresh process per import, as a host
runs it.

    python benchmarks/import_rss.py                        # 20,000 and 100,000 posts
    python benchmarks/import_rss.py --sizes 100000,500000  # the 500k run (~3 min)
    python benchmarks/import_rss.py --against DIR          # another checkout too

For each size a generated game (benchmarks/synth.py: post sizes, quote and vote rates of
MafiaScum Game 1145) is imported into an empty folder: wall and CPU time and peak RSS of
the process (``wait4``), and the RSS of a bare interpreter for comparison. The import
streams (docs/speed.md, "Importing"), so its peak RSS stays roughly flat with the size;
``--against DIR`` runs the same import with another votecount version first on
PYTHONPATH (e.g. an older commit unpacked by ``git archive COMMIT | tar -x -C DIR``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.count import VOTECOUNT, generate_game, in_process, line, run  # noqa: E402

GOAL = "<= 300 MiB at 500k (the whole tool)"


def sized(n: int, against: str | None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        generate_game(folder, n)
        jsonl = folder / "posts.jsonl"
        size = jsonl.stat().st_size
        print(f"{n:,} generated posts ({size / 2**20:.0f} MiB of JSONL):")
        if against:
            other = folder / "other"
            other.mkdir()
            (other / "game.toml").write_text((folder / "game.toml").read_text())
            line("votecount import (--against)", run([*in_process(against), "import", str(jsonl)], other,
                                                     against))  # fmt: skip
            (other / "votecount.db").unlink()
        line("votecount import", run([*VOTECOUNT, "import", str(jsonl)], folder), f"   {GOAL}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="20000,100000", help="comma-separated post counts")
    ap.add_argument("--against", help="a checkout of another votecount version (its top folder)")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        line("bare interpreter (python -c pass)", run([sys.executable, "-c", "pass"], Path(tmp)))
    for n in (int(x) for x in args.sizes.split(",") if x.strip()):
        sized(n, args.against)


if __name__ == "__main__":
    main()
