"""A ``votecount count`` the count cache misses, counted without loading click.

The entry point (``votecount/cli_start.py``) asks the count cache first; on a miss (the
first count after a sync, say), an argv ``countcache.scan`` fully reads (``count`` with
``--game``, ``--now``, ``--format``, ``--as-of``, ``--day``, ``--view``, ``--templates``,
``-q``, ``--no-cache``) is counted here, doing what the click command does (``cli_count.count`` with
``cli_support.workspace``): the Workspace at the ``--now`` clock, notices on stderr
unless ``-q``, the output printed as ``click.echo`` prints it, the count cache filled by
``countfill.recorder`` (so the next identical count is a hit), the database closed.
Loading click and what it loads costs ~10–14 ms of a ~100 ms count.

Nothing here decides what the CLI would answer otherwise: ``accepted`` takes only the
values click's own types accept (the choices and defaults of ``votecount.countargs``,
which the click command reads too), and when a value is doubtful, or anything is raised
before a byte is printed (a bad game file, a library error, a bug), ``count`` returns
None and the entry point runs the click CLI, which counts again and answers with its
own message, stream and exit code. Once something was printed, nothing is run twice: an
error is shown as the CLI shows it (``cli_support.user_error``).
"""

from __future__ import annotations

import os
import stat
import sys

from . import countargs, countcache, gamefolder

TYPE_CHECKING = False  # the argv is read before anything else is loaded
if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

    from .app import Workspace


class Options:
    """A count's options, each as the click command receives it (paths as given)."""

    def __init__(self, request: countcache.Request) -> None:
        values = request.values
        self.game = request.game  # --game (before or after the verb): the last
        self.now = request.now
        self.fmt = values.get("--format", countargs.DEFAULT_FORMAT)
        self.view = values.get("--view", countargs.DEFAULT_VIEW)
        self.day = int(values["--day"]) if "--day" in values else None  # click.INT: int()
        self.as_of = values.get("--as-of")
        self.templates = values.get("--templates")
        self.quiet = request.quiet
        self.no_cache = request.no_cache


def accepted(argv: list[str]) -> Options | None:
    """The count's options, if the argv is one the direct path runs and click would
    accept every value of it as given; None: leave it to click."""
    request = countcache.understood(argv)
    if request is None:
        return None
    try:
        options = Options(request)
        paths_fit = _game_fits(options.game) and _folder_fits(options.templates)
    except ValueError:  # --day not a number; a NUL in a path
        return None
    if options.fmt not in countargs.FORMATS or options.view not in countargs.VIEWS:
        return None
    return options if paths_fit else None


def _game_fits(value: str | None) -> bool:
    """``--game`` as ``click.Path(dir_okay=False)`` takes it: absent, or no folder and
    readable."""
    if value is None:
        return True
    try:
        st = os.stat(value)
    except OSError:
        return True  # click does not ask that it exists (the count says it is missing)
    return not stat.S_ISDIR(st.st_mode) and os.access(value, os.R_OK)


def _folder_fits(value: str | None) -> bool:
    """``--templates`` as ``click.Path(file_okay=False, exists=True)`` takes it; only a
    readable folder here (click's answer to anything else is its own)."""
    if value is None:
        return True
    try:
        st = os.stat(value)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and os.access(value, os.R_OK)


def load() -> None:
    """Import what a count needs before it runs (the entry point does so with the
    garbage collector paused, as it loads the CLI)."""
    from . import app, countfill, render  # noqa: F401


class _Printed:
    """What the count has written so far: on stdout, or anything (a notice, a warning:
    whatever was written to stderr)."""

    def __init__(self) -> None:
        self.out = False
        self.anything = False

    def said(self, text: Any) -> None:
        """Written to stderr (``None``: lines); click's probe with an empty write is not
        anything said."""
        self.anything = self.anything or text is None or bool(text)

    def notice(self, line: str) -> None:
        self.anything = True
        from .cli_support import notice  # click, only for a notice (a count has none)

        notice(line)


def count(options: Options) -> int | None:
    """Run the count; its exit code, or None when nothing was printed and the click CLI
    should run it (an ASCII stdout, a value that fails, any exception). A closed stdout
    raises BrokenPipeError (the entry point's way); Ctrl-C ends it as click ends a
    command: "Aborted!" on stderr, exit 1."""
    from pathlib import Path

    from . import app

    if countcache.ascii_stream(sys.stdout):
        return None  # click writes through a stream of its own there
    printed = _Printed()
    try:
        game = Path(options.game) if options.game is not None else None
        where = gamefolder.locate(game, environ=os.environ, cwd=os.getcwd())
        clock = app.fixed_clock(options.now) if options.now else None
        ws = app.Workspace(Path(where), clock=clock)
    except Exception:
        return None
    from .countfill import WatchedStream

    stderr = sys.stderr
    sys.stderr = WatchedStream(stderr, printed.said)
    try:
        return _count(ws, options, printed)
    except KeyboardInterrupt:
        sys.stderr.write("\nAborted!\n")  # click's main: a new line, then its message
        sys.stderr.flush()
        return 1
    except BrokenPipeError:
        if printed.out:
            raise  # the reader left (``votecount count | head``)
        return None
    except Exception as exc:
        if not printed.anything:
            return None  # the CLI counts again and answers as it does
        if not isinstance(exc, app.USER_ERRORS):
            raise
        from .cli_support import user_error

        error = user_error(exc)
        error.show()
        return error.exit_code
    finally:
        sys.stderr = stderr
        ws.close()


def _count(ws: Workspace, options: Options, printed: _Printed) -> int:
    """``cli_count.count``'s work: count, print, keep."""
    from pathlib import Path

    from . import countfill, render

    if not options.quiet:
        ws.notice = printed.notice
    templates: Path | None = Path(options.templates) if options.templates is not None else None
    record = countfill.recorder(options.no_cache, 0, templates)
    with render.template_dir(templates):
        text = ws.count(
            day=options.day, as_of=options.as_of, fmt=options.fmt, view=options.view,
            record=record,
        )  # fmt: skip
    printed.out = printed.anything = True
    if "\x1b" in text:  # click strips escape codes off all but a terminal: let it print
        from click import echo

        echo(text)
    else:
        sys.stdout.write(text + "\n")  # click.echo's bytes: the text and a newline
        sys.stdout.flush()
    if record is not None:
        record.save(ws, text + "\n")
    return 0
