"""The verbs that print what the posts say: ``count``, ``audit``, ``reconcile``,
``explain`` and ``report``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from votecount import workspace as app
from votecount.cli.support import FORMAT_RULE, Choice, Command, default_format, pass_workspace
from votecount.count.clock import machine_clock_lines
from votecount.count.unseen import unseen_lines
from votecount.views import render

FORMATS = Choice(render.FORMATS)
COUNTS_DIFFER = 1  # reconcile --check: a host count differs (as diff and black --check)


def format_option(fn: Any) -> Any:
    """``--format``, its default the one rule of every verb (``support.default_format``)."""
    return click.option(
        "--format",
        "fmt",
        type=FORMATS,
        default=None,
        help="Output markup: markdown for Discourse, bbcode for phpBB and the like, text, "
        f"json or html ({FORMAT_RULE}), e.g. --format bbcode.",
    )(fn)


def _count_options(fn: Any) -> Any:
    fn = format_option(fn)
    fn = click.option(
        "--as-of",
        "as_of",
        help="Count as of a post number (e.g. 250) or a UTC time (2026-03-01T18:00).",
    )(fn)
    fn = click.option(
        "--day", type=int, help="Which day (default: the current or last day), e.g. --day 2."
    )(fn)
    return fn


def templates_option(fn: Any) -> Any:
    return click.option(
        "--templates",
        type=click.Path(file_okay=False, exists=True, path_type=Path),
        help="A folder of your own templates (e.g. vote_count.md.j2), searched first.",
    )(fn)


@click.command(cls=Command)
@_count_options
@click.option(
    "--view",
    type=Choice(render.VIEWS),
    default="public",
    show_default=True,
    help="host adds what players must not see (hidden weights, voids), e.g. --view host.",
)
@templates_option
@pass_workspace()
def count(
    ws: app.Workspace,
    day: int | None,
    as_of: str | None,
    fmt: str | None,
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
    fmt = fmt or default_format(render.FORMATS)
    with render.template_dir(templates):
        click.echo(ws.count(day=day, as_of=as_of, fmt=fmt, view=view))


@click.command(cls=Command)
@_count_options
@templates_option
@pass_workspace()
def audit(
    ws: app.Workspace, day: int | None, as_of: str | None, fmt: str | None, templates: Path | None
) -> None:
    """Print every rule violation, the whisper ledger and activity, for moderators.

    \b
    Example:
      votecount audit --format text
    """
    fmt = fmt or default_format(render.FORMATS)
    with render.template_dir(templates):
        click.echo(ws.audit(day=day, as_of=as_of, fmt=fmt))
    if fmt == "text":
        store = ws.store()
        threads = [row.thread for row in store.threads()]
        lines = unseen_lines(store, threads, ws.clock())
        if lines:
            click.echo("Posts never seen (the thread skips their numbers):\n" + "\n".join(lines))
        for line in machine_clock_lines(store, threads):
            click.echo(line)


@click.command(cls=Command)
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
@click.option(
    "--check",
    is_flag=True,
    help="Exit 1 when a host count differs from votecount's (lagging or ahead is not a "
    "difference), for scripts, e.g. votecount reconcile --check.",
)
@pass_workspace()
def reconcile(ws: app.Workspace, day: int | None, fmt: str, show_all: bool, check: bool) -> None:
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
      votecount -q reconcile --check || echo "a host count differs"
    """
    shown, differ = ws.reconcile(day=day, fmt=fmt, show_all=show_all)
    click.echo(shown)
    if check and differ:
        raise click.exceptions.Exit(COUNTS_DIFFER)


@click.command(cls=Command)
@click.argument("post")
@pass_workspace()
def explain(ws: app.Workspace, post: str) -> None:
    """Show what was parsed from one post (by number or id) and why each command counted.

    An all-digit POST is a post number when one is stored, else a post id; #291 is
    always a number, id:880024 always an id.

    \b
    Example:
      votecount explain 291
      votecount explain id:880024
    """
    click.echo(ws.explain(post))


@click.command(cls=Command)
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
@templates_option
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
