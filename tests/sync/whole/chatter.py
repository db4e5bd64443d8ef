"""Day chatter for the whole invented threads: a thread of 15 to 60 posts, as real games
are, from a short one. After a listed player's own post, more posts by the same player
(reads, a quoted vote of another, questions): no new poster, no vote of their own, so
every fact the thread's ``Whole`` expects stays as written; the quoted votes must never
count."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import wraps

from . import Whole, quote, vote

LINES = [
    "Reading back now. {x} has been quiet, which I do not love.",
    "{q}<br>Why this? You gave no reason at all.",
    "I could see {x} as town, the tone reads genuine to me.",
    "Not sure about {x} yet. Give me until tonight.",
    "{q}<br>Agreed, though I would like to hear from {x} first.",
    "Who has not posted? Asking for a friend.",
]


def _d_quote(who: str, body: str) -> str:
    return (
        f'<aside class="quote no-group" data-username="{who.lower()}" data-post="1">'
        f"<blockquote>{body}</blockquote></aside>"
    )


def _chat(whole: Whole, author: str, k: int, voted: tuple[str, str] | None) -> str:
    others = [p for p in whole.players if p != author] or [author]
    x = others[k % len(others)]
    line = LINES[k % len(LINES)]
    if "{q}" in line and voted is None:
        line = LINES[0]
    q = ""
    if voted is not None:
        who, target = voted
        if whole.engine == "discourse":
            q = _d_quote(who, f"<p><strong>vote: {target}</strong></p>")
        elif whole.engine == "phpbb":
            q = quote(who, vote(target))
        else:
            q = f"<blockquote>Quote: {who}<br><b>Vote: {target}</b></blockquote>"
    text = line.format(x=x, q=q)
    return f"<p>{text}</p>" if whole.engine == "discourse" else text


def padded(make: Callable[[], Whole], at_least: int = 20, most: int = 60) -> Callable[[], Whole]:
    """``make`` with chatter added after the listed players' posts, to ``at_least`` posts
    (and some more: two posts after each, about), never past ``most``."""

    @wraps(make)
    def made() -> Whole:
        whole = make()
        playing = set(whole.players)
        spots = [i for i, (a, _) in enumerate(whole.posts) if a in playing]
        if not spots:
            return whole
        want = min(most, max(at_least, len(whole.posts) + 2 * len(spots)))
        extra = max(0, want - len(whole.posts))
        per = {i: extra // len(spots) + (n < extra % len(spots)) for n, i in enumerate(spots)}
        posts, moved, shown, k = [], {}, {}, 0
        last_vote: tuple[str, str] | None = None
        for i, (author, html) in enumerate(whole.posts):
            moved[i] = len(posts)
            posts.append((author, html))
            for _ in range(per.get(i, 0)):
                if i in whole.shown:  # the name the author shows then
                    shown[len(posts)] = whole.shown[i]
                posts.append((author, _chat(whole, author, k, last_vote)))
                k += 1
            target = _voted(html)
            if target and author in playing:
                last_vote = (author, target)
        return replace(
            whole,
            posts=posts,
            edits={moved[i]: h for i, h in whole.edits.items()},
            shown=shown | {moved[i]: n for i, n in whole.shown.items()},
        )

    return made


def _voted(html: str) -> str | None:
    for mark in ("VOTE: ", "vote: ", "Vote: "):
        if mark in html:
            return html.split(mark, 1)[1].split("<", 1)[0].strip() or None
    return None
