"""The ``votecount`` command: thin click commands over the library.

Each command parses options, calls library code and prints. Library errors become
``click.ClickException`` in one place (``_Group.invoke``), so every failure prints
"Error: ..." and exits 1.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from . import app, render
from .cli_support import CONTEXT, Choice, Command, pass_workspace, progress, with_shared_options


class _Group(click.Group):
    """Turns library errors into clean one-line CLI errors (no tracebacks); its verbs
    take the shared options (--game, -q, -v) after their name too."""

    command_class = Command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (click.ClickException, click.exceptions.Exit, click.Abort):
            raise
        except app.USER_ERRORS as exc:
            raise click.ClickException(str(exc)) from exc


@click.group(cls=_Group, context_settings=CONTEXT)
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


FORMATS = Choice(["markdown", "bbcode", "text", "json", "html"])


# the engine values of game.toml (docs/game-file.md); a test keeps it equal to the
# adapters' registry plus "import", so the CLI need not load every adapter to start
ENGINES = ("discourse", "phpbb", "vbulletin", "xenforo", "import")


@main.command()
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
    help="The game system (see votecount rules; default: from the sign-ups: botf when they "
    "name seats, else mafia), e.g. --ruleset botf.",
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


@main.command()
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
@pass_workspace()
def sync(ws: app.Workspace, recheck: int, accept_gone: bool) -> None:
    """Fetch new and edited posts (resumable; only what is new after the first run), then
    list the host events new host posts announce.

    A post is flagged gone only when the thread no longer lists it; a sync that would
    flag more than a few stops and flags none, unless --accept-gone.

    \b
    Example:
      votecount sync
      votecount sync --accept-gone   # the host saw the posts were really deleted
    """
    ctx = click.get_current_context()
    click.echo(ws.sync(recheck=recheck, progress=progress(ctx), accept_gone=accept_gone))


@main.group(cls=_Group, invoke_without_command=True, context_settings=CONTEXT)
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
        from .cli_support import workspace

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


@main.command(name="import")
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


def _count_options(fn: Any, default_format: str | None = "markdown") -> Any:
    fn = click.option(
        "--format",
        "fmt",
        type=FORMATS,
        default=default_format,
        show_default=default_format is not None,
        help="Output markup: markdown for Discourse, bbcode for phpBB and the like, text, "
        "json or html"
        + ("" if default_format else " (default: text on a terminal, else markdown)")
        + ", e.g. --format bbcode.",
    )(fn)
    fn = click.option(
        "--as-of",
        "as_of",
        help="Count as of a post number (e.g. 250) or a UTC time (2026-03-01T18:00).",
    )(fn)
    fn = click.option(
        "--day", type=int, help="Which day (default: the current or last day), e.g. --day 2."
    )(fn)
    return fn


def _templates_option(fn: Any) -> Any:
    return click.option(
        "--templates",
        type=click.Path(file_okay=False, exists=True, path_type=Path),
        help="A folder of your own templates (e.g. vote_count.md.j2), searched first.",
    )(fn)


@main.command()
@_count_options
@click.option(
    "--view",
    type=Choice(["public", "host"]),
    default="public",
    show_default=True,
    help="host adds what players must not see (hidden weights, voids), e.g. --view host.",
)
@_templates_option
@pass_workspace()
def count(
    ws: app.Workspace,
    day: int | None,
    as_of: str | None,
    fmt: str,
    view: str,
    templates: Path | None,
) -> None:
    """Print the vote count, ready to paste into the thread.

    \b
    Example:
      votecount count --format bbcode
      votecount count --day 2 --as-of 812 --view host
      votecount count --templates my-templates/
    """
    with render.template_dir(templates):
        click.echo(ws.count(day=day, as_of=as_of, fmt=fmt, view=view))


@main.command()
@lambda fn: _count_options(fn, default_format=None)
@_templates_option
@pass_workspace()
def audit(
    ws: app.Workspace, day: int | None, as_of: str | None, fmt: str | None, templates: Path | None
) -> None:
    """Print every rule violation, the whisper ledger and activity, for moderators.

    \b
    Example:
      votecount audit --format text
    """
    if fmt is None:  # a terminal reads text; a pipe or file gets markup to paste
        fmt = "text" if _terminal() else "markdown"
    with render.template_dir(templates):
        click.echo(ws.audit(day=day, as_of=as_of, fmt=fmt))


@main.command()
@click.option("--day", type=int, help="Only the host counts of this day, e.g. --day 2.")
@click.option(
    "--format",
    "fmt",
    type=Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Plain text, or JSON for scripts, e.g. --format json.",
)
@click.option(
    "--all",
    "show_all",
    is_flag=True,
    help="List agreeing counts too (default: with --format json only).",
)
@pass_workspace()
def reconcile(ws: app.Workspace, day: int | None, fmt: str, show_all: bool) -> None:
    """Check the hosts' own vote counts in the thread against votecount's count.

    Every host post that lists wagons with voters is read and compared, wagon by wagon,
    with votecount's count as of that post: agree, lagging (right as of an earlier post),
    ahead (right as of one of the next few posts: updated after) or differ, with each
    difference explained.

    \b
    Example:
      votecount reconcile
      votecount reconcile --day 2 --all
      votecount reconcile --format json
    """
    click.echo(ws.reconcile(day=day, fmt=fmt, show_all=show_all))


@main.command()
@click.argument("post")
@pass_workspace()
def explain(ws: app.Workspace, post: str) -> None:
    """Show what was parsed from one post (by number or id) and why each command counted.

    \b
    Example:
      votecount explain 291
    """
    click.echo(ws.explain(post))


@main.command()
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    default=Path("report.html"),
    show_default=True,
    help="Where to write the page, e.g. --out game-report.html.",
)
@click.option(
    "--datasette",
    is_flag=True,
    help="Also rebuild the derived tables (votes, violations, whispers, counts, players, "
    "post_text) in votecount.db and write Datasette metadata.",
)
@click.option(
    "--metadata",
    type=click.Path(path_type=Path),
    default=None,
    help="Where --datasette writes the metadata (default: metadata.json beside "
    "votecount.db); implies --datasette.",
)
@_templates_option
@pass_workspace()
def report(
    ws: app.Workspace, out: Path, datasette: bool, metadata: Path | None, templates: Path | None
) -> None:
    """Write a static HTML report of the game (charts and counts per day, timeline,
    whispers, notices, players); --datasette also makes votecount.db browsable.

    \b
    Examples:
      votecount report --out game-report.html
      votecount report --datasette && datasette votecount.db -m metadata.json
    """
    with render.template_dir(templates):
        click.echo(ws.report(out))
    if datasette or metadata is not None:
        click.echo(ws.datasette(metadata))


@main.command(name="post")
@click.option("--yes", is_flag=True, help="Really post. Without it: a dry run printing the post.")
@click.option("--edit", is_flag=True, help="Edit our latest vote-count post instead of replying.")
@click.option(
    "--edit-post",
    metavar="POST_ID",
    help="Edit this post of ours instead of replying, e.g. --edit-post 51234.",
)
@_templates_option
@pass_workspace()
def post_(
    ws: app.Workspace, yes: bool, edit: bool, edit_post: str | None, templates: Path | None
) -> None:
    """Post the current vote count into the thread (never the same count twice).

    Credentials come from the environment only: VOTECOUNT_API_KEY with
    VOTECOUNT_API_USERNAME, or VOTECOUNT_USER_API_KEY (Discourse), or VOTECOUNT_USERNAME
    with VOTECOUNT_PASSWORD (asked for when missing).

    \b
    Example:
      votecount sync && votecount post          # dry run: shows the post
      votecount post --yes
      votecount post --yes --edit               # update our last count in place
    """
    from . import post

    with render.template_dir(templates):
        click.echo(post.run(ws, yes=yes, edit=edit, edit_post=edit_post, prompt=_password))


@main.command()
@click.option(
    "--every", type=float, metavar="MINUTES", help="Post at most this often when the thread moves."
)
@click.option("--after-posts", type=int, metavar="N", help="Post after N new posts.")
@click.option("--no-phase-end", is_flag=True, help="Do not post the final count when a day ends.")
@click.option(
    "--poll", type=float, default=5.0, show_default=True, metavar="MINUTES", help="Sync this often."
)
@click.option("--once", is_flag=True, help="One cycle, then stop (for cron).")
@click.option("--max-cycles", type=int, help="Stop after this many cycles.")
@click.option(
    "--max-failures",
    type=click.IntRange(min=1),
    default=10,
    show_default=True,
    metavar="N",
    help="Stop after N failed cycles in a row (each is retried with a backoff).",
)
@click.option("--yes", is_flag=True, help="Really post. Without it: log what would be posted.")
@_templates_option
@pass_workspace()
def watch(
    ws: app.Workspace,
    every: float | None,
    after_posts: int | None,
    no_phase_end: bool,
    poll: float,
    once: bool,
    max_cycles: int | None,
    max_failures: int,
    yes: bool,
    templates: Path | None,
) -> None:
    """Sync and post the count on a schedule until the game ends.

    A failed cycle (the forum down) is reported on stderr and retried after 30 s,
    doubling up to the poll interval; nothing is posted from a failed sync.

    \b
    Example:
      votecount watch --every 180 --after-posts 50 --yes
      votecount watch --once --after-posts 30 --yes     # from cron
    """
    from . import watch as watching

    config = watching.Config(
        every=every,
        after_posts=after_posts,
        phase_end=not no_phase_end,
        poll=poll,
        max_cycles=1 if once else max_cycles,
        post=yes,
        max_failures=max_failures,
    )
    with render.template_dir(templates):
        watching.run(ws, config, echo=click.echo, prompt=_password, warn=_warn)


@main.command()
@click.option(
    "--format",
    "fmt",
    type=FORMATS,
    default="text",
    show_default=True,
    help="Output markup of the counts, e.g. --format markdown.",
)
def demo(fmt: str) -> None:
    """Run the whole job on the bundled sample game, offline.

    \b
    Example:
      votecount demo
    """
    click.echo(app.run_demo(fmt=fmt))


@main.command()
@click.argument("name", required=False)
def rules(name: str | None) -> None:
    """List the game systems, or every switch of one (default, choices, meaning).

    \b
    Example:
      votecount rules
      votecount rules botf
    """
    from . import systems

    click.echo(systems.describe(name) if name else systems.list_systems())


def _ruleset(value: str | None) -> str | None:
    """A registered game system's name (an alias gives its name), else a usage error."""
    if value is None:
        return None
    from votecount.tally.registry import canonical, known_rulesets

    from .plugins import discover

    discover()
    found = canonical(value)
    if found is None:
        from .fields import did_you_mean

        known = known_rulesets()
        hint = did_you_mean(value, known)
        raise click.BadParameter(f"unknown game system {value!r}{hint} (known: {', '.join(known)})")
    return found


def _terminal() -> bool:
    return sys.stdout.isatty()


def _password(label: str) -> str:
    if not sys.stdin.isatty():
        return ""
    return str(click.prompt(label, hide_input=True))


def _warn(line: str) -> None:
    click.echo(line, err=True)


if __name__ == "__main__":  # pragma: no cover
    main()
