"""List lines whose names the thread does not know (``parser.host.roster``): a player
who never posted, a list read on a thread whose players have not posted yet. Pure."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Sized

from votecount.parser.host.inline_lists import near
from votecount.parser.host.list_words import (
    AKA_LINE,
    EARLIER_FIRST,
    LEAD,
    LIST_STATES,
    NOT_NAMES,
    NPC,
    PHASE_TAG,
    PLAYERS_HEADING,
    PROSE_OPENERS,
    PROSE_WORDS,
    REPLACED_NAME,
    ROLE_WORDS,
    SPOILER,
    aside_heading,
)
from votecount.parser.host.listed import ListedSlot

# a name, a separator and what the host says of the player (a role, a fate, the name
# elsewhere: "Juno - @juno_dc on Discord"); a note in square brackets, no count ("Juno
# [she/her]", "Juno [V]", not "Juno [2]")
_UNKNOWN_HEAD = re.compile(
    r"^@?([\w\[\]][\w.\-\[\]=]*(?: [\w.\-\[\]=]+)?)\s*(?:[,(\u2014\u2013]|\s-|\s\[(?!\d))\s*@?\w"
)


_EVENT_WORDS = frozenset(["vote", "votes", "count", "votecount", "starts", "begins", "ends",
                          # an index of the opening post's sections
                          "rules", "setup", "faq", "deadline", "deadlines", "schedule",
                          "timeline", "links", "index"])  # fmt: skip
# the name's runs are possessive: its trailing dots or dashes are not tried again as \W
BARE_NAME = re.compile(r"^@?([\w\[\]][\w.\-\[\]=]*+(?: [\w.\-\[\]=]++){0,2})\W*$")


def between(found: Sequence[Sized], i: int) -> bool:
    return 0 < i < len(found) - 1 and bool(found[i - 1]) and bool(found[i + 1])


def in_block(found: Sequence[Sized], i: int) -> bool:
    """A line between two list lines (or right after or before one of a list of several),
    with no blank line between."""
    before = i > 0 and bool(found[i - 1])
    after = i + 1 < len(found) and bool(found[i + 1])
    return (
        (before and after)
        or (before and i > 1 and bool(found[i - 2]))
        or (after and i + 2 < len(found) and bool(found[i + 2]))
    )


def unknown_slot(
    pieces: list[tuple[str, bool]], skip: set[str], known: Mapping[str, str], edge: bool = False,
    headed: bool = False,
) -> tuple[str, ...]:  # fmt: skip
    """The players of a list line whose name the thread does not know (a player who never
    posted), the first first, or none: the words before the first separator, or a bare
    name on a numbered or bulleted line (or, ``headed``, under a player list's heading); a
    name one typo away from one the thread knows is that one ("Bub Bidderskinds"). At the
    list's ``edge`` (not between two of its lines), a sentence is none ("Thanks everyone,
    role PMs soon.")."""
    text = "".join(t for t, _ in pieces)
    lead = LEAD.match(text)
    rest = " ".join(text[lead.end() if lead else 0 :].split())
    numbered = lead is not None and any(c.isdigit() or c in "*\u2022-" for c in lead.group(0))
    numbered = numbered or rest.startswith("@")  # "@Dell" alone: a login, as a number marks
    aka = AKA_LINE.match(rest)
    if aka and aka.group(1).casefold() not in skip:  # "Ivo (aka IvoTheBold)": the login
        return (near(aka.group(1), known),)
    m = _UNKNOWN_HEAD.match(rest) or (BARE_NAME.match(rest) if numbered or headed else None)
    if m is None or m.group(1).casefold() in skip or len(text.split()) > PROSE_WORDS:
        return ()
    if rest.endswith(":"):  # "Signed up, in order:": the list's heading, no slot
        return ()
    if rest.endswith(("!", "?")) and len(m.group(1).split()) > 1:  # "One more needed!"
        return ()
    if NPC.search(text):
        return ()
    # a heading, a role, a phase or a count: "D3 starts", "Final vote count"
    words = m.group(1).casefold().split()
    if any(w in NOT_NAMES or w in _EVENT_WORDS or PHASE_TAG.match(w) for w in words):
        return ()
    if all(w in ROLE_WORDS for w in words):  # a role list: "1. Cop", "2. Serial Killer"
        return ()
    if (edge or headed) and not numbered and m.group(1).split()[0].casefold() in PROSE_OPENERS:
        return ()
    if (edge or headed) and not numbered and m.group(1).casefold() in LIST_STATES:  # "Full!"
        return ()
    struck = " ".join("".join(t for t, gone in pieces if gone).split())
    name = m.group(1)
    said = REPLACED_NAME.search(rest, m.end(1))
    if said and not EARLIER_FIRST.search(rest) and said.group(1).casefold() not in NOT_NAMES:
        # "Kestrl (replacing Ivo Lee)": neither name known, Ivo Lee played first
        return (near(said.group(1), known), near(name, known))
    if struck and name.startswith(struck + " "):  # "~~Ivo~~ Kestrel": two players
        return (near(struck, known), near(name[len(struck) + 1 :], known))
    if struck and name.endswith(" " + struck):  # MafiaScum's "Kestrel ~~Ivo~~": Ivo first
        return (near(struck, known), near(name[: -len(struck) - 1], known))
    return (near(name, known),)


def unknown_listed(
    pieces: list[tuple[str, bool]], skip: set[str], known: Mapping[str, str], edge: bool = False,
    headed: bool = False,
) -> list[ListedSlot]:  # fmt: skip
    names = unknown_slot(pieces, skip, known, edge=edge, headed=headed)
    return [ListedSlot(names, " ".join("".join(t for t, _ in pieces).split()))] if names else []


def unknown_runs(
    lines: list[list[tuple[str, bool]]], found: list[list[ListedSlot]], skip: set[str],
    known: Mapping[str, str],
) -> None:  # fmt: skip
    """A list of names the thread does not know yet (init on a thread just opened):
    ``MIN_RUN`` lines or more in a row, each numbered ("1. Abacus"), a list item, or under
    a player list's heading ("Players:", then a name a line), each a name alone; the run
    names a player who posted, or the thread knows fewer players than a list holds (a
    run of link titles or actions in a thread of many posters is no list, nor the lines
    after the last poster of a numbered or bulleted run: "D3 starts" under the list)."""
    fresh = len({v.casefold() for v in known.values()} - skip) < MIN_RUN
    i = 0
    while i < len(lines):
        headed = PLAYERS_HEADING.match("".join(t for t, _ in lines[i]).strip()) is not None
        start = i + 1 if headed else i
        if headed and start < len(lines) and SPOILER.fullmatch(_text(lines[start]).strip()):
            start += 1  # "Players", then a spoiler's button ("Spoiler:") over the list
        if not headed and _OTHER_HEADING.match("".join(t for t, _ in lines[i - 1]) if i else ""):
            i += 1  # a run under "Rules:" or "Setup:" lists no players
            continue
        run: list[tuple[int, list[ListedSlot]]] = []
        count = 0  # the run's lines, those read as slots already too ("Juno" who posted)
        for j in range(start, len(lines)):
            text = "".join(t for t, _ in lines[j])
            if aside_heading(text) or PLAYERS_HEADING.match(text.strip()):
                break  # the next list's heading ("Spectators")
            numbered = headed or _NUMBERED.match(text) is not None
            got = [] if found[j] else unknown_listed(lines[j], skip, known, headed=numbered)
            if not found[j] and (not got or not numbered):
                break
            run += [(j, got)] if got else []
            count += 1
        if not (fresh or headed):  # the lines after its last poster: the post's index
            last = max((j for j in range(start, start + count) if found[j]), default=-1)
            run = [(j, got) for j, got in run if j < last]
        if count >= MIN_RUN and (fresh or len(run) < count):
            for j, got in run:
                found[j] = got
        i = max(i + 1, start + count)


# the heading of a list of no players: "Rules:", "Setup:", "Night actions:", "Links:"
_OTHER_HEADING = re.compile(
    r"^\W*(?:[\w']+\s+){0,2}?(?:rules|setup|roles?|links|index|schedule|timeline|deadlines?"
    r"|actions|claims|faq|notes|reminders)\b[^:]{0,20}:\W*$",
    re.I,
)
MIN_RUN = 5  # a list of names no one knows yet: as many lines as the shortest player list


def _text(pieces: list[tuple[str, bool]]) -> str:
    return "".join(t for t, _ in pieces)


_NUMBERED = re.compile(r"^\s*(?:[(\[#]?\d{1,2}[.):\]]|[\u2022\u2023])\s*\S")
