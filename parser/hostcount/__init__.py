"""Reading a vote count that a host wrote by hand (pure: HTML and a roster in, values out).

Hosts write counts in many shapes; this reader is lenient and line based::

    Bramble (2): Juno, Ivo             [b]Bramble[/b] - 2 (Juno, Ivo)
    (2) Bramble — Juno, Ivo            Bramble 2/5 (L-3): Juno (#12), Ivo (#20)
    Not voting (1): Kestrel            | Ivo | Bramble | Juno, Kestrel | 2 |

Each line outside quotes, code and struck text is cut at separators (``, ; : ( ) [ ]
| — –`` and a dash next to a space) after count marks (``5/7``, ``L-2``, ``#12``,
``x3``, "votes") are taken out (a player's name holding such punctuation, "hp[leaves]",
is kept whole). The lines above the count's heading ("Votecount:", "Vote Count 2.3"),
when a line is one, are not read. The first piece names the wagon, the rest its voters;
names resolve through the game's roster (aliases, abbreviations, small typos), so struck
voters (moved away) are dropped, unless the line's own total counts them and they stand
on no other wagon, and unknown pieces are kept as ``unresolved``. A line is
a wagon when its head resolves (a player or No Lynch) and at least one voter does and
unknown pieces do not outnumber known ones. Tables with a header row naming the wagon
column ("Nominee", "Nominatee", "Wagon", "Player") and the voters ("Voted by",
"Voters") are read by column, so a BotF nominator is not taken for the wagon.

Also read: "2 votes for Ivo (Juno)", "Voting Ivo-Juno", "Ivo -Juno", a bare total column
("Ivo    2  Juno, Lark"), glyph bars ("Ivo \u25c9\u25ceJuno"), a bold wagon with no
separator after it, MafiaScum's hidden inline text and an uncited quote box that stands in
no other quote (a host boxing the count), a count in a code box (read like one in a
spoiler: only when the post's own text holds none).

Voters first: "Juno, Ivo -> Bramble (2)", "Juno is voting Bramble", one line a voter
("Juno -> Bramble", a table headed "Voter | Voting for"): lines of one voter are gathered
by wagon. One voter a line under a wagon heading ("Bramble (2)" or "Bramble:" and then
"- Juno", "- Ivo"). A voter's history in brackets is read to its end: "Ivo (unvoted)",
"Ivo (vote, unvote)" drop Ivo; "Ivo (unvote, vote)" keeps him. Voters may be joined by
"and" or "&"; "needs 3", "3 to lynch", "post 33" are count marks.

``read_host_count(html, roster)`` returns a ``HostCount`` or None when the post holds no
count (no wagon line, or no word "vote" anywhere in it). The "Not voting" lines' pieces that
name no player are kept as written (``HostCount.not_voting_unnamed``: init's players who
never posted, ``parser.host.players``). The post's lines come from
``parser.hostcount.post_lines``. The reader is split by responsibility: ``pieces`` (a line's
pieces and the players they name), ``line`` (one line as a wagon; ``history``, a voter's
history read out of it first), ``headings`` (the
count's heading and the lines that are its own), ``sections`` ("Not voting", table
headers, sections not read), ``reading`` (what is
gathered so far; the lines under a heading or a table's wagon columns), ``linewise`` (a
post's lines read one by one into a count) and this module (which of a post's lines are
its count: its own text, its boxes, a quote it introduces).

Also (third round, issue #25): a player's name alone on a bold, larger or underlined line
under the count's heading heads the voters below it; "Ivo: Lark -> Bramble" is Ivo's vote
moved to Bramble; of two numbered count headings the higher one is read, of an old count
boxed in an uncited quote and one below it the one below; "Changes since the last count",
"Replacements" and "Previous count" sections are not read; one voter's vote alone with no
count heading is no count.

Fourth round (issue #25): several wagons on one line are read one by one
(``line.wagons_of``); "Nobody is voting" under the count's heading is an empty count;
"Sample vote count" and "Vote history" sections are not read; with no count heading, a
line whose unknown piece is a sentence, or "Lynched: Ivo (voted by Juno)", is no wagon.
The lines' wagons are gathered into one count by ``gather``.

Fifth round (issue #25): "E-2", "L2", "2/3 to elim", a seat "[P3]", "(Seat 3)", an ISO date
are count marks; "Seat 3 -" and "P3" before the wagon are list marks; more arrows ("\u279c",
"\u27f6", ">>") and "has voted" point to a vote; "Juno: voting Ivo", "Juno: VOTE: Ivo" and
"Juno (voting Ivo)" are voters first; a count heading ("VC 2.3") says "vote"; a short line
announcing another count (a player's "Unofficial vote count", "Vote count format:", a
"Sample" box, another game's tally) starts lines not read, like a sample; "Ivo (Juno, Lark),
Ember (Wren)" is two wagons; "Juno, Ivo, and Lark" three voters; a post whose own text is
only "Not voting: Lark" (no heading) takes the wagons of its box when Lark votes on none;
"Ivo: 2 votes" heads the voters of the next line, "(Juno, Lark)"; "Votes to Ivo:".

Sixth round (issue #25): an earlier day's votes recapped beside today's count ("How Day 1
ended:", "**Day 1**" above "**Day 2**") are not read (``headings.without_recaps``); a
wagon line short of its total takes the names of the line below when they make it up (a
wrapped line); "Ivo [L-2]" heads the voters below; "Latest changes:", "Updates since VC
2.4:" start changes; "Ivo — votes (1): Juno" is a label and "Ivo => 1 (Juno)" wagon
first; "Lark unvoted" among the voters
takes Lark's vote away; "Marlow aka Ivo", "Ivo/Marlow" name one slot; a bare ``<blockquote>``
(Discourse's ``>``) is a box like an uncited quote, and a quote that the post's last line
introduces as the count ("Official count:") is read when the post holds none of its own.

Seventh round (issue #25): "Votes by player:" and its kin make the lines below voter
first; ordinals, "Lark -> unvote", "(unvoted: Lark)", "~~Lark~~" in a history; vBulletin's
and XenForo's markup (``post_lines``); "Vote Count 2.7: Ivo (2): ..." cut in two; counts in
Spanish, Portuguese, German and French words; a parody, an example or the game's end
starts lines not read; a bare box under "your count is wrong" is a player's; a wrapped
line ends on a comma.

Eighth round (issue #25): voters joined by "\u00b7" or "\u2022"; totals in braces, guillemets,
angle brackets, tildes; a vote's time is a count mark; headings and a list item heading a
nested list are set apart; a tree's branches are bullets (``linewise``); a wagon written as
a block of lines is one line (``blocks``); "(final)", "EDIT:" in a count heading and the
final of two headings; night actions are no count; a "Not voting" list beside a plea to
vote, with no heading and no wagon, is a prod.

Ninth round (issue #25): a final count that numbers no day is the final of the day above
it; "EDIT: Vote Count 2.4: Ivo (2): ..." is cut after the heading; "(2) Juno, Ivo" names
no wagon (a name alone or "Ivo:" above it does, ``blocks``); a legend of abbreviations
("J = Juno, I = Ivo", ``legend``) is written out; "S3 Juno", "Player 3 Juno" are slot
marks; dotted leaders and a code block's runs of spaces cut a line; a line below a wagon
short of its total that opens with ", ", "and", "&" or "..." goes on with its voters; a
player's what-if ("What if:", "Scenario if Ivo unvotes:") and "Template" start lines not
read; Dutch "Stemmen", "Stemtelling", "Niet gestemd"; "Tally 3.2", "Lynch Count",
"Elimination tally", "Wagons:" are count headings; "by Juno, Ivo" and "Voters: Juno, Ivo"
under a wagon's heading are its voters; "Ivo, two votes: Juno, Lark" is a wagon; "Wagon
of Ivo", "Against Ivo" name the wagon; a line with no name before its colon ("(2): Juno,
Ivo") names none; a bare total ("2") between a block's name and its voters.

Tenth round (issue #25): an indented line (``CountLine.indented``: phpBB's non-breaking
spaces, XenForo's spaces, an ``[INDENT]``) below a wagon short of its total goes on with its
voters; "Bramble, Lark (1 each): Juno, Ivo" makes the post no count (whose voter is whose
cannot be told); players named by digits ("42") are names, not totals; "Juno: Lark >
Bramble" and a table's "Lark \u2192 Bramble" are a voter's path; "Juno in 123" a voter and
their post; "2x Juno" a weight; "Ivo, 2: Juno, Lark"; a bar's length at a line's end ("Ivo
\u2588\u2588 2") its total; a count heading may end with the living and the majority ("Vote
Count 1.3 \u2014 9 alive, 5 to lynch", "(9 alive)"), the day or the post in brackets
("Votecount (Day 3) #4", "(post 512)"), a day in Roman numerals ("II.3"); a table header of
days ("Voter | Day 1 | Day 2") and, with no heading, "Bramble - lynched Day 1 (votes: ...)"
are a history; "Ivo (2): Juno | Not voting: Lark" is a wagon and the list; "I counted the
wagons myself:", "MVP votes" and a table cell "Kill vote" start lines not read; a host's
post quoted with "^ still current" (or "No changes") and nothing else is the count
(``restated``).

Eleventh round (issue #25): a count heading may say the post it counts to ("Vote Count 3.4
as of post 512", "up to post #512"); a heading that ends the post heads nothing; a voter's
weight ("Juno [x2]", "(double vote)") counts toward the wagon's total
(``HostWagon.votes``): a struck voter, an indented name or a line below is no voter when
the weights make the total up; a line of the living between wagons ("With 12 alive, 7 to
lynch.") ends the count only when the next line is no wagon with a total of new voters; a
line of totals alone ("Bramble (2), Lark (1)") is no wagon; "Ivo (2): Juno \u2014 Lark (1):
Ember" and "... // Lark (1): ..." are two wagons; "[prev: Lark]" a history; "Unvotes:" a
section of changes and "Wren77 (from Bramble)" under "Unvoted:" a player not voting; with
no heading, a line telling a replacement and no total is no wagon; "My reading of the
wagons:" opens a player's count; a restated quote's line in the first person or about
voting is a player's comment, and a co-host's count quoted in vBulletin's box, or "is
current", "Official count" under it, restates it; "Current count:" is a count heading, cut
off a line of several wagons ("Current count: Ivo 2 (Juno, Lark), Ember 1 (Wren).").

Twelfth round (issue #25): the hammer marked before its voter ("Juno, Ivo, **HAMMER**
Lark", "hammered by Lark"; a note in the wagon's head before its colon is no voter); a
legend saying italic names are late or not counted ("Italics: placed after the
deadline") reads italic names as struck (``post_lines``); "Lynch votes on Ivo", "Votos de
Ivo", "Voti per Ivo" name the wagon and "Votos:", "Votes:" below a wagon heading its
voters; "Lark on 1 (Ember)"; a line of wagons ending with the majority ("..., with 5 to
lynch") is cut before it; a player's hedged count ("If I count right:", "If I'm counting
right it's", "Rough count from me:") starts lines not read; "Voted for Ivo:" names the
wagon; a post number in superscript after a voter ("Juno<sup>123</sup>") is a mark; "Ivo
has 2 votes from Juno and Lark" is a wagon; a "not voting" tail after votes told in words
("... Ember is voting Lark. Everyone else has not voted.") is no list. Voters named by a slot's
number ("Slot 4", "#4") name nobody (the roster has no seats): never a wrong voter.

Thirteenth round (issue #25): a hedge right under or above the count's own heading ("Vote
Count 2.3" over "Apologies, if I counted correctly:") is the host's (``linewise``); "If I counted
right, here's the vote count:" is no what-if; "Count:" is a heading, cut off one wagon
whose voters are bracketed ("Count: Ivo 2 (Juno, Lark)"); under a per-voter label
("Voter — Target") "Juno, Lark — Ivo (2)" is voters first (``gather.dash_swapped``);
a "(changed from Lark)" note is left out (``history``); a status word that is a player's
name ("Hammer") is the player, unless bracketed, in capitals the line is not written in, or
over the wagon's total; "Count" alone heads a post with no vote word only over wagons whose
totals their voters make up, or on their own line (``_bare_counted``);
"Previous count (2.2):" labels a previous count; an italic late voter in "Not voting"
stays listed (``post_lines``).

Fourteenth round (issue #25): the count's number in brackets is a heading's ("Vote Count
(2.3)", "VC [#4]", "(Day 2, count 3)"); "Dead (1): Lark" is a wagon when a player is named
Dead; "Not voting:" reads its names one a line, each alone on its line (an italic late
voter kept); a status word beside a wagon heading ("Ivo (3) - LYNCHED", voters below) is
a mark; an unvote among a voter's steps ("Juno: Ivo -> unvote -> Lark") is a step; a
"Vote history:" above the count ends at a wagon whose voters make up its total
(``reading.history_ends``); "Count: Ivo (Juno, Lark)" beside a role list's lines ("Doctor:
Lark") is a role, no count (``_role_line``). Reviewed (review25b): the names one a line go
on only to exactly one player's name, bullet for bullet, voting nowhere above; a history
ends at no day's final count inside it, none before a later heading or "Day N"; a role
line's label is role words only, none below "Graveyard:"; "Alive (5): ..." with a player
Alive is no wagon when its names vote elsewhere; "No votes were changed" is a sentence.

Fifteenth round (issue #25): a blank line or a paragraph's end ends a "Not voting:" list
of one name a line (``post_lines.CountLine.apart``); "Claim: Lark" is no role list's line;
"Dead (2): Tansy, Wren77" with a player Dead is the dead when a name of it is no player;
"Recap:", "Previous days:" and "Day 1 - LYNCHED" label a recap (``headings``); a voter's
steps may carry post numbers ("Ivo (#12) -> unvote (#30) -> Bramble", ``history.step``);
"Juno -> Ivo, Lark -> Ivo" on one line is one vote a piece (``pieces.votes_apart``); "- last
vote 14:32 UTC" after a wagon is a note (``pieces.bare``); a matrix ("Voter | Ivo | Lark"
over "Juno | X |") opening the count is read a tick a voter (``sections.matrix_columns``).
Reviewed (review26b): a line set apart ends such a list only below a name not set apart,
with another bullet, and with no name set apart after it (``reading.ends_list``: "Wren77",
"", "Lark", "", "Ember" is one list); a note of the last vote that is a player's name
("- Last 1") is a voter; a matrix's row of a player ticked nowhere votes on no wagon.

Sixteenth round (issue #25): a player's name, no host's, set apart as the count's last line
is one more name of such a list (``reading.ends_list``); a one-line log naming a voter on
two players counts the later vote (``pieces.votes_apart``, also cut by ";"); "-Wren" after
a comma is a voter who left (``rewrite.without_left``); an arrow pointing back at the wagon
("Ivo <- Juno", "⇐", "⟵") is read voters first, one line a vote gathered
(``rewrite.pointed_back``).
Reviewed (review27b): that last name joins only when the count names the player nowhere
yet, written plainly, and the list's header states no total already made up; the arrow
back turns a line round only with one player before it (and "<->" is none); "-Wren" stays
a voter when the line's written total counts it.

Seventeenth round (issue #25): "HAMMERED! Ivo (2):" opens with a mark (``pieces.status_opened``);
"Lark (late)" is no vote unless the total counts it (``rewrite.without_late``); "[was: ...]",
"| history: ..." list earlier voters, "Lark (unvoted)" takes back Lark's earlier piece
(``history``); a legend whole in brackets is one; "(1 of 9)" states a total of 1.
"""

from __future__ import annotations

import re

from votecount.parser.hostcount.headings import (
    bare_count,
    from_heading,
    heading,
    without_recaps,
)
from votecount.parser.hostcount.line import LIST_LABEL, read_wagon_line
from votecount.parser.hostcount.linewise import read_all
from votecount.parser.hostcount.model import HostCount, HostWagon
from votecount.parser.hostcount.pieces import LONGEST_LINE, exact, resolve
from votecount.parser.hostcount.post_lines import (
    CountLine,
    boxes_named,
    count_lines_of,
    last_quote_at,
)
from votecount.parser.hostcount.restated import restated
from votecount.parser.hostcount.sections import not_voting
from votecount.parser.names.players import Roster
from votecount.parser.names.wordlists import ROLE_WORDS, SIDE_WORDS

__all__ = ["LONGEST_LINE", "HostCount", "HostWagon", "read_host_count", "read_wagon_line"]

_COUNT_WORD = re.compile(r"\b(?:counts?|tally|tallies|vcs?)\b", re.I)
_WRONG = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|mistaken|(?:is|was|'s)\s+off|(?:do\s*n[o']t|stop)\s+post(?:ing)?)\b",
    re.I,
)
# the host's own correction boxed below ("My last count was wrong, the corrected one:")
_CORRECTED = re.compile(r"\b(?:correct(?:ed|ion)?|fixed|right\s+one|updated|here)\b", re.I)
# the host's own earlier count ("My count yesterday was wrong", "the previous count was
# off"), unless the line speaks to a player ("Juno, your last count is wrong")
_MINE = re.compile(
    r"\b(?:my|our)\b|\b(?:previous|last|earlier)\s+(?:vote\s*)?(?:count|tally|vc)", re.I
)
_YOURS = re.compile(r"\byou(?:r|'re)?\b", re.I)
# "Votos", "Stimmen", "D\u00e9compte des voix", Dutch "Stemmen", "Stemtelling"
_VOTE_WORD = re.compile(r"vot|stimm|\bvoix\b|\bstem(?:men|telling)", re.I)
# the post's last own line introduces the quote below it as today's count
_INTRODUCES = re.compile(
    r"\b(?:official|current|today'?s)\b[^:]{0,40}?\b(?:vote\s*)?(?:count|tally|vc)\b[^:]{0,40}:\W*$",
    re.I,
)


def read_host_count(html: str, roster: Roster) -> HostCount | None:
    """The wagons of the hand-written count in ``html``, or None when there is none. A
    post that holds none of its own but introduces a quoted post as the count ("Official
    count:" right above a Discourse quote of a bot's post, its last) reads that quote, and
    one that quotes a host's post and says it still stands ("^ still current") reads it."""
    found = _read_post(boxes_named(html), roster)
    body = restated(html, roster) if found is None else None
    if body is not None:  # "^ still current" below the host's own count quoted
        return read_host_count(body, roster)
    at = last_quote_at(html) if found is None else None
    if at is None or count_lines_of(html[at:]):
        return found  # no quote, or the post's own text goes on below the last one
    own = count_lines_of(html[:at])
    if own and _INTRODUCES.search(own[-1].text):  # the line right above the quote
        return _read_post(boxes_named(html[:at]) + boxes_named(html[at:], asides=True), roster)
    return None


def _read_post(html: str, roster: Roster) -> HostCount | None:
    if "uncited" in html and _disowned(html, roster):
        return None  # "Juno, your count is wrong:" above a player's count boxed bare
    every = from_heading(count_lines_of(html, boxed=True), roster)
    own = from_heading(count_lines_of(html), roster)
    if not any(_VOTE_WORD.search(line.text) or _named(line.text) for line in every):
        bare = any(bare_count(line.text) for line in every)  # "Count" and no word of votes
        found = _bare_counted(html, own, roster) if bare else None
        return found or _self_evident(own, roster) or _self_evident(every, roster)
    if "uncited" in html:  # an old count boxed above the current one: the current one
        plain = from_heading(count_lines_of(html, unbox=False), roster)
        found = _read_lines(plain, roster, bool(plain) and heading(plain[0].text))
        if found is not None:
            return found
    found = _read_lines(own, roster, bool(own) and heading(own[0].text))
    listed = [not_voting(line.text, roster) for line in own]
    if found is None and all(n is None for n in listed):
        return _read_lines(every, roster, bool(every) and heading(every[0].text))
    if found is not None and found.wagons:
        return found
    if found is not None and found.not_voting is None:  # "No one is voting" above a box
        boxed = _read_lines(every, roster, bool(every) and heading(every[0].text))
        return boxed if boxed is not None and not boxed.wagons else found  # of "Not voting"
    # a count with no wagon ("Not voting: everyone") is no cue for spoilers, unless it has
    # no count heading, names players not voting and the boxed wagons are the rest of it
    # (none of those players votes there): "Not voting: Lark" above a box of the wagons
    named = {p for n in listed if n is not None for p in n[0]}
    if not named or any(heading(line.text) for line in own):
        return found
    boxed = _read_lines(every, roster, bool(every) and heading(every[0].text))
    voting = {v for w in boxed.wagons for v in w.voters} if boxed is not None else set()
    return boxed if boxed is not None and boxed.wagons and not named & voting else found


def _disowned(html: str, roster: Roster) -> bool:
    """Does the post's own text (its uncited boxes left out) hold no count and a line
    saying a count is wrong ("Juno, your count is wrong", "Please don't post vote counts";
    not "Player counts are unofficial", above the host's own)? Its boxed count is then a
    player's."""
    plain = count_lines_of(html, unbox=False)
    said = any(
        _COUNT_WORD.search(t)
        and _WRONG.search(t)
        and not _CORRECTED.search(t)
        and (_YOURS.search(t) or not _MINE.search(t))
        for t, *_ in plain
    )
    return said and _read_lines(from_heading(plain, roster), roster) is None


def _named(text: str) -> bool:
    return heading(text) and not bare_count(text)


# "Count: Bramble (2): Juno, Ivo": the label and the wagons on its line
_COUNT_CUT = re.compile(r"^\W*count\s*:\s*\w", re.I)


def _bare_counted(html: str, own: list[CountLine], roster: Roster) -> HostCount | None:
    """The count that "Count" heads in a post with no word of votes: one written on the
    label's own line ("Count: Bramble [Juno, Ivo]"), or one whose wagons each state a total
    their voters make up ("Count" above "Bramble (2): Juno, Ivo"), not a role "Count" above
    "Bramble (Juno, Ivo)" in a role list."""
    found = _read_lines(own, roster, bool(own) and heading(own[0].text))
    if found is None or not found.wagons:
        return None
    lines = count_lines_of(html)
    if any(_COUNT_CUT.match(line.text) for line in lines):
        return None if any(_role_line(line.text, roster) for line in _alive_part(lines)) else found
    if any(w.total is None or w.total != len(w.voters) for w in found.wagons):
        return None
    return found


# a line of a role list: a role's name, then a player ("Doctor: Lark", "Town Cop - Ivo");
# "Count: Bramble (Juno, Ivo)" beside it is a role "Count" too
_LABELLED = re.compile(r"^\W*([^\W\d_][\w' ]{0,30}?)\s*(?::|\s[\u2013\u2014-])\s*(\S.*)$")


def _alive_part(lines: list[CountLine]) -> list[CountLine]:
    """``lines`` up to a label of the dead ("Dead:", "Graveyard:"): the flips below it
    ("Town Cop - Tansy") are no role list's."""
    dead = [
        i
        for i, line in enumerate(lines)
        if (m := LIST_LABEL.match(line.text)) and m[1].casefold() in _DEAD
    ]
    return lines[: dead[0]] if dead else lines


_DEAD = frozenset({"dead", "deceased", "graveyard"})
_CLAIM = frozenset({"claim", "claimer", "fakeclaimer"})  # role words that name no role


def _role_line(line: str, roster: Roster) -> bool:
    """Is ``line`` a role list's line: its label a role, each word a role word
    (``ROLE_WORDS``) or "town", naming no player, and what follows it opening with one
    ("Doctor: Lark (Juno's pick)", "Town Cop - Ivo"; not "Replacement: Lark", "Hammer:
    Lark", "Mafia kill: Tansy", "Scum read: Lark")?"""
    m = _LABELLED.match(line)
    words = set(m[1].casefold().split()) if m is not None else set()
    roles = words - SIDE_WORDS  # "Town: Lark" is a side's flip, no role's ("Town Cop - Ivo")
    if m is None or words & _CLAIM or not ROLE_WORDS & roles or not words <= ROLE_WORDS:
        return False  # "Claim: Lark", "Cop claim: Ivo": a claim, no role list's line
    label, rest = m[1].strip(), re.split(r"[,;(\[]", m[2], maxsplit=1)[0].strip(" .*")
    return resolve(label, roster) is None and exact(rest, roster) is not None


def _self_evident(lines: list[CountLine], roster: Roster) -> HostCount | None:
    """A count that never says "vote" (a themed count: "SUBJECTS ASSERTING AGGRESSIVE
    ACTIVITY: Ivo [2] Juno, Lark"): read only when it has two wagons or more and each
    states a total that its voters make up exactly."""
    found = _read_lines(lines, roster)
    if found is None or len(found.wagons) < 2:
        return None
    if any(w.total is None or w.total != len(w.voters) for w in found.wagons):
        return None
    return found


def _read_lines(lines: list[CountLine], roster: Roster, headed: bool = False) -> HostCount | None:
    """``headed``: the lines open with the count's heading ("Vote Count 1.4"), which lets
    a bold, larger or underlined name alone on a line head the voters below it. An
    earlier day's votes recapped beside today's count are not read (``without_recaps``)."""
    kept = without_recaps(lines)
    if len(kept) < len(lines):  # headed still only when a count heading opens what is left
        opens = bool(kept) and (kept[0] is lines[0] and headed or heading(kept[0].text))
        found = read_all(kept, roster, opens)
        if found is not None and found.wagons:
            return found
    return read_all(lines, roster, headed)
