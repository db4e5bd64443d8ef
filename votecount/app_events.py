"""The host events the host posts announce, behind ``votecount events`` and ``sync``:
suggested against the game file as it is, accepted into it on the host's word."""

from __future__ import annotations

from typing import TYPE_CHECKING

from votecount.tally.payload import day_payload

from .game import Game

if TYPE_CHECKING:
    from .app import Workspace


def suggestions(ws: Workspace) -> list:
    """Host events the host posts announce that game.toml does not hold yet. Deaths
    the count itself makes (a hammer) are left out, counted as if the suggested
    substitutions were accepted (a replacement's vote may be the hammer)."""
    from .suggest import suggest, with_substitutions

    game = ws.game
    posts = ws.posts()
    first = suggest(game, posts, _dead(ws, game, posts))
    subs = [s for s in first if s.kind == "substitution"]
    if not subs:
        return first
    dead = _dead(ws, with_substitutions(game, subs), posts)
    return suggest(game, posts, dead)


def _dead(ws: Workspace, game: Game, posts: list) -> list[str]:
    from . import pipeline
    from .cache import ParseCache, fingerprint

    if not game.players:
        return []
    cache = ParseCache(ws.store().db, fingerprint(game))
    vc = pipeline.count(game, posts, revisions=ws._revisions(), cache=cache)
    cache.save()
    if not vc.days:
        return []
    last = vc.days[-1]
    living = {*last.living, *day_payload(last).also_living()}
    return [p.username for p in game.players if p.username not in living and not p.backup]


def accept(ws: Workspace, posts: list[str], every: bool = False) -> str:
    """Write the suggested host events of these host posts into game.toml."""
    from .gamefile_edit import add_events

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
    lines = [f"added {len(chosen)} event(s) to {ws.game_path}:"]
    lines += [f"  {s.kind} {s.player}{' -> ' + s.other if s.other else ''} at post {s.at}"
              for s in chosen]  # fmt: skip
    return "\n".join(lines)
