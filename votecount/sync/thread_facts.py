"""What a game thread says about its own schedule, read for ``votecount init``: the
first host phase post, the phase lengths the opening post states, the later days' starts
and the game's end (the sign-ups the rules accept: ``sync.signups``).

Each finding keeps where it came from (a post number, the words that said it), so the
starter game file can say so in a comment.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, cast

from votecount.count import pipeline
from votecount.count.phase_markers import announcements_of
from votecount.gamefile.game import Game
from votecount.parser.model import Post
from votecount.parser.walk import host_lines, plain_lines
from votecount.tally.registry import ruleset_class


@dataclass(frozen=True)
class Found:
    """A value read from the thread and where it was read."""

    value: object
    source: str


@dataclass(frozen=True)
class ScheduleFacts:
    start: Found | None = None  # datetime of the first host phase post
    first: Found | None = None  # "day" / "night"
    day_hours: Found | None = None
    night_hours: Found | None = None
    sub_phases: dict[str, float] = field(default_factory=dict)  # BotF: discussion, ...
    sub_source: str = ""
    day_one: Found | None = None  # no phase post starts Day 1: its guessed first post
    later_days: tuple[Found, ...] = ()  # (day, post number) of each later day's start
    game_end: Found | None = None  # the host post ending the game on the last day found

    @property
    def start_post(self) -> int | None:
        """The post that starts the game (sign-ups close there), when one is known."""
        if self.start is not None:
            return self.start_number
        return int(self.day_one.value) if self.day_one is not None else None  # type: ignore[call-overload]

    start_number: int | None = None  # the number of the post that says ``start``


# --- phases ----------------------------------------------------------------------------


@dataclass(frozen=True)
class PhasePost:
    kind: str  # "day" / "night"
    number: int
    post: Post
    source: str  # 'post 23 by Storyteller: "Night 1"'


def first_phase_post(posts: Sequence[Post], hosts: Sequence[str], ruleset: str) -> PhasePost | None:
    """The host post that starts the game: Day 1, or Night 0 / Night 1 when the next phase
    post found is Day 1 (in a system that starts at night, such as ``botf``, also when none
    follows yet).
    When the first phase post found is a later phase, or a "Day 1" after a host post that
    ended a day (a later day misnumbered), an earlier one was missed: no start rather than
    a wrong one."""
    found = _phase_posts(posts, hosts, ruleset)
    first = next(found, None)
    if first is None or first.number > 1:
        return None
    if first.kind == "day":
        return first if first.number == 1 and not _ended_before(posts, hosts, first) else None
    after = next(found, None)
    if after is None and _starts_at_night(ruleset):
        return first
    if after is not None and (after.kind, after.number) == ("day", 1):
        return first
    return None


def _ended_before(posts: Sequence[Post], hosts: Sequence[str], first: PhasePost) -> bool:
    """Did a host post after the opening post and before ``first`` end a day? Not one of
    the host posts that open the thread one after another (the setup: a player list the
    host edits as the game goes on, "Ivo, Goon, Lynched Day 1", tells no day's end)."""
    from votecount.parser.host.daystarts import ends_a_day

    folded = {h.casefold() for h in hosts}
    setup = _setup_run(posts, folded)
    return any(
        setup < p.number < first.post.number and p.author.casefold() in folded
        and ends_a_day(p.html)
        for p in posts
    )  # fmt: skip


def _setup_run(posts: Sequence[Post], folded: set[str]) -> int:
    """The last of the host posts (``folded``: the hosts, casefolded) that open the thread
    one after another, no number missing (nobody else has posted yet)."""
    end = posts[0].number if posts else 0
    for p in posts[1:200]:
        if p.author.casefold() not in folded or p.number != end + 1:
            break
        end = p.number
    return end


def _starts_at_night(ruleset: str) -> bool:
    try:
        return ruleset_class(ruleset).first_phase == "night"
    except ValueError:
        return False


def _phase_posts(posts: Sequence[Post], hosts: Sequence[str], ruleset: str):
    game = Game(name="", ruleset=ruleset, threads=("https://votecount.invalid/init",),
                hosts=tuple(hosts), phase_markers=True)  # fmt: skip
    ctx = pipeline.context(game)
    for post in posts:
        marked = phase_of_post(ctx, post)
        if marked is not None:
            kind, number, line = marked
            yield PhasePost(kind, number, post, f'post {post.number} by {post.author}: "{line}"')


# a start that speaks of an end or of the past is not the game's start
_NOT_A_START = re.compile(
    r"\b(?:ends?|ended|ending|over|closes?|closed|deadline|until|extend\w*|continu\w*|resum\w*"
    r"|was|were|will|about|soon|shortly|tomorrow)\b",
    re.I,
)


def _said_of(text: str, phase: str, number: int) -> str:
    """The sentences of ``text`` that name the phase ("Day 1 begins." of "Day 1 begins. Kes
    was killed in the night."), or the whole text when none does."""
    from votecount.parser.numbers import NUMBER_WORDS

    word = NUMBER_WORDS[number] if number < len(NUMBER_WORDS) else str(number)
    named = re.compile(rf"\b{phase}\s*(?:{number}|{word})\b|\b{phase[0]}{number}\b", re.I)
    said = [x for x in re.split(r"(?<=[.!?])\s+", text) if named.search(x)]
    return " ".join(said) or text


def phase_of_post(ctx: Any, post: Post) -> tuple[str, int, str] | None:
    """(kind, number, the words that say it) when ``post`` is a host post announcing a
    phase start. The pipeline's own reading decides (``phase_markers``: a heading, a bold
    line or a sentence on any line); a start that speaks of an end or the past ("Night one
    was quiet") is not taken, and several phases in one post are a recap, not a start."""

    found = [
        (a.phase.value, a.number, a.text.strip()[:80])
        for a in announcements_of(ctx, post)
        if a.kind == "start" and a.phase is not None and a.number is not None
        and not _NOT_A_START.search(_said_of(a.text, a.phase.value, a.number))
    ]  # fmt: skip
    # one phase announced (maybe twice: a title and a sentence); several are a recap
    return found[0] if len({(k, n) for k, n, _ in found}) == 1 else None


_HOURS = r"(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b"


def _length_patterns(kind: str) -> list[re.Pattern[str]]:
    return [
        re.compile(
            rf"\b(?:each|every|all|the)\s+{kind}s?(?:\s+phases?)?\s+(?:will\s+)?(?:last|lasts|is|are|be|runs?)"
            rf"\s+(?:for\s+)?(?:about\s+)?{_HOURS}",
            re.I,
        ),
        re.compile(rf"\b{kind}s?(?:\s+phases?)?\s*(?:length)?\s*[:=\-–]\s*{_HOURS}", re.I),
        re.compile(
            rf"(?:^\W*+|[.!:]\s\W{{0,40}}+){kind}s(?:\s+phases)?\s+(?:will\s+)?(?:last|are|run)\s+"
            rf"(?:for\s+)?{_HOURS}",
            re.I,
        ),
        re.compile(rf"\b(\d+(?:\.\d+)?)[- ]?(?:hours?|hrs?|h)\s+{kind}s?\b", re.I),
    ]


_SUB_PATTERNS = (
    re.compile(
        rf"\b(discussion|nominations?|voting)(?:\s+phase)?\s*(?:[:\-–(]|will\s+last|lasts)?\s*"
        rf"(?:for\s+)?{_HOURS}",
        re.I,
    ),
    # "12 hours of discussion": the hours first
    re.compile(
        r"\b(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\s+(?:of\s+)?(discussion|nominations?|voting)\b",
        re.I,
    ),
)


def phase_lengths(opening: Post) -> ScheduleFacts:
    """Day and night lengths stated in the opening post ("Each day phase will last for 48
    hours", "Nights: 24h"), and BotF's Discussion / Nomination / Voting hours."""
    lines = [x.strip() for x in plain_lines(opening.html) if x.strip()]
    found: dict[str, Found] = {}
    for kind in ("day", "night"):
        for line in lines:
            m = next((m for p in _length_patterns(kind) if (m := p.search(line))), None)
            if m is not None:
                found[kind] = Found(
                    float(m.group(1)), f'opening post: "{m.group(0).strip(" .!:")}"'
                )
                break
    subs: dict[str, float] = {}
    said: list[str] = []
    for line in lines:
        for i, pattern in enumerate(_SUB_PATTERNS):
            for m in pattern.finditer(line):
                word, hours = (m.group(1), m.group(2)) if i == 0 else (m.group(2), m.group(1))
                key = "nomination" if word.lower().startswith("nomination") else word.lower()
                if key not in subs:
                    subs[key] = float(hours)
                    said.append(m.group(0).strip())
    if "day" not in found and len(subs) == 3:
        total = sum(subs.values())
        found["day"] = Found(total, f"opening post: the day's three parts add up to {total:g}h")
    return ScheduleFacts(
        day_hours=found.get("day"), night_hours=found.get("night"), sub_phases=subs,
        sub_source=f'opening post: "{", ".join(said)}"' if said else "",
    )  # fmt: skip


def title_of(opening: Post) -> str:
    """The opening post's first line when it reads like a title (for offline imports): not
    two sentences ("Wren is helping me co-host. Questions to him or me.")."""
    first = next((x.strip() for x in plain_lines(opening.html) if x.strip()), "")
    sentences = len(re.findall(r"\w[.!?]+(?:\s|$)", first))  # "Mr. Smith's Game" is one
    return first if 0 < len(first) <= 100 and sentences < 2 else ""


def schedule_facts(posts: Sequence[Post], hosts: Sequence[str], ruleset: str) -> ScheduleFacts:
    """The schedule the thread supports: the first host phase post starts it, the opening
    post gives the lengths."""
    lengths = phase_lengths(posts[0]) if posts else ScheduleFacts()
    first = first_phase_post(posts, hosts, ruleset)
    if first is not None and _counted_before(posts, hosts, first):
        first = None  # Day 1 ran before the post that says it begins
    if first is None:
        day_one = _day_one(posts, hosts, ruleset)
        later = _later_days(posts, hosts, int(day_one.value)) if day_one else ()  # type: ignore[call-overload]
        return replace(
            lengths,
            day_one=day_one,
            later_days=later,
            game_end=_game_end(posts, hosts, later, ruleset),
        )
    # no day length: no deadlines; the host's posts start the later days (after Day 1's
    # own post when the game opens at Night 0)
    opens: PhasePost | None = first if (first.kind, first.number) == ("day", 1) else None
    if first.kind == "night" and first.number == 0:
        found = _phase_posts(posts, hosts, ruleset)
        nxt = next((p for p in found if p.post.number > first.post.number), None)
        opens = nxt if nxt is not None and (nxt.kind, nxt.number) == ("day", 1) else None
    later = (
        _later_days(posts, hosts, opens.post.number)
        if lengths.day_hours is None and opens is not None
        else ()
    )
    return ScheduleFacts(
        later_days=later,
        game_end=_game_end(posts, hosts, later, ruleset),
        start=Found(first.post.created_at, first.source),
        start_number=first.post.number,
        first=Found(first.kind, first.source),
        day_hours=lengths.day_hours,
        night_hours=lengths.night_hours,
        sub_phases=lengths.sub_phases,
        sub_source=lengths.sub_source,
    )


# --- players the host lists ------------------------------------------------------------


def _day_one(posts: Sequence[Post], hosts: Sequence[str], ruleset: str) -> Found | None:
    """Day 1's first post when no host post starts it (``parser/host/opening.py``), in a
    system that starts with a day, unless a phase post names Day 1 or Night 1."""
    from votecount.parser.host.opening import day_one_start

    if not posts or _starts_at_night(ruleset):
        return None
    first = next(_phase_posts(posts, hosts, ruleset), None)
    if (
        first is not None and first.number <= 1 and (first.kind, first.number) != ("night", 1)
        and not _ended_before(posts, hosts, first) and not _counted_before(posts, hosts, first)
    ):  # fmt: skip
        return None
    folded = {h.casefold() for h in hosts}
    mine = [(p.number, p.html) for p in posts[:200] if p.author.casefold() in folded]
    block = opening_block(posts, hosts)[-1][0]
    found = day_one_start(posts[0].number, mine, block)
    return Found(found[0], found[1]) if found else None


def _counted_before(posts: Sequence[Post], hosts: Sequence[str], first: PhasePost) -> bool:
    """Is ``first`` a "Day 1 begins" post after the posts that open the thread that is a
    vote count itself, with no host post up to it voiding the votes cast before Day 1? The
    host counts the votes cast while waiting for confirmations: the day ran before it."""
    from votecount.parser.host.opening import carries_count, voids_pregame

    if (first.kind, first.number) != ("day", 1) or not carries_count(first.post.html):
        return False
    if first.post.number <= opening_block(posts, hosts)[-1][0]:
        return False
    folded = {h.casefold() for h in hosts}
    return not any(
        voids_pregame(p.html)
        for p in posts
        if p.number <= first.post.number and p.author.casefold() in folded
    )


def opening_block(posts: Sequence[Post], hosts: Sequence[str]) -> list[tuple[int, str]]:
    """The host posts that open the thread (rules, roles, event log) as (number, HTML):
    the opening post and the host posts right after it (within the first 200)."""
    folded = {h.casefold() for h in hosts}
    block = [(posts[0].number, posts[0].html)] if posts else []
    for p in posts[1:200]:
        if p.author.casefold() not in folded:
            break
        block.append((p.number, p.html))
    return block


def _later_days(posts: Sequence[Post], hosts: Sequence[str], day_one: int) -> tuple[Found, ...]:
    """Each later day's first post, read from the host's posts (``parser/host/daystarts.py``)."""
    from votecount.parser.host.daystarts import NIGHTLESS, day_starts

    folded = {h.casefold() for h in hosts}
    mine = [(p.number, p.html) for p in posts if p.author.casefold() in folded and p.countable]
    # the opening post says the game has no nights (its rules, spoilers too)
    opening = posts[0].html if posts else ""
    nightless = NIGHTLESS.search(re.sub(r"<[^>]+>", " ", opening)) is not None
    posted = {p.number: p.created_at for p in posts if p.author.casefold() in folded}
    found = day_starts(mine, day_one, nightless=nightless, posted=posted)
    return tuple(Found((d.day, d.post), d.why) for d in found)


def _game_end(
    posts: Sequence[Post], hosts: Sequence[str], later: tuple[Found, ...], ruleset: str
) -> Found | None:
    """The host post that ends the game ("Town wins!", "Game over") on the last of the
    later days found, when no host phase post came between that day's start and it
    ("Night 5 begins": the game ended in the night, the day had ended before; a post that
    names the running day again is none): the last day ends there, not at a deadline nor
    at the thread's last post."""
    from votecount.parser.host.daystarts import game_over

    if not later:
        return None
    last, start = cast("tuple[int, int]", later[-1].value)
    folded = {h.casefold() for h in hosts}
    for p in posts:
        if p.number <= start or p.author.casefold() not in folded or not p.countable:
            continue
        said = next((x.strip() for x in host_lines(p.html) if game_over(x)), None)
        if said is not None:
            between = [q for q in posts if start < q.number < p.number]
            # a post that says the running day again ("It is now Day 3" after its start,
            # "Day 3 VC #2") is no later phase
            phased = any(
                (q.kind, q.number) != ("day", last) for q in _phase_posts(between, hosts, ruleset)
            )
            return (
                None if phased else Found(p.number, f'post {p.number} by {p.author}: "{said[:80]}"')
            )
    return None
