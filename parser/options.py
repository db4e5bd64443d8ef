"""Parser switches: which markup makes a command count, spoilers, edits, host posts."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from votecount.parser.errors import InvalidOptions
from votecount.parser.model import Markup, Word

DEFAULT_MARKERS = frozenset({Markup.BOLD, Markup.VOTE_TAG, Markup.SLASH, Markup.TEXT})
_CHOICES = {
    "spoilers": ("ignore", "count"),
    "edits": ("first", "latest"),
    "host_posts": ("parse", "skip"),
    "colour_match": ("exact", "near"),
}
_BOOLS = ("own_line", "strict", "no_elimination_words", "literal_bbcode")
KNOWN_SWITCHES = ("markers", "colour", *_CHOICES, *_BOOLS, "no_elimination_aliases")


@dataclass(frozen=True)
class ParseOptions:
    """How the parser reads a post. Build from the game file with ``from_switches``.

    Switches (``game.toml`` ``[parser]`` table):

    * ``markers`` — which markup makes text a command; any subset of ``bold``,
      ``vote_tag``, ``colour``, ``slash``, ``text`` (list or comma string). Default
      ``bold, vote_tag, slash, text``. Text in a marker that is off is reported as a
      near miss ("missing required markup"), never counted.
    * ``colour`` — the colour that counts when ``colour`` is a marker (CSS name, ``#rgb``,
      ``#rrggbb`` or ``rgb(r,g,b)``). Default ``red``.
    * ``colour_match`` — ``exact`` (default: only that colour, in any spelling) or
      ``near`` (a shade of it too: dark red, crimson, ``#cc0000``; ``colours.near``).
    * ``spoilers`` — ``ignore`` (default; commands in spoilers are reported as ignored)
      or ``count``.
    * ``edits`` — ``first`` (default; the first stored revision's commands count) or
      ``latest``.
    * ``host_posts`` — ``parse`` (default) or ``skip`` (posts by a host carry no commands;
      vote counts posted by the host are then never read as votes).
    * ``own_line`` — ``false`` (default) or ``true``: a command only counts when nothing
      else is written on its line (some moderators insist on this).
    * ``strict`` — ``false`` (default, collect problems) or ``true`` (raise them).
    * ``no_elimination_words`` — ``true`` (default): ``NL``, ``no lynch``, ``nolynch``,
      ``no elimination``, ``no exe``, ``sleep`` … name the no-elimination wagon
      (``names.NO_ELIMINATION_WORDS``); ``false``: only ``no_elimination_aliases`` do.
    * ``literal_bbcode`` — ``false`` (default): BBCode left as text in a post's HTML
      (``[b]…[/b]``, ``[vote]…[/vote]``, ``[color=red]…[/color]``) is what the readers saw:
      plain text, never bold, a vote tag or colour (a forum that has no such tag showed the
      brackets); ``true``: read it as the markup it names, for forums whose stored posts
      are unrendered BBCode or whose hosts read a tag a player left as text as the markup
      meant; a command whose opening tag was mistyped ("Vote: X[/b]", "[b[Vote: X[/b]")
      then reads as the markup its whole closing tag names.
    * ``no_elimination_aliases`` — more names for the no-elimination wagon (list of
      strings), like a player's ``aliases``.

    ``multi_vote_in_post`` is a tally switch: the parser returns every command in order.
    """

    markers: frozenset[Markup] = field(default=DEFAULT_MARKERS)
    colour: str = "red"
    spoilers: str = "ignore"
    edits: str = "first"
    host_posts: str = "parse"
    colour_match: str = "exact"
    own_line: bool = False
    strict: bool = False
    no_elimination_words: bool = True
    literal_bbcode: bool = False
    no_elimination_aliases: tuple[str, ...] = ()

    @property
    def no_elimination_names(self) -> tuple[str, ...]:
        """Every name the no-elimination wagon answers to in this game."""
        from votecount.parser.names.players import NO_ELIMINATION_WORDS

        built_in = NO_ELIMINATION_WORDS if self.no_elimination_words else ()
        return (*built_in, *self.no_elimination_aliases)

    words: tuple[Word, ...] = ()  # slash commands the game system adds (not a switch)

    @property
    def colour_hex(self) -> str | None:
        from votecount.parser.colours import to_hex

        return to_hex(self.colour)

    @classmethod
    def from_switches(cls, d: Mapping[str, object]) -> ParseOptions:
        """Validate every switch at once; raise ``InvalidOptions`` listing all problems."""
        problems: list[str] = [f"unknown switch {k!r}" for k in d if k not in KNOWN_SWITCHES]
        values: dict[str, object] = {}
        if "markers" in d:
            values["markers"] = _markers(d["markers"], problems)
        if "colour" in d:
            values["colour"] = _colour(d["colour"], problems)
        for key, allowed in _CHOICES.items():
            if key in d:
                values[key] = _choice(key, d[key], allowed, problems)
        for key in _BOOLS:
            if key in d:
                values[key] = _bool(key, d[key], problems)
        if "no_elimination_aliases" in d:
            values["no_elimination_aliases"] = _strings(
                "no_elimination_aliases", d["no_elimination_aliases"], problems
            )
        if problems:
            raise InvalidOptions(problems)
        return cls(**values)  # type: ignore[arg-type]


def _markers(value: object, problems: list[str]) -> frozenset[Markup]:
    items: Iterable[object]
    if isinstance(value, str):
        items = [v.strip() for v in value.split(",") if v.strip()]
    elif isinstance(value, list | tuple | set | frozenset):
        items = value
    else:
        problems.append(f"markers must be a list, got {value!r}")
        return DEFAULT_MARKERS
    good = {m.value for m in Markup}
    out = set()
    for item in items:
        if isinstance(item, str) and item.strip().lower() in good:
            out.add(Markup(item.strip().lower()))
        else:
            problems.append(f"markers: unknown marker {item!r} (one of {', '.join(sorted(good))})")
    return frozenset(out)


def _colour(value: object, problems: list[str]) -> str:
    from votecount.parser.colours import to_hex

    if isinstance(value, str) and to_hex(value) is not None:
        return value
    problems.append(f"colour: not a colour {value!r}")
    return "red"


def _choice(key: str, value: object, allowed: tuple[str, ...], problems: list[str]) -> str:
    if isinstance(value, str) and value.strip().lower() in allowed:
        return value.strip().lower()
    problems.append(f"{key}: {value!r} is not one of {', '.join(allowed)}")
    return allowed[0]


def _bool(key: str, value: object, problems: list[str]) -> bool:
    if isinstance(value, bool):
        return value
    problems.append(f"{key}: {value!r} is not true or false")
    return False


def _strings(key: str, value: object, problems: list[str]) -> tuple[str, ...]:
    if isinstance(value, list) and all(isinstance(v, str) and v.strip() for v in value):
        return tuple(v.strip() for v in value)
    problems.append(f"{key}: {value!r} is not a list of names")
    return ()
