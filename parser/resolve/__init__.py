"""Found commands -> ``Command`` values with resolved targets (or near misses). A vote's
text the roster reads no name in is read on by its shape (``texts``) or past a title or
a stop in a name (``titles``)."""

from __future__ import annotations

import re
from dataclasses import replace

from votecount.parser.errors import AmbiguousName, InvalidCommand
from votecount.parser.model import (
    STORYTELLER,
    Command,
    Kind,
    Post,
    Resolution,
    ResolutionStatus,
    Step,
)
from votecount.parser.names.fold import fold
from votecount.parser.names.players import STORYTELLER_NAMES, Roster
from votecount.parser.names.votes import WHOLE_NAME
from votecount.parser.options import ParseOptions
from votecount.parser.result import Found, NearMiss
from votecount.parser.scan import trailing_mention

from .texts import (
    after_vote_word,
    another_players_pick,
    before_colon,
    before_remark,
    changed_to,
    glued_stop,
    no_elimination_then,
    wagon_of,
)
from .titles import after_a_title, past_a_stop, with_its_mark

NEEDS_TARGET = frozenset({Kind.VOTE, Kind.NOMINATE, Kind.WHISPER, Kind.EXILE_CALL})
_SELF = re.compile(r"^(?:me|myself|self)$|\((?:me|myself)\)$", re.I)


def target_text(text: str, roster: Roster) -> str:
    """Drop host pings after the name ("/vote Bob @Host") and a leading '@'."""
    t = text
    while True:
        m = trailing_mention(t)
        if m is None or not roster.is_host(m.group(0).strip()[1:]):
            break
        t = t[: m.start()]
    return t.strip()


def resolve_found(found: Found, index: int, post: Post, roster: Roster) -> Command | NearMiss:
    """A ``Command`` when the command can count, else the ``NearMiss`` saying why not."""
    team = dict(found.extra).get("team_text")
    if isinstance(team, tuple):
        return _team(found, team, index, post, roster)
    if found.target_text is None:
        if found.kind in NEEDS_TARGET:  # "to **nominate** X": the keyword alone names no one
            why = f"{found.kind} without a name"
            return NearMiss("EMPTY_TARGET", found.raw, why, found.kind, found.markup)
        return _command(found, index, post, None)
    text = target_text(found.target_text, roster)
    res = _resolve(text, index, post, roster)
    if found.kind is Kind.WHISPER and not res.ok:
        res = _storyteller_whisper(text, roster) or res
    if res.step is not Step.PIN:
        res = past_a_stop(found.raw, text, roster) or res
        res = with_its_mark(found.raw, text, roster, res) or res
    if res.step not in WHOLE_NAME and res.step is not Step.PIN:
        res = after_a_title(found.raw, text, roster) or res
    rest = dict(found.extra).get("glued_rest")
    if isinstance(rest, str):  # a hint for the reading, not kept on the command
        found = found._replace(extra=tuple(kv for kv in found.extra if kv[0] != "glued_rest"))
        res = _read_on(text + rest, res, roster)
    if found.kind in NEEDS_TARGET and res.step is Step.SUBSTRING and another_players_pick(text):
        why = f"{text!r} names another player's choice, not a player to vote"
        return NearMiss("UNRESOLVED_NAME", found.raw, why, found.kind, found.markup)
    typo = dict(found.extra).get("keyword_typo")
    if isinstance(typo, str) and found.kind in NEEDS_TARGET:
        return _typo_read(found, index, post, res, typo)
    if res.ok or found.kind not in NEEDS_TARGET:
        return _command(found, index, post, res)
    reason = "AMBIGUOUS_NAME" if res.status is ResolutionStatus.AMBIGUOUS else "UNRESOLVED_NAME"
    return NearMiss(reason, found.raw, res.detail, found.kind, found.markup, res)


def _read_on(text: str, res: Resolution, roster: Roster) -> Resolution:
    """The name with the rest of its word the bold closed before (``extract.glued_name``:
    "**VOTE: I**vo"), when it names a player and the cut name did not, or names one by
    a whole name ("**VOTE: Lark**spur" beside Lark: Larkspur, the word the reader sees)."""
    whole = roster.resolve(text)
    if whole.ok and (not res.ok or whole.step in WHOLE_NAME):
        return replace(whole, detail=f"{whole.detail}; the word read on past the bold")
    return res


def _typo_read(
    found: Found, index: int, post: Post, res: Resolution, typo: str
) -> Command | NearMiss:
    """A command whose keyword was misspelt ("Vtoe: X", ``grammar.typo_keyword``): it
    counts only when its name is a player's by a rule short of a typo (two slips are no
    command); either way the host is told the word was read as the keyword."""
    said = f"read {typo!r} as {str(found.kind)!r}"
    if dict(found.extra).get("real_word"):
        why = f"{typo!r} is one letter from 'vote' but a word of its own: not read as a vote"
        return NearMiss("KEYWORD_TYPO", found.raw, why, found.kind, found.markup, res,
                        found.target_text)  # fmt: skip
    if res.ok and res.step is not Step.EDIT_DISTANCE:
        detail = f"{res.detail}; {said}" if res.detail else said
        return _command(found, index, post, replace(res, detail=detail))
    why = f"{said}, but {res.text!r} is no player's name (a misspelt name too)"
    return NearMiss("KEYWORD_TYPO", found.raw, why, found.kind, found.markup, res,
                    found.target_text)  # fmt: skip


def _team(
    found: Found, names: tuple[str, ...], index: int, post: Post, roster: Roster
) -> Command | NearMiss:
    """A team of players (a game system's ``team`` word): every name must resolve."""
    if not names:
        return NearMiss("EMPTY_TARGET", found.raw, "no names given", found.kind, found.markup)
    players: list[str] = []
    for name in names:
        res = _resolve(target_text(name, roster), index, post, roster)
        if not res.ok or res.player is None:
            why = (
                "AMBIGUOUS_NAME" if res.status is ResolutionStatus.AMBIGUOUS else "UNRESOLVED_NAME"
            )
            return NearMiss(why, found.raw, res.detail, found.kind, found.markup, res)
        players.append(res.player)
    extra = tuple(kv for kv in found.extra if kv[0] != "team_text") + (("team", tuple(players)),)
    return _command(found._replace(extra=extra), index, post, None)


def _storyteller_whisper(text: str, roster: Roster) -> Resolution | None:
    """A whisper to a host's own account ("/whisper @vesper") or to "ST": the Storyteller
    whisper of BotF (spec/rules.md §4.8), which needs no acceptance."""
    name = text.strip().strip("[]()").strip().lstrip("@")
    if not name or not (roster.is_host(name) or fold(name) in STORYTELLER_NAMES):
        return None
    why = "a whisper to a host: the Storyteller whisper"
    return Resolution(text, ResolutionStatus.RESOLVED, STORYTELLER, Step.SPECIAL, (), why)


def _resolve(text: str, index: int, post: Post, roster: Roster) -> Resolution:
    res = roster.resolve(text, post.post_id, index)
    if res.status is ResolutionStatus.UNKNOWN:
        res = (
            changed_to(text, roster)
            or roster.leading_name(text)
            or roster.shared_word(text)
            or roster.nickname(text)
            or after_vote_word(text, roster)
            or before_colon(text, roster)
            or glued_stop(text, roster)
            or wagon_of(text, roster)
            or no_elimination_then(text, roster)
            or roster.word_for_word(text)
            or res
        )
    if not res.ok and ("/" in text or "|" in text):
        res = before_remark(text, roster) or res
    res = roster.or_bracketed(text, res)  # "Ivo (Lark)": Ivo, or Lark
    # both forms of _SELF end the text and are under 10 characters: read only its end
    if res.step is Step.PIN or not _SELF.search(text.strip()[-10:]):
        return res
    if res.ok and res.step in (Step.USERNAME, Step.DISPLAY_NAME, Step.ALIAS):
        return res
    if res.ok and res.step is Step.NORMALISED and res.player not in (None, post.author):
        # "vote me" in a game with a player named "Me": the author, or that player
        both = tuple(sorted({post.author, res.player or ""}))
        detail = "a player's name is the word for oneself"
        return Resolution(text, ResolutionStatus.AMBIGUOUS, None, None, both, detail)
    return Resolution(text, ResolutionStatus.RESOLVED, post.author, Step.SELF,
                      (post.author,), "self-reference: the post's author")  # fmt: skip


def _command(found: Found, index: int, post: Post, res: Resolution | None) -> Command:
    return Command(
        kind=found.kind,
        post_id=post.post_id,
        index=index,
        actor=post.author,
        raw=found.raw,
        markup=found.markup,
        target_text=found.target_text,
        target=res,
        extra=tuple(sorted(found.extra, key=lambda kv: kv[0])),
    )


def raise_if_strict(post: Post, near: list[NearMiss], options: ParseOptions) -> None:
    """Strict mode: the first near miss becomes an exception."""
    if not options.strict or not near:
        return
    first = near[0]
    if first.target is not None:
        raise AmbiguousName(post.post_id, first.raw, first.target.candidates)
    raise InvalidCommand(post.post_id, first.raw, first.reason)


def is_self(text: str) -> bool:
    return bool(_SELF.search(text.strip())) or fold(text) in ("me", "myself")
