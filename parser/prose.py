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

from __future__ import annotations

import re

from votecount.parser.rulebook import rule

# words of saying: someone's words reported after them ("Mod said VOTE: X")
REPORTING = ("said", "says", "told", "tells", "wrote", "writes")
# words that make a run's preamble, or the words before a later keyword, a sentence
BLOCK_WORDS = frozenset(
    ("don't", "dont", "do", "does", "did", "not", "never", "won't", "wont", "will",
     "would", "wouldn't", "should", "shouldn't", "shall", "could", "couldn't", "can",
     "can't", "cant", "might", "may", "must", "to", "if", "why", "how", "what", "when",
     "please", "pls", "plz", "you", "we", "they", "he", "she", "who", "everyone",
     "someone", "anyone", "nobody", "let's", "lets", "i'd", "i'll", "id", "ill", "i'm",
     "im", "gonna", "wanna", "going", "want", "or", "but", "then", "than", "maybe",
     "probably", "didn't", "doesn't", "isn't", "unless",
     # the others told to vote, as "everyone" ("Everybody vote X", "Guys, vote X")
     "everybody", "anybody", "somebody", "guys", "y'all", "yall", "folks", "people",
     # someone's words reported ("Mod said VOTE: X", "Lark told us vote X")
     *REPORTING)
    # a vote of another kind than the day's ("Vig-Vote: X" picks a vigilante's
    # target, "Pseudo vote: X" says where one would vote): no vote
    + ("vig", "unvig", "pseudo", "psuedo", "fake", "mock", "hypothetical", "hypothetically",
       "theoretically")
)  # fmt: skip
# a "vote …" whose "name" starts with one of these is a sentence ("vote off for now")
PROSE_START = frozenset(
    ("off", "is", "was", "will", "would", "should", "could", "can", "to", "it", "its",
     "this", "that", "these", "those", "now", "later", "soon", "tomorrow", "today",
     "tonight", "again", "here", "there", "then", "when", "if", "and", "but", "or",
     "so", "as", "with", "away", "back", "count", "counts", "history", "thread",
     "wagon", "wagons")
)  # fmt: skip


# a later keyword of a run or line after one of these words, or in a sentence of a
# condition, is said in a sentence ("Vote: X, but I might unvote later", "Vote: X
# because he will vote Y", "VOTE: X. If Y claims, vote Y"), not a command; "I vote Y"
# opening its clause is the writer's vote ("Unvote. I vote Y"), "once again" no condition
_PROSE_BEFORE = (BLOCK_WORDS - {"then", "but"}) | {"i"}
_CONDITION = re.compile(
    r"(?<![\w'])(?:if|unless|when|whenever|once(?!\s+(?:again|more)\b))(?![\w'])", re.I
)
_CLAUSE_BREAK = re.compile(r"[,;:()\[\]/&|>\-–—]|[.!?](?!\S)")
_SENTENCE_BREAK = re.compile(r"[.!?](?!\S)|[()]")
_WORD = re.compile(r"[\w']+")


@rule("prose_keyword")
def said_in_prose(between: str) -> bool:
    """The text between a run's earlier command and a later keyword makes that keyword a
    word of a sentence: one of the three words right before it (since a comma, a colon,
    a stop …) is a pronoun, a modal, a negation ("but I might unvote", "he will vote"), or
    its sentence is a condition ("If Y claims, vote Y"). "I" alone opening the clause is
    the writer's own vote ("Unvote. I vote Y"), and "once again" is no condition."""
    if not between.strip():
        return False
    tail = _clause_tail(between)
    if tail and another_vote(tail[-1]):
        return True
    if tail != ["i"] and any(w in _PROSE_BEFORE for w in tail[-3:]):
        return True
    return conditional(_SENTENCE_BREAK.split(between)[-1])


# a later keyword that a word of when or a condition follows ("Vote: X / unvote later",
# "Vote: X, unvote if he claims") says what the writer may do: part of the command before
_LATER = re.compile(
    r"[\s:]+(?:later|soon|tomorrow|tonight|eventually|if|unless|when|whenever|once)\b", re.I
)


@rule("plan_later")
def said_later(text: str, end: int) -> bool:
    """The keyword of ``text`` ending at ``end`` is followed by a word of when or a
    condition ("unvote later", "unvote if he claims"): a plan, not a second command."""
    return _LATER.match(text, end) is not None


def _clause_tail(text: str) -> list[str]:
    """The words (lower case) of the text's last clause, since a comma, colon, stop …"""
    return [w.lower() for w in _WORD.findall(_CLAUSE_BREAK.split(text.replace("’", "'"))[-1])]


# before a styled run, only a negation or words telling the others make its vote word a
# word of a sentence: "I will **vote X**", "I'm going to **unvote**", "you deserve an
# **unvote**" are the writer's own (the style is the command); "Do not **vote X**",
# "Everybody **vote X**", "you should **vote X**" are not
_NOT_OWN_BEFORE = frozenset(
    ("not", "never", "don't", "dont", "won't", "wont", "shouldn't", "wouldn't", "can't",
     "cant", "couldn't", "didn't", "doesn't", "isn't", "nobody", "y'all", "yall",
     "everyone", "everybody",
     # another's act said with a modal ("If he were town he'd **vote X**", "they'll **vote X**")
     "he'd", "she'd", "they'd", "you'd", "he'll", "she'll", "they'll", "you'll",
     # the vote set against another act ("I'd rather die than **vote X**")
     "than",
     # a vote said as a supposition ("Hypothetically **VOTE: X**")
     "hypothetically", "theoretically")
)  # fmt: skip
# idioms, no negation nor another act ("better late than never **VOTE: X**", "more than ever")
_THAN_EVER = re.compile(r"\bthan n?ever\b")
_OTHERS = frozenset(("you", "he", "she", "they"))  # "you/he/she/they" and a modal: not the writer's
_TOLD = frozenset(("should", "must", "may", "can", "could", "need", "have", "would", "might"))
# words that may stand between such a word and the vote word it governs ("Do not ever
# **vote X**", "You should all **vote X**", "You may post **remove vote**"); any other
# word there ("not town **VOTE: X**",
# "Everyone is wrong **VOTE: X**") shows the negation is about something else
_GLUE = _TOLD | frozenset(
    ("you", "ever", "even", "just", "really", "all", "to", "be", "go", "going", "gonna",
     "also", "actually", "simply", "blindly", "randomly", "please", "vote", "unvote",
     "post", "write", "type", "say", "use")
)  # fmt: skip


def prose_before(before: str) -> bool:
    """The plain words before a styled run on its line make its vote word a word of a
    sentence: a negation, the others told, or "you"/"he"/"she"/"they" and a modal (or
    "he'd", "they'll" …), among the three words since a comma, colon or stop, with only
    glue words after it ("Do not **vote X**", "I would never **vote X**", "you should all
    **vote X**", "he'd **vote X**"; not "not town **VOTE: X**")."""
    if not before.strip():
        return False
    last = _THAN_EVER.sub("", " ".join(_clause_tail(before))).split()[-3:]
    for i, w in enumerate(last):
        told = w in _NOT_OWN_BEFORE or (w in _OTHERS and i + 1 < len(last) and last[i + 1] in _TOLD)
        if told and all(g in _GLUE for g in last[i + 1 :]):
            return True
    return False


# a vote the writer would give in another's place or role, said before a styled run in its
# sentence: "if I were town I'd **VOTE: X**", "If I was scum, I would **vote X**", "Were I
# the cop I'd **VOTE: X**", "in Lark's shoes I'd **vote X**" (the conditional mood right
# before the run; "If you insist, **VOTE: X**", "If I had to pick, **VOTE: X**" stay votes)
_COUNTERFACTUAL = re.compile(
    r"(?<![\w'])(?:if\s+(?:i|we)\s+(?:were|was|had\s+been)|were\s+(?:i|we)|"
    r"in\s+(?:your|his|her|their|[\w-]+'s)\s+shoes)(?![\w'])",
    re.I,
)
_WOULD_END = re.compile(
    r"(?<![\w'])(?:i'd|id|would|could)(?:\s+(?:probably|definitely|totally|just|also|"
    r"happily|gladly|still|even|so|100%))?\s*$",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?]+(?:\s|$)")
# the writer's own case after all: a concession ("Even if I were scum I'd still **VOTE:
# X**") or a turn between the place and the conditional ("If I were scum I'd hide, but I'm
# not, so I'd **VOTE: X**")
_EVEN = re.compile(r"(?<![\w'])even\s*$", re.I)
_OWN_TURN = re.compile(r"(?<![\w'])(?:but|so|anyway|however|still)(?![\w'])", re.I)


def hypothetical_before(before: str, after: str = "") -> bool:
    """The plain words before a styled run on its line end in the conditional ("I'd",
    "would") and the writer's place in another's case or role ("if I were town", "were I
    scum", "in your shoes") stands in the same sentence, before the run or right after it
    ("I'd **VOTE: X** if I were town"): a hypothetical vote, not the writer's. A concession
    ("even if I were scum I'd still …") or a turn ("…, but I'm not, so I'd …") is the
    writer's own vote."""
    sentence = _SENTENCE_END.split(before.replace("’", "'"))[-1]
    would = _WOULD_END.search(sentence)
    if would is None or "still" in would.group().lower():
        return False
    places = list(_COUNTERFACTUAL.finditer(sentence, 0, would.start()))
    if places:
        place = places[-1]
        turned = _OWN_TURN.search(sentence, place.end(), would.start()) is not None
        return not turned and _EVEN.search(sentence, 0, place.start()) is None
    rest = _SENTENCE_END.split(after.replace("’", "'"), maxsplit=1)[0]
    return _COUNTERFACTUAL.match(rest.lstrip(" ,")) is not None


# a question the words before a styled run open ("Why would you **vote X**?", "Should we
# **vote X**?", "Would anyone **unvote**?"): a question word and a verb that asks, or a
# verb that asks and its subject, first in the clause; the "?" after the run closes it
_ASKING = frozenset(
    ("would", "should", "could", "will", "shall", "can", "do", "does", "did", "must",
     "might", "are", "is", "why's", "would've", "should've")
)  # fmt: skip
_ASKED = frozenset(
    ("we", "you", "i", "anyone", "anybody", "everyone", "everybody", "someone", "somebody",
     "they", "he", "she", "people", "nobody", "y'all", "yall", "u")
)  # fmt: skip
_QUESTION_END = re.compile(r"[^\n.!?]{0,120}\?")


def asked_before(before: str, after: str) -> bool:
    """A styled run inside a question the plain words before it open and a "?" after it
    on its line closes: "Why would you **vote X**?", "Should we **vote X**?", "Would
    anyone **vote X**?" (the clause since a comma, colon or stop starts with "why" or
    "how" and a verb that asks, or with such a verb and who is asked; at most 6 words)."""
    if not before.strip() or _QUESTION_END.match(after) is None:
        return False
    ws = _clause_tail(before)
    if not 2 <= len(ws) <= 6:
        return False
    if ws[0] in ("why", "how"):
        return ws[1] in _ASKING
    return ws[0] in _ASKING and ws[1] in _ASKED


def conditional(text: str) -> bool:
    """A condition in the text ("vote X if you are town"): advice, not a command."""
    return _CONDITION.search(text) is not None


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
    found = _WORD.findall(preamble.replace("’", "'"))
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
    everyone. Vote: X", "Sorry guys! UNVOTE: X"): the words before it are another sentence
    (at most six words, no question), not the vote's preamble."""
    trailing = _TRAILING_STOPS.search(preamble)
    over = trailing is not None and _STOP.search(trailing.group(0)) is not None
    if not over or "?" in preamble or not _COLON_NEXT.match(text, end):
        return False
    return len(re.findall(r"[\w'’]+", preamble)) <= 6


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


# a retraction ending a vote's own text, after its name: "VOTE: Ivo jk", "**vote Ivo lol
# no**", "VOTE: Ivo (not really)"; "jk" outside the bold run or the tag, or on the next
# line, is talk about a vote that stands (tests/parser/votezoo/test_third.py "tag-then-jk");
# "no kidding", "not kidding" insist, and a retraction after a "?" answers a question of
# the text ("VOTE: Ivo. Is he town? Not really."). Read in the text's last characters only
_JOKE = re.compile(
    r"(?:^|(?<=[\s(\[,;.!\-–—]))(?:jk|j/k|j\.k|just\s+(?:kidding|joking)|"
    r"(?<!not\s)(?<!no\s)kidding|"
    r"not\s+really|lol\s+no|lol\s+jk|/s)$",
    re.I,
)
_JOKE_TRAIL = " \t\r\n.!)]"
_JOKE_TAIL = 24


def _joke_at(text: str) -> int | None:
    """Where a retraction ending ``text`` starts (before closing punctuation), or None."""
    t = text.rstrip(_JOKE_TRAIL)
    tail = t[-_JOKE_TAIL:]
    m = _JOKE.search(tail)
    return None if m is None else len(t) - len(tail) + m.start()


@rule("joke_vote")
def joked(raw: str, target: str | None) -> bool:
    """A vote whose own text ends with a retraction after its name ("VOTE: Ivo jk",
    "vote Ivo (not really)", "VOTE: Ivo lol no"): a joke, no vote."""
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
_WHEN_AFTER = frozenset(("later", "tomorrow", "tmrw", "tmr", "eventually", "soon", "next"))
_TARGET_WORD = re.compile(r"[\w']+")
_PLAN_BREAK = re.compile(r"[,;:!?()]|\.\s|\s[-–—]")  # "VOTE Ivo, reasons later"
_FORMAL = re.compile(r"^\W*(?:un-?)?vote\s*:", re.I)  # "Unvote: me" with its colon


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
        return kind in ("vote", "unvote") and not _FORMAL.match(raw)
    if kind != "vote" or len(words) < 2 or len(words) > 4 or words[-1] not in _WHEN_AFTER:
        return False
    return target is not None and not _PLAN_BREAK.search(target.rstrip(" .!"))


# a styled run in quote marks after a word of saying ("Ivo said **\"VOTE: X\"**", "Lark
# wrote: “**vote X**”"): someone's words quoted, as a typed quotation is
# ("I said: **\"VOTE: X\"**" repeats the writer's own)
_SAID_BEFORE = re.compile(
    rf"(?<!\b[Ii]\s)\b(?:{'|'.join(REPORTING)}|posted)\s*[:,]?\s*[\"\u201c]?\s*$", re.I
)


def reported_before(before: str, run: str) -> bool:
    """The run opens a quotation (a quote mark at its start or right before it) that a
    word of saying ends the plain words before ("Ivo said **\"VOTE: X\"**"): not the
    writer's vote ("\"VOTE: X\"" alone, or "I said it before: **VOTE: X**" are)."""
    opens = run.lstrip()[:1] in ('"', "\u201c") or before.rstrip()[-1:] in ('"', "\u201c")
    return opens and _SAID_BEFORE.search(before[-60:]) is not None
