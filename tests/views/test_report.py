"""The game report: wagon charts (inline SVG), the full timeline, whispers, notices and a
section per player; valid HTML; hostile names inert in the SVG; and the page as a person
sees it, rendered by headless Chromium.

The pictures in docs/report.md are made by ``python docs/screenshots.py`` (look at them)."""

from __future__ import annotations

import html5lib
import msgspec.structs
import pytest

from tests import browser_support as browser
from tests.conftest import REPO
from tests.views.reports import BOTF, load_game_posts, report
from votecount.count import pipeline
from votecount.tally.botf.result import of_day
from votecount.views.chart import PALETTE, day_chart
from votecount.views.count import Names
from votecount.views.replay import replay
from votecount.workspace import DEMO_DIR

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = {
    "ada": "[b]x",
    "basil": "**x**",
    "cormac": "<script>alert(1)</script>",
    "delphine": "@everyone",
    "ezra": '"><svg onload=alert(1)>',
    "fern": "</text></svg><img src=x onerror=alert(1)>",
}


@pytest.fixture(scope="module")
def demo():
    return load_game_posts(DEMO_DIR, "forum.example/t/4242")


@pytest.fixture(scope="module")
def golden():
    return load_game_posts(BOTF, "forum.example/t/5150")


@pytest.fixture(scope="module")
def golden_html(golden):
    return report(*golden)


def _tree(html: str):
    """Parse as a browser would, failing on any HTML error (html5lib strict mode)."""
    return html5lib.HTMLParser(strict=True, namespaceHTMLElements=False).parse(html)


# -- chart geometry ---------------------------------------------------------------------------
def test_replay_ends_at_each_days_final_totals(demo, golden):
    for game, posts in (demo, golden):
        for day in pipeline.count(game, posts).days:
            steps = replay(day.history)
            final = {t: s[-1].size for t, s in steps.items() if s}
            if of_day(day).nominations:
                expected = {n.nominee: n.total for n in of_day(day).nominations}
            else:
                expected = {w.target: w.total for w in day.wagons}
            assert {t: n for t, n in final.items() if n} == {
                t: n for t, n in expected.items() if n
            }, day.day


def test_botf_chart_has_every_nomination_threshold_and_execution(golden):
    game, posts = golden
    day1 = pipeline.count(game, posts).days[0]
    chart = day_chart(day1, Names(game))
    assert chart is not None
    assert [s.label for s in chart.series][:3] == ["Gorse 6", "Fennick 3", "Juniper 2"]
    assert {s.name for s in chart.series} == {"Gorse", "Fennick", "Juniper", "Dunmore", "Elspeth"}
    assert chart.series[0].width > chart.series[1].width  # the executed wagon stands out
    assert chart.threshold_label == "threshold 6"
    assert chart.marker is not None and chart.marker.label == "end of day: Gorse executed"
    gorse = chart.series[0]
    assert abs(gorse.marks[-1].y - chart.threshold_y) < 3  # reaches the line
    labels = sorted(s.label_y for s in chart.series)
    assert all(b - a >= 13.9 for a, b in zip(labels, labels[1:], strict=False))  # no overlap
    for s in chart.series:
        for point in s.points.split():
            x, y = map(float, point.split(","))
            assert chart.left <= x <= chart.right and chart.top <= y <= chart.bottom + 3


def test_mafia_chart_marks_the_hammer_post(demo):
    game, posts = demo
    day1 = pipeline.count(game, posts).days[0]
    chart = day_chart(day1, Names(game))
    assert chart is not None and chart.marker is not None
    assert chart.marker.label == "hammer #22: Ezra eliminated"
    assert chart.series[0].name == "Ezra" and chart.series[0].total == day1.threshold


def test_a_tied_botf_day_says_so(golden):
    game, posts = golden
    day2 = pipeline.count(game, posts).days[1]
    chart = day_chart(day2, Names(game))
    assert chart is not None and chart.marker is not None
    assert chart.marker.label == "end of day: tie (Corvina, Kestrel), no execution"
    assert chart.marker.y is None


def test_an_open_days_chart_runs_to_the_time_of_the_count(demo):
    game, posts = demo
    vc = pipeline.count(game, posts)
    today = vc.days[-1]
    assert today.open
    chart = day_chart(today, Names(game), vc.as_of_time)
    assert chart is not None and chart.marker is None  # nothing decided yet
    ends = {float(s.points.split()[-1].split(",")[0]) for s in chart.series}
    assert ends == {chart.right}


def test_the_validator_rejects_broken_html():
    with pytest.raises(html5lib.html5parser.ParseError):
        _tree("<!DOCTYPE html><html><head><title>x</title></head><body><table><p>x</table>")


# -- the page -----------------------------------------------------------------------------------
def test_report_is_valid_html(demo, golden_html):
    for html in (golden_html, report(*demo)):
        tree = _tree(html)
        assert tree.find(".//body") is not None
        ids = [e.get("id") for e in tree.iter() if e.get("id")]
        assert len(ids) == len(set(ids)), "duplicate ids"


def test_report_has_a_chart_per_day_with_threshold_and_hammer(golden_html):
    tree = _tree(golden_html)
    charts = [e for e in tree.iter(f"{SVG}svg") if "wagons-chart" in e.get("class", "")]
    assert [c.get("id") for c in charts] == [
        "chart-day-1",
        "chart-day-1-narrow",  # the same chart drawn for a phone; CSS shows one of them
        "chart-day-2",
        "chart-day-2-narrow",
    ]
    day1 = charts[0]
    assert len(day1.findall(f".//{SVG}polyline")) == 5
    assert day1.find(f".//{SVG}line[@class='threshold']") is not None
    assert day1.find(f".//{SVG}g[@class='hammer']") is not None
    texts = ["".join(t.itertext()) for t in day1.iter(f"{SVG}text")]
    assert "Gorse 6" in texts and "threshold 6" in texts and "end of day: Gorse executed" in texts
    assert tree.find(".//section[@id='day-1']//figure") is not None  # inside its day


def test_report_timeline_has_nominations_exiles_and_whispers(golden_html):
    for words in (
        "nominates",
        "queued; took effect at #56",
        "calls an exile of",
        "exile: yes",
        "exile passed",
        "Whispers, Day 1",
        "cap reached",
        "Notices (",
        "COMMAND_IN_QUOTE",
    ):
        assert words in golden_html, words


def test_report_timeline_has_the_fiddler_ballot():
    from tests.botf.fiddle_fair import CLOSE, DEATH, OPEN, POSTS
    from tests.botf.fiddle_fair import game as fiddle_game

    html = report(fiddle_game((DEATH, OPEN, CLOSE)), POSTS)
    _tree(html)
    assert "Fiddler ballot opens" in html and ">ballot<" in html
    assert "Fiddler ballot closes" in html


def test_player_sections_list_votes_posts_and_violations(golden_html):
    tree = _tree(golden_html)
    cards = tree.findall(".//section[@id='players']//div[@class='player']")
    assert len(cards) == 12
    halloran = next(c for c in cards if c.find("h3").text == "Halloran")
    text = "".join(halloran.itertext())
    assert "VOTE_OUTSIDE_WINDOW" in text and "#40" in text and "#73" in text
    bars = halloran.find(f".//{SVG}svg")
    assert bars is not None and bars.get("class") == "post-bars"
    assert [t.text for t in bars.iter(f"{SVG}text") if t.get("class") == "count"][:1]
    assert all(c.get("id", "").startswith("player-") for c in cards)


def test_hostile_names_stay_inert_in_the_svg(demo):
    game, posts = demo
    players = tuple(
        msgspec.structs.replace(p, name=HOSTILE.get(p.username, p.name)) for p in game.players
    )
    html = report(msgspec.structs.replace(game, players=players), posts)
    tree = _tree(html)
    assert not list(tree.iter("script")) and not list(tree.iter("img"))
    assert not list(tree.iter(f"{SVG}script"))
    for element in tree.iter():
        assert not [a for a in element.attrib if a.lower().startswith("on")], element.tag
    svg_texts = {
        "".join(t.itertext()) for s in tree.iter(f"{SVG}svg") for t in s.iter(f"{SVG}text")
    }
    titles = {"".join(t.itertext()) for t in tree.iter(f"{SVG}title")}
    shown = " ".join(svg_texts | titles)
    assert HOSTILE["ezra"] in shown  # the hammered wagon's label, literally
    assert any(name in shown for name in HOSTILE.values() if name != HOSTILE["ezra"])


# -- as a person sees it ---------------------------------------------------------------------------
def test_chromium_shows_the_report_with_its_chart(chromium, golden_html, tmp_path):
    page = tmp_path / "report.html"
    page.write_text(golden_html, encoding="utf-8")
    png = tmp_path / "shot.png"
    browser.screenshot(chromium, page, png, width=900, height=760)
    width, height, rows = browser.read_png(png)
    assert (width, height) == (900, 760)
    counts = browser.colours(rows)
    background, most = counts.most_common(1)[0]
    assert most < 0.95 * width * height, "the page is blank"
    assert len(counts) > 50, "hardly anything drawn"
    assert browser.near(counts, PALETTE[0], 20) > 300, "no wagon line (the chart is missing)"
    assert browser.near(counts, "#cc0000", 30) > 40, "no threshold line"


def test_the_docs_pictures_are_real_and_current_sizes():
    """docs/screenshots.py made them: the report (a desktop, a phone) and Datasette."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("shots", REPO / "docs" / "screenshots.py")
    assert spec is not None and spec.loader is not None
    shots = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(shots)
    text = (REPO / "docs" / "report.md").read_text(encoding="utf-8")
    for name, size in shots.SHOTS.items():
        png = REPO / "docs" / name
        assert f"]({name})" in text, f"docs/report.md does not show {name}"
        assert png.stat().st_size < 250_000, f"{name}: keep the pictures small"
        width, height, rows = browser.read_png(png, max_rows=900)
        assert (width, height) == size, name
        if name.startswith("report-"):
            assert browser.near(browser.colours(rows), PALETTE[0], 20) > 100, name
