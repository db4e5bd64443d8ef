"""Reading a host's player list from a post (pure: HTML and the names known in the thread
in, values out).

Hosts list their players in the opening post (or a post soon after) in many shapes::

    1. Juno                        * Juno
    2. Ivo replaced by Kestrel     @Ivo
    3. ~~Bramble~~ Kestrel         Kestrel (replacing Bramble)
    4. Kestrel [sup]Bramble[/sup]  Bramble, Vanilla Townie, killed Night 1

A list line starts (after a number, bullet or ``@``) with a name the thread knows: a
poster's login or display name (``known``), or a struck name right before one. Each list
line is one slot; its names are put in the order they played (``ListedSlot.names``, the
first player first): "X replaced by Y", "~~X~~ Y" play X first; "Y replacing X", "Y (in
for X)" and MafiaScum's "Y ~~X~~" / "Y <sup>X</sup>" (the replaced written after the one
playing now, the newest first) play X first. A name already listed on an earlier line is
not listed again (a final post lists the dead a second time). A line of three or more
names separated by commas is one slot per name.

One line read as its slot(s) is ``parser.host.slot_line``; the words of a list are in
``parser.host.list_words``; which host posts list the players (a list or the first vote
count) is ``parser.host.players``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from votecount.parser.host.inline_lists import NOTE, inline, login, noted_parts
from votecount.parser.host.list_words import (
    AKA,
    CONTINUES,
    EARLIER_FIRST,
    LATER_FIRST,
    LEAD,
    LEGEND,
    NO_SLOT_NOTE,
    NOT_NAMES,
    NOT_PLAYING,
    PHASE_TAG,
    PLAYERS_HEADING,
    RAW_STRIKE,
    ROLE_WORDS,
    SPOILER,
    aside_heading,
)
from votecount.parser.host.listed import ListedSlot
from votecount.parser.host.player_tables import (
    alt_lists,
    avatars_named,
    lettered_as_numbered,
    rows_as_lines,
    spoilers_as_notes,
)
from votecount.parser.host.slot_line import line_slots
from votecount.parser.host.unknown_names import (
    BARE_NAME,
    between,
    in_block,
    unknown_listed,
    unknown_runs,
)
from votecount.parser.markup import AREA, STRUCK
from votecount.parser.walk import Span, lines_of


def listed_players(
    html: str, known: Mapping[str, str], hosts: Iterable[str] = ()
) -> list[ListedSlot]:
    """The slots of the player list(s) in a post. ``known`` maps each casefolded name the
    thread knows (logins and display names of its posters) to the login; hosts are never
    players."""
    skip = {h.casefold() for h in hosts}
    pattern = _names_pattern([n for n in known if n not in skip])
    out: list[ListedSlot] = []
    seen: set[str] = set()
    # a fieldset frames the host's own text: read it as plain text (struck names in it too)
    html = _FIELDSET.sub(r"<\1div", html)
    # XenForo's "[spoiler=Players]": the title, on its button, is the list's heading
    html = _SPOILER_BUTTON.sub(r"<div>\1</div>", html)
    html = RAW_STRIKE.sub(r"<s>\2</s>", html)
    html = _ITEM_END.sub("</li>", html)  # "<li>Juno<br>\n</li>\n<li>": no blank line between
    html = _ITEM.sub("\\g<0>\u2023 ", html)  # a list item: a bullet of its own
    html = rows_as_lines(html)  # a table of players: "1 | Ivo (he/him) | Alive"
    html = spoilers_as_notes(html)  # "Ivo - [spoiler]Cop[/spoiler]": a note on the line
    # vBulletin's spoiler box left (a list in it), framed by the class its quote box has
    # too: a spoiler's, read as phpBB's
    html = _VB_SPOILER_BOX.sub('<div class="spoiler">', html)
    html = avatars_named(lettered_as_numbered(html))  # "A. Ivo"; "<img alt=\"Ivo\">"
    html = alt_lists(html)  # the list as a picture: "<img alt=\"Players: Ivo, Juno, ...\">"
    # MafiaScum's "Kestrel <sup>Ivo</sup>", Ivo linking to the replacement post: Ivo
    # played first, as "Kestrel ~~Ivo~~"
    html = _SUP_LINK.sub(r" <s>\1</s>", html)
    html = _SUP.sub(r" \g<0>", html)  # "Juno<sup>1</sup>": a footnote mark is not the name's
    lines = [_pieces(spans) for spans in lines_of(html, None, spoilers=True)]
    # a line naming a backup host or co-host in the list ("7. Wren (backup host)", "Aster
    # (host, not playing)"; not a backup who came in: "2. Ivo -> Saffron (backup)") is no
    # slot: right under the list's heading it is left out, the heading and the lines
    # below one block; elsewhere it ends the block ("Aster - host" under the list, then
    # other names); a legend under the list ("* denotes a prod", "(R) means replaced")
    lines = _not_playing_out(lines, pattern)
    lines = [[] if LEGEND.search("".join(t for t, _ in p)) else p for p in lines]
    # a vote count in the post (an opening post edited to show the latest count above
    # the list): its wagons ("Lark (2) - Ivo, Juno") and "Not voting" are no slots
    lines = [[] if _count_line("".join(t for t, _ in p), pattern) else p for p in lines]
    found = [
        [ListedSlot((n,), line) for n, line in inline(p, pattern, known, skip)]
        or _noted(p, pattern, known, skip)
        or line_slots(p, pattern, known, skip)
        for p in lines
    ]
    for i in range(1, len(lines)):  # "2. Ivo" then "   replaced by Saffron" on a line
        came = None if found[i] or len(found[i - 1]) != 1 else _came(lines, i, pattern)
        if came is not None and came.group(1).casefold() not in skip | NOT_NAMES:
            above = found[i - 1][0]
            found[i - 1] = [ListedSlot((*above.names, login(came.group(1), known)), above.line)]
            lines[i] = []  # read: no slot of its own
    for _ in range(3):  # a list of several unknown names in a row fills in from its ends
        for i, pieces in enumerate(lines):
            if not found[i] and in_block(found, i):
                found[i] = unknown_listed(pieces, skip, known, edge=not between(found, i))
    unknown_runs(lines, found, skip, known)
    heading = ""
    for i, pieces in enumerate(lines):  # a list of spectators or backups is no player list
        text = "".join(t for t, _ in pieces).strip()
        if not found[i] and text and not SPOILER.fullmatch(text):
            # a name of the list read as none is no heading (after its number or bullet:
            # "‣ Tansy" under "Spectators" is one of theirs)
            lead = LEAD.match(text)
            name = BARE_NAME.match(text[lead.end() if lead else 0 :])
            if (
                name is None
                or aside_heading(text)
                or PLAYERS_HEADING.match(text)  # "~ Roster ~", "## Participants"
                or any(w.strip(":()") in NOT_NAMES for w in text.casefold().split())
            ):
                heading = text
        elif found[i] and aside_heading(heading):
            found[i] = []
    _numbered_first(lines, found)
    _aka_listed(found)
    for slots in found:
        for slot in slots:
            if not any(n.casefold() in seen for n in slot.names):
                out.append(slot)
            else:  # a second list naming who plays a listed slot now and whom he
                # replaced ("Juno ← Ivo" under a table of "Juno"): the slot's chain
                # (of one slot only: "Tammy replaces Ivo and Wren replaces Juno" is none)
                folded = {n.casefold() for n in slot.names}
                hit = [i for i, had in enumerate(out) if folded & {n.casefold() for n in had.names}]
                had = out[hit[0]] if len(hit) == 1 else None
                if (
                    had is not None
                    # who plays now the same, or who played first ("Replacements:" under
                    # the list, "Saffron replaced Ivo (D2)")
                    and (
                        had.names[-1].casefold() == slot.names[-1].casefold()
                        or had.names[0].casefold() == slot.names[0].casefold()
                    )
                    and len(had.names) < len(folded)
                    and {n.casefold() for n in had.names} <= folded
                ):
                    out[hit[0]] = slot
            seen.update(n.casefold() for n in slot.names)
    return out


def _not_playing_out(
    lines: list[list[tuple[str, bool]]], pattern: re.Pattern[str]
) -> list[list[tuple[str, bool]]]:
    """The lines with each naming one who does not play (``NOT_PLAYING``, not a backup who
    came in) left out when it stands under the list's heading (``PLAYERS_HEADING``, other
    such lines between) or, noted "not playing" / "no slot" (``NO_SLOT_NOTE``), amid the
    list (``_amid``); blank elsewhere."""
    out: list[list[tuple[str, bool]]] = []
    above = ""  # the last line kept, read
    texts = ["".join(t for t, _ in p) for p in lines]
    for i, text in enumerate(texts):
        if text.strip() and NOT_PLAYING.search(text) and not _replaced(text):
            if not (PLAYERS_HEADING.match(above.strip()) or _amid(texts, i, above, pattern)):
                out.append([])
                above = ""
            continue
        out.append(lines[i])
        above = text
    return out


def _amid(texts: list[str], i: int, above: str, pattern: re.Pattern[str]) -> bool:
    """Is line ``i``, noted "not playing" / "no slot", amid the list: a line of it above,
    and below it, before a blank line, a line a known name leads ("Lark", "3. Lark")?"""
    if not NO_SLOT_NOTE.search(texts[i]) or not above.strip():
        return False
    for text in texts[i + 1 :]:
        below = text.strip()
        if not below:
            return False
        lead = LEAD.match(below)
        if pattern.match(below[lead.end() if lead else 0 :]):
            return True
    return False


def _numbered_first(lines: list[list[tuple[str, bool]]], found: list[list[ListedSlot]]) -> None:
    """A line with no slot number right above a numbered run from 1 that names its one
    player on a numbered line too is the run's heading, no slot ("Ember takes slot 5.
    Players" over "1) Ivo" ... "5) Ember"): the numbered line is the slot."""
    texts = ["".join(t for t, _ in p).strip() for p in lines]
    for i in range(len(texts) - 1):
        run = _NUMBERED.match(texts[i + 1])
        names = [n.casefold() for s in found[i] for n in s.names]
        if len(names) != 1 or _NUMBERED.match(texts[i]) or run is None or run[1] != "1":
            continue
        below = {
            n.casefold()
            for t, slots in zip(texts[i + 1 :], found[i + 1 :], strict=True)
            if _NUMBERED.match(t) for s in slots for n in s.names
        }  # fmt: skip
        if names[0] in below:
            found[i] = []


def _aka_listed(found: list[list[ListedSlot]]) -> None:
    """A login after "aka" on a slot's line that another line of the list names alone
    ("Ivo (aka Juno)" over "Juno"): a nickname, no second player of the slot; an alt
    account no other line names ("Ivo (aka Juno)", Juno posting) stays in the slot."""
    alone = {s.names[0].casefold() for slots in found for s in slots if len(s.names) == 1}
    for slots in found:
        for i, slot in enumerate(slots):
            names = [n for n in slot.names if len(slot.names) == 1 or n.casefold() not in alone
                     or not re.search(rf"{AKA}{re.escape(n)}(?!\w)", slot.line, re.I)]  # fmt: skip
            if names and len(names) < len(slot.names):
                slots[i] = ListedSlot(tuple(names), slot.line)


# a vote count's line: a wagon and its votes in brackets, then its voters ("Lark (2) -
# Ivo, Juno", "Lark [2]: Ivo, Juno"), or the count's "Not voting" / "No vote" line
_COUNT_LINE = re.compile(
    r"^\W*(?:([^\W\d][^()\[\]]{0,40}?)\s*[(\[]\s*\d{1,2}\s*[)\]]\s*[-:\u2013\u2014]"
    r"|not\s+voting\b|no\s+votes?\b\s*[(\[:])",
    re.I,
)


def _count_line(text: str, pattern: re.Pattern[str]) -> bool:
    """A vote count's line (``_COUNT_LINE``), not a list's heading with its count
    ("Living players (6): Juno, Ivo, ..."); a wagon's line goes on with its voters, names
    by commas one of which the thread knows, not with a slot's note ("Ivo (2) - Cop",
    "Juno [3]: Vanilla Townie", "Lark (25) - she/her", "Wren (1) - replaced by Ivo")."""
    m = _COUNT_LINE.match(text)
    if m is None or any(w.strip(":()[]").casefold() in NOT_NAMES for w in (m[1] or "").split()):
        return False
    if m[1] is None:
        return True
    voters = text[m.end() :].split(",")
    return pattern.search(text, m.end()) is not None and all(
        len(v.split()) <= _VOTER_WORDS for v in voters
    )


_VOTER_WORDS = 2  # "Old Maple", "~~Wren~~ Ivo" (an unvote struck before a vote)


_NUMBERED = re.compile(r"^[\s\u2022\u2023*]*[(\[]?(\d{1,2})[.):\]]")


def _came(
    lines: list[list[tuple[str, bool]]], i: int, pattern: re.Pattern[str]
) -> re.Match[str] | None:
    """The newcomer a line names for the slot on the line above ("   replaced by Saffron",
    "-> Saffron"), or none: not when both lines start with the same arrow (the list's
    bullet: "-> Juno", "-> Nettlebright"), nor a label, a phase or an action ("-> Deadline:
    Friday", "-> Day 1 begins", "-> visited Ivo")."""
    text, above = ("".join(t for t, _ in lines[j]).strip() for j in (i, i - 1))
    came = CONTINUES.match(" ".join(text.split()))
    if came is None:
        return None
    arrow = _BULLET_ARROW.match(text)
    words = came.group(1).casefold().split()
    if (
        (arrow is not None and above.startswith(arrow.group(0).strip()))
        or _CAME_AFTER.match(came.string, came.end(1)) is None
        or any(
            w in NOT_NAMES or w in ROLE_WORDS or w in _NO_ONE or PHASE_TAG.match(w) for w in words
        )
        or any(m.start() > 0 for m in pattern.finditer(came.group(1)))
    ):
        return None
    return came


_NO_ONE = frozenset(["tbd", "tba", "pending", "needed", "wanted", "none", "nobody"])  # "(sub: TBD)"
_BULLET_ARROW = re.compile(r"(?:->|\u2192|=>|\u21d2|\u00bb)\s")
# what may follow a newcomer's name on its line: nothing, a bracket, a day
_CAME_AFTER = re.compile(r"\s*(?:$|[)\](.,!]|(?:on|in|at|day|night|[dn]\d+)\b)", re.I)


def _replaced(text: str) -> bool:
    """Does the line say who played a slot after whom ("Ivo -> Saffron", "replacing")?"""
    return bool(EARLIER_FIRST.search(text) or LATER_FIRST.search(text))


def _pieces(spans: list[Span]) -> list[tuple[str, bool]]:
    """The line's own text as (text, struck) pieces; a space where struck text meets
    plain text ("~~Ivo~~Kestrel" names two players), and where two struck elements meet
    with no space between ("Kestrel~~Wren~~~~Ivo~~": each struck on its own)."""
    out: list[tuple[str, bool]] = []
    for s in spans:
        if s.reason not in (None, STRUCK, AREA):  # a fieldset frames the host's own text
            continue
        struck = s.reason == STRUCK
        if out and out[-1][1] != struck:
            out.append((" ", False))
        elif struck and out and _touch(out[-1][0], s.text):
            out.append((" ", True))
        out.append((s.text, struck))
    return out


def _touch(before: str, after: str) -> bool:
    """Two pieces that would run together into one word."""
    return bool(before) and bool(after) and before[-1].isalnum() and after[0].isalnum()


_ITEM_END = re.compile(r"(?:<br\s*/?>)?(?<!\s)\s*+</li>\s*", re.I)  # a space run tried once
_SUP = re.compile(r"<sup\b", re.I)
_ITEM = re.compile(r"<li\b[^>]*>", re.I)
_SUP_LINK = re.compile(r"<sup\b[^>]*>\s*(<a\b[^>]*>\s*[^<\d\W][^<]*</a>)\s*</sup>", re.I)
_FIELDSET = re.compile(r"<(/?)(?:fieldset|legend)\b", re.I)
_VB_SPOILER_BOX = re.compile(
    r"<div class=\"bbcode_container\">(?=\s*<div class=\"bbcode_description\">[^<]{0,60}</div>"
    r"\s*<div class=\"bbcode_spoiler\">)",
    re.I,
)
_SPOILER_BUTTON = re.compile(
    r"<button\b[^>]*>(?:(?!</button>).)*?<span class=\"bbCodeSpoiler-button-title\">([^<]{1,40})"
    r"</span>(?:(?!</button>).)*</button>",
    re.I | re.S,
)


def _names_pattern(names: list[str]) -> re.Pattern[str]:
    if not names:
        return _NO_NAME
    alts = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    # "Peabody's Imaginary Friend" is not Peabody
    return re.compile(rf"(?<![\w@])@?(?:{alts})(?![\w]|['\u2019]s\b)", re.I)


_WAS = re.compile(r"\((?:previously|formerly|originally|was)\b", re.I)  # "Kes (was Lark)"


def _noted(
    pieces: list[tuple[str, bool]], pattern: re.Pattern[str], known: Mapping[str, str],
    skip: set[str],
) -> list[ListedSlot]:  # fmt: skip
    """A labelled list on one line whose names carry notes ("Living players: Ivo, Kes
    (replaces Lark), Wren"): each name and its note one slot, read as a list line."""
    text = " ".join("".join(t for t, gone in pieces if not gone).split())
    parts = noted_parts(text, pattern)
    bare = [NOTE.sub("", p) for p in parts]
    listed = {login(b, known).casefold() for b in bare}
    slots = []
    for part, name in zip(parts, bare, strict=True):
        if part == name:  # a name alone, maybe not posted yet
            slots.append(ListedSlot((login(name, known),), part))
            continue
        found = line_slots([(part, False)], pattern, known, skip)
        if len(found) != 1:
            return []
        # the note is the slot's chain only when it says who came in ("replaces",
        # "replaced by") and names no other part of the list: "Juno (voting Ivo)",
        # "Ivo (aka Saffron)" are the name alone
        said = EARLIER_FIRST.search(part) or LATER_FIRST.search(part) or _WAS.search(part)
        chain = said and sum(n.casefold() in listed for n in found[0].names) == 1
        slots.append(found[0] if chain else ListedSlot((login(name, known),), part))
    return slots


_NO_NAME = re.compile(r"(?!)")  # the thread knows no one yet: no name matches
