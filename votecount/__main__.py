"""The ``votecount`` command's entry point (and ``python -m votecount``).

The command's modules (the CLI, the workspace and the verb's own module) are loaded with
the cyclic garbage collector paused: what loading makes (modules, classes, functions,
compiled patterns) lives until the process ends, so the collector's passes over it while
it loads are wasted (~10 ms of a count's start-up, benchmarks/count.py); it is frozen out
of the collector's later passes (``gc.freeze``, a public API), and the collector runs as
usual for the command itself (the CLI is imported in ``main`` for that reason). When the
command ends, what is left is frozen too, so the last pass at exit has nothing to walk. Importing ``votecount.cli`` as a
library (tests, scripts) changes nothing of the collector.
"""

from __future__ import annotations

import gc
import sys
from typing import Any


def main(**kw: Any) -> Any:
    """Run the ``votecount`` command (``kw``: click's ``main`` arguments)."""
    paused = gc.isenabled()
    if paused:
        gc.freeze()  # the interpreter's start-up
        gc.disable()
    # loaded with the collector paused (the module docstring): an in-function import
    from votecount.cli import main as command
    from votecount.cli import verbs

    if paused:
        verbs.after_load = _resume  # the verb's own module is loaded with it paused
    try:
        return command.main(**kw)
    finally:
        if paused:
            # what the command leaves (its modules, a count's values) lives to the exit;
            # files and the database are closed by then (cli.support closes the latter)
            gc.freeze()
            gc.enable()


def _resume() -> None:
    gc.freeze()
    gc.enable()


if __name__ == "__main__":
    sys.exit(main(prog_name="votecount"))
