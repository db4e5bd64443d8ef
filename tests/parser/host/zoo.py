"""Builders for the catalogue of invented host posts (test_zoo_*.py): a small invented
game (its players, its host, its thread's posters) and one call per reader, each giving
what a host would expect the reader to find. Every post of the catalogue is invented,
shaped like the forum posts the readers meet (phpBB HTML)."""

from __future__ import annotations

from datetime import UTC, datetime, tzinfo

from votecount.count.markers import announcements
from votecount.count.suggest import suggest
from votecount.gamefile.load import parse_game
from votecount.parser.host.daystarts import day_starts, ends_a_day
from votecount.parser.host.deadlines import stated_deadline
from votecount.parser.host.roster import listed_players
from votecount.parser.model import Post
from votecount.parser.walk import host_lines

HOST = "Lanternwick"
PLAYERS = ["Juno", "Ivo", "Kestrel", "Bramble", "Old Maple", "Wren", "Thistle", "Quince"]
NEWCOMERS = ["Saffron", "Marlow", "Pebble Dash"]  # replacements: posters, not in the list
KNOWN = {n.casefold(): n for n in [*PLAYERS, *NEWCOMERS, HOST]}

GAME = parse_game(
    "[game]\n"
    'threads = ["https://forum.example/viewtopic.php?t=1"]\n'
    f'hosts = ["{HOST}"]\n' + "".join(f'[[players]]\nusername = "{p}"\n' for p in PLAYERS)
)

# what the death suggestions of one player read as, in ``events``'s terms
IVO_DIED = [("death", "Ivo", None)]
IVO_LYNCHED = [("execution", "Ivo", None)]
IVO_MODKILLED = [("modkill", "Ivo", None)]

AUTHORS = [(n, n) for n in [HOST, *PLAYERS, *NEWCOMERS]]
POSTED = datetime(2026, 12, 5, 18, 0, tzinfo=UTC)  # a Saturday
# a host's first count, naming the players (a game whose opening post lists none)
FIRST_COUNT = """<p><b>Vote Count 1.1</b><br>
Juno (2) - Ivo, Bramble<br>
Ivo (1) - Kestrel<br>
Not voting (3): Juno, Old Maple, Thistle<br>
With 6 alive, it takes 4 to lynch.</p>"""


def ids(cases: list[tuple]) -> list[str]:
    """Each case's name (its first item), for ``pytest.mark.parametrize(ids=...)``."""
    return [c[0] for c in cases]


def post(html: str, number: int = 40, author: str = HOST) -> Post:
    return Post(thread="t", post_id=str(number), number=number, author=author,
                author_name=author, created_at=POSTED, html=html)  # fmt: skip


def slots(html: str) -> list[tuple[str, ...]]:
    """The slots of the player list in a host post, each its players in playing order."""
    return [s.names for s in listed_players(html, KNOWN, [HOST])]


SLOTS = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]


def listed_slots(
    html: str, known: list[str], hosts: tuple[str, ...] = ("Aster",)
) -> list[tuple[str, ...]]:
    """The slots of the player list in a host post (each its players in playing order),
    the thread knowing the logins ``known`` (the lists of names some never posted)."""
    folded = {n.casefold(): n for n in known}
    return [s.names for s in listed_players(html, folded, hosts)]


def events(html: str, author: str = HOST) -> list[tuple[str, str, str | None]]:
    """The host events ``votecount events`` suggests for one post: (kind, player, other)."""
    found = suggest(GAME, [post("<p>Welcome!</p>", 1), post(html, 40, author)], authors=AUTHORS)
    return [(s.kind, s.player, s.other) for s in found if s.kind != "vote_reset"]


def subs(html: str) -> list[tuple[str, str | None]]:
    """The substitutions suggested for one host post: (who leaves, who comes in)."""
    return [(p, o) for k, p, o in events(html) if k == "substitution"]


def starts(*htmls: str) -> list[tuple[int, int]]:
    """(day, post) of each day start after Day 1 (post 10) read from host posts 20, 30..."""
    posts = [(20 + 10 * i, h) for i, h in enumerate(htmls)]
    return [(d.day, d.post) for d in day_starts(posts, 10)]


def ends(html: str) -> bool:
    return ends_a_day(html)


def deadline(html: str, zone: tzinfo = UTC) -> datetime | None:
    found = stated_deadline(host_lines(html), POSTED, zone)
    return None if found is None else found.at


def at(y: int, mo: int, d: int, h: int, mi: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi, tzinfo=UTC)


def marks(html: str) -> list[tuple[str, str | None, int | None]]:
    """The phase announcements the count's phase markers read in a host post: (kind,
    phase, number)."""
    found = announcements([x.strip() for x in host_lines(html)])
    return [(a.kind, a.phase.value if a.phase else None, a.number) for a in found]


# -- one host post in each engine's HTML, line by line ------------------------------------
def phpbb(*lines: str) -> str:
    return '<div class="content">' + "<br>".join(lines) + "</div>"


def discourse(*lines: str) -> str:
    return "".join(f"<p>{x}</p>" for x in lines)


def vbulletin(*lines: str) -> str:
    return '<div id="post_message_40">' + "<br />\n".join(lines) + "</div>"


def xenforo(*lines: str) -> str:
    return '<div class="bbWrapper">' + "<br />\n".join(lines) + "</div>"


def phpbb_spoiler(title: str, body: str) -> str:
    return (
        f'<div><div class="quotetitle"><b>Spoiler: {title}</b> <input type="button" value="Show">'
        f'</div><div class="quotecontent"><div style="display:none">{body}</div></div></div>'
    )


def xenforo_spoiler(title: str, body: str) -> str:
    return (
        '<div class="bbCodeSpoiler"><button type="button" class="bbCodeSpoiler-button button">'
        f'<span class="button-text"><span>Spoiler: {title}</span></span></button>'
        '<div class="bbCodeSpoiler-content"><div class="bbCodeBlock bbCodeBlock--spoiler">'
        f'<div class="bbCodeBlock-content">{body}</div></div></div></div>'
    )


def vbulletin_spoiler(title: str, body: str) -> str:
    return (
        f'<div class="spoiler"><div class="smallfont"><b>{title}</b>: <input type="button" value="Show"></div>'
        f'<div class="alt2"><div style="display: none;">{body}</div></div></div>'
    )


def details(title: str, body: str) -> str:
    return f"<details><summary>{title}</summary><p>{body}</p></details>"


def later(*htmls: str) -> list[tuple[str, str, str | None]]:
    """The host events suggested for the last of several host posts (posts 20, 30, ...)."""
    posts = [post("<p>Welcome!</p>", 1)] + [post(h, 20 + 10 * i) for i, h in enumerate(htmls)]
    last = posts[-1].number
    found = suggest(GAME, posts, authors=AUTHORS)
    return [(s.kind, s.player, s.other) for s in found if s.at == last and s.kind != "vote_reset"]


def table(*rows: tuple[str, ...]) -> str:
    """A headerless table, a row of cells each."""
    return "<table>" + "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows
    ) + "</table>"  # fmt: skip


def headed_table(head: tuple[str, str], *rows: tuple[str, str]) -> str:
    """A two-column table under a header row."""
    cells = "".join(f"<tr><td>{a}</td><td>{b}</td></tr>" for a, b in rows)
    return f"<table><tr><th>{head[0]}</th><th>{head[1]}</th></tr>{cells}</table>"
