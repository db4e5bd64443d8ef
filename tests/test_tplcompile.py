"""The built-in count and audit templates compiled to Python (votecount/tplcompile.py):
the compiled file is up to date with the .j2 sources, renders every golden game's
counts and audits exactly as Jinja2 does, is never used for a host's templates or an
edited source, fails on a missing value as StrictUndefined does, and refuses at compile
time the parts of Jinja2 it does not know."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import jinja2
import pytest

from votecount import pipeline, render, tplcompile, tplcompiled, tplruntime
from votecount.game import load_game
from votecount.scraper.importer import import_jsonl
from votecount.scraper.keys import thread_key

from .conftest import FIXTURES

DEMO = Path(__file__).resolve().parents[1] / "votecount" / "demo"
GAMES = {
    "demo": DEMO,
    **{
        name: FIXTURES / "games" / name
        for name in ("mafia-golden", "botf-golden", "shapeshifters-golden", "events-golden")
    },
}


def test_the_compiled_file_is_up_to_date():
    # after editing a template: python -m votecount.tplcompile
    assert tplcompile.TARGET.read_text(encoding="utf-8") == tplcompile.compile_all()
    assert tplcompile.main(["--check"]) == 0


def test_every_dialects_count_and_audit_is_compiled():
    for fmt in tplcompile.DIALECTS:
        ext = render.EXTENSIONS[fmt]
        for kind in tplcompile.KINDS:
            assert render._compiled(f"{kind}.{ext}.j2") is not None
        for system in ("botf", "shapeshifters", "events"):
            assert f"{system}/vote_count.{ext}.j2" in tplcompiled.TEMPLATES
    assert render._compiled("vote_count.html.j2") is None  # HTML stays with Jinja2


@pytest.fixture(scope="module", params=[(g, w) for g in sorted(GAMES) for w in ("end", "mid")])
def results(request):
    """A golden game counted to its end, or as of its middle post with the clock there
    (a day still open: its countdown, leaders, L-1)."""
    name, when = request.param
    folder = GAMES[name]
    game = load_game(folder / "game.toml")
    key = thread_key(game.threads[0]) if game.threads else "t"
    posts = [p for batch in import_jsonl(folder / "thread.jsonl", thread=key) for p in batch.posts]
    if when == "end":
        return game, pipeline.run(game, posts)
    middle = sorted(posts, key=lambda p: p.created_at)[len(posts) // 2]
    return game, pipeline.run(game, posts, as_of=middle.created_at, now=middle.created_at)


def _days(results) -> list[int | None]:
    """The latest day and every day by number."""
    return [None, *(d.day for d in results.count("public", None).days)]


@pytest.mark.parametrize("fmt", tplcompile.DIALECTS)
def test_compiled_counts_and_audits_read_as_jinjas(results, fmt):
    game, res = results
    rendered = 0
    for view in ("public", "host"):
        for day in _days(res):
            vc = res.count(view, day)
            compiled = render.vote_count(vc, fmt=fmt, game=game)
            by_jinja = render.vote_count(vc, fmt=fmt, game=game, templates=render.BUILTIN_DIR)
            assert compiled == by_jinja, (view, day)
            rendered += 1
    audit = res.audit()
    assert render.audit(audit, fmt=fmt, game=game) == render.audit(
        audit, fmt=fmt, game=game, templates=render.BUILTIN_DIR
    )
    assert rendered >= 4


def test_an_edited_source_is_rendered_by_jinja(results, monkeypatch):
    game, res = results
    vc = res.count("public", None)
    monkeypatch.setitem(tplcompiled.SOURCES, "vote_count.md.j2", "0" * 64)
    render._compiled_table.cache_clear()
    try:
        assert render._compiled("vote_count.md.j2") is None
        assert render._compiled("audit.txt.j2") is None  # the whole set: includes cross files
        assert render.vote_count(vc, game=game)  # rendered all the same, by Jinja2
    finally:
        monkeypatch.undo()
        render._compiled_table.cache_clear()
    assert render._compiled("vote_count.md.j2") is not None


def test_a_host_folder_is_rendered_by_jinja(results, tmp_path):
    game, res = results
    (tmp_path / "vote_count.md.j2").write_text("mine: {{ vc.game }}")
    out = render.vote_count(res.count("public", None), game=game, templates=tmp_path)
    assert out == f"mine: {game.name}"
    with render.template_dir(tmp_path):  # the --templates of the CLI
        assert render.vote_count(res.count("public", None), game=game).startswith("mine:")


def test_a_count_in_markdown_loads_no_jinja(tmp_path):
    code = (
        "import sys\n"
        "from votecount import pipeline, render\n"
        "from votecount.game import load_game\n"
        "from votecount.scraper.importer import import_jsonl\n"
        f"game = load_game({str(DEMO / 'game.toml')!r})\n"
        f"posts = [p for b in import_jsonl({str(DEMO / 'thread.jsonl')!r}, "
        "thread='forum.example/t/4242') for p in b.posts]\n"
        "res = pipeline.run(game, posts)\n"
        "for fmt in ('markdown', 'bbcode', 'text'):\n"
        "    assert render.vote_count(res.count('public', None), fmt=fmt, game=game)\n"
        "    assert render.audit(res.audit(), fmt=fmt, game=game)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('jinja2', 'markupsafe')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# -- the runtime's StrictUndefined --------------------------------------------------------------
def test_a_missing_value_fails_when_used():
    missing = tplruntime.attr(object(), "nope")
    assert isinstance(missing, tplruntime.Undefined)
    assert missing is not None  # `is none` looks without using it
    for use in (str, bool, len, iter, lambda m: m == 1, lambda m: m + 1, lambda m: m.x):
        with pytest.raises(tplruntime.UndefinedError, match="no attribute 'nope'"):
            use(missing)
    assert tplruntime.attr({"k": 2}, "k") == 2  # an item when there is no attribute
    assert tplruntime.item([1], 0) == 1 and tplruntime.item(Path("/a"), "name") == "a"


def test_a_misspelt_field_in_a_compiled_template_fails_like_jinja(results):
    game, res = results
    compiler = tplcompile._Compiler(set(render.filters("text")))
    env = render.environment("text")
    tree = env.parse("{{ vc.no_such_field }}")
    namespace: dict = {}
    source = "\n".join(compiler.template("t", tree))
    exec(f"from votecount.tplruntime import *\n{source}", namespace)  # noqa: S102
    with pytest.raises(tplruntime.UndefinedError):
        namespace["t"]({"vc": res.count("public", None)}, [], render.filters("text"))
    with pytest.raises(jinja2.UndefinedError):
        env.from_string("{{ vc.no_such_field }}").render(vc=res.count("public", None))


@pytest.mark.parametrize(
    "source",
    [
        "{% set x = 1 %}{{ x }}",
        "{% macro m() %}{{ caller() }}{% endmacro %}",
        "{{ x|upper }}",
        "{{ x is odd }}",
        "{% for a in b if a %}{% endfor %}",
        "{% for a in b %}{% include 'x' %}{% endfor %}",
        "{{ x[1:2] }}",
        "{% extends 'x' %}",
        # Jinja2's globals: the compiled context has none of them
        "{{ range(3)|join }}",
        "{% for k in dict(a=1) %}{{ k }}{% endfor %}",
        # a compiled macro's parameters are named otherwise: m(a=1) would not reach a
        "{% macro m(a) %}{{ a }}{% endmacro %}{{ m(a=1) }}",
        # what Jinja2's loop has and tplruntime.Loop has not
        "{% for a in b %}{{ loop.previtem }}{% endfor %}",
        "{% for a in b %}{{ loop.cycle('x', 'y') }}{% endfor %}",
        "{% for a in b %}{{ loop.depth }}{% endfor %}",
        "{% for a in b %}{{ loop }}{% endfor %}",
        "{% macro m(l) %}{% endmacro %}{% for a in b %}{{ m(loop) }}{% endfor %}",
    ],
)
def test_what_it_does_not_know_is_refused_when_compiling(source):
    compiler = tplcompile._Compiler({"esc", "url"})
    with pytest.raises(tplcompile.Unsupported):
        compiler.template("t", render.environment("text").parse(source))


def test_an_include_only_jinja_can_look_for_is_left_to_jinja(results, monkeypatch):
    """A system whose part is not among the compiled templates (a plug-in's) is rendered
    by Jinja2, which finds it or fails as it always did."""
    game, res = results
    vc = res.count("public", None)
    table = dict(tplcompiled.TEMPLATES)
    for name in [n for n in table if "/" in n]:
        del table[name]
    monkeypatch.setattr(render, "_compiled_table", lambda: table)
    out = render.vote_count(vc, game=game)
    monkeypatch.undo()
    assert out == render.vote_count(vc, game=game, templates=render.BUILTIN_DIR)


# -- small templates both ways --------------------------------------------------------------
def _compile(source: str, fmt: str = "text"):
    compiler = tplcompile._Compiler(set(render.filters(fmt)))
    namespace: dict = {"TEMPLATES": {}}
    code = "\n".join(compiler.template("t", render.environment(fmt).parse(source)))
    exec(f"from votecount.tplruntime import *\n{code}", namespace)  # noqa: S102
    return namespace["t"]


def _both(source: str, fmt: str = "text", **values):
    """``source`` rendered compiled and by Jinja2: the text, or the kind of error (an
    undefined value is "undefined" either way)."""

    def outcome(run):
        try:
            return run()
        except (tplruntime.UndefinedError, jinja2.UndefinedError) as exc:
            return ("undefined", str(exc))
        except Exception as exc:  # noqa: BLE001
            return (type(exc).__name__,)

    def compiled():
        out: list[str] = []
        _compile(source, fmt)(dict(values), out, render.filters(fmt))
        return "".join(out)

    env = render.environment(fmt)
    return outcome(compiled), outcome(lambda: env.from_string(source).render(**values))


@pytest.mark.parametrize(
    "source",
    [
        "{{ x / 2 }}",
        "{{ 2 // x }}",
        "{{ x % 2 }}",
        "{{ xs[x] is defined }}",  # a missing index is a missing element, no error
        "{{ xs[x] }}",
        "{{ xs[5] }}",
        "{{ xs.nope }}",
        "{{ none.nope }}",
        "{{ 1e400 }} {{ -1e400 }}",  # a constant repr cannot spell
        "{% for a in xs %}{{ loop.index }}{{ loop.revindex0 }}{{ loop.length }}{% endfor %}",
    ],
)
def test_a_missing_value_fails_as_in_jinja(source):
    compiled, by_jinja = _both(source, xs=[1])
    assert compiled == by_jinja


@pytest.mark.parametrize(
    "source",
    [
        "[{{ x if false }}]",
        "{{ (x if false)|length }}",
        "{{ (x if false) ~ 'a' }}",
        "{{ (x if false) == (y if false) }}",
        "{{ (x if false) != 1 }}",
        "{{ 'a' in (x if false) }}",
        "{% for a in (x if false) %}{% else %}empty{% endfor %}",
        "{% if x if false %}t{% else %}f{% endif %}",
        "{{ (x if false) is defined }}",
        "{{ (x if false) + 1 }}",
        "{{ (x if false).a }}",
        "{{ (x if false) < 1 }}",
    ],
)
def test_an_if_expression_without_else_is_jinjas_lenient_undefined(source):
    """Jinja2 gives its default Undefined, not StrictUndefined, for a false ``a if b``."""
    compiled, by_jinja = _both(source)
    assert compiled[0] == by_jinja[0]  # the text or the kind of error (messages name lines)
    if not isinstance(by_jinja, tuple):
        assert compiled == by_jinja
