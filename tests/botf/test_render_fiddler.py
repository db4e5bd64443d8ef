"""The Fiddler's ballot (spec/rules.md §4.7) in every count format: a small BotF thread
through ``pipeline.count`` and ``render.vote_count``. The ballot sits in the count of the
day it was held on: both sides with their voters (linked, the dead marked), the totals
and the status in plain words."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.botf.fiddle_fair import CLOSE, DEATH, NAMES, OPEN, POSTS, URL, game, thread
from votecount.count import pipeline
from votecount.gamefile.game import Game
from votecount.parser.model import Post
from votecount.views import escape, render

HOSTILE = "**Gus** [b]x[/b] @everyone <i>:)"
TEXT_FORMATS = ("markdown", "bbcode", "text", "html")


def count(g: Game, posts: list[Post] = POSTS, fmt: str = "markdown", **kw: Any) -> str:
    return render.vote_count(pipeline.count(g, posts, **kw), fmt=fmt, game=g)


def test_markdown_reads_as_a_short_section() -> None:
    out = count(game((DEATH, OPEN, CLOSE)))
    section = (
        f"Fiddler's ballot: **Gus** or **Dan** (opened at [post #2]({URL}/2))\n"
        "\n"
        f"- **Gus** (2): [Bob]({URL}/4) (dead), [Ann]({URL}/7)\n"
        f"- **Dan** (2): [Cat]({URL}/5), [Eve]({URL}/6)\n"
        "\n"
        f"Tie at 2 to 2: the Storyteller decides (closed at [post #8]({URL}/8)).\n"
    )
    assert section in out
    # the section sits after the day's outcome and before who is not voting
    assert out.index("no execution.") < out.index("Fiddler's") < out.index("**Not voting")


def link(fmt: str, name: str, n: int) -> str:
    return {
        "markdown": f"[{name}]({URL}/{n})",
        "bbcode": f"[url={URL}/{n}]{name}[/url]",
        "html": f'<span class="voter"><a href="{URL}/{n}">{name}</a>',
        "text": f"{name} (#{n}",
    }[fmt]


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
def test_every_format_shows_sides_totals_links_and_status(fmt: str) -> None:
    dan = thread((34.0, "dan", "/vote dan @Storyteller"), first=7)  # instead of Ann's post #7
    out = count(game((DEATH, OPEN, CLOSE)), [*POSTS[:6], *dan, POSTS[7]], fmt=fmt)
    b = {"markdown": "**{}**", "bbcode": "[b]{}[/b]", "html": "<strong>{}</strong>"}.get(fmt, "{}")
    dead = {"html": " <small>(dead)</small>", "text": ", dead)"}.get(fmt, " (dead)")
    title = "Fiddler&#39;s ballot: " if fmt == "html" else "Fiddler's ballot: "
    assert f"{title}{b.format('Gus')} or {b.format('Dan')} (opened at " in out
    assert f"{b.format('Gus')} (2): {link(fmt, 'Ann', 3)}" in out
    assert f"{link(fmt, 'Bob', 4)}{dead}" in out
    assert f"{b.format('Dan')} (3): {link(fmt, 'Cat', 5)}" in out
    side = "&#39;s" if fmt == "html" else "'s"
    assert f"Decided: {b.format('Dan')}{side} side wins, 3 to 2 (closed at " in out
    assert out.index("Fiddler") < out.index("Not voting")


@pytest.mark.parametrize(
    ("switches", "closed", "status"),
    [
        ({}, False, "Open: tied at 2 to 2."),
        ({}, True, "Tie at 2 to 2: the Storyteller decides (closed at [post #8]"),
        ({"fiddler_tie": "good_wins"}, True, "Tie at 2 to 2: the good side, **Dan**'s, wins ("),
    ],
)
def test_tie_status_in_plain_words(switches: dict[str, str], closed: bool, status: str) -> None:
    events = (DEATH, OPEN, CLOSE) if closed else (DEATH, OPEN)
    out = count(game(events, **switches), POSTS if closed else POSTS[:7], as_of=8)
    assert status in out


def test_open_ballot_leader_and_no_picks() -> None:
    g = game((DEATH, OPEN))
    assert "Open: **Gus**'s side leads, 2 to 1." in count(g, as_of=5)
    out = count(g, as_of=2)
    assert "- **Gus** (0): nobody\n- **Dan** (0): nobody" in out
    assert "Open: no picks yet." in out


def test_only_on_its_day_and_in_the_report() -> None:
    g = game((DEATH, OPEN, CLOSE))
    posts = [*POSTS, *thread((100.0, "ann", "Day 2 thoughts"), first=9)]
    day2 = count(g, posts, day=2)
    assert "Day 2 vote count" in day2 and "Fiddler" not in day2  # held on Day 1
    assert "Fiddler" not in count(g, POSTS[:1])  # not opened yet
    assert "Fiddler" not in count(game((DEATH,)))  # no ballot at all
    report = render.report(g, pipeline.run(g, POSTS))
    assert report.count('<div class="fiddler">') == 1
    assert "the Storyteller decides" in report


@pytest.mark.parametrize("fmt", TEXT_FORMATS)
def test_hostile_demon_name_is_escaped(fmt: str) -> None:
    g = game((DEATH, OPEN, CLOSE), names={**NAMES, "gus": HOSTILE})
    out = count(g, fmt=fmt)
    section = out[out.index("Fiddler") : out.index("Not voting")]
    if fmt == "markdown":
        for bad in ("**Gus**", "[b]", "@everyone", ":)", "<i>"):
            assert bad not in section, bad
    elif fmt == "bbcode":
        for bad in ("[b]x", "@everyone", ":)"):
            assert bad not in section, bad
    elif fmt == "html":
        assert "<i>" not in section and "&lt;i&gt;" in section
    shown = section.replace(escape.ZWSP, "")
    if fmt == "markdown":
        shown = re.sub(r"\\(.)", r"\1", shown)
    if fmt == "html":
        shown = shown.replace("&lt;", "<").replace("&gt;", ">")
    assert shown.count(HOSTILE) == 2  # the title and the Demon's side
