"""Whether a vote word is said in a sentence rather than given as a command: the prose
tests ``parser.grammar`` asks before it cuts a text into commands.

* **Preamble** (``preamble_ok``): before the first keyword a bold or coloured run may carry
  at most two words that are not modal, negation or pronoun words ("Cross fingers, vote
  X", "Hammer vote X"), never "don't vote X", "I will vote X", "to unvote at that point",
  "Everybody vote X"; or a short sentence of its own, when the keyword has its colon ("Ok
  everyone. Vote: X", ``opens_sentence``).
* A later keyword of a run or line **said in a sentence** after an earlier command
  (``said_in_prose``: "Vote: X, but I might unvote later") is part of that command's text.
* Plain words **before a styled run** (``prose_before``: "Do not **vote X**").
* A vote whose "name" starts with a word of ``PROSE_START`` ("vote off for now"), a line
  whose vote word a verb follows (``word_is_subject``: "Unvote is the right call"), a
  **condition** (``conditional``: "vote X if you are town").
"""

from .address import addressed
from .condition import past_verb
from .preamble import (
    another_before,
    another_vote,
    in_quote_marks,
    opens_sentence,
    own_sense,
    preamble_ok,
    word_is_subject,
)
from .sentence import (
    asked_before,
    conditional,
    hypothetical_before,
    not_own_clause,
    planned_before,
    prose_before,
    reported_before,
    said_in_prose,
    said_later,
)
from .tails import asked_line, joked, plain_request
from .words import BLOCK_WORDS, LATER, PROSE_START, REPORTING

__all__ = [
    "addressed",
    "BLOCK_WORDS",
    "LATER",
    "PROSE_START",
    "REPORTING",
    "another_before",
    "another_vote",
    "asked_before",
    "asked_line",
    "conditional",
    "hypothetical_before",
    "in_quote_marks",
    "joked",
    "not_own_clause",
    "opens_sentence",
    "own_sense",
    "past_verb",
    "plain_request",
    "planned_before",
    "preamble_ok",
    "prose_before",
    "reported_before",
    "said_in_prose",
    "said_later",
    "word_is_subject",
]
