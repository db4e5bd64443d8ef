"""Vote counts, audits and the game report as text, through Jinja2 templates.

    render.vote_count(vc, fmt="markdown", game=game)   # markdown | bbcode | text | html | json
    render.audit(result, fmt="text", game=game)
    render.report(game, results)                       # a self-contained HTML page

One template per output and dialect lives in the ``templates`` package
(``vote_count.md.j2``, ``vote_count.bbcode.j2``, ``vote_count.txt.j2``,
``vote_count.html.j2``, ``audit.*.j2``, ``report.html.j2``). Templates receive finished
values (``votecount.views.count``) and hold no logic; ``StrictUndefined`` makes a misspelt
field an error. Jinja2 is imported when a template is first rendered, and compiled
templates are kept between runs in its bytecode cache. Names are escaped per markup with the ``esc`` filter
(``votecount.views.escape``) and links with ``url``; the HTML environment also autoescapes.

Hosts override any template with a folder of their own (``--templates DIR``): it is
searched first, the built-in templates after it, so an override may ``{% extends %}`` or
``{% import %}`` the built-in files.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from votecount import templates as _builtin
from votecount.views import count as views
from votecount.views import escape
from votecount.views.audit import audit_view

if TYPE_CHECKING:
    from collections.abc import Callable

    import jinja2
    from markupsafe import Markup

    from votecount.count.pipeline import Results
    from votecount.gamefile.game import Game

FORMATS = ("markdown", "bbcode", "text", "json", "html")  # --format (audit's too)
VIEWS = ("public", "host")  # --view
EXTENSIONS = {"markdown": "md", "bbcode": "bbcode", "text": "txt", "html": "html"}
BUILTIN_DIR = Path(_builtin.__file__).resolve().parent

_override: ContextVar[Path | None] = ContextVar("votecount_templates", default=None)


@contextmanager
def template_dir(path: Path | None) -> Iterator[None]:
    """Use the host's templates in ``path`` (searched first) inside the block."""
    if path is not None and not Path(path).is_dir():
        raise ValueError(f"--templates {path}: not a folder")
    token = _override.set(Path(path) if path is not None else None)
    try:
        yield
    finally:
        _override.reset(token)


def vote_count(
    vc: Any, *, fmt: str = "markdown", game: Game | None = None, templates: Path | None = None
) -> str:
    """The vote count in ``fmt``; ``json`` is ``vc.to_json()`` pretty-printed."""
    if _check(fmt) == "json":
        return to_json(vc)
    view = views.count_view(vc, game)
    return _render("vote_count", fmt, templates, vc=view, day=view.day)


def audit(
    result: Any, *, fmt: str = "markdown", game: Game | None = None, templates: Path | None = None
) -> str:
    """The audit (violations by severity, activity per player) in ``fmt``."""
    if _check(fmt) == "json":
        return to_json(result)
    return _render("audit", fmt, templates, audit=audit_view(result, game))


def report(game: Game, results: Results, *, templates: Path | None = None) -> str:
    """A static HTML report of finished ``results`` (``pipeline.run``, as ``count``
    sees them): per day a wagon chart (inline SVG) and the count, then one timeline of
    votes, nominations, exiles and ballots, the whispers, the notices and a section per
    player. Self-contained: inline CSS, no scripts, no external assets."""

    from votecount.views.report import report_view  # the charts: only the report needs them

    vc = results.count("public")
    result = results.audit()
    view = report_view(vc, result, game)
    return _render(
        "report",
        "html",
        templates,
        report=view,
        vc=view.vc,
        timeline=view.timeline,
        audit=view.audit,
    )


def to_json(value: Any) -> str:
    """``value.to_json()`` pretty-printed; keys keep the documented order
    (docs/json-output.md), so the output is stable from run to run."""
    return json.dumps(value.to_json(), indent=2, ensure_ascii=False)


# -- environments -----------------------------------------------------------------------
def environment(fmt: str, templates: Path | None = None) -> jinja2.Environment:
    """The Jinja2 environment for a dialect, with the host's folder first when given."""
    folder = templates if templates is not None else _override.get()
    return _environment(_check(fmt), str(folder) if folder is not None else None)


@lru_cache(maxsize=32)
def _environment(fmt: str, folder: str | None) -> jinja2.Environment:
    import jinja2

    loaders: list[jinja2.BaseLoader] = [jinja2.FileSystemLoader(str(BUILTIN_DIR))]
    if folder is not None:
        loaders.insert(0, jinja2.FileSystemLoader(folder))
    html = fmt == "html"
    env = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        bytecode_cache=_bytecode_cache(fmt),
        undefined=jinja2.StrictUndefined,
        autoescape=html,
        keep_trailing_newline=False,
        trim_blocks=True,
        lstrip_blocks=True,
        # HTML prints names without the esc filter (autoescape does the escaping): each
        # printed text loses bidi controls and zero-width characters first
        finalize=_inert if html else None,
    )
    env.filters.update(filters(fmt))
    return env


def filters(fmt: str) -> dict[str, Callable[..., Any]]:
    """votecount's own filters for a dialect's templates, beside Jinja2's: ``esc``
    escapes a name for the markup, ``url`` makes a link target safe."""
    return {"esc": _html_esc if fmt == "html" else escape.ESCAPERS[fmt], "url": escape.url}


@lru_cache(maxsize=8)
def _bytecode_cache(fmt: str) -> jinja2.BytecodeCache | None:
    """Compiled templates kept between runs (compiling costs more than a whole warm
    count): in ``$VOTECOUNT_CACHE_DIR`` when set, else Jinja's private per-user folder in
    the temporary directory (created 0700 and refused when another user owns it).
    A cached template is used only while its source's checksum matches and was compiled
    by this environment: the file names carry the dialect and a key of the code that
    configures it (this module and escape.py) and of Jinja's version, since the compiled
    code bakes in settings such as autoescape and finalize."""
    import jinja2

    folder = os.environ.get("VOTECOUNT_CACHE_DIR")
    try:
        if folder:
            Path(folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        return jinja2.FileSystemBytecodeCache(
            folder or None, f"__votecount_{_setup_key(fmt)}_%s.cache"
        )
    except (OSError, RuntimeError):
        return None  # no writable cache folder: templates are compiled each run


def _setup_key(fmt: str) -> str:
    """A short key of what shapes compiled templates: a stat of the configuring code
    (cheap; any edit changes it), Jinja's version and the dialect."""
    import jinja2

    parts = [fmt, jinja2.__version__]
    for module in (__file__, escape.__file__):
        st = os.stat(module)
        parts.append(f"{st.st_mtime_ns}:{st.st_size}")
    return hashlib.sha256("|".join(parts).encode()).hexdigest()[:16]


def _inert(value: Any) -> Any:
    from markupsafe import Markup

    if isinstance(value, str) and not isinstance(value, Markup):
        return escape.neutral(value)
    return value


def _html_esc(text: object) -> Markup:
    from markupsafe import Markup

    return Markup(escape.html_text(text))


def _render(kind: str, fmt: str, templates: Path | None, **values: Any) -> str:
    import jinja2

    name = f"{kind}.{EXTENSIONS[fmt]}.j2"
    try:
        template = environment(fmt, templates).get_template(name)
    except jinja2.TemplateNotFound:
        raise ValueError(f"no template {name} for format {fmt!r}") from None
    # no bidi control survives, whatever a template (the host's own too) prints
    return escape.without_bidi(template.render(**values)).strip()


def _check(fmt: str) -> str:
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
    return fmt
