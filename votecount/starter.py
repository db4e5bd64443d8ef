"""``votecount init``: detect the forum, fetch the thread, write a starter ``game.toml``
with the players who signed up with ``/in, seat N`` (or every poster when nobody did).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from votecount.parser.model import Kind, Post
from votecount.tally.registry import BUILTIN_MODULES, known_rulesets, ruleset_class, systems

if TYPE_CHECKING:
    from .app import Workspace


@dataclass(frozen=True)
class SignUp:
    username: str
    name: str
    seat: int | None
    traveller: bool
    post_number: int


def init_game(
    ws: Workspace, url: str, *, engine: str | None, ruleset: str | None, force: bool, progress: bool
) -> str:
    from votecount.scraper.base import detect_engine, make_adapter
    from votecount.scraper.http import Http

    from .sync import sync

    if ws.game_path.exists() and not force:
        raise ValueError(f"{ws.game_path} already exists (use --force to overwrite it)")
    from .game import SECRET_IN_URL, url_has_secrets

    if url_has_secrets(url):
        raise ValueError(SECRET_IN_URL)
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(
            f"{url!r} is not a thread URL: give its full address, "
            "e.g. https://forum.example/t/bad-moon-rising/4242"
        )
    http = Http()
    engine = engine or detect_engine(url) or _engine_from_page(http, url)
    adapter = make_adapter(engine, http, url)
    info = adapter.thread_info()
    store = ws.store()
    sync(store, adapter, progress=progress)
    posts = list(store.posts(info.thread))
    if not posts:
        raise ValueError(f"{url}: the thread has no posts")
    signups = find_signups(posts)
    ruleset = ruleset or _guess_system(any(s.seat for s in signups))
    text = starter_toml(url, engine, info.title, posts[0], signups, ruleset)
    ws.game_path.write_text(text, encoding="utf-8")
    return (
        f"wrote {ws.game_path} ({engine}, ruleset {ruleset}, {len(signups)} players from sign-ups, "
        f"{len(posts)} posts stored). Check the players and phases, then run `votecount count`."
    )


def _engine_from_page(http, url: str) -> str:
    """Fetch the page and tell the engine from its markup (for URLs that do not say)."""
    from votecount.scraper.importer import detect_engine_from_html

    engine = detect_engine_from_html(http.get(url).text)
    if engine is None:
        raise ValueError(f"cannot tell which forum engine serves {url}; pass --engine")
    return engine


def find_signups(posts: Iterable[Post]) -> list[SignUp]:
    """Every first sign-up per author, in post order (the opening poster is the host)."""
    from votecount.parser import parse_post
    from votecount.parser.names import Roster
    from votecount.parser.options import ParseOptions

    posts = list(posts)
    host = posts[0].author if posts else ""
    roster = Roster([])
    options = ParseOptions.from_switches({"markers": ["slash", "bold", "text", "vote_tag"]})
    seen: dict[str, SignUp] = {}
    for post in posts[1:]:
        if post.author == host or post.author in seen or not post.countable:
            continue
        for cmd in parse_post(post, roster, options).commands:
            if cmd.kind is Kind.SIGNUP:
                seat = cmd.get("seat")
                seen[post.author] = SignUp(
                    username=post.author,
                    name=post.author_name,
                    seat=seat if isinstance(seat, int) else None,
                    traveller=bool(cmd.get("traveller", False)),
                    post_number=post.number,
                )
                break
    return list(seen.values())


def _q(value: str) -> str:
    """A TOML basic string (JSON string escapes are valid TOML)."""
    return json.dumps(value, ensure_ascii=False)


def starter_toml(
    url: str, engine: str, title: str, opening: Post, signups: list[SignUp], ruleset: str
) -> str:
    lines = [
        "# votecount game file — see docs/game-file.md for every key.",
        "# Check the players, hosts and phases below, then run `votecount count`.",
        "",
        "[game]",
        f"name = {_q(title or 'Untitled game')}",
        f"ruleset = {_q(ruleset)}",
        f"threads = [{_q(url)}]",
        f"engine = {_q(engine)}",
        'timezone = "UTC"',
        f"hosts = [{_q(opening.author)}]",
        "phase_markers = true     # host posts such as 'Day 2 begins' / 'Night 1' change the phase",
        "",
        "[rules]",
        '# switches of the ruleset, e.g. threshold_rule = "half_up"',
        "",
        "[parser]",
        '# markers = ["bold", "vote_tag", "slash", "text"]   # what makes a vote count',
        "",
        "# [schedule]",
        f"# start = {opening.created_at.strftime('%Y-%m-%dT%H:%M:%SZ')}",
        f'# first = "{ruleset_class(ruleset).first_phase}"',
        "# day_hours = 48",
        "# night_hours = 24",
        "",
    ]
    if not signups:
        lines.append("# No /in sign-ups found: add one [[players]] table per player.")
    for s in signups:
        lines += ["[[players]]", f"username = {_q(s.username)}"]
        if s.name and s.name != s.username:
            lines.append(f"name = {_q(s.name)}")
        if s.seat is not None:
            lines.append(f"seat = {s.seat}")
        if s.traveller:
            lines.append("traveller = true")
        lines.append(f"# signed up in post {s.post_number}")
        lines.append("")
    lines += [
        "# Host events, in thread order, e.g.:",
        "# [[events]]",
        '# kind = "death"      # death, resurrection, modkill, substitution, modifier, ...',
        '# player = "alice"',
        "# at = 120            # a post number, or a time like 2026-03-02T18:00:00Z",
        "",
    ]
    return "\n".join(lines)


def _guess_system(seated: bool) -> str:
    """Sign-ups that name seats: a built-in system that seats its players; else one that
    does not (built-in systems before installed ones)."""
    found = [s for s in systems() if s.seated_signups == seated]
    found.sort(key=lambda s: s.__module__ not in BUILTIN_MODULES)
    return found[0].name if found else known_rulesets()[0]
