"""An installed distribution adds a game system without touching votecount: the example
``approval`` system (tests/plugins/approval.py) is installed as a distribution whose
metadata registers it in the ``votecount.rulesets`` entry-point group, and a game of it
runs end to end through ``rules``, ``import``, ``count`` (every format, both views),
``audit`` and ``explain``."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from tests.cli_run import cli as _run
from tests.thread_rows import imported
from votecount.gamefile import plugins
from votecount.tally import registry

GAME = """\
[game]
name = "Approval Hollow"
ruleset = "approval"
threads = ["https://forum.example/t/approval-hollow/77"]
hosts = ["Warden"]

[rules]
max_approvals = 3

[[players]]
username = "ash"
[[players]]
username = "birch"
[[players]]
username = "cedar"
[[players]]
username = "dove"
[[players]]
username = "elm"

[[phases]]
kind = "day"
number = 1
start_post = 1
end_post = 9
"""

POSTS = [
    ("Warden", "<b>Day 1</b> begins: approve as many as you like."),
    ("ash", "<b>vote birch</b>"),
    ("cedar", "/approve birch, dove and ash"),
    ("dove", "<b>vote birch</b> and <b>vote cedar</b>"),
    ("birch", "/approve cedar, zed"),
    ("elm", "<b>vote dove</b>"),
    ("ash", "<b>vote birch</b> again"),
    ("cedar", "<b>unvote ash</b>"),
    ("elm", "/approve ash, birch, cedar"),
]


def _install(site: Path) -> None:
    """A distribution's metadata on the path, as ``pip install`` leaves it."""
    info = site / "votecount_approval_example-0.1.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: votecount-approval-example\nVersion: 0.1\n"
    )
    (info / "entry_points.txt").write_text(
        "[votecount.rulesets]\napproval = tests.plugins.approval:Approval\n"
    )


@pytest.fixture
def installed(tmp_path, monkeypatch):
    site = tmp_path / "site"
    _install(site)
    monkeypatch.syspath_prepend(str(site))
    importlib.invalidate_caches()
    monkeypatch.setattr(plugins, "_done", False)  # read the installed metadata again
    yield
    registry._REGISTRY.pop("approval", None)
    for alias in [a for a, n in registry._ALIASES.items() if n == "approval"]:
        del registry._ALIASES[alias]


@pytest.fixture
def folder(tmp_path, installed):
    game = tmp_path / "game"
    game.mkdir()
    out = imported(
        game,
        GAME,
        POSTS,
        url="https://forum.example/t/approval-hollow/77",
        prefix="a",
        when=lambda n: f"2026-05-01T{10 + n:02d}:00:00+00:00",
    )
    assert "9" in out
    return game


def test_it_is_listed_and_described(installed, tmp_path):
    assert "approval (also: approval_voting)" in _run(tmp_path, "rules")
    out = _run(tmp_path, "rules", "approval")
    assert "max_approvals = 0" in out
    assert "/approve (approve, team)" in out
    assert "APPROVAL_REPEATED (info)" in out
    assert "day.approvals" in out


def test_the_count_as_json(folder):
    day = json.loads(_run(folder, "count", "--format", "json"))["days"][0]
    assert json.loads(_run(folder, "count", "--format", "json"))["ruleset"] == "approval"
    wagons = {w["target"]: [v["voter"] for v in w["votes"]] for w in day["wagons"]}
    # ash approved birch once (the repeat is a notice); cedar withdrew ash; birch's
    # "zed" resolves to nobody, so that /approve is not counted; elm's second approval
    # would make four (max_approvals = 3), so it is rejected whole
    assert wagons == {
        "birch": ["ash", "cedar", "dove"],
        "dove": ["cedar", "elm"],
        "cedar": ["dove"],
    }
    assert {v["code"] for v in day["rejected"]} >= {"APPROVAL_LIMIT"}
    assert day["outcome"]["status"] == "eliminated"
    assert day["outcome"]["eliminated"] == "birch"
    assert day["not_voting"] == ["birch"]
    assert day["approvals"]["cedar"] == ["birch", "dove"]
    notices = {v["code"] for v in day["notices"]}
    assert "APPROVAL_REPEATED" in notices


def test_every_format_and_view(folder):
    for fmt in ("markdown", "bbcode", "text", "html"):
        for view in ("public", "host"):
            out = _run(folder, "count", "--format", fmt, "--view", view)
            assert "birch" in out and "Approval Hollow" in out, (fmt, view)
    count = _run(folder, "count", "--format", "markdown")
    assert "**birch** (3" in count and "(3/0" not in count  # plurality: no threshold shown


def test_audit_and_explain(folder):
    audit = _run(folder, "audit")
    assert "UNRESOLVED_TARGET" in audit or "zed" in audit
    rep = json.loads(_run(folder, "audit", "--format", "json"))
    assert any(v["code"] == "APPROVAL_REPEATED" for v in rep["violations"])
    for fmt in ("markdown", "bbcode", "text", "html"):
        assert _run(folder, "audit", "--format", fmt)
    explained = _run(folder, "explain", "3")
    assert "approve" in explained and "vote dove counted (Day 1)" in explained


def test_a_game_of_an_uninstalled_system_says_so(tmp_path):
    (tmp_path / "game.toml").write_text(GAME.replace("[rules]\nmax_approvals = 3\n", ""))
    out = _run(tmp_path, "count", code=1)
    assert "unknown ruleset 'approval'" in out


def test_a_broken_plug_in_is_named(tmp_path, monkeypatch):
    info = tmp_path / "broken-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[votecount.rulesets]\nbroken = no_such_module:Thing\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    monkeypatch.setattr(plugins, "_done", False)
    out = _run(tmp_path, "rules", code=1)
    assert "game system 'broken' (no_such_module:Thing) cannot load" in out
