"""Fuzz ``parse_post`` with hostile posts: never a crash, never a stall.

    python benchmarks/fuzz.py --reader host-count --n 20000   # the host-count reader
    python benchmarks/fuzz.py --reader roster --n 3000 --hang 2   # init's and events' readers:
                                   # roster, opening, days, replacements, suggest

    python benchmarks/fuzz.py --n 1000000            # the goal: 0 crashes, slowest < 50 ms
    python benchmarks/fuzz.py --n 20000 --seed 7     # quicker
    python benchmarks/fuzz.py --n 1000000 --max-seconds 3600 --progress 50000
    python benchmarks/fuzz.py --only 148010,242803   # re-time inputs of a run by number

Every input is generated from a seeded RNG (the same ``--seed`` gives the same inputs):
90 % are post-sized (up to 2 KB), 10 % long (2 KB up to Discourse's 32,000-character
limit). They are built from the pieces that made the parser slow or could crash it: runs
of one character (spaces, dots, semicolons, ``[``), unclosed and nested BBCode
(``[b]``, ``[vote]``, ``[v=``, ``[unvote]``), repeated keywords (``vote``, ``/vote x``,
``##vote``), sentence words (``because``), ``@`` mentions, HTML (bold, colour, quotes,
spoilers, code, strike, vote tags, broken tags, entities), control characters, bidi
and zero-width characters, and random Unicode.

Each input is parsed with every marker enabled; an exception is a crash (its input is
saved with ``--save DIR``); an input still running after ``--hang`` seconds is stopped
and counted as a hang. Prints the inputs tried, crashes, hangs, and the slowest input's
time (every input is at most 32,000 characters, so this bounds the time per 32 KB), then
re-times the 5 slowest (best of 3, so a run preempted on a busy machine does not count)
and prints the slowest of those.
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from votecount.count import suggest  # noqa: E402
from votecount.parser import (  # noqa: E402
    ParseOptions,
    Player,
    Roster,
    parse_post,
)  # fmt: skip
from votecount.parser.host import (  # noqa: E402
    cohosts,
    daystarts,
    deadlines,
    flips,
    house_rules,
    opening,
    replacements,
    roster,
)  # fmt: skip
from votecount.parser.hostcount import read_host_count  # noqa: E402
from votecount.parser.model import Post  # noqa: E402
from votecount.parser.walk import host_lines, plain_lines  # noqa: E402
from votecount.sync import hosts as sync_hosts  # noqa: E402
from votecount.sync import thread_facts  # noqa: E402
from votecount.tally.registry import systems  # noqa: E402

ROSTER = Roster(
    [Player("alice", "Alice", ("al",)), Player("bob", "Bob"), Player("carol", "Carol"),
     Player("Kestrel Reed"), Player("dave_99", "Dave")],
    hosts=("host",),
)  # fmt: skip
OPTIONS = ParseOptions.from_switches(
    {"markers": ["slash", "bold", "text", "vote_tag", "colour"], "colour": "#ff0000"}
)
LIMIT = 32_000
RUNS = [" ", ".", ";", "!", "?", "[", "]", "#", "/", "@", "-", ":", "\n", "\t", "a", "<", ">",
        "&", "'", '"', "*", "=", "\u00a0", "\u202e", "\u200b", "\ufeff", "\x00", "\x07"]  # fmt: skip
PIECES = [
    "vote ", "VOTE: ", "unvote", "un-vote ", "nominate ", "/vote x ", "/vote ", "/unvote ",
    "/in, seat 4", "seat ", "/hands up ", "/whisper @bob", "/accept", "/exile bob", "/yes",
    "##vote bob ", "#vote ", "because ", "since ", "for ", "on ", "@host ", "@bob", "no lynch",
    "Sleep", "yes", "no", "bob", "Bob.", "alice", "al", "Kestrel Reed", "dave_99", "me",
    "[b]", "[/b]", "[B]vote bob[/B]", "[vote]", "[/vote]", "[vote=bob]", "[v]", "[/v]",
    "[v=", "[vote=", "[unvote]", "[/unvote]", "[quote]", "[/quote]", "[\\b]", "[spoiler]",
    "<b>", "</b>", "<strong>", "</strong>", "<i>", "<br>", "<p>", "</p>", "<div>", "</div>",
    '<span style="color:#ff0000">', '<span style="color: red">', "</span>",
    '<span class="bbvote" title="VOTE: bob">', '<span style="font-weight: bold">',
    '<aside class="quote"><blockquote>', "</blockquote></aside>", "<blockquote>",
    "</blockquote>", "<details><summary>s</summary>", "</details>", "<code>", "</code>",
    "<s>", "</s>", "<pre>", "</pre>", '<div class="quotecontent">', "<cite>x</cite>",
    '<a class="mention" href="/u/bob">@bob</a>', "&amp;", "&lt;b&gt;", "&#x202e;", "&nbsp;",
    "<", ">", "</", "<b", "<!--", "-->", "<![CDATA[", "<script>vote bob</script>",
    "J. Smith", "a.", " a.", ". ", "...", "?!", ";;",
    # the shapes of a host's count (``--reader host-count``)
    "Vote count", "Votecount 2.3:", "(2)", "[3/7]", "L-2", " - ", " -> ", " => ", ", ",
    "is voting ", "votes for ", "(unvote, vote)", "(unvoted)", "Not voting:", "needs 3",
    "x2", "#12", "|", " \u2014 ", "\u25c9\u25ce",
    # the wordings of the host posts init and events read (``--reader init``, ...)
    "Day 2 begins", "Day One has begun!", "It is now Night 1", "Night 1", "Night 1 begins.",
    "D3 has started", "Day 2 is over", "end of Day 1", "Town wins!", "Game over",
    " has been replaced by ", " replaces ", " is replacing ", " in for ", " subs in for ",
    " will be taking over the slot formerly filled by ", " is now played by ",
    " are replacing ", ", respectively", " is now Ivo via replacement",
    " was lynched", " was lynched Day 1", " has been killed", " died", " was modkilled",
    " was a Vanilla Townie.", " was a ", "Ivo, Vanilla Townie, eviscerated Night 1!",
    "Executed: ", "Found dead: ", "Vote count is reset", "votes have been reset",
    "Deadline: ", "Deadline is Sunday, March 3 at 18:00 UTC", "ends in 48 hours", "EST",
    "/in", "/out", "Players:", "Player list", "1. ", "2) ", "<li>", "</li>", "<ol>", "<ul>",
    "~~Ivo~~", "<s>Ivo</s>", "<del>", "<strike>", "<sup>", "</sup>", "<sup>1</sup>",
    '<a href="/t/1/9">Ivo</a>', "\u2020", "(dead)", "(replaced)", "(replaces Ivo)",
    "<fieldset>", "Hosted by @host", "Co-host: ", "Each day will last 48 hours",
    "Nights: 24h", "Discussion: 12 hours", "Double lynch", "No self-votes",
    "Votes must be bolded", "use the vote tag", "Storyteller", "scry", "Open Event",
    "Ivo", "Wren", "Juno", "Kestrel", "@Wren", "who ", "Ivo (Town Cop)", " and ", ", the ",
]  # fmt: skip


def make_input(rng: random.Random) -> str:
    """One hostile post: pieces, runs of one character and random Unicode."""
    size = rng.randint(2_000, LIMIT) if rng.random() < 0.1 else rng.randint(1, 2_000)
    out: list[str] = []
    length = 0
    while length < size:
        roll = rng.random()
        if roll < 0.55:
            piece = rng.choice(PIECES)
        elif roll < 0.75:
            piece = rng.choice(RUNS) * rng.randint(1, max(1, (size - length) // rng.randint(1, 4)))
        elif roll < 0.9:
            piece = rng.choice(PIECES) * rng.randint(2, max(2, (size - length) // 16))
        else:
            piece = "".join(chr(rng.randint(1, 0x2FFFF)) for _ in range(rng.randint(1, 12)))
        out.append(piece)
        length += len(piece)
    return "".join(out)[:LIMIT]


class Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise Hang()


T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)


def _parse(html: str) -> None:
    parse_post(Post("t", "1", 1, "alice", T0, html), ROSTER, OPTIONS)


def _host_count(html: str) -> None:
    read_host_count(html, ROSTER)


KNOWN = {n.casefold(): n for n in ("alice", "bob", "carol", "Kestrel Reed", "dave_99",
                                     "Ivo", "Wren", "Juno", "Kestrel")}  # fmt: skip
IDS = {k: v for k, v in KNOWN.items()} | {"al": "alice", "dave": "dave_99"}
WORDINGS = [(s.name, s.opening_words) for s in systems() if s.opening_words]


def _roster(html: str) -> None:
    """parser/host/roster.py: the player lists of a host post (init)."""
    roster.listed_players(html, KNOWN, ("host",))


def _opening(html: str) -> None:
    """parser/host/opening.py, house_rules/, sync/hosts.py and thread_facts.py: what init
    reads in the opening posts (system, hosts, house rules, phase lengths, Day 1)."""
    post = Post("t", "1", 1, "host", T0, html)
    opening.looks_like_count(html)
    opening.carries_count(html)
    opening.names_day_one(html)
    opening.voids_pregame(html)
    opening.system_of(html, WORDINGS)
    house_rules.house_rules([(1, html)])
    house_rules.shows_vote_tags([html])
    sync_hosts.hosts_from_opening(post, KNOWN.values())
    thread_facts.phase_lengths(post)
    thread_facts.title_of(post)


def _days(html: str) -> None:
    """parser/host/daystarts.py and deadlines.py: day starts and ends, resets, deadlines."""
    daystarts.ends_a_day(html)
    daystarts.resets_votes(html)
    daystarts.day_starts([(2, html)], 1)
    daystarts.day_starts([(2, html)], 1, nightless=True)
    deadlines.stated_deadline(plain_lines(html), T0, UTC)


def _replacements(html: str) -> None:
    """parser/host/replacements.py, flips.py and cohosts.py: replacements, flips, co-hosts."""
    said = replacements.Said.of(2, "host", html)
    replacements.announces(said.text, ("Ivo",), ("Wren",))
    replacements.announces(said.text, None, ("Kestrel Reed", "Kestrel"))
    replacements.replaced_name(said.text, ("Wren",))
    posts = [replacements.Said(1, "host", ""), said, replacements.Said(3, "Ivo", "vote bob")]
    replacements.replacement_post("Ivo", "Wren", posts, ("host",))
    for line in host_lines(html):
        flips.revealed(line)
    cohosts.own_count(html)
    cohosts.co_hosts([("mod2", html)], ("host",), ("alice", "bob", "carol"), read_counts=True)


def _suggest(html: str) -> None:
    """count/suggest/__init__.py: the host events ``votecount events`` suggests from a host post."""
    post = Post("t", "2", 2, "host", T0, html)
    for line in host_lines(html):
        suggest.line_suggestions(line.strip(), post, dict(IDS), dict(IDS))
    daystarts.resets_votes(html)


READERS: dict[str, Callable[[str], object]] = {
    "post": _parse, "host-count": _host_count, "roster": _roster, "opening": _opening,
    "days": _days, "replacements": _replacements, "suggest": _suggest,
}  # fmt: skip


def parse_once(read: Callable[[str], object], html: str) -> float:
    start = time.perf_counter()
    read(html)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=100_000, help="inputs to try")
    ap.add_argument("--seed", type=int, default=12)
    ap.add_argument("--hang", type=float, default=5.0, help="seconds before an input hangs")
    ap.add_argument("--max-seconds", type=float, default=0, help="stop early (0: never)")
    ap.add_argument("--progress", type=int, default=0, help="print a line every N inputs")
    ap.add_argument("--save", type=Path, help="folder for crashing, hanging, slowest inputs")
    ap.add_argument("--only", help="comma-separated input numbers: rebuild and time those")
    ap.add_argument("--reader", choices=sorted(READERS), default="post", help="what to fuzz")
    args = ap.parse_args(argv)
    read = READERS[args.reader]
    rng = random.Random(args.seed)
    if args.only:
        return _only(read, rng, sorted(int(n) for n in args.only.split(",")))
    signal.signal(signal.SIGALRM, _alarm)
    tried = crashes = hangs = 0
    slowest: list[tuple[float, int, str]] = []  # (seconds, n, input)
    began = time.perf_counter()
    for n in range(args.n):
        html = make_input(rng)
        tried += 1
        signal.setitimer(signal.ITIMER_REAL, args.hang)
        try:
            took = parse_once(read, html)
        except Hang:
            hangs += 1
            _save(args.save, f"hang-{n}", html)
            continue
        except Exception:
            crashes += 1
            _save(args.save, f"crash-{n}", html, traceback.format_exc())
            continue
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        _keep(slowest, (took, n, html))
        if args.progress and tried % args.progress == 0:
            _report(read, tried, crashes, hangs, slowest, began, partial=True)
        if args.max_seconds and time.perf_counter() - began > args.max_seconds:
            break
    _report(read, tried, crashes, hangs, slowest, began, partial=False)
    if slowest and args.save:
        _save(args.save, "slowest", max(slowest)[2])
    return 1 if crashes or hangs else 0


def _only(read: Callable[[str], object], rng: random.Random, wanted: list[int]) -> int:
    """Rebuild inputs ``wanted`` of the run with this seed; time each (best of 3, wall
    clock and CPU time: on a busy machine the CPU time is the parser's own)."""
    for n in range(wanted[-1] + 1):
        html = make_input(rng)
        if n in wanted:
            parse_once(read, "<b>vote bob</b>")
            wall = min(parse_once(read, html) for _ in range(3))
            cpu = min(_cpu(read, html) for _ in range(3))
            print(f"input #{n}: {len(html):,} chars, {wall * 1000:.1f} ms wall, "
                  f"{cpu * 1000:.1f} ms CPU (best of 3)", flush=True)  # fmt: skip
    return 0


def _cpu(read: Callable[[str], object], html: str) -> float:
    start = time.process_time()
    read(html)
    return time.process_time() - start


def _keep(slowest: list[tuple[float, int, str]], item: tuple[float, int, str]) -> None:
    slowest.append(item)
    if len(slowest) > 5:
        slowest.remove(min(slowest))


def _report(
    read: Callable[[str], object],
    tried: int,
    crashes: int,
    hangs: int,
    slowest: list,
    began: float,
    *,
    partial: bool,
) -> None:
    worst = max(slowest) if slowest else (0.0, -1, "")
    print(
        f"{'progress' if partial else 'done'}: {tried:,} inputs tried, {crashes} crashes, "
        f"{hangs} hangs, slowest input {worst[0] * 1000:.1f} ms "
        f"(#{worst[1]}, {len(worst[2]):,} chars), {time.perf_counter() - began:.0f} s",
        flush=True,
    )
    if partial or not slowest:
        return
    retimed = [(min(parse_once(read, h) for _ in range(3)), n, h) for _, n, h in slowest]
    best = max(retimed)
    print(
        f"slowest input re-timed (best of 3, of the 5 slowest): {best[0] * 1000:.1f} ms "
        f"(#{best[1]}, {len(best[2]):,} chars; inputs are at most 32,000 chars)",
        flush=True,
    )


def _save(folder: Path | None, name: str, html: str, note: str = "") -> None:
    if folder is None:
        return
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.html").write_text(html, encoding="utf-8", errors="surrogatepass")
    if note:
        (folder / f"{name}.txt").write_text(note, encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
