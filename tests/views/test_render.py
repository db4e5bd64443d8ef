"""Templates: every format renders the golden games; hostile names render inert; host
overrides; StrictUndefined; the JSON and the HTML report."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jinja2
import msgspec.structs
import pytest

from tests.conftest import FIXTURES, corpus_path
from votecount.count import pipeline
from votecount.gamefile.load import load_game
from votecount.scraper.importer import import_jsonl
from votecount.views import escape, render

DEMO = Path(__file__).resolve().parents[2] / "votecount" / "demo"
TEXT_FORMATS = ("markdown", "bbcode", "text", "html")
HOSTILE = {
    "ada": "[b]x",
    "basil": "**x**",
    "cormac": "<script>alert(1)</script>",
    "delphine": "@everyone",
    "ezra": ":)",
    "fern": "[/url]zz",
    "gideon": "](javascript:alert(1))",
}


def _posts(path: Path, thread: str):
    return [p for batch in import_jsonl(path, thread=thread) for p in batch.posts]


@pytest.fixture(scope="module")
def demo():
    game = load_game(DEMO / "game.toml")
    return game, _posts(DEMO / "thread.jsonl", "forum.example/t/4242")


@pytest.fixture(scope="module")
def hostile(demo):
    game, posts = demo
    players = tuple(
        msgspec.structs.replace(p, name=HOSTILE.get(p.username, p.name)) for p in game.players
    )
    return msgspec.structs.replace(game, name="**Bold** [b]game[/b] @all", players=players), posts


# -- every format renders the golden games --------------------------------------------------
@pytest.mark.parametrize("fmt", render.FORMATS)
@pytest.mark.parametrize("view", ["public", "host"])
@pytest.mark.parametrize("day", [1, 2])
def test_demo_count_renders_in_every_format(demo, fmt, view, day):
    game, posts = demo
    out = render.vote_count(pipeline.count(game, posts, day=day, view=view), fmt=fmt, game=game)
    if fmt == "json":
        assert json.loads(out)["selected"] == day
        return
    assert f"Day {day} vote count" in out
    # the as-of stamp: the latest post for the open day, the day's end for a finished one
    stamp = (
        ("post #23", "2026-03-02 02:00 UTC") if day == 1 else ("post #30", "2026-03-02 19:20 UTC")
    )
    assert stamp[0] in out and stamp[1] in out
    assert ("With 9 alive, it takes 5" if day == 1 else "With 7 alive, it takes 4") in out


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
def test_demo_day1_lists_voters_in_order_with_links(demo, fmt):
    game, posts = demo
    out = render.vote_count(pipeline.count(game, posts, day=1), fmt=fmt, game=game)
    voters = ["Gideon", "Hollis", "Ada", "Basil", "Cormac"]
    line = next(ln for ln in out.splitlines() if "Ezra" in ln and "5/5" in ln)
    positions = [line.index(name) for name in voters]
    assert positions == sorted(positions)
    if fmt != "text":
        assert "https://forum.example/t/lighthouse-mafia/4242/22" in line
    else:
        assert "Cormac (#22)" in line
    assert "Ezra" in out and "hammered" in out
    assert "Fern" in out  # not voting


EXPECTED_MARKDOWN_DAY2 = """\
### Lighthouse Mafia: Day 2 vote count

*As of [post #30](https://forum.example/t/lighthouse-mafia/4242/30), 2026-03-02 19:20 UTC*

- **Gideon** (3/4, L-1): [Delphine](https://forum.example/t/lighthouse-mafia/4242/26), \
[Fern](https://forum.example/t/lighthouse-mafia/4242/28), \
[Ivy](https://forum.example/t/lighthouse-mafia/4242/30)
- **Delphine** (2/4, L-2): [Hollis](https://forum.example/t/lighthouse-mafia/4242/27), \
[Gideon](https://forum.example/t/lighthouse-mafia/4242/29)

**Not voting (2):** Basil, Cormac

With 7 alive, it takes 4 to eliminate.

**Gideon** is leading."""


def test_demo_markdown_exact(demo):
    game, posts = demo
    out = render.vote_count(pipeline.count(game, posts), fmt="markdown", game=game)
    assert out == EXPECTED_MARKDOWN_DAY2


@pytest.mark.corpus
@pytest.mark.parametrize("fmt", render.FORMATS)
def test_mafiascum_1145_every_day_renders(fmt):
    game = load_game(FIXTURES / "games" / "mafiascum-1145" / "game.toml")
    posts = _posts(corpus_path("mafiascum-1145", "posts.jsonl"), "mafiascum-16947")
    final = pipeline.count(game, posts, view="host")
    for day in final.days:
        vc = pipeline.count(game, posts, day=day.day, view="host")
        out = render.vote_count(vc, fmt=fmt, game=game)
        assert out.strip()
        if fmt != "json" and day.outcome.eliminated:
            assert "hammered" in out
    assert render.audit(pipeline.audit(game, posts), fmt=fmt, game=game).strip()


def test_botf_golden_renders_in_every_format():
    folder = FIXTURES / "games" / "botf-golden"
    game = load_game(folder / "game.toml")
    posts = _posts(folder / "thread.jsonl", "botf-golden")
    vc = pipeline.count(game, posts, day=1)
    for fmt in render.FORMATS:
        assert render.vote_count(vc, fmt=fmt, game=game).strip()


# -- hostile names ----------------------------------------------------------------------------
def _outputs(hostile, kind: str):
    game, posts = hostile
    for fmt in TEXT_FORMATS:
        if kind == "count":
            for day in (1, 2):
                vc = pipeline.count(game, posts, day=day, view="host")
                yield fmt, render.vote_count(vc, fmt=fmt, game=game)
        else:
            yield fmt, render.audit(pipeline.audit(game, posts), fmt=fmt, game=game)


@pytest.mark.parametrize("kind", ["count", "audit"])
def test_hostile_names_render_inert(hostile, kind):
    for fmt, out in _outputs(hostile, kind):
        if fmt == "markdown":
            for bad in ("**x**", "@everyone", ":)", "[b]x", "<script>", "@all", "**Bold**"):
                assert bad not in out, (fmt, bad)
            assert "javascript:" not in out.replace("javascript:" + escape.ZWSP, "")
        elif fmt == "bbcode":
            for bad in ("[b]x", "@everyone", ":)", "[/url]zz", "[b]game", "@all"):
                assert bad not in out, (fmt, bad)
        elif fmt == "html":
            assert "<script>" not in out and "&lt;script&gt;" in out
        else:  # plain text shows the names exactly
            assert "[b]x" in out or kind == "audit" or "**x**" in out


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
def test_hostile_names_still_read_the_same(hostile, fmt):
    game, posts = hostile
    out = render.vote_count(pipeline.count(game, posts, day=1), fmt=fmt, game=game)
    shown = out.replace(escape.ZWSP, "")
    if fmt == "markdown":
        shown = re.sub(r"\\(.)", r"\1", shown)
    if fmt == "html":
        shown = shown.replace("&lt;", "<").replace("&gt;", ">").replace("&#34;", '"')
    for name in ("[b]x", "**x**", "<script>alert(1)</script>", ":)"):
        assert name in shown, (fmt, name)


def test_link_targets_are_made_safe():
    assert escape.url("javascript:alert(1)") == ""
    assert escape.url("https://x/a b)") == "https://x/a%20b%29"
    assert escape.url("https://x/[url]") == "https://x/%5Burl%5D"


# -- overrides and strictness -----------------------------------------------------------------
def test_host_template_folder_comes_first(demo, tmp_path):
    game, posts = demo
    (tmp_path / "vote_count.md.j2").write_text(
        "{{ vc.game|esc }} D{{ day.number }}: {% for w in day.wagons %}{{ w.target|esc }}={{ w.total }} {% endfor %}"
    )
    vc = pipeline.count(game, posts)
    assert render.vote_count(vc, fmt="markdown", game=game, templates=tmp_path) == (
        "Lighthouse Mafia D2: Gideon=3 Delphine=2"
    )
    with render.template_dir(tmp_path):
        assert render.vote_count(vc, fmt="markdown", game=game).startswith("Lighthouse")
    # formats the folder does not override fall back to the built-in templates
    assert "[b]" in render.vote_count(vc, fmt="bbcode", game=game, templates=tmp_path)


def test_override_may_extend_builtin_pieces(demo, tmp_path):
    game, posts = demo
    (tmp_path / "vote_count.html.j2").write_text(
        '{% import "_count.html.j2" as c %}<div class="mine">{{ c.day_section(vc, day) }}</div>'
    )
    out = render.vote_count(pipeline.count(game, posts), fmt="html", game=game, templates=tmp_path)
    assert out.startswith('<div class="mine">') and "Gideon" in out


def test_undefined_fields_are_errors(demo, tmp_path):
    game, posts = demo
    (tmp_path / "vote_count.txt.j2").write_text("{{ day.no_such_field }}")
    with pytest.raises(jinja2.UndefinedError):
        render.vote_count(pipeline.count(game, posts), fmt="text", game=game, templates=tmp_path)


def test_unknown_format_and_missing_folder(demo):
    game, posts = demo
    with pytest.raises(ValueError, match="unknown format"):
        render.vote_count(pipeline.count(game, posts), fmt="rtf", game=game)
    with pytest.raises(ValueError, match="not a folder"), render.template_dir(Path("/no/such/dir")):
        pass


# -- JSON and the report ----------------------------------------------------------------------
def test_json_is_pretty_and_stable(demo):
    game, posts = demo
    vc = pipeline.count(game, posts)
    out = render.vote_count(vc, fmt="json", game=game)
    assert out == render.vote_count(pipeline.count(game, posts), fmt="json", game=game)
    data = json.loads(out)
    assert list(data)[:3] == ["schema", "ruleset", "view"]
    assert out.startswith('{\n  "schema": "votecount/1"')
    assert json.loads(render.audit(pipeline.audit(game, posts), fmt="json"))["schema"] == (
        "votecount-audit/1"
    )


def test_report_is_self_contained(demo):
    game, posts = demo
    out = render.report(game, pipeline.run(game, posts))
    assert out.startswith("<!DOCTYPE html>") and "<style>" in out
    for external in ("<script", "<link", "src=", "@import", "url("):
        assert external not in out
    assert 'id="day-1"' in out and 'id="day-2"' in out
    assert "Vote timeline" in out and "Activity per player" in out


def test_report_escapes_hostile_names(hostile):
    game, posts = hostile
    out = render.report(game, pipeline.run(game, posts))
    assert "<script>alert" not in out and "&lt;script&gt;" in out


def test_a_game_without_phase_information_says_how_to_add_it(demo):
    from msgspec.structs import replace

    game, posts = demo
    bare = replace(game, phases=(), events=())
    out = render.vote_count(pipeline.count(bare, posts), fmt="text", game=bare)
    assert "No day has started yet." in out and "phase_markers = true" in out
    assert "phase_markers" not in render.vote_count(
        pipeline.count(game, posts), fmt="text", game=game
    )


# -- bidi controls, zero-width characters and phpBB smiley codes in names ---------------------
BIDI_NAMES = {
    "ada": "Ada\u202e gnitov",  # would reverse the text after it
    "basil": "Ba\u2066sil\u2069\u200f",
    "cormac": "c\u200bor\u2060mac\ufeff",  # hidden characters inside a name
    "delphine": ":lol: Delphine :mrgreen:",
    "ezra": "🏳️\u200d🌈 Ezra",  # an emoji sequence keeps its joiner
}
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"


@pytest.fixture(scope="module")
def bidi(demo):
    game, posts = demo
    players = tuple(
        msgspec.structs.replace(p, name=BIDI_NAMES.get(p.username, p.name)) for p in game.players
    )
    return msgspec.structs.replace(game, name="Fair\u202e game", players=players), posts


def _every_output(game, posts):
    for fmt in TEXT_FORMATS:
        for day in (1, 2):
            for view in ("public", "host"):
                vc = pipeline.count(game, posts, day=day, view=view)
                yield f"count {fmt} {view} {day}", render.vote_count(vc, fmt=fmt, game=game)
        yield f"audit {fmt}", render.audit(pipeline.audit(game, posts), fmt=fmt, game=game)
    yield "report", render.report(game, pipeline.run(game, posts))


def test_bidi_controls_and_hidden_characters_are_neutralised_everywhere(bidi):
    game, posts = bidi
    for where, out in _every_output(game, posts):
        assert not any(c in out for c in BIDI), where
        for hidden in ("\u2060", "\ufeff", "c\u200bor"):
            assert hidden not in out, (where, hidden)
        if where.startswith("count") and where.endswith(" 1"):  # Ezra is in Day 1's count
            assert "\u200d" in out, where  # 🏳️‍🌈 stays one flag


@pytest.mark.parametrize("code", [":lol:", ":mrgreen:", ":?:", ":geek:", ":-)"])
def test_phpbb_smiley_codes_are_broken_in_bbcode(code):
    assert code not in escape.bbcode(f"x {code} y")
    assert escape.bbcode(f"x {code} y").replace(escape.ZWSP, "") == f"x {code} y"


def test_times_and_plain_colons_stay_as_they_are_in_bbcode():
    assert escape.bbcode("Day 1: 06:00 UTC") == "Day 1: 06:00 UTC"


def test_compiled_templates_from_other_settings_are_never_reused(bidi, tmp_path, monkeypatch):
    """Compiled code bakes in autoescape and finalize: a template compiled by another
    environment (an older votecount, another dialect) in the same cache folder must not be
    loaded, or names would print without their hidden characters removed."""
    import jinja2

    game, posts = bidi
    monkeypatch.setenv("VOTECOUNT_CACHE_DIR", str(tmp_path))
    plain = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(render.BUILTIN_DIR)),
        bytecode_cache=jinja2.FileSystemBytecodeCache(str(tmp_path)),
        autoescape=True,
    )
    for name in plain.list_templates(filter_func=lambda n: n.endswith(".html.j2")):
        plain.get_template(name)  # cached without finalize, under Jinja's own file names
    for cached in (render._environment, render._bytecode_cache):
        cached.cache_clear()
    try:
        vc = pipeline.count(game, posts, day=1)
        out = render.vote_count(vc, fmt="html", game=game)
    finally:
        for cached in (render._environment, render._bytecode_cache):
            cached.cache_clear()
    assert "\u2060" not in out and "c\u200bor" not in out
