"""A voter's history written in a count's line, read out before the line is read as a
wagon: "Ivo (unvoted)", "Ivo (vote, unvote)", "Juno, Lark -> unvote", "(unvoted: Lark)", a
vote log of signs ("+Juno -Juno"), voters ticked and crossed out."""

from __future__ import annotations

import re

from votecount.parser.hostcount.pieces import ARROW

# a vote log of signs: "Ivo: +Juno +Lark -Lark +Ivo" (each sign after a space or a comma)
_SIGNED = re.compile(r"^\s*\+\S")  # (it opens with a "+": "Ivo (1): -Grey-" is a name)
_SIGN_CUT = re.compile(r"[\s,;]+(?=[+-]\S)")
# a voter crossed out beside voters ticked: "\u2705 Juno \u2705 Ivo \u274c Lark", or with
# the marks after the names (the line ends on one): "Juno \u2705 Lark \u274c Ivo \u2705"
_TICKS, _CROSSES = "\u2705\u2714\u2611", "\u274c\u274e\u2716\u2717\u2718"
_TICK = re.compile(f"[{_TICKS}]")
_CROSSED = re.compile(f"[{_CROSSES}]\ufe0f?\\s*[^,;:()\\[\\]{_TICKS}{_CROSSES}]{{1,40}}")
_CROSSED_AFTER = re.compile(f"[^,;:()\\[\\]{_TICKS}{_CROSSES}]{{1,40}}[{_CROSSES}]\ufe0f?")
_MARKS_AFTER = re.compile(f"[{_TICKS}{_CROSSES}]\ufe0f?\\W*$")
# a voter's history after the name: "Ivo (unvoted)", "Ivo (vote, unvote, vote)"
_HISTORY_WORD = (
    r"vote\s+(?:removed|withdrawn|struck|voided|cancell?ed)|"  # "Lark (vote removed)"
    r"(?:un)?vot(?:e|ed|ing)|moved|withdrawn|removed|switched"
)
# what became of the voter, a step before their vote's fate: "Lark (modkilled, vote removed)"
_FATE = r"(?:mod-?)?killed|dead|died|lynched|eliminated|replaced|banned|subbed\s+out"
# each step may say where or when ("vote #12", "unvoted in post 30", "unvote 14:05"), and a
# bare post number may stand among them ("Ivo (#15, unvoted #30)")
_WHERE = r"(?:\s*(?:in\s+|at\s+|@\s*)?(?:post\s*)?#?\s*\d+(?::\d\d)?)"
# (each step and separator taken once: a long list of post numbers is read in linear time)
# an ordinal among them tells the order of the votes: "Lark (2nd, unvoted)"
_STEP = rf"(?>\d{{1,2}}(?:st|nd|rd|th)\b|(?:{_HISTORY_WORD}){_WHERE}?|{_WHERE}|{_FATE})"
_SEP = r"\s*+[,/;>-]++\s*+"
_HISTORY = re.compile(
    rf"\s*\(\s*((?:{_STEP}{_SEP})*(?:{_HISTORY_WORD}){_WHERE}?"
    rf"(?:{_SEP}{_STEP})*)\s*\)",
    re.I,
)
# a voter's withdrawal written as an entry of the wagon's history, after their vote
WITHDRAWS = re.compile(r"^(.{1,40}?)\s+(?:unvote[sd]?|withdr[ae]wn?|removed)$", re.I)
_SEPARATORS = ",;:()[]"  # the voter's name before a history note starts after the last
# the wagon's earlier voters listed in brackets after its current ones: "Juno, Ivo
# (unvoted: Lark, Ember)", "(previously: Lark)", "(withdrawn - Lark)", "[was: Lark]",
# "(history: Lark)"; or after a bar to the line's end: "Juno, Ivo | history: Lark"
_PAST_WORD = (
    r"(?:un-?voted|unvotes|withdrawn|removed|previous(?:ly)?|prev\.?|formerly|earlier|was|"
    r"(?:vote\s+)?history|past|old)(?:\s+(?:votes?|voters?|by))?\s*[:\-\u2013\u2014]\s*"
)
_PAST_VOTERS = re.compile(
    rf"\s*[(\[]\s*{_PAST_WORD}[^()\[\]]{{1,120}}[)\]]|\s*\|\s*{_PAST_WORD}[^()\[\]|]{{1,120}}$",
    re.I,
)
# a voter's vote taken back, written with an arrow among the voters: "Juno, Lark -> unvote"
_ARROW_WITHDRAWN = re.compile(
    rf"(?:^|(?<=[,;:]))[^,;:()\[\]]{{1,40}}?{ARROW}\s*(?:unvot\w*|withdr[ae]wn?|removed)\b\W*?(?=[,;]|$)",
    re.I,
)
# a step that takes a vote back ("unvoted"; a step of "Juno: Ivo -> unvote -> Bramble" too)
WITHDRAWN = re.compile(
    r"(?:unvot\w*|moved|withdrawn|removed|switched|struck|voided|cancell?ed)$", re.I
)

# where a step of a voter's history was cast, after it: "Ivo (#12)", "unvote (post 30)"
_STEP_WHERE = re.compile(rf"\s*[(\[]{_WHERE}\s*[)\]]\s*$", re.I)


def step(text: str) -> str:
    """One step of a voter's history ("Ivo (#12)", "unvote (#30)") without where it was
    cast."""
    return _STEP_WHERE.sub("", text.strip(" .*-")).strip(" .*-")


# where a vote came from, noted after it: "(changed from Lark)", "(switched vote from Lark)"
_CHANGED_FROM = re.compile(
    r"\s*[(\[]\s*(?:changed|switched|moved)\s+(?:(?:the\s+|their\s+|his\s+|her\s+)?vote\s+)?"
    r"from\s+[^()\[\],;:]{1,40}?\s*[)\]]",
    re.I,
)


def without_history(text: str, taken_back: bool = True) -> str:
    """``text`` with each voter's history note taken out, and the voter too when the
    note ends on taking the vote away ("Ivo (unvoted)", "Ivo (vote, unvote)"). A vote's
    origin noted after it ("(changed from Lark)") is left out: "Juno: Bramble (changed from
    Lark)" is one name each side, read voters first only under a per-voter label or where
    only that reading has each player vote once (``gather.flipped``); the note alone cannot
    tell ("Bramble: Juno (changed from Lark)" in a count written wagon first). A voter's
    note taking the vote back takes their earlier piece on the line too, unless
    ``taken_back`` is False."""
    text = _CHANGED_FROM.sub("", text)
    text = _ARROW_WITHDRAWN.sub("", _PAST_VOTERS.sub("", _signed(text)))
    if _TICK.search(text):
        text = (_CROSSED_AFTER if _MARKS_AFTER.search(text) else _CROSSED).sub(" ", text)
    kept: list[str] = []
    at = 0
    for m in _HISTORY.finditer(text):
        before = text[at : m.start()]
        if WITHDRAWN.search(re.sub(_WHERE + r"\s*$", "", m.group(1).strip(), flags=re.I)):
            cut = max(before.rfind(c) for c in _SEPARATORS) + 1
            done = "".join(kept) + before[:cut]
            kept = [_earlier_taken_back(done, before[cut:]) if taken_back else done]
            before = ""
        kept.append(before)
        at = m.end()
    return "".join(kept) + text[at:]


def _earlier_taken_back(text: str, name: str) -> str:
    """``text`` (the line up to a voter written "Juno (unvoted)") without that voter's
    last earlier piece among the voters, when there is one: a log of the wagon's votes in
    order ("Ivo: Juno, Lark, Juno (unvoted)") counts each voter's last piece."""
    name = name.strip()
    if not name:
        return text
    found = list(re.finditer(rf"(?<=[,;:])\s*{re.escape(name)}\s*(?=[,;])", text, re.I))
    return text if not found else text[: found[-1].start()] + text[found[-1].end() :]


def _signed(text: str) -> str:
    """``text`` with a vote log of signs after its colon read out: "Ivo: +Juno +Lark -Lark
    +Ivo" is "Ivo: Juno, Ivo" (each "-" takes back the name's last "+")."""
    head, colon, rest = text.partition(":")
    if not colon or not _SIGNED.match(rest):
        return text
    kept: list[str] = []
    for token in _SIGN_CUT.split(rest.strip()):
        name = token[1:].strip(" ,;")
        if token[0] == "+":
            kept.append(name)
            continue
        last = [i for i, k in enumerate(kept) if k.casefold() == name.casefold()][-1:]
        if last:  # "-juno" takes back "+Juno"
            del kept[last[0]]
    return f"{head}: {', '.join(kept)}"
