"""A count's heading ("Vote Count 1.4") and which lines are the count's own: the lines
from the count's heading on (of several headings, the current one), a heading cut off the
wagon line it opens, and an earlier day's votes recapped beside today's count left out."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.hostcount.line import read_wagon_line, wagons_of
from votecount.parser.hostcount.post_lines import CountLine
from votecount.parser.hostcount.sections import HOST_HEDGE, LONGEST_HEADING, SAMPLE, other_count
from votecount.parser.names.players import Roster

# a count's heading line: "Votecount:", "Vote Count 2.3", "Official vote tally", "VC 1.4",
# "Final Vote Count of Day 1", "Day 3, Vote Count #4 (post 512)"
_EDITED = r"^\W*(?:(?:edit(?:ed)?|update[d]?)\s*\d*\s*:\W*)?"  # "EDIT: Vote Count 3.3"
# the living and the majority after a dash, a bar or a comma: "Vote Count 1.3 \u2014 9 alive, 5
# to lynch", "VC 1.3 | Majority 5"
_LIVING = r"\b(?:alive|living|majority|to\s+(?:lynch|elim\w*|execute)|hammer)\b"
# a character of the tail, not of the heading itself ("Day 3, Vote Count #4 \u2014 majority 5")
_NOT_HEAD = r"(?:(?!vote|count|tally|vc\b)[^:])"
_TAIL = (
    rf"(?:\s*(?:[\u2014\u2013|,]|\s-)\s*{_NOT_HEAD}{{0,40}}?{_LIVING}[^:]{{0,30}}|"
    rf"\s*[(\[][^)\]]{{0,40}}?{_LIVING}[^)\]]{{0,30}}[)\]])"
)  # or in brackets: "Vote Count 3.4 (9 alive, 5 to lynch)", "[Majority: 5]"
# the post it counts to: "Vote Count 3.4 as of post 512", ", up to post #512", "- through post 512"
_AS_OF = r"(?:\s*[,\u2014\u2013-]?\s*(?:as\s+of|through|thru|up\s+to|until)\s+post\s*#?\s*\d+)"
_HEADING = re.compile(
    _EDITED + r"(?:day\s*\d+\s*,?\s+)?(?:(?:official|current|updated|final)\s+)?"
    r"(?:vote\s*-?\s*(?:count|tally)|votals|vc|(?:recuento|conteo|contagem)\s+de\s+votos|"
    # a count that never says "vote": "Tally 3.2", "Lynch Count", "Elimination tally", "Wagons:"
    r"(?:lynch|elimination|execution|exile)\s*-?\s*(?:count|tally)|tally|wagons|"
    r"(?<=current\s)count|(?<=official\s)count|"  # "Current count:", "Official count"
    r"stimmenz(?:\u00e4|ae?)hlung|d(?:\u00e9|e)compte\s+des\s+(?:votes|voix)|stemtelling)"
    r"(?:\s*(?:\d+(?:\.\d+)*(?![\d.])|#\s*\d+(?!\d)|(?:(?:for|of|,)\s*)?day\s*\d+(?!\d)|"
    r"[(\[]\s*day\s*\d+\s*[)\]]|[ivx]{1,4}(?:\.\d+)+(?![\d.])|"  # "(Day 3) #4", "II.3"
    # the count's number in brackets: "Vote Count (2.3)", "VC [#4]", "(Day 2, count 3)"
    r"[(\[]\s*(?:(?:vc\s*)?#?\s*\d+(?:\.\d+)*|day\s*\d+\s*,\s*(?:count|vc)\s*#?\s*\d+)\s*[)\]]))*"
    # a word in brackets saying which count of the day: "(final)", "(at deadline)", "[EoD]"
    r"(?:\s*[(\[]\s*(?:(?:at|as\s+of|before|after|on)\s+)?(?:the\s+)?(?:final|deadline|eod|"
    r"end\s+of\s+(?:the\s+)?day|updated|corrected|official|hammer|lynch|l-\d|post\s*#?\d+)\s*[)\]])?"
    + _AS_OF
    + r"?"
    + _TAIL
    + r"?\W*$",
    re.I,
)  # "Day 1 Vote Count 2.02", "Votecount:", "VC #3", "Vote Count 4.5 (final)" (not "Vote
# count as of post 8.")
_FINAL = re.compile(r"\bfinal\b", re.I)
# "Count:" alone, or cut off the one line of wagons it opens ("Count: Bramble 2 (Juno, Ivo)");
# not a question ("Count?"); it says nothing of votes (a role "Count" heads a role list), so
# a post it alone heads is read only as ``bare_count`` allows
_BARE_COUNT = re.compile(r"^[^\w?!]*count[^\w?!]*$", re.I)


def from_heading(lines: list[CountLine], roster: Roster) -> list[CountLine]:
    """The lines from the count's own heading on ("Votecount:", "Vote Count 2.3"), when a
    line is one: what comes before it (a player list with "Ivo -> Juno" replacements, a
    story) holds no wagon. Of two numbered headings ("Vote Count 1.3" above "Vote Count
    1.4": the last count and the current one) the higher number's, to the next heading; a
    heading above the last one that says "final" (and numbers no later day) is an earlier
    count of the day; an unnumbered final above numbered headings is a recap of the last."""
    lines = split_headings(lines, roster)
    at = [
        i
        for i, line in enumerate(lines)
        if heading(line.text) and not after_sample(lines, i) and _heads_lines(lines, i, roster)
    ]
    if not at:
        return lines
    finals = [i for i in at if _FINAL.search(lines[i].text)]
    if finals:  # "Vote Count (at deadline)" above "Final Vote Count": the final one (not
        last = _number(lines[finals[-1]].text)  # "VC Day 2" above "Final VC, Day 1", nor
        at = [  # "Vote Count" above "Final Vote Count, Day 1": no day to call it earlier)
            i for i in at if i >= finals[-1] or i in finals or _later(_number(lines[i].text), last)
        ]
        below = [i for i in at if i > finals[-1] and _number(lines[i].text)]
        at = below if last is None and below else at  # "Final VC" above "VC 2.1": a recap
    numbered = [(_number(lines[i].text), i) for i in at]
    if len(at) < 2 or any(n is None for n, _ in numbered):
        return lines[at[0] :]
    top, best = max(numbered, key=lambda n: n[0] or ())
    ends = [i for n, i in numbered if i > best and n != top]  # "VC 1.4" above "Vote Count 1.4"
    return lines[best : ends[0] if ends else len(lines)]


def _heads_lines(lines: list[CountLine], at: int, roster: Roster) -> bool:
    """Is a line below the heading at ``at``? One that ends the post ("Vote count as of
    post 8." under the wagons) is a caption, no heading of what follows; so is one with no
    number right under wagons and above no wagon ("Official count." between the wagons and
    "Deadline: Friday")."""
    below = [line.text for line in lines[at + 1 :] if line.text.strip()]
    if not below or _number(lines[at].text) is not None:
        return bool(below)
    above = next((line.text for line in reversed(lines[:at]) if line.text.strip()), "")
    wagon = read_wagon_line(above, roster) if above else None
    return wagon is None or any(read_wagon_line(t, roster) is not None for t in below)


def after_sample(lines: list[CountLine], at: int) -> bool:
    """Does the line at ``at`` follow a line announcing a sample count ("Vote counts will
    look like this:", "Example vote count:"), blank lines aside? A heading there is the
    sample's own ("Vote Count" above "No votes" in a setup post), not today's count's."""
    said = next((line.text for line in reversed(lines[:at]) if line.text.strip()), "")
    if HOST_HEDGE.search(said):
        return False  # "If I count right:" above "Vote Count 2.3": the host's own hedge
    return SAMPLE.match(said) is not None or other_count(said)


def _number(heading: str) -> tuple[int, ...] | None:
    """A heading's number: "Vote Count 2.3" -> (2, 3); "Day 2 Vote Count #3" -> (2, 3);
    not an edit's ("EDIT 2: Vote Count 2.4" -> (2, 4)) nor a bracket's ("(L-3)") nor the
    living's ("\u2014 9 alive, 5 to lynch")."""
    found = tuple(int(n) for n in re.findall(r"\d+", _NOT_NUMBERED.sub("", heading)))
    return found or None


_NOT_NUMBERED = re.compile(
    _EDITED + r"|[(\[][^)\]]*[)\]]\W*$|" + _AS_OF + r"|" + _TAIL + r"\W*$", re.I
)


def _later(number: tuple[int, ...] | None, final: tuple[int, ...] | None) -> bool:
    """A heading above a final one is no earlier count of its day when it numbers a later
    one, or numbers none while the final numbers its day. A final that numbers no day is
    the final of the day above it ("Vote Count Day 2" above "Vote Count (final)")."""
    return final is not None and (number is None or number > final)


# one wagon, its total and its voters in brackets: "Ivo 2 (Juno, Lark)", "Ivo [Juno, Lark]"
_BRACKETED = re.compile(
    r"[^()\[\]]{1,40}?\s*(?:\d{0,2}|[(\[]\d{1,2}[)\]])\s*[(\[][^()\[\]]+[)\]]\W*$"
)  # (or its total in brackets too: "Ivo [2] (Juno, Lark)")
_HEAD_CUT = re.compile(r"\s*(?::|\s[\u2014\u2013-]\s)\s*")


def split_headings(lines: list[CountLine], roster: Roster) -> list[CountLine]:
    """``lines`` with a count heading that opens a wagon line cut off it: "Vote Count
    2.7: Ivo (2): Juno, Lark", "VC 2.7 \u2014 Ivo (2): ..." are the heading and a wagon
    (only when the rest reads as one with a separator of its own: "Vote count: done by
    hand" is no heading, "Vote Count 2.7: Ivo (2), Lark (1)" a heading and its totals)."""
    out: list[CountLine] = []
    for line in lines:
        m = _heading_cut(line.text)
        if m is None or heading(line.text):
            out.append(line)
            continue
        rest = line.text[m.end() :]
        several = len(wagons_of(rest, roster)) > 1  # "Current count: Ivo 2 (Juno, Lark), ..."
        found = read_wagon_line(rest, roster)
        bracketed = _BRACKETED.match(rest) is not None  # "Count: Ivo 2 (Juno, Lark)"
        if not (_HEAD_CUT.search(rest) or several or bracketed) or found is None:
            out.append(line)
            continue
        struck = line.with_struck
        cut = _heading_cut(struck) if struck else None
        struck = struck[cut.end() :] if struck and cut is not None else None
        out += [CountLine(line.text[: m.start()], None, line.emphasised), CountLine(rest, struck)]
    return out


def _heading_cut(text: str) -> re.Match[str] | None:
    """The first cut in ``text`` that a count heading stands before ("EDIT: Vote Count
    2.4: Ivo (2): ..." is cut after "2.4", not after "EDIT")."""
    for m in _HEAD_CUT.finditer(text, 0, LONGEST_HEADING):
        if heading(text[: m.start()]):
            return m
    return None


def bare_count(text: str) -> bool:
    """Is ``text`` a heading only as "Count" alone ("Count:", "**Count**")?"""
    return len(text) <= LONGEST_HEADING and _BARE_COUNT.match(text) is not None


def heading(text: str) -> bool:
    said = _HEADING.match(text) is not None or _BARE_COUNT.match(text) is not None
    return len(text) <= LONGEST_HEADING and said


# a short label over a day's votes: "Day 1:", "**Day 2**", "How Day 1 ended:", "Yesterday's
# final votes:", "Today:", "Day 2 votes so far:", "Current count (Day 2)"
_DAY_WORDS = re.compile(r"\bday\s*(\d{1,2})\b|\b(?:yesterday|today|current|so\s+far)\b", re.I)
_PAST = re.compile(r"\b(?:final|ended|end\s+of|recap|yesterday|previous|for\s+reference)\b", re.I)
_NOW = re.compile(r"\b(?:today|current|so\s+far)\b", re.I)
_LONGEST_LABEL = 60
# a label over past days' votes that names no day ("Recap:", "Previous days:"), and a day
# the label says ended in an elimination ("Day 1 - LYNCHED", "**Day 1: eliminated**")
_RECAP = re.compile(r"^\W*(?:recap|(?:previous|past|earlier)\s+days)\b\W*$", re.I)
_DAY_OVER = re.compile(r"^\W*day\s*(\d{1,2})\W+(?:lynched|eliminated|executed|hammered)\W*$", re.I)


class _Label(NamedTuple):
    at: int
    day: int | None
    past: bool


def without_recaps(lines: list[CountLine]) -> list[CountLine]:
    """``lines`` without the sections that recap an earlier day's votes: under a day label
    that says the day is over ("Day 1 (final)", "How Day 1 ended:", "Yesterday's final
    votes:", "Recap of Day 1") or names a day before another label's ("**Day 1**" above
    "**Day 2**"), each to the next label or count heading. The caller reads what is left
    only when it holds a wagon (a day's final count alone is read as it is)."""
    labels = [_day_label(i, line) for i, line in enumerate(lines)]
    found = [label for label in labels if label is not None]
    if not found or all(not label.past and label.day is None for label in found):
        return lines
    latest = max((label.day for label in found if label.day is not None), default=None)
    out: list[CountLine] = []
    dropping = False
    for line, label in zip(lines, labels, strict=True):
        if label is not None:
            older = label.day is not None and latest is not None and label.day < latest
            dropping = label.past or older
        if not dropping:
            out.append(line)
    return out


def _day_label(at: int, line: CountLine) -> _Label | None:
    """The day label ``line`` is, or a count heading (which ends a recap), or None."""
    text = line.text.strip()
    if heading(text) and _DAY_WORDS.search(text) is None:
        return _Label(at, None, False)  # "Vote Count 2.1": today's count
    if len(text) > _LONGEST_LABEL or "|" in text:
        return None
    if (over := _DAY_OVER.match(text)) is not None:
        return _Label(at, int(over[1]), True)
    if not (text.rstrip(" *").endswith(":") or line.emphasised):
        return None
    m = _DAY_WORDS.search(text)
    if m is None:
        return _Label(at, None, True) if _RECAP.match(text) else None
    now = _NOW.search(text) is not None
    past = not now and _PAST.search(text) is not None
    return _Label(at, int(m[1]) if m[1] else None, past)
