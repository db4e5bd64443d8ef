"""Issue 13, the views layer: the application's generic modules (votecount/*.py) import no
game system's package; a system's values reach them through the typed payload bases
(``tally.payload.DayPayload`` / ``VotePayload``) and the functions its ``Views``
declaration names in its own view modules."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from votecount.tally.botf.result import BotfDayCount, BotfVote
from votecount.tally.botf.values import Nomination
from votecount.tally.payload import DayPayload, VotePayload, day_payload, vote_payload
from votecount.tally.registry import systems

from .tally.dsl import ref, run

APP = Path(__file__).resolve().parents[1] / "votecount"


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, relative imports spelled ``votecount.NAME``."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = "votecount." if node.level else ""
            module = base + (node.module or "")
            out.add(module)
            out.update(
                f"{module}.{a.name}".replace("votecount..", "votecount.") for a in node.names
            )
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return out


def _system_packages() -> dict[str, str]:
    """Each registered system's package (or module) -> its name."""
    out = {}
    for cls in systems():
        module = cls.__module__
        package = module if module.count(".") == 2 else module.rsplit(".", 1)[0]
        out[package] = cls.name
    return out


def _own_view_modules(name: str, imports: dict[str, set[str]]) -> set[str]:
    """The modules a system's ``Views`` names, and those only they import (helpers such as
    BotF's views_fiddler)."""
    cls = next(c for c in systems() if c.name == name)
    own = {m.rsplit(".", 1)[-1] for m in cls.views.modules()}
    for helper in list(imports):
        users = {m for m, found in imports.items() if f"votecount.{helper}" in found}
        if users and users <= own:
            own.add(helper)
    return own


def test_no_generic_application_module_imports_a_game_system():
    imports = {p.stem: _imports(p) for p in sorted(APP.glob("*.py"))}
    packages = _system_packages()
    assert "votecount.tally.botf" in packages  # the check sees the systems it guards
    found = []
    for stem, names in imports.items():
        for package, system in packages.items():
            hits = sorted(n for n in names if n == package or n.startswith(package + "."))
            if hits and stem not in _own_view_modules(system, imports):
                found.append(f"votecount/{stem}.py: {hits[0]}")
    assert found == []


def test_the_check_would_catch_a_generic_module_importing_botf():
    imports = {p.stem: _imports(p) for p in sorted(APP.glob("*.py"))}
    assert "views" not in _own_view_modules("botf", imports)
    assert {"views_botf", "views_botf_report", "views_fiddler"} <= _own_view_modules(
        "botf", imports
    )


def test_every_named_view_function_exists():
    for cls in systems():
        views = cls.views
        for spec in (views.day, views.audit, views.timeline, *views.tables.values()):
            if spec:
                module, _, name = spec.partition(":")
                assert callable(getattr(importlib.import_module(module), name)), spec


def test_a_plain_day_answers_with_the_defaults():
    day = run("D1\na>b").current
    part = day_payload(day)
    assert isinstance(part, DayPayload)
    assert (part.opened(), part.pending(), part.also_living(), part.dead_voters()) == (
        (),
        (),
        (),
        (),
    )
    assert part.elimination() == ("elimination", "eliminated")
    vote = day.wagons[0].votes[0]
    assert vote_payload(vote).notes() == () and not vote_payload(vote).by_traveller()


def test_botf_answers_through_the_payload_bases():
    nom = Nomination("a", "b", ref(3))
    part = BotfDayCount(nominations=(nom,), travellers=("t",), not_voting_dead=("d",))
    assert isinstance(part, DayPayload)
    assert part.opened() == (nom,) and part.also_living() == ("t",)
    assert part.dead_voters() == ("d",)
    assert part.elimination() == ("execution", "executed")
    assert BotfDayCount().elimination() == ("elimination", "eliminated")
    ghost = BotfVote(dead=True, ghost_token="spent", traveller=True)
    assert isinstance(ghost, VotePayload)
    assert ghost.notes() == ("dead", "vote token spent") and ghost.by_traveller()
