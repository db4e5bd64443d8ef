"""Whole invented game threads for a host's first run (``init`` → ``events accept --all``
→ ``count``): each a ``Whole`` holding the posts and what a host expects of the game file
and of the count of each day. The markup helpers write MafiaScum's rendered BBCode or
Discourse's cooked HTML; every name and word is invented here."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

START = datetime(2025, 2, 3, 16, 0, tzinfo=UTC)
PHPBB_URL = "https://forum.mafiascum.example/viewtopic.php?t={}"
DISCOURSE_URL = "https://forum.example/t/game-{0}/{0}"
URLS = {
    "vbulletin": "https://forum.vb.example/showthread.php?t={}",
    "xenforo": "https://forum.xf.example/threads/game.{}/",
}


@dataclass
class Whole:
    """One thread and the game a host expects from it. ``days`` maps a day to its wagons'
    totals at the day's end (wagons of 0 left out); ``living`` a day to who lives in it;
    ``lynched`` a day to who the count says was eliminated by votes; ``subs`` the
    substitutions the game file holds after ``events accept --all`` as (out, in)."""

    name: str
    posts: list[tuple[str, str]]
    players: list[str]
    hosts: list[str]
    days: dict[int, dict[str, int]]
    backups: list[str] = field(default_factory=list)
    living: dict[int, list[str]] = field(default_factory=dict)
    lynched: dict[int, str] = field(default_factory=dict)
    subs: list[tuple[str, str]] = field(default_factory=list)
    first: str = "day"
    engine: str = "phpbb"
    edits: dict[int, str] = field(default_factory=dict)  # post → its html before an edit
    agree: bool = True  # every host count the thread holds agrees after accepting
    zone_hours: float = -5  # served: the board's zone, stated in the page's footer
    display: dict[str, str] = field(default_factory=dict)  # login → the name shown
    shown: dict[int, str] = field(default_factory=dict)  # post → its author's name then
    xfail: str = ""

    @property
    def url(self) -> str:
        number = 9000 + sum(map(ord, self.name)) % 997
        if self.engine in URLS:
            return URLS[self.engine].format(number)
        return (PHPBB_URL if self.engine == "phpbb" else DISCOURSE_URL).format(number)

    def write_jsonl(self, folder: Path) -> Path:
        rows = []
        for n, (author, html) in enumerate(self.posts):
            row = {"number": n, "author": author, "html": html, "created_at": at(n)}
            if author in self.display or n in self.shown:
                row["author_name"] = self.shown.get(n, self.display.get(author))
            if n in self.edits:
                row["edited_at"] = at(n, minutes=5)
            rows.append(row)
        source = folder / "thread.jsonl"
        source.write_text("\n".join(json.dumps(r) for r in rows), encoding="utf-8")
        return source


def at(n: int, minutes: int = 0) -> str:
    when = START + timedelta(minutes=37 * n + minutes)
    return when.isoformat().replace("+00:00", "Z")


# -- MafiaScum markup (phpBB rendered BBCode) --------------------------------------------
def bold(text: str) -> str:
    return f'<div style="display: inline; font-weight: bold">{text}</div>'


def vote(name: str) -> str:
    return f'<span class="bbvote" title="This is an official vote.">VOTE: {name}</span>'


def unvote() -> str:
    return '<span class="bbvote" title="This is an official vote.">UNVOTE</span>'


def strike(name: str) -> str:
    return f'<span style="text-decoration: line-through">{name}</span>'


def quote(who: str, body: str) -> str:
    return f"<blockquote><div><cite>{who} wrote:</cite>{body}</div></blockquote>"


def numbered(names: list[str], heading: str = "Player List") -> str:
    lines = "<br>".join(f"{i}. {n}" for i, n in enumerate(names, 1))
    return f"{bold(heading)}<br>{lines}"


def count(
    title: str, wagons: list[tuple[str, list[str]]], not_voting: list[str], tail: str = ""
) -> str:
    """A host's vote count: a bold title, ``Target (n) - voters`` lines, "Not voting"."""
    lines = [f"{t} ({len(vs)}) - {', '.join(vs)}" for t, vs in wagons]
    if not_voting:
        lines.append(f"Not voting ({len(not_voting)}): {', '.join(not_voting)}")
    return f"{bold(title)}<br><br>" + "<br>".join(lines) + (f"<br><br>{tail}" if tail else "")


def chat(*names: str, text: str = "Reading the thread, no reads yet.") -> list[tuple[str, str]]:
    return [(n, text) for n in names]


# -- Discourse markup (cooked HTML) ------------------------------------------------------
def d_vote(name: str) -> str:
    return f"<p><strong>vote: {name}</strong></p>"


def mention(name: str) -> str:
    return f'<a class="mention" href="/u/{name.lower()}">@{name}</a>'


def d_count(title: str, wagons: list[tuple[str, list[str]]], not_voting: list[str]) -> str:
    lines = [f"{t} ({len(vs)}): {', '.join(vs)}" for t, vs in wagons]
    if not_voting:
        lines.append(f"Not voting: {', '.join(not_voting)}")
    return f"<h3>{title}</h3><p>" + "<br>\n".join(lines) + "</p>"
