"""Issue 10, "post, watch and report count differently from count": every output goes
through one entry point (``Workspace.results``), so with an edited vote (``edits =
"first"``, the default) the ``post`` dry run publishes exactly what ``count`` prints, and
each day of the report is ``count --day N``. Through the CLI against the local Discourse
server, with ``--now`` as the clock."""

from __future__ import annotations

import json
import re

import pytest

from tests.count.live_copies import DEMO, game_copy
from tests.count.live_forums import cli
from tests.servers.games import serve_game

NOW = "2026-03-02T19:20"


@pytest.fixture
def edited(tmp_path):
    """The demo game, synced; then Fern edits her Day 2 vote (#28) from Gideon to
    Hollis on the forum, and a second sync stores the revision."""
    src = game_copy(DEMO, tmp_path / "src")
    work = tmp_path / "work"
    work.mkdir()
    with serve_game(src, work) as server:
        game = work / "game.toml"
        cli(game, "sync")
        post = server.topic.by_number(28)
        post.cooked_override = "<p>/vote hollis</p>"
        post.raw = "/vote hollis"
        post.updated_at = server.topic.tick()
        post.version += 1
        assert "1 edited" in cli(game, "sync")
        yield game


def body(dry_run: str) -> str:
    """The post a dry run shows, without the votecount footer."""
    inner = dry_run.split("-----\n", 1)[1].rsplit("\n-----", 1)[0]
    return re.sub(r"\n\n<small>votecount [0-9a-f]{12}</small>$", "", inner)


def test_edited_vote_first_version_counts_everywhere(edited):
    count = cli(edited, "--now", NOW, "count", "--format", "markdown")
    assert "[Fern](" in count.split("Gideon")[1].split("\n")[0]  # the first version: Gideon
    assert "EDITED_COMMAND" in cli(edited, "--now", NOW, "audit", "--format", "text")
    dry = cli(edited, "--now", NOW, "post")
    assert body(dry) == count.rstrip("\n")


def lines(html: str) -> list[str]:
    return [x for x in html.splitlines() if x.strip()]


def test_each_report_day_is_count_day_n(edited, tmp_path):
    out = tmp_path / "report.html"
    cli(edited, "--now", NOW, "report", "--out", str(out))
    report = out.read_text(encoding="utf-8")
    for n in (1, 2):
        count = cli(edited, "--now", NOW, "count", "--day", str(n), "--format", "html")
        section = re.search(rf'<section class="votecount" id="day-{n}">.*?</section>', report, re.S)
        assert section is not None
        # the report adds the day's wagon chart; the count itself is the same
        shown = re.sub(r'<figure class="chart">.*?</figure>', "", section.group(0), flags=re.S)
        assert lines(shown) == lines(count)


def test_explain_reads_the_same_count(edited):
    out = cli(edited, "--now", NOW, "explain", "28")
    assert "vote gideon counted (Day 2)" in out


@pytest.mark.parametrize(
    ("order", "want"),
    [(None, ["ezra", "hollis", "gideon"]), ("started", ["ezra", "gideon", "hollis"])],
)
def test_wagon_order_in_every_format(tmp_path, order, want):
    """Issue 10, "Wagon order": by size by default (Hollis 2 above Gideon 1 on Day 1),
    in the order started with ``wagon_order = "started"``."""

    def edit(text: str) -> str:
        return (
            text
            if order is None
            else text.replace("[rules]\n", f'[rules]\nwagon_order = "{order}"\n')
        )

    src = game_copy(DEMO, tmp_path / "src", edit=edit)
    work = tmp_path / "work"
    work.mkdir()
    with serve_game(src, work):
        game = work / "game.toml"
        cli(game, "sync")
        data = json.loads(cli(game, "--now", NOW, "count", "--day", "1", "--format", "json"))
        assert [w["target"] for w in data["days"][0]["wagons"]] == want
        names = [n.title() for n in want]
        for fmt in ("markdown", "bbcode", "text", "html"):
            out = cli(game, "--now", NOW, "count", "--day", "1", "--format", fmt)
            lines = [x for x in out.splitlines() if re.search(r"\b\d/5\b", x)]
            firsts = [min((x.find(n), n) for n in names if n in x)[1] for x in lines]
            assert firsts == names, (fmt, out)
