"""Whether a name written for a player and a forum login are one account (pure): the
rules ``votecount init`` uses for a listed name nobody posts as (``sync/players.py``)
and the donbot game-file generator uses for an archive name renamed since the game.

Each rule takes the written name first and the login second."""

from __future__ import annotations

import re
from collections.abc import Iterable


def norm(name: str) -> str:
    """A name for comparing: case, spaces and punctuation dropped."""
    return re.sub(r"[\W_]+", "", name.casefold())


def same_name(written: str, login: str) -> bool:
    """The same but for case, spaces and punctuation."""
    return bool(norm(written)) and norm(written) == norm(login)


def initials(name: str, short: str) -> bool:
    """``short`` is ``name``'s initials ("BNL" for "BulletNLynchproof", "ME" for "Miles
    Edgeworth"): its capitals and digits, or each word's first letter; two at least."""
    caps = "".join(c for c in name if c.isupper() or c.isdigit()).casefold()
    words = "".join(w[0] for w in re.findall(r"[^\W_]+", name)).casefold()
    folded = norm(short)
    return len(folded) >= 2 and folded in {caps, words} and folded != norm(name)


def same_prefix(written: str, login: str) -> bool:
    """The same first four letters ("Wake88" for "Wake1")."""
    a, b = norm(written), norm(login)
    return min(len(a), len(b)) >= 4 and a[:4] == b[:4]


def typo(written: str, login: str) -> bool:
    """Alike but for a typo or two: five letters or more, 80 % alike."""
    from rapidfuzz import fuzz

    a, b = norm(written), norm(login)
    return min(len(a), len(b)) >= 5 and fuzz.ratio(a, b) >= 80


def looks_like(written: str, login: str) -> bool:
    """Any rule: the same name, the written name the login's initials ("ME" listed for
    Miles Edgeworth) or the login, of three letters or more, the written name's ("BNL"
    posting for a listed BulletNLynchproof), the same first four letters, or a typo."""
    return (
        same_name(written, login)
        or initials(login, written)
        or (len(norm(login)) >= 3 and initials(written, login))
        or same_prefix(written, login)
        or typo(written, login)
    )


def shown_names(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Each login -> the display name its posts show last, given (login, display name) in
    thread order: no one else's login, no name two posters show, not the login itself."""
    pairs = list(pairs)
    logins = {a.casefold() for a, _ in pairs}
    held: dict[str, set[str]] = {}
    for author, name in pairs:
        held.setdefault(name.casefold(), set()).add(author)
    return {
        a: n for a, n in pairs if n and n.casefold() not in logins and len(held[n.casefold()]) == 1
    }
