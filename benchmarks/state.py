"""The fold state's checkpoint (votecount/count/incremental/statecodec/codec.py): encode and decode time and size
of the state of a generated game, as `votecount count` writes and restores it.

    python benchmarks/state.py                      # 20,000 and 100,000 posts
    python benchmarks/state.py --sizes 20000 --repeat 9
    python benchmarks/state.py --against ../base   # another checkout's codec timed too

Each size: the posts of benchmarks/synth.py (sizes, quote and vote rates of MafiaScum
Game 1145) parsed and folded in this process, then the state written and read back
(best of --repeat, CPU time), its JSON and zlib sizes (checkpoints store level 1), and a
read in a fresh process: its time, first call included, and the game systems it loaded.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import zlib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(HERE))
from benchmarks import synth  # noqa: E402  (this checkout's: the corpus beside it)

ROOT = HERE
if "--root" in sys.argv:  # the votecount to measure: another checkout (see --against)
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
sys.path.insert(0, str(ROOT))

from votecount.count import pipeline  # noqa: E402
from votecount.count.context import context  # noqa: E402
from votecount.count.incremental import foldstate  # noqa: E402
from votecount.count.incremental.statecodec import codec as statecodec  # noqa: E402
from votecount.gamefile.load import load_game  # noqa: E402
from votecount.scraper.importer import import_jsonl  # noqa: E402
from votecount.tally import Engine  # noqa: E402

FRESH = """
import sys, time
from pathlib import Path
from votecount.count.incremental import foldstate
from votecount.count.context import context
from votecount.gamefile.load import load_game

folder = Path(sys.argv[1])
ctx = context(load_game(folder / "game.toml"))
text = (folder / "state.json").read_text(encoding="utf-8")
before = set(sys.modules)
start = time.process_time()
foldstate.restore(ctx, text, 0, None)
took = time.process_time() - start
new = [m.split(".") for m in set(sys.modules) - before if m.startswith("votecount.tally.")]
systems = sorted({m[2] for m in new if m[2] in ("botf", "shapeshifters", "events_game")})
print(f"{took * 1000:.1f}", ", ".join(systems) or "none", f"({len(new)} modules)")
"""


def best(fn, repeat: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(repeat):
        start = time.process_time()
        result = fn()
        times.append(time.process_time() - start)
    return min(times), result


def measure(n: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        game = load_game(synth.write_game(folder))
        synth.write_jsonl(folder / "posts.jsonl", synth.thread(n, profile=synth.corpus_profile()))
        posts = [p for b in import_jsonl(folder / "posts.jsonl", thread=synth.KEY) for p in b.posts]
        ctx = context(game)
        engine = Engine(ctx.setup, ctx.rules).feed(pipeline.build_events(game, posts, ctx=ctx))
        names = foldstate.named_objects(engine)
        encode, text = best(lambda: statecodec.dumps(engine.state, names), repeat)
        assert isinstance(text, str)
        decode, _ = best(lambda: statecodec.loads(text, names), repeat)
        raw = text.encode("utf-8")
        packed = zlib.compress(raw, 1)
        squeeze, _ = best(lambda: zlib.compress(raw, 1), repeat)
        unpack, _ = best(lambda: zlib.decompress(packed), repeat)
        sealed = _sealed(ctx, engine, repeat)
        (folder / "state.json").write_text(text, encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        fresh = subprocess.run([sys.executable, "-c", FRESH, str(folder)], capture_output=True,
                               text=True, check=True, cwd=ROOT, env=env).stdout.split()  # fmt: skip
    data = json.loads(text)
    objects = _objects(data)
    print(
        f"{n:,} generated posts, votecount of {ROOT}: {sum(objects.values()):,} objects in the state"
    )
    for name, count in objects.most_common(4):
        print(f"    {count:>7,} {name}")
    print(f"  encode (statecodec.dumps)   {encode * 1000:8.1f} ms")
    print(f"  decode (statecodec.loads)   {decode * 1000:8.1f} ms")
    print(f"  zlib level 1 / decompress   {squeeze * 1000:8.1f} ms / {unpack * 1000:.1f} ms")
    print(f"  restore in a fresh process  {float(fresh[0]):8.1f} ms (game systems it imported: "
          f"{' '.join(fresh[1:])})")  # fmt: skip
    print(
        f"  state {len(raw):,} B of JSON ({len(data.get('strings', ())):,} strings stored once), "
        f"{len(packed):,} B stored (zlib 1; {len(zlib.compress(raw, 6)):,} B at level 6)"
    )
    print(
        f"  sealed days (votecount/count/incremental/foldseal.py): {sealed['days']} of {sealed['all']} days sealed"
    )
    print(f"    first checkpoint (every older day encoded) {sealed['first'] * 1000:8.1f} ms, "
          f"{sealed['segments']:,} B of segments stored")  # fmt: skip
    print(f"    next checkpoint (the open part only)       {sealed['next'] * 1000:8.1f} ms, "
          f"{sealed['main']:,} B stored")  # fmt: skip
    print(f"    restore (the open part; days kept sealed)  {sealed['restore'] * 1000:8.1f} ms")
    print(f"    then every day opened (audit, json)        {sealed['open'] * 1000:8.1f} ms")


def _sealed(ctx, engine, repeat: int) -> dict:
    """The checkpoint as `votecount count` writes it now: the older days as segments."""
    from votecount.count.incremental import foldseal
    from votecount.count.incremental.checkpoints import pack

    names = foldstate.named_objects(engine)

    def first():
        state = foldstate.restore(ctx, statecodec.dumps(engine.state, names), 0, None).state
        start = time.process_time()
        out = foldseal.seal(state, names)
        pack(out.main)
        return time.process_time() - start, state, out

    took = [first() for _ in range(repeat)]
    first_time, state, out = min(took, key=lambda t: t[0])
    next_time, again = best(lambda: foldseal.seal(state, names), repeat)
    main = pack(again.main)
    packed = dict(out.new)

    def restore():
        engine2 = foldstate.restore(ctx, zlib.decompress(main).decode(), 0, None)
        foldseal.unseal(engine2.state, names, again.keys, packed, None)
        return engine2

    restore_time, restored = best(restore, repeat)
    opened = []

    def open_all():
        engine2 = restore()
        start = time.process_time()
        engine2.state.days.open_all()
        opened.append(time.process_time() - start)

    for _ in range(repeat):
        open_all()
    return {"days": len(again.keys), "all": len(restored.state.days), "first": first_time,
            "segments": sum(map(len, out.new.values())), "next": next_time,
            "main": len(main), "restore": restore_time, "open": min(opened)}  # fmt: skip


def _objects(data: dict) -> Counter[str]:
    """How many objects of each class the stored state holds."""
    found: Counter[str] = Counter()
    stack = [data["state"]]
    while stack:
        value = stack.pop()
        if type(value) is list and value:
            shape = value[0] if type(value[0]) is int and "v" in data else None
            if value[0] == "o" and "v" not in data:  # version 1: ["o", shape, value, …]
                shape, value = value[1], value[1:]
            if shape is not None:
                found[data["shapes"][shape][0].rpartition(":")[2]] += 1
            stack.extend(value[1:])
    return found


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="20000,100000", help="comma-separated post counts")
    ap.add_argument("--repeat", type=int, default=7, help="runs per timing (best kept)")
    ap.add_argument("--against", help="another votecount checkout (its top folder), timed too")
    ap.add_argument("--root", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    for n in (int(x) for x in args.sizes.split(",")):
        measure(n, args.repeat)
        if args.against:
            again = [sys.executable, __file__, "--root", args.against, "--sizes", str(n),
                     "--repeat", str(args.repeat)]  # fmt: skip
            subprocess.run(again, check=True)


if __name__ == "__main__":
    main()
