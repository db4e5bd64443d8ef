"""A host's first run on whole invented threads, seventh batch (initzoo23; data in
``tests/sync/whole/zoo23_*.py``): ``init --from`` → ``events accept --all`` → ``count``
on MafiaScum, Discourse, vBulletin and XenForo threads, every wrong fact listed at once."""

from __future__ import annotations

import pytest

from tests.parser.host.zoo import SLOTS, listed_slots
from tests.sync.whole.check import params, run, wrong_facts
from tests.sync.whole.zoo23_discourse import ZOO23_DISCOURSE, ZOO23_OTHER
from tests.sync.whole.zoo23_phpbb import ZOO23_PHPBB


@pytest.mark.parametrize("whole", params([*ZOO23_PHPBB, *ZOO23_DISCOURSE, *ZOO23_OTHER]))
def test_a_whole_thread_from_a_dump_needs_no_hand_edit(tmp_path, whole):
    run(tmp_path, "init", whole.url, "--from", str(whole.write_jsonl(tmp_path)))
    assert wrong_facts(tmp_path, whole) == []


# -- the rules the seventh batch added, and their near misses ---------------------------


@pytest.mark.parametrize(
    ("lines", "known", "want"),
    [
        # flags before a name (regional letters, a joined rainbow flag): the list's marks
        (["🇬🇧 Ivo", "🇩🇪 Juno", "🏳️‍🌈 Lark", "🇧🇷 Wren", "Ember 🇯🇵"], SLOTS[:5],
         [(n,) for n in SLOTS[:5]]),
        # a real name, then the login after "aka" (known or not yet posting)
        ([f"{n} (aka {n}Bold)" for n in SLOTS[:5]], [f"{n}Bold" for n in SLOTS[:5]],
         [(f"{n}Bold",) for n in SLOTS[:5]]),
        ([f"{n} (aka {n}Bold)" for n in SLOTS[:5]], ["JunoBold", "LarkBold"],
         [(f"{n}Bold",) for n in SLOTS[:5]]),
        ([f"{n} a.k.a. @{n.lower()}_b" for n in SLOTS[:5]], [],
         [(f"{n.lower()}_b",) for n in SLOTS[:5]]),
        # near miss: a login, then the real name in brackets: the login leads
        ([f"{n}Bold (real name {n})" for n in SLOTS[:5]], [f"{n}Bold" for n in SLOTS[:5]],
         [(f"{n}Bold",) for n in SLOTS[:5]]),
    ],
)  # fmt: skip
def test_flags_and_real_names_in_a_numbered_list(lines, known, want):
    html = "<b>Players</b><br>" + "<br>".join(f"{i}. {t}" for i, t in enumerate(lines, 1))
    assert listed_slots(html, known) == want


@pytest.mark.parametrize(
    ("line", "want"),
    [
        # review23r: a flag before each name of a list on one line, by commas or alone
        ("🇬🇧 Ivo, 🇩🇪 Juno, 🇫🇷 Lark, 🇧🇷 Wren, 🇯🇵 Ember", [(n,) for n in SLOTS[:5]]),
        ("🇬🇧 Ivo 🇩🇪 Juno 🇫🇷 Lark 🇧🇷 Wren 🇯🇵 Ember", [(n,) for n in SLOTS[:5]]),
        ("Ivo 🇬🇧, Juno 🇩🇪, Lark 🇫🇷, Wren 🇧🇷, Ember 🇯🇵", [(n,) for n in SLOTS[:5]]),
        # near miss: another mark alone between two names is a replacement's arrow (one
        # slot; which of them first is the arrow reading's, not this rule's)
        ("Ivo ➡ Kes", 1),
    ],
)  # fmt: skip
def test_flags_on_one_line(line, want):
    got = listed_slots(f"<b>Players</b><br>{line}", SLOTS)
    assert (len(got) if isinstance(want, int) else got) == want


def _table(rows: list[list[str]], head: list[str]) -> str:
    th = "<tr>" + "".join(f"<th>{c}</th>" for c in head) + "</tr>"
    return f"<table>{th}" + "".join(
        "<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows
    ) + "</table>"  # fmt: skip


@pytest.mark.parametrize(
    ("head", "rows", "want"),
    [
        # a players' table with a votes column: a row a slot, the vote no name of it
        (["Player", "Status", "Voted"], [[n, "Alive", "Wren"] for n in SLOTS],
         [(n,) for n in SLOTS]),
        (["#", "Player", "Votes"], [[str(i), n, "0"] for i, n in enumerate(SLOTS, 1)],
         [(n,) for n in SLOTS]),
        # near misses: a table of votes alone stays no slot
        (["Voter", "Voted"], [[n, "Wren"] for n in SLOTS], []),
        (["Voter", "Target", "Status"], [[n, "Wren", "Alive"] for n in SLOTS], []),
        # review23r: a count's table of wagons and who votes each is no players' table
        (["Player", "Voted by"], [["Kes", "Ivo, Juno"], ["Ivo", "Kes"]], []),
        (["Player", "Voters", "Total"], [["Kes", "Ivo, Juno", "2"], ["Ivo", "Kes", "1"]], []),
    ],
)  # fmt: skip
def test_a_players_table_with_a_votes_column(head, rows, want):
    assert listed_slots(_table(rows, head), SLOTS) == want


@pytest.mark.parametrize(
    ("lines", "known", "want"),
    [
        # a lower-case two-word login who posts is a name under "Backups:"
        (["Backups:", "little wren", "Rook"], {"little wren"}, ["little wren", "Rook"]),
        # near misses: words no one posts as still end the list
        (["Backups:", "Rook", "little wren", "stay tuned"], {"little wren"},
         ["Rook", "little wren"]),
        (["Backups:", "little wren", "Rook"], set(), []),
    ],
)  # fmt: skip
def test_a_lower_case_two_word_login_under_backups(lines, known, want):
    from votecount.parser.host.list_words import backups_listed

    assert backups_listed(lines, known) == want


def test_a_xenforo_spoilers_title_heads_the_list():
    button = ('<button type="button" class="bbCodeSpoiler-button"><span>Spoiler:</span> '
              '<span class="bbCodeSpoiler-button-title">{}</span></button>')  # fmt: skip
    names = "<br>".join(SLOTS[:5])
    body = f'<div class="bbCodeSpoiler-content"><div>{names}</div></div>'
    html = '<div class="bbCodeSpoiler">{}{}</div>'
    got = listed_slots(html.format(button.format("Players"), body), ["Ivo", "Juno"])
    assert got == [(n,) for n in SLOTS[:5]]
    # near miss: a spoiler titled otherwise ("Rules") heads no list of unknown names
    got = listed_slots(html.format(button.format("Flavour"), body), ["Ivo", "Juno"])
    assert got != [(n,) for n in SLOTS[:5]]
