"""Who plays, as the host's posts say: the host's player list or first vote count
(read by ``parser/host/roster.py``), who later played each slot as the list shows (when,
``sync/slot_changes.py``), the forum login of a listed name nobody posts as, and the
co-hosts no list names. Read for ``votecount init``; each finding keeps the post it came
from.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from votecount.parser.host import cohosts
from votecount.parser.host.list_words import restarted
from votecount.parser.host.named import PENDING
from votecount.parser.host.players import FoundPlayers
from votecount.parser.model import Post
from votecount.parser.names.logins import looks_like, norm, shown_names
from votecount.sync.signups import SignUp


@dataclass(frozen=True)
class Listed:
    """A player the host's posts list (a player list, or the first vote count)."""

    username: str
    source: str  # 'post 0 by Host: "3. Juno"'
    later: tuple[str, ...] = ()  # who played the slot after them, as the list says
    alias: str = ""  # the name the list wrote, when the login differs ("Wake88" for "Wake1")
    post_number: int = -1  # the host post that lists them
    accounts: tuple[str, ...] = ()  # a hydra's other heads: their posts are the slot's


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
    # a list posted as the game starts again ("Game restarted, new list:"): the lists and
    # counts before it are no game's players
    again = [f.post_number for f in found if f.how == "list" and f.post_number > 0
             and restarted(cohosts.own_text(by_number[f.post_number].html))]  # fmt: skip
    found = [f for f in found if f.post_number >= again[-1]] if again else found
    first_post: dict[str, int] = {}
    for p in posts:
        for name in (p.author, p.author_name):
            if name:
                first_post.setdefault(name.casefold(), p.number)
    ordered = _earliest_list_first(found, posts)
    came_for, came_in = _came_for(ordered, posts, hosts)
    slots, numbers = chosen_players(ordered, first_post, came_for, came_in)
    where = {f.how: by_number[f.post_number] for f in found if f.post_number in numbers}
    shown = shown_names((p.author, p.author_name or "") for p in posts)
    out = []
    for s in slots:
        post = where["list" if s.line else "count"]
        said = f'"{s.line[:70]}"' if s.line else "its first vote count"
        source = f"post {post.number} by {post.author}: {said}"
        # the list wrote the name the forum shows ("Juno" for the login junebug): the
        # host's counts will too
        alias = shown.get(s.first, "")
        alias = alias if alias.casefold() != s.first.casefold() else ""
        alias = alias or (s.heads[0] if s.heads else "")  # a hydra's other head: its votes
        out.append(Listed(s.first, source, s.names[1:], alias, post.number, s.heads))
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


# a replacement's condition on the newcomer's word, to its sentence's end
_UNTIL_STOP = re.compile(rf"(?:{PENDING.pattern})[^.!?\n]*", re.I)


def _came_for(
    found: Sequence[FoundPlayers], posts: Sequence[Post], hosts: Sequence[str]
) -> tuple[dict[str, str], dict[str, str]]:
    """The players of the host's first count the first list does not name, casefolded,
    each with the list's name the host announces coming in for him ("Kestrel replaces
    Ivo"), and each with the list's name the host announces him coming in for (the count's
    "Rook replaces Wren", Wren listed; "" when he came in for several listed players over
    the game, or for another newcomer, of the count or of no list: no slot's first
    player)."""
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
    # a replacement still to be confirmed names who comes in for whom all the same ("Marlow
    # will replace Ivo once he confirms"): its condition left out, to its sentence's end
    # (the post's other sentences read: "Also, Saffron replaces Lark.")
    said = [s._replace(text=_UNTIL_STOP.sub("", s.text)) for s in said]
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
        elif any(announces(p.text, None, [old]) for p in said):
            # he came in for one no list names (a newcomer himself: "Tansy replaces
            # Rook", Rook in for a listed player earlier): no slot's first player
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
    named = {
        n.casefold() for x in listed for n in (x.username, *x.later, x.alias, *x.accounts) if n
    }
    spare = [a for a, k in posters.items() if a.casefold() not in named and k >= 3]
    silent = [i for i, x in enumerate(listed) if not x.later and x.username.casefold() not in lower]
    if len(silent) == 1 and len(spare) > 1:
        # a poster named like another listed player is that player's second account or a
        # hydra's head ("Ivo Lee" listed, "lee" posting), not the renamed one
        others = [n for i, x in enumerate(listed) if i != silent[0]
                  for n in (x.username, *x.later, x.alias, *x.accounts) if n]  # fmt: skip
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
    names = [n for x in listed for n in (x.username, *x.later, x.alias, *x.accounts) if n]
    names += [n for s in signups for n in (s.username, s.name)]
    said = ((p.author, p.html) for p in posts[1:] if p.countable)
    return cohosts.co_hosts(said, hosts, names, read_counts=True)


def backups_left_out(
    listed: Sequence[Listed], signups: Sequence, posts: Sequence[Post], hosts: Sequence[str]
) -> list:
    """The sign-ups (``SignUp``s) the host's list of players leaves out who are backups:
    by their own words ("/in as backup") or by a host post's ("Kes, you are our
    backup", "Backup: Rook"), each marked a backup."""
    from votecount.parser.host.list_words import called_backups
    from votecount.parser.walk import host_lines

    named = {
        n.casefold() for x in listed for n in (x.username, *x.later, x.alias, *x.accounts) if n
    }
    left = [s for s in signups if s.username.casefold() not in named]
    if not listed:
        return []
    folded = {h.casefold() for h in hosts}
    said = [(p, host_lines(p.html)) for p in posts if p.author.casefold() in folded]
    texts = [" ".join(lines) for _, lines in said]
    called = {n.casefold() for t in texts for n in called_backups(t, [s.username for s in left])}
    out = [replace(s, backup=True) for s in left if s.backup or s.username.casefold() in called]
    logins = {n.casefold(): p.author for p in posts for n in (p.author, p.author_name) if n}
    return out + _backups_named(
        said, named | {s.username.casefold() for s in signups} | folded, logins
    )


def _backups_named(
    said: Sequence[tuple[Post, list[str]]], known: set[str], logins: dict[str, str]
) -> list[SignUp]:
    """The backups a host's line names ("Backups: Rook, Tansy") who are no accepted
    sign-up nor listed player: backups all the same, by their login when they posted (a
    "/in as backup" the sign-ups refused, a spectator), else by the name written."""
    from votecount.parser.host.list_words import backups_listed

    out: dict[str, SignUp] = {}
    for post, lines in said:
        for written in backups_listed(lines, logins):
            name = logins.get(written.casefold(), written)
            if name.casefold() not in known and written.casefold() not in known:
                out.setdefault(
                    name.casefold(), SignUp(name, name, None, False, post.number, backup=True)
                )
    return list(out.values())
