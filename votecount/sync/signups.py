"""The sign-ups of a game thread, read for ``votecount init``: each sign-up command of a
non-host, and those the rules accept (by the audit's own fold: seats, duplicates, caps,
sign-ups after the game's start)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from votecount.count import pipeline
from votecount.gamefile.game import Game, PlayerEntry
from votecount.parser.model import Kind, Post

# the markers a sign-up may use before the host has chosen any (the parser's widest set)
SIGNUP_MARKERS = ["slash", "bold", "text", "vote_tag"]
SIGNUP_CODES = frozenset(
    {
        "SEAT_TAKEN",
        "SEAT_OUT_OF_RANGE",
        "DUPLICATE_SIGNUP",
        "TRAVELLER_CAP",
        "TOO_MANY_PLAYERS",
        "SIGNUP_AFTER_START",
    }
)


@dataclass(frozen=True)
class SignUp:
    username: str
    name: str
    seat: int | None
    traveller: bool
    post_number: int
    raw: str = ""
    backup: bool = False  # "/in as backup", "/in (sub)": signed up to replace, not to play


# a sign-up whose own words make it a backup's: "/in as backup", "/in (sub)", "in - reserve"
_BACKUP = re.compile(
    r"^\S+\s*(?:as\s+(?:an?\s+)?|\(\s*|[-:]\s*)(?:backup|back-up|sub|substitute|replacement"
    r"|reserve)\b",
    re.I,
)


@dataclass(frozen=True)
class Refused:
    """A sign-up the rules reject, with the audit's code and reason."""

    username: str
    post_number: int
    raw: str
    code: str
    reason: str


# --- sign-ups --------------------------------------------------------------------------


def every_signup(posts: Sequence[Post], hosts: Sequence[str]) -> list[tuple[Post, SignUp, int]]:
    """Each sign-up command of a non-host, with its post and its index in the post."""
    return _signups_and_withdrawals(posts, hosts)[0]


def _signups_and_withdrawals(
    posts: Sequence[Post], hosts: Sequence[str]
) -> tuple[list[tuple[Post, SignUp, int]], dict[str, int]]:
    """Each sign-up command of a non-host (see ``every_signup``), and each non-host who
    wrote "/out", with the number of their last such post."""
    from votecount.parser import parse_post
    from votecount.parser.names.players import Roster
    from votecount.parser.options import ParseOptions

    folded = {h.casefold() for h in hosts}
    roster = Roster([], hosts=hosts)
    options = ParseOptions.from_switches({"markers": SIGNUP_MARKERS})
    out = []
    out_at: dict[str, int] = {}
    for post in posts:
        if post.author.casefold() in folded or not post.countable:
            continue
        for cmd in parse_post(post, roster, options).commands:
            if cmd.kind is Kind.WITHDRAW:
                out_at[post.author] = post.number
            if cmd.kind is not Kind.SIGNUP:
                continue
            seat = cmd.get("seat")
            s = SignUp(
                username=post.author,
                name=post.author_name,
                seat=seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                traveller=bool(cmd.get("traveller", False)),
                post_number=post.number,
                raw=cmd.raw,
                backup=_BACKUP.match(cmd.raw) is not None,
            )
            out.append((post, s, cmd.index))
    return out, out_at


def accepted_signups(
    posts: Sequence[Post], hosts: Sequence[str], ruleset: str, start: int | None = None
) -> tuple[list[SignUp], list[Refused]]:
    """The sign-ups the rules accept and those they refuse, decided by the same fold the
    audit runs (seat taken or out of range, duplicates, caps, sign-ups after the first
    phase post), so the players written to game.toml load and count at once. A sign-up
    after ``start`` (the post that starts the game) is refused in every system."""

    found, out_at = _signups_and_withdrawals(posts, hosts)
    authors = {s.username: s.name for _, s, _ in found}
    game = Game(
        name="",
        ruleset=ruleset,
        threads=("https://votecount.invalid/init",),
        hosts=tuple(hosts),
        players=tuple(PlayerEntry(u, n if n != u else "") for u, n in authors.items()),
        parser={"markers": SIGNUP_MARKERS},
        phase_markers=True,
    )
    # the sign-ups and the host posts (phase starts) decide; the rest cannot change them
    last = max((s.post_number for _, s, _ in found), default=-1)
    folded = {h.casefold() for h in hosts}
    relevant = [p for p in posts if p.number <= last or p.author.casefold() in folded]
    audit = pipeline.audit(game, relevant)
    rejected = {
        (v.ref.post_id, v.ref.index): v
        for v in audit.violations
        if v.code in SIGNUP_CODES and v.ref is not None
    }
    accepted: dict[str, SignUp] = {}
    refused: list[Refused] = []
    for post, s, index in found:
        v = rejected.get((post.post_id, index))
        if v is None and start is not None and s.post_number > start:
            why = f"sign-ups closed when the game started (post {start})"
            refused.append(Refused(s.username, s.post_number, s.raw, "SIGNUP_AFTER_START", why))
        elif v is not None:
            refused.append(Refused(s.username, s.post_number, s.raw, v.code, v.reason))
        elif out_at.get(s.username, -1) > s.post_number and (
            start is None or out_at[s.username] <= start
        ):
            # "/in" then "/out" before the game started: withdrawn, no player
            why = f"{s.username} withdrew (post {out_at[s.username]})"
            refused.append(Refused(s.username, s.post_number, s.raw, "WITHDRAWN", why))
        elif s.username in accepted:  # rulesets without seats: the first sign-up stands
            why = f"{s.username} is already signed up (post {accepted[s.username].post_number})"
            refused.append(Refused(s.username, s.post_number, s.raw, "DUPLICATE_SIGNUP", why))
        else:
            accepted[s.username] = s
    return list(accepted.values()), refused
