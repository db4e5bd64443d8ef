"""Found commands -> ``Command`` values with resolved targets (or near misses)."""

from __future__ import annotations

import re
from dataclasses import replace

from votecount.parser.errors import AmbiguousName, InvalidCommand
from votecount.parser.model import (
    NO_ELIMINATION,
    STORYTELLER,
    Command,
    Kind,
    Post,
    Resolution,
    ResolutionStatus,
    Step,
)
from votecount.parser.names.fold import before_possessive, fold, tidy
from votecount.parser.names.players import STORYTELLER_NAMES, Roster
from votecount.parser.names.typos import picked_result
from votecount.parser.names.votes import GLUED_STOP, TITLES, WHOLE_NAME
from votecount.parser.options import ParseOptions
from votecount.parser.result import Found, NearMiss
from votecount.parser.rulebook import rule
from votecount.parser.scan import trailing_mention

_WHOLE_OR_SPECIAL = frozenset((*WHOLE_NAME, Step.SPECIAL))
NEEDS_TARGET = frozenset({Kind.VOTE, Kind.NOMINATE, Kind.WHISPER, Kind.EXILE_CALL})
_SELF = re.compile(r"^(?:me|myself|self)$|\((?:me|myself)\)$", re.I)
_VOTE_WORD = re.compile(r"^(?:/?vote|to)\b[\s:]*(?=\S)", re.I)  # "VOTE: /vote X", "Vote to NL"


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
        res = _past_a_stop(found.raw, text, roster) or res
    if res.step not in WHOLE_NAME and res.step is not Step.PIN:
        res = _after_a_title(found.raw, text, roster) or res
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


def _after_vote_word(text: str, roster: Roster) -> Resolution | None:
    """A name after a filler word that repeats the command ("/vote Flubber", "to No
    Lynch"), when the name alone resolves."""
    lead = _VOTE_WORD.match(text)
    if lead is None:
        return None
    res = roster.resolve(text[lead.end() :])
    return replace(res, text=text) if res.ok else None


# words after a no-elimination word that say only when ("No Lynch today", "NL for now");
# any other ("No Lynch unless someone claims", "NL Ivo") leaves the text unread
_WHEN_WORDS = frozenset(("today", "for", "now", "then", "again", "instead", "please", "pls"))


# a vote's text that names a player only as the one whose choice it follows ("same as
# Lark", "with Lark", "like Lark") or as the owner of someone else ("Lark's target",
# "Lark's pick", "Lark's buddy"); "Lark's wagon", "Lark's slot", "Lark's replacement"
# are Lark's own
_FOLLOWS = re.compile(r"^(?:the\s+)?(?:same\s+as|with|like|as|after|than|whoever|whomever)\s", re.I)
_OWNED = re.compile(
    r"['\u2019`]s\s+(?:target|pick|choice|buddy|buddies|partner|scumbuddy|scumpartner|"
    r"teammate|team|friend|vote|votes|bus|opposite|favou?rite)\b",
    re.I,
)


@rule("another_players_pick")
def another_players_pick(text: str) -> bool:
    """A vote's text naming a player only as another's choice ("same as Lark", "with
    Lark", "Lark's target"): the name inside it is no player to vote (read loosely, as a
    substring, it was that player)."""
    return _FOLLOWS.match(text) is not None or _OWNED.search(text) is not None


@rule("no_elimination_then")
def _no_elimination_then(text: str, roster: Roster) -> Resolution | None:
    """A no-elimination word then only words of when ("No Lynch today", "no elim for
    now"): the no-elimination vote."""
    ws = text.split()
    for n in range(min(3, len(ws) - 1), 0, -1):
        if all(w.strip(".,;:!").lower() in _WHEN_WORDS for w in ws[n:]):
            res = roster.resolve(" ".join(ws[:n]))
            if res.ok and res.step is Step.SPECIAL and res.player == NO_ELIMINATION:
                detail = f"{res.detail}; the words of when after it left out"
                return replace(res, text=text, detail=detail)
    return None


# a wagon named by its player ("Ivo's wagon", "Ivo’s bandwagon", "Ivo's train"): the vote
# goes on that player's wagon (the names layer reads "Ivo's slot" so already)
_WAGON_AFTER = re.compile(r"\s+(?:band)?(?:wagon|train)\s*[.!]*$", re.I)


@rule("wagon_of")
def _wagon_of(text: str, roster: Roster) -> Resolution | None:
    """A player's whole name with a possessive, then "wagon" or "train" ("VOTE: Ivo's
    wagon"): that player ("Ivo wagon", no possessive, and a name read only loosely stay
    unread)."""
    m = _WAGON_AFTER.search(text)
    name = before_possessive(text[: m.start()].rstrip()) if m is not None else None
    res = roster.resolve(name) if name and name.strip() else None
    if res is None or not res.ok or res.step not in WHOLE_NAME:
        return None
    return replace(res, text=text, detail=f"{res.detail}; the player's wagon")


_POSSESSIVE_END = re.compile(r"['\u2019`]s$", re.I)
_S_END = re.compile(r"(?<=\w)s$", re.I)
_STOP_WORDS = re.compile(r"[.!?]+(?:\s+[^\s.!?,;:]+){1,3}")  # ". Flay", "! Jr"
_WORD_RUN = re.compile(r"[^\s.!?,;:]+")


def _past_a_stop(raw: str, text: str, roster: Roster) -> Resolution | None:
    """A player's name with a stop and a space in it ("Mr. Flay", "St. Jude", "Yes! Jr"),
    which the command's text ended at ("Mr"): the name read on past the stop, up to three
    words, the longest that is a player's name as written, stop and all (any case), or
    with a possessive or a plural "s" after it ("Mr. Fox's"; "Mr. Fox Jrs" is Mr. Fox Jr,
    not Mr. Fox)."""
    at = raw.find(text)
    more = _STOP_WORDS.match(raw, at + len(text)) if at >= 0 and text else None
    if more is None:
        return None
    ends = [m.end() for m in _WORD_RUN.finditer(raw, at + len(text), more.end())]
    for end in reversed(ends):
        written = tidy(raw[at:end])
        said = {  # "Mr. Fox's", "Mr. Fox Jrs": the name, not the shorter "Mr. Fox"
            w.casefold()
            for w in (written, _POSSESSIVE_END.sub("", written), _S_END.sub("", written))
        }
        hits = {
            p.username
            for p in roster.players
            for n in (p.username, p.display_name)
            if tidy(n).casefold() in said
        }
        if hits:
            detail = "a name with a stop in it, read on past the stop"
            return picked_result(written, tuple(sorted(hits)), Step.NORMALISED, detail)
    return None


def _is_title(word: str) -> bool:
    """A title a writer puts before a name ("Mr.", "Dr", "Miss"): the names layer's list."""
    return fold(word.rstrip(".")) in TITLES


@rule("title")
def _after_a_title(raw: str, text: str, roster: Roster) -> Resolution | None:
    """A player's whole name after a title the writer added ("Mr. Ivo", "Miss Lark", "Dr
    Juno"), when the text is no player's name with the title: that player, never a
    player whose name starts with the title ("Mr. Pebble" for "Mr. Ivo"). The command's
    text may have ended at the title's stop ("Mr"): the words after it are read on, up
    to three, the longest that is a whole name, or else the first as the names layer
    reads a name after a title ("Mr. Kes": Kestrel shortened)."""
    head, _, rest = text.partition(" ")
    if _is_title(head) and rest.strip():
        after = rest
    elif _is_title(text.strip()):
        at = raw.find(text)
        more = _STOP_WORDS.match(raw, at + len(text)) if at >= 0 else None
        if more is None:
            return None
        after = raw[more.start() : more.end()].lstrip(".!? ")
    else:
        return None
    words = _WORD_RUN.findall(after)[:3]
    for n in range(len(words), 0, -1):
        res = roster.resolve(" ".join(words[:n]))
        if res.ok and res.step in WHOLE_NAME:
            titled = roster.resolve(head.rstrip(".")) if rest.strip() else None
            if titled is not None and titled.ok and titled.step in WHOLE_NAME:
                # "Doc Ivo" beside a player named Doc: two names, or a title
                both = tuple(sorted({*titled.candidates, *res.candidates}))
                why = "a player's name, then another's"
                return Resolution(text, ResolutionStatus.AMBIGUOUS, None, None, both, why)
            detail = f"{res.detail}; a title before the name left out"
            return replace(res, text=text, detail=detail)
    if not rest.strip() and words:  # "Mr. Kes": a shortened name, as "Mr Kes" is read
        said = roster.leading_name(f"{text.strip().rstrip('.')} {words[0]}")
        return replace(said, text=text) if said is not None else None
    return None


def _before_colon(text: str, roster: Roster) -> Resolution | None:
    """A name, then a colon and a remark ("BP: for what you did"), the filler word before
    it left out ("Vote BP: ..."), when the text before the colon is a player's whole name
    (never a word that only abbreviates one: "FoS: Push: X")."""
    head, colon, rest = text.partition(":")
    if not colon or not rest.strip():
        return None
    lead = _VOTE_WORD.match(head)
    name = head[lead.end() :] if lead is not None else head
    res = roster.resolve(name) if name.strip() else None
    if res is None or not res.ok or res.step not in WHOLE_NAME:
        return None  # "FoS: Push: X": a word that only abbreviates a name is no name
    return replace(res, text=text, detail=f"{res.detail}; the remark after a colon left out")


# an arrow between two names shows a change of vote ("VOTE: Ivo -> Lark"); not ">" or
# ">>", which also rank ("Ivo >> Lark": Ivo well before Lark)
_ARROW = re.compile(r"\s*(?:-+>|=+>|[\u2192\u21d2\u27a1\u279c\u27f6]\ufe0f?|~>)\s*")


@rule("arrow_change")
def _changed_to(text: str, roster: Roster) -> Resolution | None:
    """Names joined by arrows ("Ivo -> Lark", "Ivo => No Lynch", "Ivo → Lark → Tansy"):
    the vote moved on to the last, when each is a player's whole name (or the
    no-elimination wagon) and the last differs from the one before; "Ivo -> L-2", "Ivo
    -> he lied" stay Ivo."""
    if text.isascii() and "->" not in text and "=>" not in text and "~>" not in text:
        return None
    parts = _ARROW.split(text)
    if not 2 <= len(parts) <= 4:
        return None
    said = [roster.resolve(p.strip(" .!,;")) for p in parts]
    if not all(r.ok and r.step in _WHOLE_OR_SPECIAL for r in said):
        return None
    last = said[-1]
    if last.player == said[-2].player:
        return None
    return replace(last, text=text, detail=f"{last.detail}; the name after the arrow")


@rule("glued_stop")
def _glued_stop(text: str, roster: Roster) -> Resolution | None:
    """A name and the next sentence with no space after the stop ("Ivo.He lied", "Ivo.Lark
    is next"): the player whose whole name stands before the stop ("Lark.Ivo", two
    names, is not read so)."""
    m = GLUED_STOP.search(text)
    if m is None:
        return None
    res = roster.resolve(text[: m.start()])
    if not res.ok or res.step not in WHOLE_NAME or roster.resolve(text[m.end() :]).ok:
        return None  # "Lark.Ivo": two names glued, no sentence after one
    return replace(
        res, text=text, detail=f"{res.detail}; the sentence glued after the stop left out"
    )


# a remark set off after the name by "//", "|" or "w/" ("VOTE: Ivo // see my last post",
# "Ivo | reasons below", "Ivo w/ reasons below"; tests/parser/votezoo/test_ninth.py)
_REMARK_MARK = re.compile(r"\s+(?:/{2,}|\|+|w/)(?=\s|$)", re.I)


@rule("before_remark")
def _before_remark(text: str, roster: Roster) -> Resolution | None:
    """A player's whole name, then "//", "|" or "w/" and a remark that names no player,
    as a whole or by any of its words: that player ("Ivo | Lark", "Lark // Ivo // Tansy",
    "Ivo // Lark idk" stay unread)."""
    m = _REMARK_MARK.search(text)
    if m is None or not m.start():
        return None
    res = roster.resolve(text[: m.start()])
    if not res.ok or res.step not in WHOLE_NAME or _names_someone(text[m.end() :], roster):
        return None
    return replace(res, text=text, detail=f"{res.detail}; the remark after the name left out")


def _names_someone(text: str, roster: Roster) -> bool:
    """``text``, or one of its first words, is read as some player (or several)."""
    if roster.resolve(text).status is not ResolutionStatus.UNKNOWN:
        return True
    return any(roster.resolve(w).ok for w in _WORD_RUN.findall(text)[:8])


def _resolve(text: str, index: int, post: Post, roster: Roster) -> Resolution:
    res = roster.resolve(text, post.post_id, index)
    if res.status is ResolutionStatus.UNKNOWN:
        res = (
            _changed_to(text, roster)
            or roster.leading_name(text)
            or roster.shared_word(text)
            or roster.nickname(text)
            or _after_vote_word(text, roster)
            or _before_colon(text, roster)
            or _glued_stop(text, roster)
            or _wagon_of(text, roster)
            or _no_elimination_then(text, roster)
            or roster.word_for_word(text)
            or res
        )
    if not res.ok and ("/" in text or "|" in text):
        res = _before_remark(text, roster) or res
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
