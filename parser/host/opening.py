"""When a game's first day began, guessed from the host's posts when no host post says so
(pure: post numbers and HTML in, a post number out).

On MafiaScum the opening post usually starts Day 1 without saying "Day 1 has begun": the
first sign is the host's first vote count. ``day_one_start`` takes the host's first post
after the opening post as the start, or the post right after the opening post when that
first host post is already a vote count or ends a day (the day was running before it);
host posts that call for sign-ups again ("Cancelled; sign-ups for the next game: post
/in") before the host's first count are passed over.

Most hosts count the votes cast while they wait for confirmations: the thread is open
for play. Where a host says those votes do not count ("Votes will not count until D1
starts", "all votes are reset at the start of Day 1", "Any votes before this post have
not been counted"), the host post that says Day 1 has begun ("11 of 13 have confirmed,
Day 1 has begun", "Day One begins now!") starts it. A start written as a condition or a
plan ("Day 1 starts when 8 players have confirmed", "replaced before Day 1 begins") is
none, nor is a line of the event log the opening posts keep ("Day 1 begins" over the
links to each count): only a post after the posts that open the thread counts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from votecount.parser.host.daystarts import ends_a_day
from votecount.parser.host.list_words import BACKUP_WORD, WAIT_WORD
from votecount.parser.host.no_deadline import SENTENCES
from votecount.parser.hostcount.post_lines import post_lines
from votecount.parser.walk import lines_of, plain_lines

_DAY_ONE = re.compile(
    r"\bday\s*(?:1|one)\s+(?:has\s+|is\s+)?(?:now\s+|officially\s+){0,2}"
    r"(?:begun|begins|began|started|starts|underway|(?<=is\s)open|(?<=now\s)open)\b(?!\s*(?:when|once|after|as\s+soon|at|on|in|by)\b)"
    r"|\bit\s+is\s+now\s+day\s*(?:1|one)\b|\blet\s+day\s*(?:1|one)\s+begin\b",
    re.I,
)
# the host voids the votes cast before Day 1 (one clause: no sentence break inside)
_VOIDS = re.compile(
    r"\bvotes?\b[^.!?\n]{0,80}?(?:\b(?:not|never)\b|n't)[^.!?\n]{0,20}?\bcount(?:ed)?\b"
    r"[^.!?\n]{0,40}?\b(?:until|before|prior\s+to)\b[^.!?\n]{0,30}?\b(?:d1|day\s*(?:1|one)|day\s+start|game\s+starts?)\b"
    r"|\bvotes?\b[^.!?\n]{0,30}?\b(?:before|prior\s+to)\b[^.!?\n]{0,30}?\b(?:d1|day\s*(?:1|one)|day\s+start|this\s+post)\b"
    r"[^.!?\n]{0,40}?(?:\b(?:not|never)\b|n't)[^.!?\n]{0,20}?\bcount"
    r"|\bvotes?\b[^.!?\n]{0,40}?\breset\b[^.!?\n]{0,20}?\b(?:at\s+)?(?:the\s+)?(?:start|beginning)\s+of\s+(?:d1|day\s*(?:1|one))\b",
    re.I,
)
_PLANNED = re.compile(r"\b(?:until|before|when|once|then|after|if|will|till|unless)\W*$", re.I)
_TALLY = re.compile(r"vote\s*count|vote\s*tally|not\s+voting|\(\s*\d+\s*\)", re.I)
_COUNT = re.compile(
    r"vote\s*count|vote\s*tally|not\s+voting|\bit\s+takes\s+\d+|\bto\s+(?:lynch|eliminate)\b",
    re.I,
)


def looks_like_count(html: str) -> bool:
    """The post speaks as a vote count does ("Vote count", "Not voting", "it takes 7")."""
    return any(_COUNT.search(line) for line in plain_lines(html))


def carries_count(html: str) -> bool:
    """The post holds a vote count, read as ``parser.hostcount`` reads a host's lines (its
    areas too: "Day 1 begins!" over a boxed "Vote Count 1.1")."""
    return any(_COUNT.search(line) for line in post_lines(html))


def names_day_one(html: str) -> str | None:
    """The line of a host post that says Day 1 starts now ("Day One has begun!", "day 1
    has officially begun", "It is now Day 1"), or None (a plan: "Day 1 starts when ...",
    "until Day 1 begins")."""
    for line in plain_lines(html):
        for m in _DAY_ONE.finditer(line):
            if not _PLANNED.search(line[max(0, m.start() - 40) : m.start()]):
                return line.strip()
    return None


def voids_pregame(html: str) -> bool:
    """Does a host post say the votes cast before Day 1 do not count ("Votes placed prior
    to day start will not be counted", "votes are reset at the start of D1")?"""
    return any(_VOIDS.search(line) for line in plain_lines(html))


def day_one_start(
    opening: int, host_posts: Sequence[tuple[int, str]], block: int | None = None
) -> tuple[int, str] | None:
    """(the post that starts Day 1, why) from the host's posts (number, HTML) in thread
    order; None when the host has posted nothing after the opening post. ``block``: the
    last of the host posts that open the thread (default the opening post); the first
    host post after it that says Day 1 has begun starts it."""
    after = [(n, html) for n, html in host_posts if n > opening]
    if not after:
        return None
    named = named_day_one(host_posts, opening if block is None else block)
    if named is not None:
        return named
    # a host post calling for sign-ups ("Cancelled; sign-ups for the next game: post /in")
    # starts no day: the first host post after the last such call does (one before the
    # host's first count or majority only: "sign-ups for my next game" later is another's)
    last = None
    for i, (_, html) in enumerate(after):
        if looks_like_count(html):
            break
        if calls_for_signups(html):
            last = i
    if last is not None and last + 1 < len(after):
        after = after[last + 1 :]
    number, html = after[0]
    if looks_like_count(html) and not _majority_only_start(html):
        return opening + 1, f"the host's first vote count (post {number}) finds Day 1 running"
    if number > opening + 1 and ends_a_day(html):  # "It is now twilight. Lark was lynched!"
        return opening + 1, f"the host's first post after the opening (post {number}) ends a day"
    return number, f"the host's first post after the opening post (post {number})"


# a host asking for sign-ups: "post /in", "reply /in again", "sign-ups are open", "sign-ups
# for Mini 12 open now"
_SIGNUP_CALL = re.compile(
    r"\b(?:post|reply|write|type)\s+(?:with\s+)?[\"'“]?/in\b"
    r"|\bsign-?\s?ups?\b[^.!?\n]{0,40}?\b(?:are\s+|is\s+)?(?:now\s+)?(?:re)?open(?:ed|s)?\b",
    re.I,
)


# ... not for this game's players: backups, replacements, spectators named before the call
# ends or right after it ("Backups: post /in", "Juno needs a replacement: post /in",
# "sign-ups are open for backups"; not "post /in as a player or a backup")
_OTHERS = rf"(?:{BACKUP_WORD}|replac\w*|sub|spectat\w*|observers?)\b"
# (a waiting list only right before the call: "Waitlist: post /in"; not "Two spots left
# before the waitlist kicks in: post /in", "No waitlist, post /in")
_BEFORE = re.compile(
    rf"\b(?!{WAIT_WORD}\b(?!\W*(?:(?:post|reply|write|type)\b|sign)))(?:{_OTHERS})", re.I
)
_AFTER = re.compile(rf"\W*(?:for|as)\s+(?:an?\s+|the\s+)?{_OTHERS}", re.I)
# ... nor sign-ups said closed or past: "no longer open", "were open a week", "closed, the
# game will open tomorrow", "have been open long enough"
_CLOSED = re.compile(r"n['’]t\b|\b(?:no\s+longer|not|never|closed?|were|was|been|had)\b", re.I)


# ... nor another game's, said off topic or elsewhere: "Off topic: sign-ups for my next
# game are open in the queue", "OT: post /in there, not here", "in the other thread"; the
# off-topic word a label ("Off topic:", "[OT]"), not a sentence's subject ("Off-topic
# posts are fine")
_OFF_TOPIC = re.compile(r"^\W*(?:off[-\s]?topic|OT)\s*(?:[:\]\)\-\u2013\u2014]|$)", re.I)
_ELSEWHERE = re.compile(
    r"\b(?:in|on|over\s+in)\s+the\s+queue\b|\belsewhere\b|\b(?:in|on)\s+(?:an|the)\s?other\s+"
    r"(?:thread|topic|forum)\b|/in\s+(?:over\s+)?there\b"
    r"|(?:[,;(\-\u2013\u2014]\s*|\bbut\s+)not\s+(?:in\s+)?here\b",
    re.I,
)
# ... unless the place is denied ("post /in here, not in the other thread", "don't post
# /in in the queue", "here rather than elsewhere") or only where it was said ("As
# announced in the other thread, sign-ups are open")
_DENIED = re.compile(
    r"(?:\bnot|n['\u2019]t|\bnever|\brather\s+than|\binstead\s+of)\W+(?:[\w/]+\W+){0,2}$", re.I
)
_AS_SAID = re.compile(r"^\W*as\b", re.I)
_CLAUSE = re.compile(r"[,;:]")


def _sent_elsewhere(sentence: str) -> bool:
    """Does the sentence send the sign-ups elsewhere ("... open in the queue", "post /in
    there, not here"), a place not denied nor only where it was said?"""
    for m in _ELSEWHERE.finditer(sentence):
        before = sentence[: m.start()]
        clause = _CLAUSE.split(before)[-1]
        if _DENIED.search(before) is None and _AS_SAID.match(clause) is None:
            return True
    return False


def calls_for_signups(html: str) -> bool:
    """Does a host post ask for sign-ups to this game ("post /in", "sign-ups are open"),
    in a sentence that is no question ("Are sign-ups open yet?"), for no backup,
    replacement or spectator, the sign-ups not said closed or past, on a line not said
    off topic ("Off topic:", "OT:"), in a sentence that sends them nowhere else ("in the
    queue", "/in there, not here": another game's)?"""
    return any(
        not sentence.rstrip().endswith("?")
        and _BEFORE.search(sentence, 0, m.end()) is None
        and _AFTER.match(sentence, m.end()) is None
        and _CLOSED.search(m.group(0)) is None
        and not _sent_elsewhere(sentence)
        for line in plain_lines(html)
        if _OFF_TOPIC.match(line) is None
        for sentence in SENTENCES.split(line)
        for m in _SIGNUP_CALL.finditer(sentence)
    )


def _majority_only_start(html: str) -> bool:
    """Does the post say Day 1 begins, with no count's wording but the majority ("Day 1
    begins." over "With 5 alive it takes 3 to lynch."): a start, not a count?"""
    lines = plain_lines(html)
    return names_day_one(html) is not None and not any(_TALLY.search(x) for x in lines)


def named_day_one(host_posts: Sequence[tuple[int, str]], block: int) -> tuple[int, str] | None:
    """(the host post after ``block`` that says Day 1 has begun, why), when a host post up
    to it says the votes before Day 1 do not count; else None."""
    voided = False
    for number, html in host_posts:
        voided = voided or voids_pregame(html)
        said = names_day_one(html) if number > block else None
        if said is not None:
            if not voided:
                return None
            return number, f"the host says Day 1 has begun (post {number}: {said[:60]})"
    return None


def system_of(
    html: str, wordings: Sequence[tuple[str, Sequence[str]]], at_least: int = 2
) -> str | None:
    """The game system whose wording the opening post uses, or None: ``wordings`` pairs
    each system's name with its phrases (regular expressions, case-insensitive; each
    system declares its own). The post's whole text is read, spoilers and quotes too
    (rules are often folded into spoilers). A system needs ``at_least`` different phrases
    found; of several, the one with the most wins, and a tie is no guess."""
    text = "\n".join("".join(s.text for s in line) for line in lines_of(html, None, spoilers=True))
    scores = sorted(
        ((sum(1 for w in words if re.search(w, text, re.I)), name) for name, words in wordings),
        reverse=True,
    )
    if not scores or scores[0][0] < at_least:
        return None
    if len(scores) > 1 and scores[1][0] == scores[0][0]:
        return None
    return scores[0][1]
