"""Issue 13's proof: moving BotF's values behind the system payload seam changed no
byte of ``count --format json`` (public and host, the whole count and each day) or of
``audit --format json`` on any fixture game. The digests in
fixtures/json-digests.json were taken from main's outputs without the move; the games read
from ../shared/corpus skip when it is absent. After a change that is meant to alter the
JSON (a game file's correction, a parser fix), rewrite them with
``python -m tests.test_json_unchanged``."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.views import render

from .conftest import CORPUS, FIXTURES, REPO, corpus_path

DIGESTS = FIXTURES / "json-digests.json"
REFRESH = "JSON changed; if that is meant, rewrite the digests: python -m tests.test_json_unchanged"
GAMES = FIXTURES / "games"
LOCAL = {
    "botf-golden": (GAMES / "botf-golden", "thread.jsonl", "botf-golden"),
    "mafia-golden": (GAMES / "mafia-golden", "thread.jsonl", "mafia-golden"),
    "reconcile-small": (GAMES / "reconcile-small", "thread.jsonl", "reconcile-small"),
    "shapeshifters-golden": (
        GAMES / "shapeshifters-golden",
        "thread.jsonl",
        "shapeshifters-golden",
    ),
    "demo": (REPO / "votecount" / "demo", "thread.jsonl", "demo"),
}
CORPUS_GAMES = {
    "mafiascum-1145": ("mafiascum-1145/game.toml", ("mafiascum-1145", "posts.jsonl"), "mafiascum-16947"),
    "teamliquid-hammertime": ("teamliquid-hammertime/game.toml", ("teamliquid", "hammertime.jsonl"),
                              "teamliquid-hammertime"),
    "teamliquid-student-v": ("teamliquid-student-v/game.toml", ("teamliquid", "student-v.jsonl"),
                             "teamliquid-student-v"),
}  # fmt: skip


def _donbot() -> dict[str, tuple[str, tuple[str, ...], str]]:
    listing = CORPUS / "mafiascum-donbot" / "games.json"
    if not listing.exists():
        return {}
    games = json.loads(listing.read_text())["games"]
    return {f"donbot-{g['thread']}": (f"donbot/{g['thread']}.toml", ("mafiascum-donbot", g["file"]),
                                      str(g["thread"])) for g in games}  # fmt: skip


def outputs(toml: Path, jsonl: Path, thread: str) -> Iterator[tuple[str, str]]:
    """(part, JSON text) of one game: the count in both views, whole and per day, and
    the audit, as ``count --format json`` / ``audit --format json`` print them."""
    game = load_game(toml)
    posts = [p for b in import_jsonl(jsonl, thread=thread, timezone=game.timezone) for p in b.posts]
    results = pipeline.run(game, posts)
    for view in ("public", "host"):
        vc = results.count(view)
        yield f"count-{view}", render.vote_count(vc, fmt="json", game=game)
        for d in vc.days:
            day = results.count(view, d.day)
            yield f"count-{view}-day{d.day}", render.vote_count(day, fmt="json", game=game)
    yield "audit", render.audit(results.audit(), fmt="json", game=game)


def digests(toml: Path, jsonl: Path, thread: str) -> dict[str, str]:
    return {k: hashlib.sha256(v.encode()).hexdigest() for k, v in outputs(toml, jsonl, thread)}


def _local(name: str) -> tuple[Path, Path, str]:
    folder, jsonl, thread = LOCAL[name]
    return folder / "game.toml", folder / jsonl, thread


def _corpus(spec: tuple[str, tuple[str, ...], str]) -> tuple[Path, Path, str]:
    toml, parts, thread = spec
    return GAMES / toml, corpus_path(*parts), thread


def _want(name: str) -> dict[str, str]:
    return json.loads(DIGESTS.read_text())[name]


@pytest.mark.parametrize("name", sorted(LOCAL))
def test_fixture_game_json_is_unchanged(name: str) -> None:
    got = digests(*_local(name))
    want = _want(name)
    assert sorted(got) == sorted(want), REFRESH
    assert [k for k in want if got[k] != want[k]] == [], REFRESH


@pytest.mark.corpus
@pytest.mark.parametrize("name", sorted(CORPUS_GAMES))
def test_corpus_game_json_is_unchanged(name: str) -> None:
    got = digests(*_corpus(CORPUS_GAMES[name]))
    want = _want(name)
    assert sorted(got) == sorted(want), REFRESH
    assert [k for k in want if got[k] != want[k]] == [], REFRESH


@pytest.mark.corpus
def test_donbot_games_json_is_unchanged() -> None:
    games = _donbot()
    if not games:
        pytest.skip("shared corpus not present")
    changed = []
    for name, spec in sorted(games.items()):
        got, want = digests(*_corpus(spec)), _want(name)
        changed += [f"{name} {k}" for k in sorted({*got, *want}) if got.get(k) != want.get(k)]
    assert changed == [], REFRESH


def write() -> None:
    """Rewrite fixtures/json-digests.json from the current outputs."""
    out = {name: digests(*_local(name)) for name in sorted(LOCAL)}
    if (CORPUS / "SOURCE.md").exists():
        for name, spec in sorted({**CORPUS_GAMES, **_donbot()}.items()):
            out[name] = digests(*_corpus(spec))
    DIGESTS.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    write()
    sys.exit(0)
