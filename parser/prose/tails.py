"""What ends a vote's own text: a retraction after the name (``joked``), a question
mark on a short plain line (``asked_line``), the writer or a word of when as the
"name" of a plain vote (``plain_request``)."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule

from .words import LATER

# a retraction ending a vote's own text, after its name: "VOTE: Ivo jk", "**vote Ivo lol
# no**", "VOTE: Ivo (not really)"; "jk" outside the bold run or the tag, or on the next
# line, is talk about a vote that stands (tests/parser/votezoo/test_third.py "tag-then-jk");
# "no kidding", "not kidding" insist, and a retraction after a "?" answers a question of
# the text ("VOTE: Ivo. Is he town? Not really."); "(retracted)", "[withdrawn]" in
# brackets take it back too. Read in the text's last characters only
_JOKE = re.compile(
    r"(?:^|(?<=[\s(\[,;.!\-–—]))(?:jk|j/k|j\.k|just\s+(?:kidding|joking)|"
    r"(?<!not\s)(?<!no\s)kidding|"
    r"not\s+really|lol\s+no|lol\s+jk|/s|(?P<bracketed>(?<=[(\[])(?:retracted|withdrawn)))$",
    re.I,
)
_JOKE_TRAIL = " \t\r\n.!)]"
_JOKE_TAIL = 24


def _joke_at(text: str) -> int | None:
    """Where a retraction ending ``text`` starts (before closing punctuation), or None; a
    bracketed one only with its bracket closed ("VOTE: Ivo (retracted vote from Lark)"
    ends its vote at "(retracted": a note on the next vote word; review26a)."""
    t = text.rstrip(_JOKE_TRAIL)
    tail = t[-_JOKE_TAIL:]
    m = _JOKE.search(tail)
    if m is None or (m.group("bracketed") and not set(")]") & set(text[len(t) :])):
        return None
    return len(t) - len(tail) + m.start()


@rule("joke_vote")
def joked(raw: str, target: str | None) -> bool:
    """A vote whose own text ends with a retraction after its name ("VOTE: Ivo jk",
    "vote Ivo (not really)", "VOTE: Ivo lol no", "VOTE: Ivo (retracted)"): no vote."""
    joke = _joke_at(raw)
    if not target or joke is None or "?" in raw[:joke]:
        return False
    at = _joke_at(target)  # None: the name ended before it ("Ivo. jk")
    return at is None or bool(target[:at].strip(" ,;.!-–—(["))


@rule("asked_line")
def asked_line(line: str) -> bool:
    """A plain line "VOTE: X?" that ends with a question mark asks (whether to vote X, or
    what the others think of it), when it is short (≤ 6 words: "VOTE: X - reasons … and
    a question?" is the vote and more); a bold or tagged "VOTE: X?" stays the vote. The
    "?" asks about the name only: a clause before it ("VOTE: X, why not?", "VOTE: X.
    Thoughts?", "Unvote: Y. VOTE: X?") leaves the vote, which the question follows."""
    body = line.rstrip()
    return body.endswith("?") and len(body.split()) <= 6 and not _ASK_BREAK.search(body[:-1])


_ASK_BREAK = re.compile(r"[,;!?()]|\.\s|\s[-–—]\s")


# a plain vote at the writer ("vote me", "Unvote me please": the others asked) or with a
# word of when after the name ("vote Ivo later", "vote Ivo tomorrow": a plan)
_AT_WRITER = frozenset(("me", "myself"))
_TARGET_WORD = re.compile(r"[\w']+")
_PLAN_BREAK = re.compile(r"[,;:!?()]|\.\s|\s[-–—]")  # "VOTE Ivo, reasons later"
FORMAL = re.compile(r"^\W*(?:un-?)?vote\s*:", re.I)  # "Unvote: me" with its colon


@rule("plain_request")
def plain_request(kind: str, target: str | None, raw: str = "") -> bool:
    """A plain-text vote or unvote at the writer ("vote me", "Unvote me please") asks the
    others; a plain vote whose name a word of when follows ("vote Ivo later", "Vote Ivo
    tomorrow") is a plan. A bold or tagged "VOTE: me" stays the writer's self vote, as
    does a plain one with the word's colon ("Unvote: me", ``raw``); a word of when after
    a clause, or after more than a name, is the reason's ("VOTE: Ivo, will explain
    later", "VOTE: Ivo - he'll flip soon")."""
    words = _TARGET_WORD.findall(target.casefold()) if target else []
    if not words:
        return False
    if words[0] in _AT_WRITER:
        return kind in ("vote", "unvote") and not FORMAL.match(raw)
    if kind != "vote" or len(words) < 2 or len(words) > 4 or words[-1] not in LATER:
        return False
    return target is not None and not _PLAN_BREAK.search(target.rstrip(" .!"))
