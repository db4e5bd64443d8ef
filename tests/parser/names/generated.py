"""Generated rosters for the names' property tests (test_properties.py and the early
zoo rounds): hypothesis strategies for usernames of the kinds phpBB and Discourse allow
(spaces, digits, punctuation, one or two letters, accents and other scripts, names inside
names, a leading "The"), and the commands a vote reads among them through ``parse_post``."""

from __future__ import annotations

from hypothesis import assume
from hypothesis import strategies as st

from votecount.parser import ParseOptions, Player, Roster, parse_post
from votecount.parser.model import ResolutionStatus
from votecount.parser.names.fold import fold
from votecount.parser.names.players import NO_ELIMINATION_WORDS, STORYTELLER_WORDS

from ..helpers import make_post

OPTIONS = ParseOptions.from_switches({"markers": ["bold", "vote_tag", "colour"]})
VOTER = "Hemlock Bell"  # the voter: no generated name folds to it

# words a vote's text may be read as before a name: game words and self-references
RESERVED = {fold(w) for w in (*NO_ELIMINATION_WORDS, *STORYTELLER_WORDS)} | {
    "me", "myself", "self", "vote", "unvote", "nominate", "all", "everyone", "everybody",
}  # fmt: skip

SYLLABLES = ["ka", "ro", "lin", "vex", "mor", "ta", "sel", "du", "wen", "bri", "quo", "ph"]
ACCENTED = ["é", "ë", "ø", "å", "ñ", "ü", "ç"]
CYRILLIC = "бгджзилпфцчшщыэюя"  # letters that look like no Latin letter
CJK = "山田中川林森花月"


@st.composite
def word(draw, min_syllables: int = 1) -> str:
    parts = draw(st.lists(st.sampled_from(SYLLABLES), min_size=min_syllables, max_size=3))
    w = "".join(parts)
    return w.capitalize() if draw(st.booleans()) else w


@st.composite
def username(draw) -> str:
    """One name of a kind forums allow and players have."""
    kind = draw(st.integers(0, 11))
    w = draw(word())
    if kind == 0:
        return w
    if kind == 1:  # spaces: "pirate mollie", "Old Man Hemlock"
        return " ".join([w, *draw(st.lists(word(), min_size=1, max_size=2))])
    if kind == 2:  # digits: "ortiz1193", "2ndLt"
        digits = str(draw(st.integers(1, 9999)))
        return digits + w if draw(st.booleans()) else w + digits
    if kind == 3:  # punctuation: "-Grey-", "hp[leaves]", "Mr. Flay", "O'Neil", "x_X"
        pattern = draw(st.sampled_from(["-{}-", "{}[{}]", "Mr. {}", "St. {}", "O'{}", "{}_{}",
                                        "{}.{}", "~{}~", "{}!"]))  # fmt: skip
        return pattern.format(w, draw(word()))
    if kind == 4:  # all caps
        return w.upper() + draw(st.sampled_from(["", "X", "2"]))
    if kind == 5:  # one or two letters: "Ty", "J"
        return draw(st.sampled_from(["J", "Q", "Ty", "Xu", "Bo", "kj", "Zed"]))
    if kind == 6:  # accents: "Zoë", "Ørn"
        accent = draw(st.sampled_from(ACCENTED))
        at = draw(st.integers(0, len(w)))
        return w[:at] + accent + w[at:]
    if kind == 7:  # another script
        alphabet = draw(st.sampled_from([CYRILLIC, CJK]))
        return draw(st.text(alphabet=alphabet, min_size=2, max_size=6))
    if kind == 8:  # a leading "The"
        return "The " + w.capitalize()
    if kind == 9:  # CamelCase
        return w.capitalize() + draw(word()).capitalize()
    if kind == 10:  # a digit for a letter: "Fro99er"
        return w + draw(st.sampled_from(["3r", "0n", "4x"])) + draw(word())
    return w + "_" + draw(word())


@st.composite
def roster_names(draw) -> list[str]:
    """2-8 players, some named inside another's name ("Alex" and "Alexandra", "Wren"
    and "Wren2"); no two fold to one key (those are reported, see the catalogue) and no
    name is a game word."""
    names = draw(st.lists(username(), min_size=1, max_size=6))
    for base in draw(st.lists(st.sampled_from(names), max_size=2)):
        suffix = draw(st.sampled_from(["2", "99", "andra", "saur", " Jr", "_alt", "X"]))
        names.append(base + suffix)
    keys = [fold(n) for n in names]
    assume(all(keys) and len(set(keys)) == len(keys))
    assume(not any(k in RESERVED or k == fold(VOTER) for k in keys))
    assume(len(names) >= 2)
    return names


def votes(names: list[str], html: str) -> list[tuple[str, str | None, ResolutionStatus | None]]:
    """The commands a post ``html`` by the voter reads among the players ``names``."""
    roster = Roster([Player(n) for n in names] + [Player(VOTER)])
    parsed = parse_post(make_post(html, author=VOTER), roster, OPTIONS)
    return [
        (c.kind.value, c.target_player, c.target.status if c.target else None)
        for c in parsed.commands
    ]
