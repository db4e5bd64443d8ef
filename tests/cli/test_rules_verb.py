"""``votecount rules`` prints the game systems and every switch of one, from the
declarations; docs/rules-NAME.md must agree with them (name, default and choices of
every switch in its tables; every switch of the system's own documented)."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from tests.conftest import REPO
from votecount.cli import main
from votecount.gamefile.systems import literal, switch_table
from votecount.tally.registry import known_rulesets, ruleset_class
from votecount.tally.rules import COMMON_SWITCHES

ROW = re.compile(r"^\| `([a-z_0-9]+)` \| ([^|]*) \| ([^|]*) \| (.*) \|$", re.M)
BUILTIN = ("botf", "events", "mafia", "shapeshifters")


def _rows(name: str) -> dict[str, tuple[str, str]]:
    doc = (REPO / "docs" / f"rules-{name}.md").read_text()
    return {m.group(1): (m.group(2).strip(), m.group(3).strip()) for m in ROW.finditer(doc)}


def test_rules_lists_every_registered_system():
    out = CliRunner().invoke(main, ["rules"])
    assert out.exit_code == 0, out.output
    for name in known_rulesets():
        assert f"  {name}" in out.output
    assert "classic" in out.output  # mafia's alias


@pytest.mark.parametrize("name", BUILTIN)
def test_rules_name_prints_every_switch_with_default_and_choices(name):
    out = CliRunner().invoke(main, ["rules", name])
    assert out.exit_code == 0, out.output
    for key, switch, default in switch_table(ruleset_class(name)):
        line = next(x for x in out.output.splitlines() if x.startswith(f"  {key} = "))
        assert literal(default) in line
        for choice in switch.choices:
            assert choice in line


def test_rules_unknown_name_says_which_are_known():
    out = CliRunner().invoke(main, ["rules", "chess"])
    assert out.exit_code == 1
    assert "unknown ruleset 'chess'; known: botf, events, mafia, shapeshifters" in out.output


def test_an_alias_names_its_system():
    out = CliRunner().invoke(main, ["rules", "classic"])
    assert out.output.startswith("mafia: ")


@pytest.mark.parametrize("name", BUILTIN)
def test_docs_tables_agree_with_the_declarations(name):
    system = ruleset_class(name)
    table = {key: (sw, default) for key, sw, default in switch_table(system)}
    rows = _rows(name)
    own = set(system.switches) | (set(COMMON_SWITCHES) if name == "mafia" else set())
    assert own <= set(rows), f"undocumented in docs/rules-{name}.md: {own - set(rows)}"
    for key, (default_cell, values_cell) in rows.items():
        assert key in table, f"docs/rules-{name}.md documents {key!r}, which {name} has not"
        switch, default = table[key]
        assert _same(default_cell.strip("`"), default), (key, default_cell, default)
        written = set(re.findall(r"`([^`]+)`", values_cell)) - {_toml(default)}
        if switch.choices:
            assert written == set(switch.choices) - {default}, (key, written)
        elif isinstance(default, bool):
            assert values_cell == "bool" or written == {_toml(not default)}, (key, written)


def _same(cell: str, default: object) -> bool:
    if isinstance(default, int | float) and not isinstance(default, bool):
        return float(cell) == default
    return cell == _toml(default)


def _toml(value: object) -> str:
    return literal(value).strip('"')


def test_a_registered_system_is_accepted_by_the_game_file_loader():
    from votecount.gamefile.load import parse_game
    from votecount.tally import registry
    from votecount.tally.mafia import Mafia
    from votecount.tally.rules import register

    class Probe(Mafia):
        name = "probe"
        aliases = ("probe_alias",)

    try:
        register(Probe)
        text = '[game]\nruleset = "probe_alias"\nthreads = ["https://forum.example/t/1"]\n'
        assert parse_game(text).ruleset == "probe"
        assert "probe" in CliRunner().invoke(main, ["rules"]).output
    finally:
        registry._REGISTRY.pop("probe", None)
        registry._ALIASES.pop("probe", None)
        registry._ALIASES.pop("probe_alias", None)
