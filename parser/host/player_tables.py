"""A host's player list in shapes written again as plain list lines for
``parser.host.roster`` (pure): a table ("Slot | Player | Status" rows; a table whose rows
hold a count, a list of voters or prose, a vote count or a cast of characters, is left as
it is), slots lettered "A. Ivo", "B) Juno", an avatar alone standing for its player."""

from __future__ import annotations

import re
from html import escape, unescape
from typing import TypeVar

from votecount.parser.host.list_words import LEAD, NOT_NAMES, PLAYERS_HEADING, TABLE_HEADINGS
from votecount.parser.tables import ROW, TABLE, TAG, cell_text

T = TypeVar("T")


def rows_as_lines(html: str) -> str:
    """``html`` with each table that lists players written as list lines: its header row
    ("Slot | Player | Status", ``<th>`` cells) dropped, each other row one bulleted line,
    its cells apart ("‣ 1. Ivo (he/him) — Alive"); a table of votes ("Voter | Voted") none."""
    if "<table" not in html.casefold():
        return html
    return TABLE.sub(_as_lines, html)


def spoilers_as_notes(html: str) -> str:
    """``html`` with a spoiler block that follows a name on its line (a role hidden
    beside the player: "1. Ivo - [spoiler]Cop[/spoiler]", a table's role cell) written as
    the word "hidden", on the line: the block no longer breaks the list into lines of
    names and lines of roles. A spoiler on a line of its own is left, and so is one that
    hides more than a note (``_a_note``: a list after its heading)."""
    if "spoiler" not in html.casefold() and "quotetitle" not in html:
        return html
    out, at = [], 0
    for m in _SPOILER_BLOCK.finditer(html):
        line = _LINE_BREAK.split(html[max(0, m.start() - 2_000) : m.start()])[-1]
        if TAG.sub("", unescape(line)).strip() and _a_note(m[0]):
            out.append(html[at : m.start()] + " hidden")
            at = m.end()
    return "".join(out) + html[at:]


def _a_note(block: str) -> bool:
    """A spoiler's hidden text short enough to be a note on a name ("Vanilla Townie",
    "Mafia Goon"): one line of a few words, no comma; not a list hidden after its
    heading ("Players: [spoiler]Ivo, Juno, ...[/spoiler]", one name a line)."""
    inner = _HIDDEN_START.split(block, maxsplit=1)[-1]
    if _BREAK_INSIDE.search(inner):
        return False
    text = TAG.sub(" ", unescape(inner))
    return "," not in text and len(text.split()) <= _NOTE_WORDS_HIDDEN


_HIDDEN_START = re.compile(r"class=\"(?:quotecontent|bbcode_spoiler)\"[^>]*>")
_BREAK_INSIDE = re.compile(r"<br\s*/?>|</?(?:p|li|ul|ol|tr|table)\b", re.I)
_NOTE_WORDS_HIDDEN = 4  # "Town Cop", "Vanilla Townie", "Mafia Roleblocker (1-shot)"
_NO_DIV = r"(?:(?!</?div\b).)*"
# phpBB's "[spoiler=Role]" and vBulletin's spoiler: a title, then the hidden text
_SPOILER_BLOCK = re.compile(
    rf"<div\b[^>]*>\s*<div class=\"quotetitle\">{_NO_DIV}</div>\s*<div class=\"quotecontent\">"
    rf"\s*<div\b[^>]*>{_NO_DIV}</div>\s*</div>\s*</div>"
    rf"|<div class=\"bbcode_container\">\s*<div class=\"bbcode_description\">{_NO_DIV}</div>"
    rf"\s*<div class=\"bbcode_spoiler\">{_NO_DIV}</div>\s*</div>",
    re.I | re.S,
)
_LINE_BREAK = re.compile(r"<br\s*/?>|</?(?:div|p|li|ul|ol|tr|table)\b[^>]*>", re.I)


def lettered_as_numbered(html: str) -> str:
    """``html`` with slots lettered in a run from A or a ("A. Ivo", "B) Juno", "c) Lark")
    numbered instead: a letter and a stop are no name ("E. Ember" is no player "E.
    Ember"). Three lines at least, the letters in order; any other capital and stop is
    left (an initial, "J. Smith")."""
    found = list(_LETTER.finditer(html))
    runs: list[list[re.Match[str]]] = []
    for m in found:
        if m.group(2) in "Aa":
            runs.append([m])
        elif runs and ord(m.group(2)) == ord(runs[-1][-1].group(2)) + 1:
            runs[-1].append(m)
    keep = [
        m for run in runs if len(run) >= _LETTERED_MIN and not _asked(html, run[0]) for m in run
    ]
    for m in reversed(keep):
        number = ord(m.group(2).upper()) - ord("A") + 1
        html = f"{html[: m.start(2)]}{number}.{html[m.end(3) :]}"
    return html


def _asked(html: str, first: re.Match[str]) -> bool:
    """Does the line above a lettered run end with a question ("Who is scum?", then "a)
    Rook", "b) Tansy"): a poll's choices, no slots?"""
    above = TAG.sub("\n", html[: first.start(2)]).rstrip(" \t\n(").rsplit("\n", 1)[-1]
    return above.rstrip().endswith("?")


def avatars_named(html: str) -> str:
    """``html`` with an image alone at a line's end written as its alt text when that is
    a name ("<img alt=\"Ivo\">" for Ivo's slot); a smiley or emoji (":)", ":smile:"), a
    picture the forum names "Image", stays an image."""
    return _AVATAR.sub(_avatar_named, html)


def alt_lists(html: str) -> str:
    """``html`` with an image alone on its line whose alt text is a headed list of names
    ("<img alt=\"Players: Ivo, Juno, Lark, Wren, Ember\">", the list posted as a picture)
    written as that list, a name a line under its heading; any other image stays."""
    return _ALT_LIST.sub(_alt_list, html)


def _alt_list(m: re.Match[str]) -> str:
    heading, _, rest = unescape(m["alt"]).partition(":")
    names = [n.strip() for n in re.split(r",|\band\b", rest) if n.strip()]
    if (
        PLAYERS_HEADING.match(f"{heading}:") is None
        or len(names) < 5
        or any(not _ALT_NAME.fullmatch(n) for n in names)
    ):
        return m[0]
    return m[1] + f"{escape(heading)}:<br>" + "<br>".join(escape(n) for n in names)


def _avatar_named(m: re.Match[str]) -> str:
    """The image as its alt text when nothing but a slot's number or bullet stands before
    it on its line ("1. <img alt=\"Ivo\">"): beside a name it is the name's picture, a
    role card or a flag ("Zed <img alt=\"Cop\">" is Zed's slot)."""
    alone = LEAD.fullmatch(m["before"]) is not None
    return (
        f"{m[1]}{m['before']} {m['alt']}" if alone and m["alt"].casefold() not in _PICTURE else m[0]
    )


def _as_lines(table: re.Match[str]) -> str:
    rows = [r for r in (_CELL.findall(row) for row in ROW.findall(table[0])) if r]
    body = [r for r in rows if not _header(r)]
    heads = [cell_text(inner) for _, inner in rows[0]] if rows and _header(rows[0]) else []
    if body and len(heads) > 1 and all(h.casefold() in _STATES | _SIDES for h in heads):
        return _by_column(body, len(heads))
    voting = {i for i, h in enumerate(heads) if h.casefold() in _VOTING}
    if (
        voting
        and not any(heads[i].casefold() in _VOTERS for i in voting)
        and any(_PLAYER_HEAD.match(h) for h in heads)
        and all(len(row) == len(heads) for row in body)
    ):  # "Player | Status | Voted": the players' table, its votes column left out
        heads = [h for i, h in enumerate(heads) if i not in voting]
        body = [[c for i, c in enumerate(row) if i not in voting] for row in body]
    elif voting:  # "Voter | Voted": votes, no slot
        return "<div></div>"
    k, at = _player_column(heads), int(bool(heads) and heads[0].casefold() in _NUMBER_HEADS)
    if k > at and all(len(row) == len(heads) for row in body):
        heads, body = _moved(heads, k, at), [_moved(row, k, at) for row in body]
    if not body or not all(_listed(r) for r in body):
        return table[0]
    lines = []
    for row in body:
        cells = [inner for _, inner in row]
        if len(heads) == len(cells):  # "Replaced by" | "Rook": the slot's later player
            cells = [f"replaced by {c}" if _LATER.match(h) and cell_text(c) else c
                     for h, c in zip(heads, cells, strict=True)]  # fmt: skip
        lead = ""
        if len(cells) > 1 and cell_text(cells[0]).isdigit():  # the slot's number
            lead, cells = f"{cell_text(cells[0])}. ", cells[1:]
        lines.append(f"<div>\u2023 {lead}{_APART.join(cells)}</div>")
    return "".join(lines)


def _by_column(body: list[list[tuple[str, str]]], width: int) -> str:
    """An "Alive | Dead" table: each column's names one a line, the living first (a row
    is no slot: "Ivo | Wren" are two players)."""
    cells = [row[k][1] for k in range(width) for row in body if k < len(row)]
    return "".join(f"<div>\u2023 {c}</div>" for c in cells if cell_text(c))


def _player_column(heads: list[str]) -> int:
    """The column headed "Player" (or "Players", "Played by", "Username"): one of a
    "Character | Player" table; else 0."""
    found = [i for i, h in enumerate(heads) if _PLAYER_HEAD.match(h)]
    return found[0] if len(found) == 1 else 0


def _moved(cells: list[T], k: int, at: int) -> list[T]:
    """The cells with the ``k``-th moved to ``at``: the player's before the character's,
    which stays as a note ("Miller Bram | Ivo" is Ivo's slot), after the slot's number."""
    rest = [c for i, c in enumerate(cells) if i != k]
    return [*rest[:at], cells[k], *rest[at:]]


def _header(row: list[tuple[str, str]]) -> bool:
    """A header row: cells of ``<th>`` only, or of headings only ("Slot", "Player")."""
    return all(tag.casefold() == "th" for tag, _ in row) or all(
        cell_text(inner).casefold() in TABLE_HEADINGS | NOT_NAMES for _, inner in row
    )


def _listed(row: list[tuple[str, str]]) -> bool:
    """A row of a player list: a name and short notes (its number first); no count
    ("Ivo | 3 | ..."), no list of voters ("Juno, Lark, Kes"), no prose."""
    texts = [cell_text(inner) for _, inner in row]
    if len(texts) > 1 and texts[0].isdigit():
        texts = texts[1:]
    return (
        bool(texts[0])
        and len(texts[0].split()) <= _NAME_WORDS
        and not any(t.strip("()[]#").isdigit() for t in texts)
        and all(len(t.split()) <= _NOTE_WORDS and t.count(",") < 2 for t in texts)
    )


_NAME_WORDS = 4  # "Ivo (he/him)", "Rook (replacing Lark)"
_NOTE_WORDS = 6  # "Lynched Day 1 (Mafia Goon)"
_CELL = re.compile(r"<(t[dh])\b[^>]*>(.*?)</t[dh]>", re.I | re.S)
# a column of the players who came in later: its cells are no notes ("Lark | Rook" would
# read as Rook, then Lark)
_LATER = re.compile(r"^(?:replaced\s+by|replacements?|replacing\s+players?|subs?)$", re.I)
_APART = " \u2014 "  # the cells of a row, as a list line's dash
# a header row of states alone: one column of the living, one of the dead
_STATES = frozenset(["alive", "dead", "living", "eliminated", "graveyard", "deceased"])
# or of sides alone ("Town | Mafia"): a column a side, each cell a slot
_SIDES = frozenset(["town", "mafia", "scum", "village", "wolves", "werewolves", "cult",
                    "neutral", "neutrals", "third party", "townies", "villagers"])  # fmt: skip
# a header naming votes: a table of who voted whom ("Voter | Voted", "Vote | By")
_VOTING = frozenset(["voter", "voters", "voted", "votes", "vote", "voted by", "voting",
                     "target", "wagon", "votes on", "by"])  # fmt: skip
# of those, a column of who votes the row's name: the rows are wagons ("Player | Voted
# by": a count, no list of players)
_VOTERS = frozenset(["voters", "voted by", "by"])
# a capital and a stop or bracket at a line's start: "A. Ivo", "B) Juno", "(C) Lark"
_LETTER = re.compile(r"(^|<br\s*/?>|<(?:p|div|li|td)\b[^>]*>|\n)\s*\(?([A-Za-z])([.)])(?=\s+\S)")
_LETTERED_MIN = 3
_AVATAR = re.compile(
    r"(^|<br\s*/?>|<(?:p|div|li|td)\b[^>]*>|\n)(?P<before>[^<\n]*)(?:<a\b[^>]*>)?"
    r"<img\b(?![^>]*class=\"(?:smilies|emoji)[^\"]*\")[^>]*\balt=\"(?P<alt>[^\W\d][\w .\-]{0,30})\"[^>]*>"
    r"(?:</a>)?(?=\s*(?:<br\s*/?>|</(?:p|div|li|td)>|\n|$))",
    re.I,
)
_ALT_LIST = re.compile(
    r"(^|<br\s*/?>|<(?:p|div|li|td)\b[^>]*>|\n)\s*(?:<a\b[^>]*>)?<img\b[^>]*\balt=\"(?P<alt>[^\"]{10,400})\""
    r"[^>]*>(?:</a>)?(?=\s*(?:<br\s*/?>|</(?:p|div|li|td)>|\n|$))",
    re.I,
)
_ALT_NAME = re.compile(r"[^\W\d][\w .\-]{0,30}")
# the alt text a forum gives any picture posted ("[img]" on phpBB: "Image")
_PICTURE = frozenset(["image", "img", "photo", "picture", "pic", "avatar", "gif", "banner"])
_NUMBER_HEADS = frozenset(["#", "", "slot", "seat", "no.", "no", "number"])
_PLAYER_HEAD = re.compile(r"^(?:players?|played\s+by|user(?:name)?|account)$", re.I)
