"""The ``votecount`` command's entry point (and ``python -m votecount``): the command
line loaded with the cyclic garbage collector paused.

Loading the CLI makes many objects that live until the process ends (modules, classes,
functions, compiled patterns). The entry point loads the CLI and the verb's module with
the collector off, then freezes what loading made (``gc.freeze``, a public API: left out
of every later pass, as it lives to the end anyway) and turns the collector back on for
the command itself. When the command ends, what is left is frozen too, so the last pass
at exit has nothing to walk. Importing ``votecount.cli`` as a library (tests, scripts)
changes nothing of the collector.
"""

from __future__ import annotations

import gc
from typing import Any


def main(**kw: Any) -> Any:
    """Run the ``votecount`` command (``kw``: click's ``main`` arguments)."""
    paused = gc.isenabled()
    gc.disable()
    try:
        from votecount.cli import main as command
        from votecount.cli import verbs
    except BaseException:
        if paused:
            gc.enable()
        raise
    if paused:
        verbs.after_load = _resume  # the verb's own module is loaded with it paused too
    try:
        return command.main(**kw)
    finally:
        if paused:
            # what the command leaves (its modules, a count's values) lives to the exit;
            # files and the database are closed by then (cli_support closes the latter)
            gc.freeze()
            gc.enable()


def _resume() -> None:
    gc.freeze()
    gc.enable()
