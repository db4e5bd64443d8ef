"""Parser throughput: ``parse_post`` on N generated posts versus a bare ``lxml.html`` parse of
the same strings (the acceptance target is a ratio of at least 0.5).

    python benchmarks/parse.py            # 100,000 posts (about a minute)
    python benchmarks/parse.py --n 5000   # quicker

The posts (seeded RNG, every post generated, none repeated) imitate a day of forum Mafia,
about 1.5 KB of HTML each, 12 players, default parser options:

* markup: 70 % Discourse (``<aside class="quote">``, ``<strong>``, ``a.mention``,
  ``img.emoji``, ``<details>`` spoilers), 30 % MafiaScum / phpBB (``blockquote`` + ``cite``,
  ``span.bbvote``, ``font-weight: bold`` spans, ``div.quotecontent`` spoilers);
* 3-5 chatter paragraphs; 8 % of paragraphs talk *about* votes ("I voted for X
  yesterday", "the vote count") without being commands, so that about 28 % of posts
  mention votes without casting one (as in the MafiaScum thread of ../shared/corpus);
* 40 % of posts quote an earlier post; 25 % of those quotes hold that post's vote (ignored
  text), 1 in 8 quotes nests a second quote;
* 25 % of posts @mention a player, 30 % have a smiley, 20 % a bold/italic word, 6 % a
  link, 4 % a spoiler;
* 20 % of posts carry a vote or unvote: bold, vote tag, ``##vote``, ``/vote``, ``VOTE:``
  at a line start, with the target as username, nickname, abbreviation, lowercase or a
  typo (so the resolver's fuzzy steps run), a few ``No Lynch`` and unknown names.

Reports posts/s for both, the ratio, and the peak traced Python memory of ``parse_post``
(tracemalloc, in a separate 2,000-post pass; lxml's C allocations are not traced).

Then the real corpus (``../shared/corpus/mafiascum-1145``, skipped cleanly without it):
``parse_post`` with Game 1145's roster and parser switches against both bare parses of
the same HTML, ``etree.fromstring`` with the HTML parser the walk itself uses, and
``lxml.html.fromstring`` (which builds a heavier tree; 2.5-5x slower than the first).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

import lxml.html

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from votecount.parser import ParseOptions, Player, Roster, parse_post  # noqa: E402
from votecount.parser.model import Post  # noqa: E402
from votecount.parser.walk import styled_lines  # noqa: E402

PLAYERS = [
    Player("Ashgrove", "Ash"), Player("Birchwood"), Player("Cinderfell", "Cinder"),
    Player("Dunmore"), Player("Elmsworth"), Player("Foxhollow", "Fox"),
    Player("Greywater"), Player("Hollins_Vale"), Player("Ironbark"), Player("JuniperMoon"),
    Player("Kestrel Reed"), Player("Larkspur"),
]  # fmt: skip
USERNAMES = [p.username for p in PLAYERS]
_CHAT = (
    "the town looks quiet today but I read her posts twice and something is off about how "
    "they pushed that wagon yesterday before the deadline so maybe we should look at who "
    "stayed silent during night one my gut says scum team is hiding in the lurkers again "
    "honestly this feels like a null read until someone claims a role tomorrow morning"
)
WORDS = _CHAT.split()
VOTE_TALK = [
    "I voted for {n} yesterday and still think it was right.",
    "Who has the vote count? I lost track of the votes on {n}.",
    "If the wagon on {n} gets to four I will think about moving my vote.",
    "People voting without reasons is the scummiest thing in this game.",
]
SMILIES = ["smile", "thinking", "joy", "eyes", "slight_smile", "rofl"]


def _prose(rng: random.Random, lo: int, hi: int) -> str:
    return " ".join(rng.choices(WORDS, k=rng.randint(lo, hi))).capitalize() + "."


def _name(rng: random.Random) -> str:
    p = rng.choice(PLAYERS)
    forms = [p.username, p.username.lower(), p.display_name or p.username[:5], p.username[:-1]]
    return rng.choice(forms) if rng.random() > 0.04 else rng.choice(["No Lynch", "Nobody123"])


def _vote(rng: random.Random, discourse: bool) -> str:
    name = _name(rng)
    bold = (
        ("<strong>{}</strong>", "<b>{}</b>")
        if discourse
        else ('<span style="font-weight: bold">{}</span>',)
    )
    forms = [
        "<p>" + rng.choice(bold).format(f"Vote: {name}") + "</p>",
        "<p>" + rng.choice(bold).format("Unvote") + "</p>",
        f"<p>##vote {name}</p>",
        f"<p>/vote {name}</p>",
        f"<p>VOTE: {name}</p>",
    ]
    if not discourse:
        forms.append(
            f'<p><span class="bbvote" title="This is an official vote.">VOTE: {name}</span></p>'
        )
    return rng.choice(forms)


def _chatter(rng: random.Random, discourse: bool) -> str:
    text = _prose(rng, 30, 75)
    if rng.random() < 0.08:
        text += " " + rng.choice(VOTE_TALK).format(n=rng.choice(USERNAMES))
    if rng.random() < 0.08:
        text = text.replace(" ", " <em>" if discourse else " <i>", 1) + (
            "</em>" if discourse else "</i>"
        )
    return f"<p>{text}</p>"


def _quote(rng: random.Random, discourse: bool, depth: int = 0) -> str:
    who = rng.choice(USERNAMES)
    body = f"<p>{_prose(rng, 15, 35)}</p>"
    if rng.random() < 0.25:
        body += _vote(rng, discourse)
    if depth == 0 and rng.random() < 0.125:
        body = _quote(rng, discourse, 1) + body
    if discourse:
        return (
            f'<aside class="quote no-group" data-username="{who}" data-post="{rng.randint(1, 900)}" '
            f'data-topic="2144"><div class="title"><div class="quote-controls"></div>'
            f'<img loading="lazy" alt="" width="24" height="24" src="/user_avatar/forum/'
            f'{who.lower()}/48/1_2.png" class="avatar"> {who}:</div><blockquote>{body}'
            f"</blockquote></aside>"
        )
    return f"<blockquote><div><cite>{who} wrote:</cite>{body}</div></blockquote>"


def _extras(rng: random.Random, discourse: bool) -> list[str]:
    out = []
    if rng.random() < 0.25:
        who = rng.choice(USERNAMES)
        out.append(
            f'<p><a class="mention" href="/u/{who.lower()}">@{who}</a> {_prose(rng, 8, 20)}</p>'
        )
    if rng.random() < 0.30:
        s = rng.choice(SMILIES)
        out.append(
            f'<p>{_prose(rng, 3, 10)} <img src="/images/emoji/twitter/{s}.png?v=12" title=":{s}:" '
            f'class="emoji" alt=":{s}:" loading="lazy" width="20" height="20"></p>'
        )
    if rng.random() < 0.20:
        w = rng.choice(WORDS)
        tag = rng.choice(["strong", "em"]) if discourse else rng.choice(["b", "i"])
        out.append(f"<p>{_prose(rng, 5, 12)} <{tag}>{w}</{tag}> {_prose(rng, 3, 8)}</p>")
    if rng.random() < 0.06:
        out.append(
            f'<p>See <a href="https://example.org/wiki/Role_{rng.randint(1, 99)}">this role</a>.</p>'
        )
    if rng.random() < 0.04:
        inner = _prose(rng, 10, 20)
        out.append(
            f"<details><summary>Spoiler</summary><p>{inner}</p></details>"
            if discourse
            else f'<div class="quotetitle">Spoiler</div><div class="quotecontent"><div>{inner}</div></div>'
        )
    return out


def make_html(rng: random.Random) -> str:
    """One post of the mix described in the module docstring."""
    discourse = rng.random() < 0.7
    quote = [_quote(rng, discourse)] if rng.random() < 0.40 else []
    body = [_chatter(rng, discourse) for _ in range(rng.randint(3, 5))] + _extras(rng, discourse)
    rng.shuffle(body)
    if rng.random() < 0.20:
        body.insert(rng.randint(len(body) // 2, len(body)), _vote(rng, discourse))
    return "".join(quote + body)


def make_posts(n: int, seed: int) -> list[Post]:
    rng = random.Random(seed)
    when = datetime(2024, 1, 1, tzinfo=UTC)
    return [Post("bench", str(i), i, rng.choice(USERNAMES), when, make_html(rng)) for i in range(n)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=5, help="rounds over the corpus (best kept)")
    args = ap.parse_args()
    posts = make_posts(args.n, args.seed)
    roster, options = Roster(PLAYERS, hosts=["Moderator"]), ParseOptions()
    for p in posts[:200]:  # warm both code paths up
        lxml.html.fromstring(p.html)
        parse_post(p, Roster(PLAYERS, hosts=["Moderator"]), options)

    bare, ours, counts = _timed(posts, roster, options)

    tracemalloc.start()  # separate pass: tracing slows parsing down several times
    fresh = Roster(PLAYERS, hosts=["Moderator"])
    for p in posts[:2000]:
        parse_post(p, fresh, options)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()

    _report(args.n, sum(len(p.html) for p in posts) / args.n, counts, bare, ours, peak)
    corpus(args.rounds)


def corpus(rounds: int) -> None:
    """parse_post on the real posts of Game 1145 against both bare lxml parses."""
    from lxml import etree

    from votecount.count import pipeline
    from votecount.gamefile.load import load_game
    from votecount.scraper.importer import import_jsonl

    root = Path(__file__).resolve().parents[1]
    path = root.parent / "shared" / "corpus" / "mafiascum-1145" / "posts.jsonl"
    if not path.is_file():
        print("corpus: ../shared/corpus/mafiascum-1145 absent, skipped")
        return
    game = load_game(root / "fixtures" / "games" / "mafiascum-1145" / "game.toml")
    posts = [p for b in import_jsonl(path, thread="t", timezone=game.timezone) for p in b.posts]
    ctx = pipeline.context(game)
    roster, options = ctx.roster, ctx.options
    tree_parser = etree.HTMLParser(recover=True, no_network=True, remove_comments=True)
    colour = options.colour_hex

    def iterwalk(p: Post) -> None:  # a tree, then lxml's C iteration doing nothing per event
        for _ in etree.iterwalk(etree.fromstring(p.html, tree_parser), events=("start", "end")):
            pass

    runs = {
        "etree.fromstring (the walk's parser)": lambda p: etree.fromstring(p.html, tree_parser),
        "lxml.html.fromstring": lambda p: lxml.html.fromstring(p.html),
        "etree.fromstring + empty iterwalk": iterwalk,
        "styled_lines (the walk, every post)": lambda p: styled_lines(p.html, colour),
        "parse_post": lambda p: parse_post(p, roster, options),
    }
    best = {name: float("inf") for name in runs}
    for _ in range(rounds):  # best of several rounds, interleaved
        for name, fn in runs.items():
            t0 = time.perf_counter()
            for p in posts:
                fn(p)
            best[name] = min(best[name], time.perf_counter() - t0)
    size = sum(len(p.html) for p in posts) / len(posts)
    print(f"corpus: MafiaScum Game 1145, {len(posts)} real posts, mean {size:,.0f} B")
    ours = best["parse_post"]
    for name, took in best.items():
        print(f"  {name:<38} {took / len(posts) * 1e6:7.1f} us/post")
    for name in list(runs)[:2]:
        print(f"  parse_post / {name}: {ours / best[name]:.1f}x the time")
    walk, bare = (
        best["styled_lines (the walk, every post)"],
        best["etree.fromstring + empty iterwalk"],
    )
    print(f"  the walk / a tree plus an empty iterwalk: {walk / bare:.1f}x the time")


def _timed(
    posts: list[Post], roster: Roster, options: ParseOptions
) -> tuple[float, float, Counter]:
    """Both parsers over the same posts, alternating in chunks of 1,000 so that a busy
    machine slows both down alike. Returns (bare seconds, parse_post seconds, counts)."""
    bare = ours = 0.0
    counts: Counter = Counter()
    for lo in range(0, len(posts), 1000):
        chunk = posts[lo : lo + 1000]
        t0 = time.perf_counter()
        for p in chunk:
            lxml.html.fromstring(p.html)
        t1 = time.perf_counter()
        parsed = [parse_post(p, roster, options) for p in chunk]
        t2 = time.perf_counter()
        bare, ours = bare + t1 - t0, ours + t2 - t1
        counts["with_cmd"] += sum(1 for r in parsed if r.commands)
        counts["commands"] += sum(len(r.commands) for r in parsed)
        counts["ignored"] += sum(len(r.ignored) for r in parsed)
        counts["near"] += sum(len(r.near_misses) for r in parsed)
    return bare, ours, counts


def _report(n: int, size: float, counts: Counter, bare: float, ours: float, peak: int) -> None:
    print(
        f"posts: {n:,}  mean size: {size:,.0f} B  posts with a command: {counts['with_cmd'] / n:.0%}"
    )
    print(
        f"commands: {counts['commands']:,}  ignored: {counts['ignored']:,}  near misses: {counts['near']:,}"
    )
    print(f"bare lxml.html parse: {n / bare:>9,.0f} posts/s")
    print(f"parse_post:           {n / ours:>9,.0f} posts/s")
    print(f"ratio to bare lxml:   {bare / ours:.2f}  (target >= 0.5)")
    print(f"peak traced memory:   {peak / 1024:,.0f} KiB over 2,000 posts (tracemalloc pass)")


if __name__ == "__main__":
    main()
