"""The host events the host posts announce, behind ``votecount events`` and ``sync``:
suggested against the game file as it is, accepted into it on the host's word."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.count.incremental.cache import ParseCache
from votecount.count.suggest import RESET, Suggestion, suggest, with_substitutions
from votecount.gamefile.edit import add_alias, add_events
from votecount.gamefile.game import Game
from votecount.tally.payload import day_payload

if TYPE_CHECKING:
    from votecount.workspace import Workspace


def suggestions(ws: Workspace) -> list:
    """Host events the host posts announce that game.toml does not hold yet. Deaths
    the count itself makes (a hammer) are left out, counted as if the suggested
    substitutions were accepted (a replacement's vote may be the hammer). Reads the
    hosts' posts and every post's author, and counts through ``Workspace.results``
    (resumed from its checkpoints): a sync costs what a count costs, not a recount."""

    game = ws.game
    posts, authors, thread = _host_posts(ws)
    first = suggest(game, posts, _dead(ws), authors, thread)
    subs = [s for s in first if s.kind == "substitution"]
    if not subs:
        ParseCache.drop_aux(ws.store().conn)  # the what-if game's cache is not needed now
        return _resets_in_days(ws, first)
    dead = _dead(ws, with_substitutions(game, subs))
    return _resets_in_days(ws, suggest(game, posts, dead, authors, thread))


def _resets_in_days(ws: Workspace, found: list[Suggestion]) -> list[Suggestion]:
    """The suggestions but a vote reset posted while no day of the count is open (at
    night, after the day's end): there are no votes to clear."""
    resets = [s for s in found if s.kind == RESET and s.time is None]
    if not resets or not ws.game.players:
        return found
    days = ws.results().count("public").days
    spans = [(d.start.number, d.end.number if d.end else None) for d in days]

    def open_at(n: int) -> bool:
        return any(a < n and (b is None or n < b) for a, b in spans)

    return [s for s in found if s.kind != RESET or s.time is not None or open_at(s.at)]


def _host_posts(ws: Workspace) -> tuple[list, list[tuple[str, str]], str]:
    """The hosts' posts with their HTML, each (login, display name) of the game's
    threads in thread order, and the first thread with posts: not every post's text."""
    store = ws.store()
    posts: list = []
    authors: list[tuple[str, str]] = []
    first = ""
    for key in ws.thread_keys():
        every = store.authors(key)
        posts += store.posts_by(key, ws.game.hosts, every)
        authors += store.author_names(key)
        first = first or (key if every else "")
    if not authors:
        raise ws.nothing_stored()
    return posts, authors, first


def _dead(ws: Workspace, game: Game | None = None) -> list[str]:
    """The players dead as the count now stands: the last day's living at its
    resolution, less whom the count itself has killed since (the day's lynch, an
    auto-lynch, a night kill the game file's rows make). A majority the day waits to
    see announced (``day_goes_on = "at_announcement"``) that the count settles only at
    the day's end is not such a death: the host's announcement is what lets the day go
    on, so it is still suggested."""
    game = game or ws.game
    if not game.players:
        return []
    results = ws.results(game=None if game is ws.game else game)
    vc = results.count("public")
    if not vc.days:
        return []
    last = vc.days[-1]
    state = results.engine.state
    gone = {s.player for s in state.slots.values() if not s.alive}
    living = {*last.living, *day_payload(last).also_living()} - gone
    if state.rules.get("day_goes_on", "at_hammer") == "at_announcement":
        ends = {d.end for d in vc.days if d.end is not None}
        living |= {s.player for s in state.slots.values() if not s.alive and s.died in ends}
    return [p.username for p in game.players if p.username not in living and not p.backup]


def accept(ws: Workspace, posts: list[str], every: bool = False) -> str:
    """Write the suggested host events of these host posts into game.toml."""

    wanted = {int(p.lstrip("#")) for p in posts if p.lstrip("#").isdigit()}
    bad = [p for p in posts if not p.lstrip("#").isdigit()]
    if bad:
        raise ValueError(f"events accept: {', '.join(bad)} is not a post number")
    found = ws.suggestions()
    if every and not found:
        return "no suggested host events to accept"
    wanted |= {s.at for s in found} if every else set()
    chosen = [s for s in found if s.at in wanted]
    missing = sorted(wanted - {s.at for s in chosen})
    if missing:
        have = ", ".join(str(s.at) for s in found) or "none"
        raise ValueError(
            f"no suggested host event in post(s) {', '.join(map(str, missing))} "
            f"(posts with suggestions: {have}); nothing written"
        )
    add_events(ws.game_path, chosen)
    ws.reload()
    added, refused = _newcomers_shown_names(ws, [s.other for s in chosen if s.other])
    if added:
        ws.reload()
    lines = [f"added {len(chosen)} event(s) to {ws.game_path}:"]
    lines += [f"  {' '.join(filter(None, (s.kind, s.player)))}"
              f"{' -> ' + s.other if s.other else ''} at post {s.at}" for s in chosen]  # fmt: skip
    lines += [f"  {login} shows as {name!r}, a name another player answers to: no alias"
              for login, name in refused]  # fmt: skip
    return "\n".join(lines)


def _newcomers_shown_names(
    ws: Workspace, newcomers: list[str]
) -> tuple[bool, list[tuple[str, str]]]:
    """A replacement the host brought in answers to the name the forum shows for them (a
    Discourse display name: "Rookie" for rook_r), as the listed players do since init:
    the host's counts write it. Returns whether an alias was added, and each (login,
    name) left out because another player answers to the name."""
    from votecount.parser.names.logins import shown_names

    store = ws.store()
    shown = shown_names(pair for key in ws.thread_keys() for pair in store.author_names(key))
    by_login = {login.casefold(): name for login, name in shown.items()}
    players = {p.username.casefold(): p for p in ws.game.players}
    answers = {  # every name a player answers to, and whose
        n.casefold(): p.username.casefold()
        for p in ws.game.players
        for n in (p.username, p.name, *p.aliases)
        if n
    }
    added, refused = False, []
    for login in dict.fromkeys(n.casefold() for n in newcomers):
        name, player = by_login.get(login), players.get(login)
        if not name or player is None or name in (*player.aliases, player.name):
            continue
        if answers.get(name.casefold(), login) != login:  # a backup listed as "Tansy"
            refused.append((player.username, name))  # the name stays unread
            continue
        try:
            add_alias(ws.game_path, player.username, name)
        except ValueError:  # the game file refuses it: the name stays unread
            refused.append((player.username, name))
            continue
        added = True
    return added, refused


def accept_alias(ws: Workspace, name: str, player: str) -> str:
    """Count ``name`` (a name in votes that named no player) as ``player``: an alias."""
    add_alias(ws.game_path, player, name)
    ws.reload()
    return f"added alias {name!r} to {player} in {ws.game_path}"
