"""Blood on the Forums counts and audits read as a BotF player expects: the seed's
nomination table, the status in BotF words, the annotated player list, the whisper
ledger. Exact Markdown in fixtures/games/botf-golden/expected_render/ (regenerate with
VOTECOUNT_REGEN=1 and read the diff)."""

from __future__ import annotations

import os
import re

import msgspec.structs
import pytest

from tests.conftest import FIXTURES
from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.views import escape, render

FOLDER = FIXTURES / "games" / "botf-golden"
EXPECTED = FOLDER / "expected_render"
TEXT_FORMATS = ("markdown", "bbcode", "text", "html")


@pytest.fixture(scope="module")
def golden():
    game = load_game(FOLDER / "game.toml")
    posts = [
        p for b in import_jsonl(FOLDER / "thread.jsonl", thread="botf-golden") for p in b.posts
    ]
    return game, posts


def _count(golden, fmt="markdown", **kw):
    game, posts = golden
    return render.vote_count(pipeline.count(game, posts, **kw), fmt=fmt, game=game)


def _audit(golden, fmt="markdown"):
    game, posts = golden
    return render.audit(pipeline.audit(game, posts), fmt=fmt, game=game)


def _check(name: str, out: str) -> None:
    path = EXPECTED / name
    if os.environ.get("VOTECOUNT_REGEN"):
        path.write_text(out + "\n", encoding="utf-8")
    assert out + "\n" == path.read_text(encoding="utf-8")


# -- exact Markdown ------------------------------------------------------------------------------
def test_day1_final_count_markdown(golden):
    _check("count_day1_final.md", _count(golden, day=1))


def test_day2_mid_count_markdown(golden):
    _check("count_day2_post160.md", _count(golden, as_of=160))


def test_day2_final_count_markdown(golden):
    _check("count_day2_final.md", _count(golden, day=2))


def test_day1_discussion_shows_queued_nominations(golden):
    _check("count_day1_post50.md", _count(golden, as_of=50))


def test_audit_markdown(golden):
    _check("audit.md", _audit(golden))


def test_not_voting_shows_dead_players_who_still_hold_their_token(golden):
    for fmt in ("markdown", "bbcode", "text", "html"):
        out = _count(golden, fmt=fmt, as_of=160)
        assert "Brindle (dead, token unused)" in out, fmt
        assert "Isolde (dead" not in out  # her token was spent at the end of Day 1


# -- what a BotF player reads ---------------------------------------------------------------------
def test_day1_reads_like_the_seed(golden):
    out = _count(golden, day=1)
    assert "| Nominator | Nominatee | Voted by | Total Votes |" in out
    rows = re.findall(r"^\| (\w+) \| \[(\w+)\].*\| (\d+/10) \|$", out, re.M)
    assert rows == [
        ("Kestrel", "Gorse", "6/10"),
        ("Corvina", "Fennick", "3/10"),
        ("Juniper", "Dunmore", "0/10"),
        ("Brindle", "Juniper", "2/10"),
        ("Tamsin", "Elspeth", "0/10"),
    ]
    assert "(dead, vote token spent)" in out and "(Traveller)" in out
    assert "With 10 living players (travellers do not count), a nomination needs 6 votes." in out
    assert "**Gorse** is executed" in out and "eliminated" not in out
    for line in ("- Gorse - Executed Day 1", "- Isolde - Died N1", "- Tamsin (Traveller)"):
        assert line in out
    assert "Died N2" not in out and "Exiled" not in out  # later events stay out of Day 1
    assert "**Not voting (1):** Dunmore" in out


def test_mid_day_ghost_vote_keeps_its_token(golden):
    out = _count(golden, day=1, as_of=99)
    assert "(dead, vote token)" in out and "vote token spent" not in out.split("**Players**")[0]
    assert "**Gorse** is about to die with 6/10." in out


def test_day2_tie_and_exile(golden):
    out = _count(golden, day=2)
    assert "Tie at 4 between **Kestrel** and **Corvina**: no execution." in out
    assert "Exile of **Tamsin**: 7 of 12 — exiled at [post #129]" in out
    assert "- Tamsin (Traveller) - Exiled Day 2" in out


def test_title_colon_is_not_broken(golden):
    out = _count(golden, day=1)
    assert out.startswith("### Blood on the Forums: The Lantern Fair: Day 1")
    assert escape.ZWSP not in out


def test_audit_whisper_ledger(golden):
    out = _audit(golden)
    assert "| Elspeth | Brindle, Corvina, Dunmore (3/3, cap reached) | 1 | 5 |" in out
    assert "- Elspeth to the Storyteller: declared at [#85]" in out
    assert "D1 Isolde: `NOM_BY_DEAD` nomination by a dead player — Isolde is dead" in out
    assert "**Exiles**" in out


# -- every format ----------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", TEXT_FORMATS)
def test_every_format_reads_in_botf_words(golden, fmt):
    out = _count(golden, fmt=fmt, day=1)
    assert "Nominations" not in out or "Nominator" in out or fmt != "html"
    for words in ("a nomination needs 6 votes", "is executed", "Executed Day 1", "Died N1"):
        assert words in out, (fmt, words)
    assert "Tamsin (Traveller)" in out and "vote token spent" in out
    mid = _count(golden, fmt=fmt, as_of=160)
    assert "is about to die" in mid and "Exiled Day 2" in mid and "Ghost votes" in mid
    audit = _audit(golden, fmt=fmt)
    assert "Whispers, Day 1" in audit and "Whispers, Day 2" in audit and "cap reached" in audit
    assert "Storyteller" in audit and "Exiles" in audit


def test_report_shows_botf_days(golden):
    game, posts = golden
    out = render.report(game, pipeline.run(game, posts))
    assert "Nominatee" in out and "Executed Day 1" in out
    assert "Whispers, Day 1" in out and "cap reached" in out  # the whisper ledger


# -- hostile names in BotF tables --------------------------------------------------------------------
HOSTILE = {"gorse": "**x**", "kestrel": "[b]x", "isolde": "@everyone", "tamsin": ":)"}


@pytest.fixture(scope="module")
def hostile(golden):
    game, posts = golden
    players = tuple(
        msgspec.structs.replace(p, name=HOSTILE.get(p.username, p.name)) for p in game.players
    )
    return msgspec.structs.replace(game, players=players), posts


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
def test_hostile_names_in_botf_tables(hostile, fmt):
    for kw in ({"day": 1}, {"as_of": 160}):
        out = _count(hostile, fmt=fmt, **kw)
        audit = _audit(hostile, fmt=fmt)
        for text in (out, audit):
            if fmt == "markdown":
                for bad in ("**x**", "@everyone", ":)", "[b]x"):
                    assert bad not in text, (fmt, bad)
            elif fmt == "bbcode":
                for bad in ("[b]x", "@everyone", ":)"):
                    assert bad not in text, (fmt, bad)
            elif fmt == "html":
                assert "<b>" not in text
        shown = out.replace(escape.ZWSP, "")
        if fmt == "markdown":
            shown = re.sub(r"\\(.)", r"\1", shown)
        for name in HOSTILE.values():
            assert name in shown, (fmt, name)
