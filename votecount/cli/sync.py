"""The verbs that start a game folder and bring posts into it: ``init``, ``sync``,
``events`` (``events accept``) and ``import``."""

from __future__ import annotations

from pathlib import Path

import click

from votecount import workspace as app
from votecount.cli.support import (
    CONTEXT,
    Choice,
    Command,
    Group,
    pass_workspace,
    progress,
    quiet,
    with_shared_options,
    workspace,
)
from votecount.gamefile.fields import did_you_mean
from votecount.gamefile.plugins import discover
from votecount.tally.registry import canonical, known_rulesets

# the engine values of game.toml (docs/game-file.md); a test keeps it equal to the
# adapters' registry plus "import", so the CLI need not load every adapter to start
ENGINES = ("discourse", "phpbb", "vbulletin", "xenforo", "import")


@click.command(cls=Command)
@click.argument("url", required=False)
@click.option(
    "--engine",
    type=Choice(ENGINES),
    help="Forum engine when the URL does not tell: discourse, phpbb, vbulletin, xenforo, "
    "or import (posts only from files), e.g. --engine phpbb.",
)
@click.option(
    "--ruleset",
    default=None,
    callback=lambda ctx, param, value: _ruleset(value),
    help="The game system (see votecount rules; default: from the sign-ups: a seated "
    "system when they name seats, else mafia), e.g. --ruleset mafia.",
)
@click.option(
    "--from",
    "source",
    type=click.Path(exists=True, path_type=Path),
    help="Start offline from an import: a JSONL file or a folder of saved pages, "
    "e.g. --from saved-pages/.",
)
@click.option(
    "--force", is_flag=True, help="Overwrite an existing game.toml, e.g. init URL --force."
)
@pass_workspace(search=False)
def init(
    ws: app.Workspace,
    url: str | None,
    engine: str | None,
    ruleset: str | None,
    source: Path | None,
    force: bool,
) -> None:
    """Start a game folder: detect the forum, fetch the thread (or read an import), write
    game.toml with the hosts, the accepted sign-ups and the schedule the thread supports,
    and list the host events the host posts announce.

    \b
    Example:
      votecount init https://forum.example/t/bad-moon-rising/4242
      votecount init --from thread.jsonl
      votecount init https://forum.example/t/bmr/4242 --from saved-pages/
    """
    ctx = click.get_current_context()
    result = ws.init(
        url, engine=engine, ruleset=ruleset, force=force, progress=progress(ctx), source=source
    )
    click.echo(result)


@click.command(cls=Command)
@click.option(
    "--recheck",
    default=200,
    show_default=True,
    help="Re-fetch the last N posts to catch edits, e.g. --recheck 50.",
)
@click.option(
    "--accept-gone",
    is_flag=True,
    help="Flag posts the forum no longer lists even when there are many (after checking), "
    "e.g. votecount sync --accept-gone.",
)
@click.option(
    "--full",
    is_flag=True,
    help="Walk the thread from its first page, storing again the posts stored before "
    "votecount kept the forum's printed times, e.g. votecount sync --full.",
)
@pass_workspace()
def sync(ws: app.Workspace, recheck: int, accept_gone: bool, full: bool) -> None:
    """Fetch new and edited posts (resumable; only what is new after the first run), then
    list the host events new host posts announce.

    A post is flagged gone only when the thread no longer lists it; a sync that would
    flag more than a few stops and flags none, unless --accept-gone.

    \b
    Example:
      votecount sync
      votecount sync --accept-gone   # the host saw the posts were really deleted
      votecount sync --full          # re-read every post's time (a database from before)
    """
    ctx = click.get_current_context()
    summary = ws.sync(recheck=recheck, progress=progress(ctx), accept_gone=accept_gone, full=full)
    if not quiet(ctx):  # -q: silent on success (cron mails only a failure)
        click.echo(summary)


@click.group(cls=Group, invoke_without_command=True, context_settings=CONTEXT)
@with_shared_options
@click.pass_context
def events(ctx: click.Context) -> None:
    """List the host events (deaths, executions, substitutions, modkills) the host posts
    announce and game.toml does not hold yet, with the lines `accept` would add.

    \b
    Example:
      votecount events
      votecount events accept 120 188
    """
    if ctx.invoked_subcommand is None:
        click.echo(workspace(ctx).events())


@events.command()
@click.argument("posts", nargs=-1)
@click.option("--all", "all_", is_flag=True, help="Accept every suggestion listed by `events`.")
@pass_workspace()
def accept(ws: app.Workspace, posts: tuple[str, ...], all_: bool) -> None:
    """Write the suggested host events of these host posts (by number) into game.toml,
    keeping its comments and layout.

    \b
    Example:
      votecount events accept 120 188
      votecount events accept --all
    """
    if not posts and not all_:
        raise click.UsageError("give the post numbers of the suggestions to accept, or --all")
    click.echo(ws.accept_events(list(posts), every=all_))


@events.command()
@click.argument("name")
@click.argument("player")
@pass_workspace()
def alias(ws: app.Workspace, name: str, player: str) -> None:
    """Count NAME, a name in votes that named no player (listed by `events`), as the
    player PLAYER: adds it to that player's aliases in game.toml.

    \b
    Example:
      votecount events alias "bubbletea" BlueBloodedToffee
    """
    click.echo(ws.accept_alias(name, player))


@click.command(cls=Command, name="import")
@click.argument("source", type=click.Path(exists=True, path_type=Path))
@click.option(
    "--engine", help="Engine of saved pages (detected from the pages when omitted), e.g. phpbb."
)
@click.option(
    "--thread",
    help="Thread key to store the posts under (default: the game's first thread), "
    "e.g. forum.example/t/4242.",
)
@pass_workspace()
def import_(ws: app.Workspace, source: Path, engine: str | None, thread: str | None) -> None:
    """Load posts offline from a JSONL file or a folder of saved thread pages.

    \b
    Example:
      votecount import posts.jsonl
    """
    click.echo(ws.import_posts(source, engine=engine, thread=thread))


def _ruleset(value: str | None) -> str | None:
    """A registered game system's name (an alias gives its name), else a usage error."""
    if value is None:
        return None

    discover()
    found = canonical(value)
    if found is None:
        known = known_rulesets()
        hint = did_you_mean(value, known)
        raise click.BadParameter(f"unknown game system {value!r}{hint} (known: {', '.join(known)})")
    return found
