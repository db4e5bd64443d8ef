"""The ``votecount`` command's entry point (and ``python -m votecount``): the command
line loaded with the cyclic garbage collector paused.

Loading the CLI makes some 100,000 objects that live until the process ends (modules,
classes, functions, compiled patterns). With the collector on, its passes over them
cost a warm ``votecount count`` about 25 ms, and its last pass at exit about 17 ms more
(benchmarks/count.py). So the entry point loads the CLI and the verb's module (e.g.
``cli_count`` with Jinja2 and the views) with the collector off, then freezes what
loading made (``gc.freeze``: left out of every later pass, as it lives to the end
anyway) and turns the collector back on for the command itself: what a count makes is
collected as usual, and a large game's memory behaves as before. When the
command ends, what is left is frozen too, so the last pass at exit has nothing to walk.
Importing ``votecount.cli`` as a library (tests, scripts) changes nothing of the
collector.
"""

from __future__ import annotations

import gc
import os
import sys

TYPE_CHECKING = False  # the fast path loads no more than it needs: not even typing
if TYPE_CHECKING:
    from typing import Any


def main(**kw: Any) -> Any:
    """Run the ``votecount`` command (``kw``: click's ``main`` arguments). A ``count``
    the count cache holds is printed from it first, with only the standard library
    loaded (``votecount.countcache``); anything else runs the CLI."""
    from votecount import countcache

    argv = list(kw["args"] if kw.get("args") is not None else sys.argv[1:])
    try:
        if countcache.serve(argv):
            return 0
    except BrokenPipeError:  # the reader left (``votecount count | head``), as click does
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (the exit flushes it)
        return 1
    countcache.invoked = argv
    try:
        return _run(kw)
    finally:
        countcache.invoked = None


def _run(kw: dict[str, Any]) -> Any:
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
            # what the command leaves (its modules, a count's values) lives to the exit:
            # frozen, the interpreter's last collector pass skips it (~7 ms a count);
            # files and the database are closed by then (cli_support closes the latter)
            gc.freeze()
            gc.enable()


def _resume() -> None:
    gc.freeze()
    gc.enable()
