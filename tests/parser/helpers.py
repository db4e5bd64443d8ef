"""Shared helpers for the parser tests (our own names and words, no corpus text)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from votecount.parser import ParsedPost, ParseOptions, Player, Roster, parse_post
from votecount.parser.model import Post

REPO = Path(__file__).resolve().parents[2]
CORPUS = REPO.parent / "shared" / "corpus"
WHEN = datetime(2024, 5, 1, 12, 0, tzinfo=UTC)

PLAYERS = [
    Player("Marigold", "Goldie"),
    Player("Thornfield"),
    Player("Pepperpot"),
    Player("WillowWisp"),
    Player("Quartz_Fox"),
    Player("Old Man Hemlock"),
    Player("Juniper"),
    Player("Bramblecat", aliases=("bram",)),
]
ROSTER = Roster(PLAYERS, hosts=["Gamekeeper"], host_account="Storyteller")


def make_post(html: str, author: str = "Juniper", post_id: str = "p1", number: int = 1,
              version: int = 1) -> Post:  # fmt: skip
    return Post("game", post_id, number, author, WHEN, html, version=version)


def parse(
    html: str, roster: Roster = ROSTER, author: str = "Juniper", **switches: object
) -> ParsedPost:
    return parse_post(make_post(html, author), roster, ParseOptions.from_switches(switches))


def votes(parsed: ParsedPost) -> list[tuple[str, str | None]]:
    """(kind, resolved player or written text) per command."""
    return [(c.kind.value, c.target_player or c.target_text) for c in parsed.commands]


def need_corpus(*parts: str) -> Path:
    path = CORPUS.joinpath(*parts)
    if not (CORPUS / "SOURCE.md").exists() or not path.exists():
        pytest.skip("shared corpus not present")
    return path


def read_jsonl(path: Path) -> Iterator[dict]:
    with path.open(encoding="utf-8") as f:
        for line in f:
            if line.strip():
                yield json.loads(line)


AMBIGUOUS = "AMBIGUOUS"  # a name several players fit: reported with them, never guessed


def assert_vote_meant(roster: Roster, written: str, meant: str | None, author: str) -> None:
    """``<b>vote WRITTEN</b>`` by ``author`` votes ``meant`` (a player's name), is reported
    as AMBIGUOUS with two or more candidates, or (``None``) as an unresolved name."""
    parsed = parse(f"<b>vote {written}</b>", roster, author=author)
    if meant == AMBIGUOUS:
        assert parsed.commands == ()
        assert [n.reason for n in parsed.near_misses] == ["AMBIGUOUS_NAME"]
        assert len(parsed.near_misses[0].target.candidates) >= 2
    elif meant is None:
        assert parsed.commands == ()
        assert [n.reason for n in parsed.near_misses] == ["UNRESOLVED_NAME"]
    else:
        assert [c.target_player for c in parsed.commands] == [meant]
