"""Reading ``game.toml`` into a ``game.Game``.

``load_game`` validates the whole file and reports every problem at once, each with its
location (``players[3].seat: ...``). The reference is ``docs/game-file.md``; a test checks
that every key accepted here is documented there.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from votecount.gamefile.checks import GameChecks
from votecount.gamefile.fields import SECRET_IN_URL, did_you_mean, is_web_url, url_has_secrets
from votecount.gamefile.game import Game, HostEvent, PhaseEntry, Pin, PlayerEntry
from votecount.gamefile.plugins import discover
from votecount.gamefile.schedule import PHASE_KINDS, ScheduleChecks
from votecount.tally.registry import canonical, ruleset_class, systems
from votecount.tally.registry import known_rulesets as known

# keys allowed in each table; docs/game-file.md documents every one (checked by a test)
GAME_KEYS = {"name", "ruleset", "threads", "engine", "timezone", "hosts", "phase_markers"}
PLAYER_KEYS = {"username", "name", "seat", "aliases", "accounts", "traveller", "backup"}
PHASE_KEYS = {
    "kind", "number", "start", "end", "start_post", "end_post", "title", "resolution", "words",
    "rounds", "part_of",
}  # fmt: skip
# a phase's own resolution ("deadline": decided at its deadline only, no hammer)
PHASE_RESOLUTIONS = {"hammer": "hammer", "deadline": "plurality", "plurality": "plurality",
                     "hammer_or_plurality": "hammer_or_plurality"}  # fmt: skip
EVENT_KEYS = {"kind", "at", "player", "other", "value", "day", "note", "file", "format"}
MESSAGE_FORMATS = ("bbcode", "html")  # ``format`` of a message body (``value`` or ``file``)
PIN_KEYS = {"post", "target", "index"}
TOP_KEYS = {"game", "rules", "parser", "players", "schedule", "phases", "events", "pins"}


def __getattr__(name: str) -> tuple[str, ...]:
    """``RULESETS`` and ``EVENT_KINDS`` come from the registry of game systems
    (``tally.registry``), read when first asked for."""
    if name == "RULESETS":
        return known_rulesets()
    if name == "EVENT_KINDS":
        return event_kinds()
    raise AttributeError(name)


def known_rulesets() -> tuple[str, ...]:

    discover()
    return known()


def event_kinds() -> tuple[str, ...]:
    """Every host event kind a registered game system accepts (core ones first)."""

    discover()
    kinds: dict[str, None] = {}
    for system in systems():
        kinds.update(dict.fromkeys(system.host_events))
    return tuple(kinds)


class GameFileError(ValueError):
    """The game file has problems; ``problems`` lists every one with its location."""

    def __init__(self, path: str, problems: list[str]) -> None:
        self.path = path
        self.problems = problems
        lines = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"{path}: {len(problems)} problem(s):\n{lines}")


def load_game(path: str | Path) -> Game:
    """Read and validate ``game.toml``; raise GameFileError listing every problem."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise GameFileError(
            str(path), ["file not found (run `votecount init URL` to write one)"]
        ) from None
    except UnicodeDecodeError as exc:
        raise GameFileError(
            str(path), [f"not a UTF-8 text file (byte {exc.start}: {exc.reason})"]
        ) from None
    except OSError as exc:
        raise GameFileError(str(path), [f"cannot read it: {exc.strerror or exc}"]) from None
    return parse_game(text, str(path))


def parse_game(text: str, path: str = "game.toml") -> Game:
    """The installed game systems (``plugins.discover``) are read only when the file
    names a system, or an event kind, that the built-in ones do not know."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise GameFileError(path, [f"not valid TOML: {exc}"]) from None
    v = _Validator()
    game = v.game(data, path)
    if v.problems:  # each problem once, in the order found
        raise GameFileError(path, list(dict.fromkeys(v.problems)))
    return game


class _Validator(GameChecks, ScheduleChecks):
    """Checks a whole game file, collecting problems instead of stopping at the first."""

    # each section -------------------------------------------------------------------
    def game(self, data: dict[str, Any], path: str) -> Game:
        self.unknown_keys(data, TOP_KEYS, "")
        g = self.table(data, "game")
        self.unknown_keys(g, GAME_KEYS, "game")
        tz_name = self.opt_string(g, "timezone", "game")
        self.tz = self.zone(tz_name) if tz_name else UTC
        ruleset = self._ruleset(self.string(g, "ruleset", "game", default="mafia"))
        self.system = ruleset
        threads = self.strings(g, "threads", "game")
        if not threads:
            self.err("game.threads", "at least one thread URL is required")
        for i, url in enumerate(threads):
            if url_has_secrets(url):  # the URL itself is not echoed: it holds the secret
                self.err(f"game.threads[{i}]", SECRET_IN_URL)
            elif not is_web_url(url):
                self.err(
                    f"game.threads[{i}]",
                    f"not a thread URL: {url!r} (e.g. https://forum.example/t/slug/123)",
                )
        players = self.players(data.get("players", []))
        hosts = self.strings(g, "hosts", "game")
        events = self.events(data.get("events", []), Path(path).resolve().parent)
        players = self.replacements(players, events)
        engine = self.opt_string(g, "engine", "game")
        if engine is not None:
            self.engine(engine)
        game = Game(
            name=self.string(g, "name", "game", default=""),
            ruleset=ruleset,
            threads=tuple(threads),
            engine=engine,
            timezone=tz_name,
            hosts=tuple(hosts),
            players=players,
            schedule=self.schedule(data.get("schedule")),
            phases=self.phases(data.get("phases", [])),
            events=events,
            pins=self.pins(data.get("pins", [])),
            switches=dict(self.table(data, "rules")),
            parser=dict(self.table(data, "parser")),
            phase_markers=self.boolean(g, "phase_markers", "game", False),
            path=path,
        )
        self.cross_check(game)
        self.check_parts(game)
        self.check_switches(game)
        return game

    def _ruleset(self, name: str) -> str:
        """The game system's name (an alias gives its system's name)."""

        found = canonical(name)
        if found is None:
            discover()
            found = canonical(name)
        if found is None:
            known = known_rulesets()
            hint = did_you_mean(name, known)
            self.err("game.ruleset", f"unknown ruleset {name!r}{hint} (known: {', '.join(known)})")
            return name
        return found

    def _own_event_kinds(self) -> Mapping[str, object]:
        """The host events of the file's own system: the other systems are loaded only
        for a kind it does not declare (a kind any system declares is accepted)."""

        name = getattr(self, "system", None)
        return ruleset_class(name).host_events if name and canonical(name) else {}

    def players(self, rows: Any) -> tuple[PlayerEntry, ...]:
        out = []
        if isinstance(rows, list):  # players = ["ada", "bo"]: the usernames alone
            rows = [{"username": r} if isinstance(r, str) else r for r in rows]
        for i, row in enumerate(self.rows(rows, "players")):
            where = f"players[{i}]"
            self.unknown_keys(row, PLAYER_KEYS, where)
            username = self.string(row, "username", where, default="")
            if not username:
                self.err(f"{where}.username", "required")
            seat = self.opt_int(row, "seat", where)
            if row.get("backup") is False:
                self.starters[username.casefold()] = i
            out.append(
                PlayerEntry(
                    username=username,
                    name=self.string(row, "name", where, default=""),
                    seat=seat,
                    aliases=tuple(self.strings(row, "aliases", where)),
                    accounts=tuple(self.strings(row, "accounts", where)),
                    traveller=self.boolean(row, "traveller", where, False),
                    backup=self.boolean(row, "backup", where, False),
                )
            )
        return tuple(out)

    def phases(self, rows: Any) -> tuple[PhaseEntry, ...]:
        out = []
        for i, row in enumerate(self.rows(rows, "phases")):
            where = f"phases[{i}]"
            self.unknown_keys(row, PHASE_KEYS, where)
            kind = self.string(row, "kind", where, default="")
            if kind not in PHASE_KINDS:
                self.err(
                    f"{where}.kind", f"must be 'day' or 'night'{did_you_mean(kind, PHASE_KINDS)}"
                )
            number = self.opt_int(row, "number", where)
            if "number" not in row:
                self.err(f"{where}.number", "required")
            phase = PhaseEntry(
                kind=kind,
                number=number or 0,
                start=self.when(row.get("start"), f"{where}.start"),
                end=self.when(row.get("end"), f"{where}.end"),
                start_post=self.opt_int(row, "start_post", where),
                end_post=self.opt_int(row, "end_post", where),
                title=self.string(row, "title", where, default=""),
                resolution=self.resolution(row, where),
                words=self.words(row, where),
                rounds=self.rounds(row, where),
                part_of=self.opt_int(row, "part_of", where),
            )
            if phase.part_of is not None and not 0 < phase.part_of < phase.number:
                self.err(f"{where}.part_of", "must be the number of an earlier phase")
            if "start" not in row and "start_post" not in row:
                self.err(where, "needs a start time or a start_post")
            out.append(phase)
        return tuple(out)

    def rounds(self, row: dict[str, Any], where: str) -> tuple[int | datetime, ...]:
        """The deadlines of a phase's rounds, each a post number or a date-time."""
        said = row.get("rounds", [])
        if not isinstance(said, list):
            self.err(f"{where}.rounds", "must be a list of post numbers or date-times")
            return ()
        out: list[int | datetime] = []
        for i, at in enumerate(said):
            if isinstance(at, int) and not isinstance(at, bool):
                out.append(at)
            elif (when := self.when(at, f"{where}.rounds[{i}]")) is not None:
                out.append(when)
        return tuple(out)

    def words(self, row: dict[str, Any], where: str) -> tuple[str, ...]:
        """A phase's own vote words: single words, read in lower case."""
        said = tuple(w.strip().casefold() for w in self.strings(row, "words", where))
        for w in said:
            if not re.fullmatch(r"[^\W\d_][\w-]*", w) or w in ("vote", "unvote", "nominate"):
                self.err(f"{where}.words", f'{w!r} is not a word of its own (e.g. "execute")')
        return said

    def resolution(self, row: dict[str, Any], where: str) -> str:
        said = self.string(row, "resolution", where, default="")
        if said and said not in PHASE_RESOLUTIONS:
            ok = ", ".join(PHASE_RESOLUTIONS)
            self.err(f"{where}.resolution", f"{said!r} is not one of {ok}")
        return PHASE_RESOLUTIONS.get(said, "")

    def events(self, rows: Any, folder: Path | None = None) -> tuple[HostEvent, ...]:
        out = []
        for i, row in enumerate(self.rows(rows, "events")):
            where = f"events[{i}]"
            self.unknown_keys(row, EVENT_KEYS, where)
            kind = self.string(row, "kind", where, default="")
            if kind not in self._own_event_kinds() and kind not in (kinds := event_kinds()):
                hint = did_you_mean(kind, kinds)
                self.err(
                    f"{where}.kind",
                    f"unknown event kind {kind!r}{hint} (known: {', '.join(kinds)})",
                )
            at = row.get("at")
            at_post = at if isinstance(at, int) and not isinstance(at, bool) else None
            at_time = None if at_post is not None or at is None else self.when(at, f"{where}.at")
            if at is None:
                self.err(f"{where}.at", "required: a post number or a date-time")
            out.append(
                HostEvent(
                    kind=kind,
                    at_post=at_post,
                    at_time=at_time,
                    player=self.opt_string(row, "player", where),
                    other=self.opt_string(row, "other", where),
                    value=self._value(row, where, folder),
                    day=self.opt_int(row, "day", where),
                    note=self.string(row, "note", where, default=""),
                    format=self._format(row, where),
                )
            )
        return tuple(out)

    def _value(self, row: dict[str, Any], where: str, folder: Path | None) -> object:
        """``value``, or the text of the file ``file`` names (relative to the game file)."""
        if "file" not in row:
            return row.get("value")
        name = self.string(row, "file", where, default="")
        if "value" in row:
            self.err(f"{where}.file", "give either value or file, not both")
        if not name:
            self.err(f"{where}.file", "must name a file (relative to the game file)")
            return None
        path = Path(name) if folder is None else folder / name
        try:
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            self.err(f"{where}.file", f"{name!r}: file not found (looked in {path.parent})")
        except UnicodeDecodeError as exc:
            self.err(f"{where}.file", f"{name!r}: not UTF-8 text (byte {exc.start})")
        except OSError as exc:
            self.err(f"{where}.file", f"{name!r}: cannot read it: {exc.strerror or exc}")
        return None

    def _format(self, row: dict[str, Any], where: str) -> str | None:
        fmt = self.opt_string(row, "format", where)
        if fmt is not None and fmt not in MESSAGE_FORMATS:
            self.err(f"{where}.format", f"must be one of {', '.join(MESSAGE_FORMATS)}, not {fmt!r}")
            return None
        return fmt

    def pins(self, rows: Any) -> tuple[Pin, ...]:
        out = []
        for i, row in enumerate(self.rows(rows, "pins")):
            where = f"pins[{i}]"
            self.unknown_keys(row, PIN_KEYS, where)
            post = row.get("post")
            if not isinstance(post, str | int) or isinstance(post, bool):
                self.err(f"{where}.post", "required: the post id")
                post = ""
            target = self.string(row, "target", where, default="")
            if not target:
                self.err(f"{where}.target", "required: the player the host says was meant")
            out.append(Pin(post=str(post), target=target, index=self.opt_int(row, "index", where)))
        return tuple(out)
