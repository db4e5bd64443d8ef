"""Name resolution on players nobody has seen (issue #25): hypothesis rosters of the
kinds of usernames phpBB and Discourse allow (spaces, digits, punctuation, one or two
letters, accents and other scripts, names inside names, a leading "The") and votes at
them through the entry the tally uses (``parse_post``, which resolves each command's
name with ``parser.resolve``). Names and posts are generated; no corpus text."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from votecount.parser import Player, Roster, parse_post
from votecount.parser.model import ResolutionStatus
from votecount.parser.names.fold import fold

from ..helpers import make_post
from .generated import CJK, CYRILLIC, OPTIONS, RESERVED, VOTER, roster_names, username, votes

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
    assert votes(names, html) == [("vote", player, ResolutionStatus.RESOLVED)]


@settings(max_examples=150, deadline=None)
@given(roster_names(), st.text(max_size=25))
def test_resolution_never_raises_and_does_not_depend_on_the_rosters_order(names, text):
    html = f"<b>vote {text}</b>"
    assert votes(names, html) == votes(list(reversed(names)), html)
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
    assert votes(names, f"<b>vote {text}</b>") in (
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
