"""Who plays, as the host's posts say: the host's player list or first vote count
(read by ``parser/host/roster.py``), the replacements that list shows (placed at the host's
announcement by ``parser/host/replacements.py``, unless a suggested substitution says
otherwise), and the forum login of a listed name nobody posts as. Read for ``votecount
init``; each finding keeps the post it came from.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from votecount.parser.host import cohosts
from votecount.parser.host.players import FoundPlayers
from votecount.parser.model import Post
from votecount.parser.names.logins import looks_like, norm

if TYPE_CHECKING:
    from votecount.parser.host.replacements import Said


@dataclass(frozen=True)
class Listed:
    """A player the host's posts list (a player list, or the first vote count)."""

    username: str
    source: str  # 'post 0 by Host: "3. Juno"'
    later: tuple[str, ...] = ()  # who played the slot after them, as the list says
    alias: str = ""  # the name the list wrote, when the login differs ("Wake88" for "Wake1")
    post_number: int = -1  # the host post that lists them


def listed_players(posts: Sequence[Post], hosts: Sequence[str], scan: int = 500) -> list[Listed]:
    """The players of the host's player list (opening post or a post soon after) or of
    the host's first vote count (its "Not voting" line), read by ``parser/host/roster.py``."""
    from votecount.parser.host.players import chosen_players, players_in_host_posts

    folded = {h.casefold() for h in hosts}
    known: dict[str, str] = {}
    for p in posts:
        for name in (p.author, p.author_name):
            if name:
                known.setdefault(name.casefold(), p.author)
    early = [p for p in posts[:scan] if p.author.casefold() in folded and p.countable]
    by_number = {p.number: p for p in early}
    found = players_in_host_posts([(p.number, p.html) for p in early], known, hosts)
    first_post: dict[str, int] = {}
    for p in posts:
        for name in (p.author, p.author_name):
            if name:
                first_post.setdefault(name.casefold(), p.number)
    ordered = _earliest_list_first(found, posts)
    came_for, came_in = _came_for(ordered, posts, hosts)
    slots, numbers = chosen_players(ordered, first_post, came_for, came_in)
    where = {f.how: by_number[f.post_number] for f in found if f.post_number in numbers}
    logins = {p.author.casefold() for p in posts}
    held: dict[str, set[str]] = {}
    for p in posts:
        held.setdefault((p.author_name or "").casefold(), set()).add(p.author)
    shown = {  # no one else's login, no name two posters show
        p.author: p.author_name
        for p in posts
        if p.author_name
        and p.author_name.casefold() not in logins
        and len(held[p.author_name.casefold()]) == 1
    }
    out = []
    for s in slots:
        post = where["list" if s.line else "count"]
        said = f'"{s.line[:70]}"' if s.line else "its first vote count"
        source = f"post {post.number} by {post.author}: {said}"
        # the list wrote the name the forum shows ("Juno" for the login junebug): the
        # host's counts will too
        alias = shown.get(s.first, "")
        alias = alias if alias.casefold() != s.first.casefold() else ""
        out.append(Listed(s.first, source, s.names[1:], alias, post.number))
    return out


def chosen_from_signups(listed: Sequence[Listed], signups: Sequence) -> bool:
    """Did the host list other players than the sign-ups, after the sign-ups began
    ("Confirmed players: ..." once the "/in" posts are in)? Then the list names the
    players, not the sign-ups (a "/out", a backup, one the host turned away); a list of
    the same players leaves the sign-ups (their seats, travellers). ``signups``:
    ``SignUp``s."""
    listed_at = [x.post_number for x in listed if x.post_number >= 0]
    signed_at = [s.post_number for s in signups]
    if not listed_at or not signed_at or min(listed_at) < min(signed_at):
        return False
    signed = {s.username.casefold() for s in signups if not s.backup}
    names = {x.username.casefold() for x in listed}
    so_far = {
        s.username.casefold() for s in signups if not s.backup and s.post_number < min(listed_at)
    }
    # a running tally ("Signed up so far: ...") the sign-ups after it outgrew: no choice
    return names != signed and not (names == so_far and max(signed_at) > min(listed_at))


def in_signup_order(listed: Sequence[Listed], signups: Sequence) -> list[Listed]:
    """The players of the host's first vote count (its wagons first: no seat order) in
    the order they signed up, when every one of them did (``signups``: ``SignUp``s);
    a player list keeps its own order."""
    order = {s.username.casefold(): i for i, s in enumerate(signups)}
    if not listed or any(x.source != listed[0].source or x.username.casefold() not in order
                         for x in listed) or not listed[0].source.endswith("first vote count"):  # fmt: skip
        return list(listed)
    return sorted(listed, key=lambda x: order[x.username.casefold()])


def first_posts(posts: Sequence[Post]) -> dict[str, int]:
    """Each author (as the forum writes the login) -> the number of their first post."""
    out: dict[str, int] = {}
    for p in posts:
        out.setdefault(p.author, p.number)
    return out


def _came_for(
    found: Sequence[FoundPlayers], posts: Sequence[Post], hosts: Sequence[str]
) -> tuple[dict[str, str], dict[str, str]]:
    """The players of the host's first count the first list does not name, casefolded,
    each with the list's name the host announces coming in for him ("Kestrel replaces
    Ivo"), and each with the list's name the host announces him coming in for (the count's
    "Rook replaces Wren", Wren listed; "" when he came in for several listed players over
    the game, or for another newcomer of the count: no slot's first player)."""
    from votecount.parser.host.replacements import Said, announces

    lists = [f for f in found if f.how == "list"]
    counts = [f for f in found if f.how == "count"]
    if not lists or not counts:
        return {}, {}
    names = [n for s in lists[0].slots for n in s.names]
    folded = {n.casefold() for n in names}
    shown = [*(s.first for s in counts[0].slots), *counts[0].unposted]
    leftover = [n for n in shown if n.casefold() not in folded]
    if not leftover:
        return {}, {}
    hosted = {h.casefold() for h in hosts}
    said = [Said.of(p.number, p.author, p.html) for p in posts if p.author.casefold() in hosted]
    came_for: dict[str, str] = {}
    came_in: dict[str, str] = {}
    for old in leftover:
        hits = {n for n in names for p in said if announces(p.text, [old], [n])}
        if len(hits) == 1:
            came_for[old.casefold()] = hits.pop().casefold()
        ins = {n for n in names for p in said if announces(p.text, [n], [old])}
        others = [n for n in leftover if n != old]
        if len(ins) == 1:
            came_in[old.casefold()] = ins.pop().casefold()
        elif len(ins) > 1 or any(announces(p.text, others, [old]) for p in said):
            came_in[old.casefold()] = ""
    return came_for, came_in


def _earliest_list_first(found: list[FoundPlayers], posts: Sequence[Post]) -> list[FoundPlayers]:
    """The host's full player lists (as many slots as the first), the one whose first
    players posted earliest first: an opening post edited to show who plays each slot now
    names the replacements, a post of the original list soon after names who played
    first."""
    lists = [f for f in found if f.how == "list"]
    if len(lists) < 2:
        return found
    full = [f for f in lists if len(f.slots) >= len(lists[0].slots)]
    first_post: dict[str, int] = {}
    for author, number in first_posts(posts).items():
        first_post.setdefault(author.casefold(), number)
    late = (posts[-1].number + 1) if posts else 0

    def when(f: FoundPlayers) -> float:
        numbers = sorted(first_post.get(s.first.casefold(), late) for s in f.slots)
        return numbers[len(numbers) // 2]  # the median: a few early posters change nothing

    best = min(full, key=when)
    if when(best) >= when(lists[0]):
        return found
    return [best, *(f for f in found if f is not best)]


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
    named = {n.casefold() for x in listed for n in (x.username, *x.later, x.alias) if n}
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


def with_logins(
    listed: Sequence[Listed], posts: Sequence[Post], hosts: Sequence[str]
) -> list[Listed]:
    """The listed players a login of the thread means when the list wrote another name
    (a renamed account, a shortened name): a listed name nobody posts as, matched to the
    one poster the list does not name who looks like it (``parser.names.logins.looks_like``); the written
    name is kept as an alias."""
    folded = {h.casefold() for h in hosts}
    posters: dict[str, int] = {}
    for p in posts:
        if p.author.casefold() not in folded:
            posters[p.author] = posters.get(p.author, 0) + 1
    named = {n.casefold() for x in listed for n in (x.username, *x.later)}
    spare = [a for a, k in posters.items() if a.casefold() not in named and k >= 3]
    lower = {a.casefold() for a in posters}

    def login(name: str) -> str:
        if name.casefold() in lower:
            return name
        hits = [a for a in spare if looks_like(name, a)]
        if len(hits) != 1:
            return name
        spare.remove(hits[0])
        return hits[0]

    out = []
    for x in listed:
        first = login(x.username)
        later = tuple(login(n) for n in x.later)
        alias = x.username if first != x.username else x.alias
        out.append(replace(x, username=first, later=later, alias=alias))
    return out


def renamed(listed: Sequence[Listed], posts: Sequence[Post], hosts: Sequence[str]) -> list[Listed]:
    """The listed players with the one listed slot nobody posts in given to the one
    poster (three posts or more, no host) the list does not name: the same player under
    another name (an account renamed since: "Ivo" listed, "Wren" posts). ``hosts`` with
    the co-hosts: a co-host is no such poster."""
    folded = {h.casefold() for h in hosts}
    posters: dict[str, int] = {}
    for p in posts:
        if p.author.casefold() not in folded:
            posters[p.author] = posters.get(p.author, 0) + 1
    lower = {a.casefold() for a in posters}
    named = {n.casefold() for x in listed for n in (x.username, *x.later, x.alias) if n}
    spare = [a for a, k in posters.items() if a.casefold() not in named and k >= 3]
    silent = [i for i, x in enumerate(listed) if not x.later and x.username.casefold() not in lower]
    if len(silent) == 1 and len(spare) > 1:
        # a poster named like another listed player is that player's second account or a
        # hydra's head ("Ivo Lee" listed, "lee" posting), not the renamed one
        others = [n for i, x in enumerate(listed) if i != silent[0]
                  for n in (x.username, *x.later, x.alias) if n]  # fmt: skip
        spare = [a for a in spare if not any(_named_like(n, a) for n in others)]
    out = list(listed)
    if len(silent) == 1 and len(spare) == 1:
        x = out[silent[0]]
        out[silent[0]] = replace(x, username=spare[0], alias=x.alias or x.username)
    return out


def _named_like(name: str, poster: str) -> bool:
    """``poster`` looks like ``name`` or is one word of it."""
    return looks_like(name, poster) or norm(poster) in {norm(w) for w in name.split()}


def co_hosts(
    posts: Sequence[Post], hosts: Sequence[str], listed: Sequence[Listed], signups: Sequence
) -> list[str]:
    """The hosts the opening post does not name: posters no list or sign-up names who post
    vote counts of their own (``parser/host/cohosts.py``)."""
    names = [n for x in listed for n in (x.username, *x.later, x.alias) if n]
    names += [n for s in signups for n in (s.username, s.name)]
    said = ((p.author, p.html) for p in posts[1:] if p.countable)
    return cohosts.co_hosts(said, hosts, names, read_counts=True)
