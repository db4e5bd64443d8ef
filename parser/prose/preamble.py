"""The words before a run's first keyword: quote marks round the command
(``in_quote_marks``), a harmless preamble (``preamble_ok``, ``own_sense``), another
vote than the writer's own (``another_before``, ``another_vote``), a short sentence
of its own before the keyword (``opens_sentence``), and a vote word a verb follows
(``word_is_subject``)."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule

from .words import BLOCK_WORDS, WORD


def in_quote_marks(preamble: str, text: str) -> bool:
    """A bold or coloured run that is only a command in straight quote marks ("**\"VOTE:
    X\"**"): the writer's own, as in curly ones; a quote mark before a keyword otherwise
    opens someone's words (``preamble_ok``)."""
    return preamble.strip() == '"' and text.count('"') == 2 and text.rstrip(" .!").endswith('"')


def preamble_ok(preamble: str) -> bool:
    """At most two harmless words before the first keyword of a bold/red run, or the
    writer's own sense saying it (``own_sense``: "**Gut says VOTE: X**")."""
    if not preamble or preamble.isspace():
        return True
    if own_sense(preamble):
        return True
    if "?" in preamble or '"' in preamble:
        return False
    found = re.findall(r"[\w'’]+", preamble.replace("’", "'"))
    return len(found) <= 2 and not any(w.lower() in BLOCK_WORDS for w in found)


# the writer's own gut, instinct or reads "saying" the vote ("**Gut says VOTE: X**", "**My
# reads say vote X**", "**Instinct tells me VOTE: X**"): the writer's vote, where another's
# saying is reported speech ("**Mod says VOTE: X**", "**Your gut says VOTE: X**")
_OWN_SENSE = re.compile(
    r"^\s*(?:my\s+)?(?:gut|guts|gut\s+feeling|instincts?|intuition|heart|brain|reads?|meta|"
    r"logic|hunch|scumdar|town\s*dar|spidey[\s-]+sense|scum\s*sense)\s+"
    r"(?:says?|tells?\s+me|is\s+(?:saying|telling\s+me)|screams?)\s*[:,\-–—]?\s*$",
    re.I,
)


@rule("own_sense")
def own_sense(preamble: str) -> bool:
    """The words before a bold run's keyword are the writer's own gut or reads saying it
    ("Gut says", "My reads say", "Instinct tells me"): no reported speech, the vote."""
    return _OWN_SENSE.match(preamble.replace("’", "'")) is not None


# the word right before a vote word that makes it another vote than the writer's own of
# now: a night's ("Kill vote: X", "Night vote: X"), an earlier one ("Old vote: X",
# "Previous vote: X"), someone else's ("Ivo's vote: X", "His vote: X", "Yesterday's vote:
# X"), or the vote as a noun ("VOTE: X. The vote on Y was bad"); "my vote: X" is the
# writer's
_OTHER_VOTE = frozenset(
    ("kill", "nk", "night", "old", "previous", "prev", "prior", "former", "his", "her",
     "their", "your", "ur", "whose", "its", "our", "the", "a", "an", "that", "every", "each",
     "any", "another", "other")
)  # fmt: skip
_NOT_POSSESSIVE = frozenset(
    ("here", "that", "it", "there", "what", "who", "he", "she", "let", "today", "tonight")
)  # fmt: skip


# an article before a run's vote word and its colon heads the writer's own vote ("The
# vote: X", "Another vote: X", "Casting a vote: X"); with no colon it is talk ("The vote
# on X was rushed")
_ARTICLES = frozenset(("the", "a", "an", "another", "any", "every", "each", "that", "other"))


def another_before(preamble: str, after: str = "") -> bool:
    """The last word of a run's preamble makes its vote word another vote than the
    writer's own now (``another_vote``): "Old vote: X", "Ivo's vote: X", "His vote: X"
    (``after``: the run's text after the vote word; "The vote: X" is the writer's)."""
    found = WORD.findall(preamble.replace("’", "'"))
    if not found or not another_vote(found[-1]):
        return False
    return found[-1].lower() not in _ARTICLES or not after.lstrip().startswith(":")


@rule("another_vote")
def another_vote(word: str) -> bool:
    """``word``, right before a vote word, makes it another vote than the writer's own
    now: a night's, an earlier one, someone's, or the vote as a noun ("Kill vote: X",
    "Old vote: X", "Ivo's vote: X", "his vote: X", "the vote on X"; not "Here's my vote:
    X", "Today's vote: X")."""
    w = word.lower().replace("’", "'")
    if w in _OTHER_VOTE:
        return True
    return w.endswith("'s") and w[:-2] not in _NOT_POSSESSIVE and w[:-2].isalpha()


# the stops and spaces ending a text, found from their start only (a search for the stop
# itself rescanned the run from each stop in it: quadratic on "! ! ! … x")
_TRAILING_STOPS = re.compile(r"(?<![\s.!])[\s.!]*$")
_STOP = re.compile(r"[.!](?:\s|$)")
_COLON_NEXT = re.compile(r"\s*:")


@rule("sentence_first")
def opens_sentence(preamble: str, text: str, end: int) -> bool:
    """A keyword with its colon opening a sentence of its own after a short one ("Ok
    everyone. Vote: X", "Sorry guys! UNVOTE: X"), or written with a capital after a short
    statement (``_capital_after``: "Cop claim. Vote X"): the words before it are another
    sentence (at most six words, no question), not the vote's preamble."""
    trailing = _TRAILING_STOPS.search(preamble)
    over = trailing is not None and _STOP.search(trailing.group(0)) is not None
    if not over or "?" in preamble:
        return False
    found = re.findall(r"[\w'’]+", preamble.replace("’", "'"))
    if _COLON_NEXT.match(text, end) is None and not _capital_after(found, text, len(preamble)):
        return False
    return len(found) <= 6


# the pronouns a short statement before "Vote X" may open with ("He is guilty. Vote X", "I'm
# the cop. Vote X"); BLOCK_WORDS' other words make it a case or a plan ("If he flips. Vote X")
_STATEMENT_PRONOUNS = frozenset(("he", "she", "they", "you", "we", "i'm", "im"))


# words opening a supposed case, not a statement ("Suppose Lark flips. Vote X"; review28a)
_SUPPOSING = frozenset(("suppose", "supposing", "imagine", "assume", "assuming", "pretend", "say"))


def _capital_after(found: list[str], text: str, at: int) -> bool:
    """With no colon, the keyword at ``at`` opens its own sentence when it is written with
    a capital ("Cop claim. Vote X", "Ivo is guilty. VOTE X") and the sentence before holds
    no word of a case, a plan or a negation (``BLOCK_WORDS`` but a pronoun; votezoo28) and
    does not open with a supposing word (``_SUPPOSING``: "Imagine being scum. Vote X")."""
    if found and found[0].lower() in _SUPPOSING:
        return False
    return text[at : at + 1].isupper() and not any(
        w.lower() in BLOCK_WORDS and w.lower() not in _STATEMENT_PRONOUNS for w in found
    )


# a short plain line whose vote word a verb follows talks about it ("Unvote is the right
# call", "unvote was a mistake", "vote seems fine"): no command; the verb in lower case,
# as "vote Will" names a player
_WORD_IS_SUBJECT = re.compile(
    r"\s+(is|was|isn't|wasn't|will|would|should|could|can|seems|seemed|sounds|looks|"
    r"feels|makes|made|means|has|had)\b",
    re.I,
)


def word_is_subject(line: str, at: int) -> bool:
    """A verb in lower case follows the vote word ending at ``at``: the line talks about
    the word ("Unvote is the right call"; "vote Will" names a player)."""
    m = _WORD_IS_SUBJECT.match(line, at)
    return m is not None and m.group(1).islower()
