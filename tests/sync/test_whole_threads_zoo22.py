"""A host's first run on whole invented threads, sixth batch (initzoo22; data in
``tests/sync/whole/zoo22_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo22_discourse import ZOO22_DISCOURSE, ZOO22_OTHER
from tests.sync.whole.zoo22_phpbb import ZOO22_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO22_PHPBB, *ZOO22_DISCOURSE, *ZOO22_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the sixth batch added, and their near misses -----------------------------
@pytest.mark.parametrize(
    ("alt", "read"),
    [
        ("Players: Ivo, Juno, Lark, Wren and Ember", True),
        ("Player list: Ivo, Juno, Lark, Wren, Ember, Kes", True),
        ("Players: Ivo, Juno, Lark", False),  # too few for a list
        ("Town wins: Ivo, Juno, Lark, Wren, Ember", False),  # no players' heading
        ("Players: see the spoiler below for who is in, thanks all", False),
    ],
)
def test_a_list_written_in_an_images_alt_text(alt, read):
    from votecount.parser.host.player_tables import alt_lists

    html = f'<p>Mini<br><img src="r.png" alt="{alt}"><br>Day 1 begins.</p>'
    assert (alt_lists(html) != html) is read


def test_an_open_slot_is_no_player_and_a_later_list_fills_it():
    from votecount.parser.host.players import players_in_host_posts

    names = ["Ivo", "Juno", "Lark", "Wren", "Ember"]
    known = {n.casefold(): n for n in [*names, "Kes"]}
    first = (
        "<p><strong>Players</strong></p><ol>"
        + "".join(f"<li>{n}</li>" for n in [*names, "[open]"])
        + "</ol>"
    )
    full = (
        "<p><strong>Players</strong></p><ol>"
        + "".join(f"<li>{n}</li>" for n in [*names, "Kes"])
        + "</ol>"
    )
    found = players_in_host_posts([(0, first)], known, ["Aster"])
    assert [s.names[0] for s in found[0].slots] == names
    found = players_in_host_posts([(0, first), (3, full)], known, ["Aster"])
    assert len(found) == 1 and found[0].post_number == 3
    assert [s.names[0] for s in found[0].slots] == [*names, "Kes"]


def _table(rows: list[list[str]], head: list[str]) -> str:
    th = "<tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>"
    return f"<table>{th}" + "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows
    ) + "</table>"  # fmt: skip


SLOTS = ["Ivo", "Juno", "Lark", "Wren", "Ember", "Kes"]


@pytest.mark.parametrize(
    ("head", "rows", "want"),
    [
        # a table of votes alone in a post: no slot (was a row a slot)
        (["Voter", "Voted"], [[n, "Wren"] for n in SLOTS], []),
        (["Vote", "By"], [["Wren", n] for n in SLOTS], []),
        # sides: a column a side, each cell a slot (was a row a slot)
        (["Town", "Mafia"], [["Ivo", "Wren"], ["Juno", "Ember"], ["Lark", ""], ["Kes", ""]],
         ["Ivo", "Juno", "Lark", "Kes", "Wren", "Ember"]),
        # near miss: a player's table with a role column stays a row a slot
        (["Player", "Role"], [[n, "Town"] for n in SLOTS], SLOTS),
    ],
)  # fmt: skip
def test_tables_of_votes_and_of_sides(head, rows, want):
    from votecount.parser.host.roster import listed_players

    known = {n.casefold(): n for n in SLOTS}
    assert [s.first for s in listed_players(_table(rows, head), known, ["Aster"])] == want


@pytest.mark.parametrize(
    ("lines", "want"),
    [
        (["Backups:", "Rook", "Tansy", "Have fun"], ["Rook", "Tansy"]),
        (["Backups:", "Rook", "Wren Yamazaki", "good luck all"], ["Rook", "Wren Yamazaki"]),
        (["Backups", "1. Rook", "2. Tansy"], ["Rook", "Tansy"]),
        # review22r: a one-word sign-off is no backup (was "Enjoy", "GLHF" a backup)
        (["Backups:", "Rook", "Tansy", "Enjoy"], ["Rook", "Tansy"]),
        (["Backups:", "Rook", "GLHF"], ["Rook"]),
        (["Backups:", "Rook", "Thanks"], ["Rook"]),
    ],
)
def test_unnumbered_backups_end_at_a_line_no_name(lines, want):
    from votecount.parser.host.list_words import backups_listed

    assert backups_listed(lines) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # the first is made, the condition is the second's (was none suggested)
        ("<p>Marlow replaces Wren, and if Marlow flakes, Saffron replaces Marlow.</p>",
         [("Wren", "Marlow")]),
        # waiting on the condition: nothing yet; a later "Marlow is in." makes it
        ("<p>Marlow replaces Ivo, otherwise we wait.</p>", []),
        ("<p>Marlow replaces Ivo, otherwise we wait.</p><p>Marlow is in.</p>",
         [("Ivo", "Marlow")]),
        ("<p>Marlow replaces Ivo, unless Ivo shows up.</p><p>@Marlow has accepted!</p>",
         [("Ivo", "Marlow")]),
        # near misses: a condition before the replacement, one in its own sentence's head,
        # a newcomer "in for a treat", another's confirmation
        ("<p>If Marlow confirms, Marlow replaces Wren, and if not, Saffron does.</p>", []),
        ("<p>Marlow replaces Ivo, otherwise we wait.</p><p>Marlow is in for a treat.</p>", []),
        ("<p>Marlow replaces Ivo, otherwise we wait.</p><p>Saffron is in.</p>", []),
        # review22r: a replacement made meanwhile of the same newcomer or player ends the
        # wait (was Ivo replaced by Marlow as well)
        ("<p>Marlow replaces Ivo, unless Ivo posts.</p><p>Marlow replaces Wren.</p>"
         "<p>Marlow is in.</p>", [("Wren", "Marlow")]),
        ("<p>Marlow replaces Ivo, unless Ivo posts.</p><p>Saffron replaces Ivo.</p>"
         "<p>Marlow is in.</p>", [("Ivo", "Saffron")]),
        # the lead (session 23): waiting on the newcomer's word, told by init's reader
        # (``parser.host.confirmations``); a pronoun confirms the one replacement waiting
        ("<p>Marlow will replace Ivo once he confirms.</p><p>He has confirmed.</p>",
         [("Ivo", "Marlow")]),
        ("<p>Marlow will replace Ivo once he confirms.</p>", []),
        ("<p>Marlow will replace Ivo once he confirms.</p><p>He has not confirmed yet.</p>", []),
        ("<p>Marlow will replace Ivo once he confirms.</p><p>Saffron will replace Wren once "
         "she confirms.</p><p>She has confirmed.</p>", []),
        ("<p>Marlow will replace Ivo once he confirms.</p><p>Marlow has accepted.</p>",
         [("Ivo", "Marlow")]),
        ("<p>Marlow will replace Ivo once he confirms.</p><p>She has confirmed.</p>", []),
        ("<p>Marlow will replace Ivo once he confirms.</p><p>Everyone has confirmed.</p>", []),
    ],
)  # fmt: skip
def test_a_replacement_before_a_condition_of_its_own(html, want):
    from tests.parser.host.zoo import subs

    assert subs(html) == want


@pytest.mark.parametrize(
    ("html", "want"),
    [
        # a sentence naming the filler over the numbered run: the run's heading, no slot
        ("<p>Ember takes slot 5. <b>Players</b><br>1) Ivo<br>2) Juno<br>3) Lark<br>4) Wren"
         "<br>5) Ember</p>", ["Ivo", "Juno", "Lark", "Wren", "Ember"]),
        # near misses: an unnumbered list above a numbered one keeps its order
        ("<p>Ivo<br>Juno<br>Lark<br>Wren<br>Ember<br><br>Vote order:<br>1) Wren<br>2) Ivo</p>",
         ["Ivo", "Juno", "Lark", "Wren", "Ember"]),
    ],
)  # fmt: skip
def test_a_line_over_a_numbered_run_naming_one_of_it(html, want):
    from votecount.parser.host.roster import listed_players

    known = {n.casefold(): n for n in SLOTS}
    assert [s.first for s in listed_players(html, known, ["Aster"])] == want


# -- review22r: near misses of the rules above -------------------------------------------
def test_an_open_slots_word_that_is_a_login_and_a_list_of_the_living_under_the_dead():
    from votecount.parser.host.players import players_in_host_posts

    known = {n.casefold(): n for n in [*SLOTS, "Tbd"]}

    def ol(names: list[str], above: str = "") -> str:
        return f"<p>{above}</p><ol>" + "".join(f"<li>{n}</li>" for n in names) + "</ol>"

    # a player named "Tbd" plays his slot (was dropped as an open slot)
    found = players_in_host_posts(
        [(0, ol(["Ivo", "Tbd", "Lark", "Wren", "Ember"]))], known, ["Aster"]
    )
    assert [s.names[0] for s in found[0].slots] == ["Ivo", "Tbd", "Lark", "Wren", "Ember"]
    # the living listed under the day's dead fill no open slot (was that list, Wren first)
    first = ol(["Ivo", "Juno", "Lark", "Wren", "Ember", "[open]"], "Players")
    night = ol(["Ivo", "Juno", "Lark", "Ember", "Kes"], "Wren was lynched. Living:")
    found = players_in_host_posts([(0, first), (9, night)], known, ["Aster"])
    assert [s.names[0] for s in found[0].slots] == ["Ivo", "Juno", "Lark", "Wren", "Ember"]


def test_a_quoted_posts_images_give_no_alt_lines():
    from votecount.parser.host.images import image_lines

    img = '<img src="f.png" alt="Juno has been killed">'
    assert image_lines(f"<blockquote>{img}</blockquote><p>No fake flips.</p>") == []
    assert image_lines(f"<p>{img}</p>") == ["Juno has been killed"]
