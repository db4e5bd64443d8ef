"""The report as a phone and a desktop show it (issue 28): no sideways scroll at 390 px or
1280 px in headless Chromium, chart text drawn at a legible size, time cells on one line;
a busy plurality day's chart (the leading wagons drawn, the rest one labelled band), no
threshold anywhere in a plurality game, a substitute's card being the slot's, and a vote
posted at night shown in its night."""

from __future__ import annotations

from pathlib import Path

import html5lib
import pytest

from tests import browser_support as browser
from tests.views import busy_game
from tests.views.reports import BOTF, load_game_posts, report
from votecount.count import pipeline
from votecount.views import render
from votecount.views.chart import NARROW, PALETTE, WIDE, day_chart
from votecount.views.count import Names
from votecount.views.replay import replay, slots


@pytest.fixture(scope="module")
def busy(tmp_path_factory: pytest.TempPathFactory):
    return load_game_posts(busy_game.write(tmp_path_factory.mktemp("busy")), "forum.example/t/busy")


@pytest.fixture(scope="module")
def busy_html(busy) -> str:
    return report(*busy)


def _tree(html: str):
    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(html)


def _text(element) -> str:
    return " ".join("".join(element.itertext()).split())


# -- the busy day's chart -----------------------------------------------------------------------
@pytest.mark.parametrize("frame", [WIDE, NARROW])
def test_a_busy_day_draws_the_leading_wagons_and_folds_the_rest(busy, frame):
    game, posts = busy
    day = pipeline.count(game, posts).days[0]
    assert len(day.wagons) >= 12  # busy: a dozen wagons standing at the end
    chart = day_chart(day, Names(game), frame=frame, threshold=False)
    assert chart is not None and chart.band is not None
    assert len(chart.series) <= frame.lines
    drawn = {s.name for s in chart.series}
    assert {"Hawthorn", "Kingfisher", "Nightingale"} <= drawn  # tied on 2 at the end
    folded = len(day.wagons) + 1 - len(chart.series)  # Periwinkle ended at 0 too
    assert chart.band.label.startswith(f"{len(chart.band.names)} others ≤ ")
    assert len(chart.band.names) >= folded - 1 and not drawn & set(chart.band.names)
    assert sum(1 for s in chart.series if s.peak <= 1) <= 2  # never a pile of lines at 1
    spots = sorted([*(s.label_y for s in chart.series if s.label), chart.band.label_y])
    assert all(b - a >= 13.9 for a, b in zip(spots, spots[1:], strict=False))  # no overlap
    assert all(len(s.label) <= frame.name_chars + 3 for s in chart.series)


def test_a_substitute_moving_his_inherited_vote_takes_it_off_its_wagon(busy):
    game, posts = busy
    day = pipeline.count(game, posts).days[0]
    steps = replay(day.history, slots(game))
    final = {t: s[-1].size for t, s in steps.items() if s[-1].size}
    assert final == {w.target: w.total for w in day.wagons if w.total}


# -- a plurality game, a night vote, a substitute -------------------------------------------------
def test_a_plurality_game_shows_no_threshold(busy, busy_html):
    for words in ("threshold", "L-", "it takes", "/16", "/9"):
        assert words not in _text(_tree(busy_html).find(".//body")), words
    assert 'class="threshold"' not in busy_html
    game, posts = busy
    text = render.vote_count(pipeline.count(game, posts), fmt="text", game=game)
    assert "it takes" not in text and "the most votes at the deadline eliminates" in text
    assert "Hawthorn 2:" in text  # "2", not "2/9"


def test_a_majority_game_still_shows_its_threshold():
    from votecount.workspace import DEMO_DIR

    html = report(*load_game_posts(DEMO_DIR, "forum.example/t/4242"))
    assert "it takes" in html and 'class="threshold"' in html


def test_a_vote_at_night_shows_its_night(busy_html):
    rows = _tree(busy_html).findall(".//table[@class='timeline stack']/tbody/tr")
    night = next(r for r in rows if r.find(".//a").text == f"post #{busy_game.NIGHT_VOTE}")
    assert night.find("td").text == "N1" and night.get("class") == "rejected"
    assert "VOTE_AT_NIGHT" in _text(night)
    assert {r.find("td").text for r in rows} == {"D1", "N1"}


def test_a_substitutes_card_is_the_slots(busy_html):
    cards = _tree(busy_html).findall(".//section[@id='players']//div[@class='player']")
    assert len(cards) == len(busy_game.NAMES)  # one per slot: no card for the one who left
    card = next(c for c in cards if c.find("h3").text == busy_game.BACKUP)
    text = _text(card)
    assert f"played by {busy_game.LEFT}, then {busy_game.BACKUP}" in text
    assert f"{busy_game.BACKUP} replaced {busy_game.LEFT}." in text
    rows = card.findall(".//table/tbody/tr")
    by = [r.findall("td")[2].text for r in rows]  # Post, Phase, By, Action, On
    assert by[0] == busy_game.LEFT and by[-1] == busy_game.BACKUP  # each under its voter
    assert by.index(busy_game.BACKUP) == by.count(busy_game.LEFT)


# -- as a phone and a desktop show it --------------------------------------------------------------
@pytest.fixture(scope="module")
def pages(busy_html, tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("pages")
    golden = report(*load_game_posts(BOTF, "forum.example/t/5150"))
    out = {}
    for name, html in (("botf", golden), ("busy", busy_html)):
        out[name] = folder / f"{name}.html"
        out[name].write_text(html, encoding="utf-8")
    return out


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("name", ["botf", "busy"])
def test_no_sideways_scroll_and_legible_charts(chromium, pages, name, width, tmp_path):
    page = pages[name]
    seen = browser.metrics(chromium, page, width)
    assert seen["viewport"] == width
    assert seen["scroll_width"] <= width, f"{name}: the page is wider than the screen"
    assert seen["smallest_chart_text"] >= 10, "chart text too small to read"
    assert seen["time_lines"] == 1, "a time wraps"
    png = tmp_path / f"{name}-{width}.png"
    browser.screenshot_at(chromium, page, png, width, 900)
    shot_width, height, rows = browser.read_png(png)
    assert (shot_width, height) == (width, 900)
    counts = browser.colours(rows)
    assert counts.most_common(1)[0][1] < 0.95 * width * height, "the page is blank"
    if name == "botf":  # its first chart is within the first 900 px at both widths
        assert browser.near(counts, PALETTE[0], 20) > 100, "no wagon line (no chart)"
