"""Which of the host's early posts show the players, and the game's slots from them: each
player list (``parser.host.roster.listed_players``) and the host's first vote count
(``parser.hostcount``), its players read by ``first_count_players`` (every wagon, every
voter and the "Not voting" list), and the slots chosen from both."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from votecount.parser.host.list_words import EARLIER_FIRST, LATER_FIRST
from votecount.parser.host.roster import ListedSlot, listed_players
from votecount.parser.names.logins import same_name, typo

if TYPE_CHECKING:
    from votecount.parser.hostcount.model import HostCount


def first_count_players(
    wagons: Iterable[tuple[str, Iterable[str]]], not_voting: Iterable[str] | None
) -> list[str]:
    """The players a host's vote count shows, in written order: each wagon's player and
    voters, then the "Not voting" list (a count from ``parser.hostcount``)."""
    out: dict[str, None] = {}
    for target, voters in wagons:
        out.setdefault(target, None)
        for v in voters:
            out.setdefault(v, None)
    for name in not_voting or ():
        out.setdefault(name, None)
    return list(out)


@dataclass(frozen=True)
class FoundPlayers:
    """The players a game's host posts show, and where: ``how`` is "list" (a player
    list) or "count" (the host's first vote count)."""

    slots: tuple[ListedSlot, ...]
    post_number: int
    how: str
    # a count's "Not voting" names no poster's login (a player who never posted, in the
    # count only): each stands only for a slot of the list none of whose players the count
    # shows or had posted by then
    unposted: tuple[str, ...] = ()


MIN_LIST = 5  # fewer names than this in a host post are not its player list


def players_in_host_posts(
    host_posts: Iterable[tuple[int, str]], known: Mapping[str, str], hosts: Iterable[str]
) -> list[FoundPlayers]:
    """Each player list and the first vote count among the host's posts (number, HTML),
    in thread order: a post the count reader reads as a count with a "Not voting" line is
    a count, not a list; a count that names nobody is passed over."""
    from votecount.parser.hostcount import read_host_count
    from votecount.parser.names.players import Player, Roster

    hosts = tuple(hosts)
    skip = {h.casefold() for h in hosts}
    logins = dict.fromkeys(v for k, v in known.items() if k not in skip)
    roster = Roster([Player(u) for u in logins], hosts=hosts)
    out: list[FoundPlayers] = []
    last = -2  # the host post of the last list
    open_at = -1  # the last list found with an open slot ("5) [open]")
    for i, (number, html) in enumerate(host_posts):
        count = read_host_count(html, roster)
        listed = listed_players(html, known, hosts)
        names: list[str] = []
        if count is not None and count.not_voting is not None:
            wagons = [(w.target, w.voters) for w in count.wagons]
            names = [n for n in first_count_players(wagons, count.not_voting) if n in logins]
        # a count naming nobody ("no votes placed") shows no players; an opening post
        # listing more players than its count shows was edited as the game went on (the
        # players, the dead, the current count): its count is no first count
        if (
            count is not None
            and names
            and (i > 0 or len(listed) < MIN_LIST or len(listed) <= len(names))
        ):
            slots = tuple(ListedSlot((n,), "") for n in names)
            out.append(FoundPlayers(slots, number, "count", _unposted(count)))
            break
        if len(listed) >= MIN_LIST:
            if _fills(out, listed, open_at, known):  # "5) Ember" fills "5) [open]": one list
                out[open_at] = FoundPlayers(tuple(listed), number, "list")
                continue
            taken = [s for s in listed if not _open(s, known)]
            open_at = len(out) if len(taken) < len(listed) else open_at
            out.append(FoundPlayers(tuple(taken), number, "list"))
            if _continues(out, i, last) and _headed(html, listed[0].line):
                # a long list split across posts: one list
                more = out.pop()
                out[-1] = replace(out[-1], slots=out[-1].slots + more.slots)
            last = i
    return out


# a slot nobody plays yet: "5) [open]", "(open)", "TBD", "vacant", "?", a seat's "Seat 3:
# Reserved", "Free", "none", "[replacement needed]", "Nobody yet", "to be announced"
_OPEN = re.compile(
    r"\W*(?:open(?: slot)?|tbd|tba|vacant|empty|available|free|reserved|pending|unfilled|none"
    r"|nobody(?: yet)?|waiting|to be (?:announced|decided|determined)"
    r"|(?:replacement|sub) needed|\?+)\W*",
    re.I,
)


def _open(slot: ListedSlot, known: Mapping[str, str]) -> bool:
    """Is the slot open ("5) [open]"): its name an open slot's word and no poster's
    login (a player named "Tbd" or "Open" plays his slot)?"""
    name = slot.names[0]
    return _OPEN.fullmatch(name) is not None and name.casefold() not in known


def _fills(
    out: list[FoundPlayers], listed: list[ListedSlot], open_at: int, known: Mapping[str, str]
) -> bool:
    """Is ``listed`` the list found at ``open_at`` (its open slots left out) with its
    open slots filled: more slots, every one of its players in the same order, no slot
    open (not a list of the living under the day's dead, "Wren was lynched" first)?"""
    if open_at < 0 or any(_open(s, known) for s in listed):
        return False
    had = [s.names[0].casefold() for s in out[open_at].slots]
    names = [s.names[0].casefold() for s in listed]
    return len(names) > len(had) and [n for n in names if n in had] == had


def _continues(out: list[FoundPlayers], i: int, last: int) -> bool:
    """Is the list just found (``out[-1]``, the ``i``-th host post) the rest of the list
    before it: the host's next post, none of its names in that list ("1. Juno ... 10.
    Lark" in one post, "11. Ember ... 20. Zinnia" in the next)?"""
    if len(out) < 2 or last != i - 1 or out[-2].how != "list":
        return False
    had = {n.casefold() for s in out[-2].slots for n in s.names}
    if any(n.casefold() in had for s in out[-1].slots for n in s.names):
        return False
    # numbered: the numbers go on ("11." after "10."), not a list of its own from "1."
    ended, begun = (_SEAT_NUMBER.match(s.line) for s in (out[-2].slots[-1], out[-1].slots[0]))
    return ended is None or begun is None or int(begun.group(1)) == int(ended.group(1)) + 1


def _headed(html: str, first: str) -> bool:
    """Is the list whose first line is ``first`` under no heading, or a player list's
    ("Players 11-20:"), not "Replacements:" or "Prod list:"?"""
    from votecount.parser.host.list_words import PLAYERS_HEADING
    from votecount.parser.walk import plain_lines

    above = ""
    for line in (" ".join(x.split()) for x in plain_lines(html)):
        if line == first:
            return not above or PLAYERS_HEADING.match(above) is not None
        above = line or above
    return True


_SEAT_NUMBER = re.compile(r"^\W*(\d{1,2})[.):\]]")


_NAME_SHAPE = re.compile(r"^[^\W_][\w.\-]*(?: [\w.\-]+){0,2}$")  # one to three words
# "None", "nobody else", "everyone", "the rest": no player
_NOBODY = re.compile(
    r"\b(?:none|nobody|no\s+one|noone|nil|nothing|zero|everyone|everybody|all|else|others?"
    r"|rest|n\.?a)\b",
    re.I,
)


# a list line's replacement in words (``list_words.EARLIER_FIRST``/``LATER_FIRST`` less
# their arrows, slashes and brackets): "Rook (replacing Juno)", "Juno (replaced by Rook)"
_WORDED = re.compile(
    r"\b(?:replacing|replaces|replaced\s+(?:by|with)|in\s+for|sub(?:bing|bed)?\s+(?:in\s+)?for)\b",
    re.I,
)
_ARROWED = re.compile(r"->|\u2192|=>|\u21d2|\u00bb|<-|\u2190|>>|/")
# a replacement still to come or asked ("Juno (to be replaced by Rook)", "(may be replaced
# by Rook)", "(replaced by Rook? pending)"): not yet the slot's
_TO_COME = re.compile(
    r"\?|\b(?:to|will|may|might|could|would|should|must)\s+be\b|\bpending\b", re.I
)


def _chained(lists: list[FoundPlayers]) -> tuple[ListedSlot, ...]:
    """The first list's slots, each extended by the chain another full list of the host's
    early posts writes for it (the same first player, more names: "Living players: Ivo,
    Kes (replaces Lark), ..." after a list of Lark); or by a line of a shorter list of the
    living led by the first list's players only (the dead left out, the host's order:
    "Ember, Ivo, Kes, Rook (replacing Juno), Wren") that words the replacement
    ("replacing", "replaced by", "in for": no arrow, no slash, no strike, which a list of
    votes writes too) and whose newcomer is no listed player."""
    first = lists[0].slots
    others = [s for f in lists[1:] if len(f.slots) >= len(first) for s in f.slots]
    leads = {s.names[0].casefold() for s in first}
    named = {n.casefold() for s in first for n in s.names}
    others += [
        s for f in lists[1:]
        if len(f.slots) < len(first) and {x.names[0].casefold() for x in f.slots} <= leads
        for s in f.slots
        if len(s.names) == 2 and s.names[1].casefold() not in named
        and _WORDED.search(s.line) and not _ARROWED.search(s.line)
        and not _TO_COME.search(s.line)
    ]  # fmt: skip
    out = []
    for slot in first:
        had = [n.casefold() for n in slot.names]
        longer = [
            s for s in others
            if s.names[0].casefold() == had[0] and len(s.names) > len(had)
            and had == [n.casefold() for n in s.names[: len(had)]]
        ]  # fmt: skip
        out.append(longer[0] if len(longer) == 1 else slot)
    return tuple(out)


def _unposted(count: HostCount) -> tuple[str, ...]:
    """The names of a count's "Not voting" list that are no player of the roster it was
    read with (the thread's posters; ``HostCount.not_voting_unnamed``): each a login's
    shape, of three letters or more, no status word."""
    from votecount.parser.hostcount.pieces import status

    return tuple(
        name
        for name in count.not_voting_unnamed
        if len(name) >= 3 and _NAME_SHAPE.match(name) and not status(name)
        and not _NOBODY.search(name)
    )  # fmt: skip


def chosen_players(
    found: Iterable[FoundPlayers],
    first_post: Mapping[str, int] | None = None,
    came_for: Mapping[str, str] | None = None,
    came_in: Mapping[str, str] | None = None,
) -> tuple[list[ListedSlot], list[int]]:
    """The game's slots from what ``players_in_host_posts`` found, and the posts they
    came from: the first player list, its slots' first players as the host's first count
    shows them (a list edited as the game went on names who plays each slot now; the first
    count, who played it then), with the players of that count the list does not name
    given to the slots none of whose names the count shows, in order, and the rest as
    slots of their own; with no list, the first count alone.

    ``first_post`` (casefolded login -> the number of their first post) tells who came
    first when the list and the count disagree: the count's name leads a slot only if it
    posted before the list's first name (a struck "~~Ivo~~ Kestrel" posted early stands
    against a later count that shows Kestrel) or, that name never posting, before the
    count; and a player of the count the list does not name replaces only a slot none of
    whose players had posted by the count: first the slot of the one the host announced
    coming in for him (``came_for``: casefolded count name -> casefolded list name). A
    player of the count the host announces coming in for a listed one (``came_in``, the
    same shape: "Rook replaces Wren", Wren listed, never posting) plays that slot after
    him: the count shows the slot's player of then, already replaced; one announced coming
    in for several listed players or for another newcomer (mapped to "") takes no slot."""
    lists = [f for f in found if f.how == "list"]
    counts = [f for f in found if f.how == "count"]
    if not lists:
        return (list(counts[0].slots), [counts[0].post_number]) if counts else ([], [])
    lists[0] = replace(lists[0], slots=_chained(lists))
    if not counts or 2 * len(counts[0].slots) < len(lists[0].slots):
        # a count showing fewer than half the list's players was misread: the list stands
        return list(lists[0].slots), [lists[0].post_number]
    count = counts[0]
    shown = [s.first for s in count.slots]
    folded = {n.casefold() for n in shown}
    named = {n.casefold() for s in lists[0].slots for n in (*s.names, *s.heads)}
    leftover = [n for n in shown if n.casefold() not in named]
    never = count.post_number + 10**9

    def came(name: str) -> int:
        return never if first_post is None else first_post.get(name.casefold(), never)

    # the count's "Not voting" names a listed player who never posted: he plays his slot
    # still ("Seat 3: Free" left open, the one who took it no lurker's slot)
    unposted = {u.casefold() for u in count.unposted}

    def free(slot: ListedSlot) -> bool:  # no name in the count, none posted by then
        return not any(n.casefold() in folded | unposted for n in slot.names) and (
            first_post is None or all(came(n) > count.post_number for n in slot.names)
        )

    listed = list(lists[0].slots)
    for i, slot in enumerate(listed):  # the list wrote the count's login another way
        # ("[L]" listed, "-L-" counted, "Wren Yamakazi" for "Wren Yamazaki") and never
        # posted under it: the same player
        for n in slot.names:
            twin = [m for m in leftover if same_name(m, n)] or [m for m in leftover if typo(n, m)]
            if len(twin) == 1 and came(n) > count.post_number:
                names = tuple(twin[0] if x == n else x for x in slot.names)
                listed[i] = replace(slot, names=names)
                leftover.remove(twin[0])
                break
    announced = {new: old for old, new in (came_for or {}).items()}
    announced |= {old: new for new, old in (came_in or {}).items() if old}
    later = {new.casefold() for new in (came_in or {})}
    # a replacement the host announced for one no list slot alone names is no first player
    leftover = [n for n in leftover if (came_in or {}).get(n.casefold(), "x")]
    given: dict[int, str] = {}

    def give(names: list[str]) -> None:
        """Each of ``names`` (taken off the list) to a free slot not given yet: the slot of
        the one the host announced it coming in for, else the first such slot."""
        for i, slot in enumerate(listed):
            hit = next(
                (announced[n.casefold()] for n in slot.names if n.casefold() in announced), ""
            )
            match = [n for n in names if n.casefold() == hit]
            if i not in given and match and free(slot):
                given[i] = match[0]
                names.remove(match[0])
        # one announced coming in for a listed player whose slot is not free (he had
        # posted) plays no other slot: the replacement is read where it was announced
        rest = [n for n in names if n.casefold() not in later]
        for i, slot in enumerate(listed):
            if i not in given and rest and free(slot):
                given[i] = rest.pop(0)
                names.remove(given[i])

    give(leftover)
    leftover = [n for n in leftover if n.casefold() not in later]
    # then the names of the count's "Not voting" line that never posted (no list's name
    # written another way)
    written = [n for s in listed for n in s.names] + shown
    give([u for u in count.unposted
          if not any(same_name(u, n) or typo(u, n) for n in written)
          and (came_in or {}).get(u.casefold(), "x")])  # fmt: skip
    slots = []
    for i, slot in enumerate(listed):
        in_count = [n for n in slot.names if n.casefold() in folded]
        # "Kestrel (replaces Ivo)", "Kestrel ~~Ivo~~" with Ivo never posting: Ivo was
        # replaced before the first count, and played the slot first as the list says
        worded = LATER_FIRST.search(slot.line) or EARLIER_FIRST.search(slot.line)
        if (
            in_count
            and not worded
            and (first_post is None or came(in_count[0]) < came(slot.names[0]) != never)
        ):
            names = (in_count[0], *(n for n in slot.names if n != in_count[0]))
        elif i in given and given[i].casefold() in later:
            names = (*slot.names, given[i])
        elif i in given:
            names = (given[i], *slot.names)
        elif (
            first_post is not None
            and not worded
            and not in_count
            and all(came(n) != never for n in slot.names)
        ):
            # names side by side, no word of their order ("*Ivo* Kestrel", the replaced
            # in italics), none in the count: each posted, and who played first posted
            # first (a name the count shows leads as written)
            names = tuple(sorted(slot.names, key=came))
        else:
            names = slot.names
        slots.append(replace(slot, names=names))
    extra = [ListedSlot((n,), "") for n in leftover]
    return slots + extra, [lists[0].post_number, count.post_number]
