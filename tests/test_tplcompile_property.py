"""The compiled built-in templates (votecount/tplcompiled.py) read as Jinja2's over many
more values than the golden games give: each golden game's real count and audit views,
varied by hypothesis (texts with markup, ``{{``, line breaks and any unicode; tuples
emptied or shortened; flags flipped; fields set to None; other numbers), rendered by the
compiled function and by Jinja2 under render.py's environment. Both give the same text,
or both fail, with the same kind of error (an undefined value either way)."""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from votecount import pipeline, render, tplcompile, tplcompiled, tplruntime, views
from votecount.game import load_game
from votecount.scraper.importer import import_jsonl
from votecount.scraper.keys import thread_key

from .conftest import FIXTURES

DEMO = Path(__file__).resolve().parents[1] / "votecount" / "demo"
GAMES = [DEMO, *(FIXTURES / "games" / n for n in ("mafia-golden", "botf-golden",
         "shapeshifters-golden", "events-golden"))]  # fmt: skip

# texts a template treats specially or that markup would (the escapers', the url filter's)
SPECIAL = [
    "", " ", "\n", "{{ vc }}", "{% if %}", "{#", "[b]x[/b]", "**x**", "_x_", "`x`", "#1",
    "@everyone", ":)", "<3", "a|b", "<script>", "\u202e", "\u200b", "e\u0301", "👍🏽",
    "https://forum.example/t/1/2", "http://x/(y) [z]", "javascript:alert(1)", "None",
    "hammered", "eliminated", "no_elimination", "host_decides", "leading", "about_to_die",
    "tie", "none",
]  # fmt: skip
MARKUP = "[]()*_`#|<>@:;=8~\\{}%-.!+\n\t \u202e\u200b\u200d\u00ad"
TEXT = st.one_of(
    st.sampled_from(SPECIAL),
    st.text(st.one_of(st.sampled_from(MARKUP), st.characters()), max_size=12),
)
# a day's system_name names the template it includes ("" would include the count itself:
# Jinja2 recurses until RecursionError, the compiled set has no "/vote_count..." at all)
SYSTEMS = ["botf", "events", "shapeshifters", "no-such-system"]
NUMBER = st.one_of(st.integers(-3, 12), st.integers(), st.floats(allow_nan=False))


def _bases() -> list[tuple[str, dict[str, Any]]]:
    """Every golden game's counts (public and host, each day and the latest) and audit,
    counted to the end and as of the middle post: (kind, the values _render passes)."""
    out: list[tuple[str, dict[str, Any]]] = []
    for folder in GAMES:
        game = load_game(folder / "game.toml")
        key = thread_key(game.threads[0]) if game.threads else "t"
        posts = [
            p for batch in import_jsonl(folder / "thread.jsonl", thread=key) for p in batch.posts
        ]
        middle = sorted(posts, key=lambda p: p.created_at)[len(posts) // 2].created_at
        for res in (pipeline.run(game, posts), pipeline.run(game, posts, as_of=middle, now=middle)):
            days = [None, *(d.day for d in res.count("public", None).days)]
            for view in ("public", "host"):
                for day in days:
                    vc = views.count_view(res.count(view, day), game)
                    out.append(("vote_count", {"vc": vc, "day": vc.day}))
            out.append(("audit", {"audit": views.audit_view(res.audit(), game)}))
    return out


@lru_cache(maxsize=1)
def bases() -> list[tuple[str, dict[str, Any]]]:
    return _bases()


def vary(data: st.DataObject, value: Any, wild: bool = False) -> Any:
    """``value`` with hypothesis's changes, all the way down (the view dataclasses are
    frozen: ``dataclasses.replace``); ``wild``: None also where a field may not be None
    (the templates then fail, both ways alike)."""
    if isinstance(value, bool):
        return data.draw(st.sampled_from([value, not value]))
    if isinstance(value, int | float):
        return value if data.draw(st.booleans()) else data.draw(NUMBER)
    if isinstance(value, str):
        return value if data.draw(st.booleans()) else data.draw(TEXT)
    if isinstance(value, tuple | list):
        keep = data.draw(st.integers(0, len(value))) if data.draw(st.booleans()) else len(value)
        return type(value)(vary(data, v, wild) for v in value[:keep])
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in dataclasses.fields(value):
            if not f.init:
                continue
            old = getattr(value, f.name)
            if f.name == "system_name":  # the part included: another system's or none
                swap = data.draw(st.integers(0, 9)) == 0
                changes[f.name] = data.draw(st.sampled_from(SYSTEMS)) if swap else old
                continue
            if _optional(str(f.type)):
                to_none = data.draw(st.integers(0, 3)) == 0
            else:
                to_none = wild and data.draw(st.integers(0, 40)) == 0
            if old is not None and to_none:
                changes[f.name] = None
            elif data.draw(st.integers(0, 3)) == 0 and old is None:
                continue
            else:
                changes[f.name] = vary(data, old, wild)
        return dataclasses.replace(value, **changes)
    return value  # None, Days (not printed by these templates) ...


def _optional(annotation: str) -> bool:
    """Whether a field's annotation (a string: the views use postponed annotations) lets it
    be None: ``Link | None``, ``Any``; not ``tuple[tuple[str, int | None], ...]``."""
    depth, parts, part = 0, [], ""
    for char in annotation:
        depth += (char == "[") - (char == "]")
        if char == "|" and depth == 0:
            parts.append(part.strip())
            part = ""
        else:
            part += char
    parts.append(part.strip())
    return "None" in parts or "Any" in parts


def outcome(run: Any) -> Any:
    try:
        return run()
    except (tplruntime.UndefinedError, jinja2.UndefinedError):
        return ("error", "undefined")
    except tplruntime.TemplateMissing:
        return ("error", "missing")  # render then leaves the whole template to Jinja2
    except jinja2.TemplateNotFound:
        return ("error", "missing")
    except Exception as exc:  # noqa: BLE001  (compared by kind)
        return ("error", type(exc).__name__)


def both_ways(name: str, fmt: str, values: dict[str, Any]) -> tuple[Any, Any]:
    def compiled() -> str:
        out: list[str] = []
        tplcompiled.TEMPLATES[name](dict(values), out, render.filters(fmt))
        return "".join(out)

    template = render.environment(fmt, render.BUILTIN_DIR).get_template(name)
    return outcome(compiled), outcome(lambda: template.render(**values))


@pytest.mark.parametrize("fmt", tplcompile.DIALECTS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_varied_views_render_as_jinjas(fmt, data):
    kind = data.draw(st.sampled_from(tplcompile.KINDS))
    values = data.draw(st.sampled_from([v for k, v in bases() if k == kind]))
    wild = data.draw(st.integers(0, 4)) == 0
    if kind == "vote_count":
        vc = vary(data, values["vc"], wild)
        # the day apart too, as render passes it: mostly the count's own
        day = vc.day if data.draw(st.integers(0, 4)) else vary(data, values["day"], wild)
        varied = {"vc": vc, "day": day}
    else:
        varied = {"audit": vary(data, values["audit"], wild)}
    compiled, by_jinja = both_ways(f"{kind}.{render.EXTENSIONS[fmt]}.j2", fmt, varied)
    if compiled == ("error", "missing"):
        return  # an include the compiled set does not hold: render leaves it all to Jinja2
    assert compiled == by_jinja


@pytest.mark.parametrize("fmt", tplcompile.DIALECTS)
def test_the_bases_render_as_jinjas(fmt):
    """Unvaried, every base renders (no error) and alike: what the variations start from."""
    for kind, values in bases():
        compiled, by_jinja = both_ways(f"{kind}.{render.EXTENSIONS[fmt]}.j2", fmt, values)
        assert isinstance(compiled, str) and compiled == by_jinja
