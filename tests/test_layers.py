"""The layers, read from the code (docs/architecture.md): the graph of every import
between the project's modules, built from the AST of each module (imports inside functions
included: a lazy import only hides a cycle; those under ``if TYPE_CHECKING:`` are for
annotations and do not count).

- no import cycle of any length;
- the pure layers (``parser``, ``tally``, ``scraper``) import nothing of the application;
- the application never names a game system, not even in a string: it finds them through
  the registry (``tally.registry``) and the entry-point group ``votecount.rulesets``;
- in the application and the tally, an import inside a function is one of those listed
  here: the lazy verb table, heavy optional libraries, and the modules that load one;
- no module imports another module's private name (one starting with a single
  underscore): a name used across modules is public, with a docstring.
"""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LINKED = ("parser", "tally", "scraper", "templates")  # votecount/NAME -> ../NAME
PURE = ("votecount.parser", "votecount.tally", "votecount.scraper")
SYSTEM_WORDS = ("botf", "shapeshifters", "events_game")

# heavy optional libraries (and platform or rarely used stdlib modules), imported in the
# function that needs them so that a plain count does not load them
HEAVY = {
    "jinja2", "markupsafe", "rapidfuzz", "sqlite_utils", "tqdm", "requests", "lxml",
    "datasette", "tomlkit", "zoneinfo", "logging", "html", "tempfile", "shutil",
    "fcntl", "msvcrt",
}  # fmt: skip
# project modules that load one of them at import, by what loads them: the parser
# (lxml, rapidfuzz; the host readers compile many patterns), the scraper and the forum clients (requests, lxml), sync's jobs
# (the HTTP stack, tqdm), the host events suggested (the parser, tomlkit), the reconcile
# and Datasette views (the parser)
LOADS_HEAVY = (
    "votecount.parser",
    "votecount.scraper",
    "votecount.posting.discourse",
    "votecount.posting.phpbb",
    "votecount.sync.jobs",
    "votecount.sync.starter",
    "votecount.count.suggest",
    "votecount.count.suggest.events",
    "votecount.count.suggest.names",
    "votecount.count.reconcile",
    "votecount.views.reconcile",
    "votecount.views.browse",
)
# the lazy verb table (votecount/cli/__init__.py loads a verb's module by name, through
# importlib), the entry point's CLI (votecount/__main__.py: loaded once the garbage
# collector is paused), the plug-ins' entry points (importlib.metadata) and the report's views
# (the charts: ~30 ms of imports no count, audit or post needs), loaded by render.report
LAZY_TABLES = {
    "votecount.__main__": {"votecount.cli"},  # loaded with the collector paused
    "votecount.cli": {"importlib"},
    "votecount.gamefile.plugins": {"importlib"},
    "votecount.views.render": {"votecount.views.report"},
}


# the application's parts from the bottom up: a part imports only parts of a lower rank
# (and the pure layers); each subpackage's __init__.py says the same in words
RANK = {
    "votecount": 0, "votecount.errors": 0, "votecount.gamefile": 1, "votecount.store": 1,
    "votecount.count": 2, "votecount.views": 3, "votecount.posting": 4, "votecount.sync": 5,
    "votecount.workspace": 6, "votecount.cli": 7, "votecount.__main__": 8,
}  # fmt: skip


def _modules() -> dict[str, Path]:
    found = {}
    for path in (REPO / "votecount").rglob("*.py"):
        rel = path.relative_to(REPO / "votecount").with_suffix("")
        if rel.parts[0] in LINKED:
            continue  # the links to the top-level folders, read from there
        found[".".join(["votecount", *(p for p in rel.parts if p != "__init__")])] = path
    for folder in ("parser", "tally", "scraper"):
        for path in (REPO / folder).rglob("*.py"):
            rel = path.relative_to(REPO / folder).with_suffix("")
            parts = [p for p in rel.parts if p != "__init__"]
            found[".".join(["votecount", folder, *parts])] = path
    return found


MODULES = _modules()


def _type_checking(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")
    )


def _imports(name: str) -> list[tuple[str, bool, int]]:
    """(module imported, inside a function, line) for each import of module ``name``."""
    path = MODULES[name]
    tree = ast.parse(path.read_text())
    skip = {id(n) for t in ast.walk(tree) if _type_checking(t) for n in ast.walk(t)}
    inside = {
        id(n)
        for f in ast.walk(tree)
        if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
        for n in ast.walk(f)
    }
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package[: len(package) - node.level + 1]
                base = ".".join(up + ([base] if base else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                out.append((full if full in MODULES else base, id(node) in inside, node.lineno))
        elif isinstance(node, ast.Import):
            out.extend((a.name, id(node) in inside, node.lineno) for a in node.names)
    return out


def _graph() -> dict[str, set[str]]:
    return {
        name: {m for m, _, _ in _imports(name) if m in MODULES and m != name} for name in MODULES
    }


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), and any module
    that imports itself: each holds a cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _app(name: str) -> bool:
    return not name.startswith(PURE)


def test_the_graph_sees_the_layers():
    graph = _graph()
    assert "votecount.count.pipeline" in graph["votecount.workspace"]
    assert "votecount.tally.state" in graph["votecount.tally.engine"]
    assert len([m for m in MODULES if _app(m)]) > 40


def test_no_import_cycle_of_any_length():
    assert _cycles(_graph()) == []


def test_the_cycle_finder_finds_a_long_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"d"}, "d": {"a"}, "e": {"a"}}
    assert _cycles(graph) == [["a", "b", "c", "d"]]


def test_the_pure_layers_import_nothing_of_the_application():
    found = [
        f"{name}: {module}"
        for name in MODULES
        if not _app(name)
        for module, _, _ in _imports(name)
        if module.startswith("votecount") and module != "votecount" and _app(module)
    ]
    assert found == []


def _part(name: str) -> str:
    return ".".join(name.split(".")[:2])


def test_the_application_imports_down_only():
    graph = _graph()
    found = [
        f"{name} -> {module}"
        for name in MODULES
        if _app(name)
        for module in graph[name]
        if _app(module) and RANK[_part(module)] > RANK[_part(name)]
    ]
    assert found == []


def _allowed_inside(importer: str, module: str) -> bool:
    if module.split(".")[0] in HEAVY:
        return True
    if module in LAZY_TABLES.get(importer, ()):
        return True
    return any(module == m or module.startswith(m + ".") for m in LOADS_HEAVY)


def test_imports_inside_functions_are_the_listed_ones():
    checked = [n for n in MODULES if _app(n) or n.startswith("votecount.tally")]
    found = [
        f"{name}:{line}: {module}"
        for name in checked
        for module, inside, line in _imports(name)
        if inside and not _allowed_inside(name, module)
    ]
    assert found == []


def _strings_and_names(tree: ast.AST) -> list[str]:
    """Every string and name of a module but its docstrings (comments are not in the AST)."""
    docs = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            out.append(node.value)
        elif isinstance(node, ast.Name):
            out.append(node.id)
        elif isinstance(node, ast.Attribute):
            out.append(node.attr)
        elif isinstance(node, ast.ImportFrom):
            out.append(node.module or "")
            out.extend(a.name for a in node.names)
        elif isinstance(node, ast.Import):
            out.extend(a.name for a in node.names)
    return out


def test_the_application_names_no_game_system():
    found = [
        f"{name}: {text!r}"
        for name in MODULES
        if _app(name)
        for text in _strings_and_names(ast.parse(MODULES[name].read_text()))
        if any(word in text.lower() for word in SYSTEM_WORDS)
    ]
    assert found == []


# a game system's own folders, and the registry that finds them
SYSTEM_HOMES = tuple(f"votecount.tally.{w}" for w in (*SYSTEM_WORDS, "registry"))


def test_the_core_of_the_pure_layers_names_no_game_system():
    """The parser and the tally's core know no system either: what one system reads or
    shows is its folder's (``Ruleset`` hooks and values), never a branch on its name."""
    found = [
        f"{name}: {text!r}"
        for name in MODULES
        if name.startswith(("votecount.parser", "votecount.tally"))
        and not name.startswith(SYSTEM_HOMES)
        for text in _strings_and_names(ast.parse(MODULES[name].read_text()))
        if any(word in text.lower() for word in SYSTEM_WORDS)
    ]
    assert found == []


def test_the_check_would_catch_a_system_named_in_the_application():
    tree = ast.parse('"""botf is fine in a docstring."""\nRULESET = "botf"\n')
    assert _strings_and_names(tree) == ["RULESET", "botf"]


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _private_imports(name: str, source: str | None = None) -> list[str]:
    """``line: from MODULE import _NAME`` for each private name that module ``name`` (its
    file, or ``source``) imports from another module, ``if TYPE_CHECKING:`` blocks too."""
    tree = ast.parse(MODULES[name].read_text() if source is None else source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            where = "." * node.level + (node.module or "")
            parts = (node.module or "").split(".")
            found.extend(
                f"{node.lineno}: from {where} import {a.name}"
                for a in node.names
                if _private(a.name) or any(_private(p) for p in parts)
            )
        elif isinstance(node, ast.Import):
            found.extend(
                f"{node.lineno}: import {a.name}"
                for a in node.names
                if any(_private(p) for p in a.name.split("."))
            )
    return found


def test_no_module_imports_another_modules_private_name():
    found = [f"{MODULES[name]}:{hit}" for name in MODULES for hit in _private_imports(name)]
    assert found == []


def test_the_check_would_catch_a_private_name_imported():
    source = (
        "from __future__ import annotations\n"
        "from votecount import __version__\n"
        "from votecount.parser.walk import Span, _context\n"
        "from .near_misses import (\n    clash,\n    _overlaps,\n)\n"
        "import votecount._hidden\n"
    )
    assert _private_imports("votecount.workspace", source) == [
        "3: from votecount.parser.walk import _context",
        "4: from .near_misses import _overlaps",
        "8: import votecount._hidden",
    ]
