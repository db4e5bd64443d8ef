"""The game state the fold works on, and ``GameState.apply`` / ``GameState.check``.

``check(event)`` is the legality check: it returns the Violation that rejects the event,
or None. ``apply(event)`` applies an event that passed the check and returns the notices
(warnings, info) it raised. State is keyed by *slot*: the slot id is the username of the
slot's first occupant, so a substitute inherits the current vote, the votes on the slot,
post counts and history. Votes and wagons are rebuilt into frozen ``DayCount`` values by
``tally.count``; GameState itself is mutable so an Engine can count incrementally.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from votecount.tally import host, voting
from votecount.tally.codes import Code, Severity, Violation, severity_of
from votecount.tally.events import (
    Death,
    Event,
    GameEnd,
    Modifier,
    Modkill,
    PhaseEnd,
    PhaseKind,
    PhaseStart,
    PostRef,
    PublicPost,
    Rejected,
    Resurrection,
    Substitution,
    Unvote,
    Vote,
    VoteReset,
)

# the parts (imported here for the callers that name them through this module)
from votecount.tally.parts import (  # noqa: F401
    DayState,
    ModifierEntry,
    Phase,
    Setup,
    SetupPlayer,
    Slot,
    Standing,
)
from votecount.tally.rules import Rules
from votecount.tally.sealed import SealedDays


class GameState:
    """Everything the fold knows after the events applied so far."""

    def __init__(self, setup: Setup, rules: Rules) -> None:
        self.rules = rules
        self.hooks = rules.make_ruleset()
        self.hosts = frozenset(setup.hosts)
        self.hosts_in_order = tuple(setup.hosts)  # the shared host account first
        self.slots: dict[str, Slot] = {}
        self.slot_of: dict[str, str] = {}
        self.backups = {p.id for p in setup.players if p.backup}
        for p in setup.players:
            if not p.backup:
                self.slots[p.id] = Slot(p.id, p.id, p.seat, p.traveller)
                self.slot_of[p.id] = p.id
        self.phase: Phase | None = None
        self.phases: list[Phase] = []
        self.days: dict[int, DayState] = SealedDays()  # older days may be held encoded
        self.modifiers: list[ModifierEntry] = []
        self.pregame: list[Violation] = []
        # the game's log of violations as runs of ``record``: (the day they went to, or
        # None for pregame, how many); ``violations`` reads it from the days' own lists
        self.logged: list[tuple[int | None, int]] = []
        self.posts: dict[str, Counter[str]] = {}  # slot -> phase label -> posts
        self.last_post: dict[str, PostRef] = {}
        self.last_ref: PostRef | None = None
        self.ended: PostRef | None = None  # the host's game_end post
        self.ext: object = self.hooks.new_state(self)  # the ruleset's own state

    # --- lookups ----------------------------------------------------------------------
    @property
    def label(self) -> str:
        if self.phase is not None:
            return self.phase.label
        return f"{self.phases[-1].label}+" if self.phases else ""

    @property
    def day(self) -> DayState | None:
        """The day being played, while it is open."""
        if self.phase is not None and self.phase.kind is PhaseKind.DAY:
            return self.days.get(self.phase.number)
        return None

    @property
    def last_day(self) -> DayState | None:
        return self.days[max(self.days)] if self.days else None

    def sealed_maps(self) -> tuple[dict[int, object], ...]:
        """The per-day maps a checkpoint seals day by day: ``days`` and the game
        system's own (``Ruleset.sealed_maps``)."""
        return (self.days, *self.hooks.sealed_maps(self))

    @property
    def violations(self) -> list[Violation]:
        """Every violation recorded, in the order recorded (a new list: read it, the fold
        writes through ``record``). Each is held once, in its day's or the pregame log."""
        out: list[Violation] = []
        taken: dict[int | None, int] = {}
        for number, n in self.logged:
            log = self.pregame if number is None else self.days[number].violations
            at = taken.get(number, 0)
            out.extend(log[at : at + n])
            taken[number] = at + n
        return out

    def slot(self, player: str) -> Slot | None:
        sid = self.slot_of.get(player)
        return self.slots[sid] if sid is not None else None

    def current(self, player: str) -> Slot | None:
        """The slot ``player`` occupies now (None for replaced players and non-players)."""
        s = self.slot(player)
        return s if s is not None and s.player == player else None

    def name(self, slot_or_target: str) -> str:
        s = self.slots.get(slot_or_target)
        return s.player if s is not None else slot_or_target

    def living(self) -> list[Slot]:
        return [s for s in self.slots.values() if s.alive]

    def living_ids(self) -> tuple[str, ...]:
        return tuple(s.id for s in self.slots.values() if s.alive)

    def next_day_number(self) -> int:
        """The day now open, else the day that comes next (Night k is followed by Day
        k+1 when Day k was played, else by Day k as in BotF; Night 0 by Day 1)."""
        phase = self.phase or (self.phases[-1] if self.phases else None)
        if phase is None:
            return 1
        if phase.kind is PhaseKind.DAY:
            return phase.number + (0 if self.phase is not None else 1)
        return phase.number + 1 if phase.number in self.days or phase.number == 0 else phase.number

    # --- recording --------------------------------------------------------------------
    def violation(
        self,
        code: Code | str,
        ref: PostRef | None,
        player: str | None,
        reason: str,
        raw: str = "",
        severity: Severity | None = None,
    ) -> Violation:
        sev = severity if severity is not None else severity_of(str(code))
        return Violation(str(code), sev, ref, player, reason, raw, self.label)

    def record(self, violations: list[Violation]) -> None:
        """Keep violations in the open (or last) day's log, or the pregame one, and
        their place in the game's log (``violations``)."""
        if not violations:
            return
        phase = self.phase
        if phase is not None and phase.kind is PhaseKind.DAY and phase.number in self.days:
            number: int | None = phase.number  # the open day (``day``)
        else:
            number = max(self.days) if self.days else None  # ``last_day``
        log = self.pregame if number is None else self.days[number].violations
        log.extend(violations)
        logged = self.logged
        if logged and logged[-1][0] == number:
            logged[-1] = (number, logged[-1][1] + len(violations))
        else:
            logged.append((number, len(violations)))

    # --- the fold ---------------------------------------------------------------------
    def check(self, event: Event) -> Violation | None:
        """Why ``event`` may not be applied, or None if it may."""
        if isinstance(event, Modifier) and event.effect.kind not in self.hooks.effect_kinds:
            return self._undeclared_effect(event)
        own = self.hooks.check_event(self, event)
        if own is not NotImplemented:
            return own
        if isinstance(event, Vote):
            return voting.check_vote(self, event)
        if isinstance(event, Unvote):
            return voting.check_unvote(self, event)
        if isinstance(event, Rejected):
            sev = Severity(event.severity)
            found = self.violation(event.code, event.ref, event.actor, event.reason, event.raw, sev)
            return replace(found, candidates=event.candidates) if event.candidates else found
        if isinstance(event, Death | Modkill | Resurrection | Substitution | Modifier):
            return host.check_host_event(self, event)
        if isinstance(event, PhaseStart | PhaseEnd | PublicPost | GameEnd):
            return None
        if isinstance(event, VoteReset):
            return voting.check_reset(self, event)
        name = type(event).__name__
        if name in self.hooks.events:
            return None
        actor = next((str(v) for v in _fields(event) if isinstance(v, str)), None)
        return self.violation(
            Code.NOT_IN_RULESET, event.ref, actor, f"{name} is not used by {self.rules.ruleset}"
        )

    def _undeclared_effect(self, event: Modifier) -> Violation:
        """A modifier whose kind the game's system does not declare (``effect_kinds``)."""
        kinds = ", ".join(map(str, self.hooks.effect_kinds)) or "none"
        why = f"{event.effect.kind} is not a modifier of {self.rules.ruleset} (its modifiers: {kinds})"
        return self.violation(Code.HOST_EVENT_INVALID, event.ref, event.player, why, "modifier")

    def apply(self, event: Event) -> list[Violation]:
        """Apply an event that passed ``check``; returns the notices it raised."""
        self.last_ref = event.ref
        own = self.hooks.apply_event(self, event)
        if own is not NotImplemented:
            return own
        if isinstance(event, PublicPost):
            self.count_post(event)
            return []
        if isinstance(event, Vote):
            return voting.apply_vote(self, event)
        if isinstance(event, Unvote):
            return voting.apply_unvote(self, event)
        if isinstance(event, PhaseStart):
            return host.start_phase(self, event)
        if isinstance(event, PhaseEnd):
            return host.end_phase(self, event)
        if isinstance(event, VoteReset):
            return voting.reset_votes(self, event.ref, event.note)
        if isinstance(event, GameEnd):
            self.ended = self.ended or event.ref
            return []
        return host.apply_host_event(self, event)

    def count_post(self, event: PublicPost) -> None:
        s = self.current(event.author)
        if s is None:
            return
        self.posts.setdefault(s.id, Counter())[self.label or "pregame"] += 1
        self.last_post[s.id] = event.ref


def _fields(event: Event) -> list[object]:
    return [getattr(event, n) for n in type(event).__dataclass_fields__ if n != "ref"]
