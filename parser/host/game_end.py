"""The game's end and a reset of the votes in a host's post (pure: a line or a post's HTML
in): "The Mafia team of Ann and Bo win!", "A win condition has been reached!", "Game over"
end the game (no day starts after them); "Vote count is reset", "Votes were reset" clear
the open day's votes (never a plan: "votes will be reset at the start of Day 1"). A game
"nightless" has no nights (a day's end starts the next day).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from votecount.parser.host.sentences import SENTENCES
from votecount.parser.numbers import NUMBER, number
from votecount.parser.walk import host_lines

# a game with no nights ("this game is nightless"): a day's end starts the next day
NIGHTLESS = re.compile(r"\bnight\s*less\b", re.I)
# the game is over: "The Mafia team of Ann and Bo win!", "Town wins!", "Game over"
_GAME_OVER = re.compile(
    r"\b(?:town|mafia|scum|wolf|wolves|werewolves|village|villagers|cult|killer|team|they)\b"
    r"[^.!?]{0,100}?\b(?:wins?|won(?!['’]t)|victorious|victory)\b(?!\s+(?:if|when|by|once|condition))"
    r"|\bgame\s+(?:is\s+)?over\b",
    re.I,
)
# the game is over, said with no team: "A win condition has been reached!", "Ann and Bo
# have won this game!"
_WON = re.compile(
    r"\bwin\s+condition\s+has\s+been\s+(?:reached|achieved|met)\b"
    r"|\b(?:has|have)\s+won\s+(?:this|the)\s+game\b",
    re.I,
)
# not over yet: a rule, a plan, a wait ("Don't need to wait for me to declare game over")
_NOT_NOW_OVER = re.compile(
    r"\b(?:if|when|once|until|will|would|can|could|must|condition|need|wait|declare\w*|before"
    r"|not|don['’]t)\b",
    re.I,
)


def game_over(line: str) -> bool:
    """Does this line of a host post end the game ("The Mafia team of Ann and Bo win!", "A
    win condition has been reached!")? A rule ("Town wins when all scum are dead") or a
    question ("Is the game over?") does not: read in the sentence that says it."""
    for sentence in SENTENCES.split(line):
        if (m := _WON.search(sentence)) is not None and "?" not in sentence[m.start() :]:
            return True
        m = _GAME_OVER.search(sentence)
        if (
            m is not None
            and _NOT_NOW_OVER.search(sentence) is None
            and "?" not in sentence[m.start() :]
        ):
            return True
    return False


# the host clears the day's votes: "Vote count is reset", "Votes have been reset"
_RESET = re.compile(
    r"\bvote\s*count\s+(?:is|has\s+been|was)\s+(?:now\s+)?reset\b"
    r"|\bvotes\s+(?:have\s+been|are|were|are\s+now)\s+(?:now\s+)?reset\b"
    r"|\bresetting\s+(?:the\s+|all\s+)?votes\b",
    re.I,
)
_NOT_NOW = re.compile(
    r"\b(?:will|would|if|probably|may|might|until|when|once|at\s+the\s+start)\b", re.I
)


def resets_votes(html: str) -> str | None:
    """The line of a host post that clears the open day's votes ("Sending out a massprod,
    vote count is reset."), or None: a plan ("all votes will be reset at the start of
    Day 1", "I'll probably reset the vote count") clears nothing yet."""
    for line in host_lines(html):
        for clause in re.split(r"(?<=[.!?;])\s+", line):
            m = _RESET.search(clause)
            if m is not None and _NOT_NOW.search(clause) is None:
                return clause.strip()
    return None


# a recap's heading: "Game recap", "Recap of the game" ("Recap:" alone retells only after
# the game's end: a day's start may recap its night, "Recap: Juno was killed on Night 2.")
_RECAP = re.compile(r"^\W*(?:the\s+)?game\s+recap\b|^\W*recap\s+of\s+the\s+game\b", re.I)
# a phase a line of the recap tells a death in: "on Night 1", "during Day 2", "killed N1",
# or heading
# the line, "Day 2:", "N1 -" (not "from Day 1 to the end", "Day 6 never came", "since N3")
_PHASE = rf"(?:(?P<phase>day|night)\s*{NUMBER}|(?P<p>[dn])(?P<n>\d+))\b"
_PHASE_TOLD = (
    re.compile(
        rf"\b(?:on|in|during|killed|died|lynched|executed|eliminated|modkilled)\s+(?:the\s+)?{_PHASE}",
        re.I,
    ),
    re.compile(rf"^\W*{_PHASE}\s*[:\-–—]", re.I),
)


def _told(line: str) -> list[re.Match[str]]:
    return [m for p in _PHASE_TOLD for m in p.finditer(line)]


def recap_lines(lines: Sequence[str]) -> list[str]:
    """The lines of a host post that retell the game after its end ("Town wins!" over
    "Recap: Ivo died on Night 1. Juno was lynched on Day 2.") or under a recap's heading
    ("Game recap" over "Night 1: Ivo was killed.", "Day 2: Juno was lynched."), each
    naming a phase; a retelling names two phases or more (one, "Town wins!" over "Ivo,
    Mafia Goon, was lynched Day 5.", tells the game's last death; so does "Ivo was
    lynched on Day 5." over "Thanks for playing from Day 1 to the end!")."""
    told: list[str] = []
    after = False
    for x in lines:
        heading = _RECAP.match(x) is not None
        if (after or heading) and _told(x):
            told.append(x)
        after = after or heading or game_over(x)
    phases = {_phase(m) for x in told for m in _told(x)}
    return told if len(phases) >= 2 else []


def _phase(m: re.Match[str]) -> tuple[str, int | None]:
    if m["phase"]:
        return m["phase"][0].casefold(), number(m[2])
    return m["p"].casefold(), int(m["n"])
