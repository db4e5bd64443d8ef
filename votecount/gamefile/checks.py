"""Checks of a game file across its sections (unique names and seats, events naming
players, replacements that enter by a substitution, the engine), and the switches the
ruleset and the parser check themselves. The section-by-section reading is in load.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import msgspec.structs

from votecount.gamefile.fields import FieldChecker, did_you_mean
from votecount.tally.registry import canonical
from votecount.tally.rules import Rules

if TYPE_CHECKING:
    from votecount.gamefile.game import Game, HostEvent, PlayerEntry


class GameChecks(FieldChecker):
    """The whole-file checks of ``load._Validator``."""

    def __init__(self) -> None:
        super().__init__()
        self.starters: dict[str, int] = {}  # players written with backup = false

    def engine(self, engine: str) -> None:
        from votecount.scraper import BUILTIN_ENGINES

        if engine in BUILTIN_ENGINES or engine == "import":
            return  # known without importing the adapters (and requests)
        from votecount.scraper.base import engines

        known = [*engines(), "import"]
        if engine not in known:
            hint = did_you_mean(engine, known)
            self.err("game.engine", f"unknown engine {engine!r}{hint} (known: {', '.join(known)})")

    def replacements(
        self, players: tuple[PlayerEntry, ...], events: tuple[HostEvent, ...]
    ) -> tuple[PlayerEntry, ...]:
        """A player who enters by a substitution is a replacement: on the backups list
        until then. Written as playing from the start (``backup = false``) or brought in
        twice, both would play at once: an error naming both. A player replaced out
        before he first comes in played from the start: he comes back (no backup)."""
        entered: dict[str, int] = {}  # every replacement, by its first substitution
        inside: dict[str, int] = {}  # replacements playing now (they may leave and return)
        left: set[str] = set()  # players replaced out, not back in
        subs = [(i, e) for i, e in enumerate(events) if e.kind == "substitution" and e.other]
        for i, e in sorted(subs, key=lambda pair: _when(pair[1])):
            key = e.other.casefold()  # type: ignore[union-attr]
            back = key in left and key not in entered  # a starter coming back
            left.discard(key)
            if key in self.starters and not back:
                self.err(
                    f"events[{i}].other",
                    f"{e.other!r} replaces {e.player!r} but players[{self.starters[key]}] plays "
                    f"from the start (backup = false): {e.other} and {e.player} would both play "
                    "at once; drop backup = false",
                )
            elif key in inside:
                self.err(
                    f"events[{i}].other",
                    f"{e.other!r} already came in by events[{inside[key]}]; replacing "
                    f"{e.player!r} too, {e.other} would play two slots at once",
                )
            if e.player and key == e.player.casefold():
                self.err(f"events[{i}]", f"{e.other!r} cannot replace themselves")
            gone = (e.player or "").casefold()
            inside.pop(gone, None)
            left.add(gone)
            inside[key] = i
            if not back:
                entered.setdefault(key, i)
        return tuple(
            msgspec.structs.replace(p, backup=True)
            if p.username.casefold() in entered and not p.backup
            else p
            for p in players
        )

    def cross_check(self, game: Game) -> None:
        """Checks across sections: unique names and seats, events naming real players."""
        seen: dict[str, int] = {}
        seats: dict[int, str] = {}
        for i, p in enumerate(game.players):
            key = p.username.casefold()
            if key and key in seen:
                self.err(
                    f"players[{i}].username", f"{p.username!r} already used by players[{seen[key]}]"
                )
            seen.setdefault(key, i)
            if p.seat is not None and not p.backup:
                if p.seat in seats:
                    self.err(
                        f"players[{i}].seat", f"seat {p.seat} already taken by {seats[p.seat]}"
                    )
                seats.setdefault(p.seat, p.username)
        names = set(seen) | {h.casefold() for h in game.hosts}
        self._accounts(game, names)
        self._aliases(game)
        for i, e in enumerate(game.events):
            for attr in ("player", "other"):
                who = getattr(e, attr)
                if who and who.casefold() not in names and e.kind != "traveller_enter":
                    self.err(f"events[{i}].{attr}", f"{who!r} is not a player in [[players]]")
        for i, pin in enumerate(game.pins):
            if pin.target.casefold() not in names and not pin.target.startswith("@"):
                self.err(f"pins[{i}].target", f"{pin.target!r} is not a player in [[players]]")

    def _aliases(self, game: Game) -> None:
        """An alias is one player's alone: no other player's username, name or alias (a
        vote for it would read as either)."""
        owner: dict[str, str] = {}
        for p in game.players:
            for n in (p.username, p.name):
                if n:
                    owner.setdefault(n.casefold(), p.username)
        for i, p in enumerate(game.players):
            for alias in p.aliases:
                other = owner.setdefault(alias.casefold(), p.username)
                if other.casefold() != p.username.casefold():
                    self.err(
                        f"players[{i}].aliases",
                        f"alias {alias!r} of {p.username!r} is a name {other!r} answers to",
                    )

    def _accounts(self, game: Game, names: set[str]) -> None:
        """A player's other accounts post for him alone: no player's or host's login, no
        account two players claim."""
        owner: dict[str, str] = {}
        for i, p in enumerate(game.players):
            for account in p.accounts:
                key = account.casefold()
                if key in names:
                    self.err(f"players[{i}].accounts", f"{account!r} is a player's or host's login")
                elif key in owner and owner[key] != p.username:
                    self.err(f"players[{i}].accounts", f"{account!r} is {owner[key]}'s account too")
                owner.setdefault(key, p.username)

    def check_switches(self, game: Game) -> None:
        """Let the ruleset and the parser validate their own switches."""

        for where, check in (("rules", _rules_check), ("parser", _parser_check)):
            fn = check()
            if fn is None or (where == "rules" and canonical(game.ruleset) is None):
                continue  # an unknown ruleset is reported once, at game.ruleset
            try:
                fn(game)
            except ValueError as exc:
                # InvalidSwitches / InvalidOptions list their problems one by one
                problems = getattr(exc, "problems", None) or str(exc).splitlines()
                for line in problems:
                    line = str(line).strip(" -")
                    if line:
                        self.err(where, _with_hint(where, line))


_KNOWN_LIST = re.compile(r"^(\w+): unknown switch \(known: ([^)]*)\)$")
_NAMED = re.compile(r"^unknown switch '(\w+)'$")


def _when(e: HostEvent) -> tuple[float, float]:
    """Thread order of a host event: by post number, events placed by time after them."""
    if e.at_post is not None:
        return (float(e.at_post), 0.0)
    return (float("inf"), e.at_time.timestamp() if e.at_time else 0.0)


def _with_hint(where: str, line: str) -> str:
    """An unknown switch, with the known one it was probably meant to be."""
    if m := _KNOWN_LIST.match(line):
        hint = did_you_mean(m.group(1), [k.strip() for k in m.group(2).split(",")])
        return f"{m.group(1)}: unknown switch{hint} (known: {m.group(2)})"
    if where == "parser" and (m := _NAMED.match(line)):
        from votecount.parser.options import KNOWN_SWITCHES

        return f"{line}{did_you_mean(m.group(1), KNOWN_SWITCHES)}"
    return line


def _rules_check() -> Callable[[Game], object] | None:
    return lambda game: Rules.from_switches(game.ruleset, game.switches)


def _parser_check() -> Callable[[Game], object] | None:
    try:
        from votecount.parser.options import ParseOptions
    except ImportError:
        return None
    return lambda game: ParseOptions.from_switches(game.parser)
