"""The replacements the host's list shows, read against the host's announcements: when
each took effect (``parser/host/replacements.py``), a list edited as the game went on set
back to who played first, a replacement the list skipped put back. Read for ``votecount
init`` after ``sync/players.py`` has read the list.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from votecount.parser.model import Post
from votecount.parser.names.logins import norm
from votecount.sync.players import Listed, first_posts

if TYPE_CHECKING:
    from votecount.parser.host.replacements import Said


@dataclass(frozen=True)
class Replaced:
    """A replacement the host's list shows (``new`` played ``old``'s slot after him), at
    the post it takes effect (``parser/host/replacements.py``)."""

    old: str
    new: str
    post: int


def replacements_listed(
    posts: Sequence[Post], hosts: Sequence[str], listed: Sequence[Listed], opened: int = 1
) -> list[Replaced]:
    """When each replacement of the host's list took effect: the host post announcing it
    ("NEW replaces OLD", "OLD has been replaced by NEW"), else the newcomer's first post,
    each after the slot's previous replacement."""
    from votecount.parser.host.replacements import Said, replacement_post

    if not any(p.later for p in listed):
        return []
    folded = {h.casefold() for h in hosts}
    host_logins = {p.author for p in posts if p.author.casefold() in folded} | set(hosts)
    said = [Said.of(p.number, p.author, p.html) for p in posts]
    out = []
    for slot in listed:
        chain, at = (slot.username, *slot.later), 0
        for old, new in zip(chain, chain[1:], strict=False):
            at = replacement_post(old, new, said, host_logins, at, opened)
            out.append(Replaced(old, new, at))
    return out


def first_as_announced(
    listed: Sequence[Listed], posts: Sequence[Post], hosts: Sequence[str]
) -> list[Listed]:
    """The listed players with a list edited as the game went on set right: a listed
    player the host announces coming in for a poster no slot names ("NEW replaces OLD",
    ``parser.host.replacements.announces``) is listed as if a first player, so OLD played the
    slot first and NEW after him (and so on back: "NEW replaces MID", "MID replaces OLD")."""
    from votecount.parser.host.replacements import announces, refers, replaced_name

    first_post, hosted, named, every = _announcing(listed, posts, hosts)
    # who never posted is told by the opening posts too ("Role PMs sent. Wren replaces
    # Ivo."): no time is read from them, only who came in for whom; but not by the
    # opening post, edited as the game went on ("Wren (replaced Ivo Night 4)")
    every = [p for p in every if posts and p.number != posts[0].number]
    out = list(listed)
    for i, x in enumerate(out):
        while True:
            came = first_post.get(x.username)
            olds = [a for a, n in first_post.items() if a.casefold() not in named
                    and (came is None or n < came)]  # fmt: skip
            hits = [o for o in olds if any(announces(p.text, [o], [x.username]) for p in hosted)]
            if not hits and came is not None:  # one who never posted: the name as written
                told = (replaced_name(p.text, [x.username]) for p in every if p.number < came)
                hits = [n for n in dict.fromkeys(t for t in told if t)]
                posted = {a.casefold() for a in first_post}
                hits = [n for n in hits if n.casefold() not in posted
                        and not any(refers(n, m) for m in named)]  # fmt: skip
            if len(hits) != 1:
                break
            x = replace(x, username=hits[0], later=(x.username, *x.later), alias="")
            named.add(hits[0].casefold())
        out[i] = x
    return out


def with_skipped(
    listed: Sequence[Listed], posts: Sequence[Post], hosts: Sequence[str]
) -> list[Listed]:
    """The listed players with a replacement the list skipped put back: between a slot's
    OLD and NEW, the one poster no slot names who first posted between them and whom a
    host post announces coming in for OLD ("MID replaces OLD"; NEW came in for MID unsaid);
    or, when none did, the one name the host writes coming in for OLD and then replaced by
    NEW ("MID replaces OLD", "NEW replaces MID": MID never posted)."""
    from votecount.parser.host.replacements import announces

    first_post, hosted, named, _ = _announcing(listed, posts, hosts)
    out = []
    for x in listed:
        chain = [x.username, *x.later]
        for i in range(len(chain) - 1, 0, -1):
            old, new = chain[i - 1], chain[i]
            low, high = first_post.get(old, 0), first_post.get(new)
            if high is None:
                continue
            between = [a for a, n in first_post.items() if low < n < high
                       and a.casefold() not in named]  # fmt: skip
            hits = [m for m in between if any(announces(p.text, [old], [m]) for p in hosted)]
            if not hits:  # one who never posted: "MID replaces OLD", then "NEW replaces MID"
                hits = _written_between(old, new, hosted, named)
            if len(hits) == 1:
                chain.insert(i, hits[0])
                named.add(hits[0].casefold())
        out.append(replace(x, later=tuple(chain[1:])) if len(chain) > 1 + len(x.later) else x)
    return out


def _written_between(old: str, new: str, hosted: Sequence[Said], named: set[str]) -> list[str]:
    """The newcomer a host post writes coming in for ``old`` ("MID replaces OLD") whom
    another host post writes ``new`` coming in for ("NEW replaces MID"), the list naming
    MID nowhere: a replacement who never posted, replaced again in a later post (as first
    written)."""
    from votecount.parser.host.replacements import named_in, names_at, refers

    written = [
        (p.number, f.new.strip(" .,!:;"), f.old.split()) for p in hosted for f in named_in(p.text)
    ]
    out: list[str] = []
    for at, mid, leaving in written:
        if (
            not mid or mid.casefold() in named or refers(mid, old) or refers(mid, new)
            or not names_at(leaving, [old]) or norm(mid) in {norm(x) for x in out}
        ):  # fmt: skip
            continue
        # in a later post: "Titus replaces Mulch. Scratch that, Nacho replaces Titus" in
        # one post takes the first step back
        if any(
            later > at and names_at(n.split(), [new], last=True) and names_at(o, [mid])
            for later, n, o in written
        ):
            out.append(mid)
    return out


def _announcing(
    listed: Sequence[Listed], posts: Sequence[Post], hosts: Sequence[str]
) -> tuple[dict[str, int], list[Said], set[str], list[Said]]:
    """What a reading of the list against the host's announcements starts from: each
    poster's first post (hosts left out), the host posts after the opening block, every
    name the list gives (casefolded), and every host post."""
    from votecount.parser.host.replacements import Said, opening_block

    folded = {h.casefold() for h in hosts}
    first_post = {a: n for a, n in first_posts(posts).items() if a.casefold() not in folded}
    said = [Said.of(p.number, p.author, p.html) for p in posts]
    host_logins = {p.author for p in posts if p.author.casefold() in folded}
    block = opening_block(said, host_logins)
    by_hosts = [p for p in said if p.author in host_logins]
    hosted = [p for p in by_hosts if p.number > block]
    named = {
        n.casefold() for x in listed for n in (x.username, *x.later, x.alias, *x.accounts) if n
    }
    return first_post, hosted, named, by_hosts


def unless_announced(
    replaced: Sequence[Replaced], announced: Sequence[tuple[str, str | None]]
) -> list[Replaced]:
    """The replacements of the host's list but those a host post tells otherwise: one
    whose newcomer the host announces for another player, or whose player the host
    announces replaced by another (the list was misread); and a newcomer in twice."""
    said = [(old.casefold(), (new or "").casefold()) for old, new in announced]
    out: list[Replaced] = []
    came: set[str] = set()
    for r in replaced:
        old, new = r.old.casefold(), r.new.casefold()
        if new in came or any((o == old) != (n == new) for o, n in said):
            continue
        came.add(new)
        out.append(r)
    return out
