"""Host events the host's own posts announce (deaths, executions and lynches,
substitutions, modkills, a reset of the open day's votes), suggested for game.toml but never applied without the host's
say-so: ``votecount events`` lists them, ``votecount events accept POST...`` writes them.

A suggestion names the host post it comes from and the exact ``[[events]]`` lines it
would add. Events already in the game file, and deaths the count itself already makes
(a hammered player), are not suggested again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from datetime import UTC
from functools import partial
from itertools import chain

import msgspec.structs

from votecount.count.suggest.lines import continued, post_lines
from votecount.count.suggest.model import DEATH_KINDS, KINDS, RESET, Suggestion
from votecount.count.suggest.pending import held
from votecount.count.suggest.replaced import conditional, doubted, made, substitutions
from votecount.count.suggest.setup import setup_end
from votecount.count.suggest.written import (
    SENTENCE,
    player_misspelt,
    player_named,
    players_in,
    subjects,
)
from votecount.gamefile.game import Game, HostEvent, PlayerEntry
from votecount.parser.host.daystarts import resets_votes
from votecount.parser.host.deaths import (
    BODY_OF,
    DAGGER,
    FOUND,
    HOST_DID,
    KILLER_DID,
    LABELS,
    PRONOUN,
    TOWN_DID,
    VERBS,
    count_lynch,
)
from votecount.parser.host.fates import KILLS, flip
from votecount.parser.host.flips import cut, listed_dead, revealed
from votecount.parser.host.game_end import recap_lines
from votecount.parser.host.named import Named
from votecount.parser.host.phase_words import in_another_game, takes_back
from votecount.parser.host.spoilers import results_lines
from votecount.parser.host.sub_words import labelled
from votecount.parser.host.undone import lives, stays, taken_back
from votecount.parser.model import Post
from votecount.parser.names.wordlists import ROLE_WORDS


def suggest(
    game: Game,
    posts: Sequence[Post],
    already_dead: Iterable[str] = (),
    authors: Iterable[tuple[str, str]] | None = None,
    first_thread: str | None = None,
) -> list[Suggestion]:
    """Every host event the host posts announce and the game file does not hold yet.
    ``posts`` need only be the hosts' posts when ``authors`` gives the (login, display
    name) pairs of every post in thread order (``Store.author_names``) and
    ``first_thread`` the first thread with posts (a later one's are placed by time);
    else both are taken from ``posts``."""
    known = _known(game)
    ids = _names(game)
    starters = _names(game, backups=False)  # (a backup plays only once replaced in)
    dead = {d.casefold() for d in already_dead}
    hosts = {h.casefold() for h in game.hosts}
    # a replacement is named by their forum login when they have posted in the thread
    pairs = ((p.author, p.author_name) for p in posts) if authors is None else authors
    logins = {n.casefold(): login for login, name in pairs for n in (name, login) if n}
    logins.update(ids)
    out: list[Suggestion] = []
    if first_thread is None:
        first_thread = posts[0].thread if posts else ""
    opening = min((p.number for p in posts if p.thread == first_thread), default=None)
    setup = setup_end([p for p in posts if p.thread == first_thread], opening)
    waiting: dict[
        str, tuple[Named, str | None]
    ] = {}  # "Marlow replaces Ivo, otherwise we wait": Marlow's
    for post in posts:
        if post.author.casefold() not in hosts or not post.countable:
            continue
        later = post.thread != first_thread
        if not later and post.number == opening and post.number <= 1:
            continue  # the opening post sets the game up; the fates an edit adds have no time
        lines = labelled(continued(post_lines(post.html)))
        hidden = results_lines(post.html) if _SPOILED.search(post.html) else []
        fresh: set[str] = set()  # the post's newcomers, who may be replaced in turn
        undone = any(takes_back(x) for x in lines)  # "Sorry, the day's still on": no lynch
        told = " ".join(lines)  # "Marlow replaces Ivo. EDIT: Sorry, Ivo is back.": none
        out = _withdrawn(out, told, post.number)  # "Sorry, Ivo is back." in a later post
        recap = {x[:120] for x in recap_lines(lines)}  # "Town wins!" over the game retold
        # one line at a time: a newcomer of an earlier line is a player of the next
        for found in chain((held(line_suggestions(x, post, ids, logins, starters), x, waiting,
                                 partial(made, post=post, names=(ids, logins), line=x))
                            for x in lines),
                           [_listed(lines, post, ids)], (_fates(x, post, ids, logins) for x in hidden)):  # fmt: skip
            for s in found:
                if later:
                    s = replace(s, time=post.created_at.astimezone(UTC))
                key = _key(s)
                setup_or_dead = s.player.casefold() in dead or (not later and post.number <= setup)
                if key in known or (s.kind in DEATH_KINDS and setup_or_dead):
                    continue
                if undone and s.kind == "execution":
                    continue
                if s.kind == "substitution" and s.player.casefold() in fresh and doubted(s.line):
                    continue  # "Should Marlow flake, Saffron replaces Marlow": not made
                if s.kind == "substitution" and stays(s.player, told):
                    continue
                if s.kind in DEATH_KINDS and lives(s.player, told):
                    continue  # "EDIT: Juno was not killed, my mistake."
                if s.kind in DEATH_KINDS and s.line in recap:
                    continue
                known.add(key)
                out.append(s)
                if s.kind == "substitution" and s.other:
                    # a later post may replace the newcomer in turn ("Kestrel replaces
                    # Ivo", then "Wren replaces Kestrel"): a player from here on
                    ids.setdefault(s.other.casefold(), s.other)
                    fresh.add(s.other.casefold())
        said = resets_votes(post.html)
        if said is not None and (RESET, str(post.number), "") not in known:
            s = Suggestion(RESET, post.number, "", None, said[:120], post.author)
            out.append(replace(s, time=post.created_at.astimezone(UTC)) if later else s)
    return out


def _withdrawn(out: list[Suggestion], told: str, number: int) -> list[Suggestion]:
    """The suggestions but the replacements and deaths of an earlier post that a later
    host post (``told``, post ``number``) takes back ("Marlow replaces Ivo.", then "Sorry,
    Ivo is back."; "Ivo was killed last night.", then "Correction: Ivo is alive, Juno
    died."). One the host has accepted is in the game file, never withdrawn here."""
    return [
        s
        for s in out
        if s.at >= number
        or not (
            (s.kind == "substitution" and taken_back(s.player, told))
            or (s.kind in DEATH_KINDS and lives(s.player, told))
        )
    ]


# a post with a spoiler the host may hide a flip in (``parser.host.spoilers``)
_SPOILED = re.compile(r"spoiler|quotetitle|<details", re.I)


def _fates(line: str, post: Post, ids: dict[str, str], logins: dict[str, str]) -> list[Suggestion]:
    """The deaths a line of a host's spoiler of results tells (no replacement: a
    spoiler's log of the game's events dates none)."""
    return [s for s in line_suggestions(line, post, ids, logins) if s.kind in DEATH_KINDS]


# a player's words the host quotes in plain text: in quotes ('Ivo said "Bramble was
# killed"'), or a line that is a player's name and a colon ("Ivo: Bramble was killed?")
_QUOTED = re.compile(r'"[^"\n]{0,2000}"|“[^”\n]{0,2000}”')
_SPEAKER = re.compile(r"^\W*@?([\w][\w.\-]*(?:\s+[\w][\w.\-]*){0,2})\s*:\s")


def _host_words(line: str, ids: dict[str, str]) -> str:
    """The line as the host's own words tell fates: quoted words blanked (a word in
    quotes, "accidentally", stays blank too: the verb around it is still read), nothing
    when it opens with a player's name and a colon (that player's words)."""
    m = _SPEAKER.match(line)
    if m is not None and player_named(m.group(1), ids) is not None:
        return ""
    return _QUOTED.sub(lambda q: " " * len(q.group(0)), line)


def line_suggestions(
    line: str,
    post: Post,
    ids: dict[str, str],
    logins: dict[str, str],
    starters: dict[str, str] | None = None,
) -> list[Suggestion]:
    """The host events one line of a host post announces (deaths, executions, flips,
    substitutions ...); ``ids`` the players by folded name, ``logins`` the forum logins,
    ``starters`` the players but the backups (``ids`` when not given)."""
    out = []
    short = line[:120]
    said, line = line, _host_words(line, ids)
    for kind, pattern in VERBS:
        for m in pattern.finditer(line):
            if conditional(line, m.start(), m.end()):
                continue
            if kind == "modkill" and _TO_BE_REPLACED.match(line, m.end()):
                continue  # "Ivo has been modkilled and will be replaced": the slot lives on
            before = line[max(0, m.start() - 1_000) : m.start()]
            for who in subjects(before, ids) or _pronoun(before, ids):
                out.append(Suggestion(kind, post.number, who, None, short, post.author))
    for kind, pattern, leading in (
        ("execution", TOWN_DID, True),
        ("death", FOUND, False),
        ("death", KILLER_DID, True),
        ("modkill", HOST_DID, True),
        ("death", BODY_OF, True),
    ):
        for m in pattern.finditer(line):
            named = player_named(m.group(1), ids, leading=leading)
            if named is not None and not conditional(line, m.start(), m.end()):
                out.append(Suggestion(kind, post.number, named, None, short, post.author))
    for kind, pattern in (*LABELS, ("death", DAGGER)):
        for m in pattern.finditer(line):
            named = player_named(m.group(1), ids, leading=True)
            if named is not None and not (kind == "death" and _noted_player(line[m.end() :], ids)):
                out.append(Suggestion(kind, post.number, named, None, short, post.author))
    flipped = flip(line)
    if flipped and in_another_game(line, 0, len(line)):
        flipped = None
    victim = player_named(flipped.after, ids, leading=True) if flipped else None
    if flipped and victim is not None and KILLS.match(flipped.verb):
        # a night action's summary: "Ivo, Vigilante killed Juno Night 2" (Ivo the killer)
        out.append(Suggestion("death", post.number, victim, None, short, post.author))
        flipped = None
    named = _flipped(flipped.name, ids) if flipped else None
    if flipped and named is not None:
        kind = "execution" if flipped.lynch else "death"
        out.append(Suggestion(kind, post.number, named, None, short, post.author))
    marked = count_lynch(line)  # the host's final vote count marks the lynch
    named = player_named(marked, ids) if marked else None
    if named is not None and not conditional(line, len(line)):
        out.append(Suggestion("execution", post.number, named, None, short, post.author))
    # "Ivo was a Vanilla Townie.": a flip, no other word; "Ivo was a..." (the role to come)
    for name in (*revealed(line), *cut(line)):
        player = ids.get(name.lstrip("@").casefold())
        if player and not any(s.player == player for s in out):
            out.append(Suggestion("death", post.number, player, None, short, post.author))
    subs = substitutions(said, post, (ids, logins), short, ids if starters is None else starters)
    # a player the line replaces leaves alive: "Ivo is out of the game. Marlow replaces him."
    leaving = {s.player for s in subs}
    return [s for s in out if s.kind != "death" or s.player not in leaving] + subs


# a modkill's sentence going on to the player's replacement: "Ivo has been modkilled for
# inactivity and will be replaced (by Marlow)", "...; a replacement is being sought" (the
# slot lives on: its replacement is the event, when named); the same player's, no clause
# of another between ("Ivo has been modkilled, Juno has asked out and will be replaced"),
# nor a replacement for another ("...; a replacement is needed for Juno")
_TO_BE_REPLACED = re.compile(
    r"[^.!?;,]{0,60}?(?:,?\s*\band\s+(?:will|is\s+to)\s+be\s+replaced\b"
    r"|;\s*(?:a\s+)?replacement\s+(?:is\s+being\s+sought|will\s+be\s+found|is\s+needed)\b"
    r"(?!\s+for\s+(?!(?:him|her|them|his|their|the|this)\b)))",
    re.I,
)
# a label's note in brackets, its first item: "Dead: Ivo (Juno, Day 1)"
_NOTE_FIRST = re.compile(r"\s*\(\s*([^,()]+?)\s*[,)]")
# ... a night in it: "Dead: Ivo (Baker, Night 1)" (no vote is cast at night: a role)
_NOTE_NIGHT = re.compile(r"\s*\([^()]*?\b(?:night|n)\s*\d+\b", re.I)


def _noted_player(after: str, ids: dict[str, str]) -> bool:
    """Is the first item of the note after a label's name another player ("Dead: Ivo
    (Juno, Day 1)", a table of votes under a heading of the dead), no role? A player
    named as a role word is the role ("Dead: Ivo (Hunter, Night 1)" in a game with a
    player Hunter: ``ROLE_WORDS``), nor one in a note naming a night ("Dead: Ivo (Baker,
    Night 1)" in a game with a player Baker: no vote is cast at night)."""
    m = _NOTE_FIRST.match(after)
    first = None if m is None else m.group(1).lstrip("@").casefold()
    return (
        first is not None
        and first in ids
        and first not in ROLE_WORDS
        and _NOTE_NIGHT.match(after) is None
    )


def _listed(lines: Sequence[str], post: Post, ids: dict[str, str]) -> list[Suggestion]:
    """The dead a post lists one a line as their name and role alone ("Ivo, Vanilla
    Townie", "Ivo - Town Cop") under words of a death ("The following deaths happened",
    "you find his body"): ``parser.host.flips.listed_dead``."""
    out = []
    for name, line in listed_dead(lines):
        who = ids.get(name.lstrip("@").casefold())
        if who is not None:
            out.append(Suggestion("death", post.number, who, None, line[:120], post.author))
    return out


def _pronoun(before: str, ids: dict[str, str]) -> list[str]:
    """The player a pronoun before the verb stands for ("Ivo wandered off. He was found
    hanging."): the one player the line names before it, else none."""
    if PRONOUN.match(SENTENCE.split(before)[-1]) is None:
        return []
    named = players_in(before, ids)
    return named if len(named) == 1 else []


def _flipped(name: str, ids: dict[str, str]) -> str | None:
    """The player a flip line names: exactly, else a name of a few words the host
    misspells or runs together ("HumblePoirot" for Humble Poirot: ``player_misspelt``)."""
    named = player_named(name, ids)
    if named is None and len(name.split()) <= 3:
        named = player_misspelt(name, ids, leading=True, whole=True)
    return named


def _names(game: Game, backups: bool = True) -> dict[str, str]:
    """The players by each folded name (their login, name, aliases): the backups too
    unless ``backups`` is false."""
    ids: dict[str, str] = {}
    for p in game.players:
        if p.backup and not backups:
            continue
        for name in (p.username, p.name, *p.aliases):
            if name:
                ids.setdefault(name.casefold(), p.username)
    return ids


def _key(s: Suggestion) -> tuple[str, str, str]:
    kind = "death" if s.kind in DEATH_KINDS else s.kind
    return (kind, s.player.casefold(), (s.other or "").casefold())


def _known(game: Game) -> set[tuple[str, str, str]]:
    out = set()
    for e in game.events:
        if e.kind == RESET and e.at_post is not None:
            out.add((RESET, str(e.at_post), ""))
        if e.kind in KINDS and e.player:
            kind = "death" if e.kind in DEATH_KINDS else e.kind
            other = (e.other or "").casefold() if kind == "substitution" else ""
            out.add((kind, e.player.casefold(), other))
    return out


def with_substitutions(game: Game, subs: Sequence[Suggestion]) -> Game:
    """``game`` as if these substitutions were accepted (for counting ahead)."""

    names = {p.username.casefold() for p in game.players}
    players = [*game.players]
    events = [*game.events]
    for s in subs:
        if s.kind != "substitution":
            continue
        if s.other and s.other.casefold() not in names:
            players.append(PlayerEntry(s.other, backup=True))
            names.add(s.other.casefold())
        at = {"at_time": s.time} if s.time else {"at_post": s.at}
        events.append(HostEvent("substitution", player=s.player, other=s.other, **at))
    return msgspec.structs.replace(game, players=tuple(players), events=tuple(events))


def render(suggestions: Sequence[Suggestion], path: str) -> str:
    """The suggestions as the host reads them: where each comes from, the lines to add."""
    if not suggestions:
        return "no new host events found in the host posts"
    parts = [
        f"{len(suggestions)} host event(s) announced in host posts and not in {path} yet "
        "(nothing is applied until you accept):"
    ]
    for s in suggestions:
        parts.append(f"\n# {s.describe()}\n{s.toml()}")
    posts = " ".join(str(p) for p in dict.fromkeys(s.at for s in suggestions))
    parts.append(f"\nAdd them with: votecount events accept {posts}")
    return "\n".join(parts)
