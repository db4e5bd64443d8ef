"""Modules import one way: no two modules import each other, at the top or inside a
function (a lazy import only hides a cycle). Imports under ``if TYPE_CHECKING:`` are
for annotations and do not count. The few cycles left are listed (the fold's state and
the rules of voting and host events act on each other's classes)."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGES = {"votecount": "votecount", "parser": "votecount.parser", "tally": "votecount.tally",
            "scraper": "votecount.scraper"}  # fmt: skip
KNOWN = {
    frozenset({"votecount.tally.state", "votecount.tally.voting"}),
    frozenset({"votecount.tally.host", "votecount.tally.state"}),
    frozenset({"votecount.tally.host", "votecount.tally.voting"}),
}


def _modules() -> dict[str, Path]:
    found = {}
    for folder, package in PACKAGES.items():
        for path in (REPO / folder).rglob("*.py"):
            rel = path.relative_to(REPO / folder).with_suffix("")
            if folder == "votecount" and rel.parts[0] in (
                "parser",
                "tally",
                "scraper",
                "templates",
            ):
                continue  # the links to the top-level folders
            found[".".join([package, *(p for p in rel.parts if p != "__init__")])] = path
    return found


def _type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def _imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    tree = ast.parse(path.read_text())
    skip = {id(n) for t in ast.walk(tree) if isinstance(t, ast.If) and _type_checking(t)
            for n in ast.walk(t)}  # fmt: skip
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                out.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return {m for m in out if m in known and m != name}


def test_no_two_modules_import_each_other():
    known = _modules()
    graph = {name: _imports(name, path, known) for name, path in known.items()}
    pairs = {frozenset({a, b}) for a, deps in graph.items() for b in deps if a in graph[b]}
    assert pairs <= KNOWN, sorted(sorted(p) for p in pairs - KNOWN)


def test_the_cycles_that_were_fixed_stay_fixed():
    known = _modules()
    graph = {name: _imports(name, path, known) for name, path in known.items()}
    for a, b in [
        ("votecount.views.count", "votecount.tally.botf.views"),
        ("votecount.posting.post", "votecount.posting.discourse"),
        ("votecount.count.pipeline", "votecount.count.explain"),
        ("votecount.tally.botf.votes", "votecount.tally.botf.early"),
        ("votecount.parser", "votecount.parser.edits"),
        ("votecount.workspace", "votecount.sync.starter"),
    ]:
        assert not (a in graph[b] and b in graph[a]), (a, b)
