"""The ``votecount`` command: thin click commands over the workspace.

Each command parses options, calls ``votecount.workspace.Workspace`` (the one front door)
and prints. Library errors become ``click.ClickException`` in one place
(``support.Group.invoke``), so every failure prints "Error: ..." and exits 1. The verbs
live by what they do: ``sync`` (init, sync, events, import), ``count`` (count, audit,
reconcile, explain, report) and ``admin`` (post, watch, demo, rules); this module makes
the group of them. A verb's module is loaded when the verb is asked for (the lazy verb
table, ``VERBS``: a count does not build the other verbs); ``--help``, completion and
``main.commands`` load them all.

May import: everything in ``votecount``; nothing but the entry point imports it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, MutableMapping
from typing import Any

import click

from votecount.cli.support import CONTEXT, Group, with_shared_options

# verb -> (module, function): the group's commands, each loaded on first use
VERBS = {
    "init": ("sync", "init"),
    "sync": ("sync", "sync"),
    "events": ("sync", "events"),
    "import": ("sync", "import_"),
    "count": ("count", "count"),
    "audit": ("count", "audit"),
    "reconcile": ("count", "reconcile"),
    "explain": ("count", "explain"),
    "report": ("count", "report"),
    "post": ("admin", "post_"),
    "watch": ("admin", "watch"),
    "demo": ("admin", "demo"),
    "rules": ("admin", "rules"),
}


class Verbs(MutableMapping[str, click.Command]):
    """The group's ``commands``: every verb's name, its command loaded when asked for.
    ``after_load`` is called once, after the first verb's module is loaded (the entry
    point, votecount/__main__.py, resumes the garbage collector then)."""

    def __init__(self, where: dict[str, tuple[str, str]]) -> None:
        self._where = dict(where)
        self._loaded: dict[str, click.Command] = {}
        self.after_load: Callable[[], None] | None = None

    def __getitem__(self, name: str) -> click.Command:
        if name not in self._loaded:
            module, attr = self._where[name]
            self._loaded[name] = getattr(importlib.import_module(f"{__package__}.{module}"), attr)
            hook, self.after_load = self.after_load, None
            if hook is not None:
                hook()
        return self._loaded[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._where.setdefault(name, ("", ""))
        self._loaded[name] = command

    def __delitem__(self, name: str) -> None:
        del self._where[name]
        self._loaded.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)


@click.group(cls=Group, context_settings=CONTEXT, invoke_without_command=True)
@with_shared_options
@click.version_option(package_name="votecount", message="%(prog)s %(version)s")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Vote counts and audits for forum Mafia and Blood on the Forums games.

    The game folder is found like git finds a repository: --game, else $VOTECOUNT_GAME,
    else game.toml in this folder or the nearest parent. Shell completion: see
    docs/cli.md.

    \b
    Example, for a host at the start of a game:
      votecount init https://forum.example/t/bad-moon-rising/4242
      votecount sync
      votecount count
    """
    if ctx.invoked_subcommand is None:  # bare `votecount`: the help, and success
        click.echo(ctx.get_help())


main.commands = verbs = Verbs(VERBS)


def __getattr__(name: str) -> Any:
    if name == "ENGINES":  # the engine values (tests read them from here), from the verb's
        return importlib.import_module(f"{__package__}.sync").ENGINES  # module, as VERBS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
