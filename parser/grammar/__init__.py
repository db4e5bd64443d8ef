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

Here: what a bold run and a plain line say (``run_commands``, ``text_commands``). The
keywords and the split at them are ``keywords``', a target's trimming and two names in
one target ``targets``', misspelt keywords ``typos``', a game system's own words
``phrases``'.
"""

from __future__ import annotations

import re

from votecount.parser.grammar.keywords import (
    HASH,
    KEYWORD,
    LINE_START,
    MAX_PIECES,
    NO_VOTE_PHRASES,
    Piece,
    has_keyword,
    kind_of,
    split_commands,
)
from votecount.parser.grammar.phrases import phrase_piece, verb_line, with_phrases, word_piece
from votecount.parser.grammar.targets import AGAIN_WORDS, LEAD, clean_target, two_names
from votecount.parser.grammar.typos import (
    TYPO_KEYWORDS,
    TYPO_LEAD,
    after_unvote,
    one_edit,
    typo_command,
    typo_keyword,
)
from votecount.parser.model import Kind, Word
from votecount.parser.names.fold import fold
from votecount.parser.numbers import NUMBER_WORDS
from votecount.parser.prose import (
    BLOCK_WORDS,
    LATER,
    another_before,
    asked_line,
    conditional,
    in_quote_marks,
    opens_sentence,
    past_verb,
    preamble_ok,
    word_is_subject,
)
from votecount.parser.rulebook import rule

# a plain unvote after words taking back what the post said before ("actually scratch
# that, unvote", "never mind, unvote.", "wait, unvote for now"; tests/parser/votezoo/
# test_seventh.py): read from the unvote on (a vote after it too: "actually, unvote and
# vote X"); a vote first ("nvm, vote X") is not; "no" only with its stop ("Wait, no!
# Unvote!"; "no unvote needed" takes nothing back)
_TAKEN_BACK = re.compile(
    r"^\s*(?:(?:edit|eta)(?:\s*\d+)?\s*:\s*)?(?:(?:actually|wait|nvm|never\s?mind|"
    r"scratch\s+that|on\s+second\s+thoughts?|nah|ok(?:ay)?|hmm+|ugh|oops|sorry)[\s,.:;!\-–—]+"
    r"|no\s*[,.:;!\-–—][\s,.:;!\-–—]*){1,3}(?=un-?vote\b)",
    re.I,
)
_RUN_SLASH = re.compile(r"^\s*/(?=(?:un-?vote|vote)\b)", re.I)
# "**vote to nominate X**", "**I vote to nominate X**": a nomination asked for with the
# vote word first, read from "nominate" on (Blood on the Forums; votezoo28)
_VOTE_TO_NOMINATE = re.compile(r"^\s*(?:i\s+)?vote\s+to\s+(?=nominate\b)", re.I)


def run_commands(text: str, offset: int = 0, words: tuple[Word, ...] = ()) -> list[Piece]:
    """Commands in a bold/red run: keyword first, after an allowed preamble. A bold
    ``/vote NAME`` is a bold vote: the slash at the start of the run is only decoration.
    A run with no keyword may be a game system's phrase ("**Crash the Party**"). A keyword
    misspelt by one edit may start the run or follow an unvote (``typo_keyword``). "vote
    to nominate X" is the nomination of X (``_VOTE_TO_NOMINATE``)."""
    if _RUN_SLASH.match(text):
        text = _RUN_SLASH.sub(lambda m: m.group(0).replace("/", " "), text, count=1)
    to = _VOTE_TO_NOMINATE.match(text)
    if to is not None:
        return split_commands(text[to.end() :], offset + to.end())
    typo = typo_command(text, offset)
    if typo is not None:
        return typo
    m = KEYWORD.search(text) if has_keyword(text) else None
    if m is None:
        found = _standalone(text, offset) or declared(text, offset)
        said = phrase_piece(text, offset, words) if words and not found else None
        return [said] if said is not None else found
    pre = text[: m.start()]
    if another_before(pre, text[m.end() :]) or (
        not preamble_ok(pre)
        and not opens_sentence(pre, text, m.end())
        and not in_quote_marks(pre, text)
    ):
        return []  # "Old vote: X", "His vote: X"; "I will not vote X"
    return after_unvote(split_commands(text[m.start() :], offset + m.start()), text, offset)


# a bold run saying the writer's vote in the first person ("**I'm voting Ivo**", "**I am
# now voting for Lark**"): the vote, when the rest of the run is a name alone (votezoo27)
_DECLARED = re.compile(
    r"^\s*(?:i['’]?m|i\s+am)\s+(?:now\s+|still\s+)?voting\s+(?:for\s+)?(?=\S)", re.I
)
_STOP = re.compile(r"[.!;](?:\s|$)")  # the end of the sentence saying the vote
# words that make the rest a sentence, not a name: a time, a reason, a condition
_NOT_A_NAME = frozenset(
    ("today", "tonight", "because", "since", "as", "after", "before", "until", "whoever",
     "whomever", "anyone", "nobody", "someone", "over")
) | LATER | BLOCK_WORDS  # fmt: skip
# ... or a phrase: a preposition ("Ivo at deadline", "Lark for mayor", "alongside Lark"),
# a time ("this evening", "shortly", "Ivo day 2", "on D2"), a default ("otherwise"), no
# one (review27a); "for now" at the end stays the vote's ("**I'm voting Ivo for now**")
_PHRASE_WORDS = frozenset(
    ("at", "by", "on", "in", "into", "with", "without", "behind", "alongside", "beside",
     "like", "during", "from", "per", "via", "within", "once", "while", "till", "til", "for",
     "this", "otherwise", "else", "shortly", "one", "noone", "day", "night", "eod", "deadline")
)  # fmt: skip
_DAY = re.compile(r"[dn]\d+")  # "D2", "n1"
_POSSESSIVE = re.compile(r"\w['’]s")  # "Lark's" before another word: "Lark's plan/way"


def declares(run: str) -> bool:
    """The styled run opens with the writer's "I'm voting" and holds no keyword: its vote,
    if any, is ``declared``'s (the run itself says the writer's will: ``prose``'s plans
    and reported words read it as "I'll vote")."""
    return _DECLARED.match(run) is not None and not has_keyword(run)


@rule("declared_vote")
def declared(text: str, offset: int = 0) -> list[Piece]:
    """A styled run that is the writer's vote said in the first person ("**I'm voting
    Ivo**", "**I am voting for Lark.**"): one vote, when what follows "voting" up to the
    sentence's end is at most three words, none of a time, a reason or a condition ("I'm
    voting Ivo tomorrow", "I'm voting Ivo if he dodges": no vote), nor a phrase ("I'm
    voting Ivo at deadline", "Lark for mayor", "Lark's way": ``_PHRASE_WORDS``), and no
    question."""
    m = _DECLARED.match(text)
    if m is None or "?" in text:
        return []
    said = _STOP.split(text[m.end() :], maxsplit=1)[0].casefold().split()
    if not said or len(said) > 3 or any(w.strip(",;:!") in _NOT_A_NAME for w in said):
        return []
    words = [w.strip(",;:!()") for w in (said[:-2] if said[-2:] == ["for", "now"] else said)]
    if not _named_alone(text[m.end() :]) and (
        any(w in _PHRASE_WORDS or _DAY.fullmatch(w) for w in words)
        or any(_POSSESSIVE.search(w) for w in words[:-1])
    ):
        return []
    target = clean_target(text[m.end() :])
    return [Piece(Kind.VOTE, offset + m.start(), offset + len(text), text.strip(), target)]


# a name alone after "voting", written as a name: one capitalised word, the rest lower
# case ("**I'm voting Day**", "**I'm voting One.**": a login that is a phrase word; votezoo28)
_TITLE_WORD = re.compile(r"\s*[A-Z][a-z]+[.!]?\s*")


def _named_alone(rest: str) -> bool:
    """The rest of a declared run after "voting (for)" is one word written as a name
    (``_TITLE_WORD``): a player's name even when it is one of ``_PHRASE_WORDS`` ("Day",
    "One"); the times and conditions of ``_NOT_A_NAME`` are never read so."""
    return _TITLE_WORD.fullmatch(rest) is not None


# what follows a declared run in its sentence that makes it the writer's plan, not the
# vote: a time to come first ("**I'm voting Ivo** tomorrow", "... tonight", "... if he
# dodges", "... once he claims") or a time phrase ("at deadline", "on D2", "by EoD",
# "before the deadline"); a reason or "until" after it stays the vote (votezoo28)
_CONDITIONS = frozenset(("if", "once", "when", "whenever"))
_LATER_AFTER = LATER - {"next"} | {"tonight"} | _CONDITIONS
# ("next" only before a time: "next day", "next phase"; "next to Lark" is no time)
_AT_TIME = frozenset(
    ("at", "on", "by", "before", "in", "around", "near", "towards", "toward", "next")
)  # fmt: skip
_TIME_NOUNS = frozenset(
    ("deadline", "eod", "eotd", "lylo", "mylo", "dawn", "dusk", "day", "night", "phase")
)  # fmt: skip
_AFTER_STOP = re.compile(r"[.!?;](?:\s|$)|\n")
# ... not when "if" opens an aside on the saying ("if that matters", "if anyone cares",
# "if you ask me", "if nothing else", "if I'm honest"), "once" is "again" ("once more"),
# "when"/"once" tell a past ("when he claimed"), a time word is compared ("later than") or
# another clause follows it ("tomorrow I'll reread"), or the time phrase goes on with a
# noun ("on day one's evidence", "on D1 reads", "at night I'll think"; review28a)
_ASIDE_IF = re.compile(
    r"if (?:(?:that|it) matters|(?:any(?:one|body)|you) cares?|you ask me|nothing else|only"
    r"|i'?m (?:being )?honest|you must know|you(?:'re| are| were) wondering"
    r"|(?:that's|thats|that is|it's|its) (?:ok|okay|alright|fine))\b"
)
_NEW_SUBJECT = frozenset(
    ("i'll", "ill", "i'm", "im", "we", "we'll", "you", "you'll", "he", "she", "they", "it",
     "it's", "there", "than")
)  # fmt: skip
# what may follow a time phrase that is the vote's time ("at deadline if he dodges"), as a
# comma may ("at deadline, Lark otherwise")
_AFTER_TIME = frozenset(
    ("if", "when", "once", "unless", "then", "probably", "anyway", "at", "latest", "too", "again")
)  # fmt: skip


@rule("declared_later")
def declared_later(run: str, after: str) -> bool:
    """The plain words right after a declared run ("**I'm voting Ivo**", ``declares``) up
    to its sentence's stop open with a time to come or a condition (``_LATER_AFTER``:
    "tomorrow", "later", "tonight", "if he dodges") or a preposition and a time
    ("at deadline", "on D2", "by the EoD"): the whole sentence is the writer's plan, as
    "**I'm voting Ivo tomorrow**" is (``declared``), so no vote. A run ending with its own
    stop ("**I'm voting Ivo.** Tomorrow ...") has said its sentence; an aside after "if"
    (``_ASIDE_IF``), "once again", a past after "when"/"once", a new clause after the time
    word ("tomorrow I'll reread") and a time phrase going on with a noun ("on day one's
    evidence", "on D1 reads") stay the vote (review28a)."""
    clause = _AFTER_STOP.split(after, maxsplit=1)[0].replace(",", " , ").casefold()
    said = [w for w in (w.strip("()") for w in clause.split()) if w]
    while said[:1] == [","]:
        said = said[1:]  # "**I'm voting Ivo**, tomorrow."
    if not said or run.rstrip().endswith((".", "!", ";")) or _ASIDE_IF.match(" ".join(said)):
        return False
    if said[0] in _LATER_AFTER:
        return not (
            (said[0] == "once" and said[1:2] in (["again"], ["more"]))
            or (said[0] in ("when", "once") and past_verb(" ".join(said[1:])))
            or (said[0] not in _CONDITIONS and said[1:2] != [] and said[1] in _NEW_SUBJECT)
        )
    at = 2 if said[1:2] == ["the"] else 1
    if said[0] not in _AT_TIME or len(said) <= at or said[at] == ",":
        return False
    time, rest = said[at], said[at + 1 :]
    if (
        time in ("day", "night", "phase")
        and rest[:1]
        and (rest[0].isdigit() or rest[0] in NUMBER_WORDS)
    ):
        rest = rest[1:]  # "on day 2", "in night one"
    return (time in _TIME_NOUNS or _DAY.fullmatch(time) is not None) and (
        not rest or rest[0] in _AFTER_TIME or rest[0] == ","
    )


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


def text_commands(line: str, words: tuple[Word, ...] = ()) -> list[Piece]:
    """Plain-text commands of a line (the TEXT marker).

    * ``#vote X`` / ``##vote: X`` / ``##unvote`` anywhere in the line (hashes attached);
    * a line starting with ``VOTE:``, ``UNVOTE:``, ``Nominate:`` (colon), or with a
      host's own vote word and a colon (``EXECUTE: X``: a ``Word`` of kind ``vote``);
    * a short line (≤ 6 words, no question mark, no condition) that starts with
      ``vote``/``unvote``/``nominate``: "Unvote", "vote Espressojet". Prose ("Then vote
      him.", "I will vote X tomorrow", "Vote wile with me?", "vote X? nah", "vote X if
      you are town", "Unvote is the right call": a verb after the word) is not a
      command. A plain ``VOTE: X?`` ending with a question mark asks (``asked_line``).
    """
    said = verb_line(line, words) if words else None
    if said is not None:
        return [said]
    if not has_keyword(line):
        return []
    h = HASH.search(line)
    if h is not None:
        return split_commands(line[h.start() :], h.start())
    m = LINE_START.match(line)
    if m is None:
        return _taken_back(line)
    short = len(line.split()) <= 6 and "?" not in line and not conditional(line)
    if m.group(1) and not asked_line(line) or (short and not word_is_subject(line, m.end())):
        return split_commands(line)
    return []


@rule("taken_back")
def _taken_back(line: str) -> list[Piece]:
    """A short plain line whose unvote follows words taking back the post's earlier words
    ("actually scratch that, unvote", "never mind, unvote."): the unvote, and the commands
    after it on the line."""
    m = _TAKEN_BACK.match(line)
    if m is None or len(line.split()) > 7 or "?" in line or conditional(line):
        return []
    rest = line[m.end() :]
    said = LINE_START.match(rest)
    if said is None or word_is_subject(rest, said.end()):
        return []
    pieces = split_commands(rest, m.end())
    return pieces if pieces and pieces[0].kind is Kind.UNVOTE else []


__all__ = [
    "AGAIN_WORDS",
    "HASH",
    "KEYWORD",
    "LEAD",
    "LINE_START",
    "MAX_PIECES",
    "NO_VOTE_PHRASES",
    "Piece",
    "TYPO_KEYWORDS",
    "TYPO_LEAD",
    "clean_target",
    "declared_later",
    "declares",
    "has_keyword",
    "kind_of",
    "one_edit",
    "phrase_piece",
    "run_commands",
    "split_commands",
    "text_commands",
    "two_names",
    "typo_keyword",
    "with_phrases",
    "word_piece",
]
