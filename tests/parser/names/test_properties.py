"""Name resolution on players nobody has seen (issue #25): hypothesis rosters of the
kinds of usernames phpBB and Discourse allow (spaces, digits, punctuation, one or two
letters, accents and other scripts, names inside names, a leading "The") and votes at
them through the entry the tally uses (``parse_post``, which resolves each command's
name with ``parser.resolve``). Names and posts are generated; no corpus text."""

from __future__ import annotations

from hypothesis import assume, given, settings
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


def _votes(names: list[str], html: str) -> list[tuple[str, str | None, ResolutionStatus | None]]:
    roster = Roster([Player(n) for n in names] + [Player(VOTER)])
    parsed = parse_post(make_post(html, author=VOTER), roster, OPTIONS)
    return [
        (c.kind.value, c.target_player, c.target.status if c.target else None)
        for c in parsed.commands
    ]


MARKUP = [
    "<b>vote {}</b>",
    "<b>VOTE: {}</b>",
    "<strong>Vote {}</strong>",
    '<b>vote <span style="color:red">{}</span></b>',
    "<p>I think so. <b>vote: {}</b> for now</p>",
    '<span class="bbvote">VOTE: {}</span>',  # phpBB's [vote] tag, rendered
    "<b>vote @{}</b>",
]


def _joined(name: str) -> str:
    return name.replace(" ", "")


def _title(name: str) -> str:
    return name.title()


@settings(max_examples=150, deadline=None)
@given(
    roster_names(),
    st.data(),
    st.sampled_from(MARKUP),
    st.sampled_from(["", ".", "!", "?", "!!"]),
    st.sampled_from([str, str.lower, str.upper, _joined, _title]),
)
def test_a_vote_at_a_players_login_in_any_case_and_markup_counts_for_them(
    names, data, markup, trailing, case
):
    player = data.draw(st.sampled_from(names))
    written = case(player)
    assume(fold(written) == fold(player))  # a case change that keeps the name's key
    assume("@" not in markup or " " not in written)  # an @mention is one word
    html = markup.format(written + trailing)
    assert _votes(names, html) == [("vote", player, ResolutionStatus.RESOLVED)]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.text(max_size=25))
def test_resolution_never_raises_and_does_not_depend_on_the_rosters_order(names, text):
    html = f"<b>vote {text}</b>"
    assert _votes(names, html) == _votes(list(reversed(names)), html)
    # and through the resolver itself, every rule the tally tries in turn
    first, again = Roster(names), Roster(list(reversed(names)))
    for rule in ("resolve", "shared_word", "nickname", "word_for_word"):
        assert getattr(first, rule)(text) == getattr(again, rule)(text)


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data())
def test_a_piece_of_a_name_resolves_the_same_whatever_the_rosters_order(names, data):
    player = data.draw(st.sampled_from(names))
    start = data.draw(st.integers(0, len(player)))
    piece = player[start : data.draw(st.integers(start, len(player)))]
    order = data.draw(st.permutations(names))
    first, again = Roster(names).resolve(piece), Roster(order).resolve(piece)
    assert first == again
    if first.status is ResolutionStatus.RESOLVED and fold(piece) not in RESERVED:
        assert first.player in names and first.candidates == (first.player,)


@settings(max_examples=100, deadline=None)
@given(
    st.text(alphabet="klmnrstv", min_size=3, max_size=6),
    st.text(alphabet="abcdefgh", min_size=1, max_size=4),
    st.text(alphabet="abcdefgh", min_size=1, max_size=4),
    st.integers(2, 6),
)
def test_the_start_two_names_share_is_ambiguous_never_a_guess(base, one, two, length):
    # "Kalman1" and "Kalmar": "Kalm" may mean either; neither name has it as a word
    assume(one[0] != two[0])
    names = [base + one, base + two, "Quillon"]
    text = (base + one)[: min(length, len(base))]
    assume(text not in RESERVED)  # "nl" is No Lynch
    res = Roster([Player(n) for n in names]).resolve(text)
    assert res.status is ResolutionStatus.AMBIGUOUS
    assert set(res.candidates) >= {base + one, base + two}


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.text(alphabet="abcdefghijklmp0123456789 _", min_size=1, max_size=10),
             min_size=1, max_size=6),
    st.text(alphabet="qrtuvwxyz", min_size=1, max_size=12),
)  # fmt: skip
def test_a_text_sharing_no_letter_with_any_name_names_nobody(names, text):
    names = [n for n in dict.fromkeys(names) if fold(n)]
    assume(names)
    assert _votes(names, f"<b>vote {text}</b>") in (
        [("vote", None, ResolutionStatus.UNKNOWN)],
        [],
    )


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.text(alphabet=CYRILLIC + CJK, min_size=2, max_size=6), min_size=1, max_size=4),
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=8),
)
def test_latin_letters_never_name_a_player_written_in_another_script(names, text):
    # "mtp" is no vote for Дмитрий: the Latin-looking letters of a name are not its name
    res = Roster([*names, "Quillon"]).resolve(text)
    assert res.player not in names


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.data(), st.sampled_from(["", " (scummy)", " for now", ", sorry"]))
def test_a_vote_at_a_players_display_name_counts_for_them(names, data, after):
    # Discourse: a login ("wren_k") and the name shown ("Wren Kestrel"); votes use either
    shown = data.draw(st.lists(username(), min_size=len(names), max_size=len(names)))
    keys = [fold(n) for n in (*names, *shown)]
    assume(all(keys) and len(set(keys)) == len(keys))
    assume(not any(k in RESERVED or k == fold(VOTER) for k in keys))
    i = data.draw(st.integers(0, len(names) - 1))
    roster = Roster([Player(n, s) for n, s in zip(names, shown, strict=True)] + [Player(VOTER)])
    html = f"<b>vote {shown[i]}{after}</b>"
    parsed = parse_post(make_post(html, author=VOTER), roster, OPTIONS)
    assert [c.target_player for c in parsed.commands] == [names[i]]
