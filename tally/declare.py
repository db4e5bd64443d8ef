"""What a game system declares, beside its hooks: the commands it reads, the host events
it accepts, the words it adds to the grammar, its violation codes and its views.

A game system is a ``Ruleset`` subclass (``tally.rules``) whose class body names all of
this in one place; the core (fold, pipeline, game-file loader, CLI, views) reads these
declarations and knows no system by name. Everything here is plain data and small pure
functions: no parser types, no I/O.

* ``Ballot`` is a parsed command as the tally sees it: its kind ("vote", "nominate",
  "approve" ...), who wrote it, where, the player it names (if any), a team of players
  (``team``) and the other arguments (``args``).
* ``CommandSpec`` turns a ``Ballot`` of one kind into an event (None: the command lacks
  what it needs, e.g. a vote without a target).
* ``Word`` is a slash command a system adds to the grammar (``/approve A, B``) and the
  shape of its arguments.
* ``HostRow`` is one ``[[events]]`` row of the game file with names already resolved to
  player ids; ``HostEventSpec`` turns rows of one kind into events.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import msgspec

from votecount.tally.events import STORYTELLER, Event, PostRef

ARG_SHAPES = ("target", "team", "choice", "none")


class Ballot(msgspec.Struct, frozen=True):
    """One parsed command, in the tally's terms (player ids, no text or markup)."""

    kind: str
    ref: PostRef
    actor: str
    target: str | None = None  # the resolved player id (or a special id), if any
    team: tuple[str, ...] = ()  # several resolved players ("an option with a team")
    args: tuple[tuple[str, object], ...] = ()  # e.g. (("choice", "yes"), ("seat", 4))
    pinged: bool | None = None  # the post @mentions a host (None: not known)
    hosts: frozenset[str] = frozenset()  # the hosts' ids, casefolded

    def get(self, key: str, default: object = None) -> object:
        return dict(self.args).get(key, default)

    def target_unless_host(self) -> str | None:
        """``target``, or None when it is a host's (or the Storyteller's) id: the name of
        "/unvote @Host" or "/yes @Storyteller" is a ping, not a name."""
        host = self.target == STORYTELLER or (self.target or "").casefold() in self.hosts
        return None if host else self.target


class CommandSpec(msgspec.Struct, frozen=True):
    """A command a system reads: its kind, what it means, and the event it becomes."""

    kind: str
    doc: str
    build: Callable[[Ballot], Event | None]


class Word(msgspec.Struct, frozen=True):
    """A slash command a system adds to the grammar: ``/word ...`` gives a command of
    ``kind`` whose arguments have ``args`` shape: ``target`` (one name), ``team`` (names
    separated by commas or "and"), ``choice`` (an option name, kept as written) or
    ``none``. ``phrases``: the command written out ("crash the party"), read in bold or as
    a vote's target (``VOTE: Crash the Party``); ``choice``: the fixed choice it carries."""

    word: str
    kind: str
    args: str = "target"
    doc: str = ""
    phrases: tuple[str, ...] = ()
    choice: str = ""

    def __post_init__(self) -> None:
        if self.args not in ARG_SHAPES:
            raise ValueError(f"word /{self.word}: args must be one of {', '.join(ARG_SHAPES)}")


class HostRow(msgspec.Struct, frozen=True):
    """One ``[[events]]`` row of the game file, names resolved to player ids."""

    kind: str
    ref: PostRef
    player: str
    other: str
    value: object = None
    day: int | None = None
    note: str = ""
    participants: tuple[str, ...] = ()  # ``value`` as a list of names, resolved
    place: str = ""  # where the row is in the game file: "events[3]" (for messages)
    # kinds declared with ``markup``: ``value`` read by the parser as lines of
    # (text, colour "red"/"blue"/"", ignored reason or "") pieces
    marks: tuple[tuple[tuple[str, str, str], ...], ...] = ()


class HostEventSpec(msgspec.Struct, frozen=True):
    """A host event kind of the game file: the row keys it reads, what it means and the
    events it becomes."""

    kind: str
    fields: tuple[str, ...]
    doc: str
    build: Callable[[HostRow], list[Event]] | None = None  # None: handled by the core
    markup: bool = False  # ``value`` is a message body (BBCode/HTML): the row gets ``marks``


class Views(msgspec.Struct, frozen=True):
    """How a system's own parts of a count are shown. ``day`` names a function
    ``(DayCount, VoteCount, Names, vote) -> value`` as ``module:function`` (it runs in the
    application layer, so the tally never imports it); templates find its value as
    ``day.system`` and the system's name as ``day.system_name``. ``explained``: problems
    carry their code's title (``titles``) and reasons with display names.

    Like ``day``, these name functions in the system's own view modules: ``audit``
    ``(Audit, Game | None, Names) -> sections`` its part of the audit (``AuditView.whispers``:
    BotF's whisper ledger), ``timeline`` ``(VoteCount, Names) -> ((key, TimelineEntry), ...)``
    its rows of the report's timeline beyond votes and nominations (exiles, ballots), and
    ``tables`` a ``report --datasette`` table's rows ``(Audit, Names) -> rows`` by table."""

    day: str = ""
    audit: str = ""
    timeline: str = ""
    tables: Mapping[str, str] = msgspec.field(default_factory=dict)  # table -> "module:function"
    explained: bool = False
    titles: Mapping[str, str] = msgspec.field(default_factory=dict)  # code -> what it means
    # what a day is called in the headings of a count ("Event 3 – Fateful Duel vote
    # count"): ``phase`` the word, ``phase_names`` the name of day N when it has one;
    # the core's reasons use ``phase`` too ("Event 3 was hammered at #40")
    phase: str = "Day"
    phase_names: Mapping[int, str] = msgspec.field(default_factory=dict)

    def modules(self) -> tuple[str, ...]:
        """The application modules its functions live in (its own view modules)."""
        specs = (self.day, self.audit, self.timeline, *self.tables.values())
        return tuple(dict.fromkeys(s.partition(":")[0] for s in specs if s))

    def heading(self, number: int) -> str:
        """ "Day 2", or "Event 3 – Fateful Duel" for a system that names its phases."""
        name = self.phase_names.get(number)
        return f"{self.phase} {number}" + (f" – {name}" if name else "")


class Payload(msgspec.Struct, frozen=True):
    """A field a system adds to the JSON result, and what it holds (docs). ``where``: the
    JSON object it is in ("count", "day", "vote" or "audit"). ``after``: the core key it
    follows (empty: at the end). ``shared``: every result carries it, ``blank`` when the
    system is not in play (schema ``votecount/1`` has BotF's fields in every count)."""

    name: str
    where: str
    doc: str
    after: str = ""
    shared: bool = False
    blank: object = None


def payloads(
    where: str,
    docs: Mapping[str, str],
    *,
    after: str = "",
    blanks: Mapping[str, object] | None = None,
) -> tuple[Payload, ...]:
    """The ``Payload`` declarations of several fields of one JSON object: ``docs`` maps
    each field to what it holds, in JSON order; with ``blanks`` (field -> its value when
    the system is not in play) every result carries them (``Payload.shared``)."""
    return tuple(
        Payload(name, where, doc, after, blanks is not None, (blanks or {}).get(name))
        for name, doc in docs.items()
    )
