"""A zoo of how Blood on the Forums players write their commands in a Discourse thread
(the BotF side of tests/parser/votezoo): the roster and the builders of the posts in the
shape Discourse cooks markdown into (paragraphs, ``<strong>``, mentions, quote asides,
hidden details, spoilers, code spans, onebox links, emoji). The cases are in the files
beside this one; each says what a Storyteller reads in the post. Every post, line and
name here was written for this test.

A post is read as a BotF game's count reads it: the default markers (bold, vote tag,
slash, text: a BotF game file from ``votecount init`` leaves ``markers`` unset), BotF's
own words (the acceptance written out: ``tally.botf.commands.WORDS``), and the hosts are
the game file's, the shared Storyteller account among them (``votecount.count.context``)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from votecount.parser import ParseOptions, parse_post
from votecount.parser.model import NO_ELIMINATION, STORYTELLER, Command, Kind, Word
from votecount.parser.names.players import Player, Roster
from votecount.tally.botf.commands import WORDS

from ..helpers import make_post

# a username (the game file's id, what a mention names) and, where it differs, the
# display name Discourse shows
ROSTER = Roster(
    [Player("Bramble"), Player("Juno"), Player("Ivo"), Player("kmoon", "Kestrel Moon"),
     Player("Lark"), Player("Wren77"), Player("Sable_Fox"), Player("Old Tom"),
     Player("tansy_b", "Tansy"), Player("Quill-Tide"), Player("Ember"), Player("Nox 9")],
    hosts=["Storyteller", "vesper", "ombrel"],
)  # fmt: skip
AUTHOR = "Juno"
NL = NO_ELIMINATION
ST = STORYTELLER


def p(*lines: str) -> str:
    """Discourse paragraphs, one per argument."""
    return "".join(f"<p>{line}</p>" for line in lines)


def br(*lines: str) -> str:
    """Lines of one paragraph (a single newline in the markdown)."""
    return "<p>" + "<br>\n".join(lines) + "</p>"


def b(text: str) -> str:
    return f"<strong>{text}</strong>"


def em(text: str) -> str:
    return f"<em>{text}</em>"


def at(username: str) -> str:
    """A Discourse mention: it names the username, whatever the display name."""
    return f'<a class="mention" href="/u/{username.lower()}">@{username}</a>'


HOST = at("Storyteller")


def code(text: str) -> str:
    return f"<code>{text}</code>"


def quote(who: str, *lines: str) -> str:
    return (
        f'<aside class="quote no-group" data-username="{who.lower()}" data-post="3" '
        f'data-topic="41"><div class="title"><div class="quote-controls"></div>'
        f'<img alt="" width="24" height="24" src="/user_avatar/x/{who.lower()}/48/1_2.png" '
        f'class="avatar"> {who}:</div><blockquote>{p(*lines)}</blockquote></aside>'
    )


def details(summary: str, *lines: str) -> str:
    return f"<details><summary>{summary}</summary>{p(*lines)}</details>"


def spoiler(text: str) -> str:
    return f'<span class="spoiler">{text}</span>'


def spoiler_block(*lines: str) -> str:
    return f'<div class="spoiler">{p(*lines)}</div>'


EMOJI = '<img src="/images/emoji/twitter/skull.png?v=12" title=":skull:" class="emoji" alt=":skull:" loading="lazy" width="20" height="20">'
ONEBOX = (
    '<aside class="onebox allowlistedgeneric"><header class="source"><a href='
    '"https://wiki.example.org/Undertaker">wiki.example.org</a></header><article class='
    '"onebox-body"><h3><a href="https://wiki.example.org/Undertaker">Undertaker</a></h3>'
    "<p>Each night, you learn which character died by execution today.</p></article></aside>"
)

INLINE_ONEBOX = '<a href="https://wiki.example.org/Slayer" class="inline-onebox">Slayer</a>'

Reading = tuple[str, ...]


def read(html: str, author: str = AUTHOR, **switches: object) -> list[Reading]:
    """Per command: (kind, player) for a vote, nomination, whisper, accept or exile call
    (a bare one: (kind,), a name no player has: (kind, "?name")); an unvote is
    ("unvote",), or ("unvote", player) when it names one (per nomination it takes back
    only that yes; a host's ping is no name: ``tally.commands``); a sign-up ("signup",
    seat, "traveller"|"player"); a ballot ("ballot", choice[, name]); a plain acceptance,
    which counts only where a whisper to the writer is pending: ("accept?"[, player])."""
    options = ParseOptions.from_switches(switches)
    options = replace(options, words=tuple(Word(w.word, w.kind, w.args, w.phrases) for w in WORDS))
    parsed = parse_post(make_post(html, author), ROSTER, options)
    return [_reading(c) for c in parsed.commands]


def _reading(c: Command) -> Reading:
    if c.kind is Kind.UNVOTE:
        named = c.target_player
        pinged = named is None or named == ST or ROSTER.is_host(named)
        return ("unvote",) if pinged else ("unvote", named)
    if c.kind is Kind.SIGNUP:
        return ("signup", str(c.get("seat")), "traveller" if c.get("traveller") else "player")
    if c.kind is Kind.WITHDRAW:
        return ("withdraw",)
    if c.kind is Kind.BALLOT:
        who = c.target_player or c.target_text
        return ("ballot", str(c.get("choice")), *((who,) if who else ()))
    who = c.target_player or (f"?{c.target_text}" if c.target_text else None)
    if c.kind is Kind.ACCEPT and c.get("plain"):  # counts only where a whisper is pending
        return ("accept?", *((c.target_player,) if c.target_player else ()))
    return (str(c.kind), *((who,) if who else ()))


def cases(rows: list[tuple[str, str, list[Reading]]]) -> list:
    """pytest params, one per (id, html, readings) row."""
    return [pytest.param(h, e, id=i) for i, h, e in rows]


def never(rows: list[tuple[str, str]]) -> list:
    """pytest params, one per (id, html) row of posts that hold no such command."""
    return [pytest.param(h, id=i) for i, h in rows]
