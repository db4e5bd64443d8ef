"""Night PMs (spec/rules.md §6.1, §6.4): red kill targets and blue special targets parsed
from the PM text a host supplies in the game file; colour mismatches, a second villain
kill vote in one night, quotes ignored; end to end through the local phpBB server and the
CLI on a copy of the golden game with PM rows (pm_rows.py)."""

from __future__ import annotations

import json
from datetime import UTC

import pytest

from tests.cli_run import cli, count_day
from tests.servers.games import retarget
from tests.servers.phpbb import serve_phpbb
from tests.shapeshifters.golden import GOLDEN, golden_topic
from tests.shapeshifters.pm_rows import EXPECTED, add_pms
from votecount.gamefile.load import GameFileError, parse_game
from votecount.parser.marks import bbcode_html, marks
from votecount.tally.shapeshifters.pms import NIGHT_KILL_VOTE, SPECIAL_TARGET, read_lines

PM_CODES = ("KILL_NOT_RED", "SPECIAL_NOT_BLUE", "MULTIPLE_KILL_VOTES")


def found(body: str, fmt: str = "bbcode") -> list[tuple[str, str, str, bool]]:
    lines = tuple(tuple((m.text, m.colour, m.ignored or "") for m in line)
                  for line in marks(body, fmt))  # fmt: skip
    return [(f.kind, f.target, f.colour, f.ok) for f in read_lines(lines)]


def test_a_red_name_is_a_kill_vote_in_any_spelling_of_red():
    for red in ("red", "#f00", "#FF0000", "rgb(255, 0, 0)"):
        assert found(f"kill [color={red}]Rowan[/color]") == [
            (NIGHT_KILL_VOTE, "Rowan", "red", True)
        ]
    assert found('<p><span style="color:#ff0000">Rowan</span></p>', "html") == [
        (NIGHT_KILL_VOTE, "Rowan", "red", True)
    ]


def test_a_blue_name_is_a_special_target():
    assert found("scry [color=blue]Sage[/color]") == [(SPECIAL_TARGET, "Sage", "blue", True)]
    assert found('<font color="#0000ff">Sage</font>', "html") == [
        (SPECIAL_TARGET, "Sage", "blue", True)
    ]


def test_colour_mismatches_are_flagged():
    assert found("kill Tess") == [(NIGHT_KILL_VOTE, "Tess", "", False)]
    assert found("kill [color=blue]Tess[/color]") == [(NIGHT_KILL_VOTE, "Tess", "blue", False)]
    assert found("reap [color=red]Jo[/color]") == [(SPECIAL_TARGET, "Jo", "red", False)]
    assert found("scry Jo.") == [(SPECIAL_TARGET, "Jo", "", False)]


def test_quotes_spoilers_and_struck_text_never_count():
    body = "[quote=Grim]kill [color=red]Jo[/color][/quote]\n[s]kill [color=red]Kit[/color][/s]"
    assert found(body) == []
    assert found("<blockquote>kill <font color=red>Jo</font></blockquote>", "html") == []


def test_chat_without_an_action_word_or_colour_is_not_an_action():
    assert found("good night all\nwho do we kill?\nI'd kill Rowan") == []
    assert found("hello\n\nthanks") == []


def test_bbcode_is_escaped_except_its_own_tags():
    assert bbcode_html("<b>x</b> [b]y[/b]") == "<div>&lt;b&gt;x&lt;/b&gt; <b>y</b></div>"


def test_an_unknown_format_is_refused():
    with pytest.raises(ValueError, match="unknown PM format"):
        marks("x", "markdown")


GAME = """
[game]
threads = ["https://forum.example/t/x"]
ruleset = "shapeshifters"
[[players]]
username = "A"
[[events]]
kind = "pm"
at = 3
player = "A"
"""


@pytest.mark.parametrize(
    ("rows", "problem"),
    [
        ('file = "pms/none.txt"', "events[0].file: 'pms/none.txt': file not found"),
        ('file = "x.txt"\nvalue = "kill"', "events[0].file: give either value or file"),
        ('value = "kill"\nformat = "markdown"', "events[0].format: must be one of bbcode, html"),
        ("file = 3", "events[0].file"),
    ],
)
def test_bad_pm_rows_name_their_field(tmp_path, rows, problem):
    path = tmp_path / "game.toml"
    with pytest.raises(GameFileError) as err:
        parse_game(GAME + rows, str(path))
    assert any(p.startswith(problem) for p in err.value.problems), err.value.problems


def test_a_pm_file_is_read_relative_to_the_game_file(tmp_path):
    (tmp_path / "pms").mkdir()
    (tmp_path / "pms" / "n1.txt").write_text("kill [color=red]A[/color]")
    game = parse_game(GAME + 'file = "pms/n1.txt"', str(tmp_path / "game.toml"))
    assert game.events[0].value == "kill [color=red]A[/color]"


# -- end to end: the golden game with the host's night PMs ----------------------------------


@pytest.fixture(scope="module")
def synced(tmp_path_factory):
    folder = tmp_path_factory.mktemp("phpbb-shapeshifters-pms")
    with serve_phpbb(golden_topic(), zone=UTC, per_page=20) as server:
        retarget(GOLDEN / "game.toml", folder, server.thread_url, "phpbb")
        add_pms(folder)
        assert "44 new" in cli(folder, "sync")
        yield folder


def _day(folder, view: str, number: int) -> dict:
    return count_day(folder, number, "--view", view)


@pytest.mark.parametrize("number", sorted(EXPECTED))
def test_host_view_lists_the_nights_actions_and_codes(synced, number):
    actions, codes = EXPECTED[number]
    day = _day(synced, "host", number)
    assert day["night_actions"] == actions
    got = sorted(v["code"] for v in day["notices"] + day["rejected"] if v["code"] in PM_CODES)
    assert got == sorted(codes)


@pytest.mark.parametrize("number", sorted(EXPECTED))
def test_public_view_has_no_night_action(synced, number):
    day = _day(synced, "public", number)
    assert "night_actions" not in day
    assert not {v["code"] for v in day["notices"] + day["rejected"]} & set(PM_CODES)


def test_the_pms_do_not_change_the_days_count(synced):
    oracle = json.loads((GOLDEN / "expected.json").read_text())["days"]
    for want in oracle:
        assert _day(synced, "host", want["day"])["totals"] == want["totals"]


def test_the_audit_reports_the_three_codes_with_their_severities(synced):
    audit = json.loads(cli(synced, "audit", "--format", "json"))
    text = json.dumps(audit)
    for code in PM_CODES:
        assert code in text, code
    rows = _violations(audit)
    assert {r["code"]: r["severity"] for r in rows if r["code"] in PM_CODES} == dict.fromkeys(
        PM_CODES, "warning"
    )
    rules = cli(synced, "rules", "shapeshifters")
    for code in PM_CODES:
        assert code in rules, code


def _violations(node: object) -> list[dict]:
    if isinstance(node, dict):
        here = [node] if "code" in node and "severity" in node else []
        return here + [v for x in node.values() for v in _violations(x)]
    if isinstance(node, list):
        return [v for x in node for v in _violations(x)]
    return []


# -- the fold: rows the PM reading refuses, and whose kill votes are collective -------------


def _host_count(tmp_path, rows: str) -> dict:
    from votecount.count.pipeline import count
    from votecount.gamefile.load import load_game
    from votecount.scraper.importer import import_jsonl

    (tmp_path / "game.toml").write_text((GOLDEN / "game.toml").read_text() + rows)
    game = load_game(tmp_path / "game.toml")
    batches = import_jsonl(GOLDEN / "thread.jsonl", thread="forum.example/t/shapeshifters")
    return count(game, [p for b in batches for p in b.posts], view="host").to_json()


def _pm(player: str, value: str, at: int = 28, day: int = 3) -> str:
    """A pm row; ``day``: the day after its night (Night 2: day = 3)."""
    return (
        f'\n[[events]]\nkind = "pm"\nat = {at}\nplayer = "{player}"\nday = {day}\nvalue = {value}\n'
    )


def _codes(data: dict, number: int) -> list[tuple[str, str]]:
    day = next(d for d in data["days"] if d["day"] == number)
    return [(v["code"], v["reason"]) for v in day["notices"] + day["rejected"]
            if v["code"] in (*PM_CODES, "NIGHT_ACTION_INVALID")]  # fmt: skip


def test_rows_without_text_a_dead_sender_or_an_unknown_target_are_invalid(tmp_path):
    rows = (
        _pm("Gleaner", "3")
        + _pm("Grim", '"kill [color=red]Kit[/color]"')
        + _pm("Warden", '"kill [color=red]Nobody[/color]"')
    )
    got = _codes(_host_count(tmp_path, rows), 2)
    assert [c for c, _ in got] == ["NIGHT_ACTION_INVALID"] * 3
    reasons = " | ".join(r for _, r in got)
    assert "events[19]: pm needs its text" in reasons
    assert "events[20]: Grim is dead" in reasons
    assert "events[21]: line 1: 'Nobody' is not a player" in reasons


def test_two_kill_targets_in_one_villain_pm_are_multiple_kill_votes(tmp_path):
    rows = _pm("Gleaner", '"kill [color=red]Kit[/color]\\nno, kill [color=red]Jo[/color]"')
    data = _host_count(tmp_path, rows)
    assert [c for c, _ in _codes(data, 2)] == ["MULTIPLE_KILL_VOTES"]
    day = next(d for d in data["days"] if d["day"] == 2)
    assert [(r["target"], r["stands"]) for r in day["night_actions"]] == [
        ("Kit", False),
        ("Jo", True),
    ]


def test_a_good_players_kill_vote_is_not_part_of_the_villains_vote(tmp_path):
    rows = _pm("Gleaner", '"kill [color=red]Kit[/color]"') + _pm(
        "Hammer", '"kill [color=red]Jo[/color]"'
    )
    data = _host_count(tmp_path, rows)
    assert _codes(data, 2) == []
    day = next(d for d in data["days"] if d["day"] == 2)
    assert all(r["stands"] for r in day["night_actions"])


def test_a_night_before_day_1_or_not_yet_begun_is_invalid(tmp_path):
    rows = _pm("Gleaner", '"kill [color=red]Kit[/color]"', at=2, day=0) + _pm(
        "Warden", '"kill [color=red]Kit[/color]"', at=2, day=3
    )
    got = _codes(_host_count(tmp_path, rows), 1)
    assert [c for c, _ in got] == ["NIGHT_ACTION_INVALID"] * 2
    assert "events[19]: day = 0: days are numbered from 1" in got[0][1]
    assert "events[20]: day = 3 is the day after Night 2, which has not begun" in got[1][1]


def test_an_old_pm_rows_day_the_nights_number_is_read_where_its_place_tells(tmp_path):
    # at the Night 2 post, day = 2 is a day that has ended: the old meaning, Night 2;
    # during Day 2 (post 17), day = 1 is Night 1
    rows = _pm("Gleaner", '"kill [color=red]Kit[/color]"', at=28, day=2) + _pm(
        "Mesmer", '"kill [color=red]Rowan[/color]"', at=17, day=1
    )
    data = _host_count(tmp_path, rows)
    day1 = next(d for d in data["days"] if d["day"] == 1)
    day2 = next(d for d in data["days"] if d["day"] == 2)
    assert [(r["night"], r["target"]) for r in day1["night_actions"]] == [(1, "Rowan")]
    assert [(r["night"], r["target"]) for r in day2["night_actions"]] == [(2, "Kit")]
    found = [v["reason"] for d in data["days"] for v in d["notices"]
             if v["code"] == "NIGHT_DAY_READ_AS_NIGHT"]  # fmt: skip
    assert len(found) == 2
    assert "events[19]: day = 2 read as Night 2" in found[-1] and "write day = 3" in found[-1]
