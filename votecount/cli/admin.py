"""The verbs that post into the thread or stand apart from a game folder: ``post``,
``watch``, ``demo`` and ``rules``."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from votecount import workspace as app
from votecount.cli.count import FORMATS, templates_option
from votecount.cli.support import FORMAT_RULE, Command, default_format, pass_workspace
from votecount.gamefile import systems
from votecount.posting import post
from votecount.posting import watch as watching
from votecount.views import render


@click.command(cls=Command, name="post")
@click.option("--yes", is_flag=True, help="Really post. Without it: a dry run printing the post.")
@click.option("--edit", is_flag=True, help="Edit our latest vote-count post instead of replying.")
@click.option(
    "--edit-post",
    metavar="POST_ID",
    help="Edit this post of ours instead of replying, e.g. --edit-post 51234.",
)
@click.option(
    "--after-deadline",
    "late",
    is_flag=True,
    help="Post the count even though its day's deadline has passed (the day's final count).",
)
@templates_option
@pass_workspace()
def post_(
    ws: app.Workspace,
    yes: bool,
    edit: bool,
    edit_post: str | None,
    late: bool,
    templates: Path | None,
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
      votecount post --yes --after-deadline     # the day's final count, deadline passed
    """

    with render.template_dir(templates):
        click.echo(
            post.run(ws, yes=yes, edit=edit, edit_post=edit_post, prompt=_password, late=late)
        )


@click.command(cls=Command)
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
@templates_option
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


@click.command(cls=Command)
@click.option(
    "--format",
    "fmt",
    type=FORMATS,
    default=None,
    help=f"Output markup of the counts ({FORMAT_RULE}), e.g. --format markdown.",
)
def demo(fmt: str | None) -> None:
    """Run the whole job on the bundled sample game, offline.

    \b
    Example:
      votecount demo
    """
    click.echo(app.run_demo(fmt=fmt or default_format(render.FORMATS)))


@click.command(cls=Command)
@click.argument("name", required=False)
def rules(name: str | None) -> None:
    """List the game systems, or every switch of one (default, choices, meaning).

    \b
    Example:
      votecount rules
      votecount rules mafia
    """

    click.echo(systems.describe(name) if name else systems.list_systems())


def _password(label: str) -> str:
    if not sys.stdin.isatty():
        return ""
    return str(click.prompt(label, hide_input=True))


def _warn(line: str) -> None:
    click.echo(line, err=True)
