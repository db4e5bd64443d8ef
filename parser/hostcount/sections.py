"""The parts of a count that are not wagon lines (its heading is ``headings``'s): the
"Not voting" list, table headers (a wagon column and a voters column, or a voter column
and a vote column), and sections not to read (the changes since the last count, the last
count shown again)."""

from __future__ import annotations

import re
from typing import NamedTuple

from votecount.parser.host.phase_words import ANOTHER_GAME
from votecount.parser.hostcount.heads import wagon_heading
from votecount.parser.hostcount.line import wagon
from votecount.parser.hostcount.model import HostWagon
from votecount.parser.hostcount.pieces import (
    ARROW,
    BULLET,
    LONGEST_LINE,
    cut,
    exact,
    read_list,
    resolve,
)
from votecount.parser.names.players import Roster

# (not "No votes have changed since the last count", "No vote was moved": a sentence)
NOT_VOTING = re.compile(
    r"^\W*(?:\d{1,2}(?=\W*\s)\W*)?(?:still\s+)?(not\s*voting|non[\s-]?voting|non[\s-]?voters?|"
    r"no\s+votes?\b(?!\s+(?:(?:ha(?:ve|s|d)|were|was)\s+(?:been\s+)?)?(?:changed|moved))|"
    r"not\s+voted|"
    r"not\s+yet\s+voted|did\s*n[o']t\s+vote\b|has\s*n[o']t\s+voted|have\s*n[o']t\s+voted|"
    r"yet\s+to\s+vote|unvoted|abstaining|with(?:out\s+(?:a\s+)?|\s+no\s+)votes?\b|voteless|"
    r"missing\s+votes?\b|unaccounted(?:\s+for)?\b|"
    # in Spanish, Portuguese, German and French: "Sin votar", "N\u00e3o votaram", "Nicht
    # abgestimmt", "N'ont pas vot\u00e9"
    r"sin\s+vot(?:ar|o)\b|no\s+han\s+votado|n(?:\u00e3|a)o\s+vot(?:aram|ou|ando)\b|sem\s+voto|"
    r"nicht\s+abgestimmt|(?:noch\s+)?keine\s+stimme|n'?ont\s+pas\s+(?:encore\s+)?vot(?:\u00e9|e)|"
    r"pas\s+de\s+vote|niet\s+gestemd|geen\s+stem|non\s+(?:votanti|hanno\s+votato))",  # Dutch, Italian
    re.I,
)
# a count that says nobody has voted: "no votes placed", "No votes yet."
NO_VOTES_YET = re.compile(
    r"^\W*(?:there\s+are\s+)?no\s+votes?\s+(?:have\s+been\s+|were\s+|are\s+)?"
    r"(?:placed|cast|yet|so\s+far|in)\b[\s\w]*+\W*$",
    re.I,
)
# the same in words that name no "not voting" list, read under a count's heading only:
# "Nobody is voting.", "No one has voted yet.", "No one is currently voting.", "There are
# no votes.", "No votes"
NOBODY_VOTES = re.compile(
    r"^\W*(?:(?:no\s*-?\s*one|nobody)\s+(?:is|has|have)\s+(?:(?:currently|yet)\s+)?"
    r"(?:voting|voted)(?:\s+(?:yet|anyone|anybody)){0,2}|"
    r"(?:there\s+are\s+)?no\s+votes?(?:\s+yet)?)[.!]*$",
    re.I,
)
EVERYONE = re.compile(r"\b(?:every(?:one|body)|all)\b", re.I)  # "Not voting: everyone"
# one name alone on its line, a bullet before it ("Lark", "- Wren77"): no list, no cells
NAME_ALONE = re.compile(r"^[^\w:(),|]*[\w][\w .'-]*$")
_NOT_VOTING_TAIL = re.compile(
    r"[-:]?\s*(?:(?:are|is)?\s*(?:still\s+)?not\s+(?:yet\s+)?voting|"
    r"(?:have|has)\s*(?:n[o']t|not)\s+(?:yet\s+)?voted(?:\s+yet)?)\W*$",
    re.I,
)  # "Juno, Ivo - are not voting", "Juno and Ivo have not voted yet."
_TAIL_ROOM = 80  # "- are not yet voting" and the marks after it
_WAGON_HEADERS = ("nominee", "nominatee", "wagon", "player", "target", "candidate", "lynchee")
_VOTER_HEADERS = ("voted by", "voters", "votes from", "voted")
# a table of one row a voter: "Voter | Voting for", "Player | Vote"
_VOTER_CELL = re.compile(r"^(?:voter|player|name)s?$", re.I)
_VOTE_CELL = re.compile(
    r"^(?:vote|voting(?:\s+(?:for|on))?|vote[sd]\s+(?:for|on)|current\s+vote|target)$", re.I
)  # not "Votes": "Player | Votes" is a wagon and its votes


LONGEST_HEADING = 80  # characters of a count heading, and of a short label
# "Changes since the last count:", "Votes changed since last VC", "Vote changes:",
# "Replacements:" (its "Ivo -> Juno" lines are no votes), "Latest changes:", "Updates since
# VC 2.4:", "What changed:", "Movement:"
_CHANGES = re.compile(
    r"^\W*(?:(?:(?:latest|recent)\s+)?(?:vote\s*)?changes|votes?\s+changed|new\s+votes|"
    r"since\s+(?:the\s+)?last|updates?\s+since|what\s+changed|movements?|"
    r"replacements?|substitutions?|unvotes|withdrawn(?:\s+votes?)?|withdrawals?)\b"
    r"(?:\s+since\s+(?:the\s+)?(?:last|previous)\b)?[\w\s.#]*\W*$",
    re.I,
)
# the last count shown again: "Previous count:", "Last vote count, for reference"
PREVIOUS = re.compile(
    r"^\W*(?:previous|last|old|earlier|yesterday'?s)\s+(?:vote\s*)?(?:count|tally|vc)"
    r"(?:\s*#?\d+(?:\.\d+)*|\s*[(\[]\s*(?:vc\s*)?#?\d+(?:\.\d+)*\s*[)\]])?"  # "(2.2)"
    r"(?:\s*,?\s*\(?for\s+reference\)?)?\W*$",
    re.I,
)  # a label alone: not "Last vote count was wrong, here is the right one"
# lines that are no count of today's: a host's sample count in a setup post ("Sample vote
# count", "Vote counts will look like this:", with the heading below it), votes set apart
# as not counted, a list of each player's votes ("Vote history, Day 1": "Juno: Ivo,
# Lark" is Juno's votes, not a wagon)
SAMPLE = re.compile(
    r"^(?:.*\b(?:counts?|tall(?:y|ies))\s+will\s+(?:look|be\s+(?:written|posted|formatted))"
    r"\s+like"
    # "I will post a vote count like:", "I'll write the vote counts in this format"
    r"|.*\b(?:post|write|format|do)\s+(?:the\s+|my\s+|a\s+)?(?:vote\s*)?(?:counts?|tall(?:y|ies)|vcs?)"
    r"\s+(?:like|as\s+follows|in\s+(?:this|the\s+following)\s+(?:format|form|way))"
    # "counts will be in this format", "The vote count will follow this layout:"
    r"|.*\b(?:counts?|tall(?:y|ies)|vcs?)\s+will\s+(?:be\s+in|follow)\s+(?:this|the\s+following)\s+"
    r"(?:format|form|layout)"
    r"|\W*(?:(?:an?|the)\s+)?(?:sample|example)\s+(?:of\s+(?:a\s+)?)?(?:vote\s*)?(?:count|tally|vc)"
    r"|\W*(?:vote\s*)?(?:count|tally|vc)\s+(?:sample|example)\b)",  # "Vote count example"
    re.I,
)  # ("^.*" alone before "counts": "^\W*.*" tried every split of a run of punctuation)
_HISTORY_LABEL = r"(?:vote|voting)\s+(?:histor(?:y|ies)|records?|logs?)\b"
VOTE_HISTORY = re.compile(rf"^\W*{_HISTORY_LABEL}", re.I)  # "Vote history:": voters' votes
NOT_A_COUNT = re.compile(
    rf"^\W*(?:{_HISTORY_LABEL}|"
    r"(?:(?:invalid|illegal|late|uncounted|ignored|void(?:ed)?|rejected)\s+votes?|"
    r"votes?\s+(?:after\s+(?:the\s+)?deadline|not\s+counted)|"
    # a tally of the night's actions or of the scum's kill votes as a label alone on its
    # line: "Night 2 actions", "Night actions received:", "Scum kill votes" (not "Night
    # actions are due", "Night actions: due by 18:00")
    r"(?:night\s*\d*\s+actions?(?:\s+(?:received|submitted|in|so\s+far))?|"
    r"(?:(?:scum|mafia|wol(?:f|ves)|werewol(?:f|ves)|night)\s+)?kill\s+votes?|"
    # a tally of another vote: "MVP votes", "Theme poll", "Awards voting results"
    r"(?:mvp|awards?|theme|setup|favou?rite\s+\w+|best\s+\w+)\s+(?:votes?|voting|poll)"
    r"(?:\s+results)?)"
    r"(?=\s*(?:\([^)]*\)\s*)?:?\W*$))"
    r"\s*(?:\([^)]*\)\s*)?(?::|$))",
    re.I,
)  # and a section of votes that do not count: "Invalid votes:", "Votes after the deadline:"
# a count that is not the host's count of today, announced by a short line: a player's
# "Unofficial vote count:", "Vote count (unofficial)", "My own tally", "Wagons as I see
# them:", "Where the wagons stand for me:", a rules post's "Vote count format:", "Counts will follow this format", a spoiler
# titled "Sample", "Last game's final tally"
# a player's hedged count: "If I count right:", "Count check, if I count right:", "If
# I'm counting right it's", "Rough count from me:" (not a host's "By my count:", "Rough
# count:", "If I counted right, here is the count:", nor a sentence in a count "If I'm
# counting right, Ivo is at L-2"); right under the count's own heading it is the host's
# (``linewise``: "Vote Count 2.3" over "Apologies, if I counted correctly:")
_IF_RIGHT = (
    r"if\s+i(?:'m|\s+am)?\s+(?:count(?:ed|ing)?|tall(?:y|ied|ying))\s+"
    r"(?:(?:this|it|that|them)\s+)?(?:right|correctly)"
)


def _hedged(words: str) -> re.Pattern[str]:
    return re.compile(
        r"^\W*(?:[\w\s]{1,20},\s*)?(?:" + words + r")\b"
        r"(?:\s*,?\s*(?:it'?s|it\s+is|that'?s|we\s+have|we'?re\s+at))?\s*:?\W*$",
        re.I,
    )


HEDGE = _hedged(
    _IF_RIGHT + r"|(?:a\s+)?rough\s+(?:vote\s*)?(?:count|tally)\s+(?:from\s+me|of\s+mine)"
)
# the hedge a host may write beside the count's own heading: "if I counted right" (not
# "Rough count from me:", a player's own above a copied heading)
HOST_HEDGE = _hedged(_IF_RIGHT)
_OTHER_LABEL = re.compile(
    r"\b(?:wagons?|votes?|counts?)\s+as\s+i\s+see\s+(?:it|them)\b|"
    # "How the wagons look to me:" (not a private-vote game's "Votes as sent to me:")
    r"\b(?:wagons?|votes?)\b[^:]{0,30}\b(?:look|stand|seem|appear)s?\b[^:]{0,12}\b(?:for|to)\s+me\s*:\W*$|"
    r"^\W*(?:vote\s*)?(?:count|tally|vc)\s+format\b|"
    r"\b(?:counts?|tall(?:y|ies))\s+will\s+follow\s+(?:this|the\s+following)\s+"
    r"(?:format|form|layout)\b|^\W*(?:sample|example|template)s?\W*$|"
    # "Counts come every 20 posts. For example:", "..., e.g." (a line that speaks of votes
    # or counts)
    r"\b(?:vot\w*|counts?|tall(?:y|ies))\b.*\b(?:for\s+(?:example|instance)\s*:|e\.\s?g\.\s*:?)\W*$|"
    # a player's what-if: "What if:", "Scenario if Ivo unvotes:", "If Juno flips Lark:"
    r"^\W*(?:what\s+if|(?:a\s+|the\s+)?(?:scenario|hypothetical(?:ly)?))\b[^:]{0,60}:\W*$|"
    # (not a host's "If I counted right, here's the vote count:": no what-if)
    r"^\W*if\s+(?!i(?:'m|\s+am)?\s+(?:count|tall)\w*\s+(?:\w+\s+)?(?:right|correctly)\b)"
    r"(?![^:]*\byou)[^:]{1,50}\b(?:un)?(?:vot|hammer|switch|flip|mov)\w*\b[^:]{0,30}:\W*$|"
    # a player's own count: "I counted the wagons myself:", "My count shows:", "I tallied:"
    r"^\W*(?:i\s+(?:(?:have\s+|just\s+)?(?:counted|tallied|count)\b|make\s+it\b)|"
    r"my\s+(?:own\s+)?(?:count|tally)\s+(?:shows|says|has|gives|is)\b|"
    # "My own reading of the wagons:", "My take on the votes:"
    r"my\s+(?:own\s+)?(?:reading|read|take|view)\s+(?:of|on)\s+(?:the\s+)?(?:wagons?|votes?)\b)"
    r"[^:]{0,50}:\W*$|"
    # a player's count in the host's place: "If I were host the count would be:"
    r"\bif\s+i\s+(?:were|was|had\s+been)\s+(?:the\s+)?(?:host|mod|gm)\b",
    re.I,
)
# the line opens with it ("Unofficial vote count", "My own tally,", "VC (unofficial)"), not a
# host's sentence ("Remember: unofficial votes don't count", "Juno's unofficial count was ...")
# (and a player's parody: "FAKE VOTE COUNT", "Predicted vote count", "Vote count of my
# feelings", "Vote count (my version)", "Unofficial-unofficial VC")
_OTHER_COUNT = re.compile(
    r"^\W*(?:an?\s+)?(?:(?:unofficial|my\s+own|fake|mock|joke|parody|predicted|projected|"
    r"hypothetical|imaginary|pretend)[\s-]+)+(?:vote\s*)?(?:count|tally|tallies|vcs?)\b|"
    r"^\W*(?:vote\s*)?(?:count|tally|vcs?)\b[^a-z]{0,12}\b(?:unofficial|my\s+(?:own|version|take))\b|"
    r"^\W*(?:vote\s*)?(?:count|tally|vcs?)\s+of\s+my\b",
    re.I,
)
# the game's end announced: what follows is its history, not a count ("Game over! Scum
# wins.", "Town wins!", "Final results")
GAME_OVER = re.compile(
    r"^\W*(?:(?:the\s+)?game\s+(?:is\s+)?over|(?:the\s+)?(?:town|mafia|scum|wolves|werewolves|"
    r"villagers?|village|cult)\s+(?:wins?|has\s+won|have\s+won)|final\s+results)\b"
    r"(?![^.!]*\b(?:if|when|unless|once|would|will|can|could|must)\b)"  # not "Town wins if ..."
    # nor a rule or a player's end ("Scum wins at parity.", "Mafia wins ties", "Town wins on
    # a tie", "Town wins the vote", "Game over for Ivo")
    r"(?!\s*\?|\s+(?:at|for|ties?|on\s+(?:an?\s+)?tie|the\s+(?:vote|tie))\b)",  # "Game over?"
    re.I,
)
# a label over lines of one voter each, the voter first: "Votes by player:", "Voter:
# Vote", "Player - Voting", "Who is voting whom:" (a table's header row is read as one:
# "Player | Votes" is a wagon and its votes)
PER_VOTER = re.compile(
    r"^\W*(?:votes?\s+by\s+(?:player|voter)s?|(?:each\s+)?player'?s'?\s+votes?|"
    r"who(?:'s|\s+is)?\s+vot(?:es?|ing)\s+(?:for\s+)?whom|"
    r"(?:voter|player)s?\s*(?:[:/\u2014\u2013]|\s-+>?\s|\u2192)\s*(?:vote|voting(?:\s+for)?|target))\W*$",
    re.I,
)
_COUNT_WORD = re.compile(r"\b(?:vote\s*)?(?:count|tally|tallies|vcs?)\b", re.I)


def other_count(line: str) -> bool:
    """Does the short ``line`` announce a count that is not today's own (a player's, a
    sample, another game's)? What follows it is read as a sample's lines."""
    if len(line) > LONGEST_HEADING:
        return False
    if _OTHER_LABEL.search(line) or _OTHER_COUNT.search(line) or HEDGE.search(line):
        return True
    # another game's count announced above it ("Last game's final tally:"), not a sentence
    # ("Like last game, vote counts come daily.")
    labels = line.rstrip(" *").endswith(":")
    return labels and ANOTHER_GAME.search(line) is not None and _COUNT_WORD.search(line) is not None


# (under "Unvotes:", "Wren77 (from Bramble)" alone on its line: a vote taken back; not a
# wagon noting where a voter came from, "Bramble (2): Juno, Ivo (from Lark)")
CHANGE = re.compile(
    rf"{ARROW}|\b(?:un)?voted\b|\bunvotes?\b|"
    r"^[^()\[\]:,;]{1,40}[(\[]\s*from\s[^()\[\]]{1,40}[)\]]\W*$",
    re.I,
)


class Columns(NamedTuple):
    wagon: int
    voters: int
    per_voter: bool  # one row a voter ("Voter | Voting for"), not one row a wagon


# votes told in words before a "not voting" tail: the line is a sentence of votes (not a
# bracketed note, "Wren77 (voted for Juno, then unvoted)", nor the tail's own arrow,
# "Wren77, Ember -> not voting")
_VOTES_TOLD = re.compile(rf"\b(?:is|are)\s+voting\b|\bvot(?:es|ed)\s+(?:for|on)\b|{ARROW}", re.I)
_NOTE = re.compile(r"\([^()]*\)")
_TAIL_LEAD = re.compile(rf"(?:\s|{ARROW}|[-:\u2013\u2014])+$")


def not_voting(line: str, roster: Roster) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The players a "Not voting" line names and its pieces that name no player
    (``pieces.read_list``), or None when the line is none."""
    listed = _not_voting_list(line)
    return None if listed is None else read_list(listed, roster)


def _not_voting_list(line: str) -> str | None:
    """The list a "Not voting" line writes, after its head ("Not voting: Juno, Ivo") or
    before its tail ("Juno, Ivo - are not voting"), or None when the line is none."""
    if len(line) > LONGEST_LINE:
        return None  # prose, as for a wagon
    text = BULLET.sub("", line).strip()
    m = NOT_VOTING.match(text)
    if m is not None:
        return text[m.end() :]
    end = max(0, len(text) - _TAIL_ROOM)  # the tail is looked for at the line's end only
    tail = _NOT_VOTING_TAIL.search(text, end)  # "Juno, Ivo - are not voting"
    if tail is None or _VOTES_TOLD.search(_TAIL_LEAD.sub("", _NOTE.sub("", text[: tail.start()]))):
        return None  # "Juno is voting Ivo. Everyone else has not voted.": votes, no list
    return text[: tail.start()]


def table_header(cells: list[str]) -> Columns | None:
    """The wagon and voters columns when ``cells`` is a table's header row."""
    low = [c.casefold() for c in cells]
    voters = next((i for i, c in enumerate(low) if any(h in c for h in _VOTER_HEADERS)), None)
    wagon_at = next(
        (i for i, c in enumerate(low) if i != voters and any(h in c for h in _WAGON_HEADERS)),
        None,
    )
    if voters is not None and wagon_at is not None:
        return Columns(wagon_at, voters, False)
    voter = next((i for i, c in enumerate(cells) if _VOTER_CELL.match(c)), None)
    vote = next((i for i, c in enumerate(cells) if _VOTE_CELL.match(c)), None)
    if voter is not None and vote is not None:
        return Columns(vote, voter, True)
    return None


def table_row(line: str, cells: list[str], columns: Columns, roster: Roster) -> HostWagon | None:
    """The wagon a row of a headed table shows (one voter's, for a table of voters: their
    vote now, the last of a path "Lark \u2192 Bramble")."""
    wagon_cell = cells[columns.wagon]
    target = resolve(re.split(ARROW, wagon_cell)[-1] if columns.per_voter else wagon_cell, roster)
    if target is None:
        return None
    pieces = [p.strip() for p in cut(cells[columns.voters], roster)]
    pieces = [p for p in pieces if p and not p.isdigit()]
    if columns.per_voter and len(pieces) != 1:
        return None
    stated = None if columns.per_voter else next((int(c) for c in cells if c.isdigit()), None)
    return wagon(target, line, pieces, stated, roster) if pieces else None


def wagon_columns(cells: list[str], roster: Roster) -> list[HostWagon | None] | None:
    """A table row heading one wagon a column ("Ivo (2) | Lark (1)"), each wagon in its
    cell's place (None where a cell is empty), its voters one a row below; or None when
    the row is not that (two wagons or more, each with its total or a colon)."""
    heads = [wagon_heading(c, roster) if c else None for c in cells]
    named = [h for h in heads if h is not None]
    if len(named) < 2 or len(named) != sum(1 for c in cells if c):
        return None
    return heads


def column_voters(cells: list[str], roster: Roster) -> list[str | None] | None:
    """The voter each cell of a row under ``wagon_columns`` names (None for an empty
    cell), or None when a cell names nobody or more than one (the table ended)."""
    out: list[str | None] = []
    for cell in cells:
        named = read_list(cell, roster)
        if cell and (len(named[0]) != 1 or named[1]):
            return None
        out.append(named[0][0] if cell else None)
    return out if any(out) else None


# a matrix: a header of players' names over one row a voter, a tick under their wagon
# (its corner names the rows: an empty one is no different from a row "| Lark | Ember |")
_MATRIX_CORNER = re.compile(r"^\W*(?:voters?|players?|names?|who|votes?)\W*$", re.I)
_TICK = re.compile(r"^\W*(?:x|1|[\u2713\u2714\u2705\u2611\u2022\u25cf])\W*$", re.I)
_NO_TICK = re.compile(r"^[\s0\-\u2013\u2014.]*$")


def matrix_columns(cells: list[str], roster: Roster) -> list[HostWagon | None] | None:
    """A matrix's header ("Voter | Bramble | Lark"): a corner cell naming the rows,
    then two players' names or more, each a wagon in its cell's place; or None."""
    heads = [
        HostWagon(name, c, (), None) if (name := exact(c, roster)) else None for c in cells[1:]
    ]
    named = [h for h in heads if h is not None]
    if (
        not _MATRIX_CORNER.match(cells[0])
        or len(named) < 2
        or len(named) != sum(map(bool, cells[1:]))
    ):
        return None
    return [None, *heads]


def matrix_voters(cells: list[str], roster: Roster) -> list[str | None] | None:
    """The voter of a matrix's row ("Juno | X |  |") in the place of the one cell ticked
    (a player's row ticked nowhere, "Wren77 |  |  |", votes on no wagon: all None), or
    None when the row is not one player's with one tick at most (the table ended)."""
    voter = exact(cells[0], roster) if cells else None
    ticked = [i for i, c in enumerate(cells) if i and _TICK.match(c)]
    rest = all(_NO_TICK.match(c) for i, c in enumerate(cells) if i and i not in ticked)
    if voter is None or len(ticked) > 1 or not rest:
        return None
    return [voter if i in ticked else None for i in range(len(cells))]


def changes_heading(line: str) -> bool:
    """A heading of the votes changed since the last count, each a change, not a wagon."""
    return len(line) <= LONGEST_HEADING and _CHANGES.match(line) is not None
