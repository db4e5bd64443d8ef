"""A count line's pieces and the players they name: count marks taken out, the line cut
at separators (never inside a player's name), each piece resolved through the roster."""

from __future__ import annotations

import re
from functools import lru_cache

from votecount.parser.model import NO_ELIMINATION, Step
from votecount.parser.names.lists import names_of
from votecount.parser.names.players import Roster

# the word for votes, in other languages too ("2 votos", "2 Stimmen", "2 voix", "2 stemmen")
VOTES = r"(?:votes?|votos?|stimmen?|voix|stemmen)\b"
# a total written as a word ("two votes", "Lark has one")
NUMBER_WORD = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|no|zero|a|an|a\s+single)"
)
_TO_END = r"(?:to|for)\s+(?:lynch|elim\w*|execut\w*|hammer|majority)\b"
COUNT_MARK = re.compile(
    rf"\b{NUMBER_WORD}\s+votes?\b|"
    rf"\b\d+\s*/\s*\d+\b(?:\s+{_TO_END})?|\b\d+\s+of\s+\d+\b(?:\s+(?:needed|required))?|"
    rf"\b[LE]\s*-\s*\d+\b|\bL\d{{1,2}}\b|[#@]\s*\d+|\bx\s*\d+\b|\b\d{{1,2}}x(?=\s+[^\W\d_])|\b\d+\s*{VOTES}|"
    r"\bvotes?\s*:?\s*\d+\b|"
    rf"\bpost\s*#?\s*\d+|\bneeds?\s+\d+(?:\s+more)?\b|\b\d+\s+(?:more\s+)?{_TO_END}|"
    r"[\[(]\s*(?:p|seat|slot|player)\s*#?\s*\d{1,2}\s*[\])]|\b[ps]\d{1,2}\b(?=\s+[^\W\d_])|"
    r"\b\d{4}-\d\d-\d\d\b|"
    r"\b(?:d(?:ay)?\s*\d{1,2},?\s+)?(?:at\s+)?\d{1,2}:\d\d(?::\d\d)?\b(?:\s*[ap]\.?m\b\.?)?",
    re.I,
)  # "5/7", "2/3 to elim", "2 of 5 needed", "L-2", "E-2" (to elimination), "L2", "#12", "x2", "2x Juno",
# "3 votes", "post 33", "needs 3", "4 to lynch", a seat "[P3]", "(Seat 3)", "S3 Juno", a date
# "2024-05-12",
# the time of a vote "12:04", "Day 2 at 12:04", "3:04 PM"
# when the wagon last moved, noted at the end of its line: "- last vote 14:32 UTC", "(last
# vote: post 141)", "[last: 2.3 14:32]" (a digit after "last" and its words)
_LAST = (
    r"(?:last|latest)\b(?:\s+(?:vote[ds]?|voted|change[ds]?|update[ds]?|moved))?\s*(?::|at|on|@|in)?"
    r"\s*(?:post\s*)?#?\s*\d[^()\[\]]*"
)
_LAST_VOTE = re.compile(rf"\s*(?:[(\[]\s*{_LAST}[)\]]|[-\u2013\u2014|]\s*{_LAST})\s*$", re.I)
NUMBER = re.compile(r"(?<![\w#])\d{1,2}(?![\w/])")
# an arrow between a voter and their vote: "->", "=>", ">>", "\u2192", "\u279c", "\u27f6", "\u27a4",
# "\u21a6", "\u2b95"
ARROW = r"(?:-+>|=+>|>>|[\u2192\u21a6\u21d2\u21e8\u2794\u2799\u279c\u279d\u279e\u27a1\u27a4\u27f6\u27f9\u2b95])"
SEPARATORS = re.compile(
    rf"[,;:()\[\]{{}}|=\u2014\u2013\u2012\u2015\u2190\u21d0\u27f5\u2b05\u00b7\u2022]|<-+|{ARROW}|"
    r"\s-+|(?<=\S)-+\s|(?<=\s)~(?=\d{1,2}~)|(?<=~\d)~|(?<=~\d\d)~|"
    r"(?<=\s)<(?=\d{1,2}>)|(?<=<\d)>|(?<=<\d\d)>|"
    r"[\u00ab\u2039](?=\s*\d{1,2}(?:\s*/\s*\d+)?\s*[\u00bb\u203a])|(?<=[\u00ab\u2039]\d)[\u00bb\u203a]|(?<=[\u00ab\u2039]\d\d)[\u00bb\u203a]|"
    r"[\u00ab\u2039]\s*[\u00bb\u203a]|"  # (its total taken out: "\u00ab2/4\u00bb")
    r"[\u2026\u2580-\u25ff\u2605\u2606\U0001f300-\U0001faff\ufe0f]+|(?<=\S)\s+\d{1,2}(?=\s+\S)|"
    r"(?<=\S)(?=[ \t]*\u00a0[ \t]*\u00a0)[ \t\u00a0]{3,}(?=\S)|\s\.{3,}\s|\.{4,}"
)  # arrows ("Ivo <--LYNCH"), glyph bars ("Ivo \u25c9\u25ce\u25ceJuno"), a bare total between
# wagon and voters ("Ivo    2  Juno, Lark"), a middle dot or bullet between voters ("Juno\u00b7Ivo"),
# a total in guillemets, angle brackets or tildes ("Ivo \u00ab2\u00bb Juno", "Ivo <2> Juno", "Ivo
# ~2~ Juno"; not a guillemet alone, "Ivo \u00bb Juno", a replacement), an ellipsis ("Ivo \u2026 Juno"), emoji bars ("Ivo
# \U0001f7e5\U0001f7e5 Juno"), a gap of three spaces or more, two of them non-breaking
# ("Ivo&nbsp;&nbsp;&nbsp;Juno, Lark": columns aligned by hand, not a count mark taken out),
# dotted leaders ("Ivo ..... Juno, Lark (2)")
L_MARK = re.compile(r"\b[LE]\s*-\s*\d+|\bL\d{1,2}\b", re.I)
_NOTE_AFTER = re.compile(r"^(.*\S)\s+(\S+)$")
# the hammer marked before the voter who placed it: "HAMMER Lark", "hammered by Lark"
HAMMER_BEFORE = re.compile(r"^\W*hammer(?:ed)?\W*(?:\s+by)?\s+(\S.*)$", re.I)
_IN_POST = re.compile(r"^(.{1,40}?)\s+(?:in|at)\s+(?:post\s*)?#?\d{2,6}$", re.I)
BULLET = re.compile(r"^[\s*\u2022\u00b7>~+-]+")
_LIST_MARK = re.compile(
    r"^(?:(?:\d{1,2}|[a-z])[.)]\s+|\d{1,2}(?:st|nd|rd|th)\b\W*|"
    r"(?:slot|seat|player)\s*#?\d{1,2}\b[\s.:\-\u2013\u2014]*|[ps]\d{1,2}\s+(?=\S)|"
    r"(?:votes|wagons)\s*:\s+(?=\S))",
    re.I,
)  # "12. Juno (1): Ivo", "x. No Lynch", a rank "1st: Juno", a slot "Slot 4 (Juno): Ivo", a seat
# "Seat 3 - Juno", a player number "P3 Juno", "S3 Juno", "Player 3 Juno", a label "Votes:
# Juno (Ivo, Lark), ..."
_ENCLOSED = re.compile(r"^\(([^()]+)\)$")
_BBCODE = re.compile(r"\[/?(?:b|i|u|s|color|size|font)(?:=[^\]]*)?\]", re.I)  # left unrendered
_TOTAL = re.compile(
    rf"\((\d{{1,2}})(?=\s*(?:\)|,|of\s+\d|{VOTES}))|\[(\d{{1,2}})\]|\s-\s*(\d{{1,2}})\b(?!:\d)|"
    r"\b(\d{1,2})\s*/\s*\d+|\|\s*(\d{1,2})\s*\||"
    r"[{\u00ab\u2039<~]\s*(\d{1,2})\s*[}\u00bb\u203a>~]|[\u2580-\u25ff]\s*(\d{1,2})\s*$"
)  # "(2)", "(2, L-3)", "(2 votes)", "[2]", "- 2" (not a time "- 12:04"), "2/5", "| 2 |",
# "(2 of 9)", "{2}", "\u00ab2\u00bb", "<2>", "~2~", a bar's length at the line's end "\u2588\u2588 2"
# "Ivo and Lark", "Ivo & Lark"; a replaced player's two names: "Marlow aka Ivo", "Ivo/Marlow"
# and in Spanish, Portuguese, German and French: "Juno y Ivo", "Juno e Ivo", "Juno und Ivo"
_AND = re.compile(r"(?<!\s)\s+(?:and|&|\+|aka|a\.k\.a\.|y|e|und|et)\s+|(?<=\w)/(?=\w)", re.I)
_MENTIONS = re.compile(r"(?<=\S)\s+(?:(?:and|&|\+)\s+)?(?=@\S)", re.I)  # "@Juno and @Ivo"
_AND_FIRST = re.compile(r"^\s*(?:and|&|\+)\s+(?=\S)", re.I)
_NEW = re.compile(r"^\W*new\W*$", re.I)  # a vote new since the last count, marked
LONGEST_LINE = 1_000  # characters: a wagon of 20 voters with post links is well under
# a wagon's status written after its voters: no voter ("(LYNCH)" is not BulletNLynchproof)
_STATUS_WORDS = frozenset(
    {"lynch", "lynched", "hammer", "hammered", "executed", "eliminated", "elimination", "dead"}
    | {"tied", "tie"}  # "Ivo (2, tied)", "[TIED] Ivo (2)": a mark, never a voter
)
_STATUS_PHRASE = _STATUS_WORDS | {"achieved", "reached"}
_EXACT_STEPS = frozenset({Step.USERNAME, Step.DISPLAY_NAME, Step.ALIAS, Step.NORMALISED})


def bare(line: str, roster: Roster) -> str:
    """``line`` without unrendered BBCode, its bullet, its list number and the brackets
    around all of it ("(Juno, Ivo)": voters below their wagon). A list mark that is a
    player's name ("Player3 (2): Juno", "P7 - Ivo") is the wagon's, kept; a note of when
    the wagon last moved is left out ("- last vote 14:32 UTC")."""
    text = BULLET.sub("", _BBCODE.sub("", line))
    note = _LAST_VOTE.search(text)
    if note is not None and exact(note[0].strip(" -\u2013\u2014|()[]"), roster) is None:
        text = text[: note.start()]  # (not a voter "Last 1" or "Latest 2": a player's name)
    text = text.strip()
    mark = _LIST_MARK.match(text)
    if mark is not None and exact(mark[0], roster) is None:
        text = text[mark.end() :]
    enclosed = _ENCLOSED.match(text)
    return enclosed[1] if enclosed else text


def status(piece: str, roster: Roster | None = None, text: str = "") -> bool:
    """A status word or words ("LYNCH", "[LYNCH ACHIEVED]", "hammer reached"), unless it
    is a player's own name in ``roster`` (a player named "Hammer") not written in brackets
    in the line ``text`` ("Lark (HAMMER)", "[HAMMER] Ivo" stay marks) nor in capitals that
    neither the name nor the line's other words are written in ("Lark - HAMMER": a mark;
    "JUNO, HAMMER": the player)."""
    word = piece.strip(" .*!?'\"")
    words = word.casefold().split()
    said = bool(words) and words[0] in _STATUS_WORDS and set(words) <= _STATUS_PHRASE
    player = exact(piece, roster) if said and roster is not None else None
    if player is None:
        return said
    others = re.search(r"\b[^\W\d_]*[A-Z]{2}", text.replace(word, ""))  # "JUNO, HAMMER"
    shouted = word.isupper() and not player.isupper() and others is None
    return shouted or re.search(r"[(\[]\W*" + re.escape(word) + r"\W*[)\]]", text) is not None


def names(text: str, roster: Roster) -> tuple[str, ...]:
    """The players named in a list such as ``(3) Juno, Ivo, Kestrel``."""
    return read_list(text, roster)[0]


def read_list(text: str, roster: Roster) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The players named in a list such as ``(3) Juno, Ivo, Kestrel``, and its pieces
    that name no player (their edge marks taken off), from one reading of each piece."""
    found: list[str] = []
    unnamed: list[str] = []
    for piece in parts(text, roster):
        players = resolve_list(piece, roster)
        if players:
            found += (p for p in players if p != NO_ELIMINATION)
        elif bare := piece.strip(" :;,.()[]*"):
            unnamed.append(bare)
    return tuple(found), tuple(unnamed)


def parts(text: str, roster: Roster) -> list[str]:
    """``text``'s pieces (``cut``) with bare numbers and edge marks taken off, empty
    ones left out: the names a line writes ("(2) Juno, Ivo." -> Juno, Ivo)."""
    return [p for p in (unnumbered(p, roster) for p in cut(text, roster)) if p]


# a status word opening the wagon's name, set off by marks or a space: "HAMMERED! Ivo",
# "LYNCHED Ivo" (bold), "Lynched - Ivo"
_STATUS_OPENS = re.compile(r"^\W*([^\W\d_]+)(?:\W*\s|[^\w\s]+)\W*(?=\w)")


def status_opened(piece: str, roster: Roster) -> str:
    """``piece`` without a status word opening it ("HAMMERED! Ivo": "Ivo") when the word
    is no player's name and a name follows it; else ``piece``."""
    m = _STATUS_OPENS.match(piece)
    if m is None or m[1].casefold() not in _STATUS_WORDS or exact(m[1], roster) is not None:
        return piece
    return piece[m.end() :]


def unnumbered(piece: str, roster: Roster) -> str:
    """``piece`` with its bare numbers and edge marks taken off, unless it is a player's
    name of digits ("42", "1337"), which is kept."""
    plain = piece.strip(" .*-")
    if plain.isdigit() and exact(plain, roster) is not None:
        return plain
    return NUMBER.sub(" ", piece).strip(" .*-")


def cut(text: str, roster: Roster) -> list[str]:
    """``text`` cut at the separators once its count marks are taken out, never inside a
    player's name (``_guarded``)."""
    return SEPARATORS.split(COUNT_MARK.sub(" ", _guarded(text, roster)))


def all_names(roster: Roster) -> list[str]:
    """Every name of the roster's players (usernames, display names, aliases), folded."""
    return [n.casefold() for p in roster.players for n in names_of(p) if n]


# one voter's vote a piece of a line cut by commas or semicolons: "Juno -> Ivo, Lark -> Ivo"
_ONE_VOTE = re.compile(rf"^([^,;:()\[\]]{{1,40}}?)\s*{ARROW}\s*([^,;:()\[\]]{{1,40}}?)\s*\.?$")
_VOTES_CUT = re.compile(r"\s*[,;]\s*(?:and\s+)?|\s+and\s+")


def votes_apart(line: str, roster: Roster) -> list[str] | None:
    """``line`` cut at its commas (or semicolons) when each piece is one player's arrow to
    one player ("Juno -> Ivo, Lark -> Ivo, Ember -> Bramble"), else None ("Juno, Lark -> Ivo"
    is one wagon); a voter's earlier pieces are left out when they point elsewhere later."""
    pieces = _VOTES_CUT.split(line.strip())
    if len(pieces) < 2:
        return None
    votes: list[tuple[str, str]] = []
    for piece in pieces:
        m = _ONE_VOTE.match(piece)
        voter = exact(m[1], roster) if m is not None else None
        target = resolve(m[2], roster) if m is not None else None
        if voter is None or target is None:
            return None
        votes.append((voter, target))
    # a voter named twice, on two players ("Juno -> Ivo, Lark -> Ivo, Juno -> Bramble"):
    # their later vote (named twice on one player, the wagon reads them once)
    return [
        p
        for at, (p, (voter, target)) in enumerate(zip(pieces, votes, strict=True))
        if all(v != voter or t == target for v, t in votes[at + 1 :])
    ]


def first_separator(text: str, roster: Roster) -> str:
    """The first separator ``cut`` cuts ``text`` at ("" when none)."""
    m = SEPARATORS.search(COUNT_MARK.sub(" ", _guarded(text, roster)))
    return "" if m is None else m.group(0).strip()


def _guarded(text: str, roster: Roster) -> str:
    """``text`` with each player name that holds a separator, a count mark or a word of
    digits ("hp[leaves]", "-Grey-", "Jake (Ivo)", "Agent 47") written without its
    punctuation and the spaces before its digits ("hpleaves", "Agent47"), which still
    resolves to that player, so the line is not cut inside the name."""
    guard = _guards(roster)
    if guard is None:
        return text
    pattern, plain = guard
    return pattern.sub(lambda m: plain[m.group(0).casefold()], text)


@lru_cache(maxsize=32)
def _guards(roster: Roster) -> tuple[re.Pattern[str], dict[str, str]] | None:
    """One pattern for the roster's names to guard, and each one's plain form (folded)."""
    names = {n for p in roster.players for n in (p.username, p.display_name, *p.aliases) if n}
    plain = {n: re.sub(r"\s+(?=\d)", "", re.sub(r"[^\w\s]+", "", n)).strip() for n in names}
    folded = [v.casefold() for v in plain.values()]
    guarded = {
        name.casefold(): plain[name]
        for name in names
        if plain[name] != name
        and plain[name]
        and folded.count(plain[name].casefold()) == 1  # no other name's plain form
        and (SEPARATORS.search(name) or COUNT_MARK.search(name) or NUMBER.search(name))
    }
    if not guarded:
        return None
    longest_first = sorted(guarded, key=len, reverse=True)  # "Ivo (2)" before "Ivo"
    alternatives = "|".join(re.escape(n) for n in longest_first)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)", re.I), guarded


def resolve(text: str, roster: Roster) -> str | None:
    text = text.strip(" .*!?'\"@")
    if not text or len(text) > 40:
        return None
    res = roster.resolve(text)
    if res.ok:
        return res.player
    post = _IN_POST.match(text)  # "Juno in 123", "Ivo at #140": the voter and their vote's post
    if post is not None:
        return exact(post[1], roster)
    m = _NOTE_AFTER.match(text)  # "Juno 377" (a post number), "Juno LYNCH", "Juno *NEW*"
    note = m.group(2) if m is not None else ""
    if m is not None and (
        len(m.group(1)) > 3 and (note.isdigit() or status(note)) or _NEW.match(note)
    ):
        return resolve(m.group(1), roster)
    return None


def resolve_list(text: str, roster: Roster) -> list[str]:
    """The players one piece names: itself, or names written with only spaces between
    them (``Wake88 (2): Juno Ivo``) when every word belongs to one of them, or with "and"
    or "&" between them (``Ivo and Lark``)."""
    if _MENTIONS.search(text):  # "@Juno @Ivo": mentions with only spaces between them
        named = [resolve(m, roster) for m in _MENTIONS.split(text.strip())]
        if all(named):
            return [n for n in named if n is not None]
    whole = resolve(text, roster)
    if whole is not None:
        return [whole]
    lead = _AND_FIRST.match(text)  # "Juno, Ivo, and Lark": the last piece "and Lark"
    if lead is not None:
        return resolve_list(text[lead.end() :], roster)
    if _AND.search(text):
        parts = [resolve(p, roster) for p in _AND.split(text)]
        if all(p is not None for p in parts):  # once each: "Marlow aka Ivo" is one slot
            return list(dict.fromkeys(p for p in parts if p is not None))
    words = text.split()
    longest = longest_name(roster)
    found: list[str] = []
    start = 0
    while start < len(words):
        reach, written = start, -1  # a run longer than any written name is never one
        while reach < len(words) and written + 1 + len(words[reach]) <= longest:
            written += 1 + len(words[reach])
            reach += 1
        for end in range(reach, start, -1):  # the longest run of words that is a name
            player = exact(" ".join(words[start:end]), roster)
            if player is not None:
                found.append(player)
                start = end
                break
        else:
            return []
    return found if len(found) > 1 else []


@lru_cache(maxsize=32)
def digits_voter(piece: str, text: str, roster: Roster) -> bool:
    """A piece of digits is a voter when it is a player's name ("42") written once at least
    out of brackets ("Juno (42)": a post number; "42, Juno (42)": the player, then a post)."""
    found = re.findall(rf"([(\[]\s*#?)?(?<!\d){re.escape(piece)}(?!\d)", text)
    return any(not b for b in found) and exact(piece, roster) is not None


def longest_name(roster: Roster) -> int:
    """The most characters a name or alias of the roster is written with, and some room
    for the spaces and marks a host may add inside it."""
    written = [len(n) for p in roster.players for n in (p.username, p.display_name, *p.aliases)]
    return 2 * max(written, default=0) + 8


def exact(text: str, roster: Roster) -> str | None:
    """The player whose name or alias ``text`` is (folded), never a fuzzy guess."""
    res = roster.resolve(text.strip(" .*!?'\"@"))
    if not res.ok or res.player == NO_ELIMINATION or res.step not in _EXACT_STEPS:
        return None
    return res.player


# a voter's weight: "Juno [x2]", "Juno x2", "Juno \u00d72", "2x Juno", "(double vote)", "(+1)";
# "double" before a vote or closing its bracket, not "(double-checked)", "(double post)"
_WEIGHT = re.compile(
    r"(?<!\w)[x\u00d7]\s*([2-9])\b|\b([2-9])\s*x(?=\s+[^\W\d_])|"
    r"\b(double|triple)\b(?=[\s-]*vot|\s*[)\]]|\s*$)(?:[\s-]*votes?\b)?|"
    r"\(\+([1-9])\)",
    re.I,
)


def weight_extra(text: str) -> int:
    """The votes the weight marks in ``text`` add beyond one a voter ("Juno [x2]": 1)."""
    extra = 0
    for m in _WEIGHT.finditer(text):
        if m[3]:
            extra += 1 if m[3].lower() == "double" else 2
        elif m[4]:
            extra += int(m[4])
        else:
            extra += int(m[1] or m[2]) - 1
    return extra


def total(text: str) -> int | None:
    """The number a wagon line states as its total, if any ("(2)", "[2]", "- 2", "2/5")."""
    m = _TOTAL.search(L_MARK.sub(" ", text))  # "Ivo (L - 6)" states no total
    if m is None:
        return None
    return int(next(g for g in m.groups() if g is not None))


def dash_split(piece: str, roster: Roster) -> list[str]:
    """``Juno-Ivo``: a wagon and its first voter joined by a bare dash (names may hold
    dashes, so only where the left side is exactly a player's name and the right names one)."""
    longest = longest_name(roster)  # a left side longer than any name is none: each
    for m in re.finditer("-", piece):  # dash resolved a longer one (quadratic on prose)
        if m.start() > longest:
            break
        left, right = piece[: m.start()].strip(), piece[m.end() :].strip()
        if left and right and exact(left, roster) is not None and resolve_list(right, roster):
            return [left, right]
    return [piece]
