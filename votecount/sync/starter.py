"""``votecount init``: fetch the thread (or import it offline with ``--from``) and write a
starter ``game.toml`` that loads and counts at once: hosts and co-hosts from the opening
post, the sign-ups the rules accept (the refused ones as comments), the schedule from the
first host phase post and the lengths the opening post states, the house rules the
host's opening posts state (``parser/host/house_rules/``: self-votes, the vote forms that
count), and the host events the host posts announce, suggested for ``votecount events
accept``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from votecount.count.suggest import render
from votecount.gamefile.fields import SECRET_IN_URL, url_has_secrets
from votecount.gamefile.load import load_game
from votecount.parser.host.house_rules import house_rules, shows_vote_tags
from votecount.parser.host.opening import system_of
from votecount.parser.model import Post
from votecount.scraper.clock import PageZone, is_absolute
from votecount.store.db import thread_key_of
from votecount.sync import hosts as hosts_of
from votecount.sync import players, slot_changes
from votecount.sync import thread_facts as facts
from votecount.sync.fetch import sync
from votecount.sync.jobs import store_batches
from votecount.sync.signups import SignUp as SignUp  # re-exported for callers of the old name
from votecount.sync.signups import accepted_signups, every_signup
from votecount.sync.starter_toml import starter_toml
from votecount.tally.mafia import SWITCHES as MAFIA_SWITCHES
from votecount.tally.registry import BUILTIN_MODULES, known_rulesets, systems

if TYPE_CHECKING:
    from votecount.workspace import Workspace


def init_game(
    ws: Workspace,
    url: str | None,
    *,
    engine: str | None,
    ruleset: str | None,
    force: bool,
    progress: bool,
    source: Path | None = None,
) -> str:
    if ws.game_path.exists() and not force:
        raise ValueError(f"{ws.game_path} already exists (use --force to overwrite it)")
    if url is not None:
        _check_url(url)
    stated: PageZone | None = None
    if source is not None:
        url, engine, title, posts = _from_import(ws, source, url, engine)
    elif url is None:
        raise ValueError("give the thread URL, or --from FILE_OR_FOLDER for an offline start")
    else:
        engine, title, posts, stated = _from_forum(ws, url, engine, progress)
    if not posts:
        raise ValueError(f"{url}: the thread has no posts")
    zone = zone_fact(posts, stated)
    if zone.value is None and ws.notice is not None:
        ws.notice(UNKNOWN_ZONE)
    return _write(ws, url, engine, title, posts, ruleset, zone)


UNKNOWN_ZONE = (
    "the forum's pages do not say their time zone: post times are read as UTC; "
    "set `timezone` in game.toml (an IANA name, e.g. America/New_York) if the board "
    "shows another zone, and the stored times are read again"
)


def zone_fact(posts: list[Post], stated: PageZone | None) -> facts.Found:
    """The board's zone for game.toml and where it came from: what the pages state; the
    zone the imported posts name; "" when every post's time is absolute (UTC ISO or Unix:
    no zone reads them); None when nothing says."""
    if stated is not None:
        return facts.Found(stated.name, f'the forum\'s pages: "{stated.said}"')
    named = {p.time_zone for p in posts if p.time_zone not in (None, "", "UTC")}
    if len(named) == 1:
        return facts.Found(named.pop(), "the zone the imported posts were read in")
    if len(named) > 1:  # offsets that change (summer time): each post says its own
        return facts.Found("", "the imported posts give each time with its offset from UTC")
    if posts and all(p.time_raw and is_absolute(p.time_raw) for p in posts):
        return facts.Found("", "the forum gives each post's time in UTC")
    return facts.Found(None, "the forum's pages do not say")


def _write(
    ws: Workspace,
    url: str,
    engine: str,
    title: str,
    posts: list[Post],
    ruleset: str | None,
    zone: facts.Found | None = None,
) -> str:

    hosts = hosts_of.hosts_from_opening(posts[0], {p.author for p in posts})
    seated = any(s.seat for _, s, _ in every_signup(posts, hosts))
    ruleset = ruleset or guess_system(seated, posts[0].html)
    schedule = facts.schedule_facts(posts, hosts, ruleset)
    signups, refused = accepted_signups(posts, hosts, ruleset, schedule.start_post)
    listed = players.with_logins(players.listed_players(posts, hosts), posts, hosts)
    listed = slot_changes.first_as_announced(listed, posts, hosts)
    listed = slot_changes.with_skipped(listed, posts, hosts)
    more = players.co_hosts(posts, hosts, listed, signups)
    playing = [n for x in listed for n in (x.username, *x.later, x.alias, *x.accounts) if n]
    joined = hosts_of.joining(posts, [*hosts, *more], playing + [s.username for s in signups])
    more += joined
    if more:  # a co-host posts counts too: their phase posts and sign-ups read again
        hosts = [*hosts, *more]
        schedule = facts.schedule_facts(posts, hosts, ruleset)
        signups, refused = accepted_signups(posts, hosts, ruleset, schedule.start_post)
    listed = players.renamed(listed, posts, hosts)
    if len(listed) <= len(signups) and not players.chosen_from_signups(listed, signups):
        listed = []  # the sign-ups name the players (unless the host listed them after)
    listed = players.in_signup_order(listed, signups)
    backups = players.backups_left_out(listed, signups, posts, hosts)

    def written(replaced: list[slot_changes.Replaced]) -> None:
        text = starter_toml(
            url,
            engine,
            title,
            hosts,
            backups if listed else signups,
            refused,
            schedule,
            ruleset,
            listed,
            zone=zone,
            replaced=replaced,
            counters=[h for h in more if h not in joined],
            joined=joined,
            house=[
                r
                for r in house_rules(
                    facts.opening_block(posts, hosts),
                    shows_vote_tags([p.html for p in posts[:300]]),
                )
                if ruleset == "mafia" or r.key not in MAFIA_SWITCHES  # two lynches a day
            ],
        )
        ws.game_path.write_text(text, encoding="utf-8")
        ws.reload()
        load_game(ws.game_path)  # the starter must load: a bug here, not the host's to fix

    written([])
    replaced = slot_changes.replacements_listed(posts, hosts, listed, schedule.start_post or 1)
    if replaced:  # a host post naming both players says better who replaced whom
        said = [(s.player, s.other) for s in ws.suggestions() if s.kind == "substitution"]
        replaced = slot_changes.unless_announced(replaced, said)
        written(replaced)
    lines = [
        f"wrote {ws.game_path} ({engine}, ruleset {ruleset}, "
        + (
            f"{len(listed)} players listed by the host, "
            if listed
            else f"{sum(not s.backup for s in signups)} players from sign-ups, "
        )  # fmt: skip
        + f"{len(refused)} sign-up(s) refused, hosts {', '.join(hosts)}, "
        f"{len(posts)} posts stored). Check the players and phases, then run `votecount count`.",
        _schedule_line(schedule),
        _zone_line(zone),
    ]
    suggestions = ws.suggestions()
    if suggestions:
        lines.append(render(suggestions, ws.game_path.name))
    return "\n".join(lines)


def _zone_line(zone: facts.Found | None) -> str:
    if zone is None or zone.value is None:
        return "time zone: the forum's pages do not say: times are read as UTC (set `timezone`)"
    if zone.value == "":
        return f"time zone: none needed to read the posts ({zone.source})"
    return f"time zone: {zone.value} ({zone.source})"


def _schedule_line(s: facts.ScheduleFacts) -> str:
    if s.start is None and s.day_one is not None:
        return f"schedule: Day 1 from post {s.day_one.value} ({s.day_one.source}); the host's phase posts mark the rest"
    if s.start is None or s.first is None:
        return "schedule: no host post starts the game yet; its phase posts will mark the phases"
    where = s.start.source.split(":", 1)[0]
    if s.day_hours is None:
        return (
            f"schedule: the game starts at {where}, but the opening post gives no day length: "
            "[schedule] is written commented out"
        )
    night = f", nights {s.night_hours.value:g}h" if s.night_hours else ""
    parts = ", ".join(f"{k} {v:g}h" for k, v in s.sub_phases.items())
    parts = f" ({parts})" if parts else ""
    return (
        f"schedule: from {where} ({s.first.value} first), days {s.day_hours.value:g}h{parts}{night}"
    )


def _check_url(url: str) -> None:
    if url_has_secrets(url):
        raise ValueError(SECRET_IN_URL)
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(
            f"{url!r} is not a thread URL: give its full address, "
            "e.g. https://forum.example/t/bad-moon-rising/4242"
        )


def _from_forum(
    ws: Workspace, url: str, engine: str | None, progress: bool
) -> tuple[str, str, list[Post], PageZone | None]:
    from votecount.scraper.base import detect_engine, make_adapter

    http = ws.http()
    engine = engine or detect_engine(url) or engine_from_page(http, url)
    if engine == "import":
        raise ValueError("engine 'import' reads posts from files: use --from FILE_OR_FOLDER")
    adapter = make_adapter(engine, http, url)
    info = adapter.thread_info()
    store = ws.store()
    sync(store, adapter, progress=progress)
    stated = PageZone(info.zone, info.zone_said) if info.zone is not None else None
    return engine, info.title, list(store.posts(info.thread)), stated


def _from_import(
    ws: Workspace, source: Path, url: str | None, engine: str | None
) -> tuple[str, str, str, list[Post]]:
    """Posts from a JSONL file or a folder of saved pages, stored under the thread key of
    ``url`` (or of the thread the import names); no request is made."""

    if not source.exists():
        raise ValueError(f"{source}: no such file or folder")
    batches = _read(source, engine, None)
    if engine is None and not _is_jsonl(source):
        engine = _page_engine(source)
    posts = [p for b in batches for p in b.posts]
    if not posts:
        raise ValueError(f"{source}: no posts in it (an empty file?); nothing imported")
    url = url or _thread_url(posts)
    if url is None:
        raise ValueError(
            f"{source}: the import does not say which thread it is; give its address too: "
            f"votecount init https://forum.example/t/slug/123 --from {source}"
        )
    _check_url(url)
    if engine is None or engine not in _engines():
        from votecount.scraper.base import detect_engine

        engine = detect_engine(url) or "import"
    key = thread_key_of(url, engine)
    store_batches(ws.store(), key, _read(source, engine, key))
    stored = list(ws.store().posts(key))
    return url, engine, facts.title_of(stored[0]) if stored else _title(source), stored


def _is_jsonl(source: Path) -> bool:
    return source.is_file() and source.suffix.lower() in {".jsonl", ".json"}


def _read(source: Path, engine: str | None, thread: str | None) -> list:
    """Every batch of the import (read whole first: a bad line stores nothing)."""
    from votecount.scraper import importer

    if _is_jsonl(source):
        return list(importer.import_jsonl(source, thread=thread))
    page_engine = engine if engine not in (None, "import") else None
    return list(importer.import_pages(source, engine=page_engine, thread=thread))


def _engines() -> list[str]:
    from votecount.scraper.base import engines

    return [*engines(), "import"]


def _page_engine(source: Path) -> str | None:
    from votecount.scraper.importer import detect_engine_from_html

    files = [source] if source.is_file() else sorted(source.glob("*.htm*"))
    for path in files[:1]:
        return detect_engine_from_html(path.read_bytes())
    return None


def _thread_url(posts: list[Post]) -> str | None:
    """The thread's address from the import: a post's URL without its post part, or the
    thread key when it names a host."""
    from votecount.scraper.keys import url_key

    for post in posts:
        if post.url.startswith(("http://", "https://")) and not post.url.startswith("file:"):
            key = url_key(post.url)
            return f"https://{key}" if "/" in key else post.url
    thread = posts[0].thread
    host = thread.split("/", 1)[0]
    if "." in host and "/" in thread:
        return f"https://{thread}"
    return None


def _title(source: Path) -> str:
    return source.stem.replace("-", " ").replace("_", " ").strip() or "Untitled game"


def engine_from_page(http, url: str) -> str:
    """Fetch the page and tell the engine from its markup (for URLs that do not say)."""
    from votecount.scraper.importer import detect_engine_from_html

    engine = detect_engine_from_html(http.get(url).text)
    if engine is None:
        raise ValueError(f"cannot tell which forum engine serves {url}; pass --engine")
    return engine


def guess_system(seated: bool, opening: str = "") -> str:
    """The system whose own phrases the opening post uses (``opening_words``: the event
    game's "Open Event"/"Closed Event", Shape-shifters' "scry", BotF's "Storyteller"), two
    or more of them; else, sign-ups that name seats: a built-in system that seats its
    players; else one that does not (built-in systems before installed ones, and the game
    file's default, classic ``mafia``, before the other built-in ones: never a variant by
    its name's place in the alphabet)."""
    named = system_of(opening, [(s.name, s.opening_words) for s in systems() if s.opening_words])
    if named is not None:
        return named
    found = [s for s in systems() if s.seated_signups == seated]
    found.sort(key=lambda s: (s.__module__ not in BUILTIN_MODULES, s.name != "mafia"))
    return found[0].name if found else known_rulesets()[0]
