"""The ``votecount`` command: thin click commands over the library.

Each command parses options, calls library code and prints. Library errors become
``click.ClickException`` in one place (``cli_support.Group.invoke``), so every failure
prints "Error: ..." and exits 1. The verbs live by what they do: ``cli_sync`` (init,
sync, events, import), ``cli_count`` (count, audit, reconcile, explain, report) and
``cli_admin`` (post, watch, demo, rules); this module makes the group of them.
"""

from __future__ import annotations

import click

from . import cli_admin, cli_count, cli_sync
from .cli_support import CONTEXT, Group, with_shared_options
from .cli_sync import ENGINES  # noqa: F401  (the engine values; tests read it from here)


@click.group(cls=Group, context_settings=CONTEXT)
@with_shared_options
@click.version_option(package_name="votecount", message="%(prog)s %(version)s")
def main() -> None:
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


for _verb in (
    cli_sync.init,
    cli_sync.sync,
    cli_sync.events,
    cli_sync.import_,
    cli_count.count,
    cli_count.audit,
    cli_count.reconcile,
    cli_count.explain,
    cli_count.report,
    cli_admin.post_,
    cli_admin.watch,
    cli_admin.demo,
    cli_admin.rules,
):
    main.add_command(_verb)


if __name__ == "__main__":  # pragma: no cover
    main()
