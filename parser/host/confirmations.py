"""A newcomer's confirmation a host tells after a replacement still to be confirmed ("Marlow
will replace Ivo once he confirms." ... "He has confirmed."): read by init
(``replacements.replacement_post``, ``named.on_condition``) and, through
``confirmation``, by ``votecount events``. Pure: text in, a name out."""

from __future__ import annotations

import re

from votecount.parser.host.sentences import SENTENCES

# the newcomer's confirmation told after a replacement still to be confirmed: "He has
# confirmed.", "EDIT: she accepted!", "Marlow has now confirmed.", "Marlow is in." (a
# sentence of its own; not "He has not confirmed yet", "Has he confirmed?", "He confirmed
# his role", "It is in.", "Nobody / Everyone has confirmed")
_CONFIRMATION = re.compile(
    r"^\W*(?:(?:edit|update|ps)\s*:\s*)?@?(?P<who>(?!(?:it|that|this|which|who|has|have"
    r"|i|we|you|nobody|noone|none|everyone|everybody|all|both)\b)"
    r"[^\W\d][\w.\-]*?)\s+(?:(?:(?:has|have)\s+(?:now\s+|just\s+)?)?(?:confirmed|accepted|agreed)"
    r"|is\s+(?:now\s+)?(?:in|confirmed))"
    r"(?:\s+(?:now|as\s+(?:a\s+|the\s+)?replacement))?\s*[.!]*\s*$",
    re.I,
)
PRONOUNS = frozenset({"he", "she", "they"})


def confirmation(line: str) -> str | None:
    """Who a sentence of the host's line says has confirmed (accepted) now, as written
    ("He has confirmed." gives "he", "Marlow has confirmed." "Marlow"); None when no
    sentence says so."""
    for sentence in SENTENCES.split(line):
        m = _CONFIRMATION.match(sentence)
        if m is not None:
            who = m["who"]
            return who.casefold() if who.casefold() in PRONOUNS else who
    return None


def same_pronoun(who: str, pending: str | None) -> bool:
    """May the pronoun ``who`` of a confirmation ("She has confirmed.") tell of the
    newcomer a replacement still to be confirmed names by ``pending`` ("... once he
    confirms": "he" only, not "she" nor "they", perhaps both players)?"""
    return pending is None or who == pending
