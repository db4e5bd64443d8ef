"""What a plain offline `votecount count` imports (issue 16, start-up): no HTTP stack, no
forum adapter, no HTML parser on a warm cache, no plug-in metadata, and no game system
but the game's own. These are import lists, not timings (benchmarks/count.py times it)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

from votecount.workspace import DEMO_DIR

OTHER_SYSTEMS = (  # a mafia game loads no other game system (each costs start-up)
    "votecount.tally.botf",
    "votecount.tally.shapeshifters",
    "votecount.tally.events_game",
)
NEVER = (
    "requests",
    "urllib3",
    "votecount.scraper.base",
    "votecount.scraper.http",
    "votecount.scraper.discourse",
    "votecount.scraper.phpbb",
    "importlib.metadata",
    "sqlite_utils",
    "logging",  # set up only for -v
    "zoneinfo",  # a game in UTC needs no zone database
    "html",  # escaping for the HTML outputs only
    "votecount.cli.sync",  # the other verbs' modules (votecount/cli/__init__.py loads the one asked for)
    "votecount.cli.admin",
    # the host readers' patterns (~35 ms): a game whose file gives its phases reads no
    # host post for a phase's start or a stated deadline (count/markers.py, phase_markers.py)
    "votecount.parser.host.phase_words",
    "votecount.parser.host.deadlines",
    *OTHER_SYSTEMS,
)
WARM_NEVER = (
    "lxml",
    "rapidfuzz",
    "votecount.parser.parse",
    "votecount.parser.result",
)  # the parser runs cold only

COUNT = (
    "import sys\n"
    "from votecount.cli import main\n"
    "try:\n"
    "    main(['--game', sys.argv[1], 'count'])\n"
    "except SystemExit as exc:\n"
    "    assert not exc.code, exc.code\n"
    "print('MODULES', sorted(sys.modules), file=sys.stderr)\n"
)


def _modules(game: Path) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", COUNT, str(game)], capture_output=True, text=True, check=True
    )
    assert "Day 1" in out.stdout or "Vote" in out.stdout or out.stdout.strip(), out.stdout
    line = next(x for x in out.stderr.splitlines() if x.startswith("MODULES "))
    return set(json.loads(line.removeprefix("MODULES ").replace("'", '"')))


def _demo_offline(tmp_path: Path) -> Path:
    """The demo game, imported from its JSONL: a mafia game whose file names its engine."""
    shutil.copy(DEMO_DIR / "game.toml", tmp_path / "game.toml")
    code = "import sys; from votecount.cli import main; main(sys.argv[1:])"
    game = str(tmp_path / "game.toml")
    subprocess.run(
        [sys.executable, "-c", code, "--game", game, "import", str(DEMO_DIR / "thread.jsonl")],
        check=True,
        capture_output=True,
    )
    return tmp_path / "game.toml"


def test_a_count_imports_only_what_it_uses(tmp_path):
    game = _demo_offline(tmp_path)
    cold = _modules(game)  # the parse cache fills: the parser and lxml are needed
    assert "votecount.tally.mafia" in cold
    assert not [m for m in NEVER if m in cold]
    warm = _modules(game)  # nothing new: cached events only
    assert not [m for m in (*NEVER, *WARM_NEVER) if m in warm]


def test_the_builtin_names_are_the_systems_own():
    from votecount.tally.registry import BUILTIN_NAMES, systems

    declared = {s.__module__: (s.name, *s.aliases) for s in systems()}
    for module, words in BUILTIN_NAMES.items():
        assert declared[module] == words, module


def test_registered_lists_the_systems_so_far_and_loads_none():
    code = (
        "import sys\n"
        "from votecount.tally import registry\n"
        "registry.ruleset_class('mafia')\n"
        "names = [s.name for s in registry.registered()]\n"
        "loaded = [m for m in sys.argv[1:] if m in sys.modules]\n"
        "print(names, loaded)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, *OTHER_SYSTEMS], capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "['mafia'] []"


def test_the_command_loads_with_the_collector_paused_and_runs_with_it_on(tmp_path):
    """votecount/__main__.py: what loading makes is frozen out of the collector's passes;
    the command runs with the collector on, and what it leaves is frozen when it ends,
    after the database is closed; importing the CLI as a library changes nothing
    (benchmarks/count.py measures what this saves)."""
    game = _demo_offline(tmp_path)
    code = (
        "import gc, sys\n"
        "from votecount import __main__ as cli_start\n"
        "try:\n"
        "    cli_start.main(args=['--game', sys.argv[1], 'count'])\n"
        "except SystemExit as exc:\n"
        "    assert not exc.code, exc.code\n"
        "print('GC', gc.isenabled(), gc.get_freeze_count() > 1000, file=sys.stderr)\n"
        "import sqlite3\n"  # frozen at the end, so the database is closed before that
        "print('OPEN', sum(isinstance(o, sqlite3.Connection) for o in gc.get_objects()),"
        " file=sys.stderr)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(game)], capture_output=True, text=True, check=True
    )
    assert "Day" in out.stdout and "GC True True" in out.stderr and "OPEN 0" in out.stderr
    assert not list(tmp_path.glob("votecount.db-*"))  # closed: no write-ahead log left
    library = "import gc, votecount.cli; print(gc.isenabled(), gc.get_freeze_count())"
    out = subprocess.run([sys.executable, "-c", library], capture_output=True, text=True)
    assert out.stdout.split() == ["True", "0"]


def test_the_installed_command_is_the_paused_entry_point():
    import tomllib

    from tests.conftest import REPO

    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["votecount"] == "votecount.__main__:main"
    assert "def main" in (REPO / "votecount" / "__main__.py").read_text()


def test_fuzzy_matching_loads_only_when_a_name_needs_it():
    """rapidfuzz (~10 ms of start-up) is the resolver's last step: a count whose new
    posts name players exactly never loads it; a typo does, and still resolves."""
    code = (
        "import sys\n"
        "from votecount.parser.names.players import Roster\n"
        "roster = Roster(['Lapsa', 'Moonlight', 'Vedant'])\n"
        "exact = roster.resolve('lapsa').player\n"
        "before = 'rapidfuzz' in sys.modules\n"
        "typo = roster.resolve('Laspa').player\n"
        "print(exact, before, typo, 'rapidfuzz' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["Lapsa", "False", "Lapsa", "True"]
