"""The text of the starter ``game.toml`` that ``votecount init`` writes: every value the
thread supports, each with a comment saying where it came from."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import cast

from votecount.parser.host.house_rules import HouseRule
from votecount.sync.players import Listed
from votecount.sync.signups import Refused, SignUp
from votecount.sync.slot_changes import Replaced
from votecount.sync.thread_facts import Found, ScheduleFacts
from votecount.tally.registry import ruleset_class

DEFAULT_HOURS = {"day": 48.0, "night": 24.0}


def _q(value: str) -> str:
    """A TOML basic string (JSON string escapes are valid TOML)."""
    return json.dumps(value, ensure_ascii=False)


def _comment(text: str) -> str:
    return " ".join(text.split())


def starter_toml(
    url: str,
    engine: str,
    title: str,
    hosts: Sequence[str],
    signups: Sequence[SignUp],
    refused: Sequence[Refused],
    schedule: ScheduleFacts,
    ruleset: str,
    listed: Sequence[Listed] = (),
    *,
    zone: Found | None = None,
    replaced: Sequence[Replaced] = (),
    counters: Sequence[str] = (),
    joined: Sequence[str] = (),
    house: Sequence[HouseRule] = (),
) -> str:
    named = len(hosts) - len(counters) - len(joined)
    lines = [
        "# votecount game file — see docs/game-file.md for every key.",
        "# Check the players, hosts and phases below, then run `votecount count`.",
        "",
        "[game]",
        f"name = {_q(title or 'Untitled game')}",
        f"ruleset = {_q(ruleset)}",
        f"threads = [{_q(url)}]",
        f"engine = {_q(engine)}",
        *_timezone(zone),
        f"hosts = [{', '.join(_q(h) for h in hosts)}]   # the opening poster"
        + (" and the hosts its 'hosted by' lines name" if named > 1 else "")
        + (f"; {', '.join(counters)}: vote counts of their own" if counters else "")
        + (f"; {', '.join(joined)}: made co-host in a host post" if joined else ""),
        "phase_markers = true     # host posts such as 'Day 2 begins' / 'Night 1' change the phase",
        "",
        "[rules]",
        '# switches of the ruleset, e.g. threshold_rule = "half_up"',
        *_house(house, "rules"),
        *_executions(schedule, ruleset),
        "",
        "[parser]",
        *(
            _house(house, "parser")
            or ['# markers = ["bold", "vote_tag", "slash", "text"]   # what makes a vote count']
        ),
        *_bbcode(engine),
        "",
        *_schedule(schedule, ruleset),
        "",
        "# Host events ([[events]]): `votecount sync` and `votecount events` suggest the",
        "# deaths, executions, substitutions and modkills the host posts announce;",
        "# `votecount events accept POST...` adds them at the end of this file. By hand, e.g.:",
        "# [[events]]",
        '# kind = "death"      # death, resurrection, modkill, substitution, modifier, ...',
        '# player = "alice"',
        "# at = 120            # a post number, or a time like 2026-03-02T18:00:00Z",
        "",
        *_players(signups, refused, listed),
        *_replaced(replaced),
    ]
    return "\n".join(lines)


def _executions(schedule: ScheduleFacts, ruleset: str) -> list[str]:
    """A thread already past Day 1: its host posts announce the lynches, which become
    ``execution`` events (``votecount events``); the tally then kills no hammered player
    itself (a hammer the host did not honour, a late vote, kills no one)."""
    if ruleset != "mafia" or not schedule.later_days:
        return []
    return [
        "eliminate_on_resolution = false   # the host's posts announce the lynches: "
        "accept them as events"
    ]


def _bbcode(engine: str) -> list[str]:
    """On a forum that renders BBCode a tag left as text is a player's slip, read as the
    markup meant ("[b]Vote: X[/b]" typed with BBCode off, "Vote: X[/b]")."""
    if engine not in BBCODE_ENGINES:
        return []
    return [
        "literal_bbcode = true   # a BBCode forum: a tag a player left as text is read as meant"
    ]


BBCODE_ENGINES = frozenset({"phpbb", "vbulletin", "xenforo"})


def _house(house: Sequence[HouseRule], table: str) -> list[str]:
    """The settings of one table the host's rules state, each naming its post; a rule
    hosts state without keeping it in their counts commented out, with why (``advice``)."""
    return [
        ("# " if r.advice else "")
        + f"{r.key} = {json.dumps(list(r.value) if isinstance(r.value, tuple) else r.value)}"
        f'   # the host\'s rules (post {r.post}): "{_comment(r.said)}"'
        + (f"; {r.advice}" if r.advice else "")
        for r in house
        if r.table == table
    ]


def _replaced(replaced: Sequence[Replaced]) -> list[str]:
    """The replacements of the host's list, each at the post it takes effect."""
    lines: list[str] = []
    for r in replaced:
        lines += [
            "[[events]]",
            f"# the host's list: {_comment(r.new)} played {_comment(r.old)}'s slot; in from "
            f"post {r.post} (the host's announcement, else {_comment(r.new)}'s first post)",
            'kind = "substitution"',
            f"player = {_q(r.old)}",
            f"other = {_q(r.new)}",
            f"at = {r.post}",
            "",
        ]
    return lines


def _timezone(zone: Found | None) -> list[str]:
    """The board's zone, saying where it came from; when nothing says, a plain comment."""
    if zone is not None and zone.value:
        return [f"timezone = {_q(str(zone.value))}   # {_comment(zone.source)}"]
    if zone is not None and zone.value == "":
        return [
            f"# timezone: none needed to read the posts ({_comment(zone.source)});",
            "# set an IANA name to write the schedule's times in local time, e.g.:",
            '# timezone = "America/New_York"',
        ]
    return [
        "# The forum's pages do not say their time zone: post times are read as UTC.",
        "# Set the board's zone (an IANA name); the stored times are then read again:",
        '# timezone = "America/New_York"',
    ]


def _schedule(s: ScheduleFacts, ruleset: str) -> list[str]:
    if s.start is None and s.day_one is not None:
        return [
            "# No host post says 'Day 1 begins': the host's phase posts mark the later phases.",
            "[[phases]]",
            'kind = "day"',
            "number = 1",
            f"start_post = {s.day_one.value}   # {_comment(s.day_one.source)}",
            *_later_days(s),
        ]
    if s.start is None or s.first is None:
        first = ruleset_class(ruleset).first_phase
        return [
            "# No host phase post yet (such as 'Night 1 begins'): the phases follow the host's",
            "# phase posts; or set the schedule when the game starts:",
            "# [schedule]",
            "# start = 2026-03-01T18:00:00Z",
            f'# first = "{first}"',
            *(f"# {key}" for key in _hours_lines(s) + part_lines(s, ruleset)),
        ]
    start = s.start.value.strftime("%Y-%m-%dT%H:%M:%SZ")  # type: ignore[attr-defined]
    out = [
        "[schedule]",
        f"start = {start}   # {_comment(s.start.source)}",
        f"first = {_q(str(s.first.value))}   # {_comment(s.first.source)}",
        *_hours_lines(s),
        *part_lines(s, ruleset),
    ]
    if s.day_hours is None:
        # a guessed day length would end every day at a wrong deadline: off until known
        out = [
            "# The opening post does not say how long a day lasts: the host's phase posts",
            "# mark the phases. Uncomment with the real lengths for deadlines:",
            *(f"# {line}" for line in out),
            *_later_days(s),
        ]
    return out


def _later_days(s: ScheduleFacts) -> list[str]:
    out = []
    for found in s.later_days:
        day, post = cast("tuple[int, int]", found.value)
        out += ["", "[[phases]]", 'kind = "day"', f"number = {day}",
                f"start_post = {post}   # {_comment(found.source)}"]  # fmt: skip
    if out and s.game_end is not None:  # the last day ends where the host ends the game
        out.append(f"end_post = {s.game_end.value}   # {_comment(s.game_end.source)}")
    return out


PARTS = ("discussion", "nomination", "voting")


def part_lines(s: ScheduleFacts, ruleset: str) -> list[str]:
    """BotF's day parts as the opening post states them: active when it gives all three
    and they make the day; else commented out, saying why."""

    if not s.sub_phases or not ruleset_class(ruleset).sub_phases:
        return []
    where = _comment(s.sub_source)
    lines = [f"{k}_hours = {s.sub_phases[k]:g}" for k in PARTS if k in s.sub_phases]
    lines = [f"{x}   # {where if i == 0 else 'the same line'}" for i, x in enumerate(lines)]
    total = sum(s.sub_phases.values())
    day = float(s.day_hours.value) if s.day_hours is not None else total  # type: ignore[arg-type]
    if len(lines) == len(PARTS) and abs(total - day) < 1e-9:
        return lines
    why = (
        f"the parts add up to {total:g}h, not the {day:g}h day"
        if len(lines) == len(PARTS)
        else "it does not give all three"
    )
    return [
        f"# The opening post states day parts, but {why}: without them a day is split",
        "# 1/4 discussion, 1/4 nomination, 1/2 voting. Give all three, adding up to day_hours:",
        *(f"# {line}" for line in lines),
    ]


def _hours_lines(s: ScheduleFacts) -> list[str]:
    out = []
    for kind, found in (("day", s.day_hours), ("night", s.night_hours)):
        if found is None:
            found = Found(DEFAULT_HOURS[kind], "votecount's default: the opening post does not say")
        out.append(f"{kind}_hours = {float(found.value):g}   # {_comment(found.source)}")  # type: ignore[arg-type]
    return out


def _players(
    signups: Sequence[SignUp], refused: Sequence[Refused], listed: Sequence[Listed] = ()
) -> list[str]:
    lines: list[str] = _listed(listed)
    if not signups and not listed:
        lines += ["# No /in sign-ups found: add one [[players]] table per player.", ""]
    for s in signups:
        lines += ["[[players]]", f"username = {_q(s.username)}"]
        if s.name and s.name != s.username:
            lines.append(f"name = {_q(s.name)}")
        if s.seat is not None:
            lines.append(f"seat = {s.seat}")
        if s.traveller:
            lines.append("traveller = true")
        if s.backup:
            lines.append("backup = true")
        lines.append(f"# signed up in post {s.post_number}" + (" as a backup" if s.backup else ""))
        lines.append("")
    if refused:
        lines.append("# Sign-ups the rules refused (the audit reports them too):")
        for r in refused:
            raw = _comment(r.raw)[:60]
            lines.append(
                f"#   post {r.post_number}, {r.username}: {raw!r}: {r.code} ({_comment(r.reason)})"
            )
        lines.append("")
    return lines


def _listed(listed: Sequence[Listed]) -> list[str]:
    """The players the host listed; who the list says came in later is a backup, brought
    in by the substitution written after the players (``_replaced``)."""
    lines: list[str] = []
    later: dict[str, str] = {}
    for p in listed:
        lines += [
            "[[players]]",
            f"username = {_q(p.username)}",
            *([f"aliases = [{_q(p.alias)}]   # the name the list wrote"] if p.alias else []),
            *(
                [f"accounts = [{', '.join(map(_q, p.accounts))}]   # a hydra's other heads"]
                if p.accounts
                else []
            ),  # fmt: skip
            f"# listed in {_comment(p.source)}",
            "",
        ]
        for name in p.later:
            later.setdefault(name, p.username)
    taken = {p.username.casefold() for p in listed}
    for name, slot in later.items():
        if name.casefold() not in taken:
            taken.add(name.casefold())
            lines += ["[[players]]", f"username = {_q(name)}", "backup = true",
                      f"# played {slot}'s slot later, as the host's list says", ""]  # fmt: skip
    return lines
