"""What the verbs print from a count: ``count``, ``audit``, ``reconcile``, ``explain``,
``report`` and the Datasette tables, each read from ``Workspace.results()``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from votecount.count import explain as explaining
from votecount.views import render

if TYPE_CHECKING:
    from votecount.workspace import Workspace


def count(ws: Workspace, *, day: int | None, as_of: str | None, fmt: str, view: str) -> str:
    vc = ws.results(as_of).count(view, day)
    if day is not None and vc.day(day) is None:
        _no_such_day(day, list(vc.day_numbers), as_of)
    return render.vote_count(vc, fmt=fmt, game=ws.game)


def audit(ws: Workspace, *, day: int | None, as_of: str | None, fmt: str) -> str:
    result = ws.results(as_of).audit(day)
    if day is not None and result.activity:
        labels = {label for a in result.activity for label, _ in a.posts}
        if f"D{day}" not in labels:
            days = sorted(int(x[1:]) for x in labels if x.startswith("D") and x[1:].isdigit())
            _no_such_day(day, days, as_of)
    return render.audit(result, fmt=fmt, game=ws.game)


def reconcile(
    ws: Workspace, *, day: int | None, fmt: str, show_all: bool = False
) -> tuple[str, int]:
    """The hosts' counts in the thread, compared with votecount's (``reconcile``), and
    how many of them differ (``reconcile --check``)."""
    from votecount.views.reconcile import reconcile_json, reconcile_text  # the parser

    result = ws.reconciliation(day)
    differ = result.tally()["differ"]
    if fmt == "json":
        return reconcile_json(result), differ
    return reconcile_text(result, only_differ=not show_all), differ


def explain(ws: Workspace, post: str) -> str:
    results = ws.results()  # a bad game.toml stops us before any database is made
    return explaining.explain(ws.store(), post, results)


def report(ws: Workspace, out: Path) -> str:
    html = render.report(ws.game, ws.results())
    out.write_text(html, encoding="utf-8")
    return f"wrote {out}"


def datasette(ws: Workspace, metadata: Path | None = None) -> str:
    """Rebuild the derived tables Datasette browses and write its metadata file."""
    from votecount.views import browse  # the parser (each post's text)
    from votecount.views.browse import meta as browse_meta

    results = ws.results()  # the same count as `count`, `audit` and `report`
    posts = ws.posts()
    vc, result = results.count("public"), results.audit()
    db = ws.store().db
    rows = browse.rebuild(db, ws.game, posts, vc, result)
    path = metadata if metadata is not None else ws.db_path.with_name("metadata.json")
    browse_meta.write(path, browse_meta.metadata(db, ws.game.name or "Game"))
    tables = ", ".join(f"{t} ({n})" for t, n in rows.items())
    return (
        f"rebuilt {tables} in {ws.db_path.name}; wrote {path}\n"
        f"browse: datasette {ws.db_path} -m {path}"
    )


def _no_such_day(day: int, days: list[int], as_of: str | None) -> None:
    when = ""
    if as_of:
        when = (
            f" as of post #{as_of.lstrip('#')}"
            if as_of.lstrip("#").isdigit()
            else f" as of {as_of}"
        )
    have = f"days so far: {_ranges(days)}" if days else "no day has started yet"
    if day < 1:
        raise ValueError(f"--day {day}: days are numbered from 1 ({have})")
    raise ValueError(f"--day {day}: there is no Day {day}{when} ({have})")


def _ranges(numbers: list[int]) -> str:
    """ "1-4, 6" for 1, 2, 3, 4, 6."""
    out: list[str] = []
    for n in sorted(set(numbers)):
        if out and "-" in out[-1] and int(out[-1].split("-")[1]) == n - 1:
            out[-1] = f"{out[-1].split('-')[0]}-{n}"
        elif out and "-" not in out[-1] and int(out[-1]) == n - 1:
            out[-1] = f"{out[-1]}-{n}"
        else:
            out.append(str(n))
    return ", ".join(out)
