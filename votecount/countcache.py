"""The count cache's reading side: a repeated ``votecount count`` printed from
``votecount.db`` without loading the CLI, only the standard library and ``sqlite3``.

A count is a pure function of votecount's code, the files it reads (the game file, a
``--templates`` folder, the libraries), its arguments, working folder and environment,
the store's source tables and the clock. A successful count (``votecount.countfill``)
keeps its output in the ``count_cache`` table under a **key** of what can be known
before counting (``key``: the argv, the working folder, the environment variables the
CLI reads, the streams, the interpreter, the stat of every file of votecount's code and
the game file found), with what only the count could tell:

- the store's **generation** when it counted (``source_generation``, bumped by triggers
  on every source table, ``schema.SOURCE_TABLES``) and the schema's version
  (``pragma schema_version``: a table or trigger made or dropped);
- the **files** it read, each by its ``stat`` (the game file also by its bytes);
- the **interval** of clocks that give the same count (``votecount.watchednow``).

``serve`` (called by ``votecount/cli_start.py`` before anything else) prints the entry
when all of these hold, reading the generation, the schema version and the entry in one
read transaction; on anything else — a miss, a doubt, an error — it returns False and
the count is run (and fills the cache): without click when ``scan`` read the whole argv
(``votecount.countdirect``), else by the CLI. ``count --no-cache`` never reads or
writes it.
"""

from __future__ import annotations

import os
import sqlite3
import sys
from collections.abc import Mapping, Sequence

from . import gamefolder

TYPE_CHECKING = False  # not even typing is loaded (~5 ms)
if TYPE_CHECKING:
    from typing import Any, TextIO

try:  # the interpreter's own SHA-256: hashlib would load OpenSSL first (~4 ms)
    from _sha256 import sha256
except ImportError:  # pragma: no cover  (another Python)
    from hashlib import sha256

FORMAT = "count-cache-1"
ROOT = os.path.dirname(os.path.realpath(__file__))
# the environment a count (or the interpreter under it) reads: ours, Python's, the
# locale and terminal (stdout's encoding), the temporary folders
_SECRET = ("KEY", "TOKEN", "PASS", "SECRET", "AUTH", "COOKIE", "SESSION")
_ENV_PREFIXES = ("VOTECOUNT", "_VOTECOUNT", "PYTHON", "LC_", "CLICK")
_ENV_NAMES = frozenset(
    ("LANG", "LANGUAGE", "TZ", "TERM", "COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR",
     "TMPDIR", "TEMP", "TMP", "HOME")
)  # fmt: skip
# what the fast path understands of a count's argv (anything else: the CLI reads it)
_VALUED = frozenset(("--game", "--now", "--format", "--as-of", "--day", "--view", "--templates"))
_GLOBAL_VALUED = frozenset(("--game", "--now"))
_FLAGS = frozenset(("-q", "--quiet"))
_COUNT_FLAGS = frozenset(("--no-cache",))  # after the verb; never served from the cache

# set by the entry point (cli_start) for the command it runs: the cache is filled only
# for a count started as the ``votecount`` command, whose argv is known
invoked: list[str] | None = None
# the argv, game file and key ``serve`` last looked up: the count that follows a miss
# starts from that key (and makes it again when it ends: equal, or nothing is kept)
asked: tuple[list[str], str, str] | None = None


# -- what the argv asks --------------------------------------------------------------
class Request:
    """A count's argv as the fast path reads it: the ``--game`` and ``--now`` given;
    ``values``: every valued option given (the last of each), ``quiet``: ``-q``,
    ``no_cache``: ``--no-cache`` (counted by the direct count, never served)."""

    def __init__(
        self, values: dict[str, str] | None = None, quiet: bool = False, no_cache: bool = False
    ) -> None:
        self.values = values or {}
        self.quiet = quiet
        self.no_cache = no_cache

    @property
    def game(self) -> str | None:
        return self.values.get("--game")

    @property
    def now(self) -> str | None:
        return self.values.get("--now") or None


def scan(argv: Sequence[str]) -> Request | None:
    """A ``count`` with only options the fast path understands, else None."""
    seen: dict[str, str] = {}
    verb = None
    quiet = no_cache = False
    i = 0
    while i < len(argv):
        token = argv[i]
        name, eq, value = token.partition("=")
        if token in _FLAGS or (verb == "count" and token in _COUNT_FLAGS):
            quiet = quiet or token in _FLAGS
            no_cache = no_cache or token in _COUNT_FLAGS
            i += 1
            continue
        allowed = _VALUED if verb == "count" else _GLOBAL_VALUED
        if name in allowed:
            if not eq:
                if i + 1 >= len(argv):
                    return None
                value = argv[i + 1]
                i += 1
            if value.startswith("-"):
                return None  # click might read it otherwise: leave it to click
            seen[name] = value  # the last one given wins, as in the CLI
        elif verb is None and token == "count":
            verb = token
        else:
            return None  # -v, --help, another verb, an unknown option ...
        i += 1
    if verb is None:
        return None
    return Request(seen, quiet, no_cache)


def understood(argv: Sequence[str]) -> Request | None:
    """A count the paths before click may run (this cache's, and the direct count of
    ``votecount.countdirect`` on a miss): ``scan``'s, unless shell completion asks."""
    if any(name.endswith("_COMPLETE") for name in os.environ):
        return None  # shell completion: click's business
    return scan(argv)


# -- the key ----------------------------------------------------------------------------
def environment(environ: Mapping[str, str]) -> list[tuple[str, str]]:
    """The environment variables a count's output may depend on; credentials (which a
    count never reads: posting does) are left out, so no digest of them is stored."""
    return sorted(
        (k, v)
        for k, v in environ.items()
        if (k in _ENV_NAMES or k.startswith(_ENV_PREFIXES))
        and not any(word in k.upper() for word in _SECRET)
    )


def _stream(stream: TextIO | None) -> tuple[Any, ...]:
    if stream is None:
        return (None,)
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError, OSError):
        tty = None
    return (tty, getattr(stream, "encoding", None), getattr(stream, "errors", None))


def code_files(root: str = ROOT) -> list[str]:
    """Every file of votecount's code and templates (its folders followed: parser,
    tally, scraper and templates are linked into the package)."""
    found: list[str] = []
    for here, dirs, names in os.walk(root, followlinks=True):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found.extend(os.path.join(here, n) for n in sorted(names))
    return found


def stat_text(path: str) -> str:
    """What a file's ``stat`` says of its content: size, modification and change times
    (the change time cannot be set back by hand), inode and mode; ``-`` when absent."""
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return "-"
    return f"{st.st_size},{st.st_mtime_ns},{st.st_ctime_ns},{st.st_ino},{st.st_mode}"


def key(
    argv: Sequence[str], game: str | os.PathLike[str], environ: Mapping[str, str] | None = None
) -> str:
    """The key of a count: everything known of it before counting."""
    environ = os.environ if environ is None else environ
    h = sha256()
    parts: list[Any] = [
        FORMAT, sys.version, sys.executable, tuple(sys.flags), list(argv), os.getcwd(),
        environment(environ), _stream(sys.stdout), _stream(sys.stderr),
        os.path.realpath(game),
    ]  # fmt: skip
    for part in parts:
        h.update(repr(part).encode("utf-8", "surrogateescape"))
        h.update(b"\0")
    for path in code_files():
        h.update(f"{path}\0{stat_text(path)}\0".encode("utf-8", "surrogateescape"))
    return h.hexdigest()


# -- the entry's own conditions -----------------------------------------------------------
def files_hold(files: str) -> bool:
    """Each line ``kind<TAB>path<TAB>value`` still holds: ``stat`` (``stat_text``) or
    ``sha256`` of the bytes."""
    for line in files.splitlines():
        kind, path, value = line.split("\t")
        if kind == "stat":
            if stat_text(path) != value:
                return False
        elif kind == "sha256":
            if bytes_digest(path) != value:
                return False
        else:
            return False  # a kind this code does not know: doubt
    return True


def bytes_digest(path: str) -> str:
    try:
        with open(path, "rb") as f:
            return sha256(f.read()).hexdigest()
    except OSError:
        return "-"


def lookup(db_path: str | os.PathLike[str], entry_key: str, now: int) -> str | None:
    """The output kept under ``entry_key`` if it holds at clock ``now`` (microseconds)."""
    if not os.path.isfile(db_path):
        return None
    conn = sqlite3.connect(db_path, timeout=1.0, isolation_level=None)
    try:
        conn.execute("begin")  # one snapshot: the generation, the schema and the entry
        (generation,) = conn.execute("select generation from source_generation").fetchone()
        (schema,) = conn.execute("pragma schema_version").fetchone()
        row = conn.execute(
            "select generation, schema, valid_from, valid_until, files, output "
            "from count_cache where key = ?",
            [entry_key],
        ).fetchone()
        conn.execute("commit")
    finally:
        conn.close()
    if row is None or row[0] != generation or row[1] != schema:
        return None
    since, until, files, output = row[2:]
    if (since is not None and now < since) or (until is not None and now >= until):
        return None
    return output if files_hold(files) else None


def ascii_stream(stream: TextIO | None) -> bool:
    """An ASCII (or no) stream: click writes through a stream of its own there."""
    import codecs

    try:
        return codecs.lookup(getattr(stream, "encoding", None) or "ascii").name == "ascii"
    except LookupError:
        return True


def serve(argv: Sequence[str], out: TextIO | None = None) -> bool:
    """Print the cached count for this argv, if one holds; False: let the CLI count."""
    request = understood(argv)
    if request is None or request.no_cache:
        return False
    from . import app_clock

    try:
        game = gamefolder.locate(request.game, environ=os.environ, cwd=os.getcwd())
        now = app_clock.fixed_clock(request.now)() if request.now else app_clock.system_now()
        made = key(argv, game)
        global asked
        asked = (list(argv), os.path.realpath(game), made)
        found = lookup(gamefolder.database_of(game), made, app_clock.micros(now))
    except (OSError, ValueError, TypeError, sqlite3.Error):
        return False  # no entry table yet, a locked or odd database, a bad --now ...
    if found is None:
        return False
    out = sys.stdout if out is None else out
    if ascii_stream(out):
        return False  # click would write through a stream of its own: let it
    out.write(found)
    out.flush()
    return True
