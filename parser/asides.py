"""What the writer says of a vote right beside it that makes it no vote of theirs now
(tests/parser/votezoo/test_seventh*.py): it is no real vote ("**VOTE: X** (not a real
vote)", "(this is not a vote)", "(doesn't count)", "(example)"); it would be cast only if
the writer were made to ("I'd **VOTE: X** if I had to"); it is an example ("e.g. **VOTE:
X**"); it reports a vote of an earlier game or day ("Last game I said **VOTE: X**").
Each reads the plain words of the command's line before or after it, and the command's
own text after the name."""

from __future__ import annotations

import re

from votecount.parser.rulebook import rule

_TAIL = 60  # how far after the vote a remark about it is read
# "(not a real vote)", "- not an actual vote", "(this is not a vote)", "that isn't a vote
# yet", "(doesn't count)", "(example)"; never "not a vote for X" (a reason about another)
# or "(for example, he lied)", "(e.g., his claim)" (a reason's example)
_DISCLAIMER = re.compile(
    r"(?:^|[(\[,;.!<\-–—]\s*)(?:"
    r"(?:(?:this|that|it|which)(?:\s+is\s+not|\s+isn'?t|'s\s+not)|not)\s+(?:a|an)\s+"
    r"(?:(?:real|actual|serious|official|proper|binding|counting)\s+)?(?:un-?)?vote|"
    r"(?:(?:this|that|it)\s+)?(?:does\s*n[o']?t|don'?t|won'?t)\s+count)"
    r"(?=\s*(?:yet|now|just|though)?\s*(?:[)\].!,;\-–—]|$))"
    r"|[(\[]\s*(?:(?:just\s+an?\s+)?example\s*[)\],]|(?:for\s+example|e\.g\.)\s*[)\]])",
    re.I,
)
# "(not serious)" alone in its brackets right after the name ("(not serious about Lark)",
# "(not serious, just pressure)" say more: a pressure vote counts, review20a; "VOTE: Ivo,
# his defense was (not serious)" speaks of the defense)
_SERIOUS = r"[(\[]\s*(?:(?:this|it)(?:\s+is|'s)\s+)?not\s+serious(?:ly)?(?:\s+(?:lol|yet))?\s*[)\]]"
_NOT_SERIOUS_OWN = re.compile(rf"\s*(?:[\w'.\-]+\s+)?{_SERIOUS}\W*", re.I)  # one more name word
_NOT_SERIOUS_AFTER = re.compile(rf"\s*[\-–—,]?\s*{_SERIOUS}", re.I)
# "if I had to", "if forced", "if you made me", "if I was made to": cast only if made to;
# "if I could", "if I had a vote", "if I were still alive": a vote the writer has not;
# each ends its clause, but for "(to) pick/choose/vote/decide (now)": "if I had to guess"
# (a guess, not the vote), "if I could read minds I'd know", "if pressed I'll explain"
# and "if I must" (a reluctant vote) stay, as does "If I had to pick, **VOTE: X**" (before it)
_MADE = re.compile(
    r"(?:^|[\s,(])(?:only\s+)?if\s+(?:(?:i\s+)?(?:really\s+)?had\s+to|"
    r"(?:i\s+(?:was|were)\s+)?forced(?:\s+to)?|(?:you|someone|they)\s+(?:made|forced)\s+me"
    r"(?:\s+to)?|i\s+(?:was|were)\s+made\s+to|i\s+(?:really\s+)?needed\s+to|pressed|i\s+could|"
    r"i\s+(?:still\s+)?had\s+a\s+vote|i\s+(?:was|were)\s+(?:still\s+)?(?:alive|playing|in\s+the\s+game))"
    r"(?:\s+(?:pick|choose|vote|decide)(?:\s+(?:now|right\s+now|today))?)?"
    r"(?=\s*(?:[).,;!\-–—]|but\b|$))",
    re.I,
)
_STOP = re.compile(r"[.!?](?:\s|$)")
# the rest of a name before "if" in the vote's own text: at most two words, none a word
# that joins the clause to the vote ("VOTE: Ivo, even if I had to" stays a vote)
_NAME_REST = re.compile(
    r"(?!.*(?<![\w'])(?:even|and|or|but|not|so|also)(?![\w']))\s*(?:\S+\s+)?\S*\s*$", re.I
)


def _remark(target: str | None, after: str) -> tuple[str, str]:
    """The command's own text after its name's first word, and the plain text after it
    on its line (its first ``_TAIL`` characters), apostrophes made straight."""
    own = target.split(None, 1)[1] if target and " " in target.strip() else ""
    return " " + own.replace("’", "'"), after[:_TAIL].replace("’", "'")


@rule("disclaimed")
def disclaimed(target: str | None, after: str, unvote: bool = False) -> bool:
    """The writer says beside the vote that it is none ("**VOTE: X** (not a real vote)",
    "**VOTE: X (this is not a vote)**", "VOTE: X - doesn't count", "(example)"): no
    vote. A vote for another reason "not a vote for Y" stays. Of an unvote (``unvote``)
    only a disclaimer naming an unvote or no vote word ("(not a real unvote)", "(doesn't
    count)"); of a vote only one naming no unvote."""
    own, rest = _remark(target, after)
    if unvote:  # an unvote names no one: its whole text is a remark ("UNVOTE (not serious)")
        own = " " + (target or "").replace("’", "'")
    if _NOT_SERIOUS_OWN.fullmatch(own) or _NOT_SERIOUS_AFTER.match(rest):
        return True
    for t in (own, rest.lstrip()):
        m = _DISCLAIMER.search(t)
        if m is not None and of_kind(m.group(0), unvote):
            return True
    return False


def of_kind(disclaimer: str, unvote: bool) -> bool:
    """A disclaimer fits the command it follows: one naming an unvote only an unvote
    ("(not a real unvote)"), one naming a vote only a vote, one naming neither either
    ("(not serious)", "(doesn't count)"); of an unvote never one in the past tense
    ("(that wasn't serious)": of the vote it takes back, ``of_earlier``)."""
    low = disclaimer.lower().replace("-", "")
    if "unvote" in low:
        return unvote
    return not unvote or ("vote" not in low and not of_earlier(low))


_PAST_TENSE = re.compile(
    r"(?<![\w'])(?:was|wasn'?t|were|weren'?t|retracted|withdrawn)(?![\w'])", re.I
)


def of_earlier(remark: str) -> bool:
    """A remark in the past tense ("(that wasn't serious)", "I was just kidding", "UNVOTE:
    Lark (retracted)") speaks of an earlier command: beside an unvote, of the vote it takes
    back, not of the unvote (review26a)."""
    return _PAST_TENSE.search(remark.replace("’", "'")) is not None


@rule("only_if_made")
def only_if_made(target: str | None, after: str) -> bool:
    """The vote's own text right after the name, or the words right after the vote in its
    sentence, say it would be cast only if the writer were made to ("I'd **VOTE: X** if I had to", "**VOTE: X** if
    forced", "VOTE: X if you made me"): no vote."""
    own, rest = _remark(target, after)
    inside = _MADE.search(own)  # right after the name: "Kestrel Moon if I had to"
    if inside is not None and _NAME_REST.match(own[: inside.start()]):
        return True
    sentence = _STOP.split(rest, maxsplit=1)[0]
    return _MADE.match(sentence.lstrip(" ,")) is not None


# an example's label right before the vote word: "Example: **VOTE: X**", "e.g. **VOTE:
# X**", "(Ex: **vote X**", "**For example vote X**", "Like this: **VOTE: X**", "Format:
# **VOTE: X**", "**Sample vote: X**"; with no colon only starting its clause or after
# "for" ("Lead by example **VOTE: X**", "a prime example **VOTE: X**" stay; "by example:"
# is no label either)
_EXAMPLE_END = re.compile(
    r"(?:(?<![\w'])(?<!by\s)(?:examples?|samples?)\s*:|(?:^|(?<=[(\[.!?;,*])|(?<![\w'])for)\s*"
    r"(?:examples?|samples?)\s*[,\-–—]?|(?<![\w'])e\.?\s?g\.?\s*[:,]?|"
    r"(?<![\w'])(?:ex|like\s+(?:this|so)|format|syntax|template)\s*:)\s*[(\[]?\s*$",
    re.I,
)
# the writer reporting their own earlier vote: "Last game I said **VOTE: X**", "In my
# last game I wrote", "Yesterday I posted", "On day 1 I typed"
_I_SAID_END = re.compile(
    r"(?<![\w'])i\s+(?:(?:had|have|once|also|literally|actually)\s+)?"
    r"(?:said|wrote|posted|typed|put)\s*(?:that\s*)?[:,]?\s*[\"“]?\s*$",
    re.I,
)
_EARLIER = re.compile(
    r"(?<![\w'])(?:(?:last|previous|other|another|my\s+last|an\s+old|that)\s+"
    r"(?:game|games|time|round|thread|day|cycle|year|setup)|yesterday|earlier|once|ago|"
    r"d(?:ay)?\s*\d+|in\s+(?:a|an|the|my)\s+(?:\w+\s+)?(?:game|thread))(?![\w'])",
    re.I,
)

# the writer saying after it that the earlier command holds now: "... and I still mean
# it", "and I stand by it", "(and) today too" ("... again and again", "and still lost" no)
_HOLDS = re.compile(
    r"(?<![\w'])(?:still\s+(?:mean|stand|think|believe|hold)|stand(?:ing)?\s+by|"
    r"(?:today|now)\s+too)(?![\w'])",
    re.I,
)


# a vote the writer may cast later, named by the word right before the vote word, that
# word opening its clause, alone or after "my"/"a"/"the" ("Likely vote: X", "My possible
# vote: X", "Backup vote: X", "Intended vote: X"): none of the writer's now; "Final/Real/
# Pressure/Tentative/Next vote: X", "I will likely **vote X**" and the writer casting it
# now ("Switching to my backup **vote: X**", "Here is my planned **VOTE: X**") stay votes
_NOT_YET = re.compile(
    r"(?:^|[.,;:!?(\[\-–—*•>])\s*(?:(?:my|a|the|our)\s+)?"
    r"(?:likely|probable|possible|potential|future|intended|planned|ideal|backup|back-up|"
    r"fallback|alternate|alternative|eventual|prospective|upcoming|would-be)[\s\-]*$",
    re.I,
)


@rule("not_yet")
def not_yet(before: str) -> bool:
    """The word right before the vote word names a vote the writer may cast later, not
    now ("**Likely vote: X**", "**Backup vote: X**", "Possible **vote: X**"): no vote."""
    return _NOT_YET.search(before[-40:].strip(" \t") + " ") is not None


@rule("example_before")
def example_before(before: str) -> bool:
    """The words right before the vote word label it an example ("Example: **VOTE: X**",
    "e.g. **VOTE: X**", "**For example vote X**"): the syntax shown, no vote."""
    return _EXAMPLE_END.search(before[-40:]) is not None


@rule("past_report")
def past_report(before: str, after: str = "") -> bool:
    """The sentence round the vote word is the writer reporting what they said in an
    earlier game or day ("Last game I said **VOTE: X**", "Yesterday I posted **VOTE:
    X**", "I posted **VOTE: X** in my last game"): "I said/wrote/posted/typed" right
    before it and a time before now in the sentence, before or after it. "I said **VOTE:
    X**" with no time stays the writer's, as does one said to hold still ("Earlier I said
    **VOTE: X** and I stand by it")."""
    sentence = _STOP.split(before.replace("’", "'"))[-1]
    said = _I_SAID_END.search(sentence)
    if said is None:
        return False
    rest = _STOP.split(after[:_TAIL].replace("’", "'"), maxsplit=1)[0]
    if _HOLDS.search(rest):
        return False  # "Earlier I said **VOTE: X** and I stand by it": said again now
    return _EARLIER.search(sentence, 0, said.start()) is not None or bool(_EARLIER.search(rest))


# a line after a vote that only says it is none: every clause a disclaimer ("not a real
# vote", "not serious", "doesn't count", "don't count it", "ignore it") or a joke's
# filler ("joke", "lol", "jk"), after a caret pointing up or in brackets; "Not serious
# about Lark though" or "(not a real vote) but he's scummy" say more, and stay talk
_NEXT_CLAUSE = re.compile(
    r"(?:(?:this|that|it|which)(?:\s+is|\s+was|'s)?\s+)?(?:"
    r"not\s+(?:a|an)\s+(?:(?:real|actual|serious|official|proper|binding|counting)\s+)?(?:un-?)?vote|"
    r"(?:not|isn'?t|wasn'?t)\s+(?:serious(?:ly)?|real|meant|binding)|"
    r"(?:does\s*n[o']?t|don'?t|won'?t|shouldn'?t)\s+count(?:\s+(?:it|this|that))?|"
    r"(?:please\s+)?ignore(?:\s+(?:it|this|that|the\s+above|(?:this|that|the|my)\s+(?:one|vote)))?)"
    r"(?:\s+(?:yet|btw|though|obviously|lol))?",
    re.I,
)
_JOKE_WORD = r"(?:joke|joking|jk|j/k|lol|lmao|haha|sorry|oops)"
_FILLER = re.compile(
    r"(?:(?:this|that|it)(?:'s|\s+is|\s+was)\s+)?(?:just\s+)?(?:a\s+)?"
    rf"{_JOKE_WORD}(?:\s+{_JOKE_WORD})*(?:\s+vote)?|"
    r"(?:just\s+)?(?:showing\s+)?(?:the\s+)?(?:tag|syntax|format|how)|(?:just\s+)?test(?:ing)?",
    re.I,
)
# "(just pressure, not serious)": a pressure vote is a vote, however unserious; only a
# clause saying it is no vote, doesn't count or is to be ignored undoes it
_PRESSURE = re.compile(r"(?:just\s+)?(?:for\s+)?pressure", re.I)
_COUNTS_NOT = re.compile(r"vote|count|ignore|binding", re.I)
_NEXT_SPLIT = re.compile(r"\s*[,;.!:]+\s*|\s+[-–—]+\s+")
_NEXT_FRAME = " \t^()[]*~<-–—"
_EDIT_LABEL = re.compile(  # "EDIT: ignore", "EBWOP: not a real vote" (edited but without the edit)
    r"^(?:edit|eta|ebwop|p\.?\s?s\.?)\s*\d*\s*[:\-–—]?\s+", re.I
)


@rule("disclaimed_next_line")
def disclaimed_next_line(line: str) -> bool:
    """A short line that only says the vote above it is none ("(joke, not a real vote)",
    "^ not serious", "^ doesn't count, ignore it", "EDIT: not a real vote"): each clause
    (after an edit's label) a disclaimer or a joke's
    filler, at least one a disclaimer, at most ten words. A line of talk that holds such
    words among others ("Not serious about Lark though") is none."""
    text = line.replace("’", "'").strip()
    if not text or len(text.split()) > 10:
        return False
    text = _EDIT_LABEL.sub("", text.strip(_NEXT_FRAME), count=1)
    clauses = [c.strip(_NEXT_FRAME) for c in _NEXT_SPLIT.split(text)]
    clauses = [c for c in clauses if c]
    said = [_NEXT_CLAUSE.fullmatch(c) is not None for c in clauses]
    pressure = [_PRESSURE.fullmatch(c) is not None for c in clauses]
    if not all(
        s or p or _FILLER.fullmatch(c) for s, p, c in zip(said, pressure, clauses, strict=True)
    ):
        return False
    if any(pressure):
        return any(s and _COUNTS_NOT.search(c) for s, c in zip(said, clauses, strict=True))
    return any(said)


# a line ending with its colon that shows the next line as the syntax, not the writer's
# command: an example's label ("Example:", "e.g.", "Format:", "like so:"), "This is how
# you vote:", "Don't do this:", "The wrong way:", what another would post ("If I were
# scum I'd post:"), or a disclaimer ("(not a real vote, just the format):"); "My vote:",
# "For real this time:", "Hammer time:" stay labels of the writer's own command
_SHOWN_ABOVE = re.compile(
    r"(?:(?<![\w'])how\s+(?:you|to|one|people)\s+(?:\w+\s+)?(?:un-?)?vote|"
    r"(?<![\w'])how\s+(?:un-?)?voting\s+works|"
    r"(?<![\w'])(?:don'?t|do\s+not|never)\s+do\s+(?:this|that)|wrong\s+way(?:\s+to\s+vote)?)"
    r"\s*:\s*$",
    re.I,
)
# what another, or the writer in another's place, would post: "If I were scum I'd post:",
# "Scum would write:" (a case in the line, or scum the one who would: "What I'd say:" and
# "Ivo is scum, so here's what I'd say:" are the writer's)
_WOULD_POST = re.compile(
    r"(?<![\w'])(?:i'?d|i\s+would|you'?d|you\s+would|they'?d|they\s+would|he'?d|she'?d|"
    r"scum\s+would)\s+(?:post|write|say|type)\s*:\s*$",
    re.I,
)
_IN_A_CASE = re.compile(r"(?<![\w'])(?:if|were|as\s+scum)(?![\w'])", re.I)
# the writer saying what they do ("I know how to vote:", "I never do this:"): no syntax
# shown; "how to vote:" is a label alone, after a stop or after "This is", "Here's"
# or after the writer offering to show the others ("Let me show you how to vote:", "And
# here's how you unvote:", "For the new players, this is how voting works:", "For anyone
# confused, ..."; "Ivo is scum, and here's how to vote:" stays the writer's, as review20a
# left it with no comma, and so does "For what it's worth, here's how to vote:")
_FOR_NEWCOMERS = (
    r"for\s+(?:the\s+|any\s+|our\s+|all\s+)?(?:new\w*|newb\w*|noob\w*|beginners?|"
    r"first[\s\-]tim\w*|replacements?|anyone|anybody|those|people)(?![\w'])[\w' ]{0,30},\s+"
)
_HOW_LEAD = re.compile(
    rf"(?:.*[.?!:]\s+)?(?:{_FOR_NEWCOMERS})?(?:(?:and|so|now|ok(?:ay)?)[,.]?\s+)?"
    r"(?:(?:(?:this|that|here)(?:'s|\s+is)|"
    r"(?:let\s+me|i'?ll|i\s+will|i\s+can)\s+(?:show|teach|tell)\s+(?:you|y'?all|everyone|"
    r"everybody|people|the\s+\w+)(?:\s+(?:guys|all))?)\s+)?",
    re.I,
)
# a demonstration announced alone on its line ("Let me demonstrate:", "I'll illustrate:")
_DEMONSTRATE = re.compile(
    r"(?:(?:ok(?:ay)?|so|now)[,.]?\s+)?(?:let\s+me|i'?ll|i\s+will)\s+(?:demonstrate|illustrate)"
    r"\s*:",
    re.I,
)
_FIRST_PERSON = re.compile(r"(?<![\w'])(?:i|i'[a-z]+|me|my|we|we'[a-z]+)(?![\w'])", re.I)
# a disclaimer pointing up ("Ignore the above:", "ignore that:") is of what came before
_UPWARD = re.compile(r"(?<![\w'])(?:above|that|previous|earlier|last)(?![\w'])", re.I)


_EG_END = re.compile(r"(?<![\w'])e\.?\s?g\.?$", re.I)


@rule("example_above")
def example_above(line: str) -> bool:
    """The line above a command, ending with its colon, shows the command as the syntax
    ("Example:", "e.g.", "Your vote should look like this:", "This is how you vote:",
    "Don't do this:", "If I were scum I'd post:", "(not a real vote, just the format):"):
    the command under it is none of the writer's."""
    text = line.replace("’", "'").strip()
    if not text or len(text.split()) > 14:
        return False
    labelled = text.endswith(":") or _EG_END.search(text) is not None
    if labelled and (example_before(text) or _DEMONSTRATE.fullmatch(text)):
        return True
    start = len(text) - len(text[-60:])
    shown = _SHOWN_ABOVE.search(text, start)
    if shown is not None:
        before = text[: shown.start()]
        if shown.group(0)[:3].lower() == "how":
            if _HOW_LEAD.fullmatch(before):
                return True
        elif not _FIRST_PERSON.search(before):
            return True
    would = _WOULD_POST.search(text, start)  # "Scum would write:" is a case of its own
    if would is not None and (would.group(0)[:4].lower() == "scum" or _IN_A_CASE.search(text)):
        return True
    if _UPWARD.search(text):
        return False
    return text.endswith(":") and disclaimed_next_line(text.rstrip(": "))
