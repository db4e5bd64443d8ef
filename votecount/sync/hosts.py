"""Who hosts the game, from its opening post (pure: a post and the thread's posters in,
logins out): the opening poster, and the co-hosts its "Hosted by" / "co-host" / "host
account" lines name by @mention or by a poster's login."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from votecount.parser.model import Post
from votecount.parser.walk import plain_lines

_HOST_LINE = re.compile(
    r"\b(?:hosted|run|moderated|storytold|modded)\s+by\b|\bco-?host(?:s|ed|ing)?\b|\bhosts?\s*:"
    r"|\bhost\s+accounts?\b|\bstorytellers?\s*:|\bco-?mods?\b|\bmod(?:erator)?s?\s*:",
    re.I,
)
# "Your hosts for this game are X and Y", "The co-mod will be X": the names right after the
# verb only ("The mod is not responsible if Juno ..." names no host)
_HOSTS_ARE = re.compile(
    r"\b(?:your|the|our)\s+(?:co-?)?(?:hosts?|mods?|moderators?)\b[\w ]{0,30}?\b(?:is|are|will\s+be)\s+",
    re.I,
)
_MENTION = re.compile(r"@([\w][\w.\-]*)")
# an @mention of a role, not of an account ("bold @MOD: you made a mistake")
_ROLE_MENTIONS = {"mod", "mods", "moderator", "moderators", "host", "hosts", "cohost",
                  "co-host", "storyteller", "everyone", "all", "here"}  # fmt: skip


def hosts_from_opening(opening: Post, posters: Iterable[str] = ()) -> list[str]:
    """The opening poster, then every @mention on a "Hosted by ..." / "co-host" / "host
    account" line of the opening post, and every one of the thread's ``posters`` that line
    names by login ("Backup/Co-Mod: Wren", "Wren is helping me co-host"), in written
    order, each once."""
    hosts = [opening.author]
    seen = {opening.author.casefold()}
    logins = {p.casefold(): p for p in posters if p.casefold() not in seen}
    by_login = _login_pattern(logins)
    for line in _host_clauses(plain_lines(opening.html)):
        said = None if _HOST_LINE.search(line) else _HOSTS_ARE.search(line)
        if said is not None:  # "The host is X": X, "The host will be prodding X": none
            line = line[said.end() :]
            first = _MENTION.match(line) or (by_login and by_login.match(line))
            me = re.match(rf"(?:me|{re.escape(opening.author)})(?!\w)", line, re.I)
            if first is None and me is None:
                continue
        named = [(m.start(), m.group(1).rstrip(".-")) for m in _MENTION.finditer(line)]
        if by_login is not None:
            named += [(m.start(), logins[m.group(0).casefold()]) for m in by_login.finditer(line)]
        for _, name in sorted(named):
            if name and name.casefold() not in seen | _ROLE_MENTIONS:
                hosts.append(name)
                seen.add(name.casefold())
    return hosts


# a line's clauses: "Thanks to Juno for the setup, and to Wren for co-hosting" names one
# host; a clause of names alone goes on the one before ("Co-hosts: Wren, Lark, and Ivo")
_CLAUSE = re.compile(r"[.;!?](?:\s+|$)|,\s*(?:and|but)\s+(?=\w+\s+\w+\s+\w)", re.I)


def _host_clauses(lines: Iterable[str]) -> list[str]:
    """The clauses of the opening post's lines that say who hosts (``_HOST_LINE``)."""
    out = []
    for line in lines:
        if _HOST_LINE.search(line) is None and _HOSTS_ARE.search(line) is None:
            continue
        out += [c for c in _CLAUSE.split(line) if _HOST_LINE.search(c) or _HOSTS_ARE.search(c)]
    return out


def _login_pattern(logins: Mapping[str, str]) -> re.Pattern[str] | None:
    """Whole-word mentions of any of ``logins`` (casefolded keys), longest first."""
    if not logins:
        return None
    names = sorted(logins, key=len, reverse=True)
    return re.compile(r"(?<![\w@])(?:" + "|".join(map(re.escape, names)) + r")(?!\w)", re.I)


# a host post making someone a co-host as the game goes on: "Please welcome @X as my
# co-host", "X is joining me as co-host", "X will co-host from here", "X is now our co-mod",
# "welcome X as our new co-host", "Please welcome X, our new co-host", "X takes over as
# co-host", "X is co-hosting from now on"
_CO = r"co-?(?:hosts?|mods?|moderators?)"
_AS = r"(?:(?:my|our|an?|the)\s+)?(?:(?:new|second|extra|additional|replacement)\s+)?"
_JOINS = re.compile(
    rf"\bwelcome\s+@?(?P<a>[\w][\w.\-]*)(?:\s+as|\s+to\s+the\s+team\s+as|\s*,)\s+{_AS}{_CO}\b"
    rf"|@?(?P<b>[\w][\w.\-]*)\s+(?:is\s+joining|joins|has\s+joined)\s+(?:me|us)\s+as\s+{_AS}{_CO}\b"
    rf"|@?(?P<c>[\w][\w.\-]*)\s+(?:will|is\s+going\s+to)\s+{_CO}\b"
    rf"|@?(?P<d>[\w][\w.\-]*)\s+is\s+now\s+{_AS}{_CO}\b"
    rf"|@?(?P<e>[\w][\w.\-]*)\s+(?:takes|will\s+take|is\s+taking|has\s+taken)\s+over\s+as\s+{_AS}{_CO}\b"
    # "X is co-hosting from now on" (not "X is co-hosting Mini 900": the game named)
    r"|@?(?P<f>[\w][\w.\-]*)\s+is\s+(?:now\s+)?co-?(?:hosting|modding)(?=\s*(?:[.!,;]|$)"
    r"|\s+(?:from|starting|as\s+of|with\s+me|now|today|too|as\s+well)\b)",
    re.I,
)
# ... not for another game, on a condition, or asked: "X will co-host the next game",
# "if X will co-host", "X will co-host if I go inactive", "X is now our co-host?"
_ELSEWHEN = re.compile(
    r"[^.!]*?(?:\b(?:next|another|future|upcoming|other)\s+(?:game|one|round)"
    r"|\b(?:if|unless|in\s+case)\b|\?"
    # "... as co-host in Mini 900", "of the Newbie game", "X is co-hosting starting with
    # Mini 901", "as of next week's game": a game named, not this one's day
    r"|\b(?:in|of|for|with)\s+(?!(?:this|our|the\s+(?:rest|game)|today|tonight)\b|[dn]\d"
    r"|(?:day|night)\s*\d)(?:the\s+)?(?:[\w\-'’]+\s+){0,2}?(?:game|\d+)\b)",
    re.I,
)
# ... or said before it: "In case of emergency X will ...", "Should I flake, X will ..."
_IF = re.compile(
    r"\b(?:if|when|unless|whether|once|in\s+case)\b[^.!?]*$|^\W*should\s+\w+\b[^.!?]*$", re.I
)


def joining(posts: Iterable[Post], hosts: Iterable[str], players: Iterable[str]) -> list[str]:
    """The posters a host post after the opening one makes co-hosts ("Please welcome
    @Bramble as my co-host", "Bramble is joining me as co-host"), no player, in order."""
    folded = {h.casefold() for h in hosts}
    playing = {p.casefold() for p in players}
    posts = list(posts)
    logins = {p.author.casefold(): p.author for p in posts}
    out: list[str] = []
    for post in posts[1:]:
        if post.author.casefold() not in folded:
            continue
        for line in plain_lines(post.html):
            for m in _JOINS.finditer(line):
                if _ELSEWHEN.match(line, m.end()) or _IF.search(line[: m.start()]):
                    continue
                name = next(g for g in m.groups() if g).rstrip(".-").casefold()
                login = logins.get(name)
                if login and name not in folded | playing and login not in out:
                    out.append(login)
    return out
