"""Everything a count derives from the game file once: rules, setup, the roster and the
parse options (the last two built on first use, so a count served from the parse cache
never loads the parser)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import msgspec

from votecount import tally
from votecount.parser.model import Post
from votecount.parser.model import Word as ParserWord
from votecount.store.lazyposts import is_unloaded
from votecount.tally import events as ev
from votecount.tally.declare import HostRow
from votecount.tally.registry import ruleset_class

if TYPE_CHECKING:
    from votecount.gamefile.game import Game
    from votecount.parser import ParsedPost, ParseOptions, Roster


HISTORY_ENGINES = frozenset({"discourse"})
"""The engines whose forum keeps every post's earlier versions for a fresh sync."""


class Context(msgspec.Struct):
    """``roster`` and ``options`` are built on first use: a count served from the parse
    cache never loads the parser (the game file was checked when it was loaded)."""

    game: Game
    rules: tally.Rules
    setup: tally.Setup
    ids: dict[str, str]  # casefolded name -> game-file username
    hosts: frozenset[str]
    system: type[tally.Ruleset]  # the game system: its commands, host events, words
    # (thread, post id, content hash) -> the post's events; any MutableMapping will do,
    # so the caller may pass a persistent one (e.g. votecount.count.incremental.cache.ParseCache)
    mapped: MutableMapping[tuple[str, str, str], tuple[ev.Event, ...]] = msgspec.field(
        default_factory=dict
    )
    # loads a post read without its HTML (``Store.posts(html=False)``) on a cache miss
    full: Callable[[Post], Post] | None = None
    # the store's absences (``at_now.Absences``), read on first use: a vote post found
    # gone after its phase closed counts at the close (``gone_late``)
    gone: Callable[[], Mapping[Any, Any]] | None = None
    # the stored posts the thread no longer lists (gone or deleted), read on first use: a
    # moderator's merge wrote one's text into another post (``mod_edits.merged_away``)
    taken_out: Callable[[], Sequence[Post]] | None = None
    # (thread, number) -> the casefolded author of every post stored (gone ones too), read
    # on first use: whose posts lie before a merge's kept post (``mod_edits.merged_unseen``)
    authors: Callable[[], Mapping[tuple[str, int], str]] | None = None
    # the posts stamped earlier than the post before them in the thread -> their own time
    # (``pipeline.thread_order`` returns them with the posts it orders; ``moved.moved_in``)
    redated: dict[tuple[str, str], datetime] = msgspec.field(default_factory=dict)
    _roster: Roster | None = None
    _options: ParseOptions | None = None
    _turnover: Turnover | None = None

    @property
    def turnover(self) -> Turnover:
        """When the game file's host events take players out and bring them in, built
        once per count, on the first vote whose name fits several players."""
        if self._turnover is None:
            self._turnover = turnover(self.game, self.system)
        return self._turnover

    @property
    def roster(self) -> Roster:
        if self._roster is None:
            self._roster = _roster(self.game, self.options)
        return self._roster

    @property
    def options(self) -> ParseOptions:
        if self._options is None:
            self._options = _options(self.game, self.rules, self.system)
        return self._options

    @property
    def keeps_history(self) -> bool:
        """Does the game's forum keep every post's versions (its engine, or without one
        named in the game file, every thread's address a Discourse topic's)?"""
        if self.game.engine:
            return self.game.engine in HISTORY_ENGINES
        from votecount.scraper.keys import looks_like_discourse  # stdlib only

        threads = self.game.threads
        return bool(threads) and all(looks_like_discourse(url) for url in threads)


def _options(game: Game, rules: tally.Rules, system: type[tally.Ruleset]) -> ParseOptions:
    """The game's parse switches over its system's defaults, plus the system's words."""
    from votecount.parser import ParseOptions

    options = ParseOptions.from_switches({**rules.make_ruleset().parser_defaults(), **game.parser})
    if system.words:
        words = tuple(ParserWord(w.word, w.kind, w.args, w.phrases, w.choice) for w in system.words)
        options = replace(options, words=options.words + words)
    return replace(options, words=options.words + phase_words(game))


def phase_words(game: Game) -> tuple[ParserWord, ...]:
    """The vote words the game file's phases add ("EXECUTE: X"): read in every post as a
    vote carrying its word; the tally counts it only in the phases that declare it."""
    said = dict.fromkeys(w for p in game.phases for w in p.words)
    return tuple(ParserWord(w, "vote", "target", (w,), w) for w in said)


def _roster(game: Game, options: ParseOptions) -> Roster:
    from votecount.parser import Player, Roster

    players = [Player(p.username, p.name, tuple(p.aliases)) for p in game.players]
    pins = {
        (pin.post if pin.index is None else (pin.post, pin.index)): pin.target for pin in game.pins
    }
    return Roster(
        players,
        hosts=game.hosts,
        pins=pins,
        no_elimination_words=options.no_elimination_names,
    )


_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class Turnover(msgspec.Struct, frozen=True):
    """Player -> the first post at which a host event of the game file takes them out of
    the game (``out``: a death, a modkill, a substitution's outgoing player), and player ->
    the post at which a substitution brings them in (``came``: before it they do not play
    yet), and a replaced player -> (that post, the replacement) (``replaced``), as the
    game's system builds the rows' events."""

    out: dict[str, int]
    came: dict[str, int]
    replaced: dict[str, tuple[int, str]] = msgspec.field(default_factory=dict)

    def playing(self, player: str, number: int) -> bool:
        """``player`` plays at post ``number``: not out before it, not brought in after it
        (a name several players fit means the one still playing:
        ``votecount.count.reading.still_playing``)."""
        return self.out.get(player, number) >= number and self.came.get(player, 0) <= number

    def in_slot(self, player: str, number: int) -> str:
        """Who plays ``player``'s slot at post ``number``: a player replaced before it
        stands for the replacement (and so on, for a slot replaced twice)."""
        last = -1
        while (step := self.replaced.get(player)) and last < step[0] < number:
            last, player = step
        return player


def turnover(game: Game, system: type[tally.Ruleset]) -> Turnover:
    """Who leaves and who comes in at which post, by the game file's host events: the
    events are built once for both."""
    out: dict[str, int] = {}
    came: dict[str, int] = {}
    replaced: dict[str, tuple[int, str]] = {}
    for at, e in _built_events(game, system):
        if isinstance(e, ev.Death | ev.Modkill) and e.player:
            out[e.player] = min(out.get(e.player, at), at)
        elif isinstance(e, ev.Substitution):
            if e.out:
                out[e.out] = min(out.get(e.out, at), at)
                if e.replacement:
                    replaced.setdefault(e.out, (at, e.replacement))
            if e.replacement:
                came[e.replacement] = min(came.get(e.replacement, at), at)
    return Turnover(out, came, replaced)


def _built_events(game: Game, system: type[tally.Ruleset]) -> Iterator[tuple[int, ev.Event]]:
    """(post, event) for each event the game's system builds from the game file's host
    events placed at a post."""
    ids = {p.username.casefold(): p.username for p in game.players}
    for he in game.events:
        spec = system.host_events.get(he.kind)
        if he.at_post is None or spec is None or spec.build is None:
            continue
        row = HostRow(
            kind=he.kind,
            ref=ev.PostRef("", he.at_post, _EPOCH),
            player=ids.get((he.player or "").casefold(), he.player or ""),
            other=ids.get((he.other or "").casefold(), he.other or ""),
            value=he.value,
            day=he.day,
            note=he.note or "",
        )
        try:
            built = spec.build(row)
        except (TypeError, ValueError):  # a row its system reports when counting
            continue
        for e in built:
            yield he.at_post, e


def parse_post(post: Post, roster: Roster, options: ParseOptions) -> ParsedPost:
    """``votecount.parser.parse_post``, loaded on the first cache miss."""
    from votecount.parser import parse_post as parse

    if is_unloaded(post):  # never parse (and cache) the empty stand-in
        raise RuntimeError(f"{post!r} was read without its HTML; load it first")
    return parse(post, roster, options)


def context(game: Game) -> Context:
    """Rules, setup, roster and parse options of ``game`` (raises ValueError if bad)."""
    # a player's other accounts post as him (a hydra's second head); a login beats them
    ids = {a.casefold(): p.username for p in game.players for a in p.accounts}
    ids.update({p.username.casefold(): p.username for p in game.players})
    ids.update({h.casefold(): h for h in game.hosts})
    setup = tally.Setup(
        tuple(tally.SetupPlayer(p.username, p.seat, p.traveller, p.backup) for p in game.players),
        tuple(game.hosts),
    )
    rules = tally.Rules.from_switches(game.ruleset, game.switches)
    system = ruleset_class(rules.ruleset)
    return Context(
        game=game,
        rules=rules,
        setup=setup,
        ids=ids,
        hosts=frozenset(h.casefold() for h in game.hosts),
        system=system,
    )


def post_ref(post: Post, index: int = 0) -> ev.PostRef:
    return ev.PostRef(post.post_id, post.number, post.created_at, post.url, int(index), post.thread)
