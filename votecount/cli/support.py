"""The command line's shared habits: ``--game``, ``-q`` and ``-v`` accepted before or
after the verb, the game folder found like git finds a repository (``--game``, then
``VOTECOUNT_GAME``, then ``game.toml`` in this folder or the nearest parent), and the
``Workspace`` handed to each command."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from votecount import workspace as app
from votecount.gamefile import folder as gamefolder
from votecount.gamefile.fields import did_you_mean

if TYPE_CHECKING:
    import logging

GAME_ENV = gamefolder.GAME_ENV
CONTEXT = {"help_option_names": ["-h", "--help"]}
_META = "votecount.options"
INTERRUPTED = 130  # the exit status of a command stopped by Ctrl-C, as shells report it


def _remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """Keep a shared option's value (a later one, after the verb, wins)."""
    if value not in (None, False, 0):
        ctx.find_root().meta.setdefault(_META, {})[param.name] = value
    return value


def _specs() -> list[tuple[list[str], dict[str, Any]]]:
    shared: dict[str, Any] = {"expose_value": False, "callback": _remember}
    return [
        (
            ["--game", "game_path"],
            {
                "type": click.Path(dir_okay=False, path_type=Path),
                "help": f"The game file (default: ${GAME_ENV}, else game.toml here or in the "
                "nearest parent folder); votecount.db lives beside it. "
                "E.g. --game ~/bmr/game.toml",
                **shared,
            },
        ),
        (
            ["--now"],
            {
                "metavar": "TIME",
                "help": "Count as if the clock read TIME (UTC, e.g. 2026-03-01T18:00): for "
                "reproducible runs.",
                **shared,
            },
        ),
        (
            ["-q", "--quiet"],
            {
                "is_flag": True,
                "help": "No progress bars or notices on stderr (for cron), e.g. votecount -q sync.",
                **shared,
            },
        ),
        (
            ["-v", "--verbose"],
            {
                "count": True,
                "help": "Tell more on stderr (-vv: every HTTP request), e.g. votecount -v sync.",
                **shared,
            },
        ),
    ]


def shared_options() -> list[click.Option]:
    return [click.Option(decls, **attrs) for decls, attrs in _specs()]


def with_shared_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Decorate a group with the shared options (its verbs get them from ``Command``)."""
    for decls, attrs in reversed(_specs()):
        fn = click.option(*decls, **attrs)(fn)
    return fn


class Command(click.Command):
    """A verb that also takes the shared options after its name."""

    def __init__(self, *args: Any, **kw: Any) -> None:
        kw.setdefault("context_settings", CONTEXT)
        super().__init__(*args, **kw)
        self.params.extend(shared_options())


class Group(click.Group):
    """Turns library errors into clean one-line CLI errors (no tracebacks); its verbs
    take the shared options (--game, -q, -v) after their name too."""

    command_class = Command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except app.USER_ERRORS as exc:
            raise user_error(exc) from exc
        except KeyboardInterrupt as exc:  # Ctrl-C: say what was kept, exit 130 (128 + SIGINT)
            said = str(exc) or "interrupted"
            click.echo(f"\nvotecount: {said}", err=True)
            raise click.exceptions.Exit(INTERRUPTED) from exc


def user_error(exc: BaseException) -> click.ClickException:
    """A library error (``app.USER_ERRORS``) as the CLI shows it: ``Error: ...``, exit 1."""
    return click.ClickException(str(exc))


def notice(line: str) -> None:
    """A workspace's notice on stderr (unless -q)."""
    click.echo(f"votecount: {line}", err=True)


FORMAT_ENV = "VOTECOUNT_FORMAT"
FORMAT_RULE = (
    f"default: ${FORMAT_ENV} if set, else markdown on a terminal and plain text when "
    "piped or redirected"
)


def default_format(choices: tuple[str, ...]) -> str:
    """The one default output format of every verb that prints a count or an audit:
    ``$VOTECOUNT_FORMAT`` when set, else Markdown on a terminal (paste-ready, and it reads
    as it is) and plain text when the output goes to a pipe or a file (no markup, no
    escapes). ``--format`` always wins (docs/cli.md, "Output")."""
    chosen = os.environ.get(FORMAT_ENV, "").strip().lower()
    if chosen:
        if chosen not in choices:
            hint = did_you_mean(chosen, list(choices))
            raise click.UsageError(
                f"${FORMAT_ENV}={chosen!r} is not a format{hint} (one of {', '.join(choices)})"
            )
        return chosen
    return "markdown" if stdout_is_terminal() else "text"


def stdout_is_terminal() -> bool:
    return sys.stdout.isatty()


def options(ctx: click.Context) -> dict[str, Any]:
    return dict(ctx.find_root().meta.get(_META, {}))


def game_path(ctx: click.Context, *, search: bool = True) -> Path:
    chosen = options(ctx).get("game_path")
    return Path(gamefolder.locate(chosen, environ=os.environ, cwd=os.getcwd(), search=search))


def quiet(ctx: click.Context) -> bool:
    return bool(options(ctx).get("quiet"))


def progress(ctx: click.Context) -> bool:
    return sys.stderr.isatty() and not quiet(ctx)


def workspace(ctx: click.Context, *, search: bool = True) -> app.Workspace:
    root = ctx.find_root()
    ws = root.meta.get("votecount.workspace")
    if ws is None:
        _logging(options(ctx).get("verbose", 0))
        now = options(ctx).get("now")
        clock = app.fixed_clock(now) if now else None
        ws = app.Workspace(game_path(ctx, search=search), clock=clock)
        root.call_on_close(ws.close)  # the database closed when the command ends, not at exit
        if not quiet(ctx):
            ws.notice = notice
        root.meta["votecount.workspace"] = ws
    return ws


def pass_workspace(search: bool = True) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Hand the command its ``Workspace`` as the first argument."""

    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kw: Any) -> Any:
            return fn(workspace(click.get_current_context(), search=search), *args, **kw)

        return wrapper

    return deco


class Choice(click.Choice):
    """A choice that says which one was probably meant: "did you mean 'markdown'?"."""

    def fail(self, message: str, param: Any = None, ctx: Any = None) -> Any:
        value = message.split("'")[1] if message.count("'") >= 2 else ""
        hint = did_you_mean(value, [str(c) for c in self.choices]).lstrip("; ")
        return super().fail(f"{message} ({hint})" if hint else message, param, ctx)


_HANDLER: logging.Handler | None = None


def _logging(verbose: int) -> None:
    """-v: votecount's own log on stderr; -vv: also every HTTP request (urllib3)."""
    global _HANDLER
    if not verbose and _HANDLER is None:
        return  # nothing to set up or take down: ``logging`` stays unimported
    import logging

    for name in ("votecount", "urllib3"):
        if _HANDLER is not None:
            logging.getLogger(name).removeHandler(_HANDLER)
    if not verbose:
        return
    _HANDLER = logging.StreamHandler(sys.stderr)
    _HANDLER.setFormatter(logging.Formatter("votecount: %(message)s"))
    names = ("votecount", "urllib3") if verbose > 1 else ("votecount",)
    for name in names:
        logger = logging.getLogger(name)
        logger.addHandler(_HANDLER)
        logger.setLevel(logging.DEBUG)
