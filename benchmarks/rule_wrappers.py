"""The wrappers ``rule_firings.py`` puts around the parser's and the tally's rule functions.

Each wrapper records the post a rule fired on (``FIRES``) and, for a rule named in ``OFF``,
answers as if the rule were switched off. ``install`` puts them in place for the whole
process (a worker of ``rule_firings.py``); the rule names are listed in its docstring."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from votecount.count import reading  # noqa: E402
from votecount.parser import extract, grammar, parse, readings, resolve, rulebook  # noqa: E402
from votecount.parser.model import Kind, Markup, Step  # noqa: E402
from votecount.tally import engine  # noqa: E402

OFF: set[str] = set()
_TAG_ARGUMENT = re.compile(r"\[vote=[^\]]*\]\s*\[/vote\]", re.I)  # readings._bbcode
_RUN_TOGETHER = re.compile(r"un-?votevote", re.I)  # "unvotevote: X" (grammar.KEYWORD)
FIRES: list[tuple[str, int, str, str]] = []  # rule, post number, text, writer
_POST = {"number": -1, "author": ""}


def fire(rule: str, text: object = "") -> None:
    FIRES.append((rule, int(_POST["number"]), str(text)[:160], str(_POST["author"])))


def _wrap(module: Any, name: str, wrapper: Any) -> None:
    """For what is not in the parser's rulebook: ``parse_post`` (the post a rule fired on)."""
    original = getattr(module, name)
    setattr(module, name, lambda *a, **k: wrapper(original, *a, **k))


def _watch(name: str, wrapper: Any) -> None:
    """Rule ``name`` of the parser's rulebook called through ``wrapper(rule, ...)``."""
    original = rulebook.written(name)
    rulebook.replace(name, lambda *a, **k: wrapper(original, *a, **k))


def _parse_post(orig: Any, post: Any, roster: Any, options: Any) -> Any:
    _POST.update(number=post.number, author=post.author)
    parsed = orig(post, roster, options)
    for near in parsed.near_misses:
        fire("near:" + near.reason, near.raw)
        if near.detail.startswith("two names"):
            fire("rule:two_names", near.raw)
    for ignored in parsed.ignored:
        fire("ignored:" + ignored.reason, ignored.raw)
    for c in parsed.commands:
        if c.markup is Markup.TEXT:
            fire("cmd:text_markup", c.raw)
        if c.get("keyword_typo"):
            fire("rule:keyword_typo", c.raw)
        if c.kind is Kind.VOTE and _TAG_ARGUMENT.search(c.raw):
            fire("rule:tag_argument", c.raw)
        if _RUN_TOGETHER.search(c.raw):
            fire("rule:unvotevote", c.raw)
        if c.target is not None and c.target.step is Step.EDIT_DISTANCE:
            fire("resolve:" + (c.target.detail or "edit distance"), c.raw)
    return parsed


def _mistyped(orig: Any, found_all: Any, spans: Any, text: str, seen: Any) -> Any:
    if "broken_tag" in OFF:
        return []
    out = orig(found_all, spans, text, seen)
    for f in out:
        fire("rule:broken_tag_in_vote_tag", f.raw)
    return out


def _typed_quote(orig: Any, text: str, found: Any, more: bool) -> bool:
    hit = bool(orig(text, found, more))
    if hit:
        fire("rule:typed_quote_end", text.strip())
    return hit and "typed_quote" not in OFF


def _quoted_lines(off: str, name: str) -> Any:
    """A rule giving the lines it takes for a quotation: each such line holding a vote
    word fires ``name``; switched off, it takes none."""

    def wrapped(orig: Any, lines: Any) -> set[int]:
        quoted: set[int] = orig(lines)
        for n in sorted(quoted):
            text = readings.spans_text(lines[n]).strip()
            if grammar.KEYWORD.search(text):
                fire(name, text)
        return set() if off in OFF else quoted

    return wrapped


def _joined_lines(off: str, name: str) -> Any:
    """A rule rewriting lines in place: each line it changed (holding text) fires
    ``name``; switched off, it changes none."""

    def wrapped(orig: Any, lines: Any, styled: Any) -> None:
        if off in OFF:
            return
        before = [readings.spans_text(line) for line in lines]
        orig(lines, styled)
        for old, line in zip(before, lines, strict=True):
            new = readings.spans_text(line)
            if new.strip() and new != old:
                fire(name, new)

    return wrapped


def _half(orig: Any, out: list[Any], n: int, text: str, words: Any, taken: Any) -> None:
    if "half" in OFF:
        return
    k = len(out)
    orig(out, n, text, words, taken)
    for f in out[k:]:
        fire("rule:half_tags", f.raw)


def _bbcode(
    orig: Any, out: list[Any], n: int, text: str, words: Any = (), literal: bool = False
) -> None:
    k = len(out)
    orig(out, n, text, words, literal and "literal" not in OFF)
    for f in out[k:] if literal else []:
        fire("rule:literal_pair", f.raw)


def _typed_before(orig: Any, text: str, a: int, b: int) -> Any:
    piece = orig(text, a, b)
    if piece is not None:
        fire("rule:typed_open_before_empty_tag", piece.raw)
    return None if "typed_before" in OFF else piece


def _tag_pieces(orig: Any, tag_text: str, offset: int) -> Any:
    pieces = orig(tag_text, offset)
    if not pieces and tag_text.strip():
        fire("rule:tag_text_no_command", tag_text.strip())
    if any(p.kind is Kind.UNVOTE and not p.target for p in pieces) and (
        "un" not in tag_text.lower()
    ):
        fire("rule:empty_vote_tag_unvotes", tag_text.strip())
        return [] if "empty_tag" in OFF else pieces
    return pieces


def _unresolved(orig: Any, c: Any) -> Any:
    problem = orig(c)
    if problem is not None and c.kind == Kind.UNVOTE:
        fire("rule:unvote_naming_nobody", c.raw)
    return problem


def _hammer_first(orig: Any, self: Any, batch: Any, settled: Any) -> Any:
    out = orig(self, batch, settled)
    if out != settled:
        fire("rule:hammer_first", f"post {batch[0].ref.number}")
        return settled if "hammer_first" in OFF else out
    return out


def _title(orig: Any, raw: str, text: str, roster: Any) -> Any:
    res = orig(raw, text, roster)
    if res is not None:
        fire("rule:title", f"{raw} -> {res.player}")
    return None if "title" in OFF else res


def _prose_keyword(orig: Any, between: str) -> bool:
    hit = bool(orig(between))
    if hit:
        fire("rule:prose_keyword", between.strip())
    return hit and "prose_keyword" not in OFF


def _sentence_first(orig: Any, preamble: str, text: str, end: int) -> bool:
    hit = bool(orig(preamble, text, end))
    if hit:
        fire("rule:sentence_first", text.strip())
    return hit and "sentence_first" not in OFF


def _prose_before(orig: Any, text: str, a: int) -> bool:
    hit = bool(orig(text, a))
    if hit:
        fire("rule:prose_before", text.strip())
    return hit and "prose_before" not in OFF


def _question_around(orig: Any, text: str, a: int, b: int) -> bool:
    hit = bool(orig(text, a, b))
    if hit:
        fire("rule:question_around", text.strip())
    return hit and "question_around" not in OFF


def _two_names(orig: Any, raw: str, target: str) -> Any:
    return None if "two_names" in OFF else orig(raw, target)


def _flag(off: str) -> Any:
    """A rule answering yes or no: each yes fires ``rule:OFF`` with the rule's text
    arguments; switched off, it answers no."""

    def wrapped(orig: Any, *a: Any) -> bool:
        hit = bool(orig(*a))
        if hit:
            fire(f"rule:{off}", " | ".join(x for x in a if isinstance(x, str)))
        return hit and off not in OFF

    return wrapped


def _found(off: str) -> Any:
    """A rule giving a reading or None (or the reading it was given back): each other
    answer fires ``rule:OFF``; switched off, it gives None (the reading back)."""

    def wrapped(orig: Any, *a: Any) -> Any:
        out = orig(*a)
        given = a[1] if off == "ping_after_name" else None
        if out is not given:
            fire(f"rule:{off}", getattr(a[0], "raw", a[0]))
        return given if off in OFF else out

    return wrapped


def _nonempty(off: str) -> Any:
    """A rule giving what it found (a list or set, empty for none): each non-empty answer
    fires ``rule:OFF``; switched off, it finds nothing."""

    def wrapped(orig: Any, *a: Any) -> Any:
        out = orig(*a)
        if out:
            fire(f"rule:{off}", " | ".join(str(x)[:80] for x in a if isinstance(x, str | dict)))
        return type(out)() if off in OFF else out

    return wrapped


def _glued(orig: Any, text: str, found: Any) -> Any:
    out = orig(text, found)
    if out is not found:
        fire("rule:glued_name", text.strip())
    return found if "glued_name" in OFF else out


def _typo_at(orig: Any, text: str, at: int) -> Any:
    return None if "keyword_typo" in OFF else orig(text, at)


def install() -> None:
    assert (
        extract and resolve and parse
    )  # their rules (and readings', grammar's ...) are in the book
    _watch("keyword_typo", _typo_at)
    _wrap(reading, "parse_post", _parse_post)
    _watch("unresolved", _unresolved)
    _watch("broken_tag", _mistyped)
    _watch("typed_quote", _typed_quote)
    _watch("typed_marks", _quoted_lines("typed_marks", "rule:typed_quote_marks"))
    _watch("join", _joined_lines("join", "rule:join_broken_votes"))
    _watch("half", _half)
    _watch("literal", _bbcode)
    _watch("typed_before", _typed_before)
    _watch("empty_tag", _tag_pieces)
    _watch("tag_break", _joined_lines("tag_break", "rule:tag_break"))
    _watch("prefixed_quote", _quoted_lines("prefixed_quote", "rule:prefixed_quote"))
    _watch("title", _title)
    _watch("glued_name", _glued)
    _watch("prose_keyword", _prose_keyword)
    _watch("sentence_first", _sentence_first)
    _watch("prose_before", _prose_before)
    _watch("question_around", _question_around)
    _watch("two_names", _two_names)
    for flag in (
        "another_vote",
        "plan_later",
        "another_players_pick",
        "joke_vote",
        "asked_line",
        "plain_request",
        "reported_quote",
        "own_sense",
        "hypothetical",
        "planned_before",
        "declared_in_sentence",
        "declared_later",
        "disclaimed",
        "only_if_made",
        "example_before",
        "past_report",
        "disclaimed_next_line",
        "example_above",
    ):
        _watch(flag, _flag(flag))
    for name in (
        "ping_after_name",
        "no_elimination_then",
        "arrow_change",
        "glued_stop",
        "wagon_of",
    ):
        _watch(name, _found(name))
    for name in ("taken_back", "listed_votes"):
        _watch(name, _nonempty(name))
    _watch("attributed_line", _quoted_lines("attributed_line", "rule:attributed_line"))
    _watch("continued_line", _quoted_lines("continued_line", "rule:continued_line"))
    _watch("hypothetical_list", _quoted_lines("hypothetical_list", "rule:hypothetical_list"))
    _watch("typed_quote_lines", _quoted_lines("typed_quote_lines", "rule:typed_quote_lines"))
    original = engine.Engine._hammer_first
    engine.Engine._hammer_first = lambda self, b, s: _hammer_first(original, self, b, s)  # type: ignore[method-assign]
