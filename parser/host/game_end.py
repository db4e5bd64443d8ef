"""The game's end and a reset of the votes in a host's post (pure: a line or a post's HTML
in): "The Mafia team of Ann and Bo win!", "A win condition has been reached!", "Game over"
end the game (no day starts after them); "Vote count is reset", "Votes were reset" clear
the open day's votes (never a plan: "votes will be reset at the start of Day 1"). A game
"nightless" has no nights (a day's end starts the next day).
"""

from __future__ import annotations

import re

from votecount.parser.host.sentences import SENTENCES
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
