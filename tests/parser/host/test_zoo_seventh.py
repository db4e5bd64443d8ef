"""The catalogue of invented host posts, part 12 (the seventh zoo, twentieth session): a
host's first run in the shapes the earlier zoos lack: two events in one line ("Ivo was
lynched and Juno was found dead"), "Day 2 is now over" with no lynch, "The town has
decided: no lynch", "Ivo (Mafia Goon) was eliminated", deaths in a numbered list ("1. Ivo
— Cop") and in a table, "Who died? Ivo, the Cop." (a question the host answers), a flip
naming no phase with a themed verb, a role told by a pronoun after the story, "Day 3 will
begin once everyone has confirmed", a "Phase: Day 2 | Deadline: ..." footer on every host
post, Discourse polls for the day's vote, "Night begins at 20:00 UTC" (a time alone), a
deadline's label in a table cell with no colon; the last round's leftovers (a chain of
replacements in one line, "Marlow replaces Ivo, otherwise ...", "Waiting on the N1
start"); and the near misses of each."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import (
    IVO_DIED,
    IVO_LYNCHED,
    at,
    deadline,
    ends,
    events,
    ids,
    marks,
    starts,
    subs,
)
from votecount.parser.host.named import named_in
from votecount.parser.host.replacements import announces

MORNING = "<p>The sun rises. Kestrel was found dead.</p>"
END = "<p>Ivo was lynched. Night 1 begins.</p>"


ENDINGS = [
    ("Day 2 is now over", "<p>Day 1 is now over.</p>"),
    ("the day is now over, no lynch", "<p>The day is now over. Nobody was lynched.</p>"),
    ("the town has decided: no lynch", "<p>The town has decided: no lynch!</p>"),
    ("the town has decided to lynch no one", "<p>The town has decided to lynch no one.</p>"),
    ("lynched and found dead", "<p>Ivo was lynched and Juno was found dead.</p>"),
    ("eliminated, a role in brackets", "<p>Ivo (Mafia Goon) was eliminated.</p>"),
    ("Ivo was eliminated", "<p>Ivo was eliminated. Night 1 begins.</p>"),
    ("a poll closed, lynched", "<p>The poll has closed. Ivo has been lynched.</p>"),
    ("day over, no majority", "<p>Day 1 is over. No majority was reached, so there is no lynch.</p>"),
    ("the deadline has passed, no lynch", "<p>The deadline has passed. No lynch today.</p>"),
    ("night 1 is here", "<p>Night 1 is here. Send your actions.</p>"),
    ("end of day 1, a heading", "<p><b>End of Day 1</b></p><p>Ivo was lynched.</p>"),
    ("a table: eliminated", "<table><tr><td>Eliminated</td><td>Ivo (Cop)</td></tr><tr><td>Night 1 begins</td></tr></table>"),
    ("the town has spoken", "<p>The town has spoken. Ivo has been lynched.</p>"),
    ("hammered", "<p>Ivo has been hammered! Night 1 begins.</p>"),
    ("No lynch today.", "<p>Time is short. No lynch today.</p>"),
    ("the verdict: no elimination", "<p>The verdict: no elimination.</p>"),
    ("eliminated, the role next", "<p>Ivo was eliminated. He was a Mafia Goon.</p>"),
    ("the town has decided to lynch Ivo", "<p>The town has decided to lynch Ivo.</p>"),
    ("lynched, a question after", "<p>Ivo was lynched - did anyone expect that?</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in ENDINGS], ids=ids(ENDINGS))
def test_a_day_ends(html):
    assert ends(html)
    assert starts(html, MORNING) == [(2, 30)]


FOOTER = "<p>Phase: Day 1 | Deadline: December 9, 20:00 UTC</p>"
FOOTER2 = "<p>Phase: Day 2 | Deadline: December 12, 20:00 UTC</p>"

NOT_ENDINGS = [
    ("waiting on the N1 start", "<p>Waiting on the N1 start, sorry for the delay.</p>"),
    ("waiting on the N1 start, alone", "<p>Waiting on the N1 start</p>"),
    ("ready for the N1 start", "<p>Everyone be ready for the N1 start.</p>"),
    ("waiting for the night start", "<p>Still waiting for the Night 1 start from my co-host.</p>"),
    ("day 3 will begin once confirmed", "<p>Day 3 will begin once everyone has confirmed.</p>"),
    ("day ends when all confirm", "<p>The day will be over once everyone has voted.</p>"),
    ("if no lynch", "<p>If the town has decided on no lynch, nobody dies.</p>"),
    ("a poll opened", "<p>The poll for the lynch is now open.</p>"),
    ("a footer status line", "<p>Ivo, please post more.</p>" + FOOTER),
    ("was eliminated? No", "<p>Ivo was eliminated? No, he was replaced.</p>"),
    ("eliminated from the tournament", "<p>My team was eliminated from the tournament yesterday, sad.</p>"),
    ("a question: is the day over", "<p>Is Day 1 over? Not yet: the deadline is Friday.</p>"),
    ("until the N1 start", "<p>Please do not post until the N1 start.</p>"),
    ("No lynch?", "<p>No lynch?</p>"),
    ("No lynch, a count's line", "<p>No Lynch (2): Ivo, Juno</p>"),
    ("No lynch as a vote", "<p>You may vote No Lynch.</p>"),
    ("If no lynch", "<p>If no lynch, nobody dies.</p>"),
    ("No lynch. alone: a poll's option", "<p>No lynch.</p>"),
    ("lynched? Not yet", "<p>Ivo was lynched? Not yet.</p>"),
    ("the town will decide", "<p>The town has until Friday to decide: no lynch is allowed.</p>"),
    ("the town has decided to lynch, a question", "<p>The town has decided to lynch Ivo?</p>"),
    ("the town has decided to lynch, unless", "<p>The town has decided to lynch Ivo, unless someone unvotes.</p>"),
    # review20p: "No lynch!" alone is no decision (the count's markers read none either):
    # a rule, a rule in the day's start; "No lynch today." after the day's start is its rule
    ("No lynch!", "<p>No lynch!</p>"),
    ("No lynch!, a numbered rule", "<p>Rule 3. No lynch!</p>"),
    ("No lynch!, under rules", "<p>Rules:<br>No lynch!</p>"),
    ("No lynch!, in the day's start", "<p>Day 2 begins.</p><p>No lynch!</p><p>Deadline: Friday</p>"),
    ("No lynch today, the day's rule", "<p>Day 1 begins! No lynch today.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_ENDINGS], ids=ids(NOT_ENDINGS))
def test_no_day_ends(html):
    assert not ends(html)


MARKS = [
    # the markers read a sentence without its closing mark: "No lynch" alone is a poll's
    # option as well, so none there (init's day ends read it)
    ("No lynch!", "<p>No lynch!</p>", []),
    ("waiting on the N1 start", "<p>Waiting on the N1 start</p>", []),
    ("lynched? No", "<p>Ivo was lynched? No, he was replaced.</p>", []),
    ("eliminated from the tournament", "<p>My team was eliminated from the tournament.</p>", []),
    ("a footer naming the running day", "<p>Ivo, please post more.</p>" + FOOTER, [("start", "day", 1)]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in MARKS], ids=ids(MARKS))
def test_the_counts_markers(html, want):
    """The count's phase markers read the same table (a footer naming the running day is
    its start again: the count keeps the day open)."""
    assert [m for m in marks(html) if m[0] in ("end", "start")] == want


def test_a_footer_on_every_post_restarts_no_day():
    posts = [
        "<p>Vote Count 1.1</p><p>Ivo (1): Juno</p><p>Juno (1): Ivo</p>" + FOOTER,
        "<p>Ivo was lynched. Night 1 begins.</p>" + FOOTER,
        "<p>Day 2 begins. Kestrel was found dead.</p>" + FOOTER2,
        "<p>Vote Count 2.1</p><p>Ivo (1): Juno</p><p>Juno (1): Ivo</p>" + FOOTER2,
        "<p>Juno, please post.</p>" + FOOTER2,
    ]
    assert starts(*posts) == [(2, 40)]


STARTS = [
    ("Day 2 has begun", "<p>Day 2 has begun.</p>"),
    ("a footer naming Day 2", "<p>Kestrel was found dead.</p>" + FOOTER2),
    ("Day 2, a numbered death list", "<p>Day 2</p><ol><li>Kestrel — Cop</li></ol>"),
    ("Day 2 starts now", "<p>Day 2 starts now! Deadline in 72 hours.</p>"),
    ("D2 start alone", "<p>D2 start</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in STARTS], ids=ids(STARTS))
def test_day_two_starts(html):
    assert starts(END, html) == [(2, 30)]


def test_day_three_will_begin_once_confirmed_is_no_start():
    assert starts(END, MORNING, "<p>Day 3 will begin once everyone has confirmed.</p>") == [(2, 30)]


FATES = [
    ("who died? answered", "<p>Who died? Ivo, the Cop.</p>", IVO_DIED),
    ("who died last night? answered", "<p>Who died last night? Ivo (Town Cop).</p>", IVO_DIED),
    ("who was killed? answered", "<p>Who was killed? Ivo, Vanilla Townie.</p>", IVO_DIED),
    ("lynched and found dead", "<p>Ivo was lynched and Juno was found dead.</p>", [("execution", "Ivo", None), ("death", "Juno", None)]),
    ("found dead and lynched", "<p>Juno was found dead, and Ivo was lynched.</p>", [("execution", "Ivo", None), ("death", "Juno", None)]),
    ("eliminated, a role in brackets", "<p>Ivo (Mafia Goon) was eliminated.</p>", IVO_LYNCHED),
    ("eliminated, a role after", "<p>Ivo was eliminated. He was a Mafia Goon.</p>", IVO_LYNCHED),
    ("a numbered death list", "<p>Last night's deaths:</p><ol><li>Ivo — Cop</li></ol>", IVO_DIED),
    ("a numbered death list, in text", "<p>Deaths:<br>1. Ivo — Cop<br>2. Juno — Doctor</p>", [("death", "Ivo", None), ("death", "Juno", None)]),
    ("a table: killed", "<table><tr><td>Killed</td><td>Ivo, Town Cop</td></tr></table>", IVO_DIED),
    ("Ivo has died", "<p>Ivo has died. He was the Town Cop.</p>", IVO_DIED),
    ("the town has decided: Ivo", "<p>The town has decided: Ivo is lynched!</p>", IVO_LYNCHED),
    ("left us. He was the Cop", "<p>Ivo has left us. He was the Cop.</p>", IVO_DIED),
    ("voted out, a role", "<p>Ivo (Town Cop) has been voted out.</p>", IVO_LYNCHED),
    ("who died overnight? answered", "<p>Who died overnight? Ivo (Town Cop).</p>", IVO_DIED),
    ("who died? the name alone", "<p>Who died? Ivo.</p>", IVO_DIED),
    ("a numbered list, a bracket", "<p>The dead:<br>1) Ivo (Town Cop)</p>", IVO_DIED),
    # the flip with no phase, its verb themed; the role told by a pronoun after the story
    ("a flip, a themed verb", "<p>Ivo, Vanilla Townie, was nailed with a lentil.</p>", IVO_DIED),
    ("a flip, a themed lynch", "<p>Ivo, Mafia Goon, was hanged from the old oak.</p>", IVO_LYNCHED),
    ("a pronoun's reveal", "<p>Ivo has been crushed by a runaway cart. He was a Vanilla Townie.</p>", IVO_DIED),
    ("a pronoun's reveal, she", "<p>Ivo was swallowed by the swamp. She was the Town Doctor!</p>", IVO_DIED),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in FATES], ids=ids(FATES))
def test_a_fate_is_suggested(html, want):
    assert sorted(events(html)) == sorted(want)


def test_a_table_of_the_dead_under_a_header_row():
    table = "<table><tr><th>Dead</th><th>Role</th></tr><tr><td>Ivo</td><td>Cop</td></tr></table>"
    assert events(table) == IVO_DIED


NO_FATE = [
    ("who died? a name and a word", "<p>Who died? Ivo asked me that.</p>"),
    ("who died? the target lived", "<p>Who died? Ivo (protected).</p>"),
    ("a numbered list of votes", "<p>Votes:<br>1. Ivo — Juno, Wren</p>"),
    ("a numbered list of roles, no death", "<p>Roles in the setup:<br>1. Ivo — Cop</p>"),
    ("left us. He was away", "<p>Ivo has left us. He was away all week.</p>"),
    ("a flip's shape, protected", "<p>Ivo, Town Cop, was protected.</p>"),
    ("a flip's shape, replaced", "<p>Ivo, Vanilla Townie, was replaced by Marlow.</p>"),
    ("a flip's shape, no role", "<p>Ivo, Juno, Wren, was picked for the quiz.</p>"),
    ("a flip's shape, survived", "<p>Ivo, Town Cop, was attacked but survived.</p>"),
    ("a pronoun's reveal, protected", "<p>Ivo has been protected by the doctor. He was a Cop.</p>"),
    ("a pronoun's reveal, warned", "<p>Ivo was warned by the host. He was the Mafia Goon.</p>"),
    ("a pronoun's reveal, no role", "<p>Ivo was rattled by the storm. He was a good sport.</p>"),
    ("who died? a question", "<p>Who died? I'll tell you in the morning post.</p>"),
    ("who died? unanswered", "<p>Who died? Find out tomorrow.</p>"),
    ("who will die", "<p>Who will die tonight? Ivo wonders.</p>"),
    ("the town has decided: no lynch", "<p>The town has decided: no lynch.</p>"),
    ("numbered rules", "<ol><li>Ivo — please post more</li></ol>"),
    ("a numbered vote list", "<p>1. Ivo — 3 votes</p>"),
    ("a table of votes", "<table><tr><th>Votes</th><th>Voters</th></tr><tr><td>Ivo</td><td>Juno</td></tr></table>"),
    # review20p: a touch, a word, a glimpse, a slot's change of a player alive; a story
    # the player lived through before a pronoun's reveal
    ("a flip's shape, hugged", "<p>Ivo, Vanilla Townie, was hugged by the mafia.</p>"),
    ("a flip's shape, nominated", "<p>Ivo, Town Cop, was nominated.</p>"),
    ("a flip's shape, seen", "<p>Ivo, Town Cop, was seen at the tavern.</p>"),
    ("a flip's shape, pinged", "<p>Ivo, Town Cop, was pinged.</p>"),
    ("a flip's shape, mentioned", "<p>Ivo, Town Cop, was mentioned in the night chat.</p>"),
    ("a flip's shape, subbed out", "<p>Ivo, Vanilla Townie, was subbed out.</p>"),
    ("a flip's shape, swapped", "<p>Ivo, Vanilla Townie, was swapped with Marlow.</p>"),
    ("a pronoun's reveal, subbed out", "<p>Ivo was subbed out. He was the Cop.</p>"),
    ("a pronoun's reveal, questioned", "<p>Ivo was questioned by the town. He was the Town Cop!</p>"),
    ("a flip's shape, added", "<p>Ivo, Town Cop, was added to the game.</p>"),
    ("who died? a name and a verb", "<p>Who died? Ivo asked.</p>"),
    ("who died? a player's guess", "<p>Who died? Juno thinks Ivo.</p>"),
    ("who was killed? a name wonders", "<p>Who was killed? Ivo wonders.</p>"),
    ("a pronoun's reveal, saved", "<p>Juno was attacked but the doctor saved her. She was the Cop.</p>"),
    ("eliminated a suspect", "<p>Ivo eliminated Juno as a suspect in his notes.</p>"),
    ("lynched and found dead? no", "<p>Was Ivo lynched and Juno found dead? No.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_FATE], ids=ids(NO_FATE))
def test_no_fate_is_suggested(html):
    assert [e for e in events(html) if e[0] in ("death", "execution", "modkill")] == []


OTHER_LISTS = [
    # review20p: a list of name and role under another heading after the deaths is no dead
    ("claims under the deaths", "<p>Deaths: Kestrel<br>Claims:<br>1. Ivo — Cop<br>2. Juno — Doctor</p>", ["Kestrel"]),
    ("claims, unnumbered", "<p>Deaths: Kestrel<br>Claims:<br>Ivo — Cop<br>Juno — Doctor</p>", ["Kestrel"]),
    ("claims in a list", "<p>Deaths: Kestrel</p><p>Claims:</p><ol><li>Ivo — Cop</li><li>Juno — Doctor</li></ol>", ["Kestrel"]),
    ("claims after a death told", "<p>Kestrel was found dead.</p><p>Claims so far:<br>1. Ivo — Cop<br>2. Juno — Doctor</p>", ["Kestrel"]),
    ("the setup after a death told", "<p>Kestrel was found dead.</p><p>Setup:<br>1. Town Cop<br>2. Ivo — Doctor</p>", ["Kestrel"]),
    # the heading's list ends at a line no item: the flip after the story is read
    ("a count's heading, then the flip", "<p>Kestrel was lynched.<br>Votecount:<br>Kestrel (5): Ivo, Juno<br>Ivo (1): Wren<br>They strung up the body.<br>Juno — Town Doctor</p>", ["Juno", "Kestrel"]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in OTHER_LISTS], ids=ids(OTHER_LISTS))
def test_another_lists_items_are_no_dead(html, want):
    got = sorted(p for k, p, _ in events(html) if k in ("death", "execution"))
    assert got == want


REPLACEMENT = [
    ("otherwise after", "<p>Marlow replaces Ivo, otherwise nothing changes.</p>", [("Ivo", "Marlow")]),
    ("otherwise, the votes", "<p>Marlow replaces Ivo; otherwise votes stay as they are.</p>", [("Ivo", "Marlow")]),
    ("replaced by, then replaces", "<p>Ivo has been replaced by Marlow. Saffron replaces Juno.</p>", [("Ivo", "Marlow"), ("Juno", "Saffron")]),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in REPLACEMENT], ids=ids(REPLACEMENT))
def test_a_replacement(html, want):
    assert sorted(subs(html)) == sorted(want)


NAMED = [
    ("a chain in one line", "Rook replaces Wren. Tansy replaces Rook.", [("Rook", "Wren"), ("Tansy", "Rook.")]),
    ("two in one line", "Marlow replaces Ivo. Saffron replaces Juno.", [("Marlow", "Ivo"), ("Saffron", "Juno.")]),
    ("two, an exclamation", "Marlow replaces Ivo! Saffron replaces Juno!", [("Marlow", "Ivo"), ("Saffron", "Juno")]),
    # the near misses: a name holding a stop, a sentence after with no verb
    ("a name holding a stop", "Marlow replaces Mr. Ivo today.", [("Marlow", "Mr. Ivo today.")]),
    ("a sentence after, no verb", "Marlow replaces Ivo. Saffron is next.", [("Marlow", "Ivo. Saffron is")]),
    # review20p: a title's stop in the first name ends no sentence
    ("a title in the name, a chain", "Marlow replaces St. Juno. Saffron replaces Ivo.", [("Marlow", "St. Juno"), ("Saffron", "Ivo.")]),
    ("a title in the newcomer, a chain", "Marlow replaces Wren. Mr. Ivo replaces Rook.", [("Marlow", "Wren"), ("Mr. Ivo", "Rook.")]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in NAMED], ids=ids(NAMED))
def test_named_in_reads_each_replacement_of_a_line(text, want):
    """The chain "Rook replaces Wren. Tansy replaces Rook." in one line: the name after the
    first verb stops where the next replacement starts (``named.named_in``)."""
    assert [(f.new, f.old) for f in named_in(text)] == want


CHAINS = [
    ("a chain in one line", "<p>Marlow replaces Wren. Saffron replaces Marlow.</p>"),
    ("a chain on two lines", "<p>Marlow replaces Wren.</p><p>Saffron replaces Marlow.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in CHAINS], ids=ids(CHAINS))
def test_a_chain_in_one_post_is_two_suggestions(html):
    assert subs(html) == [("Wren", "Marlow"), ("Marlow", "Saffron")]


# review21r: a chain's later replacement under a condition or a question is not made
NOT_CHAINS = [
    ("a condition in the line", "<p>Marlow replaces Wren. Should Marlow flake, Saffron replaces Marlow.</p>"),
    ("a question in the line", "<p>Marlow replaces Wren. Saffron replaces Marlow?</p>"),
    ("a condition next line", "<p>Marlow replaces Wren.</p><p>Should Marlow flake, Saffron replaces Marlow.</p>"),
    ("a question next line", "<p>Marlow replaces Wren.</p><p>Saffron replaces Marlow?</p>"),
    ("said twice", "<p>Marlow replaces Wren.</p><p>Again: Marlow replaces Wren.</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NOT_CHAINS], ids=ids(NOT_CHAINS))
def test_a_chain_doubted_is_one_suggestion(html):
    assert subs(html) == [("Wren", "Marlow")]


NO_REPLACEMENT = [
    ("otherwise, a threat", "<p>Ivo, post by Friday, otherwise Marlow replaces you.</p>"),
    ("replaced by request, a list", "<p>Players:</p><p>Ivo</p><p>Juno (replaced by request)</p>"),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in NO_REPLACEMENT], ids=ids(NO_REPLACEMENT))
def test_no_replacement(html):
    assert subs(html) == []


ANNOUNCED = [
    ("otherwise after", "Marlow replaces Ivo, otherwise nothing changes.", True),
    ("otherwise before", "Post by Friday, otherwise Marlow replaces Ivo.", False),
]  # fmt: skip


@pytest.mark.parametrize(("text", "want"), [c[1:] for c in ANNOUNCED], ids=ids(ANNOUNCED))
def test_init_dates_a_replacement_only_when_made(text, want):
    assert announces(text, ("Ivo",), ("Marlow",)) is want


DEADLINES = [
    ("night begins, a time alone", "<p>Night begins at 20:00 UTC.</p>", at(2026, 12, 5, 20)),
    ("night begins, a time gone", "<p>Night begins at 16:00 UTC.</p>", at(2026, 12, 6, 16)),
    ("darkness falls at a time", "<p>Darkness falls at 23:00 GMT.</p>", at(2026, 12, 5, 23)),
    ("phase line", "<p>Phase: Day 2 | Deadline: December 12, 20:00 UTC</p>", at(2026, 12, 12, 20)),
    ("deadline in a table", "<table><tr><td>Deadline</td><td>December 9, 20:00 UTC</td></tr></table>", at(2026, 12, 9, 20)),
    ("deadline tomorrow", "<p>Deadline: tomorrow at 18:00 UTC</p>", at(2026, 12, 6, 18)),
    ("night starts at a time", "<p>Night starts at 9pm GMT.</p>", at(2026, 12, 5, 21)),
    ("a label alone, no colon", "<p>Deadline</p><p>December 9, 20:00 UTC</p>", at(2026, 12, 9, 20)),
    # the near misses: a night begun (a recap), a label over no time, a night's own deadline
    ("night began at a time", "<p>Night began at 20:00 UTC.</p>", None),
    ("a label alone over prose", "<p>Deadline</p><p>Please vote more.</p>", None),
]  # fmt: skip


@pytest.mark.parametrize(("html", "want"), [c[1:] for c in DEADLINES], ids=ids(DEADLINES))
def test_a_deadline(html, want):
    assert deadline(html) == want


def _poll(status: str, *options: str) -> str:
    """A Discourse poll as the forum cooks it, its options a list."""
    items = "".join(f'<li data-poll-option-id="o{i}">{o}</li>' for i, o in enumerate(options))
    return (
        f'<div class="poll" data-poll-name="poll" data-poll-status="{status}" data-poll-type="regular">'
        f'<div><div class="poll-container"><ul>{items}</ul></div><div class="poll-info"><p>'
        '<span class="info-number">0</span><span class="info-text">voters</span></p></div></div></div>'
    )


POLLS_END = [
    ("a poll closed, the day over", "<p>Day 1 is over.</p>" + _poll("closed", "Ivo", "Juno")),
    ("a poll closed, lynched", "<p>The poll has closed. Ivo was lynched.</p>" + _poll("closed", "Ivo", "No lynch")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in POLLS_END], ids=ids(POLLS_END))
def test_a_poll_closed_with_the_day(html):
    assert ends(html)


POLLS_OPEN = [
    ("a poll opened, a no lynch option", "<p>Vote in the poll below.</p>" + _poll("open", "Ivo", "Juno", "No lynch.")),
    ("a poll opened, no lynch!", "<p>Day 2 poll:</p>" + _poll("open", "Ivo", "No Lynch")),
    ("a poll of the deadline", "<p>Should the deadline be extended?</p>" + _poll("open", "Yes", "No")),
]  # fmt: skip


@pytest.mark.parametrize("html", [c[1] for c in POLLS_OPEN], ids=ids(POLLS_OPEN))
def test_a_poll_opened_ends_no_day(html):
    assert not ends(html)
    assert [e for e in events(html) if e[0] in ("death", "execution")] == []
