"""``parse_post``: one post's HTML -> its commands, near misses and ignored text."""

from __future__ import annotations

import re
from dataclasses import replace

from votecount.parser.extract import extract
from votecount.parser.extract.rows import own_label
from votecount.parser.grammar import two_names
from votecount.parser.model import Command, Kind, Post, Resolution, ResolutionStatus, Step
from votecount.parser.names.players import Roster
from votecount.parser.names.typos import ambiguous_result, resolved_result
from votecount.parser.options import ParseOptions
from votecount.parser.prose.address import NAMES_SPLIT
from votecount.parser.resolve import raise_if_strict, resolve_found
from votecount.parser.result import Found, NearMiss, ParsedPost
from votecount.parser.rulebook import rule
from votecount.parser.shape import shaped_ignored, shaped_near_misses


def parse_post(post: Post, roster: Roster, options: ParseOptions) -> ParsedPost:
    """Commands of one post in written order (``index`` = position among found commands)."""
    display = _own_display(post, roster)
    ex = extract(post.html, options, author=post.author, author_name=display)
    near = list(ex.near)
    commands: list[Command] = []
    skip_host = options.host_posts == "skip" and roster.is_host(post.author)
    listed = listed_votes(ex.labels, post.author, roster, display) if len(ex.labels) > 1 else set()
    founds = named_unvote(ex.found, roster) if len(ex.found) > 1 else ex.found
    for index, found in enumerate(founds):
        if (found.line, found.start) in listed:
            detail = "a line of a list of who votes whom (another player's name before it)"
            near.append(NearMiss("PROSE_VOTE", found.raw, detail, found.kind, found.markup))
            continue
        if skip_host:
            near.append(NearMiss("HOST_POST", found.raw, "host posts are not parsed", found.kind))
            continue
        result = resolve_found(found, index, post, roster)
        who = ex.addressed.get((found.line, found.start))
        if who is not None and told_another(who, post.author, roster, _target_of(result)):
            detail = "said to another player ('Lark, vote X', 'Go vote X')"
            near.append(NearMiss("PROSE_VOTE", found.raw, detail, found.kind, found.markup))
            continue
        result = _two_names(found, ping_after_name(found, result, roster), roster)
        (commands if isinstance(result, Command) else near).append(result)  # type: ignore[arg-type]
    near = shaped_near_misses(near, post, roster)
    raise_if_strict(post, near, options)
    ignored = shaped_ignored(ex.ignored)
    return ParsedPost(post.post_id, post.author, tuple(commands), tuple(near), tuple(ignored))


_WHOLE = frozenset({Step.USERNAME, Step.DISPLAY_NAME, Step.ALIAS, Step.NORMALISED})
# beside a whole name, the other part may name a player by its start, a part or a typo
_BESIDE_A_WHOLE = _WHOLE | {Step.PREFIX, Step.SUBSTRING, Step.EDIT_DISTANCE}


def _two_names(found: Found, result: Command | NearMiss, roster: Roster) -> Command | NearMiss:
    """A vote read as one player whose text names two (``grammar.two_names``: "Bramble vs
    Ivo", "Bramble; Ivo", "Bramble? Ivo?"): AMBIGUOUS, as "Bramble or Ivo" is (the host
    asks), when the parts are different players, one by a whole name and the other by a
    whole name, its start, a part or a typo ("Wren; Juno" beside Wrenfield and Juno),
    and the whole is no player's name ("Buffy vs Dracula" stays one player)."""
    if not isinstance(result, Command) or found.kind is not Kind.VOTE or not found.target_text:
        return result
    parts = two_names(found.raw, found.target_text)
    if parts is None:
        return result
    first, second, whole = parts
    said = [roster.resolve(first), roster.resolve(second)]
    named = [r for r in said if r.status is ResolutionStatus.RESOLVED and r.step in _BESIDE_A_WHOLE]
    players = {r.player for r in named}
    if (
        len(players) != 2
        or None in players
        or not any(r.step in _WHOLE for r in named)
        or roster.resolve(whole).ok
    ):
        return result
    detail = "two names: " + " and ".join(sorted(p or "" for p in players))
    res = ambiguous_result(whole, tuple(sorted(p or "" for p in players)), detail)
    return NearMiss("AMBIGUOUS_NAME", found.raw, detail, found.kind, found.markup, res)


def _own_display(post: Post, roster: Roster) -> str:
    """The writer's display name, to read a row or line under it as theirs; "" when it is
    another player's name ("Tansy" shown for Juno's account: a row "Tansy" is Tansy's)."""
    if not post.author_name:
        return ""
    res = roster.resolve(post.author_name)
    if res.ok and res.step in _WHOLE and res.player is not None and res.player != post.author:
        return ""
    return post.author_name


@rule("listed_votes")
def listed_votes(
    labels: dict[tuple[int, int], str], author: str, roster: Roster, author_name: str = ""
) -> set[tuple[int, int]]:
    """The commands of a list of who votes whom ("Lark - **VOTE: Ivo**" / "Tansy -
    **VOTE: Ivo**" / "Ivo - **VOTE: Lark**"): two or more lines whose commands follow the
    whole names of two or more players other than the writer are the writer's list, none
    the writer's vote (by ``(line, start)``). One such line ("Lark: **VOTE: Ivo**") may
    speak to Lark: it stays, unless a line of the writer's own stands beside it ("Me -
    **VOTE: Ivo**" / "Lark - **VOTE: Tansy**"; ``extract.rows.own_label``). The writer's
    own lines ("Me", or the writer's login or display name, "@Juno" as "Juno") are the
    writer's votes, never dropped."""
    named: dict[tuple[int, int], str] = {}
    own: set[tuple[int, int]] = set()
    for at, label in labels.items():
        res = roster.resolve(label)
        if res.ok and res.step in _WHOLE and res.player is not None and res.player != author:
            named[at] = res.player
        elif own_label(label, author, author_name) or (
            res.ok and res.step in _WHOLE and res.player == author
        ):
            own.add(at)
    others = set(named.values())
    lines = {line for line, _ in [*named, *own]}
    listed = len(others) >= 2 or (len(others) == 1 and bool(own))
    return set(named) if listed and len(lines) >= 2 else set()


@rule("ping_after_name")
def ping_after_name(found: Found, result: Command | NearMiss, roster: Roster) -> Command | NearMiss:
    """A vote read by the @mention in its text ("Vote: Ivo cc @Lark", "VOTE: Ivo @Lark
    thoughts?") whose words before the "@" name a player: the mention pings, the name
    before it is the vote (a player's whole name, or one with more words after it,
    "Ivo cc"); words before it that name a player only loosely or several players make it
    AMBIGUOUS (the host asks); words that name nobody ("my pick @Lark") leave the mention."""
    if not isinstance(result, Command) or found.kind is not Kind.VOTE:
        return result
    target = result.target
    if target is None or target.step is not Step.MENTION or not found.target_text:
        return result
    before = found.target_text[: found.target_text.find("@")].strip(" \t,;:-–—")
    said = roster.resolve(before) if before else None
    if said is None or said.status is ResolutionStatus.UNKNOWN:
        said = roster.leading_name(before) if before else None
    if said is None or said.status is ResolutionStatus.UNKNOWN or said.player == target.player:
        return result
    if said.ok and said.step in _WHOLE and said.player is not None:
        detail = f"{said.detail}; the @mention after the name is a ping"
        res: Resolution = resolved_result(found.target_text, said.player, said.step, detail)
        return replace(result, target=res)
    named = tuple(sorted({*said.candidates, target.player or ""} - {""}))
    detail = "a name and an @mention of another player"
    amb = ambiguous_result(found.target_text, named, detail)
    return NearMiss("AMBIGUOUS_NAME", found.raw, detail, found.kind, found.markup, amb)


# the ways a word addressed names a player: as written, or by its start ("Kes,"; not
# by initials: "So, vote X" is no address to Sable_Fox)
_ADDRESSED = _WHOLE | {Step.MENTION, Step.PREFIX, Step.PLAYING}


def _target_of(result: Command | NearMiss) -> str | None:
    return result.target_player if isinstance(result, Command) else None


def told_another(who: str, author: str, roster: Roster, target: str | None = None) -> bool:
    """The words before a command address someone other than the writer
    (``prose.addressed``): "" ("Go vote X": everyone), or each name of the list called
    out ("Lark", "Ember, Lark", "Ember and Lark") another's: an @mention of anyone but the
    writer or a host who does not play, or a player's name, whole or by its start of 3
    letters or more ("Kestrel, vote X"). The vote's own target addressed is the writer's
    vote said to it ("Ivo, **vote Ivo**": nobody tells Ivo to vote himself)."""
    if not who:
        return True
    return all(_told(name, author, roster, target) for name in NAMES_SPLIT.split(who.strip()))


def _told(who: str, author: str, roster: Roster, target: str | None) -> bool:
    name = who[1:] if who.startswith("@") else who
    res = roster.resolve(name)
    if res.ok and res.player in (author, target):
        return False
    if who.startswith("@") and not res.ok and roster.is_host(name):
        return False  # "@Warden, vote X": the host pinged, who casts no vote
    if res.step is Step.PREFIX and len(name) < 3:
        return False
    return who.startswith("@") or (res.ok and res.step in _ADDRESSED)


_VOTE_WORD_ONLY = re.compile(r"\W*(?:re-?)?vote\W*", re.I)  # "VOTE:", "vote", "Vote -"
# the keyword a player's name may be, right after a vote word with no name ("VOTE:
# Unvote", "VOTE: Revote")
_NAME_KEYWORD = re.compile(r"\W*(un-?vote|re-?vote)\b", re.I)


@rule("named_unvote")
def named_unvote(found: list[Found], roster: Roster) -> list[Found]:
    """A vote word with no name, the unvote word (or "Revote") right after it, and a
    player named by that word ("VOTE: Unvote", "vote Unvote's wagon", a vote tag round
    "Unvote", "VOTE: Revote"): one vote for that player, the player list deciding; with
    no such player, or "UNVOTE" alone, the commands stay as read, as does a revote naming
    a player of its own ("VOTE: REVOTE: Ivo", "VOTE: revote Ivo": a vote for Ivo)."""
    out: list[Found] = []
    for f in found:
        prev = out[-1] if out else None
        word = _NAME_KEYWORD.match(f.raw) if f.kind in (Kind.UNVOTE, Kind.VOTE) else None
        if (
            prev is not None
            and word is not None
            and prev.target_text is None
            and prev.line == f.line
            and prev.end == f.start
            and _VOTE_WORD_ONLY.fullmatch(prev.raw)
            and _named_whole(word.group(1), roster)
            and not (f.kind is Kind.VOTE and f.target_text and roster.resolve(f.target_text).ok)
        ):
            run = (prev.run[0], max(prev.run[1], f.run[1]))
            out[-1] = prev._replace(kind=Kind.VOTE, raw=f"{prev.raw} {f.raw}",
                                    target_text=f.raw.strip(), end=f.end, run=run)  # fmt: skip
            continue
        out.append(f)
    return out


def _named_whole(word: str, roster: Roster) -> bool:
    res = roster.resolve(word)
    return res.ok and res.step in _WHOLE
