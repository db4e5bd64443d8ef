"""Hosts the opening post does not name: a co-host, or a second account of the host that
runs some days, known by the vote counts of their own they post (pure: authors and HTML
in, logins out).

A poster none of the game's player names names is a host when some of their posts are a
vote count of their own ("Vote Count", and wagons: "(3)", "L-2", "Not voting", "to
lynch"; a quoted count is not theirs, nor one they call unofficial; with ``read_counts``, also a count with no
heading the count reader reads, "Ivo (2) - Juno, Kit" line after line) and such counts
make at least an eighth of their posts: a player left out of the list (a replacement)
may post a count of their own once, among many posts, and is no host when a host post
announces them replacing a player.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from votecount.parser.host.replacements import announces
from votecount.parser.hostcount import read_host_count
from votecount.parser.names.players import Roster

_TAG = re.compile(r"<[^<>]+>")  # no "<" inside: each "<" is read once
_QUOTE = re.compile(r"<blockquote\b[^>]*>(?:(?!<blockquote\b).)*?</blockquote>", re.S | re.I)
_BREAK = re.compile(r"<br\s*/?>|</?(?:li|p|div|ul|ol|tr)\b[^>]*>", re.I)
_HOST_COUNT = re.compile(r"vote\s*count|votecount|\bVC\b", re.I)
_WAGONS = re.compile(
    r"not\s+voting|\bto\s+(?:lynch|hammer)\b|\(\s*\d+\s*\)|\[\s*\d+\s*\]|\bL-\d", re.I
)
# a count its poster says is no host's ("Unofficial vote count", "not official"): a player
# or a spectator tallying ("official, not unofficial" is none, nor others' counts: "Please
# don't post unofficial counts" under a host's count)
_UNOFFICIAL = re.compile(
    r"(?<!not\s)\bun-?official\b(?!\s+(?:vote\s*)?(?:counts|VCs|tallies)\b)"
    r"|\bnot\s+(?:an?\s+|the\s+)?official\b",
    re.I,
)
SHARE = 8  # at least one post in this many is a count of their own


def without_quotes(html: str) -> str:
    """The post's HTML without the posts it quotes (nested quotes too)."""
    previous = None
    while html != previous:
        previous, html = html, _QUOTE.sub(" ", html)
    return html


def own_text(html: str) -> str:
    """The post's text without the posts it quotes, a line break for each <br>, list
    item, paragraph or block."""
    return _TAG.sub(" ", _BREAK.sub("\n", without_quotes(html)))


def own_count(html: str) -> bool:
    """Is this post a vote count of its author's own (not a quoted one)?"""
    text = own_text(html)
    return (
        _HOST_COUNT.search(text) is not None
        and _WAGONS.search(text) is not None
        and _UNOFFICIAL.search(text) is None
    )


def _reads_as_count(html: str, roster: Roster) -> bool:
    found = read_host_count(without_quotes(html), roster)
    return found is not None and len(found.wagons) >= 2


def co_hosts(
    posts: Iterable[tuple[str, str]],
    hosts: Iterable[str],
    players: Iterable[str],
    read_counts: bool = False,
) -> list[str]:
    """The posters (author, HTML of each post after the opening one) neither host nor
    player who post vote counts of their own, as at least an eighth of their posts, in the
    order they first posted one."""
    posts, hosts, players = list(posts), list(hosts), list(players)
    known = {n.casefold() for n in (*hosts, *players)}
    roster = Roster(players, hosts=hosts) if read_counts and players else None
    total: dict[str, int] = {}
    counts: dict[str, int] = {}
    for author, html in posts:
        if author.casefold() in known:
            continue
        total[author] = total.get(author, 0) + 1
        if own_count(html) or (
            roster is not None
            and _UNOFFICIAL.search(own_text(html)) is None
            and _reads_as_count(html, roster)
        ):
            counts[author] = counts.get(author, 0) + 1
    found = [a for a, k in counts.items() if k * SHARE >= total[a]]
    if not found:
        return []
    folded = {h.casefold() for h in hosts}
    told = [own_text(html) for author, html in posts if author.casefold() in folded]
    return [a for a in found if not any(announces(t, players, [a]) for t in told)]
