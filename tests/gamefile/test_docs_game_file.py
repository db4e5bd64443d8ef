"""docs/game-file.md against the code, both ways: every section, key, event kind, ruleset
and engine the code accepts is documented, nothing documented is unknown to the code,
and every event example in the docs loads as a game file. The rules switches of each
ruleset are checked against docs/rules-<ruleset>.md the same way."""

from __future__ import annotations

import re
import tomllib

import pytest

from tests.conftest import REPO
from tests.game_files import players_table
from votecount.gamefile import load as gamefile
from votecount.gamefile.load import parse_game
from votecount.gamefile.schedule import SCHEDULE_KEYS

DOC = (REPO / "docs" / "game-file.md").read_text(encoding="utf-8")
SECTION = re.compile(r"^## `\[{1,2}(\w+)\]{1,2}`", re.M)


def sections() -> dict[str, str]:
    """Each ``## `[name]``` section's text, by name."""
    found = list(SECTION.finditer(DOC))
    out = {}
    for m, nxt in zip(found, [*found[1:], None], strict=True):
        out[m.group(1)] = DOC[m.end() : nxt.start() if nxt else len(DOC)]
    return out


def key_rows(text: str) -> set[str]:
    """The keys of the first table of a section (``| `key` | ...`` rows)."""
    table = text.split("\n\n| key |", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", table, flags=re.M))


def test_every_top_level_table_is_a_section_and_back():
    assert set(sections()) == gamefile.TOP_KEYS


@pytest.mark.parametrize(
    ("section", "keys"),
    [
        ("game", gamefile.GAME_KEYS),
        ("players", gamefile.PLAYER_KEYS),
        ("schedule", SCHEDULE_KEYS),
        ("phases", gamefile.PHASE_KEYS),
        ("events", gamefile.EVENT_KEYS),
        ("pins", gamefile.PIN_KEYS),
    ],
)
def test_keys_documented_are_the_keys_accepted(section, keys):
    assert key_rows(sections()[section]) == keys


def event_kinds() -> dict[str, str]:
    text = sections()["events"]
    found = list(re.finditer(r"^### `(\w+)`", text, flags=re.M))
    return {
        m.group(1): text[m.end() : nxt.start() if nxt else len(text)]
        for m, nxt in zip(found, [*found[1:], None], strict=True)
    }


def kinds_of(*systems: str) -> list[str]:
    from votecount.tally.registry import ruleset_class

    kinds: dict[str, None] = {}
    for name in systems:
        kinds.update(dict.fromkeys(ruleset_class(name).host_events))
    return list(kinds)


SECTION_KINDS = kinds_of("mafia", "botf")  # the core's kinds and BotF's


def test_every_event_kind_has_a_section_and_back():
    documented = list(event_kinds())
    assert sorted(documented) == sorted(SECTION_KINDS)
    assert set(documented) <= set(gamefile.EVENT_KINDS)


def test_the_kinds_of_other_systems_are_documented_with_their_system():
    from votecount.tally.registry import known_rulesets

    for name in known_rulesets():
        own = set(kinds_of(name)) - set(SECTION_KINDS)
        doc = REPO / "docs" / f"rules-{name}.md"
        for kind in own:
            assert f"`{kind}`" in DOC, kind  # named in game-file.md, pointing to its doc
            assert f"`{kind}`" in doc.read_text(encoding="utf-8"), (name, kind)


@pytest.mark.parametrize("kind", SECTION_KINDS)
def test_each_event_kind_has_an_example_that_loads(kind):
    text = event_kinds()[kind]
    example = re.search(r"```toml\n(.*?)```", text, flags=re.S)
    assert example is not None, f"no example for {kind}"
    event = tomllib.loads(example.group(1))["events"][0]
    assert event["kind"] == kind
    assert set(event) <= gamefile.EVENT_KEYS
    value = event.get("value")
    names = {event.get("player"), event.get("other"), *(value if isinstance(value, list) else [])}
    names = {n for n in names if isinstance(n, str) and n.isidentifier()}
    players = players_table(sorted(names))
    ruleset = "mafia" if kind in ("modifier", "correction") else "botf"
    game = parse_game(
        f'[game]\nruleset = "{ruleset}"\nthreads = ["https://forum.example/t/x/1"]\n'
        f"{players}{example.group(1)}"
    )
    assert game.events[0].kind == kind


def test_every_field_an_event_kind_reads_is_named_in_its_section():
    for kind, text in event_kinds().items():
        example = tomllib.loads(re.search(r"```toml\n(.*?)```", text, flags=re.S).group(1))
        for key in example["events"][0]:
            if key not in ("kind", "at"):
                assert f"`{key}`" in text.split("```")[0], (kind, key)


def test_every_engine_is_documented_and_back():
    from votecount.scraper.base import engines

    row = next(line for line in DOC.splitlines() if line.startswith("| `engine` |"))
    documented = set(re.findall(r"`(\w+)` \(", row)) | (
        {"import"} if "or `import`" in row else set()
    )
    assert documented == {*engines(), "import"}


def test_every_ruleset_is_documented_and_back():
    from votecount.tally.rules import known_rulesets

    row = next(line for line in DOC.splitlines() if line.startswith("| `ruleset` |"))
    documented = set(re.findall(r"`(\w+)` \(", row))
    # the installed ones (a test may register an example system of its own)
    from votecount.tally.registry import BUILTIN_MODULES, systems

    builtin = {s.name for s in systems() if s.__module__ in BUILTIN_MODULES}
    assert documented == builtin <= set(known_rulesets())


@pytest.mark.parametrize("ruleset", ["mafia", "botf", "shapeshifters"])
def test_rules_switches_documented_in_the_ruleset_doc_and_back(ruleset):
    from votecount.tally.rules import COMMON_SWITCHES, ruleset_class

    doc = (REPO / "docs" / f"rules-{ruleset}.md").read_text(encoding="utf-8")
    text = doc.split("## Switches", 1)[1] if "## Switches" in doc else doc
    text = re.split(r"^## (?!Switches)", text, flags=re.M)[0]
    documented = set(re.findall(r"^\| `([a-z_0-9]+)` \|", text, flags=re.M))
    own = set(ruleset_class(ruleset).switches)
    known = {*COMMON_SWITCHES, *own}
    # the switches every ruleset shares are documented with mafia, each ruleset's own here
    must = known if ruleset == "mafia" else own
    assert must - documented == set(), "switches missing from the docs"
    assert documented - known == set(), "documented switches the ruleset does not know"
