"""Lines joined into one command before the lines are read: a bold vote the writer broke
over lines ("vote" / "Ivo"), a vote tag whose name is on the next line; and a name the
bold closed inside of, its word read on past the run ("**VOTE: I**vo"). Line numbers stay
those of the walk (the joined lines are left empty)."""

from __future__ import annotations

import re

from votecount.parser.grammar import KEYWORD
from votecount.parser.model import Kind, Markup
from votecount.parser.readings import spans_text
from votecount.parser.result import Found
from votecount.parser.rulebook import rule
from votecount.parser.walk import Span

_BARE_VOTE = re.compile(r"^\W*vote\W*$", re.I)  # "vote", "Vote:": no name on the line
_BARE_UNVOTE = re.compile(r"^\W*un-?vote\W*$", re.I)
_NAME_LINE = re.compile(r"^\s*\w[\w .'-]{0,23}$")  # a name or a piece of one, no more
_ONE_NAME = re.compile(r"^\s*\w[\w.'-]{2,23}\s*$")  # one word


@rule("join")
def join_broken_votes(lines: list[list[Span]], styled: list[bool]) -> None:
    """A bold vote the writer broke over lines of one bold block: "vote" alone on a line,
    then up to three lines of a name ("vote / demon / hybrid"), is one vote; "Unvote"
    alone, then a line of one name ("Unvote / Ivo"), unvotes and votes that name. Every
    line bold; a line with a keyword or more than a name ends it. The joined lines are
    left empty (line numbers stay those of the walk)."""
    for i in range(len(lines) - 1):
        if not _all_bold(lines[i]):
            continue
        text = spans_text(lines[i])
        after = [k for k in range(i + 1, min(i + 7, len(lines))) if spans_text(lines[k]).strip()]
        used: list[int] = []
        if _BARE_VOTE.match(text):
            for k in after[:3]:
                t = spans_text(lines[k]).strip()
                if not _all_bold(lines[k]) or not _NAME_LINE.match(t) or KEYWORD.search(t):
                    break
                used.append(k)
        elif _BARE_UNVOTE.match(text) and after and _all_bold(lines[after[0]]):
            t = spans_text(lines[after[0]]).strip()
            if _ONE_NAME.match(t) and not KEYWORD.search(t):
                used, text = [after[0]], text.strip() + " vote:"
        if not used:
            continue
        first = next(s for s in lines[i] if s.text.strip())
        joined = " ".join([text.strip(), *(spans_text(lines[k]).strip() for k in used)])
        lines[i], styled[i] = [first._replace(text=joined)], True
        for k in range(i + 1, used[-1] + 1):
            lines[k], styled[k] = [], False


_DRAWN_VOTE_WORD = re.compile(r"^\s*vote\s*(?::\s*)?$", re.I)
# up to 3 words ("_" joins a word's parts: a separator of its own would backtrack)
_TAG_NAME = re.compile(r"^@?\w[\w.'\-]*(?: [\w.'\-]+){0,2}(?<![.!?])$")


@rule("tag_break")
def join_split_tags(lines: list[list[Span]], styled: list[bool]) -> None:
    """A vote tag whose name the writer put on the next line ("[vote]" and a line break,
    then the name): the tag's text on its first line is only the forum's "VOTE:", and the
    next line holding text opens inside the same tag. That text joins the tag's first
    line, as one vote (else the first line reads as an empty tag, an unvote), when it is
    a name (up to three words, no sentence end) and the tag closes on its line; the line
    it came from keeps the rest (line numbers stay those of the walk)."""
    for i in range(len(lines) - 1):
        line = lines[i]
        last = next((s for s in reversed(line) if s.text.strip()), None)
        if last is None or last.tag <= 0 or last.reason is not None:
            continue
        if not _DRAWN_VOTE_WORD.match("".join(s.text for s in line if s.tag == last.tag)):
            continue
        k = next(
            (k for k in range(i + 1, min(i + 3, len(lines))) if spans_text(lines[k]).strip()), None
        )
        if k is None:
            continue
        nxt = lines[k]
        start = next(j for j, s in enumerate(nxt) if s.text.strip())
        take = start
        while take < len(nxt) and nxt[take].tag == last.tag and nxt[take].reason is None:
            take += 1
        moved_text = "".join(s.text for s in nxt[start:take]).strip()
        if take == start or not _TAG_NAME.match(moved_text) or KEYWORD.search(moved_text):
            continue  # "VOTE:" then a sentence: a tag left open over the writer's prose
        if any(s.tag == last.tag for later in lines[k + 1 :] for s in later):
            continue  # the tag runs on past the name's line: no name, a tag left open
        moved = nxt[start:take]
        lines[i] = [*line, last._replace(text=" "), *moved]
        lines[k] = nxt[:start] + nxt[take:]
        styled[i], styled[k] = True, styled[k] and bool(lines[k])


def _all_bold(line: list[Span]) -> bool:
    """Every piece of text on the line is bold and may count."""
    return (
        bool(line)
        and all((s.bold and s.reason is None and not s.tag) or not s.text.strip() for s in line)
        and any(s.text.strip() for s in line)
    )


_GLUED_WORD = re.compile(r"[^\W_]+")


@rule("glued_name")
def glued_name(text: str, found: Found) -> Found:
    """A styled vote whose run closes inside the name, the rest of the word glued after
    it with no space ("**VOTE: I**vo", "[b]VOTE: Kes[/b]trel"): the rest is kept with
    the command (``glued_rest``) for ``resolve`` to read the word whole when that names a
    player better. A run ending at a space, a stop or an apostrophe ("**VOTE: Ivo**'s") is
    left as it is."""
    end = found.run[1]
    if (
        found.kind is not Kind.VOTE
        or found.markup not in (Markup.BOLD, Markup.COLOUR)
        or not found.target_text
        or found.end != end
        or not text[end - 1 : end].isalnum()
    ):
        return found
    more = _GLUED_WORD.match(text, end)
    if more is None:
        return found
    return found._replace(extra=(*found.extra, ("glued_rest", more.group(0))))
