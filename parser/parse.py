"""``parse_post``: one post's HTML -> its commands, near misses and ignored text."""

from __future__ import annotations

from votecount.parser.extract import extract
from votecount.parser.grammar import two_names
from votecount.parser.model import Command, Kind, Post, ResolutionStatus, Step
from votecount.parser.names.players import Roster
from votecount.parser.names.typos import ambiguous_result
from votecount.parser.options import ParseOptions
from votecount.parser.resolve import raise_if_strict, resolve_found
from votecount.parser.result import Found, NearMiss, ParsedPost
from votecount.parser.shape import shaped_ignored, shaped_near_misses


def parse_post(post: Post, roster: Roster, options: ParseOptions) -> ParsedPost:
    """Commands of one post in written order (``index`` = position among found commands)."""
    ex = extract(post.html, options)
    near = list(ex.near)
    commands: list[Command] = []
    skip_host = options.host_posts == "skip" and roster.is_host(post.author)
    for index, found in enumerate(ex.found):
        if skip_host:
            near.append(NearMiss("HOST_POST", found.raw, "host posts are not parsed", found.kind))
            continue
        result = _two_names(found, resolve_found(found, index, post, roster), roster)
        (commands if isinstance(result, Command) else near).append(result)  # type: ignore[arg-type]
    near = shaped_near_misses(near, post, roster)
    raise_if_strict(post, near, options)
    ignored = shaped_ignored(ex.ignored)
    return ParsedPost(post.post_id, post.author, tuple(commands), tuple(near), tuple(ignored))


_WHOLE = frozenset({Step.USERNAME, Step.DISPLAY_NAME, Step.ALIAS, Step.NORMALISED})


def _two_names(found: Found, result: Command | NearMiss, roster: Roster) -> Command | NearMiss:
    """A vote read as one player whose text names two (``grammar.two_names``: "Bramble vs
    Ivo", "Bramble; Ivo", "Bramble? Ivo?"): AMBIGUOUS, as "Bramble or Ivo" is (the host
    asks), when each part is a different player's whole name and the whole is no
    player's name ("Buffy vs Dracula" stays one player)."""
    if not isinstance(result, Command) or found.kind is not Kind.VOTE or not found.target_text:
        return result
    parts = two_names(found.raw, found.target_text)
    if parts is None:
        return result
    first, second, whole = parts
    said = [roster.resolve(first), roster.resolve(second)]
    players = {r.player for r in said if r.status is ResolutionStatus.RESOLVED and r.step in _WHOLE}
    if len(players) != 2 or None in players or roster.resolve(whole).ok:
        return result
    detail = "two names: " + " and ".join(sorted(p or "" for p in players))
    res = ambiguous_result(whole, tuple(sorted(p or "" for p in players)), detail)
    return NearMiss("AMBIGUOUS_NAME", found.raw, detail, found.kind, found.markup, res)
