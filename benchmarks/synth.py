"""Generated forum Mafia threads whose posts follow the real corpus: post sizes drawn from
MafiaScum Game 1145's size distribution (``../shared/corpus/mafiascum-1145``, read at run
time; its figures below when the corpus is absent), the same share of posts quoting
another and of posts casting a vote, MafiaScum markup (``noboldsig`` bold, ``blockquote``
quotes). Only sizes and rates are taken from the corpus, never its text.

    posts = thread(20_000)          # list of JSONL rows for `votecount import`
    write_game(folder, players)     # a game.toml for them
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "mafiascum-1145"
THREAD = "https://forum.example/viewtopic.php?t=777"
KEY = "forum.example/viewtopic.php?t=777"
T0 = datetime(2026, 1, 1, tzinfo=UTC)
# Game 1145's figures (554 posts), used when the corpus is absent
FALLBACK = {"sizes": [59, 109, 174, 275, 429, 628, 869, 1324, 2142], "quote": 0.32, "vote": 0.17}
GAME_1145 = Path(__file__).resolve().parents[1] / "fixtures" / "games" / "mafiascum-1145"
_TEXT = (
    "the town looks quiet today but I read her posts twice and something is off about how "
    "they pushed that wagon yesterday before the deadline so maybe we should look at who "
    "stayed silent during night one my gut says scum team is hiding in the lurkers again "
    "honestly this feels like a null read until someone claims a role tomorrow morning"
)
WORDS = _TEXT.split(" ")


def corpus_profile() -> dict:
    """Post sizes (drawn from as they are) and the quote and vote rates of the real
    thread; without the corpus, its size deciles and rates."""
    path = CORPUS / "posts.jsonl"
    if not path.is_file():
        return FALLBACK | {"source": "built-in figures of Game 1145 (corpus absent)"}
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    sizes = sorted(len(r["html"]) for r in rows)  # every size: the long tail matters
    quote = sum("<blockquote" in r["html"] for r in rows) / len(rows)
    return {"sizes": sizes, "quote": quote, "vote": _vote_rate(path), "source": str(path)}


def _vote_rate(path: Path) -> float:
    """Share of the real posts in which votecount itself counts a vote or unvote."""
    from votecount.count import pipeline
    from votecount.gamefile.load import load_game
    from votecount.scraper.importer import import_jsonl
    from votecount.tally import events as ev

    game = load_game(GAME_1145 / "game.toml")
    posts = [p for b in import_jsonl(path, thread="t", timezone=game.timezone) for p in b.posts]
    events = pipeline.build_events(game, posts)
    voted = {e.ref.post_id for e in events if isinstance(e, ev.Vote | ev.Unvote)}
    return len(voted) / len(posts)


def players(n: int = 15) -> list[str]:
    return [f"Player{i:02d}" for i in range(n)]


def thread(n: int, *, start: int = 1, seed: int = 7, profile: dict | None = None) -> list[dict]:
    """Rows for posts ``start`` … ``start + n - 1`` of one generated game (a day every
    2,000 posts, opened and closed by the host)."""
    profile = profile or corpus_profile()
    rng = random.Random(seed * 1_000_003 + start)
    names = players()
    rows = []
    for number in range(start, start + n):
        day, at = divmod(number - 1, 2_000)
        if at == 0:
            author, html = "Host", f'<span class="noboldsig">Day {day + 1}</span> begins now.'
        elif at == 1_990:
            author, html = "Host", f'<span class="noboldsig">Night {day + 1}</span> falls.'
        else:
            author = rng.choice(names)
            html = _body(rng, profile, names)
        rows.append(
            {
                "thread": KEY,
                "post_id": str(100_000 + number),
                "number": number,
                "author": author,
                "created_at": (T0 + timedelta(minutes=2 * number)).isoformat(),
                "html": html,
            }
        )
    return rows


def _body(rng: random.Random, profile: dict, names: list[str]) -> str:
    sizes = profile["sizes"]
    size = rng.choice(sizes) * rng.uniform(0.8, 1.2)
    parts = []
    if rng.random() < profile["quote"]:
        quoted = _prose(rng, int(size * 0.4))
        if rng.random() < 0.25:
            quoted += f'<br><span class="noboldsig">Vote: {rng.choice(names)}</span>'
        parts.append(f"<blockquote><cite>{rng.choice(names)} wrote:</cite>{quoted}</blockquote>")
    if rng.random() < profile["vote"]:
        parts.append(f'<span class="noboldsig">Vote: {rng.choice(names)}</span><br>')
    used = sum(map(len, parts))
    parts.append(_prose(rng, max(int(size) - used, 20)))
    return "".join(parts)


def _prose(rng: random.Random, chars: int) -> str:
    out: list[str] = []
    length = 0
    while length < chars:
        word = rng.choice(WORDS)
        out.append(word if rng.random() > 0.06 else word + ".<br><br>")
        length += len(out[-1]) + 1
    return " ".join(out).capitalize()


def write_jsonl(path: Path, rows: list[dict]) -> int:
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    path.write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))


def write_game(folder: Path) -> Path:
    lines = [
        "[game]",
        'name = "benchmark"',
        'ruleset = "mafia"',
        f'threads = ["{THREAD}"]',
        'engine = "phpbb"',
        'hosts = ["Host"]',
        "phase_markers = true",
        "",
        "[rules]",
        'threshold_rule = "strict_majority"',
        'resolution = "plurality"',
        "",
        "[parser]",
        'markers = ["bold", "vote_tag"]',
        "",
    ]
    for seat, name in enumerate(players(), start=1):
        lines += ["[[players]]", f'username = "{name}"', f"seat = {seat}", ""]
    path = folder / "game.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path
