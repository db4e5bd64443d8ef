"""The words of commands and how a piece of text splits into commands.

Rules (documented in ``docs`` of ``parser.extract``):

* A **keyword** is ``vote``, ``unvote`` (``un-vote``) or ``nominate`` as a whole word
  (so ``VigVote`` and ``voted`` are not), never followed by ``count``/``tally``; a slash
  before it makes it a path or a slash command, not a keyword, but after a vote word
  ("Unvote/Vote: X") it only separates two commands.
* Text from a keyword up to the next keyword (or the end of the run/line) is one
  command; what follows the keyword, trimmed of ``:``, quotes, ``for`` and trailing
  punctuation, is the target text.
* A keyword **misspelt by one edit** ("Vtoe: X", "Unovte") counts only in a bold or
  coloured run, at its start or after an unvote (``typo_keyword``, ``run_commands``).
* Whether a keyword is said in a sentence rather than given (a run's preamble, a later
  keyword after prose, a condition, a verb after the vote word) is ``parser.prose``'s.
"""

from __future__ import annotations

import re
from itertools import islice
from typing import NamedTuple

from votecount.parser.model import Kind, Word
from votecount.parser.names.fold import fold
from votecount.parser.prose import (
    PROSE_START,
    another_before,
    conditional,
    opens_sentence,
    preamble_ok,
    said_in_prose,
    said_later,
    word_is_subject,
)
from votecount.parser.rulebook import rule
from votecount.parser.scan import sentence_end

# "unvotevote: X" run together reads as "unvote vote: X" (tests/parser/votezoo/test_shapes.py)
KEYWORD = re.compile(
    r"(?:(?<![\w/])|(?<=vote/)|(?<=unvote)|(?<=un-vote))"
    r"(?:(un-?vote)(?=vote(?!\w))|(?:(un-?vote)|(vote)|(nominate))(?!\w)(?!\s*(?:count|tally)s?\b))",
    re.I,
)
HASH = re.compile(r"(?<![\w#])#+(?=(?:un-?vote|vote|nominate)\b)", re.I)
# "I nominate X" on a line of its own is the nomination said in the first person (BotF);
# "I vote X" stays a sentence (a vote wants its word first, tests/parser/votezoo)
# (after an edit's label: "EDIT: vote X", "ETA - VOTE: X", "PS: unvote", "[EDIT] vote X";
# with no stop after the label only before the vote word's colon: "ETA VOTE: X")
LINE_START = re.compile(
    r"^[\s>*\-•–—]*(?:(?:edit|eta|p\.?s\.?)\s*(?:\d+\s*)?"
    r"(?:[:\-–—]\s*|\s+(?=(?:un-?vote|vote)\s*:))|\[(?:edit|eta)\s*(?:\d+\s*)?\]:?\s*)?"
    r"(?:un-?vote(?:vote)?|vote|(?:i\s+)?nominate)\b(\s*:)?",
    re.I,
)
NO_VOTE_PHRASES = frozenset(
    fold(w) for w in ("no lynch", "no-lynch", "no exe", "no execution", "no elimination",
                      "no elim", "no exile", "sleep", "sleeping", "[no exe]")
)  # fmt: skip
_TRAIL = " \t\r\n.,;:!?…#"
_COMMA_RUN_ON = re.compile(r"(?<=[^\W\d_]),(?=[^\W\d_])")
_PLUS_RUN_ON = re.compile(r"(?<=[^\W\d_])\+(?=[^\W\d_])")
# a smiley's code typed by hand or left unconverted (":evil:", ":knife:") beside a name
_SMILEY_CODE = re.compile(r"(?<!\S):[a-z][a-z_]{1,15}:(?!\S)", re.I)
_RUN_SLASH = re.compile(r"^\s*/(?=(?:un-?vote|vote)\b)", re.I)
_FOR_ON = re.compile(r"^(?:for|on)\s+(?=\S)", re.I)
_KEYWORD_KINDS = (Kind.VOTE, Kind.UNVOTE, Kind.UNVOTE, Kind.VOTE, Kind.NOMINATE)  # by group
_LEAD = " \t\r\n:;=-–—>~#"
_STRAY = frozenset("[]/\\{}<>")  # what a broken BBCode tag leaves after a keyword


class Piece(NamedTuple):
    """One command cut out of a text: kind, where it is, what it says."""

    kind: Kind | str
    start: int
    end: int
    raw: str
    target: str | None
    extra: tuple[tuple[str, object], ...] = ()


def has_keyword(text: str) -> bool:
    """Cheap test before any regex: could ``text`` hold a keyword at all?"""
    low = text.lower()
    return "vote" in low or "nominate" in low


def kind_of(word: str) -> Kind:
    w = word.lower().replace("-", "")
    return (
        Kind.UNVOTE
        if w.startswith("unvote")
        else Kind.NOMINATE
        if w.startswith("nom")
        else Kind.VOTE
    )


def clean_target(text: str) -> str:
    """Trim what follows a keyword down to the written name (first sentence only)."""
    t = _SMILEY_CODE.sub(" ", text).strip(_LEAD) if ":" in text else text.strip(_LEAD)
    if not t.isalnum():  # a sentence end needs a space
        end = sentence_end(t)  # linear: a run of dots or spaces is read once
        if end is not None:
            t = t[:end]
    if "," in t:  # "Bramble,Ivo": two names, as "Bramble, Ivo" (the host asks)
        t = _COMMA_RUN_ON.sub(", ", t)
    if "+" in t:  # "Bramble+Ivo" as "Bramble + Ivo" (a name's own "+" folds away)
        t = _PLUS_RUN_ON.sub(" + ", t)
    if t[:2].lower() in ("fo", "on"):
        t = _FOR_ON.sub("", t)
    t = t.strip(_LEAD).rstrip(_TRAIL)
    if len(t) >= 2 and t[0] in "\"'“‘«" and t[-1] in "\"'”’»":
        t = t[1:-1].strip()
    if t and set(t) <= _STRAY:  # "[b]unvote[[/b]": a tag's stray bracket names nobody
        return ""
    return t.rstrip(_TRAIL)


# "Bramble vs Ivo" (a name's own "vs", "Buffy vs Dracula", stays one: parse.py checks the
# roster); "Bramble; Ivo", "Bramble? Ivo?" (the sentence end cut the second name off)
_VS = re.compile(r"\s+vs\.?\s+", re.I)
_GLUED_TWO = re.compile(r"([^\W_][\w.']*)\s*[-&]\s*([^\W_][\w.']*)")
_AFTER_VS_DOT = re.compile(r"\.[ \t]+([^\s;?.!,:][^;?.!:\n]{0,40}?)[ \t]*[?.!]*[ \t]*")
_AFTER_STOP = re.compile(r"[ \t]*[;?]+[ \t]*([^\s;?.!,:][^;?.!:\n]{0,40}?)[ \t]*[?.!]*[ \t]*")


@rule("two_names")
def two_names(raw: str, target: str) -> tuple[str, str, str] | None:
    """A vote's two names joined by "vs", or cut apart by ";" or "?" ("Vote: Bramble;
    Ivo", "Vote: Bramble? Ivo?"): (first, second, the whole as written), or None. Text
    only: the caller holds it two names when each part is a player's whole name and the
    whole is none (``parse._two_names``), the AMBIGUOUS outcome "A or B" gets. Two
    names glued by a hyphen or "&" ("Ivo-Lark", "Ivo&Lark") are read so too ("Quill-Tide",
    a player's own name, stays one)."""
    low = target.lower()
    glued = _GLUED_TWO.fullmatch(target.strip())
    if glued is not None:
        return glued.group(1), glued.group(2), target
    if " " in target and "vs" in low and not low.endswith(" vs"):
        parts = _VS.split(target)
        if len(parts) == 2 and all(parts):
            return parts[0], parts[1], target
        return None
    at = raw.find(target) if target else -1
    if at < 0:
        return None
    if low.endswith(" vs"):  # "Bramble vs. Ivo": the sentence end cut at "vs."
        m = _AFTER_VS_DOT.fullmatch(raw, at + len(target))
        first = target[:-3].rstrip()
    elif ";" in raw or "?" in raw:
        m = _AFTER_STOP.fullmatch(raw, at + len(target))
        first = target
    else:
        return None
    if m is None or not first or len(m.group(1).split()) > 3:
        return None
    return first, m.group(1), raw[at : m.end(1)]


MAX_PIECES = 256
"""At most this many commands are cut from one text (the parser reads at most
``extract.MAX_COMMANDS`` per post, so more could never count)."""


def split_commands(text: str, offset: int = 0) -> list[Piece]:
    """Every keyword in ``text`` starts a command running to the next keyword, unless it
    is said in a sentence after the one before (``said_in_prose``): then it is part of
    that command's text."""
    found = list(islice(KEYWORD.finditer(text), MAX_PIECES + 1))
    if found and found[0].lastindex in (1, 2) and said_later(text, found[0].end()):
        found = found[1:]  # "unvote later" first too: a plan, no unvote
    marks = found[:1]
    cut: dict[int, int] = {}  # a mark's name ends at a later keyword said as a plan
    for m in found[1:]:
        if said_in_prose(text[marks[-1].end() : m.start()]):
            continue
        if said_later(text, m.end()):  # "Vote: X / unvote later": X, and no unvote
            cut.setdefault(len(marks) - 1, m.start())
            continue
        marks.append(m)
    pieces: list[Piece] = []
    last = len(marks) - 1
    for i, m in enumerate(marks[:MAX_PIECES]):
        end = marks[i + 1].start() if i < last else len(text)
        kind = _KEYWORD_KINDS[m.lastindex or 0]
        target = clean_target(text[m.end() : cut.get(i, end)].rstrip(" /|&+,;-–—("))
        if kind is Kind.VOTE and not target and i < last and marks[i + 1].lastindex == 3:
            continue  # "VOTE: VOTE: x" written inside a vote tag
        raw = text[m.start() : end].strip().rstrip(",;")
        pieces.append(Piece(kind, offset + m.start(), offset + end, raw, target or None))
    return pieces


def run_commands(text: str, offset: int = 0, words: tuple[Word, ...] = ()) -> list[Piece]:
    """Commands in a bold/red run: keyword first, after an allowed preamble. A bold
    ``/vote NAME`` is a bold vote: the slash at the start of the run is only decoration.
    A run with no keyword may be a game system's phrase ("**Crash the Party**"). A keyword
    misspelt by one edit may start the run or follow an unvote (``typo_keyword``)."""
    if _RUN_SLASH.match(text):
        text = _RUN_SLASH.sub(lambda m: m.group(0).replace("/", " "), text, count=1)
    typo = _typo_command(text, offset)
    if typo is not None:
        return typo
    m = KEYWORD.search(text) if has_keyword(text) else None
    if m is None:
        found = _standalone(text, offset)
        said = phrase_piece(text, offset, words) if words and not found else None
        return [said] if said is not None else found
    pre = text[: m.start()]
    if another_before(pre, text[m.end() :]) or (
        not preamble_ok(pre) and not opens_sentence(pre, text, m.end())
    ):
        return []  # "Old vote: X", "His vote: X"; "I will not vote X"
    return _after_unvote(split_commands(text[m.start() :], offset + m.start()), text, offset)


# A keyword misspelt by one edit ("Vtoe: X", "Vfote: X", "Unovte", "VOET X", "Ovte X"):
# read only where the real keyword would count (a bold or coloured run, at its start or
# right after an unvote), and only when the word keeps the keyword's first letter (or
# swaps its first two letters) and is no word a player writes on purpose: the keyword
# with an ending ("votes", "voted", "voter", "nominated", "unvoted") is a word, not a slip,
# and so are the English words one letter from a keyword that keep its first letter
# (below; "note", "quote", "veto", "devote" lose the first letter or are two edits away).
# The resolver then wants the target to be a player by a whole name (``parser.resolve``).
TYPO_KEYWORDS = ("vote", "unvote", "nominate")
_TYPO_REAL_WORDS = frozenset(("vole", "vite", "voce", "vota", "voto", "vore", "nominal"))
TYPO_LEAD = " \t\r\n>*-•–—~"
_TYPO_WORD = re.compile(r"[a-z]{3,9}(?![\w'’])", re.I)
_TYPO_SEP = re.compile(r"[ \t]*[:;=\-–—>]+[ \t]*|[ \t]+")
_TYPO_KINDS = {"vote": Kind.VOTE, "unvote": Kind.UNVOTE, "nominate": Kind.NOMINATE}


def one_edit(word: str, keyword: str) -> bool:
    """``word`` is one insert, delete, substitution or swap of two neighbours from
    ``keyword`` (lower case both)."""
    n, k = len(word), len(keyword)
    if word == keyword or abs(n - k) > 1:
        return False
    i = 0
    while i < min(n, k) and word[i] == keyword[i]:
        i += 1
    if n == k:  # one substitution, or two neighbours swapped
        return word[i + 1 :] == keyword[i + 1 :] or (
            word[i : i + 2] == keyword[i + 1 : i + 2] + keyword[i : i + 1]
            and word[i + 2 :] == keyword[i + 2 :]
        )
    if n > k:
        return word[i + 1 :] == keyword[i:]
    return word[i:] == keyword[i + 1 :]


def typo_keyword(word: str) -> str | None:
    """The keyword ``word`` misspells (``TYPO_KEYWORDS``), or None: one edit away, its
    first letter kept or its first two letters swapped, never a word of its own."""
    w = word.lower()
    if w in _TYPO_REAL_WORDS:
        return None
    for keyword in TYPO_KEYWORDS:
        if not one_edit(w, keyword) or w in (keyword + "s", keyword + "d", keyword + "r"):
            continue
        if w[0] == keyword[0] or w[:2] == keyword[1::-1]:
            return keyword
    return None


@rule("keyword_typo")
def _typo_at(text: str, at: int) -> tuple[int, int, str] | None:
    """A misspelt keyword starting ``text`` at ``at`` (after decoration): its span and the
    keyword it stands for."""
    while at < len(text) and text[at] in TYPO_LEAD:
        at += 1
    m = _TYPO_WORD.match(text, at)
    if m is None:
        return None
    keyword = typo_keyword(m.group(0))
    return (m.start(), m.end(), keyword) if keyword is not None else None


def _typo_command(text: str, offset: int) -> list[Piece] | None:
    """A run starting with a misspelt keyword: that command, then the run's other commands
    (``Unovte; Vote: X``). A vote or nomination needs a separator and a name, an unvote
    nothing but the end or the next keyword."""
    typo = _typo_at(text, 0)
    if typo is None:
        return None
    start, end, keyword = typo
    nxt = KEYWORD.search(text, end) if has_keyword(text[end:]) else None
    stop = nxt.start() if nxt is not None else len(text)
    piece = _typo_piece(text, start, end, stop, keyword, offset)
    if piece is None:
        return None
    rest = split_commands(text[stop:], offset + stop) if nxt is not None else []
    return [piece, *rest]


def _typo_piece(
    text: str, start: int, end: int, stop: int, keyword: str, offset: int
) -> Piece | None:
    kind = _TYPO_KINDS[keyword]
    extra = (("keyword_typo", text[start:end]),)
    raw = text[start:stop].strip().rstrip(",;")
    target = clean_target(text[end:stop])
    if kind is Kind.UNVOTE:
        if target:
            return None  # "Unvoted X", "unvite them": not a bare unvote
        return Piece(kind, offset + start, offset + stop, raw, None, extra)
    sep = _TYPO_SEP.match(text, end)
    if sep is None or not target or target.split()[0].casefold() in PROSE_START:
        return None  # "Vtoe is ...": a sentence
    return Piece(kind, offset + start, offset + stop, raw, target, extra)


def _after_unvote(pieces: list[Piece], text: str, offset: int) -> list[Piece]:
    """An unvote whose "name" starts with a misspelt vote ("unvote, vtoe: flp"): the
    unvote, then that vote."""
    out: list[Piece] = []
    for p in pieces:
        if p.kind is not Kind.UNVOTE or not p.target:
            out.append(p)
            continue
        a, b = p.start - offset, p.end - offset
        m = KEYWORD.match(text, a)
        typo = _typo_at(text, m.end() + _lead_len(text, m.end(), b)) if m else None
        if typo is None or typo[2] != "vote":
            out.append(p)
            continue
        piece = _typo_piece(text, typo[0], typo[1], b, "vote", offset)
        if piece is None:
            out.append(p)
            continue
        unvote = text[a : typo[0]].strip().rstrip(",;.")
        out += [Piece(Kind.UNVOTE, p.start, offset + typo[0], unvote, None), piece]
    return out


def _lead_len(text: str, a: int, b: int) -> int:
    """Punctuation between an unvote and the next word ("unvote, vtoe")."""
    i = a
    while i < b and text[i] in " \t,;.:!&":
        i += 1
    return i - a


def _standalone(text: str, offset: int) -> list[Piece]:
    """A run that is only "No Lynch" / "Sleep", or a YES / NO ballot."""
    key = fold(text)
    stripped = text.strip()
    end = offset + len(text)
    if key in NO_VOTE_PHRASES:
        return [Piece(Kind.VOTE, offset, end, stripped, clean_target(stripped))]
    if key in ("yes", "no"):
        return [Piece(Kind.BALLOT, offset, end, stripped, None, (("choice", key),))]
    return []


_PHRASE_LEAD = re.compile(r"^[\s:=\-–—(\[]*(?:(?:with|team|for|on)\b)?[\s:=\-–—(\[]*", re.I)


def phrase_piece(text: str, offset: int, words: tuple[Word, ...]) -> Piece | None:
    """A system's phrase written out at the start of ``text`` ("Ring the Bell: A, B",
    "Stop the Clock", "YES Ada"), as the command of its word; the rest (after "with",
    ":" or a bracket) is read in the word's argument shape."""
    stripped = text.lstrip(_LEAD)
    low = stripped.casefold()
    skip = len(text) - len(stripped)
    for word in words:
        for phrase in word.phrases:
            after = low[len(phrase) : len(phrase) + 1]
            if low.startswith(phrase) and not (after.isalnum() or after == "_"):
                rest = stripped[len(phrase) :]
                rest = rest[_PHRASE_LEAD.match(rest).end() :].rstrip(")] ")  # type: ignore[union-attr]
                start = offset + skip
                return word_piece(word, rest, start, offset + len(text), text.strip())
    return None


def _verb_line(line: str, words: tuple[Word, ...]) -> Piece | None:
    """``EXECUTE: X`` at a line start: a host's own vote word, read as ``VOTE:`` is."""
    verbs = tuple(w for w in words if w.kind == Kind.VOTE.value)
    if not verbs:
        return None
    low = line.lstrip(_LEAD).casefold()
    for word in verbs:
        for phrase in word.phrases:
            if low.startswith(phrase) and low[len(phrase) :].lstrip().startswith(":"):
                return phrase_piece(line, 0, (word,))
    return None


def with_phrases(kind: Kind | str, target: str | None, words: tuple[Word, ...]) -> Piece | None:
    """A vote whose target is a system's phrase ("VOTE: Crash the Party") is that command."""
    if kind is not Kind.VOTE or not target or not words:
        return None
    return phrase_piece(target, 0, words)


# the spaces before a separator taken from their start only ("\s*," rescanned a long run
# of spaces from each of its spaces)
_TEAM_SPLIT = re.compile(r"(?:(?<!\s)\s+)?(?:,|&|\+|\band\b)\s*", re.I)


def word_piece(word: Word, rest: str, start: int, end: int, raw: str) -> Piece:
    """A system's command in the shape its ``Word`` declares (a built-in kind's name, such
    as ``ballot``, gives that ``Kind``)."""
    text = clean_target(rest)
    kind: Kind | str = Kind(word.kind) if word.kind in _BUILT_IN else word.kind
    fixed = (("choice", word.choice),) if word.choice else ()
    if word.args == "none":
        return Piece(kind, start, end, raw, None, fixed)
    if word.args == "choice":
        return Piece(kind, start, end, raw, None, (("choice", text),) if text else fixed)
    if word.args == "team":
        names = tuple(n for n in _TEAM_SPLIT.split(text) if n.strip())
        return Piece(kind, start, end, raw, None, (("team_text", names), *fixed))
    return Piece(kind, start, end, raw, text or None, fixed)


_BUILT_IN = frozenset(k.value for k in Kind)


def text_commands(line: str, words: tuple[Word, ...] = ()) -> list[Piece]:
    """Plain-text commands of a line (the TEXT marker).

    * ``#vote X`` / ``##vote: X`` / ``##unvote`` anywhere in the line (hashes attached);
    * a line starting with ``VOTE:``, ``UNVOTE:``, ``Nominate:`` (colon), or with a
      host's own vote word and a colon (``EXECUTE: X``: a ``Word`` of kind ``vote``);
    * a short line (≤ 6 words, no question mark, no condition) that starts with
      ``vote``/``unvote``/``nominate``: "Unvote", "vote Espressojet". Prose ("Then vote
      him.", "I will vote X tomorrow", "Vote wile with me?", "vote X? nah", "vote X if
      you are town", "Unvote is the right call": a verb after the word) is not a
      command.
    """
    said = _verb_line(line, words) if words else None
    if said is not None:
        return [said]
    if not has_keyword(line):
        return []
    h = HASH.search(line)
    if h is not None:
        return split_commands(line[h.start() :], h.start())
    m = LINE_START.match(line)
    if m is None:
        return []
    short = len(line.split()) <= 6 and "?" not in line and not conditional(line)
    if m.group(1) or (short and not word_is_subject(line, m.end())):
        return split_commands(line)
    return []
