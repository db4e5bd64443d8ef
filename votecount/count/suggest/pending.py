"""A replacement a host writes with a condition after it, in a clause of its own: made
when that clause holds a replacement of its own ("Marlow replaces Wren, and if Marlow
flakes, Saffron replaces Marlow": Marlow's is made, Saffron's waits), else waiting on
the condition ("Marlow replaces Ivo, otherwise we wait", "Marlow will replace Ivo once
he confirms") until a later host line says the newcomer is in ("Marlow is in.", "He has
confirmed.": ``parser.host.confirmations``, as init reads it). Pure."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from votecount.parser.host.confirmations import PRONOUNS, confirmation, same_pronoun
from votecount.parser.host.named import PENDING, Named, named_in, pending_pronoun
from votecount.parser.host.sentences import SENTENCES
from votecount.parser.host.sub_words import NEW_FIRST, OLD_FIRST, SENTENCE

if TYPE_CHECKING:
    from votecount.count.suggest.model import Suggestion

# a clause of its own that puts a condition: ", and if ...", "; otherwise ...", ", unless"
_CONDITION = re.compile(
    r"[,;]\s*(?:and\s+|but\s+)?(?:if|unless|otherwise|should|in\s+case)\b", re.I
)


def before_a_condition(line: str) -> tuple[list[Named], bool]:
    """The replacements the line writes before a condition in a clause of its own, and
    whether they are made (the condition's clause replaces someone in turn); none when
    the line has no such clause."""
    m = _CONDITION.search(line)
    if m is None:  # "Marlow will replace Ivo once he confirms": waiting on the newcomer,
        # each of several ("...; Pebble Dash will replace Juno once he confirms")
        waits = list(PENDING.finditer(line))
        if not waits:
            return [], False
        found, done = [], 0
        for w in waits:
            found += [f for f in named_in(line[: w.start()])
                      if f.form in ("verb", "worded") and f.start >= done]  # fmt: skip
            done = w.end()
        return found, False
    found = [f for f in named_in(line[: m.start()]) if f.form in ("verb", "worded")]
    tail = SENTENCES.split(line[m.end() :])[0]  # the condition's own sentence
    return found, bool(NEW_FIRST.search(tail) or OLD_FIRST.search(tail))


def held(
    found: list[Suggestion], line: str, waiting: dict[str, tuple[Named, str | None]],
    made: Callable[[Named], list[Suggestion]],
) -> list[Suggestion]:  # fmt: skip
    """``found`` (what the line suggests) and, when it holds no replacement, the line's
    replacement before a condition of its own, ``made`` into suggestions: at once when
    the condition replaces in turn, else kept in ``waiting`` (by the newcomer's folded
    name, with the pronoun the host's condition gives him) until a host's "Marlow is
    in." or "He has confirmed." makes it then; a replacement the host makes meanwhile of
    the same newcomer or player ("Marlow replaces Wren", "Saffron replaces Ivo") ends the
    wait. A line with a replacement made keeps its waiting one all the same ("Marlow will
    replace Ivo once he confirms. Saffron replaces Lark.")."""
    subs = [s for s in found if s.kind == "substitution"]
    names = {n.casefold() for s in subs for n in (s.player, s.other or "")}
    for new, (f, _) in list(waiting.items()):
        if new in names or f.old.casefold() in names:
            del waiting[new]
    told, now = before_a_condition(line)
    for f in told if not now else ():  # keyed by the newcomer in the last sentence ("Wren
        # has asked to be replaced. Rook replaces Wren, ..." reads "be replaced. Rook"); one
        # beside a replacement made ("Marlow will replace Ivo once he confirms. Saffron
        # replaces Lark.") waits all the same
        if not {f.new.casefold(), f.old.casefold()} & names:
            waiting[SENTENCE.split(f.new)[-1].casefold()] = f, pending_pronoun(line[f.end :])
    if subs:
        return found
    said = confirmation(line)
    if said in PRONOUNS and len(waiting) == 1:  # "He has confirmed.": the one waiting,
        # told with that pronoun ("... once he confirms") or none ("otherwise we wait")
        new, (_, pronoun) = next(iter(waiting.items()))
        said = new if same_pronoun(said, pronoun) else None
    if said is not None and said.casefold() in waiting:
        told, now = [waiting.pop(said.casefold())[0]], True
    return found + [s for f in (told if now else ()) for s in made(f)]
