"""The catalogue of invented host posts, part 2: replacement announcements in many
wordings, read by ``votecount events`` (a substitution: who leaves, who comes in) and by
``announces`` (init's rule of when a listed replacement takes effect)."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import subs
from votecount.parser.host.replacements import announces

IVO_OUT = [("Ivo", "Saffron")]
WORDINGS = [
    ("is replacing", "<p>Saffron is replacing Ivo, effective immediately.</p>"),
    ("replaces", "<p>Saffron replaces Ivo.</p>"),
    ("has replaced", "<p>Saffron has replaced Ivo.</p>"),
    ("has been replaced by", "<p>Ivo has been replaced by Saffron.</p>"),
    ("was replaced by", "<p>Ivo was replaced by Saffron. Play on!</p>"),
    ("in for", "<p>Saffron in for Ivo.</p>"),
    ("is in for", "<p>Saffron is in for Ivo.</p>"),
    ("subs in for", "<p>Saffron subs in for Ivo.</p>"),
    ("is subbing in for", "<p>Saffron is subbing in for Ivo.</p>"),
    ("welcome, who replaces", "<p>Please welcome Saffron, who replaces Ivo!</p>"),
    ("welcome, who is replacing", "<p>Everyone please welcome Saffron, who is replacing Ivo.</p>"),
    ("a label", "<p>Replacement: Saffron for Ivo</p>"),
    ("a bold label", "<p><b>Replacement:</b> Saffron in for Ivo</p>"),
    ("an arrow", "<p>Replacement: Ivo → Saffron</p>"),
    ("an ascii arrow", "<p>Replacement: Ivo -&gt; Saffron</p>"),
    ("will be replacing", "<p>Saffron will be replacing Ivo from now on.</p>"),
    ("takes over for", "<p>Saffron takes over for Ivo.</p>"),
    ("is taking over the slot of", "<p>Saffron is taking over the slot played by Ivo.</p>"),
    ("is now played by", "<p>Ivo is now played by Saffron.</p>"),
    ("an @mention", "<p>@Saffron is replacing Ivo.</p>"),
    ("replaced in for", "<p>Saffron has replaced in for Ivo.</p>"),
    ("subbed out for", "<p>Ivo has been subbed out for Saffron.</p>"),
    ("steps in for", "<p>Saffron steps in for Ivo. Thanks for stepping up!</p>"),
    ("is the replacement for", "<p>Saffron is the replacement for Ivo.</p>"),
    ("is being replaced by", "<p>Ivo is being replaced by Saffron.</p>"),
    ("will replace", "<p>Saffron will replace Ivo.</p>"),
]
MORE = [
    ("has taken over the slot of", "<p>Saffron has taken over Ivo's slot.</p>"),
    ("a label naming who leaves", "<p>Replacing Ivo: Saffron</p>"),
    ("is now playing as", "<p>Saffron is now playing as Ivo.</p>"),
    ("now plays for", "<p>Saffron now plays for Ivo.</p>"),
    ("is now via replacement", "<p>Saffron is now Ivo via replacement.</p>"),
    # over two sentences, the player who leaves named in the first
    ("left, then replacing him", "<p>Ivo has left the game. Saffron will be replacing him.</p>"),
    ("had to leave, then replaces her", "<p>Sadly Ivo had to leave us! Saffron replaces her.</p>"),
]


@pytest.mark.parametrize("html", [h for _, h in MORE], ids=[i for i, _ in MORE])
def test_more_replacements_are_suggested(html):
    assert subs(html) == IVO_OUT


@pytest.mark.parametrize("html", [h for _, h in WORDINGS], ids=[i for i, _ in WORDINGS])
def test_a_replacement_is_suggested(html):
    assert subs(html) == IVO_OUT


@pytest.mark.parametrize(
    "html", [h for _, h in WORDINGS + MORE], ids=[i for i, _ in WORDINGS + MORE]
)
def test_a_replacement_is_announced(html):
    """One table of wordings: init reads every wording ``votecount events`` reads."""
    text = html.replace("<p>", " ").replace("</p>", " ").replace("<b>", "").replace("</b>", "")
    assert announces(text.replace("&gt;", ">"), ["Ivo"], ["Saffron"])


def test_a_multi_word_newcomer():
    assert subs("<p>Pebble Dash is replacing Old Maple.</p>") == [("Old Maple", "Pebble Dash")]


def test_two_replacements_in_one_post():
    html = "<p>Saffron replaces Ivo.<br>Marlow replaces Wren.</p>"
    assert subs(html) == [("Ivo", "Saffron"), ("Wren", "Marlow")]


def test_respectively():
    html = "<p>Saffron and Marlow replace Ivo and Wren, respectively.</p>"
    assert subs(html) == [("Ivo", "Saffron"), ("Wren", "Marlow")]


NOT_YET = [
    ("a search", "<p>Ivo needs a replacement. Anyone interested, PM me.</p>"),
    ("a plan", "<p>If Ivo does not post by tomorrow, Saffron will be asked to replace.</p>"),
    ("a request", "<p>I am looking for a replacement for Ivo.</p>"),
    ("prodded", "<p>Prodding Ivo and Wren.</p>"),
    ("left, nobody named yet", "<p>Ivo has left the game. A replacement will be found soon.</p>"),
    # a bare arrow is no replacement: counts write "voter -> target"
    ("an arrow with no replacement word", "<p>Ivo → Saffron</p>"),
    ("quoted by a player", "<blockquote><cite>Lanternwick wrote:</cite>Saffron replaces Ivo.</blockquote><p>welcome!</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [h for _, h in NOT_YET], ids=[i for i, _ in NOT_YET])
def test_no_replacement_yet(html):
    assert subs(html) == []


# the host writes a short or misspelt form of a login (``parser.names.logins``' rules)
SHORT_FORMS = [
    ("a two-word login's first word", "<p>Pebble replaces Quince.</p>", [("Quince", "Pebble Dash")]),
    ("a login's words run together", "<p>Ivo is being replaced by PebbleDash.</p>", [("Ivo", "Pebble Dash")]),
    ("a misspelt newcomer", "<p>Safforn replaces Ivo.</p>", [("Ivo", "Saffron")]),
    ("a misspelt player", "<p>Marlow replaces Thistel.</p>", [("Thistle", "Marlow")]),
    ("two words, one misspelt", "<p>Marlow replaces Olde Maple.</p>", [("Old Maple", "Marlow")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [(h, w) for _, h, w in SHORT_FORMS],
                         ids=[i for i, _, _ in SHORT_FORMS])  # fmt: skip
def test_a_short_or_misspelt_name(html, want):
    assert subs(html) == want


def test_too_short_a_form_names_nobody():
    assert subs("<p>Sa replaces Ivo.</p>") == []
    assert subs("<p>Saffron replaces Kes.</p>") == []


def test_the_verb_in_quotes():
    assert subs('<p>Saffron "replaces" Ivo.</p>') == IVO_OUT
    assert subs("<p>Saffron &quot;replaces&quot; Ivo.</p>") == IVO_OUT
