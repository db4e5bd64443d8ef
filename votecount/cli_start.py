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
collector. A count the count cache misses is counted without click
(``votecount.countdirect``), its modules loaded the same way.
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
    loaded (``votecount.countcache``); one it misses is counted without click when the
    argv is one the cache reads (``votecount.countdirect``); anything else, or anything
    that fails before printing, runs the CLI."""
    from votecount import countcache

    argv = list(kw["args"] if kw.get("args") is not None else sys.argv[1:])
    try:
        if countcache.serve(argv):
            return 0
    except BrokenPipeError:
        return _reader_left()
    countcache.invoked = argv
    try:
        try:
            done = _direct(argv, kw)
        except BrokenPipeError:
            return _reader_left()
        return _run(kw) if done is None else done
    finally:
        countcache.invoked = None


def _reader_left() -> int:
    """The reader left (``votecount count | head``): exit 1 quietly, as click's own main
    does for a broken pipe."""
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (the exit flushes it)
    return 1


def _direct(argv: list[str], kw: dict[str, Any]) -> int | None:
    """A count the cache missed, counted without click (None: the CLI runs it). Its
    modules are loaded with the collector paused, as ``_run`` loads the CLI's."""
    if set(kw) - {"args", "prog_name"}:
        return None  # click's own ways of running (standalone_mode ...): the CLI's
    from votecount import countdirect

    options = countdirect.accepted(argv)
    if options is None:
        return None
    paused = gc.isenabled()
    gc.disable()
    try:
        countdirect.load()
    except Exception:
        return None  # the CLI loads them again and fails as it does
    finally:
        if paused:
            _resume()
    done = countdirect.count(options)
    if done is not None and paused:
        gc.freeze()  # what the count leaves lives to the exit (the database is closed)
    return done


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
