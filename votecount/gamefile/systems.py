"""``votecount rules``: the registered game systems, and everything one of them declares
(switches with default, choices and meaning; commands; host events; codes), printed from
the declarations themselves (``tally.rules.Ruleset``), so it cannot drift from the code."""

from __future__ import annotations

import json

from votecount.gamefile.plugins import discover
from votecount.tally.registry import ruleset_class, systems
from votecount.tally.rules import COMMON_SWITCHES, Ruleset, Switch


def list_systems() -> str:
    """One line per registered system: name, aliases, what it is."""
    discover()
    lines = ["Game systems (set ruleset in [game]; votecount rules NAME for its switches):"]
    for system in systems():
        aliases = f" (also: {', '.join(system.aliases)})" if system.aliases else ""
        lines.append(f"  {system.name}{aliases}: {system.title}")
    return "\n".join(lines)


def switch_table(system: type[Ruleset]) -> list[tuple[str, Switch, object]]:
    """(name, switch, default for this system) for every switch the system accepts."""
    known = {**COMMON_SWITCHES, **system.switches}
    return [(name, sw, system.defaults.get(name, sw.default)) for name, sw in known.items()]


def literal(value: object) -> str:
    """A value as written in game.toml."""
    return json.dumps(value) if not isinstance(value, bool) else str(value).lower()


def choices_of(switch: Switch, default: object) -> str:
    if switch.choices:
        return ", ".join(switch.choices)
    if isinstance(default, bool):
        return "true, false"
    return f"any {type(default).__name__}" if switch.check is None else "see meaning"


def describe(name: str) -> str:
    """Everything the system ``name`` declares, for a host."""
    discover()
    system = ruleset_class(name)
    out = [f"{system.name}: {system.title}"]
    if system.aliases:
        out.append(f"aliases: {', '.join(system.aliases)}")
    out += ["", "Switches ([rules] in game.toml):"]
    for key, sw, default in switch_table(system):
        out.append(f"  {key} = {literal(default)}    (choices: {choices_of(sw, default)})")
        if sw.doc:
            out.append(f"      {sw.doc}")
    out += ["", "Commands it reads:"]
    out += [f"  {c.kind}: {c.doc}" for c in system.commands.values()]
    out += [
        f"  /{w.word} ({w.kind}, {w.args}): {w.doc}"
        + (f" (written out: {', '.join(repr(p) for p in w.phrases)})" if w.phrases else "")
        for w in system.words
    ]
    out += ["", "Host events ([[events]] kind, with the keys each reads):"]
    out += [f"  {h.kind} ({', '.join(h.fields)}): {h.doc}" for h in system.host_events.values()]
    if system.schedule:
        out += [
            "",
            "Its schedule (each phase's default plan by number; a game file row replaces it):",
        ]
        out += [f"  {line}" for line in system.schedule]
    if system.effect_kinds:
        out += ["", f"Modifiers: {', '.join(system.effect_kinds)}"]
    if system.codes:
        out += ["", "Its violation codes (besides the core's):"]
        out += [f"  {code} ({sev.value})" for code, sev in system.codes.items()]
    if system.payload:
        out += ["", "JSON fields it adds (count --format json):"]
        out += [f"  {p.where}.{p.name}: {p.doc}" for p in system.payload]
    return "\n".join(out)
